"""Shared by tests that split a step unevenly: every op group replicated + AllReduce on three GPUs of one
machine with shares 1/2, 3/8, 1/8 (4, 3 and 1 rows of a batch of 8), lowered as `tag apply` lowers it."""
from __future__ import annotations

from tag.analysis.graph import build_graph
from tag.core.grouping import group_ops
from tag.core.model import GradSync, GroupDecision, Replication, Strategy
from tag.core.topology import load_topology
from tag.distribute.lower import lower_strategy

TOPOLOGY = "name: t\nmachines:\n  - {name: m, gpu: V100-16GB, count: 4, intra_gbps: 64, nic_gbps: 10}\n"


def lower_uneven(module, tmp_path, *, groups: int = 3, graph=None):
    """The program of `module` (its graph: `graph`, else inferred) split unevenly over three GPUs."""
    graph = graph if graph is not None else build_graph(module)
    grouping = group_ops(graph, groups, seed=0)
    decisions = [GroupDecision((0,), Replication.ALLREDUCE, {p: GradSync.ALLREDUCE for p in g.params},
                               devices=(0, 1, 2)) for g in grouping.groups]
    path = tmp_path / "uneven.yaml"
    path.write_text(TOPOLOGY)
    return lower_strategy(module, graph, grouping, Strategy(decisions, {0: 0.5, 1: 0.375, 2: 0.125}, "uneven"),
                          load_topology(path))
