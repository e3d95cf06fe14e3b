"""tag.export.from_torch: PyTorch → StableHLO via torch-mlir, checked against torch eager on XLA."""
from __future__ import annotations

import sys

import numpy as np
import pytest

import torch  # the `torch` extra (torch, torch-mlir, transformers): scripts/bootstrap.sh always installs it
import torch_mlir  # noqa: F401

from tag.dialects.diagnostics import TagError  # noqa: E402
from tag.export import from_torch  # noqa: E402
from tag.runtime.xla import compile_module  # noqa: E402

RTOL = 2e-5


def _close(got: np.ndarray, want: np.ndarray, what: str) -> None:
    """Relative to the tensor's scale (some gradients, e.g. a softmax-invariant key bias, are ~0)."""
    scale = max(float(np.abs(want).max()), 1e-3)
    err = float(np.abs(np.asarray(got) - want).max())
    assert err <= RTOL * scale + 1e-7, f"{what}: max error {err:.3g} at scale {scale:.3g}"


def _main_arg_attrs(module) -> list[dict[str, str]]:
    from jax.extend.mlir import ir

    func = next(op for op in module.body.operations if op.operation.name == "func.func")
    arrays = ir.ArrayAttr(func.attributes["arg_attrs"])
    out = []
    for d in arrays:
        d = ir.DictAttr(d)
        out.append({d[i].name: ir.StringAttr(d[i].attr).value for i in range(len(d))})
    return out


class MLP(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc1 = torch.nn.Linear(8, 16)
        self.fc2 = torch.nn.Linear(16, 4)

    def forward(self, x):
        return self.fc2(torch.tanh(self.fc1(x)))


def _mse(out, y):
    return torch.nn.functional.mse_loss(out, y)


def test_mlp_training_step_matches_eager():
    torch.manual_seed(0)
    model = MLP()
    x, y = torch.randn(5, 8), torch.randn(5, 4)
    module = from_torch(model, (x,), loss_fn=_mse, targets=(y,))

    attrs = _main_arg_attrs(module)
    assert [a["tag.role"] for a in attrs] == ["batch", "batch"] + ["param"] * 4
    assert attrs[2]["jax.arg_info"] == "param['fc1.weight']"

    params = [p.detach().numpy() for p in model.parameters()]
    loss, *grads = compile_module(module).run(x.numpy(), y.numpy(), *params)
    ref = _mse(model(x), y)
    ref.backward()
    _close(loss, ref.detach().numpy(), "loss")
    assert len(grads) == 4
    for (name, p), g in zip(model.named_parameters(), grads):
        assert g.shape == tuple(p.shape)
        _close(g, p.grad.numpy(), f"grad {name}")


def test_mlp_forward_matches_eager_and_planner_reads_roles():
    from tag.analysis.graph import build_graph
    from tag.core.model import Role

    torch.manual_seed(1)
    model = MLP()
    x = torch.randn(3, 8)
    module = from_torch(model, x, training=False)
    params = [p.detach().numpy() for p in model.parameters()]
    (out,) = compile_module(module).run(x.numpy(), *params)
    _close(out, model(x).detach().numpy(), "forward")
    assert "dense_resource" not in str(module)

    step = from_torch(model, (x,), loss_fn=_mse, targets=(torch.randn(3, 4),))
    graph = build_graph(step)
    roles = [graph.nodes[i].role for i in range(6)]
    assert roles == [Role.BATCH, Role.BATCH] + [Role.PARAM] * 4


def test_hf_bert_forward_and_loss_match_eager():
    import transformers
    torch.manual_seed(0)
    cfg = transformers.BertConfig(hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                                  intermediate_size=37, vocab_size=99, max_position_embeddings=64,
                                  hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0,
                                  attn_implementation="eager")
    model = transformers.BertForMaskedLM(cfg).eval()
    ids = torch.randint(0, 99, (2, 8))
    labels = torch.randint(0, 99, (2, 8))

    step = from_torch(model, {"input_ids": ids, "labels": labels})
    params = [p.detach().numpy() for p in model.parameters()]  # tied decoder weight appears once
    loss, *grads = compile_module(step).run(ids.numpy(), labels.numpy(), *params)
    ref = model(input_ids=ids, labels=labels)
    ref.loss.backward()
    _close(loss, ref.loss.detach().numpy(), "loss")
    assert len(grads) == len(params)
    for (name, p), g in zip(model.named_parameters(), grads):
        _close(g, p.grad.numpy(), f"grad {name}")

    fwd = from_torch(model, {"input_ids": ids}, training=False)
    (logits,) = compile_module(fwd).run(ids.numpy(), *params)
    with torch.no_grad():
        _close(logits, model(input_ids=ids).logits.numpy(), "logits")


class _NonZero(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc = torch.nn.Linear(4, 4)

    def forward(self, x):
        return self.fc(x)[torch.nonzero(x > 0, as_tuple=True)].sum()


class _Inverse(torch.nn.Module):
    def forward(self, x):
        return torch.linalg.inv(x)


def test_errors_are_tag_errors():
    with pytest.raises(TagError, match="export one static module per shape"):
        from_torch(_NonZero(), torch.randn(3, 4))
    with pytest.raises(TagError, match=r"cannot lower torch\.aten\.linalg_inv"):
        from_torch(_Inverse(), torch.randn(3, 3), training=False)
    with pytest.raises(TagError, match="loss must be a scalar"):
        from_torch(MLP(), torch.randn(3, 8))
    with pytest.raises(TagError, match="plain function"):
        from_torch(lambda x: x * 2, torch.randn(3))
    with pytest.raises(TagError, match="not a torch.Tensor"):
        from_torch(MLP(), (np.zeros((3, 8), np.float32),), training=False)


def test_missing_torch_mlir_names_the_install_line(monkeypatch):
    monkeypatch.setitem(sys.modules, "torch_mlir.fx", None)  # import now raises ImportError
    with pytest.raises(TagError, match=r"pip install torch==2\.13\.0 torch-mlir"):
        from_torch(MLP(), torch.randn(3, 8), training=False)


# ------------------------------------------------------- backward ops torch-mlir cannot lower itself
nn = torch.nn
LAYERS = {
    "maxpool2d_k3_s2_p1": (lambda: nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.ReLU(), nn.MaxPool2d(3, 2, 1)), (3, 9, 9)),
    "maxpool2d_rect_dilated": (lambda: nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.MaxPool2d((2, 3), (2, 1), dilation=(1, 2))),
                               (3, 8, 9)),
    "maxpool1d": (lambda: nn.Sequential(nn.Conv1d(3, 4, 3, padding=1), nn.MaxPool1d(2)), (3, 10)),
    "conv1d_strided_dilated_grouped": (lambda: nn.Conv1d(4, 6, 3, stride=2, dilation=2, groups=2, padding=2), (4, 16)),
    "depthwise_conv2d": (lambda: nn.Sequential(nn.Conv2d(4, 4, 3, stride=2, padding=1, groups=4), nn.Conv2d(4, 6, 1)),
                         (4, 9, 9)),
    "conv_transpose2d_grouped": (lambda: nn.ConvTranspose2d(4, 6, 3, stride=2, padding=1, output_padding=1, groups=2),
                                 (4, 5, 5)),
    "conv_transpose1d": (lambda: nn.ConvTranspose1d(3, 5, 4, stride=3, padding=1), (3, 7)),
    "avgpool2d_no_pad_count": (lambda: nn.Sequential(nn.Conv2d(3, 4, 3, padding=1),
                                                     nn.AvgPool2d(3, 2, 1, count_include_pad=False)), (3, 7, 7)),
    "functional_pools_default_stride": (lambda: _FunctionalPools(), (3, 8, 8)),
    "group_norm": (lambda: nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.GroupNorm(4, 8), nn.SiLU()), (3, 6, 6)),
    "open_ended_slices": (lambda: _RotateHalf(), (5, 8)),
    "upsample_bilinear_sizes": (lambda: _Resample(mode="bilinear", size=(11, 13)), (3, 6, 7)),
    "upsample_bilinear_aligned": (lambda: _Resample(mode="bilinear", scale_factor=2, align_corners=True), (3, 5, 5)),
    "upsample_nearest_sizes": (lambda: _Resample(mode="nearest", size=(11, 13)), (3, 6, 7)),
    "adaptive_avg_pool_uneven": (lambda: nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.AdaptiveAvgPool2d((3, 4))),
                                 (3, 8, 7)),
    "replication_pad": (lambda: nn.Sequential(nn.Conv2d(3, 4, 3), nn.ReplicationPad2d((1, 2, 2, 0))), (3, 7, 7)),
    "lstm_gru": (lambda: _Recurrent(), (6, 8)),
    "maxpool2d_ceil_mode_padded": (lambda: nn.Sequential(nn.Conv2d(3, 4, 3), nn.MaxPool2d(3, 2, 1, ceil_mode=True)),
                                   (3, 10, 9)),
    "maxpool1d_ceil_mode": (lambda: nn.Sequential(nn.Conv1d(3, 4, 3), nn.MaxPool1d(2, ceil_mode=True)), (3, 10)),
    "avgpool2d_ceil_mode": (lambda: nn.Sequential(nn.Conv2d(3, 4, 3), nn.AvgPool2d(3, 2, ceil_mode=True)), (3, 10, 9)),
    "avgpool2d_ceil_no_pad_count": (lambda: nn.Sequential(nn.Conv2d(3, 4, 3), nn.AvgPool2d(
        3, 2, 1, ceil_mode=True, count_include_pad=False)), (3, 10, 9)),
    "avgpool2d_divisor_override": (lambda: nn.Sequential(nn.Conv2d(3, 4, 3), nn.AvgPool2d(2, divisor_override=3)),
                                   (3, 9, 9)),
    "maxpool3d_ceil_mode": (lambda: nn.Sequential(nn.Conv3d(2, 3, 3, padding=1), nn.MaxPool3d(3, 2, 1, ceil_mode=True)),
                            (2, 4, 6, 5)),
    "maxpool3d_ties": (lambda: _Ties(), (2, 4, 4, 4)),
    "avgpool3d": (lambda: nn.Sequential(nn.Conv3d(2, 3, 3), nn.AvgPool3d((1, 2, 2)), nn.AvgPool3d(2, 1, 1)),
                  (2, 5, 7, 7)),
    "channels_last_global_pool": (lambda: _ChannelsLastPool(), (3, 8, 8)),
    "upsample_trilinear": (lambda: _Resample(nn.Conv3d(2, 3, 3, padding=1), mode="trilinear", scale_factor=2), (2, 3, 4, 4)),
    "upsample_nearest3d_sizes": (lambda: _Resample(nn.Conv3d(2, 3, 3, padding=1), size=(5, 7, 6)), (2, 4, 4, 4)),
    "upsample_bicubic": (lambda: _Resample(mode="bicubic", scale_factor=2), (3, 4, 5)),
    "upsample_bicubic_aligned_sizes": (lambda: _Resample(mode="bicubic", size=(7, 9), align_corners=True), (3, 4, 5)),
    "upsample_linear1d": (lambda: _Resample(nn.Conv1d(2, 3, 3, padding=1), mode="linear", size=9), (2, 5)),
    "adaptive_avg_pool3d": (lambda: nn.Sequential(nn.Conv3d(2, 3, 3, padding=1), nn.AdaptiveAvgPool3d((2, 3, 4))),
                            (2, 4, 6, 7)),
    "replication_pad3d": (lambda: nn.Sequential(nn.Conv3d(2, 3, 3), nn.ReplicationPad3d((1, 2, 0, 1, 2, 1))),
                          (2, 4, 4, 5)),
    "tensor_unfold_frames": (lambda: _Frames(1, 4, 3), (3, 14)),       # windows overlap, tail dropped
    "tensor_unfold_patches": (lambda: _Frames(1, 2, 2, 2, 3, 2), (3, 7, 9)),
    "circular_pad": (lambda: nn.Sequential(nn.Conv2d(3, 4, 1), nn.Tanh(), nn.Conv2d(4, 2, 3, padding=(1, 2), padding_mode="circular")),
                     (3, 5, 6)),
    "reflection_pad1d": (lambda: nn.Sequential(nn.Conv1d(3, 4, 1), nn.ReflectionPad1d((3, 2)), nn.Conv1d(4, 2, 3)), (3, 6)),
    "strided_slices": (lambda: _Strided(), (5, 11)),
    "cumprod_with_zeros": (lambda: _Cumprod(), (4, 7)),
    "cdist_p2": (lambda: _CDist(2.0), (5, 6)),
    "cdist_p1": (lambda: _CDist(1.0), (5, 6)),
    "cdist_p1_5": (lambda: _CDist(1.5), (5, 6)),
    "cdist_inf": (lambda: _CDist(float("inf")), (5, 6)),
}


class _Frames(torch.nn.Module):
    """`Tensor.unfold` sliding windows (audio framing; `x.unfold(2, p, p).unfold(3, p, p)` patches),
    which torch-mlir lowers in neither direction, after a 1x1 convolution."""

    def __init__(self, *dims_sizes_steps) -> None:
        super().__init__()
        self.windows = [dims_sizes_steps[i:i + 3] for i in range(0, len(dims_sizes_steps), 3)]
        self.rank = 1 if len(self.windows) == 1 else 2
        self.conv = (nn.Conv1d if self.rank == 1 else nn.Conv2d)(3, 4, 1)

    def forward(self, x):
        h = self.conv(x)
        for dim, size, step in self.windows:
            h = h.unfold(dim + 1, size, step)
        return h * h


class _Cumprod(torch.nn.Module):
    """torch.cumprod over time of gates (exact zeros from relu, negative factors): torch-mlir lowers
    no cumprod."""

    def __init__(self) -> None:
        super().__init__()
        self.proj = nn.Linear(7, 7)

    def forward(self, x):
        h = self.proj(x)
        return torch.cumprod(torch.relu(h) - 0.1, -1) + torch.cumprod(torch.sigmoid(h), 1)


class _Strided(torch.nn.Module):
    """`x[..., ::2]`, `x[:, 1::3]`, `x[..., 1:-1:2]`: strided slices, whose backward torch-mlir cannot lower."""

    def __init__(self) -> None:
        super().__init__()
        self.proj = nn.Linear(11, 11)

    def forward(self, x):
        h = self.proj(x)
        return torch.cat([h[..., ::2], h[..., 1:-1:2]], -1)[:, 1::3] * h[:, ::3, :3].sum(-1, keepdim=True)


class _CDist(torch.nn.Module):
    """`torch.cdist` between the rows of one example (a zero diagonal: torch's gradient there is 0)
    and to learned prototypes; torch-mlir lowers neither `_cdist_forward` nor its backward."""

    def __init__(self, p: float) -> None:
        super().__init__()
        self.p, self.proj, self.proto = p, nn.Linear(6, 4), nn.Parameter(torch.randn(3, 4))

    def forward(self, x):
        z = self.proj(x)                                       # [N, 5, 4]
        return torch.cat([torch.cdist(z, z, p=self.p), torch.cdist(z, self.proto.expand(x.shape[0], -1, -1), p=self.p)], -1)


class _Ties(torch.nn.Module):
    """Integer-valued inputs times a per-position weight (ones): every 3-d pooling window holds ties,
    and the gradient of the weight shows which tied element PyTorch picked (the first)."""

    def __init__(self) -> None:
        super().__init__()
        self.w = nn.Parameter(torch.ones(2, 4, 4, 4))

    def forward(self, x):
        return torch.nn.functional.max_pool3d(torch.round(x) * self.w, 2)


class _ChannelsLastPool(torch.nn.Module):
    """A ConvNeXt-style LayerNorm over channels (permute to channels-last and back), then global
    average pooling: ATen restrides its result in place for the channels-last input."""

    def __init__(self) -> None:
        super().__init__()
        self.conv, self.norm, self.fc = nn.Conv2d(3, 4, 2, stride=2), nn.LayerNorm(4), nn.Linear(4, 5)

    def forward(self, x):
        y = self.norm(self.conv(x).permute(0, 2, 3, 1)).permute(0, 3, 1, 2)
        return self.fc(torch.flatten(nn.functional.adaptive_avg_pool2d(y, 1), 1))


class _Recurrent(torch.nn.Module):
    """nn.LSTM (2 layers) then nn.GRU, batch first: on CPU they trace to oneDNN's mkldnn_rnn_layer,
    which torch-mlir cannot lower, unless oneDNN is off while tracing."""

    def __init__(self) -> None:
        super().__init__()
        self.lstm = nn.LSTM(8, 16, num_layers=2, batch_first=True)
        self.gru = nn.GRU(16, 8, batch_first=True)

    def forward(self, x):
        return self.gru(self.lstm(x)[0])[0]


class _Resample(torch.nn.Module):
    """A convolution, then F.interpolate with the given options."""

    def __init__(self, conv=None, **options) -> None:
        super().__init__()
        self.conv, self.options = conv or nn.Conv2d(3, 4, 3, padding=1), options

    def forward(self, x):
        return torch.nn.functional.interpolate(self.conv(x), **self.options)


class _RotateHalf(torch.nn.Module):
    """Rotary-embedding style `cat([-x[..., h:], x[..., :h]])` and `x[:, 1:]`: open-ended slices trace
    with end = 2**63 - 1, on whose backward torch-mlir's pipeline aborted (std::bad_alloc)."""

    def __init__(self) -> None:
        super().__init__()
        self.proj = nn.Linear(8, 8)

    def forward(self, x):
        h = self.proj(x)
        rotated = torch.cat([-h[..., 4:], h[..., :4]], -1)
        return (h * rotated)[:, 1:] + h[:, -4:].mean(1, keepdim=True)


class _FunctionalPools(torch.nn.Module):
    """F.max_pool2d(x, 2) / F.avg_pool2d(x, 2): stride left to default (torch-mlir lowered it as 1)."""

    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, padding=1)

    def forward(self, x):
        return torch.nn.functional.avg_pool2d(torch.nn.functional.max_pool2d(self.conv(x), 2), 2)


@pytest.mark.parametrize("name", sorted(LAYERS))
def test_decompositions_match_torch_autograd(name):
    """Pooling, 1-d, grouped and transposed convolutions have backward ops torch-mlir cannot lower;
    `tag.torch_decompositions` writes them with ops it lowers: same loss and gradients as
    torch's autograd on XLA."""
    torch.manual_seed(0)
    build, shape = LAYERS[name]
    model = build()
    x = torch.randn(4, *shape)
    y = torch.randn(*model(x).shape)
    module = from_torch(model, (x,), loss_fn=_mse, targets=(y,))
    params = [p.detach().numpy() for p in model.parameters()]
    loss, *grads = compile_module(module).run(x.numpy(), y.numpy(), *params)
    _mse(model(x), y).backward()
    for (pname, p), g in zip(model.named_parameters(), grads):
        _close(g, p.grad.numpy(), f"{name} grad {pname}")


def test_batchnorm_running_statistics_are_carried_state():
    """BatchNorm in train mode updates its running statistics: they are state arguments
    (opt_state) whose updated values the step returns, paired for the runner to carry, equal to
    torch's after the same forward; the gradients are unchanged."""
    from tag.analysis.graph import build_graph

    torch.manual_seed(0)
    model = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(), nn.Flatten(),
                          nn.Linear(64, 5), nn.BatchNorm1d(5)).train()
    x, y = torch.randn(8, 3, 4, 4), torch.randn(8, 5)
    module = from_torch(model, (x,), loss_fn=_mse, targets=(y,))
    roles = [a["tag.role"] for a in _main_arg_attrs(module)]
    n_params, n_buffers = len(list(model.parameters())), len(list(model.buffers()))
    assert roles == ["batch"] * 2 + ["param"] * n_params + ["opt_state"] * n_buffers
    graph = build_graph(module)
    assert graph.carried == {2 + n_params + k: 1 + n_params + k for k in range(n_buffers)}

    before = [b.detach().clone().numpy() for b in model.buffers()]
    loss, *rest = compile_module(module).run(x.numpy(), y.numpy(), *[p.detach().numpy() for p in model.parameters()],
                                             *before)
    _mse(model(x), y).backward()
    for (pname, p), g in zip(model.named_parameters(), rest[:n_params]):
        _close(g, p.grad.numpy(), f"grad {pname}")
    for (bname, b), new, old in zip(model.named_buffers(), rest[n_params:], before):
        assert not np.array_equal(b.detach().numpy(), old), bname          # the forward did update it
        _close(new, b.detach().numpy(), f"buffer {bname}")


class _EmaTarget(torch.nn.Module):
    """BYOL / MoCo / mean-teacher: a target copy of a layer kept as buffers, updated in place under
    `torch.no_grad()` by an exponential moving average of the online weights, then read."""

    def __init__(self) -> None:
        super().__init__()
        self.online = nn.Linear(6, 4)
        self.register_buffer("target_w", torch.randn(4, 6))
        self.register_buffer("target_b", torch.zeros(4))

    def forward(self, x):
        with torch.no_grad():
            self.target_w.copy_(0.9 * self.target_w + 0.1 * self.online.weight)
            self.target_b.lerp_(self.online.bias, 0.1)
            t = torch.nn.functional.linear(x, self.target_w, self.target_b)
        return self.online(x), t


def test_buffers_updated_under_no_grad_are_carried_state():
    """torch.export wraps a `torch.no_grad()` region in a higher-order op whose body writes the
    buffers through its placeholders: they are still found as updated state (they were taken as
    constants, and the export was refused as a BatchNorm-style update to turn off)."""
    torch.manual_seed(0)
    model = _EmaTarget()
    x, y = torch.randn(8, 6), torch.randn(8, 4)
    def loss_fn(out, y):
        return _mse(out[0], y) + _mse(out[0], out[1])

    module = from_torch(model, (x,), loss_fn=loss_fn, targets=(y,))
    roles = [a["tag.role"] for a in _main_arg_attrs(module)]
    assert roles == ["batch"] * 2 + ["param"] * 2 + ["opt_state"] * 2
    # target_w's update reaches its own argument and the parameter online.weight equally near:
    # each buffer pairs with its own argument (by name), never a parameter with a buffer's value
    from tag.analysis.graph import build_graph
    graph = build_graph(module)
    assert graph.carried == {4: 3, 5: 4}
    assert [p.name for p in graph.params] == ["param['online.weight']", "param['online.bias']"]
    assert all(p.grad_node is not None for p in graph.params)
    before = [b.detach().clone().numpy() for b in model.buffers()]
    loss, *rest = compile_module(module).run(x.numpy(), y.numpy(), *[p.detach().numpy() for p in model.parameters()],
                                             *before)
    want = loss_fn(model(x), y)                 # one forward: one EMA update of the buffers
    want.backward()
    _close(np.asarray(loss), want.detach().numpy(), "loss")
    for (pname, p), g in zip(model.named_parameters(), rest[:2]):
        _close(g, p.grad.numpy(), f"grad {pname}")
    for (bname, b), new, old in zip(model.named_buffers(), rest[2:], before):
        assert not np.array_equal(b.detach().numpy(), old), bname
        _close(new, b.detach().numpy(), f"buffer {bname}")


@pytest.mark.parametrize("channels", [8, 6])
def test_reflection_pad1d_splits(channels):
    """1-d reflection padding ([B, C, L]): torch-mlir lowered its backward by per-element gathers
    over the batch (3-4 ops kept whole, whatever C; C == B as well); as matrices over L it splits."""
    from tag.analysis.graph import build_graph, flatten_module
    from tag.distribute.rebatch import whole_nodes

    torch.manual_seed(0)
    model = nn.Sequential(nn.Conv1d(4, channels, 1), nn.ReflectionPad1d(2), nn.Conv1d(channels, 2, 5))
    module = from_torch(model, (torch.randn(8, 4, 12),), loss_fn=_mse, targets=(torch.randn(8, 2, 12),))
    assert not whole_nodes(flatten_module(module), build_graph(module))


class _CausalDecoder(torch.nn.Module):
    """nn.TransformerDecoder with a causal tgt_mask and no tgt_is_causal hint (the common call)."""

    def __init__(self) -> None:
        super().__init__()
        self.dec = nn.TransformerDecoder(nn.TransformerDecoderLayer(8, 2, 16, 0.0, batch_first=True), 1)
        self.enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16, 0.0, batch_first=True), 1,
                                         enable_nested_tensor=False)

    def forward(self, tgt, memory):
        mask = nn.Transformer.generate_square_subsequent_mask(tgt.shape[1])
        return self.dec(tgt, self.enc(memory, mask=nn.Transformer.generate_square_subsequent_mask(memory.shape[1])),
                        tgt_mask=mask)


def test_transformer_masks_without_a_causal_hint_export_and_match_torch_autograd():
    """Without `is_causal`, nn.Transformer{Encoder,Decoder} test the mask with `bool(tensor)`, which
    stopped tracing (refused as a data-dependent shape); the mask is applied either way."""
    torch.manual_seed(0)
    model = _CausalDecoder()
    tgt, mem, y = torch.randn(4, 5, 8), torch.randn(4, 6, 8), torch.randn(4, 5, 8)
    module = from_torch(model, (tgt, mem), loss_fn=_mse, targets=(y,))
    loss, *grads = compile_module(module).run(tgt.numpy(), mem.numpy(), y.numpy(),
                                              *[p.detach().numpy() for p in model.parameters()])
    want = _mse(model(tgt, mem), y)
    want.backward()
    _close(np.asarray(loss), want.detach().numpy(), "loss")
    for (pname, p), g in zip(model.named_parameters(), grads):
        _close(g, p.grad.numpy(), f"grad {pname}")


def test_an_unlowerable_backward_is_named():
    """AdaptiveMaxPool2d's backward has no lowering (and no decomposition here): the error names it."""
    model = nn.Sequential(nn.Conv2d(2, 3, 3, padding=1), nn.AdaptiveMaxPool2d(2))
    with pytest.raises(TagError, match=r"cannot lower torch\.aten\.adaptive_max_pool2d_backward"):
        from_torch(model, (torch.randn(2, 2, 5, 5),), loss_fn=_mse, targets=(torch.randn(2, 3, 2, 2),))


def test_a_leftover_constant_names_the_suspect_ops():
    """When torch-mlir reports only an operand constant it left unlowered, the error names the step's
    ops in its backend contract (`_backend_ops`: backward ops first)."""
    from tag.export_torch import _import_error

    message = "failed to legalize operation 'torch.constant.int': %3 = torch.constant.int 2"
    error = _import_error(RuntimeError("Lowering failed"), "Net", [message],
                          ["torch.aten.foo_backward", "torch.aten.add.Tensor", "torch.aten.foo"])
    assert str(error).endswith("cannot export Net: torch-mlir cannot lower one of torch.aten.foo_backward, "
                               "torch.aten.add.Tensor, torch.aten.foo to StableHLO (it left their operand "
                               "torch.constant.int unlowered)")


def test_instance_norm_with_running_statistics_is_refused_with_the_reason():
    """Its running-statistics update cannot be captured (the composite op hides it): refused, never dropped."""
    model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.InstanceNorm2d(4, track_running_stats=True)).train()
    with pytest.raises(TagError, match="instance_norm updates running statistics"):
        from_torch(model, (torch.randn(2, 3, 6, 6),), loss_fn=_mse, targets=(torch.randn(2, 4, 4, 4),))


def test_unfold_straight_after_a_convolution_splits_and_agrees(tmp_path):
    """F.unfold is a gather at the row index (`iota * 1 + 0`, torch's arange); its backward scatters
    into zeros at that index. Read straight by the convolution's weight gradient and bias sum (no
    elementwise op that would batch it backwards), the scatter's result is batched forwards as
    row-indexed (`batch_completion._row_indexed_scatter_result_dim`): nothing runs whole, and split
    unevenly the step agrees with one device."""
    import torch.nn.functional as F

    from tag.analysis.graph import build_graph, flatten_module
    from tag.apply import check_program
    from tag.distribute.rebatch import whole_nodes
    from uneven_split import lower_uneven

    class PatchNet(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.conv = torch.nn.Conv2d(3, 4, 3, padding=1)
            self.head = torch.nn.Linear(36, 2)

        def forward(self, x):
            return self.head(F.unfold(self.conv(x), 3, stride=3).transpose(1, 2)).mean(1)

    torch.manual_seed(0)
    module = from_torch(PatchNet(), (torch.randn(8, 3, 9, 9),), targets=(torch.randint(0, 2, (8,)),),
                        loss_fn=F.cross_entropy)
    graph = build_graph(module)
    assert whole_nodes(flatten_module(module), graph) == {}
    program = lower_uneven(module, tmp_path, graph=graph)
    report = check_program(program, steps=1, module=module)
    assert report.agrees and not report.vacuous, report.summary()


def test_one_hot_with_a_class_count_traces_and_matches_torch_autograd():
    """F.one_hot(y, n) (in the forward and in the loss): ATen's one_hot checks 0 <= y < n with
    `.item()` on the traced labels and tracing failed as data-dependent; `from_torch` traces it as
    `y[..., None] == arange(n)`: same loss and gradients as torch's autograd on XLA."""
    torch.manual_seed(0)
    F = torch.nn.functional

    class Margin(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.fc = nn.Linear(6, 5)

        def forward(self, x, y):
            return self.fc(x) - 0.3 * F.one_hot(y, 5)

    def loss_fn(out, t):
        return F.cross_entropy(out, t) + (F.one_hot(t, num_classes=5).float() * out).mean()

    model = Margin()
    x, y, t = torch.randn(4, 6), torch.tensor([0, 4, 2, 2]), torch.tensor([1, 4, 0, 3])
    module = from_torch(model, (x, y), loss_fn=loss_fn, targets=(t,))
    params = [p.detach().numpy() for p in model.parameters()]
    loss, *grads = compile_module(module).run(x.numpy(), y.numpy(), t.numpy(), *params)
    want = loss_fn(model(x, y), t)
    want.backward()
    _close(loss, want.detach().numpy(), "loss")
    for (pname, p), g in zip(model.named_parameters(), grads):
        _close(g, p.grad.numpy(), f"grad {pname}")
