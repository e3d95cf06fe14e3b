"""Generate the export corpus: real training steps from model code, written as tests/exports/<name>.mlir.

    python tests/exports/generate.py [--only NAME[,NAME...]] [--large] [--list]

Every step is built from model code with random initialisation (nothing is downloaded: Hugging Face
models come from small configs) and exported through one of TAG's frontends:

- PyTorch via torch-mlir (`tag.export_torch.from_torch`): `main(*inputs, *targets, *params) ->
  (loss, *grads)`, a gradient-only step;
- Keras 3 on JAX (`tag.export_keras.from_keras`, the built-in `tag.models.keras_models` steps and
  keras-hub layers): `step(params, opt_state, batch) -> (params, opt_state, loss)`;
- Flax (linen and nnx) + optax through `tag.export.from_jax`: full update steps written the way JAX
  users write them (jit, value_and_grad, optax update), some with a dropout rng argument or bf16
  parameters with fp32 master weights.

The module text is written without debug locations, so error locations are lines of the file.
MANIFEST.json records per entry: name, frontend, model, loss, batch, optimizer, how it was
generated (this script and the case function), and any case a frontend cannot produce, with the
reason. `--large` writes larger variants (`<name>_large.mlir`, for `-m slow`-style experiments;
not committed). Sizes are kept small (< 300 KB per file) so the corpus runs in CI's budget.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

os.environ.setdefault("KERAS_BACKEND", "jax")
os.environ.setdefault("JAX_PLATFORMS", "cpu")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

BATCH = 8            # divides over the test topologies' 8 devices


@dataclass
class Entry:
    """One corpus entry as recorded in MANIFEST.json."""

    name: str
    frontend: str            # "torch-mlir" | "keras" | "flax-linen" | "flax-nnx" | "jax"
    model: str
    loss: str
    batch: int
    optimizer: str = "none (gradient-only step: loss + grads)"
    notes: str = ""
    generated_by: str = ""
    file: str = ""
    bytes: int = 0
    error: str = ""          # a case the frontend could not produce: why


@dataclass
class Case:
    entry: Entry
    build: Callable[[bool], Any]      # large -> ir.Module
    large_only: bool = False          # too big for the committed corpus: written with --large only


CASES: dict[str, Case] = {}


def case(name: str, frontend: str, model: str, loss: str, optimizer: str | None = None, notes: str = "",
         batch: int = BATCH, large_only: bool = False) -> Callable[[Callable[[bool], Any]], Callable[[bool], Any]]:
    def register(fn: Callable[[bool], Any]) -> Callable[[bool], Any]:
        entry = Entry(name, frontend, model, loss, batch, notes=notes,
                      generated_by=f"tests/exports/generate.py::{fn.__name__}")
        if optimizer is not None:
            entry.optimizer = optimizer
        CASES[name] = Case(entry, fn, large_only)
        return fn
    return register


# =============================================================================== PyTorch / torch-mlir
def _torch():
    import torch

    torch.manual_seed(0)
    return torch


def _ids(torch: Any, vocab: int, seq: int, batch: int = BATCH) -> Any:
    return torch.randint(1, vocab, (batch, seq))


def _hf_lm(model: Any, torch: Any, vocab: int, seq: int, *, seq2seq: bool = False) -> Any:
    from tag.export_torch import from_torch

    model.train(False)          # deterministic (dropout off); the loss still ignores -100 labels
    ids = _ids(torch, vocab, seq)
    labels = ids.clone()
    labels[:, :2] = -100
    inputs = {"input_ids": ids, "labels": labels}
    if seq2seq:
        inputs["decoder_input_ids"] = _ids(torch, vocab, seq)
    return from_torch(model, inputs)


@case("torch_bert_mlm", "torch-mlir", "HF BertForMaskedLM (2 layers, hidden 32)",
      "cross-entropy, ignore_index=-100 (HF labels)")
def torch_bert_mlm(large: bool) -> Any:
    torch = _torch()
    from transformers import BertConfig, BertForMaskedLM

    h = 64 if large else 32
    cfg = BertConfig(vocab_size=128, hidden_size=h, num_hidden_layers=2, num_attention_heads=2,
                     intermediate_size=2 * h, max_position_embeddings=32, attn_implementation="eager")
    return _hf_lm(BertForMaskedLM(cfg), torch, 128, 16)


@case("torch_bert_cls", "torch-mlir", "HF BertForSequenceClassification (1 layer, hidden 32)",
      "cross-entropy (HF labels, 3 classes)")
def torch_bert_cls(large: bool) -> Any:
    torch = _torch()
    from transformers import BertConfig, BertForSequenceClassification

    from tag.export_torch import from_torch

    cfg = BertConfig(vocab_size=128, hidden_size=32, num_hidden_layers=2 if large else 1, num_attention_heads=2,
                     intermediate_size=64, max_position_embeddings=32, num_labels=3, attn_implementation="eager")
    model = BertForSequenceClassification(cfg)
    model.train(False)
    return from_torch(model, {"input_ids": _ids(torch, 128, 16), "attention_mask": torch.ones(BATCH, 16, dtype=torch.long),
                              "labels": torch.randint(0, 3, (BATCH,))})


@case("torch_gpt2", "torch-mlir", "HF GPT2LMHeadModel (2 layers, n_embd 32)",
      "shifted causal-LM cross-entropy, ignore_index=-100")
def torch_gpt2(large: bool) -> Any:
    torch = _torch()
    from transformers import GPT2Config, GPT2LMHeadModel

    cfg = GPT2Config(vocab_size=128, n_positions=32, n_embd=64 if large else 32, n_layer=2, n_head=2,
                     attn_implementation="eager", use_cache=False, bos_token_id=0, eos_token_id=0)
    return _hf_lm(GPT2LMHeadModel(cfg), torch, 128, 16)


@case("torch_t5", "torch-mlir", "HF T5ForConditionalGeneration (1+1 layers, d_model 32)",
      "seq2seq cross-entropy, ignore_index=-100")
def torch_t5(large: bool) -> Any:
    torch = _torch()
    from transformers import T5Config, T5ForConditionalGeneration

    cfg = T5Config(vocab_size=128, d_model=32, d_kv=16, d_ff=64, num_layers=2 if large else 1,
                   num_decoder_layers=2 if large else 1, num_heads=2, decoder_start_token_id=0, use_cache=False,
                   attn_implementation="eager")
    return _hf_lm(T5ForConditionalGeneration(cfg), torch, 128, 12, seq2seq=True)


@case("torch_bart", "torch-mlir", "HF BartForConditionalGeneration (1+1 layers, d_model 32)",
      "seq2seq cross-entropy, ignore_index=-100")
def torch_bart(large: bool) -> Any:
    torch = _torch()
    from transformers import BartConfig, BartForConditionalGeneration

    cfg = BartConfig(vocab_size=128, d_model=32, encoder_layers=1, decoder_layers=1, encoder_attention_heads=2,
                     decoder_attention_heads=2, encoder_ffn_dim=64, decoder_ffn_dim=64, max_position_embeddings=32,
                     attn_implementation="eager")
    return _hf_lm(BartForConditionalGeneration(cfg), torch, 128, 12, seq2seq=True)


@case("torch_llama", "torch-mlir", "HF LlamaForCausalLM (2 layers, hidden 32, RoPE, RMSNorm)",
      "shifted causal-LM cross-entropy, ignore_index=-100",
      notes="rotary embeddings slice x[..., h:]: traced with end 2**63 - 1, on whose backward torch-mlir's "
            "pipeline aborted (std::bad_alloc); from_torch makes slice bounds explicit")
def torch_llama(large: bool) -> Any:
    torch = _torch()
    from transformers import LlamaConfig, LlamaForCausalLM

    cfg = LlamaConfig(vocab_size=128, hidden_size=64 if large else 32, intermediate_size=64, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=32, use_cache=False,
                      attn_implementation="eager")
    return _hf_lm(LlamaForCausalLM(cfg), torch, 128, 16)


@case("torch_llama_style", "torch-mlir",
      "Llama-style decoder written in torch (RMSNorm, rotary embeddings, SwiGLU, grouped-query attention)",
      "shifted causal-LM cross-entropy, ignore_index=-100",
      notes="the same architecture written out; its rotary embeddings' open-ended slices aborted torch-mlir's "
            "pipeline like torch_llama's (fixed in from_torch: explicit slice bounds)")
def torch_llama_style(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    F = torch.nn.functional
    from tag.export_torch import from_torch

    vocab, dim, heads, kv_heads, seq = 128, 64 if large else 32, 4, 2, 16
    hd = dim // heads

    class RMSNorm(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.weight = nn.Parameter(torch.ones(dim))

        def forward(self, x: Any) -> Any:
            return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight

    inv = 1.0 / (10000 ** (torch.arange(0, hd, 2).float() / hd))
    ang = torch.outer(torch.arange(seq).float(), inv)
    cos, sin = torch.cat([ang.cos()] * 2, -1), torch.cat([ang.sin()] * 2, -1)

    causal = torch.full((seq, seq), -1e9).triu(1)

    def rope(x: Any) -> Any:
        half = x.shape[-1] // 2
        rot = torch.cat([-x[..., half:], x[..., :half]], -1)
        return x * cos + rot * sin

    class Layer(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.n1, self.n2 = RMSNorm(), RMSNorm()
            self.q = nn.Linear(dim, dim, bias=False)
            self.kv = nn.Linear(dim, 2 * kv_heads * hd, bias=False)
            self.o = nn.Linear(dim, dim, bias=False)
            self.gate, self.up = nn.Linear(dim, 2 * dim, bias=False), nn.Linear(dim, 2 * dim, bias=False)
            self.down = nn.Linear(2 * dim, dim, bias=False)

        def forward(self, x: Any) -> Any:
            b, t, _ = x.shape
            h = self.n1(x)
            q = self.q(h).view(b, t, heads, hd).transpose(1, 2)
            k, v = self.kv(h).view(b, t, 2, kv_heads, hd).unbind(2)
            k, v = k.transpose(1, 2), v.transpose(1, 2)
            rep = heads // kv_heads
            k = k[:, :, None].expand(b, kv_heads, rep, t, hd).reshape(b, heads, t, hd)
            v = v[:, :, None].expand(b, kv_heads, rep, t, hd).reshape(b, heads, t, hd)
            q, k = rope(q), rope(k)
            s = q @ k.transpose(-1, -2) / hd ** 0.5
            s = s + causal
            a = (s.softmax(-1) @ v).transpose(1, 2).reshape(b, t, dim)
            x = x + self.o(a)
            h = self.n2(x)
            return x + self.down(F.silu(self.gate(h)) * self.up(h))

    class Decoder(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.emb = nn.Embedding(vocab, dim)
            self.layers = nn.ModuleList([Layer(), Layer()])
            self.norm = RMSNorm()
            self.head = nn.Linear(dim, vocab, bias=False)

        def forward(self, ids: Any) -> Any:
            x = self.emb(ids)
            for layer in self.layers:
                x = layer(x)
            return self.head(self.norm(x))

    def loss(logits: Any, labels: Any) -> Any:
        # shift the labels, not the logits: slicing a tensor that needs grad with a negative end
        # (logits[:, :-1]) aborts torch-mlir's StableHLO pipeline (std::bad_alloc)
        shifted = F.pad(labels[:, 1:], (0, 1), value=-100)
        return F.cross_entropy(logits.reshape(-1, vocab), shifted.reshape(-1), ignore_index=-100)

    ids = _ids(torch, vocab, seq)
    labels = ids.clone()
    labels[:, :2] = -100
    return from_torch(Decoder(), (ids,), targets=(labels,), loss_fn=loss)


@case("torch_vit", "torch-mlir", "HF ViTForImageClassification (16x16 images, patch 4, 1 layer)",
      "cross-entropy (HF labels, 5 classes)")
def torch_vit(large: bool) -> Any:
    torch = _torch()
    from transformers import ViTConfig, ViTForImageClassification

    from tag.export_torch import from_torch

    cfg = ViTConfig(image_size=16, patch_size=4, num_channels=3, hidden_size=32, num_hidden_layers=2 if large else 1,
                    num_attention_heads=2, intermediate_size=64, num_labels=5, attn_implementation="eager")
    model = ViTForImageClassification(cfg)
    model.train(False)
    return from_torch(model, {"pixel_values": torch.randn(BATCH, 3, 16, 16), "labels": torch.randint(0, 5, (BATCH,))})


def _frozen_bn(torch: Any) -> Any:
    """BatchNorm with fixed running statistics as plain arithmetic (torchvision's FrozenBatchNorm2d
    style): torch-mlir fails to lower nn.BatchNorm2d in eval mode (`tensor.cast` of the 0-sized
    saved mean), so eval-mode normalisation is written out; the affine weight and bias train."""
    nn = torch.nn

    class FrozenBatchNorm2d(nn.Module):
        def __init__(self, c: int) -> None:
            super().__init__()
            self.weight, self.bias = nn.Parameter(torch.ones(c)), nn.Parameter(torch.zeros(c))
            self.register_buffer("running_mean", 0.1 * torch.randn(c))
            self.register_buffer("running_var", 1.0 + 0.1 * torch.rand(c))

        def forward(self, x: Any) -> Any:
            scale = self.weight * torch.rsqrt(self.running_var + 1e-5)
            shift = self.bias - self.running_mean * scale
            return x * scale[None, :, None, None] + shift[None, :, None, None]

    return FrozenBatchNorm2d


def _resnet(torch: Any, width: int, classes: int, frozen: bool = False) -> Any:
    nn = torch.nn
    bn = _frozen_bn(torch) if frozen else nn.BatchNorm2d

    class Block(nn.Module):
        def __init__(self, cin: int, cout: int, stride: int) -> None:
            super().__init__()
            self.c1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
            self.b1 = bn(cout)
            self.c2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
            self.b2 = bn(cout)
            self.short = None if stride == 1 and cin == cout else nn.Sequential(
                nn.Conv2d(cin, cout, 1, stride, bias=False), bn(cout))

        def forward(self, x: Any) -> Any:
            y = torch.relu(self.b1(self.c1(x)))
            y = self.b2(self.c2(y))
            return torch.relu(y + (x if self.short is None else self.short(x)))

    class ResNet(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.stem = nn.Sequential(nn.Conv2d(3, width, 3, 1, 1, bias=False), bn(width), nn.ReLU())
            self.layers = nn.Sequential(Block(width, width, 1), Block(width, 2 * width, 2))
            self.head = nn.Linear(2 * width, classes)

        def forward(self, x: Any) -> Any:
            y = self.layers(self.stem(x))
            return self.head(torch.flatten(nn.functional.adaptive_avg_pool2d(y, 1), 1))

    return ResNet()


@case("torch_resnet_bn_eval", "torch-mlir", "ResNet-style CNN, frozen BatchNorm (running statistics)",
      "cross-entropy, ignore_index=-1",
      notes="nn.BatchNorm2d in eval mode does not lower in torch-mlir (tensor.cast of the 0-sized saved "
            "mean); FrozenBatchNorm2d writes the same normalisation out")
def torch_resnet_bn_eval(large: bool) -> Any:
    torch = _torch()
    from tag.export_torch import from_torch

    model = _resnet(torch, 16 if large else 8, 10, frozen=True)
    x, y = torch.randn(BATCH, 3, 16, 16), torch.randint(0, 10, (BATCH,))
    return from_torch(model, (x,), targets=(y,),
                      loss_fn=lambda out, t: torch.nn.functional.cross_entropy(out, t, ignore_index=-1))


@case("torch_resnet_bn_train", "torch-mlir", "ResNet-style CNN, BatchNorm in training mode (batch statistics)",
      "cross-entropy", notes="batch statistics reduce over the batch inside the forward pass")
def torch_resnet_bn_train(large: bool) -> Any:
    torch = _torch()
    from tag.export_torch import from_torch

    model = _resnet(torch, 16 if large else 8, 10)
    for m in model.modules():          # batch statistics without updating running stats (no mutation)
        if isinstance(m, torch.nn.BatchNorm2d):
            m.track_running_stats = False
            m.running_mean = m.running_var = None
    model.train(True)
    x, y = torch.randn(BATCH, 3, 16, 16), torch.randint(0, 10, (BATCH,))
    return from_torch(model, (x,), targets=(y,), loss_fn=lambda out, t: torch.nn.functional.cross_entropy(out, t))


def _mobilenet(torch: Any, large: bool, train_depthwise: bool) -> Any:
    nn = torch.nn
    from tag.export_torch import from_torch

    bn = _frozen_bn(torch)

    def dw(cin: int, cout: int, stride: int) -> Any:
        depthwise = nn.Conv2d(cin, cin, 3, stride, 1, groups=cin, bias=False)
        depthwise.weight.requires_grad_(train_depthwise)
        return nn.Sequential(depthwise, bn(cin), nn.ReLU6(), nn.Conv2d(cin, cout, 1, bias=False), bn(cout), nn.ReLU6())

    w = 16 if large else 8
    model = nn.Sequential(nn.Conv2d(3, w, 3, 2, 1, bias=False), bn(w), nn.ReLU6(),
                          dw(w, 2 * w, 1), dw(2 * w, 4 * w, 2), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
                          nn.Linear(4 * w, 10))
    x, y = torch.randn(BATCH, 3, 16, 16), torch.randint(0, 10, (BATCH,))
    return from_torch(model, (x,), targets=(y,),
                      loss_fn=lambda out, t: torch.nn.functional.cross_entropy(out, t, label_smoothing=0.1))


@case("torch_mobilenet", "torch-mlir", "MobileNet-style CNN (trainable depthwise-separable convs, frozen BatchNorm)",
      "cross-entropy with label smoothing 0.1",
      notes="torch-mlir's own lowering gives a grouped convolution's weight gradient the ungrouped kernel shape; "
            "from_torch decomposes it per kernel offset (tag.torch_decompositions)")
def torch_mobilenet(large: bool) -> Any:
    return _mobilenet(_torch(), large, True)


@case("torch_mobilenet_frozen_dw", "torch-mlir",
      "MobileNet-style CNN (frozen depthwise kernels, trainable pointwise convs, frozen BatchNorm, ReLU6)",
      "cross-entropy with label smoothing 0.1",
      notes="the depthwise kernels are frozen here (constants), the input gradients still flow through them")
def torch_mobilenet_frozen_dw(large: bool) -> Any:
    return _mobilenet(_torch(), large, False)


@case("torch_resnet_maxpool_bn_running", "torch-mlir",
      "ResNet-style CNN: strided stem, BatchNorm in train mode with running statistics, MaxPool2d(3, 2, 1), "
      "a residual block, global average pool", "cross-entropy",
      notes="the running statistics and batch counters are state carried from step to step (buffer['...'] "
            "arguments and results); MaxPool2d's backward decomposed per window offset")
def torch_resnet_maxpool_bn_running(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    from tag.export_torch import from_torch

    torch.manual_seed(0)
    w = 16 if large else 8

    class Block(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.body = nn.Sequential(nn.Conv2d(w, w, 3, padding=1, bias=False), nn.BatchNorm2d(w), nn.ReLU(),
                                      nn.Conv2d(w, w, 3, padding=1, bias=False), nn.BatchNorm2d(w))

        def forward(self, x: Any) -> Any:
            return torch.relu(x + self.body(x))

    model = nn.Sequential(nn.Conv2d(3, w, 5, stride=2, padding=2, bias=False), nn.BatchNorm2d(w), nn.ReLU(),
                          nn.MaxPool2d(3, 2, 1), Block(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(w, 10)).train()
    x, y = torch.randn(BATCH, 3, 16, 16), torch.randint(0, 10, (BATCH,))
    return from_torch(model, (x,), targets=(y,), loss_fn=lambda out, t: torch.nn.functional.cross_entropy(out, t))


@case("torch_unet_convtranspose", "torch-mlir",
      "small U-Net: Conv2d, GroupNorm, SiLU, MaxPool2d, ConvTranspose2d (stride 2), skip concatenation, AvgPool2d",
      "MSE (dense prediction)", notes="the transposed convolution's and the pools' backward ops are decomposed")
def torch_unet_convtranspose(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    F = torch.nn.functional
    from tag.export_torch import from_torch

    torch.manual_seed(0)
    w = 16 if large else 8

    class UNet(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.enc = nn.Sequential(nn.Conv2d(3, w, 3, padding=1), nn.GroupNorm(4, w), nn.SiLU())
            self.mid = nn.Sequential(nn.Conv2d(w, 2 * w, 3, padding=1), nn.SiLU())
            self.up = nn.ConvTranspose2d(2 * w, w, 2, stride=2)
            self.out = nn.Conv2d(2 * w, 2, 1)

        def forward(self, x: Any) -> Any:
            h = self.enc(x)
            u = self.up(self.mid(F.max_pool2d(h, 2)))
            return F.avg_pool2d(self.out(torch.cat([h, u], 1)), 2)

    x, t = torch.randn(BATCH, 3, 16, 16), torch.randn(BATCH, 2, 8, 8)
    return from_torch(UNet(), (x,), targets=(t,), loss_fn=F.mse_loss)


@case("torch_fpn_resample", "torch-mlir",
      "feature-pyramid head: ReplicationPad2d, bilinear and nearest upsampling, adaptive average pooling to 3x5",
      "MSE (dense prediction)",
      notes="torch-mlir lowers no bilinear upsampling and gathers per element for the others; from_torch writes "
            "each as one matrix per spatial axis, forward and backward")
def torch_fpn_resample(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    F = torch.nn.functional
    from tag.export_torch import from_torch

    torch.manual_seed(0)
    w = 16 if large else 8

    class Head(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.stem = nn.Sequential(nn.Conv2d(3, w, 3, stride=2), nn.ReLU(), nn.ReplicationPad2d(1))
            self.lateral = nn.Conv2d(w, w, 1)
            self.pool = nn.AdaptiveAvgPool2d((3, 5))
            self.out = nn.Conv2d(w, 2, 1)

        def forward(self, x: Any) -> Any:
            c = self.stem(x)
            fine = F.interpolate(c, scale_factor=2, mode="bilinear") + F.interpolate(self.lateral(c), scale_factor=2)
            return self.out(self.pool(fine))

    x, t = torch.randn(BATCH, 3, 16, 16), torch.randn(BATCH, 2, 3, 5)
    return from_torch(Head(), (x,), targets=(t,), loss_fn=F.mse_loss)


@case("torch_nn_lstm_gru", "torch-mlir", "nn.LSTM (2 layers) + nn.GRU sequence classifier, batch first",
      "cross-entropy on the last step", notes="traced with oneDNN off, so the layers unroll into cells over "
                                               "time (oneDNN's mkldnn_rnn_layer has no torch-mlir lowering); "
                                               "the unrolled cells run time-major: made batch-major by "
                                               "analysis.batch_major")
def torch_nn_lstm_gru(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    from tag.export_torch import from_torch

    torch.manual_seed(0)
    hidden = 32 if large else 16

    class Classifier(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.lstm = nn.LSTM(8, hidden, num_layers=2, batch_first=True)
            self.gru = nn.GRU(hidden, hidden, batch_first=True)
            self.head = nn.Linear(hidden, 5)

        def forward(self, x: Any) -> Any:
            return self.head(self.gru(self.lstm(x)[0])[0][:, -1])

    x, y = torch.randn(BATCH, 6, 8), torch.randint(0, 5, (BATCH,))
    return from_torch(Classifier(), (x,), targets=(y,), loss_fn=torch.nn.functional.cross_entropy)


@case("torch_text_cnn_tied", "torch-mlir",
      "token CNN: Embedding, depthwise-separable Conv1d (groups = channels), output projection tied to the embedding",
      "token cross-entropy", notes="1-d and grouped convolution weight gradients are decomposed")
def torch_text_cnn_tied(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    F = torch.nn.functional
    from tag.export_torch import from_torch

    torch.manual_seed(0)
    vocab, dim, seq = 40, (32 if large else 16), 12

    class TextCNN(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.emb = nn.Embedding(vocab, dim)
            self.depthwise = nn.Conv1d(dim, dim, 5, padding=2, groups=dim)
            self.pointwise = nn.Conv1d(dim, dim, 1)

        def forward(self, ids: Any) -> Any:
            h = self.emb(ids).transpose(1, 2)
            h = F.gelu(self.pointwise(self.depthwise(h))).transpose(1, 2)
            return h @ self.emb.weight.t()

    ids, y = torch.randint(0, vocab, (BATCH, seq)), torch.randint(0, vocab, (BATCH, seq))
    return from_torch(TextCNN(), (ids,), targets=(y,),
                      loss_fn=lambda out, t: F.cross_entropy(out.reshape(-1, vocab), t.reshape(-1)))


@case("torch_mlp_mse", "torch-mlir", "MLP regressor (LayerNorm, GELU)", "MSE")
def torch_mlp_mse(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    from tag.export_torch import from_torch

    h = 128 if large else 32
    model = nn.Sequential(nn.Linear(16, h), nn.LayerNorm(h), nn.GELU(), nn.Linear(h, h), nn.GELU(), nn.Linear(h, 4))
    return from_torch(model, (torch.randn(BATCH, 16),), targets=(torch.randn(BATCH, 4),),
                      loss_fn=lambda out, t: torch.nn.functional.mse_loss(out, t))


@case("torch_lstm_tagger", "torch-mlir", "Embedding + nn.LSTMCell unrolled over 8 steps, sequence tagger",
      "token cross-entropy, ignore_index=0",
      notes="written with nn.LSTMCell unrolled by hand (batch-major, so it splits); nn.LSTM itself: torch_nn_lstm_gru")
def torch_lstm_tagger(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    from tag.export_torch import from_torch

    class Tagger(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.emb = nn.Embedding(64, 16)
            self.cell = nn.LSTMCell(16, 16)
            self.out = nn.Linear(16, 5)

        def forward(self, ids: Any) -> Any:
            x = self.emb(ids)
            h = c = torch.zeros(ids.shape[0], 16)
            outs = []
            for t in range(ids.shape[1]):
                h, c = self.cell(x[:, t], (h, c))
                outs.append(h)
            return self.out(torch.stack(outs, 1))

    ids, tags = torch.randint(1, 64, (BATCH, 8)), torch.randint(0, 5, (BATCH, 8))
    return from_torch(Tagger(), (ids,), targets=(tags,),
                      loss_fn=lambda out, t: torch.nn.functional.cross_entropy(out.reshape(-1, 5), t.reshape(-1),
                                                                               ignore_index=0))


# ======================================= session 30: layers torch-mlir lowers poorly or not at all, written as users write them
@case("torch_nn_transformer_encoder", "torch-mlir",
      "nn.TransformerEncoder (2 pre-norm layers, batch first) + nn.MultiheadAttention with a key padding mask",
      "token cross-entropy with ignore_index", notes="both run time-major inside (rows merged as time x batch): "
                                                      "made batch-major by analysis.batch_major, nothing kept whole")
def torch_nn_transformer_encoder(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    from tag.export_torch import from_torch

    dim = 32 if large else 16

    class Tagger(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.emb = nn.Embedding(24, dim, padding_idx=0)
            layer = nn.TransformerEncoderLayer(dim, 2, 2 * dim, dropout=0.0, batch_first=True, norm_first=True)
            self.encoder = nn.TransformerEncoder(layer, 2, enable_nested_tensor=False)
            self.attn = nn.MultiheadAttention(dim, 2, batch_first=True)
            self.head = nn.Linear(dim, 5)

        def forward(self, tokens: Any) -> Any:
            h = self.encoder(self.emb(tokens))
            out, _ = self.attn(h, h, h, key_padding_mask=tokens == 0)
            return self.head(out)

    tokens = torch.randint(1, 24, (BATCH, 6))
    labels = torch.randint(0, 5, (BATCH, 6))
    labels[:, -1] = -1
    return from_torch(Tagger(), (tokens,), targets=(labels,),
                      loss_fn=lambda o, t: torch.nn.functional.cross_entropy(o.reshape(-1, 5), t.reshape(-1), ignore_index=-1))


@case("torch_time_major_lstm_attention", "torch-mlir",
      "time-major input [T, B, E] (PyTorch's default layout): nn.LSTM and nn.TransformerEncoderLayer with "
      "batch_first=False, last-step classifier", "cross-entropy",
      notes="the input carries the batch in dim 1 (analysis.batch_dims.batch_axis: a declared batch argument); "
            "its time x batch merges made batch-major by analysis.batch_major, nothing kept whole")
def torch_time_major_lstm_attention(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    from tag.export_torch import from_torch

    torch.manual_seed(0)
    dim = 32 if large else 16

    class Classifier(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.lstm = nn.LSTM(8, dim)
            self.encoder = nn.TransformerEncoderLayer(dim, 2, 2 * dim, dropout=0.0)
            self.head = nn.Linear(dim, 5)

        def forward(self, x: Any) -> Any:
            return self.head(self.encoder(self.lstm(x)[0])[-1])

    x, y = torch.randn(6, BATCH, 8), torch.randint(0, 5, (BATCH,))
    return from_torch(Classifier(), (x,), targets=(y,), loss_fn=torch.nn.functional.cross_entropy)


@case("torch_unfold_instance_norm", "torch-mlir",
      "Conv2d + InstanceNorm2d (affine) + F.unfold patches (im2col) + Linear over patches",
      "cross-entropy", notes="InstanceNorm runs as a BatchNorm over [1, B*C, H, W] with its affine parameters repeated "
                             "per row (batch merged as the outer factor); F.unfold is a gather at the row index "
                             "(iota * 1 + 0), its backward a scatter into zeros at that index; nothing kept whole")
def torch_unfold_instance_norm(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    F = torch.nn.functional
    from tag.export_torch import from_torch

    torch.manual_seed(0)
    ch = 8 if large else 4

    class PatchNet(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.conv = nn.Conv2d(3, ch, 3, padding=1)
            self.norm = nn.InstanceNorm2d(ch, affine=True)
            self.head = nn.Linear(ch * 9, 3)

        def forward(self, x: Any) -> Any:
            patches = F.unfold(torch.relu(self.norm(self.conv(x))), 3, stride=3)     # [B, C*9, L]
            return self.head(patches.transpose(1, 2)).mean(1)

    x, y = torch.randn(BATCH, 3, 9, 9), torch.randint(0, 3, (BATCH,))
    return from_torch(PatchNet(), (x,), targets=(y,), loss_fn=F.cross_entropy)


@case("torch_reflect_pad_conv", "torch-mlir", "Conv2d with padding_mode='reflect' (6x6 images padded to 8 = the batch)",
      "cross-entropy", notes="reflection padding is a gather whose batch row index and a padded spatial index are one shared "
                             "arange(8): its broadcast into the spatial dim runs whole (rebatch._fix_broadcast_in_dim), the "
                             "index arithmetic is recomputed per piece")
def torch_reflect_pad_conv(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    from tag.export_torch import from_torch

    torch.manual_seed(0)
    ch = 8 if large else 4
    model = nn.Sequential(nn.Conv2d(3, ch, 3, padding=1, padding_mode="reflect"), nn.ReLU(), nn.Flatten(),
                          nn.Linear(ch * 36, 3))
    x, y = torch.randn(BATCH, 3, 6, 6), torch.randint(0, 3, (BATCH,))
    return from_torch(model, (x,), targets=(y,), loss_fn=torch.nn.functional.cross_entropy)


@case("torch_convnext_squeezenet", "torch-mlir",
      "ConvNeXt block (channels-last LayerNorm by permute, 7x7 depthwise, layer scale, global pooling) + "
      "SqueezeNet Fire modules (MaxPool2d ceil_mode)", "cross-entropy with label smoothing",
      notes="global average pooling of a channels-last tensor restrides in place (as_strided_, which torch-mlir "
            "cannot lower) and ceil_mode pooling is ignored by torch-mlir: both rewritten while tracing "
            "(tag/torch_decompositions.py)")
def torch_convnext_squeezenet(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    from tag.export_torch import from_torch

    width = 16 if large else 8

    class Fire(nn.Module):
        def __init__(self, c: int) -> None:
            super().__init__()
            self.squeeze, self.e1, self.e3 = nn.Conv2d(c, c // 2, 1), nn.Conv2d(c // 2, c // 2, 1), nn.Conv2d(c // 2, c // 2, 3, padding=1)

        def forward(self, x: Any) -> Any:
            s = torch.relu(self.squeeze(x))
            return torch.cat([torch.relu(self.e1(s)), torch.relu(self.e3(s))], 1)

    class Block(nn.Module):
        def __init__(self, c: int) -> None:
            super().__init__()
            self.dw, self.norm = nn.Conv2d(c, c, 7, padding=3, groups=c), nn.LayerNorm(c, eps=1e-6)
            self.pw1, self.pw2 = nn.Linear(c, 4 * c), nn.Linear(4 * c, c)
            self.gamma = nn.Parameter(torch.full((c,), 0.1))

        def forward(self, x: Any) -> Any:
            y = self.pw2(torch.nn.functional.gelu(self.pw1(self.norm(self.dw(x).permute(0, 2, 3, 1))))) * self.gamma
            return x + y.permute(0, 3, 1, 2)

    class Net(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.stem = nn.Conv2d(3, width, 3, stride=2)
            self.pool = nn.MaxPool2d(3, 2, ceil_mode=True)
            self.fire, self.block = Fire(width), Block(width)
            self.head = nn.Linear(width, 4)

        def forward(self, x: Any) -> Any:
            y = self.block(self.fire(self.pool(torch.relu(self.stem(x)))))
            return self.head(torch.flatten(nn.functional.adaptive_avg_pool2d(y, 1), 1))

    x, y = torch.randn(BATCH, 3, 19, 19), torch.randint(0, 4, (BATCH,))
    return from_torch(Net(), (x,), targets=(y,),
                      loss_fn=lambda o, t: torch.nn.functional.cross_entropy(o, t, label_smoothing=0.1))


@case("torch_video_conv3d", "torch-mlir",
      "3-D CNN (Conv3d, BatchNorm3d in training mode, MaxPool3d ceil_mode, AvgPool3d, trilinear upsampling skip)",
      "cross-entropy", notes="torch-mlir lowers no 3-d pooling (forward or backward) nor trilinear upsampling: "
                             "decomposed while tracing (tag/torch_decompositions.py)")
def torch_video_conv3d(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    from tag.export_torch import from_torch

    width = 8 if large else 4

    class Net(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.conv1 = nn.Sequential(nn.Conv3d(2, width, 3, padding=1), nn.BatchNorm3d(width), nn.ReLU())
            self.pool = nn.MaxPool3d(2, ceil_mode=True)
            self.conv2 = nn.Conv3d(width, width, 3, padding=1)
            self.avg = nn.AvgPool3d((1, 2, 2))
            self.head = nn.Linear(width, 3)

        def forward(self, x: Any) -> Any:
            y = self.conv1(x)
            z = self.conv2(self.pool(y))
            z = z + nn.functional.interpolate(self.avg(z), size=z.shape[2:], mode="trilinear")
            return self.head(z.mean((2, 3, 4)))

    x, y = torch.randn(BATCH, 2, 3, 7, 7), torch.randint(0, 3, (BATCH,))
    return from_torch(Net().train(), (x,), targets=(y,), loss_fn=torch.nn.functional.cross_entropy)


@case("torch_swin_window", "torch-mlir", "Swin-style block: shifted windows (torch.roll), window attention with a "
      "relative position bias table, MLP", "cross-entropy")
def torch_swin_window(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    from tag.export_torch import from_torch

    dim, ws = (16, 2) if large else (8, 2)

    class Block(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.embed, self.norm = nn.Conv2d(3, dim, 2, stride=2), nn.LayerNorm(dim)
            self.qkv, self.proj = nn.Linear(dim, 3 * dim), nn.Linear(dim, dim)
            self.bias = nn.Parameter(0.02 * torch.randn((2 * ws - 1) ** 2, 2))
            grid = torch.stack(torch.meshgrid(torch.arange(ws), torch.arange(ws), indexing="ij")).flatten(1)
            rel = (grid[:, :, None] - grid[:, None, :]).permute(1, 2, 0) + ws - 1
            self.register_buffer("index", rel[..., 0] * (2 * ws - 1) + rel[..., 1])
            self.mlp, self.head = nn.Sequential(nn.LayerNorm(dim), nn.Linear(dim, 2 * dim), nn.GELU(),
                                                nn.Linear(2 * dim, dim)), nn.Linear(dim, 4)

        def forward(self, x: Any) -> Any:
            h = self.embed(x).permute(0, 2, 3, 1)
            b, hh, ww, c = h.shape
            s = torch.roll(self.norm(h), shifts=(-1, -1), dims=(1, 2))
            win = s.view(b, hh // ws, ws, ww // ws, ws, c).permute(0, 1, 3, 2, 4, 5).reshape(-1, ws * ws, c)
            q, k, v = self.qkv(win).reshape(win.shape[0], ws * ws, 3, 2, c // 2).permute(2, 0, 3, 1, 4)
            bias = self.bias[self.index.view(-1)].view(ws * ws, ws * ws, 2).permute(2, 0, 1)
            att = ((q @ k.transpose(-2, -1)) * (c // 2) ** -0.5 + bias).softmax(-1) @ v
            o = self.proj(att.transpose(1, 2).reshape(-1, ws * ws, c))
            o = o.view(b, hh // ws, ww // ws, ws, ws, c).permute(0, 1, 3, 2, 4, 5).reshape(b, hh, ww, c)
            h = h + torch.roll(o, shifts=(1, 1), dims=(1, 2))
            h = h + self.mlp(h)
            return self.head(h.mean((1, 2)))

    x, y = torch.randn(BATCH, 3, 8, 8), torch.randint(0, 4, (BATCH,))
    return from_torch(Block(), (x,), targets=(y,), loss_fn=torch.nn.functional.cross_entropy)


# ====================================================================================== Keras 3
def _keras_builtin(name: str, large: bool) -> Any:
    from tag.models import keras_models

    step = keras_models.build_train_step(name, batch_size=BATCH, small=not large, initialize=False,
                                         optimizer="sgd", learning_rate=0.01)
    return keras_models.export_train_step(step)


@case("keras_mobilenetv2", "keras", "built-in mobilenetv2 (keras.applications, small: alpha 0.35, 32x32)",
      "sparse categorical cross-entropy", optimizer="optax.sgd(0.01)", large_only=True,
      notes="634 KB even at the small config (53 layers): written with --large only")
def keras_mobilenetv2(large: bool) -> Any:
    return _keras_builtin("mobilenetv2", large)


@case("keras_resnet101", "keras", "built-in resnet101 (keras.applications, small: one block per stage)",
      "sparse categorical cross-entropy", optimizer="optax.sgd(0.01)")
def keras_resnet101(large: bool) -> Any:
    return _keras_builtin("resnet101", large)


@case("keras_bert", "keras", "built-in bert (keras_hub BertBackbone, small: 2 layers, hidden 32)",
      "sparse categorical cross-entropy", optimizer="optax.sgd(0.01)")
def keras_bert(large: bool) -> Any:
    return _keras_builtin("bert", large)


@case("keras_transformer", "keras", "built-in transformer (keras_hub TransformerEncoder/Decoder, small)",
      "token cross-entropy", optimizer="optax.sgd(0.01)")
def keras_transformer(large: bool) -> Any:
    return _keras_builtin("transformer", large)


def _keras_export(model: Any, batch: Any, optimizer: str = "adam", loss: Any = "auto") -> Any:
    from tag.export_keras import from_keras

    return from_keras(model, batch, optimizer, loss=loss, learning_rate=1e-3)


@case("keras_cnn_dropout", "keras", "Sequential CNN (Conv2D, BatchNormalization, Dropout, MaxPooling2D)",
      "sparse categorical cross-entropy (softmax output)", optimizer="adam",
      notes="Dropout active in the training step: Keras draws its mask from a seed generator state")
def keras_cnn_dropout(large: bool) -> Any:
    import keras
    import numpy as np

    keras.utils.set_random_seed(0)
    model = keras.Sequential([
        keras.Input((16, 16, 3)),
        keras.layers.Conv2D(8, 3, padding="same", activation="relu"),
        keras.layers.BatchNormalization(),
        keras.layers.MaxPooling2D(),
        keras.layers.Conv2D(16, 3, padding="same", activation="relu"),
        keras.layers.GlobalAveragePooling2D(),
        keras.layers.Dropout(0.2),
        keras.layers.Dense(10, activation="softmax"),
    ], name="cnn_dropout")
    batch = (np.zeros((BATCH, 16, 16, 3), np.float32), np.zeros((BATCH,), np.int32))
    return _keras_export(model, batch)


@case("keras_functional_mlp", "keras", "functional two-input MLP (Concatenate, LayerNormalization)",
      "mean squared error", optimizer="sgd")
def keras_functional_mlp(large: bool) -> Any:
    import keras
    import numpy as np

    keras.utils.set_random_seed(0)
    a, b = keras.Input((12,), name="a"), keras.Input((4,), name="b")
    h = keras.layers.Concatenate()([keras.layers.Dense(32, activation="gelu")(a), b])
    h = keras.layers.LayerNormalization()(h)
    out = keras.layers.Dense(3)(keras.layers.Dense(32, activation="relu")(h))
    model = keras.Model([a, b], out, name="two_input_mlp")
    batch = {"a": np.zeros((BATCH, 12), np.float32), "b": np.zeros((BATCH, 4), np.float32),
             "labels": np.zeros((BATCH, 3), np.float32)}
    return _keras_export(model, batch, "sgd")


@case("keras_lstm", "keras", "Embedding + LSTM classifier", "sparse categorical cross-entropy", optimizer="adam",
      notes="the LSTM is a while loop over time steps carrying batch-shaped state (unrolled when "
            "flattened: every step splits)")
def keras_lstm(large: bool) -> Any:
    import keras
    import numpy as np

    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((8,), dtype="int32"), keras.layers.Embedding(64, 16),
                              keras.layers.LSTM(16), keras.layers.Dense(4)], name="lstm_classifier")
    batch = (np.zeros((BATCH, 8), np.int32), np.zeros((BATCH,), np.int32))
    return _keras_export(model, batch)


@case("keras_hub_gpt2_layers", "keras", "keras-hub TokenAndPositionEmbedding + TransformerDecoder (causal LM)",
      "token cross-entropy", optimizer="adam")
def keras_hub_gpt2_layers(large: bool) -> Any:
    import keras
    import keras_hub
    import numpy as np

    keras.utils.set_random_seed(0)
    ids = keras.Input((16,), dtype="int32")
    h = keras_hub.layers.TokenAndPositionEmbedding(128, 16, 32)(ids)
    h = keras_hub.layers.TransformerDecoder(64, 2, dropout=0.0)(h)
    out = keras.layers.Dense(128)(h)
    model = keras.Model(ids, out, name="hub_decoder_lm")
    batch = (np.zeros((BATCH, 16), np.int32), np.zeros((BATCH, 16), np.int32))
    return _keras_export(model, batch)


# ========================================================================================= Flax
def _from_jax(fn: Any, *args: Any) -> Any:
    from tag.export import from_jax

    return from_jax(fn, *args)


@case("flax_linen_mlp_adam", "flax-linen", "linen MLP classifier", "optax softmax cross-entropy (integer labels)",
      optimizer="optax.adam(1e-3)")
def flax_linen_mlp_adam(large: bool) -> Any:
    import flax.linen as nn
    import jax
    import jax.numpy as jnp
    import optax

    class MLP(nn.Module):
        @nn.compact
        def __call__(self, x):
            x = nn.relu(nn.Dense(64 if large else 32)(x))
            return nn.Dense(10)(x)

    model, tx = MLP(), optax.adam(1e-3)
    x, y = jnp.zeros((BATCH, 20)), jnp.zeros((BATCH,), jnp.int32)
    params = model.init(jax.random.key(0), x)["params"]
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            logits = model.apply({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return _from_jax(train_step, params, opt_state, x, y)


@case("flax_linen_cnn_dropout", "flax-linen", "linen CNN with Dropout (rng argument) and BatchNorm (batch_stats)",
      "optax softmax cross-entropy (integer labels)", optimizer="optax.sgd(0.05, momentum=0.9)",
      notes="dropout masks drawn from a PRNG key argument over batch-shaped values")
def flax_linen_cnn_dropout(large: bool) -> Any:
    import flax.linen as nn
    import jax
    import jax.numpy as jnp
    import optax

    class CNN(nn.Module):
        @nn.compact
        def __call__(self, x, train: bool):
            x = nn.Conv(8, (3, 3))(x)
            x = nn.BatchNorm(use_running_average=not train)(x)
            x = nn.relu(x)
            x = nn.avg_pool(x, (2, 2), (2, 2))
            x = x.reshape((x.shape[0], -1))
            x = nn.Dropout(0.25, deterministic=not train)(x)
            return nn.Dense(10)(x)

    model, tx = CNN(), optax.sgd(0.05, momentum=0.9)
    x, y = jnp.zeros((BATCH, 8, 8, 3)), jnp.zeros((BATCH,), jnp.int32)
    variables = model.init(jax.random.key(0), x, train=False)
    params, stats = variables["params"], variables["batch_stats"]
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, batch_stats, opt_state, x, y, rng):
        def loss_fn(p):
            logits, new = model.apply({"params": p, "batch_stats": batch_stats}, x, train=True,
                                      rngs={"dropout": rng}, mutable=["batch_stats"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), new["batch_stats"]

        (loss, new_stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), new_stats, opt_state, loss

    return _from_jax(train_step, params, stats, opt_state, x, y, jax.random.key_data(jax.random.key(1)))


@case("flax_linen_transformer_adamw", "flax-linen", "linen causal transformer LM (embedding, 1 block, tied head)",
      "optax softmax cross-entropy with a padding mask", optimizer="optax.chain(clip_by_global_norm(1), adamw(1e-3))")
def flax_linen_transformer_adamw(large: bool) -> Any:
    import flax.linen as nn
    import jax
    import jax.numpy as jnp
    import optax

    vocab, seq, dim = 64, 12, 32

    class LM(nn.Module):
        @nn.compact
        def __call__(self, ids):
            emb = nn.Embed(vocab, dim)
            h = emb(ids) + self.param("pos", nn.initializers.normal(0.02), (seq, dim))[: ids.shape[1]]
            mask = nn.make_causal_mask(ids)
            for _ in range(2 if large else 1):
                a = nn.LayerNorm()(h)
                h = h + nn.MultiHeadDotProductAttention(num_heads=2)(a, a, mask=mask)
                a = nn.LayerNorm()(h)
                h = h + nn.Dense(dim)(nn.gelu(nn.Dense(2 * dim)(a)))
            return emb.attend(nn.LayerNorm()(h))

    model = LM()
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(1e-3))
    ids = jnp.ones((BATCH, seq), jnp.int32)
    params = model.init(jax.random.key(0), ids)["params"]
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, ids):
        def loss_fn(p):
            logits = model.apply({"params": p}, ids[:, :-1])
            targets = ids[:, 1:]
            mask = (targets != 0).astype(jnp.float32)
            ce = optax.softmax_cross_entropy_with_integer_labels(logits, targets)
            return (ce * mask).sum() / jnp.maximum(mask.sum(), 1.0)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return _from_jax(train_step, params, opt_state, ids)


@case("flax_linen_llama", "flax-linen", "linen Llama-style decoder (RMSNorm, RoPE, SwiGLU, causal attention, untied head)",
      "optax softmax cross-entropy (next token)", optimizer="optax.adamw(3e-4)",
      notes="the Llama-style decoder of torch_llama / torch_llama_style, written in Flax")
def flax_linen_llama(large: bool) -> Any:
    import flax.linen as nn
    import jax
    import jax.numpy as jnp
    import optax

    vocab, seq, dim, heads = 64, 12, 32, 4
    head_dim = dim // heads

    class RMSNorm(nn.Module):
        @nn.compact
        def __call__(self, x):
            w = self.param("weight", nn.initializers.ones, (x.shape[-1],))
            return x * jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + 1e-6) * w

    def rope(x):                                 # x: [batch, seq, heads, head_dim]
        half = head_dim // 2
        freq = 1.0 / (10000.0 ** (jnp.arange(half) / half))
        angle = jnp.arange(x.shape[1])[:, None] * freq[None, :]
        cos, sin = jnp.cos(angle)[None, :, None, :], jnp.sin(angle)[None, :, None, :]
        a, b = x[..., :half], x[..., half:]
        return jnp.concatenate([a * cos - b * sin, a * sin + b * cos], axis=-1)

    class Block(nn.Module):
        @nn.compact
        def __call__(self, h):
            b, t, _ = h.shape
            a = RMSNorm()(h)
            q, k, v = (nn.Dense(dim, use_bias=False)(a).reshape(b, t, heads, head_dim) for _ in range(3))
            q, k = rope(q), rope(k)
            scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(head_dim)
            causal = jnp.tril(jnp.ones((t, t), bool))
            weights = jax.nn.softmax(jnp.where(causal, scores, -1e9), axis=-1)
            out = jnp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(b, t, dim)
            h = h + nn.Dense(dim, use_bias=False)(out)
            a = RMSNorm()(h)
            gate, up = nn.Dense(2 * dim, use_bias=False)(a), nn.Dense(2 * dim, use_bias=False)(a)
            return h + nn.Dense(dim, use_bias=False)(nn.silu(gate) * up)

    class Llama(nn.Module):
        @nn.compact
        def __call__(self, ids):
            h = nn.Embed(vocab, dim)(ids)
            for _ in range(2 if large else 1):
                h = Block()(h)
            return nn.Dense(vocab, use_bias=False)(RMSNorm()(h))

    model, tx = Llama(), optax.adamw(3e-4)
    ids = jnp.ones((BATCH, seq), jnp.int32)
    params = model.init(jax.random.key(0), ids)["params"]
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, ids):
        def loss_fn(p):
            logits = model.apply({"params": p}, ids[:, :-1])
            return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return _from_jax(train_step, params, opt_state, ids)


@case("flax_nnx_mlp_bf16", "flax-nnx", "nnx MLP with bf16 parameters and fp32 master weights",
      "MSE in fp32", optimizer="optax.adam(1e-3) on fp32 master weights",
      notes="mixed precision: the forward/backward pass runs on bf16 casts of fp32 master weights")
def flax_nnx_mlp_bf16(large: bool) -> Any:
    import jax
    import jax.numpy as jnp
    import optax
    from flax import nnx

    class MLP(nnx.Module):
        def __init__(self, rngs: nnx.Rngs) -> None:
            h = 64 if large else 32
            self.l1 = nnx.Linear(16, h, rngs=rngs, param_dtype=jnp.bfloat16, dtype=jnp.bfloat16)
            self.l2 = nnx.Linear(h, 4, rngs=rngs, param_dtype=jnp.bfloat16, dtype=jnp.bfloat16)

        def __call__(self, x):
            return self.l2(nnx.gelu(self.l1(x)))

    model = MLP(nnx.Rngs(0))
    graphdef, bf16_params = nnx.split(model, nnx.Param)
    master = jax.tree.map(lambda p: p.astype(jnp.float32), bf16_params)
    tx = optax.adam(1e-3)
    opt_state = tx.init(master)

    @jax.jit
    def train_step(master, opt_state, x, y):
        def loss_fn(m):
            half = jax.tree.map(lambda p: p.astype(jnp.bfloat16), m)
            out = nnx.merge(graphdef, half)(x.astype(jnp.bfloat16))
            return jnp.mean((out.astype(jnp.float32) - y) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(master)
        updates, opt_state = tx.update(grads, opt_state, master)
        return optax.apply_updates(master, updates), opt_state, loss

    return _from_jax(train_step, master, opt_state, jnp.zeros((BATCH, 16)), jnp.zeros((BATCH, 4)))


@case("flax_nnx_cnn_dropout", "flax-nnx", "nnx CNN with Dropout (key argument) and LayerNorm",
      "optax softmax cross-entropy (integer labels)", optimizer="optax.adam(1e-3) via nnx split/merge",
      notes="the dropout key is a step argument; the mask is drawn over batch-shaped activations")
def flax_nnx_cnn_dropout(large: bool) -> Any:
    import jax
    import jax.numpy as jnp
    import optax
    from flax import nnx

    class CNN(nnx.Module):
        def __init__(self, rngs: nnx.Rngs) -> None:
            self.conv = nnx.Conv(3, 8, (3, 3), rngs=rngs)
            self.norm = nnx.LayerNorm(8, rngs=rngs)
            self.drop = nnx.Dropout(0.2)
            self.head = nnx.Linear(8 * 8 * 8, 10, rngs=rngs)

        def __call__(self, x, key):
            x = nnx.relu(self.norm(self.conv(x)))
            return self.head(self.drop(x.reshape((x.shape[0], -1)), rngs=nnx.Rngs(dropout=key)))

    model = CNN(nnx.Rngs(0))
    graphdef, params = nnx.split(model, nnx.Param)
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, x, y, key):
        def loss_fn(p):
            logits = nnx.merge(graphdef, p)(x, key)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return _from_jax(train_step, params, opt_state, jnp.zeros((BATCH, 8, 8, 3)), jnp.zeros((BATCH,), jnp.int32),
                     jax.random.key_data(jax.random.key(1)))


@case("jax_embedding_take_along", "jax", "plain JAX embedding bag + softmax regression (take_along_axis loss)",
      "log-softmax picked with take_along_axis", optimizer="SGD written by hand (tree.map)")
def jax_embedding_take_along(large: bool) -> Any:
    import jax
    import jax.numpy as jnp
    import numpy as np

    rng = np.random.default_rng(0)
    params = {"table": rng.normal(0, 0.1, (64, 16)).astype(np.float32),
              "w": rng.normal(0, 0.1, (16, 6)).astype(np.float32)}

    def train_step(params, ids, y):
        def loss_fn(p):
            h = p["table"][ids].mean(axis=1)
            logp = jax.nn.log_softmax(h @ p["w"])
            return -jnp.take_along_axis(logp, y[:, None], axis=1).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads), loss

    return _from_jax(train_step, params, np.zeros((BATCH, 5), np.int32), np.zeros((BATCH,), np.int32))


# ============================================ patterns beyond the first corpus (written as users write them)
@case("torch_argmax_metric", "torch-mlir", "MLP whose loss adds a detached argmax-accuracy term",
      "cross-entropy + 0 * accuracy (argmax == labels, detached)")
def torch_argmax_metric(large: bool) -> Any:
    """argmax lowers to a variadic reduce over (logits, iota of class indices)."""
    torch = _torch()
    nn = torch.nn
    F = torch.nn.functional
    from tag.export_torch import from_torch

    model = nn.Sequential(nn.Linear(12, 64 if large else 32), nn.ReLU(), nn.Linear(64 if large else 32, 4))

    def loss(out: Any, y: Any) -> Any:
        accuracy = (out.argmax(-1) == y).float().mean().detach()
        return F.cross_entropy(out, y) + 0.0 * accuracy

    return from_torch(model, (torch.randn(BATCH, 12),), targets=(torch.randint(0, 4, (BATCH,)),), loss_fn=loss)


@case("torch_mha_masked_loss", "torch-mlir",
      "token tagger: Embedding(padding_idx) + nn.MultiheadAttention(key_padding_mask) + masked_fill",
      "per-token cross-entropy (ignore_index, label smoothing, reduction='none') averaged over a mask",
      notes="nn.MultiheadAttention runs time-major and merges (T, B) into T*B rows with the batch as the "
            "inner factor: those ops are kept whole (a row split is derived only when the batch is the "
            "outer factor)")
def torch_mha_masked_loss(large: bool) -> Any:
    torch = _torch()
    nn = torch.nn
    F = torch.nn.functional
    from tag.export_torch import from_torch

    dim, classes = 32 if large else 16, 6

    class Tagger(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.emb = nn.Embedding(50, dim, padding_idx=0)
            self.mha = nn.MultiheadAttention(dim, 2, batch_first=True)
            self.out = nn.Linear(dim, classes)

        def forward(self, ids: Any) -> Any:
            x = self.emb(ids)
            a, _ = self.mha(x, x, x, key_padding_mask=ids == 0, need_weights=False)
            x = (x + a).masked_fill((ids == 0).unsqueeze(-1), 0.0)
            return self.out(torch.relu(x))

    ids = torch.randint(1, 50, (BATCH, 8))
    ids[:, 6:] = 0
    tags = torch.randint(0, classes, (BATCH, 8))
    tags[:, 6:] = -100

    def loss(out: Any, t: Any, ids: Any) -> Any:
        ce = F.cross_entropy(out.reshape(-1, classes), t.reshape(-1), ignore_index=-100, label_smoothing=0.1,
                             reduction="none")
        mask = (ids.reshape(-1) != 0).float()
        return (ce * mask).sum() / mask.sum()

    return from_torch(Tagger().eval(), (ids,), targets=(tags, ids), loss_fn=loss)


@case("flax_linen_scan_layers", "flax-linen", "linen nn.scan over 2 remat'd residual blocks (LayerNorm, GELU)",
      "MSE", optimizer="optax.sgd(0.01, momentum=0.9)",
      notes="nn.scan over layers is a while loop carrying the batch-shaped activations (unrolled when "
            "flattened: every layer splits)")
def flax_linen_scan_layers(large: bool) -> Any:
    import flax.linen as nn
    import jax
    import jax.numpy as jnp
    import optax

    class Block(nn.Module):
        @nn.compact
        def __call__(self, h, _):
            return h + nn.Dense(h.shape[-1])(nn.gelu(nn.LayerNorm()(h))), None

    class Model(nn.Module):
        @nn.compact
        def __call__(self, x):
            h = nn.Dense(32 if large else 16)(x)
            stack = nn.scan(nn.remat(Block), variable_axes={"params": 0}, split_rngs={"params": True},
                            length=4 if large else 2)
            h, _ = stack()(h, None)
            return nn.Dense(2)(h)

    model, tx = Model(), optax.sgd(0.01, momentum=0.9)
    x = jnp.zeros((BATCH, 8))
    params = model.init(jax.random.key(0), x)["params"]
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return _from_jax(train_step, params, opt_state, x, jnp.zeros((BATCH, 2)))


@case("flax_nnx_bn_remat", "flax-nnx", "nnx MLP with BatchNorm (batch statistics), loss under jax.checkpoint",
      "optax softmax cross-entropy (integer labels)",
      optimizer="optax.chain(clip_by_global_norm(1), adamw(warmup_cosine_decay_schedule))")
def flax_nnx_bn_remat(large: bool) -> Any:
    import jax
    import jax.numpy as jnp
    import optax
    from flax import nnx

    class MLP(nnx.Module):
        def __init__(self, rngs: nnx.Rngs) -> None:
            h = 64 if large else 32
            self.l1 = nnx.Linear(16, h, rngs=rngs)
            self.bn = nnx.BatchNorm(h, rngs=rngs)
            self.l2 = nnx.Linear(h, 5, rngs=rngs)

        def __call__(self, x):
            return self.l2(nnx.relu(self.bn(self.l1(x))))

    model = MLP(nnx.Rngs(0))
    model.train()
    graphdef, params, stats = nnx.split(model, nnx.Param, nnx.BatchStat)
    tx = optax.chain(optax.clip_by_global_norm(1.0),
                     optax.adamw(optax.warmup_cosine_decay_schedule(0.0, 1e-3, 10, 100)))
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, stats, opt_state, x, y):
        @jax.checkpoint
        def loss_fn(p, st):
            m = nnx.merge(graphdef, p, st)
            logits = m(x)
            _, _, new_stats = nnx.split(m, nnx.Param, nnx.BatchStat)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), new_stats

        (loss, new_stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, stats)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), new_stats, opt_state, loss

    return _from_jax(train_step, params, stats, opt_state, jnp.zeros((BATCH, 16)), jnp.zeros((BATCH,), jnp.int32))


@case("jax_vmap_weighted_metrics", "jax",
      "vmap'd per-example loss: embedding, jax.nn.dot_product_attention (causal), mean pool",
      "per-example cross-entropy weighted by a per-example weight argument; accuracy count returned",
      optimizer="optax.adam(1e-3)")
def jax_vmap_weighted_metrics(large: bool) -> Any:
    import jax
    import jax.numpy as jnp
    import numpy as np
    import optax

    rng = np.random.default_rng(0)
    dim = 32 if large else 16
    params = {"emb": rng.normal(0, .1, (40, dim)).astype(np.float32),
              "qkv": rng.normal(0, .1, (dim, 3 * dim)).astype(np.float32),
              "out": rng.normal(0, .1, (dim, 3)).astype(np.float32)}
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)

    def example_loss(p, ids, y):
        q, k, v = jnp.split(p["emb"][ids] @ p["qkv"], 3, -1)
        heads = [t.reshape(1, -1, 2, dim // 2) for t in (q, k, v)]
        logits = jax.nn.dot_product_attention(*heads, is_causal=True).reshape(-1, dim).mean(0) @ p["out"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, y), jnp.argmax(logits) == y

    @jax.jit
    def train_step(p, opt_state, ids, y, weight):
        def loss_fn(p):
            losses, correct = jax.vmap(example_loss, (None, 0, 0))(p, ids, y)
            return (losses * weight).sum() / weight.sum(), correct.sum()

        (loss, correct), grads = jax.value_and_grad(loss_fn, has_aux=True)(p)
        updates, opt_state = tx.update(grads, opt_state, p)
        return optax.apply_updates(p, updates), opt_state, loss, correct

    return _from_jax(train_step, params, opt_state, np.zeros((BATCH, 6), np.int32), np.zeros((BATCH,), np.int32),
                     np.ones((BATCH,), np.float32))


@case("keras_gru_conv1d", "keras", "Embedding + Conv1D + GRU sequence classifier", "sparse categorical cross-entropy",
      optimizer="adam", notes="the GRU is a while loop over time steps (unrolled when flattened: every "
                              "step splits)")
def keras_gru_conv1d(large: bool) -> Any:
    import keras
    import numpy as np

    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((10,), dtype="int32"), keras.layers.Embedding(50, 16),
                              keras.layers.Conv1D(16, 3, padding="same", activation="relu"),
                              keras.layers.GRU(32 if large else 16), keras.layers.Dense(3)], name="gru_conv1d")
    return _keras_export(model, (np.zeros((BATCH, 10), np.int32), np.zeros((BATCH,), np.int32)))


# ================================================ held-out-style steps (session 29: written as users write them)
@case("jax_fft_mixer", "jax", "FFT token mixer (rfft over the sequence, complex weights, irfft)", "MSE",
      optimizer="SGD (tree_map)", notes="complex values: an FFT over non-batch dims splits along the batch; "
                                         "the complex partial sums synchronise like real ones")
def jax_fft_mixer(large: bool) -> Any:
    import jax
    import jax.numpy as jnp
    import numpy as np

    rng = np.random.default_rng(0)
    seq, ch = (64, 16) if large else (32, 8)
    params = {"wr": rng.normal(0, .1, (seq // 2 + 1, ch)).astype(np.float32),
              "wi": rng.normal(0, .1, (seq // 2 + 1, ch)).astype(np.float32),
              "out": rng.normal(0, .1, (ch, 3)).astype(np.float32)}

    def loss_fn(p, x, y):
        mixed = jnp.fft.irfft(jnp.fft.rfft(x, axis=1) * (p["wr"] + 1j * p["wi"]), n=seq, axis=1)
        return ((mixed.mean(1) @ p["out"] - y) ** 2).mean()

    @jax.jit
    def train_step(p, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(p, x, y)
        return jax.tree.map(lambda a, g: a - 0.1 * g, p, grads), loss

    return _from_jax(train_step, params, np.zeros((BATCH, seq, ch), np.float32), np.zeros((BATCH, 3), np.float32))


@case("jax_moe_topk", "jax", "mixture of experts: top-2 routing (lax.top_k), one-hot dispatch, einsum experts",
      "softmax cross-entropy (integer labels)", optimizer="optax.adam(1e-3)")
def jax_moe_topk(large: bool) -> Any:
    import jax
    import jax.numpy as jnp
    import numpy as np
    import optax

    rng = np.random.default_rng(0)
    experts, dim, hidden = (8, 32, 64) if large else (4, 16, 32)
    params = {"gate": rng.normal(0, .1, (dim, experts)).astype(np.float32),
              "w1": rng.normal(0, .1, (experts, dim, hidden)).astype(np.float32),
              "w2": rng.normal(0, .1, (experts, hidden, dim)).astype(np.float32),
              "head": rng.normal(0, .1, (dim, 5)).astype(np.float32)}
    tx = optax.adam(1e-3)

    def loss_fn(p, x, y):
        weights, chosen = jax.lax.top_k(x @ p["gate"], 2)
        dispatch = (jax.nn.one_hot(chosen, experts) * jax.nn.softmax(weights, -1)[..., None]).sum(1)
        h = jax.nn.gelu(jnp.einsum("bd,edh->beh", x, p["w1"]))
        out = (jnp.einsum("beh,ehd->bed", h, p["w2"]) * dispatch[..., None]).sum(1)
        return optax.softmax_cross_entropy_with_integer_labels(out @ p["head"], y).mean()

    @jax.jit
    def train_step(p, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(p, x, y)
        updates, opt_state = tx.update(grads, opt_state, p)
        return optax.apply_updates(p, updates), opt_state, loss

    return _from_jax(train_step, params, tx.init(params), np.zeros((BATCH, dim), np.float32),
                     np.zeros((BATCH,), np.int32))


@case("jax_microbatch_accum_clip", "jax", "MLP, gradients accumulated over 4 micro-batches (lax.scan)",
      "softmax cross-entropy (integer labels)",
      optimizer="optax.chain(clip_by_global_norm(1.0), adamw(warmup_cosine_decay_schedule))",
      notes="the batch reshaped into (micro-batch, rows): not the outer factor, so that reshape and the "
            "loop are lowered whole; the global-norm clip reads every gradient")
def jax_microbatch_accum_clip(large: bool) -> Any:
    import jax
    import jax.numpy as jnp
    import numpy as np
    import optax

    rng = np.random.default_rng(0)
    dim, hidden, micro = 16, (64 if large else 32), 4
    params = {"w1": rng.normal(0, .1, (dim, hidden)).astype(np.float32), "b1": np.zeros(hidden, np.float32),
              "w2": rng.normal(0, .1, (hidden, 4)).astype(np.float32)}
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(optax.warmup_cosine_decay_schedule(0., 1e-3, 10, 100)))

    def loss_fn(p, x, y):
        logits = jax.nn.relu(x @ p["w1"] + p["b1"]) @ p["w2"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    @jax.jit
    def train_step(p, opt_state, x, y):
        def accumulate(total, xy):
            loss, grads = jax.value_and_grad(loss_fn)(p, *xy)
            return jax.tree.map(jnp.add, total, (loss, grads)), None

        zero = (jnp.zeros(()), jax.tree.map(jnp.zeros_like, p))
        batches = (x.reshape(micro, -1, dim), y.reshape(micro, -1))
        (loss, grads), _ = jax.lax.scan(accumulate, zero, batches)
        updates, opt_state = tx.update(jax.tree.map(lambda g: g / micro, grads), opt_state, p)
        return optax.apply_updates(p, updates), opt_state, loss / micro

    return _from_jax(train_step, params, tx.init(params), np.zeros((BATCH, dim), np.float32),
                     np.zeros((BATCH,), np.int32))


@case("flax_linen_unet_groupnorm", "flax-linen", "small U-Net: conv, GroupNorm, max-pool, transposed conv, skip, avg-pool",
      "MSE (dense prediction)", optimizer="optax.sgd(0.1, momentum=0.9)")
def flax_linen_unet_groupnorm(large: bool) -> Any:
    import flax.linen as nn
    import jax
    import jax.numpy as jnp
    import numpy as np
    import optax

    width = 16 if large else 8

    class UNet(nn.Module):
        @nn.compact
        def __call__(self, x):
            h = nn.relu(nn.GroupNorm(num_groups=4)(nn.Conv(width, (3, 3))(x)))
            down = nn.relu(nn.Conv(2 * width, (3, 3))(nn.max_pool(h, (2, 2), (2, 2))))
            up = nn.ConvTranspose(width, (2, 2), strides=(2, 2))(down)
            return nn.Conv(2, (1, 1))(nn.avg_pool(jnp.concatenate([h, up], -1), (2, 2), (2, 2)))

    model = UNet()
    x = np.random.default_rng(0).normal(size=(BATCH, 16, 16, 3)).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), x)
    tx = optax.sgd(0.1, momentum=0.9)

    @jax.jit
    def train_step(p, opt_state, x, target):
        loss, grads = jax.value_and_grad(lambda q: ((model.apply(q, x) - target) ** 2).mean())(p)
        updates, opt_state = tx.update(grads, opt_state, p)
        return optax.apply_updates(p, updates), opt_state, loss

    return _from_jax(train_step, params, tx.init(params), x, np.zeros((BATCH, 8, 8, 2), np.float32))


@case("jax_remat_causal_attn_lion", "jax", "causal attention block under jax.checkpoint (dots saveable policy), "
      "3-class head", "softmax cross-entropy (integer labels, 3 classes)", optimizer="optax.lion(1e-4)",
      notes="labels index 3 classes: a check must draw them in [0, 3) (meta.index_bounds)")
def jax_remat_causal_attn_lion(large: bool) -> Any:
    from functools import partial

    import jax
    import jax.numpy as jnp
    import numpy as np
    import optax

    rng = np.random.default_rng(0)
    seq, dim, heads = 8, (32 if large else 16), 2
    params = {"qkv": rng.normal(0, .1, (dim, 3 * dim)).astype(np.float32),
              "o": rng.normal(0, .1, (dim, dim)).astype(np.float32),
              "head": rng.normal(0, .1, (dim, 3)).astype(np.float32)}
    tx = optax.lion(1e-4)

    @partial(jax.checkpoint, policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable)
    def block(p, x):
        split = [t.reshape(x.shape[0], seq, heads, dim // heads) for t in jnp.split(x @ p["qkv"], 3, -1)]
        return x + jax.nn.dot_product_attention(*split, is_causal=True).reshape(x.shape) @ p["o"]

    def loss_fn(p, x, y):
        return optax.softmax_cross_entropy_with_integer_labels(block(p, x).mean(1) @ p["head"], y).mean()

    @jax.jit
    def train_step(p, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(p, x, y)
        updates, opt_state = tx.update(grads, opt_state, p)
        return optax.apply_updates(p, updates), opt_state, loss

    return _from_jax(train_step, params, tx.init(params), np.zeros((BATCH, seq, dim), np.float32),
                     np.zeros((BATCH,), np.int32))


# ======================================= session 30: held-out-style steps that crashed, failed or split wrongly
@case("jax_clip_contrastive", "jax", "CLIP-style two-tower contrastive step: batch x batch logits, labels arange(B), "
      "learnable temperature, plus a max-over-batch metric and a sharding constraint",
      "symmetric softmax cross-entropy", optimizer="optax.adamw(1e-3)",
      notes="the row index addresses the other tower's rows (the diagonal): that gather and its scatter run "
            "whole; the max over the batch runs whole; the sharding constraint is dropped (identity)")
def jax_clip_contrastive(large: bool) -> Any:
    import jax
    import jax.numpy as jnp
    import numpy as np
    import optax
    from jax.sharding import Mesh, NamedSharding, PartitionSpec

    rng = np.random.default_rng(0)
    rows = NamedSharding(Mesh(np.array(jax.devices()[:1]), ("data",)), PartitionSpec("data", None))
    dim, emb = (32, 16) if large else (12, 8)
    params = {"img": rng.normal(0, .2, (dim, emb)).astype(np.float32),
              "txt": rng.normal(0, .2, (dim, emb)).astype(np.float32), "log_t": np.float32(0.5)}
    tx = optax.adamw(1e-3)

    def loss_fn(p, a, b):
        za = jax.lax.with_sharding_constraint(a @ p["img"], rows)
        za = za / jnp.linalg.norm(za, axis=-1, keepdims=True)
        zb = b @ p["txt"]
        zb = zb / jnp.linalg.norm(zb, axis=-1, keepdims=True)
        logits = za @ zb.T * jnp.exp(p["log_t"])
        labels = jnp.arange(a.shape[0])
        ce = optax.softmax_cross_entropy_with_integer_labels
        return (ce(logits, labels).mean() + ce(logits.T, labels).mean()) / 2, jnp.max(jnp.diagonal(logits))

    @jax.jit
    def train_step(p, opt_state, a, b):
        (loss, best), grads = jax.value_and_grad(loss_fn, has_aux=True)(p, a, b)
        updates, opt_state = tx.update(grads, opt_state, p)
        return optax.apply_updates(p, updates), opt_state, loss, best

    return _from_jax(train_step, params, tx.init(params), np.zeros((BATCH, dim), np.float32),
                     np.zeros((BATCH, dim), np.float32))


@case("jax_gp_cholesky", "jax", "per-example Gaussian-process marginal likelihood: kernel matrices, "
      "jnp.linalg.cholesky / solve_triangular (LAPACK custom calls on CPU)", "negative log likelihood",
      optimizer="optax.adam(1e-2)", notes="the LAPACK calls crashed the process (jaxlib's kernel table was "
                                          "never filled for a module compiled from text); they run whole")
def jax_gp_cholesky(large: bool) -> Any:
    import jax
    import jax.numpy as jnp
    import numpy as np
    import optax

    points = 6 if large else 4
    params = {"log_len": np.float32(0.0), "log_noise": np.float32(-1.0)}
    tx = optax.adam(1e-2)

    def nll(p, x, y):
        d = (x[:, :, None] - x[:, None, :]) ** 2
        k = jnp.exp(-d / (2 * jnp.exp(2 * p["log_len"]))) + (jnp.exp(p["log_noise"]) + 1e-3) * jnp.eye(points)
        chol = jnp.linalg.cholesky(k)
        alpha = jax.scipy.linalg.solve_triangular(chol, y[..., None], lower=True)
        return jnp.mean(0.5 * jnp.sum(alpha ** 2, (1, 2)) + jnp.sum(jnp.log(jnp.diagonal(chol, axis1=1, axis2=2)), 1))

    @jax.jit
    def train_step(p, opt_state, x, y):
        loss, grads = jax.value_and_grad(nll)(p, x, y)
        updates, opt_state = tx.update(grads, opt_state, p)
        return optax.apply_updates(p, updates), opt_state, loss

    return _from_jax(train_step, params, tx.init(params), np.zeros((BATCH, points), np.float32),
                     np.zeros((BATCH, points), np.float32))


@case("jax_time_major_rnn", "jax", "Elman RNN unrolled in Python over time-major rows: per-step outputs "
      "concatenated along the batch axis ([T*B, H]), labels flattened time-major, one-hot loss",
      "softmax cross-entropy", optimizer="optax.sgd(0.1)",
      notes="made batch-major by analysis.batch_major: the per-step outputs are stacked after the batch")
def jax_time_major_rnn(large: bool) -> Any:
    import jax
    import jax.numpy as jnp
    import numpy as np
    import optax

    rng = np.random.default_rng(0)
    steps, dim, hidden, classes = (6, 8, 16, 5) if large else (4, 6, 8, 3)
    params = {"w": rng.normal(0, .3, (dim, hidden)).astype(np.float32),
              "u": rng.normal(0, .3, (hidden, hidden)).astype(np.float32),
              "v": rng.normal(0, .3, (hidden, classes)).astype(np.float32)}
    tx = optax.sgd(0.1)

    def loss_fn(p, x, y):
        h = jnp.zeros((x.shape[0], hidden))
        outs = []
        for t in range(steps):
            h = jnp.tanh(x[:, t] @ p["w"] + h @ p["u"])
            outs.append(h)
        logp = jax.nn.log_softmax(jnp.concatenate(outs, 0) @ p["v"])
        return -(jax.nn.one_hot(y.T.reshape(-1), classes) * logp).sum(-1).mean()

    @jax.jit
    def train_step(p, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(p, x, y)
        updates, opt_state = tx.update(grads, opt_state, p)
        return optax.apply_updates(p, updates), opt_state, loss

    return _from_jax(train_step, params, tx.init(params), np.zeros((BATCH, steps, dim), np.float32),
                     np.zeros((BATCH, steps), np.int32))


# ========================================================================================= driver
def _write(entry: Entry, module: Any, large: bool) -> None:
    from tag.dialects.context import module_to_text

    name = entry.name + ("_large" if large else "")
    path = HERE / f"{name}.mlir"
    text = module_to_text(module)
    path.write_text(text)
    entry.file = path.name
    entry.bytes = len(text.encode())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="comma-separated case names")
    parser.add_argument("--large", action="store_true", help="write the larger variants (<name>_large.mlir)")
    parser.add_argument("--list", action="store_true", help="list the cases and exit")
    args = parser.parse_args(argv)
    if args.list:
        for name, c in CASES.items():
            print(f"{name:32s} {c.entry.frontend:10s} {c.entry.model}")
        return 0
    only = [n for n in args.only.split(",") if n]
    unknown = [n for n in only if n not in CASES]
    if unknown:
        print(f"unknown case(s): {', '.join(unknown)}", file=sys.stderr)
        return 1
    manifest_path = HERE / ("MANIFEST_large.json" if args.large else "MANIFEST.json")
    old = {e["name"]: e for e in json.loads(manifest_path.read_text())["entries"]} if manifest_path.exists() else {}
    failed = 0
    for name, c in CASES.items():
        if (only and name not in only) or (c.large_only and not args.large):
            continue
        entry = Entry(**asdict(c.entry))
        start = time.perf_counter()
        try:
            _write(entry, c.build(args.large), args.large)
            print(f"{name}: {entry.bytes / 1024:.0f} KB in {time.perf_counter() - start:.1f} s", flush=True)
        except Exception as exc:  # noqa: BLE001 - recorded in the manifest with the reason
            entry.error = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
            failed += 1
            print(f"{name}: FAILED {entry.error}", file=sys.stderr, flush=True)
        old[name] = asdict(entry)
    entries = [old[n] for n in CASES if n in old and (args.large or not CASES[n].large_only)]
    manifest_path.write_text(json.dumps({"generator": "tests/exports/generate.py", "batch": BATCH,
                                         "entries": entries}, indent=1) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
