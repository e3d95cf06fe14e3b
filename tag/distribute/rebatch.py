"""Give a replica its share of the batch: rescale every batch-shaped value of a flat training step.

A value with batch dim d (``batch_dims[node][result] = d``, node numbering of `tag.analysis.graph`:
arguments first, then main's ops in order) has size S along d, a multiple of the global batch B; the
rebatched program has size S // B * rows there. Every op is either row-parallel along the batch (its
rows only read the same rows of its operands: elementwise, broadcasts, layout ops, dots/convolutions
with the batch as a free dim, reductions over other dims, ...) or reduces over the batch (a reduce or
a dot contracting it), which then yields the replica's *partial* sum: summing the replicas' outputs
gives the original one (a mean baked in as sum / B stays a partial mean over the global B).

Anything whose meaning would change with the batch size (slicing, padding or windowing along the
batch, control flow or RNG over batch-shaped values, non-splat batch-shaped constants, unknown ops)
cannot be split: `derive_batch_dims` names those ops (`BatchDerivation.whole`, with the reason) so
the lowering runs them on the whole batch; `rebatch` leaves their attributes alone (they are never
carved from a rebatched module) and `complete_batch_dims` (no whole ops allowed) raises a
`TagError`: this pass never silently produces a wrong program.

Row indices. An iota along the batch dim d is each replica's *local* row index. It may index the
replica's own rows (gather/scatter index components, concatenated or reshaped into indices), but
arithmetic or comparisons on it (a counter-based RNG hashing positions, e.g. JAX's threefry over a
batch-shaped iota) would see different numbers than the unsplit step: such values are not
row-uniform, and their readers are lowered whole. A gather/scatter whose batch dim d is indexed by
such a row-index component of indices batched along the matching dim (`take_along_axis`, the
one-hot scatter of a cross-entropy gradient) is row-parallel: row i reads/writes row i.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from tag.analysis.batch_completion import (
    REJECT_BATCH,
    misplaced_row_index,
    StepNodes,
    check_batch_dims,
    complete_dims,
    row_indexed_gather,
    row_indexed_scatter,
    window_ok,
)
from tag.analysis.batch_dims import add_body, i64s
from tag.analysis.graph import (
    ELEMENTWISE_OPS,
    batch_dims_of,
    extract_ops,
)
from tag.core.model import CompGraph, Role
from tag.dialects.attributes import as_operation
from tag.dialects.constants import resizable_splat, resplat, splat_number
from tag.dialects.context import clone_module
from tag.dialects.diagnostics import TagError, error_from_mlir, span_of_location
from tag.dialects.layout import step_function

__all__ = ["rebatch", "complete_batch_dims", "derive_batch_dims", "BatchDerivation", "whole_nodes", "whole_groups"]

BatchDims = list[list["int | None"]]
Value = tuple[int, int]

# Row-parallel ops whose result types are all that changes (attributes carry no batch extent).
_RETYPE_ONLY = (ELEMENTWISE_OPS - {"stablehlo.all_reduce", "stablehlo.map"}) | frozenset(
    "stablehlo." + n for n in (
        "iota", "broadcast_in_dim", "broadcast", "reshape", "transpose", "dot_general", "dot", "reduce", "compare",
        "select", "convert", "optimization_barrier", "map", "fft",
    ))
def _set_i64s(op: ir.Operation, name: str, values: Sequence[int]) -> None:
    op.attributes[name] = ir.DenseI64ArrayAttr.get([int(v) for v in values], context=op.context)


# --------------------------------------------------------------------------- completing batch dims
@dataclass
class BatchDerivation:
    """Batch dims of every value, and the ops whose batch split cannot be derived (node -> why):
    the lowering runs those on the whole batch (gathering their batch-shaped inputs)."""

    dims: BatchDims
    whole: dict[int, str] = field(default_factory=dict)


def complete_batch_dims(module: ir.Module, batch_dims: Sequence[Sequence[int | None]], *,
                        batch_size: int | None = None) -> BatchDims:
    """`batch_dims` plus every batch-shaped value that must be rebatched alongside the batch.

    Backward: when an op's result has batch dim d, an operand that must then share the batch (a
    same-shaped operand of an elementwise op, a broadcast/transpose/reshape operand whose dim maps to
    d at full size, a concatenate/pad/slice/... operand) gets it too. Such an operand must be
    row-uniform (made only of splat constants, iota, broadcasts, converts, layout and elementwise ops
    of such values, no argument; no arithmetic on a row index: module docstring) or a row-indexed
    scatter, else TagError. Forward: consumers of a newly batched value get result batch dims by
    `tag.analysis.graph.propagate_batch_dim` (reshape only with `batch_size`). Repeats to a fixed
    point. The input lists are not modified."""
    out, problems = complete_dims(module, batch_dims, batch_size)
    if problems:
        message, span = next(iter(problems.values()))
        raise TagError(message, span)
    return out


def derive_batch_dims(module: ir.Module, batch_dims: Sequence[Sequence[int | None]], *,
                      batch_size: int) -> BatchDerivation:
    """`complete_batch_dims` that does not fail: an op reading a batch-shaped value that does not
    derive from the batch, or one `rebatch` cannot split (slicing, padding, windows, control flow,
    RNG, custom calls over the batch, non-splat batch-shaped constants, unknown ops), is recorded in
    `whole` with the reason instead. Values keep their batch dims, so split consumers of a whole
    op's result take their rows of it."""
    out, problems = complete_dims(module, batch_dims, batch_size)
    whole = {n: message for n, (message, _) in problems.items()}
    rows = 1 if batch_size > 1 else 2
    copy = clone_module(module)             # kept alive while its ops are visited
    trial = _Rebatcher(StepNodes.of(copy), [list(b) for b in out], batch_size, rows, whole=dict(whole), collect=True)
    with copy.context, ir.Location.unknown(copy.context):
        for n in range(len(trial.nodes.ops)):
            trial.node(n)
    whole.update(trial.whole)
    del trial, copy
    return BatchDerivation(out, dict(sorted(whole.items())))


def whole_nodes(flat: ir.Module, graph: CompGraph) -> dict[int, str]:
    """The ops of the flat step `flat` (node ids of `graph`, built from it) that run on the whole
    batch under any strategy, with the reason (`derive_batch_dims` from the graph's batch arguments)."""
    raw = extract_ops(step_function(flat), graph.source)
    batch_args = [n.id for n in graph.nodes if n.role is Role.BATCH]
    return derive_batch_dims(flat, batch_dims_of(raw, batch_args, graph.batch_size), batch_size=graph.batch_size).whole


def whole_groups(flat: ir.Module, graph: CompGraph, group_of: Sequence[int]) -> set[int]:
    """The op groups holding a `whole_nodes` op: what the planner must not split."""
    return {int(group_of[n]) for n in whole_nodes(flat, graph)}


# ------------------------------------------------------------------------------------ rebatching
def rebatch(module: ir.Module, batch_dims: Sequence[Sequence[int | None]], batch_size: int, rows: int,
            whole: Sequence[int] = ()) -> ir.Module:
    """A copy of the flat `module` where each value's batch dim d has size S // batch_size * rows.
    Ops in `whole` (run on the whole batch, never carved from the copy) keep their attributes; with
    any, the copy as a whole need not verify (its pieces do, when carved)."""
    if batch_size < 1 or rows < 1:
        raise TagError(f"rebatch needs batch_size >= 1 and rows >= 1, got {batch_size} and {rows}")
    copy = clone_module(module)
    nodes = StepNodes.of(copy)
    check_batch_dims(nodes, batch_dims)
    bd = [list(b) for b in batch_dims]
    with copy.context, ir.Location.unknown(copy.context):
        r = _Rebatcher(nodes, bd, batch_size, rows, whole={n: "" for n in whole})
        for n in range(len(nodes.ops)):
            r.node(n)
        func = nodes.func
        ftype = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
        ins = [a.type for a in func.regions[0].blocks[0].arguments]
        outs = [v.type for v in nodes.returns] if nodes.ret_op is not None else list(ftype.results)
        func.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(ins, outs))
    if not whole:
        _verify(copy)
    return copy


@dataclass
class _Rebatcher:
    nodes: StepNodes
    bd: BatchDims
    batch_size: int
    rows: int
    whole: dict[int, str] = field(default_factory=dict)     # ops run on the whole batch: left alone
    collect: bool = False                                      # record unsplittable ops in `whole`
    orig: list[list[tuple[int, ...] | None]] = field(default_factory=list)
    _batched: set[ir.Value] | None = None

    def __post_init__(self) -> None:
        self.orig = [[self.nodes.shape((n, j)) for j in range(len(vals))] for n, vals in enumerate(self.nodes.values)]
        self.nodes.fixed = self.orig

    def fail(self, n: int, cause: str) -> TagError:
        op = self.nodes.ops[n]
        return TagError(f"unsupported: {cause} at {self.nodes.where(n)} ({op.name})", span_of_location(op.location))

    def new_size(self, size: int, n: int, what: str) -> int:
        if size % self.batch_size:
            raise TagError(f"{what} at {self.nodes.where(n)} has batch extent {size}, not a multiple of the batch "
                           f"size {self.batch_size}")
        return size // self.batch_size * self.rows

    def retype(self, n: int, j: int) -> None:
        d = self.bd[n][j]
        value = self.nodes.values[n][j]
        t = value.type
        if not isinstance(t, ir.RankedTensorType) or not ir.RankedTensorType(t).has_static_shape:
            raise TagError(f"value {j} of node {n} at {self.nodes.where(n)} has batch dim {d} but no static "
                           f"tensor type ({t})")
        rt = ir.RankedTensorType(t)
        shape = list(rt.shape)
        if not 0 <= d < len(shape):
            raise TagError(f"batch dim {d} out of range for {t} at {self.nodes.where(n)}")
        shape[d] = self.new_size(shape[d], n, "value")
        value.set_type(ir.RankedTensorType.get(shape, rt.element_type, rt.encoding))

    def operand_dims(self, n: int) -> list[int | None]:
        return [self.bd[p][k] for p, k in self.nodes.operands[n]]

    def node(self, n: int) -> None:
        op = self.nodes.ops[n]
        if op is None:
            if self.bd[n][0] is not None:
                self.retype(n, 0)
            return
        if n in self.whole:
            # never carved from this module: only its batch-shaped results change type (for the
            # split pieces reading them)
            for j, b in enumerate(self.bd[n]):
                if b is not None:
                    self.retype(n, j)
            return
        if not self.collect:
            self._node(n, op)
            return
        try:
            self._node(n, op)
            self._verify_op(n, op)
        except TagError as err:
            self.whole[n] = err.message
            for j, b in enumerate(self.bd[n]):
                t = self.nodes.values[n][j].type
                if b is not None and isinstance(t, ir.RankedTensorType) and \
                        tuple(ir.RankedTensorType(t).shape) == self.orig[n][j]:
                    self.retype(n, j)

    def _verify_op(self, n: int, op: ir.Operation) -> None:
        """An op whose operands were rebatched must still verify (e.g. a dot contracting the batch of
        one operand with a per-model value of batch shape, such as a loop's result, does not)."""
        try:
            ok = op.verify()
        except ir.MLIRError as err:
            raise self.fail(n, f"rebatched operands do not fit together ({_first_diagnostic(err)})") from None
        if ok is False:
            raise self.fail(n, "rebatched operands do not fit together")

    def _node(self, n: int, op: ir.Operation) -> None:
        in_bd = self.operand_dims(n)
        out_bd = self.bd[n]
        touched = any(b is not None for b in in_bd) or any(b is not None for b in out_bd)
        name = op.name
        if name in REJECT_BATCH:
            if touched or (len(op.regions) and self._captures_batch(op)):
                raise self.fail(n, REJECT_BATCH[name])
            return
        if not touched:
            return
        if name == "stablehlo.reshape" and in_bd[0] is not None and out_bd[0] is None:
            raise self.fail(n, "reshape that does not keep the batch as the outer factor of a dim "
                               "(micro-batches, or time-major rows merged as time x batch)")
        fix = _FIXERS.get(name)
        if fix is None and name not in _RETYPE_ONLY:
            raise self.fail(n, f"op {name} on batch-shaped values")
        for j, b in enumerate(out_bd):
            if b is not None:
                self.retype(n, j)
        if fix is not None:
            fix(self, n, op, in_bd, out_bd)

    def _captures_batch(self, op: ir.Operation) -> bool:
        if self._batched is None:
            self._batched = {self.nodes.values[p][k] for p in range(len(self.nodes.ops))
                             for k, b in enumerate(self.bd[p]) if b is not None}
        batched = self._batched
        found = False

        def visit(inner: ir.Operation) -> ir.WalkResult:
            nonlocal found
            if any(v in batched for v in inner.operands):
                found = True
                return ir.WalkResult.INTERRUPT
            return ir.WalkResult.ADVANCE

        for region in op.regions:
            for blk in region.blocks:
                for inner in blk.operations:
                    as_operation(inner).walk(visit)
                    if found:
                        return True
        return False

    def extent(self, v: Value, d: int) -> int:
        """Size of dim d of value v before rebatching."""
        shape = self.orig[v[0]][v[1]]
        return shape[d] if shape is not None else -1

    def rank(self, v: Value) -> int:
        return len(self.orig[v[0]][v[1]] or ())


# ---------------------------------------------------------------------------------- per-op fixes
def _fix_constant(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    if not resizable_splat(op):
        kind = "complex" if splat_number(op) is not None else "non-splat"
        raise r.fail(n, f"{kind} constant of batch shape")
    resplat(op, op.results[0].type)


def _resize_full_window(r: _Rebatcher, n: int, op: ir.Operation, d: int, attr: str, full: bool, what: str) -> None:
    """A slice-like op that keeps the whole batch dim d (`full`): its window size `attr[d]` follows
    the operand's new size; anything else cuts the batch and is rejected."""
    size = r.extent(r.nodes.operands[n][0], d)
    sizes = i64s(op, attr)
    if not full or sizes[d] != size:
        raise r.fail(n, f"{what} along the batch dim")
    sizes[d] = r.new_size(size, n, f"{what} operand")
    _set_i64s(op, attr, sizes)


def _fix_slice(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    d = in_bd[0]
    if d is None:
        return
    start = i64s(op, "start_indices")
    strides = i64s(op, "strides") or [1] * len(start)
    _resize_full_window(r, n, op, d, "limit_indices", start[d] == 0 and strides[d] == 1 and out_bd[0] == d, "slice")


def _fix_dynamic_slice(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    d = in_bd[0]
    if any(b is not None for b in in_bd[1:]):
        raise r.fail(n, "batch-shaped dynamic_slice start index")
    if d is None:
        return
    _resize_full_window(r, n, op, d, "slice_sizes", out_bd[0] == d, "dynamic_slice")


def _fix_dynamic_update_slice(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    d = in_bd[0]
    if any(b is not None for b in in_bd[2:]):
        raise r.fail(n, "batch-shaped dynamic_update_slice start index")
    if d is None or out_bd[0] != d or in_bd[1] != d:
        raise r.fail(n, "dynamic_update_slice along the batch dim")


def _fix_pad(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    d = in_bd[0]
    if in_bd[1] is not None:
        raise r.fail(n, "batch-shaped padding value")
    if d is None or out_bd[0] != d or any(i64s(op, k)[d] != 0 for k in
                                          ("edge_padding_low", "edge_padding_high", "interior_padding")):
        raise r.fail(n, "padding along the batch dim")


def _fix_reverse(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    if in_bd[0] is None or in_bd[0] in i64s(op, "dimensions") or out_bd[0] != in_bd[0]:
        raise r.fail(n, "reverse along the batch dim")


def _fix_concatenate(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    axis = int(ir.IntegerAttr(op.attributes["dimension"]).value)
    d = out_bd[0]
    if d is None or d == axis or any(b != d for b in in_bd):
        raise r.fail(n, "concatenate along or across the batch dim")


def _fix_sort(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    axis = int(ir.IntegerAttr(op.attributes["dimension"]).value)
    d = out_bd[0]
    rank = r.rank((n, 0))
    if d is None or d == axis % max(rank, 1) or any(b != d for b in in_bd) or any(b != d for b in out_bd):
        raise r.fail(n, "sort along the batch dim")


def _fix_reduce(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    """A reduce over the batch dim is split only as a sum from zero of one input (each replica's
    result a partial sum the AllReduce adds up): a max, min, any, argmax or product over the batch
    runs whole."""
    half = len(op.operands) // 2
    dims = set(i64s(op, "dimensions"))
    if not any(b is not None and b in dims for b in in_bd[:half]):
        return
    init = r.nodes.ops[r.nodes.operands[n][1][0]]
    zero = init is not None and init.name == "stablehlo.constant" and splat_number(init) == 0
    if half != 1 or not add_body(op) or not zero:
        raise r.fail(n, "reduce over the batch dim that is not a sum from zero (max, min, any, argmax, ...): "
                        "replicas cannot add up their parts")


def _fix_reduce_window(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    half = len(in_bd) // 2
    d = in_bd[0]
    if any(b is not None for b in in_bd[half:]):
        raise r.fail(n, "batch-shaped reduce_window init value")
    if d is None or any(b != d for b in in_bd[:half]) or any(b != d for b in out_bd) or not window_ok(op, d):
        raise r.fail(n, "reduce_window along the batch dim")


def _fix_select_and_scatter(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    d = in_bd[0]
    if d is None or in_bd[1] != d or in_bd[2] is not None or out_bd[0] != d or not window_ok(op, d):
        raise r.fail(n, "select_and_scatter along the batch dim")


def _fix_convolution(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    """Batch-parallel: the batch on the input batch dim (any feature grouping, no batch grouping),
    or contracted: on the input feature dim and the kernel input feature dim (weight gradients; no
    feature grouping, which would split it), or on the kernel output features (1x1 groups)."""
    dn = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"])
    fg, bg = (int(ir.IntegerAttr(op.attributes[k]).value) if k in op.attributes else 1
              for k in ("feature_group_count", "batch_group_count"))
    lhs, rhs = in_bd[0], in_bd[1]
    out = out_bd[0]
    if lhs == dn.input_batch_dimension:
        ok = bg == 1 and rhs is None and out == dn.output_batch_dimension
    elif lhs == dn.input_feature_dimension and fg > 1:
        # per-sample weight gradients (torch-mlir): the batch is the feature dim, one feature group
        # per batch row (fg a multiple of B), the kernel's and output's features follow the groups
        ok = bg == 1 and fg % r.batch_size == 0 and rhs == dn.kernel_output_feature_dimension \
            and out == dn.output_feature_dimension
        if ok:
            op.attributes["feature_group_count"] = ir.IntegerAttr.get(
                ir.IntegerType.get_signless(64), fg // r.batch_size * r.rows)
    elif lhs == dn.input_feature_dimension:
        ok = fg == 1 and rhs == dn.kernel_input_feature_dimension and out is None
    elif lhs is None:
        ok = fg == 1 and bg == 1 and rhs == dn.kernel_output_feature_dimension and out == dn.output_feature_dimension
    else:
        ok = False
    if not ok:
        raise r.fail(n, "convolution over the batch in a non-batch-parallel way")


def _own_rows_only(r: _Rebatcher, n: int, indices, ivd: int, index_map: list[int], e: int, d: int | None) -> None:
    """A gather/scatter whose indices hold the row index (local after the split) anywhere but as
    the component addressing the operand's own batch rows is not split (`misplaced_row_index`)."""
    rows = r.extent(r.nodes.operands[n][0], d) if d is not None else None
    comp = misplaced_row_index(r.nodes, indices, ivd, index_map, e, d, rows)
    if comp is not None:
        raise r.fail(n, f"{_op_kind(r, n)} at a row index (index component {comp}) that addresses another dim "
                        "than the operand's batch rows (e.g. the diagonal of a batch x batch matrix)")


def _op_kind(r: _Rebatcher, n: int) -> str:
    return r.nodes.ops[n].name.split(".")[-1]


def _fix_gather(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    d = in_bd[0]
    dn = stablehlo.GatherDimensionNumbers(op.attributes["dimension_numbers"])
    if in_bd[1] is not None and in_bd[1] == dn.index_vector_dim:
        raise r.fail(n, "gather with the batch along its index vector")
    if in_bd[1] is not None:
        _own_rows_only(r, n, r.nodes.operands[n][1], dn.index_vector_dim, list(dn.start_index_map), in_bd[1], d)
    if d is None:
        return
    batching = list(dn.operand_batching_dims)
    if d in batching:
        if in_bd[1] != list(dn.start_indices_batching_dims)[batching.index(d)]:
            raise r.fail(n, "batched gather whose indices do not share the operand's batch")
        return
    row = row_indexed_gather(r.nodes, n, d)
    if row is not None:
        if in_bd[1] != row:
            raise r.fail(n, "gather at row indices that do not share the operand's batch")
        return                                  # row i reads row i: nothing but types changes
    size = r.extent(r.nodes.operands[n][0], d)
    sizes = i64s(op, "slice_sizes")
    if d in dn.collapsed_slice_dims or sizes[d] != size:
        raise r.fail(n, "gather of part of the batch")
    if not any(b is not None for b in out_bd):
        raise r.fail(n, "gather of the whole batch into a value without batch dim")
    sizes[d] = r.new_size(size, n, "gather operand")
    _set_i64s(op, "slice_sizes", sizes)


def _fix_scatter(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    k = len(op.results)
    operands_bd, idx_bd, upd_bd = in_bd[:k], in_bd[k], in_bd[k + 1:]
    dn = stablehlo.ScatterDimensionNumbers(op.attributes["scatter_dimension_numbers"])
    uwd = list(dn.update_window_dims)
    if idx_bd is not None and idx_bd == dn.index_vector_dim:
        raise r.fail(n, "scatter with the batch along its index vector")
    d = operands_bd[0]
    if idx_bd is not None:
        _own_rows_only(r, n, r.nodes.operands[n][k], dn.index_vector_dim, list(dn.scattered_dims_to_operand_dims),
                       idx_bd, d)
    if any(b != d for b in operands_bd) or any(b != d for b in out_bd):
        raise r.fail(n, "scatter mixing batched and unbatched operands")
    if d is None:
        # row-parallel updates scattered into per-model state: only along update scatter dims
        if any(b is not None and b in uwd for b in upd_bd):
            raise r.fail(n, "scatter of a batch window into a value without batch dim")
        if any(b is not None for b in upd_bd) and idx_bd is None:
            raise r.fail(n, "scatter of batch-shaped updates at indices that do not share the batch")
        return
    if d in dn.input_batching_dims:
        want_idx = list(dn.scatter_indices_batching_dims)[list(dn.input_batching_dims).index(d)]
        if idx_bd != want_idx or any(b is None or b in uwd for b in upd_bd):
            raise r.fail(n, "batched scatter whose indices/updates do not share the operand's batch")
        return
    row = row_indexed_scatter(r.nodes, n, d)
    if row is not None:
        if idx_bd != row[0] or any(b != row[1] for b in upd_bd):
            raise r.fail(n, "scatter at row indices whose updates do not share the operand's batch")
        return                                  # row i writes row i: nothing but types changes
    if d in dn.inserted_window_dims or d in dn.scattered_dims_to_operand_dims:
        raise r.fail(n, "scatter into part of the batch")
    window_operand_dims = [i for i in range(r.rank(r.nodes.operands[n][0]))
                           if i not in dn.inserted_window_dims and i not in dn.input_batching_dims]
    want = uwd[window_operand_dims.index(d)]
    if any(b != want for b in upd_bd) or idx_bd is not None:
        raise r.fail(n, "scatter whose updates do not span the operand's batch")


def _fix_broadcast_in_dim(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    """A batched operand must land on the result's batch dim: one placed on another dim (a shared
    arange serving as a reflection padding's spatial index and as the batch row index) would be
    rebatched to a replica's rows there — and, at one row, silently broadcast back to full size."""
    b = in_bd[0]
    if b is not None and i64s(op, "broadcast_dimensions")[b] != out_bd[0]:
        raise r.fail(n, "broadcast of a batch-shaped value into another dim than the result's batch dim")


_FIXERS = {
    "stablehlo.broadcast_in_dim": _fix_broadcast_in_dim,
    "stablehlo.constant": _fix_constant,
    "stablehlo.slice": _fix_slice,
    "stablehlo.dynamic_slice": _fix_dynamic_slice,
    "stablehlo.dynamic_update_slice": _fix_dynamic_update_slice,
    "stablehlo.pad": _fix_pad,
    "stablehlo.reverse": _fix_reverse,
    "stablehlo.concatenate": _fix_concatenate,
    "stablehlo.sort": _fix_sort,
    "stablehlo.reduce_window": _fix_reduce_window,
    "stablehlo.reduce": _fix_reduce,
    "stablehlo.select_and_scatter": _fix_select_and_scatter,
    "stablehlo.convolution": _fix_convolution,
    "stablehlo.gather": _fix_gather,
    "stablehlo.scatter": _fix_scatter,
}


def _first_diagnostic(err: ir.MLIRError) -> str:
    diags = list(getattr(err, "error_diagnostics", []) or [])
    return str(diags[0].message) if diags else str(err).splitlines()[0]


def _verify(module: ir.Module) -> None:
    try:
        module.operation.verify()
    except ir.MLIRError as err:
        raise error_from_mlir(err, "rebatched module does not verify") from None
