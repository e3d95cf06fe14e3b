"""Granularity: the op-level DAG cut into *chunks*, the units the event loop schedules.

A chunk is the nodes of one op group at one cross-group depth. depth(n) = max over non-source inputs
p of depth(p) + [group(p) ≠ group(n) or p produces a gradient]; a chunk is (group, post, depth),
where `post` marks nodes downstream of a gradient (optimizer updates). Every inter-chunk edge raises
depth or goes non-post → post, so the chunk graph is a DAG even when METIS groups hold both forward
and backward ops (a group's forward and backward halves become separate chunks). Chunks run in
(post, depth, group) order. Sources (arguments, constants: no inputs, zero cost) are available at
t = 0 on their group's devices. A tensor of another group is moved to a group once: later chunks of
that group reuse the stashed copy (they depend on the chunk that imported it).

Compute time of a node on a chip: the roofline, max(flops / peak(dtype), (bytes_read + output_bytes)
/ memory bandwidth) (`core.cost_model.roofline_time`); arguments and `ZERO_COST_OPS` cost nothing.
Everything here is strategy-independent and built once per `ClusterSimulator`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from tag.core.cost_model import ZERO_COST_OPS, roofline_time
from tag.core.model import CompGraph, Grouping, Role

__all__ = ["InEdge", "Grad", "Chunk", "ChunkStep", "ChunkGraph", "node_times", "build_chunks"]


class InEdge(NamedTuple):
    """Data a chunk reads from chunk `src` (-1: sources of group `group`, available at t = 0)."""

    src: int
    group: int
    batched: float          # bytes with a batch dimension (re-split between layouts)
    unbatched: float        # bytes without one (fetched whole)
    id: int = -1            # index among all inter-group edges (`ChunkGraph.n_edges`)


class Grad(NamedTuple):
    param: int
    nbytes: float           # gradient bytes
    dtype: str              # the gradient's element type (fusion buckets are per dtype)


@dataclass(slots=True, eq=False)
class Chunk:
    id: int
    group: int
    post: bool
    depth: int
    nodes: list[int]
    times: list[float] = field(default_factory=list)           # per machine: Σ node time on its chip
    in_edges: list[InEdge] = field(default_factory=list)       # same-group dependencies first
    grads: list[Grad] = field(default_factory=list)            # gradients produced here
    waits: list[int] = field(default_factory=list)             # params whose synced gradient this consumes


class ChunkStep(NamedTuple):
    """One row of the event loop (`engine.Run.execute`), in processing order."""

    id: int
    group: int
    post: bool
    same: tuple[int, ...]          # same-group chunks this one depends on (always the same layout)
    edges: tuple[InEdge, ...]      # edges from other groups (sources included)
    waits: tuple[int, ...]
    grads: tuple[Grad, ...]


@dataclass(slots=True, eq=False)
class ChunkGraph:
    chunks: list[Chunk]
    steps: list[ChunkStep]
    group_chunks: list[list[int]]  # group -> its chunk ids, in order
    chunk_of: list[int]            # node -> chunk (-1: source)
    source: list[bool]             # node -> is a source
    n_edges: int                   # inter-group edges (ChunkStep.edges), numbered 0..n_edges-1


def node_times(graph: CompGraph, chips: list[Any]) -> list[list[float]]:
    """Seconds per node on each chip (roofline; zero for arguments and zero-cost ops)."""
    zero = [n.op_name == "arg" or n.op_name in ZERO_COST_OPS for n in graph.nodes]
    return [[0.0 if zero[i] else roofline_time(n.flops, n.bytes_read + n.output_bytes, chip, n.dtype)
             for i, n in enumerate(graph.nodes)] for chip in chips]


def build_chunks(graph: CompGraph, grouping: Grouping, times: list[list[float]], chip_of: list[int]) -> ChunkGraph:
    """The chunk DAG of `graph` under `grouping`; `times[chip][node]`, `chip_of[machine]`."""
    group_of = grouping.group_of
    nodes = graph.nodes
    n_nodes = len(nodes)
    source = [not nodes[i].inputs and (nodes[i].op_name == "arg" or nodes[i].op_name in ZERO_COST_OPS)
              for i in range(n_nodes)]
    grad_params: dict[int, list[int]] = {}
    for p, info in enumerate(graph.params):
        if info.grad_node is not None:
            grad_params.setdefault(info.grad_node, []).append(p)
    depth = [0] * n_nodes
    post = [False] * n_nodes
    for i in range(n_nodes):
        if source[i]:
            continue
        g, d, ps = group_of[i], 0, False
        for p, _ in nodes[i].inputs:
            if source[p]:
                continue
            is_grad = p in grad_params
            dp = depth[p] + (1 if group_of[p] != g or is_grad else 0)
            if dp > d:
                d = dp
            if post[p] or is_grad:
                ps = True
        depth[i], post[i] = d, ps
    keyed: dict[tuple[int, bool, int], list[int]] = {}
    for i in range(n_nodes):
        if not source[i]:
            keyed.setdefault((group_of[i], post[i], depth[i]), []).append(i)
    order = sorted(keyed, key=lambda k: (k[1], k[2], k[0]))
    chunks = [Chunk(c, k[0], k[1], k[2], keyed[k]) for c, k in enumerate(order)]
    chunk_of = [-1] * n_nodes
    for c in chunks:
        for i in c.nodes:
            chunk_of[i] = c.id
    group_chunks: list[list[int]] = [[] for _ in grouping.groups]
    imported: dict[tuple[int, int], int] = {}   # (group, external producer) → first chunk importing it
    for c in chunks:
        group_chunks[c.group].append(c.id)
        per_chip = [sum(t[i] for i in c.nodes) for t in times]
        c.times = [per_chip[k] for k in chip_of]
        edges: dict[tuple[bool, int], list[float]] = {}
        deps: set[int] = set()
        seen: set[int] = set()
        waits: set[int] = set()
        for i in c.nodes:
            for p, nbytes in nodes[i].inputs:
                if p in grad_params:
                    waits.update(grad_params[p])
                if p in seen:
                    continue
                seen.add(p)
                src_is_source = source[p]
                if (src_is_source and group_of[p] == c.group) or (not src_is_source and chunk_of[p] == c.id):
                    continue
                if group_of[p] != c.group:
                    # data of another group already brought to this group (stashed): depend on the
                    # chunk that imported it instead of moving it again
                    first = imported.setdefault((c.group, p), c.id)
                    if first != c.id:
                        deps.add(first)
                        continue
                key = (True, group_of[p]) if src_is_source else (False, chunk_of[p])
                batched = nodes[p].batch_dim is not None or nodes[p].role is Role.BATCH
                acc = edges.setdefault(key, [0.0, 0.0])
                acc[0 if batched else 1] += float(nbytes)
        for (is_src, src), (bb, bu) in sorted(edges.items()):
            if is_src:
                c.in_edges.append(InEdge(-1, src, bb, bu))
            else:
                c.in_edges.append(InEdge(src, chunks[src].group, bb, bu))
                deps.discard(src)
        c.in_edges.extend(InEdge(d, c.group, 0.0, 0.0) for d in sorted(deps))
        c.in_edges.sort(key=lambda e: (e.group != c.group, e.src))   # same-group dependencies first
        c.waits = sorted(waits)
    for p, info in enumerate(graph.params):
        gn = info.grad_node
        if gn is not None and chunk_of[gn] >= 0:
            chunks[chunk_of[gn]].grads.append(Grad(p, float(nodes[gn].output_bytes or info.bytes), nodes[gn].dtype))
    steps = []
    n_edges = 0
    for c in chunks:
        edges = []
        for e in c.in_edges:
            if e.group != c.group:
                edges.append(e._replace(id=n_edges))
                n_edges += 1
        steps.append(ChunkStep(c.id, c.group, c.post,
                               tuple(e.src for e in c.in_edges if e.group == c.group and e.src >= 0), tuple(edges),
                               tuple(c.waits), tuple(c.grads)))
    return ChunkGraph(chunks, steps, group_chunks, chunk_of, source, n_edges)
