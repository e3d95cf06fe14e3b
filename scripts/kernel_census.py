"""The cost model's kernel launches per piece against the kernels XLA compiles for it on this machine.

    python scripts/kernel_census.py EXPORT_DIR [--limit N]

EXPORT_DIR is what `tag bench fidelity --device gpu --export EXPORT_DIR` wrote. Every piece (up to N) is
compiled for the first XLA CPU device, as `tag run` compiles pieces, and its optimized HLO counted by
`runtime.hlo_census`; beside it, the launches `core.fusion` charges the piece (`fidelity_gpu.piece_launches`).
Prints one row per piece and Kendall tau between the two counts. Nothing is run, only compiled (about a
minute for the 67 pieces of the default export). On a GPU machine the same counts come from the HLO that
scripts/gpu_fidelity.py saves (`tag bench fidelity --device gpu --pieces ... --measured ...` prints them).
"""
import argparse
import json
import os
from pathlib import Path

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("export", type=Path)
    parser.add_argument("--limit", type=int, default=0, help="at most N pieces (0: all)")
    args = parser.parse_args()
    import jax

    from tag.bench.agreement import kendall_tau
    from tag.bench.fidelity_cpu import node_terms
    from tag.bench.fidelity_gpu import _Folders, _items, piece_launches
    from tag.core.hardware import get_chip
    from tag.dialects.context import make_context, parse_module
    from tag.runtime.execute import compile_piece
    from tag.runtime.hlo_census import kernel_census

    manifest = json.loads((args.export / "pieces" / "manifest.json").read_text())
    rows = manifest["pieces"][: args.limit or None]
    launches = piece_launches(node_terms(_items(_Folders(args.export), rows), get_chip(manifest["chip"])), len(rows))
    dev = jax.devices("cpu")[0]
    counted = []
    print(f"{'model':12s} {'strategy':18s} {'rows':>4s} {'nodes':>6s} {'model launches':>14s} {'XLA CPU kernels':>15s}")
    for r, n in zip(rows, launches):
        exe = compile_piece(parse_module((args.export / "pieces" / r["file"]).read_text(), make_context()), [dev])
        text = "\n".join(m.to_string() for m in exe.compiled.hlo_modules())
        k = kernel_census(text).kernels
        counted.append(k)
        print(f"{r['model']:12s} {r['strategy']:18s} {str(r['rows']):>4s} {r['nodes']:6d} {n:14d} {k:15d}")
    ratios = sorted(k / n for k, n in zip(counted, launches) if n)
    print(f"{len(rows)} pieces: Kendall tau {kendall_tau(launches, counted):.3f}; XLA CPU kernels / model launches: "
          f"median {ratios[len(ratios) // 2]:.2f}, range {ratios[0]:.2f}-{ratios[-1]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
