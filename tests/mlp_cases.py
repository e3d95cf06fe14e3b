"""A small JAX MLP training step shared by the planner tests (test_plan, test_search_speed)."""
from __future__ import annotations

import jax
import jax.numpy as jnp


def mlp_step(params, x, y):
    """One SGD step of a tanh MLP on squared error: (new params, loss)."""
    def loss_fn(ps):
        h = x
        for i, (w, b) in enumerate(ps):
            h = h @ w + b
            if i < len(ps) - 1:
                h = jnp.tanh(h)
        return jnp.mean((h - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return [(w - 0.1 * gw, b - 0.1 * gb) for (w, b), (gw, gb) in zip(params, grads)], loss
