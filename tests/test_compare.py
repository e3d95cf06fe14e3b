"""runtime.compare: inputs, tolerances, reports and differential tests."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from tag.dialects.diagnostics import TagError
from tag.runtime.compare import (
    Tolerance,
    compare_outputs,
    differential_test,
    random_inputs,
    tolerance_for,
)
from tag.runtime.xla import PerDevice

SINGLE = """
module @s {
  func.func public @main(%a: tensor<4x3xf32>, %k: tensor<5xi32>, %h: tensor<2xbf16>, %z: tensor<f32>)
      -> (tensor<4x3xf32>, tensor<5xi32>) {
    %b = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %0 = stablehlo.add %a, %b : tensor<4x3xf32>
    %1 = stablehlo.add %k, %k : tensor<5xi32>
    return %0, %1 : tensor<4x3xf32>, tensor<5xi32>
  }
}
"""

# The same function as SINGLE computed differently (a + z == z + a; k + k == k * 2).
SINGLE_REWRITTEN = SINGLE.replace("stablehlo.add %a, %b", "stablehlo.add %b, %a").replace(
    "%1 = stablehlo.add %k, %k : tensor<5xi32>",
    "%two = stablehlo.constant dense<2> : tensor<5xi32>\n    %1 = stablehlo.multiply %k, %two : tensor<5xi32>")

# A per-device version on 2 devices: rows split over devices, ints/bf16/scalar replicated.
PER_DEVICE = """
module @p attributes {mhlo.num_partitions = 2 : i32, tag.mesh = {axes = ["r"], shape = array<i64: 2>}} {
  func.func public @main(%a: tensor<2x3xf32> {tag.sharding = [["r"], []]}, %k: tensor<5xi32> {tag.sharding = [[]]},
                         %h: tensor<2xbf16> {tag.sharding = [[]]}, %z: tensor<f32> {tag.sharding = []})
      -> (tensor<2x3xf32> {tag.sharding = [["r"], []]}, tensor<5xi32> {tag.sharding = [[]]}) {
    %b = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %0 = stablehlo.add %a, %b : tensor<2x3xf32>
    %1 = stablehlo.add %k, %k : tensor<5xi32>
    return %0, %1 : tensor<2x3xf32>, tensor<5xi32>
  }
}
"""


def test_random_inputs() -> None:
    a, k, h, z = random_inputs(SINGLE, seed=3)
    assert a.shape == (4, 3) and a.dtype == np.float32
    assert k.dtype == np.int32 and k.min() >= 0 and k.max() < 4
    assert h.dtype == ml_dtypes.bfloat16 and z.shape == ()
    again = random_inputs(SINGLE, seed=3)
    np.testing.assert_array_equal(a, again[0])
    assert not np.array_equal(a, random_inputs(SINGLE, seed=4)[0])
    # per-device modules with a record take global shapes
    assert [x.shape for x in random_inputs(PER_DEVICE)] == [(4, 3), (5,), (2,), ()]


def test_tolerances() -> None:
    assert tolerance_for(np.float32) == Tolerance(1e-5, 1e-5)
    assert tolerance_for(ml_dtypes.bfloat16).rtol == pytest.approx(2e-2)
    assert tolerance_for(np.float16).rtol == pytest.approx(1e-2)
    assert tolerance_for(np.int32).exact and tolerance_for(np.bool_).exact


def test_compare_detects_perturbation() -> None:
    rng = np.random.default_rng(0)
    x = rng.standard_normal((8, 8)).astype(np.float32)
    assert compare_outputs([x], [x.copy()]).ok
    tiny = x * (1 + 1e-7)
    assert compare_outputs([x], [tiny]).ok
    bad = x.copy()
    bad[3, 4] += 1e-2
    report = compare_outputs([x, np.arange(3)], [bad, np.arange(3)])
    assert not report.ok
    assert not report.outputs[0].ok and report.outputs[1].ok
    assert report.outputs[0].mismatches == 1
    assert report.outputs[0].max_abs_error == pytest.approx(1e-2, rel=1e-3)
    text = report.summary()
    assert "FAIL" in text and "output 0" in text and len(text.splitlines()) == 3
    with pytest.raises(AssertionError, match="output 0"):
        report.assert_ok()


def test_compare_mismatches_in_kind() -> None:
    x = np.ones((2, 2), np.float32)
    assert not compare_outputs([x], [x.astype(np.float64)]).ok  # dtype
    assert not compare_outputs([x], [np.ones((2, 3), np.float32)]).ok  # shape
    assert not compare_outputs([x], [x, x]).ok  # count
    assert not compare_outputs([np.arange(3)], [np.arange(3) + np.array([0, 0, 1])]).ok  # ints exact
    nan = np.array([np.nan, 1.0], np.float32)
    assert compare_outputs([nan], [nan.copy()]).ok
    assert not compare_outputs([nan], [np.array([0.0, 1.0], np.float32)]).ok
    inf = np.array([np.inf, 1.0], np.float32)
    assert compare_outputs([inf], [inf.copy()]).ok
    assert not compare_outputs([inf], [-inf]).ok
    h = np.array([1.0, 2.0], ml_dtypes.bfloat16)
    assert compare_outputs([h], [(h.astype(np.float32) * 1.005).astype(ml_dtypes.bfloat16)]).ok
    per = PerDevice([x, x])
    assert compare_outputs([per], [PerDevice([x, x])]).ok
    assert not compare_outputs([per], [PerDevice([x, x + 1])]).ok


def test_differential_test_runs_both_modules() -> None:
    report = differential_test(SINGLE, SINGLE_REWRITTEN, seed=1)
    report.assert_ok()
    assert len(report.outputs) == 2
    report = differential_test(SINGLE, PER_DEVICE)  # single-device vs per-device with a record
    report.assert_ok()
    wrong = SINGLE_REWRITTEN.replace("stablehlo.multiply %k, %two", "stablehlo.add %k, %two")
    assert not differential_test(SINGLE, wrong).ok


def test_differential_test_signature_mismatch() -> None:
    other = SINGLE.replace("tensor<5xi32>", "tensor<6xi32>")
    with pytest.raises(TagError, match="different global inputs"):
        differential_test(SINGLE, other)


MIXED = """
module @m {
  func.func public @main(%w: tensor<8x4xf32>, %x: tensor<16x8xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<f32>) {
    %wb = stablehlo.convert %w : (tensor<8x4xf32>) -> tensor<8x4xbf16>
    %xb = stablehlo.convert %x : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %y = stablehlo.dot_general %xb, %wb, contracting_dims = [1] x [0] : (tensor<16x8xbf16>, tensor<8x4xbf16>) -> tensor<16x4xbf16>
    %g = stablehlo.dot_general %xb, %y, contracting_dims = [0] x [0] : (tensor<16x8xbf16>, tensor<16x4xbf16>) -> tensor<8x4xbf16>
    %gf = stablehlo.convert %g : (tensor<8x4xbf16>) -> tensor<8x4xf32>
    %w2 = stablehlo.add %w, %w : tensor<8x4xf32>
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<f32>
    return %gf, %w2, %s : tensor<8x4xf32>, tensor<8x4xf32>, tensor<f32>
  }
}
"""


def test_result_precision_is_the_narrowest_float_in_the_backward_slice() -> None:
    from tag.analysis.precision import result_precisions
    from tag.dialects.context import parse_module

    assert result_precisions(parse_module(MIXED)) == ["bf16", "f32", "f32"]


def _bf16(a: np.ndarray) -> np.ndarray:
    return np.asarray(a, np.float32).astype(ml_dtypes.bfloat16).astype(np.float32)


def test_outputs_computed_from_bf16_are_checked_at_bf16_relative_to_their_magnitude() -> None:
    """An f32 gradient summed from 8 bf16-rounded partial sums (what a batch split does to a bf16
    step) agrees; one missing partial, or a small output off by 2x, does not (no floor of 1 on the
    scale: optimizer moments of ~1e-4 are checked relative to themselves)."""
    from tag.runtime.compare import tolerance_for_output

    rng = np.random.default_rng(0)
    partials = rng.standard_normal((8, 64, 32)).astype(np.float32) * 1e-3
    expected = _bf16(partials.sum(0))                       # one device: one rounding at the end
    split = _bf16(sum(_bf16(p) for p in partials))          # 8 replicas: each partial rounded, then summed
    narrow = tolerance_for_output(np.float32, "bf16")
    assert narrow.computed_at == "bf16" and narrow.floor == 0.0
    assert tolerance_for_output(np.float32, "f32") == tolerance_for(np.float32)
    assert tolerance_for_output(np.int32, "bf16").exact
    assert not compare_outputs([expected], [split]).ok       # f32 tolerance: bf16 rounding fails
    assert compare_outputs([expected], [split], [narrow]).ok
    missing = _bf16(sum(_bf16(p) for p in partials[1:]))
    assert not compare_outputs([expected], [missing], [narrow]).ok
    assert not compare_outputs([expected * 1e-1], [expected * 2e-1], [narrow]).ok
    line = compare_outputs([expected], [split], [narrow]).summary()
    assert "computed from bf16" in line
