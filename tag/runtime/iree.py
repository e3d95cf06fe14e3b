"""Run single-device StableHLO modules on IREE (`iree-base-compiler` / `iree-base-runtime`).

IREE accepts plain StableHLO only, so a clone of the module is prepared first:
`tag-async-to-sync` (IREE rejects `stablehlo.async_*`), `sdy-drop-sharding-and-mesh` (IREE rejects
`sdy.*`), `tag-inline-calls` and `chlo-legalize-to-stablehlo`, then every `tag.*` attribute is
stripped. None of these changes the values the module computes: async pairs become the same
synchronous op, Shardy shardings are placement annotations of a global-view program, and inlining /
CHLO decomposition are semantics-preserving.

What runs: single-device modules, and global-view sharded `jax.jit` modules (`sdy.sharding` only),
which compute the same global values on one device once their shardings are dropped. Per-device
programs (`mhlo.num_partitions > 1` without Shardy), `shard_map` bodies (`sdy.manual_computation`)
and, on CPU targets, any collective are rejected with a `TagError`: IREE's CPU drivers do not
implement collectives at run time (multi-device IREE needs CUDA/NCCL).
"""
from __future__ import annotations

import functools
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from jax.extend.mlir import ir

from tag.dialects.attributes import strip_tag_attributes
from tag.dialects.context import (
    clone_module,
    make_context,
    module_to_text,
    parse_module,
)
from tag.dialects.diagnostics import TagError, span_of_location
from tag.runtime.xla import (
    ModuleKind,
    TensorSpec,
    coerce_input,
    main_specs,
    module_kind,
)
from tag.transforms import run_pipeline

#: The preparation pipeline run on a clone before handing the text to IREE.
PREPARE_PIPELINE = ("builtin.module(tag-async-to-sync,sdy-drop-sharding-and-mesh,tag-inline-calls,"
                    "func.func(chlo-legalize-to-stablehlo))")

#: IREE targets whose run-time drivers (local-task / local-sync) have no collective support.
CPU_TARGETS = frozenset({"llvm-cpu", "vmvx"})

#: Ops that need a collective channel at run time.
_COLLECTIVES = frozenset({
    "stablehlo.all_reduce", "stablehlo.all_gather", "stablehlo.reduce_scatter", "stablehlo.all_to_all",
    "stablehlo.collective_permute", "stablehlo.collective_broadcast",
})  # partition_id / replica_id run fine on one CPU device (checked), so they are not listed

_NO_COLLECTIVES = ("IREE CPU drivers do not run collectives (hal.channel.create is unimplemented on "
                   "local-task/local-sync); multi-device IREE needs CUDA/NCCL")


def iree_available() -> bool:
    """True when both the IREE compiler and runtime Python packages import."""
    try:
        import iree.compiler  # noqa: F401
        import iree.runtime  # noqa: F401
    except ImportError:
        return False
    return True


def _require_iree() -> tuple[Any, Any]:
    try:
        import iree.compiler as compiler
        import iree.runtime as runtime
    except ImportError:
        raise TagError("IREE is not installed: pip install iree-base-compiler iree-base-runtime") from None
    return compiler, runtime


_DIAGNOSTIC = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$")


def _compile_error(exc: BaseException, what: str) -> TagError:
    """A one-line TagError from an iree-compile failure: the first `error:` diagnostic, at its
    source location (locations of `<stdin>`, i.e. of the prepared text, are dropped); the op dump
    IREE appends after `: %` and the remaining diagnostics go to the notes."""
    text = str(exc)
    body = text.split("Diagnostics:", 1)[1].split("Invoked with:", 1)[0] if "Diagnostics:" in text else text
    lines = [ln.strip() for ln in body.splitlines() if ln.strip()]
    for i, ln in enumerate(lines):
        match = _DIAGNOSTIC.match(ln)
        if match is None and "error:" not in ln:
            continue
        msg = match["msg"] if match else ln.split("error:", 1)[1].strip()
        msg = msg.split(": %", 1)[0].split(": \"", 1)[0]
        span = None
        if match and match["file"] != "<stdin>":
            # same mapping as parser errors: `-` (a parsed string) → the file set by reporting_source
            span = span_of_location(f'"{match["file"]}":{match["line"]}:{match["col"]}')
        return TagError(f"{what}: {msg}", span, (ln, *lines[i + 1:i + 6]))
    first = lines[0] if lines else type(exc).__name__
    return TagError(f"{what}: {first}")


def _ops_named(module: ir.Module, names: frozenset[str] | None = None, prefix: str | None = None) -> list[str]:
    found: list[str] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        name = op.name
        if (names is not None and name in names) or (prefix is not None and name.startswith(prefix)):
            found.append(name)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


def _check_runnable(module: ir.Module) -> None:
    """Reject multi-partition programs and shard_map bodies (see module docstring)."""
    kind = module_kind(module)
    if kind == ModuleKind.PER_DEVICE:
        n = ir.IntegerAttr(module.operation.attributes["mhlo.num_partitions"]).value
        raise TagError(f"unsupported on IREE: per-device program with mhlo.num_partitions = {n}; "
                       f"compile_for_iree runs single-device programs only ({_NO_COLLECTIVES})")
    if _ops_named(module, frozenset({"sdy.manual_computation"})):
        raise TagError("unsupported on IREE: `sdy.manual_computation` (shard_map) bodies are per-device "
                       f"programs with collectives ({_NO_COLLECTIVES})")


def prepare_for_iree(module_or_text: ir.Module | str | bytes, *, target: str = "llvm-cpu") -> str:
    """StableHLO text IREE accepts, from a clone of the input (which is left unchanged)."""
    return module_to_text(_prepare(module_or_text, target), debug_info=True)


def _prepare(module_or_text: ir.Module | str | bytes, target: str) -> ir.Module:

    module = clone_module(module_or_text) if isinstance(module_or_text, ir.Module) \
        else parse_module(module_or_text, make_context())
    _check_runnable(module)
    run_pipeline(module, PREPARE_PIPELINE)
    strip_tag_attributes(module)
    with module.context:
        for key in ("mhlo.num_partitions", "mhlo.num_replicas"):
            if key in module.operation.attributes:
                del module.operation.attributes[key]
    leftovers = sorted(set(_ops_named(module, prefix="sdy.")))
    if leftovers:
        raise TagError(f"unsupported on IREE: Shardy ops remain after dropping shardings: {', '.join(leftovers)}")
    if target in CPU_TARGETS:
        collectives = sorted(set(_ops_named(module, _COLLECTIVES)))
        if collectives:
            raise TagError(f"unsupported on IREE target '{target}': module contains {', '.join(collectives)}; "
                           f"{_NO_COLLECTIVES}")
    return module


def _as_input(value: Any, spec: TensorSpec, what: str) -> np.ndarray:
    return np.ascontiguousarray(coerce_input(value, spec, what))


@dataclass
class IreeExecutable:
    """A module compiled by IREE for `target`. `run(*arrays)` returns a tuple of numpy arrays
    (one per result of `main`, dtypes and shapes as declared)."""

    target: str
    text: str                      # the prepared StableHLO handed to iree-compile
    vmfb: bytes
    arg_specs: list[TensorSpec]
    result_specs: list[TensorSpec]
    compile_seconds: float
    _bound: Any = field(repr=False, default=None)

    def run(self, *args: Any) -> tuple[np.ndarray, ...]:
        if len(args) != len(self.arg_specs):
            raise TagError(f"@main takes {len(self.arg_specs)} arguments, got {len(args)}")
        inputs = [_as_input(a, s, f"argument {i}") for i, (a, s) in enumerate(zip(args, self.arg_specs))]
        try:
            out = self._bound["main"](*inputs)
        except Exception as exc:  # iree.runtime raises RuntimeError/NotImplementedError and friends
            lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
            raise TagError(f"IREE execution failed: {lines[0] if lines else type(exc).__name__}") from None
        if len(self.result_specs) == 0:
            return ()
        values = out if len(self.result_specs) > 1 else (out,)
        results = tuple(np.asarray(v.to_host() if hasattr(v, "to_host") else v) for v in values)
        for j, (r, s) in enumerate(zip(results, self.result_specs)):
            if r.shape != s.shape or r.dtype != s.dtype:
                raise TagError(f"IREE result {j}: got {r.dtype}{list(r.shape)}, expected {s}")
        return results


def compile_for_iree(module_or_text: ir.Module | str | bytes, *, target: str = "llvm-cpu",
                     extra_args: Sequence[str] = ()) -> IreeExecutable:
    """Prepare (see `prepare_for_iree`), compile with iree-compile and load for `target`'s driver."""
    compiler, runtime = _require_iree()
    module = _prepare(module_or_text, target)
    text = module_to_text(module, debug_info=True)
    arg_specs, result_specs = main_specs(module)
    flags = list(extra_args)
    if target == "llvm-cpu" and not any(f.startswith("--iree-llvmcpu-target-cpu") for f in flags):
        flags.append("--iree-llvmcpu-target-cpu=host")  # compiled and run on this machine
    start = time.perf_counter()
    try:
        vmfb = compiler.compile_str(text, target_backends=[target], input_type="stablehlo", extra_args=flags)
    except Exception as exc:  # CompilerToolError
        raise _compile_error(exc, "IREE cannot compile the module") from None
    elapsed = time.perf_counter() - start
    try:
        bound = runtime.load_vm_flatbuffer(vmfb, backend=target)
    except Exception as exc:
        lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
        raise TagError(f"IREE cannot load the module for '{target}': "
                       f"{lines[0] if lines else type(exc).__name__}") from None
    return IreeExecutable(target, text, bytes(vmfb), arg_specs, result_specs, elapsed, bound)


def run_on_iree(module_or_text: ir.Module | str | bytes, *args: Any, target: str = "llvm-cpu") -> tuple[np.ndarray, ...]:
    """Compile and run once."""
    return compile_for_iree(module_or_text, target=target).run(*args)


#: `tag compile --target` name -> (IREE backend, its architecture flag, default architecture).
GPU_TARGETS: dict[str, tuple[str, str, str]] = {
    "cuda": ("cuda", "--iree-cuda-target", "sm_80"),
    "rocm": ("rocm", "--iree-rocm-target", "gfx942"),
    "vulkan": ("vulkan-spirv", "--iree-vulkan-target", "rdna3"),
}


@functools.lru_cache(maxsize=1)
def compiler_backends() -> frozenset[str] | None:
    """The target backends the installed iree-compile registers (None when it cannot be asked)."""
    try:
        from iree.compiler.tools import query_available_targets
    except ImportError:
        return None
    try:
        return frozenset(query_available_targets())
    except Exception:  # noqa: BLE001 - a broken install: let compile_str report it
        return None


def _compiler_version() -> str:
    try:
        from importlib.metadata import version

        return f"iree-base-compiler {version('iree-base-compiler')}"
    except Exception:  # noqa: BLE001 - installed some other way
        return "iree-compile"


@dataclass(frozen=True)
class CompiledArtifact:
    """An IREE module compiled ahead of time (not loaded: the target's device may be absent)."""

    target: str                    # `GPU_TARGETS` key
    arch: str
    vmfb: bytes
    arg_specs: list[TensorSpec]
    result_specs: list[TensorSpec]
    compile_seconds: float


def compile_for_target(module_or_text: ir.Module | str | bytes, target: str, arch: str | None = None,
                       extra_args: Sequence[str] = ()) -> CompiledArtifact:
    """Prepare (see `prepare_for_iree`) and compile a single-device module for a GPU target
    (`GPU_TARGETS`) without loading it; compiling needs no GPU."""
    if target not in GPU_TARGETS:
        raise TagError(f"unknown target '{target}' (expected one of {', '.join(GPU_TARGETS)})")
    compiler, _ = _require_iree()
    backend, flag, default_arch = GPU_TARGETS[target]
    have = compiler_backends()
    if have is not None and backend not in have:
        raise TagError(f"the installed IREE compiler ({_compiler_version()}) has no '{backend}' backend for --target "
                       f"{target} (it has: {', '.join(sorted(have))}); install an iree-base-compiler built with it")
    module = _prepare(module_or_text, backend)
    text = module_to_text(module, debug_info=True)
    arg_specs, result_specs = main_specs(module)
    arch = arch or default_arch
    start = time.perf_counter()
    try:
        vmfb = compiler.compile_str(text, target_backends=[backend], input_type="stablehlo",
                                    extra_args=[f"{flag}={arch}", *extra_args])
    except Exception as exc:  # CompilerToolError
        raise _compile_error(exc, f"IREE cannot compile the module for {target} ({arch})") from None
    return CompiledArtifact(target, arch, bytes(vmfb), arg_specs, result_specs, time.perf_counter() - start)
