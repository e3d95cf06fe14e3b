"""The event loop's processing order under a strategy, as the lowering orders its pieces.

`chunks` builds one order per graph: chunks sorted by (stage, group rank, phase), every chunk that
reads a parameter gradient — and every chunk depending on such a chunk — deferred after the rest
(`post`). The lowering (`distribute.lower.updates_last`) defers less: only pieces reading a
*synchronised* gradient, the gradient of a group split over replicas (a partial sum until its
AllReduce or PS sync), and the pieces depending on them. An unsplit group's update (one device,
duplicate, model parallel) reads its own gradient unsynchronised and runs in place, in the middle
of the step; deferred, the search model would run it, and book its moves on the FIFO queues, after
the step's last syncs.

`processing_order(sim, layouts)`: the steps the event loop runs for these layouts —
1. a run of phases (`chunks.PhaseRun`) runs as one piece — its merged step replaces the run's steps —
   when its group is not batch-split, or is split but none of the values that cut the run
   (`chunks.phase_cuts`: gradients, partial sums read as their sum) is synchronised under the strategy
   (`PartialSums.alive`: a value made from a partial another layout reads was summed upstream, as
   `distribute.analysis` finds) (`runs_merged`);
2. a step is deferred iff one of its chunks reads the gradient of a group whose layout syncs, or
   it depends on a deferred step (a chunk of another step produces one of its inputs);
3. the steps not deferred in (stage, rank, phase) order of their first chunk, then the deferred
   ones in the per-graph order (both orders are topological: a dependency never has a larger key,
   and nothing not deferred depends on a deferred step).
An unsplit group (one device, duplicate, model parallel) whose update reads its own gradient runs it in
its piece, as the lowering does: the group's in-place and deferred chunks of one stage run as one
merged step at the place of the first (`chunks.JoinedRun`, where nothing else deferred feeds it) —
every sufficient-factor-broadcast gradient's group (`core.sfb`) is of this kind.
Cached per split pattern of the groups, the runs merged and the joins: the order
depends on nothing else.
Not modelled: any other chunk brought forward runs as a piece of its own, right after the run of its
group it followed in the lowering's single piece, so the search model pays one more piece's fixed
cost and releases the earlier chunk's results when it ends rather than with the update's.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["DeferralInfo", "deferral_info", "processing_order", "runs_merged"]

MAX_ORDERS = 4096                       # cached orders per simulator (a search meets few patterns)


@dataclass(frozen=True)
class DeferralInfo:
    """Per chunk id (merged chunks included): the groups whose parameter gradients its nodes read,
    and the static chunks that produce its other inputs."""

    grad_groups: list[frozenset[int]]
    deps: list[frozenset[int]]
    rank: dict[int, int]                 # group -> position in the grouping's topological order


def deferral_info(graph: Any, grouping: Any, chunk_graph: Any) -> DeferralInfo:
    """`DeferralInfo` of every chunk of `chunk_graph`: strategy-independent, built once per simulator."""
    group_of, chunk_of, source = grouping.group_of, chunk_graph.chunk_of, chunk_graph.source
    grad_nodes = {info.grad_node for info in graph.params if info.grad_node is not None}
    grad_groups: list[frozenset[int]] = []
    deps: list[frozenset[int]] = []
    for c in chunk_graph.chunks:
        mine = set(c.nodes)
        gg: set[int] = set()
        dd: set[int] = set()
        for i in c.nodes:
            for p, _ in graph.nodes[i].inputs:
                if p in grad_nodes:
                    gg.add(group_of[p])
                if p not in mine and not source[p] and chunk_of[p] >= 0:
                    dd.add(chunk_of[p])
        grad_groups.append(frozenset(gg))
        deps.append(frozenset(dd))
    rank = {g: r for r, g in enumerate(grouping.topological_order())}
    return DeferralInfo(grad_groups, deps, rank)


def runs_merged(sim: Any, layouts: list[Any]) -> tuple[bool, ...]:
    """Per phase run, whether it runs as its merged chunk (one piece): the group is not batch-split (one
    device, duplicate, model parallel: one piece per part) or nothing that cuts it into phases is
    synchronised (`chunks.phase_cuts`)."""
    out = []
    alive = None                          # `PartialSums.alive` of this strategy, on first need
    for (_s, _e, rg, _step, _members), cuts in zip(sim.runs, sim.run_cuts):
        RL = layouts[rg]
        if not RL.syncs:
            out.append(True)
        else:
            if alive is None:
                alive = sim.partials.alive(tuple(x.kid for x in layouts), tuple(x.syncs for x in layouts))
            out.append(not any(alive[n] for n in cuts))
    return tuple(out)


def processing_order(sim: Any, layouts: list[Any]) -> tuple[list[tuple], dict[int, tuple[int, ...]]]:
    """(steps, merged members by merged chunk id) for `layouts` (module docstring); cached on `sim`."""
    merge = runs_merged(sim, layouts)
    joined = tuple(not layouts[g].syncs for (_a, _b, _c, _d, g, _s, _m) in sim.joins)
    key = (tuple(bool(L.syncs) for L in layouts), merge, joined)
    cache = sim.orders
    hit = cache.get(key)
    if hit is not None:
        return hit
    steps = sim.steps
    merged_members: dict[int, tuple[int, ...]] = {}
    if sim.runs or sim.joins:
        # (start, stop, the step replacing steps[start:stop] or None: dropped, its members)
        spans: list[tuple[int, int, tuple | None, tuple[int, ...]]] = []
        covered: set[int] = set()
        for (pre_start, pre_stop, post_start, post_stop, _g, step, members), on in zip(sim.joins, joined):
            if on:       # an unsplit group's update runs in its piece (`chunks.JoinedRun`)
                spans += [(pre_start, pre_stop, step, members), (post_start, post_stop, None, ())]
                covered.update(range(pre_start, pre_stop))
                covered.update(range(post_start, post_stop))
        for (start, stop, _rg, step, members), whole in zip(sim.runs, merge):
            if whole and start not in covered:     # unsplit groups run a run of phases as one piece
                spans.append((start, stop, step, members))
        steps = []
        pos = 0
        for start, stop, step, members in sorted(spans, key=lambda x: x[0]):
            steps += sim.steps[pos:start]
            if step is not None:
                steps.append(step)
                merged_members[step[0]] = members
            pos = stop
        steps += sim.steps[pos:]
    split = list(key[0])
    info, chunks = sim.deferral, sim.chunks
    step_of: dict[int, int] = {}
    for i, s in enumerate(steps):
        for c in merged_members.get(s[0], (s[0],)):
            step_of[c] = i
    deferred = [False] * len(steps)
    for i, s in enumerate(steps):
        if not s[2]:
            continue                            # the per-graph order defers every gradient reader: a superset
        members = merged_members.get(s[0], (s[0],))
        deferred[i] = any(split[g] for c in members for g in info.grad_groups[c]) or \
            any(deferred[step_of[d]] for c in members for d in info.deps[c] if step_of.get(d, i) != i)
    if deferred == [s[2] for s in steps]:
        out = (steps, merged_members)
    else:
        def order_key(i: int) -> tuple[int, int, int]:
            c = chunks[merged_members.get(steps[i][0], (steps[i][0],))[0]]
            return (c.stage, info.rank[c.group], c.phase)
        early = sorted((i for i in range(len(steps)) if not deferred[i]), key=order_key)
        late = [i for i in range(len(steps)) if deferred[i]]
        out = ([steps[i] if steps[i][2] == deferred[i] else steps[i][:2] + (deferred[i],) + steps[i][3:]
                for i in early + late], merged_members)
    if len(cache) >= MAX_ORDERS:
        cache.clear()
    cache[key] = out
    return out
