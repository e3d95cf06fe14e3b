"""`tag-distribute`: lower an annotated training step to a distributed program, as IR.

    tag-opt annotated.mlir --pass-pipeline='builtin.module(tag-distribute{topology=cluster.yaml fusion-mib=64})'

Input: a module carrying a plan (`tag.plan` and the per-op `tag.*` decisions that `tag plan` writes;
`distribute.annotations`). Only those attributes are read; anything missing or contradictory is an
error at the op. Output: the same module holding the program that `tag apply` writes to a folder:

    module attributes {tag.program = "<program.json>", tag.topology = "<topology YAML>"} {
      module @step { ... }                         // the annotated step (the `--check` reference)
      module @p_<hash> attributes {...} { ... }    // one standalone module per piece (`@main`)
    (a nested module's own name, if it had one, is kept in `tag.module_name` and restored on the way out)
      module @allreduce_<hash> ...
    }

`program_from_module` turns it back into a `DistributedProgram` (plus the step and topology texts).
The lowering is `distribute.lower.lower_annotated`, the same function `tag apply` calls.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import ClassVar

from jax.extend.mlir import ir

from tag.core.topology import dump_topology, load_topology
from tag.dialects.attributes import as_operation
from tag.dialects.context import module_to_text, parse_module
from tag.dialects.diagnostics import TagError
from tag.transforms.pass_base import ModulePass, PassContext, option, register_pass

from .lower import ApplyOptions, lower_annotated
from .program import DistributedProgram, program_from_json, program_to_json

__all__ = ["DistributePass", "program_from_module", "STEP_MODULE", "PROGRAM_ATTR", "TOPOLOGY_ATTR"]

STEP_MODULE = "step"
PROGRAM_ATTR = "tag.program"
TOPOLOGY_ATTR = "tag.topology"
OWN_NAME_ATTR = "tag.module_name"


@register_pass
@dataclass
class DistributePass(ModulePass):
    name: ClassVar[str] = "tag-distribute"
    summary: ClassVar[str] = ("Lower an annotated step (tag.plan + per-op tag.* decisions) to per-device pieces and a "
                              "schedule (nested modules + tag.program).")
    topology: str = option("", "Topology the plan was made for: a built-in name or a YAML/JSON file (required).")
    fusion_mib: float = option(-1.0, "AllReduce bucket size in MiB (0: one collective per tensor; -1: the "
                                     "plan's, else 64).")
    sync: str = option("fused", "When AllReduces are issued: fused, eager or after_backward (core.execution).")

    def run(self, module: ir.Module, ctx: PassContext) -> None:
        if not self.topology:
            raise TagError("tag-distribute needs topology=NAME|FILE (the topology the plan was made for)")
        if not ((self.fusion_mib >= 0 or self.fusion_mib == -1.0) and self.fusion_mib != float("inf")):
            raise TagError(f"tag-distribute: fusion-mib must be a finite number >= 0 (or -1: as planned), got "
                           f"{self.fusion_mib}")
        topology = load_topology(self.topology)
        fusion = None if self.fusion_mib == -1.0 else int(self.fusion_mib * (1 << 20))
        options = ApplyOptions(fusion_bytes=fusion, sync=self.sync)
        program = lower_annotated(module, topology, options, file_name=ctx.file_name, source=ctx.file_name or "")
        ctx.remark(self.name, module.operation, f"{len(program.tasks)} tasks, {len(program.pieces)} pieces on "
                                                f"devices {list(program.devices)}")
        _replace_with_program(module, program, dump_topology(topology))


def _replace_with_program(module: ir.Module, program: DistributedProgram, topology_text: str) -> None:
    """Move the step into a nested `module @step`, add one nested module per piece, attach the schedule."""
    ctx = module.context
    with ctx, module.operation.location:
        step = module.operation.clone()
        for op in [as_operation(o) for o in module.body.operations]:
            op.erase()
        ip = ir.InsertionPoint(module.body)
        ip.insert(step)
        if "sym_name" in step.attributes:
            step.attributes[OWN_NAME_ATTR] = step.attributes["sym_name"]
        step.attributes["sym_name"] = ir.StringAttr.get(STEP_MODULE)
        for name in sorted(program.pieces):
            piece = parse_module(program.pieces[name], ctx, file_name=f"pieces/{name}.mlir")
            clone = piece.operation.clone(ip=ip)
            if "sym_name" in clone.attributes:          # the piece's own module name, restored on the way out
                clone.attributes[OWN_NAME_ATTR] = clone.attributes["sym_name"]
            clone.attributes["sym_name"] = ir.StringAttr.get(name)
        attrs = module.operation.attributes
        for name in [attrs[i].name for i in range(len(attrs))]:
            del module.operation.attributes[name]
        attrs[PROGRAM_ATTR] = ir.StringAttr.get(json.dumps(program_to_json(program), separators=(",", ":")))
        attrs[TOPOLOGY_ATTR] = ir.StringAttr.get(topology_text)


def program_from_module(module: ir.Module) -> tuple[DistributedProgram, str, str]:
    """(program, step text, topology YAML) of a module written by `tag-distribute`."""
    attrs = module.operation.attributes
    if PROGRAM_ATTR not in attrs or TOPOLOGY_ATTR not in attrs:
        raise TagError(f"not a distributed program: the module has no '{PROGRAM_ATTR}' / '{TOPOLOGY_ATTR}' "
                       f"(run tag-distribute first)")
    try:
        data = json.loads(ir.StringAttr(attrs[PROGRAM_ATTR]).value)
    except (ValueError, TypeError) as exc:
        raise TagError(f"'{PROGRAM_ATTR}' is not valid JSON: {exc}") from None
    except RecursionError:
        raise TagError(f"'{PROGRAM_ATTR}' is nested too deeply to be a program") from None
    nested: dict[str, ir.Operation] = {}
    for op in module.body.operations:
        op = as_operation(op)
        if op.name == "builtin.module" and "sym_name" in op.attributes:
            nested[ir.StringAttr(op.attributes["sym_name"]).value] = op
    if STEP_MODULE not in nested:
        raise TagError(f"not a distributed program: no nested module @{STEP_MODULE}")
    pieces = {}
    for name, op in nested.items():
        if name == STEP_MODULE:
            continue
        text = module_to_text(_standalone(op))
        pieces[name] = text
    program = program_from_json(data, pieces, where="tag.program")
    return program, module_to_text(_standalone(nested[STEP_MODULE])), ir.StringAttr(attrs[TOPOLOGY_ATTR]).value


def _standalone(op: ir.Operation) -> ir.Module:
    """A nested module as a top-level module, under its own name again (none if it had none)."""
    module = parse_module(str(op), op.context)
    attrs = module.operation.attributes
    with op.context:
        if OWN_NAME_ATTR in attrs:
            attrs["sym_name"] = attrs[OWN_NAME_ATTR]
            del attrs[OWN_NAME_ATTR]
        elif "sym_name" in attrs:
            del attrs["sym_name"]
    return module
