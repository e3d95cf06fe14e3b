"""Op-level computation graph (`CompGraph`) of a StableHLO training step.

Input: a module whose `main` is a training step such as `step(params, opt_state, batch) ->
(params, opt_state, loss)` (JAX, torch-mlir, or hand-written). The module is cloned, calls are inlined
and chlo legalized; the caller's module is never touched.

Nodes: every argument of `main` (op_name "arg"), then every op of `main`'s body in program order
(the terminator excluded), so node ids are a topological order. Ops with regions (while, case, if,
reduce, sort, ...) are single nodes; control flow sums its bodies (while: trips · body + (trips + 1) ·
cond, if/case: the costliest branch), the others use `cost_model.op_flops`. `bytes_read` = Σ operand
bytes, `output_bytes` = Σ result bytes; an input edge carries the bytes of the distinct values read
from that producer (values captured implicitly by regions included).

Argument roles, first match wins: a `tag.role` argument attribute ("param" | "opt_state" | "batch");
`arg_roles`; inference. Inference:
1. *State pairing.* For each result, walk producers backwards through nodes whose result has the
   result's shape (at most `_PAIR_VISIT_CAP` nodes); every argument of exactly the result's type met
   at hop distance d is a candidate (result, arg, d). Candidates are taken greedily by increasing d
   (ties: result position, then argument position) so that each argument and result pairs once:
   `new_w = w - lr·g` pairs w at distance 1, `new_m = β·m + ...` pairs m at distance 2, while the
   other same-typed arguments are further away along the update chain. A result still unpaired that
   is rebuilt slice by slice (`dynamic_update_slice`: per-layer state of a scan over stacked layers,
   unrolled) pairs, after those, with an argument of its type that the rebuilt slices read through
   a (dynamic) slice, the nearest first (`_slice_rebuilt_from`); then a returned PRNG key's data
   (`jax.random.split(key)` threaded through the step) with the key argument of its type it is
   computed from (`_split_key_from`). An argument declared batch
   pairs with nothing: it is fed afresh every step, so a result computed from it (a per-example
   error the step returns, a copy of the input a layer keeps) is not its next value.
2. *Parameters vs optimizer state.* The loss is what the step returns besides paired state. A paired
   float argument the loss depends on is a parameter (a paired integer one, such as an RNG seed
   state the dropout mask is drawn from, is optimizer state); the other paired arguments (Adam moments, step
   counters, running statistics) are optimizer state. Without any unpaired result, a paired argument
   with a consumer outside every pairing walk (it feeds the forward pass) is a parameter.
3. *Batch.* An unpaired argument whose leading dim equals `batch_size` is batch; an unpaired float
   argument the loss depends on is a (frozen or gradient-only) parameter; anything else is optimizer
   state. A gradient-only step (no paired state; returns a scalar loss and values no scalar result
   depends on, its gradients) has a parameter per returned gradient: the open float arguments of the
   gradients' exact types (`_gradient_only_params`), whatever their leading dim. Without
   `batch_size`, the batch size is the leading dim most other unpaired arguments of rank >= 1
   share (JAX PRNG key data, ui32[2] / ui32[4], does not vote: a dropout key is not batch); with no
   single most common one a TagError names the CLI flag (`--batch N`), `batch_size=` and `tag.role`.
   Arguments declared batch (`tag.role`, as `from_torch` marks inputs and targets) give the batch
   size by their leading dims, or, when those differ, by the one extent they all have (a time-major
   `[T, B, E]` input beside `[B]` targets), else by the one leading dim dividing all of theirs
   (`[B, T]` inputs beside labels flattened to `[B*T]`); a declared batch argument may carry the batch in a
   non-leading dim (`batch_dims.batch_axis`), an inferred one only in its leading dim (an unpaired
   `[T, B, E]` cannot be told from a frozen parameter by its shape).

Per parameter P (returned as `new_P`):
- *Update region* U: nodes reached backwards from `new_P` (and from the new values of P's optimizer
  state) through nodes of P's shape that carry no batch dim and that the loss does not depend on. An
  optimizer-state argument belongs to the parameter whose region reaches it at the smallest distance
  (else to one whose region its own region meets).
- *Entries*: nodes of U reading a parameter- or batch-dependent value made outside U (where the loss
  computation enters the update region, e.g. a weight-gradient dot or a backward while loop).
- *State-dependent part* D: nodes of U reachable from P's and its state's arguments inside U
  without passing through an entry.
- *Gradient*: G = nodes of U \\ D that depend on a parameter or batch argument (gradient-derived); the
  gradient node is the earliest node of G through which every path from G's sources into D passes
  (a common post-dominator), moved past a transpose/reshape/copy that is its only use. So Adam's
  `g` (read by both moment updates), a tied weight's summed gradient, or a clipped gradient is the
  node the update consumes.
- *Update nodes*: U minus the gradient and its ancestors, plus producers that depend on no parameter or
  batch and feed only this parameter's update (constants, bias-correction scalars).
- Gradient-only steps (`-> (loss, *grads)`): an unpaired parameter's gradient is the k-th unclaimed
  returned value of its type (k-th parameter of that type), and it has no update nodes.

Op roles: GRADIENT and UPDATE as above (updates of state that belongs to no parameter, e.g. Adam's
step count, are UPDATE without a parameter); FORWARD = ops the loss depends on; BACKWARD = other
ancestors of gradient nodes (including forward-side values only the backward pass reads, such as
ReLU masks: an approximation); ops that depend on a gradient and feed an update (global-norm clipping)
are UPDATE; the rest OTHER. Arguments carry PARAM / OPT_STATE / BATCH. `OpNode.param` is set on a
parameter's argument, gradient, update and optimizer-state nodes.

Batch dims: batch arguments carry the batch on dim 0; `propagate_batch_dim` maps it through ops
(documented there); anything unknown gives None (conservative: the value is treated as per-model).
A node's `batch_dim` is the completed one (`analysis.batch_completion`, what the lowering rebatches):
a broadcast of a per-channel statistic to an activation's shape carries the batch too. Parameter and
role analysis read the forward dims only.
"""
from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from tag.core.cost_model import (batch_group_count, compute_dtype, conv_planes, is_grouped_conv, op_flops,
                                 while_trip_count, window_visits)
from tag.core.host_library import kernel_path, relayout_bytes
from tag.core.model import CompGraph, OpNode, ParamInfo, Role
from tag.dialects.attributes import OpLike, as_operation, set_arg_attr
from tag.dialects.builders import element_dtype, is_integer_tensor, storage_bytes
from tag.dialects.constants import dense_value, splat_number
from tag.dialects.context import captured_values, clone_module
from tag.dialects.diagnostics import SourceSpan, TagError, span_of_location
from tag.dialects.layout import step_function
from tag.transforms import run_pipeline

from .batch_completion import StepNodes, complete_dims
from .batch_major import batch_major_rows, merges_batch_inside
from .batch_dims import ELEMENTWISE_OPS, batch_dims_of, i64s, propagate_batch_dim  # noqa: F401  (re-exported)

__all__ = ["ROLE", "ARG_ROLES", "build_graph", "get_arg_role", "set_arg_role", "flatten_module"]

ROLE = "tag.role"
ARG_ROLES = (Role.PARAM, Role.OPT_STATE, Role.BATCH)
FLATTEN_PIPELINE = ("builtin.module(tag-inline-calls,func.func(chlo-legalize-to-stablehlo),canonicalize,tag-unroll-loops,"
                    "canonicalize)")   # loops unrolled once their bodies are canonical (fewer ops)

_LAYOUT_OPS = frozenset({"stablehlo.transpose", "stablehlo.reshape", "stablehlo.copy"})
_PAIR_VISIT_CAP = 512          # nodes one pairing walk may visit
_REGION_VISIT_CAP = 4096       # nodes one update-region walk may visit
_POSTDOM_CAP = 512             # gradient-derived nodes above which the post-dominator search is skipped

Shape = tuple[int, ...]


# ------------------------------------------------------------------------------- tag.role attributes
def get_arg_role(func_op: OpLike, index: int) -> Role | None:
    """The `tag.role` of argument `index` of a function (None when absent). TagError if malformed."""
    op = as_operation(func_op)
    entry = _entry_attrs(op, "arg_attrs", index)
    attr = entry[ROLE] if entry is not None and ROLE in entry else None
    if attr is None:
        return None
    if not isinstance(attr, ir.StringAttr):
        raise TagError(f"{ROLE} of argument {index} must be a string, got {attr}", span_of_location(op.location))
    return _arg_role(ir.StringAttr(attr).value, f"{ROLE} of argument {index}", span_of_location(op.location))


def set_arg_role(func_op: OpLike, index: int, role: Role | str | None) -> None:
    """Write (or with None remove) `tag.role = "param" | "opt_state" | "batch"` on argument `index`."""
    op = as_operation(func_op)
    if role is None:
        set_arg_attr(op, index, ROLE, None)
        return
    role = _arg_role(role, f"{ROLE} of argument {index}", span_of_location(op.location))
    with op.context:
        set_arg_attr(op, index, ROLE, ir.StringAttr.get(role.value))


def _arg_role(value: Role | str, what: str, span: SourceSpan | None = None) -> Role:
    try:
        role = Role(value)
    except ValueError:
        role = None
    if role not in ARG_ROLES:
        allowed = ", ".join(r.value for r in ARG_ROLES)
        raise TagError(f"{what} must be one of {allowed}, got '{getattr(value, 'value', value)}'", span)
    return role


# ------------------------------------------------------------------------------------ flattening
def flatten_module(module: ir.Module) -> ir.Module:
    """A copy of `module` with calls inlined, chlo legalized, counted loops carrying float tensors
    unrolled within an op budget (`transforms.unroll_loops`: an RNN's time steps then split along the
    batch like any op) and canonicalized (same context); an arange read both as the batch row index
    and, broadcast into another dim, as another index gets a copy of its own for that broadcast
    (`_unshare_misplaced_row_indices`)."""
    copy = ir.Module.create(loc=module.operation.location)
    with module.context:
        attrs = module.operation.attributes
        for i in range(len(attrs)):
            named = attrs[i]
            copy.operation.attributes[named.name] = named.attr
        ip = ir.InsertionPoint(copy.body)
        for op in module.body.operations:
            op.operation.clone(ip=ip)
        _static_iotas(copy)
        _stablehlo_constants(copy)
        _drop_sharding_hints(copy)
    run_pipeline(copy, FLATTEN_PIPELINE)
    _unshare_uniform_values(copy)
    inferred = _inferred_batch(copy)
    flat = _batch_major(copy, inferred)
    if flat is not copy:                        # rewritten: infer again on what it became
        inferred = _inferred_batch(flat)
    _unshare_misplaced_row_indices(flat, inferred)
    return flat


class _InferredBatch(NamedTuple):
    """A flat step's ops, its batch arguments and batch size as `build_graph` infers them, and the
    batch dims forward propagation gives (`batch_dims_of`)."""

    raw: StepOps
    batch_args: list[int]
    batch_size: int
    dims: list[list[int | None]]


def _inferred_batch(flat: ir.Module) -> _InferredBatch | None:
    """`_InferredBatch` of `flat`, or None when it has no single block or no batch can be inferred
    (`build_graph` then reports why, located)."""
    func = step_function(flat)
    if len(func.regions[0].blocks) != 1:
        return None
    try:
        raw = extract_ops(func, "")
        _inputs, _succ, _pairing, roles, batch_size = _step_roles(raw, func, None, None)
        batch_args = [a for a in range(raw.num_args) if roles[a] is Role.BATCH]
        return _InferredBatch(raw, batch_args, batch_size, batch_dims_of(raw, batch_args, batch_size))
    except TagError:
        return None


def _unshare_uniform_values(module: ir.Module) -> None:
    """Give each reader of main's shared integer splat constants its own copy (canonicalization
    merges equal ones). One SSA value has one type after a batch split, so the batch analysis
    batches every reader of a value one reader needs batched: a merged `zeros([8], i64)` read both
    by the loss's row indices (batch 8) and by a pooling backward's position arithmetic (8
    positions) made the positions batched too, and the split program wrong. (Index arithmetic is
    integer; float constants stay shared.)"""
    func = step_function(module)
    block = func.regions[0].blocks[0]
    for op_view in list(block.operations):
        op = op_view.operation
        if not _integer_splat(op):
            continue
        uses = [(use.owner, use.operand_number) for use in op.results[0].uses]
        for owner, index in uses[1:]:
            copy = op.clone(ip=ir.InsertionPoint(op))
            owner.operands[index] = copy.results[0]


_INDEX_ARITHMETIC = frozenset("stablehlo." + n for n in (
    "iota", "add", "subtract", "multiply", "divide", "remainder", "negate", "abs", "maximum", "minimum",
    "clamp", "compare", "select", "and", "or", "not", "convert", "reshape", "broadcast_in_dim",
    "transpose", "slice", "concatenate"))


def _row_index_values(block: ir.Block, batch_size: int) -> tuple[set[ir.Value], set[ir.Value]]:
    """The integer tensor results of `block` computed from integer splat constants and iotas alone
    (through `_INDEX_ARITHMETIC` ops; the constants included), and those among them that read an
    iota of `batch_size` elements (an `arange(B)` and its index arithmetic)."""
    derived: set[ir.Value] = set()
    cone: set[ir.Value] = set()
    rows: set[ir.Value] = set()
    for op_view in block.operations:
        op = op_view.operation
        if len(op.results) != 1 or len(op.regions) or not is_integer_tensor(op.results[0].type):
            continue
        if op.name == "stablehlo.constant":
            if splat_number(op) is not None:
                derived.add(op.results[0])
                cone.add(op.results[0])
        elif op.name in _INDEX_ARITHMETIC and all(v in derived for v in op.operands):
            derived.add(op.results[0])
            cone.add(op.results[0])
            shape = ir.RankedTensorType(op.results[0].type).shape
            if any(v in rows for v in op.operands) or (
                    op.name == "stablehlo.iota" and shape[ir.IntegerAttr(op.attributes["iota_dimension"]).value] == batch_size):
                rows.add(op.results[0])
    return cone, rows


def _unshare_misplaced_row_indices(flat: ir.Module, inferred: _InferredBatch | None) -> None:
    """Give a broadcast that places a batched `arange(B)` (or index arithmetic on it) on another dim
    than its result's batch dim its own copy of that computation. torch-mlir's gather for
    `h[:, idx]` on a [B, N, F] activation indexes dim 0 with arange(B) and dim 2 with arange(F), one
    value when F == B: the row-index reader batches it (each replica's local arange), and the
    feature-index broadcast, kept whole (`distribute.rebatch`), then read the replicas' local aranges
    side by side, not arange(F): wrong features under data parallelism, a piece that does not verify
    with uneven shares. Its own copy is not batched. (Only such readers: a position or row index
    shared by a gather and its backward scatter links the two; unsharing it would run the scatter
    whole.)"""
    if inferred is None:
        return                      # no batch to find here: `build_graph` reports it, located
    cone, rows = _row_index_values(step_function(flat).regions[0].blocks[0], inferred.batch_size)
    if not rows:
        return
    try:
        dims, _ = complete_dims(flat, inferred.dims, inferred.batch_size)
    except TagError:
        return
    nodes = StepNodes.of(flat)
    misplaced: list[ir.Operation] = []
    for n, op in enumerate(nodes.ops):
        if op is None or op.name != "stablehlo.broadcast_in_dim":
            continue
        (p, j), = nodes.operands[n]
        if nodes.values[p][j] not in rows:
            continue
        b = dims[p][j]
        if b is not None and [int(x) for x in i64s(op, "broadcast_dimensions")][b] != dims[n][0]:
            misplaced.append(op)

    def copy(v: ir.Value, memo: dict[ir.Value, ir.Value], ip: ir.InsertionPoint) -> ir.Value:
        if v not in cone:
            return v
        if v not in memo:                   # splat constants too: one the original batches would batch the copy
            op = ir.OpResult(v).owner
            operands = [copy(x, memo, ip) for x in op.operands]
            new = op.clone(ip=ip)
            for i, x in enumerate(operands):
                new.operands[i] = x
            memo[v] = new.results[0]
        return memo[v]

    for op in misplaced:
        op.operands[0] = copy(op.operands[0], {}, ir.InsertionPoint(op))


def _integer_splat(op: ir.Operation) -> bool:
    if op.name != "stablehlo.constant" or len(op.results) != 1:
        return False
    t = op.results[0].type
    if not is_integer_tensor(t) or ir.RankedTensorType(t).rank == 0:
        return False
    return splat_number(op) is not None


def _batch_major(flat: ir.Module, inferred: _InferredBatch | None) -> ir.Module:
    """`flat` with its time-major merges of the batch made batch-major (`batch_major.batch_major_rows`),
    the batch arguments inferred as `build_graph` infers them (`inferred`; unchanged when they cannot
    be, or when there is no such merge). Rewritten on a copy, kept only if it verifies."""
    if inferred is None:
        return flat
    raw, batch_args, batch_size, bdims = inferred
    operand_dims = [[bdims[p][j] for p, j in raw.operands[n]] for n in range(len(raw.ops))]
    if not any(merges_batch_inside(raw.ops[n], operand_dims[n], [raw.shapes[p][j] for p, j in raw.operands[n]],
                                   raw.shapes[n][0] if raw.shapes[n] else None, batch_size)
               for n in range(raw.num_args, len(raw.ops))):
        return flat
    trial = clone_module(flat)
    try:
        with trial.context, ir.Location.unknown(trial.context):
            batch_major_rows(step_function(trial), batch_args, batch_size)
        ok = trial.operation.verify()
    except (TagError, ir.MLIRError, ValueError, IndexError):
        ok = False                 # the step as it is: the same values, its time-major ops run whole
    return trial if ok else flat


def _static_iotas(module: ir.Module) -> None:
    """Replace each `stablehlo.dynamic_iota` whose result type is static by a plain `iota` (torch's
    `arange` exports its length as a computation canonicalization does not fold): the batch
    analysis can then see a row index, and the shape computation becomes dead code."""
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "stablehlo.dynamic_iota":
            t = op.results[0].type
            if isinstance(t, ir.RankedTensorType) and ir.RankedTensorType(t).has_static_shape:
                found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    for op in found:
        dim = ir.IntegerAttr(op.attributes["iota_dimension"]).value
        with ir.InsertionPoint(op), op.location:
            iota = stablehlo.IotaOp(op.results[0].type, dim)
        op.results[0].replace_all_uses_with(iota.result)
        op.erase()


_SHARDING_HINTS = ("sdy.sharding_constraint", "sdy.reshard")


def _drop_sharding_hints(module: ir.Module) -> None:
    """Replace each sharding hint of the step — Shardy's `sdy.sharding_constraint` / `sdy.reshard`
    (`jax.lax.with_sharding_constraint`), GSPMD's `custom_call @Sharding` — by its operand: each is
    the identity on values, says how JAX should lay the value out (TAG plans its own), and names a
    mesh the carved pieces do not hold."""
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        hint = op.name in _SHARDING_HINTS or (
            op.name == "stablehlo.custom_call" and "call_target_name" in op.attributes
            and ir.StringAttr(op.attributes["call_target_name"]).value == "Sharding")
        if hint and len(op.operands) == 1 and len(op.results) == 1 and op.operands[0].type == op.results[0].type:
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    for op in found:
        op.results[0].replace_all_uses_with(op.operands[0])
        op.erase()


def _stablehlo_constants(module: ir.Module) -> None:
    """Replace each tensor-typed `arith.constant` (torch-mlir emits them) by the `stablehlo.constant`
    of the same value, so that every analysis sees one kind of constant (a batch-shaped splat is
    row-uniform). Constants the bindings cannot read (complex) stay as they are."""
    found: list[tuple[ir.Operation, ir.DenseElementsAttr]] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "arith.constant" and isinstance(op.results[0].type, ir.RankedTensorType):
            value = dense_value(op)
            if value is not None:
                found.append((op, value))
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    for op, value in found:
        with ir.InsertionPoint(op), op.location:
            constant = stablehlo.ConstantOp(value)
        op.results[0].replace_all_uses_with(constant.result)
        op.erase()


# ------------------------------------------------------------------------------------- extraction
@dataclass
class StepOps:
    """What one walk over `main` extracts; everything after works on ints."""

    ops: list[ir.Operation | None] = field(default_factory=list)       # None for arguments
    names: list[str] = field(default_factory=list)
    locs: list[str] = field(default_factory=list)
    flops: list[float] = field(default_factory=list)
    dtypes: list[str] = field(default_factory=list)
    compute_dtypes: list[str] = field(default_factory=list)                # dots/convolutions: cost_model.compute_dtype
    grouped: list[bool] = field(default_factory=list)                      # depthwise/grouped convolutions
    batch_groups: list[int] = field(default_factory=list)                  # a convolution's batch_group_count
    paths: list[str] = field(default_factory=list)                         # core.host_library.kernel_path
    visits: list[int] = field(default_factory=list)                        # cost_model.window_visits
    planes: list[int] = field(default_factory=list)                        # cost_model.conv_planes
    relayouts: list[int] = field(default_factory=list)                     # core.host_library.relayout_bytes
    shapes: list[tuple[Shape | None, ...]] = field(default_factory=list)   # per result
    types: list[tuple[str, ...]] = field(default_factory=list)             # per result, exact type text
    rbytes: list[tuple[int, ...]] = field(default_factory=list)            # per result
    operands: list[list[tuple[int, int]]] = field(default_factory=list)     # (node, result) in order
    captures: list[list[tuple[int, int]]] = field(default_factory=list)     # values read by regions
    returns: list[tuple[int, int]] = field(default_factory=list)            # main's results
    num_args: int = 0


class _TypeInfo:
    """Cached (shape, type text, element dtype, bytes) per MLIR type; types are uniqued."""

    def __init__(self) -> None:
        self._cache: dict[ir.Type, tuple[Shape | None, str, str, int]] = {}

    def __call__(self, t: ir.Type) -> tuple[Shape | None, str, str, int]:
        hit = self._cache.get(t)
        if hit is not None:
            return hit
        text = str(t)
        shape: Shape | None = None
        nbytes = 0
        dtype = text
        if isinstance(t, ir.RankedTensorType):
            rt = ir.RankedTensorType(t)
            dtype = element_dtype(rt)
            if rt.has_static_shape:
                shape = tuple(int(d) for d in rt.shape)
                et = rt.element_type
                width = _bit_width(et)
                nbytes = storage_bytes(math.prod(shape), width)     # i1: a byte each, as XLA and the lowering store it
        hit = (shape, text, dtype, nbytes)
        self._cache[t] = hit
        return hit


def _bit_width(et: ir.Type) -> int:
    if isinstance(et, ir.IntegerType):
        return ir.IntegerType(et).width
    if isinstance(et, ir.ComplexType):
        return 2 * _bit_width(ir.ComplexType(et).element_type)
    width = getattr(et, "width", None)
    if isinstance(width, int):
        return width
    if isinstance(et, ir.IndexType):
        return 64
    return 32


def _location(op: ir.Operation, source: str) -> str:
    span = span_of_location(op.location)
    if span is None:
        return source
    if source and span.file in ("-", "<input>", ""):
        span = SourceSpan(source, span.line, span.col)
    return str(span)


def _region_cost(op: ir.Operation) -> tuple[float, str]:
    """(flops, dominant dtype) of one op including nested control-flow bodies."""
    name = op.name
    if name == "stablehlo.while":
        trips = while_trip_count(op)
        trips = 1 if trips is None else trips
        cond, cd = _block_cost(op.regions[0].blocks[0])
        body, bd = _block_cost(op.regions[1].blocks[0])
        return trips * body + (trips + 1) * cond, bd if body >= cond else cd
    if name in ("stablehlo.if", "stablehlo.case"):
        best: tuple[float, str] = (0.0, "f32")
        for region in op.regions:
            if len(region.blocks):
                cost = _block_cost(region.blocks[0])
                if cost[0] > best[0]:
                    best = cost
        return best
    count, dtype = op_flops(op)
    return float(count), dtype


def _block_cost(block: ir.Block) -> tuple[float, str]:
    total = 0.0
    by_dtype: dict[str, float] = {}
    for inner in block.operations:
        flops, dtype = _region_cost(as_operation(inner))
        total += flops
        by_dtype[dtype] = by_dtype.get(dtype, 0.0) + flops
    dtype = max(by_dtype, key=lambda k: by_dtype[k]) if by_dtype else "f32"
    return total, dtype


_MATRIX_OPS = frozenset({"stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution"})


def extract_ops(main: ir.Operation, source: str) -> StepOps:
    raw = StepOps()
    info = _TypeInfo()
    where: dict[ir.Value, tuple[int, int]] = {}
    block = main.regions[0].blocks[0]
    for i, arg in enumerate(block.arguments):
        shape, text, dtype, nbytes = info(arg.type)
        if isinstance(arg.type, ir.TupleType):
            raise TagError(f"argument {i} of the training step has the tuple type '{text}'; TAG plans steps over "
                           "tensors: export with the tuple's elements as separate arguments",
                           _span_of_argument(arg) or span_of_location(main.location))
        if shape is None and isinstance(arg.type, ir.RankedTensorType):
            raise TagError(f"argument {i} of the training step has the dynamic shape '{text}' (a shape-polymorphic "
                           "export, e.g. jax.export with symbolic dimensions); TAG plans one static shape: export "
                           "with concrete sizes", _span_of_argument(arg) or span_of_location(main.location))
        where[arg] = (i, 0)
        raw.ops.append(None)
        raw.names.append("arg")
        raw.locs.append(_location_of_value(arg, source))
        raw.flops.append(0.0)
        raw.dtypes.append(dtype)
        raw.compute_dtypes.append("")
        raw.grouped.append(False)
        raw.batch_groups.append(1)
        raw.paths.append("")
        raw.visits.append(0)
        raw.planes.append(0)
        raw.relayouts.append(0)
        raw.shapes.append((shape,))
        raw.types.append((text,))
        raw.rbytes.append((nbytes,))
        raw.operands.append([])
        raw.captures.append([])
    raw.num_args = len(raw.ops)
    for op_view in block.operations:
        op = as_operation(op_view)
        name = op.name
        if name == "func.return":
            raw.returns = [where[v] for v in op.operands]
            continue
        node = len(raw.ops)
        operands = [where[v] for v in op.operands]
        shapes, texts, sizes = [], [], []
        for j, result in enumerate(op.results):
            if isinstance(result.type, ir.TupleType):   # the lowering splits tensors only (an internal error after the search)
                raise TagError(f"'{name}' makes a value of the tuple type '{result.type}'; TAG plans steps over "
                               "tensors: export without tuples (return their elements)", span_of_location(op.location))
            shape, text, _, nbytes = info(result.type)
            shapes.append(shape)
            texts.append(text)
            sizes.append(nbytes)
            where[result] = (node, j)
        captures: list[tuple[int, int]] = []
        if len(op.regions):
            flops, dtype = _region_cost(op)
            captures = _captured(op, where)
        else:
            count, dtype = op_flops(op)
            flops = float(count)
        raw.ops.append(op)
        raw.names.append(name)
        raw.locs.append(_location(op, source))
        raw.flops.append(flops)
        raw.dtypes.append(dtype)
        raw.compute_dtypes.append(compute_dtype(op) if name in _MATRIX_OPS else "")
        raw.grouped.append(is_grouped_conv(op))
        raw.batch_groups.append(batch_group_count(op))
        raw.paths.append(kernel_path(op))
        raw.visits.append(window_visits(op))
        raw.planes.append(conv_planes(op))
        raw.relayouts.append(relayout_bytes(op))
        raw.shapes.append(tuple(shapes))
        raw.types.append(tuple(texts))
        raw.rbytes.append(tuple(sizes))
        raw.operands.append(operands)
        raw.captures.append(captures)
    return raw


def _span_of_argument(arg: ir.Value) -> SourceSpan | None:
    try:
        return span_of_location(arg.location)
    except Exception:  # noqa: BLE001 - block arguments may carry no location
        return None


def _location_of_value(value: ir.Value, source: str) -> str:
    try:
        span = span_of_location(value.location)
    except Exception:  # noqa: BLE001 - block arguments may carry no location
        span = None
    if span is None:
        return source
    if source and span.file in ("-", "<input>", ""):
        span = SourceSpan(source, span.line, span.col)
    return str(span)


def _captured(op: ir.Operation, where: dict[ir.Value, tuple[int, int]]) -> list[tuple[int, int]]:
    """Values defined outside `op` that ops nested in its regions read (implicit captures)."""

    return captured_values(op, where)


# --------------------------------------------------------------------------------- graph helpers
def _ancestors(seeds: Sequence[int], inputs: list[list[int]]) -> set[int]:
    """Seeds and every node they (transitively) read."""
    seen = set(seeds)
    stack = list(seen)
    while stack:
        n = stack.pop()
        for p in inputs[n]:
            if p not in seen:
                seen.add(p)
                stack.append(p)
    return seen


def _walk_back(seed: int, shape: Shape | None, shapes: list[tuple[Shape | None, ...]], inputs: list[list[int]],
               is_arg: list[bool], allowed, cap: int, *, any_shape: bool = False) -> dict[int, int]:
    """Hop distances of the nodes reached backwards from `seed` through non-argument nodes having a
    result of `shape` (of any shape with `any_shape`) that pass `allowed`; arguments are recorded (any
    shape) but not expanded."""
    dist = {seed: 0}
    queue = deque([seed])
    while queue and len(dist) < cap:
        n = queue.popleft()
        if is_arg[n]:
            continue
        d = dist[n] + 1
        for p in inputs[n]:
            if p in dist:
                continue
            if is_arg[p]:
                dist[p] = d
            elif (any_shape or shape in shapes[p]) and allowed(p):
                dist[p] = d
                queue.append(p)
    return dist


def _is_float(dtype: str) -> bool:
    return dtype.startswith(("f", "bf", "complex"))




# -------------------------------------------------------------------------------- role inference
@dataclass
class _Pairing:
    arg_of_result: dict[int, int]          # result position -> argument node
    result_of_arg: dict[int, int]          # argument node -> result position
    walked: set[int]                       # every non-argument node some pairing walk visited


def _pair_state(raw: StepOps, inputs: list[list[int]], is_arg: list[bool],
                batch: frozenset[int] = frozenset(), named: dict[int, int] | None = None,
                state: frozenset[int] = frozenset()) -> _Pairing:
    """Rule 1 of the module docstring. Arguments in `batch` (declared batch) pair with no result: a
    batch input is fed afresh every step, so a result computed from it (a per-example error the step
    returns, a copy a layer keeps) is not its next value. `named` (result -> argument whose
    `jax.arg_info` is the result's `jax.result_info`, e.g. from_torch's `buffer['ema.w']`) pairs
    first, and at equal distance an argument declared state (`state`) goes before the others: an EMA
    buffer updated as `0.99 * t + 0.01 * w` reaches its own argument and the parameter `w` equally
    near, and the parameter (first by index) took the buffer's next value."""
    named = named or {}
    candidates: list[tuple[int, int, int]] = []
    walked: set[int] = set()
    for r, (node, j) in enumerate(raw.returns):
        shape, text = raw.shapes[node][j], raw.types[node][j]
        if is_arg[node]:
            if node not in batch:
                candidates.append((0, r, node))
            continue
        dist = _walk_back(node, shape, raw.shapes, inputs, is_arg, lambda p: True, _PAIR_VISIT_CAP)
        for n, d in dist.items():
            if is_arg[n]:
                if raw.types[n][0] == text and n not in batch:
                    candidates.append((d, r, n))
            else:
                walked.add(n)
    pairing = _Pairing({}, {}, walked)
    ranked = sorted((named.get(r) != a, d, a not in state, r, a) for d, r, a in candidates)
    for *_, r, a in ranked:
        if r not in pairing.arg_of_result and a not in pairing.result_of_arg:
            pairing.arg_of_result[r] = a
            pairing.result_of_arg[a] = r
    for finder in (_slice_rebuilt_from, _split_key_from):
        later = [(d, r, a) for r, (node, j) in enumerate(raw.returns)
                 if r not in pairing.arg_of_result and not is_arg[node]
                 for d, a in finder(raw, inputs, is_arg, node, j, batch)]
        for _, r, a in sorted(later):
            if r not in pairing.arg_of_result and a not in pairing.result_of_arg:
                pairing.arg_of_result[r] = a
                pairing.result_of_arg[a] = r
    return pairing


def _split_key_from(raw: StepOps, inputs: list[list[int]], is_arg: list[bool], node: int, j: int,
                    batch: frozenset[int]) -> list[tuple[int, int]]:
    """Rule 1's last pass, for a returned PRNG key's data (`_is_prng_key`'s types) no argument was
    paired with: `key, sub = jax.random.split(key)` (a dropout key threaded through the step,
    optax.noisy_sgd's state) computes the new key as a slice of the threefry output, of another
    shape. (hop distance, argument) per PRNG-key argument of the result's exact type it is computed from."""
    shape, text = raw.shapes[node][j], raw.types[node][j]
    dtype = text.rsplit("x", 1)[-1].rstrip(">")
    if not (dtype == "ui32" and shape is not None and len(shape) == 1 and shape[0] in (2, 4)):
        return []
    dist = _walk_back(node, shape, raw.shapes, inputs, is_arg, lambda p: True, _PAIR_VISIT_CAP, any_shape=True)
    return [(d, n) for n, d in dist.items() if is_arg[n] and raw.types[n][0] == text and n not in batch]


_SLICE_READS = frozenset({"stablehlo.dynamic_slice", "stablehlo.slice"})


def _slice_rebuilt_from(raw: StepOps, inputs: list[list[int]], is_arg: list[bool], node: int, j: int,
                        batch: frozenset[int]) -> list[tuple[int, int]]:
    """Rule 1's second pass, for a result no argument of its type was met on the way back to: a
    state stacked per scanned layer (`nn.scan`'s batch_stats, a `lax.scan` over stacked layers) is
    rebuilt slice by slice (`dynamic_update_slice` into a fresh buffer, once the loop is unrolled), each
    slice computed from a (dynamic) slice of the old state. (hop distance from a rebuilding update,
    argument) per argument of the result's exact type read through such a slice."""
    shape, text = raw.shapes[node][j], raw.types[node][j]
    chain = _walk_back(node, shape, raw.shapes, inputs, is_arg, lambda p: True, _PAIR_VISIT_CAP)
    updates = [raw.operands[n][1][0] for n in chain
               if not is_arg[n] and raw.names[n] == "stablehlo.dynamic_update_slice" and len(raw.operands[n]) > 1]
    if not updates:
        return []
    dist = {u: 1 for u in updates}
    queue = deque(updates)
    found: dict[int, int] = {}
    while queue and len(dist) < _PAIR_VISIT_CAP:
        n = queue.popleft()
        if is_arg[n]:
            continue
        if raw.names[n] in _SLICE_READS:
            a = raw.operands[n][0][0]
            if is_arg[a] and raw.types[a][0] == text and a not in batch:
                found.setdefault(a, dist[n])
        for p in inputs[n]:
            if p not in dist:
                dist[p] = dist[n] + 1
                queue.append(p)
    return [(d, a) for a, d in found.items()]


_HOW_TO_ROLE = ("pass --batch N to tag plan / tag apply (batch_size= in Python), or mark the batch "
                "arguments with tag.role = \"batch\" argument attributes")


def _is_prng_key(raw: StepOps, a: int) -> bool:
    """A JAX PRNG key's data (`jax.random.key_data`: ui32[2] threefry, ui32[4] rbg): never the batch."""
    shape = raw.shapes[a][0]
    return raw.dtypes[a] == "ui32" and shape is not None and len(shape) == 1 and shape[0] in (2, 4)


def _majority_lead(raw: StepOps, open_args: Sequence[int]) -> set[int]:
    """The leading dim most unpaired arguments of rank >= 1 share (PRNG keys aside); every tied dim
    when there is no single most common one."""
    counts: dict[int, int] = {}
    for a in open_args:
        shape = raw.shapes[a][0]
        if shape and not _is_prng_key(raw, a):
            counts[shape[0]] = counts.get(shape[0], 0) + 1
    if not counts:
        return set()
    top = max(counts.values())
    return {d for d, c in counts.items() if c == top}


def _gradient_only_params(raw: StepOps, pairing: _Pairing, inputs: list[list[int]], open_args: Sequence[int]) -> set[int]:
    """Rule 3's gradient-only parameters: in a step that pairs no state and returns a scalar loss
    besides other computed values (`-> (loss, *grads)`, torch-mlir style), the returned values no
    scalar result depends on are gradients, and the k-th open float argument of a gradient's exact
    type (k < the number of such gradients) is a parameter, whatever its leading dim."""
    if pairing.arg_of_result:
        return set()
    computed = [raw.returns[r] for r in range(len(raw.returns)) if raw.returns[r][0] >= raw.num_args]
    scalars = [n for n, j in computed if raw.shapes[n][j] == ()]
    if not scalars:
        return set()
    forward = _ancestors(scalars, inputs)
    counts: dict[str, int] = {}
    for n, j in computed:
        if raw.shapes[n][j] and n not in forward:
            counts[raw.types[n][j]] = counts.get(raw.types[n][j], 0) + 1
    found: set[int] = set()
    for a in open_args:
        text = raw.types[a][0]
        if counts.get(text, 0) > 0 and _is_float(raw.dtypes[a]):
            counts[text] -= 1
            found.add(a)
    return found


def _given_role(func: ir.Operation, arg_roles: Sequence[Role | str] | None, i: int) -> Role | None:
    """Argument i's declared role: its `tag.role`, else `arg_roles[i]`, else None."""
    role = get_arg_role(func, i)
    if role is None and arg_roles is not None:
        role = _arg_role(arg_roles[i], f"arg_roles[{i}]")
    return role


def _classify_args(raw: StepOps, pairing: _Pairing, inputs: list[list[int]], succ: list[list[int]],
                   batch_size: int | None, given: list[Role | None]) -> tuple[list[Role], int]:
    """Argument roles and the batch size (rules 2-3 of the module docstring); `given`: the declared
    roles (`_given_role`)."""
    n_args = raw.num_args
    unpaired_results = [raw.returns[r][0] for r in range(len(raw.returns)) if r not in pairing.arg_of_result]
    loss_deps = _ancestors(unpaired_results, inputs) if unpaired_results else None
    roles: list[Role | None] = list(given)
    for a in range(n_args):
        if roles[a] is not None or a not in pairing.result_of_arg:
            continue
        if not _is_float(raw.dtypes[a]):            # no gradient: a seed or a counter
            roles[a] = Role.OPT_STATE
        elif loss_deps is not None:
            roles[a] = Role.PARAM if a in loss_deps else Role.OPT_STATE
        else:
            feeds_forward = any(c not in pairing.walked for c in succ[a])
            roles[a] = Role.PARAM if feeds_forward else Role.OPT_STATE
    open_args = [a for a in range(n_args) if roles[a] is None]
    grad_only = _gradient_only_params(raw, pairing, inputs, open_args)
    if batch_size is None:
        declared = [raw.shapes[a][0] for a in range(n_args) if given[a] is Role.BATCH]
        leads = {s[0] for s in declared if s}
        if len(leads) > 1:
            # time-major inputs ([T, B, ...]) beside batch-major targets ([B]): the one extent every
            # declared batch argument has (its batch dim: `batch_dims.batch_axis`)
            common = set.intersection(*(set(s) for s in declared if s))
            if len(common) == 1:
                leads = common
            else:
                # rows flattened with another dim ([B*T] labels beside [B, T] inputs): the one
                # leading dim that divides every declared batch argument's (`batch_dims.batch_axis`)
                dividing = {d for d in leads if all(s[0] % d == 0 for s in declared if s)}
                if len(dividing) == 1:
                    leads = dividing
        if not declared:
            leads = _majority_lead(raw, [a for a in open_args if a not in grad_only]) \
                or _majority_lead(raw, open_args)
        if len(leads) != 1:
            what = "the batch arguments have" if declared else "the unpaired arguments have"
            found = ", ".join(str(x) for x in sorted(leads)) or "none"
            raise TagError(f"cannot infer the batch size: {what} leading dims {{{found}}}; {_HOW_TO_ROLE}")
        batch_size = leads.pop()
    if batch_size <= 0:
        raise TagError(f"batch_size must be positive, got {batch_size}")
    for a in open_args:
        shape = raw.shapes[a][0]
        if a in grad_only and loss_deps is not None and a in loss_deps:
            roles[a] = Role.PARAM
        elif shape and shape[0] == batch_size:
            roles[a] = Role.BATCH
        elif _is_float(raw.dtypes[a]) and loss_deps is not None and a in loss_deps:
            roles[a] = Role.PARAM
        else:
            roles[a] = Role.OPT_STATE
    if not any(r is Role.BATCH for r in roles):
        raise TagError(f"no batch argument: no argument has leading dim {batch_size}; {_HOW_TO_ROLE}")
    return [r for r in roles if r is not None], batch_size


# --------------------------------------------------------------------------- parameter analysis
def _post_dominator(members: set[int], feeders: set[int], inputs: list[list[int]],
                    succ: list[list[int]]) -> int | None:
    """Earliest node of the DAG `members` through which every path from its sources to a feeder's
    exit passes (feeders exit into the update's state-dependent part)."""
    order = sorted(members)
    pdom: dict[int, frozenset[int] | None] = {}
    for n in reversed(order):
        sets = [pdom[s] for s in succ[n] if s in members and pdom.get(s) is not None]
        if n in feeders:
            sets.append(frozenset())
        if not sets:
            pdom[n] = None            # no path to the update: irrelevant
            continue
        common = frozenset.intersection(*sets) if len(sets) > 1 else sets[0]
        pdom[n] = common | {n}
    sources = [n for n in order if pdom[n] is not None and not any(p in members for p in inputs[n])]
    if not sources:
        return None
    common = frozenset.intersection(*(pdom[s] for s in sources))
    return min(common) if common else None


@dataclass
class _ParamAnalysis:
    params: list[ParamInfo]
    update_of: dict[int, int | None]     # update node -> parameter index (None: shared state update)
    grads: dict[int, int]                # gradient node -> parameter index


def _analyse_params(raw: StepOps, roles: list[Role], pairing: _Pairing, bdims: list[list[int | None]],
                    inputs: list[list[int]], succ: list[list[int]], loss_deps: set[int],
                    model_dep: list[bool], is_arg: list[bool], names: list[str]) -> _ParamAnalysis:
    n_args = raw.num_args
    param_args = [a for a in range(n_args) if roles[a] is Role.PARAM]
    state_args = [a for a in range(n_args) if roles[a] is Role.OPT_STATE and a in pairing.result_of_arg]

    def allowed(p: int) -> bool:
        # a backward loop carries batch cotangents beside the per-model gradient it accumulates
        per_model = any(b is None for b in bdims[p]) if raw.names[p] == "stablehlo.while" \
            else all(b is None for b in bdims[p])
        return per_model and p not in loss_deps

    def region(arg: int) -> dict[int, int]:
        node, j = raw.returns[pairing.result_of_arg[arg]]
        if is_arg[node]:
            return {node: 0}
        return _walk_back(node, raw.shapes[node][j], raw.shapes, inputs, is_arg, allowed, _REGION_VISIT_CAP)

    regions = {a: region(a) for a in param_args if a in pairing.result_of_arg}
    owner: dict[int, int] = {}
    claims = sorted((dist[s], p, s) for p, dist in regions.items() for s in state_args if s in dist)
    for _, p, s in claims:
        owner.setdefault(s, p)
    state_regions = {s: region(s) for s in state_args}
    for s in state_args:
        if s in owner:
            continue
        reach = state_regions[s]
        near = sorted((d, n) for n, d in reach.items() if n in regions)
        if near:
            owner[s] = near[0][1]
            continue
        for p, dist in regions.items():
            if any(n in dist for n in reach if not is_arg[n]):
                owner[s] = p
                break

    params: list[ParamInfo] = []
    update_of: dict[int, int | None] = {}
    grads: dict[int, int] = {}
    unpaired_results = [r for r in range(len(raw.returns)) if r not in pairing.arg_of_result]
    claimed: set[int] = set()
    for index, a in enumerate(param_args):
        states = sorted(s for s, p in owner.items() if p == a)
        info = ParamInfo(names[a], a, raw.rbytes[a][0], opt_state_nodes=states)
        params.append(info)
        if a not in regions:
            # gradient-only step: the k-th unclaimed returned value of the parameter's type
            for r in unpaired_results:
                node, j = raw.returns[r]
                if r not in claimed and raw.types[node][j] == raw.types[a][0] and not is_arg[node]:
                    claimed.add(r)
                    info.grad_node = node
                    grads.setdefault(node, index)
                    break
            continue
        members: set[int] = {n for n in regions[a] if not is_arg[n]}
        for s in states:
            members |= {n for n in state_regions[s] if not is_arg[n]}
        starts = [a, *states]
        # entries: where the loss computation enters the region (they read a parameter- or
        # batch-dependent value made outside it); the state-dependent part never includes them
        entry = {n for n in members if any(p not in members and p not in starts and model_dep[p]
                                           for p in inputs[n])}
        dependent: set[int] = set()
        stack = list(starts)
        while stack:
            n = stack.pop()
            for c in succ[n]:
                if c in members and c not in dependent and c not in entry:
                    dependent.add(c)
                    stack.append(c)
        gradient_like = {n for n in members if n not in dependent and model_dep[n]}
        feeders = {n for n in gradient_like if any(c in dependent for c in succ[n])}
        grad = None
        if feeders:
            if len(gradient_like) <= _POSTDOM_CAP:
                grad = _post_dominator(gradient_like, feeders, inputs, succ)
            if grad is None:
                grad = max(feeders)
            # a transpose/reshape/copy that is the gradient's only use is still the gradient
            while True:
                uses = [c for c in succ[grad] if c in gradient_like]
                if len(uses) != 1 or len(succ[grad]) != 1 or raw.names[uses[0]] not in _LAYOUT_OPS \
                        or len(inputs[uses[0]]) != 1:
                    break
                grad = uses[0]
        excluded: set[int] = set()
        if grad is not None:
            excluded.add(grad)
            stack = [grad]
            while stack:
                n = stack.pop()
                for p in inputs[n]:
                    if p in members and p not in excluded:
                        excluded.add(p)
                        stack.append(p)
        info.grad_node = grad
        if grad is not None:
            grads.setdefault(grad, index)
        info.update_nodes = sorted(n for n in members if n not in excluded and n not in update_of)
        for n in info.update_nodes:
            update_of[n] = index
    # state that belongs to no parameter (e.g. a step counter): its update region, no parameter
    for s in state_args:
        if s in owner:
            continue
        reach = state_regions[s]
        stack, dependent = [s], set()
        while stack:
            n = stack.pop()
            for c in succ[n]:
                if c in reach and c not in dependent:
                    dependent.add(c)
                    stack.append(c)
        for n in sorted(dependent):
            if n not in update_of and n not in grads:
                update_of[n] = None
    return _ParamAnalysis(params, update_of, grads)


# ------------------------------------------------------------------------------------- build
def _step_roles(raw: StepOps, func: ir.Operation, batch_size: int | None,
                arg_roles: Sequence[Role | str] | None
                ) -> tuple[list[list[int]], list[list[int]], _Pairing, list[Role], int]:
    """Each node's inputs (operands and captures, first use order) and readers, the state pairing,
    the argument roles and the batch size (`_classify_args`)."""
    count = len(raw.ops)
    inputs: list[list[int]] = []
    for n in range(count):
        seen: list[int] = []
        for p, _ in raw.operands[n] + raw.captures[n]:
            if p not in seen:
                seen.append(p)
        inputs.append(seen)
    succ: list[list[int]] = [[] for _ in range(count)]
    for n in range(count):
        for p in inputs[n]:
            succ[p].append(n)
    if arg_roles is not None and len(arg_roles) != raw.num_args:
        raise TagError(f"arg_roles has {len(arg_roles)} entries but the step has {raw.num_args} arguments")
    given = [_given_role(func, arg_roles, a) for a in range(raw.num_args)]
    pairing = _pair_state(raw, inputs, [n < raw.num_args for n in range(count)],
                          frozenset(a for a, r in enumerate(given) if r is Role.BATCH),
                          _named_pairs(func, raw.num_args, len(raw.returns)),
                          frozenset(a for a, r in enumerate(given) if r is Role.OPT_STATE))
    roles, batch_size = _classify_args(raw, pairing, inputs, succ, batch_size, given)
    return inputs, succ, pairing, roles, batch_size


def build_graph(module: ir.Module, *, batch_size: int | None = None, arg_roles: Sequence[Role | str] | None = None,
                source: str = "", flatten: bool = True) -> CompGraph:
    """The op-level DAG of the training step in `module` (see the module docstring for the rules).
    `flatten=False` takes `module` as already flat (an annotated module: `tag plan` flattened it, and
    its node ids are its ops as they stand)."""
    flat = flatten_module(module) if flatten else module
    func = step_function(flat)
    if len(func.regions[0].blocks) != 1:
        raise TagError("the training step must be a single-block function after inlining",
                       span_of_location(func.location))
    raw = extract_ops(func, source)
    count = len(raw.ops)
    n_args = raw.num_args
    is_arg = [n < n_args for n in range(count)]
    inputs, succ, pairing, roles, batch_size = _step_roles(raw, func, batch_size, arg_roles)
    batch_args = [a for a in range(n_args) if roles[a] is Role.BATCH]
    bdims = batch_dims_of(raw, batch_args, batch_size)

    names = _arg_names(func, n_args, pairing)
    model_dep = [False] * count
    for n in range(count):
        if n < n_args:
            model_dep[n] = roles[n] in (Role.PARAM, Role.BATCH)
        else:
            model_dep[n] = any(model_dep[p] for p in inputs[n])

    # loss: returned values that are neither paired state nor (gradient-only) gradients
    provisional_loss = [raw.returns[r][0] for r in range(len(raw.returns)) if r not in pairing.arg_of_result]
    provisional_deps = _ancestors(provisional_loss, inputs)
    analysis = _analyse_params(raw, roles, pairing, bdims, inputs, succ, provisional_deps, model_dep,
                               is_arg, names)
    provisional_set = set(provisional_loss)
    grad_results = {n for n in analysis.grads if n in provisional_set and n not in analysis.update_of}
    loss_nodes = [n for n in provisional_loss if n not in grad_results and not is_arg[n]]
    loss_deps = _ancestors(loss_nodes, inputs) if loss_nodes else set()

    node_roles: list[Role] = [Role.OTHER] * count
    node_param: list[int | None] = [None] * count
    for a in range(n_args):
        node_roles[a] = roles[a]
    for index, info in enumerate(analysis.params):
        node_param[info.arg_node] = index
        for s in info.opt_state_nodes:
            node_param[s] = index
    for n, index in analysis.update_of.items():
        node_roles[n] = Role.UPDATE
        node_param[n] = index
    for n, index in analysis.grads.items():
        node_roles[n] = Role.GRADIENT
        node_param[n] = index
    # absorb producers that depend on no parameter/batch and feed only one parameter's update
    for n in range(count - 1, n_args - 1, -1):
        if node_roles[n] is not Role.OTHER or model_dep[n] or not succ[n]:
            continue
        owners = {node_param[c] for c in succ[n]}
        if all(node_roles[c] is Role.UPDATE for c in succ[n]) and len(owners) == 1:
            node_roles[n] = Role.UPDATE
            node_param[n] = owners.pop()
    for n in loss_deps:
        if n >= n_args and node_roles[n] is Role.OTHER:
            node_roles[n] = Role.FORWARD
    for n in _ancestors(list(analysis.grads), inputs):
        if n >= n_args and node_roles[n] is Role.OTHER:
            node_roles[n] = Role.BACKWARD
    # gradient-derived ops feeding an update (e.g. global-norm clipping) are updates too
    after_grad = [False] * count
    for n in range(n_args, count):
        after_grad[n] = n in analysis.grads or any(after_grad[p] for p in inputs[n])
    feeds_update = _ancestors([n for n in range(count) if node_roles[n] is Role.UPDATE], inputs)
    for n in range(n_args, count):
        if node_roles[n] is Role.OTHER and after_grad[n] and n in feeds_update:
            node_roles[n] = Role.UPDATE

    per_param: list[list[int]] = [[] for _ in analysis.params]
    for n in range(n_args, count):
        if node_roles[n] is Role.UPDATE and node_param[n] is not None:
            per_param[node_param[n]].append(n)
    for info, updates in zip(analysis.params, per_param):
        info.update_nodes = updates

    # the nodes carry the dims the lowering rebatches (`batch_completion`): a broadcast of a statistic
    # to an activation's shape runs on a replica's rows, and the cost model prices it so
    node_dims, _ = complete_dims(flat, bdims, batch_size)
    result_index: dict[int, int] = {}
    for r, (node, _) in enumerate(raw.returns):
        result_index.setdefault(node, r)
    nodes: list[OpNode] = []
    for n in range(count):
        read: dict[int, int] = {}
        for p, j in dict.fromkeys(raw.operands[n] + raw.captures[n]):
            read[p] = read.get(p, 0) + raw.rbytes[p][j]
        bd = next((b for b in node_dims[n] if b is not None), None)
        nodes.append(OpNode(
            id=n, op_name=raw.names[n], location=raw.locs[n], role=node_roles[n], flops=raw.flops[n],
            bytes_read=sum(raw.rbytes[p][j] for p, j in raw.operands[n]),
            output_bytes=sum(raw.rbytes[n]), inputs=list(read.items()), batch_dim=bd, param=node_param[n],
            arg_index=n if n < n_args else None, result_index=result_index.get(n), dtype=raw.dtypes[n],
            compute_dtype=raw.compute_dtypes[n], grouped=raw.grouped[n], batch_groups=raw.batch_groups[n],
            kernel_path=raw.paths[n], window_visits=raw.visits[n], conv_planes=raw.planes[n],
            relayout_bytes=raw.relayouts[n]))
    return CompGraph(nodes=nodes, params=analysis.params, batch_size=batch_size, source=source,
                     carried=dict(pairing.result_of_arg))


def _entry_attrs(func: ir.Operation, key: str, index: int) -> ir.DictAttr | None:
    if key not in func.attributes:
        return None
    arr = ir.ArrayAttr(func.attributes[key])
    return ir.DictAttr(arr[index]) if index < len(arr) else None


def _named_pairs(func: ir.Operation, n_args: int, n_results: int) -> dict[int, int]:
    """Result -> argument with the same name (`jax.result_info` == `jax.arg_info`), where exactly one
    argument carries that name."""
    def info(key: str, attr: str, index: int) -> str | None:
        d = _entry_attrs(func, key, index)
        value = d[attr] if d is not None and attr in d else None
        return ir.StringAttr(value).value if isinstance(value, ir.StringAttr) else None

    by_name: dict[str, list[int]] = {}
    for a in range(n_args):
        name = info("arg_attrs", "jax.arg_info", a)
        if name:
            by_name.setdefault(name, []).append(a)
    out: dict[int, int] = {}
    for r in range(n_results):
        args = by_name.get(info("res_attrs", "jax.result_info", r) or "", [])
        if len(args) == 1:
            out[r] = args[0]
    return out


def _arg_names(func: ir.Operation, n_args: int, pairing: _Pairing) -> list[str]:
    """Per argument: the `tag.name` our exporters write (e.g. `params/dense/kernel`), else
    `jax.result_info` of the paired result (e.g. `result[0]['w1']`), its `jax.arg_info`, or `arg<i>`."""
    names = []
    for a in range(n_args):
        r = pairing.result_of_arg.get(a)
        found = f"arg{a}"
        own = _entry_attrs(func, "arg_attrs", a)
        if own is not None and "tag.name" in own and isinstance(own["tag.name"], ir.StringAttr):
            names.append(ir.StringAttr(own["tag.name"]).value)
            continue
        for key, index in (("res_attrs", r), ("arg_attrs", a)):
            d = _entry_attrs(func, key, index) if index is not None else None
            info = d["jax.result_info" if key == "res_attrs" else "jax.arg_info"] \
                if d is not None and ("jax.result_info" if key == "res_attrs" else "jax.arg_info") in d else None
            if isinstance(info, ir.StringAttr):
                found = ir.StringAttr(info).value
                break
        names.append(found)
    return names
