"""Measure this machine's XLA CPU device into a host `Chip` (`tag calibrate --device cpu`).

Every figure is measured with jax on ONE CPU device: each kernel is compiled ahead of time, run once
to warm up, then run repeatedly (at least `MIN_REPS` times, until its share of the time budget is
spent); the figure is the MEDIAN wall time of one run (`--fastest`: the fastest run), each run
ending in `block_until_ready` — except the four fixed costs below, which are MEANS (`fixed_costs`).

- `gemm_f32_flops`: f32 [n, n] x [n, n] matmul, 2·n³ / t, the best of a few sizes n (the f32 peak);
  `gemm_bf16_flops` the same in bf16 at the largest size.
- `executable_overhead_s`: the time of a trivial compiled piece (`x + 1` on f32[4]): the fixed
  cost of one XLA CPU executable run (dispatch, buffer handling, completion). The fixed costs are
  timed on StableHLO pieces called exactly as `tag run` calls its pieces (`runtime.piece_timer`).
- `input_s`: the fixed cost of one more argument buffer: a piece summing `INPUTS_PROBE` f32[4]
  arguments against the one-argument one, (t(K) − t(1)) / (K − 1).
- `output_s`: the fixed cost of one more result buffer: a trivial piece returning
  `OUTPUTS_PROBE` results against the one-result one, (t(K) − t(1)) / (K − 1).
- `async_s`: the extra fixed cost of an executable XLA's CPU client runs off the calling thread:
  one of at least `calibration.ASYNC_MIN_FLOPS` FLOPs by its HLO cost analysis (the client runs
  cheaper ones inline). Probe: `x + x` on f32[`ASYNC_PROBE_ELEMENTS`] against the trivial piece.
  The four fixed-cost probes are timed as the fidelity bench times pieces
  (`piece_timer.interleaved_samples`: slots of 30 ms each, `FIXED_COST_ROUNDS` of them), and taken as MEANS
  (`--fastest`: fastest runs): the off-thread cost has two modes — the hand-off to a worker thread
  (+1-3 µs on a 2-core VM) and, in some share of the runs, the wake-up of the caller that slept
  while the worker ran (+60-90 µs there) — whose share moves with the machine's phase, so that a
  median sits in either mode; the mean is the expected cost a run pays (docs/calibration-cpu.md,
  eleventh run).
- For the record (no slot in the `KernelModel` yet): `output_s_by_bytes`, the same per-result cost
  with results of `OUTPUT_PROBE_BYTES` (one more result of that size against one), which grows with
  the size: fresh result buffers are newly mapped memory (page faults).
- `launch_s`: the fixed cost of one more kernel inside an executable: a chain of K dependent steps
  `m = tanh(m @ w) + 1e-3 · sum(m)` on f32[8, 8] against two steps, (t(K) − t(2)) / (k(K) − k(2)) with
  k the kernels XLA emitted (counted in the compiled HLO's entry computation: dot, reduce and loop
  fusions).
- `memory_bandwidth`: out-of-place `x + 1` on an f32 vector of `BANDWIDTH_BYTES` (4 MiB, past the
  per-core L2): bytes read + written / (t − executable overhead). On XLA CPU the figure depends on
  the size (fresh output buffers: 16 MiB ran at about half, 32 MiB and more at a tenth, the cost of
  page faults on newly mapped memory); 4 MiB is above the tensors of the built-in small models.
- `conv_flops`: a 3x3, stride-1, SAME NHWC convolution (C → C channels), 2·|out|·9·C / (t − overhead).
- `vector_flops`: a chain of `VECTOR_OPS` elementwise multiply/adds on a cache-resident f32 vector,
  one flop per element per op (as the cost model counts elementwise work) / (t − overhead).
- `depthwise_conv_flops` (the same convolution with one filter per channel, `feature_group_count = C`,
  2·|out|·9 FLOPs: XLA CPU runs it on its generic convolution emitter).
- `expands_batch_groups`: whether the compiler runs a batch_group_count = G convolution (JAX's
  depthwise filter gradient) as a dense one: read from the compiled HLO of such a gradient (no
  `batch_group_count` left in it); the `KernelModel` then prices it as the dense convolution.
- Size curves (`curves`: the `KernelModel`'s eff(F) = eff_max · F / (F + F_half) per class): for each
  class (matmul, conv, grouped_conv) and each of a few shapes spanning the kernels of the small
  built-in models up to large ones (`CURVE_SHAPES`), a chain of K dependent kernels of that shape in
  one executable (`m = m @ w_i` with w_i orthogonal; `x = conv(x, k_i)` 3x3 SAME; every step with a
  weight of its own, as a model's layers have) against a chain of one:
  the time of one kernel is (t(K) − t(1)) / (K − 1) − launch_s (the cost model charges the launch
  apart), so the executable's fixed cost cancels. All shapes of a class are timed in interleaved
  rounds (load from other processes falls on all alike). `fit_kernel_curve` fits eff_max, F_half and
  the seconds per streamed byte to the (F, B, seconds) points (B: operand and result bytes of one
  kernel): t = (F + F_half) / (eff_max · peak) + B · byte_s is linear in (1, F, B), fitted by
  non-negative least squares on relative errors, eff_max capped at 1 (the shape kept). The matmul
  shapes include weight-heavy ones ([2, 512] x [512, 512]: the GEMMs of a data-parallel piece with
  few rows per device), where the streaming term dominates.

- Kernel paths (`core.host_library`): XLA CPU runs some GEMMs and convolutions on its generic
  emitter instead of its library. Their curves are measured the same way on shapes the rule sends
  there: `matmul_generic` on weight gradients r = x^T·g of (rows, in, out) (chained by x += c·Σr, so
  the step also reads r once), `conv_generic` on 3x3 convolutions of <= 16 channels and
  `conv_swapped` on 3x3 windows over 2x2 images (XLA swaps the operands); they become the
  `KernelModel.paths` curves. The library's `conv` curve keeps the shapes the library runs.
- `relayouts`: whether XLA copies a convolution's kernel through a transpose when its output-feature
  dimension is not the last (read from the compiled HLO of JAX's input gradient); the `KernelModel`
  then charges each dot/convolution the copies of `core.host_library.relayout_bytes`.
- `select_scatter` (fixed s, s per window visit): XLA CPU expands a select_and_scatter (the max-pool
  gradient) into iotas, a variadic reduce_window and a scatter. Chains of max-pool VJPs
  (`SELECT_SCATTER_SHAPES`: 2x2/2 and 3x3/2 windows) against one, the launch and the op's memory
  traffic taken off; t = fixed + rate · visits fitted by `fit_fixed_and_rate`.

The fitted host chip ("host-cpu"): peak f32 = `gemm_f32_flops` (bf16 = `gemm_bf16_flops`), memory
bandwidth = `memory_bandwidth`, no matrix units (`matrix_dtypes=()`: dots and convolutions use the
`*_vector` efficiencies, which equal the matrix ones), and a `KernelModel` of efficiencies relative to
those peaks: matmul 1 (by construction), conv = conv_flops / peak, vector = vector_flops / peak,
memory 1 (by construction), launch_s as measured, executable_s = `executable_overhead_s` (paid once
per piece a device runs), output_s as measured (per result buffer of a piece) and grouped_conv =
depthwise_conv_flops / peak. Where a size curve was measured, its eff_max and F_half replace the
class's flat efficiency (matmul: eff_max and `matmul_half_flops`, and so on).

The chip file is JSON (`write_chip_file`, atomic); `load_host_chip` reads it back (JSON or YAML).
"""
from __future__ import annotations

import json
import math
import os
import platform
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tag.core.atomic import write_atomically
from tag.core.calibration import HOST_PATH_CLASSES, KernelCurve, KernelModel
from tag.core.hardware import Chip
from tag.core.model import Machine, Topology
from tag.dialects.diagnostics import SourceSpan, TagError
from tag.dialects.inputs import MAX_DATA_BYTES, MAX_DATA_NESTING, check_nesting, read_input
from tag.runtime.hlo_census import kernel_census
from tag.runtime.piece_timer import (PROTOCOL_REPEAT_S, PROTOCOL_ROUNDS, interleaved_samples,
                                     piece_runner)

__all__ = [
    "CHIP_FORMAT",
    "HostMeasurements",
    "check_output_path",
    "chip_from_data",
    "chip_to_json",
    "fit_kernel_curve",
    "fit_saturating",
    "fitted_models",
    "fixed_costs",
    "host_chip",
    "host_topology",
    "load_host_chip",
    "measure_host",
    "median_seconds",
    "probe_piece",
    "read_chip_file",
    "write_chip_file",
]

CHIP_FORMAT = "tag-host-chip/1"
HOST_CHIP_NAME = "host-cpu"
MIN_REPS = 3
LAUNCH_CHAIN = 64            # K of the launch measurement
FIXED_COST_ROUNDS = 40       # slots of the fixed-cost probes (30 ms each, as the bench's; `fixed_costs`)
OUTPUTS_PROBE = 16           # results of the per-result-buffer measurement
INPUTS_PROBE = 32            # arguments of the per-argument-buffer measurement
ASYNC_PROBE_ELEMENTS = 4096  # the off-thread probe: x + x on f32[4096] (4096 FLOPs >= calibration.ASYNC_MIN_FLOPS)
OUTPUT_PROBE_BYTES = (4096, 65536, 262144)   # result sizes of the per-result-buffer record (`output_s_by_bytes`)
BANDWIDTH_BYTES = 4 << 20    # per operand of the bandwidth measurement
VECTOR_OPS = 32              # elementwise ops in the vector-rate chain
DEFAULT_SECONDS = 20.0
# share of the time budget per measurement
_SHARES = {"gemm_f32": 0.20, "gemm_bf16": 0.04, "bandwidth": 0.08, "conv": 0.08, "vector": 0.06, "launch": 0.06,
           "curve_matmul": 0.10, "curve_conv": 0.10, "curve_grouped_conv": 0.06, "curve_matmul_generic": 0.08,
           "curve_conv_generic": 0.06, "curve_conv_swapped": 0.04, "select_scatter": 0.04, "elementwise": 0.08}
ELEMENTWISE_ELEMENTS = 1 << 18   # f32 elements of the costly-elementwise loops (1 MiB)
ELEMENTWISE_CHAIN = 9            # ops per loop of the long chain (the short one has 1)
# shapes of the size curves: matmul (m, k) for [m, k] x [k, k]; conv and grouped_conv (batch, hw, channels)
CURVE_SHAPES: dict[str, tuple[tuple[int, ...], ...]] = {
    "matmul": ((16, 16), (32, 32), (256, 32), (64, 64), (256, 64), (128, 128), (256, 256), (512, 512),
               (2, 256), (2, 512), (16, 512), (2, 1024),
               # narrow GEMMs (m, k, n): [m,k]x[k,n] then [m,n]x[n,k] (hidden sizes far below the others)
               (64, 512, 16), (1024, 512, 16), (1024, 128, 32), (64, 128, 32), (256, 64, 8)),
    # the library's convolutions (more than 16 channels, window within the image: `core.host_library`)
    "conv": ((2, 4, 64), (2, 8, 32), (16, 8, 32), (16, 16, 32), (2, 16, 64), (16, 4, 64), (8, 32, 64)),
    "grouped_conv": ((2, 4, 96), (16, 2, 144), (16, 4, 96), (16, 8, 48), (16, 16, 16), (8, 32, 64), (16, 1, 192),
                     (4, 2, 256)),
    # the generic emitter's: weight gradients x^T·g as (rows, in, out); convolutions of <= 16 channels;
    # 3x3 windows on 2x2 images (swapped operands; on 1x1 images only the centre tap is computed)
    "matmul_generic": ((2, 64, 512), (2, 512, 512), (16, 64, 512), (16, 512, 512), (16, 128, 128), (64, 256, 256),
                       (16, 32, 64), (128, 512, 512)),
    "conv_generic": ((2, 16, 16), (2, 32, 8), (16, 16, 16), (16, 32, 8), (2, 8, 16), (16, 8, 8)),
    "conv_swapped": ((2, 2, 64), (2, 2, 128), (16, 2, 64), (16, 2, 32), (8, 2, 128), (2, 2, 32)),
}
QUICK_CURVE_SHAPES: dict[str, tuple[tuple[int, ...], ...]] = {      # below 5 s: 2 shapes, chains of <= 4
    "matmul": ((16, 16), (128, 128), (2, 256)),
    "conv": ((2, 4, 32), (4, 8, 32)),
    "grouped_conv": ((2, 4, 16), (4, 8, 32)),
    "matmul_generic": ((2, 64, 128), (16, 128, 128)),
    "conv_generic": ((2, 8, 8), (4, 8, 16)),
    "conv_swapped": ((2, 2, 32), (4, 2, 64)),
}
# select_and_scatter (max-pool gradient) shapes: (batch, hw, channels, window, stride) of the operand
SELECT_SCATTER_SHAPES = ((2, 32, 8, 2, 2), (16, 32, 8, 2, 2), (16, 16, 16, 2, 2), (16, 8, 32, 2, 2),
                         (16, 4, 64, 2, 2), (2, 16, 16, 3, 2), (16, 16, 16, 3, 2))
QUICK_SELECT_SCATTER_SHAPES = ((2, 32, 8, 2, 2), (16, 16, 16, 2, 2))   # above timer noise (session 35)
CURVE_CLASSES = ("matmul", "conv", "grouped_conv", "matmul_generic", "conv_generic", "conv_swapped")
CURVE_CHAIN_FLOPS = 4e8      # K · F of one chain run, at most (K between 2 and 16)


@dataclass
class HostMeasurements:
    """What `measure_host` measured (rates in FLOP/s and bytes/s, times in seconds)."""

    gemm_f32_flops: float
    gemm_bf16_flops: float
    memory_bandwidth: float
    conv_flops: float
    vector_flops: float
    launch_s: float
    executable_overhead_s: float
    seconds: float                                   # wall time of the whole measurement
    details: dict[str, Any] = field(default_factory=dict)   # sizes and per-size results
    output_s: float = 0.0                            # fixed cost of one more result buffer of an executable
    input_s: float = 0.0                             # fixed cost of one more argument buffer
    expands_batch_groups: bool = False               # batch_group_count convolutions compiled as dense ones
    curves: dict[str, tuple[float, float, float]] = field(default_factory=dict)   # class → (eff_max, F_half, byte_s)
    select_scatter: tuple[float, float] = (0.0, 0.0)  # an expanded select_and_scatter: (fixed s, s per window visit)
    relayouts: bool = False                          # dot/conv tensors copied into the kernels' layouts
    async_s: float = 0.0                             # extra fixed cost of an executable run off the calling thread
    grouped_plane_s: float = 0.0                     # a feature-grouped convolution: seconds per output plane
    elementwise_s: dict[str, float] = field(default_factory=dict)   # costly elementwise op -> seconds per element

    def summary(self) -> str:
        return "\n".join([
            f"GEMM f32        {self.gemm_f32_flops / 1e9:8.1f} GFLOP/s   (peak f32)",
            f"GEMM bf16       {self.gemm_bf16_flops / 1e9:8.1f} GFLOP/s",
            f"conv (NHWC 3x3) {self.conv_flops / 1e9:8.1f} GFLOP/s",
            f"elementwise     {self.vector_flops / 1e9:8.1f} GFLOP/s",
            f"memory          {self.memory_bandwidth / 1e9:8.1f} GB/s      (read + written)",
            f"kernel launch   {self.launch_s * 1e6:8.2f} us",
            f"executable      {self.executable_overhead_s * 1e6:8.2f} us       (trivial executable)",
            f"per argument    {self.input_s * 1e6:8.2f} us",
            f"per result      {self.output_s * 1e6:8.2f} us",
            f"off-thread      {self.async_s * 1e6:8.2f} us       (an executable of >= 1000 FLOPs)",
            *(f"{cls + ' curve':<15} eff_max {e:.3f}, F_half {h / 1e6:.3g} MFLOP, {b * 1e9:.3g} s/GB streamed"
              for cls, (e, h, b) in self.curves.items()),
            f"select_scatter  {self.select_scatter[0] * 1e6:8.2f} us + {self.select_scatter[1] * 1e9:.2f} ns per "
            f"window visit",
            f"grouped conv    {self.grouped_plane_s * 1e9:8.1f} ns per output plane (batch x feature)",
            *(["elementwise ops " + ", ".join(f"{n} {v * 1e9:.2f}" for n, v in self.elementwise_s.items())
               + " ns per element"] if self.elementwise_s else []),
        ])


# ------------------------------------------------------------------------------------ timing
def median_seconds(run: Callable[[], Any], budget_s: float, *, min_reps: int = MIN_REPS, max_reps: int = 10_000,
                   fastest: bool = False) -> float:
    """Median wall time of `run()` (which must block until its results are ready): one warm-up call,
    then at least `min_reps` timed calls, more until `budget_s` is spent (at most `max_reps`).
    `fastest`: the fastest call instead (on a loaded machine, the best estimate of the unloaded time:
    other processes only ever add time)."""
    run()
    times: list[float] = []
    deadline = time.perf_counter() + budget_s
    while len(times) < min_reps or (time.perf_counter() < deadline and len(times) < max_reps):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times) if fastest else statistics.median(times)


def probe_piece(inputs: int, outputs: int, elements: int = 4) -> str:
    """A single-device StableHLO piece of `inputs` f32[elements] arguments (all summed into the first
    result) and `outputs` results (result j = that sum + j): the fixed-cost probes."""
    t = f"tensor<{elements}xf32>"
    lines = [f"    %s0 = stablehlo.add %a0, %a{min(1, inputs - 1)} : {t}"]
    lines += [f"    %s{i} = stablehlo.add %s{i - 1}, %a{i + 1} : {t}" for i in range(1, inputs - 1)]
    total = f"%s{max(inputs - 2, 0)}"
    for j in range(1, outputs):
        lines.append(f"    %c{j} = stablehlo.constant dense<{float(j)}> : {t}")
        lines.append(f"    %r{j} = stablehlo.add {total}, %c{j} : {t}")
    results = [total] + [f"%r{j}" for j in range(1, outputs)]
    args = ", ".join(f"%a{i}: {t}" for i in range(inputs))
    types = ", ".join([t] * outputs)
    return (f"module @probe {{\n  func.func public @main({args}) -> ({types}) {{\n" + "\n".join(lines)
            + f"\n    return {', '.join(results)} : {types}\n  }}\n}}\n")


def _expands_batch_groups(device: Any) -> bool:
    """Whether XLA compiles the filter gradient of a depthwise convolution (batch_group_count = C in
    the StableHLO JAX emits) without any batch_group_count convolution left, i.e. as a dense one."""
    import jax
    import numpy as np

    def loss(k: Any, i: Any) -> Any:
        return jax.lax.conv_general_dilated(i, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                            feature_group_count=8).sum()

    args = [jax.device_put(np.ones(s, np.float32), device) for s in ((3, 3, 1, 8), (2, 4, 4, 8))]
    lowered = jax.jit(jax.grad(loss)).lower(*args)
    if "batch_group_count" not in lowered.as_text():      # JAX emitted no batch groups: nothing to learn
        return False
    return "batch_group_count" not in lowered.compile().as_text()


def _relayouts(device: Any) -> bool:
    """Whether XLA copies a convolution's kernel through a transpose when its output-feature dimension
    is not the last (JAX's input gradient: a [0, 1, o, i] kernel): the compiled HLO has a transpose or
    copy besides the convolution."""
    import jax
    import numpy as np

    def loss(x: Any, w: Any) -> Any:
        return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")).sum()

    args = [jax.device_put(np.ones(s, np.float32), device) for s in ((2, 8, 8, 32), (3, 3, 32, 32))]
    text = jax.jit(jax.grad(loss)).lower(*args).compile().as_text()
    entry = text[text.index("ENTRY"):] if "ENTRY" in text else text
    return any(("transpose" in line or "copy" in line) and " = " in line for line in entry.splitlines())


def _cpu_device() -> Any:
    import jax

    try:
        return jax.devices("cpu")[0]
    except RuntimeError as exc:  # no CPU backend
        raise TagError(f"no XLA CPU device: {exc}") from None


def _compiled(fn: Callable[..., Any], args: Sequence[Any], device: Any) -> Callable[[], Any]:
    """`fn` compiled for `args` (placed on `device`); returns a zero-argument runner that blocks."""
    import jax

    placed = [jax.device_put(a, device) for a in args]
    exe = jax.jit(fn).lower(*placed).compile()

    def run() -> Any:
        return jax.block_until_ready(exe(*placed))

    return run


def entry_kernels(hlo_text: str) -> int:
    """Kernels of a compiled HLO module (`runtime.hlo_census`: the instructions of its ENTRY and of the
    computations it runs in sequence, less parameters, constants, tuples, bitcasts and wrappers)."""
    return kernel_census(hlo_text).kernels


def _timed_kernels(fn: Callable[..., Any], args: Sequence[Any], device: Any, budget_s: float,
                   fastest: bool = False) -> tuple[float, int]:
    """(median seconds, kernels) of `fn` compiled for `args` on `device`."""
    import jax

    placed = [jax.device_put(a, device) for a in args]
    exe = jax.jit(fn).lower(*placed).compile()
    return (median_seconds(lambda: jax.block_until_ready(exe(*placed)), budget_s, fastest=fastest),
            entry_kernels(exe.as_text()))


# ----------------------------------------------------------------------------- size curves
def fit_kernel_curve(points: Sequence[tuple[float, float, float]], peak: float) -> tuple[float, float, float]:
    """(eff_max, F_half, byte_s) of t(F, B) = (F + F_half) / (eff_max · peak) + B · byte_s fitted to
    `points` (F FLOPs and B bytes of one kernel, t its seconds): t = a·F + b + c·B is fitted by
    non-negative least squares on relative errors (min Σ ((a·F_i + b + c·B_i) / t_i − 1)², a, b, c >= 0);
    F_half = b / a is the curve's shape, eff_max = min(1, 1 / (a · peak)) its level, byte_s = c. When the
    points run faster than `peak`, eff_max is capped at 1 and the shape kept. Fewer than two distinct F
    (or no positive slope): the flat fit through the origin (F_half = 0, byte_s = 0)."""
    import numpy as np
    from scipy.optimize import nnls

    pts = [(float(f), float(nb), float(t)) for f, nb, t in points if f > 0 and t > 0]
    if not pts or not peak > 0:
        raise TagError("fit_kernel_curve needs at least one point with F > 0, t > 0 and a positive peak")
    f = np.array([p[0] for p in pts])
    nb = np.array([p[1] for p in pts])
    t = np.array([p[2] for p in pts])
    a = float(np.sum(f / t) / np.sum(f ** 2 / t ** 2))       # the flat fit: t = a·F
    b = c = 0.0
    if len(set(f.tolist())) >= 2:
        columns = [f / t, 1.0 / t] + ([nb / t] if len(pts) >= 3 and np.ptp(nb / f) > 0 else [])
        sol, _ = nnls(np.stack(columns, axis=1), np.ones_like(t))
        if sol[0] > 0.0:
            a, b = float(sol[0]), float(sol[1])
            c = float(sol[2]) if len(sol) > 2 else 0.0
    return min(1.0, 1.0 / (a * peak)), b / a, c


def fit_plane_curve(points: Sequence[tuple[float, float, float]], planes: Sequence[float],
                    peak: float) -> tuple[float, float, float]:
    """(eff_max, F_half, plane_s) of t(F, P) = (F + F_half) / (eff_max · peak) + P · plane_s fitted to
    `points` (F FLOPs, B bytes (unused), t seconds of one kernel) with P its output planes (batch ×
    features): a feature-grouped convolution on the generic emitter, whose per-plane work is not
    proportional to its FLOPs (small images). Non-negative least squares on relative errors, as
    `fit_kernel_curve`; without a positive FLOP slope or with fewer than three points: that fit
    (plane_s = 0)."""
    import numpy as np
    from scipy.optimize import nnls

    pts = [(float(f), float(p), float(t)) for (f, _, t), p in zip(points, planes) if f > 0 and t > 0]
    if len(pts) >= 3 and peak > 0:
        f, p, t = (np.array(c) for c in zip(*pts))
        sol, _ = nnls(np.stack([f / t, 1.0 / t, p / t], axis=1), np.ones_like(t))
        if sol[0] > 0.0:
            return min(1.0, 1.0 / (sol[0] * peak)), float(sol[1] / sol[0]), float(sol[2])
    eff, half, _ = fit_kernel_curve([(f, 0.0, t) for f, _, t in points], peak)
    return eff, half, 0.0


def fit_saturating(points: Sequence[tuple[float, float]], peak: float) -> tuple[float, float]:
    """(eff_max, F_half) of t(F) = (F + F_half) / (eff_max · peak): `fit_kernel_curve` without bytes."""
    eff, half, _ = fit_kernel_curve([(f, 0.0, t) for f, t in points], peak)
    return eff, half


def _curve_kernel(cls: str, shape: tuple[int, ...]) -> tuple[Callable[[Any, Any], Any], list[Any], float, float]:
    """One step of the chain of `cls` at `shape`: (step(x, w) → x, [x, w], FLOPs, bytes read and
    written by the step)."""
    import jax
    import numpy as np

    rng = np.random.default_rng(1)
    if cls == "matmul_generic":          # r = x^T·g (lhs contracted over its major dim); x += c·Σr chains them
        b, i, o = shape
        x = rng.standard_normal((b, i), dtype=np.float32)
        g = (rng.standard_normal((b, o)) / math.sqrt(b * i * o)).astype(np.float32)

        def wgrad(x: Any, g: Any) -> Any:
            r = jax.lax.dot_general(x, g, (((0,), (0,)), ((), ())))
            return x + 1e-3 * jax.numpy.sum(r)

        return wgrad, [x, g], 2.0 * b * i * o, 4.0 * (b * i + b * o + i * o)
    if cls == "matmul" and len(shape) == 3:   # narrow: x[m,k]·A[k,n] then ·B[n,k], the step's mean kernel
        m, k, n = shape
        q, _ = np.linalg.qr(rng.standard_normal((max(k, n), min(k, n))))   # orthonormal columns
        a = (q if k >= n else q.T).astype(np.float32)                       # [k, n]
        pair = (a, np.ascontiguousarray(a.T))

        def narrow(x: Any, w: Any) -> Any:
            return (x @ w[0]) @ w[1]

        return narrow, [rng.standard_normal((m, k), dtype=np.float32), pair], 2.0 * m * k * n, \
            4.0 * (m * k + k * n + m * n)
    if cls == "matmul":
        m, k = shape
        q, _ = np.linalg.qr(rng.standard_normal((k, k)))      # orthogonal: the chain keeps its scale
        return ((lambda x, w: x @ w), [rng.standard_normal((m, k), dtype=np.float32), q.astype(np.float32)],
                2.0 * m * k * k, 4.0 * (2 * m * k + k * k))
    batch, hw, ch = shape                # conv, conv_generic, conv_swapped: the same step, other shapes
    groups = ch if cls == "grouped_conv" else 1
    img = rng.standard_normal((batch, hw, hw, ch), dtype=np.float32)
    ker = (rng.standard_normal((3, 3, ch // groups, ch)) / math.sqrt(9 * ch // groups)).astype(np.float32)

    def step(x: Any, w: Any) -> Any:
        return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                            feature_group_count=groups)

    return (step, [img, ker], 2.0 * batch * hw * hw * ch * 9 * (ch // groups),
            4.0 * (2 * batch * hw * hw * ch + 9 * ch * (ch // groups)))


def _chain(step: Callable[[Any, Any], Any], k: int) -> Callable[..., Any]:
    """k dependent steps, step i with its own weight (`run(x, w_1, ..., w_k)`): as in a model, every
    kernel streams a weight of its own, not one the previous step left in the cache."""
    def run(x: Any, *ws: Any) -> Any:
        for w in ws[:k]:
            x = step(x, w)
        return x
    return run


def _distinct_weights(w: Any, k: int) -> list[Any]:
    """k weights of w's shape and scale: w with its last axis permuted (orthogonal stays orthogonal);
    a pair (a, b) of a narrow GEMM step: a's columns and b's rows permuted alike (a·b unchanged)."""
    import numpy as np

    rng = np.random.default_rng(2)
    if isinstance(w, tuple):
        perms = [rng.permutation(w[0].shape[-1]) for _ in range(k - 1)]
        return [w] + [(np.ascontiguousarray(w[0][:, p]), np.ascontiguousarray(w[1][p, :])) for p in perms]
    return [w] + [np.ascontiguousarray(w[..., rng.permutation(w.shape[-1])]) for _ in range(k - 1)]


def chain_step_seconds(chains: Sequence[tuple[Callable[[], Any], Callable[[], Any], int]], budget_s: float,
                       rounds: int, stat: Callable[[list[float]], float]) -> list[float]:
    """Seconds of one step per (chain of one, chain of k, k): (stat(t_k) − stat(t_1)) / (k − 1), the
    chains timed in `rounds` interleaved rounds (each run at least `MIN_REPS` times per round, more
    until its share of `budget_s`), so that load from other processes falls on all alike."""
    times: list[tuple[list[float], list[float]]] = [([], []) for _ in chains]
    share = budget_s / max(1, rounds * 2 * len(chains))
    for _ in range(rounds):
        for (one, many, _), (t1, tk) in zip(chains, times):
            for run, got in ((one, t1), (many, tk)):
                deadline = time.perf_counter() + share
                n = 0
                while n < MIN_REPS or time.perf_counter() < deadline:
                    start = time.perf_counter()
                    run()
                    got.append(time.perf_counter() - start)
                    n += 1
    return [(stat(tk) - stat(t1)) / (k - 1) for (_, _, k), (t1, tk) in zip(chains, times)]


def measure_curve(cls: str, shapes: Sequence[tuple[int, ...]], device: Any, budget_s: float, launch_s: float,
                  *, rounds: int = 3, max_chain: int = 16, fastest: bool = False,
                  kept: list[tuple[int, ...]] | None = None) -> list[tuple[float, float, float]]:
    """(F, bytes, seconds of one kernel) per shape of `cls` (module docstring: chains of K against chains of
    one, interleaved rounds, medians (`fastest`: fastest runs), launch_s taken off; at least 2 % of the
    step time is kept). `kept`, when given, receives the shape of every point returned."""
    stat = min if fastest else statistics.median
    runners: list[tuple[float, float, int, Callable[[], Any], Callable[[], Any]]] = []
    for shape in shapes:
        step, args, flops, nbytes = _curve_kernel(cls, shape)
        k = int(min(max_chain, max(2, CURVE_CHAIN_FLOPS // max(flops, 1.0))))
        x, w = args
        ws = _distinct_weights(w, k)
        runners.append((flops, nbytes, k, _compiled(_chain(step, 1), [x, ws[0]], device),
                        _compiled(_chain(step, k), [x, *ws], device)))
    steps = chain_step_seconds([(one, many, k) for _, _, k, one, many in runners], budget_s, rounds, stat)
    points = []
    for shape, (flops, nbytes, _, _, _), step_s in zip(shapes, runners, steps):
        if cls == "matmul" and len(shape) == 3:
            step_s /= 2.0                   # a narrow step is two GEMMs: the point is their mean kernel
        if step_s > 0:                      # noise can make a tiny step come out negative: no point
            points.append((flops, nbytes, max(step_s - launch_s, 0.02 * step_s)))
            if kept is not None:
                kept.append(shape)
    return points


def _select_scatter_step(shape: tuple[int, ...]) -> tuple[Callable[[Any, Any], Any], list[Any], int, float]:
    """One step of a max-pool-gradient chain: (step(c, x) → c, [c, x], window visits, bytes of the
    select_and_scatter: operand + source + result). The step is the VJP of a max pool of `x` applied to
    `c` (a select_and_scatter in the StableHLO JAX emits); c += 1e-3·Σ(result) chains the steps."""
    import jax
    import numpy as np

    batch, hw, ch, window, stride = shape
    rng = np.random.default_rng(3)
    dims, strides = (1, window, window, 1), (1, stride, stride, 1)
    x = rng.standard_normal((batch, hw, hw, ch), dtype=np.float32)

    def pool(v: Any) -> Any:
        return jax.lax.reduce_window(v, -np.inf, jax.lax.max, dims, strides, "SAME")

    out_shape = jax.eval_shape(pool, jax.ShapeDtypeStruct(x.shape, np.float32)).shape
    c = rng.standard_normal(out_shape, dtype=np.float32)

    def step(c: Any, x: Any) -> Any:
        g = jax.vjp(pool, x)[1](c)[0]
        return c + 1e-3 * jax.numpy.sum(g)

    source = math.prod(out_shape)
    return step, [c, x], source * window * window, 4.0 * (2 * x.size + source)


def measure_select_scatter(shapes: Sequence[tuple[int, ...]], device: Any, budget_s: float, launch_s: float,
                           bandwidth: float, *, rounds: int = 3, max_chain: int = 8,
                           fastest: bool = False) -> list[tuple[float, float]]:
    """(window visits, seconds) of one select_and_scatter per shape: chains of K steps against one (as
    `measure_curve`), the launch and the op's memory traffic at `bandwidth` taken off (the cost model
    charges both apart)."""
    stat = min if fastest else statistics.median
    runners = []
    for shape in shapes:
        step, (c, x), visits, nbytes = _select_scatter_step(shape)
        xs = _distinct_weights(x, max_chain)
        runners.append((visits, nbytes, _compiled(_chain(step, 1), [c, xs[0]], device),
                        _compiled(_chain(step, max_chain), [c, *xs], device)))
    steps = chain_step_seconds([(one, many, max_chain) for _, _, one, many in runners], budget_s, rounds, stat)
    points = []
    for (visits, nbytes, _, _), step_s in zip(runners, steps):
        if step_s > 0:
            points.append((float(visits), max(step_s - launch_s - nbytes / bandwidth, 0.02 * step_s)))
    return points


def _elementwise_step(name: str) -> Callable[[Any], Any]:
    """One costly elementwise op (`calibration.ELEMENTWISE_COST_OPS`, but those JAX decomposes:
    `unary_chain_text`) as a step v -> v' that keeps a chain of them in its domain for v in (0, 1.5):
    the op plus at most a cheap add or scale."""
    import jax
    import jax.numpy as jnp

    lax = jax.lax
    return {"exponential": lambda v: jnp.exp(-v), "exponential_minus_one": lambda v: -jnp.expm1(-v),
            "log": lambda v: jnp.log(v + 1.0), "log_plus_one": jnp.log1p,
            "tanh": jnp.tanh, "sine": jnp.sin, "cosine": lambda v: jnp.cos(v) + 1.0,
            "tan": lambda v: lax.tan(v * 0.5), "power": lambda v: lax.pow(v + 1.0, jnp.float32(0.7)) - 1.0,
            "erf": lax.erf, "rsqrt": lambda v: lax.rsqrt(v + 1.0), "sqrt": lambda v: jnp.sqrt(v + 1.0) - 1.0,
            "cbrt": lambda v: lax.cbrt(v + 1.0) - 1.0, "divide": lambda v: 1.0 / (v + 1.0),
            "atan2": lambda v: lax.atan2(v, v + 1.0)}[name]


_NOT_FROM_JAX = frozenset({"logistic"})      # ops JAX does not emit as themselves


def unary_chain_text(name: str, k: int, elements: int) -> str:
    """A StableHLO module applying `stablehlo.<name>` k times to f32[elements] (for ops JAX
    decomposes; logistic keeps (0, 1) inputs in (0, 1))."""
    t = f"tensor<{elements}xf32>"
    body = [f"    %v{i + 1} = stablehlo.{name} %v{i} : {t}" for i in range(k)]
    return "\n".join([f"func.func public @main(%v0: {t}) -> {t} {{", *body, f"    return %v{k} : {t}", "}"])


def measure_elementwise(device: Any, budget_s: float, *, elements: int = ELEMENTWISE_ELEMENTS,
                        fastest: bool = False) -> dict[str, float]:
    """Seconds per element each costly elementwise op adds to a fused loop: (t(9 ops) - t(1 op)) /
    (8 · elements) on f32[elements] in (0, 1), the loop's memory traffic (the same for both) cancelled;
    negative differences (noise) count as 0. Every op of `ELEMENTWISE_COST_OPS`, interleaved rounds."""
    import numpy as np

    from tag.core.calibration import ELEMENTWISE_COST_OPS

    x = np.random.default_rng(0).uniform(0.05, 1.0, elements).astype(np.float32)
    names = sorted(ELEMENTWISE_COST_OPS)
    runs = []
    for name in names:
        for k in (1, ELEMENTWISE_CHAIN):
            if name in _NOT_FROM_JAX:        # written as StableHLO: JAX would decompose it
                runs.append(piece_runner(unary_chain_text(name, k, elements), device))
            else:
                runs.append(_compiled(_chain_of(_elementwise_step(name), k), [x], device))
    stat = min if fastest else statistics.median
    times: list[list[float]] = [[] for _ in runs]
    for _ in range(3):                                   # rounds: drift falls on all alike
        for run, got in zip(runs, times):
            got.append(median_seconds(run, budget_s / (3 * len(runs)), min_reps=MIN_REPS, fastest=fastest))
    out = {}
    for i, name in enumerate(names):
        short, long_ = stat(times[2 * i]), stat(times[2 * i + 1])
        out[name] = max(long_ - short, 0.0) / ((ELEMENTWISE_CHAIN - 1) * elements)
    return out


def _chain_of(step: Callable[[Any], Any], k: int) -> Callable[[Any], Any]:
    def run(v: Any) -> Any:
        for _ in range(k):
            v = step(v)
        return v
    return run


def fit_fixed_and_rate(points: Sequence[tuple[float, float]]) -> tuple[float, float]:
    """(fixed seconds, seconds per unit) of t = fixed + rate·V fitted to (V, t) `points` by non-negative
    least squares on relative errors; one distinct V: the rate through the origin."""
    import numpy as np
    from scipy.optimize import nnls

    pts = [(float(v), float(t)) for v, t in points if v > 0 and t > 0]
    if not pts:
        return 0.0, 0.0
    v = np.array([p[0] for p in pts])
    t = np.array([p[1] for p in pts])
    if len(set(v.tolist())) < 2:
        return 0.0, float(np.sum(v / t) / np.sum(v ** 2 / t ** 2))
    sol, _ = nnls(np.stack([1.0 / t, v / t], axis=1), np.ones_like(t))
    return float(sol[0]), float(sol[1])


# ------------------------------------------------------------------------------ measurements
def fixed_costs(rounds: list[list[float]], *, fastest: bool = False) -> tuple[float, float, float, float]:
    """(executable overhead, per argument, per result, off-thread) seconds from the run times of the
    four fixed-cost probes (trivial; `INPUTS_PROBE` arguments; `OUTPUTS_PROBE` results; off the calling
    thread), each the MEAN of its runs (`fastest`: the fastest run), differences floored at 0.

    Means, not medians: the off-thread cost has two modes — a hand-off that finds the caller still
    spinning (+1-3 µs on a 2-core VM) and one that has to wake it (+60-90 µs there) — whose shares
    move with the machine's phase, so that the median lands in either mode (+2 µs in one session,
    +4 µs in the next while nearly half the runs paid +80 µs); the mean is the expected cost a run pays,
    and a step's time is a sum of runs (docs/calibration-cpu.md, eleventh run)."""
    pick = min if fastest else statistics.fmean
    overhead, many_in, many_out, off_thread = (pick(r) for r in rounds)
    return (overhead, max(many_in - overhead, 0.0) / (INPUTS_PROBE - 1),
            max(many_out - overhead, 0.0) / (OUTPUTS_PROBE - 1), max(off_thread - overhead, 0.0))


def measure_host(seconds: float = DEFAULT_SECONDS, *, log: Callable[[str], None] | None = None,
                 fastest: bool = False) -> HostMeasurements:
    """Measure the first XLA CPU device (module docstring) within about `seconds` of timed runs
    (compilation and the `MIN_REPS` minimum come on top). Below 5 s smaller problem sizes are used.
    `fastest`: every figure from the fastest run instead of the median (`median_seconds`)."""
    import jax
    import jax.numpy as jnp
    import numpy as np

    if not seconds > 0:
        raise TagError(f"--seconds must be > 0, got {seconds}")
    say = log or (lambda _msg: None)
    t0 = time.perf_counter()
    dev = _cpu_device()
    quick = seconds < 5.0
    rng = np.random.default_rng(0)
    budget = {k: seconds * v for k, v in _SHARES.items()}
    details: dict[str, Any] = {"device": str(dev), "quick": quick, "load_average_before": _load_average()}

    def timed(run: Callable[[], Any], budget_s: float) -> float:
        return median_seconds(run, budget_s, fastest=fastest)

    details["statistic"] = "fastest" if fastest else "median"
    fixed = [piece_runner(probe_piece(i, o), dev) for i, o in ((1, 1), (INPUTS_PROBE, 1), (1, OUTPUTS_PROBE))]
    fixed.append(piece_runner(probe_piece(1, 1, ASYNC_PROBE_ELEMENTS), dev))     # run off the calling thread
    # timed as `tag bench fidelity --device cpu` times pieces (short interleaved slots): on a VM what a
    # run pays for waking threads depends on how runs alternate, so the fixed costs are measured the way
    # the pieces they price are
    # FIXED_COST_ROUNDS slots of the protocol's 30 ms: the share of runs that wake the caller moves
    # from 0.1 to 0.9 between slots, and the mean of 10 slots by a factor of two between calibrations
    slots = PROTOCOL_ROUNDS if quick else FIXED_COST_ROUNDS
    rounds = interleaved_samples(fixed, PROTOCOL_REPEAT_S * slots / PROTOCOL_ROUNDS, slots)
    overhead, per_input, per_output, async_s = fixed_costs(rounds, fastest=fastest)
    details["fixed_cost_statistic"] = "fastest" if fastest else "mean"
    details["async_probe_s"] = [float(x) for x in rounds[3]]
    say(f"executable overhead {overhead * 1e6:.1f} us, per argument buffer {per_input * 1e6:.2f} us, "
        f"per result buffer {per_output * 1e6:.2f} us, off the calling thread +{async_s * 1e6:.1f} us")
    if not quick:       # for the record: the cost of a result buffer grows with its size (fresh pages)
        by_bytes: dict[str, float] = {}
        for nbytes in OUTPUT_PROBE_BYTES:
            v = np.ones(nbytes // 4, np.float32)
            one = timed(_compiled(lambda x: x + 1.0, [v], dev), 0.01 * seconds)
            k = timed(_compiled(lambda x: tuple(x + float(i) for i in range(OUTPUTS_PROBE)), [v], dev), 0.01 * seconds)
            by_bytes[str(nbytes)] = max(k - one, 0.0) / (OUTPUTS_PROBE - 1)
        details["output_s_by_bytes"] = by_bytes
        say("per result buffer by size: " + ", ".join(f"{b} B {t * 1e6:.1f} us" for b, t in by_bytes.items()))

    def busy(t: float) -> float:       # time of the work itself: the executable's fixed cost taken off
        return max(t - overhead, 0.25 * t)

    sizes = (256, 512) if quick else (512, 1024, 2048)
    gemm: dict[int, float] = {}
    for n in sizes:
        a, b = (rng.standard_normal((n, n), dtype=np.float32) for _ in range(2))
        t = timed(_compiled(jnp.matmul, [a, b], dev), budget["gemm_f32"] / len(sizes))
        gemm[n] = 2.0 * n ** 3 / busy(t)
        say(f"GEMM f32 {n}: {gemm[n] / 1e9:.1f} GFLOP/s")
    details["gemm_f32_by_size"] = {str(k): v for k, v in gemm.items()}
    n = sizes[-1]
    a16, b16 = (jnp.asarray(rng.standard_normal((n, n), dtype=np.float32), jnp.bfloat16) for _ in range(2))
    gemm_bf16 = 2.0 * n ** 3 / busy(timed(_compiled(jnp.matmul, [a16, b16], dev), budget["gemm_bf16"]))
    say(f"GEMM bf16 {n}: {gemm_bf16 / 1e9:.1f} GFLOP/s")

    elems = BANDWIDTH_BYTES // 4
    x = rng.standard_normal(elems, dtype=np.float32)
    bw = 2.0 * 4 * elems / busy(timed(_compiled(lambda v: v + 1.0, [x], dev), budget["bandwidth"]))
    details["bandwidth_bytes_per_operand"] = 4 * elems
    say(f"memory: {bw / 1e9:.1f} GB/s")

    batch, hw, ch = (2, 16, 32) if quick else (8, 32, 64)
    img = rng.standard_normal((batch, hw, hw, ch), dtype=np.float32)
    ker = rng.standard_normal((3, 3, ch, ch), dtype=np.float32)

    def conv(i: Any, k: Any) -> Any:
        return jax.lax.conv_general_dilated(i, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    conv_rate = 2.0 * batch * hw * hw * ch * 9 * ch / busy(timed(_compiled(conv, [img, ker], dev),
                                                                           budget["conv"]))
    details["conv_shape"] = {"batch": batch, "hw": hw, "channels": ch, "kernel": 3}
    say(f"conv: {conv_rate / 1e9:.1f} GFLOP/s")

    def depthwise(i: Any, k: Any) -> Any:
        return jax.lax.conv_general_dilated(i, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                            feature_group_count=ch)

    dker = rng.standard_normal((3, 3, 1, ch), dtype=np.float32)
    expands = _expands_batch_groups(dev)
    details["batch_groups_expanded"] = expands
    relayouts = _relayouts(dev)
    details["relayouts"] = relayouts
    say(f"batch_group_count convolutions: {'compiled as dense ones' if expands else 'kept grouped'}")
    details["depthwise_conv_flops"] = 2.0 * batch * hw * hw * ch * 9 / busy(
        timed(_compiled(depthwise, [img, dker], dev), 0.25 * budget["conv"]))
    say(f"depthwise conv: {details['depthwise_conv_flops'] / 1e9:.2f} GFLOP/s")

    velems = 1 << 15                                   # 128 KiB: stays in cache

    def chain(v: Any) -> Any:
        for i in range(VECTOR_OPS // 2):
            v = v * (1.0 + 1e-3 * (i + 1)) + 1e-3
        return v

    vec = VECTOR_OPS * velems / busy(timed(_compiled(chain, [rng.standard_normal(velems, dtype=np.float32)],
                                                              dev), budget["vector"]))
    say(f"elementwise: {vec / 1e9:.1f} GFLOP/s")

    def steps(k: int) -> Callable[[Any, Any], Any]:
        def f(m: Any, w: Any) -> Any:
            for _ in range(k):
                m = jnp.tanh(m @ w) + 1e-3 * jnp.sum(m)
            return m
        return f

    m8 = rng.standard_normal((8, 8), dtype=np.float32)
    w8 = rng.standard_normal((8, 8), dtype=np.float32) * 0.3
    (t1, k1), (tk, kk) = (_timed_kernels(steps(k), [m8, w8], dev, budget["launch"] / 2, fastest) for k in (2, LAUNCH_CHAIN))
    launch = max(tk - t1, 0.0) / max(kk - k1, 1)
    details["launch_kernels"] = {"2": k1, str(LAUNCH_CHAIN): kk}
    say(f"kernel launch: {launch * 1e6:.2f} us ({kk} vs {k1} kernels)")

    peak = max(gemm.values())
    curves: dict[str, tuple[float, float]] = {}
    shapes = QUICK_CURVE_SHAPES if quick else CURVE_SHAPES
    grouped_plane_s = 0.0
    for cls in CURVE_CLASSES:
        kept: list[tuple[int, ...]] = []
        points = measure_curve(cls, shapes[cls], dev, budget[f"curve_{cls}"], launch,
                               rounds=1 if quick else 3, max_chain=4 if quick else 16,
                               fastest=fastest, kept=kept)
        details[f"curve_{cls}_points"] = [[f, b, t] for f, b, t in points]
        if points and cls == "grouped_conv":          # (batch, hw, channels): batch x channels planes
            eff, half, grouped_plane_s = fit_plane_curve(points, [s[0] * s[2] for s in kept], peak)
            curves[cls] = (eff, half, 0.0)
            details["grouped_plane_s"] = grouped_plane_s
            say(f"{cls} curve: eff_max {eff:.3f}, F_half {half / 1e6:.3g} MFLOP, {grouped_plane_s * 1e9:.3g} ns per "
                f"output plane ({', '.join(f'{f / t / 1e9:.2f}' for f, _, t in points)} GFLOP/s)")
        elif points:
            curves[cls] = fit_kernel_curve(points, peak)
            say(f"{cls} curve: eff_max {curves[cls][0]:.3f}, F_half {curves[cls][1] / 1e6:.3g} MFLOP, "
                f"{curves[cls][2] * 1e9:.3g} s/GB streamed ({', '.join(f'{f / t / 1e9:.1f}' for f, _, t in points)} GFLOP/s)")

    ss_points = measure_select_scatter(QUICK_SELECT_SCATTER_SHAPES if quick else SELECT_SCATTER_SHAPES, dev,
                                       budget["select_scatter"], launch, bw, rounds=1 if quick else 3,
                                       max_chain=4 if quick else 8, fastest=fastest)
    details["select_scatter_points"] = [[v, t] for v, t in ss_points]
    select_scatter = fit_fixed_and_rate(ss_points)
    say(f"select_and_scatter: {select_scatter[0] * 1e6:.1f} us + {select_scatter[1] * 1e9:.2f} ns per window visit")

    elementwise = measure_elementwise(dev, budget["elementwise"], elements=(1 << 14) if quick else ELEMENTWISE_ELEMENTS,
                                      fastest=fastest)
    details["elementwise_s"] = elementwise
    say("costly elementwise ops (ns per element): " + ", ".join(f"{n} {v * 1e9:.2f}" for n, v in elementwise.items()))

    details["load_average_after"] = _load_average()
    return HostMeasurements(gemm_f32_flops=max(gemm.values()), gemm_bf16_flops=gemm_bf16, memory_bandwidth=bw,
                            conv_flops=conv_rate, vector_flops=vec, launch_s=launch, executable_overhead_s=overhead,
                            seconds=time.perf_counter() - t0, details=details, output_s=per_output,
                            input_s=per_input, curves=curves, expands_batch_groups=expands,
                            select_scatter=select_scatter, relayouts=relayouts, async_s=async_s,
                            grouped_plane_s=grouped_plane_s, elementwise_s=elementwise)


def _load_average() -> float | None:
    """The 1-minute load average (other processes on the cores skew every figure), None if unknown."""
    try:
        return round(os.getloadavg()[0], 2)
    except (OSError, AttributeError):
        return None


# -------------------------------------------------------------------------------- the chip
def _fraction(x: float) -> float:
    return min(1.0, max(x, 1e-6))


def host_chip(m: HostMeasurements, *, name: str = HOST_CHIP_NAME, memory_bytes: int | None = None) -> Chip:
    """The host chip fitted to `m` (module docstring: peaks = measured rates, efficiencies relative)."""
    peak = m.gemm_f32_flops
    conv = _fraction(m.conv_flops / peak)
    depthwise = m.details.get("depthwise_conv_flops")
    grouped = _fraction(depthwise / peak) if depthwise else None
    matmul, halves = 1.0, {"matmul": 0.0, "conv": 0.0, "grouped_conv": 0.0}
    streams = {"matmul": 0.0, "conv": 0.0, "grouped_conv": 0.0}
    paths = tuple(KernelCurve(cls, _fraction(e), min(max(h, 0.0), 1e14), min(max(b[0] if b else 0.0, 0.0), 1e-4))
                  for cls, (e, h, *b) in m.curves.items() if cls in HOST_PATH_CLASSES)
    for cls, (eff_max, half, *byte_s) in m.curves.items():
        if cls in HOST_PATH_CLASSES:
            continue
        halves[cls] = min(max(half, 0.0), 1e14)
        streams[cls] = min(max(byte_s[0] if byte_s else 0.0, 0.0), 1e-4)
        if cls == "matmul":
            matmul = _fraction(eff_max)
        elif cls == "conv":
            conv = _fraction(eff_max)
        elif cls == "grouped_conv":
            grouped = _fraction(eff_max)
    kernels = KernelModel(matmul=matmul, matmul_vector=matmul, conv=conv, conv_vector=conv,
                          vector=_fraction(m.vector_flops / peak), memory_efficiency=1.0,
                          launch_s=min(max(m.launch_s, 0.0), 0.5), source="tag calibrate --device cpu",
                          executable_s=min(max(m.executable_overhead_s, 0.0), 0.5),
                          output_s=min(max(m.output_s, 0.0), 0.5), grouped_conv=grouped,
                          matmul_half_flops=halves["matmul"], conv_half_flops=halves["conv"],
                          grouped_conv_half_flops=halves["grouped_conv"] if grouped is not None else 0.0,
                          input_s=min(max(m.input_s, 0.0), 0.5), matmul_byte_s=streams["matmul"],
                          conv_byte_s=streams["conv"], expands_batch_groups=m.expands_batch_groups, paths=paths,
                          select_scatter_fixed_s=min(max(m.select_scatter[0], 0.0), 0.5),
                          select_scatter_visit_s=min(max(m.select_scatter[1], 0.0), 1e-4), relayouts=m.relayouts,
                          async_s=min(max(m.async_s, 0.0), 0.5),
                          grouped_plane_s=min(max(m.grouped_plane_s, 0.0), 1e-4) if grouped is not None else 0.0,
                          elementwise_s=tuple((n, min(max(v, 0.0), 1e-7)) for n, v in sorted(m.elementwise_s.items())))
    return Chip(name, {"f32": peak, "bf16": m.gemm_bf16_flops}, memory_bytes or _physical_memory(),
                m.memory_bandwidth, kernels=kernels)


def _physical_memory() -> int:
    try:
        return int(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES"))
    except (ValueError, OSError, AttributeError):
        return 1 << 34


def _kernels_json(k: KernelModel) -> dict[str, Any]:
    return {"matmul": k.matmul, "matmul_vector": k.matmul_vector, "conv": k.conv, "conv_vector": k.conv_vector,
            "vector": k.vector, "memory_efficiency": k.memory_efficiency, "launch_s": k.launch_s,
            "executable_s": k.executable_s, "output_s": k.output_s, "grouped_conv": k.grouped_conv,
            "matmul_half_flops": k.matmul_half_flops, "conv_half_flops": k.conv_half_flops,
            "grouped_conv_half_flops": k.grouped_conv_half_flops, "input_s": k.input_s,
            "matmul_byte_s": k.matmul_byte_s, "conv_byte_s": k.conv_byte_s,
            "expands_batch_groups": k.expands_batch_groups,
            "paths": {c.op_class: {"eff_max": c.eff_max, "half_flops": c.half_flops, "byte_s": c.byte_s}
                      for c in k.paths},
            "select_scatter_fixed_s": k.select_scatter_fixed_s, "select_scatter_visit_s": k.select_scatter_visit_s,
            "relayouts": k.relayouts, "async_s": k.async_s, "grouped_plane_s": k.grouped_plane_s,
            "elementwise_s": dict(k.elementwise_s), "source": k.source}


def chip_to_json(chip: Chip, measurements: HostMeasurements | None = None, **extra: Any) -> dict[str, Any]:
    """The chip file's content: the chip (what `load_host_chip` reads) plus what was measured."""
    import jax

    out: dict[str, Any] = {
        "format": CHIP_FORMAT, "name": chip.name, "device": "cpu",
        "peak_flops": dict(chip.peak_flops), "memory_bytes": int(chip.memory_bytes),
        "memory_bandwidth": chip.memory_bandwidth, "matrix_dtypes": list(chip.matrix_dtypes),
        "kernels": _kernels_json(chip.kernel_model),
        "host": {"machine": platform.machine(), "processor": _cpu_model(), "cpus": os.cpu_count(),
                 "jax": jax.__version__, "xla_flags": os.environ.get("XLA_FLAGS", "")},
    }
    if measurements is not None:
        m = measurements
        out["measured"] = {"gemm_f32_flops": m.gemm_f32_flops, "gemm_bf16_flops": m.gemm_bf16_flops,
                           "memory_bandwidth": m.memory_bandwidth, "conv_flops": m.conv_flops,
                           "vector_flops": m.vector_flops, "launch_s": m.launch_s,
                           "executable_overhead_s": m.executable_overhead_s, "output_s": m.output_s,
                           "input_s": m.input_s, "async_s": m.async_s,
                           "seconds": m.seconds, "curves": {c: list(v) for c, v in m.curves.items()},
                           "select_scatter": list(m.select_scatter), **m.details}
    out.update(extra)
    return out


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()


def check_output_path(path: str | os.PathLike[str]) -> Path:
    """`path` if a file can be written there (its folder exists and it is not a folder), else a TagError."""
    p = Path(path)
    if p.is_dir():
        raise TagError("is a directory; give a file name", SourceSpan(str(p)))
    folder = p.parent if str(p.parent) else Path(".")
    if not folder.is_dir():
        what = "is not a directory" if folder.exists() else "does not exist"
        raise TagError(f"cannot write output: '{folder}' {what}", SourceSpan(str(p)))
    return p


def write_chip_file(path: str | os.PathLike[str], content: dict[str, Any]) -> None:
    """Write the chip file atomically; problems are one-line `TagError`s naming the path."""
    p = check_output_path(path)
    try:
        write_atomically(p, json.dumps(content, indent=1) + "\n")
    except OSError as exc:
        raise TagError(f"cannot write output: {exc.strerror or exc}", SourceSpan(str(p))) from None


# -------------------------------------------------------------------------------- loading
def _number(data: dict[str, Any], key: str, where: str, *, positive: bool = True) -> float:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or (positive and not value > 0):
        raise TagError(f"'{key}' must be a {'positive ' if positive else ''}number, got {value!r}", SourceSpan(where))
    return float(value)


def _flag(data: dict[str, Any], key: str, where: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise TagError(f"'{key}' must be true or false, got {value!r}", SourceSpan(where))
    return value


_HALVES = ("matmul_half_flops", "conv_half_flops", "grouped_conv_half_flops")
_OPTIONAL = (*_HALVES, "input_s", "matmul_byte_s", "conv_byte_s", "select_scatter_fixed_s",
             "select_scatter_visit_s", "async_s", "grouped_plane_s")     # absent in older chip files: 0


def _paths(k: dict[str, Any], where: str) -> tuple[KernelCurve, ...]:
    """The chip file's `kernels.paths` ({class: {eff_max, half_flops, byte_s}}; absent: none)."""
    raw = k.get("paths", {})
    if not isinstance(raw, dict):
        raise TagError("'paths' must map kernel path classes to curves", SourceSpan(where))
    out = []
    for cls, curve in raw.items():
        if not isinstance(curve, dict):
            raise TagError(f"'paths.{cls}' must be an object", SourceSpan(where))
        out.append(KernelCurve(str(cls), _number(curve, "eff_max", where),
                               _number(curve, "half_flops", where, positive=False) if "half_flops" in curve else 0.0,
                               _number(curve, "byte_s", where, positive=False) if "byte_s" in curve else 0.0))
    return tuple(out)


def _elementwise(k: dict[str, Any], where: str) -> tuple[tuple[str, float], ...]:
    """The chip file's `kernels.elementwise_s` ({op name: seconds per element}; absent: none)."""
    raw = k.get("elementwise_s", {})
    if not isinstance(raw, dict):
        raise TagError("'elementwise_s' must map elementwise op names to seconds per element", SourceSpan(where))
    return tuple((str(name), _number(raw, name, where, positive=False)) for name in raw)


def load_host_chip(path: str | os.PathLike[str]) -> Chip:
    """The `Chip` of a chip file written by `tag calibrate` (JSON, or the same keys in YAML)."""
    return chip_from_data(read_chip_file(path), str(path))


def read_chip_file(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The content of a chip file (JSON, or the same keys in YAML), size- and nesting-bounded, with its
    format checked; `chip_from_data` and `fitted_models` read it."""
    import yaml

    where = str(path)
    if not Path(path).exists():
        raise TagError("chip file not found (write one with `tag calibrate --device cpu --out FILE`)",
                       SourceSpan(where))
    raw = read_input(path, "chip file", MAX_DATA_BYTES)      # size-bounded; a folder is an error
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise TagError("chip file is not UTF-8 text (a binary file?)", SourceSpan(where)) from None
    check_nesting(text, where, MAX_DATA_NESTING, "chip file")
    try:
        data = json.loads(text)              # JSON first: YAML 1.1 reads 1e-06 as a string
    except json.JSONDecodeError:
        try:
            for event in yaml.parse(text, Loader=yaml.SafeLoader):   # untrusted: no aliases, anchors or tags
                if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) or \
                        getattr(event, "tag", None) not in (None, "!"):
                    mark = event.start_mark
                    raise TagError("YAML anchors, aliases and tags are not accepted in a chip file",
                                   SourceSpan(where, mark.line + 1, mark.column + 1))
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise TagError(f"invalid chip file: {str(exc).splitlines()[0]}", SourceSpan(where)) from None
    if not isinstance(data, dict) or data.get("format") != CHIP_FORMAT:
        raise TagError(f"not a chip file (expected \"format\": \"{CHIP_FORMAT}\")", SourceSpan(where))
    return data


def fitted_models(data: dict[str, Any], where: str) -> tuple[str, ...]:
    """The built-in models whose measured pieces the chip's kernel model was fitted to (`tag calibrate`'s
    piece fit, `piece_fit.models`); () for a chip of micro-benchmarks only."""
    fit = data.get("piece_fit")
    if fit is None:
        return ()
    models = fit.get("models") if isinstance(fit, dict) else None
    if not isinstance(models, list) or not all(isinstance(m, str) and m for m in models):
        raise TagError("'piece_fit.models' must be a list of model names", SourceSpan(where))
    return tuple(models)


def chip_from_data(data: dict[str, Any], where: str) -> Chip:
    """The `Chip` of a chip file's content (`read_chip_file`); problems are one-line `TagError`s at `where`."""
    peaks = data.get("peak_flops")
    if not isinstance(peaks, dict) or "f32" not in peaks:
        raise TagError("'peak_flops' must map element types to FLOP/s and include f32", SourceSpan(where))
    peak_flops = {str(k): _number(peaks, k, where) for k in peaks}
    k = data.get("kernels")
    if not isinstance(k, dict):
        raise TagError("'kernels' must be an object", SourceSpan(where))
    fields = ("matmul", "matmul_vector", "conv", "conv_vector", "vector", "memory_efficiency")
    try:
        kernels = KernelModel(**{f: _number(k, f, where) for f in fields},
                              launch_s=_number(k, "launch_s", where, positive=False), source=str(k.get("source", where)),
                              executable_s=_number(k, "executable_s", where, positive=False) if "executable_s" in k else 0.0,
                              output_s=_number(k, "output_s", where, positive=False) if "output_s" in k else 0.0,
                              grouped_conv=_number(k, "grouped_conv", where) if k.get("grouped_conv") is not None else None,
                              expands_batch_groups=_flag(k, "expands_batch_groups", where), paths=_paths(k, where),
                              relayouts=_flag(k, "relayouts", where), elementwise_s=_elementwise(k, where),
                              **{h: _number(k, h, where, positive=False) for h in _OPTIONAL if h in k})
    except TagError as err:
        raise TagError(f"invalid 'kernels': {err.message}", SourceSpan(where)) from None
    matrix = data.get("matrix_dtypes", [])
    if not isinstance(matrix, list) or not all(isinstance(d, str) for d in matrix):
        raise TagError("'matrix_dtypes' must be a list of element type names", SourceSpan(where))
    return Chip(str(data.get("name") or HOST_CHIP_NAME), peak_flops, int(_number(data, "memory_bytes", where)),
                _number(data, "memory_bandwidth", where), matrix_dtypes=tuple(matrix), kernels=kernels)


def host_topology(chip: Chip, devices: int = 8, *, name: str | None = None,
                  link_bytes_per_s: float | None = None) -> Topology:
    """One machine of `devices` devices of `chip` (XLA CPU devices of one host); links between them
    at the chip's memory bandwidth unless given (a copy within one host's memory)."""
    if devices < 1:
        raise TagError(f"a host topology needs at least one device, got {devices}")
    bw = float(link_bytes_per_s or chip.memory_bandwidth)
    return Topology(name or f"{chip.name}-x{devices}", (Machine("host", chip, devices, bw, bw),), {})
