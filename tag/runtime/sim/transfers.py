"""Transfer plans: how an edge's data moves between two layouts, as the lowering fetches it.

`distribute.lower` moves data value by value: a consumer on device d that needs a value takes it
from a *holder* — batched values (a batch dimension) row segment by row segment, each from the
covering holder on d itself, else on d's machine, else the instance on another machine that made the
rows holding them furthest on (lowest device id first; up to where a holder on d's machine starts);
unbatched values whole from the holder on d, else on d's machine, else the lowest device id — one move
per segment and value (a holder on d with exactly the rows needed: no move). A whole (unbatched) value
moved to a device makes that device a holder too, so it crosses the network once per machine: the
first device of a machine without a holder fetches it over the network, the machine's other devices
copy it from there over the machine's links once it arrived (a *relay*), and later machines may fetch
from the copy (the lowest-numbered holder). Batched rows a device assembled with a segment from
another machine make it a holder of those rows too (the lowering's `assemble`): later devices of its
machine take them from there (a relay, after the network moves into the machine); devices of other
machines never do (they fetch from the instances that made the rows). A device fetches a value once
(later chunks of its group reuse it, `chunks`). Holders: a replicated group's replicas (batched
values: their rows; unbatched values: all of it), every copy of a duplicate group, the device of a
one-device group, and — approximated — the first device of a model-parallel group (which also
receives all of its inputs, full batch).

A move between machines takes bytes / min(NIC_src, NIC_dst, inter_bps) + latency on the source's NIC
egress and the destination's ingress (`engine`: FIFO queues, the pieces into one machine one after
the other); inside a machine bytes / intra-machine link + latency on that device pair's link (a
machine's re-split takes its slowest pair, in parallel with the network, and queues behind earlier
moves on its device pairs: `engine`).

Copies: a device assembling a batched value's rows from several segments concatenates them, and one
taking part of the rows a holder on it has slices them (the lowering's `assemble`) — copy kernels on
its compute stream (`cost_model.copy_time` of the rows' bytes, as `program_sim` prices them); the
engine runs a chunk's copies after its device is free, the last one after the data arrived.

A plan is computed once per (source layout, destination layout) pair: per destination machine and
source machine (network) or device pair (inside a machine), the rows fraction per batched byte, the
copies per unbatched byte and the messages per batched / unbatched value. The engine prices an edge
of B_b batched and B_u unbatched bytes in n_b and n_u values with it once per layout pair
(`EdgeCost`): seconds = B_b·c_b/β + B_u·c_u/β + α·(n_b·m_b + n_u·m_u).
"""
from __future__ import annotations

from bisect import bisect_right
from typing import NamedTuple

from tag.core.cost_model import copy_time

from .chunks import EdgeValue
from .cluster import ClusterTables
from .layout import MP, Layout

__all__ = ["Coeffs", "TransferEntry", "TransferPlan", "TransferPlans", "Hop", "EdgeEntry", "EdgeCost"]

_MAX_PLANS = 200_000


class Coeffs(NamedTuple):
    """Per edge byte / value: what one link carries."""

    rows: float                 # Σ batch fraction of the moved row segments (× batched bytes)
    copies: float               # whole copies of unbatched values (× unbatched bytes)
    batched_msgs: float         # moves per batched value
    unbatched_msgs: float       # moves per unbatched value


class TransferEntry(NamedTuple):
    """What destination machine `machine` receives."""

    machine: int
    ingress: int                            # queue id of its NIC ingress
    local: bool                             # it also waits for the copy already on it
    network: tuple[tuple[int, Coeffs], ...]  # (source machine, coefficients)
    pairs: tuple[Coeffs, ...]               # device pairs inside the machine
    relay: tuple[Coeffs, ...] = ()          # device pairs copying what came over the network


class TransferPlan(NamedTuple):
    local_only: tuple[int, ...]             # destination machines that only wait for their local copy
    entries: tuple[TransferEntry, ...]
    # copy kernels on destination devices' compute streams (the lowering's `assemble`): (device, batch
    # fraction copied per batched byte, copy kernels per batched value)
    copies: tuple[tuple[int, float, float], ...] = ()


class Hop(NamedTuple):
    src: int                    # source machine
    seconds: float              # bytes / link bandwidth + latency per message
    nbytes: float


class EdgeEntry(NamedTuple):
    machine: int
    ingress: int                # queue id of its NIC ingress
    local: bool                 # it also waits for the copy already on it
    hops: tuple[Hop, ...]       # network transfers into it, one after the other
    intra: float                # seconds of the moves inside the machine (from the local copy; 0: none)
    relay: float = 0.0          # seconds of the copies inside it of what the hops brought (after them)


class EdgeCost(NamedTuple):
    """One edge's data moving between two layouts, in seconds."""

    waits: tuple[tuple[int, float], ...]    # (machine, seconds after the source finished there)
    net: tuple[tuple[int, int, tuple[Hop, ...], float], ...]   # (machine, its ingress queue, hops into it, relay)
    network: float                          # Σ hop seconds
    total: float                            # Σ hop and intra-machine seconds
    entries: tuple[EdgeEntry, ...]          # every destination machine with moves
    # copy kernels on a destination device's stream: (device, Σ seconds, seconds of one — the last
    # value's copy runs after it arrived, the others while the device waits or before its chunk)
    copies: tuple[tuple[int, float, float], ...] = ()


def _accumulator(n_md: dict, p_md: dict, ms: int, md: int, src: int, dst: int) -> list[float]:
    """The `Coeffs` accumulator ([rows, copies, batched msgs, unbatched msgs]) of moves from device
    `src` on machine `ms` to device `dst` on machine `md`: one per source machine across machines
    (`n_md`), one per device pair inside a machine (`p_md`); created on first use."""
    table, key = (n_md, ms) if ms != md else (p_md, (src, dst))
    acc = table.get(key)
    if acc is None:
        acc = table[key] = [0.0, 0.0, 0.0, 0.0]
    return acc


def _holders(L: Layout, batch: int) -> list[tuple[int, int, int]]:
    """(device, first row, end row) of every device holding the layout's values."""
    if L.kind == MP:
        return [(L.devices[0], 0, batch)]
    return [(d, *L.rows[d]) for d in L.devices]


class TransferPlans:
    """Transfer plans between layouts, cached by layout identity."""

    def __init__(self, tables: ClusterTables, batch: int):
        self.tables = tables
        self.batch = batch
        self._plans: dict[tuple, TransferPlan] = {}     # by layout kids, or by holders and needs
        # costs of edges between whole layouts (no model parallelism), by (source kid, destination
        # kid, bytes and values, latency): all the cost depends on, so equal edges share it
        self._costs: dict[tuple, EdgeCost] = {}

    def get(self, Ls: Layout, Ld: Layout) -> TransferPlan:
        key = (Ls.kid, Ld.kid)
        hit = self._plans.get(key)
        if hit is None:
            if len(self._plans) > _MAX_PLANS:
                self._plans.clear()
            hit = self._plans[key] = self.build(Ls, Ld)
        return hit

    def edge_cost(self, Ls: Layout, Ld: Layout, batched: float, unbatched: float, n_batched: int,
                  n_unbatched: int, latency: float, values: tuple[EdgeValue, ...] = ()) -> EdgeCost:
        """An edge of `batched` + `unbatched` bytes in `n_batched` + `n_unbatched` values from Ls to
        Ld (`values`: the edge's values, to place them on model-parallel parts)."""
        if (Ls.kind == MP or Ld.kind == MP) and values:
            return self._mp_edge_cost(Ls, Ld, values, latency)
        key = (Ls.kid, Ld.kid, batched, unbatched, n_batched, n_unbatched, latency)
        hit = self._costs.get(key)
        if hit is None:
            if len(self._costs) > _MAX_PLANS:
                self._costs.clear()
            hit = self._costs[key] = self._cost([(self.get(Ls, Ld), batched, unbatched, n_batched, n_unbatched)],
                                                latency)
        return hit

    def whole_value_cost(self, Ls: Layout, held: int, Ld: Layout, nbytes: float, latency: float) -> EdgeCost:
        """One unbatched value of `nbytes` made by layout Ls, which the devices in the bit mask `held`
        also hold (copies an earlier fetch made, `engine`: values several groups import), fetched by
        the devices of Ld that hold none: each from a holder on its own machine, else the
        lowest-numbered holder (`build_from`), as the lowering's `best` picks one."""
        B = self.batch
        holders = _holders(Ls, B)
        own = {d for d, _a, _b in holders}
        holders = tuple(sorted(holders + [(d, 0, B) for d in range(self.tables.D) if held >> d & 1 and d not in own]))
        needs = tuple((d, 0, B) for d in Ld.devices if not held >> d & 1)
        return self._cost([(self._plan_between(holders, needs), 0.0, nbytes, 0, 1)], latency)

    def _plan_between(self, holders: tuple, needs: tuple) -> TransferPlan:
        """`build_from(holders, needs)`, cached by both."""
        key = (holders, needs)
        plan = self._plans.get(key)
        if plan is None:
            plan = self._plans[key] = self.build_from(list(holders), list(needs))
        return plan

    def _mp_edge_cost(self, Ls: Layout, Ld: Layout, values: tuple[EdgeValue, ...], latency: float) -> EdgeCost:
        """Values grouped by the part device holding them (source model parallel) and the part
        devices reading them (destination model parallel), each group by its own plan."""
        B = self.batch
        src = None if Ls.kind == MP else tuple(_holders(Ls, B))
        dst = None if Ld.kind == MP else tuple(_holders(Ld, B))
        groups: dict[tuple, list[float]] = {}
        for v in values:
            h = src if src is not None else ((Ls.part_dev.get(v.node, Ls.devices[0]), 0, B),)
            n = dst if dst is not None else tuple(
                (d, 0, B) for d in sorted({Ld.part_dev.get(r, Ld.devices[0]) for r in v.readers}))
            acc = groups.setdefault((h, n), [0.0, 0.0, 0, 0])
            k = 0 if v.batched else 1
            acc[k] += v.nbytes
            acc[k + 2] += 1
        parts = []
        for (h, n), (bb, bu, nb, nu) in groups.items():
            parts.append((self._plan_between(h, n), bb, bu, nb, nu))
        return self._cost(parts, latency)

    def _cost(self, parts: list[tuple[TransferPlan, float, float, int, int]], latency: float) -> EdgeCost:
        """Seconds of moving (plan, batched bytes, unbatched bytes, batched values, unbatched values)
        parts, merged per destination machine (hops per source machine add up)."""
        t = self.tables
        inv, inv_intra = t.inv_bw, t.inv_intra
        local: dict[int, bool] = {}
        hops: dict[int, dict[int, list[float]]] = {}
        intra: dict[int, float] = {}
        relay: dict[int, float] = {}
        ingress: dict[int, int] = {}
        for plan, batched, unbatched, n_batched, n_unbatched in parts:
            for md in plan.local_only:
                local[md] = True
            for md, mi, loc, net, pairs, relays in plan.entries:
                ingress[md] = mi
                local[md] = local.get(md, False) or loc
                for ms, (r, c, mb, mu) in net:
                    msgs = mb * n_batched + mu * n_unbatched
                    if msgs:
                        nbytes = batched * r + unbatched * c
                        acc = hops.setdefault(md, {}).setdefault(ms, [0.0, 0.0])
                        acc[0] += nbytes * inv[ms][md] + latency * msgs
                        acc[1] += nbytes
                for links, slowest in ((pairs, intra), (relays, relay)):   # device pairs: the slowest one
                    for r, c, mb, mu in links:
                        msgs = mb * n_batched + mu * n_unbatched
                        if msgs:
                            v = (batched * r + unbatched * c) * inv_intra[md] + latency * msgs
                            if v > slowest.get(md, 0.0):
                                slowest[md] = v
        copy_s: dict[int, list[float]] = {}              # device -> [Σ seconds, one kernel's]
        for plan, batched, _unbatched, n_batched, _n_unbatched in parts:
            for d, frac, kernels in plan.copies:
                count = kernels * n_batched
                if count and batched:
                    one = copy_time(batched * frac / count, t.chips[t.chip_of[t.dev_machine[d]]])
                    acc = copy_s.setdefault(d, [0.0, 0.0])
                    acc[0] += count * one
                    acc[1] = max(acc[1], one)
        local_only = []
        entries = []
        network = total = 0.0
        for md in sorted(set(local) | set(hops) | set(intra)):
            hs = tuple(Hop(ms, sec, nbytes) for ms, (sec, nbytes) in sorted(hops.get(md, {}).items()))
            it = intra.get(md, 0.0)
            rl = relay.get(md, 0.0) if hs else 0.0
            if hs or it:
                seconds = sum(h.seconds for h in hs)
                network += seconds
                total += seconds + it + rl
                entries.append(EdgeEntry(md, ingress.get(md, t.M + md), local.get(md, False), hs, it, rl))
            elif local.get(md):
                local_only.append(md)
        waits = [(md, 0.0) for md in local_only]
        waits += [(e.machine, e.intra) for e in entries if e.local or e.intra]
        net = tuple((e.machine, e.ingress, e.hops, e.relay) for e in entries if e.hops)
        return EdgeCost(tuple(waits), net, network, total, tuple(entries),
                        tuple((d, sec, one) for d, (sec, one) in sorted(copy_s.items())))

    def build(self, Ls: Layout, Ld: Layout) -> TransferPlan:
        """The plan from Ls to Ld (module docstring)."""
        return self.build_from(_holders(Ls, self.batch), _holders(Ld, self.batch))

    def build_from(self, holders: list[tuple[int, int, int]], needs: list[tuple[int, int, int]]) -> TransferPlan:
        """The lowering's fetches, device by device: `needs` (device, first row, end row) from
        `holders` (device, first row, end row)."""
        t = self.tables
        B = self.batch
        dev_m = t.dev_machine
        # per destination machine: network coefficients per source machine, per device pair inside
        net: dict[int, dict[int, list[float]]] = {}
        pairs: dict[int, dict[tuple[int, int], list[float]]] = {}
        relays: dict[int, dict[tuple[int, int], list[float]]] = {}
        local: dict[int, bool] = {}
        rows = {h[0]: (h[1], h[2]) for h in holders}
        lowest: dict[int, int] = {}                      # machine -> its lowest-numbered holder
        for h in sorted(rows):
            lowest.setdefault(dev_m[h], h)
        first = min(rows)
        # whole values: holders grow with the copies moved over the network (module docstring)
        whole_lowest = dict(lowest)
        whole_first = first
        copied: set[int] = set()
        whole = all(r == (0, B) for r in rows.values())
        spans = sorted((r[0], r[1], h) for h, r in rows.items())
        disjoint = all(spans[i][1] <= spans[i + 1][0] for i in range(len(spans) - 1))

        starts = [sp[0] for sp in spans]
        # batched rows fetched with a segment from another machine are held on the fetching device too
        # (the lowering's `assemble`): later needs prefer them, a copy on their machine over the pair links
        extra: list[tuple[int, int, int]] = []
        net_copies: set[int] = set()
        copies: list[tuple[int, float, float]] = []     # (device, rows, kernels)

        def general(d: int, md: int, a: int, b: int) -> list[tuple[int, int, int]]:
            """Rows [a, b) for device d on machine md as (holder, first, end) segments, by the lowering's
            `segments` rule: the covering holder on d, else on md (copies included), else the instance
            on another machine holding rows furthest on, up to where a holder on md starts."""
            here = [h for h in holders + extra if dev_m[h[0]] == md]
            made = [h for h in holders if dev_m[h[0]] != md]
            out = []
            pos = a
            while pos < b:
                covering = [h for h in here if h[1] <= pos < h[2]]
                if covering:
                    h = min(covering, key=lambda h: (h[0] != d, -h[2], h[0]))
                    end = min(b, h[2])
                else:
                    h = min((h for h in made if h[1] <= pos < h[2]), key=lambda h: (-h[2], h[0]))
                    end = min([b, h[2], *(x[1] for x in here if pos < x[1])])
                out.append((h[0], pos, end))
                pos = end
            return out

        for d, a, b in needs:
            md = dev_m[d]
            local.setdefault(md, False)
            n_md = net.setdefault(md, {})
            p_md = pairs.setdefault(md, {})
            # batched values from a whole source: the holder on d, else on d's machine, else the lowest
            best = d if d in rows else lowest.get(md, first)
            # batched values: row segments, each from the covering holder on d, else on d's machine,
            # else the one holding rows furthest on (lowest device first)
            if rows.get(d) == (a, b):
                segs: list[tuple[int, int, int]] = []
                local[md] = True
            elif extra:
                segs = general(d, md, a, b)
            elif whole:
                segs = [(best, a, b)]
            elif disjoint:
                k = max(0, bisect_right(starts, a) - 1)
                segs = []
                while k < len(spans) and spans[k][0] < b:
                    lo, hi = max(a, spans[k][0]), min(b, spans[k][1])
                    if lo < hi:
                        segs.append((spans[k][2], lo, hi))
                    k += 1
            else:
                segs = general(d, md, a, b)
            # copy kernels on d: a slice of a holder on d that is not all of its rows, and the concatenation
            # of several segments (`assemble`); per batched value, rows as a fraction of the batch
            crows = ckernels = 0.0
            if len(segs) > 1:
                crows, ckernels = (b - a) / B, 1.0
            for src, lo, hi in segs:
                if src == d:
                    local[md] = True                     # a slice of its own copy
                    own = rows.get(d) or next(((x[1], x[2]) for x in extra if x[0] == d), (lo, hi))
                    if (lo, hi) != own:
                        crows += (hi - lo) / B
                        ckernels += 1.0
                    continue
                if src in net_copies and dev_m[src] == md:
                    acc = relays.setdefault(md, {}).setdefault((src, d), [0.0, 0.0, 0.0, 0.0])
                else:
                    acc = _accumulator(n_md, p_md, dev_m[src], md, src, d)
                acc[0] += (hi - lo) / B
                acc[2] += 1.0
            if any(dev_m[src] != md for src, _lo, _hi in segs):
                extra.append((d, a, b))
                net_copies.add(d)
            if ckernels:
                copies.append((d, crows, ckernels))
            # unbatched values: the holder on d, else on d's machine (a copy that came over the network:
            # a relay), else the lowest-numbered holder, whose copy on d then holds it too
            src = d if d in rows else whole_lowest.get(md, whole_first)
            if src == d:
                local[md] = True
            else:
                if src in copied and dev_m[src] == md:
                    acc = relays.setdefault(md, {}).setdefault((src, d), [0.0, 0.0, 0.0, 0.0])
                else:
                    acc = _accumulator(n_md, p_md, dev_m[src], md, src, d)
                    if dev_m[src] != md:
                        copied.add(d)
                        whole_lowest[md] = d
                        if d < whole_first:
                            whole_first = d
                acc[1] += 1.0
                acc[3] += 1.0
        local_only = []
        entries = []
        for md in sorted(local):
            n = tuple((ms, Coeffs(*v)) for ms, v in sorted(net.get(md, {}).items()))
            p = tuple(Coeffs(*v) for _, v in sorted(pairs.get(md, {}).items()))
            r = tuple(Coeffs(*v) for _, v in sorted(relays.get(md, {}).items()))
            if n or p:
                entries.append(TransferEntry(md, t.M + md, local[md], n, p, r))
            elif local[md]:
                local_only.append(md)
        return TransferPlan(tuple(local_only), tuple(entries),
                            tuple(sorted(copies)))
