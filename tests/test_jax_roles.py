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
