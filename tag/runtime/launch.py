"""`tag run DIR --processes N`: start N worker processes of `tag run` on this machine and watch them.

Worker p gets the devices of block p of `multihost.plan_processes` (as many XLA CPU devices,
`--xla_force_host_platform_device_count`), joins a coordinator on a free local port and runs with
`--coordinator 127.0.0.1:PORT --num-processes N --process-id p`. Worker 0 (the leader) prints the
results; the others print only errors.

jax's distributed runtime ends a process it cannot keep in the job (a coordinator not reached in
time, a duplicate process id, a peer that stopped heartbeating) with a fatal log and a C++ stack
trace, which no Python handler sees. Every worker therefore runs under a watcher that reads its
stderr, drops that trace and turns it into one line (`explain_fatal`); `supervise` does the same
for a single cluster process (`tag run --coordinator ...` re-runs itself as a watched child).

Fault rule: the first worker to exit unsuccessfully stops the run — the launcher terminates the
others (SIGTERM, then SIGKILL after `grace_s`) and fails with one line naming the lost process and
how it ended. The launcher never waits on a dead peer, so a crash is reported within a poll
interval plus `grace_s`, whatever the survivors are blocked in.
"""
from __future__ import annotations

import os
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
    "explain_fatal",
    "free_port",
    "launch_local",
    "outcome_error",
    "supervise",
    "worker_env",
]

QUIET_LOGS = {"TF_CPP_MIN_LOG_LEVEL": "3", "GLOG_minloglevel": "3"}   # the watcher explains fatal ones
GLOO_NOISE = ("[Gloo] Rank", "Expected number of connected peer ranks")
FATAL_MARK = "Terminating process because the JAX distributed service detected fatal errors"
SETTLE_S = 1.0                          # after a first failure: wait this long to tell cause from echo
WORKER_ENV = "TAG_RUN_WORKER"          # set in a watched worker: run, do not watch again


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def worker_env(base: dict[str, str], devices: int) -> dict[str, str]:
    """`base` with exactly `devices` XLA CPU devices forced (any earlier count replaced)."""
    env = dict(base)
    flags = [f for f in env.get("XLA_FLAGS", "").split() if not f.startswith("--xla_force_host_platform_device_count")]
    env["XLA_FLAGS"] = " ".join(flags + [f"--xla_force_host_platform_device_count={devices}"])
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


def launch_local(plan: ProcessPlan, worker_argv: Sequence[str], *, grace_s: float = 5.0,
                 poll_s: float = 0.05, timeout_s: int | None = None) -> LaunchOutcome:
    """Run `python -m tag.cli run WORKER_ARGV... --coordinator ... --process-id p` for every block of
    `plan`; see the module docstring for the fault rule."""
    n = plan.num_processes
    port = free_port()
    start = time.monotonic()
    procs: list[subprocess.Popen] = []
    readers: list[threading.Thread] = []
    watches: list[_StderrWatch] = []
    try:
        for p in range(n):
            cmd = [sys.executable, "-m", "tag.cli", "run", *worker_argv, "--coordinator", f"127.0.0.1:{port}",
                   "--num-processes", str(n), "--process-id", str(p)]
            env = worker_env(dict(os.environ), len(plan.blocks[p]))
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
        return LaunchOutcome(tuple(int(pr.returncode) for pr in procs), failed, stopped, time.monotonic() - start, fatal)
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
        self.muted = False              # set when the launcher stops this worker: drop its dying words

    def run(self) -> None:
        in_fatal = False
        for line in self.stream:
            if FATAL_MARK in line:
                in_fatal = True
            if in_fatal:
                if not line.lstrip().startswith("@ ") and "Check failure stack trace" not in line:
                    self.fatal.append(line.strip())
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
