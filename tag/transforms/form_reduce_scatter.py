"""`tag-form-reduce-scatter`: `dynamic_slice(all_reduce(x), my shard)` → `reduce_scatter(x)`.

Shardy lowers "partial sum, then sharded" as an all-reduce followed by each device slicing its own
shard, with the offset computed from `partition_id`. That moves n/1 times the data a reduce-scatter
moves and hides the dot → reduce-scatter pattern the overlap passes decompose. The rewrite is done
only when it is provably the same: the reduction is a plain sum, every user of the all-reduce is a
dynamic_slice that keeps all dims but one, which it cuts to size/n, and the offset - evaluated for
every partition - equals (position of the partition in its replica group) x (size/n).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

import numpy as np
from jax.extend.mlir import ir

from tag.dialects.builders import shape_of
from tag.dialects.collectives import ChannelIds, build_reduce_scatter_sum, num_partitions, position_in_group_table, replica_groups
from tag.dialects.partition_eval import evaluate_per_partition

from .pass_base import ModulePass, PassContext, register_pass
from .rewrite import RewritePattern, Rewriter, apply_patterns


def is_sum_reduction(op: ir.Operation) -> bool:
    """The all_reduce's region is `return add(arg0, arg1)`."""
    block = op.regions[0].blocks[0]
    ops = list(block.operations)
    if len(ops) != 2 or ops[0].name != "stablehlo.add" or ops[1].name != "stablehlo.return":
        return False
    args, add_operands = list(block.arguments), list(ops[0].operands)
    if len(args) != 2 or ops[1].operands[0] != ops[0].results[0]:
        return False
    return add_operands in ([args[0], args[1]], [args[1], args[0]])


@dataclass
class ReduceScatterPattern(RewritePattern):
    root: ClassVar[str] = "stablehlo.all_reduce"
    partitions: int
    channels: ChannelIds
    ctx: PassContext
    pass_name: str
    reported: set[str] = field(default_factory=set)

    def why_not(self, op: ir.Operation) -> tuple[str | None, int, list[ir.Operation]]:
        """(reason it does not match or None, scatter dim, the slices)."""
        if len(op.operands) != 1 or len(op.results) != 1:
            return "variadic all_reduce", -1, []
        if not is_sum_reduction(op):
            return "reduction is not a plain sum", -1, []
        groups = replica_groups(op)
        if not groups or sum(len(g) for g in groups) != self.partitions:
            return "replica groups do not cover every partition", -1, []
        n = len(groups[0])
        users = [use.owner for use in op.results[0].uses]
        users = [u.operation if hasattr(u, "operation") else u for u in users]
        if not users or any(u.name != "stablehlo.dynamic_slice" or u.operands[0] != op.results[0] for u in users):
            return "not every user is a dynamic_slice of the result", -1, []
        full = shape_of(op.results[0])
        table = position_in_group_table(groups, self.partitions)
        dim = -1
        for user in users:
            sizes = list(ir.DenseI64ArrayAttr(user.attributes["slice_sizes"]))
            cut = [d for d, (s, f) in enumerate(zip(sizes, full)) if s != f]
            if len(cut) != 1 or full[cut[0]] != sizes[cut[0]] * n:
                return "slice does not take one 1/n shard of one dimension", -1, []
            if dim not in (-1, cut[0]):
                return "users slice different dimensions", -1, []
            dim = cut[0]
            for d, index in enumerate(list(user.operands)[1:]):
                offsets = evaluate_per_partition(index, self.partitions)
                if offsets is None:
                    return "slice offset is not a function of partition_id", -1, []
                expected = np.array(table) * sizes[dim] if d == dim else np.zeros(self.partitions)
                if not np.array_equal(offsets.reshape(self.partitions), expected):
                    return "slice offset is not this device's shard", -1, []
        return None, dim, users

    def match_and_rewrite(self, op: ir.Operation, rewriter: Rewriter) -> bool:
        reason, dim, users = self.why_not(op)
        if reason is not None:
            where = str(op.location)
            if where not in self.reported:  # the driver offers the op again on every sweep
                self.reported.add(where)
                self.ctx.remark(self.pass_name, op, f"all_reduce left alone: {reason}")
            return False
        with rewriter.before(op), op.location:
            scattered = build_reduce_scatter_sum(op.operands[0], dim, replica_groups(op), self.channels)
        for user in users:
            rewriter.replace_op(user, [scattered])
        rewriter.erase_op(op)
        self.ctx.remark(self.pass_name, scattered.owner, f"all_reduce + dynamic_slice -> reduce_scatter on dim {dim}")
        return True


@register_pass
@dataclass
class FormReduceScatterPass(ModulePass):
    name: ClassVar[str] = "tag-form-reduce-scatter"
    summary: ClassVar[str] = "Turn all_reduce(sum) whose users only slice their own shard into reduce_scatter."

    def run(self, module: ir.Module, ctx: PassContext) -> None:
        n = num_partitions(module)
        if n <= 1:
            ctx.remark(self.name, None, "single-partition module: nothing to do")
            return
        pattern = ReduceScatterPattern(n, ChannelIds.for_module(module), ctx, self.name)
        apply_patterns(module.operation, [pattern])
