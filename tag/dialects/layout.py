"""Mesh and sharding vocabulary: how a global (logical) array maps onto per-device arrays.

Conventions (shared with JAX and Shardy):
- A `Mesh` is an ordered list of named axes; devices are numbered row-major (iota), so partition id
  `p` sits at `np.unravel_index(p, mesh.shape)`.
- A `Sharding` lists, per tensor dimension, the mesh axes (major to minor) that split it; `()` means
  the dimension is not split. Axes not named anywhere replicate the value.

Two readers give a `ModuleLayout` for a module's public `main`:
- `read_sdy_layout` reads Shardy's `sdy.mesh` / `sdy.sharding` (global-view modules, as JAX emits);
- `read_layout_record` reads TAG's own record (`tag.mesh` on the module, `tag.sharding` on `main`'s
  arguments and results), written by `write_layout_record` on a per-device program so the runtime can
  still map global arrays to devices after Shardy dropped its attributes. The record uses only
  builtin attribute values, so XLA ignores it.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np
from jax.extend.mlir import ir
from jax.extend.mlir.dialects import sdy

from .diagnostics import TagError

MESH_ATTR = "tag.mesh"
SHARDING_ATTR = "tag.sharding"
SDY_SHARDING_ATTR = "sdy.sharding"


@dataclass(frozen=True)
class Mesh:
    """Named device axes, major to minor. Invariant: names unique, sizes >= 1."""

    axes: tuple[tuple[str, int], ...]

    def __post_init__(self) -> None:
        axes = tuple((str(n), int(s)) for n, s in self.axes)
        object.__setattr__(self, "axes", axes)
        names = [n for n, _ in axes]
        if len(set(names)) != len(names):
            raise TagError(f"mesh axis names must be unique, got {names}")
        for name, size in axes:
            if size < 1:
                raise TagError(f"mesh axis '{name}' has size {size}; sizes must be >= 1")

    @classmethod
    def of(cls, names: Sequence[str], shape: Sequence[int]) -> Mesh:
        if len(names) != len(shape):
            raise TagError(f"mesh has {len(names)} axis names but {len(shape)} sizes")
        return cls(tuple(zip(names, shape)))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(n for n, _ in self.axes)

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(s for _, s in self.axes)

    @property
    def size(self) -> int:
        return math.prod(self.shape)

    def axis_size(self, name: str) -> int:
        for n, s in self.axes:
            if n == name:
                return s
        raise TagError(f"mesh has no axis '{name}' (axes: {list(self.names)})")

    def coords(self, device_index: int) -> tuple[int, ...]:
        """Row-major coordinates of partition `device_index` (device ids are iota)."""
        if not 0 <= device_index < self.size:
            raise TagError(f"device index {device_index} is outside a mesh of {self.size} devices")
        return tuple(int(c) for c in np.unravel_index(device_index, self.shape)) if self.axes else ()


@dataclass(frozen=True)
class Sharding:
    """Per tensor dim, the mesh axes (major to minor) splitting it. Invariant: no axis used twice."""

    dims: tuple[tuple[str, ...], ...]

    def __post_init__(self) -> None:
        dims = tuple(tuple(str(a) for a in d) for d in self.dims)
        object.__setattr__(self, "dims", dims)
        used = [a for d in dims for a in d]
        if len(set(used)) != len(used):
            raise TagError(f"sharding {self} uses a mesh axis on more than one dimension")

    @classmethod
    def replicated(cls, rank: int) -> Sharding:
        return cls(((),) * rank)

    @property
    def rank(self) -> int:
        return len(self.dims)

    @property
    def is_replicated(self) -> bool:
        return all(not d for d in self.dims)

    def __str__(self) -> str:
        return "[" + ", ".join("{" + ", ".join(f'"{a}"' for a in d) + "}" for d in self.dims) + "]"

    def shard_counts(self, mesh: Mesh) -> tuple[int, ...]:
        """How many pieces each dimension is cut into."""
        return tuple(math.prod(mesh.axis_size(a) for a in d) for d in self.dims)

    def _check_rank(self, shape: Sequence[int], what: str) -> None:
        if len(shape) != self.rank:
            raise TagError(f"sharding {self} has rank {self.rank} but the {what} shape {tuple(shape)} "
                           f"has rank {len(shape)}")

    def local_shape(self, global_shape: Sequence[int], mesh: Mesh) -> tuple[int, ...]:
        self._check_rank(global_shape, "global")
        out = []
        for dim, (size, count) in enumerate(zip(global_shape, self.shard_counts(mesh))):
            if size % count:
                raise TagError(f"dimension {dim} of size {size} is not divisible by the {count} shards of "
                               f"mesh axes {list(self.dims[dim])}")
            out.append(size // count)
        return tuple(out)

    def global_shape(self, local_shape: Sequence[int], mesh: Mesh) -> tuple[int, ...]:
        self._check_rank(local_shape, "local")
        return tuple(int(s) * c for s, c in zip(local_shape, self.shard_counts(mesh)))

    def shard_index(self, device_index: int, mesh: Mesh) -> tuple[int, ...]:
        """Per dim, which piece device `device_index` holds (mixed radix over the dim's axes)."""
        coords = dict(zip(mesh.names, mesh.coords(device_index)))
        index = []
        for d in self.dims:
            i = 0
            for a in d:
                i = i * mesh.axis_size(a) + coords[a]
            index.append(i)
        return tuple(index)

    def slice_for_device(self, device_index: int, global_shape: Sequence[int], mesh: Mesh) -> tuple[slice, ...]:
        """The part of the global array that device `device_index` holds."""
        local = self.local_shape(global_shape, mesh)
        return tuple(slice(i * n, (i + 1) * n) for i, n in zip(self.shard_index(device_index, mesh), local))


def shard_array(array: np.ndarray, sharding: Sharding, mesh: Mesh) -> list[np.ndarray]:
    """Split a global array into the per-device pieces (index = partition id)."""
    array = np.asarray(array)
    sharding.local_shape(array.shape, mesh)  # validates rank and divisibility
    return [np.array(array[sharding.slice_for_device(d, array.shape, mesh)], copy=True) for d in range(mesh.size)]


def assemble_array(shards: Sequence[np.ndarray], sharding: Sharding, mesh: Mesh) -> np.ndarray:
    """Inverse of `shard_array`: rebuild the global array (replicated copies: the first one wins)."""
    if len(shards) != mesh.size:
        raise TagError(f"expected {mesh.size} per-device arrays, got {len(shards)}")
    shards = [np.asarray(s) for s in shards]
    local = shards[0].shape
    for d, s in enumerate(shards):
        if s.shape != local:
            raise TagError(f"per-device array {d} has shape {s.shape}, expected {local}")
    global_shape = sharding.global_shape(local, mesh)
    out = np.empty(global_shape, dtype=shards[0].dtype)
    seen: set[tuple[int, ...]] = set()
    for d, s in enumerate(shards):
        key = sharding.shard_index(d, mesh)
        if key in seen:
            continue
        seen.add(key)
        out[sharding.slice_for_device(d, global_shape, mesh)] = s
    return out


@dataclass
class ModuleLayout:
    """The mesh and per-value shardings of `main`. `None` = no sharding recorded (replicated/unknown).
    Invariant: every sharding only names axes of `mesh`."""

    mesh: Mesh
    arg_shardings: list[Sharding | None]
    result_shardings: list[Sharding | None]

    def __post_init__(self) -> None:
        for s in [*self.arg_shardings, *self.result_shardings]:
            if s is not None:
                for d in s.dims:
                    for a in d:
                        self.mesh.axis_size(a)


# ----------------------------------------------------------------------------------------------
# Helpers over the IR


def find_main(module: ir.Module) -> ir.Operation:
    """The public `func.func @main` of `module`."""
    for op in module.body.operations:
        op = op.operation
        if op.name == "func.func" and "sym_name" in op.attributes and \
                ir.StringAttr(op.attributes["sym_name"]).value == "main":
            return op
    raise TagError("module has no `func.func @main`")


def step_function(module: ir.Module) -> ir.Operation:
    """The training step of `module`: `@main`, else its only public function (the one rule the
    graph builder, the annotator and the lowering use)."""
    funcs = [op.operation for op in module.body.operations if op.operation.name == "func.func"]
    names = {ir.StringAttr(f.attributes["sym_name"]).value: f for f in funcs}
    if "main" in names:
        return names["main"]
    public = [f for f in funcs if "sym_visibility" not in f.attributes
              or ir.StringAttr(f.attributes["sym_visibility"]).value == "public"]
    if len(public) == 1:
        return public[0]
    raise TagError(f"cannot find the training step: no @main and {len(public)} public functions "
                   f"({', '.join(sorted(names)) or 'none'})")


def _value_attrs(func: ir.Operation, key: str, count: int) -> list[ir.DictAttr | None]:
    if key not in func.attributes:
        return [None] * count
    arr = ir.ArrayAttr(func.attributes[key])
    return [ir.DictAttr(arr[i]) for i in range(len(arr))]


def main_signature(module: ir.Module) -> tuple[list[ir.Type], list[ir.Type]]:
    func = find_main(module)
    ftype = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    return list(ftype.inputs), list(ftype.results)


def _ranks(types: Iterable[ir.Type]) -> list[int | None]:
    return [ir.RankedTensorType(t).rank if isinstance(t, ir.RankedTensorType) else None for t in types]


# ----------------------------------------------------------------------------------------------
# Shardy reader


def _mesh_from_attr(attr: ir.Attribute, where: str) -> Mesh:
    mesh_attr = sdy.MeshAttr(attr)
    device_ids = list(mesh_attr.device_ids)
    axes = tuple((sdy.MeshAxisAttr(a).name, sdy.MeshAxisAttr(a).size) for a in mesh_attr.axes)
    mesh = Mesh(axes)
    if device_ids and device_ids != list(range(mesh.size)):
        raise TagError(f"unsupported: {where} has explicit device ids {device_ids} (only iota meshes)")
    return mesh


def _sdy_meshes(module: ir.Module) -> dict[str, Mesh]:
    meshes = {}
    for op in module.body.operations:
        op = op.operation
        if op.name == "sdy.mesh":
            name = ir.StringAttr(op.attributes["sym_name"]).value
            meshes[name] = _mesh_from_attr(op.attributes["mesh"], f"sdy.mesh @{name}")
    return meshes


def _sdy_sharding(attr: ir.Attribute, meshes: dict[str, Mesh], where: str) -> tuple[Mesh, Sharding]:
    ts = sdy.TensorShardingAttr(attr)
    ref = ts.mesh_or_ref
    if isinstance(ref, ir.FlatSymbolRefAttr):
        name = ir.FlatSymbolRefAttr(ref).value
        if name not in meshes:
            raise TagError(f"{where}: sharding refers to unknown mesh @{name}")
        mesh = meshes[name]
    else:
        mesh = _mesh_from_attr(ref, where)
    if len(list(ts.unreduced_axes)):
        raise TagError(f"unsupported: {where} has unreduced axes in {attr}")
    dims = []
    for d in ts.dimension_shardings:
        names = []
        for a in sdy.DimensionShardingAttr(d).axes:
            ax = sdy.AxisRefAttr(a)
            if ax.sub_axis_info is not None:
                raise TagError(f"unsupported: {where} uses sub-axis sharding {attr}")
            names.append(ax.name)
        dims.append(tuple(names))
    return mesh, Sharding(tuple(dims))


def read_sdy_layout(module: ir.Module, *, strict: bool = True,
                    default_replicated: bool = False) -> ModuleLayout | None:
    """Layout of `main` from Shardy attributes; None when the module has no `sdy.mesh`.

    A value without `sdy.sharding` reads as None (unknown), or as fully replicated with
    `default_replicated=True` (right after `sdy-propagation-pipeline`, where Shardy treats a value it
    left unannotated as replicated).

    All non-empty meshes referenced must be equal; shardings on an empty mesh read as replicated.
    Sub-axes, unreduced axes and non-iota device ids raise a TagError ("unsupported"); with
    `strict=False` such a value reads as None instead.
    """
    meshes = _sdy_meshes(module)
    if not meshes:
        return None
    func = find_main(module)
    arg_types, result_types = main_signature(module)
    found: list[Mesh] = []

    def read(dicts: list[ir.DictAttr | None], types: list[ir.Type], kind: str) -> list[Sharding | None]:
        out: list[Sharding | None] = []
        for i, (attrs, rank) in enumerate(zip(dicts, _ranks(types))):
            if attrs is None or SDY_SHARDING_ATTR not in attrs:
                out.append(Sharding.replicated(rank) if default_replicated and rank is not None else None)
                continue
            where = f"{kind} {i} of @main"
            try:
                mesh, sharding = _sdy_sharding(attrs[SDY_SHARDING_ATTR], meshes, where)
            except TagError:
                if strict:
                    raise
                out.append(None)
                continue
            if mesh.size == 1 or not mesh.axes:
                sharding = Sharding.replicated(rank if rank is not None else sharding.rank)
            else:
                found.append(mesh)
            out.append(sharding)
        return out

    args = read(_value_attrs(func, "arg_attrs", len(arg_types)), arg_types, "argument")
    results = read(_value_attrs(func, "res_attrs", len(result_types)), result_types, "result")
    candidates = set(found) or {m for m in meshes.values() if m.size > 1}
    if len(candidates) > 1:
        raise TagError(f"unsupported: module uses several meshes {sorted(str(m.axes) for m in candidates)}")
    mesh = candidates.pop() if candidates else Mesh(())
    return ModuleLayout(mesh, args, results)


def sdy_sharding_text(sharding: Sharding, mesh_name: str) -> str:
    """A closed `#sdy.sharding<@mesh_name, [...]>` attribute for `sharding`."""
    return f"#sdy.sharding<@{mesh_name}, {sharding}>"


# ----------------------------------------------------------------------------------------------
# TAG's record


def write_layout_record(module: ir.Module, layout: ModuleLayout) -> None:
    """Write `tag.mesh` on the module and `tag.sharding` on each of `main`'s args/results with a
    known sharding (None writes nothing and removes a stale record)."""
    func = find_main(module)
    arg_types, result_types = main_signature(module)
    if len(layout.arg_shardings) != len(arg_types) or len(layout.result_shardings) != len(result_types):
        raise TagError(f"layout has {len(layout.arg_shardings)} argument / {len(layout.result_shardings)} "
                       f"result shardings but @main has {len(arg_types)} / {len(result_types)}")
    ctx = module.context
    with ctx:
        module.operation.attributes[MESH_ATTR] = ir.DictAttr.get({
            "axes": ir.ArrayAttr.get([ir.StringAttr.get(n) for n in layout.mesh.names]),
            "shape": ir.DenseI64ArrayAttr.get(list(layout.mesh.shape)),
        })
        for key, shardings, types in (("arg_attrs", layout.arg_shardings, arg_types),
                                      ("res_attrs", layout.result_shardings, result_types)):
            dicts = _value_attrs(func, key, len(types))
            new = []
            for i, (attrs, sharding, rank) in enumerate(zip(dicts, shardings, _ranks(types))):
                entries = {} if attrs is None else {a.name: a.attr for a in attrs}
                entries.pop(SHARDING_ATTR, None)
                if sharding is not None:
                    if rank is not None and rank != sharding.rank:
                        raise TagError(f"sharding {sharding} has rank {sharding.rank} but value {i} of "
                                       f"@main has rank {rank}")
                    entries[SHARDING_ATTR] = ir.ArrayAttr.get([
                        ir.ArrayAttr.get([ir.StringAttr.get(a) for a in d]) for d in sharding.dims])
                new.append(ir.DictAttr.get(entries))
            func.attributes[key] = ir.ArrayAttr.get(new)


def _strings(attr: ir.Attribute, what: str) -> list[str]:
    if not isinstance(attr, ir.ArrayAttr):
        raise TagError(f"malformed {what}: expected an array of strings, got {attr}")
    out = []
    for a in ir.ArrayAttr(attr):
        if not isinstance(a, ir.StringAttr):
            raise TagError(f"malformed {what}: expected a string, got {a}")
        out.append(ir.StringAttr(a).value)
    return out


def _ints(attr: ir.Attribute, what: str) -> list[int]:
    if isinstance(attr, ir.DenseI64ArrayAttr):
        return list(ir.DenseI64ArrayAttr(attr))
    if isinstance(attr, ir.ArrayAttr) and all(isinstance(a, ir.IntegerAttr) for a in ir.ArrayAttr(attr)):
        return [ir.IntegerAttr(a).value for a in ir.ArrayAttr(attr)]
    raise TagError(f"malformed {what}: expected array<i64: ...>, got {attr}")


def _read_record_mesh(attr: ir.Attribute) -> Mesh:
    if not isinstance(attr, ir.DictAttr):
        raise TagError(f"malformed `{MESH_ATTR}`: expected {{axes = [...], shape = array<i64: ...>}}, got {attr}")
    d = ir.DictAttr(attr)
    for key in ("axes", "shape"):
        if key not in d:
            raise TagError(f"malformed `{MESH_ATTR}`: missing `{key}`")
    names = _strings(d["axes"], f"`{MESH_ATTR}` (axes)")
    shape = _ints(d["shape"], f"`{MESH_ATTR}` (shape)")
    if len(names) != len(shape):
        raise TagError(f"malformed `{MESH_ATTR}`: {len(names)} axes but {len(shape)} sizes")
    try:
        return Mesh.of(names, shape)
    except TagError as err:
        raise TagError(f"malformed `{MESH_ATTR}`: {err.message}") from None


def _read_record_sharding(attr: ir.Attribute, mesh: Mesh, rank: int | None, where: str) -> Sharding:
    what = f"`{SHARDING_ATTR}` on {where}"
    if not isinstance(attr, ir.ArrayAttr):
        raise TagError(f"malformed {what}: expected an array of axis-name arrays, got {attr}")
    dims = [tuple(_strings(d, what)) for d in ir.ArrayAttr(attr)]
    if rank is not None and len(dims) != rank:
        raise TagError(f"malformed {what}: {len(dims)} dimensions for a value of rank {rank}")
    for d in dims:
        for a in d:
            if a not in mesh.names:
                raise TagError(f"malformed {what}: axis '{a}' is not in `{MESH_ATTR}` {list(mesh.names)}")
    try:
        return Sharding(tuple(dims))
    except TagError as err:
        raise TagError(f"malformed {what}: {err.message}") from None


def read_layout_record(module: ir.Module) -> ModuleLayout | None:
    """TAG's layout record of `main`; None when the module has no `tag.mesh`. Malformed → TagError."""
    attrs = module.operation.attributes
    func = find_main(module)
    arg_types, result_types = main_signature(module)
    arg_dicts = _value_attrs(func, "arg_attrs", len(arg_types))
    res_dicts = _value_attrs(func, "res_attrs", len(result_types))
    if MESH_ATTR not in attrs:
        if any(d is not None and SHARDING_ATTR in d for d in [*arg_dicts, *res_dicts]):
            raise TagError(f"malformed layout record: `{SHARDING_ATTR}` without a module `{MESH_ATTR}`")
        return None
    mesh = _read_record_mesh(attrs[MESH_ATTR])

    def read(dicts: list[ir.DictAttr | None], types: list[ir.Type], kind: str) -> list[Sharding | None]:
        out: list[Sharding | None] = []
        for i, (d, rank) in enumerate(zip(dicts, _ranks(types))):
            if d is None or SHARDING_ATTR not in d:
                out.append(None)
            else:
                out.append(_read_record_sharding(d[SHARDING_ATTR], mesh, rank, f"{kind} {i} of @main"))
        return out

    return ModuleLayout(mesh, read(arg_dicts, arg_types, "argument"), read(res_dicts, result_types, "result"))
