"""Transfer plans: how an edge's data moves between two layouts, as the lowering fetches it.

`distribute.lower` moves data value by value: a consumer on device d that needs a value takes it
from a *holder* — batched values (a batch dimension) row segment by row segment, each from the
covering holder on d itself, else on d's machine, else the one holding rows furthest on, lowest
device id first; unbatched values whole from the holder on d, else on d's machine, else the lowest
device id — one move per segment and value (a holder on d with exactly the rows needed: no move).
Every device fetches for itself (a device of a machine never forwards to its neighbours), and a
device fetches a value once (later chunks of its group reuse it, `chunks`). Holders: a replicated
group's replicas (batched values: their rows; unbatched values: all of it), every copy of a
duplicate group, the device of a one-device group, and — approximated — the first device of a
model-parallel group (which also receives all of its inputs, full batch).

A move between machines takes bytes / min(NIC_src, NIC_dst, inter_bps) + latency on the source's NIC
egress and the destination's ingress (`engine`: FIFO queues, the pieces into one machine one after
the other); inside a machine bytes / intra-machine link + latency on that device pair's link (pairs
are not contended: a machine's re-split takes its slowest pair, in parallel with the network).

A plan is computed once per (source layout, destination layout) pair: per destination machine and
source machine (network) or device pair (inside a machine), the rows fraction per batched byte, the
copies per unbatched byte and the messages per batched / unbatched value. The engine prices an edge
of B_b batched and B_u unbatched bytes in n_b and n_u values with it once per layout pair
(`EdgeCost`): seconds = B_b·c_b/β + B_u·c_u/β + α·(n_b·m_b + n_u·m_u).
"""
from __future__ import annotations

from typing import NamedTuple

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


class TransferPlan(NamedTuple):
    local_only: tuple[int, ...]             # destination machines that only wait for their local copy
    entries: tuple[TransferEntry, ...]


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


class EdgeCost(NamedTuple):
    """One edge's data moving between two layouts, in seconds."""

    local_only: tuple[int, ...]             # destination machines that only wait for their local copy
    entries: tuple[EdgeEntry, ...]
    network: float                          # Σ hop seconds
    total: float                            # Σ hop and intra-machine seconds


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
        self._plans: dict[tuple[int, int], TransferPlan] = {}

    def get(self, Ls: Layout, Ld: Layout) -> TransferPlan:
        key = (Ls.kid, Ld.kid)
        hit = self._plans.get(key)
        if hit is None:
            if len(self._plans) > _MAX_PLANS:
                self._plans.clear()
            hit = self._plans[key] = self.build(Ls, Ld)
        return hit

    def edge_cost(self, Ls: Layout, Ld: Layout, batched: float, unbatched: float, n_batched: int,
                  n_unbatched: int, latency: float) -> EdgeCost:
        """An edge of `batched` + `unbatched` bytes in `n_batched` + `n_unbatched` values from Ls to Ld."""
        t = self.tables
        inv, inv_intra = t.inv_bw, t.inv_intra
        local_only = list(self.get(Ls, Ld).local_only)
        entries = []
        network = total = 0.0
        for md, ingress, local, net, pairs in self.get(Ls, Ld).entries:
            hops = []
            for ms, (r, c, mb, mu) in net:
                msgs = mb * n_batched + mu * n_unbatched
                if msgs:
                    nbytes = batched * r + unbatched * c
                    hops.append(Hop(ms, nbytes * inv[ms][md] + latency * msgs, nbytes))
            intra = 0.0
            for r, c, mb, mu in pairs:
                msgs = mb * n_batched + mu * n_unbatched
                if msgs:
                    v = (batched * r + unbatched * c) * inv_intra[md] + latency * msgs
                    if v > intra:
                        intra = v
            if hops or intra:
                seconds = sum(h.seconds for h in hops)
                network += seconds
                total += seconds + intra
                entries.append(EdgeEntry(md, ingress, local, tuple(hops), intra))
            elif local:
                local_only.append(md)
        return EdgeCost(tuple(local_only), tuple(entries), network, total)

    def build(self, Ls: Layout, Ld: Layout) -> TransferPlan:
        """The plan from Ls to Ld (module docstring): the lowering's fetches, device by device."""
        t = self.tables
        B = self.batch
        dev_m = t.dev_machine
        holders = _holders(Ls, B)
        needs = _holders(Ld, B)
        # per destination machine: network coefficients per source machine, per device pair inside
        net: dict[int, dict[int, list[float]]] = {}
        pairs: dict[int, dict[tuple[int, int], list[float]]] = {}
        local: dict[int, bool] = {}
        for d, a, b in needs:
            md = dev_m[d]
            local.setdefault(md, False)

            def rank(h: tuple[int, int, int], d: int = d, md: int = md) -> tuple[bool, bool, int, int]:
                return (h[0] != d, dev_m[h[0]] != md, -h[2], h[0])

            def book(src: int, frac: float, unbatched: bool, d: int = d, md: int = md) -> None:
                ms = dev_m[src]
                acc = (net.setdefault(md, {}).setdefault(ms, [0.0, 0.0, 0.0, 0.0]) if ms != md else
                       pairs.setdefault(md, {}).setdefault((src, d), [0.0, 0.0, 0.0, 0.0]))
                if unbatched:
                    acc[1] += 1.0
                    acc[3] += 1.0
                else:
                    acc[0] += frac
                    acc[2] += 1.0

            # batched values: row segments
            if not any(h[0] == d and (h[1], h[2]) == (a, b) for h in holders):
                pos = a
                while pos < b:
                    h = min((h for h in holders if h[1] <= pos < h[2]), key=rank)
                    end = min(b, h[2])
                    if h[0] == d:
                        local[md] = True                 # a slice of its own copy
                    else:
                        book(h[0], (end - pos) / B, False)
                    pos = end
            else:
                local[md] = True
            # unbatched values: whole, from the best holder
            h = min(holders, key=lambda h, d=d, md=md: (h[0] != d, dev_m[h[0]] != md, h[0]))
            if h[0] == d:
                local[md] = True
            else:
                book(h[0], 0.0, True)
        local_only = []
        entries = []
        for md in sorted(local):
            n = tuple((ms, Coeffs(*v)) for ms, v in sorted(net.get(md, {}).items()))
            p = tuple(Coeffs(*v) for _, v in sorted(pairs.get(md, {}).items()))
            if n or p:
                entries.append(TransferEntry(md, t.M + md, local[md], n, p))
            elif local[md]:
                local_only.append(md)
        return TransferPlan(tuple(local_only), tuple(entries))
