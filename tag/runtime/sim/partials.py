"""Partial sums: values replicas of a batch-split group must synchronise in the middle of the step.

`distribute.analysis` (what `tag apply` lowers) decides, per value of the step, whether it is a
*partial sum* — it depends on the batch, has no batch dimension, and every op from the sum over the
replica's rows to it is linear — and which uses read the synchronised sum (an AllReduce over the
group's replicas): a non-linear consumer (BatchNorm's rsqrt of the variance, a batched value made from
the partial, ...), a returned or carried value (the loss, moving statistics), and any use outside
the value's *sync domain* (groups split over the same devices with the same rows).

The search model only has the op graph (`CompGraph`: op names, de-duplicated inputs, batch dims),
so this module re-derives that analysis from it once per graph and grouping, assuming every group is
batch-split and all groups form one domain (what data parallelism gives); `engine` decides at
simulate time which of it applies to a strategy:

- batched values: a batch dim in the graph (completed as the lowering completes them,
  `analysis.batch_completion`: e.g. a broadcast of a statistic to an activation's shape), and any op
  of batched inputs other than a row sum;
- a node is REDUCED when it depends on a batch argument and is not batched; a REDUCED node fed by
  batched inputs is a row sum (dot/convolution contracting the batch, reduce, a scatter of batched
  updates into an unbatched operand: the lowering refuses any other batch reduction) and so a
  partial sum;
- on partial inputs (by op name; operand positions are the graph's input order): negate, reshape,
  transpose, broadcast(_in_dim), slice, reverse, copy and float convert of the partial; add /
  subtract / concatenate of partials only; multiply or dot with one partial operand; divide of a
  partial by a non-partial; pad / reduce of the partial — keep it partial. Everything else, and any
  use producing a batched value, reads the synchronised sum (a *synced use*);
- returned values are synchronised wherever they are read and by the end of the step; parameter
  gradients are left to the gradient sync (`collectives`, `engine`), which synchronises one only while
  it is a partial sum (`grad_sum`, and `still_partial` under the strategy): a gradient made from values
  already summed (another gradient, a partial of another layout) is the same on every replica;
- per partial value, `groups`: the groups its partial inputs passed through (itself included) and
  `local`: whether one chain of partial ops from a row sum to it lies inside its own group. At
  simulate time a value is still partial when its group is split and either it is local or every
  one of those groups has its layout (same domain).
"""
from __future__ import annotations

from dataclasses import dataclass

from tag.core.model import CompGraph, Role

__all__ = ["PartialSums", "partial_sums"]

_UNARY_LINEAR = frozenset({"stablehlo.negate", "stablehlo.reshape", "stablehlo.transpose",
                           "stablehlo.broadcast_in_dim", "stablehlo.broadcast", "stablehlo.slice",
                           "stablehlo.reverse", "stablehlo.copy", "stablehlo.convert"})
_CONTRACTIONS = frozenset({"stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution"})
_ROW_SUMS = _CONTRACTIONS | {"stablehlo.reduce"}


@dataclass(slots=True, eq=False)
class PartialSums:
    """The analysis of one graph under one grouping (module docstring)."""

    batched: list[bool]                       # node -> its value carries the batch (as the lowering finds it)
    partial: list[bool]                       # node -> partial sum (under the all-split assumption)
    synced_uses: list[tuple[int, ...]]        # node -> partial producers it reads synchronised
    flows: list[tuple[int, ...]]              # node -> partial producers of other groups it reads partial
    returned: list[bool]                      # node -> a partial value the step returns
    groups: list[tuple[int, ...]]             # partial node -> groups of its partial ancestry (sorted)
    local: list[bool]
    grad_sum: list[bool]                      # gradient node -> a partial sum (synchronised when its group is split)

    def still_partial(self, node: int, own_kid: int, kid_of: "list[int]") -> bool:
        """Whether partial sum (or summed gradient) `node`, made in a group of layout `own_kid`, is still a
        partial sum under a strategy whose groups have layouts `kid_of[group]`: a chain of partial ops
        inside its own group makes it one, or every group of its partial ancestry shares that layout (one
        sync domain); otherwise a synchronisation upstream made it whole (`distribute.analysis`: a partial
        read across domains is read as its sum). The caller checks that its group is batch-split."""
        return self.local[node] or all(kid_of[x] == own_kid for x in self.groups[node])


def _linear(op: str, partial_pos: list[int], n_inputs: int) -> bool:
    """Whether an op stays a partial sum when inputs `partial_pos` (positions) are partial."""
    if op in _UNARY_LINEAR:
        return partial_pos == [0]
    if op in ("stablehlo.add", "stablehlo.subtract", "stablehlo.concatenate"):
        return len(partial_pos) == n_inputs
    if op == "stablehlo.multiply" or op in _CONTRACTIONS:
        return len(partial_pos) == 1 and n_inputs == 2           # x·x (one input) is not linear
    if op == "stablehlo.divide":
        return partial_pos == [0] and n_inputs == 2
    if op in ("stablehlo.pad", "stablehlo.reduce"):
        return partial_pos == [0]
    return False


def partial_sums(graph: CompGraph, group_of: list[int]) -> PartialSums:
    nodes = graph.nodes
    n_nodes = len(nodes)
    grads = {info.grad_node for info in graph.params if info.grad_node is not None}
    dep = [False] * n_nodes
    batched = [False] * n_nodes
    partial = [False] * n_nodes
    grad_sum = [False] * n_nodes
    synced: list[tuple[int, ...]] = [()] * n_nodes
    flows: list[tuple[int, ...]] = [()] * n_nodes
    returned = [False] * n_nodes
    groups: list[tuple[int, ...]] = [()] * n_nodes
    local = [False] * n_nodes
    for i, node in enumerate(nodes):
        batched[i] = node.batch_dim is not None
        if node.op_name == "arg":
            dep[i] = node.role is Role.BATCH
            continue
        ins = [p for p, _ in node.inputs]
        dep[i] = any(dep[p] for p in ins)
        g = group_of[i]
        batched_in = any(batched[p] for p in ins)
        row_sum = node.op_name in _ROW_SUMS or (node.op_name == "stablehlo.scatter" and len(ins) == 3
                                                and batched[ins[2]] and not batched[ins[0]])
        if dep[i] and not batched[i] and batched_in and not row_sum:
            batched[i] = True                   # not a row sum: the lowering finds its batch dim
        reduced = dep[i] and not batched[i]
        forced_in = [p for p in ins if partial[p] and returned[p]]
        part_pos = [k for k, p in enumerate(ins) if partial[p] and not returned[p]]
        is_partial = False
        sync_all = False
        if reduced and batched_in:              # a row sum (the lowering refuses other batch reductions);
            is_partial = True                   # its partial operands are combined first
            sync_all = bool(part_pos)
        elif reduced and part_pos:
            if _linear(node.op_name, part_pos, len(ins)):
                is_partial = True
            else:
                sync_all = True
        elif part_pos:
            sync_all = True
        reads = list(forced_in)
        flow = []
        if sync_all:
            reads += [ins[k] for k in part_pos]
        else:
            flow = [ins[k] for k in part_pos]
        synced[i] = tuple(p for p in reads if p not in grads)
        if is_partial:
            if i in grads:
                grad_sum[i] = True                  # synchronised by the gradient sync, not read as a partial
            else:
                partial[i] = True
                returned[i] = node.result_index is not None
            gs = {g}
            loc = not flow                                  # a row sum of its own
            for p in flow:
                gs.update(groups[p])
                if group_of[p] == g and local[p]:
                    loc = True
            groups[i] = tuple(sorted(gs))
            local[i] = loc
        flows[i] = tuple(p for p in flow if group_of[p] != g)
    return PartialSums(batched, partial, synced, flows, returned, groups, local, grad_sum)
