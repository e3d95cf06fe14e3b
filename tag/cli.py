"""`tag`: the user-facing command (thin shim over the Python API).

    tag plan [MODEL] --topology T --out DIR  search a deployment strategy (default: bert on testbed)
    tag apply MODEL --strategy S --topology T --out DIR   lower a strategy to a distributed program
    tag run DIR [--steps K] [--check]       execute it on XLA devices (and compare with one device);
                                            --processes N / --coordinator: several processes (docs/run.md)
    tag compile DIR --target cuda|rocm|vulkan --out D   its single-device pieces, compiled with IREE
    tag simulate DIR [--json F] [--trace F] price one step of that program on its topology
    tag calibrate --device cpu [--out F]    measure this machine's XLA CPU device into a host chip file
    tag demo [--pipeline P] [--out DIR]     transformer block through tag-opt, checked on 8 XLA CPU devices
    tag compare A.mlir B.mlir [--seed S]    differential execution of two modules on XLA devices
    tag bench overlap|plan|simulator|agreement|fidelity|run [...]  benchmarks (tag/bench/); e.g. `tag bench plan --help`;
                                            overlap/plan `--markdown` print the README tables;
                                            `fidelity --device cpu|gpu`: pieces measured (docs/calibration-*.md)
"""
from __future__ import annotations

import argparse
import sys

from ._cli_common import run_cli


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tag", description="TAG: plan, rewrite and run distributed training steps.")
    sub = p.add_subparsers(dest="command", required=True)
    from .plan_cli import add_plan_arguments

    add_plan_arguments(sub.add_parser("plan", help="search a deployment strategy for a model on a device topology"))
    from .apply_cli import add_apply_arguments, add_run_arguments

    add_apply_arguments(sub.add_parser("apply", help="lower a strategy to per-device StableHLO pieces and a schedule"))
    add_run_arguments(sub.add_parser("run", help="execute a program written by `tag apply` on XLA devices"))
    from .simulate_cli import add_simulate_arguments

    add_simulate_arguments(sub.add_parser("simulate", help="price one step of a program written by `tag apply`"))
    from .calibrate_cli import add_calibrate_arguments

    add_calibrate_arguments(sub.add_parser("calibrate", help="measure this machine's XLA CPU device into a host chip"))
    from .compile_cli import add_compile_arguments

    add_compile_arguments(sub.add_parser("compile", help="compile a program's single-device pieces with IREE for a GPU"))
    demo = sub.add_parser("demo", help="export a tensor-parallel transformer block, run a pipeline, check on 8 XLA CPU devices")
    demo.add_argument("--pipeline", default=None, help="tag-opt pipeline (default: partition + canonicalize + cse)")
    demo.add_argument("--out", default=None, help="folder to write original.mlir and transformed.mlir")
    demo.add_argument("--seed", type=int, default=0)
    cmp = sub.add_parser("compare", help="run two modules on the same random inputs and compare every output")
    cmp.add_argument("reference")
    cmp.add_argument("candidate")
    cmp.add_argument("--seed", type=int, default=0)
    cmp.add_argument("--devices", type=int, default=8, help="XLA CPU devices to create (default 8)")
    bench = sub.add_parser("bench", help="run a benchmark from bench/ (overlap, plan, simulator, agreement, fidelity)")
    bench.add_argument("name", choices=["overlap", "plan", "simulator", "agreement", "fidelity", "run"])
    bench.add_argument("bench_args", nargs=argparse.REMAINDER, help="arguments for the benchmark")
    return p


def _bench(args) -> int:
    import importlib

    module = {"overlap": "overlap", "plan": "plan", "simulator": "simulator_speed", "agreement": "agreement",
              "fidelity": "fidelity", "run": "run"}[args.name]
    return importlib.import_module(f"tag.bench.{module}").main(args.bench_args)


def _force_cpu_devices(n: int) -> None:
    import os

    os.environ.setdefault("XLA_FLAGS", f"--xla_force_host_platform_device_count={n}")


def _demo(args) -> int:
    _force_cpu_devices(8)
    from .demo import DEFAULT_PIPELINE, run_demo

    result = run_demo(args.pipeline or DEFAULT_PIPELINE, seed=args.seed, out_dir=args.out)
    print(result.summary)
    verdict = "AGREE" if result.ok else "DISAGREE"
    print(f"original and transformed programs {verdict} on every output ({result.seconds:.1f} s)")
    return 0 if result.ok else 1


def _compare(args) -> int:
    from .run_cli import MAX_CPU_DEVICES

    if not 1 <= args.devices <= MAX_CPU_DEVICES:     # -1, 0: an internal error in XLA; 100000: minutes
        from tag.dialects.diagnostics import TagError

        raise TagError(f"--devices must be in [1, {MAX_CPU_DEVICES}], got {args.devices}")
    _force_cpu_devices(args.devices)
    from tag.dialects.context import load_module, make_context
    from tag.runtime.compare import differential_test

    ctx = make_context()
    reference, candidate = load_module(args.reference, ctx), load_module(args.candidate, ctx)
    from tag.runtime.xla import refuse_host_callbacks

    for module, file_name in ((reference, args.reference), (candidate, args.candidate)):
        refuse_host_callbacks(module, file_name)      # before compiling: such a module crashed XLA
    report = differential_test(reference, candidate, seed=args.seed)
    print(report.summary())
    print("AGREE" if report.ok else "DISAGREE")
    return 0 if report.ok else 1


def main(argv: list[str] | None = None) -> int:
    """Ctrl-C is handled from here on (exit 130, one line): `run_cli` installs the handler before
    the subcommands' modules (and jax) are imported."""
    return run_cli("tag", lambda: _main(argv))


def _main(argv: list[str] | None) -> int:
    args = _parser().parse_args(argv)
    from .apply_cli import run_apply_command, run_run_command
    from .simulate_cli import run_simulate_command
    from .plan_cli import run_plan_command
    from .calibrate_cli import run_calibrate_command
    from .compile_cli import run_compile_command

    handler = {"compile": run_compile_command,"demo": _demo, "compare": _compare, "bench": _bench, "plan": run_plan_command,
               "apply": run_apply_command, "run": run_run_command, "simulate": run_simulate_command,
               "calibrate": run_calibrate_command}[args.command]
    return handler(args)


if __name__ == "__main__":
    sys.exit(main())
