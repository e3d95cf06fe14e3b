"""A single-device step run by the runner against the sum of its pieces timed one by one
(docs/calibration-cpu.md, tenth run): is a step's time the sum of its pieces' medians, of their fastest
runs, or less?

    python scripts/step_vs_pieces.py HOST_CHIP.json MODEL [MODEL ...]

Per model (small, batch 16, 8 op groups, the `single` strategy as `tag bench fidelity --device cpu`
applies it): the simulated step; the pieces timed alone in the bench's protocol (medians and fastest
runs, summed over the step's tasks); the step as `tag bench fidelity --device cpu --steps 5` runs it
(`fidelity_cpu.measure_steps`: the runner, the loss fetched, as `tag run` does; median and fastest of 5 s).
"""
import os
import statistics
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax  # noqa: E402

from tag.bench import fidelity_cpu as F  # noqa: E402
from tag.distribute.program import Compute  # noqa: E402
from tag.runtime.calibrate import load_host_chip  # noqa: E402
from tag.runtime.piece_timer import PROTOCOL_REPEAT_S, PROTOCOL_ROUNDS, interleaved_samples, piece_runner  # noqa: E402

chip = load_host_chip(sys.argv[1])
device = jax.devices("cpu")[0]
with tempfile.TemporaryDirectory() as tmp:
    for model in sys.argv[2:]:
        ap = F.apply_model(model, "single", chip, Path(tmp) / model, batch=16, groups=8, seed=0)
        tasks = [t for t in ap.program.tasks if isinstance(t, Compute)]
        samples = interleaved_samples([piece_runner(ap.program.pieces[t.piece], device) for t in tasks],
                                      PROTOCOL_REPEAT_S, PROTOCOL_ROUNDS)
        step = F.measure_steps(model, ap, chip, 5.0, sys.stderr)        # the bench's `--steps 5`
        print(f"{model:12s} simulated {step.simulated_s * 1e3:7.2f} ms | pieces alone: sum of medians "
              f"{sum(statistics.median(x) for x in samples) * 1e3:7.2f} ms, of fastest runs "
              f"{sum(min(x) for x in samples) * 1e3:7.2f} ms | step: median {step.measured_s * 1e3:7.2f} ms, "
              f"fastest {step.measured_min_s * 1e3:7.2f} ms ({step.steps} steps)", flush=True)
