"""Monte Carlo tree search over per-op-group deployment decisions (TAG's strategy creator).

Tree. Depth `i` decides op group `order[i]` (`Grouping.topological_order()`); an edge is an
`Action` = (machine subset = the group's P-matrix row, replication option, gradient sync).

Action space per group (kept tractable, O(M) actions for M machines):
  machine subsets = every single machine, all machines, the k fastest machines for 2 <= k < M
  (machines ranked by per-device peak FLOP/s of the model's dominant dtype, then device count),
  plus the subset of the group's *parent* (its decided predecessor with the most edge bytes
  into it), deduplicated;
  × replication = replicate+AllReduce, replicate+PS (round-robin PS devices), duplicate,
  model-parallel — all four only on subsets with > 1 device (one device: a single "place"
  action, written as replicate+AllReduce, which syncs nothing). Gradient sync follows the
  replication (AllReduce vs PS), so replication × {AllReduce, PS} collapses to these four
  options; groups without parameters drop replicate+PS (it equals replicate+AllReduce there);
  plus one-GPU placements (the paper's "placed on one ... device of the device group"): the first
  GPU of every multi-GPU machine, and every GPU of the parent's machine when the parent sits on one
  machine (so neighbouring groups can spread over that machine's GPUs). A group holding an op
  whose batch split the lowering cannot derive (`whole_groups`: RNG or control flow over the batch,
  ...) is never split: on multi-device subsets it is offered duplicate and model-parallel only.

Selection: PUCT, `a* = argmax Q̂(s,a) + c·P(s,a)·sqrt(N(s)) / (1 + N(s,a))` with the prior's P
(optional Dirichlet noise at the root), first-play urgency Q(s,a) = mean value of s for unvisited
actions, and Q̂ = Q min-max normalised over every reward seen so far (speed-ups range from below 1 to
hundreds, so raw Q would drown the exploration term). Ties are broken with the seeded numpy
Generator, so a run is deterministic for a seed (given an iteration limit; a time budget stops
wherever the clock says).

Evaluation. A new node's undecided groups are completed by three default policies and the best
completion counts: (a) *copy*: each undecided group copies the previous group's action (in `order`;
the first group defaults to data parallelism on all machines), so a decision propagates down the
graph (a segment move); (b) *incumbent*: undecided groups keep the best strategy found so far, so a
decision is a point move away from it; (c) *random rollout*: (b) with `mutations` undecided groups
(expected) re-drawn uniformly from their legal actions (seeded rng). (c) reaches groups deep in the
order, which the tree itself seldom decides: with ~50 actions per level, a few thousand iterations
expand only the first few levels under a uniform prior. Full strategies are simulated; reward = speed-up
over DP-NCCL = `t_dp / t`. Simulations are cached by the full action tuple.

Polish. After the tree search the best strategy is improved by coordinate descent: for each group
in `order`, every legal action the tree would offer it (given the groups before it) replaces its
action in the full strategy, and the strategy is kept when it is better (`_better`: feasible first,
then faster). Up to `polish_sweeps` sweeps over all groups, stopping after a sweep without an
improvement (a local optimum under single-group moves); no randomness. A move's simulation stops as
soon as a chunk ends later than the last kept strategy's step (`_keep_bound`,
`ClusterSimulator.simulate_below`): it could change neither the top list nor the best, so the result
is the same as with full simulations (resnet101/cloud: polish and tree 60 -> 40 s). The tree reaches the deep
groups only through its default policies, so a strategy it finds is often single-group moves away
from a much faster one (VGG19 on the `cloud` topology, 1,000 iterations: 382 ms after the tree,
118 ms after the polish; README). With a time budget the tree gets the first `1 - POLISH_SHARE` of
it, the polish the rest, and the tree resumes around the polished strategy if the polish converges
before the deadline.

Out of memory. An infeasible completion is *repaired* before it is scored: every undecided group
that touches an OOM device is escalated one step (one GPU → model-parallel on its machine;
replicate/duplicate → model-parallel on the same machines; model-parallel on a single device or
already model-parallel → model-parallel on one more machine, the one with the most memory), then
re-simulated, up to `max_repair_rounds`. If still infeasible the reward is
`-1 - 0.5·min(1, overflow)` (overflow = worst peak/capacity - 1), and every group on an OOM device
gains OOM pressure. While no feasible strategy has been found, model-parallel actions of groups with
pressure get their prior multiplied by `1 + oom_bias`, steering the tree to model parallelism.
"""
from __future__ import annotations

import gc
import random

import math
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from tag.dialects.attributes import GradSync, Replication
from tag.core.execution import step_seconds
from tag.core.model import CompGraph, GroupDecision, Grouping, Strategy, Topology
from tag.planner.prior import Action, Prior, SearchState, UniformPrior, normalise

__all__ = [
    "MCTSConfig", "MCTSProgress", "MCTSResult", "Evaluation", "ActionSpace", "StrategySearch",
    "Simulator", "search", "OOM_REWARD", "DEFAULT_ITERATIONS", "collector_paused",
]

OOM_REWARD = -1.0
DEFAULT_ITERATIONS = 1000
POLISH_SHARE = 1.0 / 3.0               # of a time budget, left to the polish after the tree search
_TIE_EPS = 1e-12


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off while the block runs (its previous state restored
    after). A search allocates many long-lived objects (cached evaluations, layouts, transfer
    costs) and next to no reference cycles, so the collector's repeated passes over them only cost
    time; reference counting still frees everything else at once. Changes no result."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


class Simulator(Protocol):
    """What the search needs from `tag.runtime.cluster_sim.ClusterSimulator`."""

    def simulate(self, strategy: Strategy, *, trace: bool = False, options=None): ...


@dataclass
class MCTSConfig:
    """Search knobs. With neither `iterations` nor `budget_seconds`, `DEFAULT_ITERATIONS` run."""

    iterations: int | None = None
    budget_seconds: float | None = None
    seed: int = 0
    c_puct: float = 1.5
    root_noise: float = 0.25           # weight of Dirichlet noise mixed into the root prior (0: off)
    dirichlet_alpha: float = 0.3
    max_repair_rounds: int = 4
    oom_bias: float = 4.0
    mutations: float = 1.5             # expected groups re-drawn in the random rollout (0: no rollout)
    keep_top: int = 6                  # distinct best evaluations kept, plus as many with distinct search
                                       # estimates (`StrategySearch.top`; re-ranked by the planner as applied)
    polish_sweeps: int = 3             # coordinate-descent sweeps after the tree search (0: none)

    def __post_init__(self) -> None:
        if self.mutations < 0:
            raise ValueError("mutations must be >= 0")
        if self.polish_sweeps < 0:
            raise ValueError("polish_sweeps must be >= 0")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError("iterations must be >= 1")
        if self.budget_seconds is not None and not 0 < self.budget_seconds < float("inf"):
            raise ValueError("budget_seconds must be a finite number > 0")


@dataclass(frozen=True)
class MCTSProgress:
    """Reported after every iteration."""

    iteration: int
    target_iterations: int | None
    elapsed: float
    budget_seconds: float | None
    best_step_time: float
    best_speedup: float
    best_feasible: bool
    simulations: int


@dataclass
class Evaluation:
    """A simulated full strategy: `actions[i]` decides group `order[i]`."""

    actions: tuple[Action, ...]
    strategy: Strategy
    result: object                      # SimResult
    reward: float
    overflow: float                     # worst peak/capacity - 1 (<= 0 when feasible)

    @property
    def feasible(self) -> bool:
        return bool(self.result.feasible)


@dataclass
class MCTSResult:
    best: Evaluation
    iterations: int
    simulations: int
    seconds: float
    iterations_to_beat_dp: int | None
    baseline_step_time: float
    history: list[tuple[int, float, bool]] = field(default_factory=list)   # (iteration, best time, feasible) on improvement
    top: list[Evaluation] = field(default_factory=list)   # `StrategySearch.top`: best first, then the spread
    polish_moves: int = 0               # single-group moves the polish kept
    tree_best_step_time: float | None = None   # the best step time when the tree search ended (before the polish)

    @property
    def strategy(self) -> Strategy:
        return self.best.strategy

    @property
    def speedup(self) -> float:
        return self.baseline_step_time / self.best.result.step_time


# --------------------------------------------------------------------------------- action space
class ActionSpace:
    """Legal actions per group (see module docstring) and action → `Strategy` conversion."""

    def __init__(self, graph: CompGraph, grouping: Grouping, topology: Topology, whole_groups: Iterable[int] = ()):
        self.graph, self.grouping, self.topology = graph, grouping, topology
        # groups holding an op whose batch split the lowering cannot derive: never split
        self.whole_groups = frozenset(int(g) for g in whole_groups)
        self.order: tuple[int, ...] = tuple(grouping.topological_order())
        devices = topology.devices
        self.machine_devices: list[tuple[int, ...]] = [
            tuple(d.id for d in devices if d.machine == m) for m in range(len(topology.machines))]
        self.device_machine = [d.machine for d in devices]
        speed = [1.0 / max(step_seconds(graph, m.chip), 1e-30) for m in topology.machines]   # simulated
        n_machines = len(topology.machines)
        self.by_speed = sorted(range(n_machines), key=lambda m: (-speed[m], -topology.machines[m].count, m))
        self.by_memory = sorted(range(n_machines), key=lambda m: (
            -topology.machines[m].count * topology.machines[m].chip.memory_bytes, m))
        subsets: list[tuple[int, ...]] = [(m,) for m in range(n_machines)]
        subsets.append(tuple(range(n_machines)))
        subsets += [tuple(sorted(self.by_speed[:k])) for k in range(2, n_machines)]
        self.base_subsets = list(dict.fromkeys(subsets))
        self.capacity = {d.id: topology.machines[d.machine].chip.memory_bytes for d in devices}
        self._preds: dict[int, list[tuple[int, int]]] = {}
        for (a, b), nbytes in grouping.edges.items():
            if a != b:
                self._preds.setdefault(b, []).append((a, nbytes))
        self._position = {g: i for i, g in enumerate(self.order)}
        self._options: dict[tuple[int, tuple[int, ...]], tuple[Action, ...]] = {}

    # -- subsets and actions
    def devices_of(self, action: Action) -> tuple[int, ...]:
        """The devices `action` uses: its explicit devices, else every device of its machines."""
        if action.devices:
            return action.devices
        return tuple(d for m in action.machines for d in self.machine_devices[m])

    def has_params(self, group: int) -> bool:
        return bool(self.grouping.groups[group].params)

    def parent(self, group: int, decided: dict[int, Action]) -> int | None:
        """The decided predecessor sending the most bytes into `group` (latest in order on ties)."""
        best = None
        for pred, nbytes in self._preds.get(group, []):
            if pred in decided:
                key = (nbytes, self._position[pred])
                if best is None or key > best[0]:
                    best = (key, pred)
        return None if best is None else best[1]

    def options(self, group: int, machines: tuple[int, ...]) -> list[Action]:
        """Replication options for `group` on all devices of `machines` (see module docstring);
        memoised per (group, machines) (actions are immutable)."""
        key = (group, tuple(machines))
        hit = self._options.get(key)
        if hit is None:
            hit = self._options[key] = tuple(self._make_options(group, machines))
        return list(hit)

    def _make_options(self, group: int, machines: tuple[int, ...]) -> list[Action]:
        if sum(len(self.machine_devices[m]) for m in machines) == 1:
            return [Action.of(machines, Replication.ALLREDUCE)]
        reps = [Replication.ALLREDUCE, Replication.PS, Replication.DUPLICATE, Replication.MODEL_PARALLEL]
        if group in self.whole_groups:         # splitting the batch is not derivable: run it whole
            reps = [Replication.DUPLICATE, Replication.MODEL_PARALLEL]
        elif not self.has_params(group):
            reps.remove(Replication.PS)
        return [Action.of(machines, r) for r in reps]

    def one_gpu(self, device: int) -> Action:
        """Place a group on one GPU."""
        machine = self.device_machine[device]
        if len(self.machine_devices[machine]) == 1:
            return Action.of((machine,), Replication.ALLREDUCE)
        return Action.of((machine,), Replication.ALLREDUCE, (device,))

    def actions(self, group: int, decided: dict[int, Action]) -> list[Action]:
        subsets = list(self.base_subsets)
        parent = self.parent(group, decided)
        gpus = [devs[0] for devs in self.machine_devices if len(devs) > 1]
        if parent is not None:
            pa = decided[parent]
            if not pa.devices and pa.machines not in subsets:
                subsets.append(pa.machines)
            if len(pa.machines) == 1:
                gpus += [d for d in self.machine_devices[pa.machines[0]] if d not in gpus]
        out = [a for s in subsets for a in self.options(group, s)]
        return out + [self.one_gpu(d) for d in gpus]

    def legalise(self, group: int, action: Action) -> Action:
        """`action` made legal for `group` (PS on a parameter-less group becomes replicate+AllReduce;
        explicit-device placements are legal everywhere)."""
        if action.devices:
            return action
        legal = self.options(group, action.machines)
        if action in legal:
            return action
        if group in self.whole_groups and len(legal) > 1:
            return Action.of(action.machines, Replication.DUPLICATE)
        return Action.of(action.machines, Replication.ALLREDUCE)

    def data_parallel(self) -> Action:
        return Action.of(tuple(range(len(self.topology.machines))), Replication.ALLREDUCE)

    def escalate(self, group: int, action: Action) -> Action:
        """One step more aggressive against OOM: one GPU → model-parallel on its machine;
        replicate/duplicate → model-parallel on the same machines; otherwise add the machine with the
        most memory not yet used (model-parallel)."""
        if action.devices:
            return self.escalate(group, Action.of(action.machines, Replication.DUPLICATE))
        if action.replication is not Replication.MODEL_PARALLEL and len(self.devices_of(action)) > 1:
            return Action.of(action.machines, Replication.MODEL_PARALLEL)
        for m in self.by_memory:
            if m not in action.machines:
                return Action.of(action.machines + (m,), Replication.MODEL_PARALLEL)
        return action

    # -- strategies
    def random_strategy(self, rng: random.Random, name: str = "random") -> Strategy:
        """A random legal strategy: each group's action drawn uniformly from the legal ones, in
        `order` (what the agreement and contract checks sample)."""
        decided: dict[int, Action] = {}
        actions = []
        for group in self.order:
            choice = rng.choice(self.actions(group, decided))
            decided[group] = choice
            actions.append(choice)
        return self.to_strategy(actions, name=name)

    def to_strategy(self, actions: Sequence[Action], name: str = "") -> Strategy:
        """`actions[i]` decides `order[i]`. PS parameters get PS devices round-robin over their
        group's devices, counting PS parameters in `order` across the whole strategy."""
        decisions: list[GroupDecision | None] = [None] * len(self.grouping.groups)
        ps_counter = 0
        for group, action in zip(self.order, actions):
            params = self.grouping.groups[group].params
            sync: dict[int, GradSync] = {}
            ps: dict[int, int] = {}
            if action.grad_sync is not None:
                devs = self.devices_of(action)
                for p in params:
                    sync[p] = action.grad_sync
                    if action.grad_sync is GradSync.PS:
                        ps[p] = devs[ps_counter % len(devs)]
                        ps_counter += 1
            decisions[group] = GroupDecision(action.machines, action.replication, sync, ps, devices=action.devices)
        missing = [g for g, d in enumerate(decisions) if d is None]
        if missing:
            raise ValueError(f"no action for groups {missing}")
        return Strategy(decisions, None, name)  # type: ignore[arg-type]

    def overflow(self, result) -> float:
        """Worst `peak / capacity - 1` over devices (negative when everything fits)."""
        worst = -1.0
        for dev, peak in result.peak_memory.items():
            cap = self.capacity.get(int(dev))
            if cap:
                worst = max(worst, peak / cap - 1.0)
        return worst


def _insert(kept: list[Evaluation], ev: Evaluation, k: int, same: Callable[[Evaluation], bool]) -> None:
    """Insert `ev` into `kept` (best first, at most `k`) unless an entry is `same` as it or the list is
    full of better ones."""
    if any(same(t) for t in kept) or (len(kept) >= k and not _better(ev, kept[-1])):
        return
    kept.append(ev)
    kept.sort(key=lambda t: (not t.feasible, float(t.result.step_time) if t.feasible else t.overflow))
    del kept[k:]


def _better(a: Evaluation, b: Evaluation) -> bool:
    """Feasible beats infeasible; then lower step time (feasible) or lower overflow (infeasible)."""
    if a.feasible != b.feasible:
        return a.feasible
    if a.feasible:
        return a.result.step_time < b.result.step_time
    return a.overflow < b.overflow


# ------------------------------------------------------------------------------------- the tree
class _Node:
    __slots__ = ("chosen", "actions", "prior", "children", "child_n", "child_w", "n", "w")

    def __init__(self, chosen: tuple[Action, ...]):
        self.chosen = chosen
        self.actions: list[Action] | None = None
        self.prior: np.ndarray | None = None
        self.children: dict[int, _Node] = {}
        self.child_n: np.ndarray | None = None
        self.child_w: np.ndarray | None = None
        self.n = 0
        self.w = 0.0

    @property
    def q(self) -> float:
        return self.w / self.n if self.n else 0.0


class StrategySearch:
    """MCTS for one (graph, grouping, topology); `run()` searches and returns the best strategy.

    `baseline_step_time` is DP-NCCL's simulated step time (rewards are speed-ups over it)."""

    def __init__(self, graph: CompGraph, grouping: Grouping, topology: Topology, simulator: Simulator, *,
                 baseline_step_time: float, prior: Prior | None = None, config: MCTSConfig | None = None,
                 progress: Callable[[MCTSProgress], None] | None = None, whole_groups: Iterable[int] = ()):
        if not grouping.groups:
            raise ValueError("nothing to search: the grouping has no op groups")
        if not (baseline_step_time > 0 and math.isfinite(baseline_step_time)):
            raise ValueError(f"baseline step time must be positive and finite, got {baseline_step_time}")
        self.space = ActionSpace(graph, grouping, topology, whole_groups)
        self.graph, self.grouping, self.topology = graph, grouping, topology
        self.simulator = simulator
        self.baseline = float(baseline_step_time)
        self.prior: Prior = prior or UniformPrior()
        self.config = config or MCTSConfig()
        self.progress = progress
        self.rng = np.random.default_rng(self.config.seed)
        self.order = self.space.order
        self._cache: dict[tuple[Action, ...], Evaluation] = {}
        self._sim_cache: dict[tuple[Action, ...], tuple[Strategy, object]] = {}   # actions -> (strategy, result)
        self._above: set[tuple[Action, ...]] = set()    # polish moves known slower than `_keep_bound`
        self.simulations = 0
        self.oom_pressure = np.zeros(len(grouping.groups), dtype=float)
        self.best: Evaluation | None = None
        self._best_k: list[Evaluation] = []        # the `keep_top` best distinct action lists
        self._spread: list[Evaluation] = []        # the `keep_top` best with pairwise distinct estimates
        self.history: list[tuple[int, float, bool]] = []
        self.iterations_to_beat_dp: int | None = None
        self._iteration = 0
        self._value_range = (math.inf, -math.inf)          # min / max reward seen (Q normalisation)

    # -- default policy and evaluation
    def _keep(self, ev: Evaluation) -> None:
        """Keep `ev` among the `keep_top` best distinct action lists and among the `keep_top` best with
        pairwise distinct search estimates (step times equal within 1e-9 relative count as one: such
        strategies differ in what the search model does not see, and the first one seen stays)."""
        k = self.config.keep_top
        if k <= 0:
            return
        _insert(self._best_k, ev, k, lambda t: t.actions == ev.actions)
        _insert(self._spread, ev, k, lambda t: t.actions == ev.actions or (
            t.feasible and ev.feasible and abs(float(t.result.step_time) - float(ev.result.step_time))
            <= 1e-9 * float(t.result.step_time)))

    @property
    def top(self) -> list[Evaluation]:
        """The strategies the planner re-ranks as applied: the `keep_top` best distinct action lists,
        best first, then the spread's others (up to `keep_top` more, each with a search estimate of its
        own). On a 19-GPU random topology the six best were one estimate (2.2694 ms) and 2.384-2.391 ms
        as applied: near-duplicates, where other estimates give the re-rank other strategies."""
        seen = {ev.actions for ev in self._best_k}
        return self._best_k + [ev for ev in self._spread if ev.actions not in seen]

    def complete(self, chosen: tuple[Action, ...]) -> tuple[Action, ...]:
        """Default policy: each undecided group copies the previous group's action (legalised);
        the first group defaults to data parallelism on every machine."""
        out = list(chosen)
        for i in range(len(chosen), len(self.order)):
            prev = out[i - 1] if i > 0 else self.space.data_parallel()
            out.append(self.space.legalise(self.order[i], prev))
        return tuple(out)

    def to_strategy(self, actions: tuple[Action, ...]) -> Strategy:
        return self.space.to_strategy(actions, name="tag-mcts")

    def _simulate_actions(self, actions: tuple[Action, ...]):
        return self._simulated(actions)[1]

    def _simulated(self, actions: tuple[Action, ...], bound: float = math.inf) -> tuple[Strategy, object] | None:
        """(strategy, SimResult) of a full action list, simulated once per distinct list; None when
        the simulator stopped it as slower than `bound` (`simulate_below`; remembered in `_above`,
        valid for any later bound as `_keep_bound` never grows). Without a bound: never None."""
        hit = self._sim_cache.get(actions)
        if hit is not None:
            return hit
        bounded = bound != math.inf
        if bounded and actions in self._above:
            return None
        strategy = self.to_strategy(actions)
        below = getattr(self.simulator, "simulate_below", None) if bounded else None
        result = below(strategy, bound) if below is not None else self.simulator.simulate(strategy)
        self.simulations += 1
        if result is None:
            self._above.add(actions)
            return None
        hit = self._sim_cache[actions] = (strategy, result)
        return hit

    def _keep_bound(self) -> float:
        """A step time above which an evaluation changes neither the top list nor the best (`_record`):
        the spread's last when it is full and feasible (the best's without a list), else inf: the spread's
        last is never faster than the best list's, which is full whenever the spread is. It never grows."""
        k = self.config.keep_top
        ref = self.best if k <= 0 else (self._spread[-1] if len(self._spread) >= k else None)
        if ref is None or not ref.feasible:
            return math.inf
        return float(ref.result.step_time)

    def _polish_score(self, actions: tuple[Action, ...]) -> Evaluation | None:
        """The evaluation of a polish move, or None when its step is slower than `_keep_bound` (the
        simulator stops early, `simulate_below`; such a list is remembered, as the bound never grows):
        the same top list and best as a full simulation, in less time."""
        hit = self._simulated(actions, self._keep_bound())
        return None if hit is None else self._score(actions, hit[1])

    def _score(self, actions: tuple[Action, ...], result) -> Evaluation:
        overflow = self.space.overflow(result)
        if result.feasible:
            reward = self.baseline / max(result.step_time, 1e-30)
        else:
            reward = OOM_REWARD - 0.5 * min(1.0, max(0.0, overflow))
        return Evaluation(actions, self._simulated(actions)[0], result, reward, overflow)

    def complete_incumbent(self, chosen: tuple[Action, ...]) -> tuple[Action, ...] | None:
        """Default policy (b): undecided groups keep the incumbent's actions (None without one)."""
        if self.best is None:
            return None
        return tuple(chosen) + self.best.actions[len(chosen):]

    def _repaired(self, depth: int, actions: list[Action]):
        """Simulate `actions`; while out of memory, escalate the undecided groups (index >= depth)
        on OOM devices and re-simulate (at most `max_repair_rounds` times)."""
        result = self._simulate_actions(tuple(actions))
        for _ in range(self.config.max_repair_rounds):
            if result.feasible:
                break
            oom = {int(d) for d in result.oom_devices}
            changed = False
            for i in range(depth, len(self.order)):
                if oom.intersection(self.space.devices_of(actions[i])):
                    new = self.space.escalate(self.order[i], actions[i])
                    changed |= new != actions[i]
                    actions[i] = new
            if not changed:
                break
            result = self._simulate_actions(tuple(actions))
        return self._score(tuple(actions), result)

    def complete_mutated(self, chosen: tuple[Action, ...]) -> tuple[Action, ...] | None:
        """Default policy (c): the incumbent completion with each undecided group re-drawn, with
        probability `mutations / #undecided`, uniformly from its legal actions (seeded rng)."""
        base = self.complete_incumbent(chosen)
        undecided = len(self.order) - len(chosen)
        if base is None or undecided == 0 or self.config.mutations <= 0:
            return None
        p = min(1.0, self.config.mutations / undecided)
        hits = np.flatnonzero(self.rng.random(undecided) < p) + len(chosen)
        if not len(hits):
            return None
        out = list(base)
        for i in hits:
            decided = {self.order[j]: out[j] for j in range(i)}
            options = self.space.actions(self.order[i], decided)
            out[i] = options[int(self.rng.integers(len(options)))]
        return tuple(out)

    def evaluate(self, chosen: tuple[Action, ...]) -> Evaluation:
        """Complete `chosen` with the default policies, repair OOM on undecided groups, score;
        the best completion is the node's evaluation (cached per prefix)."""
        key = tuple(chosen)
        if key in self._cache:
            return self._cache[key]
        candidates = [self.complete(key)]
        for extra in (self.complete_incumbent(key), self.complete_mutated(key)):
            if extra is not None and extra not in candidates:
                candidates.append(extra)
        evaluation: Evaluation | None = None
        for actions in candidates:
            ev = self._repaired(len(key), list(actions))
            if evaluation is None or _better(ev, evaluation):
                evaluation = ev
        assert evaluation is not None
        if not evaluation.feasible:
            oom = {int(d) for d in evaluation.result.oom_devices}
            for i, action in enumerate(evaluation.actions):
                if oom.intersection(self.space.devices_of(action)):
                    self.oom_pressure[self.order[i]] += 1.0
        self._cache[key] = evaluation
        self._record(evaluation)
        return evaluation

    def _record(self, ev: Evaluation) -> None:
        self._keep(ev)
        if self.best is not None and not _better(ev, self.best):
            return
        self.best = ev
        self.history.append((self._iteration, float(ev.result.step_time), ev.feasible))
        if (self.iterations_to_beat_dp is None and ev.feasible
                and ev.result.step_time < self.baseline * (1 - 1e-9)):
            self.iterations_to_beat_dp = self._iteration

    # -- tree policy
    def _see(self, reward: float) -> None:
        lo, hi = self._value_range
        self._value_range = (min(lo, reward), max(hi, reward))

    def _state(self, chosen: tuple[Action, ...]) -> SearchState:
        return SearchState(self.graph, self.grouping, self.topology, self.order, chosen,
                           self.complete, self.to_strategy, self._simulate_actions)

    def _expand(self, node: _Node, is_root: bool) -> None:
        group = self.order[len(node.chosen)]
        decided = {self.order[i]: a for i, a in enumerate(node.chosen)}
        node.actions = self.space.actions(group, decided)
        raw = self.prior.action_probabilities(self._state(node.chosen), node.actions)
        prior = normalise(raw, len(node.actions))
        if is_root and self.config.root_noise > 0 and len(node.actions) > 1:
            noise = self.rng.dirichlet(np.full(len(node.actions), self.config.dirichlet_alpha))
            prior = (1 - self.config.root_noise) * prior + self.config.root_noise * noise
        node.prior = prior
        node.child_n = np.zeros(len(node.actions))
        node.child_w = np.zeros(len(node.actions))

    def _biased_prior(self, node: _Node) -> np.ndarray:
        """The node's prior, with model-parallel boosted for OOM-pressured groups while no feasible
        strategy is known."""
        group = self.order[len(node.chosen)]
        if (self.best is not None and self.best.feasible) or self.oom_pressure[group] <= 0:
            return node.prior
        boost = np.array([1.0 + self.config.oom_bias if a.replication is Replication.MODEL_PARALLEL else 1.0
                          for a in node.actions])
        p = node.prior * boost
        return p / p.sum()

    def _select(self, node: _Node) -> int:
        prior = self._biased_prior(node)
        n = node.child_n
        q = np.where(n > 0, node.child_w / np.maximum(n, 1), node.q)
        lo, hi = self._value_range
        q = (q - lo) / (hi - lo) if hi > lo else np.zeros_like(q)
        u = self.config.c_puct * prior * math.sqrt(max(1, node.n)) / (1.0 + n)
        score = q + u
        ties = np.flatnonzero(score >= score.max() - _TIE_EPS)
        return int(ties[0] if len(ties) == 1 else self.rng.choice(ties))

    def _iterate(self, root: _Node) -> None:
        path = [root]
        picks: list[int] = []
        node = root
        while len(node.chosen) < len(self.order):
            if node.actions is None:
                self._expand(node, node is root)
            a = self._select(node)
            picks.append(a)
            child = node.children.get(a)
            if child is None:
                child = _Node(node.chosen + (node.actions[a],))
                node.children[a] = child
                path.append(child)
                break
            node = child
            path.append(node)
        reward = self.evaluate(path[-1].chosen).reward
        self._see(reward)
        for i, n in enumerate(path):
            n.n += 1
            n.w += reward
            if i < len(picks):
                n.child_n[picks[i]] += 1
                n.child_w[picks[i]] += reward

    def run(self) -> MCTSResult:
        cfg = self.config
        target = cfg.iterations if cfg.iterations is not None else (
            None if cfg.budget_seconds is not None else DEFAULT_ITERATIONS)
        with collector_paused():
            return self._run(target)

    def _run(self, target: int | None) -> MCTSResult:
        cfg = self.config
        start = time.perf_counter()
        deadline = None if cfg.budget_seconds is None else start + cfg.budget_seconds
        tree_seconds = cfg.budget_seconds
        if tree_seconds is not None and cfg.polish_sweeps > 0:
            tree_seconds *= 1.0 - POLISH_SHARE
        root = _Node(())
        self._iteration = 1
        first = self.evaluate(())          # iteration 1: the default policy from the root
        root.n, root.w = 1, first.reward
        self._see(first.reward)
        self._report(start, target)
        self._grow(root, start, target, tree_seconds)
        assert self.best is not None
        tree_best = float(self.best.result.step_time)
        moves = self.polish(deadline)
        self._report(start, target)        # the polished best (same iteration count)
        if deadline is not None:           # the polish converged early: the tree resumes around its result
            self._grow(root, start, target, cfg.budget_seconds)
        return MCTSResult(self.best, self._iteration, self.simulations, time.perf_counter() - start,
                          self.iterations_to_beat_dp, self.baseline, list(self.history), list(self.top),
                          polish_moves=moves, tree_best_step_time=tree_best)

    def _grow(self, root: _Node, start: float, target: int | None, seconds: float | None) -> None:
        """Tree iterations until `target` iterations or `seconds` after `start`."""
        while True:
            elapsed = time.perf_counter() - start
            if target is not None and self._iteration >= target:
                return
            if seconds is not None and elapsed >= seconds:
                return
            self._iteration += 1
            self._iterate(root)
            self._report(start, target)

    def polish(self, deadline: float | None = None) -> int:
        """Coordinate descent from the best strategy (module docstring, "Polish"): the number of
        single-group moves kept. Stops after `polish_sweeps` sweeps, a sweep without a move, or at
        `deadline` (a `time.perf_counter()` value)."""
        assert self.best is not None
        moves = 0
        for _ in range(self.config.polish_sweeps):
            moved = False
            for i, group in enumerate(self.order):
                decided = {self.order[j]: self.best.actions[j] for j in range(i)}   # moves never touch j < i
                for action in self.space.actions(group, decided):
                    if deadline is not None and time.perf_counter() >= deadline:
                        return moves
                    current = self.best.actions
                    if action == current[i]:
                        continue
                    actions = current[:i] + (action,) + current[i + 1:]
                    ev = self._polish_score(actions)
                    if ev is None:
                        continue               # slower than every kept strategy: changes nothing
                    self._record(ev)           # kept among the top; the new best when it is better
                    if self.best is ev:
                        moves += 1
                        moved = True
            if not moved:
                break
        return moves

    def _report(self, start: float, target: int | None) -> None:
        if self.progress is None or self.best is None:
            return
        best = self.best.result
        self.progress(MCTSProgress(self._iteration, target, time.perf_counter() - start, self.config.budget_seconds,
                                   float(best.step_time), self.baseline / max(best.step_time, 1e-30),
                                   bool(best.feasible), self.simulations))


def search(graph: CompGraph, grouping: Grouping, topology: Topology, simulator: Simulator, *,
           baseline_step_time: float, prior: Prior | None = None, config: MCTSConfig | None = None,
           progress: Callable[[MCTSProgress], None] | None = None) -> MCTSResult:
    """Run MCTS and return the best strategy found (see module docstring)."""
    return StrategySearch(graph, grouping, topology, simulator, baseline_step_time=baseline_step_time,
                          prior=prior, config=config, progress=progress).run()
