"""The command-line tools as a user runs them: exit codes, one-line errors, no tracebacks."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

BIN = Path(sys.executable).parent
GOOD = """func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


def run(tool, *args, stdin=None):
    env = dict(os.environ, XLA_FLAGS="--xla_force_host_platform_device_count=8")
    return subprocess.run([str(BIN / tool), *args], input=stdin, capture_output=True, text=True, env=env, timeout=300)


@pytest.mark.parametrize("args, needle", [
    (["--pass-pipeline=builtin.module(nope)"], "error: unknown pass 'nope'"),
    (["--tag-partition=bogus=1"], "pass 'tag-partition' has no option 'bogus'"),
    (["--pass-pipeline=builtin.module(func.func(sdy-propagation-pipeline))"], "cannot run on func.func"),
])
def test_tag_opt_errors_are_one_line_without_traceback(tmp_path, args, needle):
    src = tmp_path / "in.mlir"
    src.write_text(GOOD)
    out = tmp_path / "out.mlir"
    proc = run("tag-opt", str(src), *args, "-o", str(out))
    assert proc.returncode == 1
    assert needle in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    assert not out.exists()


def test_malformed_input_names_file_line_col_and_writes_nothing(tmp_path):
    src = tmp_path / "bad.mlir"
    src.write_text(GOOD.replace("stablehlo.add", "stablehlo.addd"))
    out = tmp_path / "out.mlir"
    proc = run("tag-opt", str(src), "--canonicalize", "-o", str(out))
    assert proc.returncode == 1 and not out.exists()
    assert proc.stderr.startswith(f"{src}:2:8: error: cannot parse MLIR: custom op 'stablehlo.addd' is unknown")


def test_output_file_is_written_whole(tmp_path):
    src, out = tmp_path / "in.mlir", tmp_path / "out.mlir"
    src.write_text(GOOD)
    proc = run("tag-opt", str(src), "--canonicalize", "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    assert "stablehlo.add %arg0, %arg0" in out.read_text()
    assert [p.name for p in tmp_path.iterdir()] and not any(p.name.endswith(".tmp") for p in tmp_path.iterdir())


def test_tag_compare_detects_a_different_program(tmp_path):
    a, b = tmp_path / "a.mlir", tmp_path / "b.mlir"
    a.write_text(GOOD)
    b.write_text(GOOD.replace("stablehlo.add", "stablehlo.multiply"))
    same = run("tag", "compare", str(a), str(a))
    assert same.returncode == 0 and "AGREE" in same.stdout
    diff = run("tag", "compare", str(a), str(b))
    assert diff.returncode == 1 and "DISAGREE" in diff.stdout


def test_tag_demo_runs_the_embedded_default(tmp_path):
    proc = run("tag", "demo", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert "original and transformed programs AGREE" in proc.stdout
    assert (tmp_path / "transformed.mlir").exists() and (tmp_path / "original.mlir").exists()
