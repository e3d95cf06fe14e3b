"""`tag bench fidelity`: the calibration corpus (schema, fixed split), the pricing helpers (AMP,
FP32, TF32, re-batching), the vectorised kernel trace the fit uses, the collective formula, and a
quick run of the bench on a small subset. docs/calibration.md's table is checked in
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


def test_collective_formula():
    e = fidelity.Entry(id="c", kind="collective", chip="A100-80GB", gpus=8, metric="busbw_GBps", value=1.0,
                       split="fit", source={}, preset="a100-nvlink", size_bytes=1 << 40)
    cm = CollectiveModel(0.75, 5e-6)
    beta = link_for_group("a100-nvlink", 8).bandwidth_bytes_per_s
    assert fidelity.predict_collective(e, cm) == pytest.approx(0.75 * beta / 1e9, rel=1e-4)   # large S: e·β
    small = replace(e, metric="time_us", size_bytes=8)
    assert fidelity.predict_collective(small, cm) == pytest.approx(2 * 7 * 5.0, rel=1e-3)     # 2(n-1)·α


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
