"""Analytical costs of StableHLO ops, shared by the overlap gate and the simulators.

Compute: one kernel per op (`op_compute_time`) or per fusion (`graph_node_time`, fusion rules in
`core.fusion`), under the chip's calibrated `KernelModel` (`kernel_time`, docs/calibration.md):
    t = launch_s + max(flops / (efficiency(class) · peak(dtype)), bytes_touched / (memory_efficiency · bw))
(GEMMs and convolutions: efficiency(class, flops) = eff_max · flops / (flops + F_half), the size
curve of `KernelModel`; F_half = 0, a flat efficiency, unless the chip's model was measured with one)
with bytes_touched = Σ operand bytes + Σ result bytes (static tensors only) and
- dot_general: 2 · MACs (`tag.dialects.dot.flops`), at the chip's peak for `compute_dtype` (the lhs
  element type; f32 at DEFAULT precision runs as TF32 where the chip has TF32 matrix units);
- convolution: 2 · |output| · |kernel| / kernel_output_features, at the lhs element type's peak;
- elementwise and other vector work (map, compare, select, convert, ...): 1 flop per result element,
  at the chip's f32 (vector) rate;
- reduce: 1 flop per input element per reduced operand; reduce_window: |output| · |window|;
  sort: |input| · log2(sort dim);
- data movement (transpose, broadcast_in_dim, slice, concatenate, gather, scatter, pad, copy,
  dynamic_(update_)slice, iota...): bytes only;
- free (`ZERO_COST_OPS`): constants, reshape, bitcast_convert, tuple plumbing, partition/replica id,
  async start/done, tokens, returns; their results alias or are folded by XLA;
- collectives cost 0 here (see `op_comm_time`); control flow (while, if, case, func.call) sums its
  regions (while: trip count × body + (trip count + 1) × condition; if/case: the slowest branch).

Communication (per device, ring algorithms; B bytes, n group members, link bw β, latency α,
d = link.ring_directions):
    all_gather, reduce_scatter: (n-1)/n · B / (d·β) + (n-1)·α      B = the full (gathered) buffer
    all_reduce:                 2 · [(n-1)/n · B / (d·β) + (n-1)·α]  (reduce-scatter + all-gather)
    collective_permute:         B / β + α                        one direction, B = bytes sent
    all_to_all (switch, bus):   (n-1)/n · B / β + (n-1)·α         B = the per-device buffer
    all_to_all (ring):          (n-1) · B · h̄ / (n·d·β) + (n-1)·α, h̄ = mean shortest hop distance
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from tag.dialects.attributes import OpLike, as_operation
from tag.dialects.builders import element_dtype, is_static, num_bytes, shape_of
from tag.dialects.collectives import replica_groups, source_target_pairs
from tag.dialects.constants import dense_value
from tag.dialects.diagnostics import TagError, span_of_location
from tag.dialects.dot import flops as dot_flops

from .fusion import COLLECTIVE_OPS, TINY_BYTES, ZERO_COST_OPS, NodeCost, fusion_costs, op_class
from .hardware import Chip, HardwarePreset, Link, get_preset, link_for_group

if TYPE_CHECKING:
    from collections.abc import Iterable

    from .model import CompGraph

DATA_MOVEMENT_OPS = frozenset({
    "stablehlo.transpose", "stablehlo.broadcast_in_dim", "stablehlo.broadcast", "stablehlo.slice",
    "stablehlo.concatenate", "stablehlo.gather", "stablehlo.scatter", "stablehlo.pad", "stablehlo.dynamic_slice",
    "stablehlo.dynamic_update_slice", "stablehlo.iota", "stablehlo.reverse", "stablehlo.copy",
    "stablehlo.dynamic_gather", "stablehlo.torch_index_select", "stablehlo.select_and_scatter",
})
CONTROL_FLOW_OPS = frozenset({"stablehlo.while", "stablehlo.if", "stablehlo.case", "func.call"})

_KIND_ALIASES = {
    "all_gather": "all_gather", "allgather": "all_gather", "reduce_scatter": "reduce_scatter",
    "reducescatter": "reduce_scatter", "all_reduce": "all_reduce", "allreduce": "all_reduce",
    "collective_permute": "collective_permute", "collectivepermute": "collective_permute", "permute": "collective_permute",
    "all_to_all": "all_to_all", "alltoall": "all_to_all", "collective_broadcast": "collective_broadcast",
}


# ------------------------------------------------------------------------------------- helpers
def _tensor_bytes(values) -> int:
    total = 0
    for v in values:
        if isinstance(v.type, ir.RankedTensorType) and is_static(v):
            total += num_bytes(v)
    return total


_IN_PLACE_UPDATES = {"stablehlo.dynamic_update_slice": 1, "stablehlo.scatter": 2}


def bytes_touched(op: OpLike) -> int:
    """Memory traffic of one op: Σ operand bytes + Σ result bytes over statically shaped tensors,
    except where XLA does not touch whole operands:
    - `slice` / `dynamic_slice` read only the slice: 2 x result bytes (+ index scalars);
    - `dynamic_update_slice` / `scatter` update their operand in place (XLA reuses the buffer, as
      in loop accumulators): 2 x update bytes (+ indices)."""
    op = as_operation(op)
    name = op.name
    if name in ("stablehlo.slice", "stablehlo.dynamic_slice"):
        return 2 * _tensor_bytes(op.results) + _tensor_bytes(list(op.operands)[1:])
    if name in _IN_PLACE_UPDATES:
        first_update = _IN_PLACE_UPDATES[name]
        operands = list(op.operands)
        return 2 * _tensor_bytes(operands[first_update:first_update + 1]) + _tensor_bytes(operands[first_update + 1:])
    return _tensor_bytes(op.operands) + _tensor_bytes(op.results)


def _elements(value: ir.Value) -> int:
    if not (isinstance(value.type, ir.RankedTensorType) and is_static(value)):
        return 0
    return math.prod(shape_of(value))


def _conv_flops(op: ir.Operation) -> int:
    dn = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"])
    kernel_shape = shape_of(op.operands[1])
    out_features = kernel_shape[dn.kernel_output_feature_dimension]
    return 2 * _elements(op.results[0]) * math.prod(kernel_shape) // max(out_features, 1)


def op_flops(op: OpLike) -> tuple[int, str]:
    """(flops, dtype whose peak applies) of one op, ignoring nested regions. Vector work uses `f32`."""
    op = as_operation(op)
    name = op.name
    if name in ZERO_COST_OPS or name in COLLECTIVE_OPS or name in DATA_MOVEMENT_OPS or name in CONTROL_FLOW_OPS:
        return 0, "f32"
    if name in ("stablehlo.dot_general", "stablehlo.dot"):
        if name == "stablehlo.dot_general":
            count = dot_flops(op)
        else:  # legacy dot: [m,k]x[k,n] or [k]x[k,...]
            lhs = shape_of(op.operands[0])
            count = 2 * _elements(op.results[0]) * lhs[-1]
        return count, element_dtype(op.operands[0].type)
    if name == "stablehlo.convolution":
        return _conv_flops(op), element_dtype(op.operands[0].type)
    if name == "stablehlo.reduce":
        half = len(op.operands) // 2
        return sum(_elements(v) for v in list(op.operands)[:half]), "f32"
    if name == "stablehlo.reduce_window":
        window = ir.DenseI64ArrayAttr(op.attributes["window_dimensions"])
        return sum(_elements(r) for r in op.results) * math.prod(window), "f32"
    if name == "stablehlo.sort":
        dim = ir.IntegerAttr(op.attributes["dimension"]).value if "dimension" in op.attributes else -1
        shape = shape_of(op.operands[0]) if op.operands else ()
        n = shape[dim] if shape else 1
        return _elements(op.operands[0]) * max(1, math.ceil(math.log2(max(n, 2)))), "f32"
    return sum(_elements(r) for r in op.results), "f32"


def roofline_time(flops: float, nbytes: float, chip: Chip, dtype: str = "f32") -> float:
    """max(flops / peak(dtype), bytes / memory_bandwidth): datasheet peaks, no launch cost."""
    return max(flops / chip.peak_flops_for(dtype) if flops else 0.0, nbytes / chip.memory_bandwidth)


def compute_dtype(op: OpLike) -> str:
    """The element type whose rate a dot/convolution runs at: the lhs element type, except that an
    f32 dot or convolution at DEFAULT precision runs as TF32 (JAX's and XLA GPU's default on chips
    with TF32 matrix units; `Chip.peak_flops_for("tf32")` falls back to f32 elsewhere). HIGH and
    HIGHEST keep f32."""
    op = as_operation(op)
    dtype = element_dtype(op.operands[0].type)
    if dtype != "f32" or op.name not in ("stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution"):
        return dtype
    if "precision_config" in op.attributes and "HIGH" in str(op.attributes["precision_config"]):
        return "f32"
    return "tf32"


_STREAMING_CLASSES = frozenset({"matmul", "conv", "matmul_generic", "conv_generic", "conv_swapped"})   # with byte_s


def kernel_time(flops: float, nbytes: float, chip: Chip, dtype: str, op_class: str, launches: int = 1) -> float:
    """One kernel under the chip's `KernelModel` (core.calibration):
    launches · launch_s + max(flops / (efficiency(op_class) · peak(dtype)) + bytes · byte_s(op_class),
                              bytes / (memory_efficiency · bw)).
    `op_class`: "matmul", "conv", "conv_grouped" or a host path class ("matmul_generic", "conv_generic",
    "conv_swapped": `KernelModel.paths`) (efficiency by whether `dtype` runs on matrix units,
    and by the work `flops` of the kernel where the kernel model has a size curve: `KernelModel`)
    or anything else (vector rate)."""
    km = chip.kernel_model
    compute = 0.0
    if flops:
        compute = flops / (km.efficiency(op_class, chip.on_matrix_units(dtype), flops) * chip.peak_flops_for(dtype))
        if op_class in _STREAMING_CLASSES:
            compute += nbytes * km.byte_seconds(op_class)
    return launches * km.launch_s + max(compute, nbytes / (km.memory_efficiency * chip.memory_bandwidth))


def copy_time(nbytes: float, chip: Chip) -> float:
    """A device-local copy kernel (slice of rows, concatenation): read and write `nbytes`."""
    return kernel_time(0.0, 2.0 * nbytes, chip, "f32", "loop")


def add_time(nbytes: float, chip: Chip) -> float:
    """An elementwise sum of two buffers of `nbytes` each (a PS sums a push): 3 · nbytes of traffic."""
    return kernel_time(0.0, 3.0 * nbytes, chip, "f32", "loop")


def batch_group_count(op: OpLike) -> int:
    """A convolution's batch_group_count (1 for every other op)."""
    op = as_operation(op)
    if op.name != "stablehlo.convolution" or "batch_group_count" not in op.attributes:
        return 1
    return max(1, ir.IntegerAttr(op.attributes["batch_group_count"]).value)


def conv_kernel_time(flops: float, nbytes: float, result_bytes: float, groups: int, chip: Chip, dtype: str,
                     op_class: str, launches: int = 1) -> float:
    """`kernel_time` of a node, with a convolution of batch_group_count = `groups` > 1 priced as the
    chip's compiler runs it: where it expands them (`KernelModel.expands_batch_groups`, XLA CPU) as a
    dense convolution of `groups` times the FLOPs writing a `groups` times larger result
    (`result_bytes` is the node's), plus one memory-bound kernel that reads that result to mask and
    reduce it (`batch_group_bytes`); elsewhere unchanged."""
    side = batch_group_bytes(result_bytes, groups, chip)
    if not side:
        return kernel_time(flops, nbytes, chip, dtype, op_class, launches)
    return (kernel_time(flops * groups, nbytes + side, chip, dtype, "conv", launches)
            + kernel_time(0.0, side, chip, dtype, "loop", 1))


def batch_group_bytes(result_bytes: float, groups: int, chip: Chip) -> float:
    """Bytes of the expanded result of a batch_group_count = `groups` convolution on `chip` (0 where
    the compiler keeps it grouped or groups = 1)."""
    if groups <= 1 or not chip.kernel_model.expands_batch_groups:
        return 0.0
    return float(groups) * result_bytes


def window_visits(op: OpLike) -> int:
    """|source| · |window| of a select_and_scatter (each source element selects in one window); 0 for
    every other op and for dynamic shapes."""
    op = as_operation(op)
    if op.name != "stablehlo.select_and_scatter" or "window_dimensions" not in op.attributes:
        return 0
    window = ir.DenseI64ArrayAttr(op.attributes["window_dimensions"])
    return _elements(op.operands[1]) * math.prod(window)


def conv_planes(op: OpLike) -> int:
    """Output planes (batch × output features) of a feature-grouped convolution (depthwise or grouped,
    feature_group_count > 1, batch_group_count = 1): the generic emitter's per-plane work apart from
    its arithmetic (`KernelModel.grouped_plane_s`). 0 for every other op and for dynamic shapes."""
    op = as_operation(op)
    if op.name != "stablehlo.convolution" or batch_group_count(op) > 1 or "feature_group_count" not in op.attributes:
        return 0
    if ir.IntegerAttr(op.attributes["feature_group_count"]).value <= 1 or not is_static(op.results[0]):
        return 0
    dn = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"])
    out = shape_of(op.results[0])
    return out[dn.output_batch_dimension] * out[dn.output_feature_dimension]


def kernel_class(op_class: str, path: str) -> str:
    """The kernel-model class of a node of fusion class `op_class` that the host compiler runs on kernel
    path `path` (`OpNode.kernel_path`: "" the library, "generic", "swapped"): "matmul_generic",
    "conv_generic", "conv_swapped" for a dense GEMM or convolution off the library, else `op_class`."""
    if path and op_class in ("matmul", "conv"):
        return f"{op_class}_{path}"
    return op_class


def is_grouped_conv(op: OpLike) -> bool:
    """A convolution with feature_group_count > 1 (depthwise or grouped) or batch_group_count > 1
    (the filter gradient of a depthwise/grouped convolution, as JAX's VJP emits it)."""
    op = as_operation(op)
    if op.name != "stablehlo.convolution":
        return False
    return any(ir.IntegerAttr(op.attributes[name]).value > 1
               for name in ("feature_group_count", "batch_group_count") if name in op.attributes)


def standalone_node_time(graph: "CompGraph", n: int, chip: Chip) -> float:
    """Node `n` as its own kernel (no fusion), full batch: one launch + max(flops, all its operand
    and result bytes) under the kernel model; arguments and free ops cost nothing. A *partitioning*
    weight (METIS balance in `core.grouping`): fusion charges a whole cluster to one member, which
    would leave the other members weightless; prices use `graph_node_time`."""
    node = graph.nodes[n]
    cls = op_class(node.op_name)
    if cls == "free":
        return 0.0
    if cls == "conv" and node.grouped:
        cls = "conv_grouped"
    if node.batch_groups == 1:
        cls = kernel_class(cls, node.kernel_path)
    relayout = copy_time(node.relayout_bytes, chip) if node.relayout_bytes and chip.kernel_model.relayouts else 0.0
    return (conv_kernel_time(node.flops, node.bytes_read + node.output_bytes, node.output_bytes, node.batch_groups,
                             chip, node.compute_dtype or node.dtype, cls)
            + chip.kernel_model.select_scatter_s(node.window_visits) + relayout
            + chip.kernel_model.grouped_plane_s * node.conv_planes
            + chip.kernel_model.elementwise_seconds(node.op_name) * node.flops)


def piece_flops(graph: "CompGraph", nodes: "Iterable[int]", rows: int | None = None) -> float:
    """FLOPs of the piece made of `nodes` computing `rows` of the batch (None: all of it), scaled as
    `graph_node_time` scales them (rows / batch for a node whose result or any input carries the
    batch): what decides whether XLA's CPU client runs the piece inline (`KernelModel.piece_fixed_s`)."""
    f = 1.0 if rows is None or rows == graph.batch_size or not graph.batch_size else rows / graph.batch_size
    total = 0.0
    for n in nodes:
        node = graph.nodes[n]
        scales = node.batch_dim is not None or any(graph.nodes[p].batch_dim is not None for p, _ in node.inputs)
        total += node.flops * f if scales else node.flops
    return total


def graph_node_time(graph: "CompGraph", n: int, chip: Chip, rows: int | None = None,
                    charges: Sequence[NodeCost] | None = None) -> float:
    """Seconds node `n` of `graph` adds when computing `rows` of the batch (None: all of it), under
    the fusion model (`core.fusion`: which operand reads and result writes reach memory, which node
    pays a kernel launch) and the chip's kernel model (`kernel_time`).

    The node's FLOPs scale with rows / batch when its result or any input carries the batch; its
    result bytes when the result does; each input's bytes when that input does (weights are read
    whole by every replica); launches do not scale. `node.bytes_read` is shared among the inputs in
    proportion to their bytes (a slice reads only what it keeps). Arguments and free ops cost
    nothing. Host chips: a GEMM/convolution off the compiler's library takes its path's class
    (`kernel_class`), a feature-grouped convolution `KernelModel.grouped_plane_s` per output plane
    (`OpNode.conv_planes`), an expanded select_and_scatter adds `KernelModel.select_scatter_s` of its window
    visits, a relayouted dot/convolution a copy of its relayout bytes and a costly elementwise op
    (exponential, sine, power, ...) `KernelModel.elementwise_s` per result element (all scaled like
    its FLOPs).
    The planner's simulator, the baselines, the grouping and the program simulator (`tag simulate`)
    all price compute with this function. `charges`: the fusion charges to price with (default the
    whole graph's, `fusion_costs(graph)`; `fusion_costs(graph, within=piece)` prices a node inside one
    executable)."""
    node = graph.nodes[n]
    if node.op_name == "arg":
        return 0.0
    charge = (fusion_costs(graph) if charges is None else charges)[n]
    if charge.op_class == "free" and not (charge.writes or any(charge.reads)):
        return 0.0
    full = rows is None or rows == graph.batch_size or not graph.batch_size
    f = 1.0 if full else rows / graph.batch_size
    nodes = graph.nodes
    batched_in = [nodes[p].batch_dim is not None for p, _ in node.inputs]
    scales = node.batch_dim is not None or any(batched_in)
    flops = node.flops * f if scales else node.flops
    out = 0.0
    if charge.writes:
        out = node.output_bytes * f if node.batch_dim is not None else node.output_bytes
    total_in = sum(b for _, b in node.inputs)
    counted = sum((b * f if bat else b) for (_, b), bat, r in zip(node.inputs, batched_in, charge.reads) if r)
    read = node.bytes_read * (counted / total_in) if total_in > 0 else 0.0
    dtype = node.compute_dtype or node.dtype
    if node.batch_groups == 1:                 # every op but a batch-group convolution
        t = kernel_time(flops, read + out, chip, dtype, kernel_class(charge.op_class, node.kernel_path),
                        charge.launches)
        if node.window_visits:
            scaled = node.window_visits * f if scales else node.window_visits
            t += chip.kernel_model.select_scatter_s(scaled)
        if node.conv_planes:
            t += chip.kernel_model.grouped_plane_s * (node.conv_planes * f if scales else node.conv_planes)
        if node.relayout_bytes and chip.kernel_model.relayouts:
            t += copy_time(node.relayout_bytes * f if scales else node.relayout_bytes, chip)
        per_element = chip.kernel_model.elementwise_seconds(node.op_name)
        if per_element:                        # an elementwise op's FLOPs are its result elements
            t += per_element * flops
        return t
    result = node.output_bytes * f if node.batch_dim is not None else node.output_bytes
    return conv_kernel_time(flops, read + out, result, node.batch_groups, chip, dtype, charge.op_class,
                            charge.launches)


PIECE_CHARGES_CACHE = 16384     # pieces whose fusion charges a graph keeps (`piece_charges`)


def piece_charges(graph: "CompGraph", nodes: "Iterable[int]") -> dict[int, NodeCost]:
    """The fusion charges of one executable made of `nodes` (`fusion_costs(graph, within=nodes)`: fusion
    stops at the piece's boundary), cached on the graph per node set."""
    key = frozenset(nodes)
    cache = graph.piece_charge_cache
    hit = cache.get(key)
    if hit is None:
        if len(cache) >= PIECE_CHARGES_CACHE:
            cache.clear()
        hit = cache[key] = fusion_costs(graph, within=key)
    return hit


def piece_time(graph: "CompGraph", nodes: "Iterable[int]", chip: Chip, rows: int | None = None, *,
               local: bool = True) -> float:
    """Seconds of the kernels of one executable made of `nodes` computing `rows` of the batch: Σ
    `graph_node_time` over them with the piece's own fusion charges (`piece_charges`). What `tag
    simulate` charges a compute task and the search a chunk, besides the executable's fixed costs.
    `local=False`: the nodes charged as parts of the whole step's fusion instead (`fusion_costs(graph)`),
    how a system that runs one program per device per step fuses them (the published corpus's frameworks)."""
    nodes = tuple(nodes)
    charges = piece_charges(graph, nodes) if local else None
    return sum(graph_node_time(graph, n, chip, rows, charges=charges) for n in nodes)


# --------------------------------------------------------------------------------- trip counts
def _scalar_int_constant(value: ir.Value) -> int | None:
    owner = value.owner
    if not isinstance(owner, ir.Operation) and hasattr(owner, "operation"):
        owner = owner.operation
    if not isinstance(owner, ir.Operation) or owner.name != "stablehlo.constant":
        return None
    attr = dense_value(owner)
    if not isinstance(attr, ir.DenseIntElementsAttr) or not attr.is_splat:
        return None
    try:
        return int(ir.IntegerAttr(attr.get_splat_value()).value)
    except (TypeError, ValueError):
        return None


def _block_arg_index(value: ir.Value, block: ir.Block) -> int | None:
    if isinstance(value, ir.BlockArgument) and value.owner == block:
        return value.arg_number
    return None


def _terminator(block: ir.Block) -> ir.Operation:
    ops = list(block.operations)
    return as_operation(ops[-1])


def while_trip_count(op: OpLike) -> int | None:
    """Trip count of a canonical counted `stablehlo.while`, else None.

    Canonical: the condition returns `compare DIR, %arg_i, C` (or `C, %arg_i` mirrored) with C a
    scalar integer constant; loop operand i is a constant `init`; the body returns
    `add(%arg_i, S)` (either order) with S a positive constant. DIR ∈ {LT, LE, NE, GT, GE}
    (GT/GE need S < 0). trip = number of values init, init+S, ... satisfying the comparison."""
    op = as_operation(op)
    if op.name != "stablehlo.while" or len(op.regions) != 2:
        return None
    cond_block = op.regions[0].blocks[0]
    body_block = op.regions[1].blocks[0]
    ret = _terminator(cond_block)
    if len(ret.operands) != 1:
        return None
    cmp = ret.operands[0].owner
    cmp = as_operation(cmp) if not isinstance(cmp, ir.Block) else None
    if cmp is None or cmp.name != "stablehlo.compare":
        return None
    direction = str(stablehlo.ComparisonDirectionAttr(cmp.attributes["comparison_direction"]).value)
    lhs, rhs = cmp.operands[0], cmp.operands[1]
    index, limit = _block_arg_index(lhs, cond_block), _scalar_int_constant(rhs)
    if index is None or limit is None:
        index, limit = _block_arg_index(rhs, cond_block), _scalar_int_constant(lhs)
        direction = {"LT": "GT", "GT": "LT", "LE": "GE", "GE": "LE"}.get(direction, direction)
    if index is None or limit is None:
        return None
    init = _scalar_int_constant(op.operands[index])
    body_ret = _terminator(body_block)
    if init is None or index >= len(body_ret.operands):
        return None
    step_op = body_ret.operands[index].owner
    if isinstance(step_op, ir.Block):
        return None
    step_op = as_operation(step_op)
    step: int | None = None
    if step_op.name in ("stablehlo.add", "stablehlo.subtract"):
        a, b = step_op.operands[0], step_op.operands[1]
        if _block_arg_index(a, body_block) == index:
            step = _scalar_int_constant(b)
        elif step_op.name == "stablehlo.add" and _block_arg_index(b, body_block) == index:
            step = _scalar_int_constant(a)
        if step is not None and step_op.name == "stablehlo.subtract":
            step = -step
    if not step:
        return None
    if direction in ("LT", "LE", "NE") and step > 0:
        end = limit + (1 if direction == "LE" else 0)
        if direction == "NE" and (limit - init) % step:
            return None
        return max(0, -(-(end - init) // step))
    if direction in ("GT", "GE", "NE") and step < 0:
        end = limit - (1 if direction == "GE" else 0)
        if direction == "NE" and (init - limit) % (-step):
            return None
        return max(0, -(-(init - end) // (-step)))
    return None


def callee_of(op: OpLike) -> ir.Operation | None:
    """The `func.func` a `func.call` names, looked up in the nearest enclosing module."""
    op = as_operation(op)
    callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
    parent = op.parent
    while parent is not None and parent.name != "builtin.module":
        parent = parent.parent
    if parent is None:
        return None
    for candidate in parent.regions[0].blocks[0].operations:
        cand = as_operation(candidate)
        if cand.name == "func.func" and ir.StringAttr(cand.attributes["sym_name"]).value == callee:
            return cand
    return None


# ------------------------------------------------------------------------------ compute time
def block_compute_time(block: ir.Block, chip: Chip, *, default_trip_count: int = 1) -> float:
    """Σ op_compute_time over a block (no overlap: one compute stream)."""
    return sum(op_compute_time(o, chip, default_trip_count=default_trip_count) for o in block.operations)


def op_compute_time(op: OpLike, chip: Chip, *, default_trip_count: int = 1) -> float:
    """Seconds one op keeps the compute stream busy (roofline; see module docstring).
    Control flow sums its regions; a while whose trip count is not canonical uses `default_trip_count`."""
    op = as_operation(op)
    name = op.name
    if name in ZERO_COST_OPS or name in COLLECTIVE_OPS:
        return 0.0
    if name == "stablehlo.while":
        trips = while_trip_count(op)
        trips = default_trip_count if trips is None else trips
        cond = block_compute_time(op.regions[0].blocks[0], chip, default_trip_count=default_trip_count)
        body = block_compute_time(op.regions[1].blocks[0], chip, default_trip_count=default_trip_count)
        return trips * body + (trips + 1) * cond
    if name in ("stablehlo.if", "stablehlo.case"):
        return max((block_compute_time(r.blocks[0], chip, default_trip_count=default_trip_count)
                    for r in op.regions if len(r.blocks)), default=0.0)
    if name == "func.call":
        callee = callee_of(op)
        if callee is None or not len(callee.regions[0].blocks):
            return 0.0
        return block_compute_time(callee.regions[0].blocks[0], chip, default_trip_count=default_trip_count)
    count, _ = op_flops(op)
    cls = op_class(name)
    if cls == "free":
        return 0.0
    if cls == "conv" and is_grouped_conv(op):
        cls = "conv_grouped"
    dtype = compute_dtype(op) if cls in ("matmul", "conv", "conv_grouped") else "f32"   # as OpNode.compute_dtype
    # tiny loop-fusible values (loop counters, scalar maths) are recomputed inside their consumers
    # (`core.fusion`): no kernel of their own
    launches = 0 if cls == "loop" and _tensor_bytes(op.results) <= TINY_BYTES else 1
    return conv_kernel_time(count, bytes_touched(op), _tensor_bytes(op.results), batch_group_count(op), chip, dtype,
                            cls, launches)


# ------------------------------------------------------------------------------ communication
def normalize_kind(kind: str) -> str:
    key = kind.removeprefix("stablehlo.").replace("-", "_").lower()
    if key not in _KIND_ALIASES:
        raise TagError(f"unknown collective kind '{kind}' (expected all_gather, reduce_scatter, all_reduce, "
                       f"collective_permute, all_to_all or collective_broadcast)")
    return _KIND_ALIASES[key]


def _mean_ring_hops(n: int, directions: int) -> float:
    """Mean hop count from a ring member to the n-1 others (shortest way when both directions run)."""
    if n <= 1:
        return 0.0
    ks = range(1, n)
    return sum(min(k, n - k) if directions == 2 else k for k in ks) / (n - 1)


def collective_time(kind: str, bytes_per_device: int, group_size: int, link: Link) -> float:
    """Seconds for one collective of `group_size` devices (formulas in the module docstring).
    `bytes_per_device`: full gathered/unscattered buffer for all_gather/reduce_scatter/all_reduce,
    bytes sent for collective_permute/collective_broadcast, the per-device buffer for all_to_all."""
    kind = normalize_kind(kind)
    n, nbytes = int(group_size), float(bytes_per_device)
    if nbytes < 0 or n < 1:
        raise TagError(f"collective_time needs bytes >= 0 and group size >= 1, got {bytes_per_device}, {group_size}")
    bw, lat, d = link.bandwidth_bytes_per_s, link.latency_s, link.ring_directions
    if kind == "collective_permute":
        return nbytes / bw + lat if nbytes else 0.0
    if n == 1:
        return 0.0
    if kind == "collective_broadcast":  # pipelined ring broadcast: B/bw + (n-1)·α
        return nbytes / bw + (n - 1) * lat
    if kind in ("all_gather", "reduce_scatter"):
        return (n - 1) / n * nbytes / (d * bw) + (n - 1) * lat
    if kind == "all_reduce":
        return 2.0 * ((n - 1) / n * nbytes / (d * bw) + (n - 1) * lat)
    # all_to_all
    if link.topology == "ring":
        hops = _mean_ring_hops(n, d)
        return (n - 1) * nbytes * hops / (n * d * bw) + (n - 1) * lat
    return (n - 1) / n * nbytes / bw + (n - 1) * lat


def collective_of(op: OpLike) -> ir.Operation | None:
    """The collective an op performs: itself, or the one inside an `async_start`'s region."""
    op = as_operation(op)
    if op.name in COLLECTIVE_OPS:
        return op
    if op.name == "stablehlo.async_start":
        for inner in op.regions[0].blocks[0].operations:
            inner = as_operation(inner)
            if inner.name in COLLECTIVE_OPS:
                return inner
    return None


def _components(pairs: list[tuple[int, int]]) -> list[list[int]]:
    """Connected components (sorted device lists) of the permute graph."""
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for s, t in pairs:
        parent[find(s)] = find(t)
    groups: dict[int, list[int]] = {}
    for x in list(parent):
        groups.setdefault(find(x), []).append(x)
    return [sorted(g) for g in groups.values()]


def collective_groups(op: OpLike) -> list[list[int]]:
    """Device groups a collective spans: replica groups, or permute-graph components."""
    op = collective_of(op)
    if op is None:
        return []
    if op.name == "stablehlo.collective_permute":
        return _components(source_target_pairs(op))
    if op.name == "stablehlo.collective_broadcast":
        return replica_groups(op) if "replica_groups" in op.attributes else []
    return replica_groups(op)


def op_comm_bytes(op: OpLike) -> int:
    """The B of `collective_time` for a collective op (or an async_start wrapping one)."""
    op = collective_of(op)
    if op is None:
        return 0
    if op.name == "stablehlo.all_gather":
        return _tensor_bytes(op.results)
    return _tensor_bytes(op.operands)


def op_comm_time(op: OpLike, preset: HardwarePreset | str,
                 link_for: Callable[[int, bool], Link] | None = None) -> float:
    """Seconds a collective op (or an `async_start` wrapping one) occupies its link; 0 for others.

    The slowest group decides. Group size n = replica-group size (permute: the component of the
    permute graph, so concurrent senders on a shared bus divide it); a group whose members sit in
    different nodes (ids // node_size) uses the inter-node link. `link_for(n, crosses_nodes)`
    overrides the preset's `link_for_group`."""
    inner = collective_of(op)
    if inner is None:
        return 0.0
    preset = get_preset(preset)
    kind = inner.name.removeprefix("stablehlo.")
    nbytes = op_comm_bytes(inner)
    groups = collective_groups(inner)
    resolve = link_for or (lambda n, crosses: link_for_group(preset, n, crosses_nodes=crosses))
    if not groups:
        return 0.0
    worst = 0.0
    node = preset.node_size
    if kind == "collective_permute":
        pairs = source_target_pairs(inner)
        size = {d: len(g) for g in groups for d in g}
        for s, t in pairs:
            if s == t:
                continue
            link = resolve(size[s], s // node != t // node)
            worst = max(worst, collective_time(kind, nbytes, 2, link))
        return worst
    for g in groups:
        crosses = len({d // node for d in g}) > 1
        worst = max(worst, collective_time(kind, nbytes, len(g), resolve(len(g), crosses)))
    return worst


def op_location(op: OpLike) -> str:
    span = span_of_location(as_operation(op).location)
    return str(span) if span else ""


def _single_use_producer(value: ir.Value, name: str) -> ir.Operation | None:
    owner = value.owner
    if not isinstance(owner, (ir.Operation, ir.OpView)):
        return None
    owner = as_operation(owner)
    if owner.name != name or len(list(value.uses)) != 1:
        return None
    return owner


def gemm_epilogue_time(op: OpLike, chip: Chip) -> float | None:
    """Cost of an op XLA folds into the epilogue of the GEMM that produces its operand, or None.

    XLA's GEMM rewriting emits `add(dot(a, b), c)` as one GEMM with beta = 1 (C is read once by the
    GEMM at the kernel model's memory efficiency, no separate pass over the output, no launch) and `convert(dot(a, b))` as a GEMM writing the target
    type, when the dot's result has no other use. Such an `add` costs only the read of `c`; such a
    `convert` costs nothing. This matters for decompositions that accumulate partial dots."""
    op = as_operation(op)
    if op.name == "stablehlo.convert":
        return 0.0 if _single_use_producer(op.operands[0], "stablehlo.dot_general") is not None else None
    if op.name != "stablehlo.add" or len(op.operands) != 2:
        return None
    for mine, other in ((0, 1), (1, 0)):
        value = op.operands[mine]
        producer = _single_use_producer(value, "stablehlo.dot_general")
        if producer is None:
            convert = _single_use_producer(value, "stablehlo.convert")
            if convert is not None and _single_use_producer(convert.operands[0], "stablehlo.dot_general") is not None:
                producer = convert
        if producer is not None:
            return _tensor_bytes([op.operands[other]]) / (chip.kernel_model.memory_efficiency * chip.memory_bandwidth)
    return None


def _only_user(value: ir.Value) -> ir.Operation | None:
    users = list(value.uses)
    return as_operation(users[0].owner) if len(users) == 1 else None


def gemm_operand_fusion_time(op: OpLike, chip: Chip) -> float | None:
    """Cost of a slicing op XLA folds into the GEMM next to it, or None (not such an op).

    - `dynamic_slice` / `slice` whose result's only user is a dot_general: the GEMM reads its operand
      straight from the sliced buffer (XLA TPU fuses slices into the convolution fusion's operands;
      XLA GPU's dynamic-slice fusion hands cuBLAS an offset): no kernel, no traffic of its own — the
      dot already pays for reading the slice;
    - `dynamic_update_slice` whose update is a single-use dot_general result (or a single-use convert
      of one): the GEMM writes its result into the buffer in place (the dot already pays for that
      write): no kernel, no traffic.
    Loop decompositions (`tag-looped-collective-einsum`) slice an operand and place a result piece
    per step; `chip` is unused (both are free) but kept for the signature of `gemm_epilogue_time`."""
    del chip
    op = as_operation(op)
    if op.name in ("stablehlo.dynamic_slice", "stablehlo.slice"):
        user = _only_user(op.results[0])
        return 0.0 if user is not None and user.name == "stablehlo.dot_general" else None
    if op.name == "stablehlo.dynamic_update_slice" and len(op.operands) >= 2:
        update = op.operands[1]
        if _single_use_producer(update, "stablehlo.dot_general") is not None:
            return 0.0
        convert = _single_use_producer(update, "stablehlo.convert")
        if convert is not None and _single_use_producer(convert.operands[0], "stablehlo.dot_general") is not None:
            return 0.0
    return None
