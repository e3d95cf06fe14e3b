"""tag-fusion-friendly: exactness of concat → max-of-pads (incl. -0.0, +-inf, NaN), legality of
moving reshapes above concatenate/slice, differential execution on XLA CPU."""
from __future__ import annotations

from collections import Counter

import hypothesis.strategies as st
import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from jax.extend.mlir import ir

from tag.dialects.context import op_counts, parse_module
from tag.runtime.compare import compare_outputs, differential_test
from tag.runtime.xla import compile_module
from tag.transforms import run_pipeline
from tag.transforms.fusion_friendly import matching_dims

PIPE = "builtin.module(tag-fusion-friendly)"


def rewritten(text: str, pipeline: str = PIPE) -> ir.Module:
    module = parse_module(text)
    run_pipeline(module, pipeline)
    module.operation.verify()
    return module


def names(module: ir.Module) -> Counter:
    return op_counts(module)


@pytest.mark.parametrize("elt,dtype", [("f32", np.float32), ("bf16", ml_dtypes.bfloat16), ("i32", np.int32),
                                       ("ui8", np.uint8), ("i1", np.bool_)])
def test_concat_to_max_is_exact(elt: str, dtype) -> None:
    text = f"""func.func public @main(%a: tensor<2x3x{elt}>, %b: tensor<2x1x{elt}>, %c: tensor<2x2x{elt}>)
    -> tensor<2x6x{elt}> {{
  %0 = stablehlo.concatenate %a, %b, %c, dim = 1
      : (tensor<2x3x{elt}>, tensor<2x1x{elt}>, tensor<2x2x{elt}>) -> tensor<2x6x{elt}>
  return %0 : tensor<2x6x{elt}>
}}"""
    module = rewritten(text)
    assert names(module)["stablehlo.concatenate"] == 0 and names(module)["stablehlo.maximum"] == 2
    if elt in ("f32", "bf16"):
        special = np.array([-0.0, np.inf, -np.inf, np.nan, 1.5, -2.0], dtype=np.float32)
        a = np.resize(special, (2, 3)).astype(dtype)
        b = np.resize(special[::-1], (2, 1)).astype(dtype)
        c = np.resize(special[2:], (2, 2)).astype(dtype)
    else:
        rng = np.random.default_rng(0)
        info_min = 0 if np.dtype(dtype).kind in "bu" else np.iinfo(dtype).min
        a = rng.integers(0, 2, (2, 3)).astype(dtype)
        b = np.full((2, 1), info_min).astype(dtype)   # the padding value itself must survive
        c = rng.integers(0, 2, (2, 2)).astype(dtype)
    (expected,) = compile_module(text).run(a, b, c)
    (actual,) = compile_module(module).run(a, b, c)
    # bit-exact, including the sign of -0.0 and NaN positions
    assert expected.dtype == actual.dtype
    assert np.array_equal(expected.view(np.uint8), actual.view(np.uint8))


def test_f8_without_inf_pads_with_finite_min() -> None:
    text = """func.func public @main(%a: tensor<2xf8E4M3FN>, %b: tensor<2xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>) -> tensor<4xf8E4M3FN>
  return %0 : tensor<4xf8E4M3FN>
}"""
    module = rewritten(text)
    assert "dense<-4.480000e+02>" in str(module)  # -448, the lowest finite f8E4M3FN (no infinities in this type)


def test_reshape_rewrites_match_xla() -> None:
    text = """func.func public @main(%a: tensor<2x3x4xf32>, %b: tensor<2x5x4xf32>, %c: tensor<4x8xf32>)
    -> (tensor<2x8x2x2xf32>, tensor<2x2x3xf32>, tensor<16x4xf32>) {
  %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x8x4xf32>
  %1 = stablehlo.reshape %0 : (tensor<2x8x4xf32>) -> tensor<2x8x2x2xf32>
  %2 = stablehlo.slice %c [0:4, 2:8:2] : (tensor<4x8xf32>) -> tensor<4x3xf32>
  %3 = stablehlo.reshape %2 : (tensor<4x3xf32>) -> tensor<2x2x3xf32>
  %4 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x8x4xf32>
  %5 = stablehlo.reshape %4 : (tensor<2x8x4xf32>) -> tensor<16x4xf32>
  return %1, %3, %5 : tensor<2x8x2x2xf32>, tensor<2x2x3xf32>, tensor<16x4xf32>
}"""
    only_reshape = rewritten(text, "builtin.module(tag-fusion-friendly{concat-to-max=false})")
    counts = names(only_reshape)
    assert counts["stablehlo.concatenate"] == 2  # one moved below the reshape, one illegal (8 merges with 2)
    assert counts["stablehlo.reshape"] == 4      # 2 operand reshapes + slice's reshape + the illegal one
    differential_test(text, only_reshape).assert_ok()
    differential_test(text, rewritten(text)).assert_ok()


def test_nothing_to_do_is_unchanged() -> None:
    text = """func.func public @main(%a: tensor<4xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.reshape %a : (tensor<4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}"""
    assert str(rewritten(text)) == str(parse_module(text))


def _reference_matching(src: tuple[int, ...], dst: tuple[int, ...], d: int, e: int) -> bool:
    """Brute force: src dim d ↦ dst dim e is a 1:1 index map under the row-major reshape."""
    idx = np.arange(int(np.prod(src))).reshape(src)
    out = idx.reshape(dst)
    for x in range(src[d]):
        a = np.sort(np.take(idx, x, axis=d).ravel())
        b = np.sort(np.take(out, x, axis=e).ravel())
        if not np.array_equal(a, b):
            return False
    return True


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(1, 4), min_size=1, max_size=4), st.data())
def test_matching_dims_is_sound(src: list[int], data) -> None:
    total = int(np.prod(src))
    # a random factorisation of the same element count
    dst: list[int] = []
    rest = total
    while rest > 1:
        divisors = [k for k in range(1, rest + 1) if rest % k == 0]
        k = data.draw(st.sampled_from(divisors))
        dst.append(k)
        rest //= k
        if len(dst) > 5:
            dst.append(rest)
            rest = 1
    dst = [x for x in dst if x != 1] or [1]
    if data.draw(st.booleans()):
        dst.insert(data.draw(st.integers(0, len(dst))), 1)
    d = data.draw(st.integers(0, len(src) - 1))
    found = matching_dims(src, dst, [d])
    if found is not None:
        assert _reference_matching(tuple(src), tuple(dst), d, found[0])


def test_compare_outputs_sanity() -> None:
    # guards the bit-exact comparison helper used above against a vacuous pass
    a = np.array([-0.0], dtype=np.float32)
    b = np.array([0.0], dtype=np.float32)
    assert not np.array_equal(a.view(np.uint8), b.view(np.uint8))
    assert compare_outputs([a], [b]).ok  # numeric comparison alone would not see the sign
