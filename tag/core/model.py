"""The planner's shared data model: computation graph, op groups, device topology, strategy.

These dataclasses are the contract between the planner's pieces (graph extraction, METIS grouping,
topology loading, the cluster simulator, MCTS, baselines, `tag apply`). They hold data only; the
algorithms live in their own modules.

Units: FLOPs, bytes, seconds, bytes/s. Device ids are global indices into `Topology.devices`.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, field

from tag.core.hardware import Chip
from tag.dialects.attributes import GradSync, Replication

__all__ = [
    "Role", "OpNode", "ParamInfo", "CompGraph", "OpGroup", "Grouping", "Machine", "Device", "Topology",
    "GroupDecision", "Strategy", "Replication", "GradSync",
]


# ------------------------------------------------------------------------------ computation graph
class Role(str, enum.Enum):
    """What an op (or function argument) is in the training step."""

    PARAM = "param"            # a parameter argument
    OPT_STATE = "opt_state"    # an optimizer-state argument (Adam moments, step counter)
    BATCH = "batch"            # a batch (data/label) argument
    FORWARD = "forward"        # forward computation
    BACKWARD = "backward"      # backward computation (produces gradients)
    GRADIENT = "gradient"      # the op producing a parameter's final gradient
    UPDATE = "update"          # optimizer update (consumes a gradient, produces new params/state)
    OTHER = "other"


@dataclass
class OpNode:
    """One node of the op-level DAG: an op of the flattened `main`, or one of its arguments.

    `inputs` are (producer node id, bytes carried) pairs. `batch_dim` is the result dimension that
    carries the batch (None: the value is the same for every example, e.g. a weight or a reduction
    over the batch); it decides whether replicas split the op's work by the batch."""

    id: int
    op_name: str                       # "stablehlo.dot_general", or "arg" for function arguments
    location: str                      # "file:line:col" of the op, for messages
    role: Role
    flops: float
    bytes_read: int
    output_bytes: int
    inputs: list[tuple[int, int]] = field(default_factory=list)
    batch_dim: int | None = None
    param: int | None = None           # index into CompGraph.params this node belongs to, if any
    arg_index: int | None = None       # for arguments: position in main's signature
    result_index: int | None = None    # set when this node's value is returned by main (position)
    dtype: str = "f32"
    compute_dtype: str = ""            # the rate a dot/convolution runs at (`cost_model.compute_dtype`); "" = dtype
    grouped: bool = False              # a convolution with feature_group_count > 1 (depthwise/grouped)
    batch_groups: int = 1              # a convolution's batch_group_count (> 1: a grouped filter gradient)
    kernel_path: str = ""              # dot/convolution off XLA CPU's library: "generic" | "swapped" (`core.host_library`)
    window_visits: int = 0             # select_and_scatter: |source| x |window| (the work of its expansion)
    conv_planes: int = 0               # feature-grouped convolution: output batch x features (`cost_model.conv_planes`)
    relayout_bytes: int = 0            # dot/convolution tensors XLA CPU transposes around the kernel (`core.host_library`)


@dataclass
class ParamInfo:
    """A trainable parameter: its argument, gradient producer, update ops and optimizer-state args."""

    name: str
    arg_node: int
    bytes: int
    grad_node: int | None = None
    update_nodes: list[int] = field(default_factory=list)
    opt_state_nodes: list[int] = field(default_factory=list)


@dataclass
class CompGraph:
    """The op-level DAG of one training step. Node ids are positions in `nodes` (topological order)."""

    nodes: list[OpNode]
    params: list[ParamInfo]
    batch_size: int
    source: str = ""                   # file or model name
    carried: dict[int, int] = field(default_factory=dict)   # state argument node -> result position of its new value
    # fusion caches of what the nodes imply: never passed in, so `dataclasses.replace` starts them empty
    fusion_cache: list | None = field(default=None, init=False, repr=False, compare=False)   # `core.fusion.fusion_costs`
    fusion_prep: tuple | None = field(default=None, init=False, repr=False, compare=False)   # `core.fusion._prepared`
    piece_charge_cache: dict = field(default_factory=dict, init=False, repr=False, compare=False)  # `cost_model.piece_charges`
    step_seconds_cache: dict = field(default_factory=dict, repr=False, compare=False)   # `core.execution.step_seconds`

    def successors(self) -> list[list[int]]:
        succ: list[list[int]] = [[] for _ in self.nodes]
        for node in self.nodes:
            for src, _ in node.inputs:
                succ[src].append(node.id)
        return succ


@dataclass
class OpGroup:
    """A METIS op group: the unit the strategy decides on. Invariant: a group never separates a
    parameter's update ops from the parameter (they share a group)."""

    id: int
    nodes: list[int]
    flops: float
    param_bytes: int                   # parameters (and their optimizer state) owned by the group
    activation_bytes: int              # bytes of outputs kept for the backward pass (estimate)
    batch_scaled: bool                 # whether most of the group's work scales with the batch
    params: list[int] = field(default_factory=list)


@dataclass
class Grouping:
    """`group_of[node id] = group id`; `edges[(a, b)]` = bytes flowing from group a to group b.

    `state_edges[(a, b)]`: bytes of function arguments (parameters, optimizer state, batch) owned by
    group a and read by group b. They exist at the start of the step, so they are transfers but not
    precedence constraints (a parameter lives with its update, which runs after its forward readers).
    """

    groups: list[OpGroup]
    group_of: list[int]
    edges: dict[tuple[int, int], int]
    state_edges: dict[tuple[int, int], int] = field(default_factory=dict)

    def topological_order(self) -> list[int]:
        """Group ids in a topological order of `edges` (ties: the group whose first node comes first).
        If `edges` has a cycle, the blocked group with the earliest first node goes next."""
        first = [min(g.nodes) if g.nodes else 0 for g in self.groups]
        n = len(self.groups)
        indeg = [0] * n
        succ: list[list[int]] = [[] for _ in range(n)]
        for a, b in self.edges:
            if a != b:
                succ[a].append(b)
                indeg[b] += 1
        ready = [g for g in range(n) if indeg[g] == 0]
        done = [False] * n
        order: list[int] = []
        while len(order) < n:
            if ready:
                g = min(ready, key=lambda x: (first[x], x))
                ready.remove(g)
            else:
                g = min((x for x in range(n) if not done[x]), key=lambda x: (first[x], x))
            if done[g]:
                continue
            done[g] = True
            order.append(g)
            for s in succ[g]:
                indeg[s] -= 1
                if indeg[s] == 0 and not done[s]:
                    ready.append(s)
        return order


# ------------------------------------------------------------------------------ device topology
@dataclass(frozen=True)
class Machine:
    """A device group: `count` GPUs of one type on one machine, all pairs linked at `intra_bps`."""

    name: str
    chip: Chip
    count: int
    intra_bps: float                   # bytes/s between two GPUs of this machine
    nic_bps: float                     # bytes/s of the machine's network interface


@dataclass(frozen=True)
class Device:
    id: int                            # global index
    machine: int                       # index into Topology.machines
    local: int                         # index within the machine


@dataclass(frozen=True)
class Topology:
    """Machines (= device groups), their devices, and machine-to-machine bandwidth (bytes/s)."""

    name: str
    machines: tuple[Machine, ...]
    inter_bps: dict[tuple[int, int], float]   # symmetric, keys (a, b) with a < b

    @property
    def devices(self) -> list[Device]:
        out, next_id = [], 0
        for m, machine in enumerate(self.machines):
            for local in range(machine.count):
                out.append(Device(next_id, m, local))
                next_id += 1
        return out

    def bandwidth(self, a: Device, b: Device) -> float:
        if a.machine == b.machine:
            return self.machines[a.machine].intra_bps
        key = (min(a.machine, b.machine), max(a.machine, b.machine))
        return self.inter_bps[key]


# ------------------------------------------------------------------------------ strategy
@dataclass
class GroupDecision:
    """The strategy for one op group: a row of the P matrix (device groups = machines), a
    replication option, and per parameter of the group its gradient sync (AllReduce or PS with the
    PS device). Devices used = every device of the chosen machines, unless `devices` is non-empty:
    then exactly those devices (global ids, each on one of `machines`) — how baselines that place a
    group on single GPUs (Baechi, HeteroG, FlexFlow) are expressed."""

    machines: tuple[int, ...]
    replication: Replication
    grad_sync: dict[int, GradSync] = field(default_factory=dict)     # param index -> method
    ps_device: dict[int, int] = field(default_factory=dict)          # param index -> device id (PS)
    sfb: dict[int, tuple[int, ...]] = field(default_factory=dict)    # param index -> SFB region (`core.sfb`)
    devices: tuple[int, ...] = ()                                    # explicit device subset; () = all of machines

    def device_ids(self, topology: "Topology") -> tuple[int, ...]:
        """The devices this decision uses, in id order (the order every execution rule assumes:
        replicas' rows, model-parallel part j on the j-th device): `devices`, or every device of
        its machines."""
        if self.devices:
            return tuple(sorted(self.devices))
        return tuple(d.id for d in topology.devices if d.machine in self.machines)


@dataclass
class Strategy:
    """One decision per op group. Replicas split the batch in proportion to device speed unless
    `batch_shares` (device id -> fraction, summing to 1 per group's device set) overrides it."""

    decisions: list[GroupDecision]
    batch_shares: dict[int, float] | None = None
    name: str = ""
    origin: dict = field(default_factory=dict)
    fusion_bytes: int | None = None    # AllReduce bucket size the plan chose (None: the lowering's default)   # how the op groups were made: model, batch_size, small, num_groups, seed
