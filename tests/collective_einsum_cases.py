"""JAX shard_map programs exercising tag-looped-collective-einsum: all_gather → einsum and
einsum → psum_scatter on 1-D and 2-D meshes, lowered and partitioned by tag-partition.

On 2-D meshes a free letter of the einsum (m or n, never the collective's) is also sharded over the
*other* mesh axis (so every group's result is observed) and a gathered operand is offset by the
device's index on that axis, so every replica group of the collective holds different data: a
rewrite that sent permutes into the next group would compute another group's values and fail the
comparison."""
from __future__ import annotations

from dataclasses import dataclass

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding
from jax.sharding import PartitionSpec as P

from tag.dialects.context import make_context, module_to_text, parse_module
from tag.transforms import run_pipeline


@dataclass(frozen=True)
class Case:
    """`eq` is the einsum; `kind` "ag": operand `side` is gathered on its dim `dim`;
    "rs": the result is psum_scattered on dim `dim`, operands sharded on the contracted letter."""

    name: str
    kind: str
    eq: str
    side: int
    dim: int


CASES: dict[str, Case] = {c.name: c for c in [
    Case("ag-free-lhs", "ag", "mk,kn->mn", 0, 0),
    Case("ag-free-rhs", "ag", "mk,kn->mn", 1, 1),
    Case("ag-contracting-lhs", "ag", "mk,kn->mn", 0, 1),
    Case("ag-contracting-rhs", "ag", "mk,kn->mn", 1, 0),
    Case("ag-batch-lhs", "ag", "bmk,bkn->bmn", 0, 0),
    Case("ag-batch-rhs", "ag", "bmk,bkn->bmn", 1, 0),
    Case("rs-free-lhs", "rs", "mk,kn->mn", 0, 0),
    Case("rs-free-rhs", "rs", "mk,kn->mn", 1, 1),
    Case("rs-batch", "rs", "bmk,bkn->bmn", 0, 0),
]}

MESHES = ("1d", "2d-minor", "2d-major")


DTYPES = {"f32": jnp.float32, "bf16": jnp.bfloat16, "f16": jnp.float16, "i32": jnp.int32}


def _mesh(layout: str, n: int) -> tuple[jax.sharding.Mesh, str, str | None]:
    """The mesh, the axis the collective runs over (2d-major: strided groups [[0,4],[1,5],...]) and
    the other axis (None on 1-D meshes)."""
    if layout == "1d":
        return jax.make_mesh((n,), ("d",), axis_types=(AxisType.Explicit,), devices=jax.devices()[:n]), "d", None
    other = 8 // n
    if layout == "2d-minor":
        return jax.make_mesh((other, n), ("x", "y"), axis_types=(AxisType.Explicit,) * 2), "y", "x"
    return jax.make_mesh((n, other), ("x", "y"), axis_types=(AxisType.Explicit,) * 2), "x", "y"


def _spec(letters: str, shard: dict[str, str]) -> P:
    """PartitionSpec of an operand with einsum `letters`, sharding letter -> mesh axis."""
    return P(*[shard.get(c) for c in letters])


def collective_letter(case: Case) -> str:
    """The einsum letter the collective gathers / scatters."""
    ins, out = case.eq.split("->")
    return ins.split(",")[case.side][case.dim] if case.kind == "ag" else out[case.dim]


def lower_case(case: Case, n: int, layout: str, dtype: str, sizes: dict[str, int] | None = None) -> str:
    """StableHLO text of the shard_map program for `case` on a group of `n` devices."""
    sizes = sizes or {"b": 8, "m": 16, "k": 16, "n": 16}
    mesh, axis, other_axis = _mesh(layout, n)
    ins, out = case.eq.split("->")
    lhs, rhs = ins.split(",")
    shapes = [tuple(sizes[c] for c in lhs), tuple(sizes[c] for c in rhs)]
    dt = DTYPES[dtype]
    letter = collective_letter(case)
    spread = {} if other_axis is None else {("n" if letter == "m" else "m"): other_axis}
    if case.kind == "ag":
        in_specs = [_spec(lhs, spread), _spec(rhs, spread)]
        in_specs[case.side] = _spec([lhs, rhs][case.side], {**spread, letter: axis})
        out_spec = _spec(out, spread)

        def body(a, b):
            ops = [a, b]
            x = ops[case.side]
            if other_axis is not None:  # the gathered shards differ between replica groups too
                x = x + jax.lax.axis_index(other_axis).astype(x.dtype)
            ops[case.side] = jax.lax.all_gather(x, axis, axis=case.dim, tiled=True)
            return jnp.einsum(case.eq, *ops)
    else:
        in_specs = [_spec(lhs, {**spread, "k": axis}), _spec(rhs, {**spread, "k": axis})]
        out_spec = _spec(out, {**spread, letter: axis})

        def body(a, b):
            return jax.lax.psum_scatter(jnp.einsum(case.eq, a, b), axis, scatter_dimension=case.dim, tiled=True)

    fn = jax.shard_map(body, mesh=mesh, in_specs=tuple(in_specs), out_specs=out_spec, check_vma=False)
    args = [jax.ShapeDtypeStruct(s, dt, sharding=NamedSharding(mesh, sp)) for s, sp in zip(shapes, in_specs)]
    return jax.jit(fn).lower(*args).as_text()


def partitioned(text: str):
    module = parse_module(text, make_context())
    run_pipeline(module, "builtin.module(tag-partition)")
    return module


def rewritten(text: str, unroll: int = 1, bidirectional: bool = False, gate: str = "always",
              double_buffer: bool = True):
    """(reference, candidate) modules: partitioned, and partitioned + the pass."""
    ref = partitioned(text)
    cand = parse_module(module_to_text(ref), ref.context)
    opts = (f"unroll={unroll} bidirectional={str(bidirectional).lower()} gate={gate} "
            f"double-buffer={str(double_buffer).lower()}")
    run_pipeline(cand, f"builtin.module(tag-looped-collective-einsum{{{opts}}})")
    return ref, cand


def ops_named(module, name: str) -> int:
    count = 0

    def visit(op):
        nonlocal count
        if op.name == name:
            count += 1
        from jax.extend.mlir import ir
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return count
