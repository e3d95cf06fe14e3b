"""Cluster simulator: hand-built chains of op groups on hand-built topologies, checked against the
formulas in the docstrings of tag/runtime/sim/ (layout, transfers, collectives, engine)."""
from __future__ import annotations

import json
import math
import random

import pytest

from tag.dialects.attributes import GradSync, Replication
from tag.dialects.diagnostics import TagError
from tag.core.execution import model_parallel_parts, replica_rows, share_weights
from tag.core.model import (CompGraph, GroupDecision, Grouping, Machine, OpGroup, OpNode, ParamInfo, Role,
                               Strategy, Topology)
from tag.planner.strategies import data_parallel, proportional_shares, single_device
from tag.runtime.cluster_sim import (DEVICE_FEATURES, GROUP_FEATURES, ClusterSimulator as _ClusterSimulator, SimOptions,
                                     hierarchical_allreduce_time, ps_sync_time, ring_allreduce_time)
from tag.core.calibration import IDEAL_KERNELS
from tag.core.hardware import Chip


def ClusterSimulator(*args, **kw):   # noqa: N802 — these tests check formulas on nominal links
    kw.setdefault("link_efficiency", 1.0)
    return _ClusterSimulator(*args, **kw)


GIB = 1 << 30
FAST = Chip("unit-2T", {"f32": 2e12}, 16 * GIB, 1e18, kernels=IDEAL_KERNELS)   # huge memory bandwidth: every op is compute-bound
SLOW = Chip("unit-1T", {"f32": 1e12}, 16 * GIB, 1e18, kernels=IDEAL_KERNELS)
NO_LAT = SimOptions(latency_s=0.0)


def chain(n: int, *, flops: float = 1e9, act: int = 1 << 20, param: int = 100_000_000,
          update_flops: float = 0.0, batch: int = 32) -> tuple[CompGraph, Grouping]:
    """n op groups, one layer each: a weight, a forward matmul (batched output of `act` bytes), the
    weight gradient, the input gradient (batched) and an update. Group g holds all of layer g."""
    nodes: list[OpNode] = []
    group_of: list[int] = []

    def add(op, role, g, *, fl=0.0, out=0, inputs=(), batch_dim=None, param_idx=None):
        i = len(nodes)
        nodes.append(OpNode(i, op, f"t:{i}", role, fl, sum(b for _, b in inputs), out, list(inputs), batch_dim,
                            param_idx))
        group_of.append(g)
        return i

    params = []
    x = add("arg", Role.BATCH, 0, out=act, batch_dim=0)
    ws = []
    for g in range(n):
        ws.append(add("arg", Role.PARAM, g, out=param, param_idx=g))
        params.append(ParamInfo(f"w{g}", ws[g], param))
    acts = [x]
    for g in range(n):
        acts.append(add("stablehlo.dot_general", Role.FORWARD, g, fl=flops, out=act,
                        inputs=[(acts[-1], act), (ws[g], param)], batch_dim=0))
    dy = acts[-1]
    for g in reversed(range(n)):
        dw = add("stablehlo.dot_general", Role.GRADIENT, g, fl=flops, out=param, inputs=[(acts[g], act), (dy, act)],
                 param_idx=g)
        params[g].grad_node = dw
        up = add("stablehlo.add", Role.UPDATE, g, fl=update_flops, out=param, inputs=[(ws[g], param), (dw, param)],
                 param_idx=g)
        params[g].update_nodes = [up]
        if g:
            dy = add("stablehlo.dot_general", Role.BACKWARD, g, fl=flops, out=act, inputs=[(dy, act), (ws[g], param)],
                     batch_dim=0)
    members = [[i for i, gg in enumerate(group_of) if gg == g] for g in range(n)]
    groups = [OpGroup(g, members[g], sum(nodes[i].flops for i in members[g]), param, act, True, [g])
              for g in range(n)]
    edges: dict[tuple[int, int], int] = {}
    for node in nodes:
        for src, b in node.inputs:
            if group_of[src] != group_of[node.id]:
                key = (group_of[src], group_of[node.id])
                edges[key] = edges.get(key, 0) + b
    return CompGraph(nodes, params, batch, "chain"), Grouping(groups, group_of, edges)


def topo(*machines: tuple[Chip, int], intra: float = 10e9, nic: float = 1e9, inter: float | None = None) -> Topology:
    ms = tuple(Machine(f"m{i}", chip, count, intra, nic) for i, (chip, count) in enumerate(machines))
    links = {(a, b): inter if inter is not None else nic for a in range(len(ms)) for b in range(a + 1, len(ms))}
    return Topology("test", ms, links)


def node_time(graph: CompGraph, chip: Chip) -> float:
    return sum(max(n.flops / chip.peak_flops_for(n.dtype), (n.bytes_read + n.output_bytes) / chip.memory_bandwidth)
               for n in graph.nodes if n.op_name != "arg")


def everywhere(grouping: Grouping, machines: tuple[int, ...], rep: Replication = Replication.ALLREDUCE,
               sync: GradSync | None = None, **kw) -> Strategy:
    sync = sync or (GradSync.PS if rep is Replication.PS else GradSync.ALLREDUCE)
    return Strategy([GroupDecision(machines, rep, {p: sync for p in g.params} if rep in (
        Replication.ALLREDUCE, Replication.PS) else {}) for g in grouping.groups], **kw)


# ----------------------------------------------------------------------------------- formulas
def test_formula_helpers():
    assert ring_allreduce_time(1e8, 2, 1e10, 0.0) == pytest.approx(0.01)             # 2·(1/2)·B/β
    assert ring_allreduce_time(1e8, 4, 1e10, 1e-5) == pytest.approx(2 * 0.75 * 0.01 + 6e-5)
    assert ring_allreduce_time(1e8, 1, 1e10, 1e-5) == 0.0
    # 2 machines × 4 GPUs: RS + AG inside (3/4·B/β each), ring over 2 machines (2·1/2·B/β_net)
    assert hierarchical_allreduce_time(1e8, [(4, 1e10), (4, 1e10)], 1e9, 0.0) == pytest.approx(
        2 * 0.75 * 0.01 + 0.1)
    # PS as the lowering issues it: (pushes inside the PS machine, pushes from others, sum, pulls, pull sources).
    # One machine, PS on gpu0 and 1 other worker: push B, pull B over β
    *seconds, sources = ps_sync_time(1e8, 0, [0, 1], [0, 0], [1e10], [[1e10]], 0.0)
    assert seconds == pytest.approx([0.01, 0.0, 0.0, 0.01]) and sources == (0,)
    # PS alone on machine 0, two remote machines of 2 workers each, 1 GB/s links: the 4 pushes queue on
    # the PS machine's NIC; each remote machine's first worker pulls from the PS (one after the other on
    # its NIC), the second from its neighbour
    machine_of, intra, bw = [0, 1, 1, 2, 2], [1e10] * 3, [[1e10 if a == b else 1e9 for b in range(3)] for a in range(3)]
    push, rpush, add, pull, sources = ps_sync_time(1e8, 0, [1, 2, 3, 4], machine_of, intra, bw, 0.0, 1e-3)
    assert (push, rpush, add) == pytest.approx((0.0, 0.4, 3e-3))   # 4 copies summed: 3 adds
    assert pull == pytest.approx(0.2 + 0.01) and sources == (0, 1, 3)


# ------------------------------------------------------------------------------ compute
def test_single_device_time_is_sum_of_compute():
    graph, grouping = chain(4)
    t = topo((SLOW, 1))
    result = ClusterSimulator(graph, grouping, t).simulate(single_device(grouping, t, 0))
    assert result.step_time == pytest.approx(node_time(graph, SLOW))
    assert result.step_time == pytest.approx(12 * 1e9 / 1e12 - 1e9 / 1e12, rel=1e-6)   # 4 fwd + 4 dW + 3 dX
    assert result.comm_time == 0 and result.num_syncs == 0 and result.feasible
    assert result.utilisation[0] == pytest.approx(1.0)
    assert result.idle_time[0] == pytest.approx(0.0, abs=1e-12)


def test_single_device_on_a_multi_gpu_machine_uses_one_gpu():
    graph, grouping = chain(3)
    t = topo((SLOW, 4))
    result = ClusterSimulator(graph, grouping, t).simulate(single_device(grouping, t, 2))
    assert result.step_time == pytest.approx(node_time(graph, SLOW))
    assert result.num_syncs == 0
    assert result.utilisation[2] == pytest.approx(1.0)
    assert result.utilisation[0] == result.utilisation[1] == result.utilisation[3] == 0.0
    assert result.peak_memory[0] == 0 and result.peak_memory[2] > 0


def test_dp_two_equal_gpus_is_half_compute_plus_ring_allreduce():
    graph, grouping = chain(1, param=100_000_000)      # one group: fwd, dW, update
    t = topo((SLOW, 2), intra=10e9)
    sim = ClusterSimulator(graph, grouping, t)
    dp = data_parallel(grouping, t, proportional=False)
    result = sim.simulate(dp, options=NO_LAT)
    allreduce = 2 * (2 - 1) / 2 * 100_000_000 / 10e9   # 2(n-1)/n · B/β = 0.01 s
    assert result.step_time == pytest.approx(node_time(graph, SLOW) / 2 + allreduce, rel=1e-6)
    assert result.num_syncs == 1
    assert result.sync_time == pytest.approx(allreduce)
    with_latency = sim.simulate(dp, options=SimOptions(latency_s=1e-3))
    assert with_latency.step_time - result.step_time == pytest.approx(2 * 1e-3)   # 2(n-1)·α


def test_dp_hierarchical_allreduce_across_machines():
    graph, grouping = chain(1, param=100_000_000)
    t = topo((SLOW, 2), (SLOW, 2), intra=10e9, nic=1e9)
    result = ClusterSimulator(graph, grouping, t).simulate(data_parallel(grouping, t, proportional=False),
                                                           options=NO_LAT)
    expected = hierarchical_allreduce_time(1e8, [(2, 10e9), (2, 10e9)], 1e9, 0.0)
    assert expected == pytest.approx(2 * 0.5 * 0.01 + 2 * 0.5 * 0.1)
    assert result.step_time == pytest.approx(node_time(graph, SLOW) / 4 + expected, rel=1e-6)


def test_proportional_shares_balance_unequal_gpus():
    # tiny gradients: compute decides; a batch of 48 splits 2:1 into whole rows (32 + 16)
    graph, grouping = chain(3, param=1000, batch=48)
    t = topo((FAST, 1), (SLOW, 1))
    sim = ClusterSimulator(graph, grouping, t)
    prop = sim.simulate(data_parallel(grouping, t, proportional=True, graph=graph), options=NO_LAT)
    even = sim.simulate(data_parallel(grouping, t, proportional=False), options=NO_LAT)
    default = sim.simulate(everywhere(grouping, (0, 1)), options=NO_LAT)   # no batch_shares: ∝ speed too
    assert proportional_shares(graph, t) == {0: pytest.approx(2 / 3), 1: pytest.approx(1 / 3)}
    flops = sum(n.flops for n in graph.nodes)
    assert prop.device_features[0]["busy"] == pytest.approx(prop.device_features[1]["busy"])
    assert prop.device_features[0]["busy"] == pytest.approx(flops / 3e12)
    assert even.device_features[1]["busy"] == pytest.approx(flops / 2 / 1e12)   # slow GPU: half the batch
    assert prop.step_time < even.step_time
    assert default.step_time == pytest.approx(prop.step_time)


def test_batch_shares_override_and_explicit_devices():
    graph, grouping = chain(2, param=1000)
    t = topo((SLOW, 2))
    sim = ClusterSimulator(graph, grouping, t)
    skewed = sim.simulate(everywhere(grouping, (0,), batch_shares={0: 0.75, 1: 0.25}), options=NO_LAT)
    flops = sum(n.flops for n in graph.nodes)
    assert skewed.device_features[0]["busy"] == pytest.approx(0.75 * flops / 1e12)
    assert skewed.device_features[1]["busy"] == pytest.approx(0.25 * flops / 1e12)
    with pytest.raises(TagError, match="no positive share for device 1"):
        sim.simulate(everywhere(grouping, (0,), batch_shares={0: 1.0}))


def test_replicas_get_the_lowering_integer_rows():
    """Rows come from core.execution (as in `tag apply`): integer, largest remainder; share = rows / batch."""
    graph, grouping = chain(2, param=1000, batch=10)
    t = topo((FAST, 1), (SLOW, 1))
    sim = ClusterSimulator(graph, grouping, t)
    result = sim.simulate(everywhere(grouping, (0, 1)), options=NO_LAT)     # 2:1 by peak FLOP/s: 6.67 / 3.33
    expected = replica_rows(10, (0, 1), share_weights((0, 1), t, graph, None))
    assert [(r.device, r.rows) for r in expected] == [(0, (0, 7)), (1, (7, 10))]
    layouts = sim.layouts.for_strategy(everywhere(grouping, (0, 1)), NO_LAT)
    assert all(L.rows == {0: (0, 7), 1: (7, 10)} for L in layouts)
    flops = sum(n.flops for n in graph.nodes)
    assert result.device_features[0]["busy"] == pytest.approx(0.7 * flops / 2e12)
    assert result.device_features[1]["busy"] == pytest.approx(0.3 * flops / 1e12)


def test_zero_row_replicas_are_dropped():
    graph, grouping = chain(1, param=100_000_000, batch=2)
    t = topo((SLOW, 4), intra=10e9)
    sim = ClusterSimulator(graph, grouping, t)
    result = sim.simulate(everywhere(grouping, (0,)), options=NO_LAT)       # 4 devices, 2 rows: 2 replicas
    assert result.sync_time == pytest.approx(ring_allreduce_time(1e8, 2, 10e9, 0.0))
    assert result.step_time == pytest.approx(node_time(graph, SLOW) / 2 + 1e8 / 10e9, rel=1e-6)
    for d in (2, 3):                                                      # no rows: nothing placed there
        assert result.peak_memory[d] == 0 and result.device_features[d]["busy"] == 0
        assert result.device_features[d]["groups"] == 0
    # PS: a device of the group without rows may host the PS (both replicas push to it) ...
    ps = Strategy([GroupDecision((0,), Replication.PS, {0: GradSync.PS}, {0: 3})])
    traced = sim.simulate(ps, trace=True, options=NO_LAT)
    assert [e.tid for e in traced.events if e.cat == "sync"] == ["ps@gpu3 m0"]
    assert traced.sync_time == pytest.approx(1e8 / 10e9 + 2 * 1e8 / 10e9)   # pushes in parallel; gpu1 pulls from gpu0
    # ... a PS device outside the group is replaced by the replicas round-robin (parameter 0: gpu0)
    elsewhere = Strategy([GroupDecision((0,), Replication.PS, {0: GradSync.PS}, {0: 9})])
    traced = sim.simulate(elsewhere, trace=True, options=NO_LAT)
    assert [e.tid for e in traced.events if e.cat == "sync"] == ["ps@gpu0 m0"]
    assert traced.sync_time == pytest.approx(2 * 1e8 / 10e9)
    # one row: a single replica is left, which runs unreplicated (no sync)
    graph1, grouping1 = chain(1, param=100_000_000, batch=1)
    single = ClusterSimulator(graph1, grouping1, t).simulate(everywhere(grouping1, (0,)), options=NO_LAT)
    assert single.num_syncs == 0 and single.sync_time == 0
    assert single.step_time == pytest.approx(node_time(graph1, SLOW))
    assert [d for d in range(4) if single.peak_memory[d]] == [0]


def test_ps_and_allreduce_follow_their_formulas():
    graph, grouping = chain(1, param=100_000_000)
    t = topo((SLOW, 2), intra=10e9)
    sim = ClusterSimulator(graph, grouping, t)
    ar = sim.simulate(everywhere(grouping, (0,), Replication.ALLREDUCE), options=NO_LAT)
    ps = sim.simulate(everywhere(grouping, (0,), Replication.PS), options=NO_LAT)
    assert ar.sync_time == pytest.approx(1e8 / 10e9)         # ring: 2·(1/2)·B/β
    assert ps.sync_time == pytest.approx(2 * 1e8 / 10e9)     # push B + pull B through the PS port
    assert ps.step_time - ar.step_time == pytest.approx(1e8 / 10e9)
    # across machines (1 GPU each, 1 GB/s NICs)
    t2 = topo((SLOW, 1), (SLOW, 1), nic=1e9)
    sim2 = ClusterSimulator(graph, grouping, t2)
    ar2 = sim2.simulate(everywhere(grouping, (0, 1), Replication.ALLREDUCE), options=NO_LAT)
    ps2 = sim2.simulate(everywhere(grouping, (0, 1), Replication.PS), options=NO_LAT)
    assert ar2.sync_time == pytest.approx(1e8 / 1e9)         # ring over 2 machines: 2·(1/2)·B/β_net
    assert ps2.sync_time == pytest.approx(2 * 1e8 / 1e9)     # remote worker pushes and pulls B
    # grad_sync per parameter overrides the replication default; ps_device is honoured
    mixed = Strategy([GroupDecision((0,), Replication.ALLREDUCE, {0: GradSync.PS}, {0: 1})])
    res = sim.simulate(mixed, trace=True, options=NO_LAT)
    assert res.sync_time == pytest.approx(2 * 1e8 / 10e9)
    assert any(e.cat == "sync" and "ps@gpu1" in str(e.tid) for e in res.events)


def test_duplicate_has_no_sync_and_full_compute():
    graph, grouping = chain(3)
    t = topo((SLOW, 2))
    result = ClusterSimulator(graph, grouping, t).simulate(everywhere(grouping, (0,), Replication.DUPLICATE))
    assert result.num_syncs == 0 and result.sync_time == 0
    assert result.step_time == pytest.approx(node_time(graph, SLOW))
    assert result.utilisation[0] == pytest.approx(1.0) and result.utilisation[1] == pytest.approx(1.0)


# ------------------------------------------------------------------------------ memory
def test_oom_when_parameters_exceed_memory():
    graph, grouping = chain(2, param=6 * GIB)       # 2 × (6 GiB weight + 6 GiB gradient) > 16 GiB
    t = topo((SLOW, 2))
    sim = ClusterSimulator(graph, grouping, t)
    result = sim.simulate(everywhere(grouping, (0,)))
    assert not result.feasible and result.oom_devices == [0, 1]
    assert result.peak_memory[0] == 2 * (6 * GIB + 6 * GIB) + 2 * (1 << 20) // 2
    assert result.device_features[0]["peak_memory_fraction"] > 1
    # without the gradient buffer: 12 GiB + activations fit
    fits = sim.simulate(everywhere(grouping, (0,)), options=SimOptions(gradient_memory=False))
    assert fits.feasible and fits.oom_devices == []


def test_model_parallel_halves_memory():
    # two weights in the group, consumed by two matmuls of equal flops → one per device
    graph, grouping = _two_weight_group()
    t = topo((SLOW, 2))
    sim = ClusterSimulator(graph, grouping, t)
    rep = sim.simulate(everywhere(grouping, (0,), Replication.ALLREDUCE))
    mp = sim.simulate(everywhere(grouping, (0,), Replication.MODEL_PARALLEL))
    assert mp.num_syncs == 0
    for d in (0, 1):
        assert mp.peak_memory[d] == pytest.approx(rep.peak_memory[d] / 2, rel=0.01)
    # both devices compute (one matmul each) and the cut edge is charged
    assert mp.device_features[0]["busy"] > 0 and mp.device_features[1]["busy"] > 0
    assert mp.comm_time > 0


def test_model_parallel_parts_come_from_core_execution():
    """METIS parts of `execution.model_parallel_parts` (node times of the first device's chip), part j
    on the j-th device; each device computes its part at its own chip's speed."""
    graph, grouping = _two_weight_group()
    t = topo((SLOW, 1), (FAST, 1))
    sim = ClusterSimulator(graph, grouping, t)
    result = sim.simulate(everywhere(grouping, (0, 1), Replication.MODEL_PARALLEL))
    parts = model_parallel_parts(graph, grouping.groups[0], (0, 1), t)
    assert len(parts) == 2
    for d, chip in ((0, SLOW), (1, FAST)):
        busy = sum(max(graph.nodes[n].flops / chip.peak_flops_for("f32"),
                       (graph.nodes[n].bytes_read + graph.nodes[n].output_bytes) / chip.memory_bandwidth)
                   for n in parts[d] if graph.nodes[n].op_name != "arg")
        assert result.device_features[d]["busy"] == pytest.approx(busy)
    # more devices than parts: the devices without a part hold and run nothing
    t8 = topo((SLOW, 8))
    k = len(model_parallel_parts(graph, grouping.groups[0], tuple(range(8)), t8))
    assert 1 < k < 8
    mp8 = ClusterSimulator(graph, grouping, t8).simulate(everywhere(grouping, (0,), Replication.MODEL_PARALLEL))
    assert [f["groups"] for f in mp8.device_features] == [1.0] * k + [0.0] * (8 - k)
    assert all(mp8.peak_memory[d] == 0 and mp8.device_features[d]["busy"] == 0 for d in range(k, 8))


def _two_weight_group() -> tuple[CompGraph, Grouping]:
    P, A, F = 2 * GIB, 1 << 20, 1e9
    n: list[OpNode] = []

    def add(op, role, fl=0.0, out=0, inputs=(), batch_dim=None, param=None):
        n.append(OpNode(len(n), op, "t", role, fl, sum(b for _, b in inputs), out, list(inputs), batch_dim, param))
        return len(n) - 1

    x = add("arg", Role.BATCH, out=A, batch_dim=0)
    w0 = add("arg", Role.PARAM, out=P, param=0)
    w1 = add("arg", Role.PARAM, out=P, param=1)
    h = add("stablehlo.dot_general", Role.FORWARD, F, A, [(x, A), (w0, P)], 0)
    y = add("stablehlo.dot_general", Role.FORWARD, F, A, [(h, A), (w1, P)], 0)
    g1 = add("stablehlo.dot_general", Role.GRADIENT, F, P, [(h, A), (y, A)], None, 1)
    u1 = add("stablehlo.add", Role.UPDATE, 0.0, P, [(w1, P), (g1, P)], None, 1)
    dh = add("stablehlo.dot_general", Role.BACKWARD, F, A, [(y, A), (w1, P)], 0)
    g0 = add("stablehlo.dot_general", Role.GRADIENT, F, P, [(x, A), (dh, A)], None, 0)
    u0 = add("stablehlo.add", Role.UPDATE, 0.0, P, [(w0, P), (g0, P)], None, 0)
    params = [ParamInfo("w0", w0, P, g0, [u0]), ParamInfo("w1", w1, P, g1, [u1])]
    group = OpGroup(0, list(range(len(n))), 5 * F, 2 * P, 2 * A, True, [0, 1])
    return CompGraph(n, params, 8), Grouping([group], [0] * len(n), {})


# ----------------------------------------------------------------------- sync scheduling
def test_sync_after_backward_is_never_faster_and_fusion_counts_buckets():
    graph, grouping = chain(6, param=50_000_000)
    t = topo((SLOW, 2), (SLOW, 2), nic=1e9)
    sim = ClusterSimulator(graph, grouping, t)
    dp = data_parallel(grouping, t, proportional=False)
    overlap = sim.simulate(dp)
    after = sim.simulate(dp, options=SimOptions(grad_sync_after_backward=True))
    assert after.step_time > overlap.step_time
    assert overlap.num_syncs == after.num_syncs == 6
    fused = sim.simulate(dp, options=SimOptions(fusion_bytes=1 << 40))             # one bucket
    assert fused.num_syncs == 1
    pairs = sim.simulate(dp, options=SimOptions(fusion_bytes=100_000_000))       # 2 gradients a bucket
    assert pairs.num_syncs == 3
    fused_after = sim.simulate(dp, options=SimOptions(fusion_bytes=1 << 40, grad_sync_after_backward=True))
    assert fused_after.num_syncs == 1
    # fewer, larger messages pay fewer latencies
    lat = SimOptions(latency_s=1e-3, grad_sync_after_backward=True)
    lat_fused = SimOptions(latency_s=1e-3, grad_sync_after_backward=True, fusion_bytes=1 << 40)
    assert sim.simulate(dp, options=lat_fused).sync_time < sim.simulate(dp, options=lat).sync_time


def test_fusion_buckets_are_per_dtype():
    graph, grouping = chain(4, param=10_000_000)
    for info in graph.params[:2]:                     # two bf16 gradients, two f32 ones
        graph.nodes[info.grad_node].dtype = "bf16"
    t = topo((SLOW, 2))
    sim = ClusterSimulator(graph, grouping, t)
    dp = data_parallel(grouping, t, proportional=False)
    for opts in (SimOptions(fusion_bytes=1 << 40), SimOptions(fusion_bytes=1 << 40, grad_sync_after_backward=True)):
        result = sim.simulate(dp, trace=True, options=opts)
        assert result.num_syncs == 2
        assert sorted(sorted(e.args["params"]) for e in result.events if e.cat == "sync") == [[0, 1], [2, 3]]


def test_updates_wait_for_their_gradient_sync():
    graph, grouping = chain(1, param=100_000_000, update_flops=1e9)
    t = topo((SLOW, 2), intra=10e9)
    result = ClusterSimulator(graph, grouping, t).simulate(everywhere(grouping, (0,)), trace=True, options=NO_LAT)
    sync = [e for e in result.events if e.cat == "sync"]
    assert len(sync) == 1
    computes = sorted((e for e in result.events if e.cat == "compute" and e.tid == "gpu0"), key=lambda e: e.start_s)
    assert computes[-1].start_s == pytest.approx(sync[0].end_s)
    assert result.step_time == pytest.approx(computes[-1].end_s)


def test_an_unsplit_groups_update_runs_in_place_as_the_lowering_runs_it():
    """The lowering defers only pieces that read a synchronised gradient (`updates_last`): the last
    layer's group on one device of a split machine updates right after its gradient, before the other
    groups' backward pass goes on there, as one piece; split over the machine's two GPUs its update
    reads an AllReduced gradient and waits for the end of the backward pass."""
    from tag.runtime.sim.order import processing_order

    graph, grouping = chain(3, update_flops=5e9)
    t = topo((SLOW, 2), intra=10e9)
    sim = ClusterSimulator(graph, grouping, t)
    split = everywhere(grouping, (0,))
    alone = Strategy([GroupDecision((0,), Replication.ALLREDUCE, {}, devices=(0,)) if g.id == 2 else d
                      for g, d in zip(grouping.groups, split.decisions)])
    for strategy, deferred in ((split, True), (alone, False)):
        steps, merged = processing_order(sim, sim.layouts.for_strategy(strategy, NO_LAT))
        with_update = [s for s in steps if any(graph.nodes[n].role is Role.UPDATE and grouping.group_of[n] == 2
                                               for c in merged.get(s[0], (s[0],)) for n in sim.chunks[c].nodes)]
        assert with_update and all(s[2] is deferred for s in with_update)
        result = sim.simulate(strategy, trace=True, options=NO_LAT)
        on_gpu0 = [e for e in result.events if e.cat == "compute" and e.tid == "gpu0"]
        update_end = max(e.end_s for e in on_gpu0 if e.args["chunk"] in {s[0] for s in with_update})
        backward_end = max(e.end_s for e in on_gpu0 if e.name != "group 2" and not e.args["post"])
        assert (update_end < backward_end) is not deferred      # in place: before the others' backward ends


def test_batched_rows_cross_into_a_machine_once_then_relay():
    """Two devices of machine 1 both need all 8 rows of a value split over machine 0's two replicas:
    the first fetches them over the network, the second copies them from it over the pair link
    (the lowering's `assemble` makes the first device a holder), so machine 1 receives the rows once."""
    from tag.runtime.sim.cluster import ClusterTables
    from tag.runtime.sim.transfers import TransferPlans

    t = topo((SLOW, 2), (SLOW, 2))
    plans = TransferPlans(ClusterTables.from_topology(t, 1.0), 8)
    plan = plans.build_from([(0, 0, 4), (1, 4, 8)], [(2, 0, 8), (3, 0, 8)])
    (entry,) = plan.entries
    assert entry.machine == 1
    assert sum(c.rows for _, c in entry.network) == pytest.approx(1.0)       # every row once
    assert sum(c.batched_msgs for _, c in entry.network) == 2                # one segment per replica
    assert sum(c.rows for c in entry.relay) == pytest.approx(1.0) and not entry.pairs


def test_what_reads_a_deferred_update_is_deferred_after_it():
    """A one-device group reading the result of a split group's update (which waits for its
    AllReduce and is deferred) is deferred too and runs after it: the order stays topological."""
    from tag.runtime.sim.order import processing_order

    base, grouping = chain(2, param=1_000_000)
    update_1 = base.params[1].update_nodes[0]
    reader = OpNode(len(base.nodes), "stablehlo.negate", "t:reader", Role.UPDATE, 1e6, 1_000_000, 1_000_000,
                    [(update_1, 1_000_000)])
    graph = CompGraph(base.nodes + [reader], base.params, base.batch_size, "chain+reader")
    group_of = grouping.group_of + [0]
    groups = [OpGroup(g.id, g.nodes + ([reader.id] if g.id == 0 else []), g.flops, g.param_bytes,
                      g.activation_bytes, g.batch_scaled, g.params) for g in grouping.groups]
    grouping = Grouping(groups, group_of, {**grouping.edges, (1, 0): 1_000_000})
    t = topo((SLOW, 2), intra=10e9)
    sim = ClusterSimulator(graph, grouping, t)
    split = everywhere(grouping, (0,))
    strategy = Strategy([GroupDecision((0,), Replication.ALLREDUCE, {}, devices=(0,)) if g.id == 0 else d
                         for g, d in zip(grouping.groups, split.decisions)])
    steps, merged = processing_order(sim, sim.layouts.for_strategy(strategy, NO_LAT))

    def position(node: int) -> int:
        return next(i for i, s in enumerate(steps) if sim.chunk_graph.chunk_of[node] in merged.get(s[0], (s[0],)))

    assert steps[position(update_1)][2] and steps[position(reader.id)][2]
    assert position(update_1) < position(reader.id)
    result = sim.simulate(strategy, trace=True, options=NO_LAT)
    ends = {e.args["chunk"]: e.end_s for e in result.events if e.cat == "compute"}
    starts = {e.args["chunk"]: e.start_s for e in result.events if e.cat == "compute"}
    assert starts[steps[position(reader.id)][0]] >= ends[steps[position(update_1)][0]] - 1e-12


# ------------------------------------------------------------------------------ transfers
def test_transfers_when_placements_differ():
    act = 100_000_000
    graph, grouping = chain(2, act=act, param=1000)
    t = topo((SLOW, 1), (SLOW, 1), nic=1e9)
    sim = ClusterSimulator(graph, grouping, t)
    split = Strategy([GroupDecision((0,), Replication.ALLREDUCE), GroupDecision((1,), Replication.ALLREDUCE)])
    result = sim.simulate(split, trace=True, options=NO_LAT)
    # forward activation (group 0 → 1), then the input gradient back (group 1 → 0), each A / NIC
    assert result.transfer_time == pytest.approx(2 * act / 1e9)
    assert result.step_time == pytest.approx(node_time(graph, SLOW) + 2 * act / 1e9)
    nic = [e for e in result.events if e.cat == "transfer"]
    assert {e.tid for e in nic} == {"nic m0->m1", "nic m1->m0"}
    assert result.group_features[0]["comm_out"] == pytest.approx(act / 1e9)
    assert result.group_features[1]["comm_in"] == pytest.approx(act / 1e9)
    for d in (0, 1):   # each NIC sent one activation and received one
        assert result.device_features[d]["nic_busy"] == pytest.approx(2 * act / 1e9 / result.step_time)
    same = sim.simulate(Strategy([GroupDecision((0,), Replication.ALLREDUCE)] * 2), options=NO_LAT)
    assert same.transfer_time == 0


def test_resplit_moves_bytes_in_proportion_to_shares():
    act = 100_000_000
    graph, grouping = chain(2, act=act, param=1000)
    t = topo((SLOW, 1), (SLOW, 1), nic=1e9)
    sim = ClusterSimulator(graph, grouping, t)
    # group 0 on both machines (half the batch each), group 1 on machine 0 only: half crosses
    s = Strategy([GroupDecision((0, 1), Replication.ALLREDUCE), GroupDecision((0,), Replication.ALLREDUCE)])
    result = sim.simulate(s, trace=True, options=NO_LAT)
    nic = [e for e in result.events if e.tid == "nic m1->m0"]
    assert nic and nic[0].args["bytes"] == pytest.approx(act / 2)
    back = [e for e in result.events if e.tid == "nic m0->m1"]
    assert back and back[0].args["bytes"] == pytest.approx(act / 2)     # dX back to machine 1's replica


def _node_adder(n: list[OpNode]):
    """`add(op, role, flops, out bytes, inputs, batch_dim)`: appends a node to `n`, returns its id."""

    def add(op, role, fl=0.0, out=0, inputs=(), batch_dim=None):
        n.append(OpNode(len(n), op, "t", role, fl, sum(b for _, b in inputs), out, list(inputs), batch_dim))
        return len(n) - 1
    return add


def _two_feeds_into_one(A: int, b_flops: float = 1e9):
    """Nodes 0..4: two batch args, a = tanh(x0), b = tanh(x1) (`b_flops`), add(a, b); returns
    (nodes, add, a) so a test can append more."""
    n: list[OpNode] = []
    add = _node_adder(n)
    x0 = add("arg", Role.BATCH, out=A, batch_dim=0)
    x1 = add("arg", Role.BATCH, out=A, batch_dim=0)
    a = add("stablehlo.tanh", Role.FORWARD, 1e9, A, [(x0, A)], 0)
    b = add("stablehlo.tanh", Role.FORWARD, b_flops, A, [(x1, A)], 0)
    add("stablehlo.add", Role.FORWARD, 1e9, A, [(a, A), (b, A)], 0)
    return n, add, a


def test_nic_ingress_is_shared():
    """Two groups on machines 0 and 1 both feed a group on machine 2: its NIC receives one after
    the other."""
    A = 100_000_000
    n, _, _ = _two_feeds_into_one(A)
    group_of = [0, 1, 0, 1, 2]
    groups = [OpGroup(g, [i for i in range(5) if group_of[i] == g], 1e9, 0, A, True) for g in range(3)]
    graph, grouping = CompGraph(n, [], 8), Grouping(groups, group_of, {(0, 2): A, (1, 2): A})
    t = topo((SLOW, 1), (SLOW, 1), (SLOW, 1), nic=1e9)
    s = Strategy([GroupDecision((g,), Replication.ALLREDUCE) for g in range(3)])
    result = ClusterSimulator(graph, grouping, t).simulate(s, trace=True, options=NO_LAT)
    assert result.step_time == pytest.approx(1e-3 + 2 * A / 1e9 + 1e-3)
    ends = sorted(e.end_s for e in result.events if e.cat == "transfer")
    assert ends == [pytest.approx(1e-3 + A / 1e9), pytest.approx(1e-3 + 2 * A / 1e9)]


def test_a_source_nic_is_held_only_by_its_own_moves():
    """Machines 0 and 1 both send a value into machine 2 (its ingress receives them one after the
    other, machine 0's first: made first); machine 0 then sends its value on to a group on machine 3. Every NIC queue is a FIFO of
    the moves that use it, as the program simulator books them: machine 0's second move waits for its
    own first move only, not for machine 1's move into machine 2 that came after it (which the search
    model used to hold every source of an ingress sequence for: one move longer)."""
    A = 100_000_000
    n, add, a = _two_feeds_into_one(A, b_flops=2e9)       # b is made after a
    add("stablehlo.negate", Role.FORWARD, 1e9, A, [(a, A)], 0)
    group_of = [0, 1, 0, 1, 2, 3]
    groups = [OpGroup(g, [i for i in range(6) if group_of[i] == g], 2e9 if g == 1 else 1e9, 0, A, True)
              for g in range(4)]
    graph, grouping = CompGraph(n, [], 8), Grouping(groups, group_of, {(0, 2): A, (1, 2): A, (0, 3): A})
    t = topo((SLOW, 1), (SLOW, 1), (SLOW, 1), (SLOW, 1), nic=1e9)
    s = Strategy([GroupDecision((g,), Replication.ALLREDUCE) for g in range(4)])
    result = ClusterSimulator(graph, grouping, t).simulate(s, trace=True, options=NO_LAT)
    move = A / 1e9
    out_of_0 = sorted((e.start_s, e.end_s) for e in result.events if e.tid.startswith("nic m0->"))
    assert out_of_0 == [(pytest.approx(1e-3), pytest.approx(1e-3 + move)),
                        (pytest.approx(1e-3 + move), pytest.approx(1e-3 + 2 * move))]
    assert result.step_time == pytest.approx(1e-3 + 2 * move + 1e-3)


def test_groups_holding_forward_and_backward_do_not_deadlock():
    """METIS groups hold a layer's forward and backward ops: the group graph has cycles (g0 → g1 in
    forward, g1 → g0 in backward); the simulator splits groups into acyclic chunks."""
    graph, grouping = chain(5)
    assert (0, 1) in grouping.edges and (1, 0) in grouping.edges
    sim = ClusterSimulator(graph, grouping, topo((SLOW, 1), (SLOW, 1)))
    assert len(sim.chunks) >= 2 * 5
    for c in sim.chunks:
        for src, *_ in c.in_edges:
            assert src < c.id       # every dependency comes earlier in the processing order


# --------------------------------------------------------------------- features and trace
def test_features_and_trace_are_sane(tmp_path):
    graph, grouping = chain(6, param=10_000_000)
    t = topo((FAST, 2), (SLOW, 2), nic=1e9)
    sim = ClusterSimulator(graph, grouping, t)
    rng = random.Random(3)
    for _ in range(20):
        decisions = []
        for g in grouping.groups:
            machines = tuple(sorted(rng.sample(range(2), rng.randint(1, 2))))
            devices = ()
            if rng.random() < 0.3:          # an explicit device subset: per-device clocks
                devices = tuple(sorted({2 * m + rng.randint(0, 1) for m in machines}))
            decisions.append(GroupDecision(machines, rng.choice(list(Replication)),
                                           {p: rng.choice(list(GradSync)) for p in g.params}, devices=devices))
        result = sim.simulate(Strategy(decisions), trace=True)
        plain = sim.simulate(Strategy(decisions))          # no trace: the short paths give the same answer
        assert plain.step_time == result.step_time and plain.events == []
        assert plain.group_features == result.group_features and plain.peak_memory == result.peak_memory
        assert result.step_time > 0 and math.isfinite(result.step_time)
        assert len(result.group_features) == len(grouping.groups)
        assert all(tuple(f) == GROUP_FEATURES for f in result.group_features)
        assert len(result.device_features) == 4 and all(tuple(f) == DEVICE_FEATURES for f in result.device_features)
        for f in result.group_features:
            assert 0 <= f["start"] <= f["finish"] <= result.step_time + 1e-12
        for d in range(4):
            assert 0 <= result.utilisation[d] <= 1 + 1e-9
            assert result.idle_time[d] == pytest.approx(result.step_time * (1 - result.utilisation[d]), abs=1e-12)
        by_tid: dict = {}
        for e in result.events:
            assert e.dur_s >= 0 and e.start_s >= -1e-15 and e.end_s <= result.step_time + 1e-9
            if e.cat == "compute":
                by_tid.setdefault((e.pid, e.tid), []).append(e)
        for evs in by_tid.values():   # one compute stream per GPU: no overlap
            evs.sort(key=lambda e: e.start_s)
            for a, b in zip(evs, evs[1:]):
                assert b.start_s >= a.end_s - 1e-12
    path = tmp_path / "trace.json"
    result.write_trace(path, {"strategy": "random"})
    data = json.loads(path.read_text())
    assert any(e["ph"] == "X" for e in data["traceEvents"])
    assert data["otherData"]["strategy"] == "random"
    with pytest.raises(TagError, match="trace=True"):
        plain.write_trace(tmp_path / "none.json")


def test_bad_strategies_are_tag_errors():
    graph, grouping = chain(2)
    sim = ClusterSimulator(graph, grouping, topo((SLOW, 1)))
    with pytest.raises(TagError, match="1 decisions for 2 op groups"):
        sim.simulate(Strategy([GroupDecision((0,), Replication.ALLREDUCE)]))
    with pytest.raises(TagError, match="machine 3 does not exist"):
        sim.simulate(Strategy([GroupDecision((3,), Replication.ALLREDUCE)] * 2))
    with pytest.raises(TagError, match="placed on no machine"):
        sim.simulate(Strategy([GroupDecision((), Replication.ALLREDUCE)] * 2))


def test_speed_bench_runs_small():
    from tag.bench.simulator_speed import run_simulator_speed_bench, summary

    result = run_simulator_speed_bench(strategies=5, repeats=1, groups=8)
    assert result["random_sims_per_s"] > 0 and result["devices"] == 32
    assert "sims/s" in summary(result)


def _two_gradients(still_partial: bool) -> tuple[CompGraph, Grouping]:
    """One group, two parameters; g1 is made from the synchronised g0. `still_partial`: g1 is a row sum
    scaled by a function of g0 (as through a global norm: still a partial sum, synchronised itself);
    otherwise g1 = g0 · w1 (made from the synchronised g0 only: the same on every replica)."""
    P, A = 10_000_000, 1 << 20
    n: list[OpNode] = []

    def add(op, role, fl=0.0, out=0, inputs=(), batch_dim=None, param=None):
        n.append(OpNode(len(n), op, "t", role, fl, sum(b for _, b in inputs), out, list(inputs), batch_dim, param))
        return len(n) - 1

    x = add("arg", Role.BATCH, out=A, batch_dim=0)
    w0 = add("arg", Role.PARAM, out=P, param=0)
    w1 = add("arg", Role.PARAM, out=P, param=1)
    h = add("stablehlo.dot_general", Role.FORWARD, 1e9, A, [(x, A), (w0, P)], 0)
    g0 = add("stablehlo.dot_general", Role.GRADIENT, 1e9, P, [(x, A), (h, A)], None, 0)
    if still_partial:
        r1 = add("stablehlo.dot_general", Role.BACKWARD, 1e9, P, [(x, A), (h, A)])
        scale = add("stablehlo.sqrt", Role.UPDATE, 1e6, P, [(g0, P)])
        g1 = add("stablehlo.multiply", Role.GRADIENT, 1e9, P, [(r1, P), (scale, P)], None, 1)
    else:
        g1 = add("stablehlo.multiply", Role.GRADIENT, 1e9, P, [(g0, P), (w1, P)], None, 1)
    u0 = add("stablehlo.add", Role.UPDATE, 1e9, P, [(w0, P), (g0, P)], None, 0)
    u1 = add("stablehlo.add", Role.UPDATE, 1e9, P, [(w1, P), (g1, P)], None, 1)
    params = [ParamInfo("w0", w0, P, g0, [u0]), ParamInfo("w1", w1, P, g1, [u1])]
    graph = CompGraph(n, params, 8)
    return graph, Grouping([OpGroup(0, list(range(len(n))), 5e9, 2 * P, A, True, [0, 1])], [0] * len(n), {})


def test_gradient_downstream_of_another_gradient_syncs_only_while_a_partial_sum():
    """A gradient made from another, synchronised gradient is ready in the update phase. As the lowering
    (`distribute.analysis`: every gradient is read as its sum) it is synchronised only while it is still a
    partial sum (a row sum scaled through a global norm), after the first; made from the synchronised
    gradient alone it is the same on every replica and nothing syncs it. In every sync mode."""
    for still_partial in (True, False):
        graph, grouping = _two_gradients(still_partial)
        sim = ClusterSimulator(graph, grouping, topo((SLOW, 2), intra=1e9))
        s = everywhere(grouping, (0,))
        for opts in (SimOptions(), SimOptions(grad_sync_after_backward=True),
                     SimOptions(grad_sync_after_backward=True, fusion_bytes=1 << 40), SimOptions(fusion_bytes=1 << 40)):
            result = sim.simulate(s, trace=True, options=opts)
            syncs = {e.args["params"][0]: e for e in result.events if e.cat == "sync"}
            if still_partial:
                assert result.num_syncs == 2 and set(syncs) == {0, 1}
                assert syncs[1].start_s >= syncs[0].end_s - 1e-12       # g1 needs the synced g0's update phase
                assert result.step_time >= syncs[1].end_s
            else:
                assert result.num_syncs == 1 and set(syncs) == {0}
                assert result.step_time > syncs[0].end_s                 # g1 and both updates follow g0's sync


def test_results_pickle_and_compare():
    import copy
    import pickle

    graph, grouping = chain(2)
    sim = ClusterSimulator(graph, grouping, topo((SLOW, 2)))
    a = sim.simulate(everywhere(grouping, (0,)))
    b = pickle.loads(pickle.dumps(a))
    assert b == a and b.group_features == a.group_features
    assert copy.deepcopy(sim.simulate(everywhere(grouping, (0,)))).device_features == a.device_features


def test_links_run_at_the_calibrated_fraction_of_nominal_by_default():
    """Both simulators take link efficiency and per-step latency from core.calibration.COLLECTIVES."""
    from tag.core.calibration import COLLECTIVES

    graph, grouping = chain(2, param=100_000_000, flops=1e3)
    t = topo((FAST, 2))
    calibrated = _ClusterSimulator(graph, grouping, t).simulate(everywhere(grouping, (0,)), options=NO_LAT)
    nominal = ClusterSimulator(graph, grouping, t).simulate(everywhere(grouping, (0,)), options=NO_LAT)
    assert calibrated.sync_time == pytest.approx(nominal.sync_time / COLLECTIVES.bandwidth_efficiency)
    assert SimOptions().latency_s == COLLECTIVES.latency_s
    with pytest.raises(TagError, match="link efficiency"):
        _ClusterSimulator(graph, grouping, t, link_efficiency=1.5)


def test_every_chunk_pays_the_chips_executable_cost():
    """A chunk is one piece of the lowering: `KernelModel.executable_s` once per chunk run."""
    from dataclasses import replace

    graph, grouping = chain(3, param=1000)
    slow = replace(FAST, kernels=replace(FAST.kernels, executable_s=1e-3))
    base_sim = ClusterSimulator(graph, grouping, topo((FAST, 1)))
    slow_sim = ClusterSimulator(graph, grouping, topo((slow, 1)))
    base = base_sim.simulate(single_device(grouping, base_sim.topology, 0), options=NO_LAT)
    with_exe = slow_sim.simulate(single_device(grouping, slow_sim.topology, 0), options=NO_LAT)
    from tag.runtime.sim.order import processing_order

    strategy = single_device(grouping, slow_sim.topology, 0)
    steps, _ = processing_order(slow_sim, slow_sim.layouts.for_strategy(strategy, NO_LAT))
    pieces = [s for s in steps if slow_sim.chunks[s[0]].nodes]
    # on one device a group's chunks of one stage, its update (which reads its own, unsynchronised
    # gradient) included, are one piece, as the lowering makes them (`chunks.JoinedRun`): 5 of 8 here
    static = [c for c in slow_sim.chunk_graph.chunks[:len(slow_sim.chunk_graph.steps)] if c.nodes]
    assert len(pieces) == len({(c.group, c.stage) for c in static}) == 5 < len(static)
    assert with_exe.step_time == pytest.approx(base.step_time + len(pieces) * 1e-3)


def test_every_chunk_pays_per_argument_and_result_buffer():
    """`input_s` once per argument buffer of a chunk's piece (step arguments and values of other
    chunks it reads, constants excluded), `output_s` once per result buffer, as program_sim charges
    a compute task's `inputs` and `outputs`."""
    from dataclasses import replace

    from tag.runtime.sim.order import processing_order

    graph, grouping = chain(3, param=1000)
    base_sim = ClusterSimulator(graph, grouping, topo((FAST, 1)))
    strategy = single_device(grouping, base_sim.topology, 0)
    steps, _ = processing_order(base_sim, base_sim.layouts.for_strategy(strategy, NO_LAT))
    chunks = [base_sim.chunks[s[0]] for s in steps if base_sim.chunks[s[0]].nodes]    # the pieces that run
    ins, outs = sum(c.n_inputs for c in chunks), sum(c.n_outputs for c in chunks)
    assert ins >= len(chunks) and outs >= 1
    for c in chunks:          # the chain: every piece reads its parameter and (but the first) the previous value
        reads = {p for i in c.nodes for p, _ in graph.nodes[i].inputs if p not in c.nodes}
        assert c.n_inputs == len([p for p in reads if graph.nodes[p].op_name != "stablehlo.constant"])
    base = base_sim.simulate(strategy, options=NO_LAT).step_time
    for field, count in (("input_s", ins), ("output_s", outs)):
        chip = replace(FAST, kernels=replace(FAST.kernels, **{field: 1e-3}))
        sim = ClusterSimulator(graph, grouping, topo((chip, 1)))
        got = sim.simulate(single_device(grouping, sim.topology, 0), options=NO_LAT).step_time
        assert got == pytest.approx(base + count * 1e-3), field


def test_moves_inside_a_machine_queue_behind_earlier_ones():
    """Two split groups' batched outputs gathered at the same time by a duplicated group on the same two
    devices: the lowering moves each half over the device-pair links one value after the other
    (`program_sim`: a FIFO per link), so the search model queues a machine's re-splits too — two moves'
    time, not one (the gap that made a plan of duplicated groups look twice as fast as it runs)."""
    act = 1 << 24
    nodes = [OpNode(0, "arg", "t:0", Role.BATCH, 0.0, 0, act, [], 0, None),
             OpNode(1, "stablehlo.negate", "t:1", Role.FORWARD, 0.0, act, act, [(0, act)], 0, None),
             OpNode(2, "stablehlo.abs", "t:2", Role.FORWARD, 0.0, act, act, [(0, act)], 0, None),
             OpNode(3, "stablehlo.add", "t:3", Role.FORWARD, 0.0, 2 * act, act, [(1, act), (2, act)], 0, None)]
    group_of = [0, 0, 1, 2]
    groups = [OpGroup(0, [0, 1], 0.0, 0, act, True), OpGroup(1, [2], 0.0, 0, act, True),
              OpGroup(2, [3], 0.0, 0, act, True)]
    graph = CompGraph(nodes, [], 32, "fork")
    grouping = Grouping(groups, group_of, {(0, 1): act, (0, 2): act, (1, 2): act})
    t = topo((FAST, 2), intra=1e9)
    fast = Chip("unit-inf", {"f32": 1e18}, 16 * GIB, 1e18, kernels=IDEAL_KERNELS)
    t = Topology(t.name, tuple(Machine(m.name, fast, m.count, m.intra_bps, m.nic_bps) for m in t.machines),
                 t.inter_bps)
    strategy = Strategy([GroupDecision((0,), Replication.ALLREDUCE), GroupDecision((0,), Replication.ALLREDUCE),
                         GroupDecision((0,), Replication.DUPLICATE)])
    result = ClusterSimulator(graph, grouping, t).simulate(strategy, trace=True, options=NO_LAT)
    half = act / 2 / 1e9                        # each device receives the other device's half of a value
    assert result.step_time == pytest.approx(2 * half, rel=1e-3)
    moves = sorted((e.start_s, e.dur_s) for e in result.events if e.tid == "intra")
    assert len(moves) == 2 and moves[1][0] == pytest.approx(moves[0][0] + moves[0][1], rel=1e-6)
    # moves between disjoint device pairs use disjoint links: they run at the same time
    nodes = [OpNode(0, "arg", "t:0", Role.BATCH, 0.0, 0, act, [], 0, None),
             OpNode(1, "stablehlo.negate", "t:1", Role.FORWARD, 0.0, act, act, [(0, act)], 0, None),
             OpNode(2, "arg", "t:2", Role.BATCH, 0.0, 0, act, [], 0, None),
             OpNode(3, "stablehlo.abs", "t:3", Role.FORWARD, 0.0, act, act, [(2, act)], 0, None),
             OpNode(4, "stablehlo.negate", "t:4", Role.FORWARD, 0.0, act, act, [(1, act)], 0, None),
             OpNode(5, "stablehlo.abs", "t:5", Role.FORWARD, 0.0, act, act, [(3, act)], 0, None)]
    groups = [OpGroup(g, [2 * g, 2 * g + 1] if g < 2 else [g + 2], 0.0, 0, act, True) for g in range(4)]
    pairs = Grouping(groups, [0, 0, 1, 1, 2, 3], {(0, 2): act, (1, 3): act})
    t4 = Topology(t.name, (Machine("m0", fast, 4, 1e9, 1e9),), {})
    apart = Strategy([GroupDecision((0,), Replication.ALLREDUCE, devices=(d,)) for d in (0, 1, 2, 3)])
    result = ClusterSimulator(CompGraph(nodes, [], 32, "pairs"), pairs, t4).simulate(apart, options=NO_LAT)
    assert result.step_time == pytest.approx(act / 1e9, rel=1e-3)


def test_an_unsplit_groups_phases_run_as_one_piece_fetching_in_made_order():
    """Group 1 (one device) reads a late value L in its first phase and an early value E after a
    synchronised read (its second phase: the cut every batch split would need). Unsplit, the lowering
    runs both phases as one piece that fetches E (made at 0.5 ms) before L (made at 2.5 ms), so E's
    move overlaps group 0's work; booked phase by phase, E's move would queue behind L's on the pair
    link and the step would take one move longer. Split over both devices, the sync cuts the phases."""
    big, small = 1 << 24, 4096
    F = 1e9
    nodes = [OpNode(0, "arg", "t:0", Role.BATCH, 0.0, 0, small, [], 0, None),
             OpNode(1, "stablehlo.dot_general", "t:1", Role.FORWARD, F, small, big, [(0, small)], 0, None),   # E
             OpNode(2, "stablehlo.dot_general", "t:2", Role.FORWARD, 4 * F, big, big, [(1, big)], 0, None),   # L
             OpNode(3, "stablehlo.negate", "t:3", Role.FORWARD, 0.0, big, big, [(2, big)], 0, None),
             OpNode(4, "stablehlo.reduce", "t:4", Role.FORWARD, 0.0, big, small, [(3, big)], None, None),  # partial
             OpNode(5, "stablehlo.rsqrt", "t:5", Role.FORWARD, 0.0, small, small, [(4, small)], None, None),  # synced
             OpNode(6, "stablehlo.add", "t:6", Role.FORWARD, 0.0, big + small, big, [(1, big), (5, small)], 0, None)]
    group_of = [0, 2, 0, 1, 1, 1, 1]           # E's own group: made before L on device 0
    groups = [OpGroup(0, [0, 2], 4 * F, 0, big, True), OpGroup(1, [3, 4, 5, 6], 0.0, 0, big, True),
              OpGroup(2, [1], F, 0, big, True)]
    graph = CompGraph(nodes, [], 32, "phases")
    grouping = Grouping(groups, group_of, {(0, 1): big, (0, 2): big, (1, 2): big})
    sim = ClusterSimulator(graph, grouping, topo((FAST, 2), intra=10e9))
    phases = sorted(sim.chunks[c].phase for c in sim.chunk_graph.group_chunks[1])
    assert phases == [0, 1]                     # two phases in the (every group split) chunk graph
    apart = Strategy([GroupDecision((0,), Replication.ALLREDUCE, devices=(0,)),
                      GroupDecision((0,), Replication.ALLREDUCE, devices=(1,)),
                      GroupDecision((0,), Replication.ALLREDUCE, devices=(0,))])
    result = sim.simulate(apart, trace=True, options=NO_LAT)
    move = big / 10e9
    moves = sorted((e.start_s, e.dur_s) for e in result.events if e.tid == "intra")
    assert [round(s / 1e-3, 6) for s, _ in moves] == [0.5, 2.5]     # E at 0.5 ms, L at 2.5 ms
    assert result.step_time == pytest.approx(5 * F / 2e12 + move, rel=1e-6)
    split = Strategy([GroupDecision((0,), Replication.ALLREDUCE, devices=(0,)),
                      GroupDecision((0,), Replication.ALLREDUCE),
                      GroupDecision((0,), Replication.ALLREDUCE, devices=(0,))])
    assert sim.simulate(split, options=NO_LAT).num_syncs == 1


def test_a_whole_value_crosses_the_network_once_per_machine():
    """A duplicate group on a second machine reads an unbatched value of a group on the first: the
    value crosses the network once, to the machine's first device, which its other device then copies
    over the machine's link (the lowering makes a moved whole value a holder), so the step pays one
    network move and one copy after it, not two network moves."""
    S = 1 << 24
    nodes = [OpNode(0, "arg", "t:0", Role.OTHER, 0.0, 0, S, [], None, None),
             OpNode(1, "stablehlo.negate", "t:1", Role.FORWARD, 0.0, S, S, [(0, S)], None, None),
             OpNode(2, "stablehlo.abs", "t:2", Role.FORWARD, 0.0, S, S, [(1, S)], None, None)]
    graph = CompGraph(nodes, [], 32, "relay")
    grouping = Grouping([OpGroup(0, [0, 1], 0.0, 0, S, True), OpGroup(1, [2], 0.0, 0, S, True)], [0, 0, 1],
                        {(0, 1): S})
    fast = Chip("unit-inf", {"f32": 1e18}, 16 * GIB, 1e18, kernels=IDEAL_KERNELS)
    t = topo((fast, 1), (fast, 2), intra=10e9, nic=1e9)
    strategy = Strategy([GroupDecision((0,), Replication.ALLREDUCE), GroupDecision((1,), Replication.DUPLICATE)])
    result = ClusterSimulator(graph, grouping, t).simulate(strategy, trace=True, options=NO_LAT)
    hops = [e for e in result.events if e.cat == "transfer" and e.tid.startswith("nic")]
    assert sum(e.args["bytes"] for e in hops) == S
    assert result.step_time == pytest.approx(S / 1e9 + S / 10e9, rel=1e-6)


def test_a_ps_push_inside_a_machine_queues_on_its_device_pair_link():
    """Group 0 (both GPUs of one machine, PS on gpu1) makes a gradient and a batched value Y; group 1
    (a duplicate: both GPUs compute the whole batch) reads Y. The lowering emits gpu0's push of the
    gradient as a move on link 0 -> 1 before group 1's fetches, so gpu1's fetch of Y's rows from gpu0
    queues behind the push on that link, while gpu0's fetch from gpu1 (link 1 -> 0) does not. (The
    search model makes a machine's re-split ready when its last device pair is done: both GPUs start
    group 1 after the push and the move.)"""
    P, Y, X = 1 << 26, 1 << 28, 4096
    F = 1e9
    nodes = [OpNode(0, "arg", "t:0", Role.BATCH, 0.0, 0, X, [], 0, None),
             OpNode(1, "arg", "t:1", Role.PARAM, 0.0, 0, P, [], None, 0),
             OpNode(2, "stablehlo.dot_general", "t:2", Role.GRADIENT, F, X, P, [(0, X)], None, 0),
             OpNode(3, "stablehlo.dot_general", "t:3", Role.FORWARD, F, X, Y, [(0, X)], 0, None),
             OpNode(4, "stablehlo.add", "t:4", Role.UPDATE, 0.0, 2 * P, P, [(1, P), (2, P)], None, 0),
             OpNode(5, "stablehlo.negate", "t:5", Role.FORWARD, 0.0, Y, Y, [(3, Y)], 0, None)]
    params = [ParamInfo("w", 1, P, 2, [4])]
    group_of = [0, 0, 0, 0, 0, 1]
    groups = [OpGroup(0, [0, 1, 2, 3, 4], 2 * F, P, Y, True, [0]), OpGroup(1, [5], 0.0, 0, Y, True)]
    graph = CompGraph(nodes, params, 32, "ps-push")
    grouping = Grouping(groups, group_of, {(0, 1): Y})
    sim = ClusterSimulator(graph, grouping, topo((FAST, 2), intra=10e9))
    strategy = Strategy([GroupDecision((0,), Replication.PS, {0: GradSync.PS}, {0: 1}),
                         GroupDecision((0,), Replication.DUPLICATE)])
    result = sim.simulate(strategy, trace=True, options=NO_LAT)
    made = 2 * F / 2 / 2e12                     # group 0 on half the batch per GPU
    starts = {e.tid: e.start_s for e in result.events if e.cat == "compute" and e.name == "group 1"}
    assert starts == {"gpu0": pytest.approx(made + P / 10e9 + Y / 2 / 10e9, rel=1e-6),
                      "gpu1": pytest.approx(made + P / 10e9 + Y / 2 / 10e9, rel=1e-6)}


def test_a_gradient_syncs_on_its_owners_ps_device_on_another_machine():
    """Group 0 (machine 0's two GPUs) computes the gradient of a weight owned by group 1, PS on
    machine 1 with its PS device gpu2: the lowering pushes both replicas' gradients to gpu2 over the
    network (`ps_device_of` with the owner's devices), so the sync takes two pushes one after the
    other on gpu2's NIC — not a PS on the producer's own machine. The sum is pulled by the pieces
    that read it, as the lowering fetches it: the update on gpu2 reads it in place, gpu3 copies it
    from gpu2 over the machine's link; nothing goes back over the network."""
    P, X = 100_000_000, 4096
    nodes = [OpNode(0, "arg", "t:0", Role.BATCH, 0.0, 0, X, [], 0, None),
             OpNode(1, "arg", "t:1", Role.PARAM, 0.0, 0, P, [], None, 0),
             OpNode(2, "stablehlo.dot_general", "t:2", Role.GRADIENT, 1e9, X, P, [(0, X)], None, 0),
             OpNode(3, "stablehlo.add", "t:3", Role.UPDATE, 0.0, 2 * P, P, [(1, P), (2, P)], None, 0)]
    graph = CompGraph(nodes, [ParamInfo("w", 1, P, 2, [3])], 32, "owner-ps")
    grouping = Grouping([OpGroup(0, [0, 2], 1e9, 0, 0, True), OpGroup(1, [1, 3], 0.0, P, 0, False, [0])],
                        [0, 1, 0, 1], {(0, 1): P})
    sim = ClusterSimulator(graph, grouping, topo((FAST, 2), (FAST, 2), intra=10e9, nic=1e9))
    strategy = Strategy([GroupDecision((0,), Replication.ALLREDUCE),
                         GroupDecision((1,), Replication.PS, {0: GradSync.PS}, {0: 2})])
    result = sim.simulate(strategy, trace=True, options=NO_LAT)
    [sync] = [e for e in result.events if e.cat == "sync"]
    assert "ps@gpu2" in sync.tid
    assert sync.dur_s == pytest.approx(2 * P / 1e9, rel=1e-3)
    assert [e for e in result.events if e.cat == "transfer"] == []
    assert result.step_time == pytest.approx(sync.end_s + P / 10e9, rel=1e-6)


def test_a_chunk_pulls_its_ps_sums_in_the_order_they_are_made():
    """Two weights PS-synced on gpu0, both read by one update chunk on machine 0: gpu1 pulls both
    sums over the pair link gpu0 -> gpu1, a FIFO. The sum of w1 (a small gradient made first) is
    pulled before the sum of w0 (made last, after a heavy gradient), as the lowering's `fetch_all`
    fetches inputs in the order they are made — in parameter order, w1's pull would queue behind
    w0's and end S / 10e9 later."""
    P, S, X = 100_000_000, 10_000_000, 4096
    nodes = [OpNode(0, "arg", "t:0", Role.BATCH, 0.0, 0, X, [], 0, None),
             OpNode(1, "arg", "t:1", Role.PARAM, 0.0, 0, P, [], None, 0),
             OpNode(2, "arg", "t:2", Role.PARAM, 0.0, 0, S, [], None, 1),
             OpNode(3, "stablehlo.dot_general", "t:3", Role.GRADIENT, 1e9, X, S, [(0, X)], None, 1),
             OpNode(4, "stablehlo.dot_general", "t:4", Role.GRADIENT, 1e12, X, P, [(0, X)], None, 0),
             OpNode(5, "stablehlo.add", "t:5", Role.UPDATE, 0.0, 2 * P, P, [(1, P), (4, P)], None, 0),
             OpNode(6, "stablehlo.add", "t:6", Role.UPDATE, 0.0, 2 * S, S, [(2, S), (3, S)], None, 1)]
    graph = CompGraph(nodes, [ParamInfo("w0", 1, P, 4, [5]), ParamInfo("w1", 2, S, 3, [6])], 32, "pull-order")
    grouping = Grouping([OpGroup(0, [0, 3], 1e9, 0, 0, True), OpGroup(1, [4], 1e12, 0, 0, True),
                         OpGroup(2, [1, 2, 5, 6], 0.0, P + S, 0, False, [0, 1])],
                        [0, 2, 2, 0, 1, 2, 2], {(0, 1): X, (1, 2): P, (0, 2): S})
    sim = ClusterSimulator(graph, grouping, topo((FAST, 2), intra=10e9, nic=1e9))
    strategy = Strategy([GroupDecision((0,), Replication.ALLREDUCE), GroupDecision((0,), Replication.ALLREDUCE),
                         GroupDecision((0,), Replication.PS, {0: GradSync.PS, 1: GradSync.PS}, {0: 0, 1: 0})])
    result = sim.simulate(strategy, trace=True, options=NO_LAT)
    pulls = {e.name: e for e in result.events if e.cat == "pull"}
    first, last = pulls["pull p1 to gpu1"], pulls["pull p0 to gpu1"]
    assert first.end_s <= last.start_s
    assert first.dur_s == pytest.approx(S / 10e9, rel=1e-6) and last.dur_s == pytest.approx(P / 10e9, rel=1e-6)
    [sync0] = [e for e in result.events if e.cat == "sync" and e.args["params"] == [0]]
    assert last.start_s == pytest.approx(sync0.end_s, rel=1e-9)


def test_each_chunk_is_priced_as_one_executable_unless_told_otherwise():
    """`ClusterSimulator(piece_fusion=True)` (the default, what TAG runs): every chunk's kernels cost
    `cost_model.piece_time` of its nodes (fusion stops at the chunk), in the chunk graph and in
    `Layouts.rows_time`; `piece_fusion=False` (a system running one program per device per step, the
    published corpus's frameworks): the whole step's per-node times. Here each weight gradient is an
    elementwise op feeding the update, an elementwise add: one fused kernel in the whole step's view, two
    in the lowering (the gradient is synchronised between them, so they sit in different chunks), where
    the gradient is written and read back — on a chip whose memory is slow the two prices differ."""
    from dataclasses import replace

    from tag.core.cost_model import piece_flops, piece_time

    graph, grouping = chain(3, update_flops=1e6)
    for p in graph.params:
        graph.nodes[p.grad_node].op_name = "stablehlo.multiply"
    slow_memory = replace(FAST, name="unit-slow-mem", memory_bandwidth=1e9)
    t = topo((slow_memory, 2))
    local, whole = (ClusterSimulator(graph, grouping, t, piece_fusion=p) for p in (True, False))
    km = slow_memory.kernel_model
    differ = 0
    for c_local, c_whole in zip(local.chunks, whole.chunks):
        fixed = km.piece_fixed_s(c_local.n_inputs, c_local.n_outputs, piece_flops(graph, c_local.nodes))
        assert c_local.times_by_chip[0] == pytest.approx(piece_time(graph, c_local.nodes, slow_memory) + fixed)
        assert c_whole.times_by_chip[0] == pytest.approx(sum(whole.node_time[0][i] for i in c_whole.nodes) + fixed)
        rows = graph.batch_size // 2
        assert local.layouts.rows_time(c_local.id, 0, rows) == pytest.approx(
            km.piece_fixed_s(c_local.n_inputs, c_local.n_outputs, piece_flops(graph, c_local.nodes, rows))
            + piece_time(graph, c_local.nodes, slow_memory, rows))
        differ += c_local.times_by_chip[0] != pytest.approx(c_whole.times_by_chip[0])
    assert differ
    strategy = data_parallel(grouping, t, proportional=False)
    assert local.simulate(strategy).step_time >= whole.simulate(strategy).step_time


def test_an_open_bucket_is_issued_after_the_chunks_other_moves():
    """An update on machines 0 and 1 reads its parameter's synced gradient (still in its open fusion
    bucket) and a value L made on machine 1 alone. The lowering fetches a piece's inputs in the order
    they were made (`distribute.lower.fetch_all`) and a synced value last (its AllReduce is emitted
    when it is fetched), so L's move m1 -> m0 is on the NICs before the AllReduce, which queues
    behind it: the sync starts when the move ended. (Issuing the bucket first put the AllReduce ahead
    of L on the NIC queues: the search model priced such steps up to 26% above the applied program.)"""
    X, P, S = 4096, 1 << 20, 1 << 26
    nodes = [OpNode(0, "arg", "t:0", Role.BATCH, 0.0, 0, X, [], 0, None),
             OpNode(1, "arg", "t:1", Role.PARAM, 0.0, 0, P, [], None, 0),
             OpNode(2, "stablehlo.dot_general", "t:2", Role.FORWARD, 1e9, X + P, X, [(0, X), (1, P)], 0, None),
             OpNode(3, "stablehlo.dot_general", "t:3", Role.GRADIENT, 1e9, 2 * X, P, [(0, X), (2, X)], None, 0),
             OpNode(4, "stablehlo.reduce", "t:4", Role.FORWARD, 1e9, X, S, [(0, X)], None, None),
             OpNode(5, "stablehlo.add", "t:5", Role.UPDATE, 0.0, 2 * P + S, P, [(1, P), (3, P), (4, S)], None, 0)]
    graph = CompGraph(nodes, [ParamInfo("w0", 1, P, 3, [5])], 32, "flush-order")
    grouping = Grouping([OpGroup(0, [1, 2, 3, 5], 2e9, P, X, True, [0]), OpGroup(1, [0, 4], 1e9, 0, S, True)],
                        [1, 0, 0, 0, 1, 0], {(1, 0): X + S})
    t = topo((FAST, 1), (FAST, 1), nic=1e9)
    strategy = Strategy([GroupDecision((0, 1), Replication.ALLREDUCE, {0: GradSync.ALLREDUCE}),
                         GroupDecision((1,), Replication.ALLREDUCE)])
    options = SimOptions(latency_s=0.0, fusion_bytes=64 << 20)
    result = ClusterSimulator(graph, grouping, t).simulate(strategy, trace=True, options=options)
    [move] = [e for e in result.events if e.cat == "transfer" and e.tid == "nic m1->m0"]
    [sync] = [e for e in result.events if e.cat == "sync"]
    assert move.dur_s == pytest.approx(S / 1e9, rel=1e-6)
    assert sync.start_s == pytest.approx(move.end_s, rel=1e-9)
    assert result.step_time >= sync.end_s


def test_a_whole_value_is_fetched_from_the_nearest_holder_a_copy_included():
    """V is made on machine 2 (group 0). Group 1 on machine 0 fetches it (m2 -> m0: machine 0 now holds
    a copy); group 2 on machines 0 and 1 reads it too. As the lowering fetches a whole value
    (`distribute.lower.best`: a holder on the device, else on its machine, else the lowest-numbered
    holder), machine 0 uses its copy and machine 1 fetches it from machine 0's copy — V crosses the
    network twice, not three times, and nothing more leaves machine 2 (the search model used to fetch
    it from its maker again for every machine of group 2)."""
    X, S = 4096, 1 << 26
    nodes = [OpNode(0, "arg", "t:0", Role.BATCH, 0.0, 0, X, [], 0, None),
             OpNode(1, "arg", "t:1", Role.OTHER, 0.0, 0, S, [], None, None),
             OpNode(2, "stablehlo.negate", "t:2", Role.FORWARD, 1e9, S, S, [(1, S)], None, None),
             OpNode(3, "stablehlo.multiply", "t:3", Role.FORWARD, 1e9, X + 2 * S, X, [(0, X), (1, S), (2, S)], 0,
                    None)]
    graph = CompGraph(nodes, [], 32, "nearest-holder")
    grouping = Grouping([OpGroup(0, [1], 0.0, 0, S, True), OpGroup(1, [2], 1e9, 0, S, True),
                         OpGroup(2, [0, 3], 1e9, 0, X, True)], [2, 0, 1, 2], {(0, 1): S, (0, 2): S, (1, 2): S})
    t = topo((FAST, 1), (FAST, 1), (FAST, 1), nic=1e9)
    strategy = Strategy([GroupDecision((2,), Replication.ALLREDUCE), GroupDecision((0,), Replication.ALLREDUCE),
                         GroupDecision((0, 1), Replication.ALLREDUCE)])
    result = ClusterSimulator(graph, grouping, t).simulate(strategy, trace=True, options=NO_LAT)
    moves = sorted((e.name, e.tid) for e in result.events if e.cat == "transfer" and e.tid.startswith("nic"))
    assert moves == [("g0->g1", "nic m2->m0"), ("g0->g2", "nic m0->m1"), ("g1->g2", "nic m0->m1")]
    v_to_m1 = [e for e in result.events if e.name == "g0->g2"]
    assert v_to_m1[0].dur_s == pytest.approx(S / 1e9, rel=1e-6)


def test_a_synced_gradient_another_group_reads_moves_after_its_bucket_and_the_other_moves():
    """Group 0 (split over machines 0 and 1) makes w's gradient; group 1 on machine 2 updates w from it.
    The lowering fetches the update piece's inputs in the order they were made and the synced gradient
    last, emitting its AllReduce when it fetches it: w's move m0 -> m2 first, then the AllReduce over
    machines 0 and 1 (behind it on machine 0's NIC), then the synced gradient's move m0 -> m2."""
    X, P = 4096, 1 << 26
    nodes = [OpNode(0, "arg", "t:0", Role.BATCH, 0.0, 0, X, [], 0, None),
             OpNode(1, "arg", "t:1", Role.PARAM, 0.0, 0, P, [], None, 0),
             OpNode(2, "stablehlo.dot_general", "t:2", Role.FORWARD, 1e9, X + P, X, [(0, X), (1, P)], 0, None),
             OpNode(3, "stablehlo.dot_general", "t:3", Role.GRADIENT, 1e9, 2 * X, P, [(0, X), (2, X)], None, 0),
             OpNode(4, "stablehlo.add", "t:4", Role.UPDATE, 0.0, 2 * P, P, [(1, P), (3, P)], None, 0)]
    graph = CompGraph(nodes, [ParamInfo("w", 1, P, 3, [4])], 32, "synced-edge")
    grouping = Grouping([OpGroup(0, [0, 1, 2, 3], 2e9, P, X, True, [0]), OpGroup(1, [4], 0.0, 0, P, False)],
                        [0, 0, 0, 0, 1], {(0, 1): 2 * P})
    t = topo((FAST, 1), (FAST, 1), (FAST, 1), nic=1e9)
    strategy = Strategy([GroupDecision((0, 1), Replication.ALLREDUCE, {0: GradSync.ALLREDUCE}),
                         GroupDecision((2,), Replication.ALLREDUCE)])
    options = SimOptions(latency_s=0.0, fusion_bytes=1 << 30)
    result = ClusterSimulator(graph, grouping, t).simulate(strategy, trace=True, options=options)
    moves = sorted((e for e in result.events if e.cat == "transfer" and e.tid == "nic m0->m2"), key=lambda e: e.start_s)
    [sync] = [e for e in result.events if e.cat == "sync"]
    assert len(moves) == 2
    assert moves[0].end_s <= sync.start_s + 1e-12 < sync.end_s <= moves[1].start_s + 1e-12


def test_a_value_split_over_machines_is_fetched_when_its_last_part_is_made():
    """Group 1's batched value A is split over machines 0 and 1 (a quarter of the rows on machine 0,
    made at 0.5 ms; the rest on machine 1, made at 1.5 ms); group 0's value B is made on machine 3 at
    1 ms; group 2 on machine 2 reads both. The lowering fetches a piece's inputs in the order they were
    made, a value split over several holders when its last part was made (`distribute.lower.made_key`):
    B first, then A's parts, on machine 2's ingress FIFO. (The search model used to key A by its first
    part, booking A before B so that B queued behind A's late part.)"""
    A, B = 1_000_000, 100_000
    n: list[OpNode] = []
    add = _node_adder(n)
    x1 = add("arg", Role.BATCH, out=B, batch_dim=0)
    b = add("stablehlo.tanh", Role.FORWARD, 2e9, B, [(x1, B)], 0)
    x0 = add("arg", Role.BATCH, out=A, batch_dim=0)
    a = add("stablehlo.tanh", Role.FORWARD, 4e9, A, [(x0, A)], 0)
    add("stablehlo.add", Role.FORWARD, 0.0, A, [(a, A), (b, B)], 0)
    group_of = [0, 0, 1, 1, 2]
    groups = [OpGroup(g, [i for i in range(5) if group_of[i] == g], 0.0, 0, A, True) for g in range(3)]
    graph, grouping = CompGraph(n, [], 8), Grouping(groups, group_of, {(0, 2): B, (1, 2): A})
    t = topo((FAST, 1), (FAST, 1), (FAST, 1), (FAST, 1), nic=1e9)
    s = Strategy([GroupDecision((3,), Replication.ALLREDUCE), GroupDecision((0, 1), Replication.ALLREDUCE),
                  GroupDecision((2,), Replication.ALLREDUCE)], batch_shares={0: 0.25, 1: 0.75, 2: 1.0, 3: 1.0})
    result = ClusterSimulator(graph, grouping, t).simulate(s, trace=True, options=NO_LAT)
    into_2 = sorted((round(e.start_s / 1e-3, 6), round(e.end_s / 1e-3, 6), e.name, e.tid)
                    for e in result.events if e.cat == "transfer" and e.tid.endswith("->m2"))
    assert into_2 == [(1.0, 1.1, "g0->g2", "nic m3->m2"), (1.1, 1.35, "g1->g2", "nic m0->m2"),
                      (1.5, 2.25, "g1->g2", "nic m1->m2")]
    assert result.step_time == pytest.approx(2.25e-3, rel=1e-6)
