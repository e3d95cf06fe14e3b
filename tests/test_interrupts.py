"""Interruptions (issue 12) with real processes: Ctrl-C ends any command with one line and exit 130;
a SIGKILL at any moment of writing leaves the previous outputs or the new ones, never a mix and
never nothing; the next run removes what the killed one left behind.

SIGKILL points are hit deterministically: the child process wraps `tag.core.atomic`'s steps (and the
staging writes) so that it kills itself with SIGKILL right before or after one of them.
"""
from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import numpy as np
import pytest

BIN = Path(sys.executable).parent
TOPOLOGY = "name: tiny\nmachines:\n  - {name: a, gpu: V100-32GB, count: 2}\n  - {name: b, gpu: GTX1080Ti, count: 1}\n"
ENV = dict(os.environ, XLA_FLAGS="--xla_force_host_platform_device_count=8", JAX_PLATFORMS="cpu")


def _step(params, x, y):
    import jax
    import jax.numpy as jnp

    def loss_fn(ps):
        w, b = ps
        return jnp.mean((jnp.tanh(x @ w + b) - y) ** 2)

    loss, (gw, gb) = jax.value_and_grad(loss_fn)(params)
    return (params[0] - 0.1 * gw, params[1] - 0.1 * gb), loss


@pytest.fixture(scope="module")
def inputs(tmp_path_factory):
    from tag.dialects.context import module_to_text
    from tag.export import from_jax
    from tag.planner.plan import plan

    root = tmp_path_factory.mktemp("inputs")
    model = root / "step.mlir"
    x = np.zeros((4, 8), np.float32)
    model.write_text(module_to_text(from_jax(_step, (np.zeros((8, 8), np.float32), np.zeros((8,), np.float32)), x, x)))
    topo = root / "tiny.yaml"
    topo.write_text(TOPOLOGY)
    plan(str(model), str(topo), batch_size=None, iterations=3, num_groups=2, baselines=[], out_dir=root / "plan")
    return model, topo, root / "plan"


def _snapshot(folder: Path) -> dict[str, str]:
    """Relative path -> sha256 of every file under `folder` (hidden staging included)."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(".") and ".tag-" in p.name)


def _plan_argv(inputs, out: Path, seed: int) -> list[str]:
    model, topo, _ = inputs
    return ["plan", str(model), "--topology", str(topo), "--iterations", "3", "--groups", "2", "--baselines", "dp",
            "--seed", str(seed), "--out", str(out)]


def _apply_argv(inputs, out: Path, k: int) -> list[str]:
    """`tag apply` of the plan on the same topology renamed `tiny-K` (topology.yaml differs per K)."""
    planned = inputs[2]
    renamed = out.parent / f"tiny-{k}.yaml"
    renamed.write_text(TOPOLOGY.replace("name: tiny", f"name: tiny-{k}"))
    return ["apply", str(planned / "annotated.mlir"), "--topology", str(renamed), "--out", str(out)]


# the child: wrap one step so that the process SIGKILLs itself at that point
_KILLER = textwrap.dedent("""
    import os, signal, sys, pathlib
    import tag.core.atomic as atomic
    point, argv = sys.argv[1], sys.argv[2:]
    def die():
        os.kill(os.getpid(), signal.SIGKILL)
    if point == "staging-write":
        original = pathlib.Path.write_text
        calls = []
        def write_text(self, *a, **k):
            calls.append(1)
            if len(calls) == 2:
                die()
            return original(self, *a, **k)
        pathlib.Path.write_text = write_text
    elif point == "before-commit":
        original = atomic.replace_folder
        atomic.replace_folder = lambda *a, **k: die()
    elif point == "after-exchange":
        original_remove = atomic._remove
        def remove(path):
            die()
        atomic._remove = remove
        original_clean = atomic.clean_stale
        atomic.clean_stale = lambda folder, name=None: []
    from tag.cli import main
    sys.exit(main(argv))
""")

KILL_POINTS = ["staging-write", "before-commit", "after-exchange"]


def _killed_run(point: str, argv: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", _KILLER, point, *argv], capture_output=True, text=True, env=ENV,
                          timeout=300)


@pytest.mark.parametrize("command, points", [pytest.param("plan", KILL_POINTS, marks=pytest.mark.slow),
                                            pytest.param("apply", KILL_POINTS, marks=pytest.mark.slow),
                                            ("apply", KILL_POINTS[-1:])])
def test_sigkill_at_any_point_leaves_the_previous_or_the_new_outputs(command, points, inputs, tmp_path):
    out = tmp_path / "out"
    argv = (lambda k: _plan_argv(inputs, out, k)) if command == "plan" else \
        (lambda k: _apply_argv(inputs, out, k))
    from tag.cli import main

    assert main(argv(0)) == 0
    previous = _snapshot(out)
    for k, point in enumerate(points, start=1):
        proc = _killed_run(point, argv(k))
        assert proc.returncode == -signal.SIGKILL, proc.stderr[-2000:]
        assert out.is_dir(), f"killed at {point}: the output folder is missing"
        now = _snapshot(out)
        if point == "after-exchange":
            assert now != previous, "the new outputs were committed before the kill"
            previous = now
        assert now == previous, f"killed at {point}: the output folder changed ({sorted(set(now) ^ set(previous))})"
        assert not _leftovers(out), _leftovers(out)
    assert _leftovers(tmp_path), "the kills left staging behind (the test would not show its cleanup)"
    assert main(argv(9)) == 0                                    # the next run cleans up after the killed ones
    assert not _leftovers(tmp_path), _leftovers(tmp_path)
    assert _snapshot(out) != previous and not _leftovers(out)


@pytest.mark.slow
def test_sigkill_while_tag_opt_writes_leaves_the_previous_file(tmp_path):
    src, out = tmp_path / "in.mlir", tmp_path / "out.mlir"
    src.write_text("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %a : tensor<2xf32>\n}\n")
    out.write_text("previous\n")
    script = textwrap.dedent("""
        import os, signal, sys
        real = os.replace
        os.replace = lambda *a, **k: os.kill(os.getpid(), signal.SIGKILL)
        from tag.opt import main
        sys.exit(main(sys.argv[1:]))
    """)
    proc = subprocess.run([sys.executable, "-c", script, str(src), "-o", str(out)], capture_output=True, text=True,
                          env=ENV, timeout=300)
    assert proc.returncode == -signal.SIGKILL
    assert out.read_text() == "previous\n" and _leftovers(tmp_path)
    from tag.opt import main

    assert main([str(src), "-o", str(out)]) == 0
    assert "func.func @main" in out.read_text() and not _leftovers(tmp_path)


def _interrupt(argv: list[str], after: float) -> tuple[int, str]:
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    time.sleep(after)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    return proc.returncode, err


@pytest.mark.parametrize("after", [1.0, pytest.param(3.0, marks=pytest.mark.slow)])
def test_ctrl_c_ends_tag_plan_with_one_line_and_130(after, inputs, tmp_path):
    out = tmp_path / "out"
    code, err = _interrupt([str(BIN / "tag"), *_plan_argv(inputs, out, 1)], after)
    if code == 0:
        pytest.skip(f"the plan finished within {after} s on this machine")
    assert code == 130, err[-2000:]
    assert err.strip().splitlines()[-1] == "tag: interrupted"
    assert "Traceback" not in err and "Exception ignored" not in err
    assert not out.exists() and not _leftovers(tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("after", [0.5, 1.5, 2.5, 4.0, 6.0])
@pytest.mark.parametrize("command", ["plan", "apply", "opt"])
def test_ctrl_c_at_many_points(command, after, inputs, tmp_path):
    out = tmp_path / "out"
    planned = inputs[2]
    argv = {"plan": [str(BIN / "tag"), *_plan_argv(inputs, out, 1)],
            "apply": [str(BIN / "tag"), *_apply_argv(inputs, out, 1)],
            "opt": [str(BIN / "tag-opt"), str(planned / "annotated.mlir"), "--canonicalize", "-o", str(out)]}[command]
    code, err = _interrupt(argv, after)
    if code == 0:
        assert out.exists()
        return
    assert code == 130, err[-2000:]
    assert err.strip().splitlines()[-1].endswith(": interrupted")
    assert "Traceback" not in err and "Exception ignored" not in err
    assert not out.exists() and not _leftovers(tmp_path)
