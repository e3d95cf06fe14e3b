"""Run a pass pipeline that mixes TAG passes with upstream, Shardy and StableHLO passes.

Each top-level element of `builtin.module(...)` is one step: a TAG pass runs in Python; an upstream
pass (or a `func.func(...)` nest of upstream passes) runs through jaxlib's `PassManager`. The whole
pipeline is resolved before anything runs, so a bad name, option or nesting fails without touching
the module. With `verify_each` the IR is verified after every step; a failure names the step.
"""
from __future__ import annotations

import difflib
import os
import tempfile
from dataclasses import dataclass
from typing import Callable

from jax.extend.mlir import ir, passmanager
from jax.extend.mlir.dialects import stablehlo

from tag.dialects.context import verify_module
from tag.dialects.diagnostics import TagError, error_from_mlir

from .pass_base import ModulePass, PassContext, registered_passes
from .pipeline import NestedPipeline, PassSpec, PipelineElement, parse_pipeline
from .upstream_passes import UPSTREAM_PASS_ANCHORS

_stablehlo_passes_registered = False


def ensure_upstream_passes_registered() -> None:
    """StableHLO/CHLO passes join jaxlib's pass registry only after this call (idempotent)."""
    global _stablehlo_passes_registered
    if not _stablehlo_passes_registered:
        stablehlo.register_stablehlo_passes()
        _stablehlo_passes_registered = True


@dataclass(frozen=True)
class Step:
    """One executable unit: a TAG pass instance or an upstream pipeline fragment."""

    label: str
    tag_pass: ModulePass | None = None
    upstream_text: str | None = None


def all_pass_names() -> list[str]:
    return sorted(set(registered_passes()) | set(UPSTREAM_PASS_ANCHORS))


def unknown_pass_error(name: str) -> TagError:
    close = difflib.get_close_matches(name, all_pass_names(), n=4, cutoff=0.6)
    hint = f"; did you mean: {', '.join(close)}?" if close else "; see --list-passes"
    return TagError(f"unknown pass '{name}'{hint}")


def _check_upstream(element: PipelineElement, anchor: str) -> None:
    if isinstance(element, NestedPipeline):
        if element.anchor != "func.func" or anchor != "module":
            raise TagError(f"'{element.anchor}(...)' may only be nested directly in builtin.module")
        for inner in element.elements:
            if isinstance(inner, PassSpec) and inner.name in registered_passes():
                raise TagError(f"TAG pass '{inner.name}' runs on the whole module; put it at builtin.module level, not in func.func(...)")
            _check_upstream(inner, "func")
        return
    anchors = UPSTREAM_PASS_ANCHORS.get(element.name)
    if anchors is None:
        raise unknown_pass_error(element.name)
    if anchor not in anchors:
        where = "builtin.module" if anchor == "module" else "func.func"
        need = " or ".join("builtin.module" if a == "module" else "func.func(...)" for a in sorted(anchors))
        raise TagError(f"pass '{element.name}' cannot run on {where}; nest it in {need}")


def _capture_stderr(fn: Callable[[], object]) -> tuple[object | None, str, BaseException | None]:
    """Run fn with the process-level stderr captured (LLVM prints option errors there)."""
    with tempfile.TemporaryFile(mode="w+b") as tmp:
        saved = os.dup(2)
        os.dup2(tmp.fileno(), 2)
        try:
            result, exc = fn(), None
        except Exception as err:  # noqa: BLE001 - re-raised by the caller as a TagError
            result, exc = None, err
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        tmp.seek(0)
        return result, tmp.read().decode(errors="replace"), exc


def _parse_upstream(text: str, label: str, context: ir.Context) -> passmanager.PassManager:
    ensure_upstream_passes_registered()

    def parse():
        with context:
            return passmanager.PassManager.parse(f"builtin.module({text})")

    pm, captured, exc = _capture_stderr(parse)
    if exc is not None:
        detail = " ".join(line.strip(" :") for line in (captured + " " + str(exc)).splitlines() if line.strip(" :"))
        raise TagError(f"pass '{label}': invalid options: {detail.strip()}")
    return pm  # type: ignore[return-value]


def run_upstream_pipeline(module: ir.Module, pipeline_text: str, what: str, file_name: str | None = None) -> None:
    """Run a fixed upstream pipeline (`builtin.module(...)` text written by a TAG pass) on `module`;
    a failure becomes a TagError starting with `what`."""
    ensure_upstream_passes_registered()
    with module.context:
        pm = passmanager.PassManager.parse(pipeline_text)
    try:
        pm.run(module.operation)
    except ir.MLIRError as err:
        raise error_from_mlir(err, what, file_name) from None


def resolve_pipeline(pipeline: str | NestedPipeline, context: ir.Context) -> list[Step]:
    """Check every name, option and nesting; return the steps to run. Raises TagError."""
    tree = parse_pipeline(pipeline) if isinstance(pipeline, str) else pipeline
    tag_passes = registered_passes()
    steps: list[Step] = []
    for element in tree.elements:
        if isinstance(element, PassSpec) and element.name in tag_passes:
            steps.append(Step(element.name, tag_pass=tag_passes[element.name].from_options(element.options)))
            continue
        _check_upstream(element, "module")
        text = element.to_text()
        _parse_upstream(text, text, context)  # validates options now, before anything runs
        steps.append(Step(text, upstream_text=text))
    return steps


def run_pipeline(module: ir.Module, pipeline: str | NestedPipeline, *, pass_context: PassContext | None = None,
                 verify_each: bool = True,
                 after_step: Callable[[str, ir.Module], None] | None = None) -> None:
    """Run `pipeline` on `module` in place. `after_step(label, module)` is called after each step
    (used for `--mlir-print-ir-after-all`)."""
    pass_context = pass_context or PassContext()
    steps = resolve_pipeline(pipeline, module.context)
    for step in steps:
        if step.tag_pass is not None:
            with module.context, ir.Location.unknown():
                step.tag_pass.run(module, pass_context)
        else:
            pm = _parse_upstream(step.upstream_text, step.label, module.context)
            pm.enable_verifier(verify_each)
            try:
                pm.run(module.operation)
            except ir.MLIRError as err:
                raise error_from_mlir(err, f"pass '{step.label}' failed", pass_context.file_name) from None
        if verify_each:
            verify_module(module, f"after pass '{step.label}'", file_name=pass_context.file_name)
        if after_step is not None:
            after_step(step.label, module)
