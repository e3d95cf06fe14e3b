"""The virtual runtime: simulate one distributed training step of a `Strategy` on a `Topology`.

Modules, one job each (their docstrings state the rules they implement):
- `results`     `SimOptions`, `SimResult` (features computed on demand), trace writing;
- `cluster`     the topology as flat tables (link bandwidths, FIFO queue ids);
- `partials`    which values are partial sums of split groups and where they must be synchronised;
- `chunks`      granularity: the op DAG cut into the lowering's pieces, roofline node times;
- `layout`      per-decision data layouts: devices, batch rows, compute per row count, memory, the
                model-parallel schedules — every execution rule taken from `core.execution`;
- `order`       the processing order under a strategy (phase runs merged, what is deferred);
- `transfers`   transfer plans between two layouts, as the lowering fetches values;
- `collectives` ring / hierarchical AllReduce and PS (push, sum, pull) costs, the queues a sync
                occupies, fusion;
- `engine`      the event loop of one `simulate` call and its result;
- `simulator`   `ClusterSimulator`: precomputation, caches, `simulate`.
"""
from .collectives import hierarchical_allreduce_time, ps_sync_time, ring_allreduce_time
from .results import DEVICE_FEATURES, GROUP_FEATURES, SimOptions, SimResult, write_trace
from .simulator import ClusterSimulator

__all__ = ["ClusterSimulator", "SimOptions", "SimResult", "GROUP_FEATURES", "DEVICE_FEATURES",
           "ring_allreduce_time", "hierarchical_allreduce_time", "ps_sync_time", "write_trace"]
