"""`tag-async-collectives`: split collectives into `stablehlo.async_start` + `stablehlo.async_done`.

§5.2 of Wang et al. decomposes every CollectivePermute into a non-blocking Start and a Done so the
scheduler (`tag-schedule-overlap`) can place independent computation between them. The IR form XLA
accepts (checked on jaxlib 0.10.2, XLA CPU, 8 devices; lowers to HLO `collective-permute-start/done`,
`all-gather-start/done`, `all-reduce-start/done`, reduce-scatter/all-to-all async wrappers; an
all_to_all whose split and concat dimensions differ is not accepted and stays synchronous,
`async_capable`):

    %f = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %r = "stablehlo.collective_permute"(%a) {...} : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %r : tensor<4xf32>
    }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>

No `called_computation`/`execution_thread` attributes are needed. Invariants of what this pass
emits: the region is isolated (operands enter as block arguments, in order), holds exactly the one
collective (attributes, channel handle and reduction body unchanged) and a `stablehlo.return` of all
its results; the future's only user is the matching `async_done`, placed right after the start, at
the collective's original position. Collectives already inside an `async_start` are left alone.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from tag.dialects.diagnostics import TagError

from .pass_base import ModulePass, PassContext, option, register_pass

ASYNC_START = "stablehlo.async_start"
ASYNC_DONE = "stablehlo.async_done"

#: Option spelling → op name. All of these compile asynchronously on XLA (CPU checked).
ASYNC_CAPABLE: dict[str, str] = {
    "collective_permute": "stablehlo.collective_permute",
    "all_gather": "stablehlo.all_gather",
    "all_reduce": "stablehlo.all_reduce",
    "reduce_scatter": "stablehlo.reduce_scatter",
    "all_to_all": "stablehlo.all_to_all",
}


def parse_ops_option(pass_name: str, text: str) -> set[str]:
    """`collective_permute,all_gather` (or `all`) → set of op names; unknown names are a TagError."""
    names: set[str] = set()
    for raw in (t.strip() for t in text.split(",")):
        if not raw:
            continue
        if raw == "all":
            names.update(ASYNC_CAPABLE.values())
            continue
        key = raw.removeprefix("stablehlo.")
        if key not in ASYNC_CAPABLE:
            raise TagError(f"pass '{pass_name}': option 'ops' expects a comma-separated list of "
                           f"{', '.join(ASYNC_CAPABLE)} or 'all', got '{raw}'")
        names.add(ASYNC_CAPABLE[key])
    return names


def _inside_async_start(op: ir.Operation) -> bool:
    parent = op.parent
    while parent is not None:
        if parent.name == ASYNC_START:
            return True
        parent = parent.parent
    return False


def wrap_async(op: ir.Operation) -> tuple[ir.Operation, ir.Operation]:
    """Move `op` into a fresh `async_start` region; its results' uses read the `async_done` instead.

    Returns (start, done), both inserted where `op` was (start first, done right after)."""
    op = op.operation
    result_types = [r.type for r in op.results]
    operands = list(op.operands)
    with op.context, op.location:
        start = stablehlo.AsyncStartOp(stablehlo.FutureType.get(result_types), operands, ip=ir.InsertionPoint(op))
        done = stablehlo.AsyncDoneOp(start.result, results=result_types, ip=ir.InsertionPoint(op))
        for old, new in zip(op.results, done.results):
            old.replace_all_uses_with(new)
        block = start.regions[0].blocks.append(*[v.type for v in operands])
        with ir.InsertionPoint(block):
            ret = stablehlo.ReturnOp(list(op.results))
        op.move_before(ret)
        for i, arg in enumerate(block.arguments):
            op.operands[i] = arg
    return start.operation, done.operation


def _int_attr(op: ir.Operation, name: str) -> int | None:
    return ir.IntegerAttr(op.attributes[name]).value if name in op.attributes else None


def async_capable(op: ir.Operation) -> bool:
    """Whether XLA accepts `op` inside an async_start region. An all_to_all whose split and concat
    dimensions differ is lowered by XLA's converter into an all-to-all plus reshapes/transposes, and
    an async computation must hold only the collective ("expected to contain only the root and
    parameter instructions", jaxlib 0.10.2 XLA CPU): such ops stay synchronous."""
    if op.name == "stablehlo.all_to_all":
        split, concat = _int_attr(op, "split_dimension"), _int_attr(op, "concat_dimension")
        return split is not None and split == concat
    return True


def collect_ops(root: ir.Operation, names: set[str]) -> list[ir.Operation]:
    """Ops named in `names` under `root` (pre-order) that XLA runs asynchronously (`async_capable`),
    excluding any already inside an async_start."""
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name in names and not _inside_async_start(op) and async_capable(op):
            found.append(op)
        return ir.WalkResult.ADVANCE

    root.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


def make_collectives_async(module: ir.Module, names: set[str]) -> list[tuple[ir.Operation, ir.Operation]]:
    """Wrap every matching collective of the module; returns the (start, done) pairs made."""
    return [wrap_async(op) for op in collect_ops(module.operation, names)]


@register_pass
@dataclass
class AsyncCollectivesPass(ModulePass):
    name: ClassVar[str] = "tag-async-collectives"
    summary: ClassVar[str] = ("Split collectives into stablehlo.async_start/async_done pairs (placed where the "
                              "collective was; tag-schedule-overlap moves them apart).")
    ops: str = option("collective_permute",
                      "Comma-separated collectives to make async: collective_permute, all_gather, all_reduce, "
                      "reduce_scatter, all_to_all, or 'all'.")

    def run(self, module: ir.Module, ctx: PassContext) -> None:
        names = parse_ops_option(self.name, self.ops)
        pairs = make_collectives_async(module, names)
        for start, _ in pairs:
            inner = start.regions[0].blocks[0].operations[0]
            ctx.remark(self.name, start, f"'{inner.operation.name}' is now an async_start/async_done pair")
        ctx.remark(self.name, None, f"made {len(pairs)} collective(s) asynchronous")
