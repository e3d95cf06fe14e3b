"""Count the kernels XLA emitted for a compiled executable, read from its optimized HLO text.

The cost model charges `launch_s` per kernel of its own fusion model (`core.fusion`); what a backend
really launches is in the HLO it compiled. This census reads that text (as `LoadedExecutable.
hlo_modules()` prints it) on any backend:

- a **kernel** is an instruction of a computation that runs as a sequence of kernels — the ENTRY, a
  computation a `call` runs (XLA GPU's command buffers), a `while` body or condition, a branch of a
  `conditional`, the computation an `async-start` wraps — unless its opcode launches nothing
  (`NO_KERNEL`: parameters, constants, tuples, bitcasts, the control-flow and async wrappers themselves);
- the computations a `fusion` calls (its fused body: one kernel, counted at the fusion) and the scalar
  computations a reduce, scatter, sort, map or collective applies (`to_apply` of anything but a `call`)
  are not sequences: their instructions are not counted.

`kernel_census(text)` returns the total and its split into fusions, library calls (`custom-call`, e.g.
cuBLAS GEMMs and cuDNN convolutions on a GPU) and other instructions (unfused copies, collectives, ...).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["NO_KERNEL", "KernelCensus", "instruction_opcode", "kernel_census"]

NO_KERNEL = frozenset({
    "parameter", "constant", "tuple", "get-tuple-element", "bitcast", "call", "while", "conditional",
    "async-start", "async-update", "async-done", "after-all", "add-dependency", "opt-barrier", "domain",
    "partition-id", "replica-id",
})

_HEADER = re.compile(r"^(ENTRY\s+)?%?([\w.\-]+)\s*\(.*\{\s*$")
_INSTRUCTION = re.compile(r"^\s*(?:ROOT\s+)?%?[\w.\-]+\s*=\s*.*?\s([a-z][\w\-]*)\(")
_CALLS = re.compile(r"\bcalls=(\{[^}]*\}|%?[\w.\-]+)")
_TO_APPLY = re.compile(r"\bto_apply=%?([\w.\-]+)")


@dataclass(frozen=True)
class KernelCensus:
    """Kernels of one compiled module: `fusions` + `library` (custom calls) + `other` = `kernels`."""

    kernels: int
    fusions: int
    library: int
    other: int


def instruction_opcode(line: str) -> str | None:
    """The opcode of an HLO instruction line (`%x = TYPE opcode(...)`, TYPE possibly a tuple), else None."""
    inst = _INSTRUCTION.match(line)
    return inst.group(1) if inst else None


def _names(ref: str) -> list[str]:
    return [n.strip().lstrip("%") for n in ref.strip("{}").split(",") if n.strip()]


def kernel_census(text: str) -> KernelCensus:
    """The kernels of the optimized HLO module(s) in `text` (module docstring)."""
    computations: dict[str, list[str]] = {}      # name -> opcode of each instruction
    fused: set[str] = set()
    applied: set[str] = set()
    current: list[str] | None = None
    for line in text.splitlines():
        if current is None:
            head = _HEADER.match(line.strip())
            if head and "=" not in line.split("(", 1)[0]:
                current = computations.setdefault(head.group(2), [])
            continue
        if line.strip() == "}":
            current = None
            continue
        opcode = instruction_opcode(line)
        if opcode is None:
            continue
        current.append(opcode)
        calls = _CALLS.search(line)
        if calls and opcode == "fusion":
            fused.update(_names(calls.group(1)))
        applied_to = _TO_APPLY.search(line)
        if applied_to and opcode != "call":
            applied.add(applied_to.group(1))
    fusions = library = other = 0
    for name, opcodes in computations.items():
        if name in fused or name in applied:
            continue
        for opcode in opcodes:
            if opcode in NO_KERNEL:
                continue
            if opcode == "fusion":
                fusions += 1
            elif opcode == "custom-call":
                library += 1
            else:
                other += 1
    return KernelCensus(fusions + library + other, fusions, library, other)
