"""TAG's IR layer over StableHLO: contexts, the `tag.*` attribute vocabulary and IR helpers."""
from .attributes import (
    GradSync,
    Placement,
    Replication,
    get_arg_attr,
    get_grad_sync,
    get_group,
    get_placement,
    get_ps_device,
    get_replication,
    get_result_attr,
    is_sfb,
    mark_sfb,
    set_arg_attr,
    set_grad_sync,
    set_group,
    set_placement,
    set_replication,
    set_result_attr,
    strip_tag_attributes,
    tag_attributes_of,
)
from .builders import element_dtype, is_static, num_bytes, numpy_dtype, tensor_type
from .collectives import (
    ChannelIds,
    channel_handle_attr,
    num_partitions,
    position_in_group_table,
    replica_groups,
    replica_groups_attr,
    ring_pairs,
    source_target_pairs,
    source_target_pairs_attr,
)
from .context import clone_module, load_module, make_context, module_to_bytecode, module_to_text, parse_module, verify_module
from .diagnostics import SourceSpan, TagError
from .dot import DotDims, build_dot_general, dot_flops

__all__ = [
    "SourceSpan", "TagError", "clone_module", "load_module", "make_context", "module_to_bytecode",
    "module_to_text", "parse_module", "verify_module",
    # attributes
    "GradSync", "Placement", "Replication", "get_arg_attr", "get_grad_sync", "get_group", "get_placement",
    "get_ps_device", "get_replication", "get_result_attr", "is_sfb", "mark_sfb", "set_arg_attr", "set_grad_sync",
    "set_group", "set_placement", "set_replication", "set_result_attr", "strip_tag_attributes",
    "tag_attributes_of",
    # builders
    "element_dtype", "is_static", "num_bytes", "numpy_dtype", "tensor_type",
    # collectives
    "ChannelIds", "channel_handle_attr", "num_partitions", "position_in_group_table", "replica_groups",
    "replica_groups_attr", "ring_pairs", "source_target_pairs", "source_target_pairs_attr",
    # dot
    "DotDims", "build_dot_general", "dot_flops",
]
