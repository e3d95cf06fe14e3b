"""Choosing sufficient-factor broadcasting (SFB) per gradient: one small MILP each (the paper's §III).

For a parameter p whose gradient producer lies in a batch-split group g (`core.sfb`: replicas R,
n = |R|, the batch's B rows split over them), the candidates are the producer and its ancestors
inside g (breadth-first from the producer, at most `max_candidates`). Binary x_v = "v runs on every
replica over the whole batch" (x at the producer = SFB on), continuous y_u = "u must be brought to
every replica" for each value u a candidate reads. Minimise

    sum_v x_v * extra(v) + sum_u y_u * bring(u) - x_grad * sync(p)

subject to x_v <= x_c for every reader c of v among the candidates (a duplicated value's readers are
duplicated: the region is closed towards the gradient), x_v = 0 when v has a reader outside the
candidates, y_u >= x_v - x_u for every candidate edge u -> v and y_u >= x_v for a value from outside.
Seconds, on each replica's chip and the slowest link between replicas (both at the calibrated
rates): extra(v) = the most, over replicas, of t(v, B rows) - t(v, its rows) (`cost_model.graph_node_time`),
bring(u) = the rows other replicas made, |u| (1 - smallest share) / link + (n-1) latency (one move
from each), for a batched u; a ring AllReduce 2 (n-1)/n |u| / link for a partial sum (a value of the
batch without its rows: the replicas read its sum); 0 for a value the replicas already share (a
weight, a constant); sync(p) = the ring AllReduce of the gradient, 2 (n-1)/n |G| / link (its latency
is left out: AllReduces are fused into buckets). SFB is proposed where the optimum is below zero.

The MILP is a filter with an approximate cost; `propose` returns the strategy with the chosen regions,
and the planner keeps it only where its simulator (which runs SFB as the lowering does) says the step is
faster (`planner.plan`).
"""
from __future__ import annotations

from dataclasses import replace

from ortools.linear_solver import pywraplp

from tag.core.calibration import COLLECTIVES
from tag.core.cost_model import graph_node_time
from tag.core.execution import replica_rows, share_weights
from tag.core.model import CompGraph, Grouping, Role, Strategy, Topology
from tag.core.sfb import SfbConflict, expand, new_group_nodes, param_unit, split_replicas

MAX_CANDIDATES = 24
MIN_GAIN_S = 1e-7          # below this the MILP's saving is noise in its own cost


def _depends_on_batch(graph: CompGraph) -> list[bool]:
    """Per node: whether it depends on a batch argument (node ids are a topological order)."""
    dep = [False] * len(graph.nodes)
    for node in graph.nodes:
        dep[node.id] = node.role is Role.BATCH or any(dep[u] for u, _ in node.inputs)
    return dep


def candidates(graph: CompGraph, grouping: Grouping, g: int, p: int, units: set[int],
               limit: int = MAX_CANDIDATES) -> list[int]:
    """The gradient producer of p and its ancestors inside group g (no arguments, no update ops), in
    breadth-first order from the producer, at most `limit`."""
    grad = graph.params[p].grad_node
    if grad is None or grouping.group_of[grad] != g or grad in units:
        return []
    out, seen, frontier = [grad], {grad}, [grad]
    while frontier and len(out) < limit:
        nxt = []
        for v in frontier:
            for u, _ in graph.nodes[v].inputs:
                if u in seen or grouping.group_of[u] != g or graph.nodes[u].op_name == "arg" or u in units:
                    continue
                seen.add(u)
                out.append(u)
                nxt.append(u)
                if len(out) >= limit:
                    break
        frontier = nxt
    return out


def solve_region(graph: CompGraph, cands: list[int], succ: list[list[int]], allowed: set[int],
                 extra: dict[int, float], bring: dict[int, float], sync_s: float) -> tuple[tuple[int, ...], float]:
    """The MILP of the module docstring on one gradient: (region, objective seconds); () when SFB does
    not pay. `allowed`: readers a candidate may have besides candidates (the parameter's update ops,
    for the producer only)."""
    solver = pywraplp.Solver.CreateSolver("CBC")
    grad = cands[0]
    inside = set(cands)
    x = {v: solver.BoolVar(f"x{v}") for v in cands}
    reads = sorted({u for v in cands for u, _ in graph.nodes[v].inputs})
    y = {u: solver.NumVar(0.0, 1.0, f"y{u}") for u in reads}
    for v in cands:
        for c in succ[v]:
            if c in inside:
                solver.Add(x[v] <= x[c])
            elif not (v == grad and c in allowed):
                solver.Add(x[v] == 0)
        for u, _ in graph.nodes[v].inputs:
            solver.Add(y[u] >= x[v] - (x[u] if u in inside else 0))
    objective = solver.Objective()
    for v in cands:
        objective.SetCoefficient(x[v], extra.get(v, 0.0))
    objective.SetCoefficient(x[grad], extra.get(grad, 0.0) - sync_s)
    for u in reads:
        objective.SetCoefficient(y[u], bring.get(u, 0.0))
    objective.SetMinimization()
    if solver.Solve() != pywraplp.Solver.OPTIMAL:
        return (), 0.0
    value = objective.Value()
    if x[grad].solution_value() < 0.5 or value > -MIN_GAIN_S:
        return (), value
    return tuple(sorted(v for v in cands if x[v].solution_value() > 0.5)), value


def propose(graph: CompGraph, grouping: Grouping, strategy: Strategy, topology: Topology, *,
            whole_groups: frozenset[int] | set[int] = frozenset()) -> tuple[Strategy, dict[tuple[int, int], float]]:
    """`strategy` with an SFB region on every gradient whose MILP (module docstring) pays, and the
    MILP's estimate (seconds, negative = saved) per (owner group, parameter) chosen. Gradients computed
    by a group that is not batch-split or kept whole (`whole_groups`), and parameters already asking
    for SFB, are left as they are."""
    succ = graph.successors()
    unit_of: dict[int, int] = {}
    for q in range(len(graph.params)):
        for n in param_unit(graph, q):
            unit_of[n] = q
    all_units = set(unit_of)          # no candidate is an argument or an update op of any parameter
    on_batch = _depends_on_batch(graph)
    owner_of = {q: grp.id for grp in grouping.groups for q in grp.params}
    devices = topology.devices
    costs: dict[int, tuple] = {}

    def group_costs(g: int) -> tuple | None:
        """(replicas, per-chip rows, smallest share, slowest link) of batch-split group g, else None."""
        if g not in costs:
            replicas = split_replicas(graph, strategy, topology, g) if g not in whole_groups else ()
            if not replicas:
                costs[g] = None
            else:
                weights = share_weights(replicas, topology, graph, strategy.batch_shares)
                counts = {r.device: r.rows[1] - r.rows[0] for r in replica_rows(graph.batch_size, replicas, weights)}
                chip_rows = [(topology.machines[m].chip, k)
                             for m, k in sorted({(devices[d].machine, k) for d, k in counts.items()})]
                link = min(topology.bandwidth(devices[a], devices[b]) for a in replicas for b in replicas if a != b)
                costs[g] = (replicas, chip_rows, min(counts.values()) / graph.batch_size,
                            link * COLLECTIVES.bandwidth_efficiency)
        return costs[g]

    regions: dict[int, dict[int, tuple[int, ...]]] = {}
    chosen: dict[tuple[int, int], float] = {}
    for p, info in enumerate(graph.params):
        o = owner_of.get(p)
        if info.grad_node is None or o is None or o in whole_groups or strategy.decisions[o].sfb.get(p):
            continue
        h = grouping.group_of[info.grad_node]
        found = group_costs(h)
        if found is None:
            continue
        replicas, chip_rows, min_share, link = found
        n = len(replicas)
        cands = candidates(graph, grouping, h, p, all_units)
        if not cands:
            continue
        extra = {v: max(graph_node_time(graph, v, chip) - graph_node_time(graph, v, chip, r) for chip, r in chip_rows)
                 for v in cands}
        bring: dict[int, float] = {}
        for v in cands:
            for u, _ in graph.nodes[v].inputs:
                if graph.nodes[u].batch_dim is not None:      # rows the other replicas made
                    bring[u] = graph.nodes[u].output_bytes * (1 - min_share) / link + (n - 1) * COLLECTIVES.latency_s
                elif on_batch[u]:                             # a partial sum: read as its AllReduce
                    bring[u] = 2 * (n - 1) / n * graph.nodes[u].output_bytes / link
        sync_s = 2 * (n - 1) / n * graph.nodes[info.grad_node].output_bytes / link
        region, value = solve_region(graph, cands, succ, set(info.update_nodes), extra, bring, sync_s)
        if region and not isinstance(new_group_nodes(graph, p, region, succ), str):
            regions.setdefault(o, {})[p] = region
            chosen[(o, p)] = value
    # Each region is legal alone, but together they may not be (`core.sfb.SfbConflict`): an owner
    # group holding nothing but the units of two SFB parameters would be emptied, which `expand` (and
    # the search model and the lowering with it) refuses. Drop the smallest saving of the group named
    # until the proposal expands: the planner proposes only what runs.
    while chosen:
        decisions = [replace(dec, sfb={**dec.sfb, **regions[g]}) if g in regions else dec
                     for g, dec in enumerate(strategy.decisions)]
        proposed = replace(strategy, decisions=decisions, name=f"{strategy.name}+sfb" if strategy.name else "sfb")
        try:
            expand(graph, grouping, proposed, topology)
        except SfbConflict as err:
            pool = [k for k in chosen if k[0] == err.group] or list(chosen)
            o, q = max(pool, key=lambda k: (chosen[k], k))          # the least negative: the smallest saving
            del chosen[(o, q)]
            del regions[o][q]
            if not regions[o]:
                del regions[o]
            continue
        return proposed, chosen
    return strategy, chosen
