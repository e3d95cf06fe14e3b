"""`tag run DIR --processes N`: start N worker processes of `tag run` on this machine and watch them.

Worker p gets the devices of block p of `multihost.plan_processes` (as many XLA CPU devices,
`--xla_force_host_platform_device_count`), joins a coordinator on a free local port and runs with
`--coordinator 127.0.0.1:PORT --num-processes N --process-id p`. Worker 0 (the leader) prints the
results; the others print only errors.

On a GPU host (`visible_gpus`: CUDA_VISIBLE_DEVICES / HIP_VISIBLE_DEVICES when set, else the
NVIDIA driver's GPU list; none when JAX_PLATFORMS names no GPU platform) worker p instead gets
its share of the host's GPUs (`assign_gpus`: consecutive, as many as its block has devices) through
jax's own `JAX_LOCAL_DEVICE_IDS` (read by `jax.distributed.initialize`), and the CPU platform is
not forced; a host with fewer GPUs than the program's devices is refused.

jax's distributed runtime ends a process it cannot keep in the job (a coordinator not reached in
time, a duplicate process id, a peer that stopped heartbeating) with a fatal log and a C++ stack
trace, which no Python handler sees. Every worker therefore runs under a watcher that reads its
stderr, drops that trace and turns it into one line (`explain_fatal`); `supervise` does the same
for a single cluster process (`tag run --coordinator ...` re-runs itself as a watched child).

Fault rule: the first worker to exit unsuccessfully stops the run — the launcher terminates the
others (SIGTERM, then SIGKILL after `grace_s`) and fails with one line naming the lost process and
how it ended. The launcher never waits on a dead peer, so a crash is reported within a poll
interval plus `grace_s`, whatever the survivors are blocked in.

A hung peer (alive but silent: stopped, swapping, deadlocked) never exits by itself: its
collectives just never complete. jax's coordination service (in process 0) declares it unhealthy
once it missed heartbeats for `heartbeat_timeout_s` and ends every other process with a fatal
error naming it ("tasks are unhealthy (stopped sending heartbeats): 1"); the watcher parses that
list (`unresponsive_tasks`), the launcher stops the hung process and the error names it:
`lost process 1 (devices 4-7): it stopped responding (missed heartbeats) ...`. When process 0 itself
hangs, the others' heartbeats to its coordinator time out instead (`coordinator_unreachable`):
the launcher names process 0 when it was still alive at that point.
"""
from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tag.dialects.diagnostics import TagError
from tag.runtime.multihost import ProcessPlan

__all__ = [
    "WORKER_ENV",
    "LaunchOutcome",
    "assign_gpus",
    "coordinator_unreachable",
    "explain_fatal",
    "free_port",
    "launch_local",
    "outcome_error",
    "supervise",
    "unresponsive_tasks",
    "visible_gpus",
    "worker_env",
]

QUIET_LOGS = {"TF_CPP_MIN_LOG_LEVEL": "3", "GLOG_minloglevel": "3"}   # the watcher explains fatal ones
GLOO_NOISE = ("[Gloo] Rank", "Expected number of connected peer ranks")
FATAL_MARK = "Terminating process because the JAX distributed service detected fatal errors"
RUNTIME_LOG = re.compile(r"^[EWF]\d{4} .*(coordination_service|coordination_agent|client\.cc|preemption)")
SETTLE_S = 1.0                          # after a first failure: wait this long to tell cause from echo
WORKER_ENV = "TAG_RUN_WORKER"          # set in a watched worker: run, do not watch again


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


GPU_PLATFORMS = ("cuda", "gpu", "rocm")


def visible_gpus(env: dict[str, str], driver_dir: str = "/proc/driver/nvidia/gpus", dev_dir: str = "/dev") -> int:
    """How many GPUs a process started with `env` sees on this host (0: a CPU host, or
    JAX_PLATFORMS excludes GPUs): the length of CUDA_VISIBLE_DEVICES / HIP_VISIBLE_DEVICES /
    ROCR_VISIBLE_DEVICES when set, else the entries of the NVIDIA driver's GPU list, else (a VM
    without that list: seen on an H200 Firecracker guest) the device nodes /dev/nvidiaN."""
    platforms = env.get("JAX_PLATFORMS", "")
    if platforms and not any(p in platforms.lower() for p in GPU_PLATFORMS):
        return 0
    for key in ("CUDA_VISIBLE_DEVICES", "HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES"):
        if key in env:
            ids = [x for x in env[key].replace(" ", "").split(",") if x]
            return 0 if not ids or ids[0] in ("-1", "NoDevFiles") else len(ids)
    try:
        return sum(1 for _ in os.scandir(driver_dir))
    except OSError:
        pass
    try:
        return sum(1 for e in os.scandir(dev_dir) if e.name.startswith("nvidia") and e.name[6:].isdigit())
    except OSError:
        return 0


def assign_gpus(plan: ProcessPlan, gpus: int) -> tuple[tuple[int, ...], ...]:
    """Per process: the local GPU ids (jax's local device ids: indices among the visible GPUs) it
    drives. Invariant: consecutive, disjoint, process p gets exactly len(plan.blocks[p]) of them."""
    need = sum(len(b) for b in plan.blocks)
    if need > gpus:
        raise TagError(f"the program's {need} devices over {plan.num_processes} local processes need {need} GPUs, "
                       f"this host has {gpus} visible (CUDA_VISIBLE_DEVICES / HIP_VISIBLE_DEVICES)")
    out, start = [], 0
    for block in plan.blocks:
        out.append(tuple(range(start, start + len(block))))
        start += len(block)
    return tuple(out)


def worker_env(base: dict[str, str], devices: int, gpus: Sequence[int] | None = None) -> dict[str, str]:
    """`base` for one worker: exactly `devices` XLA CPU devices forced (any earlier count replaced)
    and the CPU platform, or with `gpus` those local GPUs (JAX_LOCAL_DEVICE_IDS) and no platform forced."""
    env = dict(base)
    flags = [f for f in env.get("XLA_FLAGS", "").split() if not f.startswith("--xla_force_host_platform_device_count")]
    env["XLA_FLAGS"] = " ".join(flags + [f"--xla_force_host_platform_device_count={devices}"])
    if gpus:
        env["JAX_LOCAL_DEVICE_IDS"] = ",".join(map(str, gpus))
    else:
        env.setdefault("JAX_PLATFORMS", "cpu")
    for k, v in QUIET_LOGS.items():
        env.setdefault(k, v)
    return env


def _how(code: int) -> str:
    if code < 0:
        try:
            return f"was killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"was killed by signal {-code}"
    return f"exited with status {code}"


@dataclass(frozen=True)
class LaunchOutcome:
    codes: tuple[int, ...]          # exit status per worker (negative: killed by that signal)
    failed: int | None              # the first worker that exited unsuccessfully
    stopped: tuple[int, ...]        # workers the launcher had to stop
    seconds: float
    fatal: tuple[str, ...] = ()     # per worker: jax's fatal runtime error, explained ("" if none)
    unresponsive: tuple[int, ...] = ()  # processes the coordination service declared hung (no heartbeat)


def unresponsive_tasks(lines: Sequence[str]) -> tuple[int, ...]:
    """Process ids jax's coordination service names as having stopped sending heartbeats."""
    text = " ".join(lines)
    found: list[int] = []
    for m in re.finditer(r"stopped sending heartbeats\):?\s*((?:[\w:/]*?\d+[\s,]*)+)", text):
        found += [int(t) for t in re.findall(r"(?:task:)?(\d+)(?=[\s,]|$)", m.group(1))]
    return tuple(sorted(set(found)))


def coordinator_unreachable(lines: Sequence[str]) -> bool:
    """Whether this process was ended because its heartbeats to the coordination service (hosted
    by process 0) failed: the coordinator process is hung or gone."""
    text = " ".join(lines)
    return "CoordinationService/Heartbeat" in text and ("DEADLINE_EXCEEDED" in text or "UNAVAILABLE" in text)


def launch_local(plan: ProcessPlan, worker_argv: Sequence[str], *, grace_s: float = 5.0,
                 poll_s: float = 0.05, timeout_s: int | None = None) -> LaunchOutcome:
    """Run `python -m tag.cli run WORKER_ARGV... --coordinator ... --process-id p` for every block of
    `plan`; see the module docstring for the fault rule."""
    n = plan.num_processes
    gpus = visible_gpus(dict(os.environ))
    shares = assign_gpus(plan, gpus) if gpus else None
    port = free_port()
    start = time.monotonic()
    procs: list[subprocess.Popen] = []
    readers: list[threading.Thread] = []
    watches: list[_StderrWatch] = []
    try:
        for p in range(n):
            cmd = [sys.executable, "-m", "tag.cli", "run", *worker_argv, "--coordinator", f"127.0.0.1:{port}",
                   "--num-processes", str(n), "--process-id", str(p)]
            env = worker_env(dict(os.environ), len(plan.blocks[p]), shares[p] if shares else None)
            env[WORKER_ENV] = "1"
            procs.append(subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                          errors="replace"))
            forward, watch = threading.Thread(target=_forward, args=(procs[-1].stdout,), daemon=True), \
                _StderrWatch(procs[-1].stderr)
            forward.start()
            watch.start()
            readers += [forward, watch]
            watches.append(watch)
        failed: int | None = None
        while True:
            codes = [pr.poll() for pr in procs]
            bad = [p for p, c in enumerate(codes) if c not in (None, 0)]
            if bad:
                settle = time.monotonic() + SETTLE_S       # let the survivors' own verdicts arrive
                while time.monotonic() < settle and any(pr.poll() is None for pr in procs):
                    time.sleep(poll_s)
                codes = [pr.poll() for pr in procs]
                killed = [p for p, c in enumerate(codes) if c is not None and c < 0]
                fatal = [p for p in range(n) if watches[p].fatal]
                failed = (killed or fatal or [p for p, c in enumerate(codes) if c not in (None, 0)])[0]
                break
            if all(c == 0 for c in codes):
                break
            time.sleep(poll_s)
        stopped = tuple(p for p, pr in enumerate(procs) if pr.poll() is None)
        for p in stopped:
            watches[p].muted = True
        _stop([procs[p] for p in stopped], grace_s)
        for r in readers:
            r.join(timeout=grace_s)
        fatal = tuple(explain_fatal(w.fatal, timeout_s) if w.fatal else "" for w in watches)
        hung_set = {t for w in watches for t in unresponsive_tasks(w.fatal + w.runtime_log) if 0 <= t < n}
        if 0 in stopped and any(coordinator_unreachable(w.fatal) for w in watches):
            hung_set.add(0)                 # process 0 hosts the coordinator: alive but not answering
        hung = tuple(sorted(hung_set))
        return LaunchOutcome(tuple(int(pr.returncode) for pr in procs), failed, stopped, time.monotonic() - start, fatal,
                             hung)
    finally:
        _stop([pr for pr in procs if pr.poll() is None], grace_s)


def _forward(stream: Any) -> None:
    """Copy a worker's stdout to ours, without gloo's per-connection chatter."""
    for line in stream:
        if not any(noise in line for noise in GLOO_NOISE):
            sys.stdout.write(line)
            sys.stdout.flush()


class _StderrWatch(threading.Thread):
    """Copies a worker's stderr to ours; keeps jax's fatal message (`fatal`) instead of its trace."""

    def __init__(self, stream: Any) -> None:
        super().__init__(daemon=True)
        self.stream = stream
        self.fatal: list[str] = []
        self.runtime_log: list[str] = []  # the distributed runtime's own error log lines (not shown)
        self.muted = False              # set when the launcher stops this worker: drop its dying words

    def run(self) -> None:
        in_fatal = in_log = False
        for line in self.stream:
            if FATAL_MARK in line:
                in_fatal = True
            if in_fatal:
                if not line.lstrip().startswith("@ ") and "Check failure stack trace" not in line:
                    self.fatal.append(line.strip())
                continue
            if RUNTIME_LOG.match(line):   # a multi-line native log record: explained with the fatal error
                in_log = True
            elif in_log and (line.startswith(("error:", "Traceback", "warning:")) or ": error: " in line
                             or re.match(r"^[IWEF]\d{4} ", line)):
                in_log = False
            if in_log:
                self.runtime_log.append(line.strip())
                continue
            if not self.muted and not any(noise in line for noise in GLOO_NOISE):
                sys.stderr.write(line)
                sys.stderr.flush()


def explain_fatal(lines: Sequence[str], timeout_s: int | None = None) -> str:
    """One line for jax's fatal distributed-runtime message."""
    text = " ".join(x for x in lines if x)
    detail = text.split("absl::Status:", 1)[-1].strip()[:200]
    if "RegisterTask" in text or ("DEADLINE_EXCEEDED" in text and "Barrier" not in text and "heartbeat" not in text.lower()):
        within = f" within {timeout_s} s" if timeout_s else ""
        return (f"the job did not assemble{within}: coordinator unreachable, a process missing or started with "
                f"another --num-processes, or two processes with the same --process-id ({detail})")
    if "ALREADY_EXISTS" in text or "uplicate" in text or "different incarnation" in text:
        return f"two processes joined with the same --process-id, or one restarted ({detail})"
    if coordinator_unreachable(lines):
        return ("process 0 (the coordinator) stopped responding (this process's heartbeats to it timed out); "
                "the distributed runtime stopped this process")
    hung = unresponsive_tasks(lines)
    if hung:
        names = ", ".join(map(str, hung))
        return (f"process{'es' if len(hung) > 1 else ''} {names} stopped responding (no heartbeat to the "
                f"coordinator); the distributed runtime stopped this process")
    return f"the distributed runtime stopped this process: another process died or stopped responding ({detail})"


def _stop(procs: Sequence[subprocess.Popen], grace_s: float) -> None:
    for pr in procs:
        if pr.poll() is None:
            pr.terminate()
    deadline = time.monotonic() + grace_s
    for pr in procs:
        try:
            pr.wait(max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            pr.kill()
            pr.wait()


def outcome_error(plan: ProcessPlan, outcome: LaunchOutcome) -> TagError | None:
    """The one-line error for a failed launch (None when every worker succeeded, or when only the
    leader failed after the others finished: it printed its own verdict)."""
    if outcome.failed is None:
        return None
    hung = [h for h in outcome.unresponsive if h < plan.num_processes]
    if hung:
        stopped = [q for q in outcome.stopped if q not in hung]
        rest = f"; stopped the other processes ({', '.join(map(str, stopped))})" if stopped else ""
        who = " and ".join(plan.describe(h) for h in hung)
        return TagError(f"lost {who}: it stopped responding (missed heartbeats: stopped, hung or "
                        f"unreachable), {outcome.seconds:.1f} s into the run; the other processes were ended by "
                        f"the distributed runtime{rest}")
    p = outcome.failed
    code = outcome.codes[p]
    if code == 1 and not outcome.stopped:
        return None
    rest = (f"; stopped the other {len(outcome.stopped)} process{'es' if len(outcome.stopped) > 1 else ''} "
            f"({', '.join(map(str, outcome.stopped))})" if outcome.stopped else "")
    fatal = outcome.fatal[p] if p < len(outcome.fatal) else ""
    cause = f": {fatal}" if fatal else " (its error is above)" if code == 1 else ""
    return TagError(f"lost {plan.describe(p)}: it {_how(code)} after {outcome.seconds:.1f} s{cause}{rest}")


def supervise(argv: Sequence[str], *, timeout_s: int | None = None, who: str = "this process") -> int:
    """Run `python -m tag.cli run ARGV` as a watched child (see the module docstring); returns its
    exit status, or raises the explained fatal error."""
    env = dict(os.environ)
    env[WORKER_ENV] = "1"
    for k, v in QUIET_LOGS.items():
        env.setdefault(k, v)
    proc = subprocess.Popen([sys.executable, "-m", "tag.cli", "run", *argv], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, errors="replace")
    out = threading.Thread(target=_forward, args=(proc.stdout,), daemon=True)
    watch = _StderrWatch(proc.stderr)
    out.start()
    watch.start()
    try:
        code = proc.wait()
    except BaseException:
        _stop([proc], 5.0)
        raise
    out.join(timeout=5)
    watch.join(timeout=5)
    if watch.fatal:
        raise TagError(f"{who}: {explain_fatal(watch.fatal, timeout_s)}")
    if code < 0:
        raise TagError(f"{who}: the worker {_how(code)}")
    return code
