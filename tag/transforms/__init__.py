"""TAG passes and the machinery to run them (pipelines, registry, pattern driver).

Importing this package registers every built-in TAG pass.
"""
from . import async_collectives, async_to_sync, fusion_friendly, inline_calls, partition, schedule_overlap  # noqa: F401  (registration side effects)
from . import collective_einsum  # noqa: F401  (tag-looped-collective-einsum)
from . import form_reduce_scatter  # noqa: F401
from . import unroll_loops  # noqa: F401  (tag-unroll-loops)
from .driver import resolve_pipeline, run_pipeline
from .pass_base import ModulePass, PassContext, describe_passes, option, register_pass, registered_passes
from .pipeline import NestedPipeline, PassSpec, parse_pipeline
from .rewrite import RewritePattern, Rewriter, apply_patterns

__all__ = [
    "ModulePass", "NestedPipeline", "PassContext", "PassSpec", "RewritePattern", "Rewriter", "apply_patterns",
    "describe_passes", "option", "parse_pipeline", "register_pass", "registered_passes", "resolve_pipeline",
    "run_pipeline",
]
