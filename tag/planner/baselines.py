"""Baselines of the TAG paper (§V, Fig. 5), all scored by the same virtual runtime as TAG.

`run_baselines(graph, grouping, topology, simulator)` returns, per baseline, the strategy and its
`SimResult` on the *real* topology:

- `dp-nccl`    every group on every device, even batch split, ring AllReduce started after the whole
               backward pass (`SimOptions(grad_sync_after_backward=True)`).
- `dp-nccl-p`  the same with batch shares ∝ device speed.
- `horovod`    DP with an even split (Horovod does not rebalance), tensor fusion into 64 MiB buckets
               and AllReduce overlapped with backward (`grad_sync_after_backward=False`).
- `flexflow`   Metropolis-Hastings (two chains: from data parallelism and from a random strategy)
               over per-group configurations (a block of k devices, k = 1, 2, 4, ..., N, replicated
               with AllReduce, even split) scored on a *homogenised* copy of the
               topology (FlexFlow assumes identical devices and links); the best strategy found there
               is evaluated on the real topology.
- `baechi-msct`, `baechi-metf`  Baechi's memory-constrained list schedulers (m-SCT, m-ETF) with op
               groups as colocation groups: one device per group (pure model parallelism); see
               `task_graph` and `baechi_placement` for our reading of the paper.
- `heterog`    HeteroG's action space (each group replicated on all devices with AllReduce or PS, or
               placed on one device), searched by greedy coordinate descent with the simulator (from
               the best uniform start) in place of HeteroG's GNN policy; batch split ∝ device speed.

Every search is deterministic for a seed when bounded by iterations (the default); a `seconds` budget
adds a wall-clock cap, which trades determinism for a bound on time.
"""
from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from statistics import mean
from typing import Any, Protocol

from tag.core.cost_model import roofline_time
from tag.core.execution import FUSION_BYTES
from tag.core.hardware import Chip
from tag.core.model import (
    CompGraph,
    GradSync,
    GroupDecision,
    Grouping,
    Machine,
    Replication,
    Role,
    Strategy,
    Topology,
)
from tag.dialects.diagnostics import TagError
from tag.runtime.cluster_sim import SimOptions

from .strategies import data_parallel

__all__ = ["BASELINES", "BaselineResults", "BaselineBudget", "run_baselines",
           "homogenised_topology", "flexflow_configs", "group_compute_times", "group_memory", "task_graph",
           "TaskGraph", "baechi_placement", "heterog_options"]

BASELINES = ("dp-nccl", "dp-nccl-p", "horovod", "flexflow", "baechi-msct", "baechi-metf", "heterog")
HOROVOD_FUSION_BYTES = FUSION_BYTES      # Horovod's default fusion threshold, 64 MiB


class Simulator(Protocol):
    """The part of `runtime.cluster_sim.ClusterSimulator` the baselines use."""

    def simulate(self, strategy: Strategy, *, trace: bool = False, options: Any = None) -> Any: ...


@dataclass(frozen=True)
class BaselineBudget:
    """Search budgets. Iteration counts make the searches deterministic; `seconds` (per search
    baseline, None = no cap) bounds wall time instead."""

    flexflow_iterations: int = 1000
    flexflow_beta: float = 30.0            # acceptance exp(-beta * Δcost / cost_current)
    heterog_passes: int = 2                # coordinate-descent sweeps over all groups
    seconds: float | None = None

    @classmethod
    def from_dict(cls, budget: dict | None) -> "BaselineBudget":
        if not budget:
            return cls()
        known = {"flexflow_iterations", "flexflow_beta", "heterog_passes", "seconds", "iterations"}
        unknown = sorted(set(budget) - known)
        if unknown:
            raise TagError(f"unknown baseline budget key(s) {', '.join(unknown)} (known: {', '.join(sorted(known))})")
        kw = {k: v for k, v in budget.items() if k != "iterations"}
        if "iterations" in budget and "flexflow_iterations" not in budget:
            kw["flexflow_iterations"] = budget["iterations"]
        out = cls(**kw)
        if out.flexflow_iterations < 0 or out.heterog_passes < 0 or out.flexflow_beta <= 0:
            raise TagError(f"invalid baseline budget {budget}: iterations/passes must be >= 0, beta > 0")
        return out


class BaselineResults(dict):
    """`name -> (strategy, SimResult on the real topology)`; `seconds[name]` = wall time of making
    (searching) and evaluating that baseline; `search_evaluations[name]` = simulator calls."""

    def __init__(self) -> None:
        super().__init__()
        self.seconds: dict[str, float] = {}
        self.search_evaluations: dict[str, int] = {}


# ------------------------------------------------------------------------------ shared helpers
def _sim_options(simulator: Simulator, **kw: Any) -> Any:
    """The simulator's own options (e.g. activation_memory_factor) with `kw` overridden."""
    import dataclasses

    base = getattr(simulator, "options", None)
    if base is not None and dataclasses.is_dataclass(base):
        return dataclasses.replace(base, **kw)

    return SimOptions(**kw)


def _activation_factor(simulator: Simulator) -> float:
    return float(getattr(getattr(simulator, "options", None), "activation_memory_factor", 1.0))


def _device_machine(topology: Topology) -> list[int]:
    return [d.machine for d in topology.devices]


def _device_chips(topology: Topology) -> list[Chip]:
    return [topology.machines[d.machine].chip for d in topology.devices]


def _even_shares(topology: Topology) -> dict[int, float]:
    n = len(topology.devices)
    return {d: 1.0 / n for d in range(n)}


def _decision(grouping: Grouping, g: int, devices: Sequence[int], topology: Topology,
              sync: GradSync = GradSync.ALLREDUCE) -> GroupDecision:
    """Group `g` replicated on exactly `devices` (one device = the whole batch there). PS devices are
    taken round-robin over `devices` by parameter index."""
    dev_machine = _device_machine(topology)
    devs = tuple(sorted(devices))
    machines = tuple(sorted({dev_machine[d] for d in devs}))
    full = tuple(d for d in range(len(dev_machine)) if dev_machine[d] in machines)
    params = grouping.groups[g].params
    rep = Replication.PS if sync is GradSync.PS else Replication.ALLREDUCE
    return GroupDecision(
        machines=machines, replication=rep,
        grad_sync={p: sync for p in params},
        ps_device={p: devs[p % len(devs)] for p in params} if sync is GradSync.PS else {},
        devices=() if devs == full else devs)


def _cost(result: Any) -> float:
    """Search objective: step time; an OOM strategy costs its step time × 10 × (1 + 0.1 × number of
    OOM devices), so feasible strategies win and fewer OOM devices are preferred."""
    if result.feasible:
        return float(result.step_time)
    return float(result.step_time) * 10.0 * (1.0 + 0.1 * max(1, len(result.oom_devices)))


def group_compute_times(graph: CompGraph, grouping: Grouping, chips: Sequence[Chip]) -> list[list[float]]:
    """`t[g][i]` = roofline time of group g's ops, full batch, on `chips[i]`:
    Σ_ops max(flops / peak(dtype), bytes / memory bandwidth)."""
    per_node = _node_times(graph, chips)
    per_chip = {name: [sum(times[n] for n in gr.nodes) for gr in grouping.groups] for name, times in per_node.items()}
    return [[per_chip[c.name][g] for c in chips] for g in range(len(grouping.groups))]


def _deadline(budget: BaselineBudget) -> float:
    return time.perf_counter() + budget.seconds if budget.seconds is not None else math.inf


# ------------------------------------------------------------------------------ data parallel
def _data_parallel(grouping: Grouping, topology: Topology, *, proportional: bool) -> Strategy:

    return data_parallel(grouping, topology, proportional=proportional)


# ------------------------------------------------------------------------------ FlexFlow-like MCMC
def homogenised_topology(topology: Topology) -> Topology:
    """FlexFlow's view of the cluster: same machines and device counts (so device and machine ids
    carry over), every GPU replaced by the device-weighted average chip (mean peak FLOP/s per dtype,
    memory, memory bandwidth), every intra-machine link, NIC and machine-to-machine link by the
    mean of its kind."""
    chips = _device_chips(topology)
    dtypes = sorted({k for c in chips for k in c.peak_flops})
    counts: dict[str, int] = {}
    for c in chips:
        counts[c.name] = counts.get(c.name, 0) + 1
    avg = Chip(name="avg(" + ",".join(f"{k}x{v}" for k, v in counts.items()) + ")",
               peak_flops={k: mean(c.peak_flops_for(k) for c in chips) for k in dtypes},
               memory_bytes=int(mean(c.memory_bytes for c in chips)),
               memory_bandwidth=mean(c.memory_bandwidth for c in chips))
    intra = mean(m.intra_bps for m in topology.machines)
    nic = mean(m.nic_bps for m in topology.machines)
    inter = mean(topology.inter_bps.values()) if topology.inter_bps else nic
    machines = tuple(Machine(m.name, avg, m.count, intra, nic) for m in topology.machines)
    return Topology(f"{topology.name}(homogenised)", machines, {k: inter for k in topology.inter_bps})


def flexflow_configs(n_devices: int) -> list[tuple[int, ...]]:
    """FlexFlow-style per-op device blocks: for k in {1, 2, 4, ..., N} the aligned blocks
    [i·k, (i+1)·k) (degree-k data parallelism over consecutive devices), plus all N devices."""
    sizes, k = [], 1
    while k < n_devices:
        sizes.append(k)
        k *= 2
    sizes.append(n_devices)
    out: list[tuple[int, ...]] = []
    for k in sizes:
        for i in range(n_devices // k):
            out.append(tuple(range(i * k, (i + 1) * k)))
    return out


def _flexflow(graph: CompGraph, grouping: Grouping, topology: Topology, simulator: Simulator,
              seed: int, budget: BaselineBudget) -> tuple[Strategy, int]:
    """Metropolis-Hastings (FlexFlow §5) on the homogenised topology. Two chains share the iteration
    budget, as FlexFlow seeds its search with data parallelism and with random strategies: one starts
    from data parallelism, one from a random configuration per group. Each step proposes replacing one
    random group's configuration (`flexflow_configs`) by a random other one and accepts with
    probability min(1, exp(-β·Δcost/cost)); the best strategy seen over both chains is returned.
    Even batch split throughout (FlexFlow does not rebalance for device speed)."""
    homog = homogenised_topology(topology)
    options = getattr(simulator, "options", None)
    hsim = type(simulator)(graph, grouping, homog, **({"options": options} if options is not None else {}))
    rng = random.Random(seed)
    n_dev = len(topology.devices)
    n_groups = len(grouping.groups)
    configs = flexflow_configs(n_dev)
    shares = _even_shares(topology)
    dp = [_decision(grouping, g, tuple(range(n_dev)), homog) for g in range(n_groups)]
    rand = [_decision(grouping, g, configs[rng.randrange(len(configs))], homog) for g in range(n_groups)]
    deadline = _deadline(budget)
    best: list[GroupDecision] = dp
    best_cost = math.inf
    evals = 0
    first = budget.flexflow_iterations - budget.flexflow_iterations // 2
    for start, iterations in ((dp, first), (rand, budget.flexflow_iterations // 2)):
        current = list(start)
        cur_cost = _cost(hsim.simulate(Strategy(list(current), dict(shares), "flexflow")))
        evals += 1
        if cur_cost < best_cost:
            best, best_cost = list(current), cur_cost
        for _ in range(iterations):
            if time.perf_counter() > deadline or not n_groups:
                break
            g = rng.randrange(n_groups)
            proposal = _decision(grouping, g, configs[rng.randrange(len(configs))], homog)
            if proposal.device_ids(homog) == current[g].device_ids(homog):
                continue
            trial = list(current)
            trial[g] = proposal
            cost = _cost(hsim.simulate(Strategy(trial, dict(shares), "flexflow")))
            evals += 1
            delta = (cost - cur_cost) / max(cur_cost, 1e-12)
            if delta <= 0 or rng.random() < math.exp(-budget.flexflow_beta * delta):
                current, cur_cost = trial, cost
                if cost < best_cost:
                    best, best_cost = list(trial), cost
    return Strategy(best, dict(shares), "flexflow"), evals


# ------------------------------------------------------------------------------ Baechi
@dataclass
class TaskGraph:
    """The step as a DAG of *chunks* (Baechi's tasks): the non-source nodes of one op group at one
    cross-group depth, depth(n) = max over non-source inputs p of depth(p) + [group(p) ≠ group(n) or
    p produces a gradient], split before/after the gradients (`post`) — the virtual runtime's rule, so
    a METIS group holding forward and backward ops yields separate forward and backward tasks and
    the task graph is acyclic (ordered by (post, depth)). Sources — arguments, constants and nodes
    computed from parameters/constants alone (weight casts, transposes) — are taken as available
    everywhere at t = 0 and cost nothing; without this every group would start with a ready
    weight-only task at t = 0 and ETF would scatter the groups over idle devices before any data
    flows. `preds[c][p]` = bytes chunk p sends to chunk c (0: same group); `state[c][g]` = bytes of
    group g's sources that chunk c reads (weights living with another group's update)."""

    group: list[int]
    nodes: list[list[int]]
    preds: list[dict[int, int]]
    succs: list[list[int]]
    state: list[dict[int, int]]         # state[c][g] = bytes of group g's sources (weights) chunk c reads


def task_graph(graph: CompGraph, grouping: Grouping) -> TaskGraph:
    nodes, group_of = graph.nodes, grouping.group_of
    source = [False] * len(nodes)
    for i, nd in enumerate(nodes):      # arguments, constants and what only they feed (weight casts)
        source[i] = (not nd.inputs) or all(source[p] and nodes[p].role is not Role.BATCH for p, _ in nd.inputs)
    grads = {info.grad_node for info in graph.params if info.grad_node is not None}
    depth = [0] * len(nodes)
    post = [False] * len(nodes)
    for i, nd in enumerate(nodes):
        if source[i]:
            continue
        d, ps = 0, False
        for p, _ in nd.inputs:
            if source[p]:
                continue
            d = max(d, depth[p] + (1 if group_of[p] != group_of[i] or p in grads else 0))
            ps = ps or post[p] or p in grads
        depth[i], post[i] = d, ps
    keyed: dict[tuple[bool, int, int], list[int]] = {}
    for i in range(len(nodes)):
        if not source[i]:
            keyed.setdefault((post[i], depth[i], group_of[i]), []).append(i)
    keys = sorted(keyed)
    chunk_of = [-1] * len(nodes)
    for c, k in enumerate(keys):
        for i in keyed[k]:
            chunk_of[i] = c
    preds: list[dict[int, int]] = [{} for _ in keys]
    state: list[dict[int, int]] = [{} for _ in keys]
    for c, k in enumerate(keys):
        seen: set[int] = set()
        for i in keyed[k]:
            for p, nbytes in nodes[i].inputs:
                pc = chunk_of[p]
                if pc < 0:
                    if group_of[p] != k[2] and p not in seen:
                        seen.add(p)
                        state[c][group_of[p]] = state[c].get(group_of[p], 0) + int(nbytes)
                    continue
                if pc == c:
                    continue
                cross = group_of[p] != k[2]
                preds[c][pc] = preds[c].get(pc, 0) + (int(nbytes) if cross else 0)
    succs: list[list[int]] = [[] for _ in keys]
    for c in range(len(keys)):
        for pc in sorted(preds[c]):
            succs[pc].append(c)
    return TaskGraph([k[2] for k in keys], [keyed[k] for k in keys], preds, succs, state)


def _favourite_children(order: list[int], succs: list[list[int]], edge_bytes: dict[tuple[int, int], int],
                        p: list[float], bw: float) -> dict[int, int]:
    """Hanen-Munier's small-communication-time LP relaxation (as Baechi's m-SCT uses it):
    minimise makespan w over start times s and edge variables x_ij ∈ [0,1] (0 = j is i's favourite
    child, same device, no transfer) subject to s_i + p_i + c_ij·x_ij ≤ s_j, s_i + p_i ≤ w,
    Σ_j x_ij ≥ outdeg(i) − 1 and Σ_i x_ij ≥ indeg(j) − 1 (at most one favourite child / parent).
    Rounded at 0.5 (the degree constraints allow at most one x < 0.5 per row/column)."""
    import numpy as np
    from scipy.optimize import linprog
    from scipy.sparse import coo_matrix

    edges = [(a, b) for a in order for b in succs[a]]
    if not edges:
        return {}
    n = len(p)
    ne = len(edges)
    nvar = ne + n + 1
    rows: list[int] = []
    cols: list[int] = []
    vals: list[float] = []
    rhs: list[float] = []

    def add(terms: list[tuple[int, float]], bound: float) -> None:
        r = len(rhs)
        for c, v in terms:
            rows.append(r)
            cols.append(c)
            vals.append(v)
        rhs.append(bound)

    for e, (a, b) in enumerate(edges):
        add([(ne + a, 1.0), (ne + b, -1.0), (e, edge_bytes[(a, b)] / bw)], -p[a])
    for i in range(n):
        add([(ne + i, 1.0), (nvar - 1, -1.0)], -p[i])
    out_e: dict[int, list[int]] = {}
    in_e: dict[int, list[int]] = {}
    for e, (a, b) in enumerate(edges):
        out_e.setdefault(a, []).append(e)
        in_e.setdefault(b, []).append(e)
    for es in (*out_e.values(), *in_e.values()):
        if len(es) > 1:
            add([(e, -1.0) for e in es], 1.0 - len(es))
    a_ub = coo_matrix((vals, (rows, cols)), shape=(len(rhs), nvar)).tocsr()
    c = np.zeros(nvar)
    c[-1] = 1.0
    bounds = [(0.0, 1.0)] * ne + [(0.0, None)] * (n + 1)
    res = linprog(c, A_ub=a_ub, b_ub=np.array(rhs), bounds=bounds, method="highs")
    if res.status != 0:                     # pragma: no cover - the LP is always feasible and bounded
        raise TagError(f"Baechi m-SCT: favourite-child LP failed: {res.message}")
    fav: dict[int, int] = {}
    taken: set[int] = set()
    for e, (a, b) in enumerate(edges):
        if res.x[e] < 0.5 - 1e-9 and a not in fav and b not in taken:
            fav[a] = b
            taken.add(b)
    return fav


def group_memory(graph: CompGraph, grouping: Grouping, activation_factor: float = 1.0) -> list[int]:
    """Bytes a group needs on one device running the whole batch: parameters + optimizer state
    (`param_bytes`) + gradients (Σ its parameters' bytes) + activations kept for backward ×
    `activation_factor` — the simulator's per-device memory model for a single replica."""
    return [gr.param_bytes + sum(graph.params[p].bytes for p in gr.params)
            + int(gr.activation_bytes * activation_factor) for gr in grouping.groups]


def _node_times(graph: CompGraph, chips: Sequence[Chip]) -> dict[str, list[float]]:

    out: dict[str, list[float]] = {}
    for chip in chips:
        if chip.name not in out:
            out[chip.name] = [roofline_time(nd.flops, nd.bytes_read + nd.output_bytes, chip, nd.dtype)
                              for nd in graph.nodes]
    return out


def baechi_placement(graph: CompGraph, grouping: Grouping, topology: Topology, *,
                     algorithm: str = "msct", memory_fraction: float = 1.0,
                     activation_factor: float = 1.0, stats: dict[str, Any] | None = None) -> list[int]:
    """One device per op group, by Baechi's memory-constrained list scheduling of the `task_graph`
    with its op groups as colocation groups (all chunks of a group on the device its first scheduled
    chunk gets; the group's `group_memory` is reserved there at that moment).

    m-ETF: repeatedly pick, over ready chunks c and devices d allowed for c (its group's device, or
    while unplaced every device with free memory ≥ the group's), the pair with the earliest start
    est(c,d) = max(free_d, max_pred finish_p + bytes(p,c)/bw(dev_p, d), max over placed groups g owning
    weights c reads of bytes/bw(dev_g, d)); ties → larger bottom level
    (critical path to the exit, mean times). Compute times are per-device roofline times.
    m-SCT: the same, plus favourite children from `_favourite_children` (LP on mean compute times
    and mean bandwidth): a device that just ran c is reserved for c's favourite child f when the
    device is allowed for f and among f's earliest; while reserved it only takes f or an *urgent*
    chunk (one whose inputs could already be on every device). A group that fits nowhere goes to
    the device with most free memory (the simulator then reports OOM). Returns `device[group]`;
    `stats` (if given) receives the scheduler's own makespan estimate and per-chunk schedule."""
    if algorithm not in ("msct", "metf"):
        raise TagError(f"unknown Baechi algorithm '{algorithm}' (expected msct or metf)")
    tg = task_graph(graph, grouping)
    nc = len(tg.group)
    devices = topology.devices
    nd = len(devices)
    chips = _device_chips(topology)
    per_chip = _node_times(graph, chips)
    ctime = [[sum(per_chip[chips[d].name][i] for i in tg.nodes[c]) for d in range(nd)] for c in range(nc)]
    mem = group_memory(graph, grouping, activation_factor)
    free_mem = [c.memory_bytes * memory_fraction for c in chips]
    bw = [[topology.bandwidth(a, b) if a.id != b.id else math.inf for b in devices] for a in devices]
    cross = [bw[i][j] for i in range(nd) for j in range(nd) if i != j]
    mean_bw = mean(cross) if cross else math.inf
    slow_bw = min(cross) if cross else math.inf
    p_mean = [mean(t) for t in ctime]
    blevel = [0.0] * nc
    for c in reversed(range(nc)):
        blevel[c] = p_mean[c] + max((tg.preds[s][c] / mean_bw + blevel[s] for s in tg.succs[c]), default=0.0)
    fav: dict[int, int] = {}
    if algorithm == "msct":
        edge_bytes = {(a, b): tg.preds[b][a] for b in range(nc) for a in tg.preds[b]}
        fav = _favourite_children(list(range(nc)), tg.succs, edge_bytes, p_mean, mean_bw)

    group_dev = [-1] * len(grouping.groups)
    chunk_dev = [-1] * nc
    finish = [0.0] * nc
    dev_free = [0.0] * nd
    last = [-1] * nd
    waiting = [len(tg.preds[c]) for c in range(nc)]
    ready = [c for c in range(nc) if waiting[c] == 0]

    def allowed(c: int) -> list[int]:
        g = tg.group[c]
        if group_dev[g] >= 0:
            return [group_dev[g]]
        fits = [d for d in range(nd) if free_mem[d] >= mem[g]]
        return fits or [max(range(nd), key=lambda d: (free_mem[d], -d))]

    def est(c: int, d: int) -> float:
        t = dev_free[d]
        for p, nbytes in tg.preds[c].items():
            t = max(t, finish[p] + (nbytes / bw[chunk_dev[p]][d] if nbytes else 0.0))
        for g, nbytes in tg.state[c].items():         # weights sent from t = 0 by a placed owner
            if group_dev[g] >= 0:
                t = max(t, nbytes / bw[group_dev[g]][d])
        return t

    def urgent(c: int) -> float:
        return max((finish[p] + (nbytes / slow_bw if nbytes else 0.0) for p, nbytes in tg.preds[c].items()),
                   default=0.0)

    while ready:
        starts = {c: {d: est(c, d) for d in allowed(c)} for c in ready}
        best: tuple[float, float, int, int] | None = None      # (start, -blevel, chunk, device)
        for d in range(nd):
            f = fav.get(last[d], -1) if last[d] >= 0 else -1
            if f in starts and d in starts[f] and starts[f][d] <= min(starts[f].values()) + 1e-15:
                cands = [(starts[f][d], f)]
                cands += [(max(starts[h][d], urgent(h)), h) for h in ready
                          if h != f and d in starts[h] and urgent(h) <= starts[f][d]]
            else:
                cands = [(starts[h][d], h) for h in ready if d in starts[h]]
            for s, h in cands:
                key = (s, -blevel[h], h, d)
                if best is None or key < best:
                    best = key
        assert best is not None, "every ready chunk has at least one allowed device"
        start, _, c, d = best
        g = tg.group[c]
        if group_dev[g] < 0:
            group_dev[g] = d
            free_mem[d] -= mem[g]
        chunk_dev[c] = d
        finish[c] = start + ctime[c][d]
        dev_free[d] = finish[c]
        last[d] = c
        ready.remove(c)
        for s in tg.succs[c]:
            waiting[s] -= 1
            if waiting[s] == 0:
                ready.append(s)
    if stats is not None:
        stats.update(makespan=max(finish, default=0.0), chunks=nc, favourite_children=len(fav),
                     chunk_device=list(chunk_dev), chunk_finish=list(finish))
    # groups without any non-source node (only arguments): beside their first reader, else device 0
    for g in range(len(grouping.groups)):
        if group_dev[g] < 0:
            readers = sorted(b for (a, b) in grouping.edges if a == g and group_dev[b] >= 0)
            readers += sorted(b for (a, b) in getattr(grouping, "state_edges", {}) if a == g and group_dev[b] >= 0)
            group_dev[g] = group_dev[readers[0]] if readers else 0
    return group_dev


def _baechi(graph: CompGraph, grouping: Grouping, topology: Topology, algorithm: str,
            activation_factor: float = 1.0) -> Strategy:
    placed = baechi_placement(graph, grouping, topology, algorithm=algorithm, activation_factor=activation_factor)
    decisions = [_decision(grouping, g, (placed[g],), topology) for g in range(len(grouping.groups))]
    return Strategy(decisions, None, f"baechi-{algorithm}")


# ------------------------------------------------------------------------------ HeteroG-like
def heterog_options(grouping: Grouping, g: int, topology: Topology) -> list[GroupDecision]:
    """HeteroG's per-op action space on our groups: replicate on all devices with AllReduce, with PS
    (round-robin PS devices), or place on one of the N devices."""
    all_devs = tuple(range(len(topology.devices)))
    out = [_decision(grouping, g, all_devs, topology, GradSync.ALLREDUCE),
           _decision(grouping, g, all_devs, topology, GradSync.PS)]
    out += [_decision(grouping, g, (d,), topology) for d in all_devs]
    return out


def _heterog(graph: CompGraph, grouping: Grouping, topology: Topology, simulator: Simulator,
             budget: BaselineBudget) -> tuple[Strategy, int]:
    """Greedy coordinate descent standing in for HeteroG's GNN policy. Start from the best of three
    uniform strategies of the action space — every group replicated on all devices with AllReduce,
    with PS, or everything on the fastest device — then sweep the groups in topological order,
    giving each the option of `heterog_options` with the lowest simulated cost given the others;
    repeat until a sweep changes nothing or `heterog_passes` sweeps are done. Batch split ∝ speed."""
    n = len(grouping.groups)
    n_dev = len(topology.devices)
    all_devs = tuple(range(n_dev))
    fastest = _fastest_device(graph, grouping, topology)
    starts = [[_decision(grouping, g, all_devs, topology, sync) for g in range(n)]
              for sync in (GradSync.ALLREDUCE, GradSync.PS)]
    starts.append([_decision(grouping, g, (fastest,), topology) for g in range(n)])
    scored = [(_cost(simulator.simulate(Strategy(list(s), None, "heterog"))), i) for i, s in enumerate(starts)]
    cur_cost, best_start = min(scored)
    current = starts[best_start]
    evals = len(starts)
    deadline = _deadline(budget)
    for _ in range(budget.heterog_passes):
        changed = False
        for g in grouping.topological_order():
            if time.perf_counter() > deadline:
                break
            for option in heterog_options(grouping, g, topology):
                if option == current[g]:
                    continue
                trial = list(current)
                trial[g] = option
                cost = _cost(simulator.simulate(Strategy(trial, None, "heterog")))
                evals += 1
                if cost < cur_cost * (1 - 1e-9):
                    current, cur_cost, changed = trial, cost, True
        if not changed:
            break
    return Strategy(current, None, "heterog"), evals


def _fastest_device(graph: CompGraph, grouping: Grouping, topology: Topology) -> int:
    """The device that runs the whole step fastest alone (roofline), lowest id on ties."""
    times = group_compute_times(graph, grouping, _device_chips(topology))
    total = [sum(t[d] for t in times) for d in range(len(topology.devices))]
    return min(range(len(total)), key=lambda d: (total[d], d))


# ------------------------------------------------------------------------------ driver
def run_baselines(graph: CompGraph, grouping: Grouping, topology: Topology, simulator: Simulator, *,
                  seed: int = 0, budget: dict | None = None,
                  names: Iterable[str] | None = None) -> BaselineResults:
    """Make every baseline's strategy (or those in `names`) and simulate it on the real topology with
    `simulator` (a `ClusterSimulator` of graph/grouping/topology). Deterministic for a seed."""
    wanted = list(BASELINES if names is None else names)
    unknown = [w for w in wanted if w not in BASELINES]
    if unknown:
        raise TagError(f"unknown baseline(s) {', '.join(unknown)} (known: {', '.join(BASELINES)})")
    b = BaselineBudget.from_dict(budget)
    out = BaselineResults()
    makers: dict[str, Callable[[], tuple[Strategy, Any, int]]] = {
        "dp-nccl": lambda: _eval(_named(_data_parallel(grouping, topology, proportional=False), "dp-nccl"),
                                 _sim_options(simulator, grad_sync_after_backward=True, fusion_bytes=0)),
        "dp-nccl-p": lambda: _eval(_named(_data_parallel(grouping, topology, proportional=True), "dp-nccl-p"),
                                   _sim_options(simulator, grad_sync_after_backward=True, fusion_bytes=0)),
        "horovod": lambda: _eval(_named(_data_parallel(grouping, topology, proportional=False), "horovod"),
                                 _sim_options(simulator, grad_sync_after_backward=False,
                                              fusion_bytes=HOROVOD_FUSION_BYTES)),
        "flexflow": lambda: _eval(*_searched(_flexflow(graph, grouping, topology, simulator, seed, b))),
        "baechi-msct": lambda: _eval(_baechi(graph, grouping, topology, "msct", _activation_factor(simulator))),
        "baechi-metf": lambda: _eval(_baechi(graph, grouping, topology, "metf", _activation_factor(simulator))),
        "heterog": lambda: _eval(*_searched(_heterog(graph, grouping, topology, simulator, b))),
    }

    def _eval(strategy: Strategy, options: Any = None, evals: int = 0) -> tuple[Strategy, Any, int]:
        result = simulator.simulate(strategy) if options is None else simulator.simulate(strategy, options=options)
        return strategy, result, evals

    for name in wanted:
        t0 = time.perf_counter()
        strategy, result, evals = makers[name]()
        out[name] = (strategy, result)
        out.seconds[name] = time.perf_counter() - t0
        out.search_evaluations[name] = evals
    return out


def _named(strategy: Strategy, name: str) -> Strategy:
    return replace(strategy, name=name)


def _searched(found: tuple[Strategy, int]) -> tuple[Strategy, None, int]:
    return found[0], None, found[1]
