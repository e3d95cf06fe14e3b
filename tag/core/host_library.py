"""Which GEMMs and convolutions XLA CPU runs on its kernel library and which on its generic emitter.

XLA CPU (the jaxlib this project pins, 0.10) hands a `dot_general` or `convolution` to its fast
library (YNNPACK, a `ynn_fusion` in the compiled HLO) only when the op passes the library's
eligibility checks; every other one runs on the generic emitter (Eigen: a plain `dot` or
`convolution` thunk), several times slower per FLOP on the shapes of a training step's backward pass
(docs/calibration-cpu.md). The cost model prices the two with different constants on a host chip
(`KernelModel.paths`), so the graph records per op which path it takes (`OpNode.kernel_path`).

The rule below restates the checks as they act on StableHLO (after XLA's canonicalising rewrites:
layout transposes and the conversion of 1x1 convolutions to dots do not change the outcome). It is
not read from XLA: tests/test_host_library.py compiles a grid of forms (including JAX's own
gradient convolutions) and checks the rule against the compiled HLO, so a jaxlib whose compiler
decides differently fails that test instead of silently mispricing.

A dot_general runs on the generic emitter when
- its element types are not f32, bf16 or f16 (XLA computes f16 dots in f32), or
- one side has no free dimension (matrix-vector: m = 1 or n = 1), or
- max(m, k, n) < 8 (m, n: products of the lhs / rhs free dims, k of the contracting dims), or
- XLA keeps it as it is (batch dims leading and in order, one contracting and at most one free
  dimension per side: otherwise it transposes it into [batch, m, k] x [batch, k, n] first) and its
  contracting dimension is not the lhs's last (the lhs is used transposed, e.g. the weight gradient
  x^T·g of a dense layer).
A dot without contracting dimensions (an outer product) becomes a multiply: not a GEMM at all.

A convolution runs on the generic emitter when
- it has a batch_group_count or feature_group_count > 1, or not exactly two spatial dimensions, or
- its element type is not f32, bf16 or f16, or
- max(input features, output features) <= 16, or
- along some spatial dimension the window (kernel) or the output is larger than the unpadded input
  (3x3 kernels on 2x2 images; the filter gradient of such a layer), or
- it dilates its input (lhs_dilation > 1: the input gradient of a strided convolution) or reverses
  its window.
"""
from __future__ import annotations

import math

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from tag.dialects.attributes import OpLike, as_operation, bool_array, i64_array
from tag.dialects.builders import element_dtype, num_bytes, shape_of
from tag.dialects.dot import DotDims

__all__ = ["LIBRARY_DTYPES", "dot_on_generic_emitter", "conv_on_generic_emitter", "conv_window_exceeds_input",
           "on_generic_emitter", "kernel_path", "relayout_bytes"]

LIBRARY_DTYPES = frozenset({"f32", "bf16", "f16"})   # f16 dots are computed in f32
MIN_DOT_EXTENT = 8          # max(m, k, n) below this: generic
MAX_GENERIC_FEATURES = 16   # max(input, output features) at or below this: generic


def _static_shape(value: ir.Value) -> tuple[int, ...] | None:
    if not isinstance(value.type, ir.RankedTensorType) or not value.type.has_static_shape:
        return None
    return tuple(shape_of(value))


def dot_on_generic_emitter(op: OpLike) -> bool:
    """The module docstring's dot rule (a dynamically shaped dot counts as library: unknown extents)."""
    op = as_operation(op)
    lhs, rhs = op.operands[0], op.operands[1]
    if element_dtype(lhs.type) not in LIBRARY_DTYPES or element_dtype(rhs.type) not in LIBRARY_DTYPES:
        return True
    ls, rs = _static_shape(lhs), _static_shape(rhs)
    if ls is None or rs is None:
        return False
    if op.name == "stablehlo.dot":
        dims = DotDims((), (), (len(ls) - 1,), (0,), len(ls), len(rs))
    else:
        dims = DotDims.from_op(op)
    if not dims.lhs_contracting:             # an outer product: XLA rewrites it into a multiply
        return False
    m = math.prod(ls[d] for d in dims.lhs_free)
    n = math.prod(rs[d] for d in dims.rhs_free)
    k = math.prod(ls[d] for d in dims.lhs_contracting)
    if not dims.lhs_free or not dims.rhs_free or m == 1 or n == 1:
        return True
    if max(m, k, n) < MIN_DOT_EXTENT:
        return True
    return _xla_canonical(dims) and dims.lhs_contracting[0] != len(ls) - 1


def _xla_canonical(dims: DotDims) -> bool:
    """A dot XLA keeps as it is: batch dims leading and in order on both sides, one contracting and at
    most one free dim per side. Any other dot is transposed and reshaped into [batch, m, k] x
    [batch, k, n] first, which puts the lhs's contracting dim last."""
    nb = len(dims.lhs_batch)
    leading = tuple(range(nb))
    return (dims.lhs_batch == leading and dims.rhs_batch == leading and len(dims.lhs_contracting) == 1
            and dims.lhs_rank <= nb + 2 and dims.rhs_rank <= nb + 2)


def _group_count(op: ir.Operation, name: str) -> int:
    return ir.IntegerAttr(op.attributes[name]).value if name in op.attributes else 1


def conv_on_generic_emitter(op: OpLike) -> bool:
    """The module docstring's convolution rule (dynamic shapes count as library)."""
    op = as_operation(op)
    if _group_count(op, "batch_group_count") > 1 or _group_count(op, "feature_group_count") > 1:
        return True
    lhs, rhs, out = op.operands[0], op.operands[1], op.results[0]
    if any(element_dtype(v.type) not in LIBRARY_DTYPES for v in (lhs, rhs, out)):
        return True
    dn = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"])
    spatial = len(dn.input_spatial_dimensions)
    if spatial != 2:
        return True
    ls, ks, os_ = _static_shape(lhs), _static_shape(rhs), _static_shape(out)
    if ls is None or ks is None or os_ is None:
        return False
    if max(ls[dn.input_feature_dimension], os_[dn.output_feature_dimension]) <= MAX_GENERIC_FEATURES:
        return True
    for i in range(spatial):
        size = ls[dn.input_spatial_dimensions[i]]
        if ks[dn.kernel_spatial_dimensions[i]] > size or os_[dn.output_spatial_dimensions[i]] > size:
            return True
    if any(d != 1 for d in i64_array(op, "lhs_dilation") or ()):
        return True
    return any(bool_array(op, "window_reversal") or ())


def conv_window_exceeds_input(op: OpLike) -> bool:
    """A dense convolution whose window (kernel) holds more taps than its unpadded input holds pixels
    (∏ window sizes > ∏ input spatial sizes: a 3x3 kernel on a 2x2 image, 3x1 on 1x1, 7x1 on 3x2): XLA's
    simplifier swaps its operands (the image becomes a reversed kernel) and it runs on the generic
    emitter at a rate of its own (`KernelModel.paths`: "conv_swapped"), 15-20x slower per FLOP than an
    unswapped one. A window longer than the input along one dimension only (7x1 on 3x3: 7 <= 9) is not
    swapped and runs at the library's rate although XLA leaves it a plain convolution
    (tests/test_host_library.py checks the rule against the compiled HLO's window reversal)."""
    op = as_operation(op)
    if op.name != "stablehlo.convolution":
        return False
    dn = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"])
    ls, ks = _static_shape(op.operands[0]), _static_shape(op.operands[1])
    if ls is None or ks is None:
        return False
    return math.prod(ks[k] for k in dn.kernel_spatial_dimensions) > math.prod(ls[i] for i in dn.input_spatial_dimensions)


def kernel_path(op: OpLike) -> str:
    """"" (the library, and every op that is not a dot or a dense convolution: grouped and batch-group
    convolutions have classes of their own), "generic" (the generic emitter) or "swapped" (a generic
    convolution whose window exceeds its input)."""
    op = as_operation(op)
    if op.name == "stablehlo.convolution" and (_group_count(op, "batch_group_count") > 1
                                               or _group_count(op, "feature_group_count") > 1):
        return ""
    if not on_generic_emitter(op):
        return ""
    if op.name == "stablehlo.convolution" and conv_window_exceeds_input(op):
        return "swapped"
    return "generic"


def on_generic_emitter(op: OpLike) -> bool:
    """True for a dot/dot_general or convolution the module's rule sends to the generic emitter;
    False for every other op."""
    op = as_operation(op)
    if op.name in ("stablehlo.dot_general", "stablehlo.dot"):
        return dot_on_generic_emitter(op)
    if op.name == "stablehlo.convolution":
        return conv_on_generic_emitter(op)
    return False


# ------------------------------------------------------------------------------------ relayouts
def _bytes(value: ir.Value) -> int:
    return num_bytes(value) if _static_shape(value) is not None else 0


def _conv_relayout_bytes(op: ir.Operation) -> int:
    """Bytes of the operands and result of a dense convolution that XLA CPU copies through a transpose
    around the kernel: an input or output not in [batch, spatial..., feature] order, a kernel whose
    output-feature dimension is not its last (as compiled: the kernel's other dimensions are taken
    as they come)."""
    dn = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"])
    spatial = len(dn.input_spatial_dimensions)
    canonical_io = list(range(1, spatial + 1))
    total = 0
    if not (dn.input_batch_dimension == 0 and list(dn.input_spatial_dimensions) == canonical_io
            and dn.input_feature_dimension == spatial + 1):
        total += _bytes(op.operands[0])
    if dn.kernel_output_feature_dimension != spatial + 1:
        total += _bytes(op.operands[1])
    if not (dn.output_batch_dimension == 0 and list(dn.output_spatial_dimensions) == canonical_io
            and dn.output_feature_dimension == spatial + 1):
        total += _bytes(op.results[0])
    return total


def _in_order(dims: tuple[int, ...], shape: tuple[int, ...]) -> bool:
    """Whether listing an operand's dims in this order is a bitcast of it (the non-unit dims keep
    their relative order)."""
    kept = [d for d in dims if shape[d] != 1]
    return kept == sorted(kept)


def _dot_relayout_bytes(op: ir.Operation) -> int:
    """Bytes of dot operands XLA CPU transposes before the kernel: an operand of a dot XLA rewrites
    into [batch, m, k] x [batch, k, n] whose dims are not already in that order (a dot XLA keeps as
    it is takes transposed operands without a copy)."""
    lhs, rhs = op.operands[0], op.operands[1]
    ls, rs = _static_shape(lhs), _static_shape(rhs)
    if ls is None or rs is None:
        return 0
    dims = DotDims((), (), (len(ls) - 1,), (0,), len(ls), len(rs)) if op.name == "stablehlo.dot" else DotDims.from_op(op)
    if not dims.lhs_contracting:
        return 0
    if _xla_canonical(dims):             # the kernels take transposed operands as they are
        return 0
    total = 0
    if not _in_order(dims.lhs_batch + dims.lhs_free + dims.lhs_contracting, ls):
        total += _bytes(lhs)
    if not _in_order(dims.rhs_batch + dims.rhs_contracting + dims.rhs_free, rs):
        total += _bytes(rhs)
    return total


def relayout_bytes(op: OpLike) -> int:
    """Bytes XLA CPU copies to put a dot/dot_general or dense convolution's operands (and a
    convolution's result) into the layouts its kernels take; 0 for every other op (and for grouped
    or batch-group convolutions, which have classes of their own)."""
    op = as_operation(op)
    if op.name in ("stablehlo.dot_general", "stablehlo.dot"):
        if element_dtype(op.operands[0].type) not in LIBRARY_DTYPES:
            return 0
        return _dot_relayout_bytes(op)
    if op.name == "stablehlo.convolution" and _group_count(op, "batch_group_count") == 1 \
            and _group_count(op, "feature_group_count") == 1:
        if any(_static_shape(v) is None for v in (op.operands[0], op.operands[1], op.results[0])):
            return 0
        return _conv_relayout_bytes(op)
    return 0
