"""One program over several processes (`jax.distributed`): who owns which devices, start-up checks.

Process plan (`plan_processes`): the program's devices, in sorted order, are cut into one
contiguous block per process. When the topology's machines that hold program devices can be split
evenly (machine count divisible by the process count), whole machines go to processes (machine m
of M → process m * N // M); otherwise the devices are cut into even blocks (sizes differ by at most
one). Each process then exposes exactly its block's size of local devices, and program device i
maps to the i-th global device ordered by (process index, device id) — the same rule in every
process, so every process agrees on the mapping without exchanging it.

Start-up (`initialize`, `startup_check`): every process joins the coordinator within a bounded
time, then all processes exchange (process id, local device count, SHA-256 of program.json and
its pieces) with one all-gather and stop with an error naming the first disagreeing process.
"""
from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tag.dialects.diagnostics import TagError

__all__ = [
    "DistributedConfig",
    "ProcessPlan",
    "auto_detectable",
    "describe_devices",
    "global_devices",
    "initialize",
    "machines_of_program",
    "plan_processes",
    "process_count",
    "process_index",
    "program_digest",
    "startup_check",
]


def describe_devices(ids: Sequence[int]) -> str:
    """'4-7' for a contiguous run, else '0,2,5'."""
    ids = sorted(ids)
    if not ids:
        return "none"
    if len(ids) > 1 and ids == list(range(ids[0], ids[-1] + 1)):
        return f"{ids[0]}-{ids[-1]}"
    return ",".join(map(str, ids))


@dataclass(frozen=True)
class ProcessPlan:
    """Program device ids per process. Invariant: the blocks are non-empty, disjoint, contiguous in
    sorted device order, and their concatenation is the program's sorted device list."""

    blocks: tuple[tuple[int, ...], ...]
    by_machine: bool = False

    @property
    def num_processes(self) -> int:
        return len(self.blocks)

    def process_of(self, device: int) -> int:
        for p, block in enumerate(self.blocks):
            if device in block:
                return p
        raise TagError(f"device {device} belongs to no process")

    def describe(self, process: int) -> str:
        return f"process {process} (devices {describe_devices(self.blocks[process])})"


def plan_processes(devices: Sequence[int], num_processes: int,
                   machine_of: Mapping[int, int] | None = None) -> ProcessPlan:
    """Split the program's devices among `num_processes` processes (see the module docstring)."""
    ids = sorted({int(d) for d in devices})
    if num_processes < 1:
        raise TagError(f"the number of processes must be >= 1, got {num_processes}")
    if num_processes > len(ids):
        raise TagError(f"{num_processes} processes for a program on {len(ids)} devices: every process needs "
                       f"at least one device (use at most {len(ids)} processes)")
    if machine_of is not None and all(d in machine_of for d in ids):
        machines = sorted({machine_of[d] for d in ids}, key=lambda m: min(d for d in ids if machine_of[d] == m))
        order = [d for m in machines for d in ids if machine_of[d] == m]
        if order == ids and len(machines) % num_processes == 0:
            rank = {m: i * num_processes // len(machines) for i, m in enumerate(machines)}
            blocks = tuple(tuple(d for d in ids if rank[machine_of[d]] == p) for p in range(num_processes))
            return ProcessPlan(blocks, by_machine=True)
    base, extra = divmod(len(ids), num_processes)
    blocks, pos = [], 0
    for p in range(num_processes):
        size = base + (1 if p < extra else 0)
        blocks.append(tuple(ids[pos:pos + size]))
        pos += size
    return ProcessPlan(tuple(blocks))


def machines_of_program(folder: str | Path) -> dict[int, int] | None:
    """Topology device id → machine index from the folder's topology.yaml (None without one)."""
    from tag.dialects.inputs import file_inside

    path = file_inside(folder, "topology.yaml", "topology.yaml", required=False)   # not a link out of the folder
    if path is None:
        return None
    from tag.core.topology import load_topology

    return {d.id: d.machine for d in load_topology(path).devices}


def program_digest(folder: str | Path) -> str:
    """SHA-256 over program.json and every pieces/*.mlir (names and bytes, in name order)."""
    folder = Path(folder)
    if folder.is_file():
        folder = folder.parent
    h = hashlib.sha256()
    files = [folder / "program.json"] + sorted((folder / "pieces").glob("*.mlir"))
    for f in files:
        try:
            data = f.read_bytes()
        except OSError as exc:
            raise TagError(f"cannot read '{f}': {exc.strerror or exc}") from None
        h.update(f.relative_to(folder).as_posix().encode() + b"\0" + len(data).to_bytes(8, "little") + data)
    return h.hexdigest()


@dataclass(frozen=True)
class DistributedConfig:
    """`jax.distributed.initialize` arguments; all None: jax's cluster auto-detection (SLURM, Open MPI)."""

    coordinator: str | None = None
    num_processes: int | None = None
    process_id: int | None = None
    init_timeout_s: int = 60
    heartbeat_timeout_s: int = 20

    @property
    def explicit(self) -> bool:
        return self.coordinator is not None or self.num_processes is not None or self.process_id is not None

    def validate(self) -> None:
        given = [self.coordinator is not None, self.num_processes is not None, self.process_id is not None]
        if any(given) and not all(given):
            raise TagError("--coordinator, --num-processes and --process-id go together (or none of them, to let "
                           "jax detect a SLURM / Open MPI job)")
        if self.coordinator is not None:
            host, sep, port = self.coordinator.rpartition(":")
            if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
                raise TagError(f"--coordinator: expected HOST:PORT, got '{self.coordinator}'")
        if self.num_processes is not None and self.num_processes < 1:
            raise TagError(f"--num-processes must be >= 1, got {self.num_processes}")
        if self.process_id is not None and self.num_processes is not None and \
                not 0 <= self.process_id < self.num_processes:
            raise TagError(f"--process-id must be in [0, {self.num_processes}), got {self.process_id}")
        if self.init_timeout_s < 1:
            raise TagError(f"--init-timeout must be >= 1 s, got {self.init_timeout_s}")


def auto_detectable() -> bool:
    """A multi-process SLURM or Open MPI job that jax's auto-detection can join."""
    for key in ("SLURM_NTASKS", "OMPI_COMM_WORLD_SIZE"):
        try:
            if int(os.environ.get(key, "1")) > 1:
                return True
        except ValueError:
            pass
    return False


def initialize(config: DistributedConfig) -> None:
    """Join the job (gloo collectives on CPU); a failure or a coordinator not reached within
    `init_timeout_s` is a one-line TagError."""
    import jax

    config.validate()
    jax.config.update("jax_cpu_collectives_implementation", "gloo")
    who = f"process {config.process_id} of {config.num_processes}" if config.explicit else "this process"
    try:
        if config.explicit:
            jax.distributed.initialize(config.coordinator, config.num_processes, config.process_id,
                                       initialization_timeout=config.init_timeout_s,
                                       heartbeat_timeout_seconds=config.heartbeat_timeout_s)
        else:
            jax.distributed.initialize(initialization_timeout=config.init_timeout_s,
                                       heartbeat_timeout_seconds=config.heartbeat_timeout_s)
    except Exception as exc:  # noqa: BLE001 - XlaRuntimeError, RuntimeError, ValueError from the service
        text = " ".join(str(exc).split())
        if "DEADLINE_EXCEEDED" in text or "timed out" in text.lower() or "Barrier timed out" in text:
            raise TagError(f"{who}: the job did not assemble at coordinator {config.coordinator or '(auto)'} within "
                           f"{config.init_timeout_s} s (coordinator unreachable, a process missing, or "
                           f"--num-processes differing between processes): {text[:300]}") from None
        if "ALREADY_EXISTS" in text or "duplicate" in text.lower() or "already" in text.lower():
            raise TagError(f"{who}: another process already joined with process id {config.process_id} "
                           f"(two processes with the same --process-id): {text[:300]}") from None
        raise TagError(f"{who}: cannot join the distributed job at {config.coordinator or '(auto)'}: {text[:300]}") \
            from None


def process_count() -> int:
    import jax

    return jax.process_count()


def process_index() -> int:
    import jax

    return jax.process_index()


def global_devices() -> list[Any]:
    """Every device of the job, ordered by (process index, id): the order program devices map onto."""
    import jax

    return sorted(jax.devices(), key=lambda d: (d.process_index, d.id))


def startup_check(digest: str) -> None:
    """All-gather (process id, local device count, program digest); TagError on the first mismatch."""
    import jax
    import numpy as np

    me = jax.process_index()
    raw = np.frombuffer(bytes.fromhex(digest), np.uint8).astype(np.int32)
    row = np.concatenate([np.array([me, jax.local_device_count()], np.int32), raw])
    try:
        table = _all_gather_rows(row)
    except Exception as exc:  # noqa: BLE001
        raise TagError(f"start-up exchange with the other processes failed: "
                       f"{' '.join(str(exc).split())[:300]}") from None
    ids = [int(r[0]) for r in table]
    if sorted(ids) != list(range(len(ids))):
        raise TagError(f"process ids {ids} are not 0..{len(ids) - 1} (two processes with the same id?)")
    for r in table:
        other = bytes(r[2:].astype(np.uint8)).hex()
        if other != digest:
            raise TagError(f"the program folder differs between processes: process {int(r[0])} has program "
                           f"{other[:12]}..., process {me} has {digest[:12]}... (program.json + pieces/*.mlir)")


def _all_gather_rows(row: Any) -> Any:
    """Every process's `row` (same length everywhere), in process order: one jitted all-gather over a
    mesh of each process's first device (processes may own different numbers of devices)."""
    import jax
    import numpy as np
    from jax.sharding import NamedSharding, PartitionSpec

    firsts = {}
    for d in global_devices():
        firsts.setdefault(d.process_index, d)
    devs = [firsts[p] for p in sorted(firsts)]
    mesh = jax.sharding.Mesh(np.array(devs), ("p",))
    mine = firsts[jax.process_index()]
    local = jax.device_put(np.asarray(row)[None], mine)
    stacked = jax.make_array_from_single_device_arrays((len(devs), len(row)), NamedSharding(mesh, PartitionSpec("p")),
                                                       [local])
    full = jax.jit(lambda x: x, out_shardings=NamedSharding(mesh, PartitionSpec()))(stacked)
    return np.asarray(full.addressable_shards[0].data)
