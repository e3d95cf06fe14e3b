"""`tag bench fidelity --device gpu`: the cost model's price of every compute piece of applied built-in
models against its time measured on one GPU (issue 10, item 3: "when a GPU machine is available, run the
same there").

Three stages, so that the machine with the GPU runs nothing but the measurement (it has another jax and
none of the planner's dependencies, and minutes, not hours):

1. **export** (here): `tag bench fidelity --device gpu --export DIR` applies every built-in model (default,
   full-size configs; batch 64) under the strategies `single`, `dp`, `random0` (as `--device cpu` defines
   them) on 8 GPUs of the catalogue chip (default H200), takes at most `--max-pieces` distinct pieces per
   program (evenly spaced in task order, `fidelity_cpu.evenly_spaced`; a piece recurring in another program
   of the model at the same price is one row), and writes DIR/pieces/NNN.mlir with DIR/pieces/manifest.json
   (each piece's argument shapes and dtypes, its program folder and first task). The applied folders stay
   in DIR/programs (the prices are read from them later). Pieces are listed round-robin over the models, so
   a measurement cut short keeps every model.
2. **measure** (the GPU machine): `python3 scripts/gpu_fidelity.py DIR/pieces OUT.json` (jax and numpy only):
   micro-benchmarks (GEMM, streaming, convolution rates, the trivial executable), the fixed-cost probes
   (since session 27: tiny pieces run as the pieces are, for the runner's cost per executable, argument,
   result and kernel) and every piece's time, `pipelined` (the device's time per run with runs queued: the
   figure scored) and `blocking` (one run waited for); every piece's and probe's compiled HLO goes to hlo/
   beside OUT.json.
3. **score** (here): `tag bench fidelity --device gpu --pieces DIR --measured OUT.json` prices each piece as
   `tag simulate` charges its task, in these columns:
   - `catalogue`: the hardware catalogue's chip with `GPU_KERNELS` as fitted to the published corpus
     (`tag bench fidelity --fit`): nothing in it has seen this GPU. **The planner's claim** (its verdict is
     printed first); the `refit` column below is item 3's claim as the CPU bench makes it (a chip measured
     on the device, fitted to the FIT models' pieces), with its own verdict line.
   - `whole` (a diagnosis, not a chip): the catalogue's prices with each piece charged as part of the whole
     step's fusion (`core.fusion.fusion_costs(graph)`: an elementwise node whose fused producer sits in
     another piece reads nothing and launches nothing), which is how `tag simulate` and the search priced
     pieces until session 24; every other column fuses each piece within itself (`cost_model.piece_time`),
     as they do now.
   - `fixed`: the catalogue chip plus the runner's fixed costs per piece, argument and result
     (executable_s, input_s, output_s) fitted to the FIT half: what the published whole-step corpus
     cannot see.
   - `micro`: the catalogue chip with its peaks replaced by the measured micro-benchmark rates (tf32 = f32
     GEMM at default precision, bf16/f16 = bf16 GEMM, f32 = f32 GEMM at HIGHEST; bandwidth = the streaming
     kernel; launch = the trivial executable, pipelined — or, where the probes were measured, the runner's
     fixed costs per executable, argument, result and kernel as `probe_costs` derives them), convolutions at
     the convolution benchmark's share of the f32 GEMM peak, every other efficiency 1: what the
     micro-benchmarks alone say.
   - `refit`: the kernel model refitted (`fidelity_cpu.fit_kernels`, the CPU bench's refit) to the FIT
     half's measured pieces, starting from `micro`; `refit-whole` the same with the whole step's charges
     (as `whole`).
   - `refit-xla` (a diagnosis, where every piece's compiled HLO was saved): the `refit` with each piece's
     kernels counted in the HLO XLA compiled (`runtime.hlo_census`) instead of the cost model's fusion
     guess, priced from the refit's terms (the simulator does not know XLA's kernels): how much of the
     error is the kernel count. The two counts are compared per half (Kendall tau, median ratio).
   - `transfer` (with `--transfer OTHER.json`, another GPU's `--json` payload): this GPU's `micro` chip with
     the OTHER GPU's refitted kernel terms (efficiencies and size curves relative to the micro-benchmark
     rates) and this machine's probed host costs (`transferred`): nothing fitted to this GPU's pieces, so
     every piece is held out by chip (its verdict line is printed too).
   `--cv-folds K` adds a K-fold cross-validation of the refits inside the FIT half (`fit_half_cv`): the
   in-sample FIT scores flatter a refit of twelve parameters.
   The split is fixed before any fit, as on CPU: models at even positions of the export's model list
   (transformer, mobilenetv2) are FIT, the others (bert, vgg19) HELD-OUT. Reported per half: MAPE and
   Kendall tau-b against the pipelined medians (and, beside, against the blocking medians). Target
   (issue 10): MAPE <= 20 %, tau >= 0.9, judged on the HELD-OUT half. With `--runs LOG` (what
   scripts/gpu_fidelity.sh logged of `tag run` on the `single` programs) each program's measured step
   (median after `WARMUP_STEPS`) is set against the step `tag simulate` charges in every column.
Results: docs/calibration-gpu.md.
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import math
import re
import shutil
import statistics
import sys
import tempfile
import time
import zlib
from dataclasses import replace
from pathlib import Path
from typing import Any

from tag.bench.fidelity_cpu import (
    KERNEL_PARAMS,
    MODELS,
    STRATEGIES,
    MeasuredPieces,
    apply_model,
    check_terms,
    evenly_spaced,
    fit_kernels,
    node_terms,
    predict_terms,
    runs_off_thread,
    scores,
    simulated_task_seconds,
)

MANIFEST_FORMAT = "tag-gpu-pieces/1"
MEASURED_FORMAT = "tag-gpu-measured/1"
DEFAULT_CHIP = "H200"
DEFAULT_BATCH = 64
DEFAULT_GROUPS = 8
DEFAULT_MAX_PIECES = 8      # session 23's H200 run: 67 distinct pieces
TARGET_MAPE, TARGET_TAU = 20.0, 0.9
FIGURES = ("pipelined_s", "blocking_s")          # the scored figure first
# what the GPU refit may move: the CPU refit's parameters less the XLA CPU client's (the cost of running a
# piece off the calling thread, the operand streaming of the CPU GEMM library)
_BASE_CODES = {4: 0, 5: 1, 6: 1}     # fidelity_cpu's class codes: matmul_generic → matmul, conv_generic/_swapped → conv
# the `fixed` chip: the catalogue's kernel model plus the runner's fixed costs per piece, argument and result
# (what the published whole-step corpus cannot see: `tag run` dispatches one executable per piece)
FIXED_COSTS = ("executable_s", "input_s", "output_s")
GPU_FREE = tuple(k for k in KERNEL_PARAMS if k not in ("async_s", "matmul_byte_s", "conv_byte_s"))


# ---------------------------------------------------------------------------------- export
def export_pieces(out: Path, *, models: list[str], strategies: list[str], chip_name: str, batch: int,
                  groups: int, seed: int, max_pieces: int, small: bool, log: Any) -> dict[str, Any]:
    """Stage 1 (module docstring): apply, choose, write DIR/pieces and DIR/programs; returns the manifest."""
    from tag.core.hardware import get_chip
    from tag.dialects.context import make_context, parse_module
    from tag.dialects.diagnostics import TagError
    from tag.runtime.xla import main_specs

    chip = get_chip(chip_name)
    pieces_dir, programs_dir = out / "pieces", out / "programs"
    pieces_dir.mkdir(parents=True, exist_ok=True)
    programs_dir.mkdir(parents=True, exist_ok=True)
    per_model: dict[str, list[dict[str, Any]]] = {m: [] for m in models}
    skipped: list[str] = []
    for model in models:
        seen = MeasuredPieces()
        for strategy in strategies:
            tm = time.perf_counter()
            folder = programs_dir / f"{model}-{strategy}"
            try:
                applied = apply_model(model, strategy, chip, folder, batch=batch, groups=groups, seed=seed,
                                      small=small)
            except TagError as err:
                skipped.append(f"{model}/{strategy}: {err.message}")
                print(f"  {model} {strategy}: not applied ({err.message})", file=log, flush=True)
                continue
            charged = simulated_task_seconds(applied, chip)
            chosen = evenly_spaced(list(applied.tasks), max_pieces)
            rows = per_model[model]
            for piece in chosen:
                indices = applied.tasks[piece]
                price = charged[indices[0]]
                known = seen.find(model, piece, price)
                if known is not None:
                    rows[known]["strategy"] += f"+{strategy}"
                    continue
                seen.add(model, piece, price, len(rows))
                first = applied.program.tasks[indices[0]]
                text = applied.program.pieces[piece]
                ins, _ = main_specs(parse_module(text, make_context()))
                rows.append({"model": model, "strategy": strategy, "piece": piece,
                             "rows": None if first.rows is None else first.rows[1] - first.rows[0],
                             "tasks": len(indices), "nodes": len(first.nodes), "inputs": len(first.inputs),
                             "outputs": len(first.outputs), "folder": f"programs/{folder.name}",
                             "task": indices[0], "catalogue_s": price, "text": text,
                             "args": [[list(s.shape), str(s.dtype)] for s in ins]})
            print(f"  {model} {strategy}: {len(chosen)} of {len(applied.tasks)} pieces taken "
                  f"({time.perf_counter() - tm:.1f} s)", file=log, flush=True)
    listed: list[dict[str, Any]] = []
    for i in range(max((len(v) for v in per_model.values()), default=0)):     # round-robin over the models
        listed += [rows[i] for rows in per_model.values() if i < len(rows)]
    if not listed:
        raise TagError("no piece was exported (" + "; ".join(skipped) + ")")
    digest = hashlib.sha256()
    for n, row in enumerate(listed):
        row["id"] = f"p{n:03d}"
        row["file"] = f"p{n:03d}.mlir"
        text = row.pop("text")
        digest.update(f"{row['id']}\n{text}\n".encode())
        (pieces_dir / row["file"]).write_text(text)
    manifest = {"format": MANIFEST_FORMAT, "chip": chip.name, "models": models, "strategies": strategies,
                "batch": batch, "groups": groups, "seed": seed, "small": small, "skipped": skipped,
                "key": {"chip": chip.name, "batch": batch, "small": small, "pieces": len(listed),
                        "digest": f"sha256:{digest.hexdigest()}"},
                "pieces": listed}
    (pieces_dir / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


# ----------------------------------------------------------------------------------- chips
def probe_costs(probes: dict[str, Any], kernels: dict[str, int]) -> dict[str, float]:
    """The runner's fixed costs from the fixed-cost probes (scripts/gpu_fidelity.py `probe_texts`, pipelined
    medians): executable_s = t(args_1); input_s = (t(args_N) − t(args_1)) / (N − 1); output_s =
    (t(results_N) − t(args_1)) / (N − 1); launch_s = (t(chain_K) − t(chain_2)) / (kernels(K) − kernels(2))
    with the kernels counted in the probes' compiled HLO (`kernels`: probe name → count; launch_s absent
    without both counts). Differences below 0 (noise) count as 0."""
    t = {name: float(v["pipelined_s"]) for name, v in probes.items()}

    def sized(prefix: str) -> tuple[str, int] | None:
        """The largest probe PREFIX_N (names as `_PROBE` admits them) above the base of its difference."""
        base = 2 if prefix == "chain" else 1
        named = [(n, int(n.partition("_")[2])) for n in t if n.partition("_")[0] == prefix]
        named = [(n, k) for n, k in named if k > base]
        return max(named, key=lambda x: x[1]) if named else None

    out: dict[str, float] = {}
    if "args_1" not in t:
        return out
    base = out["executable_s"] = t["args_1"]
    for prefix, key in (("args", "input_s"), ("results", "output_s")):
        got = sized(prefix)
        if got:
            out[key] = max(t[got[0]] - base, 0.0) / (got[1] - 1)
    chain = sized("chain")
    if chain and "chain_2" in t and chain[0] in kernels and "chain_2" in kernels \
            and kernels[chain[0]] > kernels["chain_2"]:
        out["launch_s"] = max(t[chain[0]] - t["chain_2"], 0.0) / (kernels[chain[0]] - kernels["chain_2"])
    return out


def micro_chip(chip: Any, micro: dict[str, Any], fixed: dict[str, float] | None = None) -> Any:
    """`chip` with the measured micro-benchmark rates as its peaks (the `micro` chip of the module
    docstring): peaks are the fastest rate each GEMM dtype reached over its sizes; convolutions run at
    the convolution benchmark's share of the f32 GEMM peak (forward and, where measured, its two backward
    convolutions, harmonic mean); every other efficiency is 1. Without
    `fixed` (`probe_costs`: measurements before session 27) launch_s is the trivial executable's time;
    with it, the runner's fixed costs per executable, argument, result and kernel are the probes' (a
    kernel's launch, if the probes' HLO did not count it, the catalogue chip's)."""
    from tag.core.calibration import KernelModel

    def best(dtype: str) -> float | None:
        rates = [g["flops_per_s"] for g in micro.get("gemm", []) if g["dtype"] == dtype]
        return max(rates) if rates else None

    peaks = dict(chip.peak_flops)
    for key, dtype in (("tf32", "f32_default"), ("bf16", "bf16"), ("f16", "bf16"), ("f32", "f32_highest")):
        rate = best(dtype)
        if rate is not None and key in peaks:
            peaks[key] = rate
    # a convolution's efficiency: the convolution benchmark's rate over the GEMM peak of its dtype; with
    # its backward convolutions measured (session 35 on), the rate of a training step's three (forward,
    # input gradient, kernel gradient: equal FLOPs, so the harmonic mean of their rates)
    rates = [c["flops_per_s"] for c in [*micro.get("conv", []), *micro.get("conv_backward", [])]
             if c["dtype"] == "f32_default"]
    conv = [statistics.harmonic_mean(rates) / peaks["tf32"]] if rates else []
    conv_eff = min(1.0, conv[0]) if conv else 1.0
    costs = {"launch_s": float(micro["trivial"]["pipelined_s"])} if fixed is None else \
        {"launch_s": chip.kernel_model.launch_s} | fixed
    kernels = KernelModel(matmul=1.0, matmul_vector=1.0, conv=conv_eff, conv_vector=conv_eff, vector=1.0,
                          memory_efficiency=1.0, **costs,
                          source="micro-benchmarks on the GPU (scripts/gpu_fidelity.py)")
    return replace(chip, name=f"{chip.name}-measured", peak_flops=peaks,
                   memory_bandwidth=float(micro["bandwidth"]["bytes_per_s"]), kernels=kernels)


# ------------------------------------------------------------------------------------ score
def _load(path: Path, fmt: str, what: str) -> dict[str, Any]:
    from tag.dialects.diagnostics import SourceSpan, TagError
    from tag.dialects.inputs import load_json_file

    payload = load_json_file(str(path), what)
    if not isinstance(payload, dict) or payload.get("format") != fmt:
        raise TagError(f"not a {what} (format '{fmt}')", SourceSpan(str(path)))
    return payload


_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.+-]*")
_PROBE = re.compile(r"(args|results|chain)_[0-9]{1,4}")
HLO_FOLDER = "hlo"              # beside the measurement: NAME.hlo.txt.gz per piece id and probe_NAME
MAX_HLO_BYTES = 64 << 20        # a compiled module's text, at most (a larger one is refused, not read)
CV_REPEATS = 3                  # `--cv-folds K`: K-fold splits of the FIT half, each drawn this many times


def read_hlo(measured_path: Path, name: str) -> str | None:
    """The compiled HLO scripts/gpu_fidelity.py saved for piece (or probe) `name` in hlo/ beside the
    measurement, None when it saved none (measurements before session 27). Only that folder is read."""
    from tag.dialects.diagnostics import SourceSpan, TagError

    if not _NAME.fullmatch(name) or ".." in name:
        raise TagError(f"'{name}' is not a plain piece name", SourceSpan(str(measured_path)))
    path = measured_path.parent / HLO_FOLDER / f"{name}.hlo.txt.gz"
    if not path.is_file():
        return None
    try:
        with gzip.open(path, "rb") as f:
            data = f.read(MAX_HLO_BYTES + 1)
    except (OSError, EOFError, zlib.error) as exc:
        raise TagError(f"unreadable compiled HLO ({str(exc).splitlines()[0] if str(exc) else type(exc).__name__})",
                       SourceSpan(str(path))) from None
    if len(data) > MAX_HLO_BYTES:
        raise TagError(f"compiled HLO larger than {MAX_HLO_BYTES >> 20} MiB", SourceSpan(str(path)))
    return data.decode("utf-8", errors="replace")


def _check_manifest(manifest: dict[str, Any], path: Path) -> None:
    """Every field the scorer reads, of the type it needs; program folders only under DIR/programs (a
    manifest cannot send the scorer to read elsewhere)."""
    from tag.dialects.diagnostics import SourceSpan, TagError

    def bad(where: str, what: str) -> TagError:
        return TagError(f"{where}: {what}", SourceSpan(str(path)))

    if not isinstance(manifest.get("chip"), str) or not isinstance(manifest.get("batch"), int):
        raise bad("manifest", "needs 'chip' (a catalogue chip name) and 'batch' (an integer)")
    models = manifest.get("models")
    if not isinstance(models, list) or not all(isinstance(m, str) for m in models):
        raise bad("manifest", "'models' must be a list of model names")
    pieces = manifest.get("pieces")
    if not isinstance(pieces, list):
        raise bad("manifest", "'pieces' must be a list")
    for i, r in enumerate(pieces):
        where = f"piece {i}"
        if not isinstance(r, dict):
            raise bad(where, "not an object")
        for key, kind in (("id", str), ("model", str), ("strategy", str), ("piece", str), ("folder", str),
                          ("task", int), ("inputs", int), ("outputs", int)):
            if not isinstance(r.get(key), kind) or isinstance(r.get(key), bool):
                raise bad(where, f"'{key}' must be {'a string' if kind is str else 'an integer'}")
        if r.get("rows") is not None and (not isinstance(r["rows"], int) or r["rows"] < 1):
            raise bad(where, "'rows' must be a positive integer or null")
        head, _, name = r["folder"].partition("/")
        if head != "programs" or not _NAME.fullmatch(name) or ".." in name:
            raise bad(where, f"folder '{r['folder']}' is not programs/NAME")


def _positive(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v > 0


def _check_measured(measured: dict[str, Any], path: Path) -> None:
    """The figures the scorer reads from a measurement, positive and finite."""
    from tag.dialects.diagnostics import SourceSpan, TagError

    def bad(where: str, what: str) -> TagError:
        return TagError(f"{where}: {what}", SourceSpan(str(path)))

    pieces = measured.get("pieces")
    if not isinstance(pieces, dict):
        raise bad("measurement", "'pieces' must be an object")
    for pid, m in pieces.items():
        if not isinstance(m, dict) or not all(_positive(m.get(k)) for k in
                                              ("pipelined_s", "pipelined_min_s", "blocking_s", "blocking_min_s")):
            raise bad(f"piece {pid}", "needs positive pipelined_s, pipelined_min_s, blocking_s, blocking_min_s")
    probes = measured.get("probes")
    if probes is not None and not (isinstance(probes, dict) and all(
            isinstance(k, str) and _PROBE.fullmatch(k) and isinstance(v, dict) and _positive(v.get("pipelined_s"))
            for k, v in probes.items())):
        raise bad("probes", "must map args_N, results_N, chain_N to objects with a positive pipelined_s")
    micro = measured.get("micro")
    if micro is None:
        return
    try:
        ok = (all(isinstance(g["dtype"], str) and _positive(g["flops_per_s"]) for g in micro["gemm"])
              and all(isinstance(c["dtype"], str) and _positive(c["flops_per_s"]) for c in micro["conv"])
              and _positive(micro["bandwidth"]["bytes_per_s"]) and _positive(micro["trivial"]["pipelined_s"])
              and _positive(micro["trivial"]["blocking_s"])
              and all(isinstance(c["dtype"], str) and _positive(c["flops_per_s"])
                      for c in micro.get("conv_backward", [])))
    except (KeyError, TypeError):
        ok = False
    if not ok:
        raise bad("micro", "needs gemm and conv lists (dtype, flops_per_s; conv_backward, if any, alike), "
                           "bandwidth.bytes_per_s and trivial.pipelined_s/blocking_s, all positive")


class _Folders:
    """Each program folder's step graph and program, loaded once: the scorer prices every folder with
    six chips and reads its tasks' nodes too."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self._loaded: dict[str, tuple[Any, Any]] = {}

    def get(self, name: str) -> tuple[Any, Any]:
        """(step graph, program) of `out/name`."""
        from tag.distribute.program import load_program
        from tag.runtime.program_sim import step_graph

        if name not in self._loaded:
            folder = self.out / name
            self._loaded[name] = (step_graph(folder), load_program(folder))
        return self._loaded[name]


def _prices(folders: _Folders, rows: list[dict[str, Any]], chip: Any) -> list[float]:
    """What `tag simulate` charges each row's task with `chip` (one simulation per program folder)."""
    from tag.bench.fidelity_cpu import AppliedProgram

    by_folder: dict[str, dict[int, float]] = {}
    out_prices = []
    for r in rows:
        if r["folder"] not in by_folder:
            graph, _ = folders.get(r["folder"])
            by_folder[r["folder"]] = simulated_task_seconds(AppliedProgram(folders.out / r["folder"], graph, {}, None),
                                                            chip)
        out_prices.append(by_folder[r["folder"]][r["task"]])
    return out_prices


def _items(folders: _Folders, rows: list[dict[str, Any]]) -> list[tuple[Any, tuple[int, ...], int | None]]:
    """(graph, nodes, rows) per row: what the refit's node terms read."""
    items = []
    for r in rows:
        graph, program = folders.get(r["folder"])
        items.append((graph, tuple(program.tasks[r["task"]].nodes), r["rows"]))
    return items


def score(out: Path, measured_path: Path, *, fit: bool = True,
          runs: dict[str, list[float]] | None = None, cv_folds: int = 0,
          transfer: dict[str, Any] | None = None) -> dict[str, Any]:
    """Stage 3 (module docstring): the payload of `--json`, with per-row prices and per-half scores.

    `transfer` (`read_transfer`: another GPU's scored payload) adds the `transfer` column (`transferred`):
    nothing in it is fitted to this GPU's pieces, so every piece is held out by chip and the HELD-OUT
    half by chip and model."""
    from tag.core.hardware import get_chip
    from tag.dialects.diagnostics import SourceSpan, TagError

    manifest = _load(out / "pieces" / "manifest.json", MANIFEST_FORMAT, "GPU pieces manifest")
    _check_manifest(manifest, out / "pieces" / "manifest.json")
    measured = _load(measured_path, MEASURED_FORMAT, "GPU measurement")
    _check_measured(measured, measured_path)
    mine, theirs = manifest.get("key", {}), measured.get("manifest", {})
    differ = [k for k in mine if k in theirs and mine[k] != theirs[k]]
    if differ:
        raise TagError(f"measured on another export than {out / 'pieces'} "
                       f"({', '.join(f'{k} {theirs[k]} vs {mine[k]}' for k in differ)})", SourceSpan(str(measured_path)))
    got = measured.get("pieces", {})
    rows = [dict(r) for r in manifest["pieces"] if r["id"] in got]
    if not rows:
        raise TagError(f"no piece of {out / 'pieces'} was measured", SourceSpan(str(measured_path)))
    for r in rows:
        r.update({k: got[r["id"]][k] for k in ("pipelined_s", "pipelined_min_s", "blocking_s", "blocking_min_s")})
    fit_models = set(manifest["models"][0::2])
    for r in rows:
        r["half"] = "fit" if r["model"] in fit_models else "held-out"
    from tag.runtime.hlo_census import kernel_census

    for r in rows:
        text = read_hlo(measured_path, r["id"])
        r["xla_kernels"] = kernel_census(text).kernels if text else None
    folders = _Folders(out)
    chips = {"catalogue": get_chip(manifest["chip"])}
    fixed = None
    if "probes" in measured:
        counted = {}
        for name in measured["probes"]:
            text = read_hlo(measured_path, f"probe_{name}")
            if text:
                counted[name] = kernel_census(text).kernels
        fixed = probe_costs(measured["probes"], counted)
    if "micro" in measured:
        chips["micro"] = micro_chip(chips["catalogue"], measured["micro"], fixed)
    for name, chip in chips.items():
        for r, p in zip(rows, _prices(folders, rows, chip)):
            r[f"{name}_s"] = p
    items = _items(folders, rows)
    for r, (graph, nodes, nrows) in zip(rows, items):     # the catalogue chip, the whole step's fusion charges
        r["whole_s"] = r["catalogue_s"] - piece_local_delta(graph, nodes, nrows, chips["catalogue"])
    launches = piece_launches(node_terms(items, chips["catalogue"]), len(rows))
    for r, n in zip(rows, launches):
        r["tag_launches"] = n
    columns = ["catalogue", "whole", *[c for c in chips if c != "catalogue"]]
    refits: dict[str, dict[str, float]] = {}
    cv_terms: dict[str, tuple[Any, Any]] = {}
    if fit and any(r["half"] == "fit" for r in rows):
        fit_rows = [i for i, r in enumerate(rows) if r["half"] == "fit"]
        plans = [("fixed", "catalogue", FIXED_COSTS, True)]
        if "micro" in chips:
            for r, (graph, nodes, nrows) in zip(rows, items):
                r["micro-whole_s"] = r["micro_s"] - piece_local_delta(graph, nodes, nrows, chips["micro"])
            plans += [("refit", "micro", GPU_FREE, True), ("refit-whole", "micro-whole", GPU_FREE, False)]
        for name, start_name, free, local in plans:
            start = chips[start_name.removesuffix("-whole")]
            terms = _terms(rows, items, start, local)
            refits[name] = _refit(rows, terms, fit_rows, start, free, start_name=start_name)
            chips[name] = with_params(start, refits[name], free)
            columns.append(name)
            for r, p in zip(rows, _prices(folders, rows, chips[name])):
                r[f"{name}_s"] = p
            if not local:
                for r, (graph, nodes, nrows) in zip(rows, items):
                    r[f"{name}_s"] -= piece_local_delta(graph, nodes, nrows, chips[name])
            check_terms(terms, [r[f"{name}_s"] for r in rows], [r["piece"] for r in rows], start, refits[name])
            cv_terms[name] = (terms, start)
        if transfer is not None and "micro" in chips:
            chips["transfer"] = transferred(chips["micro"], transfer["refit"], fixed)
            columns.append("transfer")
            for r, p in zip(rows, _prices(folders, rows, chips["transfer"])):
                r["transfer_s"] = p
        if "micro" in chips and all(r["xla_kernels"] is not None for r in rows):
            # a diagnosis, not a chip `tag simulate` can use: the refit with each piece's kernels as XLA
            # compiled them instead of the cost model's fusion guess (priced from the terms)
            terms = with_piece_launches(cv_terms["refit"][0], [r["xla_kernels"] for r in rows], len(rows))
            start = chips["micro"]
            refits["refit-xla"] = _fit(terms, [r["pipelined_s"] for r in rows], fit_rows, start)
            for r, p in zip(rows, predict_terms(terms, len(rows), start.peak_flops["f32"], start.memory_bandwidth,
                                                refits["refit-xla"])):
                r["refit-xla_s"] = p
            columns.append("refit-xla")
            cv_terms["refit-xla"] = (terms, start)
    cv: dict[str, Any] = {}
    if cv_folds > 1:
        fit_rows = [i for i, r in enumerate(rows) if r["half"] == "fit"]
        for name in ("refit", "refit-xla"):
            if name in cv_terms and len(fit_rows) >= cv_folds:
                terms, start = cv_terms[name]
                cv[name] = fit_half_cv(terms, [r["pipelined_s"] for r in rows], fit_rows, start, cv_folds)
    summary: dict[str, Any] = {}
    for name in columns:
        for figure in FIGURES:
            for half in ("fit", "held-out", "all"):
                chosen = [r for r in rows if half in ("all", r["half"])]
                summary[f"{name}/{figure}/{half}"] = scores([r[f"{name}_s"] for r in chosen],
                                                            [r[figure] for r in chosen])
    steps = step_rows(folders, runs, chips, columns) if runs else []
    return {"format": "tag-gpu-fidelity/1", "environment": measured.get("environment", {}), "steps": steps,
            "micro": measured.get("micro"), "rounds": measured.get("rounds"), "errors": measured.get("errors", {}),
            "chip": manifest["chip"], "batch": manifest["batch"], "models": manifest["models"],
            "fit_models": sorted(fit_models), "rows": rows, "summary": summary,
            "refit": refits.get("refit"), "refits": refits, "chips": columns, "cv": cv,
            "probe_costs": fixed, "kernels": kernel_agreement(rows),
            "transfer": None if transfer is None else {"from": transfer["from"], "refit": transfer["refit"]}}


HOST_COSTS = ("executable_s", "input_s", "output_s", "launch_s")   # the runner's costs, not the GPU's


def transferred(micro: Any, refit: dict[str, float], fixed: dict[str, float] | None) -> Any:
    """This GPU's micro-benchmark chip (its measured GEMM, convolution and streaming rates) with another
    GPU's refitted kernel-model parameters (efficiencies and size curves relative to those rates), except
    the runner's fixed costs (`HOST_COSTS`), which this machine's probes measured where they did: they are
    the host's and its runtime's, not the kernels' (the H200's refit, without probes, put 81 us per piece
    into executable_s; the H100's probes measured 23.5 us)."""
    return with_params(micro, refit | {k: v for k, v in (fixed or {}).items() if k in HOST_COSTS}, GPU_FREE)


def read_transfer(path: Path) -> dict[str, Any]:
    """The FIT-half refit of another GPU's scored payload (`--json` of stage 3), for `score(transfer=)`."""
    from tag.dialects.diagnostics import SourceSpan, TagError

    payload = _load(path, "tag-gpu-fidelity/1", "scored GPU fidelity payload")
    refit = payload.get("refit")
    if not isinstance(refit, dict) or any(not isinstance(refit.get(k), (int, float)) or isinstance(refit.get(k), bool)
                                          or not math.isfinite(refit[k]) for k in GPU_FREE):
        raise TagError(f"no refit with finite {', '.join(GPU_FREE)} (score it with the refit on)", SourceSpan(str(path)))
    env = payload.get("environment") if isinstance(payload.get("environment"), dict) else {}
    return {"from": str(env.get("device_kind", payload.get("chip", "?"))), "refit": {k: float(refit[k]) for k in GPU_FREE}}


def piece_launches(terms: Any, count: int) -> list[int]:
    """Kernels the cost model launches per piece (Σ of its nodes' launches in `fidelity_cpu.node_terms`)."""
    out = [0.0] * count
    for k, n in zip(terms.piece, terms.launches):
        out[k] += n
    return [round(v) for v in out]


def with_piece_launches(terms: Any, kernels: list[int], count: int) -> Any:
    """A copy of `terms` whose nodes' launches add up to `kernels[k]` in piece k (each node's share kept:
    `predict_terms` reads only their sum per piece)."""
    from copy import copy

    have = piece_launches(terms, count)
    out = copy(terms)
    out.launches = [n * kernels[k] / have[k] if have[k] else 0.0 for k, n in zip(terms.piece, terms.launches)]
    for k in range(count):            # a piece whose nodes launch nothing in the model: its first node carries them
        if not have[k] and kernels[k] and k in terms.piece:
            out.launches[terms.piece.index(k)] = float(kernels[k])
    return out


def fit_half_cv(terms: Any, measured: list[float], fit_rows: list[int], start: Any, folds: int) -> dict[str, float]:
    """K-fold cross-validation of the refit inside the FIT half (HELD-OUT is not read): the FIT rows are
    dealt into `folds` folds in a seeded random order, each fold priced by the refit fitted to the others;
    MAPE and Kendall tau over all FIT rows so priced, averaged over `CV_REPEATS` deals. What the in-sample
    FIT scores say of a refit's error on pieces it has not seen."""
    import random

    rng = random.Random(0)
    count = len(measured)
    peak, bw = start.peak_flops["f32"], start.memory_bandwidth
    got: list[dict[str, float]] = []
    for _ in range(CV_REPEATS):
        order = list(fit_rows)
        rng.shuffle(order)
        predicted: dict[int, float] = {}
        for f in range(folds):
            test = order[f::folds]
            train = [i for i in order if i not in test]
            params = _fit(terms, measured, train, start)
            prices = predict_terms(terms, count, peak, bw, params)
            predicted.update({i: prices[i] for i in test})
        got.append(scores([predicted[i] for i in fit_rows], [measured[i] for i in fit_rows]))
    return {"folds": folds, "repeats": CV_REPEATS, "n": len(fit_rows),
            "mape": statistics.fmean(g["mape"] for g in got), "tau": statistics.fmean(g["tau"] for g in got)}


def kernel_agreement(rows: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Per half: Kendall tau between XLA's kernels and the cost model's launches per piece, and the median
    of their ratio over the pieces the model launches any kernel for (None without compiled HLO)."""
    from tag.bench.agreement import kendall_tau

    counted = [r for r in rows if r.get("xla_kernels") is not None]
    if not counted:
        return None
    out: dict[str, Any] = {}
    for half in ("fit", "held-out", "all"):
        chosen = [r for r in counted if half in ("all", r["half"])]
        ratios = [r["xla_kernels"] / r["tag_launches"] for r in chosen if r["tag_launches"]]
        if chosen:
            out[half] = {"n": len(chosen), "median_ratio": statistics.median(ratios) if ratios else math.nan,
                         "tau": kendall_tau([r["tag_launches"] for r in chosen], [r["xla_kernels"] for r in chosen])}
    return out


def piece_local_delta(graph: Any, nodes: tuple[int, ...], rows: int | None, chip: Any) -> float:
    """Seconds a piece's price changes when its nodes are fused among themselves only (`cost_model.
    piece_time`: one executable, how TAG prices it) instead of as in the whole step's graph, where an
    elementwise node whose fused producer sits in another piece reads nothing and launches nothing."""
    from tag.core.cost_model import piece_time

    return piece_time(graph, nodes, chip, rows) - piece_time(graph, nodes, chip, rows, local=False)


def _terms(rows: list[dict[str, Any]], items: list[Any], chip: Any, local: bool = True) -> Any:
    """The refit's node terms of every row for `chip` (`fidelity_cpu.node_terms` plus the per-piece
    argument and result counts); `local`: with each piece's fusion within itself."""
    terms = node_terms(items, chip, local=local)
    terms.outputs = [r["outputs"] for r in rows]
    terms.inputs = [r["inputs"] for r in rows]
    terms.async_ = runs_off_thread(items)
    if not chip.kernel_model.paths:          # no host kernel paths: a generic-emitter class is priced as its base
        terms.cls = [_BASE_CODES.get(c, c) for c in terms.cls]
    return terms


def _refit(rows: list[dict[str, Any]], terms: Any, fit_rows: list[int], start: Any, free: tuple[str, ...],
           start_name: str) -> dict[str, float]:
    """`fit_kernels` from `start` (whose prices are the rows' `{start_name}_s`, reproduced by `terms`) on
    the FIT rows."""
    check_terms(terms, [r[f"{start_name}_s"] for r in rows], [r["piece"] for r in rows], start, _start_params(start))
    return _fit(terms, [r["pipelined_s"] for r in rows], fit_rows, start, free)


def _fit(terms: Any, measured: list[float], fit_rows: list[int], start: Any,
         free: tuple[str, ...] = GPU_FREE) -> dict[str, float]:
    """The kernel-model parameters in `free` fitted to the rows `fit_rows` (`fidelity_cpu.fit_kernels`),
    started from `start`'s (`_start_params`)."""
    return fit_kernels(terms, len(measured), measured, fit_rows, start, free=free, params=_start_params(start))


def _start_params(chip: Any) -> dict[str, float]:
    """The refit's parameters of a GPU chip: `fidelity_cpu._kernel_params` with the matrix-unit
    efficiencies (a Hopper or Ampere chip runs f32 dots and convolutions as TF32 on its tensor cores)."""
    from tag.bench.fidelity_cpu import _kernel_params

    k = chip.kernel_model
    return _kernel_params(chip) | {"matmul": k.matmul, "conv": k.conv,
                                   "grouped_conv": k.conv if k.grouped_conv is None else k.grouped_conv}


def with_params(chip: Any, params: dict[str, float], free: tuple[str, ...]) -> Any:
    """`chip` with the kernel-model fields named in `free` set from `params` (matmul and conv set the
    matrix-unit and vector efficiencies alike), the others as they were."""
    fields: dict[str, float] = {}
    for name in free:
        if name in ("matmul", "conv"):
            fields.update({name: params[name], f"{name}_vector": params[name]})
        else:
            fields[name] = params[name]
    source = f"{chip.kernel_model.source}; refitted ({', '.join(free)}) to the FIT half's GPU pieces"
    return replace(chip, kernels=replace(chip.kernel_model, source=source, **fields))


# ------------------------------------------------------------------------------ whole steps
WARMUP_STEPS = 2        # `tag run`'s first steps (compilation, first transfers) are left out


def parse_runs(text: str) -> dict[str, list[float]]:
    """Program name → step seconds from what scripts/gpu_fidelity.sh logged: `tag run`'s `step K: X ms, ...`
    lines between a `== NAME` header and its `== NAME rc R (...)` trailer (steps logged with no header
    belong to the trailer that closes them)."""
    import re

    out: dict[str, list[float]] = {}
    name: str | None = None
    pending: list[float] = []
    for line in text.splitlines():
        mark = re.match(r"== (\S+)( rc .*)?$", line.strip())
        if mark:
            if mark.group(2) is None:                 # header
                name, pending = mark.group(1), []
            else:                                     # trailer: closes the block
                out.setdefault(mark.group(1), []).extend(pending)
                name, pending = None, []
            continue
        step = re.match(r"step (\d+): ([0-9.]+) ms", line.strip())
        if step and int(step.group(1)) > WARMUP_STEPS:
            pending.append(float(step.group(2)) * 1e-3)
    if name is not None:                              # a header without its trailer (a run cut short)
        out.setdefault(name, []).extend(pending)
    return {k: v for k, v in out.items() if v}


def step_rows(folders: _Folders, runs: dict[str, list[float]], chips: dict[str, Any],
              columns: list[str]) -> list[dict[str, Any]]:
    """Per single-device program `tag run` ran: its median and fastest measured step against the step
    `tag simulate` charges with each column's chip (all its op groups on one device: the step is its
    pieces, one after another; a `whole` / `-whole` column takes every piece's `piece_local_delta` off)."""
    from tag.distribute.program import Compute
    from tag.runtime.calibrate import host_topology
    from tag.runtime.program_sim import simulate_program

    rows = []
    for name, steps in sorted(runs.items()):
        folder = folders.out / "programs" / name
        if not _NAME.fullmatch(name) or ".." in name or not (folder / "step.mlir").is_file():
            continue
        graph, program = folders.get(f"programs/{name}")
        row: dict[str, Any] = {"program": name, "steps": len(steps), "measured_s": statistics.median(steps),
                               "measured_min_s": min(steps)}
        for column in columns:
            if column not in chips and column != "whole":      # `refit-xla`: priced from terms, not a chip
                continue
            chip = chips[column] if column in chips else chips["catalogue"]        # `whole`: the catalogue's
            t = simulate_program(folder, host_topology(chip, 8), graph=graph).step_time
            if column == "whole" or column.endswith("-whole"):
                t -= sum(piece_local_delta(graph, tuple(task.nodes),
                                           None if task.rows is None else task.rows[1] - task.rows[0], chip)
                         for task in program.tasks if isinstance(task, Compute))
            row[f"{column}_s"] = t
        rows.append(row)
    return rows


# ----------------------------------------------------------------------------------- report
def _us(seconds: float) -> str:
    return f"{seconds * 1e3:.2f} ms" if seconds >= 1e-3 else f"{seconds * 1e6:.0f} us"


def format_report(payload: dict[str, Any]) -> str:
    env = payload["environment"]
    lines = [f"GPU fidelity: {len(payload['rows'])} pieces of {', '.join(payload['models'])} (batch "
             f"{payload['batch']}) on {env.get('device_kind', '?')} (jax {env.get('jax', '?')}), "
             f"{payload['rounds']} rounds; priced for the catalogue chip {payload['chip']}"]
    micro = payload.get("micro")
    if micro:
        rates = ", ".join(f"{g['dtype']} n={g['n']} {g['flops_per_s'] / 1e12:.0f}" for g in micro["gemm"])
        lines.append(f"micro-benchmarks: GEMM TFLOP/s {rates}; stream {micro['bandwidth']['bytes_per_s'] / 1e9:.0f} GB/s; "
                     + "; ".join(f"conv {c['dtype']} {c['flops_per_s'] / 1e12:.0f} TFLOP/s" for c in micro["conv"])
                     + f"; trivial executable {micro['trivial']['pipelined_s'] * 1e6:.1f} us pipelined, "
                       f"{micro['trivial']['blocking_s'] * 1e6:.1f} us blocking")
    head = f"{'model':12s} {'strategy':22s} {'piece':14s} {'rows':>4s} {'half':8s} {'measured':>9s} {'blocking':>9s}"
    head += "".join(f" {c:>9s}" for c in payload["chips"])
    lines += ["", head]
    for r in payload["rows"]:
        cells = "".join(f" {_us(r[f'{c}_s']):>9s}" for c in payload["chips"])
        lines.append(f"{r['model']:12s} {r['strategy']:22s} {r['piece']:14s} {str(r['rows'] or '-'):>4s} "
                     f"{r['half']:8s} {_us(r['pipelined_s']):>9s} {_us(r['blocking_s']):>9s}{cells}")
    lines += ["", "chip        figure     half       n   MAPE    tau   median predicted/measured"]
    for key, s in payload["summary"].items():
        chip, figure, half = key.split("/")
        lines.append(f"{chip:11s} {figure.removesuffix('_s'):10s} {half:8s} {s['n']:3d} {s['mape']:6.1f}% "
                     f"{s['tau']:6.3f} {s['median_ratio']:6.2f}")
    if payload.get("steps"):
        chips = [c for c in payload["chips"] if f"{c}_s" in payload["steps"][0]]
        lines += ["", f"whole steps (`tag run`, steps after the first {WARMUP_STEPS}) against `tag simulate`:",
                  f"{'program':22s} {'steps':>5s} {'median':>9s} {'fastest':>9s}" + "".join(f" {c:>9s}" for c in chips)]
        for r in payload["steps"]:
            lines.append(f"{r['program']:22s} {r['steps']:5d} {_us(r['measured_s']):>9s} {_us(r['measured_min_s']):>9s}"
                         + "".join(f" {_us(r[f'{c}_s']):>9s}" for c in chips))
    for name, c in payload.get("cv", {}).items():
        lines.append(f"{name}: {c['folds']}-fold cross-validation inside the FIT half ({c['repeats']} deals, "
                     f"{c['n']} pieces; HELD-OUT not read): MAPE {c['mape']:.1f}%, tau {c['tau']:.3f}")
    fixed = payload.get("probe_costs")
    if fixed:
        lines.append("the runner's fixed costs (probes): " + ", ".join(
            f"{k} {v * 1e6:.2f} us" for k, v in fixed.items()))
    kernels = payload.get("kernels")
    if kernels:
        lines.append("XLA's kernels per piece (compiled HLO) against the cost model's launches: " + "; ".join(
            f"{half} median ratio {k['median_ratio']:.2f}, tau {k['tau']:.3f} (n {k['n']})"
            for half, k in kernels.items()))
    moved = payload.get("transfer")
    for column, what in (("catalogue", "catalogue chip"),
                         ("refit", "as on CPU: the chip measured on the GPU, refitted to the FIT models' pieces"),
                         *((("transfer", f"this GPU's micro chip with the refit fitted on {moved['from']}'s FIT "
                                         "pieces"),) if moved else ())):
        claim = payload["summary"].get(f"{column}/pipelined_s/held-out")
        if claim:
            met = claim["mape"] <= TARGET_MAPE and claim["tau"] >= TARGET_TAU
            lines.append(f"target (held-out, {what}, pipelined): MAPE {claim['mape']:.1f}% <= {TARGET_MAPE:.0f}% "
                         f"and tau {claim['tau']:.3f} >= {TARGET_TAU}: {'met' if met else 'NOT met'}")
    if payload["errors"]:
        lines.append(f"not measured: {len(payload['errors'])} piece(s): "
                     + "; ".join(f"{k}: {v}" for k, v in sorted(payload["errors"].items())[:5]))
    return "\n".join(lines)


# -------------------------------------------------------------------------------------- CLI
def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tag bench fidelity --device gpu", description=__doc__.split("\n\n")[0])
    p.add_argument("--device", required=True, choices=["gpu"])
    p.add_argument("--export", metavar="DIR", help="stage 1: apply the models and write DIR/pieces, DIR/programs")
    p.add_argument("--pieces", metavar="DIR", help="stage 3: the DIR an --export wrote")
    p.add_argument("--measured", metavar="FILE", help="stage 3: what scripts/gpu_fidelity.py wrote")
    p.add_argument("--models", default=",".join(MODELS), help=f"built-in models (default {','.join(MODELS)})")
    p.add_argument("--strategies", default=",".join(STRATEGIES), help="single, dp, randomK (default single,dp,random0)")
    p.add_argument("--chip", default=DEFAULT_CHIP, help=f"catalogue chip the programs are priced for (default {DEFAULT_CHIP})")
    p.add_argument("--batch", type=int, default=DEFAULT_BATCH)
    p.add_argument("--groups", type=int, default=DEFAULT_GROUPS)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--max-pieces", type=int, default=DEFAULT_MAX_PIECES)
    p.add_argument("--small", action="store_true", help="the models' small configs (tests)")
    p.add_argument("--no-fit", action="store_true", help="stage 3 without the refit")
    p.add_argument("--runs", metavar="FILE", action="append", default=[],
                   help="stage 3: the `tag run` log(s) scripts/gpu_fidelity.sh wrote (runs.txt; repeatable)")
    p.add_argument("--json", metavar="FILE", help="stage 3: write the payload here")
    p.add_argument("--transfer", metavar="FILE",
                   help="stage 3: another GPU's scored payload (--json): its FIT-half refit priced on this GPU's "
                        "micro-benchmark chip (the `transfer` column: held out by chip)")
    p.add_argument("--cv-folds", type=int, default=0, metavar="K",
                   help=f"stage 3: also cross-validate the refit inside the FIT half, K folds ({CV_REPEATS} deals; "
                        "about a minute per deal)")
    return p


def main(argv: list[str] | None = None) -> int:
    from tag.bench.fidelity_cpu import parse_names
    from tag.dialects.diagnostics import SourceSpan, TagError
    from tag.models.registry import resolve_name

    args = _parser().parse_args(argv)
    if bool(args.export) == bool(args.pieces):
        raise TagError("--device gpu needs exactly one of --export DIR (stage 1) or --pieces DIR --measured FILE "
                       "(stage 3); stage 2 is scripts/gpu_fidelity.py on the GPU machine")
    if args.export:
        for v, what in ((args.batch, "batch"), (args.groups, "groups"), (args.max_pieces, "max-pieces")):
            if v < 1:
                raise TagError(f"--{what} must be >= 1, got {v}")
        out = Path(args.export)
        if out.exists() and (not out.is_dir() or any(out.iterdir())):
            raise TagError("export folder exists and is not empty", SourceSpan(str(out)))
        if not out.parent.is_dir():
            raise TagError("its parent folder does not exist", SourceSpan(str(out)))
        models = list(dict.fromkeys(resolve_name(m) for m in parse_names(args.models, "models")))
        strategies = parse_names(args.strategies, "strategies")
        staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))   # nothing half-written
        try:
            manifest = export_pieces(staging, models=models, strategies=strategies, chip_name=args.chip,
                                     batch=args.batch, groups=args.groups, seed=args.seed,
                                     max_pieces=args.max_pieces, small=args.small, log=sys.stderr)
            if out.exists():
                out.rmdir()
            staging.rename(out)
        finally:
            if staging.exists():
                shutil.rmtree(staging, ignore_errors=True)
        print(f"wrote {len(manifest['pieces'])} pieces to {out / 'pieces'} (measure them with "
              f"`python3 scripts/gpu_fidelity.py {out / 'pieces'} OUT.json` on the GPU machine)")
        return 0
    if not args.measured:
        raise TagError("--pieces DIR needs --measured FILE (what scripts/gpu_fidelity.py wrote)")
    runs: dict[str, list[float]] = {}
    for path in args.runs:
        try:
            runs |= parse_runs(Path(path).read_text())
        except OSError as exc:
            raise TagError(f"cannot read the run log ({exc.strerror})", SourceSpan(str(path))) from None
    if args.cv_folds == 1 or args.cv_folds < 0:
        raise TagError(f"--cv-folds must be 0 (off) or at least 2, got {args.cv_folds}")
    transfer = read_transfer(Path(args.transfer)) if args.transfer else None
    payload = score(Path(args.pieces), Path(args.measured), fit=not args.no_fit, runs=runs, cv_folds=args.cv_folds,
                    transfer=transfer)
    print(format_report(payload))
    if args.json:
        from tag.core.atomic import write_atomically

        write_atomically(args.json, json.dumps(payload, indent=1) + "\n")
        print(f"wrote {args.json}")
    return 0


__all__ = ["export_pieces", "format_report", "main", "micro_chip", "read_transfer", "score", "transferred"]
