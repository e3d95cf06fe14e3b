"""Time-major merges of the batch are made batch-major (`analysis.batch_major`), so the ops after
them split along the batch instead of running whole.

PyTorch's nn.MultiheadAttention and unrolled recurrent layers merge rows as (time, batch):
`[L, B, E] -> [L·B, E]`, or per-step outputs concatenated along the batch axis. Each step below is
written that way in JAX; `flatten_module` must (1) compute the same numbers as the step, (2) keep
whole only the merges back to time-major order that a reader needs, (3) split under data parallelism with uneven shares and agree with
one device (differential execution), and (4) be a fixed point. A mutant that forgets the swap must
be caught by (1)."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import tag.analysis.batch_major as batch_major
from tag.analysis.batch_major import RowPermutation, batch_major_rows, time_major_merge
from tag.analysis.graph import build_graph, flatten_module
from tag.apply import check_program
from tag.core.model import Role
from tag.dialects.layout import step_function
from tag.distribute.rebatch import whole_nodes
from tag.export import from_jax
from tag.runtime.xla import compile_module
from uneven_split import lower_uneven

B, T, E, H, C = 8, 5, 6, 4, 3


def test_time_major_merge_finds_the_batch_behind_another_factor():
    assert time_major_merge([6, 8, 16], 1, 8, [48, 16]) == RowPermutation(0, 6, 8, 1)
    assert time_major_merge([6, 16, 8], 1, 8, [48, 16]) == RowPermutation(0, 6, 8, 1)      # heads inside the batch dim
    assert time_major_merge([2, 6, 8, 4], 2, 8, [2, 192]) == RowPermutation(1, 6, 8, 4)
    assert time_major_merge([8, 6, 16], 0, 8, [48, 16]) is None                            # batch already outermost
    assert time_major_merge([6, 8, 16], 1, 8, [24, 32]) is None                            # batch cut across dims


def _params(rng):
    return {"w": rng.normal(0, 0.3, (E, H)).astype(np.float32), "u": rng.normal(0, 0.3, (H, H)).astype(np.float32),
            "b": rng.normal(0, 0.1, (H,)).astype(np.float32), "v": rng.normal(0, 0.3, (H, C)).astype(np.float32),
            "q": rng.normal(0, 0.3, (E, 3 * E)).astype(np.float32), "o": rng.normal(0, 0.3, (E, E)).astype(np.float32)}


def _time_major_dense(p, x, y):
    """[B, T, E] -> [T, B, E] -> [T·B, E] @ W, back to [T, B, H], summed over time."""
    h = jnp.tanh(jnp.transpose(x, (1, 0, 2)).reshape(T * B, E) @ p["w"] + p["b"])
    out = h.reshape(T, B, H).sum(0) @ p["v"]
    return jnp.mean((out - y) ** 2), h


def _stacked_steps(p, x, y):
    """An unrolled recurrence from a zero state whose per-step outputs are concatenated along the
    batch axis ([T·B, H], time-major), read by a per-row cross-entropy with labels flattened
    time-major too; returns each row's argmax (a variadic reduce with an iota), time-major."""
    h = jnp.zeros((B, H), jnp.float32)
    outs = []
    for t in range(T):
        h = jnp.tanh(x[:, t] @ p["w"] + h @ p["u"] + p["b"])
        outs.append(h)
    logp = jax.nn.log_softmax(jnp.concatenate(outs, 0) @ p["v"])
    labels = jnp.transpose(y).reshape(-1)
    return -(jax.nn.one_hot(labels, C) * logp).sum(-1).mean(), jnp.argmax(logp, axis=1)


def _attention(p, x, y):
    """nn.MultiheadAttention's layout: time-major rows, heads merged into the batch dim."""
    heads, hd = 2, E // 2
    q, k, v = jnp.split(jnp.transpose(x, (1, 0, 2)).reshape(T * B, E) @ p["q"], 3, axis=1)

    def split(z):
        return jnp.transpose(z.reshape(T, B * heads, hd), (1, 0, 2))

    att = jax.nn.softmax(split(q) @ jnp.transpose(split(k), (0, 2, 1)) / np.sqrt(hd), axis=-1) @ split(v)
    out = jnp.transpose(att, (1, 0, 2)).reshape(T * B, E) @ p["o"]
    pooled = jnp.transpose(out.reshape(T, B, E), (1, 0, 2)).mean(1)
    return jnp.mean((pooled[:, :C] - y) ** 2), out


CASES = {"time_major_dense": (_time_major_dense, "f"), "stacked_steps": (_stacked_steps, "i"),
         "attention": (_attention, "f")}


def _module(name: str):
    loss, labels = CASES[name]
    rng = np.random.default_rng(0)
    params = _params(rng)

    def step(p, x, y):
        (value, extra), grads = jax.value_and_grad(loss, has_aux=True)(p, x, y)
        return jax.tree.map(lambda a, g: a - 0.1 * g, p, grads), value, extra

    y = np.zeros((B, T), np.int32) if labels == "i" else np.zeros((B, C), np.float32)
    return from_jax(step, params, np.zeros((B, T, E), np.float32), y)


def _inputs(module, seed: int = 1):
    rng = np.random.default_rng(seed)
    out = []
    for a in step_function(module).regions[0].blocks[0].arguments:
        shape = [int(d) for d in a.type.shape]
        if "i32" in str(a.type):
            out.append(rng.integers(0, C, shape).astype(np.int32))
        else:
            out.append(rng.normal(0, 1, shape).astype(np.float32))
    return out


def _same_numbers(module, flat) -> bool:
    args = _inputs(module)
    want = compile_module(module).run(*args)
    got = compile_module(flat).run(*args)
    return all(np.allclose(np.asarray(a), np.asarray(b), rtol=1e-5, atol=1e-6) for a, b in zip(want, got))


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_rewritten_step_computes_the_same_and_splits_everywhere(name):
    """Only the merges back to time-major order for readers that need it (here: the time-major
    values the step returns) stay whole."""
    module = _module(name)
    flat = flatten_module(module)
    assert _same_numbers(module, flat)
    graph = build_graph(module)
    whole = whole_nodes(flat, graph)
    ops = [op.operation for op in step_function(flat).regions[0].blocks[0].operations]
    n_args = len(step_function(flat).regions[0].blocks[0].arguments)
    kept = [ops[n - n_args] for n in whole]
    assert kept and all("tag.rows_restored" in op.attributes for op in kept), [str(op)[:120] for op in kept]


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_rewrite_is_a_fixed_point(name):
    flat = flatten_module(_module(name))
    graph = build_graph(flat)
    batch = [n.id for n in graph.nodes if n.role is Role.BATCH]
    with flat.context:
        assert batch_major_rows(step_function(flat), batch, graph.batch_size) == 0


@pytest.mark.parametrize("name", sorted(CASES))
def test_split_unevenly_it_agrees_with_one_device(name, tmp_path):
    module = _module(name)
    program = lower_uneven(module, tmp_path)
    report = check_program(program, steps=2, module=module)
    assert report.agrees and not report.vacuous, report.summary()


def test_a_rewrite_that_forgets_the_swap_is_caught(monkeypatch):
    """The mutant: `_restore` reads the batch-major storage as if it were in time-major order (no
    swap back): the numbers change, and the comparison with the step sees it."""
    monkeypatch.setattr(batch_major, "_restore", _restore_without_swap)
    for name in sorted(CASES):
        module = _module(name)
        assert not _same_numbers(module, flatten_module(module)), name


def _restore_without_swap(value, p, merge=True):
    s = batch_major._shape(value)
    split = batch_major._reshape(value, [*s[:p.dim], p.outer, p.batch, p.inner, *s[p.dim + 1:]])
    return batch_major._reshape(split, s) if merge else split


def test_batch_axis_of_a_batch_argument():
    from tag.analysis.batch_dims import batch_axis

    assert batch_axis((8, 6, 4), 8) == 0                 # batch-major
    assert batch_axis((6, 8, 4), 8) == 1                 # time-major ([T, B, E], PyTorch's RNN default)
    assert batch_axis((16, 8, 4), 8) == 1                # time-major with T a multiple of B: the exact extent
    assert batch_axis((8, 8, 4), 8) == 0                 # T == B: cannot be told apart, taken batch-major
    assert batch_axis((48, 4), 8) == 0                   # rows flattened with another dim
    assert batch_axis((6, 4), 8) is None and batch_axis((), 8) is None


def _time_major_input_module():
    """An RNN fed a time-major input `x: [T, B, E]` (PyTorch's default layout) and labels `[B]`."""
    rng = np.random.default_rng(0)
    params = _params(rng)

    def loss(p, x, y):
        h = jnp.zeros((B, H), jnp.float32)
        for t in range(T):
            h = jnp.tanh(x[t] @ p["w"] + h @ p["u"] + p["b"])
        return -(jax.nn.one_hot(y, C) * jax.nn.log_softmax(h @ p["v"])).sum(-1).mean()

    def step(p, x, y):
        value, grads = jax.value_and_grad(loss)(p, x, y)
        return jax.tree.map(lambda a, g: a - 0.1 * g, p, grads), value

    return from_jax(step, params, np.zeros((T, B, E), np.float32), np.zeros((B,), np.int32))


def test_a_declared_time_major_input_splits_along_its_batch_dim(tmp_path):
    """Declared batch (`tag.role`, as `from_torch` marks inputs), `x: [T, B, E]` gives the batch size
    with the labels (the one extent both have) and carries the batch in dim 1: the step's time-major
    ops split (nothing whole), the program feeds each replica its columns of x, and split unevenly it
    agrees with one device. Undeclared, x cannot be told from a frozen parameter by its shape: it is
    one (the step runs, x replicated)."""
    from tag.analysis.graph import set_arg_role

    plain = _time_major_input_module()
    assert build_graph(plain, batch_size=B).nodes[6].role is Role.PARAM
    module = _time_major_input_module()
    func = step_function(module)
    for a in (6, 7):                                     # after the six parameters: x, y
        set_arg_role(func, a, Role.BATCH)
    graph = build_graph(module)
    assert graph.batch_size == B and graph.nodes[6].batch_dim == 1
    assert whole_nodes(flatten_module(module), graph) == {}
    program = lower_uneven(module, tmp_path, graph=graph)
    assert {(f.axis, f.start, f.stop) for f in program.feeds if f.arg == 6} == {(1, 0, 4), (1, 4, 7), (1, 7, 8)}
    report = check_program(program, steps=2, module=module)
    assert report.agrees and not report.vacuous, report.summary()
