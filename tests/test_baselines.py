"""Baselines (planner/baselines.py) on hand-built problems, scored by the real cluster simulator."""
from __future__ import annotations

import math
from dataclasses import replace

import pytest

from tag.dialects.attributes import GradSync, Replication
from tag.core.model import (CompGraph, Grouping, Machine, OpGroup, OpNode, ParamInfo, Role, Strategy,
                               Topology)
from tag.core.hardware import GIB, get_chip

from tag.planner import baselines
from tag.planner.strategies import data_parallel, proportional_shares

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
    for name in ("dp-nccl", "dp-nccl-p", "horovod", "ddp"):
        for dec in res[name][0].decisions:
            assert dec.machines == (0, 1) and not dec.devices
            assert dec.replication is Replication.ALLREDUCE
    for dec in res["best-subset-dp"][0].decisions:
        assert dec.replication is Replication.ALLREDUCE and not dec.devices
        assert dec.machines == tuple(res.search_info["best-subset-dp"]["machines"])


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
    # better than data parallelism over all devices (one of its starts), run the same way
    options = baselines.execution_of("flexflow").sim_options(sim)
    dp = sim.simulate(data_parallel(grouping, topo, proportional=False), options=options)
    assert res["flexflow"][1].step_time < dp.step_time
    # the reported result is the real topology's simulation, not the homogenised one
    real = sim.simulate(res["flexflow"][0], options=options)
    assert res["flexflow"][1].step_time == pytest.approx(real.step_time)
    homog = _sim(graph, grouping, baselines.homogenised_topology(topo)).simulate(res["flexflow"][0], options=options)
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
    assert "toy" in text and "dp-nccl" in text and "best-subset-dp" in text and "TAG/best" in text
    # TAG against the best baseline, from this row's own numbers
    versus = row.versus_best
    name, best_s = row.best_baseline
    assert versus["name"] == name and versus["tag_ratio"] == pytest.approx(best_s / row.tag_step_s)
    assert versus["tag_loses"] == (row.tag_step_s > best_s * (1 + 1e-9))
    # FlexFlow was given TAG's search time (no iteration count named) and says so
    search = row.baselines["flexflow"]["search"]
    assert search["budget"] == "iterations" and search["limit"] == 40 and search["iterations"] == 40
    untimed = bench_plan.plan_row("toy", graph, grouping, topo, seed=0, iterations=30,
                                  baseline_budget={"heterog_passes": 1})
    search = untimed.baselines["flexflow"]["search"]
    assert search["budget"] == "seconds" and search["limit"] == pytest.approx(max(untimed.tag_search_s, 1e-3))
    assert isinstance(search["iterations"], int) and search["simulations"] >= 2     # both chains' starts
    payload = bench_plan.to_json([untimed], batch_size=16, small=True, seed=0)
    assert payload["rows"][0]["best_baseline"] == untimed.versus_best
    assert payload["flexflow_budget"].startswith("wall clock equal to TAG's search")
    assert set(payload["execution"]) == {"tag", *baselines.BASELINES}
    by_target = {desc: (ok, detail) for desc, ok, detail in bench_plan.checks([row])}
    beats = next(v for k, v in by_target.items() if k.startswith("TAG >= every baseline"))
    assert beats[0] is row.tag_beats_all
    assert row.tag_beats_all == all(not e["feasible"] or row.tag_step_s <= e["step_time_s"] * (1 + 1e-9)
                                    for e in row.baselines.values())
    # no testbed / cloud rows here: those targets are reported as not measured
    assert [ok for k, (ok, _) in by_target.items() if "testbed" in k or "cloud" in k] == [None, None, None]


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


# ------------------------------------------------------------------------------ honest baselines (issue 10)
def _step_compute(graph: CompGraph, chip) -> float:
    """The whole step's compute on `chip` by the simulator's own cost model (what the rules use)."""
    from tag.core.cost_model import graph_node_time

    return math.fsum(graph_node_time(graph, n, chip) for n in range(len(graph.nodes)))


def test_every_baseline_declares_its_execution():
    """One declaration per baseline: sync policy, fusion buckets, batch split; DP-NCCL as the paper
    defines it, DDP with PyTorch's 25 MiB buckets, Horovod with 64 MiB."""
    from tag.core.execution import FUSION_BYTES, SYNC_POLICIES

    assert set(baselines.EXECUTION) == set(baselines.BASELINES)
    for name in baselines.BASELINES:
        ex = baselines.execution_of(name)
        assert ex.sync in SYNC_POLICIES and ex.batch_split in baselines.SPLIT_RULES and ex.fusion_bytes >= 0
    assert baselines.execution_of("dp-nccl") == baselines.Execution("after_backward", 0, "even")
    assert baselines.execution_of("dp-nccl-p") == baselines.Execution("after_backward", 0, "throughput")
    assert baselines.execution_of("horovod") == baselines.Execution("fused", 64 << 20, "even")
    assert baselines.execution_of("ddp") == baselines.Execution("fused", 25 << 20, "even")
    assert baselines.execution_of("best-subset-dp") == baselines.Execution("fused", 25 << 20, "throughput")
    assert baselines.execution_of("tag") == baselines.TAG_EXECUTION == baselines.Execution(
        "fused", FUSION_BYTES, "plan", baselines.FUSION_CHOICES)
    assert FUSION_BYTES in baselines.FUSION_CHOICES and 0 in baselines.FUSION_CHOICES
    opts = baselines.execution_of("ddp").sim_options(None)
    assert opts.fusion_bytes == 25 << 20 and opts.grad_sync_after_backward is False
    assert baselines.execution_of("dp-nccl").sim_options(None).grad_sync_after_backward is True
    from tag.dialects.diagnostics import TagError

    with pytest.raises(TagError, match="sync policy"):
        baselines.Execution("sometimes", 0, "even")


def test_ddp_fuses_into_25_mib_buckets_overlapped_with_backward():
    """DDP: every gradient in a 25 MiB bucket (8 MiB gradients: three to a bucket), each bucket
    synced while the backward pass goes on — fewer syncs than one per tensor, more than Horovod's
    64 MiB buckets, and faster than the same buckets synced after the backward pass."""
    graph, grouping = toy_problem(layers=6, param_mb=8.0, bwd_factor=6.0)
    topo = two_machine_topology(hetero=False, nic_gbps=25)
    sim = _sim(graph, grouping, topo)
    res = baselines.run_baselines(graph, grouping, topo, sim, names=["dp-nccl", "horovod", "ddp"])
    strategy, result = res["ddp"]
    assert strategy.batch_shares == {d: 0.25 for d in range(4)}
    assert all(dec.machines == (0, 1) and not dec.devices for dec in strategy.decisions)
    ddp_opts = baselines.execution_of("ddp").sim_options(sim)
    assert result.step_time == pytest.approx(sim.simulate(strategy, options=ddp_opts).step_time)
    assert res["horovod"][1].num_syncs < result.num_syncs < res["dp-nccl"][1].num_syncs
    after = sim.simulate(strategy, options=replace(ddp_opts, grad_sync_after_backward=True))
    assert after.num_syncs == result.num_syncs
    assert result.step_time < after.step_time


def _slow_machine_topology() -> Topology:
    """Two good machines (V100s, P100s) on a 100 Gbps switch and a slow one (P100s at a quarter of
    their speed) behind a 1 Gbps link."""
    p100 = get_chip("P100")
    crawl = replace(p100, name="P100-crawl", peak_flops={k: v / 4 for k, v in p100.peak_flops.items()},
                    memory_bandwidth=p100.memory_bandwidth / 4)
    machines = (Machine("v100", get_chip("V100-32GB"), 2, 160 * GBPS, 100 * GBPS),
                Machine("p100", p100, 2, 64 * GBPS, 100 * GBPS),
                Machine("crawl", crawl, 2, 64 * GBPS, 1 * GBPS))
    return Topology("slow-one", machines, {(0, 1): 100 * GBPS, (0, 2): 1 * GBPS, (1, 2): 1 * GBPS})


def test_best_subset_dp_leaves_out_a_slow_machine_and_splits_by_simulated_throughput():
    graph, grouping = toy_problem(flops_scale=200.0, batch=64)
    topo = _slow_machine_topology()
    sim = _sim(graph, grouping, topo)
    res = baselines.run_baselines(graph, grouping, topo, sim, names=["ddp", "best-subset-dp"])
    strategy, result = res["best-subset-dp"]
    info = res.search_info["best-subset-dp"]
    # exhaustive over the 2^3 - 1 machine subsets, each simulated once
    assert info["method"] == "exhaustive" and info["simulations"] == 7 == res.search_evaluations["best-subset-dp"]
    assert info["machines"] == [0, 1]                    # a strict subset: the slow machine is left out
    assert all(dec.machines == (0, 1) and dec.replication is Replication.ALLREDUCE for dec in strategy.decisions)
    # shares over the chosen devices ∝ 1 / (the step's compute on that device's chip)
    chips = [topo.machines[d.machine].chip for d in topo.devices]
    speed = {d: 1.0 / _step_compute(graph, chips[d]) for d in range(4)}
    assert set(strategy.batch_shares) == {0, 1, 2, 3}
    for d in range(4):
        assert strategy.batch_shares[d] == pytest.approx(speed[d] / sum(speed.values()))
    assert strategy.batch_shares[0] > strategy.batch_shares[2]
    # DDP on every machine (the same overlap and buckets) is slower; so is every other subset
    assert result.step_time < res["ddp"][1].step_time
    opts = baselines.execution_of("best-subset-dp").sim_options(sim)
    for subset in baselines.machine_subsets(graph, topo):
        other = baselines._data_parallel(graph, grouping, topo, "best-subset-dp", subset)
        assert result.step_time <= sim.simulate(other, options=opts).step_time * (1 + 1e-12)


def test_best_subset_dp_is_greedy_beyond_eight_machines():
    graph, grouping = toy_problem(layers=3)
    chip = get_chip("V100-32GB")
    machines = tuple(Machine(f"m{i}", chip, 1, 64 * GBPS, 100 * GBPS) for i in range(9))
    topo = Topology("nine", machines, {(a, b): 100 * GBPS for a in range(9) for b in range(a + 1, 9)})
    assert len(baselines.machine_subsets(graph, topo)) == 9       # the speed-ordered prefixes
    assert len(baselines.machine_subsets(graph, two_machine_topology())) == 3
    res = baselines.run_baselines(graph, grouping, topo, _sim(graph, grouping, topo), names=["best-subset-dp"])
    info = res.search_info["best-subset-dp"]
    assert info["method"] == "greedy" and 9 <= info["simulations"] <= 2 * 9


def test_dp_nccl_p_splits_by_simulated_not_datasheet_speed():
    """A chip with 4x the datasheet FLOP/s but 1/8 of the memory bandwidth runs a memory-bound step
    slower: DP-NCCL-P gives it the smaller share, as the simulator's cost model says, and that split
    beats the datasheet one."""
    v100 = get_chip("V100-32GB")
    flashy = replace(v100, name="V100-flashy", peak_flops={k: 4 * v for k, v in v100.peak_flops.items()},
                        memory_bandwidth=v100.memory_bandwidth / 8)
    graph, grouping = toy_problem(flops_scale=0.05)          # memory-bound: ~1 FLOP per byte
    topo = Topology("disagree", (Machine("flashy", flashy, 2, 160 * GBPS, 100 * GBPS),
                                 Machine("plain", v100, 2, 160 * GBPS, 100 * GBPS)), {(0, 1): 100 * GBPS})
    t_flashy, t_plain = _step_compute(graph, flashy), _step_compute(graph, v100)
    assert flashy.peak_flops_for("f32") > v100.peak_flops_for("f32") and t_flashy > t_plain   # they disagree
    sim = _sim(graph, grouping, topo)
    res = baselines.run_baselines(graph, grouping, topo, sim, names=["dp-nccl-p"])
    shares = res["dp-nccl-p"][0].batch_shares
    expect = (1 / t_flashy) / (2 / t_flashy + 2 / t_plain)
    assert shares[0] == pytest.approx(expect) and shares[1] == pytest.approx(expect)
    assert shares[2] == pytest.approx(0.5 - expect) and shares[0] < shares[2]
    peak = {d.id: topo.machines[d.machine].chip.peak_flops_for("f32") for d in topo.devices}
    datasheet = {d: p / sum(peak.values()) for d, p in peak.items()}
    assert datasheet[0] > datasheet[2]
    assert proportional_shares(graph, topo) == pytest.approx(shares)   # TAG's own speed split is the simulated one
    opts = baselines.execution_of("dp-nccl-p").sim_options(sim)
    by_datasheet = replace(res["dp-nccl-p"][0], batch_shares=datasheet)
    assert res["dp-nccl-p"][1].step_time < sim.simulate(by_datasheet, options=opts).step_time


def test_flexflow_space_has_parameter_splits_on_every_multi_device_block():
    graph, grouping = toy_problem(layers=2)
    topo = two_machine_topology()
    options = baselines.flexflow_options(grouping, 0, topo)
    blocks = baselines.flexflow_configs(len(topo.devices))
    assert len(options) == len(blocks) + sum(len(b) > 1 for b in blocks)
    mp = [o for o in options if o.replication is Replication.MODEL_PARALLEL]
    assert sorted(o.device_ids(topo) for o in mp) == sorted(b for b in blocks if len(b) > 1)
    assert all(not o.grad_sync for o in mp)
    assert {o.device_ids(topo) for o in options if o.replication is Replication.ALLREDUCE} == set(blocks)


def _memory_bound_one_group():
    """Two 64 MiB layers in one op group on four GPUs of 200 MiB: the group does not fit one GPU
    (so neither data parallelism nor a one-GPU placement fits); split over 2+ GPUs it does."""
    from tag.core.grouping import grouping_from_assignment

    graph, _ = toy_problem(layers=2, param_mb=64.0)
    grouping = grouping_from_assignment(graph, [0] * len(graph.nodes))
    chip = replace(get_chip("V100-32GB"), name="V100-200MiB", memory_bytes=200 << 20)
    topo = Topology("small-gpus", tuple(Machine(f"m{i}", chip, 2, 160 * GBPS, 25 * GBPS) for i in range(2)),
                    {(0, 1): 25 * GBPS})
    return graph, grouping, topo


def test_flexflow_finds_the_parameter_split_where_only_it_fits():
    graph, grouping, topo = _memory_bound_one_group()
    sim = _sim(graph, grouping, topo)
    res = baselines.run_baselines(graph, grouping, topo, sim, seed=0, budget={"flexflow_iterations": 30},
                                  names=["ddp", "flexflow"])
    assert not res["ddp"][1].feasible
    strategy, result = res["flexflow"]
    assert result.feasible
    assert strategy.decisions[0].replication is Replication.MODEL_PARALLEL
    assert len(strategy.decisions[0].device_ids(topo)) >= 2
    info = res.search_info["flexflow"]
    assert info["budget"] == "iterations" and info["limit"] == 30 and info["iterations"] == 30
    assert info["proposed_model_parallel"] > 0 and info["model_parallel_groups"] == 1
    assert info["proposed_model_parallel"] + info["proposed_data_parallel"] == 30
    starts = len(baselines.uniform_data_parallel(grouping, topo))      # scored before the chains
    assert starts + 2 <= info["simulations"] <= starts + 32 and res.search_evaluations["flexflow"] == info["simulations"]


def test_flexflow_starts_from_the_fastest_uniform_data_parallelism():
    """On a slow inter-machine link, data parallelism on fewer devices than all beats it on all; no
    single-group move leads there from data parallelism over all devices. FlexFlow's data-parallel
    chain starts from the fastest uniform data-parallel strategy on its homogenised view, so even
    with no MCMC iterations it ends on those devices, faster than Horovod on the real topology."""
    graph, grouping = toy_problem()
    topo = two_machine_topology(nic_gbps=1)
    sim = _sim(graph, grouping, topo)
    homog = baselines.homogenised_topology(topo)
    starts = baselines.uniform_data_parallel(grouping, homog)
    assert [k for k, _ in starts] == [4, 2, 1]
    assert all(d.device_ids(homog) == tuple(range(k)) for k, s in starts for d in s)
    options = baselines.execution_of("flexflow").sim_options(sim)
    even = baselines._shares("even", graph, topo, range(4))
    hsim = _sim(graph, grouping, homog)
    homog_times = {k: hsim.simulate(Strategy(s, dict(even or {}), "u"), options=options).step_time for k, s in starts}
    fastest = min(homog_times, key=homog_times.get)
    assert fastest < 4
    res = baselines.run_baselines(graph, grouping, topo, sim, seed=0, budget={"flexflow_iterations": 0},
                                  names=["horovod", "flexflow"])
    info = res.search_info["flexflow"]
    assert info["start_devices"] == fastest and info["simulations"] == len(starts) + 2     # + each chain's start
    assert {d.device_ids(topo) for d in res["flexflow"][0].decisions} == {tuple(range(fastest))}
    assert res["flexflow"][1].step_time < res["horovod"][1].step_time


def test_flexflow_budgets_iterations_or_wall_clock():
    from tag.dialects.diagnostics import TagError

    graph, grouping = toy_problem(layers=4)
    topo = two_machine_topology()
    sim = _sim(graph, grouping, topo)
    assert baselines.BaselineBudget().flexflow_iterations == baselines.FLEXFLOW_PAPER_ITERATIONS == 100_000
    for n in (0, 1, 7):
        res = baselines.run_baselines(graph, grouping, topo, sim, budget={"flexflow_iterations": n}, names=["flexflow"])
        assert res.search_info["flexflow"]["iterations"] == n
    res = baselines.run_baselines(graph, grouping, topo, sim, budget={"flexflow_seconds": 0.3}, names=["flexflow"])
    info = res.search_info["flexflow"]
    assert info["budget"] == "seconds" and info["limit"] == 0.3
    assert info["seconds"] < 0.3 + 5.0                    # bounded by the clock, not by 100,000 iterations
    assert baselines.tag_time_budget(None, 2.5) == {"flexflow_seconds": 2.5}
    assert baselines.tag_time_budget({"flexflow_iterations": 9}, 2.5) == {"flexflow_iterations": 9}
    assert baselines.tag_time_budget({"heterog_passes": 1}, 0.0) == {"heterog_passes": 1, "flexflow_seconds": 1e-3}
    with pytest.raises(TagError, match="either iterations or seconds"):
        baselines.BaselineBudget.from_dict({"flexflow_iterations": 5, "flexflow_seconds": 1.0})
    with pytest.raises(TagError, match="flexflow_seconds"):
        baselines.BaselineBudget.from_dict({"flexflow_seconds": 0})
