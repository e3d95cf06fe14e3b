"""Chrome trace-event JSON for simulated timelines (opens in Perfetto and chrome://tracing).

Format: `{"traceEvents": [...], "displayTimeUnit": "ms", "otherData": metadata}`. Each `TraceEvent`
becomes a complete event (`"ph": "X"`) with `ts`/`dur` in microseconds. Threads may be named by a
string `tid` ("compute", "comm:<link>"): they get stable integer ids in first-seen order and a
`thread_name` metadata event (`"ph": "M"`); `process_names` gives `process_name` metadata per pid.
"""
from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

US_PER_S = 1e6


@dataclass
class TraceEvent:
    """One interval [start_s, start_s + dur_s) on thread `tid` of process `pid` (seconds)."""

    name: str
    start_s: float
    dur_s: float
    pid: int = 0
    tid: int | str = "compute"
    args: dict[str, Any] = field(default_factory=dict)
    cat: str = ""

    @property
    def end_s(self) -> float:
        return self.start_s + self.dur_s


def _json_safe(value: Any) -> Any:
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, Mapping):
        return {str(k): _json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json_safe(v) for v in value]
    return str(value)


def chrome_trace(events: Iterable[TraceEvent], metadata: Mapping[str, Any] | None = None, *,
                 process_names: Mapping[int, str] | None = None) -> dict[str, Any]:
    """The trace as a JSON-ready dict (see module docstring)."""
    events = list(events)
    pids: list[int] = []
    keys: list[tuple[int, int | str]] = []
    for ev in events:
        if ev.pid not in pids:
            pids.append(ev.pid)
        if (ev.pid, ev.tid) not in keys:
            keys.append((ev.pid, ev.tid))
    # Integer tids keep their number; string tids take the smallest free numbers, in first-seen order.
    tids: dict[tuple[int, int | str], int] = {k: k[1] for k in keys if isinstance(k[1], int)}
    taken: dict[int, set[int]] = {}
    for pid, tid in tids:
        taken.setdefault(pid, set()).add(int(tid))
    for pid, tid in keys:
        if isinstance(tid, str):
            used = taken.setdefault(pid, set())
            num = 0
            while num in used:
                num += 1
            used.add(num)
            tids[(pid, tid)] = num
    out: list[dict[str, Any]] = []
    for pid in pids:
        name = (process_names or {}).get(pid, f"device {pid}")
        out.append({"name": "process_name", "ph": "M", "pid": pid, "tid": 0, "args": {"name": name}})
    for (pid, tid), num in tids.items():
        out.append({"name": "thread_name", "ph": "M", "pid": pid, "tid": num, "args": {"name": str(tid)}})
        out.append({"name": "thread_sort_index", "ph": "M", "pid": pid, "tid": num, "args": {"sort_index": num}})
    for ev in events:
        record: dict[str, Any] = {"name": ev.name, "ph": "X", "ts": ev.start_s * US_PER_S,
                                  "dur": ev.dur_s * US_PER_S, "pid": ev.pid, "tid": tids[(ev.pid, ev.tid)]}
        if ev.cat:
            record["cat"] = ev.cat
        if ev.args:
            record["args"] = _json_safe(ev.args)
        out.append(record)
    return {"traceEvents": out, "displayTimeUnit": "ms", "otherData": _json_safe(dict(metadata or {}))}


def write_chrome_trace(events: Iterable[TraceEvent], path: str | Path, metadata: Mapping[str, Any] | None = None,
                       *, process_names: Mapping[int, str] | None = None) -> dict[str, Any]:
    """Write the trace JSON to `path` and return the dict written."""
    trace = chrome_trace(events, metadata, process_names=process_names)
    Path(path).write_text(json.dumps(trace, indent=1))
    return trace
