"""The embedded default job: a tensor-parallel transformer block through TAG, checked on XLA.

1. Export a Megatron-style transformer block training step (`tag.models.transformer`) with
   `jax.jit` on a 2x4 (data x model) mesh of XLA CPU devices.
2. Run a `tag-opt` pipeline over it (default: partition into the per-device program).
3. Execute original and result on the same inputs on 8 devices and compare every output.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass


@dataclass
class DemoResult:
    pipeline: str
    ops_before: int
    ops_after: int
    collectives: dict[str, int]
    ok: bool
    summary: str
    seconds: float


DEFAULT_PIPELINE = "builtin.module(tag-partition,canonicalize,cse)"


def _ensure_devices(n: int) -> None:
    flag = f"--xla_force_host_platform_device_count={n}"
    if "jax" not in __import__("sys").modules and flag not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " + flag).strip()


def count_ops(module) -> dict[str, int]:
    from tag.dialects.context import op_counts

    return dict(op_counts(module))


def run_demo(pipeline: str = DEFAULT_PIPELINE, *, mesh_shape: tuple[int, int] = (2, 4), seed: int = 0,
             out_dir: str | None = None, log=print) -> DemoResult:
    _ensure_devices(mesh_shape[0] * mesh_shape[1])
    import jax
    from jax.sharding import AxisType

    from tag.dialects.context import clone_module, module_to_text
    from tag.export import from_jax
    from tag.models import transformer
    from tag.runtime.compare import differential_test
    from tag.transforms import PassContext, run_pipeline

    start = time.perf_counter()
    cfg = transformer.BlockConfig()
    mesh = jax.make_mesh(mesh_shape, ("x", "y"), axis_types=(AxisType.Auto, AxisType.Auto))
    params = transformer.init_params(cfg, seed)
    x, y = transformer.make_batch(cfg, seed + 1)
    param_specs, x_spec, y_spec = transformer.megatron_specs()
    log(f"[1/3] export: transformer block step (hidden {cfg.hidden}, {cfg.heads} heads, ffn {cfg.ffn}, "
        f"batch {cfg.batch}x{cfg.seq}) on a {mesh_shape[0]}x{mesh_shape[1]} mesh via jax.jit")
    original = from_jax(transformer.make_train_step(cfg), params, x, y, mesh=mesh,
                        in_specs=(param_specs, x_spec, y_spec))
    transformed = clone_module(original)
    log(f"[2/3] tag-opt --pass-pipeline='{pipeline}'")
    run_pipeline(transformed, pipeline, pass_context=PassContext())
    before, after = count_ops(original), count_ops(transformed)
    collectives = {k.split(".")[1]: v for k, v in after.items()
                   if k in ("stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.reduce_scatter",
                            "stablehlo.all_to_all", "stablehlo.collective_permute", "stablehlo.async_start")}
    if out_dir:
        os.makedirs(out_dir, exist_ok=True)
        with open(os.path.join(out_dir, "original.mlir"), "w") as f:
            f.write(module_to_text(original))
        with open(os.path.join(out_dir, "transformed.mlir"), "w") as f:
            f.write(module_to_text(transformed))
    log(f"      {sum(before.values())} ops -> {sum(after.values())} ops; collectives: "
        + (", ".join(f"{v} {k}" for k, v in sorted(collectives.items())) or "none"))
    log("[3/3] run original (global view, sdy shardings) and transformed (per-device) on 8 XLA CPU devices")
    flat_inputs = [params[name] for name in sorted(params)] + [x, y]
    report = differential_test(original, transformed, inputs=flat_inputs)
    seconds = time.perf_counter() - start
    return DemoResult(pipeline, sum(before.values()), sum(after.values()), collectives, report.ok,
                      report.summary(), seconds)
