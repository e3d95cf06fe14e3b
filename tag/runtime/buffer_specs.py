"""Shape and dtype of every buffer of a `DistributedProgram`, without compiling or running it.

A process of a multi-process run must know the type of a buffer it does not produce (the receiving
side of a cross-process move, a result part fetched to the leader), and the host-memory estimate
sums buffer sizes. The rules follow the program's semantics (`distribute.program`):

- state slot of argument a, whole feed of a: the argument's type; a feed of rows [start, stop)
  along `axis`: that dimension becomes stop - start;
- outputs of a Compute or AllReduce task: `@main`'s result types of its piece (pieces are parsed
  lazily, once, only when one of their outputs is asked for);
- Move: its source's type (rows sliced like a feed); Concat: its sources concatenated along `axis`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import ml_dtypes  # noqa: F401  (registers bfloat16/fp8 names with numpy)
import numpy as np

from tag.dialects.context import make_context, parse_module
from tag.dialects.diagnostics import TagError
from tag.distribute.program import (
    AllReduce,
    Compute,
    DistributedProgram,
    Move,
    TensorInfo,
)
from tag.runtime.xla import TensorSpec, main_specs

__all__ = ["BufferSpecs", "tensor_spec_of"]


def tensor_spec_of(info: TensorInfo, what: str) -> TensorSpec:
    try:
        dtype = np.dtype(info.dtype)
    except TypeError:
        raise TagError(f"{what}: unknown dtype '{info.dtype}'") from None
    return TensorSpec(tuple(int(d) for d in info.shape), dtype)


def _rows(spec: TensorSpec, axis: int | None, start: int, stop: int) -> TensorSpec:
    if axis is None:
        return spec
    shape = list(spec.shape)
    shape[axis] = stop - start
    return TensorSpec(tuple(shape), spec.dtype)


@dataclass
class BufferSpecs:
    """Lazy table buffer name -> `TensorSpec`. Invariant: a spec is derived only from the program's
    declared argument types and its pieces' signatures, so every process computes the same table."""

    program: DistributedProgram
    _defs: dict[str, tuple] = field(default_factory=dict, init=False)
    _specs: dict[str, TensorSpec] = field(default_factory=dict, init=False)
    _piece_results: dict[str, list[TensorSpec]] = field(default_factory=dict, init=False)
    _ctx: Any = field(default=None, init=False)

    def __post_init__(self) -> None:
        for s in self.program.state:
            self._defs[s.buffer] = ("arg", s.arg, None, 0, 0)
        for f in self.program.feeds:
            self._defs[f.dst] = ("arg", f.arg, f.axis, f.start, f.stop)
        for t in self.program.tasks:
            if isinstance(t, Compute):
                for j, b in enumerate(t.outputs):
                    self._defs[b] = ("piece", t.piece, j)
            elif isinstance(t, AllReduce):
                for outs in t.outputs:
                    for j, b in enumerate(outs):
                        self._defs[b] = ("piece", t.piece, j)
            elif isinstance(t, Move):
                self._defs[t.dst] = ("move", t.src, t.axis, t.start, t.stop)
            else:
                self._defs[t.dst] = ("concat", t.srcs, t.axis)

    def piece_results(self, piece: str) -> list[TensorSpec]:
        """Result specs of `piece`'s `@main` (parsed once)."""
        if piece not in self._piece_results:
            if self._ctx is None:
                self._ctx = make_context()
            module = parse_module(self.program.pieces[piece], self._ctx, file_name=f"pieces/{piece}.mlir")
            self._piece_results[piece] = main_specs(module)[1]
        return self._piece_results[piece]

    def __getitem__(self, buffer: str) -> TensorSpec:
        stack = [buffer]
        while stack:                       # iterative: move/concat chains can be long
            b = stack[-1]
            if b in self._specs:
                stack.pop()
                continue
            d = self._defs.get(b)
            if d is None:
                raise TagError(f"program: buffer '{b}' is never defined")
            deps = [d[1]] if d[0] == "move" else list(d[1]) if d[0] == "concat" else []
            missing = [x for x in deps if x not in self._specs]
            if missing:
                if len(stack) > len(self._defs):
                    raise TagError(f"program: buffer '{b}' depends on itself")
                stack.extend(missing)
                continue
            self._specs[b] = self._derive(d)
            stack.pop()
        return self._specs[buffer]

    def _derive(self, d: tuple) -> TensorSpec:
        if d[0] == "arg":
            return _rows(tensor_spec_of(self.program.args[d[1]], f"argument {d[1]}"), d[2], d[3], d[4])
        if d[0] == "piece":
            return self.piece_results(d[1])[d[2]]
        if d[0] == "move":
            return _rows(self._specs[d[1]], d[2], d[3], d[4])
        parts = [self._specs[s] for s in d[1]]
        shape = list(parts[0].shape)
        shape[d[2]] = sum(p.shape[d[2]] for p in parts)
        return TensorSpec(tuple(shape), parts[0].dtype)

    def nbytes(self, buffer: str) -> int:
        spec = self[buffer]
        return int(np.prod(spec.shape, dtype=np.int64)) * spec.dtype.itemsize
