"""`tag-partition`: a global-view module with `sdy` shardings → the per-device program.

Input: what `jax.jit(...).lower(...)` emits for sharded arguments (an `sdy.mesh`, `sdy.sharding`
attributes, possibly `sdy.manual_computation` from `shard_map`). Output: one function over local
(per-device) shapes with explicit collectives (`all_gather`, `all_reduce`, `reduce_scatter`,
`all_to_all`, `collective_permute`), `mhlo.num_partitions` kept, and TAG's layout record
(`tag.mesh`, `tag.sharding`) so the runtime can still map global arrays onto devices.

Recipe (all in process, Shardy's own passes): inline calls; legalize `chlo` ops to StableHLO
(Shardy's reshard lowering rejects them); `sdy-propagation-pipeline`; read the
propagated argument/result shardings; insert explicit reshards; reshard → collectives; convert
global → local shapes; drop shardings and the mesh; canonicalize.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from jax.extend.mlir import ir

from tag.dialects.diagnostics import TagError
from tag.dialects.layout import read_sdy_layout, write_layout_record

from .driver import run_upstream_pipeline
from .inline_calls import inline_all_calls
from .isolation import run_pass_isolated
from .pass_base import ModulePass, PassContext, option, register_pass

_PROPAGATE = "builtin.module(func.func(chlo-legalize-to-stablehlo),sdy-propagation-pipeline)"
_TO_LOCAL = ("builtin.module(func.func(sdy-insert-explicit-reshards{enable-full-version=true}),"
             "func.func(sdy-reshard-to-collectives),sdy-convert-global-to-local,"
             "sdy-drop-sharding-and-mesh,canonicalize)")


def has_sdy_mesh(module: ir.Module) -> bool:
    return any(op.operation.name == "sdy.mesh" for op in module.body.operations)


def _run(module: ir.Module, pipeline: str, stage: str, file_name: str | None) -> None:
    run_upstream_pipeline(module, pipeline, f"tag-partition: {stage} failed", file_name)


@register_pass
@dataclass
class PartitionPass(ModulePass):
    name: ClassVar[str] = "tag-partition"
    summary: ClassVar[str] = ("Partition an sdy-sharded module (jax.jit output) into the per-device program "
                              "with explicit collectives, through Shardy.")
    record_layout: bool = option(True, "Write tag.mesh/tag.sharding so runtimes can map global arrays to devices.")
    isolate: bool = option(True, "Run Shardy in a child process so its fatal checks become errors, not crashes.")

    def run(self, module: ir.Module, ctx: PassContext) -> None:
        if not has_sdy_mesh(module):
            ctx.remark(self.name, None, "no sdy.mesh in the module: nothing to partition, left unchanged")
            return
        if self.isolate:
            run_pass_isolated(module, self.name, {"record-layout": str(self.record_layout).lower()}, ctx.file_name)
            ctx.remark(self.name, None, "partitioned (Shardy ran in a child process)")
            return
        inline_all_calls(module, ctx.file_name)
        _run(module, _PROPAGATE, "sharding propagation", ctx.file_name)
        layout = read_sdy_layout(module, default_replicated=True)
        _run(module, _TO_LOCAL, "lowering shardings to collectives", ctx.file_name)
        if has_sdy_mesh(module):
            raise TagError("tag-partition: Shardy left sdy.mesh behind; the module was not fully partitioned")
        if self.record_layout and layout is not None:
            write_layout_record(module, layout)
        ctx.remark(self.name, None, f"partitioned for {layout.mesh if layout else 'an unknown mesh'}")
