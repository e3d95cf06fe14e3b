"""Index bounds of integer step inputs: the values an integer argument may take and still address
what the step indexes with it.

A check (`tag run --check`) feeds the step example inputs; integer batch inputs are labels and token
ids, and a value past what the step indexes with it is out of range: JAX's `take_along_axis` and
`one_hot` then yield NaN (or zeros), torch-mlir's gathers clamp, and a check comparing NaN with NaN
proves nothing. `integer_input_bounds` reads the bound off the step, per integer argument of `main`:

- a **gather** or **scatter** whose index components come from the argument: each component c
  addresses operand dim `start_index_map[c]` (scatter: `scatter_dims_to_operand_dims[c]`) and is valid
  in `[0, size - slice_size]`, so the bound is `size - slice_size + 1` (scatter: `size`);
- a **one-hot** comparison `arg == iota`: the iota's extent along its dimension.

The argument reaches them through ops that move its elements without computing on them (reshape,
transpose, broadcast, convert, slice, dynamic slice (its operand: the labels a micro-batch loop,
unrolled, slices per iteration), copy, concatenate — along a gather's index-vector dim the
concatenated operand's components are tracked — and NumPy's negative-index wrap `where(i < 0, i + n,
i)`). Bound = the minimum over every use found; an argument with no such use has no bound. Components
of extent-1 dims (bound 1) are ignored unless nothing else bounds the argument: they clamp in
StableHLO and such a dim usually belongs to another component of the same index vector.
"""
from __future__ import annotations

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from .batch_completion import StepNodes, _index_parts, _splat_value
from .batch_dims import i64s

__all__ = ["integer_input_bounds"]

Value = tuple[int, int]
_MOVES = frozenset("stablehlo." + n for n in ("reshape", "transpose", "broadcast_in_dim", "convert", "slice", "copy"))


def _is_integer(v: ir.Value) -> bool:
    t = v.type
    if not isinstance(t, ir.RankedTensorType):
        return False
    et = ir.RankedTensorType(t).element_type
    return isinstance(et, ir.IntegerType) and ir.IntegerType(et).width > 1


def _sources(nodes: StepNodes, v: Value) -> set[int]:
    """The integer arguments whose elements v carries unchanged (through `_MOVES`, concatenation
    and the negative-index wrap); explicit stack, each value once."""
    out: set[int] = set()
    seen: set[Value] = set()
    stack = [v]
    while stack:
        cur = stack.pop()
        if cur in seen:
            continue
        seen.add(cur)
        n = cur[0]
        op = nodes.ops[n]
        if op is None:
            if _is_integer(nodes.values[n][0]):
                out.add(n)
            continue
        name = op.name
        if name in _MOVES or name == "stablehlo.concatenate":
            stack.extend(nodes.operands[n])
        elif name == "stablehlo.dynamic_slice":         # its operand's elements; the start indices are not
            stack.append(nodes.operands[n][0])
        elif name == "stablehlo.select":                # where(i < 0, i + n, i): both branches carry i
            stack.extend(nodes.operands[n][1:])
        elif name == "stablehlo.add":                   # i + n (the wrap's other branch): n a constant
            constant = [_splat_value(nodes, o) is not None for o in nodes.operands[n]]
            if sum(constant) == 1:
                stack.extend(o for o, c in zip(nodes.operands[n], constant) if not c)
    return out


def _iota_extent(nodes: StepNodes, v: Value) -> int | None:
    """The extent of the iota v is (through broadcasts, reshapes and converts), else None."""
    while True:
        op = nodes.ops[v[0]]
        if op is None:
            return None
        if op.name == "stablehlo.iota":
            shape = nodes.shape(v)
            dim = int(ir.IntegerAttr(op.attributes["iota_dimension"]).value)
            return None if shape is None else shape[dim]
        if op.name not in ("stablehlo.broadcast_in_dim", "stablehlo.convert", "stablehlo.reshape"):
            return None
        v = nodes.operands[v[0]][0]


def _component_parts(nodes: StepNodes, indices: Value, ivd: int) -> list[tuple[Value, range]]:
    """`indices` cut along its index-vector dim (`batch_completion._index_parts`): (operand, the
    components it holds) per concatenated operand, or the whole value holding every component."""
    shape = nodes.shape(indices)
    width = 1 if shape is None or ivd >= len(shape) else shape[ivd]
    parts = _index_parts(nodes, indices, ivd)
    if parts is None or len(parts) == 1:
        return [(indices, range(width))]
    ends = [first for _, first in parts[1:]] + [width]
    return [(part, range(first, end)) for (part, first), end in zip(parts, ends)]


def _indexing_bounds(nodes: StepNodes, n: int) -> list[tuple[set[int], int]]:
    """(arguments, bound) for the index operand of gather/scatter n."""
    op = nodes.ops[n]
    inputs = len(op.results) if op.name == "stablehlo.scatter" else 1      # a scatter's operands come first
    operand, indices = nodes.operands[n][0], nodes.operands[n][inputs]
    src = nodes.shape(operand)
    if src is None:
        return []
    if op.name == "stablehlo.gather":
        dn = stablehlo.GatherDimensionNumbers(op.attributes["dimension_numbers"])
        dims, ivd, sizes = list(dn.start_index_map), dn.index_vector_dim, i64s(op, "slice_sizes")
    else:
        dn = stablehlo.ScatterDimensionNumbers(op.attributes["scatter_dimension_numbers"])
        dims, ivd, sizes = list(dn.scattered_dims_to_operand_dims), dn.index_vector_dim, [1] * len(src)
    out = []
    for part, components in _component_parts(nodes, indices, ivd):
        args = _sources(nodes, part)
        limits = [src[dims[c]] - sizes[dims[c]] + 1 for c in components if c < len(dims)]
        if args and limits:
            out.append((args, min(limits)))
    return out


def integer_input_bounds(flat: ir.Module) -> dict[int, int]:
    """Per integer argument of `main` (of a flattened module: `analysis.graph.flatten_module`) that
    the step indexes with: the exclusive upper bound of the values that stay in range (module
    docstring). Arguments without such a use are absent."""
    nodes = StepNodes.of(flat)
    found: dict[int, list[int]] = {}
    for n, op in enumerate(nodes.ops):
        if op is None:
            continue
        uses: list[tuple[set[int], int]] = []
        if op.name in ("stablehlo.gather", "stablehlo.scatter") and len(nodes.operands[n]) >= 2:
            uses = _indexing_bounds(nodes, n)
        elif op.name == "stablehlo.compare" and "EQ" in str(op.attributes["comparison_direction"]):
            a, b = nodes.operands[n][:2]
            for x, y in ((a, b), (b, a)):
                extent = _iota_extent(nodes, y)
                args = _sources(nodes, x) if extent is not None and _iota_extent(nodes, x) is None else set()
                if args:
                    uses.append((args, extent))
        for args, bound in uses:
            for a in args:
                found.setdefault(a, []).append(bound)
    bounds: dict[int, int] = {}
    for a, limits in found.items():
        wide = [b for b in limits if b > 1]
        bounds[a] = max(1, min(wide or limits))
    return bounds
