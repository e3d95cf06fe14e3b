"""runtime.execute: hand-built distributed programs against single-device references."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from tag.dialects.context import make_context, parse_module
from tag.dialects.diagnostics import TagError
from tag.runtime.execute import ExecutionResult, Runner, execute
from tag.runtime.xla import PerDevice, compile_module
from tag.distribute.collective_pieces import all_reduce_piece, mlir_element_type, sum_piece
from tag.distribute.program import (
    AllReduce,
    Compute,
    Concat,
    DistributedProgram,
    Feed,
    Move,
    ResultPart,
    StateSlot,
    TensorInfo,
    load_program,
    save_program,
)

D = 3          # features
LR = 0.1
F32 = "float32"


def _lower(f, *shapes) -> str:
    return jax.jit(f).lower(*[jax.ShapeDtypeStruct(s, np.float32) for s in shapes]).as_text()


def _grad_piece(rows: int, batch: int) -> str:
    """(w, x_p, y_p) -> (partial grad, partial loss, predictions) of 0.5/B * sum((x w - y)^2)."""
    def f(w, x, y):
        r = x @ w - y
        return x.T @ r / batch, 0.5 * jnp.sum(r * r) / batch, x @ w
    return _lower(f, (D,), (rows, D), (rows,))


def _update_piece() -> str:
    return _lower(lambda w, g: w - LR * g, (D,), (D,))


def _reference(w, x, y, steps):
    """Single-device JAX: per step (loss, predictions) and the final w."""
    @jax.jit
    def step(w):
        r = x @ w - y
        return w - LR * (x.T @ r / x.shape[0]), 0.5 * jnp.sum(r * r) / x.shape[0], x @ w
    out = []
    for _ in range(steps):
        w, loss, pred = step(w)
        out.append((np.asarray(loss), np.asarray(pred)))
    return out, np.asarray(w)


def _data(batch: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    return (rng.normal(size=D).astype(np.float32), rng.normal(size=(batch, D)).astype(np.float32),
            rng.normal(size=batch).astype(np.float32))


def _args_info(batch: int) -> list[TensorInfo]:
    return [TensorInfo((D,), F32, "w"), TensorInfo((batch, D), F32, "x"), TensorInfo((batch,), F32, "y")]


def _results_info(batch: int) -> list[TensorInfo]:
    return [TensorInfo((), F32, "loss"), TensorInfo((batch,), F32, "pred")]


def data_parallel_program(shares: list[int], devices: list[int]) -> DistributedProgram:
    """Replicas with uneven row shares; partial (grad, loss) are all-reduced, then SGD everywhere."""
    batch = sum(shares)
    feeds, state, tasks, pieces = [], [], [], {}
    starts = np.cumsum([0] + shares)
    for d, n, lo in zip(devices, shares, starts):
        feeds += [Feed(1, d, f"x@{d}", 0, int(lo), int(lo + n)), Feed(2, d, f"y@{d}", 0, int(lo), int(lo + n))]
        state.append(StateSlot(0, d, f"w@{d}", f"w_new@{d}"))
        pieces[f"grad_{n}"] = _grad_piece(n, batch)
        tasks.append(Compute(f"grad_{n}", d, (f"w@{d}", f"x@{d}", f"y@{d}"), (f"g@{d}", f"l@{d}", f"p@{d}"),
                             label=f"replica rows {lo}:{lo + n}"))
    pieces["allreduce"] = all_reduce_piece([TensorInfo((D,), F32), TensorInfo((), F32)], len(devices))
    tasks.append(AllReduce("allreduce", tuple(devices), tuple((f"g@{d}", f"l@{d}") for d in devices),
                           tuple((f"gs@{d}", f"ls@{d}") for d in devices)))
    pieces["update"] = _update_piece()
    tasks += [Compute("update", d, (f"w@{d}", f"gs@{d}"), (f"w_new@{d}",)) for d in devices]
    outputs = [[ResultPart(f"ls@{devices[0]}", devices[0])],
               [ResultPart(f"p@{d}", d, 0, int(lo), int(lo + n)) for d, n, lo in reversed(list(zip(devices, shares, starts)))]]
    program = DistributedProgram(tuple(devices), _args_info(batch), _results_info(batch), feeds, state, tasks, outputs, pieces)
    program.validate()
    return program


def _check_against_reference(result: ExecutionResult, w, x, y, steps: int) -> None:
    ref, w_ref = _reference(w, x, y, steps)
    assert len(result.results) == steps and len(result.step_seconds) == steps
    for (loss, pred), (rloss, rpred) in zip(result.results, ref):
        np.testing.assert_allclose(loss, rloss, rtol=1e-6, atol=1e-6)
        np.testing.assert_allclose(pred, rpred, rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(result.state[0], w_ref, rtol=1e-6, atol=1e-6)
    assert result.state[1] is None and result.state[2] is None


@pytest.mark.parametrize("shares,devices", [([5, 3], [0, 1]), ([2, 3, 3], [4, 1, 6]), ([8], [3])])
def test_data_parallel_linear_regression(shares, devices):
    w, x, y = _data(sum(shares))
    program = data_parallel_program(shares, devices)
    result = execute(program, [w, x, y], steps=3)
    _check_against_reference(result, w, x, y, 3)
    assert not np.allclose(result.state[0], w)  # the parameters did move


def test_state_stays_resident_and_replicas_agree():
    w, x, y = _data(8)
    program = data_parallel_program([5, 3], [2, 5])
    runner = Runner(program)
    assert runner.device_map == {2: jax.devices()[0], 5: jax.devices()[1]}
    runner.load_state([w, None, None])
    runner.step({1: x, 2: y})
    runner.step([x, y])           # just the batch arguments
    bufs = runner.state_buffers
    assert set(bufs) == {"w@2", "w@5"}
    assert isinstance(bufs["w@2"], jax.Array) and bufs["w@2"].devices() == {jax.devices()[0]}
    assert bufs["w@5"].devices() == {jax.devices()[1]}
    np.testing.assert_array_equal(np.asarray(bufs["w@2"]), np.asarray(bufs["w@5"]))
    _, w_ref = _reference(w, x, y, 2)
    np.testing.assert_allclose(runner.state_values()[0], w_ref, rtol=1e-6, atol=1e-6)


def test_explicit_device_map_and_trace():
    w, x, y = _data(8)
    program = data_parallel_program([5, 3], [0, 1])
    devs = jax.devices()
    runner = Runner(program, {0: devs[7], 1: devs[3]}, trace=True)
    runner.load_state([w, x, y])
    runner.step([w, x, y])
    assert runner.state_buffers["w@0"].devices() == {devs[7]}
    events = runner.trace_events()
    assert len(events) == 2 + 2 + 2  # two computes, an all-reduce on two devices, two updates
    assert {e["pid"] for e in events} == {0, 1} and all(e["dur"] >= 0 for e in events)


def ps_program(shares: list[int], workers: list[int], ps: int) -> DistributedProgram:
    """Workers send partial grads/losses to the PS, which sums, updates and sends w back."""
    batch = sum(shares)
    feeds, tasks = [], []
    pieces = {f"grad_{n}": _grad_piece(n, batch) for n in shares}
    starts = np.cumsum([0] + shares)
    state = [StateSlot(0, ps, "w@ps", "w_new@ps")] + [StateSlot(0, d, f"w@{d}", f"w_back@{d}") for d in workers]
    for d, n, lo in zip(workers, shares, starts):
        feeds += [Feed(1, d, f"x@{d}", 0, int(lo), int(lo + n)), Feed(2, d, f"y@{d}", 0, int(lo), int(lo + n))]
        tasks.append(Compute(f"grad_{n}", d, (f"w@{d}", f"x@{d}", f"y@{d}"), (f"g@{d}", f"l@{d}", f"p@{d}")))
        tasks += [Move(f"g@{d}", ps, f"g@{d}->ps"), Move(f"l@{d}", ps, f"l@{d}->ps")]
    pieces["sum_g"] = sum_piece(TensorInfo((D,), F32), len(workers))
    pieces["sum_l"] = sum_piece(TensorInfo((), F32), len(workers))
    pieces["update"] = _update_piece()
    tasks += [
        Compute("sum_g", ps, tuple(f"g@{d}->ps" for d in workers), ("gs@ps",)),
        Compute("sum_l", ps, tuple(f"l@{d}->ps" for d in workers), ("ls@ps",)),
        Compute("update", ps, ("w@ps", "gs@ps"), ("w_new@ps",)),
    ]
    tasks += [Move("w_new@ps", d, f"w_back@{d}") for d in workers]
    outputs = [[ResultPart("ls@ps", ps)],
               [ResultPart(f"p@{d}", d, 0, int(lo), int(lo + n)) for d, n, lo in zip(workers, shares, starts)]]
    return DistributedProgram(tuple(workers) + (ps,), _args_info(batch), _results_info(batch), feeds, state, tasks,
                              outputs, pieces)


def test_parameter_server():
    w, x, y = _data(8, seed=1)
    program = ps_program([5, 3], [0, 1], 2)
    program.validate()
    runner = Runner(program)
    runner.load_state([w, x, y])
    results = [runner.step([w, x, y]) for _ in range(3)]
    _check_against_reference(ExecutionResult(results, runner.state_values(), [0.0] * 3), w, x, y, 3)
    bufs = runner.state_buffers
    assert bufs["w@1"].devices() == {jax.devices()[1]} and bufs["w@ps"].devices() == {jax.devices()[2]}
    np.testing.assert_array_equal(np.asarray(bufs["w@1"]), np.asarray(bufs["w@ps"]))


def test_move_rows_and_concat():
    """x on device 0; rows 0:2 doubled on device 1, rows 2:5 doubled on device 2, gathered back on 0."""
    double = _lower(lambda a: 2 * a, (2, D)), _lower(lambda a: 2 * a, (3, D))
    tasks = [
        Move("x", 1, "x01", 0, 0, 2), Move("x", 2, "x25", 0, 2, 5),
        Compute("double2", 1, ("x01",), ("d01",)), Compute("double3", 2, ("x25",), ("d25",)),
        Move("d01", 0, "d01@0"), Move("d25", 0, "d25@0"),
        Concat(0, ("d01@0", "d25@0"), 0, "out"),
        Move("x", 2, "xcols", 1, 1, 3),
    ]
    program = DistributedProgram(
        (0, 1, 2), [TensorInfo((5, D), F32, "x")], [TensorInfo((5, D), F32), TensorInfo((5, 2), F32)],
        [Feed(0, 0, "x")], [], tasks, [[ResultPart("out", 0)], [ResultPart("xcols", 2)]],
        {"double2": double[0], "double3": double[1]})
    x = np.arange(5 * D, dtype=np.float32).reshape(5, D)
    (res,) = execute(program, [x]).results
    np.testing.assert_array_equal(res[0], 2 * x)
    np.testing.assert_array_equal(res[1], x[:, 1:3])


def test_save_load_round_trip(tmp_path):
    w, x, y = _data(8)
    program = data_parallel_program([2, 3, 3], [0, 1, 2])
    save_program(program, tmp_path / "prog")
    loaded = load_program(tmp_path / "prog")
    a = execute(program, [w, x, y], steps=2)
    b = execute(loaded, [w, x, y], steps=2)
    for ra, rb in zip(a.results, b.results):
        for u, v in zip(ra, rb):
            np.testing.assert_array_equal(u, v)
    np.testing.assert_array_equal(a.state[0], b.state[0])


def test_batches_per_step():
    w, x, y = _data(8)
    _, x2, y2 = _data(8, seed=5)
    program = data_parallel_program([5, 3], [0, 1])
    result = execute(program, [w, None, None], steps=2, batches=[{1: x, 2: y}, {1: x2, 2: y2}])
    r = x @ w - y
    w1 = w - LR * (x.T @ r / 8)
    r2 = x2 @ w1 - y2
    np.testing.assert_allclose(result.results[1][0], 0.5 * np.sum(r2 * r2) / 8, rtol=1e-5)
    np.testing.assert_allclose(result.state[0], w1 - LR * (x2.T @ r2 / 8), rtol=1e-5, atol=1e-6)


def test_too_many_devices():
    program = data_parallel_program([1] * 9, list(range(9)))
    with pytest.raises(TagError, match="xla_force_host_platform_device_count=9"):
        Runner(program)


def test_bad_inputs_name_the_argument():
    w, x, y = _data(8)
    runner = Runner(data_parallel_program([5, 3], [0, 1]))
    with pytest.raises(TagError, match=r"argument 0 \(w\): expected shape \(3,\)"):
        runner.load_state([np.zeros(4, np.float32), x, y])
    with pytest.raises(TagError, match="no state loaded"):
        runner.step([x, y])
    runner.load_state([w, x, y])
    with pytest.raises(TagError, match=r"argument 1 \(x\): expected float32, got complex128"):
        runner.step({1: x.astype(np.complex128), 2: y})
    with pytest.raises(TagError, match="batch argument missing"):
        runner.step({1: x})


def test_device_map_must_cover_program():
    program = data_parallel_program([5, 3], [0, 1])
    with pytest.raises(TagError, match=r"no device for program device\(s\) \[1\]"):
        Runner(program, {0: jax.devices()[0]})
    with pytest.raises(TagError, match="same device"):
        Runner(program, {0: jax.devices()[0], 1: jax.devices()[0]})


def test_int64_state_needs_x64():
    """An int64 step counter survives steps exactly (values beyond int32)."""
    inc = ("module { func.func public @main(%c: tensor<i64>) -> tensor<i64> {\n"
           "  %one = stablehlo.constant dense<1> : tensor<i64>\n"
           "  %r = stablehlo.add %c, %one : tensor<i64>\n  return %r : tensor<i64>\n} }\n")
    program = DistributedProgram((0,), [TensorInfo((), "int64", "count")], [TensorInfo((), "int64")], [],
                                 [StateSlot(0, 0, "c", "c1")], [Compute("inc", 0, ("c",), ("c1",))],
                                 [[ResultPart("c1", 0)]], {"inc": inc})
    start = np.int64(2**40)
    result = execute(program, [start], steps=3)
    assert [int(r[0]) for r in result.results] == [2**40 + 1, 2**40 + 2, 2**40 + 3]
    assert result.state[0].dtype == np.int64 and int(result.state[0]) == 2**40 + 3


def test_piece_arity_mismatch_is_reported():
    program = data_parallel_program([5, 3], [0, 1])
    program.pieces["update"] = _lower(lambda w: w, (D,))
    with pytest.raises(TagError, match="piece takes 1 and returns 1 tensors, the task passes 2 and expects 1"):
        Runner(program)


# ------------------------------------------------------------------------------ collective pieces
def test_mlir_element_types():
    assert [mlir_element_type(d) for d in ("float32", "bfloat16", "int32", "bool", "uint8", "float64")] == \
        ["f32", "bf16", "i32", "i1", "ui8", "f64"]
    with pytest.raises(TagError, match="unsupported tensor dtype 'float128x'"):
        mlir_element_type("float128x")


def test_all_reduce_piece_mixed_dtypes():
    import ml_dtypes

    infos = [TensorInfo((2, 3), F32), TensorInfo((), F32), TensorInfo((4,), "int32"), TensorInfo((2,), "bfloat16")]
    text = all_reduce_piece(infos, 3)
    assert text.count('"stablehlo.all_reduce"') == 4 and "use_global_device_ids" in text and "type = 1" in text
    exe = compile_module(text, jax.devices()[:3])
    vals = [[np.full((2, 3), p + 1, np.float32), np.float32(p), np.arange(4, dtype=np.int32) * p,
             np.full(2, p, ml_dtypes.bfloat16)] for p in range(3)]
    out = exe.run(*[PerDevice([vals[p][i] for p in range(3)]) for i in range(4)])
    for p in range(3):
        np.testing.assert_array_equal(out[0][p], np.full((2, 3), 6, np.float32))
        assert out[1][p] == 3
        np.testing.assert_array_equal(out[2][p], np.arange(4) * 3)
        np.testing.assert_array_equal(out[3][p].astype(np.float32), [3, 3])


def test_all_reduce_piece_variadic_text_verifies():
    text = all_reduce_piece([TensorInfo((2,), F32), TensorInfo((3,), F32), TensorInfo((), "int32")], 2, variadic=True)
    assert text.count('"stablehlo.all_reduce"') == 2 and "%r0:2 = " in text
    parse_module(text, make_context())  # verifies


def test_sum_piece():
    text = sum_piece(TensorInfo((2,), "int32"), 3)
    out = compile_module(text, jax.devices()[:1]).run(*[np.array([i, 10 * i], np.int32) for i in (1, 2, 3)])
    np.testing.assert_array_equal(out[0], [6, 60])
    single = compile_module(sum_piece(TensorInfo((), F32), 1), jax.devices()[:1]).run(np.float32(2.5))
    assert single[0] == np.float32(2.5)
