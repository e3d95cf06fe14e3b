"""`tag-inline-calls`: inline every `func.call` to a single-block function, then drop dead privates.

JAX lowers nested `jit`s, `custom_jvp`s and friends to private functions called with `func.call`;
upstream `inline` leaves those calls alone, but Shardy's partitioner and TAG's analyses want one flat
function. Semantics are unchanged: a call is replaced by a copy of its callee's body.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from jax.extend.mlir import ir
from jaxlib.mlir._mlir_libs import _jax_mlir_ext

from tag.dialects.diagnostics import TagError, span_of_location

from .driver import run_upstream_pipeline
from .pass_base import ModulePass, PassContext, register_pass
from .rewrite import RewritePattern, Rewriter, apply_patterns


def function_table(module: ir.Module) -> dict[str, ir.Operation]:
    """`func.func` ops at the top level of the module, by symbol name."""
    table = {}
    for op in module.body.operations:
        if op.operation.name == "func.func":
            table[ir.StringAttr(op.operation.attributes["sym_name"]).value] = op.operation
    return table


@dataclass
class InlineCallPattern(RewritePattern):
    root: ClassVar[str] = "func.call"
    functions: dict[str, ir.Operation]
    file_name: str | None = None

    def match_and_rewrite(self, op: ir.Operation, rewriter: Rewriter) -> bool:
        callee_name = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
        callee = self.functions.get(callee_name)
        if callee is None:
            raise TagError(f"call to unknown function @{callee_name}", span_of_location(op.location, self.file_name))
        if len(callee.regions[0].blocks) != 1:
            raise TagError(f"cannot inline @{callee_name}: it has more than one block",
                           span_of_location(op.location, self.file_name))
        with rewriter.before(op), op.location:
            new_values = _jax_mlir_ext.inlined_func_call(callee, list(op.operands), op.location)
        rewriter.replace_op(op, list(new_values))
        return True


def inline_all_calls(module: ir.Module, file_name: str | None = None) -> int:
    """Inline every call in the module; `symbol-dce` then erases private functions nobody references
    (a function still referenced by symbol, e.g. a composite's decomposition, stays)."""
    functions = function_table(module)
    count = apply_patterns(module.operation, [InlineCallPattern(functions, file_name)])
    if count:
        run_upstream_pipeline(module, "builtin.module(symbol-dce)", "tag-inline-calls: symbol-dce failed", file_name)
    return count


@register_pass
@dataclass
class InlineCallsPass(ModulePass):
    name: ClassVar[str] = "tag-inline-calls"
    summary: ClassVar[str] = "Inline every func.call (JAX's nested jits) and erase the private callees."

    def run(self, module: ir.Module, ctx: PassContext) -> None:
        count = inline_all_calls(module, ctx.file_name)
        ctx.remark(self.name, None, f"inlined {count} call(s)")
