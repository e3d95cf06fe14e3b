"""Replica groups, permute pairs, channel ids, per-device tables and collective builders.

The builder tests run small per-device programs on 8 CPU devices, wrapped the way JAX's shard_map
emits them (a `sdy.manual_computation` over a 1-d `sdy.mesh`)."""
import os

_FLAG = "--xla_force_host_platform_device_count=8"
if _FLAG not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " + _FLAG).strip()

import jax  # noqa: E402
import jax.extend  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402
from jax.extend.mlir import ir  # noqa: E402
from jax.sharding import NamedSharding, PartitionSpec  # noqa: E402
from jaxlib import xla_client  # noqa: E402

from tag.dialects import TagError, make_context, module_to_text, parse_module  # noqa: E402
from tag.dialects import collectives as C  # noqa: E402
from tag.dialects.builders import build_concatenate, build_convert, build_reshape, tensor_type  # noqa: E402

N = 8
needs_8 = pytest.mark.skipif(len(jax.devices()) < N, reason="needs 8 XLA devices (XLA_FLAGS set too late)")

JAX_SHAPED = """module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg1: tensor<2x8xf32>) -> (tensor<2x32xf32>, tensor<2x2xf32>, tensor<2x8xf32>, tensor<2x8xf32>) {
    %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> : (tensor<2x8xf32>) -> tensor<2x32xf32>
    %2 = "stablehlo.reduce_scatter"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 9, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %4 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<2x8xf32>) -> tensor<2x2xf32>
    %3 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 1 : i64}> : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %5 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0], [5, 6]]> : tensor<3x2xi64>}> : (tensor<2x8xf32>) -> tensor<2x8xf32>
    return %1, %2, %3, %5 : tensor<2x32xf32>, tensor<2x2xf32>, tensor<2x8xf32>, tensor<2x8xf32>
  }
}
"""


def _ops(module, name):
    found = []
    module.operation.walk(lambda op: (found.append(op) if op.name == name else None) or ir.WalkResult.ADVANCE)
    return found


# ------------------------------------------------------------------------------------ reading
def test_read_groups_pairs_channels():
    module = parse_module(JAX_SHAPED)
    assert C.replica_groups(_ops(module, "stablehlo.all_gather")[0]) == [[0, 1, 2, 3], [4, 5, 6, 7]]
    assert C.replica_groups(_ops(module, "stablehlo.reduce_scatter")[0].opview) == [[0, 4], [1, 5], [2, 6], [3, 7]]
    assert C.replica_groups(_ops(module, "stablehlo.all_to_all")[0]) == [list(range(8))]
    permute = _ops(module, "stablehlo.collective_permute")[0]
    assert C.source_target_pairs(permute) == [(0, 1), (1, 0), (5, 6)]
    assert C.channel_handle_of(permute) == 1
    assert C.num_partitions(module) == 8
    ids = C.ChannelIds.for_module(module)
    assert [ids.fresh(), ids.fresh()] == [10, 11]
    with module.context:
        assert str(ids.fresh_attr()) == "#stablehlo.channel_handle<handle = 12, type = 1>"
    with pytest.raises(TagError, match="has no replica_groups"):
        C.replica_groups(permute)


def test_defaults_and_padding():
    module = parse_module("func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                          '  %0 = "stablehlo.all_reduce"(%a) <{replica_groups = dense<[[0, 2, 1], [3, -1, -1]]> : tensor<2x3xi64>}> ({\n'
                          "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
                          "    %s = stablehlo.add %x, %y : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n"
                          "  }) : (tensor<4xf32>) -> tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n")
    assert C.num_partitions(module) == 1
    assert C.ChannelIds.for_module(module).fresh() == 1
    assert C.replica_groups(_ops(module, "stablehlo.all_reduce")[0]) == [[0, 2, 1], [3]]


# ----------------------------------------------------------------------------- building attrs
def test_attr_builders():
    with make_context():
        assert str(C.replica_groups_attr([[0, 1], [2, 3]])) == "dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>"
        assert str(C.replica_groups_attr([[5]])) == "dense<5> : tensor<1x1xi64>"
        assert str(C.source_target_pairs_attr([(0, 1), (1, 0)])) == "dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>"
        assert "tensor<0x2xi64>" in str(C.source_target_pairs_attr([]))
        assert str(C.channel_handle_attr(7)) == "#stablehlo.channel_handle<handle = 7, type = 1>"
        assert str(C.channel_handle_attr(3, type=2)) == "#stablehlo.channel_handle<handle = 3, type = 2>"


@pytest.mark.parametrize("groups, text", [
    ([[0, 1], [2]], "equal sizes"),
    ([[0, 1], [1, 2]], "id 1 more than once"),
    ([[0, -1]], "negative id"),
])
def test_bad_groups(groups, text):
    with make_context(), pytest.raises(TagError, match=text):
        C.replica_groups_attr(groups)


@pytest.mark.parametrize("pairs, text", [
    ([(0, 1), (0, 2)], "source of more than one"),
    ([(0, 2), (1, 2)], "target of more than one"),
    ([(0, -1)], "negative"),
    ([(0, 1, 2)], "two ids"),
])
def test_bad_pairs(pairs, text):
    with make_context(), pytest.raises(TagError, match=text):
        C.source_target_pairs_attr(pairs)


def test_ring_pairs_and_tables():
    groups = [[0, 2, 4, 6], [1, 3, 5, 7]]
    assert C.ring_pairs(groups) == [(0, 2), (2, 4), (4, 6), (6, 0), (1, 3), (3, 5), (5, 7), (7, 1)]
    assert C.ring_pairs([[3, 1, 2]], shift=-1) == [(3, 2), (1, 3), (2, 1)]
    assert C.position_in_group_table(groups, 8) == [0, 0, 1, 1, 2, 2, 3, 3]
    assert C.position_in_group_table([[3, 1], [0, 2]], 4) == [0, 1, 1, 0]  # position != partition id
    assert C.group_index_table([[3, 1], [0, 2]], 4) == [1, 0, 1, 0]
    assert C.neighbour_table(groups, 8) == [2, 3, 4, 5, 6, 7, 0, 1]
    assert C.neighbour_table(groups, 8, shift=-1) == [6, 7, 0, 1, 2, 3, 4, 5]
    with pytest.raises(TagError, match="partition 3 is in no replica group"):
        C.position_in_group_table([[0, 1], [2, 4]], 5)
    with pytest.raises(TagError, match="out of range"):
        C.position_in_group_table([[0, 9]], 4)


# ---------------------------------------------------------------------------- 8-device runs
_TEMPLATE = """module @per_device attributes {{mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32}} {{
  sdy.mesh @mesh = <["x"=8]>
  func.func public @main(%arg0: tensor<{g_in}> {{sdy.sharding = #sdy.sharding<@mesh, [{{"x"}}, {{}}]>}}) -> (tensor<{g_out}> {{sdy.sharding = #sdy.sharding<@mesh, [{{"x"}}, {{}}]>}}) {{
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{{"x"}}, {{}}]>] out_shardings=[<@mesh, [{{"x"}}, {{}}]>] manual_axes={{"x"}} (%arg1: tensor<{l_in}>) {{
      %1 = stablehlo.constant dense<0.0> : tensor<{l_out}>
      sdy.return %1 : tensor<{l_out}>
    }} : (tensor<{g_in}>) -> tensor<{g_out}>
    return %0 : tensor<{g_out}>
  }}
}}
"""


def _tensor(shape):
    return "x".join(str(d) for d in shape) + "xf32"


def _per_device_module(local_in, local_out, body):
    """A shard_map-shaped module: device p gets row block p of a global [8*r, c] f32 input and
    contributes row block p of the output; `body(x)` builds the per-device computation."""
    global_in = (local_in[0] * N, *local_in[1:])
    global_out = (local_out[0] * N, *local_out[1:])
    text = _TEMPLATE.format(g_in=_tensor(global_in), g_out=_tensor(global_out), l_in=_tensor(local_in),
                            l_out=_tensor(local_out))
    module = parse_module(text)
    manual = _ops(module, "sdy.manual_computation")[0]
    block = manual.regions[0].blocks[0]
    placeholder, terminator = list(block.operations)
    with module.context, ir.Location.file("built.mlir", 1, 1), ir.InsertionPoint(terminator):
        result = body(block.arguments[0])
    terminator.operands[0] = result
    placeholder.erase()
    module.operation.verify()
    return module


def _run(module, x):
    """Compile for 8 partitions and return each device's output block."""
    options = xla_client.CompileOptions()
    build = options.executable_build_options
    build.num_partitions, build.num_replicas = N, 1
    build.use_spmd_partitioning = build.use_shardy_partitioner = True
    build.device_assignment = xla_client.DeviceAssignment.create(np.arange(N).reshape(1, N))
    devices = jax.devices()[:N]
    exe = jax.extend.backend.get_backend().compile_and_load(module_to_text(module),
                                                            xla_client.DeviceList(tuple(devices)), options)
    mesh = jax.sharding.Mesh(np.array(devices), ("x",))
    arg = jax.device_put(x, NamedSharding(mesh, PartitionSpec("x")))
    out = exe.execute_sharded([arg]).disassemble_into_single_device_arrays()[0]
    by_device = {a.devices().pop(): np.asarray(a) for a in out}
    return [by_device[d] for d in devices]


def _as_f32_block(value, shape):
    return build_convert(build_reshape(value, shape), ir.F32Type.get())


@needs_8
def test_position_and_neighbour_tables_at_runtime():
    groups = [[3, 1, 6, 0], [2, 7, 4, 5]]

    def body(x):
        pos = _as_f32_block(C.build_position_in_group(groups, N), [1, 1])
        nbr = _as_f32_block(C.build_group_neighbour(groups, N, shift=-1), [1, 1])
        pid = _as_f32_block(C.build_partition_id(), [1, 1])
        return build_concatenate([pos, nbr, pid], 1)

    module = _per_device_module((1, 1), (1, 3), body)
    outs = _run(module, np.zeros((N, 1), np.float32))
    positions = C.position_in_group_table(groups, N)
    neighbours = C.neighbour_table(groups, N, shift=-1)
    for p, out in enumerate(outs):
        assert out.tolist() == [[positions[p], neighbours[p], p]]


@needs_8
def test_collective_builders_on_8_devices():
    groups = [[0, 2, 4, 6], [1, 3, 5, 7]]
    x = np.arange(N * 8, dtype=np.float32).reshape(N, 8)  # device p holds row p

    def body(v):
        channels = C.ChannelIds()
        permuted = C.build_collective_permute(v, C.ring_pairs(groups, shift=1), channels)
        gathered = C.build_all_gather(v, 1, groups, channels)                 # [1, 32]
        summed = C.build_all_reduce_sum(v, groups, channels.fresh())          # [1, 8]
        scattered = C.build_reduce_scatter_sum(v, 1, groups, channels)        # [1, 2]
        assert tensor_type(gathered)[0] == (1, 32) and tensor_type(scattered)[0] == (1, 2)
        return build_concatenate([permuted, gathered, summed, scattered], 1)  # [1, 50]

    module = _per_device_module((1, 8), (1, 50), body)
    text = module_to_text(module)
    assert "handle = 1," in text and "handle = 4," in text and "use_global_device_ids" in text
    outs = [o[0] for o in _run(module, x)]
    for p in range(N):
        g = next(g for g in groups if p in g)
        i = g.index(p)
        out = outs[p]
        np.testing.assert_array_equal(out[:8], x[g[(i - 1) % 4]])              # received from predecessor
        np.testing.assert_array_equal(out[8:40], np.concatenate([x[q] for q in g]))
        total = sum(x[q] for q in g)
        np.testing.assert_array_equal(out[40:48], total)
        np.testing.assert_array_equal(out[48:50], total[2 * i:2 * i + 2])      # slice by position, not pid


def test_builder_errors():
    def body(v):
        with pytest.raises(TagError, match="not divisible"):
            C.build_reduce_scatter_sum(v, 1, [[0, 1, 2]], 1)
        with pytest.raises(TagError, match="out of range"):
            C.build_all_gather(v, 2, [[0, 1]], 1)
        with pytest.raises(TagError, match=r":4:\d+: error: device 1 is the target of more than one"):
            C.build_collective_permute(v, [(0, 1), (2, 1)], 1)
        return v

    _per_device_module((1, 8), (1, 8), body)
