"""`stablehlo.dot_general` dimension numbers and the dimension bookkeeping built on them.

Invariants of a `DotDims`:
- batch lists have equal length, contracting lists have equal length;
- every listed dimension is in range for its operand's rank, and no operand dimension is listed twice;
- result dimensions are ordered: batch dims, then lhs free dims, then rhs free dims (each in increasing
  operand order), which is what StableHLO defines.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from jax.extend.mlir import ir
from jax.extend.mlir.dialects import stablehlo

from .attributes import OpLike, as_operation
from .builders import ranked_tensor, span_of_value, tensor_type
from .diagnostics import TagError, span_of_location

PRECISIONS = ("DEFAULT", "HIGH", "HIGHEST")


@dataclass(frozen=True)
class DotDims:
    """Dimension numbers of a dot_general plus the operand ranks (needed to derive free dims)."""

    lhs_batch: tuple[int, ...]
    rhs_batch: tuple[int, ...]
    lhs_contracting: tuple[int, ...]
    rhs_contracting: tuple[int, ...]
    lhs_rank: int
    rhs_rank: int

    def __post_init__(self) -> None:
        for name in ("lhs_batch", "rhs_batch", "lhs_contracting", "rhs_contracting"):
            object.__setattr__(self, name, tuple(int(d) for d in getattr(self, name)))
        problem = self._problem()
        if problem:
            raise TagError(f"invalid dot_general dimension numbers: {problem}")

    def _problem(self) -> str | None:
        if len(self.lhs_batch) != len(self.rhs_batch):
            return f"{len(self.lhs_batch)} lhs batch dims but {len(self.rhs_batch)} rhs batch dims"
        if len(self.lhs_contracting) != len(self.rhs_contracting):
            return (f"{len(self.lhs_contracting)} lhs contracting dims but {len(self.rhs_contracting)} "
                    f"rhs contracting dims")
        for side, rank, dims in (("lhs", self.lhs_rank, self.lhs_batch + self.lhs_contracting),
                                 ("rhs", self.rhs_rank, self.rhs_batch + self.rhs_contracting)):
            for d in dims:
                if not 0 <= d < rank:
                    return f"{side} dimension {d} out of range for rank {rank}"
            if len(set(dims)) != len(dims):
                return f"{side} dimensions {list(dims)} repeat a dimension"
        return None

    # ------------------------------------------------------------------------------ construction
    @classmethod
    def from_op(cls, op: OpLike) -> DotDims:
        """Read a `stablehlo.dot_general`'s dimension numbers (TagError at the op otherwise)."""
        op = as_operation(op)
        span = span_of_location(op.location)
        if op.name != "stablehlo.dot_general" or "dot_dimension_numbers" not in op.attributes:
            raise TagError(f"expected a stablehlo.dot_general, got '{op.name}'", span)
        dn = stablehlo.DotDimensionNumbers(op.attributes["dot_dimension_numbers"])
        lhs_rank = ir.ShapedType(op.operands[0].type).rank
        rhs_rank = ir.ShapedType(op.operands[1].type).rank
        try:
            return cls(tuple(dn.lhs_batching_dimensions), tuple(dn.rhs_batching_dimensions),
                       tuple(dn.lhs_contracting_dimensions), tuple(dn.rhs_contracting_dimensions),
                       lhs_rank, rhs_rank)
        except TagError as err:
            raise TagError(err.message, span) from None

    @classmethod
    def matmul(cls, lhs_rank: int = 2, rhs_rank: int = 2) -> DotDims:
        """`[..., m, k] x [k, n]`: contract the lhs's last dim with the rhs's first."""
        return cls((), (), (lhs_rank - 1,), (0,), lhs_rank, rhs_rank)

    def attr(self) -> ir.Attribute:
        """The `#stablehlo.dot<...>` attribute. Needs a context."""
        return stablehlo.DotDimensionNumbers.get(list(self.lhs_batch), list(self.rhs_batch),
                                                 list(self.lhs_contracting), list(self.rhs_contracting))

    # ---------------------------------------------------------------------------- derived dims
    @property
    def lhs_free(self) -> tuple[int, ...]:
        used = set(self.lhs_batch) | set(self.lhs_contracting)
        return tuple(d for d in range(self.lhs_rank) if d not in used)

    @property
    def rhs_free(self) -> tuple[int, ...]:
        used = set(self.rhs_batch) | set(self.rhs_contracting)
        return tuple(d for d in range(self.rhs_rank) if d not in used)

    @property
    def result_rank(self) -> int:
        return len(self.lhs_batch) + len(self.lhs_free) + len(self.rhs_free)

    def lhs_result_dim(self, dim: int) -> int | None:
        """Result dimension that lhs dimension `dim` becomes; None if it is contracted."""
        if dim in self.lhs_batch:
            return self.lhs_batch.index(dim)
        if dim in self.lhs_free:
            return len(self.lhs_batch) + self.lhs_free.index(dim)
        if dim in self.lhs_contracting:
            return None
        raise IndexError(f"lhs dimension {dim} out of range for rank {self.lhs_rank}")

    def rhs_result_dim(self, dim: int) -> int | None:
        """Result dimension that rhs dimension `dim` becomes; None if it is contracted."""
        if dim in self.rhs_batch:
            return self.rhs_batch.index(dim)
        if dim in self.rhs_free:
            return len(self.lhs_batch) + len(self.lhs_free) + self.rhs_free.index(dim)
        if dim in self.rhs_contracting:
            return None
        raise IndexError(f"rhs dimension {dim} out of range for rank {self.rhs_rank}")

    def result_lhs_dim(self, dim: int) -> int | None:
        """The lhs dimension behind result dimension `dim` (None for rhs free dims)."""
        nb, nl = len(self.lhs_batch), len(self.lhs_free)
        if not 0 <= dim < self.result_rank:
            raise IndexError(f"result dimension {dim} out of range for rank {self.result_rank}")
        if dim < nb:
            return self.lhs_batch[dim]
        if dim < nb + nl:
            return self.lhs_free[dim - nb]
        return None

    def result_rhs_dim(self, dim: int) -> int | None:
        """The rhs dimension behind result dimension `dim` (None for lhs free dims)."""
        nb, nl = len(self.lhs_batch), len(self.lhs_free)
        if not 0 <= dim < self.result_rank:
            raise IndexError(f"result dimension {dim} out of range for rank {self.result_rank}")
        if dim < nb:
            return self.rhs_batch[dim]
        if dim < nb + nl:
            return None
        return self.rhs_free[dim - nb - nl]

    def contracting_partner(self, lhs_dim: int) -> int | None:
        """The rhs dimension contracted with lhs dimension `lhs_dim` (None if it is not contracted)."""
        if lhs_dim in self.lhs_contracting:
            return self.rhs_contracting[self.lhs_contracting.index(lhs_dim)]
        return None

    def result_shape(self, lhs_shape: Sequence[int], rhs_shape: Sequence[int]) -> tuple[int, ...]:
        """Result shape for the operand shapes; batch and contracting extents must agree."""
        for a, b in zip(self.lhs_batch + self.lhs_contracting, self.rhs_batch + self.rhs_contracting):
            if lhs_shape[a] != rhs_shape[b]:
                raise TagError(f"dot_general: lhs dimension {a} (size {lhs_shape[a]}) does not match "
                               f"rhs dimension {b} (size {rhs_shape[b]})")
        return (tuple(lhs_shape[d] for d in self.lhs_batch) + tuple(lhs_shape[d] for d in self.lhs_free)
                + tuple(rhs_shape[d] for d in self.rhs_free))


def dot_flops(dims: DotDims, lhs_shape: Sequence[int], rhs_shape: Sequence[int]) -> int:
    """2 · ∏batch · ∏lhs free · ∏rhs free · ∏contracting (one multiply and one add per term)."""
    return (2 * math.prod(lhs_shape[d] for d in dims.lhs_batch) * math.prod(lhs_shape[d] for d in dims.lhs_free)
            * math.prod(rhs_shape[d] for d in dims.rhs_free)
            * math.prod(lhs_shape[d] for d in dims.lhs_contracting))


def flops(op: OpLike) -> int:
    """Floating-point operations of a statically shaped `stablehlo.dot_general`."""
    op = as_operation(op)
    dims = DotDims.from_op(op)
    lhs_shape, _ = tensor_type(op.operands[0])
    rhs_shape, _ = tensor_type(op.operands[1])
    return dot_flops(dims, lhs_shape, rhs_shape)


def precision_config_attr(precision: str | Sequence[str]) -> ir.ArrayAttr:
    """`[#stablehlo<precision P>, #stablehlo<precision Q>]` from one name (used for both) or two."""
    names = [precision, precision] if isinstance(precision, str) else list(precision)
    for name in names:
        if name not in PRECISIONS:
            raise TagError(f"unknown precision '{name}'; expected one of {', '.join(PRECISIONS)}")
    if len(names) != 2:
        raise TagError(f"precision_config needs two entries (lhs, rhs), got {len(names)}")
    return ir.ArrayAttr.get([stablehlo.PrecisionAttr.get(n) for n in names])


def build_dot_general(lhs: ir.Value, rhs: ir.Value, dims: DotDims, result_type: ir.Type | None = None,
                      precision: str | Sequence[str] | None = None) -> ir.Value:
    """`stablehlo.dot_general`; `result_type` defaults to the inferred shape with lhs's element type."""
    lhs_shape, elt = tensor_type(lhs)
    rhs_shape, _ = tensor_type(rhs)
    if (len(lhs_shape), len(rhs_shape)) != (dims.lhs_rank, dims.rhs_rank):
        raise TagError(f"dot_general dims expect ranks ({dims.lhs_rank}, {dims.rhs_rank}), operands have "
                       f"({len(lhs_shape)}, {len(rhs_shape)})", span_of_value(lhs))
    try:
        shape = dims.result_shape(lhs_shape, rhs_shape)
    except TagError as err:
        raise TagError(err.message, span_of_value(lhs)) from None
    if result_type is None:
        result_type = ranked_tensor(shape, elt)
    elif tuple(ir.ShapedType(result_type).shape) != shape:
        raise TagError(f"dot_general result type '{result_type}' does not have shape {list(shape)}",
                       span_of_value(lhs))
    config = precision_config_attr(precision) if precision is not None else None
    return stablehlo.DotGeneralOp(result_type, lhs, rhs, dims.attr(), precision_config=config).result
