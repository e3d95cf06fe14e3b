"""Step time of one program run by one process vs by several (`tag run --processes N`), as a ratio.

Both runs execute the same program folder on the same machine with the same number of XLA CPU
devices; the multi-process run splits them among N processes (`runtime.multihost`), so every
collective spanning processes goes through gloo over TCP and every cross-process move is a
two-device collective. The ratio (N-process step time / 1-process step time) is the price of the
distributed runtime's coordination on one host; both runs' losses and final state are compared bit
for bit and within `runtime.compare`'s float tolerances (`--save`): a cross-process all-reduce is
summed by gloo in another order than one process sums it, so bits may differ; a ratio is only
reported as valid for runs that agree within tolerance.

Step time: the median over steps 2..K (step 1 includes compilation) of the per-step wall time
`tag run` prints; each configuration is run `--repeats` times and the fastest median is kept.

    python -m tag.bench.run [--program DIR] [--processes N] [--steps K] [--repeats R] [--markdown]

Without --program the benchmark builds one: the built-in transformer (--small, batch 8) in
`--groups` op groups, every group data-parallel over the 8 devices of two 4-device machines.
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from tag.dialects.diagnostics import TagError

TOPOLOGY = """name: two-machines
machines:
  - {name: m0, gpu: V100-16GB, count: 4, intra_gbps: 64, nic_gbps: 10}
  - {name: m1, gpu: V100-16GB, count: 4, intra_gbps: 64, nic_gbps: 10}
"""
STEP_LINE = re.compile(r"^step (\d+): ([0-9.]+) ms", re.MULTILINE)


@dataclass(frozen=True)
class Measurement:
    processes: int
    step_ms: float          # median of steps 2..K, fastest repeat
    results: Path           # the run's --save file


def build_default_program(out: Path, groups: int) -> Path:
    """The transformer (small, batch 8), every op group data-parallel on 2 machines x 4 devices."""
    from tag.analysis.graph import build_graph
    from tag.apply import apply_strategy
    from tag.core.grouping import group_ops
    from tag.core.model import GradSync, GroupDecision, Replication, Strategy
    from tag.models.registry import load_model

    topo = out.parent / "two-machines.yaml"
    topo.write_text(TOPOLOGY)
    module = load_model("transformer", batch_size=8, small=True)
    grouping = group_ops(build_graph(module, batch_size=8), groups, seed=0)
    decisions = [GroupDecision((0, 1), Replication.ALLREDUCE, {p: GradSync.ALLREDUCE for p in g.params},
                               devices=tuple(range(8))) for g in grouping.groups]
    apply_strategy("transformer", Strategy(decisions, None, "data-parallel"), topo, batch_size=8, small=True,
                   num_groups=groups, seed=0, out_dir=out)
    return out


def measure(program: Path, processes: int, steps: int, repeats: int, scratch: Path) -> Measurement:
    best = float("inf")
    saved = scratch / f"results-{processes}.npz"
    for _ in range(repeats):
        argv = [sys.executable, "-m", "tag.cli", "run", str(program), "--steps", str(steps), "--save", str(saved)]
        if processes > 1:
            argv += ["--processes", str(processes)]
        env = {k: v for k, v in os.environ.items() if k != "XLA_FLAGS"}
        run = subprocess.run(argv, env=env, capture_output=True, text=True, check=False)
        if run.returncode != 0:
            raise TagError(f"`tag run` with {processes} process(es) failed: "
                           f"{(run.stderr.strip().splitlines() or ['?'])[-1]}")
        times = [float(ms) for k, ms in STEP_LINE.findall(run.stdout) if int(k) > 1]
        if not times:
            raise TagError(f"`tag run` printed no step times:\n{run.stdout}")
        best = min(best, statistics.median(times))
    return Measurement(processes, best, saved)


def same_results(a: Path, b: Path) -> tuple[bool, bool]:
    """(bit for bit, within `runtime.compare` tolerances) for two `tag run --save` files."""
    from tag.runtime.compare import compare_one

    x, y = np.load(a), np.load(b)
    if set(x.files) != set(y.files):
        return False, False
    return (all(np.array_equal(x[k], y[k]) for k in x.files),
            all(compare_one(0, x[k], y[k]).ok for k in x.files))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="tag bench run", description=__doc__.splitlines()[0])
    p.add_argument("--program", default=None, help="program folder (default: build the data-parallel transformer)")
    p.add_argument("--processes", type=int, default=2)
    p.add_argument("--steps", type=int, default=6)
    p.add_argument("--repeats", type=int, default=2)
    p.add_argument("--groups", type=int, default=4, help="op groups of the default program")
    p.add_argument("--markdown", action="store_true", help="print a markdown table")
    args = p.parse_args(argv)
    if args.steps < 2 or args.repeats < 1 or args.processes < 2:
        raise TagError("need --steps >= 2, --repeats >= 1 and --processes >= 2")
    with tempfile.TemporaryDirectory(prefix="tag-bench-run-") as tmp:
        scratch = Path(tmp)
        program = Path(args.program) if args.program else build_default_program(scratch / "program", args.groups)
        one = measure(program, 1, args.steps, args.repeats, scratch)
        many = measure(program, args.processes, args.steps, args.repeats, scratch)
        bitwise, same = same_results(one.results, many.results)
    load = os.getloadavg()[0]
    name = args.program or f"transformer --small, {args.groups} groups, data parallel on 8 devices"
    ratio = many.step_ms / one.step_ms
    if args.markdown:
        agree = "bit for bit" if bitwise else "within tolerance" if same else "NO"
        print("| program | 1 process (ms/step) | "
              f"{args.processes} processes (ms/step) | ratio | results agree | load |")
        print("|---|---:|---:|---:|---|---:|")
        print(f"| {name} | {one.step_ms:.1f} | {many.step_ms:.1f} | {ratio:.2f}x | {agree} | {load:.1f} |")
    else:
        print(f"program: {name}")
        print(f"1 process:   {one.step_ms:.1f} ms/step (median of steps 2..{args.steps}, best of {args.repeats})")
        print(f"{args.processes} processes: {many.step_ms:.1f} ms/step")
        print(f"ratio {args.processes}-process / 1-process: {ratio:.2f}x (load average {load:.1f})")
        verdict = "bit for bit equal" if bitwise else "equal within float tolerance" if same else "DIFFERENT"
        print(f"losses and final state: {verdict}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
