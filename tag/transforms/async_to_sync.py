"""`tag-async-to-sync`: inline every `stablehlo.async_start` region back into plain ops.

Back ends without async ops (IREE rejects `stablehlo.async_*`) get synchronous collectives again.
The region's ops move to the `async_done` (option `at=done`, default) or to the `async_start`
(`at=start`); block arguments are replaced by the start's operands and the done's results by the
region's `stablehlo.return` operands. Semantics are unchanged either way: the start's operands
dominate both points, and the done's position dominates every use of its results.

Invariants: `tag-async-collectives` followed by this pass returns the original module up to op
order. A done in a different block from its start (or a future with no done) is inlined at the
start, so the collective runs exactly once as before. A future used by anything but one
`async_done` is a TagError.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from jax.extend.mlir import ir

from tag.dialects.diagnostics import TagError, span_of_location

from .async_collectives import ASYNC_DONE, ASYNC_START
from .pass_base import ModulePass, PassContext, option, register_pass


def _done_of(start: ir.Operation, file_name: str | None) -> ir.Operation | None:
    users = [use.owner for use in start.results[0].uses]
    users = [u.operation if hasattr(u, "operation") else u for u in users]
    if not users:
        return None
    if len(users) != 1 or users[0].name != ASYNC_DONE:
        raise TagError("async_start's future must have exactly one user, an async_done; got "
                       + ", ".join(sorted(u.name for u in users)), span_of_location(start.location, file_name))
    return users[0]


def inline_async(start: ir.Operation, at: str = "done", file_name: str | None = None) -> None:
    """Replace one async_start/async_done pair by the ops of the start's region."""
    start = start.operation
    done = _done_of(start, file_name)
    anchor = start
    if at == "done" and done is not None and done.block == start.block:
        anchor = done
    block = start.regions[0].blocks[0]
    ops = [op.operation for op in block.operations]
    terminator = ops[-1]
    for op in ops[:-1]:
        op.move_before(anchor)
    for arg, operand in zip(block.arguments, start.operands):
        arg.replace_all_uses_with(operand)
    # Results of the region may be block arguments (now replaced) or values of the moved ops.
    returned = list(terminator.operands)
    if done is not None:
        for old, new in zip(done.results, returned):
            old.replace_all_uses_with(new)
        done.erase()
    start.erase()


def collect_async_starts(root: ir.Operation) -> list[ir.Operation]:
    """Every async_start under `root`, innermost last (pre-order)."""
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == ASYNC_START:
            found.append(op)
        return ir.WalkResult.ADVANCE

    root.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


@register_pass
@dataclass
class AsyncToSyncPass(ModulePass):
    name: ClassVar[str] = "tag-async-to-sync"
    summary: ClassVar[str] = "Inline stablehlo.async_start/async_done pairs back into synchronous ops (for IREE)."
    at: Literal["done", "start"] = option("done", "Where the synchronous op goes: the async_done's or the "
                                                   "async_start's position.")

    def run(self, module: ir.Module, ctx: PassContext) -> None:
        starts = collect_async_starts(module.operation)
        for start in starts:
            ctx.remark(self.name, start, "async pair made synchronous")
            inline_async(start, self.at, ctx.file_name)
        ctx.remark(self.name, None, f"inlined {len(starts)} async pair(s)")
