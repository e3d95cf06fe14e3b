"""`core.host_library`: the rule that says which dots and convolutions XLA CPU runs off its kernel
library, checked against what this jaxlib's compiler actually emits (a plain `dot`/`convolution`
thunk in the compiled HLO is the generic emitter; the library's appear as `ynn_fusion`s or fold into
them). A jaxlib that decides differently fails here rather than silently mispricing."""
from __future__ import annotations

import itertools
import re

import jax
import numpy as np
import pytest
from jax import lax

from tag.core.cost_model import graph_node_time, kernel_class, window_visits
from tag.core.host_library import conv_window_exceeds_input, kernel_path, on_generic_emitter
from tag.dialects.attributes import as_operation
from tag.dialects.context import make_context, parse_module

_MATRIX_OPS = ("stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution")
_CONTEXT = make_context()      # kept alive: parsed modules and their attributes live in it


def _ops(module) -> list:
    out = []

    def walk(op):
        for region in op.regions:
            for block in region.blocks:
                for o in block.operations:
                    o = as_operation(o)
                    out.append(o)
                    walk(o)
    walk(module.operation)
    return out


def _predicted_and_compiled(fn, shapes, dtype=np.float32) -> tuple[int, int, list[str]]:
    """(dots/convolutions the rule sends to the generic emitter, plain dot/convolution thunks XLA
    compiled, the rule's path per op) for `fn` lowered at `shapes`."""
    args = [jax.ShapeDtypeStruct(s, dtype) for s in shapes]
    lowered = jax.jit(fn).lower(*args)
    module = parse_module(lowered.as_text(), _CONTEXT)
    ops = [o for o in _ops(module) if o.name in _MATRIX_OPS]
    entry = lowered.compile().as_text()
    entry = entry[entry.index("ENTRY"):]
    compiled = len(re.findall(r" (?:convolution|dot)\(", entry))
    return sum(on_generic_emitter(o) for o in ops), compiled, [kernel_path(o) for o in ops]


def _conv(stride: int):
    return lambda x, w: lax.conv_general_dilated(x, w, (stride, stride), "SAME",
                                                 dimension_numbers=("NHWC", "HWIO", "NHWC"))


def _forms(stride: int):
    f = _conv(stride)
    return {"forward": f,
            "input-gradient": lambda x, w: jax.grad(lambda x: f(x, w).sum())(x),
            "filter-gradient": lambda x, w: jax.grad(lambda w: f(x, w).sum())(w)}


# a grid over the rule's conditions: image size (window within / beyond it), channels (<= 16 or more),
# 1x1 (XLA turns some into dots) and 3x3 windows, strides (the input gradient then dilates its input)
CONV_CASES = [(2, (64, 64), 3, 1), (3, (16, 32), 3, 1), (8, (16, 16), 3, 1), (4, (17, 17), 3, 2), (4, (8, 8), 1, 1)]
SLOW_CONV_CASES = list(itertools.product((1, 2, 3, 4, 8), ((8, 8), (16, 16), (16, 32), (17, 17), (64, 64)), (1, 3),
                                         (1, 2)))


def _check_conv(hw, channels, k, s):
    ci, co = channels
    for form, fn in _forms(s).items():
        predicted, compiled, _ = _predicted_and_compiled(fn, ((4, hw, hw, ci), (k, k, ci, co)))
        assert predicted == compiled, (form, hw, channels, k, s)


@pytest.mark.parametrize("hw,channels,k,s", CONV_CASES)
def test_convolution_rule_matches_the_compiler(hw, channels, k, s):
    _check_conv(hw, channels, k, s)


@pytest.mark.slow
@pytest.mark.parametrize("hw,channels,k,s", SLOW_CONV_CASES)
def test_convolution_rule_matches_the_compiler_on_the_grid(hw, channels, k, s):
    _check_conv(hw, channels, k, s)


def _dot(lc, rc, lb=(), rb=()):
    return lambda a, b: lax.dot_general(a, b, ((lc, rc), (lb, rb)))


DOT_CASES = [
    ((1,), (0,), (), (), (16, 64), (64, 32), False),          # x @ w: the library
    ((0,), (0,), (), (), (64, 16), (64, 32), True),           # x^T @ g: the weight gradient, generic
    ((1,), (1,), (), (), (16, 64), (32, 64), False),          # g @ w^T: the input gradient (a transpose, library)
    ((0,), (1,), (), (), (64, 16), (32, 64), True),
    ((2,), (1,), (0,), (0,), (4, 16, 64), (4, 64, 32), False),  # batched (attention)
    ((1,), (1,), (0,), (0,), (4, 64, 16), (4, 64, 32), True),
    ((1,), (0,), (), (), (16, 64), (64,), True),              # matrix-vector
    ((1,), (0,), (), (), (4, 4), (4, 4), True),               # tiny
    ((0, 1), (0, 1), (), (), (8, 16, 64), (8, 16, 32), False),  # two contracting dims: transposed into form
    ((0,), (0,), (), (), (2, 512), (2, 512), True),
]


def _check_dot(lc, rc, lb, rb, a, b, generic, dtype):
    predicted, compiled, paths = _predicted_and_compiled(_dot(lc, rc, lb, rb), (a, b), dtype)
    assert predicted == compiled == int(generic)
    assert paths == ["generic" if generic else ""]


@pytest.mark.parametrize("lc,rc,lb,rb,a,b,generic", DOT_CASES)
def test_dot_rule_matches_the_compiler(lc, rc, lb, rb, a, b, generic):
    _check_dot(lc, rc, lb, rb, a, b, generic, np.float32)


@pytest.mark.parametrize("case", [0, 1])
@pytest.mark.parametrize("dtype", [jax.numpy.bfloat16, np.float16])
def test_dot_rule_matches_the_compiler_in_16_bits(case, dtype):
    _check_dot(*DOT_CASES[case], dtype)


@pytest.mark.slow
@pytest.mark.parametrize("lc,rc,lb,rb,a,b,generic", DOT_CASES)
@pytest.mark.parametrize("dtype", [jax.numpy.bfloat16, np.float16])
def test_dot_rule_matches_the_compiler_in_16_bits_on_all_forms(lc, rc, lb, rb, a, b, generic, dtype):
    _check_dot(lc, rc, lb, rb, a, b, generic, dtype)


def test_paths_name_swapped_convolutions():
    """A 3x3 window on a 2x2 image is 'swapped' (XLA exchanges the operands); few channels 'generic'."""
    _, _, tiny = _predicted_and_compiled(_conv(1), ((4, 2, 2, 64), (3, 3, 64, 64)))
    _, _, few = _predicted_and_compiled(_conv(1), ((4, 8, 8, 8), (3, 3, 8, 8)))
    _, _, big = _predicted_and_compiled(_conv(1), ((4, 8, 8, 64), (3, 3, 64, 64)))
    assert (tiny, few, big) == (["swapped"], ["generic"], [""])


@pytest.mark.parametrize("hw,window", [((2, 2), (3, 3)), ((1, 1), (3, 1)), ((3, 2), (7, 1)), ((2, 4), (3, 3)),
                                       ((3, 3), (7, 1)), ((3, 3), (1, 7)), ((2, 8), (3, 3)), ((3, 3), (3, 3))])
def test_swapped_is_the_compilers_operand_swap(hw, window):
    """'swapped' exactly when XLA reverses the window (it exchanged the operands): more window taps than
    input pixels, not a window longer than the input along one dimension (7x1 on 3x3 is not swapped:
    a mutant of the rule that tests each dimension fails here)."""
    f = lambda x, w: lax.conv_general_dilated(x, w, (1, 1), [(k // 2, k // 2) for k in window],  # noqa: E731
                                              dimension_numbers=("NHWC", "HWIO", "NHWC"))
    args = [jax.ShapeDtypeStruct((4, *hw, 32), np.float32), jax.ShapeDtypeStruct((*window, 32, 32), np.float32)]
    lowered = jax.jit(f).lower(*args)
    module = parse_module(lowered.as_text(), _CONTEXT)       # kept alive while its ops are read
    (op,) = [o for o in _ops(module) if o.name == "stablehlo.convolution"]
    reversed_window = "rhs_reversal" in lowered.compile().as_text()
    assert (kernel_path(op) == "swapped") == reversed_window


def test_select_and_scatter_visits():
    pool = lambda v: lax.reduce_window(v, -np.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")  # noqa: E731
    grad = lambda x, c: jax.vjp(pool, x)[1](c)[0]                                              # noqa: E731
    lowered = jax.jit(grad).lower(jax.ShapeDtypeStruct((2, 8, 8, 4), np.float32),
                                  jax.ShapeDtypeStruct((2, 4, 4, 4), np.float32))
    module = parse_module(lowered.as_text(), _CONTEXT)       # kept alive while its ops are read
    ops = _ops(module)
    sas = [o for o in ops if o.name == "stablehlo.select_and_scatter"]
    assert len(sas) == 1 and window_visits(sas[0]) == 2 * 4 * 4 * 4 * 9
    assert all(window_visits(o) == 0 for o in ops if o is not sas[0])
    assert not conv_window_exceeds_input(sas[0])


def test_kernel_class_only_moves_dense_gemms_and_convolutions():
    assert kernel_class("matmul", "generic") == "matmul_generic"
    assert kernel_class("conv", "swapped") == "conv_swapped"
    assert kernel_class("conv", "") == "conv" and kernel_class("loop", "generic") == "loop"
    assert kernel_class("conv_grouped", "generic") == "conv_grouped"


def test_host_paths_reach_graph_prices():
    """The graph of a step records the paths, and a host chip's path curves price them; a chip without
    curves (GPUs) prices them as the base class (a mutant that ignores the path fails the first)."""
    from dataclasses import replace

    from tag.analysis.graph import build_graph
    from tag.core.calibration import IDEAL_KERNELS, KernelCurve
    from tag.core.hardware import get_chip

    f = _conv(1)
    step = lambda x, w: (jax.grad(lambda w: f(x, w).sum())(w), f(x, w).sum())  # noqa: E731
    text = jax.jit(step).lower(jax.ShapeDtypeStruct((4, 2, 2, 64), np.float32),
                               jax.ShapeDtypeStruct((3, 3, 64, 64), np.float32)).as_text()
    graph = build_graph(parse_module(text, _CONTEXT), batch_size=4, source="t")
    convs = [n for n in graph.nodes if n.op_name == "stablehlo.convolution"]
    assert convs and {n.kernel_path for n in convs} <= {"generic", "swapped"} and any(n.kernel_path for n in convs)
    chip = replace(get_chip("a100"), kernels=IDEAL_KERNELS)
    slow = replace(chip, kernels=replace(IDEAL_KERNELS, paths=(KernelCurve("conv_swapped", 0.01),
                                                               KernelCurve("conv_generic", 0.01))))
    for n in convs:
        assert graph_node_time(graph, n.id, slow) > 5 * graph_node_time(graph, n.id, chip)


_DTYPE_BYTES = {"f32": 4, "bf16": 2, "f16": 2}


def _copied_bytes(entry: str) -> int:
    """Bytes of the transpose/copy instructions of a compiled ENTRY computation."""
    total = 0
    for line in entry.splitlines():
        m = re.search(r"%(?:\w*transpose|\w*copy)[\w.-]* = (f32|bf16|f16)\[([\d,]*)\]", line)
        if m:
            dims = [int(d) for d in m.group(2).split(",") if d]
            total += _DTYPE_BYTES[m.group(1)] * int(np.prod(dims)) if dims else 0
    return total


@pytest.mark.parametrize("case", ["conv-forward", "conv-input-gradient", "conv-filter-gradient", "dot-two-contracting",
                                  "dot-attention", "dot-canonical-transposed"])
def test_relayout_bytes_are_what_xla_copies(case):
    from tag.core.host_library import relayout_bytes

    f = _conv(1)
    x, w = (4, 8, 8, 32), (3, 3, 32, 32)
    fn, shapes = {
        "conv-forward": (f, (x, w)),
        "conv-input-gradient": (lambda x, w: jax.grad(lambda x: f(x, w).sum())(x), (x, w)),
        "conv-filter-gradient": (lambda x, w: jax.grad(lambda w: f(x, w).sum())(w), (x, w)),
        "dot-two-contracting": (_dot((0, 1), (0, 1)), ((8, 16, 64), (8, 16, 32))),
        "dot-attention": (lambda a, b: lax.dot_general(a, b, (((3,), (3,)), ((0, 2), (0, 2)))),
                          ((2, 16, 4, 32), (2, 16, 4, 32))),
        "dot-canonical-transposed": (_dot((1,), (1,)), ((16, 64), (32, 64))),
    }[case]
    lowered = jax.jit(fn).lower(*[jax.ShapeDtypeStruct(s, np.float32) for s in shapes])
    module = parse_module(lowered.as_text(), _CONTEXT)
    rule = sum(relayout_bytes(o) for o in _ops(module) if o.name in _MATRIX_OPS)
    entry = lowered.compile().as_text()
    assert rule == _copied_bytes(entry[entry.index("ENTRY"):])
    assert (rule > 0) == (case in ("conv-input-gradient", "conv-filter-gradient", "dot-two-contracting",
                                   "dot-attention"))
