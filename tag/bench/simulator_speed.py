"""How many strategies per second the cluster simulator evaluates (target: ≥ 1,000/s).

Workload: a synthetic 60-group training step (per group: a weight, two Adam moments, a forward
matmul, the input-gradient and weight-gradient matmuls, an Adam update; a batch argument and a loss)
on the paper's `cloud` cluster (2 machines × 8 V100-16GB + 4 × 4 T4, PCIe inside machines, 10 Gbps
between them), built directly from `core.model` and `core.hardware`. Random strategies: per
group a random non-empty machine subset, a random replication option and per parameter a random
gradient sync (PS devices round-robin). The simulator is built once (its precomputation is timed
separately); each simulation call is timed on pre-generated strategies, after one warm-up pass
(the per-decision caches of `runtime.sim` — layouts, transfer plans, METIS parts — then hold what a
long search holds). Rates are per CPU-second of this process (`time.process_time`), which stays
meaningful when other jobs share the machine; wall-clock rates and the load average are reported
beside them.

Run: `python -m tag.bench.simulator_speed [--strategies N] [--repeats R] [--json]`.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import time
from typing import Any

from tag.dialects.attributes import GradSync, Replication
from tag.core.model import (CompGraph, GroupDecision, Grouping, Machine, OpGroup, OpNode, ParamInfo, Role,
                            Strategy, Topology)
from tag.core.execution import FUSION_BYTES
from tag.core.hardware import get_chip

GBPS = 1e9 / 8


def cloud_topology() -> Topology:
    """The paper's cloud cluster (§V): 2 × 8 V100-16GB + 4 × 4 T4, 64 Gbps PCIe inside, 10 Gbps between."""
    machines = [Machine(f"v100-{i}", get_chip("V100-16GB"), 8, 64 * GBPS, 10 * GBPS) for i in range(2)]
    machines += [Machine(f"t4-{i}", get_chip("T4"), 4, 64 * GBPS, 10 * GBPS) for i in range(4)]
    inter = {(a, b): 10 * GBPS for a in range(len(machines)) for b in range(a + 1, len(machines))}
    return Topology("cloud", tuple(machines), inter)


def synthetic_graph(groups: int = 60, *, batch: int = 64, seed: int = 0) -> tuple[CompGraph, Grouping]:
    """A `groups`-layer MLP-like training step, one op group per layer (see module docstring).
    Layer widths vary (seeded), so groups differ in flops, parameters and activations."""
    rng = random.Random(seed)
    nodes: list[OpNode] = []
    group_of: list[int] = []
    params: list[ParamInfo] = []

    def add(op: str, role: Role, group: int, *, flops: float = 0.0, out: int = 0, inputs=(), batch_dim=None,
            param=None, dtype: str = "f32") -> int:
        i = len(nodes)
        read = sum(b for _, b in inputs)
        nodes.append(OpNode(i, op, f"synthetic:{i}", role, flops, read, out, list(inputs), batch_dim, param, dtype=dtype))
        group_of.append(group)
        return i

    widths = [rng.choice((256, 512, 1024, 2048, 4096)) for _ in range(groups + 1)]
    x = add("arg", Role.BATCH, 0, out=batch * widths[0] * 4, batch_dim=0)
    w_nodes, m_nodes, v_nodes = [], [], []
    for g in range(groups):
        nbytes = widths[g] * widths[g + 1] * 4
        params.append(ParamInfo(f"w{g}", 0, nbytes))
        w_nodes.append(add("arg", Role.PARAM, g, out=nbytes, param=g))
        m_nodes.append(add("arg", Role.OPT_STATE, g, out=nbytes, param=g))
        v_nodes.append(add("arg", Role.OPT_STATE, g, out=nbytes, param=g))
        params[g].arg_node = w_nodes[g]
        params[g].opt_state_nodes = [m_nodes[g], v_nodes[g]]
    acts = [x]
    for g in range(groups):
        a_bytes = batch * widths[g + 1] * 4
        flops = 2.0 * batch * widths[g] * widths[g + 1]
        acts.append(add("stablehlo.dot_general", Role.FORWARD, g, flops=flops, out=a_bytes,
                        inputs=[(acts[-1], nodes[acts[-1]].output_bytes), (w_nodes[g], params[g].bytes)], batch_dim=0))
    loss = add("stablehlo.reduce", Role.FORWARD, groups - 1, flops=float(nodes[acts[-1]].output_bytes // 4),
               out=4, inputs=[(acts[-1], nodes[acts[-1]].output_bytes)])
    dy = add("stablehlo.broadcast_in_dim", Role.BACKWARD, groups - 1, out=nodes[acts[-1]].output_bytes,
             inputs=[(loss, 4)], batch_dim=0)
    for g in reversed(range(groups)):
        flops = 2.0 * batch * widths[g] * widths[g + 1]
        dw = add("stablehlo.dot_general", Role.GRADIENT, g, flops=flops, out=params[g].bytes,
                 inputs=[(acts[g], nodes[acts[g]].output_bytes), (dy, nodes[dy].output_bytes)], param=g)
        params[g].grad_node = dw
        upd = add("stablehlo.add", Role.UPDATE, g, flops=10.0 * params[g].bytes / 4, out=3 * params[g].bytes,
                  inputs=[(w_nodes[g], params[g].bytes), (m_nodes[g], params[g].bytes),
                          (v_nodes[g], params[g].bytes), (dw, params[g].bytes)], param=g)
        params[g].update_nodes = [upd]
        if g > 0:
            dy = add("stablehlo.dot_general", Role.BACKWARD, g, flops=flops, out=nodes[acts[g]].output_bytes,
                     inputs=[(dy, nodes[dy].output_bytes), (w_nodes[g], params[g].bytes)], batch_dim=0)
    graph = CompGraph(nodes, params, batch, "synthetic")
    members: list[list[int]] = [[] for _ in range(groups)]
    for i, g in enumerate(group_of):
        members[g].append(i)
    edges: dict[tuple[int, int], int] = {}
    for node in nodes:
        for src, nbytes in node.inputs:
            a, b = group_of[src], group_of[node.id]
            if a != b:
                edges[(a, b)] = edges.get((a, b), 0) + nbytes
    ogroups = [OpGroup(g, members[g], sum(nodes[i].flops for i in members[g]), 3 * params[g].bytes,
                       sum(nodes[i].output_bytes for i in members[g] if nodes[i].role is Role.FORWARD), True, [g])
               for g in range(groups)]
    return graph, Grouping(ogroups, group_of, edges)


def random_strategy(grouping: Grouping, topology: Topology, rng: random.Random) -> Strategy:
    """Per group: a random non-empty machine subset, replication option and per-parameter sync."""
    m = len(topology.machines)
    devices = topology.devices
    decisions = []
    for group in grouping.groups:
        machines = tuple(sorted(rng.sample(range(m), rng.randint(1, m))))
        rep = rng.choice(list(Replication))
        devs = [d.id for d in devices if d.machine in machines]
        sync, ps = {}, {}
        if rep in (Replication.ALLREDUCE, Replication.PS):
            for p in group.params:
                sync[p] = rng.choice(list(GradSync))
                if sync[p] is GradSync.PS:
                    ps[p] = devs[p % len(devs)]
        decisions.append(GroupDecision(machines, rep, sync, ps))
    return Strategy(decisions, None, "random")


def _rate(sim: Any, strategies: list[Strategy], repeats: int, options: Any = None) -> dict[str, float]:
    """Simulations per second over `repeats` passes: by process CPU time (what one core does, robust
    to other processes sharing the machine), its best pass, and by wall-clock time."""
    cpu = wall = 0.0
    best = 0.0
    for _ in range(repeats):
        c0, w0 = time.process_time(), time.perf_counter()
        for s in strategies:
            sim.simulate(s, options=options)
        dc, dw = time.process_time() - c0, time.perf_counter() - w0
        cpu, wall = cpu + dc, wall + dw
        best = max(best, len(strategies) / max(dc, 1e-9))
    n = len(strategies) * repeats
    return {"cpu": n / max(cpu, 1e-9), "best_pass": best, "wall": n / max(wall, 1e-9)}


def run_simulator_speed_bench(*, strategies: int = 300, repeats: int = 3, groups: int = 60,
                              seed: int = 0) -> dict[str, Any]:
    """Time `ClusterSimulator.simulate` on random strategies; returns the measurements."""
    from tag.planner.strategies import data_parallel
    from tag.runtime.cluster_sim import ClusterSimulator, SimOptions

    graph, grouping = synthetic_graph(groups, seed=seed)
    topology = cloud_topology()
    t0 = time.perf_counter()
    sim = ClusterSimulator(graph, grouping, topology)
    init_s = time.perf_counter() - t0
    rng = random.Random(seed)
    pool = [random_strategy(grouping, topology, rng) for _ in range(strategies)]
    fresh = ClusterSimulator(graph, grouping, topology)
    c0 = time.process_time()
    for s in pool[:50]:          # first sight of each decision: layouts, plans, METIS sub-partitions
        fresh.simulate(s)
    cold = min(50, len(pool)) / max(time.process_time() - c0, 1e-9)
    for s in pool:               # warm-up: fills the per-decision caches, as a long search does
        sim.simulate(s)
    rand = _rate(sim, pool, repeats)
    dp = data_parallel(grouping, topology, proportional=True, graph=graph)
    dp_rate = _rate(sim, [dp] * strategies, repeats)
    fused = _rate(sim, pool, 1, SimOptions(grad_sync_after_backward=True, fusion_bytes=FUSION_BYTES))
    t0 = time.perf_counter()
    traced = sim.simulate(pool[0], trace=True)
    trace_s = time.perf_counter() - t0
    feats = sim.simulate(pool[0])
    t0 = time.perf_counter()
    _ = feats.group_features, feats.device_features
    features_s = time.perf_counter() - t0
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return {
        "groups": groups, "chunks": len(sim.chunks), "nodes": len(graph.nodes), "devices": sim.D,
        "machines": sim.M, "strategies": strategies, "repeats": repeats, "init_s": init_s,
        "random_sims_per_s": rand["cpu"], "random_sims_per_s_best_pass": rand["best_pass"],
        "random_wall_sims_per_s": rand["wall"], "cold_random_sims_per_s": cold,
        "dp_sims_per_s": dp_rate["cpu"], "dp_wall_sims_per_s": dp_rate["wall"],
        "after_backward_fused_sims_per_s": fused["cpu"], "trace_sim_s": trace_s,
        "trace_events": len(traced.events), "features_s": features_s,
        "dp_step_time_s": sim.simulate(dp).step_time, "load_average_1min": load,
        "cpus": os.cpu_count(), "target_sims_per_s": 1000.0,
        "meets_target": rand["cpu"] >= 1000.0,
    }


def summary(result: dict[str, Any]) -> str:
    return (f"cluster simulator: {result['groups']} groups ({result['chunks']} chunks, {result['nodes']} nodes) on "
            f"{result['devices']} GPUs / {result['machines']} machines; rates per CPU-second "
            f"(wall-clock in brackets; load average {result['load_average_1min']:.1f} on {result['cpus']} CPUs)\n"
            f"  random strategies : {result['random_sims_per_s']:8.0f} sims/s ({result['random_wall_sims_per_s']:.0f} "
            f"wall; best pass {result['random_sims_per_s_best_pass']:.0f}) target {result['target_sims_per_s']:.0f}: "
            f"{'met' if result['meets_target'] else 'NOT met'}\n"
            f"  random, cold      : {result['cold_random_sims_per_s']:8.0f} sims/s (first sight of each decision)\n"
            f"  after-bwd + fusion: {result['after_backward_fused_sims_per_s']:8.0f} sims/s\n"
            f"  data parallel     : {result['dp_sims_per_s']:8.0f} sims/s ({result['dp_wall_sims_per_s']:.0f} wall; "
            f"step {result['dp_step_time_s'] * 1e3:.2f} ms)\n"
            f"  precompute        : {result['init_s'] * 1e3:8.1f} ms; one traced run {result['trace_sim_s'] * 1e3:.1f} ms "
            f"({result['trace_events']} events); features on demand {result['features_s'] * 1e3:.2f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strategies", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--groups", type=int, default=60)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = run_simulator_speed_bench(strategies=args.strategies, repeats=args.repeats, groups=args.groups)
    print(json.dumps(result, indent=1) if args.json else summary(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
