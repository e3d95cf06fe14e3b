"""The precision each result of a training step is computed at.

A result's *computation precision* is the narrowest floating-point element type (fewest mantissa
bits) among the values in its backward slice: its operands, their operands, ..., including values
that regions capture. An f32 result whose slice holds bf16 values (mixed precision: bf16 forward
and backward, f32 master weights) carries bf16 rounding: summing the same bf16 products in another
grouping (partial sums per replica, then a cross-replica sum) changes it by bf16 rounding, not by
f32 rounding. `runtime.compare` checks such results at the narrow type's tolerance.
"""
from __future__ import annotations

from jax.extend.mlir import ir

from tag.dialects.layout import step_function

from .graph import extract_ops, flatten_module

# mantissa bits (excluding the implicit bit) per float element type as MLIR prints it
MANTISSA_BITS: dict[str, int] = {
    "f64": 52, "f32": 23, "tf32": 10, "f16": 10, "bf16": 7,
    "f8E5M2": 2, "f8E4M3FN": 3, "f8E4M3": 3, "f8E4M3FNUZ": 3, "f8E5M2FNUZ": 2, "f8E4M3B11FNUZ": 3,
    "f8E3M4": 4, "f8E8M0FNU": 0, "f6E2M3FN": 3, "f6E3M2FN": 2, "f4E2M1FN": 1,
}


def element_type_of(type_text: str) -> str | None:
    """The element type of a tensor type's text (`tensor<4x8xbf16>` -> `bf16`), else None."""
    if not type_text.startswith("tensor<") or not type_text.endswith(">"):
        return None
    inner = type_text[len("tensor<"):-1].split(",")[0]      # drop an encoding
    element = inner.rsplit("x", 1)[-1] if "x" in inner else inner
    return element if element in MANTISSA_BITS else None


def narrower(a: str | None, b: str | None) -> str | None:
    """The float type with fewer mantissa bits (non-floats and None are ignored)."""
    if a not in MANTISSA_BITS:
        return b if b in MANTISSA_BITS else None
    if b not in MANTISSA_BITS:
        return a
    return a if MANTISSA_BITS[a] <= MANTISSA_BITS[b] else b


def result_precisions(module: ir.Module) -> list[str | None]:
    """Per result of the step function, the narrowest float element type in its backward slice
    (None when the slice holds no float values)."""
    flat = flatten_module(module)
    raw = extract_ops(step_function(flat), "")
    count = len(raw.ops)
    narrowest: list[str | None] = [None] * count
    for n in range(count):                       # ops are in dominance order: operands come first
        own: str | None = None
        for text in raw.types[n]:
            own = narrower(own, element_type_of(text))
        for p, _ in raw.operands[n] + raw.captures[n]:
            own = narrower(own, narrowest[p])
        narrowest[n] = own
    return [narrowest[node] for node, _ in raw.returns]
