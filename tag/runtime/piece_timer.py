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

from tag.runtime.hlo_census import instruction_opcode

__all__ = ["PieceRunner", "entry_generic_kernels", "entry_instructions", "interleaved_samples", "piece_runner",
           "random_inputs"]


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


class PieceRunner:
    """A timer of one run of a compiled piece (`piece_runner`); `hlo_text()` is what XLA compiled."""

    def __init__(self, run: Callable[[], float], compiled: Any) -> None:
        self._run = run
        self._compiled = compiled

    def __call__(self) -> float:
        return self._run()

    def hlo_text(self) -> str:
        """The optimized HLO of the piece (the kernels XLA chose), "" when the backend does not say."""
        try:
            return "\n".join(m.to_string() for m in self._compiled.hlo_modules())
        except (AttributeError, RuntimeError):
            return ""


def entry_instructions(hlo_text: str) -> list[tuple[str, str]]:
    """(opcode, line) of every instruction of the ENTRY computation of an HLO module's text."""
    out: list[tuple[str, str]] = []
    inside = False
    for line in hlo_text.splitlines():
        if line.startswith("ENTRY "):
            inside = True
            continue
        if inside:
            if line.startswith("}"):
                break
            opcode = instruction_opcode(line)
            if opcode is not None:          # (a tuple-typed result, e.g. a multi-output fusion, included)
                out.append((opcode, line))
    return out


def entry_generic_kernels(hlo_text: str) -> int:
    """Plain `dot` and dense `convolution` instructions of the ENTRY computation of an optimized HLO
    module: the GEMMs and convolutions XLA CPU left to its generic emitter (the library's are fusions;
    grouped convolutions, which always run there, are not counted)."""
    return sum(1 for opcode, line in entry_instructions(hlo_text)
               if opcode in ("dot", "convolution")
               and "feature_group_count=" not in line and "batch_group_count=" not in line)


def piece_runner(text: str, device: Any, seed: int = 0) -> PieceRunner:
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
    return PieceRunner(run, exe.compiled)


MIN_RUNS_PER_SLOT = 3
PROTOCOL_REPEAT_S = 0.3      # seconds of runs per runner, split over PROTOCOL_ROUNDS slots (30 ms each)
PROTOCOL_ROUNDS = 10


def interleaved_samples(runners: list[Callable[[], float]], repeat_s: float, rounds: int) -> list[list[float]]:
    """Timed runs of every runner, interleaved: `rounds` rounds, each running every runner in turn for
    repeat_s / rounds seconds (at least `MIN_RUNS_PER_SLOT` runs), so that load from other processes
    and the machine's idle-state history fall on all alike. Returns every runner's run times (seconds
    each runner reports per run). The protocol of `tag bench fidelity --device cpu` and of the fixed
    costs `tag calibrate` measures: on a VM the cost of waking threads depends on how runs alternate
    (a long tight loop of one piece keeps them warm), so both sides are timed the same way."""
    samples: list[list[float]] = [[] for _ in runners]
    for _ in range(rounds):
        for run, got in zip(runners, samples):
            deadline = time.perf_counter() + repeat_s / rounds
            n = 0
            while n < MIN_RUNS_PER_SLOT or time.perf_counter() < deadline:
                got.append(run())
                n += 1
    return samples
