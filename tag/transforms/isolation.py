"""Run a TAG pass in a child process, so that a fatal check inside native code (Shardy's CHECKs abort
the whole process on some inputs) becomes a `TagError` instead of killing the caller.

The module travels as bytecode (locations included); the child runs the named pass with the given
options and sends the resulting bytecode back; the parent then swaps the result into the caller's
module in place. Costs one Python start-up (about a second).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

from jax.extend.mlir import ir

from tag.dialects.context import module_to_bytecode, parse_module
from tag.dialects.diagnostics import SourceSpan, TagError

_FAILED = 3  # child exit status for a TagError (its JSON is on stdout)


def replace_module_contents(target: ir.Module, source: ir.Module) -> None:
    """Make `target` hold exactly what `source` holds (ops and module attributes); `source` is consumed."""
    for op in list(target.body.operations):
        op.erase()
    attrs = target.operation.attributes
    for name in [attrs[i].name for i in range(len(attrs))]:
        if name != "sym_name":
            del attrs[name]
    src_attrs = source.operation.attributes
    for i in range(len(src_attrs)):
        attrs[src_attrs[i].name] = src_attrs[i].attr
    ip = ir.InsertionPoint(target.body)
    for op in list(source.body.operations):
        op.detach_from_parent()
        ip.insert(op)


def run_pass_isolated(module: ir.Module, pass_name: str, options: dict[str, str], file_name: str | None) -> None:
    request = json.dumps({"pass": pass_name, "options": options, "file_name": file_name}).encode()
    payload = len(request).to_bytes(8, "little") + request + module_to_bytecode(module)
    proc = subprocess.run([sys.executable, "-m", "tag.transforms.isolation"], input=payload, capture_output=True)
    if proc.returncode == 0:
        replace_module_contents(module, parse_module(proc.stdout, module.context, file_name=file_name or "<isolated>"))
        return
    if proc.returncode == _FAILED:
        err = json.loads(proc.stdout)
        span = SourceSpan(err["file"], err["line"], err["col"]) if err.get("file") else None
        raise TagError(err["message"], span, tuple(err["notes"]))
    native = [line for line in proc.stderr.decode(errors="replace").splitlines() if line.strip()]
    reason = next((l for l in native if "Check failed" in l or "LLVM ERROR" in l), native[-1] if native else "")
    reason = reason.split("] ", 1)[-1] if "Check failed" in reason else reason
    raise TagError(f"{pass_name}: the native pass crashed (exit status {proc.returncode}): {reason.strip()}",
                   SourceSpan(file_name) if file_name else None)


def _child() -> int:
    data = sys.stdin.buffer.read()
    size = int.from_bytes(data[:8], "little")
    request = json.loads(data[8:8 + size])
    from tag.transforms import PassContext, registered_passes

    if os.environ.get("TAG_ISOLATION_ABORT_FOR_TESTS"):  # lets tests prove a native crash is contained
        os.abort()
    try:
        module = parse_module(data[8 + size:], file_name=request["file_name"] or "<isolated>")
        tag_pass = registered_passes()[request["pass"]].from_options(request["options"].items())
        tag_pass.isolate = False  # type: ignore[attr-defined]
        with module.context, ir.Location.unknown():
            tag_pass.run(module, PassContext(file_name=request["file_name"]))
    except TagError as err:
        span = err.span
        sys.stdout.write(json.dumps({"message": err.message, "notes": list(err.notes),
                                     "file": span.file if span else None, "line": span.line if span else None,
                                     "col": span.col if span else None}))
        return _FAILED
    sys.stdout.buffer.write(module_to_bytecode(module))
    return 0


if __name__ == "__main__":
    sys.exit(_child())
