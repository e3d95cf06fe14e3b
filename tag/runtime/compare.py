"""Differential testing: run two modules on the same global inputs and compare outputs per dtype.

An output passes when every element satisfies `|actual - expected| <= atol * scale + rtol * |expected|`
with `scale = max(1, max |expected|)` (reordered reductions err relative to the operands' magnitude),
NaNs match NaNs, and shape and dtype agree exactly. Integer and boolean outputs must be equal.

An output computed from narrower floats than its own type (an f32 result of bf16 work: see
`analysis.precision`) is checked at the narrow type's tolerance with `scale = max |expected|`
(`Tolerance.floor` 0): regrouping bf16 sums errs by bf16 rounding relative to the output's own
magnitude, which may be far below 1 (optimizer moments), where a floor of 1 would accept anything.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import ml_dtypes
import numpy as np
from jax.extend.mlir import ir

from tag.dialects.diagnostics import TagError

from .xla import PerDevice, compile_module, input_specs


@dataclass(frozen=True)
class Tolerance:
    rtol: float
    atol: float
    floor: float = 1.0             # scale = max(floor, max |expected|)
    computed_at: str = ""          # the narrower float type the output was computed from, if any

    @property
    def exact(self) -> bool:
        return self.rtol == 0 and self.atol == 0


def tolerance_for(dtype: Any) -> Tolerance:
    """Default tolerance for outputs of `dtype` (ints/bools: exact)."""
    dt = np.dtype(dtype)
    if dt == np.dtype(ml_dtypes.bfloat16):
        return Tolerance(2e-2, 2e-2)
    if dt.kind in "biu":
        return Tolerance(0.0, 0.0)
    if dt.kind in "fc":
        if dt.itemsize <= 1:  # fp8
            return Tolerance(1.25e-1, 1.25e-1)
        if dt == np.float16:
            return Tolerance(1e-2, 1e-2)
        if dt in (np.float64, np.complex128):
            return Tolerance(1e-9, 1e-9)
        return Tolerance(1e-5, 1e-5)
    return Tolerance(0.0, 0.0)


def tolerance_for_output(dtype: Any, computed_at: str | None) -> Tolerance:
    """The tolerance of an output of `dtype` whose backward slice's narrowest float element type is
    `computed_at` (MLIR spelling, e.g. "bf16"): the narrow type's tolerance relative to the output's
    own magnitude when that type has fewer mantissa bits, else `tolerance_for(dtype)`."""
    own = tolerance_for(dtype)
    narrow = _NARROW.get(computed_at or "")
    if own.exact or narrow is None:
        return own
    tight = tolerance_for(narrow)
    if tight.rtol <= own.rtol:
        return own
    return Tolerance(tight.rtol, tight.atol, floor=0.0, computed_at=computed_at or "")


_NARROW: dict[str, Any] = {"bf16": ml_dtypes.bfloat16, "f16": np.float16, "f8E5M2": ml_dtypes.float8_e5m2,
                           "f8E4M3FN": ml_dtypes.float8_e4m3fn}


def random_inputs(module: ir.Module | str | bytes, seed: int = 0) -> list[np.ndarray]:
    """Deterministic global inputs for `main`: floats ~ N(0, 1), ints in [0, 4), bools uniform."""
    rng = np.random.default_rng(seed)
    out = []
    for spec in input_specs(module):
        dt = spec.dtype
        if dt.kind == "b":
            arr = rng.integers(0, 2, spec.shape).astype(bool)
        elif dt.kind in "iu":
            arr = rng.integers(0, 4, spec.shape).astype(dt)
        elif dt.kind == "c":
            arr = (rng.standard_normal(spec.shape) + 1j * rng.standard_normal(spec.shape)).astype(dt)
        else:
            arr = rng.standard_normal(spec.shape).astype(np.float32).astype(dt)
        out.append(np.asarray(arr))
    return out


@dataclass(frozen=True)
class OutputComparison:
    """One output's verdict. Errors are over all elements (0 when shapes differ)."""

    index: int
    ok: bool
    shape: tuple[int, ...]
    dtype: str
    max_abs_error: float = 0.0
    max_rel_error: float = 0.0
    mismatches: int = 0
    tolerance: Tolerance | None = None
    message: str = ""

    def line(self) -> str:
        status = "ok  " if self.ok else "FAIL"
        text = f"  [{status}] output {self.index}: {self.dtype}{list(self.shape)}"
        if self.tolerance is not None:
            text += (f"  max abs {self.max_abs_error:.3g}  max rel {self.max_rel_error:.3g}"
                     f"  (rtol {self.tolerance.rtol:g}, atol {self.tolerance.atol:g}"
                     + (f" x max|expected|: computed from {self.tolerance.computed_at})"
                        if self.tolerance.computed_at else ")"))
            if self.mismatches:
                text += f"  {self.mismatches} elements out of tolerance"
        if self.message:
            text += f"  {self.message}"
        return text


@dataclass
class ComparisonReport:
    """Per-output comparisons plus report-level problems (e.g. differing output counts)."""

    outputs: list[OutputComparison] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    title: str = "comparison"

    @property
    def ok(self) -> bool:
        return not self.problems and all(o.ok for o in self.outputs)

    def summary(self) -> str:
        bad = sum(not o.ok for o in self.outputs)
        head = f"{self.title}: {'PASS' if self.ok else 'FAIL'} ({len(self.outputs)} outputs, {bad} failing)"
        return "\n".join([head, *(f"  {p}" for p in self.problems), *(o.line() for o in self.outputs)])

    def assert_ok(self) -> None:
        if not self.ok:
            raise AssertionError(self.summary())


def _as_numpy(value: Any) -> np.ndarray:
    if isinstance(value, PerDevice):
        return np.stack([np.asarray(v) for v in value])
    return np.asarray(value)


def compare_one(index: int, expected: Any, actual: Any, tolerance: Tolerance | None = None) -> OutputComparison:
    """Compare one output (`PerDevice` values are compared stacked)."""
    e, a = _as_numpy(expected), _as_numpy(actual)
    if e.shape != a.shape or e.dtype != a.dtype:
        return OutputComparison(index, False, a.shape, str(a.dtype),
                                message=f"expected {e.dtype}{list(e.shape)}, got {a.dtype}{list(a.shape)}")
    tol = tolerance or tolerance_for(e.dtype)
    if e.size == 0:
        return OutputComparison(index, True, e.shape, str(e.dtype), tolerance=tol)
    wide = np.complex128 if e.dtype.kind == "c" else np.float64
    ef, af = e.astype(wide), a.astype(wide)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        nan_e, nan_a = np.isnan(ef), np.isnan(af)
        diff = np.abs(af - ef)
        diff = np.where(nan_e & nan_a, 0.0, diff)
        diff = np.where(nan_e ^ nan_a, np.inf, diff)
        diff = np.where(np.isinf(ef) & (ef == af), 0.0, diff)
        diff = np.where(np.isnan(diff), np.inf, diff)
        mag = np.abs(np.where(nan_e, 0.0, ef))
        finite = np.isfinite(mag)
        scale = max(tol.floor, float(mag[finite].max()) if finite.any() else tol.floor)
        allowed = np.where(finite, tol.atol * scale + tol.rtol * mag, 0.0)
        bad = diff > allowed
        nonzero = finite & (mag > 0)
        rel = float((diff[nonzero] / mag[nonzero]).max()) if nonzero.any() else 0.0
        max_abs = float(diff.max())
    mism = int(bad.sum())
    return OutputComparison(index, mism == 0, e.shape, str(e.dtype), max_abs, rel, mism, tol)


def compare_outputs(expected: Sequence[Any], actual: Sequence[Any],
                    tolerance: Tolerance | Sequence[Tolerance | None] | None = None,
                    *, title: str = "comparison") -> ComparisonReport:
    """Compare output lists elementwise; a count, shape or dtype mismatch is a failure. `tolerance`:
    one for every output, one per output (None: the dtype's default), or None."""
    if not isinstance(expected, (list, tuple)):
        expected = [expected]
    if not isinstance(actual, (list, tuple)):
        actual = [actual]
    report = ComparisonReport(title=title)
    if len(expected) != len(actual):
        report.problems.append(f"expected {len(expected)} outputs, got {len(actual)}")
    per_output = list(tolerance) if isinstance(tolerance, (list, tuple)) else [tolerance] * len(expected)
    per_output += [None] * (len(expected) - len(per_output))
    for i, (e, a) in enumerate(zip(expected, actual)):
        report.outputs.append(compare_one(i, e, a, per_output[i]))
    return report


def differential_test(reference_module: ir.Module | str | bytes, candidate_module: ir.Module | str | bytes,
                      inputs: Sequence[Any] | None = None, seed: int = 0,
                      tolerance: Tolerance | None = None) -> ComparisonReport:
    """Run both modules through `runtime.xla` on the same global inputs and compare their outputs."""
    ref_specs, cand_specs = input_specs(reference_module), input_specs(candidate_module)
    if ref_specs != cand_specs:
        raise TagError("the modules take different global inputs: reference "
                       f"({', '.join(map(str, ref_specs))}) vs candidate ({', '.join(map(str, cand_specs))})")
    if inputs is None:
        inputs = random_inputs(reference_module, seed)
    expected = compile_module(reference_module).run(*inputs)
    actual = compile_module(candidate_module).run(*inputs)
    return compare_outputs(expected, actual, tolerance, title="differential test")
