"""Baselines of the TAG paper (§V, Fig. 5) and the honest ones of issue 10, all scored by the same
virtual runtime as TAG.

`run_baselines(graph, grouping, topology, simulator)` returns, per baseline, the strategy and its
`SimResult` on the *real* topology. Every baseline declares how its program runs in one place,
`EXECUTION` (an `Execution` per name: gradient sync policy, AllReduce fusion bucket bytes, batch split
rule); the search model simulates it with those options (`Execution.sim_options`), the strategy's
batch shares follow its split rule, and `planner.plan.applied_prices` lowers it with the same sync
policy and buckets. A baseline whose definition says nothing about execution runs as TAG runs
(`TAG_EXECUTION`: every sync issued when ready, overlapped with the backward pass, fused into
64 MiB buckets).

- `dp-nccl`    the paper's DP-NCCL: every group on every device, even batch split, ring AllReduce
               started after the whole backward pass, one collective per tensor (no fusion).
- `dp-nccl-p`  the same with batch shares ∝ *simulated* per-device throughput (`throughput_shares`).
- `horovod`    DP with an even split (Horovod does not rebalance), tensor fusion into 64 MiB buckets
               and AllReduce overlapped with backward.
- `ddp`        PyTorch DDP: DP with an even split, gradients bucketed into 25 MiB buckets
               (`bucket_cap_mb=25`; DDP's smaller first bucket is not modelled) and each bucket's
               AllReduce overlapped with the rest of the backward pass.
- `best-subset-dp`  DDP (overlap, 25 MiB buckets) on the best subset of machines, the batch split
               over the chosen devices ∝ simulated throughput. Every non-empty subset is simulated
               when there are at most `BEST_SUBSET_EXHAUSTIVE_MACHINES` (8) machines: 2^M − 1
               simulations (127 on the 7-machine testbed, 63 on the 6-machine cloud); beyond that a
               greedy search over subsets ordered by simulated speed: the M prefixes of that order,
               then single-machine toggles of the best one, at most 2M simulations.
- `flexflow`   Metropolis-Hastings (two chains: from data parallelism and from a random strategy)
               over per-group configurations scored on a *homogenised* copy of the topology
               (FlexFlow assumes identical devices and links); the best strategy found there is
               evaluated on the real topology. Configurations (`flexflow_options`): for every
               aligned block of k devices (k = 1, 2, 4, ..., N) the group data-parallel on the block
               (sample dimension, even split) and, for k > 1, split over the block's devices along
               its parameters (`Replication.MODEL_PARALLEL`: the only intra-group split `tag apply`
               lowers — the group's ops divided by `core.execution.model_parallel_parts`, so a
               parameter lives on one device of the block). Budget: the paper's
               `FLEXFLOW_PAPER_ITERATIONS` = 100,000 MCMC iterations (deterministic for a seed), or
               `flexflow_seconds` of wall clock — `tag plan` and `tag bench plan` give it TAG's
               search time (`tag_time_budget`) unless the caller names an iteration count.
               The data-parallel chain starts from the fastest (on the homogenised topology) of
               the uniform data-parallel strategies, every group on the first aligned block of k
               devices for each k of `flexflow_configs` (`uniform_data_parallel`): FlexFlow seeds
               its search with existing strategies, and data parallelism over fewer GPUs is one.
               From data parallelism over all devices alone, no single-group move reaches
               "everything on one machine": moving one group away from the others adds transfers
               of its inputs and outputs (and, when it owns parameters others read, their
               broadcast), so every step on the way is slower and the chain stays at Horovod.
- `baechi-msct`, `baechi-metf`  Baechi's memory-constrained list schedulers (m-SCT, m-ETF) with op
               groups as colocation groups: one device per group (pure model parallelism); see
               `task_graph` and `baechi_placement` for our reading of the paper.
- `heterog`    HeteroG's action space (each group replicated on all devices with AllReduce or PS, or
               placed on one device), searched by greedy coordinate descent with the simulator (from
               the best uniform start) in place of HeteroG's GNN policy; batch split ∝ simulated
               throughput.

Simulated per-device throughput (`simulated_device_times`): 1 / Σ_n graph_node_time(graph, n, chip),
the whole step's compute on that device's chip under the simulator's own cost model
(`tag.core.cost_model.graph_node_time`) — never datasheet FLOP/s, which can rank chips differently.

Every search is deterministic for a seed when bounded by iterations; a `seconds` budget adds a
wall-clock cap to every search, and FlexFlow's `flexflow_seconds` replaces its iteration count by
wall clock; both trade determinism for a bound on time. `BaselineResults.search_info` records, per
searched baseline, the budget used, the iterations run and the simulations made.
"""
from __future__ import annotations

import dataclasses
import itertools
import math
import random
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from statistics import mean
from typing import Any, Protocol

from tag.core.cost_model import graph_node_time
from tag.core.execution import FUSION_BYTES, SYNC_POLICIES, step_seconds
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

__all__ = ["BASELINES", "BaselineResults", "BaselineBudget", "run_baselines", "Execution", "EXECUTION",
           "TAG_EXECUTION", "FUSION_CHOICES", "SPLIT_RULES", "execution_of", "tag_time_budget", "simulated_device_times",
           "throughput_shares", "machine_subsets", "best_subset_data_parallel", "homogenised_topology", "flexflow_configs",
           "flexflow_options", "uniform_data_parallel", "group_compute_times", "group_memory", "task_graph", "TaskGraph",
           "baechi_placement", "heterog_options", "DDP_BUCKET_BYTES", "HOROVOD_FUSION_BYTES",
           "FLEXFLOW_PAPER_ITERATIONS", "BEST_SUBSET_EXHAUSTIVE_MACHINES"]

BASELINES = ("dp-nccl", "dp-nccl-p", "horovod", "ddp", "best-subset-dp", "flexflow", "baechi-msct",
             "baechi-metf", "heterog")
MIB = 1 << 20
HOROVOD_FUSION_BYTES = FUSION_BYTES      # Horovod's default fusion threshold, 64 MiB
DDP_BUCKET_BYTES = 25 * MIB              # PyTorch DDP's default bucket_cap_mb
FLEXFLOW_PAPER_ITERATIONS = 100_000      # the TAG paper's FlexFlow budget (§V)
BEST_SUBSET_EXHAUSTIVE_MACHINES = 8      # up to this many machines every subset is simulated


class Simulator(Protocol):
    """The part of `runtime.cluster_sim.ClusterSimulator` the baselines use."""

    def simulate(self, strategy: Strategy, *, trace: bool = False, options: Any = None) -> Any: ...


# ------------------------------------------------------------------------------ execution models
SPLIT_RULES = {
    "even": "even",
    "throughput": "by simulated throughput",
    "one-device": "whole batch on each group's one device",
    "plan": "as planned (explicit shares, else simulated throughput)",
}


@dataclass(frozen=True)
class Execution:
    """How a contender's program runs. `sync`: a `core.execution.SYNC_POLICIES` policy for AllReduce
    syncs (`after_backward`: all issued once the backward pass is done; `fused`/`eager`: issued as
    gradients become ready, overlapped with the rest of the backward pass). `fusion_bytes`: AllReduce
    bucket size (0: one collective per tensor). `batch_split`: a `SPLIT_RULES` key — how the batch
    is divided over a group's replicas. `fusion_choices`: bucket sizes the plan picks from per model
    and topology (`planner.plan.choose_fusion_bytes`; empty: always `fusion_bytes`, which is the
    default among the choices otherwise)."""

    sync: str
    fusion_bytes: int
    batch_split: str
    fusion_choices: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.sync not in SYNC_POLICIES:
            raise TagError(f"unknown sync policy '{self.sync}' (known: {', '.join(SYNC_POLICIES)})")
        if self.batch_split not in SPLIT_RULES:
            raise TagError(f"unknown batch split '{self.batch_split}' (known: {', '.join(SPLIT_RULES)})")
        if self.fusion_bytes < 0:
            raise TagError(f"fusion bytes must be >= 0, got {self.fusion_bytes}")
        object.__setattr__(self, "fusion_choices", tuple(int(b) for b in self.fusion_choices))
        if any(b < 0 for b in self.fusion_choices):
            raise TagError(f"fusion choices must be >= 0, got {list(self.fusion_choices)}")

    def sim_options(self, simulator: Any = None) -> Any:
        """The search model's options for this execution: the simulator's own (e.g.
        activation_memory_factor) with the sync timing and fusion buckets overridden."""
        return _sim_options(simulator, grad_sync_after_backward=self.sync == "after_backward",
                            fusion_bytes=self.fusion_bytes)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"sync": self.sync, "fusion_bytes": self.fusion_bytes, "batch_split": self.batch_split}
        if self.fusion_choices:
            out["fusion_choices"] = list(self.fusion_choices)
        return out

    def describe(self) -> str:
        """`sync; fusion; split`, e.g. `fused; 25 MiB buckets; even`."""
        fusion = "unfused" if not self.fusion_bytes else f"{self.fusion_bytes / MIB:g} MiB buckets"
        if self.fusion_choices:
            sizes = "/".join("0" if not b else f"{b / MIB:g}" for b in self.fusion_choices)
            fusion = f"buckets chosen per plan from {sizes} MiB (0: unfused; default {self.fusion_bytes / MIB:g})"
        return f"{self.sync}; {fusion}; {SPLIT_RULES[self.batch_split]}"


#: the AllReduce bucket sizes a plan chooses from (`planner.plan.choose_fusion_bytes`)
FUSION_CHOICES = tuple(m * MIB for m in (0, 4, 8, 16, 25, 32, 64, 128))
TAG_EXECUTION = Execution("fused", FUSION_BYTES, "plan", FUSION_CHOICES)
EXECUTION: dict[str, Execution] = {
    "dp-nccl": Execution("after_backward", 0, "even"),
    "dp-nccl-p": Execution("after_backward", 0, "throughput"),
    "horovod": Execution("fused", HOROVOD_FUSION_BYTES, "even"),
    "ddp": Execution("fused", DDP_BUCKET_BYTES, "even"),
    "best-subset-dp": Execution("fused", DDP_BUCKET_BYTES, "throughput"),
    "flexflow": Execution("fused", FUSION_BYTES, "even"),
    "baechi-msct": Execution("fused", FUSION_BYTES, "one-device"),
    "baechi-metf": Execution("fused", FUSION_BYTES, "one-device"),
    "heterog": Execution("fused", FUSION_BYTES, "throughput"),
}


def execution_of(name: str) -> Execution:
    """The declared execution of baseline `name`; TAG's (`TAG_EXECUTION`) for any other contender."""
    return EXECUTION.get(name, TAG_EXECUTION)


# ------------------------------------------------------------------------------ budgets and results
@dataclass(frozen=True)
class BaselineBudget:
    """Search budgets. Iteration counts make the searches deterministic. FlexFlow runs
    `flexflow_iterations` MCMC iterations (the paper's 100,000 by default) unless `flexflow_seconds`
    is set: then it runs for that wall time instead (no iteration cap). `seconds` (None = no cap)
    caps the wall time of every search baseline."""

    flexflow_iterations: int = FLEXFLOW_PAPER_ITERATIONS
    flexflow_seconds: float | None = None
    flexflow_beta: float = 30.0            # acceptance exp(-beta * Δcost / cost_current)
    heterog_passes: int = 2                # coordinate-descent sweeps over all groups
    seconds: float | None = None

    @classmethod
    def from_dict(cls, budget: dict | None) -> "BaselineBudget":
        if not budget:
            return cls()
        known = {"flexflow_iterations", "flexflow_seconds", "flexflow_beta", "heterog_passes", "seconds",
                 "iterations"}
        unknown = sorted(set(budget) - known)
        if unknown:
            raise TagError(f"unknown baseline budget key(s) {', '.join(unknown)} (known: {', '.join(sorted(known))})")
        kw = {k: v for k, v in budget.items() if k != "iterations"}
        if "iterations" in budget and "flexflow_iterations" not in budget:
            kw["flexflow_iterations"] = budget["iterations"]
        if "flexflow_iterations" in kw and kw.get("flexflow_seconds") is not None:
            raise TagError(f"baseline budget {budget}: give FlexFlow either iterations or seconds, not both")
        out = cls(**kw)
        if out.flexflow_iterations < 0 or out.heterog_passes < 0 or out.flexflow_beta <= 0:
            raise TagError(f"invalid baseline budget {budget}: iterations/passes must be >= 0, beta > 0")
        if out.flexflow_seconds is not None and out.flexflow_seconds <= 0:
            raise TagError(f"invalid baseline budget {budget}: flexflow_seconds must be > 0")
        return out

    @property
    def flexflow_budget(self) -> str:
        """'seconds' (wall clock) or 'iterations'."""
        return "iterations" if self.flexflow_seconds is None else "seconds"


def tag_time_budget(budget: dict | None, tag_search_seconds: float) -> dict:
    """`budget` with FlexFlow given TAG's search wall time (`flexflow_seconds`), unless `budget`
    already names a FlexFlow budget (`flexflow_iterations`, `iterations` or `flexflow_seconds`):
    the affordable default of `tag plan` and `tag bench plan` (100,000 iterations take hours on a
    60-group model)."""
    out = dict(budget or {})
    if not {"flexflow_iterations", "iterations", "flexflow_seconds"} & set(out):
        out["flexflow_seconds"] = max(float(tag_search_seconds), 1e-3)
    return out


class BaselineResults(dict):
    """`name -> (strategy, SimResult on the real topology)`; `seconds[name]` = wall time of making
    (searching) and evaluating that baseline; `search_evaluations[name]` = simulator calls of its
    search; `search_info[name]` = what a searched baseline's search did (budget, iterations, ...)."""

    def __init__(self) -> None:
        super().__init__()
        self.seconds: dict[str, float] = {}
        self.search_evaluations: dict[str, int] = {}
        self.search_info: dict[str, dict[str, Any]] = {}


@dataclass
class _Made:
    """A baseline's strategy with what its search did."""

    strategy: Strategy
    evaluations: int = 0
    info: dict[str, Any] = dataclasses.field(default_factory=dict)


# ------------------------------------------------------------------------------ shared helpers
def _sim_options(simulator: Simulator | None, **kw: Any) -> Any:
    """The simulator's own options (e.g. activation_memory_factor) with `kw` overridden."""
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


def _placement(devices: Sequence[int], topology: Topology) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(machines, explicit devices) of a group on exactly `devices`: the devices are left implicit
    (`()`) when they are every device of their machines."""
    dev_machine = _device_machine(topology)
    devs = tuple(sorted(devices))
    machines = tuple(sorted({dev_machine[d] for d in devs}))
    full = tuple(d for d in range(len(dev_machine)) if dev_machine[d] in machines)
    return machines, (() if devs == full else devs)


def _decision(grouping: Grouping, g: int, devices: Sequence[int], topology: Topology,
              sync: GradSync = GradSync.ALLREDUCE) -> GroupDecision:
    """Group `g` replicated on exactly `devices` (one device = the whole batch there). PS devices are
    taken round-robin over `devices` by parameter index."""
    machines, explicit = _placement(devices, topology)
    devs = tuple(sorted(devices))
    params = grouping.groups[g].params
    rep = Replication.PS if sync is GradSync.PS else Replication.ALLREDUCE
    return GroupDecision(
        machines=machines, replication=rep,
        grad_sync={p: sync for p in params},
        ps_device={p: devs[p % len(devs)] for p in params} if sync is GradSync.PS else {},
        devices=explicit)


def _model_parallel(devices: Sequence[int], topology: Topology) -> GroupDecision:
    """A group split over exactly `devices` along its parameters: `Replication.MODEL_PARALLEL` (the
    group's ops divided by `core.execution.model_parallel_parts`, each part on one device, full
    batch; gradients need no sync)."""
    machines, explicit = _placement(devices, topology)
    return GroupDecision(machines=machines, replication=Replication.MODEL_PARALLEL, devices=explicit)


def _cost(result: Any) -> float:
    """Search objective: step time; an OOM strategy costs its step time × 10 × (1 + 0.1 × number of
    OOM devices), so feasible strategies win and fewer OOM devices are preferred."""
    if result.feasible:
        return float(result.step_time)
    return float(result.step_time) * 10.0 * (1.0 + 0.1 * max(1, len(result.oom_devices)))


def _node_times(graph: CompGraph, chips: Sequence[Chip]) -> dict[str, list[float]]:
    """chip name -> [time of node n on that chip, full batch], by the simulator's cost model
    (`graph_node_time`)."""
    out: dict[str, list[float]] = {}
    for chip in chips:
        if chip.name not in out:
            out[chip.name] = [graph_node_time(graph, n, chip) for n in range(len(graph.nodes))]
    return out


def group_compute_times(graph: CompGraph, grouping: Grouping, chips: Sequence[Chip]) -> list[list[float]]:
    """`t[g][i]` = time of group g's ops, full batch, on `chips[i]`: Σ_ops graph_node_time."""
    per_node = _node_times(graph, chips)
    per_chip = {name: [sum(times[n] for n in gr.nodes) for gr in grouping.groups] for name, times in per_node.items()}
    return [[per_chip[c.name][g] for c in chips] for g in range(len(grouping.groups))]


def simulated_device_times(graph: CompGraph, topology: Topology) -> list[float]:
    """Per device id: the whole step's compute on that device's chip, full batch, under the
    simulator's cost model — Σ_n `graph_node_time(graph, n, chip)`. 1 / time is the device's
    simulated throughput."""
    return [step_seconds(graph, chip) for chip in _device_chips(topology)]


def throughput_shares(graph: CompGraph, topology: Topology, devices: Iterable[int] | None = None, *,
                      times: Sequence[float] | None = None) -> dict[int, float]:
    """Batch shares over `devices` (all by default) ∝ simulated throughput, 1 / `simulated_device_times`
    (`times`: those times, when the caller has them); even when the step costs nothing. They sum
    to 1."""
    devs = sorted(range(len(topology.devices)) if devices is None else set(devices))
    if not devs:
        raise TagError("no devices to split the batch over")
    times = simulated_device_times(graph, topology) if times is None else times
    if any(times[d] <= 0 for d in devs):
        return {d: 1.0 / len(devs) for d in devs}
    speed = {d: 1.0 / times[d] for d in devs}
    total = math.fsum(speed.values())
    return {d: s / total for d, s in speed.items()}


def _shares(rule: str, graph: CompGraph, topology: Topology, devices: Iterable[int],
            times: Sequence[float] | None = None) -> dict[int, float] | None:
    """The batch shares a split rule gives over `devices` (None: the strategy leaves it to the
    execution rules); `times`: `simulated_device_times`, when the caller has them."""
    devs = sorted(set(devices))
    if rule == "even":
        return {d: 1.0 / len(devs) for d in devs}
    if rule == "throughput":
        return throughput_shares(graph, topology, devs, times=times)
    return None


def _deadline(budget: BaselineBudget) -> float:
    return time.perf_counter() + budget.seconds if budget.seconds is not None else math.inf


# ------------------------------------------------------------------------------ data parallel
def _machine_devices(topology: Topology, machines: Iterable[int]) -> list[int]:
    chosen = set(machines)
    return [d.id for d in topology.devices if d.machine in chosen]


def _data_parallel(graph: CompGraph, grouping: Grouping, topology: Topology, name: str,
                   machines: Iterable[int] | None = None, times: Sequence[float] | None = None) -> Strategy:
    """Every group replicated with AllReduce on every device of `machines` (all by default), the
    batch split by `name`'s declared rule (`times`: `simulated_device_times`, when known)."""
    ms = tuple(sorted(set(range(len(topology.machines)) if machines is None else machines)))
    shares = _shares(execution_of(name).batch_split, graph, topology, _machine_devices(topology, ms), times)
    decisions = [GroupDecision(ms, Replication.ALLREDUCE, {p: GradSync.ALLREDUCE for p in g.params})
                 for g in grouping.groups]
    return Strategy(decisions, shares, name)


def machine_subsets(graph: CompGraph, topology: Topology,
                    times: Sequence[float] | None = None) -> list[tuple[int, ...]]:
    """Machine subsets ordered by simulated speed: machines ranked by per-device simulated step time
    (fastest first; then more devices, then id); the prefixes of that order. With at most
    `BEST_SUBSET_EXHAUSTIVE_MACHINES` machines, every non-empty subset instead (2^M − 1, by size,
    then in speed order). `times`: `simulated_device_times`, when the caller has them."""
    n = len(topology.machines)
    times = simulated_device_times(graph, topology) if times is None else times
    first = {m: next(d.id for d in topology.devices if d.machine == m) for m in range(n)}
    order = sorted(range(n), key=lambda m: (times[first[m]], -topology.machines[m].count, m))
    if n <= BEST_SUBSET_EXHAUSTIVE_MACHINES:
        return [tuple(sorted(c)) for k in range(1, n + 1) for c in itertools.combinations(order, k)]
    return [tuple(sorted(order[:k])) for k in range(1, n + 1)]


def best_subset_data_parallel(graph: CompGraph, grouping: Grouping, topology: Topology, simulator: Simulator,
                              options: Any = None) -> Strategy:
    """Data parallelism (batch ∝ simulated throughput) on the machine subset that simulates fastest
    under `options` (the simulator's own when None): the subset search of `best-subset-dp`, which
    `planner.plan` also offers as one of TAG's own candidates (a point of TAG's action space)."""
    return _best_subset_dp(graph, grouping, topology, simulator, options).strategy


def _best_subset_dp(graph: CompGraph, grouping: Grouping, topology: Topology, simulator: Simulator,
                    options: Any = None) -> _Made:
    """DDP on the best subset of machines (see module docstring): every candidate subset simulated
    with `best-subset-dp`'s execution (or `options`); exhaustive up to `BEST_SUBSET_EXHAUSTIVE_MACHINES`
    machines, else the speed-ordered prefixes then one pass of single-machine toggles around the best,
    taking each improvement. Strictly lower cost wins, so ties keep the earlier candidate."""
    options = execution_of("best-subset-dp").sim_options(simulator) if options is None else options
    n = len(topology.machines)
    times = simulated_device_times(graph, topology)
    costs: dict[tuple[int, ...], float] = {}

    def cost(subset: tuple[int, ...]) -> float:
        if subset not in costs:
            strategy = _data_parallel(graph, grouping, topology, "best-subset-dp", subset, times)
            costs[subset] = _cost(simulator.simulate(strategy, options=options))
        return costs[subset]

    candidates = machine_subsets(graph, topology, times)
    best = candidates[0]
    cost(best)
    for subset in candidates[1:]:
        if cost(subset) < cost(best):
            best = subset
    exhaustive = n <= BEST_SUBSET_EXHAUSTIVE_MACHINES
    if not exhaustive:
        for m in candidates[-1]:          # every machine, in id order
            toggled = tuple(sorted(set(best) ^ {m}))
            if toggled and cost(toggled) < cost(best):
                best = toggled
    strategy = _data_parallel(graph, grouping, topology, "best-subset-dp", best, times)
    info = {"method": "exhaustive" if exhaustive else "greedy", "simulations": len(costs),
            "machines": list(best), "devices": len(_machine_devices(topology, best))}
    return _Made(strategy, len(costs), info)


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
               memory_bandwidth=mean(c.memory_bandwidth for c in chips),
               matrix_dtypes=tuple(sorted(set.intersection(*(set(c.matrix_dtypes) for c in chips)))))
    intra = mean(m.intra_bps for m in topology.machines)
    nic = mean(m.nic_bps for m in topology.machines)
    inter = mean(topology.inter_bps.values()) if topology.inter_bps else nic
    machines = tuple(Machine(m.name, avg, m.count, intra, nic) for m in topology.machines)
    return Topology(f"{topology.name}(homogenised)", machines, {k: inter for k in topology.inter_bps})


def flexflow_configs(n_devices: int) -> list[tuple[int, ...]]:
    """FlexFlow-style per-op device blocks: for k in {1, 2, 4, ..., N} the aligned blocks
    [i·k, (i+1)·k) (degree-k parallelism over consecutive devices), plus all N devices."""
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


def flexflow_options(grouping: Grouping, g: int, topology: Topology) -> list[GroupDecision]:
    """FlexFlow's configurations of group `g` in our decision vocabulary: for every device block of
    `flexflow_configs`, the group data-parallel on the block (replicate + AllReduce: the sample
    dimension) and, on blocks of more than one device, split along its parameters
    (`Replication.MODEL_PARALLEL` on the block)."""
    out: list[GroupDecision] = []
    for block in flexflow_configs(len(topology.devices)):
        out.append(_decision(grouping, g, block, topology))
        if len(block) > 1:
            out.append(_model_parallel(block, topology))
    return out


def uniform_data_parallel(grouping: Grouping, topology: Topology) -> list[tuple[int, list[GroupDecision]]]:
    """(k, strategy) for each block size k of `flexflow_configs` (1, 2, 4, ..., N), largest first:
    every group data-parallel (replicate + AllReduce) on the first aligned block, devices 0..k-1."""
    sizes = sorted({len(b) for b in flexflow_configs(len(topology.devices))}, reverse=True)
    return [(k, [_decision(grouping, g, range(k), topology) for g in range(len(grouping.groups))])
            for k in sizes]


@dataclass
class _Chain:
    """One MCMC chain's limits: its start, at most `iterations` proposals, until `deadline`."""

    start: list[GroupDecision]
    iterations: float
    deadline: float


def _flexflow_chains(start_dp: list[GroupDecision], start_random: list[GroupDecision],
                     budget: BaselineBudget) -> list[_Chain]:
    """The two chains share the budget: iterations ⌈N/2⌉ and ⌊N/2⌋, or half the wall time each;
    the general `seconds` cap bounds both."""
    now = time.perf_counter()
    cap = _deadline(budget)
    if budget.flexflow_seconds is not None:
        half = budget.flexflow_seconds / 2
        return [_Chain(start_dp, math.inf, min(cap, now + half)),
                _Chain(start_random, math.inf, min(cap, now + 2 * half))]
    n = budget.flexflow_iterations
    return [_Chain(start_dp, n - n // 2, cap), _Chain(start_random, n // 2, cap)]


def _flexflow(graph: CompGraph, grouping: Grouping, topology: Topology, simulator: Simulator,
              seed: int, budget: BaselineBudget) -> _Made:
    """Metropolis-Hastings (FlexFlow §5) on the homogenised topology, simulated with FlexFlow's
    declared execution. Two chains share the budget (`_flexflow_chains`), as FlexFlow seeds its
    search with existing strategies and with random ones: one starts from the fastest uniform
    data-parallel strategy (`uniform_data_parallel`, all devices on a tie), one from a random
    configuration per group. Each iteration proposes replacing one random group's
    configuration by a random one of `flexflow_options` (a proposal equal to the current one is
    an iteration without a simulation) and accepts with probability min(1, exp(-β·Δcost/cost));
    the best strategy seen over both chains is returned. Even batch split throughout (FlexFlow
    does not rebalance for device speed)."""
    t0 = time.perf_counter()
    homog = homogenised_topology(topology)
    hsim = type(simulator)(graph, grouping, homog, options=execution_of("flexflow").sim_options(simulator))
    rng = random.Random(seed)
    n_groups = len(grouping.groups)
    options = [flexflow_options(grouping, g, homog) for g in range(n_groups)]
    shares = _shares("even", graph, topology, range(len(topology.devices)))
    rand = [opts[rng.randrange(len(opts))] for opts in options]
    stats = {"proposed_data_parallel": 0, "proposed_model_parallel": 0, "accepted_model_parallel": 0}
    searchable = n_groups > 0 and max((len(o) for o in options), default=0) > 1

    def score(decisions: list[GroupDecision]) -> float:
        return _cost(hsim.simulate(Strategy(list(decisions), dict(shares or {}), "flexflow")))

    starts = uniform_data_parallel(grouping, homog)
    start_costs = [score(uniform) for _, uniform in starts]
    start_devices, dp_start = starts[start_costs.index(min(start_costs))]    # first = most devices on a tie
    best: list[GroupDecision] = dp_start
    best_cost = math.inf
    evals, iterations = len(starts), 0
    for chain in _flexflow_chains(dp_start, rand, budget):
        current = list(chain.start)
        cur_cost = score(current)
        evals += 1
        if cur_cost < best_cost:
            best, best_cost = list(current), cur_cost
        steps = 0
        while searchable and steps < chain.iterations and time.perf_counter() <= chain.deadline:
            steps += 1
            g = rng.randrange(n_groups)
            proposal = options[g][rng.randrange(len(options[g]))]
            mp = proposal.replication is Replication.MODEL_PARALLEL
            stats["proposed_model_parallel" if mp else "proposed_data_parallel"] += 1
            if proposal == current[g]:
                continue
            trial = list(current)
            trial[g] = proposal
            cost = score(trial)
            evals += 1
            delta = (cost - cur_cost) / max(cur_cost, 1e-12)
            if delta <= 0 or rng.random() < math.exp(-budget.flexflow_beta * delta):
                current, cur_cost = trial, cost
                stats["accepted_model_parallel"] += int(mp)
                if cost < best_cost:
                    best, best_cost = list(trial), cost
        iterations += steps
    limit = budget.flexflow_seconds if budget.flexflow_budget == "seconds" else budget.flexflow_iterations
    info = {"budget": budget.flexflow_budget, "limit": limit, "iterations": iterations, "simulations": evals,
            "seconds": time.perf_counter() - t0, "start_devices": start_devices, **stats,
            "model_parallel_groups": sum(d.replication is Replication.MODEL_PARALLEL for d in best)}
    return _Made(Strategy(best, shares, "flexflow"), evals, info)


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
    (critical path to the exit, mean times). Compute times are the simulator's node times on each
    device's chip (`_node_times`).
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
             budget: BaselineBudget) -> _Made:
    """Greedy coordinate descent standing in for HeteroG's GNN policy, simulated with HeteroG's
    declared execution. Start from the best of three uniform strategies of the action space —
    every group replicated on all devices with AllReduce, with PS, or everything on the fastest
    device — then sweep the groups in topological order, giving each the option of
    `heterog_options` with the lowest simulated cost given the others; repeat until a sweep
    changes nothing or `heterog_passes` sweeps are done. Batch split ∝ simulated throughput."""
    n = len(grouping.groups)
    n_dev = len(topology.devices)
    all_devs = tuple(range(n_dev))
    options = execution_of("heterog").sim_options(simulator)
    times = simulated_device_times(graph, topology)
    shares = _shares(execution_of("heterog").batch_split, graph, topology, all_devs, times)

    def cost(decisions: list[GroupDecision]) -> float:
        return _cost(simulator.simulate(Strategy(list(decisions), shares, "heterog"), options=options))

    fastest = min(all_devs, key=lambda d: (times[d], d))     # runs the whole step fastest alone
    starts = [[_decision(grouping, g, all_devs, topology, sync) for g in range(n)]
              for sync in (GradSync.ALLREDUCE, GradSync.PS)]
    starts.append([_decision(grouping, g, (fastest,), topology) for g in range(n)])
    scored = [(cost(s), i) for i, s in enumerate(starts)]
    cur_cost, best_start = min(scored)
    current = starts[best_start]
    evals = len(starts)
    deadline = _deadline(budget)
    passes = 0
    for _ in range(budget.heterog_passes):
        passes += 1
        changed = False
        for g in grouping.topological_order():
            if time.perf_counter() > deadline:
                break
            for option in heterog_options(grouping, g, topology):
                if option == current[g]:
                    continue
                trial = list(current)
                trial[g] = option
                c = cost(trial)
                evals += 1
                if c < cur_cost * (1 - 1e-9):
                    current, cur_cost, changed = trial, c, True
        if not changed:
            break
    info = {"budget": "passes", "limit": budget.heterog_passes, "iterations": passes, "simulations": evals}
    return _Made(Strategy(current, shares, "heterog"), evals, info)


# ------------------------------------------------------------------------------ driver
def run_baselines(graph: CompGraph, grouping: Grouping, topology: Topology, simulator: Simulator, *,
                  seed: int = 0, budget: dict | None = None,
                  names: Iterable[str] | None = None) -> BaselineResults:
    """Make every baseline's strategy (or those in `names`) and simulate it on the real topology with
    `simulator` (a `ClusterSimulator` of graph/grouping/topology) under the baseline's declared
    execution (`EXECUTION`). Deterministic for a seed unless `budget` sets a wall-clock bound."""
    wanted = list(BASELINES if names is None else names)
    unknown = [w for w in wanted if w not in BASELINES]
    if unknown:
        raise TagError(f"unknown baseline(s) {', '.join(unknown)} (known: {', '.join(BASELINES)})")
    b = BaselineBudget.from_dict(budget)
    out = BaselineResults()
    act = _activation_factor(simulator)
    makers: dict[str, Callable[[], _Made]] = {
        "dp-nccl": lambda: _Made(_data_parallel(graph, grouping, topology, "dp-nccl")),
        "dp-nccl-p": lambda: _Made(_data_parallel(graph, grouping, topology, "dp-nccl-p")),
        "horovod": lambda: _Made(_data_parallel(graph, grouping, topology, "horovod")),
        "ddp": lambda: _Made(_data_parallel(graph, grouping, topology, "ddp")),
        "best-subset-dp": lambda: _best_subset_dp(graph, grouping, topology, simulator),
        "flexflow": lambda: _flexflow(graph, grouping, topology, simulator, seed, b),
        "baechi-msct": lambda: _Made(_baechi(graph, grouping, topology, "msct", act)),
        "baechi-metf": lambda: _Made(_baechi(graph, grouping, topology, "metf", act)),
        "heterog": lambda: _heterog(graph, grouping, topology, simulator, b),
    }
    for name in wanted:
        t0 = time.perf_counter()
        made = makers[name]()
        strategy = replace(made.strategy, name=name)
        result = simulator.simulate(strategy, options=execution_of(name).sim_options(simulator))
        out[name] = (strategy, result)
        out.seconds[name] = time.perf_counter() - t0
        out.search_evaluations[name] = made.evaluations
        if made.info:
            out.search_info[name] = made.info
    return out
