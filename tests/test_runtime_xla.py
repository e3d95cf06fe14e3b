"""runtime.xla: the three module kinds against plain JAX / numpy references."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from jax.extend.mlir import passmanager
from jax.sharding import AxisType, NamedSharding
from jax.sharding import PartitionSpec as P

from tag.dialects.context import make_context, parse_module
from tag.dialects.diagnostics import TagError
from tag.dialects.layout import read_layout_record, read_sdy_layout, write_layout_record
from tag.runtime.xla import ModuleKind, PerDevice, compile_module, cpu_devices, module_kind

PARTITION_AFTER_PROPAGATION = (
    "builtin.module(func.func(sdy-insert-explicit-reshards{enable-full-version=true}), "
    "func.func(sdy-reshard-to-collectives), canonicalize, sdy-convert-global-to-local, "
    "sdy-drop-sharding-and-mesh, canonicalize)"
)


def _mesh24() -> jax.sharding.Mesh:
    return jax.make_mesh((2, 4), ("x", "y"), axis_types=(AxisType.Auto,) * 2)


def _mlp_step(params: dict, x: jax.Array, y: jax.Array) -> tuple:
    def loss(p: dict) -> jax.Array:
        h = jnp.tanh(x @ p["w1"] + p["b1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)

    value, grads = jax.value_and_grad(loss)(params)
    new = jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)
    return value, new


def _mlp_case() -> tuple[str, list[np.ndarray]]:
    """An MLP SGD step lowered on a 2x4 mesh (batch on x, hidden on y), and flat inputs."""
    mesh = _mesh24()
    rng = np.random.default_rng(1)
    params = {"w1": rng.standard_normal((8, 16)).astype(np.float32) * 0.3,
              "b1": rng.standard_normal((16,)).astype(np.float32) * 0.1,
              "w2": rng.standard_normal((16, 4)).astype(np.float32) * 0.3}
    x = rng.standard_normal((16, 8)).astype(np.float32)
    y = rng.standard_normal((16, 4)).astype(np.float32)
    specs = ({"b1": P("y"), "w1": P(None, "y"), "w2": P("y", None)}, P("x", None), P("x", None))
    abstract = jax.tree.map(
        lambda a, s: jax.ShapeDtypeStruct(a.shape, a.dtype, sharding=NamedSharding(mesh, s)),
        (params, x, y), specs, is_leaf=lambda v: isinstance(v, P))
    text = jax.jit(_mlp_step).lower(*abstract).as_text()
    flat = [params["b1"], params["w1"], params["w2"], x, y]  # jit flattens dicts in key order
    return text, flat


def _mlp_reference(flat: list[np.ndarray]) -> list[np.ndarray]:
    b1, w1, w2, x, y = flat
    value, new = jax.jit(_mlp_step)({"b1": b1, "w1": w1, "w2": w2}, x, y)
    return [np.asarray(value), np.asarray(new["b1"]), np.asarray(new["w1"]), np.asarray(new["w2"])]


def _close(actual: tuple, expected: list, rtol: float = 2e-5, atol: float = 2e-5) -> None:
    assert len(actual) == len(expected)
    for a, e in zip(actual, expected):
        assert a.shape == e.shape and a.dtype == e.dtype
        np.testing.assert_allclose(a.astype(np.float64), e.astype(np.float64), rtol=rtol, atol=atol)


def test_devices() -> None:
    assert len(cpu_devices(8)) == 8
    with pytest.raises(TagError, match="devices"):
        cpu_devices(1000)


def test_single_device_module_and_x64() -> None:
    text = """
    module @s {
      func.func public @main(%a: tensor<3xi64>, %b: tensor<f32>) -> (tensor<3xi64>, tensor<f32>) {
        %0 = stablehlo.add %a, %a : tensor<3xi64>
        %1 = stablehlo.multiply %b, %b : tensor<f32>
        return %0, %1 : tensor<3xi64>, tensor<f32>
      }
    }"""
    exe = compile_module(text)
    assert exe.kind == ModuleKind.SINGLE and exe.num_devices == 1
    big = np.array([1, 2, 2**40], dtype=np.int64)
    a, b = exe.run(big, np.float32(3.0))
    assert a.dtype == np.int64 and a.tolist() == [2, 4, 2**41]
    assert b.shape == () and b == 9.0
    with pytest.raises(TagError, match="shape"):
        exe.run(np.zeros(4, np.int64), np.float32(1))
    with pytest.raises(TagError, match="arguments"):
        exe.run(big)


def test_jit_mlp_step_on_2x4_mesh() -> None:
    text, flat = _mlp_case()
    exe = compile_module(text)
    assert exe.kind == ModuleKind.GLOBAL and exe.num_devices == 8
    assert exe.layout is not None and exe.layout.mesh.shape == (2, 4)
    _close(exe.run(*flat), _mlp_reference(flat))


def test_shard_map_collectives_bf16_and_scalar() -> None:
    mesh = jax.make_mesh((8,), ("d",), axis_types=(AxisType.Auto,))

    def body(a: jax.Array, s: jax.Array) -> tuple:
        return (jax.lax.all_gather(a, "d", tiled=True), jax.lax.psum(a * s, "d"),
                jax.lax.ppermute(a, "d", [(i, (i + 1) % 8) for i in range(8)]))

    fn = jax.shard_map(body, mesh=mesh, in_specs=(P("d"), P()), out_specs=(P(), P(), P("d")), check_vma=False)
    a_sds = jax.ShapeDtypeStruct((16, 2), jnp.bfloat16, sharding=NamedSharding(mesh, P("d")))
    s_sds = jax.ShapeDtypeStruct((), jnp.bfloat16, sharding=NamedSharding(mesh, P()))
    text = jax.jit(fn).lower(a_sds, s_sds).as_text()
    assert "sdy.manual_computation" in text
    exe = compile_module(text)
    assert exe.kind == ModuleKind.GLOBAL
    a = np.arange(32).reshape(16, 2).astype(ml_dtypes.bfloat16)
    s = np.array(2, ml_dtypes.bfloat16)
    gathered, summed, permuted = exe.run(a, s)
    assert gathered.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(gathered, a)
    expected_sum = (a.astype(np.float32) * 2).reshape(8, 2, 2).sum(0)
    np.testing.assert_allclose(summed.astype(np.float32), expected_sum, rtol=1e-2)
    np.testing.assert_array_equal(permuted, np.roll(a.reshape(8, 2, 2), 1, axis=0).reshape(16, 2))


PER_DEVICE = """
module @per_device attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x3xf32>, %s: tensor<f32>, %k: tensor<i32>, %h: tensor<2xbf16>)
      -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>, tensor<2xbf16>, tensor<ui32>) {
    %p = "stablehlo.collective_permute"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %y = stablehlo.multiply %x, %b : tensor<2x3xf32>
    %r = "stablehlo.all_reduce"(%y) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>,
        replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %c: tensor<f32>):
      %t = stablehlo.add %a, %c : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %k2 = "stablehlo.all_reduce"(%k) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>,
        replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<i32>, %c: tensor<i32>):
      %t = stablehlo.add %a, %c : tensor<i32>
      stablehlo.return %t : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %h2 = stablehlo.add %h, %h : tensor<2xbf16>
    %pid = stablehlo.partition_id : tensor<ui32>
    return %p, %r, %k2, %h2, %pid : tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>, tensor<2xbf16>, tensor<ui32>
  }
}
"""


def test_per_device_program_with_collectives() -> None:
    exe = compile_module(PER_DEVICE)
    assert exe.kind == ModuleKind.PER_DEVICE and exe.num_devices == 4 and exe.layout is None
    rng = np.random.default_rng(0)
    xs = [rng.standard_normal((2, 3)).astype(np.float32) for _ in range(4)]
    ss = [np.float32(d + 1) for d in range(4)]
    ks = [np.int32(10 * d) for d in range(4)]
    hs = [np.array([d, 0.5], ml_dtypes.bfloat16) for d in range(4)]
    permuted, reduced, ksum, doubled, pid = exe.run(PerDevice(xs), PerDevice(ss), PerDevice(ks), PerDevice(hs))
    for out in (permuted, reduced, ksum, doubled, pid):
        assert isinstance(out, PerDevice) and len(out) == 4
    for d in range(4):
        np.testing.assert_array_equal(permuted[d], xs[(d - 1) % 4])
        partner = d ^ 1
        np.testing.assert_allclose(reduced[d], ss[d] * xs[d] + ss[partner] * xs[partner], rtol=1e-6)
        assert ksum[d].dtype == np.int32 and int(ksum[d]) == 60
        assert doubled[d].dtype == ml_dtypes.bfloat16
        np.testing.assert_array_equal(doubled[d].astype(np.float32), [2 * d, 1.0])
        assert int(pid[d]) == d
    # a plain array for an argument without a recorded sharding is the same value on every device
    outs = exe.run(PerDevice(xs), np.float32(1), PerDevice(ks), PerDevice(hs))
    np.testing.assert_allclose(outs[1][0], xs[0] + xs[1], rtol=1e-6)
    with pytest.raises(TagError, match="PerDevice has 3"):
        exe.run(PerDevice(xs[:3]), PerDevice(ss), PerDevice(ks), PerDevice(hs))


def test_partitioned_module_with_layout_record_matches_original() -> None:
    """Shardy partition recipe → per-device program + TAG record → global in/out matches jit."""
    text, flat = _mlp_case()
    module = parse_module(text, make_context())
    with module.context:
        passmanager.PassManager.parse("builtin.module(sdy-propagation-pipeline)").run(module.operation)
        layout = read_sdy_layout(module, default_replicated=True)
        passmanager.PassManager.parse(PARTITION_AFTER_PROPAGATION).run(module.operation)
    assert layout is not None and all(s is not None for s in layout.result_shardings)
    write_layout_record(module, layout)
    assert module_kind(module) == ModuleKind.PER_DEVICE
    assert read_layout_record(module) == layout
    exe = compile_module(module)
    assert exe.kind == ModuleKind.PER_DEVICE
    assert [s.shape for s in exe.input_specs] == [a.shape for a in flat]
    _close(exe.run(*flat), _mlp_reference(flat))


def test_compile_error_is_tag_error() -> None:
    text = """
    module @bad attributes {mhlo.num_partitions = 2 : i32} {
      func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
        %0 = "stablehlo.collective_permute"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
            source_target_pairs = dense<[[0, 5]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
        return %0 : tensor<4xf32>
      }
    }"""
    with pytest.raises(TagError) as info:
        compile_module(text)
    assert "\n" not in info.value.message


def test_wrong_device_count() -> None:
    with pytest.raises(TagError, match="needs 4 devices"):
        compile_module(PER_DEVICE, devices=cpu_devices(2))


def test_single_device_cpu_executables_compile_once_and_load_on_other_devices() -> None:
    """The second device deserializes the first device's executable: same numbers, its own device."""
    from tag.runtime import xla

    text = """module @once { func.func public @main(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
      %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %1 = stablehlo.subtract %0, %a : tensor<8x8xf32>
      return %1 : tensor<8x8xf32> } }"""
    rng = np.random.default_rng(7)
    a, b = rng.standard_normal((8, 8)).astype(np.float32), rng.standard_normal((8, 8)).astype(np.float32)
    devs = cpu_devices(4)
    before = xla._COMPILED_ONCE.hits
    outs = []
    for dev in (devs[0], devs[3], devs[2]):
        exe = compile_module(text, [dev])
        (out,) = exe.run(a, b)
        assert exe.compiled.local_devices() == [dev]
        outs.append(np.asarray(out))
    assert xla._COMPILED_ONCE.hits >= before + 2
    for out in outs:
        np.testing.assert_allclose(out, a @ b - a, rtol=1e-5, atol=1e-5)
