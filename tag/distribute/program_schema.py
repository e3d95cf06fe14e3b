"""Validation of a parsed program.json before anything is built from it (`program.load_program`).

A program folder may come from anyone; `tag run` and `tag simulate` allocate buffers by the shapes
it declares and index tensors by the numbers it holds. Every field is checked here, with its JSON
path, so a bad file is one line (`DIR/program.json: error: args[0].shape[1]: ...`) and never a
KeyError, an IndexError, a MemoryError or minutes of compiling first.

Checked: the format version; `devices` distinct non-negative integers; `args`/`results` shapes of
non-negative integers with at most `MAX_TENSOR_BYTES` each and known dtypes; feeds, state slots,
tasks and result parts naming declared devices, in-range argument indices, string buffer names and
row ranges inside the tensor; one part list per result; `meta.carried` (argument index -> result
index, both in range) and `meta.arg_roles` (one known role per argument). Dataflow (every buffer
defined once before use, on its reader's device) is `DistributedProgram.validate`'s job.
"""
from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any

from tag.core.model import Role
from tag.dialects.builders import NUMPY_DTYPES
from tag.dialects.diagnostics import TagError

__all__ = ["MAX_TENSOR_BYTES", "DTYPES", "check_program_json"]

# One tensor of a program: 64 GiB is above any single weight or activation of the models TAG plans
# (and above the memory of any one accelerator it models); a shape beyond it is a broken file.
MAX_TENSOR_BYTES = 1 << 36
DTYPES: dict[str, int] = {**{d.name: d.itemsize for d in NUMPY_DTYPES.values()}, "complex64": 8, "complex128": 16}
_ROLES = {r.value for r in Role}
_TASK_KEYS = {"compute": ("piece", "device", "inputs", "outputs"), "all_reduce": ("piece", "devices", "inputs", "outputs"),
              "move": ("src", "device", "dst"), "concat": ("device", "srcs", "axis", "dst")}


class _Checker:
    def __init__(self, where: str):
        self.where = where
        self.devices: set[int] = set()

    def fail(self, path: str, message: str) -> TagError:
        return TagError(f"{self.where}: {path}: {message}")

    @staticmethod
    def show(value: Any) -> str:
        text = json.dumps(value, default=str)
        return text if len(text) <= 40 else text[:37] + "..."

    def obj(self, value: Any, path: str, required: tuple[str, ...] = ()) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(path, f"expected an object, got {self.show(value)}")
        for key in required:
            if key not in value:
                raise self.fail(path, f"missing '{key}'")
        return value

    def seq(self, value: Any, path: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(path, f"expected a list, got {self.show(value)}")
        return value

    def integer(self, value: Any, path: str, low: int = 0, high: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(path, f"expected an integer, got {self.show(value)}")
        if value < low or (high is not None and value >= high):
            bound = f"in [{low}, {high})" if high is not None else f">= {low}"
            raise self.fail(path, f"expected an integer {bound}, got {value}")
        return value

    def string(self, value: Any, path: str) -> str:
        if not isinstance(value, str) or not value:
            raise self.fail(path, f"expected a non-empty string, got {self.show(value)}")
        return value

    def device(self, value: Any, path: str) -> int:
        d = self.integer(value, path)
        if d not in self.devices:
            raise self.fail(path, f"device {d} is not one of the program's devices")
        return d

    def strings(self, value: Any, path: str) -> None:
        for i, item in enumerate(self.seq(value, path)):
            self.string(item, f"{path}[{i}]")

    def tensor(self, value: Any, path: str) -> tuple[int, ...]:
        t = self.obj(value, path, ("shape", "dtype"))
        shape = tuple(self.integer(d, f"{path}.shape[{i}]") for i, d in enumerate(self.seq(t["shape"], f"{path}.shape")))
        dtype = t["dtype"]
        if not isinstance(dtype, str) or dtype not in DTYPES:
            raise self.fail(f"{path}.dtype", f"unknown dtype {self.show(dtype)} (known: {', '.join(sorted(DTYPES))})")
        nbytes = math.prod(shape) * DTYPES[dtype]
        if nbytes > MAX_TENSOR_BYTES:
            raise self.fail(f"{path}.shape", f"a {dtype} tensor of shape {list(shape)} is {nbytes:.3g} bytes, more than "
                                             f"the {MAX_TENSOR_BYTES >> 30} GiB a program tensor may have")
        if "name" in t and not isinstance(t["name"], str):
            raise self.fail(f"{path}.name", f"expected a string, got {self.show(t['name'])}")
        return shape

    def rows(self, d: Mapping[str, Any], path: str, shape: tuple[int, ...] | None) -> None:
        """`axis` (null or a dimension), `start` <= `stop` (within that dimension when known)."""
        axis = d.get("axis")
        if axis is None:
            return
        self.integer(axis, f"{path}.axis", 0, len(shape) if shape is not None else None)
        start = self.integer(d.get("start", 0), f"{path}.start")
        stop = self.integer(d.get("stop", 0), f"{path}.stop")
        limit = shape[axis] if shape is not None else None
        if stop < start or (limit is not None and stop > limit):
            raise self.fail(path, f"rows [{start}, {stop}) are not inside dimension {axis}"
                                  + (f" of size {limit}" if limit is not None else ""))


def check_program_json(data: Any, where: str) -> None:
    """TagError `WHERE: JSON.PATH: problem` for the first malformed field of a parsed program.json."""
    c = _Checker(where)
    top = c.obj(data, "program", ("version", "devices", "args", "results", "feeds", "state", "tasks", "outputs",
                                  "pieces"))
    if top["version"] != 1 or isinstance(top["version"], bool):
        raise TagError(f"{where}: version: unsupported program format {c.show(top['version'])} (this TAG reads 1)")
    for i, d in enumerate(c.seq(top["devices"], "devices")):
        d = c.integer(d, f"devices[{i}]")
        if d in c.devices:
            raise c.fail(f"devices[{i}]", f"device {d} is listed twice")
        c.devices.add(d)
    if not c.devices:
        raise c.fail("devices", "empty: a program runs on at least one device")
    args = [c.tensor(a, f"args[{i}]") for i, a in enumerate(c.seq(top["args"], "args"))]
    results = [c.tensor(r, f"results[{i}]") for i, r in enumerate(c.seq(top["results"], "results"))]
    for i, f in enumerate(c.seq(top["feeds"], "feeds")):
        path = f"feeds[{i}]"
        f = c.obj(f, path, ("arg", "device", "dst"))
        a = c.integer(f["arg"], f"{path}.arg", 0, len(args))
        c.device(f["device"], f"{path}.device")
        c.string(f["dst"], f"{path}.dst")
        c.rows(f, path, args[a])
    for i, s in enumerate(c.seq(top["state"], "state")):
        path = f"state[{i}]"
        s = c.obj(s, path, ("arg", "device", "buffer"))
        c.integer(s["arg"], f"{path}.arg", 0, len(args))
        c.device(s["device"], f"{path}.device")
        c.string(s["buffer"], f"{path}.buffer")
        if s.get("update") is not None:
            c.string(s["update"], f"{path}.update")
    pieces = c.seq(top["pieces"], "pieces")
    for i, t in enumerate(c.seq(top["tasks"], "tasks")):
        _check_task(c, t, f"tasks[{i}]", pieces)
    outputs = c.seq(top["outputs"], "outputs")
    if len(outputs) != len(results):
        raise c.fail("outputs", f"{len(outputs)} part lists for {len(results)} results (one per result)")
    for r, parts in enumerate(outputs):
        if not c.seq(parts, f"outputs[{r}]"):
            raise c.fail(f"outputs[{r}]", "empty: every result is assembled from at least one part")
        for j, p in enumerate(parts):
            path = f"outputs[{r}][{j}]"
            p = c.obj(p, path, ("buffer", "device"))
            c.string(p["buffer"], f"{path}.buffer")
            c.device(p["device"], f"{path}.device")
            c.rows(p, path, results[r])
    _check_meta(c, top.get("meta", {}), len(args), len(results))


def _check_task(c: _Checker, t: Any, path: str, pieces: list[Any]) -> None:
    t = c.obj(t, path, ("kind",))
    kind = t["kind"]
    if not isinstance(kind, str) or kind not in _TASK_KEYS:
        raise c.fail(f"{path}.kind", f"unknown task kind {c.show(kind)} (expected {', '.join(_TASK_KEYS)})")
    c.obj(t, path, _TASK_KEYS[kind])
    if "piece" in _TASK_KEYS[kind] and t["piece"] not in pieces:
        raise c.fail(f"{path}.piece", f"{c.show(t['piece'])} is not listed in 'pieces'")
    if kind == "all_reduce":
        devices = c.seq(t["devices"], f"{path}.devices")
        for j, d in enumerate(devices):
            c.device(d, f"{path}.devices[{j}]")
        if len(set(devices)) != len(devices):
            raise c.fail(f"{path}.devices", "a device is listed twice")
        for key in ("inputs", "outputs"):
            lists = c.seq(t[key], f"{path}.{key}")
            if len(lists) != len(devices):
                raise c.fail(f"{path}.{key}", f"{len(lists)} lists for {len(devices)} devices (one per device)")
            for j, names in enumerate(lists):
                c.strings(names, f"{path}.{key}[{j}]")
        return
    c.device(t["device"], f"{path}.device")
    if kind == "compute":
        c.strings(t["inputs"], f"{path}.inputs")
        c.strings(t["outputs"], f"{path}.outputs")
        if t.get("rows") is not None:
            rows = c.seq(t["rows"], f"{path}.rows")
            if len(rows) != 2:
                raise c.fail(f"{path}.rows", "expected [start, stop]")
            for j, v in enumerate(rows):
                c.integer(v, f"{path}.rows[{j}]")
        for j, info in enumerate(c.seq(t.get("out_info", []), f"{path}.out_info")):
            c.tensor(info, f"{path}.out_info[{j}]")
    elif kind == "move":
        c.string(t["src"], f"{path}.src")
        c.string(t["dst"], f"{path}.dst")
        c.rows(t, path, None)
    else:
        c.strings(t["srcs"], f"{path}.srcs")
        c.integer(t["axis"], f"{path}.axis")
        c.string(t["dst"], f"{path}.dst")


def _per_argument(c: _Checker, table: Any, where: str, n_args: int) -> list[tuple[str, Any]]:
    """(path, value) per entry of a meta table keyed by argument index (decimal strings < n_args)."""
    out = []
    for key, value in c.obj(table, where).items():
        path = f"{where}.{key}"
        try:
            a = int(key, 10)
        except ValueError:
            raise c.fail(path, f"expected an argument index as the key, got {c.show(key)}") from None
        if not 0 <= a < n_args:
            raise c.fail(path, f"argument {a} does not exist (the step has {n_args})")
        out.append((path, value))
    return out


def _check_meta(c: _Checker, meta: Any, n_args: int, n_results: int) -> None:
    meta = c.obj(meta, "meta")
    for path, value in _per_argument(c, meta.get("carried", {}), "meta.carried", n_args):
        c.integer(value, path, 0, n_results)
    for path, value in _per_argument(c, meta.get("index_bounds", {}), "meta.index_bounds", n_args):
        c.integer(value, path, 1)
    roles = meta.get("arg_roles")
    if roles is not None:
        roles = c.seq(roles, "meta.arg_roles")
        if len(roles) != n_args:
            raise c.fail("meta.arg_roles", f"{len(roles)} roles for {n_args} arguments")
        for i, role in enumerate(roles):
            if not isinstance(role, str) or role not in _ROLES:
                raise c.fail(f"meta.arg_roles[{i}]", f"unknown role {c.show(role)} (expected {', '.join(sorted(_ROLES))})")
    if "batch_size" in meta:
        c.integer(meta["batch_size"], "meta.batch_size")
