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
