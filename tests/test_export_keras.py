"""tag.export.from_keras: user Keras models as annotated training-step modules that run on XLA,
match the same step written directly in JAX, and give the planner a gradient for every parameter."""
from __future__ import annotations

import os

os.environ.setdefault("KERAS_BACKEND", "jax")

from collections import Counter  # noqa: E402
from typing import Any  # noqa: E402

import jax  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

import keras  # noqa: E402
import optax  # noqa: E402

from tag.dialects.context import module_to_text  # noqa: E402
from tag.dialects.diagnostics import TagError  # noqa: E402
from tag.export import from_keras  # noqa: E402
from tag.models import registry  # noqa: E402
from tag.analysis.graph import build_graph  # noqa: E402
from tag.core.model import Role  # noqa: E402
from tag.runtime.xla import compile_module  # noqa: E402

if keras.backend.backend() != "jax":  # pragma: no cover - keras imported elsewhere with another backend
    pytest.skip("keras runs on a non-JAX backend in this process", allow_module_level=True)

B = 4


def mlp() -> Any:
    keras.utils.set_random_seed(0)
    return keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="relu", name="hidden"),
                             keras.layers.Dense(3, name="logits")], name="mlp")


def cnn() -> Any:
    """A functional CNN with BatchNorm (non-trainable moving statistics) and a softmax head."""
    keras.utils.set_random_seed(1)
    image = keras.Input((8, 8, 2), name="image")
    x = keras.layers.Conv2D(4, 3, padding="same", name="conv")(image)
    x = keras.layers.BatchNormalization(name="bn")(x)
    x = keras.layers.ReLU(name="relu")(x)
    x = keras.layers.MaxPooling2D(2, name="pool")(x)
    x = keras.layers.Flatten(name="flatten")(x)
    out = keras.layers.Dense(5, activation="softmax", name="probs")(x)
    return keras.Model(image, out, name="cnn")


def reference_step(model: Any, tx: Any, opt_key: str, loss_fn: Any) -> Any:
    """The training step written directly against JAX/Keras/optax (batch = (x, labels))."""
    def step(params: list[Any], opt_state: dict[str, Any], batch: tuple[Any, Any]) -> Any:
        x, y = batch

        def f(p: list[Any]) -> Any:
            pred, new_state = model.stateless_call(p, opt_state["model_state"], x, training=True)
            return jax.numpy.mean(loss_fn(y, pred)), new_state

        (loss, new_state), grads = jax.value_and_grad(f, has_aux=True)(params)
        updates, s = tx.update(grads, opt_state[opt_key], params)
        return optax.apply_updates(params, updates), {opt_key: s, "model_state": list(new_state)}, loss

    return step


def check_matches_jax(module: Any, model: Any, tx: Any, opt_key: str, loss_fn: Any,
                      batch: tuple[Any, np.ndarray]) -> list[Any]:
    params = [np.asarray(v.value) for v in model.trainable_variables]
    state = [np.asarray(v.value) for v in model.non_trainable_variables]
    opt_state = {opt_key: tx.init(params), "model_state": state}
    got = compile_module(module).run(*jax.tree_util.tree_leaves((params, opt_state, batch)))
    want = jax.tree_util.tree_leaves(jax.jit(reference_step(model, tx, opt_key, loss_fn))(params, opt_state, batch))
    assert len(got) == len(want)
    for g, w in zip(got, want):
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=1e-5, atol=1e-6)
    assert np.isfinite(float(np.asarray(got[-1]))) and float(np.asarray(got[-1])) > 0
    moved = [not np.allclose(np.asarray(g), p) for g, p in zip(got, params)]
    assert all(moved)
    return got


def check_graph(module: Any, n_params: int) -> None:
    graph = build_graph(module)
    assert graph.batch_size == B
    assert len(graph.params) == n_params
    for info in graph.params:
        assert info.grad_node is not None, info.name
        assert graph.nodes[info.grad_node].role is Role.GRADIENT
        assert info.update_nodes


def test_sequential_mlp_exports_runs_and_plans() -> None:
    model = mlp()
    rng = np.random.default_rng(0)
    batch = (rng.standard_normal((B, 8)).astype("float32"), rng.integers(0, 3, B).astype("int32"))
    module = from_keras(model, batch)
    roles, names = registry.arg_roles(module), registry.arg_names(module)
    assert Counter(roles) == {"param": 4, "opt_state": 9, "batch": 2}
    assert roles == sorted(roles, key=["param", "opt_state", "batch"].index)
    assert names[:2] == ["params/mlp/hidden/kernel", "params/mlp/hidden/bias"]
    assert "opt_state/adam/mu/mlp/logits/kernel" in names and names[-2:] == ["batch/x", "batch/labels"]
    assert registry.model_record(module) == {"name": "mlp", "batch": B, "variant": "keras"}
    # auto loss on integer labels and a linear head: sparse cross-entropy from logits
    loss = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    check_matches_jax(module, model, optax.adam(1e-3), "adam", loss, batch)
    check_graph(module, 4)
    # shapes alone give the same module
    abstract = tuple(jax.ShapeDtypeStruct(a.shape, a.dtype) for a in batch)
    assert module_to_text(from_keras(model, abstract)) == module_to_text(module)


def test_functional_cnn_with_batchnorm_compiled_loss_and_optax_optimizer() -> None:
    model = cnn()
    model.compile(loss="sparse_categorical_crossentropy")  # softmax outputs: probabilities
    rng = np.random.default_rng(1)
    x, y = rng.standard_normal((B, 8, 8, 2)).astype("float32"), rng.integers(0, 5, B).astype("int32")
    tx = optax.sgd(0.1, momentum=0.9)
    module = from_keras(model, {"image": x, "labels": y}, tx)
    roles, names = registry.arg_roles(module), registry.arg_names(module)
    n_params = len(model.trainable_variables)
    assert Counter(roles)["param"] == n_params == 6          # conv, bn gamma/beta, dense
    assert "opt_state/optimizer/trace/conv/kernel" in names
    assert "opt_state/model_state/bn/moving_mean" in names
    assert names[-2:] == ["batch/image", "batch/labels"]
    got = check_matches_jax(module, model, tx, "optimizer", keras.losses.sparse_categorical_crossentropy, (x, y))
    # BatchNorm's moving statistics are carried through the step (and move)
    state = [np.asarray(v.value) for v in model.non_trainable_variables]
    assert any(not np.allclose(np.asarray(g), s) for g, s in zip(got[n_params:n_params + 2], state))
    check_graph(module, n_params)


def test_regularizer_losses_count_as_keras_fit_counts_them() -> None:
    """Kernel and activity regularizers add losses (`model.losses`) that Keras's `fit` adds to the
    compiled loss (`compute_loss_and_updates`, the JAX trainer's loss); the exported step optimises the
    same total (it used to drop them: a different training step, silently)."""
    keras.utils.set_random_seed(2)
    model = keras.Sequential([
        keras.Input((8,)),
        keras.layers.Dense(16, activation="relu", kernel_regularizer=keras.regularizers.l2(0.1), name="hidden"),
        keras.layers.Dense(3, activity_regularizer=keras.regularizers.l1(0.01), name="logits")], name="reg")
    model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), optimizer="sgd")
    rng = np.random.default_rng(2)
    x, y = rng.standard_normal((B, 8)).astype("float32"), rng.integers(0, 3, B).astype("int32")
    tx = optax.sgd(0.1)
    module = from_keras(model, (x, y), tx)
    params = [np.asarray(v.value) for v in model.trainable_variables]
    state = [np.asarray(v.value) for v in model.non_trainable_variables]
    got = compile_module(module).run(*jax.tree_util.tree_leaves((params, {"optimizer": tx.init(params),
                                                                          "model_state": state}, (x, y))))

    model.optimizer.build(model.trainable_variables)
    metrics = [v.value for v in model.metrics_variables]
    opt_vars = [v.value for v in model.optimizer.variables]

    def fit_loss(p: list[Any]) -> Any:
        loss, _aux = model.compute_loss_and_updates(p, state, metrics, x, y, None, training=True,
                                                    optimizer_variables=opt_vars)
        return loss

    want_loss, grads = jax.value_and_grad(fit_loss)(params)
    plain = keras.losses.SparseCategoricalCrossentropy(from_logits=True)(y, model(x, training=True))
    assert float(want_loss) > float(plain) + 0.05            # the regularizers matter here
    np.testing.assert_allclose(float(np.asarray(got[-1])), float(want_loss), rtol=1e-5)
    for g, p, d in zip(got, params, grads):
        np.testing.assert_allclose(np.asarray(g), p - 0.1 * np.asarray(d), rtol=1e-5, atol=1e-6)


# ----------------------------------------------------------------------------------- errors
def test_dynamic_batch_dimension_is_rejected() -> None:
    model = mlp()
    with pytest.raises(TagError, match=r"static shapes needed: dimension 0 of input 'x' is None"):
        from_keras(model, (jax.ShapeDtypeStruct((None, 8), "float32"), np.zeros((B,), "int32")))
    with pytest.raises(TagError, match=r"dimension 0 of input 'labels' is None"):
        from_keras(model, (np.zeros((B, 8), "float32"), keras.KerasTensor((None,), dtype="int32")))
    with pytest.raises(TagError, match="disagree on the batch size"):
        from_keras(model, (np.zeros((B, 8), "float32"), np.zeros((B + 1,), "int32")))


def test_bad_arguments() -> None:
    model = mlp()
    x, y = np.zeros((B, 8), "float32"), np.zeros((B,), "int32")
    with pytest.raises(TagError, match="unknown optimizer 'adamm'"):
        from_keras(model, (x, y), "adamm")
    with pytest.raises(TagError, match=r"batch must be \(inputs, labels\)"):
        from_keras(model, (x, y, y))
    with pytest.raises(TagError, match="needs a 'labels' entry"):
        from_keras(model, {"x": x})
    with pytest.raises(TagError, match="needs a keras.Model"):
        from_keras(lambda v: v, (x, y))


def test_non_jax_backend_is_rejected(monkeypatch) -> None:
    model = mlp()
    monkeypatch.setattr(keras.backend, "backend", lambda: "tensorflow")
    with pytest.raises(TagError, match="'tensorflow' backend.*KERAS_BACKEND=jax"):
        from_keras(model, (np.zeros((B, 8), "float32"), np.zeros((B,), "int32")))


class HostSum(keras.layers.Layer):
    """Branches on a tensor value in Python: builds symbolically, but cannot be traced by jit."""

    def call(self, x: Any) -> Any:
        return x if x.sum() > 0 else -x

    def compute_output_shape(self, shape: Any) -> Any:
        return shape


def test_untraceable_layer_is_named() -> None:
    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(3, name="dense"),
                              HostSum(name="host_sum")], name="bad")
    was = keras.config.is_traceback_filtering_enabled()
    with pytest.raises(TagError, match=r"model 'bad'.*layer 'host_sum' \(HostSum\) failed: "
                                       r"TracerBoolConversionError"):
        from_keras(model, (np.zeros((B, 8), "float32"), np.zeros((B, 3), "float32")), loss="mse")
    assert keras.config.is_traceback_filtering_enabled() == was


def test_a_layer_keeping_its_input_does_not_make_the_input_carried_state(tmp_path) -> None:
    """A layer storing 2 * x in a non-trainable variable of x's shape: its new value was paired with
    the batch input x (one hop back, same type) rather than with the variable (which it does not
    read), so the one-device reference fed it back as the next step's input and step 2 disagreed
    under data parallelism. A declared batch argument pairs with nothing."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    import test_export_corpus as corpus
    from tag.core.grouping import group_ops

    class CacheLast(keras.layers.Layer):
        def build(self, shape):
            self.cache = self.add_weight(shape=tuple(shape), initializer="zeros", trainable=False)

        def call(self, x):
            self.cache.assign(2.0 * x)
            return x

    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((4,), batch_size=8), CacheLast(), keras.layers.Dense(3)])
    rng = np.random.default_rng(0)
    module = from_keras(model, (rng.normal(size=(8, 4)).astype(np.float32), np.zeros(8, np.int32)))
    path = tmp_path / "cache.mlir"
    path.write_text(module_to_text(module))
    graph = build_graph(module, source=str(path))
    batch_args = [i for i, n in enumerate(graph.nodes) if n.op_name == "arg" and n.role is Role.BATCH]
    assert batch_args and not set(batch_args) & set(graph.carried)
    grouping = group_ops(graph, 8, seed=0)
    _, report = corpus.apply_and_check(path, module, graph, grouping, corpus.forced("dp", grouping),
                                       corpus.topology_at(tmp_path), steps=2)
    assert report.agrees, report.summary()
