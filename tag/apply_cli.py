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
import os


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
    parser.add_argument("--fusion-mib", type=float, default=64.0, help="AllReduce bucket size in MiB (default 64)")
    parser.add_argument("--sync", choices=("fused", "eager", "after_backward"), default="fused",
                        help="when AllReduces are issued (core.execution: fused = Horovod-style buckets, the "
                             "planner's execution; eager = after each piece; after_backward = DP-NCCL's)")


def add_run_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("program", help="folder written by `tag apply`")
    parser.add_argument("--steps", type=int, default=3)
    parser.add_argument("--check", action="store_true", help="compare with the step on one device")
    parser.add_argument("--seed", type=int, default=0, help="seed of the example inputs")
    parser.add_argument("--devices", type=int, default=None,
                        help="CPU devices to create when running on the host (default: the program's)")
    parser.add_argument("--device-map", default=None,
                        help="topology device -> backend device index, e.g. '4=0,5=1' (default: the program's "
                             "devices in sorted order onto the backend's first devices)")


def run_apply_command(args: argparse.Namespace) -> int:
    from tag.apply import apply_annotated, apply_strategy
    from tag.dialects.diagnostics import TagError
    from tag.distribute.lower import ApplyOptions

    if not math.isfinite(args.fusion_mib) or args.fusion_mib < 0:
        raise TagError(f"--fusion-mib must be >= 0, got {args.fusion_mib}")
    options = ApplyOptions(fusion_bytes=int(args.fusion_mib * (1 << 20)), sync=args.sync)
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


def _program_devices(folder: str) -> int:
    """Device count from program.json without touching jax (XLA_FLAGS must be set before the
    backend starts); a broken file is reported later by `load_program`."""
    import json
    from pathlib import Path

    try:
        return max(1, len(json.loads((Path(folder) / "program.json").read_text())["devices"]))
    except (OSError, ValueError, KeyError, TypeError):
        return 1


def run_run_command(args: argparse.Namespace) -> int:
    from tag.dialects.diagnostics import TagError

    if args.steps < 1:
        raise TagError(f"--steps must be >= 1, got {args.steps}")
    if "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
        n = args.devices or _program_devices(args.program)
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + f" --xla_force_host_platform_device_count={n}").strip()
    from tag.apply import check_program, run_program

    device_map = _device_map(args.device_map)
    if args.check:
        report = check_program(args.program, steps=args.steps, seed=args.seed, device_map=device_map)
        print(report.summary())
        verdict = ("AGREE" if report.ok else "AGREE within the model's rounding sensitivity" if report.within_noise
                   else "DISAGREE")
        print(f"distributed and single-device runs {verdict}")
        return 0 if report.agrees else 1
    from tag.apply import loss_index
    from tag.distribute.program import load_program

    program = load_program(args.program)
    result = run_program(program, steps=args.steps, seed=args.seed, device_map=device_map)
    r = loss_index(program)
    for k, (outs, secs) in enumerate(zip(result.results, result.step_seconds)):
        print(f"step {k + 1}: {secs * 1e3:.1f} ms" + (f", loss {float(outs[r]):.6g}" if r is not None else ""))
    return 0


def _device_map(text: str | None):
    """'4=0,5=1' → {4: jax.devices()[0], 5: jax.devices()[1]} (None when not given)."""
    if not text:
        return None
    import jax

    from tag.dialects.diagnostics import TagError

    devices = jax.devices()
    out = {}
    for item in text.split(","):
        key, sep, value = item.partition("=")
        try:
            topo, index = int(key), int(value)
        except ValueError:
            raise TagError(f"--device-map: expected TOPOLOGY_ID=DEVICE_INDEX pairs, got '{item}'") from None
        if not sep or not 0 <= index < len(devices):
            raise TagError(f"--device-map: device index {value} out of range (backend has {len(devices)} devices)")
        out[topo] = devices[index]
    return out
