"""Mesh/Sharding arithmetic, the Shardy reader and TAG's layout record."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tag.dialects.context import make_context, module_to_text, parse_module
from tag.dialects.diagnostics import TagError
from tag.dialects.layout import (
    Mesh,
    ModuleLayout,
    Sharding,
    assemble_array,
    read_layout_record,
    read_sdy_layout,
    shard_array,
    write_layout_record,
)

MESH = Mesh((("x", 2), ("y", 4)))

SDY_MODULE = """
module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  sdy.mesh @empty_mesh = <[]>
  func.func public @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>},
                         %b: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}], replicated={"x"}>},
                         %c: tensor<f32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>},
                         %d: tensor<4xf32>)
      -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, tensor<4xf32>) {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    return %0, %d : tensor<8x4xf32>, tensor<4xf32>
  }
}
"""

PER_DEVICE = """
module @p attributes {mhlo.num_partitions = 8 : i32} {
  func.func public @main(%a: tensor<4x4xf32>, %b: tensor<f32>) -> tensor<4x4xf32> {
    return %a : tensor<4x4xf32>
  }
}
"""


def test_mesh_basics() -> None:
    assert MESH.size == 8 and MESH.shape == (2, 4) and MESH.names == ("x", "y")
    assert MESH.coords(0) == (0, 0) and MESH.coords(5) == (1, 1) and MESH.coords(7) == (1, 3)
    with pytest.raises(TagError):
        MESH.coords(8)
    with pytest.raises(TagError):
        Mesh((("x", 2), ("x", 2)))


def test_sharding_shapes_and_slices() -> None:
    s = Sharding((("x", "y"), ()))
    assert s.local_shape((16, 3), MESH) == (2, 3)
    assert s.global_shape((2, 3), MESH) == (16, 3)
    # device 5 = (x=1, y=1) → piece 1*4+1 = 5 of dim 0
    assert s.slice_for_device(5, (16, 3), MESH) == (slice(10, 12), slice(0, 3))
    t = Sharding((("y",), ("x",)))
    assert t.slice_for_device(5, (8, 4), MESH) == (slice(2, 4), slice(2, 4))
    with pytest.raises(TagError, match="not divisible"):
        s.local_shape((12, 3), MESH)
    with pytest.raises(TagError, match="rank"):
        s.local_shape((16,), MESH)
    with pytest.raises(TagError):
        Sharding((("x",), ("x",)))


@st.composite
def _layouts(draw: st.DrawFn) -> tuple[Mesh, Sharding, tuple[int, ...]]:
    sizes = draw(st.lists(st.integers(1, 3), min_size=0, max_size=3))
    mesh = Mesh(tuple((f"a{i}", s) for i, s in enumerate(sizes)))
    rank = draw(st.integers(0, 3))
    owner = [draw(st.integers(-1, rank - 1)) if rank else -1 for _ in sizes]
    order = draw(st.permutations(list(range(len(sizes)))))
    dims = tuple(tuple(f"a{i}" for i in order if owner[i] == d) for d in range(rank))
    sharding = Sharding(dims)
    counts = sharding.shard_counts(mesh)
    shape = tuple(c * draw(st.integers(1, 3)) for c in counts)
    return mesh, sharding, shape


@settings(max_examples=60, deadline=None)
@given(_layouts())
def test_shard_assemble_round_trip(case: tuple[Mesh, Sharding, tuple[int, ...]]) -> None:
    mesh, sharding, shape = case
    array = np.arange(int(np.prod(shape)), dtype=np.int32).reshape(shape)
    shards = shard_array(array, sharding, mesh)
    assert len(shards) == mesh.size
    local = sharding.local_shape(shape, mesh)
    covered = np.zeros(shape, dtype=np.int32)
    for d, piece in enumerate(shards):
        assert piece.shape == local
        sl = sharding.slice_for_device(d, shape, mesh)
        np.testing.assert_array_equal(piece, array[sl])
        covered[sl] += 1
    # every element is held by exactly (devices / pieces) devices
    assert np.all(covered == mesh.size // max(1, int(np.prod(sharding.shard_counts(mesh)))))
    np.testing.assert_array_equal(assemble_array(shards, sharding, mesh), array)


def test_read_sdy_layout() -> None:
    layout = read_sdy_layout(parse_module(SDY_MODULE))
    assert layout is not None
    assert layout.mesh == MESH
    assert layout.arg_shardings == [Sharding((("x", "y"), ())), Sharding(((), ("y",))), Sharding(()), None]
    assert layout.result_shardings == [Sharding((("x",), ("y",))), None]
    full = read_sdy_layout(parse_module(SDY_MODULE), default_replicated=True)
    assert full is not None and full.arg_shardings[3] == Sharding(((),)) and full.result_shardings[1] == Sharding(((),))


def test_read_sdy_layout_absent_and_unsupported() -> None:
    assert read_sdy_layout(parse_module(PER_DEVICE)) is None
    sub = SDY_MODULE.replace('[{"x", "y"}, {}]>}', '[{"y":(1)2}, {}]>}')
    with pytest.raises(TagError, match="unsupported"):
        read_sdy_layout(parse_module(sub))
    lenient = read_sdy_layout(parse_module(sub), strict=False)
    assert lenient is not None and lenient.arg_shardings[0] is None


def test_read_sdy_layout_from_jax() -> None:
    import jax
    import jax.numpy as jnp
    from jax.sharding import AxisType, NamedSharding
    from jax.sharding import PartitionSpec as P

    mesh = jax.make_mesh((2, 4), ("x", "y"), axis_types=(AxisType.Auto,) * 2)
    a = jax.ShapeDtypeStruct((8, 16), jnp.float32, sharding=NamedSharding(mesh, P(("x", "y"), None)))
    b = jax.ShapeDtypeStruct((16, 4), jnp.float32, sharding=NamedSharding(mesh, P(None, "y")))
    text = jax.jit(lambda a, b: a @ b).lower(a, b).as_text()
    layout = read_sdy_layout(parse_module(text))
    assert layout is not None and layout.mesh == MESH
    assert layout.arg_shardings == [Sharding((("x", "y"), ())), Sharding(((), ("y",)))]


def test_record_round_trip_and_text() -> None:
    module = parse_module(PER_DEVICE)
    layout = ModuleLayout(MESH, [Sharding((("x",), ("y",))), None], [Sharding((("x", "y"), ()))])
    write_layout_record(module, layout)
    text = module_to_text(module)
    assert 'tag.mesh = {axes = ["x", "y"], shape = array<i64: 2, 4>}' in text
    assert 'tag.sharding = [["x"], ["y"]]' in text
    reparsed = parse_module(text)
    assert read_layout_record(reparsed) == layout
    assert read_layout_record(parse_module(PER_DEVICE)) is None


@pytest.mark.parametrize(("bad", "match"), [
    ('tag.mesh = {axes = ["x"], shape = array<i64: 2, 4>}', "tag.mesh"),
    ('tag.mesh = {axes = ["x", "y"]}', "tag.mesh"),
    ('tag.mesh = "x"', "tag.mesh"),
    ('tag.mesh = {axes = [1, 2], shape = array<i64: 2, 4>}', "tag.mesh"),
])
def test_malformed_mesh_record(bad: str, match: str) -> None:
    text = PER_DEVICE.replace("{mhlo.num_partitions = 8 : i32}", "{mhlo.num_partitions = 8 : i32, " + bad + "}")
    with pytest.raises(TagError, match=match):
        read_layout_record(parse_module(text))


@pytest.mark.parametrize("bad", ['[["z"], []]', '[["x"]]', '["x", []]', '[["x"], ["x"]]', '3'])
def test_malformed_sharding_record(bad: str) -> None:
    text = PER_DEVICE.replace(
        "{mhlo.num_partitions = 8 : i32}",
        '{mhlo.num_partitions = 8 : i32, tag.mesh = {axes = ["x", "y"], shape = array<i64: 2, 4>}}',
    ).replace("%a: tensor<4x4xf32>", f"%a: tensor<4x4xf32> {{tag.sharding = {bad}}}")
    with pytest.raises(TagError, match="tag.sharding"):
        read_layout_record(parse_module(text))


def test_sharding_record_without_mesh() -> None:
    text = PER_DEVICE.replace("%a: tensor<4x4xf32>", '%a: tensor<4x4xf32> {tag.sharding = [["x"], []]}')
    with pytest.raises(TagError, match="tag.mesh"):
        read_layout_record(parse_module(text))


def test_xla_compiles_module_with_record() -> None:
    """The record is discardable builtin attributes: XLA must accept a module carrying it."""
    from tag.runtime.xla import ModuleKind, compile_module

    text = """
    module @r attributes {mhlo.num_partitions = 1 : i32} {
      func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
        %0 = stablehlo.add %a, %a : tensor<4xf32>
        return %0 : tensor<4xf32>
      }
    }"""
    module = parse_module(text, make_context())
    write_layout_record(module, ModuleLayout(Mesh((("x", 1),)), [Sharding((("x",),))], [Sharding((("x",),))]))
    assert "tag.sharding" in module_to_text(module)
    exe = compile_module(module)
    assert exe.kind == ModuleKind.SINGLE and "tag.mesh" in exe.text and "tag.sharding" in exe.text
    (out,) = exe.run(np.arange(4, dtype=np.float32))
    np.testing.assert_array_equal(out, 2 * np.arange(4, dtype=np.float32))
