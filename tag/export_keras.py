"""Export a user's Keras 3 model (JAX backend) as a TAG training-step module.

`from_keras(model, batch, optimizer)` builds the same step as the built-in models
(`tag.models.keras_models.make_step`): `step(params, opt_state, batch) -> (params, opt_state, loss)`
with the forward pass `model.stateless_call(trainable, non_trainable, inputs, training=True)` inside
`jax.value_and_grad` and an optax update, lowered by `jax.jit(step, keep_unused=True)` at the static
shapes of `batch`, and annotated like the built-ins (`annotate`):

- arguments, in order: params (`model.trainable_variables`, `tag.name = params/<keras path>`), then
  `opt_state = {<opt>: optax state, "model_state": [non-trainable variables]}` (all "opt_state";
  `<opt>` is the optimizer's name, e.g. "adam", or "optimizer" for a GradientTransformation), then
  the batch leaves (`batch/<name>`: "x" for a single input, "x0", "x1", ... for a list, the keys of
  a dict, then "labels"); each with `tag.role` in {"param", "opt_state", "batch"};
- results: new params, new opt_state, the scalar loss;
- module attribute `tag.model = {name = <model.name>, batch = N, variant = "keras"}`.

`batch` is `(inputs, labels)` (tuple or list) or a dict `{**inputs_by_name, "labels": labels}`;
leaves are arrays or `jax.ShapeDtypeStruct`s (anything with static `.shape` and `.dtype`). Only the
shapes matter: the module is built from the model's current weights' shapes.

`loss="auto"`: the compiled loss if `model.compile(loss=...)` was called with a single loss;
otherwise sparse categorical cross-entropy for integer labels (from logits, unless the last layer
ends in a softmax) and mean squared error for float labels. A string is looked up with
`keras.losses.get`; a callable is called as `loss(y_true, y_pred)`. Per-example losses are averaged.
"""
from __future__ import annotations

import contextlib
import types
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from tag.dialects.diagnostics import TagError
from tag.models import keras_models
from tag.models.keras_models import TrainStep

LABELS = "labels"
VARIANT = "keras"
_WHO = "Keras exports (tag.export.from_keras)"


# -------------------------------------------------------------------------------------- batch
def _split_batch(batch: Any) -> tuple[Any, Any]:
    """(inputs, labels) from a 2-sequence or a dict with a "labels" entry."""
    if isinstance(batch, dict):
        if LABELS not in batch:
            raise TagError(f"a dict batch needs a '{LABELS}' entry (got keys {sorted(map(str, batch))})")
        inputs = {k: v for k, v in batch.items() if k != LABELS}
        if not inputs:
            raise TagError("the batch has labels but no inputs")
        return inputs, batch[LABELS]
    if isinstance(batch, (tuple, list)) and len(batch) == 2:
        return batch[0], batch[1]
    raise TagError(f"batch must be (inputs, labels) or a dict with '{LABELS}', got {type(batch).__name__}"
                   + (f" of length {len(batch)}" if isinstance(batch, (tuple, list)) else ""))


def _is_leaf(x: Any) -> bool:
    return hasattr(x, "shape") and hasattr(x, "dtype")


def _leaf_names(part: str, tree: Any) -> list[str]:
    """Batch names for the leaves of `tree` (inputs or labels), in JAX's flattening order."""
    import jax

    paths = jax.tree_util.tree_flatten_with_path(tree, is_leaf=_is_leaf)[0]
    if len(paths) == 1 and not paths[0][0]:
        return [part]
    out = []
    for path, _ in paths:
        keys = [getattr(k, "key", getattr(k, "name", getattr(k, "idx", k))) for k in path]
        suffix = "/".join(map(str, keys))
        if part == "x":  # dict inputs by key, list inputs as x0, x1, ...
            out.append(suffix if isinstance(tree, dict) else f"x{suffix}")
        else:
            out.append(f"{part}/{suffix}")
    return out


def _unwrap_single(keras: Any, model: Any, inputs: Any) -> Any:
    """A one-entry input dict becomes its array for models whose single input is not a dict
    (Sequential, or a functional model built on one `keras.Input`)."""
    if not (isinstance(inputs, dict) and len(inputs) == 1):
        return inputs
    try:
        expected = model.input
    except Exception:  # subclassed or unbuilt models have no symbolic input
        expected = None
    if isinstance(model, keras.Sequential) or (expected is not None and not isinstance(expected, dict)):
        return next(iter(inputs.values()))
    return inputs


def _static_spec(leaf: Any, name: str) -> tuple[tuple[int, ...], np.dtype]:
    """Shape and dtype of one batch leaf; None/dynamic dimensions raise TagError."""
    if not _is_leaf(leaf):
        if isinstance(leaf, (bool, int, float)):
            raise TagError(f"input '{name}' is a Python scalar; pass an array with a batch dimension")
        raise TagError(f"input '{name}' is a {type(leaf).__name__}, not an array or jax.ShapeDtypeStruct")
    shape = tuple(leaf.shape)
    for d, n in enumerate(shape):
        if n is None or not isinstance(n, (int, np.integer)):
            raise TagError(f"static shapes needed: dimension {d} of input '{name}' is {n}")
    if not shape:
        raise TagError(f"input '{name}' is a scalar; every batch entry needs a leading batch dimension")
    return tuple(int(n) for n in shape), np.dtype(leaf.dtype)


# -------------------------------------------------------------------------------- optimizer/loss
def _optimizer(optimizer: Any, learning_rate: float) -> tuple[Any, str]:
    """(optax transformation, opt_state key): a string names an optax constructor called with
    `learning_rate`; a GradientTransformation is used as is."""
    import optax

    if isinstance(optimizer, optax.GradientTransformation):
        return optimizer, "optimizer"
    if isinstance(optimizer, str):
        name = optimizer.strip().lower()
        make = getattr(optax, name, None)
        if name.startswith("_") or not callable(make):
            raise TagError(f"unknown optimizer '{optimizer}' (an optax optimizer name such as 'adam', "
                           "'sgd', 'adamw', or an optax.GradientTransformation)")
        try:
            tx = make(learning_rate)
        except Exception as exc:
            raise TagError(f"cannot build optax.{name}({learning_rate}): {type(exc).__name__}: {exc}") from None
        if not isinstance(tx, optax.GradientTransformation):
            raise TagError(f"optax.{name} is not an optimizer (it returned {type(tx).__name__})")
        return tx, name
    raise TagError(f"optimizer must be an optax.GradientTransformation or a name, got {type(optimizer).__name__}")


def _ends_in_softmax(keras: Any, model: Any) -> bool:
    layers = getattr(model, "layers", [])
    if not layers:
        return False
    last = layers[-1]
    act = getattr(last, "activation", None)
    return isinstance(last, keras.layers.Softmax) or getattr(act, "__name__", "") == "softmax"


def _loss(keras: Any, model: Any, loss: Any, labels_dtype: np.dtype | None) -> Callable[[Any, Any], Any]:
    """`loss_of(y_pred, y_true) -> scalar` (the built-ins' argument order) for `loss` (see module doc)."""
    import jax.numpy as jnp

    fn: Any
    if isinstance(loss, str) and loss == "auto":
        compiled = getattr(model, "compiled", False) and getattr(model, "loss", None) is not None
        if compiled:
            fn = model.loss
            if isinstance(fn, (dict, list, tuple)):
                raise TagError(f"model '{model.name}' was compiled with several losses; pass loss=<callable>")
        elif labels_dtype is not None and np.issubdtype(labels_dtype, np.integer):
            fn = keras.losses.SparseCategoricalCrossentropy(from_logits=not _ends_in_softmax(keras, model))
        elif labels_dtype is not None:
            fn = keras.losses.MeanSquaredError()
        else:
            raise TagError("loss='auto' needs a single labels array; pass loss=<callable> for structured labels")
    else:
        fn = loss
    if isinstance(fn, str):
        try:
            fn = keras.losses.get(fn)
        except Exception:
            raise TagError(f"unknown Keras loss '{fn}'") from None
    if not callable(fn):
        raise TagError(f"loss must be 'auto', a Keras loss name or a callable, got {type(fn).__name__}")

    def loss_of(pred: Any, labels: Any) -> Any:
        return jnp.mean(jnp.asarray(fn(labels, pred), dtype=jnp.float32))

    return loss_of


# ------------------------------------------------------------------------------------ the step
def keras_train_step(model: Any, batch: Any, optimizer: Any = "adam", *, loss: Any = "auto",
                     learning_rate: float = 1e-3) -> TrainStep:
    """The training step of `model` on batches shaped like `batch` (see the module docstring), with
    the model's current weights as `params` and a fresh optimizer state."""
    keras, _ = keras_models._import_keras(_WHO)
    if not isinstance(model, keras.Model):
        raise TagError(f"from_keras needs a keras.Model, got {type(model).__name__}")
    inputs, labels = _split_batch(batch)
    names = _leaf_names("x", inputs) + _leaf_names(LABELS, labels)
    inputs = _unwrap_single(keras, model, inputs)
    import jax

    leaves, treedef = jax.tree_util.tree_flatten((inputs, labels), is_leaf=_is_leaf)
    specs = [_static_spec(leaf, name) for leaf, name in zip(leaves, names)]
    sizes = {shape[0] for shape, _ in specs}
    if len(sizes) != 1:
        raise TagError("batch entries disagree on the batch size (dimension 0): "
                       + ", ".join(f"'{n}' has {s[0]}" for n, (s, _) in zip(names, specs)))
    batch_size = sizes.pop()
    if not model.built:
        in_shapes = jax.tree_util.tree_map(lambda x: tuple(x.shape), inputs, is_leaf=_is_leaf)
        try:
            model.build(in_shapes)
        except Exception as exc:
            raise TagError(f"model '{model.name}' is not built and build({in_shapes}) failed "
                           f"({type(exc).__name__}); call the model once on an example batch first") from None
    if not model.trainable_variables:
        raise TagError(f"model '{model.name}' has no trainable weights")

    tx, opt_key = _optimizer(optimizer, learning_rate)
    labels_dtype = specs[-1][1] if len(_leaf_names(LABELS, labels)) == 1 else None
    loss_of = _loss(keras, model, loss, labels_dtype)

    def split(flat: tuple[Any, ...]) -> tuple[Any, Any]:
        return jax.tree_util.tree_unflatten(treedef, list(flat))

    params = [np.asarray(v.value) for v in model.trainable_variables]
    state = [np.asarray(v.value) for v in model.non_trainable_variables]
    opt_state = {opt_key: tx.init(params), "model_state": state}
    step = keras_models.make_step(model, tx, split, loss_of, opt_key=opt_key, name=f"{model.name}_train_step")
    ts = TrainStep(model.name, VARIANT, None, batch_size, step, params, opt_state, tuple(names),
                   tuple(s for s, _ in specs), tuple(d.name for _, d in specs), (None,) * len(specs),
                   [v.path for v in model.trainable_variables], [v.path for v in model.non_trainable_variables])
    ts.arg_names, ts.arg_roles = keras_models._arg_metadata(ts)
    if len(set(ts.arg_names)) != len(ts.arg_names):
        raise TagError(f"model '{model.name}' has variables with the same path; give its layers unique names")
    return ts


# --------------------------------------------------------------------------------------- export
@contextlib.contextmanager
def _unfiltered_tracebacks(keras: Any) -> Iterator[None]:
    """Keras trims its frames from tracebacks; keep them so a failure can name its layer."""
    was = keras.config.is_traceback_filtering_enabled()
    keras.config.disable_traceback_filtering()
    try:
        yield
    finally:
        if was:
            keras.config.enable_traceback_filtering()


def _failing_layer(keras: Any, tb: types.TracebackType | None) -> Any:
    """The innermost Keras layer (preferring non-Model layers) whose frame is on the traceback."""
    layer = model = None
    while tb is not None:
        obj = tb.tb_frame.f_locals.get("self")
        if isinstance(obj, keras.Model):
            model = obj
        elif isinstance(obj, keras.layers.Layer):
            layer = obj
        tb = tb.tb_next
    return layer if layer is not None else model


def lower_keras(ts: TrainStep, model: Any) -> str:
    """StableHLO text of `ts`; a tracing failure becomes a TagError naming the failing layer."""
    keras, _ = keras_models._import_keras(_WHO)
    try:
        with _unfiltered_tracebacks(keras):
            return keras_models.lower_text(ts)
    except TagError:
        raise
    except Exception as exc:
        first = next((ln.strip() for ln in str(exc).splitlines() if ln.strip()), "")
        first = first if len(first) <= 200 else first[:197] + "..."
        layer = _failing_layer(keras, exc.__traceback__)
        where = (f"layer '{layer.name}' ({type(layer).__name__})" if layer is not None
                 else "its loss or optimizer")
        raise TagError(f"cannot trace Keras model '{model.name}' with JAX: {where} failed: "
                       f"{type(exc).__name__}: {first}") from None


def from_keras(model: Any, batch: Any, optimizer: Any = "adam", *, loss: Any = "auto",
               learning_rate: float = 1e-3, ctx: Any = None) -> Any:
    """The annotated StableHLO module of `model`'s training step (see the module docstring).

    `optimizer`: an optax.GradientTransformation or an optax constructor name called with
    `learning_rate` (ignored for a transformation)."""
    from tag.dialects.context import make_context, parse_module

    ts = keras_train_step(model, batch, optimizer, loss=loss, learning_rate=learning_rate)
    module = parse_module(lower_keras(ts, model), ctx or make_context(), file_name=f"<keras:{model.name}>")
    keras_models.annotate(module, ts)
    return module
