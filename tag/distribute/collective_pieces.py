"""StableHLO texts of the collective and aggregation pieces a distributed program runs.

- `all_reduce_piece`: per-device module over N partitions; result i on every partition is
  sum_p a_i(p) (`stablehlo.all_reduce` over one group holding all N partitions).
- `sum_piece`: single-device module `@main(x1..xk) -> x1 + ... + xk` (parameter-server aggregation).
"""
from __future__ import annotations

from collections.abc import Sequence

from tag.dialects.builders import NUMPY_DTYPES
from tag.dialects.diagnostics import TagError

from .program import TensorInfo

__all__ = ["mlir_element_type", "tensor_type_text", "all_reduce_piece", "sum_piece"]

_MLIR_BY_NUMPY_NAME: dict[str, str] = {
    **{dt.name: name for name, dt in NUMPY_DTYPES.items()}, "complex64": "complex<f32>", "complex128": "complex<f64>",
}


def mlir_element_type(dtype: str) -> str:
    """MLIR spelling of a numpy dtype name ("float32" → "f32", "bfloat16" → "bf16", "bool" → "i1")."""
    if dtype not in _MLIR_BY_NUMPY_NAME:
        raise TagError(f"unsupported tensor dtype '{dtype}' (expected one of {', '.join(sorted(_MLIR_BY_NUMPY_NAME))})")
    return _MLIR_BY_NUMPY_NAME[dtype]


def tensor_type_text(t: TensorInfo) -> str:
    dims = "".join(f"{d}x" for d in t.shape)
    return f"tensor<{dims}{mlir_element_type(t.dtype)}>"


def _results(name: str, count: int) -> list[str]:
    return [name] if count == 1 else [f"{name}#{i}" for i in range(count)]


def _bind(name: str, count: int) -> str:
    return f"{name} = " if count == 1 else f"{name}:{count} = "


def all_reduce_piece(tensors: Sequence[TensorInfo], num_devices: int, variadic: bool = False) -> str:
    """Per-device module summing each argument over all `num_devices` partitions; results keep
    the argument order.

    Default: one `stablehlo.all_reduce` per tensor (what `jax.lax.psum` emits; XLA's all-reduce
    combiner merges them). `variadic=True` puts operands sharing an element type into one variadic
    all_reduce; that verifies, but XLA (jaxlib 0.10.2, CPU) rejects a variadic all_reduce of more than
    one operand inside the `sdy.manual_computation` wrapper `runtime.xla` compiles per-device
    programs with ("Sharding is tuple-shaped but validation shape is not")."""
    if num_devices < 1:
        raise TagError(f"all_reduce_piece: num_devices must be >= 1, got {num_devices}")
    if not tensors:
        raise TagError("all_reduce_piece: needs at least one tensor")
    types = [tensor_type_text(t) for t in tensors]
    elts = [mlir_element_type(t.dtype) for t in tensors]
    groups: dict[str, list[int]] = {}
    for i, e in enumerate(elts):
        groups.setdefault(e if variadic else str(i), []).append(i)
    group_ids = ", ".join(str(p) for p in range(num_devices))
    lines = [
        f"module @all_reduce attributes {{mhlo.num_partitions = {num_devices} : i32, mhlo.num_replicas = 1 : i32}} {{",
        "  func.func public @main(" + ", ".join(f"%a{i}: {t}" for i, t in enumerate(types)) + ") -> ("
        + ", ".join(types) + ") {",
    ]
    result_names: list[str] = [""] * len(tensors)
    for g, idx in enumerate(groups.values()):
        elt = elts[idx[0]]
        scalar = f"tensor<{elt}>"
        combine = "stablehlo.or" if elt == "i1" else "stablehlo.add"
        operands = ", ".join(f"%a{i}" for i in idx)
        in_types = ", ".join(types[i] for i in idx)
        lines += [
            f'    {_bind(f"%r{g}", len(idx))}"stablehlo.all_reduce"({operands}) <{{'
            f"channel_handle = #stablehlo.channel_handle<handle = {g + 1}, type = 1>, "
            f"replica_groups = dense<[[{group_ids}]]> : tensor<1x{num_devices}xi64>, use_global_device_ids}}> ({{",
            f"    ^bb0(%x: {scalar}, %y: {scalar}):",
            f"      %s = {combine} %x, %y : {scalar}",
            f"      stablehlo.return %s : {scalar}",
            f"    }}) : ({in_types}) -> ({in_types})",
        ]
        for i, name in zip(idx, _results(f"%r{g}", len(idx))):
            result_names[i] = name
    lines += [f"    return {', '.join(result_names)} : {', '.join(types)}", "  }", "}"]
    return "\n".join(lines) + "\n"


def sum_piece(tensor: TensorInfo, count: int) -> str:
    """Single-device module `@main(%x1, ..., %x<count>) -> x1 + ... + x<count>` (left to right)."""
    if count < 1:
        raise TagError(f"sum_piece: count must be >= 1, got {count}")
    t = tensor_type_text(tensor)
    combine = "stablehlo.or" if mlir_element_type(tensor.dtype) == "i1" else "stablehlo.add"
    lines = [
        "module @sum {",
        "  func.func public @main(" + ", ".join(f"%x{i}: {t}" for i in range(1, count + 1)) + f") -> {t} {{",
    ]
    acc = "%x1"
    for i in range(2, count + 1):
        lines.append(f"    %s{i} = {combine} {acc}, %x{i} : {t}")
        acc = f"%s{i}"
    lines += [f"    return {acc} : {t}", "  }", "}"]
    return "\n".join(lines) + "\n"
