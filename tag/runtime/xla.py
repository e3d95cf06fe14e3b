"""Run StableHLO modules on XLA devices (CPU in tests; any PJRT backend JAX has).

Three module kinds (see `ModuleKind`):
- SINGLE: `mhlo.num_partitions` absent or 1. Runs on one device.
- GLOBAL: global-view sharded module (`sdy.mesh` with `sdy.sharding` and/or `sdy.manual_computation`,
  as `jax.jit` / `shard_map` emit). Inputs and outputs are global arrays; inputs are placed with the
  argument shardings, outputs are assembled from the shardings Shardy propagation gives `main`'s
  results (results without one are compiled replicated so the layout is always known).
- PER_DEVICE: `mhlo.num_partitions = N > 1` and no Shardy attributes: one program per device with
  explicit collectives. It is compiled inside a generated `sdy.manual_computation` wrapper (JAX's
  `shard_map` shape). With a TAG layout record (`tag.mesh`/`tag.sharding`) arguments may be global
  arrays and results come back global; otherwise use `PerDevice` values.

Partition id `p` runs on `devices[p]`. Nothing is cached between calls.
"""
from __future__ import annotations

import contextlib
import enum
import hashlib
import re
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import jax
import jax.extend
import numpy as np
from jax.extend.mlir import ir, passmanager
from jax.sharding import NamedSharding, PartitionSpec
from jaxlib import xla_client

from tag.dialects.builders import numpy_dtype
from tag.dialects.context import clone_module, make_context, module_to_text, parse_module
from tag.dialects.diagnostics import TagError, span_of_location
from tag.dialects.layout import (
    Mesh,
    ModuleLayout,
    Sharding,
    assemble_array,
    find_main,
    main_signature,
    read_layout_record,
    read_sdy_layout,
    sdy_sharding_text,
    shard_array,
)

WRAPPER_MESH = "tag_devices"
WRAPPER_AXIS = "tag_dev"
PROPAGATION_PIPELINE = "builtin.module(sdy-propagation-pipeline)"


class ModuleKind(enum.Enum):
    SINGLE = "single-device"
    GLOBAL = "global-view sharded"
    PER_DEVICE = "per-device"


@dataclass(frozen=True)
class PerDevice:
    """One value per device, index = partition id. Invariant: a non-empty tuple of arrays."""

    values: tuple[Any, ...]

    def __init__(self, values: Sequence[Any]) -> None:
        if len(values) == 0:
            raise TagError("PerDevice needs at least one value")
        object.__setattr__(self, "values", tuple(values))

    def __len__(self) -> int:
        return len(self.values)

    def __getitem__(self, i: int) -> Any:
        return self.values[i]

    def __iter__(self) -> Iterator[Any]:
        return iter(self.values)


@dataclass(frozen=True)
class TensorSpec:
    """Static shape and numpy dtype of one value."""

    shape: tuple[int, ...]
    dtype: np.dtype

    def __str__(self) -> str:
        return f"{self.dtype}{list(self.shape)}"


# ----------------------------------------------------------------------------------------------
# Types


def tensor_spec(t: ir.Type, what: str) -> TensorSpec:
    """Spec of a statically shaped ranked tensor type; anything else is a TagError."""
    if not isinstance(t, ir.RankedTensorType):
        raise TagError(f"unsupported: {what} has type {t} (only ranked tensors can be passed to XLA)")
    if not t.has_static_shape:
        raise TagError(f"unsupported: {what} has dynamic shape {t}; export one static module per shape")
    return TensorSpec(tuple(t.shape), numpy_dtype(t.element_type))


def main_specs(module: ir.Module) -> tuple[list[TensorSpec], list[TensorSpec]]:
    ins, outs = main_signature(module)
    return ([tensor_spec(t, f"argument {i} of @main") for i, t in enumerate(ins)],
            [tensor_spec(t, f"result {i} of @main") for i, t in enumerate(outs)])


def _needs_x64(specs: Sequence[TensorSpec]) -> bool:
    return any(s.dtype.itemsize == 8 and s.dtype.kind in "iuf" or s.dtype == np.complex128 for s in specs)


# ----------------------------------------------------------------------------------------------
# Devices and compile options


def devices(n: int, backend: str | None = None) -> list[Any]:
    """The first `n` devices of `backend` (default backend when None)."""
    avail = jax.devices(backend)
    if n < 1 or n > len(avail):
        raise TagError(f"need {n} devices but backend '{avail[0].platform}' has {len(avail)} "
                       f"(for CPU set XLA_FLAGS=--xla_force_host_platform_device_count={n} before importing jax)")
    return list(avail[:n])


_default_devices = devices


def cpu_devices(n: int) -> list[Any]:
    return devices(n, "cpu")


def compile_options(num_partitions: int, device_ids: Sequence[int] | None = None) -> xla_client.CompileOptions:
    """SPMD options with the Shardy partitioner; partition p → device_assignment[0, p] =
    device_ids[p] (default p)."""
    options = xla_client.CompileOptions()
    build = options.executable_build_options
    build.num_partitions = num_partitions
    build.num_replicas = 1
    build.use_spmd_partitioning = True
    build.use_shardy_partitioner = True
    ids = np.arange(num_partitions) if device_ids is None else np.asarray(list(device_ids))
    if ids.size != num_partitions:
        raise TagError(f"{ids.size} device ids for {num_partitions} partitions")
    build.device_assignment = xla_client.DeviceAssignment.create(ids.reshape(1, num_partitions))
    return options


def _one_line(exc: BaseException) -> str:
    lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
    return lines[0] if lines else type(exc).__name__


class _CompiledOnce:
    """Single-device CPU executables compiled once per module text and loaded onto other devices.

    A program runs the same piece on many devices (every replica of a group) and tests compile
    the same pieces again and again; XLA's CPU code does not depend on which CPU device it is
    loaded on, so the first compile is serialized and later devices deserialize it (~10 ms
    instead of a compile). Only executables this process compiled itself are deserialized.
    Bounded: least recently used entries go beyond `limit_bytes`. Other platforms (GPU code may
    differ per device model) and multi-device executables (device assignment, collectives) are
    always compiled."""

    def __init__(self, limit_bytes: int = 256 << 20) -> None:
        self.limit_bytes = limit_bytes
        self._entries: OrderedDict[tuple[str, str], bytes] = OrderedDict()
        self._bytes = 0
        self.hits = 0

    @staticmethod
    def eligible(devs: Sequence[Any]) -> bool:
        return len(devs) == 1 and devs[0].platform == "cpu"

    def load(self, key: tuple[str, str], backend: Any, dev: Any) -> Any | None:
        blob = self._entries.get(key)
        if blob is None:
            return None
        self._entries.move_to_end(key)
        self.hits += 1
        return backend.deserialize_executable(blob, xla_client.DeviceList((dev,)), compile_options(1, [dev.id]))

    def store(self, key: tuple[str, str], backend: Any, executable: Any) -> None:
        blob = backend.serialize_executable(executable)
        if len(blob) > self.limit_bytes:
            return
        self._entries[key] = blob
        self._bytes += len(blob)
        while self._bytes > self.limit_bytes:
            _, old = self._entries.popitem(last=False)
            self._bytes -= len(old)


_COMPILED_ONCE = _CompiledOnce()


def _xla_compile(text: str, devs: Sequence[Any]) -> Any:
    backend = jax.extend.backend.get_backend(devs[0].platform)
    if "lapack_" in text:
        _initialize_lapack()
    reuse = _CompiledOnce.eligible(devs)
    key = (devs[0].platform, hashlib.sha256(text.encode()).hexdigest()) if reuse else None
    try:
        if key is not None:
            loaded = _COMPILED_ONCE.load(key, backend, devs[0])
            if loaded is not None:
                return loaded
        executable = backend.compile_and_load(text, xla_client.DeviceList(tuple(devs)),
                                              compile_options(len(devs), [d.id for d in devs]))
        if key is not None:
            _COMPILED_ONCE.store(key, backend, executable)
        return executable
    except TagError:
        raise
    except Exception as exc:  # XlaRuntimeError and friends
        raise TagError(f"XLA cannot compile the module: {_one_line(exc)}") from None


def _initialize_lapack() -> None:
    """Fill jaxlib's table of LAPACK kernels, which the CPU custom calls of `jnp.linalg`
    (`lapack_spotrf_ffi`, `lapack_sgetrf_ffi`, ...) call through. JAX's own lowering fills it when it
    emits such a call; a module compiled from text never did, and running one called a null kernel
    (the process died with SIGSEGV)."""
    from jaxlib import lapack

    lapack.prepare_lapack_call("potrf", np.float32)


# ----------------------------------------------------------------------------------------------
# Module inspection


def _num_partitions(module: ir.Module) -> int | None:
    attrs = module.operation.attributes
    if "mhlo.num_partitions" not in attrs:
        return None
    return int(ir.IntegerAttr(attrs["mhlo.num_partitions"]).value)


def _has_sdy(module: ir.Module) -> bool:
    found = False

    def visit(op: ir.Operation) -> ir.WalkResult:
        nonlocal found
        name = op.name
        if name == "sdy.mesh" or name == "sdy.manual_computation":
            found = True
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found or _main_has_attr(module, "sdy.sharding")


def _main_has_attr(module: ir.Module, key: str) -> bool:
    func = find_main(module)
    for group in ("arg_attrs", "res_attrs"):
        if group in func.attributes:
            for d in ir.ArrayAttr(func.attributes[group]):
                if key in ir.DictAttr(d):
                    return True
    return False


def module_kind(module: ir.Module) -> ModuleKind:
    n = _num_partitions(module) or 1
    if _has_sdy(module):
        return ModuleKind.GLOBAL if n > 1 or _sdy_mesh_size(module) > 1 else ModuleKind.SINGLE
    if n > 1:
        if _main_has_attr(module, "mhlo.sharding"):
            raise TagError("unsupported: GSPMD `mhlo.sharding` module; export with Shardy (sdy) instead")
        return ModuleKind.PER_DEVICE
    return ModuleKind.SINGLE


def _sdy_mesh_size(module: ir.Module) -> int:
    layout = read_sdy_layout(module, strict=False)
    return layout.mesh.size if layout is not None else 1


def _mesh_symbol(module: ir.Module, mesh: Mesh) -> str:
    from jax.extend.mlir.dialects import sdy

    for op in module.body.operations:
        op = op.operation
        if op.name == "sdy.mesh":
            attr = sdy.MeshAttr(op.attributes["mesh"])
            axes = tuple((sdy.MeshAxisAttr(a).name, sdy.MeshAxisAttr(a).size) for a in attr.axes)
            if axes == mesh.axes:
                return ir.StringAttr(op.attributes["sym_name"]).value
    raise TagError(f"no `sdy.mesh` with axes {mesh.axes}")


# ----------------------------------------------------------------------------------------------
# Preparing each kind


def propagate_shardings(module: ir.Module) -> ModuleLayout:
    """Run Shardy propagation on a clone and read `main`'s complete layout (None → replicated)."""
    clone = clone_module(module)
    try:
        with clone.context:
            passmanager.PassManager.parse(PROPAGATION_PIPELINE).run(clone.operation)
    except ir.MLIRError as err:
        raise TagError(f"Shardy propagation failed: {_one_line(err)}") from None
    layout = read_sdy_layout(clone, strict=False)
    assert layout is not None
    arg_specs, res_specs = main_specs(module)
    return ModuleLayout(
        layout.mesh,
        [s if s is not None else Sharding.replicated(len(t.shape)) for s, t in zip(layout.arg_shardings, arg_specs)],
        [s if s is not None else Sharding.replicated(len(t.shape)) for s, t in zip(layout.result_shardings, res_specs)],
    )


def _pin_shardings(module: ir.Module, layout: ModuleLayout) -> None:
    """Set closed `sdy.sharding`s from `layout` on every argument and result of `main`."""
    mesh_name = _mesh_symbol(module, layout.mesh)
    func = find_main(module)
    with module.context:
        for key, shardings in (("arg_attrs", layout.arg_shardings), ("res_attrs", layout.result_shardings)):
            olds = list(ir.ArrayAttr(func.attributes[key])) if key in func.attributes else [None] * len(shardings)
            new = []
            for old, sharding in zip(olds, shardings):
                entries = {} if old is None else {a.name: a.attr for a in ir.DictAttr(old)}
                assert sharding is not None
                entries["sdy.sharding"] = ir.Attribute.parse(sdy_sharding_text(sharding, mesh_name))
                new.append(ir.DictAttr.get(entries))
            func.attributes[key] = ir.ArrayAttr.get(new)


def wrap_per_device(module: ir.Module, num_devices: int) -> str:
    """Text of a global-view module running per-device `module` on `num_devices` partitions.

    The wrapper's `main` takes and returns `tensor<N x local...>` sharded on dim 0 over mesh
    `@tag_devices = <["tag_dev"=N]>`; a fully manual `sdy.manual_computation` reshapes `1 x local`
    to `local`, calls the original `main` (renamed, private) and reshapes results back.
    """
    arg_specs, res_specs = main_specs(module)
    clone = clone_module(module)
    func = find_main(clone)
    ins, outs = main_signature(clone)
    symbols = {ir.StringAttr(op.operation.attributes["sym_name"]).value
               for op in clone.body.operations if "sym_name" in op.operation.attributes}
    inner = "tag_device_main"
    while inner in symbols:
        inner += "_"
    with clone.context, ir.Location.unknown():
        func.attributes["sym_name"] = ir.StringAttr.get(inner)
        func.attributes["sym_visibility"] = ir.StringAttr.get("private")
        for key in ("arg_attrs", "res_attrs"):
            if key in func.attributes:
                del func.attributes[key]
        stacked_in = [str(ir.RankedTensorType.get([num_devices, *s.shape], t.element_type)) for s, t in zip(arg_specs, ins)]
        one_in = [str(ir.RankedTensorType.get([1, *s.shape], t.element_type)) for s, t in zip(arg_specs, ins)]
        stacked_out = [str(ir.RankedTensorType.get([num_devices, *s.shape], t.element_type)) for s, t in zip(res_specs, outs)]
        one_out = [str(ir.RankedTensorType.get([1, *s.shape], t.element_type)) for s, t in zip(res_specs, outs)]
    local_in = [str(t) for t in ins]
    local_out = [str(t) for t in outs]

    def shard(rank: int) -> str:
        return f'<@{WRAPPER_MESH}, [{{"{WRAPPER_AXIS}"}}' + ", {}" * rank + "]>"

    def results(name: str, count: int) -> list[str]:
        return [name] if count == 1 else [f"{name}#{i}" for i in range(count)]

    def bind(name: str, count: int) -> str:
        return "" if count == 0 else (f"{name} = " if count == 1 else f"{name}:{count} = ")

    n_in, n_out = len(arg_specs), len(res_specs)
    in_shards = [shard(len(s.shape)) for s in arg_specs]
    out_shards = [shard(len(s.shape)) for s in res_specs]
    lines = [
        f"module @tag_per_device attributes {{mhlo.num_partitions = {num_devices} : i32, mhlo.num_replicas = 1 : i32}} {{",
        f'  sdy.mesh @{WRAPPER_MESH} = <["{WRAPPER_AXIS}"={num_devices}]>',
        "  func.func public @main(" + ", ".join(f"%arg{i}: {t} {{sdy.sharding = #sdy.sharding{s}}}"
                                               for i, (t, s) in enumerate(zip(stacked_in, in_shards))) + ") -> ("
        + ", ".join(f"{t} {{sdy.sharding = #sdy.sharding{s}}}" for t, s in zip(stacked_out, out_shards)) + ") {",
        f"    {bind('%mc', n_out)}sdy.manual_computation(" + ", ".join(f"%arg{i}" for i in range(n_in))
        + f") in_shardings=[{', '.join(in_shards)}] out_shardings=[{', '.join(out_shards)}] "
        f'manual_axes={{"{WRAPPER_AXIS}"}} (' + ", ".join(f"%b{i}: {t}" for i, t in enumerate(one_in)) + ") {",
    ]
    for i in range(n_in):
        lines.append(f"      %l{i} = stablehlo.reshape %b{i} : ({one_in[i]}) -> {local_in[i]}")
    lines.append(f"      {bind('%c', n_out)}func.call @{inner}(" + ", ".join(f"%l{i}" for i in range(n_in))
                 + f") : ({', '.join(local_in)}) -> ({', '.join(local_out)})")
    call_results = results("%c", n_out)
    for i in range(n_out):
        lines.append(f"      %o{i} = stablehlo.reshape {call_results[i]} : ({local_out[i]}) -> {one_out[i]}")
    ret = ", ".join(f"%o{i}" for i in range(n_out))
    lines.append(f"      sdy.return {ret} : {', '.join(one_out)}" if n_out else "      sdy.return")
    lines.append(f"    }} : ({', '.join(stacked_in)}) -> ({', '.join(stacked_out)})")
    mc = results("%mc", n_out)
    lines.append(f"    return {', '.join(mc)} : {', '.join(stacked_out)}" if n_out else "    return")
    lines.append("  }")
    for op in clone.body.operations:
        lines.append(op.operation.get_asm(assume_verified=True))
    lines.append("}")
    return "\n".join(lines)


# ----------------------------------------------------------------------------------------------
# Executable


def coerce_input(value: Any, spec: TensorSpec, what: str) -> np.ndarray:
    """`value` as a numpy array of `spec.dtype` and `spec.shape` (same-kind casts allowed); a
    mismatch is a TagError naming `what` (e.g. "argument 2")."""
    if isinstance(value, PerDevice):
        raise TagError(f"{what}: PerDevice values are only accepted by per-device programs")
    arr = np.asarray(value)
    if arr.dtype != spec.dtype:
        if not (np.isscalar(value) or np.can_cast(arr.dtype, spec.dtype, "same_kind")):
            raise TagError(f"{what}: expected {spec.dtype}, got {arr.dtype}")
        arr = arr.astype(spec.dtype)
    if arr.shape != spec.shape:
        raise TagError(f"{what}: expected shape {spec.shape}, got {arr.shape}")
    return arr


def _partition_order(arrays: Sequence[Any], devs: Sequence[Any]) -> list[np.ndarray]:
    index = {d: i for i, d in enumerate(devs)}
    out: list[Any] = [None] * len(devs)
    for a in arrays:
        (dev,) = a.devices()
        out[index[dev]] = np.asarray(a)
    return out


class Executable:
    """A compiled module. `run(*args)` takes global arrays (or `PerDevice`) and returns a tuple of
    numpy arrays (or `PerDevice` for per-device results without a recorded sharding)."""

    def __init__(self, kind: ModuleKind, devs: Sequence[Any], compiled: Any, text: str,
                 arg_specs: list[TensorSpec], result_specs: list[TensorSpec], layout: ModuleLayout | None) -> None:
        self.kind = kind
        self.devices = tuple(devs)
        self.compiled = compiled
        self.text = text
        self.arg_specs = arg_specs  # per-device specs for PER_DEVICE, global otherwise
        self.result_specs = result_specs
        self.layout = layout  # GLOBAL: complete sdy layout; PER_DEVICE: TAG record or None
        self._x64 = _needs_x64(arg_specs) or _needs_x64(result_specs)

    @property
    def num_devices(self) -> int:
        return len(self.devices)

    @property
    def input_specs(self) -> list[TensorSpec]:
        """What `run` takes as plain arrays: global specs (per-device spec for a PER_DEVICE argument
        with no recorded sharding, whose value is then replicated)."""
        return _input_specs(self.kind, self.arg_specs, self.layout)

    def run(self, *args: Any) -> tuple[Any, ...]:
        if len(args) != len(self.arg_specs):
            raise TagError(f"@main takes {len(self.arg_specs)} arguments, got {len(args)}")
        with jax.enable_x64(True) if self._x64 else contextlib.nullcontext():
            if self.kind == ModuleKind.PER_DEVICE:
                return self._run_per_device(args)
            if self.kind == ModuleKind.GLOBAL:
                return self._run_global(args)
            return self._run_single(args)

    def _execute(self, inputs: list[Any]) -> list[list[np.ndarray]]:
        try:
            results = self.compiled.execute_sharded(inputs)
            outs = results.disassemble_into_single_device_arrays()
            return [_partition_order(o, self.devices) for o in outs]
        except TagError:
            raise
        except Exception as exc:
            raise TagError(f"XLA execution failed: {_one_line(exc)}") from None

    def _run_single(self, args: Sequence[Any]) -> tuple[Any, ...]:
        inputs = [jax.device_put(coerce_input(a, s, f"argument {i}"), self.devices[0])
                  for i, (a, s) in enumerate(zip(args, self.arg_specs))]
        return tuple(o[0] for o in self._execute(inputs))

    def _run_global(self, args: Sequence[Any]) -> tuple[Any, ...]:
        layout = self.layout
        assert layout is not None
        jmesh = jax.sharding.Mesh(np.array(self.devices).reshape(layout.mesh.shape), layout.mesh.names)
        inputs = []
        for i, (a, spec, sharding) in enumerate(zip(args, self.arg_specs, layout.arg_shardings)):
            assert sharding is not None
            arr = coerce_input(a, spec, f"argument {i}")
            sharding.local_shape(arr.shape, layout.mesh)
            pspec = PartitionSpec(*[tuple(d) if d else None for d in sharding.dims])
            inputs.append(jax.device_put(arr, NamedSharding(jmesh, pspec)))
        outs = self._execute(inputs)
        return tuple(assemble_array(o, s, layout.mesh) for o, s in zip(outs, layout.result_shardings))

    def _run_per_device(self, args: Sequence[Any]) -> tuple[Any, ...]:
        n = self.num_devices
        layout = self.layout
        jmesh = jax.sharding.Mesh(np.array(self.devices), (WRAPPER_AXIS,))
        inputs = []
        for i, (a, spec) in enumerate(zip(args, self.arg_specs)):
            what = f"argument {i}"
            sharding = layout.arg_shardings[i] if layout is not None else None
            if isinstance(a, PerDevice):
                if len(a) != n:
                    raise TagError(f"{what}: PerDevice has {len(a)} values for {n} devices")
                pieces = [coerce_input(v, spec, f"{what} (device {d})") for d, v in enumerate(a)]
            elif sharding is not None:
                assert layout is not None
                gspec = TensorSpec(sharding.global_shape(spec.shape, layout.mesh), spec.dtype)
                pieces = shard_array(coerce_input(a, gspec, f"{what} (global)"), sharding, layout.mesh)
            else:
                arr = coerce_input(a, spec, f"{what} (no recorded sharding: same value on every device)")
                pieces = [arr] * n
            stacked = np.stack(pieces) if pieces else np.zeros((n, *spec.shape), spec.dtype)
            inputs.append(jax.device_put(stacked, NamedSharding(jmesh, PartitionSpec(WRAPPER_AXIS))))
        outs = self._execute(inputs)
        results: list[Any] = []
        for j, o in enumerate(outs):
            local = [x.reshape(x.shape[1:]) for x in o]
            sharding = layout.result_shardings[j] if layout is not None else None
            if sharding is None:
                results.append(PerDevice(local))
            else:
                assert layout is not None
                results.append(assemble_array(local, sharding, layout.mesh))
        return tuple(results)


def _input_specs(kind: ModuleKind, arg_specs: list[TensorSpec], layout: ModuleLayout | None) -> list[TensorSpec]:
    if kind != ModuleKind.PER_DEVICE or layout is None:
        return list(arg_specs)
    return [t if s is None else TensorSpec(s.global_shape(t.shape, layout.mesh), t.dtype)
            for s, t in zip(layout.arg_shardings, arg_specs)]


def input_specs(module_or_text: ir.Module | str | bytes) -> list[TensorSpec]:
    """Global input specs of `main` without compiling (see `Executable.input_specs`)."""
    module = _load(module_or_text)
    kind = module_kind(module)
    layout = read_layout_record(module) if kind == ModuleKind.PER_DEVICE else None
    return _input_specs(kind, main_specs(module)[0], layout)


def _load(module_or_text: ir.Module | str | bytes) -> ir.Module:
    if isinstance(module_or_text, ir.Module):
        return clone_module(module_or_text)
    return parse_module(module_or_text, make_context())


# Custom-call targets that call back into the host process (jax.pure_callback / io_callback /
# jax.experimental.buffer_callback): they look the callback up in the executable's table of host
# callbacks by an index the module holds. A module compiled from a file has no such table, so any
# index read out of bounds and the process died (SIGSEGV: `tag run` of a program folder whose piece
# holds `custom_call @xla_ffi_python_cpu_callback`, `tag compare` of such a module). Such a module
# cannot run from a file at all: refused before compiling.
_HOST_CALLBACK = re.compile(r"callback|python", re.IGNORECASE)


def refuse_host_callbacks(module: ir.Module, file_name: str | None = None) -> None:
    """TagError at the first `stablehlo.custom_call` whose target calls back into the host (located
    in `file_name` when given, the module's text having been read from it)."""
    found: list[tuple[str, Any]] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "stablehlo.custom_call" and "call_target_name" in op.attributes:
            target = ir.StringAttr(op.attributes["call_target_name"]).value
            if _HOST_CALLBACK.search(target):
                found.append((target, op.location))
                return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    if found:
        target, location = found[0]
        span = span_of_location(location, file_name)
        raise TagError(f"custom_call @{target} calls back into the Python process that compiled the step "
                       "(jax.pure_callback, io_callback or buffer_callback); a module read from a file has no such "
                       "callback and cannot run: export the step without host callbacks",
                       span if span is not None and span.file not in ("-", "") else None)


def compile_module(module_or_text: ir.Module | str | bytes, devices: Sequence[Any] | None = None) -> Executable:
    """Compile any of the three module kinds for `devices` (default: the first N of the default
    backend, N = `mhlo.num_partitions`). The input module is not modified. A module calling back
    into the host (`refuse_host_callbacks`) is refused."""
    module = _load(module_or_text)
    refuse_host_callbacks(module)
    kind = module_kind(module)
    arg_specs, result_specs = main_specs(module)
    declared = _num_partitions(module)
    layout: ModuleLayout | None = None
    if kind == ModuleKind.SINGLE:
        n = 1
        text = module_to_text(module)
    elif kind == ModuleKind.GLOBAL:
        layout = propagate_shardings(module)
        n = declared or layout.mesh.size
        if layout.mesh.size != n:
            raise TagError(f"unsupported: mesh {layout.mesh.axes} has {layout.mesh.size} devices but "
                           f"mhlo.num_partitions = {n}")
        _pin_shardings(module, layout)
        text = module_to_text(module)
    else:
        assert declared is not None
        n = declared
        layout = read_layout_record(module)
        if layout is not None and layout.mesh.size != n:
            raise TagError(f"`tag.mesh` has {layout.mesh.size} devices but mhlo.num_partitions = {n}")
        text = wrap_per_device(module, n)
    devs = list(devices) if devices is not None else _default_devices(n)
    if len(devs) != n:
        raise TagError(f"module needs {n} devices, got {len(devs)}")
    compiled = _xla_compile(text, devs)
    return Executable(kind, devs, compiled, text, arg_specs, result_specs, layout)


def run_module(module_or_text: ir.Module | str | bytes, *args: Any, devices: Sequence[Any] | None = None) -> tuple[Any, ...]:
    """Compile and run once."""
    return compile_module(module_or_text, devices).run(*args)
