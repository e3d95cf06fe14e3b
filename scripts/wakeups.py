"""What a run of an XLA CPU executable pays for waking threads (docs/calibration-cpu.md, eleventh run).

    python scripts/wakeups.py [--steps HOST_CHIP.json]

Three measurements on one CPU device, each timed in the bench's protocol (`piece_timer.interleaved_samples`,
10 slots of 30 ms per probe), printed as percentiles, mean and fastest run in µs:

1. The same work run inline or off the calling thread: a while loop of T trips of `v * a + a` on f32[256]
   (its body is < 1000 FLOPs by XLA's cost analysis, so the client runs it inline) and the same loop with
   one add on f32[2048] beside it (>= 1000 FLOPs: off the calling thread); the caller blocking (as the
   runner) or polling `is_ready()`. The trivial piece and `tag calibrate`'s off-thread probe for scale.
2. A chain of 16 dependent dispatches without a block in between (as `Runner.step` dispatches a device's
   pieces) against one: the cost per hop, inline and off-thread.
3. A split loop kernel after a serial gap: a while loop whose step runs G small dots (f32[8, 8]) and then
   `v * s + 1` on f32[n] (split over the thread pool for large n); the extra per step of the large-n kernel
   after the gap, net of the same gap with n = 64.
4. With `--steps`: whole single-device steps of transformer, bert and vgg19 (small, batch 16, 8 op groups,
   as `tag bench fidelity --device cpu --steps` runs them), the runner as it is, polling instead of blocking
   at the step's one wait, and waiting (blocking or polling) after every piece; 3 s each, medians in ms.
"""
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

from tag.dialects.context import make_context, parse_module  # noqa: E402
from tag.runtime.calibrate import ASYNC_PROBE_ELEMENTS, probe_piece  # noqa: E402
from tag.runtime.execute import compile_piece  # noqa: E402
from tag.runtime.piece_timer import (PROTOCOL_REPEAT_S, PROTOCOL_ROUNDS, interleaved_samples, piece_runner,  # noqa: E402
                                     random_inputs)

DEVICE = jax.devices("cpu")[0]


def loop_piece(trips: int, off_thread: bool) -> str:
    """StableHLO: `trips` iterations of v * a + a on f32[256]; `off_thread` adds an f32[2048] add beside it."""
    t = "tensor<256xf32>"
    args, results, types, extra = f"%x: {t}", "%r#1", t, ""
    if off_thread:
        args += ", %y: tensor<2048xf32>"
        extra = "    %e = stablehlo.add %y, %y : tensor<2048xf32>\n"
        results, types = "%r#1, %e", f"{t}, tensor<2048xf32>"
    return f"""module @loop {{
  func.func public @main({args}) -> ({types}) {{
    %n = stablehlo.constant dense<{trips}> : tensor<i32>
    %z = stablehlo.constant dense<0> : tensor<i32>
{extra}    %r:2 = stablehlo.while(%i = %z, %v = %x) : tensor<i32>, {t}
    cond {{
      %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }} do {{
      %one = stablehlo.constant dense<1> : tensor<i32>
      %a = stablehlo.constant dense<0.999> : {t}
      %i2 = stablehlo.add %i, %one : tensor<i32>
      %v2 = stablehlo.multiply %v, %a : {t}
      %v3 = stablehlo.add %v2, %a : {t}
      stablehlo.return %i2, %v3 : tensor<i32>, {t}
    }}
    return {results} : {types}
  }}
}}
"""


def timer(text: str, *, poll: bool = False, chain: int = 1):
    """A timer of one run (or `chain` dependent dispatches, first result fed back) of `text`; a plain run
    is the bench's own timer (`piece_timer.piece_runner`), the variants repeat its call."""
    if not poll and chain == 1:
        return piece_runner(text, DEVICE)
    exe = compile_piece(parse_module(text, make_context()), [DEVICE])
    ins = [jax.device_put(a, DEVICE) for a in random_inputs(exe.arg_specs, np.random.default_rng(0))]

    def run() -> float:
        start = time.perf_counter()
        cur = ins
        for _ in range(chain):
            outs = exe.compiled.execute_sharded(cur).disassemble_into_single_device_arrays()
            cur = [outs[0][0]] + ins[1:]
        if poll:
            for a in cur:
                while not a.is_ready():
                    pass
        jax.block_until_ready(cur)
        return time.perf_counter() - start

    run()
    return run


def gap_piece(n: int, gap: int, trips: int = 32) -> str:
    """StableHLO: `trips` steps of `gap` dependent tanh(m @ w) on f32[8, 8], then v * m[0, 0] + 1 on f32[n]."""
    def f(v, m, w):
        def body(_, c):
            v, m = c
            for _ in range(gap):
                m = jnp.tanh(m @ w)
            v = v * m[0, 0] + 1.0
            return v, m + v[:64].reshape(8, 8) * 1e-3
        return jax.lax.fori_loop(0, trips, body, (v, m))
    shapes = [jax.ShapeDtypeStruct(s, jnp.float32) for s in ((n,), (8, 8), (8, 8))]
    return jax.jit(f).lower(*shapes).as_text()


def timed(named: dict[str, object]) -> dict[str, list[float]]:
    samples = interleaved_samples(list(named.values()), PROTOCOL_REPEAT_S, PROTOCOL_ROUNDS)
    return {k: [x * 1e6 for x in s] for k, s in zip(named, samples)}


def row(name: str, xs: list[float]) -> str:
    x = sorted(xs)
    q = [x[int(p * (len(x) - 1))] for p in (0.1, 0.25, 0.5, 0.75, 0.9)]
    return (f"  {name:44s} p10 {q[0]:7.1f}  p25 {q[1]:7.1f}  median {q[2]:7.1f}  p75 {q[3]:7.1f}  p90 {q[4]:7.1f}  "
            f"mean {statistics.fmean(x):7.1f}  fastest {x[0]:7.1f}")


print("1. inline or off the calling thread (µs per run)")
probes = {"trivial piece": timer(probe_piece(1, 1)),
          f"x + x on f32[{ASYNC_PROBE_ELEMENTS}], blocking": timer(probe_piece(1, 1, ASYNC_PROBE_ELEMENTS)),
          f"x + x on f32[{ASYNC_PROBE_ELEMENTS}], polling": timer(probe_piece(1, 1, ASYNC_PROBE_ELEMENTS), poll=True)}
for trips in (256, 1024):
    probes[f"loop {trips} trips, inline"] = timer(loop_piece(trips, False))
    probes[f"loop {trips} trips, off-thread, blocking"] = timer(loop_piece(trips, True))
    probes[f"loop {trips} trips, off-thread, polling"] = timer(loop_piece(trips, True), poll=True)
for name, xs in timed(probes).items():
    print(row(name, xs))

print("2. dependent dispatches without a block between (µs per hop, medians: (t(16) - t(1)) / 15)")
chains = {(name, k): timer(text, chain=k) for name, text in (("inline (trivial)", probe_piece(1, 1)),
                                                             ("off-thread", probe_piece(1, 1, ASYNC_PROBE_ELEMENTS)))
          for k in (1, 16)}
got = timed({f"{n} {k}": r for (n, k), r in chains.items()})
for name in ("inline (trivial)", "off-thread"):
    print(f"  {name:20s} {(statistics.median(got[f'{name} 16']) - statistics.median(got[f'{name} 1'])) / 15:6.1f}")

print("3. a split loop kernel after a serial gap of G small dots (µs per step, extra net of n = 64)")
sizes, gaps = (64, 16384, 65536, 262144), (0, 4, 16)
got = timed({f"{n} {g}": timer(gap_piece(n, g)) for n in sizes for g in gaps})
med = {k: statistics.median(v) / 32 for k, v in got.items()}
for n in sizes[1:]:
    extra = [(med[f"{n} {g}"] - med[f"{n} 0"]) - (med[f"64 {g}"] - med["64 0"]) for g in gaps[1:]]
    print(f"  f32[{n}]: step {med[f'{n} 0']:6.1f} without a gap; extra after " +
          ", ".join(f"{g} dots {e:+5.1f}" for g, e in zip(gaps[1:], extra)))

if "--steps" in sys.argv:
    from tag.bench import fidelity_cpu as F
    from tag.distribute.program import Compute
    from tag.runtime import execute as E
    from tag.runtime.calibrate import load_host_chip

    chip = load_host_chip(sys.argv[sys.argv.index("--steps") + 1])
    dispatch, block = E.Runner._dispatch, jax.block_until_ready

    def poll(x):
        for a in jax.tree_util.tree_leaves(x):
            while not a.is_ready():
                pass
        return block(x)

    def waiting(wait):
        def run(self, t, buffers, index=-1):
            dispatch(self, t, buffers, index)
            if isinstance(t, Compute):
                wait([buffers[b] for b in t.outputs if b in buffers])
        return run

    variants = {"as it is": (dispatch, block), "polling at the step's wait": (dispatch, poll),
                "blocking after every piece": (waiting(block), block), "polling after every piece": (waiting(poll), block)}
    print("4. single-device steps (ms, medians of 3 s)")
    with tempfile.TemporaryDirectory() as tmp:
        for model in ("transformer", "bert", "vgg19"):
            applied = F.apply_model(model, "single", chip, Path(tmp) / model, batch=16, groups=8, seed=0)
            got = []
            for name, (d, b) in variants.items():
                E.Runner._dispatch, E.jax.block_until_ready = d, b
                try:
                    got.append(f"{name} {F.measure_steps(model, applied, chip, 3.0, open(os.devnull, 'w')).measured_s * 1e3:6.2f}")
                finally:
                    E.Runner._dispatch, E.jax.block_until_ready = dispatch, block
            print(f"  {model:12s} " + " | ".join(got))
