"""The virtual runtime: simulate one distributed training step of a `Strategy` on a `Topology`.

Granularity. The op-level DAG is cut into *chunks*: the nodes of one op group at one cross-group
depth. depth(n) = max over non-source inputs p of depth(p) + [group(p) ≠ group(n) or p produces a
gradient]; a chunk is (group, post, depth), where `post` marks nodes downstream of a gradient
(optimizer updates). Every inter-chunk edge raises depth or goes non-post → post, so the chunk graph
is a DAG even when METIS groups hold both forward and backward ops (a group's forward and backward
halves become separate chunks). Chunks run in (post, depth) order. Sources (arguments, constants:
no inputs, zero cost) are available at t = 0 on their group's devices. A tensor of another group is
moved to a group once: later chunks of that group reuse the stashed copy (they depend on the chunk
that imported it).

Compute (per GPU, roofline per node: max(flops / peak(dtype), (bytes_read + output_bytes) / mem bw)):
- replicate (AllReduce / PS): device d of the group's device set runs time × share_d if the group is
  `batch_scaled`, else the full time. share_d ∝ peak FLOP/s of the group's dominant dtype on d's chip,
  or `strategy.batch_shares[d]` normalised over the group's devices;
- duplicate: every copy runs the full batch; no gradient synchronisation;
- model-parallel: the group's nodes are split into one part per device (`planner.grouping.sub_partition`
  when it exists at import time, weighted on the topology's first chip; else a k-way METIS partition
  of the group's subgraph balancing flops and minimising cut bytes; else — no pymetis, or fewer nodes
  than devices — the nodes in topological order cut into contiguous runs of equal flops, sources
  joining their first consumer's part). Each chunk is list-scheduled node by node on the part
  devices; cut edges cost bytes / link bandwidth + latency (uncontended). The chunk is gang-scheduled:
  it starts when all its devices are free and its inputs arrived, and frees them after its makespan.
  Inputs are delivered to, and outputs sent from, the group's first device.
- A group on whole machines with equal shares per machine is tracked per machine (its devices always
  run together, so one clock per machine is exact); groups on explicit device subsets or unequal
  shares are tracked per device. A whole-machine group starts on a machine once all its devices are free.

Transfers between chunks whose data layouts differ (batch re-split). A layout gives each machine
the batch interval its replicas hold ([0, 1) for duplicate copies, the first device for model
parallel). For a destination machine, the part of its interval held by other machines crosses the
network (one transfer per source machine, bytes ∝ interval overlap; unbatched tensors — no batch
dimension — are fetched whole from the best-connected holder); data already on the machine is
re-split over the intra-machine link (per-device bytes bounded by the slice shift, all devices in
parallel; intra-machine links are per GPU pair and not contended). A network transfer takes
bytes / min(NIC_src, NIC_dst, inter_bps) + latency. NIC sharing: each machine's NIC egress and
ingress is a serialised FIFO queue; transfers are issued in simulation order (chunks in dependency
order, the pieces into one machine one after the other) and start when their data is ready and
both queues are free.

Gradient synchronisation (per parameter, among the replicas of the group producing the gradient):
- AllReduce on one machine of n GPUs (ring): 2(n-1)/n · B/β + 2(n-1)α;
- AllReduce over K machines (hierarchical): intra reduce-scatter max_m[(n_m-1)/n_m · B/β_m + (n_m-1)α],
  ring across machines 2(K-1)/K · B/β_ring + 2(K-1)α (β_ring = slowest machine-pair link of the ring
  over the machines in id order), intra all-gather (same as the reduce-scatter);
- PS on device p: every other replica pushes B and pulls B back: 2 · max(n_local·B/β_p,
  max(Σ_remote n_m·B / NIC_p, max_m n_m·B / bw(m, p))) + 2α.
A sync occupies (FIFO, like transfers) the collective stream of each of its machines (AllReduce),
the PS device's port (PS) and both NIC queues of every machine it crosses. It starts when the
slowest replica produced the gradient (or, with `grad_sync_after_backward`, every sync starts at the
end of the backward pass, in gradient-ready order); with `fusion_bytes > 0` AllReduce gradients of
the same device set are fused into buckets issued once they hold ≥ fusion_bytes (the rest at the
end of the backward pass); PS syncs are not fused. PS device: the owner group's `ps_device[p]`, else
the group's devices round-robin by parameter index; the method is the owner group's `grad_sync[p]`,
else PS for a `ps` group and AllReduce otherwise. Optimizer updates wait for their parameter's sync;
a gradient computed from other synced gradients syncs as soon as it is ready (no fusion).
Sufficient-factor broadcast (`sfb`) is not modelled here.

Memory per device: Σ over groups placed on it of parameters + optimizer state (`param_bytes`) +
gradients (Σ parameter bytes; `SimOptions.gradient_memory`) + activation_bytes × share (replicas;
duplicate: full; model parallel: the part's share of forward outputs) × activation_memory_factor —
all stashed activations are live at the forward/backward boundary, which is taken as the peak.
Above the chip's memory → infeasible (`oom_devices`).

Speed: everything strategy-independent is precomputed in `__init__` (chunks, per-machine chunk
times, edges); per-decision layouts, transfer plans, collective costs and model-parallel schedules
are cached across `simulate` calls. `utilisation`, `idle_time`, `group_features` and
`device_features` of a simulated result are computed on first access.
"""
from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from tag.dialects.attributes import GradSync, Replication
from tag.dialects.diagnostics import TagError
from tag.planner.model import CompGraph, GroupDecision, Grouping, Role, Strategy, Topology
from tag.runtime.cost_model import ZERO_COST_OPS, roofline_time
from tag.runtime.trace import TraceEvent, write_chrome_trace

try:  # the METIS sub-partition, when the grouping module provides one
    from tag.planner.grouping import sub_partition as _SUB_PARTITION  # type: ignore[attr-defined]
except ImportError:
    _SUB_PARTITION = None

__all__ = ["SimOptions", "SimResult", "ClusterSimulator", "GROUP_FEATURES", "DEVICE_FEATURES",
           "ring_allreduce_time", "hierarchical_allreduce_time", "ps_sync_time"]

GROUP_FEATURES = ("start", "finish", "compute", "comm_in", "comm_out", "sync", "wait", "memory", "devices",
                  "share")
DEVICE_FEATURES = ("busy", "idle", "utilisation", "peak_memory", "peak_memory_fraction", "nic_busy",
                   "groups")

_LAZY_FIELDS = frozenset({"utilisation", "idle_time", "group_features", "device_features"})
_REP, _DUP, _MP = 0, 1, 2
_EPS = 1e-12


@dataclass
class SimOptions:
    grad_sync_after_backward: bool = False   # True: every gradient sync starts after the whole backward pass
    fusion_bytes: int = 0                    # >0: AllReduce gradients fused into buckets of this size
    activation_memory_factor: float = 1.0
    latency_s: float = 10e-6                 # per message / per ring step (α)
    gradient_memory: bool = True             # count a gradient buffer per parameter in device memory


@dataclass
class SimResult:
    step_time: float
    feasible: bool
    peak_memory: dict[int, int]
    utilisation: dict[int, float]
    idle_time: dict[int, float]
    comm_time: float                                     # Σ seconds of every transfer, re-split and sync
    group_features: list[dict[str, float]]               # keys: GROUP_FEATURES
    device_features: list[dict[str, float]]              # keys: DEVICE_FEATURES
    events: list[TraceEvent] = field(default_factory=list)
    oom_devices: list[int] = field(default_factory=list)
    num_syncs: int = 0                                   # gradient sync operations (buckets count once)
    sync_time: float = 0.0                               # Σ seconds of gradient syncs
    transfer_time: float = 0.0                           # Σ seconds of network transfers between groups
    process_names: dict[int, str] = field(default_factory=dict)

    def __getattr__(self, name: str) -> Any:
        # Results made by the simulator compute utilisation, idle_time and the feature lists on first
        # access (a `_lazy` callable fills them in); only called for attributes not yet set.
        if name in _LAZY_FIELDS:
            lazy = self.__dict__.pop("_lazy", None)
            if lazy is not None:
                lazy(self)
                return self.__dict__[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def __getstate__(self) -> dict[str, Any]:
        lazy = self.__dict__.pop("_lazy", None)      # materialise before pickling / copying
        if lazy is not None:
            lazy(self)
        return dict(self.__dict__)

    def write_trace(self, path: str | Path, metadata: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Write the Chrome trace of a `simulate(..., trace=True)` run."""
        if not self.events:
            raise TagError("no trace events to write: simulate the strategy with trace=True")
        meta = {"step_time_s": self.step_time, "feasible": self.feasible, **dict(metadata or {})}
        return write_chrome_trace(self.events, path, meta, process_names=self.process_names)


# ------------------------------------------------------------------------------------ formulas
def ring_allreduce_time(nbytes: float, n: int, bw: float, latency: float) -> float:
    """Ring AllReduce among n devices on links of `bw` bytes/s: 2(n-1)/n · B/bw + 2(n-1)·α."""
    if n <= 1 or nbytes <= 0:
        return 0.0
    return 2.0 * (n - 1) / n * nbytes / bw + 2.0 * (n - 1) * latency


def hierarchical_allreduce_time(nbytes: float, machines: list[tuple[int, float]], ring_bw: float,
                                latency: float) -> float:
    """AllReduce over K machines given as (devices n_m, intra bw β_m): intra reduce-scatter, ring
    across machines at `ring_bw`, intra all-gather (see module docstring)."""
    k = len(machines)
    if k <= 1:
        return ring_allreduce_time(nbytes, machines[0][0], machines[0][1], latency) if machines else 0.0
    intra = max(((n - 1) / n * nbytes / bw + (n - 1) * latency) if n > 1 else 0.0 for n, bw in machines)
    return 2.0 * intra + 2.0 * (k - 1) / k * nbytes / ring_bw + 2.0 * (k - 1) * latency


def ps_sync_time(nbytes: float, local_workers: int, intra_bw: float, remote: list[tuple[int, float]],
                 ps_nic_bw: float, latency: float) -> float:
    """PS push + pull: 2 · max(n_local·B/β, max(Σ n_m·B / NIC_ps, max n_m·B / bw_m)) + 2α, with
    `remote` = (workers n_m, link bw to the PS machine) per other machine."""
    if nbytes <= 0 or (local_workers == 0 and not remote):
        return 0.0
    a_loc = local_workers / intra_bw if local_workers else 0.0
    a_rem = 0.0
    if remote:
        a_rem = max(sum(n for n, _ in remote) / ps_nic_bw, max(n / bw for n, bw in remote))
    return 2.0 * max(a_loc, a_rem) * nbytes + 2.0 * latency


# ------------------------------------------------------------------------------- precomputation
class _Chunk:
    __slots__ = ("id", "group", "post", "depth", "nodes", "times", "in_edges", "grads", "waits")

    def __init__(self, cid: int, group: int, post: bool, depth: int, nodes: list[int]):
        self.id, self.group, self.post, self.depth, self.nodes = cid, group, post, depth, nodes
        self.times: list[float] = []                         # per machine: Σ node time on its chip
        # (src chunk or -1 for sources, src group, batched bytes, unbatched bytes)
        self.in_edges: list[tuple[int, int, float, float]] = []
        self.grads: list[tuple[int, float]] = []             # (param, gradient bytes) produced here
        self.waits: list[int] = []                           # params whose synced gradient this consumes


class _Layout:
    """Where a group's data and work live under one decision (see module docstring)."""

    __slots__ = ("kid", "kind", "group", "machines", "devices", "devset", "uniform", "mf", "dev_f", "iv",
                 "pdw", "dset", "count", "holders", "full", "first_machine", "first_device", "nd",
                 "sync_key", "mem_m", "mem_d", "mem_pb", "mem_act", "share_max", "mp", "decision", "syncs",
                 "default_ps", "cdur", "busy_m", "comp_total", "ar_memo", "vec", "cut", "plans", "whole")


class ClusterSimulator:
    """Event-driven simulator of a strategy's training step (module docstring: the model)."""

    def __init__(self, graph: CompGraph, grouping: Grouping, topology: Topology, *,
                 options: SimOptions | None = None):
        self.graph, self.grouping, self.topology = graph, grouping, topology
        self.options = options or SimOptions()
        machines = topology.machines
        if not machines:
            raise TagError(f"topology '{topology.name}' has no machines")
        self.M = M = len(machines)
        devices = topology.devices
        self.D = len(devices)
        self.dev_machine = [d.machine for d in devices]
        self.dev_local = [d.local for d in devices]
        self.mach_devs = [[d.id for d in devices if d.machine == m] for m in range(M)]
        self.intra = [float(m.intra_bps) for m in machines]
        self.nic = [float(m.nic_bps) for m in machines]
        for i, m in enumerate(machines):
            if not (m.intra_bps > 0 and m.nic_bps > 0 and m.count > 0):
                raise TagError(f"topology '{topology.name}': machine {i} ({m.name}) needs count, intra and NIC "
                               f"bandwidth > 0")
        for key, v in topology.inter_bps.items():
            if not v > 0:
                raise TagError(f"topology '{topology.name}': bandwidth between machines {key} must be > 0")
        self.bw = [[0.0] * M for _ in range(M)]
        for a in range(M):
            for b in range(M):
                if a == b:
                    self.bw[a][b] = self.intra[a]
                else:
                    link = topology.inter_bps.get((min(a, b), max(a, b)), math.inf)
                    self.bw[a][b] = min(self.nic[a], self.nic[b], link)
        self.inv_bw = [[1.0 / v for v in row] for row in self.bw]
        self.inv_intra = [1.0 / v for v in self.intra]
        self.mach_size = [len(v) for v in self.mach_devs]
        self.dev_capacity = [machines[m].chip.memory_bytes for m in self.dev_machine]
        self.dev_capacity_arr = np.array(self.dev_capacity, dtype=np.int64)
        chips: list[Any] = []
        self.chip_of: list[int] = []
        for m in machines:
            if m.chip not in chips:
                chips.append(m.chip)
            self.chip_of.append(chips.index(m.chip))
        self.chips = chips
        nodes = graph.nodes
        n_nodes = len(nodes)
        if len(grouping.group_of) != n_nodes:
            raise TagError(f"grouping covers {len(grouping.group_of)} nodes but the graph has {n_nodes}")
        zero = [n.op_name == "arg" or n.op_name in ZERO_COST_OPS for n in nodes]
        self.node_time = [[0.0 if zero[i] else roofline_time(n.flops, n.bytes_read + n.output_bytes, chip, n.dtype)
                           for i, n in enumerate(nodes)] for chip in chips]
        self.G = G = len(grouping.groups)
        # dominant dtype per group → default batch shares ∝ peak FLOP/s of that dtype
        self.gpeak: list[list[float]] = []
        for grp in grouping.groups:
            flops: dict[str, float] = {}
            for i in grp.nodes:
                flops[nodes[i].dtype] = flops.get(nodes[i].dtype, 0.0) + nodes[i].flops
            dtype = max(flops, key=lambda k: flops[k]) if flops and max(flops.values()) > 0 else "f32"
            self.gpeak.append([m.chip.peak_flops_for(dtype) for m in machines])
        self.owner: dict[int, int] = {}
        for grp in grouping.groups:
            for p in grp.params:
                self.owner[p] = grp.id
        self.grad_bytes = [sum(graph.params[p].bytes for p in grp.params) for grp in grouping.groups]
        self._build_chunks(zero)
        self._layout_cache: dict[Any, list[dict[Any, _Layout]]] = {}   # (shares, options) → per group
        self._layout_count = 0
        self._kids: dict[Any, int] = {}
        self._ar_cache: dict[Any, Any] = {}
        self._ps_cache: dict[Any, Any] = {}
        self._mp_cache: dict[Any, Any] = {}
        self._part_cache: dict[tuple[int, int], dict[int, int]] = {}
        self._plans: dict[tuple[int, int], tuple[Any, ...]] = {}
        self._share_ids: dict[tuple[tuple[int, float], ...], int] = {}

    # -- chunking
    def _build_chunks(self, zero: list[bool]) -> None:
        graph, group_of = self.graph, self.grouping.group_of
        nodes = graph.nodes
        n_nodes = len(nodes)
        source = [not nodes[i].inputs and zero[i] for i in range(n_nodes)]
        grad_params: dict[int, list[int]] = {}
        for p, info in enumerate(graph.params):
            if info.grad_node is not None:
                grad_params.setdefault(info.grad_node, []).append(p)
        depth = [0] * n_nodes
        post = [False] * n_nodes
        for i in range(n_nodes):
            if source[i]:
                continue
            g, d, ps = group_of[i], 0, False
            for p, _ in nodes[i].inputs:
                if source[p]:
                    continue
                is_grad = p in grad_params
                dp = depth[p] + (1 if group_of[p] != g or is_grad else 0)
                if dp > d:
                    d = dp
                if post[p] or is_grad:
                    ps = True
            depth[i], post[i] = d, ps
        keyed: dict[tuple[int, bool, int], list[int]] = {}
        for i in range(n_nodes):
            if not source[i]:
                keyed.setdefault((group_of[i], post[i], depth[i]), []).append(i)
        order = sorted(keyed, key=lambda k: (k[1], k[2], k[0]))
        chunks = [_Chunk(c, k[0], k[1], k[2], keyed[k]) for c, k in enumerate(order)]
        chunk_of = [-1] * n_nodes
        for c in chunks:
            for i in c.nodes:
                chunk_of[i] = c.id
        self.group_chunks: list[list[int]] = [[] for _ in range(self.G)]
        imported: dict[tuple[int, int], int] = {}   # (group, external producer) → first chunk importing it
        for c in chunks:
            self.group_chunks[c.group].append(c.id)
            per_chip = [sum(t[i] for i in c.nodes) for t in self.node_time]
            c.times = [per_chip[self.chip_of[m]] for m in range(self.M)]
            edges: dict[tuple[bool, int], list[float]] = {}
            deps: set[int] = set()
            seen: set[int] = set()
            waits: set[int] = set()
            for i in c.nodes:
                for p, nbytes in nodes[i].inputs:
                    if p in grad_params:
                        waits.update(grad_params[p])
                    if p in seen:
                        continue
                    seen.add(p)
                    src_is_source = source[p]
                    if (src_is_source and group_of[p] == c.group) or (not src_is_source and chunk_of[p] == c.id):
                        continue
                    if group_of[p] != c.group:
                        # data of another group already brought to this group (stashed): depend on
                        # the chunk that imported it instead of moving it again
                        first = imported.setdefault((c.group, p), c.id)
                        if first != c.id:
                            deps.add(first)
                            continue
                    key = (True, group_of[p]) if src_is_source else (False, chunk_of[p])
                    batched = nodes[p].batch_dim is not None or nodes[p].role is Role.BATCH
                    acc = edges.setdefault(key, [0.0, 0.0])
                    acc[0 if batched else 1] += float(nbytes)
            for (is_src, src), (bb, bu) in sorted(edges.items()):
                if is_src:
                    c.in_edges.append((-1, src, bb, bu))
                else:
                    c.in_edges.append((src, chunks[src].group, bb, bu))
                    deps.discard(src)
            c.in_edges.extend((d, c.group, 0.0, 0.0) for d in sorted(deps))
            c.in_edges.sort(key=lambda e: (e[1] != c.group, e[0]))   # same-group dependencies first
            c.waits = sorted(waits)
        for p, info in enumerate(graph.params):
            gn = info.grad_node
            if gn is not None and chunk_of[gn] >= 0:
                nbytes = float(nodes[gn].output_bytes or info.bytes)
                chunks[chunk_of[gn]].grads.append((p, nbytes))
        self.chunks = chunks
        # per chunk: (id, group, post, same-group dependencies (always the same layout), other edges, waits, grads)
        # `tail`: an update chunk whose only input is one chunk of its own group (optimizer updates);
        # whole-machine layouts take a short path for it
        self.chunk_rows = []
        for c in chunks:
            same = [e[0] for e in c.in_edges if e[1] == c.group and e[0] >= 0]
            other = [e for e in c.in_edges if e[1] != c.group]
            tail = same[0] if (c.post and len(same) == 1 and not other and not c.grads) else None
            self.chunk_rows.append((c.id, c.group, c.post, tail, same, other, c.waits, c.grads))
        self.chunk_of = chunk_of
        self.source = source

    # -- layouts
    def _kid(self, key: Any) -> int:
        kid = self._kids.get(key)
        if kid is None:
            kid = self._kids[key] = len(self._kids)
        return kid

    def _layout(self, g: int, dec: GroupDecision, shares: Mapping[int, float] | None, opts: SimOptions) -> _Layout:
        M = self.M
        machines = tuple(sorted(set(dec.machines)))
        if not machines:
            raise TagError(f"strategy: op group {g} is placed on no machine")
        for m in machines:
            if not 0 <= m < M:
                raise TagError(f"strategy: op group {g}: machine {m} does not exist (topology has {M})")
        if dec.devices:
            devices = tuple(sorted(set(dec.devices)))
            for d in devices:
                if not 0 <= d < self.D or self.dev_machine[d] not in machines:
                    raise TagError(f"strategy: op group {g}: device {d} is not on machines {list(machines)}")
            machines = tuple(sorted({self.dev_machine[d] for d in devices}))
        else:
            devices = tuple(d for m in machines for d in self.mach_devs[m])
        rep = Replication(dec.replication)
        kind = _MP if rep is Replication.MODEL_PARALLEL else _DUP if rep is Replication.DUPLICATE else _REP
        grp = self.grouping.groups[g]
        L = _Layout()
        L.decision = dec
        L.kind, L.group, L.machines, L.devices, L.devset, L.nd = kind, g, machines, devices, frozenset(devices), len(devices)
        L.first_device = devices[0]
        L.first_machine = self.dev_machine[devices[0]]
        dset: dict[int, tuple[int, ...]] = {m: () for m in machines}
        for d in devices:
            dset[self.dev_machine[d]] += (d,)
        L.dset = dset
        L.count = {m: len(v) for m, v in dset.items()}
        L.sync_key = tuple((m, L.count[m]) for m in machines)
        whole = L.whole = all(L.count[m] == len(self.mach_devs[m]) for m in machines)
        pb = float(grp.param_bytes + (self.grad_bytes[g] if opts.gradient_memory else 0))
        act = float(grp.activation_bytes)
        L.mp = None
        if kind == _REP and L.nd > 1:
            if shares is None:
                w = {d: self.gpeak[g][self.dev_machine[d]] for d in devices}
            else:
                w = {}
                for d in devices:
                    if d not in shares or not shares[d] > 0:
                        raise TagError(f"strategy: batch_shares has no positive share for device {d} "
                                       f"(used by op group {g})")
                    w[d] = float(shares[d])
            total = sum(w.values())
            share = {d: w[d] / total for d in devices}
        else:
            share = {d: 1.0 for d in devices}
        if kind == _REP and L.nd == 1:
            share = {devices[0]: 1.0}
        uniform = whole and kind != _MP and all(len({share[d] for d in dset[m]}) == 1 for m in machines)
        L.uniform = uniform
        scaled = grp.batch_scaled
        L.mf = [(m, max(share[d] for d in dset[m]) if (kind == _REP and scaled) else 1.0) for m in machines]
        L.dev_f = [(d, self.dev_machine[d], self.dev_local[d], share[d] if (kind == _REP and scaled) else 1.0)
                   for d in devices]
        L.share_max = max(share.values()) if kind == _REP else 1.0
        L.syncs = kind == _REP and L.nd > 1
        L.default_ps = rep is Replication.PS
        L.ar_memo = {}
        L.plans = {}
        L.cdur = {cid: [(m, self.chunks[cid].times[m] * f) for m, f in L.mf] for cid in self.group_chunks[g]}
        L.busy_m = [(m, sum(L.cdur[cid][i][1] for cid in self.group_chunks[g])) for i, (m, _f) in enumerate(L.mf)]
        L.comp_total = sum(max((d for _m, d in L.cdur[cid]), default=0.0) for cid in self.group_chunks[g])
        iv: dict[int, tuple[float, float] | None] = {}
        pdw: dict[int, float] = {}
        if kind == _REP:
            a = 0.0
            for m in machines:
                s = sum(share[d] for d in dset[m])
                iv[m] = (a, a + s)
                pdw[m] = s / len(dset[m])
                a += s
            L.full = L.nd == 1
            L.holders = machines
        elif kind == _DUP:
            for m in machines:
                iv[m], pdw[m] = (0.0, 1.0), 1.0
            L.full, L.holders = True, machines
        else:
            for m in machines:
                iv[m], pdw[m] = ((0.0, 1.0), 1.0) if m == L.first_machine else (None, 0.0)
            L.full, L.holders = L.nd == 1, (L.first_machine,)
        L.iv, L.pdw = iv, pdw
        # memory: machine-level for uniform layouts, device-level otherwise
        if kind == _MP and L.nd > 1:
            L.mp = self._mp_schedule(g, devices, opts)
            parts = L.mp["memory"]
            L.mem_m, L.mem_d = [], [(d, p, a) for d, (p, a) in zip(devices, parts)]
            L.mem_pb = max(p for p, _ in parts)
            L.mem_act = max(a for _, a in parts)
        else:
            frac = {d: (share[d] if kind == _REP else 1.0) for d in devices}
            if uniform:
                L.mem_m = [(m, pb, act * frac[dset[m][0]]) for m in machines]
                L.mem_d = []
            else:
                L.mem_m = []
                L.mem_d = [(d, pb, act * frac[d]) for d in devices]
            L.mem_pb, L.mem_act = pb, act * max(frac.values())
        # per-device totals added once per simulation: rows parameters+gradients, activations, busy
        # seconds (whole-machine and model-parallel layouts; others accumulate busy time per chunk), groups
        vec = np.zeros((4, self.D))
        for m, pb_m, act_m in L.mem_m:
            vec[0, self.mach_devs[m]] += pb_m
            vec[1, self.mach_devs[m]] += act_m
        for d, pb_d, act_d in L.mem_d:
            vec[0, d] += pb_d
            vec[1, d] += act_d
        vec[3, list(devices)] = 1.0
        L.cut = 0.0
        if uniform:
            for m, b in L.busy_m:
                vec[2, list(dset[m])] += b
        elif L.mp is not None:
            vec[2, list(devices)] += L.mp["busy"]
            L.comp_total, L.cut = L.mp["makespan"], L.mp["cut"]
        else:
            L.comp_total = 0.0
        L.vec = vec.reshape(-1)
        if L.nd == 1:
            key: Any = ("one", devices[0])
        elif kind == _REP:
            key = ("rep", devices, tuple(round(share[d], 12) for d in devices))
        else:
            key = ("dup" if kind == _DUP else "mp", devices)
        L.kid = self._kid(key)
        return L

    def _layouts(self, strategy: Strategy, opts: SimOptions) -> list[_Layout]:
        decs = strategy.decisions
        if len(decs) != self.G:
            raise TagError(f"strategy has {len(decs)} decisions for {self.G} op groups")
        shares = strategy.batch_shares
        skey = None
        if shares is not None:
            items = tuple(sorted(shares.items()))
            skey = self._share_ids.get(items)
            if skey is None:
                skey = self._share_ids[items] = len(self._share_ids)
        per_group = self._layout_cache.get((skey, opts.latency_s, opts.gradient_memory))
        if per_group is None or self._layout_count > 50_000:   # bound memory in very long searches
            if self._layout_count > 50_000:
                self._layout_cache.clear()
                self._layout_count = 0
            per_group = self._layout_cache[(skey, opts.latency_s, opts.gradient_memory)] = [{} for _ in decs]
        out = []
        for cache, dec, g in zip(per_group, decs, range(self.G)):
            key = (dec.machines, dec.replication, dec.devices)
            try:
                L = cache.get(key)
            except TypeError:                                    # lists instead of tuples
                key = (tuple(dec.machines), dec.replication, tuple(dec.devices))
                L = cache.get(key)
            if L is None:
                L = cache[key] = self._layout(g, dec, shares, opts)
                self._layout_count += 1
            L.decision = dec
            out.append(L)
        return out

    # -- model parallelism
    def _partition(self, g: int, k: int) -> dict[int, int]:
        """node id → part in [0, k) for group g (see module docstring)."""
        cached = self._part_cache.get((g, k))
        if cached is not None:
            return cached
        grp = self.grouping.groups[g]
        nodes = sorted(grp.nodes)
        part: dict[int, int] | None = None
        if _SUB_PARTITION is not None:
            part = _external_parts(self.graph, self.grouping, g, k, nodes, self.chips[0])
        if part is None:
            part = _metis_parts(self.graph, nodes, k)
        if part is None:
            part = {}
            weights = [(i, float(self.graph.nodes[i].flops)) for i in nodes if not self.source[i]]
            total = sum(w for _, w in weights)
            if total <= 0:
                total = float(len(weights))
                weights = [(i, 1.0) for i, _ in weights]
            acc = 0.0
            for i, w in weights:
                part[i] = min(k - 1, int((acc + w / 2) / total * k)) if total > 0 else 0
                acc += w
            succ: dict[int, int] = {}
            for i, _ in weights:
                for p, _b in self.graph.nodes[i].inputs:
                    if self.source[p] and p not in succ:
                        succ[p] = i
            for i in nodes:
                if self.source[i]:
                    part[i] = part.get(succ.get(i, -1), 0)
        self._part_cache[(g, k)] = part
        return part

    def _mp_schedule(self, g: int, devices: tuple[int, ...], opts: SimOptions) -> dict[str, Any]:
        """Per chunk of group g: (makespan, busy per device, cut seconds); per device memory."""
        lat = opts.latency_s
        key = (g, devices, lat, opts.gradient_memory)
        hit = self._mp_cache.get(key)
        if hit is not None:
            return hit
        k = len(devices)
        part = self._partition(g, k)
        nodes = self.graph.nodes
        dev_m = [self.dev_machine[d] for d in devices]
        out: dict[str, Any] = {}
        for cid in self.group_chunks[g]:
            free = [0.0] * k
            busy = [0.0] * k
            fin: dict[int, float] = {}
            cut = 0.0
            for i in self.chunks[cid].nodes:
                j = part.get(i, 0)
                r = 0.0
                for p, nbytes in nodes[i].inputs:
                    t = fin.get(p)
                    if t is None:
                        continue
                    jp = part.get(p, 0)
                    if jp != j and nbytes > 0:
                        dt = nbytes / self.bw[dev_m[jp]][dev_m[j]] + lat
                        cut += dt
                        t += dt
                    if t > r:
                        r = t
                s = max(r, free[j])
                dur = self.node_time[self.chip_of[dev_m[j]]][i]
                free[j] = s + dur
                busy[j] += dur
                fin[i] = s + dur
            out[cid] = (max(free), busy, cut)
        grp = self.grouping.groups[g]
        info_total = sum(self.graph.params[p].bytes for p in grp.params)
        act_w = [0.0] * k
        for i in grp.nodes:
            if nodes[i].role is Role.FORWARD:
                act_w[part.get(i, 0)] += nodes[i].output_bytes
        act_total = sum(act_w)
        memory = []
        for j in range(k):
            pbytes = sum(self.graph.params[p].bytes for p in grp.params
                         if part.get(self.graph.params[p].arg_node, 0) == j)
            pfrac = pbytes / info_total if info_total else 1.0 / k
            afrac = act_w[j] / act_total if act_total else 1.0 / k
            grads = pbytes if info_total else self.grad_bytes[g] / k
            memory.append((grp.param_bytes * pfrac + (grads if opts.gradient_memory else 0.0),
                           grp.activation_bytes * afrac))
        out["memory"] = memory
        chunk_ids = self.group_chunks[g]
        out["busy"] = [sum(out[cid][1][j] for cid in chunk_ids) for j in range(k)]
        out["makespan"] = sum(out[cid][0] for cid in chunk_ids)
        out["cut"] = sum(out[cid][2] for cid in chunk_ids)
        self._mp_cache[key] = out
        return out

    # -- transfer plans
    def _plan(self, Ls: _Layout, Ld: _Layout) -> tuple[Any, ...]:
        """How data moves from layout Ls to layout Ld (cached per layout pair). One variant per edge
        kind (batched bytes only / unbatched only / both): (destination machines that only wait for
        their local copy, entries (md, waits for the local copy, network pieces (ms, seconds per
        batched byte, per unbatched byte), has an intra re-split, its seconds per batched / unbatched
        byte), and the sums Σ piece seconds per batched / unbatched byte, piece count, Σ intra
        seconds per batched / unbatched byte, intra count — the edge's totals in O(1))."""
        key = (Ls.kid, Ld.kid)
        hit = self._plans.get(key)
        if hit is not None:
            return hit
        bw = self.bw

        def best_holder(md: int) -> int:
            return min(Ls.holders, key=lambda ms: (-bw[ms][md], ms))

        raw = []
        for md in Ld.machines:
            need = Ld.iv[md]
            if need is None:
                continue
            a, b = need
            local = Ls.iv.get(md)
            pieces: dict[int, list[float]] = {}
            ib = iu = 0.0
            many = Ld.count[md] > 1
            ov = max(0.0, min(b, local[1]) - max(a, local[0])) if local is not None else 0.0
            rem = (b - a) - ov
            if rem > _EPS:
                if Ls.full:
                    pieces.setdefault(best_holder(md), [0.0, 0.0])[0] += rem
                else:
                    for ms in Ls.machines:
                        iv2 = Ls.iv[ms]
                        if ms == md or iv2 is None:
                            continue
                        o = min(b, iv2[1]) - max(a, iv2[0])
                        if o > _EPS:
                            pieces.setdefault(ms, [0.0, 0.0])[0] += o
                if Ld.kind == _DUP and many:
                    ib += rem                      # arrives once, broadcast inside the machine
            if ov > _EPS:
                same = Ls.dset.get(md) == Ld.dset[md]
                if Ls.full and (same or Ld.devset <= Ls.devset):
                    pass                           # every destination device already holds a full copy
                elif Ld.kind == _DUP:
                    ib += ov - (Ls.pdw[md] if Ls.kind == _REP and same else 0.0)
                elif Ld.kind == _MP:
                    ib += ov if Ls.kind != _MP else 0.0
                elif not same or Ls.kind == _MP:
                    ib += min(Ld.pdw[md], ov)
                else:                              # same devices, shifted slices: bounded by the shift
                    wd, ws = Ld.pdw[md], Ls.pdw[md]
                    ib += min(wd, ov, max(abs(a - local[0]), abs(b - local[1])) + max(0.0, wd - ws))
            if md in Ls.holders:
                if Ls.kind == _MP or Ld.dset[md] != Ls.dset.get(md):
                    iu += 1.0 if (many or Ls.kind == _MP) else 0.0
            else:
                pieces.setdefault(best_holder(md), [0.0, 0.0])[1] += 1.0
                if many:
                    iu += 1.0
            raw.append((md, md in Ls.iv, sorted(pieces.items()), ib, iu))
        # one variant per edge kind: 0 = batched bytes only, 1 = unbatched only, 2 = both
        inv, inv_intra = self.inv_bw, self.inv_intra
        variants = []
        for sel in range(3):
            use_b, use_u = sel != 1, sel != 0
            local_only: list[int] = []
            entries = []
            kb_all = ku_all = ib_all = iu_all = 0.0
            n_pieces = n_intra = 0
            for md, local, pcs, ib, iu in raw:
                ps = tuple((ms, cb * inv[ms][md] if use_b else 0.0, cu * inv[ms][md] if use_u else 0.0)
                           for ms, (cb, cu) in pcs if (use_b and cb > 0) or (use_u and cu > 0))
                kib = ib * inv_intra[md] if use_b else 0.0
                kiu = iu * inv_intra[md] if use_u else 0.0
                intra = kib > 0 or kiu > 0
                kb_all += sum(x[1] for x in ps)
                ku_all += sum(x[2] for x in ps)
                n_pieces += len(ps)
                if intra:
                    ib_all, iu_all, n_intra = ib_all + kib, iu_all + kiu, n_intra + 1
                if ps or intra:
                    entries.append((md, self.M + md, local, ps, intra, kib, kiu))
                elif local:
                    local_only.append(md)
            variants.append((tuple(local_only), tuple(entries), kb_all, ku_all, n_pieces, ib_all, iu_all, n_intra))
        out = tuple(variants)
        if len(self._plans) > 200_000:
            self._plans.clear()
        self._plans[key] = out
        return out

    # -- collective costs
    def _allreduce(self, sync_key: tuple[tuple[int, int], ...], lat: float) -> tuple[Any, ...]:
        hit = self._ar_cache.get((sync_key, lat))
        if hit is not None:
            return hit
        M = self.M
        ms = [m for m, _ in sync_key]
        intra = [((n - 1) / n / self.intra[m], (n - 1) * lat) for m, n in sync_key if n > 1]
        if len(ms) == 1:
            a_r = b_r = 0.0
            res = (2 * M + ms[0],)
        else:
            k = len(ms)
            ring_bw = min(self.bw[ms[i]][ms[(i + 1) % k]] for i in range(k))
            a_r, b_r = 2.0 * (k - 1) / k / ring_bw, 2.0 * (k - 1) * lat
            res = tuple(2 * M + m for m in ms) + tuple(ms) + tuple(M + m for m in ms)
        hit = (intra, a_r, b_r, res, len(ms))
        self._ar_cache[(sync_key, lat)] = hit
        return hit

    def _ar_time(self, sync_key: tuple[tuple[int, int], ...], nbytes: float, lat: float) -> tuple[float, tuple[int, ...]]:
        intra, a_r, b_r, res, k = self._allreduce(sync_key, lat)
        t_in = max((a * nbytes + b for a, b in intra), default=0.0)
        if k == 1:
            return 2.0 * t_in, res
        return 2.0 * t_in + a_r * nbytes + b_r, res

    def _ps(self, sync_key: tuple[tuple[int, int], ...], devset: frozenset[int], ps: int, lat: float) -> tuple[float, tuple[int, ...]]:
        key = (sync_key, ps, ps in devset, lat)
        hit = self._ps_cache.get(key)
        if hit is not None:
            return hit
        M = self.M
        mp = self.dev_machine[ps]
        counts = dict(sync_key)
        n_loc = counts.get(mp, 0) - (1 if ps in devset else 0)
        remote = [(n, m) for m, n in sync_key if m != mp]
        a_loc = n_loc / self.intra[mp] if n_loc > 0 else 0.0
        a_rem = 0.0
        res: tuple[int, ...] = ()
        if n_loc > 0:
            res += (3 * M + ps,)
        if remote:
            a_rem = max(sum(n for n, _ in remote) / self.nic[mp], max(n / self.bw[m][mp] for n, m in remote))
            res += (mp, M + mp) + tuple(m for _, m in remote) + tuple(M + m for _, m in remote)
        hit = (max(a_loc, a_rem), res)
        self._ps_cache[key] = hit
        return hit

    # -- the simulation
    def simulate(self, strategy: Strategy, *, trace: bool = False, options: SimOptions | None = None) -> SimResult:
        """Simulate one training step of `strategy` (see module docstring)."""
        opts = self.options if options is None else options
        layouts = self._layouts(strategy, opts)
        run = _Run(self, layouts, strategy, opts, trace)
        return run.execute()

    def __repr__(self) -> str:
        return (f"ClusterSimulator({len(self.graph.nodes)} nodes, {self.G} groups, {len(self.chunks)} chunks, "
                f"{self.D} devices on {self.M} machines)")


def _metis_parts(graph: CompGraph, nodes: list[int], k: int) -> dict[int, int] | None:
    """k-way METIS partition of the group's subgraph: vertex weight = flops, edge weight = bytes
    (both scaled to integers), so parts balance flops and cut few bytes. None without pymetis, for
    groups with fewer nodes than parts, or when METIS leaves a part empty."""
    try:
        import pymetis
    except ImportError:
        return None
    if len(nodes) < k:
        return None
    index = {n: i for i, n in enumerate(nodes)}
    adj: list[dict[int, float]] = [dict() for _ in nodes]
    for n in nodes:
        for p, nbytes in graph.nodes[n].inputs:
            j = index.get(p)
            if j is not None and j != index[n]:
                w = float(nbytes) + 1.0
                adj[index[n]][j] = adj[index[n]].get(j, 0.0) + w
                adj[j][index[n]] = adj[j].get(index[n], 0.0) + w
    top_e = max((w for row in adj for w in row.values()), default=1.0)
    flops = [float(graph.nodes[n].flops) for n in nodes]
    top_v = max(flops) or 1.0
    xadj, adjncy, ew = [0], [], []
    for row in adj:
        for j, w in sorted(row.items()):
            adjncy.append(j)
            ew.append(max(1, int(round(w / top_e * 1e6))))
        xadj.append(len(adjncy))
    vw = [max(1, int(round(f / top_v * 1e4))) for f in flops]
    try:
        if hasattr(pymetis, "CSRAdjacency"):   # pymetis ≥ 2025.2
            _cut, membership = pymetis.part_graph(k, adjacency=pymetis.CSRAdjacency(xadj, adjncy), vweights=vw,
                                                  eweights=ew)
        else:
            _cut, membership = pymetis.part_graph(k, xadj=xadj, adjncy=adjncy, vweights=vw, eweights=ew)
    except Exception:   # METIS failures (degenerate inputs) fall back to the contiguous split
        return None
    if len(set(membership)) != k:
        return None
    return {n: int(membership[i]) for i, n in enumerate(nodes)}


def _external_parts(graph: CompGraph, grouping: Grouping, g: int, k: int, nodes: list[int],
                    chip: Any) -> dict[int, int] | None:
    """node → part from `planner.grouping.sub_partition(graph, group, parts, chip=...)`, which returns
    at most `parts` node lists (part j runs on the group's j-th device). None (fallback) when it fails
    or its lists do not cover the group exactly."""
    try:
        got = _SUB_PARTITION(graph, grouping.groups[g], k, chip=chip)  # type: ignore[misc]
    except (TypeError, TagError):
        return None
    if not isinstance(got, (list, tuple)) or not got or len(got) > k:
        return None
    part = {int(n): j for j, ns in enumerate(got) for n in ns}
    if len(part) != len(nodes) or any(n not in part for n in nodes):
        return None
    return part


class _Run:
    """State of one `simulate` call. FIFO queues `q` (next-free times): [0, M) NIC egress, [M, 2M)
    NIC ingress, [2M, 3M) the machine's collective stream, [3M, 3M + D) PS device ports."""

    def __init__(self, sim: ClusterSimulator, layouts: list[_Layout], strategy: Strategy, opts: SimOptions,
                 trace: bool):
        self.sim, self.layouts, self.strategy, self.opts = sim, layouts, strategy, opts
        self.lat = opts.latency_s
        M, D, G = sim.M, sim.D, sim.G
        self.q = [0.0] * (3 * M + D)
        self.mfree = [0.0] * M
        self.msplit: list[list[float] | None] = [None] * M
        self.dbusy = [0.0] * D
        self.nic_log: list[tuple[tuple[int, ...], float]] = []   # (machines, seconds) of syncs crossing machines
        self.edge_log: list[tuple[Any, float, float]] = []   # (plan entries, batched, unbatched bytes)
        self.sync_end: dict[int, float] = {}
        self.gin = [0.0] * G
        self.gout = [0.0] * G
        self.gsync = [0.0] * G
        self.comm_time = 0.0
        self.sync_time = 0.0
        self.transfer_time = 0.0
        self.num_syncs = 0
        self.events: list[TraceEvent] | None = [] if trace else None

    # -- gradient synchronisation
    def do_sync(self, L: _Layout, params: list[int], nbytes: float, ready: float, ps: int | None) -> float:
        """Book one sync on its resources (FIFO); returns its end."""
        if ps is None:
            hit = L.ar_memo.get(nbytes)
            if hit is None:
                hit = L.ar_memo[nbytes] = self.sim._ar_time(L.sync_key, nbytes, self.lat)
            dur, res = hit
        else:
            a, res = self.sim._ps(L.sync_key, L.devset, ps, self.lat)
            dur = 2.0 * a * nbytes + 2.0 * self.lat
        q = self.q
        start = ready
        for k in res:
            if q[k] > start:
                start = q[k]
        end = start + dur
        for k in res:
            q[k] = end
        sync_end = self.sync_end
        for p in params:
            sync_end[p] = end
        self.num_syncs += 1
        self.sync_time += dur
        self.comm_time += dur
        self.gsync[L.group] += dur
        if len(L.machines) > 1:
            self.nic_log.append((L.machines, dur))
        if self.events is not None:
            label = "allreduce" if ps is None else f"ps@gpu{ps}"
            self.events.append(TraceEvent(f"sync g{L.group} p{','.join(map(str, params))}", start, dur,
                                          pid=self.sim.M, tid=f"{label} m{','.join(str(m) for m in L.machines)}",
                                          cat="sync", args={"bytes": nbytes, "params": list(params)}))
        return end

    # -- main loop
    def execute(self) -> SimResult:
        sim, layouts, opts = self.sim, self.layouts, self.opts
        M, G = sim.M, sim.G
        chunks = sim.chunks
        mfree, msplit, dbusy = self.mfree, self.msplit, self.dbusy
        mach_size, dev_local = sim.mach_size, sim.dev_local
        events = self.events
        fin: list[list[float] | None] = [None] * len(chunks) + [[0.0] * M]
        gcomp, gwait = [0.0] * G, [0.0] * G
        after = opts.grad_sync_after_backward
        fusion = opts.fusion_bytes
        pending: list[tuple[float, int, _Layout, float, int | None]] = []   # after-backward syncs
        buckets: dict[Any, list[Any]] = {}                                   # open fusion buckets
        post_started = False
        bwd_end = 0.0
        sync_end = self.sync_end
        nsplit = 0                  # machines whose devices currently run on separate clocks
        decisions, owner = self.strategy.decisions, sim.owner
        lat, q = self.lat, self.q
        edge_log = self.edge_log
        gin, gout = self.gin, self.gout
        comm = xfer = 0.0
        for cid, g, post, tail, same_deps, in_edges, waits, grads in sim.chunk_rows:
            if post and not post_started:
                post_started = True
                bwd_end = max(mfree)
                self._end_of_backward(pending, buckets)
            L = layouts[g]
            if tail is not None and L.uniform and events is None:   # short path: same as the general one
                fs = fin[tail]
                t = 0.0
                for p in waits:
                    v = sync_end.get(p, 0.0)
                    if v > t:
                        t = v
                fl = [0.0] * M
                wait = 0.0
                for m, dur in L.cdur[cid]:
                    if nsplit and msplit[m] is not None:
                        msplit[m] = None
                        nsplit -= 1
                    s = mfree[m]
                    r = fs[m] if fs[m] > t else t
                    if r > s:
                        wait += r - s
                        s = r
                    mfree[m] = fl[m] = s + dur
                fin[cid] = fl
                if wait:
                    gwait[g] += wait
                continue
            lkid = L.kid
            machines = L.machines
            ready = None
            for s in same_deps:
                fs = fin[s]
                if ready is None:
                    ready = fs[:]
                else:
                    for m in machines:
                        if fs[m] > ready[m]:
                            ready[m] = fs[m]
            for s, sg, bb, bu in in_edges:
                Ls = layouts[sg]
                fs = fin[s]                    # fin[-1]: sources, available at t = 0
                if Ls.kid == lkid:
                    if s < 0:
                        continue
                    if ready is None:
                        ready = fs[:]
                    else:
                        for m in machines:
                            v = fs[m]
                            if v > ready[m]:
                                ready[m] = v
                    continue
                if ready is None:
                    ready = [0.0] * M
                # re-split the edge's data between the two layouts (see ClusterSimulator._plan)
                plan = L.plans.get(Ls.kid)
                if plan is None:
                    plan = L.plans[Ls.kid] = sim._plan(Ls, L)
                local_only, entries, kb_all, ku_all, n_pieces, ib_all, iu_all, n_intra = \
                    plan[0 if bu <= 0.0 else 1 if bb <= 0.0 else 2]
                for md in local_only:
                    v = fs[md]
                    if v > ready[md]:
                        ready[md] = v
                for md, mi, local, pieces, intra, kib, kiu in entries:
                    arrive = fs[md] if local else 0.0
                    if pieces:
                        t = q[mi]           # the pieces into md, one after the other on its ingress
                        if events is None:
                            for ms, kb, ku in pieces:
                                st = fs[ms]
                                if t > st:
                                    st = t
                                if q[ms] > st:
                                    st = q[ms]
                                t = q[ms] = st + bb * kb + bu * ku + lat
                        else:               # the same, recording each piece
                            for ms, kb, ku in pieces:
                                st = max(fs[ms], t, q[ms])
                                t = q[ms] = st + bb * kb + bu * ku + lat
                                events.append(TraceEvent(f"g{sg}->g{g}", st, t - st, pid=M, tid=f"nic m{ms}->m{md}",
                                                         cat="transfer", args={"bytes": (t - st - lat) * sim.bw[ms][md]}))
                        q[mi] = t
                        if t > arrive:
                            arrive = t
                    if intra:
                        dt = bb * kib + bu * kiu + lat
                        if events is not None:
                            events.append(TraceEvent(f"g{sg}->g{g}", arrive, dt, pid=md, tid="intra",
                                                     cat="transfer", args={"bytes": (dt - lat) * sim.intra[md]}))
                        arrive += dt
                    if arrive > ready[md]:
                        ready[md] = arrive
                if entries:
                    total = bb * kb_all + bu * ku_all + n_pieces * lat
                    both = total + bb * ib_all + bu * iu_all + n_intra * lat
                    comm += both
                    xfer += total
                    gout[sg] += total
                    gin[g] += both
                    edge_log.append((entries, bb, bu))
            if ready is None:
                ready = [0.0] * M
            for p in waits:
                t = sync_end.get(p)
                if t is not None:
                    for m in machines:
                        if t > ready[m]:
                            ready[m] = t
            fl = [0.0] * M
            wait = 0.0
            if L.uniform:      # busy time, compute, start and finish are derived per layout in _result
                if nsplit:
                    for m in machines:
                        if msplit[m] is not None:
                            msplit[m] = None
                            nsplit -= 1
                for m, dur in L.cdur[cid]:
                    s = mfree[m]
                    r = ready[m]
                    if r > s:
                        wait += r - s
                        s = r
                    mfree[m] = fl[m] = s + dur
                if events is not None:
                    for m, dur in L.cdur[cid]:
                        for d in L.dset[m]:
                            events.append(TraceEvent(f"group {g}", fl[m] - dur, dur, pid=m, tid=f"gpu{d}",
                                                     cat="compute", args={"chunk": cid, "post": post}))
            elif L.mp is not None and L.whole and not nsplit:    # model parallel on whole machines
                makespan = L.mp[cid][0]
                s = r = 0.0
                for m in machines:
                    if mfree[m] > s:
                        s = mfree[m]
                    if ready[m] > r:
                        r = ready[m]
                if r > s:
                    wait += r - s
                    s = r
                end = s + makespan
                for m in machines:
                    mfree[m] = fl[m] = end
                if events is not None:
                    for d, b in zip(L.devices, L.mp[cid][1]):
                        events.append(TraceEvent(f"group {g}", s, b, pid=sim.dev_machine[d], tid=f"gpu{d}",
                                                 cat="compute", args={"chunk": cid, "model_parallel": True}))
            elif L.mp is not None:
                makespan, busy, cut = L.mp[cid]
                s = r = 0.0
                for m in machines:
                    sp = msplit[m]
                    v = mfree[m] if sp is None else max(sp[dev_local[d]] for d in L.dset[m])
                    if v > s:
                        s = v
                    if ready[m] > r:
                        r = ready[m]
                if r > s:
                    wait += r - s
                    s = r
                end = s + makespan
                for m in machines:
                    if L.count[m] == mach_size[m]:
                        if msplit[m] is not None:
                            msplit[m] = None
                            nsplit -= 1
                        mfree[m] = end
                    else:
                        sp = msplit[m]
                        if sp is None:
                            sp = msplit[m] = [mfree[m]] * mach_size[m]
                            nsplit += 1
                        for d in L.dset[m]:
                            sp[dev_local[d]] = end
                        if end > mfree[m]:
                            mfree[m] = end
                    fl[m] = end
                if events is not None:
                    for d, b in zip(L.devices, busy):
                        events.append(TraceEvent(f"group {g}", s, b, pid=sim.dev_machine[d], tid=f"gpu{d}",
                                                 cat="compute", args={"chunk": cid, "model_parallel": True}))
            else:
                T = chunks[cid].times
                longest = 0.0
                for d, m, li, f in L.dev_f:
                    sp = msplit[m]
                    if sp is None:
                        sp = msplit[m] = [mfree[m]] * mach_size[m]
                        nsplit += 1
                    s = sp[li]
                    r = ready[m]
                    if r > s:
                        wait += r - s
                        s = r
                    dur = T[m] * f
                    e = sp[li] = s + dur
                    if e > mfree[m]:
                        mfree[m] = e
                    if e > fl[m]:
                        fl[m] = e
                    dbusy[d] += dur
                    if dur > longest:
                        longest = dur
                    if events is not None:
                        events.append(TraceEvent(f"group {g}", s, dur, pid=m, tid=f"gpu{d}", cat="compute",
                                                 args={"chunk": cid, "post": post}))
                gcomp[g] += longest
            fin[cid] = fl
            if wait:
                gwait[g] += wait
            if grads and L.syncs:
                end = max([fl[m] for m in machines])
                for p, nbytes in grads:
                    dec = decisions[owner.get(p, g)]
                    method = dec.grad_sync.get(p)
                    if L.default_ps if method is None else method == GradSync.PS:
                        ps = dec.ps_device.get(p)
                        if ps is None or not 0 <= ps < sim.D or sim.dev_machine[ps] not in L.count:
                            ps = L.devices[p % L.nd]      # round-robin over the group's devices
                    else:
                        ps = None
                    if post_started:    # ready only after other gradients (e.g. through a global norm)
                        self.do_sync(L, [p], nbytes, max(end, bwd_end) if after else end, ps)
                    elif after:
                        pending.append((end, p, L, nbytes, ps))
                    elif ps is None and fusion > 0:
                        self._add_to_bucket(buckets, L, p, nbytes, end)
                    else:
                        self.do_sync(L, [p], nbytes, end, ps)
        if not post_started:
            self._end_of_backward(pending, buckets)
        self.comm_time += comm
        self.transfer_time += xfer
        return self._result(fin, gcomp, gwait)

    def _add_to_bucket(self, buckets: dict[Any, list[Any]], L: _Layout, p: int, nbytes: float, ready: float) -> None:
        """Horovod-style fusion: a bucket per device set, issued once it holds ≥ fusion_bytes."""
        bucket = buckets.get(L.sync_key)
        if bucket is None:
            bucket = buckets[L.sync_key] = [0.0, 0.0, [], L]
        bucket[0] += nbytes
        if ready > bucket[1]:
            bucket[1] = ready
        bucket[2].append(p)
        if bucket[0] >= self.opts.fusion_bytes:
            del buckets[L.sync_key]
            self.do_sync(L, bucket[2], bucket[0], bucket[1], None)

    def _end_of_backward(self, pending: list[tuple[float, int, _Layout, float, int | None]],
                         buckets: dict[Any, list[Any]]) -> None:
        """After the last non-update chunk: flush open buckets; with grad_sync_after_backward, issue
        every sync now, in gradient-ready order, starting at the end of the backward pass."""
        if pending:
            t0 = max(self.mfree)
            for ready, p, L, nbytes, ps in sorted(pending, key=lambda x: (x[0], x[1])):
                if ps is None and self.opts.fusion_bytes > 0:
                    self._add_to_bucket(buckets, L, p, nbytes, t0)
                else:
                    self.do_sync(L, [p], nbytes, t0, ps)
            pending.clear()
        for key in list(buckets):
            nbytes, ready, params, L = buckets.pop(key)
            self.do_sync(L, params, nbytes, ready, None)

    def _result(self, fin: list[list[float] | None], gcomp: list[float], gwait: list[float]) -> SimResult:
        sim, layouts, opts = self.sim, self.layouts, self.opts
        M, D = sim.M, sim.D
        step = max(max(self.mfree), max(self.q[:2 * M]), max(self.sync_end.values(), default=0.0))
        factor = opts.activation_memory_factor
        acc = np.zeros(4 * D)
        gin = self.gin
        for g, L in enumerate(layouts):
            acc += L.vec
            gcomp[g] += L.comp_total
            if L.cut:
                self.comm_time += L.cut
                gin[g] += L.cut
        mem_arr = acc[:D] + factor * acc[D:2 * D]
        mem = mem_arr.astype(np.int64).tolist()
        caps = sim.dev_capacity
        oom = np.flatnonzero(mem_arr.astype(np.int64) > sim.dev_capacity_arr).tolist()
        busy = (acc[2 * D:3 * D] + self.dbusy).tolist()
        ngroups = acc[3 * D:].tolist()
        dev_m = sim.dev_machine
        names: dict[int, str] = {}
        if self.events is not None:
            machines = sim.topology.machines
            names = {m: f"machine {m} ({machines[m].name}, {machines[m].chip.name})" for m in range(M)}
            names[M] = "network"
        result = SimResult.__new__(SimResult)
        result.__dict__.update(step_time=step, feasible=not oom, peak_memory=dict(zip(range(D), mem)),
                               comm_time=self.comm_time, events=self.events or [], oom_devices=oom,
                               num_syncs=self.num_syncs, sync_time=self.sync_time,
                               transfer_time=self.transfer_time, process_names=names)

        def features(r: SimResult) -> None:
            """Per-device and per-group feedback, computed on first access (most searches never ask)."""
            inv = 1.0 / step if step > 0 else 0.0
            idle = [step - b if step > b else 0.0 for b in busy]
            util = [b * inv for b in busy]
            nic = [0.0] * M
            for ms, dur in self.nic_log:
                for m in ms:
                    nic[m] += dur
            for entries, bb, bu in self.edge_log:
                for md, _mi, _local, pieces, _intra, _kib, _kiu in entries:
                    for ms, kb, ku in pieces:
                        dur = bb * kb + bu * ku + self.lat
                        nic[ms] += dur
                        nic[md] += dur
            r.utilisation = dict(zip(range(D), util))
            r.idle_time = dict(zip(range(D), idle))
            r.device_features = [
                {"busy": busy[d], "idle": idle[d], "utilisation": util[d], "peak_memory": float(mem[d]),
                 "peak_memory_fraction": mem[d] / caps[d], "nic_busy": nic[m] * inv,
                 "groups": ngroups[d]} for d, m in enumerate(dev_m)]
            gout, gsync = self.gout, self.gsync
            feats = []
            for g, L in enumerate(layouts):
                start, finish = math.inf, 0.0
                for cid in sim.group_chunks[g]:
                    fl = fin[cid]
                    if L.mp is not None:
                        span = L.mp[cid][0]
                        e = max(fl[m] for m in L.machines)
                        start, finish = min(start, e - span), max(finish, e)
                    else:
                        for m, dur in L.cdur[cid]:
                            start, finish = min(start, fl[m] - dur), max(finish, fl[m])
                feats.append({"start": 0.0 if start == math.inf else start, "finish": finish, "compute": gcomp[g],
                              "comm_in": gin[g], "comm_out": gout[g], "sync": gsync[g], "wait": gwait[g],
                              "memory": L.mem_pb + factor * L.mem_act, "devices": float(L.nd),
                              "share": L.share_max})
            r.group_features = feats

        result.__dict__["_lazy"] = features
        return result


def write_trace(result: SimResult, path: str | Path, metadata: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Module-level alias of `SimResult.write_trace`."""
    return result.write_trace(path, metadata)
