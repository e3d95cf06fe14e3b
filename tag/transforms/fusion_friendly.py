"""`tag-fusion-friendly`: local rewrites that let more element-wise work fuse (Wang et al. §5.4.3).

The paper replaces `Concatenation(a, b)` by the "semantically equivalent" `Max(PadLow(a), PadHigh(b))`
and swaps Reshape with Concatenation or Slice so more ops fuse into the CollectiveEinsum loop. Pads
and an element-wise max are loop-fusible where a concatenate is not.

1. `concat-to-max` — `concatenate(x_1..x_k, dim d)` → `max(pad(x_1), ..., pad(x_k))`, each `x_i`
   padded along `d` to the full result (low = its offset, high = the rest) with the element type's
   *lowest* value: -inf for floats with infinities, the finite minimum for those without (e.g.
   f8E4M3FN), the minimum integer, `false` for i1. That makes it exact for every input, which the
   paper's wording leaves open (zero padding + max is wrong for negative data; zero padding + add
   turns -0.0 into +0.0): every output element is `max(x, lowest, ..., lowest) = x`, including
   x = -0.0 (> -inf), +-inf and NaN (StableHLO's maximum propagates NaN). Complex types have no max
   and are skipped; so are one-operand concatenates (canonicalize folds those).
2. `reshape-across` — move a reshape above the concatenate/slice it consumes, when legal:
   `reshape(concatenate(xs, d))` → `concatenate(reshape(x) for x, d')` and
   `reshape(slice(x))` → `slice(reshape(x))`. Legal when every concatenated/sliced dim forms its own
   reshape group, i.e. the reshape's (row-major) dim grouping maps it 1:1 to an output dim `d'` of
   the same size; then the reshape acts on the other groups independently and commutes. Applied only
   when the concatenate/slice has the reshape as its single user (no duplicated work).

Patterns 2 run to a fixpoint before pattern 1 (so reshapes still see concatenates).
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar

import ml_dtypes
import numpy as np
from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from tag.dialects.builders import build_constant, numpy_dtype, ranked_tensor, tensor_type
from tag.dialects.diagnostics import TagError

from .pass_base import ModulePass, PassContext, option, register_pass
from .rewrite import RewritePattern, Rewriter, apply_patterns


def _op(x) -> ir.Operation:
    return x.operation


def _i64s(attr: ir.Attribute) -> list[int]:
    return [int(v) for v in ir.DenseI64ArrayAttr(attr)]


# ------------------------------------------------------------------------------ concat → max
def lowest_value(element_type: ir.Type) -> np.generic | None:
    """The identity of `maximum` for `element_type` (see module doc), or None (complex, unknown)."""
    try:
        dt = numpy_dtype(element_type)
    except TagError:
        return None
    if dt.kind == "b":
        return np.bool_(False)
    if dt.kind in "iu":
        return np.iinfo(dt).min if dt.kind == "i" else dt.type(0)
    if isinstance(element_type, ir.FloatType):  # numpy floats and ml_dtypes (bf16, f8: kind 'V')
        with np.errstate(invalid="ignore", over="ignore"):
            neg_inf = np.array(-np.inf, dtype=np.float64).astype(dt)
        if np.isneginf(neg_inf.astype(np.float64)):
            return neg_inf[()]
        return ml_dtypes.finfo(dt).min
    return None


@dataclass
class ConcatToMaxPattern(RewritePattern):
    """concatenate → max of lowest-value pads (exact; see module doc)."""

    root: ClassVar[str] = "stablehlo.concatenate"

    def match_and_rewrite(self, op: ir.Operation, rewriter: Rewriter) -> bool:
        inputs = list(op.operands)
        if len(inputs) < 2:
            return False
        try:
            out_shape, elt = tensor_type(op.results[0])
        except TagError:
            return False
        lowest = lowest_value(elt)
        if lowest is None:
            return False
        dim = int(ir.IntegerAttr(op.attributes["dimension"]).value)
        rank = len(out_shape)
        with rewriter.before(op), op.location:
            pad_value = build_constant(np.asarray(lowest), elt)
            result_type = op.results[0].type
            offset = 0
            padded: list[ir.Value] = []
            for x in inputs:
                size = tensor_type(x)[0][dim]
                low = [0] * rank
                high = [0] * rank
                low[dim], high[dim] = offset, out_shape[dim] - offset - size
                offset += size
                padded.append(stablehlo.PadOp(x, pad_value, low, high, [0] * rank, results=[result_type]).result)
            acc = padded[0]
            for p in padded[1:]:
                acc = stablehlo.MaxOp(acc, p).result
        rewriter.replace_op(op, [acc])
        return True


# ------------------------------------------------------------------------ reshape across ops
def matching_dims(src: Sequence[int], dst: Sequence[int], dims: Sequence[int]) -> list[int] | None:
    """For a row-major reshape `src → dst`, the dst dim each src dim in `dims` (ascending) maps to
    1:1, or None when the reshape mixes one of them with other dims.

    src dim d maps 1:1 to dst dim e iff `prod(src[:d]) == prod(dst[:e])` and `src[d] == dst[e]`
    (then the suffix products agree too): the flat index splits as (prefix, d, suffix) identically
    on both sides, so the reshape only re-indexes the prefix and the suffix. The chosen e's are
    strictly increasing, so several dims can be tracked at once."""
    if math.prod(src) != math.prod(dst) or 0 in src or 0 in dst:
        return None
    prefix_dst = [math.prod(dst[:e]) for e in range(len(dst))]
    found: list[int] = []
    last = -1
    for d in dims:
        want = math.prod(src[:d])
        e = next((e for e in range(last + 1, len(dst)) if prefix_dst[e] == want and dst[e] == src[d]), None)
        if e is None:
            return None
        found.append(e)
        last = e
    return found


def _single_user(value: ir.Value) -> ir.Operation | None:
    users = [_op(u.owner) for u in value.uses]
    return users[0] if len(users) == 1 else None


def _sole_producer(op: ir.Operation, name: str) -> ir.Operation | None:
    """The `name` op producing `op`'s first operand when `op` is that value's only user, else None."""
    src = op.operands[0]
    if not isinstance(src, ir.OpResult) or _op(src.owner).name != name or _single_user(src) != op:
        return None
    return _op(src.owner)


@dataclass
class ReshapeOfConcatPattern(RewritePattern):
    """reshape(concatenate(xs, d)) → concatenate(reshape(x) ..., d') when d maps 1:1 to d'."""

    root: ClassVar[str] = "stablehlo.reshape"
    dead: list[ir.Operation] = field(default_factory=list)

    def match_and_rewrite(self, op: ir.Operation, rewriter: Rewriter) -> bool:
        concat = _sole_producer(op, "stablehlo.concatenate")
        if concat is None:
            return False
        src = op.operands[0]
        try:
            in_shape, elt = tensor_type(src)
            out_shape, _ = tensor_type(op.results[0])
        except TagError:
            return False
        dim = int(ir.IntegerAttr(concat.attributes["dimension"]).value)
        mapped = matching_dims(in_shape, out_shape, [dim])
        if mapped is None:
            return False
        new_dim = mapped[0]
        with rewriter.before(op), op.location:
            parts = []
            for x in concat.operands:
                shape = list(out_shape)
                shape[new_dim] = tensor_type(x)[0][dim]
                parts.append(stablehlo.ReshapeOp(ranked_tensor(shape, elt), x).result)
            new = stablehlo.ConcatenateOp(parts, new_dim, results=[op.results[0].type]).result
        rewriter.replace_op(op, [new])
        self.dead.append(concat)
        return True


@dataclass
class ReshapeOfSlicePattern(RewritePattern):
    """reshape(slice(x)) → slice(reshape(x)) when every sliced dim maps 1:1 through the reshape."""

    root: ClassVar[str] = "stablehlo.reshape"
    dead: list[ir.Operation] = field(default_factory=list)

    def match_and_rewrite(self, op: ir.Operation, rewriter: Rewriter) -> bool:
        sl = _sole_producer(op, "stablehlo.slice")
        if sl is None:
            return False
        src = op.operands[0]
        x = sl.operands[0]
        try:
            full, elt = tensor_type(x)
            sliced, _ = tensor_type(src)
            out_shape, _ = tensor_type(op.results[0])
        except TagError:
            return False
        starts, limits, strides = (_i64s(sl.attributes[k]) for k in ("start_indices", "limit_indices", "strides"))
        cut = [d for d in range(len(full)) if starts[d] != 0 or limits[d] != full[d] or strides[d] != 1]
        if not cut:
            return False
        new_shape = list(out_shape)
        new_starts = [0] * len(out_shape)
        new_limits = list(out_shape)
        new_strides = [1] * len(out_shape)
        mapped = matching_dims(sliced, out_shape, cut)
        if mapped is None:
            return False
        for d, e in zip(cut, mapped):
            new_shape[e] = full[d]
            new_starts[e], new_limits[e], new_strides[e] = starts[d], limits[d], strides[d]
        if math.prod(new_shape) != math.prod(full):
            return False
        with rewriter.before(op), op.location:
            reshaped = stablehlo.ReshapeOp(ranked_tensor(new_shape, elt), x).result
            new = stablehlo.SliceOp(reshaped, new_starts, new_limits, new_strides,
                                    results=[op.results[0].type]).result
        rewriter.replace_op(op, [new])
        self.dead.append(sl)
        return True


def _erase_dead(ops: list[ir.Operation]) -> None:
    for op in ops:
        if all(not list(r.uses) for r in op.results):
            op.erase()


def make_fusion_friendly(module: ir.Module, concat_to_max: bool = True, reshape_across: bool = True) -> dict[str, int]:
    """Apply the enabled rewrites to the whole module; returns counts per rewrite."""
    counts = {"reshape-across": 0, "concat-to-max": 0}
    if reshape_across:
        concat_p, slice_p = ReshapeOfConcatPattern(), ReshapeOfSlicePattern()
        counts["reshape-across"] = apply_patterns(module.operation, [concat_p, slice_p])
        _erase_dead(concat_p.dead + slice_p.dead)
    if concat_to_max:
        counts["concat-to-max"] = apply_patterns(module.operation, [ConcatToMaxPattern()])
    return counts


@register_pass
@dataclass
class FusionFriendlyPass(ModulePass):
    name: ClassVar[str] = "tag-fusion-friendly"
    summary: ClassVar[str] = ("Fusion-friendly local rewrites (Wang et al. §5.4.3): concatenate → max of pads, "
                              "reshape moved above concatenate/slice.")
    concat_to_max: bool = option(True, "Rewrite concatenate as max of operands padded with the lowest value.")
    reshape_across: bool = option(True, "Move reshape above the concatenate/slice it consumes when legal.")

    def run(self, module: ir.Module, ctx: PassContext) -> None:
        counts = make_fusion_friendly(module, self.concat_to_max, self.reshape_across)
        ctx.remark(self.name, None, f"{counts['reshape-across']} reshape(s) moved, "
                                    f"{counts['concat-to-max']} concatenate(s) rewritten as max of pads")
