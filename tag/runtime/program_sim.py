"""Price an applied program (`tag apply`'s folder) on its topology: `tag simulate DIR`.

Where `cluster_sim` prices a *strategy* on coarse chunks (what the planner searches with), this
prices the *program that runs*: the task list of `program.json` with its StableHLO pieces, executed
the way `runtime.execute` dispatches it.

Execution model (one training step):
- Buffers: state slots are resident and feeds (host → device batch rows) are on their devices at
  t = 0, free. Tasks in list order form a DAG through buffers (each defined once before it is read).
- Resources, each a FIFO in task-list order (a task never overtakes an earlier task on the same
  resource, like an in-order stream): per device its compute stream `dev D`; per machine its
  collective stream `coll mM`, NIC egress `nic out mM` and ingress `nic in mM`; per ordered device
  pair on one machine its peer link `link S->D` (`cluster_sim` queues its re-splits on the same
  pair links).
  A task starts when all its input buffers are ready and all its resources are free.
- Compute: when the task records the step's graph nodes it computes (every program `tag apply`
  writes) and the step's graph is known (`graph=`, or `DIR/step.mlir` carrying `tag.plan`),
  `core.cost_model.piece_time` of those nodes for the task's rows (Σ `graph_node_time` with the
  piece's own fusion charges: no fusion crosses an executable) — the per-node pricing the
  planner uses too, so a plan and its applied program are priced alike. Otherwise (hand-built
  programs, PS sum pieces) the piece's ops on the device's chip, priced by
  `device_sim.simulate_device_program` (per-op roofline, GEMM-epilogue fusion of a following
  add/convert, loops by trip count). Occupies the device's compute stream. Output sizes come from the
  task's `out_info`, else from the piece's `@main`.
- AllReduce over devices D holding B bytes per device (the bucket's tensors summed): on one machine
  `ring_allreduce_time(B, |D|, intra_bw, α)`, across machines `hierarchical_allreduce_time` with the
  machines in id order and the ring at the slowest consecutive machine-pair bandwidth — the planner's
  formulas. Occupies the collective stream of every machine it touches, and their NIC queues when it
  crosses machines. Starts when every participant's inputs are ready; does not block compute.
- Move of B bytes (rows of a buffer, or the whole): between two machines B / min(NIC_a, NIC_b,
  link_ab) + α on `nic out` of the source and `nic in` of the destination machine; between devices of
  one machine B / intra_bw + α on their peer link; a row slice on the same device is a memory-bound
  copy (read + write) on its compute stream.
- Concat: memory-bound copy (Σ inputs read + output written) on the device's compute stream.
- A state update held on another device than its slot is moved there at the end of the step
  (`state_move`). Step results go to the host for free (like feeds).
- α = `cluster_sim.SimOptions().latency_s` (the planner's per-message latency) unless overridden;
  every link runs at `link_efficiency` (`core.calibration.COLLECTIVES`) of its nominal bandwidth, as
  in the search model.
- step_time = the last task's end. Per device: busy = time its compute stream runs, idle = step −
  busy, comm = Σ durations of the collectives and moves it takes part in.

Topology: `topology=` (name, file or `Topology`) when given, else `DIR/topology.json` or
`DIR/topology.yaml` (written by `tag apply`), else the program's `meta.topology` resolved by `core.topology.load_topology`
(built-in names, `random:SEED`, file paths).
"""
from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from tag.analysis.graph import build_graph
from tag.core.atomic import write_atomically
from tag.core.calibration import COLLECTIVES
from tag.core.cost_model import copy_time, piece_flops, piece_time
from tag.core.hardware import Chip, HardwarePreset, Link
from tag.core.model import CompGraph, Topology
from tag.core.topology import builtin_topology, load_topology
from tag.dialects.inputs import file_inside
from tag.dialects.attributes import get_plan
from tag.dialects.builders import is_static, num_bytes
from tag.dialects.context import load_module, make_context, parse_module
from tag.dialects.diagnostics import SourceSpan, TagError
from tag.dialects.layout import find_main
from tag.distribute.annotations import annotate_module, read_annotations
from tag.distribute.lower import ApplyOptions, lower_plan
from tag.distribute.program import (
    AllReduce,
    Compute,
    Concat,
    DistributedProgram,
    Move,
    load_program,
)
from tag.runtime.cluster_sim import (
    SimOptions,
    hierarchical_allreduce_time,
    ring_allreduce_time,
)
from tag.runtime.device_sim import simulate_device_program
from tag.runtime.trace import TraceEvent, chrome_trace

__all__ = [
    "TOPOLOGY_FILES",
    "ProgramSimOptions",
    "ProgramSimResult",
    "TaskTiming",
    "format_seconds",
    "resolve_topology",
    "simulate_program",
]

TOPOLOGY_FILES = ("topology.json", "topology.yaml")   # what `tag apply` writes beside program.json
TASK_KINDS = ("compute", "all_reduce", "move", "concat", "state_move")


@dataclass(frozen=True)
class ProgramSimOptions:
    latency_s: float = SimOptions().latency_s      # α per message / ring step (the planner's)
    link_efficiency: float = COLLECTIVES.bandwidth_efficiency   # achieved fraction of nominal link bandwidth


@dataclass(frozen=True)
class TaskTiming:
    """When task `index` (of `program.tasks`; state moves follow) ran, on which resources."""

    index: int
    kind: str
    name: str
    devices: tuple[int, ...]        # compute/concat: its device; all_reduce: participants; move: (src, dst)
    resources: tuple[str, ...]
    start: float
    end: float
    nbytes: int = 0                 # bytes moved / reduced per device (0 for compute)
    group: int = -1

    @property
    def seconds(self) -> float:
        return self.end - self.start


@dataclass
class ProgramSimResult:
    step_time: float
    per_device: dict[int, dict[str, Any]]           # busy_s, idle_s, utilisation, comm_s, tasks, chip, machine
    tasks: dict[str, dict[str, float]]              # kind → {"count", "seconds"}
    per_group: dict[int, dict[str, Any]]            # op group → compute_s, all_reduce_s, devices, start_s, end_s
    comm_time: float                                # Σ seconds of all_reduces and cross-device moves
    timings: list[TaskTiming] = field(default_factory=list)
    topology: str = ""
    source: str = ""
    meta: dict[str, Any] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "step_time_s": self.step_time,
            "comm_time_s": self.comm_time,
            "program": self.source,
            "topology": self.topology,
            "model": self.meta.get("source"),
            "strategy": self.meta.get("strategy"),
            "batch_size": self.meta.get("batch_size"),
            "per_device": {str(d): dict(v) for d, v in sorted(self.per_device.items())},
            "tasks": {k: dict(v) for k, v in self.tasks.items()},
            "per_group": {str(g): dict(v) for g, v in sorted(self.per_group.items())},
            "warnings": list(self.warnings),
        }

    def write_json(self, path: str | Path) -> None:
        """Write `to_json()` to `path` (atomically)."""

        write_atomically(path, json.dumps(self.to_json(), indent=1) + "\n")

    def events(self) -> list[TraceEvent]:
        """One trace event per task and device it occupies (pid = device id)."""
        out: list[TraceEvent] = []
        for t in self.timings:
            if t.end <= t.start:
                continue
            args = {"task": t.index, "resources": list(t.resources)}
            if t.nbytes:
                args["bytes"] = t.nbytes
            if t.group >= 0:
                args["group"] = t.group
            if t.kind in ("compute", "concat") or (t.kind == "move" and t.devices[0] == t.devices[1]):
                out.append(TraceEvent(t.name, t.start, t.seconds, t.devices[-1], "compute", args, t.kind))
            elif t.kind == "all_reduce":
                for d in t.devices:
                    out.append(TraceEvent(t.name, t.start, t.seconds, d, "all_reduce", args, t.kind))
            else:
                src, dst = t.devices
                out.append(TraceEvent(t.name, t.start, t.seconds, src, "send", args, t.kind))
                out.append(TraceEvent(t.name, t.start, t.seconds, dst, "recv", args, t.kind))
        return out

    def trace(self, metadata: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Chrome/Perfetto trace dict: a process per device, threads compute / all_reduce / send / recv."""
        names = {d: f"device {d} ({v['chip']} on {v['machine']})" for d, v in self.per_device.items()}
        meta = {"step_time_s": self.step_time, "program": self.source, "topology": self.topology,
                **dict(metadata or {})}
        return chrome_trace(self.events(), meta, process_names=names)

    def write_trace(self, path: str | Path, metadata: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Write `trace()` to `path` (atomically) and return it."""

        trace = self.trace(metadata)
        write_atomically(path, json.dumps(trace) + "\n")
        return trace

    def summary(self) -> str:
        m = self.meta
        what = f"{m.get('source') or 'program'}"
        if m.get("strategy"):
            what += f" ({m['strategy']})"
        counts = ", ".join(f"{int(v['count'])} {k} {format_seconds(v['seconds'])}" for k, v in self.tasks.items()
                           if v["count"])
        lines = [f"{self.source}: {what} on {self.topology}"
                 + (f", batch {m['batch_size']}" if m.get("batch_size") else ""),
                 (f"simulated step time {format_seconds(self.step_time)}; comm {format_seconds(self.comm_time)} "
                  f"(sum over collectives and moves)"),
                 f"tasks: {counts or 'none'}", "",
                 f"{'device':>6}  {'chip':<10} {'busy':>10} {'idle':>10} {'util':>5} {'comm':>10} {'tasks':>6}"]
        for d, v in sorted(self.per_device.items()):
            lines.append(f"{d:>6}  {v['chip']:<10} {format_seconds(v['busy_s']):>10} {format_seconds(v['idle_s']):>10} "
                         f"{100 * v['utilisation']:>4.0f}% {format_seconds(v['comm_s']):>10} {v['tasks']:>6}")
        lines += [f"warning: {w}" for w in self.warnings]
        return "\n".join(lines)


def format_seconds(seconds: float) -> str:
    """A time with a readable unit (s, ms or us)."""
    if seconds >= 1:
        return f"{seconds:.3f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.2f} us"


# ------------------------------------------------------------------------------------ topology
def resolve_topology(program: DistributedProgram, folder: Path | None,
                     topology: str | Path | Topology | None = None) -> Topology:
    """The topology to price `program` on (module docstring: `topology`, else DIR/topology.json, else
    `meta.topology`); a TagError naming the folder when none resolves or the devices do not fit."""

    where = str(folder) if folder is not None else "program"
    if topology is not None:
        topo = load_topology(topology if isinstance(topology, Topology) else str(topology))
    elif folder is not None and any(file_inside(folder, f, "topology file", required=False) for f in TOPOLOGY_FILES):
        topo = load_topology(next(folder / f for f in TOPOLOGY_FILES if (folder / f).is_file()))
    else:
        name = program.meta.get("topology")
        if not isinstance(name, str) or not name:
            raise TagError(f"no {' or '.join(TOPOLOGY_FILES)} and the program names no topology; pass --topology",
                           SourceSpan(where))
        try:                        # a built-in name only: a path in program.json is not followed
            topo = builtin_topology(name)
        except TagError as err:
            raise TagError(f"no {' or '.join(TOPOLOGY_FILES)}, and the program's topology '{name}' does not "
                           f"resolve ({err.message}); pass --topology", SourceSpan(where)) from None
    n = len(topo.devices)
    bad = [d for d in program.devices if not 0 <= d < n]
    if bad:
        raise TagError(f"the program uses device {bad[0]} but topology '{topo.name}' has {n} devices "
                       f"(0..{n - 1}); pass the topology it was applied for with --topology", SourceSpan(where))
    return topo


# ---------------------------------------------------------------------------------- simulation
def _itemsize(dtype: str) -> int:
    import ml_dtypes  # noqa: F401  (registers bfloat16 / fp8 names with numpy)

    try:
        return int(np.dtype(dtype).itemsize)
    except TypeError:
        raise TagError(f"program: unknown dtype '{dtype}'") from None


@dataclass
class _Buffer:
    shape: tuple[int, ...]
    nbytes: int


def _rows(buf: _Buffer, axis: int | None, start: int, stop: int, what: str) -> _Buffer:
    if axis is None:
        return buf
    if not (0 <= axis < len(buf.shape) and 0 <= start < stop <= buf.shape[axis]):
        raise TagError(f"program: {what}: rows [{start}, {stop}) along axis {axis} do not fit shape {buf.shape}")
    shape = list(buf.shape)
    per_row = buf.nbytes // buf.shape[axis] if buf.shape[axis] else 0
    shape[axis] = stop - start
    return _Buffer(tuple(shape), per_row * (stop - start))


class _PiecePricer:
    """Prices compute tasks per graph node (when nodes and the graph are known) or by parsing the
    piece once and pricing it per chip with `device_sim`; reports result sizes."""

    def __init__(self, program: DistributedProgram, folder: Path | None, graph: CompGraph | None = None):

        self.program, self.folder, self.graph = program, folder, graph
        self.ctx = make_context()
        self.modules: dict[str, Any] = {}
        self.times: dict[tuple[str, str], float] = {}
        self.presets: dict[str, HardwarePreset] = {}
        self.warnings: list[str] = []

    def task_seconds(self, task: Compute, chip: Chip) -> float:
        """The piece's compute plus the chip's fixed cost of running one executable and of each
        argument and result buffer (`KernelModel.piece_fixed_s`: its FLOPs decide whether it runs
        inline; unknown without the graph)."""
        flops = (piece_flops(self.graph, task.nodes, None if task.rows is None else task.rows[1] - task.rows[0])
                 if self.graph is not None and task.nodes else math.inf)
        return (self._compute_seconds(task, chip)
                + chip.kernel_model.piece_fixed_s(len(task.inputs), len(task.outputs), flops))

    def _compute_seconds(self, task: Compute, chip: Chip) -> float:
        if self.graph is None or not task.nodes:
            return self.seconds(task.piece, chip)
        key = (f"{task.piece}|{task.rows}", chip.name)
        t = self.times.get(key)
        if t is None:
            rows = None if task.rows is None else task.rows[1] - task.rows[0]
            n_nodes = len(self.graph.nodes)
            if any(not 0 <= n < n_nodes for n in task.nodes):
                raise TagError(f"compute task of piece '{task.piece}' names nodes outside the step's graph "
                               f"({n_nodes} nodes)")
            t = self.times[key] = piece_time(self.graph, task.nodes, chip, rows)
        return t

    def task_results(self, task: Compute) -> list[_Buffer]:
        if task.out_info:
            return [_Buffer(tuple(o.shape), math.prod(o.shape) * _itemsize(o.dtype)) for o in task.out_info]
        return self.results(task.piece)

    def _file(self, name: str) -> str:
        return str(self.folder / "pieces" / f"{name}.mlir") if self.folder is not None else f"piece '{name}'"

    def module(self, name: str) -> Any:

        mod = self.modules.get(name)
        if mod is None:
            mod = self.modules[name] = parse_module(self.program.pieces[name], self.ctx, file_name=self._file(name))
        return mod

    def results(self, name: str) -> list[_Buffer]:
        from jax.extend.mlir import ir


        try:
            main = find_main(self.module(name))
        except TagError as err:
            raise TagError(err.message, SourceSpan(self._file(name))) from None
        out = []
        for t in ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).results:
            if not (isinstance(t, ir.RankedTensorType) and is_static(t)):
                raise TagError(f"@main returns a non-static type {t}", SourceSpan(self._file(name)))
            out.append(_Buffer(tuple(ir.RankedTensorType(t).shape), num_bytes(t)))
        return out

    def seconds(self, name: str, chip: Chip) -> float:

        key = (name, chip.name)
        t = self.times.get(key)
        if t is None:
            preset = self.presets.get(chip.name)
            if preset is None:   # compute-only pieces: the links are never used
                preset = self.presets[chip.name] = HardwarePreset(f"{chip.name} (program_sim)", chip,
                                                                  Link(1.0, 0.0), node_size=1)
            res = simulate_device_program(self.module(name), preset, max_events=0)
            for w in res.warnings:
                if not w.startswith("trace truncated"):
                    msg = f"{self._file(name)}: {w}"
                    if msg not in self.warnings:
                        self.warnings.append(msg)
            t = self.times[key] = float(res.step_time)
        return t


class _Run:
    def __init__(self, program: DistributedProgram, topology: Topology, options: ProgramSimOptions,
                 folder: Path | None, graph: CompGraph | None = None):
        self.program, self.topo, self.opts = program, topology, options
        self.lat = options.latency_s
        self.pricer = _PiecePricer(program, folder, graph)
        devs = topology.devices
        self.machine_of = {d.id: d.machine for d in devs}
        self.chip_of = {d.id: topology.machines[d.machine].chip for d in devs}
        self.free: dict[str, float] = {}
        self.ready: dict[str, float] = {}
        self.buffers: dict[str, _Buffer] = {}
        self.where: dict[str, int] = {}
        self.timings: list[TaskTiming] = []

    # -- links
    def _intra(self, m: int) -> float:
        return self.opts.link_efficiency * float(self.topo.machines[m].intra_bps)

    def _bw(self, a: int, b: int) -> float:
        if a == b:
            return self._intra(a)
        ms = self.topo.machines
        link = self.topo.inter_bps.get((min(a, b), max(a, b)), math.inf)
        return self.opts.link_efficiency * float(min(ms[a].nic_bps, ms[b].nic_bps, link))

    # -- booking
    def _book(self, index: int, kind: str, name: str, devices: tuple[int, ...], resources: tuple[str, ...],
              ready: float, dur: float, nbytes: int = 0, group: int = -1) -> float:
        start = max([ready, *(self.free.get(r, 0.0) for r in resources)])
        end = start + dur
        for r in resources:
            self.free[r] = end
        self.timings.append(TaskTiming(index, kind, name, devices, resources, start, end, nbytes, group))
        return end

    def _define(self, name: str, buf: _Buffer, device: int, at: float) -> None:
        self.buffers[name], self.where[name], self.ready[name] = buf, device, at

    def _move(self, index: int, kind: str, name: str, src: str, dst_device: int, buf: _Buffer,
              ready: float) -> float:
        s = self.where[src]
        ms, md = self.machine_of[s], self.machine_of[dst_device]
        if s == dst_device:
            dur = copy_time(buf.nbytes, self.chip_of[s]) if buf.nbytes != self.buffers[src].nbytes else 0.0
            res: tuple[str, ...] = (f"dev {s}",)
        elif ms == md:
            dur, res = buf.nbytes / self._intra(ms) + self.lat, (f"link {s}->{dst_device}",)
        else:
            dur, res = buf.nbytes / self._bw(ms, md) + self.lat, (f"nic out m{ms}", f"nic in m{md}")
        return self._book(index, kind, name, (s, dst_device), res, ready, dur, buf.nbytes)

    def _allreduce_time(self, devices: Sequence[int], nbytes: int) -> tuple[float, tuple[str, ...]]:
        counts: dict[int, int] = {}
        for d in devices:
            counts[self.machine_of[d]] = counts.get(self.machine_of[d], 0) + 1
        ms = sorted(counts)
        if len(ms) == 1:
            m = ms[0]
            return ring_allreduce_time(nbytes, counts[m], self._intra(m), self.lat), (f"coll m{m}",)
        k = len(ms)
        ring_bw = min(self._bw(ms[i], ms[(i + 1) % k]) for i in range(k))
        dur = hierarchical_allreduce_time(nbytes, [(counts[m], self._intra(m)) for m in ms], ring_bw, self.lat)
        res = tuple(f"coll m{m}" for m in ms) + tuple(f"nic out m{m}" for m in ms) + tuple(f"nic in m{m}" for m in ms)
        return dur, res

    # -- the step
    def run(self) -> None:
        p = self.program
        for s in p.state:
            info = p.args[s.arg]
            self._define(s.buffer, _Buffer(tuple(info.shape), math.prod(info.shape) * _itemsize(info.dtype)),
                         s.device, 0.0)
        for f in p.feeds:
            info = p.args[f.arg]
            whole = _Buffer(tuple(info.shape), math.prod(info.shape) * _itemsize(info.dtype))
            self._define(f.dst, _rows(whole, f.axis, f.start, f.stop, f"feed of argument {f.arg}"), f.device, 0.0)
        for i, t in enumerate(p.tasks):
            try:
                self._task(i, t)
            except TagError as err:
                if err.span is not None:
                    raise
                raise TagError(f"task {i} ({t.kind}): {err.message}") from None
        n = len(p.tasks)
        for s in p.state:
            if s.update is not None and self.where[s.update] != s.device:
                n += 1
                self._move(n - 1, "state_move", f"state {s.buffer}", s.update, s.device, self.buffers[s.update],
                           self.ready[s.update])

    def _task(self, i: int, t: Any) -> None:
        if isinstance(t, Compute):
            ready = max((self.ready[b] for b in t.inputs), default=0.0)
            dur = self.pricer.task_seconds(t, self.chip_of[t.device])
            outs = self.pricer.task_results(t)
            if len(outs) != len(t.outputs):
                raise TagError(f"piece '{t.piece}' returns {len(outs)} values but the task lists "
                               f"{len(t.outputs)} outputs")
            name = t.label or t.piece
            end = self._book(i, "compute", name, (t.device,), (f"dev {t.device}",), ready, dur, group=t.group)
            for b, buf in zip(t.outputs, outs):
                self._define(b, buf, t.device, end)
        elif isinstance(t, AllReduce):
            ready = max((self.ready[b] for ins in t.inputs for b in ins), default=0.0)
            bufs = [self.buffers[b] for b in t.inputs[0]] if t.inputs else []
            nbytes = sum(b.nbytes for b in bufs)
            dur, res = self._allreduce_time(t.devices, nbytes)
            name = t.label or f"all_reduce {t.piece}"
            end = self._book(i, "all_reduce", name, tuple(t.devices), res, ready, dur, nbytes, t.group)
            for d, outs in zip(t.devices, t.outputs):
                for b, buf in zip(outs, bufs):
                    self._define(b, buf, d, end)
        elif isinstance(t, Move):
            src = self.buffers[t.src]
            buf = _rows(src, t.axis, t.start, t.stop, f"move of '{t.src}'")
            end = self._move(i, "move", f"move {t.src} -> {t.dst}", t.src, t.device, buf, self.ready[t.src])
            self._define(t.dst, buf, t.device, end)
        elif isinstance(t, Concat):
            srcs = [self.buffers[b] for b in t.srcs]
            shape = list(srcs[0].shape)
            if not 0 <= t.axis < len(shape):
                raise TagError(f"concat axis {t.axis} out of range for shape {tuple(shape)}")
            shape[t.axis] = sum(b.shape[t.axis] for b in srcs)
            nbytes = sum(b.nbytes for b in srcs)
            ready = max((self.ready[b] for b in t.srcs), default=0.0)
            dur = copy_time(nbytes, self.chip_of[t.device])
            end = self._book(i, "concat", f"concat -> {t.dst}", (t.device,), (f"dev {t.device}",), ready, dur, nbytes)
            self._define(t.dst, _Buffer(tuple(shape), nbytes), t.device, end)
        else:
            raise TagError(f"unknown task type {type(t).__name__}")

    # -- the result
    def result(self, source: str) -> ProgramSimResult:
        p, topo = self.program, self.topo
        step = max((t.end for t in self.timings), default=0.0)
        per_device: dict[int, dict[str, Any]] = {}
        for d in p.devices:
            m = self.machine_of[d]
            per_device[d] = {"chip": topo.machines[m].chip.name, "machine": topo.machines[m].name,
                             "busy_s": 0.0, "idle_s": 0.0, "utilisation": 0.0, "comm_s": 0.0, "tasks": 0}
        tasks = {k: {"count": 0, "seconds": 0.0} for k in TASK_KINDS}
        groups: dict[int, dict[str, Any]] = {}
        comm = 0.0
        for t in self.timings:
            tasks[t.kind]["count"] += 1
            tasks[t.kind]["seconds"] += t.seconds
            on_stream = t.kind in ("compute", "concat") or (t.kind in ("move", "state_move")
                                                            and t.devices[0] == t.devices[-1])
            if not on_stream:
                comm += t.seconds
            for d in dict.fromkeys(t.devices):
                rec = per_device.setdefault(d, {"chip": self.chip_of[d].name,
                                                "machine": topo.machines[self.machine_of[d]].name,
                                                "busy_s": 0.0, "idle_s": 0.0, "utilisation": 0.0, "comm_s": 0.0,
                                                "tasks": 0})
                rec["tasks"] += 1
                rec["busy_s" if on_stream else "comm_s"] += t.seconds
            if t.group >= 0:
                g = groups.setdefault(t.group, {"compute_s": 0.0, "all_reduce_s": 0.0, "computes": 0,
                                                "all_reduces": 0, "all_reduce_bytes": 0, "devices": [],
                                                "start_s": t.start, "end_s": t.end})
                if t.kind == "compute":
                    g["compute_s"] += t.seconds
                    g["computes"] += 1
                else:
                    g["all_reduce_s"] += t.seconds
                    g["all_reduces"] += 1
                    g["all_reduce_bytes"] += t.nbytes
                g["devices"] = sorted(set(g["devices"]) | set(t.devices))
                g["start_s"], g["end_s"] = min(g["start_s"], t.start), max(g["end_s"], t.end)
        for rec in per_device.values():
            rec["idle_s"] = max(0.0, step - rec["busy_s"])
            rec["utilisation"] = rec["busy_s"] / step if step > 0 else 0.0
        tasks = {k: v for k, v in tasks.items() if v["count"] or k in ("compute", "all_reduce", "move", "concat")}
        return ProgramSimResult(step, per_device, tasks, groups, comm, list(self.timings), topo.name, source,
                                dict(p.meta), list(self.pricer.warnings))


def _located(err: TagError, file: str) -> TagError:
    """`err` reported at `file` (`FILE: error: ...`) unless it already names a location."""
    if err.span is not None:
        return err
    message = err.message
    for prefix in (f"{file}: ", "program: "):
        message = message.removeprefix(prefix)
    return TagError(message, SourceSpan(file), err.notes)


def _load(path: Path) -> tuple[DistributedProgram, Path]:
    if not path.exists():
        raise TagError("no such program folder (write one with `tag apply MODEL ... --out DIR`)", SourceSpan(str(path)))
    folder = path if path.is_dir() else path.parent
    file = folder / "program.json"
    if not file.is_file():
        raise TagError("no program.json here (write one with `tag apply MODEL ... --out DIR`)", SourceSpan(str(folder)))
    try:
        return load_program(path), folder
    except TagError as err:
        raise _located(err, str(file)) from None


def step_graph(folder: Path) -> CompGraph | None:
    """The op graph of `folder/step.mlir` when it is an annotated step (`tag.plan`), else None."""
    step = file_inside(folder, "step.mlir", "step.mlir", required=False)   # not a link out of the folder
    if step is None:
        return None
    module = load_module(step)
    record = get_plan(module.operation)
    if record is None:
        return None
    return build_graph(module, batch_size=record.batch_size, source=str(step), flatten=False)


def simulate_program(program_or_dir: DistributedProgram | str | Path, topology: str | Path | Topology | None = None,
                     *, options: ProgramSimOptions | None = None, graph: CompGraph | None = None) -> ProgramSimResult:
    """Price one step of an applied program (a folder written by `tag apply`, its program.json, or a
    `DistributedProgram`) on `topology` (module docstring: the model and how the topology is found).
    `graph`: the step's op graph (for a folder it is rebuilt from `step.mlir` when not given).
    Problems are `TagError`s located at the folder or its program.json."""
    if isinstance(program_or_dir, DistributedProgram):
        program, folder, source, file = program_or_dir, None, "program", "program"
        program.validate()
    else:
        program, folder = _load(Path(program_or_dir))
        source, file = str(program_or_dir), str(folder / "program.json")
        if graph is None:
            try:
                graph = step_graph(folder)
            except TagError as err:
                raise _located(err, str(folder / "step.mlir")) from None
    topo = resolve_topology(program, folder, topology)
    run = _Run(program, topo, options or ProgramSimOptions(), folder, graph)
    try:
        run.run()
    except TagError as err:
        raise _located(err, file) from None
    return run.result(source)


def simulate_as_applied(module: Any, graph: CompGraph, grouping: Any, strategy: Any, topology: Topology, *,
                        fusion_bytes: int | None = None, sync: str = "fused", flat: Any = None,
                        options: ProgramSimOptions | None = None) -> tuple[ProgramSimResult, DistributedProgram]:
    """Price `strategy` as `tag apply` would run it: annotate `module` (the step `graph` and
    `grouping` were built from; `flat`: its flattened copy, when the caller has one), read the
    annotations back, lower them without carving pieces and price the schedule. The same program
    `tag apply` writes, priced as `tag simulate` prices it."""
    annotated = annotate_module(module, graph, grouping, strategy, topology, flat=flat)
    view = read_annotations(annotated, topology, source=graph.source, graph=graph)
    apply_options = ApplyOptions(sync=sync) if fusion_bytes is None else ApplyOptions(fusion_bytes=fusion_bytes,
                                                                                      sync=sync)
    program = lower_plan(view, topology, apply_options, materialise=False)
    return simulate_program(program, topology, options=options, graph=view.graph), program
