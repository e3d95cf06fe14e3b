"""runtime.iree: IREE (llvm-cpu) against XLA and numpy references; the rejection paths."""
from __future__ import annotations

import pytest

import iree.compiler  # noqa: F401  (the `iree` extra; scripts/bootstrap.sh always installs it)
import iree.runtime  # noqa: F401
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import AxisType  # noqa: E402
from jax.sharding import PartitionSpec as P  # noqa: E402

from tag.dialects.context import module_to_text, parse_module  # noqa: E402
from tag.dialects.diagnostics import TagError  # noqa: E402
from tag.export import from_jax  # noqa: E402
from tag.runtime.iree import compile_for_iree, iree_available, prepare_for_iree  # noqa: E402
from tag.runtime.xla import compile_module  # noqa: E402


def _mlp_step(params: dict, x: jax.Array, y: jax.Array) -> tuple:
    def loss(p: dict) -> jax.Array:
        h = jax.nn.gelu(x @ p["w1"] + p["b1"], approximate=False)  # exact gelu lowers to chlo.erfc
        return jnp.mean((h @ p["w2"] - y) ** 2)

    value, grads = jax.value_and_grad(loss)(params)
    return value, jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)


def _mlp_inputs() -> tuple[dict, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(0)
    params = {"w1": rng.standard_normal((8, 16)).astype(np.float32) * 0.3,
              "b1": rng.standard_normal((16,)).astype(np.float32) * 0.1,
              "w2": rng.standard_normal((16, 4)).astype(np.float32) * 0.3}
    return params, rng.standard_normal((16, 8)).astype(np.float32), rng.standard_normal((16, 4)).astype(np.float32)


def _flat(params: dict, x: np.ndarray, y: np.ndarray) -> list[np.ndarray]:
    return [params["b1"], params["w1"], params["w2"], x, y]  # jit flattens dicts in key order


def test_available() -> None:
    assert iree_available()


def test_mlp_training_step_matches_xla() -> None:
    params, x, y = _mlp_inputs()
    module = from_jax(_mlp_step, params, x, y)
    before = module_to_text(module)
    assert "chlo." in before  # exercises chlo-legalize-to-stablehlo
    exe = compile_for_iree(module)
    assert module_to_text(module) == before  # input untouched
    assert "chlo." not in exe.text
    flat = _flat(params, x, y)
    got = exe.run(*flat)
    want = compile_module(module).run(*flat)
    assert len(got) == len(want) == 4
    for g, w in zip(got, want):
        assert g.shape == w.shape and g.dtype == w.dtype
        np.testing.assert_allclose(g, w, rtol=1e-6, atol=1e-6)
    assert not np.allclose(got[2], params["w1"])  # the step did update the weights


def test_global_view_sharded_module_runs_on_one_device() -> None:
    """A jax.jit module sharded over a 2x2 mesh computes global values; dropping shardings keeps them."""
    mesh = jax.make_mesh((2, 2), ("x", "y"), axis_types=(AxisType.Auto,) * 2)
    params, x, y = _mlp_inputs()
    specs = ({"b1": P("y"), "w1": P(None, "y"), "w2": P("y", None)}, P("x", None), P("x", None))
    module = from_jax(_mlp_step, params, x, y, mesh=mesh, in_specs=specs)
    assert "sdy.sharding" in module_to_text(module)
    text = prepare_for_iree(module)
    assert "sdy." not in text and "mhlo.num_partitions" not in text
    got = compile_for_iree(module).run(*_flat(params, x, y))
    value, new = jax.jit(_mlp_step)(params, x, y)
    for g, w in zip(got, [value, new["b1"], new["w1"], new["w2"]]):
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-5, atol=1e-6)


ASYNC_SLICE = """
module @a attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%a: tensor<8xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
    %f = "stablehlo.async_start"(%a) ({
    ^bb0(%x: tensor<8xf32>):
      %r = "stablehlo.slice"(%x) {start_indices = array<i64: 2>, limit_indices = array<i64: 6>,
                                  strides = array<i64: 1>} : (tensor<8xf32>) -> tensor<4xf32>
      stablehlo.return %r : tensor<4xf32>
    }) {tag.stream = 1 : i64} : (tensor<8xf32>) -> !stablehlo.future<tensor<4xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
    %z = stablehlo.multiply %a, %a {tag.group = 3 : i64} : tensor<8xf32>
    return %y, %z : tensor<4xf32>, tensor<8xf32>
  }
}
"""


def test_async_ops_removed_before_compile() -> None:
    """IREE itself rejects stablehlo.async_*; after preparation none (and no tag.* attribute) remains."""
    import iree.compiler

    with pytest.raises(iree.compiler.CompilerToolError, match="async_start"):
        iree.compiler.compile_str(ASYNC_SLICE, target_backends=["llvm-cpu"], input_type="stablehlo")
    exe = compile_for_iree(ASYNC_SLICE)
    assert "async" not in exe.text and "tag." not in exe.text
    a = np.arange(8, dtype=np.float32) * 0.5
    s, sq = exe.run(a)
    np.testing.assert_array_equal(s, a[2:6])
    np.testing.assert_array_equal(sq, a * a)


def test_async_collective_in_one_partition_program_rejected_on_cpu() -> None:
    text = """
    module @c attributes {mhlo.num_partitions = 1 : i32} {
      func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
        %0 = "stablehlo.collective_permute"(%a) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
              source_target_pairs = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
        return %0 : tensor<4xf32>
      }
    }
    """
    from tag.transforms import run_pipeline

    module = parse_module(text)
    run_pipeline(module, "builtin.module(tag-async-collectives)")
    assert "async_start" in module_to_text(module)
    with pytest.raises(TagError, match="collective_permute.*CPU drivers do not run collectives"):
        compile_for_iree(module)


def test_bf16_elementwise() -> None:
    text = """
    module @b {
      func.func public @main(%a: tensor<2x3xbf16>, %b: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
        %0 = stablehlo.multiply %a, %b : tensor<2x3xbf16>
        %1 = stablehlo.add %0, %a : tensor<2x3xbf16>
        %2 = stablehlo.tanh %1 : tensor<2x3xbf16>
        return %2 : tensor<2x3xbf16>
      }
    }
    """
    bf16 = ml_dtypes.bfloat16
    a = (np.arange(6, dtype=np.float32).reshape(2, 3) * 0.25 - 0.5).astype(bf16)
    b = (np.arange(6, dtype=np.float32).reshape(2, 3) * -0.125 + 0.3).astype(bf16)
    (got,) = compile_for_iree(text).run(a, b)
    assert got.dtype == np.dtype(bf16) and got.shape == (2, 3)
    (want,) = compile_module(text).run(a, b)
    np.testing.assert_allclose(got.astype(np.float32), want.astype(np.float32), rtol=1e-2, atol=1e-2)
    ref = np.tanh(a.astype(np.float32) * b.astype(np.float32) + a.astype(np.float32))
    np.testing.assert_allclose(got.astype(np.float32), ref, rtol=2e-2, atol=2e-2)


def test_multi_partition_program_rejected() -> None:
    text = """
    module @p attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
      func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
        %0 = "stablehlo.collective_permute"(%a) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
              source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
        return %0 : tensor<4xf32>
      }
    }
    """
    with pytest.raises(TagError, match=r"num_partitions = 2.*CPU drivers do not run collectives.*CUDA/NCCL") as info:
        compile_for_iree(text)
    assert "\n" not in str(info.value)


def test_compile_error_is_one_line_with_first_diagnostic() -> None:
    text = """
    module @e {
      func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
        %0 = stablehlo.custom_call @my_kernel(%a) : (tensor<4xf32>) -> tensor<4xf32> loc("user.mlir":7:5)
        return %0 : tensor<4xf32>
      }
    }
    """
    with pytest.raises(TagError) as info:
        compile_for_iree(text)
    msg = str(info.value)
    assert "\n" not in msg
    assert msg.startswith("user.mlir:7:5: error: IREE cannot compile the module: failed to legalize")
    assert "'stablehlo.custom_call'" in msg and "%0" not in msg
    assert info.value.span is not None and (info.value.span.line, info.value.span.col) == (7, 5)
    assert any("my_kernel" in n for n in info.value.notes)  # full diagnostic kept in the notes


def test_argument_checks() -> None:
    exe = compile_for_iree(ASYNC_SLICE)
    with pytest.raises(TagError, match="takes 1 arguments"):
        exe.run()
    with pytest.raises(TagError, match="expected shape"):
        exe.run(np.zeros(3, np.float32))


def test_tag_compile_builds_gpu_pieces_without_a_gpu(tmp_path, capsys, monkeypatch) -> None:
    """`tag compile --target cuda`: every Compute piece → a vmfb archive (module + CUDA dispatches);
    the collective piece is listed, not compiled; a piece IREE rejects is a one-line error naming it."""
    import json
    import zipfile

    import tag.runtime.iree as iree_mod
    from tag.cli import main
    from tag.distribute.collective_pieces import all_reduce_piece
    from tag.distribute.program import (AllReduce, Compute, DistributedProgram, Feed, ResultPart, TensorInfo,
                                        save_program)

    f32 = TensorInfo((4,), "float32")
    piece = jax.jit(lambda x: jnp.tanh(x) * 2.0).lower(jax.ShapeDtypeStruct((4,), np.float32)).as_text()
    program = DistributedProgram(
        (0, 1), [f32], [f32], [Feed(0, 0, "x0"), Feed(0, 1, "x1")], [],
        [Compute("scale", 0, ("x0",), ("y0",)), Compute("scale", 1, ("x1",), ("y1",)),
         AllReduce("sum", (0, 1), (("y0",), ("y1",)), (("s0",), ("s1",)))],
        [[ResultPart("s0", 0)]], {"scale": piece, "sum": all_reduce_piece([f32], 2)})
    save_program(program, tmp_path / "prog")
    assert main(["compile", str(tmp_path / "prog"), "--target", "cuda", "--out", str(tmp_path / "out")]) == 0
    manifest = json.loads((tmp_path / "out" / "manifest.json").read_text())
    assert manifest["target"] == "cuda" and manifest["arch"] == "sm_80"
    assert list(manifest["pieces"]) == ["scale"] and manifest["collective_pieces_not_compiled"] == ["sum"]
    assert manifest["pieces"]["scale"]["args"] == ["float32[4]"]
    names = zipfile.ZipFile(tmp_path / "out" / "scale.vmfb").namelist()
    assert "module.fb" in names and any("cuda" in n for n in names)
    assert main(["compile", str(tmp_path / "prog"), "--target", "rocm", "--out", str(tmp_path / "rocm")]) == 0
    assert json.loads((tmp_path / "rocm" / "manifest.json").read_text())["arch"] == "gfx942"
    assert any("rocm_hsaco" in n for n in zipfile.ZipFile(tmp_path / "rocm" / "scale.vmfb").namelist())
    capsys.readouterr()
    monkeypatch.setattr(iree_mod, "compiler_backends", lambda: frozenset({"llvm-cpu", "cuda"}))
    assert main(["compile", str(tmp_path / "prog"), "--target", "rocm", "--out", str(tmp_path / "rocm2")]) == 1
    err = capsys.readouterr().err
    assert "has no 'rocm' backend for --target rocm (it has: cuda, llvm-cpu)" in err and err.strip().count("\n") == 0
    monkeypatch.undo()
    program.pieces["scale"] = piece.replace("stablehlo.tanh", "stablehlo.no_such_op")
    save_program(program, tmp_path / "bad")
    assert main(["compile", str(tmp_path / "bad"), "--target", "vulkan", "--out", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    assert "piece 'scale'" in err and err.strip().count("\n") == 0
    assert (tmp_path / "out" / "scale.vmfb").exists()          # the earlier output is left as it was
