"""Cost-model gate of `tag-looped-collective-einsum` (Wang et al. §5.5).

Rewrite a candidate only if

    comp + comm  >=  max(loop_comp, ring_comm) + epilogue

which is the paper's inequality with one refinement: the right-hand side uses the compute of the
*decomposed* loop rather than the original dot's. Partial dots are smaller and re-read what is not
split (the whole other operand in the free case, the accumulator in the contracting case), so on
fast links the loop can cost more than it hides; using the original `comp` there accepts rewrites
that slow the step down.

- comp: compute time of the dot_general(s) the collective feeds / is fed by (`op_compute_time`);
- loop_comp: Σ over steps of one partial-dot kernel (`kernel_time`: a launch each): 1/n of the FLOPs; bytes = the
  travelling shard + the other operand (whole in the free case, 1/n when sliced) + the partial
  result (1/n written in place, or the whole accumulator read and written in the contracting case,
  in f32 when bf16/f16 partials are accumulated wide);
- comm: time of the original all_gather / reduce_scatter (`op_comm_time`, ring algorithm using every
  ring direction the link offers);
- ring_comm: the loop's permutes, `rounds` sequential rounds; in one round each direction sends
  `movers` shard-sized buffers, and two directions overlap only if the link has two ring directions;
- epilogue: permutes outside the loop (bidirectional prologue, accumulator alignment) plus the
  memory-bound passes outside the loop (zero fill, combining two accumulators, f32 → bf16 convert).
  In-loop accumulation is assumed fused into the partial dot's output (as XLA fuses it).

Two candidates on one dot (§5.5): if the dot is faster than both collectives, take the one with the
smaller shard (cheaper permutes outside the loop); otherwise the collective with the longer time.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tag.dialects.builders import num_bytes
from tag.core.cost_model import collective_time, compute_dtype, kernel_time, op_comm_time, op_compute_time, op_flops
from tag.core.hardware import HardwarePreset, Link, get_preset, link_for_devices


@dataclass(frozen=True)
class Schedule:
    """What a rewrite would emit, as the gate needs it (all counts per device)."""

    steps: int  # partial dots (one per step; bidirectional steps hold two shards)
    rounds: int  # sequential permute rounds inside the loop
    movers: dict[int, int]  # ring direction (-1/+1) -> buffers sent per round in that direction
    extra_permutes: int  # permutes outside the loop (prologue / alignment), one shard each
    update_bytes: int  # bytes of the memory-bound passes outside the loop (zero fill, combine, convert)


@dataclass(frozen=True)
class GateEstimate:
    """Times in seconds; `beneficial` is the §5.5 inequality."""

    comp: float
    comm: float
    ring_comm: float
    epilogue: float
    shard_bytes: int
    loop_comp: float = 0.0

    @property
    def before(self) -> float:
        return self.comp + self.comm

    @property
    def after(self) -> float:
        return max(self.loop_comp, self.ring_comm) + self.epilogue

    @property
    def beneficial(self) -> bool:
        return self.before >= self.after

    def describe(self) -> str:
        us = 1e6
        sign = ">=" if self.beneficial else "<"
        return (f"comp {self.comp * us:.3f} us, comm {self.comm * us:.3f} us, loop_comp {self.loop_comp * us:.3f} us, "
                f"ring_comm {self.ring_comm * us:.3f} us, epilogue {self.epilogue * us:.3f} us "
                f"(comp+comm {self.before * us:.3f} {sign} max(loop_comp, ring_comm)+epilogue {self.after * us:.3f})")


def resolve_hardware(name: str) -> HardwarePreset:
    """The named preset; an unknown name is a TagError listing close matches (from `get_preset`)."""
    return get_preset(name)


def _ring_link(preset: HardwarePreset, groups: list[list[int]]) -> Link:
    """The slowest group's link (groups spanning nodes use the inter-node link)."""
    links = [link_for_devices(preset, g) for g in groups]
    return min(links, key=lambda link: link.bandwidth_bytes_per_s)


def _wide_factor(value) -> int:
    """Accumulators of bf16/f16 partial dots are kept in f32: twice the bytes."""
    return 2 if str(value.type).endswith(("xbf16>", "xf16>")) else 1


def loop_compute(candidate: Any, chip) -> float:
    """Compute time of the decomposed loop (see module doc), summed over the candidate's dots."""
    n = len(candidate.groups[0])
    shard = num_bytes(candidate.shard_value)
    total = 0.0
    if hasattr(candidate, "uses"):  # all-gather: one partial dot per shard and per use
        for use in candidate.uses:
            flops, _ = op_flops(use.dot)
            dtype = compute_dtype(use.dot)
            result = num_bytes(use.dot.results[0])
            other = num_bytes(use.other)
            if use.case == "free":
                step_bytes = shard + other + result / n
            elif use.case == "batch":
                step_bytes = shard + other / n + result / n
            else:  # contracting: the other operand is sliced, the accumulator is read and written
                step_bytes = shard + other / n + 2 * result * _wide_factor(use.dot.results[0])
            total += n * kernel_time(flops / n, step_bytes, chip, dtype, "matmul")
        return total
    dot = candidate.dot  # reduce-scatter: each step computes one output shard and adds it on
    flops, _ = op_flops(dot)
    dtype = compute_dtype(dot)
    sliced = {index for index, _ in candidate.sliced}
    operand_bytes = sum(num_bytes(v) / (n if i in sliced else 1) for i, v in enumerate(dot.operands))
    step_bytes = operand_bytes + 3 * num_bytes(dot.results[0]) / n
    return n * kernel_time(flops / n, step_bytes, chip, dtype, "matmul")


def estimate(candidate: Any, schedule: Schedule, preset: HardwarePreset) -> GateEstimate:
    """§5.5 estimate for a candidate (`.op`, `.dots`, `.groups`, `.shard_value`) and its schedule."""
    chip = preset.chip
    comp = sum(op_compute_time(d, chip) for d in candidate.dots)
    comm = op_comm_time(candidate.op, preset)
    shard = num_bytes(candidate.shard_value)
    link = _ring_link(preset, candidate.groups)
    n = len(candidate.groups[0])

    def permute(nbytes: int) -> float:
        return collective_time("collective_permute", nbytes, n, link)

    if link.ring_directions >= 2:
        per_round = max(permute(shard * m) for m in schedule.movers.values())
    else:
        per_round = permute(shard * sum(schedule.movers.values()))
    ring_comm = schedule.rounds * per_round
    epilogue = schedule.extra_permutes * permute(shard) + schedule.update_bytes / (chip.kernel_model.memory_efficiency * chip.memory_bandwidth)
    return GateEstimate(comp, comm, ring_comm, epilogue, shard, loop_compute(candidate, chip))


def pick_between(a: Any, b: Any, preset: HardwarePreset) -> Any:
    """Of two candidates (with `.estimate`) sharing a dot, the one to decompose (§5.5)."""
    ea, eb = a.estimate, b.estimate
    shared = [d for d in a.dots if any(d == e for e in b.dots)]
    comp = sum(op_compute_time(d, preset.chip) for d in shared) if shared else min(ea.comp, eb.comp)
    if comp < ea.comm and comp < eb.comm:
        return a if ea.shard_bytes <= eb.shard_bytes else b
    return a if ea.comm >= eb.comm else b
