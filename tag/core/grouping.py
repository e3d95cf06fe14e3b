"""METIS op grouping: the op groups the strategy search decides on.

1. *Units.* Nodes that must share a group are contracted first: each parameter's argument, update
   nodes and optimizer-state arguments (invariant: a group never separates a parameter from its
   update); every constant-like node (no non-constant input: constants, iotas, broadcasts of
   constants) joins its first consumer. Units are made acyclic (ignoring argument edges) by merging
   strongly connected components, which only odd programs need.
2. *METIS* (`pymetis.part_graph`) on the undirected unit graph: edge weight = bytes of the tensors
   between two units (both directions summed, scaled to integers <= `_EDGE_SCALE`), vertex weight =
   time on `chip` as its own kernel (`cost_model.standalone_node_time`) (scaled to integers, the balance constraint).
3. *Acyclic groups.* METIS parts are usually cyclic as a group graph (a part holding a layer's
   forward and backward ops and its neighbour part point at each other), and merging strongly
   connected components would collapse such a partition into a handful of groups. Instead:
   a. split each part into convex pieces: with units in topological order (argument edges
      ignored), `level(u) = max over producers q of level(q) + [part(q) != part(u)]`, one piece per
      (part, level). Every edge between pieces strictly increases the level, so pieces form a DAG;
   b. re-join pieces of the same part wherever that keeps the DAG (two groups may merge iff neither
      reaches the other through a third group; reachability is kept as bitsets);
   c. while there are more than `num_groups` groups, or a group lighter than `_TINY_FRACTION` of the
      mean, merge the lightest group into the safe neighbour sharing the most bytes among merges
      that stay under `_CAP_FACTOR` x the mean weight (else the lightest safe or unrelated group).
   Groups are numbered in a topological order (ties: first node), so every edge goes from a lower
   to a higher group id. The result may have fewer groups than asked, never more (the first two
   groups of a topological order can always merge safely).
4. Arguments are not precedence constraints (they exist at step start): an argument outside any
   parameter unit joins the group of its first consumer in its METIS part (else its first
   consumer). Bytes read from arguments of another group are `Grouping.state_edges`; all other
   inter-group bytes are `Grouping.edges`, counted once per (producer node, consumer group) as the
   largest amount one consumer there reads from that producer (exact for single-result producers).

`OpGroup` fields: flops = Σ node flops; param_bytes = Σ over the group's parameters of parameter +
optimizer-state bytes; activation_bytes = Σ output bytes of the group's forward nodes that a backward
or gradient node reads; batch_scaled = most of the group's flops (output bytes when it has no flops)
sit on nodes whose result or some input carries a batch dim (weight-gradient dots contract the batch,
so their work scales with it although their result has no batch dim).
"""
from __future__ import annotations

import contextlib
import hashlib
import ctypes
import heapq
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass

import networkx as nx
import pymetis

from tag.dialects.diagnostics import TagError
from tag.core.cost_model import standalone_node_time
from tag.core.hardware import Chip, get_chip

from .model import CompGraph, Grouping, OpGroup, Role

__all__ = ["group_ops", "grouping_from_assignment", "grouping_fingerprint", "sub_partition", "node_compute_times",
           "DEFAULT_CHIP"]

DEFAULT_CHIP = "V100-32GB"
MAX_SEED = (1 << 63) - 1       # METIS takes a C int64 seed: a larger one was a TypeError out of pymetis
_EDGE_SCALE = 100_000          # largest METIS edge weight
_VERTEX_SCALE = 1_000_000      # total METIS vertex weight (plus one per unit)
_TINY_FRACTION = 0.1           # groups lighter than this share of the mean group weight are merged
_CAP_FACTOR = 1.5              # merges preferably stay below this multiple of the mean group weight


def node_compute_times(graph: CompGraph, chip: Chip) -> list[float]:
    """METIS balance weight per node: its time as its own kernel, whole batch
    (`cost_model.standalone_node_time`; fusion would leave fused members weightless)."""
    return [standalone_node_time(graph, i, chip) for i in range(len(graph.nodes))]


# ------------------------------------------------------------------------------------------ units
class _UnionFind:
    def __init__(self, n: int) -> None:
        self.parent = list(range(n))

    def find(self, x: int) -> int:
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


@dataclass
class _Units:
    """Contracted graph over a node subset: `unit_of[node]`, members, and precedence producers."""

    members: list[list[int]]
    unit_of: dict[int, int]
    preds: list[set[int]]          # units producing non-argument values the unit reads
    order: list[int]               # topological order of units
    arg_only: list[bool]
    consumers: dict[int, list[int]]  # node -> consumers inside the subset


def _build_units(graph: CompGraph, subset: list[int]) -> _Units:
    nodes = graph.nodes
    inside = set(subset)
    local = {n: i for i, n in enumerate(subset)}
    uf = _UnionFind(len(subset))
    for info in graph.params:
        group = [n for n in (info.arg_node, *info.update_nodes, *info.opt_state_nodes) if n in inside]
        for n in group[1:]:
            uf.union(local[group[0]], local[n])
    succ: dict[int, list[int]] = {}
    for n in subset:
        for p, _ in nodes[n].inputs:
            if p in inside:
                succ.setdefault(p, []).append(n)
    const_like: dict[int, bool] = {}
    for n in subset:  # subset is in id (topological) order
        node = nodes[n]
        const_like[n] = node.op_name != "arg" and all(
            const_like.get(p, False) for p, _ in node.inputs)
    for n in subset:
        if const_like[n] and succ.get(n):
            uf.union(local[n], local[min(succ[n])])
    roots: dict[int, int] = {}
    members: list[list[int]] = []
    unit_of: dict[int, int] = {}
    for n in subset:
        r = uf.find(local[n])
        if r not in roots:
            roots[r] = len(members)
            members.append([])
        members[roots[r]].append(n)
        unit_of[n] = roots[r]
    members, unit_of, preds = _acyclic_units(graph, members, unit_of, inside)
    order = _topological(preds, [m[0] for m in members]) or []
    arg_only = [all(nodes[n].op_name == "arg" for n in m) for m in members]
    return _Units(members, unit_of, preds, order, arg_only, succ)


def _unit_preds(graph: CompGraph, members: list[list[int]], unit_of: dict[int, int],
                inside: set[int]) -> list[set[int]]:
    preds: list[set[int]] = [set() for _ in members]
    for u, mem in enumerate(members):
        for n in mem:
            for p, _ in graph.nodes[n].inputs:
                if p in inside and graph.nodes[p].op_name != "arg" and unit_of[p] != u:
                    preds[u].add(unit_of[p])
    return preds


def _acyclic_units(graph: CompGraph, members: list[list[int]], unit_of: dict[int, int],
                   inside: set[int]) -> tuple[list[list[int]], dict[int, int], list[set[int]]]:
    """Merge strongly connected components of the unit graph (argument edges ignored)."""
    preds = _unit_preds(graph, members, unit_of, inside)
    if _topological(preds, [m[0] for m in members], strict=False) is not None:
        return members, unit_of, preds
    dag = nx.DiGraph()
    dag.add_nodes_from(range(len(members)))
    dag.add_edges_from((q, u) for u, ps in enumerate(preds) for q in ps)
    merged: list[list[int]] = []
    for comp in sorted(nx.strongly_connected_components(dag), key=lambda c: min(members[u][0] for u in c)):
        merged.append(sorted(n for u in comp for n in members[u]))
    unit_of = {n: i for i, mem in enumerate(merged) for n in mem}
    return merged, unit_of, _unit_preds(graph, merged, unit_of, inside)


def _topological(preds: list[set[int]], key: list[int], strict: bool = True) -> list[int] | None:
    """Kahn's algorithm, ties broken by `key` (first node id). On a cycle: TagError, or None when
    not `strict`."""
    n = len(preds)
    succ: list[list[int]] = [[] for _ in range(n)]
    indeg = [len(p) for p in preds]
    for u, ps in enumerate(preds):
        for q in ps:
            succ[q].append(u)
    heap = [(key[u], u) for u in range(n) if indeg[u] == 0]
    heapq.heapify(heap)
    order: list[int] = []
    while heap:
        _, u = heapq.heappop(heap)
        order.append(u)
        for s in succ[u]:
            indeg[s] -= 1
            if indeg[s] == 0:
                heapq.heappush(heap, (key[s], s))
    if len(order) != n:
        if not strict:
            return None
        raise TagError("internal error: the unit graph is cyclic after merging strongly connected components")
    return order


# ------------------------------------------------------------------------------------------ METIS
_Csr = tuple[list[int], list[int], list[int], list[int]]
_EdgeBytes = dict[tuple[int, int], int]


def _metis_input(graph: CompGraph, units: _Units, times: list[float]) -> _Csr:
    """CSR adjacency, edge weights and vertex weights of the undirected unit graph."""
    weights: dict[tuple[int, int], int] = {}
    for u, mem in enumerate(units.members):
        for n in mem:
            for p, nbytes in graph.nodes[n].inputs:
                q = units.unit_of.get(p)
                if q is None or q == u:
                    continue
                key = (q, u) if q < u else (u, q)
                weights[key] = weights.get(key, 0) + nbytes
    largest = max(weights.values(), default=1)
    scale = max(1.0, largest / _EDGE_SCALE)
    adj: list[list[tuple[int, int]]] = [[] for _ in units.members]
    for (a, b), nbytes in weights.items():
        w = max(1, round(nbytes / scale))
        adj[a].append((b, w))
        adj[b].append((a, w))
    xadj, adjncy, eweights = [0], [], []
    for lst in adj:
        lst.sort()
        adjncy.extend(v for v, _ in lst)
        eweights.extend(w for _, w in lst)
        xadj.append(len(adjncy))
    unit_time = [sum(times[n] for n in mem) for mem in units.members]
    total = sum(unit_time) or 1.0
    vweights = [1 + round(t / total * _VERTEX_SCALE) for t in unit_time]
    return xadj, adjncy, eweights, vweights


def _metis(csr: _Csr, nparts: int, seed: int) -> list[int]:
    xadj, adjncy, eweights, vweights = csr
    n = len(vweights)
    if nparts <= 1 or n <= 1:
        return [0] * n
    if nparts >= n:
        return list(range(n))
    if not adjncy:  # METIS needs at least one edge; spread isolated units round-robin by weight
        order = sorted(range(n), key=lambda u: -vweights[u])
        parts = [0] * n
        for i, u in enumerate(order):
            parts[u] = i % nparts
        return parts
    csr_class = getattr(pymetis, "CSRAdjacency", None)   # pymetis >= 2025.2; older: xadj/adjncy
    graph = dict(adjacency=csr_class(xadj, adjncy)) if csr_class else dict(xadj=xadj, adjncy=adjncy)
    with _quiet_c_stdout():
        result = pymetis.part_graph(nparts, **graph, vweights=vweights, eweights=eweights,
                                    options=pymetis.Options(seed=seed))
    return [int(p) for p in result[1]]


@contextlib.contextmanager
def _quiet_c_stdout() -> Iterator[None]:
    """Silence what C code prints on fd 1 (METIS reports over-partitioning there, harmlessly)."""
    try:
        sys.stdout.flush()
        saved = os.dup(1)
    except (OSError, ValueError):
        yield
        return
    try:
        libc = ctypes.CDLL(None)
    except OSError:  # no C runtime handle (e.g. Windows): leave stdout alone
        os.close(saved)
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 1)
        yield
    finally:
        libc.fflush(None)
        os.dup2(saved, 1)
        os.close(saved)


def _pieces(units: _Units, parts: list[int]) -> tuple[list[int], list[int]]:
    """Piece of each unit after splitting parts into convex (part, level) pieces (module docstring,
    step 3), numbered in (level, first node) order (a topological order); and each piece's part."""
    n = len(units.members)
    level = [0] * n
    for u in units.order:
        if not units.arg_only[u]:
            level[u] = max((level[q] + (parts[q] != parts[u]) for q in units.preds[u]), default=0)
    key_of: list[tuple[int, int] | None] = [None if units.arg_only[u] else (parts[u], level[u]) for u in range(n)]
    # arguments outside parameter units: the piece of their first consumer (same part preferred)
    for u in range(n):
        if not units.arg_only[u]:
            continue
        consumers = sorted(c for a in units.members[u] for c in units.consumers.get(a, ())
                           if not units.arg_only[units.unit_of[c]])
        same = [c for c in consumers if parts[units.unit_of[c]] == parts[u]]
        pick = (same or consumers or [None])[0]
        key_of[u] = key_of[units.unit_of[pick]] if pick is not None else (parts[u], 0)
    first: dict[tuple[int, int], int] = {}
    for u in range(n):
        key = key_of[u]
        first[key] = min(first.get(key, 1 << 62), units.members[u][0])
    ordered = sorted(first, key=lambda k: (k[1], first[k], k[0]))
    index = {k: i for i, k in enumerate(ordered)}
    return [index[key_of[u]] for u in range(n)], [k[0] for k in ordered]


def _partition(graph: CompGraph, subset: list[int], target: int, times: list[float], seed: int) -> list[list[int]]:
    """At most `target` acyclic groups of `subset` (node lists, in a topological order of groups)."""
    units = _build_units(graph, subset)
    csr = _metis_input(graph, units, times)
    k = max(1, min(target, len(units.members)))
    pieces, part_of_piece = _pieces(units, _metis(csr, k, seed))
    unit_time = [sum(times[n] for n in mem) for mem in units.members]
    quotient = _Quotient(graph, units, pieces, len(part_of_piece), unit_time)
    quotient.rejoin_parts(part_of_piece)
    total = sum(unit_time)
    quotient.merge_down(target, tiny=_TINY_FRACTION * total / target, cap=_CAP_FACTOR * total / target)
    return quotient.node_lists(units)


class _Quotient:
    """The group graph during merging: weights, undirected bytes (affinity), precedence edges and
    their transitive closure (`reach[g]`: bitmask of the groups reachable from g).

    Invariant: the precedence graph stays acyclic; a and b may merge iff neither reaches the other
    through a third group."""

    def __init__(self, graph: CompGraph, units: _Units, pieces: list[int], count: int,
                 unit_time: list[float]) -> None:
        self.alive: set[int] = set(range(count))
        self.weight: list[float] = [0.0] * count
        self.first: list[int] = [1 << 62] * count
        self.bytes: list[dict[int, int]] = [{} for _ in range(count)]
        self.succ: list[set[int]] = [set() for _ in range(count)]
        self.pred: list[set[int]] = [set() for _ in range(count)]
        self.units: list[list[int]] = [[] for _ in range(count)]
        for u, g in enumerate(pieces):
            self.units[g].append(u)
            self.weight[g] += unit_time[u]
            self.first[g] = min(self.first[g], units.members[u][0])
        for u, mem in enumerate(units.members):
            g = pieces[u]
            for n in mem:
                for p, nbytes in graph.nodes[n].inputs:
                    pu = units.unit_of.get(p)
                    if pu is None or pieces[pu] == g:
                        continue
                    h = pieces[pu]
                    self.bytes[g][h] = self.bytes[g].get(h, 0) + nbytes
                    self.bytes[h][g] = self.bytes[h].get(g, 0) + nbytes
                    if graph.nodes[p].op_name != "arg":
                        self.succ[h].add(g)
                        self.pred[g].add(h)
        # piece ids are a topological order: close transitively from the back
        self.reach: list[int] = [0] * count
        for g in range(count - 1, -1, -1):
            acc = 0
            for s in self.succ[g]:
                acc |= (1 << s) | self.reach[s]
            self.reach[g] = acc

    def _via(self, a: int, b: int) -> bool:
        """Whether a reaches b through a third group."""
        bit = 1 << b
        return any(s != b and self.reach[s] & bit for s in self.succ[a])

    def safe(self, a: int, b: int) -> bool:
        return not self._via(a, b) and not self._via(b, a)

    def merge(self, a: int, b: int) -> None:
        """Fold b into a (caller checked `safe`)."""
        self.units[a] += self.units[b]
        self.weight[a] += self.weight[b]
        self.first[a] = min(self.first[a], self.first[b])
        for h, nbytes in self.bytes[b].items():
            if h != a:
                self.bytes[a][h] = self.bytes[a].get(h, 0) + nbytes
                self.bytes[h][a] = self.bytes[h].get(a, 0) + nbytes
            del self.bytes[h][b]
        self.bytes[a].pop(b, None)
        for s in self.succ[b]:
            self.pred[s].discard(b)
            if s != a:
                self.succ[a].add(s)
                self.pred[s].add(a)
        for p in self.pred[b]:
            self.succ[p].discard(b)
            if p != a:
                self.pred[a].add(p)
                self.succ[p].add(a)
        for edges in (self.succ[a], self.pred[a]):
            edges.discard(a)
            edges.discard(b)
        both = (1 << a) | (1 << b)
        merged = (self.reach[a] | self.reach[b]) & ~both
        self.reach[a] = merged
        for x in self.alive:
            if x != a and x != b and self.reach[x] & both:
                self.reach[x] = (self.reach[x] & ~(1 << b)) | (1 << a) | merged
        self.units[b], self.bytes[b], self.succ[b], self.pred[b], self.reach[b] = [], {}, set(), set(), 0
        self.alive.discard(b)

    def rejoin_parts(self, part_of_piece: list[int]) -> None:
        """Merge pieces of the same METIS part back together wherever that keeps the DAG."""
        by_part: dict[int, list[int]] = {}
        for g in sorted(self.alive):
            by_part.setdefault(part_of_piece[g], []).append(g)
        for pieces in by_part.values():
            open_groups: list[int] = []
            for g in pieces:
                for h in reversed(open_groups):
                    if self.safe(h, g):
                        self.merge(h, g)
                        break
                else:
                    open_groups.append(g)

    def _partner(self, a: int, cap: float) -> int | None:
        """Who `a` merges with: the safe neighbour sharing the most bytes among merges that stay
        within `cap`; else the lightest unrelated group within `cap`; else the safe neighbour or
        unrelated group giving the lightest merge."""
        w = self.weight[a]
        neighbours = sorted(self.bytes[a], key=lambda h: (-self.bytes[a][h], self.weight[h], h))
        safe_neighbours = [h for h in neighbours if self.safe(a, h)]
        for h in safe_neighbours:
            if w + self.weight[h] <= cap:
                return h
        bit_a = 1 << a
        unrelated = sorted((h for h in self.alive if h != a and h not in self.bytes[a]
                            and not self.reach[a] & (1 << h) and not self.reach[h] & bit_a),
                           key=lambda h: (self.weight[h], self.first[h]))
        if unrelated and w + self.weight[unrelated[0]] <= cap:
            return unrelated[0]
        options = safe_neighbours + unrelated[:1]
        return min(options, key=lambda h: (self.weight[h], self.first[h])) if options else None

    def merge_down(self, target: int, tiny: float, cap: float) -> None:
        """Merge the lightest groups into partners until at most `target` remain and no group is
        lighter than `tiny` (while partners exist)."""
        stuck: set[int] = set()
        while len(self.alive) > 1:
            candidates = [g for g in self.alive if g not in stuck]
            if not candidates:
                return
            a = min(candidates, key=lambda g: (self.weight[g], self.first[g]))
            if len(self.alive) <= target and self.weight[a] >= tiny:
                return
            b = self._partner(a, cap)
            if b is None:
                stuck.add(a)
                continue
            keep, fold = (a, b) if self.first[a] <= self.first[b] else (b, a)
            self.merge(keep, fold)
            stuck.discard(keep)

    def node_lists(self, units: _Units) -> list[list[int]]:
        """Members of the surviving groups, groups in topological order (ties: first node)."""
        alive = sorted(self.alive)
        index = {g: i for i, g in enumerate(alive)}
        preds = [{index[p] for p in self.pred[g]} for g in alive]
        order = _topological(preds, [self.first[g] for g in alive]) or []
        return [sorted(n for u in self.units[alive[i]] for n in units.members[u]) for i in order]


# ---------------------------------------------------------------------------------------- public
def group_ops(graph: CompGraph, num_groups: int = 60, *, chip: Chip | None = None, seed: int = 0) -> Grouping:
    """METIS op groups of `graph` (module docstring); deterministic for a given `seed`."""
    if num_groups < 1:
        raise TagError(f"num_groups must be at least 1, got {num_groups}")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise TagError(f"grouping seed must be an integer in [0, 2^63), got {seed!r}")
    if not graph.nodes:
        raise TagError("cannot group an empty computation graph")
    chip = chip or get_chip(DEFAULT_CHIP)
    times = node_compute_times(graph, chip)
    lists = _partition(graph, list(range(len(graph.nodes))), num_groups, times, seed)
    group_of = [0] * len(graph.nodes)
    for g, mem in enumerate(lists):
        for n in mem:
            group_of[n] = g
    return grouping_from_assignment(graph, group_of)


def grouping_from_assignment(graph: CompGraph, group_of: list[int]) -> Grouping:
    """The `Grouping` (statistics, edges) of a given node → group assignment; groups are numbered
    0..max(group_of) and every number must own at least one node."""
    if len(group_of) != len(graph.nodes):
        raise TagError(f"the assignment covers {len(group_of)} nodes but the graph has {len(graph.nodes)}")
    count = max(group_of, default=-1) + 1
    lists: list[list[int]] = [[] for _ in range(count)]
    for n, g in enumerate(group_of):
        if g < 0:
            raise TagError(f"node {n} has a negative group {g}")
        lists[g].append(n)
    empty = [g for g, mem in enumerate(lists) if not mem]
    if empty:
        raise TagError(f"op group {empty[0]} has no ops (groups must be numbered 0..{count - 1} without gaps)")
    edges, state_edges = _group_edges(graph, group_of)
    succ = graph.successors()
    param_of_arg = {info.arg_node: i for i, info in enumerate(graph.params)}
    groups: list[OpGroup] = []
    for g, mem in enumerate(lists):
        params = sorted(param_of_arg[n] for n in mem if n in param_of_arg)
        groups.append(OpGroup(
            id=g, nodes=mem, flops=sum(graph.nodes[n].flops for n in mem),
            param_bytes=sum(_param_bytes(graph, p) for p in params),
            activation_bytes=_activation_bytes(graph, mem, succ),
            batch_scaled=_batch_scaled(graph, mem), params=params))
    return Grouping(groups, list(group_of), edges, state_edges)


def grouping_fingerprint(graph: CompGraph, grouping: Grouping) -> str:
    """`sha256:<hex>` of the node count, each node's op name and its group: two groupings with the same
    fingerprint assign the same ops (of the same flattened step) to the same groups."""
    h = hashlib.sha256(f"{len(graph.nodes)}\n".encode())
    for node, g in zip(graph.nodes, grouping.group_of):
        h.update(f"{node.op_name} {g}\n".encode())
    return "sha256:" + h.hexdigest()


def sub_partition(graph: CompGraph, group: OpGroup, parts: int, *, chip: Chip | None = None,
                  seed: int = 0) -> list[list[int]]:
    """Split one group into at most `parts` node lists with METIS (the model-parallel option), with the
    same units and acyclic splitting as `group_ops`; lists are in a topological order."""
    if parts < 1:
        raise TagError(f"parts must be at least 1, got {parts}")
    if not group.nodes:
        return []
    chip = chip or get_chip(DEFAULT_CHIP)
    subset = sorted(group.nodes)
    times = [0.0] * len(graph.nodes)          # only the group's nodes are weighed (`_partition`)
    for n in subset:
        times[n] = standalone_node_time(graph, n, chip)
    return _partition(graph, subset, parts, times, seed)


# ------------------------------------------------------------------------------------ statistics
def _group_edges(graph: CompGraph, group_of: list[int]) -> tuple[_EdgeBytes, _EdgeBytes]:
    """Bytes per (producer node, consumer group), the largest read by one consumer there, summed
    into (producer group, consumer group); argument producers go to the state edges."""
    per_value: dict[tuple[int, int], int] = {}
    for node in graph.nodes:
        g = group_of[node.id]
        for p, nbytes in node.inputs:
            if group_of[p] != g:
                key = (p, g)
                if nbytes > per_value.get(key, -1):
                    per_value[key] = nbytes
    edges: dict[tuple[int, int], int] = {}
    state: dict[tuple[int, int], int] = {}
    for (p, g), nbytes in sorted(per_value.items()):
        target = state if graph.nodes[p].op_name == "arg" else edges
        key = (group_of[p], g)
        target[key] = target.get(key, 0) + nbytes
    return edges, state


def _param_bytes(graph: CompGraph, index: int) -> int:
    info = graph.params[index]
    return info.bytes + sum(graph.nodes[s].output_bytes for s in info.opt_state_nodes)


def _activation_bytes(graph: CompGraph, members: list[int], succ: list[list[int]]) -> int:
    nodes = graph.nodes
    return sum(nodes[n].output_bytes for n in members if nodes[n].role is Role.FORWARD
               and any(nodes[c].role in (Role.BACKWARD, Role.GRADIENT) for c in succ[n]))


def _batch_scaled(graph: CompGraph, members: list[int]) -> bool:
    nodes = graph.nodes

    def scales(n: int) -> bool:
        node = nodes[n]
        return node.batch_dim is not None or any(nodes[p].batch_dim is not None for p, _ in node.inputs)

    total = sum(nodes[n].flops for n in members)
    if total > 0:
        return 2 * sum(nodes[n].flops for n in members if scales(n)) > total
    size = sum(nodes[n].output_bytes for n in members)
    return size > 0 and 2 * sum(nodes[n].output_bytes for n in members if scales(n)) > size
