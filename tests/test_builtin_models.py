"""Built-in benchmark models: export, argument roles, execution on XLA vs JAX, the on-disk cache.

Default path: BERT (small) is exported and executed; Transformer (small) is exported; the rest need
no Keras model. Every other model (small, executed) and the paper-scale configs are `slow`."""
from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter

import numpy as np
import pytest

from tag.models import keras_models, registry  # sets KERAS_BACKEND=jax before keras is imported

import keras_hub  # noqa: E402,F401  (installed by scripts/bootstrap.sh; keras and optax are dependencies)
import optax  # noqa: E402,F401
from jax.extend.mlir import ir  # noqa: E402

from tag.dialects.context import module_to_bytecode, module_to_text, parse_module  # noqa: E402
from tag.dialects.diagnostics import TagError  # noqa: E402
from tag.dialects.layout import find_main  # noqa: E402
from tag.runtime.xla import compile_module  # noqa: E402

BATCH = 2


_BUILT: dict[tuple[str, bool, int], tuple[keras_models.TrainStep, ir.Module]] = {}


def built(name: str, *, small: bool = True, batch: int = BATCH) -> tuple[keras_models.TrainStep, ir.Module]:
    """Build + export once per test session (model building dominates the test time)."""
    key = (name, small, batch)
    if key not in _BUILT:
        step = keras_models.build_train_step(name, batch_size=batch, small=small)
        _BUILT[key] = (step, keras_models.export_train_step(step))
    return _BUILT[key]


def _main_inputs(module: ir.Module) -> list[ir.RankedTensorType]:
    main = find_main(module)
    return [ir.RankedTensorType(t) for t in ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs]


def check_roles(step: keras_models.TrainStep, module: ir.Module) -> None:
    """Every argument has a role; Adam holds mu and nu per param plus a step counter; non-trainable
    Keras state is opt_state; the batch arguments lead with the batch size; mu/nu match their param."""
    roles = registry.arg_roles(module)
    names = registry.arg_names(module)
    inputs = _main_inputs(module)
    assert None not in roles and None not in names
    assert set(roles) <= {"param", "opt_state", "batch"}
    # roles come in (param..., opt_state..., batch...) blocks
    assert roles == sorted(roles, key=["param", "opt_state", "batch"].index)
    counts = Counter(roles)
    n_state = sum(n.startswith("opt_state/model_state/") for n in names)
    assert counts["param"] == len(step.params) > 0
    assert counts["opt_state"] == 2 * counts["param"] + 1 + n_state
    assert counts["batch"] == len(step.batch_names)
    assert len(set(names)) == len(names)
    by_name = {n: t for n, t in zip(names, inputs)}
    for n, t in zip(names, inputs):
        if n.startswith("params/"):
            path = n[len("params/"):]
            assert by_name[f"opt_state/adam/mu/{path}"] == t
            assert by_name[f"opt_state/adam/nu/{path}"] == t
        if n.startswith("batch/"):
            assert t.shape[0] == step.batch_size
    record = registry.model_record(module)
    assert record == {"name": step.name, "batch": step.batch_size, "variant": step.variant}


def check_executes(step: keras_models.TrainStep, module: ir.Module) -> None:
    """One step through tag.runtime.xla equals the jitted JAX step on the same random inputs, and
    it trains: the parameters move and the loss is the cross-entropy of a near-uniform guess."""
    import jax

    batch = step.example_batch(seed=3)
    got = compile_module(module).run(*step.flat_args(batch))
    want = jax.tree_util.tree_leaves(jax.jit(step.fn)(step.params, step.opt_state, batch))
    # results: new params and opt_state (the arguments minus the batch), then the loss
    assert len(got) == len(want) == len(step.arg_roles) - len(step.batch_names) + 1
    for g, w in zip(got, want):
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=1e-5, atol=1e-6)
    loss = float(np.asarray(got[-1]))
    assert np.isfinite(loss) and loss > 0
    moved = [not np.allclose(np.asarray(g), p) for g, p in zip(got, step.params)]
    assert sum(moved) > len(moved) // 2


# ------------------------------------------------------------------------------ default path
@pytest.mark.slow     # 32 s; transformer's small export runs by default, BERT is in the export corpus
def test_bert_small_exports_with_roles_and_runs() -> None:
    step, module = built("bert")
    module.operation.verify()
    check_roles(step, module)
    # BERT small: 2 layers -> params and no non-trainable state
    assert not step.state_names
    assert not any("stablehlo.while" in line for line in module_to_text(module).splitlines())
    check_executes(step, module)


def test_transformer_small_exports_with_roles() -> None:
    step, module = built("transformer")
    check_roles(step, module)
    names = registry.arg_names(module)
    # tied embedding: one table used for source, target and output projection
    assert sum("embedding" in n for n in names if n.startswith("params/")) == 1
    assert {"batch/source_ids", "batch/target_ids", "batch/labels"} <= set(names)
    text = module_to_text(module)
    assert text.count("stablehlo.dot_general") > 10


def test_cache_hit_and_key(tmp_path, monkeypatch) -> None:
    built("transformer")      # the initialised build compared below, before builds are forbidden
    first = registry.load_builtin("transformer", batch_size=BATCH, small=True, cache_dir=tmp_path)
    path = registry.cache_path("transformer", batch_size=BATCH, small=True, cache_dir=tmp_path)
    assert path.is_file() and path.name.startswith("transformer-small-b2-") and path.suffix == ".mlirbc"
    assert [p.name for p in tmp_path.iterdir()] == [path.name]      # no temporary files left behind
    mtime = path.stat().st_mtime_ns

    def no_build(*a, **k):
        raise AssertionError("cache miss: model was rebuilt")

    monkeypatch.setattr(keras_models, "build_train_step", no_build)
    second = registry.load_builtin("TRANSFORMER", batch_size=BATCH, small=True, cache_dir=tmp_path)
    assert path.stat().st_mtime_ns == mtime
    assert module_to_text(second) == module_to_text(first)
    # the cache is filled from a shapes-only build; it equals the module of an initialised build
    assert module_to_text(first) == module_to_text(built("transformer")[1])
    # another batch size or config is another key
    assert registry.cache_path("transformer", batch_size=4, small=True, cache_dir=tmp_path) != path
    assert registry.cache_path("transformer", batch_size=BATCH, cache_dir=tmp_path) != path
    assert registry.cache_path("bert", batch_size=BATCH, small=True, cache_dir=tmp_path) != path
    # a corrupt cache file is rebuilt, not returned
    monkeypatch.undo()
    path.write_bytes(b"ML\xefR garbage")
    with pytest.warns(UserWarning, match="rebuilding unreadable model cache"):
        third = registry.load_builtin("transformer", batch_size=BATCH, small=True, cache_dir=tmp_path)
    assert module_to_text(third) == module_to_text(first)
    assert parse_module(path.read_bytes()) is not None


def test_cache_dir_env(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TAG_CACHE_DIR", str(tmp_path))
    p = registry.cache_path("vgg19", batch_size=8)
    assert p.parent == tmp_path / "models" and p.name.startswith("vgg19-b8-")
    monkeypatch.delenv("TAG_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert registry.cache_path("vgg19", batch_size=8).parent == tmp_path / "xdg" / "tag" / "models"


def test_unknown_names_and_bad_batch() -> None:
    with pytest.raises(TagError, match="did you mean 'resnet101'"):
        registry.load_builtin("resnet10", batch_size=2)
    with pytest.raises(TagError, match="unknown built-in model 'alexnet'"):
        registry.load_model("alexnet", batch_size=2)
    with pytest.raises(TagError, match="needs a batch size"):
        registry.load_model("vgg19")
    with pytest.raises(TagError, match="positive integer"):
        registry.load_builtin("vgg19", batch_size=0)
    assert registry.resolve_name("MobileNet_V2") == "mobilenetv2"
    assert registry.resolve_name("inception-v3") == "inceptionv3"


def test_load_model_from_file(tmp_path) -> None:
    _, module = built("bert")
    for fname, data in (("m.mlir", module_to_text(module).encode()), ("m.mlirbc", module_to_bytecode(module))):
        f = tmp_path / fname
        f.write_bytes(data)
        loaded = registry.load_model(str(f), batch_size=BATCH)
        assert registry.model_record(loaded)["name"] == "bert"
        assert registry.arg_roles(loaded) == registry.arg_roles(module)
        assert registry.load_model(f) is not None                   # batch size optional for files
        with pytest.raises(TagError, match="batch size 2, not 4"):
            registry.load_model(f, batch_size=4)
    with pytest.raises(TagError, match="cannot read input"):
        registry.load_model(str(tmp_path / "missing.mlir"), batch_size=2)


def test_describe_lists_every_model_and_both_configs() -> None:
    text = registry.describe_builtin()
    for name in registry.BUILTIN_MODELS:
        assert f"  {name} " in text
    assert text.count("default:") == text.count("small:") == len(registry.BUILTIN_MODELS) == 6
    assert "layers=12" in text and "hidden=768" in text and "vocab=30522" in text


def test_registry_import_does_not_import_keras() -> None:
    code = "import sys, tag.models.registry as r; r.cache_path('bert', batch_size=8); assert 'keras' not in sys.modules"
    env = {**os.environ, "JAX_PLATFORMS": "cpu"}
    subprocess.run([sys.executable, "-c", code], check=True, env=env, timeout=120)


# --------------------------------------------------------------------------------- slow path
@pytest.mark.slow
@pytest.mark.parametrize("name", ["transformer", "mobilenetv2", "resnet101", "vgg19", "inceptionv3"])
def test_small_models_run(name: str) -> None:
    step, module = built(name)
    check_roles(step, module)
    bare = keras_models.build_train_step(name, batch_size=BATCH, small=True, initialize=False)
    assert module_to_text(keras_models.export_train_step(bare)) == module_to_text(module)
    check_executes(step, module)
    if name in ("mobilenetv2", "resnet101", "inceptionv3"):
        assert step.state_names and all(n.endswith(("moving_mean", "moving_variance")) for n in step.state_names)


# Parameter counts of the paper-scale models (Keras / original papers; BERT-base with a 2-way head,
# Transformer-base with a 32000-token tied embedding).
PAPER_PARAMS = {"vgg19": 143_667_240, "resnet101": 44_707_176, "inceptionv3": 23_851_784,
                "mobilenetv2": 3_538_984, "bert": 109_483_778, "transformer": 60_522_496}


@pytest.mark.slow
@pytest.mark.parametrize("name", list(PAPER_PARAMS))
def test_paper_scale_exports(name: str) -> None:
    step, module = built(name, small=False, batch=2)
    check_roles(step, module)
    trainable = sum(int(np.prod(p.shape)) for p in step.params)
    total = trainable + sum(int(np.prod(s.shape)) for s in step.opt_state["model_state"])
    assert total == PAPER_PARAMS[name]


@pytest.mark.slow
def test_scaled_vgg19_at_width_one_is_keras_vgg19() -> None:
    import keras

    cfg = keras_models.VisionConfig(32, classes=10)
    mine = keras_models.vgg19_scaled(keras, cfg)
    ref = keras.applications.VGG19(weights=None, input_shape=(32, 32, 3), classes=10, classifier_activation=None)
    assert [(v.path, tuple(v.shape)) for v in mine.weights] == [(v.path, tuple(v.shape)) for v in ref.weights]


def test_uninitialized_build_lowers_to_the_same_module() -> None:
    """load_builtin builds without initial values (shapes only); the module must not change."""
    step, module = built("transformer")
    bare = keras_models.build_train_step("transformer", batch_size=BATCH, small=True, initialize=False)
    assert not bare.initialized and bare.arg_names == step.arg_names
    assert module_to_text(keras_models.export_train_step(bare)) == module_to_text(module)
    with pytest.raises(TagError, match="without initial values"):
        bare.flat_args(bare.example_batch())
