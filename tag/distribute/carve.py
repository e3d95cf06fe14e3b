"""Carve standalone pieces out of a flat training step.

A piece is a set of main's ops (node ids of `tag.analysis.graph`: arguments first, then ops) plus the
values it takes (`inputs`, in order, as the new main's arguments) and returns (`outputs`). A value may
be taken twice (e.g. a data-parallel replica's partial sum and its all-reduced sum): every read takes
its first argument except the operands `operand_inputs` points at another one. Invariant:
every value a piece op reads, through its operands or implicitly inside its regions, is made by a piece
op or is an input; so the piece is closed and runs on its own. Ops are cloned in program order into a
fresh module in the same context and their outer operands remapped; the source module is read only
and the per-module node table is built once (`Carver`), so carving many pieces costs O(piece size).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import func as func_dialect

from tag.dialects.attributes import as_operation
from tag.dialects.context import captured_values
from tag.dialects.diagnostics import TagError, error_from_mlir, span_of_location
from tag.dialects.layout import step_function

__all__ = ["PieceSpec", "Carver", "extract_piece", "extract_pieces"]

Value = tuple[int, int]


@dataclass(frozen=True)
class PieceSpec:
    """Ops (node ids, any order), argument values and returned values of one piece; `name` names
    the module (`module @name`), whose function is always `@main`. `operand_inputs`: (node, operand
    position) -> index into `inputs` for operands that read another argument than their value's
    first one (a value listed twice; each later copy must be read by some operand)."""

    nodes: Sequence[int]
    inputs: Sequence[Value]
    outputs: Sequence[Value]
    name: str = "main"
    operand_inputs: Mapping[tuple[int, int], int] = field(default_factory=dict)


class Carver:
    """The node table of one flat module; `extract` builds pieces from it."""

    def __init__(self, module: ir.Module) -> None:
        self.module = module
        self.func = step_function(module)
        if len(self.func.regions[0].blocks) != 1:
            raise TagError("pieces are carved from a single-block @main (flatten the module first)",
                           span_of_location(self.func.location))
        block = self.func.regions[0].blocks[0]
        self.n_args = len(block.arguments)
        self.values: list[list[ir.Value]] = [[a] for a in block.arguments]
        self.ops: list[ir.Operation | None] = [None] * self.n_args
        self.where: dict[ir.Value, Value] = {a: (i, 0) for i, a in enumerate(block.arguments)}
        for view in block.operations:
            op = as_operation(view)
            if op.name == "func.return":
                continue
            node = len(self.ops)
            self.ops.append(op)
            results = list(op.results)
            self.values.append(results)
            for j, r in enumerate(results):
                self.where[r] = (node, j)
        self._reads: dict[int, list[Value]] = {}

    def reads(self, n: int) -> list[Value]:
        """Outer values node n reads: operands, then values captured inside its regions."""
        hit = self._reads.get(n)
        if hit is not None:
            return hit
        op = self.ops[n]
        found = list(dict.fromkeys(self.where[v] for v in op.operands))
        if len(op.regions):
            found += [w for w in captured_values(op, self.where) if w not in found]
        self._reads[n] = found
        return found

    def _value(self, v: Value, what: str) -> ir.Value:
        n, j = v
        if not (0 <= n < len(self.ops) and 0 <= j < len(self.values[n])):
            raise TagError(f"piece {what} ({n}, {j}) is not a value of @main ({len(self.ops)} nodes)")
        return self.values[n][j]

    def extract(self, spec: PieceSpec) -> ir.Module:
        count = len(self.ops)
        nodes = sorted(set(int(n) for n in spec.nodes))
        for n in nodes:
            if not self.n_args <= n < count:
                raise TagError(f"piece node {n} is not an op of @main (ops are nodes {self.n_args}..{count - 1})")
        inputs = [tuple(v) for v in spec.inputs]
        in_values = [self._value(v, "input") for v in inputs]
        member = set(nodes)
        overrides = self._operand_inputs(spec, inputs, member)
        for v in inputs:
            if v[0] in member:
                raise TagError(f"piece input {v} is computed by the piece itself")
        available = set(inputs)
        for n in nodes:
            for v in self.reads(n):
                if v[0] not in member and v not in available:
                    raise TagError(f"piece uses value {v} that is neither computed nor an input "
                                   f"(read by {self.ops[n].name} at {_where(self.ops[n])})",
                                   span_of_location(self.ops[n].location))
        outputs = [tuple(v) for v in spec.outputs]
        for v in outputs:
            self._value(v, "output")
            if v[0] not in member and v not in available:
                raise TagError(f"piece output {v} is neither computed by the piece nor an input")
        return self._build(spec.name, nodes, in_values, outputs, overrides)

    def _operand_inputs(self, spec: PieceSpec, inputs: list[Value], member: set[int]) -> dict[tuple[int, int], int]:
        """`spec.operand_inputs`, checked: each names an operand of a piece op that reads the value of
        the input it points at, and every repeated input is read by some operand."""
        out: dict[tuple[int, int], int] = {}
        for (n, pos), idx in spec.operand_inputs.items():
            n, pos, idx = int(n), int(pos), int(idx)
            if n not in member or not 0 <= pos < len(self.ops[n].operands):
                raise TagError(f"piece '{spec.name}': operand {pos} of node {n} is not an operand of a piece op")
            if not 0 <= idx < len(inputs) or self.where[self.ops[n].operands[pos]] != inputs[idx]:
                raise TagError(f"piece '{spec.name}': operand {pos} of node {n} does not read input {idx}")
            out[(n, pos)] = idx
        first = {}
        for i, v in enumerate(inputs):
            first.setdefault(v, i)
        used = set(out.values())
        if any(first[v] != i and i not in used for i, v in enumerate(inputs)):
            raise TagError(f"piece '{spec.name}' lists an input twice")
        return out

    def _build(self, name: str, nodes: list[int], in_values: list[ir.Value], outputs: list[Value],
               overrides: Mapping[tuple[int, int], int] | None = None) -> ir.Module:
        ctx = self.module.context
        with ctx, self.func.location:
            module = ir.Module.create()
            module.operation.attributes["sym_name"] = ir.StringAttr.get(name)
            out_types = [self.values[n][j].type for n, j in outputs]
            ftype = ir.FunctionType.get([v.type for v in in_values], out_types)
            with ir.InsertionPoint(module.body):
                fn = func_dialect.FuncOp("main", ftype)
            fn.attributes["sym_visibility"] = ir.StringAttr.get("public")
            entry = fn.add_entry_block()
            mapping: dict[ir.Value, ir.Value] = {}
            for v, arg in zip(in_values, entry.arguments):
                mapping.setdefault(v, arg)           # a repeated input: its first argument by default
            args = list(entry.arguments)
            overrides = overrides or {}
            ip = ir.InsertionPoint(entry)
            for n in nodes:
                old = self.ops[n]
                new = old.clone(ip=ip)
                for i, v in enumerate(old.operands):
                    idx = overrides.get((n, i))
                    new.operands[i] = mapping[v] if idx is None else args[idx]
                if len(old.regions):
                    _remap_nested(new, mapping)
                for a, b in zip(old.results, new.results):
                    mapping[a] = b
            with ip:
                func_dialect.ReturnOp([mapping[self.values[n][j]] for n, j in outputs])
        try:
            module.operation.verify()
        except ir.MLIRError as err:
            raise error_from_mlir(err, f"piece '{name}' does not verify") from None
        return module


def _remap_nested(op: ir.Operation, mapping: dict[ir.Value, ir.Value]) -> None:
    """Point operands of ops nested in `op`'s regions that read outer source values at their clones."""

    def visit(inner: ir.Operation) -> ir.WalkResult:
        for i, v in enumerate(inner.operands):
            hit = mapping.get(v)
            if hit is not None:
                inner.operands[i] = hit
        return ir.WalkResult.ADVANCE

    for region in op.regions:
        for blk in region.blocks:
            for inner in blk.operations:
                as_operation(inner).walk(visit)


def _where(op: ir.Operation) -> str:
    span = span_of_location(op.location)
    return str(span) if span else "<unknown>"


def extract_piece(module: ir.Module, nodes: Sequence[int], inputs: Sequence[Value], outputs: Sequence[Value], *,
                  name: str = "main") -> ir.Module:
    """A standalone `module @name` whose public `@main` takes `inputs` and returns `outputs`, computing them
    with clones of `nodes` (see the module docstring). For many pieces use `extract_pieces`."""
    return Carver(module).extract(PieceSpec(nodes, inputs, outputs, name))


def extract_pieces(module: ir.Module, specs: Sequence[PieceSpec]) -> list[ir.Module]:
    """`extract_piece` for each spec, sharing one node table."""
    carver = Carver(module)
    return [carver.extract(spec) for spec in specs]
