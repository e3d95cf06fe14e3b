"""`tag-schedule-overlap`: move async_start early and async_done late (Wang et al. §5.2).

Each block (function bodies and every nested region: while bodies/conditions, if branches, ...)
that holds at least one async pair (an `async_start` and its `async_done` in that block) is
list-scheduled again; other blocks are left untouched. Only the order of ops inside a block
changes; the terminator stays last.

Dependences (never violated):
- data: an op comes after the in-block producers of every value it or any op nested in its regions
  reads (so uses inside while bodies count);
- order: "ordered" ops keep their relative order: synchronous collectives, send/recv, in/outfeed,
  custom_call, rng, optimization_barrier, after_all, calls, unknown-dialect ops, unpaired async ops,
  and any op whose regions contain one of those (e.g. a while with a collective inside).
  Pure ops, including `partition_id`/`replica_id` (a pure function of the device), move freely;
  paired async ops are ordered by data only (every device runs the same schedule, so the issue
  order of communication stays consistent across devices).

Priority (`priority`, both modes):
- `timing` (default): the timing-aware list scheduler of `schedule_timing.py` (Algorithm 2's idea):
  ready-time estimates from the calibrated cost model on `hardware` — the pricing the overlap gate and
  the device simulator use — so a start goes as early as its operands allow, a done as soon as its
  transfer is estimated complete (or, bottom-up, as late as its consumer needs it, its start held
  back until the compute after it covers the transfer), each interval filled by estimated cost. The
  key-based order of the same mode is estimated as well and kept where it is not slower, so the
  block's estimate never gets worse than `keys`' (`--tag-explain` prints both).
- `keys`: the target keys below, without timing.

Algorithm of `keys` (both `mode`s are list scheduling over that graph, see `schedule_block`):
- every op has a target key: compute ops their input index (the input order, assumed to come from a
  memory-minimising scheduler as in the paper, is kept apart from the async ops); an async_start
  just after its operands' last in-block producer (as early as possible); an async_done just before
  its first in-block user (as late as possible; the block end if only the terminator uses it);
- `bottom-up` (the paper's choice, Algorithm 2) schedules in reverse from the block end, so dones
  hit their late targets exactly; `top-down` (the mirror) schedules forward, so starts hit their
  early targets exactly; the ready op with the nearest key goes next;
- `max-in-flight=N` (0: unbounded; default 2, double buffering as in the unroll-by-2 of §5.4.1)
  models the paper's budget of synchronisation flags as precedences: starts keep their input order
  and done k precedes start k+N, so no order the scheduler can pick has more than N pairs open.
  Top-down also makes a done as urgent as the start it holds back, so a done aimed at the block end
  does not stall the next pair and everything downstream of it.

Memory heuristic (keeps live ranges from exploding): among the `lookahead` best-key ready compute
ops the scheduler prefers one that does not grow the live set (result bytes minus bytes of operands
whose last remaining use it is; mirrored in bottom-up), except that producers of a start's operands
(top-down) / users of a done (bottom-up) are never passed over. On a random 5k-op block with 231
permutes the estimated peak grows by ~0-10% at N=1..4 (unbounded N can double it).

`mode=auto` (`schedule_module_auto`): the module is scheduled by each of bottom-up / top-down x
timing / keys and priced, like the input order, by the registered step-time judge — the device
simulator the overlap gate's `verify=true` answers to and `tag bench overlap` scores by — and the
fastest is kept (ties: the earlier alternative, the input order first), so the result is never
slower in that simulator than any alternative nor than the input; `per-block=true` then lets each
block take another alternative's order where the simulated step strictly drops.

Under `--tag-explain` each rescheduled block reports its async pairs, the overlap window (ops
strictly between each start and its done) and the estimated peak live bytes (sum of sizes of the
in-block values live at each point, futures counted at their payload size) before and after.
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass, field
from typing import ClassVar, Literal

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from tag.core.hardware import HardwarePreset, get_preset
from tag.dialects.builders import num_bytes
from tag.dialects.diagnostics import TagError

from .async_collectives import ASYNC_DONE, ASYNC_START
from .collective_einsum_gate import StepTimeJudge, step_time_judge
from .pass_base import ModulePass, PassContext, option, register_pass
from .schedule_timing import (
    COMPUTE,
    DONE,
    START,
    OpCost,
    Timeline,
    op_cost,
    simulate_order,
    timed_schedule,
)

TERMINATORS = frozenset({"func.return", "stablehlo.return", "sdy.return", "mpmd.return", "chlo.return"})
ORDERED_OPS = frozenset({
    "stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.reduce_scatter", "stablehlo.all_to_all",
    "stablehlo.collective_permute", "stablehlo.collective_broadcast", "stablehlo.send", "stablehlo.recv",
    "stablehlo.infeed", "stablehlo.outfeed", "stablehlo.custom_call", "stablehlo.rng",
    "stablehlo.optimization_barrier", "stablehlo.after_all", "stablehlo.create_token", "func.call",
    "stablehlo.composite",
})
PURE_DIALECTS = frozenset({"stablehlo", "chlo", "arith", "math", "tensor", "func"})



def _op(x) -> ir.Operation:
    return x.operation


def _is_ordered_name(name: str) -> bool:
    return name in ORDERED_OPS or name.split(".", 1)[0] not in PURE_DIALECTS


def _has_ordered_inside(op: ir.Operation) -> bool:
    found = False

    def visit(inner: ir.Operation) -> ir.WalkResult:
        nonlocal found
        if inner != op and (_is_ordered_name(inner.name) or inner.name in (ASYNC_START, ASYNC_DONE)):
            found = True
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    op.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


def _read_values(op: ir.Operation) -> list[ir.Value]:
    """Operands of `op` and of every op nested in its regions."""
    if len(op.regions) == 0:
        return list(op.operands)
    values: list[ir.Value] = []

    def visit(inner: ir.Operation) -> ir.WalkResult:
        values.extend(inner.operands)
        return ir.WalkResult.ADVANCE

    op.walk(visit, ir.WalkOrder.PRE_ORDER)
    return values


def type_bytes(t: ir.Type) -> int:
    """Bytes of a static tensor (i1 as one byte), of a future's payload, else 0 (tokens, ...)."""
    if isinstance(t, ir.RankedTensorType) and t.has_static_shape:
        try:
            return num_bytes(t)
        except TagError:
            return 0
    if stablehlo.FutureType.isinstance(t):
        return sum(type_bytes(x) for x in stablehlo.FutureType(t).types)
    return 0


@dataclass
class BlockGraph:
    """Dependence graph of one block's non-terminator ops. Invariant: edges go from lower to higher
    original index (the input order is a valid schedule)."""

    ops: list[ir.Operation]
    terminator: ir.Operation
    kind: list[int]
    preds: list[set[int]]
    succs: list[set[int]]
    pair_of: dict[int, int]                  # start index ↔ done index (both directions)
    values: list[tuple[int, int, list[int]]]  # (size, defining index or -1, user indices; n = terminator)

    @property
    def num_pairs(self) -> int:
        return len(self.pair_of) // 2


def build_graph(block: ir.Block) -> BlockGraph | None:
    """Graph of `block`, or None when the block has no recognised terminator (left alone)."""
    all_ops = [_op(o) for o in block.operations]
    if not all_ops or all_ops[-1].name not in TERMINATORS:
        return None
    ops, terminator = all_ops[:-1], all_ops[-1]
    n = len(ops)
    index = {op: i for i, op in enumerate(ops)}
    pair_of: dict[int, int] = {}
    for i, op in enumerate(ops):
        if op.name == ASYNC_START:
            users = [_op(u.owner) for u in op.results[0].uses]
            if len(users) == 1 and users[0].name == ASYNC_DONE and users[0] in index:
                j = index[users[0]]
                pair_of[i], pair_of[j] = j, i
    kind = [COMPUTE] * n
    for i, j in pair_of.items():
        kind[i] = START if ops[i].name == ASYNC_START else DONE
    preds: list[set[int]] = [set() for _ in range(n)]
    value_users: dict[ir.Value, set[int]] = {}
    for j, op in enumerate(ops + [terminator]):
        for v in _read_values(op):
            if isinstance(v, ir.OpResult):
                i = index.get(_op(v.owner))
                if i is None or i == j:
                    continue
                if j < n:
                    preds[j].add(i)
            elif not (isinstance(v, ir.BlockArgument) and v.owner == block):
                continue
            value_users.setdefault(v, set()).add(j)
    previous = None
    for j, op in enumerate(ops):
        if kind[j] != COMPUTE:
            continue
        if _is_ordered_name(op.name) or op.name in (ASYNC_START, ASYNC_DONE) or \
                (len(op.regions) and _has_ordered_inside(op)):
            if previous is not None:
                preds[j].add(previous)
            previous = j
    succs: list[set[int]] = [set() for _ in range(n)]
    for j, ps in enumerate(preds):
        for i in ps:
            succs[i].add(j)
    values: list[tuple[int, int, list[int]]] = []
    for arg in block.arguments:
        values.append((type_bytes(arg.type), -1, sorted(value_users.get(arg, ()))))
    for i, op in enumerate(ops):
        for r in op.results:
            values.append((type_bytes(r.type), i, sorted(value_users.get(r, ()))))
    return BlockGraph(ops, terminator, kind, preds, succs, pair_of, values)


# ------------------------------------------------------------------------------------- metrics
def peak_live_bytes(graph: BlockGraph, order: list[int]) -> int:
    """Max over program points of the bytes of in-block values that are live.

    Points: 0 = block entry, k+1 = after the op at position k. A value is live from the point after
    its definition (entry for block arguments) through the point after its last in-block user (so a
    user's operands and results coexist); terminator uses keep it live to the end."""
    n = len(order)
    pos = {op: k for k, op in enumerate(order)}
    delta = [0] * (n + 2)
    for size, defined, users in graph.values:
        if size == 0:
            continue
        start = pos[defined] + 1 if defined >= 0 else 0
        end = max([start] + [n if u == n else pos[u] + 1 for u in users])
        delta[start] += size
        delta[end + 1] -= size
    peak = running = 0
    for d in delta[: n + 1]:
        running += d
        peak = max(peak, running)
    return peak


def overlap_windows(graph: BlockGraph, order: list[int]) -> list[int]:
    """Ops strictly between each start and its done, pairs by the start's original index."""
    pos = {op: k for k, op in enumerate(order)}
    return [pos[d] - pos[s] - 1 for s, d in sorted(graph.pair_of.items()) if graph.kind[s] == START]


# ----------------------------------------------------------------------------------- scheduling
@dataclass
class _Liveness:
    """Remaining-use counts driving the memory heuristic (forward or reverse)."""

    graph: BlockGraph
    reverse: bool
    result_bytes: list[int] = field(default_factory=list)
    operand_values: list[list[int]] = field(default_factory=list)
    remaining: list[int] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        n = len(self.graph.ops)
        self.result_bytes = [0] * n
        self.operand_values = [[] for _ in range(n)]
        for vid, (size, defined, users) in enumerate(self.graph.values):
            self.sizes.append(size)
            in_block_users = [u for u in users if u < n]
            self.remaining.append(len(in_block_users))
            if defined >= 0:
                self.result_bytes[defined] += size
            for u in in_block_users:
                self.operand_values[u].append(vid)
        if self.reverse:  # count scheduled (placed) users instead
            self.remaining = [0] * len(self.remaining)

    def net(self, j: int) -> int:
        """Bytes the live set grows by when op j is placed next."""
        if not self.reverse:
            freed = sum(self.sizes[v] for v in self.operand_values[j] if self.remaining[v] == 1)
            return self.result_bytes[j] - freed
        born = sum(self.sizes[v] for v in self.operand_values[j] if self.remaining[v] == 0)
        return born - self.result_bytes[j]

    def place(self, j: int) -> None:
        for v in self.operand_values[j]:
            self.remaining[v] += 1 if self.reverse else -1


def budget_edges(graph: BlockGraph, max_in_flight: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Extra precedences (chains, budget) that bound the open pairs by `max_in_flight` (0: none)
    in *every* order.

    Pairs are numbered by their start's original position. Chain: starts keep that order (so the
    communication issue order is the input's). Budget: done k precedes start k+N. When start c is
    issued, so are starts 0..c-1, hence dones 0..c-N are finished: at most N pairs are open. An edge the input order contradicts is left out
    (never a cycle: every edge points forward in the input), so an input that already exceeds the
    budget keeps its own excess there and nothing more; the output of tag-async-collectives (each
    done right after its start) never does."""
    starts = sorted(i for i in graph.pair_of if graph.kind[i] == START)
    chains = list(zip(starts, starts[1:]))
    budget = []
    if max_in_flight > 0:
        budget = [(graph.pair_of[starts[k]], starts[k + max_in_flight]) for k in range(len(starts) - max_in_flight)]
    return [(i, j) for i, j in chains if i < j], [(i, j) for i, j in budget if i < j]


def block_costs(graph: BlockGraph, preset: HardwarePreset) -> list[OpCost]:
    """Estimated cost of every op of the block (`schedule_timing.op_cost`)."""
    block_times: dict = {}
    return [op_cost(op, preset, block_times) for op in graph.ops]


def estimate_order(graph: BlockGraph, order: list[int], costs: list[OpCost]) -> Timeline:
    """Estimated time of the block run in `order` (`schedule_timing.simulate_order`)."""
    return simulate_order(graph.kind, graph.preds, graph.pair_of, costs, order)


def schedule_block_timed(graph: BlockGraph, mode: str, max_in_flight: int, costs: list[OpCost],
                         lookahead: int = 4) -> tuple[list[int], Timeline, Timeline]:
    """(order, its estimate, the key-based order's estimate): the timing-aware order
    (`schedule_timing.timed_schedule`) unless the key-based order of the same mode is estimated
    faster, in which case that one (so the estimate never gets worse than `priority=keys`')."""
    keyed = schedule_block(graph, mode, max_in_flight, lookahead)
    reverse = mode == "bottom-up"
    preds_fwd, succs_fwd = _constrained_edges(graph, max_in_flight)
    live = _Liveness(graph, reverse)
    timed = timed_schedule(graph.kind, preds_fwd, succs_fwd, graph.pair_of, costs, mode,
                           lambda heap: _pick_compute(heap, live, lookahead), live.place)
    t_timed, t_keyed = estimate_order(graph, timed, costs), estimate_order(graph, keyed, costs)
    if t_timed.makespan < t_keyed.makespan * (1 - 1e-9):
        return timed, t_timed, t_keyed
    return keyed, t_keyed, t_keyed


def _constrained_edges(graph: BlockGraph, max_in_flight: int) -> tuple[list[set[int]], list[set[int]]]:
    """Forward predecessor and successor sets of `graph`'s ops with the start/done chain and
    in-flight budget edges (`budget_edges`) added: what every order must honour."""
    preds_fwd = [set(p) for p in graph.preds]
    succs_fwd = [set(s) for s in graph.succs]
    chains, budget = budget_edges(graph, max_in_flight)
    for i, j in chains + budget:
        preds_fwd[j].add(i)
        succs_fwd[i].add(j)
    return preds_fwd, succs_fwd


def schedule_block(graph: BlockGraph, mode: str, max_in_flight: int, lookahead: int = 4) -> list[int]:
    """A new order (original indices, forward) honouring every dependence of `graph` and the
    budget edges.

    List scheduling forward (`top-down`) or in reverse (`bottom-up`, the paper's choice); the ready
    op whose target key comes first in the scheduling direction goes next. Keys: a compute op its
    original index (so the input order, assumed memory-friendly, is kept apart from the async ops);
    an async_start just after its operands' last in-block producer (as early as possible); an
    async_done just before its first in-block user (as late as possible; the block end when only
    the terminator uses it). The direction decides which async op reaches its target exactly: the
    one met first (dones bottom-up, starts top-down). Among the `lookahead` best-key ready compute
    ops, one that does not grow the live set is preferred."""
    n = len(graph.ops)
    reverse = mode == "bottom-up"
    preds_fwd, succs_fwd = _constrained_edges(graph, max_in_flight)
    preds, succs = (succs_fwd, preds_fwd) if reverse else (preds_fwd, succs_fwd)
    sign = -1 if reverse else 1          # heap values are sign * key: smaller goes first
    key: list[float] = [float(j) for j in range(n)]
    for j in range(n):
        if graph.kind[j] == DONE:
            key[j] = min(graph.succs[j], default=n) - 0.5
    for j in range(n):  # input order is topological: a start's producers have their keys already
        if graph.kind[j] == START:
            # Bottom-up, a start fed by a done (the next permute of a ring) goes with that done, as
            # late as it: keyed by its producer's index, it would pull done₀ up right after start₀
            # (the reverse pass meets the start first). Top-down meets the done first and places the
            # start right after it anyway.
            inherit = reverse
            key[j] = max([p + 0.5 for p in graph.preds[j] if graph.kind[p] != DONE or not inherit]
                         + [key[p] for p in graph.preds[j] if graph.kind[p] == DONE and inherit], default=-0.5)
    # An op is at least as urgent as what must follow it (a done holding back the next start
    # through a budget edge goes when that start wants to). Input order is topological.
    if not reverse:
        # Forward only: a done is at least as urgent as the start its budget edge holds back (and
        # so, along data edges, are that done's producers); otherwise a done aimed at the block end
        # would stall the next pair and everything downstream of it. Reverse scheduling needs no
        # such pull: what a late start holds back there is upstream work that goes early anyway.
        # Not propagated through the issue-order chains (one far target would drag every pair).
        urgent_succ = [set(s) for s in graph.succs]
        for i, j in budget_edges(graph, max_in_flight)[1]:
            urgent_succ[i].add(j)
        for j in reversed(range(n)):
            key[j] = min([key[j]] + [key[k] for k in urgent_succ[j]])
    # Ops right next to the async op met first (producers of a start's operands top-down, users of
    # a done bottom-up) are never passed over by the memory heuristic.
    pinned = [False] * n
    for j in range(n):
        if graph.kind[j] == (DONE if reverse else START):
            for k in (graph.succs[j] if reverse else graph.preds[j]):
                pinned[k] = True
    live = _Liveness(graph, reverse)
    waiting = [len(preds[j]) for j in range(n)]
    async_heap: list[tuple[float, float, int]] = []
    compute_heap: list[tuple[float, float, int]] = []

    def push(j: int) -> None:
        heapq.heappush(compute_heap if graph.kind[j] == COMPUTE else async_heap, (sign * key[j], sign * j, j))

    for j in range(n):
        if waiting[j] == 0:
            push(j)
    order: list[int] = []
    while len(order) < n:
        if async_heap and (not compute_heap or async_heap[0][:2] <= compute_heap[0][:2]):
            pick = heapq.heappop(async_heap)[2]
        elif compute_heap:
            pick = _pick_compute(compute_heap, live, 1 if pinned[compute_heap[0][2]] else lookahead)
        else:  # pragma: no cover - every edge points forward in the input, so something is ready
            raise RuntimeError("tag-schedule-overlap: dependence cycle in a block")
        order.append(pick)
        live.place(pick)
        for k in succs[pick]:
            waiting[k] -= 1
            if waiting[k] == 0:
                push(k)
    return order[::-1] if reverse else order


def _pick_compute(heap: list[tuple[float, float, int]], live: _Liveness, lookahead: int) -> int:
    """The best-key ready compute op, unless one of the next `lookahead` does not grow the live
    set while it does (ties keep the key order)."""
    if lookahead <= 1:
        return heapq.heappop(heap)[2]
    popped = [heapq.heappop(heap) for _ in range(min(lookahead, len(heap)))]
    choice = min(popped, key=lambda e: (live.net(e[2]) > 0, e[0], e[1]))
    for e in popped:
        if e is not choice:
            heapq.heappush(heap, e)
    return choice[2]


def collect_blocks(module: ir.Module) -> list[tuple[ir.Operation, ir.Block]]:
    """(owner op, block) for every block of every region inside top-level functions, pre-order;
    async_start regions are skipped."""
    found: list[tuple[ir.Operation, ir.Block]] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == ASYNC_START:
            return ir.WalkResult.ADVANCE
        for region in op.regions:
            for block in region.blocks:
                found.append((op, block))
        return ir.WalkResult.ADVANCE

    for top in module.body.operations:
        if _op(top).name == "func.func":
            _op(top).walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


@dataclass(frozen=True)
class BlockReport:
    """What one rescheduled block looked like before and after."""

    pairs: int
    windows_before: list[int]
    windows_after: list[int]
    peak_before: int
    peak_after: int
    changed: bool
    estimate_before: float | None = None  # seconds (priority=timing): input order
    estimate_keys: float | None = None    # the key-based order
    estimate_after: float | None = None   # the chosen order


def schedule_module(module: ir.Module, mode: str = "bottom-up", max_in_flight: int = 2,
                    lookahead: int = 4, priority: str = "keys",
                    preset: HardwarePreset | None = None) -> list[tuple[ir.Operation, BlockReport]]:
    """Reschedule every block with async pairs; returns a report per such block. `priority="timing"`
    needs `preset` (the hardware the estimates are for)."""
    if priority == "timing" and preset is None:
        raise TagError("tag-schedule-overlap: priority=timing needs a hardware preset")
    reports = []
    for owner, block in collect_blocks(module):
        graph = build_graph(block)
        if graph is None or graph.num_pairs == 0:
            continue
        identity = list(range(len(graph.ops)))
        estimates: tuple[float | None, ...] = (None, None, None)
        if priority == "timing":
            costs = block_costs(graph, preset)
            order, chosen, keyed = schedule_block_timed(graph, mode, max_in_flight, costs, lookahead)
            estimates = (estimate_order(graph, identity, costs).makespan, keyed.makespan, chosen.makespan)
        else:
            order = schedule_block(graph, mode, max_in_flight, lookahead)
        changed = order != identity
        if changed:
            for i in order:
                graph.ops[i].move_before(graph.terminator)
        reports.append((owner, BlockReport(graph.num_pairs, overlap_windows(graph, identity),
                                           overlap_windows(graph, order), peak_live_bytes(graph, identity),
                                           peak_live_bytes(graph, order), changed, *estimates)))
    return reports


# ------------------------------------------------------------------------------ mode=auto
AUTO_ALTERNATIVES: tuple[tuple[str, str], ...] = (
    ("bottom-up", "timing"), ("top-down", "timing"), ("bottom-up", "keys"), ("top-down", "keys"))
"""The (mode, priority) schedules `mode=auto` compares, besides the input order; ties go to the
earlier entry (the input order first)."""
INPUT_ORDER = "input"

BlockOrders = dict[ir.Operation, list[ir.Operation]]
"""A block's terminator -> the block's other ops in order (a schedule of the blocks with async ops)."""


def _async_block_orders(module: ir.Module) -> BlockOrders:
    """The current order of every block that holds an async op directly (the blocks the scheduler
    can change), keyed by terminator: reordering ops never moves a terminator."""
    orders: BlockOrders = {}
    for _, block in collect_blocks(module):
        ops = [_op(o) for o in block.operations]
        if ops and ops[-1].name in TERMINATORS and any(o.name == ASYNC_START for o in ops):
            orders[ops[-1]] = ops[:-1]
    return orders


def _apply_orders(orders: BlockOrders) -> None:
    """Put every block of `orders` into its recorded order (the ops are the module's own)."""
    for terminator, ops in orders.items():
        for op in ops:
            op.move_before(terminator)


def _label(alternative: str | tuple[str, str]) -> str:
    return alternative if isinstance(alternative, str) else "/".join(alternative)


@dataclass(frozen=True)
class AutoReport:
    """What `mode=auto` measured: the judge's step time (seconds) of the module under each
    alternative it considered (labels `bottom-up/timing`, ..., `input`), the alternative chosen
    for the whole module, and per block (by the owner op's name) where a block-wise refinement
    moved off it. Invariant: `step <= min(steps.values())`."""

    steps: dict[str, float]
    chosen: str
    step: float
    refined: list[tuple[str, str]]  # (owner, alternative) of the blocks scheduled differently


def schedule_module_auto(module: ir.Module, preset: HardwarePreset, judge: StepTimeJudge,
                         max_in_flight: int = 2, lookahead: int = 4, per_block: bool = False) -> AutoReport | None:
    """Schedule `module` with whichever alternative the judge (the device simulator that scores the
    result) finds fastest, never slower than any alternative it considered nor than the input order.

    Each alternative of `AUTO_ALTERNATIVES` schedules every block from the input order; the judge
    prices the whole module under each and under the input order; the fastest wins (ties: the
    earlier, the input order first). Blocks are scheduled independently (a block's order depends
    on its own ops and costs only), so with `per_block` each block (a looped einsum's while body,
    the function body) then tries every other alternative's order of its own, kept only where the
    judge's step strictly drops: the result is at most the best whole-module alternative.
    None when no block holds async ops (nothing to choose)."""
    original = _async_block_orders(module)
    if not original:
        return None
    owners = {_op(b.operations[len(b.operations) - 1]): o for o, b in collect_blocks(module) if len(b.operations)}
    orders: dict[str, BlockOrders] = {INPUT_ORDER: original}
    steps: dict[str, float] = {INPUT_ORDER: judge(module, preset)}
    for mode, priority in AUTO_ALTERNATIVES:
        _apply_orders(original)
        schedule_module(module, mode, max_in_flight, lookahead, priority, preset)
        name = _label((mode, priority))
        orders[name] = _async_block_orders(module)
        steps[name] = judge(module, preset)
    chosen = min(steps, key=lambda k: (steps[k], list(steps).index(k)))
    current, step = dict(orders[chosen]), steps[chosen]
    refined: dict[ir.Operation, str] = {}
    if per_block and len(original) > 1:
        for terminator in original:
            tried = [current[terminator]]
            for name, alt in orders.items():
                if any(alt[terminator] == seen for seen in tried):
                    continue
                tried.append(alt[terminator])
                _apply_orders({**current, terminator: alt[terminator]})
                t = judge(module, preset)
                if t < step * (1 - 1e-12):
                    current, step = {**current, terminator: alt[terminator]}, t
                    refined[terminator] = name
    _apply_orders(current)
    return AutoReport(steps, chosen, step, [(_owner_name(owners[t]), name) for t, name in refined.items()])


def _owner_name(owner: ir.Operation) -> str:
    if owner.name == "func.func":
        return f"@{ir.StringAttr(owner.attributes['sym_name']).value}"
    return f"'{owner.name}' region"


@register_pass
@dataclass
class ScheduleOverlapPass(ModulePass):
    name: ClassVar[str] = "tag-schedule-overlap"
    summary: ClassVar[str] = ("Reorder ops in each block so async_start is issued as early and async_done as "
                              "late as dependences and the in-flight budget allow (Wang et al. §5.2).")
    mode: Literal["bottom-up", "top-down", "auto"] = option(
        "bottom-up", "List-scheduling direction (the paper uses bottom-up); auto: whichever of bottom-up/top-down "
                     "x timing/keys (or the input order) the device simulator finds fastest for the module.")
    max_in_flight: int = option(2, "At most this many async pairs open at any point (0: unbounded).")
    lookahead: int = option(4, "Ready ops of one priority class compared by the memory heuristic.")
    priority: Literal["timing", "keys"] = option(
        "timing", "timing: ready-time estimates from the cost model on `hardware` (schedule_timing.py; the "
                  "key-based order is kept where it is estimated faster); keys: target keys only.")
    hardware: str = option("tpu-v4", "Hardware preset of the timing estimates (see core/hardware.py).")
    per_block: bool = option(False, "mode=auto: after the whole-module choice, try each alternative's order "
                                    "block by block (a device simulation per block and distinct order).")

    def __post_init__(self) -> None:
        get_preset(self.hardware)  # unknown names fail now, listing close matches

    def run(self, module: ir.Module, ctx: PassContext) -> None:
        if self.max_in_flight < 0 or self.lookahead < 1:
            raise TagError(f"pass '{self.name}': max-in-flight must be >= 0 and lookahead >= 1")
        preset = get_preset(self.hardware)
        us = 1e6
        if self.mode == "auto":
            judge = step_time_judge(needed_by=f"{self.name}: mode=auto")
            auto = schedule_module_auto(module, preset, judge, self.max_in_flight, self.lookahead, self.per_block)
            if auto is not None:
                tried = ", ".join(f"{k} {v * us:.3f} us" for k, v in auto.steps.items())
                blocks = "".join(f"; {owner} scheduled {name}" for owner, name in auto.refined)
                ctx.remark(self.name, module.operation,
                           f"mode=auto on {preset.name}: device-simulated step {tried}; chosen {auto.chosen}"
                           f"{blocks}: {auto.step * us:.3f} us")
            return
        for owner, rep in schedule_module(module, self.mode, self.max_in_flight, self.lookahead, self.priority,
                                          preset):
            timing = ""
            if rep.estimate_after is not None:
                which = "timing" if rep.estimate_after < rep.estimate_keys else "key-based"
                timing = (f"; estimated block time on {preset.name} {rep.estimate_before * us:.3f} us -> "
                          f"{rep.estimate_after * us:.3f} us ({which} order; key-based "
                          f"{rep.estimate_keys * us:.3f} us)")
            ctx.remark(self.name, owner,
                       f"{_owner_name(owner)}: {rep.pairs} async pair(s); ops between start and done "
                       f"{rep.windows_before} -> {rep.windows_after}; peak live bytes "
                       f"{rep.peak_before} -> {rep.peak_after}" + ("" if rep.changed else " (order unchanged)")
                       + timing)
