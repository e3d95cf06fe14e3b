"""Built-in benchmark models by name, with an on-disk cache of their exported training steps.

Building a Keras model and lowering its step takes 5-60 s, so `load_builtin` keeps each generated
module as MLIR bytecode under the cache directory:

    <dir>/<name>[-small]-b<batch>-<key>.mlirbc

`<key>` hashes the model config, batch size, learning rate, the versions of jax/jaxlib/keras/
keras-hub/optax and the source of `keras_models.py`, so any change that could alter the module
misses the cache. `<dir>` is `cache_dir` if given, else `$TAG_CACHE_DIR/models`, else
`$XDG_CACHE_HOME/tag/models` (default `~/.cache/tag/models`). Writes are atomic (temporary file in
the same directory, then `os.replace`); an unreadable cache file is rebuilt.

Importing this module does not import Keras; a cache hit never does.
"""
from __future__ import annotations

import difflib
import hashlib
import json
import numbers
import os
import warnings
from importlib import metadata
from pathlib import Path

from tag.core.atomic import write_atomically
from typing import Any

from jax.extend.mlir import ir

from tag.dialects.context import load_module, make_context, module_to_bytecode, parse_module
from tag.dialects.diagnostics import SourceSpan, TagError
from tag.dialects.layout import find_main

from . import keras_models
from .keras_models import LEARNING_RATE, MODEL, MODEL_SPECS, NAME, ROLE, config_dict

BUILTIN_MODELS: tuple[str, ...] = tuple(MODEL_SPECS)
CACHE_FORMAT = 1
_VERSIONED = ("jax", "jaxlib", "keras", "keras-hub", "optax")
_FILE_SUFFIXES = (".mlir", ".mlirbc")


# ------------------------------------------------------------------------------------- names
def _normalise(name: str) -> str:
    return name.strip().lower().replace("-", "").replace("_", "")


_BY_KEY = {_normalise(n): n for n in BUILTIN_MODELS}


def resolve_name(name: str) -> str:
    """The canonical built-in name for `name` (case, '-' and '_' ignored), or TagError with close
    matches."""
    found = _BY_KEY.get(_normalise(name))
    if found is not None:
        return found
    close = difflib.get_close_matches(_normalise(name), list(_BY_KEY), n=3, cutoff=0.5)
    hint = f"; did you mean {', '.join(repr(_BY_KEY[c]) for c in close)}?" if close else ""
    raise TagError(f"unknown built-in model '{name}'{hint} (built-in models: {', '.join(BUILTIN_MODELS)})")


def describe_builtin() -> str:
    """Help text: one entry per model with its default and small configs."""
    def fmt(name: str, cfg: Any) -> str:
        d = config_dict(cfg)
        return ", ".join(f"{k}={v}" for k, v in d.items()
                         if k not in ("kind", "channels") and v != [] and not (k == "width" and v == 1.0))

    lines = ["Built-in models (Adam training steps; --small for the test-sized config):"]
    for spec in MODEL_SPECS.values():
        lines += [f"  {spec.name:<12} {spec.description}",
                  f"  {'':<12}   default: {fmt(spec.name, spec.default)}",
                  f"  {'':<12}   small:   {fmt(spec.name, spec.small)}"]
    return "\n".join(lines)


# ------------------------------------------------------------------------------------- cache
def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "missing"


def cache_key(name: str, *, batch_size: int, small: bool = False) -> str:
    """Hex digest identifying one generated module (config, batch, versions, generator source)."""
    name = resolve_name(name)
    source = Path(keras_models.__file__).read_bytes()
    record = {
        "format": CACHE_FORMAT, "name": name, "small": bool(small), "batch": int(batch_size),
        "config": config_dict(MODEL_SPECS[name].config(small)), "learning_rate": LEARNING_RATE,
        "versions": {d: _version(d) for d in _VERSIONED},
        "generator": hashlib.sha256(source).hexdigest(),
    }
    return hashlib.sha256(json.dumps(record, sort_keys=True).encode()).hexdigest()[:16]


def default_cache_dir() -> Path:
    """`$TAG_CACHE_DIR/models`, else `$XDG_CACHE_HOME/tag/models` (default ~/.cache/tag/models)."""
    root = os.environ.get("TAG_CACHE_DIR")
    if root:
        return Path(root).expanduser() / "models"
    xdg = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(xdg).expanduser() / "tag" / "models"


def cache_path(name: str, *, batch_size: int, small: bool = False, cache_dir: str | Path | None = None) -> Path:
    """Where `load_builtin` keeps (or would keep) this module."""
    name = resolve_name(name)
    directory = Path(cache_dir).expanduser() if cache_dir is not None else default_cache_dir()
    variant = "-small" if small else ""
    key = cache_key(name, batch_size=batch_size, small=small)
    return directory / f"{name}{variant}-b{int(batch_size)}-{key}.mlirbc"


def _atomic_write(path: Path, data: bytes) -> None:
    write_atomically(path, data, make_parents=True)


def _check_batch_size(batch_size: int) -> int:
    if isinstance(batch_size, bool) or not isinstance(batch_size, numbers.Integral) or batch_size < 1:
        raise TagError(f"batch size must be a positive integer, got {batch_size!r}")
    return int(batch_size)


def load_builtin(name: str, *, batch_size: int, small: bool = False, cache_dir: str | Path | None = None,
                 ctx: ir.Context | None = None, use_cache: bool = True) -> ir.Module:
    """The annotated training-step module of built-in model `name` at `batch_size`.

    Served from the cache when present; otherwise built with Keras, lowered, and cached."""
    name = resolve_name(name)
    batch_size = _check_batch_size(batch_size)
    ctx = ctx or make_context()
    path = cache_path(name, batch_size=batch_size, small=small, cache_dir=cache_dir)
    if use_cache and path.is_file():
        try:
            return parse_module(path.read_bytes(), ctx, file_name=str(path))
        except (OSError, TagError) as exc:  # unreadable: rebuild below and overwrite
            warnings.warn(f"rebuilding unreadable model cache {path}: {exc}", stacklevel=2)
    step = keras_models.build_train_step(name, batch_size=batch_size, small=small, initialize=False)
    module = keras_models.export_train_step(step, ctx)
    if use_cache:
        try:
            _atomic_write(path, module_to_bytecode(module))
        except OSError as exc:
            warnings.warn(f"cannot write model cache {path}: {exc.strerror}", stacklevel=2)
    return module


# ------------------------------------------------------------------------------ model records
def model_record(module: ir.Module) -> dict[str, Any] | None:
    """The module's `tag.model` record as {"name", "batch", "variant"} (None if absent)."""
    attrs = module.operation.attributes
    if MODEL not in attrs:
        return None
    d = ir.DictAttr(attrs[MODEL])
    out: dict[str, Any] = {}
    for i in range(len(d)):
        a = d[i].attr
        out[d[i].name] = ir.IntegerAttr(a).value if isinstance(a, ir.IntegerAttr) else ir.StringAttr(a).value
    return out


def arg_roles(module: ir.Module) -> list[str | None]:
    """`tag.role` of each `main` argument (None where absent)."""
    return _arg_strings(module, ROLE)


def arg_names(module: ir.Module) -> list[str | None]:
    """`tag.name` of each `main` argument (None where absent)."""
    return _arg_strings(module, NAME)


def _arg_strings(module: ir.Module, key: str) -> list[str | None]:
    main = find_main(module)
    count = len(ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs)
    if "arg_attrs" not in main.attributes:
        return [None] * count
    arr = ir.ArrayAttr(main.attributes["arg_attrs"])
    out: list[str | None] = []
    for i in range(count):
        d = ir.DictAttr(arr[i]) if i < len(arr) else None
        out.append(ir.StringAttr(d[key]).value if d is not None and key in d else None)
    return out


def _file_batch_size(module: ir.Module) -> int | None:
    """The batch size a file declares: `tag.model`'s batch, else dim 0 of its `batch` arguments."""
    record = model_record(module)
    if record and "batch" in record:
        return int(record["batch"])
    try:
        main = find_main(module)
    except TagError:            # no @main: the step is found (or the module refused, naming the file) by build_graph
        return None
    inputs = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs
    dims = {ir.RankedTensorType(t).shape[0] for t, role in zip(inputs, arg_roles(module))
            if role == "batch" and isinstance(t, ir.RankedTensorType) and ir.RankedTensorType(t).rank > 0}
    return dims.pop() if len(dims) == 1 else None


def _looks_like_file(spec: str) -> bool:
    return spec.endswith(_FILE_SUFFIXES) or os.sep in spec or spec == "-" or Path(spec).is_file()


def load_model(spec: str | Path, *, batch_size: int | None = None, small: bool = False,
               cache_dir: str | Path | None = None, ctx: ir.Context | None = None) -> ir.Module:
    """A built-in model by name (needs `batch_size`) or an `.mlir`/`.mlirbc` file (a given
    `batch_size` must match what the file declares, when it declares one)."""
    text = str(spec)
    if isinstance(spec, Path) or _looks_like_file(text):
        module = load_module(text, ctx)
        if batch_size is not None:
            try:
                declared = _file_batch_size(module)
            except TagError as err:             # e.g. no `func.func @main`: name the file it is about
                if err.span is None:
                    err.span = SourceSpan(text)
                raise
            if declared is not None and declared != batch_size:
                raise TagError(f"module was exported for batch size {declared}, not {batch_size}; "
                               "re-export it at that batch size", SourceSpan(text))
        return module
    name = resolve_name(text)
    if batch_size is None:
        raise TagError(f"built-in model '{name}' needs a batch size")
    return load_builtin(name, batch_size=batch_size, small=small, cache_dir=cache_dir, ctx=ctx)
