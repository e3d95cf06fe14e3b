"""The paper's six benchmark models as Keras 3 training steps on the JAX backend.

Each model becomes one function `step(params, opt_state, batch) -> (params, opt_state, loss)`:
forward with `model.stateless_call(trainable, non_trainable, inputs, training=True)` inside
`jax.value_and_grad`, then Adam (`optax.adam`). `export_train_step` lowers it with
`jax.jit(step, keep_unused=True).lower(...)` at static shapes and annotates `main`:

- every argument gets `tag.role` ("param" | "opt_state" | "batch") and `tag.name` (what it is);
- the module gets `tag.model = {name = "...", batch = N : i64, variant = "default" | "small"}`
  ("custom" when built from an explicit config).

The module is JAX's lowering as is: private functions called with `func.call` (nested jits) and a few
`chlo.*` ops remain; inline and legalize them (as `tag-partition` does) for one flat function.

Argument order (flattened by JAX, so stable): the trainable weights in `model.trainable_variables`
order; then the optimizer state `{"adam": (count, mu..., nu...), "model_state": [...]}`, where
`model_state` holds Keras's non-trainable variables (BatchNorm moving mean/variance). Those are
updated every step but get no gradient, so they are tagged "opt_state" (`tag.name` prefix
`opt_state/model_state/`); then the batch tuple. Names: `params/<keras path>`,
`opt_state/adam/count`, `opt_state/adam/{mu,nu}/<keras path>`, `batch/<input>`. Results mirror the arguments (params, opt_state) plus the
scalar loss.

Models (`MODEL_SPECS`): vgg19, resnet101, inceptionv3, mobilenetv2 (keras.applications,
`weights=None`, logits head, softmax cross-entropy on integer labels); bert (keras_hub BertBackbone
+ Dense on the pooled output, BERT-base by default); transformer (the Vaswani et al. 2017
encoder-decoder "Transformer-base" built from keras_hub TransformerEncoder/TransformerDecoder layers,
shared ReversibleEmbedding for source, target and the output projection, sinusoidal positions,
teacher-forced token cross-entropy). Dropout is 0 everywhere: on CPU, JAX lowers dropout's RNG to
one `stablehlo.while` per dropout layer, which would hide the layer structure from the planner.

Importing this module sets `KERAS_BACKEND=jax` (unless already set) but imports Keras lazily, so
configs and cache keys are available without paying for the Keras import.
"""
from __future__ import annotations

import math
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from tag.dialects.diagnostics import TagError

ROLE = "tag.role"
NAME = "tag.name"
MODEL = "tag.model"
ROLES = ("param", "opt_state", "batch")

# Keras picks its backend once, at import: make it JAX unless the user chose otherwise.
os.environ.setdefault("KERAS_BACKEND", "jax")

INSTALL_HINT = ("pip install keras optax && pip install --no-deps keras-hub "
                "&& pip install regex tokenizers")


# ------------------------------------------------------------------------------------- configs
@dataclass(frozen=True)
class VisionConfig:
    """An image classifier (keras.applications architecture, logits head).

    `width` scales channel counts: MobileNetV2's `alpha`; VGG19's conv filters and FC units; ResNet's
    bottleneck filters per stage (the 64-filter stem stays). InceptionV3 supports only 1.0.
    `blocks` (ResNet only): bottleneck blocks per stage; (3, 4, 23, 3) is ResNet101. At width 1 (and
    ResNet101's blocks) the model is keras.applications' own; otherwise the same layers, scaled."""

    image_size: int
    classes: int = 1000
    channels: int = 3
    width: float = 1.0
    blocks: tuple[int, ...] = ()


@dataclass(frozen=True)
class BertConfig:
    """keras_hub BertBackbone + a Dense classifier on the pooled [CLS] output."""

    vocab: int = 30522
    layers: int = 12
    hidden: int = 768
    heads: int = 12
    intermediate: int = 3072
    seq: int = 128
    max_positions: int = 512
    classes: int = 2


@dataclass(frozen=True)
class TransformerConfig:
    """Encoder-decoder Transformer (Transformer-base: 6+6 layers, d_model 512, 8 heads, FFN 2048,
    post-layer-norm, ReLU), shared source/target vocabulary and tied output projection."""

    vocab: int = 32000
    encoder_layers: int = 6
    decoder_layers: int = 6
    hidden: int = 512
    heads: int = 8
    intermediate: int = 2048
    source_seq: int = 128
    target_seq: int = 128


ModelConfig = VisionConfig | BertConfig | TransformerConfig


@dataclass(frozen=True)
class ModelSpec:
    """A built-in model: what it is, its paper-scale config and a scaled-down config for tests."""

    name: str
    description: str
    default: ModelConfig
    small: ModelConfig

    def config(self, small: bool) -> ModelConfig:
        return self.small if small else self.default


MODEL_SPECS: dict[str, ModelSpec] = {
    "vgg19": ModelSpec("vgg19", "VGG19 image classifier (keras.applications; small = 1/8 widths)",
                       VisionConfig(224), VisionConfig(32, classes=10, width=0.125)),
    "resnet101": ModelSpec("resnet101", "ResNet101 (v1) image classifier (keras.applications; "
                                        "small = one bottleneck block per stage, 1/4 widths)",
                           VisionConfig(224, blocks=(3, 4, 23, 3)),
                           VisionConfig(32, classes=10, width=0.25, blocks=(1, 1, 1, 1))),
    "inceptionv3": ModelSpec("inceptionv3", "InceptionV3 image classifier (keras.applications; "
                                            "small = 75x75 images)",
                             VisionConfig(299), VisionConfig(75, classes=10)),
    "mobilenetv2": ModelSpec("mobilenetv2", "MobileNetV2 image classifier (keras.applications; "
                                            "small = alpha 0.35)",
                             VisionConfig(224), VisionConfig(32, classes=10, width=0.35)),
    "bert": ModelSpec("bert", "BERT sequence classifier (keras_hub BertBackbone, BERT-base)",
                      BertConfig(),
                      BertConfig(vocab=512, layers=2, hidden=32, heads=2, intermediate=64, seq=16,
                                 max_positions=16)),
    "transformer": ModelSpec("transformer", "Transformer-base encoder-decoder, token cross-entropy "
                                            "(keras_hub TransformerEncoder/Decoder)",
                             TransformerConfig(),
                             TransformerConfig(vocab=512, encoder_layers=1, decoder_layers=1, hidden=32,
                                               heads=2, intermediate=64, source_seq=16, target_seq=16)),
}

LEARNING_RATE = 1e-3


def config_dict(config: ModelConfig) -> dict[str, Any]:
    """The config as plain JSON-able data (for cache keys and help text)."""
    return {"kind": type(config).__name__, **{k: list(v) if isinstance(v, tuple) else v
                                              for k, v in asdict(config).items()}}


# -------------------------------------------------------------------------------- keras import
def _import_keras(who: str = "built-in models") -> tuple[Any, Any]:
    """Import keras (JAX backend) and optax, or raise TagError (naming `who` needs them) with the
    install command."""
    backend = os.environ.setdefault("KERAS_BACKEND", "jax")
    if backend != "jax":
        raise TagError(f"{who} need KERAS_BACKEND=jax, but it is '{backend}'")
    try:
        import keras
        import optax
    except ImportError as exc:
        raise TagError(f"{who} need Keras 3 and optax ({exc.name} is missing): "
                       f"{INSTALL_HINT}") from None
    if keras.backend.backend() != "jax":
        raise TagError(f"keras was imported with the '{keras.backend.backend()}' backend; {who} "
                       "need KERAS_BACKEND=jax set before keras is imported")
    return keras, optax


def _import_keras_hub() -> Any:
    _import_keras()
    try:
        import keras_hub
    except ImportError as exc:
        raise TagError(f"the bert and transformer models need keras-hub ({exc.name} is missing): "
                       f"{INSTALL_HINT}") from None
    return keras_hub


# ------------------------------------------------------------------------------- model builders
@dataclass
class _Built:
    """A Keras model plus how to feed it: batch argument names/shapes/dtypes, how the batch tuple
    becomes model inputs and labels, and the loss on (logits, labels)."""

    model: Any
    batch_names: tuple[str, ...]
    batch_shapes: tuple[tuple[int, ...], ...]
    batch_dtypes: tuple[str, ...]
    batch_high: tuple[int | None, ...]          # integer inputs: exclusive upper bound for samples
    split: Callable[[tuple[Any, ...]], tuple[Any, Any]]
    loss: Callable[[Any, Any], Any]


def _cross_entropy(logits: Any, labels: Any) -> Any:
    import optax

    return optax.softmax_cross_entropy_with_integer_labels(logits.astype("float32"), labels).mean()


def _vision(name: str, cfg: VisionConfig, batch: int) -> _Built:
    keras, _ = _import_keras()
    shape = (cfg.image_size, cfg.image_size, cfg.channels)
    common = dict(weights=None, input_shape=shape, classes=cfg.classes, classifier_activation=None)
    if cfg.width <= 0:
        raise TagError(f"{name}: width must be positive, got {cfg.width}")
    if name == "vgg19":
        model = keras.applications.VGG19(**common) if cfg.width == 1.0 else vgg19_scaled(keras, cfg)
    elif name == "inceptionv3":
        if cfg.width != 1.0:
            raise TagError(f"inceptionv3 has no width multiplier; got width={cfg.width}")
        model = keras.applications.InceptionV3(**common)
    elif name == "mobilenetv2":
        model = keras.applications.MobileNetV2(alpha=cfg.width, **common)
    elif name == "resnet101":
        model = _resnet(keras, cfg, common)
    else:  # pragma: no cover - MODEL_SPECS and this switch list the same names
        raise TagError(f"no vision builder for '{name}'")
    return _Built(model, ("images", "labels"), ((batch, *shape), (batch,)), ("float32", "int32"),
                  (None, cfg.classes), lambda b: (b[0], b[1]), _cross_entropy)


_VGG19_STAGES = ((64, 2), (128, 2), (256, 4), (512, 4), (512, 4))  # (filters, 3x3 convs) per block
_VGG19_FC = 4096


def _scaled(n: int, width: float) -> int:
    return max(1, round(n * width))


def vgg19_scaled(keras: Any, cfg: VisionConfig) -> Any:
    """keras.applications.VGG19's layers (same names, logits head) with widths scaled by `cfg.width`."""
    layers = keras.layers
    inputs = keras.Input((cfg.image_size, cfg.image_size, cfg.channels), name="input_layer")
    x = inputs
    for b, (filters, convs) in enumerate(_VGG19_STAGES, start=1):
        for i in range(1, convs + 1):
            x = layers.Conv2D(_scaled(filters, cfg.width), (3, 3), activation="relu", padding="same",
                              name=f"block{b}_conv{i}")(x)
        x = layers.MaxPooling2D((2, 2), strides=(2, 2), name=f"block{b}_pool")(x)
    x = layers.Flatten(name="flatten")(x)
    x = layers.Dense(_scaled(_VGG19_FC, cfg.width), activation="relu", name="fc1")(x)
    x = layers.Dense(_scaled(_VGG19_FC, cfg.width), activation="relu", name="fc2")(x)
    x = layers.Dense(cfg.classes, activation=None, name="predictions")(x)
    return keras.Model(inputs, x, name="vgg19")


def _resnet(keras: Any, cfg: VisionConfig, common: dict[str, Any]) -> Any:
    """ResNet v1 with `cfg.blocks` bottleneck blocks per stage and stage filters scaled by
    `cfg.width` (keras.applications' own builder behind ResNet50/101/152)."""
    if cfg.blocks == (3, 4, 23, 3) and cfg.width == 1.0:
        return keras.applications.ResNet101(**common)
    if not cfg.blocks or min(cfg.blocks) < 1 or len(cfg.blocks) > 4:
        raise TagError(f"resnet101: blocks must be 1-4 positive counts, got {cfg.blocks}")
    from keras.src.applications import resnet

    filters = [_scaled(f, cfg.width) for f in (64, 128, 256, 512)]

    def stack_fn(x: Any) -> Any:
        for i, (f, n) in enumerate(zip(filters, cfg.blocks)):
            x = resnet.stack_residual_blocks_v1(x, f, n, stride1=1 if i == 0 else 2, name=f"conv{i + 2}")
        return x

    return resnet.ResNet(stack_fn, False, True, name="resnet", **common)


def _bert(cfg: BertConfig, batch: int) -> _Built:
    keras, _ = _import_keras()
    keras_hub = _import_keras_hub()
    backbone = keras_hub.models.BertBackbone(
        vocabulary_size=cfg.vocab, num_layers=cfg.layers, num_heads=cfg.heads, hidden_dim=cfg.hidden,
        intermediate_dim=cfg.intermediate, dropout=0.0, max_sequence_length=cfg.max_positions)
    inputs = {k: keras.Input((cfg.seq,), dtype="int32", name=k)
              for k in ("token_ids", "segment_ids", "padding_mask")}
    logits = keras.layers.Dense(cfg.classes, name="classifier")(backbone(inputs)["pooled_output"])
    model = keras.Model(inputs, logits, name="bert_classifier")
    names = ("token_ids", "segment_ids", "padding_mask", "labels")
    seq = (batch, cfg.seq)
    return _Built(model, names, (seq, seq, seq, (batch,)), ("int32",) * 4, (cfg.vocab, 2, 2, cfg.classes),
                  lambda b: ({"token_ids": b[0], "segment_ids": b[1], "padding_mask": b[2]}, b[3]),
                  _cross_entropy)


def _transformer(cfg: TransformerConfig, batch: int) -> _Built:
    keras, _ = _import_keras()
    keras_hub = _import_keras_hub()
    layers = keras_hub.layers
    source = keras.Input((cfg.source_seq,), dtype="int32", name="source_ids")
    target = keras.Input((cfg.target_seq,), dtype="int32", name="target_ids")
    embedding = keras.layers.ReversibleEmbedding(cfg.vocab, cfg.hidden, tie_weights=True, name="embedding")
    scale = math.sqrt(cfg.hidden)

    def embed(ids: Any, name: str) -> Any:
        x = keras.layers.Rescaling(scale, name=f"{name}_scale")(embedding(ids))
        return keras.layers.Add(name=f"{name}_add_position")(
            [x, layers.SinePositionEncoding(name=f"{name}_position")(x)])

    x = embed(source, "encoder")
    for i in range(cfg.encoder_layers):
        x = layers.TransformerEncoder(cfg.intermediate, cfg.heads, dropout=0.0, name=f"encoder_{i}")(x)
    y = embed(target, "decoder")
    for i in range(cfg.decoder_layers):
        y = layers.TransformerDecoder(cfg.intermediate, cfg.heads, dropout=0.0, name=f"decoder_{i}")(
            y, encoder_sequence=x, use_causal_mask=True)
    logits = embedding(y, reverse=True)
    model = keras.Model({"source_ids": source, "target_ids": target}, logits, name="transformer")
    names = ("source_ids", "target_ids", "labels")
    shapes = ((batch, cfg.source_seq), (batch, cfg.target_seq), (batch, cfg.target_seq))
    return _Built(model, names, shapes, ("int32",) * 3, (cfg.vocab,) * 3,
                  lambda b: ({"source_ids": b[0], "target_ids": b[1]}, b[2]), _cross_entropy)


def _build(name: str, cfg: ModelConfig, batch: int) -> _Built:
    if isinstance(cfg, VisionConfig):
        return _vision(name, cfg, batch)
    if isinstance(cfg, BertConfig):
        return _bert(cfg, batch)
    return _transformer(cfg, batch)


# ---------------------------------------------------------------------------------- train step
@dataclass
class TrainStep:
    """A built model's training step with initial state and argument metadata.

    `fn(params, opt_state, batch) -> (params, opt_state, loss)`; `params` is a list of arrays,
    `opt_state = {"adam": optax Adam state, "model_state": [non-trainable arrays]}`, `batch` a tuple
    in `batch_names` order. `arg_names`/`arg_roles` describe the flattened arguments of `main`.
    Without `initialized`, params and opt_state hold `jax.ShapeDtypeStruct`s (enough to lower)."""

    name: str
    variant: str
    config: ModelConfig | None          # None: a user model (tag.export.from_keras)
    batch_size: int
    fn: Callable[..., Any]
    params: list[np.ndarray]
    opt_state: dict[str, Any]
    batch_names: tuple[str, ...]
    batch_shapes: tuple[tuple[int, ...], ...]
    batch_dtypes: tuple[str, ...]
    batch_high: tuple[int | None, ...]
    param_names: list[str]
    state_names: list[str]
    initialized: bool = True
    build_seconds: float = 0.0
    arg_names: list[str] = field(default_factory=list)
    arg_roles: list[str] = field(default_factory=list)

    def example_batch(self, seed: int = 0) -> tuple[np.ndarray, ...]:
        """Random inputs of the batch's shapes: normal images, integer ids below their bound."""
        rng = np.random.default_rng(seed)
        out = []
        for shape, dtype, high in zip(self.batch_shapes, self.batch_dtypes, self.batch_high):
            if high is None:
                out.append(rng.standard_normal(shape).astype(dtype))
            else:
                out.append(rng.integers(0, high, size=shape).astype(dtype))
        return tuple(out)

    def abstract_args(self) -> tuple[Any, Any, Any]:
        import jax

        def spec(x: Any) -> Any:
            return jax.ShapeDtypeStruct(tuple(x.shape), x.dtype)

        batch = tuple(jax.ShapeDtypeStruct(s, d) for s, d in zip(self.batch_shapes, self.batch_dtypes))
        return (jax.tree_util.tree_map(spec, self.params), jax.tree_util.tree_map(spec, self.opt_state), batch)

    def flat_args(self, batch: Sequence[Any]) -> list[Any]:
        """`main`'s arguments in order for the initial state and `batch`."""
        import jax

        if not self.initialized:
            raise TagError(f"{self.name} was built without initial values (initialize=False)")

        return jax.tree_util.tree_leaves((self.params, self.opt_state, tuple(batch)))


def build_train_step(name: str, *, batch_size: int, small: bool = False, config: ModelConfig | None = None,
                     learning_rate: float = LEARNING_RATE, initialize: bool = True,
                     optimizer: str = "adam") -> TrainStep:
    """Build the Keras model `name` (at `config`, else its default/small config) and its training
    step with `optimizer` ("adam", the built-in models' optimizer, or "sgd").

    The model is built in a `keras.StatelessScope`, which defers variable initialisation (each Keras
    initialiser is a separately compiled JAX RNG program: about 0.5 s per distinct shape on CPU,
    15-50 s per paper-scale model). With `initialize` the scope runs Keras's initialisers on exit;
    without, the step only carries shapes, which is all lowering needs (building then takes about
    a second)."""
    import time

    if name not in MODEL_SPECS:
        raise TagError(f"unknown built-in model '{name}'; expected one of {', '.join(MODEL_SPECS)}")
    if int(batch_size) < 1:
        raise TagError(f"batch size must be positive, got {batch_size}")
    keras, optax = _import_keras()
    import jax

    cfg = config if config is not None else MODEL_SPECS[name].config(small)
    start = time.perf_counter()
    keras.backend.clear_session()  # fresh layer-name counters: names do not depend on earlier builds
    # The scope defers variable creation's initialisers; on exit it runs them iff `initialize`.
    with keras.StatelessScope(initialize_variables=initialize):
        built = _build(name, cfg, int(batch_size))
    model = built.model
    optimizers = {"adam": optax.adam, "sgd": optax.sgd}
    if optimizer not in optimizers:
        raise TagError(f"unknown optimizer '{optimizer}'; expected one of {', '.join(optimizers)}")
    tx = optimizers[optimizer](learning_rate)
    if initialize:
        params = [np.asarray(v.value) for v in model.trainable_variables]
        state = [np.asarray(v.value) for v in model.non_trainable_variables]
        opt_state = {"adam": tx.init(params), "model_state": state}
    else:
        # Forget the still-uninitialised variables: otherwise the StatelessScope of every
        # `stateless_call` would run their initialisers on exit, inside the trace (dead RNG ops).
        keras.backend.clear_session(free_memory=False)
        params = [jax.ShapeDtypeStruct(tuple(v.shape), v.dtype) for v in model.trainable_variables]
        state = [jax.ShapeDtypeStruct(tuple(v.shape), v.dtype) for v in model.non_trainable_variables]
        opt_state = {"adam": jax.eval_shape(tx.init, params), "model_state": state}
    step = make_step(model, tx, built.split, built.loss, name=f"{name}_train_step")
    ts = TrainStep(name, "small" if small and config is None else ("custom" if config is not None else "default"),
                   cfg, int(batch_size), step, params, opt_state, built.batch_names, built.batch_shapes,
                   built.batch_dtypes, built.batch_high, [v.path for v in model.trainable_variables],
                   [v.path for v in model.non_trainable_variables], initialize)
    ts.build_seconds = time.perf_counter() - start
    ts.arg_names, ts.arg_roles = _arg_metadata(ts)
    return ts


def make_step(model: Any, tx: Any, split: Callable[[Any], tuple[Any, Any]],
              loss_of: Callable[[Any, Any], Any], *, opt_key: str = "adam",
              name: str = "train_step") -> Callable[..., Any]:
    """`step(params, opt_state, batch) -> (params, opt_state, loss)` for a Keras model and an optax
    transformation `tx`: loss = loss_of(model(split(batch)[0]), split(batch)[1]) via
    `model.stateless_call(..., training=True)`, plus the losses the model's layers add (kernel, bias
    and activity regularizers, `add_loss`: `return_losses=True`), summed as Keras's `compute_loss`
    adds `model.losses` to the compiled loss in `fit`; gradient by `jax.value_and_grad` w.r.t. `params`
    (the trainable variables), then `params + tx.update(grads)`. `opt_state = {opt_key: tx state,
    "model_state": [non-trainable variables]}`; the model state is carried, not differentiated."""
    import jax
    import optax

    def step(params: list[Any], opt_state: dict[str, Any], batch: Any) -> tuple[Any, Any, Any]:
        inputs, labels = split(batch)

        def loss_fn(p: list[Any]) -> tuple[Any, Any]:
            logits, new_state, added = model.stateless_call(p, opt_state["model_state"], inputs, training=True,
                                                            return_losses=True)
            loss = loss_of(logits, labels)
            for extra in added:             # none for a model without regularizers: the same step
                loss = loss + jax.numpy.sum(extra).astype(loss.dtype)
            return loss, new_state

        (loss, new_state), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        updates, tx_state = tx.update(grads, opt_state[opt_key], params)
        return (optax.apply_updates(params, updates), {opt_key: tx_state, "model_state": list(new_state)},
                loss)

    step.__name__ = name
    return step


def _arg_metadata(ts: TrainStep) -> tuple[list[str], list[str]]:
    """Names and roles of the flattened (params, opt_state, batch) leaves, in JAX's order."""
    import jax

    names: list[str] = []
    roles: list[str] = []
    for role, tree, prefix in (("param", ts.params, "params"), ("opt_state", ts.opt_state, "opt_state"),
                               ("batch", ts.batch_names, "batch")):
        leaves = jax.tree_util.tree_flatten_with_path(tree)[0]
        for path, leaf in leaves:
            names.append(_leaf_name(ts, prefix, path, leaf))
            roles.append(role)
    return names, roles


def _leaf_name(ts: TrainStep, prefix: str, path: tuple[Any, ...], leaf: Any) -> str:
    """A readable name: params/<keras path>, opt_state/adam/{count,mu,nu}/<path>,
    opt_state/model_state/<path>, batch/<input>."""
    keys = [getattr(k, "key", getattr(k, "name", getattr(k, "idx", None))) for k in path]
    if prefix == "batch":
        return f"batch/{leaf}"
    if prefix == "params":
        return f"params/{ts.param_names[keys[0]]}"
    if keys[0] == "model_state":
        return f"opt_state/model_state/{ts.state_names[keys[1]]}"
    # optimizer state, e.g. adam: (ScaleByAdamState(count, mu, nu), EmptyState()) -> keys like
    # [adam, 0, 'mu', i]: a named field ending in a list index mirrors the params list.
    field_name = next((k for k in keys[1:] if isinstance(k, str)), None)
    if field_name is not None and isinstance(keys[-1], int) and keys[-1] < len(ts.param_names):
        return f"opt_state/{keys[0]}/{field_name}/{ts.param_names[keys[-1]]}"
    return f"opt_state/{keys[0]}/" + "/".join(str(k) for k in keys[1:] if not isinstance(k, int))


# ------------------------------------------------------------------------------------ export
def lower_text(ts: TrainStep) -> str:
    """StableHLO text of the jitted step at static shapes (unused arguments kept)."""
    import jax

    return jax.jit(ts.fn, keep_unused=True).lower(*ts.abstract_args()).as_text()


def annotate(module: Any, ts: TrainStep) -> None:
    """Write `tag.role`/`tag.name` on every `main` argument and `tag.model` on the module.

    The `arg_attrs` array is rebuilt once (existing entries kept): per-argument writes would copy the
    whole array each time, quadratic in the argument count (580 arguments for MobileNetV2)."""
    from jax.extend.mlir import ir

    from tag.dialects.layout import find_main

    main = find_main(module)
    count = len(ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs)
    if count != len(ts.arg_roles):
        raise TagError(f"lowered {ts.name} step has {count} arguments, expected {len(ts.arg_roles)}")
    with module.context:
        old = ir.ArrayAttr(main.attributes["arg_attrs"]) if "arg_attrs" in main.attributes else None
        entries = []
        for i, (role, name) in enumerate(zip(ts.arg_roles, ts.arg_names)):
            attrs: dict[str, ir.Attribute] = {}
            if old is not None and i < len(old):
                d = ir.DictAttr(old[i])
                attrs = {d[j].name: d[j].attr for j in range(len(d))}
            attrs[ROLE] = ir.StringAttr.get(role)
            attrs[NAME] = ir.StringAttr.get(name)
            entries.append(ir.DictAttr.get(attrs))
        main.attributes["arg_attrs"] = ir.ArrayAttr.get(entries)
        module.operation.attributes[MODEL] = ir.DictAttr.get({
            "name": ir.StringAttr.get(ts.name),
            "batch": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), ts.batch_size),
            "variant": ir.StringAttr.get(ts.variant),
        })


def export_train_step(ts: TrainStep, ctx: Any = None) -> Any:
    """Lower `ts` and parse it into a TAG context, annotated with roles and the model record."""
    from tag.dialects.context import make_context, parse_module

    try:
        text = lower_text(ts)
    except TagError:
        raise
    except Exception as exc:  # JAX/Keras failures become one line
        first = next((ln for ln in str(exc).splitlines() if ln.strip()), type(exc).__name__)
        raise TagError(f"cannot lower built-in model {ts.name}: {type(exc).__name__}: {first}") from None
    module = parse_module(text, ctx or make_context(), file_name=f"<builtin:{ts.name}>")
    annotate(module, ts)
    return module


def keras_loaded() -> bool:
    """Whether keras has been imported in this process (for tests of lazy loading)."""
    return "keras" in sys.modules
