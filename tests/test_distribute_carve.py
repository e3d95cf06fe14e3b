"""extract_piece / extract_pieces: pieces of a flat training step, chained on XLA CPU, reproduce the
whole step; region captures become inputs; unclosed pieces are TagErrors."""
from __future__ import annotations

import time

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from tag.dialects.context import module_to_text, parse_module
from tag.dialects.diagnostics import TagError
from tag.analysis.graph import flatten_module
from tag.runtime.xla import compile_module, run_module
from tag.distribute.carve import Carver, PieceSpec, extract_piece, extract_pieces

RNG = np.random.default_rng(0)


def flat(f, *args):
    return flatten_module(parse_module(jax.jit(f).lower(*args).as_text()))


def rand(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def sgd_step(params, x, y):
    def loss_fn(params):
        h = x
        for i, (w, b) in enumerate(params):
            h = h @ w + b
            if i < len(params) - 1:
                h = jax.nn.relu(h)
        return jnp.mean((h - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads), loss


def returns_of(carver: Carver) -> list[tuple[int, int]]:
    block = carver.func.regions[0].blocks[0]
    ret = list(block.operations)[-1]
    return [carver.where[v] for v in ret.operands]


def split_specs(carver: Carver, bounds: list[int]) -> list[PieceSpec]:
    """Pieces = consecutive op ranges; inputs = outer values read, outputs = values read later or returned."""
    ranges = list(zip(bounds[:-1], bounds[1:]))
    later_reads: list[set[tuple[int, int]]] = []
    for lo, hi in ranges:
        later_reads.append({v for n in range(lo, hi) for v in carver.reads(n)})
    returned = set(returns_of(carver))
    specs = []
    for k, (lo, hi) in enumerate(ranges):
        inputs = list(dict.fromkeys(v for n in range(lo, hi) for v in carver.reads(n) if not lo <= v[0] < hi))
        needed = set().union(*later_reads[k + 1:], returned)
        outputs = [(n, j) for n in range(lo, hi) for j in range(len(carver.values[n])) if (n, j) in needed]
        specs.append(PieceSpec(range(lo, hi), inputs, outputs, name=f"piece{k}"))
    return specs


def run_chain(pieces, specs, env):
    for piece, spec in zip(pieces, specs):
        outs = run_module(piece, *[env[v] for v in spec.inputs])
        env.update(zip(spec.outputs, outs))
    return env


def test_mlp_sgd_step_in_three_pieces_matches_whole():
    params = [(rand(6, 8), rand(8)), (rand(8, 4), rand(4))]
    x, y = rand(5, 6), rand(5, 4)
    module = flat(sgd_step, params, x, y)
    before = module_to_text(module)
    carver = Carver(module)
    args = [params[0][0], params[0][1], params[1][0], params[1][1], x, y]
    assert carver.n_args == len(args)
    count = len(carver.ops)
    third = (count - carver.n_args) // 3
    bounds = [carver.n_args, carver.n_args + third, carver.n_args + 2 * third, count]
    specs = split_specs(carver, bounds)
    pieces = extract_pieces(module, specs)
    for piece, spec in zip(pieces, specs):
        text = module_to_text(piece)
        assert f"module @{spec.name}" in text and "func.func public @main" in text
        assert "jax." not in text and "tag." not in text and "mhlo.sharding" not in text
    env = run_chain(pieces, specs, {(i, 0): a for i, a in enumerate(args)})
    whole = run_module(module, *args)
    for v, expected in zip(returns_of(carver), whole):
        np.testing.assert_allclose(env[v], expected, rtol=1e-6, atol=1e-6)
    assert module_to_text(module) == before, "source module was modified"


def test_input_returned_as_is_and_reordered_inputs():
    module = flat(lambda a, b: (a * b + 1.0, a), rand(3), rand(3))
    carver = Carver(module)
    mul = next(n for n in range(carver.n_args, len(carver.ops)) if carver.ops[n].name == "stablehlo.multiply")
    piece = extract_piece(module, [mul], [(1, 0), (0, 0)], [(mul, 0), (0, 0), (1, 0)])
    a, b = rand(3), rand(3)
    out = compile_module(piece).run(b, a)
    np.testing.assert_allclose(out[0], a * b)
    np.testing.assert_array_equal(out[1], a)
    np.testing.assert_array_equal(out[2], b)


def test_a_value_taken_twice_each_operand_its_own_argument():
    """`operand_inputs`: a value listed twice (a partial sum and its synchronised sum in data
    parallelism); the operands pointed at read the second argument, every other read the first."""
    module = flat(lambda a, b: (a * b, jnp.tanh(a) + b), rand(3), rand(3))
    carver = Carver(module)
    mul = next(n for n in range(carver.n_args, len(carver.ops)) if carver.ops[n].name == "stablehlo.multiply")
    tanh = next(n for n in range(carver.n_args, len(carver.ops)) if carver.ops[n].name == "stablehlo.tanh")
    add = next(n for n in range(carver.n_args, len(carver.ops)) if carver.ops[n].name == "stablehlo.add")
    spec = PieceSpec([mul, tanh, add], [(0, 0), (1, 0), (0, 0)], [(mul, 0), (add, 0)], operand_inputs={(tanh, 0): 2})
    a, b, a2 = rand(3), rand(3), rand(3)
    out = compile_module(carver.extract(spec)).run(a, b, a2)
    np.testing.assert_allclose(out[0], a * b, rtol=1e-6)
    np.testing.assert_allclose(out[1], np.tanh(a2) + b, rtol=1e-6)
    with pytest.raises(TagError, match="lists an input twice"):              # the copy is read by nothing
        carver.extract(PieceSpec([mul], [(0, 0), (1, 0), (0, 0)], [(mul, 0)]))
    with pytest.raises(TagError, match="does not read input 1"):
        carver.extract(PieceSpec([mul], [(0, 0), (1, 0)], [(mul, 0)], operand_inputs={(mul, 0): 1}))
    with pytest.raises(TagError, match="not an operand of a piece op"):
        carver.extract(PieceSpec([mul], [(0, 0), (1, 0)], [(mul, 0)], operand_inputs={(tanh, 0): 0}))


def test_while_capturing_outer_values(loops_kept):
    """A loop kept as a loop (`loops_kept`: as one over tag-unroll-loops' budget is)."""
    def f(x, w):
        return jax.lax.fori_loop(0, 3, lambda i, h: jnp.tanh(h @ w), x)

    x, w = rand(4, 3), rand(3, 3)
    module = flat(f, x, w)
    carver = Carver(module)
    loop = next(n for n in range(carver.n_args, len(carver.ops)) if carver.ops[n].name == "stablehlo.while")
    operands = [carver.where[v] for v in carver.ops[loop].operands]
    captured = [v for v in carver.reads(loop) if v not in operands]
    assert captured, "expected the loop body/cond to capture outer constants"
    with pytest.raises(TagError, match=r"neither computed nor an input"):
        extract_piece(module, [loop], operands, [(loop, 0)])
    # captured constants as inputs
    inputs = list(dict.fromkeys(operands + captured))
    piece = extract_piece(module, [loop], inputs, [(loop, 2)])
    env = {(i, 0): a for i, a in enumerate([x, w])}
    consts = {n: run_module(extract_piece(module, [n], [], [(n, 0)]))[0] for n, _ in inputs if n >= carver.n_args}
    out = run_module(piece, *[env[v] if v in env else consts[v[0]] for v in inputs])
    np.testing.assert_allclose(out[0], run_module(module, x, w)[0], rtol=1e-6)
    # or with the constants inside the piece
    piece = extract_piece(module, sorted({n for n, _ in captured} | {loop} | {n for n, _ in operands
                                                                            if n >= carver.n_args}),
                          [(0, 0), (1, 0)], [(loop, 2)])
    np.testing.assert_allclose(run_module(piece, x, w)[0], run_module(module, x, w)[0], rtol=1e-6)


def test_errors():
    module = flat(lambda a, b: jnp.sin(a * b), rand(3), rand(3))
    carver = Carver(module)
    mul, sin = carver.n_args, carver.n_args + 1
    with pytest.raises(TagError, match=r"piece uses value \(0, 0\) that is neither computed nor an input"):
        extract_piece(module, [mul, sin], [(1, 0)], [(sin, 0)])
    with pytest.raises(TagError, match="output .* neither computed"):
        extract_piece(module, [sin], [(mul, 0)], [(sin, 0), (1, 0)])
    with pytest.raises(TagError, match="computed by the piece itself"):
        extract_piece(module, [mul, sin], [(0, 0), (1, 0), (mul, 0)], [(sin, 0)])
    with pytest.raises(TagError, match="not an op of @main"):
        extract_piece(module, [0], [], [])
    with pytest.raises(TagError, match="not a value of @main"):
        extract_piece(module, [mul], [(0, 0), (1, 0)], [(mul, 3)])


def test_many_pieces_is_cheap():
    params = [(rand(16, 16), rand(16)) for _ in range(12)]
    module = flat(sgd_step, params, rand(4, 16), rand(4, 16))
    carver = Carver(module)
    count = len(carver.ops)
    bounds = list(range(carver.n_args, count, 8)) + [count]
    specs = split_specs(carver, bounds)
    start = time.perf_counter()
    pieces = extract_pieces(module, specs)
    elapsed = time.perf_counter() - start
    assert len(pieces) == len(specs) > 20
    assert elapsed < 0.05 * len(specs), elapsed
