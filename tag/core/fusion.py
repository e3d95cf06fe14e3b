"""XLA-style operator fusion on the op graph, as the cost model prices it.

XLA does not run one kernel per StableHLO op: chains of elementwise ops and cheap data movement are
fused into one loop kernel that reads its inputs once and writes only the values that leave it;
reductions absorb the elementwise ops that feed them (input fusion); GEMMs and convolutions are
library calls. This module decides, once per `CompGraph`, what each node costs under that model:

- **classes** (by op name): `free` (arguments, `ZERO_COST_OPS`: no kernel, no traffic), `loop`
  (`LOOP_FUSIBLE`), `reduce` (reduce, reduce_window), `matmul` (dot_general, dot), `conv`
  (convolution; `conv_grouped` when `OpNode.grouped`: depthwise/grouped), `kernel` (everything else: its own kernel, e.g. scatter, gather, sort, while).
- **tiny values** (≤ `TINY_BYTES`, e.g. the scalar maths of a learning-rate schedule or Adam's bias
  correction) produced by `loop`/`free` nodes are recomputed inside every consumer: no kernel, no
  traffic of their own, their flops still counted.
- **clusters**: union-find over edges p → n with p a non-tiny `loop` node (or a `free` op that is not
  an argument or constant: reshapes between elementwise ops do not break a fusion) and n a `loop`,
  `reduce` or such `free` node. A reduction ends a cluster (its consumers start a new one).
- **traffic**: a cluster reads each value produced outside it once (charged to the first member, in
  node order, that reads it) and writes the values of members that are read outside the cluster or
  returned by the step; a node outside every cluster reads all its operands and writes its results.
- **kernels**: one launch per cluster with a costed member (charged to its first such member), one per
  `matmul`/`conv`/`kernel`/`reduce` node outside a cluster.

Invariant: every node's `NodeCost` depends only on the graph, so the search model (`runtime.sim`) and
the program simulator (`runtime.program_sim`) price the same node the same way.
"""
from __future__ import annotations

from dataclasses import dataclass

from .model import CompGraph

__all__ = ["TINY_BYTES", "LOOP_FUSIBLE", "ZERO_COST_OPS", "COLLECTIVE_OPS", "NodeCost", "fusion_costs", "op_class"]

TINY_BYTES = 1024

LOOP_FUSIBLE = frozenset("stablehlo." + n for n in (
    # elementwise
    "add", "subtract", "multiply", "divide", "maximum", "minimum", "power", "remainder", "and", "or", "xor",
    "not", "negate", "abs", "exponential", "log", "log_plus_one", "exponential_minus_one", "tanh", "logistic",
    "sqrt", "rsqrt", "cbrt", "sine", "cosine", "tan", "floor", "ceil", "round_nearest_afz", "round_nearest_even",
    "sign", "select", "clamp", "compare", "convert", "atan2", "is_finite", "popcnt", "shift_left",
    "shift_right_arithmetic", "shift_right_logical", "count_leading_zeros", "real", "imag", "complex",
    "reduce_precision", "map", "erf",
    # data movement XLA's loop emitter fuses
    "broadcast_in_dim", "broadcast", "iota", "slice", "concatenate", "pad", "reverse", "transpose",
    "dynamic_slice", "copy",
)) | {"chlo.erf", "chlo.erf_inv"}

ZERO_COST_OPS = frozenset({   # no kernel: aliases, folded constants, tuple plumbing, async wrappers
    "stablehlo.constant", "stablehlo.reshape", "stablehlo.bitcast_convert", "stablehlo.get_tuple_element",
    "stablehlo.tuple", "stablehlo.partition_id", "stablehlo.replica_id", "stablehlo.async_start",
    "stablehlo.async_done", "stablehlo.create_token", "stablehlo.after_all", "stablehlo.optimization_barrier",
    "stablehlo.return", "func.return", "stablehlo.get_dimension_size", "sdy.return", "sdy.sharding_constraint",
    "stablehlo.custom_call",
})
COLLECTIVE_OPS = frozenset({   # communication: priced by `cost_model.op_comm_time`
    "stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.reduce_scatter", "stablehlo.all_to_all",
    "stablehlo.collective_permute", "stablehlo.collective_broadcast",
})


def op_class(op_name: str) -> str:
    """free | loop | reduce | matmul | conv | kernel (see module docstring). Collectives are free here:
    their cost is communication (`cost_model.op_comm_time`)."""
    if op_name == "arg" or op_name in ZERO_COST_OPS or op_name in COLLECTIVE_OPS:
        return "free"
    if op_name in LOOP_FUSIBLE:
        return "loop"
    if op_name in ("stablehlo.reduce", "stablehlo.reduce_window"):
        return "reduce"
    if op_name in ("stablehlo.dot_general", "stablehlo.dot"):
        return "matmul"
    if op_name == "stablehlo.convolution":
        return "conv"
    return "kernel"


@dataclass(frozen=True)
class NodeCost:
    """How node `n` is charged: `op_class`; `reads[i]` whether input i's bytes are read from memory;
    `writes` whether its result goes to memory; `launches` kernels charged to it."""

    op_class: str
    reads: tuple[bool, ...]
    writes: bool
    launches: int


def _transparent(graph: CompGraph, n: int, cls: str) -> bool:
    """A free op a fusion passes through (reshape and friends; not arguments or constants)."""
    name = graph.nodes[n].op_name
    return cls == "free" and name not in ("arg", "stablehlo.constant") and name not in COLLECTIVE_OPS


def _prepared(graph: CompGraph) -> tuple[list[str], list[bool], list[bool], list[list[int]]]:
    """Per node: its class, whether it is tiny, whether it may join a cluster (a non-tiny loop node or a
    non-tiny transparent free op), and its successors; computed once per graph (`graph.fusion_prep`)."""
    cached = graph.fusion_prep
    if cached is not None and len(cached[0]) == len(graph.nodes):
        return cached
    nodes = graph.nodes
    cls = [op_class(nd.op_name) for nd in nodes]
    tiny = [cls[i] in ("loop", "free") and nodes[i].op_name != "arg" and nodes[i].output_bytes <= TINY_BYTES
            for i in range(len(nodes))]
    joinable = [(cls[i] == "loop" and not tiny[i]) or (_transparent(graph, i, cls[i]) and not tiny[i])
                for i in range(len(nodes))]
    graph.fusion_prep = (cls, tiny, joinable, graph.successors())
    return graph.fusion_prep


def fusion_costs(graph: CompGraph, within: frozenset[int] | set[int] | None = None
                 ) -> list[NodeCost] | dict[int, NodeCost]:
    """Per-node charges under the fusion model: a list over all nodes, cached on the graph
    (`graph.fusion_cache`).

    `within`: the nodes of one executable (a piece of the lowering); the charges of those nodes only, as a
    dict, in time proportional to the piece (its nodes and their edges). Fusion cannot cross an
    executable's boundary, so clusters are formed among these nodes only: a value made outside them is
    read from memory by its first reader in each cluster, a value read outside them is written, and every
    cluster pays its own launch."""
    if within is None:
        cached = getattr(graph, "fusion_cache", None)
        if cached is not None and len(cached) == len(graph.nodes):
            return cached
    nodes = graph.nodes
    cls, tiny, joinable, succ = _prepared(graph)
    scope = range(len(nodes)) if within is None else sorted(within)
    inside = (lambda i: True) if within is None else within.__contains__

    def joins(i: int) -> bool:
        return joinable[i] and inside(i)

    def member(i: int) -> bool:
        return (joinable[i] or cls[i] == "reduce") and inside(i)

    parent: dict[int, int] = {}

    def find(x: int) -> int:
        root = x
        while parent.get(root, root) != root:
            root = parent[root]
        while x != root:                       # path compression
            parent[x], x = root, parent[x]
        return root

    for n in scope:
        if not member(n):
            continue
        for p, _ in nodes[n].inputs:
            if joins(p):
                parent[find(p)] = find(n)
    size: dict[int, int] = {}
    costed: set[int] = set()
    root: dict[int, int] = {}
    for i in scope:
        if member(i):
            r = root[i] = find(i)
            size[r] = size.get(r, 0) + 1
            if cls[i] != "free":
                costed.add(r)

    # a cluster of reshapes alone is a bitcast chain: nothing to fuse, nothing to pay
    def in_cluster(i: int) -> bool:
        r = root.get(i)
        return r is not None and size[r] > 1 and r in costed

    seen_reads: dict[int, set[int]] = {}
    launched: set[int] = set()
    out: dict[int, NodeCost] = {}
    for n in scope:
        nd = nodes[n]
        c = "conv_grouped" if cls[n] == "conv" and nd.grouped else cls[n]
        clustered = in_cluster(n)
        if (c == "free" and not clustered) or tiny[n]:
            out[n] = NodeCost(c, tuple(False for _ in nd.inputs), False, 0)
            continue
        if not clustered:
            out[n] = NodeCost(c, tuple(not tiny[p] for p, _ in nd.inputs), True, 0 if c == "free" else 1)
            continue
        r = root[n]
        seen = seen_reads.setdefault(r, set())
        reads_list = []
        for p, _ in nd.inputs:
            external = not (in_cluster(p) and root[p] == r) and not tiny[p]
            reads_list.append(external and p not in seen)
            if external:
                seen.add(p)
        writes = nd.result_index is not None or any(not (in_cluster(x) and root[x] == r) for x in succ[n])
        launches = 0
        if c != "free" and r not in launched:
            launched.add(r)
            launches = 1
        out[n] = NodeCost(c, tuple(reads_list), writes, launches)
    if within is not None:
        return out
    graph.fusion_cache = [out[i] for i in range(len(nodes))]
    return graph.fusion_cache
