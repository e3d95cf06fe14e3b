"""Reprice a `tag bench fidelity --device cpu --json` measurement under variants of its host chip: what
each XLA CPU mechanism of the kernel model (operand streaming, batch-group expansion, the per-argument
cost, the generic-emitter kernel paths, the select_and_scatter expansion, the relayout copies, the costly
elementwise ops) contributes, on the same measured times (nothing is re-measured; the programs are re-applied).

    python scripts/fidelity_cpu_ablation.py HOST_CHIP.json FIDELITY.json

Prints one markdown row per variant: MAPE and Kendall tau over all pieces and per half (docs/calibration-cpu.md).
"""
import json
import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
from tag.bench import fidelity_cpu as F
from tag.runtime.calibrate import load_host_chip

payload = json.loads(Path(sys.argv[2]).read_text())
chip = load_host_chip(sys.argv[1])
k = chip.kernel_model
variants = {
    "calibrated (all terms)": chip,
    "without operand streaming (byte_s = 0)": replace(chip, kernels=replace(k, matmul_byte_s=0.0, conv_byte_s=0.0)),
    "without batch-group expansion": replace(chip, kernels=replace(k, expands_batch_groups=False)),
    "without the per-argument cost": replace(chip, kernels=replace(k, input_s=0.0)),
    "none of the three": replace(chip, kernels=replace(k, matmul_byte_s=0.0, conv_byte_s=0.0, expands_batch_groups=False, input_s=0.0)),
    "without the kernel paths (generic emitter priced as the library)": replace(chip, kernels=replace(k, paths=())),
    "without the select_and_scatter expansion": replace(chip, kernels=replace(k, select_scatter_fixed_s=0.0,
                                                                           select_scatter_visit_s=0.0)),
    "without the relayout copies": replace(chip, kernels=replace(k, relayouts=False)),
    "without the off-thread cost (async_s = 0)": replace(chip, kernels=replace(k, async_s=0.0)),
    "without the grouped-convolution plane cost": replace(chip, kernels=replace(k, grouped_plane_s=0.0)),
    "without the costly elementwise ops (elementwise_s = none)": replace(chip, kernels=replace(k, elementwise_s=())),
    "none of paths, expansion, relayouts": replace(chip, kernels=replace(k, paths=(), select_scatter_fixed_s=0.0,
                                                                        select_scatter_visit_s=0.0, relayouts=False)),
}
rows = payload["pieces"]
want = {(r["model"], r["piece"]): r for r in rows}
items, order = {}, []
with tempfile.TemporaryDirectory() as tmp:
    for model in payload["models"]:  # the same programs the bench measured (same batch, groups, seed)
        for strategy in payload["strategies"]:
            ap = F.apply_model(model, strategy, chip, Path(tmp) / f"{model}-{strategy}", batch=payload["batch"],
                               groups=payload["groups"], seed=payload["seed"])
            for piece, idx in ap.tasks.items():
                key = (model, piece)
                if key in want and key not in items:
                    t = ap.program.tasks[idx[0]]
                    nrows = None if t.rows is None else t.rows[1] - t.rows[0]
                    items[key] = ((ap.graph, tuple(t.nodes), nrows), len(t.inputs), len(t.outputs))
keys = [k2 for k2 in want if k2 in items]
terms = F._Terms([], [], [], [], [])
terms.inputs = [items[k2][1] for k2 in keys]; terms.outputs = [items[k2][2] for k2 in keys]
terms.async_ = F.runs_off_thread([items[k2][0] for k2 in keys])
meas = [want[k2]["measured_s"] for k2 in keys]
for name, c in variants.items():
    prices = F.exact_prices([items[k2][0] for k2 in keys], c, terms)
    out = []
    for h in ("all", "fit", "held-out"):
        ix = [i for i, k2 in enumerate(keys) if h == "all" or want[k2]["half"] == h]
        s = F.scores([prices[i] for i in ix], [meas[i] for i in ix])
        out.append(f"{h} {s['mape']:.1f}% tau {s['tau']:.3f}")
    print(f"| {name} | " + " | ".join(out) + " |")
print(len(keys), "of", len(rows), "pieces repriced")
