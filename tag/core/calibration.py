"""Calibrated constants of the cost model: how close real kernels and collectives come to datasheet
peaks. Every constant here is fitted to the *fit half* of the calibration corpus and checked on the
held-out half (`tag bench fidelity`); docs/calibration.md explains each one and the command that
reproduces it. Nothing here is tuned to a single benchmark row.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from tag.dialects.diagnostics import TagError

__all__ = ["KernelModel", "KernelCurve", "HOST_PATH_CLASSES", "ELEMENTWISE_COST_OPS", "GPU_KERNELS", "IDEAL_KERNELS",
           "CollectiveModel", "COLLECTIVES"]


HOST_PATH_CLASSES = ("matmul_generic", "conv_generic", "conv_swapped")   # `KernelCurve.op_class` values
# elementwise ops whose evaluation costs more than streaming their operands on a CPU (`KernelModel.elementwise_s`)
ELEMENTWISE_COST_OPS = frozenset({"exponential", "exponential_minus_one", "log", "log_plus_one", "logistic", "tanh",
                                  "sine", "cosine", "tan", "power", "erf", "rsqrt", "sqrt", "cbrt", "divide", "atan2"})
ASYNC_MIN_FLOPS = 1000.0     # XLA's CPU client runs executables of fewer FLOPs inline (its "cheap computation")


@dataclass(frozen=True)
class KernelCurve:
    """The size curve of one host kernel path (`KernelModel.paths`): eff(F) = eff_max · F / (F + F_half)
    of peak, plus `byte_s` seconds per byte moved (as the `KernelModel` class docstring)."""

    op_class: str          # one of HOST_PATH_CLASSES
    eff_max: float
    half_flops: float = 0.0
    byte_s: float = 0.0

    def __post_init__(self) -> None:
        if (self.op_class not in HOST_PATH_CLASSES or not 0.0 < self.eff_max <= 1.0
                or not 0.0 <= self.half_flops < 1e15 or not 0.0 <= self.byte_s < 1e-3):
            raise TagError(f"invalid kernel curve {self}: class one of {', '.join(HOST_PATH_CLASSES)}, eff_max in "
                           f"(0, 1], F_half in [0, 1e15), byte_s in [0, 1e-3)")


@dataclass(frozen=True)
class KernelModel:
    """Achieved fractions of datasheet peaks and the fixed cost of one kernel (launch, sync, tail).

    Op classes: `matmul` (dot_general) and `conv` (convolution), each on matrix units (a dtype in
    `Chip.matrix_dtypes`: tensor cores, MXU) or on vector units (`_vector` suffix: SIMT FP32, f64);
    `vector` (elementwise, reductions: flops at the f32 rate); `grouped_conv` (depthwise and grouped
    convolutions, `feature_group_count` > 1) when known. Every kernel also streams its bytes at
    `memory_efficiency` of the memory bandwidth. `executable_s` is paid once per compiled piece a
    device runs (the program simulator's compute tasks, the search model's chunks), `input_s` once per
    argument buffer it is given and `output_s` once per result buffer it returns. The GPU constants leave both at 0 and `grouped_conv` unset: the corpus (whole-step throughputs of one
    program, no depthwise model) does not identify them; a host measured by `tag calibrate` sets both. The constants of `GPU_KERNELS` are fitted to the
    fit half of the calibration corpus (`tag bench fidelity --fit`, docs/calibration.md).

    Size-dependent efficiency (`efficiency(op_class, on_matrix_units, flops)`): a GEMM or convolution
    of F FLOPs in one kernel reaches
        eff(F) = eff_max · F / (F + F_half)
    of peak, `eff_max` the class's constant above and F_half its `*_half_flops` (the work per kernel at
    which it reaches half of eff_max). Equivalently t = (F + F_half) / (eff_max · peak): every call
    pays a fixed setup worth F_half FLOPs (blocking, packing, thread-pool dispatch), which dominates
    small kernels and vanishes for large ones. Invariants: eff is increasing in F, tends to eff_max,
    and F_half = 0 (the default; the GPU constants) gives the flat efficiency. `tag calibrate` fits
    F_half per class from chains of kernels of several sizes (`tag.runtime.calibrate.fit_saturating`).

    Operand streaming (`byte_seconds(op_class)`): a GEMM or convolution kernel that moves B bytes
    (operands and result) also spends B · `*_byte_s` seconds on them *in addition to* its arithmetic
    (a CPU library packs the weight panel and streams it from outside the core's cache on every call:
    a [2, 512] x [512, 512] GEMM on XLA CPU takes as long as reading its weight at a few GB/s, whatever
    its FLOPs). So such a kernel takes launch + max((F + F_half) / (eff_max · peak) + B · byte_s,
    B / (memory_efficiency · bw)). 0 (the default; the GPU constants): the plain roofline.

    Batch-group convolutions (`expands_batch_groups`): JAX's VJP computes a depthwise or grouped
    convolution's filter gradient as a convolution with batch_group_count = G. A compiler that has no
    kernel for it (XLA CPU: `tag calibrate` reads it from the compiled HLO) runs it as a dense
    convolution of G times the work whose G-times larger result a masking reduction then reads: it
    is priced as such (`cost_model.conv_kernel_time`). Otherwise (GPUs: cuDNN's grouped backward-filter
    kernel) it is priced as the grouped convolution it is.

    Library and generic kernels (`paths`): a host compiler runs some GEMMs and convolutions on its
    kernel library and the others on a generic emitter (XLA CPU: the rule of `core.host_library`,
    recorded per op as `OpNode.kernel_path`): "matmul_generic" (e.g. the transposed-lhs weight
    gradient), "conv_generic" (few channels, dilated input, window or output larger than the image)
    and "conv_swapped" (a window larger than the image: XLA swaps the operands). Each has its own
    `KernelCurve`, measured by `tag calibrate` on chains of such kernels; a path without a curve (all
    of them on GPUs) is priced as its base class "matmul" / "conv".

    Expanded select_and_scatter (`select_scatter_*`): XLA CPU rewrites the max-pool gradient into
    one iota per dimension, a variadic reduce_window that carries the argmax indices and a scatter;
    it is charged select_scatter_fixed_s + V · select_scatter_visit_s on top of its memory traffic,
    V = |source| · |window| the window visits (`OpNode.window_visits`). 0 and 0 (GPUs): bytes only.

    Feature-grouped convolutions (`grouped_plane_s`): XLA CPU's generic emitter runs a depthwise or
    grouped convolution plane by plane; besides its arithmetic it pays grouped_plane_s per output
    plane (batch × output features, `OpNode.conv_planes`), which dominates on small images (a 3x3
    depthwise convolution on 1x1 or 2x2 images). 0 (GPUs): arithmetic only.

    Costly elementwise functions (`elementwise_s`): a transcendental or otherwise costly
    elementwise op (exponential, log, tanh, sine, power, ...; `ELEMENTWISE_COST_OPS`) takes
    `elementwise_s[op]` seconds per result element on top of the memory traffic of its fused loop
    (XLA CPU evaluates them with polynomial approximations: sine ~1 ns, power ~7 ns per element on
    2 cores, against ~0.3 ns to stream an f32 in and out). `tag calibrate` measures each as the
    per-element difference between loops of 9 and of 1 such op. Empty (GPUs): vector FLOPs only.

    Relayouts (`relayouts`): XLA CPU transposes the operands of a dot it rewrites into [batch, m, k]
    x [batch, k, n] and the non-canonical tensors of a convolution (JAX's filter and input gradients)
    into copies before the kernel (`OpNode.relayout_bytes`, `core.host_library`); each such node then
    also pays one copy kernel moving those bytes (`cost_model.copy_time`). False (GPUs): none."""

    matmul: float
    matmul_vector: float
    conv: float
    conv_vector: float
    vector: float
    memory_efficiency: float
    launch_s: float
    source: str = ""
    executable_s: float = 0.0          # fixed cost of running one compiled piece (dispatch, buffers, completion)
    output_s: float = 0.0              # fixed cost of each result buffer a piece returns
    grouped_conv: float | None = None  # depthwise/grouped convolutions (None: as `conv` / `conv_vector`)
    matmul_half_flops: float = 0.0     # F_half of dot_general kernels (0: efficiency independent of size)
    conv_half_flops: float = 0.0       # F_half of convolutions
    grouped_conv_half_flops: float = 0.0   # F_half of grouped convolutions (used when `grouped_conv` is set)
    input_s: float = 0.0               # fixed cost of each argument buffer a piece is given
    matmul_byte_s: float = 0.0         # seconds per byte a GEMM streams besides its arithmetic
    conv_byte_s: float = 0.0           # the same for (dense) convolutions
    expands_batch_groups: bool = False  # the compiler runs batch_group_count = G convolutions as dense ones
    paths: tuple[KernelCurve, ...] = ()     # curves of the host's generic-emitter kernels (none: base classes)
    select_scatter_visit_s: float = 0.0     # an expanded select_and_scatter: seconds per window visit
    select_scatter_fixed_s: float = 0.0     # ... and per op (0 and 0: priced by its bytes alone)
    relayouts: bool = False                 # the compiler copies dot/conv tensors into its kernels' layouts
    async_s: float = 0.0                    # extra fixed cost of a piece run off the calling thread (`piece_fixed_s`)
    grouped_plane_s: float = 0.0            # a feature-grouped convolution: seconds per output plane (batch x feature)
    elementwise_s: tuple[tuple[str, float], ...] = ()   # (op name without dialect, seconds per result element)

    def __post_init__(self) -> None:
        fractions = (self.matmul, self.matmul_vector, self.conv, self.conv_vector, self.vector, self.memory_efficiency,
                     *(() if self.grouped_conv is None else (self.grouped_conv,)))
        if (not all(0.0 < f <= 1.0 for f in fractions) or not 0.0 <= self.launch_s < 1.0
                or not 0.0 <= self.executable_s < 1.0 or not 0.0 <= self.output_s < 1.0
                or not 0.0 <= self.input_s < 1.0 or not 0.0 <= self.select_scatter_fixed_s < 1.0
                or not 0.0 <= self.select_scatter_visit_s < 1e-3 or not 0.0 <= self.async_s < 1.0
                or not 0.0 <= self.grouped_plane_s < 1e-3):
            raise TagError(f"invalid kernel model {self}: efficiencies must lie in (0, 1], launch in [0, 1) s")
        if not (0.0 <= self.matmul_byte_s < 1e-3 and 0.0 <= self.conv_byte_s < 1e-3):
            raise TagError(f"invalid kernel model {self}: *_byte_s must lie in [0, 1e-3) s per byte")
        halves = (self.matmul_half_flops, self.conv_half_flops, self.grouped_conv_half_flops)
        if not all(0.0 <= h < 1e15 for h in halves):
            raise TagError(f"invalid kernel model {self}: *_half_flops must lie in [0, 1e15)")
        names = [name for name, _ in self.elementwise_s]
        if (len(set(names)) != len(names) or not all(n in ELEMENTWISE_COST_OPS for n in names)
                or not all(0.0 <= v < 1e-6 for _, v in self.elementwise_s)):
            raise TagError(f"invalid kernel model {self}: elementwise_s names each of {sorted(ELEMENTWISE_COST_OPS)} "
                           f"at most once, with seconds per element in [0, 1e-6)")
        classes = [c.op_class for c in self.paths]
        if len(set(classes)) != len(classes):
            raise TagError(f"invalid kernel model {self}: two curves for one kernel path")

    def path_curve(self, op_class: str) -> KernelCurve | None:
        """The measured curve of a generic-emitter class (None: none measured, or not such a class)."""
        for c in self.paths:
            if c.op_class == op_class:
                return c
        return None

    @staticmethod
    def base_class(op_class: str) -> str:
        """"matmul_generic" → "matmul", "conv_generic"/"conv_swapped" → "conv", others unchanged."""
        return op_class.split("_", 1)[0] if op_class in HOST_PATH_CLASSES else op_class

    def elementwise_seconds(self, op_name: str) -> float:
        """Seconds per result element a costly elementwise op adds (`elementwise_s`; 0 for others).
        `op_name` with or without its dialect prefix ("stablehlo.exponential" or "exponential")."""
        if not self.elementwise_s:
            return 0.0
        short = op_name.rsplit(".", 1)[-1]
        for name, seconds in self.elementwise_s:
            if name == short:
                return seconds
        return 0.0

    def select_scatter_s(self, visits: float) -> float:
        """The expansion's compute time of a select_and_scatter of `visits` window visits (0 when the
        chip runs it as one kernel)."""
        if visits <= 0 or not (self.select_scatter_visit_s or self.select_scatter_fixed_s):
            return 0.0
        return self.select_scatter_fixed_s + visits * self.select_scatter_visit_s

    def half_flops(self, op_class: str) -> float:
        """F_half of `op_class` (0 for vector work: its efficiency does not depend on size)."""
        curve = self.path_curve(op_class)
        if curve is not None:
            return curve.half_flops
        op_class = self.base_class(op_class)
        if op_class == "matmul":
            return self.matmul_half_flops
        if op_class == "conv_grouped" and self.grouped_conv is not None:
            return self.grouped_conv_half_flops
        if op_class in ("conv", "conv_grouped"):
            return self.conv_half_flops
        return 0.0

    def piece_fixed_s(self, inputs: int, outputs: int, flops: float = math.inf) -> float:
        """The fixed cost of running one compiled piece with `inputs` argument and `outputs` result
        buffers and `flops` FLOPs of work (`cost_model.piece_flops`; unknown: inf):
            executable_s + input_s · inputs + output_s · outputs + (async_s if flops >= ASYNC_MIN_FLOPS)
        (every simulator charges this). XLA's CPU client runs an executable of fewer than
        `ASYNC_MIN_FLOPS` FLOPs (its HLO cost analysis) inline on the calling thread and every other
        one on a worker thread the caller then waits for; `async_s` is the measured price of that
        hand-off and of waking the threads (0 on GPUs: the corpus does not identify it)."""
        fixed = self.executable_s + self.input_s * inputs + self.output_s * outputs
        return fixed + self.async_s if flops >= ASYNC_MIN_FLOPS else fixed

    def byte_seconds(self, op_class: str) -> float:
        """Seconds per byte a kernel of `op_class` streams besides its arithmetic (0: roofline)."""
        curve = self.path_curve(op_class)
        if curve is not None:
            return curve.byte_s
        op_class = self.base_class(op_class)
        if op_class == "matmul":
            return self.matmul_byte_s
        if op_class == "conv":
            return self.conv_byte_s
        return 0.0

    def efficiency(self, op_class: str, on_matrix_units: bool, flops: float | None = None) -> float:
        """Achieved fraction of peak FLOP/s for `op_class` ("matmul", "conv", "conv_grouped" or
        "vector"); with `flops` (the work of one kernel) the size-dependent eff_max · F / (F + F_half)
        of the class docstring, without it eff_max. A generic-emitter class ("matmul_generic", ...) uses
        its `KernelCurve` where measured, else its base class."""
        curve = self.path_curve(op_class)
        if curve is not None:
            if curve.half_flops > 0.0 and flops is not None and flops > 0.0:
                return curve.eff_max * flops / (flops + curve.half_flops)
            return curve.eff_max
        op_class = self.base_class(op_class)
        if op_class == "matmul":
            base = self.matmul if on_matrix_units else self.matmul_vector
        elif op_class == "conv_grouped" and self.grouped_conv is not None:
            base = self.grouped_conv
        elif op_class in ("conv", "conv_grouped"):
            base = self.conv if on_matrix_units else self.conv_vector
        else:
            return self.vector
        half = self.half_flops(op_class)
        if half > 0.0 and flops is not None and flops > 0.0:
            return base * flops / (flops + half)
        return base


# Fitted on the fit half of tag/bench/fidelity_corpus.yaml (see docs/calibration.md for the command
# that reproduces these numbers and the held-out error). These are effective constants: besides the
# hardware they absorb what the published frameworks do differently from XLA's fusion (per-op
# overhead in launch_s, unfused memory traffic in memory_efficiency); docs/calibration.md.
GPU_KERNELS = KernelModel(matmul=0.633, matmul_vector=0.762, conv=1.000, conv_vector=0.797, vector=1.000,
                          memory_efficiency=0.293, launch_s=1e-05,
                          source="fitted by `tag bench fidelity --fit` on 35 fit entries (single_gpu), 2026-12-03")

# The datasheet roofline: every kernel at peak, no launch cost (formula tests, upper bounds).
IDEAL_KERNELS = KernelModel(matmul=1.0, matmul_vector=1.0, conv=1.0, conv_vector=1.0, vector=1.0,
                            memory_efficiency=1.0, launch_s=0.0, source="datasheet peaks")


@dataclass(frozen=True)
class CollectiveModel:
    """How close ring collectives come to the nominal link bandwidth, and their fixed cost per ring
    step. A ring AllReduce of S bytes over n devices on links of nominal bandwidth β takes
        t = 2(n-1)/n · S / (bandwidth_efficiency · β) + 2(n-1) · latency_s
    (nccl-tests report busbw = S/t · 2(n-1)/n, which tends to bandwidth_efficiency · β for large S).
    The constants of `COLLECTIVES` are fitted to the fit half of the calibration corpus
    (`tag bench fidelity --fit`, docs/calibration.md)."""

    bandwidth_efficiency: float
    latency_s: float
    source: str = ""

    def __post_init__(self) -> None:
        if not 0.0 < self.bandwidth_efficiency <= 1.0 or not 0.0 <= self.latency_s < 1.0:
            raise TagError(f"invalid collective model {self}: efficiency must lie in (0, 1], latency in [0, 1) s")


# Fitted on the fit half of the corpus's nccl-tests entries (docs/calibration.md).
COLLECTIVES = CollectiveModel(bandwidth_efficiency=0.756, latency_s=5.07e-06,
                              source="fitted by `tag bench fidelity --fit` on 3 fit entries (collective), 2026-12-01")
