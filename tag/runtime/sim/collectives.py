"""Gradient synchronisation: collective cost formulas, the resources a sync occupies, and fusion.

Per parameter, among the replicas of the group producing the gradient (method and PS device by
`core.execution.grad_sync_of` / `ps_device_of` of the parameter's owner group: the strategy's PS
device when it is one of the group's devices, else the replicas — the devices left after the
zero-row drop — round-robin; `engine` applies them):
- AllReduce on one machine of n GPUs (ring): 2(n-1)/n · B/β + 2(n-1)α;
- AllReduce over K machines (hierarchical): intra reduce-scatter max_m[(n_m-1)/n_m · B/β_m + (n_m-1)α],
  ring across machines 2(K-1)/K · B/β_ring + 2(K-1)α (β_ring = slowest machine-pair link of the ring
  over the machines in id order), intra all-gather (same as the reduce-scatter);
- PS on device p, as `distribute.lower` issues it (`ps_sync_time`): every other replica pushes B to p
  (B/β_p + α over its own link from p's machine, in parallel; B/bw(m, p) + α from other machines, one
  after the other on p's NIC), p sums the copies ((n-1) adds of B, `core.cost_model.add_time` each; p's compute stream
  waits for the pushes and the sum), then the replicas pull the sum in id order, each from the
  lowest-numbered holder on its machine, else the lowest-numbered holder (p, or a replica that pulled
  already): B/β + α inside a machine, B/bw + α across machines (FIFO per NIC).
A sync occupies (FIFO, like transfers) the collective stream of each of its machines (AllReduce;
across machines also both NIC queues of every machine). A PS sync is three bookings (`PSCost`):
the pushes from p's machine, each on its device pair's link to p (the FIFO the engine queues
re-splits on: a push is a move there, `distribute.lower`), the pushes from other machines on p's NIC
ingress and their egress, then the pulls on the relays' sending links (and p's NIC egress, the
others' ingress).

Fusion (`SimOptions.fusion_bytes` > 0, typically `execution.FUSION_BYTES`): AllReduces of one device
set and dtype — gradients and partial sums alike — are fused Horovod-style: collected into an open
bucket that is issued once it holds ≥ fusion_bytes, when a chunk needs one of its values (the
`fused` policy of `core.execution`), else at the end of the step. PS syncs are not fused.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from tag.core.cost_model import add_time

from .cluster import ClusterTables
from .layout import Layout, SyncCost

__all__ = ["ring_allreduce_time", "hierarchical_allreduce_time", "ps_sync_time", "SyncCosts", "PSCost", "Bucket",
           "Fusion"]


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


def ps_sync_time(nbytes: float, ps: int, replicas: list[int], machine_of: list[int], intra_bw: list[float],
                 bw: list[list[float]], latency: float, add_seconds: float = 0.0
                 ) -> tuple[float, float, float, float, tuple[int, ...]]:
    """PS push, sum and pull of B bytes (module docstring) on device `ps` for the devices `replicas`
    (`machine_of[d]`, `intra_bw[m]`, `bw[a][b]` between machines, `add_seconds`: one add of B on the
    PS device). Returns the seconds of (pushes inside the PS machine, pushes from other machines, sum,
    pull) and the devices the pulls come from."""
    workers = [d for d in replicas if d != ps]
    if nbytes <= 0 or not workers:
        return 0.0, 0.0, 0.0, 0.0, ()
    mp = machine_of[ps]
    local_push = remote_push = 0.0
    for d in workers:
        m = machine_of[d]
        if m == mp:
            local_push = max(local_push, nbytes / intra_bw[mp] + latency)
        else:
            remote_push += nbytes / bw[m][mp] + latency
    adds = add_seconds * (len(workers) + (1 if ps in replicas else 0) - 1)
    have = {ps: 0.0}
    egress: dict[int, float] = {}
    ingress: dict[int, float] = {}
    pull = 0.0
    sources = set()
    for d in sorted(workers):
        md = machine_of[d]
        same = [h for h in have if machine_of[h] == md]
        src = min(same) if same else min(have)
        sources.add(src)
        ms = machine_of[src]
        if ms == md:
            t = have[src] + nbytes / intra_bw[md] + latency
        else:
            t = max(have[src], egress.get(ms, 0.0), ingress.get(md, 0.0)) + nbytes / bw[ms][md] + latency
            egress[ms] = ingress[md] = t
        have[d] = t
        pull = max(pull, t)
    return local_push, remote_push, adds, pull, tuple(sorted(sources))


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

    def ps(self, L: Layout, ps: int, nbytes: float, latency: float) -> PSCost:
        key = (ps, nbytes)
        hit = L.ps_memo.get(key)
        if hit is None:
            t = self.tables
            M = t.M
            chip = t.chips[t.chip_of[t.dev_machine[ps]]]
            local, remote_push, add, pull, sources = ps_sync_time(
                nbytes, ps, list(L.devices), t.dev_machine, t.intra, t.bw, latency,
                add_time(nbytes, chip))
            D = t.D
            workers = [d for d in L.devices if d != ps]
            # queues: a push inside the PS machine is a move on its device pair's link (3M + 2D +
            # w·D + p, the link re-splits queue on: `engine`); the pulls, fetched when read (at the
            # end of the step, `distribute.lower`), on the sending queues of their sources (3M + d)
            local_res = tuple(3 * M + 2 * D + w * D + ps for w in workers if t.dev_machine[w] == t.dev_machine[ps])
            pull_res = tuple(3 * M + d for d in sources)
            mp = t.dev_machine[ps]
            remote = sorted({t.dev_machine[d] for d in workers} - {mp})
            remote_res: tuple[int, ...] = ()
            if remote:      # pushes into the PS machine's NIC, pulls out of it
                remote_res = (M + mp,) + tuple(remote)
                pull_res += (mp,) + tuple(M + m for m in remote)
            hit = PSCost(local, local_res, remote_push, remote_res, add, pull, pull_res)
            L.ps_memo[key] = hit
        return hit


class PSCost(NamedTuple):
    """A PS sync in three bookings: the pushes from the PS machine and from others, then (after the
    sum on the PS device) the pulls."""

    push: float                 # from the PS machine's devices
    push_queues: tuple[int, ...]
    remote_push: float          # from other machines (over the PS machine's NIC)
    remote_queues: tuple[int, ...]
    add: float                  # seconds of the sum on the PS device (its compute stream waits)
    pull: float
    pull_queues: tuple[int, ...]


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

    def drain(self) -> list[Bucket]:
        """Every open bucket, in opening order; none stays open."""
        out = list(self.open.values())
        self.open.clear()
        return out
