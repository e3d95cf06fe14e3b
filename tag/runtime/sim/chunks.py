"""Granularity: the op-level DAG cut into *chunks*, the units the event loop schedules.

A chunk is one of `distribute.lower`'s pieces: the nodes of one op group with the same (stage,
phase). stage(n) = max over non-argument inputs p of stage(p) + [rank(group(p)) > rank(group(n))]
(rank: position in `Grouping.topological_order()`), so every edge goes forward in (stage, rank,
phase) order and the chunk graph is a DAG even when METIS groups hold forward and backward ops;
phase(n) = the synchronised reads on the longest same-group path into n (a gradient, or a partial
sum read as its sum: `partials`, every group taken as split). Chunks run in (stage, rank, phase)
order, except that chunks reading a parameter gradient, and every chunk depending on one, are
deferred to the end (`post`): every gradient taken as synchronised, a superset of the lowering's
`updates_last`, which `order.processing_order` narrows per strategy to the gradients of split
groups (an unsplit group's update runs in place). Phases exist only where a sync cuts
a group, i.e. when it is batch-split: for a group run unsplit the lowering makes one piece of a run
of consecutive chunks of the same group, stage and deferral (`PhaseRun`, a merged chunk the event
loop runs instead when the strategy leaves the group unsplit). Sources (arguments, constants: no
inputs, zero cost) are available at t = 0 on their group's devices; batch arguments are fed to
every device reading them and constants are copied into every piece, so neither moves. A tensor of
another group is moved to a group once: later chunks of that group reuse the stashed copy (they
depend on the chunk that imported it); a tensor several groups import is a `SharedIn` of each
(`engine` moves it once per device). A gradient or a partial sum of another group the chunk reads
moves on an edge of its own (`InEdge.syncs`): when the strategy synchronises it, what moves is the
synchronised value, so that move waits for the sync (the lowering moves the synced value).

Compute time of a chunk on a chip: `core.cost_model.piece_time` of its nodes (`graph_node_time`, the
calibrated kernel model, with the chunk's own fusion charges: a chunk is one executable of the
lowering and no fusion crosses it; without `chips`, the whole step's fusion charges), for
the whole batch here and for fewer rows in `layout`; arguments and free ops cost nothing.
Everything here is strategy-independent and built once per `ClusterSimulator`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from tag.core.calibration import KernelModel
from tag.core.cost_model import ZERO_COST_OPS, graph_node_time, piece_flops, piece_time
from tag.core.model import CompGraph, Grouping, Role

from .partials import PartialSums

__all__ = ["InEdge", "EdgeValue", "Grad", "PartialOut", "PartialIn", "SharedIn", "Chunk", "ChunkStep",
           "ChunkGraph", "JoinedRun", "PhaseRun", "node_times", "build_chunks", "plain_steps", "phase_cuts"]


class InEdge(NamedTuple):
    """Data a chunk reads from chunk `src` (-1: sources of group `group`, available at t = 0)."""

    src: int
    group: int
    batched: float          # bytes with a batch dimension (re-split between layouts)
    unbatched: float        # bytes without one (fetched whole)
    n_batched: int = 0      # values (tensors) with a batch dimension: one message each per piece
    n_unbatched: int = 0
    id: int = -1            # index among all inter-group edges (`ChunkGraph.n_edges`)
    syncs: tuple[int, ...] = ()     # sync keys of the values it moves (a gradient's params, -1 - node
                                    # for a partial sum): when synchronised, the synced value moves


class EdgeValue(NamedTuple):
    """A value an edge moves: producer node, bytes (full batch), batched, the chunk's nodes reading it."""

    node: int
    nbytes: float
    batched: bool
    readers: tuple[int, ...]


class Grad(NamedTuple):
    param: int
    nbytes: float           # gradient bytes
    dtype: str              # the gradient's element type (fusion buckets are per dtype)


@dataclass(slots=True, eq=False)
class Chunk:
    id: int
    group: int
    post: bool                                                 # deferred after the backward pass
    stage: int
    nodes: list[int]
    phase: int = 0
    times: list[float] = field(default_factory=list)           # per machine: Σ node time on its chip
    times_by_chip: list[float] = field(default_factory=list)   # per chip (index into the topology's chips)
    n_outputs: int = 0                                         # result buffers of the chunk's piece
    n_inputs: int = 0                                          # argument buffers of the chunk's piece
    in_edges: list[InEdge] = field(default_factory=list)       # same-group dependencies first
    grads: list[Grad] = field(default_factory=list)            # gradients produced here
    waits: list[int] = field(default_factory=list)             # params whose synced gradient this consumes
    pin: list[PartialIn] = field(default_factory=list)
    pout: list[PartialOut] = field(default_factory=list)
    in_values: dict[tuple[int, bool], tuple[EdgeValue, ...]] = field(default_factory=dict)


class PartialOut(NamedTuple):
    """A partial sum a chunk produces that may need synchronising (`partials`)."""

    node: int
    nbytes: float
    dtype: str
    synced: bool                   # some use reads the synchronised sum, or the step returns it
    flow_to: tuple[int, ...]       # groups reading it as a partial sum (synchronised if their layout differs)


class PartialIn(NamedTuple):
    """A partial sum of group `group` a chunk reads: synchronised (`synced`), or as a partial sum,
    which needs the synchronised one when the chunk's layout is not the producer's."""

    node: int
    group: int
    synced: bool


class SharedIn(NamedTuple):
    """A value of chunk `src` (-1: a source of group `group`) that chunks of several groups import: a
    device that fetched it for one of them has it for the others (`engine`)."""

    src: int
    group: int
    node: int
    batched: bool
    edge: InEdge


class ChunkStep(NamedTuple):
    """One row of the event loop (`engine.Run.execute`), in processing order."""

    id: int
    group: int
    post: bool
    same: tuple[int, ...]          # same-group chunks this one depends on (always the same layout)
    edges: tuple[InEdge, ...]      # edges from other groups (sources included)
    waits: tuple[int, ...]
    grads: tuple[Grad, ...]
    pin: tuple[PartialIn, ...]
    pout: tuple[PartialOut, ...]
    shared: tuple[SharedIn, ...]   # values other groups import too, one entry each


@dataclass(slots=True, eq=False)
class ChunkGraph:
    chunks: list[Chunk]
    steps: list[ChunkStep]
    group_chunks: list[list[int]]  # group -> its chunk ids, in order
    chunk_of: list[int]            # node -> chunk (-1: source)
    source: list[bool]             # node -> is a source
    n_edges: int                   # inter-group edges (ChunkStep.edges), numbered 0..n_edges-1
    edge_values: list[tuple[EdgeValue, ...]]   # edge id -> the values it moves
    runs: list[PhaseRun] = field(default_factory=list)
    whole_chunks: list[list[int]] = field(default_factory=list)   # group -> chunks it runs unsplit (runs merged)
    joins: list[JoinedRun] = field(default_factory=list)


class PhaseRun(NamedTuple):
    """Consecutive steps `start:stop` (processing order) of one group, stage and deferral that differ
    only by phase: the lowering runs them as one piece when the group is not batch-split (no
    synchronisation cuts it into phases), chunk `merged` (their union, `ChunkGraph.chunks[merged]`).
    `members`: the run's chunk ids, whose results come out when the merged piece ends."""

    start: int
    stop: int
    group: int
    merged: int
    members: tuple[int, ...]
    step: ChunkStep                # the merged chunk's step


class JoinedRun(NamedTuple):
    """A group's steps `pre_start:pre_stop` (in place) and `post_start:post_stop` (deferred: its update
    reads its own gradient) of one stage, which the lowering runs as one piece, chunk `merged`, when the
    group is not batch-split (`chunks._joined_runs`); the merged step takes the place of the first part."""

    pre_start: int
    pre_stop: int
    post_start: int
    post_stop: int
    group: int
    merged: int
    members: tuple[int, ...]
    step: ChunkStep


def plain_steps(steps: list[ChunkStep]) -> list[tuple]:
    """`steps` with every named tuple (the step and its `InEdge`, `Grad`, `PartialIn`, `PartialOut`,
    `SharedIn` entries) as a plain tuple of the same fields in the same order: what the event loop
    iterates over (unpacking a plain tuple is several times faster than unpacking a named tuple)."""
    def flat(items: tuple) -> tuple:
        return tuple(tuple(x) for x in items)

    return [(s.id, s.group, s.post, s.same, flat(s.edges), s.waits, flat(s.grads), flat(s.pin), flat(s.pout),
             tuple((x.src, x.group, x.node, x.batched, tuple(x.edge)) for x in s.shared)) for s in steps]


def node_times(graph: CompGraph, chips: list[Any]) -> list[list[float]]:
    """Seconds per node on each chip for the whole batch (`core.cost_model.graph_node_time`)."""
    return [[graph_node_time(graph, i, chip) for i in range(len(graph.nodes))] for chip in chips]


def build_chunks(graph: CompGraph, grouping: Grouping, times: list[list[float]], chip_of: list[int],
                 partials: PartialSums | None = None,
                 kernels: list[KernelModel] | None = None, chips: list[Any] | None = None) -> ChunkGraph:
    """The chunk DAG of `graph` under `grouping`; `times[chip][node]`, `chip_of[machine]`;
    `partials`: the graph's partial sums (chunks are cut at their synchronisations);
    `kernels[chip]`: that chip's kernel model, whose `piece_fixed_s` every chunk (one piece of the
    lowering) pays on it (nothing when omitted); `chips`: price each chunk's kernels with its own fusion
    charges (`cost_model.piece_time`: one executable) instead of summing `times` (the whole step's)."""
    group_of = grouping.group_of
    nodes = graph.nodes
    n_nodes = len(nodes)
    source = [not nodes[i].inputs and (nodes[i].op_name == "arg" or nodes[i].op_name in ZERO_COST_OPS)
              for i in range(n_nodes)]
    grad_params: dict[int, list[int]] = {}
    for p, info in enumerate(graph.params):
        if info.grad_node is not None:
            grad_params.setdefault(info.grad_node, []).append(p)
    # the lowering's pieces: (stage, rank of the group, phase); pieces reading a synchronised
    # gradient, and everything after them, are deferred (`post`)
    rank = {g: r for r, g in enumerate(grouping.topological_order())}
    synced_uses = partials.synced_uses if partials is not None else [()] * n_nodes
    stage = [0] * n_nodes
    phase = [0] * n_nodes
    reads_grad = [False] * n_nodes
    for i in range(n_nodes):
        node = nodes[i]
        if node.op_name == "arg":
            continue
        g, st, ph = group_of[i], 0, 0
        rg = rank[g]
        sync_in = synced_uses[i]
        for p, _ in node.inputs:
            if nodes[p].op_name == "arg":
                continue
            gp = group_of[p]
            v = stage[p] + (1 if rank[gp] > rg else 0)
            if v > st:
                st = v
            is_grad = p in grad_params
            if is_grad:
                reads_grad[i] = True
            if gp == g:
                v = phase[p] + (1 if is_grad or p in sync_in else 0)
                if v > ph:
                    ph = v
        stage[i], phase[i] = st, ph
    keyed: dict[tuple[int, int, int], list[int]] = {}
    for i in range(n_nodes):
        if not source[i]:
            keyed.setdefault((stage[i], rank[group_of[i]], phase[i]), []).append(i)
    piece_of = {i: k for k, members in keyed.items() for i in members}
    deferred: set[tuple[int, int, int]] = set()
    for k in sorted(keyed):
        for i in keyed[k]:
            if reads_grad[i] or any(not source[p] and piece_of[p] != k and piece_of[p] in deferred
                                    for p, _ in nodes[i].inputs):
                deferred.add(k)
                break
    order = sorted(keyed, key=lambda k: (k in deferred, k))
    by_rank = grouping.topological_order()
    chunks = [Chunk(c, by_rank[k[1]], k in deferred, k[0], keyed[k], k[2]) for c, k in enumerate(order)]
    chunk_of = [-1] * n_nodes
    for c in chunks:
        for i in c.nodes:
            chunk_of[i] = c.id
    succ = graph.successors()
    for c in chunks:   # the piece's results: values read outside it, returned or carried to the next step
        c.n_inputs, c.n_outputs = _piece_buffers(graph, c.nodes, {c.id}, chunk_of, source, succ)
    # batch arguments are fed to every device that reads them; constants are copied into every piece
    fed = [(n.op_name == "arg" and n.role is Role.BATCH) or (source[i] and n.op_name != "arg")
           for i, n in enumerate(nodes)]
    batched = partials.batched if partials is not None else [n.batch_dim is not None for n in nodes]
    group_chunks: list[list[int]] = [[] for _ in grouping.groups]
    imported: dict[tuple[int, int], int] = {}   # (group, external producer) → first chunk importing it

    def piece_times(c: Chunk) -> None:
        flops = piece_flops(graph, c.nodes)                   # the whole batch
        if chips is None:      # the whole step's fusion charges, per node
            kernel_s = [sum(t[i] for i in c.nodes) for t in times]
        else:                  # the piece's own (`cost_model.piece_time`)
            kernel_s = [piece_time(graph, c.nodes, chip) for chip in chips]
        c.times_by_chip = [k_s + (km.piece_fixed_s(c.n_inputs, c.n_outputs, flops) if km else 0.0)
                           for k_s, km in zip(kernel_s, kernels or [None] * len(times))]
        c.times = [c.times_by_chip[k] for k in chip_of]

    for c in chunks:
        group_chunks[c.group].append(c.id)
        piece_times(c)
        edges: dict[tuple[bool, int], list[float]] = {}       # key -> [batched, unbatched bytes, counts]
        values: dict[tuple[bool, int], dict[int, EdgeValue]] = {}
        deps: set[int] = set()
        seen: set[int] = set()
        waits: set[int] = set()
        moved: dict[int, EdgeValue] = {}
        for i in c.nodes:
            for p, nbytes in nodes[i].inputs:
                if p in grad_params:
                    waits.update(grad_params[p])
                if p in seen:
                    v = moved.get(p)
                    if v is not None and i not in v.readers:
                        moved[p] = v._replace(readers=v.readers + (i,))
                    continue
                seen.add(p)
                src_is_source = source[p]
                if (src_is_source and group_of[p] == c.group) or (not src_is_source and chunk_of[p] == c.id):
                    continue
                if fed[p]:
                    continue                    # fed batch rows, rematerialised constants
                if group_of[p] != c.group:
                    # data of another group already brought to this group (stashed): depend on the
                    # chunk that imported it instead of moving it again
                    first = imported.setdefault((c.group, p), c.id)
                    if first != c.id:
                        deps.add(first)
                        continue
                key = (True, group_of[p]) if src_is_source else (False, chunk_of[p])
                acc = edges.setdefault(key, [0.0, 0.0, 0, 0])
                k = 0 if batched[p] else 1
                acc[k] += float(nbytes)
                acc[k + 2] += 1
                moved[p] = EdgeValue(p, float(nbytes), batched[p], (i,))
                values.setdefault(key, {})[p] = moved[p]
        for (is_src, src), (bb, bu, nb, nu) in sorted(edges.items()):
            if is_src:
                c.in_edges.append(InEdge(-1, src, bb, bu, nb, nu))
            else:
                c.in_edges.append(InEdge(src, chunks[src].group, bb, bu, nb, nu))
                deps.discard(src)
            c.in_values[(src, is_src)] = tuple(moved[p] for p in values[(is_src, src)])
        c.in_edges.extend(InEdge(d, c.group, 0.0, 0.0) for d in sorted(deps))
        c.in_edges.sort(key=lambda e: (e.group != c.group, e.src))   # same-group dependencies first
        c.waits = sorted(waits)
    for p, info in enumerate(graph.params):
        gn = info.grad_node
        if gn is not None and chunk_of[gn] >= 0:
            chunks[chunk_of[gn]].grads.append(Grad(p, float(nodes[gn].output_bytes or info.bytes), nodes[gn].dtype))
    if partials is not None:
        _partial_edges(graph, group_of, chunks, chunk_of, partials)
    # values moved into chunks of several groups: a device fetches them once (`engine` tracks them)
    readers: dict[int, set[int]] = {}
    for c in chunks:
        for vals in c.in_values.values():
            for v in vals:
                readers.setdefault(v.node, set()).add(c.group)
    shared = {p for p, gs in readers.items() if len(gs) > 1}

    def sync_keys(c: Chunk, node: int) -> tuple[int, ...]:
        """What must be synchronised before `node` moves into `c` (when the strategy syncs it)."""
        keys = tuple(grad_params.get(node, ()))
        if any(x.node == node for x in c.pin):
            keys += (-1 - node,)
        return keys

    steps = []
    n_edges = 0
    edge_values: list[tuple[EdgeValue, ...]] = []
    for c in chunks:
        edges = []
        sharing = []
        for e in c.in_edges:
            if e.group == c.group:
                continue
            vals = c.in_values.get((e.src if e.src >= 0 else e.group, e.src < 0), ())
            own = [v for v in vals if v.node not in shared]
            keys = {v.node: sync_keys(c, v.node) for v in vals}
            # plain values, then the values that move once synchronised (an edge of their own)
            for part in (tuple(v for v in own if not keys[v.node]), tuple(v for v in own if keys[v.node])):
                if part:
                    edges.append(InEdge(e.src, e.group, sum(v.nbytes for v in part if v.batched),
                                        sum(v.nbytes for v in part if not v.batched),
                                        sum(1 for v in part if v.batched), sum(1 for v in part if not v.batched),
                                        n_edges, tuple(k for v in part for k in keys[v.node])))
                    edge_values.append(part)
                    n_edges += 1
            for v in vals:
                if v.node in shared:
                    sharing.append(SharedIn(e.src, e.group, v.node, v.batched,
                                            InEdge(e.src, e.group, v.nbytes if v.batched else 0.0,
                                                   0.0 if v.batched else v.nbytes, int(v.batched),
                                                   int(not v.batched), n_edges, keys[v.node])))
                    edge_values.append((v,))
                    n_edges += 1
        steps.append(ChunkStep(c.id, c.group, c.post,
                               tuple(e.src for e in c.in_edges if e.group == c.group and e.src >= 0), tuple(edges),
                               tuple(c.waits), tuple(c.grads), tuple(c.pin), tuple(c.pout), tuple(sharing)))
    runs = _phase_runs(graph, chunks, steps, chunk_of, source, succ, piece_times)
    joins = _joined_runs(graph, grouping, chunks, steps, chunk_of, source, succ, piece_times)
    joined = {m for j in joins for m in j.members}
    merged_away = {m for r in runs for m in r.members} | joined
    whole_chunks = [[cid for cid in ids if cid not in merged_away]
                    + [r.merged for r in runs if r.group == g and not set(r.members) <= joined]
                    + [j.merged for j in joins if j.group == g]
                    for g, ids in enumerate(group_chunks)]
    return ChunkGraph(chunks, steps, group_chunks, chunk_of, source, n_edges, edge_values, runs, whole_chunks, joins)


def _piece_buffers(graph: CompGraph, members: list[int], chunk_ids: set[int], chunk_of: list[int],
                   source: list[bool], succ: list) -> tuple[int, int]:
    """(argument, result) buffers of the piece made of nodes `members` (chunks `chunk_ids`): step
    arguments and values of other pieces it reads (constants are copied in), and values read outside
    it, returned or carried to the next step."""
    nodes = graph.nodes
    outputs = sum(1 for i in members if nodes[i].op_name != "arg" and (
        nodes[i].result_index is not None or any(chunk_of[s] not in chunk_ids for s in succ[i])))
    inputs = len({p for i in members for p, _ in nodes[i].inputs
                  if chunk_of[p] not in chunk_ids and not (source[p] and nodes[p].op_name != "arg")})
    return inputs, outputs


def _merged(graph: CompGraph, chunks: list[Chunk], parts: list[ChunkStep], chunk_of: list[int], source: list[bool],
            succ: list, piece_times: Any) -> tuple[int, ChunkStep]:
    """A chunk appended to `chunks` holding the chunks of steps `parts` (one group and stage), priced as
    one piece, and its step: it depends on what its members depend on outside it, moves what they move
    (same edge ids: the same transfers), consumes their synced values."""
    members = tuple(st.id for st in parts)
    inside = set(members)
    first = chunks[members[0]]
    cid = len(chunks)
    node_list = [n for m in members for n in chunks[m].nodes]
    merged = Chunk(cid, first.group, first.post, first.stage, node_list, chunks[members[-1]].phase)
    merged.n_inputs, merged.n_outputs = _piece_buffers(graph, node_list, inside, chunk_of, source, succ)
    piece_times(merged)
    chunks.append(merged)
    pin: dict[int, PartialIn] = {}
    for st in parts:
        for x in st.pin:
            if x.node not in pin or x.synced:
                pin[x.node] = x
    step = ChunkStep(
        cid, first.group, first.post,
        tuple(sorted({s for st in parts for s in st.same} - inside)),
        tuple(e for st in parts for e in st.edges),
        tuple(sorted({w for st in parts for w in st.waits})),
        tuple(g for st in parts for g in st.grads),
        tuple(pin[k] for k in sorted(pin)),
        tuple(x for st in parts for x in st.pout),
        tuple(x for st in parts for x in st.shared))
    return cid, step


def _phase_runs(graph: CompGraph, chunks: list[Chunk], steps: list[ChunkStep], chunk_of: list[int],
                source: list[bool], succ: list, piece_times: Any) -> list[PhaseRun]:
    """Runs of consecutive steps of one group, stage and deferral (phases of one lowering piece when
    the group is not split): each gets a merged chunk appended to `chunks` and a step (`PhaseRun`;
    `steps` is left as it is)."""
    runs: list[PhaseRun] = []
    n_steps = len(steps)
    i = 0
    while i < n_steps:
        c = chunks[steps[i].id]
        j = i + 1
        while j < n_steps:
            d = chunks[steps[j].id]
            if d.group != c.group or d.stage != c.stage or d.post != c.post:
                break
            j += 1
        if j - i > 1:
            cid, step = _merged(graph, chunks, steps[i:j], chunk_of, source, succ, piece_times)
            runs.append(PhaseRun(i, j, c.group, cid, tuple(st.id for st in steps[i:j]), step))
        i = j
    return runs


def _joined_runs(graph: CompGraph, grouping: Grouping, chunks: list[Chunk], steps: list[ChunkStep],
                 chunk_of: list[int], source: list[bool], succ: list, piece_times: Any) -> list[JoinedRun]:
    """Per group and stage with chunks both in place and deferred (an update reading the group's own
    gradient): the one piece the lowering makes of them when the group is not batch-split (its gradient
    is then not synchronised, so nothing is deferred: `distribute.lower.updates_last`). Only where the
    deferred part reads no other group's gradient and depends on no deferred chunk outside it, so that
    running it in place never depends on a deferred step (`JoinedRun`)."""
    grads = {info.grad_node for info in graph.params if info.grad_node is not None}
    group_of = grouping.group_of
    where: dict[tuple[int, int], tuple[list[int], list[int]]] = {}
    for k, st in enumerate(steps):
        c = chunks[st.id]
        where.setdefault((c.group, c.stage), ([], []))[int(c.post)].append(k)
    joins: list[JoinedRun] = []
    for (g, _stage), (pre, post) in sorted(where.items(), key=lambda kv: kv[1][0][:1] + kv[1][1][:1]):
        if not pre or not post or pre != list(range(pre[0], pre[-1] + 1)) or post != list(range(post[0], post[-1] + 1)):
            continue
        inside = {steps[k].id for k in pre + post}
        ok = True
        for k in post:
            for i in chunks[steps[k].id].nodes:
                for p, _ in graph.nodes[i].inputs:
                    q = chunk_of[p]
                    if (p in grads and group_of[p] != g) or (q >= 0 and q not in inside and chunks[q].post):
                        ok = False
        if not ok:
            continue
        parts = [steps[k] for k in pre + post]
        cid, step = _merged(graph, chunks, parts, chunk_of, source, succ, piece_times)
        joins.append(JoinedRun(pre[0], pre[-1] + 1, post[0], post[-1] + 1, g, cid,
                               tuple(st.id for st in parts), step))
    return joins


def _partial_edges(graph: CompGraph, group_of: list[int], chunks: list[Chunk], chunk_of: list[int],
                   partials: PartialSums) -> None:
    """Per chunk, the partial sums it produces that some strategy synchronises (`PartialOut`) and the
    ones it reads synchronised or across groups (`PartialIn`, one per producer node)."""
    readers: dict[int, list[int]] = {}           # partial node -> groups reading it as a partial sum
    for c in chunks:
        seen: dict[int, bool] = {}
        for i in c.nodes:
            for p in partials.synced_uses[i]:
                seen[p] = True
            for p in partials.flows[i]:
                seen.setdefault(p, False)
                readers.setdefault(p, []).append(c.group)
        c.pin = [PartialIn(p, group_of[p], synced) for p, synced in sorted(seen.items())]
    synced_nodes = {p for i in range(len(graph.nodes)) for p in partials.synced_uses[i]}
    for i, node in enumerate(graph.nodes):
        if not partials.partial[i] or chunk_of[i] < 0:
            continue
        synced = i in synced_nodes or partials.returned[i]
        flow_to = tuple(sorted(set(readers.get(i, ()))))
        if synced or flow_to:
            chunks[chunk_of[i]].pout.append(PartialOut(i, float(node.output_bytes), node.dtype, synced, flow_to))


def phase_cuts(graph: CompGraph, chunk_graph: ChunkGraph, partials: PartialSums | None) -> list[tuple[int, ...]]:
    """Per phase run (`ChunkGraph.runs`), the nodes whose synchronisation cuts it into phases: a
    parameter gradient, or a partial sum read as its sum (`PartialSums.synced_uses`), made in an earlier
    member of the run and read in a later one. When the group is batch-split, the lowering still runs
    the run as one piece if none of them is synchronised under the strategy (`distribute.analysis`: a
    value whose partial ancestry crosses into another layout was summed upstream)."""
    grads = {info.grad_node for info in graph.params if info.grad_node is not None}
    chunk_of, nodes = chunk_graph.chunk_of, graph.nodes
    out = []
    for run in chunk_graph.runs:
        earlier: set[int] = set()
        cuts: set[int] = set()
        for cid in run.members:
            for i in chunk_graph.chunks[cid].nodes:
                synced = partials.synced_uses[i] if partials is not None else ()
                for p, _ in nodes[i].inputs:
                    if chunk_of[p] in earlier and (p in grads or p in synced):
                        cuts.add(p)
            earlier.add(cid)
        out.append(tuple(sorted(cuts)))
    return out
