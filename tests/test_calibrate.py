"""`tag calibrate --device cpu` and `tag bench fidelity --device cpu` (tag/bench/fidelity_cpu.py).

- calibrate measures the XLA CPU device (a very short budget here) and writes a chip file that
  `load_host_chip` turns back into a `Chip` with positive rates, its own kernel model and the
  measured figures; bad --out / --device / --seconds are one-line errors with exit status 1, found
  before anything is measured;
- a chip file round-trips; broken chip files are one-line errors naming the file;
- the CPU fidelity bench applies one tiny model with one strategy, prices every compute piece as
  `tag simulate` does, measures it and prints per piece and MAPE + tau (JSON too).
"""
from __future__ import annotations

import io
import json
import math
from dataclasses import replace

import pytest

from tag.cli import main as tag_main
from tag.core.calibration import KernelCurve
from tag.dialects.diagnostics import TagError
from tag.runtime.calibrate import (
    CHIP_FORMAT,
    HostMeasurements,
    chip_to_json,
    entry_kernels,
    fit_kernel_curve,
    fit_saturating,
    host_chip,
    host_topology,
    load_host_chip,
    write_chip_file,
)

MEASURED = HostMeasurements(gemm_f32_flops=50e9, gemm_bf16_flops=30e9, memory_bandwidth=12e9, conv_flops=30e9,
                            vector_flops=5e9, launch_s=1e-6, executable_overhead_s=12e-6, seconds=1.0,
                            curves={"matmul": (0.9, 1e6), "conv": (0.6, 5e6)})


def _one_line_error(capsys) -> str:
    err = capsys.readouterr().err.strip()
    assert err and len(err.splitlines()) == 1, err
    return err


def test_calibrate_writes_a_loadable_chip_file(tmp_path, capsys):
    out = tmp_path / "host.json"
    assert tag_main(["calibrate", "--device", "cpu", "--out", str(out), "--seconds", "0.3", "--quiet",
                     "--no-pieces"]) == 0
    printed = capsys.readouterr().out
    assert "GFLOP/s" in printed and f"wrote {out}" in printed and "piece fit" not in printed
    chip = load_host_chip(out)
    assert chip.name == "host-cpu"
    assert chip.peak_flops["f32"] > 0 and chip.peak_flops["bf16"] > 0 and chip.memory_bandwidth > 0
    k = chip.kernel_model
    assert k is chip.kernels and 0 < k.matmul <= 1 and 0 < k.conv <= 1 and 0 < k.vector <= 1 and k.launch_s >= 0
    assert k.matmul_half_flops >= 0 and k.conv_half_flops >= 0    # the size curves (quick shapes)
    data = json.loads(out.read_text())
    assert data["format"] == CHIP_FORMAT
    measured = data["measured"]
    assert measured["gemm_f32_flops"] == chip.peak_flops["f32"] and measured["executable_overhead_s"] > 0
    assert set(measured["curves"]) <= {"matmul", "conv", "grouped_conv", "matmul_generic", "conv_generic",
                                       "conv_swapped"} and "curve_matmul_points" in measured
    # the generic-emitter paths and the expanded select_and_scatter are measured and reach the chip
    assert {c.op_class for c in k.paths} <= {"matmul_generic", "conv_generic", "conv_swapped"}
    assert {c.op_class: c.eff_max for c in k.paths} == {c: v[0] for c, v in measured["curves"].items()
                                                        if c in ("matmul_generic", "conv_generic", "conv_swapped")}
    assert k.select_scatter_visit_s > 0 or k.select_scatter_fixed_s > 0
    assert [k.select_scatter_fixed_s, k.select_scatter_visit_s] == measured["select_scatter"]


@pytest.mark.parametrize("case", ["directory", "under_a_file", "missing_folder"])
def test_calibrate_bad_out_is_a_one_line_error(tmp_path, capsys, case):
    regular = tmp_path / "file.txt"
    regular.write_text("x")
    out = {"directory": tmp_path, "under_a_file": regular / "host.json",
           "missing_folder": tmp_path / "nope" / "host.json"}[case]
    assert tag_main(["calibrate", "--device", "cpu", "--out", str(out), "--seconds", "0.3"]) == 1
    assert "error:" in _one_line_error(capsys)
    assert regular.read_text() == "x"


@pytest.mark.parametrize("argv", [["--device", "tpu"], ["--seconds", "0"], ["--seconds", "-1"],
                                  ["--fit-models", "no-such-model"], ["--fit-models", ","]])
def test_calibrate_bad_arguments_are_one_line_errors(capsys, argv):
    assert tag_main(["calibrate", *argv]) == 1
    assert "error:" in _one_line_error(capsys)


def test_calibrate_fits_the_kernel_model_to_measured_pieces(tmp_path, capsys):
    """The second stage: the kernel model fitted to measured pieces of the FIT models' programs lowers
    their error (in-sample), moves what the bench's refit moves (the fixed costs too) and nothing else, and the
    chip file records the fit."""
    out = tmp_path / "host.json"
    assert tag_main(["calibrate", "--device", "cpu", "--out", str(out), "--seconds", "0.3", "--quiet",
                     "--fit-models", "transformer,bert,vgg19"]) == 0
    printed = capsys.readouterr().out
    assert "piece fit:" in printed and "fitted kernel model" in printed
    data = json.loads(out.read_text())
    fit = data["piece_fit"]
    from tag.bench.host_fit import FIT_FREE, PIECES_PER_CONSTANT

    assert fit["models"] == ["transformer", "bert", "vgg19"] and fit["pieces"] >= PIECES_PER_CONSTANT * len(FIT_FREE)
    assert fit["after"]["mape"] < fit["before"]["mape"]
    chip = load_host_chip(out)
    k, m = chip.kernel_model, data["measured"]
    from tag.bench.fidelity_cpu import KERNEL_PARAMS

    assert FIT_FREE == KERNEL_PARAMS and {"executable_s", "input_s", "output_s"} <= set(FIT_FREE)
    # what the fit does not move stays as the micro-benchmarks measured it
    assert (k.select_scatter_fixed_s, k.select_scatter_visit_s) == tuple(m["select_scatter"])
    assert k.grouped_plane_s == m["grouped_plane_s"] and chip.peak_flops["f32"] == m["gemm_f32_flops"]
    assert "fitted to" in k.source and 0 < k.matmul <= 1 and 0 < k.vector <= 1
    from tag.runtime.calibrate import fitted_models, read_chip_file

    assert fitted_models(read_chip_file(out), str(out)) == ("transformer", "bert", "vgg19")


def test_piece_fit_refuses_too_few_pieces(tmp_path):
    from tag.bench.host_fit import fit_host_chip
    from tag.dialects.diagnostics import TagError

    with pytest.raises(TagError, match="needs at least"):
        fit_host_chip(host_chip(MEASURED), ("transformer",), ("single",), groups=2, repeat_seconds=0.01,
                      log=io.StringIO())


def test_a_fitted_chips_models_are_never_held_out():
    """`tag bench fidelity --device cpu` with a chip fitted to some models: those are its FIT half."""
    from tag.bench.fidelity_cpu import PieceRow, split_halves

    rows = [PieceRow(m, "single", f"p{i}", None, 1, 1, 0, 1.0, 1.0, 1.0, 1)
            for i, m in enumerate(["transformer", "bert", "vgg19", "mobilenetv2"])]
    rule = split_halves(rows, ["bert", "transformer", "vgg19", "mobilenetv2"], ("transformer", "mobilenetv2"))
    assert [r.half for r in rows] == ["fit", "held-out", "held-out", "fit"] and "in-sample" in rule
    split_halves(rows, ["bert", "transformer", "vgg19", "mobilenetv2"])      # no fit: even positions of --models
    assert [r.half for r in rows] == ["held-out", "fit", "fit", "held-out"]


@pytest.mark.parametrize("piece_fit", ['{"models": "transformer"}', '{"models": [1]}', '[]'])
def test_bad_piece_fit_records_are_one_line_errors(tmp_path, capsys, piece_fit):
    path = tmp_path / "chip.json"
    content = chip_to_json(host_chip(MEASURED), MEASURED)
    path.write_text(json.dumps(content)[:-1] + f', "piece_fit": {piece_fit}}}')
    from tag.runtime.calibrate import fitted_models, read_chip_file

    with pytest.raises(TagError, match="piece_fit.models"):
        fitted_models(read_chip_file(path), str(path))
    assert tag_main(["bench", "fidelity", "--device", "cpu", "--chip", str(path)]) == 1
    assert "piece_fit.models" in _one_line_error(capsys)


def test_chip_file_round_trips(tmp_path):
    chip = host_chip(MEASURED, memory_bytes=1 << 34)
    path = tmp_path / "chip.json"
    write_chip_file(path, chip_to_json(chip, MEASURED))
    back = load_host_chip(path)
    assert back == chip
    assert back.kernel_model.conv == pytest.approx(0.6) and back.kernel_model.vector == pytest.approx(0.1)
    # the measured size curves are the chip's: eff_max replaces the flat efficiency, F_half is kept
    k = back.kernel_model
    assert (k.matmul, k.matmul_half_flops, k.conv_half_flops) == (pytest.approx(0.9), 1e6, 5e6)
    assert k.grouped_conv is None and k.grouped_conv_half_flops == 0.0
    topo = host_topology(back, 8)
    assert len(topo.devices) == 8 and all(m.chip == back for m in topo.machines)


def test_chip_file_round_trips_kernel_paths_and_select_scatter(tmp_path):
    measured = replace(MEASURED, curves={**MEASURED.curves, "matmul_generic": (0.3, 2e5, 1e-10),
                                         "conv_swapped": (0.05, 0.0, 0.0)}, select_scatter=(4e-5, 8e-9))
    chip = host_chip(measured, memory_bytes=1 << 34)
    path = tmp_path / "chip.json"
    write_chip_file(path, chip_to_json(chip, measured))
    back = load_host_chip(path)
    assert back == chip
    k = back.kernel_model
    assert k.path_curve("matmul_generic") == KernelCurve("matmul_generic", 0.3, 2e5, 1e-10)
    assert k.path_curve("conv_generic") is None and k.efficiency("conv_generic", False) == k.conv
    assert k.efficiency("conv_swapped", False) == pytest.approx(0.05)
    assert k.select_scatter_s(1000) == pytest.approx(4e-5 + 8e-6) and k.select_scatter_s(0) == 0.0


def test_off_thread_cost_is_charged_from_the_clients_inline_threshold(tmp_path):
    """`KernelModel.async_s` is paid by a piece of at least ASYNC_MIN_FLOPS FLOPs (XLA's CPU client
    runs cheaper ones inline), and when the FLOPs are unknown; the chip file round-trips it."""
    from tag.core.calibration import ASYNC_MIN_FLOPS

    chip = host_chip(replace(MEASURED, async_s=30e-6), memory_bytes=1 << 34)
    k = chip.kernel_model
    base = k.executable_s + 3 * k.input_s + 2 * k.output_s
    assert k.piece_fixed_s(3, 2, ASYNC_MIN_FLOPS - 1) == pytest.approx(base)
    assert k.piece_fixed_s(3, 2, ASYNC_MIN_FLOPS) == pytest.approx(base + 30e-6)
    assert k.piece_fixed_s(3, 2) == pytest.approx(base + 30e-6)
    path = tmp_path / "chip.json"
    write_chip_file(path, chip_to_json(chip, MEASURED))
    assert load_host_chip(path).kernel_model.async_s == pytest.approx(30e-6)
    data = json.loads(path.read_text())
    del data["kernels"]["async_s"]                     # an older chip file: no off-thread cost
    path.write_text(json.dumps(data))
    assert load_host_chip(path).kernel_model.async_s == 0.0
    data["kernels"]["async_s"] = -1.0
    path.write_text(json.dumps(data))
    with pytest.raises(TagError, match="async_s|kernels"):
        load_host_chip(path)


def test_probe_pieces_sit_on_both_sides_of_the_inline_threshold():
    """The fixed-cost probes are cheap (run inline), the off-thread probe is not: the HLO cost
    analysis XLA's client reads counts < 1000 FLOPs and >= 1000 FLOPs for them."""
    import jax

    from tag.core.calibration import ASYNC_MIN_FLOPS
    from tag.runtime.calibrate import ASYNC_PROBE_ELEMENTS, probe_piece
    from tag.runtime.piece_timer import piece_runner

    dev = jax.devices("cpu")[0]

    def flops(text: str) -> float:
        compiled = piece_runner(text, dev)._compiled
        analysis = compiled.cost_analysis()
        analysis = analysis[0] if isinstance(analysis, list) else analysis
        return float(analysis.get("flops", 0.0))

    assert flops(probe_piece(1, 1)) < ASYNC_MIN_FLOPS
    assert flops(probe_piece(32, 1)) < ASYNC_MIN_FLOPS and flops(probe_piece(1, 32)) < ASYNC_MIN_FLOPS
    assert flops(probe_piece(1, 1, ASYNC_PROBE_ELEMENTS)) >= ASYNC_MIN_FLOPS


@pytest.mark.parametrize("paths", ['"fast"', '{"matmul_fast": {"eff_max": 0.5}}', '{"conv_generic": {"eff_max": 2}}',
                                   '{"conv_generic": {"eff_max": 0.5, "byte_s": -1}}', '{"conv_generic": 3}'])
def test_bad_kernel_paths_are_one_line_errors(tmp_path, paths):
    data = chip_to_json(host_chip(MEASURED, memory_bytes=1 << 34))
    text = json.dumps(data).replace('"source":', f'"paths": {paths}, "source":', 1)
    path = tmp_path / "chip.json"
    path.write_text(text)
    with pytest.raises(TagError) as err:
        load_host_chip(path)
    assert str(err.value).startswith(f"{path}:") and len(str(err.value).splitlines()) == 1


@pytest.mark.parametrize("field, value", [("async_s", -1e-6), ("async_s", 2.0), ("grouped_plane_s", -1e-9),
                                          ("grouped_plane_s", "fast"), ("grouped_plane_s", 1.0)])
def test_bad_fixed_and_plane_costs_are_one_line_errors(tmp_path, field, value):
    data = chip_to_json(host_chip(MEASURED, memory_bytes=1 << 34))
    data["kernels"][field] = value
    path = tmp_path / "chip.json"
    path.write_text(json.dumps(data))
    with pytest.raises(TagError) as err:
        load_host_chip(path)
    assert str(err.value).startswith(f"{path}:") and len(str(err.value).splitlines()) == 1


@pytest.mark.parametrize("content", [None, "format: other\n", "{not json", '{"format": "tag-host-chip/1"}',
                                     '{"format": "tag-host-chip/1", "peak_flops": {"f32": -1}}'])
def test_broken_chip_files_are_errors(tmp_path, content):
    path = tmp_path / "chip.json"
    if content is not None:
        path.write_text(content)
    with pytest.raises(TagError) as err:
        load_host_chip(path)
    assert str(path) in str(err.value) and len(str(err.value).splitlines()) == 1


@pytest.mark.parametrize("content,cause", [
    ("format: tag-host-chip/1\na: &a [1, 1]\nb: [*a, *a]\n", "anchors, aliases"),   # the seed of an alias bomb
    ("format: !!python/name:os.system tag-host-chip/1\n", "anchors, aliases and tags"),
    ("[" * 5000 + "]" * 5000, "nested more than")])
def test_untrusted_chip_files_are_refused_before_parsing(tmp_path, content, cause):
    path = tmp_path / "chip.yaml"
    path.write_text(content)
    with pytest.raises(TagError) as err:
        load_host_chip(path)
    assert str(err.value).startswith(f"{path}:") and cause in str(err.value)


@pytest.mark.parametrize("eff_max,half", [(0.8, 2e6), (1.0, 0.0), (0.05, 3e5), (0.4, 5e7)])
def test_fit_saturating_reproduces_synthetic_timings(eff_max, half):
    """Timings made by t = (F + F_half) / (eff_max · peak), with a ±3 % pattern of noise, give back
    eff_max and F_half; the fitted curve reprices every point within the noise."""
    peak = 100e9
    sizes = [8e3, 6.5e4, 5e5, 2e6, 3e7, 2.7e8, 2e9]
    noise = [1.03, 0.97, 1.02, 0.98, 1.0, 1.03, 0.97]
    points = [(f, (f + half) / (eff_max * peak) * e) for f, e in zip(sizes, noise)]
    e, h = fit_saturating(points, peak)
    assert e == pytest.approx(eff_max, rel=0.05)
    assert h == pytest.approx(half, rel=0.15, abs=2e3)
    for f, t in points:
        assert (f + h) / (e * peak) == pytest.approx(t, rel=0.06)


@pytest.mark.parametrize("eff_max,half,byte_s", [(0.8, 2e5, 2e-10), (0.5, 0.0, 1e-9), (0.9, 1e6, 0.0)])
def test_fit_kernel_curve_separates_setup_arithmetic_and_streaming(eff_max, half, byte_s):
    """Timings made by t = (F + F_half) / (eff_max · peak) + B · byte_s over shapes whose bytes per
    FLOP differ (square GEMMs and weight-heavy ones with few rows), ±2 % noise, give back all three."""
    peak = 100e9
    shapes = [(16, 16), (64, 64), (256, 256), (512, 512), (2, 512), (16, 512), (2, 1024), (2, 256)]
    noise = [1.02, 0.98, 1.0, 1.01, 0.99, 1.02, 0.98, 1.0]
    points = [(2.0 * m * k * k, 4.0 * (2 * m * k + k * k), 0.0) for m, k in shapes]
    points = [(f, b, ((f + half) / (eff_max * peak) + b * byte_s) * e) for (f, b, _), e in zip(points, noise)]
    e, h, c = fit_kernel_curve(points, peak)
    assert e == pytest.approx(eff_max, rel=0.06)
    assert h == pytest.approx(half, rel=0.2, abs=5e3)
    assert c == pytest.approx(byte_s, rel=0.1, abs=2e-11)
    for f, b, t in points:
        assert (f + h) / (e * peak) + b * c == pytest.approx(t, rel=0.05)


def test_fit_saturating_bounds():
    peak = 100e9
    faster_than_peak = [(f, f / (2.0 * peak)) for f in (1e5, 1e7, 1e9)]    # eff_max capped at 1, no setup
    assert fit_saturating(faster_than_peak, peak) == (1.0, pytest.approx(0.0, abs=1e-6))
    shaped = [(f, (f + 1e6) / (2.0 * peak)) for f in (1e4, 1e6, 1e9)]     # faster than peak: level capped,
    assert fit_saturating(shaped, peak) == (1.0, pytest.approx(1e6, rel=1e-6))   # shape kept
    superlinear = [(1e6, 1e-5), (1e7, 5e-4), (1e8, 2e-2)]                   # a negative setup is clamped to 0
    e, h = fit_saturating(superlinear, peak)
    assert h == 0.0 and 0.0 < e <= 1.0
    with pytest.raises(TagError):
        fit_saturating([], peak)


def test_median_or_fastest_run(monkeypatch):
    """`median_seconds` times `run` on the clock: the median of the timed runs, or with fastest=True
    (`tag calibrate --fastest`) the fastest; the warm-up run is not counted."""
    from tag.runtime import calibrate

    def fake_clock(durations: list[float]):
        clock = {"t": 0.0}
        steps = iter(durations)

        def run() -> None:
            clock["t"] += next(steps)

        return (lambda: clock["t"]), run

    for fastest, want in ((False, 4.0), (True, 1.0)):
        now, run = fake_clock([9.0, 5.0, 1.0, 4.0])
        monkeypatch.setattr(calibrate.time, "perf_counter", now)
        assert calibrate.median_seconds(run, 0.0, fastest=fastest) == want
        monkeypatch.undo()


def test_fixed_costs_are_expected_costs_of_two_mode_runs():
    """The off-thread probe's runs have two modes (a hand-off, a wake-up); its cost is the mean excess
    over the trivial piece, not the median's mode (a median of these runs would say +1 us)."""
    from tag.runtime.calibrate import INPUTS_PROBE, OUTPUTS_PROBE, fixed_costs

    us = 1e-6
    trivial = [6 * us] * 100
    many_in = [(6 + 0.2 * (INPUTS_PROBE - 1)) * us] * 100
    many_out = [(6 + 2.0 * (OUTPUTS_PROBE - 1)) * us] * 100
    off = [7 * us] * 60 + [87 * us] * 40           # 40 % of the runs wake the caller: +80 us
    overhead, per_in, per_out, off_thread = fixed_costs([trivial, many_in, many_out, off])
    assert math.isclose(overhead, 6 * us) and math.isclose(per_in, 0.2 * us) and math.isclose(per_out, 2 * us)
    assert math.isclose(off_thread, (0.6 * 1 + 0.4 * 81) * us)         # 33 us: 1 + 0.4 x 80
    assert math.isclose(fixed_costs([trivial, many_in, many_out, off], fastest=True)[3], 1 * us)
    # never negative: a probe faster than the trivial piece costs nothing extra
    assert fixed_costs([trivial, [5 * us] * 3, [5 * us] * 3, [5 * us] * 3]) == (6 * us, 0.0, 0.0, 0.0)


def test_entry_kernels_counts_the_entry_computation():
    text = """HloModule m
%fused (p: f32[4]) -> f32[4] {
  %p = f32[4] parameter(0)
  ROOT %a = f32[4] add(%p, %p)
}
ENTRY %main (x: f32[4]) -> (f32[4], f32[]) {
  %x = f32[4]{0} parameter(0)
  %c = f32[] constant(0)
  %f = f32[4]{0} fusion(%x), kind=kLoop, calls=%fused
  %r = f32[] reduce(%f, %c), dimensions={0}, to_apply=%fused
  ROOT %t = (f32[4]{0}, f32[]) tuple(%f, %r)
}
"""
    assert entry_kernels(text) == 2


def test_fidelity_bench_on_one_tiny_model(tmp_path, capsys):
    chip_file = tmp_path / "chip.json"
    data = chip_to_json(host_chip(MEASURED), MEASURED)
    data["kernels"]["executable_s"] = 0.0       # as a piece fit may leave it: the probe stays under "measured"
    write_chip_file(chip_file, data)
    out = tmp_path / "fidelity.json"
    assert tag_main(["bench", "fidelity", "--device", "cpu", "--chip", str(chip_file), "--models", "transformer",
                     "--strategies", "single", "--groups", "2", "--repeat-seconds", "0.03", "--steps", "0.2",
                     "--json", str(out), "--fit-out", str(tmp_path / "refit.json"), "--whole-step-fusion"]) == 0
    printed = capsys.readouterr().out
    assert "MAPE" in printed and "tau" in printed
    data = json.loads(out.read_text())
    # the whole-step diagnosis: the same pieces priced (and refitted) as parts of the whole step's fusion
    local = data["whole_step"]
    assert local["calibrated"]["all"]["n"] == local["refit"]["all"]["n"] == len(data["pieces"])
    assert "charged as part of the whole step's fusion" in printed
    pieces = data["pieces"]
    assert pieces and all(p["predicted_s"] > 0 and p["measured_s"] > 0 and p["measured_min_s"] <= p["measured_s"]
                          for p in pieces)
    assert {p["model"] for p in pieces} == {"transformer"} and {p["strategy"] for p in pieces} == {"single"}
    assert data["calibrated"]["all"]["n"] == len(pieces)
    assert data["chip"]["peak_flops"]["f32"] == MEASURED.gemm_f32_flops
    assert {p["half"] for p in pieces} <= {"fit", "held-out"} and "refit" in data
    # the chip has size curves: the same measurement is priced without them too, and refitted without them
    assert data["chip"]["kernels"]["matmul_half_flops"] == 1e6
    assert data["calibrated_flat"]["all"]["n"] == len(pieces) and data["refit_flat"]["kernels"]["matmul_half_flops"] == 0
    assert "without its size curves" in printed and "without size curves" in printed
    refit = load_host_chip(tmp_path / "refit.json")
    assert refit.peak_flops == host_chip(MEASURED).peak_flops and refit.kernel_model.launch_s >= 0
    # the machine state: the calibration's trivial executable timed in the same rounds, a warning when it drifted
    from tag.bench.fidelity_cpu import STATE_TOLERANCE, state_drift
    assert data["trivial_executable_s"] > 0 and "machine state:" in printed
    assert data["calibrated_trivial_executable_s"] == MEASURED.executable_overhead_s
    drift = state_drift(data["trivial_executable_s"], MEASURED.executable_overhead_s)
    assert ("WARNING: the machine ran" in printed) == (drift > STATE_TOLERANCE)
    assert state_drift(1.1e-5, 1e-5) == pytest.approx(0.1) and state_drift(1e-5, 0.0) == float("inf")
    # the verdict line: both statistics, each judged against the target as computed
    from tag.bench.fidelity_cpu import _verdict

    verdict = next(line for line in printed.splitlines() if line.startswith("target: "))
    assert f"on the medians (the claim) {_verdict(data['calibrated']['all'])}" in verdict
    assert f"against the fastest runs {_verdict(data['calibrated_vs_fastest'])}" in verdict
    assert _verdict({"mape": 20.0, "tau": 0.9}) == "MET" and _verdict({"mape": 20.1, "tau": 0.95}) == "NOT met"
    assert _verdict({"mape": 5.0, "tau": 0.89}) == "NOT met"
    # --steps: the single-device program run by the runner, its steps against the simulated step
    (step,) = data["steps"]
    assert step["model"] == "transformer" and step["steps"] >= 10 and step["pieces"] >= len(pieces)
    assert 0 < step["measured_min_s"] <= step["measured_s"] and step["simulated_s"] > 0
    assert "whole steps of the single-device programs" in printed and data["steps_summary"]["n"] == 1


def test_fidelity_bench_bad_input_is_a_one_line_error(tmp_path, capsys):
    assert tag_main(["bench", "fidelity", "--device", "cpu", "--chip", str(tmp_path / "missing.json")]) == 1
    assert "chip file not found" in _one_line_error(capsys)
    assert tag_main(["bench", "fidelity", "--device", "cpu", "--json", str(tmp_path)]) == 1
    assert "directory" in _one_line_error(capsys)
    assert tag_main(["bench", "fidelity", "--device", "cpu", "--strategies", "zigzag"]) == 1
    assert "unknown strategy 'zigzag'" in _one_line_error(capsys)
    assert tag_main(["bench", "fidelity", "--device", "tpu"]) == 1
    assert "--device cpu only" in _one_line_error(capsys)
    assert tag_main(["bench", "fidelity", "--device", "gpu"]) == 1      # `bench.fidelity_gpu`: which stage?
    assert "needs exactly one of --export DIR" in _one_line_error(capsys)
    assert tag_main(["bench", "fidelity", "--device", "cpu", "--steps", "-1"]) == 1
    assert "--steps must lie in" in _one_line_error(capsys)


def test_fit_plane_curve_recovers_the_per_plane_cost():
    """t = (F + F_half) / (eff · peak) + P · plane_s from noiseless points; fewer than three points: the
    flat fit and no plane cost."""
    from tag.runtime.calibrate import fit_plane_curve

    peak, eff, half, plane_s = 100e9, 0.003, 2e4, 6e-8
    shapes = [(2, 4, 96), (16, 2, 144), (16, 4, 96), (16, 8, 48), (8, 32, 64), (16, 1, 192)]
    points, planes = [], []
    for b, hw, c in shapes:
        f = 2.0 * b * hw * hw * c * 9
        points.append((f, 0.0, (f + half) / (eff * peak) + b * c * plane_s))
        planes.append(b * c)
    got = fit_plane_curve(points, planes, peak)
    assert got == (pytest.approx(eff, rel=1e-3), pytest.approx(half, rel=1e-2), pytest.approx(plane_s, rel=1e-3))
    e2, _, p2 = fit_plane_curve(points[:2], planes[:2], peak)
    assert p2 == 0.0 and 0 < e2 <= 1


def test_chip_file_round_trips_the_grouped_plane_cost(tmp_path):
    measured = replace(MEASURED, grouped_plane_s=5e-8, details={"depthwise_conv_flops": 1e9})
    chip = host_chip(measured, memory_bytes=1 << 34)
    assert chip.kernel_model.grouped_plane_s == pytest.approx(5e-8)
    path = tmp_path / "chip.json"
    write_chip_file(path, chip_to_json(chip, measured))
    assert load_host_chip(path) == chip
    # no grouped efficiency measured: no plane cost either (the grouped price is the dense one)
    assert host_chip(replace(MEASURED, grouped_plane_s=5e-8), memory_bytes=1 << 34).kernel_model.grouped_plane_s == 0.0


def test_narrow_gemm_steps_are_pairs_that_keep_the_scale():
    """A narrow matmul curve step (m, k, n) is x·A·B with A [k, n], B [n, k]: F and bytes are those of
    its mean kernel [m,k]x[k,n]; the distinct weights of a chain permute A's columns and B's rows alike."""
    import numpy as np

    from tag.runtime.calibrate import _curve_kernel, _distinct_weights

    step, (x, w), flops, nbytes = _curve_kernel("matmul", (8, 64, 16))
    assert flops == 2.0 * 8 * 64 * 16 and nbytes == 4.0 * (8 * 64 + 64 * 16 + 8 * 16)
    y = np.asarray(step(x, w))
    assert y.shape == x.shape and np.linalg.norm(y) <= np.linalg.norm(x) * (1 + 1e-5)
    ws = _distinct_weights(w, 3)
    assert len(ws) == 3 and all(a.shape == (64, 16) and b.shape == (16, 64) for a, b in ws)
    for a, b in ws[1:]:
        np.testing.assert_allclose(a @ b, w[0] @ w[1], atol=1e-5)


def test_interleaved_samples_alternate_the_runners():
    """Every runner runs in every round, in turn, at least MIN_RUNS_PER_SLOT times per slot; the
    samples are the seconds each run reports."""
    from tag.runtime.piece_timer import MIN_RUNS_PER_SLOT, interleaved_samples

    log: list[str] = []

    def runner(name: str, seconds: float):
        def run() -> float:
            log.append(name)
            return seconds
        return run

    samples = interleaved_samples([runner("a", 1.0), runner("b", 2.0)], 0.0, 3)
    assert [len(s) for s in samples] == [3 * MIN_RUNS_PER_SLOT] * 2
    assert set(samples[0]) == {1.0} and set(samples[1]) == {2.0}
    slots = [k for i, k in enumerate(log) if i == 0 or log[i - 1] != k]
    assert slots == ["a", "b"] * 3


def test_costly_elementwise_ops_are_charged_per_element_and_round_trip(tmp_path):
    """`KernelModel.elementwise_s`: a tanh node adds its seconds per element times its result elements
    (rows-scaled like its FLOPs), an add nothing, a GPU chip nothing; the chip file round-trips it and
    an older file without it loads with none."""
    import jax
    import jax.numpy as jnp
    import numpy as np

    from tag.analysis.graph import build_graph
    from tag.core.cost_model import graph_node_time
    from tag.core.hardware import get_chip
    from tag.export import from_jax

    measured = replace(MEASURED, elementwise_s={"tanh": 2e-9, "power": 7e-9})
    chip = host_chip(measured, memory_bytes=1 << 34)
    k = chip.kernel_model
    assert k.elementwise_seconds("stablehlo.tanh") == k.elementwise_seconds("tanh") == pytest.approx(2e-9)
    assert k.elementwise_seconds("stablehlo.add") == 0.0
    plain = replace(chip, kernels=replace(k, elementwise_s=()))

    def step(w, x):
        def loss(w):
            return jnp.sum(jnp.tanh(x * w) + x)
        value, g = jax.value_and_grad(loss)(w)
        return w - 0.1 * g, value

    graph = build_graph(from_jax(step, np.zeros((64,), np.float32), np.zeros((8, 64), np.float32)), batch_size=8)
    tanh = next(n for n, nd in enumerate(graph.nodes) if nd.op_name == "stablehlo.tanh")
    add = next(n for n, nd in enumerate(graph.nodes) if nd.op_name == "stablehlo.add")
    for rows, elements in ((None, 8 * 64), (2, 2 * 64)):
        extra = graph_node_time(graph, tanh, chip, rows) - graph_node_time(graph, tanh, plain, rows)
        assert extra == pytest.approx(2e-9 * elements)
        assert graph_node_time(graph, add, chip, rows) == graph_node_time(graph, add, plain, rows)
    gpu = get_chip("V100-16GB")
    assert gpu.kernel_model.elementwise_s == () and gpu.kernel_model.elementwise_seconds("tanh") == 0.0
    path = tmp_path / "chip.json"
    write_chip_file(path, chip_to_json(chip, measured))
    assert load_host_chip(path) == chip
    data = json.loads(path.read_text())
    del data["kernels"]["elementwise_s"]
    path.write_text(json.dumps(data))
    assert load_host_chip(path).kernel_model.elementwise_s == ()


@pytest.mark.parametrize("value", ['"fast"', '{"tanh": -1e-9}', '{"tanh": 1.0}', '{"frobnicate": 1e-9}',
                                   '{"tanh": "slow"}', "[1, 2]"])
def test_bad_elementwise_costs_are_one_line_errors(tmp_path, value):
    data = chip_to_json(host_chip(MEASURED, memory_bytes=1 << 34))
    text = json.dumps(data).replace('"elementwise_s": {}', f'"elementwise_s": {value}', 1)
    assert text != json.dumps(data)
    path = tmp_path / "chip.json"
    path.write_text(text)
    with pytest.raises(TagError) as err:
        load_host_chip(path)
    assert str(err.value).startswith(f"{path}:") and len(str(err.value).splitlines()) == 1


def test_elementwise_cost_probes_stay_in_their_domain_and_measure_every_op():
    """Each probe step keeps a 9-op chain finite on (0, 1) inputs and compiles to the op it names;
    the quick measurement returns a non-negative cost for every op of ELEMENTWISE_COST_OPS."""
    import jax
    import numpy as np

    from tag.core.calibration import ELEMENTWISE_COST_OPS
    from tag.runtime.calibrate import _NOT_FROM_JAX, _chain_of, _elementwise_step, measure_elementwise, unary_chain_text
    from tag.runtime.piece_timer import piece_runner

    x = np.random.default_rng(0).uniform(0.05, 1.0, 256).astype(np.float32)
    for name in sorted(_NOT_FROM_JAX):
        text = unary_chain_text(name, 9, 256)
        assert text.count(f"stablehlo.{name} ") == 9 and piece_runner(text, jax.devices("cpu")[0])() > 0
    for name in sorted(ELEMENTWISE_COST_OPS - _NOT_FROM_JAX):
        f = jax.jit(_chain_of(_elementwise_step(name), 9))
        assert np.all(np.isfinite(np.asarray(f(x)))), name
        text = f.lower(x).as_text()
        assert f"stablehlo.{name}" in text or f"chlo.{name}" in text, name
    got = measure_elementwise(jax.devices("cpu")[0], 0.05, elements=1 << 10)
    assert set(got) == ELEMENTWISE_COST_OPS and all(v >= 0.0 for v in got.values())


def test_reanchored_scores_scale_held_out_by_the_fit_half_only():
    """Re-anchored HELD-OUT scores: every price times the FIT half's median measured/predicted; the
    HELD-OUT measurements never move the factor, and the ranking (tau) is the unscaled one."""
    from tag.bench.fidelity_cpu import PieceRow, reanchored_scores, scores

    def row(pred: float, meas: float, half: str) -> PieceRow:
        return PieceRow("m", "single", "p", None, 1, 1, 1, pred, meas, meas, 3, half=half)

    fit = [row(1e-4, 1.25e-4, "fit"), row(2e-4, 2.5e-4, "fit"), row(4e-4, 9e-4, "fit")]
    held = [row(1e-4, 1.25e-4, "held-out"), row(3e-4, 3.6e-4, "held-out"), row(5e-4, 6.5e-4, "held-out")]
    rows = fit + held
    out = reanchored_scores(rows, [0, 1, 2], [3, 4, 5])
    assert out["factor"] == pytest.approx(1.25)
    assert out["mape"] == pytest.approx(100 * (0 + 0.15 / 3.6 + 0.25 / 6.5) / 3)
    raw = scores([r.predicted_s for r in held], [r.measured_s for r in held])
    assert out["tau"] == raw["tau"] and out["mape"] < raw["mape"]
    held[2].measured_s = 1.0            # a HELD-OUT measurement does not move the factor
    assert reanchored_scores(rows, [0, 1, 2], [3, 4, 5])["factor"] == pytest.approx(1.25)


def test_the_refit_never_returns_an_efficiency_of_zero(monkeypatch):
    """The unbounded descent can end with an efficiency's log so low that exp underflows to 0.0 (a
    fit on a noisy machine once did, for grouped_conv, which no fitted piece constrained): the result
    is floored at MIN_EFFICIENCY, so the chip it makes stays valid."""
    import numpy as np
    import scipy.optimize

    from tag.bench import fidelity_cpu as F
    from tag.core.calibration import KernelModel

    chip = host_chip(MEASURED)
    terms = F._Terms(piece=[0, 1], launches=[1, 1], flops=[1e6, 2e6], nbytes=[1e3, 2e3], cls=[0, 2])
    names = [k for k in F.KERNEL_PARAMS]

    class End:                     # where the descent "ended": every log at -800 (exp(-800) == 0.0)
        x = np.full(len(names), -800.0)
        fun = 0.0

    monkeypatch.setattr(scipy.optimize, "minimize", lambda *a, **k: End())
    monkeypatch.setattr(scipy.optimize, "least_squares", lambda *a, **k: End())
    params = F.fit_kernels(terms, 2, [1e-3, 2e-3], [0, 1], chip)
    efficiencies = [k for k in names if k not in F._TIMES + F._HALVES + F._STREAMS]
    assert efficiencies and all(params[k] == F.MIN_EFFICIENCY for k in efficiencies)
    assert all(params[k] == 0.0 for k in F._TIMES)          # a time may be 0
    k = F.refitted_chip(chip, params, "test").kernel_model
    assert isinstance(k, KernelModel) and 0.0 < k.grouped_conv <= 1.0
