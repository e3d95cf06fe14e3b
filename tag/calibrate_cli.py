"""`tag calibrate` (thin shim over `tag.runtime.calibrate`).

    tag calibrate --device cpu [--out FILE] [--seconds S] [--fastest] [--no-pieces]

Measures this machine's XLA CPU device (GEMM rate, memory bandwidth, convolution and elementwise
rates, kernel-launch cost, the fixed costs of a piece and of each of its argument and result
buffers as `tag run` pays them, the size and streaming curves of GEMMs and convolutions, whether
the compiler expands batch-group convolutions; see `tag.runtime.calibrate`), fits a host chip
("host-cpu": peaks = the measured rates, a `KernelModel` of efficiencies relative to them, F_half
and seconds per streamed byte per class); then (unless --no-pieces) measures the pieces of the FIT
models' applied programs and fits the kernel model to them (`tag.bench.host_fit`, about a minute);
prints a summary and, with --out, writes the chip file that `tag bench fidelity --device cpu --chip
FILE` and `tag.runtime.calibrate.load_host_chip` read.
"""
from __future__ import annotations

import argparse
import io
import sys

DEVICES = ("cpu",)


def add_calibrate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--device", default="cpu",
                        help="what to measure: cpu (the XLA CPU device); a GPU: see `tag bench fidelity --device gpu`")
    parser.add_argument("--out", default=None, metavar="FILE", help="write the host chip file (JSON) here")
    parser.add_argument("--seconds", type=float, default=None, metavar="S",
                        help="time budget of the timed runs (default 20; below 5 smaller problem sizes are used)")
    parser.add_argument("--fastest", action="store_true",
                        help="take every figure from the fastest run instead of the median (a loaded machine: "
                             "compare with `tag bench fidelity`'s figures against the fastest run)")
    parser.add_argument("--no-pieces", action="store_true",
                        help="micro-benchmarks only: skip fitting the kernel model to measured pieces of the FIT "
                             "models' programs (tag.bench.host_fit)")
    parser.add_argument("--fit-models", default=None, metavar="M1,M2",
                        help="built-in models whose pieces the kernel model is fitted to (default: transformer,"
                             "mobilenetv2, the FIT half of `tag bench fidelity --device cpu`)")
    parser.add_argument("--quiet", action="store_true", help="print only the summary")


def run_calibrate_command(args: argparse.Namespace) -> int:
    from tag.dialects.diagnostics import TagError

    if args.device == "gpu":
        raise TagError("--device gpu is measured in three stages, not here: `tag bench fidelity --device gpu --export "
                       "DIR` on this machine, `scripts/gpu_fidelity.sh DIR OUT` on the GPU machine, then `tag bench "
                       "fidelity --device gpu --pieces DIR --measured OUT/measured.json` (docs/calibration-gpu.md)")
    if args.device not in DEVICES:
        raise TagError(f"unsupported --device '{args.device}' (supported: {', '.join(DEVICES)})")
    seconds = 20.0 if args.seconds is None else args.seconds
    if not seconds > 0:
        raise TagError(f"--seconds must be > 0, got {args.seconds}")
    from tag.runtime.calibrate import (
        check_output_path,
        chip_to_json,
        host_chip,
        measure_host,
        write_chip_file,
    )

    fit_models: tuple[str, ...] = ()
    if not args.no_pieces:
        from tag.bench.fidelity_cpu import parse_names
        from tag.bench.host_fit import FIT_MODELS
        from tag.models.registry import resolve_name

        names = FIT_MODELS if args.fit_models is None else parse_names(args.fit_models, "fit-models")
        fit_models = tuple(dict.fromkeys(resolve_name(m) for m in names))
    if args.out:
        check_output_path(args.out)            # fail before measuring
    from tag.bench.fidelity_cpu import force_host_devices

    force_host_devices()      # the process `tag bench fidelity --device cpu` measures in (8 host devices)
    log = None if args.quiet else (lambda msg: print(f"  {msg}", file=sys.stderr, flush=True))
    measured = measure_host(seconds, log=log, fastest=args.fastest)
    chip = host_chip(measured)
    k = chip.kernel_model
    print(f"{chip.name}: XLA CPU device measured in {measured.seconds:.1f} s")
    print(measured.summary())
    print(f"kernel model: matmul {k.matmul:.2f}, conv {k.conv:.2f}, vector {k.vector:.3f}, memory "
          f"{k.memory_efficiency:.2f} (of peak), launch {k.launch_s * 1e6:.2f} us")
    extra = {}
    if fit_models:
        from tag.bench.host_fit import fit_host_chip

        print(f"fitting the kernel model to measured pieces of {', '.join(fit_models)} ...", file=sys.stderr, flush=True)
        chip, record = fit_host_chip(chip, fit_models, log=sys.stderr if log else io.StringIO())
        k = chip.kernel_model
        print(f"piece fit: {record['pieces']} pieces of {', '.join(fit_models)}, MAPE {record['before']['mape']:.1f}% "
              f"(tau {record['before']['tau']:.3f}) with the micro-benchmark constants -> "
              f"{record['after']['mape']:.1f}% (tau {record['after']['tau']:.3f}) fitted (in-sample; "
              f"`tag bench fidelity --device cpu --chip FILE` holds out the other models)")
        print(f"fitted kernel model: matmul {k.matmul:.2f}, conv {k.conv:.2f}, vector {k.vector:.3f}, memory "
              f"{k.memory_efficiency:.2f}, launch {k.launch_s * 1e6:.2f} us, executable {k.executable_s * 1e6:.1f} us "
              f"(+ {k.async_s * 1e6:.1f} us off the calling thread)")
        extra["piece_fit"] = record
    if args.out:
        write_chip_file(args.out, chip_to_json(chip, measured, **extra))
        print(f"wrote {args.out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    from ._cli_common import run_cli

    parser = argparse.ArgumentParser(prog="tag calibrate", description=__doc__.split("\n\n")[0])
    add_calibrate_arguments(parser)
    args = parser.parse_args(argv)
    return run_cli("tag calibrate", lambda: run_calibrate_command(args))


if __name__ == "__main__":
    sys.exit(main())
