"""The host-memory estimate of `tag run` (`runtime.host_memory`) and the watchdog that measures it.

Default suite: the allowance's arithmetic, its link to `tag.apply`'s permutation count, and the
watchdog (kills a process tree above its cap). `-m slow`: a VGG19 training step (width 1/8, random
weights, 8 CPU devices) whose measured peak RSS must stay below the estimate.
"""
from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

from tag.runtime.host_memory import (
    CHECK_RUNS_HELD,
    OVERHEAD_RATIO,
    RUNTIME_BYTES,
    ProcessMemory,
)
from tag.runtime.watchdog import run_watched, tree_rss

ROOT = Path(__file__).resolve().parent.parent


def test_allowance_is_fixed_plus_a_share_of_the_arithmetic():
    m = ProcessMemory(0, inputs=100 << 20, state=300 << 20, transient=200 << 20, results=50 << 20, reference=0)
    assert m.runtime == RUNTIME_BYTES + int(OVERHEAD_RATIO * (650 << 20))
    assert m.total == (650 << 20) + m.runtime
    assert ProcessMemory(0, 1, 2, 3, 4, 5, runtime=7).total == 22        # an explicit allowance is kept


def test_the_check_holds_no_more_reference_runs_than_the_estimate_counts(monkeypatch):
    """`check_program`'s rounding-sensitivity references are run one at a time: while the k-th
    permuted run exists, no earlier one does (plus the reference's own results: CHECK_RUNS_HELD)."""
    import gc
    import weakref

    import numpy as np

    from tag import apply

    class Run(list):
        pass

    alive: list[weakref.ref] = []
    most = 0

    def fake(*_args, **_kwargs):
        nonlocal most
        gc.collect()
        held = sum(r() is not None for r in alive)
        most = max(most, held + 1)
        run = Run([[np.ones(4)], [np.ones(4)]])
        alive.append(weakref.ref(run))
        return run

    monkeypatch.setattr(apply, "_permuted_reference", fake)
    noise = apply._rounding_noise(None, [], [], 1, {}, 4, [], 0, [[np.zeros(4)], [np.zeros(4)]], 0)
    assert noise == [[1.0], [1.0]] and len(alive) == apply.PERMUTATIONS
    assert 1 + most <= CHECK_RUNS_HELD


def test_watchdog_measures_and_kills_a_process_tree():
    grow = ("import time\nx = []\nfor _ in range(400):\n    x.append(bytearray(1 << 20))\n    time.sleep(0.005)\n"
            "time.sleep(30)\n")
    # the memory is allocated by a grandchild: the tree's RSS is what counts
    cmd = [sys.executable, "-c", f"import subprocess, sys; subprocess.run([sys.executable, '-c', {grow!r}])"]
    run = run_watched(cmd, cap_bytes=200 << 20, timeout_s=60)
    assert run.killed.startswith("RSS") and run.code == -9 and run.sampled_peak > 200 << 20
    run = run_watched([sys.executable, "-c", "x = bytearray(64 << 20); print(len(x))"], cap_bytes=1 << 30)
    assert run.code == 0 and not run.killed and run.stdout.strip() == str(64 << 20)
    assert run.peak_rss >= 64 << 20                    # the kernel's high-water mark of the child
    assert tree_rss(os.getpid()) > 0 and tree_rss(2 ** 22 + 7) == 0


@pytest.mark.slow
def test_vgg19_peak_rss_stays_below_the_estimate(tmp_path):
    """VGG19 (keras.applications' layers at 1/8 width, 64x64 images, Adam), data parallel over
    8 CPU devices, `tag run --steps 2 --check`: measured peak RSS <= estimate (the allowance is an
    upper bound, docs/run.md)."""
    spec = importlib.util.spec_from_file_location("host_memory_table", ROOT / "scripts" / "host_memory_table.py")
    table = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(table)
    prog = table.build_program(0.125, "dp", tmp_path / "prog", image=64, batch=8, groups=4)
    est, params = table.estimate(prog, 2, True)
    assert params > 1_000_000
    code, peak, _, tail = table.measure(prog, 2, True, cap=est.total + (1 << 30), timeout=1500)
    assert code == 0 and "runs AGREE" in tail, tail
    assert peak <= est.total, f"measured {peak >> 20} MiB > estimate {est.total >> 20} MiB"
