"""`plan()`: the whole TAG planner for one model on one topology.

load the model (`tag.models.registry.load_model`) → op graph (`planner.graph.build_graph`) → METIS op
groups (`planner.grouping.group_ops`) → virtual runtime (`runtime.cluster_sim.ClusterSimulator`) →
DP-NCCL and DP-NCCL-P baselines (`planner.baselines.run_baselines`: gradient sync after the whole
backward pass; DP-NCCL-P split by simulated throughput) → MCTS (`planner.mcts`) → the other
baselines (`planner.baselines.run_baselines`; FlexFlow gets TAG's search wall time unless the
baseline budget names its own, `baselines.tag_time_budget`) → every contender priced as applied,
each with its declared execution (`baselines.execution_of`) → outputs.

Outputs in `out_dir` (created if missing): `strategy.json` (`planner.strategy_io.save_strategy`),
`trace.json` (Chrome trace of the best strategy's simulated step), `annotated.mlir` (the flattened step
with `tag.*` attributes, `distribute.annotations`: what `tag apply` reads), `report.json`:

    {"priced_as": "applied" | "search model", "step_time_s", "search_estimate_s", "feasible",
     "speedup_over_dp_nccl", "peak_memory_bytes": {device: n},
     "baselines": {name: {"step_time_s", "search_estimate_s", "feasible", "execution": {"sync",
                          "fusion_bytes", "batch_split"}, ["search": {"budget", "iterations", ...}]}},
     "applied": {name: {"step_time_s", "sync", "fusion_bytes", "batch_split", "tasks"} | {"error"}},
     "search": {"iterations", "seconds", "iterations_to_beat_dp", "simulations", "seed", "polish_moves",
                "tree_best_step_time_s" (the search model's best when the tree ended, before the polish)},
     "model", "topology", "batch_size", "groups"}

Everything is computed in memory first and written to a staging folder beside `out_dir`, which then
replaces `out_dir` as a whole in one atomic step: an error or a kill never leaves a half-written
output or a mix of two runs' files (so `out_dir` may hold only these files).
"""
from __future__ import annotations

import contextlib
import json
import math
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from jax.extend.mlir import ir

from tag.analysis.graph import build_graph, flatten_module
from tag.core.atomic import check_output_path, discard_staging, foreign_files, replace_folder, staging_folder
from tag.core.grouping import group_ops, grouping_fingerprint
from tag.core.model import CompGraph, Grouping, Strategy, Topology
from tag.core.topology import load_topology, topology_fingerprint
from tag.dialects.context import module_to_text
from tag.dialects.diagnostics import SourceSpan, TagError, reporting_source
from tag.distribute.annotations import annotate_module
from tag.distribute.rebatch import whole_groups
from tag.models.registry import load_model
from tag.planner import baselines as baselines_module
from tag.planner.mcts import MCTSConfig, MCTSProgress, MCTSResult, StrategySearch, collector_paused
from tag.planner.prior import Prior
from tag.planner.strategies import data_parallel, single_device
from tag.planner.strategy_io import save_strategy
from tag.planner.sfb import propose as propose_sfb
from tag.runtime.cluster_sim import ClusterSimulator, SimOptions
from tag.runtime.trace import chrome_trace
from tag.runtime.program_sim import format_seconds, simulate_as_applied

__all__ = ["PlanResult", "plan", "plan_graph", "format_table", "format_seconds", "OUTPUT_FILES", "DP_BASELINES"]

OUTPUT_FILES = ("strategy.json", "trace.json", "annotated.mlir", "report.json")
DP_BASELINES = ("dp-nccl", "dp-nccl-p")


@dataclass
class PlanResult:
    """What `plan()` found. `baselines` maps a name to (strategy, SimResult); `files` are the names
    written to `out_dir` (empty without one)."""

    strategy: Strategy
    result: Any                                  # SimResult of `strategy`
    search: MCTSResult
    baselines: dict[str, tuple[Strategy, Any]]
    report: dict[str, Any]
    graph: CompGraph
    grouping: Grouping
    topology: Topology
    annotated: ir.Module | None = None
    files: list[str] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)     # phase -> wall seconds
    applied: dict[str, dict[str, Any]] = field(default_factory=dict)   # contender -> price as applied

    def table(self) -> str:
        """A readable summary: TAG vs every baseline, the search, and what the strategy does."""
        return format_table(self)


# ------------------------------------------------------------------------------------- pipeline
def _status(status: Callable[[str], None] | None, message: str) -> None:
    if status is not None:
        status(message)


def plan(model_spec: str | Path | ir.Module, topology_spec: str | Path | Topology, *, batch_size: int | None,
         iterations: int | None = None, budget_seconds: float | None = None, seed: int = 0, num_groups: int = 60,
         out_dir: str | Path | None = None, progress: Callable[[MCTSProgress], None] | None = None,
         prior: Prior | None = None, baselines: Sequence[str] | None = None, small: bool = False,
         baseline_budget: dict | None = None, status: Callable[[str], None] | None = None) -> PlanResult:
    """Search a strategy for `model_spec` (built-in name, `.mlir`/`.mlirbc` file, or module) on
    `topology_spec` (built-in name, YAML/JSON file, or Topology); see the module docstring.

    `batch_size` may be None for a module (file or `ir.Module`): the graph builder then takes it
    from the module. `baselines`: names of `planner.baselines` baselines to run besides DP-NCCL and
    DP-NCCL-P (which always run); None (default) runs every baseline that module offers, `()` none.
    `baseline_budget`: `baselines.BaselineBudget` keys; by default FlexFlow's MCMC runs for TAG's
    search wall time (affordable; `{"flexflow_iterations": 100000}` asks for the paper's budget).
    `small`: the built-in model's test-sized config. `status` receives one-line phase messages."""

    if batch_size is not None and batch_size < 1:
        raise TagError(f"batch size must be >= 1, got {batch_size}")
    if num_groups < 1:
        raise TagError(f"number of op groups must be >= 1, got {num_groups}")
    _check_baseline_names(baselines)
    out = _check_out_dir(out_dir)
    seconds: dict[str, float] = {}
    t0 = time.perf_counter()
    topology = load_topology(topology_spec)
    if isinstance(model_spec, ir.Module):
        module, source = model_spec, "<module>"
    else:
        _status(status, f"loading model {model_spec}" + (f" (batch {batch_size})" if batch_size else ""))
        module = load_model(model_spec, batch_size=batch_size, small=small)
        source = str(model_spec)
    seconds["load"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    try:
        # ops of a module parsed from the model file's text carry the location "-": name the file
        with reporting_source(source) if not source.startswith("<") else contextlib.nullcontext():
            graph = build_graph(module, batch_size=batch_size, source=source)
    except TagError as err:
        if err.span is None and not source.startswith("<"):
            err.span = SourceSpan(source)            # the model file the problem is in
        raise
    _check_has_parameters(graph, source)
    grouping = group_ops(graph, num_groups, seed=seed)
    seconds["graph"] = time.perf_counter() - t0
    _status(status, f"{len(graph.nodes)} ops, {len(graph.params)} parameters, {len(grouping.groups)} op groups; "
                    f"topology {topology.name}: {len(topology.machines)} machines, {len(topology.devices)} GPUs")
    origin = {"model": source, "batch_size": graph.batch_size, "small": bool(small), "num_groups": num_groups,
              "seed": seed}
    return plan_graph(graph, grouping, topology, module=module, iterations=iterations,
                      budget_seconds=budget_seconds, seed=seed, out_dir=out, progress=progress, prior=prior,
                      baselines=baselines, baseline_budget=baseline_budget, status=status, seconds=seconds,
                      origin=origin)


def execution_options() -> SimOptions:
    """How a strategy TAG plans is executed (`baselines.TAG_EXECUTION`): each gradient's sync starts
    when it is ready (overlapped with the rest of the backward pass) and AllReduces are fused into
    64 MiB buckets. Every baseline declares its own execution (`baselines.EXECUTION`)."""

    return baselines_module.TAG_EXECUTION.sim_options()



def tag_sim_options(strategy: Strategy, simulator: Any = None) -> Any:
    """The search model's options for a strategy TAG planned: `TAG_EXECUTION` with the bucket size
    the plan chose (`strategy.fusion_bytes`, else the default)."""
    execution = baselines_module.TAG_EXECUTION
    if strategy.fusion_bytes is not None:
        execution = replace(execution, fusion_bytes=strategy.fusion_bytes)
    return execution.sim_options(simulator)


def choose_fusion_bytes(strategy: Strategy, simulator: Any,
                        price: Callable[[int], float] | None = None) -> int:
    """The AllReduce bucket size of `TAG_EXECUTION.fusion_choices` under which `strategy` runs fastest
    (ties: the default `FUSION_BYTES`, then the earlier choice): priced by `price(size)` when given (the
    plan passes the program as `tag apply` lowers it), else by the search model. Buckets trade the
    per-collective latency (small buckets pay it often) against overlap (a large bucket waits for its
    last gradient before it starts); the best size depends on the model's gradient sizes and the
    links, so the plan chooses it and records it (`Strategy.fusion_bytes`, `tag.plan`) for the lowering."""
    execution = baselines_module.TAG_EXECUTION
    if price is None:
        def price(size: int) -> float:
            options = replace(execution, fusion_bytes=size).sim_options(simulator)
            return float(simulator.simulate(strategy, options=options).step_time)
    default = execution.fusion_bytes
    best_bytes, best_s = default, price(default)
    for size in execution.fusion_choices:
        if size == default:
            continue
        t = price(size)
        if t < best_s * (1 - 1e-9):
            best_bytes, best_s = size, t
    return best_bytes


def plan_graph(graph: CompGraph, grouping: Grouping, topology: Topology, *, module: ir.Module | None = None,
               iterations: int | None = None, budget_seconds: float | None = None, seed: int = 0,
               out_dir: str | Path | None = None, progress: Callable[[MCTSProgress], None] | None = None,
               prior: Prior | None = None, baselines: Sequence[str] | None = None,
               baseline_budget: dict | None = None, status: Callable[[str], None] | None = None,
               simulator: Any = None, seconds: dict[str, float] | None = None,
               origin: dict | None = None, price_applied: bool = True) -> PlanResult:
    """`plan()` from an already built graph and grouping. `module` (the step the graph was built
    from) is needed for `annotated.mlir` and for pricing the contenders as applied (`applied_prices`);
    without it neither is done. `simulator`: a `ClusterSimulator` of this graph/grouping/topology to
    reuse (one is made otherwise)."""

    out = _check_out_dir(out_dir)
    _check_baseline_names(baselines)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise TagError(f"--seed must be a non-negative integer, got {seed!r}")
    try:
        config = MCTSConfig(iterations=iterations, budget_seconds=budget_seconds, seed=seed)
    except ValueError as err:
        raise TagError(str(err)) from None
    seconds = dict(seconds or {})
    flat = flatten_module(module) if module is not None else None
    # groups holding an op whose batch split the lowering cannot derive: the search never splits
    # them, and every contender (baselines too) is priced with them run whole, as `tag apply` does
    whole = whole_groups(flat, graph, grouping.group_of) if flat is not None else set()
    if simulator is None:
        simulator = ClusterSimulator(graph, grouping, topology, options=execution_options(), whole_groups=whole)
    elif getattr(simulator, "whole_groups", frozenset()) != frozenset(whole):
        raise TagError("plan_graph: the given simulator prices other groups as kept whole than this module has")
    found = _checked_baselines(graph, grouping, topology, simulator, seed, list(DP_BASELINES), None)[0]
    baseline_time = float(found["dp-nccl"][1].step_time)
    if not (baseline_time > 0 and math.isfinite(baseline_time)):
        # a Topology built in Python with a zero, subnormal or infinite bandwidth (files are range-checked)
        raise TagError(f"topology '{topology.name}': data parallelism prices at {baseline_time} s, so no step "
                       f"can be priced (check its bandwidths: {_bandwidth_range(topology)})")

    _status(status, "searching (MCTS)")
    t0 = time.perf_counter()
    with collector_paused():            # (speed only: see `mcts.collector_paused`)
        search = StrategySearch(graph, grouping, topology, simulator, baseline_step_time=baseline_time,
                                prior=prior, config=config, progress=progress, whole_groups=whole).run()
        # one more candidate of TAG's own action space, counted as search time: data parallelism on
        # the machine subset the search model prefers (the subset search of the best-subset-dp baseline)
        subset = baselines_module.best_subset_data_parallel(graph, grouping, topology, simulator)
    seconds["search"] = time.perf_counter() - t0
    search.seconds = seconds["search"]

    t0 = time.perf_counter()
    others, search_info = _other_baselines(graph, grouping, topology, simulator, seed, baselines,
                                           baselines_module.tag_time_budget(baseline_budget, search.seconds), status)
    found.update(others)
    seconds["baselines"] = time.perf_counter() - t0

    candidates = _with_own_buckets(_own_candidates(graph, grouping, topology, search, simulator, subset), simulator)
    best = _best_by_search_model(search, simulator, candidates)
    applied: dict[str, dict[str, Any]] = {}
    reranked: list[dict[str, Any]] = []
    flat = flat if price_applied else None
    if flat is not None:
        _status(status, "pricing the search's best strategies, TAG's data-parallel ones and the baselines as "
                        "`tag apply` lowers them")
        t0 = time.perf_counter()
        best, reranked = _rerank_as_applied(module, flat, graph, grouping, topology, search, simulator, candidates)
        chosen = best

        def as_applied(size: int) -> float:
            try:
                priced, _ = simulate_as_applied(module, graph, grouping, replace(chosen, fusion_bytes=size), topology,
                                                flat=flat)
            except TagError:
                return float("inf")
            return float(priced.step_time)

        best = replace(best, fusion_bytes=choose_fusion_bytes(best, simulator, as_applied))
        applied = applied_prices(module, graph, grouping, topology,
                                 {"tag": best, **{name: st for name, (st, _) in found.items()}}, flat=flat)
        seconds["applied"] = time.perf_counter() - t0
    else:
        best = replace(best, fusion_bytes=choose_fusion_bytes(best, simulator))
    best.origin = {**(origin or {}), "grouping": grouping_fingerprint(graph, grouping), "topology": topology.name,
                   "topology_fingerprint": topology_fingerprint(topology)}
    traced = simulator.simulate(best, trace=True, options=tag_sim_options(best, simulator))
    annotated = None
    if module is not None:
        annotated = annotate_module(module, graph, grouping, best, topology, flat=flat)
    report = _report(graph, grouping, topology, search, traced, found, seed, applied, search_info)
    report["search"]["reranked_as_applied"] = reranked
    report["fusion_bytes"] = best.fusion_bytes
    result = PlanResult(best, traced, search, found, report, graph, grouping, topology, annotated,
                        seconds=seconds, applied=applied)
    if out is not None:
        result.files = _write_outputs(out, result)
    return result


def _bandwidth_range(topology: Topology) -> str:
    values = [m.intra_bps for m in topology.machines] + [m.nic_bps for m in topology.machines] + list(
        topology.inter_bps.values())
    return f"{min(values) * 8 / 1e9:g} to {max(values) * 8 / 1e9:g} Gbps"


def _check_baseline_names(names: Sequence[str] | None) -> None:
    """An unknown baseline name is an error naming it and the known ones — before any work (`tag plan
    --baselines bogus` was refused only after the whole search)."""
    known = tuple(baselines_module.BASELINES)
    unknown = [n for n in (names or ()) if n not in known]
    if unknown:
        raise TagError(f"unknown baseline(s) {', '.join(repr(n) for n in unknown)} "
                       f"(known: {', '.join(known)}; or 'all', or 'dp' alone)")


def _other_baselines(graph: CompGraph, grouping: Grouping, topology: Topology, simulator: Any, seed: int,
                     names: Sequence[str] | None, budget: dict | None,
                     status: Callable[[str], None] | None
                     ) -> tuple[dict[str, tuple[Strategy, Any]], dict[str, dict[str, Any]]]:
    """Baselines of `planner.baselines` other than the DP ones: every one when `names` is None, none
    for `()`, with what each search did (`BaselineResults.search_info`). An unknown name is an error
    naming it and the known ones; a requested baseline that comes back without a result is an error
    too (never an empty comparison)."""
    requested = list(baselines_module.BASELINES if names is None else names)   # names checked by plan_graph
    wanted = list(dict.fromkeys(n for n in requested if n not in DP_BASELINES))
    if not wanted:
        return {}, {}
    _status(status, f"simulating baselines: {', '.join(wanted)}")
    return _checked_baselines(graph, grouping, topology, simulator, seed, wanted, budget)


def _checked_baselines(graph: CompGraph, grouping: Grouping, topology: Topology, simulator: Any, seed: int,
                       wanted: list[str], budget: dict | None
                       ) -> tuple[dict[str, tuple[Strategy, Any]], dict[str, dict[str, Any]]]:
    """`baselines.run_baselines` of `wanted`, each under its declared execution, with their search
    records; a requested baseline without a result is an error."""
    got = baselines_module.run_baselines(graph, grouping, topology, simulator, seed=seed, budget=budget,
                                         names=wanted)
    missing = [n for n in wanted if n not in got]
    if missing:
        raise TagError(f"baseline(s) {', '.join(missing)} were requested but produced no result")
    info = getattr(got, "search_info", {})
    return {name: (got[name][0], got[name][1]) for name in wanted}, {n: info[n] for n in wanted if n in info}


# ------------------------------------------------------------------------------------- outputs
def _check_has_parameters(graph: CompGraph, source: str) -> None:
    """A training step updates parameters; a module without any (a per-device program, an inference
    function) has nothing to distribute and would be "planned" with empty rows."""
    if not graph.params:
        raise TagError("the module has no parameters (no argument is updated and returned): it is not a training "
                       "step (a per-device module from tag-partition, or an inference function?); nothing to plan",
                       SourceSpan(source) if not source.startswith("<") else None)


def _check_out_dir(out_dir: str | Path | None) -> Path | None:
    if out_dir is None:
        return None
    if not str(out_dir).strip():
        raise TagError("cannot write outputs: the output folder is an empty path (give --out DIR)")
    out = check_output_path(out_dir, folder=True, what="outputs")
    shown = foreign_files(out, lambda name: name in OUTPUT_FILES or name.startswith(".tag-plan-"))
    if shown:
        raise TagError(f"cannot write outputs: '{out}' holds files tag plan did not write ({shown}); the output "
                       f"folder is replaced as a whole, so give a new or empty folder")
    return out


def _own_candidates(graph: CompGraph, grouping: Grouping, topology: Topology, search: MCTSResult, simulator: Any,
                    subset: Strategy | None) -> list[tuple[str, Strategy]]:
    """TAG's candidates: the search's best distinct feasible strategies, TAG's own data-parallel
    ones (every machine with even and speed-proportional shares; the machine subset the search model
    prefers, speed-proportional) and the whole step on its fastest single GPU — all points of TAG's
    action space — then each of them with sufficient-factor broadcasting where that pays
    (`_sfb_variants`)."""
    candidates: list[tuple[str, Strategy]] = [(f"search #{k + 1}", ev.strategy)
                                              for k, ev in enumerate(search.top) if ev.feasible]
    if not candidates:
        candidates = [("search #1", search.best.strategy)]
    for label, proportional in (("data parallel (even)", False), ("data parallel (by speed)", True)):
        dp = data_parallel(grouping, topology, proportional=proportional, graph=graph)
        if simulator.simulate(dp).feasible:
            candidates.append((label, replace(dp, name="tag")))
    if subset is not None and simulator.simulate(subset).feasible and len(subset.batch_shares or ()) < len(
            topology.devices):
        candidates.append(("data parallel (best machine subset)", replace(subset, name="tag")))
    one = _fastest_one_gpu(grouping, topology, simulator)
    if one is not None and len(topology.devices) > 1:
        candidates.append(("one GPU (the fastest)", one))
    return candidates + _sfb_variants(graph, grouping, topology, simulator, candidates)


def _fastest_one_gpu(grouping: Grouping, topology: Topology, simulator: Any) -> Strategy | None:
    """The whole step on one GPU — the fastest by the search model among the first GPU of each chip
    type, when it fits — a point of TAG's action space (every group's one-GPU placement) and the
    simplest alternative for a step too small to pay for communication. None when no GPU fits it."""
    best: tuple[float, Strategy] | None = None
    seen: set[str] = set()
    for device in topology.devices:
        chip = topology.machines[device.machine].chip.name
        if chip in seen:
            continue
        seen.add(chip)
        strategy = replace(single_device(grouping, topology, device.id), name="tag")
        result = simulator.simulate(strategy)
        if result.feasible and (best is None or result.step_time < best[0]):
            best = (float(result.step_time), strategy)
    return None if best is None else best[1]


def _sfb_variants(graph: CompGraph, grouping: Grouping, topology: Topology, simulator: Any,
                  candidates: list[tuple[str, Strategy]]) -> list[tuple[str, Strategy]]:
    """Each candidate with sufficient-factor broadcasting where its MILP pays (`planner.sfb`), kept when
    the search model (which runs the SFB groups as the lowering does) finds it faster than the
    candidate itself (equal candidates are proposed for once)."""
    seen: dict[str, Strategy | None] = {}
    out: list[tuple[str, Strategy]] = []
    for label, strategy in candidates:
        key = repr((strategy.decisions, strategy.batch_shares, strategy.fusion_bytes))
        if key not in seen:
            proposed, chosen = propose_sfb(graph, grouping, strategy, topology,
                                           whole_groups=getattr(simulator, "whole_groups", frozenset()))
            seen[key] = None
            if chosen:
                r = simulator.simulate(proposed)
                if r.feasible and r.step_time < simulator.simulate(strategy).step_time * (1 - 1e-9):
                    seen[key] = proposed
        if seen[key] is not None:
            out.append((f"{label} + SFB", seen[key]))
    return out


def _with_own_buckets(candidates: list[tuple[str, Strategy]], simulator: Any) -> list[tuple[str, Strategy]]:
    """Each candidate with the AllReduce bucket size under which the search model runs it fastest
    (`choose_fusion_bytes`; a candidate that carries one keeps it). The bucket size is part of what
    TAG chooses, so candidates are compared with their own, not all with the default (TAG's
    machine-subset data parallelism at 64 MiB: 215.6 ms as applied on transformer/cloud, where the
    best-subset-dp baseline ran the same subset at 25 MiB in 206.5 ms)."""
    return [(label, strategy if strategy.fusion_bytes is not None
             else replace(strategy, fusion_bytes=choose_fusion_bytes(strategy, simulator)))
            for label, strategy in candidates]


def _best_by_search_model(search: MCTSResult, simulator: Any, candidates: list[tuple[str, Strategy]]) -> Strategy:
    """TAG's pick when the step is not at hand to price as applied: the fastest of its candidates
    (`_own_candidates`) by the search model (ties: the search's own)."""
    best = search.best.strategy
    best_s = simulator.simulate(best, options=tag_sim_options(best, simulator))
    for _, strategy in candidates:
        r = simulator.simulate(strategy, options=tag_sim_options(strategy, simulator))
        if r.feasible and (not best_s.feasible or r.step_time < best_s.step_time * (1 - 1e-9)):
            best, best_s = strategy, r
    return best


def _rerank_as_applied(module: ir.Module, flat: ir.Module, graph: CompGraph, grouping: Grouping,
                       topology: Topology, search: MCTSResult, simulator: Any,
                       candidates: list[tuple[str, Strategy]]) -> tuple[Strategy, list[dict[str, Any]]]:
    """TAG's pick: among its candidates (`_own_candidates`: the search's best distinct feasible
    strategies, `MCTSConfig.keep_top`, TAG's own data-parallel strategies — AllReduce over every
    machine, even and speed-proportional shares, and speed-proportional on the machine subset the
    search model prefers — and each with sufficient-factor broadcasting where it pays), the fastest as
    `tag apply` runs it. The search model ranks candidates; the program that runs decides. Strategies
    the lowering cannot run are skipped."""
    rows: list[dict[str, Any]] = []
    best: tuple[float, Strategy] | None = None
    for label, strategy in candidates:
        row: dict[str, Any] = {"candidate": label, "fusion_bytes": strategy.fusion_bytes,
                               "search_estimate_s": float(simulator.simulate(
                                   strategy, options=tag_sim_options(strategy, simulator)).step_time)}
        try:
            priced, _ = simulate_as_applied(module, graph, grouping, strategy, topology, flat=flat)
        except TagError as err:
            row["error"] = err.message
        else:
            row["applied_s"] = float(priced.step_time)
            if best is None or priced.step_time < best[0]:
                best = (float(priced.step_time), strategy)
        rows.append(row)
    if best is None:
        return search.best.strategy, rows
    chosen = best[1]
    for row, (_, strategy) in zip(rows, candidates):
        row["chosen"] = strategy is chosen
    return chosen, rows


def applied_prices(module: ir.Module, graph: CompGraph, grouping: Grouping, topology: Topology,
                   contenders: dict[str, Strategy], *, flat: ir.Module | None = None) -> dict[str, dict[str, Any]]:
    """Each contender priced as it runs: lowered as `tag apply` lowers it (schedule only) and priced
    by the program simulator (`tag simulate`'s model) — one execution model for every contender,
    with the sync policy and fusion buckets the contender declares (`baselines.execution_of`: a
    baseline's own, TAG's for "tag"). A strategy the lowering cannot run gets `{"error": message}`
    instead of a price."""
    out: dict[str, dict[str, Any]] = {}
    for name, strategy in contenders.items():
        execution = baselines_module.execution_of(name)
        sync = execution.sync
        fusion = execution.fusion_bytes if strategy.fusion_bytes is None else strategy.fusion_bytes
        try:
            result, program = simulate_as_applied(module, graph, grouping, strategy, topology,
                                                  fusion_bytes=fusion, sync=sync, flat=flat)
        except TagError as err:
            out[name] = {"error": err.message}
            continue
        out[name] = {"step_time_s": float(result.step_time), "sync": sync, "fusion_bytes": fusion,
                     "batch_split": execution.batch_split,
                     "tasks": {kind: rec["count"] for kind, rec in result.tasks.items()}}
    return out


def _report(graph: CompGraph, grouping: Grouping, topology: Topology, search: MCTSResult, result: Any,
            baselines: dict[str, tuple[Strategy, Any]], seed: int,
            applied: dict[str, dict[str, Any]] | None = None,
            search_info: dict[str, dict[str, Any]] | None = None) -> dict[str, Any]:
    """`step_time_s` of TAG and of every baseline is its price as applied (`applied_prices`) when
    every contender could be lowered, else the search model's (`priced_as` says which);
    `search_estimate_s` is always the search model's. Each baseline carries its declared
    `execution` and, when it searched, `search` (budget, iterations, simulations)."""
    applied = applied or {}
    search_info = search_info or {}
    names = ["tag", *baselines]
    as_applied = bool(applied) and all("step_time_s" in applied.get(n, {}) for n in names)

    def price(name: str, sim: Any) -> float:
        return float(applied[name]["step_time_s"]) if as_applied else float(sim.step_time)

    dp_name = "dp-nccl" if "dp-nccl" in baselines else None
    tag_time = price("tag", result)
    dp_time = price("dp-nccl", baselines["dp-nccl"][1]) if dp_name else search.baseline_step_time
    return {
        "model": graph.source,
        "topology": topology.name,
        "batch_size": graph.batch_size,
        "groups": len(grouping.groups),
        "priced_as": "applied" if as_applied else "search model",
        "step_time_s": tag_time,
        "search_estimate_s": float(result.step_time),
        "feasible": bool(result.feasible),
        "speedup_over_dp_nccl": dp_time / tag_time,
        "peak_memory_bytes": {str(d): int(n) for d, n in sorted(result.peak_memory.items())},
        "baselines": {name: {"step_time_s": price(name, r), "search_estimate_s": float(r.step_time),
                             "feasible": bool(r.feasible),
                             "execution": baselines_module.execution_of(name).to_dict(),
                             **({"search": search_info[name]} if name in search_info else {})}
                      for name, (_, r) in baselines.items()},
        "applied": applied,
        "search": {"iterations": search.iterations, "seconds": search.seconds,
                   "iterations_to_beat_dp": search.iterations_to_beat_dp,
                   "simulations": search.simulations, "seed": seed,
                   "polish_moves": search.polish_moves, "tree_best_step_time_s": search.tree_best_step_time},
    }


def _strategy_text(result: PlanResult, staging: Path) -> None:

    save_strategy(result.strategy, staging / "strategy.json", topology=result.topology, grouping=result.grouping)


def _write_outputs(out: Path, result: PlanResult) -> list[str]:
    """Build every file in a staging folder beside `out`, then put it in place as a whole in one
    atomic step (`core.atomic.replace_folder`): a reader, or a kill at any moment, sees the previous
    outputs or the new ones, never a mix."""

    staging = staging_folder(out)
    try:
        _strategy_text(result, staging)
        meta = {"step_time_s": result.result.step_time, "feasible": result.result.feasible,
                "strategy": result.strategy.name, "topology": result.topology.name}
        trace = chrome_trace(result.result.events, meta, process_names=getattr(result.result, "process_names", None))
        (staging / "trace.json").write_text(json.dumps(trace))
        names = ["strategy.json", "trace.json"]
        if result.annotated is not None:
            (staging / "annotated.mlir").write_text(module_to_text(result.annotated))
            names.append("annotated.mlir")
        (staging / "report.json").write_text(json.dumps(result.report, indent=2) + "\n")
        names.append("report.json")
        replace_folder(staging, out)
        return names
    except OSError as exc:                      # no space, a read-only file system: one located line
        discard_staging(staging)
        raise TagError(f"cannot write output folder '{out}': {exc.strerror or exc}") from None
    except BaseException:
        discard_staging(staging)
        raise


# ---------------------------------------------------------------------------------------- table
def format_table(result: PlanResult) -> str:
    report, topo = result.report, result.topology
    dp = report["baselines"]["dp-nccl"]["step_time_s"] if "dp-nccl" in report["baselines"] else \
        result.search.baseline_step_time
    lines = [f"TAG plan: {report['model'] or 'model'} (batch {report['batch_size']}) on {topo.name} "
             f"({len(topo.machines)} machines, {len(topo.devices)} GPUs), {report['groups']} op groups", ""]
    chosen = result.strategy.fusion_bytes
    tag_execution = baselines_module.TAG_EXECUTION
    if chosen is not None:
        tag_execution = replace(tag_execution, fusion_bytes=chosen, fusion_choices=())
    rows = [("TAG (MCTS)", report["step_time_s"], report["search_estimate_s"], report["feasible"],
             tag_execution.describe() + (" (bucket size chosen by the plan)" if chosen is not None else ""))]
    rows += [(name, b["step_time_s"], b["search_estimate_s"], b["feasible"],
              baselines_module.execution_of(name).describe()) for name, b in report["baselines"].items()]
    applied = report["priced_as"] == "applied"
    head = "as applied" if applied else "step time"
    lines.append(f"{'strategy':<14} {head:>12} {'vs DP-NCCL':>11} {'search model':>13}  {'fits':<8}  "
                 "execution (gradient sync; AllReduce fusion; batch split)")
    for name, t, est, ok, execution in rows:
        lines.append(f"{name:<14} {format_seconds(t):>12} {dp / t:>10.2f}x {format_seconds(est):>13}  "
                     f"{'yes' if ok else 'NO (OOM)':<8}  {execution}")
    if applied:
        lines.append("(as applied: the program `tag apply` builds, priced as `tag simulate` prices it; search model: "
                     "the simulator MCTS ranks with)")
    else:
        errors = {n: a["error"] for n, a in report.get("applied", {}).items() if "error" in a}
        if errors:
            lines.append("(priced by the search model: " + "; ".join(f"{n} cannot be lowered: {e}"
                                                                    for n, e in errors.items()) + ")")
    lines += _best_baseline_line(report)
    s = report["search"]
    beat = s["iterations_to_beat_dp"]
    lines += ["", f"search: {s['iterations']} iterations, {s['simulations']} simulations in {s['seconds']:.1f} s; "
                  + (f"beat DP-NCCL at iteration {beat}" if beat else "did not beat DP-NCCL")]
    lines += [f"{name} search: {_search_text(b['search'])}" for name, b in report["baselines"].items()
              if "search" in b]
    lines += _strategy_summary(result)
    return "\n".join(lines)


def _best_baseline_line(report: dict[str, Any]) -> list[str]:
    """TAG against the fastest baseline (feasible ones first): its step time / TAG's, and "TAG
    loses" when TAG is slower (or out of memory where that baseline is not)."""
    if not report["baselines"]:
        return []
    name, best = min(report["baselines"].items(), key=lambda kv: (not kv[1]["feasible"], kv[1]["step_time_s"]))
    tag_s = report["step_time_s"]
    if best["feasible"] != report["feasible"]:
        loses = best["feasible"]
    else:
        loses = tag_s > best["step_time_s"] * (1 + 1e-9)
    return [f"best baseline: {name}; TAG {best['step_time_s'] / tag_s:.2f}x its speed"
            + (" (TAG loses)" if loses else "")]


def _search_text(info: dict[str, Any]) -> str:
    """One line on a baseline's search: its budget and what ran, or its method and choice; the
    simulations it made."""
    budget = info.get("budget")
    if budget == "seconds":
        head = f"wall-clock budget {info['limit']:.1f} s, {info['iterations']} iterations run"
    elif budget in ("iterations", "passes"):
        head = f"budget {info['limit']} {budget}, {info['iterations']} run"
    else:
        head = f"{info.get('method', 'search')}, chose machines {info.get('machines')}"
    k = info.get("start_devices")
    start = "" if k is None else f"; from data parallelism on {k} GPU{'' if k == 1 else 's'}"
    return f"{head}{start}; {info.get('simulations', 0)} simulations"


def _strategy_summary(result: PlanResult) -> list[str]:
    """Table IV of the paper: GPUs of each type per group (FLOP-weighted mean), replication mix and
    the share of parameter gradients synchronised by PS, AllReduce or sufficient-factor broadcasting (sfb)."""

    topo, grouping = result.topology, result.grouping
    chips = [m.chip.name for m in topo.machines]
    dev_machine = [d.machine for d in topo.devices]
    total_flops = sum(g.flops for g in grouping.groups) or 1.0
    per_type: Counter[str] = Counter()
    reps: Counter[str] = Counter()
    syncs: Counter[str] = Counter()
    for g, dec in zip(grouping.groups, result.strategy.decisions):
        weight = (g.flops / total_flops) if total_flops else 1.0 / len(grouping.groups)
        for d in dec.device_ids(topo):
            per_type[chips[dev_machine[d]]] += weight
        reps[dec.replication.value] += 1
        for p in g.params:
            syncs["sfb" if dec.sfb.get(p) else dec.grad_sync[p].value if p in dec.grad_sync else "none"] += 1
    gpus = ", ".join(f"{name} {n:.1f}" for name, n in per_type.most_common())
    mix = ", ".join(f"{k} {v}" for k, v in reps.most_common())
    n_sync = sum(syncs.values()) or 1
    sync = ", ".join(f"{k} {100 * v / n_sync:.0f}%" for k, v in syncs.most_common())
    return [f"strategy: GPUs per group (FLOP-weighted) {gpus}", f"          groups by replication: {mix}",
            f"          parameter gradients: {sync}"]
