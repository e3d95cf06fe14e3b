"""`tag bench overlap`: what the overlap pipeline buys on GPT-style tensor-parallel layers.

For each layer shape, the Megatron sequence-parallel transformer block training step
(`tag.models.transformer`, forward + backward + SGD) is exported with `jax.jit` on a 1 x N mesh and
partitioned by `tag-partition`; each variant of the overlap pipeline is applied to the per-device
program, and every program is

- simulated (`runtime.device_sim`) on each hardware preset: step time, exposed communication;
- (optionally) executed on N XLA CPU devices at a scaled-down shape, timing the median step. The CPU
  back end runs async collectives synchronously and has no real interconnect, so this ratio shows
  the *cost* of the rewrite (extra ops, loop overhead), not overlap.

Variants: `original` is the partitioned program (every collective synchronous); `async` makes every
collective XLA runs asynchronously an async pair and schedules it against independent compute (no
decomposition: the strongest simple alternative, XLA's latency-hiding scheduler); every other variant
runs that same pipeline after its rewrite. `looped` (unroll 1, unidirectional), `unroll2`,
`bidirectional`, `unroll2+bidir`, `top-down` (unroll2+bidir scheduled top-down) rewrite every candidate
(`gate=always`); `cost-gated` is the safe pass: the §5.5 estimate with fill/drain and margin filters,
then every candidate is re-simulated (`verify=true`, under the same asynchronous pipeline:
`verify-async-ops`) with each (unroll, bidirectional) the estimate accepts (`search=true`) and kept
only if the step is not slower, so it is >= `async` by construction (against the simulator).
Its scheduling mode is chosen by the same simulator (`tag-schedule-overlap{mode=auto}`, in each
verification trial and after the rewrite): bottom-up or top-down, timing or key priority, or the
input order, whichever simulates fastest.

Layers: GPT-3 family shapes on a 1 x N mesh, and `gpt-175b-4x8` on a 4 x 8 data x model mesh (adds the
gradient all-reduce over the data axis). Every variant is scheduled with `priority=timing` on the row's
hardware (`--priority keys`: the scheduler without ready-time estimates). The `bound` notes say, per
layer and hardware, what share of the original step is exposed communication E/T, the bound
T/(T−E) no overlap can beat without removing compute, and the share of E `cost-gated` recovers.

Every number is a ratio against the `original` variant (`vs async`: the `async` variant) measured in the
same run. `--markdown` prints
the table exactly as README.md and docs/bench-overlap.md show it (`format_markdown`, a pure function
of the `--json` payload); `--from-json FILE --markdown [--layers ...]` re-renders a saved run.
"""
from __future__ import annotations

import json
import os
import statistics
import time
from dataclasses import asdict, dataclass, field


@dataclass(frozen=True)
class LayerShape:
    """A GPT layer: hidden size, heads, FFN size, tokens per model-parallel group's step (batch x
    seq), and the data-parallel degree (`data_parallel` x model_parallel mesh: 1 is the 1-D case; more
    adds the gradient all-reduce over the data axis, each replica keeping batch x seq tokens)."""

    name: str
    hidden: int
    heads: int
    ffn: int
    batch: int
    seq: int
    data_parallel: int = 1


# GPT-3 family shapes (Brown et al. 2020, Table 2.1); hidden 12288 is GPT-3 175B, which the
# overlap paper's largest dense GPT configurations also use. Batch x seq per data-parallel replica:
# 8 x 2048 tokens (the paper's exact batch sizes are not in our copy; large batches are its setting).
GPT_LAYERS = (
    LayerShape("gpt-6.7b", 4096, 32, 16384, 8, 2048),
    LayerShape("gpt-13b", 5120, 40, 20480, 8, 2048),
    LayerShape("gpt-175b", 12288, 96, 49152, 8, 2048),
    # a 2-D (data x model) mesh at the paper's scale of a slice: 4 x 8 = 32 devices (TPU: a 4x8 torus
    # slice; GPUs: 4 nodes of 8, the data axis across nodes)
    LayerShape("gpt-175b-4x8", 12288, 96, 49152, 8, 2048, data_parallel=4),
)

PRESETS = ("tpu-v4", "h100-nvlink", "a100-pcie")
ASYNC_OPS = "all"     # tag-async-collectives' `ops` in every variant but `original`


def _overlap(hardware: str, *, mode: str = "bottom-up", priority: str = "timing") -> str:
    """Every collective asynchronous, then scheduled: the pipeline after each variant's rewrite."""
    return (f"tag-async-collectives{{ops={ASYNC_OPS}}},"
            f"tag-schedule-overlap{{mode={mode} priority={priority} hardware={hardware}}},canonicalize")


def _looped(hardware: str, *, unroll: int = 1, bidirectional: bool = False, mode: str = "bottom-up",
            gate: str = "always", priority: str = "timing") -> str:
    verify = (f" verify=true verify-mode={mode} verify-priority={priority} verify-async-ops={ASYNC_OPS} search=true"
              if gate == "cost-model" else "")
    return ("builtin.module(tag-looped-collective-einsum{"
            f"unroll={unroll} bidirectional={str(bidirectional).lower()} gate={gate} hardware={hardware}{verify}}},"
            f"{_overlap(hardware, mode=mode, priority=priority)})")


def variants(hardware: str, priority: str = "timing") -> dict[str, str]:
    """Variant name -> pipeline (empty = the partitioned program as is). Paper Figs. 14-16.
    `priority` is tag-schedule-overlap's (`keys`: the scheduler without ready-time estimates).
    `async` is the strongest alternative without the decomposition: every collective asynchronous
    and scheduled against the independent compute around it (what XLA's latency-hiding scheduler
    does); every other variant runs the same pipeline after its rewrite."""
    return {
        "original": "",
        "async": f"builtin.module({_overlap(hardware, mode='auto', priority=priority)})",
        "looped": _looped(hardware, priority=priority),
        "unroll2": _looped(hardware, unroll=2, priority=priority),
        "bidirectional": _looped(hardware, bidirectional=True, priority=priority),
        "unroll2+bidir": _looped(hardware, unroll=2, bidirectional=True, priority=priority),
        "top-down": _looped(hardware, unroll=2, bidirectional=True, mode="top-down", priority=priority),
        "cost-gated": _looped(hardware, gate="cost-model", mode="auto", priority=priority),
    }


@dataclass
class Row:
    layer: str
    preset: str
    variant: str
    step_time_s: float
    exposed_comm_s: float
    speedup: float = 1.0
    vs_async: float = 1.0           # the `async` variant's step / this step
    exposed_ratio: float = 1.0
    cpu_wall_ratio: float | None = None


@dataclass
class OverlapReport:
    model_parallel: int
    rows: list[Row] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def table(self) -> str:
        return "\n".join([format_table([asdict(r) for r in self.rows]), ""] + [f"note: {n}" for n in self.notes])

    def to_json(self) -> dict:
        """What `--json` writes."""
        return {"model_parallel": self.model_parallel, "rows": [asdict(r) for r in self.rows], "notes": self.notes}


def format_table(rows: list[dict]) -> str:
    """The fixed-width table of `Row`s given as dicts (the `rows` of the `--json` payload)."""
    head = (f"{'layer':12} {'hardware':12} {'variant':14} {'step ms':>9} {'speedup':>8} {'vs async':>9} "
            f"{'exposed ms':>11} {'exp/orig':>9} {'cpu wall':>9}")
    lines = [head, "-" * len(head)]
    for r in rows:
        wall = f"{r['cpu_wall_ratio']:.2f}x" if r.get("cpu_wall_ratio") is not None else "-"
        lines.append(f"{r['layer']:12} {r['preset']:12} {r['variant']:14} {r['step_time_s'] * 1e3:9.3f} "
                     f"{r['speedup']:7.2f}x {r['vs_async']:8.2f}x {r['exposed_comm_s'] * 1e3:11.3f} "
                     f"{r['exposed_ratio']:9.2f} {wall:>9}")
    return "\n".join(lines)


def format_markdown(payload: dict, *, layers: list[str] | None = None, presets: list[str] | None = None) -> str:
    """The table as README.md and docs/bench-overlap.md show it, a pure function of the `--json`
    payload: `format_table` of the rows (only those of `layers` / `presets` when given, in the
    payload's order) in a fenced block. The run's notes are not part of it (the docs explain them)."""
    rows = [r for r in payload["rows"]
            if (layers is None or r["layer"] in layers) and (presets is None or r["preset"] in presets)]
    return "```\n" + format_table(rows) + "\n```"


def overlap_bounds(rows: list[Row], variant: str = "cost-gated") -> list[str]:
    """Per (layer, preset): how much any overlap could gain at most, and how much of it `variant`
    gets. Overlap hides only the communication the original exposes (E of its step T), so no
    schedule beats T / (T − E) unless it also removes compute; the variant's step T' recovers
    (T − T') / E of the exposed communication (its own extra compute included)."""
    notes = []
    for orig in (r for r in rows if r.variant == "original"):
        got = next((r for r in rows if (r.layer, r.preset, r.variant) == (orig.layer, orig.preset, variant)), None)
        if got is None or orig.step_time_s <= 0:
            continue
        exposed = orig.exposed_comm_s / orig.step_time_s
        bound = orig.step_time_s / max(orig.step_time_s - orig.exposed_comm_s, 1e-30)
        recovered = (orig.step_time_s - got.step_time_s) / orig.exposed_comm_s if orig.exposed_comm_s else 0.0
        alone = next((r for r in rows if (r.layer, r.preset, r.variant) == (orig.layer, orig.preset, "async")), None)
        by_async = (f" (async alone {orig.step_time_s / alone.step_time_s:.2f}x, "
                    f"{(orig.step_time_s - alone.step_time_s) / orig.exposed_comm_s:.0%})"
                    if alone is not None and orig.exposed_comm_s else "")
        notes.append(f"bound {orig.layer} {orig.preset}: exposed communication {exposed:.1%} of the original step, "
                     f"so any overlap <= {bound:.2f}x; {variant} {orig.step_time_s / got.step_time_s:.2f}x recovers "
                     f"{recovered:.0%} of the exposed communication{by_async}")
    return notes


def _partitioned_layer(shape: LayerShape, model_parallel: int, dtype: str):
    import jax
    import jax.numpy as jnp
    from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

    from tag.dialects.context import clone_module
    from tag.export import from_jax
    from tag.models import transformer
    from tag.transforms import run_pipeline

    dp = shape.data_parallel
    cfg = transformer.BlockConfig(batch=shape.batch * dp, seq=shape.seq, hidden=shape.hidden, heads=shape.heads,
                                  ffn=shape.ffn, dtype=dtype)
    mesh = jax.make_mesh((dp, model_parallel), ("x", "y"), axis_types=(AxisType.Auto, AxisType.Auto),
                         devices=jax.devices()[:dp * model_parallel])
    pspecs, _, _ = transformer.megatron_specs()
    dt = jnp.dtype(dtype)
    shapes = {"ln1": (cfg.hidden,), "wqkv": (cfg.hidden, 3 * cfg.hidden), "wo": (cfg.hidden, cfg.hidden),
              "ln2": (cfg.hidden,), "w1": (cfg.hidden, cfg.ffn), "w2": (cfg.ffn, cfg.hidden)}
    params = {k: jax.ShapeDtypeStruct(s, dt, sharding=NamedSharding(mesh, pspecs[k])) for k, s in shapes.items()}
    act = jax.ShapeDtypeStruct((cfg.batch, cfg.seq, cfg.hidden), dt, sharding=NamedSharding(mesh, P("x", "y")))
    module = from_jax(transformer.make_train_step(cfg, sequence_parallel=mesh), params, act, act)
    per_device = clone_module(module)
    run_pipeline(per_device, "builtin.module(tag-partition,canonicalize,cse,tag-form-reduce-scatter,canonicalize)")
    return per_device


def _apply(module, pipeline: str):
    from tag.dialects.context import clone_module
    from tag.transforms import run_pipeline

    out = clone_module(module)
    if pipeline:
        run_pipeline(out, pipeline)
    return out


def _cpu_wall_time(module, repeats: int) -> float:
    from tag.runtime.compare import random_inputs
    from tag.runtime.xla import compile_module

    exe = compile_module(module)
    inputs = random_inputs(module, seed=0)
    exe.run(*inputs)  # warm-up
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        exe.run(*inputs)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def run_overlap_bench(*, layers=GPT_LAYERS, presets=PRESETS, model_parallel: int = 8, dtype: str = "bfloat16",
                      cpu_shape: LayerShape | None = LayerShape("cpu-small", 256, 8, 1024, 2, 64),
                      cpu_repeats: int = 5, priority: str = "timing", log=print) -> OverlapReport:
    """Simulate every (layer, preset, variant); optionally time the variants on XLA CPU."""
    from tag.runtime.device_sim import simulate_device_program

    report = OverlapReport(model_parallel)
    wall_ratio: dict[str, float] = {}
    if cpu_shape is not None:
        log(f"[cpu] timing variants of {cpu_shape.name} (hidden {cpu_shape.hidden}) on {model_parallel} XLA CPU devices")
        base = _partitioned_layer(cpu_shape, model_parallel, "float32")
        base_time = None
        for name, pipeline in variants("tpu-v4", priority).items():
            if name == "cost-gated":
                continue
            seconds = _cpu_wall_time(_apply(base, pipeline), cpu_repeats)
            base_time = base_time or seconds
            wall_ratio[name] = seconds / base_time
        report.notes.append("cpu wall = median XLA CPU step time of the same variant at the small shape divided by "
                            "the original's; CPU runs async collectives synchronously, so it shows the rewrite's "
                            "cost, not overlap")
    for shape in layers:
        log(f"[sim] {shape.name}: export + partition on {shape.data_parallel}x{model_parallel}")
        base = _partitioned_layer(shape, model_parallel, dtype)
        for preset in presets:
            rows = []
            for name, pipeline in variants(preset, priority).items():
                sim = simulate_device_program(_apply(base, pipeline), preset)
                rows.append(Row(shape.name, preset, name, sim.step_time, sim.exposed_comm_time,
                                cpu_wall_ratio=wall_ratio.get(name)))
            original, asynchronous = rows[0], next(r for r in rows if r.variant == "async")
            for row in rows:
                row.speedup = original.step_time_s / row.step_time_s
                row.vs_async = asynchronous.step_time_s / row.step_time_s
                row.exposed_ratio = row.exposed_comm_s / original.exposed_comm_s if original.exposed_comm_s else 1.0
            report.rows.extend(rows)
    report.notes.extend(overlap_bounds(report.rows))
    report.notes.append(f"simulated per-device step of one transformer block (fwd+bwd+SGD), {dtype}, Megatron "
                        f"sequence parallelism over {model_parallel} devices; speedup = original step / variant step")
    return report


def main(argv: list[str] | None = None) -> int:
    import argparse
    import sys

    from tag.core.atomic import write_atomically
    from tag.dialects.diagnostics import SourceSpan, TagError

    p = argparse.ArgumentParser(prog="tag bench overlap")
    p.add_argument("--layers", default=None,
                   help=f"comma-separated layer shapes (default: {','.join(s.name for s in GPT_LAYERS)})")
    p.add_argument("--hardware", default=None, help=f"comma-separated presets (default: {','.join(PRESETS)})")
    p.add_argument("--model-parallel", type=int, default=8)
    p.add_argument("--no-cpu", action="store_true", help="skip the XLA CPU wall-time column")
    p.add_argument("--priority", choices=("timing", "keys"), default="timing",
                   help="tag-schedule-overlap's priority in every variant (keys: the scheduler without "
                        "ready-time estimates, for comparison)")
    p.add_argument("--json", default=None, help="also write the rows as JSON here")
    p.add_argument("--markdown", action="store_true",
                   help="print the table as README.md / docs/bench-overlap.md show it (progress goes to stderr)")
    p.add_argument("--from-json", default=None, metavar="FILE",
                   help="re-render the rows of a JSON file written by --json (filtered by --layers and "
                        "--hardware) instead of running the benchmark")
    args = p.parse_args(argv)
    layer_names = args.layers.split(",") if args.layers else None
    presets = args.hardware.split(",") if args.hardware else None
    if args.from_json:
        from tag.dialects.inputs import load_json_file

        payload = load_json_file(args.from_json, "overlap bench JSON")   # size- and nesting-bounded
        if not isinstance(payload, dict) or not isinstance(payload.get("rows"), list):
            raise TagError("not a `tag bench overlap --json` file (no 'rows' list)", SourceSpan(args.from_json))
        try:                        # a file edited by hand: a missing or mistyped field is one located line
            if args.markdown:
                text = format_markdown(payload, layers=layer_names, presets=presets)
            else:
                text = format_table([r for r in payload["rows"] if (layer_names is None or r["layer"] in layer_names)
                                     and (presets is None or r["preset"] in presets)])
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise TagError(f"not a `tag bench overlap --json` payload ({type(exc).__name__}: {exc})",
                           SourceSpan(args.from_json)) from None
        print(text)
        return 0
    by_name = {s.name: s for s in GPT_LAYERS}
    unknown = [n for n in layer_names or () if n not in by_name]
    if unknown:
        raise TagError(f"unknown layer(s) {', '.join(unknown)} (known: {', '.join(by_name)})")
    layers = [by_name[n] for n in layer_names] if layer_names else list(GPT_LAYERS)
    devices = max([8, args.model_parallel] + [s.data_parallel * args.model_parallel for s in layers])
    os.environ.setdefault("XLA_FLAGS", f"--xla_force_host_platform_device_count={devices}")
    log = (lambda *a: print(*a, file=sys.stderr, flush=True)) if args.markdown else print
    report = run_overlap_bench(layers=layers, presets=tuple(presets or PRESETS),
                               model_parallel=args.model_parallel,
                               cpu_shape=None if args.no_cpu else LayerShape("cpu-small", 256, 8, 1024, 2, 64),
                               priority=args.priority, log=log)
    print(format_markdown(report.to_json()) if args.markdown else report.table())
    if args.json:
        write_atomically(args.json, json.dumps(report.to_json(), indent=1))
    return 0
