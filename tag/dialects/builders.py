"""Shapes, element types and small StableHLO op builders shared by every pass.

Invariants:
- Every builder must run inside `with ir.InsertionPoint(...), ir.Location...:` (the context comes from
  the location); it returns the new op's result `ir.Value`, never the op.
- Builders compute result types themselves and only accept ranked, statically shaped tensors; a
  dynamic shape raises a `TagError` pointing at the value's location.
- Element type names are MLIR's spelling (`f32`, `bf16`, `i1`, `ui32`, ...); `numpy_dtype` maps them to
  numpy (bf16/fp8 via ml_dtypes, which jaxlib depends on).
"""
from __future__ import annotations

import math
from collections.abc import Sequence

import ml_dtypes
import numpy as np
from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from .diagnostics import SourceSpan, TagError, span_of_location

Shape = tuple[int, ...]

_FLOAT_TYPES: dict[str, type] = {
    "f16": ir.F16Type, "bf16": ir.BF16Type, "f32": ir.F32Type, "f64": ir.F64Type,
}
NUMPY_DTYPES: dict[str, np.dtype] = {
    "f16": np.dtype(np.float16), "bf16": np.dtype(ml_dtypes.bfloat16), "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64), "i1": np.dtype(np.bool_),
    "i8": np.dtype(np.int8), "i16": np.dtype(np.int16), "i32": np.dtype(np.int32), "i64": np.dtype(np.int64),
    "ui8": np.dtype(np.uint8), "ui16": np.dtype(np.uint16), "ui32": np.dtype(np.uint32),
    "ui64": np.dtype(np.uint64),
    "f8E4M3FN": np.dtype(ml_dtypes.float8_e4m3fn), "f8E5M2": np.dtype(ml_dtypes.float8_e5m2),
    "i4": np.dtype(ml_dtypes.int4), "ui4": np.dtype(ml_dtypes.uint4),
}


# ---------------------------------------------------------------------------------------------- types
def span_of_value(value: ir.Value) -> SourceSpan | None:
    """Best-effort source position of a value (its defining op or block argument)."""
    try:
        return span_of_location(value.location)
    except Exception:  # noqa: BLE001 - some values carry no location in the bindings
        return None


def _as_type(value_or_type: ir.Value | ir.Type) -> ir.Type:
    return value_or_type if isinstance(value_or_type, ir.Type) else value_or_type.type


def tensor_type(value_or_type: ir.Value | ir.Type) -> tuple[Shape, ir.Type]:
    """(static shape, element type) of a ranked, statically shaped tensor; else a TagError."""
    t = _as_type(value_or_type)
    span = None if isinstance(value_or_type, ir.Type) else span_of_value(value_or_type)
    if not isinstance(t, ir.RankedTensorType):
        raise TagError(f"expected a ranked tensor, got '{t}'", span)
    if not t.has_static_shape:
        raise TagError(f"expected a statically shaped tensor, got '{t}'", span)
    return tuple(int(d) for d in t.shape), t.element_type


def shape_of(value_or_type: ir.Value | ir.Type) -> Shape:
    return tensor_type(value_or_type)[0]


def is_static(value_or_type: ir.Value | ir.Type) -> bool:
    t = _as_type(value_or_type)
    return isinstance(t, ir.RankedTensorType) and t.has_static_shape


def is_integer_tensor(value_or_type: ir.Value | ir.Type) -> bool:
    """A ranked tensor of integers (index values: iota, positions, labels, i1 masks)."""
    t = _as_type(value_or_type)
    return isinstance(t, ir.RankedTensorType) and isinstance(ir.RankedTensorType(t).element_type, ir.IntegerType)


def element_dtype(t: ir.Type | ir.Value) -> str:
    """MLIR name of an element type (`f32`, `bf16`, `i1`, `ui32`, ...); tensors give their element's."""
    t = _as_type(t)
    if isinstance(t, ir.ShapedType):
        t = ir.ShapedType(t).element_type
    if isinstance(t, ir.IntegerType):
        prefix = "ui" if t.is_unsigned else "si" if t.is_signed else "i"
        return f"{prefix}{t.width}"
    return str(t)


def element_bits(t: ir.Type | ir.Value) -> int:
    """Storage width in bits of one element (complex counts both parts)."""
    t = _as_type(t)
    if isinstance(t, ir.RankedTensorType):
        t = t.element_type
    if isinstance(t, ir.IntegerType):
        return t.width
    if isinstance(t, ir.ComplexType):
        return 2 * element_bits(t.element_type)
    if isinstance(t, ir.FloatType):
        return t.width
    if isinstance(t, ir.IndexType):
        return 64
    raise TagError(f"unsupported element type '{t}'")


def numpy_dtype(t: ir.Type | ir.Value) -> np.dtype:
    """The numpy dtype matching an element type (TagError if there is none)."""
    name = element_dtype(t)
    if name.startswith("si"):
        name = name[1:]
    if name == "complex<f32>":
        return np.dtype(np.complex64)
    if name == "complex<f64>":
        return np.dtype(np.complex128)
    try:
        return NUMPY_DTYPES[name]
    except KeyError:
        raise TagError(f"element type '{name}' has no numpy equivalent") from None


def element_type_from_name(name: str) -> ir.Type:
    """`f32` → F32Type etc. (needs an active context)."""
    if name in _FLOAT_TYPES:
        return _FLOAT_TYPES[name].get()
    return ir.Type.parse(name)


def storage_bytes(count: int, bits: int) -> int:
    """Bytes `count` elements of `bits` each occupy on a device: one byte per element for 1-bit
    elements (`i1`, XLA's PRED), else ceil(count · bits / 8)."""
    if bits == 1:
        return count
    return (count * bits + 7) // 8


def num_bytes(value_or_type: ir.Value | ir.Type) -> int:
    """Bytes a static tensor occupies (`storage_bytes`; `i1` counts one byte per element)."""
    shape, elt = tensor_type(value_or_type)
    return storage_bytes(math.prod(shape), element_bits(elt))


def ranked_tensor(shape: Sequence[int], element_type: ir.Type) -> ir.RankedTensorType:
    return ir.RankedTensorType.get(list(shape), element_type)


# -------------------------------------------------------------------------------------- constants
def dense_attr(array: np.ndarray | int | float | bool, element_type: ir.Type) -> ir.DenseElementsAttr:
    """A `dense<...>` attribute of `element_type` holding `array` (scalars give a 0-d tensor)."""
    arr = np.asarray(array, dtype=numpy_dtype(element_type))
    # `shape=` is needed: the bindings turn a 0-d buffer into a 1-element tensor<1xT> otherwise.
    return ir.DenseElementsAttr.get(np.ascontiguousarray(arr), type=element_type, shape=list(arr.shape))


def build_constant(array: np.ndarray | int | float | bool, element_type: ir.Type) -> ir.Value:
    """`stablehlo.constant` with the values of `array` converted to `element_type`."""
    return stablehlo.ConstantOp(dense_attr(array, element_type)).result


def build_scalar(value: int | float | bool, element_type: ir.Type) -> ir.Value:
    """A 0-d constant `tensor<element_type>`."""
    return build_constant(np.asarray(value), element_type)


def i32_constant(value: int) -> ir.Value:
    return build_scalar(value, ir.IntegerType.get_signless(32))


def i32_table(values: Sequence[int]) -> ir.Value:
    """A 1-d constant `tensor<N x i32>`."""
    return build_constant(np.asarray(values, dtype=np.int32), ir.IntegerType.get_signless(32))


# -------------------------------------------------------------------------------------------- ops
def build_reshape(value: ir.Value, shape: Sequence[int]) -> ir.Value:
    old, elt = tensor_type(value)
    if math.prod(old) != math.prod(shape):
        raise TagError(f"cannot reshape {list(old)} to {list(shape)}: element counts differ",
                       span_of_value(value))
    return stablehlo.ReshapeOp(ranked_tensor(shape, elt), value).result


def build_convert(value: ir.Value, element_type: ir.Type) -> ir.Value:
    shape, _ = tensor_type(value)
    return stablehlo.ConvertOp(ranked_tensor(shape, element_type), value).result


def build_dynamic_slice(value: ir.Value, start_indices: Sequence[ir.Value], sizes: Sequence[int]) -> ir.Value:
    """`stablehlo.dynamic_slice`; `start_indices` are 0-d integer tensors, one per dimension."""
    shape, elt = tensor_type(value)
    if len(start_indices) != len(shape) or len(sizes) != len(shape):
        raise TagError(f"dynamic_slice of a rank-{len(shape)} tensor needs {len(shape)} start indices and "
                       f"sizes, got {len(start_indices)} and {len(sizes)}", span_of_value(value))
    for dim, (size, extent) in enumerate(zip(sizes, shape)):
        if not 0 <= size <= extent:
            raise TagError(f"slice size {size} out of range for dimension {dim} of extent {extent}",
                           span_of_value(value))
    return stablehlo.DynamicSliceOp(value, list(start_indices), list(sizes),
                                    results=[ranked_tensor(sizes, elt)]).result


def build_dynamic_update_slice(operand: ir.Value, update: ir.Value, start_indices: Sequence[ir.Value]) -> ir.Value:
    shape, elt = tensor_type(operand)
    ushape, uelt = tensor_type(update)
    if len(ushape) != len(shape) or len(start_indices) != len(shape) or uelt != elt:
        raise TagError(f"dynamic_update_slice: update '{update.type}' and {len(start_indices)} indices do not "
                       f"fit operand '{operand.type}'", span_of_value(operand))
    return stablehlo.DynamicUpdateSliceOp(operand, update, list(start_indices),
                                          results=[operand.type]).result


def build_slice(value: ir.Value, start: Sequence[int], limit: Sequence[int],
                strides: Sequence[int] | None = None) -> ir.Value:
    shape, elt = tensor_type(value)
    strides = list(strides) if strides is not None else [1] * len(shape)
    sizes = [(hi - lo + st - 1) // st for lo, hi, st in zip(start, limit, strides)]
    return stablehlo.SliceOp(value, ir.DenseI64ArrayAttr.get(list(start)), ir.DenseI64ArrayAttr.get(list(limit)),
                             ir.DenseI64ArrayAttr.get(strides), results=[ranked_tensor(sizes, elt)]).result


def _binary(op_class, lhs: ir.Value, rhs: ir.Value) -> ir.Value:
    if lhs.type != rhs.type:
        raise TagError(f"operand types differ: '{lhs.type}' vs '{rhs.type}'", span_of_value(lhs))
    return op_class(lhs, rhs).result


def build_add(lhs: ir.Value, rhs: ir.Value) -> ir.Value:
    return _binary(stablehlo.AddOp, lhs, rhs)


def build_subtract(lhs: ir.Value, rhs: ir.Value) -> ir.Value:
    return _binary(stablehlo.SubtractOp, lhs, rhs)


def build_multiply(lhs: ir.Value, rhs: ir.Value) -> ir.Value:
    return _binary(stablehlo.MulOp, lhs, rhs)


def build_concatenate(values: Sequence[ir.Value], dim: int) -> ir.Value:
    if not values:
        raise TagError("concatenate needs at least one operand")
    shape, elt = tensor_type(values[0])
    total = 0
    for v in values:
        s, e = tensor_type(v)
        if e != elt or len(s) != len(shape) or any(a != b for i, (a, b) in enumerate(zip(s, shape)) if i != dim):
            raise TagError(f"cannot concatenate '{v.type}' with '{values[0].type}' along dimension {dim}",
                           span_of_value(v))
        total += s[dim]
    out = list(shape)
    out[dim] = total
    return stablehlo.ConcatenateOp(list(values), dim, results=[ranked_tensor(out, elt)]).result


def build_broadcast_in_dim(value: ir.Value, shape: Sequence[int], dims: Sequence[int]) -> ir.Value:
    """`stablehlo.broadcast_in_dim`: operand dim i becomes result dim `dims[i]`."""
    _, elt = tensor_type(value)
    return stablehlo.BroadcastInDimOp(ranked_tensor(shape, elt), value, list(dims)).result
