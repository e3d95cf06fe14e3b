"""tag.export.from_jax: lowering JAX functions (jit and shard_map) into TAG modules."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.extend.mlir import ir
from jax.sharding import AxisType, NamedSharding
from jax.sharding import PartitionSpec as P

from tag.dialects.diagnostics import TagError
from tag.dialects.layout import Mesh, Sharding, read_sdy_layout
from tag.export import from_jax
from tag.runtime.compare import compare_outputs, random_inputs
from tag.runtime.xla import ModuleKind, compile_module


def _loss(params: dict, x: jax.Array) -> jax.Array:
    return jnp.sum(jnp.tanh(x @ params["w"] + params["b"]) ** 2)


def _params() -> dict:
    rng = np.random.default_rng(0)
    return {"w": rng.standard_normal((4, 8)).astype(np.float32), "b": np.zeros((8,), np.float32)}


def test_plain_export_is_single_device() -> None:
    x = np.ones((16, 4), np.float32)
    module = from_jax(jax.grad(_loss), _params(), x)
    assert isinstance(module, ir.Module)
    exe = compile_module(module)
    assert exe.kind == ModuleKind.SINGLE
    b, w = exe.run(_params()["b"], _params()["w"], x)
    expected = jax.grad(_loss)(_params(), x)
    np.testing.assert_allclose(w, expected["w"], rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(b, expected["b"], rtol=1e-5, atol=1e-5)


def test_mesh_and_in_specs_give_sharded_module() -> None:
    params, x = _params(), np.ones((16, 4), np.float32)
    module = from_jax(_loss, params, x, mesh=Mesh.of(("x", "y"), (2, 4)),
                      in_specs=[{"w": P(None, "y"), "b": P("y")}, P("x")])
    layout = read_sdy_layout(module)
    assert layout is not None and layout.mesh == Mesh.of(("x", "y"), (2, 4))
    assert layout.arg_shardings == [Sharding((("y",),)), Sharding(((), ("y",))), Sharding((("x",), ()))]
    exe = compile_module(module)
    assert exe.kind == ModuleKind.GLOBAL
    inputs = random_inputs(module)
    b, w, xin = inputs
    (out,) = exe.run(*inputs)
    compare_outputs([np.asarray(_loss({"w": w, "b": b}, xin))], [out]).assert_ok()


def test_shape_dtype_structs_with_shardings_and_shard_map() -> None:
    mesh = jax.make_mesh((4,), ("d",), axis_types=(AxisType.Auto,))
    fn = jax.shard_map(lambda a: jax.lax.psum(a, "d"), mesh=mesh, in_specs=P("d"), out_specs=P())
    sds = jax.ShapeDtypeStruct((8, 2), jnp.float32, sharding=NamedSharding(mesh, P("d")))
    module = from_jax(fn, sds)
    layout = read_sdy_layout(module)
    assert layout is not None and layout.arg_shardings == [Sharding((("d",), ()))]
    a = np.arange(16, dtype=np.float32).reshape(8, 2)
    (out,) = compile_module(module).run(a)
    np.testing.assert_allclose(out, a.reshape(4, 2, 2).sum(0))
    # the same via mesh + in_specs with a jax mesh
    module2 = from_jax(fn, jax.ShapeDtypeStruct((8, 2), jnp.float32), mesh=mesh, in_specs=[P("d")])
    (out2,) = compile_module(module2).run(a)
    np.testing.assert_array_equal(out, out2)


def test_export_errors() -> None:
    x = np.ones((16, 4), np.float32)
    dynamic = jax.ShapeDtypeStruct(jax.export.symbolic_shape("n, 4"), jnp.float32)
    with pytest.raises(TagError, match="dynamic shape"):
        from_jax(_loss, _params(), dynamic)
    with pytest.raises(TagError, match="not an array"):
        from_jax(_loss, _params(), "text")
    with pytest.raises(TagError, match="needs a mesh"):
        from_jax(_loss, _params(), x, in_specs=[None, P("x")])
    with pytest.raises(TagError, match="cannot export"):
        from_jax(lambda a: a.reshape(7), x)
