"""`tag-opt`: an mlir-opt-style driver for TAG and upstream passes (a thin shim over tag.transforms).

    tag-opt in.mlir --pass-pipeline='builtin.module(tag-partition,canonicalize)' -o out.mlir
    tag-opt in.mlir --tag-partition --canonicalize
    tag-opt - --tag-looped-collective-einsum='unroll=2' < in.mlir
"""
from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path

from typing import TYPE_CHECKING

from tag.core.atomic import check_output_path

from ._cli_common import run_cli, write_atomically

# jax, the dialects and the passes load inside the functions, after `run_cli` has installed the
# Ctrl-C handler (importing them takes seconds)
if TYPE_CHECKING:
    from tag.transforms.pipeline import NestedPipeline, PassSpec

SPLIT_MARKER = "// -----"


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tag-opt", description="Run TAG and upstream MLIR passes over a StableHLO module.",
                                epilog="Any pass is also a flag: --PASS or --PASS='opt=v opt2=w' (in order). "
                                       "See --list-passes.")
    p.add_argument("input", nargs="?", default="-", help="input file (text or bytecode), '-' for stdin")
    p.add_argument("-o", dest="output", default="-", help="output file (default stdout)")
    p.add_argument("--pass-pipeline", default=None, help="textual pipeline, e.g. builtin.module(tag-partition,canonicalize)")
    p.add_argument("--split-input-file", action="store_true", help=f"process chunks separated by '{SPLIT_MARKER}' independently")
    p.add_argument("--mlir-print-ir-after-all", action="store_true", help="print the IR to stderr after every pass")
    p.add_argument("--verify-each", default="true", choices=["true", "false"], nargs="?", const="true",
                   help="verify the IR after every pass (default true)")
    p.add_argument("--emit-bytecode", action="store_true", help="write MLIR bytecode instead of text")
    p.add_argument("--mlir-print-debuginfo", action="store_true", help="print locations")
    p.add_argument("--list-passes", action="store_true", help="list every pass with its options and exit")
    p.add_argument("--tag-explain", action="store_true", help="passes print why they did or did not rewrite")
    return p


def _pass_flags(unknown: list[str]) -> list[PassSpec]:
    """`--NAME` / `--NAME=OPTIONS` flags for passes, in command-line order."""
    from tag.dialects.diagnostics import TagError
    from tag.transforms.driver import all_pass_names
    from tag.transforms.pipeline import PassSpec, parse_pipeline

    specs: list[PassSpec] = []
    known = set(all_pass_names())
    for arg in unknown:
        if not arg.startswith("--"):
            raise TagError(f"unexpected argument '{arg}'")
        name, _, value = arg[2:].partition("=")
        if name not in known:
            flags = [a.option_strings[-1] for a in _parser()._actions if a.option_strings]
            close = difflib.get_close_matches(arg.split("=")[0], flags + [f"--{n}" for n in known], n=3)
            hint = f"; did you mean {', '.join(close)}?" if close else ""
            raise TagError(f"unknown option or pass '{arg.split('=')[0]}'{hint}")
        spec = parse_pipeline(f"{name}{{{value}}}" if value else name).elements[0]
        assert isinstance(spec, PassSpec)
        specs.append(spec)
    return specs


def _chunks(text: str, split: bool) -> list[tuple[str, int]]:
    """(chunk text, line offset) pairs."""
    if not split:
        return [(text, 0)]
    chunks, current, start, offset = [], [], 0, 0
    for line in text.splitlines(keepends=True):
        if line.strip() == SPLIT_MARKER:
            chunks.append(("".join(current), start))
            current, start = [], offset + 1
        else:
            current.append(line)
        offset += 1
    chunks.append(("".join(current), start))
    return chunks


def _read_input(path: str) -> tuple[bytes, str]:
    from tag.dialects.diagnostics import SourceSpan, TagError
    from tag.dialects.inputs import MAX_MLIR_BYTES, read_input

    if path == "-":
        data = sys.stdin.buffer.read(MAX_MLIR_BYTES + 1)
        if len(data) > MAX_MLIR_BYTES:
            raise TagError(f"input is larger than {MAX_MLIR_BYTES >> 30} GiB, the most tag-opt reads",
                           SourceSpan("<stdin>"))
        return data, "<stdin>"
    return read_input(path, "input", MAX_MLIR_BYTES), path


def _check_output(path: str) -> None:
    """`-o` must name a file whose folder exists (checked before any work)."""
    from tag.dialects.diagnostics import TagError

    if path == "-":
        return
    out = check_output_path(path, folder=False, what="output (-o)")
    parent = out.parent if str(out.parent) else Path(".")
    if not parent.is_dir():
        raise TagError(f"cannot write output (-o): folder '{parent}' does not exist")


def main_impl(argv: list[str] | None = None) -> int:
    from tag.dialects.context import make_context
    from tag.dialects.diagnostics import SourceSpan, TagError, reporting_source
    import tag.distribute  # noqa: F401  (registers tag-distribute)
    import tag.runtime.device_sim  # noqa: F401  (the judge of tag-looped-collective-einsum{verify=true})
    from tag.transforms import describe_passes, resolve_pipeline
    from tag.transforms.pipeline import NestedPipeline, parse_pipeline

    args, unknown = _parser().parse_known_args(argv)
    if args.list_passes:
        print(describe_passes())
        return 0
    flag_specs = _pass_flags(unknown)
    if args.pass_pipeline and flag_specs:
        raise TagError("use either --pass-pipeline or pass flags, not both")
    pipeline = parse_pipeline(args.pass_pipeline) if args.pass_pipeline else NestedPipeline("builtin.module", tuple(flag_specs))
    _check_output(args.output)
    data, file_name = _read_input(args.input)
    verify_each = args.verify_each == "true"
    ctx = make_context()
    if pipeline.elements:
        resolve_pipeline(pipeline, ctx)  # fail on bad names/options before reading any IR

    if args.split_input_file:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise TagError("--split-input-file needs MLIR text, not bytecode", SourceSpan(file_name)) from None
        pieces = _chunks(text, True)
    else:
        pieces = [(data, 0)]

    outputs: list[str | bytes] = []
    failures = 0
    for source, line_offset in pieces:
        try:
            with reporting_source(file_name, line_offset):
                outputs.append(_process(source, file_name, line_offset, pipeline, ctx, args, verify_each))
        except TagError as err:
            if not args.split_input_file:
                raise
            print(err.detailed(), file=sys.stderr)
            failures += 1
    if failures:
        return 1
    if args.emit_bytecode:
        if len(outputs) != 1:
            raise TagError("--emit-bytecode cannot be combined with --split-input-file")
        payload: bytes | str = outputs[0]
    else:
        payload = f"\n{SPLIT_MARKER}\n".join(o.rstrip("\n") for o in outputs) + "\n"  # type: ignore[union-attr]
    if args.output == "-":
        if isinstance(payload, bytes):
            sys.stdout.buffer.write(payload)
        else:
            sys.stdout.write(payload)
    else:
        write_atomically(args.output, payload)
    return 0


def _process(source: str | bytes, file_name: str, line_offset: int, pipeline: NestedPipeline, ctx, args,
             verify_each: bool) -> str | bytes:
    from tag.dialects.context import check_untrusted_bytecode, module_to_bytecode, module_to_text, parse_module
    from tag.transforms import PassContext, run_pipeline

    if isinstance(source, bytes):
        check_untrusted_bytecode(source, file_name)
    module = parse_module(source, ctx, file_name=file_name, line_offset=line_offset)
    pass_context = PassContext(explain=args.tag_explain, file_name=file_name)

    def dump(label: str, mod) -> None:
        print(f"// -----// IR Dump After {label} //----- //", file=sys.stderr)
        print(module_to_text(mod, debug_info=args.mlir_print_debuginfo), file=sys.stderr)

    if pipeline.elements:
        run_pipeline(module, pipeline, pass_context=pass_context, verify_each=verify_each,
                     after_step=dump if args.mlir_print_ir_after_all else None)
    if args.emit_bytecode:
        return module_to_bytecode(module)
    return module_to_text(module, debug_info=args.mlir_print_debuginfo)


def main(argv: list[str] | None = None) -> int:
    return run_cli("tag-opt", lambda: main_impl(argv))


if __name__ == "__main__":
    sys.exit(main())
