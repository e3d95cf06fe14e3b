"""Execution rules: how a `Strategy` runs, in one place for the simulator and the lowering.

Both `runtime.cluster_sim` (what the planner prices) and `distribute.lower` (what `tag apply`
builds and `tag run` executes) take every one of these decisions from here, so what is simulated
is what runs:

- **Batch shares** of a replicated group on devices D: `strategy.batch_shares[d]` normalised over D
  when given, else ∝ d's simulated throughput, 1 / `step_seconds(graph, chip of d)` (the whole step
  on that chip under the calibrated cost model; one ratio for every group, so consecutive groups on
  the same devices get the same rows).
- **Row split**: shares become contiguous row ranges of the global batch by largest remainder (ties
  to the first device); devices that get zero rows are dropped (a group left with one device runs
  unreplicated).
- **Gradient sync** of parameter p owned by group g with decision `dec`: `dec.grad_sync[p]` when set,
  else PS for a `ps` group and AllReduce otherwise. **PS device**: `dec.ps_device[p]` when it is one
  of the group's devices, else the replicas (devices with rows) round-robin by parameter index.
- **Sync policy** (`SYNC_POLICIES`) for AllReduce syncs: `fused` (the default; Horovod/DDP style:
  values to synchronise over one device set wait in a bucket per dtype that is issued when it would
  exceed `fusion_bytes` — `FUSION_BYTES` = 64 MiB — or when a consumer needs one of its values, the
  rest at the end of the step; optimizer updates run after the rest of the step so that waiting for
  a gradient never stalls it), `eager` (each producing piece's values are bucketed and issued right
  after it, updates in program order) and `after_backward` (every sync waits until the first value
  is needed, then all are issued — for gradients the end of the backward pass; DP-NCCL's
  definition). `fusion_bytes` = 0: one collective per tensor. PS syncs are never fused: push, sum,
  pull right after the producer.
- **Groups kept whole**: a group holding an op whose batch split cannot be derived
  (`distribute.rebatch.whole_groups`: RNG or control flow over the batch, ...) that a strategy
  replicates (AllReduce/PS) over more than one replica runs DUPLICATE on those replicas (the devices
  its split would give rows): each computes the full batch, no gradient sync (`kept_whole`).
- **Model-parallel split**: the group's nodes split by METIS (`grouping.sub_partition`, node times of
  the chip of the group's first device) into at most |D| non-empty parts; part j runs on the j-th
  device of D (sorted ids).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
import math
from typing import TypeVar

from tag.dialects.attributes import GradSync, Replication
from tag.dialects.diagnostics import TagError

from .cost_model import graph_node_time
from .grouping import sub_partition
from .hardware import Chip
from .model import CompGraph, GroupDecision, OpGroup, Strategy, Topology

__all__ = ["FUSION_BYTES", "SYNC_POLICIES", "step_seconds", "speed_weights", "share_weights", "row_split", "RowShare", "replica_rows",
           "grad_sync_of", "ps_device_of", "kept_whole", "fusion_buckets", "model_parallel_parts"]

FUSION_BYTES = 64 << 20
SYNC_POLICIES = ("fused", "eager", "after_backward")

T = TypeVar("T")


def step_seconds(graph: CompGraph, chip: Chip) -> float:
    """Σ_n `cost_model.graph_node_time(graph, n, chip)`: the whole step, full batch, on one device of
    `chip` (cached on the graph per chip object). 1 / this is the chip's simulated throughput."""
    cache = graph.step_seconds_cache
    hit = cache.get(id(chip))
    if hit is None or hit[0] is not chip:
        hit = cache[id(chip)] = (chip, math.fsum(graph_node_time(graph, n, chip) for n in range(len(graph.nodes))))
    return hit[1]


def speed_weights(devices: Sequence[int], topology: Topology, graph: CompGraph) -> list[float]:
    """Simulated throughput 1 / `step_seconds` of each device's chip (1.0 each when the step is free)."""
    devs = topology.devices
    seconds = [step_seconds(graph, topology.machines[devs[d].machine].chip) for d in devices]
    if any(t <= 0 for t in seconds):
        return [1.0] * len(devices)
    return [1.0 / t for t in seconds]


def share_weights(devices: Sequence[int], topology: Topology, graph: CompGraph,
                  batch_shares: Mapping[int, float] | None) -> list[float]:
    """Unnormalised batch weights of `devices`: the strategy's shares, else `speed_weights`.
    A device without a positive share in `batch_shares` is a TagError."""
    if batch_shares is not None:
        missing = [d for d in devices if not batch_shares.get(d, 0) > 0]
        if missing:
            raise TagError(f"strategy: batch_shares has no positive share for device {missing[0]}")
        return [float(batch_shares[d]) for d in devices]
    return speed_weights(devices, topology, graph)


def row_split(batch: int, weights: Sequence[float]) -> list[tuple[int, int]]:
    """Contiguous row ranges ∝ weights summing to `batch` (largest remainder, ties to the first)."""
    total = float(sum(weights))
    exact = [batch * w / total for w in weights]
    counts = [math.floor(x) for x in exact]
    order = sorted(range(len(weights)), key=lambda i: (-(exact[i] - counts[i]), i))
    for i in order[: batch - sum(counts)]:
        counts[i] += 1
    out, start = [], 0
    for c in counts:
        out.append((start, start + c))
        start += c
    return out


@dataclass(frozen=True)
class RowShare:
    """One replica: `device` computes global batch rows [rows[0], rows[1])."""

    device: int
    rows: tuple[int, int]

    @property
    def fraction(self) -> float:
        return float(self.rows[1] - self.rows[0])


def replica_rows(batch: int, devices: Sequence[int], weights: Sequence[float]) -> list[RowShare]:
    """The replicas that get rows: `row_split` of `batch` by `weights`, zero-row devices dropped."""
    rows = row_split(batch, weights)
    return [RowShare(d, r) for d, r in zip(devices, rows) if r[1] > r[0]]


def row_replicas(graph: CompGraph, strategy: Strategy, topology: Topology, g: int) -> tuple[int, ...] | None:
    """The devices of group `g` that get rows when its decision splits the batch (AllReduce / PS over
    >= 2 devices; zero-row devices dropped, so possibly one), in id order; None when it does not split."""
    dec = strategy.decisions[g]
    devices = tuple(dec.device_ids(topology))
    if Replication(dec.replication) not in (Replication.ALLREDUCE, Replication.PS) or len(devices) < 2:
        return None
    weights = share_weights(devices, topology, graph, strategy.batch_shares)
    return tuple(r.device for r in replica_rows(graph.batch_size, devices, weights))


def kept_whole(strategy: Strategy, whole_groups: Iterable[int], topology: Topology, graph: CompGraph) -> Strategy:
    """`strategy` as it runs when the groups in `whole_groups` cannot split the batch: each such
    group that `strategy` replicates (AllReduce/PS) over more than one replica becomes DUPLICATE on
    exactly those replicas (the devices with rows); every other decision is unchanged. Returns
    `strategy` itself when nothing changes."""
    decisions = list(strategy.decisions)
    changed = False
    for g in sorted(set(whole_groups)):
        replicas = row_replicas(graph, strategy, topology, g)
        if replicas is None or len(replicas) < 2:
            continue
        decisions[g] = GroupDecision(decisions[g].machines, Replication.DUPLICATE, devices=replicas)
        changed = True
    return replace(strategy, decisions=decisions) if changed else strategy


def grad_sync_of(dec: GroupDecision, param: int) -> GradSync:
    """How parameter `param`'s gradient is synchronised among the replicas of its owner `dec`."""
    method = dec.grad_sync.get(param)
    if method is not None:
        return method if method.__class__ is GradSync else GradSync(method)
    return GradSync.PS if dec.replication == Replication.PS else GradSync.ALLREDUCE


def ps_device_of(dec: GroupDecision, param: int, replicas: Sequence[int],
                 group_devices: Sequence[int] = ()) -> int:
    """The PS device of `param` (owner decision `dec`): `dec.ps_device[param]` when it is one of the
    replicas or of `group_devices` (the decision's devices: one that gets no rows may still host the
    PS), else the replicas round-robin by parameter index."""
    ps = dec.ps_device.get(param)
    if ps is not None and (ps in replicas or ps in group_devices):
        return int(ps)
    return int(replicas[param % len(replicas)])


def fusion_buckets(items: Sequence[T], key: Callable[[T], tuple[str, int]], limit: int) -> list[list[T]]:
    """Greedy buckets in issue order, per dtype: `key(item)` = (dtype, bytes); a bucket is closed
    when the next item would take it over `limit` bytes (limit <= 0: one item per bucket).
    Buckets are listed per dtype in first-appearance order."""
    buckets: dict[str, list[list[T]]] = {}
    sizes: dict[str, int] = {}
    for item in items:
        dtype, nbytes = key(item)
        lists = buckets.setdefault(dtype, [[]])
        if lists[-1] and (limit <= 0 or sizes.get(dtype, 0) + nbytes > limit):
            lists.append([])
            sizes[dtype] = 0
        lists[-1].append(item)
        sizes[dtype] = sizes.get(dtype, 0) + nbytes
    return [b for lists in buckets.values() for b in lists]


def model_parallel_parts(graph: CompGraph, group: OpGroup, devices: Sequence[int],
                         topology: Topology) -> list[list[int]]:
    """The non-empty node lists of a model-parallel group on `devices` (part j → devices[j])."""
    if not devices:
        raise TagError(f"op group {group.id}: model parallelism needs at least one device")
    chip = topology.machines[topology.devices[devices[0]].machine].chip
    return [p for p in sub_partition(graph, group, len(devices), chip=chip) if p]
