"""End to end: a Megatron-style transformer block (attention + MLP, forward + backward + SGD) sharded
with jax.jit on a 2x4 mesh with sequence parallelism -> tag-partition -> the overlap pipeline ->
the same loss and updated parameters (i.e. the same gradients) as the original and as plain JAX."""
import jax
import numpy as np
import pytest
from jax.sharding import AxisType, PartitionSpec as P

from tag.dialects.context import clone_module, module_to_text
from tag.export import from_jax
from tag.models import transformer
from tag.runtime.compare import compare_outputs, differential_test
from tag.runtime.xla import compile_module
from tag.transforms import run_pipeline

OVERLAP = ("builtin.module(tag-form-reduce-scatter,"
           "tag-looped-collective-einsum{{gate=always unroll={unroll} bidirectional={bidir}}},"
           "tag-async-collectives,tag-schedule-overlap{{mode={mode}}},canonicalize)")


@pytest.fixture(scope="module")
def block():
    cfg = transformer.BlockConfig(batch=2, seq=16, hidden=32, heads=4, ffn=64)
    mesh = jax.make_mesh((2, 4), ("x", "y"), axis_types=(AxisType.Auto, AxisType.Auto))
    params, (x, y) = transformer.init_params(cfg), transformer.make_batch(cfg)
    pspecs, _, _ = transformer.megatron_specs()
    step = transformer.make_train_step(cfg, sequence_parallel=mesh)
    original = from_jax(step, params, x, y, mesh=mesh, in_specs=(pspecs, P("x", "y"), P("x", "y")))
    partitioned = clone_module(original)
    run_pipeline(partitioned, "builtin.module(tag-partition,canonicalize,cse)")
    inputs = [params[k] for k in sorted(params)] + [x, y]
    new_params, loss = jax.jit(transformer.make_train_step(cfg))(params, x, y)
    expected = [np.asarray(new_params[k]) for k in sorted(new_params)] + [np.asarray(loss)]
    return original, partitioned, inputs, expected


@pytest.mark.parametrize("unroll, bidir, mode", [(1, "false", "bottom-up"), (2, "true", "top-down"),
                                                 (2, "false", "bottom-up"), (1, "true", "bottom-up")])
def test_overlap_pipeline_keeps_loss_and_gradients(block, unroll, bidir, mode):
    original, partitioned, inputs, expected = block
    overlapped = clone_module(partitioned)
    run_pipeline(overlapped, OVERLAP.format(unroll=unroll, bidir=bidir, mode=mode))
    before, text = module_to_text(partitioned), module_to_text(overlapped)
    # Every all_gather/reduce_scatter feeding a dot is decomposed (small rings may unroll completely,
    # so count collectives rather than loops).
    assert text.count("stablehlo.all_gather") < before.count("stablehlo.all_gather")
    assert text.count("stablehlo.reduce_scatter") == 0
    assert text.count("stablehlo.async_start") >= 8
    differential_test(original, overlapped, inputs=inputs).assert_ok()
    compare_outputs(expected, compile_module(overlapped).run(*inputs)).assert_ok()
