"""Point-to-point copies between devices of different processes, as one XLA collective.

`device_put` cannot reach a device of another process. A copy from `src` to `dst` is instead a
per-device program over the two devices (partition 0 = src, 1 = dst) whose only op is
`stablehlo.collective_permute` with source-target pair (0, 1): partition 1's result is partition
0's operand, bit for bit, for every dtype (no arithmetic, unlike a sum with zeros). Both owning
processes run the same executable: the sender passes the value, the receiver a zero-filled
placeholder of the same type (the permute's operand on the receiving partition is ignored).
Executables are compiled once per (src, dst, type).
"""
from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec

from tag.dialects.diagnostics import TagError
from tag.distribute.collective_pieces import mlir_element_type
from tag.runtime.xla import WRAPPER_AXIS, Executable, TensorSpec, compile_module

__all__ = ["CrossProcessCopier", "permute_piece"]


def permute_piece(spec: TensorSpec) -> str:
    """Per-device module over 2 partitions: partition 1 receives partition 0's argument."""
    dims = "".join(f"{d}x" for d in spec.shape)
    t = f"tensor<{dims}{mlir_element_type(spec.dtype.name)}>"
    return "\n".join([
        "module @tag_transfer attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {",
        f"  func.func public @main(%a: {t}) -> {t} {{",
        ('    %r = "stablehlo.collective_permute"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 1, '
         f"type = 1>, source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}}> : ({t}) -> {t}"),
        f"    return %r : {t}",
        "  }",
        "}",
    ])


class CrossProcessCopier:
    """Copies values between two devices owned by different processes (call on both owners)."""

    def __init__(self) -> None:
        self._executables: dict[tuple[Any, Any, TensorSpec], Executable] = {}

    def _executable(self, src: Any, dst: Any, spec: TensorSpec) -> Executable:
        key = (src, dst, spec)
        if key not in self._executables:
            self._executables[key] = compile_module(permute_piece(spec), [src, dst])
        return self._executables[key]

    def copy(self, value: jax.Array | None, src: Any, dst: Any, spec: TensorSpec) -> jax.Array | None:
        """On the sender (`value` on `src`): returns None. On the receiver (`value` None): the value on `dst`."""
        me = jax.process_index()
        if src.process_index == dst.process_index:
            raise TagError("CrossProcessCopier is for devices of different processes")
        exe = self._executable(src, dst, spec)
        sharding = NamedSharding(jax.sharding.Mesh(np.array([src, dst]), (WRAPPER_AXIS,)), PartitionSpec(WRAPPER_AXIS))
        if src.process_index == me:
            if value is None:
                raise TagError("the sending process has no value to send")
            local = jax.device_put(value.reshape((1, *spec.shape)), src)
        elif dst.process_index == me:
            local = jax.device_put(jnp.zeros((1, *spec.shape), spec.dtype), dst)
        else:
            return None
        stacked = jax.make_array_from_single_device_arrays((2, *spec.shape), sharding, [local])
        outs = exe.compiled.execute_sharded([stacked]).disassemble_into_single_device_arrays()
        if dst.process_index != me:
            return None
        (out,) = [a for a in outs[0] if a.devices() == {dst}]
        return out.reshape(spec.shape)
