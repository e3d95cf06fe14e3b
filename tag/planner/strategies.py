"""Hand-made strategies: data parallelism (the DP-NCCL / DP-NCCL-P baselines) and one device.

- `data_parallel`: every op group on every machine, replicate + AllReduce for every parameter; the
  batch split evenly over the devices (DP-NCCL) or ∝ device peak FLOP/s (DP-NCCL-P). Shares are
  explicit `Strategy.batch_shares` (one split for the whole step, as a data-parallel framework uses).
- `single_device`: every group replicated on one device (`GroupDecision.devices`), no sync.
- `proportional_shares`: device → peak FLOP/s(dtype) / Σ over the machines' devices.
"""
from __future__ import annotations

from collections.abc import Iterable

from tag.dialects.attributes import GradSync, Replication
from tag.dialects.diagnostics import TagError
from tag.core.model import GroupDecision, Grouping, Strategy, Topology

__all__ = ["data_parallel", "single_device", "proportional_shares", "even_shares"]


def _check_machines(topology: Topology, machines: Iterable[int]) -> tuple[int, ...]:
    out = tuple(sorted(set(int(m) for m in machines)))
    if not out:
        raise TagError("no machines given")
    for m in out:
        if not 0 <= m < len(topology.machines):
            raise TagError(f"machine {m} does not exist (topology '{topology.name}' has {len(topology.machines)})")
    return out


def proportional_shares(topology: Topology, machines: Iterable[int] | None = None, dtype: str = "f32") -> dict[int, float]:
    """Batch shares ∝ each device's peak FLOP/s for `dtype`, over the devices of `machines` (all by
    default); they sum to 1."""
    ms = _check_machines(topology, range(len(topology.machines)) if machines is None else machines)
    speed = {d.id: topology.machines[d.machine].chip.peak_flops_for(dtype) for d in topology.devices if d.machine in ms}
    total = sum(speed.values())
    return {d: s / total for d, s in speed.items()}


def even_shares(topology: Topology, machines: Iterable[int] | None = None) -> dict[int, float]:
    """Equal batch shares over the devices of `machines` (all by default)."""
    ms = _check_machines(topology, range(len(topology.machines)) if machines is None else machines)
    devs = [d.id for d in topology.devices if d.machine in ms]
    return {d: 1.0 / len(devs) for d in devs}


def data_parallel(grouping: Grouping, topology: Topology, *, proportional: bool, dtype: str = "f32") -> Strategy:
    """DP-NCCL (`proportional=False`: even batch split) or DP-NCCL-P (`True`: batch ∝ device peak
    FLOP/s of `dtype`): every group on every machine, replicate + AllReduce."""
    machines = tuple(range(len(topology.machines)))
    shares = proportional_shares(topology, machines, dtype) if proportional else even_shares(topology, machines)
    decisions = [GroupDecision(machines, Replication.ALLREDUCE, {p: GradSync.ALLREDUCE for p in g.params})
                 for g in grouping.groups]
    return Strategy(decisions, shares, "dp-nccl-p" if proportional else "dp-nccl")


def single_device(grouping: Grouping, topology: Topology, device: int) -> Strategy:
    """Everything on `device` (a global device id): the single-GPU reference."""
    devices = topology.devices
    if not 0 <= device < len(devices):
        raise TagError(f"device {device} does not exist (topology '{topology.name}' has {len(devices)})")
    m = devices[device].machine
    decisions = [GroupDecision((m,), Replication.ALLREDUCE, {p: GradSync.ALLREDUCE for p in g.params},
                               devices=(device,) if topology.machines[m].count > 1 else ())
                 for g in grouping.groups]
    return Strategy(decisions, None, f"single-device-{device}")
