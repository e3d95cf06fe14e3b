"""What every value of a training step is under a batch split, and where replicas must synchronise.

Kinds (per value of the flat step, `Value = (node, result)`):
- BATCHED: carries the batch on `batch_dims[node][result]`; a replica holding rows [s, e) of the
  batch holds exactly that slice of it (sizes along the batch dim are batch_size · k; rows scale by k);
- REPLICATED: does not depend on the batch (weights, constants, functions of them): equal everywhere;
- REDUCED: depends on the batch but has no batch dim (loss, weight gradients, BatchNorm statistics).

Replicas of an AllReduce/PS group run the group's ops on their rows. A REDUCED value computed there
is a *partial sum*: the full value is the sum over replicas, provided every op from the batch
reduction to it is linear in the partial operand. Linear (partial stays partial):
`reduce`-add over batched operands with a zero init, `dot_general`/`convolution` contracting the
batch, `scatter`-add of batched updates into zeros (embedding gradients) (sums over rows); on partial operands: negate, convert/reshape/transpose/broadcast_in_dim/
slice/reverse/copy, add/subtract of partials only, multiply by or dot with one non-partial operand,
divide of a partial by a non-partial, zero-padded pad, concatenate/reduce-add of partials. Mean
losses stay exact because the global batch size is a constant of the program (sum / B).
Every other use of a partial operand needs the *synced* value (sum over the replicas): AllReduce among
the group's replicas, or PS push/pull for a gradient whose strategy says PS. Synchronisation is also
forced where a partial value leaves the group, is returned, or is a parameter's gradient (the node
the strategy's per-gradient decision is about).

`phase[node]`: within its group, the number of synchronisations on the longest path into it; a
group's ops of one phase run as one piece between two synchronisations.
"""
from __future__ import annotations

import enum
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field

from jax.extend.mlir import ir

from tag.analysis.batch_dims import add_body
from tag.dialects.constants import splat_number
from tag.dialects.diagnostics import TagError

__all__ = ["Kind", "Value", "StepValues", "SyncPlan", "classify_values", "plan_syncs"]

Value = tuple[int, int]     # (node, result index)


class Kind(enum.Enum):
    BATCHED = "batched"
    REPLICATED = "replicated"
    REDUCED = "reduced"


@dataclass
class StepValues:
    """Kinds of every value; `inputs[node]` are (value, operand position or -1 for region captures)."""

    num_args: int
    names: list[str]
    locs: list[str]
    ops: list[ir.Operation | None]
    batch_dims: list[list[int | None]]
    kinds: list[list[Kind]]
    inputs: list[list[tuple[Value, int]]]
    returns: list[Value]

    def kind(self, v: Value) -> Kind:
        return self.kinds[v[0]][v[1]]


def classify_values(raw, batch_dims: Sequence[Sequence[int | None]], batch_args: Sequence[int]) -> StepValues:
    """Kinds from `planner.graph.extract_ops`'s record and completed batch dims."""
    n_nodes = len(raw.ops)
    batch = set(batch_args)
    # batch dependence per result: any batch-dependent input, except that an optimization barrier
    # (an identity on each operand) passes operand j's dependence to result j alone
    dep: list[list[bool]] = []
    inputs: list[list[tuple[Value, int]]] = []
    for n in range(n_nodes):
        ins = [(v, i) for i, v in enumerate(raw.operands[n])] + [(v, -1) for v in raw.captures[n]]
        inputs.append(ins)
        count = len(raw.shapes[n])
        if raw.names[n] == "stablehlo.optimization_barrier" and len(raw.operands[n]) == count:
            dep.append([dep[p][r] for p, r in raw.operands[n]])
        else:
            any_dep = n in batch or any(dep[p][r] for (p, r), _ in ins)
            dep.append([any_dep] * max(count, 1))
    kinds: list[list[Kind]] = []
    for n in range(n_nodes):
        row = []
        for j in range(len(raw.shapes[n])):
            if batch_dims[n][j] is not None:
                row.append(Kind.BATCHED)
            elif dep[n][j]:
                row.append(Kind.REDUCED)
            else:
                row.append(Kind.REPLICATED)
        kinds.append(row)
    return StepValues(raw.num_args, list(raw.names), list(raw.locs), list(raw.ops),
                      [list(b) for b in batch_dims], kinds, inputs, list(raw.returns))


# ------------------------------------------------------------------------------ linearity rules
_UNARY_LINEAR = {"stablehlo.negate", "stablehlo.reshape", "stablehlo.transpose", "stablehlo.broadcast_in_dim",
                 "stablehlo.broadcast", "stablehlo.slice", "stablehlo.reverse", "stablehlo.copy"}
_CONTRACTIONS = {"stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution"}


def _is_zero_constant(values: StepValues, v: Value) -> bool:
    """A zero splat constant, possibly broadcast, reshaped or converted."""
    op = values.ops[v[0]]
    while op is not None and op.name in ("stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.convert"):
        op = values.ops[values.inputs[v[0]][0][0][0]]
        v = values.inputs[v[0]][0][0]
    if op is None or op.name != "stablehlo.constant":
        return False
    return splat_number(op) == 0


def _float_convert(op: ir.Operation) -> bool:
    t_in = ir.RankedTensorType(op.operands[0].type).element_type
    t_out = ir.RankedTensorType(op.results[0].type).element_type
    return isinstance(t_in, ir.FloatType) and isinstance(t_out, ir.FloatType)


def _linear_use(values: StepValues, node: int, partial_ops: set[int], batched_ops: set[int]) -> bool:
    """Whether `node` is linear in its partial operands `partial_ops` (positions) given which
    operands are batched; True means the result is a partial sum."""
    op = values.ops[node]
    assert op is not None
    name = op.name
    n_operands = len(op.operands)
    others = [i for i in range(n_operands) if i not in partial_ops]
    if batched_ops:          # batch -> reduced: only sums over rows qualify
        if partial_ops:
            return False
        if name in _CONTRACTIONS:
            return True
        if name == "stablehlo.reduce" and n_operands == 2 and add_body(op):
            return _is_zero_constant(values, values.inputs[node][1][0])
        if name == "stablehlo.scatter" and n_operands == 3 and add_body(op) and 0 not in batched_ops:
            return _is_zero_constant(values, values.inputs[node][0][0])     # Σ rows' updates into zeros
        return False
    if name in _UNARY_LINEAR:
        return partial_ops == {0}
    if name == "stablehlo.convert":
        return _float_convert(op)
    if name in ("stablehlo.add", "stablehlo.subtract"):
        return not others
    if name == "stablehlo.multiply":
        return len(partial_ops) == 1
    if name == "stablehlo.divide":
        return partial_ops == {0}
    if name in _CONTRACTIONS:
        return len(partial_ops) == 1
    if name == "stablehlo.pad":
        return partial_ops == {0} and _is_zero_constant(values, values.inputs[node][1][0])
    if name == "stablehlo.concatenate":
        return not others
    if name == "stablehlo.reduce" and n_operands == 2 and add_body(op):
        return partial_ops == {0} and _is_zero_constant(values, values.inputs[node][1][0])
    return False


@dataclass
class SyncPlan:
    """For the ops of replicated (batch-split) groups: which values are partial sums, which uses
    read the synced value, and each op's phase within its group."""

    partial: dict[Value, bool] = field(default_factory=dict)
    synced_uses: set[tuple[int, int]] = field(default_factory=set)    # (consumer node, input index)
    synced_values: set[Value] = field(default_factory=set)            # values some use reads synced
    phase: list[int] = field(default_factory=list)


def plan_syncs(values: StepValues, group_of: Sequence[int], split_groups: set[int],
               forced: set[Value], domain: Sequence[Hashable] | None = None) -> SyncPlan:
    """Partial-sum tracking over the ops of `split_groups` (see the module docstring). `forced`:
    values whose every use reads the synced value when partial (gradients, returned values).
    `domain[g]`: groups with equal domains run on the same replicas with the same rows, so a partial
    sum may flow between them unsynchronised (default: every group is its own domain).
    TagError for a batch reduction that is not a sum (the replicas' results cannot be combined)."""
    if domain is None:
        domain = list(range(max(group_of, default=-1) + 1))
    n_nodes = len(values.ops)
    plan = SyncPlan(phase=[0] * n_nodes)
    n_args = values.num_args
    for node in range(n_args, n_nodes):
        g = group_of[node]
        phase = 0
        split = g in split_groups
        partial_ops: set[int] = set()
        batched_ops: set[int] = set()
        partial_inputs: list[int] = []
        for k, ((p, j), pos) in enumerate(values.inputs[node]):
            same = p >= n_args and domain[group_of[p]] == domain[g]
            if p >= n_args and group_of[p] == g:
                phase = max(phase, plan.phase[p])
            if values.kinds[p][j] is Kind.BATCHED and pos >= 0:
                batched_ops.add(pos)
            if plan.partial.get((p, j), False):
                if (p, j) in forced or not same:   # read as the synced sum
                    plan.synced_uses.add((node, k))
                    plan.synced_values.add((p, j))
                    continue
                partial_inputs.append(k)
                if pos >= 0:
                    partial_ops.add(pos)
        out_kinds = values.kinds[node]
        reduced_any = any(k is Kind.REDUCED for k in out_kinds)
        batched_any = any(values.kinds[p][j] is Kind.BATCHED for (p, j), _ in values.inputs[node])
        sync_all = False
        is_partial = False
        if split and reduced_any and batched_any:
            batched_capture = any(pos < 0 and values.kinds[p][j] is Kind.BATCHED for (p, j), pos in values.inputs[node])
            if len(out_kinds) != 1 or batched_capture or not _linear_use(values, node, set(), batched_ops):
                raise TagError(f"unsupported: {values.names[node]} at {values.locs[node]} reduces over the batch "
                               f"dimension with something other than a sum, so replicas holding parts of the "
                               f"batch cannot combine their results; place its op group on one device, "
                               f"duplicate it or make it model-parallel")
            is_partial = True
            sync_all = bool(partial_inputs)          # a partial operand of a row sum is combined first
        elif split and reduced_any and partial_inputs:
            captured = any(values.inputs[node][k][1] < 0 for k in partial_inputs)
            if len(out_kinds) == 1 and not captured and _linear_use(values, node, partial_ops, set()):
                is_partial = True
            else:
                sync_all = True
        elif partial_inputs:
            sync_all = True
        if sync_all:
            for k in partial_inputs:
                plan.synced_uses.add((node, k))
                plan.synced_values.add(values.inputs[node][k][0])
        for k, ((p, j), _) in enumerate(values.inputs[node]):
            if (node, k) in plan.synced_uses and p >= n_args and group_of[p] == g:
                phase = max(phase, plan.phase[p] + 1)
        plan.phase[node] = phase
        for j in range(len(out_kinds)):
            plan.partial[(node, j)] = is_partial
    return plan
