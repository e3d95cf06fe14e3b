"""What a simulation takes (`SimOptions`) and gives back (`SimResult`).

`SimResult.utilisation`, `idle_time`, `group_features` and `device_features` of a simulated result
are computed on first access (`engine.Run` attaches the computation); most searches never ask.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tag.core.calibration import COLLECTIVES
from tag.dialects.diagnostics import TagError
from tag.runtime.trace import TraceEvent, write_chrome_trace

__all__ = ["SimOptions", "SimResult", "GROUP_FEATURES", "DEVICE_FEATURES", "write_trace"]

GROUP_FEATURES = ("start", "finish", "compute", "comm_in", "comm_out", "sync", "wait", "memory", "devices",
                  "share")
DEVICE_FEATURES = ("busy", "idle", "utilisation", "peak_memory", "peak_memory_fraction", "nic_busy",
                   "groups")

_LAZY_FIELDS = frozenset({"utilisation", "idle_time", "group_features", "device_features"})


@dataclass
class SimOptions:
    grad_sync_after_backward: bool = False   # True: every gradient sync starts after the whole backward pass
    fusion_bytes: int = 0                    # >0: AllReduce gradients fused into buckets of this size
    activation_memory_factor: float = 1.0
    latency_s: float = COLLECTIVES.latency_s # per message / per ring step (α), calibrated (core.calibration)
    gradient_memory: bool = True             # count a gradient buffer per parameter in device memory


@dataclass
class SimResult:
    step_time: float
    feasible: bool
    peak_memory: dict[int, int]
    utilisation: dict[int, float]
    idle_time: dict[int, float]
    comm_time: float                                     # Σ seconds of every transfer, re-split and sync
    group_features: list[dict[str, float]]               # keys: GROUP_FEATURES
    device_features: list[dict[str, float]]              # keys: DEVICE_FEATURES
    events: list[TraceEvent] = field(default_factory=list)
    oom_devices: list[int] = field(default_factory=list)
    num_syncs: int = 0                                   # gradient and partial-sum syncs (buckets count once)
    sync_time: float = 0.0                               # Σ seconds of those syncs
    transfer_time: float = 0.0                           # Σ seconds of network transfers between groups
    process_names: dict[int, str] = field(default_factory=dict)

    def __getattr__(self, name: str) -> Any:
        # Results made by the simulator compute utilisation, idle_time and the feature lists on first
        # access (a `_lazy` callable fills them in); only called for attributes not yet set.
        if name in _LAZY_FIELDS:
            lazy = self.__dict__.pop("_lazy", None)
            if lazy is not None:
                lazy(self)
                return self.__dict__[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def __getstate__(self) -> dict[str, Any]:
        lazy = self.__dict__.pop("_lazy", None)      # materialise before pickling / copying
        if lazy is not None:
            lazy(self)
        return dict(self.__dict__)

    def write_trace(self, path: str | Path, metadata: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Write the Chrome trace of a `simulate(..., trace=True)` run."""
        if not self.events:
            raise TagError("no trace events to write: simulate the strategy with trace=True")
        meta = {"step_time_s": self.step_time, "feasible": self.feasible, **dict(metadata or {})}
        return write_chrome_trace(self.events, path, meta, process_names=self.process_names)


def write_trace(result: SimResult, path: str | Path, metadata: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Module-level alias of `SimResult.write_trace`."""
    return result.write_trace(path, metadata)
