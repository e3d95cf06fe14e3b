"""Helpers every collective pass needs: replica groups, permute pairs, channel ids, builders.

Conventions (as JAX's shard_map emits them, with `mhlo.num_replicas = 1`):
- Collectives carry a `channel_handle` and `use_global_device_ids`, so replica-group ids are
  *partition ids* (0 .. num_partitions-1).
- Replica groups are a `dense<[[...]]> : tensor<G x S x i64>`: G groups of equal size S, every id at
  most once. `-1` padding (allowed by StableHLO for ragged groups) is dropped when reading.
- A device's *position* inside its group is not its partition id: with groups [[0, 2], [1, 3]],
  device 2 is at position 1. `position_in_group_table` gives that per-partition table;
  `build_position_in_group` emits IR that looks it up at run time from `stablehlo.partition_id`.
- Builders must run inside `with ir.InsertionPoint(...), ir.Location...:` and return the result Value.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from .attributes import OpLike, as_operation
from .builders import (build_convert, build_dynamic_slice, build_reshape, i32_table, ranked_tensor, span_of_value,
                       tensor_type)
from .diagnostics import SourceSpan, TagError, span_of_location

Groups = list[list[int]]
Pairs = list[tuple[int, int]]

GROUPED_COLLECTIVES = ("stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.reduce_scatter",
                       "stablehlo.all_to_all")
CHANNEL_TYPE_DEVICE_TO_DEVICE = 1


def _fail(op: ir.Operation, message: str) -> TagError:
    return TagError(message, span_of_location(op.location))


def _dense_int_rows(attr: ir.Attribute) -> np.ndarray:
    return np.array(ir.DenseIntElementsAttr(attr), dtype=np.int64)


# ------------------------------------------------------------------------------ replica groups
def validate_groups(groups: Sequence[Sequence[int]], span: SourceSpan | None = None) -> Groups:
    """Normalise groups to lists of ints; equal sizes, non-negative, every id at most once."""
    result = [[int(i) for i in g] for g in groups]
    sizes = {len(g) for g in result}
    if len(sizes) > 1:
        raise TagError(f"replica groups must have equal sizes, got sizes {sorted(sizes)}", span)
    seen: set[int] = set()
    for g in result:
        for i in g:
            if i < 0:
                raise TagError(f"replica groups contain negative id {i}", span)
            if i in seen:
                raise TagError(f"replica groups contain id {i} more than once", span)
            seen.add(i)
    return result


def replica_groups(op: OpLike) -> Groups:
    """The `replica_groups` of an all_gather/all_reduce/reduce_scatter/all_to_all, `-1` padding dropped."""
    op = as_operation(op)
    if "replica_groups" not in op.attributes:
        raise _fail(op, f"'{op.name}' has no replica_groups")
    attr = op.attributes["replica_groups"]
    if not isinstance(attr, ir.DenseIntElementsAttr):
        raise _fail(op, f"'{op.name}' replica_groups must be a dense integer tensor, got {attr}")
    rows = _dense_int_rows(attr)
    if rows.size == 0:
        return []
    if rows.ndim != 2:
        raise _fail(op, f"'{op.name}' replica_groups must be 2-d, got shape {list(rows.shape)}")
    return [[int(i) for i in row if i != -1] for row in rows]


def replica_groups_attr(groups: Sequence[Sequence[int]], span: SourceSpan | None = None) -> ir.DenseElementsAttr:
    """`dense<[[...]]> : tensor<G x S x i64>` after `validate_groups`. Needs a context."""
    groups = validate_groups(groups, span)
    size = len(groups[0]) if groups else 0
    arr = np.array(groups, dtype=np.int64).reshape(len(groups), size)
    return ir.DenseIntElementsAttr.get(arr, shape=list(arr.shape))


# ------------------------------------------------------------------------- collective_permute
def validate_pairs(pairs: Sequence[Sequence[int]], span: SourceSpan | None = None) -> Pairs:
    """Normalise (source, target) pairs; ids non-negative, each source and each target at most once."""
    result: Pairs = []
    sources: set[int] = set()
    targets: set[int] = set()
    for pair in pairs:
        if len(pair) != 2:
            raise TagError(f"source-target pair must have two ids, got {list(pair)}", span)
        s, t = int(pair[0]), int(pair[1])
        if s < 0 or t < 0:
            raise TagError(f"source-target pair ({s}, {t}) has a negative id", span)
        if s in sources:
            raise TagError(f"device {s} is the source of more than one pair", span)
        if t in targets:
            raise TagError(f"device {t} is the target of more than one pair", span)
        sources.add(s)
        targets.add(t)
        result.append((s, t))
    return result


def source_target_pairs(op: OpLike) -> Pairs:
    op = as_operation(op)
    if "source_target_pairs" not in op.attributes:
        raise _fail(op, f"'{op.name}' has no source_target_pairs")
    rows = _dense_int_rows(op.attributes["source_target_pairs"])
    if rows.size == 0:
        return []
    if rows.ndim != 2 or rows.shape[1] != 2:
        raise _fail(op, f"'{op.name}' source_target_pairs must have shape Px2, got {list(rows.shape)}")
    return [(int(s), int(t)) for s, t in rows]


def source_target_pairs_attr(pairs: Sequence[Sequence[int]], span: SourceSpan | None = None) -> ir.DenseElementsAttr:
    """`dense<[[s, t], ...]> : tensor<P x 2 x i64>` after `validate_pairs`. Needs a context."""
    pairs = validate_pairs(pairs, span)
    arr = np.array(pairs, dtype=np.int64).reshape(len(pairs), 2)
    return ir.DenseIntElementsAttr.get(arr, shape=list(arr.shape))


def ring_pairs(groups: Sequence[Sequence[int]], shift: int = 1) -> Pairs:
    """Pairs g[i] → g[(i + shift) mod n] within each group (send to the group-local neighbour)."""
    pairs: Pairs = []
    for g in validate_groups(groups):
        n = len(g)
        pairs.extend((g[i], g[(i + shift) % n]) for i in range(n))
    return pairs


# ---------------------------------------------------------------------------- per-device tables
def _group_index(groups: Sequence[Sequence[int]], num_partitions: int) -> dict[int, tuple[int, int]]:
    """partition → (group index, position); every partition must be in exactly one group."""
    groups = validate_groups(groups)
    where: dict[int, tuple[int, int]] = {}
    for gi, g in enumerate(groups):
        for pos, p in enumerate(g):
            if p >= num_partitions:
                raise TagError(f"replica group id {p} out of range for {num_partitions} partitions")
            where[p] = (gi, pos)
    missing = [p for p in range(num_partitions) if p not in where]
    if missing:
        raise TagError(f"partition {missing[0]} is in no replica group")
    return where


def position_in_group_table(groups: Sequence[Sequence[int]], num_partitions: int) -> list[int]:
    """table[p] = index of partition p inside its group."""
    where = _group_index(groups, num_partitions)
    return [where[p][1] for p in range(num_partitions)]


def group_index_table(groups: Sequence[Sequence[int]], num_partitions: int) -> list[int]:
    """table[p] = index of the group that partition p belongs to."""
    where = _group_index(groups, num_partitions)
    return [where[p][0] for p in range(num_partitions)]


def neighbour_table(groups: Sequence[Sequence[int]], num_partitions: int, shift: int = 1) -> list[int]:
    """table[p] = partition id of g[(pos + shift) mod n], p's group-local neighbour."""
    groups = validate_groups(groups)
    where = _group_index(groups, num_partitions)
    table = []
    for p in range(num_partitions):
        gi, pos = where[p]
        g = groups[gi]
        table.append(g[(pos + shift) % len(g)])
    return table


def build_partition_id() -> ir.Value:
    """`stablehlo.partition_id` : tensor<ui32>."""
    return stablehlo.PartitionIdOp().result


def build_table_lookup(table: Sequence[int], index: ir.Value | None = None) -> ir.Value:
    """table[index] as a tensor<i32>, with a constant tensor<N x i32> table; `index` defaults to the
    partition id. Lowered as constant + dynamic_slice + reshape."""
    if index is None:
        index = build_partition_id()
    _, elt = tensor_type(index)
    if not (isinstance(elt, ir.IntegerType) and elt.width == 32 and elt.is_signless):
        index = build_convert(index, ir.IntegerType.get_signless(32))
    one = build_dynamic_slice(i32_table(list(table)), [index], [1])
    return build_reshape(one, [])


def build_position_in_group(groups: Sequence[Sequence[int]], num_partitions: int) -> ir.Value:
    """This device's position inside its replica group, tensor<i32>, computed at run time."""
    return build_table_lookup(position_in_group_table(groups, num_partitions))


def build_group_neighbour(groups: Sequence[Sequence[int]], num_partitions: int, shift: int = 1) -> ir.Value:
    """Partition id of this device's group-local neighbour at `shift`, tensor<i32>, at run time."""
    return build_table_lookup(neighbour_table(groups, num_partitions, shift))


# ---------------------------------------------------------------------------------- channels
def channel_handle_attr(handle: int, type: int = CHANNEL_TYPE_DEVICE_TO_DEVICE) -> ir.Attribute:
    """`#stablehlo.channel_handle<handle = H, type = T>` (type 1: device to device). Needs a context."""
    return stablehlo.ChannelHandle.get(int(handle), int(type))


def channel_handle_of(op: OpLike) -> int | None:
    op = as_operation(op)
    if "channel_handle" not in op.attributes:
        return None
    return int(stablehlo.ChannelHandle(op.attributes["channel_handle"]).handle)


@dataclass
class ChannelIds:
    """Hands out channel handles larger than any already in the module. Invariant: never repeats."""

    next_id: int = 1

    @classmethod
    def for_module(cls, module: ir.Module | OpLike) -> ChannelIds:
        root = module.operation if isinstance(module, ir.Module) else as_operation(module)
        highest = 0

        def visit(op: ir.Operation) -> ir.WalkResult:
            nonlocal highest
            handle = channel_handle_of(op)
            if handle is not None:
                highest = max(highest, handle)
            return ir.WalkResult.ADVANCE

        root.walk(visit)
        return cls(highest + 1)

    def fresh(self) -> int:
        handle = self.next_id
        self.next_id += 1
        return handle

    def fresh_attr(self, type: int = CHANNEL_TYPE_DEVICE_TO_DEVICE) -> ir.Attribute:
        return channel_handle_attr(self.fresh(), type)


def num_partitions(module: ir.Module | OpLike) -> int:
    """`mhlo.num_partitions` of the module (1 when absent)."""
    op = module.operation if isinstance(module, ir.Module) else as_operation(module)
    if "mhlo.num_partitions" not in op.attributes:
        return 1
    attr = op.attributes["mhlo.num_partitions"]
    if not isinstance(attr, ir.IntegerAttr) or ir.IntegerAttr(attr).value < 1:
        raise _fail(op, f"mhlo.num_partitions must be a positive integer, got {attr}")
    return ir.IntegerAttr(attr).value


# ----------------------------------------------------------------------------------- builders
Channel = int | ir.Attribute | ChannelIds


def _channel(channel: Channel) -> ir.Attribute:
    if isinstance(channel, ChannelIds):
        return channel.fresh_attr()
    if isinstance(channel, int):
        return channel_handle_attr(channel)
    return channel


def _group_size(groups: Sequence[Sequence[int]], value: ir.Value) -> tuple[Groups, int]:
    groups = validate_groups(groups, span_of_value(value))
    if not groups or not groups[0]:
        raise TagError("collective needs at least one non-empty replica group", span_of_value(value))
    return groups, len(groups[0])


def _sum_region(op: ir.Operation, element_type: ir.Type) -> None:
    scalar = ranked_tensor([], element_type)
    block = op.regions[0].blocks.append(scalar, scalar)
    with ir.InsertionPoint(block):
        stablehlo.ReturnOp([stablehlo.AddOp(block.arguments[0], block.arguments[1]).result])


def build_collective_permute(value: ir.Value, pairs: Sequence[Sequence[int]], channel: Channel) -> ir.Value:
    """Send `value` along `pairs`; devices that receive nothing get zeros."""
    attr = source_target_pairs_attr(pairs, span_of_value(value))
    return stablehlo.CollectivePermuteOp(value, attr, channel_handle=_channel(channel), results=[value.type]).result


def build_all_gather(value: ir.Value, dim: int, groups: Sequence[Sequence[int]], channel: Channel) -> ir.Value:
    """Concatenate the group members' `value`s along `dim` (in group order)."""
    shape, elt = tensor_type(value)
    groups, size = _group_size(groups, value)
    if not 0 <= dim < len(shape):
        raise TagError(f"all_gather dimension {dim} out of range for rank {len(shape)}", span_of_value(value))
    out = list(shape)
    out[dim] *= size
    return stablehlo.AllGatherOp([ranked_tensor(out, elt)], [value], dim, replica_groups_attr(groups),
                                 channel_handle=_channel(channel), use_global_device_ids=True).results[0]


def build_all_reduce_sum(value: ir.Value, groups: Sequence[Sequence[int]], channel: Channel) -> ir.Value:
    """Element-wise sum of `value` over each group."""
    _, elt = tensor_type(value)
    groups, _ = _group_size(groups, value)
    op = stablehlo.AllReduceOp([value.type], [value], replica_groups_attr(groups),
                               channel_handle=_channel(channel), use_global_device_ids=True)
    _sum_region(op.operation, elt)
    return op.results[0]


def build_reduce_scatter_sum(value: ir.Value, dim: int, groups: Sequence[Sequence[int]], channel: Channel) -> ir.Value:
    """Sum over each group, then member at position i keeps the i-th slice along `dim`."""
    shape, elt = tensor_type(value)
    groups, size = _group_size(groups, value)
    if not 0 <= dim < len(shape):
        raise TagError(f"reduce_scatter dimension {dim} out of range for rank {len(shape)}", span_of_value(value))
    if shape[dim] % size:
        raise TagError(f"reduce_scatter: dimension {dim} of size {shape[dim]} is not divisible by group size "
                       f"{size}", span_of_value(value))
    out = list(shape)
    out[dim] //= size
    op = stablehlo.ReduceScatterOp(ranked_tensor(out, elt), value, dim, replica_groups_attr(groups),
                                   channel_handle=_channel(channel), use_global_device_ids=True)
    _sum_region(op.operation, elt)
    return op.result
