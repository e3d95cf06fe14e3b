"""Decompositions `from_torch` adds to torch-mlir's table while tracing a training step.

torch-mlir's StableHLO pipeline has no lowering for several backward ops (convolutions other than
plain 2-D, max and average pooling, upsampling, adaptive pooling, replication padding), none for
bilinear upsampling, aborts on the backward of open-ended slices, and lowers some forwards by
per-element gathers over the batch (GroupNorm, nearest upsampling, adaptive average pooling,
replication padding) that no batch split can follow. Each entry here writes one of them with ops it
lowers well: forward convolutions, matmuls over spatial axes, pads, slices, reductions, elementwise
ops. Every function takes `aten` (`torch.ops.aten`) and the op's own arguments and returns its
results, or `NotImplemented` to leave the call to torch-mlir. Checked against torch's autograd in
tests/test_export_torch.py.
"""
from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Callable, Sequence
from typing import Any

__all__ = ["lowerable_decompositions"]


def lowerable_decompositions(torch: Any) -> dict[Any, Callable[..., Any]]:
    """The decomposition table (aten op -> function of its arguments, `NotImplemented` to leave a
    call alone) that `from_torch` adds to torch-mlir's while tracing:

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


def _resample_axes(kind: str, rest: Sequence[Any]) -> list[tuple[str, dict]]:
    """The two axes of nearest (`upsample_nearest2d`: `rest` = scales) or bilinear
    (`upsample_bilinear2d`: `rest` = align_corners, scales) resampling, for `_axis_matrix`."""
    align = bool(rest[0]) if kind == "linear" else False
    scales = list(rest[1:] if kind == "linear" else rest) + [None, None]
    return [(kind, {"align": align, "scale": scales[i]}) for i in range(2)]


def _resample_forward(aten: Any, kind: str, x: Any, output_size: Sequence[int], *rest: Any) -> Any:
    """Nearest or bilinear resampling as one matrix per axis (`_separable_forward`): torch-mlir lowers
    no bilinear one, and its nearest one gathers per element (no batch split can follow)."""
    return _separable_forward(aten, x, list(output_size), _resample_axes(kind, rest))


def _resample_backward(aten: Any, kind: str, grad: Any, output_size: Sequence[int], input_size: Sequence[int],
                       *rest: Any) -> Any:
    """dL/dx of nearest or bilinear resampling (`_separable_backward`)."""
    return _separable_backward(aten, grad, list(input_size), _resample_axes(kind, rest))


def _separable_forward(aten: Any, x: Any, out_sizes: Sequence[int], axes: Sequence[tuple[str, dict]]) -> Any:
    """y = M_h · x · M_wᵀ over the trailing len(axes) dims (`_axis_matrix`): resampling, adaptive
    average pooling and replication padding, which torch-mlir lowers by per-element gathers no batch
    split can follow (or, bilinear, not at all)."""
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
    o = aten.arange(out, dtype=_float32(), device=device)
    i = aten.unsqueeze(aten.arange(size, dtype=_float32(), device=device), 0)
    column = (lambda v: aten.unsqueeze(v, 1))
    if kind == "area":
        start = aten.floor(aten.div(aten.mul(o, size), out))
        end = aten.ceil(aten.div(aten.mul(aten.add(o, 1), size), out))
        inside = aten.logical_and(aten.ge(i, column(start)), aten.lt(i, column(end)))
        m = aten.div(aten._to_copy(inside, dtype=_float32()), column(aten.sub(end, start)))
    elif kind == "clamp":
        src = aten.clamp(aten.sub(o, left), 0, size - 1)
        m = aten._to_copy(aten.eq(i, column(src)), dtype=_float32())
    elif kind == "nearest":
        s = (1.0 / scale) if scale else size / out
        src = aten.clamp(aten.floor(aten.mul(o, s)), 0, size - 1)
        m = aten._to_copy(aten.eq(i, column(src)), dtype=_float32())
    else:
        if align:
            src = aten.mul(o, (size - 1) / (out - 1) if out > 1 else 0.0)
        else:
            s = (1.0 / scale) if scale else size / out
            src = aten.clamp_min(aten.sub(aten.mul(aten.add(o, 0.5), s), 0.5), 0.0)
        lo = aten.clamp(aten.floor(src), 0, size - 1)
        hi = aten.clamp(aten.add(lo, 1), 0, size - 1)
        frac = aten.sub(src, lo)
        m = aten.add(aten.mul(aten._to_copy(aten.eq(i, column(lo)), dtype=_float32()), column(aten.add(aten.neg(frac), 1.0))),
                     aten.mul(aten._to_copy(aten.eq(i, column(hi)), dtype=_float32()), column(frac)))
    return aten._to_copy(m, dtype=dtype)


def _float32() -> Any:
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
