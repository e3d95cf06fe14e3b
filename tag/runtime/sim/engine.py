"""The event loop: one `simulate` call, chunks in the lowering's piece order on FIFO resources.

Chunks (`chunks`) run in their processing order (`distribute.lower`'s: stage, group rank, phase;
pieces reading a synchronised gradient deferred to the end). A group that is not batch-split under
the strategy (one device, duplicate, model parallel) has no synchronisation to cut it into phases: a run of its
chunks differing only by phase (`chunks.PhaseRun`) runs as one piece, its merged chunk, whose
results all come out when it ends. A chunk is ready on a machine when its
same-group predecessors finished there, the data of its other-group inputs arrived (`transfers`)
and the synchronised gradients and partial sums it reads are available; the copy kernels assembling or
slicing its batched inputs (`transfers`) run on a device's stream first — after the device is free,
the last one after its data arrived. It then runs on its layout's devices (`layout`):
- uniform layouts: one clock per machine; it starts on a machine once all the machine's devices
  are free and its inputs are there;
- other replica / duplicate layouts: one clock per device (a machine's clock is then split into
  per-device clocks until a whole-machine layout runs there again);
- model parallel: each part's piece on its own device, as the lowering runs it — when that device is
  free, the chunk's inputs reached its machine and the values it reads from other parts arrived;
  those moves queue on the links they cross (the device pair's inside a machine, the NICs between
  machines) behind the moves booked there before, earlier chunks' values ahead of this chunk's
  (`layout.MPChunk.deps`).

Transfers: each machine's NIC egress and ingress is a FIFO queue. A chunk's inputs are fetched in
the order they are made (by their source chunk's finish, a value split over several machines by its
last part's, as `distribute.lower` orders a piece's fetches); a gradient or partial sum the strategy synchronises moves once its sync ended (what moves
is the synchronised value; `chunks.InEdge.syncs`). A chunk's network moves are booked value by value
in that order (ties: destination machines in id order), as the lowering's `fetch_all` emits them for
all the piece's devices; each move waits for its destination's ingress and its source's egress, and
holds both while it runs — each NIC queue a FIFO of the moves that use it, as `program_sim` books
them (a source is not held while other sources send into the same machine). Moves inside a machine run on the device pairs they use (from the source's devices on that
machine to the destination's): one FIFO per ordered device pair, as the lowering's moves queue
(`program_sim`); on each pair the re-split (its slowest pair's duration) starts when the source
finished there and that pair finished the moves booked before, and the machine has the data when
its last pair is done. A PS push inside a machine is a move on its pair's link too (`collectives`).
A whole value that came over the network is copied on to the machine's other devices after it
arrived (`transfers`: relays).
A value that chunks of several groups import (`chunks.SharedIn`) is fetched once per device: a
chunk whose devices already received it from another group's fetch only waits for it (replicated
values: the devices hold it; batched values: the same layout fetched it). A whole value only some of
its devices hold is fetched by the others as the lowering's `best` picks a holder: from a holder on
their machine, else from the lowest-numbered holder, a copy an earlier fetch made included
(`transfers.TransferPlans.whole_value_cost`), not again from its maker.

Synchronisation (`collectives`: formulas, queues, fusion):
- a gradient produced by a chunk of a replicated group syncs among the group's replicas while it is a
  partial sum under the strategy (`PartialSums.grad_sum`, `alive`: not one made from values
  already summed, as `distribute.analysis` finds) (method and
  PS device by `core.execution` from the parameter's owner group, whose PS device may be on another
  machine than the producer's replicas). It is ready when the slowest replica produced it. `fused`
  (`fusion_bytes > 0`): AllReduces wait in the bucket of their device set and dtype, issued when
  full or when a chunk needs one of their values (then the whole bucket goes, after the chunk's other
  network moves: the lowering fetches a synced value last, `distribute.lower.made_key`, and emits its
  AllReduce when it fetches it; a move of the synced value itself follows the AllReduce), the rest at
  the end of the step; unfused: issued when ready; `grad_sync_after_backward`: held to the end of the backward
  pass, then issued in gradient-ready order. PS syncs are never fused; the PS device's compute stream
  waits for the pushes and the sum. The sum is pulled when read (`Run.pull`), as the lowering fetches
  it: each chunk reading it fetches it (a chunk's sums in the order they were made) for its devices
  that do not hold it yet (from a holder on the
  device's machine over the pair link, else over the network from the lowest-numbered holder, the copy
  then a holder), and no edge moves it from the producer's replicas.
- partial sums (`partials`): a chunk of a split group produces values its replicas must sum. One is
  synchronised (an AllReduce over the group's replicas, in the same buckets as gradients) when it is
  still partial under the strategy (`PartialSums.alive`: a row sum of its own group, or made from a
  partial of the producer's layout that no other layout reads) and some use reads the sum (a non-linear consumer, a returned
  value) or a group of another layout (another sync domain) reads it. The reader waits for it.
Optimizer updates wait for their parameter's sync; a gradient still a partial sum but computed with
other synced gradients (e.g. scaled through a global norm) syncs as soon as it is ready. Sufficient-factor
broadcasting needs nothing here: `ClusterSimulator` runs it as the DUPLICATE op group it is (`core.sfb`).
"""
from __future__ import annotations

import math
from operator import itemgetter
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from tag.core.execution import grad_sync_of, ps_device_of
from tag.core.model import Strategy
from tag.dialects.attributes import GradSync, Replication
from tag.runtime.trace import TraceEvent

from .collectives import Bucket, Fusion
from .layout import Layout
from .order import processing_order
from .results import SimOptions, SimResult
from .transfers import EdgeCost, EdgeEntry

if TYPE_CHECKING:
    from .simulator import ClusterSimulator

__all__ = ["Run"]


# Order of a chunk's network moves: when the value was made (`_made`, the entry's last field), then
# destination machine: a piece fetches its inputs in the order they are made (`distribute.lower`'s
# `fetch_all`)
_made_then_machine = itemgetter(6, 0)


def _made(fs: list[float], hops: tuple) -> float:
    """When the data a destination machine fetches over `hops` (one per source machine) was made: its
    last source's finish, as `distribute.lower.made_key` keys a value split over several holders by
    the latest of them (keyed by the first, a value whose last part is made late was booked ahead of
    values made before it, which then queued behind its late part on the NIC FIFOs)."""
    return fs[hops[0][0]] if len(hops) == 1 else max([fs[h[0]] for h in hops])


def _plain(cost: EdgeCost) -> tuple:
    """`cost` as the event loop reads it: plain tuples (fast to unpack), the same values; the
    `EdgeEntry`s stay named (features and traces read them by name)."""
    net = tuple((md, mi, tuple(tuple(h) for h in hops), relay) for md, mi, hops, relay in cost.net)
    return (cost.waits, net, cost.network, cost.total, cost.entries, cost.copies)

_PS = GradSync.PS
_PS_REP = Replication.PS


class PendingSync(NamedTuple):
    """A sync held back to the end of the backward pass (`grad_sync_after_backward`)."""

    ready: float
    param: int
    layout: Layout
    nbytes: float
    dtype: str
    ps: int | None              # PS device, None: AllReduce


class Run:
    """State of one `simulate` call. `q`: next-free time of every FIFO queue (`cluster.ClusterTables`)."""

    def __init__(self, sim: ClusterSimulator, layouts: list[Layout], strategy: Strategy, opts: SimOptions,
                 trace: bool, stop_above: float = math.inf):
        self.sim, self.layouts, self.strategy, self.opts = sim, layouts, strategy, opts
        self.stop_above = stop_above            # `execute` gives up (None) once a chunk ends later than this
        self.lat = opts.latency_s
        t = sim.tables
        M, D, G = t.M, t.D, sim.G
        self.q = [0.0] * (3 * M + 2 * D + D * D)
        self.intra_q = 3 * M + 2 * D                             # the link from device s to device d: + s·D + d
        self.mfree = [0.0] * M                                   # machine clocks
        self.msplit: list[list[float] | None] = [None] * M      # per-device clocks of a split machine
        self.dbusy = [0.0] * D
        self.nic_log: list[tuple[tuple[int, ...], float]] = []  # (machines, seconds) of syncs crossing machines
        self.edge_log: list[tuple[EdgeEntry, ...]] = []          # network transfers of every edge
        self.sync_end: dict[int, float] = {}
        self.gin = [0.0] * G
        self.gout = [0.0] * G
        self.gsync = [0.0] * G
        self.comm_time = 0.0
        self.sync_time = 0.0
        self.transfer_time = 0.0
        self.num_syncs = 0
        self.fusion = Fusion(opts.fusion_bytes) if opts.fusion_bytes > 0 else None
        self.bucket_of: dict[int, tuple[tuple[int, ...], str]] = {}    # sync id -> its fusion bucket key
        self.costs = sim.collectives
        self.events: list[TraceEvent] | None = [] if trace else None
        self.ps_pending: dict[int, tuple[int, float]] = {}      # PS-synced gradient -> (PS device, bytes)
        self.pulled: dict[int, dict[int, float]] = {}           # PS-synced gradient -> device -> arrival

    def pull(self, p: int, made: float, L: Layout) -> float:
        """The PS sum of `p` (made at `made` on its PS device) fetched by the devices of `L` that do not
        hold it yet, as the lowering fetches a whole value (`distribute.lower`): from a holder on the
        device's machine over the pair link, else from the lowest-numbered holder over the network
        (the copy then holds it); returns when the last of L's devices has it."""
        ps, nbytes = self.ps_pending[p]
        t = self.sim.tables
        held = self.pulled.get(p)
        if held is None:
            held = self.pulled[p] = {ps: made}
        q, D, M, lat = self.q, t.D, t.M, self.lat
        dev_m = t.dev_machine
        last = 0.0
        for d in L.devices:
            at = held.get(d)
            if at is None:
                md = dev_m[d]
                same = [h for h in held if dev_m[h] == md]
                if same:
                    h = min(same)
                    k = self.intra_q + h * D + d
                    s = held[h] if held[h] > q[k] else q[k]
                    dur = nbytes * t.inv_intra[md] + lat
                    at = q[k] = s + dur
                else:
                    h = min(held)
                    ms = dev_m[h]
                    s = max(held[h], q[ms], q[M + md])
                    dur = nbytes * t.inv_bw[ms][md] + lat
                    at = q[ms] = q[M + md] = s + dur
                held[d] = at
                self.sync_time += dur
                self.comm_time += dur
                if self.events is not None:
                    self.events.append(TraceEvent(f"pull p{p} to gpu{d}", at - dur, dur, pid=self.sim.M,
                                                  tid=f"pull gpu{d}", cat="pull", args={"bytes": nbytes}))
            if at > last:
                last = at
        return last

    # -- gradient synchronisation
    def sync(self, L: Layout, params: list[int], nbytes: float, ready: float, ps: int | None) -> float:
        """Book one sync (AllReduce when `ps` is None) on its queues (FIFO); returns its end."""
        q = self.q
        if ps is None:
            hit = L.ar_memo.get(nbytes)         # memoised by SyncCosts.allreduce
            dur, res = hit if hit is not None else self.costs.allreduce(L, nbytes, self.lat)
            start = ready
            for k in res:
                if q[k] > start:
                    start = q[k]
            end = start + dur
            for k in res:
                q[k] = end
        else:                                   # pushes, the sum on the PS device, pulls
            push, push_res, rpush, rpush_res, add, pull, pull_res = self.costs.ps(L, ps, nbytes, self.lat)
            start = mid = ready
            if push:                            # each on its own link, after the moves booked there
                start = math.inf
                for k in push_res:
                    s = q[k] if q[k] > ready else ready
                    if s < start:
                        start = s
                    e = q[k] = s + push
                    if e > mid:
                        mid = e
            if rpush:
                s1 = ready
                for k in rpush_res:
                    if q[k] > s1:
                        s1 = q[k]
                e1 = s1 + rpush
                for k in rpush_res:
                    q[k] = e1
                if e1 > mid:
                    mid = e1
                if s1 < start or not push:
                    start = s1
            mid += add
            self._hold(ps, mid)                 # the PS device's compute stream waits for the sum
            end = mid                           # pulled when read (`pull`), as the lowering fetches it
            for p in params:
                self.ps_pending[p] = (ps, nbytes)
            dur = end - start
        sync_end = self.sync_end
        for p in params:
            sync_end[p] = end
        self.num_syncs += 1
        self.sync_time += dur
        self.comm_time += dur
        self.gsync[L.group] += dur
        if len(L.machines) > 1:
            self.nic_log.append((L.machines, dur))
        if self.events is not None:
            label = "allreduce" if ps is None else f"ps@gpu{ps}"
            self.events.append(TraceEvent(f"sync g{L.group} p{','.join(map(str, params))}", start, dur,
                                          pid=self.sim.M, tid=f"{label} m{','.join(str(m) for m in L.machines)}",
                                          cat="sync", args={"bytes": nbytes, "params": list(params)}))
        return end

    def _hold(self, d: int, until: float) -> None:
        """Device d's compute stream is busy until `until`."""
        t = self.sim.tables
        m = t.dev_machine[d]
        sp = self.msplit[m]
        if sp is not None:
            li = t.dev_local[d]
            if until > sp[li]:
                sp[li] = until
        if until > self.mfree[m]:
            self.mfree[m] = until

    def _sync_or_fuse(self, L: Layout, p: int, nbytes: float, dtype: str, ready: float, ps: int | None) -> None:
        """Sync `p` (a parameter's gradient, or -1 - node for a partial sum) now, or add it to its
        open fusion bucket (AllReduce with fusion)."""
        fusion = self.fusion
        if ps is None and fusion is not None:
            key = self.bucket_of[p] = (L.devkey, dtype)
            bucket = fusion.add(L, p, nbytes, dtype, ready, key)
            if bucket is not None:
                self.sync(bucket.layout, bucket.params, bucket.nbytes, bucket.ready, None)
        else:
            self.sync(L, [p], nbytes, ready, ps)

    def _end_of_backward(self, pending: list[PendingSync]) -> None:
        """After the last non-update chunk: with grad_sync_after_backward, issue every held-back
        sync now, in gradient-ready order, starting at the end of the backward pass; flush open
        buckets."""
        if pending:
            t0 = max(self.mfree)
            for s in sorted(pending, key=lambda x: (x.ready, x.param)):
                self._sync_or_fuse(s.layout, s.param, s.nbytes, s.dtype, t0, s.ps)
            pending.clear()
            if self.fusion is not None:
                for b in self.fusion.drain():
                    self.sync(b.layout, b.params, b.nbytes, b.ready, None)

    # -- main loop
    def execute(self) -> SimResult | None:
        sim, layouts, opts = self.sim, self.layouts, self.opts
        t = sim.tables
        M = t.M
        edge_cost = sim.transfers.edge_cost
        n_edges = sim.chunk_graph.n_edges
        edge_values = sim.chunk_graph.edge_values
        mfree, msplit, dbusy = self.mfree, self.msplit, self.dbusy
        mach_size, dev_local, dev_machine = t.mach_size, t.dev_local, t.dev_machine
        D = t.D
        chunks = sim.chunks
        events = self.events
        zeros = [0.0] * M
        mmask = [sum(1 << d for d in range(D) if dev_machine[d] == m) for m in range(M)]   # machine -> device bits
        whole_memo = sim.whole_value_costs          # (maker kid, holders, reader kid, bytes, α) -> plain cost
        fin: list[list[float]] = [zeros] * len(chunks) + [zeros]    # fin[-1]: sources, available at t = 0
        last = [0.0] * (len(chunks) + 1)                            # max(fin[c]): when c's last machine finished
        gcomp, gwait = [0.0] * sim.G, [0.0] * sim.G
        after = opts.grad_sync_after_backward
        fused = self.fusion is not None
        pending: list[PendingSync] = []
        post_started = False
        bwd_end = 0.0
        sync_end, bucket_of = self.sync_end, self.bucket_of
        stop_above = self.stop_above
        ps_pending = self.ps_pending
        nsplit = 0                  # machines whose devices currently run on separate clocks
        decisions, owner = self.strategy.decisions, sim.owner
        grad_node_of = sim.grad_node_of
        lat, q, iq = self.lat, self.q, self.intra_q
        edge_log = self.edge_log
        gin, gout = self.gin, self.gout
        comm = xfer = 0.0
        net: list | None = None                     # network moves into the chunk's machines
        have: dict[int, tuple[int, frozenset[int], list[float]]] = {}   # shared value -> device bit mask, kids, arrival
        kids = [L.kid for L in layouts]
        alive = sim.partials.alive(tuple(kids), tuple(L.syncs for L in layouts))    # partial under the strategy
        sync = self.sync
        fusion = self.fusion
        fopen = fusion.open if fusion is not None else None     # open buckets (`collectives.Fusion.add`, inlined)
        flimit = fusion.limit if fusion is not None else 0

        def fuse(k: int, L: Layout, dtype: str, nbytes: float, end: float) -> None:
            """`_sync_or_fuse` and `Fusion.add` in one local function (the hot loop's bucket step):
            value k joins the open bucket of (L's devices, dtype); a full bucket is synchronised."""
            bkey = bucket_of[k] = (L.devkey, dtype)
            b = fopen.get(bkey)
            if b is None:
                b = fopen[bkey] = Bucket(L)
            b.nbytes += nbytes
            if end > b.ready:
                b.ready = end
            b.params.append(k)
            if b.nbytes >= flimit:
                del fopen[bkey]
                sync(b.layout, b.params, b.nbytes, b.ready, None)
        # phase runs merged for unsplit groups; deferred: what reads a synchronised gradient (`order`)
        steps, merged_members = processing_order(sim, layouts)
        for cid, g, post, same, edges, waits, grads, pin, pout, shared in steps:   # `chunks.plain_steps`
            if post and not post_started:
                post_started = True
                bwd_end = max(mfree)
                self._end_of_backward(pending)
            L = layouts[g]
            lkid = L.kid
            machines = L.machines
            # -- ready time per machine: same-group predecessors, then inputs of other groups
            ready = None
            pre = prel = None                       # per device: copy kernels (`transfers`): Σ, the last one
            for s in same:
                fs = fin[s]
                if ready is None:
                    ready = fs[:]
                else:
                    for m in machines:
                        v = fs[m]
                        if v > ready[m]:
                            ready[m] = v
            fetched = None
            if shared:                              # values another group's chunk may have brought here
                extra = []
                for s, sg, p, batched, e in shared:
                    h = have.get(p)
                    if h is not None and kids[sg] != lkid and (lkid in h[1] if batched else not L.devmask & ~h[0]):
                        arr = h[2]
                        if ready is None:
                            ready = [0.0] * M
                        for m in machines:
                            v = arr[m]
                            if v > ready[m]:
                                ready[m] = v
                        continue
                    if fetched is None:
                        fetched = []
                    fetched.append((p, h))
                    if h is not None and not batched and kids[sg] != lkid and h[0] & ~layouts[sg].devmask:
                        # copies an earlier fetch made hold it too (some of L's devices, maybe): L's other
                        # devices fetch it from a holder on their machine, else from the lowest-numbered
                        # holder, a copy included (it may be nearer, or its NIC freer, than its maker)
                        if ready is None:
                            ready = [0.0] * M
                        arr = h[2]
                        fs = fin[s]
                        src = layouts[sg].machines
                        fs = [fs[m] if m in src else arr[m] for m in range(M)]
                        wkey = (layouts[sg].kid, h[0], lkid, e[3], lat)
                        cost = whole_memo.get(wkey)
                        if cost is None:
                            if len(whole_memo) > 100_000:
                                whole_memo.clear()
                            cost = whole_memo[wkey] = _plain(
                                sim.transfers.whole_value_cost(layouts[sg], h[0], L, e[3], lat))
                        waits_, net_, network, total, entries, _copies = cost
                        for d in L.devices:         # its devices that hold it: when it arrived there
                            if h[0] >> d & 1:
                                m = dev_machine[d]
                                if fs[m] > ready[m]:
                                    ready[m] = fs[m]
                        for md, off in waits_:
                            v = fs[md] + off
                            if v > ready[md]:
                                ready[md] = v
                        if net_:
                            if net is None:
                                net = []
                            net.extend((md, mi, fs, hops, sg, rl, _made(fs, hops)) for md, mi, hops, rl in net_)
                        if entries:
                            comm += total
                            xfer += network
                            gout[sg] += network
                            gin[g] += total
                            edge_log.append(entries)
                        continue
                    extra.append(e)
                if extra:
                    edges = edges + tuple(extra)
            tw = 0.0                                # synced gradients this chunk consumes
            pulls = None
            flushes = None                          # open buckets this chunk needs: issued after its moves
            for p in waits:
                v = sync_end.get(p)
                if v is None:
                    bkey = bucket_of.get(p)
                    if bkey is None:
                        continue                    # not synchronised under this strategy
                    if flushes is None:
                        flushes = []
                    flushes.append((bkey, p))
                    continue
                elif p in ps_pending:               # a PS sum: fetched by this chunk's devices (below)
                    if pulls is None:
                        pulls = []
                    pulls.append((v, p))
                    continue
                if v > tw:
                    tw = v
            if pulls is not None:                   # in the order the sums are made, as `fetch_all` fetches
                pulls.sort()                        # (a sum made late first would hold the links' FIFOs)
                for v, p in pulls:
                    v = self.pull(p, v, L)
                    if v > tw:
                        tw = v
            for v, gv, synced in pin:               # synchronised partial sums it reads
                if not synced and kids[gv] == lkid:
                    continue                        # read as a partial sum in the producer's domain
                k = -1 - v
                e = sync_end.get(k)
                if e is None:
                    bkey = bucket_of.get(k)
                    if bkey is None:
                        continue                    # not synchronised under this strategy
                    if flushes is None:
                        flushes = []
                    flushes.append((bkey, k))
                    continue
                if e > tw:
                    tw = e
            if len(edges) > 1:                      # fetched in the order they are made (`_made_then_machine`)
                edges = sorted(edges, key=lambda e: last[e[0]])
            while True:                             # a move of a value synced only now goes after the rest
                held_back = None
                for s, sg, bb, bu, nb, nu, eid, sk in edges:
                    if sk and all([k in ps_pending for k in sk]):
                        continue                        # PS sums: pulled from their PS device (`pull`, above)
                    ks = kids[sg]
                    fs = fin[s]
                    if ks == lkid:                     # same data placement: nothing moves
                        if s < 0:
                            continue
                        if ready is None:
                            ready = fs[:]
                        else:
                            for m in machines:
                                v = fs[m]
                                if v > ready[m]:
                                    ready[m] = v
                        continue
                    if ready is None:
                        ready = [0.0] * M
                    if sk:                              # the synchronised value moves: after its sync
                        e = 0.0
                        for k in sk:
                            v = sync_end.get(k)
                            if v is None and fused and bucket_of.get(k) in fopen:   # synced now: moved after
                                break                                       # the other moves and the sync
                            if v is not None and v > e:
                                e = v
                        else:
                            k = None
                        if k is not None:
                            if held_back is None:
                                held_back = []
                            held_back.append((s, sg, bb, bu, nb, nu, eid, sk))
                            if flushes is None:
                                flushes = []
                            flushes.append((bucket_of[k], k))
                            continue
                        if e > 0.0:
                            fs = [v if v > e else e for v in fs]
                    key = ks * n_edges + eid
                    cost = L.edges.get(key)
                    if cost is None:
                        cost = L.edges[key] = _plain(edge_cost(layouts[sg], L, bb, bu, nb, nu, lat, edge_values[eid]))
                    waits_, net_, network, total, entries, copies = cost
                    if copies:                          # copy kernels on the destination devices' streams
                        if pre is None:
                            pre, prel = [0.0] * D, [0.0] * D
                        for d, sec, one in copies:
                            pre[d] += sec
                            if one > prel[d]:
                                prel[d] = one
                    intra_start = None
                    for md, off in waits_:              # data on the machine (moved inside it: + off)
                        v = fs[md]
                        if off > 0.0:                   # on its device pairs' links, after earlier moves there
                            devs = L.intra_pairs.get((ks, md))
                            if devs is None:
                                src = layouts[sg].dset
                                dst = L.dset.get(md, ())
                                # a value's holders: the source's devices on md, else (it came over the network)
                                # the destination's — every other destination device may fetch from them
                                senders = src.get(md, ()) or dst
                                nd_ = self.sim.tables.D
                                devs = L.intra_pairs[(ks, md)] = tuple(iq + a * nd_ + b for a in senders for b in dst
                                                                      if a != b)
                            base = v            # each pair after its earlier moves; ready: the last one done
                            v += off
                            for j in devs:
                                e = q[j] if q[j] > base else base
                                e = q[j] = e + off
                                if e > v:
                                    v = e
                            if events is not None:
                                intra_start = intra_start or {}
                                intra_start[md] = v - off
                        if v > ready[md]:
                            ready[md] = v
                    if net_:
                        if net is None:                 # booked below, with the chunk's other network moves
                            net = []
                        net.extend((md, mi, fs, hops, sg, rl, _made(fs, hops)) for md, mi, hops, rl in net_)
                    if events is not None:
                        for e in entries:
                            if e.intra:
                                start = intra_start.get(e.machine, fs[e.machine]) if intra_start else fs[e.machine]
                                events.append(TraceEvent(f"g{sg}->g{g}", start, e.intra, pid=e.machine,
                                                         tid="intra", cat="transfer", args={}))
                    if entries:
                        comm += total
                        xfer += network
                        gout[sg] += network
                        gin[g] += total
                        edge_log.append(entries)
                if net is not None:                     # network moves, value by value as they were made
                    if len(net) > 1:
                        net.sort(key=_made_then_machine)
                    for md, mi, fs, hops, sg, rl, _at in net:
                        tq = q[mi]                      # one after the other on md's ingress
                        for ms, dur, nbytes in hops:
                            st = fs[ms]
                            if tq > st:
                                st = tq
                            if q[ms] > st:
                                st = q[ms]
                            tq = q[ms] = st + dur
                            if events is not None:
                                events.append(TraceEvent(f"g{sg}->g{g}", st, dur, pid=M, tid=f"nic m{ms}->m{md}",
                                                         cat="transfer", args={"bytes": nbytes}))
                        q[mi] = tq
                        tq += rl                        # copied on inside the machine once it arrived
                        if tq > ready[md]:
                            ready[md] = tq
                    net = None
                if flushes is not None:                 # a synced value is fetched after the piece's other inputs
                    for bkey, k in flushes:             # (made last: `distribute.lower.made_key`), so its open
                        b = fopen.pop(bkey, None)       # bucket goes after their moves on the NIC queues
                        if b is not None:
                            sync(b.layout, b.params, b.nbytes, b.ready, None)
                        e = sync_end[k]
                        if e > tw:
                            tw = e
                    flushes = None
                if held_back is None:
                    break
                edges = held_back
            if ready is None:
                ready = zeros
            if fetched is not None:
                for p, h in fetched:
                    if h is None:
                        have[p] = (L.devmask, L.kidset, ready[:])
                    else:
                        arr = h[2][:]
                        for m in machines:          # a machine that held it keeps its arrival
                            if not h[0] & mmask[m]:
                                arr[m] = ready[m]
                        have[p] = (h[0] | L.devmask, h[1] if lkid in h[1] else h[1] | L.kidset, arr)
            # -- run it
            fl = [0.0] * M
            wait = 0.0
            if L.uniform:                           # one clock per machine
                cdur = L.cdur[cid]
                if nsplit:                          # its machines run on one clock again
                    for m in machines:
                        if msplit[m] is not None:
                            msplit[m] = None
                            nsplit -= 1
                for m, dur in cdur:
                    s = mfree[m]
                    r = ready[m]
                    if tw > r:
                        r = tw
                    if pre is not None:             # copies after the device is free, the last after its data
                        s += max([pre[d] for d in L.dset[m]])
                        r += max([prel[d] for d in L.dset[m]])
                    if r > s:
                        wait += r - s
                        s = r
                    mfree[m] = fl[m] = s + dur
                if events is not None:
                    for m, dur in cdur:
                        for d in L.dset[m]:
                            events.append(TraceEvent(f"group {g}", fl[m] - dur, dur, pid=m, tid=f"gpu{d}",
                                                     cat="compute", args={"chunk": cid, "post": post}))
            elif L.mp is not None:                  # each part on its own device (`layout.mp_schedule`)
                mpc = L.mp.chunks[cid]
                busy, deps = mpc.busy, mpc.deps
                k = len(busy)
                pstart = [0.0] * k                  # when part j could start (its device free, inputs in)
                pend = [0.0] * k
                for j in range(k):
                    dj = deps[j]
                    d = L.devices[j]
                    m = dev_machine[d]
                    sp = msplit[m]
                    s = mfree[m] if sp is None else sp[dev_local[d]]
                    r = ready[m]
                    if tw > r:
                        r = tw
                    if pre is not None:
                        s += pre[d]
                        r += prel[d]
                    if r > s:
                        if dj is not None and r - s > wait:
                            wait = r - s
                        s = r
                    pstart[j] = s
                    if dj is None:
                        continue                    # no node of this chunk on that device
                    for jp, early, late in dj:      # values of other parts on the link between them (FIFO)
                        dp = L.devices[jp]
                        mp_ = dev_machine[dp]
                        if mp_ == m:
                            links = (iq + dp * D + d,)
                        else:
                            links = (mp_, M + m)
                        a = pstart[jp]
                        for x in links:
                            if q[x] > a:
                                a = q[x]
                        a += early
                        if late:
                            if pend[jp] > a:
                                a = pend[jp]
                            a += late
                        for x in links:
                            q[x] = a
                        if a > s:
                            s = a
                    e = pend[j] = s + busy[j]
                    if sp is None:
                        sp = msplit[m] = [mfree[m]] * mach_size[m]
                        nsplit += 1
                    sp[dev_local[d]] = e
                    if e > mfree[m]:
                        mfree[m] = e
                    if e > fl[m]:
                        fl[m] = e
                    if events is not None:
                        events.append(TraceEvent(f"group {g}", e - busy[j], busy[j], pid=m, tid=f"gpu{d}",
                                                 cat="compute", args={"chunk": cid, "model_parallel": True}))
            else:                                   # one clock per device
                longest = 0.0
                for d, m, li, dur in L.ddur[cid]:
                    sp = msplit[m]
                    if sp is None:
                        sp = msplit[m] = [mfree[m]] * mach_size[m]
                        nsplit += 1
                    s = sp[li]
                    r = ready[m]
                    if tw > r:
                        r = tw
                    if pre is not None:
                        s += pre[d]
                        r += prel[d]
                    if r > s:
                        wait += r - s
                        s = r
                    e = sp[li] = s + dur
                    if e > mfree[m]:
                        mfree[m] = e
                    if e > fl[m]:
                        fl[m] = e
                    dbusy[d] += dur
                    if dur > longest:
                        longest = dur
                    if events is not None:
                        events.append(TraceEvent(f"group {g}", s, dur, pid=m, tid=f"gpu{d}", cat="compute",
                                                 args={"chunk": cid, "post": post}))
                gcomp[g] += longest
            fin[cid] = fl
            last[cid] = end = max(fl)
            if end > stop_above:
                return None                 # the step ends later still (every clock only grows)
            if merged_members:
                members = merged_members.get(cid)
                if members is not None:
                    for x in members:           # their results come out when the piece ends
                        fin[x] = fl
                        last[x] = end
            if wait:
                gwait[g] += wait
            # -- partial sums produced here that replicas must synchronise
            if pout and L.syncs:
                for v, nbytes, dtype, synced, flow_to in pout:
                    if not alive[v]:
                        continue                    # made from values synchronised upstream: whole
                    if not synced:
                        domain = True
                        for x in flow_to:
                            if kids[x] != lkid:
                                domain = False
                                break
                        if domain:
                            continue                # read as a partial sum in its domain only
                    k = -1 - v
                    if fopen is not None:
                        fuse(k, L, dtype, nbytes, end)
                    else:
                        sync(L, [k], nbytes, end, None)
            # -- gradients produced here
            if grads and L.syncs:
                for p, nbytes, dtype in grads:
                    gn = grad_node_of[p]
                    if not alive[gn]:
                        continue                    # summed upstream (another layout): nothing to sync
                    og = owner.get(p, g)
                    dec = decisions[og]
                    method = dec.grad_sync.get(p)       # `grad_sync_of`, inlined for a GradSync value
                    if method is None:
                        is_ps = dec.replication == _PS_REP
                    elif method.__class__ is GradSync:
                        is_ps = method is _PS
                    else:
                        is_ps = grad_sync_of(dec, p) is _PS
                    # the owner's PS device may sit outside the producer's devices (`distribute.lower`)
                    ps = ps_device_of(dec, p, L.devices, layouts[og].group_devices) if is_ps else None
                    if after:
                        if post_started:    # ready only after other gradients (e.g. through a global norm)
                            self.sync(L, [p], nbytes, max(end, bwd_end), ps)
                        else:
                            pending.append(PendingSync(end, p, L, nbytes, dtype, ps))
                    elif fused and ps is None:
                        fuse(p, L, dtype, nbytes, end)
                    else:
                        sync(L, [p], nbytes, end, ps)
        if not post_started:
            self._end_of_backward(pending)
        if fused:
            for b in self.fusion.drain():           # what no chunk waited for: synchronised by the end
                self.sync(b.layout, b.params, b.nbytes, b.ready, None)
        self.comm_time += comm
        self.transfer_time += xfer
        return self._result(fin, gcomp, gwait)

    # -- the result
    def _result(self, fin: list[list[float]], gcomp: list[float], gwait: list[float]) -> SimResult:
        sim, layouts, opts = self.sim, self.layouts, self.opts
        t = sim.tables
        M, D = t.M, t.D
        step = max(max(self.mfree), max(self.q[:2 * M]), max(self.sync_end.values(), default=0.0))
        factor = opts.activation_memory_factor
        acc = sim.layouts.table[[L.row for L in layouts]].sum(axis=0)
        gin = self.gin
        for g, L in enumerate(layouts):
            gcomp[g] += L.comp_total
            if L.cut:
                self.comm_time += L.cut
                gin[g] += L.cut
        mem_arr = (acc[:D] + factor * acc[D:2 * D]).astype(np.int64)
        mem = mem_arr.tolist()
        caps = t.dev_capacity
        oom = np.flatnonzero(mem_arr > sim.dev_capacity_arr).tolist()
        busy = (acc[2 * D:3 * D] + self.dbusy).tolist()
        ngroups = acc[3 * D:].tolist()
        dev_m = t.dev_machine
        names: dict[int, str] = {}
        if self.events is not None:
            machines = t.topology.machines
            names = {m: f"machine {m} ({machines[m].name}, {machines[m].chip.name})" for m in range(M)}
            names[M] = "network"
        result = SimResult.__new__(SimResult)
        result.__dict__.update(step_time=step, feasible=not oom, peak_memory=dict(zip(range(D), mem)),
                               comm_time=self.comm_time, events=self.events or [], oom_devices=oom,
                               num_syncs=self.num_syncs, sync_time=self.sync_time,
                               transfer_time=self.transfer_time, process_names=names)

        def features(r: SimResult) -> None:
            """Per-device and per-group feedback, computed on first access (most searches never ask)."""
            inv = 1.0 / step if step > 0 else 0.0
            idle = [step - b if step > b else 0.0 for b in busy]
            util = [b * inv for b in busy]
            nic = [0.0] * M
            for ms, dur in self.nic_log:
                for m in ms:
                    nic[m] += dur
            for entries in self.edge_log:
                for e in entries:
                    for ms, dur, _nbytes in e.hops:
                        nic[ms] += dur
                        nic[e.machine] += dur
            r.utilisation = dict(zip(range(D), util))
            r.idle_time = dict(zip(range(D), idle))
            r.device_features = [
                {"busy": busy[d], "idle": idle[d], "utilisation": util[d], "peak_memory": float(mem[d]),
                 "peak_memory_fraction": mem[d] / caps[d], "nic_busy": nic[m] * inv,
                 "groups": ngroups[d]} for d, m in enumerate(dev_m)]
            gout, gsync = self.gout, self.gsync
            feats = []
            for g, L in enumerate(layouts):
                start, finish = math.inf, 0.0
                for cid in L.chunk_ids:
                    fl = fin[cid]
                    if L.mp is not None:
                        span = L.mp.chunks[cid].makespan
                        e = max(fl[m] for m in L.machines)
                        start, finish = min(start, e - span), max(finish, e)
                    else:
                        for m, dur in L.cdur[cid]:
                            start, finish = min(start, fl[m] - dur), max(finish, fl[m])
                feats.append({"start": 0.0 if start == math.inf else start, "finish": finish, "compute": gcomp[g],
                              "comm_in": gin[g], "comm_out": gout[g], "sync": gsync[g], "wait": gwait[g],
                              "memory": L.mem_pb + factor * L.mem_act, "devices": float(L.nd),
                              "share": L.share_max})
            r.group_features = feats

        result.__dict__["_lazy"] = features
        return result
