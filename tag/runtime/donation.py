"""Which state buffers a step may donate: resident state updated in place.

A state slot's buffer `b` (its value for this step) and its update `u` (its value for the next
step) are both live at the end of a step unless `u` is written into `b`'s memory. The runner does
that by compiling the piece that produces `u` with XLA input/output aliasing
(`tf.aliasing_output` on `@main`'s argument, `input_output_alias` in the HLO module) and passing
`b` to it as a donated buffer: after that task `b` is gone and `u` lives in its memory.

Rule (`donations`): slot s (with an update) donates when the task writing `s.update` is a Compute
task on `s.device` that reads `s.buffer` exactly once, that task is the last one to read or write
`s.buffer` in the task list, `s.buffer` is no result part and no other slot's update, and
`s.buffer` and `s.update` have the same shape and dtype. Every process derives the same table
from the program alone (the host-memory estimate uses it too).
"""
from __future__ import annotations

from jax.extend.mlir import ir

from tag.distribute.program import Compute, DistributedProgram, task_reads, task_writes
from tag.runtime.buffer_specs import BufferSpecs

__all__ = ["ALIAS_ATTR", "donated_updates", "donations", "with_aliasing"]

ALIAS_ATTR = "tf.aliasing_output"


def donations(program: DistributedProgram, specs: BufferSpecs | None = None) -> dict[int, tuple[tuple[int, int], ...]]:
    """Task index → ((input position, output position), ...) of the state buffers it donates."""
    specs = specs or BufferSpecs(program)
    last: dict[str, int] = {}
    writer: dict[str, int] = {}
    for i, t in enumerate(program.tasks):
        for b in task_reads(t) + task_writes(t):
            last[b] = i
        for b in task_writes(t):
            writer.setdefault(b, i)
    parts = {p.buffer for outs in program.outputs for p in outs}
    updates = {s.update for s in program.state if s.update is not None}
    out: dict[int, list[tuple[int, int]]] = {}
    for s in program.state:
        if s.update is None or s.buffer in parts or s.buffer in updates or s.update == s.buffer:
            continue
        i = writer.get(s.update)
        if i is None:
            continue
        t = program.tasks[i]
        if not isinstance(t, Compute) or t.device != s.device or t.inputs.count(s.buffer) != 1 or last[s.buffer] != i:
            continue
        if specs[s.buffer] != specs[s.update]:
            continue
        out.setdefault(i, []).append((t.inputs.index(s.buffer), t.outputs.index(s.update)))
    return {i: tuple(sorted(pairs)) for i, pairs in out.items()}


def donated_updates(program: DistributedProgram, specs: BufferSpecs | None = None) -> set[str]:
    """The update buffers written into their slot's memory (they take no memory of their own)."""
    table = donations(program, specs)
    return {program.tasks[i].outputs[k] for i, pairs in table.items() for _, k in pairs}


def with_aliasing(module: ir.Module, pairs: tuple[tuple[int, int], ...]) -> ir.Module:
    """A copy of the single-device piece `module` whose `@main` aliases argument j to result k for
    each (j, k) in `pairs` (the caller donates argument j)."""
    from tag.dialects.layout import find_main

    clone = ir.Module.parse(str(module), module.context)
    main = find_main(clone)
    count = len(ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs)
    with clone.context:
        old = ir.ArrayAttr(main.attributes["arg_attrs"]) if "arg_attrs" in main.attributes else None
        alias = dict(pairs)
        entries = []
        for j in range(count):
            attrs: dict[str, ir.Attribute] = {}
            if old is not None and j < len(old):
                d = ir.DictAttr(old[j])
                attrs = {d[n].name: d[n].attr for n in range(len(d))}
            if j in alias:
                attrs[ALIAS_ATTR] = ir.IntegerAttr.get(ir.IntegerType.get_signless(32), alias[j])
            entries.append(ir.DictAttr.get(attrs))
        main.attributes["arg_attrs"] = ir.ArrayAttr.get(entries)
    return clone
