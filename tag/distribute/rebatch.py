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
is a `TagError`: this pass never silently produces a wrong program.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from tag.analysis.graph import ELEMENTWISE_OPS, propagate_batch_dim
from tag.dialects.attributes import as_operation
from tag.dialects.context import clone_module
from tag.dialects.diagnostics import TagError, error_from_mlir, span_of_location
from tag.dialects.layout import step_function

__all__ = ["rebatch", "complete_batch_dims"]

BatchDims = list[list["int | None"]]
Value = tuple[int, int]

# Row-parallel ops whose result types are all that changes (attributes carry no batch extent).
_RETYPE_ONLY = (ELEMENTWISE_OPS - {"stablehlo.all_reduce", "stablehlo.map"}) | frozenset(
    "stablehlo." + n for n in (
        "iota", "broadcast_in_dim", "broadcast", "reshape", "transpose", "dot_general", "dot", "reduce", "compare",
        "select", "convert", "optimization_barrier", "map",
    ))
# Ops that must not read or produce batch-shaped values.
_REJECT = {
    "stablehlo.while": "control flow over batch-shaped values",
    "stablehlo.case": "control flow over batch-shaped values",
    "stablehlo.if": "control flow over batch-shaped values",
    "stablehlo.rng": "random numbers of batch shape",
    "stablehlo.rng_bit_generator": "random numbers of batch shape",
    "stablehlo.dynamic_reshape": "dynamic reshape of batch-shaped values",
    "stablehlo.custom_call": "custom call on batch-shaped values",
}
# Ops whose operands all share the result's shape (modulo scalars / predicates): backward propagation.
_SAME_SHAPE = ELEMENTWISE_OPS | {"stablehlo.compare", "stablehlo.select", "stablehlo.clamp", "stablehlo.convert"}
# Ops whose regions are scalar computations (no batch-shaped values inside).
_SCALAR_REGIONS = frozenset("stablehlo." + n for n in (
    "reduce", "sort", "scatter", "reduce_window", "select_and_scatter", "map", "all_reduce"))
# Producers a batch-shaped value may come from without deriving from the batch (row-uniform values).
_ROW_UNIFORM = (ELEMENTWISE_OPS - {"stablehlo.all_reduce", "stablehlo.map", "sdy.sharding_constraint", "sdy.reshard"}) | {
    "stablehlo.constant", "stablehlo.iota", "stablehlo.broadcast_in_dim", "stablehlo.convert",
    "stablehlo.reshape", "stablehlo.transpose",
}


# ------------------------------------------------------------------------------------ node table
@dataclass
class _Nodes:
    """Main's values by node id: arguments first, then ops (terminator excluded)."""

    func: ir.Operation
    n_args: int
    ops: list[ir.Operation | None] = field(default_factory=list)       # None for arguments
    values: list[list[ir.Value]] = field(default_factory=list)         # per node, per result
    operands: list[list[Value]] = field(default_factory=list)
    returns: list[ir.Value] = field(default_factory=list)
    ret_op: ir.Operation | None = None

    @staticmethod
    def of(module: ir.Module) -> "_Nodes":
        func = step_function(module)
        if len(func.regions[0].blocks) != 1:
            raise TagError("the training step must be a single-block function (flatten it first)",
                           span_of_location(func.location))
        block = func.regions[0].blocks[0]
        table = _Nodes(func, len(block.arguments))
        where: dict[ir.Value, Value] = {}
        for i, arg in enumerate(block.arguments):
            table.ops.append(None)
            table.values.append([arg])
            table.operands.append([])
            where[arg] = (i, 0)
        for view in block.operations:
            op = as_operation(view)
            if op.name == "func.return":
                table.returns = list(op.operands)
                table.ret_op = op
                continue
            node = len(table.ops)
            table.ops.append(op)
            table.operands.append([where[v] for v in op.operands])
            results = list(op.results)
            table.values.append(results)
            for j, r in enumerate(results):
                where[r] = (node, j)
        return table

    def shape(self, v: Value) -> tuple[int, ...] | None:
        t = self.values[v[0]][v[1]].type
        if not isinstance(t, ir.RankedTensorType):
            return None
        rt = ir.RankedTensorType(t)
        return tuple(int(d) for d in rt.shape) if rt.has_static_shape else None

    def where(self, n: int) -> str:
        op = self.ops[n]
        loc = op.location if op is not None else self.func.location
        span = span_of_location(loc)
        return str(span) if span else "<unknown>"


def _check_batch_dims(nodes: _Nodes, batch_dims: Sequence[Sequence[int | None]]) -> None:
    if len(batch_dims) != len(nodes.ops):
        raise TagError(f"batch_dims has {len(batch_dims)} entries but main has {len(nodes.ops)} nodes")
    for n, bds in enumerate(batch_dims):
        if len(bds) != len(nodes.values[n]):
            raise TagError(f"batch_dims[{n}] has {len(bds)} entries but node {n} has "
                           f"{len(nodes.values[n])} results")


def _i64s(op: ir.Operation, name: str) -> list[int]:
    return [int(x) for x in ir.DenseI64ArrayAttr(op.attributes[name])] if name in op.attributes else []


def _set_i64s(op: ir.Operation, name: str, values: Sequence[int]) -> None:
    op.attributes[name] = ir.DenseI64ArrayAttr.get([int(v) for v in values], context=op.context)


# --------------------------------------------------------------------------- completing batch dims
def complete_batch_dims(module: ir.Module, batch_dims: Sequence[Sequence[int | None]], *,
                        batch_size: int | None = None) -> BatchDims:
    """`batch_dims` plus every batch-shaped value that must be rebatched alongside the batch.

    Backward: when an op's result has batch dim d, an operand that must then share the batch (a
    same-shaped operand of an elementwise op, a broadcast/transpose/reshape operand whose dim maps to
    d at full size, a concatenate/pad/slice/... operand) gets it too. Such an operand must be
    row-uniform (made only of splat constants, iota, broadcasts, converts, layout and elementwise ops
    of such values, no argument), else TagError. Forward: consumers of a newly batched value get
    result batch dims by `tag.analysis.graph.propagate_batch_dim` (reshape only with `batch_size`).
    Repeats to a fixed point. The input lists are not modified."""
    nodes = _Nodes.of(module)
    _check_batch_dims(nodes, batch_dims)
    out: BatchDims = [list(b) for b in batch_dims]
    users: list[list[int]] = [[] for _ in nodes.ops]
    for n, ops in enumerate(nodes.operands):
        for p, _ in ops:
            if not users[p] or users[p][-1] != n:
                users[p].append(n)
    uniform: dict[tuple[int, int], bool] = {}

    def row_uniform(n: int, d: int) -> bool:
        """Whether node n's (single) result is constant along dim d without reading the batch."""
        stack = [(n, d)]
        while stack:
            key = stack[-1]
            if key in uniform:
                stack.pop()
                continue
            needs = _uniform_needs(nodes, *key)
            if needs is None:
                uniform[key] = False
                stack.pop()
                continue
            pending = [k for k in needs if k not in uniform]
            if pending:
                stack.extend(pending)
                continue
            uniform[key] = all(uniform[k] for k in needs)
            stack.pop()
        return uniform[(n, d)]

    work: list[Value] = [(n, j) for n, bds in enumerate(out) for j, b in enumerate(bds) if b is not None]
    pending: list[tuple[Value, int, int]] = []

    def mark(v: Value, d: int, reader: int) -> None:
        cur = out[v[0]][v[1]]
        if cur is not None:
            return
        if not row_uniform(v[0], d):
            pending.append((v, d, reader))      # forward propagation may still batch it
            return
        out[v[0]][v[1]] = d
        work.append(v)

    while work:
        n, j = work.pop()
        op = nodes.ops[n]
        d = out[n][j]
        if op is not None:
            for v, vd in _required_operand_dims(nodes, n, j, d):
                mark(v, vd, n)
        for u in users[n]:
            uop = nodes.ops[u]
            if uop.name == "stablehlo.reshape" and batch_size is None:
                continue
            if uop.name in _REJECT or len(uop.regions) and uop.name not in _SCALAR_REGIONS:
                continue
            shapes = [nodes.shape(v) for v in nodes.operands[u]]
            res_shapes = tuple(nodes.shape((u, k)) for k in range(len(nodes.values[u])))
            if any(s is None for s in res_shapes):
                continue
            bds = [out[p][k] for p, k in nodes.operands[u]]
            got = propagate_batch_dim(uop.name, uop, bds, shapes, res_shapes, batch_size or 1)
            if uop.name == "stablehlo.scatter":
                got = [g if g is not None else s for g, s in zip(got, _scatter_result_dims(nodes, u, bds))]
            if uop.name == "stablehlo.gather" and got[0] is None:
                got = [_gather_window_result_dim(nodes, u, bds)]
            for k, b in enumerate(got):
                if b is not None and out[u][k] is None:
                    out[u][k] = b
                    work.append((u, k))
            if uop.name == "stablehlo.gather":
                for v, vd in _gather_operand_dims(nodes, u, bds):
                    mark(v, vd, u)
    for v, d, reader in pending:
        if out[v[0]][v[1]] != d:
            what = nodes.ops[v[0]].name if nodes.ops[v[0]] is not None else f"argument {v[0]}"
            raise TagError(f"value of batch shape at {nodes.where(v[0])} does not derive from the batch "
                           f"({what} read by {nodes.ops[reader].name} at {nodes.where(reader)})",
                           span_of_location(nodes.ops[reader].location))
    return out


def _uniform_needs(nodes: _Nodes, n: int, d: int) -> list[tuple[int, int]] | None:
    """(node, dim) pairs that must be uniform for node n to be uniform along d; None: it is not."""
    op = nodes.ops[n]
    if op is not None and op.name == "stablehlo.scatter":
        return _scatter_uniform_needs(nodes, n, d)
    if op is None or len(op.results) != 1 or len(op.regions) or op.name not in _ROW_UNIFORM:
        return None
    name = op.name
    if name == "stablehlo.constant":
        attr = op.attributes["value"]
        return [] if isinstance(attr, ir.DenseElementsAttr) and ir.DenseElementsAttr(attr).is_splat else None
    if name == "stablehlo.iota":
        return []  # along d: the local row index (right for indexing the replica's own rows)
    needs = _required_operand_dims(nodes, n, 0, d)
    if name in ("stablehlo.reshape", "stablehlo.transpose") and not needs:
        return None
    if any(j != 0 for (_, j), _ in needs):
        return None
    return [(p, dd) for (p, _), dd in needs]


def _gather_window_result_dim(nodes: _Nodes, n: int, bds: list[int | None]) -> int | None:
    """An operand batched at d that the gather takes whole along d (a full, never-indexed window
    dim) batches the output at the matching offset dim."""
    d = bds[0]
    if d is None:
        return None
    op = nodes.ops[n]
    dn = stablehlo.GatherDimensionNumbers(op.attributes["dimension_numbers"])
    src = nodes.shape(nodes.operands[n][0])
    sizes = _i64s(op, "slice_sizes")
    skip = set(dn.collapsed_slice_dims) | set(dn.operand_batching_dims)
    if src is None or d in skip or d in set(dn.start_index_map) or sizes[d] != src[d]:
        return None
    window = [i for i in range(len(src)) if i not in skip]
    offset = list(dn.offset_dims)
    return offset[window.index(d)] if window.index(d) < len(offset) else None


def _scatter_uniform_needs(nodes: _Nodes, n: int, d: int) -> list[tuple[int, int]] | None:
    """A single-result scatter is constant along d when its indices never address d (d is a full
    update-window dim) and its operand and updates are constant along d (e.g. the gradient of
    `take_along_axis` on a batch-shaped cotangent)."""
    op = nodes.ops[n]
    if len(op.results) != 1:
        return None
    dn = stablehlo.ScatterDimensionNumbers(op.attributes["scatter_dimension_numbers"])
    if d in list(dn.scattered_dims_to_operand_dims) or d in list(dn.inserted_window_dims) or \
            d in list(dn.input_batching_dims):
        return None
    needs = _scatter_operand_dims(nodes, n, d)
    operand, updates = nodes.operands[n][0], nodes.operands[n][2]
    update_dim = next((dd for v, dd in needs if v == updates), None)
    src, upd = nodes.shape(operand), nodes.shape(updates)
    if update_dim is None or src is None or upd is None or upd[update_dim] != src[d]:
        return None
    if any(j != 0 for (_, j), _ in needs):
        return None
    return [(p, dd) for (p, _), dd in needs if (p, _) != nodes.operands[n][1]]


def _required_operand_dims(nodes: _Nodes, n: int, j: int, d: int) -> list[tuple[Value, int]]:
    """Operands that must carry a batch dim (and which) when result j of node n has batch dim d."""
    op = nodes.ops[n]
    name = op.name
    operands = nodes.operands[n]
    res = nodes.shape((n, j))
    if res is None:
        return []
    if name in _SAME_SHAPE:
        return [(v, d) for v in operands if nodes.shape(v) == res]
    if name == "stablehlo.broadcast_in_dim":
        dims = _i64s(op, "broadcast_dimensions")
        src = nodes.shape(operands[0])
        if d in dims and src is not None and src[dims.index(d)] == res[d] and res[d] > 1:
            return [(operands[0], dims.index(d))]
        return []
    if name == "stablehlo.transpose":
        return [(operands[0], _i64s(op, "permutation")[d])]
    if name == "stablehlo.reshape":
        src = nodes.shape(operands[0])
        lead = math.prod(res[:d])
        if src is not None:
            for k in range(len(src)):
                if math.prod(src[:k]) == lead and src[k] == res[d]:
                    return [(operands[0], k)]
        return []
    if name in ("stablehlo.concatenate", "stablehlo.sort"):
        return [(v, d) for v in operands]
    if name == "stablehlo.reduce_window":
        return [(v, d) for v in operands[:len(operands) // 2]]
    if name in ("stablehlo.pad", "stablehlo.slice", "stablehlo.dynamic_slice", "stablehlo.reverse",
                "stablehlo.dynamic_update_slice", "stablehlo.select_and_scatter"):
        return [(operands[0], d)] if j == 0 else []
    if name == "stablehlo.scatter":
        return _scatter_operand_dims(nodes, n, d)
    if name == "stablehlo.gather":
        return _gather_needs(nodes, n, d)
    return []


def _rank(nodes: _Nodes, v: Value) -> int:
    return len(nodes.shape(v) or ())


def _scatter_update_dim(nodes: _Nodes, n: int, dn, idx_dim: int) -> int | None:
    """The update dim matching scatter-indices dim `idx_dim` (update scatter dims follow the indices' dims)."""
    k = len(nodes.ops[n].results)
    operands = nodes.operands[n]
    idx_dims = [i for i in range(_rank(nodes, operands[k])) if i != dn.index_vector_dim]
    upd_dims = [i for i in range(_rank(nodes, operands[k + 1])) if i not in list(dn.update_window_dims)]
    if idx_dim not in idx_dims or idx_dims.index(idx_dim) >= len(upd_dims):
        return None
    return upd_dims[idx_dims.index(idx_dim)]


def _scatter_result_dims(nodes: _Nodes, n: int, bds: list[int | None]) -> list[int | None]:
    """Indices batched along a scatter-indices batching dim batch the results along the input one."""
    k = len(nodes.ops[n].results)
    dn = stablehlo.ScatterDimensionNumbers(nodes.ops[n].attributes["scatter_dimension_numbers"])
    sidb = list(dn.scatter_indices_batching_dims)
    if bds[k] is None or bds[k] not in sidb:
        return [None] * k
    return [list(dn.input_batching_dims)[sidb.index(bds[k])]] * k


def _scatter_operand_dims(nodes: _Nodes, n: int, d: int) -> list[tuple[Value, int]]:
    """A scatter result batched at d: the operands at d; along a batching dim, indices and updates
    at the matching dims; along a window dim, updates at the matching window dim."""
    op = nodes.ops[n]
    k = len(op.results)
    operands = nodes.operands[n]
    dn = stablehlo.ScatterDimensionNumbers(op.attributes["scatter_dimension_numbers"])
    need = [(v, d) for v in operands[:k]]
    ibd = list(dn.input_batching_dims)
    if d in ibd:
        idx_dim = list(dn.scatter_indices_batching_dims)[ibd.index(d)]
        need.append((operands[k], idx_dim))
        upd = _scatter_update_dim(nodes, n, dn, idx_dim)
        if upd is not None:
            need.extend((v, upd) for v in operands[k + 1:])
    elif d not in list(dn.inserted_window_dims):
        window = [i for i in range(_rank(nodes, operands[0])) if i not in list(dn.inserted_window_dims) + ibd]
        uwd = list(dn.update_window_dims)
        if d in window and window.index(d) < len(uwd):
            need.extend((v, uwd[window.index(d)]) for v in operands[k + 1:])
    return need


def _gather_operand_dims(nodes: _Nodes, n: int, bds: list[int | None]) -> list[tuple[Value, int]]:
    """Indices batched along a start-indices batching dim: the operand along the operand one."""
    dn = stablehlo.GatherDimensionNumbers(nodes.ops[n].attributes["dimension_numbers"])
    sibd = list(dn.start_indices_batching_dims)
    if len(bds) < 2 or bds[1] is None or bds[1] not in sibd:
        return []
    return [(nodes.operands[n][0], list(dn.operand_batching_dims)[sibd.index(bds[1])])]


def _gather_needs(nodes: _Nodes, n: int, d: int) -> list[tuple[Value, int]]:
    """A gather result batched at d: an offset dim needs the operand's matching dim, a batch position
    the indices' matching dim (and, along a batching dim, the operand's)."""
    op = nodes.ops[n]
    operand, indices = nodes.operands[n][0], nodes.operands[n][1]
    dn = stablehlo.GatherDimensionNumbers(op.attributes["dimension_numbers"])
    offset = list(dn.offset_dims)
    if d in offset:
        skip = set(dn.collapsed_slice_dims) | set(dn.operand_batching_dims)
        window = [i for i in range(_rank(nodes, operand)) if i not in skip]
        k = offset.index(d)
        return [(operand, window[k])] if k < len(window) else []
    positions = [i for i in range(_rank(nodes, (n, 0))) if i not in offset]
    idx_dims = [i for i in range(_rank(nodes, indices)) if i != dn.index_vector_dim]
    k = positions.index(d)
    if k >= len(idx_dims):
        return []
    need = [(indices, idx_dims[k])]
    sibd = list(dn.start_indices_batching_dims)
    if idx_dims[k] in sibd:
        need.append((operand, list(dn.operand_batching_dims)[sibd.index(idx_dims[k])]))
    return need


# ------------------------------------------------------------------------------------ rebatching
def rebatch(module: ir.Module, batch_dims: Sequence[Sequence[int | None]], batch_size: int, rows: int) -> ir.Module:
    """A copy of the flat `module` where each value's batch dim d has size S // batch_size * rows."""
    if batch_size < 1 or rows < 1:
        raise TagError(f"rebatch needs batch_size >= 1 and rows >= 1, got {batch_size} and {rows}")
    copy = clone_module(module)
    nodes = _Nodes.of(copy)
    _check_batch_dims(nodes, batch_dims)
    bd = [list(b) for b in batch_dims]
    with copy.context, ir.Location.unknown(copy.context):
        r = _Rebatcher(nodes, bd, batch_size, rows)
        for n in range(len(nodes.ops)):
            r.node(n)
        func = nodes.func
        ftype = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
        ins = [a.type for a in func.regions[0].blocks[0].arguments]
        outs = [v.type for v in nodes.returns] if nodes.ret_op is not None else list(ftype.results)
        func.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(ins, outs))
    _verify(copy)
    return copy


@dataclass
class _Rebatcher:
    nodes: _Nodes
    bd: BatchDims
    batch_size: int
    rows: int
    orig: list[list[tuple[int, ...] | None]] = field(default_factory=list)
    _batched: set[ir.Value] | None = None

    def __post_init__(self) -> None:
        self.orig = [[self.nodes.shape((n, j)) for j in range(len(vals))] for n, vals in enumerate(self.nodes.values)]

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
        in_bd = self.operand_dims(n)
        out_bd = self.bd[n]
        touched = any(b is not None for b in in_bd) or any(b is not None for b in out_bd)
        name = op.name
        if name in _REJECT:
            if touched or (len(op.regions) and self._captures_batch(op)):
                raise self.fail(n, _REJECT[name])
            return
        if not touched:
            return
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
    attr = op.attributes["value"]
    if not isinstance(attr, ir.DenseElementsAttr) or not ir.DenseElementsAttr(attr).is_splat:
        raise r.fail(n, "non-splat constant of batch shape")
    dense = ir.DenseElementsAttr(attr)
    op.attributes["value"] = ir.DenseElementsAttr.get_splat(op.results[0].type, dense.get_splat_value())


def _resize_full_window(r: _Rebatcher, n: int, op: ir.Operation, d: int, attr: str, full: bool, what: str) -> None:
    """A slice-like op that keeps the whole batch dim d (`full`): its window size `attr[d]` follows
    the operand's new size; anything else cuts the batch and is rejected."""
    size = r.extent(r.nodes.operands[n][0], d)
    sizes = _i64s(op, attr)
    if not full or sizes[d] != size:
        raise r.fail(n, f"{what} along the batch dim")
    sizes[d] = r.new_size(size, n, f"{what} operand")
    _set_i64s(op, attr, sizes)


def _fix_slice(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    d = in_bd[0]
    if d is None:
        return
    start = _i64s(op, "start_indices")
    strides = _i64s(op, "strides") or [1] * len(start)
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
    if d is None or out_bd[0] != d or any(_i64s(op, k)[d] != 0 for k in
                                          ("edge_padding_low", "edge_padding_high", "interior_padding")):
        raise r.fail(n, "padding along the batch dim")


def _fix_reverse(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    if in_bd[0] is None or in_bd[0] in _i64s(op, "dimensions") or out_bd[0] != in_bd[0]:
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


def _window_ok(op: ir.Operation, d: int) -> bool:
    window = _i64s(op, "window_dimensions")
    rank = len(window)
    strides = _i64s(op, "window_strides") or [1] * rank
    base = _i64s(op, "base_dilations") or [1] * rank
    wdil = _i64s(op, "window_dilations") or [1] * rank
    pad_ok = True
    if "padding" in op.attributes:
        pads = [int(x) for x in ir.DenseIntElementsAttr(op.attributes["padding"])]
        pad_ok = pads[2 * d] == 0 and pads[2 * d + 1] == 0
    return window[d] == 1 and strides[d] == 1 and base[d] == 1 and wdil[d] == 1 and pad_ok


def _fix_reduce_window(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    half = len(in_bd) // 2
    d = in_bd[0]
    if any(b is not None for b in in_bd[half:]):
        raise r.fail(n, "batch-shaped reduce_window init value")
    if d is None or any(b != d for b in in_bd[:half]) or any(b != d for b in out_bd) or not _window_ok(op, d):
        raise r.fail(n, "reduce_window along the batch dim")


def _fix_select_and_scatter(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    d = in_bd[0]
    if d is None or in_bd[1] != d or in_bd[2] is not None or out_bd[0] != d or not _window_ok(op, d):
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
    elif lhs == dn.input_feature_dimension:
        ok = fg == 1 and rhs == dn.kernel_input_feature_dimension and out is None
    elif lhs is None:
        ok = fg == 1 and bg == 1 and rhs == dn.kernel_output_feature_dimension and out == dn.output_feature_dimension
    else:
        ok = False
    if not ok:
        raise r.fail(n, "convolution over the batch in a non-batch-parallel way")


def _fix_gather(r: _Rebatcher, n: int, op: ir.Operation, in_bd, out_bd) -> None:
    d = in_bd[0]
    dn = stablehlo.GatherDimensionNumbers(op.attributes["dimension_numbers"])
    if in_bd[1] is not None and in_bd[1] == dn.index_vector_dim:
        raise r.fail(n, "gather with the batch along its index vector")
    if d is None:
        return
    batching = list(dn.operand_batching_dims)
    if d in batching:
        if in_bd[1] != list(dn.start_indices_batching_dims)[batching.index(d)]:
            raise r.fail(n, "batched gather whose indices do not share the operand's batch")
        return
    size = r.extent(r.nodes.operands[n][0], d)
    sizes = _i64s(op, "slice_sizes")
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
    if d in dn.inserted_window_dims or d in dn.scattered_dims_to_operand_dims:
        raise r.fail(n, "scatter into part of the batch")
    window_operand_dims = [i for i in range(r.rank(r.nodes.operands[n][0]))
                           if i not in dn.inserted_window_dims and i not in dn.input_batching_dims]
    want = uwd[window_operand_dims.index(d)]
    if any(b != want for b in upd_bd) or idx_bd is not None:
        raise r.fail(n, "scatter whose updates do not span the operand's batch")


_FIXERS = {
    "stablehlo.constant": _fix_constant,
    "stablehlo.slice": _fix_slice,
    "stablehlo.dynamic_slice": _fix_dynamic_slice,
    "stablehlo.dynamic_update_slice": _fix_dynamic_update_slice,
    "stablehlo.pad": _fix_pad,
    "stablehlo.reverse": _fix_reverse,
    "stablehlo.concatenate": _fix_concatenate,
    "stablehlo.sort": _fix_sort,
    "stablehlo.reduce_window": _fix_reduce_window,
    "stablehlo.select_and_scatter": _fix_select_and_scatter,
    "stablehlo.convolution": _fix_convolution,
    "stablehlo.gather": _fix_gather,
    "stablehlo.scatter": _fix_scatter,
}


def _verify(module: ir.Module) -> None:
    try:
        module.operation.verify()
    except ir.MLIRError as err:
        raise error_from_mlir(err, "rebatched module does not verify") from None
