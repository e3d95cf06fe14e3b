"""dot_general dimension numbers, dimension mapping, flops and the builder."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from jax.extend.mlir import ir
from jax.extend.mlir.dialects import func

from tag.dialects import TagError, make_context, module_to_text, parse_module
from tag.dialects.dot import DotDims, build_dot_general, dot_flops, flops

BATCHED = """
func.func @main(%a: tensor<5x2x3x7xf32>, %b: tensor<7x5x3x4xf32>) -> tensor<5x2x4xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [1], contracting_dims = [2, 3] x [2, 0],
       precision = [DEFAULT, HIGHEST] : (tensor<5x2x3x7xf32>, tensor<7x5x3x4xf32>) -> tensor<5x2x4xf32>
  return %0 : tensor<5x2x4xf32>
}
"""


def _first_dot(module):
    found = []
    module.operation.walk(lambda op: (found.append(op) if op.name == "stablehlo.dot_general" else None)
                          or ir.WalkResult.ADVANCE)
    return found[0]


def test_read_batched_dims():
    module = parse_module(BATCHED, file_name="dot.mlir")
    op = _first_dot(module)
    dims = DotDims.from_op(op)
    assert dims == DotDims((0,), (1,), (2, 3), (2, 0), 4, 4)
    assert DotDims.from_op(op.opview) == dims
    assert dims.lhs_free == (1,) and dims.rhs_free == (3,)
    assert dims.result_rank == 3
    assert [dims.lhs_result_dim(d) for d in range(4)] == [0, 1, None, None]
    assert [dims.rhs_result_dim(d) for d in range(4)] == [None, 0, None, 2]
    assert [dims.result_lhs_dim(d) for d in range(3)] == [0, 1, None]
    assert [dims.result_rhs_dim(d) for d in range(3)] == [1, None, 3]
    assert dims.contracting_partner(3) == 0 and dims.contracting_partner(1) is None
    assert flops(op) == 2 * 5 * 2 * 4 * 3 * 7


def test_matmul_dims_and_flops():
    dims = DotDims.matmul()
    assert dims.lhs_free == (0,) and dims.rhs_free == (1,)
    assert dot_flops(dims, (8, 16), (16, 32)) == 2 * 8 * 16 * 32
    assert dims.result_shape((8, 16), (16, 32)) == (8, 32)


@pytest.mark.parametrize("args, text", [
    (((0,), (), (), (), 2, 2), "batch dims"),
    (((), (), (1,), (0, 1), 2, 2), "contracting dims"),
    (((), (), (2,), (0,), 2, 2), "out of range"),
    (((0,), (0,), (0,), (1,), 2, 2), "repeat"),
])
def test_invalid_dims(args, text):
    with pytest.raises(TagError, match=text):
        DotDims(*args)


def test_from_op_rejects_other_ops():
    module = parse_module("func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                          "  %0 = stablehlo.add %a, %a : tensor<2xf32>\n  return %0 : tensor<2xf32>\n}",
                          file_name="add.mlir")
    ops = []
    module.operation.walk(lambda op: ops.append(op) or ir.WalkResult.ADVANCE)
    add = next(op for op in ops if op.name == "stablehlo.add")
    with pytest.raises(TagError, match=r"^-?.*:2:8: error: expected a stablehlo.dot_general"):
        DotDims.from_op(add)


def test_attr_roundtrip_and_build():
    ctx = make_context()
    with ctx, ir.Location.file("gen.mlir", 1, 1):
        lhs_t, rhs_t = ir.Type.parse("tensor<5x2x3x7xf32>"), ir.Type.parse("tensor<7x5x3x4xf32>")
        dims = DotDims((0,), (1,), (2, 3), (2, 0), 4, 4)
        module = ir.Module.create()
        with ir.InsertionPoint(module.body):
            f = func.FuncOp("main", ir.FunctionType.get([lhs_t, rhs_t], [ir.Type.parse("tensor<5x2x4xf32>")]))
            block = f.add_entry_block()
            with ir.InsertionPoint(block):
                out = build_dot_general(block.arguments[0], block.arguments[1], dims, precision="HIGHEST")
                assert str(out.type) == "tensor<5x2x4xf32>"
                func.ReturnOp([out])
                with pytest.raises(TagError, match="does not match"):
                    build_dot_general(block.arguments[0], block.arguments[0], DotDims.matmul(4, 4))
                with pytest.raises(TagError, match="unknown precision"):
                    build_dot_general(block.arguments[0], block.arguments[1], dims, precision="FAST")
        module.operation.verify()
        assert DotDims.from_op(out.owner) == dims
        text = module_to_text(module)
        assert "precision = [HIGHEST, HIGHEST]" in text
        assert DotDims.from_op(_first_dot(parse_module(text))) == dims


@st.composite
def _dims(draw):
    """Random valid dot dimension numbers with matching shapes."""
    nb, nc = draw(st.integers(0, 2)), draw(st.integers(0, 2))
    nl, nr = draw(st.integers(0, 2)), draw(st.integers(0, 2))
    lrank, rrank = nb + nc + nl, nb + nc + nr
    lperm = draw(st.permutations(range(lrank)))
    rperm = draw(st.permutations(range(rrank)))
    sizes = draw(st.lists(st.integers(1, 4), min_size=nb + nc, max_size=nb + nc))
    dims = DotDims(tuple(lperm[:nb]), tuple(rperm[:nb]), tuple(lperm[nb:nb + nc]), tuple(rperm[nb:nb + nc]),
                   lrank, rrank)
    lshape, rshape = [0] * lrank, [0] * rrank
    for i, s in enumerate(sizes):
        lshape[lperm[i]] = rshape[rperm[i]] = s
    for d in lperm[nb + nc:]:
        lshape[d] = draw(st.integers(1, 4))
    for d in rperm[nb + nc:]:
        rshape[d] = draw(st.integers(1, 4))
    return dims, tuple(lshape), tuple(rshape)


@settings(max_examples=60, deadline=None)
@given(_dims())
def test_dimension_maps_agree_with_numpy(case):
    dims, lshape, rshape = case
    result = dims.result_shape(lshape, rshape)
    # The maps are mutually inverse and agree with the result shape.
    for d in range(dims.lhs_rank):
        r = dims.lhs_result_dim(d)
        assert (r is None) == (d in dims.lhs_contracting)
        if r is not None:
            assert dims.result_lhs_dim(r) == d and result[r] == lshape[d]
    for d in range(dims.rhs_rank):
        r = dims.rhs_result_dim(d)
        assert (r is None) == (d in dims.rhs_contracting)
        if r is not None:
            assert dims.result_rhs_dim(r) == d and result[r] == rshape[d]
    # Cross-check the result shape and flops against an einsum.
    letters = iter("abcdefghijklmnop")
    lsub, rsub = [""] * dims.lhs_rank, [""] * dims.rhs_rank
    for a, b in zip(dims.lhs_batch + dims.lhs_contracting, dims.rhs_batch + dims.rhs_contracting):
        lsub[a] = rsub[b] = next(letters)
    for d in dims.lhs_free:
        lsub[d] = next(letters)
    for d in dims.rhs_free:
        rsub[d] = next(letters)
    out = ([lsub[d] for d in dims.lhs_batch] + [lsub[d] for d in dims.lhs_free] + [rsub[d] for d in dims.rhs_free])
    value = np.einsum(f"{''.join(lsub)},{''.join(rsub)}->{''.join(out)}", np.ones(lshape), np.ones(rshape))
    assert value.shape == result
    contracted = int(np.prod([lshape[d] for d in dims.lhs_contracting]))
    assert dot_flops(dims, lshape, rshape) == 2 * value.size * contracted
