"""A single-device step run by the runner against the sum of its pieces timed one by one
(docs/calibration-cpu.md, tenth run): is a step's time the sum of its pieces' medians, of their fastest
runs, or less?

    python scripts/step_vs_pieces.py HOST_CHIP.json MODEL [MODEL ...]

Per model (small, batch 16, 8 op groups, the `single` strategy as `tag bench fidelity --device cpu`
applies it): the simulated step; the pieces timed alone in the bench's protocol (medians and fastest
runs, summed over the step's tasks); the step run by `runtime.execute.Runner` fetching the loss, as
`tag run` does (median and fastest of 5 s of steps).
"""
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax  # noqa: E402
import numpy as np  # noqa: E402

from tag.apply import loss_index  # noqa: E402
from tag.bench import fidelity_cpu as F  # noqa: E402
from tag.distribute.program import Compute  # noqa: E402
from tag.runtime.calibrate import host_topology, load_host_chip  # noqa: E402
from tag.runtime.execute import Runner  # noqa: E402
from tag.runtime.piece_timer import (PROTOCOL_REPEAT_S, PROTOCOL_ROUNDS, interleaved_samples,  # noqa: E402
                                     piece_runner, random_inputs)
from tag.runtime.program_sim import simulate_program  # noqa: E402

chip = load_host_chip(sys.argv[1])
device = jax.devices("cpu")[0]
with tempfile.TemporaryDirectory() as tmp:
    for model in sys.argv[2:]:
        ap = F.apply_model(model, "single", chip, Path(tmp) / model, batch=16, groups=8, seed=0)
        simulated = simulate_program(ap.folder, host_topology(chip, F.DEVICES), graph=ap.graph).step_time
        tasks = [t for t in ap.program.tasks if isinstance(t, Compute)]
        samples = interleaved_samples([piece_runner(ap.program.pieces[t.piece], device) for t in tasks],
                                      PROTOCOL_REPEAT_S, PROTOCOL_ROUNDS)
        r = loss_index(ap.program)
        runner = Runner(ap.program, fetch=[] if r is None else [r])
        args = random_inputs(runner.arg_specs, np.random.default_rng(0))
        runner.load_state(args)
        for _ in range(3):
            runner.step(args)
        steps = []
        deadline = time.perf_counter() + 5.0
        while len(steps) < 10 or time.perf_counter() < deadline:
            start = time.perf_counter()
            runner.step(args)
            steps.append(time.perf_counter() - start)
        print(f"{model:12s} simulated {simulated * 1e3:7.2f} ms | pieces alone: sum of medians "
              f"{sum(statistics.median(x) for x in samples) * 1e3:7.2f} ms, of fastest runs "
              f"{sum(min(x) for x in samples) * 1e3:7.2f} ms | step: median {statistics.median(steps) * 1e3:7.2f} ms, "
              f"fastest {min(steps) * 1e3:7.2f} ms ({len(steps)} steps)", flush=True)
