"""Shapes, element types and the small op builders in tag.dialects.builders."""
import numpy as np
import pytest
from jax.extend.mlir import ir
from jax.extend.mlir.dialects import func

from tag.dialects import TagError, make_context, module_to_text
from tag.dialects.builders import (build_add, build_broadcast_in_dim, build_concatenate, build_constant,
                                   build_convert, build_dynamic_slice, build_dynamic_update_slice, build_reshape,
                                   build_scalar, build_slice, element_bits, element_dtype, element_type_from_name,
                                   i32_constant, is_static, num_bytes, numpy_dtype, shape_of, tensor_type)


@pytest.fixture
def ctx():
    context = make_context()
    with context, ir.Location.file("b.mlir", 7, 3):
        yield context


def _function(arg_types, result_types, body):
    """A module with one function whose entry block runs `body(args)` and returns its values."""
    module = ir.Module.create()
    with ir.InsertionPoint(module.body):
        f = func.FuncOp("main", ir.FunctionType.get(arg_types, result_types))
        block = f.add_entry_block()
        with ir.InsertionPoint(block):
            func.ReturnOp(list(body(*block.arguments)))
    module.operation.verify()
    return module


@pytest.mark.parametrize("name, dtype, bits", [
    ("f32", np.float32, 32), ("f16", np.float16, 16), ("f64", np.float64, 64), ("i1", np.bool_, 1),
    ("i8", np.int8, 8), ("i16", np.int16, 16), ("i32", np.int32, 32), ("i64", np.int64, 64),
    ("ui8", np.uint8, 8), ("ui32", np.uint32, 32), ("ui64", np.uint64, 64),
])
def test_element_types(ctx, name, dtype, bits):
    t = ir.RankedTensorType.get([2, 3], element_type_from_name(name))
    assert element_dtype(t) == name
    assert numpy_dtype(t) == np.dtype(dtype)
    assert element_bits(t) == bits
    assert num_bytes(t) == 6 * max(1, bits // 8)


def test_bf16_and_sub_byte(ctx):
    t = ir.Type.parse("tensor<4xbf16>")
    assert element_dtype(t) == "bf16" and numpy_dtype(t).name == "bfloat16" and num_bytes(t) == 8
    assert num_bytes(ir.Type.parse("tensor<3xi4>")) == 2
    assert num_bytes(ir.Type.parse("tensor<f32>")) == 4
    assert num_bytes(ir.Type.parse("tensor<2xcomplex<f32>>")) == 16


def test_tensor_type_and_static(ctx):
    t = ir.Type.parse("tensor<2x3xf32>")
    shape, elt = tensor_type(t)
    assert shape == (2, 3) and str(elt) == "f32" and shape_of(t) == (2, 3)
    assert is_static(t)
    dyn = ir.Type.parse("tensor<?x3xf32>")
    assert not is_static(dyn)
    with pytest.raises(TagError, match="statically shaped"):
        tensor_type(dyn)
    with pytest.raises(TagError, match="ranked tensor"):
        tensor_type(ir.Type.parse("f32"))


def test_dynamic_value_error_has_location(ctx):
    dyn = ir.Type.parse("tensor<?xf32>")

    def body(x):
        build_reshape(x, [4])
        return [x]

    with pytest.raises(TagError) as err:
        _function([dyn], [dyn], body)
    assert str(err.value).startswith("b.mlir:7:3: error:")


def test_constants(ctx):
    f32, i32 = ir.F32Type.get(), ir.IntegerType.get_signless(32)

    def body():
        scalar = build_scalar(2.5, f32)
        assert str(scalar.type) == "tensor<f32>"  # 0-d, not tensor<1xf32>
        assert str(i32_constant(3).type) == "tensor<i32>"
        assert str(build_constant(np.arange(6).reshape(2, 3), f32).type) == "tensor<2x3xf32>"
        assert str(build_constant([True, False], ir.IntegerType.get_signless(1)).type) == "tensor<2xi1>"
        assert str(build_constant(np.array([1.5, 2.0]), ir.BF16Type.get()).type) == "tensor<2xbf16>"
        assert str(build_scalar(7, ir.IntegerType.get_unsigned(32)).type) == "tensor<ui32>"
        return [build_constant(np.array([1, 2, 3]), i32)]

    module = _function([], [ir.Type.parse("tensor<3xi32>")], body)
    text = module_to_text(module)
    assert "dense<[1, 2, 3]> : tensor<3xi32>" in text
    assert "dense<2.500000e+00> : tensor<f32>" in text


def test_shape_ops_verify(ctx):
    t = ir.Type.parse("tensor<4x6xf32>")

    def body(x):
        flat = build_reshape(x, [24])
        back = build_reshape(flat, [4, 6])
        one, zero = i32_constant(1), i32_constant(0)
        part = build_dynamic_slice(back, [one, zero], [2, 6])
        assert shape_of(part) == (2, 6)
        joined = build_concatenate([part, part], 0)
        updated = build_dynamic_update_slice(joined, part, [one, zero])
        strided = build_slice(updated, [0, 0], [4, 6], [2, 3])
        assert shape_of(strided) == (2, 2)
        ones = build_broadcast_in_dim(build_scalar(1.0, ir.F32Type.get()), [4, 6], [])
        assert element_dtype(build_convert(ones, ir.BF16Type.get())) == "bf16"
        return [build_add(updated, ones)]

    _function([t], [t], body)


def test_shape_op_errors(ctx):
    t = ir.Type.parse("tensor<4x6xf32>")

    def bad_reshape(x):
        build_reshape(x, [5])
        return [x]

    def bad_slice(x):
        build_dynamic_slice(x, [i32_constant(0)], [1, 1])
        return [x]

    def bad_concat(x):
        build_concatenate([x, build_reshape(x, [6, 4])], 0)
        return [x]

    for body, text in ((bad_reshape, "element counts differ"), (bad_slice, "needs 2 start indices"),
                       (bad_concat, "cannot concatenate")):
        with pytest.raises(TagError, match=text):
            _function([t], [t], body)
