"""A Megatron-style transformer block training step in plain JAX, for demos and end-to-end tests.

Layout on a (data, model) mesh, as Megatron-LM shards it: the batch is split over `data`; QKV and the
first MLP matrix are column-parallel over `model` (heads split across devices), the attention output
projection and the second MLP matrix are row-parallel. `jax.jit` with these argument shardings lets
Shardy insert the all-gathers / reduce-scatters / all-reduces that TAG's overlap passes decompose.
"""
from __future__ import annotations

from dataclasses import dataclass

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


@dataclass(frozen=True)
class BlockConfig:
    batch: int = 8
    seq: int = 16
    hidden: int = 64
    heads: int = 8
    ffn: int = 256
    dtype: str = "float32"

    @property
    def head_dim(self) -> int:
        return self.hidden // self.heads


PARAM_NAMES = ("ln1", "wqkv", "wo", "ln2", "w1", "w2")


def init_params(cfg: BlockConfig, seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    dt = jnp.dtype(cfg.dtype)

    def dense(fan_in: int, shape: tuple[int, ...]) -> np.ndarray:
        return (rng.standard_normal(shape) / np.sqrt(fan_in)).astype(dt)

    h = cfg.hidden
    return {
        "ln1": np.ones((h,), dt), "wqkv": dense(h, (h, 3 * h)), "wo": dense(h, (h, h)),
        "ln2": np.ones((h,), dt), "w1": dense(h, (h, cfg.ffn)), "w2": dense(cfg.ffn, (cfg.ffn, h)),
    }


def make_batch(cfg: BlockConfig, seed: int = 1) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    dt = jnp.dtype(cfg.dtype)
    x = rng.standard_normal((cfg.batch, cfg.seq, cfg.hidden)).astype(dt)
    y = rng.standard_normal((cfg.batch, cfg.seq, cfg.hidden)).astype(dt)
    return x, y


def _layer_norm(x, scale):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * scale


def block_forward(params: dict, x: jax.Array, cfg: BlockConfig, sequence_parallel=None) -> jax.Array:
    """Pre-LN block: x + Attn(LN(x)); then + MLP(LN(.)) with a GELU MLP.

    `sequence_parallel`: a mesh with axes (data, model); the residual stream is then constrained to
    be sharded (batch over data, sequence over model), Megatron's sequence parallelism, so the
    partitioner gathers activations before the column-parallel matmuls and scatters after the
    row-parallel ones."""
    if sequence_parallel is not None:
        from jax.sharding import NamedSharding

        data_axis, model_axis = sequence_parallel.axis_names[:2]
        spec = NamedSharding(sequence_parallel, P(data_axis, model_axis, None))
        residual = lambda t: jax.lax.with_sharding_constraint(t, spec)  # noqa: E731
    else:
        residual = lambda t: t  # noqa: E731
    x = residual(x)
    b, s, h = x.shape
    qkv = _layer_norm(x, params["ln1"]) @ params["wqkv"]
    q, k, v = jnp.split(qkv.reshape(b, s, 3, cfg.heads, cfg.head_dim), 3, axis=2)
    q, k, v = (t[:, :, 0] for t in (q, k, v))
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(cfg.head_dim).astype(x.dtype)
    attn = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1), v).reshape(b, s, h)
    x = residual(x + attn @ params["wo"])
    hidden = jax.nn.gelu(_layer_norm(x, params["ln2"]) @ params["w1"])
    return residual(x + hidden @ params["w2"])


def loss_fn(params: dict, x: jax.Array, y: jax.Array, cfg: BlockConfig, sequence_parallel=None) -> jax.Array:
    out = block_forward(params, x, cfg, sequence_parallel)
    return jnp.mean(jnp.square(out.astype(jnp.float32) - y.astype(jnp.float32)))


def make_train_step(cfg: BlockConfig, learning_rate: float = 0.01, sequence_parallel=None):
    """`step(params, x, y) -> (new_params, loss)` with plain SGD (forward + backward + update).
    `sequence_parallel`: see `block_forward`."""

    def step(params, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y, cfg, sequence_parallel)
        new_params = jax.tree.map(lambda p, g: (p - learning_rate * g).astype(p.dtype), params, grads)
        return new_params, loss

    return step


def megatron_specs(data_axis: str = "x", model_axis: str = "y") -> tuple[dict, P, P]:
    """PartitionSpecs for (params, x, y): column-parallel wqkv/w1, row-parallel wo/w2."""
    params = {
        "ln1": P(), "wqkv": P(None, model_axis), "wo": P(model_axis, None),
        "ln2": P(), "w1": P(None, model_axis), "w2": P(model_axis, None),
    }
    return params, P(data_axis), P(data_axis)
