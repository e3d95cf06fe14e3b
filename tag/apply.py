"""Python API of `tag apply` and `tag run`: strategy → distributed program → execution and checks.

    program = apply_strategy("mlp.mlir", "strategy.json", "topo.yaml", out_dir="dist")
    result = run_program("dist", steps=3)                      # on XLA devices
    check = check_program("dist", steps=3)                     # vs the step on one device

`apply_strategy` rebuilds the op groups the strategy refers to (model, batch size, number of groups
and seed from the strategy's `origin`, written by `tag plan`, unless given) and lowers it with
`transforms.distribute.lower`. The output folder holds the program (`program.json`, `pieces/`) and
`step.mlir`, the original training step, which `check_program` runs on one device as the reference.
"""
from __future__ import annotations

import contextlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from jax.extend.mlir import ir

from tag.analysis.graph import build_graph
from tag.analysis.precision import result_precisions
from tag.core.atomic import check_output_path, foreign_files
from tag.core.grouping import group_ops, grouping_fingerprint
from tag.core.model import Strategy
from tag.core.sfb import expand as expand_sfb
from tag.core.topology import dump_topology, load_topology, topology_fingerprint
from tag.dialects.context import load_module, module_to_text, parse_module
from tag.dialects.diagnostics import SourceSpan, TagError, reporting_source
from tag.dialects.inputs import MAX_MLIR_BYTES, file_inside, read_input
from tag.distribute.annotations import annotate_module
from tag.distribute.lower import lower_annotated
from tag.distribute.program import DistributedProgram, load_program, save_program
from tag.planner.strategy_io import check_origin, check_origin_model, read_strategy_file, strategy_from_json
from tag.runtime.compare import Tolerance, compare_one, compare_outputs, tolerance_for_output
from tag.runtime.execute import execute
from tag.runtime.xla import compile_module

__all__ = ["ApplyResult", "loss_index", "apply_strategy", "apply_annotated", "example_inputs", "reference_steps", "run_program", "check_program",
           "CheckReport"]

STEP_FILE = "step.mlir"
TOPOLOGY_FILE = "topology.yaml"
PERMUTATIONS = 8        # row orders of the rounding-sensitivity reference
NOISE_RATIO = 4.0       # a deviation up to this multiple of the permuted references' counts as rounding
                        # (a wrong program deviates by orders of magnitude more: see tests/test_apply.py)


@dataclass
class ApplyResult:
    program: Any                                   # transforms.distribute.program.DistributedProgram
    module: ir.Module                              # the training step
    files: list[str] = field(default_factory=list)

    def summary(self) -> str:
        m = self.program.meta
        modes = ", ".join(f"{v} {k}" for k, v in m["modes"].items() if v)
        return (f"{m['source'] or 'module'} on {m['topology']} (batch {m['batch_size']}): {m['op_groups']} op groups "
                f"({modes}) -> {m['pieces']} distinct pieces, {m['computes']} compute tasks, "
                f"{m['all_reduces']} all-reduces, {m['moves']} moves on devices {list(self.program.devices)}"
                + _whole_line(m.get("whole")))


def _whole_line(whole: dict | None) -> str:
    """The report line on op groups whose batch split cannot be derived (they run on the whole batch)."""
    if not whole or not whole.get("ops"):
        return "\nlowered whole: 0% of op groups (every batch split derived)" if whole is not None else ""
    first = whole["reasons"][0] if whole.get("reasons") else ""
    return (f"\nlowered whole: {len(whole['groups'])} op group(s) ({100 * whole['fraction']:.0f}% of op groups) hold "
            f"{whole['ops']} op(s) whose batch split cannot be derived; they run on the whole batch"
            + (f" (split groups duplicated instead: {whole['lowered_whole']})" if whole.get("lowered_whole") else "")
            + (f"; first: {first}" if first else ""))


def _origin_check(origin: dict, graph: Any, grouping: Any, topology: Any, source: str) -> None:
    """A strategy records the grouping and topology it was planned for (`tag plan` writes
    `origin.grouping` and `origin.topology_fingerprint`); a mismatch is an error that says so."""

    want = origin.get("grouping")
    if want is not None and want != grouping_fingerprint(graph, grouping):
        raise TagError("the strategy was planned for other op groups than this module's (grouping fingerprint "
                       "mismatch: a different model, batch, number of groups or seed, or another jax/pymetis "
                       "version renumbered the ops); plan it again, or apply its annotated.mlir",
                       SourceSpan(source))
    want = origin.get("topology_fingerprint")
    if want is not None and want != topology_fingerprint(topology):
        raise TagError(f"the strategy was planned for topology '{origin.get('topology', '?')}', not for "
                       f"'{topology.name}' (machines, GPUs or links differ)", SourceSpan(source))


def apply_strategy(model: str | Path | ir.Module, strategy: str | Path | Any, topology: str | Path | Any, *,
                   batch_size: int | None = None, small: bool | None = None, num_groups: int | None = None,
                   seed: int | None = None, out_dir: str | Path | None = None, options: Any = None) -> ApplyResult:
    """Lower `strategy` (file or `Strategy`) for `model` (built-in name, module file or module) on
    `topology` (name, file or `Topology`): annotate the step with the strategy, then lower the annotated
    module exactly as `apply_annotated` does. Writes the program to `out_dir` when given."""
    from tag.models.registry import (
        load_model,  # lazily: keras is heavy and `tag run` never needs it
    )

    _check_out_dir(out_dir)
    topo = load_topology(topology)
    data = None
    source = "<strategy>"
    if isinstance(strategy, Strategy):
        origin = dict(strategy.origin)
    else:
        source = str(strategy)
        data = read_strategy_file(source)
        origin = check_origin(data.get("origin") if isinstance(data, dict) else None, source)
    if not isinstance(model, ir.Module):
        check_origin_model(origin, str(model), source)
    batch_size = batch_size if batch_size is not None else _origin_int(origin, "batch_size", source, None)
    small = bool(origin.get("small", False)) if small is None else small
    num_groups = num_groups if num_groups is not None else _origin_int(origin, "num_groups", source, 60)
    seed = seed if seed is not None else _origin_int(origin, "seed", source, 0)
    if isinstance(model, ir.Module):
        module, name = model, "<module>"
    else:
        module, name = load_model(model, batch_size=batch_size, small=small), str(model)
    try:
        with reporting_source(name) if str(name).endswith((".mlir", ".mlirbc")) else contextlib.nullcontext():
            graph = build_graph(module, batch_size=batch_size, source=name)   # "-" locations: the model file
    except TagError as err:
        if err.span is None and not str(name).startswith("<"):
            err.span = SourceSpan(str(name))    # the model file the problem is in, as `tag plan` says
        raise
    grouping = group_ops(graph, num_groups, seed=seed)
    _origin_check(origin, graph, grouping, topo, source)
    if data is not None:
        strategy = strategy_from_json(data, grouping=grouping, topology=topo, source=source)
        try:                    # SFB regions are checked against the step here, so the error names the file
            expand_sfb(graph, grouping, strategy, topo)
        except TagError as err:
            raise TagError(err.message, SourceSpan(source)) from None
    annotated = annotate_module(module, graph, grouping, strategy, topo)
    if str(name).endswith((".mlir", ".mlirbc")):
        with reporting_source(name):            # ops parsed from the model file are located in it
            return _lower_and_save(annotated, topo, options, out_dir, name, name)
    return _lower_and_save(annotated, topo, options, out_dir, None, name)


def apply_annotated(annotated: str | Path | ir.Module, topology: str | Path | Any, *,
                    out_dir: str | Path | None = None, options: Any = None) -> ApplyResult:
    """Lower an annotated module (`tag plan`'s annotated.mlir, or any module carrying `tag.plan` and
    the per-op `tag.*` decisions) on `topology`; nothing but the annotations is read."""

    _check_out_dir(out_dir)
    topo = load_topology(topology)
    if isinstance(annotated, ir.Module):
        return _lower_and_save(annotated, topo, options, out_dir, None, "<module>")
    file_name = str(annotated)
    module = load_module(file_name)
    with reporting_source(file_name):           # ops parsed from the file's text are located in the file
        return _lower_and_save(module, topo, options, out_dir, file_name, file_name)


_APPLY_OUTPUTS = ("program.json", "pieces", "step.mlir", "topology.yaml")   # what `save_program` writes here


def _check_out_dir(out_dir: str | Path | None) -> None:
    """The output folder is checked before any work: not empty, not a file, its parent a folder."""
    if out_dir is None:
        return
    out = check_output_path(out_dir, folder=True, what="output folder")
    parent = out.parent if str(out.parent) else Path(".")
    if not parent.is_dir():
        raise TagError(f"cannot write output folder '{out}': folder '{parent}' does not exist")
    shown = foreign_files(out, lambda name: name in _APPLY_OUTPUTS or name.startswith("."))
    if shown:
        raise TagError(f"cannot write output folder '{out}': it holds files tag apply did not write ({shown}); "
                       "the folder is replaced as a whole, so give a new or empty folder, or one tag apply wrote")


def _lower_and_save(annotated: ir.Module, topology: Any, options: Any, out_dir: str | Path | None,
                    file_name: str | None, name: str) -> ApplyResult:

    program = lower_annotated(annotated, topology, options, file_name=file_name, source=name)
    result = ApplyResult(program, annotated)
    if out_dir is not None:
        result.files = save_program(program, Path(out_dir), extra={STEP_FILE: module_to_text(annotated),
                                                                  TOPOLOGY_FILE: dump_topology(topology)})
    return result


def _origin_int(origin: dict, key: str, source: str, default: int | None) -> int | None:
    value = origin.get(key, default)
    if value is None:
        return None
    low = 0 if key == "seed" else 1
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise TagError(f"origin.{key}: expected an integer >= {low}, got {json.dumps(value)}", SourceSpan(source))
    if value >= 1 << 63:                        # METIS's seed, a C int64 (an internal TypeError before)
        raise TagError(f"origin.{key}: expected an integer below 2^63, got {value}", SourceSpan(source))
    return value


# ------------------------------------------------------------------------------------ execution
def example_inputs(args: Sequence[Any], roles: Sequence[str], seed: int = 0,
                   index_bounds: Mapping[int, int] | None = None, positive: bool = False) -> list[np.ndarray]:
    """Deterministic step arguments for a check: parameters ~ N(0, 0.1²), optimizer state zeros
    (valid Adam moments and counters), batch floats ~ N(0, 1), batch integers in [1, 4) (valid
    labels and token ids for any vocabulary of 4 or more; never 0, which masks out a position) or,
    for an integer the step indexes with (`index_bounds`: argument -> exclusive bound, the program's
    `meta["index_bounds"]`, `analysis.index_bounds`) of fewer than 4 values, in [0, bound), batch
    booleans true (attention masks that keep every position).

    `positive` (the draw `check_program` falls back to when the step yields NaN on the first): every
    float positive — parameters 0.1·|N(0, 1)|, batch floats in [0.1, 1) (probabilities, variances),
    optimizer state in [0.5, 1.5) (second moments, loss scales, learning rates kept as state) —
    and integer optimizer state 1."""
    import ml_dtypes

    rng = np.random.default_rng(seed)
    bounds = index_bounds or {}
    out = []
    for a, (info, role) in enumerate(zip(args, roles)):
        dt = np.dtype(ml_dtypes.bfloat16) if info.dtype == "bfloat16" else np.dtype(info.dtype)
        shape = tuple(info.shape)
        floating = dt.kind in "fc" or dt == np.dtype(ml_dtypes.bfloat16)
        if role == "opt_state" and not positive:
            arr = np.zeros(shape, dt)
        elif role == "opt_state":
            arr = rng.uniform(0.5, 1.5, shape).astype(np.float32).astype(dt) if floating else np.ones(shape, dt)
        elif dt.kind == "b":
            arr = np.ones(shape, bool) if role == "batch" else rng.integers(0, 2, shape).astype(bool)
        elif dt.kind in "iu":
            bound = bounds.get(a, 4)
            arr = rng.integers(1, 4, shape) if bound >= 4 else rng.integers(0, bound, shape)
            arr = arr.astype(dt)
        elif positive:
            arr = (0.1 * np.abs(rng.standard_normal(shape)) if role == "param" else rng.uniform(0.1, 1.0, shape))
            arr = arr.astype(np.float32).astype(dt)
        else:
            scale = 0.1 if role == "param" else 1.0
            arr = (scale * rng.standard_normal(shape)).astype(np.float32).astype(dt)
        out.append(np.asarray(arr))
    return out


def program_inputs(program: DistributedProgram, seed: int = 0, positive: bool = False) -> list[np.ndarray]:
    """`example_inputs` for a program's arguments, with the roles and index bounds it records."""
    bounds = {int(a): int(b) for a, b in program.meta.get("index_bounds", {}).items()}
    return example_inputs(program.args, program_roles(program), seed, bounds, positive)


def program_roles(program: DistributedProgram) -> list[str]:
    return program.meta.get("arg_roles", ["param"] * len(program.args))


def reference_steps(module: ir.Module | str, args: Sequence[Any], steps: int, carried: dict[int, int],
                    batches: Sequence[Sequence[Any]] | None = None) -> tuple[list[tuple[np.ndarray, ...]], list[Any]]:
    """Run the training step `steps` times on one device, feeding result `carried[a]` back as
    argument `a`. Returns (results per step, final arguments)."""

    exe = compile_module(module)
    state = list(args)
    results = []
    for k in range(steps):
        if batches is not None:
            for a, value in batches[k].items():
                state[a] = value
        out = exe.run(*state)
        results.append(tuple(np.asarray(o) for o in out))
        for a, r in carried.items():
            state[a] = out[r]
    return results, state


def _load(program_or_dir: Any):

    if isinstance(program_or_dir, DistributedProgram):
        return program_or_dir, None
    return load_program(program_or_dir), Path(program_or_dir)


def run_program(program_or_dir: Any, *, steps: int = 1, seed: int = 0, args: Sequence[Any] | None = None,
                device_map: Any = None, **run_options: Any):
    """Execute `steps` steps of a program (folder or `DistributedProgram`) on example inputs (or
    `args`); returns `runtime.execute.ExecutionResult`. `run_options`: `execute`'s keyword options
    (fetch, checkpoints, checkpoint_every, resume)."""

    program, _ = _load(program_or_dir)
    if args is None:
        args = program_inputs(program, seed)
    return execute(program, args, steps=steps, device_map=device_map, **run_options)


@dataclass
class CheckReport:
    steps: int
    ok: bool                         # every output within float tolerance
    lines: list[str]
    distributed_seconds: list[float]
    within_noise: bool = False       # not ok, but every deviation within the model's rounding sensitivity
    vacuous: bool = False            # the one-device step yields NaN: NaN compared with NaN proves nothing

    @property
    def agrees(self) -> bool:
        return (self.ok or self.within_noise) and not self.vacuous

    @property
    def verdict(self) -> str:
        if self.vacuous:
            return "CANNOT BE COMPARED (the one-device step yields NaN on the example inputs)"
        return ("AGREE" if self.ok else "AGREE within the model's rounding sensitivity" if self.within_noise
                else "DISAGREE")

    def summary(self) -> str:
        return "\n".join(self.lines)


def check_program(program_or_dir: Any, *, steps: int = 3, seed: int = 0, module: ir.Module | str | None = None,
                  device_map: Any = None, positive: bool = False, **run_options: Any) -> CheckReport:
    """Run `steps` steps distributed and on one device from the same inputs; compare every result of
    every step and the final state with `runtime.compare`'s per-dtype tolerances.

    The distributed run goes first and its device state is released before the reference runs
    (both never hold memory at once). With several processes the results are gathered on the
    leader, which alone runs the reference and compares; the other processes return an empty
    report that agrees. A resumed run (`run_options` resume) is compared on the steps it ran.

    When they disagree, the reference is run once more with the batch rows permuted — the same
    computation up to floating-point summation order — and each disagreeing output is judged
    against that run's deviation (`CheckReport.within_noise`): ill-conditioned models (deep
    BatchNorm stacks, Adam on near-zero gradients) amplify rounding far beyond any fixed tolerance.

    When the one-device step yields NaN on the example inputs (a KL divergence's target, Adam's
    second moment or a loss scale drawn out of its domain), the check runs once more on the
    `positive` draw (`example_inputs`) and reports that run, saying so; NaN there too is
    `CheckReport.vacuous`. (Not with checkpoints or a resume, nor across processes: those runs are not repeated.)"""
    program, folder = _load(program_or_dir)
    if module is None:
        if folder is None:
            raise TagError("check_program needs the training step (`module=`) for an in-memory program")
        step_file = (folder if folder.is_dir() else folder.parent) / STEP_FILE
        if not step_file.exists() and not step_file.is_symlink():
            raise TagError(f"no {STEP_FILE} in '{step_file.parent}' to check against")
        file_inside(step_file.parent, STEP_FILE, STEP_FILE)      # not a link out of the folder
        try:                                    # size-bounded; text, as `tag apply` writes it
            module = read_input(step_file, STEP_FILE, MAX_MLIR_BYTES).decode("utf-8")
        except UnicodeDecodeError:
            raise TagError(f"{STEP_FILE} is not UTF-8 MLIR text", SourceSpan(str(step_file))) from None
    roles = program_roles(program)
    args = program_inputs(program, seed, positive)
    carried = {int(a): int(r) for a, r in program.meta.get("carried", {}).items()}
    got = execute(program, args, steps=steps, device_map=device_map, **run_options)
    if not got.leader:
        return CheckReport(steps, True, [], list(got.step_seconds))
    expected, final_expected = reference_steps(module, args, steps, carried)

    state_idx = [a for a in range(len(args)) if roles[a] != "batch"]
    first = got.first_step - 1
    pairs = [(f"step {k + 1}", list(expected[k]), list(got.results[k - first])) for k in range(first, steps)]
    pairs.append(("final state", [np.asarray(final_expected[a]) for a in state_idx],
                  [np.asarray(got.state[a]) for a in state_idx]))

    result_tol, state_tol = _output_tolerances(module, expected[0] if expected else (), final_expected,
                                               state_idx, carried)
    tolerances = [result_tol] * (len(pairs) - 1) + [state_tol]
    reports = [compare_outputs(e, g, tol, title=title) for (title, e, g), tol in zip(pairs, tolerances)]
    ok = all(r.ok for r in reports)
    noise = None if ok else _rounding_noise(module, args, roles, steps, carried, int(program.meta.get("batch_size", 0)),
                                            state_idx, seed, [e for _, e, _ in pairs], first)
    lines, within = [], not ok
    ran = steps - first
    for k, ((title, e, g), report) in enumerate(zip(pairs, reports)):
        verdict, detail = "AGREE", ""
        if not report.ok:
            judged = _judge(e, g, noise[k] if noise is not None else None, tolerances[k])
            within &= judged[0]
            verdict = "AGREE within rounding sensitivity" if judged[0] else "DISAGREE"
            detail = judged[1]
        if k < ran:
            loss = _scalar_results(e, g, set(carried.values()))
            lines.append(f"{title}: {verdict} on {len(e)} results{loss} ({got.step_seconds[k] * 1e3:.1f} ms distributed)")
        else:
            lines.append(f"final parameters and optimizer state ({len(state_idx)} arguments): {verdict}")
        if detail:
            lines.append(detail)
        if verdict == "DISAGREE":
            lines.append(report.summary())
    narrow = sorted({t.computed_at for t in result_tol + state_tol if t is not None and t.computed_at})
    if narrow:
        lines.append(f"  {sum(t is not None for t in result_tol)} results and {sum(t is not None for t in state_tol)} "
                     f"state arguments are computed from {'/'.join(narrow)} values: checked at that type's "
                     "tolerance relative to their own magnitude")
    nan = _nan_outputs(pairs)
    draw = "positive example inputs" if positive else "example inputs"
    if nan:
        lines.append(f"  the one-device step yields NaN in {', '.join(nan)} on the {draw} (seed {seed}): "
                     "NaN equals NaN there, so nothing is checked; an input out of the range the step expects?")
        if not positive and not run_options and _single_process():
            retry = check_program(program, steps=steps, seed=seed, module=module, device_map=device_map, positive=True)
            if not retry.vacuous:
                retry.lines.insert(0, f"the one-device step yields NaN in {', '.join(nan)} on the example inputs "
                                      f"(seed {seed}); checked on positive example inputs instead (every float > 0)")
                return retry
    return CheckReport(steps, ok, lines, list(got.step_seconds), within_noise=within, vacuous=bool(nan))


def _single_process() -> bool:
    """Whether this check runs in one process (a retry there needs no other process to join it)."""
    import jax

    return jax.process_count() == 1


def _nan_outputs(pairs: Sequence[tuple[str, Sequence[Any], Sequence[Any]]]) -> list[str]:
    """'n of m results of <first step>' / 'n of m final state arguments' where the reference holds
    a NaN (later steps repeat the first's)."""
    out = []
    for title, expected, _ in (pairs[0], pairs[-1]) if len(pairs) > 1 else pairs:
        nan = sum(1 for v in expected if _has_nan(np.asarray(v)))
        if nan:
            what = "final state arguments" if title == "final state" else f"results of {title}"
            out.append(f"{nan} of {len(expected)} {what}")
    return out


def _has_nan(arr: np.ndarray) -> bool:
    """Whether a float (incl. bfloat16 / float8, numpy kind 'V') or complex array holds a NaN."""
    if arr.dtype.kind in "biuSUO":
        return False
    return bool(np.isnan(arr.astype(np.complex128 if arr.dtype.kind == "c" else np.float64)).any())


def _permuted_reference(module: Any, args: Sequence[Any], roles: Sequence[str], steps: int, carried: dict[int, int],
                        batch: int, state_idx: Sequence[int], seed: int) -> list[list[np.ndarray]] | None:
    """The reference's results (per step, then the final state) with the batch rows permuted."""
    if batch < 2:
        return None
    perm = np.random.default_rng(seed + 1).permutation(batch)
    if np.array_equal(perm, np.arange(batch)):
        perm = perm[::-1]
    permuted = [np.asarray(a)[perm] if r == "batch" and np.ndim(a) >= 1 and np.shape(a)[0] == batch else a
                for a, r in zip(args, roles)]
    results, final = reference_steps(module, permuted, steps, carried)
    return [list(r) for r in results] + [[np.asarray(final[a]) for a in state_idx]]


def _output_tolerances(module: Any, results: Sequence[Any], final: Sequence[Any], state_idx: Sequence[int],
                       carried: dict[int, int]) -> tuple[list[Tolerance | None], list[Tolerance | None]]:
    """Per step result and per final state argument: the narrow-precision tolerance of
    `runtime.compare.tolerance_for_output` where the value is computed from narrower floats than
    its own type, else None (the dtype's default). A state argument takes the precision of the
    result carried into it."""
    parsed = module if isinstance(module, ir.Module) else parse_module(module, file_name="step.mlir")
    precisions = result_precisions(parsed)

    def pick(value: Any, at: str | None) -> Tolerance | None:
        tol = tolerance_for_output(np.asarray(value).dtype, at)
        return tol if tol.computed_at else None

    result_tol = [pick(v, precisions[r] if r < len(precisions) else None) for r, v in enumerate(results)]
    state_tol = [pick(final[a], precisions[carried[a]] if carried.get(a, -1) in range(len(precisions)) else None)
                 for a in state_idx]
    return result_tol, state_tol


def _rounding_noise(module: Any, args: Sequence[Any], roles: Sequence[str], steps: int, carried: dict[int, int],
                    batch: int, state_idx: Sequence[int], seed: int, expected: Sequence[Sequence[Any]],
                    first: int) -> list[list[float | None]] | None:
    """Per compared block (the steps from `first`, then the final state) and output: the largest
    deviation from `expected` over `PERMUTATIONS` reference runs with the batch rows permuted (None
    where a run's shape differs). One permuted run is held at a time. None when the batch cannot
    be permuted."""
    worst: list[list[float | None]] = [[0.0] * len(e) for e in expected]
    ran = steps - first
    for k in range(PERMUTATIONS):
        runs = _permuted_reference(module, args, roles, steps, carried, batch, state_idx, seed + k)
        if runs is None:
            return None
        for j, block in enumerate(expected):
            run = runs[first + j] if j < ran else runs[-1]
            for i, e in enumerate(block):
                r = np.asarray(run[i], np.float64)
                e64 = np.asarray(e, np.float64)
                if worst[j][i] is None or r.shape != e64.shape:
                    worst[j][i] = None
                elif e64.size:
                    worst[j][i] = max(worst[j][i], float(np.max(np.abs(r - e64))))
        del runs
    return worst


def _judge(expected: Sequence[Any], got: Sequence[Any], noise: Sequence[float | None] | None,
           tolerances: Sequence[Tolerance | None] = ()) -> tuple[bool, str]:
    """Whether every out-of-tolerance output deviates at most `NOISE_RATIO` times as much as the
    largest deviation of the permuted-batch references (`noise`, per output; `PERMUTATIONS` row
    orders)."""

    if noise is None:
        return False, ""
    worst_ratio, count, worst = 0.0, 0, -1
    for i, (e, g) in enumerate(zip(expected, got)):
        if compare_one(i, e, g, tolerances[i] if i < len(tolerances) else None).ok:
            continue
        e64, g64 = np.asarray(e, np.float64), np.asarray(g, np.float64)
        base = noise[i] if i < len(noise) else None
        if base is None or g64.shape != e64.shape:
            return False, ""
        dist = float(np.max(np.abs(g64 - e64)))
        count += 1
        if base == 0.0 or not np.isfinite(dist):
            return False, f"  output {i}: deviates by {dist:.3g}; the permuted-batch reference matches exactly"
        if dist / base > worst_ratio:
            worst_ratio, worst = dist / base, i
    ok = worst_ratio <= NOISE_RATIO
    return ok, (f"  {count} outputs exceed float tolerance; the worst (output {worst}) deviates {worst_ratio:.2f}x as "
                f"much as the same step on one device with the batch rows permuted ({PERMUTATIONS} orders)"
                + ("" if ok else f" (limit {NOISE_RATIO:g}x)"))


def loss_index(program: Any) -> int | None:
    """The first scalar result that is not carried state (the loss of a training step)."""
    carried = {int(r) for r in program.meta.get("carried", {}).values()}
    for r, info in enumerate(program.results):
        if r not in carried and tuple(info.shape) == ():
            return r
    return None


def _scalar_results(expected: Sequence[np.ndarray], got: Sequence[Any], carried: set[int]) -> str:
    pairs = [(float(e), float(np.asarray(g))) for r, (e, g) in enumerate(zip(expected, got))
             if np.ndim(e) == 0 and r not in carried]
    if not pairs:
        return ""
    e, g = pairs[0]
    return f", loss {g:.6g} (one device {e:.6g})"
