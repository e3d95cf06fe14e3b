"""`tag bench fidelity --device gpu` (tag/bench/fidelity_gpu.py) and its measurement script
(scripts/gpu_fidelity.py), end to end on XLA CPU: the script runs the same way on a GPU machine."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tag.cli import main as tag_main

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "gpu_fidelity.py"


def _one_line_error(capsys) -> str:
    err = capsys.readouterr().err.strip()
    assert err and len(err.splitlines()) == 1, err
    return err


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """Two small models, two strategies, two pieces per program, exported and measured on XLA CPU."""
    out = tmp_path_factory.mktemp("gpu") / "export"
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--export", str(out), "--models", "transformer,bert",
                     "--strategies", "single,dp", "--small", "--batch", "8", "--max-pieces", "2"]) == 0
    measured = out.parent / "measured.json"
    env = dict(os.environ, JAX_PLATFORMS="cpu")
    run = subprocess.run([sys.executable, str(SCRIPT), str(out / "pieces"), str(measured), "--budget", "60",
                          "--rounds", "2", "--micro-max-n", "256", "--stream-mib", "4", "--conv-batch", "1",
                          "--threads", "2"], capture_output=True, text=True, env=env, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    return out, measured


def test_export_lists_pieces_round_robin_with_their_argument_specs(exported):
    out, _ = exported
    manifest = json.loads((out / "pieces" / "manifest.json").read_text())
    pieces = manifest["pieces"]
    assert manifest["format"] == "tag-gpu-pieces/1" and manifest["chip"] == "H200"
    assert [p["model"] for p in pieces[:2]] == ["transformer", "bert"]       # a cut-short run keeps both
    for p in pieces:
        text = (out / "pieces" / p["file"]).read_text()
        assert text.count("%arg") >= len(p["args"]) and (out / p["folder"] / "step.mlir").is_file()
        assert all(isinstance(shape, list) and isinstance(dtype, str) for shape, dtype in p["args"])
    assert len({(p["model"], p["piece"], p["catalogue_s"]) for p in pieces}) == len(pieces)


def test_the_script_measures_every_piece_and_the_micro_benchmarks(exported):
    out, measured = exported
    data = json.loads(measured.read_text())
    manifest = json.loads((out / "pieces" / "manifest.json").read_text())
    assert not data["errors"] and set(data["pieces"]) == {p["id"] for p in manifest["pieces"]}
    for m in data["pieces"].values():
        assert 0 < m["pipelined_min_s"] <= m["pipelined_s"] and 0 < m["blocking_min_s"] <= m["blocking_s"]
        assert m["rounds"] == 2
    micro = data["micro"]
    assert {g["dtype"] for g in micro["gemm"]} == {"f32_default", "bf16", "f32_highest"}
    assert micro["bandwidth"]["bytes_per_s"] > 0 and micro["trivial"]["pipelined_s"] > 0
    assert {(c["dtype"], c["part"]) for c in micro["conv_backward"]} == {
        (d, p) for d in ("f32_default", "bf16") for p in ("input_grad", "kernel_grad")}
    assert all(c["flops_per_s"] > 0 for c in micro["conv"] + micro["conv_backward"])
    assert set(data["probes"]) == {"args_1", "args_32", "results_16", "chain_2", "chain_64"}
    assert all(v["pipelined_s"] > 0 and v["blocking_s"] > 0 for v in data["probes"].values())
    # every piece's and probe's compiled HLO, gzipped beside the measurement
    hlo = measured.parent / "hlo"
    assert {f.name for f in hlo.iterdir()} == ({f"{p['id']}.hlo.txt.gz" for p in manifest["pieces"]}
                                               | {f"probe_{k}.hlo.txt.gz" for k in data["probes"]})


def test_a_second_call_keeps_the_first_calls_figures_and_compiled_hlo(exported, tmp_path):
    out, measured = exported
    second = tmp_path / "second" / "measured.json"
    second.parent.mkdir()
    env = dict(os.environ, JAX_PLATFORMS="cpu")
    run = subprocess.run([sys.executable, str(SCRIPT), str(out / "pieces"), str(second), "--budget", "30",
                          "--previous", str(measured)], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    first, data = json.loads(measured.read_text()), json.loads(second.read_text())
    assert data["probes"] == first["probes"] and set(data["pieces"]) == set(first["pieces"])
    assert sorted(f.name for f in (second.parent / "hlo").iterdir()) == \
        sorted(f.name for f in (measured.parent / "hlo").iterdir())


def test_pieces_too_big_for_the_device_together_are_measured_in_groups(exported, tmp_path):
    """The 67 pieces' inputs (59 GB) did not fit an 80 GB H100 at once (session 35): each group's inputs
    fit the cap, rounds interleave within a group, and every piece is still measured."""
    out, _ = exported
    again = tmp_path / "grouped.json"
    env = dict(os.environ, JAX_PLATFORMS="cpu")
    run = subprocess.run([sys.executable, str(SCRIPT), str(out / "pieces"), str(again), "--budget", "60",
                          "--rounds", "2", "--skip-micro", "--threads", "2", "--group-bytes", "1"],
                         capture_output=True, text=True, env=env, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    data = json.loads(again.read_text())
    manifest = json.loads((out / "pieces" / "manifest.json").read_text())
    assert f"{len(manifest['pieces'])} groups of pieces" in run.stdout
    assert not data["errors"] and set(data["pieces"]) == {p["id"] for p in manifest["pieces"]}
    assert data["rounds"] == 2 and all(m["rounds"] == 2 for m in data["pieces"].values())


def test_memory_groups_keep_order_and_the_cap():
    import importlib.util

    spec = importlib.util.spec_from_file_location("gpu_fidelity_script", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    piece = lambda n: {"args": [[[n], "float32"]]}                       # noqa: E731 - 4n bytes
    order = list(enumerate([piece(10), piece(10), piece(30), piece(5), piece(1)]))
    groups = module.memory_groups(order, 80.0)
    assert [[i for i, _ in g] for g in groups] == [[0, 1], [2], [3, 4]]  # 80, 120 alone, 24
    assert [[i for i, _ in g] for g in module.memory_groups(order, float("inf"))] == [[0, 1, 2, 3, 4]]


def test_a_transfer_takes_the_other_gpus_kernel_terms_and_this_machines_host_costs():
    from tag.bench.fidelity_gpu import GPU_FREE, HOST_COSTS, micro_chip, transferred
    from tag.core.hardware import get_chip

    micro = {"gemm": [{"dtype": "f32_default", "n": 4096, "flops_per_s": 3.9e14}],
             "conv": [{"dtype": "f32_default", "flops_per_s": 1.6e14}],
             "bandwidth": {"bytes_per_s": 2.9e12}, "trivial": {"pipelined_s": 2e-5, "blocking_s": 6e-5}}
    here = {"executable_s": 23e-6, "input_s": 0.5e-6, "output_s": 4e-6}          # no launch_s: not counted
    chip = micro_chip(get_chip("H100"), micro, here)
    other = {k: 0.5 for k in GPU_FREE} | {"executable_s": 81e-6, "launch_s": 1e-7, "memory_efficiency": 0.9}
    moved = transferred(chip, other, here).kernel_model
    assert (moved.executable_s, moved.input_s, moved.output_s) == (23e-6, 0.5e-6, 4e-6)   # this machine's
    assert moved.launch_s == 1e-7 and moved.memory_efficiency == 0.9 and moved.matmul == 0.5  # the other GPU's
    assert set(HOST_COSTS) <= set(GPU_FREE)


def test_scoring_prices_each_piece_as_tag_simulate_and_scores_the_pipelined_figure(exported, tmp_path, capsys):
    out, measured = exported
    data = json.loads(measured.read_text())
    saved = tmp_path / "scored.json"
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--pieces", str(out), "--measured", str(measured),
                     "--json", str(saved), "--cv-folds", "2"]) == 0
    printed = capsys.readouterr().out
    payload = json.loads(saved.read_text())
    manifest = {p["id"]: p for p in json.loads((out / "pieces" / "manifest.json").read_text())["pieces"]}
    assert payload["chips"] == ["catalogue", "whole", "micro", "fixed", "refit", "refit-whole", "refit-xla"]
    # the compiled HLO's kernels per piece, beside the cost model's launches; the probes' fixed costs
    assert all(r["xla_kernels"] >= 1 and r["tag_launches"] >= 0 for r in payload["rows"])
    assert payload["kernels"]["all"]["n"] == len(payload["rows"])
    assert set(payload["probe_costs"]) == {"executable_s", "input_s", "output_s", "launch_s"}
    assert payload["probe_costs"]["executable_s"] == data["probes"]["args_1"]["pipelined_s"]
    cv = payload["cv"]["refit"]
    assert cv["folds"] == 2 and cv["n"] == sum(r["half"] == "fit" for r in payload["rows"]) and cv["mape"] >= 0
    assert "2-fold cross-validation inside the FIT half" in printed and "XLA's kernels per piece" in printed
    for r in payload["rows"]:
        assert r["catalogue_s"] == pytest.approx(manifest[r["id"]]["catalogue_s"], rel=1e-9)
        assert r["pipelined_s"] == data["pieces"][r["id"]]["pipelined_s"]
        assert r["half"] == ("fit" if r["model"] == "transformer" else "held-out")
    fit = [r for r in payload["rows"] if r["half"] == "fit"]
    s = payload["summary"]["catalogue/pipelined_s/fit"]
    assert s["n"] == len(fit)
    expect = 100 * sum(abs(r["catalogue_s"] - r["pipelined_s"]) / r["pipelined_s"] for r in fit) / len(fit)
    assert s["mape"] == pytest.approx(expect)
    assert "target (held-out, catalogue chip, pipelined)" in printed
    # another GPU's scored payload moves its refit onto this chip (here: the payload itself)
    runs = tmp_path / "runs.txt"
    runs.write_text("== transformer-single\nstep 3: 5.0 ms, loss 1\nstep 4: 6.0 ms, loss 1\n"
                    "== transformer-single rc 0 (9 s)\n")
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--pieces", str(out), "--measured", str(measured),
                     "--transfer", str(saved), "--json", str(tmp_path / "moved.json"), "--runs", str(runs)]) == 0
    printed = capsys.readouterr().out
    moved = json.loads((tmp_path / "moved.json").read_text())
    from tag.bench.fidelity_gpu import GPU_FREE

    assert moved["chips"][-2:] == ["transfer", "refit-xla"]
    assert moved["transfer"]["refit"] == {k: payload["refit"][k] for k in GPU_FREE}
    assert all(r["transfer_s"] > 0 for r in moved["rows"])
    # whole steps in every chip's column; `refit-xla` is priced from terms, not a chip: no step for it
    (step,) = moved["steps"]
    assert step["program"] == "transformer-single" and step["measured_s"] == pytest.approx(0.0055)
    assert "transfer_s" in step and "refit_s" in step and "whole_s" in step and "refit-xla_s" not in step
    assert "with the refit fitted on" in printed and "transfer    pipelined  held-out" in printed


def test_kernel_census_script_sets_the_models_launches_beside_xla_cpus_kernels(exported):
    out, _ = exported
    run = subprocess.run([sys.executable, str(ROOT / "scripts" / "kernel_census.py"), str(out), "--limit", "3"],
                         capture_output=True, text=True, env=dict(os.environ, JAX_PLATFORMS="cpu"), timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.strip().splitlines()
    assert len(lines) == 5 and lines[-1].startswith("3 pieces: Kendall tau")
    assert all(int(line.split()[-1]) >= 1 for line in lines[1:4])       # every piece compiles to kernels


def test_run_logs_are_read_as_the_script_writes_them():
    from tag.bench.fidelity_gpu import parse_runs

    log = ("== vgg19-single\nstep 1: 60.0 ms, loss 1\nstep 2: 50.0 ms, loss 1\nstep 3: 47.0 ms, loss 1\n"
           "step 4: 48.0 ms, loss 1\n== vgg19-single rc 0 (29 s)\n"
           "step 3: 30.0 ms, loss 2\n== bert-single rc 0 (35 s)\n== cut-single\nstep 3: 9.0 ms, loss 3\n")
    runs = parse_runs(log)
    assert runs == {"vgg19-single": pytest.approx([0.047, 0.048]), "bert-single": pytest.approx([0.030]),
                    "cut-single": pytest.approx([0.009])}


def test_micro_chip_takes_the_measured_rates():
    from tag.bench.fidelity_gpu import micro_chip
    from tag.core.hardware import get_chip

    micro = {"gemm": [{"dtype": "f32_default", "n": 1024, "flops_per_s": 2e14},
                      {"dtype": "f32_default", "n": 8192, "flops_per_s": 4e14},
                      {"dtype": "bf16", "n": 8192, "flops_per_s": 7e14},
                      {"dtype": "f32_highest", "n": 8192, "flops_per_s": 5e13}],
             "bandwidth": {"bytes_per_s": 4e12}, "trivial": {"pipelined_s": 6e-6, "blocking_s": 3e-5}, "conv": []}
    chip = micro_chip(get_chip("H200"), micro)
    assert chip.peak_flops["tf32"] == 4e14 and chip.peak_flops["bf16"] == chip.peak_flops["f16"] == 7e14
    assert chip.peak_flops["f32"] == 5e13 and chip.memory_bandwidth == 4e12
    k = chip.kernel_model
    assert k.launch_s == 6e-6 and k.matmul == k.memory_efficiency == 1.0 and k.conv == 1.0   # no conv benchmark
    micro["conv"] = [{"dtype": "f32_default", "flops_per_s": 2e14}, {"dtype": "bf16", "flops_per_s": 3e14}]
    assert micro_chip(get_chip("H200"), micro).kernel_model.conv == pytest.approx(0.5)      # 2e14 / 4e14
    # with the backward convolutions measured: a training step's three at their harmonic-mean rate
    micro["conv_backward"] = [{"dtype": "f32_default", "part": "input_grad", "flops_per_s": 1e14},
                              {"dtype": "f32_default", "part": "kernel_grad", "flops_per_s": 1e14},
                              {"dtype": "bf16", "part": "input_grad", "flops_per_s": 9e14}]
    assert micro_chip(get_chip("H200"), micro).kernel_model.conv == pytest.approx(3 / (1 / 2e14 + 2 / 1e14) / 4e14)


def test_probe_costs_are_differences_of_the_probes():
    from tag.bench.fidelity_gpu import micro_chip, probe_costs
    from tag.core.hardware import get_chip

    probes = {"args_1": {"pipelined_s": 80e-6}, "args_32": {"pipelined_s": 173e-6},
              "results_16": {"pipelined_s": 140e-6}, "chain_2": {"pipelined_s": 100e-6},
              "chain_64": {"pipelined_s": 410e-6}}
    costs = probe_costs(probes, {"chain_2": 7, "chain_64": 255})
    assert costs == pytest.approx({"executable_s": 80e-6, "input_s": 3e-6, "output_s": 4e-6, "launch_s": 1.25e-6})
    assert "launch_s" not in probe_costs(probes, {})           # kernels not counted: no launch figure
    probes["args_32"]["pipelined_s"] = 70e-6                    # noise below the base: 0, not negative
    assert probe_costs(probes, {})["input_s"] == 0.0
    micro = {"gemm": [{"dtype": "f32_default", "n": 8192, "flops_per_s": 4e14}], "conv": [],
             "bandwidth": {"bytes_per_s": 4e12}, "trivial": {"pipelined_s": 26e-6, "blocking_s": 5e-5}}
    k = micro_chip(get_chip("H200"), micro, costs).kernel_model
    assert (k.executable_s, k.input_s, k.output_s, k.launch_s) == pytest.approx((80e-6, 3e-6, 4e-6, 1.25e-6))
    catalogue = get_chip("H200").kernel_model.launch_s
    assert micro_chip(get_chip("H200"), micro, {"executable_s": 8e-5}).kernel_model.launch_s == catalogue


def test_gpu_bench_bad_input_is_a_one_line_error(exported, tmp_path, capsys):
    out, measured = exported
    assert tag_main(["calibrate", "--device", "gpu"]) == 1       # the GPU is measured in three stages
    assert "tag bench fidelity --device gpu --export" in _one_line_error(capsys)
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--export", str(out), "--pieces", str(out)]) == 1
    assert "needs exactly one of --export DIR" in _one_line_error(capsys)
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--export", str(out)]) == 1
    assert "export folder exists and is not empty" in _one_line_error(capsys)
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--pieces", str(out)]) == 1
    assert "needs --measured FILE" in _one_line_error(capsys)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "something-else"}))
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--pieces", str(out), "--measured", str(bad)]) == 1
    assert "not a GPU measurement" in _one_line_error(capsys)
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--pieces", str(tmp_path), "--measured",
                     str(measured)]) == 1
    assert "manifest" in _one_line_error(capsys)
    # a hostile manifest cannot send the scorer to a program folder outside DIR/programs
    hostile = tmp_path / "hostile"
    (hostile / "pieces").mkdir(parents=True)
    manifest = json.loads((out / "pieces" / "manifest.json").read_text())
    manifest["pieces"][0]["folder"] = "programs/../../elsewhere"
    (hostile / "pieces" / "manifest.json").write_text(json.dumps(manifest))
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--pieces", str(hostile), "--measured",
                     str(measured)]) == 1
    assert "is not programs/NAME" in _one_line_error(capsys)
    manifest["pieces"][0]["folder"], manifest["pieces"][0]["task"] = "programs/x", "7"
    (hostile / "pieces" / "manifest.json").write_text(json.dumps(manifest))
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--pieces", str(hostile), "--measured",
                     str(measured)]) == 1
    assert "'task' must be an integer" in _one_line_error(capsys)
    broken = json.loads(measured.read_text())
    broken["pieces"][next(iter(broken["pieces"]))]["pipelined_s"] = "fast"
    bad.write_text(json.dumps(broken))
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--pieces", str(out), "--measured", str(bad)]) == 1
    assert "needs positive pipelined_s" in _one_line_error(capsys)
    broken = json.loads(measured.read_text())
    broken["probes"]["chain_64"] = {"pipelined_s": -1}
    bad.write_text(json.dumps(broken))
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--pieces", str(out), "--measured", str(bad)]) == 1
    assert "probes: must map args_N" in _one_line_error(capsys)
    # a corrupt compiled HLO beside the measurement is named, not a traceback
    beside = tmp_path / "beside"
    (beside / "hlo").mkdir(parents=True)
    (beside / "measured.json").write_text(measured.read_text())
    first = json.loads((out / "pieces" / "manifest.json").read_text())["pieces"][0]["id"]
    (beside / "hlo" / f"{first}.hlo.txt.gz").write_bytes(b"not gzip")
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--pieces", str(out), "--measured",
                     str(beside / "measured.json")]) == 1
    err = _one_line_error(capsys)
    assert "unreadable compiled HLO" in err and f"{first}.hlo.txt.gz" in err
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--pieces", str(out), "--measured", str(measured),
                     "--cv-folds", "1"]) == 1
    assert "--cv-folds must be 0 (off) or at least 2" in _one_line_error(capsys)
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--pieces", str(out), "--measured", str(measured),
                     "--transfer", str(measured)]) == 1
    assert "not a scored GPU fidelity payload" in _one_line_error(capsys)
    broken = json.loads(measured.read_text())
    del broken["micro"]["bandwidth"]
    bad.write_text(json.dumps(broken))
    assert tag_main(["bench", "fidelity", "--device", "gpu", "--pieces", str(out), "--measured", str(bad)]) == 1
    assert "micro: needs gemm and conv lists" in _one_line_error(capsys)
