"""The one place that creates MLIR contexts and loads modules for TAG.

A TAG context has func, stablehlo, chlo, sdy and mpmd registered (plus the upstream dialects jaxlib
registers), so anything JAX, torch-mlir or Shardy emits parses, and whatever we print compiles on XLA
without version skew (the bindings are jaxlib's own).
"""
from __future__ import annotations

from collections import Counter
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
    if isinstance(source, bytes) and _region_depth(module.operation, MAX_MLIR_NESTING) > MAX_MLIR_NESTING:
        raise TagError(f"MLIR bytecode nests regions more than {MAX_MLIR_NESTING} levels deep (later stages "
                       f"recurse per level and would crash); refused", SourceSpan(file_name))
    if isinstance(source, bytes) and _is_portable_artifact(module):
        module = _from_portable_artifact(source, ctx, file_name)
    if verify:
        verify_module(module, "after parsing", file_name=file_name, line_offset=line_offset)
    return module


def _is_portable_artifact(module: ir.Module) -> bool:
    """A StableHLO portable artifact (VHLO ops: `jax.export`'s `mlir_module_serialized`,
    `stablehlo.serialize_portable_artifact`)."""
    return any(op.operation.name.startswith("vhlo.") for op in module.body.operations)


def _from_portable_artifact(data: bytes, ctx: ir.Context, file_name: str) -> ir.Module:
    """The StableHLO module a portable artifact holds (upgraded from its VHLO version)."""
    try:
        return stablehlo.deserialize_portable_artifact(ctx, data)
    except Exception as exc:  # noqa: BLE001 - the binding raises plain exceptions for bad artifacts
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise TagError(f"cannot read the StableHLO portable artifact (VHLO): {first}", SourceSpan(file_name)) from None


# Parses bytecode from stdin in a fresh interpreter (a portable artifact: deserializes it too): exit 0
# parsed, 3 a clean error.
_BYTECODE_PROBE = (
    "import sys\n"
    "from jax.extend.mlir import ir\n"
    "from tag.dialects.context import _from_portable_artifact, _is_portable_artifact, make_context\n"
    "data = sys.stdin.buffer.read()\n"
    "ctx = make_context()\n"
    "try:\n"
    "    module = ir.Module.parse(data, context=ctx)\n"
    "except ir.MLIRError:\n"
    "    sys.exit(3)\n"
    "if _is_portable_artifact(module):\n"
    "    try:\n"
    "        _from_portable_artifact(data, ctx, '')\n"
    "    except Exception:\n"
    "        sys.exit(3)\n")


def check_untrusted_bytecode(data: bytes, file_name: str) -> None:
    """Bytecode cannot be scanned for nesting without decoding it, and the reader recurses on the
    native stack like the text parser: a hostile file could crash the process (SIGSEGV). So it is
    first read by a child interpreter; only when the child parsed it (or failed with a clean MLIR
    error, reproduced in-process for the located message) does this process read it too. Called for
    files handed over by users (`load_module`, tag-opt's input), not for TAG's own cache and pieces.
    Text (not starting with the bytecode magic) is left to `parse_module`'s nesting scan."""
    if not data.startswith(_MLIR_BYTECODE_MAGIC):
        return
    import subprocess
    import sys

    try:
        child = subprocess.run([sys.executable, "-c", _BYTECODE_PROBE], input=data, capture_output=True,
                               timeout=600, check=False)
    except subprocess.TimeoutExpired:
        raise TagError("MLIR bytecode took more than 600 s to read; refused", SourceSpan(file_name)) from None
    if child.returncode not in (0, 3):
        how = f"signal {-child.returncode}" if child.returncode < 0 else f"exit code {child.returncode}"
        raise TagError(f"the MLIR bytecode reader crashed on this input ({how}: nested too deeply or malformed); "
                       f"refused", SourceSpan(file_name))


def _region_depth(root: ir.Operation, limit: int) -> int:
    """How deep regions nest below `root` (iteratively; stops counting past `limit`)."""
    deepest, stack = 0, [(root, 0)]
    while stack:
        op, depth = stack.pop()
        deepest = max(deepest, depth)
        if deepest > limit:
            break
        for region in op.regions:
            for block in region.blocks:
                stack.extend((inner, depth + 1) for inner in block.operations)
    return deepest


def load_module(path: str | Path, ctx: ir.Context | None = None) -> ir.Module:
    """Read a module from a file (text or bytecode) or `-` for stdin."""
    import sys

    if str(path) == "-":
        data = sys.stdin.buffer.read(MAX_MLIR_BYTES + 1)
        if len(data) > MAX_MLIR_BYTES:
            raise TagError(f"input is larger than {MAX_MLIR_BYTES >> 30} GiB, the most TAG reads", SourceSpan("<stdin>"))
        check_untrusted_bytecode(data, "<stdin>")
        return parse_module(data, ctx, file_name="<stdin>")
    data = read_input(path, "input", MAX_MLIR_BYTES)
    check_untrusted_bytecode(data, str(path))
    return parse_module(data, ctx, file_name=str(path))


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


def op_counts(module: ir.Module) -> Counter[str]:
    """How many ops of each name the module holds (nested regions included, the module op too)."""

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
