"""Per-decision data layouts: which devices a group runs on, the batch rows and work each holds,
and the memory it takes. Every rule about *how a decision executes* comes from `core.execution`
(shared with `distribute.lower`, so what is simulated is what `tag apply` builds):

Devices: `dec.devices` (in id order) when given, else every device of `dec.machines`; then per
replication option
- AllReduce / PS on more than one device (replicas): rows of the global batch by
  `execution.share_weights` (the strategy's `batch_shares`, else ∝ each device's simulated
  throughput, `execution.speed_weights`) and `execution.replica_rows` (integer,
  contiguous, largest remainder). share_d = rows_d / batch. Devices that get no rows are dropped; a
  group left with one device runs unreplicated (no gradient sync);
- duplicate: every copy runs the full batch (share 1); no gradient sync;
- model parallel: `execution.model_parallel_parts` (METIS over the group's nodes, node times of the
  chip of the group's first device); part j runs on the j-th device, devices beyond the part count
  are dropped (one part: the group runs on one device); an argument of the group lives with the part
  producing its new value, else with its first reader (`part_devices`, as `distribute.lower`);
- one device: the three options coincide (the group runs whole there).

Chunks: a split replica layout and model parallelism run the group's chunks (`chunks`), any other
layout its chunks with each phase run merged into one piece (`ChunkGraph.whole_chunks`).

Compute per device: `core.cost_model.piece_time` of a chunk's nodes (fused within the chunk) for the
device's rows (`rows_time`, cached per chunk, chip and row count) — the per-node pricing of the applied
program: a node scales with rows when its result or an input carries the batch, weights are read
whole by every replica, unbatched nodes do not shrink. Duplicate copies and model-parallel parts
compute the full batch.
- model parallel: per chunk (phase runs merged: the group is not batch-split, so the lowering cuts its
  parts' pieces by stage alone) the parts run one after the other as the lowering's pieces do: part j
  starts when the values it reads from other parts arrived — each value moved once per part device
  and step, bytes / link bandwidth + latency, one after the other per pair of parts (uncontended by
  other traffic) — and takes the Σ of its nodes' times. In a step (`engine`) each part's piece starts
  on its own device as the lowered program starts it: when that device is free, the chunk's inputs
  reached its machine and the values it reads from other parts arrived — those moves queued on the
  links they cross with every other move (`MPChunk.deps`).
Clocks: a layout on whole machines with equal rows on every device of a machine (`uniform`) is
tracked per machine (its devices always run together, so one clock per machine is exact); other
replica and duplicate layouts are tracked per device.

Layout identity (`kid`): equal kids hold every value in the same places (replicas: same devices and
rows; duplicate: same devices; model parallel: the group itself, as parts differ per group).

Memory per device: Σ over groups placed on it of parameters + optimizer state (`param_bytes`) +
gradients (Σ parameter bytes; `SimOptions.gradient_memory`) + activation_bytes × share (replicas;
duplicate: full; model parallel: the part's share of forward outputs, parameters by the part of
their argument node) × activation_memory_factor — all stashed activations are live at the
forward/backward boundary, which is taken as the peak.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import numpy as np

from tag.core.cost_model import piece_flops, piece_time
from tag.core.execution import model_parallel_parts, replica_rows, share_weights
from tag.core.model import CompGraph, GroupDecision, Grouping, Role, Strategy
from tag.dialects.attributes import Replication
from tag.dialects.diagnostics import TagError

from .chunks import ChunkGraph
from .cluster import ClusterTables
from .results import SimOptions

__all__ = ["REP", "DUP", "MP", "Layout", "MachineWork", "DeviceWork", "MPChunk", "MPSchedule", "SyncCost", "Layouts"]

REP, DUP, MP = 0, 1, 2          # replicas (AllReduce / PS, or one device), duplicate, model parallel

_PS, _ALLREDUCE = Replication.PS, Replication.ALLREDUCE
_MAX_LAYOUTS = 50_000           # cached layouts before the cache is dropped (very long searches)


class MachineWork(NamedTuple):
    """A chunk on one machine of a layout: the seconds of its busiest device there."""

    machine: int
    seconds: float


class DeviceWork(NamedTuple):
    """A chunk on one device of a layout: the seconds it takes there."""

    device: int
    machine: int
    local: int                  # index within the machine
    seconds: float


class SyncCost(NamedTuple):
    seconds: float
    queues: tuple[int, ...]     # FIFO queues the sync occupies (`cluster.ClusterTables`)


class MPChunk(NamedTuple):
    makespan: float             # every part started at 0 (totals, features)
    busy: list[float]           # per part device
    cut: float                  # Σ seconds of cut edges
    # per part device: None when the part has no node in this chunk, else the moves it waits for as
    # (source part, seconds of values made before this chunk, seconds of values this chunk's source
    # part makes) — one pair of parts' values move one after the other, the earlier ones first
    deps: list[tuple[tuple[int, float, float], ...] | None]


@dataclass(slots=True, eq=False)
class MPSchedule:
    """A model-parallel group on its part devices: per chunk schedule, per device memory
    (parameters + gradients, activations) and totals over the group's chunks."""

    chunks: dict[int, MPChunk]
    memory: list[tuple[float, float]]
    busy: list[float]
    makespan: float
    cut: float


@dataclass(slots=True, eq=False)
class Layout:
    """Where one group's data and work live under one decision (module docstring)."""

    kid: int                                     # layout identity (equal kids: same data placement)
    kind: int                                    # REP / DUP / MP
    group: int
    machines: tuple[int, ...]
    devices: tuple[int, ...]                     # in id order, after zero-row / empty-part drop
    group_devices: tuple[int, ...]               # the decision's devices, before the drop
    devset: frozenset[int]
    nd: int
    dset: dict[int, tuple[int, ...]]             # machine -> its devices
    count: dict[int, int]                        # machine -> number of devices
    sync_key: tuple[tuple[int, int], ...]        # (machine, devices) — what the collective costs depend on
    whole: bool                                  # every machine used whole
    uniform: bool                                # one clock per machine (module docstring)
    first_machine: int
    rows: dict[int, tuple[int, int]]             # device -> global batch rows [start, stop) it computes
    share: dict[int, float]                      # device -> batch fraction, rows / batch
    share_max: float
    syncs: bool                                  # replicas on more than one device: gradients sync
    chunk_ids: tuple[int, ...]                   # the chunks it runs (phase runs merged when unsplit)
    cdur: dict[int, tuple[MachineWork, ...]]     # chunk -> per machine
    ddur: dict[int, tuple[DeviceWork, ...]]      # chunk -> per device (layouts with per-device clocks)
    mp: MPSchedule | None
    part_dev: dict[int, int]                     # model parallel: node -> the device of its part (args: home)
    comp_total: float                            # Σ chunk compute (uniform / MP; others add per run)
    cut: float                                   # Σ MP cut-edge seconds
    mem_pb: float                                # largest per-device parameters + gradients
    mem_act: float                               # largest per-device activations
    row: int                                     # its per-device totals: row of `Layouts.table`
    kidset: frozenset[int] = frozenset()         # {kid}
    devmask: int = 0                             # Σ 2^d over `devices`
    devkey: int = -1                             # equal devkeys: equal `devices` (fusion buckets)
    # source kid × n_edges + edge id -> transfers.EdgeCost (as `engine` reads it: plain tuples)
    edges: dict[int, Any] = field(default_factory=dict)
    # (source kid, machine) -> `engine` queue ids of the device pairs a move into this layout inside that machine holds
    intra_pairs: dict[tuple[int, int], tuple[int, ...]] = field(default_factory=dict)
    ar_memo: dict[float, SyncCost] = field(default_factory=dict)            # gradient bytes -> AllReduce
    ps_memo: dict[tuple[int, float], Any] = field(default_factory=dict)  # (PS device, bytes) -> collectives.PSCost


class Layouts:
    """Builds layouts and caches them per decision across `simulate` calls."""

    def __init__(self, graph: CompGraph, grouping: Grouping, tables: ClusterTables, chunks: ChunkGraph,
                 times: list[list[float]], piece_fusion: bool = True):
        self.graph, self.grouping, self.tables, self.chunks, self.times = graph, grouping, tables, chunks, times
        self.piece_fusion = piece_fusion      # `cost_model.piece_time(local=)`: each chunk fused within itself
        self.grad_bytes = [sum(graph.params[p].bytes for p in grp.params) for grp in grouping.groups]
        # per group, the merged chunks of its phase runs: a split group may still run one whole (`order.runs_merged`)
        self.run_chunks: list[list[int]] = [[] for _ in grouping.groups]
        for r in chunks.runs:
            self.run_chunks[r.group].append(r.merged)
        self._cache: dict[Any, list[dict[Any, Layout]]] = {}     # (shares, options) -> per group
        self._count = 0
        self._kids: dict[Any, int] = {}
        self._devkeys: dict[tuple[int, ...], int] = {}
        # per (kid, latency): the transfer, AllReduce and PS memos every layout of that kid shares
        # (what they memoise depends on the data placement and the latency only)
        self._memos: dict[tuple[int, float], tuple[dict, dict, dict]] = {}
        self._share_ids: dict[tuple[tuple[int, float], ...], int] = {}
        self._parts: dict[tuple[int, int, int], list[list[int]]] = {}
        self._mp: dict[Any, MPSchedule] = {}
        self._rows_time: dict[tuple[int, int, int], float] = {}
        self._part_dev: dict[Any, dict[int, int]] = {}
        self._succ: list[list[int]] | None = None
        self._result_node: dict[int, int] = {}
        # per layout, the per-device totals one run adds (Layouts.build): parameters + gradients,
        # activations, busy seconds, groups — one row each, 4·D columns
        self.table = np.zeros((64, 4 * tables.D))
        self._rows = 0

    def for_strategy(self, strategy: Strategy, opts: SimOptions) -> list[Layout]:
        G = len(self.grouping.groups)
        decs = strategy.decisions
        if len(decs) != G:
            raise TagError(f"strategy has {len(decs)} decisions for {G} op groups")
        shares = strategy.batch_shares
        skey = None
        if shares is not None:
            items = tuple(sorted(shares.items()))
            skey = self._share_ids.get(items)
            if skey is None:
                skey = self._share_ids[items] = len(self._share_ids)
        ckey = (skey, opts.latency_s, opts.gradient_memory)
        per_group = self._cache.get(ckey)
        if per_group is None or self._count > _MAX_LAYOUTS:      # bound memory in very long searches
            if self._count > _MAX_LAYOUTS:
                self._cache.clear()
                self._memos.clear()
                self._count = 0
                self._rows = 0
            per_group = self._cache[ckey] = [{} for _ in decs]
        out = []
        for g, (cache, dec) in enumerate(zip(per_group, decs)):
            rep = dec.replication
            if rep == _PS:
                rep = _ALLREDUCE          # same layout: replicas either way (the sync is the engine's)
            key = (dec.machines, rep, dec.devices)
            try:
                L = cache.get(key)
            except TypeError:                                    # lists instead of tuples
                key = (tuple(dec.machines), rep, tuple(dec.devices))
                L = cache.get(key)
            if L is None:
                L = cache[key] = self.build(g, dec, shares, opts)
                self._count += 1
            out.append(L)
        return out

    # -- devices
    def _devices(self, g: int, dec: GroupDecision) -> tuple[int, ...]:
        t = self.tables
        machines = tuple(sorted(set(dec.machines)))
        if not machines:
            raise TagError(f"strategy: op group {g} is placed on no machine")
        for m in machines:
            if not 0 <= m < t.M:
                raise TagError(f"strategy: op group {g}: machine {m} does not exist (topology has {t.M})")
        if dec.devices:
            devices = tuple(sorted(set(dec.devices)))
            for d in devices:
                if not 0 <= d < t.D or t.dev_machine[d] not in machines:
                    raise TagError(f"strategy: op group {g}: device {d} is not on machines {list(machines)}")
            return devices
        return tuple(d for m in machines for d in t.mach_devs[m])

    def parts(self, g: int, devices: tuple[int, ...]) -> list[list[int]]:
        """`execution.model_parallel_parts` of group g on `devices` (cached: it depends on the part
        count and the chip of the first device only)."""
        key = (g, len(devices), self.tables.chip_of[self.tables.dev_machine[devices[0]]])
        hit = self._parts.get(key)
        if hit is None:
            hit = self._parts[key] = model_parallel_parts(self.graph, self.grouping.groups[g], devices,
                                                          self.tables.topology)
        return hit

    # -- one layout
    def build(self, g: int, dec: GroupDecision, shares: Mapping[int, float] | None, opts: SimOptions) -> Layout:
        t, grp = self.tables, self.grouping.groups[g]
        batch = self.graph.batch_size
        devices = group_devices = self._devices(g, dec)
        rep = Replication(dec.replication)
        kind = MP if rep is Replication.MODEL_PARALLEL else DUP if rep is Replication.DUPLICATE else REP
        share = dict.fromkeys(devices, 1.0)
        rows: dict[int, tuple[int, int]] = {}
        parts: list[list[int]] = []
        part_dev: dict[int, int] = {}
        if len(devices) > 1 and kind == REP:
            try:
                weights = share_weights(devices, t.topology, self.graph, shares)
            except TagError as err:
                raise TagError(f"{err.message} (used by op group {g})") from None
            kept = replica_rows(batch, devices, weights)
            if not kept:
                raise TagError(f"op group {g}: a batch of {batch} rows leaves no replica")
            devices = tuple(r.device for r in kept)
            rows = {r.device: r.rows for r in kept}
            share = {d: (r[1] - r[0]) / batch for d, r in rows.items()}
        elif len(devices) > 1 and kind == MP:
            parts = self.parts(g, devices)
            devices = devices[:max(1, len(parts))]
            share = dict.fromkeys(devices, 1.0)
            part_dev = self.part_devices(g, devices, parts)
        nd = len(devices)
        if nd == 1:
            kind = REP                                  # one device: every option runs the group whole
        if kind != REP or nd == 1:
            rows = {d: (0, batch) for d in devices}
        machines = tuple(sorted({t.dev_machine[d] for d in devices}))
        dset: dict[int, tuple[int, ...]] = {m: () for m in machines}
        for d in devices:
            dset[t.dev_machine[d]] += (d,)
        count = {m: len(v) for m, v in dset.items()}
        first_machine = t.dev_machine[devices[0]]
        whole = all(count[m] == t.mach_size[m] for m in machines)
        uniform = whole and kind != MP and all(len({share[d] for d in dset[m]}) == 1 for m in machines)
        chunks = self.chunks.chunks
        split = kind == REP and nd > 1
        # the chunks it runs: unsplit (model parallel too: the lowering cuts its parts' pieces by stage
        # only), a run of phases is one piece (`chunks.PhaseRun`)
        chunk_ids = self.chunks.group_chunks[g] if split else self.chunks.whole_chunks[g]
        nrows = {d: (rows[d][1] - rows[d][0]) if split else batch for d in devices}
        mrows = {m: sorted({nrows[d] for d in dset[m]}) for m in machines}
        chip_of = t.chip_of
        rows_time = self.rows_time
        # (plain tuples: MachineWork / DeviceWork fields, built in bulk)
        priced = chunk_ids
        if split:       # its phase runs may still run whole (`order.runs_merged`): their merged chunks too
            priced = list(chunk_ids) + self.run_chunks[g]
            cdur = {cid: tuple((m, max([rows_time(cid, chip_of[m], r) for r in mrows[m]])) for m in machines)
                    for cid in priced}
        else:
            cdur = {cid: tuple((m, chunks[cid].times[m]) for m in machines) for cid in chunk_ids}
        ddur: dict[int, tuple[DeviceWork, ...]] = {}
        if not uniform:
            where = [(d, t.dev_machine[d], t.dev_local[d], chip_of[t.dev_machine[d]], nrows[d]) for d in devices]
            ddur = {cid: tuple((d, m, li, rows_time(cid, c, r)) for d, m, li, c, r in where) for cid in priced}
        # memory, and the per-device totals one run adds: rows parameters + gradients, activations,
        # busy seconds (uniform and model-parallel layouts; others accumulate busy time per chunk), groups
        pb = float(grp.param_bytes + (self.grad_bytes[g] if opts.gradient_memory else 0))
        act = float(grp.activation_bytes)
        vec = np.zeros((4, t.D))
        mp = None
        comp_total, cut = 0.0, 0.0
        if kind == MP:
            mp = self.mp_schedule(g, devices, parts, opts)
            for d, (p_d, a_d) in zip(devices, mp.memory):
                vec[0, d] += p_d
                vec[1, d] += a_d
            mem_pb = max(p for p, _ in mp.memory)
            mem_act = max(a for _, a in mp.memory)
            vec[2, list(devices)] += mp.busy
            comp_total, cut = mp.makespan, mp.cut
        else:
            for d in devices:
                vec[0, d] += pb
                vec[1, d] += act * share[d]
            mem_pb, mem_act = pb, act * max(share.values())
            if uniform:
                for i, m in enumerate(machines):
                    vec[2, list(dset[m])] += sum(cdur[cid][i][1] for cid in chunk_ids)
                comp_total = sum(max((dur for _m, dur in cdur[cid]), default=0.0) for cid in chunk_ids)
        vec[3, list(devices)] = 1.0
        if self._rows == len(self.table):
            self.table = np.concatenate([self.table, np.zeros_like(self.table)])
        row = self._rows
        self.table[row] = vec.reshape(-1)
        self._rows += 1
        if nd == 1:
            key: Any = ("one", devices[0])
        elif kind == REP:
            key = ("rep", devices, tuple(rows[d] for d in devices))
        else:
            key = ("dup", devices) if kind == DUP else ("mp", g, devices)   # parts differ per group
        kid = self._kids.get(key)
        if kid is None:
            kid = self._kids[key] = len(self._kids)
        devkey = self._devkeys.setdefault(devices, len(self._devkeys))
        memo = self._memos.get((kid, opts.latency_s))
        if memo is None:
            memo = self._memos[(kid, opts.latency_s)] = ({}, {}, {})
        return Layout(kid=kid, kind=kind, group=g, machines=machines, devices=devices, group_devices=group_devices,
                      devset=frozenset(devices),
                      nd=nd, dset=dset, count=count, sync_key=tuple((m, count[m]) for m in machines), whole=whole,
                      uniform=uniform, first_machine=first_machine, rows=rows, share=share,
                      share_max=max(share.values()) if kind == REP else 1.0, syncs=kind == REP and nd > 1,
                      cdur=cdur, ddur=ddur, mp=mp, part_dev=part_dev, chunk_ids=tuple(chunk_ids),
                      comp_total=comp_total, cut=cut, mem_pb=mem_pb, mem_act=mem_act, row=row,
                      kidset=frozenset((kid,)), devmask=sum(1 << d for d in devices), devkey=devkey,
                      edges=memo[0], ar_memo=memo[1], ps_memo=memo[2])

    def part_devices(self, g: int, devices: tuple[int, ...], parts: list[list[int]]) -> dict[int, int]:
        """Model-parallel group g: node -> the device its part runs on; an argument lives with the part
        producing its new value, else with its first reader in the group (`distribute.lower`)."""
        key = (g, devices)
        hit = self._part_dev.get(key)
        if hit is not None:
            return hit
        graph = self.graph
        out = {n: devices[j] for j, ns in enumerate(parts) for n in ns if graph.nodes[n].op_name != "arg"}
        if self._succ is None:
            self._succ = graph.successors()
            self._result_node = {node.result_index: node.id for node in graph.nodes if node.result_index is not None}
        for n in self.grouping.groups[g].nodes:
            if graph.nodes[n].op_name != "arg":
                continue
            home = None
            r = graph.carried.get(n)
            if r is not None:
                home = out.get(self._result_node.get(r, -1))
            if home is None:
                home = next((out[c] for c in self._succ[n] if c in out), devices[0])
            out[n] = home
        self._part_dev[key] = out
        return out

    def rows_time(self, cid: int, chip: int, rows: int) -> float:
        """Seconds of chunk `cid` computing `rows` of the batch on chip `chip` (index into the
        topology's chips): `core.cost_model.piece_time` of its nodes (fused within the chunk unless the
        simulator prices the whole step's fusion, `piece_fusion=False`) plus the chip's cost of
        one executable and of each argument and result buffer (`KernelModel.executable_s`, `input_s`,
        `output_s`: the chunk is
        one piece of the lowering); cached, few row counts occur."""
        key = (cid, chip, rows)
        hit = self._rows_time.get(key)
        if hit is None:
            if rows == self.graph.batch_size:
                hit = self._rows_time[key] = self.chunks.chunks[cid].times_by_chip[chip]
                return hit
            graph, chip_obj = self.graph, self.tables.chips[chip]
            chunk, km = self.chunks.chunks[cid], chip_obj.kernel_model
            hit = self._rows_time[key] = (km.piece_fixed_s(chunk.n_inputs, chunk.n_outputs,
                                                           piece_flops(graph, chunk.nodes, rows))
                                          + piece_time(graph, chunk.nodes, chip_obj, rows, local=self.piece_fusion))
        return hit

    # -- model parallelism
    def mp_schedule(self, g: int, devices: tuple[int, ...], parts: list[list[int]], opts: SimOptions) -> MPSchedule:
        """List-schedule every chunk of group g over the part devices (module docstring)."""
        lat = opts.latency_s
        key = (g, devices, lat, opts.gradient_memory)
        hit = self._mp.get(key)
        if hit is not None:
            return hit
        t, graph = self.tables, self.graph
        nodes = graph.nodes
        group_of = self.grouping.group_of
        k = len(devices)
        part = {n: j for j, ns in enumerate(parts) for n in ns}
        part_dev = self.part_devices(g, devices, parts)
        index = {d: j for j, d in enumerate(devices)}
        dev_m = [t.dev_machine[d] for d in devices]
        per_chunk: dict[int, MPChunk] = {}
        chunk_ids = self.chunks.whole_chunks[g]          # as the layout runs them (phase runs merged)
        fetched: set[tuple[int, int]] = set()            # (value, part) moved already this step
        for cid in chunk_ids:
            by_part: list[list[int]] = [[] for _ in range(k)]
            for i in self.chunks.chunks[cid].nodes:
                by_part[index.get(part_dev.get(i, devices[0]), 0)].append(i)
            here = {i: j for j, ns in enumerate(by_part) for i in ns}
            end = [0.0] * k
            busy = [0.0] * k
            arrival: dict[tuple[int, int], float] = {}
            link: dict[tuple[int, int], float] = {}
            cut = 0.0
            deps: list[tuple[tuple[int, float, float], ...] | None] = [None] * k
            for j in range(k):                           # the parts' pieces, one after the other
                if not by_part[j]:
                    continue
                r = 0.0
                moved: dict[int, list[float]] = {}       # source part -> [earlier values' s, this chunk's s]
                for i in by_part[j]:
                    for p, nbytes in nodes[i].inputs:
                        jp = here.get(p)
                        if jp is None:                   # an earlier chunk's value, or an argument
                            node = nodes[p]
                            if group_of[p] != g or (not node.inputs and node.op_name != "arg") or \
                                    node.role is Role.BATCH:
                                continue                 # another group's (edges), constants, fed rows
                            jp = index.get(part_dev.get(p, devices[0]), 0)
                            ready = 0.0
                            made_here = False
                        else:
                            ready = end[jp]
                            made_here = True
                        if jp == j:
                            continue
                        key = (p, j)
                        got = arrival.get(key)
                        if got is None:
                            if key in fetched:
                                continue
                            fetched.add(key)
                            st = max(ready, link.get((jp, j), 0.0))
                            dt = nbytes / t.bw[dev_m[jp]][dev_m[j]] + lat
                            got = arrival[key] = link[(jp, j)] = st + dt
                            cut += dt
                            moved.setdefault(jp, [0.0, 0.0])[made_here] += dt
                        if got > r:
                            r = got
                busy[j] = (piece_time(graph, by_part[j], t.chips[t.chip_of[dev_m[j]]], local=self.piece_fusion)
                           if by_part[j] else 0.0)
                end[j] = r + busy[j]
                deps[j] = tuple((jp, early, late) for jp, (early, late) in sorted(moved.items()))
            per_chunk[cid] = MPChunk(max(end), busy, cut, deps)
        grp = self.grouping.groups[g]
        params = graph.params
        info_total = sum(params[p].bytes for p in grp.params)
        act_w = [0.0] * k
        for i in grp.nodes:
            if nodes[i].role is Role.FORWARD:
                act_w[part.get(i, 0)] += nodes[i].output_bytes
        act_total = sum(act_w)
        memory = []
        for j in range(k):
            pbytes = sum(params[p].bytes for p in grp.params if part.get(params[p].arg_node, 0) == j)
            pfrac = pbytes / info_total if info_total else 1.0 / k
            afrac = act_w[j] / act_total if act_total else 1.0 / k
            grads = pbytes if info_total else self.grad_bytes[g] / k
            memory.append((grp.param_bytes * pfrac + (grads if opts.gradient_memory else 0.0),
                           grp.activation_bytes * afrac))
        out = MPSchedule(per_chunk, memory, [sum(per_chunk[c].busy[j] for c in chunk_ids) for j in range(k)],
                         sum(per_chunk[c].makespan for c in chunk_ids), sum(per_chunk[c].cut for c in chunk_ids))
        self._mp[key] = out
        return out
