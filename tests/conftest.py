"""Shared test setup: 8 host CPU devices (must be set before jax is imported anywhere)."""
import os

_FLAG = "--xla_force_host_platform_device_count=8"
if _FLAG not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " + _FLAG).strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import pytest  # noqa: E402


@pytest.fixture
def loops_kept(monkeypatch):
    """Steps are flattened without `tag-unroll-loops`: a loop stays a loop, as one over its op budget
    (or with a data-dependent trip count) does."""
    import tag.analysis.graph as graph_module

    monkeypatch.setattr(graph_module, "FLATTEN_PIPELINE",
                        graph_module.FLATTEN_PIPELINE.replace("tag-unroll-loops,", ""))
