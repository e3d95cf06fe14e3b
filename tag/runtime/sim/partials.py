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
  it is a partial sum (`grad_sum`, and `alive` under the strategy): a gradient made from values
  already summed (another gradient, a partial of another layout) is the same on every replica;
- per partial value, `row_sum` (a row sum of its own), `flow_in` (the partial inputs it reads as
  partials) and `readers` (the groups reading it). At simulate time (`PartialSums.alive`) a value is
  still partial when its group is split and it is a row sum, or one of its partial inputs is still
  partial, in its sync domain (the same layout) and not forced: the lowering synchronises a partial
  that another domain reads, or that the step returns, for every use, so what is made from it alone is
  whole (a BatchNorm statistic read by a group of another layout: its own group's later partials
  derived from it need no sync of their own).
"""
from __future__ import annotations

from dataclasses import dataclass, field

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
    grad_sum: list[bool]                      # gradient node -> a partial sum (synchronised when its group is split)
    group_of: list[int] = field(default_factory=list)
    row_sum: list[bool] = field(default_factory=list)         # partial node -> a row sum (its own partial)
    flow_in: list[tuple[int, ...]] = field(default_factory=list)   # partial node -> partial inputs it reads partial
    readers: list[tuple[int, ...]] = field(default_factory=list)   # partial node -> groups of its consumers
    contained: list[bool] = field(default_factory=list)  # partial node -> its partial ancestry stays in its
                                                         # group, unreturned: partial whenever the group is split
    # partial node on a single chain of one-partial-input ops from a row sum (else None): the groups that
    # must share its group's layout, split, for it to be partial (the chain's groups and their readers')
    support: list[tuple[int, ...] | None] = field(default_factory=list)
    _alive: dict = field(default_factory=dict)

    def alive(self, kids: "tuple[int, ...]", splits: "tuple[bool, ...]") -> "_Alive":
        """Per node (indexable, evaluated on demand), whether it is a partial sum (or a summed gradient)
        under a strategy whose groups have layouts `kids[g]` and are batch-split where `splits[g]`, as
        `distribute.analysis` finds with the lowering's sync domains: its group is split and it is a row
        sum of its own, or it is made (linearly) from a partial input that is still partial, in its
        domain and not *forced* — a partial value some op of another domain reads, or that the step
        returns, is synchronised for every use (`distribute.lower`: values leaving their sync domain),
        so what its own group makes from it alone is whole. (A sum of a forced partial and a live one:
        the lowering synchronises the live operand and not the sum; here the sum stays partial — one
        synchronisation either way.) Cached per (kids, splits)."""
        key = (kids, splits)
        hit = self._alive.get(key)
        if hit is None:
            if len(self._alive) > 4096:
                self._alive.clear()
            hit = self._alive[key] = _Alive(self, kids, splits)
        return hit


class _Alive:
    """`PartialSums.alive` of one strategy: `alive[node]`, memoised (an explicit stack: chains of linear
    ops may be long)."""

    __slots__ = ("ps", "kids", "splits", "memo")

    def __init__(self, ps: PartialSums, kids: "tuple[int, ...]", splits: "tuple[bool, ...]"):
        self.ps, self.kids, self.splits = ps, kids, splits
        self.memo: dict[int, bool] = {}

    def _feeds(self, p: int, n: int) -> bool:
        """Whether partial input p can keep n partial: same layout, and p not forced (returned, or read by
        a group of another layout or an unsplit one)."""
        ps, kids, splits = self.ps, self.kids, self.splits
        kp = kids[ps.group_of[p]]
        if kp != kids[ps.group_of[n]] or ps.returned[p]:
            return False
        return all(kids[h] == kp and splits[h] for h in ps.readers[p])

    def __getitem__(self, node: int) -> bool:
        ps, splits = self.ps, self.splits
        if ps.contained[node]:
            return splits[ps.group_of[node]]
        sup = ps.support[node]
        if sup is not None:
            kids = self.kids
            k = kids[ps.group_of[node]]
            return splits[ps.group_of[node]] and all(kids[h] == k and splits[h] for h in sup)
        memo = self.memo
        hit = memo.get(node)
        if hit is not None:
            return hit
        stack = [node]
        while stack:
            n = stack[-1]
            if n in memo:
                stack.pop()
                continue
            if not (ps.partial[n] or ps.grad_sum[n]) or not splits[ps.group_of[n]]:
                memo[n] = False
            elif ps.row_sum[n]:
                memo[n] = True
            else:
                feeds = [p for p in ps.flow_in[n] if self._feeds(p, n)]
                todo = [p for p in feeds if p not in memo]
                if todo:
                    stack.extend(todo)
                    continue
                memo[n] = any(memo[p] for p in feeds)
            stack.pop()
        return memo[node]


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
    row_sums = [False] * n_nodes
    flow_in: list[tuple[int, ...]] = [()] * n_nodes
    reader_groups: list[set[int]] = [set() for _ in range(n_nodes)]
    for i, node in enumerate(nodes):
        batched[i] = node.batch_dim is not None
        if node.op_name == "arg":
            dep[i] = node.role is Role.BATCH
            continue
        ins = [p for p, _ in node.inputs]
        dep[i] = any(dep[p] for p in ins)
        g = group_of[i]
        for p in ins:
            reader_groups[p].add(g)
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
            row_sums[i] = not flow
            flow_in[i] = tuple(flow)
            if i in grads:
                grad_sum[i] = True                  # synchronised by the gradient sync, not read as a partial
            else:
                partial[i] = True
                returned[i] = node.result_index is not None
        flows[i] = tuple(p for p in flow if group_of[p] != g)
    readers = [tuple(sorted(reader_groups[i])) if partial[i] else () for i in range(n_nodes)]
    contained = [False] * n_nodes
    support: list[tuple[int, ...] | None] = [None] * n_nodes
    for i in range(n_nodes):
        if partial[i] or grad_sum[i]:
            g = group_of[i]
            contained[i] = row_sums[i] or all(contained[p] and group_of[p] == g and not returned[p]
                                              and readers[p] == (g,) for p in flow_in[i])
            if row_sums[i]:
                support[i] = ()
            elif len(flow_in[i]) == 1 and support[flow_in[i][0]] is not None and not returned[flow_in[i][0]]:
                p = flow_in[i][0]
                support[i] = tuple(sorted(set(support[p]) | {group_of[p]} | set(readers[p])))
    return PartialSums(batched, partial, synced, flows, returned, grad_sum, list(group_of), row_sums,
                       flow_in, readers, contained, support)
