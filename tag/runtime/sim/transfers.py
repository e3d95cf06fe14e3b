"""Transfer plans: how an edge's data moves between two layouts (batch re-split).

A layout gives each machine the batch interval its replicas hold ([0, 1) for duplicate copies, the
first device's machine for model parallel; `layout`). For a destination machine, the part of its
interval held by other machines crosses the network (one transfer per source machine, bytes ∝
interval overlap; unbatched tensors — no batch dimension — are fetched whole from the
best-connected holder); data already on the machine is re-split over the intra-machine link
(per-device bytes bounded by the slice shift, all devices in parallel; intra-machine links are per
GPU pair and not contended). A network transfer takes bytes / min(NIC_src, NIC_dst, inter_bps) +
latency. The engine books network pieces on the NIC queues (`engine`: FIFO egress and ingress per
machine, the pieces into one machine one after the other).

A plan is computed once per (source layout, destination layout) pair, in three variants by the
edge's kind (batched bytes only / unbatched only / both), with per-byte coefficients; the engine
prices one edge with it once per layout pair (`EdgeCost`: seconds per piece and totals).
"""
from __future__ import annotations

from typing import NamedTuple

from .cluster import ClusterTables
from .layout import DUP, MP, REP, Layout

__all__ = ["Piece", "TransferEntry", "TransferPlan", "TransferPlans", "Hop", "EdgeEntry", "EdgeCost"]

_EPS = 1e-12
_MAX_PLANS = 200_000


class Piece(NamedTuple):
    """One network transfer from machine `src` into the entry's machine."""

    src: int
    per_batched: float          # seconds per batched byte of the edge
    per_unbatched: float        # seconds per unbatched byte


class TransferEntry(NamedTuple):
    """What destination machine `machine` receives."""

    machine: int
    ingress: int                # queue id of its NIC ingress
    local: bool                 # it also waits for the copy already on it
    pieces: tuple[Piece, ...]
    intra: bool                 # the data is re-split inside the machine afterwards
    intra_batched: float        # seconds per batched byte of that re-split
    intra_unbatched: float


class TransferPlan(NamedTuple):
    local_only: tuple[int, ...]             # destination machines that only wait for their local copy
    entries: tuple[TransferEntry, ...]
    per_batched: float                      # Σ piece seconds per batched byte
    per_unbatched: float
    n_pieces: int
    intra_batched: float                    # Σ re-split seconds per batched byte
    intra_unbatched: float
    n_intra: int


class Hop(NamedTuple):
    src: int                    # source machine
    seconds: float              # bytes / link bandwidth + latency


class EdgeEntry(NamedTuple):
    machine: int
    ingress: int                # queue id of its NIC ingress
    local: bool                 # it also waits for the copy already on it
    hops: tuple[Hop, ...]       # network transfers into it, one after the other
    intra: float                # seconds of the re-split inside the machine afterwards (0: none)


class EdgeCost(NamedTuple):
    """One edge's data moving between two layouts, in seconds."""

    local_only: tuple[int, ...]             # destination machines that only wait for their local copy
    entries: tuple[EdgeEntry, ...]
    network: float                          # Σ hop seconds
    total: float                            # Σ hop and re-split seconds


class TransferPlans:
    """Transfer plans between layouts, cached by layout identity."""

    def __init__(self, tables: ClusterTables):
        self.tables = tables
        self._plans: dict[tuple[int, int], tuple[TransferPlan, TransferPlan, TransferPlan]] = {}

    def get(self, Ls: Layout, Ld: Layout) -> tuple[TransferPlan, TransferPlan, TransferPlan]:
        key = (Ls.kid, Ld.kid)
        hit = self._plans.get(key)
        if hit is None:
            if len(self._plans) > _MAX_PLANS:
                self._plans.clear()
            hit = self._plans[key] = self.build(Ls, Ld)
        return hit

    def edge_cost(self, Ls: Layout, Ld: Layout, batched: float, unbatched: float, latency: float) -> EdgeCost:
        """An edge of `batched` + `unbatched` bytes from Ls to Ld (the plan's variant for its kind)."""
        plan = self.get(Ls, Ld)[0 if unbatched <= 0.0 else 1 if batched <= 0.0 else 2]
        entries = []
        network = total = 0.0
        for e in plan.entries:
            hops = tuple(Hop(p.src, batched * p.per_batched + unbatched * p.per_unbatched + latency) for p in e.pieces)
            intra = batched * e.intra_batched + unbatched * e.intra_unbatched + latency if e.intra else 0.0
            network += sum(h.seconds for h in hops)
            total += sum(h.seconds for h in hops) + intra
            entries.append(EdgeEntry(e.machine, e.ingress, e.local, hops, intra))
        return EdgeCost(plan.local_only, tuple(entries), network, total)

    def build(self, Ls: Layout, Ld: Layout) -> tuple[TransferPlan, TransferPlan, TransferPlan]:
        """The three variants of the plan from Ls to Ld (module docstring)."""
        t = self.tables
        bw = t.bw

        def best_holder(md: int) -> int:
            return min(Ls.holders, key=lambda ms: (-bw[ms][md], ms))

        raw = []
        for md in Ld.machines:
            need = Ld.iv[md]
            if need is None:
                continue
            a, b = need
            local = Ls.iv.get(md)
            pieces: dict[int, list[float]] = {}      # source machine -> [batched fraction, unbatched count]
            ib = iu = 0.0
            many = Ld.count[md] > 1
            ov = max(0.0, min(b, local[1]) - max(a, local[0])) if local is not None else 0.0
            rem = (b - a) - ov
            if rem > _EPS:
                if Ls.full:
                    pieces.setdefault(best_holder(md), [0.0, 0.0])[0] += rem
                else:
                    for ms in Ls.machines:
                        iv2 = Ls.iv[ms]
                        if ms == md or iv2 is None:
                            continue
                        o = min(b, iv2[1]) - max(a, iv2[0])
                        if o > _EPS:
                            pieces.setdefault(ms, [0.0, 0.0])[0] += o
                if Ld.kind == DUP and many:
                    ib += rem                      # arrives once, broadcast inside the machine
            if ov > _EPS:
                same = Ls.dset.get(md) == Ld.dset[md]
                if Ls.full and (same or Ld.devset <= Ls.devset):
                    pass                           # every destination device already holds a full copy
                elif Ld.kind == DUP:
                    ib += ov - (Ls.pdw[md] if Ls.kind == REP and same else 0.0)
                elif Ld.kind == MP:
                    ib += ov if Ls.kind != MP else 0.0
                elif not same or Ls.kind == MP:
                    ib += min(Ld.pdw[md], ov)
                else:                              # same devices, shifted slices: bounded by the shift
                    wd, ws = Ld.pdw[md], Ls.pdw[md]
                    ib += min(wd, ov, max(abs(a - local[0]), abs(b - local[1])) + max(0.0, wd - ws))
            if md in Ls.holders:
                if Ls.kind == MP or Ld.dset[md] != Ls.dset.get(md):
                    iu += 1.0 if (many or Ls.kind == MP) else 0.0
            else:
                pieces.setdefault(best_holder(md), [0.0, 0.0])[1] += 1.0
                if many:
                    iu += 1.0
            raw.append((md, md in Ls.iv, sorted(pieces.items()), ib, iu))
        inv, inv_intra = t.inv_bw, t.inv_intra
        variants = []
        for sel in range(3):
            use_b, use_u = sel != 1, sel != 0
            local_only: list[int] = []
            entries = []
            kb_all = ku_all = ib_all = iu_all = 0.0
            n_pieces = n_intra = 0
            for md, local, pcs, ib, iu in raw:
                ps = tuple(Piece(ms, cb * inv[ms][md] if use_b else 0.0, cu * inv[ms][md] if use_u else 0.0)
                           for ms, (cb, cu) in pcs if (use_b and cb > 0) or (use_u and cu > 0))
                kib = ib * inv_intra[md] if use_b else 0.0
                kiu = iu * inv_intra[md] if use_u else 0.0
                intra = kib > 0 or kiu > 0
                kb_all += sum(x.per_batched for x in ps)
                ku_all += sum(x.per_unbatched for x in ps)
                n_pieces += len(ps)
                if intra:
                    ib_all, iu_all, n_intra = ib_all + kib, iu_all + kiu, n_intra + 1
                if ps or intra:
                    entries.append(TransferEntry(md, t.M + md, local, ps, intra, kib, kiu))
                elif local:
                    local_only.append(md)
            variants.append(TransferPlan(tuple(local_only), tuple(entries), kb_all, ku_all, n_pieces, ib_all, iu_all,
                                         n_intra))
        return variants[0], variants[1], variants[2]
