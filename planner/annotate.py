"""Write a `Strategy` into the training-step module as `tag.*` attributes.

The planner's `CompGraph` is built from the *flattened* step (`planner.graph.flatten_module`: calls
inlined, chlo legalized, canonicalized): node `i < #args` is argument `i` of the step function, node
`#args + k` is the k-th op of its body (terminator excluded). `annotate_module` flattens a copy the same
way, checks that this correspondence holds (same node count, same op names), and sets

- on every op and argument of the step: `tag.group` (its op group), `tag.placement` (device groups =
  the decision's machines, devices = the decision's devices) and `tag.replication`;
- on each parameter's gradient producer whose gradient is synchronised: `tag.grad_sync` and, for PS,
  `tag.ps_device`.

Model-parallel groups carry the group's device set; the per-op split (METIS sub-partition) is made by
whoever lowers the strategy. All values are builtin attributes, so the result still compiles on XLA.
The caller's module is never modified. Attribute values are built once per group with the builders
of `dialects/attributes.py` and assigned directly (the per-op accessors re-read a function's whole
argument-attribute array on every write: quadratic on steps with hundreds of arguments).
"""
from __future__ import annotations

from jax.extend.mlir import ir

from tag.dialects.attributes import (
    ARG_ATTRS,
    GROUP,
    PLACEMENT,
    REPLICATION,
    GradSync,
    Placement,
    Replication,
    as_operation,
    placement_attr,
    set_grad_sync,
)
from tag.dialects.diagnostics import TagError
from tag.dialects.layout import find_main
from tag.planner.model import CompGraph, GroupDecision, Grouping, Strategy, Topology

__all__ = ["annotate_module", "step_function"]


def step_function(module: ir.Module) -> ir.Operation:
    """`@main`, else the only public function (the rule `planner.graph.build_graph` uses)."""
    try:
        return find_main(module)
    except TagError:
        pass
    public = [as_operation(op) for op in module.body.operations if as_operation(op).name == "func.func"
              and ("sym_visibility" not in as_operation(op).attributes
                   or ir.StringAttr(as_operation(op).attributes["sym_visibility"]).value == "public")]
    if len(public) != 1:
        raise TagError(f"cannot find the training step: no @main and {len(public)} public functions")
    return public[0]


def _group_attrs(g: int, dec: GroupDecision, topology: Topology) -> dict[str, ir.Attribute]:
    """The attributes every op of group `g` gets, built once per group (needs a context)."""
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


def annotate_module(module: ir.Module, graph: CompGraph, grouping: Grouping, strategy: Strategy,
                    topology: Topology) -> ir.Module:
    """A flattened copy of `module` carrying `strategy` as `tag.*` attributes (see module docstring)."""
    from tag.planner.graph import flatten_module

    _check_strategy(graph, grouping, strategy, topology)
    flat = flatten_module(module)
    func = step_function(flat)
    block = func.regions[0].blocks[0]
    ops = [as_operation(op) for op in block.operations]
    ops = [op for op in ops if op.name != "func.return"]
    n_args = len(block.arguments)
    if n_args + len(ops) != len(graph.nodes):
        raise TagError(f"the module does not match its graph: {n_args} arguments + {len(ops)} ops, "
                       f"graph has {len(graph.nodes)} nodes (was the graph built from this module?)")
    with flat.context:
        per_group = [_group_attrs(g, dec, topology) for g, dec in enumerate(strategy.decisions)]
        arg_entries: list[dict[str, ir.Attribute]] = _arg_dicts(func, n_args)
        for node in graph.nodes:
            attrs = per_group[grouping.group_of[node.id]]
            if node.id < n_args:
                arg_entries[node.id].update(attrs)
                continue
            op = ops[node.id - n_args]
            if op.name != node.op_name:
                raise TagError(f"the module does not match its graph: node {node.id} is '{node.op_name}' "
                               f"but op {node.id - n_args} of the step is '{op.name}'")
            for name, attr in attrs.items():
                op.attributes[name] = attr
        if n_args:
            func.attributes[ARG_ATTRS] = ir.ArrayAttr.get([ir.DictAttr.get(d) for d in arg_entries])
    owner = {p: grp.id for grp in grouping.groups for p in grp.params}
    done: set[int] = set()
    for index, param in enumerate(graph.params):
        if param.grad_node is None or param.grad_node < n_args or param.grad_node in done:
            continue
        dec = strategy.decisions[owner.get(index, grouping.group_of[param.arg_node])]
        method = dec.grad_sync.get(index)
        if method is None:
            continue
        method = GradSync(method)
        ps = dec.ps_device.get(index) if method is GradSync.PS else None
        set_grad_sync(ops[param.grad_node - n_args], method, ps_device=ps)
        done.add(param.grad_node)
    return flat
