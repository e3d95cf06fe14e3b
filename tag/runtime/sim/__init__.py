"""The virtual runtime: simulate one distributed training step of a `Strategy` on a `Topology`.

Modules, one job each (their docstrings state the rules they implement):
- `results`     `SimOptions`, `SimResult` (features computed on demand), trace writing;
- `cluster`     the topology as flat tables (link bandwidths, FIFO queue ids);
- `chunks`      granularity: the op DAG cut into an acyclic chunk graph, roofline node times;
- `layout`      per-decision data layouts: devices, batch rows, compute factors, memory, and the
                model-parallel schedules — every execution rule taken from `core.execution`;
- `transfers`   re-split transfer plans between two layouts;
- `collectives` ring / hierarchical AllReduce and PS formulas, the queues a sync occupies, fusion;
- `engine`      the event loop of one `simulate` call and its result;
- `simulator`   `ClusterSimulator`: precomputation, caches, `simulate`.
"""
from .collectives import hierarchical_allreduce_time, ps_sync_time, ring_allreduce_time
from .results import DEVICE_FEATURES, GROUP_FEATURES, SimOptions, SimResult, write_trace
from .simulator import ClusterSimulator

__all__ = ["ClusterSimulator", "SimOptions", "SimResult", "GROUP_FEATURES", "DEVICE_FEATURES",
           "ring_allreduce_time", "hierarchical_allreduce_time", "ps_sync_time", "write_trace"]
