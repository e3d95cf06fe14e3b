"""`tag-looped-collective-einsum`: overlap AllGather/ReduceScatter with the dependent dot_general by
decomposing both into a loop of collective_permutes and partial dots (Wang et al., "Overlap
communication with dependent computation via decomposition", §4-§5).

Notation: a replica group of n devices, p = this device's *position* in its group (looked up from
`partition_id`), s = shard extent along the collective's dimension, all shard indices mod n.

AllGather(x, dim d) → dot. A buffer starts as the local shard x and travels the ring with pairs
g[i] → g[i-1], so after k permutes device p holds shard (p + k) mod n. Step k computes the partial dot
on the held shard while the permute for step k+1 is in flight (n dots, n-1 permutes):
- d free in the dot:        acc = DUS(acc, dot(shard, other), result dim r, offset idx·s)
- d contracting:            acc += dot(shard, DS(other, partner dim, idx·s, s))   (f32 accumulation for
                                                                                 16-bit floats)
- d batch:                  acc = DUS(acc, dot(shard, DS(other, batch partner, idx·s, s)), batch dim, idx·s)
unroll=2: two steps per while iteration with two buffers in flight (double buffering): lane 1 starts
one hop ahead (a prologue permute), both lanes move two hops per iteration, so the iteration's two
permutes are independent (on a torus ring each costs two hops; the device simulator and the gate
charge that); contracting sums go to two interleaved accumulators added at the end; the steps left
over run after the loop. `double-buffer=false` keeps the chained form (the second permute sends the
first one's result).
bidirectional: a second buffer travels g[i] → g[i+1] after a one-permute prologue, holding shard
(p - 1 - k); each step runs one dot per held shard (no concatenation: the slices and updates
stay foldable into the GEMMs), so ⌈n/2⌉ steps suffice.

dot → ReduceScatter(sum, result dim r). The accumulator travels instead of the operand. A *chain*
carries one output shard j around an arc of consecutive devices; at step k device p adds the partial
dot for the shard it holds (operand DynamicSliced on the dim that becomes r, offset shard·s), then the
accumulator moves one hop. Unidirectional, unroll=1: one chain over the whole ring, shard (p + k + 1)
at step k, so the accumulator for shard p ends on device p (§5.1). unroll=2: two chains covering the
two halves of the ring, each one step per iteration on its own accumulator (two independent paths,
§5.4.1); the chain not ending on its owner is aligned by one permute in the epilogue and the two are
added. bidirectional: one chain per direction (one dot per chain and step), the
leftward chain is aligned by a one-hop epilogue permute (§5.4.2).

Bad input (dynamic shapes, unequal or cross-replica groups, non-divisible dims, users that are not
dot_generals, ...) is left unchanged; `--tag-explain` says why. The cost-model gate (§5.5) lives in
`collective_einsum_gate.py`.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Literal

import numpy as np
from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from tag.dialects.attributes import as_operation
from tag.dialects.builders import (
    build_add,
    build_broadcast_in_dim,
    build_convert,
    build_dynamic_slice,
    build_dynamic_update_slice,
    build_scalar,
    element_bits,
    i32_constant,
    is_static,
    ranked_tensor,
    tensor_type,
)
from tag.dialects.collectives import (
    ChannelIds,
    build_collective_permute,
    build_position_in_group,
    num_partitions,
    replica_groups,
    ring_pairs,
)
from tag.dialects.context import clone_module
from tag.dialects.diagnostics import TagError
from tag.dialects.dot import DotDims

from .async_collectives import parse_ops_option
from .collective_einsum_gate import (
    DEFAULT_MARGIN,
    GateEstimate,
    Schedule,
    estimate,
    pick_between,
    resolve_hardware,
    step_time_judge,
)
from .driver import run_pipeline
from .pass_base import ModulePass, PassContext, option, register_pass

Case = Literal["free", "contracting", "batch"]
I32 = lambda: ir.IntegerType.get_signless(32)  # noqa: E731


# ============================================================================ small IR helpers
def _i32_binary(op_class, a: ir.Value, b: ir.Value) -> ir.Value:
    return op_class(a, b).result


def _i32_add(a: ir.Value, b: ir.Value) -> ir.Value:
    return _i32_binary(stablehlo.AddOp, a, b)


def _i32_mul(a: ir.Value, b: ir.Value) -> ir.Value:
    return _i32_binary(stablehlo.MulOp, a, b)


def _zeros(shape: Sequence[int], elt: ir.Type) -> ir.Value:
    return build_broadcast_in_dim(build_scalar(0, elt), list(shape), [])


@dataclass
class RingIndex:
    """Shard indices computed at run time: (pos + sign·k + offset) mod n, always non-negative
    (k ranges over 0..n, so adding n when sign < 0 keeps the dividend non-negative)."""

    pos: ir.Value
    n: int

    def shard(self, k: ir.Value, sign: int, offset: int) -> ir.Value:
        n = self.n
        if sign > 0:
            term = k
            const = offset % n
        else:
            term = stablehlo.NegOp(k).result
            const = offset % n + n
        total = _i32_add(self.pos, term)
        if const:
            total = _i32_add(total, i32_constant(const))
        return stablehlo.RemOp(total, i32_constant(n)).result

    @staticmethod
    def times(idx: ir.Value, size: int) -> ir.Value:
        return _i32_mul(idx, i32_constant(size))


def _dynamic_slice_dim(value: ir.Value, dim: int, start: ir.Value, size: int) -> ir.Value:
    shape, _ = tensor_type(value)
    zero = i32_constant(0)
    starts = [start if i == dim else zero for i in range(len(shape))]
    sizes = [size if i == dim else e for i, e in enumerate(shape)]
    return build_dynamic_slice(value, starts, sizes)


def _dynamic_update_dim(operand: ir.Value, update: ir.Value, dim: int, start: ir.Value) -> ir.Value:
    shape, _ = tensor_type(operand)
    zero = i32_constant(0)
    return build_dynamic_update_slice(operand, update, [start if i == dim else zero for i in range(len(shape))])


def _dot(lhs: ir.Value, rhs: ir.Value, dims: DotDims, elt: ir.Type, precision: ir.Attribute | None) -> ir.Value:
    lhs_shape, _ = tensor_type(lhs)
    rhs_shape, _ = tensor_type(rhs)
    result = ranked_tensor(dims.result_shape(lhs_shape, rhs_shape), elt)
    return stablehlo.DotGeneralOp(result, lhs, rhs, dims.attr(), precision_config=precision).result


def emit_while(trip: int, state: list[ir.Value], body: Callable[[ir.Value, list[ir.Value]], list[ir.Value]],
               start: int = 0) -> list[ir.Value]:
    """A `stablehlo.while` over i32 k = start .. start+trip-1 carrying `state`; `body(k, state)` returns
    the next state (same types). trip == 0 emits nothing."""
    if trip <= 0:
        return list(state)
    k_type = ranked_tensor([], I32())
    types = [k_type] + [v.type for v in state]
    loop = stablehlo.WhileOp(types, [i32_constant(start), *state])
    cond = loop.regions[0].blocks.append(*types)
    with ir.InsertionPoint(cond):
        limit = i32_constant(start + trip)
        less = stablehlo.CompareOp(cond.arguments[0], limit, stablehlo.ComparisonDirectionAttr.get("LT"),
                                   compare_type=stablehlo.ComparisonTypeAttr.get("SIGNED")).result
        stablehlo.ReturnOp([less])
    block = loop.regions[1].blocks.append(*types)
    with ir.InsertionPoint(block):
        k = block.arguments[0]
        new_state = body(k, list(block.arguments)[1:])
        if [v.type for v in new_state] != [v.type for v in state]:
            raise TagError("internal error: loop body changed the carried types")
        stablehlo.ReturnOp([_i32_add(k, i32_constant(1)), *new_state])
    return list(loop.results)[1:]


# ================================================================================ candidates
@dataclass
class AgUse:
    """One dot_general consuming the all_gather result. `side` 0: gathered operand is lhs."""

    dot: ir.Operation
    side: int
    case: Case
    dims: DotDims
    other_dim: int | None  # partner dim in the other operand (contracting/batch)
    result_dim: int | None  # result dim of the gathered dim (free/batch)

    @property
    def other(self) -> ir.Value:
        return self.dot.operands[1 - self.side]


@dataclass
class AllGatherCandidate:
    op: ir.Operation
    groups: list[list[int]]
    dim: int
    uses: list[AgUse]
    kind: ClassVar[str] = "all-gather"
    estimate: GateEstimate | None = None
    configs: list[tuple[int, bool]] = field(default_factory=list)  # (unroll, bidirectional) to try, best first
    config: tuple[int, bool] | None = None  # the one chosen

    @property
    def n(self) -> int:
        return len(self.groups[0])

    @property
    def dots(self) -> list[ir.Operation]:
        return [u.dot for u in self.uses]

    @property
    def case(self) -> str:
        return "+".join(sorted({u.case for u in self.uses}))

    @property
    def shard_value(self) -> ir.Value:
        return self.op.operands[0]


@dataclass
class ReduceScatterCandidate:
    op: ir.Operation
    dot: ir.Operation
    groups: list[list[int]]
    dim: int  # scatter dim = result dim r of the dot
    case: Case  # "free" (lhs or rhs free dim) or "batch"
    sliced: list[tuple[int, int]]  # (operand index, operand dim) to DynamicSlice per shard
    kind: ClassVar[str] = "reduce-scatter"
    estimate: GateEstimate | None = None
    configs: list[tuple[int, bool]] = field(default_factory=list)  # (unroll, bidirectional) to try, best first
    config: tuple[int, bool] | None = None  # the one chosen

    @property
    def n(self) -> int:
        return len(self.groups[0])

    @property
    def dots(self) -> list[ir.Operation]:
        return [self.dot]

    @property
    def shard_value(self) -> ir.Value:
        return self.op.results[0]


Candidate = AllGatherCandidate | ReduceScatterCandidate


class Skip(Exception):
    """A collective that is left alone, with the reason. `bad_input`: the op is malformed or
    unsupported (dynamic shapes, unequal or partial groups, indivisible extents), which is always
    reported as a warning; other reasons (no dot user, gated off) only under --tag-explain."""

    def __init__(self, reason: str, *, bad_input: bool = False):
        super().__init__(reason)
        self.bad_input = bad_input


def _check_groups(op: ir.Operation, nparts: int) -> list[list[int]]:
    if "channel_handle" not in op.attributes and "use_global_device_ids" not in op.attributes:
        raise Skip("cross-replica collective (no channel_handle): replica ids are not partition ids")
    groups = replica_groups(op)
    if not groups:
        raise Skip("empty replica_groups")
    sizes = sorted({len(g) for g in groups})
    if len(sizes) > 1:
        raise Skip(f"replica groups of unequal size {sizes}", bad_input=True)
    ids = sorted(i for g in groups for i in g)
    if ids != list(range(nparts)):
        raise Skip(f"replica groups do not cover partitions 0..{nparts - 1} exactly once", bad_input=True)
    if sizes[0] < 2:
        raise Skip("group size 1: nothing to communicate")
    return groups


def _static(values: Sequence[ir.Value]) -> None:
    for v in values:
        if not is_static(v):
            raise Skip(f"dynamic or unranked shape '{v.type}'", bad_input=True)


def match_all_gather(op: ir.Operation, nparts: int) -> AllGatherCandidate:
    """Raise Skip(reason) unless `op` is an all_gather whose every user is a dot_general."""
    if len(op.operands) != 1 or len(op.results) != 1:
        raise Skip("variadic all_gather")
    _static([op.operands[0], op.results[0]])
    groups = _check_groups(op, nparts)
    dim = ir.IntegerAttr(op.attributes["all_gather_dim"]).value
    in_shape, _ = tensor_type(op.operands[0])
    out_shape, _ = tensor_type(op.results[0])
    if out_shape[dim] != in_shape[dim] * len(groups[0]):
        raise Skip("gathered extent is not group size × shard extent", bad_input=True)
    uses = list(op.results[0].uses)
    if not uses:
        raise Skip("no users")
    found: list[AgUse] = []
    block = op.block
    for use in uses:
        user = as_operation(use.owner)
        if user.name != "stablehlo.dot_general":
            raise Skip(f"a user is '{user.name}', not a dot_general")
        if user.operands[0] == user.operands[1]:
            raise Skip("gathered value is both operands of a dot_general")
        if user.block != block:
            raise Skip("a dot_general user is in another block")
        _static([user.operands[0], user.operands[1], user.results[0]])
        side = use.operand_number
        dims = DotDims.from_op(user)
        mine = (dims.lhs_batch, dims.lhs_contracting) if side == 0 else (dims.rhs_batch, dims.rhs_contracting)
        theirs = (dims.rhs_batch, dims.rhs_contracting) if side == 0 else (dims.lhs_batch, dims.lhs_contracting)
        if dim in mine[1]:
            found.append(AgUse(user, side, "contracting", dims, theirs[1][mine[1].index(dim)], None))
        elif dim in mine[0]:
            found.append(AgUse(user, side, "batch", dims, theirs[0][mine[0].index(dim)], mine[0].index(dim)))
        else:
            rdim = dims.lhs_result_dim(dim) if side == 0 else dims.rhs_result_dim(dim)
            found.append(AgUse(user, side, "free", dims, None, rdim))
    found.sort(key=lambda u: _block_index(u.dot))
    first = found[0].dot
    for u in found[1:]:
        if not _available_before(u.other, first):
            raise Skip("the other operand of a later dot_general user is defined after the first user")
    return AllGatherCandidate(op, groups, dim, found)


def _block_index(op: ir.Operation) -> int:
    for i, other in enumerate(op.block.operations):
        if as_operation(other) == op:
            return i
    return -1


def _available_before(value: ir.Value, point: ir.Operation) -> bool:
    owner = value.owner
    if isinstance(owner, ir.Block):
        return True
    owner = as_operation(owner)
    if owner.block != point.block:
        return True  # defined in an enclosing block (the dots share one block)
    return owner.is_before_in_block(point)


def _sum_region(op: ir.Operation) -> bool:
    block = op.regions[0].blocks[0]
    ops = [as_operation(o) for o in block.operations]
    if len(ops) != 2 or ops[0].name != "stablehlo.add" or ops[1].name != "stablehlo.return":
        return False
    args = list(block.arguments)
    operands = list(ops[0].operands)
    uses_args = (operands[0] == args[0] and operands[1] == args[1]) or (operands[0] == args[1] and operands[1] == args[0])
    return uses_args and ops[1].operands[0] == ops[0].results[0]


def match_reduce_scatter(op: ir.Operation, nparts: int) -> ReduceScatterCandidate:
    """Raise Skip(reason) unless `op` is a sum reduce_scatter of a single-use dot_general."""
    if len(op.operands) != 1 or len(op.results) != 1:
        raise Skip("variadic reduce_scatter")
    _static([op.operands[0], op.results[0]])
    groups = _check_groups(op, nparts)
    if not _sum_region(op):
        raise Skip("reduction is not a plain sum")
    dim = ir.IntegerAttr(op.attributes["scatter_dimension"]).value
    producer = op.operands[0].owner
    if isinstance(producer, ir.Block) or as_operation(producer).name != "stablehlo.dot_general":
        raise Skip("operand is not produced by a dot_general")
    dot = as_operation(producer)
    if len(list(dot.results[0].uses)) != 1:
        raise Skip("the dot_general result has other users")
    _static([dot.operands[0], dot.operands[1]])
    full, _ = tensor_type(op.operands[0])
    if full[dim] % len(groups[0]):
        raise Skip(f"scatter dimension extent {full[dim]} not divisible by group size {len(groups[0])}", bad_input=True)
    dims = DotDims.from_op(dot)
    lhs_dim, rhs_dim = dims.result_lhs_dim(dim), dims.result_rhs_dim(dim)
    if lhs_dim is not None and rhs_dim is not None:
        return ReduceScatterCandidate(op, dot, groups, dim, "batch", [(0, lhs_dim), (1, rhs_dim)])
    if lhs_dim is not None:
        return ReduceScatterCandidate(op, dot, groups, dim, "free", [(0, lhs_dim)])
    return ReduceScatterCandidate(op, dot, groups, dim, "free", [(1, rhs_dim)])


# ============================================================================ AllGather rewrite
@dataclass
class _Stream:
    """A travelling operand buffer: holds shard (pos + sign·k + offset) at step k, for k < count;
    moves with ring shift `shift` (-1: receive from the right neighbour)."""

    sign: int
    offset: int
    count: int
    shift: int
    prologue: bool


@dataclass
class _AgConsumer:
    """Per-dot state of an all_gather loop: accumulators and the partial-dot update."""

    use: AgUse
    shard: int  # s
    unroll: int
    acc_elt: ir.Type = field(init=False)
    result_elt: ir.Type = field(init=False)
    precision: ir.Attribute | None = field(init=False)

    def __post_init__(self) -> None:
        _, self.result_elt = tensor_type(self.use.dot.results[0])
        self.acc_elt = self.result_elt
        if self.use.case == "contracting" and str(self.result_elt) in ("bf16", "f16"):
            self.acc_elt = ir.F32Type.get()
        attrs = self.use.dot.attributes
        self.precision = attrs["precision_config"] if "precision_config" in attrs else None

    def n_accs(self) -> int:
        return self.unroll if self.use.case == "contracting" else 1

    def init(self) -> list[ir.Value]:
        shape, _ = tensor_type(self.use.dot.results[0])
        return [_zeros(shape, self.acc_elt) for _ in range(self.n_accs())]

    def update(self, accs: list[ir.Value], slot: int, held: list[tuple[ir.Value, ir.Value]], gdim: int) -> list[ir.Value]:
        """Add the partial dots for the held shards [(buffer, shard index)] to accumulator `slot`: one
        dot per shard, so the other operand's slice feeds the GEMM and the result piece is placed
        by it (both fold into the GEMM; a concatenation would copy both shards every step)."""
        u, s = self.use, self.shard
        accs = list(accs)
        for x, i in held:
            other = u.other
            if u.case in ("contracting", "batch"):
                other = _dynamic_slice_dim(u.other, u.other_dim, RingIndex.times(i, s), s)
            lhs, rhs = (x, other) if u.side == 0 else (other, x)
            part = _dot(lhs, rhs, u.dims, self.acc_elt, self.precision)
            if u.case == "contracting":
                j = slot % len(accs)
                accs[j] = build_add(accs[j], part)
            else:
                accs[0] = _dynamic_update_dim(accs[0], part, u.result_dim, RingIndex.times(i, s))
        return accs

    def finish(self, accs: list[ir.Value]) -> ir.Value:
        total = accs[0]
        for a in accs[1:]:
            total = build_add(total, a)
        return total if self.acc_elt == self.result_elt else build_convert(total, self.result_elt)


def rewrite_all_gather(cand: AllGatherCandidate, nparts: int, channels: ChannelIds, unroll: int,
                       bidirectional: bool, double_buffer: bool = True) -> ir.Operation:
    """Replace the all_gather and its dot users by the looped decomposition; returns the while op
    (or the first new op) for remarks. unroll=2 with `double_buffer` (the default): two buffers
    per direction in flight (`_double_buffered_loop`); without it the iteration's second permute
    sends the first one's result."""
    n, d = cand.n, cand.dim
    x = cand.shard_value
    s = tensor_type(x)[0][d]
    first = cand.uses[0].dot
    if bidirectional:
        streams = [_Stream(+1, 0, (n + 1) // 2, -1, False), _Stream(-1, -1, n // 2, +1, True)]
    else:
        streams = [_Stream(+1, 0, n, -1, False)]
    with ir.InsertionPoint(first), first.location:
        ring = RingIndex(build_position_in_group(cand.groups, nparts), n)
        consumers = [_AgConsumer(u, s, unroll) for u in cand.uses]
        bufs = [build_collective_permute(x, ring_pairs(cand.groups, st.shift), channels) if st.prologue else x
                for st in streams]
        accs = [c.init() for c in consumers]

        def step(k: ir.Value, slot: int, bufs: list[ir.Value], accs: list[list[ir.Value]],
                 active: list[bool], send: list[bool]) -> tuple[list[ir.Value], list[list[ir.Value]]]:
            # Issue the permutes first (they only read the held buffers), then the partial dots.
            held = [(b, ring.shard(k, st.sign, st.offset)) for b, st, a in zip(bufs, streams, active) if a]
            nxt = [build_collective_permute(b, ring_pairs(cand.groups, st.shift), channels) if snd else b
                   for b, st, snd in zip(bufs, streams, send)]
            accs = [c.update(a, slot, held, d) for c, a in zip(consumers, accs)]
            return nxt, accs

        kmin = min(st.count for st in streams)
        kmax = max(st.count for st in streams)
        if unroll == 2 and double_buffer:
            results = _double_buffered_loop(cand, ring, channels, streams, bufs, consumers, accs)
            for u, r in zip(cand.uses, results):
                u.dot.results[0].replace_all_uses_with(r)
                u.dot.erase()
            cand.op.erase()
            return first
        loop_steps = kmin - 1  # steps where every stream is active and sends afterwards
        iters = loop_steps // unroll
        nb = len(bufs)
        sizes = [len(a) for a in accs]

        def body(i: ir.Value, state: list[ir.Value]) -> list[ir.Value]:
            b, flat = state[:nb], state[nb:]
            a = _unflatten(flat, sizes)
            for j in range(unroll):
                k = _i32_add(_i32_mul(i, i32_constant(unroll)), i32_constant(j)) if unroll > 1 else i
                b, a = step(k, j, b, a, [True] * nb, [True] * nb)
            return b + [v for group in a for v in group]

        state = emit_while(iters, bufs + [v for g in accs for v in g], body)
        bufs, accs = state[:nb], _unflatten(state[nb:], sizes)
        for k in range(iters * unroll, kmax):
            active = [k < st.count for st in streams]
            send = [k + 1 < st.count for st in streams]
            bufs, accs = step(i32_constant(k), k % unroll, bufs, accs, active, send)
        results = [c.finish(a) for c, a in zip(consumers, accs)]
    for u, r in zip(cand.uses, results):
        u.dot.results[0].replace_all_uses_with(r)
        u.dot.erase()
    cand.op.erase()
    return first


def _double_buffered_loop(cand: AllGatherCandidate, ring: RingIndex, channels: ChannelIds, streams: list[_Stream],
                          bufs: list[ir.Value], consumers: list[_AgConsumer],
                          accs: list[list[ir.Value]]) -> list[ir.Value]:
    """unroll=2 with two buffers in flight per stream (double buffering, §5.4.1).

    Lane 0 of a stream holds its even steps (k = 2i: shard pos + sign·k + offset), lane 1 its odd
    steps; lane 1 starts one hop ahead (a prologue permute with the stream's shift) and both lanes
    move two hops (shift 2·shift) per iteration, so the iteration's two permutes send buffers that do
    not depend on each other and both are in flight while its two partial dots run. Steps a lane
    has no successor for (k + 2 >= count) send nothing; the steps after the last full iteration
    run unrolled after the loop. Same permute count as the chained form (count − 1 per stream)."""
    d = cand.dim
    lanes = [[b, build_collective_permute(b, ring_pairs(cand.groups, st.shift), channels) if st.count > 1 else b]
             for b, st in zip(bufs, streams)]
    kmin = min(st.count for st in streams)
    kmax = max(st.count for st in streams)
    iters = max(0, (kmin - 2) // 2)  # iterations in which every lane of every stream sends
    sizes = [len(a) for a in accs]
    ns = len(streams)

    def step_pair(k0: ir.Value | int, lanes: list[list[ir.Value]], accs: list[list[ir.Value]],
                  ks: list[int] | None) -> tuple[list[list[ir.Value]], list[list[ir.Value]]]:
        """Steps k0 and k0+1: first every send of both steps (they only read held buffers), then
        the partial dots. `ks` None: inside the loop (everything active and sending)."""
        new_lanes = [list(pair) for pair in lanes]
        held: list[list[tuple[ir.Value, ir.Value]]] = [[], []]
        for j in range(2):
            for si, st in enumerate(streams):
                k = (k0 + j) if ks is not None else None
                if k is not None and k >= st.count:
                    continue
                kv = i32_constant(k) if k is not None else _i32_add(k0, i32_constant(j))
                held[j].append((lanes[si][j], ring.shard(kv, st.sign, st.offset)))
                if k is None or k + 2 < st.count:
                    new_lanes[si][j] = build_collective_permute(lanes[si][j], ring_pairs(cand.groups, 2 * st.shift),
                                                                channels)
        for j in range(2):
            if held[j]:
                accs = [c.update(a, j, held[j], d) for c, a in zip(consumers, accs)]
        return new_lanes, accs

    def body(i: ir.Value, state: list[ir.Value]) -> list[ir.Value]:
        flat_lanes, flat_accs = state[:2 * ns], state[2 * ns:]
        cur = [flat_lanes[2 * si:2 * si + 2] for si in range(ns)]
        k0 = _i32_mul(i, i32_constant(2))
        cur, a = step_pair(k0, cur, _unflatten(flat_accs, sizes), None)
        return [v for pair in cur for v in pair] + [v for group in a for v in group]

    state = emit_while(iters, [v for pair in lanes for v in pair] + [v for g in accs for v in g], body)
    lanes = [state[2 * si:2 * si + 2] for si in range(ns)]
    accs = _unflatten(state[2 * ns:], sizes)
    for k0 in range(2 * iters, kmax, 2):
        lanes, accs = step_pair(k0, lanes, accs, [k0, k0 + 1])
    return [c.finish(a) for c, a in zip(consumers, accs)]


def _unflatten(flat: list[ir.Value], sizes: list[int]) -> list[list[ir.Value]]:
    out, pos = [], 0
    for size in sizes:
        out.append(list(flat[pos:pos + size]))
        pos += size
    return out


# ======================================================================== ReduceScatter rewrite
@dataclass
class _Chain:
    """An accumulator carrying output shard j over the arc [j+a, j+a+count-1]. direction -1: sent to
    g[i-1] after each step (visits the arc downwards, shard (p + k + 1 - a - count) at step k);
    +1: sent to g[i+1] (visits upwards, shard (p - k - a)). It ends on device j + `end`, aligned by a
    final permute with ring shift -end."""

    direction: int
    a: int
    count: int
    group: int  # the unroll slot the chain belongs to

    @property
    def sign(self) -> int:
        return 1 if self.direction < 0 else -1

    @property
    def offset(self) -> int:
        return 1 - self.a - self.count if self.direction < 0 else -self.a

    @property
    def end(self) -> int:
        return self.a if self.direction < 0 else self.a + self.count - 1


def reduce_scatter_chains(n: int, unroll: int, bidirectional: bool) -> list[_Chain]:
    """Partition the ring (offsets relative to the owner j) into arcs, one per chain. Downward chains
    (direction -1) stack upwards from `up0`, upward chains (+1) stack downwards from 0; the first chain
    of each direction ends on (or next to) the owner."""
    specs = [(-1, u) for u in range(unroll)] if not bidirectional else [(d, u) for u in range(unroll) for d in (-1, +1)]
    counts = [n // len(specs) + (i < n % len(specs)) for i in range(len(specs))]
    up = 1 if bidirectional else 0
    down = 0
    chains = []
    for (direction, u), count in zip(specs, counts):
        if count == 0:
            continue
        if direction < 0:
            chains.append(_Chain(-1, up, count, u))
            up += count
        else:
            chains.append(_Chain(+1, down - count + 1, count, u))
            down -= count
    return chains


def rewrite_reduce_scatter(cand: ReduceScatterCandidate, nparts: int, channels: ChannelIds, unroll: int,
                           bidirectional: bool) -> ir.Operation:
    n, r = cand.n, cand.dim
    dot = cand.dot
    dims = DotDims.from_op(dot)
    full, elt = tensor_type(dot.results[0])
    s = full[r] // n
    chains = reduce_scatter_chains(n, unroll, bidirectional)
    precision = dot.attributes["precision_config"] if "precision_config" in dot.attributes else None
    with ir.InsertionPoint(cand.op), cand.op.location:
        ring = RingIndex(build_position_in_group(cand.groups, nparts), n)

        def partials(k: ir.Value, active: list[bool]) -> list[ir.Value | None]:
            """Partial results for every active chain (None for inactive ones), one dot per chain (its
            operand slices feed the GEMM directly)."""
            out: list[ir.Value | None] = [None] * len(chains)
            for i, c in enumerate(chains):
                if not active[i]:
                    continue
                idx = ring.shard(k, c.sign, c.offset)
                ops = list(dot.operands)
                for operand, odim in cand.sliced:
                    ops[operand] = _dynamic_slice_dim(dot.operands[operand], odim, RingIndex.times(idx, s), s)
                out[i] = _dot(ops[0], ops[1], dims, elt, precision)
            return out

        def step(k: ir.Value, accs: list[ir.Value], active: list[bool]) -> list[ir.Value]:
            recv = [build_collective_permute(a, ring_pairs(cand.groups, c.direction), channels) if on else a
                    for a, c, on in zip(accs, chains, active)]
            parts = partials(k, active)
            return [build_add(rv, pt) if on else rv for rv, pt, on in zip(recv, parts, active)]

        accs = partials(i32_constant(0), [True] * len(chains))
        kmin = min(c.count for c in chains)
        kmax = max(c.count for c in chains)
        accs = emit_while(kmin - 1, accs, lambda k, a: step(k, a, [True] * len(chains)), start=1)
        for k in range(kmin, kmax):
            accs = step(i32_constant(k), accs, [k < c.count for c in chains])
        total = None
        for acc, c in zip(accs, chains):
            if c.end % n:
                acc = build_collective_permute(acc, ring_pairs(cand.groups, -c.end), channels)
            total = acc if total is None else build_add(total, acc)
    cand.op.results[0].replace_all_uses_with(total)
    cand.op.erase()
    dot.erase()
    return as_operation(total.owner)


# ================================================================================= gate input
def schedule_of(cand: Candidate, unroll: int, bidirectional: bool, double_buffer: bool = True) -> Schedule:
    """Counts of what `rewrite_*` emits for this candidate (see `Schedule`)."""
    n = cand.n
    if isinstance(cand, AllGatherCandidate):
        update = 0  # passes outside the loop: zero-fill of each result, plus combine + convert of accumulators
        for u in cand.uses:
            shape, elt = tensor_type(u.dot.results[0])
            wide = u.case == "contracting" and str(elt) in ("bf16", "f16")
            nbytes = int(np.prod(shape)) * (4 if wide else max(1, _bits(elt) // 8))
            naccs = unroll if u.case == "contracting" else 1
            update += nbytes * naccs + (3 * nbytes * (naccs - 1)) + (2 * nbytes if wide else 0)
        steps, prologue = ((n + 1) // 2, 1) if bidirectional else (n, 0)
        movers = {-1: 1, +1: 1} if bidirectional else {-1: 1}
        # every lane sends its own loop slot, which is copied back per iteration (core.loop_copies),
        # except in the chained unroll=2 form (the second permute sends the first one's result)
        kmin, nstreams = (n // 2, 2) if bidirectional else (n, 1)
        if unroll == 2 and double_buffer and steps > 1:
            # per stream: lane 1's one-hop prologue permute overlaps step 0, then one two-hop
            # permute per step but the last two
            return Schedule(steps, steps - 1, movers, prologue, update, hops=2, first_round_shift=1,
                            loop_copies=max(0, (kmin - 2) // 2) * 2 * nstreams)
        copies = max(0, kmin - 1) * nstreams if unroll == 1 else 0
        return Schedule(steps, steps - 1, movers, prologue, update, loop_copies=copies)
    chains = reduce_scatter_chains(n, unroll, bidirectional)
    movers: dict[int, int] = {}
    for c in chains:
        movers[c.direction] = movers.get(c.direction, 0) + 1
    shape, elt = tensor_type(cand.op.results[0])
    shard = int(np.prod(shape)) * max(1, _bits(elt) // 8)
    steps = max(c.count for c in chains)
    shifts = tuple(-c.end % n for c in chains if c.end % n)
    return Schedule(steps, steps - 1, movers, len(shifts), 3 * shard * (len(chains) - 1), extra_shifts=shifts)


def _bits(elt: ir.Type) -> int:
    return element_bits(elt)


# ================================================================================== the pass
def _collectives(module: ir.Module) -> list[ir.Operation]:
    """The module's all_gathers and reduce_scatters in walk order (a candidate's identity across clones)."""
    ops: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name in ("stablehlo.all_gather", "stablehlo.reduce_scatter"):
            ops.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return ops


def _match(op: ir.Operation, nparts: int) -> Candidate:
    return match_all_gather(op, nparts) if op.name == "stablehlo.all_gather" else match_reduce_scatter(op, nparts)


def _conflict(a: Candidate, b: Candidate) -> bool:
    return any(da == db for da in a.dots for db in b.dots)


Config = tuple[int, bool, bool]   # (unroll, bidirectional, double_buffer) of one rewrite


def _describe(config: Config) -> str:
    unroll, bidirectional, double_buffer = config
    chained = " chained" if unroll == 2 and not double_buffer else ""
    return f"unroll={unroll}{chained} bidirectional={str(bidirectional).lower()}"


@register_pass
@dataclass
class LoopedCollectiveEinsumPass(ModulePass):
    name: ClassVar[str] = "tag-looped-collective-einsum"
    summary: ClassVar[str] = ("Decompose all_gather→dot_general and dot_general→reduce_scatter into a loop of "
                              "collective_permutes and partial dots that overlap (looped CollectiveEinsum).")
    unroll: int = option(1, "Steps per loop iteration (1 or 2; 2 uses two interleaved accumulators).")
    bidirectional: bool = option(False, "Send half the shards each way around the ring, one dot per step.")
    double_buffer: bool = option(True, "With unroll=2, all-gather loops keep two buffers per direction in flight "
                                       "(each moves two hops per iteration); false: the second permute sends the "
                                       "first one's result.")
    gate: Literal["cost-model", "always"] = option("cost-model", "Rewrite only when the cost model predicts a gain.")
    hardware: str = option("tpu-v4", "Hardware preset for the cost-model gate (see runtime/hardware.py).")
    margin: float = option(DEFAULT_MARGIN, "Safety margin of the cost-model gate: comp+comm >= (1+margin)·after.")
    verify: bool = option(False, "Keep a gated candidate only if the device simulator, re-run with it, "
                                 "is not slower (needs tag.runtime.device_sim loaded).")
    verify_mode: Literal["bottom-up", "top-down", "auto"] = option(
        "bottom-up", "Scheduling mode of the tag-async-collectives,tag-schedule-overlap pipeline verify simulates "
                     "(auto: the mode the device simulator finds fastest for each trial).")
    verify_priority: Literal["timing", "keys"] = option(
        "timing", "Priority of the tag-schedule-overlap verify simulates (keys: without ready-time estimates).")
    search: bool = option(False, "With verify=true, try unroll 1/2 x uni-/bidirectional per candidate (those the "
                                 "gate accepts) and keep the fastest the simulator accepts.")
    verify_async_ops: str = option("collective_permute", "The collectives the tag-async-collectives of the pipeline "
                                                         "verify simulates makes asynchronous (its `ops` option: "
                                                         "the same as the pipeline that follows this pass).")

    def __post_init__(self) -> None:
        if self.unroll not in (1, 2):
            raise TagError(f"pass '{self.name}': option 'unroll' expects 1 or 2, got '{self.unroll}'")
        if not 0.0 <= self.margin < 10.0:
            raise TagError(f"pass '{self.name}': option 'margin' expects a number in [0, 10), got '{self.margin}'")
        resolve_hardware(self.hardware)  # unknown names fail now, listing close matches
        parse_ops_option(self.name, self.verify_async_ops)

    def run(self, module: ir.Module, ctx: PassContext) -> None:
        preset = resolve_hardware(self.hardware)
        nparts = num_partitions(module)
        judge = step_time_judge() if self.verify and self.gate == "cost-model" else None
        ops = _collectives(module)
        index: dict[int, int] = {}  # id(candidate) -> position in `ops`
        gated: list[Candidate] = []
        matched: list[tuple[Candidate, list[tuple[int, bool]]]] = []   # every candidate and the configs it may take
        for i, op in enumerate(ops):
            try:
                cand = _match(op, nparts)
            except Skip as why:
                report = ctx.warning if why.bad_input else ctx.remark
                report(self.name, op, f"{op.name} left alone: {why}")
                continue
            except TagError as err:
                ctx.warning(self.name, op, f"{op.name} left alone: {err.message}")
                continue
            mine = (self.unroll, self.bidirectional, self.double_buffer)
            configs = [mine] + [c for c in self._search_space(cand) if c != mine] \
                if self.search and judge is not None else [mine]
            ests = {c: estimate(cand, schedule_of(cand, *c), preset, self.margin) for c in configs}
            cand.configs = sorted((c for c in configs if ests[c].beneficial or self.gate == "always"),
                                  key=lambda c: -ests[c].gain)
            cand.estimate = ests[cand.configs[0]] if cand.configs else ests[mine]
            index[id(cand)] = i
            matched.append((cand, configs))
            est = cand.estimate
            # every candidate is gated on its own, before conflicts are resolved (§5.5)
            verdict = "rewrite" if self.gate == "always" or est.beneficial else "gated off"
            forced = " (gate=always)" if self.gate == "always" and not est.beneficial else ""
            shown = cand.configs[0] if cand.configs else mine
            config = f" ({_describe(shown)})" if len(configs) > 1 else ""
            ctx.remark(self.name, op, f"{cand.kind} candidate, case {cand.case}, group size {cand.n}{config}: "
                                      f"{est.describe()}; verdict: {verdict}{forced}")
            if verdict != "rewrite":
                ctx.remark(self.name, op, f"{op.name} left alone: gated off by the cost model on {preset.name}")
                continue
            gated.append(cand)
        winners = self._resolve_conflicts(gated, ctx, preset, quiet=judge is not None)
        if judge is None:
            chosen = winners
        else:
            # winners first (by predicted gain), then the §5.5 losers: a loser is tried when its winner is rejected
            won = {id(c) for c in winners}
            order = (sorted(winners, key=lambda c: -c.estimate.gain)
                     + sorted([c for c in gated if id(c) not in won], key=lambda c: -c.estimate.gain))
            pool = self._resolve_conflicts([c for c, _ in matched], ctx, preset, quiet=True)
            allowed = {id(c): configs for c, configs in matched}
            chosen = self._verify(module, order, index, ctx, preset, judge,
                                  [(c, allowed[id(c)]) for c in sorted(pool, key=lambda c: index[id(c)])])
        channels = ChannelIds.for_module(module)
        for cand in sorted(chosen, key=lambda c: index[id(c)]):
            self._rewrite(cand, nparts, channels, cand.config or (self.unroll, self.bidirectional, self.double_buffer))

    def _search_space(self, cand: Candidate) -> list[Config]:
        """What `search=true` tries: unroll 1/2 x uni-/bidirectional; for an all-gather, unroll=2 also
        in the other buffering form (double-buffered lanes pay a loop-carried copy per lane and
        iteration, the chained form none but keeps one transfer in flight)."""
        db = self.double_buffer
        space = [(1, False, db), (2, False, db), (1, True, db), (2, True, db)]
        if isinstance(cand, AllGatherCandidate):
            space += [(2, False, not db), (2, True, not db)]
        return space

    def _rewrite(self, cand: Candidate, nparts: int, channels: ChannelIds, config: Config) -> None:
        unroll, bidirectional, double_buffer = config
        if isinstance(cand, AllGatherCandidate):
            rewrite_all_gather(cand, nparts, channels, unroll, bidirectional, double_buffer=double_buffer)
        else:
            rewrite_reduce_scatter(cand, nparts, channels, unroll, bidirectional)

    def _trial(self, module: ir.Module, picks: list[tuple[int, tuple[int, bool]]], preset, judge) -> float:
        """Step time the judge gives `module` with the candidates at the `picks`' positions (in
        `_collectives` order) rewritten with their (unroll, bidirectional), after the overlap pipeline
        that follows this pass."""
        trial = clone_module(module)
        nparts = num_partitions(trial)
        ops = _collectives(trial)
        cands = [(_match(ops[i], nparts), config) for i, config in sorted(picks)]
        channels = ChannelIds.for_module(trial)
        for cand, config in cands:
            self._rewrite(cand, nparts, channels, config)
        run_pipeline(trial, f"builtin.module(tag-async-collectives{{ops={self.verify_async_ops}}},"
                            f"tag-schedule-overlap{{mode={self.verify_mode} priority={self.verify_priority} "
                            f"hardware={self.hardware}}},canonicalize)")
        return judge(trial, preset)

    def _verify(self, module: ir.Module, order: list[Candidate], index: dict[int, int], ctx: PassContext,
                preset, judge, pool: list[tuple[Candidate, list[tuple[int, bool]]]] = ()) -> list[Candidate]:
        """Greedy: accept a candidate (conflict-free with those accepted) only if the judge's step time
        with it is not above the best so far. Then joint trials, for candidates that only pay off
        together (one hides what the next one exposes; the estimate judges each alone): the gated
        candidates (conflicts resolved in order) each at the configuration it did best with, and for
        each configuration every candidate of `pool` (all matched ones, gated off or not, conflicts
        resolved by §5.5) that may take it; the fastest joint set is taken instead when strictly
        faster. Invariant: the accepted set's simulated step is <= the step without any rewrite (both
        after the same overlap pipeline)."""
        accepted: list[Candidate] = []
        best = self._trial(module, [], preset, judge)
        order = [c for c in order if c.configs]
        us = 1e6
        own_best: dict[int, tuple[int, int]] = {}      # id(candidate) -> its best configuration alone
        for cand in order:
            blocker = next((a for a in accepted if _conflict(a, cand)), None)
            if blocker is not None:
                ctx.remark(self.name, cand.op, f"{cand.op.name} left alone: its dot_general is decomposed against "
                                               f"the {blocker.kind} instead (§5.5 choice)")
                continue
            base = [(index[id(c)], c.config) for c in accepted]
            tried = [(self._trial(module, base + [(index[id(cand)], config)], preset, judge), k, config)
                     for k, config in enumerate(cand.configs)]
            t, _, config = min(tried)
            own_best[id(cand)] = config
            if t <= best:
                shown = f" with {_describe(config)}" if len(tried) > 1 else ""
                ctx.remark(self.name, cand.op, f"verified by the device simulator{shown}: step {t * us:.3f} us <= "
                                               f"{best * us:.3f} us without it")
                cand.config = config
                accepted.append(cand)
                best = t
            else:
                ctx.remark(self.name, cand.op, f"{cand.op.name} left alone: the device simulator's step is slower "
                                               f"with it ({t * us:.3f} us > {best * us:.3f} us) on {preset.name}")
        own: list[Candidate] = []
        for cand in order:
            if id(cand) in own_best and not any(_conflict(j, cand) for j in own):
                own.append(cand)
        sets = [[(c, own_best[id(c)]) for c in own]]
        for config in dict.fromkeys(c for _, configs in pool for c in configs):
            sets.append([(c, config) for c, configs in pool if config in configs])
        seen = {frozenset((id(c), c.config) for c in accepted)}
        winner: list[tuple[Candidate, tuple[int, bool]]] | None = None
        for joint in sets:
            key = frozenset((id(c), config) for c, config in joint)
            if len(joint) < 2 or key in seen:
                continue
            seen.add(key)
            t = self._trial(module, [(index[id(c)], config) for c, config in joint], preset, judge)
            if t < best:
                winner, best = joint, t
        if winner is None:
            return accepted
        for cand, config in winner:
            cand.config = config
            ctx.remark(self.name, cand.op, f"verified jointly with {len(winner) - 1} other candidate(s) by the device "
                                           f"simulator ({_describe(config)}): "
                                           f"step {best * us:.3f} us, below the one-at-a-time choice")
        return [cand for cand, _ in winner]

    def _resolve_conflicts(self, cands: list[Candidate], ctx: PassContext, preset, quiet: bool = False) -> list[Candidate]:
        """A dot may be decomposed against one collective only; pick per §5.5 (`pick_between`)."""
        alive = list(cands)
        changed = True
        while changed:
            changed = False
            for i, a in enumerate(alive):
                for b in alive[i + 1:]:
                    if _conflict(a, b):
                        winner = pick_between(a, b, preset)
                        loser = b if winner is a else a
                        if not quiet:
                            ctx.remark(self.name, loser.op, f"{loser.op.name} left alone: its dot_general is "
                                                            f"decomposed against the {winner.kind} instead "
                                                            f"(§5.5 choice)")
                        alive.remove(loser)
                        changed = True
                        break
                if changed:
                    break
        return alive
