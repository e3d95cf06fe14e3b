"""Run a `DistributedProgram` (the output of `tag apply`) on real devices through XLA.

Invariants:
- Every piece is compiled once per device tuple it runs on (cache key: piece name, devices).
- State slots stay device-resident between steps as `jax.Array`s; only feeds (host slices of the
  batch) enter from the host and only step results leave to it.
- Tasks are dispatched in list order without waiting on any result (jax arrays, `device_put` and
  XLA's asynchronous execution), so devices run concurrently; the step blocks only at the end, when
  results are copied to the host. A buffer is released right after its last reader is dispatched.
- Resident state is updated in place where `runtime.donation` allows it: the piece producing a
  slot's update is compiled with input/output aliasing and gets the slot's buffer donated, so the
  old value is released by that piece (XLA writes the update into it where it can) instead of at
  the end of the step (`Runner(donate=False)` turns this off). A step that fails after such a
  piece leaves the runner without a usable state.
- AllReduce pieces are per-device programs: `runtime.xla` wraps them into a global module whose
  arguments are `(N, *local)` arrays sharded on dim 0; those are assembled from the per-device
  buffers on device (`make_array_from_single_device_arrays`), never through the host.
- Several processes (`jax.distributed`, see `runtime.multihost`): the device map may name devices
  of other processes. Each process compiles and runs only the tasks touching its own devices, in
  the same list order as every other process (so the collectives of any two processes are issued
  in the same order: no deadlock); an AllReduce spanning processes is one executable over the
  global devices, fed with this process's shards only; a Move, a state update or a result part
  crossing processes is a two-device collective (`runtime.transfer`). Results and `state_values`
  are gathered on the *leader* (the process owning the program's lowest device); other processes
  get None for them.
"""
from __future__ import annotations

import contextlib
import os
import signal
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import jax
import jax.extend
import jax.numpy as jnp
import ml_dtypes  # noqa: F401  (registers bfloat16/fp8 names with numpy)
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec

from jax.extend.mlir import ir

from tag.dialects.context import make_context, parse_module
from tag.dialects.diagnostics import TagError
from tag.runtime.buffer_specs import BufferSpecs, tensor_spec_of
from tag.runtime.checkpoint import Checkpoints
from tag.runtime.donation import donations, with_aliasing
from tag.runtime.transfer import CrossProcessCopier
from tag.runtime.xla import (
    WRAPPER_AXIS,
    Executable,
    ModuleKind,
    TensorSpec,
    coerce_input,
    compile_module,
    module_kind,
)
from tag.distribute.program import (
    AllReduce,
    Compute,
    DistributedProgram,
    Move,
    Task,
    task_reads,
    task_writes,
)

__all__ = ["Runner", "ExecutionResult", "execute", "default_device_map", "compile_piece"]


@dataclass
class ExecutionResult:
    results: list[tuple[np.ndarray, ...]]           # per step: the step's results (None where not fetched)
    state: list[np.ndarray | None]                  # per argument: final value of its first state slot
    step_seconds: list[float] = field(default_factory=list)
    first_step: int = 1                             # number of the first step run (> 1 when resumed)
    leader: bool = True                             # this process holds the gathered results and state


def _needs_x64(dtypes: Sequence[np.dtype]) -> bool:
    return any(d.itemsize == 8 and d.kind in "iuf" or d == np.complex128 for d in dtypes)


def _one_line(exc: BaseException) -> str:
    lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
    return lines[0] if lines else type(exc).__name__


def _prefixed(what: str, exc: TagError) -> TagError:
    """`exc` with its message prefixed by `what` (span and notes kept)."""
    return TagError(f"{what}: {exc.message}", exc.span, exc.notes)


def default_device_map(program: DistributedProgram, available: Sequence[Any] | None = None) -> dict[int, Any]:
    """Program device id i → available[position of i in sorted(program.devices)]; the backend's
    devices are ordered by (process index, id), so with several processes each takes a contiguous
    block of program devices (`runtime.multihost`)."""
    avail = list(sorted(jax.devices(), key=lambda d: (d.process_index, d.id)) if available is None else available)
    ids = sorted(set(program.devices))
    if len(ids) > len(avail):
        platform = avail[0].platform if avail else "?"
        raise TagError(f"program uses {len(ids)} devices but backend '{platform}' has {len(avail)} "
                       f"(for CPU set XLA_FLAGS=--xla_force_host_platform_device_count={len(ids)} before importing jax)")
    return {d: avail[i] for i, d in enumerate(ids)}


def _task_devices(t: Task) -> tuple[int, ...]:
    if isinstance(t, AllReduce):
        return tuple(t.devices)
    return (t.device,)


def compile_piece(module: ir.Module, devs: Sequence[Any]) -> Executable:
    """Compile a single-device or per-device piece for exactly `devs` (partition p on `devs[p]`)."""
    if module_kind(module) == ModuleKind.GLOBAL:
        raise TagError("pieces must be single-device or per-device modules, got a global-view sharded one")
    return compile_module(module, devs)


class Runner:
    """Executes one `DistributedProgram` step after step with device-resident state."""

    def __init__(self, program: DistributedProgram, device_map: Mapping[int, Any] | None = None,
                 trace: bool = False, fetch: Sequence[int] | None = None, donate: bool = True) -> None:
        """`fetch`: the result indices `step` returns (None: all); the others come back as None.
        `donate`: update resident state in place (`runtime.donation`)."""
        program.validate()
        self.program = program
        self.arg_specs = [tensor_spec_of(a, f"argument {i}") for i, a in enumerate(program.args)]
        self.result_specs = [tensor_spec_of(r, f"result {i}") for i, r in enumerate(program.results)]
        self.device_map = self._resolve_devices(device_map)
        self.fetch = set(range(len(program.outputs))) if fetch is None else set(fetch)
        self._me = jax.process_index()
        self._local = {d for d, dev in self.device_map.items() if dev.process_index == self._me}
        self.multiprocess = len(self._local) < len(self.device_map)
        self.leader_device = self.device_map[min(self.device_map)]
        self.is_leader = self.leader_device.process_index == self._me
        self._where = program.buffer_devices()
        self._specs = BufferSpecs(program)
        self._copier = CrossProcessCopier()
        self._executables: dict[tuple[str, tuple[int, ...]], Executable] = {}
        self._donations = donations(program, self._specs) if donate else {}
        self._donating: dict[int, Executable] = {}      # task index -> its piece compiled with aliasing
        self._compile_all()
        self._x64 = _needs_x64([s.dtype for s in self.arg_specs + self.result_specs]) or any(
            e._x64 for e in [*self._executables.values(), *self._donating.values()])
        self._state: dict[str, jax.Array] = {}
        self._loaded = False
        self._fed_args = sorted({f.arg for f in program.feeds})
        self._release_after = self._release_schedule()
        self._trace = trace
        self._events: list[dict[str, Any]] = []
        self._steps_run = 0

    # ------------------------------------------------------------------------------- setup
    def _resolve_devices(self, device_map: Mapping[int, Any] | None) -> dict[int, Any]:
        if device_map is None:
            return default_device_map(self.program)
        missing = [d for d in self.program.devices if d not in device_map]
        if missing:
            raise TagError(f"device_map has no device for program device(s) {missing}")
        chosen = {d: device_map[d] for d in self.program.devices}
        seen: dict[Any, int] = {}
        for d, dev in chosen.items():
            if dev in seen:
                raise TagError(f"device_map sends program devices {seen[dev]} and {d} to the same device {dev}")
            seen[dev] = d
        return chosen

    def _compile_all(self) -> None:
        ctx = make_context()
        parsed: dict[str, Any] = {}
        aliased: dict[tuple[str, tuple[int, ...], tuple[tuple[int, int], ...]], Executable] = {}
        for i, t in enumerate(self.program.tasks):
            if not isinstance(t, (Compute, AllReduce)) or not self._local.intersection(_task_devices(t)):
                continue
            key = (t.piece, _task_devices(t))
            pairs = self._donations.get(i, ())
            if pairs and (t.piece, key[1], pairs) in aliased:
                self._donating[i] = aliased[(t.piece, key[1], pairs)]
                continue
            if not pairs and key in self._executables:
                continue
            what = f"task {i} ({t.kind}, piece '{t.piece}')"
            if t.piece not in parsed:
                try:
                    parsed[t.piece] = parse_module(self.program.pieces[t.piece], ctx, file_name=f"pieces/{t.piece}.mlir")
                except TagError as exc:
                    raise _prefixed(what, exc) from None
            try:
                module = with_aliasing(parsed[t.piece], pairs) if pairs else parsed[t.piece]
                exe = compile_piece(module, [self.device_map[d] for d in key[1]])
            except TagError as exc:
                raise _prefixed(what, exc) from None
            n_in = len(t.inputs) if isinstance(t, Compute) else len(t.inputs[0]) if t.inputs else 0
            n_out = len(t.outputs) if isinstance(t, Compute) else len(t.outputs[0]) if t.outputs else 0
            if isinstance(t, AllReduce):
                if any(len(x) != n_in for x in t.inputs) or any(len(x) != n_out for x in t.outputs):
                    raise TagError(f"{what}: every device must pass the same number of buffers")
            if len(exe.arg_specs) != n_in or len(exe.result_specs) != n_out:
                raise TagError(f"{what}: piece takes {len(exe.arg_specs)} and returns {len(exe.result_specs)} "
                               f"tensors, the task passes {n_in} and expects {n_out}")
            if pairs:
                aliased[(t.piece, key[1], pairs)] = self._donating[i] = exe
            else:
                self._executables[key] = exe

    def _release_schedule(self) -> list[list[str]]:
        """Per task: buffers whose last reader (or writer, when never read) is that task; buffers read by
        results or state updates are kept to the end of the step."""
        keep = {p.buffer for parts in self.program.outputs for p in parts}
        keep |= {s.update for s in self.program.state if s.update is not None}
        keep |= {s.buffer for s in self.program.state}
        last: dict[str, int] = {f.dst: -1 for f in self.program.feeds}
        for i, t in enumerate(self.program.tasks):
            for b in task_writes(t) + task_reads(t):
                last[b] = i
        out: list[list[str]] = [[] for _ in self.program.tasks]
        for b, i in last.items():
            if b not in keep and i >= 0:
                out[i].append(b)
        return out

    def _x64_scope(self) -> contextlib.AbstractContextManager[Any]:
        return jax.enable_x64(True) if self._x64 else contextlib.nullcontext()

    # ------------------------------------------------------------------------------- state
    def load_state(self, args: Sequence[Any]) -> None:
        """Put every state slot's copy of its argument on the slot's device (resident from now on)."""
        if len(args) != len(self.program.args):
            raise TagError(f"program takes {len(self.program.args)} arguments, got {len(args)}")
        with self._x64_scope():
            host: dict[int, Any] = {}
            state: dict[str, jax.Array] = {}
            for slot in self.program.state:
                if slot.device not in self._local:
                    continue
                if slot.arg not in host:
                    value = args[slot.arg]
                    if value is None:
                        raise TagError(f"argument {slot.arg}: state argument is None")
                    host[slot.arg] = self._coerce(value, slot.arg)
                # never an alias of the caller's array: a donated slot is overwritten in place
                state[slot.buffer] = jax.device_put(host[slot.arg], self.device_map[slot.device], may_alias=False)
            self._state = state
            self._loaded = True

    def _coerce(self, value: Any, arg: int) -> Any:
        spec = self.arg_specs[arg]
        name = self.program.args[arg].name
        what = f"argument {arg}" + (f" ({name})" if name else "")
        if isinstance(value, jax.Array) and value.dtype == spec.dtype and tuple(value.shape) == spec.shape:
            return value  # already an array of the right type: device_put copies device to device
        return coerce_input(value, spec, what)

    def state_values(self) -> list[np.ndarray | None]:
        """Per argument index: the current value of its first state slot (None for batch arguments).
        With several processes every process must call it (the values are gathered on the leader;
        the others get all None)."""
        out: list[np.ndarray | None] = [None] * len(self.program.args)
        seen: set[int] = set()
        with self._x64_scope():
            for slot in self.program.state:
                if slot.arg in seen:
                    continue
                seen.add(slot.arg)
                value = self._to_leader(self._state.get(slot.buffer), slot.device, slot.buffer)
                if value is not None:
                    out[slot.arg] = np.asarray(value)
        return out

    def _to_leader(self, value: jax.Array | None, device: int, buffer: str) -> jax.Array | None:
        """`value` (of `buffer`, on program device `device`) as seen by the leader: itself when the
        leader owns it, else copied to the leader device; None on non-leader processes."""
        src = self.device_map[device]
        if src.process_index == self.leader_device.process_index:
            return value if self.is_leader else None
        return self._copier.copy(value, src, self.leader_device, self._specs[buffer])

    def _move(self, value: jax.Array | None, src: int, dst: int, buffer: str) -> jax.Array | None:
        """Copy `buffer` from program device `src` to `dst`; None unless this process owns `dst`."""
        sdev, ddev = self.device_map[src], self.device_map[dst]
        if sdev.process_index == ddev.process_index:
            if ddev.process_index != self._me:
                return None
            assert value is not None
            return value if value.devices() == {ddev} else jax.device_put(value, ddev)
        return self._copier.copy(value, sdev, ddev, self._specs[buffer])

    @property
    def state_buffers(self) -> dict[str, jax.Array]:
        """The resident state arrays by buffer name (a shallow copy of the runner's table)."""
        return dict(self._state)

    # ------------------------------------------------------------------------------- one step
    def _batch_values(self, batch: Mapping[int, Any] | Sequence[Any] | None) -> dict[int, Any]:
        if batch is None:
            batch = {}
        if isinstance(batch, Mapping):
            values = dict(batch)
        elif len(batch) == len(self.program.args):
            values = {i: v for i, v in enumerate(batch)}
        elif len(batch) == len(self._fed_args):
            values = dict(zip(self._fed_args, batch))
        else:
            raise TagError(f"batch: expected {len(self.program.args)} arguments (all) or {len(self._fed_args)} "
                           f"(the batch arguments {self._fed_args}), got {len(batch)}")
        out = {}
        for a in self._fed_args:
            if values.get(a) is None:
                raise TagError(f"argument {a}: batch argument missing")
            v = values[a]
            out[a] = coerce_input(np.asarray(v) if isinstance(v, jax.Array) else v, self.arg_specs[a],
                                  f"argument {a}" + (f" ({self.program.args[a].name})" if self.program.args[a].name else ""))
        return out

    def step(self, batch: Mapping[int, Any] | Sequence[Any] | None = None) -> tuple[np.ndarray, ...]:
        """Run one step; returns the step results on the host and carries state updates.

        `batch`: {argument index: value}, or a sequence over all arguments (non-batch entries ignored),
        or a sequence over just the batch arguments in index order."""
        if self.program.state and not self._loaded:
            raise TagError("no state loaded: call load_state(args) first")
        host_batch = self._batch_values(batch)
        with self._x64_scope():
            buffers: dict[str, jax.Array] = dict(self._state)
            for f in self.program.feeds:
                if f.device not in self._local:
                    continue
                value = host_batch[f.arg]
                if f.axis is not None:
                    if not (0 <= f.axis < value.ndim and 0 <= f.start < f.stop <= value.shape[f.axis]):
                        raise TagError(f"feed of argument {f.arg}: rows [{f.start}, {f.stop}) along axis {f.axis} "
                                       f"do not fit shape {value.shape}")
                    index = [slice(None)] * value.ndim
                    index[f.axis] = slice(f.start, f.stop)
                    value = np.ascontiguousarray(value[tuple(index)])
                buffers[f.dst] = jax.device_put(value, self.device_map[f.device])
            for i, t in enumerate(self.program.tasks):
                start = time.perf_counter()
                try:
                    self._dispatch(t, buffers, i)
                except TagError as exc:
                    raise _prefixed(f"task {i} ({t.kind})", exc) from None
                except Exception as exc:  # XLA runtime errors
                    raise TagError(f"task {i} ({t.kind}): execution failed{self._peers_note(t)}: {_one_line(exc)}") \
                        from None
                if self._trace:
                    self._record(i, t, start, time.perf_counter())
                for b in self._release_after[i]:
                    buffers.pop(b, None)
            try:
                results = tuple(self._assemble(r, buffers) if r in self.fetch else None
                                for r in range(len(self.program.outputs)))
                new_state = dict(self._state)
                for slot in self.program.state:
                    if slot.update is not None:
                        src = self._where[slot.update]
                        if slot.device not in self._local and src not in self._local:
                            continue
                        value = self._move(buffers.get(slot.update), src, slot.device, slot.update)
                        if value is not None:
                            new_state[slot.buffer] = value
                jax.block_until_ready(list(new_state.values()))
            except TagError:
                raise
            except Exception as exc:
                note = " (a peer process may have stopped)" if self.multiprocess else ""
                raise TagError(f"step failed{note}: {_one_line(exc)}") from None
            self._state = new_state
            buffers.clear()
        self._steps_run += 1
        return results

    def _peers_note(self, t: Task) -> str:
        if not self.multiprocess:
            return ""
        devs = set(_task_devices(t)) | ({self._where[t.src]} if isinstance(t, Move) else set())
        others = sorted({self.device_map[d].process_index for d in devs} - {self._me})
        if not others:
            return ""
        return (f" (with process{'es' if len(others) > 1 else ''} {', '.join(map(str, others))}, "
                f"which may have stopped)")

    def _dispatch(self, t: Task, buffers: dict[str, jax.Array], index: int = -1) -> None:
        if isinstance(t, Move):
            src = self._where[t.src]
            if src not in self._local and t.device not in self._local:
                return
            value = buffers.get(t.src)
            if value is not None and t.axis is not None:
                if not (0 <= t.axis < value.ndim and 0 <= t.start < t.stop <= value.shape[t.axis]):
                    raise TagError(f"move of '{t.src}': rows [{t.start}, {t.stop}) along axis {t.axis} "
                                   f"do not fit shape {tuple(value.shape)}")
                value = jax.lax.slice_in_dim(value, t.start, t.stop, axis=t.axis)
            if self.device_map[src].process_index == self.device_map[t.device].process_index:
                assert value is not None
                buffers[t.dst] = jax.device_put(value, self.device_map[t.device])
                return
            out = self._copier.copy(value, self.device_map[src], self.device_map[t.device], self._specs[t.dst])
            if out is not None:
                buffers[t.dst] = out
            return
        if not self._local.intersection(_task_devices(t)):
            return
        if isinstance(t, Compute):
            exe = self._donating.get(index) or self._executables[(t.piece, (t.device,))]
            ins = [self._checked(buffers[b], s, b) for b, s in zip(t.inputs, exe.arg_specs)]
            outs = exe.compiled.execute_sharded(ins).disassemble_into_single_device_arrays()
            for b, o in zip(t.outputs, outs):
                buffers[b] = o[0]
        elif isinstance(t, AllReduce):
            self._all_reduce(t, buffers)
        else:
            dev = self.device_map[t.device]
            value = jnp.concatenate([buffers[b] for b in t.srcs], axis=t.axis)
            buffers[t.dst] = value if value.devices() == {dev} else jax.device_put(value, dev)

    def _all_reduce(self, t: AllReduce, buffers: dict[str, jax.Array]) -> None:
        exe = self._executables[(t.piece, tuple(t.devices))]
        if exe.kind == ModuleKind.SINGLE:  # one device: the piece is an ordinary program
            ins = [self._checked(buffers[b], s, b) for b, s in zip(t.inputs[0], exe.arg_specs)]
            outs = exe.compiled.execute_sharded(ins).disassemble_into_single_device_arrays()
            for b, o in zip(t.outputs[0], outs):
                buffers[b] = o[0]
            return
        devs = exe.devices
        n = len(devs)
        sharding = NamedSharding(jax.sharding.Mesh(np.array(devs), (WRAPPER_AXIS,)), PartitionSpec(WRAPPER_AXIS))
        stacked = []
        mine = [p for p, d in enumerate(t.devices) if d in self._local]
        for j, spec in enumerate(exe.arg_specs):
            shards = [self._checked(buffers[t.inputs[p][j]], spec, t.inputs[p][j]).reshape((1, *spec.shape))
                      for p in mine]
            stacked.append(jax.make_array_from_single_device_arrays((n, *spec.shape), sharding, shards))
        outs = exe.compiled.execute_sharded(stacked).disassemble_into_single_device_arrays()
        index = {d: p for p, d in enumerate(devs)}
        for j, (per_dev, spec) in enumerate(zip(outs, exe.result_specs)):
            for a in per_dev:
                (dev,) = a.devices()
                buffers[t.outputs[index[dev]][j]] = a.reshape(spec.shape)

    @staticmethod
    def _checked(value: jax.Array, spec: TensorSpec, name: str) -> jax.Array:
        if tuple(value.shape) != spec.shape or value.dtype != spec.dtype:
            raise TagError(f"buffer '{name}' is {value.dtype}{list(value.shape)} but the piece expects {spec}")
        return value

    def _assemble(self, r: int, buffers: dict[str, jax.Array]) -> np.ndarray | None:
        parts = self.program.outputs[r]
        spec = self.result_specs[r]
        if not parts:
            raise TagError(f"result {r}: no parts")
        whole = [p for p in parts if p.axis is None]
        if self.multiprocess:    # the needed parts, as the leader sees them (all processes take part)
            if whole:
                near = [p for p in whole if self.device_map[p.device].process_index == self.leader_device.process_index]
                whole = (near or whole)[:1]
            seen = {p.buffer: self._to_leader(buffers.get(p.buffer), p.device, p.buffer) for p in (whole or parts)}
            if not self.is_leader:
                return None
            buffers = {b: v for b, v in seen.items() if v is not None}
        if whole:
            value = np.asarray(buffers[whole[0].buffer])
        else:
            ordered = sorted(parts, key=lambda p: p.start)
            axis = ordered[0].axis
            assert axis is not None
            pos = 0
            for p in ordered:
                if p.axis != axis or p.start != pos:
                    raise TagError(f"result {r}: parts do not tile rows along axis {axis} (gap or overlap at {pos})")
                pos = p.stop
            value = np.concatenate([np.asarray(buffers[p.buffer]) for p in ordered], axis=axis)
        if value.shape != spec.shape or value.dtype != spec.dtype:
            raise TagError(f"result {r}: assembled {value.dtype}{list(value.shape)}, program declares {spec}")
        return value

    # ------------------------------------------------------------------------------- tracing
    def _record(self, i: int, t: Task, start: float, stop: float) -> None:
        label = getattr(t, "label", "") or (t.piece if isinstance(t, (Compute, AllReduce)) else t.dst)
        for d in _task_devices(t):
            self._events.append({"name": f"{t.kind} {label}", "ph": "X", "ts": start * 1e6, "dur": (stop - start) * 1e6,
                                 "pid": d, "tid": 0, "args": {"task": i, "step": self._steps_run}})

    def trace_events(self) -> list[dict[str, Any]]:
        """Chrome trace events of host dispatch time per task (recorded when built with trace=True)."""
        return list(self._events)


FAULT_ENV = "TAG_FAULT_INJECT"   # "PROCESS:STEP[:stop]": that process kills (stops) itself after that step (tests)


def _inject_fault(step: int) -> None:
    """Testing hook: after `step`, the process TAG_FAULT_INJECT names SIGKILLs itself, or with a
    ':stop' suffix SIGSTOPs itself (a hung peer: alive, holding its connections, silent)."""
    spec = os.environ.get(FAULT_ENV, "")
    if not spec:
        return
    proc, _, rest = spec.partition(":")
    at, _, how = rest.partition(":")
    if proc.isdigit() and at.isdigit() and int(proc) == jax.process_index() and int(at) == step:
        os.kill(os.getpid(), signal.SIGSTOP if how == "stop" else signal.SIGKILL)


def execute(program: DistributedProgram, args: Sequence[Any], steps: int = 1,
            batches: Sequence[Mapping[int, Any] | Sequence[Any]] | None = None,
            device_map: Mapping[int, Any] | None = None, *, fetch: Sequence[int] | None = None,
            checkpoints: Checkpoints | None = None, checkpoint_every: int = 0,
            resume: bool = False) -> ExecutionResult:
    """Load state from `args`, run `steps` steps (batch i: `batches[i]`, else the batch arguments in `args`).

    With `checkpoints`: the state is saved after every `checkpoint_every`-th step; `resume` first
    loads the newest complete checkpoint (when there is one) and runs only the remaining steps
    (`ExecutionResult.first_step`). Without `resume` the folder must hold no checkpoint yet."""
    if batches is not None and len(batches) < steps:
        raise TagError(f"{steps} steps need {steps} batches, got {len(batches)}")
    if checkpoint_every < 0:
        raise TagError(f"checkpoint interval must be >= 0, got {checkpoint_every}")
    runner = Runner(program, device_map, fetch=fetch)
    me = jax.process_index() if runner.multiprocess else None
    start_step = 0
    if checkpoints is not None:
        found = checkpoints.complete()
        if resume:
            restored = checkpoints.latest(me)
            if restored is not None:
                args = list(args)
                for a, value in restored.values.items():
                    if not 0 <= a < len(args) or all(s.arg != a for s in program.state):
                        raise TagError(f"checkpoint '{restored.path}' holds a value for argument {a}, which is "
                                       "not a state argument of this program")
                    args[a] = value
                start_step = min(restored.step, steps)
        elif found:
            raise TagError(f"checkpoint folder '{checkpoints.root}' already holds a checkpoint (after step "
                           f"{found[-1][0]}): pass --resume to continue from it, or use an empty folder")
    runner.load_state(args)
    out = ExecutionResult(results=[], state=[], first_step=start_step + 1, leader=runner.is_leader)
    for i in range(start_step, steps):
        start = time.perf_counter()
        out.results.append(runner.step(batches[i] if batches is not None else args))
        out.step_seconds.append(time.perf_counter() - start)
        if checkpoints is not None and checkpoint_every and (i + 1) % checkpoint_every == 0:
            values = runner.state_values()
            if runner.is_leader:
                checkpoints.save(i + 1, values, runner.leader_device.process_index if runner.multiprocess else None)
        _inject_fault(i + 1)
    out.state = runner.state_values()
    return out
