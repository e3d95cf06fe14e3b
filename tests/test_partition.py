"""tag-partition, proven by differential execution: global-view sharded module (XLA partitions it)
vs. TAG's per-device program (run through the per-device wrapper), and both vs. plain JAX."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import AxisType, PartitionSpec as P

from tag.dialects.context import clone_module, module_to_text, parse_module
from tag.export import from_jax
from tag.models import transformer
from tag.opt import main as tag_opt
from tag.runtime.compare import compare_outputs, differential_test
from tag.runtime.xla import ModuleKind, compile_module, module_kind
from tag.transforms import run_pipeline


def _mesh(shape, names):
    return jax.make_mesh(shape, names, axis_types=(AxisType.Auto,) * len(shape))


def mlp_step(w1, w2, x, y):
    def loss(w1, w2):
        return jnp.mean((jnp.tanh(x @ w1) @ w2 - y) ** 2)

    l, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(w1, w2)
    return w1 - 0.1 * g1, w2 - 0.1 * g2, l


def _mlp_inputs(dtype=np.float32, seed=0):
    rng = np.random.default_rng(seed)
    shapes = [(16, 32), (32, 8), (8, 16), (8, 8)]
    return [rng.standard_normal(s).astype(dtype) for s in shapes]


def test_tag_opt_partitions_mlp_training_step_on_2x4_mesh(tmp_path):
    mesh = _mesh((2, 4), ("x", "y"))
    inputs = _mlp_inputs()
    original = from_jax(mlp_step, *inputs, mesh=mesh, in_specs=(P(None, "y"), P("y", None), P("x"), P("x")))
    src, out = tmp_path / "mlp.mlir", tmp_path / "mlp.partitioned.mlir"
    src.write_text(module_to_text(original))
    assert tag_opt([str(src), "--pass-pipeline=builtin.module(tag-partition,canonicalize)", "-o", str(out)]) == 0
    partitioned = parse_module(out.read_text(), original.context)
    assert module_kind(partitioned) is ModuleKind.PER_DEVICE
    text = out.read_text()
    assert "sdy." not in text and "stablehlo.all_reduce" in text
    differential_test(original, partitioned, inputs=inputs).assert_ok()
    # Not vacuous: both agree with plain single-device JAX too.
    expected = [np.asarray(v) for v in jax.jit(mlp_step)(*inputs)]
    compare_outputs(expected, compile_module(partitioned).run(*inputs)).assert_ok()


@pytest.mark.parametrize("mesh_shape", [(2, 4), pytest.param((1, 8), marks=pytest.mark.slow),
                                        pytest.param((4, 2), marks=pytest.mark.slow)])
def test_transformer_block_step_matches_single_device_jax(mesh_shape):
    cfg = transformer.BlockConfig(batch=4, seq=8, hidden=32, heads=8, ffn=64)
    mesh = _mesh(mesh_shape, ("x", "y"))
    params = transformer.init_params(cfg)
    x, y = transformer.make_batch(cfg)
    pspecs, xs, ys = transformer.megatron_specs()
    if mesh_shape[0] > cfg.batch:
        pytest.skip("batch smaller than data axis")
    original = from_jax(transformer.make_train_step(cfg), params, x, y, mesh=mesh, in_specs=(pspecs, xs, ys))
    partitioned = clone_module(original)
    run_pipeline(partitioned, "builtin.module(tag-partition,canonicalize,cse)")
    inputs = [params[k] for k in sorted(params)] + [x, y]
    differential_test(original, partitioned, inputs=inputs).assert_ok()
    new_params, loss = jax.jit(transformer.make_train_step(cfg))(params, x, y)
    expected = [np.asarray(new_params[k]) for k in sorted(new_params)] + [np.asarray(loss)]
    compare_outputs(expected, compile_module(partitioned).run(*inputs)).assert_ok()


def test_shard_map_program_partitions_and_matches():
    mesh = _mesh((8,), ("d",))

    def body(a, b):
        g = jax.lax.all_gather(a, "d", axis=0, tiled=True)
        return jax.lax.psum_scatter(g @ b, "d", scatter_dimension=1, tiled=True)

    fn = jax.shard_map(body, mesh=mesh, in_specs=(P("d", None), P(None, None)), out_specs=P(None, "d"))
    rng = np.random.default_rng(3)
    a, b = rng.standard_normal((16, 8)).astype(np.float32), rng.standard_normal((8, 16)).astype(np.float32)
    original = from_jax(fn, a, b, mesh=mesh, in_specs=(P("d", None), P()))
    partitioned = clone_module(original)
    run_pipeline(partitioned, "tag-partition")
    text = module_to_text(partitioned)
    assert "stablehlo.all_gather" in text and "stablehlo.reduce_scatter" in text
    differential_test(original, partitioned, inputs=[a, b]).assert_ok()


def test_bf16_one_dimensional_mesh():
    mesh = _mesh((8,), ("d",))
    inputs = _mlp_inputs(jnp.bfloat16)
    original = from_jax(mlp_step, *inputs, mesh=mesh, in_specs=(P(None, "d"), P("d", None), P(), P()))
    partitioned = clone_module(original)
    run_pipeline(partitioned, "tag-partition,canonicalize")
    differential_test(original, partitioned, inputs=inputs).assert_ok()


CALLS_AND_CHLO = """
module @calls attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=4]>
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>},
                         %arg1: tensor<4x4xf32>) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = func.call @layer(%arg0, %arg1) : (tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  func.func private @layer(%x: tensor<8x4xf32>, %w: tensor<4x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
    %1 = chlo.square %0 : tensor<8x4xf32> -> tensor<8x4xf32>
    return %1 : tensor<8x4xf32>
  }
}
"""


def test_calls_are_inlined_and_chlo_legalized_before_partitioning():
    original = parse_module(CALLS_AND_CHLO)
    partitioned = clone_module(original)
    run_pipeline(partitioned, "tag-partition,canonicalize")
    text = module_to_text(partitioned)
    assert "func.call" not in text and "chlo." not in text and "stablehlo.all_gather" in text
    differential_test(original, partitioned, seed=5).assert_ok()


def test_module_without_mesh_is_unchanged():
    module = parse_module(CALLS_AND_CHLO.replace('sdy.mesh @mesh = <["d"=4]>', "")
                          .replace(' {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}', "")
                          .replace(' {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}', ""))
    before = module_to_text(module)
    run_pipeline(module, "tag-partition")
    assert module_to_text(module) == before


def test_native_crash_in_the_child_becomes_a_clear_error(monkeypatch):
    module = parse_module(CALLS_AND_CHLO)
    before = module_to_text(module)
    monkeypatch.setenv("TAG_ISOLATION_ABORT_FOR_TESTS", "1")
    with pytest.raises(Exception) as err:
        run_pipeline(module, "tag-partition")
    assert "tag-partition: the native pass crashed" in str(err.value)
    assert module_to_text(module) == before  # nothing half-done


def test_in_process_mode_gives_the_same_program():
    isolated, in_process = parse_module(CALLS_AND_CHLO), parse_module(CALLS_AND_CHLO)
    run_pipeline(isolated, "tag-partition")
    run_pipeline(in_process, "tag-partition{isolate=false}")
    assert module_to_text(isolated) == module_to_text(in_process)


def test_sequence_parallel_block_yields_gathers_and_matches():
    """Megatron with sequence parallelism: activations sharded on seq over the model axis, so Shardy
    emits all_gather -> dot and dot -> reduce_scatter (what the overlap passes decompose)."""
    cfg = transformer.BlockConfig(batch=4, seq=8, hidden=32, heads=8, ffn=64)
    mesh = _mesh((2, 4), ("x", "y"))
    params = transformer.init_params(cfg)
    x, y = transformer.make_batch(cfg)
    step = transformer.make_train_step(cfg, sequence_parallel=mesh)
    pspecs, _, _ = transformer.megatron_specs()
    original = from_jax(step, params, x, y, mesh=mesh, in_specs=(pspecs, P("x", "y"), P("x", "y")))
    partitioned = clone_module(original)
    run_pipeline(partitioned, "builtin.module(tag-partition,canonicalize,cse)")
    text = module_to_text(partitioned)
    assert "stablehlo.all_gather" in text
    inputs = [params[k] for k in sorted(params)] + [x, y]
    differential_test(original, partitioned, inputs=inputs).assert_ok()
