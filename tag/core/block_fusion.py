"""Compute prices of the ops of one IR block under the fusion model the planner uses.

The device simulator (`runtime.device_sim`) and the overlap scheduler's ready-time estimates
(`transforms.schedule_timing`) run per-device programs op by op; XLA runs them as fused kernels.
`block_op_times` prices every op of a block as the planner's op graph is priced (`core.fusion`),
with two GEMM folds on top:

1. **GEMM folds** (`cost_model.gemm_epilogue_time`, `gemm_operand_fusion_time`): an `add`/`convert`
   in the epilogue of the GEMM producing its operand, a slice feeding only a GEMM, a
   dynamic_update_slice placing a GEMM's result. They are priced by those rules and are fusion
   boundaries (the GEMM's kernel, not a loop fusion, holds them).
2. **Loop fusion** (`core.fusion.fusion_costs` on a `CompGraph` of the block): chains of elementwise
   and cheap data-movement ops become one kernel that reads each value from outside it once and
   writes only the values read outside it (by an op that is not in the cluster, the terminator, or
   an op nested in another op's region); reductions absorb their elementwise producers; tiny values
   are recomputed in their consumers. A loop/reduce/reshape node costs
   kernel_time(flops, read + written bytes, "f32" vector rate, its class, its launches) exactly as
   `cost_model.graph_node_time` charges a node of the planner's graph.
3. Everything else (GEMMs, convolutions, collectives, scatter/gather/sort, control flow):
   `cost_model.op_compute_time`, as before (collectives and zero-cost ops: 0).

Fusion boundaries: values produced outside the block (block arguments, captured values), by
collectives and by async_start/async_done are read from memory; a fusion never spans a communication
wait. Control flow (while, if, case) is a `kernel` of `core.fusion`: never fused; a reduction's
region is its combiner, not a block of its own. Invariant: the total of a block depends only on its
dataflow, not on its op order (a cluster's reads and launch are charged to its first member in block
order), so every schedule of the block is priced with the same work.
"""
from __future__ import annotations

from jax.extend.mlir import ir

from tag.dialects.attributes import as_operation

from .cost_model import (
    COLLECTIVE_OPS,
    _tensor_bytes,
    gemm_epilogue_time,
    gemm_operand_fusion_time,
    kernel_time,
    op_compute_time,
    op_flops,
)
from .fusion import fusion_costs, op_class
from .hardware import Chip
from .model import CompGraph, OpNode, Role

__all__ = ["block_op_times", "op_time_in_block"]

_BOUNDARY = "tag.fusion_boundary"       # an op name `core.fusion` classes as "kernel": never joins a cluster
_FUSED_CLASSES = frozenset({"loop", "reduce", "free"})
_ASYNC = frozenset({"stablehlo.async_start", "stablehlo.async_done"})
_TERMINATORS = frozenset({"func.return", "stablehlo.return", "sdy.return"})


def _gemm_fold_time(op: ir.Operation, chip: Chip) -> float | None:
    t = gemm_epilogue_time(op, chip)
    return gemm_operand_fusion_time(op, chip) if t is None else t


def _operand_read_bytes(op: ir.Operation, i: int) -> int:
    """Bytes an op reads of its operand i: a slice reads only what it keeps (`cost_model.bytes_touched`)."""
    if i == 0 and op.name in ("stablehlo.slice", "stablehlo.dynamic_slice"):
        return _tensor_bytes(op.results)
    return _tensor_bytes([op.operands[i]])


def _nested_operands(op: ir.Operation) -> list[ir.Value]:
    """Values an op's regions read (a while body reading a captured value reads it through the op)."""
    found: list[ir.Value] = []

    def visit(inner: ir.Operation) -> ir.WalkResult:
        found.extend(inner.operands)
        return ir.WalkResult.ADVANCE

    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                as_operation(inner).walk(visit)
    return found


def block_op_times(block: ir.Block, chip: Chip) -> dict[ir.Operation, float]:
    """Seconds each non-terminator op of `block` keeps the compute stream busy (module docstring)."""
    ops = [as_operation(o) for o in block.operations]
    body = [op for op in ops if op.name not in _TERMINATORS]
    nodes: list[OpNode] = []
    producer: dict[ir.Value, int] = {}
    folds: dict[ir.Operation, float] = {}

    def node_of(value: ir.Value) -> int:
        n = producer.get(value)
        if n is None:          # defined outside the block: an argument of this graph
            n = producer[value] = len(nodes)
            size = _tensor_bytes([value])
            nodes.append(OpNode(n, "arg", "", Role.OTHER, 0.0, 0, size))
        return n

    op_node: dict[ir.Operation, int] = {}
    for op in body:
        inputs = [(node_of(v), _tensor_bytes([v])) for v in op.operands]
        if op.regions:
            inputs += [(producer[v], _tensor_bytes([v])) for v in _nested_operands(op) if v in producer]
        fold = _gemm_fold_time(op, chip)
        name = op.name
        if fold is not None:
            folds[op] = fold
            name = _BOUNDARY
        elif name in _ASYNC:
            name = _BOUNDARY
        n = len(nodes)
        nodes.append(OpNode(n, name, "", Role.OTHER, float(op_flops(op)[0]), 0, _tensor_bytes(op.results), inputs))
        op_node[op] = n
        for r in op.results:
            producer[r] = n
    for op in ops:
        if op.name in _TERMINATORS:
            for v in op.operands:
                n = producer.get(v)
                if n is not None:
                    nodes[n].result_index = 0
    charges = fusion_costs(CompGraph(nodes, [], 0))
    times: dict[ir.Operation, float] = {}
    for op in body:
        if op in folds:
            times[op] = folds[op]
            continue
        n = op_node[op]
        charge = charges[n]
        if nodes[n].op_name == _BOUNDARY or op.name in COLLECTIVE_OPS or charge.op_class not in _FUSED_CLASSES \
                or op_class(op.name) not in _FUSED_CLASSES:
            times[op] = op_compute_time(op, chip)
            continue
        if charge.op_class == "free" and not (charge.writes or any(charge.reads)):
            times[op] = 0.0
            continue
        read = sum(_operand_read_bytes(op, i) for i, r in enumerate(charge.reads) if r)
        written = _tensor_bytes(op.results) if charge.writes else 0
        times[op] = kernel_time(nodes[n].flops, read + written, chip, "f32", charge.op_class, charge.launches)
    return times


def op_time_in_block(op: ir.Operation, chip: Chip, cache: dict[ir.Block, dict[ir.Operation, float]]) -> float:
    """`block_op_times` of the block holding `op`, computed once per block into `cache`."""
    block = op.block
    times = cache.get(block)
    if times is None:
        times = cache[block] = block_op_times(block, chip)
    return times.get(op, 0.0)
