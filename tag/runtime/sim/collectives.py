"""Gradient synchronisation: collective cost formulas, the resources a sync occupies, and fusion.

Per parameter, among the replicas of the group producing the gradient (method and PS device by
`core.execution.grad_sync_of` / `ps_device_of` of the parameter's owner group: the strategy's PS
device when it is one of the group's devices, else the replicas — the devices left after the
zero-row drop — round-robin; `engine` applies them):
- AllReduce on one machine of n GPUs (ring): 2(n-1)/n · B/β + 2(n-1)α;
- AllReduce over K machines (hierarchical): intra reduce-scatter max_m[(n_m-1)/n_m · B/β_m + (n_m-1)α],
  ring across machines 2(K-1)/K · B/β_ring + 2(K-1)α (β_ring = slowest machine-pair link of the ring
  over the machines in id order), intra all-gather (same as the reduce-scatter);
- PS on device p: every other replica pushes B and pulls B back: 2 · max(n_local·B/β_p,
  max(Σ_remote n_m·B / NIC_p, max_m n_m·B / bw(m, p))) + 2α.
A sync occupies (FIFO, like transfers) the collective stream of each of its machines (AllReduce;
across machines also both NIC queues of every machine), or the PS device's port (local workers)
and both NIC queues of the PS machine and of every remote machine (PS).

Fusion (`SimOptions.fusion_bytes` > 0, typically `execution.FUSION_BYTES`): AllReduce gradients of
one device set and dtype are fused Horovod-style — collected into an open bucket that is issued once
it holds ≥ fusion_bytes (the rest at the end of the backward pass, when the updates start to need
them). PS syncs are not fused.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cluster import ClusterTables
from .layout import Layout, SyncCost

__all__ = ["ring_allreduce_time", "hierarchical_allreduce_time", "ps_sync_time", "SyncCosts", "Bucket", "Fusion"]


def ring_allreduce_time(nbytes: float, n: int, bw: float, latency: float) -> float:
    """Ring AllReduce among n devices on links of `bw` bytes/s: 2(n-1)/n · B/bw + 2(n-1)·α."""
    if n <= 1 or nbytes <= 0:
        return 0.0
    return 2.0 * (n - 1) / n * nbytes / bw + 2.0 * (n - 1) * latency


def hierarchical_allreduce_time(nbytes: float, machines: list[tuple[int, float]], ring_bw: float,
                                latency: float) -> float:
    """AllReduce over K machines given as (devices n_m, intra bw β_m): intra reduce-scatter, ring
    across machines at `ring_bw`, intra all-gather (module docstring)."""
    k = len(machines)
    if k <= 1:
        return ring_allreduce_time(nbytes, machines[0][0], machines[0][1], latency) if machines else 0.0
    intra = max(((n - 1) / n * nbytes / bw + (n - 1) * latency) if n > 1 else 0.0 for n, bw in machines)
    return 2.0 * intra + 2.0 * (k - 1) / k * nbytes / ring_bw + 2.0 * (k - 1) * latency


def ps_sync_time(nbytes: float, local_workers: int, intra_bw: float, remote: list[tuple[int, float]],
                 ps_nic_bw: float, latency: float) -> float:
    """PS push + pull: 2 · max(n_local·B/β, max(Σ n_m·B / NIC_ps, max n_m·B / bw_m)) + 2α, with
    `remote` = (workers n_m, link bw to the PS machine) per other machine."""
    if nbytes <= 0 or (local_workers == 0 and not remote):
        return 0.0
    a_loc = local_workers / intra_bw if local_workers else 0.0
    a_rem = 0.0
    if remote:
        a_rem = max(sum(n for n, _ in remote) / ps_nic_bw, max(n / bw for n, bw in remote))
    return 2.0 * max(a_loc, a_rem) * nbytes + 2.0 * latency


class SyncCosts:
    """The `SyncCost` of one sync, memoised per layout (a layout's cache is per latency, so
    `latency` is fixed for a layout)."""

    def __init__(self, tables: ClusterTables):
        self.tables = tables

    def allreduce(self, L: Layout, nbytes: float, latency: float) -> SyncCost:
        hit = L.ar_memo.get(nbytes)
        if hit is None:
            t = self.tables
            M = t.M
            ms = [m for m, _ in L.sync_key]
            if len(ms) == 1:
                m, n = L.sync_key[0]
                hit = SyncCost(ring_allreduce_time(nbytes, n, t.intra[m], latency), (2 * M + m,))
            else:
                k = len(ms)
                ring_bw = min(t.bw[ms[i]][ms[(i + 1) % k]] for i in range(k))
                dur = hierarchical_allreduce_time(nbytes, [(n, t.intra[m]) for m, n in L.sync_key], ring_bw, latency)
                hit = SyncCost(dur, tuple(2 * M + m for m in ms) + tuple(ms) + tuple(M + m for m in ms))
            L.ar_memo[nbytes] = hit
        return hit

    def ps(self, L: Layout, ps: int, nbytes: float, latency: float) -> SyncCost:
        key = (ps, nbytes)
        hit = L.ps_memo.get(key)
        if hit is None:
            t = self.tables
            M = t.M
            mp = t.dev_machine[ps]
            n_loc = L.count.get(mp, 0) - (1 if ps in L.devset else 0)
            remote = [(n, m) for m, n in L.sync_key if m != mp]
            res: tuple[int, ...] = ()
            if n_loc > 0:
                res += (3 * M + ps,)
            if remote:
                res += (mp, M + mp) + tuple(m for _, m in remote) + tuple(M + m for _, m in remote)
            dur = ps_sync_time(nbytes, n_loc, t.intra[mp], [(n, t.bw[m][mp]) for n, m in remote], t.nic[mp], latency)
            hit = L.ps_memo[key] = SyncCost(dur, res)
        return hit


@dataclass(slots=True, eq=False)
class Bucket:
    layout: Layout
    nbytes: float = 0.0
    ready: float = 0.0                        # when its last gradient was ready
    params: list[int] = field(default_factory=list)


class Fusion:
    """Open Horovod-style buckets, one per device set (module docstring)."""

    __slots__ = ("limit", "open")

    def __init__(self, limit: int):
        self.limit = limit
        self.open: dict[tuple[tuple[int, ...], str], Bucket] = {}

    def add(self, L: Layout, param: int, nbytes: float, dtype: str, ready: float,
            key: tuple[tuple[int, ...], str] | None = None) -> Bucket | None:
        """Add a gradient (key: (L.devices, dtype)); returns the bucket when it is full (then no
        longer open)."""
        if key is None:
            key = (L.devices, dtype)
        bucket = self.open.get(key)
        if bucket is None:
            bucket = self.open[key] = Bucket(L)
        bucket.nbytes += nbytes
        if ready > bucket.ready:
            bucket.ready = ready
        bucket.params.append(param)
        if bucket.nbytes >= self.limit:
            del self.open[key]
            return bucket
        return None

    def take(self, key: tuple[tuple[int, ...], str]) -> Bucket:
        """The open bucket `key` (a consumer needs one of its values now); no longer open."""
        return self.open.pop(key)

    def drain(self) -> list[Bucket]:
        """Every open bucket, in opening order; none stays open."""
        out = list(self.open.values())
        self.open.clear()
        return out
