"""Export a PyTorch module to a StableHLO module in a TAG context, through torch-mlir.

`from_torch(model, example_inputs)` builds a functional step and traces it with `make_fx` over
`torch.func.functionalize(..., remove="mutations")` (fake tensors, torch-mlir's decomposition table),
after `torch.export` has turned the model into a flat graph module (this is what makes Hugging Face
models traceable). torch-mlir imports the graph as StableHLO; the text is re-parsed in a TAG context.

Signature of `main` (every argument is static-shaped):
- `training=True`:  `main(*inputs, *targets, *params, *buffers) -> (loss, *grads, *new_buffers)`,
  `grads[i] = d loss / d params[i]` (`torch.func.grad_and_value` over `functional_call`). The loss is
  `loss_fn(outputs, *targets)`, else the model's output when it is a scalar tensor, else its `loss`
  field (Hugging Face models given `labels`).
- `training=False`: `main(*inputs, *params, *buffers) -> (*outputs, *new_buffers)` (the model's
  outputs, pytree-flattened).

Parameters that require grad are function arguments (`tag.role = "param"`), inputs and targets are
`tag.role = "batch"`. `buffers` are the buffers the forward updates in place (`_mutated_buffers`:
BatchNorm running statistics and batch counter in train mode): state arguments
(`tag.role = "opt_state"`) whose updated values are returned, so a runner carries them from step to
step. Other buffers and frozen parameters are inlined as plain dense constants (XLA rejects
torch-mlir's default `dense_resource` blobs). Backward ops torch-mlir cannot lower (convolutions
other than plain 2-D, max and average pooling) are decomposed first (`_backward_decompositions`). `jax.arg_info` / `jax.result_info` carry the torch
names (`param['0.weight']`, `grad['0.weight']`, `input[0]`, ...). The model's train/eval mode is used
as given: call `model.eval()` (or set dropout to 0) for deterministic steps.
"""
from __future__ import annotations

import contextlib
import functools
import itertools
import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from jax.extend.mlir import ir

from tag.dialects.attributes import set_arg_attr
from tag.dialects.context import make_context, parse_module
from tag.dialects.diagnostics import TagError
from tag.analysis.graph import set_arg_role
from tag.core.model import Role

__all__ = ["from_torch", "TORCH_INSTALL"]

TORCH_INSTALL = "pip install torch==2.13.0 torch-mlir==20261001"
_RES_ATTRS = "res_attrs"


def _import_torch() -> tuple[Any, Any]:
    try:
        import torch
    except ImportError:
        raise TagError(f"from_torch needs PyTorch: {TORCH_INSTALL} "
                       "(a CPU torch wheel; plain `pip install torch` pulls a CUDA build)") from None
    try:
        import torch_mlir.fx as torch_mlir_fx
    except ImportError:
        raise TagError(f"from_torch needs torch-mlir: {TORCH_INSTALL}") from None
    return torch, torch_mlir_fx


@dataclass(frozen=True)
class _Inputs:
    """The example inputs as positional args plus keyword args, with a display name per tensor."""

    args: tuple[Any, ...]
    kwargs: dict[str, Any]

    def tensors(self) -> list[Any]:
        return list(self.args) + list(self.kwargs.values())

    def names(self, prefix: str) -> list[str]:
        return ([f"{prefix}[{i}]" for i in range(len(self.args))]
                + [f"{prefix}['{k}']" for k in self.kwargs])

    def rebuild(self, flat: Sequence[Any]) -> tuple[tuple[Any, ...], dict[str, Any]]:
        n = len(self.args)
        return tuple(flat[:n]), dict(zip(self.kwargs, flat[n:]))


def _as_inputs(torch: Any, example: Any, what: str) -> _Inputs:
    if isinstance(example, torch.Tensor):
        args, kwargs = (example,), {}
    elif isinstance(example, Mapping):
        args, kwargs = (), dict(example)
    elif isinstance(example, (tuple, list)):
        args, kwargs = tuple(example), {}
    else:
        raise TagError(f"{what} must be a tensor, a tuple/list of tensors or a dict of tensors, "
                       f"got {type(example).__name__}")
    inputs = _Inputs(args, kwargs)
    for name, t in zip(inputs.names(what), inputs.tensors()):
        if not isinstance(t, torch.Tensor):
            raise TagError(f"{name} is a {type(t).__name__}, not a torch.Tensor "
                           "(bind non-tensor arguments with functools.partial or a wrapper module)")
        if any(not isinstance(d, int) for d in t.shape):
            raise TagError(f"{name} has a dynamic shape {tuple(t.shape)}: export one static module per shape")
    return inputs


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return next((ln.strip() for ln in text.splitlines() if ln.strip()), type(exc).__name__)


_DATA_DEPENDENT = ("data-dependent", "data dependent", "guard on", "unbacked", "dynamic shape",
                   "symbolic", "GuardOnDataDependentSymNode", "DynamicOutputShapeException")


def _trace_error(exc: BaseException, name: str, stage: str) -> TagError:
    """A one-line TagError for a torch.export / make_fx failure."""
    text = f"{type(exc).__name__}: {exc}"
    if "mutate a captured tensor" in text.lower():
        op = re.search(r"aten::[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)?", text)
        return TagError(f"cannot export {name}: it updates module state in place ({op.group(0) if op else 'in-place op'}), "
                        "e.g. BatchNorm running statistics in train mode; call model.eval() or remove the update")
    if any(k.lower() in text.lower() for k in _DATA_DEPENDENT):
        op = re.search(r"aten\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)?", text)
        where = f" ({op.group(0)})" if op else ""
        return TagError(f"cannot export {name}: a shape depends on data or is dynamic{where}; "
                        "export one static module per shape (no nonzero/unique/masked_select/.item() "
                        "shapes)")
    return TagError(f"cannot export {name}: {stage} failed: {type(exc).__name__}: {_first_line(exc)}")


def _import_stablehlo(torch_mlir_fx: Any, gm: Any, name: str) -> Any:
    """torch-mlir's stateless import + lowering to StableHLO, with its diagnostics captured (not
    printed) so a failure names the op it could not lower."""
    from torch_mlir import ir as tir
    from torch_mlir.dialects import torch as torch_d
    from torch_mlir.extras.fx_importer import FxImporter

    tctx = tir.Context()
    torch_d.register_dialect(tctx)
    messages: list[str] = []

    def collect(diag: Any) -> bool:
        messages.append(str(diag.message))
        messages.extend(str(n.message) for n in diag.notes)
        return True

    handler = tctx.attach_diagnostic_handler(collect)
    try:
        importer = FxImporter(context=tctx, hooks=_dense_literal_hooks(torch_mlir_fx))
        return torch_mlir_fx.stateless_fx_import(gm, output_type="stablehlo", fx_importer=importer)
    except Exception as exc:
        raise _import_error(exc, name, messages, _backend_ops(torch_mlir_fx, gm)) from None
    finally:
        handler.detach()


def _backend_ops(torch_mlir_fx: Any, gm: Any) -> list[str]:
    """The `torch.aten.*` ops of the step in torch-mlir's backend contract (what the StableHLO
    lowering receives), backward ops first: the suspects when only an operand constant is reported."""
    try:
        text = str(torch_mlir_fx.stateless_fx_import(gm, output_type="torch"))
    except Exception:  # noqa: BLE001 - diagnosis only
        return []
    found = sorted(set(re.findall(r"torch\.aten\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)?", text)))
    return sorted(found, key=lambda op: "backward" not in op)


def _import_error(exc: BaseException, name: str, messages: Sequence[str] = (), suspects: Sequence[str] = ()) -> TagError:
    """Name the first op torch-mlir could not lower to StableHLO (when it reports only a leftover
    operand constant, the step's ops in its backend contract, backward ops first)."""
    text = "\n".join([*messages, str(exc)])
    constant = re.search(r"failed to legalize operation '(torch\.constant\.[a-z]+)'", text)
    if constant and suspects and not re.search(r"failed to legalize operation 'torch\.aten", text):
        return TagError(f"cannot export {name}: torch-mlir cannot lower one of {', '.join(suspects[:6])} to StableHLO "
                        f"(it left their operand {constant.group(1)} unlowered)")
    generic = ("torch.operator", "torch.runtime.assert")
    legalize = [op for op in re.findall(r"failed to legalize operation '([^']+)'", text) if op not in generic]
    m = (re.search(r'name = "(torch\.aten\.[A-Za-z0-9_.]+)"', text)
         or (re.search(re.escape(legalize[0]), text) if legalize else None)
         or re.search(r"(torch\.aten\.[A-Za-z0-9_.]+)", text))
    if m:
        return TagError(f"cannot export {name}: torch-mlir cannot lower {m.group(1) if m.groups() else m.group(0)} "
                        "to StableHLO (unsupported op)")
    return TagError(f"cannot export {name}: torch-mlir import failed: {type(exc).__name__}: {_first_line(exc)}")


def _dense_literal_hooks(torch_mlir_fx: Any) -> Any:
    """Importer hooks that emit tensor literals as plain `dense<...>` (never `dense_resource`)."""
    from torch_mlir.extras.fx_importer import FxImporterHooks, create_mlir_tensor_type
    from torch_mlir.ir import DenseElementsAttr, Operation

    import torch

    class DenseLiterals(FxImporterHooks):  # type: ignore[misc]
        def resolve_literal(self, gni: Any, literal: Any, info: Any) -> Any:
            if not isinstance(literal, torch.Tensor) or literal.numel() <= 1 or literal.dtype == torch.bfloat16:
                return None
            import numpy as np

            arr = np.ascontiguousarray(literal.detach().cpu().resolve_conj().numpy())
            vtype = gni._cc.tensor_to_vtensor_type(literal)
            attr = DenseElementsAttr.get(arr, type=create_mlir_tensor_type(literal))
            return Operation.create("torch.vtensor.literal", results=[vtype],
                                    attributes={"value": attr}).result

    return DenseLiterals()


def _loss_of(torch: Any, out: Any, loss_fn: Callable[..., Any] | None, targets: Sequence[Any]) -> Any:
    if loss_fn is not None:
        loss = loss_fn(out, *targets)
    elif targets:
        raise TagError("targets were given without a loss_fn")
    elif isinstance(out, torch.Tensor):
        loss = out
    elif getattr(out, "loss", None) is not None:
        loss = out.loss
    elif isinstance(out, Mapping) and out.get("loss") is not None:
        loss = out["loss"]
    else:
        raise TagError("training=True needs a scalar loss: the model returned "
                       f"{type(out).__name__}; pass loss_fn=(outputs, *targets) -> loss")
    if not isinstance(loss, torch.Tensor) or loss.dim() != 0:
        shape = tuple(loss.shape) if isinstance(loss, torch.Tensor) else type(loss).__name__
        raise TagError(f"the loss must be a scalar tensor, got {shape}; reduce it (e.g. .mean())")
    return loss


def from_torch(module_or_fn: Any, example_inputs: Any, training: bool = True, *,
               loss_fn: Callable[..., Any] | None = None, targets: Sequence[Any] = (),
               ctx: ir.Context | None = None) -> ir.Module:
    """Export a torch module (or, with `training=False`, a function of tensors) to StableHLO.

    `example_inputs`: a tensor, a tuple of tensors (positional) or a dict of tensors (keyword
    arguments). `training=True` gives `main(*inputs, *targets, *params) -> (loss, *grads)`;
    `training=False` gives `main(*inputs, *params) -> outputs`. See the module docstring."""
    torch, torch_mlir_fx = _import_torch()
    from torch.fx.experimental.proxy_tensor import make_fx
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    name = type(module_or_fn).__name__ if isinstance(module_or_fn, torch.nn.Module) \
        else getattr(module_or_fn, "__name__", type(module_or_fn).__name__)
    if not isinstance(module_or_fn, torch.nn.Module):
        if not callable(module_or_fn):
            raise TagError(f"from_torch takes a torch.nn.Module or a function, got {type(module_or_fn).__name__}")
        if training:
            raise TagError(f"training=True needs a torch.nn.Module with parameters; {name} is a plain "
                           "function (wrap it in a Module, or export its forward with training=False)")
    inputs = _as_inputs(torch, example_inputs, "input")
    target_in = _as_inputs(torch, tuple(targets), "target")
    if target_in.kwargs:
        raise TagError("targets must be positional")

    # torch.export first: a flat graph module with the original parameter names (HF models need it).
    model = module_or_fn if isinstance(module_or_fn, torch.nn.Module) else _fn_module(torch, module_or_fn)
    try:
        with _math_attention():      # fused SDPA kernels have backward ops torch-mlir cannot lower
            exported = torch.export.export(model, inputs.args, inputs.kwargs, strict=False).module()
    except TagError:
        raise
    except Exception as exc:
        raise _trace_error(exc, name, "torch.export") from None

    named = dict(exported.named_parameters())
    orig_grad = {k: p.requires_grad for k, p in model.named_parameters()}
    # parameters are arguments; frozen ones (training) are captured as constants like buffers
    arg_names = [k for k in named if (orig_grad.get(k, named[k].requires_grad) or not training)]
    if training and not arg_names:
        raise TagError(f"training=True but {name} has no parameters that require grad")
    consts = {k: v.detach() for k, v in named.items() if k not in arg_names}
    params = [named[k].detach() for k in arg_names]
    # buffers the forward updates (BatchNorm running statistics in train mode) are carried state
    _functional_batch_norm(torch, exported, name)
    buffers = dict(exported.named_buffers())
    buf_names = [k for k in buffers if k in _mutated_buffers(torch, exported)]
    n_in, n_tg, n_p = len(inputs.tensors()), len(target_in.args), len(params)
    out_names: list[str] = []

    def call(flat_in: Sequence[Any], ps: Sequence[Any], bufs: Sequence[Any]) -> tuple[Any, list[Any]]:
        """The model's output and its updated buffers (copies of `bufs`, updated in place by the forward)."""
        args, kwargs = inputs.rebuild(flat_in)
        fresh = [torch.empty_like(b).copy_(b) for b in bufs]    # created inside a grad transform: mutable
        state = {**consts, **dict(zip(arg_names, ps)), **dict(zip(buf_names, fresh))}
        return torch.func.functional_call(exported, state, args, kwargs, strict=False), fresh

    if training:
        def loss_of(ps: list[Any], flat_in: list[Any], tg: list[Any], bufs: list[Any]) -> Any:
            out, updated = call(flat_in, ps, bufs)
            return _loss_of(torch, out, loss_fn, tg), updated

        def step(*flat: Any) -> Any:
            flat_in, tg = flat[:n_in], flat[n_in:n_in + n_tg]
            ps, bufs = flat[n_in + n_tg:n_in + n_tg + n_p], flat[n_in + n_tg + n_p:]
            grads, (loss, updated) = torch.func.grad_and_value(loss_of, has_aux=True)(
                list(ps), list(flat_in), list(tg), list(bufs))
            return (loss, *grads, *updated)
        out_names = ["loss", *[f"grad['{k}']" for k in arg_names], *[f"buffer['{k}']" for k in buf_names]]
    else:
        def step(*flat: Any) -> Any:
            out, updated = call(flat[:n_in], flat[n_in:n_in + n_p], flat[n_in + n_p:])
            leaves, _ = torch.utils._pytree.tree_flatten(out)
            bad = [type(x).__name__ for x in leaves if not isinstance(x, torch.Tensor)]
            if bad:
                raise TagError(f"{name} returns non-tensor outputs ({', '.join(sorted(set(bad)))}); "
                               "return tensors only")
            return (*leaves, *updated)

    example = [*inputs.tensors(), *target_in.args, *params, *[buffers[k].detach() for k in buf_names]]
    try:
        with torch.no_grad() if not training else contextlib.nullcontext(), _math_attention():
            gm = make_fx(torch.func.functionalize(step, remove="mutations"),
                         decomposition_table={**get_decomposition_table(), **_backward_decompositions(torch)},
                         tracing_mode="fake", _allow_non_fake_inputs=True)(*example)
    except TagError:
        raise
    except Exception as exc:
        raise _trace_error(exc, name, "tracing") from None
    _check_no_mutation(gm, name)
    _check_static_trace(torch, gm, name)
    imported = _import_stablehlo(torch_mlir_fx, gm, name)
    text = imported.operation.get_asm(large_elements_limit=None, enable_debug_info=False) \
        if hasattr(imported, "operation") else str(imported)
    if "dense_resource" in text:
        raise TagError(f"cannot export {name}: torch-mlir left a dense_resource constant, which XLA rejects")
    module = parse_module(text, ctx or make_context(), file_name=f"<torch:{name}>")
    _annotate(module, inputs.names("input") + target_in.names("target") + [f"param['{k}']" for k in arg_names]
              + [f"buffer['{k}']" for k in buf_names], n_in + n_tg, out_names, n_state=len(buf_names))
    _check_static(module, name)
    return module


def _backward_decompositions(torch: Any) -> dict[Any, Callable[..., Any]]:
    """Backward ops torch-mlir cannot lower to StableHLO, written with ops it can:

    - `max_pool2d_with_indices_backward` (MaxPool1d/2d): `_max_pool2d_backward`, per window offset;
    - `convolution_backward` (any rank, stride, padding, dilation, groups; plain or transposed),
      torch-mlir lowers only some 2-D cases: `_conv_backward`, forward convolutions only;
    - `avg_pool2d_backward` (AvgPool1d/2d): `_avg_pool2d_backward`, a transposed convolution;
    - and, forward, a pooling op's implicit stride made explicit (`_explicit_pool_stride`), GroupNorm's
      forward from plain reductions (`_native_group_norm`), slices with explicit bounds
      (`_slice_in_bounds`, `_slice_backward`: torch-mlir aborts on `x[..., a:]`'s backward);
    - nearest / bilinear upsampling, adaptive average pooling and replication padding, forward and
      backward, as one matrix per spatial axis (`_resample_forward`, `_separable_forward`,
      `_separable_backward`).
    """
    aten = torch.ops.aten
    table = {aten.max_pool2d_with_indices_backward.default: lambda *args: _max_pool2d_backward(aten, *args)}
    table[aten.convolution_backward.default] = lambda *args: _conv_backward(aten, *args)
    table[aten.avg_pool2d_backward.default] = lambda *args: _avg_pool2d_backward(aten, *args)
    for pool in (aten.max_pool2d_with_indices.default, aten.avg_pool2d.default):
        table[pool] = functools.partial(_explicit_pool_stride, pool)
    table[aten.native_group_norm.default] = lambda *args: _native_group_norm(aten, *args)
    table[aten.upsample_nearest2d_backward.default] = functools.partial(_resample_backward, aten, "nearest")
    table[aten.upsample_bilinear2d_backward.default] = functools.partial(_resample_backward, aten, "linear")
    table[aten.upsample_bilinear2d.default] = functools.partial(_resample_forward, aten, "linear")
    table[aten.upsample_nearest2d.default] = functools.partial(_resample_forward, aten, "nearest")
    table[aten._adaptive_avg_pool2d.default] = lambda x, size: _separable_forward(
        aten, x, list(size), [("area", {})] * 2)
    table[aten.replication_pad2d.default] = lambda x, pad: _separable_forward(
        aten, x, [x.shape[-2] + pad[2] + pad[3], x.shape[-1] + pad[0] + pad[1]],
        [("clamp", {"left": pad[2]}), ("clamp", {"left": pad[0]})])
    table[aten.replication_pad1d.default] = lambda x, pad: _separable_forward(
        aten, x, [x.shape[-1] + pad[0] + pad[1]], [("clamp", {"left": pad[0]})])
    table[aten._adaptive_avg_pool2d_backward.default] = lambda g, x: _separable_backward(
        aten, g, list(x.shape), [("area", {})] * 2)
    table[aten.replication_pad2d_backward.default] = lambda g, x, pad: _separable_backward(
        aten, g, list(x.shape), [("clamp", {"left": pad[2]}), ("clamp", {"left": pad[0]})])
    table[aten.replication_pad1d_backward.default] = lambda g, x, pad: _separable_backward(
        aten, g, list(x.shape), [("clamp", {"left": pad[0]})])
    table[aten.slice.Tensor] = functools.partial(_slice_in_bounds, aten)
    table[aten.slice_backward.default] = functools.partial(_slice_backward, aten)
    return table


def _resample_backward(aten: Any, kind: str, grad: Any, output_size: Sequence[int], input_size: Sequence[int],
                       *rest: Any) -> Any:
    """dL/dx of nearest (`upsample_nearest2d`) or bilinear (`upsample_bilinear2d`, `align_corners` first
    in `rest`) resampling, followed by the optional per-axis scale factors."""
    align = bool(rest[0]) if kind == "linear" else False
    scales = list(rest[1:] if kind == "linear" else rest) + [None, None]
    axes = [(kind, {"align": align, "scale": scales[i]}) for i in range(2)]
    return _separable_backward(aten, grad, list(input_size), axes)


def _resample_forward(aten: Any, kind: str, x: Any, output_size: Sequence[int], *rest: Any) -> Any:
    """Nearest (`upsample_nearest2d`) or bilinear (`upsample_bilinear2d`, `align_corners` first in
    `rest`) resampling as one matrix per axis, y = M_h · x · M_wᵀ (`_axis_matrix`): torch-mlir lowers
    no bilinear one, and its nearest one gathers per element (no batch split can follow); the
    backward is `_resample_backward`."""
    align = bool(rest[0]) if kind == "linear" else False
    scales = list(rest[1:] if kind == "linear" else rest) + [None, None]
    y = x
    for k in range(2):
        dim = x.dim() - 2 + k
        m = _axis_matrix(aten, kind, output_size[k], x.shape[dim], x.dtype, x.device, align=align, scale=scales[k])
        y = _along_axis(aten, y, dim, aten.transpose(m, 0, 1))
    return y


def _separable_forward(aten: Any, x: Any, out_sizes: Sequence[int], axes: Sequence[tuple[str, dict]]) -> Any:
    """y = M_h · x · M_wᵀ over the trailing len(axes) dims (`_axis_matrix`): adaptive average pooling
    and replication padding, which torch-mlir lowers by per-element gathers no batch split can follow."""
    y = x
    for k, (kind, params) in enumerate(axes):
        dim = x.dim() - len(axes) + k
        m = _axis_matrix(aten, kind, out_sizes[k], x.shape[dim], x.dtype, x.device, **params)
        y = _along_axis(aten, y, dim, aten.transpose(m, 0, 1))
    return y


def _along_axis(aten: Any, y: Any, dim: int, m: Any) -> Any:
    """y'[..., o, ...] = sum_i y[..., i, ...] · m[i, o] along `dim`, as one 2-d matmul of y flattened to
    (every other element, i): the leading (batch) dim stays the outer factor of the rows."""
    last = y.dim() - 1
    moved = aten.transpose(y, dim, last) if dim != last else y
    shape = list(moved.shape)
    flat = aten.mm(aten.reshape(moved, [-1, shape[-1]]), m)
    out = aten.reshape(flat, [*shape[:-1], m.shape[1]])
    return aten.transpose(out, dim, last) if dim != last else out


def _separable_backward(aten: Any, grad: Any, input_size: Sequence[int], axes: Sequence[tuple[str, dict]]) -> Any:
    """dL/dx of a map acting on the trailing len(axes) dims separably, y = M_h · x · M_wᵀ (one matrix
    per axis, `_axis_matrix`): dL/dx = M_hᵀ · g · M_w, per axis `_along_axis` with M. Only matmuls
    over spatial dims: the batch stays a batch."""
    out = grad
    for k, (kind, params) in enumerate(axes):
        dim = grad.dim() - len(axes) + k
        out = _along_axis(aten, out, dim, _axis_matrix(aten, kind, grad.shape[dim], input_size[dim], grad.dtype,
                                                          grad.device, **params))
    return out


def _axis_matrix(aten: Any, kind: str, out: int, size: int, dtype: Any, device: Any, *, align: bool = False,
                 scale: float | None = None, left: int = 0) -> Any:
    """The (out, size) matrix M of one axis with y[o] = sum_i M[o, i] x[i], PyTorch's index rules:
    - nearest: i = min(floor(o · s), size - 1), s = 1/scale_factor if given, else size/out;
    - linear: src = s·(o + 1/2) - 1/2 clamped at 0 (align_corners: src = o·(size-1)/(out-1)), weights
      1 - frac and frac on floor(src) (clamped to size - 1) and the next index (clamped);
    - area (adaptive average): the window [floor(o·size/out), ceil((o+1)·size/out)), uniform weights;
    - clamp (replication padding): i = clamp(o - left, 0, size - 1)."""
    o = aten.arange(out, dtype=torch_float(aten), device=device)
    i = aten.unsqueeze(aten.arange(size, dtype=torch_float(aten), device=device), 0)
    column = (lambda v: aten.unsqueeze(v, 1))
    if kind == "area":
        start = aten.floor(aten.div(aten.mul(o, size), out))
        end = aten.ceil(aten.div(aten.mul(aten.add(o, 1), size), out))
        inside = aten.logical_and(aten.ge(i, column(start)), aten.lt(i, column(end)))
        m = aten.div(aten._to_copy(inside, dtype=torch_float(aten)), column(aten.sub(end, start)))
    elif kind == "clamp":
        src = aten.clamp(aten.sub(o, left), 0, size - 1)
        m = aten._to_copy(aten.eq(i, column(src)), dtype=torch_float(aten))
    elif kind == "nearest":
        s = (1.0 / scale) if scale else size / out
        src = aten.clamp(aten.floor(aten.mul(o, s)), 0, size - 1)
        m = aten._to_copy(aten.eq(i, column(src)), dtype=torch_float(aten))
    else:
        if align:
            src = aten.mul(o, (size - 1) / (out - 1) if out > 1 else 0.0)
        else:
            s = (1.0 / scale) if scale else size / out
            src = aten.clamp_min(aten.sub(aten.mul(aten.add(o, 0.5), s), 0.5), 0.0)
        lo = aten.clamp(aten.floor(src), 0, size - 1)
        hi = aten.clamp(aten.add(lo, 1), 0, size - 1)
        frac = aten.sub(src, lo)
        m = aten.add(aten.mul(aten._to_copy(aten.eq(i, column(lo)), dtype=torch_float(aten)), column(aten.add(aten.neg(frac), 1.0))),
                     aten.mul(aten._to_copy(aten.eq(i, column(hi)), dtype=torch_float(aten)), column(frac)))
    return aten._to_copy(m, dtype=dtype)


def torch_float(aten: Any) -> Any:
    """torch.float32, reached through the ops namespace (the decompositions get `aten`, not torch)."""
    import torch

    return torch.float32


def _slice_bounds(size: int, start: int | None, end: int | None) -> tuple[int, int]:
    """Python slice bounds made explicit: negatives counted from the end, both clamped to [0, size]."""
    start, end = 0 if start is None else start, size if end is None else end
    start, end = (start + size if start < 0 else start), (end + size if end < 0 else end)
    return min(max(start, 0), size), min(max(end, 0), size)


def _slice_in_bounds(aten: Any, x: Any, dim: int = 0, start: int | None = None, end: int | None = None,
                     step: int = 1) -> Any:
    """`x[..., a:]` traces with end = 2**63 - 1; torch-mlir's StableHLO pipeline then aborts
    (std::bad_alloc) on the backward of such a slice. The bounds are made explicit; left alone when
    they already are."""
    size = x.shape[dim]
    lo, hi = _slice_bounds(size, start, end)
    if (lo, hi) == (start, end):
        return NotImplemented
    return aten.slice(x, dim, lo, max(hi, lo), step)


def _slice_backward(aten: Any, grad: Any, sizes: Sequence[int], dim: int, start: int, end: int, step: int) -> Any:
    """dL/dx of x[..., start:end] (step 1): the gradient zero-padded back to x's extent along `dim`."""
    if step != 1:
        return NotImplemented
    dim = dim % len(sizes)
    lo, hi = _slice_bounds(sizes[dim], start, end)
    pads = [0] * (2 * (len(sizes) - dim))
    pads[-2], pads[-1] = lo, sizes[dim] - max(hi, lo)
    return aten.constant_pad_nd(grad, pads, 0.0)


def _native_group_norm(aten: Any, x: Any, weight: Any, bias: Any, n: int, c: int, spatial: int, groups: int,
                       eps: float) -> tuple[Any, Any, Any]:
    """GroupNorm's forward from reductions over (N, G, C/G·spatial): y = (x - mean) · rstd · w + b,
    rstd = rsqrt(var + eps); returns (y, mean, rstd), the latter two (N, G) as the native op does.
    torch's decomposition (and torch-mlir's lowering of it) gathers the per-(sample, channel) scale
    through a constant index table over the batch, which no batch split can follow."""
    grouped = aten.reshape(x, [n, groups, -1])
    mean = aten.mean(grouped, [2], True)
    centred = aten.sub(grouped, mean)
    rstd = aten.rsqrt(aten.add(aten.mean(aten.mul(centred, centred), [2], True), eps))
    y = aten.reshape(aten.mul(centred, rstd), list(x.shape))
    channel = [1, c] + [1] * (x.dim() - 2)
    if weight is not None:
        y = aten.mul(y, aten.reshape(weight, channel))
    if bias is not None:
        y = aten.add(y, aten.reshape(bias, channel))
    return y, aten.reshape(mean, [n, groups]), aten.reshape(rstd, [n, groups])


def _explicit_pool_stride(pool: Any, x: Any, kernel: Sequence[int], stride: Sequence[int] = (), *rest: Any) -> Any:
    """A pooling op with the stride spelled out: `F.max_pool2d(x, 2)` passes stride [] ("the kernel"),
    which torch-mlir lowers as stride 1 (wrong output shape). Left alone when it is explicit."""
    if len(stride):
        return NotImplemented
    return pool(x, kernel, list(kernel), *rest)


def _max_pool2d_backward(aten: Any, grad_out: Any, x: Any, kernel: Sequence[int], stride: Sequence[int],
                         padding: Sequence[int], dilation: Sequence[int], ceil_mode: bool, indices: Any) -> Any:
    """dL/dx of y = max_pool2d(x) given the recorded argmax `indices` (flat in H·W): for each window
    offset (i, j), the outputs whose argmax sits at that offset, grad_out where indices equals
    (o_h·s_h - p_h + i·d_h)·W + (o_w·s_w - p_w + j·d_w), placed at those input positions (dilated by
    the stride, shifted by the offset). Only elementwise and spatial ops, so the batch stays a batch
    (PyTorch's own decomposition scatters into N·C merged rows, which a batch split cannot follow)."""
    two = (lambda v: [v[0], v[0]] if len(v) == 1 else list(v))
    kernel, padding, dilation = two(kernel), two(padding), two(dilation)
    stride = two(stride) if len(stride) else kernel
    batched = x.dim() == 4
    if not batched:
        grad_out, x, indices = (aten.unsqueeze(t, 0) for t in (grad_out, x, indices))
    size, out = list(x.shape[-2:]), list(grad_out.shape[-2:])
    total = None
    for i, j in itertools.product(range(kernel[0]), range(kernel[1])):
        shift = [i * dilation[0] - padding[0], j * dilation[1] - padding[1]]
        rows = aten.add(aten.mul(aten.arange(out[0], dtype=indices.dtype, device=indices.device), stride[0]), shift[0])
        cols = aten.add(aten.mul(aten.arange(out[1], dtype=indices.dtype, device=indices.device), stride[1]), shift[1])
        target = aten.add(aten.mul(aten.unsqueeze(rows, 1), size[1]), aten.unsqueeze(cols, 0))
        part = aten.where(aten.eq(indices, target), grad_out, aten.zeros_like(grad_out))
        for dim in (2, 3):
            part = _place_strided(aten, part, dim, stride[dim - 2], shift[dim - 2], size[dim - 2])
        total = part if total is None else aten.add(total, part)
    return total if batched else aten.squeeze(total, 0)


def _place_strided(aten: Any, v: Any, dim: int, stride: int, shift: int, size: int) -> Any:
    """Along `dim` of a 4-d tensor: element o of v moved to position o·stride + shift of a length-`size`
    axis, zeros elsewhere (positions outside [0, size) dropped)."""
    if stride > 1:                          # a unit axis after `dim`, zero-padded to `stride`, merged into it
        shape = list(v.shape)
        gap = [0] * (2 * (4 - dim))
        gap[-1] = stride - 1
        v = aten.constant_pad_nd(aten.unsqueeze(v, dim + 1), gap, 0.0)
        v = aten.reshape(v, [*shape[:dim], shape[dim] * stride, *shape[dim + 1:]])
    if shift < 0:
        v = aten.slice(v, dim, -shift, v.shape[dim])
    end = 2 * (3 - dim)
    if shift > 0 or v.shape[dim] + max(shift, 0) < size:
        pads = [0] * (end + 2)
        pads[end] = max(shift, 0)
        pads[end + 1] = max(size - v.shape[dim] - max(shift, 0), 0)
        v = aten.constant_pad_nd(v, pads, 0.0)
    return aten.slice(v, dim, 0, size) if v.shape[dim] > size else v


def _avg_pool2d_backward(aten: Any, grad_out: Any, x: Any, kernel: Sequence[int], stride: Sequence[int],
                         padding: Sequence[int], ceil_mode: bool, count_include_pad: bool,
                         divisor_override: int | None) -> Any:
    """dL/dx of y = avg_pool2d(x): each output's gradient divided by its window's divisor (PyTorch's:
    the window clipped to the padded input, or to the input itself without `count_include_pad`),
    spread over the window by a depthwise transposed convolution with a ones kernel (stride s,
    padding p), cropped or zero-padded to x's size. (torch-mlir lowers no forward pooling with
    `ceil_mode` or `divisor_override`, so those never reach here; the latter is left alone.)"""
    kernel = list(kernel)
    stride = list(stride) or kernel
    padding = list(padding) if len(padding) == 2 else list(padding) * 2
    if len(kernel) == 1:
        kernel = kernel * 2
    if len(stride) == 1:
        stride = stride * 2
    batched = x.dim() == 4
    g = grad_out if batched else aten.unsqueeze(grad_out, 0)
    size, out = list(x.shape[-2:]), list(g.shape[-2:])
    channels = g.shape[1]
    if divisor_override:
        return NotImplemented                # torch-mlir lowers no forward avg_pool2d with a divisor override
    counts = []
    for i in range(2):
        start = aten.sub(aten.mul(aten.arange(out[i], dtype=g.dtype, device=g.device), stride[i]), padding[i])
        end = aten.minimum(aten.add(start, kernel[i]), aten.full([], size[i] + padding[i], dtype=g.dtype))
        if not count_include_pad:
            start = aten.maximum(start, aten.full([], 0, dtype=g.dtype))
            end = aten.minimum(end, aten.full([], size[i], dtype=g.dtype))
        counts.append(aten.sub(end, start))
    g = aten.div(g, aten.mul(aten.unsqueeze(counts[0], 1), aten.unsqueeze(counts[1], 0)))
    ones = aten.full([channels, 1, *kernel], 1, dtype=g.dtype, device=g.device)
    gx = aten.convolution(g, ones, None, stride, padding, [1, 1], True, [0, 0], channels)
    for i in range(2):
        have = gx.shape[2 + i]
        if have > size[i]:
            gx = aten.slice(gx, 2 + i, 0, size[i])
        elif have < size[i]:
            pad = [0, 0, 0, 0]
            pad[2 * (1 - i) + 1] = size[i] - have
            gx = aten.constant_pad_nd(gx, pad, 0.0)
    return gx if batched else aten.squeeze(gx, 0)


def _conv_backward(aten: Any, grad_out: Any, x: Any, w: Any, bias_sizes: Any, stride: Sequence[int],
                   padding: Sequence[int], dilation: Sequence[int], transposed: bool, output_padding: Sequence[int],
                   groups: int, mask: Sequence[bool]) -> tuple[Any, Any, Any]:
    """Gradients of y = conv(x, w) (stride s, padding p, dilation d, groups g) from dL/dy = grad_out:

    - plain: dL/dx = conv_T(grad_out, w; s, p, d, g) with the output padding that restores x's size;
      dL/dw = `_conv_weight_grad(x, grad_out)`;
    - transposed (y = conv_T(x, w), the adjoint of a plain convolution): dL/dx = conv(grad_out, w; s,
      p, d, g) and dL/dw = `_conv_weight_grad(grad_out, x)`;
    - dL/db = the sum of grad_out over every dim but the channel dim (1).
    """
    spatial = range(len(stride))
    zeros = [0] * len(stride)
    gx = gw = gb = None
    if transposed:
        if mask[0]:
            gx = aten.convolution(grad_out, w, None, stride, padding, dilation, False, zeros, groups)
        if mask[1]:
            gw = _conv_weight_grad(aten, grad_out, x, w.shape, stride, padding, dilation, groups)
    else:
        if mask[0]:
            fit = [x.shape[2 + i] - ((grad_out.shape[2 + i] - 1) * stride[i] - 2 * padding[i]
                                     + dilation[i] * (w.shape[2 + i] - 1) + 1) for i in spatial]
            gx = aten.convolution(grad_out, w, None, stride, padding, dilation, True, fit, groups)
        if mask[1]:
            gw = _conv_weight_grad(aten, x, grad_out, w.shape, stride, padding, dilation, groups)
    if mask[2]:
        gb = aten.sum(grad_out, [d for d in range(grad_out.dim()) if d != 1])
    return gx, gw, gb


def _conv_weight_grad(aten: Any, inp: Any, out_grad: Any, w_shape: Sequence[int], stride: Sequence[int],
                      padding: Sequence[int], dilation: Sequence[int], groups: int) -> Any:
    """dL/dw of the plain convolution out = conv(inp, w; s, p, d, g):
    dw[o, i, a] = sum_n sum_q out_grad[n, o, q] · inp[n, i, q·s + a·d - p], the batch n reduced.

    One group: a convolution with the batch as the contracted feature dim, conv(inp as (C_in, N, ...),
    out_grad as (C_out, N, ...); stride d, dilation s, padding p)[i, o, a], cropped to the kernel.
    Several groups: the batch would have to share the feature dim with the groups (not as its outer
    factor, so it could not be split), so per kernel offset a the strided slice of the padded input
    meets out_grad in one batched matmul over the groups, contracting (n, q), n outer."""
    n, c_in = inp.shape[0], inp.shape[1]
    c_out = out_grad.shape[1]
    rank = len(stride)
    sp_out = list(out_grad.shape[2:])
    if groups == 1:
        tail = list(range(2, 2 + rank))
        lhs = aten.permute(inp, [1, 0, *tail])
        rhs = aten.permute(out_grad, [1, 0, *tail])
        grad = aten.transpose(aten.convolution(lhs, rhs, None, dilation, padding, stride, False, [0] * rank, 1), 0, 1)
        for i in range(rank):
            grad = aten.slice(grad, 2 + i, 0, w_shape[2 + i])
        return grad
    ci, co, q = c_in // groups, c_out // groups, math.prod(sp_out)
    pads = [p for i in reversed(range(rank)) for p in (padding[i], padding[i])]
    padded = aten.constant_pad_nd(inp, pads, 0.0) if any(pads) else inp
    grads = aten.reshape(aten.permute(aten.reshape(out_grad, [n, groups, co, q]), [1, 2, 0, 3]), [groups, co, n * q])
    columns = []
    for offset in itertools.product(*(range(k) for k in w_shape[2:])):
        window = padded
        for i, a in enumerate(offset):
            start = a * dilation[i]
            window = aten.slice(window, 2 + i, start, start + stride[i] * (sp_out[i] - 1) + 1, stride[i])
        window = aten.reshape(aten.permute(aten.reshape(window, [n, groups, ci, q]), [1, 0, 3, 2]), [groups, n * q, ci])
        columns.append(aten.bmm(grads, window))                    # (groups, co, ci)
    return aten.reshape(aten.stack(columns, -1), [c_out, ci, *w_shape[2:]])


def _functional_batch_norm(torch: Any, graph_module: Any, name: str) -> None:
    """Rewrite each `aten.batch_norm` of `graph_module` in training mode with running statistics as
    `_native_batch_norm_legit_functional` + `copy_` of the new statistics into them. The composite
    op hides its in-place update below functionalization (torch-mlir then imports it as functional and
    the update is lost); the explicit `copy_` is an update functionalization sees. Other composite
    norms that update running statistics (`instance_norm` with `track_running_stats`) are refused."""
    import operator

    aten = torch.ops.aten
    graph = graph_module.graph
    for node in list(graph.nodes):
        if node.op != "call_function" or len(node.args) < 8 or node.args[5] is not True:
            continue
        if node.target is aten.instance_norm.default and (node.args[3] is not None or node.args[4] is not None):
            raise TagError(f"cannot export {name}: instance_norm updates running statistics in training mode "
                           "(track_running_stats=True), which TAG cannot capture; turn it off or call model.eval()")
        if node.target is not aten.batch_norm.default or node.args[3] is None or node.args[4] is None:
            continue
        x, w, b, mean, var, _, momentum, eps = node.args[:8]
        with graph.inserting_after(node):       # copies: autograd saves them, the originals are then written
            mean_in = graph.call_function(aten.clone.default, (mean,))
        with graph.inserting_after(mean_in):
            var_in = graph.call_function(aten.clone.default, (var,))
        with graph.inserting_after(var_in):
            fused = graph.call_function(aten._native_batch_norm_legit_functional.default,
                                        (x, w, b, mean_in, var_in, True, momentum, eps))
        with graph.inserting_after(fused):
            out = graph.call_function(operator.getitem, (fused, 0))
        with graph.inserting_after(out):
            new_mean = graph.call_function(operator.getitem, (fused, 3))
        with graph.inserting_after(new_mean):
            new_var = graph.call_function(operator.getitem, (fused, 4))
        with graph.inserting_after(new_var):
            copied = graph.call_function(aten.copy_.default, (mean, new_mean))
        with graph.inserting_after(copied):
            graph.call_function(aten.copy_.default, (var, new_var))
        node.replace_all_uses_with(out)
        graph.erase_node(node)
    graph_module.recompile()


def _mutated_buffers(torch: Any, graph_module: Any) -> set[str]:
    """Names of the buffers the forward writes: a `get_attr` of a buffer passed where the op's schema
    marks the argument written (`Tensor(a!)`: `add_`, `copy_`; batch norms are made explicit by
    `_functional_batch_norm` first)."""
    buffers = {k for k, _ in graph_module.named_buffers()}
    found: set[str] = set()
    for node in graph_module.graph.nodes:
        if node.op != "call_function" or not hasattr(node.target, "_schema"):
            continue
        for i, arg in enumerate(node.target._schema.arguments):
            value = node.args[i] if i < len(node.args) else None
            if arg.alias_info is not None and arg.alias_info.is_write and isinstance(value, torch.fx.Node) \
                    and value.op == "get_attr" and value.target in buffers:
                found.add(value.target)
    return found


def _math_attention() -> Any:
    """`scaled_dot_product_attention` (nn.MultiheadAttention, nn.TransformerEncoderLayer, HF "sdpa")
    traced as its math decomposition: the fused CPU kernels' backward ops have no StableHLO lowering."""
    from torch.nn.attention import SDPBackend, sdpa_kernel

    return sdpa_kernel([SDPBackend.MATH])


def _fn_module(torch: Any, fn: Callable[..., Any]) -> Any:
    """Wrap a plain function of tensors as a parameterless module (what torch.export takes)."""

    class FnModule(torch.nn.Module):
        def forward(self, *args: Any, **kwargs: Any) -> Any:
            return fn(*args, **kwargs)

    return FnModule()


def _check_no_mutation(gm: Any, name: str) -> None:
    """Buffer updates (e.g. BatchNorm running statistics in train mode) survive functionalization as
    `copy_` into a graph input; the step would silently drop them."""
    for node in gm.graph.nodes:
        if node.op == "call_function" and "copy_" in str(node.target):
            raise TagError(f"cannot export {name}: it mutates its state while running ({node.target}), "
                           "e.g. BatchNorm running statistics in train mode; call model.eval() or remove "
                           "the in-place update")


def _check_static_trace(torch: Any, gm: Any, name: str) -> None:
    """Every traced value must have a static shape (data-dependent ops such as nonzero give
    unbacked symbolic sizes, which torch-mlir would turn into dynamic tensors or runtime asserts)."""
    for node in gm.graph.nodes:
        vals = node.meta.get("val")
        for val in vals if isinstance(vals, (tuple, list)) else (vals,):
            if isinstance(val, torch.Tensor) and not all(isinstance(d, int) for d in val.shape):
                raise TagError(f"cannot export {name}: {node.target} has a data-dependent or dynamic shape "
                               f"{tuple(val.shape)}; XLA needs static shapes: export one static module per shape")


def _main(module: ir.Module) -> ir.Operation:
    for op in module.body.operations:
        if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == "main":
            return op.operation
    raise TagError("torch-mlir produced no @main function")


def _annotate(module: ir.Module, arg_names: list[str], n_batch: int, out_names: list[str], n_state: int = 0) -> None:
    """`tag.role` (batch / param / opt_state for the last `n_state`, the updated buffers) and
    `jax.arg_info` per argument, `jax.result_info` per result."""
    func = _main(module)
    n_args = len(func.regions[0].blocks[0].arguments)
    if n_args != len(arg_names):
        raise TagError(f"torch-mlir produced {n_args} arguments, expected {len(arg_names)}")
    with module.context:
        for i, arg_name in enumerate(arg_names):
            role = Role.BATCH if i < n_batch else Role.OPT_STATE if i >= n_args - n_state else Role.PARAM
            set_arg_role(func, i, role)
            set_arg_attr(func, i, "jax.arg_info", ir.StringAttr.get(arg_name))
        if out_names:
            n_res = len(ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value).results)
            if n_res == len(out_names):
                func.attributes[_RES_ATTRS] = ir.ArrayAttr.get(
                    [ir.DictAttr.get({"jax.result_info": ir.StringAttr.get(n)}) for n in out_names])


def _check_static(module: ir.Module, name: str) -> None:
    ftype = ir.FunctionType(ir.TypeAttr(_main(module).attributes["function_type"]).value)
    for kind, types in (("argument", ftype.inputs), ("result", ftype.results)):
        for i, t in enumerate(types):
            if isinstance(t, ir.ShapedType) and not t.has_static_shape:
                raise TagError(f"cannot export {name}: {kind} {i} has dynamic shape {t}; XLA needs static "
                               "shapes: export one static module per shape")
