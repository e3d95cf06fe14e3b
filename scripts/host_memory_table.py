"""Validate `runtime.host_memory`'s estimate against the measured peak RSS of `tag run`.

For each VGG19 width (keras.applications' layers, `tag.models.keras_models.vgg19_scaled`, random
weights, nothing downloaded) and each strategy, this script writes a program folder (8 devices of
the `mini` topology: two machines of four), estimates the run's host memory exactly as `tag run`
does (`runtime.host_memory.estimate_process`), then runs

    python -m tag.cli run PROG --steps S --check --ignore-host-memory

in a child process under a watchdog (`tag.runtime.watchdog`, the process tree's RSS polled every
0.2 s, killed above --cap-gib) and records the child's peak RSS (`ru_maxrss` of wait4: the
kernel's high-water mark, exact for the single-process run). It prints one markdown row per case:

    width | strategy | params | estimate | arithmetic (estimate without the allowance) | measured | ...

Usage (the table in docs/run.md):

    python scripts/host_memory_table.py --widths 0.125 0.25 0.5 --strategies dp ps duplicate

`--estimate-only` prints the estimate (and the `tag run` verdict) without running, e.g. for the
full-size model: `--widths 1 --strategies dp duplicate --estimate-only`.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("KERAS_BACKEND", "jax")
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

TOPOLOGY = """name: mini
machines:
  - {name: fast, gpu: V100-16GB, count: 4, intra_gbps: 64, nic_gbps: 10}
  - {name: slow, gpu: T4, count: 4, intra_gbps: 64, nic_gbps: 10}
"""
STRATEGIES = ("dp", "ps", "duplicate", "single")


def _decisions(kind: str, grouping) -> list:
    from tag.core.model import GradSync, GroupDecision, Replication

    out = []
    for g in grouping.groups:
        if kind == "dp":            # data parallel over all 8 devices, all-reduce
            out.append(GroupDecision((0, 1), Replication.ALLREDUCE, {p: GradSync.ALLREDUCE for p in g.params},
                                     devices=tuple(range(8))))
        elif kind == "ps":          # data parallel over 8 devices, parameters on device 0 (PS)
            out.append(GroupDecision((0, 1), Replication.PS, {p: GradSync.PS for p in g.params},
                                     {p: 0 for p in g.params}, devices=tuple(range(8))))
        elif kind == "duplicate":   # every group computed whole on devices 0 and 4
            out.append(GroupDecision((0, 1), Replication.DUPLICATE, {}, devices=(0, 4)))
        elif kind == "single":      # everything on device 0 (a program on one device)
            out.append(GroupDecision((0,), Replication.DUPLICATE, {}, devices=(0,)))
        else:
            raise SystemExit(f"unknown strategy {kind}")
    return out


def build_program(width: float, kind: str, out: Path, *, image: int, batch: int, groups: int) -> Path:
    """Write the program folder for VGG19 at `width` under strategy `kind` (reused when present)."""
    if (out / "program.json").is_file():
        return out
    from tag.analysis.graph import build_graph
    from tag.apply import apply_strategy
    from tag.core.grouping import group_ops
    from tag.core.model import Strategy
    from tag.models.keras_models import (
        VisionConfig,
        build_train_step,
        export_train_step,
    )

    ts = build_train_step("vgg19", batch_size=batch, config=VisionConfig(image, width=width), initialize=False)
    module = export_train_step(ts)
    graph = build_graph(module, batch_size=batch)
    grouping = group_ops(graph, groups, seed=0)
    topo = out.parent / "mini.yaml"
    out.parent.mkdir(parents=True, exist_ok=True)
    topo.write_text(TOPOLOGY)
    apply_strategy(module, Strategy(_decisions(kind, grouping), None, kind), topo, out_dir=out,
                   num_groups=groups, seed=0, batch_size=batch)
    return out


def estimate(prog: Path, steps: int, check: bool):
    from tag.apply import loss_index
    from tag.distribute.program import load_program
    from tag.runtime.host_memory import estimate_process

    program = load_program(prog)
    r = loss_index(program)
    fetch = None if check else ([] if r is None else [r])
    params = sum(int(_numel(a)) for a, role in zip(program.args, program.meta["arg_roles"]) if role == "param")
    return estimate_process(program, sorted(set(program.devices)), steps=steps, check=check, fetch=fetch), params


def _numel(arg) -> int:
    from tag.runtime.buffer_specs import tensor_spec_of

    n = 1
    for s in tensor_spec_of(arg, "arg").shape:
        n *= s
    return n


def measure(prog: Path, steps: int, check: bool, cap: int, timeout: float) -> tuple[int, int, float, str]:
    """(exit status, peak RSS bytes, seconds, last output line) of `tag run` under the watchdog."""
    from tag.runtime.watchdog import run_watched

    cmd = [sys.executable, "-m", "tag.cli", "run", str(prog), "--steps", str(steps), "--ignore-host-memory"]
    if check:
        cmd.append("--check")
    env = dict(os.environ)
    env.pop("XLA_FLAGS", None)
    result = run_watched(cmd, cap_bytes=cap, timeout_s=timeout, env=env, cwd=str(ROOT))
    tail = (result.stdout.strip().splitlines() or [""])[-1]
    if result.killed:
        tail = f"killed by the watchdog ({result.killed})"
    return result.code, result.peak_rss, result.seconds, tail


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--widths", type=float, nargs="+", default=[0.125, 0.25, 0.5])
    ap.add_argument("--strategies", nargs="+", default=["dp", "ps", "duplicate"], choices=STRATEGIES)
    ap.add_argument("--image", type=int, default=224)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--groups", type=int, default=4)
    ap.add_argument("--steps", type=int, default=2)
    ap.add_argument("--no-check", action="store_true")
    ap.add_argument("--cap-gib", type=float, default=8.0, help="watchdog: kill a run above this RSS")
    ap.add_argument("--timeout", type=float, default=1800)
    ap.add_argument("--work", default="/tmp/tag_host_memory")
    ap.add_argument("--estimate-only", action="store_true")
    args = ap.parse_args()
    from tag.runtime.host_memory import gib, mem_available

    check = not args.no_check
    print(f"# VGG19 {args.image}x{args.image}, batch {args.batch}, Adam, {args.groups} op groups, 8 CPU devices, "
          f"`tag run --steps {args.steps}{' --check' if check else ''}`; MemAvailable {gib(mem_available() or 0)}",
          flush=True)
    print("| width | strategy | parameters | estimate | arithmetic (no allowance) | measured peak RSS | "
          "measured - arithmetic | estimate / measured | s | outcome |")
    print("|---|---|---|---|---|---|---|---|---|---|", flush=True)
    for w in args.widths:
        for kind in args.strategies:
            prog = build_program(w, kind, Path(args.work) / f"w{w:g}_i{args.image}_b{args.batch}_g{args.groups}" / kind,
                                 image=args.image, batch=args.batch, groups=args.groups)
            est, params = estimate(prog, args.steps, check)
            base = est.total - est.runtime
            row = f"| {w:g} | {kind} | {params / 1e6:.1f}M | {gib(est.total)} | {gib(base)} |"
            if args.estimate_only:
                avail = mem_available() or 0
                print(f"{row} - | - | - | - | {'fits' if est.total <= avail else 'refused'} ({est.describe()}) |",
                      flush=True)
                continue
            code, peak, secs, tail = measure(prog, args.steps, check, int(args.cap_gib * (1 << 30)), args.timeout)
            print(f"{row} {gib(peak)} | {(peak - base) / (1 << 20):+.0f} MiB | {est.total / max(peak, 1):.2f} | {secs:.0f} | "
                  f"exit {code}: {tail[:80]} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
