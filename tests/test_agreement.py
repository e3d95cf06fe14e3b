"""Agreement between the search model (`runtime.cluster_sim`) and the applied price
(`runtime.program_sim.simulate_as_applied`): `tag bench agreement` runs and prints its table, and the
search model prices the partial-sum synchronisations the lowering inserts."""
from __future__ import annotations

import json

import pytest

from tag.core.calibration import IDEAL_KERNELS
from tag.core.hardware import Chip
from tag.core.model import CompGraph, GroupDecision, Grouping, Machine, OpGroup, OpNode, Role, Strategy, Topology
from tag.dialects.attributes import Replication
from tag.runtime.cluster_sim import ClusterSimulator as _ClusterSimulator, SimOptions, ring_allreduce_time


def ClusterSimulator(*args, **kw):   # noqa: N802 — these tests check formulas on nominal links
    kw.setdefault("link_efficiency", 1.0)
    return _ClusterSimulator(*args, **kw)


GIB = 1 << 30
FAST = Chip("unit-2T", {"f32": 2e12}, 16 * GIB, 1e18, kernels=IDEAL_KERNELS)   # huge memory bandwidth: every op is compute-bound
INTRA = 10e9
LAT = 10e-6


# ----------------------------------------------------------------------------- helpers
def _adder(nodes: list[OpNode]):
    """`add(op, role, flops, output bytes, inputs, batch_dim)`: append an op node to `nodes`, return its id."""
    def add(op, role, fl=0.0, out=0, inputs=(), batch_dim=None):
        nodes.append(OpNode(len(nodes), op, "t", role, fl, sum(b for _, b in inputs), out, list(inputs), batch_dim))
        return len(nodes) - 1
    return add


def _bench_case(model: str, topology_spec: str, index: int):
    """`tag bench agreement`'s random strategy `index` (seed 0) of `model` (small) on a topology: (module,
    graph, grouping, topology, search model, strategy)."""
    import random

    from tag.analysis.graph import build_graph
    from tag.bench.agreement import DEFAULT_BATCH, DEFAULT_GROUPS
    from tag.core.grouping import group_ops
    from tag.core.topology import load_topology
    from tag.models.registry import load_model
    from tag.planner.mcts import ActionSpace
    from tag.planner.plan import execution_options

    topology = load_topology(topology_spec)
    module = load_model(model, batch_size=DEFAULT_BATCH, small=True)
    graph = build_graph(module, batch_size=DEFAULT_BATCH, source=model)
    grouping = group_ops(graph, DEFAULT_GROUPS, seed=0)
    sim = _ClusterSimulator(graph, grouping, topology, options=execution_options())
    rng = random.Random(0)
    space = ActionSpace(graph, grouping, topology)
    strategy = [space.random_strategy(rng) for _ in range(index + 1)][index]
    return module, graph, grouping, topology, sim, strategy


# ----------------------------------------------------------------------------------- the bench
def test_kendall_tau_matches_scipy():
    from tag.bench.agreement import kendall_tau

    stats = pytest.importorskip("scipy.stats")
    a = [3.0, 1.0, 2.0, 5.0, 4.0, 4.0, 7.0]
    b = [2.5, 1.5, 1.0, 6.0, 4.0, 5.0, 5.0]
    assert kendall_tau(a, b) == pytest.approx(stats.kendalltau(a, b).statistic)
    assert kendall_tau(a, a) == pytest.approx(1.0)
    assert kendall_tau(a, [-x for x in a]) == pytest.approx(-1.0)


@pytest.mark.slow     # 45 s: the whole small bench (the README table's command is `tag bench agreement`)
def test_bench_small_prints_the_table(tmp_path, capsys):
    from tag.bench import agreement

    out = tmp_path / "agreement.json"
    assert agreement.main(["--small", "--json", str(out)]) == 0
    text = capsys.readouterr().out
    lines = [line for line in text.splitlines() if line.strip()]
    head = next(i for i, line in enumerate(lines) if line.split()[:2] == ["model", "topology"])
    assert lines[head].split() == ["model", "topology", "N", "median", "s/a", "MAPE", "%", "tau", "regret", "%",
                                   "seconds"]
    rows = lines[head + 1:head + 5]
    assert [r.split()[:2] for r in rows] == [["transformer", "eight-gpus"], ["transformer", "testbed"],
                                             ["vgg19", "eight-gpus"], ["vgg19", "testbed"]]
    for r in rows:
        cells = r.split()
        assert int(cells[2]) == agreement.SMALL_STRATEGIES + 2          # random strategies + data parallel
        ratio, mape, tau, regret, seconds = map(float, cells[-5:])
        assert ratio > 0 and mape >= 0 and -1 <= tau <= 1 and regret >= 0 and seconds > 0
    assert lines[head + 5].startswith("mean tau ")
    payload = json.loads(out.read_text())
    assert len(payload["rows"]) == 4
    row = payload["rows"][0]
    assert len(row["search_s"]) == len(row["applied_s"]) == len(row["names"]) == row["strategies"]
    assert row["names"][:2] == ["dp-even", "dp-speed"]
    md = agreement.format_markdown(payload).splitlines()
    assert md[0] == "| model | topology | N | median s/a | MAPE % | tau | regret % | seconds |"
    assert md[1].startswith("| --- | --- | ---: |") and len(md) == 2 + 4 + 2


# ----------------------------------------------------------------------------- partial sums
def _partial_sum_graph(consumer: str) -> tuple[CompGraph, Grouping]:
    """Group 0: h = x·w (batched), s = Σ_rows h (a partial sum under a batch split). Group 1 reads it:
    `consumer` = multiply (s · c: linear, so s may stay partial inside its sync domain) or rsqrt
    (non-linear: always needs the synchronised sum)."""
    A, S, F = 1 << 20, 4096, 1e9
    nodes: list[OpNode] = []
    add = _adder(nodes)

    x = add("arg", Role.BATCH, out=A, batch_dim=0)
    w = add("arg", Role.OTHER, out=S)
    h = add("stablehlo.dot_general", Role.FORWARD, F, A, [(x, A), (w, S)], 0)
    s = add("stablehlo.reduce", Role.FORWARD, 0.0, S, [(h, A)])
    c = add("arg", Role.OTHER, out=S)
    if consumer == "multiply":
        add("stablehlo.multiply", Role.FORWARD, F, S, [(s, S), (c, S)])
    else:
        add("stablehlo.rsqrt", Role.FORWARD, F, S, [(s, S)])
    group_of = [0, 0, 0, 0, 1, 1]
    groups = [OpGroup(g, [i for i, k in enumerate(group_of) if k == g], F, 0, A, True) for g in range(2)]
    return CompGraph(nodes, [], 8, "partial"), Grouping(groups, group_of, {(0, 1): S})


def _topology() -> Topology:
    return Topology("t", (Machine("m0", FAST, 2, INTRA, 1e9),), {})


SPLIT = GroupDecision((0,), Replication.ALLREDUCE)              # both GPUs, 4 rows each
ONE = GroupDecision((0,), Replication.ALLREDUCE, devices=(0,))   # GPU 0 only, the whole batch


def test_partial_sum_leaving_its_sync_domain_is_synchronised():
    graph, grouping = _partial_sum_graph("multiply")
    sim = ClusterSimulator(graph, grouping, _topology(), options=SimOptions(latency_s=LAT))
    F, S = 1e9, 4096
    # same domain (both groups split over the same GPUs and rows): s reaches the linear consumer as a
    # partial sum, nothing is synchronised
    same = sim.simulate(Strategy([SPLIT, SPLIT]))
    assert same.num_syncs == 0 and same.sync_time == 0
    assert same.step_time == pytest.approx((F / 2 + F) / 2e12)
    # group 1 on one GPU: s leaves its domain, its replicas AllReduce it before group 1 starts
    other = sim.simulate(Strategy([SPLIT, ONE]), trace=True)
    ar = ring_allreduce_time(S, 2, INTRA, LAT)
    assert other.num_syncs == 1 and other.sync_time == pytest.approx(ar)
    [sync] = [e for e in other.events if e.cat == "sync"]
    assert sync.args["bytes"] == S
    assert other.step_time == pytest.approx(F / 2 / 2e12 + ar + F / 2e12)


def test_partial_sum_with_a_non_linear_consumer_is_synchronised_in_its_domain():
    graph, grouping = _partial_sum_graph("rsqrt")
    sim = ClusterSimulator(graph, grouping, _topology(), options=SimOptions(latency_s=LAT))
    ar = ring_allreduce_time(4096, 2, INTRA, LAT)
    for strategy in (Strategy([SPLIT, SPLIT]), Strategy([SPLIT, ONE])):
        result = sim.simulate(strategy)
        assert result.num_syncs == 1 and result.sync_time == pytest.approx(ar)
    # nothing is split: nothing is partial
    assert sim.simulate(Strategy([ONE, ONE])).num_syncs == 0


def test_a_synchronised_partial_sum_crosses_the_network_after_its_allreduce():
    """Group 0 split over machine 0's two GPUs, group 1 on machine 1: the lowering all-reduces s on
    machine 0 and moves the synchronised sum, so the move starts when the AllReduce ends (not when the
    partial sums are made) and the step is compute + AllReduce + move + compute, one after the other."""
    graph, grouping = _partial_sum_graph("multiply")
    machine = Machine("m", FAST, 2, INTRA, 1e9)
    topology = Topology("t2", (machine, machine), {(0, 1): 1e9})
    sim = ClusterSimulator(graph, grouping, topology, options=SimOptions(latency_s=LAT))
    far = GroupDecision((1,), Replication.ALLREDUCE, devices=(2,))
    result = sim.simulate(Strategy([SPLIT, far]), trace=True)
    [sync] = [e for e in result.events if e.cat == "sync"]
    moves = [e for e in result.events if e.cat == "transfer" and e.tid.startswith("nic")]
    assert moves and sync.args["bytes"] == 4096
    F = 1e9
    assert sync.start_s == pytest.approx(F / 2 / 2e12)
    assert min(e.start_s for e in moves) >= sync.start_s + sync.dur_s - 1e-12
    move = sum(e.dur_s for e in moves)
    assert result.step_time == pytest.approx(F / 2 / 2e12 + sync.dur_s + move + F / 2e12)


def test_a_split_update_cut_only_by_a_gradient_summed_upstream_runs_as_one_piece():
    """vgg19 (small) on eight GPUs, a random strategy (seed 0, the bench's third) whose Adam update group is
    batch-split while the gradient it reads was made from a partial sum of a group of another layout: the
    lowering reads that partial as its sum, so the gradient needs no sync and the update runs as one piece
    per device. The search model merges the run too (`order.runs_merged`), prices the piece the lowering
    runs (before: two chunks, 146 µs per device against 56) and does not synchronise that gradient."""
    from tag.distribute.program import Compute
    from tag.runtime.program_sim import simulate_as_applied
    from tag.runtime.sim.order import runs_merged

    module, graph, grouping, topology, sim, strategy = _bench_case("vgg19", "examples/topologies/eight_gpus.yaml", 2)
    layouts = sim.layouts.for_strategy(strategy, sim.options)
    priced, program = simulate_as_applied(module, graph, grouping, strategy, topology)
    merged_split = [run for run, whole in zip(sim.runs, runs_merged(sim, layouts)) if whole and layouts[run[2]].syncs]
    assert merged_split, "no batch-split phase run merged: the case this test is about is gone"
    for start, stop, g, step, members in merged_split:
        nodes = {n for cid in members for n in sim.chunks[cid].nodes}
        tasks = [t for t in program.tasks if isinstance(t, Compute) and t.group == g]
        assert tasks and all(nodes <= set(t.nodes) for t in tasks)        # one piece per device holds the run
    assert sim.simulate(strategy).step_time == pytest.approx(priced.step_time, rel=0.03)


# ------------------------------------------------------------------------------ model parallelism
def _mp_beside_a_long_op() -> tuple[CompGraph, Grouping]:
    """Group 0: z, a long op (4 GFLOP) of its own input. Group 1: h = x·w0, y = h·w1 (1 GFLOP each),
    split model-parallel into the parts {x, w0, h} and {w1, y}: y reads h from the other part."""
    A, F = 1 << 20, 1e9
    nodes: list[OpNode] = []
    add = _adder(nodes)

    x2 = add("arg", Role.BATCH, out=A, batch_dim=0)
    add("stablehlo.dot_general", Role.FORWARD, 4 * F, A, [(x2, A)], 0)
    x = add("arg", Role.BATCH, out=A, batch_dim=0)
    w0 = add("arg", Role.OTHER, out=A)
    w1 = add("arg", Role.OTHER, out=A)
    h = add("stablehlo.dot_general", Role.FORWARD, F, A, [(x, A), (w0, A)], 0)
    add("stablehlo.dot_general", Role.FORWARD, F, A, [(h, A), (w1, A)], 0)
    group_of = [0, 0, 1, 1, 1, 1, 1]
    groups = [OpGroup(g, [i for i, k in enumerate(group_of) if k == g], F, 0, A, True) for g in range(2)]
    return CompGraph(nodes, [], 8, "mp"), Grouping(groups, group_of, {})


@pytest.mark.parametrize("busy", [0, 1])
def test_a_model_parallel_part_starts_on_its_own_device(busy):
    """The lowered program runs each part of a model-parallel group as a piece on its own device,
    started when that device is free and the values it reads arrived: with GPU `busy` running z
    (2 ms), the other GPU's part does not wait for it unless it reads the busy GPU's part. The search
    model gang-scheduled the parts (both started at 2 ms: 3.1 ms where the program takes 2.5)."""
    from tag.core.execution import model_parallel_parts

    graph, grouping = _mp_beside_a_long_op()
    topology = _topology()
    assert model_parallel_parts(graph, grouping.groups[1], (0, 1), topology) == [[2, 3, 5], [4, 6]]
    sim = ClusterSimulator(graph, grouping, topology, options=SimOptions(latency_s=0.0))
    long_op = GroupDecision((0,), Replication.DUPLICATE, devices=(busy,))
    result = sim.simulate(Strategy([long_op, GroupDecision((0,), Replication.MODEL_PARALLEL)]), trace=True)
    part = {e.tid: e for e in result.events if e.name == "group 1"}
    z, piece, move = 4e9 / 2e12, 1e9 / 2e12, (1 << 20) / INTRA
    if busy == 1:               # part 0 at once; part 1 when its GPU is free (h arrived long before)
        assert part["gpu0"].start_s == pytest.approx(0.0)
        assert part["gpu1"].start_s == pytest.approx(z)
        assert result.step_time == pytest.approx(z + piece)
    else:                       # part 0 after z; part 1 (idle GPU) once h arrived
        assert part["gpu0"].start_s == pytest.approx(z)
        assert part["gpu1"].start_s == pytest.approx(z + piece + move)
        assert result.step_time == pytest.approx(z + 2 * piece + move)


def test_model_parallel_moves_share_the_links_they_cross():
    """vgg19 (small) on testbed, the bench's strategy random15 (seed 0): its model-parallel groups' parts
    on several machines move values over the machines' NICs, which other groups' moves use too. The
    search model priced those moves uncontended (2.71 ms against 3.15 ms as applied); they queue on the
    NIC (and device-pair) links now, as the program's moves do."""
    from tag.runtime.program_sim import simulate_as_applied

    module, graph, grouping, topology, sim, strategy = _bench_case("vgg19", "testbed", 15)
    assert any(len(d.machines) > 1 for d in strategy.decisions if d.replication is Replication.MODEL_PARALLEL), \
        "no model-parallel group spans machines: the case this test is about is gone"
    priced, _ = simulate_as_applied(module, graph, grouping, strategy, topology)
    assert sim.simulate(strategy).step_time == pytest.approx(priced.step_time, rel=0.03)


def _gather_graph() -> tuple[CompGraph, Grouping]:
    """Group 0: h = x·w (batched, 1 GFLOP); group 1: y = h·v (1 GFLOP)."""
    A, F = 1 << 20, 1e9
    nodes: list[OpNode] = []
    add = _adder(nodes)

    x = add("arg", Role.BATCH, out=A, batch_dim=0)
    w = add("arg", Role.OTHER, out=4096)
    h = add("stablehlo.dot_general", Role.FORWARD, F, A, [(x, A), (w, 4096)], 0)
    v = add("arg", Role.OTHER, out=4096)
    add("stablehlo.dot_general", Role.FORWARD, F, A, [(h, A), (v, 4096)], 0)
    group_of = [0, 0, 0, 1, 1]
    groups = [OpGroup(g, [i for i, k in enumerate(group_of) if k == g], F, 0, A, True) for g in range(2)]
    return CompGraph(nodes, [], 8, "gather"), Grouping(groups, group_of, {(0, 1): A})


def test_a_gathered_or_sliced_value_pays_its_copy_kernels():
    """The lowering assembles a batched value a device needs from several holders with a concatenation,
    and takes rows out of a holder on the device holding more with a slice — copy kernels on the
    device's stream (`program_sim` prices them as `cost_model.copy_time`). A duplicate reading a value
    split over both GPUs: one move of the other half and one concatenation of all rows per GPU; the
    replicas reading the duplicate's copy: one slice of their rows each."""
    from tag.core.cost_model import copy_time

    chip = Chip("unit-2T-100G", {"f32": 2e12}, 16 * GIB, 1e11, kernels=IDEAL_KERNELS)   # a copy of 1 MiB: 21 µs
    graph, grouping = _gather_graph()
    topology = Topology("t", (Machine("m0", chip, 2, INTRA, 1e9),), {})
    sim = ClusterSimulator(graph, grouping, topology, options=SimOptions(latency_s=0.0))
    A, F = 1 << 20, 1e9
    assert copy_time(A, chip) == pytest.approx(2 * A / 1e11)
    dup = GroupDecision((0,), Replication.DUPLICATE)
    gathered = sim.simulate(Strategy([SPLIT, dup]))
    assert gathered.step_time == pytest.approx(F / 2 / 2e12 + A / 2 / INTRA + copy_time(A, chip) + F / 2e12)
    sliced = sim.simulate(Strategy([dup, SPLIT]))
    assert sliced.step_time == pytest.approx(F / 2e12 + copy_time(A / 2, chip) + F / 2 / 2e12)


def test_a_model_parallel_group_runs_one_piece_per_part():
    """A model-parallel group is not batch-split, so nothing cuts it into phases: the lowering runs one
    piece per part and stage. mobilenetv2 (small) on eight GPUs, the bench's strategy random13 (seed 0):
    its model-parallel groups hold BatchNorm statistics (28 phases in one of them when split); the search
    model ran every phase as a piece of its own on each part (13.1 ms against 10.6 ms as applied)."""
    from tag.runtime.program_sim import simulate_as_applied

    module, graph, grouping, topology, sim, strategy = _bench_case("mobilenetv2", "examples/topologies/eight_gpus.yaml", 13)
    phased = [g for g, d in enumerate(strategy.decisions) if d.replication is Replication.MODEL_PARALLEL
              and len(sim.chunk_graph.group_chunks[g]) > len(sim.chunk_graph.whole_chunks[g])]
    assert phased, "no model-parallel group with phases: the case this test is about is gone"
    priced, program = simulate_as_applied(module, graph, grouping, strategy, topology)
    for g in phased:
        stages = {sim.chunks[cid].stage for cid in sim.chunk_graph.group_chunks[g]}
        parts = {t.label.split(" part ")[1].split()[0] for t in program.tasks if getattr(t, "group", -1) == g
                 and t.kind == "compute"}
        pieces = [t for t in program.tasks if getattr(t, "group", -1) == g and t.kind == "compute"]
        assert len(pieces) <= len(stages) * len(parts)
    assert sim.simulate(strategy).step_time == pytest.approx(priced.step_time, rel=0.03)


def test_a_partial_sum_read_by_another_layout_is_whole_for_its_own_group_too():
    """The lowering synchronises a partial sum that a group of another sync domain reads for every use
    (`distribute.lower`: values leaving their domain are forced), so what the producer's own group makes
    from it alone is whole and needs no synchronisation of its own. mobilenetv2 (small) on eight GPUs,
    the bench's strategy random2 (seed 0): a BatchNorm's shifted mean (negate of the partial mean) is
    read by the backward pass in another layout; the search model synchronised the product made from
    it as well (36 partial-sum AllReduces in one group where the program has 24). The partial sums the
    search model synchronises are the program's, value for value."""
    from tag.distribute.program import AllReduce
    from tag.runtime.program_sim import simulate_as_applied

    module, graph, grouping, topology, sim, strategy = _bench_case("mobilenetv2", "examples/topologies/eight_gpus.yaml", 2)
    grads = {info.grad_node for info in graph.params if info.grad_node is not None}
    searched = sim.simulate(strategy, trace=True)
    synced = {-1 - k for e in searched.events if e.cat == "sync" for k in e.args["params"] if k < 0}
    _, program = simulate_as_applied(module, graph, grouping, strategy, topology)
    summed = {int(b.split(".")[0][1:]) for t in program.tasks if isinstance(t, AllReduce) for b in t.inputs[0]}
    assert len(summed - grads) > 100
    assert synced == summed - grads
