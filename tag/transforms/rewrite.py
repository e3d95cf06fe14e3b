"""A small greedy pattern-rewrite driver for Python patterns (one pattern per rewrite, xDSL style).

A pattern names the op it matches (`root`) and implements `match_and_rewrite(op, rewriter)`,
returning True when it changed the IR. Contract: a pattern may create ops anywhere, replace or erase
the op it was handed, and nothing else that existed before; this keeps the driver's worklist valid.

`apply_patterns(root, patterns)` walks `root` post-order (children before parents), offers each op to
the patterns registered for its name, and repeats until a sweep changes nothing. A pattern set that
never settles is a bug in the patterns and raises `RuntimeError` after `max_sweeps`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Sequence

from jax.extend.mlir import ir


class RewritePattern:
    """Base class: subclasses set `root` (an op name such as "func.call") and match_and_rewrite."""

    root: ClassVar[str]

    def match_and_rewrite(self, op: ir.Operation, rewriter: "Rewriter") -> bool:  # pragma: no cover
        raise NotImplementedError


@dataclass
class Rewriter:
    """Mutation helpers handed to patterns; counts what happened."""

    rewrites: int = 0

    @staticmethod
    def before(op: ir.Operation) -> ir.InsertionPoint:
        return ir.InsertionPoint(op)

    def replace_op(self, op: ir.Operation, new_values: Sequence[ir.Value]) -> None:
        """Replace every result of `op` by the matching new value, then erase `op`."""
        results = list(op.results)
        if len(results) != len(new_values):
            raise ValueError(f"{op.name} has {len(results)} results, got {len(new_values)} replacements")
        for old, new in zip(results, new_values):
            old.replace_all_uses_with(new)
        op.erase()

    def erase_op(self, op: ir.Operation) -> None:
        for result in op.results:
            if list(result.uses):
                raise ValueError(f"cannot erase {op.name}: its results still have uses")
        op.erase()


def _collect(root: ir.Operation, names: set[str]) -> list[ir.Operation]:
    found: list[ir.Operation] = []

    def visit(op):
        operation = op.operation if hasattr(op, "operation") else op
        if operation.name in names:
            found.append(operation)
        return ir.WalkResult.ADVANCE

    root.walk(visit)
    return found


def apply_patterns(root: ir.Operation, patterns: Sequence[RewritePattern], *, max_sweeps: int = 32) -> int:
    """Apply `patterns` greedily under `root` until nothing changes; returns the number of rewrites."""
    by_root: dict[str, list[RewritePattern]] = {}
    for pattern in patterns:
        by_root.setdefault(pattern.root, []).append(pattern)
    rewriter = Rewriter()
    for _ in range(max_sweeps):
        before = rewriter.rewrites
        for op in _collect(root, set(by_root)):
            for pattern in by_root[op.name]:
                if pattern.match_and_rewrite(op, rewriter):
                    rewriter.rewrites += 1
                    break
        if rewriter.rewrites == before:
            return rewriter.rewrites
    raise RuntimeError(f"patterns {[type(p).__name__ for p in patterns]} did not converge in {max_sweeps} sweeps")
