"""`tag plan`: search a deployment strategy for a model on a device topology.

    tag plan [MODEL] --topology TOPO [--batch B] [--small] [--iterations N | --budget-seconds S] [--seed S]
             [--groups G] [--baselines LIST] [--out DIR]

Without MODEL the embedded default runs (`DEFAULT_MODEL` on `DEFAULT_TOPOLOGY`, see below). While
searching, a live line (rich's progress bar when installed) shows iterations, the best step time and
its speed-up over DP-NCCL — only when stdout is a terminal. The result table goes to stdout; phase
messages go to stderr (or above the live bar).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any, TextIO

# The embedded default: a BERT-base training step (Adam) at batch 8 on the paper's testbed
# (7 machines, 16 GPUs), 60 op groups, 1000 MCTS iterations, every baseline. Measured on the shared
# 2-core development machine: about 30 s end to end (graph + grouping 5 s, search 15 s, baselines
# 10 s); the first run also builds the Keras model (5-40 s, cached on disk afterwards).
DEFAULT_MODEL = "bert"
DEFAULT_TOPOLOGY = "testbed"
DEFAULT_BATCH = 8
DEFAULT_ITERATIONS = 1000       # = planner.mcts.DEFAULT_ITERATIONS
DEFAULT_GROUPS = 60

__all__ = ["add_plan_arguments", "run_plan_command", "ProgressPrinter", "main"]


def add_plan_arguments(parser: argparse.ArgumentParser) -> None:
    """Add `tag plan`'s arguments to `parser` (a subcommand parser)."""
    parser.add_argument("model", nargs="?", default=None,
                        help=f"model: a registry name or a .mlir/.mlirbc training-step module "
                             f"(default: {DEFAULT_MODEL} on {DEFAULT_TOPOLOGY})")
    parser.add_argument("--topology", default=None,
                        help=f"built-in topology name or YAML/JSON file (default with no MODEL: {DEFAULT_TOPOLOGY})")
    parser.add_argument("--batch", type=int, default=None,
                        help=f"global batch size (default {DEFAULT_BATCH} for built-in models; a module file's own)")
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--iterations", type=int, default=None,
                        help=f"MCTS iterations (default {DEFAULT_ITERATIONS} unless --budget-seconds)")
    budget.add_argument("--budget-seconds", type=float, default=None, help="stop searching after this many seconds")
    parser.add_argument("--small", action="store_true", help="the built-in model's test-sized configuration")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--groups", type=int, default=DEFAULT_GROUPS, help=f"op groups (METIS parts, default {DEFAULT_GROUPS})")
    parser.add_argument("--baselines", default="all",
                        help="baselines to simulate beside TAG: 'all' (default), 'dp' (only DP-NCCL and "
                             "DP-NCCL-P), or a comma-separated list of planner.baselines names")
    parser.add_argument("--out", required=False, default=None,
                        help="folder for strategy.json, trace.json, annotated.mlir, report.json (created if "
                             "missing; without --out only the table is printed)")


def _baseline_names(text: str) -> list[str] | None:
    """'dp' → [] (only the two DP baselines plan() always runs), 'all' → None (every baseline)."""
    text = text.strip()
    if text in ("dp", "none", ""):
        return []
    if text == "all":
        return None
    return [n.strip() for n in text.split(",") if n.strip()]


def _to_stderr(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _is_module_file(spec: str) -> bool:
    return Path(spec).suffix in (".mlir", ".mlirbc") or Path(spec).exists() or spec == "-"


def run_plan_command(args: argparse.Namespace, *, stdout: TextIO | None = None) -> int:
    """Run `tag plan` for parsed `args`; returns the exit status (TagErrors propagate to run_cli)."""
    from tag.dialects.diagnostics import TagError   # lazily: jax loads after the CLI's Ctrl-C handler
    from tag.planner.plan import plan

    out = stdout or sys.stdout
    if args.model is None and args.topology is None:
        args.topology = DEFAULT_TOPOLOGY
    if args.topology is None:
        raise TagError("--topology is required when a MODEL is given (a built-in name or a YAML/JSON file)")
    model = args.model if args.model is not None else DEFAULT_MODEL
    batch = args.batch
    if batch is None and not _is_module_file(model):
        batch = DEFAULT_BATCH
    if batch is not None and batch < 1:
        raise TagError(f"--batch must be >= 1, got {batch}")
    if args.groups < 1:
        raise TagError(f"--groups must be >= 1, got {args.groups}")
    if args.iterations is not None and args.iterations < 1:
        raise TagError(f"--iterations must be >= 1, got {args.iterations}")
    if args.budget_seconds is not None and not 0 < args.budget_seconds < float("inf"):   # NaN: a search without end
        raise TagError(f"--budget-seconds must be a finite number > 0, got {args.budget_seconds}")
    if not 0 <= args.seed < 1 << 63:
        raise TagError(f"--seed must be a non-negative integer below 2^63, got {args.seed}")
    if args.out is not None and not str(args.out).strip():
        raise TagError("cannot write outputs: the output folder is an empty path (give --out DIR)")
    iterations = args.iterations
    if iterations is None and args.budget_seconds is None:
        iterations = DEFAULT_ITERATIONS
    printer = ProgressPrinter(out) if out.isatty() else None
    try:
        result = plan(model, args.topology, batch_size=batch, iterations=iterations, small=args.small,
                      budget_seconds=args.budget_seconds, seed=args.seed, num_groups=args.groups,
                      out_dir=args.out, progress=printer, baselines=_baseline_names(args.baselines),
                      status=printer.message if printer is not None else _to_stderr)
    finally:
        if printer is not None:
            printer.close()
    print(result.table(), file=out)
    if args.out is not None:
        print(f"wrote {', '.join(result.files)} to {args.out}", file=out)
    if not result.report["feasible"]:
        _to_stderr(out_of_memory_line(result))
        return OUT_OF_MEMORY
    return 0


OUT_OF_MEMORY = 3      # exit status: the plan is printed (and written), but it does not fit the devices' memory


def out_of_memory_line(result: Any) -> str:
    """One line saying the plan does not fit: the device whose simulated peak exceeds its memory the
    most (peak / capacity), and what that means for the files written."""
    capacity = {d.id: result.topology.machines[d.machine].chip.memory_bytes for d in result.topology.devices}
    peaks = {int(d): n for d, n in result.report["peak_memory_bytes"].items()}
    worst = max(peaks, key=lambda d: peaks[d] / max(capacity.get(d, 1), 1)) if peaks else None
    where = "" if worst is None else (f": device {worst} needs {peaks[worst] / 2**30:.2f} GiB of its "
                                      f"{capacity[worst] / 2**30:.2f} GiB")
    return (f"tag plan: out of memory: no strategy found fits the devices' memory{where} (the search model's peak); "
            f"the plan shown is the strategy the search found to overflow least, and would run out of memory on these devices "
            f"(exit status {OUT_OF_MEMORY})")


class ProgressPrinter:
    """Live search progress on a terminal: rich's progress bar when installed, else a `\\r` line.
    Called with `MCTSProgress` after every iteration; redraws at most 10 times a second."""

    def __init__(self, stream: TextIO, *, use_rich: bool = True):
        self.stream = stream
        self._last = 0.0
        self._rich: Any = None
        self._task: Any = None
        self._plain_used = False
        if not use_rich:
            return
        try:
            from rich.console import Console
            from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
        except ImportError:
            return
        self._rich = Progress(TextColumn("MCTS"), BarColumn(), TextColumn("{task.description}"),
                              TimeElapsedColumn(), console=Console(file=stream), transient=True)
        self._rich.start()

    def __call__(self, p) -> None:
        now = time.perf_counter()
        done = p.target_iterations is not None and p.iteration >= p.target_iterations
        if now - self._last < 0.1 and not done:
            return
        self._last = now
        from tag.planner.plan import format_seconds

        best = format_seconds(p.best_step_time) + ("" if p.best_feasible else " (OOM)")
        text = f"iter {p.iteration}" + (f"/{p.target_iterations}" if p.target_iterations else "") + \
               f"  best {best}  speed-up {p.best_speedup:.2f}x vs DP-NCCL"
        if p.target_iterations:
            total, completed = float(p.target_iterations), float(p.iteration)
        else:
            total, completed = float(p.budget_seconds or 1.0), min(p.elapsed, float(p.budget_seconds or 1.0))
        if self._rich is not None:
            if self._task is None:
                self._task = self._rich.add_task(text, total=total)
            self._rich.update(self._task, completed=completed, description=text)
        else:
            self.stream.write("\r" + text.ljust(78))
            self.stream.flush()
            self._plain_used = True

    def message(self, text: str) -> None:
        """A status line printed above the live bar (or on its own line)."""
        if self._rich is not None:
            self._rich.console.print(text, highlight=False, markup=False)
            return
        if self._plain_used:
            self.stream.write("\n")
            self._plain_used = False
        self.stream.write(text + "\n")
        self.stream.flush()

    def close(self) -> None:
        if self._rich is not None:
            self._rich.stop()
        elif self._plain_used:
            self.stream.write("\n")
            self.stream.flush()


def main(argv: list[str] | None = None) -> int:
    """Standalone entry (`python -m tag.plan_cli`); `tag plan` wires the same functions."""
    from ._cli_common import run_cli

    parser = argparse.ArgumentParser(prog="tag plan", description="search a deployment strategy (TAG)")
    add_plan_arguments(parser)
    args = parser.parse_args(argv)
    return run_cli("tag plan", lambda: run_plan_command(args))


if __name__ == "__main__":
    sys.exit(main())
