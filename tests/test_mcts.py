"""MCTS strategy search on hand-built problems, scored by a small analytic fake simulator (so these
tests pin the search's behaviour independently of the real cluster simulator)."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import numpy as np
import pytest

from tag.dialects.attributes import GradSync, Replication
from tag.planner.mcts import OOM_REWARD, ActionSpace, MCTSConfig, StrategySearch, search
from tag.core.model import CompGraph, Grouping, Machine, OpGroup, OpNode, ParamInfo, Role, Strategy, Topology
from tag.planner.prior import Action, SearchState, UniformPrior
from tag.core.hardware import get_chip

GB = 1 << 30


# ------------------------------------------------------------------------------------ fixtures
def make_topology(nic_gbps: float = 100.0, memory_scale: float = 1.0) -> Topology:
    """m0: 2 fast GPUs; m1: 2 slow GPUs; m2: 1 slow GPU."""
    fast, slow = get_chip("V100-32GB"), get_chip("GTX1080Ti")
    if memory_scale != 1.0:
        from dataclasses import replace
        fast = replace(fast, memory_bytes=int(fast.memory_bytes * memory_scale))
        slow = replace(slow, memory_bytes=int(slow.memory_bytes * memory_scale))
    bps = nic_gbps * 1e9 / 8
    machines = (Machine("m0", fast, 2, 20e9, bps), Machine("m1", slow, 2, 8e9, bps), Machine("m2", slow, 1, 8e9, bps))
    return Topology("t", machines, {(0, 1): bps, (0, 2): bps, (1, 2): bps})


def make_problem(n_groups: int = 5, param_bytes: int = 200 << 20, flops: float = 4e12,
                 act_bytes: int = 1 << 30) -> tuple[CompGraph, Grouping]:
    """A chain of `n_groups` groups; every other group owns a parameter."""
    nodes, params, groups = [], [], []
    for g in range(n_groups):
        nid = len(nodes)
        owns = g % 2 == 0
        nodes.append(OpNode(nid, "stablehlo.dot_general", f"x:{g}:1", Role.FORWARD, flops, 0, act_bytes,
                            inputs=[(nid - 1, act_bytes)] if nid else [], batch_dim=0))
        gp = []
        if owns:
            params.append(ParamInfo(f"w{g}", nid, param_bytes, grad_node=nid))
            gp = [len(params) - 1]
        groups.append(OpGroup(g, [nid], flops, param_bytes if owns else 0, act_bytes, True, gp))
    edges = {(g, g + 1): act_bytes for g in range(n_groups - 1)}
    graph = CompGraph(nodes, params, batch_size=8, source="hand-built")
    return graph, Grouping(groups, list(range(n_groups)), edges)


@dataclass
class FakeResult:
    step_time: float
    feasible: bool
    peak_memory: dict[int, int]
    oom_devices: list[int]
    group_features: list[dict[str, float]] = field(default_factory=list)
    device_features: list[dict[str, float]] = field(default_factory=list)


class FakeSimulator:
    """Sequential analytic model: per group compute (batch split ∝ speed; duplicate = slowest device
    does the full batch; model parallel = 1.25× the split time), gradient sync (ring AllReduce /
    PS over the slowest link), activation transfers between groups on different machine sets, and
    memory (replicas hold 3× params + their activation share; model parallel splits both)."""

    def __init__(self, graph: CompGraph, grouping: Grouping, topology: Topology):
        self.graph, self.grouping, self.topology = graph, grouping, topology
        self.devices = topology.devices
        self.calls = 0

    def _bw(self, machines: tuple[int, ...]) -> float:
        if len(machines) == 1:
            return self.topology.machines[machines[0]].intra_bps
        return min(self.topology.inter_bps[(a, b)] for a in machines for b in machines if a < b)

    def simulate(self, strategy: Strategy, *, trace: bool = False, options=None) -> FakeResult:
        self.calls += 1
        mem = {d.id: 0.0 for d in self.devices}
        total = 0.0
        feats = []
        for g, dec in enumerate(strategy.decisions):
            group = self.grouping.groups[g]
            devs = [d for d in self.devices if d.machine in dec.machines]
            speeds = [self.topology.machines[d.machine].chip.peak_flops_for("f32") for d in devs]
            n = len(devs)
            if dec.replication is Replication.DUPLICATE:
                t = group.flops / min(speeds)
            else:
                t = group.flops / sum(speeds) * (1.25 if dec.replication is Replication.MODEL_PARALLEL and n > 1 else 1.0)
            sync = 0.0
            if n > 1 and dec.replication in (Replication.ALLREDUCE, Replication.PS) and group.param_bytes:
                factor = 2 * (n - 1) / n if dec.replication is Replication.ALLREDUCE else 1.5 * (n - 1) / n
                sync = factor * group.param_bytes / self._bw(dec.machines)
                for p in group.params:
                    assert dec.grad_sync[p] is (GradSync.ALLREDUCE if dec.replication is Replication.ALLREDUCE else GradSync.PS)
            transfer = 0.0
            for (a, b), nbytes in self.grouping.edges.items():
                if b == g and strategy.decisions[a].machines != dec.machines:
                    both = tuple(sorted(set(strategy.decisions[a].machines) | set(dec.machines)))
                    transfer += nbytes / self._bw(both)
            total += t + sync + transfer
            feats.append({"compute": t, "sync": sync, "comm_in": transfer})
            share = 1.0 / n if dec.replication is not Replication.DUPLICATE else 1.0
            for d in devs:
                params = group.param_bytes / n if dec.replication is Replication.MODEL_PARALLEL else group.param_bytes
                mem[d.id] += 3 * params + group.activation_bytes * share
        caps = {d.id: self.topology.machines[d.machine].chip.memory_bytes for d in self.devices}
        oom = [d for d in mem if mem[d] > caps[d]]
        return FakeResult(total, not oom, {d: int(v) for d, v in mem.items()}, oom, feats,
                          [{"peak_memory_fraction": mem[d] / caps[d]} for d in mem])


def dp_time(sim: FakeSimulator, space: ActionSpace) -> float:
    actions = [space.legalise(g, space.data_parallel()) for g in space.order]
    return sim.simulate(space.to_strategy(actions)).step_time


def run(problem=None, topology=None, *, iterations=60, seed=0, prior=None, **cfg):
    graph, grouping = problem or make_problem()
    topo = topology or make_topology()
    sim = FakeSimulator(graph, grouping, topo)
    space = ActionSpace(graph, grouping, topo)
    baseline = dp_time(sim, space)
    res = search(graph, grouping, topo, sim, baseline_step_time=baseline, prior=prior,
                 config=MCTSConfig(iterations=iterations, seed=seed, **cfg))
    return res, sim, space, baseline


# --------------------------------------------------------------------------------- action space
def test_action_space_enumerates_documented_subsets_and_options():
    graph, grouping = make_problem()
    space = ActionSpace(graph, grouping, make_topology())
    assert space.by_speed[0] == 0                       # the V100 machine ranks first
    # singles, all, fastest-2 prefix (m0 + m1: more devices than m2 at equal speed)
    assert space.base_subsets == [(0,), (1,), (2,), (0, 1, 2), (0, 1)]
    with_params = space.actions(0, {})
    assert Action.of((2,), Replication.ALLREDUCE) in with_params
    assert not [a for a in with_params if a.machines == (2,) and a.replication is not Replication.ALLREDUCE]
    assert {a.replication for a in with_params if a.machines == (0,)} == set(Replication)
    no_params = space.actions(1, {0: Action.of((0,), Replication.ALLREDUCE)})
    assert not [a for a in no_params if a.replication is Replication.PS]
    # + one-GPU placements on the first GPU of each multi-GPU machine
    one_gpu = [a for a in with_params if a.devices]
    assert [a.devices for a in one_gpu] == [(0,), (2,)]
    assert len(with_params) == 4 * 4 + 1 + 2
    # a parent on machine 0 adds every GPU of machine 0 (device 1 here)
    assert [a.devices for a in no_params if a.devices] == [(0,), (2,), (1,)]
    assert len(no_params) == 4 * 3 + 1 + 3
    # a parent on another single GPU adds that GPU
    assert (3,) in {a.devices for a in space.actions(1, {0: space.one_gpu(3)})}
    # the parent's subset joins the candidates when it is not a base subset
    odd = Action.of((1, 2), Replication.MODEL_PARALLEL)
    assert (1, 2) in {a.machines for a in space.actions(1, {0: odd})}
    assert (1, 2) not in {a.machines for a in space.actions(1, {})}


def test_strategy_round_robin_ps_devices():
    graph, grouping = make_problem(n_groups=6)
    space = ActionSpace(graph, grouping, make_topology())
    ps = Action.of((0, 1), Replication.PS)
    strategy = space.to_strategy([ps] * 6)
    ps_devices = [d.ps_device[p] for d in strategy.decisions for p in d.ps_device]
    assert ps_devices == [0, 1, 2]                      # three PS params over devices 0..3, in order
    assert all(set(d.grad_sync.values()) <= {GradSync.PS} for d in strategy.decisions)
    mp = space.to_strategy([Action.of((0,), Replication.MODEL_PARALLEL)] * 6)
    assert all(not d.grad_sync and not d.ps_device for d in mp.decisions)


def test_action_invariants():
    with pytest.raises(ValueError):
        Action((0,), Replication.ALLREDUCE, GradSync.PS)
    with pytest.raises(ValueError):
        Action((), Replication.DUPLICATE, None)
    assert Action((2, 0), Replication.DUPLICATE, None).machines == (0, 2)


# ------------------------------------------------------------------------------------- search
def test_search_beats_dp_when_network_is_slow_and_is_deterministic():
    slow_net = make_topology(nic_gbps=1.0)             # DP's cross-machine AllReduce is expensive
    res1, sim, space, baseline = run(topology=slow_net, iterations=80, seed=3)
    res2, *_ = run(topology=slow_net, iterations=80, seed=3)
    assert res1.best.feasible
    assert res1.best.result.step_time < baseline
    assert res1.iterations_to_beat_dp is not None and res1.iterations_to_beat_dp <= res1.iterations
    assert res1.iterations == 80
    assert res1.best.actions == res2.best.actions and res1.history == res2.history
    # the winner never synchronises gradients over the slow network
    for g, dec in enumerate(res1.strategy.decisions):
        if dec.grad_sync:
            assert len(dec.machines) == 1, (g, dec)


def test_search_at_least_as_good_as_dp_on_fast_network():
    res, sim, space, baseline = run(iterations=40, seed=0)
    assert res.best.result.step_time <= baseline * (1 + 1e-12)
    assert res.speedup >= 1.0
    assert res.simulations <= sim.calls


def _single_group_moves(res, sim, space):
    """Every strategy one legal single-group move away from `res.best` (as the polish enumerates them)."""
    best = res.best.actions
    for i, group in enumerate(space.order):
        decided = {space.order[j]: best[j] for j in range(i)}
        for action in space.actions(group, decided):
            if action != best[i]:
                yield sim.simulate(space.to_strategy(best[:i] + (action,) + best[i + 1:]))


def test_polish_ends_at_a_local_optimum_and_never_worsens_the_tree_result():
    """After the tree, coordinate descent over single-group moves: the result is no worse than the
    tree's best, and (with sweeps to spare) no single-group move improves it; without the polish the
    result is the tree's."""
    slow_net = make_topology(nic_gbps=1.0)
    res, sim, space, _ = run(topology=slow_net, iterations=1, seed=0, polish_sweeps=10)   # the tree: the root only
    assert res.best.feasible and res.tree_best_step_time is not None
    assert res.best.result.step_time <= res.tree_best_step_time
    assert res.polish_moves >= 1 and res.best.result.step_time < res.tree_best_step_time
    for other in _single_group_moves(res, sim, space):
        assert not (other.feasible and other.step_time < res.best.result.step_time)
    plain, *_ = run(topology=slow_net, iterations=1, seed=0, polish_sweeps=0)
    assert plain.polish_moves == 0 and plain.best.result.step_time == plain.tree_best_step_time
    assert plain.best.result.step_time == res.tree_best_step_time      # the same tree either way
    with pytest.raises(ValueError, match="polish_sweeps"):
        MCTSConfig(polish_sweeps=-1)


class CoupledSimulator(FakeSimulator):
    """FakeSimulator's step plus terms that couple groups 0 and 1 (large against its own times):
    model parallelism on group 0 costs 30 s unless group 1 is model-parallel too, where it saves 50 s;
    on group 1 it saves 20 s. From data parallelism everywhere the first sweep moves group 1 only
    (group 0 comes first and its move costs then); a second sweep is needed for group 0."""

    def simulate(self, strategy: Strategy, *, trace: bool = False, options=None) -> FakeResult:
        res = super().simulate(strategy)
        mp = [d.replication is Replication.MODEL_PARALLEL for d in strategy.decisions]
        coupled = (-20.0 if mp[1] else 0.0) + ((-50.0 if mp[1] else 30.0) if mp[0] else 0.0)
        return replace(res, step_time=res.step_time + 100.0 + coupled)


def test_polish_sweeps_until_no_single_group_move_helps():
    graph, grouping = make_problem()
    topo = make_topology()
    sim = CoupledSimulator(graph, grouping, topo)
    space = ActionSpace(graph, grouping, topo)
    assert tuple(space.order[:2]) == (0, 1)

    def polished(sweeps):
        return search(graph, grouping, topo, sim, baseline_step_time=dp_time(sim, space),
                      config=MCTSConfig(iterations=1, seed=0, polish_sweeps=sweeps))

    one, many = polished(1), polished(10)
    assert one.strategy.decisions[1].replication is Replication.MODEL_PARALLEL
    assert one.strategy.decisions[0].replication is not Replication.MODEL_PARALLEL
    assert many.strategy.decisions[0].replication is Replication.MODEL_PARALLEL
    assert many.best.result.step_time < one.best.result.step_time - 40.0


def test_cache_makes_repeat_evaluations_free():
    graph, grouping = make_problem()
    topo = make_topology()
    sim = FakeSimulator(graph, grouping, topo)
    s = StrategySearch(graph, grouping, topo, sim, baseline_step_time=1.0,
                       config=MCTSConfig(iterations=5, mutations=0.0))
    a = s.evaluate(())
    calls = sim.calls
    assert s.evaluate(()) is a and sim.calls == calls
    # the child that copies the default decision evaluates its parent's strategy: no new simulation
    s.evaluate((s.space.data_parallel(),))
    assert sim.calls == calls


def test_random_rollout_redraws_only_undecided_groups_and_is_seeded():
    graph, grouping = make_problem(n_groups=6)
    topo = make_topology()

    def mutated(seed, mutations):
        s = StrategySearch(graph, grouping, topo, FakeSimulator(graph, grouping, topo), baseline_step_time=1.0,
                           config=MCTSConfig(iterations=1, seed=seed, mutations=mutations))
        s.run()
        prefix = (Action.of((1,), Replication.DUPLICATE),) * 2
        return s, prefix, s.complete_mutated(prefix)

    s, prefix, out = mutated(0, 100.0)                 # every undecided group is re-drawn
    assert out[:2] == prefix and len(out) == 6
    for i in range(2, 6):
        decided = {s.order[j]: out[j] for j in range(i)}
        assert out[i] in s.space.actions(s.order[i], decided)
    assert out[2:] != s.best.actions[2:]
    assert mutated(0, 100.0)[2] == out and mutated(1, 100.0)[2] != out
    assert mutated(0, 0.0)[2] is None


def test_budget_seconds_stops_and_progress_is_reported():
    graph, grouping = make_problem()
    topo = make_topology()
    sim = FakeSimulator(graph, grouping, topo)
    seen = []
    res = search(graph, grouping, topo, sim, baseline_step_time=1.0,
                 config=MCTSConfig(budget_seconds=0.2, seed=1), progress=seen.append)
    assert 0.2 <= res.seconds < 2.0
    # one report per tree iteration, plus one (same iteration) after the polish
    assert res.iterations == seen[-1].iteration and len(seen) == res.iterations + 1
    assert sorted({p.iteration for p in seen}) == list(range(1, res.iterations + 1))
    assert all(a.iteration <= b.iteration for a, b in zip(seen, seen[1:]))
    assert seen[-1].best_step_time == res.best.result.step_time


def test_seed_changes_the_search():
    slow_net = make_topology(nic_gbps=1.0)
    runs = {tuple(run(topology=slow_net, iterations=25, seed=s)[0].history) for s in range(4)}
    assert len(runs) > 1


# ----------------------------------------------------------------------------------------- OOM
def test_oom_moves_to_model_parallel():
    # 6 GB of parameters per parameter group (×3 with Adam) cannot be replicated on 11 GB GTX
    # cards nor on one 32 GB V100 once two groups share it: only model parallelism fits.
    problem = make_problem(n_groups=4, param_bytes=6 * GB, act_bytes=64 << 20)
    res, sim, space, baseline = run(problem=problem, iterations=30)
    assert res.best.feasible
    mp = [d for d in res.strategy.decisions if d.replication is Replication.MODEL_PARALLEL]
    assert mp, "an OOM problem must be solved with model parallelism"
    dp = space.to_strategy([space.data_parallel()] * 4)
    assert not sim.simulate(dp).feasible                # DP itself is infeasible here


def test_infeasible_everywhere_reports_strongly_negative_reward_and_biases_prior():
    problem = make_problem(n_groups=4, param_bytes=40 * GB, act_bytes=64 << 20)   # fits nowhere
    graph, grouping = problem
    topo = make_topology()
    sim = FakeSimulator(graph, grouping, topo)
    s = StrategySearch(graph, grouping, topo, sim, baseline_step_time=1.0,
                       config=MCTSConfig(iterations=20, seed=0, root_noise=0.0))
    res = s.run()
    assert not res.best.feasible
    assert res.best.reward <= OOM_REWARD
    assert res.best.overflow > 0
    assert (s.oom_pressure > 0).any()
    # the least-overflowing strategy splits every parameter group (model parallelism)
    assert all(d.replication is Replication.MODEL_PARALLEL
               for g, d in enumerate(res.strategy.decisions) if grouping.groups[g].params)
    assert res.best.overflow < s.evaluate(()).overflow          # improved on the repaired root default
    # the tree's prior is biased to model parallelism while nothing feasible is known
    from tag.planner.mcts import _Node

    node = _Node(())
    s._expand(node, False)
    biased = s._biased_prior(node)
    mp = np.array([a.replication is Replication.MODEL_PARALLEL for a in node.actions])
    assert biased[mp].sum() > node.prior[mp].sum()


# ---------------------------------------------------------------------------------------- prior
class FavourPrior:
    """Puts (almost) all mass on one action; records the runtime feedback it was shown."""

    def __init__(self, favourite: Action):
        self.favourite = favourite
        self.feedback_groups: list[int] = []

    def action_probabilities(self, state: SearchState, actions):
        fb = state.runtime_feedback()
        self.feedback_groups.append(len(fb.group_features))
        assert len(state.completed_actions()) == len(state.order)
        return np.array([1.0 if a == self.favourite else 1e-6 for a in actions])


def _searched_prefixes(prior, iterations=12):
    graph, grouping = make_problem()
    topo = make_topology()
    sim = FakeSimulator(graph, grouping, topo)
    s = StrategySearch(graph, grouping, topo, sim, baseline_step_time=1.0, prior=prior,
                       config=MCTSConfig(iterations=iterations, root_noise=0.0))
    s.run()
    return list(s._cache)                                  # evaluated prefixes, in search order


def test_prior_changes_the_search_and_sees_runtime_feedback():
    favourite = Action.of((2,), Replication.ALLREDUCE)   # the single slow GPU
    prior = FavourPrior(favourite)
    with_prior = _searched_prefixes(prior)
    uniform = _searched_prefixes(UniformPrior())
    assert prior.feedback_groups and set(prior.feedback_groups) == {5}
    assert with_prior != uniform
    # the search keeps returning to the favourite: most evaluated prefixes start with it
    assert sum(1 for k in with_prior if k[:1] == (favourite,)) > len(with_prior) // 2
    assert sum(1 for k in uniform if k[:1] == (favourite,)) <= 1


def test_prior_favourite_is_expanded_first():
    graph, grouping = make_problem()
    topo = make_topology()
    sim = FakeSimulator(graph, grouping, topo)
    favourite = Action.of((2,), Replication.ALLREDUCE)
    s = StrategySearch(graph, grouping, topo, sim, baseline_step_time=1.0, prior=FavourPrior(favourite),
                       config=MCTSConfig(iterations=2, root_noise=0.0))
    s.run()
    assert (favourite,) in s._cache                      # iteration 2 expanded the favourite
    u = StrategySearch(graph, grouping, topo, sim, baseline_step_time=1.0,
                       config=MCTSConfig(iterations=2, root_noise=0.0))
    u.run()
    assert (favourite,) not in u._cache


def test_bad_prior_output_is_rejected():
    class Broken:
        def action_probabilities(self, state, actions):
            return np.ones(len(actions) + 1)

    graph, grouping = make_problem()
    topo = make_topology()
    with pytest.raises(ValueError, match="probabilities"):
        search(graph, grouping, topo, FakeSimulator(graph, grouping, topo), baseline_step_time=1.0,
               prior=Broken(), config=MCTSConfig(iterations=3))


def _six_groups_on_a_slow_network():
    """(graph, grouping, topology, cluster simulator, data-parallel strategy, its step time)."""
    from tag.runtime.cluster_sim import ClusterSimulator

    graph, grouping = make_problem(n_groups=6)
    topo = make_topology(nic_gbps=1.0)
    sim = ClusterSimulator(graph, grouping, topo)
    space = ActionSpace(graph, grouping, topo)
    dp = space.to_strategy(tuple(space.data_parallel() for _ in space.order))
    return graph, grouping, topo, sim, dp, sim.simulate(dp).step_time


def test_polish_stops_simulations_slower_than_every_kept_strategy_with_the_same_result():
    """The polish asks the simulator to stop once a move's step is slower than the last kept strategy
    (`ClusterSimulator.simulate_below`): such a move changes neither the top list nor the best, so the
    search ends with the same strategies, step times and simulation count as with full simulations."""
    graph, grouping, topo, sim, dp, t = _six_groups_on_a_slow_network()
    assert sim.simulate_below(dp, t * (1 + 1e-9)).step_time == t and sim.simulate_below(dp, t * 0.5) is None

    class Full:                                  # the same simulator without early stops
        def simulate(self, strategy, *, trace=False, options=None):
            return sim.simulate(strategy, trace=trace, options=options)

    stopped = []

    class Counting(Full):
        def simulate_below(self, strategy, bound):
            result = sim.simulate_below(strategy, bound)
            stopped.append(result is None)
            return result

    config = MCTSConfig(iterations=40, seed=0, polish_sweeps=3, keep_top=2)
    fast = StrategySearch(graph, grouping, topo, Counting(), baseline_step_time=t, config=config).run()
    full = StrategySearch(graph, grouping, topo, Full(), baseline_step_time=t, config=config).run()
    assert any(stopped) and fast.polish_moves == full.polish_moves and fast.simulations == full.simulations
    assert [e.actions for e in fast.top] == [e.actions for e in full.top]
    assert [e.result.step_time for e in fast.top] == [e.result.step_time for e in full.top]


def test_the_top_list_adds_strategies_with_search_estimates_of_their_own():
    """The planner re-ranks `top` as applied. Strategies the search model prices alike are near-duplicates
    (on a 19-GPU random topology the six best were one estimate, 2.2694 ms, 2.384-2.391 ms applied), so
    after the `keep_top` best the list adds up to `keep_top` more, each with an estimate of its own."""
    graph, grouping, topo, sim, dp, t = _six_groups_on_a_slow_network()
    k = 3
    searcher = StrategySearch(graph, grouping, topo, sim, baseline_step_time=t,
                              config=MCTSConfig(iterations=60, seed=0, keep_top=k))
    result = searcher.run()
    best_k = [e.actions for e in result.top[:k]]
    assert len(set(best_k)) == k and len({e.actions for e in result.top}) == len(result.top) <= 2 * k
    spread = [float(e.result.step_time) for e in searcher._spread if e.feasible]
    assert len(spread) == k and all(b - a > 1e-9 * a for a, b in zip(spread, spread[1:]))
    # the spread is the k best distinct estimates of everything simulated
    estimates = sorted({float(r.step_time) for _, r in searcher._sim_cache.values() if r.feasible})
    distinct = [estimates[0]]
    for x in estimates[1:]:
        if x - distinct[-1] > 1e-9 * distinct[-1]:
            distinct.append(x)
    assert spread == distinct[:k]
