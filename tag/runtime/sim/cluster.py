"""The topology as flat tables indexed by machine and device id.

Link bandwidth between machines a ≠ b is min(NIC_a, NIC_b, inter_bps[a, b]) (an absent inter link
is unbounded: the NICs decide); inside a machine it is the machine's intra-machine link (per GPU
pair; a move queues on its pairs' FIFOs, `engine`). Queue ids of the simulator's FIFO resources are laid out here too.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from tag.core.model import Topology
from tag.dialects.diagnostics import TagError

__all__ = ["ClusterTables"]


@dataclass(slots=True, eq=False)
class ClusterTables:
    """Machines and devices of a topology. FIFO queue ids (`engine.Run.q`): [0, M) NIC egress of
    machine m, [M, 2M) NIC ingress, [2M, 3M) the machine's collective stream, [3M, 3M + D) the links
    device d sends PS pushes and pulls on, [3M + D, 3M + 2D) the links it receives them on, [3M + 2D, 3M + 2D + D²)
    the link from device s to device d of its machine (+ s·D + d: moves between them, `engine`)."""

    topology: Topology
    M: int                                  # machines
    D: int                                  # devices
    dev_machine: list[int]
    dev_local: list[int]
    mach_devs: list[list[int]]
    mach_size: list[int]
    intra: list[float]                      # bytes/s between two GPUs of machine m
    nic: list[float]                        # bytes/s of machine m's NIC
    bw: list[list[float]]                   # bytes/s from machine a to b (a == b: intra)
    inv_bw: list[list[float]]
    inv_intra: list[float]
    dev_capacity: list[int]                 # memory bytes of device d's chip
    chips: list[Any]                        # distinct chips, in first-appearance order
    chip_of: list[int]                      # machine -> index into chips

    @classmethod
    def from_topology(cls, topology: Topology, link_efficiency: float = 1.0) -> "ClusterTables":
        """Tables of `topology` with every bandwidth scaled by `link_efficiency` (the achieved fraction
        of nominal, `core.calibration.COLLECTIVES.bandwidth_efficiency` in the simulators)."""
        if not 0.0 < link_efficiency <= 1.0:
            raise TagError(f"link efficiency must lie in (0, 1], got {link_efficiency}")
        machines = topology.machines
        if not machines:
            raise TagError(f"topology '{topology.name}' has no machines")
        for i, m in enumerate(machines):
            if not (m.intra_bps > 0 and m.nic_bps > 0 and m.count > 0):
                raise TagError(f"topology '{topology.name}': machine {i} ({m.name}) needs count, intra and NIC "
                               f"bandwidth > 0")
        for key, v in topology.inter_bps.items():
            if not v > 0:
                raise TagError(f"topology '{topology.name}': bandwidth between machines {key} must be > 0")
        M = len(machines)
        devices = topology.devices
        dev_machine = [d.machine for d in devices]
        mach_devs = [[d.id for d in devices if d.machine == m] for m in range(M)]
        intra = [link_efficiency * float(m.intra_bps) for m in machines]
        nic = [link_efficiency * float(m.nic_bps) for m in machines]
        bw = [[0.0] * M for _ in range(M)]
        for a in range(M):
            for b in range(M):
                if a == b:
                    bw[a][b] = intra[a]
                else:
                    link = link_efficiency * topology.inter_bps.get((min(a, b), max(a, b)), math.inf)
                    bw[a][b] = min(nic[a], nic[b], link)
        chips: list[Any] = []
        chip_of: list[int] = []
        for m in machines:
            if m.chip not in chips:
                chips.append(m.chip)
            chip_of.append(chips.index(m.chip))
        return cls(topology=topology, M=M, D=len(devices), dev_machine=dev_machine,
                   dev_local=[d.local for d in devices], mach_devs=mach_devs, mach_size=[len(v) for v in mach_devs],
                   intra=intra, nic=nic, bw=bw, inv_bw=[[1.0 / v for v in row] for row in bw],
                   inv_intra=[1.0 / v for v in intra],
                   dev_capacity=[machines[m].chip.memory_bytes for m in dev_machine], chips=chips, chip_of=chip_of)
