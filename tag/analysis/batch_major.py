"""Make the batch the outer factor of every dim that merges it with other dims (time-major rows).

A step may merge the batch *inside* a dim: PyTorch's nn.MultiheadAttention (and so
nn.TransformerEncoderLayer, batch_first or not) runs time-major, `[L, B, E] -> [L·B, E]`, and
unrolled recurrent layers do the same. The rows of such a dim are (l, b) pairs with the batch as the
inner factor, so one replica's rows are not one block: `rebatch` cannot split that reshape, and every
op after it ran on the whole batch. `batch_major_rows` rewrites such a merge to give its rows in
batch-major order (b, l) — reshape to [.., L, B, ..], swap the two, reshape back — and carries the
row permutation forward through the ops that do not care about the order of those rows:

- elementwise ops (select, compare, convert, ...): the same permutation on every operand of the
  result's shape (one uniform along the dim — a splat, a broadcast along it, an iota across it — is
  left alone; any other gets the permutation applied, `_apply`);
- broadcast_in_dim, transpose, and a reshape that keeps the dim whole: the permuted dim moves;
- dot_general: a free dim moves to the result; a contracting or batching dim is permuted alike on
  the other operand (applied there if needed): a contraction adds the same terms in another order;
- reduce: over the dim, the result is unpermuted (order-free up to rounding); else the dim moves.

Every other reader (slices, gathers, concatenation, loops, region captures, the return) gets the
value back in its original order (`_restore`: reshape to the factors (.., B, L, ..), swap, merge
again unless the reader is a reshape). The program computes the same values (sums over a permuted
dim add the same terms in another order); the merges it restores for such readers stay unsplit, as
before. A merge this pass emitted itself (marked `tag.rows_restored`) is never taken for a new one:
the pass is idempotent.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from tag.analysis.batch_dims import ELEMENTWISE_OPS, batch_axis, i64s, propagate_batch_dim
from tag.dialects.builders import build_reshape, tensor_type
from tag.dialects.constants import splat_number
from tag.dialects.dot import DotDims

__all__ = ["RowPermutation", "batch_major_rows", "merges_batch_inside", "time_major_merge"]

RESTORED = "tag.rows_restored"      # marks the merge back to time-major order `_restore` emits
_ELEMENTWISE = ELEMENTWISE_OPS - {"stablehlo.map", "stablehlo.all_reduce", "stablehlo.bitcast_convert"}


@dataclass(frozen=True)
class RowPermutation:
    """Dim `dim` (size outer·batch·inner) of a value holds, at storage index (b, o, i), the element of
    logical index (o, b, i): the batch factor moved outside the factor that preceded it."""

    dim: int
    outer: int
    batch: int
    inner: int

    def at(self, dim: int) -> RowPermutation:
        return replace(self, dim=dim)


def time_major_merge(in_shape: Sequence[int], batch_dim: int, batch_size: int,
                     out_shape: Sequence[int]) -> RowPermutation | None:
    """Where a reshape `in_shape -> out_shape` puts the batch (the outermost factor, of extent
    `batch_size`, of input dim `batch_dim`) inside one output dim k behind a factor `outer` > 1
    (Π out[:k]·outer = Π in[:batch_dim]): the permutation that makes it that dim's outer factor.
    None when the batch stays outermost or is cut across dims."""
    lead = math.prod(in_shape[:batch_dim])
    before = 1
    for k, extent in enumerate(out_shape):
        after = before * extent
        if before <= lead < after:
            if lead % before or after % (lead * batch_size):
                return None
            outer = lead // before
            return RowPermutation(k, outer, batch_size, after // (lead * batch_size)) if outer > 1 else None
        before = after
    return None


def merges_batch_inside(op: ir.Operation, operand_dims: Sequence[int | None], operand_shapes: Sequence[Sequence[int] | None],
                        out_shape: Sequence[int] | None, batch_size: int) -> bool:
    """Whether `op` is a merge `batch_major_rows` rewrites: a reshape putting the batch behind another
    factor (`time_major_merge`), or a concatenate of >= 2 same-shaped values along their batch dim."""
    if not operand_dims or operand_dims[0] is None or out_shape is None or operand_shapes[0] is None:
        return False
    if op.name == "stablehlo.reshape":
        return time_major_merge(operand_shapes[0], operand_dims[0], batch_size, out_shape) is not None
    if op.name == "stablehlo.concatenate":
        axis = int(ir.IntegerAttr(op.attributes["dimension"]).value)
        return len(operand_dims) > 1 and all(d == axis for d in operand_dims) \
            and all(s == operand_shapes[0] for s in operand_shapes)
    return False


# ---------------------------------------------------------------------------------------- builders
def _shape(value: ir.Value) -> list[int]:
    return list(tensor_type(value)[0])


def _reshape(value: ir.Value, shape: Sequence[int]) -> ir.Value:
    return value if _shape(value) == list(shape) else build_reshape(value, shape)


def _swap(value: ir.Value, dim: int) -> ir.Value:
    """Transpose dims `dim` and `dim + 1`."""
    order = list(range(len(_shape(value))))
    order[dim], order[dim + 1] = order[dim + 1], order[dim]
    return stablehlo.TransposeOp(value, ir.DenseI64ArrayAttr.get(order)).result


def _apply(value: ir.Value, p: RowPermutation) -> ir.Value:
    """Logical order -> storage order along p.dim."""
    s = _shape(value)
    split = _reshape(value, [*s[:p.dim], p.outer, p.batch, p.inner, *s[p.dim + 1:]])
    return _reshape(_swap(split, p.dim), s)


def _restore(value: ir.Value, p: RowPermutation, merge: bool = True) -> ir.Value:
    """Storage order -> logical order along p.dim (left as the factors (outer, batch, inner) unless
    `merge`)."""
    s = _shape(value)
    split = _reshape(value, [*s[:p.dim], p.batch, p.outer, p.inner, *s[p.dim + 1:]])
    swapped = _swap(split, p.dim)
    if not merge:
        return swapped
    merged = _reshape(swapped, s)
    _producer(merged).attributes[RESTORED] = ir.UnitAttr.get()
    return merged


def _is_restore(op: ir.Operation) -> bool:
    """A merge `_restore` emitted (marked `RESTORED`): never taken for a new time-major merge."""
    return RESTORED in op.attributes


def _producer(value: ir.Value) -> ir.Operation | None:
    owner = value.owner
    return owner.operation if isinstance(owner, ir.OpView) else owner if isinstance(owner, ir.Operation) else None


def _uniform(value: ir.Value, dim: int, depth: int = 6) -> bool:
    """Every slice of `value` along `dim` is the same (so any row order reads the same)."""
    op = _producer(value)
    if op is None or depth == 0:
        return False
    name = op.name
    if name == "stablehlo.constant":
        return splat_number(op) is not None
    if name == "stablehlo.iota":
        return int(ir.IntegerAttr(op.attributes["iota_dimension"]).value) != dim
    if name == "stablehlo.broadcast_in_dim":
        dims = i64s(op, "broadcast_dimensions")
        if dim not in dims:
            return True
        return _shape(op.operands[0])[dims.index(dim)] == 1 or _uniform(op.operands[0], dims.index(dim), depth - 1)
    if name in _ELEMENTWISE and _shape(value) and all(_shape(v) == _shape(value) or not _shape(v) for v in op.operands):
        return all(not _shape(v) or _uniform(v, dim, depth - 1) for v in op.operands)
    return False


# ---------------------------------------------------------------------------------------- the pass
@dataclass
class _Rows:
    """The walk over main's ops in order: `perm` maps each value stored permuted to its permutation."""

    perm: dict[ir.Value, RowPermutation]
    rewritten: int = 0
    dead: list[ir.Operation] = field(default_factory=list)     # replaced ops, erased at the end

    def align(self, op: ir.Operation, index: int, want: RowPermutation | None) -> None:
        """Make operand `index` of `op` stored as `want` (None: logical order)."""
        value = op.operands[index]
        have = self.perm.get(value)
        if have == want:
            return
        if want is not None and have is None and _uniform(value, want.dim):
            return
        if have is not None:
            value = _restore(value, have)
        if want is not None:
            value = _apply(value, want)
            self.perm[value] = want
        op.operands[index] = value

    def restore_all(self, op: ir.Operation) -> None:
        for i, v in enumerate(op.operands):
            if v in self.perm:
                self.align(op, i, None)
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    self._restore_captures(op, inner.operation)

    def _restore_captures(self, top: ir.Operation, op: ir.Operation) -> None:
        for i, v in enumerate(op.operands):
            p = self.perm.get(v)
            if p is not None:
                with ir.InsertionPoint(top), top.location:
                    op.operands[i] = _restore(v, p)
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    self._restore_captures(top, inner.operation)

    def result(self, op: ir.Operation, p: RowPermutation | None) -> None:
        if p is not None:
            for r in op.results:
                self.perm[r] = p

    # ---------------------------------------------------------------- per op
    def elementwise(self, op: ir.Operation) -> None:
        shape = _shape(op.results[0])
        p = next((self.perm[v] for v in op.operands if v in self.perm and _shape(v) == shape), None)
        if p is None:
            self.restore_all(op)
            return
        for i, v in enumerate(op.operands):
            if _shape(v) == shape:
                self.align(op, i, p)
            elif v in self.perm:
                self.align(op, i, None)
        self.result(op, p)

    def along_other_dims(self, op: ir.Operation) -> None:
        """slice / pad / reverse / concatenate acting on other dims than the permuted one, which
        they keep whole: the permutation passes through (concatenate: every operand permuted
        alike). Along it: the operands are restored."""
        p = next(self.perm[v] for v in op.operands if v in self.perm)
        d = p.dim
        s, t = _shape(op.operands[0]), _shape(op.results[0])
        name = op.name
        if name == "stablehlo.slice":
            keeps = i64s(op, "start_indices")[d] == 0 and s[d] == t[d]
            if not keeps and self.outer_blocks(op, p):
                return
        elif name == "stablehlo.pad":
            keeps = op.operands[1] not in self.perm and all(
                i64s(op, k)[d] == 0 for k in ("edge_padding_low", "edge_padding_high", "interior_padding"))
        elif name == "stablehlo.reverse":
            keeps = d not in i64s(op, "dimensions")
        else:
            keeps = int(ir.IntegerAttr(op.attributes["dimension"]).value) != d
        if not keeps:
            self.restore_all(op)
            return
        for i, v in enumerate(op.operands):
            if name != "stablehlo.pad" or i == 0:
                self.align(op, i, p)
        self.result(op, p)

    def outer_blocks(self, op: ir.Operation, p: RowPermutation) -> bool:
        """A slice along the permuted dim taking whole outer blocks [t0, t1) (logical rows
        [t0·batch·inner, t1·batch·inner), stride 1; the backward of a stacking concatenate): sliced
        on the outer factor of the storage instead; the result is permuted with outer t1 - t0 (in
        order when that is 1)."""
        d, block = p.dim, p.batch * p.inner
        start, limit = i64s(op, "start_indices"), i64s(op, "limit_indices")
        strides = i64s(op, "strides") or [1] * len(start)
        if strides[d] != 1 or start[d] % block or limit[d] % block:
            return False
        value = op.operands[0]
        s = _shape(value)
        split = _reshape(value, [*s[:d], p.batch, p.outer, p.inner, *s[d + 1:]])
        lo = [*start[:d], 0, start[d] // block, 0, *start[d + 1:]]
        hi = [*limit[:d], p.batch, limit[d] // block, p.inner, *limit[d + 1:]]
        step = [*strides[:d], 1, 1, 1, *strides[d + 1:]]
        cut = stablehlo.SliceOp(split, ir.DenseI64ArrayAttr.get(lo), ir.DenseI64ArrayAttr.get(hi),
                                ir.DenseI64ArrayAttr.get(step)).result
        taken = _reshape(cut, _shape(op.results[0]))
        op.results[0].replace_all_uses_with(taken)
        blocks = (limit[d] - start[d]) // block
        if blocks > 1:
            self.perm[taken] = replace(p, outer=blocks)
        self.dead.append(op)
        return True

    def broadcast_in_dim(self, op: ir.Operation) -> None:
        p = self.perm.get(op.operands[0])
        dims = i64s(op, "broadcast_dimensions")
        if p is None or _shape(op.results[0])[dims[p.dim]] != _shape(op.operands[0])[p.dim]:
            self.restore_all(op)
            return
        self.result(op, p.at(dims[p.dim]))

    def transpose(self, op: ir.Operation) -> None:
        p = self.perm[op.operands[0]]
        self.result(op, p.at(i64s(op, "permutation").index(p.dim)))

    def reshape(self, op: ir.Operation) -> bool:
        """A permuted operand: kept when the dim survives whole, else restored to its factors (the
        reshape then reads those). Returns whether the result is left in logical order."""
        value = op.operands[0]
        p = self.perm[value]
        s, t = _shape(value), _shape(op.results[0])
        lead = math.prod(s[:p.dim])
        before = 1
        for k, extent in enumerate(t):
            if before == lead and extent == s[p.dim]:
                self.result(op, p.at(k))
                return False
            before *= extent
            if before > lead:
                break
        op.operands[0] = _restore(value, p, merge=False)
        return True

    def dot_general(self, op: ir.Operation) -> None:
        dims = DotDims.from_op(op)
        lhs, rhs = op.operands[0], op.operands[1]
        pl, pr = self.perm.get(lhs), self.perm.get(rhs)
        paired = [(dims.lhs_contracting, dims.rhs_contracting), (dims.lhs_batch, dims.rhs_batch)]

        def partner(d: int, mine: int) -> int | None:
            for pair in paired:
                if d in pair[mine]:
                    return pair[1 - mine][pair[mine].index(d)]
            return None

        if pl is not None and partner(pl.dim, 0) is not None:
            self.align(op, 1, pl.at(partner(pl.dim, 0)))
        elif pr is not None and partner(pr.dim, 1) is not None:
            self.align(op, 0, pr.at(partner(pr.dim, 1)))
        pl, pr = self.perm.get(op.operands[0]), self.perm.get(op.operands[1])
        out: list[RowPermutation] = []
        if pl is not None:
            if pl.dim in dims.lhs_batch:
                out.append(pl.at(dims.lhs_batch.index(pl.dim)))
            elif pl.dim not in dims.lhs_contracting:
                out.append(pl.at(dims.lhs_result_dim(pl.dim)))
        if pr is not None and pr.dim not in dims.rhs_batch and pr.dim not in dims.rhs_contracting:
            if out:
                self.align(op, 1, None)          # one permuted dim per value
            else:
                out.append(pr.at(dims.rhs_result_dim(pr.dim)))
        self.result(op, out[0] if out else None)

    def reduce(self, op: ir.Operation) -> None:
        half = len(op.operands) // 2
        shape = _shape(op.operands[0])
        p = next((self.perm[v] for v in list(op.operands)[:half] if v in self.perm), None)
        if p is None or any(self.perm.get(v) is not None for v in list(op.operands)[half:]):
            self.restore_all(op)
            return
        for i in range(half):
            if _shape(op.operands[i]) == shape:
                self.align(op, i, p)
        dims = i64s(op, "dimensions")
        if p.dim not in dims:
            self.result(op, p.at(p.dim - sum(1 for d in dims if d < p.dim)))
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    self._restore_captures(op, inner.operation)

    def visit(self, op: ir.Operation) -> bool:
        """Carry or restore the permutations `op` reads; whether its result is in logical order."""
        name = op.name
        if not any(v in self.perm for v in op.operands):
            if self.perm and len(op.regions):
                self.restore_all(op)
            return True
        if name == "stablehlo.reshape":
            return self.reshape(op)
        handler = {"stablehlo.broadcast_in_dim": self.broadcast_in_dim, "stablehlo.transpose": self.transpose,
                   "stablehlo.dot_general": self.dot_general, "stablehlo.reduce": self.reduce,
                   "stablehlo.slice": self.along_other_dims, "stablehlo.pad": self.along_other_dims,
                   "stablehlo.reverse": self.along_other_dims,
                   "stablehlo.concatenate": self.along_other_dims}.get(name)
        if handler is None and name in _ELEMENTWISE:
            handler = self.elementwise
        if handler is None:
            self.restore_all(op)
            return True
        handler(op)
        return False

    def entry(self, op: ir.Operation, batch_dim: int, batch_size: int) -> bool:
        """A reshape merging the batch behind another factor: emit it batch-major instead (the
        caller erases `op`)."""
        t = _shape(op.results[0])
        p = time_major_merge(_shape(op.operands[0]), batch_dim, batch_size, t)
        if p is None or _is_restore(op):
            return False
        split = _reshape(op.operands[0], [*t[:p.dim], p.outer, p.batch, p.inner, *t[p.dim + 1:]])
        merged = _reshape(_swap(split, p.dim), t)
        op.results[0].replace_all_uses_with(merged)
        self.perm[merged] = p
        self.rewritten += 1
        return True

    def stacked(self, op: ir.Operation, batch_size: int) -> bool:
        """A concatenate of k same-shaped values along their batch dim (time steps stacked, the
        batch inside each): emit it batch-major instead — each value with a unit axis after its
        batch factor, concatenated along that axis, merged (the caller erases `op`)."""
        axis = int(ir.IntegerAttr(op.attributes["dimension"]).value)
        s = _shape(op.operands[0])
        if len(op.operands) < 2 or any(_shape(v) != s for v in op.operands) or s[axis] % batch_size:
            return False
        p = RowPermutation(axis, len(op.operands), batch_size, s[axis] // batch_size)
        parts = [_reshape(v, [*s[:axis], p.batch, 1, p.inner, *s[axis + 1:]]) for v in op.operands]
        joined = stablehlo.ConcatenateOp(parts, ir.IntegerAttr.get(ir.IntegerType.get_signless(64), axis + 1)).result
        merged = _reshape(joined, _shape(op.results[0]))
        op.results[0].replace_all_uses_with(merged)
        self.perm[merged] = p
        self.rewritten += 1
        return True


def batch_major_rows(main: ir.Operation, batch_args: Sequence[int], batch_size: int) -> int:
    """Rewrite, in place, each reshape of `main` that merges the batch behind another factor (module
    docstring); `batch_args`: the indices of the batch arguments (batch dim: `batch_axis`). Batch dims are
    followed through the ops as they stand after each rewrite (`_BatchDims`), so a merge fed by an
    earlier one's result is found in the same walk. Returns the number of merges rewritten (0:
    `main` is unchanged)."""
    block = main.regions[0].blocks[0]
    dims = _BatchDims(batch_size, {block.arguments[a]: batch_axis(tuple(_shape(block.arguments[a])), batch_size)
                                   for a in batch_args})
    ops = [op.operation for op in block.operations]
    rows = _Rows({})
    dead = rows.dead
    for op in ops[:-1]:
        with ir.InsertionPoint(op), op.location:
            in_order = rows.visit(op)
            if in_order and op.name == "stablehlo.reshape":
                batch = dims.of(op.operands[0])
                if batch is not None and rows.entry(op, batch, batch_size):
                    dead.append(op)
                    continue
            if in_order and op.name == "stablehlo.concatenate":
                axis = int(ir.IntegerAttr(op.attributes["dimension"]).value)
                if all(dims.of(v) == axis for v in op.operands) and rows.stacked(op, batch_size):
                    dead.append(op)
                    continue
            dims.record(op)
    terminator = ops[-1]
    with ir.InsertionPoint(terminator), terminator.location:
        rows.restore_all(terminator)
    for op in dead:
        op.erase()
    return rows.rewritten


@dataclass
class _BatchDims:
    """The batch dim of each value of the step as rewritten so far (`propagate_batch_dim` per op;
    ops the pass inserted are computed when first read)."""

    batch_size: int
    known: dict[ir.Value, int | None]

    def of(self, value: ir.Value) -> int | None:
        if value not in self.known:
            op = _producer(value)
            if op is None:
                return None
            self.record(op)
        return self.known.get(value)

    def record(self, op: ir.Operation) -> None:
        results = list(op.results)
        if not results:
            return
        try:
            shapes = [tuple(_shape(v)) if _ranked(v) else None for v in op.operands]
            out = tuple(tuple(_shape(r)) if _ranked(r) else None for r in results)
            got = propagate_batch_dim(op.name, op, [self.of(v) for v in op.operands], shapes, out, self.batch_size)
        except (ValueError, TypeError):
            got = [None] * len(results)
        for r, d in zip(results, got):
            self.known[r] = d


def _ranked(value: ir.Value) -> bool:
    t = value.type
    return isinstance(t, ir.RankedTensorType) and ir.RankedTensorType(t).has_static_shape
