"""strategy.json: a `Strategy` as versioned JSON, read back with validation.

Format (version 1)::

    {"version": 1, "name": "tag",
     "groups": [{"group": 0, "machines": [0, 2], "replication": "allreduce",
                 "devices": [0, 1, 9],                  # optional: explicit device subset
                 "grad_sync": {"3": "ps"},              # parameter index -> "allreduce" | "ps"
                 "ps_device": {"3": 9},                 # parameter index -> device id (PS only)
                 "sfb": {"3": [812, 813]}}, ...],       # parameter index -> sufficient-factor broadcast:
                                                        # the node ids of its region (`core.sfb`; false
                                                        # or [] = off); checked when the plan is expanded
     "batch_shares": {"0": 0.25, "1": 0.25, ...},       # or null: shares ∝ device speed
     "fusion_bytes": 8388608,                           # optional: the AllReduce bucket size the plan chose
     "origin": {"model": "bert", "batch_size": 8, "small": false, "num_groups": 60, "seed": 0}}

`origin` (optional) records how the op groups were made, so `tag apply` rebuilds the same grouping.

`groups[i]` is the decision for op group i (`"group"`, when present, must equal i). Batch shares are
weights normalised over each replicated group's devices; they are positive and sum to 1, and every
device of a replicated group with more than one device needs one. Every problem is a `TagError`
naming the file and the JSON path: `strategy.json: error: groups[3].machines[1]: machine 9 does not
exist (topology has 7)`.
"""
from __future__ import annotations

import json
import math
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from tag.dialects.attributes import GradSync, Replication
from tag.core.atomic import write_atomically
from tag.dialects.diagnostics import SourceSpan, TagError
from tag.dialects.inputs import load_json_file
from tag.core.model import GroupDecision, Grouping, Strategy, Topology

__all__ = ["FORMAT_VERSION", "strategy_to_json", "strategy_from_json", "save_strategy", "load_strategy",
           "read_strategy_file", "check_origin", "check_origin_model", "ORIGIN_TYPES"]

FORMAT_VERSION = 1
_TOP_KEYS = ("version", "name", "groups", "batch_shares", "fusion_bytes", "origin")
_GROUP_KEYS = ("group", "machines", "replication", "devices", "grad_sync", "ps_device", "sfb")
_REPLICATIONS = ", ".join(r.value for r in Replication)
# origin keys `tag plan` writes -> (type, lowest value for integers); other keys are kept unread
ORIGIN_TYPES: dict[str, tuple[type, int | None]] = {
    "model": (str, None), "batch_size": (int, 1), "small": (bool, None), "num_groups": (int, 1), "seed": (int, 0),
    "grouping": (str, None), "topology": (str, None), "topology_fingerprint": (str, None),
}


def strategy_to_json(strategy: Strategy) -> dict[str, Any]:
    """The JSON-ready dict of `strategy` (format in the module docstring)."""
    groups = []
    for i, dec in enumerate(strategy.decisions):
        entry: dict[str, Any] = {"group": i, "machines": [int(m) for m in dec.machines],
                                 "replication": Replication(dec.replication).value}
        if dec.devices:
            entry["devices"] = [int(d) for d in dec.devices]
        if dec.grad_sync:
            entry["grad_sync"] = {str(p): GradSync(v).value for p, v in sorted(dec.grad_sync.items())}
        if dec.ps_device:
            entry["ps_device"] = {str(p): int(d) for p, d in sorted(dec.ps_device.items())}
        if any(dec.sfb.values()):
            entry["sfb"] = {str(p): [int(n) for n in sorted(v)] for p, v in sorted(dec.sfb.items()) if v}
        groups.append(entry)
    shares = None
    if strategy.batch_shares is not None:
        shares = {str(d): float(v) for d, v in sorted(strategy.batch_shares.items())}
    out = {"version": FORMAT_VERSION, "name": strategy.name, "groups": groups, "batch_shares": shares}
    if strategy.fusion_bytes is not None:
        out["fusion_bytes"] = int(strategy.fusion_bytes)
    if strategy.origin:
        out["origin"] = dict(strategy.origin)
    return out


class _Reader:
    """Validation helpers that raise TagError(`source: error: path: message`)."""

    def __init__(self, source: str):
        self.source = source

    def fail(self, path: str, message: str) -> TagError:
        return TagError(f"{path}: {message}" if path else message, SourceSpan(self.source))

    @staticmethod
    def kind(value: Any) -> str:
        if value is None:
            return "null"
        return {bool: "a boolean", int: "an integer", float: "a number", str: "a string", list: "a list",
                dict: "an object"}.get(type(value), type(value).__name__)

    def obj(self, value: Any, path: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(path, f"expected an object, got {self.kind(value)}")
        return value

    def integer(self, value: Any, path: str, what: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(path, f"{what} must be an integer, got {self.kind(value)} {json.dumps(value)}")
        return value

    def keys(self, value: Mapping[str, Any], allowed: tuple[str, ...], path: str) -> None:
        for key in value:
            if key not in allowed:
                where = f"{path}.{key}" if path else key
                raise self.fail(where, f"unknown key '{key}' (expected {', '.join(allowed)})")

    def index_key(self, key: str, path: str, what: str) -> int:
        try:
            return int(key, 10)
        except (TypeError, ValueError):
            raise self.fail(path, f"{what} must be an integer, got '{key}'") from None


def strategy_from_json(data: Any, *, grouping: Grouping | None, topology: Topology | None,
                       source: str = "strategy.json") -> Strategy:
    """Validate `data` (parsed strategy.json) against the op groups and the topology. Passing None for
    either checks the format only (no group count / parameter ownership, resp. no machine, device
    and share coverage checks)."""
    r = _Reader(source)
    top = r.obj(data, "")
    r.keys(top, _TOP_KEYS, "")
    if "version" not in top:
        raise r.fail("version", f"missing (expected {FORMAT_VERSION})")
    version = top["version"]
    if isinstance(version, bool) or not isinstance(version, int) or version != FORMAT_VERSION:
        raise r.fail("version", f"unsupported strategy format version {json.dumps(version)} "
                                f"(this TAG reads version {FORMAT_VERSION})")
    name = top.get("name", "")
    if name is None:
        name = ""
    if not isinstance(name, str):
        raise r.fail("name", f"expected a string, got {r.kind(name)}")
    if "groups" not in top:
        raise r.fail("groups", "missing (one decision per op group)")
    groups = top["groups"]
    if not isinstance(groups, list):
        raise r.fail("groups", f"expected a list, got {r.kind(groups)}")
    if grouping is not None and len(groups) != len(grouping.groups):
        raise r.fail("groups", f"{len(groups)} decisions for {len(grouping.groups)} op groups")
    decisions = [_decision(r, entry, i, grouping, topology) for i, entry in enumerate(groups)]
    shares = _shares(r, top.get("batch_shares"), decisions, topology)
    origin = check_origin(top.get("origin"), source)
    fusion = top.get("fusion_bytes")
    if fusion is not None:
        fusion = r.integer(fusion, "fusion_bytes", "an AllReduce bucket size in bytes")
        if not 0 <= fusion < 1 << 63:           # an MLIR i64 attribute (std::bad_cast beyond it)
            raise r.fail("fusion_bytes", f"expected an integer in [0, 2^63), got {fusion}")
    return Strategy(decisions, shares, name, origin, fusion)


def check_origin(origin: Any, source: str = "strategy.json") -> dict[str, Any]:
    """`origin` (None: no origin) with each known key of the right type: TagError naming the file and
    `origin.KEY` otherwise. `batch_size` may be null (the module's own)."""
    r = _Reader(source)
    if origin is None:
        return {}
    r.obj(origin, "origin")
    for key, (kind, low) in ORIGIN_TYPES.items():
        if key not in origin or (key == "batch_size" and origin[key] is None):
            continue
        value = origin[key]
        if kind is int:
            r.integer(value, f"origin.{key}", key)
            if low is not None and value < low:
                raise r.fail(f"origin.{key}", f"{key} must be >= {low}, got {value}")
        elif kind is bool and not isinstance(value, bool):
            raise r.fail(f"origin.{key}", f"expected true or false, got {r.kind(value)} {json.dumps(value)}")
        elif kind is str and not isinstance(value, str):
            raise r.fail(f"origin.{key}", f"expected a string, got {r.kind(value)} {json.dumps(value)}")
    return dict(origin)


def _model_identity(spec: str) -> str:
    """A built-in model's normalised name, or a module file's name (folders do not matter: a plan
    travels with its model)."""
    if spec.endswith((".mlir", ".mlirbc")) or "/" in spec or os.sep in spec:
        return "file " + Path(spec).name
    return "built-in " + spec.strip().lower().replace("-", "").replace("_", "")


def check_origin_model(origin: dict[str, Any], model: str, source: str = "strategy.json") -> None:
    """Refuse to apply a strategy planned for another model (`origin.model`, as `tag plan` was given
    it): a different built-in model, a built-in model vs a module file, or module files of different
    names. In-memory modules (`<module>`) are not compared (the grouping fingerprint still is)."""
    planned = origin.get("model")
    if not planned or planned.startswith("<") or str(model).startswith("<"):
        return
    if _model_identity(planned) != _model_identity(str(model)):
        raise TagError(f"origin.model: the strategy was planned for model '{planned}', not for '{model}'; plan "
                       f"it again for this model", SourceSpan(source))


def read_strategy_file(path: str | os.PathLike[str]) -> Any:
    """The parsed JSON of a strategy file, with size and nesting limits (a binary file, a folder or
    a file nested too deeply is a TagError naming it)."""
    return load_json_file(path, "strategy file")


def _decision(r: _Reader, entry: Any, i: int, grouping: Grouping | None, topology: Topology | None) -> GroupDecision:
    path = f"groups[{i}]"
    g = r.obj(entry, path)
    r.keys(g, _GROUP_KEYS, path)
    if "group" in g:
        gid = r.integer(g["group"], f"{path}.group", "group")
        if gid != i:
            raise r.fail(f"{path}.group", f"is {gid}, expected {i} (decisions are listed in op-group order)")
    n_machines = len(topology.machines) if topology is not None else None
    if "machines" not in g:
        raise r.fail(f"{path}.machines", "missing (the machines the op group is placed on)")
    machines_raw = g["machines"]
    if not isinstance(machines_raw, list):
        raise r.fail(f"{path}.machines", f"expected a list, got {r.kind(machines_raw)}")
    if not machines_raw:
        raise r.fail(f"{path}.machines", "empty placement (an op group needs at least one machine)")
    machines: list[int] = []
    for j, m in enumerate(machines_raw):
        mp = f"{path}.machines[{j}]"
        m = r.integer(m, mp, "machine id")
        if m < 0 or (n_machines is not None and m >= n_machines):
            raise r.fail(mp, f"machine {m} does not exist (topology has {n_machines})" if n_machines is not None
                         else f"machine ids are non-negative, got {m}")
        if m in machines:
            raise r.fail(mp, f"machine {m} is listed twice")
        machines.append(m)
    if "replication" not in g:
        raise r.fail(f"{path}.replication", f"missing (one of {_REPLICATIONS})")
    rep_raw = g["replication"]
    try:
        rep = Replication(rep_raw)
    except ValueError:
        raise r.fail(f"{path}.replication", f"unknown replication {json.dumps(rep_raw)} "
                                            f"(expected one of {_REPLICATIONS})") from None
    all_devices = topology.devices if topology is not None else None
    group_devices = [d.id for d in all_devices if d.machine in machines] if all_devices is not None else None
    devices: list[int] = []
    if g.get("devices"):
        raw = g["devices"]
        if not isinstance(raw, list):
            raise r.fail(f"{path}.devices", f"expected a list, got {r.kind(raw)}")
        for j, d in enumerate(raw):
            dp = f"{path}.devices[{j}]"
            d = r.integer(d, dp, "device id")
            if d < 0:
                raise r.fail(dp, f"device ids are non-negative, got {d}")
            if all_devices is None:
                pass
            elif d >= len(all_devices):
                raise r.fail(dp, f"device {d} does not exist (topology has {len(all_devices)} devices)")
            elif all_devices[d].machine not in machines:
                raise r.fail(dp, f"device {d} is on machine {all_devices[d].machine}, not on the group's "
                                 f"machines {sorted(machines)}")
            if d in devices:
                raise r.fail(dp, f"device {d} is listed twice")
            devices.append(d)
        for j, m in enumerate(machines):
            if all_devices is not None and not any(all_devices[d].machine == m for d in devices):
                raise r.fail(f"{path}.machines[{j}]", f"machine {m} has none of the group's devices {devices}")
        group_devices = sorted(devices)
    params = grouping.groups[i].params if grouping is not None else None
    owned = (f"its parameters: {', '.join(map(str, params))}" if params else "it has no parameters")

    def param_key(key: str, sub: str) -> int:
        kp = f"{path}.{sub}.{key}"
        p = r.index_key(key, kp, "parameter index")
        if params is not None and p not in params:
            raise r.fail(kp, f"parameter {p} does not belong to op group {i} ({owned})")
        return p

    grad_sync: dict[int, GradSync] = {}
    for key, value in r.obj(g.get("grad_sync") or {}, f"{path}.grad_sync").items():
        p = param_key(key, "grad_sync")
        try:
            grad_sync[p] = GradSync(value)
        except ValueError:
            raise r.fail(f"{path}.grad_sync.{key}", f"unknown gradient sync {json.dumps(value)} "
                                                    f"(expected allreduce or ps)") from None
    ps_device: dict[int, int] = {}
    for key, value in r.obj(g.get("ps_device") or {}, f"{path}.ps_device").items():
        p = param_key(key, "ps_device")
        kp = f"{path}.ps_device.{key}"
        d = r.integer(value, kp, "PS device")
        if group_devices is not None and d not in group_devices:
            raise r.fail(kp, f"device {d} is not one of op group {i}'s devices {_ranges(group_devices)}")
        sync = grad_sync.get(p, GradSync.PS if rep is Replication.PS else GradSync.ALLREDUCE)
        if rep in (Replication.DUPLICATE, Replication.MODEL_PARALLEL):
            raise r.fail(kp, f"op group {i} is {rep.value}: its gradients are not synchronised, so it has no PS")
        if sync is not GradSync.PS:
            raise r.fail(kp, f"parameter {p} synchronises with {sync.value}, not ps")
        ps_device[p] = d
    sfb: dict[int, tuple[int, ...]] = {}
    for key, value in r.obj(g.get("sfb") or {}, f"{path}.sfb").items():
        p = param_key(key, "sfb")
        kp = f"{path}.sfb.{key}"
        if value is False:
            continue
        if not isinstance(value, list):
            raise r.fail(kp, f"expected false or a list of node ids (the gradient's region), got {r.kind(value)}")
        region = tuple(r.integer(n, f"{kp}[{j}]", "node id") for j, n in enumerate(value))
        if len(set(region)) != len(region):
            raise r.fail(kp, "a node id is listed twice")
        if region:
            if rep not in (Replication.ALLREDUCE, Replication.PS):
                raise r.fail(kp, f"op group {i} is {rep.value}: only a batch-split group (allreduce or ps) has "
                                 f"gradients to broadcast factors of")
            sfb[p] = tuple(sorted(region))
    return GroupDecision(tuple(machines), rep, grad_sync, ps_device, sfb, tuple(devices))


def _ranges(ids: list[int]) -> str:
    """[0, 1, 2, 5] → '0-2, 5'."""
    out, start = [], None
    for k, d in enumerate(ids):
        if start is None:
            start = d
        if k + 1 == len(ids) or ids[k + 1] != d + 1:
            out.append(str(start) if start == d else f"{start}-{d}")
            start = None
    return ", ".join(out)


def _shares(r: _Reader, raw: Any, decisions: list[GroupDecision], topology: Topology | None) -> dict[int, float] | None:
    if raw is None:
        return None
    obj = r.obj(raw, "batch_shares")
    n_dev = len(topology.devices) if topology is not None else math.inf
    shares: dict[int, float] = {}
    for key, value in obj.items():
        kp = f"batch_shares.{key}"
        d = r.index_key(key, kp, "device id")
        if not 0 <= d < n_dev:
            raise r.fail(kp, f"device {d} does not exist (topology has {n_dev} devices)" if topology is not None
                         else f"device ids are non-negative, got {d}")
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
            raise r.fail(kp, f"share must be a positive number, got {json.dumps(value)}")
        shares[d] = float(value)
    if not shares:
        raise r.fail("batch_shares", "empty (use null for shares in proportion to device speed)")
    total = sum(shares.values())
    if abs(total - 1.0) > 1e-6:
        raise r.fail("batch_shares", f"shares sum to {total:.6g}, expected 1")
    if topology is None:
        return shares
    devices = topology.devices
    for i, dec in enumerate(decisions):
        if dec.replication not in (Replication.ALLREDUCE, Replication.PS):
            continue
        used = list(dec.devices) or [d.id for d in devices if d.machine in dec.machines]
        if len(used) < 2:
            continue
        for d in used:
            if d not in shares:
                raise r.fail("batch_shares", f"device {d} (used by replicated op group {i}) has no share")
    return shares


def save_strategy(strategy: Strategy, path: str | os.PathLike[str], *, grouping: Grouping | None = None,
                  topology: Topology | None = None) -> None:
    """Write strategy.json atomically (a temporary file renamed over `path`). Given the grouping and/or
    topology, the strategy is validated against them first (the same checks as `load_strategy`)."""
    path = Path(path)
    data = strategy_to_json(strategy)
    if grouping is not None or topology is not None:
        strategy_from_json(data, grouping=grouping, topology=topology, source=os.fspath(path))
    write_atomically(path, json.dumps(data, indent=1) + "\n")


def load_strategy(path: str | os.PathLike[str], *, grouping: Grouping | None = None,
                  topology: Topology | None = None) -> Strategy:
    """Read and validate strategy.json (errors name `path`); without grouping/topology only the format
    is checked (see `strategy_from_json`)."""
    source = os.fspath(path)
    return strategy_from_json(read_strategy_file(path), grouping=grouping, topology=topology, source=source)
