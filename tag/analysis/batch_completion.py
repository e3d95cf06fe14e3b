"""Completing batch dims: every batch-shaped value that must be rebatched alongside the batch.

Forward propagation from the batch arguments (`analysis.batch_dims`) misses values that carry the
batch's extent without deriving from it: a broadcast of a per-channel statistic or of a splat constant
to an activation's shape, an iota along the batch. Splitting the batch must resize them too, so
`complete_dims` propagates backwards (an operand that must share a result's batch dim: a same-shaped
operand of an elementwise op, a broadcast/transpose/reshape operand whose dim maps to it at full size,
...) and forwards again, to a fixed point; an operand that would need the batch but is not row-uniform
(module docstring of `distribute.rebatch`) is reported instead. The lowering (`distribute.rebatch`)
and the op graph (`analysis.graph.build_graph`, so that the cost model prices such a value for a
replica's rows, as it runs) use the same completion; `distribute.rebatch` also uses the node table
(`StepNodes`) and the row-index and window rules when it resizes ops.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from tag.dialects.attributes import as_operation
from tag.dialects.constants import resizable_splat, splat_number
from tag.dialects.diagnostics import TagError, span_of_location
from tag.dialects.dot import DotDims
from tag.dialects.layout import step_function

from .batch_dims import ELEMENTWISE_OPS, fft_batch_rank, i64s, propagate_batch_dim

__all__ = ["complete_dims", "complete_fixed_point", "StepNodes", "check_batch_dims", "REJECT_BATCH",
           "row_indexed_gather", "row_indexed_scatter", "window_ok"]

BatchDims = list[list["int | None"]]
Value = tuple[int, int]

# Ops that must not read or produce batch-shaped values.
REJECT_BATCH = {
    "stablehlo.while": "a loop over batch-shaped values (not unrolled: its trip count is not static, "
                       "or unrolling it would exceed tag-unroll-loops' op budget)",
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
# Ops that move elements without computing on them: a row index stays a row index through them.
_INDEX_PRESERVING = frozenset("stablehlo." + n for n in (
    "reshape", "transpose", "broadcast_in_dim", "convert", "concatenate", "slice", "copy"))
# Producers a batch-shaped value may come from without deriving from the batch (row-uniform values).
_ROW_UNIFORM = (ELEMENTWISE_OPS - {"stablehlo.all_reduce", "stablehlo.map", "sdy.sharding_constraint", "sdy.reshard"}) | {
    "stablehlo.constant", "stablehlo.iota", "stablehlo.broadcast_in_dim", "stablehlo.convert",
    "stablehlo.reshape", "stablehlo.transpose", "stablehlo.slice", "stablehlo.concatenate",
    "stablehlo.dot_general",
}



# ------------------------------------------------------------------------------------ node table
@dataclass
class StepNodes:
    """Main's values by node id: arguments first, then ops (terminator excluded)."""

    func: ir.Operation
    n_args: int
    ops: list[ir.Operation | None] = field(default_factory=list)       # None for arguments
    values: list[list[ir.Value]] = field(default_factory=list)         # per node, per result
    operands: list[list[Value]] = field(default_factory=list)
    returns: list[ir.Value] = field(default_factory=list)
    ret_op: ir.Operation | None = None
    fixed: list[list[tuple[int, ...] | None]] | None = None    # shapes before rebatching (see shape)

    @staticmethod
    def of(module: ir.Module) -> "StepNodes":
        func = step_function(module)
        if len(func.regions[0].blocks) != 1:
            raise TagError("the training step must be a single-block function (flatten it first)",
                           span_of_location(func.location))
        block = func.regions[0].blocks[0]
        table = StepNodes(func, len(block.arguments))
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
        """v's static shape; while rebatching, the shape it had before (analyses see the step)."""
        if self.fixed is not None:
            return self.fixed[v[0]][v[1]]
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


def check_batch_dims(nodes: StepNodes, batch_dims: Sequence[Sequence[int | None]]) -> None:
    if len(batch_dims) != len(nodes.ops):
        raise TagError(f"batch_dims has {len(batch_dims)} entries but main has {len(nodes.ops)} nodes")
    for n, bds in enumerate(batch_dims):
        if len(bds) != len(nodes.values[n]):
            raise TagError(f"batch_dims[{n}] has {len(bds)} entries but node {n} has "
                           f"{len(nodes.values[n])} results")



# --------------------------------------------------------------------------- completing batch dims
def complete_fixed_point(nodes: StepNodes, batch_dims: Sequence[Sequence[int | None]], batch_size: int | None
              ) -> tuple[BatchDims, dict[int, tuple[str, object]]]:
    """The fixed point of `complete_batch_dims`; readers of values that stay underived map to
    (message, span)."""
    check_batch_dims(nodes, batch_dims)
    out: BatchDims = [list(b) for b in batch_dims]
    users: list[list[int]] = [[] for _ in nodes.ops]
    for n, ops in enumerate(nodes.operands):
        for p, _ in ops:
            if not users[p] or users[p][-1] != n:
                users[p].append(n)
    uniform: dict[tuple[int, int, bool], bool] = {}

    def row_uniform(n: int, d: int, strict: bool) -> bool:
        """Whether node n's (single) result is constant along dim d without reading the batch
        (`strict`: nor computing on a row index)."""
        stack = [(n, d, strict)]
        while stack:
            key = stack[-1]
            if key in uniform:
                stack.pop()
                continue
            needs = _uniform_needs(nodes, *key, batch_size)
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
        return uniform[(n, d, strict)]

    work: list[Value] = [(n, j) for n, bds in enumerate(out) for j, b in enumerate(bds) if b is not None]
    pending: list[tuple[Value, int, int]] = []

    def mark(v: Value, d: int, reader: int) -> None:
        cur = out[v[0]][v[1]]
        if cur is not None:
            return
        strict = nodes.ops[reader].name not in _INDEX_PRESERVING and _row_iota_dim(nodes, (reader, 0)) is None \
            and not _is_index_operand(nodes, reader, v)
        if not row_uniform(v[0], d, strict) and row_indexed_scatter(nodes, v[0], d) is None:
            pending.append((v, d, reader))      # forward propagation may still batch it
            return
        out[v[0]][v[1]] = d
        work.append(v)

    while work:
        n, j = work.pop()
        op = nodes.ops[n]
        d = out[n][j]
        if op is not None:
            for v, vd in _required_operand_dims(nodes, n, j, d, batch_size):
                mark(v, vd, n)
        for u in users[n]:
            uop = nodes.ops[u]
            if uop.name == "stablehlo.reshape" and batch_size is None:
                continue
            if (uop.name in REJECT_BATCH or len(uop.regions) and uop.name not in _SCALAR_REGIONS) \
                    and uop.name != "stablehlo.while":     # a loop's results: its carried values (kept whole)
                continue
            shapes = [nodes.shape(v) for v in nodes.operands[u]]
            res_shapes = tuple(nodes.shape((u, k)) for k in range(len(nodes.values[u])))
            if any(s is None for s in res_shapes):
                continue
            bds = [out[p][k] for p, k in nodes.operands[u]]
            got = propagate_batch_dim(uop.name, uop, bds, shapes, res_shapes, batch_size or 1)
            if uop.name == "stablehlo.scatter":
                got = [g if g is not None else s for g, s in zip(got, _scatter_result_dims(nodes, u, bds))]
                if got and got[0] is None:
                    got = [_row_indexed_scatter_result_dim(nodes, u, bds)] * len(got)
                if got and got[0] is None:
                    got = [_scatter_window_result_dim(nodes, u, bds)] * len(got)
            if uop.name == "stablehlo.gather" and got[0] is None:
                got = [_gather_window_result_dim(nodes, u, bds)]
            if uop.name == "stablehlo.convolution" and got[0] is None:
                got = [_grouped_conv_result_dim(nodes, u, bds, batch_size)]
            for k, b in enumerate(got):
                if b is not None and out[u][k] is None:
                    out[u][k] = b
                    work.append((u, k))
            if uop.name == "stablehlo.gather":
                for v, vd in _gather_operand_dims(nodes, u, bds):
                    mark(v, vd, u)
            if uop.name == "stablehlo.dot_general":
                for v, vd in _dot_partner_dims(nodes, u, bds):
                    mark(v, vd, u)
    problems: dict[int, tuple[str, object]] = {}
    for v, d, reader in pending:
        if out[v[0]][v[1]] != d and reader not in problems:
            what = nodes.ops[v[0]].name if nodes.ops[v[0]] is not None else f"argument {v[0]}"
            message = (f"value of batch shape at {nodes.where(v[0])} does not derive from the batch "
                       f"({what} read by {nodes.ops[reader].name} at {nodes.where(reader)})")
            problems[reader] = (message, span_of_location(nodes.ops[reader].location))
    return out, problems


def _uniform_needs(nodes: StepNodes, n: int, d: int, strict: bool,
                   batch_size: int | None = None) -> list[tuple[int, int, bool]] | None:
    """(node, dim, strict) keys that must be uniform for node n to be uniform along d; None: it is not."""
    op = nodes.ops[n]
    if op is not None and len(op.results) == 1 and _row_iota_dim(nodes, (n, 0)) == d:
        return None if strict else []           # the row index itself (module docstring)
    if op is not None and op.name == "stablehlo.scatter":
        needs = _scatter_uniform_needs(nodes, n, d)
        return None if needs is None else [(p, dd, True) for p, dd in needs]
    if op is not None and op.name == "stablehlo.gather":
        return _gather_uniform_needs(nodes, n, d)
    if op is not None and op.name == "stablehlo.reduce_window" and len(op.results) == 1:
        # a window of one element along d (cumulative sums along other dims, e.g. position ids)
        if not window_ok(op, d) or any(j != 0 for _, j in nodes.operands[n]):
            return None
        return [(nodes.operands[n][0][0], d, True)]
    if op is None or len(op.results) != 1 or len(op.regions) or op.name not in _ROW_UNIFORM:
        return None
    name = op.name
    if name == "stablehlo.constant":
        return [] if resizable_splat(op) else None
    if name == "stablehlo.iota":
        # along d: the local row index (right for indexing the replica's own rows, not for arithmetic)
        return None if strict and int(ir.IntegerAttr(op.attributes["iota_dimension"]).value) == d else []
    if name == "stablehlo.concatenate" and int(ir.IntegerAttr(op.attributes["dimension"]).value) == d:
        return None
    if name == "stablehlo.slice":
        src = nodes.shape(nodes.operands[n][0])
        start, limit = i64s(op, "start_indices"), i64s(op, "limit_indices")
        strides = i64s(op, "strides") or [1] * len(start)
        if src is None or start[d] != 0 or limit[d] != src[d] or strides[d] != 1:
            return None
    needs = _required_operand_dims(nodes, n, 0, d, batch_size)
    if name in ("stablehlo.reshape", "stablehlo.transpose") and not needs:
        return None
    if any(j != 0 for (_, j), _ in needs):
        return None
    inner = strict if name in _INDEX_PRESERVING or _row_iota_dim(nodes, (n, 0)) is not None else True
    return [(p, dd, inner) for (p, _), dd in needs]


# ------------------------------------------------------------------------------- row indices
def _is_index_operand(nodes: StepNodes, n: int, v: Value) -> bool:
    """Whether v is the indices operand of gather/scatter n (where a row index indexes own rows)."""
    op = nodes.ops[n]
    if op.name == "stablehlo.gather":
        return nodes.operands[n][1] == v
    if op.name == "stablehlo.scatter":
        return nodes.operands[n][len(op.results)] == v
    return False


def _row_iota_dim(nodes: StepNodes, v: Value) -> int | None:
    """The dim e such that every element of v equals its own index along e (an iota along e, through
    converts, broadcasts and reshapes that keep e the only non-unit dim); None otherwise."""
    op = nodes.ops[v[0]]
    if op is None or len(op.results) != 1:
        return None
    name = op.name
    if name == "stablehlo.iota":
        return int(ir.IntegerAttr(op.attributes["iota_dimension"]).value)
    if name == "stablehlo.select":
        # NumPy's negative-index wrap `where(i < 0, i + n, i)` of a row index (never negative) is i
        pred, wrapped, plain = nodes.operands[v[0]]
        e = _row_iota_dim(nodes, plain)
        cmp, add = nodes.ops[pred[0]], nodes.ops[wrapped[0]]
        if e is None or cmp is None or add is None or cmp.name != "stablehlo.compare" or add.name != "stablehlo.add":
            return None
        direction = str(cmp.attributes["comparison_direction"])
        if "LT" not in direction or nodes.operands[pred[0]][0] != plain or \
                _splat_value(nodes, nodes.operands[pred[0]][1]) != 0.0 or plain not in nodes.operands[wrapped[0]]:
            return None
        return e
    if name in ("stablehlo.multiply", "stablehlo.add"):
        # arange(start=0, step=1): iota * 1 + 0 is still the row index
        neutral = 1.0 if name == "stablehlo.multiply" else 0.0
        a, b = nodes.operands[v[0]]
        for idx, other in ((a, b), (b, a)):
            if _splat_value(nodes, other) == neutral:
                return _row_iota_dim(nodes, idx)
        return None
    if name not in ("stablehlo.convert", "stablehlo.reshape", "stablehlo.broadcast_in_dim", "stablehlo.copy"):
        return None
    src = nodes.operands[v[0]][0]
    e = _row_iota_dim(nodes, src)
    if e is None:
        return None
    if name in ("stablehlo.convert", "stablehlo.copy"):
        return e
    if name == "stablehlo.broadcast_in_dim":
        dims = i64s(op, "broadcast_dimensions")
        src_shape, res = nodes.shape(src), nodes.shape(v)
        if src_shape is None or res is None or src_shape[e] != res[dims[e]]:
            return None
        return dims[e]
    src_shape, res = nodes.shape(src), nodes.shape(v)
    if src_shape is None or res is None:
        return None
    big_src = [i for i, x in enumerate(src_shape) if x != 1]
    big_res = [i for i, x in enumerate(res) if x != 1]
    if [src_shape[i] for i in big_src] != [res[i] for i in big_res] or e not in big_src:
        return None                             # only unit dims inserted or removed
    return big_res[big_src.index(e)]


def _splat_value(nodes: StepNodes, v: Value) -> float | None:
    """The value of a splat constant (through broadcasts and converts), else None."""
    op = nodes.ops[v[0]]
    while op is not None and op.name in ("stablehlo.broadcast_in_dim", "stablehlo.convert", "stablehlo.reshape"):
        v = nodes.operands[v[0]][0]
        op = nodes.ops[v[0]]
    if op is None or op.name != "stablehlo.constant":
        return None
    value = splat_number(op)
    return value if isinstance(value, float) else None


def _row_index_component(nodes: StepNodes, indices: Value, ivd: int, comp: int) -> int | None:
    """The indices dim e when component `comp` of the index vectors is the row index along e."""
    shape = nodes.shape(indices)
    if shape is None:
        return None
    rank = len(shape)
    if ivd == rank:
        return _row_iota_dim(nodes, indices) if comp == 0 else None
    op = nodes.ops[indices[0]]
    if op is not None and op.name == "stablehlo.concatenate" and \
            int(ir.IntegerAttr(op.attributes["dimension"]).value) == ivd:
        pos = 0
        for part in nodes.operands[indices[0]]:
            ps = nodes.shape(part)
            if ps is None:
                return None
            if pos <= comp < pos + ps[ivd]:
                if ps[ivd] != 1:
                    return None
                e = _row_iota_dim(nodes, part)
                return e if e is not None and e != ivd else None
            pos += ps[ivd]
        return None
    if shape[ivd] == 1:
        e = _row_iota_dim(nodes, indices)
        return e if e is not None and e != ivd else None
    return None


def row_indexed_scatter(nodes: StepNodes, n: int, d: int) -> tuple[int, int] | None:
    """(indices dim e, updates dim) when scatter n writes row i of its operand's dim d only from
    index rows whose component for d is the row index i along e (a one-hot scatter): then the
    scatter is row-parallel along d."""
    op = nodes.ops[n]
    if op is None or op.name != "stablehlo.scatter" or len(op.results) != 1:
        return None
    dn = stablehlo.ScatterDimensionNumbers(op.attributes["scatter_dimension_numbers"])
    e = _row_index_dim(nodes, n, d, list(dn.scattered_dims_to_operand_dims), list(dn.inserted_window_dims),
                       dn.index_vector_dim)
    if e is None:
        return None
    upd = _scatter_update_dim(nodes, n, dn, e)
    return None if upd is None else (e, upd)


def _index_parts(nodes: StepNodes, indices: Value, ivd: int) -> list[tuple[Value, int]] | None:
    """The pieces of `indices` along its index-vector dim: (value, first component) per
    concatenated operand, or the whole value; None when a piece's extent is unknown."""
    op = nodes.ops[indices[0]]
    if op is None or op.name != "stablehlo.concatenate" or \
            int(ir.IntegerAttr(op.attributes["dimension"]).value) != ivd:
        return [(indices, 0)]
    parts, pos = [], 0
    for part in nodes.operands[indices[0]]:
        ps = nodes.shape(part)
        if ps is None:
            return None
        parts.append((part, pos))
        pos += ps[ivd]
    return parts


def _gather_uniform_needs(nodes: StepNodes, n: int, d: int) -> list[tuple[int, int, bool]] | None:
    """A gather is uniform along result dim d when, along d, the operand's window does not vary (an
    offset dim: the operand uniform along its window dim) or every index component is uniform along
    the matching indices dim e, except row-index components along e, which need the operand uniform
    along the dim they address (e.g. a causal mask gathered per batch row from per-row-identical
    position ids)."""
    op = nodes.ops[n]
    if len(op.results) != 1:
        return None
    operand, indices = nodes.operands[n][0], nodes.operands[n][1]
    dn = stablehlo.GatherDimensionNumbers(op.attributes["dimension_numbers"])
    offset = list(dn.offset_dims)
    if operand[1] != 0 or indices[1] != 0:
        return None
    if d in offset:
        skip = set(dn.collapsed_slice_dims) | set(dn.operand_batching_dims)
        window = [i for i in range(_rank(nodes, operand)) if i not in skip]
        k = offset.index(d)
        return [(operand[0], window[k], True)] if k < len(window) and not len(dn.operand_batching_dims) else None
    positions = [i for i in range(_rank(nodes, (n, 0))) if i not in offset]
    idx_dims = [i for i in range(_rank(nodes, indices)) if i != dn.index_vector_dim]
    k = positions.index(d)
    if k >= len(idx_dims) or len(dn.operand_batching_dims):
        return None
    e, ivd, sim = idx_dims[k], dn.index_vector_dim, list(dn.start_index_map)
    parts = _index_parts(nodes, indices, ivd)
    if parts is None:
        return None
    needs: list[tuple[int, int, bool]] = []
    for part, first in parts:
        if part[1] != 0:
            return None
        ps = nodes.shape(part)
        single = ivd == len(ps or ()) or (ps is not None and ps[ivd] == 1)
        if single and _row_iota_dim(nodes, part) == e and first < len(sim):
            needs.append((operand[0], sim[first], True))
        else:
            needs.append((part[0], e, True))
    return needs


def misplaced_row_index(nodes: StepNodes, indices: Value, ivd: int, index_map: Sequence[int], e: int,
                        d: int | None, rows: int | None) -> int | None:
    """The component of gather/scatter `indices` (batched along e, index vectors along `ivd`) that
    holds the local row index along e (`_holds_row_index`) but does not address the operand's batch
    dim d with one index row per operand row (`rows`: the operand's extent along d); None when every
    row index addresses own rows. After a batch split the row index counts each replica's rows from
    0: right for the replica's own rows, wrong for any other dim (`lg[arange(B), arange(B)]`, a
    contrastive loss's diagonal, labels = arange(B))."""
    parts = _index_parts(nodes, indices, ivd)
    if parts is None:
        return 0 if _holds_row_index(nodes, indices, e) else None
    shape = nodes.shape(indices)
    for part, first in parts:
        if not _holds_row_index(nodes, part, e):
            continue
        ps = nodes.shape(part)
        single = ivd == len(ps or ()) or (ps is not None and ps[ivd] == 1)
        if not single or _row_iota_dim(nodes, part) != e or first >= len(index_map) \
                or index_map[first] != d or shape is None or rows != shape[e]:
            return first
    return None


def _holds_row_index(nodes: StepNodes, v: Value, e: int, depth: int = 12) -> bool:
    """Whether v may carry an iota along its dim e (through index-preserving and elementwise ops;
    True when the dim cannot be followed)."""
    op = nodes.ops[v[0]]
    if op is None:
        return False
    if depth == 0:
        return True
    name = op.name
    if name == "stablehlo.iota":
        return int(ir.IntegerAttr(op.attributes["iota_dimension"]).value) == e
    if name in ("stablehlo.constant",):
        return False
    operands = nodes.operands[v[0]]
    res = nodes.shape(v)
    if name == "stablehlo.broadcast_in_dim":
        dims = i64s(op, "broadcast_dimensions")
        src = nodes.shape(operands[0])
        if e not in dims or src is None or res is None or src[dims.index(e)] != res[e]:
            return False                         # broadcast along e: the same along it
        return _holds_row_index(nodes, operands[0], dims.index(e), depth - 1)
    if name == "stablehlo.transpose":
        return _holds_row_index(nodes, operands[0], i64s(op, "permutation")[e], depth - 1)
    if name == "stablehlo.reshape":
        src = nodes.shape(operands[0])
        if src is None or res is None:
            return True
        # the source dims [k0, k1) that make up dim e (merged or kept), when they line up
        lead = math.prod(res[:e])
        k0 = next((k for k in range(len(src) + 1) if math.prod(src[:k]) == lead), None)
        k1 = next((k for k in range(k0 or 0, len(src) + 1) if math.prod(src[k0:k]) == res[e]), None) \
            if k0 is not None else None
        if k0 is None or k1 is None or k1 <= k0 and res[e] != 1:
            return True
        return any(_holds_row_index(nodes, operands[0], k, depth - 1) for k in range(k0, k1))
    if name == "stablehlo.concatenate":
        if int(ir.IntegerAttr(op.attributes["dimension"]).value) == e:
            return True
        return any(_holds_row_index(nodes, u, e, depth - 1) for u in operands)
    if name in _INDEX_PRESERVING or name in ELEMENTWISE_OPS:
        return any(nodes.shape(u) == res and _holds_row_index(nodes, u, e, depth - 1) for u in operands)
    return False


def row_indexed_gather(nodes: StepNodes, n: int, d: int) -> int | None:
    """The indices dim e when gather n reads its operand's (collapsed) dim d at the row index along
    e: row i of the result reads row i of the operand (`take_along_axis`-style)."""
    op = nodes.ops[n]
    dn = stablehlo.GatherDimensionNumbers(op.attributes["dimension_numbers"])
    return _row_index_dim(nodes, n, d, list(dn.start_index_map), list(dn.collapsed_slice_dims), dn.index_vector_dim)


def _row_index_dim(nodes: StepNodes, n: int, d: int, index_map: list[int], collapsed: list[int],
                   ivd: int) -> int | None:
    """For gather/scatter n (operand 0, indices operand 1) addressing its operand's collapsed dim d
    through `index_map`: the indices dim e whose component for d is the row index along e, with as
    many index rows as the operand has rows along d; else None."""
    if d not in index_map or d not in collapsed:
        return None
    operand, indices = nodes.operands[n][0], nodes.operands[n][1]
    e = _row_index_component(nodes, indices, ivd, index_map.index(d))
    src, idx = nodes.shape(operand), nodes.shape(indices)
    if e is None or src is None or idx is None or idx[e] != src[d]:
        return None
    return e


def _scatter_window_result_dim(nodes: StepNodes, n: int, bds: list[int | None]) -> int | None:
    """Updates batched along a full update-window dim (indices and operands unbatched) batch the
    results at the matching operand dim (the transpose of slicing a batch-shaped value)."""
    op = nodes.ops[n]
    k = len(op.results)
    if any(b is not None for b in bds[:k + 1]):
        return None
    dn = stablehlo.ScatterDimensionNumbers(op.attributes["scatter_dimension_numbers"])
    uwd = list(dn.update_window_dims)
    upd = {b for b in bds[k + 1:]}
    if len(upd) != 1:
        return None
    u = upd.pop()
    if u is None or u not in uwd:
        return None
    window = [i for i in range(_rank(nodes, nodes.operands[n][0]))
              if i not in list(dn.inserted_window_dims) + list(dn.input_batching_dims)]
    if uwd.index(u) >= len(window):
        return None
    d = window[uwd.index(u)]
    src, ush = nodes.shape(nodes.operands[n][0]), nodes.shape(nodes.operands[n][k + 1])
    if src is None or ush is None or src[d] != ush[u] or d in list(dn.scattered_dims_to_operand_dims):
        return None
    return d


def _grouped_conv_result_dim(nodes: StepNodes, n: int, bds: list[int | None], batch_size: int | None) -> int | None:
    """Per-sample weight gradients (lhs batched on its feature dim, one feature group per row, the
    kernel batched on its output features): the output's feature dim carries the batch."""
    op = nodes.ops[n]
    dn = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"])
    fg = int(ir.IntegerAttr(op.attributes["feature_group_count"]).value) if "feature_group_count" in op.attributes else 1
    if batch_size is None or fg <= 1 or fg % batch_size or bds[0] != dn.input_feature_dimension \
            or bds[1] != dn.kernel_output_feature_dimension:
        return None
    return dn.output_feature_dimension


def _gather_window_result_dim(nodes: StepNodes, n: int, bds: list[int | None]) -> int | None:
    """An operand batched at d that the gather takes whole along d (a full, never-indexed window
    dim) batches the output at the matching offset dim."""
    d = bds[0]
    if d is None:
        return None
    op = nodes.ops[n]
    dn = stablehlo.GatherDimensionNumbers(op.attributes["dimension_numbers"])
    src = nodes.shape(nodes.operands[n][0])
    sizes = i64s(op, "slice_sizes")
    skip = set(dn.collapsed_slice_dims) | set(dn.operand_batching_dims)
    if src is None or d in skip or d in set(dn.start_index_map) or sizes[d] != src[d]:
        return None
    window = [i for i in range(len(src)) if i not in skip]
    offset = list(dn.offset_dims)
    return offset[window.index(d)] if window.index(d) < len(offset) else None


def _scatter_uniform_needs(nodes: StepNodes, n: int, d: int) -> list[tuple[int, int]] | None:
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


def _required_operand_dims(nodes: StepNodes, n: int, j: int, d: int,
                           batch_size: int | None = None) -> list[tuple[Value, int]]:
    """Operands that must carry a batch dim (and which) when result j of node n has batch dim d.
    With `batch_size`, a reshape also maps a dim that merges source dims, or is split from one, with
    the batch as the outer factor (torch's InstanceNorm: `[B, C, ...] -> [1, B*C, ...]`, its affine
    parameters repeated per row `[B, C] -> [B*C]`)."""
    op = nodes.ops[n]
    name = op.name
    operands = nodes.operands[n]
    res = nodes.shape((n, j))
    if res is None:
        return []
    if name in _SAME_SHAPE:
        return [(v, d) for v in operands if nodes.shape(v) == res]
    if name == "stablehlo.broadcast_in_dim":
        dims = i64s(op, "broadcast_dimensions")
        src = nodes.shape(operands[0])
        if d in dims and src is not None and src[dims.index(d)] == res[d] and res[d] > 1:
            return [(operands[0], dims.index(d))]
        return []
    if name == "stablehlo.transpose":
        return [(operands[0], i64s(op, "permutation")[d])]
    if name == "stablehlo.reshape":
        src = nodes.shape(operands[0])
        lead = math.prod(res[:d])
        if src is not None:
            for k in range(len(src)):
                if math.prod(src[:k]) == lead and src[k] == res[d]:
                    return [(operands[0], k)]
            if batch_size:
                k0 = next((k for k in range(len(src)) if math.prod(src[:k]) == lead), None)
                if k0 is not None and src[k0] % batch_size == 0 and (
                        any(math.prod(src[k0:k1]) == res[d] for k1 in range(k0 + 2, len(src) + 1))   # merged
                        or (src[k0] % res[d] == 0 and res[d] % batch_size == 0)):                     # split
                    return [(operands[0], k0)]
        return []
    if name in ("stablehlo.concatenate", "stablehlo.sort"):
        return [(v, d) for v in operands]
    if name == "stablehlo.reduce_window":
        return [(v, d) for v in operands[:len(operands) // 2]]
    if name == "stablehlo.reduce":
        # every input (not the inits) keeps the batch at the input dim result dim d comes from: a
        # variadic reduce (argmax: values and an iota of indices) rebatches all its inputs together
        reduced = set(i64s(op, "dimensions"))
        kept = [k for k in range(_rank(nodes, operands[0])) if k not in reduced]
        return [(v, kept[d]) for v in operands[:len(operands) // 2]] if d < len(kept) else []
    if name == "stablehlo.dynamic_update_slice":
        # the operand and the update both keep the batch at d (rows written into the same rows)
        return [(operands[0], d), (operands[1], d)] if j == 0 else []
    if name in ("stablehlo.pad", "stablehlo.slice", "stablehlo.dynamic_slice", "stablehlo.reverse",
                "stablehlo.select_and_scatter"):
        return [(operands[0], d)] if j == 0 else []
    if name == "stablehlo.scatter":
        return _scatter_operand_dims(nodes, n, d)
    if name == "stablehlo.gather":
        return _gather_needs(nodes, n, d)
    if name == "stablehlo.fft":
        return [(operands[0], d)] if d < fft_batch_rank(op, len(res)) else []
    if name == "stablehlo.dot_general":
        # result dim d comes from a batching dim (both operands), an lhs free dim or an rhs free dim
        dims = DotDims.from_op(op)
        n_batch, n_lhs = len(dims.lhs_batch), len(dims.lhs_free)
        if d < n_batch:
            return [(operands[0], dims.lhs_batch[d]), (operands[1], dims.rhs_batch[d])]
        if d < n_batch + n_lhs:
            return [(operands[0], dims.lhs_free[d - n_batch])]
        return [(operands[1], dims.rhs_free[d - n_batch - n_lhs])]
    return []


def _rank(nodes: StepNodes, v: Value) -> int:
    return len(nodes.shape(v) or ())


def _scatter_update_dim(nodes: StepNodes, n: int, dn, idx_dim: int) -> int | None:
    """The update dim matching scatter-indices dim `idx_dim` (update scatter dims follow the indices' dims)."""
    k = len(nodes.ops[n].results)
    operands = nodes.operands[n]
    idx_dims = [i for i in range(_rank(nodes, operands[k])) if i != dn.index_vector_dim]
    upd_dims = [i for i in range(_rank(nodes, operands[k + 1])) if i not in list(dn.update_window_dims)]
    if idx_dim not in idx_dims or idx_dims.index(idx_dim) >= len(upd_dims):
        return None
    return upd_dims[idx_dims.index(idx_dim)]


def _row_indexed_scatter_result_dim(nodes: StepNodes, n: int, bds: list[int | None]) -> int | None:
    """An operand without a batch dim written row by row at the row index, from indices and updates
    batched along the matching dims (`row_indexed_scatter`: the transpose of a row-indexed gather,
    e.g. the backward of F.unfold's im2col gather into zeros): the result is batched at the operand
    dim the row index addresses (the operand, a row-uniform value, is then completed backwards)."""
    if len(nodes.ops[n].results) != 1 or bds[0] is not None or bds[1] is None:
        return None
    for d in range(_rank(nodes, nodes.operands[n][0])):
        row = row_indexed_scatter(nodes, n, d)
        if row is not None and row == (bds[1], bds[2]):
            return d
    return None


def _scatter_result_dims(nodes: StepNodes, n: int, bds: list[int | None]) -> list[int | None]:
    """Indices batched along a scatter-indices batching dim batch the results along the input one."""
    k = len(nodes.ops[n].results)
    dn = stablehlo.ScatterDimensionNumbers(nodes.ops[n].attributes["scatter_dimension_numbers"])
    sidb = list(dn.scatter_indices_batching_dims)
    if bds[k] is None or bds[k] not in sidb:
        return [None] * k
    return [list(dn.input_batching_dims)[sidb.index(bds[k])]] * k


def _scatter_operand_dims(nodes: StepNodes, n: int, d: int) -> list[tuple[Value, int]]:
    """A scatter result batched at d: the operands at d; along a batching dim, indices and updates
    at the matching dims; along a window dim, updates at the matching window dim."""
    op = nodes.ops[n]
    k = len(op.results)
    operands = nodes.operands[n]
    dn = stablehlo.ScatterDimensionNumbers(op.attributes["scatter_dimension_numbers"])
    need = [(v, d) for v in operands[:k]]
    ibd = list(dn.input_batching_dims)
    row = row_indexed_scatter(nodes, n, d)
    if row is not None:
        need.append((operands[k], row[0]))
        need.extend((v, row[1]) for v in operands[k + 1:])
    elif d in ibd:
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


def _gather_operand_dims(nodes: StepNodes, n: int, bds: list[int | None]) -> list[tuple[Value, int]]:
    """Indices batched along a start-indices batching dim: the operand along the operand one;
    along a dim whose row index addresses a collapsed operand dim: the operand along that dim; an
    operand batched along a dim its row index addresses: the indices along the row index's dim."""
    dn = stablehlo.GatherDimensionNumbers(nodes.ops[n].attributes["dimension_numbers"])
    if len(bds) >= 2 and bds[1] is not None and bds[0] is None:
        for x in dn.collapsed_slice_dims:
            if row_indexed_gather(nodes, n, x) == bds[1]:
                return [(nodes.operands[n][0], x)]
    if len(bds) >= 2 and bds[0] is not None and bds[1] is None:
        e = row_indexed_gather(nodes, n, bds[0])
        if e is not None:
            return [(nodes.operands[n][1], e)]      # the row index (and the rest) follows the operand's rows
    sibd = list(dn.start_indices_batching_dims)
    if len(bds) < 2 or bds[1] is None or bds[1] not in sibd:
        return []
    return [(nodes.operands[n][0], list(dn.operand_batching_dims)[sibd.index(bds[1])])]


def _dot_partner_dims(nodes: StepNodes, n: int, bds: list[int | None]) -> list[tuple[Value, int]]:
    """A dot_general operand batched along a contracting or batching dim: the other operand along
    the paired dim (a contraction over the batch sums rows of both; e.g. a weight gradient against
    a zero initial state the forward batched)."""
    dims = DotDims.from_op(nodes.ops[n])
    out: list[tuple[Value, int]] = []
    for mine, other, pairs in ((0, 1, (dims.lhs_contracting, dims.rhs_contracting)),
                               (1, 0, (dims.rhs_contracting, dims.lhs_contracting)),
                               (0, 1, (dims.lhs_batch, dims.rhs_batch)), (1, 0, (dims.rhs_batch, dims.lhs_batch))):
        b = bds[mine] if mine < len(bds) else None
        if b is not None and b in pairs[0] and (other >= len(bds) or bds[other] is None):
            out.append((nodes.operands[n][other], pairs[1][pairs[0].index(b)]))
    return out


def _gather_needs(nodes: StepNodes, n: int, d: int) -> list[tuple[Value, int]]:
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


def window_ok(op: ir.Operation, d: int) -> bool:
    window = i64s(op, "window_dimensions")
    rank = len(window)
    strides = i64s(op, "window_strides") or [1] * rank
    base = i64s(op, "base_dilations") or [1] * rank
    wdil = i64s(op, "window_dilations") or [1] * rank
    pad_ok = True
    if "padding" in op.attributes:
        pads = [int(x) for x in ir.DenseIntElementsAttr(op.attributes["padding"])]
        pad_ok = pads[2 * d] == 0 and pads[2 * d + 1] == 0
    return window[d] == 1 and strides[d] == 1 and base[d] == 1 and wdil[d] == 1 and pad_ok


def complete_dims(module: ir.Module, batch_dims: Sequence[Sequence[int | None]], batch_size: int | None
                  ) -> tuple[BatchDims, dict[int, tuple[str, object]]]:
    """`batch_dims` (one list per node of the flat step `module`, per result) completed to the fixed
    point (module docstring), and the readers of values that stay underived (node -> (message, span))."""
    return complete_fixed_point(StepNodes.of(module), batch_dims, batch_size)
