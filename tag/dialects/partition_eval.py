"""Evaluate scalar integer SSA values that depend only on `stablehlo.partition_id`, for every partition.

Partitioners compute per-device offsets as small expressions (a constant table indexed by the
partition id, divisions and remainders by axis sizes). Passes that must prove such an offset equals
"position in group x shard size" evaluate it here for p = 0 .. N-1 instead of pattern-matching the
expression's shape. Anything outside the supported vocabulary yields None (unknown), never a guess.
"""
from __future__ import annotations

import numpy as np
from jax.extend.mlir import ir

from tag.dialects.constants import dense_value

_BINARY = {
    "stablehlo.add": np.add, "stablehlo.subtract": np.subtract, "stablehlo.multiply": np.multiply,
    "stablehlo.maximum": np.maximum, "stablehlo.minimum": np.minimum,
}


def _constant(op: ir.Operation) -> np.ndarray | None:
    try:
        dense = dense_value(op)
        return None if dense is None else np.array(dense)
    except (ValueError, TypeError, KeyError):
        return None


def evaluate_per_partition(value: ir.Value, num_partitions: int, _depth: int = 0) -> np.ndarray | None:
    """Return an array `v` with `v[p, ...]` = the value on partition p, or None if not derivable.

    Supported: constants, partition_id, convert, reshape/broadcast of scalars, add/subtract/multiply/
    min/max, divide/remainder (integer, truncating like StableHLO), dynamic_slice and slice of 1-D
    values."""
    if _depth > 64:
        return None
    owner = value.owner
    if not isinstance(owner, (ir.Operation, ir.OpView)):
        return None  # block argument
    op = owner.operation if hasattr(owner, "operation") else owner
    name = op.name
    ev = lambda v: evaluate_per_partition(v, num_partitions, _depth + 1)  # noqa: E731
    if name == "stablehlo.constant":
        c = _constant(op)
        return None if c is None else np.broadcast_to(c, (num_partitions, *c.shape)).astype(np.int64)
    if name == "stablehlo.partition_id":
        return np.arange(num_partitions, dtype=np.int64)
    if name in ("stablehlo.convert", "stablehlo.reshape"):
        inner = ev(op.operands[0])
        if inner is None:
            return None
        shape = tuple(ir.RankedTensorType(op.result.type).shape)
        return inner.reshape((num_partitions, *shape))
    if name in _BINARY or name in ("stablehlo.divide", "stablehlo.remainder"):
        lhs, rhs = ev(op.operands[0]), ev(op.operands[1])
        if lhs is None or rhs is None:
            return None
        if name == "stablehlo.divide":
            return None if np.any(rhs == 0) else (np.trunc(lhs / rhs)).astype(np.int64)
        if name == "stablehlo.remainder":
            return None if np.any(rhs == 0) else np.fmod(lhs, rhs).astype(np.int64)
        return _BINARY[name](lhs, rhs).astype(np.int64)
    if name == "stablehlo.dynamic_slice":
        source = ev(op.operands[0])
        if source is None or source.ndim != 2 or len(op.operands) != 2:
            return None
        index = ev(op.operands[1])
        if index is None:
            return None
        size = int(list(ir.DenseI64ArrayAttr(op.attributes["slice_sizes"]))[0])
        length = source.shape[1]
        start = np.clip(index.reshape(num_partitions), 0, length - size)
        return np.stack([source[p, start[p]:start[p] + size] for p in range(num_partitions)])
    return None
