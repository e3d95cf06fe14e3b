"""Lower a training step + `Strategy` to a `DistributedProgram` (the body of `tag apply`).

Data flow: flatten the step → classify values (`analysis.classify_values`) → per op group an
execution *mode* and its instances → partial-sum / sync analysis (`analysis.plan_syncs`) → piece
keys → carve pieces (`carve.extract_piece`, on a `rebatch`ed module for a replica's row count) →
schedule (fetches, computes, collectives) → results and state carries.

Modes per op group (decision `dec`, devices D = dec.device_ids(topology)):
- SPLIT (AllReduce / PS with |D| > 1): one instance per device with a positive row share; rows
  apportioned from `strategy.batch_shares` (else ∝ the chip's peak FLOP/s for the group's dominant
  dtype, as the simulator does) by largest remainder; partial sums synchronised per `analysis`;
- DUPLICATE: one full-batch instance per device, no synchronisation;
- MODEL_PARALLEL (|D| > 1): the group's ops split by `planner.grouping.sub_partition` (what the
  simulator uses), one part per device, full batch; tensors crossing the cut are moved;
- SINGLE: anything on one device.
A SPLIT group holding an op whose batch split cannot be derived (`rebatch.derive_batch_dims`:
RNG or control flow over the batch, custom calls, ...) is lowered DUPLICATE instead (`core.execution.kept_whole`)
and reported in the program's `meta["whole"]`; the planner never proposes such a split.

Pieces. A piece is the ops of one (stage, group rank, phase, part) key. `rank` is the group's
position in `Grouping.topological_order()`; `stage` counts backward group edges (only non-zero when
METIS groups form a cycle), so every edge between pieces increases the key lexicographically and the
piece graph is a DAG. Operand-free ops (constants, iota) are copied into every piece that reads them
instead of being moved, and so are row-index carriers (reshape/concatenate/... of a batch iota): a
row index is replica-local, so it is recomputed for the rows of the piece that reads it.

Data movement. Every value version (local, or synced sum) has *holders*: (device, rows, buffer).
A consumer on device d needing rows [s, e) (or the whole value) takes a holder on d when one covers
it, else slices from holders on d's machine, else from the instances on other machines that made the
rows (never from another machine's assembled copy, made only after its own network fetches), and
concatenates on d. A whole
value moved to d over the network becomes a holder there, so it crosses the network once per machine:
the machine's other devices copy it from d (`runtime.sim.transfers` prices the same); one copied inside
a machine does not (the machine's devices each fetch it from the instance that made it). Rows of a batched value that
d assembled with a segment from another machine make d a holder of those rows too, so the machine's
other devices needing them copy them from d over the pair links rather than fetch every segment over
the network again (a duplicated group gathering from many replicas made thousands of small moves that
queued in program order on every NIC: bert/testbed 19.2 -> 3.2 ms for one strategy); a piece fetches
its inputs in the order the buffers it reads were made (`made_key`: for batched rows, the holders its
segments come from, copies included). Batch
arguments are fed per step straight to the rows each consumer needs; parameters and optimizer state
live on their group's devices (state slots) and are carried to the next step in place.

Gradient synchronisation follows `planner.plan.execution_options()`: every sync is issued right
after the piece producing it (overlapping later compute) and AllReduces of one piece are fused into
buckets of at most `fusion_bytes` per dtype; PS gradients are pushed to the PS device, summed there
and pulled back by the pieces that read the sum (a pull is one of their fetches).
"""
from __future__ import annotations

import hashlib
import heapq
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import ml_dtypes  # noqa: F401  (numpy knows bfloat16 / fp8 dtype names)
import numpy as np
from jax.extend.mlir import ir

from tag.analysis.graph import batch_dims_of, extract_ops
from tag.analysis.index_bounds import integer_input_bounds
from tag.core.execution import (
    FUSION_BYTES,
    SYNC_POLICIES,
    fusion_buckets,
    grad_sync_of,
    kept_whole,
    ps_device_of,
    replica_rows,
    row_split,
    share_weights,
)
from tag.core.model import CompGraph, Grouping, Role, Strategy, Topology
from tag.dialects.attributes import GradSync, Replication, strip_tag_attributes
from tag.dialects.builders import is_integer_tensor, numpy_dtype
from tag.dialects.context import clone_module, module_to_text
from tag.dialects.diagnostics import TagError
from tag.dialects.layout import step_function

from .analysis import Kind, StepValues, SyncPlan, Value, classify_values, plan_syncs
from .annotations import PlanView, annotate_module, read_annotations
from .carve import Carver, PieceSpec
from .collective_pieces import all_reduce_piece, sum_piece
from .program import (
    AllReduce,
    Compute,
    Concat,
    DistributedProgram,
    Feed,
    Move,
    ResultPart,
    StateSlot,
    TensorInfo,
)
from .rebatch import derive_batch_dims, rebatch

__all__ = ["ApplyOptions", "lower_plan", "lower_annotated", "lower_strategy", "row_split", "whole_report"]

@dataclass(frozen=True)
class ApplyOptions:
    fusion_bytes: int | None = None        # AllReduce bucket size (bytes); 0 = one collective per value;
                                           # None: the plan's (`tag.plan` fusion_bytes), else FUSION_BYTES
    name: str = ""
    sync: str = "fused"                    # core.execution.SYNC_POLICIES

    def __post_init__(self) -> None:
        if self.sync not in SYNC_POLICIES:
            raise TagError(f"unknown sync policy '{self.sync}' (expected one of {', '.join(SYNC_POLICIES)})")


SPLIT, DUP, MP, SINGLE = "split", "duplicate", "model_parallel", "single"


@dataclass(frozen=True)
class Instance:
    device: int
    rows: tuple[int, int]                  # global batch rows [start, stop)


@dataclass
class GroupPlan:
    mode: str
    devices: tuple[int, ...]
    instances: list[Instance]              # SPLIT / DUP / SINGLE; MP uses part_device
    part_of: dict[int, int] = field(default_factory=dict)     # MP: node -> part
    part_device: list[int] = field(default_factory=list)


def _group_plans(graph: CompGraph, grouping: Grouping, strategy: Strategy, topology: Topology) -> list[GroupPlan]:
    plans = []
    for g, (grp, dec) in enumerate(zip(grouping.groups, strategy.decisions)):
        devices = tuple(dec.device_ids(topology))
        if not devices:
            raise TagError(f"strategy: op group {g} is placed on no device")
        rep = Replication(dec.replication)
        full = (0, graph.batch_size)
        if len(devices) == 1:
            plans.append(GroupPlan(SINGLE, devices, [Instance(devices[0], full)]))
        elif rep is Replication.DUPLICATE:
            plans.append(GroupPlan(DUP, devices, [Instance(d, full) for d in devices]))
        elif rep is Replication.MODEL_PARALLEL:
            plans.append(GroupPlan(MP, devices, []))
        else:
            try:
                weights = share_weights(devices, topology, graph, strategy.batch_shares)
            except TagError as err:
                raise TagError(f"{err.message} (used by op group {g})") from None
            inst = [Instance(r.device, r.rows) for r in replica_rows(graph.batch_size, devices, weights)]
            mode = SPLIT if len(inst) > 1 else SINGLE
            plans.append(GroupPlan(mode, tuple(i.device for i in inst), inst))
    return plans


def whole_report(whole: dict[int, str], group_of: list[int], num_groups: int, changed: list[int],
                 locs: list[str]) -> dict:
    """What `tag apply` reports about ops kept whole: how many, in which groups, the fraction of
    groups holding one, which split groups were lowered whole instead, and the first reasons."""
    groups = sorted({group_of[n] for n in whole})
    return {"ops": len(whole), "groups": groups, "fraction": len(groups) / num_groups if num_groups else 0.0,
            "lowered_whole": list(changed),
            "reasons": [f"{locs[n]}: {why}" for n, why in list(whole.items())[:3]]}


def _assign_parts(plans: list[GroupPlan], parts: dict[int, int], group_of: list[int]) -> None:
    """Model-parallel groups: node -> part from the plan (`tag.part`); part j runs on the j-th device."""
    for g, gp in enumerate(plans):
        if gp.mode != MP:
            continue
        mine = {n: k for n, k in parts.items() if group_of[n] == g}
        used = sorted(set(mine.values()))
        if used != list(range(len(used))) or len(used) > len(gp.devices):
            raise TagError(f"op group {g}: model-parallel parts {used} must be 0..k-1 with k <= {len(gp.devices)} "
                           f"devices")
        gp.part_device = list(gp.devices[: len(used)])
        gp.part_of = mine


# ------------------------------------------------------------------------------------------ lowering
@dataclass
class _Holder:
    device: int
    rows: tuple[int, int] | None           # batch rows held (None: the whole value)
    buffer: str
    copy: bool = False                     # rows assembled on a device that fetched them (`assemble`)


class _HolderIndex:
    """A holder list's holders by device (the first on each), by machine (the lowest-numbered device's,
    the first of equals) and overall (likewise), for `_Lowering.best`, and its row holders per machine
    in list order, for `_Lowering.segments`; `count`: holders indexed so far (lists only grow)."""

    def __init__(self, holders: list[_Holder]) -> None:
        self.holders = holders              # kept alive: the index is keyed by the list's id
        self.count = 0
        self.on_device: dict[int, _Holder] = {}
        self.on_machine: dict[int, _Holder] = {}
        self.lowest: _Holder | None = None
        self.rows_on_machine: dict[int, list[_Holder]] = {}

    def add(self, holders: list[_Holder], machine: Callable[[int], int]) -> None:
        for h in holders[self.count:]:
            self.on_device.setdefault(h.device, h)
            m = machine(h.device)
            first = self.on_machine.get(m)
            if first is None or h.device < first.device:
                self.on_machine[m] = h
            if self.lowest is None or h.device < self.lowest.device:
                self.lowest = h
            if h.rows is not None:
                self.rows_on_machine.setdefault(m, []).append(h)
        self.count = len(holders)


@dataclass
class _PieceSet:
    key: tuple[int, int, int, int]
    group: int
    nodes: list[int]
    instances: list[Instance]              # where the piece runs (MP: one instance, its part's device)


# Ops that only move elements: a row index stays a row index through them (`row_index_carrier`).
_ROW_INDEX_MOVERS = frozenset("stablehlo." + n for n in (
    "reshape", "concatenate", "broadcast_in_dim", "convert", "transpose", "copy"))
# Integer arithmetic on a row index (`arange(start, step)`: iota * step + start, a flat index
# row * C + label, NumPy's negative-index wrap): its result is replica-local too (`row_index_carrier`).
_ROW_INDEX_ARITHMETIC = frozenset("stablehlo." + n for n in (
    "add", "subtract", "multiply", "divide", "remainder", "negate", "abs", "maximum", "minimum", "select",
    "clamp"))


class _Lowering:
    def __init__(self, view: PlanView, topology: Topology, options: ApplyOptions, materialise: bool = True):

        graph, grouping, strategy = view.graph, view.grouping, view.strategy
        self.materialise = materialise
        self.graph, self.grouping, self.strategy, self.topology, self.options = graph, grouping, strategy, topology, options
        self.flat = clone_module(view.module)
        strip_tag_attributes(self.flat)
        func = step_function(self.flat)
        raw = extract_ops(func, graph.source)
        if len(raw.ops) != len(graph.nodes) or len(grouping.group_of) != len(graph.nodes):
            raise TagError(f"the module does not match its graph: {len(raw.ops)} nodes, graph has "
                           f"{len(graph.nodes)}, grouping covers {len(grouping.group_of)}")
        self.raw = raw
        self.index_bounds = integer_input_bounds(self.flat)
        self.block = func.regions[0].blocks[0]
        self.n_args = raw.num_args
        self.B = graph.batch_size
        batch_args = [n for n in range(self.n_args) if graph.nodes[n].role is Role.BATCH]
        derived = derive_batch_dims(self.flat, batch_dims_of(raw, batch_args, self.B), batch_size=self.B)
        dims = derived.dims
        self.whole: dict[int, str] = derived.whole
        self.values: StepValues = classify_values(raw, dims, batch_args)
        self.batch_args = set(batch_args)
        self.group_of = list(grouping.group_of)
        # groups holding an op whose split cannot be derived run DUPLICATE (the simulator's rule too)
        runs = kept_whole(strategy, {self.group_of[n] for n in self.whole}, topology, graph)
        self.plans = _group_plans(graph, grouping, runs, topology)
        self.whole_groups = [g for g, (a, b) in enumerate(zip(strategy.decisions, runs.decisions)) if a is not b]
        _assign_parts(self.plans, view.parts, self.group_of)
        self.devices_of = {d.id: d for d in topology.devices}
        self.tasks: list = []
        self.pieces: dict[str, str] = {}
        self.holders: dict[tuple[Value, bool], list[_Holder]] = {}
        self._holder_index: dict[int, _HolderIndex] = {}      # id(holder list) -> `best`'s index
        self.made_at: dict[tuple[Value, bool], int] = {}    # task count when the value's last holder appeared
        self.buffer_made: dict[str, int] = {}               # holder buffer -> index of the task making it (-1: state)
        self.fetched: dict[tuple[Value, bool, int, tuple[int, int] | None], str] = {}
        self.feeds: list[Feed] = []
        self.state: list[StateSlot] = []
        self._modules: dict[int, object] = {}
        self._names: set[str] = set()
        self.consumers: list[list[int]] = [[] for _ in self.values.ops]
        for n in range(self.n_args, len(self.values.ops)):
            for (p, _), _ in self.values.inputs[n]:
                if not self.consumers[p] or self.consumers[p][-1] != n:
                    self.consumers[p].append(n)
        self.returned_nodes = {v[0] for v in self.values.returns}
        self._row_index_memo: dict[int, bool] = {}
        self.owner = {p: grp.id for grp in grouping.groups for p in grp.params}
        self.pending: dict[tuple[tuple[int, ...], str], list[tuple[Value, int]]] = {}
        self.pending_bytes: dict[tuple[tuple[int, ...], str], int] = {}
        self.pending_of: dict[Value, tuple[tuple[int, ...], str]] = {}
        self.gradient_values: set[Value] = {(info.grad_node, 0) for info in graph.params if info.grad_node is not None}

    # -------------------------------------------------------------- helpers
    def scale(self, v: Value) -> int:
        """Elements along v's batch dim per batch row."""
        n, j = v
        shape = self.raw.shapes[n][j]
        bd = self.values.batch_dims[n][j]
        assert shape is not None and bd is not None
        return shape[bd] // self.B

    def is_batched(self, v: Value) -> bool:
        return self.values.kind(v) is Kind.BATCHED

    def tensor_info(self, v: Value, rows: int | None = None) -> TensorInfo:
        """Shape and dtype of value `v` (for `rows` batch rows when it is batched and `rows` is given)."""
        n, j = v
        if n < self.n_args:
            t = self.block.arguments[n].type
        else:
            t = self.raw.ops[n].results[j].type
        rt = ir.RankedTensorType(t)
        shape = [int(d) for d in rt.shape]
        if rows is not None and self.is_batched(v):
            shape[self.values.batch_dims[n][j]] = self.scale(v) * rows
        return TensorInfo(tuple(shape), numpy_dtype(rt.element_type).name)

    def machine(self, device: int) -> int:
        return self.devices_of[device].machine

    def fresh(self, base: str) -> str:
        name, k = base, 1
        while name in self._names:
            k += 1
            name = f"{base}~{k}"
        self._names.add(name)
        return name

    @staticmethod
    def vname(v: Value, synced: bool) -> str:
        return f"v{v[0]}.{v[1]}" + ("s" if synced else "")

    # -------------------------------------------------------------- analysis
    def piece_sets(self) -> tuple[list[_PieceSet], SyncPlan]:
        values, n_args = self.values, self.n_args
        split = {g for g, p in enumerate(self.plans) if p.mode == SPLIT}
        forced: set[Value] = set(values.returns)
        for info in self.graph.params:
            if info.grad_node is not None and info.grad_node >= n_args:
                forced.add((info.grad_node, 0))
        domain = [("split", tuple((i.device, i.rows) for i in gp.instances)) if gp.mode == SPLIT else ("group", g)
                  for g, gp in enumerate(self.plans)]
        for n in range(n_args, len(values.ops)):       # values leaving their sync domain
            for (p, j), _ in values.inputs[n]:
                if p >= n_args and domain[self.group_of[p]] != domain[self.group_of[n]]:
                    forced.add((p, j))
        syncs = plan_syncs(values, self.group_of, split, forced, domain)
        for v in values.returns:
            if syncs.partial.get(v, False):
                syncs.synced_values.add(v)
        for a, r in self.graph.carried.items():
            v = values.returns[r]
            if syncs.partial.get(v, False):
                syncs.synced_values.add(v)
        order = self.grouping.topological_order()
        rank = {g: i for i, g in enumerate(order)}
        stage = [0] * len(values.ops)
        for n in range(n_args, len(values.ops)):
            g = self.group_of[n]
            s = 0
            for (p, _), _ in values.inputs[n]:
                if p >= n_args:
                    s = max(s, stage[p] + (1 if rank[self.group_of[p]] > rank[g] else 0))
            stage[n] = s
        sets: dict[tuple[int, int, int, int], _PieceSet] = {}
        for n in range(n_args, len(values.ops)):
            if self.rematerialised(n):
                continue
            g = self.group_of[n]
            gp = self.plans[g]
            part = gp.part_of.get(n, 0) if gp.mode == MP else 0
            key = (stage[n], rank[g], syncs.phase[n], part)
            ps = sets.get(key)
            if ps is None:
                inst = [Instance(gp.part_device[part], (0, self.B))] if gp.mode == MP else gp.instances
                ps = sets[key] = _PieceSet(key, g, [], inst)
            ps.nodes.append(n)
        return [sets[k] for k in sorted(sets)], syncs

    def updates_last(self, sets: list[_PieceSet], syncs: SyncPlan) -> list[_PieceSet]:
        """Pieces that read a synchronised parameter gradient (optimizer updates), and everything that
        depends on them, run after every other piece (keeping their relative order): the runtime
        dispatches each device's pieces in list order, so an update waiting for its gradient's
        AllReduce would otherwise stall the rest of the backward pass — the buckets are issued while
        backward runs and the updates wait at the end, as `core.execution`'s fused policy prices it.
        `sets` is topologically ordered and nothing outside the deferred set depends on it, so the
        result is too."""
        values = self.values
        grads = self.gradient_values
        piece_of = {n: i for i, ps in enumerate(sets) for n in ps.nodes}
        deferred = [False] * len(sets)
        for i, ps in enumerate(sets):
            for n in ps.nodes:
                for k, ((p, j), _) in enumerate(values.inputs[n]):
                    if ((n, k) in syncs.synced_uses and (p, j) in grads) or \
                            (p in piece_of and piece_of[p] != i and deferred[piece_of[p]]):
                        deferred[i] = True
                        break
                if deferred[i]:
                    break
        return [ps for i, ps in enumerate(sets) if not deferred[i]] + [ps for i, ps in enumerate(sets) if deferred[i]]

    def rematerialised(self, n: int) -> bool:
        op = self.values.ops[n]
        return (n not in self.returned_nodes and op is not None and not len(op.operands) and not len(op.regions)
                and op.name in ("stablehlo.constant", "stablehlo.iota"))

    def row_index_carrier(self, n: int) -> bool:
        """Whether node n only rearranges values among which is a batch-dim iota (a replica-local row
        index: `rebatch`'s module docstring), e.g. the `concatenate(iota, labels)` indices of a
        cross-entropy gather, or computes integers from them (`iota * 1 + 0`, torch's `arange`).
        Such a value is only right for the rows of the piece computing it, so every piece reading it
        recomputes it from its own rows instead of receiving another group's (a gather in a group
        split differently would read rows of the wrong layout; a group run whole would receive the
        replicas' local indices side by side: F.unfold's backward scatter put every replica's rows
        at rows 0, 1, ... of the whole batch)."""
        memo = self._row_index_memo
        if n not in memo:
            memo[n] = False                   # (the graph is a DAG; this guards the recursion only)
            op = self.values.ops[n]
            ok = (n >= self.n_args and n not in self.returned_nodes and n not in self.whole and op is not None
                  and len(op.results) == 1
                  and not len(op.regions) and self.is_batched((n, 0))
                  and (op.name in _ROW_INDEX_MOVERS or (op.name in _ROW_INDEX_ARITHMETIC and is_integer_tensor(op.results[0]))))
            memo[n] = ok and any(
                (self.values.ops[p] is not None and self.values.ops[p].name == "stablehlo.iota"
                 and self.is_batched((p, 0))) or self.row_index_carrier(p)
                for (p, _), _ in self.values.inputs[n] if p >= self.n_args)
        return memo[n]

    # -------------------------------------------------------------- data movement
    def add_holder(self, v: Value, synced: bool, holder: _Holder) -> None:
        """`holder` holds `v`; the task making it is the next one emitted (-1: a step argument)."""
        self.holders.setdefault((v, synced), []).append(holder)
        at = len(self.tasks) if synced or v[0] >= self.n_args else -1
        self.made_at[(v, synced)] = at
        self.buffer_made[holder.buffer] = at

    def made_key(self, v: Value, synced: bool, device: int, rows: tuple[int, int] | None = None) -> int:
        """When an input of a piece on `device` was made: the index of the task making the buffer it is
        fetched from now (a whole value: the holder `best` picks; `rows` of a batched value: the latest
        made of the value's last holder and the holders its `segments` come from, copies included;
        without rows, the value's last holder; step arguments -1; a synced value not yet all-reduced: now, as its flush is
        emitted now). It only grows as fetches go on (a copy made on the device's machine is newer)."""
        now = len(self.tasks)
        if v[0] < self.n_args and v[0] in self.batch_args:
            return -1                           # fed to every device that reads it
        holders = self.holders.get((v, synced))
        if holders and not self.is_batched(v):
            return self.buffer_made.get(self.best(holders, device).buffer, now)
        made = self.made_at.get((v, synced), now)
        if holders and rows is not None and made < now:     # the copies its segments come from
            segs = self.segments(v, holders, device, rows)
            if segs:
                return max(made, max(self.buffer_made.get(h.buffer, made) for h, _a, _b in segs))
        return made

    def fetch_all(self, inputs: list[tuple[Value, bool]], instances: list[Instance],
                  wanted: list[list[int]] | None = None) -> list[dict[int, str]]:
        """Every instance's fetches of a piece's inputs (per instance: input index -> buffer), in the
        order the inputs were made (`made_key`), value by value across the instances (ties: instance
        order, then operand order); a key is re-read when its turn comes (a copy another instance
        fetched onto the machine is newer: it then waits its turn again). Every link and NIC runs its
        moves in program order, so fetching in operand order would queue a move of a value made early
        behind one of a value made late (a duplicate gathering batched values from its replicas
        waited on the pair links for the slowest-made operand), and fetching device after device
        would queue the next device's early values behind the previous device's late one on a shared
        NIC (resnet101/cloud: a replicated group on another machine received its rows device by
        device, 54 ms behind a value made last). `wanted[pos]`: the inputs instance pos fetches
        (default: all)."""
        every = range(len(inputs))
        heap = [(self.made_key(*inputs[i], inst.device, inst.rows), pos, i)
                for pos, inst in enumerate(instances) for i in (every if wanted is None else wanted[pos])]
        heapq.heapify(heap)
        got: list[dict[int, str]] = [{} for _ in instances]
        while heap:
            key, pos, i = heapq.heappop(heap)
            now = self.made_key(*inputs[i], instances[pos].device, instances[pos].rows)
            if now > key:
                heapq.heappush(heap, (now, pos, i))
                continue
            got[pos][i] = self.fetch_input(*inputs[i], instances[pos])
        return got

    def fetch(self, v: Value, synced: bool, device: int, rows: tuple[int, int] | None) -> str:
        """A buffer on `device` with value `v` (rows [s, e) of it when batched), emitting moves."""
        if not self.is_batched(v):
            rows = None
        key = (v, synced, device, rows)
        hit = self.fetched.get(key)
        if hit is not None:
            return hit
        if synced:
            self.flush_for(v)
        holders = self.holders.get((v, synced))
        if not holders:
            raise TagError(f"internal: value {v} ({'synced' if synced else 'local'}) has no holder")
        base = self.vname(v, synced)
        if rows is None:
            h = self.best(holders, device)
            if h.device == device:
                buf = h.buffer
            else:
                buf = self.fresh(f"{base}@{device}")
                self.tasks.append(Move(h.buffer, device, buf))
                if self.machine(h.device) != self.machine(device):
                    # a copy that came over the network holds the value too: the other devices of its
                    # machine fetch it from there rather than over the network again (`best` prefers a
                    # holder on the same machine). A copy made inside a machine does not: the machine's
                    # devices keep fetching from the instance that made it, each over its own pair link
                    # (relaying through the first device that fetched it queued every copy of every
                    # value behind that device's links: transformer/cloud 185.7 ms by the search
                    # model, 206.7 ms as applied)
                    holders.append(_Holder(device, None, buf))
                    self.buffer_made[buf] = len(self.tasks) - 1
            self.fetched[key] = buf
            return buf
        buf = self.assemble(v, synced, holders, device, rows, base)
        self.fetched[key] = buf
        return buf

    def holder_index(self, holders: list[_Holder]) -> _HolderIndex:
        idx = self._holder_index.get(id(holders))
        if idx is None:
            idx = self._holder_index[id(holders)] = _HolderIndex(holders)
        if len(holders) > idx.count:
            idx.add(holders, self.machine)
        return idx

    def best(self, holders: list[_Holder], device: int) -> _Holder:
        """The holder `device` fetches a whole value from: one on the device, else the lowest-numbered
        on its machine, else the lowest-numbered (the first of equals: `min` over (not on the device,
        not on its machine, device)). Indexed per holder list (they only grow: a value held by every
        device of a large cluster was scanned for every fetch, quadratic in the devices)."""
        idx = self.holder_index(holders)
        h = idx.on_device.get(device)
        if h is None:
            h = idx.on_machine.get(self.machine(device))
        return h if h is not None else idx.lowest

    def assemble(self, v: Value, synced: bool, holders: list[_Holder], device: int, rows: tuple[int, int],
                 base: str) -> str:
        s, e = rows
        k = self.scale(v)
        axis = self.values.batch_dims[v[0]][v[1]]
        m = self.machine(device)
        for h in holders:
            if h.device == device and h.rows == rows:
                return h.buffer
        segments = self.segments(v, holders, device, rows)
        parts = []
        for h, a, b in segments:
            if h.device == device and (a, b) == h.rows:
                parts.append(h.buffer)
                continue
            buf = self.fresh(f"{base}@{device}[{a}:{b}]")
            lo = (a - h.rows[0]) * k
            self.tasks.append(Move(h.buffer, device, buf, axis, lo, lo + (b - a) * k))
            parts.append(buf)
        if len(parts) == 1:
            buf = parts[0]
        else:
            buf = self.fresh(f"{base}@{device}[{s}:{e}]")
            self.tasks.append(Concat(device, tuple(parts), axis, buf))
        if any(self.machine(h.device) != m for h, _a, _b in segments):
            # rows that came over the network are held here too: the machine's other devices needing
            # them copy them over the pair links instead of fetching every segment over the network
            holders.append(_Holder(device, rows, buf, copy=True))
            self.buffer_made[buf] = len(self.tasks) - 1
        return buf

    def segments(self, v: Value, holders: list[_Holder], device: int, rows: tuple[int, int]
                 ) -> list[tuple[_Holder, int, int]]:
        """The row segments `device` takes rows [s, e) of `v` from: each from the covering holder on
        the device, else on its machine (copies assembled there included), else — over the network —
        from the instance that made the rows holding them furthest on (lowest device first), up to
        where a holder on the device's machine starts. Copies on other machines are never sources:
        one is made only once the rows it holds crossed the network into its machine, later than the
        instances that made them (taking one made each machine's gather wait for another's: two
        directions of one NIC pair in series), and it may hold rows the device's own machine has."""
        s, e = rows
        m = self.machine(device)
        here = self.holder_index(holders).rows_on_machine.get(m, [])
        made: list[_Holder] | None = None
        out: list[tuple[_Holder, int, int]] = []
        pos = s
        while pos < e:
            covering = [h for h in here if h.rows[0] <= pos < h.rows[1]]
            if covering:
                h = min(covering, key=lambda h: (h.device != device, -h.rows[1], h.device))
                end = min(e, h.rows[1])
            else:
                if made is None:
                    made = [h for h in holders if h.rows is not None and not h.copy and self.machine(h.device) != m]
                remote = [h for h in made if h.rows[0] <= pos < h.rows[1]]
                if not remote:
                    raise TagError(f"internal: rows {pos} of value {v} are held by no instance")
                h = min(remote, key=lambda h: (-h.rows[1], h.device))
                end = min([e, h.rows[1], *(x.rows[0] for x in here if pos < x.rows[0])])
            out.append((h, pos, end))
            pos = end
        return out

    # -------------------------------------------------------------- arguments
    def fetch_input(self, v: Value, synced: bool, inst: Instance) -> str:
        a = v[0]
        if a < self.n_args and a in self.batch_args:
            rows = inst.rows if self.is_batched(v) else None
            key = (v, False, inst.device, rows)
            hit = self.fetched.get(key)
            if hit is not None:
                return hit
            buf = self.fresh(f"arg{a}@{inst.device}" + (f"[{rows[0]}:{rows[1]}]" if rows else ""))
            if rows is None:
                self.feeds.append(Feed(a, inst.device, buf))
            else:
                k = self.scale(v)
                axis = self.values.batch_dims[a][0]
                self.feeds.append(Feed(a, inst.device, buf, axis, rows[0] * k, rows[1] * k))
            self.fetched[key] = buf
            return buf
        return self.fetch(v, synced, inst.device, inst.rows if self.is_batched(v) else None)

    def place_state(self) -> None:
        """State slots: every non-batch argument lives on the devices of its op group."""
        carried = self.graph.carried
        for a in range(self.n_args):
            if a in self.batch_args:
                continue
            gp = self.plans[self.group_of[a]]
            if gp.mode == MP:
                homes = [self.mp_home(a, gp)]
            else:
                homes = [i.device for i in gp.instances]
            for d in homes:
                buf = self.fresh(f"arg{a}@{d}")
                self.state.append(StateSlot(a, d, buf, None))
                self.add_holder((a, 0), False, _Holder(d, None, buf))
            if self.is_batched((a, 0)) and a in carried:
                raise TagError(f"unsupported: state argument {a} carries the batch dimension")

    def mp_home(self, a: int, gp: GroupPlan) -> int:
        """A model-parallel group's argument lives with the part producing its new value, else with
        its first reader in the group."""
        r = self.graph.carried.get(a)
        if r is not None:
            node = self.values.returns[r][0]
            if node in gp.part_of:
                return gp.part_device[gp.part_of[node]]
        for n in self.consumers[a]:
            if n in gp.part_of:
                return gp.part_device[gp.part_of[n]]
        return gp.part_device[0] if gp.part_device else gp.devices[0]

    # -------------------------------------------------------------- pieces
    def carver_for_rows(self, rows: int):
        """The node table of the step rebatched to `rows` (the step itself for the full batch)."""
        carver = self._modules.get(rows)
        if carver is None:
            mod = self.flat if rows == self.B else rebatch(self.flat, self.values.batch_dims, self.B, rows,
                                                           whole=list(self.whole))
            carver = self._modules[rows] = Carver(mod)
        return carver

    def piece_inputs(self, ps: _PieceSet, syncs: SyncPlan
                     ) -> tuple[list[tuple[Value, bool]], list[tuple[int, int, Value, bool]], list[int]]:
        """A piece's inputs (value, read synchronised) in first-use order, its uses of them (node,
        input index, value, synced) and the nodes it recomputes (rematerialised constants and
        row-index carriers, with their own inputs)."""
        values, n_args = self.values, self.n_args
        members = set(ps.nodes)
        extra: list[int] = []           # rematerialised constants and row-index carriers
        inputs: list[tuple[Value, bool]] = []
        seen: set[tuple[Value, bool]] = set()
        uses: list[tuple[int, int, Value, bool]] = []      # (node, input index, value, read synced)
        readers = list(ps.nodes)
        while readers:
            n = readers.pop(0)
            for k, ((p, j), _) in enumerate(values.inputs[n]):
                if p in members:
                    continue
                if p >= n_args and (self.rematerialised(p) or self.row_index_carrier(p)):
                    members.add(p)
                    extra.append(p)
                    readers.append(p)           # its own inputs: fetched for this piece's rows
                    continue
                synced = (n, k) in syncs.synced_uses
                uses.append((n, k, (p, j), synced))
                if ((p, j), synced) in seen:
                    continue
                seen.add(((p, j), synced))
                inputs.append(((p, j), synced))
        return inputs, uses, extra

    def emit(self, ps: _PieceSet, syncs: SyncPlan) -> None:
        values = self.values
        inputs, uses, extra = self.piece_inputs(ps, syncs)
        operand_inputs = self.dual_reads(ps, inputs, uses)
        nodes = sorted(set(ps.nodes) | set(extra))
        outputs: list[Value] = []
        used_outside = self.used_outside(ps, set(nodes))
        for n in ps.nodes:
            for j in range(len(values.kinds[n])):
                if (n, j) in used_outside:
                    outputs.append((n, j))
        gp = self.plans[ps.group]
        texts: dict[int, str] = {}
        stage, rank, phase, part = ps.key
        got = self.fetch_all(inputs, ps.instances)
        for pos, inst in enumerate(ps.instances):
            rows = inst.rows[1] - inst.rows[0]
            if not self.materialise:            # the schedule only (pricing): no piece is carved
                name = f"p_{stage}_{rank}_{phase}_{part}_r{rows}"
                texts[rows] = ""
            else:
                if rows not in texts:
                    mod = self.carver_for_rows(rows).extract(
                        PieceSpec(nodes, [v for v, _ in inputs], outputs, operand_inputs=operand_inputs))
                    texts[rows] = module_to_text(mod)
                name = "p_" + hashlib.sha1(texts[rows].encode()).hexdigest()[:12]
            self.pieces[name] = texts[rows]
            out_info = tuple(self.tensor_info(v, rows) for v in outputs)
            in_bufs = tuple(got[pos][i] for i in range(len(inputs)))
            out_bufs = []
            for v in outputs:
                buf = self.fresh(f"{self.vname(v, False)}@{inst.device}")
                out_bufs.append(buf)
                held_rows = inst.rows if self.is_batched(v) else None
                self.add_holder(v, False, _Holder(inst.device, held_rows, buf))
            label = (f"group {ps.group} ({gp.mode}) stage {stage} phase {phase}"
                     + (f" part {part}" if gp.mode == MP else "")
                     + f" on device {inst.device} rows {inst.rows[0]}:{inst.rows[1]}")
            self.tasks.append(Compute(name, inst.device, in_bufs, tuple(out_bufs), label, group=ps.group,
                                      nodes=tuple(nodes), rows=inst.rows, out_info=out_info))
        if gp.mode == SPLIT:
            self.emit_syncs(ps, [v for v in outputs if v in syncs.synced_values], gp)

    def prefetch_parts(self, sets: list[_PieceSet], first: int, syncs: SyncPlan) -> None:
        """The parts of a model-parallel piece (`sets[first:]`, same group, stage and phase) fetch the
        inputs no sibling part makes in one go, value by value in the order they were made across the
        parts (`fetch_all`), before the first part runs — as replicas fetch theirs. Part by part, the
        next part's early-made inputs queued on a shared NIC behind the previous part's last one
        (resnet101/cloud: an update group's four parts on another machine received their synced
        gradients part after part, 15 ms behind a value made last). Each part's own `emit` then finds
        these fetched and fetches only what its siblings make."""
        ps0 = sets[first]
        parts = [ps0]
        for ps in sets[first + 1:]:
            if ps.group != ps0.group or ps.key[:3] != ps0.key[:3]:
                break
            parts.append(ps)
        if len(parts) < 2:
            return
        inside = {n for ps in parts for n in ps.nodes}
        index: dict[tuple[Value, bool], int] = {}
        inputs: list[tuple[Value, bool]] = []
        wanted: list[list[int]] = []
        for ps in parts:
            mine = []
            for key in self.piece_inputs(ps, syncs)[0]:
                if key[0][0] in inside:
                    continue                    # made by a sibling part: fetched when that part ran
                i = index.get(key)
                if i is None:
                    i = index[key] = len(inputs)
                    inputs.append(key)
                mine.append(i)
            wanted.append(mine)
        self.fetch_all(inputs, [ps.instances[0] for ps in parts], wanted)

    def dual_reads(self, ps: _PieceSet, inputs: list[tuple[Value, bool]],
                   uses: list[tuple[int, int, Value, bool]]) -> dict[tuple[int, int], int]:
        """A piece may read a value both as this replica's partial sum and as its synchronised sum
        (ops of its group read it linearly and non-linearly): it then takes both as arguments and
        each operand reads its own (`PieceSpec.operand_inputs`). Only operands can be pointed at: a
        value also captured inside a region is refused."""
        index = {key: i for i, key in enumerate(inputs)}
        both = {v for v, synced in inputs if (v, not synced) in index}
        out: dict[tuple[int, int], int] = {}
        for n, k, v, synced in uses:
            if v not in both:
                continue
            pos = self.values.inputs[n][k][1]
            if pos < 0:
                raise TagError(f"unsupported: a piece of op group {ps.group} reads value {v[0]}:{v[1]} both as a "
                               f"per-replica partial sum and as its synchronised sum, one of them inside a region")
            out[(n, pos)] = index[(v, synced)]
        return out

    def used_outside(self, ps: _PieceSet, members: set[int]) -> set[Value]:
        """Values of the piece read by other pieces, returned, or carried to the next step."""
        values = self.values
        mine = set(ps.nodes)
        out: set[Value] = set(v for v in values.returns if v[0] in mine)
        for n in ps.nodes:
            outside = [c for c in self.consumers[n] if c not in mine or self._recomputed_elsewhere(c, mine)]
            for c in outside:
                for (p, j), _ in values.inputs[c]:
                    if p == n:
                        out.add((p, j))
        return out

    def _recomputed_elsewhere(self, c: int, mine: set[int]) -> bool:
        """Whether row-index carrier c of this piece is also recomputed by another piece reading it
        (`emit`), which then reads c's inputs too."""
        return self.row_index_carrier(c) and any(
            d not in mine or self._recomputed_elsewhere(d, mine) for d in self.consumers[c])

    # -------------------------------------------------------------- synchronisation
    def sync_method(self, v: Value, devices: tuple[int, ...]) -> tuple[GradSync, int | None]:
        """`core.execution`'s rule for the parameter whose gradient is `v` (AllReduce otherwise)."""
        for index, info in enumerate(self.graph.params):
            if info.grad_node == v[0] and v[1] == 0:
                dec = self.strategy.decisions[self.owner.get(index, self.group_of[info.arg_node])]
                method = grad_sync_of(dec, index)
                if method is GradSync.PS:
                    return method, ps_device_of(dec, index, devices, dec.device_ids(self.topology))
                return method, None
        return GradSync.ALLREDUCE, None

    def emit_syncs(self, ps: _PieceSet, values: list[Value], gp: GroupPlan) -> None:

        devices = tuple(i.device for i in ps.instances)
        reduced: list[Value] = []
        for v in values:
            method, ps_dev = self.sync_method(v, devices)
            if method is GradSync.PS:
                self.emit_ps(v, devices, ps_dev, sum_piece)
            else:
                reduced.append(v)

        if self.options.sync == "eager":
            for bucket in fusion_buckets(reduced, self.nbytes_of, self.options.fusion_bytes):
                self.emit_all_reduce(bucket, devices, ps.group)
            return
        for v in reduced:                    # fused / after_backward: wait in a pending bucket
            dtype, nbytes = self.nbytes_of(v)
            key = (devices, dtype)
            bucket = self.pending.setdefault(key, [])
            limit = self.options.fusion_bytes
            if self.options.sync == "fused" and bucket and (limit <= 0 or self.pending_bytes.get(key, 0) + nbytes > limit):
                self.flush(key)
                bucket = self.pending.setdefault(key, [])
            bucket.append((v, ps.group))
            self.pending_bytes[key] = self.pending_bytes.get(key, 0) + nbytes
            self.pending_of[v] = key

    def nbytes_of(self, v: Value) -> tuple[str, int]:
        info = self.tensor_info(v)
        return info.dtype, int(np.prod(info.shape, dtype=np.int64)) * np.dtype(info.dtype).itemsize

    def flush(self, key: tuple[tuple[int, ...], str]) -> None:
        """Issue the pending bucket `key` (split by `fusion_bytes` when `after_backward`)."""
        entries = self.pending.pop(key, [])
        self.pending_bytes.pop(key, None)
        for v, _ in entries:
            self.pending_of.pop(v, None)
        if not entries:
            return
        groups = {v: g for v, g in entries}
        for bucket in fusion_buckets([v for v, _ in entries], self.nbytes_of, self.options.fusion_bytes):
            self.emit_all_reduce(bucket, key[0], groups[bucket[0]])

    def flush_for(self, v: Value) -> None:
        """`v`'s synchronised value is needed now: issue its bucket. Under `after_backward` a gradient
        is first needed by the updates, which run after the rest of the step: then every bucket goes,
        the sync of the gradient made last first (`flush_after_backward`); a partial sum needed
        earlier (a statistic, the loss's normaliser) goes alone and the gradients keep waiting."""
        key = self.pending_of.get(v)
        if key is None:
            return
        if self.options.sync != "after_backward":
            self.flush(key)
        elif v in self.gradient_values:
            self.flush_after_backward()
        else:
            self.issue_alone(v)

    def issue_alone(self, v: Value) -> None:
        """Take pending `v` out of its bucket and synchronise it by itself."""
        key = self.pending_of.pop(v)
        entries = self.pending[key]
        group = next(g for u, g in entries if u == v)
        self.pending[key] = [(u, g) for u, g in entries if u != v]
        self.pending_bytes[key] -= self.nbytes_of(v)[1]
        self.emit_all_reduce([v], key[0], group)

    def flush_after_backward(self) -> None:
        """`after_backward`: every pending sync, per bucket (device set, dtype) that of the value made
        last first. A collective starts when its inputs are ready and each machine's collective stream
        runs its collectives in list order (`runtime.program_sim`), so the rest of the bucket queue
        behind the one that waits for the end of the backward pass: all start after it, in the order
        their values were made (DP-NCCL's definition, `core.execution`; the search model's
        `engine._end_of_backward`)."""
        for key in list(self.pending):
            entries = self.pending.get(key)
            if entries:
                self.issue_alone(entries[-1][0])
                self.flush(key)

    def flush_all(self) -> None:
        for key in list(self.pending):
            self.flush(key)

    def emit_all_reduce(self, bucket: list[Value], devices: tuple[int, ...], group: int) -> None:
        infos = [self.tensor_info(v) for v in bucket]
        text = all_reduce_piece(infos, len(devices))
        name = "allreduce_" + hashlib.sha1(text.encode()).hexdigest()[:12]
        self.pieces[name] = text
        ins, outs = [], []
        for d in devices:
            ins.append(tuple(self.fetch(v, False, d, None) for v in bucket))
            row = []
            for v in bucket:
                buf = self.fresh(f"{self.vname(v, True)}@{d}")
                row.append(buf)
                self.add_holder(v, True, _Holder(d, None, buf))
            outs.append(tuple(row))
        label = f"group {group} sync of {len(bucket)} value(s) over devices {list(devices)}"
        self.tasks.append(AllReduce(name, devices, tuple(ins), tuple(outs), label, group=group))

    def emit_ps(self, v: Value, devices: tuple[int, ...], ps_dev: int, sum_piece) -> None:
        if ps_dev not in self.devices_of:
            raise TagError(f"strategy: PS device {ps_dev} does not exist")
        info = self.tensor_info(v)
        pushed = [self.fetch(v, False, d, None) for d in devices]
        at_ps = []
        for d, buf in zip(devices, pushed):
            if d == ps_dev:
                at_ps.append(buf)
            else:
                dst = self.fresh(f"{self.vname(v, False)}@{d}->ps{ps_dev}")
                self.tasks.append(Move(buf, ps_dev, dst))
                at_ps.append(dst)
        text = sum_piece(info, len(devices))
        name = "pssum_" + hashlib.sha1(text.encode()).hexdigest()[:12]
        self.pieces[name] = text
        total = self.fresh(f"{self.vname(v, True)}@{ps_dev}")
        # pulls are fetches of the sum by the pieces that read it, in their fetch order (a copy
        # becomes a holder: `fetch`): pulling to every replica here would put each pull, which waits
        # for the slowest push, ahead of that device's later fetches of values made earlier on the
        # same links (bert/cloud: a PS pull held a pair link 2 -> 0 from 24 to 208 ms)
        self.add_holder(v, True, _Holder(ps_dev, None, total))      # (made by the next task: the sum)
        self.tasks.append(Compute(name, ps_dev, tuple(at_ps), (total,), f"PS sum of value {v[0]}:{v[1]} on device {ps_dev}",
                                  out_info=(info,)))

    # -------------------------------------------------------------- results and carries
    def result_version(self, v: Value, syncs: SyncPlan) -> bool:
        return v[0] >= self.n_args and self.plans[self.group_of[v[0]]].mode == SPLIT and syncs.partial.get(v, False)

    def outputs(self, syncs: SyncPlan) -> list[list[ResultPart]]:
        out = []
        for r, v in enumerate(self.values.returns):
            synced = self.result_version(v, syncs)
            if v[0] < self.n_args and v[0] in self.batch_args:
                inst = Instance(self.plans[self.group_of[v[0]]].devices[0], (0, self.B))   # a batch argument returned as is
                batched = self.is_batched(v)
                out.append([ResultPart(self.fetch_input(v, False, inst), inst.device, 0 if batched else None, 0,
                                       self.B * self.scale(v) if batched else 0)])
                continue
            holders = self.holders.get((v, synced)) or []
            if not holders:
                raise TagError(f"internal: result {r} has no holder")
            if not self.is_batched(v):
                h = holders[0]
                out.append([ResultPart(h.buffer, h.device)])
                continue
            k = self.scale(v)
            axis = self.values.batch_dims[v[0]][v[1]]
            parts, pos = [], 0
            while pos < self.B:
                h = min((h for h in holders if h.rows[0] <= pos < h.rows[1]), key=lambda h: h.device)
                end = h.rows[1]
                if (pos, end) == h.rows:
                    parts.append(ResultPart(h.buffer, h.device, axis, pos * k, end * k))
                else:
                    buf = self.fresh(f"{self.vname(v, synced)}@{h.device}[{pos}:{end}]")
                    lo = (pos - h.rows[0]) * k
                    self.tasks.append(Move(h.buffer, h.device, buf, axis, lo, lo + (end - pos) * k))
                    parts.append(ResultPart(buf, h.device, axis, pos * k, end * k))
                pos = end
            out.append(parts)
        return out

    def carries(self, syncs: SyncPlan) -> None:
        slots = []
        for slot in self.state:
            r = self.graph.carried.get(slot.arg)
            if r is None:
                slots.append(slot)
                continue
            v = self.values.returns[r]
            if v[0] < self.n_args and v[0] == slot.arg:
                slots.append(slot)                 # returned unchanged
                continue
            synced = self.result_version(v, syncs)
            if v[0] < self.n_args:
                buf = self.fetch(v, False, slot.device, None)
            else:
                buf = self.fetch(v, synced, slot.device, None)
            slots.append(StateSlot(slot.arg, slot.device, slot.buffer, buf))
        self.state = slots

    # -------------------------------------------------------------- driver
    def run(self) -> DistributedProgram:
        sets, syncs = self.piece_sets()
        if self.options.sync != "eager":
            sets = self.updates_last(sets, syncs)
        self.place_state()
        for k, ps in enumerate(sets):
            if ps.key[3] == 0 and self.plans[ps.group].mode == MP:
                self.prefetch_parts(sets, k, syncs)
            self.emit(ps, syncs)
        if self.options.sync == "after_backward":
            self.flush_after_backward()
        else:
            self.flush_all()
        outputs = self.outputs(syncs)
        self.carries(syncs)
        used = sorted({d for t in self.tasks for d in _task_devices(t)} | {s.device for s in self.state}
                      | {f.device for f in self.feeds})
        args = [self.tensor_info((a, 0)) for a in range(self.n_args)]
        results = [self.tensor_info(v) for v in self.values.returns]
        n_compute = sum(1 for t in self.tasks if isinstance(t, Compute))
        meta = {
            "source": self.graph.source, "strategy": self.strategy.name, "topology": self.topology.name,
            "batch_size": self.B, "op_groups": len(self.grouping.groups),
            "modes": {m: sum(1 for p in self.plans if p.mode == m) for m in (SPLIT, DUP, MP, SINGLE)},
            "pieces": len(self.pieces), "computes": n_compute,
            "all_reduces": sum(1 for t in self.tasks if isinstance(t, AllReduce)),
            "moves": sum(1 for t in self.tasks if isinstance(t, Move)),
            "arg_roles": [self.graph.nodes[a].role.value for a in range(self.n_args)],
            "carried": {str(a): r for a, r in sorted(self.graph.carried.items())},
            "index_bounds": {str(a): b for a, b in sorted(self.index_bounds.items())},
            "whole": whole_report(self.whole, self.group_of, len(self.grouping.groups), self.whole_groups,
                                  self.raw.locs),
        }
        program = DistributedProgram(tuple(used), args, results, self.feeds, self.state, self.tasks, outputs,
                                     self.pieces, meta)
        program.validate()
        return program


def _task_devices(t) -> tuple[int, ...]:
    if isinstance(t, AllReduce):
        return t.devices
    return (t.device,)


def lower_plan(view: PlanView, topology: Topology, options: ApplyOptions | None = None, *,
               materialise: bool = True) -> DistributedProgram:
    """The distributed program running the plan read from an annotated module (module docstring).
    `materialise=False` builds the same schedule without carving pieces (their texts are empty and
    their names are their keys): what a simulator needs to price the program, at a fraction of the
    cost."""
    options = options or ApplyOptions()
    if options.fusion_bytes is None:
        planned = view.record.fusion_bytes if view.record is not None else None
        options = replace(options, fusion_bytes=FUSION_BYTES if planned is None else planned)
    return _Lowering(view, topology, options, materialise).run()


def lower_annotated(module: ir.Module, topology: Topology, options: ApplyOptions | None = None, *,
                    file_name: str | None = None, source: str = "") -> DistributedProgram:
    """`lower_plan` of `read_annotations(module, topology)`: the lowering reads only the annotations."""
    return lower_plan(read_annotations(module, topology, file_name=file_name, source=source), topology, options)


def lower_strategy(module: ir.Module, graph: CompGraph, grouping: Grouping, strategy: Strategy,
                   topology: Topology, options: ApplyOptions | None = None) -> DistributedProgram:
    """Annotate `module` with `strategy`, then lower the annotated module: the same path `tag plan`
    → `tag apply ANNOTATED.mlir` takes. `graph` and `grouping` must be built from `module`."""
    if len(strategy.decisions) != len(grouping.groups):
        raise TagError(f"strategy has {len(strategy.decisions)} decisions for {len(grouping.groups)} op groups")
    annotated = annotate_module(module, graph, grouping, strategy, topology)
    return lower_annotated(annotated, topology, options, source=graph.source)
