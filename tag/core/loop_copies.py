"""Loop-carried copies: what XLA copies in every iteration of a `stablehlo.while`.

A while loop keeps one buffer per carried value: the body's argument k and the value it returns at
position k share it. When the returned value cannot be computed into that buffer, XLA's copy
insertion computes it elsewhere and copies it back each iteration (Wang et al. §5.4.1: the looped
CollectiveEinsum of Algorithm 1 carries such copies, which unrolling by two removes). For position k
with body argument a_k and returned value v_k:

- v_k is a_k: passed through in place, no copy;
- v_k is another argument or a value defined outside the body (a swap, a loop-invariant value):
  copied;
- v_k is defined in the body: its buffer is allocated by the op that starts producing it (the
  `async_start` of an `async_done`, otherwise its defining op D). It can take a_k's buffer only if
  a_k is dead by then: no use of a_k at or after that op, except D itself when D writes in place
  (a `dynamic_update_slice` of a_k, an elementwise op reading a_k of the same type, or a `func.call`,
  which XLA inlines: its last op may write into the dead argument). A
  collective_permute that sends a_k and returns into position k is the classic case: its input is
  read while its output is written, so the output is copied.

Positions are the body's op order (the schedule); a use nested in an op's region counts at that
op. The rule is a model of copy insertion, not XLA's algorithm: it ignores aliasing through
bitcasts and XLA's own loop double-buffering pass.
"""
from __future__ import annotations

from jax.extend.mlir import ir

from tag.dialects.attributes import as_operation

from .cost_model import _tensor_bytes
from .fusion import LOOP_FUSIBLE

__all__ = ["loop_carried_copies"]

_IN_PLACE_ELEMENTWISE = LOOP_FUSIBLE - {"stablehlo.broadcast_in_dim", "stablehlo.broadcast", "stablehlo.iota",
                                        "stablehlo.slice", "stablehlo.concatenate", "stablehlo.pad",
                                        "stablehlo.reverse", "stablehlo.transpose", "stablehlo.dynamic_slice"}


def _top_level(op: ir.Operation, block: ir.Block) -> ir.Operation | None:
    """The ancestor of `op` (or `op`) whose block is `block`."""
    while op is not None:
        if op.block == block:
            return op
        parent = op.parent
        op = as_operation(parent) if parent is not None and parent.name != "builtin.module" else None
    return None


def _writes_in_place(op: ir.Operation, arg: ir.Value) -> bool:
    if op.name == "func.call":          # XLA inlines it; its last op may write into the dead argument
        return True
    if op.name == "stablehlo.dynamic_update_slice":
        return op.operands[0] == arg
    return (op.name in _IN_PLACE_ELEMENTWISE and len(op.results) == 1 and op.results[0].type == arg.type
            and any(v == arg for v in op.operands))


def loop_carried_copies(loop: ir.Operation) -> list[tuple[int, int]]:
    """(position, bytes) of the carried values of `loop` (a stablehlo.while) that XLA copies once per
    iteration, by the rule of the module docstring."""
    loop = as_operation(loop)
    body = loop.regions[1].blocks[0]
    ops = [as_operation(o) for o in body.operations]
    terminator = ops[-1]
    position = {op: i for i, op in enumerate(ops)}
    uses: dict[int, list[int]] = {}     # argument index -> positions of the top-level ops using it
    for k, arg in enumerate(body.arguments):
        found = []
        for use in arg.uses:
            top = _top_level(as_operation(use.owner), body)
            if top is not None:
                found.append(position[top])
        uses[k] = found
    copies: list[tuple[int, int]] = []
    for k, value in enumerate(terminator.operands):
        if k >= len(body.arguments):
            break
        arg = body.arguments[k]
        if value == arg:
            continue
        owner = value.owner
        defining = as_operation(owner) if isinstance(owner, (ir.Operation, ir.OpView)) else None
        if defining is None or defining not in position:      # another argument, or defined outside
            copies.append((k, _tensor_bytes([value])))
            continue
        allocating = defining
        if defining.name == "stablehlo.async_done":
            start = defining.operands[0].owner
            allocating = as_operation(start) if isinstance(start, (ir.Operation, ir.OpView)) else defining
        at = position.get(allocating, position[defining])
        in_place = _writes_in_place(defining, arg)
        if any(p >= at and not (in_place and p == position[defining]) for p in uses[k]):
            copies.append((k, _tensor_bytes([value])))
    return copies
