"""Hand-made strategies: data parallelism and one device.

- `data_parallel`: every op group on every machine, replicate + AllReduce for every parameter; the
  batch split evenly over the devices or ∝ simulated device throughput. Shares are explicit
  `Strategy.batch_shares` (one split for the whole step, as a data-parallel framework uses). These
  are points of TAG's own action space (`planner.plan` re-ranks them); the data-parallel *baselines*
  (`planner.baselines`: DP-NCCL, DP-NCCL-P, DDP, ...) are made there, DP-NCCL-P split by simulated
  throughput rather than datasheet FLOP/s.
- `single_device`: every group replicated on one device (`GroupDecision.devices`), no sync.
- `proportional_shares`: device → simulated throughput / Σ over the machines' devices.
"""
from __future__ import annotations

from collections.abc import Iterable

from tag.dialects.attributes import GradSync, Replication
from tag.dialects.diagnostics import TagError
from tag.core.execution import speed_weights
from tag.core.model import CompGraph, GroupDecision, Grouping, Strategy, Topology

__all__ = ["data_parallel", "single_device", "proportional_shares", "even_shares"]


def _check_machines(topology: Topology, machines: Iterable[int]) -> tuple[int, ...]:
    out = tuple(sorted(set(int(m) for m in machines)))
    if not out:
        raise TagError("no machines given")
    for m in out:
        if not 0 <= m < len(topology.machines):
            raise TagError(f"machine {m} does not exist (topology '{topology.name}' has {len(topology.machines)})")
    return out


def proportional_shares(graph: CompGraph, topology: Topology, machines: Iterable[int] | None = None) -> dict[int, float]:
    """Batch shares ∝ each device's simulated throughput (`core.execution.speed_weights`: 1 / the whole
    step's time on its chip under the calibrated cost model), over the devices of `machines` (all by
    default); they sum to 1."""
    ms = _check_machines(topology, range(len(topology.machines)) if machines is None else machines)
    devs = [d.id for d in topology.devices if d.machine in ms]
    weights = speed_weights(devs, topology, graph)
    total = sum(weights)
    return {d: w / total for d, w in zip(devs, weights)}


def even_shares(topology: Topology, machines: Iterable[int] | None = None) -> dict[int, float]:
    """Equal batch shares over the devices of `machines` (all by default)."""
    ms = _check_machines(topology, range(len(topology.machines)) if machines is None else machines)
    devs = [d.id for d in topology.devices if d.machine in ms]
    return {d: 1.0 / len(devs) for d in devs}


def data_parallel(grouping: Grouping, topology: Topology, *, proportional: bool,
                  graph: CompGraph | None = None) -> Strategy:
    """Data parallelism over every machine, replicate + AllReduce, with an even batch split
    (`proportional=False`) or batch ∝ simulated device throughput (`True`; needs `graph`)."""
    machines = tuple(range(len(topology.machines)))
    if proportional and graph is None:
        raise TagError("data_parallel(proportional=True) needs the graph to price device throughput")
    shares = proportional_shares(graph, topology, machines) if proportional else even_shares(topology, machines)
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
