"""`tag bench plan`: the TAG paper's Fig. 5 as a table — TAG against every baseline, simulated.

For each model × topology: build the training step's graph (`tag.models.registry.load_builtin`,
`planner.graph.build_graph`), group it with METIS (`planner.grouping.group_ops`, 60 groups by
default), plan it with TAG (`planner.plan.plan_graph`) and then make every baseline
(`planner.baselines.run_baselines`, each under its declared execution `baselines.EXECUTION`:
gradient sync, fusion buckets, batch split); all strategies are scored by the same virtual runtime
(`runtime.cluster_sim`). FlexFlow's MCMC gets TAG's search wall time on each row
(`baselines.tag_time_budget`) unless `--baseline-iterations N` fixes its iterations (the paper's
100,000 take hours per row). Each row gives step times, speed-ups over DP-NCCL measured in the same
run, the best baseline with TAG's speed-up over it (`TAG/best` < 1: TAG is slower, marked "TAG
loses"), and TAG's search time. The paper's targets are printed as checks (not asserted):

- TAG ≥ every baseline on every row (TAG's step time ≤ each baseline's);
- geometric-mean speed-up of TAG over DP-NCCL on `testbed` ≥ 1.5×;
- planning a 60-group model on `cloud` (32 GPUs) takes ≤ 60 s;
- the paper's pattern: Spearman ρ between TAG's per-model speed-ups over DP-NCCL on `testbed` and
  the paper's ranks (VGG19 first, ResNet101 last, the others tied) ≥ 0.5 (`paper_pattern_rho`).

A row without baselines never meets the first target. `--markdown` prints the table and the targets
exactly as README.md shows them (`format_markdown`, a pure function of the `--json` payload);
`--from-json FILE --markdown` re-renders a saved run without planning anything.
"""
from __future__ import annotations

from tag.core.atomic import write_atomically

import argparse
import json
import math
import time
from dataclasses import asdict, dataclass, field
from typing import Any

MODELS = ("vgg19", "resnet101", "inceptionv3", "mobilenetv2", "bert", "transformer")
TOPOLOGIES = ("testbed", "cloud")
DEFAULT_GROUPS = 60
DEFAULT_BATCH = 64           # per step, split over all GPUs by DP
SMALL_BATCH = 16
TARGET_GEOMEAN_TESTBED = 1.5
TARGET_CLOUD_SECONDS = 60.0
# The paper's measured pattern on its testbed (seed 000, §V-B): TAG's largest gain over DP-NCCL is on
# VGG19 ("communication tends to be the bottleneck") and its smallest on ResNet101 ("DP-NCCL utilizes
# all GPUs well"); the figure gives no other order, so the other models are tied in the middle.
PAPER_LARGEST, PAPER_SMALLEST = "vgg19", "resnet101"
TARGET_PATTERN_RHO = 0.5


@dataclass
class PlanRow:
    """One model on one topology. `baselines[name]` = {"step_time_s", "feasible", "speedup",
    "seconds", and for a searched baseline "search" (budget, iterations run, simulations)};
    speed-ups are DP-NCCL's step time / the strategy's, from this run."""

    model: str
    topology: str
    groups: int
    devices: int
    tag_step_s: float
    tag_feasible: bool
    tag_search_s: float
    tag_iterations: int
    tag_speedup: float
    baselines: dict[str, dict[str, Any]] = field(default_factory=dict)
    prepare_s: float = 0.0      # model load + graph + grouping
    tag_fusion_bytes: int | None = None     # the AllReduce bucket size TAG's plan chose
    tag_sfb: int = 0                        # parameter gradients TAG's plan synchronises by SFB

    @property
    def best_baseline(self) -> tuple[str, float]:
        """(name, step time) of the fastest feasible baseline; ("none", inf) for a row without any."""
        if not self.baselines:
            return "none", float("inf")
        name = min(self.baselines, key=lambda n: _rank(self.baselines[n]))
        return name, self.baselines[name]["step_time_s"]

    @property
    def versus_best(self) -> dict[str, Any]:
        """`versus_best` of this row."""
        return versus_best(self.baselines, self.tag_step_s, self.tag_feasible)

    @property
    def tag_beats_all(self) -> bool:
        """TAG feasible and no slower than every baseline (an infeasible baseline never wins). A row
        without baselines has nothing to beat and never meets the target."""
        if not self.tag_feasible or not self.baselines:
            return False
        return all(not b["feasible"] or self.tag_step_s <= b["step_time_s"] * (1 + 1e-9)
                   for b in self.baselines.values())


def _rank(entry: dict[str, Any]) -> tuple[bool, float]:
    return (not entry["feasible"], entry["step_time_s"])


def versus_best(baselines: dict[str, dict[str, Any]], tag_step_s: float, tag_feasible: bool) -> dict[str, Any]:
    """TAG against the best baseline (fastest feasible, else fastest): {"name", "feasible",
    "tag_ratio" = the best baseline's step time / TAG's (< 1: TAG is slower), "tag_loses"}. TAG loses
    when it is slower than the best with the same feasibility, or out of memory where the best is
    not; {} without baselines."""
    if not baselines:
        return {}
    name = min(baselines, key=lambda n: _rank(baselines[n]))
    best_s, feasible = float(baselines[name]["step_time_s"]), bool(baselines[name]["feasible"])
    loses = feasible if feasible != tag_feasible else tag_step_s > best_s * (1 + 1e-9)
    return {"name": name, "feasible": feasible, "tag_ratio": best_s / tag_step_s, "tag_loses": loses}


# ------------------------------------------------------------------------------ one row
def run_tag(graph: Any, grouping: Any, topology: Any, simulator: Any, *, seed: int,
            iterations: int | None, budget_seconds: float | None) -> tuple[Any, Any, float, int]:
    """TAG's search (`planner.plan.plan_graph`, baselines other than DP-NCCL(-P) left to
    `plan_row`): (strategy, SimResult, MCTS search seconds, iterations)."""
    from tag.planner.plan import plan_graph

    out = plan_graph(graph, grouping, topology, iterations=iterations, budget_seconds=budget_seconds,
                     seed=seed, baselines=[], simulator=simulator)
    return out.strategy, out.result, float(out.search.seconds), int(out.search.iterations)


def plan_row(model: str, graph: Any, grouping: Any, topology: Any, *, seed: int = 0,
             iterations: int | None = None, budget_seconds: float | None = None,
             baseline_budget: dict | None = None) -> PlanRow:
    """Plan `graph`/`grouping` on `topology` with TAG, then every baseline (FlexFlow given TAG's
    search time unless `baseline_budget` names its iterations); one table row. A searched
    baseline's entry carries `search` (`BaselineResults.search_info`: budget, iterations run,
    simulations)."""
    from tag.planner.baselines import run_baselines, tag_time_budget
    from tag.planner.plan import execution_options
    from tag.runtime.cluster_sim import ClusterSimulator

    simulator = ClusterSimulator(graph, grouping, topology, options=execution_options())
    tag_strategy, tag_result, tag_s, its = run_tag(graph, grouping, topology, simulator, seed=seed,
                                        iterations=iterations, budget_seconds=budget_seconds)
    base = run_baselines(graph, grouping, topology, simulator, seed=seed,
                         budget=tag_time_budget(baseline_budget, tag_s))
    dp = base["dp-nccl"][1].step_time
    entries = {name: {"step_time_s": float(res.step_time), "feasible": bool(res.feasible),
                      "speedup": dp / res.step_time, "seconds": base.seconds[name],
                      **({"search": base.search_info[name]} if name in base.search_info else {})}
               for name, (_, res) in base.items()}
    return PlanRow(model=model, topology=topology.name, groups=len(grouping.groups),
                   devices=len(topology.devices), tag_step_s=float(tag_result.step_time),
                   tag_feasible=bool(tag_result.feasible), tag_search_s=tag_s, tag_iterations=its,
                   tag_speedup=dp / tag_result.step_time, baselines=entries,
                   tag_fusion_bytes=tag_strategy.fusion_bytes,
                   tag_sfb=sum(1 for dec in tag_strategy.decisions for region in dec.sfb.values() if region))


def load_problem(model: str, topology_spec: str, *, small: bool, batch_size: int, groups: int,
                 seed: int = 0) -> tuple[Any, Any, Any, float]:
    """(graph, grouping, topology, seconds) for a built-in model on a topology spec."""
    from tag.models.registry import load_builtin
    from tag.analysis.graph import build_graph
    from tag.core.grouping import group_ops
    from tag.core.topology import load_topology

    t0 = time.perf_counter()
    topology = load_topology(topology_spec)
    module = load_builtin(model, batch_size=batch_size, small=small)
    graph = build_graph(module, batch_size=batch_size, source=model)
    grouping = group_ops(graph, groups, seed=seed)
    return graph, grouping, topology, time.perf_counter() - t0


# ------------------------------------------------------------------------------ report
def _fmt_ms(entry_time: float, feasible: bool) -> str:
    ms = entry_time * 1e3
    text = f"{ms:.1f}" if ms >= 100 else f"{ms:.3g}"
    return text + ("" if feasible else "!")


def _versus_text(versus: dict[str, Any]) -> str:
    """TAG's speed-up over the best baseline, "(TAG loses)" when TAG is slower (never hidden)."""
    if not versus:
        return "-"
    return f"{versus['tag_ratio']:.2f}x" + (" (TAG loses)" if versus["tag_loses"] else "")


def format_table(rows: list[PlanRow]) -> str:
    """Step time (ms; `!` = out of memory) and speed-up over DP-NCCL per strategy, per row; the best
    baseline and TAG's speed-up over it."""
    if not rows:
        return "(no rows)"
    names = list(dict.fromkeys(n for r in rows for n in r.baselines))
    head = ["model", "topology", "groups", "TAG ms", "TAG x", "search s"]
    for n in names:
        head += [f"{n} ms", f"{n} x"]
    head += ["best baseline", "TAG/best"]
    table = [head]
    for r in rows:
        line = [r.model, r.topology, str(r.groups), _fmt_ms(r.tag_step_s, r.tag_feasible),
                f"{r.tag_speedup:.2f}", f"{r.tag_search_s:.1f}"]
        for n in names:
            b = r.baselines.get(n)
            line += [_fmt_ms(b["step_time_s"], b["feasible"]), f"{b['speedup']:.2f}"] if b else ["-", "-"]
        versus = r.versus_best
        line += [versus.get("name", "-"), _versus_text(versus)]
        table.append(line)
    widths = [max(len(row[i]) for row in table) for i in range(len(head))]
    out = ["  ".join(c.rjust(w) for c, w in zip(row, widths)) for row in table]
    out.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(out)


def geomean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def _ranks(values: list[float]) -> list[float]:
    """Ranks 1..n of `values` in descending order, ties averaged."""
    order = sorted(range(len(values)), key=lambda i: -values[i])
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return ranks


def paper_pattern_rho(speedups: dict[str, float]) -> float | None:
    """Spearman ρ (Pearson on tie-averaged ranks) between `speedups` (model → TAG over DP-NCCL) and the
    paper's ranks: `PAPER_LARGEST` 1, `PAPER_SMALLEST` n, every other model (n + 1) / 2. None unless
    both named models and a third are present."""
    models = sorted(speedups)
    n = len(models)
    if n < 3 or PAPER_LARGEST not in speedups or PAPER_SMALLEST not in speedups:
        return None
    paper = [1.0 if m == PAPER_LARGEST else float(n) if m == PAPER_SMALLEST else (n + 1) / 2 for m in models]
    ours = _ranks([speedups[m] for m in models])
    ma, mb = sum(paper) / n, sum(ours) / n
    cov = sum((a - ma) * (b - mb) for a, b in zip(paper, ours))
    va, vb = sum((a - ma) ** 2 for a in paper), sum((b - mb) ** 2 for b in ours)
    return cov / math.sqrt(va * vb) if va > 0 and vb > 0 else 0.0


def checks(rows: list[PlanRow]) -> list[tuple[str, bool | None, str]]:
    """The paper's targets: (description, met? (None = not measured in this run), detail)."""
    out: list[tuple[str, bool | None, str]] = []
    losers = [f"{r.model}/{r.topology} (" + ("no baselines" if not r.baselines else
                                              "TAG infeasible" if not r.tag_feasible else
                                              f"best {r.best_baseline[0]}") + ")"
              for r in rows if not r.tag_beats_all]
    out.append(("TAG >= every baseline on every row", not losers if rows else None,
                "all rows" if not losers else "not on " + ", ".join(losers)))
    tb = [r.tag_speedup for r in rows if r.topology == "testbed"]
    g = geomean(tb)
    out.append((f"geomean speed-up over DP-NCCL on testbed >= {TARGET_GEOMEAN_TESTBED}x",
                (g >= TARGET_GEOMEAN_TESTBED) if tb else None,
                f"{g:.2f}x over {len(tb)} models" if tb else "no testbed rows"))
    cl = [r for r in rows if r.topology == "cloud" and r.groups >= DEFAULT_GROUPS and r.devices >= 32]
    worst = max((r.tag_search_s for r in cl), default=float("nan"))
    out.append((f"planning a {DEFAULT_GROUPS}-group model on cloud (32 GPUs) <= {TARGET_CLOUD_SECONDS:.0f} s",
                (worst <= TARGET_CLOUD_SECONDS) if cl else None,
                f"slowest {worst:.1f} s over {len(cl)} models" if cl else "no 60-group cloud rows"))
    speedups = {r.model: r.tag_speedup for r in rows if r.topology == "testbed"}
    rho = paper_pattern_rho(speedups)
    # by the speed-up as shown (2 decimals; ties in the models' order), so a re-rendered table agrees
    order = " > ".join(f"{m} {speedups[m]:.2f}x" for m in sorted(speedups, key=lambda m: -round(speedups[m], 2)))
    out.append((f"the paper's pattern on testbed ({PAPER_LARGEST} largest, {PAPER_SMALLEST} smallest speed-up "
                f"over DP-NCCL): Spearman rho >= {TARGET_PATTERN_RHO}",
                (rho >= TARGET_PATTERN_RHO) if rho is not None else None,
                f"rho {rho:.2f}: {order}" if rho is not None else "needs vgg19, resnet101 and another testbed model"))
    return out


def format_checks(rows: list[PlanRow]) -> str:
    mark = {True: "MET ", False: "MISS", None: "n/a "}
    return "\n".join(f"[{mark[ok]}] {desc}: {detail}" for desc, ok, detail in checks(rows))


# ------------------------------------------------------------------------------ JSON and Markdown
DERIVED_ROW_KEYS = ("best_baseline",)      # written per row by `to_json`, recomputed when read back


def _execution(rows: list[PlanRow]) -> dict[str, dict[str, Any]]:
    """TAG's and every baseline's declared execution (`planner.baselines.execution_of`)."""
    from tag.planner.baselines import execution_of

    names = ["tag", *dict.fromkeys(n for r in rows for n in r.baselines)]
    return {n: execution_of(n).to_dict() for n in names}


def flexflow_budget_text(rows: list[PlanRow]) -> str | None:
    """How FlexFlow's search was bounded on these rows (from its `search` records), e.g. "wall clock
    equal to TAG's search on each row (1200-3400 MCMC iterations)"; None when no row ran it."""
    infos = [r.baselines["flexflow"]["search"] for r in rows
             if "search" in r.baselines.get("flexflow", {})]
    if not infos:
        return None
    its = [int(i["iterations"]) for i in infos]
    ran = f"{min(its)}" if min(its) == max(its) else f"{min(its)}-{max(its)}"
    kinds = {i["budget"] for i in infos}
    if kinds == {"seconds"}:
        return f"wall clock equal to TAG's search on each row ({ran} MCMC iterations)"
    limits = sorted({int(i["limit"]) for i in infos if i["budget"] == "iterations"})
    if kinds == {"iterations"} and len(limits) == 1:
        return f"{limits[0]} MCMC iterations on each row"
    return f"mixed budgets ({ran} MCMC iterations)"


def to_json(rows: list[PlanRow], *, batch_size: int, small: bool, seed: int) -> dict[str, Any]:
    """What `--json` writes: the run's settings, every row (`PlanRow` fields plus `best_baseline`:
    `PlanRow.versus_best`), the checks, TAG's and each baseline's declared `execution` and how
    FlexFlow's search was bounded (`flexflow_budget`)."""
    out: dict[str, Any] = {"batch_size": batch_size, "small": small, "seed": seed,
                           "rows": [{**asdict(r), "best_baseline": r.versus_best} for r in rows],
                           "checks": [{"target": d, "met": ok, "detail": det} for d, ok, det in checks(rows)]}
    if rows:
        out["execution"] = _execution(rows)
    budget = flexflow_budget_text(rows)
    if budget is not None:
        out["flexflow_budget"] = budget
    return out


def rows_from_json(payload: dict[str, Any], source: str = "<json>") -> list[PlanRow]:
    """The `PlanRow`s of a payload written by `--json`."""
    from dataclasses import fields

    from tag.dialects.diagnostics import SourceSpan, TagError

    known = {f.name for f in fields(PlanRow)}
    if not isinstance(payload, dict) or not isinstance(payload.get("rows"), list):
        raise TagError("not a `tag bench plan --json` file (no 'rows' list)", SourceSpan(source))
    rows = []
    for i, row in enumerate(payload["rows"]):
        if isinstance(row, dict):
            row = {k: v for k, v in row.items() if k not in DERIVED_ROW_KEYS}
        extra = set(row) - known if isinstance(row, dict) else set()
        if not isinstance(row, dict) or extra:
            raise TagError(f"rows[{i}]: not a plan row"
                           + (f" (unknown keys {', '.join(sorted(extra))})" if extra else ""), SourceSpan(source))
        try:
            rows.append(PlanRow(**row))
        except TypeError as err:
            raise TagError(f"rows[{i}]: {err}", SourceSpan(source)) from None
    return rows


MARKDOWN_VERDICT = {True: "met", False: "NOT met", None: "not measured"}


def _md_ms(seconds: float) -> str:
    """One decimal from 10 ms up, three significant digits below (decided on the rounded value, so
    re-rendering a parsed table gives the same text)."""
    ms = seconds * 1e3
    small = f"{ms:.3g}"
    return f"{ms:.1f}" if float(small) >= 10 else small


def _md_oom(text: str, feasible: bool) -> str:
    return text if feasible else text + " (OOM)"


MARKDOWN_EXECUTION = "Execution as simulated (gradient sync; AllReduce fusion; batch split):"
MARKDOWN_FLEXFLOW = "FlexFlow's search budget"
MARKDOWN_SFB = "parameter gradients TAG synchronises by sufficient-factor broadcasting"


def _md_versus(row: dict[str, Any]) -> list[str]:
    """The "best baseline" and "TAG/best" cells: the row's `best_baseline` (`versus_best` of its
    baselines when a payload predates it)."""
    versus = row.get("best_baseline")
    if versus is None:
        versus = versus_best(row["baselines"], row["tag_step_s"], row["tag_feasible"])
    if not versus:
        return ["-", "-"]
    return [_md_oom(versus["name"], versus["feasible"]), _versus_text(versus)]


def _md_notes(payload: dict[str, Any]) -> list[str]:
    """Each contender's declared execution and FlexFlow's budget, when the payload records them."""
    from tag.planner.baselines import Execution

    execution = payload.get("execution") or {}
    lines = [f"- {name if name != 'tag' else 'TAG'}: {Execution(**e).describe()}" for name, e in execution.items()]
    if payload.get("flexflow_budget"):
        lines.append(f"- {MARKDOWN_FLEXFLOW}: {payload['flexflow_budget']}")
    rows = payload.get("rows", [])
    if rows and all("tag_sfb" in r for r in rows):
        used = [f"{r['model']}/{r['topology']} {r['tag_sfb']}" for r in rows if r["tag_sfb"]]
        lines.append(f"- {MARKDOWN_SFB}: " + (", ".join(used) + "; no other row" if used else "none"))
    return ["", MARKDOWN_EXECUTION, *lines] if lines else []


def format_markdown(payload: dict[str, Any]) -> str:
    """The table as README.md shows it, a pure function of the `--json` payload: a Markdown table
    (step times in ms, speed-ups over DP-NCCL of the same row, the best baseline and TAG's speed-up
    over it — "(TAG loses)" when TAG is slower —, "(OOM)" = out of memory, "-" = not run), the
    paper's targets as a list, as `checks` in the payload records them, then (when the payload has
    them) every contender's declared execution and FlexFlow's search budget.

    Reads per row only `model`, `topology`, `tag_step_s`, `tag_feasible`, `tag_speedup`,
    `tag_search_s`, `best_baseline` (else computed from the baselines' `step_time_s` and
    `feasible`), `baselines["dp-nccl"]["step_time_s"]` and every baseline's `speedup` and
    `feasible`; besides the rows, `checks`, `execution` and `flexflow_budget`; and `tag_sfb` when every row
    has it."""
    rows = payload["rows"]
    names: list[str] = []
    for r in rows:
        names += [n for n in r["baselines"] if n != "dp-nccl" and n not in names]
    head = ["model", "topology", "DP-NCCL ms", "TAG ms", "TAG", *names, "best baseline", "TAG/best", "search s"]
    align = ["---", "---"] + ["---:"] * (len(names) + 3) + ["---", "---:", "---:"]
    lines = ["| " + " | ".join(head) + " |", "| " + " | ".join(align) + " |"]
    for r in rows:
        dp = r["baselines"].get("dp-nccl")
        cells = [r["model"], r["topology"],
                 _md_oom(_md_ms(dp["step_time_s"]), dp["feasible"]) if dp else "-",
                 _md_oom(_md_ms(r["tag_step_s"]), r["tag_feasible"]), f"{r['tag_speedup']:.2f}x"]
        for n in names:
            b = r["baselines"].get(n)
            cells.append(_md_oom(f"{b['speedup']:.2f}x", b["feasible"]) if b else "-")
        cells += _md_versus(r)
        cells.append(f"{r['tag_search_s']:.1f}")
        lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    for c in payload.get("checks", []):
        lines.append(f"- {c['target']}: {MARKDOWN_VERDICT[c['met']]} ({c['detail']})")
    lines += _md_notes(payload)
    return "\n".join(lines).rstrip("\n")


# ------------------------------------------------------------------------------ CLI
def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tag bench plan", description=__doc__.split("\n\n")[0])
    p.add_argument("--models", default=",".join(MODELS), help=f"comma-separated (default: {','.join(MODELS)})")
    p.add_argument("--topologies", default=",".join(TOPOLOGIES),
                   help="comma-separated: testbed, cloud, random:SEED or files (default: testbed,cloud)")
    p.add_argument("--iterations", type=int, default=None, help="TAG MCTS iterations per row")
    p.add_argument("--budget-seconds", type=float, default=None, help="TAG search time budget per row")
    p.add_argument("--baseline-iterations", type=int, default=None,
                   help="FlexFlow MCMC iterations (default: TAG's search wall time on each row; the paper "
                        "used 100000)")
    p.add_argument("--heterog-passes", type=int, default=None, help="HeteroG-like coordinate-descent sweeps")
    p.add_argument("--groups", type=int, default=DEFAULT_GROUPS, help="METIS op groups (default 60)")
    p.add_argument("--batch", type=int, default=None,
                   help=f"global batch size (default {DEFAULT_BATCH}, {SMALL_BATCH} with --small)")
    p.add_argument("--small", action="store_true", help="scaled-down models (quick run)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", default=None, help="also write rows and checks as JSON here")
    p.add_argument("--markdown", action="store_true",
                   help="print the table as README.md shows it (Markdown; progress goes to stderr)")
    p.add_argument("--from-json", default=None, metavar="FILE",
                   help="re-render the table of a JSON file written by --json instead of running the "
                        "benchmark (checks are re-evaluated from its rows)")
    return p


def main(argv: list[str] | None = None) -> int:
    from tag.dialects.diagnostics import TagError

    args = _parser().parse_args(argv)
    if args.from_json:
        return _render_json(args.from_json, markdown=args.markdown)
    models = [m.strip() for m in args.models.split(",") if m.strip()]
    topologies = [t.strip() for t in args.topologies.split(",") if t.strip()]
    if not models or not topologies:
        raise TagError("--models and --topologies must each name at least one entry")
    if args.iterations is not None and args.iterations < 1:
        raise TagError(f"--iterations must be >= 1, got {args.iterations}")
    if args.budget_seconds is not None and not 0 < args.budget_seconds < float("inf"):   # NaN: a search without end
        raise TagError(f"--budget-seconds must be a finite number > 0, got {args.budget_seconds}")
    batch = args.batch or (SMALL_BATCH if args.small else DEFAULT_BATCH)
    budget: dict[str, Any] = {}
    if args.baseline_iterations is not None:
        budget["flexflow_iterations"] = args.baseline_iterations
    if args.heterog_passes is not None:
        budget["heterog_passes"] = args.heterog_passes
    import sys

    log = sys.stderr if args.markdown else sys.stdout
    rows: list[PlanRow] = []
    for model in models:
        for topo in topologies:
            graph, grouping, topology, prep = load_problem(model, topo, small=args.small, batch_size=batch,
                                                           groups=args.groups, seed=args.seed)
            row = plan_row(model, graph, grouping, topology, seed=args.seed, iterations=args.iterations,
                           budget_seconds=args.budget_seconds, baseline_budget=budget or None)
            row.prepare_s = prep
            rows.append(row)
            versus = row.versus_best
            print(f"  {model} on {topology.name}: {len(graph.nodes)} ops, {row.groups} groups, "
                  f"{row.devices} GPUs; TAG {row.tag_speedup:.2f}x over DP-NCCL, "
                  f"{_versus_text(versus)} over the best baseline ({versus.get('name', 'none')}) "
                  f"(search {row.tag_search_s:.1f} s, prepare {prep:.1f} s)", file=log, flush=True)
    payload = to_json(rows, batch_size=batch, small=args.small, seed=args.seed)
    if args.markdown:
        print(format_markdown(payload))
    else:
        print()
        print(format_table(rows))
        print()
        print(format_checks(rows))
    if args.json:
        write_atomically(args.json, json.dumps(payload, indent=1))
    return 0


def _render_json(path: str, *, markdown: bool) -> int:
    """`--from-json`: print the table of a `--json` file; the checks are recomputed from its rows."""
    from tag.dialects.inputs import load_json_file

    payload = load_json_file(path, "plan bench JSON")        # size- and nesting-bounded, located errors
    rows = rows_from_json(payload, path)
    payload = dict(payload, checks=to_json(rows, batch_size=0, small=False, seed=0)["checks"])
    if markdown:
        print(format_markdown(payload))
    else:
        print(format_table(rows))
        print()
        print(format_checks(rows))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main())
