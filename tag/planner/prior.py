"""The interface between the strategy search and a prior: what a prior sees, what it returns.

MCTS decides one op group at a time, in `Grouping.topological_order()`. At depth `i` the search
state holds the actions chosen for the first `i` groups of that order; a `Prior` maps the state and
the legal actions of group `order[i]` to a probability vector used by PUCT selection
(`U(s, a) = c · P(s, a) · sqrt(N(s)) / (1 + N(s, a))`).

A learned prior (the GNN) needs runtime feedback: `SearchState.runtime_feedback()` simulates the
state's *completed* strategy (decided groups + the search's default policy for the rest) once and
caches the `SimResult` (its `group_features` / `device_features` are the per-group and per-device
feedback of the current partial strategy).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import numpy as np

from tag.dialects.attributes import GradSync, Replication
from tag.core.model import CompGraph, Grouping, Strategy, Topology

if TYPE_CHECKING:  # the simulator module is optional at import time
    from tag.runtime.cluster_sim import SimResult

__all__ = ["Action", "SearchState", "Prior", "UniformPrior", "normalise"]


@dataclass(frozen=True)
class Action:
    """One decision for one op group: a P-matrix row (sorted machine ids), a replication option and
    the gradient sync of the group's parameters; `devices` (non-empty) restricts the group to those
    devices of `machines` (the search uses it for one-GPU placements), else it uses all of them.

    Invariant: `grad_sync` is `ALLREDUCE` for `Replication.ALLREDUCE`, `PS` for `Replication.PS`
    (PS devices are assigned round-robin when the strategy is built) and None for `DUPLICATE` /
    `MODEL_PARALLEL`, whose gradients need no synchronisation (identical copies / one owner)."""

    machines: tuple[int, ...]
    replication: Replication
    grad_sync: GradSync | None
    devices: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "machines", tuple(sorted(int(m) for m in self.machines)))
        object.__setattr__(self, "devices", tuple(sorted(int(d) for d in self.devices)))
        expected = {Replication.ALLREDUCE: GradSync.ALLREDUCE, Replication.PS: GradSync.PS}.get(self.replication)
        if self.grad_sync is not expected:
            raise ValueError(f"action {self.replication.value} needs grad_sync {expected}, got {self.grad_sync}")
        if not self.machines:
            raise ValueError("an action needs at least one machine")

    @staticmethod
    def of(machines: Sequence[int], replication: Replication, devices: Sequence[int] = ()) -> Action:
        """The action for `replication` on `machines` (grad sync follows from the replication)."""
        sync = {Replication.ALLREDUCE: GradSync.ALLREDUCE, Replication.PS: GradSync.PS}.get(replication)
        return Action(tuple(machines), replication, sync, tuple(devices))

    def label(self) -> str:
        where = f"d{list(self.devices)}" if self.devices else f"m{list(self.machines)}"
        return f"{where}:{self.replication.value}"


@dataclass
class SearchState:
    """A node's view of the problem: the first `depth` groups of `order` are decided (`chosen`).

    `complete` maps the chosen prefix to a full action list (the search's copy-previous default
    policy), `to_strategy` turns a full action list into a `Strategy` and `simulate` simulates a
    full action list (cached by the search). They are supplied by the search so that a prior can ask
    for runtime feedback."""

    graph: CompGraph
    grouping: Grouping
    topology: Topology
    order: tuple[int, ...]
    chosen: tuple[Action, ...]
    complete: Callable[[tuple[Action, ...]], tuple[Action, ...]]
    to_strategy: Callable[[tuple[Action, ...]], Strategy]
    simulate: Callable[[tuple[Action, ...]], SimResult]
    _feedback: SimResult | None = field(default=None, repr=False)

    @property
    def depth(self) -> int:
        return len(self.chosen)

    @property
    def group(self) -> int | None:
        """The op group decided next (None at a leaf: every group is decided)."""
        return self.order[self.depth] if self.depth < len(self.order) else None

    def decided(self) -> dict[int, Action]:
        """Group id -> action for the groups decided so far."""
        return {self.order[i]: a for i, a in enumerate(self.chosen)}

    def completed_actions(self) -> tuple[Action, ...]:
        """Actions for every group of `order` (decided prefix + default policy)."""
        return self.complete(self.chosen)

    def completed_strategy(self) -> Strategy:
        return self.to_strategy(self.completed_actions())

    def runtime_feedback(self) -> SimResult:
        """The simulated result of the completed strategy (computed once per state)."""
        if self._feedback is None:
            self._feedback = self.simulate(self.completed_actions())
        return self._feedback


@runtime_checkable
class Prior(Protocol):
    """Prior probabilities over the legal actions of `state.group`: a non-negative vector of
    `len(actions)` entries (normalised by the search; an all-zero vector means uniform)."""

    def action_probabilities(self, state: SearchState, actions: Sequence[Action]) -> np.ndarray: ...


class UniformPrior:
    """Pure MCTS: every legal action equally likely."""

    def action_probabilities(self, state: SearchState, actions: Sequence[Action]) -> np.ndarray:
        return np.full(len(actions), 1.0 / max(1, len(actions)))


def normalise(probabilities: np.ndarray, n: int) -> np.ndarray:
    """Validate a prior's output and scale it to sum to 1 (uniform if it sums to 0)."""
    p = np.asarray(probabilities, dtype=float).reshape(-1)
    if p.shape != (n,):
        raise ValueError(f"prior returned {p.shape[0]} probabilities for {n} actions")
    if not np.all(np.isfinite(p)) or np.any(p < 0):
        raise ValueError("prior probabilities must be finite and non-negative")
    total = p.sum()
    return p / total if total > 0 else np.full(n, 1.0 / max(1, n))
