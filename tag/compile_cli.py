"""`tag compile DIR --target cuda|rocm|vulkan --out OUT`: a program's single-device pieces, compiled
ahead of time with IREE (`runtime.iree.compile_for_target`; compiling needs no GPU).

Every distinct piece run by a Compute task is compiled once to OUT/<piece>.vmfb; OUT/manifest.json
lists target, architecture, per piece its file, argument and result types and compile time, and the
collective (AllReduce) pieces left to the runtime's collectives (IREE runs collectives only through
its CUDA/NCCL channel; TAG's collectives stay XLA executables). The output folder is written
atomically (staged, then renamed).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import tempfile
from pathlib import Path

__all__ = ["add_compile_arguments", "run_compile_command"]


def add_compile_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("program", help="folder written by `tag apply`")
    parser.add_argument("--target", required=True, choices=["cuda", "rocm", "vulkan"])
    parser.add_argument("--arch", default=None, help="GPU architecture (default: cuda sm_80, rocm gfx942, vulkan rdna3)")
    parser.add_argument("--out", required=True, help="output folder (replaced as a whole)")


def run_compile_command(args: argparse.Namespace) -> int:
    from tag.core.atomic import foreign_files
    from tag.dialects.diagnostics import TagError
    from tag.distribute.program import AllReduce, Compute, load_program
    from tag.runtime.iree import compile_for_target

    program = load_program(args.program)
    singles = sorted({t.piece for t in program.tasks if isinstance(t, Compute)})
    collectives = sorted({t.piece for t in program.tasks if isinstance(t, AllReduce)} - set(singles))
    out = Path(args.out)
    parent = out.parent if str(out.parent) else Path(".")
    if not parent.is_dir():
        raise TagError(f"cannot write output folder '{out}': folder '{parent}' does not exist")
    if out.exists() and not out.is_dir():
        raise TagError(f"cannot write output folder '{out}': it exists and is not a folder")
    shown = foreign_files(out, lambda name: name == "manifest.json" or name.endswith(".vmfb") or name.startswith("."))
    if shown:                   # replaced as a whole: `--out DIR` deleted every other file there (the program too)
        raise TagError(f"cannot write output folder '{out}': it holds files tag compile did not write ({shown}); "
                       "the folder is replaced as a whole, so give a new or empty folder")
    try:
        staging = Path(tempfile.mkdtemp(dir=parent, prefix=f".{out.name}."))
    except OSError as exc:
        raise TagError(f"cannot write output folder '{out}': {exc.strerror or exc}") from None
    try:
        pieces, total = {}, 0.0
        arch = None
        for name in singles:
            try:
                art = compile_for_target(program.pieces[name], args.target, args.arch)
            except TagError as exc:
                raise TagError(f"piece '{name}': {exc.message}", exc.span, exc.notes) from None
            arch = art.arch
            (staging / f"{name}.vmfb").write_bytes(art.vmfb)
            pieces[name] = {"file": f"{name}.vmfb", "args": [str(s) for s in art.arg_specs],
                            "results": [str(s) for s in art.result_specs], "compile_seconds": round(art.compile_seconds, 3)}
            total += art.compile_seconds
        manifest = {"target": args.target, "arch": arch or args.arch, "program": str(args.program), "pieces": pieces,
                    "collective_pieces_not_compiled": collectives}
        (staging / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
        os.chmod(staging, 0o755)
        if out.exists():                       # swap: readers see the old folder or the new one
            old = Path(tempfile.mkdtemp(dir=parent, prefix=f".{out.name}.old."))
            os.rmdir(old)
            os.replace(out, old)
            os.replace(staging, out)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(staging, out)
    except OSError as exc:                      # no space, a read-only file system: one located line
        shutil.rmtree(staging, ignore_errors=True)
        raise TagError(f"cannot write output folder '{out}': {exc.strerror or exc}") from None
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    print(f"compiled {len(singles)} pieces for {args.target} ({arch or args.arch}) in {total:.1f} s -> {out}/"
          + (f"; {len(collectives)} collective pieces stay XLA executables" if collectives else ""))
    return 0
