"""The distributed program `tag apply` writes and `tag run` executes (the *tag container*).

A strategy lowers to per-device StableHLO *pieces* plus a schedule of data movement and collectives.
We do not use Shardy's `mpmd` dialect: its fragments are SPMD programs over meshes with one global
type per value, which cannot express replicas holding uneven shares of the batch (3 rows on a fast
GPU, 1 on a slow one) or a re-split of the batch between groups with different shares.

On disk (``DIR``)::

    program.json        this schema (version 1): devices, arguments, feeds, state, tasks, results
    pieces/<name>.mlir  one standalone StableHLO module per piece, `@main` taking and returning
                        tensors in the order the task lists its buffers

A *buffer* is a named tensor on one device, live for one step. One step of the program:

1. every `StateSlot.buffer` holds its resident value (loaded once, carried between steps);
   every `Feed` slices rows of a batch argument on the host and puts them on its device;
2. `tasks` run in list order — a valid topological order; the runtime dispatches each without
   waiting, so devices run concurrently and a collective overlaps later compute:
   - `Compute`: a single-device piece on `device`;
   - `AllReduce`: a per-device program (`mhlo.num_partitions = len(devices)`) summing a bucket of
     tensors with `stablehlo.all_reduce` ops over exactly `devices` (one executable per bucket; one
     op per tensor, since XLA CPU rejects variadic all_reduce in per-device programs); inputs and
     outputs are per device;
   - `Move`: copy (optionally rows `[start, stop)` along `axis` of) a buffer to another device;
   - `Concat`: concatenate buffers on one device along `axis`;
3. result `r` of the step is assembled from `results[r]` (parts holding row ranges of it, or one
   whole part); each `StateSlot` with an `update` takes that buffer's value (moved to its device)
   for the next step.

Device ids are the topology's global device ids; the runtime maps them to real devices.
Invariant (checked by `validate`): every buffer is defined once per step (by a state slot, a feed or
a task) before it is read, and lives on the device its readers run on.
"""
from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Union

from tag.core.atomic import discard_staging, replace_folder, staging_folder
from tag.dialects.diagnostics import SourceSpan, TagError
from tag.dialects.inputs import MAX_MLIR_BYTES, MAX_PROGRAM_BYTES, file_inside, load_json_file, read_input

from .program_schema import check_program_json

__all__ = [
    "FORMAT_VERSION", "TensorInfo", "Feed", "StateSlot", "Compute", "AllReduce", "Move", "Concat", "Task",
    "ResultPart", "DistributedProgram", "save_program", "load_program", "program_to_json", "program_from_json",
    "check_output_outside_program",
]

FORMAT_VERSION = 1


@dataclass(frozen=True)
class TensorInfo:
    shape: tuple[int, ...]
    dtype: str                          # numpy dtype name: "float32", "int32", "bfloat16", ...
    name: str = ""


@dataclass(frozen=True)
class Feed:
    """Each step: rows `[start, stop)` along `axis` of batch argument `arg` (whole when axis is None)
    go to `device` as buffer `dst`."""

    arg: int
    device: int
    dst: str
    axis: int | None = None
    start: int = 0
    stop: int = 0


@dataclass(frozen=True)
class StateSlot:
    """A resident copy of argument `arg` (parameter, optimizer state, frozen constant) on `device`.
    `update`: the buffer whose value becomes this slot's value for the next step (None: constant)."""

    arg: int
    device: int
    buffer: str
    update: str | None = None


@dataclass(frozen=True)
class Compute:
    piece: str                          # key of DistributedProgram.pieces
    device: int
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]
    label: str = ""                     # human-readable origin, e.g. "group 3 replica on device 5 rows 0:3"
    kind: str = "compute"
    group: int = -1                     # op group whose ops the piece runs (-1: none, e.g. a PS sum)
    nodes: tuple[int, ...] = ()         # node ids of the step's CompGraph the piece computes
    rows: tuple[int, int] | None = None # global batch rows [start, stop) it computes (None: whole batch)
    out_info: tuple[TensorInfo, ...] = ()   # shape and dtype of each output (as the piece returns them)


@dataclass(frozen=True)
class AllReduce:
    piece: str                          # per-device program over len(devices) partitions
    devices: tuple[int, ...]
    inputs: tuple[tuple[str, ...], ...]     # per device (in `devices` order): the operand buffers
    outputs: tuple[tuple[str, ...], ...]
    label: str = ""
    kind: str = "all_reduce"
    group: int = -1                     # op group whose partial sums it synchronises


@dataclass(frozen=True)
class Move:
    src: str
    device: int                         # destination device
    dst: str
    axis: int | None = None             # None: the whole tensor
    start: int = 0
    stop: int = 0
    kind: str = "move"


@dataclass(frozen=True)
class Concat:
    device: int
    srcs: tuple[str, ...]
    axis: int
    dst: str
    kind: str = "concat"


Task = Union[Compute, AllReduce, Move, Concat]
_TASK_TYPES = {"compute": Compute, "all_reduce": AllReduce, "move": Move, "concat": Concat}


@dataclass(frozen=True)
class ResultPart:
    """Buffer holding rows `[start, stop)` along `axis` of a step result (the whole of it when axis is None)."""

    buffer: str
    device: int
    axis: int | None = None
    start: int = 0
    stop: int = 0


@dataclass
class DistributedProgram:
    devices: tuple[int, ...]                        # topology device ids the program uses
    args: list[TensorInfo]                          # the training step's arguments
    results: list[TensorInfo]                       # and results
    feeds: list[Feed]
    state: list[StateSlot]
    tasks: list[Task]
    outputs: list[list[ResultPart]]                 # per step result
    pieces: dict[str, str] = field(default_factory=dict)   # piece name -> StableHLO text
    meta: dict[str, Any] = field(default_factory=dict)     # model, strategy, topology, batch, summary

    def buffer_devices(self) -> dict[str, int]:
        """Where every buffer lives (the invariant `validate` checks)."""
        where: dict[str, int] = {}
        for s in self.state:
            where[s.buffer] = s.device
        for f in self.feeds:
            where[f.dst] = f.device
        for t in self.tasks:
            if isinstance(t, Compute):
                where.update({b: t.device for b in t.outputs})
            elif isinstance(t, AllReduce):
                for d, outs in zip(t.devices, t.outputs):
                    where.update({b: d for b in outs})
            else:
                where[t.dst] = t.device
        return where

    def validate(self) -> None:
        """TagError unless every buffer is defined once, before use, on its reader's device."""
        where: dict[str, int] = {}

        def define(name: str, device: int, what: str) -> None:
            if name in where:
                raise TagError(f"program: buffer '{name}' defined twice (again by {what})")
            where[name] = device

        def use(name: str, device: int | None, what: str) -> None:
            if name not in where:
                raise TagError(f"program: {what} reads buffer '{name}' before it is defined")
            if device is not None and where[name] != device:
                raise TagError(f"program: {what} on device {device} reads buffer '{name}' on device {where[name]}")

        for s in self.state:
            define(s.buffer, s.device, f"state slot of argument {s.arg}")
        for f in self.feeds:
            define(f.dst, f.device, f"feed of argument {f.arg}")
        for i, t in enumerate(self.tasks):
            what = f"task {i} ({t.kind})"
            if isinstance(t, Compute):
                if t.piece not in self.pieces:
                    raise TagError(f"program: {what} names missing piece '{t.piece}'")
                for b in t.inputs:
                    use(b, t.device, what)
                for b in t.outputs:
                    define(b, t.device, what)
            elif isinstance(t, AllReduce):
                if t.piece not in self.pieces:
                    raise TagError(f"program: {what} names missing piece '{t.piece}'")
                if len(t.inputs) != len(t.devices) or len(t.outputs) != len(t.devices):
                    raise TagError(f"program: {what} needs one input and output list per device")
                for d, ins in zip(t.devices, t.inputs):
                    for b in ins:
                        use(b, d, what)
                for d, outs in zip(t.devices, t.outputs):
                    for b in outs:
                        define(b, d, what)
            elif isinstance(t, Move):
                use(t.src, None, what)
                define(t.dst, t.device, what)
            else:
                for b in t.srcs:
                    use(b, t.device, what)
                define(t.dst, t.device, what)
        for r, parts in enumerate(self.outputs):
            for p in parts:
                use(p.buffer, p.device, f"result {r}")
        for s in self.state:
            if s.update is not None:
                use(s.update, None, f"state update of argument {s.arg}")


# ------------------------------------------------------------------------------------------- disk
def _task_to_json(t: Task) -> dict[str, Any]:
    d = asdict(t)
    for key in ("inputs", "outputs"):
        if isinstance(t, AllReduce):
            d[key] = [list(x) for x in d[key]]
    return d


def _task_from_json(d: dict[str, Any], where: str) -> Task:
    kind = d.get("kind")
    cls = _TASK_TYPES.get(kind)
    if cls is None:
        raise TagError(f"{where}: unknown task kind {json.dumps(kind)} (expected {', '.join(_TASK_TYPES)})")
    try:
        if cls is Compute:
            rows = d.get("rows")
            return Compute(d["piece"], int(d["device"]), tuple(d["inputs"]), tuple(d["outputs"]), d.get("label", ""),
                           group=int(d.get("group", -1)), nodes=tuple(int(n) for n in d.get("nodes", ())),
                           rows=None if rows is None else (int(rows[0]), int(rows[1])),
                           out_info=tuple(TensorInfo(tuple(int(x) for x in o["shape"]), str(o["dtype"]), o.get("name", ""))
                                          for o in d.get("out_info", ())))
        if cls is AllReduce:
            return AllReduce(d["piece"], tuple(int(x) for x in d["devices"]), tuple(tuple(x) for x in d["inputs"]),
                             tuple(tuple(x) for x in d["outputs"]), d.get("label", ""), group=int(d.get("group", -1)))
        if cls is Move:
            return Move(d["src"], int(d["device"]), d["dst"], d.get("axis"), int(d.get("start", 0)), int(d.get("stop", 0)))
        return Concat(int(d["device"]), tuple(d["srcs"]), int(d["axis"]), d["dst"])
    except (KeyError, TypeError, ValueError) as exc:
        raise TagError(f"{where}: malformed {kind} task ({type(exc).__name__}: {exc})") from None


def program_to_json(program: DistributedProgram) -> dict[str, Any]:
    return {
        "version": FORMAT_VERSION,
        "meta": program.meta,
        "devices": list(program.devices),
        "args": [asdict(a) for a in program.args],
        "results": [asdict(r) for r in program.results],
        "feeds": [asdict(f) for f in program.feeds],
        "state": [asdict(s) for s in program.state],
        "tasks": [_task_to_json(t) for t in program.tasks],
        "outputs": [[asdict(p) for p in parts] for parts in program.outputs],
        "pieces": sorted(program.pieces),
    }


def _piece_file(name: str) -> str:
    return f"pieces/{name}.mlir"


def save_program(program: DistributedProgram, out_dir: str | Path, *, extra: dict[str, str] | None = None) -> list[str]:
    """Write DIR/program.json, DIR/pieces/*.mlir and `extra` files (name -> text), replacing DIR as a
    whole: the files are staged in a sibling folder that is put in place in one atomic step
    (`core.atomic.replace_folder`), so a reader (or a kill at any moment) sees the previous program
    or the new one, never a mix. Returns the paths."""
    program.validate()
    out = Path(out_dir)
    parent = out.parent if str(out.parent) else Path(".")
    if not parent.exists():
        raise TagError(f"cannot write output: folder '{parent}' does not exist")
    if out.exists() and not out.is_dir():
        raise TagError(f"cannot write output: '{out}' exists and is not a folder")
    staging = staging_folder(out)
    try:
        (staging / "pieces").mkdir()
        for name, text in program.pieces.items():
            (staging / _piece_file(name)).write_text(text)
        (staging / "program.json").write_text(json.dumps(program_to_json(program), indent=1) + "\n")
        for name, text in (extra or {}).items():
            (staging / name).write_text(text)
        replace_folder(staging, out)
    except OSError as exc:                      # no space, a read-only file system: one located line
        discard_staging(staging)
        raise TagError(f"cannot write output folder '{out}': {exc.strerror or exc}") from None
    except BaseException:
        discard_staging(staging)
        raise
    return ([str(out / "program.json")] + [str(out / name) for name in sorted(extra or {})]
            + [str(out / _piece_file(n)) for n in sorted(program.pieces)])


_PROGRAM_FILES = ("program.json", "step.mlir", "topology.json", "topology.yaml")   # what the readers read


def check_output_outside_program(out: str | os.PathLike[str], program: str | os.PathLike[str], flag: str) -> None:
    """Refuse an output path (`tag run --save`, `tag simulate --json/--trace`) that is one of the files
    of the program folder being read: writing it destroyed the program (`--json DIR/program.json`)."""
    folder = Path(program)
    folder = folder if folder.is_dir() else folder.parent
    try:
        target, root = Path(out).resolve(), folder.resolve()
    except (OSError, RuntimeError):
        return
    if (target.parent == root and target.name in _PROGRAM_FILES) or target.parent == root / "pieces":
        raise TagError(f"cannot write {flag} output '{out}': it is the program's own "
                       f"{target.relative_to(root)}, which the command reads; write it elsewhere")


def load_program(path: str | Path) -> DistributedProgram:
    """Read a folder written by `save_program` (or its program.json); TagError naming the file.
    Piece names are plain file names (no path separators, no leading dot) and piece files must be
    regular files inside the folder: nothing outside it is read."""
    path = Path(path)
    if not path.exists():
        raise TagError(f"'{path}' does not exist (write a program with `tag apply ... --out {path}`)")
    folder = path if path.is_dir() else path.parent
    source = folder / "program.json"
    if not source.exists() and not source.is_symlink():
        raise TagError(f"no program.json in '{folder}' (write one with `tag apply ... --out {folder}`)")
    file_inside(folder, "program.json", "program.json")      # no link out of the folder, a regular file
    data = load_json_file(source, "program.json", MAX_PROGRAM_BYTES)
    where = str(source)

    def read_piece(name: str) -> str:
        file = folder / _piece_file(name)
        if not file.exists() and not file.is_symlink():
            raise TagError(f"{where}: piece file '{file}' is missing or not a regular file")
        try:                                    # `pieces` or the file linked elsewhere, a FIFO: refused
            file_inside(folder, _piece_file(name), "piece file")
        except TagError as err:
            raise TagError(f"{where}: piece file '{file}' is missing or not a regular file ({err.message})") from None
        raw = read_input(file, "piece file", MAX_MLIR_BYTES)
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            raise TagError("piece file is not UTF-8 MLIR text", SourceSpan(str(file))) from None

    return program_from_json(data, read_piece, where=where)


def program_from_json(data: Any, pieces: dict[str, str] | Callable[[str], str], *, where: str) -> DistributedProgram:
    """The program of a parsed program.json; `pieces` gives each piece's text (a dict, or a reader
    called once per name). Validated; TagError starting with `where`."""
    if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
        raise TagError(f"{where}: unsupported program format (this TAG reads version {FORMAT_VERSION})")
    check_program_json(data, where)
    try:
        texts = {}
        names = data["pieces"]
        if not isinstance(names, list):
            raise TagError(f"{where}: 'pieces' must be a list of names")
        for name in names:
            if not isinstance(name, str) or not _PIECE_NAME.fullmatch(name):
                raise TagError(f"{where}: invalid piece name {json.dumps(name)} (letters, digits, '_', '-', '~' only)")
            if callable(pieces):
                texts[name] = pieces(name)
            elif name in pieces:
                texts[name] = pieces[name]
            else:
                raise TagError(f"{where}: piece '{name}' is missing")
        program = DistributedProgram(
            devices=tuple(int(d) for d in data["devices"]),
            args=[TensorInfo(tuple(a["shape"]), a["dtype"], a.get("name", "")) for a in data["args"]],
            results=[TensorInfo(tuple(a["shape"]), a["dtype"], a.get("name", "")) for a in data["results"]],
            feeds=[Feed(**f) for f in data["feeds"]],
            state=[StateSlot(**s) for s in data["state"]],
            tasks=[_task_from_json(t, f"{where}: tasks[{i}]") for i, t in enumerate(data["tasks"])],
            outputs=[[ResultPart(**p) for p in parts] for parts in data["outputs"]],
            pieces=texts,
            meta=dict(data.get("meta", {})),
        )
    except TagError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise TagError(f"{where}: malformed program ({type(exc).__name__}: {exc})") from None
    try:
        program.validate()
    except TagError as err:                     # name the file the broken dataflow was read from
        raise TagError(f"{where}: {err.message.removeprefix('program: ')}") from None
    return program


_PIECE_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_~-]*")


def task_reads(t: Task) -> list[str]:
    """The buffers task `t` reads, in its operand order."""
    if isinstance(t, Compute):
        return list(t.inputs)
    if isinstance(t, AllReduce):
        return [b for ins in t.inputs for b in ins]
    if isinstance(t, Move):
        return [t.src]
    return list(t.srcs)


def task_writes(t: Task) -> list[str]:
    """The buffers task `t` defines, in its result order."""
    if isinstance(t, Compute):
        return list(t.outputs)
    if isinstance(t, AllReduce):
        return [b for outs in t.outputs for b in outs]
    return [t.dst]


def buffers_read(tasks: Iterable[Task]) -> set[str]:
    """Every buffer some task reads."""
    return {b for t in tasks for b in task_reads(t)}
