"""from_jax(roles=...) and declared roles in role inference (held-out JAX sweep, session 33)."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest

from tag.analysis.graph import build_graph, get_arg_role
from tag.dialects.diagnostics import TagError
from tag.dialects.layout import find_main
from tag.export import from_jax

B = 8
rng = np.random.default_rng(0)


def _adam(loss_fn, params, *batch, roles=None):
    tx = optax.adam(1e-3)

    def step(p, s, *b):
        value, g = jax.value_and_grad(loss_fn)(p, *b)
        u, s = tx.update(g, s, p)
        return optax.apply_updates(p, u), s, value
    return from_jax(step, params, tx.init(params), *batch, roles=roles)


def test_roles_written_and_frozen_weight_with_batch_leading_dim_is_a_param():
    p = {"w": rng.normal(size=(10, 8)).astype(np.float32)}
    t = rng.normal(size=(8, 3)).astype(np.float32)          # frozen teacher layer, leading dim == batch

    def loss(p, t, x, y):
        return optax.softmax_cross_entropy_with_integer_labels(jax.nn.relu(x @ p["w"]) @ t, y).mean()
    x, y = rng.normal(size=(B, 10)).astype(np.float32), np.zeros(B, np.int32)
    m = _adam(loss, p, t, x, y, roles=(None, None, "param", "batch", "batch"))
    main = find_main(m)
    assert [get_arg_role(main, i) for i in range(7)][-3:] == ["param", "batch", "batch"]
    assert get_arg_role(main, 0) is None
    g = build_graph(m)
    assert g.nodes[4].role.value == "param" and g.nodes[5].role.value == "batch"
    inferred = build_graph(_adam(loss, p, t, x, y))
    assert inferred.nodes[4].role.value == "batch"      # what inference alone makes of it


def test_roles_structure_mismatch_and_unknown_role():
    p = {"w": np.ones((4, 2), np.float32)}

    def loss(p, x):
        return jnp.sum(x @ p["w"])

    with pytest.raises(TagError, match="unknown role"):
        _adam(loss, p, np.ones((B, 4), np.float32), roles=(None, None, "data"))
    with pytest.raises(TagError, match="roles"):
        _adam(loss, p, np.ones((B, 4), np.float32), roles=(None, None))
    with pytest.raises(TagError, match="one entry per example argument"):
        _adam(loss, p, np.ones((B, 4), np.float32), roles="batch")


def test_flattened_labels_declared_batch_give_the_batch_size():
    p = {"e": rng.normal(size=(20, 8)).astype(np.float32), "o": rng.normal(size=(8, 20)).astype(np.float32)}

    def loss(p, ids, yflat):
        lg = (jnp.tanh(p["e"][ids]) @ p["o"]).reshape(-1, 20)
        return optax.softmax_cross_entropy_with_integer_labels(lg, yflat).mean()
    ids, yflat = np.zeros((B, 6), np.int32), np.zeros((B * 6,), np.int32)
    with pytest.raises(TagError, match="cannot infer the batch size"):
        build_graph(_adam(loss, p, ids, yflat))
    assert build_graph(_adam(loss, p, ids, yflat, roles=(None, None, "batch", "batch"))).batch_size == B


def test_declared_batch_argument_is_never_carried_state():
    p = {"w": rng.normal(size=(6, 1)).astype(np.float32)}
    tx = optax.adam(1e-3)

    def step(p, s, x, y):
        def lf(p):
            pr = (x @ p["w"])[:, 0]
            return jnp.mean((pr - y) ** 2), pr
        (value, pr), g = jax.value_and_grad(lf, has_aux=True)(p)
        u, s = tx.update(g, s, p)
        return optax.apply_updates(p, u), s, value, jnp.abs(pr - y)   # per-example error, y's type
    x, y = np.zeros((B, 6), np.float32), np.zeros((B,), np.float32)
    m = from_jax(step, p, tx.init(p), x, y, roles=(None, None, "batch", "batch"))
    g = build_graph(m)
    y_arg = 5                                  # w, count, mu, nu, x, y
    assert g.nodes[y_arg].role.value == "batch" and y_arg not in g.carried
    assert y_arg in build_graph(from_jax(step, p, tx.init(p), x, y)).carried   # inferred: paired


def test_per_layer_state_of_a_scanned_stack_is_carried():
    """A running mean / mean square per scanned layer (`nn.scan` over BatchNorm's batch_stats, here a
    plain lax.scan): unrolled, the new [L, F] stats are rebuilt slice by slice (dynamic_update_slice
    into zeros) from slices of the old ones, so no same-shaped walk meets the argument. They were left
    unpaired ([3, 16] beside a [8, 10] batch: no batch size could be inferred, or with batch_size=8
    frozen parameters, never updated); each pairs with its own argument, not with the same-typed
    stacked bias."""
    L, F = 3, 16
    p = {"w": rng.normal(0, 0.3, (L, F, F)).astype(np.float32), "b": np.zeros((L, F), np.float32),
         "i": rng.normal(0, 0.3, (10, F)).astype(np.float32)}
    stats = (np.zeros((L, F), np.float32), np.ones((L, F), np.float32))
    tx = optax.adam(1e-3)

    def step(p, s, stats, x, y):
        def loss(p):
            def layer(h, lp):
                w, b, m, v = lp
                z = h @ w + b
                mu, sq = z.mean(0), (z * z).mean(0)
                return h + jax.nn.relu((z - mu) * jax.lax.rsqrt(sq - mu * mu + 1e-5)), (0.9 * m + 0.1 * mu, 0.9 * v + 0.1 * sq)
            h, new = jax.lax.scan(layer, x @ p["i"], (p["w"], p["b"], *stats))
            return jnp.mean((h.sum(-1) - y) ** 2), new
        (value, new), g = jax.value_and_grad(loss, has_aux=True)(p)
        u, s = tx.update(g, s, p)
        return optax.apply_updates(p, u), s, new, value
    x, y = rng.normal(size=(B, 10)).astype(np.float32), rng.normal(size=B).astype(np.float32)
    g = build_graph(from_jax(step, p, tx.init(p), stats, x, y))
    n_p, n_s = 3, 7                                     # b, i, w; count + two moments each
    m, v = n_p + n_s, n_p + n_s + 1
    assert g.batch_size == B
    assert g.carried[m] == m and g.carried[v] == v      # results: params, opt state, (m, v), loss
    assert g.nodes[m].role.value == "opt_state" and g.nodes[v].role.value == "opt_state"
    assert g.nodes[0].role.value == "param" and g.carried[0] == 0      # the [3, 16] bias keeps its own


@pytest.mark.parametrize("make_key", [jax.random.key, jax.random.PRNGKey], ids=["typed", "raw"])
def test_a_split_key_threaded_through_the_step_is_carried(make_key):
    """`key, sub = jax.random.split(key)`, the new key returned: the new key is a slice of the threefry
    output (another shape), so no same-shaped walk met the argument; the key was unpaired state, fed
    unchanged every step (the same dropout mask). optax.noisy_sgd keeps its key in its state."""
    p = {"w": rng.normal(0, 0.3, (10, 3)).astype(np.float32)}
    x, y = rng.normal(size=(B, 10)).astype(np.float32), np.zeros(B, np.int32)

    def step(p, key, x, y):
        key, sub = jax.random.split(key)

        def loss(p):
            keep = jax.random.bernoulli(sub, 0.9, (B, 10))
            return optax.softmax_cross_entropy_with_integer_labels(jnp.where(keep, x / 0.9, 0) @ p["w"], y).mean()
        value, g = jax.value_and_grad(loss)(p)
        return jax.tree.map(lambda a, b: a - 0.1 * b, p, g), key, value
    g = build_graph(from_jax(step, p, make_key(0), x, y))
    assert g.carried == {0: 0, 1: 1} and g.nodes[1].role.value == "opt_state"

    tx = optax.noisy_sgd(0.05, eta=0.01, seed=3)

    def noisy(p, s, x, y):
        value, grads = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(x @ p["w"], y).mean())(p)
        u, s = tx.update(grads, s, p)
        return optax.apply_updates(p, u), s, value
    g = build_graph(from_jax(noisy, p, tx.init(p), x, y))
    assert g.carried == {0: 0, 1: 1, 2: 2}                  # w, (count, key)
