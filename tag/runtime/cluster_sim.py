"""The virtual runtime's public entry point: simulate one training step of a `Strategy` on a
`Topology` (`ClusterSimulator`).

The simulator lives in `tag.runtime.sim`, one module per part of the model, each documenting the
rules it implements: `partials` (mid-step partial-sum syncs), `chunks` (granularity: the lowering's
pieces), `layout` (devices, batch rows, compute per row count, memory per decision — execution
rules from `core.execution`, shared with `tag apply`), `transfers` (moving values between layouts
as the lowering fetches them), `collectives` (AllReduce / PS costs, fusion) and `engine` (the event
loop, NIC queues). `tag bench agreement` measures how well it agrees with the applied price
(`runtime.program_sim.simulate_as_applied`). This module re-exports the public names.
"""
from __future__ import annotations

from tag.runtime.sim import (DEVICE_FEATURES, GROUP_FEATURES, ClusterSimulator, SimOptions, SimResult,
                             hierarchical_allreduce_time, ps_sync_time, ring_allreduce_time, write_trace)

__all__ = ["ClusterSimulator", "SimOptions", "SimResult", "GROUP_FEATURES", "DEVICE_FEATURES",
           "ring_allreduce_time", "hierarchical_allreduce_time", "ps_sync_time", "write_trace"]
