"""Device topologies: load/dump the YAML/JSON format, built-in clusters, random clusters.

A topology is a list of machines (device groups: `count` GPUs of one type, every GPU pair linked at
`intra_gbps`) plus machine-to-machine bandwidth. A pair's bandwidth defaults to the smaller of the two
NICs (all machines on one non-blocking switch); `links` entries override individual pairs.

Units in files are Gbps; `planner.model.Topology` holds bytes/s: bps = Gbps × 1e9 / 8.
The format, the built-ins and the random distribution are documented in docs/topology.md.
"""
from __future__ import annotations

import difflib
import hashlib
import json
import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import yaml

from tag.dialects.diagnostics import SourceSpan, TagError
from tag.dialects.inputs import MAX_DATA_BYTES, MAX_DATA_NESTING, check_nesting, read_input
from tag.core.model import Machine, Topology
from tag.core.hardware import (
    CHIP_DTYPES,
    GIB,
    Chip,
    custom_chip,
    get_chip,
    get_preset,
    is_catalogue_chip,
    link_for_group,
    list_chips,
)

__all__ = [
    "NVLINK_GBPS", "PCIE_GBPS", "catalogue_intra_gbps", "DEFAULT_NIC_GBPS", "RANDOM_GPUS", "gbps_to_bps", "bps_to_gbps",
    "load_topology", "parse_topology", "dump_topology", "list_builtin_topologies", "builtin_topology",
    "random_topology", "topology_fingerprint",
]

DEFAULT_NIC_GBPS = 100     # default nic_gbps: the paper's testbed switch
# Size limits, checked while loading (before any work is sized by them): the planner's tables grow
# with devices and with machine pairs. A TPU v4 slice (4096 chips) is the largest scale-up domain.
MAX_GPUS_PER_MACHINE = 4096
MAX_MACHINES = 1024
MAX_DEVICES = 16384
MIN_GBPS = 1e-6            # 125 bytes/s: slower links price a step past any use (and subnormal ones overflow)
MAX_GBPS = 1e9             # 1 Eb/s: faster is a typo (1e308 Gbps is inf bytes/s)
RANDOM_GPUS = ("V100-32GB", "GTX1080Ti", "P100")   # the testbed's three GPU types
RANDOM_MACHINES = (1, 6)   # inclusive ranges of the random distribution (paper §V, GNN training)
RANDOM_GPUS_PER_MACHINE = (1, 8)
RANDOM_INTRA_GBPS = (64, 160)
RANDOM_INTER_GBPS = (20, 50)

_TOP_KEYS = ("name", "machines", "links")
_MACHINE_KEYS = ("name", "gpu", "count", "intra_gbps", "nic_gbps")
_MACHINE_REQUIRED = ("name", "gpu", "count")
_LINK_KEYS = ("a", "b", "gbps")
_GPU_KEYS = ("name", "like", "tflops", "memory_gib", "memory_gbps", "matrix")
# Ranges of a custom GPU's datasheet values (outside them a value is a typo or a unit slip, and the
# simulators' times overflow or vanish)
TFLOPS_RANGE = (1e-3, 1e6)
MEMORY_GIB_RANGE = (1e-3, 1e6)
MEMORY_GBPS_RANGE = (1e-3, 1e7)      # GB/s (bytes, not bits: as datasheets give memory bandwidth)


def gbps_to_bps(gbps: float) -> float:
    """Gbit/s → bytes/s (× 1e9 / 8). The one conversion used by every loader."""
    return gbps * 1e9 / 8


def bps_to_gbps(bps: float) -> float | int:
    """bytes/s → Gbit/s such that `gbps_to_bps(result) == bps` exactly (ints when integral)."""
    g = bps * 8 / 1e9
    candidates: list[float | int] = []
    if math.isfinite(g) and g == round(g):
        candidates.append(int(round(g)))
    candidates.append(g)
    up = down = g
    for _ in range(4):
        up, down = math.nextafter(up, math.inf), math.nextafter(down, -math.inf)
        candidates += [up, down]
    for c in candidates:
        if gbps_to_bps(c) == bps:
            return c
    return g


def catalogue_intra_gbps(preset: str, count: int) -> float | int:
    """Intra-machine bandwidth (Gbps) of `count` GPUs in one machine of a hardware preset: the per-device
    link a ring over all of them runs on (`hardware.link_for_group`: NVLink fabric by group size, a
    shared PCIe host bridge divided among its GPUs). The one source of intra-machine numbers for the
    built-in topologies."""
    return bps_to_gbps(link_for_group(get_preset(preset), count).bandwidth_bytes_per_s)


# A 4-GPU NVLink quad of a DGX-1V (hardware.py: v100-nvlink) and a PCIe 3.0 x16 uplink shared by 2 GPUs
# (p100-pcie); the latter is the default `intra_gbps` of a machine in a topology file.
NVLINK_GBPS = catalogue_intra_gbps("v100-nvlink", 4)
PCIE_GBPS = catalogue_intra_gbps("p100-pcie", 2)


# ------------------------------------------------------------------------------ located values
@dataclass
class _Val:
    """A parsed value with its source position (1-based; None when the source has no positions).
    Mappings hold `dict[str, _Val]`, sequences `list[_Val]`, scalars their Python value."""

    value: Any
    line: int | None = None
    col: int | None = None
    kind: str = "scalar"                                  # "map", "seq" or "scalar"
    key_pos: dict[str, tuple[int | None, int | None]] = field(default_factory=dict)


class _Source:
    """Error reporting for one file: `error(msg, val)` → TagError at the value's line."""

    def __init__(self, file: str):
        self.file = file

    def span(self, line: int | None = None, col: int | None = None) -> SourceSpan:
        if line is None:
            return SourceSpan(self.file)
        return SourceSpan(self.file, line, col if col is not None else 1)

    def error(self, message: str, at: _Val | tuple[int | None, int | None] | None = None) -> TagError:
        if isinstance(at, _Val):
            return TagError(message, self.span(at.line, at.col))
        if isinstance(at, tuple):
            return TagError(message, self.span(*at))
        return TagError(message, self.span())


def _from_yaml_node(node: yaml.Node, loader: yaml.SafeLoader, src: _Source) -> _Val:
    line, col = node.start_mark.line + 1, node.start_mark.column + 1
    if isinstance(node, yaml.MappingNode):
        out: dict[str, _Val] = {}
        pos: dict[str, tuple[int | None, int | None]] = {}
        for key_node, value_node in node.value:
            kpos = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            key = loader.construct_object(key_node, deep=True) if isinstance(key_node, yaml.ScalarNode) else None
            if not isinstance(key, str):
                raise src.error(f"keys must be strings, got {_show(key)}", kpos)
            if key in out:
                raise src.error(f"duplicate key '{key}' (first on line {pos[key][0]})", kpos)
            out[key] = _from_yaml_node(value_node, loader, src)
            pos[key] = kpos
        return _Val(out, line, col, "map", pos)
    if isinstance(node, yaml.SequenceNode):
        return _Val([_from_yaml_node(n, loader, src) for n in node.value], line, col, "seq")
    return _Val(loader.construct_object(node, deep=True), line, col)


def _from_plain(obj: Any) -> _Val:
    """A JSON value without positions."""
    if isinstance(obj, Mapping):
        return _Val({str(k): _from_plain(v) for k, v in obj.items()}, kind="map",
                    key_pos={str(k): (None, None) for k in obj})
    if isinstance(obj, list):
        return _Val([_from_plain(v) for v in obj], kind="seq")
    return _Val(obj)


def _codepoint(character: str | int) -> str:
    return f"U+{ord(character) if isinstance(character, str) else character:04X}"


class _PlainLoader(yaml.SafeLoader):
    """PyYAML's safe loader restricted to plain data: no anchors or aliases (a few hundred bytes
    of nested aliases expand to billions of nodes), no explicit tags (`!!python/...`, `!custom`),
    and at most `MAX_DATA_NESTING` levels (the composer recurses per level)."""

    def __init__(self, text: str, src: _Source):
        super().__init__(text)
        self._src = src
        self._depth = 0

    def compose_node(self, parent, index):  # type: ignore[override]
        event = self.peek_event()
        mark = event.start_mark
        where = (mark.line + 1, mark.column + 1)
        if isinstance(event, yaml.AliasEvent):
            raise self._src.error(f"YAML aliases (*{event.anchor}) are not allowed in a topology; write the "
                                  f"value out", where)
        if getattr(event, "anchor", None) is not None:
            raise self._src.error(f"YAML anchors (&{event.anchor}) are not allowed in a topology", where)
        tag = getattr(event, "tag", None)
        if tag not in (None, "!"):
            raise self._src.error(f"YAML tags ({tag}) are not allowed in a topology: plain values only", where)
        self._depth += 1
        try:
            if self._depth > MAX_DATA_NESTING:
                raise self._src.error(f"nested more than {MAX_DATA_NESTING} levels deep", where)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


# PyYAML resolves YAML 1.1 floats only: `1e3` and `2.5e9` (no dot / no exponent sign) load as strings,
# and a bandwidth written so was refused as "must be a number, got '1e3'". Resolve YAML 1.2 floats too.
_PlainLoader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^[-+]?(?:[0-9][0-9_]*)(?:\.[0-9_]*)?[eE][-+]?[0-9]+$|^[-+]?\.[0-9_]+[eE][-+]?[0-9]+$"),
    list("-+0123456789."))


def _parse_text(text: str, src: _Source, *, json_fallback: bool) -> _Val:
    if json_fallback and text.lstrip().startswith(("{", "[")):
        check_nesting(text, src.file, MAX_DATA_NESTING, "topology file")
    try:
        loader = _PlainLoader(text, src)
    except yaml.reader.ReaderError as err:          # a control character: refused before parsing
        line = text.count("\n", 0, err.position) + 1
        col = err.position - (text.rfind("\n", 0, err.position) + 1) + 1
        raise src.error(f"invalid YAML: control character {_codepoint(err.character)} is not allowed", (line, col)) from None
    try:
        try:
            node = loader.get_single_node()
        except yaml.MarkedYAMLError as err:
            if json_fallback:
                check_nesting(text, src.file, MAX_DATA_NESTING, "topology file")
                try:
                    return _from_plain(json.loads(text))
                except json.JSONDecodeError as jerr:
                    raise src.error(f"invalid JSON: {jerr.msg}", (jerr.lineno, jerr.colno)) from None
            mark = err.problem_mark or err.context_mark
            where = (mark.line + 1, mark.column + 1) if mark is not None else None
            problem = err.problem or err.context or "syntax error"
            raise src.error(f"invalid YAML: {problem}", where) from None
        except yaml.reader.ReaderError as err:
            raise src.error(f"invalid YAML: control character {_codepoint(err.character)} is not allowed") from None
        except yaml.YAMLError as err:
            raise src.error(f"invalid YAML: {str(err).splitlines()[0]}") from None
        except RecursionError:
            raise src.error("invalid YAML: nested too deeply") from None
        if node is None:
            raise src.error("empty topology: expected a mapping with 'machines'")
        return _from_yaml_node(node, loader, src)
    finally:
        loader.dispose()


# ------------------------------------------------------------------------------ validation
def _show(value: Any) -> str:
    """A value as the user would write it: 'text', 3, true, null, lists/mappings in JSON form."""
    if isinstance(value, _Val):
        value = _plain(value)
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, (bool, type(None), dict, list)):
        return json.dumps(value, default=str)
    return str(value)


def _plain(val: _Val) -> Any:
    if val.kind == "map":
        return {k: _plain(v) for k, v in val.value.items()}
    if val.kind == "seq":
        return [_plain(v) for v in val.value]
    return val.value


def _hint(word: str, options: list[str]) -> str:
    close = difflib.get_close_matches(word, options, n=1, cutoff=0.6)
    return f"; did you mean '{close[0]}'?" if close else ""


def _check_keys(val: _Val, allowed: tuple[str, ...], required: tuple[str, ...], where: str, src: _Source) -> None:
    for key in val.value:
        if key not in allowed:
            raise src.error(f"{where}: unknown key '{key}'{_hint(key, list(allowed))} "
                            f"(expected: {', '.join(allowed)})", val.key_pos.get(key, (val.line, val.col)))
    for key in required:
        if key not in val.value:
            raise src.error(f"{where}: missing key '{key}'", val)


# Escapes put what the raw-text check refuses into a string (JSON "a\nb", YAML "\u202e"): a name
# holding a line break split the status and error lines (a spoofed `error:` line), a bidi override
# reordered them on the terminal.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029]")


def _string(val: _Val, what: str, src: _Source) -> str:
    if not isinstance(val.value, str) or not val.value:
        raise src.error(f"{what} must be a non-empty string, got {_show(val)}", val)
    bad = _UNPRINTABLE.search(val.value)
    if bad is not None:
        raise src.error(f"{what} must be printable text: it holds the control character {_codepoint(bad.group())}",
                        val)
    if val.value != val.value.strip():          # `a` and `a ` were two machines that print alike
        raise src.error(f"{what} {_show(val)} starts or ends with white space", val)
    return val.value


def _positive_number(val: _Val, what: str, src: _Source) -> float | int:
    v = val.value
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise src.error(f"{what} must be a number (Gbps), got {_show(val)}", val)
    if not math.isfinite(v) or v <= 0:
        raise src.error(f"{what} must be a finite positive number (Gbps), got {_show(val)}", val)
    if not MIN_GBPS <= v <= MAX_GBPS:
        # bytes/s outside this range overflow the simulators' transfer times (inf / subnormal rates)
        raise src.error(f"{what} must be between {MIN_GBPS:g} and {MAX_GBPS:g} Gbps, got {_show(val)}", val)
    return v


def _positive_int(val: _Val, what: str, src: _Source) -> int:
    v = val.value
    if isinstance(v, bool) or not isinstance(v, int):
        raise src.error(f"{what} must be an integer, got {_show(val)}", val)
    if v <= 0:
        raise src.error(f"{what} must be positive, got {v}", val)
    return v


def _gpu_names() -> dict[str, str]:
    """Lower-cased catalogue name or alias → canonical chip name."""
    out: dict[str, str] = {}
    for name in list_chips():
        chip = get_chip(name)
        for alias in (chip.name, *chip.aliases):
            out.setdefault(alias.lower(), chip.name)
    return out


def _in_range(val: _Val, what: str, bounds: tuple[float, float], unit: str, src: _Source) -> float:
    v = val.value
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise src.error(f"{what} must be a finite number ({unit}), got {_show(val)}", val)
    if not bounds[0] <= v <= bounds[1]:
        raise src.error(f"{what} must be between {bounds[0]:g} and {bounds[1]:g} {unit}, got {_show(val)}", val)
    return float(v)


def _custom_chip(val: _Val, where: str, src: _Source) -> Chip:
    """`gpu: {name, like?, tflops?, memory_gib?, memory_gbps?, matrix?}`: a chip outside the catalogue
    (`hardware.custom_chip`); without `like`, tflops (with f32), memory_gib and memory_gbps are required."""
    at = f"{where}: gpu"
    _check_keys(val, _GPU_KEYS, ("name",) if "like" in val.value else ("name", "tflops", "memory_gib", "memory_gbps"),
                at, src)
    fields = val.value
    name = _string(fields["name"], f"{at}: name", src)
    try:
        get_chip(name)
    except TagError:
        pass
    else:
        raise src.error(f"{at}: name '{name}' is a catalogue GPU; give the custom GPU another name "
                        f"(or `like: {name}` to start from the catalogue's values)", fields["name"])
    like = _chip(fields["like"], f"{at}: like", src) if "like" in fields else None
    tflops: dict[str, float] = {}
    if "tflops" in fields:
        tv = fields["tflops"]
        if tv.kind != "map" or not tv.value:
            raise src.error(f"{at}: tflops must be a mapping of element type to dense peak TFLOP/s "
                            f"({', '.join(CHIP_DTYPES)}), got {_show(tv)}", tv)
        for dtype, peak in tv.value.items():
            if dtype not in CHIP_DTYPES:
                raise src.error(f"{at}: tflops: unknown element type '{dtype}'{_hint(dtype, list(CHIP_DTYPES))} "
                                f"(expected: {', '.join(CHIP_DTYPES)})", tv.key_pos.get(dtype, (tv.line, tv.col)))
            tflops[dtype] = _in_range(peak, f"{at}: tflops: {dtype}", TFLOPS_RANGE, "TFLOP/s", src)
    memory = (_in_range(fields["memory_gib"], f"{at}: memory_gib", MEMORY_GIB_RANGE, "GiB", src) * GIB
              if "memory_gib" in fields else like.memory_bytes)
    bandwidth = (_in_range(fields["memory_gbps"], f"{at}: memory_gbps", MEMORY_GBPS_RANGE, "GB/s", src) * 1e9
                 if "memory_gbps" in fields else like.memory_bandwidth)
    matrix = None
    if "matrix" in fields:
        mv = fields["matrix"]
        if mv.kind != "seq" or any(not isinstance(x.value, str) for x in mv.value):
            raise src.error(f"{at}: matrix must be a list of element types, got {_show(mv)}", mv)
        matrix = tuple(x.value for x in mv.value)
        for x, dtype in zip(mv.value, matrix):
            if dtype not in CHIP_DTYPES:
                raise src.error(f"{at}: matrix: unknown element type '{dtype}' (expected: {', '.join(CHIP_DTYPES)})", x)
            if dtype not in tflops and (like is None or dtype not in like.peak_flops):
                raise src.error(f"{at}: matrix: '{dtype}' has no peak in tflops", x)
    try:
        return custom_chip(name, tflops, int(memory), bandwidth, matrix, like)
    except TagError as err:
        raise src.error(f"{at}: {err.message}", val) from None


def _chip_spec(chip: Chip) -> str | dict[str, Any]:
    """How `dump_topology` writes a chip: its catalogue name, else its full specification."""
    if is_catalogue_chip(chip):
        return chip.name
    return {"name": chip.name, "tflops": {k: v / 1e12 for k, v in chip.peak_flops.items()},
            "memory_gib": chip.memory_bytes / GIB, "memory_gbps": chip.memory_bandwidth / 1e9,
            "matrix": list(chip.matrix_dtypes)}


def _chip(val: _Val, where: str, src: _Source) -> Chip:
    if val.kind == "map":
        return _custom_chip(val, where, src)
    if not isinstance(val.value, str) or not val.value:
        raise src.error(f"{where}: gpu must be a catalogue GPU name or a mapping {{name, tflops, memory_gib, "
                        f"memory_gbps}} (docs/topology.md), got {_show(val)}", val)
    name = val.value
    try:
        return get_chip(name)
    except TagError:
        names = _gpu_names()
        close = difflib.get_close_matches(name.lower(), list(names), n=6, cutoff=0.6)
        canon = list(dict.fromkeys(names[c] for c in close))[:3]
        hint = f" (did you mean {', '.join(canon)}?)" if canon else f" (known: {', '.join(list_chips())})"
        if not canon and not where.endswith(": like"):
            hint += "; a GPU outside the catalogue is given by its datasheet: gpu: {name, tflops, memory_gib, memory_gbps}"
        raise src.error(f"{where}: unknown GPU '{name}'{hint}", val) from None


def _build(root: _Val, src: _Source, default_name: str) -> Topology:
    if root.kind != "map":
        raise src.error("a topology must be a mapping with keys 'name', 'machines', 'links'", root)
    _check_keys(root, _TOP_KEYS, ("machines",), "topology", src)
    top = root.value
    name = _string(top["name"], "topology name", src) if "name" in top else default_name

    mval = top["machines"]
    if mval.kind != "seq":
        raise src.error(f"'machines' must be a list of machines, got {_show(mval)}", mval)
    if not mval.value:
        raise src.error("'machines' is empty: a topology needs at least one machine", mval)
    if len(mval.value) > MAX_MACHINES:
        raise src.error(f"{len(mval.value)} machines: at most {MAX_MACHINES} are supported", mval)
    machines: list[Machine] = []
    index: dict[str, int] = {}
    first_line: dict[str, int | None] = {}
    chips: dict[str, Chip] = {}
    chips_line: dict[str, int | None] = {}
    total = 0
    for i, entry in enumerate(mval.value):
        where = f"machine #{i + 1}"
        if entry.kind != "map":
            raise src.error(f"{where}: expected a mapping with keys {', '.join(_MACHINE_KEYS)}, "
                            f"got {_show(entry)}", entry)
        if "name" in entry.value:
            where = f"machine '{_string(entry.value['name'], where + ': name', src)}'"
        _check_keys(entry, _MACHINE_KEYS, _MACHINE_REQUIRED, where, src)
        fields = entry.value
        mname = fields["name"].value
        if mname in index:
            raise src.error(f"duplicate machine name '{mname}' (first defined on line {first_line[mname]})"
                            if first_line[mname] is not None else f"duplicate machine name '{mname}'",
                            fields["name"])
        chip = _chip(fields["gpu"], where, src)
        if chip.name in chips and chips[chip.name] != chip:
            raise src.error(f"{where}: GPU '{chip.name}' differs from the one of that name on line "
                            f"{chips_line[chip.name]}: one name, one chip", fields["gpu"])
        chips.setdefault(chip.name, chip)
        chips_line.setdefault(chip.name, fields["gpu"].line)
        count = _positive_int(fields["count"], f"{where}: count", src)
        if count > MAX_GPUS_PER_MACHINE:
            raise src.error(f"{where}: count {count} is more than the {MAX_GPUS_PER_MACHINE} GPUs a machine may have",
                            fields["count"])
        total += count
        if total > MAX_DEVICES:
            raise src.error(f"{where}: the topology has more than {MAX_DEVICES} GPUs in all, the most supported",
                            fields["count"])
        intra = _positive_number(fields["intra_gbps"], f"{where}: intra_gbps", src) \
            if "intra_gbps" in fields else PCIE_GBPS
        nic = _positive_number(fields["nic_gbps"], f"{where}: nic_gbps", src) \
            if "nic_gbps" in fields else DEFAULT_NIC_GBPS
        index[mname] = len(machines)
        first_line[mname] = entry.line
        machines.append(Machine(mname, chip, count, gbps_to_bps(intra), gbps_to_bps(nic)))

    inter = {(a, b): min(machines[a].nic_bps, machines[b].nic_bps)
             for a in range(len(machines)) for b in range(a + 1, len(machines))}
    if "links" in top and top["links"].value is not None:
        lval = top["links"]
        if lval.kind != "seq":
            raise src.error(f"'links' must be a list of {{a, b, gbps}} entries, got {_show(lval)}", lval)
        seen: dict[tuple[int, int], int | None] = {}
        for i, entry in enumerate(lval.value):
            where = f"link #{i + 1}"
            if entry.kind != "map":
                raise src.error(f"{where}: expected a mapping with keys a, b, gbps, got {_show(entry)}", entry)
            _check_keys(entry, _LINK_KEYS, _LINK_KEYS, where, src)
            ends = []
            for key in ("a", "b"):
                end = _string(entry.value[key], f"{where}: {key}", src)
                if end not in index:
                    raise src.error(f"{where}: unknown machine '{end}'{_hint(end, list(index))} "
                                    f"(machines: {', '.join(index)})", entry.value[key])
                ends.append(end)
            a_name, b_name = ends
            where = f"link {a_name}-{b_name}"
            if a_name == b_name:
                raise src.error(f"{where}: links a machine to itself (use the machine's intra_gbps)", entry)
            gbps = _positive_number(entry.value["gbps"], f"{where}: gbps", src)
            key = (min(index[a_name], index[b_name]), max(index[a_name], index[b_name]))
            if key in seen:
                first = f" (first on line {seen[key]})" if seen[key] is not None else ""
                raise src.error(f"{where}: duplicate link for this machine pair{first}", entry)
            seen[key] = entry.line
            inter[key] = gbps_to_bps(gbps)
    return Topology(name, tuple(machines), inter)


# ------------------------------------------------------------------------------ public API
def parse_topology(text: str, source: str = "<string>", *, name: str | None = None) -> Topology:
    """Parse topology text (YAML, or JSON). Errors are `TagError`s at `source:LINE:COL`.
    `name` is the topology name when the text has no `name` key (default: "custom")."""
    src = _Source(source)
    json_fallback = source.lower().endswith(".json")
    return _build(_parse_text(text, src, json_fallback=json_fallback), src, name or "custom")


def _load_file(path: Path, shown: str) -> Topology:
    data = read_input(path, "topology file", MAX_DATA_BYTES, shown)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise TagError("topology file is not UTF-8 text", SourceSpan(shown)) from None
    return parse_topology(text, shown, name=path.stem)


def load_topology(spec: str | os.PathLike[str] | Topology) -> Topology:
    """A topology from a built-in name (`testbed`, `cloud`), `random:SEED`, or a YAML/JSON file path.
    Built-in names take precedence over same-named files (write `./testbed` for the file).
    A `Topology` passes through."""
    if isinstance(spec, Topology):
        return spec
    if isinstance(spec, os.PathLike):
        return _load_file(Path(spec), os.fspath(spec))
    if not isinstance(spec, str):
        raise TagError(f"topology spec must be a name or a path, got {type(spec).__name__}")
    key = spec.strip().lower()
    if key in _BUILTINS:
        return _BUILTINS[key]()
    if key.startswith("random:"):
        seed_text = spec.strip()[len("random:"):]
        if not (seed_text.isascii() and seed_text.isdigit()):
            raise TagError(f"random topology needs a non-negative integer seed (random:SEED), got '{spec}'")
        return random_topology(int(seed_text))
    path = Path(spec)
    if path.is_file():
        return _load_file(path, spec)
    if any(sep in spec for sep in ("/", os.sep)) or path.suffix.lower() in (".yaml", ".yml", ".json"):
        raise TagError("no such topology file", SourceSpan(spec))
    raise TagError(f"unknown topology '{spec}': not a file, and not a built-in "
                   f"({', '.join(_BUILTINS)}, random:SEED){_hint(key, list(_BUILTINS))}")


def _flow(entry: dict[str, Any]) -> str:
    return yaml.safe_dump(entry, default_flow_style=True, sort_keys=False, width=1 << 30).strip()


def dump_topology(topology: Topology) -> str:
    """YAML text that `parse_topology` turns back into an equal `Topology`. Only pair bandwidths that
    differ from the smaller-NIC default are written as `links`."""
    names = [m.name for m in topology.machines]
    if len(set(names)) != len(names):
        raise TagError(f"topology '{topology.name}' has duplicate machine names; it cannot be written")
    lines = [_flow({"name": topology.name})[1:-1], "machines:"]
    for m in topology.machines:
        lines.append("  - " + _flow({"name": m.name, "gpu": _chip_spec(m.chip), "count": m.count,
                                     "intra_gbps": bps_to_gbps(m.intra_bps), "nic_gbps": bps_to_gbps(m.nic_bps)}))
    links = []
    n = len(topology.machines)
    for a in range(n):
        for b in range(a + 1, n):
            bps = topology.inter_bps[(a, b)]
            if bps != min(topology.machines[a].nic_bps, topology.machines[b].nic_bps):
                links.append("  - " + _flow({"a": names[a], "b": names[b], "gbps": bps_to_gbps(bps)}))
    if links:
        lines += ["links:", *links]
    return "\n".join(lines) + "\n"


def topology_fingerprint(topology: Topology) -> str:
    """`sha256:<hex>` of what a plan depends on: machines in order (chip, GPU count, intra-machine
    and NIC bandwidth) and every machine pair's bandwidth. Names are not part of it."""
    h = hashlib.sha256()
    for m in topology.machines:
        chip = m.chip.name if is_catalogue_chip(m.chip) else json.dumps(_chip_spec(m.chip), sort_keys=True)
        h.update(f"{chip} {m.count} {float(m.intra_bps)!r} {float(m.nic_bps)!r}\n".encode())
    n = len(topology.machines)
    for a in range(n):
        for b in range(a + 1, n):
            h.update(f"{a} {b} {float(topology.inter_bps.get((a, b), 0.0))!r}\n".encode())
    return "sha256:" + h.hexdigest()


def _machine(name: str, gpu: str, count: int, intra_gbps: float, nic_gbps: float) -> Machine:
    return Machine(name, get_chip(gpu), count, gbps_to_bps(intra_gbps), gbps_to_bps(nic_gbps))


def _switched(name: str, machines: list[Machine]) -> Topology:
    """All machines on one switch: each pair at the smaller NIC."""
    inter = {(a, b): min(machines[a].nic_bps, machines[b].nic_bps)
             for a in range(len(machines)) for b in range(a + 1, len(machines))}
    return Topology(name, tuple(machines), inter)


def _testbed() -> Topology:
    """Paper §V testbed: 1× (4 V100 32GB, NVLink), 4× (2 GTX 1080Ti, PCIe), 2× (2 P100, PCIe); 100 Gbps switch."""
    machines = [_machine("v100", "V100-32GB", 4, catalogue_intra_gbps("v100-nvlink", 4), 100)]
    machines += [_machine(f"gtx{i}", "GTX1080Ti", 2, catalogue_intra_gbps("gtx1080ti-pcie", 2), 100) for i in range(4)]
    machines += [_machine(f"p100-{i}", "P100", 2, catalogue_intra_gbps("p100-pcie", 2), 100) for i in range(2)]
    return _switched("testbed", machines)


def _cloud() -> Topology:
    """Paper §V cloud: 2× (8 V100 16GB), 4× (4 T4), 10 Gbps between machines. The paper does not say
    NVLink for these, so they are read as PCIe (as in runtime/hardware.py's v100-pcie preset)."""
    machines = [_machine(f"v100-{i}", "V100-16GB", 8, catalogue_intra_gbps("v100-pcie", 8), 10) for i in range(2)]
    machines += [_machine(f"t4-{i}", "T4", 4, catalogue_intra_gbps("t4-pcie", 4), 10) for i in range(4)]
    return _switched("cloud", machines)


_BUILTINS = {"testbed": _testbed, "cloud": _cloud}


def list_builtin_topologies() -> list[str]:
    """Names `load_topology` accepts besides files; `random:SEED` is accepted too (not listed)."""
    return list(_BUILTINS)


def builtin_topology(name: str) -> Topology:
    """A built-in topology by name (case-insensitive), or `random:SEED`."""
    key = name.strip().lower()
    if key not in _BUILTINS and not key.startswith("random:"):
        raise TagError(f"unknown built-in topology '{name}'{_hint(key, list(_BUILTINS))} "
                       f"(built-ins: {', '.join(_BUILTINS)}, random:SEED)")
    return load_topology(name)


def random_topology(seed: int) -> Topology:
    """The paper's random-topology distribution, deterministic per seed (numpy default_rng(seed)):
    machines ~ U{1..6}; per machine GPUs ~ U{1..8}, GPU type uniform over RANDOM_GPUS,
    intra ~ U{64..160} Gbps; per machine pair inter ~ U{20..50} Gbps. Draws are whole Gbps.
    Every machine's NIC is 50 Gbps (the top of the inter range); each pair has its own bandwidth."""
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise TagError(f"random topology seed must be a non-negative integer, got {seed!r}")
    rng = np.random.default_rng(int(seed))
    n = int(rng.integers(RANDOM_MACHINES[0], RANDOM_MACHINES[1] + 1))
    machines = []
    for i in range(n):
        count = int(rng.integers(RANDOM_GPUS_PER_MACHINE[0], RANDOM_GPUS_PER_MACHINE[1] + 1))
        gpu = RANDOM_GPUS[int(rng.integers(len(RANDOM_GPUS)))]
        intra = int(rng.integers(RANDOM_INTRA_GBPS[0], RANDOM_INTRA_GBPS[1] + 1))
        machines.append(_machine(f"m{i}", gpu, count, intra, RANDOM_INTER_GBPS[1]))
    inter = {(a, b): gbps_to_bps(int(rng.integers(RANDOM_INTER_GBPS[0], RANDOM_INTER_GBPS[1] + 1)))
             for a in range(n) for b in range(a + 1, n)}
    return Topology(f"random:{seed}", tuple(machines), inter)
