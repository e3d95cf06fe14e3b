"""lit configuration: every `.mlir` file here is a test; `tag-opt` and `filecheck` come from the
Python environment running lit (the project's virtualenv)."""
import os
import sys

import lit.formats

config.name = "TAG"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)

bin_dir = os.path.dirname(sys.executable)
config.environment["PATH"] = os.pathsep.join([bin_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
config.environment["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
config.environment["JAX_PLATFORMS"] = "cpu"
config.environment["PYTHONHASHSEED"] = "0"
config.substitutions.append(("%python", sys.executable))
