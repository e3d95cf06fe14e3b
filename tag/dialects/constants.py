"""Reading `stablehlo.constant` values without tripping over the Python bindings.

The bindings cannot represent a dense attribute of complex elements: `op.attributes["value"]` raises
`TypeError` and reading it through a `NamedAttribute` aborts the process. Every analysis that looks
at constants goes through these helpers; complex constants are recognised from their type and, where
only splat-ness or the value matters, from their printed literal (`dense<(re,im)>` is a splat). A
complex constant cannot be rebuilt in another shape (`resizable_splat` is False): a batch split that
would need it is not derived, and its readers are lowered whole.
"""
from __future__ import annotations

import re

from jax.extend.mlir import ir

__all__ = ["dense_value", "resizable_splat", "resplat", "splat_number"]

_COMPLEX_SPLAT = re.compile(r"dense<(\([^()]*\))>")


def _is_complex(op: ir.Operation) -> bool:
    t = op.results[0].type if len(op.results) == 1 else None
    return isinstance(t, ir.RankedTensorType) and isinstance(ir.RankedTensorType(t).element_type, ir.ComplexType)


def dense_value(op: ir.Operation) -> ir.DenseElementsAttr | None:
    """The value of constant `op` as a dense attribute; None for complex elements (unreadable) or
    anything that is not a dense attribute."""
    if _is_complex(op):
        return None
    try:
        attr = op.attributes["value"]
    except (KeyError, TypeError):
        return None
    return attr if isinstance(attr, ir.DenseElementsAttr) else None     # the typed subclass (int/float/...)


def _complex_splat_literal(op: ir.Operation) -> str | None:
    found = _COMPLEX_SPLAT.search(str(op))
    return found.group(1) if found else None


def splat_number(op: ir.Operation) -> float | complex | None:
    """The repeated value of splat constant `op` (a complex for complex elements); None when `op`
    is not a splat constant of numbers."""
    if _is_complex(op):
        literal = _complex_splat_literal(op)
        if literal is None:
            return None
        try:
            re_text, im_text = literal.strip("()").split(",")
            return complex(float(re_text), float(im_text))
        except ValueError:
            return None
    dense = dense_value(op)
    if dense is None or not dense.is_splat:
        return None
    splat = dense.get_splat_value()
    for cls in (ir.FloatAttr, ir.IntegerAttr):
        try:
            return float(cls(splat).value)
        except (TypeError, ValueError):
            continue
    return None


def resplat(op: ir.Operation, result_type: ir.Type) -> None:
    """Give splat constant `op` the type `result_type` (same element type, another shape), its value
    unchanged. Raises ValueError for a non-splat and for complex elements (the bindings cannot build
    a complex dense attribute: see `resizable_splat`)."""
    dense = dense_value(op)
    if dense is None or not dense.is_splat:
        raise ValueError("not a splat constant the bindings can rebuild")
    op.attributes["value"] = ir.DenseElementsAttr.get_splat(result_type, dense.get_splat_value())


def resizable_splat(op: ir.Operation) -> bool:
    """Whether `resplat` can give constant `op` another shape: a splat of real or integer elements."""
    dense = dense_value(op)
    return dense is not None and dense.is_splat
