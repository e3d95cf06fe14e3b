"""What makes the planner's search fast must not change what it finds: the search model's caches
(layouts per decision, transfer / AllReduce / PS memos shared per layout identity and latency,
plain-tuple steps and edge costs) give every strategy the price a fresh simulator gives it, in any
order; the action memo hands out fresh lists; pausing the garbage collector restores its state."""
from __future__ import annotations

import gc
import random

import numpy as np
import pytest
from mlp_cases import mlp_step

from tag.analysis.graph import build_graph
from tag.core.grouping import group_ops
from tag.core.model import Strategy
from tag.core.topology import parse_topology
from tag.dialects.attributes import Replication
from tag.export import from_jax
from tag.planner.mcts import ActionSpace, collector_paused
from tag.planner.plan import execution_options
from tag.planner.prior import Action
from tag.runtime.cluster_sim import ClusterSimulator, SimOptions
from tag.runtime.sim.chunks import plain_steps

BATCH, WIDTH, DEPTH = 8, 16, 4

TOPOLOGY = """
name: three
machines:
  - {name: fast, gpu: V100-32GB, count: 2, intra_gbps: 160}
  - {name: slow, gpu: GTX1080Ti, count: 2}
  - {name: one, gpu: GTX1080Ti, count: 1}
"""


@pytest.fixture(scope="module")
def problem():
    params = [(np.zeros((WIDTH, WIDTH), np.float32), np.zeros((WIDTH,), np.float32)) for _ in range(DEPTH)]
    x = np.zeros((BATCH, WIDTH), np.float32)
    graph = build_graph(from_jax(mlp_step, params, x, x), batch_size=BATCH)
    return graph, group_ops(graph, 6), parse_topology(TOPOLOGY)


def _price(result) -> tuple:
    return (result.step_time, result.feasible, sorted(result.peak_memory.items()), result.comm_time,
            result.num_syncs, result.sync_time, result.transfer_time, list(result.oom_devices))


def test_cached_prices_equal_fresh_prices_in_any_order(problem):
    graph, grouping, topology = problem
    space = ActionSpace(graph, grouping, topology)
    rng = random.Random(7)
    strategies = [space.random_strategy(rng) for _ in range(24)]
    options = [execution_options(), SimOptions(), SimOptions(latency_s=1e-3), SimOptions(fusion_bytes=1 << 10)]
    calls = [(s, options[i % len(options)]) for i, s in enumerate(strategies)]
    calls += [(s, o) for s, o in reversed(calls)]               # every cache warm, other latencies first
    shared = ClusterSimulator(graph, grouping, topology)
    for strategy, opts in calls:
        fresh = ClusterSimulator(graph, grouping, topology).simulate(strategy, options=opts)
        assert _price(shared.simulate(strategy, options=opts)) == _price(fresh)


def test_ps_and_allreduce_decisions_share_their_layout(problem):
    graph, grouping, topology = problem
    space = ActionSpace(graph, grouping, topology)
    sim = ClusterSimulator(graph, grouping, topology)
    on = (0, 1)

    def everywhere(rep: Replication) -> Strategy:
        return space.to_strategy([Action.of(on, rep) for _ in space.order])

    ar, ps = everywhere(Replication.ALLREDUCE), everywhere(Replication.PS)
    dup = everywhere(Replication.DUPLICATE)
    opts = sim.options
    la, lp, ld = (sim.layouts.for_strategy(s, opts) for s in (ar, ps, dup))
    assert all(a is p for a, p in zip(la, lp))
    assert not any(a is d for a, d in zip(la, ld))
    # the sync method still comes from the strategy: PS syncs are priced as PS, not as AllReduce
    r_ar, r_ps = sim.simulate(ar), sim.simulate(ps)
    assert r_ps.sync_time != r_ar.sync_time
    assert _price(r_ps) == _price(ClusterSimulator(graph, grouping, topology).simulate(ps))


def test_plain_steps_hold_the_named_steps_fields(problem):
    graph, grouping, topology = problem
    sim = ClusterSimulator(graph, grouping, topology)
    named = sim.chunk_graph.steps
    assert sim.steps == plain_steps(named)
    for step, plain in zip(named, sim.steps):
        assert type(plain) is tuple and plain == tuple(step)
        for items in plain[4:5] + plain[6:10]:
            assert all(type(x) is tuple for x in items)
        assert all(type(x[4]) is tuple for x in plain[9])


def test_action_options_are_fresh_lists(problem):
    graph, grouping, topology = problem
    space = ActionSpace(graph, grouping, topology)
    group = space.order[0]
    first = space.options(group, (0, 1))
    first.clear()
    again = space.options(group, (0, 1))
    assert again and again == space._make_options(group, (0, 1))


@pytest.mark.parametrize("enabled", [True, False])
def test_collector_paused_restores_the_collector(enabled):
    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        with collector_paused():
            assert not gc.isenabled()
        assert gc.isenabled() is enabled
        with pytest.raises(RuntimeError):
            with collector_paused():
                raise RuntimeError("boom")
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()
