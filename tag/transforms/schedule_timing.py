"""Timing-aware list scheduling for `tag-schedule-overlap` (Wang et al. §5.2, Algorithm 2's idea).

Ready-time estimates come from the calibrated cost model the overlap gate and the device simulator
(`runtime/device_sim.py`) use: a compute op costs its price under the fusion model
(`core.block_fusion.block_op_times`: loop fusion, GEMM epilogue and operand folds; zero-cost ops are
free); a collective costs
`op_comm_time` on the preset and occupies a *stream*: one per replica-group signature, split into
a +1 and a -1 stream on links with two ring directions, where a ±1 ring permute takes only its
direction's stream (the device simulator's rule). The estimate of one block (`simulate_order`) is
the device simulator's execution model restricted to the block: one in-order compute stream; an
`async_start` begins its transfer at max(compute clock, operands ready, stream free) without
blocking; an `async_done` blocks compute until the transfer ends; a synchronous collective blocks
both. Region-carrying ops are priced by `op_compute_time` (their inner communication is not seen
here, identically for every order compared).

Two directions (the same dependence graph and budget edges as the key-based scheduler):

- `top-down` (forward in time): a ready start is issued at once (as early as its operands allow);
  a ready done whose transfer is estimated complete is placed at once (it costs no wait and
  releases what it holds back: the next ring permute fed by it, the start its budget edge delays);
  an incomplete done waits while any compute op is ready, so each start/done interval is filled
  with compute until its transfer is covered (per-interval rebalancing by estimated cost); only
  when nothing else is ready is the done with the earliest estimated end placed (the least wait).
- `bottom-up` (reverse in time, the paper's choice): a done is placed as soon as its users are (as
  late as the consumer needs it); its start is *pending* until the compute placed after it in the
  reverse pass covers the transfer (estimated ready time ≤ current reverse time), and other ops go
  first meanwhile; when only pending starts remain, the one closest to covered goes.

Compute ops keep their input order where the dependences allow (input-index keys, with the same
live-set lookahead as the key-based scheduler), so live ranges stay near the input's.
"""
from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable
from dataclasses import dataclass

from jax.extend.mlir import ir

from tag.core.cost_model import (
    COLLECTIVE_OPS,
    ZERO_COST_OPS,
    collective_groups,
    collective_of,
    op_comm_time,
)
from tag.core.block_fusion import op_time_in_block
from tag.core.hardware import HardwarePreset, Link, link_for_devices, link_for_group
from tag.dialects.collectives import source_target_pairs
from tag.dialects.diagnostics import TagError

COMPUTE, START, DONE = 0, 1, 2  # the kinds of `schedule_overlap.BlockGraph`


@dataclass(frozen=True)
class OpCost:
    """What one op costs: compute-stream seconds, and for a collective (or an async_start wrapping
    one) its transfer seconds and the streams it occupies."""

    compute: float = 0.0
    comm: float = 0.0
    streams: tuple[str, ...] = ()


def _signature(groups: list[list[int]]) -> str:
    if not groups or not groups[0]:
        return "n1"
    g = sorted(groups[0])
    strides = {b - a for a, b in itertools.pairwise(g)}
    return f"n{len(g)}s{strides.pop()}" if len(strides) == 1 else f"n{len(g)}"


@dataclass(frozen=True)
class RingShift:
    """How a collective_permute moves data around its groups' rings: every member sends to the member
    `shift` places further (mod n). On a link of topology "ring" (a torus axis) each message crosses
    `hops` links in `direction` ("+1" / "-1"): the shorter way where the ring runs both directions."""

    shift: int
    n: int
    direction: str
    hops: int


def ring_shift(collective: ir.Operation, directions: int) -> RingShift | None:
    """The uniform ring shift of a collective_permute (groups: its permute-graph components, members
    sorted), or None when members move by different amounts (or it is not a permute)."""
    if collective.name != "stablehlo.collective_permute":
        return None
    groups = collective_groups(collective)
    member = {d: (i, len(g)) for g in groups for i, d in enumerate(g)}
    shifts = {((member[t][0] - member[s][0]) % member[s][1], member[s][1])
              for s, t in source_target_pairs(collective) if s != t}
    if len(shifts) != 1:
        return None
    (k, n), = shifts
    if directions >= 2 and n - k < k:
        return RingShift(k, n, "-1", n - k)
    return RingShift(k, n, "+1", k)


def permute_hops(collective: ir.Operation, link: Link) -> int:
    """Links a permute's messages cross: the ring shift's hops on a "ring" link (a store-and-forward
    torus axis carries every message over each hop), 1 on a switch or bus (direct)."""
    if link.topology != "ring":
        return 1
    shift = ring_shift(collective, link.ring_directions)
    return shift.hops if shift is not None else 1


def bus_senders(collective: ir.Operation, node_size: int) -> int:
    """Devices of one node that send concurrently in a collective_permute (the most over nodes).
    On a shared bus they all divide it, even when the permute graph splits into several components
    (a two-hop ring shift on 8 devices is two rings of 4, still 8 senders on one bus)."""
    per_node: dict[int, int] = {}
    for s, t in source_target_pairs(collective):
        if s != t:
            per_node[s // node_size] = per_node.get(s // node_size, 0) + 1
    return max(per_node.values(), default=1)


def permute_link_for(collective: ir.Operation | None, preset: HardwarePreset) -> Callable[[int, bool], Link] | None:
    """The `link_for` override of `op_comm_time` for a collective_permute: the link of a group as
    large as the permute graph's component or the node's concurrent senders (`bus_senders`),
    whichever is larger; None for other collectives (their replica groups are the senders)."""
    if collective is None or collective.name != "stablehlo.collective_permute":
        return None
    senders = bus_senders(collective, preset.node_size)
    return lambda n, crosses: link_for_group(preset, max(n, senders), crosses_nodes=crosses)


def op_cost(op: ir.Operation, preset: HardwarePreset,
            block_times: dict[ir.Block, dict[ir.Operation, float]] | None = None) -> OpCost:
    """The cost of one op of a block (see the module docstring); `block_times` caches the fused prices
    of the op's block (`core.block_fusion.op_time_in_block`) across calls."""
    name = op.name
    collective = collective_of(op) if name == "stablehlo.async_start" or name in COLLECTIVE_OPS else None
    if collective is not None:
        groups = collective_groups(op)
        label = _signature(groups)
        streams: tuple[str, ...] = (label,)
        seconds = op_comm_time(op, preset, permute_link_for(collective, preset))
        if groups:
            link = link_for_devices(preset, groups[0])
            seconds *= permute_hops(collective, link)
            if link.ring_directions >= 2:
                shift = ring_shift(collective, 2)
                streams = (f"{label}:{shift.direction}",) if shift else (f"{label}:+1", f"{label}:-1")
        return OpCost(0.0, seconds, streams)
    if name in ZERO_COST_OPS or name in ("stablehlo.async_start", "stablehlo.async_done"):
        return OpCost()
    chip = preset.chip
    try:
        t = op_time_in_block(op, chip, {} if block_times is None else block_times)
    except TagError:
        t = 0.0
    return OpCost(t)


@dataclass
class Timeline:
    """Estimated execution of one block in a given order (seconds from block entry)."""

    makespan: float
    exposed: float  # compute-stream time spent waiting for transfers


def simulate_order(kind: list[int], preds: list[set[int]], pair_of: dict[int, int], costs: list[OpCost],
                   order: list[int]) -> Timeline:
    """The block's estimated time when its ops run in `order` (see the module docstring)."""
    clock = exposed = 0.0
    streams: dict[str, float] = {}
    finish = [0.0] * len(kind)  # result ready (a start: its transfer's end)
    for j in order:
        ready = max((finish[p] for p in preds[j]), default=0.0)
        c = costs[j]
        if kind[j] == START:
            begin = max([clock, ready] + [streams.get(s, 0.0) for s in c.streams])
            for s in c.streams:
                streams[s] = begin + c.comm
            finish[j] = begin + c.comm
        elif kind[j] == DONE:
            end = max(ready, finish[pair_of[j]])
            if end > clock:
                exposed += end - clock
                clock = end
            finish[j] = clock
        else:
            clock = max(clock, ready)
            if c.streams:  # a synchronous collective
                begin = max([clock] + [streams.get(s, 0.0) for s in c.streams])
                exposed += begin + c.comm - clock
                for s in c.streams:
                    streams[s] = begin + c.comm
                clock = begin + c.comm
            clock += c.compute
            finish[j] = clock
    return Timeline(max([clock, *streams.values()]), exposed)


PickCompute = Callable[[list[tuple[float, float, int]]], int]


def timed_schedule(kind: list[int], preds_fwd: list[set[int]], succs_fwd: list[set[int]], pair_of: dict[int, int],
                   costs: list[OpCost], mode: str, pick_compute: PickCompute, place: Callable[[int], None]) -> list[int]:
    """A forward order of the block's ops (indices) by the timing rules of the module docstring.

    `preds_fwd`/`succs_fwd` include the budget and issue-order edges; `pick_compute(heap)` pops the
    compute op to place next from a heap of (signed key, signed index, op) (the live-set lookahead)
    and `place(j)` tells the liveness tracker about every placed op."""
    n = len(kind)
    reverse = mode == "bottom-up"
    preds, succs = (succs_fwd, preds_fwd) if reverse else (preds_fwd, succs_fwd)
    sign = -1 if reverse else 1
    waiting = [len(preds[j]) for j in range(n)]
    compute_heap: list[tuple[float, float, int]] = []
    ready_async: set[int] = set()
    order: list[int] = []
    if not reverse:
        return _top_down(kind, preds_fwd, succs, pair_of, costs, pick_compute, place, waiting)
    clock = 0.0                        # reverse time: compute placed after the current point
    placed_at: dict[int, float] = {}   # done -> reverse time when placed

    def release(j: int) -> None:
        if kind[j] == COMPUTE:
            heapq.heappush(compute_heap, (sign * j, sign * j, j))
        else:
            ready_async.add(j)

    for j in range(n):
        if waiting[j] == 0:
            release(j)
    while len(order) < n:
        dones = sorted(j for j in ready_async if kind[j] == DONE)
        pick: int | None = None
        if dones:
            pick = dones[-1]
            placed_at[pick] = clock
        else:
            starts = [j for j in ready_async if kind[j] == START]
            covered = [j for j in starts if clock - placed_at.get(pair_of[j], clock) >= costs[j].comm]
            if covered:
                pick = max(covered)
            elif compute_heap:
                pick = pick_compute(compute_heap)
            elif starts:
                pick = max(starts, key=lambda j: (clock - placed_at.get(pair_of[j], clock) - costs[j].comm, j))
        if pick is None:  # pragma: no cover - every edge points forward in the input
            raise RuntimeError("tag-schedule-overlap: dependence cycle in a block")
        ready_async.discard(pick)
        if kind[pick] == COMPUTE:
            clock += costs[pick].compute + costs[pick].comm
        order.append(pick)
        place(pick)
        for k in succs[pick]:
            waiting[k] -= 1
            if waiting[k] == 0:
                release(k)
    return order[::-1]


def _top_down(kind: list[int], preds: list[set[int]], succs: list[set[int]], pair_of: dict[int, int],
              costs: list[OpCost], pick_compute: PickCompute, place: Callable[[int], None],
              waiting: list[int]) -> list[int]:
    n = len(kind)
    clock = 0.0
    streams: dict[str, float] = {}
    finish = [0.0] * n
    compute_heap: list[tuple[float, float, int]] = []
    starts: list[int] = []
    dones: set[int] = set()
    order: list[int] = []

    def release(j: int) -> None:
        if kind[j] == COMPUTE:
            heapq.heappush(compute_heap, (float(j), float(j), j))
        elif kind[j] == START:
            heapq.heappush(starts, j)
        else:
            dones.add(j)

    for j in range(n):
        if waiting[j] == 0:
            release(j)
    while len(order) < n:
        complete = [d for d in dones if finish[pair_of[d]] <= clock + 1e-15]
        if starts:
            pick = heapq.heappop(starts)
        elif complete:
            pick = min(complete)
        elif compute_heap:
            pick = pick_compute(compute_heap)
        elif dones:
            pick = min(dones, key=lambda d: (finish[pair_of[d]], d))
        else:  # pragma: no cover - every edge points forward in the input
            raise RuntimeError("tag-schedule-overlap: dependence cycle in a block")
        dones.discard(pick)
        c = costs[pick]
        ready = max((finish[p] for p in preds[pick]), default=0.0)
        if kind[pick] == START:
            begin = max([clock, ready] + [streams.get(s, 0.0) for s in c.streams])
            for s in c.streams:
                streams[s] = begin + c.comm
            finish[pick] = begin + c.comm
        elif kind[pick] == DONE:
            clock = max(clock, ready, finish[pair_of[pick]])
            finish[pick] = clock
        else:
            clock = max(clock, ready)
            if c.streams:
                begin = max([clock] + [streams.get(s, 0.0) for s in c.streams])
                for s in c.streams:
                    streams[s] = begin + c.comm
                clock = begin + c.comm
            clock += c.compute
            finish[pick] = clock
        order.append(pick)
        place(pick)
        for k in succs[pick]:
            waiting[k] -= 1
            if waiting[k] == 0:
                release(k)
    return order
