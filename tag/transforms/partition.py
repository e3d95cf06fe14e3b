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
from jax.extend.mlir.dialects import sdy

from tag.dialects.diagnostics import SourceSpan, TagError, span_of_location
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


def mesh_sizes(module: ir.Module) -> dict[str, int]:
    """Device count of each top-level `sdy.mesh` (the product of its axis sizes; 1 for a mesh without axes)."""
    sizes: dict[str, int] = {}
    for op in module.body.operations:
        op = op.operation
        if op.name == "sdy.mesh":
            mesh = sdy.MeshAttr(op.attributes["mesh"])
            size = 1
            for axis in mesh.axes:
                size *= int(sdy.MeshAxisAttr(axis).size)
            sizes[ir.StringAttr(op.attributes["sym_name"]).value] = size
    return sizes


def check_num_partitions(module: ir.Module, file_name: str | None) -> None:
    """`mhlo.num_partitions` (when present) must equal the device count of every mesh with more than
    one device: the per-device program runs on exactly that many partitions, and a different count
    would be kept on the output and make XLA run it on the wrong number of devices."""
    attrs = module.operation.attributes
    if "mhlo.num_partitions" not in attrs:
        return
    declared = ir.IntegerAttr(attrs["mhlo.num_partitions"]).value
    for name, size in mesh_sizes(module).items():
        if size > 1 and size != declared:
            raise TagError(f"tag-partition: the module declares mhlo.num_partitions = {declared}, but mesh @{name} has "
                           f"{size} devices; they must agree", span_of_location(module.operation.location, file_name))


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
        try:
            self._partition(module, ctx)
        except TagError as err:
            if err.span is None and ctx.file_name:
                err.span = SourceSpan(ctx.file_name)      # e.g. an unsupported sharding: still name the file
            raise

    def _partition(self, module: ir.Module, ctx: PassContext) -> None:
        if not has_sdy_mesh(module):
            ctx.remark(self.name, None, "no sdy.mesh in the module: nothing to partition, left unchanged")
            return
        check_num_partitions(module, ctx.file_name)
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
