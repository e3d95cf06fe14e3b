"""`tag bench fidelity`: the calibration corpus (schema, fixed split), the pricing helpers (AMP,
FP32, TF32, re-batching), the vectorised kernel trace the fit uses, the fit (with the GEMM/conv size
curve and flat; fit half only) and its curve-vs-flat verdict, the collective formula, and a quick run
of the bench on a small subset. docs/calibration.md's table is checked in
tests/test_readme_tables.py."""
from __future__ import annotations

import json
import math
import random
from dataclasses import replace

import pytest

from tag.bench import fidelity
from tag.core.calibration import COLLECTIVES, GPU_KERNELS, CollectiveModel, KernelModel
from tag.core.cost_model import graph_node_time
from tag.core.hardware import get_chip, link_for_group
from tag.core.model import CompGraph, OpNode, ParamInfo, Role
from tag.dialects.diagnostics import TagError

UNIT = KernelModel(matmul=1.0, matmul_vector=1.0, conv=1.0, conv_vector=1.0, vector=1.0, memory_efficiency=1.0,
                   launch_s=0.0)


# ------------------------------------------------------------------------------------- corpus
@pytest.fixture(scope="module")
def corpus():
    return fidelity.load_corpus()


def test_every_entry_is_sourced_positive_and_known(corpus):
    assert len(corpus) >= 30
    assert sum(e.kind in ("single_gpu", "scaling") for e in corpus) >= 20
    for e in corpus:
        assert all(e.source.get(k) for k in ("ref", "url", "where", "stack")), e.id
        assert e.value > 0 and e.gpus >= 1, e.id
        fidelity.resolve_chip(e.chip)                     # a catalogue chip or a datasheet variant
        assert e.split in ("fit", "heldout") if e.scored else (e.split == "none" and e.reason), e.id
        if e.kind == "collective":
            assert e.preset and e.size_bytes > 0 and e.metric in ("busbw_GBps", "time_us"), e.id
        else:
            assert e.model in fidelity.MODELS and e.precision in fidelity.PRECISIONS and e.batch >= 1, e.id
            assert (e.gpus == 1) == (e.kind == "single_gpu"), e.id
    kinds = {e.kind for e in corpus if e.scored}
    assert kinds == set(fidelity.KINDS)
    assert {e.chip for e in corpus if e.kind == "single_gpu"} >= {"V100-16GB", "V100-32GB", "A100-40GB", "A100-80GB",
                                                                    "P100-SXM2", "GTX1080Ti"}


def test_split_is_fixed_and_follows_the_rule(corpus):
    counts = {s: sum(e.split == s for e in corpus) for s in ("fit", "heldout", "none")}
    assert counts == {"fit": 50, "heldout": 39, "none": 12}
    assert fidelity.split_rule(corpus) == {e.id: e.split for e in corpus}
    # the rule never reads a published value
    shuffled = [replace(e, value=random.Random(i).uniform(1, 1e4)) for i, e in enumerate(corpus)]
    assert fidelity.split_rule(shuffled) == fidelity.split_rule(corpus)
    # every stratum with two or more scored entries has both halves
    strata: dict = {}
    for e in corpus:
        if e.scored:
            strata.setdefault(fidelity.stratum(e), set()).add(e.split)
    assert all(v == {"fit", "heldout"} for k, v in strata.items()
               if sum(fidelity.stratum(e) == k and e.scored for e in corpus) > 1)


def test_corpus_errors_are_reported(tmp_path, corpus):
    path = tmp_path / "c.yaml"
    path.write_text("entries:\n- {id: x, kind: single_gpu}\n")
    with pytest.raises(TagError, match="missing"):
        fidelity.load_corpus(path)
    import yaml

    raw = yaml.safe_load(fidelity.CORPUS_PATH.read_text())
    raw["entries"][0]["split"] = "heldout" if raw["entries"][0]["split"] == "fit" else "fit"
    path.write_text(yaml.safe_dump(raw))
    with pytest.raises(TagError, match="split differs from the split rule"):
        fidelity.load_corpus(path)
    raw["entries"][0]["value"] = -1
    path.write_text(yaml.safe_dump(raw))
    with pytest.raises(TagError, match="positive"):
        fidelity.load_corpus(path)
    raw["entries"][0]["value"] = 1.0
    for bad in (0, 2.5, True):
        raw["entries"][0]["accumulation"] = bad
        path.write_text(yaml.safe_dump(raw))
        with pytest.raises(TagError, match="accumulation must be a positive integer"):
            fidelity.load_corpus(path)
    raw["entries"][0]["accumulation"] = 1
    held = next(e for e in raw["entries"] if e.get("split") == "heldout")
    held["fit_excluded"] = "a reason"
    path.write_text(yaml.safe_dump(raw))
    with pytest.raises(TagError, match="fit half only"):
        fidelity.load_corpus(path)
    del held["fit_excluded"]
    scaling = next(e for e in raw["entries"] if e["kind"] == "scaling")
    scaling["accumulation"] = 4
    path.write_text(yaml.safe_dump(raw))
    with pytest.raises(TagError, match="single_gpu entries only"):
        fidelity.load_corpus(path)


def test_pre_training_entries_record_their_gradient_accumulation(corpus):
    """Every BERT pre-training entry (LAMB with gradient accumulation in its source's table) records
    it; every other entry steps its optimizer once per batch."""
    for e in corpus:
        assert (e.accumulation > 1) == ("-pre" in e.id), e.id


# ---------------------------------------------------------------------------------- pricing
def tiny_graph(batch: int = 8) -> CompGraph:
    """x[batch] -> dot with weight w -> relu -> (loss); dW; update. A dot of 1e12 flops (compute
    bound on every chip at unit efficiencies), activations of 4 MB per batch of 8."""
    act = 4 << 20
    nodes = [
        OpNode(0, "arg", "t:0", Role.BATCH, 0.0, 0, act, [], 0, dtype="f32"),
        OpNode(1, "arg", "t:1", Role.PARAM, 0.0, 0, 1 << 20, [], None, param=0, dtype="f32"),
        OpNode(2, "stablehlo.dot_general", "t:2", Role.FORWARD, 1e12, act + (1 << 20), act, [(0, act), (1, 1 << 20)],
               0, dtype="f32", compute_dtype="tf32"),
        OpNode(3, "stablehlo.maximum", "t:3", Role.FORWARD, act / 4, act, act, [(2, act)], 0, dtype="f32"),
        OpNode(4, "stablehlo.dot_general", "t:4", Role.GRADIENT, 1e12, 2 * act, 1 << 20, [(0, act), (3, act)], None,
               param=0, dtype="f32", compute_dtype="tf32"),
        OpNode(5, "stablehlo.subtract", "t:5", Role.UPDATE, (1 << 20) / 4, 2 << 20, 1 << 20, [(1, 1 << 20), (4, 1 << 20)],
               None, param=0, dtype="f32", result_index=0),
    ]
    return CompGraph(nodes, [ParamInfo("w", 1, 1 << 20, 4, [5])], batch, "tiny")


def test_amp_halves_non_parameter_bytes_and_runs_dots_at_f16():
    g = tiny_graph()
    amp = fidelity.with_precision(g, "amp")
    for old, new in zip(g.nodes, amp.nodes):
        nonparam = old.role not in (Role.PARAM, Role.OPT_STATE) and old.param is None
        assert new.output_bytes == pytest.approx(old.output_bytes * (0.5 if nonparam else 1.0)), old.id
        assert new.compute_dtype == ("f16" if old.op_name == "stablehlo.dot_general" else old.compute_dtype)
    assert amp.nodes[4].inputs == [(0, (4 << 20) / 2), (3, (4 << 20) / 2)]       # activations read in f16
    assert amp.nodes[5].inputs == g.nodes[5].inputs                               # weights and grads stay f32
    assert g.nodes[2].compute_dtype == "tf32"                                     # the original is untouched
    v100 = replace(get_chip("V100-16GB"), kernels=UNIT)
    assert graph_node_time(amp, 2, v100) == pytest.approx(1e12 / 125e12)         # tensor cores, f16 peak


def test_fp32_on_ampere_uses_the_f32_rate_and_tf32_the_tf32_rate():
    g = tiny_graph()
    a100 = replace(get_chip("A100-80GB"), kernels=UNIT)
    assert graph_node_time(fidelity.with_precision(g, "tf32"), 2, a100) == pytest.approx(1e12 / 156e12)
    assert graph_node_time(fidelity.with_precision(g, "fp32"), 2, a100) == pytest.approx(1e12 / 19.5e12)
    v100 = replace(get_chip("V100-16GB"), kernels=UNIT)                           # no TF32 units: f32 either way
    assert graph_node_time(fidelity.with_precision(g, "tf32"), 2, v100) == pytest.approx(1e12 / 15.7e12)
    with pytest.raises(TagError, match="unknown precision"):
        fidelity.with_precision(g, "fp8")


def test_rebatched_graph_priced_whole_equals_rows_pricing():
    g = tiny_graph(8)
    chip = get_chip("A100-40GB")
    for rows in (8, 32, 256):
        whole = fidelity.step_time(fidelity.rebatched(g, rows), chip, rows)
        assert whole == pytest.approx(fidelity.step_time(g, chip, rows), rel=1e-9)


def test_kernel_trace_reprices_like_graph_node_time():
    g = fidelity.with_precision(tiny_graph(), "amp")
    chip = get_chip("V100-32GB")
    trace = fidelity.kernel_trace(g, chip, 64)
    for km in (GPU_KERNELS, KernelModel(0.9, 0.1, 0.3, 0.4, 0.2, 0.6, 7e-6)):
        assert trace.time(km) == pytest.approx(fidelity.step_time(g, replace(chip, kernels=km), 64), rel=1e-12)


def test_kernel_trace_prices_host_path_classes_as_their_base_class():
    """A GEMM the host library rule sends to the generic emitter (`OpNode.kernel_path`) keeps that
    path in the graph; a GPU kernel model (no path curves) prices it as a plain GEMM, and the trace
    must too (it once priced it at the vector rate and `--fit` refused every real graph)."""
    g = tiny_graph()
    g = replace(g, nodes=[replace(nd, kernel_path="generic") if nd.op_name == "stablehlo.dot_general" else nd
                          for nd in g.nodes])
    chip = get_chip("A100-40GB")
    km = KernelModel(0.9, 0.4, 0.3, 0.4, 0.2, 0.6, 7e-6, matmul_half_flops=4e11, conv_half_flops=1e9)
    trace = fidelity.kernel_trace(g, chip, 8)
    assert trace.time(km) == pytest.approx(fidelity.step_time(g, replace(chip, kernels=km), 8), rel=1e-12)
    plain = fidelity.step_time(tiny_graph(), replace(chip, kernels=km), 8)
    assert trace.time(km) == pytest.approx(plain, rel=1e-12)


def test_gradient_accumulation_prices_the_update_once_per_k_micro_batches():
    """Seconds per micro-batch with k micro-batches per optimizer step: every node but the update
    once, the update 1/k, plus the accumulation pass (per parameter: add two f32 buffers of its size)."""
    from tag.core.cost_model import add_time

    g = tiny_graph()
    chip = replace(get_chip("V100-32GB"), kernels=GPU_KERNELS)
    times = [graph_node_time(g, n, chip, 8) for n in range(len(g.nodes))]
    update = sum(t for t, nd in zip(times, g.nodes) if nd.role is Role.UPDATE)
    assert update > 0
    assert fidelity.step_time(g, chip, 8, 1) == pytest.approx(sum(times), rel=1e-12)
    for k in (2, 64):
        want = sum(times) - update + update / k + add_time(1 << 20, chip)
        assert fidelity.step_time(g, chip, 8, k) == pytest.approx(want, rel=1e-12)
        trace = fidelity.kernel_trace(g, get_chip("V100-32GB"), 8, k)
        for km in (GPU_KERNELS, KernelModel(0.9, 0.1, 0.3, 0.4, 0.2, 0.6, 7e-6)):
            assert trace.time(km) == pytest.approx(fidelity.step_time(g, replace(chip, kernels=km), 8, k), rel=1e-12)


def test_collective_formula():
    e = fidelity.Entry(id="c", kind="collective", chip="A100-80GB", gpus=8, metric="busbw_GBps", value=1.0,
                       split="fit", source={}, preset="a100-nvlink", size_bytes=1 << 40)
    cm = CollectiveModel(0.75, 5e-6)
    beta = link_for_group("a100-nvlink", 8).bandwidth_bytes_per_s
    assert fidelity.predict_collective(e, cm) == pytest.approx(0.75 * beta / 1e9, rel=1e-4)   # large S: e·β
    small = replace(e, metric="time_us", size_bytes=8)
    assert fidelity.predict_collective(small, cm) == pytest.approx(2 * 7 * 5.0, rel=1e-3)     # 2(n-1)·α


def mlp_graph(batch: int = 8, layers: int = 4, wbytes: int = 64 << 20, flops: float = 2e11) -> CompGraph:
    """A chain of `layers` dots with one weight of `wbytes` each and its backward pass: the gradient of
    the last layer is ready first, with the backward of the other layers still to run."""
    act = 4 << 20
    nodes: list[OpNode] = []

    def add(*args, **kw) -> int:
        nodes.append(OpNode(len(nodes), *args, **kw))
        return len(nodes) - 1

    h = [add("arg", "t", Role.BATCH, 0.0, 0, act, [], 0)]
    ws = [add("arg", "t", Role.PARAM, 0.0, 0, wbytes, [], None, param=i) for i in range(layers)]
    for w in ws:
        h.append(add("stablehlo.dot_general", "t", Role.FORWARD, flops, act + wbytes, act, [(h[-1], act), (w, wbytes)], 0))
    dh, grads = h[-1], {}
    for i in reversed(range(layers)):
        grads[i] = add("stablehlo.dot_general", "t", Role.GRADIENT, flops, 2 * act, wbytes, [(h[i], act), (dh, act)],
                       None, param=i)
        if i:
            dh = add("stablehlo.dot_general", "t", Role.BACKWARD, flops, act + wbytes, act, [(dh, act), (ws[i], wbytes)], 0)
    params = []
    for i, w in enumerate(ws):
        u = add("stablehlo.subtract", "t", Role.UPDATE, wbytes / 4, 2 * wbytes, wbytes, [(w, wbytes), (grads[i], wbytes)],
                None, param=i, result_index=i)
        params.append(ParamInfo(f"w{i}", w, wbytes, grads[i], [u]))
    return CompGraph(nodes, params, batch, "mlp")


def test_scaling_sync_after_backward_exposes_the_whole_allreduce():
    """`after_backward` (the mode `--fit` chose on the fit half, `SCALING_SYNC`): an n-GPU step is the
    one-GPU step plus the whole ring AllReduce of every gradient (25 MiB buckets); `overlapped` hides
    part of it behind the backward pass of the earlier layers."""
    g, n, batch, layers, wbytes = mlp_graph(), 8, 8, 4, 64 << 20
    e = fidelity.Entry(id="s-8gpu", kind="scaling", chip="V100-32GB", gpus=n, metric="images_per_s", value=1.0,
                       split="fit", source={}, model="resnet50", precision="fp32", batch=batch, preset="v100-nvlink")
    one = fidelity.step_time(fidelity.with_precision(g, "fp32"), replace(get_chip("V100-32GB"), kernels=GPU_KERNELS), batch)
    beta = link_for_group("v100-nvlink", n).bandwidth_bytes_per_s
    ring = 2 * (n - 1) / n * layers * wbytes / (COLLECTIVES.bandwidth_efficiency * beta)
    latency = layers * 2 * (n - 1) * COLLECTIVES.latency_s          # one bucket per 64 MiB gradient
    step = {m: n * batch / fidelity.predict_scaling(e, g, GPU_KERNELS, COLLECTIVES, sync=m) for m in fidelity.SYNC_MODES}
    assert step["after_backward"] - one == pytest.approx(ring + latency, rel=0.03)
    assert 0 < step["overlapped"] - one < 0.75 * ring
    assert fidelity.SCALING_SYNC == "after_backward"
    assert fidelity.predict(e, GPU_KERNELS, COLLECTIVES, {"resnet50": g}) == n * batch / step["after_backward"]
    with pytest.raises(TagError, match="gradient sync mode"):
        fidelity.predict_scaling(e, g, GPU_KERNELS, COLLECTIVES, sync="eager")


def test_choose_sync_reads_the_fit_half_only():
    def entry(i: int, split: str, value: float) -> fidelity.Entry:
        return fidelity.Entry(id=f"s{i}", kind="scaling", chip="V100-32GB", gpus=8, metric="images_per_s",
                              value=value, split=split, source={}, model="resnet50", precision="fp32", batch=8,
                              preset="v100-nvlink")
    # published = the after_backward prediction on the fit half, = the overlapped one on the held-out half
    rows = [entry(0, "fit", 90.0), entry(1, "heldout", 100.0), entry(2, "fit", 45.0), entry(3, "heldout", 50.0)]
    base = {"s0": 100.0, "s1": 100.0, "s2": 50.0, "s3": 50.0}

    def price(e, mode):
        assert e.split == "fit"
        return base[e.id] * (0.9 if mode == "after_backward" else 1.0)
    mode, errors = fidelity.choose_sync(rows, price)
    assert mode == "after_backward" and errors == pytest.approx({"overlapped": 100 / 9, "after_backward": 0.0})
    flipped = [replace(e, value=base[e.id]) if e.split == "fit" else e for e in rows]
    assert fidelity.choose_sync(flipped, price)[0] == "overlapped"
    assert fidelity.choose_sync(rows[1::2], price) == (fidelity.SCALING_SYNC, {})


def test_scaling_speedups_split_a_row_error():
    rows = [{"id": "m-1", "kind": "single_gpu", "split": "fit", "published": 10.0, "predicted": 12.0, "error_pct": 20.0,
             "gpus": 1},
            {"id": "m-1-8gpu", "kind": "scaling", "split": "heldout", "published": 70.0, "predicted": 84.0,
             "error_pct": 20.0, "gpus": 8}]
    (s,) = fidelity.scaling_speedups(rows)
    assert (s["speedup_published"], s["speedup_predicted"]) == (7.0, 7.0) and s["speedup_error_pct"] == 0.0
    assert (1 + s["single_error_pct"] / 100) * (1 + s["speedup_error_pct"] / 100) == pytest.approx(1 + s["error_pct"] / 100)


def test_fit_recovers_known_constants():
    """Synthetic entries priced with known constants: the fit finds them again (the optimiser and the
    trace plumbing, not the corpus)."""
    truth = KernelModel(0.55, 0.7, 0.45, 0.65, 0.5, 0.6, 8e-6)
    g = tiny_graph()
    entries, traces = [], {}
    chips = ("A100-80GB", "V100-16GB", "GTX1080Ti", "P100")
    for i, (chip, prec, batch) in enumerate((c, p, b) for c in chips for p in ("fp32", "amp") for b in (1, 8, 64, 512)):
        gp = fidelity.with_precision(g, prec)
        trace = fidelity.kernel_trace(gp, get_chip(chip), batch)
        value = batch / trace.time(truth)
        e = fidelity.Entry(id=f"s{i}", kind="single_gpu", chip=chip, gpus=1, metric="images_per_s", value=value,
                           split="fit", source={}, model="resnet50", precision=prec, batch=batch)
        entries.append(e)
        traces[e.id] = trace
    fitted, info = fidelity.fit_kernels(entries, traces)
    assert info["cost"] < 1e-8
    for e in entries:
        assert e.batch / traces[e.id].time(fitted) == pytest.approx(e.value, rel=1e-3)


def synthetic_entries(truth: KernelModel) -> tuple[list, dict]:
    """Single-GPU "measurements" priced with `truth` from synthetic kernel traces: GEMMs and
    convolutions of 1e6..1e11 FLOPs on a matrix-unit and a vector-unit rate, each entry with a
    memory-bound kernel, a vector kernel and its own launch count (every constant identifiable)."""
    import numpy as np

    entries, traces = [], {}
    for i, (flops, cls, on, n) in enumerate((f, c, o, n) for f in np.logspace(6, 11, 6) for c in (1, 2)
                                            for o in (True, False) for n in (1, 4)):
        slot = (0 if on else 1) if cls == 1 else (2 if on else 3)
        trace = fidelity.KernelTrace(
            flops=np.array([flops] * n + [0.0, 2e9]), nbytes=np.array([1e3] * n + [(1 + i % 5) * 4e7, 1e3]),
            peak=np.array([1.2e14 if on else 1.5e13] * n + [1.5e13, 1.5e13]), slot=np.array([slot] * n + [4, 4]),
            curve=np.array([cls] * n + [0, 0]), launches=float(n + 2 + 7 * (i % 3)), bandwidth=9e11)
        e = fidelity.Entry(id=f"c{i}", kind="single_gpu", chip="A100-80GB", gpus=1, metric="images_per_s",
                           value=64 / trace.time(truth), split="fit", source={}, model="resnet50",
                           precision="tf32", batch=64)
        entries.append(e)
        traces[e.id] = trace
    return entries, traces


def test_fit_recovers_a_known_size_curve():
    """F_half of GEMMs and convolutions is fitted (not fixed at 0) and found again from synthetic
    traces priced with it; the flat fit keeps F_half = 0 and cannot price them exactly."""
    truth = KernelModel(0.8, 0.6, 0.7, 0.5, 0.4, 0.6, 5e-6, matmul_half_flops=3e8, conv_half_flops=5e7)
    entries, traces = synthetic_entries(truth)
    fitted, info = fidelity.fit_kernels(entries, traces)
    assert info["cost"] < 1e-10 and info["curve"]
    assert fitted.matmul_half_flops == pytest.approx(3e8, rel=1e-3)
    assert fitted.conv_half_flops == pytest.approx(5e7, rel=1e-3)
    for f in ("matmul", "matmul_vector", "conv", "conv_vector", "memory_efficiency", "launch_s"):
        assert getattr(fitted, f) == pytest.approx(getattr(truth, f), rel=1e-3), f
    flat, finfo = fidelity.fit_kernels(entries, traces, curve=False)
    assert (flat.matmul_half_flops, flat.conv_half_flops) == (0.0, 0.0) and not finfo["curve"]
    assert finfo["cost"] > 100 * info["cost"] + 1e-3
    # a flat truth: the curve's fit finds F_half ~ 0 (bounded below by 0, never negative)
    entries, traces = synthetic_entries(replace(truth, matmul_half_flops=0.0, conv_half_flops=0.0))
    fitted, info = fidelity.fit_kernels(entries, traces)
    assert info["cost"] < 1e-7 and fitted.matmul_half_flops < 1e6 and fitted.conv_half_flops < 1e6


def test_trace_prices_the_size_curve_like_kernel_time():
    g = fidelity.with_precision(tiny_graph(), "fp32")
    chip = get_chip("A100-40GB")
    km = KernelModel(0.9, 0.4, 0.3, 0.4, 0.2, 0.6, 7e-6, matmul_half_flops=4e11, conv_half_flops=1e9)
    for rows in (1, 8, 64):
        trace = fidelity.kernel_trace(g, chip, rows)
        assert trace.time(km) == pytest.approx(fidelity.step_time(g, replace(chip, kernels=km), rows), rel=1e-12)
        assert trace.time(km) > trace.time(replace(km, matmul_half_flops=0.0))


def test_fit_reads_only_the_fit_half(monkeypatch):
    """`--fit` (both variants, curve and flat) depends on the fit half alone: changing every held-out
    published value leaves the fitted constants as they were; the comparison reports both halves."""
    monkeypatch.setattr(fidelity, "model_graph", lambda key, **kw: tiny_graph())
    truth = KernelModel(0.55, 0.7, 0.45, 0.65, 0.5, 0.6, 8e-6, matmul_half_flops=8e9)
    chips = ("A100-80GB", "V100-16GB", "GTX1080Ti", "P100")
    entries = []
    for i, (chip, prec, batch) in enumerate((c, p, b) for c in chips for p in ("fp32", "amp") for b in (1, 8, 64, 512)):
        gp = fidelity.with_precision(tiny_graph(), prec)
        value = batch / fidelity.kernel_trace(gp, get_chip(chip), batch).time(truth)
        entries.append(fidelity.Entry(id=f"s{i}", kind="single_gpu", chip=chip, gpus=1, metric="images_per_s",
                                      value=value, split=("fit", "heldout")[i % 2], source={}, model="resnet50",
                                      precision=prec, batch=batch))
    corpus = {e.id: e for e in fidelity.load_corpus()}
    entries += [corpus[i] for i in ("nccl-a100-2gpu-nv12-busbw", "nccl-a100-2gpu-32B-time", "nccl-a100-8gpu-apollo-busbw")]
    payload, source = fidelity.run(entries, fit=True, log=None)
    skewed = [replace(e, value=e.value * 3.0) if e.split == "heldout" else e for e in entries]
    again, source2 = fidelity.run(skewed, fit=True, log=None)
    assert source2 == source and again["kernels"] == payload["kernels"]
    assert again["size_curve"]["curve"] == payload["size_curve"]["curve"]
    assert again["size_curve"]["flat"] == payload["size_curve"]["flat"]
    assert "matmul_half_flops=8e+09" in source and "matmul_half_flops=0, conv_half_flops=0" in source
    comparison = payload["size_curve"]
    held = next(r for r in comparison["summary"] if (r["split"], r["kind"]) == ("heldout", "single_gpu"))
    assert held["mape_curve"] < 0.1 < held["mape_flat"] and comparison["lowers_heldout_mape"]
    md = fidelity.format_markdown(payload)
    assert "| half | kind | N | MAPE % flat | MAPE % curve | tau flat | tau curve |" in md
    assert "the curve lowers the held-out MAPE" in md
    assert "the curve does NOT lower" in fidelity.format_table(
        {**payload, "size_curve": {**comparison, "lowers_heldout_mape": False}})
    # a fit-half entry marked fit_excluded is scored (printed, counted) but the fit never reads it
    wild = replace(entries[0], id="wild", value=entries[0].value * 5.0, fit_excluded="lengths not published")
    third, source3 = fidelity.run([*entries, wild], fit=True, log=None)
    assert source3 == source and third["kernels"] == payload["kernels"]
    row = next(r for r in third["rows"] if r["id"] == "wild")
    assert row["split"] == "fit" and row["error_pct"] < -70
    text = fidelity.format_table(third)
    assert "Scored in the fit half but not read by --fit:\n  wild: lengths not published" in text
    fit_all = next(r for r in third["summary"] if (r["split"], r["kind"]) == ("fit", "all"))
    assert fit_all["n"] == next(r for r in payload["summary"] if (r["split"], r["kind"]) == ("fit", "all"))["n"] + 1


def test_size_curve_verdict_is_the_heldout_mape():
    """The verdict compares held-out MAPE over all kinds, not tau and not the fit half."""
    def rows(fit_pred, held_pred):
        pub = [1.0, 2.0, 3.0, 4.0]
        return ([{"id": f"f{i}", "kind": "single_gpu", "split": "fit", "predicted": p, "published": v}
                 for i, (p, v) in enumerate(zip(fit_pred, pub))]
                + [{"id": f"h{i}", "kind": "single_gpu", "split": "heldout", "predicted": p, "published": v}
                   for i, (p, v) in enumerate(zip(held_pred, pub))])
    ranked_far = [1.3, 2.6, 3.9, 5.2]           # 30 % off, ranked right
    close_swapped = [1.1, 1.9, 3.3, 3.0]        # 12.5 % off, one pair swapped
    km = GPU_KERNELS
    worse = fidelity.size_curve_comparison(rows(close_swapped, ranked_far), rows(ranked_far, close_swapped), km, km)
    held = next(r for r in worse["summary"] if (r["split"], r["kind"]) == ("heldout", "all"))
    assert held["mape_curve"] == pytest.approx(30.0) and held["mape_flat"] == pytest.approx(12.5)
    assert held["tau_curve"] > held["tau_flat"] and not worse["lowers_heldout_mape"]
    better = fidelity.size_curve_comparison(rows(ranked_far, close_swapped), rows(close_swapped, ranked_far), km, km)
    assert better["lowers_heldout_mape"]


# ------------------------------------------------------------------------------------ bench
def test_small_bench_prints_both_halves(capsys, tmp_path):
    out = tmp_path / "fidelity.json"
    assert fidelity.main(["--small", "--json", str(out)]) == 0
    text = capsys.readouterr().out
    payload = json.loads(out.read_text())
    assert {r["id"] for r in payload["rows"]} == set(fidelity.SMALL_IDS)
    halves = {(s["split"], s["kind"]) for s in payload["summary"]}
    assert {("fit", "all"), ("heldout", "all"), ("fit", "single_gpu"), ("heldout", "collective")} <= halves
    for line in ("fit      all", "heldout  all", "Target (issue 10)"):
        assert line in text
    assert payload["kernels"]["matmul"] == GPU_KERNELS.matmul and payload["collectives"]["latency_s"] == COLLECTIVES.latency_s
    for r in payload["rows"]:
        assert r["predicted"] > 0 and math.isclose(r["error_pct"], 100 * (r["predicted"] / r["published"] - 1))
    # --from-json re-renders the same Markdown
    md = fidelity.format_markdown(payload)
    assert fidelity.main(["--from-json", str(out), "--markdown"]) == 0
    assert capsys.readouterr().out == md + "\n"


def test_cli_selection_and_errors(tmp_path):
    corpus = fidelity.load_corpus()
    assert [e.kind for e in fidelity.select(corpus, kinds="collective")] == ["collective"] * 7
    with pytest.raises(TagError, match="unknown corpus entries"):
        fidelity.select(corpus, only="nope")
    with pytest.raises(TagError, match="unknown kinds"):
        fidelity.select(corpus, kinds="tpu")
    bad = tmp_path / "bad.json"
    bad.write_text("[]")
    with pytest.raises(TagError, match="not a `tag bench fidelity --json` file"):
        fidelity.main(["--from-json", str(bad)])


def test_device_flag_goes_to_the_measured_bench(monkeypatch):
    from tag.bench import fidelity_cpu

    seen = []
    monkeypatch.setattr(fidelity_cpu, "main", lambda argv: seen.append(argv) or 0)
    assert fidelity.main(["--device", "cpu", "--quick"]) == 0
    assert seen == [["--device", "cpu", "--quick"]]


def test_a_piece_priced_a_few_ulps_apart_in_two_programs_is_measured_once():
    """Run 2 of session 19: five pieces of bert and vgg19 recurred in two programs with prices a few ulps
    apart (sums in another order) and were measured and scored twice under an exact float key."""
    import math

    from tag.bench.fidelity_cpu import MeasuredPieces

    seen = MeasuredPieces()
    price = 0.0002629666583688914
    seen.add("vgg19", "p_2c39", price, 3)
    assert seen.find("vgg19", "p_2c39", 0.00026296665836889055) == 3        # the other program's sum
    assert seen.find("vgg19", "p_2c39", math.nextafter(price, 1.0)) == 3
    assert seen.find("vgg19", "p_2c39", price * 1.01) is None                # same text, other rows: another row
    assert seen.find("bert", "p_2c39", price) is None
    assert seen.find("vgg19", "p_other", price) is None
    seen.add("vgg19", "p_2c39", price * 1.01, 7)
    assert seen.find("vgg19", "p_2c39", price * 1.01) == 7


def test_rescore_counts_a_piece_measured_twice_once(tmp_path, capsys):
    from tag.bench.fidelity_cpu import main, rescored
    from tag.dialects.diagnostics import TagError

    def row(model, piece, half, price, measured):
        return {"model": model, "piece": piece, "half": half, "predicted_s": price, "measured_s": measured}

    price = 0.0002629666583688914
    saved = {"pieces": [row("vgg19", "p_a", "held-out", price, 2.7e-4),
                        row("vgg19", "p_a", "held-out", 0.00026296665836889055, 2.8e-4),   # the same piece again
                        row("vgg19", "p_b", "held-out", 1e-4, 1.1e-4),
                        row("vgg19", "p_a", "held-out", price * 1.5, 4e-4),               # other rows: another piece
                        row("bert", "p_a", "fit", price, 3e-4)]}
    out = rescored(saved, "run.json")
    assert out["held-out"]["as_saved"]["n"] == 4 and out["held-out"]["once"]["n"] == 3
    assert out["fit"]["once"]["n"] == 1 and out["all"]["once"]["n"] == 4
    assert out["held-out"]["once"]["mape"] == pytest.approx(100 / 3 * (abs(price - 2.7e-4) / 2.7e-4 + 0.1 / 1.1
                                                                        + abs(1.5 * price - 4e-4) / 4e-4))
    path = tmp_path / "run.json"
    path.write_text(__import__("json").dumps(saved))
    assert main(["--rescore", str(path)]) == 0
    assert "each piece once   3 pieces" in capsys.readouterr().out
    for bad, why in (({"pieces": []}, "no pieces"), ({"pieces": [{"model": "m"}]}, "piece 0: missing"),
                     ({"pieces": [row("m", "p", "fit", 0.0, 1.0)]}, "must be > 0")):
        with pytest.raises(TagError, match=why):
            rescored(bad, "run.json")
    path.write_text("{not json")
    with pytest.raises(TagError, match="invalid JSON"):
        main(["--rescore", str(path)])


@pytest.mark.parametrize("argv", [["bench", "plan", "--from-json"], ["bench", "overlap", "--from-json"],
                                  ["bench", "fidelity", "--from-json"],
                                  ["bench", "fidelity", "--device", "cpu", "--rescore"]])
def test_saved_bench_files_are_read_as_untrusted_input(tmp_path, capsys, argv):
    """A saved bench JSON handed back (--from-json, --rescore) goes through the bounded reader: a file
    nested 200,000 levels deep is a located one-line error, not Python's RecursionError (an internal
    error, exit 2, before); a folder or a missing file is one too."""
    from tag.cli import main as tag_main

    deep = tmp_path / "deep.json"
    deep.write_text("[" * 200_000)
    for path, why in ((deep, "nested more than"), (tmp_path, "a folder"), (tmp_path / "nope.json", "cannot read")):
        assert tag_main([*argv, str(path)]) == 1
        err = capsys.readouterr().err.strip()
        assert why in err and "\n" not in err and "Traceback" not in err and "internal error" not in err


def test_a_fit_half_far_from_its_calibrated_prices_is_a_phase_warning():
    from tag.bench.fidelity_cpu import STATE_TOLERANCE, phase_warning

    assert phase_warning({}) is None
    assert phase_warning({"reanchored": {"factor": 0.95}}) is None
    assert phase_warning({"reanchored": {"factor": 1 + STATE_TOLERANCE}}) is None
    assert "0.75x its calibrated prices" in phase_warning({"reanchored": {"factor": 0.75}})
    assert "1.23x" in phase_warning({"reanchored": {"factor": 1.23}})
