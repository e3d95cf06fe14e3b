"""Export a JAX function to a StableHLO module in a TAG context.

`from_jax` lowers with `jax.jit(fn).lower(...)`, so `shard_map` programs work too. The module keeps
the argument shardings JAX emits (`sdy.mesh` / `sdy.sharding`), which the runtime uses to place
global inputs. Only statically shaped array inputs can be exported.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import jax
import numpy as np
from jax.extend.mlir import ir
from jax.sharding import NamedSharding, PartitionSpec

from tag.dialects.context import make_context, parse_module
from tag.dialects.diagnostics import TagError
from tag.dialects.layout import Mesh as LayoutMesh


def _jax_mesh(mesh: Any) -> jax.sharding.Mesh:
    if isinstance(mesh, jax.sharding.Mesh):
        return mesh
    if isinstance(mesh, LayoutMesh):
        devs = jax.devices()
        if len(devs) < mesh.size:
            raise TagError(f"mesh {mesh.axes} needs {mesh.size} devices, only {len(devs)} available")
        return jax.sharding.Mesh(np.array(devs[:mesh.size]).reshape(mesh.shape), mesh.names)
    raise TagError(f"mesh must be a jax.sharding.Mesh or tag Mesh, got {type(mesh).__name__}")


def _abstract(leaf: Any, where: str, sharding: Any = None) -> jax.ShapeDtypeStruct:
    """A ShapeDtypeStruct for one input leaf; dynamic or non-array leaves raise TagError."""
    if isinstance(leaf, jax.ShapeDtypeStruct):
        shape, dtype = leaf.shape, leaf.dtype
        sharding = sharding if sharding is not None else leaf.sharding
    elif isinstance(leaf, (bool, int, float, complex, np.generic, np.ndarray, jax.Array)):
        arr = leaf if hasattr(leaf, "shape") and hasattr(leaf, "dtype") else np.asarray(leaf)
        shape, dtype = arr.shape, arr.dtype
        if isinstance(leaf, (bool, int, float, complex)):
            dtype = jax.dtypes.canonicalize_dtype(dtype)
        if sharding is None and isinstance(leaf, jax.Array) and isinstance(leaf.sharding, NamedSharding):
            sharding = leaf.sharding
    else:
        raise TagError(f"cannot export input {where}: {type(leaf).__name__} is not an array "
                       "(pass arrays, scalars or jax.ShapeDtypeStruct)")
    if not all(isinstance(d, (int, np.integer)) for d in shape):
        raise TagError(f"cannot export input {where}: dynamic shape {tuple(shape)}; "
                       "export one module per static shape")
    return jax.ShapeDtypeStruct(tuple(int(d) for d in shape), dtype, sharding=sharding)


def _leaf_paths(tree: Any) -> list[tuple[str, Any]]:
    leaves, _ = jax.tree_util.tree_flatten_with_path(tree)
    return [(jax.tree_util.keystr(path), leaf) for path, leaf in leaves]


def _abstract_args(example_args: Sequence[Any], mesh: Any, in_specs: Sequence[Any] | None) -> list[Any]:
    if in_specs is not None and mesh is None:
        raise TagError("in_specs needs a mesh")
    if in_specs is not None and len(in_specs) != len(example_args):
        raise TagError(f"got {len(in_specs)} in_specs for {len(example_args)} example arguments")
    jmesh = _jax_mesh(mesh) if mesh is not None else None
    out = []
    for i, arg in enumerate(example_args):
        spec = in_specs[i] if in_specs is not None else None

        def convert(path: Any, leaf: Any, spec: Any = spec) -> Any:
            where = f"argument {i}{jax.tree_util.keystr(path)}"
            sharding = None
            if jmesh is not None and in_specs is not None:
                sharding = NamedSharding(jmesh, spec if spec is not None else PartitionSpec())
            return _abstract(leaf, where, sharding)

        if spec is None or isinstance(spec, PartitionSpec):
            out.append(jax.tree_util.tree_map_with_path(convert, arg))
        else:  # a pytree of PartitionSpecs matching the argument
            try:
                out.append(jax.tree_util.tree_map_with_path(
                    lambda p, leaf, s: convert(p, leaf, s), arg, spec,
                    is_leaf=lambda x: isinstance(x, PartitionSpec) or x is None))
            except ValueError as exc:
                raise TagError(f"in_specs[{i}] does not match the structure of argument {i}: "
                               f"{str(exc).splitlines()[0]}") from None
    return out


_ROLES = ("param", "opt_state", "batch")


def _leaf_roles(example_args: Sequence[Any], roles: Sequence[Any]) -> list[str | None]:
    """One `tag.role` (or None: inferred) per flattened leaf of `example_args`. `roles[i]` is None, a
    role string for every leaf of argument i, or a pytree of those matching argument i's structure
    (a prefix: a string or None stands for the whole subtree below it)."""
    if isinstance(roles, (str, bytes)) or not hasattr(roles, "__len__"):
        raise TagError(f"roles must be a sequence with one entry per example argument, got {roles!r}")
    if len(roles) != len(example_args):
        raise TagError(f"got {len(roles)} roles for {len(example_args)} example arguments")
    out: list[str | None] = []
    for i, (arg, spec) in enumerate(zip(example_args, roles)):
        def expand(r: Any, sub: Any, i: int = i) -> list[str | None]:
            if r is not None and r not in _ROLES:
                raise TagError(f"roles[{i}]: unknown role {r!r} (one of {', '.join(_ROLES)}, or None)")
            return [r] * len(jax.tree_util.tree_leaves(sub))
        try:
            parts = jax.tree_util.tree_map(expand, spec, arg, is_leaf=lambda x: x is None or isinstance(x, str))
        except ValueError as exc:
            raise TagError(f"roles[{i}] does not match the structure of argument {i}: "
                           f"{str(exc).splitlines()[0]}") from None
        out.extend(r for part in jax.tree_util.tree_leaves(parts, is_leaf=lambda x: isinstance(x, list))
                   for r in part)
    return out


def from_jax(fn: Any, *example_args: Any, mesh: Any = None, in_specs: Sequence[Any] | None = None,
             roles: Sequence[Any] | None = None, ctx: ir.Context | None = None) -> ir.Module:
    """Lower `fn` at `example_args` (arrays, scalars, ShapeDtypeStructs or pytrees of them) to a
    StableHLO module. With `mesh` and `in_specs` (one PartitionSpec, None, or pytree of specs per
    argument) the inputs get NamedShardings, so the module is global-view sharded.

    `roles` (one entry per argument: None, "param", "opt_state", "batch", or a pytree of those
    matching the argument) writes `tag.role` on the module's arguments, as `from_torch` and
    `from_keras` do, for what `analysis.graph` cannot infer from shapes: a frozen weight whose
    leading dim equals the batch size ("param"), a time-major `[T, B, ...]` input or labels
    flattened to `[B*T]` ("batch"), a batch input whose per-example transform the step returns
    ("batch"). Leaves left None are inferred. With `roles`, unused arguments are kept
    (`keep_unused=True`) so the module's arguments are the flattened leaves, in order."""
    args = _abstract_args(example_args, mesh, in_specs)
    leaf_roles = _leaf_roles(example_args, roles) if roles is not None else None
    name = getattr(fn, "__name__", type(fn).__name__)
    try:
        text = jax.jit(fn, keep_unused=roles is not None).lower(*args).as_text()
    except TagError:
        raise
    except Exception as exc:
        first = next((ln for ln in str(exc).splitlines() if ln.strip()), type(exc).__name__)
        raise TagError(f"cannot export {name} with JAX: {type(exc).__name__}: {first}") from None
    module = parse_module(text, ctx or make_context(), file_name=f"<jax:{name}>")
    if leaf_roles is not None:
        from tag.analysis.graph import set_arg_role
        from tag.dialects.layout import find_main

        main = find_main(module)
        count = len(ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs)
        if count != len(leaf_roles):
            raise TagError(f"{name}: the lowered module has {count} arguments for {len(leaf_roles)} "
                           "input leaves (a PRNG key or other leaf lowered to several arguments); "
                           "write tag.role on the module's arguments instead")
        for index, role in enumerate(leaf_roles):
            if role is not None:
                set_arg_role(main, index, role)
    return module


def from_keras(model: Any, batch: Any, optimizer: Any = "adam", *, loss: Any = "auto",
               learning_rate: float = 1e-3, ctx: ir.Context | None = None) -> ir.Module:
    """A Keras 3 (JAX backend) model's training step `step(params, opt_state, batch) -> (params,
    opt_state, loss)` as an annotated StableHLO module; see `tag.export_keras` (imported lazily, so
    `tag.export` does not import Keras)."""
    from tag.export_keras import from_keras as _from_keras

    return _from_keras(model, batch, optimizer, loss=loss, learning_rate=learning_rate, ctx=ctx)


def from_torch(module_or_fn: Any, example_inputs: Any, training: bool = True, **kwargs: Any) -> ir.Module:
    """Export a PyTorch module through torch-mlir: `training=True` gives `main(*inputs, *targets,
    *params) -> (loss, *grads)`, `training=False` the forward pass; see `tag.export_torch` (imported
    lazily, so `tag.export` does not import torch)."""
    from tag.export_torch import from_torch as _from_torch

    return _from_torch(module_or_fn, example_inputs, training, **kwargs)
