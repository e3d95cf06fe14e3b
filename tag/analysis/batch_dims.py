"""Batch dimensions of a flat training step's values, by forward propagation from the batch arguments.

`batch_dims_of(raw, batch_args, batch_size)` gives, per node and per result of `analysis.graph`'s op
table, the dimension that carries the batch (None: none): batch arguments carry it on the dim
`batch_axis` names (the leading one, or the batch-sized one of a time-major input) and
`propagate_batch_dim` maps it through each op (rules in its docstring). The lowering completes these
dims backwards (`analysis.batch_completion`: a broadcast of a row-uniform value to a batched operand's
shape is rebatched too); `analysis.graph.build_graph` stores the completed dims on the graph's nodes.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from tag.dialects.attributes import i64_array
from tag.dialects.dot import DotDims

if TYPE_CHECKING:
    from .graph import StepOps

Shape = tuple[int, ...]

__all__ = ["ELEMENTWISE_OPS", "propagate_batch_dim", "batch_dims_of", "batch_axis", "i64s"]

ELEMENTWISE_OPS = frozenset("stablehlo." + n for n in (
    "add", "subtract", "multiply", "divide", "maximum", "minimum", "power", "remainder", "and", "or", "xor",
    "not", "negate", "abs", "exponential", "log", "log_plus_one", "exponential_minus_one", "tanh", "logistic",
    "sqrt", "rsqrt", "cbrt", "sine", "cosine", "tan", "floor", "ceil", "round_nearest_afz",
    "round_nearest_even", "sign", "select", "clamp", "compare", "convert", "atan2", "is_finite", "popcnt",
    "shift_left", "shift_right_arithmetic", "shift_right_logical", "count_leading_zeros", "real", "imag",
    "complex", "reduce_precision", "copy", "bitcast_convert", "map", "all_reduce", "erf",
)) | {"sdy.sharding_constraint", "sdy.reshard", "chlo.erf", "chlo.erf_inv"}


def i64s(op: ir.Operation, name: str) -> list[int]:
    return i64_array(op, name) or []


def add_body(op: ir.Operation) -> bool:
    """Whether a reduce's (or scatter's) body is a single add (a scalar sum)."""
    if not len(op.regions) or not len(op.regions[0].blocks):
        return False
    names = [inner.operation.name for inner in op.regions[0].blocks[0].operations]
    return names == ["stablehlo.add", "stablehlo.return"]


def propagate_batch_dim(name: str, op: ir.Operation, bds: list[int | None], in_shapes: list[Shape | None],
                         out_shapes: tuple[Shape | None, ...], batch_size: int) -> list[int | None]:
    """Batch dim of each result, given each operand's batch dim (None: no batch dim).

    - elementwise (incl. convert, select, compare, clamp): a result gets the batch dim of the first
      operand of the same shape that has one;
    - broadcast_in_dim: operand dim d → broadcast_dimensions[d] when its size is unchanged;
    - transpose: result dim i = operand dim permutation[i];
    - reshape: kept at result dim k when the product of the leading dims is preserved
      (Π S[:d] = Π T[:k]) and both sizes are multiples of the batch size (merging/splitting inner
      dims keeps the batch as the outermost factor);
    - dot_general: batching and free dims map to the result (lhs first); contracted → none;
    - reduce / reduce_window / reverse / slice / pad / concatenate / sort / dynamic_slice: kept
      unless the op reduces, windows, cuts, pads or concatenates along the batch dim;
    - convolution: input batch dim → output batch dim;
    - gather: a batch dim of the indices maps to its output batch position; scatter,
      dynamic_update_slice, select_and_scatter: the operand's batch dim (a dynamic_update_slice into
      an operand without one: the update's, when the update covers that dim whole);
    - fft: kept when it is one of the leading dims (the transform runs over the trailing
      len(fft_length) dims);
    - optimization_barrier: per operand;
    - while: result i keeps operand i's carried batch dim (`batch_dims_of` adds loop results that
      start from no batch value: `_loop_result_dims`). The loop itself is never split; its results
      are the whole batch's, and a reader split along that dim takes its rows;
    - anything else: none.
    """
    n_out = len(out_shapes)
    none = [None] * n_out
    if not any(b is not None for b in bds):
        return none
    if name in ELEMENTWISE_OPS:
        out = []
        for shape in out_shapes:
            got = None
            for b, s in zip(bds, in_shapes):
                if b is not None and s == shape:
                    got = b
                    break
            out.append(got)
        return out
    if name == "stablehlo.optimization_barrier":
        return [bds[i] if i < len(bds) and in_shapes[i] == out_shapes[i] else None for i in range(n_out)]
    if name == "stablehlo.while":
        return [bds[i] if i < len(bds) and in_shapes[i] == out_shapes[i] else None for i in range(n_out)]
    b0 = bds[0]
    s0 = in_shapes[0] if in_shapes else None
    out0 = out_shapes[0] if out_shapes else None
    if out0 is None:
        return none
    if name == "stablehlo.broadcast_in_dim":
        if b0 is None or s0 is None:
            return none
        dims = i64s(op, "broadcast_dimensions")
        if b0 < len(dims) and out0[dims[b0]] == s0[b0]:
            return [dims[b0]]
        return none
    if name == "stablehlo.broadcast":
        return [b0 + len(i64s(op, "broadcast_sizes"))] if b0 is not None else none
    if name == "stablehlo.transpose":
        perm = i64s(op, "permutation")
        return [perm.index(b0)] if b0 is not None and b0 in perm else none
    if name == "stablehlo.reshape":
        if b0 is None or s0 is None:
            return none
        lead = math.prod(s0[:b0])
        prod = 1
        for k, size in enumerate(out0):
            if prod == lead and size % batch_size == 0 and s0[b0] % batch_size == 0:
                return [k]
            prod *= size
            if prod > lead:
                break
        return none
    if name == "stablehlo.dot_general":
        dims = DotDims.from_op(op)
        if b0 is not None:
            got = dims.lhs_result_dim(b0)
            if got is not None:
                return [got]
        if len(bds) > 1 and bds[1] is not None:
            got = dims.rhs_result_dim(bds[1])
            if got is not None:
                return [got]
        return none
    if name == "stablehlo.dot":
        if b0 == 0 and s0 is not None and len(s0) == 2:
            return [0]
        if len(bds) > 1 and bds[1] == 1:
            return [len(out0) - 1]
        return none
    if name == "stablehlo.reduce":
        half = len(bds) // 2
        dims = set(i64s(op, "dimensions"))
        b = next((x for x in bds[:half] if x is not None), None)
        if b is None or b in dims:
            return none
        return [b - sum(1 for d in dims if d < b)] * n_out
    if name in ("stablehlo.reduce_window", "stablehlo.select_and_scatter"):
        if b0 is None:
            return none
        if name == "stablehlo.select_and_scatter":
            return [b0] if out0 == s0 else none
        window = i64s(op, "window_dimensions")
        strides = i64s(op, "window_strides") or [1] * len(window)
        if window[b0] == 1 and strides[b0] == 1 and out0[b0] == s0[b0]:
            return [b0] * n_out
        return none
    if name == "stablehlo.reverse":
        return [b0] if b0 is not None and b0 not in i64s(op, "dimensions") else none
    if name in ("stablehlo.slice", "stablehlo.pad", "stablehlo.dynamic_slice"):
        if b0 is None or s0 is None:
            return none
        return [b0] if out0[b0] == s0[b0] and (name != "stablehlo.pad" or _pad_free(op, b0)) else none
    if name == "stablehlo.concatenate":
        axis = int(ir.IntegerAttr(op.attributes["dimension"]).value)
        found = {b for b in bds if b is not None}
        if len(found) == 1 and axis not in found:
            return [found.pop()]
        return none
    if name == "stablehlo.sort":
        axis = int(ir.IntegerAttr(op.attributes["dimension"]).value)
        b = next((x for x in bds if x is not None), None)
        rank = len(out0)
        return [b] * n_out if b is not None and b != axis % max(rank, 1) else none
    if name == "stablehlo.convolution":
        dn = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"])
        if b0 is not None and b0 == dn.input_batch_dimension:
            return [dn.output_batch_dimension]
        return none
    if name == "stablehlo.dynamic_update_slice" and b0 is None and len(bds) > 1 and bds[1] is not None:
        # an update batched along a dim it covers whole (a time step's rows written into a
        # zero-initialised [T, B, ...] stack): the result is batched there too
        b1, s1 = bds[1], in_shapes[1]
        return [b1] if s1 is not None and s0 == out0 and s1[b1] == out0[b1] else none
    if name in ("stablehlo.scatter", "stablehlo.dynamic_update_slice"):
        return [b0] + [None] * (n_out - 1) if b0 is not None and s0 == out0 else none
    if name == "stablehlo.gather":
        return [_gather_batch_dim(op, bds, in_shapes, out0)]
    if name == "stablehlo.fft":
        return [b0] if b0 is not None and b0 < fft_batch_rank(op, len(out0)) else none
    return none


def fft_batch_rank(op: ir.Operation, rank: int) -> int:
    """An FFT transforms its operand's trailing len(fft_length) dims; the leading ones are batch."""
    return rank - len(i64s(op, "fft_length"))


def _loop_result_dims(raw: "StepOps", n: int, got: list[int | None], bds: list[int | None],
                      in_shapes: list[Shape | None], batch_size: int, model_types: set[str]) -> list[int | None]:
    """Batch dims of a loop's results (node n, reading batch-shaped operands) that no carried
    operand gives: that of the first batched operand of the result's shape (a time-major sequence
    stacked like the loop's input), else the result's one dim of extent exactly `batch_size` (an
    RNN's state started from zeros). Never for a result of a non-batch argument's type (a gradient
    accumulated in a backward loop is per-model)."""
    out = list(got)
    for i, shape in enumerate(raw.shapes[n]):
        if out[i] is not None or shape is None or raw.types[n][i] in model_types:
            continue
        like = next((b for b, s in zip(bds, in_shapes) if b is not None and s == shape), None)
        if like is None and batch_size > 1:
            dims = [d for d, size in enumerate(shape) if size == batch_size]
            like = dims[0] if len(dims) == 1 else None
        out[i] = like
    return out


def _pad_free(op: ir.Operation, dim: int) -> bool:
    return all(i64s(op, key)[dim] == 0 for key in ("edge_padding_low", "edge_padding_high", "interior_padding"))


def _gather_batch_dim(op: ir.Operation, bds: list[int | None], in_shapes: list[Shape | None],
                      out0: Shape) -> int | None:
    """Indices' batch dim → the output's batch position (dims not in offset_dims, in order)."""
    if len(bds) < 2 or bds[1] is None or in_shapes[1] is None:
        return None
    dn = stablehlo.GatherDimensionNumbers(op.attributes["dimension_numbers"])
    ivd = dn.index_vector_dim
    if bds[1] == ivd:
        return None
    idx_dims = [d for d in range(len(in_shapes[1])) if d != ivd]
    batch_positions = [d for d in range(len(out0)) if d not in set(dn.offset_dims)]
    j = idx_dims.index(bds[1])
    return batch_positions[j] if j < len(batch_positions) else None


def batch_axis(shape: Shape | None, batch_size: int) -> int | None:
    """The dim of a batch argument of `shape` that carries the batch: the leading dim when it is the
    batch size; else the first dim that is (a time-major input, `[T, B, ...]`, as PyTorch's RNNs and
    nn.MultiheadAttention take by default); else the leading dim when it is a multiple of the batch
    size (rows flattened with another dim, `[B*T, ...]`); else None (the argument is not split). A
    time-major input whose time extent equals the batch size is taken as batch-major: shapes cannot
    tell them apart (its time slices then run whole, `distribute.rebatch`)."""
    if not shape:
        return None
    if shape[0] == batch_size:
        return 0
    for d, extent in enumerate(shape):
        if extent == batch_size:
            return d
    return 0 if shape[0] % batch_size == 0 else None


def batch_dims_of(raw: StepOps, batch_args: list[int], batch_size: int) -> list[list[int | None]]:
    """Per node, per result: the batch dim (see `propagate_batch_dim`; loops: `_loop_result_dims`);
    a batch argument's is its `batch_axis`."""
    out: list[list[int | None]] = []
    batch = set(batch_args)
    model_types = {raw.types[a][0] for a in range(raw.num_args) if a not in batch}
    for n in range(len(raw.ops)):
        if n < raw.num_args:
            out.append([batch_axis(raw.shapes[n][0], batch_size) if n in batch else None])
            continue
        bds = [out[p][j] for p, j in raw.operands[n]]
        in_shapes = [raw.shapes[p][j] for p, j in raw.operands[n]]
        if any(s is None for s in raw.shapes[n]):
            out.append([None] * len(raw.shapes[n]))
            continue
        got = propagate_batch_dim(raw.names[n], raw.ops[n], bds, in_shapes, raw.shapes[n], batch_size)
        if raw.names[n] == "stablehlo.while" and any(b is not None for b in bds):
            got = _loop_result_dims(raw, n, got, bds, in_shapes, batch_size, model_types)
        out.append(got)
    return out
