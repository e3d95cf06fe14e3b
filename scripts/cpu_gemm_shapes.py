"""Time f32 GEMMs of a few shapes on one XLA CPU device, canonical (x @ w) and as weight gradients
(x.T @ g, the lhs contracted over its major dimension), each minus a trivial executable's time:
the shapes docs/calibration-cpu.md ("Sixth run", what is left) says the calibration does not contain.

    python scripts/cpu_gemm_shapes.py          # about 30 s; run on an idle machine
"""
from __future__ import annotations

import os
import time

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax
import numpy as np

SHAPES = ((2, 512, 512), (16, 512, 512), (128, 512, 512), (512, 512, 512), (2, 64, 512), (2, 4096, 4096))


def median_seconds(fn, *args, reps: int = 100) -> float:
    dev = jax.devices("cpu")[0]
    placed = [jax.device_put(a, dev) for a in args]
    compiled = jax.jit(fn).lower(*placed).compile()
    for _ in range(10):
        jax.block_until_ready(compiled(*placed))
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        jax.block_until_ready(compiled(*placed))
        times.append(time.perf_counter() - start)
    return sorted(times)[len(times) // 2]


def main() -> None:
    rng = np.random.default_rng(0)
    base = median_seconds(lambda x: x + 1, np.ones(4, np.float32))
    print(f"trivial executable {base * 1e6:.1f} us (taken off every row)")
    print(f"{'m x k x n':>16} {'x @ w us':>10} {'GFLOP/s':>8} {'x.T @ g us':>11} {'GFLOP/s':>8}")
    for m, k, n in SHAPES:
        a = rng.standard_normal((m, k), dtype=np.float32)
        w = rng.standard_normal((k, n), dtype=np.float32)
        g = rng.standard_normal((m, n), dtype=np.float32)
        fwd = max(median_seconds(lambda x, y: x @ y, a, w) - base, 1e-9)
        wgrad = max(median_seconds(lambda x, y: x.T @ y, a, g) - base, 1e-9)
        flops = 2.0 * m * k * n
        print(f"{f'{m} x {k} x {n}':>16} {fwd * 1e6:10.1f} {flops / fwd / 1e9:8.1f} {wgrad * 1e6:11.1f} "
              f"{flops / wgrad / 1e9:8.1f}")


if __name__ == "__main__":
    main()
