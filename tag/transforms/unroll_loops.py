"""`tag-unroll-loops`: unroll the counted `stablehlo.while` loops of a function that carry float tensors.

Why: the batch analysis (`analysis.batch_completion`) splits the ops of `main` along the batch, one
rule per op, but not a loop's body (a region its rules do not enter), so a loop over batch-shaped
state ran whole: an RNN's recurrence (Keras LSTM / GRU, `jax.lax.scan`, flax `nn.scan` over layers),
forward and backward, the bulk of such a step, on one device or duplicated on each. Unrolled, every
iteration's ops are ops of `main` and split like any others: the per-step cell math row by row, the
weight gradients accumulated over the steps as partial sums synchronised once.

Which loops: a `stablehlo.while` directly in a function's body whose trip count is static
(`core.cost_model.while_trip_count`: a counter with a constant start, bound and step, the condition
comparing only the counter), which carries a floating-point tensor of rank >= 2 (a counter-based RNG
loop — threefry over uint32 words — is left alone) and whose unrolled size, trips x the ops of its
body (nested regions included), is at most `max_ops`. A loop over that budget stays a loop (kept whole
by the batch analysis, as before), and is reported under --tag-explain.

Semantics (the same program): the loop runs exactly `trips` iterations; iteration k is a copy of the
body with its block arguments replaced by iteration k - 1's results (the loop's operands for k = 0);
the loop's results are the last iteration's (its operands when trips = 0). Values the body reads from
outside the loop are read as they are. A loop nested in an unrolled body becomes a loop of the
function and is considered in turn (within the budget of what is left). Run `canonicalize` before it
(bodies shrink: a Keras LSTM(64)'s two loops, 116 + 103 ops per step as lowered, 76 + 68 once
canonical, so 20,000 ops unroll both up to about 130 steps instead of 90) and after it, to fold the
copied counters into constants (a `dynamic_slice` at a constant step becomes a `slice`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from jax.extend.mlir import ir

from tag.core.cost_model import while_trip_count

from .pass_base import ModulePass, PassContext, option, register_pass

DEFAULT_MAX_OPS = 20_000


def _ops_in(region: ir.Region) -> int:
    """Operations in `region`, nested regions included (the terminators too)."""
    count = 0

    def visit(_op: ir.Operation) -> ir.WalkResult:
        nonlocal count
        count += 1
        return ir.WalkResult.ADVANCE

    for block in region.blocks:
        for op in block.operations:
            op.operation.walk(visit)
    return count


def _carries_float_tensor(op: ir.Operation) -> bool:
    for value in op.operands:
        if isinstance(value.type, ir.RankedTensorType):
            t = ir.RankedTensorType(value.type)
            if t.rank >= 2 and isinstance(t.element_type, (ir.F32Type, ir.F16Type, ir.BF16Type, ir.F64Type)):
                return True
    return False


def unroll_plan(op: ir.Operation, max_ops: int) -> tuple[int | None, int, str]:
    """(trips, ops the unrolled copies add, "") when `op` is a loop this pass unrolls, else
    (None, 0, why not)."""
    if op.name != "stablehlo.while":
        return None, 0, "not a while loop"
    if not _carries_float_tensor(op):
        return None, 0, "carries no floating-point tensor of rank >= 2"
    trips = while_trip_count(op)
    if trips is None:
        return None, 0, "its trip count is not static (a counter with constant start, bound and step)"
    size = trips * _ops_in(op.regions[1])
    if size > max_ops:
        return None, 0, f"{trips} iterations x its body would be {size} ops (more than max_ops={max_ops})"
    return trips, size, ""


def _remap(op: ir.Operation, mapping: dict[ir.Value, ir.Value]) -> None:
    """Replace, in `op` and the ops nested in it, every operand `mapping` has a replacement for."""
    def visit(inner: ir.Operation) -> ir.WalkResult:
        operands = inner.operands
        for i in range(len(operands)):
            new = mapping.get(operands[i])
            if new is not None:
                operands[i] = new
        return ir.WalkResult.ADVANCE

    op.walk(visit)


def unroll(op: ir.Operation, trips: int) -> list[ir.Operation]:
    """Replace the while loop `op` by `trips` copies of its body (module docstring); returns the new
    top-level ops, in order."""
    body = op.regions[1].blocks[0]
    inner_ops = [o.operation for o in body.operations]
    terminator, inner_ops = inner_ops[-1], inner_ops[:-1]
    values = list(op.operands)
    made: list[ir.Operation] = []
    ip = ir.InsertionPoint(op)
    for _ in range(trips):
        mapping: dict[ir.Value, ir.Value] = dict(zip(body.arguments, values))
        for inner in inner_ops:
            copy = inner.clone(ip=ip)
            _remap(copy, mapping)
            for old, new in zip(inner.results, copy.results):
                mapping[old] = new
            made.append(copy)
        values = [mapping.get(v, v) for v in terminator.operands]
    for result, value in zip(op.results, values):
        result.replace_all_uses_with(value)
    op.erase()
    return made


def unroll_loops(module: ir.Module, max_ops: int = DEFAULT_MAX_OPS, ctx: PassContext | None = None,
                 pass_name: str = "tag-unroll-loops") -> int:
    """Unroll every loop `unroll_plan` accepts in the entry blocks of the module's functions, loops
    copied out of unrolled bodies included; returns how many were unrolled."""
    count = 0
    for fn in module.body.operations:
        if fn.operation.name != "func.func" or not len(fn.operation.regions[0].blocks):
            continue
        block = fn.operation.regions[0].blocks[0]
        budget = max_ops
        pending = [o.operation for o in block.operations if o.operation.name == "stablehlo.while"]
        while pending:
            loop = pending.pop(0)
            trips, size, why = unroll_plan(loop, budget)
            if trips is None:
                if ctx is not None:
                    ctx.remark(pass_name, loop, f"loop kept: {why}")
                continue
            budget -= size
            if ctx is not None:
                ctx.remark(pass_name, loop, f"unrolled {trips} iteration(s)")
            made = unroll(loop, trips)
            pending = [o for o in made if o.name == "stablehlo.while"] + pending
            count += 1
    return count


@register_pass
@dataclass
class UnrollLoopsPass(ModulePass):
    name: ClassVar[str] = "tag-unroll-loops"
    summary: ClassVar[str] = ("Unroll counted stablehlo.while loops carrying float tensors (RNN time steps, "
                              "scans over layers), within an op budget.")
    max_ops: int = option(DEFAULT_MAX_OPS, "Most ops one function's unrolled loops may add (trips x body ops).")

    def run(self, module: ir.Module, ctx: PassContext) -> None:
        n = unroll_loops(module, self.max_ops, ctx, self.name)
        ctx.remark(self.name, None, f"unrolled {n} loop(s)")
