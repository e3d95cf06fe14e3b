"""`tag apply` and `tag run` (thin shims over `tag.apply`).

    tag apply ANNOTATED.mlir --topology TOPO --out DIR         (the plan's annotated.mlir: read only its tag.* attributes)
    tag apply MODEL --strategy strategy.json --topology TOPO --out DIR [--batch B] [--groups G] [--seed S] [--small]
    tag run DIR [--steps K] [--check] [--seed S] [--devices N]

`tag apply` writes DIR/program.json, DIR/pieces/*.mlir, DIR/step.mlir (the annotated step, also the
`--check` reference) and DIR/topology.yaml. With --strategy the step is annotated first, then lowered
the same way. `tag run` executes the
program on XLA devices (topology device i → the i-th device in sorted order; on a CPU host N devices
are created, N = the program's device count unless --devices) with example inputs, prints the
loss and wall time per step, and with --check also runs step.mlir on one device and compares every
result and the final parameters (exit 1 on disagreement).
"""
from __future__ import annotations

import argparse
import math


def add_apply_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("model", help="annotated module (`tag plan`'s annotated.mlir), or with --strategy a built-in "
                                      "model name or .mlir/.mlirbc training-step module")
    parser.add_argument("--strategy", default=None, help="strategy.json (from `tag plan --out`) for MODEL")
    parser.add_argument("--topology", required=True, help="built-in topology name or YAML/JSON file")
    parser.add_argument("--out", required=True, help="output folder (replaced as a whole)")
    parser.add_argument("--batch", type=int, default=None, help="global batch (default: the strategy's origin)")
    parser.add_argument("--groups", type=int, default=None, help="op groups (default: the strategy's origin, else 60)")
    parser.add_argument("--seed", type=int, default=None, help="grouping seed (default: the strategy's origin, else 0)")
    parser.add_argument("--small", action="store_true", default=None, help="test-sized built-in model")
    parser.add_argument("--fusion-mib", type=float, default=None,
                        help="AllReduce bucket size in MiB (default: the plan's, else 64)")
    parser.add_argument("--sync", choices=("fused", "eager", "after_backward"), default="fused",
                        help="when AllReduces are issued (core.execution: fused = Horovod-style buckets, the "
                             "planner's execution; eager = after each piece; after_backward = DP-NCCL's)")


def add_run_arguments(parser: argparse.ArgumentParser) -> None:
    """`tag run`'s arguments (tag/run_cli.py: one process or several, checkpoints, host memory)."""
    from .run_cli import add_run_arguments as add

    add(parser)


def run_apply_command(args: argparse.Namespace) -> int:
    from tag.apply import apply_annotated, apply_strategy
    from tag.dialects.diagnostics import TagError
    from tag.distribute.lower import ApplyOptions

    if args.fusion_mib is not None and (not math.isfinite(args.fusion_mib) or args.fusion_mib < 0):
        raise TagError(f"--fusion-mib must be >= 0, got {args.fusion_mib}")
    if args.seed is not None and not 0 <= args.seed < 1 << 63:
        raise TagError(f"--seed must be a non-negative integer below 2^63, got {args.seed}")
    fusion = None if args.fusion_mib is None else int(args.fusion_mib * (1 << 20))
    options = ApplyOptions(fusion_bytes=fusion, sync=args.sync)
    if args.strategy is None:
        flags = [f for f, v in (("--batch", args.batch), ("--groups", args.groups), ("--seed", args.seed),
                                ("--small", args.small)) if v is not None]
        if flags:
            raise TagError(f"{flags[0]} only applies with --strategy (an annotated module carries its own plan)")
        if not str(args.model).endswith((".mlir", ".mlirbc")):
            raise TagError(f"'{args.model}' is not an annotated module: pass --strategy strategy.json to apply a "
                           f"strategy to a model")
        result = apply_annotated(args.model, args.topology, out_dir=args.out, options=options)
    else:
        result = apply_strategy(args.model, args.strategy, args.topology, batch_size=args.batch, small=args.small,
                                num_groups=args.groups, seed=args.seed, out_dir=args.out, options=options)
    print(result.summary())
    print(f"wrote {args.out}/program.json, {args.out}/step.mlir, {args.out}/topology.yaml and "
          f"{len(result.program.pieces)} pieces")
    return 0


def run_run_command(args: argparse.Namespace) -> int:
    """`tag run` (tag/run_cli.py)."""
    from .run_cli import run_run_command as run

    return run(args)
