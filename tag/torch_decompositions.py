"""Decompositions `from_torch` adds to torch-mlir's table while tracing a training step.

torch-mlir's StableHLO pipeline has no lowering for several backward ops (convolutions other than
plain 2-D, max and average pooling, upsampling, adaptive pooling, replication padding), none for
bilinear upsampling, pooling with `ceil_mode` (ignored: wrong shapes) or `divisor_override`, aborts on the backward of open-ended slices, and lowers some forwards by
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
from dataclasses import dataclass
from typing import Any

__all__ = ["lowerable_decompositions", "rewrite_composites"]


def lowerable_decompositions(torch: Any) -> dict[Any, Callable[..., Any]]:
    """The decomposition table (aten op -> function of its arguments, `NotImplemented` to leave a
    call alone) that `from_torch` adds to torch-mlir's while tracing:

    - max and average pooling, 1-3 spatial axes (MaxPool1d/2d/3d, AvgPool1d/2d/3d): the forward with
      every argument explicit (`_max_pool`, `_avg_pool`: torch-mlir lowers an omitted stride as 1,
      ignores `ceil_mode` and lowers no `divisor_override`), the backward per window offset
      (`_max_pool_backward`) or as a transposed convolution (`_avg_pool_backward`);
    - `convolution_backward` (any rank, stride, padding, dilation, groups; plain or transposed),
      torch-mlir lowers only some 2-D cases: `_conv_backward`, forward convolutions only;
    - GroupNorm's forward from plain reductions (`_native_group_norm`), slices with explicit bounds
      (`_slice_in_bounds`, `_slice_backward`: torch-mlir aborts on `x[..., a:]`'s backward);
    - nearest / bilinear upsampling, adaptive average pooling and replication padding, forward and
      backward, as one matrix per spatial axis (`_resample_forward`, `_separable_forward`,
      `_separable_backward`);
    - `Tensor.unfold` (sliding windows along one dim: framing, patches), which torch-mlir lowers in
      neither direction: one strided slice per window offset, stacked (`_unfold`); its backward pads
      each offset's gradient back in place (`_unfold_backward`);
    - `torch.cumprod`, which torch-mlir cannot lower: a log-depth scan of products of shifted
      copies (`_cumprod`; exact with zeros and signs, unlike exp(cumsum(log)));
    - `torch.cdist` (`_cdist_forward` / `_cdist_backward`, which torch-mlir cannot lower) from
      pairwise differences, with torch's zero gradient where a distance is 0.
    """
    aten = torch.ops.aten
    table: dict[Any, Callable[..., Any]] = {}
    table[aten.max_pool2d_with_indices.default] = functools.partial(_max_pool, aten, aten.max_pool2d_with_indices.default, 2)
    table[aten.max_pool3d_with_indices.default] = functools.partial(_max_pool_by_offsets, aten, 3)
    for rank, backward in ((2, aten.max_pool2d_with_indices_backward), (3, aten.max_pool3d_with_indices_backward)):
        table[backward.default] = functools.partial(_max_pool_backward, aten, rank)
    for rank, pool, backward in ((2, aten.avg_pool2d, aten.avg_pool2d_backward),
                                 (3, aten.avg_pool3d, aten.avg_pool3d_backward)):
        table[pool.default] = functools.partial(_avg_pool, aten, pool.default, rank)
        table[backward.default] = functools.partial(_avg_pool_backward, aten, rank)
    table[aten.convolution_backward.default] = lambda *args: _conv_backward(aten, *args)
    table[aten.native_group_norm.default] = lambda *args: _native_group_norm(aten, *args)
    resampling = {"nearest": ("upsample_nearest1d", "upsample_nearest2d", "upsample_nearest3d"),
                  "linear": ("upsample_linear1d", "upsample_bilinear2d", "upsample_trilinear3d"),
                  "cubic": (None, "upsample_bicubic2d", None)}
    for kind, names in resampling.items():
        for rank, op in enumerate(names, start=1):
            if op is not None:
                table[getattr(aten, op).default] = functools.partial(_resample_forward, aten, kind, rank)
                table[getattr(aten, f"{op}_backward").default] = functools.partial(_resample_backward, aten, kind, rank)
    for rank in (2, 3):
        table[getattr(aten, f"_adaptive_avg_pool{rank}d").default] = functools.partial(
            lambda rank, x, size: _separable_forward(aten, x, list(size), [("area", {})] * rank), rank)
        table[getattr(aten, f"_adaptive_avg_pool{rank}d_backward").default] = functools.partial(
            lambda rank, g, x: _separable_backward(aten, g, list(x.shape), [("area", {})] * rank), rank)
    for rank in (1, 2, 3):
        table[getattr(aten, f"replication_pad{rank}d").default] = functools.partial(
            lambda rank, x, pad: _separable_forward(aten, x, _padded_sizes(x, pad, rank), _clamp_axes(pad, rank)), rank)
        table[getattr(aten, f"replication_pad{rank}d_backward").default] = functools.partial(
            lambda rank, g, x, pad: _separable_backward(aten, g, list(x.shape), _clamp_axes(pad, rank)), rank)
    # 1-d reflection padding: torch-mlir's backward gathers per element over the batch (kept whole);
    # its 2-d one already splits
    table[aten.reflection_pad1d.default] = \
        lambda x, pad: _separable_forward(aten, x, _padded_sizes(x, pad, 1), _reflect_axes(pad, 1))
    table[aten.reflection_pad1d_backward.default] = \
        lambda g, x, pad: _separable_backward(aten, g, list(x.shape), _reflect_axes(pad, 1))
    table[aten.slice.Tensor] = functools.partial(_slice_in_bounds, aten)
    table[aten.slice_backward.default] = functools.partial(_slice_backward, aten)
    table[aten.unfold.default] = functools.partial(_unfold, aten)
    table[aten.unfold_backward.default] = functools.partial(_unfold_backward, aten)
    table[aten.cumprod.default] = functools.partial(_cumprod, aten)
    table[aten._cdist_forward.default] = functools.partial(_cdist_forward, aten)
    table[aten._cdist_backward.default] = functools.partial(_cdist_backward, aten)
    return table


def rewrite_composites(torch: Any, graph_module: Any) -> int:
    """Rewrite, in place, the composite ops of an exported graph whose ATen kernel traces into ops
    torch-mlir cannot lower (a decomposition table never sees a composite: it is expanded before
    dispatch). Returns the number of nodes rewritten.

    - adaptive average pooling to size 1 (`adaptive_avg_pool{1,2,3}d`, every output size 1) is
      `mean` over the pooled axes with `keepdim`: the same values. ATen's kernel computes that mean
      and, for a channels-last input (a ConvNeXt-style `permute` back from channels-last), restrides
      the result in place (`as_strided_`); functionalization turns that into `as_strided` /
      `as_strided_scatter` over a flat zero buffer, which torch-mlir fails to lower.
    """
    aten = torch.ops.aten
    pooled = {aten.adaptive_avg_pool1d.default: 1, aten.adaptive_avg_pool2d.default: 2,
              aten.adaptive_avg_pool3d.default: 3}
    rewritten = 0
    for node in graph_module.graph.nodes:
        axes = pooled.get(node.target) if node.op == "call_function" else None
        if axes is None or len(node.args) < 2:
            continue
        size = node.args[1]
        size = [size] * axes if isinstance(size, int) else list(size)
        if len(size) != axes or any(s != 1 for s in size):
            continue
        node.target = aten.mean.dim
        node.args = (node.args[0], list(range(-axes, 0)), True)
        node.kwargs = {}
        rewritten += 1
    if rewritten:
        graph_module.recompile()
    return rewritten


def _resample_axes(kind: str, rank: int, rest: Sequence[Any]) -> list[tuple[str, dict]]:
    """The `rank` trailing axes of nearest (`upsample_nearest{r}d`: `rest` = scales), linear
    (`upsample_linear1d` / `bilinear2d` / `trilinear3d`) or cubic (`upsample_bicubic2d`) resampling
    (`rest` = align_corners, scales), for `_axis_matrix`."""
    align = bool(rest[0]) if kind != "nearest" else False
    scales = list(rest[1:] if kind != "nearest" else rest) + [None] * rank
    return [(kind, {"align": align, "scale": scales[i]}) for i in range(rank)]


def _clamp_axes(pad: Sequence[int], rank: int) -> list[tuple[str, dict]]:
    """The `rank` trailing axes of replication padding (`pad` = last axis's left, right, then the one
    before, ...), for `_axis_matrix`."""
    return [("clamp", {"left": pad[2 * (rank - 1 - a)]}) for a in range(rank)]


def _reflect_axes(pad: Sequence[int], rank: int) -> list[tuple[str, dict]]:
    """The `rank` trailing axes of reflection padding, for `_axis_matrix`."""
    return [("reflect", {"left": pad[2 * (rank - 1 - a)]}) for a in range(rank)]


def _padded_sizes(x: Any, pad: Sequence[int], rank: int) -> list[int]:
    """The trailing `rank` sizes of x after padding by `pad` (last axis first, left then right)."""
    return [x.shape[-rank + a] + pad[2 * (rank - 1 - a)] + pad[2 * (rank - 1 - a) + 1] for a in range(rank)]


def _resample_forward(aten: Any, kind: str, rank: int, x: Any, output_size: Sequence[int], *rest: Any) -> Any:
    """Nearest, linear or cubic resampling as one matrix per axis (`_separable_forward`): torch-mlir
    lowers no linear, trilinear or bicubic one, and its nearest one gathers per element (no batch
    split can follow)."""
    return _separable_forward(aten, x, list(output_size), _resample_axes(kind, rank, rest))


def _resample_backward(aten: Any, kind: str, rank: int, grad: Any, output_size: Sequence[int],
                       input_size: Sequence[int], *rest: Any) -> Any:
    """dL/dx of nearest, linear or cubic resampling (`_separable_backward`)."""
    return _separable_backward(aten, grad, list(input_size), _resample_axes(kind, rank, rest))


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
    - cubic: src as linear but not clamped, t = src - floor(src), Keys' cubic weights (A = -0.75,
      `_cubic_weights`) on floor(src) - 1 .. floor(src) + 2, each index clamped to [0, size - 1];
    - area (adaptive average): the window [floor(o·size/out), ceil((o+1)·size/out)), uniform weights;
    - clamp (replication padding): i = clamp(o - left, 0, size - 1);
    - reflect (reflection padding): i = o - left mirrored at 0 and at size - 1 (pad < size)."""
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
    elif kind == "reflect":
        src = aten.abs(aten.sub(o, left))                          # mirrored at 0 ...
        src = aten.add(aten.neg(aten.abs(aten.sub(src, size - 1))), size - 1)   # ... and at size - 1
        m = aten._to_copy(aten.eq(i, column(src)), dtype=_float32())
    elif kind == "nearest":
        s = (1.0 / scale) if scale else size / out
        src = aten.clamp(aten.floor(aten.mul(o, s)), 0, size - 1)
        m = aten._to_copy(aten.eq(i, column(src)), dtype=_float32())
    elif kind == "cubic":
        src = _source_index(aten, o, out, size, align, scale, clamp=False)
        base = aten.floor(src)
        t = aten.sub(src, base)
        m = None
        for k, weight in enumerate(_cubic_weights(aten, t)):
            tap = aten.clamp(aten.add(base, k - 1), 0, size - 1)
            term = aten.mul(aten._to_copy(aten.eq(i, column(tap)), dtype=_float32()), column(weight))
            m = term if m is None else aten.add(m, term)
    else:
        src = _source_index(aten, o, out, size, align, scale, clamp=True)
        lo = aten.clamp(aten.floor(src), 0, size - 1)
        hi = aten.clamp(aten.add(lo, 1), 0, size - 1)
        frac = aten.sub(src, lo)
        m = aten.add(aten.mul(aten._to_copy(aten.eq(i, column(lo)), dtype=_float32()), column(aten.add(aten.neg(frac), 1.0))),
                     aten.mul(aten._to_copy(aten.eq(i, column(hi)), dtype=_float32()), column(frac)))
    return aten._to_copy(m, dtype=dtype)


def _source_index(aten: Any, o: Any, out: int, size: int, align: bool, scale: float | None, *, clamp: bool) -> Any:
    """PyTorch's source coordinate of output o: o·(size-1)/(out-1) with align_corners, else
    s·(o + 1/2) - 1/2 with s = 1/scale_factor if given, else size/out (clamped at 0 for linear modes)."""
    if align:
        return aten.mul(o, (size - 1) / (out - 1) if out > 1 else 0.0)
    s = (1.0 / scale) if scale else size / out
    src = aten.sub(aten.mul(aten.add(o, 0.5), s), 0.5)
    return aten.clamp_min(src, 0.0) if clamp else src


def _cubic_weights(aten: Any, t: Any, a: float = -0.75) -> list[Any]:
    """Keys' cubic convolution weights of the taps at -1, 0, 1, 2 for fraction t (PyTorch's A = -0.75):
    w(x) = ((a+2)x - (a+3))x² + 1 for |x| ≤ 1, ((a x - 5a)x + 8a)x - 4a for 1 < |x| < 2."""
    def near(x: Any) -> Any:
        return aten.add(aten.mul(aten.mul(aten.sub(aten.mul(x, a + 2), a + 3), x), x), 1.0)

    def far(x: Any) -> Any:
        return aten.sub(aten.mul(aten.add(aten.mul(aten.sub(aten.mul(x, a), 5 * a), x), 8 * a), x), 4 * a)

    u = aten.sub(aten.neg(t), -1.0)          # 1 - t
    return [far(aten.add(t, 1.0)), near(t), near(u), far(aten.add(u, 1.0))]


def _float32() -> Any:
    import torch

    return torch.float32


def _int64() -> Any:
    import torch

    return torch.int64


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
    """dL/dx of x[..., start:end:step]: the gradient zero-padded back to x's extent along `dim`
    (strided: spread every `step` elements first, `_spread`; torch-mlir lowers no strided
    `slice_backward`, e.g. of `x[..., ::2]`)."""
    dim = dim % len(sizes)
    lo, hi = _slice_bounds(sizes[dim], start, end)
    if step != 1:
        return _spread(aten, grad, dim, step, lo, sizes[dim])
    pads = [0] * (2 * (len(sizes) - dim))
    pads[-2], pads[-1] = lo, sizes[dim] - max(hi, lo)
    return aten.constant_pad_nd(grad, pads, 0.0)


def _unfold(aten: Any, x: Any, dim: int, size: int, step: int) -> Any:
    """`x.unfold(dim, size, step)`: windows of `size` along `dim` every `step` (dim becomes the window
    count, a last dim of `size` is added), as `size` strided slices stacked along a new last dim."""
    dim = dim % max(x.dim(), 1)
    if x.dim() == 0:
        return NotImplemented
    n = (x.shape[dim] - size) // step + 1
    return aten.stack([aten.slice(x, dim, k, k + step * (n - 1) + 1, step) for k in range(size)], -1)


def _unfold_backward(aten: Any, grad: Any, sizes: Sequence[int], dim: int, size: int, step: int) -> Any:
    """dL/dx of `x.unfold(dim, size, step)`: window offset k's gradient (the last dim's k-th slice)
    spread every `step` elements from k (one zero-padded reshape), summed over k."""
    rank = len(sizes)
    if rank == 0:
        return NotImplemented
    dim = dim % rank
    total = None
    for k in range(size):
        g = _spread(aten, aten.select(grad, -1, k), dim, step, k, sizes[dim])
        total = g if total is None else aten.add(total, g)
    return total


def _spread(aten: Any, g: Any, dim: int, step: int, offset: int, length: int) -> Any:
    """g's elements along `dim` placed at offset, offset + step, ... of a zero tensor of extent
    `length` there (the backward of a strided slice): pad each element to `step`, merge, crop, pad."""
    rank, n = g.dim(), g.shape[dim]
    g = aten.unsqueeze(g, dim + 1)
    g = aten.constant_pad_nd(g, [0, 0] * (rank - dim - 1) + [0, step - 1], 0.0)
    shape = list(g.shape)
    g = aten.reshape(g, shape[:dim] + [n * step] + shape[dim + 2:])      # element i at i * step
    end = min(n * step, length - offset)
    g = aten.slice(g, dim, 0, end, 1)
    return aten.constant_pad_nd(g, [0, 0] * (rank - dim - 1) + [offset, length - offset - end], 0.0)


def _cumprod(aten: Any, x: Any, dim: int, dtype: Any = None) -> Any:
    """`torch.cumprod(x, dim)` as a Hillis-Steele scan: y *= y shifted by 1, 2, 4, ... (padded with 1)."""
    if x.dim() == 0:
        return NotImplemented
    y = x if dtype is None else aten._to_copy(x, dtype=dtype)
    dim, rank = dim % x.dim(), x.dim()
    length, shift = x.shape[dim], 1
    while shift < length:
        head = aten.slice(y, dim, 0, length - shift, 1)
        shifted = aten.constant_pad_nd(head, [0, 0] * (rank - dim - 1) + [shift, 0], 1.0)
        y = aten.mul(y, shifted)
        shift *= 2
    return y


def _cdist_forward(aten: Any, x1: Any, x2: Any, p: float, compute_mode: Any = None) -> Any:
    """`torch.cdist(x1, x2, p)` ([..., P, M], [..., R, M] -> [..., P, R]) from the pairwise differences."""
    diff = aten.sub(aten.unsqueeze(x1, -2), aten.unsqueeze(x2, -3))          # [..., P, R, M]
    if p == 0:
        return aten.sum(aten._to_copy(aten.ne(diff, 0), dtype=x1.dtype), [-1])
    a = aten.abs(diff)
    if p == 1:
        return aten.sum(a, [-1])
    if math.isinf(p):
        return aten.amax(a, [-1])
    if p == 2:
        return aten.sqrt(aten.sum(aten.mul(diff, diff), [-1]))
    return aten.pow(aten.sum(aten.pow(a, p), [-1]), 1.0 / p)


def _cdist_backward(aten: Any, grad: Any, x1: Any, x2: Any, p: float, dist: Any) -> Any:
    """dL/dx1 of `torch.cdist` (autograd calls it again with x1, x2 swapped for dL/dx2): torch's
    formulas, 0 where a distance is 0."""
    diff = aten.sub(aten.unsqueeze(x1, -2), aten.unsqueeze(x2, -3))          # [..., P, R, M]
    g = aten.unsqueeze(grad, -1)
    d = aten.unsqueeze(dist, -1)
    zero = aten.zeros_like(diff)
    if p == 0:
        return aten.sum(zero, [-2])
    if p == 1:
        term = aten.mul(aten.sign(diff), g)
    elif math.isinf(p):
        hit = aten.eq(aten.abs(diff), d)
        term = aten.where(hit, aten.mul(aten.sign(diff), g), zero)
    else:
        safe = aten.where(aten.eq(d, 0), aten.ones_like(d), d)
        if p == 2:
            term = aten.div(aten.mul(diff, g), safe)
        else:
            term = aten.div(aten.mul(aten.mul(aten.sign(diff), aten.pow(aten.abs(diff), p - 1)), g), aten.pow(safe, p - 1))
        term = aten.where(aten.eq(d, 0), zero, term)
    return aten.sum(term, [-2])


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


@dataclass(frozen=True)
class _PoolGeometry:
    """One pooling op's window per spatial axis, normalized (a length-1 list is every axis's; an empty
    stride is the kernel), with PyTorch's output size: out = ⌊(n + 2p - d(k-1) - 1 + c) / s⌋ + 1 with
    c = s - 1 under `ceil_mode`, less one where that last window would start past the input and its
    left padding ((out-1)·s ≥ n + p). `extra`: the right padding a floor-mode pool needs for that
    output size (nonzero only under `ceil_mode`)."""

    kernel: tuple[int, ...]
    stride: tuple[int, ...]
    padding: tuple[int, ...]
    dilation: tuple[int, ...]
    size: tuple[int, ...]
    out: tuple[int, ...]
    extra: tuple[int, ...]

    @staticmethod
    def of(x: Any, rank: int, kernel: Sequence[int], stride: Sequence[int], padding: Any, dilation: Any,
           ceil_mode: bool) -> _PoolGeometry:
        def axes(v: Any) -> tuple[int, ...]:
            v = [int(v)] if isinstance(v, int) else [int(e) for e in v]
            return tuple(v * rank) if len(v) == 1 else tuple(v)

        k, p, d = axes(kernel), axes(padding), axes(dilation)
        st = axes(stride) if len(stride) else k
        size = tuple(int(n) for n in x.shape[-rank:])
        out, extra = [], []
        for n, ki, si, pi, di in zip(size, k, st, p, d):
            o = (n + 2 * pi - di * (ki - 1) - 1 + (si - 1 if ceil_mode else 0)) // si + 1
            if ceil_mode and (o - 1) * si >= n + pi:
                o -= 1
            out.append(o)
            extra.append(max(0, (o - 1) * si + di * (ki - 1) + 1 - (n + 2 * pi)))
        return _PoolGeometry(k, st, p, d, size, tuple(out), tuple(extra))


def _right_pads(extra: Sequence[int], both: Sequence[int] | None = None) -> list[int]:
    """`constant_pad_nd`'s pad list (last axis first) for trailing axes padded by `both` on each side
    (default 0) and `extra` more on the right."""
    both = both if both is not None else [0] * len(extra)
    pads: list[int] = []
    for p, e in zip(reversed(both), reversed(extra)):
        pads += [p, p + e]
    return pads


def _max_pool(aten: Any, pool: Any, rank: int, x: Any, kernel: Sequence[int], stride: Sequence[int] = (),
              padding: Any = 0, dilation: Any = 1, ceil_mode: bool = False) -> Any:
    """max_pool{2,3}d_with_indices as a floor-mode pool with every argument explicit: torch-mlir lowers
    an omitted stride (`F.max_pool2d(x, 2)`) as stride 1 and ignores `ceil_mode` (wrong output
    shape). Under `ceil_mode` the input is padded on the right with -inf by `_PoolGeometry.extra`
    (never a window's max: every window overlaps the input) and the argmax indices, flat in the
    padded input, are mapped back to flat positions in x (what the backward reads). Left alone when
    nothing needs to change."""
    g = _PoolGeometry.of(x, rank, kernel, stride, padding, dilation, ceil_mode)
    if len(stride) and not ceil_mode:
        return NotImplemented
    args = (list(g.kernel), list(g.stride), list(g.padding), list(g.dilation), False)
    if not any(g.extra):
        return pool(x, *args)
    values, indices = pool(aten.constant_pad_nd(x, _right_pads(g.extra), float("-inf")), *args)
    padded = [n + e for n, e in zip(g.size, g.extra)]
    flat = None
    rest = indices
    for axis in range(rank):                       # the coordinate of each axis, re-flattened in x's sizes
        inner = math.prod(padded[axis + 1:])
        coord = aten.floor_divide(rest, inner) if inner > 1 else rest
        rest = aten.remainder(rest, inner) if inner > 1 else rest
        term = aten.mul(coord, math.prod(g.size[axis + 1:]))
        flat = term if flat is None else aten.add(flat, term)
    return values, flat


def _max_pool_by_offsets(aten: Any, rank: int, x: Any, kernel: Sequence[int], stride: Sequence[int] = (),
                         padding: Any = 0, dilation: Any = 1, ceil_mode: bool = False) -> tuple[Any, Any]:
    """max_pool{r}d_with_indices from strided slices and elementwise ops (torch-mlir lowers no 3-d one):
    x padded with -inf (p left, p + `_PoolGeometry.extra` right); for each window offset (i_1..i_r) in
    row-major order, the slice of the window elements at that offset; the max over offsets keeps the
    first offset reaching it (PyTorch's tie rule: a later element replaces the max only when greater),
    whose flat position in x, Σ_a (o_a·s_a - p_a + i_a·d_a)·Π_{b>a} n_b, is the index."""
    g = _PoolGeometry.of(x, rank, kernel, stride, padding, dilation, ceil_mode)
    lead = x.dim() - rank
    pads = _right_pads(g.extra, g.padding)
    padded = aten.constant_pad_nd(x, pads, float("-inf")) if any(pads) else x
    values = indices = None
    for offset in itertools.product(*(range(k) for k in g.kernel)):
        window, target = padded, None
        for a in range(rank):
            first = offset[a] * g.dilation[a]
            window = aten.slice(window, lead + a, first, first + (g.out[a] - 1) * g.stride[a] + 1, g.stride[a])
            pos = aten.add(aten.mul(aten.arange(g.out[a], dtype=_int64(), device=x.device), g.stride[a]),
                           first - g.padding[a])
            pos = aten.mul(aten.reshape(pos, [g.out[a] if b == a else 1 for b in range(rank)]),
                           math.prod(g.size[a + 1:]))
            target = pos if target is None else aten.add(target, pos)
        if values is None:
            values = window
            indices = aten.add(aten.zeros(list(window.shape), dtype=_int64(), device=x.device), target)
        else:
            greater = aten.gt(window, values)
            values = aten.where(greater, window, values)
            indices = aten.where(greater, target, indices)
    return values, indices


def _max_pool_backward(aten: Any, rank: int, grad_out: Any, x: Any, kernel: Sequence[int], stride: Sequence[int],
                       padding: Any, dilation: Any, ceil_mode: bool, indices: Any) -> Any:
    """dL/dx of y = max_pool{2,3}d(x) given the recorded argmax `indices` (flat in x's spatial
    positions): for each window offset (i_1..i_r), the outputs whose argmax sits at that offset —
    grad_out where indices equals Σ_a (o_a·s_a - p_a + i_a·d_a)·Π_{b>a} n_b — placed at those input
    positions (dilated by the stride, shifted by the offset; positions outside x, which `ceil_mode`
    windows reach, dropped). Only elementwise and spatial ops, so the batch stays a batch (PyTorch's
    own decomposition scatters into N·C merged rows, which a batch split cannot follow)."""
    g = _PoolGeometry.of(x, rank, kernel, stride, padding, dilation, False)
    batched = x.dim() == rank + 2
    if not batched:
        grad_out, x, indices = (aten.unsqueeze(t, 0) for t in (grad_out, x, indices))
    out = list(grad_out.shape[-rank:])
    total = None
    for offset in itertools.product(*(range(k) for k in g.kernel)):
        shift = [i * d - p for i, d, p in zip(offset, g.dilation, g.padding)]
        target = None
        for a in range(rank):
            pos = aten.add(aten.mul(aten.arange(out[a], dtype=indices.dtype, device=indices.device), g.stride[a]),
                           shift[a])
            pos = aten.mul(aten.reshape(pos, [out[a] if b == a else 1 for b in range(rank)]),
                           math.prod(g.size[a + 1:]))
            target = pos if target is None else aten.add(target, pos)
        part = aten.where(aten.eq(indices, target), grad_out, aten.zeros_like(grad_out))
        for a in range(rank):
            part = _place_strided(aten, part, 2 + a, g.stride[a], shift[a], g.size[a])
        total = part if total is None else aten.add(total, part)
    return total if batched else aten.squeeze(total, 0)


def _place_strided(aten: Any, v: Any, dim: int, stride: int, shift: int, size: int) -> Any:
    """Along `dim` of v: element o moved to position o·stride + shift of a length-`size` axis, zeros
    elsewhere (positions outside [0, size) dropped)."""
    rank = v.dim()
    if stride > 1:                          # a unit axis after `dim`, zero-padded to `stride`, merged into it
        shape = list(v.shape)
        gap = [0] * (2 * (rank - dim))
        gap[-1] = stride - 1
        v = aten.constant_pad_nd(aten.unsqueeze(v, dim + 1), gap, 0.0)
        v = aten.reshape(v, [*shape[:dim], shape[dim] * stride, *shape[dim + 1:]])
    if shift < 0:
        v = aten.slice(v, dim, -shift, v.shape[dim])
    end = 2 * (rank - 1 - dim)
    if shift > 0 or v.shape[dim] + max(shift, 0) < size:
        pads = [0] * (end + 2)
        pads[end] = max(shift, 0)
        pads[end + 1] = max(size - v.shape[dim] - max(shift, 0), 0)
        v = aten.constant_pad_nd(v, pads, 0.0)
    return aten.slice(v, dim, 0, size) if v.shape[dim] > size else v


def _avg_pool_divisors(aten: Any, g: _PoolGeometry, count_include_pad: bool, divisor_override: int | None,
                       dtype: Any, device: Any) -> Any:
    """PyTorch's divisor per output of avg_pool (shape `g.out`): `divisor_override` if given, else the
    window [o·s - p, min(o·s - p + k, n + p)) clipped to the padded input, or, without
    `count_include_pad`, to the input itself; the product over axes."""
    if divisor_override:
        return aten.full([], float(divisor_override), dtype=dtype, device=device)
    rank = len(g.out)
    grid = None
    for a in range(rank):
        start = aten.sub(aten.mul(aten.arange(g.out[a], dtype=dtype, device=device), g.stride[a]), g.padding[a])
        end = aten.minimum(aten.add(start, g.kernel[a]), aten.full([], g.size[a] + g.padding[a], dtype=dtype))
        if not count_include_pad:
            start = aten.maximum(start, aten.full([], 0, dtype=dtype))
            end = aten.minimum(end, aten.full([], g.size[a], dtype=dtype))
        count = aten.reshape(aten.sub(end, start), [g.out[a] if b == a else 1 for b in range(rank)])
        grid = count if grid is None else aten.mul(grid, count)
    return grid


def _avg_pool(aten: Any, pool: Any, rank: int, x: Any, kernel: Sequence[int], stride: Sequence[int] = (),
              padding: Any = 0, ceil_mode: bool = False, count_include_pad: bool = True,
              divisor_override: int | None = None) -> Any:
    """avg_pool{2,3}d with every argument explicit (torch-mlir lowers an omitted stride as 1). Under
    `ceil_mode` (ignored by torch-mlir) or with `divisor_override` (not lowered): the window sums
    (a floor-mode pool of x zero-padded on the right by `_PoolGeometry.extra`, times the kernel
    volume) divided by PyTorch's divisors (`_avg_pool_divisors`). Left alone when nothing needs to
    change."""
    g = _PoolGeometry.of(x, rank, kernel, stride, padding, 1, ceil_mode)
    if len(stride) and not ceil_mode and not divisor_override:
        return NotImplemented
    if not any(g.extra) and not divisor_override:
        return pool(x, list(g.kernel), list(g.stride), list(g.padding), False, count_include_pad, None)
    padded = aten.constant_pad_nd(x, _right_pads(g.extra), 0.0) if any(g.extra) else x
    sums = aten.mul(pool(padded, list(g.kernel), list(g.stride), list(g.padding), False, True, None),
                    float(math.prod(g.kernel)))
    return aten.div(sums, _avg_pool_divisors(aten, g, count_include_pad, divisor_override, x.dtype, x.device))


def _avg_pool_backward(aten: Any, rank: int, grad_out: Any, x: Any, kernel: Sequence[int], stride: Sequence[int],
                       padding: Any, ceil_mode: bool, count_include_pad: bool, divisor_override: int | None) -> Any:
    """dL/dx of y = avg_pool{2,3}d(x): each output's gradient divided by its divisor
    (`_avg_pool_divisors`), spread over its window by a depthwise transposed convolution with a ones
    kernel (stride s, padding p), cropped or zero-padded to x's size (windows `ceil_mode` adds reach
    past it)."""
    g = _PoolGeometry.of(x, rank, kernel, stride, padding, 1, False)
    batched = x.dim() == rank + 2
    grad = grad_out if batched else aten.unsqueeze(grad_out, 0)
    out = tuple(int(n) for n in grad.shape[-rank:])
    g = _PoolGeometry(g.kernel, g.stride, g.padding, g.dilation, g.size, out, g.extra)
    channels = grad.shape[1]
    grad = aten.div(grad, _avg_pool_divisors(aten, g, count_include_pad, divisor_override, grad.dtype, grad.device))
    ones = aten.full([channels, 1, *g.kernel], 1, dtype=grad.dtype, device=grad.device)
    gx = aten.convolution(grad, ones, None, list(g.stride), list(g.padding), [1] * rank, True, [0] * rank, channels)
    for a in range(rank):
        have, want = gx.shape[2 + a], g.size[a]
        if have > want:
            gx = aten.slice(gx, 2 + a, 0, want)
        elif have < want:
            pad = [0] * (2 * rank)
            pad[2 * (rank - 1 - a) + 1] = want - have
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
