#!/usr/bin/env python3
"""Measure, on one GPU, the pieces `tag bench fidelity --device gpu --export DIR` wrote (issue 10, item 3).

    python3 scripts/gpu_fidelity.py DIR/pieces OUT.json [--budget SECONDS] [--rounds R]
                                    [--previous EARLIER.json] [--compile-share F] [--skip-micro]
                                    [--hlo-dir DIR]

`--previous`: keep an earlier run's micro-benchmarks and pieces and measure only the others (XLA's GPU
autotuning took 5-112 s per piece on an H200: one budget may not compile them all).

Standalone on purpose: it imports jax and numpy only (the GPU machine's own jax, which is not the one
this project pins, and none of TAG's planner dependencies), so the machine with the GPU runs nothing but
the measurement; `tag bench fidelity --device gpu --pieces DIR --measured OUT.json` prices the same pieces
and scores them here.

It measures, writing OUT.json after each stage (a run cut short still leaves what it had):
1. **micro-benchmarks** (the analogue of `tag calibrate`): square GEMMs (f32 at JAX's default precision,
   f32 at HIGHEST, bf16; n = 1024 .. 8192), a streaming elementwise kernel (bytes read + written per
   second), a 3x3 convolution (f32 default, bf16) forward and its two backward convolutions (input and
   kernel gradients), and the trivial executable (x + 1 on one element);
2. **fixed-cost probes** (`probe_texts`): tiny StableHLO pieces compiled and run as the pieces are (the
   runner's cost per executable, per argument, per result and per kernel, which `tag calibrate` measures
   on CPU), pipelined and blocking;
3. **pieces**: each StableHLO piece compiled for the GPU as `tag run` compiles it (the backend's
   `compile_and_load`, one partition) with random inputs on the device (floats ~ N(0, 0.1^2), integers and
   booleans 0 or 1, as `runtime.piece_timer.random_inputs`), one warm-up run, then `--rounds` rounds over
   ALL pieces, each round timing every piece two ways:
   - `blocking`: one run from dispatch until its results are ready (what a run that waits costs);
   - `pipelined`: K runs dispatched back to back, then one wait, divided by K (K so that the K runs take
     about 20 ms): the device's time per run when the host keeps ahead of it, as `tag run`'s runner
     dispatches a step's pieces without blocking. This is the figure the cost model is scored against
     (decided before any measurement: the simulator prices device time).
   Medians over the rounds and the fastest sample are written per piece.
Every piece's and probe's compiled HLO is written gzipped to `--hlo-dir` (default hlo/ beside OUT.json):
the kernels XLA emitted for it, which the scorer counts (the cost model's launches are its own fusion
model's guess of them).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

T0 = time.time()


def log(msg: str) -> None:
    print(f"[{time.time() - T0:6.1f} s] {msg}", flush=True)


def one_line(exc: BaseException) -> str:
    """`Type: first line of the message`, as the measurement records a piece's or stage's error."""
    return f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"


def write(path: str, payload: dict[str, Any]) -> None:
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(payload, f, indent=1)
    os.replace(tmp, path)


def environment() -> dict[str, Any]:
    import jax

    dev = jax.devices()[0]
    info: dict[str, Any] = {"jax": jax.__version__, "platform": dev.platform, "device_kind": dev.device_kind,
                            "devices": len(jax.devices()), "python": platform.python_version()}
    try:
        smi = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem",
                              "--format=csv,noheader"], capture_output=True, text=True, timeout=20)
        info["nvidia_smi"] = smi.stdout.strip()
    except (OSError, subprocess.SubprocessError) as exc:
        info["nvidia_smi"] = f"unavailable: {exc}"
    return info


# --------------------------------------------------------------------------------- timing
def pipelined(call: Any, target_s: float = 0.02, max_k: int = 400) -> tuple[float, int]:
    """Seconds per run with K runs queued before one wait (K from one blocking run), and K."""
    import jax

    start = time.perf_counter()
    jax.block_until_ready(call())
    once = time.perf_counter() - start
    k = max(3, min(max_k, int(target_s / max(once, 1e-6))))
    start = time.perf_counter()
    out = None
    for _ in range(k):
        out = call()
    jax.block_until_ready(out)
    return (time.perf_counter() - start) / k, k


def blocking(call: Any) -> float:
    import jax

    start = time.perf_counter()
    jax.block_until_ready(call())
    return time.perf_counter() - start


def best_of(call: Any, repeats: int = 5) -> float:
    """The fastest of `repeats` pipelined measurements (seconds per run)."""
    return min(pipelined(call)[0] for _ in range(repeats))


# ------------------------------------------------------------------------ micro-benchmarks
def micro_benchmarks(deadline: float, max_n: int = 8192, stream_mib: int = 1024, conv_batch: int = 64) -> dict[str, Any]:
    import jax
    import jax.numpy as jnp
    from jax import lax

    out: dict[str, Any] = {"gemm": [], "conv": []}
    key = jax.random.PRNGKey(0)
    for label, dtype, precision in (("f32_default", jnp.float32, None), ("bf16", jnp.bfloat16, None),
                                    ("f32_highest", jnp.float32, lax.Precision.HIGHEST)):
        for n in [m for m in (256, 1024, 2048, 4096, 8192) if m <= max_n]:
            if time.time() > deadline:
                break
            a = jax.random.normal(key, (n, n), dtype) * 0.1
            b = jax.random.normal(key, (n, n), dtype) * 0.1
            f = jax.jit(lambda x, y, p=precision: jnp.dot(x, y, precision=p))
            s = best_of(lambda a=a, b=b: f(a, b))
            out["gemm"].append({"dtype": label, "n": n, "seconds": s, "flops_per_s": 2.0 * n ** 3 / s})
            log(f"gemm {label} n={n}: {2.0 * n ** 3 / s / 1e12:.1f} TFLOP/s")
            del a, b
    elements = stream_mib << 18               # stream_mib MiB of f32 per operand
    x = jnp.ones((elements,), jnp.float32)
    g = jax.jit(lambda v: v * 1.0001 + 1.0)
    s = best_of(lambda x=x: g(x))
    out["bandwidth"] = {"bytes": 8.0 * elements, "seconds": s, "bytes_per_s": 8.0 * elements / s}
    log(f"stream: {8.0 * elements / s / 1e9:.0f} GB/s (read + write)")
    del x
    for label, dtype in (("f32_default", jnp.float32), ("bf16", jnp.bfloat16)):
        if time.time() > deadline:
            break
        img = jax.random.normal(key, (conv_batch, 56, 56, 64), dtype) * 0.1
        ker = jax.random.normal(key, (3, 3, 64, 64), dtype) * 0.1
        c = jax.jit(lambda i, k: lax.conv_general_dilated(i, k, (1, 1), "SAME",
                                                          dimension_numbers=("NHWC", "HWIO", "NHWC")))
        s = best_of(lambda: c(img, ker))
        flops = 2.0 * conv_batch * 56 * 56 * 64 * 64 * 9
        out["conv"].append({"dtype": label, "shape": f"{conv_batch}x56x56x64 * 3x3x64x64", "seconds": s,
                            "flops_per_s": flops / s})
        log(f"conv {label}: {flops / s / 1e12:.1f} TFLOP/s")
        # the two backward convolutions of training (same FLOPs each): the input gradient and the kernel
        # gradient, which XLA and cuDNN run with other algorithms than the forward one
        out_grad = c(img, ker)
        for part, wrt in (("input_grad", 0), ("kernel_grad", 1)):
            g = jax.jit(lambda i, k, o, w=wrt: jax.vjp(lambda a, b: c(a, b), i, k)[1](o)[w])
            s = best_of(lambda g=g: g(img, ker, out_grad))
            out.setdefault("conv_backward", []).append({"dtype": label, "part": part, "seconds": s,
                                                        "flops_per_s": flops / s})
            log(f"conv {label} {part}: {flops / s / 1e12:.1f} TFLOP/s")
    one = jnp.ones((1,), jnp.float32)
    h = jax.jit(lambda v: v + 1.0)
    out["trivial"] = {"pipelined_s": best_of(lambda: h(one)),
                      "blocking_s": statistics.median(blocking(lambda: h(one)) for _ in range(50))}
    log(f"trivial executable: {out['trivial']['pipelined_s'] * 1e6:.1f} us pipelined, "
        f"{out['trivial']['blocking_s'] * 1e6:.1f} us blocking")
    return out


# ------------------------------------------------------------------------ fixed-cost probes
PROBE_ARGS = 32          # arguments of the per-argument probe (against one)
PROBE_RESULTS = 16       # results of the per-result probe (against one)
PROBE_CHAIN = 64         # steps of the per-kernel probe (against two)


def probe_texts() -> dict[str, tuple[str, list[tuple[int, ...]]]]:
    """StableHLO of the fixed-cost probes, compiled and run exactly as the pieces are (`compile_piece`,
    `runner`: the fixed costs `tag run` pays per executable, argument and result, which the trivial jitted
    executable of the micro-benchmarks does not, since jax's own dispatch is another path):
    `args_1` (x + 1 on f32[4]), `args_32` (the sum of 32 f32[4] arguments), `results_16` (16 results of
    f32[4]), `chain_2` and `chain_64` (m = tanh(m @ w) + 1e-3 * sum(m) on f32[8, 8], 2 and 64 steps: the cost
    of one more kernel, with the kernels counted here from each probe's compiled HLO). Name -> (text, the
    shapes of its f32 arguments)."""
    import jax
    import jax.numpy as jnp

    one = jnp.ones((4,), jnp.float32)
    m8 = jnp.ones((8, 8), jnp.float32)

    def chain(k: int) -> Any:
        def steps(m: Any, w: Any) -> Any:
            for _ in range(k):
                m = jnp.tanh(m @ w) + 1e-3 * jnp.sum(m)
            return m
        return steps

    probes = {"args_1": (lambda x: x + 1.0, [one]),
              f"args_{PROBE_ARGS}": (lambda *xs: sum(xs[1:], xs[0]), [one] * PROBE_ARGS),
              f"results_{PROBE_RESULTS}": (lambda x: tuple(x + float(i) for i in range(PROBE_RESULTS)), [one]),
              "chain_2": (chain(2), [m8, m8]),
              f"chain_{PROBE_CHAIN}": (chain(PROBE_CHAIN), [m8, m8])}
    return {name: (jax.jit(fn).lower(*args).as_text(), [a.shape for a in args]) for name, (fn, args) in probes.items()}


def optimized_hlo(compiled: Any) -> str:
    """The HLO XLA compiled (the kernels it emitted), "" when the backend does not say."""
    try:
        return "\n".join(m.to_string() for m in compiled.hlo_modules())
    except (AttributeError, RuntimeError):
        return ""


def save_hlo(folder: str | None, name: str, text: str) -> None:
    """Write `text` gzipped to FOLDER/NAME.hlo.txt.gz (nothing without a folder or a text)."""
    import gzip

    if not folder or not text:
        return
    os.makedirs(folder, exist_ok=True)
    with gzip.open(os.path.join(folder, f"{name}.hlo.txt.gz"), "wt") as f:
        f.write(text)


def measure_probes(dev: Any, rounds: int, hlo_dir: str | None) -> dict[str, Any]:
    """Median pipelined and blocking seconds of every `probe_texts` probe over `rounds` interleaved rounds
    (their compiled HLO saved to `hlo_dir` as probe_NAME)."""
    import jax
    import numpy as np

    calls = {}
    for name, (text, shapes) in probe_texts().items():
        compiled = compile_piece(text, dev)
        save_hlo(hlo_dir, f"probe_{name}", optimized_hlo(compiled))
        ins = [jax.device_put(np.full(s, 0.01, np.float32), dev) for s in shapes]
        calls[name] = runner(compiled, ins)
        jax.block_until_ready(calls[name]())      # warm-up
    samples: dict[str, dict[str, list[float]]] = {k: {"pipelined": [], "blocking": []} for k in calls}
    for _ in range(max(1, rounds)):
        for name, call in calls.items():
            samples[name]["pipelined"].append(pipelined(call)[0])
            samples[name]["blocking"].append(statistics.median(blocking(call) for _ in range(5)))
    return {name: {"pipelined_s": statistics.median(s["pipelined"]), "blocking_s": statistics.median(s["blocking"])}
            for name, s in samples.items()}


# --------------------------------------------------------------------------------- pieces
def _xla_client() -> Any:
    try:
        from jax._src.lib import xla_client
    except ImportError:                       # older layouts
        from jaxlib import xla_client
    return xla_client


def compile_piece(text: str, dev: Any) -> Any:
    """The backend's compile_and_load for one partition on `dev` (as `tag.runtime.xla.compile_options`
    with one partition); plain options if the SPMD/Shardy build options are refused."""
    import jax
    import numpy as np

    xc = _xla_client()
    backend = jax.extend.backend.get_backend(dev.platform)
    errors = []
    for spmd in (True, False):
        options = xc.CompileOptions()
        build = options.executable_build_options
        build.num_partitions = 1
        build.num_replicas = 1
        if spmd:
            build.use_spmd_partitioning = True
            build.use_shardy_partitioner = True
        build.device_assignment = xc.DeviceAssignment.create(np.asarray([[dev.id]]))
        try:
            return backend.compile_and_load(text, xc.DeviceList((dev,)), options)
        except Exception as exc:              # noqa: BLE001 - try the next form, report all
            errors.append(one_line(exc))
    raise RuntimeError("; ".join(errors))


def device_inputs(specs: list[list[Any]], dev: Any, seed: int) -> list[Any]:
    """Random inputs on `dev`: slices of one pool of N(0, 0.1^2) floats (and one of 0/1 values), each
    argument from its own offset (drawing hundreds of millions of weights afresh would take minutes)."""
    import jax
    import jax.numpy as jnp
    import numpy as np

    rng = np.random.default_rng(seed)
    out = []
    for shape, dtype in specs:
        dt = jnp.dtype(dtype)
        size = int(np.prod(shape, dtype=np.int64))
        pool = _FLOAT_POOL if jnp.issubdtype(dt, jnp.floating) else _BIT_POOL
        start = int(rng.integers(0, pool.size))
        flat = np.resize(np.roll(pool, -start), size) if size else pool[:0]
        out.append(jax.device_put(flat.reshape(tuple(shape)).astype(dt), dev))
    return out


_POOL = 1 << 22
_FLOAT_POOL: Any = None
_BIT_POOL: Any = None


def make_pools() -> None:
    import numpy as np

    global _FLOAT_POOL, _BIT_POOL
    rng = np.random.default_rng(1)
    _FLOAT_POOL = (rng.standard_normal(_POOL) * 0.1).astype(np.float32)
    _BIT_POOL = rng.integers(0, 2, _POOL).astype(np.int32)


def runner(compiled: Any, ins: list[Any]) -> Any:
    """One run of a compiled piece as `tag run`'s runner calls it; returns its outputs."""
    def call() -> Any:
        return compiled.execute_sharded(ins).disassemble_into_single_device_arrays()
    return call


def input_bytes(specs: list[list[Any]]) -> int:
    import numpy as np

    return sum(int(np.prod(shape, dtype=np.int64)) * np.dtype(dtype).itemsize for shape, dtype in specs)


def input_cap(dev: Any, share: float) -> float:
    """Bytes of inputs one group of pieces may hold on `dev` (`share` of its memory; unbounded if unknown)."""
    try:
        limit = (dev.memory_stats() or {}).get("bytes_limit")
    except Exception:                         # noqa: BLE001 - CPU devices may not report
        limit = None
    return share * limit if limit else float("inf")


def memory_groups(order: list[tuple[int, dict[str, Any]]], cap: float) -> list[list[tuple[int, dict[str, Any]]]]:
    """Consecutive pieces in groups whose inputs add up to at most `cap` bytes (a larger piece alone)."""
    groups: list[list[tuple[int, dict[str, Any]]]] = []
    held = 0.0
    for item in order:
        size = input_bytes(item[1]["args"])
        if not groups or held + size > cap:
            groups.append([])
            held = 0.0
        groups[-1].append(item)
        held += size
    return groups


def measure_group(group: list[tuple[int, dict[str, Any]]], compiled: dict[str, Any], compile_s: dict[str, float],
                  dev: Any, payload: dict[str, Any], previous: Any, args: Any, end: float) -> None:
    """Warm up every piece of `group` on its inputs, then up to `args.rounds` rounds over the group (each
    piece timed blocking and pipelined per round) until `end`; medians and minima into payload["pieces"].
    The group's inputs are released when it returns."""
    import jax

    calls: dict[str, Any] = {}
    for i, p in group:
        try:
            call = runner(compiled[p["id"]], device_inputs(p["args"], dev, i))
            jax.block_until_ready(call())     # warm-up
            calls[p["id"]] = call
        except Exception as exc:              # noqa: BLE001
            payload["errors"][p["id"]] = "run: " + one_line(exc)
    samples: dict[str, dict[str, list[float]]] = {k: {"blocking": [], "pipelined": [], "k": []} for k in calls}
    rounds = 0
    round_start = time.time()
    for r in range(max(1, args.rounds)):
        if r > 0 and time.time() + 1.2 * (time.time() - round_start) > end:
            log(f"stopping after {rounds} rounds (budget)")
            break
        round_start = time.time()
        for pid, call in calls.items():
            s = samples[pid]
            try:
                s["blocking"].append(blocking(call))
                per, k = pipelined(call)
            except Exception as exc:          # noqa: BLE001 - reported per piece, the others go on
                payload["errors"][pid] = "run: " + one_line(exc)
                continue
            s["pipelined"].append(per)
            s["k"].append(k)
        rounds += 1
        for pid, s in samples.items():
            if not s["pipelined"]:
                continue
            payload["pieces"][pid] = {"run": 2 if previous else 1, "pipelined_s": statistics.median(s["pipelined"]),
                                      "pipelined_min_s": min(s["pipelined"]),
                                      "blocking_s": statistics.median(s["blocking"]),
                                      "blocking_min_s": min(s["blocking"]), "rounds": len(s["pipelined"]),
                                      "k": max(s["k"]), "compile_s": compile_s.get(pid)}
        payload["rounds"] = min(v.get("rounds", rounds) for v in payload["pieces"].values()) if payload["pieces"] else 0
        write(args.out, payload)
        log(f"round {rounds}: {len(calls)} pieces ({time.time() - round_start:.1f} s)")
    calls.clear()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pieces", help="the pieces folder `tag bench fidelity --device gpu --export DIR` wrote (DIR/pieces)")
    parser.add_argument("out", help="the JSON file to write")
    parser.add_argument("--budget", type=float, default=330.0, help="seconds for everything (default 330)")
    parser.add_argument("--rounds", type=int, default=7, help="rounds over all pieces (default 7)")
    parser.add_argument("--threads", type=int, default=8, help="pieces compiled at once (default 8)")
    parser.add_argument("--skip-micro", action="store_true", help="pieces only")
    parser.add_argument("--previous", default=None, metavar="FILE",
                        help="an earlier run's JSON: keep its micro-benchmarks and pieces, measure the others")
    parser.add_argument("--compile-share", type=float, default=0.45,
                        help="share of the remaining budget for compiling (default 0.45)")
    parser.add_argument("--micro-max-n", type=int, default=8192, help="largest GEMM (default 8192; tests on CPU: 256)")
    parser.add_argument("--stream-mib", type=int, default=1024, help="MiB per operand of the streaming kernel")
    parser.add_argument("--conv-batch", type=int, default=64, help="images of the convolution benchmark")
    parser.add_argument("--memory-share", type=float, default=0.3,
                        help="share of device memory one group of pieces' inputs may hold (default 0.3)")
    parser.add_argument("--group-bytes", type=float, default=None,
                        help="bytes of inputs one group may hold (instead of --memory-share; devices that "
                             "report no memory are otherwise one group)")
    parser.add_argument("--hlo-dir", default=None, metavar="DIR",
                        help="where each piece's and probe's compiled HLO goes, gzipped (default: hlo/ beside OUT; "
                             "the scorer counts XLA's kernels in them)")
    args = parser.parse_args()
    hlo_dir = args.hlo_dir or os.path.join(os.path.dirname(os.path.abspath(args.out)), "hlo")
    import jax
    import jax.extend.backend  # noqa: F401 - imported once, before the compile threads

    make_pools()
    jax.config.update("jax_enable_x64", True)     # i64/f64 arguments keep their width (none in the built-ins)
    end = T0 + args.budget
    with open(os.path.join(args.pieces, "manifest.json")) as f:
        manifest = json.load(f)
    payload: dict[str, Any] = {"format": "tag-gpu-measured/1", "environment": environment(),
                               "manifest": manifest.get("key", {}), "pieces": {}, "errors": {}}
    log(f"environment: {payload['environment']}")
    previous = None
    if args.previous:
        with open(args.previous) as f:
            previous = json.load(f)
        payload["pieces"] = {k: dict(v, run=1) for k, v in previous.get("pieces", {}).items()}
        for kept in ("micro", "probes"):
            if kept in previous:
                payload[kept] = previous[kept]
        payload["previous_environment"] = previous.get("environment")
        earlier = os.path.join(os.path.dirname(os.path.abspath(args.previous)), "hlo")
        if os.path.isdir(earlier) and os.path.abspath(earlier) != os.path.abspath(hlo_dir):
            import shutil

            os.makedirs(hlo_dir, exist_ok=True)       # the kept pieces' HLO goes with their figures
            for name in os.listdir(earlier):
                if name.endswith(".hlo.txt.gz") and not os.path.exists(os.path.join(hlo_dir, name)):
                    shutil.copyfile(os.path.join(earlier, name), os.path.join(hlo_dir, name))
    write(args.out, payload)
    if not args.skip_micro and "micro" not in payload:
        payload["micro"] = micro_benchmarks(T0 + 0.2 * args.budget, args.micro_max_n, args.stream_mib,
                                            args.conv_batch)
        write(args.out, payload)
    dev = jax.devices()[0]
    if not args.skip_micro and "probes" not in payload:
        try:
            payload["probes"] = measure_probes(dev, args.rounds, hlo_dir)
            log("fixed-cost probes (pipelined): " + ", ".join(f"{k} {v['pipelined_s'] * 1e6:.1f} us"
                                                              for k, v in payload["probes"].items()))
        except Exception as exc:              # noqa: BLE001 - the pieces still get measured
            payload["errors"]["probes"] = one_line(exc)
        write(args.out, payload)
    pieces = [p for p in manifest["pieces"] if p["id"] not in payload["pieces"]]
    texts = {}
    for p in pieces:
        if os.path.basename(p["file"]) != p["file"] or p["file"].startswith("."):
            print(f"{args.pieces}/manifest.json: error: piece file '{p['file']}' is not a plain name in the folder",
                  file=sys.stderr)
            return 1
        with open(os.path.join(args.pieces, p["file"])) as f:
            texts[p["id"]] = f.read()
    compile_until = time.time() + args.compile_share * (end - time.time())
    compiled: dict[str, Any] = {}
    compile_s: dict[str, float] = {}

    def build(p: dict[str, Any]) -> None:
        if time.time() > compile_until:
            payload["errors"][p["id"]] = "not compiled: out of time"
            return
        t = time.perf_counter()
        try:
            compiled[p["id"]] = compile_piece(texts[p["id"]], dev)
            compile_s[p["id"]] = time.perf_counter() - t
            save_hlo(hlo_dir, p["id"], optimized_hlo(compiled[p["id"]]))
        except Exception as exc:              # noqa: BLE001 - reported per piece
            payload["errors"][p["id"]] = f"compile: {exc}"

    with ThreadPoolExecutor(max(1, args.threads)) as pool:
        list(pool.map(build, pieces))         # manifest order interleaves the models
    log(f"compiled {len(compiled)} of {len(pieces)} pieces ({sum(compile_s.values()):.0f} s of compile time)")
    # Inputs of all pieces together may not fit the device (67 pieces: 59 GB of inputs, an 80 GB H100):
    # pieces are measured in groups whose inputs fit a share of its memory, rounds interleaved within a group.
    order = [(i, p) for i, p in enumerate(pieces) if p["id"] in compiled]
    cap = args.group_bytes if args.group_bytes else input_cap(dev, args.memory_share)
    groups = memory_groups(order, cap)
    if len(groups) > 1:
        log(f"{len(groups)} groups of pieces (inputs at most {cap / 1e9:.3g} GB each)")
    for g, group in enumerate(groups):
        group_end = time.time() + (end - time.time()) / (len(groups) - g)
        measure_group(group, compiled, compile_s, dev, payload, previous, args, group_end)
        payload["seconds"] = time.time() - T0
        write(args.out, payload)
    log(f"done: {len(payload['pieces'])} pieces measured, {len(payload['errors'])} errors; wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
