"""The annotated module: the contract between `tag plan` and `tag apply` (write and read a plan).

`annotate_module` writes every decision of a `Strategy` into a flattened copy of the training step;
`read_annotations` reads them back, and is all the lowering (`tag-distribute`) looks at. Node ids
are those of `analysis.graph.build_graph`: node `i < #args` is argument `i` of the step function,
node `#args + k` the k-th op of its body (terminator excluded).

Written (all builtin attributes, so the module still compiles on XLA):

- module: `tag.plan` = {batch_size, num_groups, grouping (fingerprint of op names and groups),
  topology, topology_fingerprint, batch_shares (only when the strategy fixes them), fusion_bytes (the
  AllReduce bucket size, only when the plan chose one)};
- every argument: `tag.role` (param / opt_state / batch) — the lowering never re-infers roles;
- every op and argument: `tag.group`, `tag.placement` (device groups = the decision's machines,
  devices = its devices) and `tag.replication`;
- every node of a model-parallel group: `tag.part` (`core.execution.model_parallel_parts`; part j
  runs on the j-th device of the placement);
- the gradient producer of every parameter whose gradient is synchronised (its group runs on more
  than one replica after the row split of `core.execution`): `tag.grad_sync` and, for PS, the
  resolved `tag.ps_device` (`core.execution.grad_sync_of` / `ps_device_of`);
- sufficient-factor broadcasting (`core.sfb`): the strategy's SFB regions are written as the groups
  they run as (`core.sfb.expand`: each region with its parameter's unit is a DUPLICATE group of its
  own, numbered after the others or taking the number of a group that held nothing else, and
  `tag.plan`'s grouping fingerprint is the expanded grouping's);
  the region's ops also carry `tag.sfb` (a marker for readers; the lowering needs only the groups).

Read back, with an error at the op for anything missing or contradictory: an op without `tag.group`;
a group whose ops disagree on placement or replication; a model-parallel op without `tag.part`; a
device or machine the topology lacks; a grouping or topology that does not match the fingerprints.
The caller's module is never modified. Attribute values are built once per group and assigned
directly (the per-op accessors re-read a function's whole argument-attribute array on every write:
quadratic on steps with hundreds of arguments).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from jax.extend.mlir import ir

from tag.analysis.graph import ROLE, build_graph, flatten_module
from tag.core.execution import (
    grad_sync_of,
    model_parallel_parts,
    ps_device_of,
    row_replicas,
)
from tag.core.grouping import grouping_fingerprint, grouping_from_assignment
from tag.core.model import CompGraph, GroupDecision, Grouping, Role, Strategy, Topology
from tag.core.sfb import expand as expand_sfb
from tag.core.topology import topology_fingerprint
from tag.dialects.attributes import (
    ARG_ATTRS,
    GROUP,
    PART,
    PLACEMENT,
    REPLICATION,
    GradSync,
    Placement,
    PlanRecord,
    Replication,
    argument_attribute_dicts,
    as_operation,
    decode_argument_attribute,
    get_grad_sync,
    get_group,
    get_part,
    get_placement,
    get_plan,
    get_ps_device,
    get_replication,
    mark_sfb,
    part_attr,
    placement_attr,
    set_grad_sync,
    set_plan,
)
from tag.dialects.context import clone_module
from tag.dialects.diagnostics import SourceSpan, TagError, span_of_location
from tag.dialects.layout import step_function

__all__ = ["annotate_module", "read_annotations", "PlanView", "replica_devices"]


# ------------------------------------------------------------------------------------------ write
def replica_devices(graph: CompGraph, grouping: Grouping, strategy: Strategy, topology: Topology,
                    g: int) -> tuple[int, ...]:
    """The devices that run a replica of group `g` (the decision's devices; for AllReduce / PS
    groups only those that get rows in `core.execution`'s row split)."""
    replicas = row_replicas(graph, strategy, topology, g)
    return tuple(strategy.decisions[g].device_ids(topology)) if replicas is None else replicas


def _group_attrs(g: int, dec: GroupDecision, topology: Topology) -> dict[str, ir.Attribute]:
    """The attributes every node of group `g` gets, built once per group (needs a context)."""
    placement = Placement(dec.machines, dec.device_ids(topology))
    return {GROUP: ir.IntegerAttr.get(ir.IntegerType.get_signless(64), g),
            PLACEMENT: placement_attr(placement),
            REPLICATION: ir.StringAttr.get(Replication(dec.replication).value)}


def _arg_dicts(func: ir.Operation, n_args: int) -> list[dict[str, ir.Attribute]]:
    """The existing per-argument attribute dictionaries of `func`, read once (O(#args))."""
    out: list[dict[str, ir.Attribute]] = [{} for _ in range(n_args)]
    if ARG_ATTRS in func.attributes:
        arr = ir.ArrayAttr(func.attributes[ARG_ATTRS])
        for i in range(min(n_args, len(arr))):
            d = ir.DictAttr(arr[i])
            out[i] = {d[j].name: d[j].attr for j in range(len(d))}
    return out


def _check_strategy(graph: CompGraph, grouping: Grouping, strategy: Strategy, topology: Topology) -> None:
    if len(strategy.decisions) != len(grouping.groups):
        raise TagError(f"strategy has {len(strategy.decisions)} decisions for {len(grouping.groups)} op groups")
    if len(grouping.group_of) != len(graph.nodes):
        raise TagError(f"grouping covers {len(grouping.group_of)} nodes but the graph has {len(graph.nodes)}")
    n_machines = len(topology.machines)
    for g, dec in enumerate(strategy.decisions):
        bad = [m for m in dec.machines if not 0 <= m < n_machines]
        if bad or not dec.machines:
            raise TagError(f"decision of group {g} uses machines {list(dec.machines)}; topology "
                           f"'{topology.name}' has {n_machines}")


def _step_ops(func: ir.Operation) -> list[ir.Operation]:
    return [op for op in (as_operation(o) for o in func.regions[0].blocks[0].operations) if op.name != "func.return"]


def annotate_module(module: ir.Module, graph: CompGraph, grouping: Grouping, strategy: Strategy,
                    topology: Topology, *, flat: ir.Module | None = None) -> ir.Module:
    """A flattened copy of `module` carrying `strategy` as `tag.*` attributes (see module docstring).
    `graph` and `grouping` must have been built from `module`; `flat`: `flatten_module(module)`
    when the caller has it (annotating several strategies of one step), copied instead of re-made."""
    _check_strategy(graph, grouping, strategy, topology)
    # SFB regions become DUPLICATE groups of their own (`core.sfb`): the module carries the expanded
    # grouping (its fingerprint too), so the lowering reads them as any other group
    grouping, strategy, sfb_groups = expand_sfb(graph, grouping, strategy, topology)
    sfb_nodes = {n for made in sfb_groups for n in made.region}
    flat = flatten_module(module) if flat is None else clone_module(flat)
    func = step_function(flat)
    ops = _step_ops(func)
    n_args = len(func.regions[0].blocks[0].arguments)
    if n_args + len(ops) != len(graph.nodes):
        raise TagError(f"the module does not match its graph: {n_args} arguments + {len(ops)} ops, "
                       f"graph has {len(graph.nodes)} nodes (was the graph built from this module?)")
    parts: dict[int, int] = {}
    for g, dec in enumerate(strategy.decisions):
        if Replication(dec.replication) is Replication.MODEL_PARALLEL and len(dec.device_ids(topology)) > 1:
            for k, nodes in enumerate(model_parallel_parts(graph, grouping.groups[g], dec.device_ids(topology),
                                                           topology)):
                for n in nodes:
                    parts[n] = k
    with flat.context:
        per_group = [_group_attrs(g, dec, topology) for g, dec in enumerate(strategy.decisions)]
        arg_entries = _arg_dicts(func, n_args)
        for node in graph.nodes:
            attrs = dict(per_group[grouping.group_of[node.id]])
            if node.id in parts:
                attrs[PART] = part_attr(parts[node.id])
            if node.id < n_args:
                arg_entries[node.id].update(attrs)
                if node.role in (Role.PARAM, Role.OPT_STATE, Role.BATCH):
                    arg_entries[node.id][ROLE] = ir.StringAttr.get(node.role.value)
                continue
            op = ops[node.id - n_args]
            if op.name != node.op_name:
                raise TagError(f"the module does not match its graph: node {node.id} is '{node.op_name}' "
                               f"but op {node.id - n_args} of the step is '{op.name}'")
            for name, attr in attrs.items():
                op.attributes[name] = attr
            if node.id in sfb_nodes:
                mark_sfb(op)
        if n_args:
            func.attributes[ARG_ATTRS] = ir.ArrayAttr.get([ir.DictAttr.get(d) for d in arg_entries])
    owner = {p: grp.id for grp in grouping.groups for p in grp.params}
    replicas = {g: replica_devices(graph, grouping, strategy, topology, g) for g in range(len(grouping.groups))}
    # per gradient producer, each of its parameters' (method, PS device), None: not synchronised
    syncs: dict[int, list[tuple[int, tuple[GradSync, int | None] | None]]] = {}
    for index, param in enumerate(graph.params):
        if param.grad_node is None or param.grad_node < n_args:
            continue
        g = owner.get(index, grouping.group_of[param.arg_node])
        dec = strategy.decisions[g]
        devices = replicas[g]
        sync = None
        if Replication(dec.replication) in (Replication.ALLREDUCE, Replication.PS) and len(devices) >= 2:
            method = grad_sync_of(dec, index)
            sync = (method, ps_device_of(dec, index, devices, dec.device_ids(topology))
                    if method is GradSync.PS else None)
        syncs.setdefault(param.grad_node, []).append((index, sync))
    for node, entries in syncs.items():
        if len({sync for _, sync in entries}) == 1:        # one answer for the producer: on the op
            if entries[0][1] is not None:
                set_grad_sync(ops[node - n_args], entries[0][1][0], ps_device=entries[0][1][1])
            continue
        for index, sync in entries:                       # a producer shared by parameters synced differently
            if sync is not None:                          # (one loop computing several gradients): per argument
                set_grad_sync(func, sync[0], ps_device=sync[1], arg=graph.params[index].arg_node)
    shares = None if strategy.batch_shares is None else tuple(sorted((int(d), float(v))
                                                                      for d, v in strategy.batch_shares.items()))
    set_plan(flat.operation, PlanRecord(graph.batch_size, len(grouping.groups), grouping_fingerprint(graph, grouping),
                                        topology.name, topology_fingerprint(topology), shares, strategy.fusion_bytes))
    return flat


# ------------------------------------------------------------------------------------------- read
@dataclass
class PlanView:
    """A plan as read from an annotated module: everything the lowering needs."""

    module: ir.Module                      # the annotated (flat) step, as given
    graph: CompGraph
    grouping: Grouping
    strategy: Strategy
    parts: dict[int, int] = field(default_factory=dict)     # model-parallel node -> part
    record: PlanRecord | None = None


def _where(op: ir.Operation, file_name: str | None) -> SourceSpan | None:
    """The op's own location (the file it was parsed from, or what `reporting_source` names);
    `file_name` only when the location has none."""
    span = span_of_location(op.location)
    return span if span is not None and span.line is not None else (SourceSpan(file_name) if file_name else span)


def read_annotations(module: ir.Module, topology: Topology, *, file_name: str | None = None,
                     source: str = "", graph: CompGraph | None = None) -> PlanView:
    """The plan carried by an annotated module, checked against `topology` (module docstring).
    `graph`: the step's graph when the caller built it from the same flat step (it is checked
    against the module's node count and the grouping fingerprint instead of being rebuilt)."""
    record = get_plan(module.operation)
    if record is None:
        raise TagError("not an annotated module: it has no 'tag.plan' record (write one with `tag plan --out DIR` "
                       "(DIR/annotated.mlir), or apply MODEL --strategy strategy.json)",
                       _where(module.operation, file_name))
    expected = topology_fingerprint(topology)
    if record.topology_fingerprint != expected:
        raise TagError(f"the plan was made for topology '{record.topology}' ({record.topology_fingerprint[:19]}...), "
                       f"not for '{topology.name}' ({expected[:19]}...): machines, GPUs or links differ",
                       _where(module.operation, file_name))
    func = step_function(module)
    block = func.regions[0].blocks[0]
    n_args = len(block.arguments)
    ops = _step_ops(func)
    group_of: list[int] = []
    first: dict[int, tuple[ir.Operation, int | None, Placement, Replication]] = {}
    parts: dict[int, int] = {}
    n_dev, n_mach = len(topology.devices), len(topology.machines)

    arg_dicts = argument_attribute_dicts(func)

    def read(op: ir.Operation, arg: int | None, name: str, getter):
        if arg is None:
            return getter(op)
        attr = arg_dicts[arg].get(name)
        return None if attr is None else decode_argument_attribute(func, arg, name, attr)

    def node(op: ir.Operation, arg: int | None, n: int) -> None:
        what = f"argument #{arg}" if arg is not None else f"'{op.name}'"
        span = _where(op, file_name)
        g = read(op, arg, GROUP, get_group)
        if g is None:
            raise TagError(f"{what} has no '{GROUP}' (every argument and op of an annotated step needs one)", span)
        if g >= record.num_groups:
            raise TagError(f"{what}: '{GROUP}' = {g}, but the plan has {record.num_groups} op groups", span)
        placement = read(op, arg, PLACEMENT, get_placement)
        replication = read(op, arg, REPLICATION, get_replication)
        if placement is None or replication is None:
            missing = PLACEMENT if placement is None else REPLICATION
            raise TagError(f"{what} (op group {g}) has no '{missing}'", span)
        if g in first:
            op0, arg0, p0, r0 = first[g]
            if p0 != placement or r0 is not replication:
                where0 = _where(op0, file_name)
                raise TagError(f"{what}: placement/replication of op group {g} contradicts the group's first node "
                               f"({'argument #' + str(arg0) if arg0 is not None else op0.name} at {where0}): "
                               f"{placement.devices}/{replication.value} vs {p0.devices}/{r0.value}", span)
        else:
            bad_m = [m for m in placement.device_groups if m >= n_mach]
            bad_d = [d for d in placement.devices if d >= n_dev]
            if bad_m or bad_d or not placement.device_groups:
                raise TagError(f"{what}: placement of op group {g} names "
                               + (f"machine {bad_m[0]}" if bad_m else f"device {bad_d[0]}" if bad_d else "no machine")
                               + f"; topology '{topology.name}' has {n_mach} machines and {n_dev} devices", span)
            first[g] = (op, arg, placement, replication)
        if replication is Replication.MODEL_PARALLEL and len(placement.devices or _devices_of(placement, topology)) > 1:
            k = read(op, arg, PART, get_part)
            if k is None:
                raise TagError(f"{what} of model-parallel op group {g} has no '{PART}'", span)
            parts[n] = k
        group_of.append(g)

    for a in range(n_args):
        node(func, a, a)
    for k, op in enumerate(ops):
        node(op, None, n_args + k)
    if graph is None or graph.batch_size != record.batch_size:
        graph = build_graph(module, batch_size=record.batch_size, source=source, flatten=False)
    if len(graph.nodes) != len(group_of):
        raise TagError(f"internal: the graph has {len(graph.nodes)} nodes, the step {len(group_of)}")
    grouping = grouping_from_assignment(graph, group_of)
    if len(grouping.groups) != record.num_groups:
        raise TagError(f"the plan names {record.num_groups} op groups but the ops carry {len(grouping.groups)}",
                       _where(module.operation, file_name))
    if grouping_fingerprint(graph, grouping) != record.grouping:
        raise TagError("the op groups of this module do not match the plan's grouping fingerprint (was the module "
                       "edited, or re-flattened by another version?)", _where(module.operation, file_name))
    decisions = [_decision(g, first[g][2], first[g][3]) for g in range(record.num_groups)]
    for index, param in enumerate(graph.params):
        if param.grad_node is None or param.grad_node < n_args:
            continue
        op = ops[param.grad_node - n_args]
        at: dict[str, int] = {}                           # a per-argument record takes precedence
        method = get_grad_sync(func, arg=param.arg_node)
        if method is not None:
            op, at = func, {"arg": param.arg_node}
        else:
            method = get_grad_sync(op)
        if method is None:
            continue
        g = next((grp.id for grp in grouping.groups if index in grp.params), grouping.group_of[param.arg_node])
        dec = decisions[g]
        dec.grad_sync[index] = method
        if method is GradSync.PS:
            ps = get_ps_device(op, **at)
            if ps is None:
                raise TagError(f"'{op.name}': 'tag.grad_sync' = \"ps\" without 'tag.ps_device'", _where(op, file_name))
            if ps not in (dec.devices or _devices_of(Placement(dec.machines, ()), topology)):
                raise TagError(f"'{op.name}': PS device {ps} is not one of op group {g}'s devices",
                               _where(op, file_name))
            dec.ps_device[index] = ps
    shares = None if record.batch_shares is None else dict(record.batch_shares)
    strategy = Strategy(decisions, shares, "annotated", {"num_groups": record.num_groups,
                                                         "batch_size": record.batch_size},
                        fusion_bytes=record.fusion_bytes)
    return PlanView(module, graph, grouping, strategy, parts, record)


def _devices_of(placement: Placement, topology: Topology) -> tuple[int, ...]:
    return tuple(d.id for d in topology.devices if d.machine in placement.device_groups)


def _decision(g: int, placement: Placement, replication: Replication) -> GroupDecision:
    return GroupDecision(tuple(placement.device_groups), replication, {}, {}, {}, tuple(placement.devices))
