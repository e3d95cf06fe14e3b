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
torch-mlir's default `dense_resource` blobs). Ops torch-mlir cannot lower, or lowers in a way no
batch split can follow, are decomposed while tracing (`tag.torch_decompositions`). `jax.arg_info` / `jax.result_info` carry the torch
names (`param['0.weight']`, `grad['0.weight']`, `input[0]`, ...). The model's train/eval mode is used
as given: call `model.eval()` (or set dropout to 0) for deterministic steps.
"""
from __future__ import annotations

import contextlib
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
from tag.torch_decompositions import lowerable_decompositions, rewrite_composites

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
        with _math_attention(), _no_causal_detection(torch):   # fused SDPA kernels have backward ops torch-mlir cannot lower
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
    rewrite_composites(torch, exported)
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
        with torch.no_grad() if not training else contextlib.nullcontext(), _math_attention(), _static_one_hot(torch), \
                _no_causal_detection(torch):
            gm = make_fx(torch.func.functionalize(step, remove="mutations"),
                         decomposition_table={**get_decomposition_table(), **lowerable_decompositions(torch)},
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
        with graph.inserting_before(node):      # in order, each just before `node`
            mean_in = graph.call_function(aten.clone.default, (mean,))   # autograd saves the copies;
            var_in = graph.call_function(aten.clone.default, (var,))     # the originals are written below
            fused = graph.call_function(aten._native_batch_norm_legit_functional.default,
                                        (x, w, b, mean_in, var_in, True, momentum, eps))
            out = graph.call_function(operator.getitem, (fused, 0))
            graph.call_function(aten.copy_.default, (mean, graph.call_function(operator.getitem, (fused, 3))))
            graph.call_function(aten.copy_.default, (var, graph.call_function(operator.getitem, (fused, 4))))
        node.replace_all_uses_with(out)
        graph.erase_node(node)
    graph_module.recompile()


def _mutated_buffers(torch: Any, graph_module: Any) -> set[str]:
    """Names of the buffers the forward writes: a `get_attr` of a buffer passed where the op's schema
    marks the argument written (`Tensor(a!)`: `add_`, `copy_`; batch norms are made explicit by
    `_functional_batch_norm` first)."""
    buffers = {k for k, _ in graph_module.named_buffers()}
    found: set[str] = set()

    def scan(graph: Any, source: dict[Any, str]) -> None:
        """`source`: this graph's nodes that are a buffer (get_attr, or a region's placeholder fed one)."""
        for node in graph.nodes:
            if node.op == "get_attr" and node.target in buffers:
                source[node] = node.target
            if node.op != "call_function":
                continue
            # a region torch.export wraps in a higher-order op (`with torch.no_grad():` is
            # `wrap_with_set_grad_enabled(enabled, body, *operands)`): its body's placeholders are
            # the operands, and a buffer written there (an EMA target's `copy_`) is written
            sub = next((a for a in node.args if isinstance(a, torch.fx.Node) and a.op == "get_attr"
                        and isinstance(getattr(graph_module, str(a.target), None), torch.fx.GraphModule)), None)
            if sub is not None:
                body = getattr(graph_module, str(sub.target))
                operands = list(node.args[node.args.index(sub) + 1:])
                places = [n for n in body.graph.nodes if n.op == "placeholder"]
                scan(body.graph, {ph: source[a] for ph, a in zip(places, operands)
                                  if isinstance(a, torch.fx.Node) and a in source})
                continue
            if not hasattr(node.target, "_schema"):
                continue
            for i, arg in enumerate(node.target._schema.arguments):
                value = node.args[i] if i < len(node.args) else None
                if arg.alias_info is not None and arg.alias_info.is_write and isinstance(value, torch.fx.Node) \
                        and value in source:
                    found.add(source[value])

    scan(graph_module.graph, {})
    return found


@contextlib.contextmanager
def _math_attention() -> Any:
    """Trace fused CPU kernels as their decompositions: `scaled_dot_product_attention`
    (nn.MultiheadAttention, nn.TransformerEncoderLayer, HF "sdpa") as its math form, whose fused
    kernels' backward ops have no StableHLO lowering, and recurrent layers (nn.LSTM, nn.GRU) as cells
    unrolled over time instead of oneDNN's `mkldnn_rnn_layer`, which torch-mlir cannot lower."""
    import warnings

    import torch
    from torch.nn.attention import SDPBackend, sdpa_kernel

    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="TF32 acceleration on top of oneDNN")   # said by the flags
        with sdpa_kernel([SDPBackend.MATH]), torch.backends.mkldnn.flags(enabled=False):
            yield


@contextlib.contextmanager
def _no_causal_detection(torch: Any) -> Any:
    """nn.TransformerEncoder / nn.TransformerDecoder given a mask but no `is_causal` hint compare the
    mask with a causal one, `bool((mask == causal).all())`: data-dependent while tracing (refused as
    a dynamic shape). The hint only picks a kernel (`is_causal=False` for a causal mask "may lead to
    reduced performance"; the mask is applied either way), so while tracing an absent hint is False."""
    from torch.nn.modules import transformer

    detect = transformer._detect_is_causal_mask
    transformer._detect_is_causal_mask = lambda mask, is_causal=None, size=None: is_causal is True
    try:
        yield
    finally:
        transformer._detect_is_causal_mask = detect


@contextlib.contextmanager
def _static_one_hot(torch: Any) -> Any:
    """Trace `one_hot(x, num_classes)` (num_classes given) as `x[..., None] == arange(num_classes)`.
    ATen's composite `one_hot` checks `0 <= x < num_classes` with `.item()` unless its input is a
    meta / fake tensor, which the functionalized, grad-tracked wrappers traced here are not: the
    check reads a fake value and tracing fails as data-dependent. (num_classes=-1 takes its size from
    the data: left alone, refused as data-dependent.) Circular padding is traced as slices
    concatenated around the input (`_circular_pad`)."""
    from torch.overrides import TorchFunctionMode

    targets = {torch.nn.functional.one_hot, torch.ops.aten.one_hot.default}
    pads = {torch.nn.functional.pad, torch._C._nn.pad, torch.ops.aten.pad.default}

    class StaticOneHot(TorchFunctionMode):  # type: ignore[misc]
        def __torch_function__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
            kwargs = kwargs or {}
            if func in pads:
                wrapped = _circular_pad(torch, *args, **kwargs)
                if wrapped is not None:
                    return wrapped
            if func in targets:
                x = args[0]
                n = args[1] if len(args) > 1 else kwargs.get("num_classes", -1)
                if isinstance(n, int) and n >= 0:
                    return (x.unsqueeze(-1) == torch.arange(n, device=x.device)).to(torch.int64)
            return func(*args, **kwargs)

    with StaticOneHot():
        yield


def _circular_pad(torch: Any, x: Any, pad: Sequence[int], mode: str = "constant", value: Any = None) -> Any:
    """`F.pad(x, pad, mode="circular")` (also `padding_mode="circular"` convolutions) as slices of x
    concatenated around it; None for other modes. ATen's kernel fills an empty tensor by slice
    copies, whose backward torch-mlir cannot lower (`torch.vtensor.literal`). Negative pads (crops)
    are left to ATen."""
    if mode != "circular" or any(int(p) < 0 for p in pad):
        return None
    for k in range(len(pad) // 2):
        dim, left, right = x.dim() - 1 - k, int(pad[2 * k]), int(pad[2 * k + 1])
        size = x.shape[dim]
        parts = ([x.narrow(dim, size - left, left)] if left else []) + [x] + \
            ([x.narrow(dim, 0, right)] if right else [])
        x = torch.cat(parts, dim) if len(parts) > 1 else x
    return x


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
