"""Time one compiled piece the way `tag run` runs it, for the measurements that calibrate the cost
model against this machine (`runtime.calibrate`, `tag bench fidelity --device cpu`).

`piece_runner(text, device)` compiles a single-device StableHLO module with the runner's own
`compile_piece`, places random inputs of its argument shapes and dtypes on `device`, runs it once
(warm-up) and returns a function that runs it once more and returns the seconds from dispatch until
its results are ready. The call is the runner's (`Runner._run_task`): `execute_sharded(inputs)
.disassemble_into_single_device_arrays()`, so the per-executable, per-argument and per-result costs
the model is fitted to are the ones a step pays, Python-side wrapping included.

Random inputs: floats (bfloat16 & co. are numpy kind "V") ~ N(0, 0.1²); ints and booleans 0 or 1
(valid indices and labels for every built-in model).
"""
from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from typing import Any

__all__ = ["piece_runner", "random_inputs"]


def random_inputs(specs: list[Any], rng: Any) -> list[Any]:
    """One numpy array per spec (`.shape`, `.dtype`), drawn as the module docstring says."""
    out = []
    for s in specs:
        if s.dtype.kind in "fcV":
            out.append((rng.standard_normal(s.shape) * 0.1).astype(s.dtype))
        elif s.dtype.kind == "b":
            out.append(rng.integers(0, 2, s.shape).astype(bool))
        else:
            out.append(rng.integers(0, 2, s.shape).astype(s.dtype))
    return out


def piece_runner(text: str, device: Any, seed: int = 0) -> Callable[[], float]:
    """Compile the single-device module `text` for `device`, warm it up once; returns a timer of one run."""
    import jax
    import numpy as np

    from tag.dialects.context import make_context, parse_module
    from tag.runtime.execute import compile_piece

    exe = compile_piece(parse_module(text, make_context()), [device])
    wide = any(s.dtype.itemsize == 8 for s in exe.arg_specs + exe.result_specs)
    scope = (lambda: jax.enable_x64(True)) if wide else contextlib.nullcontext
    with scope():
        ins = [jax.device_put(a, device) for a in random_inputs(exe.arg_specs, np.random.default_rng(seed))]

    def run() -> float:
        with scope():
            start = time.perf_counter()
            outs = exe.compiled.execute_sharded(ins).disassemble_into_single_device_arrays()
            jax.block_until_ready(outs)
            return time.perf_counter() - start

    run()
    return run
