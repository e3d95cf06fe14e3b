"""`ClusterSimulator`: simulate one training step of a `Strategy` on a `Topology`.

Everything strategy-independent is precomputed once (`cluster` tables, roofline node times, the
partial sums (`partials`) and the chunk DAG, `chunks`); per-decision layouts (`layout`: compute per
chunk and row count), transfer plans (`transfers`), collective costs (`collectives`) and
model-parallel schedules are cached across `simulate` calls; each call runs the event loop
(`engine`).
"""
from __future__ import annotations

import math

import numpy as np

from tag.core.model import CompGraph, Grouping, Strategy, Topology
from tag.core.calibration import COLLECTIVES
from tag.core.execution import kept_whole
from tag.core.sfb import expand as expand_sfb, has_sfb, regions_of
from tag.dialects.diagnostics import TagError

from .chunks import build_chunks, node_times, phase_cuts, plain_steps
from .cluster import ClusterTables
from .collectives import SyncCosts
from .engine import Run
from .layout import Layouts
from .order import deferral_info
from .partials import partial_sums
from .results import SimOptions, SimResult
from .transfers import TransferPlans

__all__ = ["ClusterSimulator"]

MAX_SFB_SIMULATORS = 16        # simulators of expanded groupings kept (`ClusterSimulator.for_sfb`)


class ClusterSimulator:
    """Event-driven simulator of a strategy's training step (the model: `tag.runtime.sim`)."""

    def __init__(self, graph: CompGraph, grouping: Grouping, topology: Topology, *,
                 options: SimOptions | None = None, link_efficiency: float = COLLECTIVES.bandwidth_efficiency,
                 whole_groups: frozenset[int] | set[int] = frozenset(), piece_fusion: bool = True):
        """`link_efficiency`: the fraction of every link's nominal bandwidth transfers and collectives
        reach (calibrated, `core.calibration.COLLECTIVES`; 1.0 prices nominal links). `whole_groups`:
        groups whose batch split the lowering cannot derive; every strategy is priced as it runs,
        those groups' splits as DUPLICATE (`core.execution.kept_whole`). `piece_fusion`: each chunk is one
        executable of the lowering, its nodes fused among themselves only (`cost_model.piece_time`), as TAG
        runs it; False charges every node as part of the whole step's fusion, as a system that runs one
        program per device per step fuses it (the published corpus's data-parallel frameworks)."""
        self.graph, self.grouping, self.topology = graph, grouping, topology
        self.whole_groups = frozenset(whole_groups)
        self.options = options or SimOptions()
        self.tables = tables = ClusterTables.from_topology(topology, link_efficiency)
        self.M, self.D = tables.M, tables.D
        self.dev_capacity_arr = np.array(tables.dev_capacity, dtype=np.int64)
        if len(grouping.group_of) != len(graph.nodes):
            raise TagError(f"grouping covers {len(grouping.group_of)} nodes but the graph has {len(graph.nodes)}")
        self.G = len(grouping.groups)
        self.node_time = node_times(graph, tables.chips)
        self.partials = partial_sums(graph, grouping.group_of)
        self.chunk_graph = build_chunks(graph, grouping, self.node_time, tables.chip_of, self.partials,
                                        [chip.kernel_model for chip in tables.chips],
                                        chips=tables.chips if piece_fusion else None)
        self.chunks = self.chunk_graph.chunks
        self.steps = plain_steps(self.chunk_graph.steps)     # what `engine.Run` iterates over
        # phase runs (`chunks.PhaseRun`): steps [start, stop) of a group, their merged step and chunks
        self.runs = [(r.start, r.stop, r.group, plain_steps([r.step])[0], r.members) for r in self.chunk_graph.runs]
        self.run_cuts = phase_cuts(graph, self.chunk_graph, self.partials)     # what cuts each run into phases
        # a group's update brought into its piece when the group is unsplit (`chunks.JoinedRun`)
        self.joins = [(j.pre_start, j.pre_stop, j.post_start, j.post_stop, j.group, plain_steps([j.step])[0],
                       j.members) for j in self.chunk_graph.joins]
        self.grad_node_of = [info.grad_node for info in graph.params]
        self.deferral = deferral_info(graph, grouping, self.chunk_graph)
        self.orders: dict[tuple, tuple[list[tuple], dict[int, tuple[int, ...]]]] = {}   # `order.processing_order`
        self.owner = {p: grp.id for grp in grouping.groups for p in grp.params}
        self.layouts = Layouts(graph, grouping, tables, self.chunk_graph, self.node_time, piece_fusion)
        self.transfers = TransferPlans(tables, graph.batch_size)
        self.whole_value_costs: dict[tuple, tuple] = {}     # engine: whole values fetched from copies too
        self.collectives = SyncCosts(tables)
        self.link_efficiency, self.piece_fusion = link_efficiency, piece_fusion
        self.sfb_simulators: dict[tuple, "ClusterSimulator"] = {}    # SFB regions -> expanded grouping's

    def for_sfb(self, strategy: Strategy) -> tuple["ClusterSimulator", Strategy]:
        """The simulator of `strategy`'s grouping with its SFB regions made groups (`core.sfb.expand`,
        as the lowering runs them; cached per set of regions) and the expanded strategy."""
        grouping, expanded, _ = expand_sfb(self.graph, self.grouping, strategy, self.topology)
        key = tuple(sorted(regions_of(strategy).items()))
        sim = self.sfb_simulators.get(key)
        if sim is None:
            if len(self.sfb_simulators) >= MAX_SFB_SIMULATORS:
                self.sfb_simulators.clear()
            sim = ClusterSimulator(self.graph, grouping, self.topology, options=self.options,
                                   link_efficiency=self.link_efficiency, whole_groups=self.whole_groups,
                                   piece_fusion=self.piece_fusion)
            self.sfb_simulators[key] = sim
        return sim, expanded

    def simulate(self, strategy: Strategy, *, trace: bool = False, options: SimOptions | None = None) -> SimResult:
        """Simulate one training step of `strategy` (`options` override the simulator's)."""
        result = self.simulate_below(strategy, math.inf, trace=trace, options=options)
        assert result is not None
        return result

    def simulate_below(self, strategy: Strategy, bound: float, *, trace: bool = False,
                       options: SimOptions | None = None) -> SimResult | None:
        """`simulate`, or None as soon as a chunk ends after `bound` seconds: the step time is then
        above `bound` (a search that only keeps faster strategies needs no more)."""
        opts = self.options if options is None else options
        if has_sfb(strategy):
            sim, expanded = self.for_sfb(strategy)
            return sim.simulate_below(expanded, bound, trace=trace, options=opts)
        if self.whole_groups:
            strategy = kept_whole(strategy, self.whole_groups, self.topology, self.graph)
        return Run(self, self.layouts.for_strategy(strategy, opts), strategy, opts, trace, bound).execute()

    def __repr__(self) -> str:
        return (f"ClusterSimulator({len(self.graph.nodes)} nodes, {self.G} groups, {len(self.chunks)} chunks, "
                f"{self.D} devices on {self.M} machines)")
