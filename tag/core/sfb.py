"""Sufficient-factor broadcasting (SFB) as the execution model runs it: one op group more.

A parameter p of a batch-split op group g (AllReduce or PS over >= 2 replicas) normally has its
gradient summed across the replicas: replica r computes G_r from its rows (for a dense layer
G_r = X_r^T dY_r) and the replicas exchange the |G| values (m x n for an m x n kernel). With SFB the
gradient's *region* R — its producer and the ancestors the planner chose (`planner.sfb`) — runs on
every replica over the WHOLE batch instead: the batched values R reads (the sufficient factors; X and
dY, B x (m + n) values) are gathered to every replica, each replica computes
sum_r X_r^T dY_r = X^T dY itself, and nothing is summed. p's update then runs on that gradient on
every replica, as it runs on the AllReduce sum without SFB.

In the execution model this is exactly an op group: R plus p's own unit (its argument, optimizer
state and update ops — `OpGroup`'s invariant keeps them together; the group owning them, o, may be
another than the gradient's g) become a NEW group, DUPLICATE on o's replicas (o's devices when o is
not batch-split: the parameter stays where it lived), numbered after the existing groups — or taking
the number of o (or g) when that group held nothing else (`expand`).
The decision lives on o (`GroupDecision.sfb`: parameter -> region). The simulator and the lowering
both run the expanded (grouping, strategy) — `runtime.sim.simulator` and `distribute.annotations`
call `expand` — so the price is the program's: the gather is the duplicate group's row fetches, the
repeated work its full-batch compute.

A region is valid when (else `TagError`):
- o owns p; R lies in one group g, which is split: AllReduce or PS with >= 2 replicas
  (`annotations.replica_devices`' rule, here `split_replicas`); p has a gradient producer and it is in R;
- R holds no arguments and no node of any parameter's unit;
- R and p's unit (minus what other parameters' units share) are closed towards the gradient: every
  reader of a node of the new group, except the readers of p's argument and optimizer-state
  arguments (state, read before the update), is in the new group. So the new group only receives
  values (from g and elsewhere) and hands results to the step's outputs: it adds no cycle of groups.
- regions do not overlap, and no group is left empty.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from tag.dialects.diagnostics import TagError

from .execution import row_replicas
from .grouping import grouping_from_assignment
from .model import CompGraph, GroupDecision, Grouping, Replication, Strategy, Topology

__all__ = ["SfbConflict", "SfbGroup", "expand", "has_sfb", "new_group_nodes", "param_unit", "regions_of", "split_replicas"]


class SfbConflict(TagError):
    """SFB regions legal one by one but not together (`expand`): two overlap, or together they move
    every op of op group `group` out of it."""

    def __init__(self, group: int, message: str):
        super().__init__(f"op group {group}: {message}")
        self.group = group


@dataclass(frozen=True)
class SfbGroup:
    """One expanded gradient: parameter `param`, its region `region` taken from group `host` (the
    group computing the gradient), run as group `group` (DUPLICATE on `devices`) holding `nodes` (the
    region plus the parameter's own unit, taken from the group owning the parameter)."""

    host: int
    param: int
    group: int
    region: tuple[int, ...]
    nodes: tuple[int, ...]
    devices: tuple[int, ...]


def has_sfb(strategy: Strategy) -> bool:
    """Whether any decision of `strategy` asks for SFB (a non-empty region)."""
    return any(region for dec in strategy.decisions for region in dec.sfb.values())


def split_replicas(graph: CompGraph, strategy: Strategy, topology: Topology, g: int) -> tuple[int, ...]:
    """The devices that run a replica of group `g` with rows when it is batch-split over >= 2 replicas
    (`execution.row_replicas`), else ()."""
    replicas = row_replicas(graph, strategy, topology, g)
    return replicas if replicas is not None and len(replicas) >= 2 else ()


def param_unit(graph: CompGraph, param: int) -> set[int]:
    """p's argument, optimizer-state arguments and update ops."""
    info = graph.params[param]
    return {info.arg_node, *info.update_nodes, *info.opt_state_nodes}


def _state_nodes(graph: CompGraph, param: int) -> set[int]:
    info = graph.params[param]
    return {info.arg_node, *info.opt_state_nodes}


def _other_units(graph: CompGraph, param: int) -> set[int]:
    others: set[int] = set()
    for q in range(len(graph.params)):
        if q != param:
            others |= param_unit(graph, q)
    return others


def unit_clash(graph: CompGraph, param: int, region: Iterable[int]) -> str | None:
    """Why `region` cannot be duplicated for `param`: it holds an argument or a node of a parameter's
    unit (None: it does not)."""
    units = _other_units(graph, param) | param_unit(graph, param)
    bad = sorted(n for n in region if 0 <= n < len(graph.nodes) and (n in units or graph.nodes[n].op_name == "arg"))
    if bad:
        return (f"node {bad[0]} ({graph.nodes[bad[0]].op_name}) of parameter {param}'s region is an argument or "
                f"part of a parameter's update")
    return None


def new_group_nodes(graph: CompGraph, param: int, region: Iterable[int],
                    succ: Sequence[Sequence[int]] | None = None) -> set[int] | str:
    """The nodes the SFB group of (`param`, `region`) holds, or why the region is not valid on its own
    (module docstring: no unit node in the region, closed towards the gradient)."""
    info = graph.params[param]
    region = set(region)
    if info.grad_node is None:
        return f"parameter {param} ({info.name}) has no gradient"
    if info.grad_node not in region:
        return f"the region of parameter {param} ({info.name}) lacks its gradient producer (node {info.grad_node})"
    clash = unit_clash(graph, param, region)
    if clash:
        return clash
    others = _other_units(graph, param)
    nodes = region | (param_unit(graph, param) - others)
    succ = graph.successors() if succ is None else succ
    state = _state_nodes(graph, param)
    for n in sorted(nodes - state):
        outside = [c for c in succ[n] if c not in nodes]
        if outside:
            c = outside[0]
            return (f"node {n} ({graph.nodes[n].op_name}) of parameter {param}'s SFB group is read by node {c} "
                    f"({graph.nodes[c].op_name}) outside it")
    return nodes


def _sfb_devices(graph: CompGraph, strategy: Strategy, topology: Topology, owner: int) -> tuple[int, ...]:
    """Where the SFB group of a parameter of group `owner` runs: the owner's replicas when it is
    batch-split, else its devices (the parameter stays where it lived)."""
    return split_replicas(graph, strategy, topology, owner) or tuple(strategy.decisions[owner].device_ids(topology))


def expand(graph: CompGraph, grouping: Grouping, strategy: Strategy,
           topology: Topology) -> tuple[Grouping, Strategy, list[SfbGroup]]:
    """(grouping, strategy) with every SFB region made its own DUPLICATE group (module docstring).
    Without SFB the inputs come back unchanged (and no groups)."""
    if not has_sfb(strategy):
        return grouping, strategy, []
    if len(strategy.decisions) != len(grouping.groups):
        raise TagError(f"strategy has {len(strategy.decisions)} decisions for {len(grouping.groups)} op groups")
    succ = graph.successors()
    group_of = list(grouping.group_of)
    decisions = list(strategy.decisions)
    made: list[SfbGroup] = []
    taken: dict[int, int] = {}
    touched: set[int] = set()
    reused: set[int] = set()
    for o, dec in enumerate(strategy.decisions):
        asked = {p: tuple(sorted(r)) for p, r in sorted(dec.sfb.items()) if r}
        if not asked:
            continue
        owned = set(grouping.groups[o].params)
        owner = replace(dec, sfb={}, grad_sync=dict(dec.grad_sync), ps_device=dict(dec.ps_device))
        for p, region in asked.items():
            if not 0 <= p < len(graph.params) or p not in owned:
                raise TagError(f"op group {o}: SFB for parameter {p}, which the group does not own")
            bad = [n for n in region if not 0 <= n < len(graph.nodes)]
            if bad:
                raise TagError(f"op group {o}: SFB region of parameter {p} names node {bad[0]}, which the step lacks")
            clash = unit_clash(graph, p, region)
            if clash:
                raise TagError(f"op group {o}: {clash}")
            hosts = sorted({grouping.group_of[n] for n in region})
            if len(hosts) != 1:
                raise TagError(f"op group {o}: the SFB region of parameter {p} spans op groups {hosts} (it must lie "
                               f"in the one group that computes the gradient)")
            h = hosts[0]
            if not split_replicas(graph, strategy, topology, h):
                hd = strategy.decisions[h]
                raise TagError(f"op group {o}: SFB of parameter {p} needs its gradient's group {h} batch-split "
                               f"(allreduce or ps over at least 2 replicas); it is "
                               f"{Replication(hd.replication).value} on {len(hd.device_ids(topology))} device(s)")
            nodes = new_group_nodes(graph, p, region, succ)
            if isinstance(nodes, str):
                raise TagError(f"op group {o}: {nodes}")
            clash = [n for n in nodes if n in taken]
            if clash:
                raise SfbConflict(o, f"the SFB regions of parameters {taken[clash[0]]} and {p} overlap "
                                     f"(node {clash[0]})")
            devices = _sfb_devices(graph, strategy, topology, o)
            machines = tuple(sorted({topology.devices[d].machine for d in devices}))
            sfb_decision = GroupDecision(machines, Replication.DUPLICATE, devices=devices)
            # a group holding nothing but what moves (typically the owner: the parameter's unit alone)
            # becomes the SFB group itself; otherwise it is a new group after the others
            whole = [g for g in (o, h) if all(n in nodes for n in grouping.groups[g].nodes)]
            new = whole[0] if whole else len(decisions)
            for n in nodes:
                taken[n] = p
                touched.add(group_of[n])
                group_of[n] = new
            owner.grad_sync.pop(p, None)
            owner.ps_device.pop(p, None)
            made.append(SfbGroup(h, p, new, region, tuple(sorted(nodes)), devices))
            if whole:
                decisions[new] = sfb_decision
                reused.add(new)
            else:
                decisions.append(sfb_decision)
        if o not in reused:
            decisions[o] = owner
    emptied = sorted(g for g in touched - reused if not any(group_of[n] == g for n in grouping.groups[g].nodes))
    if emptied:
        raise SfbConflict(emptied[0], "SFB would move every op of the group (leave it out, or replicate "
                                      "the group as duplicate)")
    expanded = grouping_from_assignment(graph, group_of)
    return expanded, replace(strategy, decisions=decisions), made


def regions_of(strategy: Strategy) -> Mapping[tuple[int, int], tuple[int, ...]]:
    """(group, parameter) -> region, for every SFB request of `strategy`."""
    return {(g, p): tuple(sorted(r)) for g, dec in enumerate(strategy.decisions) for p, r in dec.sfb.items() if r}
