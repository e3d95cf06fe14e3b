"""The one place that creates MLIR contexts and loads modules for TAG.

A TAG context has func, stablehlo, chlo, sdy and mpmd registered (plus the upstream dialects jaxlib
registers), so anything JAX, torch-mlir or Shardy emits parses, and whatever we print compiles on XLA
without version skew (the bindings are jaxlib's own).
"""
from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import chlo, mpmd, sdy, stablehlo
from jaxlib.mlir._mlir_libs import _jax_mlir_ext

from .diagnostics import SourceSpan, TagError, error_from_mlir
from .inputs import MAX_MLIR_BYTES, MAX_MLIR_NESTING, check_nesting, read_input

_MLIR_BYTECODE_MAGIC = b"ML\xefR"


T = TypeVar("T")


def make_context() -> ir.Context:
    """A fresh context with every dialect TAG reads or writes registered and loaded."""
    ctx = ir.Context()
    registry = ir.DialectRegistry()
    _jax_mlir_ext.register_dialects(registry)
    ctx.append_dialect_registry(registry)
    for dialect in (stablehlo, chlo, sdy, mpmd):
        dialect.register_dialect(ctx)
    ctx.load_all_available_dialects()
    return ctx


def parse_module(source: str | bytes, ctx: ir.Context | None = None, *, file_name: str = "<input>",
                 line_offset: int = 0, verify: bool = True) -> ir.Module:
    """Parse MLIR text or bytecode. Errors become a `TagError` at `file_name:line:col`. Text nested
    deeper than `inputs.MAX_MLIR_NESTING` levels is refused before the parser sees it (the parser
    recurses per level on the native stack and crashes on deep inputs)."""
    ctx = ctx or make_context()
    if isinstance(source, bytes) and not source.startswith(_MLIR_BYTECODE_MAGIC):
        try:
            source = source.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise TagError("input is neither MLIR text (UTF-8) nor MLIR bytecode", SourceSpan(file_name)) from exc
    if isinstance(source, str) and not source.strip():
        raise TagError("input is empty: expected an MLIR module", SourceSpan(file_name))
    if isinstance(source, str):
        check_nesting(source, file_name, MAX_MLIR_NESTING, "MLIR input", line_offset)
    try:
        module = ir.Module.parse(source, context=ctx)
    except ir.MLIRError as err:
        raise error_from_mlir(err, "cannot parse MLIR", file_name, line_offset) from None
    if verify:
        verify_module(module, "after parsing", file_name=file_name, line_offset=line_offset)
    return module


def load_module(path: str | Path, ctx: ir.Context | None = None) -> ir.Module:
    """Read a module from a file (text or bytecode) or `-` for stdin."""
    import sys

    if str(path) == "-":
        data = sys.stdin.buffer.read(MAX_MLIR_BYTES + 1)
        if len(data) > MAX_MLIR_BYTES:
            raise TagError(f"input is larger than {MAX_MLIR_BYTES >> 30} GiB, the most TAG reads", SourceSpan("<stdin>"))
        return parse_module(data, ctx, file_name="<stdin>")
    return parse_module(read_input(path, "input", MAX_MLIR_BYTES), ctx, file_name=str(path))


def verify_module(module: ir.Module, when: str, *, file_name: str | None = None, line_offset: int = 0) -> None:
    """Run the MLIR verifier; a failure raises a `TagError` that says `when` it happened."""
    try:
        module.operation.verify()
    except ir.MLIRError as err:
        raise error_from_mlir(err, f"verification failed {when}", file_name, line_offset) from None


def module_to_text(module: ir.Module, *, generic: bool = False, debug_info: bool = False) -> str:
    return module.operation.get_asm(print_generic_op_form=generic, enable_debug_info=debug_info,
                                    assume_verified=True)


def module_to_bytecode(module: ir.Module) -> bytes:
    import io

    buf = io.BytesIO()
    module.operation.write_bytecode(buf)
    return buf.getvalue()


def clone_module(module: ir.Module) -> ir.Module:
    """A deep copy in the same context (text round-trip is exact for these dialects)."""
    return ir.Module.parse(module_to_text(module, generic=True, debug_info=True), context=module.context)


def op_counts(module: ir.Module) -> "Counter[str]":
    """How many ops of each name the module holds (nested regions included, the module op too)."""
    from collections import Counter

    counts: Counter[str] = Counter()

    def visit(op) -> ir.WalkResult:
        counts[op.name] += 1
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return counts


def captured_values(op: ir.Operation, where: "dict[ir.Value, T]") -> "list[T]":
    """`where[v]` for each value v defined outside `op` that ops nested in its regions read
    (implicit captures), in first-use order, without repeats; values missing from `where` are skipped."""
    found: list = []
    seen: set = set()

    def visit(inner: ir.Operation) -> ir.WalkResult:
        for v in inner.operands:
            hit = where.get(v)
            if hit is not None and hit not in seen:
                seen.add(hit)
                found.append(hit)
        return ir.WalkResult.ADVANCE

    for region in op.regions:
        for blk in region.blocks:
            for inner in blk.operations:
                getattr(inner, "operation", inner).walk(visit)
    return found
