"""The runner's step of one program with and without donated state buffers (`Runner(donate=...)`), 3
warm-up steps then the median and fastest of 15.

    python3 scripts/gpu_runner_donation.py PROGRAM_DIR

Session 23 ran it on an H200 (docs/calibration-gpu.md, docs/data/gpu-h200-2026-12-04/runner-donation.txt)
to test whether donation explains mobilenetv2's step being 24 ms above the sum of its pieces: it does not."""
import statistics, sys, time
import numpy as np
from tag.apply import loss_index
from tag.distribute.program import load_program
from tag.runtime.execute import Runner
from tag.runtime.piece_timer import random_inputs

folder = sys.argv[1]
program = load_program(folder)
r = loss_index(program)
for donate in (False, True):
    t0 = time.perf_counter()
    runner = Runner(program, fetch=[] if r is None else [r], donate=donate)
    args = random_inputs(runner.arg_specs, np.random.default_rng(0))
    runner.load_state(args)
    for _ in range(3):
        runner.step(args)
    times = []
    for _ in range(15):
        s = time.perf_counter(); runner.step(args); times.append(time.perf_counter() - s)
    print(f"{folder} donate={donate}: median {statistics.median(times)*1e3:.2f} ms, fastest {min(times)*1e3:.2f} ms "
          f"(built and warmed in {time.perf_counter()-t0:.0f} s)", flush=True)
    del runner
