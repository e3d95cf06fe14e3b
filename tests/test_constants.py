"""`dialects.constants`: constants of every element type are read without crashing the bindings
(a complex dense attribute raises TypeError when read, and aborts the process through a
NamedAttribute), splats are recognised and re-shaped, non-splats are not."""
from __future__ import annotations

import pytest
from jax.extend.mlir import ir

from tag.dialects.constants import dense_value, resizable_splat, resplat, splat_number
from tag.dialects.context import make_context, module_to_text, parse_module

CASES = [
    ("dense<(2.500000e-01,-1.000000e+00)> : tensor<4xcomplex<f32>>", True, complex(0.25, -1.0)),
    ("dense<[(1.0,0.0),(2.0,0.0)]> : tensor<2xcomplex<f64>>", False, None),
    ("dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>", True, 0),
    ("dense<1.500000e+00> : tensor<3xf32>", True, 1.5),
    ("dense<[1.0, 2.0]> : tensor<2xbf16>", False, None),
    ("dense<7> : tensor<2x2xi32>", True, 7.0),
    ("dense<true> : tensor<2xi1>", True, None),
]


def _type(literal: str) -> str:
    return literal.rsplit(" : ", 1)[1]


def _constant(literal: str):
    """A module returning constant `literal`, and the constant op."""
    t = _type(literal)
    module = parse_module(f"func.func @main() -> {t} {{\n  %c = stablehlo.constant {literal}\n  return %c : {t}\n}}",
                          make_context())
    return module, next(iter(module.body.operations[0].regions[0].blocks[0].operations))


@pytest.mark.parametrize("literal,splat,value", CASES)
def test_splats_of_every_element_type(literal, splat, value):
    module, op = _constant(literal)
    assert splat_number(op) == value if value is not None else (splat_number(op) is None) is (not splat)
    assert (dense_value(op) is None) == ("complex" in literal)


@pytest.mark.parametrize("literal", [c[0] for c in CASES if c[1] and "complex" not in c[0]])
def test_a_splat_takes_another_shape_and_keeps_its_value(literal):
    module, op = _constant(literal)
    before = splat_number(op)
    with module.context, ir.Location.unknown():
        element = ir.RankedTensorType(op.results[0].type).element_type
        wider = ir.RankedTensorType.get([5, 2], element)
        resplat(op, wider)
        op.results[0].set_type(wider)
    assert resizable_splat(op) and splat_number(op) == before
    assert f"tensor<5x2x{element}>" in module_to_text(module)


@pytest.mark.parametrize("literal", [CASES[0][0], CASES[1][0], CASES[4][0]])
def test_a_non_splat_or_complex_constant_is_not_resized(literal):
    _, op = _constant(literal)
    assert not resizable_splat(op)
    with pytest.raises(ValueError):
        resplat(op, op.results[0].type)
