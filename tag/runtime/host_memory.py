"""What a `tag run` process will hold in host memory, estimated before anything is compiled.

On XLA CPU, device memory is host memory, so a process holds (bytes):

- inputs:     the example arguments it builds on the host (every argument, once);
- state:      one copy of its argument per state slot on the process's devices;
- transient:  the peak over the step's task list of the live buffers on its devices (feeds, piece
              outputs, moves), each buffer live from its definition to its last use (the runner's
              release rule; buffers read by results or state updates live to the end of the step);
              a state update computed in place (`runtime.donation`) takes its slot's memory, none
              of its own;
- results:    on the leader, every fetched result of every step (with --check, all of them) plus
              the final state it gathers;
- reference:  on the leader with --check, the one-device reference: its arguments, the step's
              results per step and one step's live values (bounded by arguments + results);
- runtime:    an allowance fitted to measured peaks (docs/run.md, scripts/host_memory_table.py):
              `RUNTIME_BYTES` (the jax/XLA runtime with its devices, compiled code, compile
              peaks) plus `OVERHEAD_RATIO` times the sum of the components above (mostly what
              the allocator keeps of freed buffers; measured, not modelled).

With --check, `tag.apply.check_program` runs, when the comparison is not exact, up to 8 more
reference runs with the batch rows permuted (the rounding-sensitivity references), one at a time,
keeping only each output's largest deviation: the reference component counts
`CHECK_RUNS_HELD` runs' results (the reference's own and one permuted run).

Several processes on one machine add up. The estimate is refused when it exceeds MemAvailable of
/proc/meminfo (or an explicit limit).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from tag.dialects.diagnostics import TagError
from tag.distribute.program import AllReduce, Compute, DistributedProgram, Move
from tag.runtime.buffer_specs import BufferSpecs, tensor_spec_of
from tag.runtime.donation import donated_updates

__all__ = ["RUNTIME_BYTES", "ProcessMemory", "check_host_memory", "estimate_process", "gib", "mem_available"]

RUNTIME_BYTES = 768 << 20        # fitted: see the module docstring
OVERHEAD_RATIO = 0.5             # fitted: see the module docstring
CHECK_RUNS_HELD = 2              # reference runs `tag.apply.check_program` holds at once (tests/test_host_memory.py)


def gib(n: int) -> str:
    """A byte count for people: GiB, MiB or KiB with four significant digits."""
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift:
            return f"{n / (1 << shift):.4g} {unit}"
    return f"{n} B"


@dataclass(frozen=True)
class ProcessMemory:
    """Estimated host bytes of one process, by component (see the module docstring)."""

    process: int
    inputs: int
    state: int
    transient: int
    results: int
    reference: int
    runtime: int = -1            # -1: RUNTIME_BYTES + OVERHEAD_RATIO * (the other components)

    def __post_init__(self) -> None:
        if self.runtime < 0:
            base = self.inputs + self.state + self.transient + self.results + self.reference
            object.__setattr__(self, "runtime", RUNTIME_BYTES + int(OVERHEAD_RATIO * base))

    @property
    def total(self) -> int:
        return self.inputs + self.state + self.transient + self.results + self.reference + self.runtime

    def describe(self) -> str:
        parts = [("inputs", self.inputs), ("state", self.state), ("step buffers", self.transient),
                 ("results", self.results), ("--check reference", self.reference), ("runtime and allocator", self.runtime)]
        return f"process {self.process}: {gib(self.total)} (" + ", ".join(f"{k} {gib(v)}" for k, v in parts if v) + ")"


def _arg_bytes(program: DistributedProgram, a: int) -> int:
    spec = tensor_spec_of(program.args[a], f"argument {a}")
    return int(np.prod(spec.shape, dtype=np.int64)) * spec.dtype.itemsize


def _result_bytes(program: DistributedProgram, r: int) -> int:
    spec = tensor_spec_of(program.results[r], f"result {r}")
    return int(np.prod(spec.shape, dtype=np.int64)) * spec.dtype.itemsize


def _transient_peak(program: DistributedProgram, specs: BufferSpecs, local: set[int]) -> int:
    where = program.buffer_devices()
    in_place = donated_updates(program, specs)      # written into their state slot's memory
    keep = {p.buffer for parts in program.outputs for p in parts}
    keep |= {s.update for s in program.state if s.update is not None}
    last: dict[str, int] = {}
    defined_at: dict[str, int] = {f.dst: -1 for f in program.feeds}
    for i, t in enumerate(program.tasks):
        reads = (list(t.inputs) if isinstance(t, Compute) else [b for ins in t.inputs for b in ins]
                 if isinstance(t, AllReduce) else [t.src] if isinstance(t, Move) else list(t.srcs))
        writes = (list(t.outputs) if isinstance(t, Compute) else [b for outs in t.outputs for b in outs]
                  if isinstance(t, AllReduce) else [t.dst])
        for b in writes:
            defined_at.setdefault(b, i)
        for b in reads + writes:
            last[b] = i
    events: dict[int, int] = {}
    for b, i in defined_at.items():
        if where.get(b) not in local:
            continue
        size = 0 if b in in_place else specs.nbytes(b)
        end = len(program.tasks) if b in keep else last.get(b, i)
        events[i] = events.get(i, 0) + size
        events[end + 1] = events.get(end + 1, 0) - size
    live = peak = 0
    for i in sorted(events):
        live += events[i]
        peak = max(peak, live)
    return peak


def estimate_process(program: DistributedProgram, local: Iterable[int], *, process: int = 0, leader: bool = True,
                     steps: int = 1, check: bool = False, fetch: Iterable[int] | None = None,
                     specs: BufferSpecs | None = None) -> ProcessMemory:
    """Estimate one process owning program devices `local` (see the module docstring)."""
    local = set(local)
    specs = specs or BufferSpecs(program)
    inputs = sum(_arg_bytes(program, a) for a in range(len(program.args)))
    state = sum(_arg_bytes(program, s.arg) for s in program.state if s.device in local)
    transient = _transient_peak(program, specs, local)
    results = reference = 0
    if leader:
        wanted = range(len(program.results)) if check or fetch is None else fetch
        results = steps * sum(_result_bytes(program, r) for r in wanted)
        state_args = {s.arg for s in program.state}
        results += sum(_arg_bytes(program, a) for a in state_args)
        if check:
            one_run = (steps + 1) * sum(_result_bytes(program, r) for r in range(len(program.results)))
            reference = 2 * inputs + CHECK_RUNS_HELD * one_run
    return ProcessMemory(process, inputs, state, transient, results, reference)


def mem_available(meminfo: str | Path = "/proc/meminfo") -> int | None:
    """MemAvailable in bytes (None when the file or the field is missing)."""
    try:
        text = Path(meminfo).read_text()
    except OSError:
        return None
    for line in text.splitlines():
        if line.startswith("MemAvailable:"):
            fields = line.split()
            return int(fields[1]) * (1024 if len(fields) < 3 or fields[2].lower() == "kb" else 1)
    return None


def check_host_memory(estimates: list[ProcessMemory], available: int | None, *, where: str = "this machine",
                      override_flag: str = "--ignore-host-memory") -> None:
    """TagError with the estimate when the processes on one machine need more than `available`."""
    if available is None:
        return
    need = sum(e.total for e in estimates)
    if need > available:
        detail = "; ".join(e.describe() for e in estimates)
        raise TagError(f"not enough host memory on {where}: the run needs about {gib(need)} but {gib(available)} is "
                       f"available [{detail}]; use fewer steps or no --check, a machine with more memory, or "
                       f"{override_flag} to run anyway")
