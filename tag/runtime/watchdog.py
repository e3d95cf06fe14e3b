"""Run a command under a memory watchdog: poll its process tree's RSS, kill the tree above a cap.

Used to measure `tag run`'s host memory safely (scripts/host_memory_table.py, the slow tests):
the kernel's OOM killer must never be the one to stop a run on a shared machine.

- `tree_rss(pid)`: resident bytes of `pid` and all its descendants (VmRSS of /proc/PID/status,
  children found through /proc/PID/task/*/children), 0 when the process is gone.
- `run_watched(cmd, cap_bytes=...)`: starts `cmd` in its own process group, samples `tree_rss`
  every `poll_s` (0.2 s), sends SIGKILL to the group when a sample exceeds `cap_bytes` or the
  wall time exceeds `timeout_s`, and returns the exit status, the largest sample and the
  kernel's high-water mark of the reaped child (`ru_maxrss` of wait4, exact for the child itself,
  not its descendants). `peak_rss` is the larger of the two.
"""
from __future__ import annotations

import os
import signal
import subprocess
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

__all__ = ["WatchedRun", "run_watched", "tree_rss"]


def _children(pid: int) -> list[int]:
    out: list[int] = []
    try:
        tasks = list(Path(f"/proc/{pid}/task").iterdir())
    except OSError:
        return out
    for task in tasks:
        try:
            out += [int(c) for c in (task / "children").read_text().split()]
        except (OSError, ValueError):
            pass
    return out


def _rss(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


def tree_rss(pid: int) -> int:
    """Resident bytes of `pid` and its descendants (0 when it is gone)."""
    total, todo, seen = 0, [pid], set()
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        total += _rss(p)
        todo += _children(p)
    return total


@dataclass(frozen=True)
class WatchedRun:
    code: int            # exit status (negative: killed by that signal)
    peak_rss: int        # bytes: max(largest tree sample, the child's own high-water mark)
    sampled_peak: int    # bytes: largest tree sample
    seconds: float
    stdout: str
    stderr: str
    killed: str = ""     # why the watchdog killed it ("" when it did not)


def run_watched(cmd: Sequence[str], *, cap_bytes: int, timeout_s: float = 3600.0, poll_s: float = 0.2,
                env: Mapping[str, str] | None = None, cwd: str | None = None) -> WatchedRun:
    """Run `cmd` to completion under the watchdog (see the module docstring)."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        start = time.monotonic()
        proc = subprocess.Popen(list(cmd), stdout=out, stderr=err, env=dict(env) if env is not None else None,
                                cwd=cwd, start_new_session=True)
        sampled, killed, status, usage = 0, "", None, None
        try:
            while status is None:
                pid, st, ru = os.wait4(proc.pid, os.WNOHANG)
                if pid:
                    status, usage = st, ru
                    break
                rss = tree_rss(proc.pid)
                sampled = max(sampled, rss)
                if not killed and rss > cap_bytes:
                    killed = f"RSS {rss / (1 << 30):.2f} GiB > cap {cap_bytes / (1 << 30):.2f} GiB"
                elif not killed and time.monotonic() - start > timeout_s:
                    killed = f"timeout {timeout_s:.0f} s"
                if killed:
                    os.killpg(proc.pid, signal.SIGKILL)
                    _, status, usage = os.wait4(proc.pid, 0)
                    break
                time.sleep(poll_s)
        except BaseException:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            raise
        finally:
            proc.returncode = 0             # reaped by wait4 above: keep Popen from waiting again
        seconds = time.monotonic() - start
        code = os.waitstatus_to_exitcode(status)
        hwm = int(usage.ru_maxrss) * 1024 if usage is not None else 0
        out.seek(0)
        err.seek(0)
        return WatchedRun(code, max(sampled, hwm), sampled, seconds, out.read(), err.read(), killed)
