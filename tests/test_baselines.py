"""Baselines (planner/baselines.py) on hand-built problems, scored by the real cluster simulator."""
from __future__ import annotations

import math

import pytest

from tag.dialects.attributes import GradSync, Replication
from tag.core.model import (CompGraph, Grouping, Machine, OpGroup, OpNode, ParamInfo, Role, Strategy,
                               Topology)
from tag.core.hardware import GIB, get_chip

from tag.planner import baselines

GBPS = 1e9 / 8


# ------------------------------------------------------------------------------ hand-built problems
def toy_problem(layers: int = 6, *, batch: int = 32, hidden: int = 1024, param_mb: float = 16.0,
                bwd_factor: float = 2.0, flops_scale: float = 1.0) -> tuple[CompGraph, Grouping]:
    """An MLP-like training step: layer i = param arg, forward op, backward op, gradient op, update op,
    all in group i. Forward i feeds forward i+1; backward i+1 feeds backward i and gradient i.
    Forward FLOPs = 2·batch·params·flops_scale (scale > 1: weight reuse, as in convolutions)."""
    nodes: list[OpNode] = []
    params: list[ParamInfo] = []
    act = batch * hidden * 4
    pbytes = int(param_mb * (1 << 20))
    flops_f = 2.0 * batch * pbytes / 4 * flops_scale

    def add(op: str, role: Role, flops: float, out: int, inputs, *, batch_dim=0, param=None, arg=None) -> int:
        nid = len(nodes)
        read = sum(b for _, b in inputs)
        nodes.append(OpNode(nid, op, f"toy:{nid}:1", role, flops, read, out, list(inputs), batch_dim, param, arg))
        return nid

    x = add("arg", Role.BATCH, 0, act, [], arg=0)
    group_of_node: list[int] = [0]
    p_nodes, f_nodes = [], []
    prev = x
    for i in range(layers):
        p = add("arg", Role.PARAM, 0, pbytes, [], batch_dim=None, param=i, arg=1 + i)
        group_of_node.append(i)
        f = add("stablehlo.dot_general", Role.FORWARD, flops_f, act, [(prev, act), (p, pbytes)])
        group_of_node.append(i)
        p_nodes.append(p), f_nodes.append(f)
        prev = f
    loss = add("stablehlo.reduce", Role.FORWARD, batch * hidden, 4, [(prev, act)], batch_dim=None)
    group_of_node.append(layers - 1)
    dy = add("stablehlo.broadcast_in_dim", Role.BACKWARD, batch * hidden, act, [(loss, 4)])
    group_of_node.append(layers - 1)
    for i in reversed(range(layers)):
        inp = f_nodes[i - 1] if i > 0 else x
        b = add("stablehlo.dot_general", Role.BACKWARD, flops_f * bwd_factor / 2, act,
                [(dy, act), (p_nodes[i], pbytes)])
        group_of_node.append(i)
        g = add("stablehlo.dot_general", Role.GRADIENT, flops_f * bwd_factor / 2, pbytes, [(dy, act), (inp, act)],
                batch_dim=None, param=i)
        group_of_node.append(i)
        u = add("stablehlo.add", Role.UPDATE, pbytes / 4, pbytes, [(p_nodes[i], pbytes), (g, pbytes)],
                batch_dim=None, param=i)
        group_of_node.append(i)
        nodes[u].result_index = i
        params.append(ParamInfo(f"w{i}", p_nodes[i], pbytes, g, [u], []))
        dy = b
    params.sort(key=lambda pi: pi.arg_node)
    graph = CompGraph(nodes, params, batch, "toy")

    groups = []
    for gi in range(layers):
        members = [n for n in range(len(nodes)) if group_of_node[n] == gi]
        groups.append(OpGroup(gi, members, sum(nodes[n].flops for n in members), pbytes,
                              sum(nodes[n].output_bytes for n in members if nodes[n].batch_dim is not None),
                              True, [gi]))
    edges: dict[tuple[int, int], int] = {}
    for node in nodes:
        for src, nbytes in node.inputs:
            a, b = group_of_node[src], group_of_node[node.id]
            if a != b:
                edges[(a, b)] = edges.get((a, b), 0) + nbytes
    return graph, Grouping(groups, group_of_node, edges)


def two_machine_topology(*, hetero: bool = True, nic_gbps: float = 100) -> Topology:
    fast = get_chip("V100-32GB")
    slow = get_chip("P100") if hetero else fast
    machines = (Machine("fast", fast, 2, 160 * GBPS, nic_gbps * GBPS),
                Machine("slow", slow, 2, 64 * GBPS, nic_gbps * GBPS))
    return Topology("toy2", machines, {(0, 1): nic_gbps * GBPS})


def small_memory_topology() -> Topology:
    """Four single-GPU machines whose GPUs are shrunk to 1 GiB (Baechi's memory constraint binds)."""
    from dataclasses import replace

    chip = replace(get_chip("V100-32GB"), memory_bytes=1 * GIB)
    machines = tuple(Machine(f"m{i}", chip, 1, 64 * GBPS, 100 * GBPS) for i in range(4))
    return Topology("tiny-mem", machines, {(a, b): 100 * GBPS for a in range(4) for b in range(a + 1, 4)})


def _sim(graph, grouping, topology):
    from tag.runtime.cluster_sim import ClusterSimulator

    return ClusterSimulator(graph, grouping, topology)


def _assert_valid(strategy: Strategy, grouping: Grouping, topology: Topology) -> None:
    assert len(strategy.decisions) == len(grouping.groups)
    n_dev = len(topology.devices)
    dev_machine = [d.machine for d in topology.devices]
    for g, dec in enumerate(strategy.decisions):
        assert dec.machines, f"group {g} on no machine"
        assert all(0 <= m < len(topology.machines) for m in dec.machines)
        assert list(dec.machines) == sorted(set(dec.machines))
        assert all(0 <= d < n_dev and dev_machine[d] in dec.machines for d in dec.devices)
        used = dec.device_ids(topology)
        assert {dev_machine[d] for d in used} == set(dec.machines)
        for p, dev in dec.ps_device.items():
            assert p in grouping.groups[g].params and dev in used
        assert set(dec.grad_sync) <= set(grouping.groups[g].params)


# ------------------------------------------------------------------------------ tests
@pytest.fixture(scope="module")
def toy():
    graph, grouping = toy_problem(flops_scale=200.0)
    topo = two_machine_topology()
    res = baselines.run_baselines(graph, grouping, topo, _sim(graph, grouping, topo), seed=0,
                                  budget={"flexflow_iterations": 150, "heterog_passes": 1})
    return graph, grouping, topo, res


def test_every_baseline_returns_a_valid_strategy(toy):
    graph, grouping, topo, res = toy
    assert list(res) == list(baselines.BASELINES)
    for name, (strategy, result) in res.items():
        _assert_valid(strategy, grouping, topo)
        assert strategy.name == name
        assert result.step_time > 0 and math.isfinite(result.step_time)
        assert set(result.peak_memory) == set(range(len(topo.devices)))
        assert res.seconds[name] >= 0
    for name in ("dp-nccl", "dp-nccl-p", "horovod"):
        for dec in res[name][0].decisions:
            assert dec.machines == (0, 1) and not dec.devices
            assert dec.replication is Replication.ALLREDUCE


def test_dp_proportional_beats_even_split_on_heterogeneous_devices(toy):
    _, _, _, res = toy
    assert res["dp-nccl-p"][1].step_time < res["dp-nccl"][1].step_time


def test_horovod_overlap_and_fusion_not_slower_when_backward_is_long():
    graph, grouping = toy_problem(bwd_factor=6.0, param_mb=32.0)
    topo = two_machine_topology(hetero=False, nic_gbps=25)
    res = baselines.run_baselines(graph, grouping, topo, _sim(graph, grouping, topo), names=["dp-nccl", "horovod"])
    assert res["horovod"][1].step_time <= res["dp-nccl"][1].step_time


def test_baechi_one_device_per_group_and_respects_memory():
    graph, grouping = toy_problem(layers=8, param_mb=200.0)
    topo = small_memory_topology()
    cap = topo.machines[0].chip.memory_bytes
    for algorithm in ("msct", "metf"):
        placed = baselines.baechi_placement(graph, grouping, topo, algorithm=algorithm)
        used = [0] * len(topo.devices)
        need = baselines.group_memory(graph, grouping)
        for g, d in enumerate(placed):
            used[d] += need[g]
        assert max(used) <= cap
        assert len(set(placed)) > 1            # the model does not fit one GPU: it is spread
    res = baselines.run_baselines(graph, grouping, topo, _sim(graph, grouping, topo),
                                  names=["baechi-msct", "baechi-metf"])
    for name, (strategy, result) in res.items():
        _assert_valid(strategy, grouping, topo)
        assert result.feasible, f"{name}: the simulator finds an OOM device {result.oom_devices}"
        for dec in strategy.decisions:
            assert len(dec.device_ids(topo)) == 1


def test_baechi_keeps_a_chain_on_one_device_when_communication_is_slow():
    graph, grouping = toy_problem(layers=5)
    slow_net = Topology("slow", tuple(Machine(f"m{i}", get_chip("V100-32GB"), 1, 64 * GBPS, 0.1 * GBPS)
                                      for i in range(3)),
                        {(a, b): 0.1 * GBPS for a in range(3) for b in range(a + 1, 3)})
    for algorithm in ("msct", "metf"):
        placed = baselines.baechi_placement(graph, grouping, slow_net, algorithm=algorithm)
        assert len(set(placed)) == 1


def test_heterog_uses_only_all_devices_or_one(toy):
    _, grouping, topo, res = toy
    n = len(topo.devices)
    for dec in res["heterog"][0].decisions:
        used = dec.device_ids(topo)
        assert len(used) in (1, n)
        if len(used) == n:
            assert dec.replication in (Replication.ALLREDUCE, Replication.PS)
            if dec.replication is Replication.PS:
                assert all(s is GradSync.PS for s in dec.grad_sync.values())
    # the greedy search starts from DP (∝ speed) and only accepts improvements
    assert res["heterog"][1].step_time <= res["dp-nccl-p"][1].step_time * (1 + 1e-9)


def test_flexflow_deterministic_per_seed_and_scored_on_the_real_topology():
    graph, grouping = toy_problem()            # communication-bound: DP is not the best strategy
    topo = two_machine_topology()
    sim = _sim(graph, grouping, topo)
    budget = {"flexflow_iterations": 150}
    res = baselines.run_baselines(graph, grouping, topo, sim, seed=0, budget=budget, names=["flexflow"])
    again = baselines.run_baselines(graph, grouping, topo, sim, seed=0, budget=budget, names=["flexflow"])
    assert again["flexflow"][0].decisions == res["flexflow"][0].decisions
    assert again["flexflow"][1].step_time == res["flexflow"][1].step_time
    # it searched: better than data parallelism, which it starts from
    dp = sim.simulate(baselines._data_parallel(grouping, topo, proportional=False))
    assert res["flexflow"][1].step_time < dp.step_time
    # the reported result is the real topology's simulation, not the homogenised one
    real = sim.simulate(res["flexflow"][0])
    assert res["flexflow"][1].step_time == pytest.approx(real.step_time)
    homog = _sim(graph, grouping, baselines.homogenised_topology(topo)).simulate(res["flexflow"][0])
    assert homog.step_time != pytest.approx(real.step_time)
    other = baselines.run_baselines(graph, grouping, topo, sim, seed=1, budget=budget, names=["flexflow"])
    assert other["flexflow"][0].decisions != res["flexflow"][0].decisions


def test_homogenised_topology_is_homogeneous_and_keeps_ids():
    topo = two_machine_topology()
    h = baselines.homogenised_topology(topo)
    assert [m.count for m in h.machines] == [m.count for m in topo.machines]
    assert all(m.chip is h.machines[0].chip for m in h.machines) and len({m.intra_bps for m in h.machines}) == 1
    chip = h.machines[0].chip
    assert chip.peak_flops_for("f32") == pytest.approx((15.7e12 + 9.3e12) / 2)
    assert chip.memory_bytes == (32 * GIB + 16 * GIB) // 2


def test_flexflow_configs_are_aligned_blocks():
    cfgs = baselines.flexflow_configs(6)
    assert (0,) in cfgs and (0, 1) in cfgs and (4, 5) in cfgs and (0, 1, 2, 3) in cfgs
    assert tuple(range(6)) in cfgs and (1, 2) not in cfgs
    assert all(len(c) in (1, 2, 4, 6) for c in cfgs)


def test_unknown_baseline_and_budget_keys_are_errors(toy):
    from tag.dialects.diagnostics import TagError

    graph, grouping, topo, _ = toy
    with pytest.raises(TagError, match="unknown baseline"):
        baselines.run_baselines(graph, grouping, topo, _sim(graph, grouping, topo), names=["gpipe"])
    with pytest.raises(TagError, match="budget"):
        baselines.run_baselines(graph, grouping, topo, _sim(graph, grouping, topo), budget={"iters": 3})


def test_bench_row_on_a_tiny_problem():
    from tag.bench import plan as bench_plan

    graph, grouping = toy_problem(layers=4)
    topo = two_machine_topology()
    row = bench_plan.plan_row("toy", graph, grouping, topo, seed=0, iterations=30,
                              baseline_budget={"flexflow_iterations": 40, "heterog_passes": 1})
    assert row.model == "toy" and row.topology == "toy2"
    assert set(row.baselines) == set(baselines.BASELINES)
    assert row.tag_step_s > 0 and row.tag_search_s >= 0
    dp = row.baselines["dp-nccl"]["step_time_s"]
    for name, entry in row.baselines.items():
        assert entry["speedup"] == pytest.approx(dp / entry["step_time_s"])
    assert row.tag_speedup == pytest.approx(dp / row.tag_step_s)
    text = bench_plan.format_table([row])
    assert "toy" in text and "dp-nccl" in text
    by_target = {desc: (ok, detail) for desc, ok, detail in bench_plan.checks([row])}
    beats = next(v for k, v in by_target.items() if k.startswith("TAG >= every baseline"))
    assert beats[0] is row.tag_beats_all
    assert row.tag_beats_all == all(not e["feasible"] or row.tag_step_s <= e["step_time_s"] * (1 + 1e-9)
                                    for e in row.baselines.values())
    # no testbed / cloud rows here: those targets are reported as not measured
    assert [ok for k, (ok, _) in by_target.items() if "testbed" in k or "cloud" in k] == [None, None]


def test_bench_rejects_bad_options_before_loading_anything():
    from tag.dialects.diagnostics import TagError

    from tag.bench import plan as bench_plan

    with pytest.raises(TagError, match="--iterations"):
        bench_plan.main(["--iterations", "0"])
    with pytest.raises(TagError, match="--models"):
        bench_plan.main(["--models", ","])


def test_msct_favourite_child_is_the_heavy_edge():
    # fork 0 -> {1, 2}: keeping the 1 GB edge local saves 1 s, the 1 kB edge almost nothing
    fav = baselines._favourite_children([0, 1, 2, 3], [[1, 2], [3], [3], []],
                                        {(0, 1): 10**9, (0, 2): 10**3, (1, 3): 10**3, (2, 3): 10**9},
                                        [1.0, 1.0, 1.0, 1.0], 1e9)
    assert fav == {0: 1, 2: 3}


def test_bench_target_not_met_when_a_row_has_no_baselines():
    """"TAG >= every baseline" with nothing to compare is a miss, never an empty pass."""
    from tag.bench import plan as bench_plan

    row = bench_plan.PlanRow("toy", "toy2", 4, 3, 0.1, True, 1.0, 10, 1.0, baselines={})
    assert not row.tag_beats_all and row.best_baseline == ("none", float("inf"))
    desc, ok, detail = bench_plan.checks([row])[0]
    assert desc.startswith("TAG >= every baseline") and ok is False and detail == "not on toy/toy2 (no baselines)"
    assert "[MISS] TAG >= every baseline on every row: not on toy/toy2 (no baselines)" in bench_plan.format_checks([row])
