"""`tag bench fidelity`: the cost model against published measurements.

The corpus (`fidelity_corpus.yaml`, next to this file) holds published numbers, each with its source
(publication or URL, table, software stack, precision, batch per GPU, GPU count) and a fixed split
(`fit` or `heldout`, assigned by `split_rule` before any fitting). Three kinds:

- `single_gpu`: training throughput of one GPU. Predicted as batch / Σ_n graph_node_time(graph, n,
  chip, rows=batch) over the training step of the matching model (`MODELS`, exported once at
  `EXPORT_BATCH` and priced at the published batch: `graph_node_time` scales batch-dependent work by
  rows / batch), re-priced for the run's precision (`with_precision`). Every stack is priced with
  `core.fusion`'s XLA-style fusion: pricing eager stacks one kernel per StableHLO op was tried and
  fitted far worse (docs/calibration.md), since their library kernels (cuDNN batch norm, fused
  optimizers) are coarser than StableHLO's ops.
- `scaling`: data-parallel throughput of n GPUs in one node. Predicted by the planner's simulator
  (`runtime.cluster_sim.ClusterSimulator`) on the graph re-batched to n x batch (`rebatched`), with
  even data parallelism (`planner.strategies.data_parallel`), AllReduce fused into 25 MiB buckets,
  on one machine with the hardware preset's intra-node link (`core.hardware.link_for_group`), which
  the simulator runs at `bandwidth_efficiency` of nominal with `latency_s` per ring step
  (`COLLECTIVES`, as every simulator does). The buckets start after the backward pass
  (`SCALING_SYNC = "after_backward"`, exposed) or as their gradients are ready ("overlapped"):
  `--fit` chooses between the two on the fit half's scaling entries (`choose_sync`).
- `collective`: nccl-tests AllReduce bus bandwidth (or time, for small messages) of n GPUs. Predicted
  by the ring formula with the preset's nominal link bandwidth β:
      t = 2(n-1)/n · S / (e·β) + 2(n-1)·α,   busbw = S/t · 2(n-1)/n.

Every entry prints predicted vs published with its split; then MAPE and Kendall's tau
(`bench.agreement.kendall_tau`) per half and per kind. Entries marked `scored: false` (with the
reason, stated when they were recorded) are printed but neither fitted nor counted. A fit-half entry
with `fit_excluded: REASON` is scored (counted in the fit half's MAPE) but not read by `--fit`: its
source states that the measured workload differs from the corpus model in a way the entry cannot
quantify (docs/calibration.md, "The corpus"); the split is unchanged by it.
Single-GPU entries with gradient accumulation (`accumulation: k`, from the source's table) are priced
per micro-batch: the optimizer update once per k micro-batches plus an accumulation pass
(`step_time`).

`--fit` fits `calibration.GPU_KERNELS` (7 constants and the size curve's F_half of GEMMs and of
convolutions) on the fit half of the `single_gpu` entries and `calibration.COLLECTIVES` (2 constants)
on the fit half of the `collective` entries, minimising the squared log-ratio
(`scipy.optimize.least_squares`; efficiencies in (0, 1], launch in [0, 10 µs]: `LAUNCH_BOUND_S`, F_half
in [0, 1e10] FLOPs: `HALF_BOUND_FLOPS`), prints them as Python source to paste into
`tag/core/calibration.py` and reports with them. It fits the same constants once more with F_half
fixed at 0 (flat) and prints, per half and kind, MAPE and tau of both fits and whether the curve
lowers the held-out MAPE (`size_curve_comparison`): whether the curve's form carries to data it was
not fitted on. Neither fit reads a held-out entry. `--fit` also prices the fit half's `scaling`
entries under both gradient sync schedules (`SYNC_MODES`) and reports with the one of lower MAPE
(`choose_sync`; `SCALING_SYNC` records the choice for runs without `--fit`). The plain table ends
with each scaling row's speed-up over its one-GPU row, published vs predicted (`scaling_speedups`).
`scaling` entries are predicted from both fitted sub-models and are not used by the fit (each
prediction is a full simulation). `--json FILE` writes the payload; `--markdown` prints the table
docs/calibration.md shows (`format_markdown`, a pure function of the payload); `--from-json FILE`
re-renders a saved run; `--small` runs a quick subset (used by the tests). `--device cpu` is a different
benchmark (`bench.fidelity_cpu`: pieces measured on this machine) and is handed over to it.
"""
from __future__ import annotations

import argparse
import contextlib
import datetime
import hashlib
import json
import math
import pickle
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from tag.core.atomic import write_atomically
from tag.core.calibration import COLLECTIVES, GPU_KERNELS, CollectiveModel, KernelModel
from tag.dialects.diagnostics import SourceSpan, TagError

CORPUS_PATH = Path(__file__).with_name("fidelity_corpus.yaml")
EXPORT_BATCH = 16            # every model is exported once at this batch and priced at the published one
SIM_GROUPS = 20              # METIS op groups for the scaling simulations
FUSION_BYTES = 25 << 20      # DDP/Horovod-style AllReduce buckets of the scaling simulations
# When the scaling simulations start the gradient AllReduce (`SimOptions.grad_sync_after_backward`):
# "overlapped": each 25 MiB bucket as soon as its gradients exist, hidden behind the rest of the
# backward pass; "after_backward": every bucket once the backward pass is done (the AllReduce is
# exposed). A structural choice, made on the fit half's scaling entries by `--fit` (`choose_sync`,
# docs/calibration.md "Gradient sync of the scaling entries (run 6)"); SCALING_SYNC records its result.
SYNC_MODES = ("overlapped", "after_backward")
SCALING_SYNC = "after_backward"
KINDS = ("single_gpu", "scaling", "collective")
PRECISIONS = ("fp32", "tf32", "amp")
METRICS = {"images_per_s": "img/s", "sequences_per_s": "seq/s", "busbw_GBps": "GB/s", "time_us": "us"}
SPLITS = ("fit", "heldout")
TARGET_MAPE = 15.0           # issue 10: held-out MAPE <= 15 %
TARGET_TAU = 0.8             # and Kendall's tau >= 0.8
# Upper bound of `launch_s` in the fit: the physical cost of one GPU kernel (CUDA launch, its
# completion and tail) is a few microseconds; 10 µs is the top of that range. (At a 50 µs bound the
# fit put launch_s at 41 µs, absorbing framework overheads that XLA-compiled TAG programs do not
# pay, and the held-out error was higher; docs/calibration.md reports both.)
LAUNCH_BOUND_S = 10e-6
# A quick subset for the tests: one model, both halves, every kind that needs no simulation.
SMALL_IDS = ("dle-pyt-rn50-a100-80-tf32", "dle-pyt-rn50-a100-80-amp", "dle-pyt-rn50-v100-16-fp32",
             "dle-pyt-rn50-v100-16-amp", "nccl-a100-2gpu-nv12-busbw", "nccl-a100-8gpu-apollo-busbw",
             "nccl-a100-2gpu-32B-time", "nccl-pcie4-8gpu-8B-time")


# ------------------------------------------------------------------------------------- models
@dataclass(frozen=True)
class ModelRef:
    """A corpus model: the Keras builder (`keras_models.build_train_step` name) and its config."""

    builder: str
    config: dict[str, Any]
    description: str


MODELS: dict[str, ModelRef] = {
    "resnet50": ModelRef("resnet101", {"kind": "vision", "image_size": 224, "blocks": (3, 4, 6, 3)},
                         "ResNet-50 v1 (keras.applications ResNet builder), 224x224, 1000 classes"),
    "resnet152": ModelRef("resnet101", {"kind": "vision", "image_size": 224, "blocks": (3, 8, 36, 3)},
                          "ResNet-152 v1 (keras.applications ResNet builder), 224x224, 1000 classes"),
    "inceptionv3": ModelRef("inceptionv3", {"kind": "vision", "image_size": 299},
                            "InceptionV3 (keras.applications), 299x299, 1000 classes"),
    "bert-large-128": ModelRef("bert", {"kind": "bert", "layers": 24, "hidden": 1024, "heads": 16,
                                        "intermediate": 4096, "seq": 128},
                               "BERT-large encoder + pooled classifier, sequence length 128"),
    "bert-large-384": ModelRef("bert", {"kind": "bert", "layers": 24, "hidden": 1024, "heads": 16,
                                        "intermediate": 4096, "seq": 384},
                               "BERT-large encoder + pooled classifier, sequence length 384"),
    "bert-large-512": ModelRef("bert", {"kind": "bert", "layers": 24, "hidden": 1024, "heads": 16,
                                        "intermediate": 4096, "seq": 512},
                               "BERT-large encoder + pooled classifier, sequence length 512"),
}


def _keras_config(ref: ModelRef) -> Any:
    from tag.models import keras_models as km

    cfg = dict(ref.config)
    kind = cfg.pop("kind")
    if kind == "vision":
        if "blocks" in cfg:
            cfg["blocks"] = tuple(cfg["blocks"])
        return km.VisionConfig(**cfg)
    return km.BertConfig(**cfg)


def _cache_file(key: str, batch: int, cache_dir: str | Path | None) -> Path:
    """Where the graph of corpus model `key` at `batch` is cached: the models cache's sibling folder
    `fidelity/`, under a digest of the config, the batch, the package versions and the sources that
    shape the graph (any change misses the cache)."""
    from importlib import metadata

    from tag.models import registry

    def version(dist: str) -> str:
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            return "missing"

    root = Path(cache_dir).expanduser() if cache_dir is not None else registry.default_cache_dir().parent / "fidelity"
    here = Path(__file__).resolve().parents[1]
    sources = [here / p for p in ("models/keras_models.py", "analysis/graph.py", "core/cost_model.py", "core/model.py")]
    record = {"format": 1, "key": key, "config": {k: list(v) if isinstance(v, tuple) else v
                                                  for k, v in MODELS[key].config.items()},
              "batch": batch, "versions": {d: version(d) for d in ("jax", "jaxlib", "keras", "keras-hub", "optax")},
              "sources": [hashlib.sha256(p.read_bytes()).hexdigest() for p in sources]}
    digest = hashlib.sha256(json.dumps(record, sort_keys=True).encode()).hexdigest()[:16]
    return root / f"{key}-b{batch}-{digest}.pkl"


def model_graph(key: str, *, batch: int = EXPORT_BATCH, cache_dir: str | Path | None = None,
                use_cache: bool = True) -> Any:
    """The `CompGraph` of corpus model `key`'s training step (Adam, Keras 3 on JAX) at `batch`,
    exported once and cached on disk (pickled graph)."""
    if key not in MODELS:
        raise TagError(f"unknown corpus model '{key}' (known: {', '.join(MODELS)})")
    path = _cache_file(key, batch, cache_dir)
    if use_cache and path.is_file():
        with contextlib.suppress(Exception):      # an unreadable cache entry is rebuilt
            return pickle.loads(path.read_bytes())
    from tag.analysis.graph import build_graph
    from tag.dialects.context import make_context
    from tag.models import keras_models as km

    ref = MODELS[key]
    step = km.build_train_step(ref.builder, batch_size=batch, config=_keras_config(ref), initialize=False)
    graph = build_graph(km.export_train_step(step, make_context()), batch_size=batch, source=key)
    graph.fusion_cache = None
    if use_cache:
        with contextlib.suppress(OSError):
            write_atomically(path, pickle.dumps(graph), make_parents=True)
    return graph


# ------------------------------------------------------------------------------ re-pricing
_MATRIX_OPS = frozenset({"stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution"})


def _rescaled(graph: Any, out_scale: Sequence[float], *, flop_scale: Sequence[float] | None = None,
              compute_dtype: str | None = None, batch: int | None = None) -> Any:
    """A copy of `graph` with node n's result bytes scaled by out_scale[n] (and every input edge from
    n with it), bytes_read rescaled in proportion to the input edges, flops scaled by flop_scale[n]
    and dots/convolutions of f32 given `compute_dtype`."""
    nodes = graph.nodes
    out = []
    for i, nd in enumerate(nodes):
        ins = [(p, b * out_scale[p]) for p, b in nd.inputs]
        old, new = sum(b for _, b in nd.inputs), sum(b for _, b in ins)
        changes: dict[str, Any] = {"inputs": ins, "output_bytes": nd.output_bytes * out_scale[i]}
        if old > 0:
            changes["bytes_read"] = nd.bytes_read * (new / old)
        if flop_scale is not None:
            changes["flops"] = nd.flops * flop_scale[i]
        if compute_dtype is not None and nd.op_name in _MATRIX_OPS and nd.dtype == "f32":
            changes["compute_dtype"] = compute_dtype
        out.append(replace(nd, **changes))
    return replace(graph, nodes=out, batch_size=graph.batch_size if batch is None else batch)   # caches start empty


def with_precision(graph: Any, precision: str) -> Any:
    """`graph` re-priced for a run at `precision`:
    - "tf32": as exported (f32 dots/convolutions at DEFAULT precision run as TF32 on chips with TF32
      matrix units, `cost_model.compute_dtype`; elsewhere TF32 falls back to the f32 rate);
    - "fp32": f32 dots/convolutions at the f32 rate (`compute_dtype = "f32"`), as with TF32 disabled;
    - "amp" (automatic mixed precision): dots/convolutions at the f16 rate (`compute_dtype = "f16"`)
      and the bytes of every non-parameter float tensor halved (activations and their gradients are
      f16; parameters, their gradients and the optimizer state stay f32). Non-parameter: a node that
      is not a parameter or optimizer-state argument and belongs to no parameter (`OpNode.param`)."""
    if precision == "tf32":
        return graph
    if precision == "fp32":
        return _rescaled(graph, [1.0] * len(graph.nodes), compute_dtype="f32")
    if precision == "amp":
        from tag.core.model import Role

        keep = (Role.PARAM, Role.OPT_STATE)
        scale = [0.5 if nd.dtype == "f32" and nd.role not in keep and nd.param is None else 1.0 for nd in graph.nodes]
        return _rescaled(graph, scale, compute_dtype="f16")
    raise TagError(f"unknown precision '{precision}' (expected {', '.join(PRECISIONS)})")


def rebatched(graph: Any, batch: int) -> Any:
    """`graph` with batch-dependent work scaled to `batch` rows, by `graph_node_time`'s rules: a
    node's flops scale when its result or an input carries the batch, its result bytes when the
    result does, each input edge when its producer does. Pricing the copy whole equals pricing
    `graph` at rows=batch (up to which tiny values the fusion model recomputes)."""
    f = batch / graph.batch_size
    nodes = graph.nodes
    batched = [nd.batch_dim is not None for nd in nodes]
    out_scale = [f if b else 1.0 for b in batched]
    flop_scale = [f if nd.batch_dim is not None or any(batched[p] for p, _ in nd.inputs) else 1.0 for nd in nodes]
    return _rescaled(graph, out_scale, flop_scale=flop_scale, batch=batch)


def node_weights(graph: Any, accumulation: int = 1) -> list[float]:
    """How many times per micro-batch each node of `graph` runs when the optimizer steps once every
    `accumulation` micro-batches (gradient accumulation): the update nodes (`Role.UPDATE`) 1 / k,
    every other node 1."""
    from tag.core.model import Role

    return [1.0 / accumulation if nd.role is Role.UPDATE else 1.0 for nd in graph.nodes]


def accumulation_pass_time(graph: Any, chip: Any) -> float:
    """Seconds per micro-batch of adding the gradients into their accumulators (gradient
    accumulation): per parameter one elementwise sum of two f32 buffers of the parameter's size
    (`cost_model.add_time`: read both, write one; one kernel each), as PyTorch's AccumulateGrad and
    TensorFlow's accumulator variables do."""
    from tag.core.cost_model import add_time
    from tag.core.model import Role

    return sum(add_time(nd.output_bytes, chip) for nd in graph.nodes if nd.role is Role.PARAM)


def step_time(graph: Any, chip: Any, rows: int, accumulation: int = 1) -> float:
    """Seconds of one training step of `rows` rows on one `chip`: Σ_n graph_node_time. With gradient
    accumulation over k = `accumulation` micro-batches, the seconds per micro-batch:
        Σ_n w_n · graph_node_time(n) + accumulation_pass_time   (k > 1),
    w_n = 1/k for the optimizer update's nodes and 1 otherwise (`node_weights`)."""
    from tag.core.cost_model import graph_node_time

    weights = node_weights(graph, accumulation)
    t = sum(w * graph_node_time(graph, n, chip, rows) for n, w in enumerate(weights))
    return t + (accumulation_pass_time(graph, chip) if accumulation > 1 else 0.0)


# ------------------------------------------------------------------------------ chips, links
# Datasheet variants of catalogue chips that corpus systems use (no fitted constant here).
CORPUS_CHIPS: dict[str, dict[str, Any]] = {
    # NVIDIA Tesla P100 datasheet, SXM2 (NVLink) module as in DGX-1 (P100): FP64 5.3 TF, FP32 10.6 TF,
    # FP16 21.2 TF, 16 GB HBM2 at 732 GB/s (the catalogue's P100 is the 9.3 TF PCIe card).
    "P100-SXM2": {"base": "P100", "peak_tflops": {"f64": 5.3, "f32": 10.6, "f16": 21.2}},
}


def resolve_chip(name: str) -> Any:
    """A catalogue chip (`core.hardware.get_chip`) or a corpus datasheet variant."""
    from tag.core.hardware import get_chip

    if name in CORPUS_CHIPS:
        spec = CORPUS_CHIPS[name]
        base = get_chip(spec["base"])
        chip = replace(base, name=name, aliases=(), peak_flops={k: v * 1e12 for k, v in spec["peak_tflops"].items()})
        if "memory_gbps" in spec:
            chip = replace(chip, memory_bandwidth=spec["memory_gbps"] * 1e9, memory_bytes=spec["memory_gib"] << 30)
        return chip
    return get_chip(name)


def _with_kernels(chip: Any, kernels: KernelModel) -> Any:
    return replace(chip, kernels=kernels)


# ------------------------------------------------------------------------------------ corpus
@dataclass(frozen=True)
class Entry:
    """One published measurement (see the corpus header for every field)."""

    id: str
    kind: str
    chip: str
    gpus: int
    metric: str
    value: float
    split: str
    source: dict[str, str]
    model: str = ""
    precision: str = ""
    batch: int = 0
    preset: str = ""
    size_bytes: int = 0
    scored: bool = True
    reason: str = ""
    note: str = ""
    accumulation: int = 1        # micro-batches per optimizer step (gradient accumulation; single_gpu)
    fit_excluded: str = ""       # why the fit does not read this fit-half entry (it is still scored); "" = it does

    @property
    def unit(self) -> str:
        return METRICS[self.metric]


_SOURCE_KEYS = ("ref", "url", "where", "stack")
_ENTRY_KEYS = {f.name for f in Entry.__dataclass_fields__.values()}


def stratum(entry: Entry) -> tuple[str, ...]:
    """The split stratum: (kind, chip, precision) for throughputs, (kind, metric) for collectives.
    (Precision is part of the stratum because sources publish each configuration in pairs whose ids
    differ only in the precision: alternating within (kind, chip) alone put every AMP row in the fit
    half and every FP32/TF32 row in the held-out half; docs/calibration.md.)"""
    if entry.kind == "collective":
        return (entry.kind, entry.metric)
    return (entry.kind, entry.chip, entry.precision)


def split_rule(entries: Sequence[Entry]) -> dict[str, str]:
    """The fixed split: within each stratum, scored entries sorted by id alternate fit, heldout, fit,
    ... (the first is fit); entries not scored get "none". Depends on ids, kinds, chips and metrics
    only, never on a published value or a prediction."""
    out = {e.id: "none" for e in entries if not e.scored}
    groups: dict[tuple[str, str], list[str]] = {}
    for e in entries:
        if e.scored:
            groups.setdefault(stratum(e), []).append(e.id)
    for ids in groups.values():
        for k, i in enumerate(sorted(ids)):
            out[i] = SPLITS[k % 2]
    return out


def _check_entry(raw: Any, where: str) -> Entry:
    if not isinstance(raw, dict):
        raise TagError(f"{where}: an entry must be a mapping")
    unknown = set(raw) - _ENTRY_KEYS
    if unknown:
        raise TagError(f"{where}: unknown keys {', '.join(sorted(unknown))}")
    missing = {"id", "kind", "chip", "gpus", "metric", "value", "split", "source"} - set(raw)
    if missing:
        raise TagError(f"{where}: missing {', '.join(sorted(missing))}")
    e = Entry(**raw)
    where = f"{where} ({e.id})"
    if e.kind not in KINDS:
        raise TagError(f"{where}: kind must be one of {', '.join(KINDS)}")
    if e.metric not in METRICS:
        raise TagError(f"{where}: metric must be one of {', '.join(METRICS)}")
    if not isinstance(e.value, (int, float)) or not e.value > 0:
        raise TagError(f"{where}: value must be a positive number")
    if not isinstance(e.gpus, int) or e.gpus < 1:
        raise TagError(f"{where}: gpus must be a positive integer")
    if not isinstance(e.source, dict) or any(not e.source.get(k) for k in _SOURCE_KEYS):
        raise TagError(f"{where}: source needs {', '.join(_SOURCE_KEYS)}")
    resolve_chip(e.chip)
    if e.split not in ((*SPLITS,) if e.scored else ("none",)):
        raise TagError(f"{where}: split must be fit or heldout (none when not scored)")
    if not e.scored and not e.reason:
        raise TagError(f"{where}: an entry not scored must say why (reason)")
    if e.fit_excluded and (e.split != "fit" or e.kind != "single_gpu" or not isinstance(e.fit_excluded, str)):
        raise TagError(f"{where}: fit_excluded (a reason) applies to single_gpu entries of the fit half only")
    if e.kind == "collective":
        from tag.core.hardware import get_preset

        get_preset(e.preset)
        if e.size_bytes <= 0 or e.gpus < 2 or e.metric not in ("busbw_GBps", "time_us"):
            raise TagError(f"{where}: a collective needs size_bytes > 0, gpus >= 2, metric busbw_GBps or time_us")
    else:
        if e.model not in MODELS or e.precision not in PRECISIONS or e.batch < 1:
            raise TagError(f"{where}: needs model ({', '.join(MODELS)}), precision ({', '.join(PRECISIONS)}) "
                           "and batch >= 1")
        if e.metric not in ("images_per_s", "sequences_per_s"):
            raise TagError(f"{where}: a throughput metric is images_per_s or sequences_per_s")
        if (e.kind == "single_gpu") != (e.gpus == 1):
            raise TagError(f"{where}: single_gpu entries have gpus 1, scaling entries more")
        if not isinstance(e.accumulation, int) or isinstance(e.accumulation, bool) or e.accumulation < 1:
            raise TagError(f"{where}: accumulation must be a positive integer (micro-batches per optimizer step)")
        if e.accumulation > 1 and e.kind != "single_gpu":
            raise TagError(f"{where}: gradient accumulation is modelled for single_gpu entries only")
        if e.kind == "scaling":
            from tag.core.hardware import get_preset

            get_preset(e.preset)
    return e


def load_corpus(path: str | Path = CORPUS_PATH) -> list[Entry]:
    """The corpus entries, validated; their `split` fields must be `split_rule`'s."""
    import yaml

    try:
        data = yaml.safe_load(Path(path).read_text())
    except (OSError, yaml.YAMLError) as exc:
        raise TagError(f"{path}: cannot read the corpus: {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get("entries"), list):
        raise TagError(f"{path}: expected a mapping with an `entries` list")
    entries = [_check_entry(raw, f"{path}: entries[{i}]") for i, raw in enumerate(data["entries"])]
    ids = [e.id for e in entries]
    if len(set(ids)) != len(ids):
        dup = sorted({i for i in ids if ids.count(i) > 1})
        raise TagError(f"{path}: duplicate ids {', '.join(dup)}")
    rule = split_rule(entries)
    wrong = [e.id for e in entries if e.split != rule[e.id]]
    if wrong:
        raise TagError(f"{path}: split differs from the split rule for {', '.join(wrong)}")
    return entries


# ------------------------------------------------------------------------------ predictions
def collective_time(entry: Entry, collectives: CollectiveModel) -> float:
    """Seconds of the ring AllReduce of `entry` (module docstring)."""
    from tag.core.hardware import link_for_group

    n, size = entry.gpus, float(entry.size_bytes)
    beta = link_for_group(entry.preset, n).bandwidth_bytes_per_s
    return 2.0 * (n - 1) / n * size / (collectives.bandwidth_efficiency * beta) + 2.0 * (n - 1) * collectives.latency_s


def predict_collective(entry: Entry, collectives: CollectiveModel) -> float:
    t = collective_time(entry, collectives)
    if entry.metric == "time_us":
        return t * 1e6
    n = entry.gpus
    return entry.size_bytes / t * 2.0 * (n - 1) / n / 1e9


def predict_single(entry: Entry, graph: Any, kernels: KernelModel) -> float:
    chip = _with_kernels(resolve_chip(entry.chip), kernels)
    return entry.batch / step_time(with_precision(graph, entry.precision), chip, entry.batch, entry.accumulation)


def predict_scaling(entry: Entry, graph: Any, kernels: KernelModel, collectives: CollectiveModel, *,
                    sync: str = SCALING_SYNC) -> float:
    """n-GPU data-parallel throughput from the cluster simulator (module docstring), the gradient
    AllReduce scheduled by `sync` (`SYNC_MODES`)."""
    if sync not in SYNC_MODES:
        raise TagError(f"unknown gradient sync mode '{sync}' (expected {', '.join(SYNC_MODES)})")
    from tag.core.grouping import group_ops
    from tag.core.hardware import get_preset, link_for_group
    from tag.core.model import Machine, Topology
    from tag.planner.strategies import data_parallel
    from tag.runtime.cluster_sim import ClusterSimulator, SimOptions

    n = entry.gpus
    chip = _with_kernels(resolve_chip(entry.chip), kernels)
    g = rebatched(with_precision(graph, entry.precision), n * entry.batch)
    preset = get_preset(entry.preset)
    link = link_for_group(preset, n)
    nic = preset.inter.bandwidth_bytes_per_s if preset.inter is not None else link.bandwidth_bytes_per_s
    topology = Topology(f"fidelity-{entry.preset}-{n}",
                        (Machine("node", chip, n, link.bandwidth_bytes_per_s, nic),), {})
    grouping = group_ops(g, SIM_GROUPS, chip=chip, seed=0)
    # the published systems run one program per GPU per step, not one executable per piece of TAG's
    # lowering: every node is charged as part of the whole step's fusion (`piece_fusion=False`)
    sim = ClusterSimulator(g, grouping, topology, link_efficiency=collectives.bandwidth_efficiency,
                           piece_fusion=False,
                           options=SimOptions(fusion_bytes=FUSION_BYTES, latency_s=collectives.latency_s,
                                              grad_sync_after_backward=sync == "after_backward"))
    result = sim.simulate(data_parallel(grouping, topology, proportional=False))
    return n * entry.batch / result.step_time


def predict(entry: Entry, kernels: KernelModel, collectives: CollectiveModel, graphs: dict[str, Any], *,
            sync: str = SCALING_SYNC) -> float:
    if entry.kind == "collective":
        return predict_collective(entry, collectives)
    if entry.kind == "single_gpu":
        return predict_single(entry, graphs[entry.model], kernels)
    return predict_scaling(entry, graphs[entry.model], kernels, collectives, sync=sync)


def choose_sync(entries: Sequence[Entry], price: Any) -> tuple[str, dict[str, float]]:
    """The gradient sync mode (`SYNC_MODES`) under which the fit half's scored scaling entries are
    predicted best (lowest MAPE; ties keep the first mode), and that MAPE per mode. `price(entry,
    mode)` is the predicted throughput. Reads fit-half entries only; with none, `SCALING_SYNC`."""
    fit = [e for e in entries if e.kind == "scaling" and e.split == "fit"]
    if not fit:
        return SCALING_SYNC, {}
    errors = {m: mape([price(e, m) for e in fit], [e.value for e in fit]) for m in SYNC_MODES}
    return min(SYNC_MODES, key=lambda m: errors[m]), errors


# ----------------------------------------------------------------------- vectorised kernels
_SLOTS = ("matmul", "matmul_vector", "conv", "conv_vector", "vector")
HALF_FIELDS = ("matmul_half_flops", "conv_half_flops")      # the size curve's F_half (KernelModel)
KERNEL_FIELDS = (*_SLOTS, "memory_efficiency", "launch_s", *HALF_FIELDS)
# Upper bound of each F_half in the fit: 1e10 FLOPs is a 1,700^3 GEMM, a kernel that reaches full
# efficiency on every corpus GPU; a setup worth more would make every corpus kernel setup-bound.
HALF_BOUND_FLOPS = 1e10
_PROBE = KernelModel(matmul=0.61, matmul_vector=0.52, conv=0.43, conv_vector=0.34, vector=0.25,
                     memory_efficiency=0.77, launch_s=3.3e-6, matmul_half_flops=2.1e8, conv_half_flops=3.7e7)


@contextlib.contextmanager
def _recording() -> Iterator[list[tuple[float, float, str, str, int]]]:
    """Record the arguments every `cost_model.kernel_time` call receives (`graph_node_time` prices
    through it)."""
    import tag.core.cost_model as cm

    original = cm.kernel_time
    calls: list[tuple[float, float, str, str, int]] = []

    def spy(flops, nbytes, chip, dtype, op_class, launches=1):   # kernel_time's signature
        calls.append((float(flops), float(nbytes), dtype, op_class, int(launches)))
        return original(flops, nbytes, chip, dtype, op_class, launches)

    cm.kernel_time = spy
    try:
        yield calls
    finally:
        cm.kernel_time = original


@dataclass
class KernelTrace:
    """One single-GPU entry's kernels as `graph_node_time` prices them: per kernel its flops, bytes,
    peak FLOP/s of its dtype, efficiency slot, size-curve class (0: none, 1: GEMM, 2: convolution)
    and launches; `time(km)` re-prices it under any `KernelModel` (without `grouped_conv`) with
    `kernel_time`'s formula, vectorised (what the fit evaluates). With the size curve a kernel of F > 0
    FLOPs takes F / (eff · F / (F + F_half) · peak) = (F + F_half) / (eff · peak) of compute."""

    flops: Any
    nbytes: Any
    peak: Any
    slot: Any
    curve: Any
    launches: float
    bandwidth: float
    weight: Any = None          # runs per step of each kernel (1 / accumulation for the update's); None: all 1

    def time(self, km: KernelModel) -> float:
        import numpy as np

        eff = np.array([getattr(km, s) for s in _SLOTS])[self.slot]
        half = np.array([0.0, km.matmul_half_flops, km.conv_half_flops])[self.curve]
        work = np.where(self.flops > 0, self.flops + half, 0.0)
        compute = np.divide(work, eff * self.peak, out=np.zeros_like(self.flops), where=self.flops > 0)
        memory = self.nbytes / (km.memory_efficiency * self.bandwidth)
        each = np.maximum(compute, memory)
        if self.weight is not None:
            each = each * self.weight
        return float(self.launches * km.launch_s + each.sum())


def kernel_trace(graph: Any, chip: Any, rows: int, accumulation: int = 1) -> KernelTrace:
    """The `KernelTrace` of pricing `graph` at `rows` on `chip` (`step_time`, with its gradient
    `accumulation`); checked against `step_time` under a probe kernel model (a change in the cost
    model's form is an error, not a silent drift)."""
    import numpy as np

    from tag.core.cost_model import graph_node_time

    priced = _with_kernels(chip, GPU_KERNELS)
    weight: list[float] = []
    with _recording() as calls:
        for n, w in enumerate(node_weights(graph, accumulation)):
            graph_node_time(graph, n, priced, rows)
            weight += [w] * (len(calls) - len(weight))
        if accumulation > 1:
            accumulation_pass_time(graph, priced)
            weight += [1.0] * (len(calls) - len(weight))
    slot, curve = [], []
    for _, _, dtype, path_cls, _ in calls:
        # a host kernel path's class ("conv_generic", ...) prices as its base class under a kernel model
        # without path curves (every GPU model: `KernelModel.efficiency`)
        cls = KernelModel.base_class(path_cls)
        on = chip.on_matrix_units(dtype)
        conv = cls in ("conv", "conv_grouped")      # GPU_KERNELS has no grouped_conv: the conv slots and F_half
        slot.append(0 if cls == "matmul" and on else 1 if cls == "matmul" else 2 if conv and on
                    else 3 if conv else 4)
        curve.append(1 if cls == "matmul" else 2 if conv else 0)
    trace = KernelTrace(np.array([c[0] for c in calls]), np.array([c[1] for c in calls]),
                        np.array([chip.peak_flops_for(c[2]) for c in calls]), np.array(slot, dtype=np.int64),
                        np.array(curve, dtype=np.int64), float(sum(w * c[4] for w, c in zip(weight, calls))),
                        float(chip.memory_bandwidth), np.array(weight))
    want = step_time(graph, _with_kernels(chip, _PROBE), rows, accumulation)
    got = trace.time(_PROBE)
    if not math.isclose(got, want, rel_tol=1e-9):
        raise TagError(f"the fidelity trace no longer reproduces cost_model.graph_node_time ({got} vs {want} s): "
                       "kernel_time's form changed; update tag/bench/fidelity.py")
    return trace


# ------------------------------------------------------------------------------------- fit
_GFLOP = 1e9                 # the fit's unit of F_half (the optimiser's variables stay O(1))


def _kernel_model(x: Sequence[float], source: str = "") -> KernelModel:
    """The `KernelModel` of the fit's variables: KERNEL_FIELDS in order, launch_s in µs, F_half in
    GFLOP; without the two F_half variables (the flat fit) both are 0."""
    vals = {f: float(v) for f, v in zip(KERNEL_FIELDS, x)}
    vals["launch_s"] = vals["launch_s"] * 1e-6
    for f in HALF_FIELDS:
        vals[f] = vals.get(f, 0.0) * _GFLOP
    return KernelModel(**vals, source=source)


def fit_kernels(entries: Sequence[Entry], traces: dict[str, KernelTrace], *,
                curve: bool = True) -> tuple[KernelModel, dict[str, Any]]:
    """GPU_KERNELS's constants minimising Σ log(predicted / published)² over `entries`: the 7 of the
    flat model and, with `curve`, the size curve's F_half of GEMMs and convolutions (in
    [0, HALF_BOUND_FLOPS]); without `curve` both F_half stay 0. The curve's fit starts from up to three
    F_half values (GPU_KERNELS's, 1e7 and 1e9 FLOPs; the other constants from GPU_KERNELS) and keeps
    the lowest cost, a guard against a local minimum of a cost not convex in F_half (`start_costs`
    in the returned info, printed by `--fit`). Only `entries` are read (the fit half)."""
    import numpy as np
    from scipy.optimize import least_squares

    def residuals(x: Any) -> Any:
        km = _kernel_model(x)
        return np.array([math.log(e.batch / traces[e.id].time(km) / e.value) for e in entries])

    k = len(_SLOTS) + 1                        # efficiencies, then launch_s (µs), then F_half (GFLOP)
    x0 = [getattr(GPU_KERNELS, f) for f in _SLOTS] + [GPU_KERNELS.memory_efficiency, GPU_KERNELS.launch_s * 1e6]
    x0 = [min(max(v, 0.02), 0.99) for v in x0[:k]] + [min(max(x0[k], 0.1), 0.9 * LAUNCH_BOUND_S * 1e6)]
    lower = [1e-3] * k + [0.0]
    upper = [1.0] * k + [LAUNCH_BOUND_S * 1e6]
    starts = [x0]
    if curve:
        top = HALF_BOUND_FLOPS / _GFLOP
        lower += [0.0] * len(HALF_FIELDS)
        upper += [top] * len(HALF_FIELDS)
        ours = [min(max(getattr(GPU_KERNELS, f) / _GFLOP, 0.01), 0.9 * top) for f in HALF_FIELDS]
        starts = [x0 + s for s in (ours, [0.01] * len(HALF_FIELDS), [1.0] * len(HALF_FIELDS))]
        starts = [x for i, x in enumerate(starts) if x not in starts[:i]]
    runs = [least_squares(residuals, x, bounds=(lower, upper), x_scale="jac") for x in starts]
    best = min(runs, key=lambda r: r.cost)
    fields = KERNEL_FIELDS if curve else KERNEL_FIELDS[:k + 1]
    return _kernel_model(best.x), {"cost": float(best.cost), "nfev": int(best.nfev), "entries": len(entries),
                                   "curve": curve, "start_costs": [float(r.cost) for r in runs],
                                   "at_bounds": [f for f, v, lo, hi in zip(fields, best.x, lower, upper)
                                                 if v <= lo + 1e-3 * (hi - lo) or v >= hi - 1e-3 * (hi - lo)]}


def fit_collectives(entries: Sequence[Entry]) -> tuple[CollectiveModel, dict[str, Any]]:
    """COLLECTIVES's 2 constants minimising Σ log(predicted / published)² over `entries`."""
    import numpy as np
    from scipy.optimize import least_squares

    def model(x: Any) -> CollectiveModel:
        return CollectiveModel(float(x[0]), float(x[1]) * 1e-6)

    def residuals(x: Any) -> Any:
        return np.array([math.log(predict_collective(e, model(x)) / e.value) for e in entries])

    x0 = [min(max(COLLECTIVES.bandwidth_efficiency, 0.05), 0.99), min(max(COLLECTIVES.latency_s * 1e6, 0.1), 0.9 * LAUNCH_BOUND_S * 1e6)]
    res = least_squares(residuals, x0, bounds=([1e-3, 0.0], [1.0, LAUNCH_BOUND_S * 1e6]), x_scale="jac")
    return model(res.x), {"cost": float(res.cost), "nfev": int(res.nfev), "entries": len(entries)}


def constants_source(kernels: KernelModel, collectives: CollectiveModel, n_kernels: int, n_collectives: int,
                     date: str) -> str:
    """Python source of the fitted constants, to paste into tag/core/calibration.py."""
    k = kernels
    return (f"GPU_KERNELS = KernelModel(matmul={k.matmul:.3f}, matmul_vector={k.matmul_vector:.3f}, conv={k.conv:.3f}, "
            f"conv_vector={k.conv_vector:.3f}, vector={k.vector:.3f},\n"
            f"                          memory_efficiency={k.memory_efficiency:.3f}, launch_s={round(k.launch_s, 9):.3g},\n"
            f"                          matmul_half_flops={_g3(k.matmul_half_flops):.3g}, "
            f"conv_half_flops={_g3(k.conv_half_flops):.3g},\n"
            f"                          source=\"fitted by `tag bench fidelity --fit` on {n_kernels} fit entries "
            f"(single_gpu), {date}\")\n"
            f"COLLECTIVES = CollectiveModel(bandwidth_efficiency={collectives.bandwidth_efficiency:.3f}, "
            f"latency_s={round(collectives.latency_s, 9):.3g},\n"
            f"                              source=\"fitted by `tag bench fidelity --fit` on {n_collectives} fit "
            f"entries (collective), {date}\")")


def _g3(v: float) -> float:
    """`v` to three significant digits (after rounding to 1e-9), as `constants_source` prints it."""
    return float(f"{round(v, 9):.3g}")


def _rounded(km: KernelModel, cm: CollectiveModel) -> tuple[KernelModel, CollectiveModel]:
    """The constants as `constants_source` prints them (what calibration.py will hold)."""
    k = KernelModel(**{f: round(getattr(km, f), 3) for f in _SLOTS}, memory_efficiency=round(km.memory_efficiency, 3),
                    launch_s=_g3(km.launch_s), **{f: _g3(getattr(km, f)) for f in HALF_FIELDS}, source=km.source)
    return k, CollectiveModel(round(cm.bandwidth_efficiency, 3), _g3(cm.latency_s), source=cm.source)


# ---------------------------------------------------------------------------------- report
def mape(pred: Sequence[float], pub: Sequence[float]) -> float:
    return 100.0 * sum(abs(p - v) / v for p, v in zip(pred, pub)) / len(pub) if pub else math.nan


def summarize(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """MAPE and Kendall's tau per half, over all kinds and per kind (scored rows only)."""
    from tag.bench.agreement import kendall_tau

    out = []
    for split in SPLITS:
        for kind in ("all", *KINDS):
            sel = [r for r in rows if r["split"] == split and (kind == "all" or r["kind"] == kind)]
            if not sel:
                continue
            pred, pub = [r["predicted"] for r in sel], [r["published"] for r in sel]
            out.append({"split": split, "kind": kind, "n": len(sel), "mape": mape(pred, pub),
                        "tau": kendall_tau(pred, pub) if len(sel) > 1 else math.nan})
    return out


def scaling_speedups(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per scaling row whose one-GPU run is in `rows` (the id without its "-<n>gpu" suffix): the
    published and predicted speed-up over one GPU and their ratio. The error of a scaling row is
    (1 + error of its one-GPU row) x speed-up ratio - 1: the ratio is the part of the error that
    multi-GPU execution (the gradient sync) adds to the single-GPU error."""
    by_id = {r["id"]: r for r in rows}
    out = []
    for r in rows:
        one = by_id.get(r["id"].rsplit("-", 1)[0]) if r["kind"] == "scaling" else None
        if one is None or one["kind"] != "single_gpu":
            continue
        pub, pred = r["published"] / one["published"], r["predicted"] / one["predicted"]
        out.append({"id": r["id"], "split": r["split"], "gpus": r["gpus"], "speedup_published": pub,
                    "speedup_predicted": pred, "speedup_error_pct": 100.0 * (pred / pub - 1.0),
                    "single_error_pct": one["error_pct"], "error_pct": r["error_pct"]})
    return out


def _row(e: Entry, predicted: float) -> dict[str, Any]:
    return {"id": e.id, "kind": e.kind, "split": e.split, "chip": e.chip, "model": e.model or e.preset,
            "precision": e.precision or "-", "batch": e.batch, "gpus": e.gpus, "unit": e.unit,
            "published": float(e.value), "predicted": float(predicted),
            "error_pct": 100.0 * (predicted / e.value - 1.0), "reason": e.reason or e.fit_excluded}


def _kernels_dict(k: KernelModel) -> dict[str, Any]:
    return {**{f: getattr(k, f) for f in KERNEL_FIELDS}, "source": k.source}


def to_json(rows: list[dict[str, Any]], kernels: KernelModel, collectives: CollectiveModel, *,
            fitted: bool) -> dict[str, Any]:
    scored = [r for r in rows if r["split"] in SPLITS]
    summary = summarize(scored)
    held = next((s for s in summary if s["split"] == "heldout" and s["kind"] == "all"), None)
    return {"fitted": fitted, "kernels": _kernels_dict(kernels), "collectives": asdict(collectives),
            "rows": rows, "summary": summary,
            "target": {"mape": TARGET_MAPE, "tau": TARGET_TAU,
                       "met": bool(held and held["mape"] <= TARGET_MAPE and held["tau"] >= TARGET_TAU)}}


def number_cell(v: float) -> str:
    """Three significant digits at least, no exponent: 26674, 938, 61.5, 7.36, 0.123."""
    if v >= 100:
        return f"{v:.0f}"
    if v >= 10:
        return f"{v:.1f}"
    return f"{v:.2f}"


def _fmt(v: float, spec: str) -> str:
    return "-" if v is None or (isinstance(v, float) and math.isnan(v)) else format(v, spec)


HEAD = ("entry", "kind", "split", "chip", "model", "precision", "batch/GPU", "GPUs", "unit", "published",
        "predicted", "error %")
SUMMARY_HEAD = ("half", "kind", "N", "MAPE %", "Kendall tau")


def _cells(r: dict[str, Any]) -> list[str]:
    split = r["split"] if r["split"] in SPLITS else "not scored"
    return [r["id"], r["kind"], split, r["chip"], r["model"], r["precision"], str(r["batch"]) if r["batch"] else "-",
            str(r["gpus"]), r["unit"], number_cell(r["published"]), number_cell(r["predicted"]), f"{r['error_pct']:+.1f}"]


def _constants_line(payload: dict[str, Any]) -> str:
    k, c = payload["kernels"], payload["collectives"]
    ks = ", ".join(f"{f}={k[f]:.3g}" for f in KERNEL_FIELDS)
    return (f"- Constants ({'fitted in this run' if payload['fitted'] else 'tag/core/calibration.py'}): "
            f"GPU_KERNELS {ks}; COLLECTIVES bandwidth_efficiency={c['bandwidth_efficiency']:.3g}, "
            f"latency_s={c['latency_s']:.3g}")


def _target_line(payload: dict[str, Any]) -> str:
    held = next((s for s in payload["summary"] if s["split"] == "heldout" and s["kind"] == "all"), None)
    t = payload["target"]
    detail = f"MAPE {held['mape']:.1f}%, tau {_fmt(held['tau'], '.3f')}" if held else "no held-out entries"
    return (f"- Target (issue 10): held-out MAPE <= {t['mape']:g}% and Kendall tau >= {t['tau']:g}: "
            f"{'met' if t['met'] else 'NOT met'} ({detail})")


CURVE_HEAD = ("half", "kind", "N", "MAPE % flat", "MAPE % curve", "tau flat", "tau curve")


def _curve_cells(r: dict[str, Any]) -> list[str]:
    return [r["split"], r["kind"], str(r["n"]), f"{r['mape_flat']:.1f}", f"{r['mape_curve']:.1f}",
            _fmt(r["tau_flat"], ".3f"), _fmt(r["tau_curve"], ".3f")]


def _curve_line(comparison: dict[str, Any]) -> str:
    held = next((r for r in comparison["summary"] if (r["split"], r["kind"]) == ("heldout", "all")), None)
    c = comparison["curve"]
    halves = ", ".join(f"{f}={c[f]:.3g}" for f in HALF_FIELDS)
    detail = (f"held-out MAPE {held['mape_flat']:.1f}% flat, {held['mape_curve']:.1f}% with the curve; tau "
              f"{_fmt(held['tau_flat'], '.3f')} flat, {_fmt(held['tau_curve'], '.3f')} with the curve"
              if held else "no held-out entries")
    verdict = "lowers" if comparison["lowers_heldout_mape"] else "does NOT lower"
    return (f"- Size curve (fitted on the fit half: {halves}; flat: the same fit with F_half = 0): "
            f"the curve {verdict} the held-out MAPE ({detail})")


def format_curve_markdown(comparison: dict[str, Any]) -> str:
    """The size-curve comparison of a `--fit` run (`size_curve_comparison`) as Markdown."""
    lines = ["| " + " | ".join(CURVE_HEAD) + " |", "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    lines += ["| " + " | ".join(_curve_cells(r)) + " |" for r in comparison["summary"]]
    return "\n".join(lines + ["", _curve_line(comparison)])


def format_curve_table(comparison: dict[str, Any]) -> str:
    body = [list(CURVE_HEAD)] + [_curve_cells(r) for r in comparison["summary"]]
    widths = [max(len(line[i]) for line in body) for i in range(len(CURVE_HEAD))]
    lines = ["  ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(line, widths)))
             for line in body]
    return "\n".join(["Size curve: the fit with F_half of GEMMs and convolutions vs the same fit flat", *lines,
                      _curve_line(comparison)])


def format_markdown(payload: dict[str, Any]) -> str:
    """The table docs/calibration.md shows: a pure function of the `--json` payload (a `--fit` run's
    adds the size-curve comparison)."""
    lines = ["| " + " | ".join(HEAD) + " |",
             "| " + " | ".join(["---"] * 6 + ["---:", "---:", "---", "---:", "---:", "---:"]) + " |"]
    lines += ["| " + " | ".join(_cells(r)) + " |" for r in payload["rows"]]
    lines += ["", "| " + " | ".join(SUMMARY_HEAD) + " |", "| --- | --- | ---: | ---: | ---: |"]
    lines += [f"| {s['split']} | {s['kind']} | {s['n']} | {s['mape']:.1f} | {_fmt(s['tau'], '.3f')} |"
              for s in payload["summary"]]
    lines += ["", _target_line(payload), _constants_line(payload)]
    if payload.get("size_curve"):
        lines += ["", format_curve_markdown(payload["size_curve"])]
    return "\n".join(lines)


def format_table(payload: dict[str, Any]) -> str:
    body = [list(HEAD)] + [_cells(r) for r in payload["rows"]]
    widths = [max(len(line[i]) for line in body) for i in range(len(HEAD))]
    lines = ["  ".join(c.ljust(w) if i < 6 or i == 8 else c.rjust(w) for i, (c, w) in enumerate(zip(line, widths)))
             for line in body]
    lines.append("")
    for s in payload["summary"]:
        lines.append(f"{s['split']:<8} {s['kind']:<11} N={s['n']:<3} MAPE {s['mape']:6.1f}%  "
                     f"tau {_fmt(s['tau'], '.3f')}")
    lines += [_target_line(payload), _constants_line(payload)]
    if payload.get("scaling_sync"):
        sync = payload["scaling_sync"]
        errors = ", ".join(f"{m} {v:.1f}%" for m, v in sync["fit_mape"].items())
        lines.append(f"- Gradient sync of the scaling entries: {sync['mode']}"
                     + (f" (chosen on the fit half; fit-half scaling MAPE: {errors})" if errors else ""))
    speedups = scaling_speedups(payload["rows"])
    if speedups:
        lines.append("Scaling rows: speed-up over one GPU, published vs predicted (error = one-GPU error x speed-up ratio):")
        lines += [f"  {s['id']:<40} {s['split']:<8} {s['gpus']} GPUs  published {s['speedup_published']:5.2f}x  "
                  f"predicted {s['speedup_predicted']:5.2f}x  speed-up {s['speedup_error_pct']:+6.1f}%  "
                  f"one GPU {s['single_error_pct']:+6.1f}%  row {s['error_pct']:+6.1f}%" for s in speedups]
    notes = [f"  {r['id']}: {r['reason']}" for r in payload["rows"] if r["split"] not in SPLITS]
    if notes:
        lines += ["Not scored:"] + notes
    unfitted = [f"  {r['id']}: {r['reason']}" for r in payload["rows"] if r["split"] == "fit" and r.get("reason")]
    if unfitted:
        lines += ["Scored in the fit half but not read by --fit:"] + unfitted
    if payload.get("size_curve"):
        lines += ["", format_curve_table(payload["size_curve"])]
    return "\n".join(lines)


# ------------------------------------------------------------------------------------- run
def run(entries: Sequence[Entry], *, fit: bool = False, cache_dir: str | Path | None = None,
        log: Any = sys.stderr) -> tuple[dict[str, Any], str | None]:
    """Predict every entry (after fitting, with `fit`); the payload and, with `fit`, the constants'
    source."""
    t0 = time.perf_counter()
    keys = sorted({e.model for e in entries if e.kind != "collective"})
    graphs = {}
    for key in keys:
        t = time.perf_counter()
        graphs[key] = model_graph(key, cache_dir=cache_dir)
        print(f"  graph {key}: {len(graphs[key].nodes)} nodes ({time.perf_counter() - t:.1f} s)", file=log, flush=True)
    kernels, collectives, source, flat = GPU_KERNELS, COLLECTIVES, None, None
    sync, sync_errors, known = SCALING_SYNC, {}, {}
    if fit:
        singles = [e for e in entries if e.kind == "single_gpu" and e.split == "fit" and not e.fit_excluded]
        colls = [e for e in entries if e.kind == "collective" and e.split == "fit"]
        if not singles or not colls:
            raise TagError("--fit needs single_gpu and collective entries in the fit half")
        traces = {e.id: kernel_trace(with_precision(graphs[e.model], e.precision), resolve_chip(e.chip), e.batch,
                                     e.accumulation) for e in singles}
        kernels, kinfo = fit_kernels(singles, traces)
        flat, finfo = fit_kernels(singles, traces, curve=False)
        collectives, cinfo = fit_collectives(colls)
        date = datetime.date.today().isoformat()
        note = f"fitted by `tag bench fidelity --fit` on {len(singles)} fit entries (single_gpu), {date}"
        kernels, flat = replace(kernels, source=note), replace(flat, source=note)
        collectives = replace(collectives, source=f"fitted by `tag bench fidelity --fit` on {len(colls)} fit "
                                                  f"entries (collective), {date}")
        source = ("# with the size curve (F_half of GEMMs and convolutions fitted):\n"
                  + constants_source(kernels, collectives, len(singles), len(colls), date)
                  + "\n# flat (F_half = 0, the same fit otherwise):\n"
                  + constants_source(flat, collectives, len(singles), len(colls), date))
        kernels, collectives = _rounded(kernels, collectives)
        flat = _rounded(flat, collectives)[0]
        for name, info in (("kernels with the size curve", kinfo), ("kernels flat", finfo)):
            print(f"  fit: {name}: cost {info['cost']:.4f} ({info['nfev']} evaluations; cost from each start: "
                  f"{', '.join(f'{c:.4f}' for c in info['start_costs'])}; at bounds: "
                  f"{', '.join(info['at_bounds']) or 'none'})", file=log, flush=True)
        print(f"  fit: collectives cost {cinfo['cost']:.4f}", file=log, flush=True)

        def price(e: Entry, mode: str) -> float:
            known[(e.id, mode)] = predict_scaling(e, graphs[e.model], kernels, collectives, sync=mode)
            return known[(e.id, mode)]

        sync, sync_errors = choose_sync(entries, price)
        if sync_errors:
            print(f"  fit: gradient sync of the scaling entries: {sync} (fit-half scaling MAPE: "
                  f"{', '.join(f'{m} {v:.1f}%' for m, v in sync_errors.items())})", file=log, flush=True)
    rows = _predict_rows(entries, kernels, collectives, graphs, log, sync=sync,
                         known={i: v for (i, m), v in known.items() if m == sync})
    payload = to_json(rows, kernels, collectives, fitted=fit)
    payload["scaling_sync"] = {"mode": sync, "fit_mape": sync_errors}
    if flat is not None:
        # the same fit with F_half = 0: every scored entry the kernels price, again (collectives do not change)
        print("  flat (F_half = 0):", file=log, flush=True)
        by_id = {r["id"]: r for r in rows}
        again = [e for e in entries if e.split in SPLITS and e.kind != "collective"]
        flat_rows = {r["id"]: r for r in _predict_rows(again, flat, collectives, graphs, log, sync=sync)}
        payload["size_curve"] = size_curve_comparison(
            [by_id[e.id] for e in entries if e.split in SPLITS], [flat_rows.get(e.id, by_id[e.id]) for e in entries
                                                                  if e.split in SPLITS],
            kernels, flat)
    payload["seconds"] = time.perf_counter() - t0
    return payload, source


def _predict_rows(entries: Sequence[Entry], kernels: KernelModel, collectives: CollectiveModel,
                  graphs: dict[str, Any], log: Any, *, sync: str = SCALING_SYNC,
                  known: dict[str, float] | None = None) -> list[dict[str, Any]]:
    """One row per entry; `known`: predictions already made (entry id -> value) with these constants."""
    rows = []
    for e in entries:
        t = time.perf_counter()
        p = (known or {}).get(e.id)
        if p is None:
            p = predict(e, kernels, collectives, graphs, sync=sync)
        rows.append(_row(e, p))
        if e.kind == "scaling":
            print(f"  {e.id}: {p:.1f} {e.unit} ({time.perf_counter() - t:.1f} s)", file=log, flush=True)
    return rows


def size_curve_comparison(curve_rows: Sequence[dict[str, Any]], flat_rows: Sequence[dict[str, Any]],
                          curve: KernelModel, flat: KernelModel) -> dict[str, Any]:
    """Per half and kind, MAPE and tau of the fit with the size curve against the same fit with
    F_half = 0 (scored rows of both, the same entries); `lowers_heldout_mape`: whether the curve's
    held-out MAPE over all kinds is lower. The fits read the fit half only; this reports both."""
    with_curve, without = summarize(curve_rows), summarize(flat_rows)
    table = [{"split": a["split"], "kind": a["kind"], "n": a["n"], "mape_flat": b["mape"], "mape_curve": a["mape"],
              "tau_flat": b["tau"], "tau_curve": a["tau"]}
             for a, b in zip(with_curve, without, strict=True)]
    held = next((r for r in table if (r["split"], r["kind"]) == ("heldout", "all")), None)
    return {"curve": _kernels_dict(curve), "flat": _kernels_dict(flat), "summary": table,
            "lowers_heldout_mape": bool(held and held["mape_curve"] < held["mape_flat"])}


def select(entries: Sequence[Entry], *, only: str | None = None, kinds: str | None = None,
           small: bool = False) -> list[Entry]:
    chosen = list(entries)
    if small:
        chosen = [e for e in chosen if e.id in SMALL_IDS]
    if only:
        want = [w.strip() for w in only.split(",") if w.strip()]
        known = {e.id for e in chosen}
        missing = [w for w in want if w not in known]
        if missing:
            raise TagError(f"unknown corpus entries: {', '.join(missing)}")
        chosen = [e for e in chosen if e.id in want]
    if kinds:
        ks = [k.strip() for k in kinds.split(",") if k.strip()]
        bad = [k for k in ks if k not in KINDS]
        if bad:
            raise TagError(f"unknown kinds {', '.join(bad)} (expected {', '.join(KINDS)})")
        chosen = [e for e in chosen if e.kind in ks]
    return chosen


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tag bench fidelity", description=__doc__.split("\n\n")[0])
    p.add_argument("--fit", action="store_true",
                   help="fit GPU_KERNELS (with the GEMM/conv size curve, and flat for comparison) and COLLECTIVES "
                        "on the fit half, print them as Python source, report with them and compare curve vs flat")
    p.add_argument("--corpus", default=str(CORPUS_PATH), help="corpus YAML (default: the packaged one)")
    p.add_argument("--only", default=None, help="comma-separated entry ids")
    p.add_argument("--kinds", default=None, help=f"comma-separated kinds ({', '.join(KINDS)})")
    p.add_argument("--small", action="store_true", help="quick subset (one model, both halves; the tests use it)")
    p.add_argument("--cache-dir", default=None, help="where exported graphs are cached (default: next to the models cache)")
    p.add_argument("--json", default=None, help="also write the payload (every row, the summary, the constants) here")
    p.add_argument("--markdown", action="store_true", help="print the table as docs/calibration.md shows it")
    p.add_argument("--from-json", default=None, help="re-render a payload written by --json (no pricing)")
    return p


def _read_payload(path: str) -> dict[str, Any]:
    from tag.dialects.inputs import load_json_file

    payload = load_json_file(path, "fidelity bench JSON")      # size- and nesting-bounded, located errors
    if not isinstance(payload, dict) or not {"rows", "summary", "kernels", "collectives", "target", "fitted"} <= set(payload):
        raise TagError("not a `tag bench fidelity --json` file", SourceSpan(path))
    return payload


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if any(a == "--device" or a.startswith("--device=") for a in argv):
        # `--device cpu`: pieces measured on this machine (issue 10, item 3), a different benchmark;
        # `--device gpu`: the same pieces' prices against a GPU measurement (`bench.fidelity_gpu`)
        named = [v for a, v in zip(argv, argv[1:] + [""]) if a == "--device"]
        named += [a.split("=", 1)[1] for a in argv if a.startswith("--device=")]
        if named and named[-1] == "gpu":
            from tag.bench import fidelity_gpu

            return fidelity_gpu.main(argv)
        from tag.bench import fidelity_cpu

        return fidelity_cpu.main(argv)
    args = _parser().parse_args(argv)
    if args.from_json:
        payload = _read_payload(args.from_json)
        try:                        # a file edited by hand: a missing or mistyped field is one located line
            text = format_markdown(payload) if args.markdown else format_table(payload)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise TagError(f"not a `tag bench fidelity --json` payload ({type(exc).__name__}: {exc})",
                           SourceSpan(args.from_json)) from None
        print(text)
        return 0
    entries = select(load_corpus(args.corpus), only=args.only, kinds=args.kinds, small=args.small)
    if not entries:
        raise TagError("no corpus entries selected")
    log = sys.stderr if args.markdown else sys.stdout
    payload, source = run(entries, fit=args.fit, cache_dir=args.cache_dir, log=log)
    if source is not None:
        print("# fitted constants (paste into tag/core/calibration.py):", file=log)
        print(source, file=log)
    print(format_markdown(payload) if args.markdown else "\n" + format_table(payload))
    if args.json:
        write_atomically(args.json, json.dumps(payload, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
