"""rebatch / complete_batch_dims: a replica's share of the batch computes exactly its rows (and
partial sums that add up to the original), checked by running original and rebatched modules on XLA."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from tag.dialects.context import module_to_text, parse_module
from tag.dialects.diagnostics import TagError
from tag.analysis.graph import batch_dims_of, extract_ops, flatten_module
from tag.dialects.layout import step_function
from tag.runtime.xla import run_module
from tag.distribute.rebatch import complete_batch_dims, rebatch

B = 8
RNG = np.random.default_rng(0)


def flat(f, *args):
    return flatten_module(parse_module(jax.jit(f).lower(*args).as_text()))


def dims_of(module, batch_args, batch_size=B, complete=True):
    raw = extract_ops(step_function(module), "")
    dims = batch_dims_of(raw, list(batch_args), batch_size)
    return complete_batch_dims(module, dims, batch_size=batch_size) if complete else dims


def rand(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


# ----------------------------------------------------------------------------------- the programs
def mlp_step(w1, b1, w2, b2, x, y):
    """Loss = sum of per-row cross-entropy / B (B baked in), relu as max(h, 0), one-hot via iota."""
    def loss_fn(params):
        w1, b1, w2, b2 = params
        h = jnp.maximum(x @ w1 + b1, 0.0)
        logits = h @ w2 + b2
        logp = jax.nn.log_softmax(logits, axis=-1)
        onehot = (y[:, None] == jnp.arange(logits.shape[-1])[None, :]).astype(jnp.float32)
        return -jnp.sum(logp * onehot) / x.shape[0], jax.nn.softmax(logits)
    (loss, probs), grads = jax.value_and_grad(loss_fn, has_aux=True)((w1, b1, w2, b2))
    return (loss, probs, *grads)


def mlp_args():
    return (rand(4, 6), rand(6), rand(6, 3), rand(3), rand(B, 4), RNG.integers(0, 3, (B,)).astype(np.int32))


def test_mlp_step_rows_and_partial_sums():
    args = mlp_args()
    module = flat(mlp_step, *args)
    before = module_to_text(module)
    dims = dims_of(module, [4, 5])
    full = run_module(module, *args)
    parts = []
    for lo, hi in ((0, 3), (3, 8)):
        piece = rebatch(module, dims, B, hi - lo)
        out = run_module(piece, *args[:4], args[4][lo:hi], args[5][lo:hi])
        np.testing.assert_allclose(out[1], full[1][lo:hi], rtol=1e-6, atol=1e-6)  # per-row softmax
        parts.append(out)
    assert module_to_text(module) == before, "input module was modified"
    # loss and gradients are partial sums over rows (B stays the global batch)
    for k in (0, 2, 3, 4, 5):
        np.testing.assert_allclose(parts[0][k] + parts[1][k], full[k], rtol=1e-5, atol=1e-6)


def test_relu_broadcast_zero_needs_completion():
    def f(x, w):
        return jnp.maximum(x @ w, 0.0)

    args = (rand(B, 5), rand(5, 10))
    module = flat(f, *args)
    planner = dims_of(module, [0], complete=False)
    completed = dims_of(module, [0])
    assert completed != planner  # the broadcast zero gains the batch dim
    with pytest.raises(TagError, match="verif"):
        rebatch(module, planner, B, 3)
    out = run_module(rebatch(module, completed, B, 3), args[0][:3], args[1])
    np.testing.assert_allclose(out[0], run_module(module, *args)[0][:3], rtol=1e-6)


def test_reshape_merge_transpose_softmax_more_rows_than_batch():
    def f(x, w):
        b, s, h = x.shape
        y = (x.reshape(b * s, h) @ w).reshape(b, s, -1)
        y = jax.nn.softmax(jnp.transpose(y, (0, 2, 1)), axis=-1)
        return y, jnp.sum(y * 2.0)

    x, w = rand(B, 3, 4), rand(4, 5)
    module = flat(f, x, w)
    dims = dims_of(module, [0])
    big = rand(12, 3, 4)
    out = run_module(rebatch(module, dims, B, 12), big, w)
    assert out[0].shape == (12, 5, 3)
    np.testing.assert_allclose(out[0][:8], run_module(module, big[:8], w)[0], rtol=1e-6)
    np.testing.assert_allclose(out[0][4:], run_module(module, big[4:], w)[0], rtol=1e-6)
    np.testing.assert_allclose(out[1], 2.0 * 12 * 5, rtol=1e-5)  # each of the 12x5 softmax rows sums to 1


# --------------------------------------------------------------------------------------- errors
def test_slice_along_batch_is_rejected():
    module = flat(lambda x: x[:4] * 2.0, rand(B, 3))
    with pytest.raises(TagError, match="unsupported: slice along the batch dim"):
        rebatch(module, dims_of(module, [0]), B, 3)


def test_full_slice_is_adapted():
    module = flat(lambda x: jax.lax.slice(x, (0, 1), (B, 3)) * 2.0, rand(B, 3))
    x = rand(B, 3)
    out = run_module(rebatch(module, dims_of(module, [0]), B, 2), x[:2])
    np.testing.assert_allclose(out[0], x[:2, 1:3] * 2.0)


def test_a_loop_over_the_batch_with_a_data_dependent_trip_count_is_rejected():
    def f(x, n):
        return jax.lax.while_loop(lambda c: c[0] < n, lambda c: (c[0] + 1, c[1] * 2.0), (0, x))[1]

    module = flat(f, rand(B, 3), np.int32(3))
    assert "stablehlo.while" in str(module)
    dims = dims_of(module, [0])
    with pytest.raises(TagError, match="unsupported: a loop over batch-shaped values"):
        rebatch(module, dims, B, 3)


def test_a_counted_loop_over_the_batch_is_unrolled_and_split():
    """An RNN-like recurrence (a fori_loop carrying the batch-shaped state, the time steps sliced out
    of a [T, B, F] input at the counter, a weight gradient-like sum over the steps) is unrolled when
    flattened (`tag-unroll-loops`), so a replica runs it on its rows."""
    def f(xs, w):
        def step(t, carry):
            h, acc = carry
            h = jnp.tanh(h @ w + xs[t])
            return h, acc + h.T @ h
        return jax.lax.fori_loop(0, 4, step, (jnp.zeros((B, 3), jnp.float32), jnp.zeros((3, 3), jnp.float32)))

    xs, w = rand(4, B, 3), rand(3, 3)
    module = flat(f, xs, w)
    assert "stablehlo.while" not in str(module)
    dims = dims_of(module, [0])
    rows = run_module(rebatch(module, dims, B, 5), xs[:, :5], w)
    whole = run_module(module, xs, w)
    np.testing.assert_allclose(rows[0], whole[0][:5], rtol=1e-5, atol=1e-6)
    rest = run_module(rebatch(module, dims, B, B - 5), xs[:, 5:], w)
    np.testing.assert_allclose(rows[1] + rest[1], whole[1], rtol=1e-4, atol=1e-5)    # a partial sum over rows


def test_control_flow_not_touching_batch_is_fine():
    def f(x, w):
        w2 = jax.lax.fori_loop(0, 3, lambda i, h: h * 2.0, w)
        return x @ w2

    x, w = rand(B, 3), rand(3, 2)
    module = flat(f, x, w)
    out = run_module(rebatch(module, dims_of(module, [0]), B, 5), x[:5], w)
    np.testing.assert_allclose(out[0], x[:5] @ (w * 8.0), rtol=1e-5)


def test_non_splat_batch_constant_is_rejected():
    table = np.arange(B * 3, dtype=np.float32).reshape(B, 3)
    module = flat(lambda x: x + table, rand(B, 3))
    with pytest.raises(TagError, match="does not derive from the batch"):
        dims_of(module, [0])
    dims = dims_of(module, [0], complete=False)
    const = next(n for n, op in enumerate(extract_ops(step_function(module), "").ops)
                 if op is not None and op.name == "stablehlo.constant")
    dims[const] = [0]
    with pytest.raises(TagError, match="unsupported: non-splat constant of batch shape"):
        rebatch(module, dims, B, 3)


def test_argument_of_batch_shape_without_batch_is_rejected():
    module = flat(lambda x, p: x * p, rand(B, 3), rand(B, 3))
    with pytest.raises(TagError, match="does not derive from the batch"):
        dims_of(module, [0])


def test_bad_sizes():
    module = flat(lambda x: x * 2.0, rand(6, 3))
    dims = dims_of(module, [0], batch_size=3)
    with pytest.raises(TagError, match="not a multiple"):
        rebatch(module, dims, 4, 1)
    with pytest.raises(TagError, match="rows >= 1"):
        rebatch(module, dims, 3, 0)
    with pytest.raises(TagError, match="entries"):
        rebatch(module, dims[:-1], 3, 1)


def test_embedding_gather_scatter_and_take_along_axis():
    """Gather of batch rows from a table, take_along_axis (batched gather) and their scatter-add
    gradients: per-row outputs match, gradients are partial sums."""
    def step(table, ids, labels):
        def loss_fn(table):
            emb = table[ids]                                   # [B, S, H]
            logits = jnp.sum(emb, axis=1)                      # [B, H]
            picked = jnp.take_along_axis(logits, labels[:, None], axis=1)
            return jnp.sum(picked) / ids.shape[0], logits
        (loss, logits), grad = jax.value_and_grad(loss_fn, has_aux=True)(table)
        return loss, logits, grad

    table = rand(10, 4)
    ids = RNG.integers(0, 10, (B, 3)).astype(np.int32)
    labels = RNG.integers(0, 4, (B,)).astype(np.int32)
    module = flat(step, table, ids, labels)
    dims = dims_of(module, [1, 2])
    full = run_module(module, table, ids, labels)
    parts = [run_module(rebatch(module, dims, B, hi - lo), table, ids[lo:hi], labels[lo:hi])
             for lo, hi in ((0, 5), (5, 8))]
    np.testing.assert_allclose(np.concatenate([p[1] for p in parts]), full[1], rtol=1e-6)
    np.testing.assert_allclose(parts[0][0] + parts[1][0], full[0], rtol=1e-5)
    np.testing.assert_allclose(parts[0][2] + parts[1][2], full[2], rtol=1e-5, atol=1e-6)


def test_window_along_batch_and_unknown_op_are_rejected():
    module = flat(lambda x: jnp.cumsum(x, axis=0), rand(B, 3))
    with pytest.raises(TagError, match="unsupported: reduce_window along the batch dim"):
        rebatch(module, dims_of(module, [0]), B, 3)
    module = flat(lambda x: jnp.cumsum(x, axis=1), rand(B, 3))
    x = rand(B, 3)
    out = run_module(rebatch(module, dims_of(module, [0]), B, 3), x[:3])
    np.testing.assert_allclose(out[0], np.cumsum(x[:3], axis=1), rtol=1e-6)
    module = flatten_module(parse_module(f"""func.func @main(%x: tensor<{B}x3x3xf32>) -> tensor<{B}x3x3xf32> {{
      %0 = stablehlo.cholesky %x, lower = true : tensor<{B}x3x3xf32>
      return %0 : tensor<{B}x3x3xf32>
    }}"""))
    dims = dims_of(module, [0])
    with pytest.raises(TagError, match=r"unsupported: op stablehlo\.cholesky on batch-shaped values at -:\d+:\d+"):
        rebatch(module, dims, B, 3)


def test_an_fft_over_inner_dims_splits_along_the_batch():
    """stablehlo.fft transforms the trailing fft_length dims; the leading ones (the batch) split, complex
    values included (the real part of the rows' FFT equals the rows of the whole batch's)."""
    module = flat(lambda x: jnp.abs(jnp.fft.irfft(jnp.fft.rfft(x, axis=1) * 2j, n=8, axis=1)) + jnp.fft.fft(x).real,
                  rand(B, 8, 4))
    x = rand(B, 8, 4)
    whole = run_module(module, x)[0]
    out = run_module(rebatch(module, dims_of(module, [0]), B, 3), x[:3])
    np.testing.assert_allclose(out[0], whole[:3], rtol=1e-5, atol=1e-6)


def test_transformer_sgd_step_partial_updates_add_up():
    """new_p = p - lr * g with g a partial sum: new_p(rows 0:1) + new_p(rows 1:4) - p = new_p(all)."""
    from tag.export import from_jax
    from tag.models.transformer import BlockConfig, init_params, make_batch, make_train_step

    cfg = BlockConfig(batch=4, seq=8, hidden=32, heads=4, ffn=64)
    params = init_params(cfg)
    x, y = make_batch(cfg)
    module = flatten_module(from_jax(make_train_step(cfg), params, x, y))
    leaves = jax.tree.leaves(params)
    n = len(leaves)
    dims = dims_of(module, [n, n + 1], batch_size=4)
    full = run_module(module, *leaves, x, y)
    a = run_module(rebatch(module, dims, 4, 1), *leaves, x[:1], y[:1])
    b = run_module(rebatch(module, dims, 4, 3), *leaves, x[1:], y[1:])
    for k, p in enumerate(leaves):
        np.testing.assert_allclose(a[k] + b[k] - p, full[k], atol=1e-6)
    np.testing.assert_allclose(a[n] + b[n], full[n], rtol=1e-5)


# ------------------------------------------------------------------ derivation rules, ops kept whole
def test_row_indexed_one_hot_scatter_and_gather_are_row_parallel():
    """`zeros.at[arange(B), y].set(1)` (a cross-entropy gradient's one-hot) and `x[arange(B), y]`
    index the batch dim with the row index itself: each replica's local iota addresses its own rows."""
    from tag.distribute.rebatch import derive_batch_dims

    def f(x, y):
        rows = jax.lax.iota(jnp.int32, x.shape[0])
        onehot = jnp.zeros_like(x).at[rows, y].set(1.0)
        return onehot * x, x[rows, y]

    x, y = rand(B, 5), RNG.integers(0, 5, (B,)).astype(np.int32)
    module = flat(f, x, y)
    derived = derive_batch_dims(module, dims_of(module, [0, 1], complete=False), batch_size=B)
    assert derived.whole == {}
    full = run_module(module, x, y)
    out = run_module(rebatch(module, derived.dims, B, 3), x[2:5], y[2:5])
    np.testing.assert_allclose(out[0], full[0][2:5])
    np.testing.assert_allclose(out[1], full[1][2:5])


def test_rng_over_the_batch_is_kept_whole():
    """Dropout drawn by a counter-based RNG hashes the row index (an iota over the batch): split, each
    replica would draw other numbers than the step. Its readers are kept whole, with the reason."""
    from tag.distribute.rebatch import derive_batch_dims

    def f(x, key):
        mask = jax.random.bernoulli(jax.random.wrap_key_data(key), 0.5, x.shape)
        return jnp.where(mask, x, 0.0) * 2.0

    key = np.asarray(jax.random.key_data(jax.random.key(0)))
    module = flat(f, rand(B, 3), key)
    with pytest.raises(TagError, match="does not derive from the batch"):
        dims_of(module, [0])
    derived = derive_batch_dims(module, dims_of(module, [0], complete=False), batch_size=B)
    ops = extract_ops(step_function(module), "").ops
    assert derived.whole and all("does not derive from the batch" in why for why in derived.whole.values())
    assert {ops[n].name for n in derived.whole} == {"stablehlo.select"}
    # rebatching leaves the whole op alone (its pieces are carved from the full-batch module)
    rebatch(module, derived.dims, B, 3, whole=list(derived.whole))


def test_unsplittable_ops_are_recorded_not_raised():
    from tag.distribute.rebatch import derive_batch_dims

    module = flat(lambda x: x[:4] * 2.0, rand(B, 3))
    derived = derive_batch_dims(module, dims_of(module, [0], complete=False), batch_size=B)
    assert list(derived.whole.values()) == [next(iter(derived.whole.values()))]
    assert "slice along the batch dim" in next(iter(derived.whole.values()))


def test_variadic_reduce_rebatches_all_its_inputs():
    """argmax is a variadic reduce over (values, iota of column indices): both inputs carry the batch,
    so the whole reduce splits by rows (it used to be kept whole: its iota kept the full extent)."""
    from tag.distribute.rebatch import derive_batch_dims

    def f(x, w):
        logits = x @ w
        return jnp.argmax(logits, axis=-1), jnp.max(logits, axis=-1)

    x, w = rand(B, 5), rand(5, 4)
    module = flat(f, x, w)
    derived = derive_batch_dims(module, dims_of(module, [0], complete=False), batch_size=B)
    assert derived.whole == {}
    full = run_module(module, x, w)
    out = run_module(rebatch(module, derived.dims, B, 3), x[2:5], w)
    np.testing.assert_array_equal(out[0], full[0][2:5])
    np.testing.assert_allclose(out[1], full[1][2:5], rtol=1e-6)


def test_a_row_uniform_update_written_into_batched_rows_is_rebatched():
    """dynamic_update_slice of a constant time step into a [T, B, F] stack (what an unrolled scan
    writes): the update's rows follow the stack's, so both are rebatched together."""
    def f(xs, t):
        return jax.lax.dynamic_update_index_in_dim(xs, jnp.zeros((B, 3), jnp.float32), t, 0) * 2.0

    xs = rand(4, B, 3)
    module = flat(f, xs, np.int32(1))
    assert "dynamic_update_slice" in str(module)
    out = run_module(rebatch(module, dims_of(module, [0]), B, 5), xs[:, :5], np.int32(1))
    np.testing.assert_allclose(out[0], run_module(module, xs, np.int32(1))[0][:, :5])


def test_loop_results_keep_positional_batch_dims(loops_kept):
    """A recurrent loop over batch-shaped state that stays a loop (over `tag-unroll-loops`' budget:
    `loops_kept`) is kept whole, but its results carry batch dims (the carried
    value's, else the one dim of extent B: state started from zeros, time-major stacks), so the
    loss after it splits instead of cascading into ops kept whole."""
    from tag.distribute.rebatch import derive_batch_dims

    def f(xs, y, w):                       # xs: [B, T, 3], scanned time-major; y: [B]
        def cell(h, x):
            h = jnp.tanh(h @ w + x)
            return h, h
        h, hs = jax.lax.scan(cell, jnp.zeros((B, 3)), jnp.swapaxes(xs, 0, 1))
        return jnp.mean((h.sum(-1) - y) ** 2) + hs.mean()

    module = flat(f, rand(B, 5, 3), rand(B), rand(3, 3))
    raw = extract_ops(step_function(module), "")
    derived = derive_batch_dims(module, batch_dims_of(raw, [0, 1], B), batch_size=B)
    names = {raw.ops[n].name for n in derived.whole}
    assert names == {"stablehlo.while"}, derived.whole
    loop = next(iter(derived.whole))
    assert any(b is not None for b in derived.dims[loop])
    readers = [n for n, ops in enumerate(raw.operands) if any(p == loop for p, _ in ops)]
    assert any(b is not None for n in readers for b in derived.dims[n])
