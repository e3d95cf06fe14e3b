"""`tag bench agreement`: how well the search model agrees with the applied price.

The planner ranks strategies with the *search model* (`runtime.cluster_sim.ClusterSimulator`, fast
enough for MCTS) and reports the *applied price* (`runtime.program_sim.simulate_as_applied`: the
strategy lowered as `tag apply` lowers it, the task graph priced as `tag simulate` prices it). For
each built-in model (small config) × topology this prices the same strategies with both — N random
legal strategies (`planner.mcts.ActionSpace`, drawn group by group with a fixed seed, as
tests/test_contract.py does) plus data parallel with even and speed-proportional shares
(`planner.strategies.data_parallel`) — both under the execution TAG runs (`planner.plan.
execution_options()`: fused 64 MiB buckets; the lowering's `fused` sync policy), and reports per row:

- `median s/a`: the median ratio search price / applied price (1 = the same scale);
- `MAPE`: the mean of |search − applied| / applied, in percent;
- `tau`: Kendall's tau-b between the two rankings (1 = the search orders the strategies exactly as
  they run; what MCTS needs);
- `regret`: applied price of the search model's fastest strategy / the fastest applied price − 1,
  in percent (what picking by the search model alone costs on this sample);
- `seconds`: wall time of the row (model load, both simulators).

Strategies the lowering refuses (`TagError`) are left out and counted (`skipped`).
`--markdown` prints the table as Markdown; `--json FILE` also writes the rows; `--small` is a quick
variant (two models, fewer strategies) used by the tests.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from tag.core.atomic import write_atomically

MODELS = ("transformer", "bert", "mobilenetv2", "vgg19")
TOPOLOGIES = ("eight_gpus", "testbed")
SMALL_MODELS = ("transformer", "vgg19")
DEFAULT_STRATEGIES = 18          # random strategies per row: the default run takes ~5 minutes on 2 cores
SMALL_STRATEGIES = 6
DEFAULT_GROUPS = 20
DEFAULT_BATCH = 16
EXAMPLE_TOPOLOGIES = Path(__file__).resolve().parents[2] / "examples" / "topologies"


@dataclass
class AgreementRow:
    """One model on one topology: both prices of every strategy and the agreement measures."""

    model: str
    topology: str
    strategies: int                       # priced by both (random + data parallel)
    median_ratio: float                   # median of search / applied
    mape: float                           # percent
    tau: float                            # Kendall tau-b of the two rankings
    regret: float                         # percent
    seconds: float
    skipped: int = 0
    search_s: list[float] = field(default_factory=list)
    applied_s: list[float] = field(default_factory=list)
    names: list[str] = field(default_factory=list)


# ------------------------------------------------------------------------------ measures
def kendall_tau(a: list[float], b: list[float]) -> float:
    """Kendall's tau-b of two equally long samples (ties counted as in tau-b); nan below 2 points."""
    n = len(a)
    if n != len(b):
        raise ValueError("kendall_tau: samples of different lengths")
    if n < 2:
        return math.nan
    conc = disc = ties_a = ties_b = 0
    for i in range(n):
        for j in range(i + 1, n):
            da, db = a[i] - a[j], b[i] - b[j]
            if da == 0 and db == 0:
                continue
            if da == 0:
                ties_a += 1
            elif db == 0:
                ties_b += 1
            elif (da > 0) == (db > 0):
                conc += 1
            else:
                disc += 1
    denom = math.sqrt((conc + disc + ties_a) * (conc + disc + ties_b))
    return (conc - disc) / denom if denom > 0 else math.nan


def measures(search: list[float], applied: list[float]) -> dict[str, float]:
    """median ratio, MAPE (%), Kendall tau-b and regret (%) of search prices against applied ones."""
    if not search:
        return {"median_ratio": math.nan, "mape": math.nan, "tau": math.nan, "regret": math.nan}
    ratios = [s / a for s, a in zip(search, applied)]
    mape = 100.0 * sum(abs(s - a) / a for s, a in zip(search, applied)) / len(search)
    pick = min(range(len(search)), key=lambda i: (search[i], i))
    regret = 100.0 * (applied[pick] / min(applied) - 1.0)
    return {"median_ratio": statistics.median(ratios), "mape": mape, "tau": kendall_tau(search, applied),
            "regret": regret}


# ------------------------------------------------------------------------------ one row
def resolve_topology(spec: str) -> Any:
    """A built-in name, a file, or the name of an example under examples/topologies/."""
    from tag.core.topology import load_topology

    example = EXAMPLE_TOPOLOGIES / f"{spec}.yaml"
    if not Path(spec).exists() and example.is_file():
        return load_topology(example)
    return load_topology(spec)


def agreement_row(model: str, topology_spec: str, *, strategies: int, seed: int = 0, groups: int = DEFAULT_GROUPS,
                  batch_size: int = DEFAULT_BATCH) -> AgreementRow:
    """Price data parallel (even, by speed) and `strategies` random strategies with both simulators."""
    from tag.analysis.graph import build_graph, flatten_module
    from tag.core.grouping import group_ops
    from tag.dialects.diagnostics import TagError
    from tag.models.registry import load_model
    from tag.planner.mcts import ActionSpace
    from tag.planner.plan import execution_options
    from tag.planner.strategies import data_parallel
    from tag.runtime.cluster_sim import ClusterSimulator
    from tag.runtime.program_sim import simulate_as_applied

    t0 = time.perf_counter()
    topology = resolve_topology(topology_spec)
    module = load_model(model, batch_size=batch_size, small=True)
    graph = build_graph(module, batch_size=batch_size, source=model)
    grouping = group_ops(graph, groups, seed=seed)
    flat = flatten_module(module)
    simulator = ClusterSimulator(graph, grouping, topology, options=execution_options())
    space = ActionSpace(graph, grouping, topology)
    rng = random.Random(seed)
    pool = [("dp-even", data_parallel(grouping, topology, proportional=False)),
            ("dp-speed", data_parallel(grouping, topology, proportional=True, graph=graph))]
    pool += [(f"random{k}", space.random_strategy(rng)) for k in range(strategies)]
    names, search, applied = [], [], []
    skipped = 0
    for name, strategy in pool:
        try:
            priced, _ = simulate_as_applied(module, graph, grouping, strategy, topology, flat=flat)
        except TagError:
            skipped += 1
            continue
        names.append(name)
        applied.append(float(priced.step_time))
        search.append(float(simulator.simulate(strategy).step_time))
    m = measures(search, applied)
    return AgreementRow(model=model, topology=topology.name, strategies=len(names), seconds=time.perf_counter() - t0,
                        skipped=skipped, search_s=search, applied_s=applied, names=names, **m)


# ------------------------------------------------------------------------------ report
HEAD = ("model", "topology", "N", "median s/a", "MAPE %", "tau", "regret %", "seconds")


def _cells(r: dict[str, Any]) -> list[str]:
    skipped = f" (+{r['skipped']} refused)" if r.get("skipped") else ""
    return [r["model"], r["topology"], f"{r['strategies']}{skipped}", f"{r['median_ratio']:.3f}",
            f"{r['mape']:.1f}", f"{r['tau']:.3f}", f"{r['regret']:.1f}", f"{r['seconds']:.1f}"]


def _summary(rows: list[dict[str, Any]]) -> dict[str, float]:
    """Mean tau and MAPE over the rows (nan rows left out)."""
    taus = [r["tau"] for r in rows if not math.isnan(r["tau"])]
    mapes = [r["mape"] for r in rows if not math.isnan(r["mape"])]
    return {"mean_tau": statistics.fmean(taus) if taus else math.nan,
            "mean_mape": statistics.fmean(mapes) if mapes else math.nan,
            "seconds": sum(r["seconds"] for r in rows)}


def format_table(payload: dict[str, Any]) -> str:
    rows = payload["rows"]
    body = [list(HEAD)] + [_cells(r) for r in rows]
    widths = [max(len(line[i]) for line in body) for i in range(len(HEAD))]
    lines = ["  ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(line, widths)))
             for line in body]
    s = payload["summary"]
    lines.append(f"mean tau {s['mean_tau']:.3f}, mean MAPE {s['mean_mape']:.1f}% over {len(rows)} rows "
                 f"({s['seconds']:.0f} s)")
    return "\n".join(lines)


def format_markdown(payload: dict[str, Any]) -> str:
    """The table as Markdown, a pure function of the `--json` payload."""
    rows = payload["rows"]
    lines = ["| " + " | ".join(HEAD) + " |", "| " + " | ".join(["---", "---"] + ["---:"] * (len(HEAD) - 2)) + " |"]
    lines += ["| " + " | ".join(_cells(r)) + " |" for r in rows]
    s = payload["summary"]
    lines += ["", f"Mean tau {s['mean_tau']:.3f}, mean MAPE {s['mean_mape']:.1f}% over {len(rows)} rows."]
    return "\n".join(lines)


def to_json(rows: list[AgreementRow], *, strategies: int, seed: int, groups: int, batch_size: int) -> dict[str, Any]:
    out = [asdict(r) for r in rows]
    return {"strategies": strategies, "seed": seed, "groups": groups, "batch_size": batch_size, "rows": out,
            "summary": _summary(out)}


# ------------------------------------------------------------------------------ CLI
def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tag bench agreement", description=__doc__.split("\n\n")[0])
    p.add_argument("--models", default=None, help=f"comma-separated (default: {','.join(MODELS)}; "
                                                  f"--small: {','.join(SMALL_MODELS)})")
    p.add_argument("--topologies", default=",".join(TOPOLOGIES),
                   help="comma-separated: built-in names, files or examples/topologies names "
                        f"(default: {','.join(TOPOLOGIES)})")
    p.add_argument("--strategies", type=int, default=None,
                   help=f"random strategies per row (default {DEFAULT_STRATEGIES}, {SMALL_STRATEGIES} with --small)")
    p.add_argument("--small", action="store_true", help="quick variant (~30 s): two models, fewer strategies")
    p.add_argument("--groups", type=int, default=DEFAULT_GROUPS, help=f"METIS op groups (default {DEFAULT_GROUPS})")
    p.add_argument("--batch", type=int, default=DEFAULT_BATCH, help=f"global batch size (default {DEFAULT_BATCH})")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", default=None, help="also write the rows (with every price) as JSON here")
    p.add_argument("--markdown", action="store_true", help="print the table as Markdown (progress goes to stderr)")
    return p


def main(argv: list[str] | None = None) -> int:
    from tag.dialects.diagnostics import TagError

    args = _parser().parse_args(argv)
    models = [m.strip() for m in (args.models or ",".join(SMALL_MODELS if args.small else MODELS)).split(",")
              if m.strip()]
    topologies = [t.strip() for t in args.topologies.split(",") if t.strip()]
    if not models or not topologies:
        raise TagError("--models and --topologies must each name at least one entry")
    n = args.strategies if args.strategies is not None else SMALL_STRATEGIES if args.small else DEFAULT_STRATEGIES
    if n < 0:
        raise TagError(f"--strategies must be >= 0, got {n}")
    log = sys.stderr if args.markdown else sys.stdout
    rows = []
    for model in models:
        for topo in topologies:
            row = agreement_row(model, topo, strategies=n, seed=args.seed, groups=args.groups, batch_size=args.batch)
            rows.append(row)
            print(f"  {model} on {row.topology}: {row.strategies} strategies, tau {row.tau:.3f}, "
                  f"MAPE {row.mape:.1f}% ({row.seconds:.1f} s)", file=log, flush=True)
    payload = to_json(rows, strategies=n, seed=args.seed, groups=args.groups, batch_size=args.batch)
    if args.markdown:
        print(format_markdown(payload))
    else:
        print()
        print(format_table(payload))
    if args.json:
        write_atomically(args.json, json.dumps(payload, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
