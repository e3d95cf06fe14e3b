"""JAX shard_map programs exercising tag-looped-collective-einsum: all_gather → einsum and
einsum → psum_scatter on 1-D and 2-D meshes, lowered and partitioned by tag-partition."""
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


def _mesh(layout: str, n: int) -> tuple[jax.sharding.Mesh, str]:
    """The mesh and the axis the collective runs over (2d-major: strided groups [[0,4],[1,5],...])."""
    if layout == "1d":
        return jax.make_mesh((n,), ("d",), axis_types=(AxisType.Explicit,), devices=jax.devices()[:n]), "d"
    other = 8 // n
    if layout == "2d-minor":
        return jax.make_mesh((other, n), ("x", "y"), axis_types=(AxisType.Explicit,) * 2), "y"
    return jax.make_mesh((n, other), ("x", "y"), axis_types=(AxisType.Explicit,) * 2), "x"


def _spec(rank: int, dim: int | None, axis: str) -> P:
    parts: list = [None] * rank
    if dim is not None:
        parts[dim] = axis
    return P(*parts)


def lower_case(case: Case, n: int, layout: str, dtype: str, sizes: dict[str, int] | None = None) -> str:
    """StableHLO text of the shard_map program for `case` on a group of `n` devices."""
    sizes = sizes or {"b": 8, "m": 16, "k": 16, "n": 16}
    mesh, axis = _mesh(layout, n)
    ins, out = case.eq.split("->")
    lhs, rhs = ins.split(",")
    shapes = [tuple(sizes[c] for c in lhs), tuple(sizes[c] for c in rhs)]
    dt = jnp.bfloat16 if dtype == "bf16" else jnp.float32
    if case.kind == "ag":
        gathered = [lhs, rhs][case.side]
        in_specs = [_spec(len(lhs), None, axis), _spec(len(rhs), None, axis)]
        in_specs[case.side] = _spec(len(gathered), case.dim, axis)
        out_spec = _spec(len(out), None, axis)

        def body(a, b):
            ops = [a, b]
            ops[case.side] = jax.lax.all_gather(ops[case.side], axis, axis=case.dim, tiled=True)
            return jnp.einsum(case.eq, *ops)
    else:
        in_specs = [_spec(len(lhs), lhs.index("k"), axis), _spec(len(rhs), rhs.index("k"), axis)]
        out_spec = _spec(len(out), case.dim, axis)

        def body(a, b):
            return jax.lax.psum_scatter(jnp.einsum(case.eq, a, b), axis, scatter_dimension=case.dim, tiled=True)

    fn = jax.shard_map(body, mesh=mesh, in_specs=tuple(in_specs), out_specs=out_spec, check_vma=False)
    args = [jax.ShapeDtypeStruct(s, dt, sharding=NamedSharding(mesh, sp)) for s, sp in zip(shapes, in_specs)]
    return jax.jit(fn).lower(*args).as_text()


def partitioned(text: str):
    module = parse_module(text, make_context())
    run_pipeline(module, "builtin.module(tag-partition)")
    return module


def rewritten(text: str, unroll: int = 1, bidirectional: bool = False, gate: str = "always"):
    """(reference, candidate) modules: partitioned, and partitioned + the pass."""
    ref = partitioned(text)
    cand = parse_module(module_to_text(ref), ref.context)
    opts = f"unroll={unroll} bidirectional={str(bidirectional).lower()} gate={gate}"
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
