"""Regression corpus of hostile and broken inputs (issue 12): every case is a bad input handed to a
CLI as a user (or an attacker) would, and every one must end the same way: exit 1, one error line
naming the file it is about (and the line or JSON path where there is one), no traceback, no
"internal error", and no output written.

Cases run in-process (`tag.cli.main` / `tag.opt.main`) under a 30 s alarm (a hang fails the case),
except one that crashed the MLIR parser natively (SIGSEGV), which runs in a child process.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from collections.abc import Callable

import numpy as np
import pytest

BIN = Path(sys.executable).parent
GOOD = """func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
NO_PARAMS = """func.func @main(%x: tensor<8x16xf32>) -> tensor<f32> {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
"""
DYNAMIC = """func.func @main(%w: tensor<4x4xf32>, %x: tensor<?x4xf32>) -> (tensor<4x4xf32>, tensor<f32>) {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x4xf32>) -> tensor<?x4xf32>
  %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.add across dimensions = [0, 1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<f32>
  return %w, %1 : tensor<4x4xf32>, tensor<f32>
}
"""
TINY_TOPOLOGY = """name: tiny
machines:
  - {name: fast, gpu: V100-32GB, count: 2}
  - {name: slow, gpu: GTX1080Ti, count: 1}
"""
BATCH, WIDTH = 4, 8
PARTITION_2X4 = Path(__file__).parents[1] / "lit_tests" / "tag-partition" / "mlp_2x4.mlir"


@dataclass
class World:
    """Good inputs the bad ones are made from (built once per module)."""

    root: Path
    model: Path
    topology: Path
    strategy: Path
    annotated: Path
    program: Path


@pytest.fixture(scope="module")
def world(tmp_path_factory) -> World:
    from tag.apply import apply_annotated
    from tag.dialects.context import module_to_text
    from tag.export import from_jax
    from tag.planner.plan import plan
    from test_plan import mlp_step          # the same MLP step as the plan tests

    root = tmp_path_factory.mktemp("world")
    params = [(np.zeros((WIDTH, WIDTH), np.float32), np.zeros((WIDTH,), np.float32)) for _ in range(2)]
    x = np.zeros((BATCH, WIDTH), np.float32)
    model = root / "mlp.mlir"
    model.write_text(module_to_text(from_jax(mlp_step, params, x, x)))
    topology = root / "tiny.yaml"
    topology.write_text(TINY_TOPOLOGY)
    planned = root / "planned"
    plan(str(model), str(topology), batch_size=None, iterations=4, num_groups=2, baselines=[], out_dir=planned)
    program = root / "program"
    apply_annotated(planned / "annotated.mlir", str(topology), out_dir=program)
    return World(root, model, topology, planned / "strategy.json", planned / "annotated.mlir", program)


@dataclass
class Case:
    """`make(tmp, world)` writes the bad input under `tmp` and returns the command line (`tag` or
    `tag-opt` first); the error line must contain `names` (with `{tmp}` replaced)."""

    make: Callable[[Path, World], list[str]]
    names: str
    subprocess: bool = False
    absent: tuple[str, ...] = ("out",)          # paths under tmp that must not exist afterwards
    extra: tuple[str, ...] = field(default_factory=tuple)   # further substrings of the error line
    xfail: str | None = None                    # a known failure outside this corpus's files


def _write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    return path


def _opt(tmp: Path, text: str | bytes, *extra: str) -> list[str]:
    return ["tag-opt", str(_write(tmp / "in.mlir", text)), "--canonicalize", "-o", str(tmp / "out"), *extra]


def _plan(tmp: Path, w: World, *extra: str, model: str | None = None, topology: str | None = None) -> list[str]:
    return ["tag", "plan", model or str(w.model), "--topology", topology or str(w.topology), "--iterations", "2",
            "--groups", "2", "--baselines", "dp", "--out", str(tmp / "out"), *extra]


def _topo(tmp: Path, w: World, text: str, name: str = "topo.yaml") -> list[str]:
    return _plan(tmp, w, topology=str(_write(tmp / name, text)))


def _apply(tmp: Path, w: World, strategy: Path, *extra: str, model: str | None = None) -> list[str]:
    return ["tag", "apply", model or str(w.model), "--strategy", str(strategy), "--topology", str(w.topology),
            "--out", str(tmp / "out"), *extra]


def _strategy(tmp: Path, w: World, edit: Callable[[dict], object]) -> list[str]:
    data = json.loads(w.strategy.read_text())
    edit(data)
    return _apply(tmp, w, _write(tmp / "s.json", json.dumps(data)))


def _program(tmp: Path, w: World, edit: Callable[[dict], object], command: str = "run") -> list[str]:
    folder = tmp / "prog"
    shutil.copytree(w.program, folder)
    data = json.loads((folder / "program.json").read_text())
    edit(data)
    (folder / "program.json").write_text(json.dumps(data))
    return ["tag", command, str(folder)]


def _set(path: str, value) -> Callable[[dict], None]:
    """An edit setting `data[a][b]...` (path 'a.b.0.c') to value."""
    def edit(data: dict) -> None:
        keys = [int(k) if k.isdigit() else k for k in path.split(".")]
        target = data
        for k in keys[:-1]:
            target = target[k]
        target[keys[-1]] = value
    return edit


def _nest(depth: int) -> str:
    return "[" * depth + "]" * depth


HOST_CALLBACK = ("    %cb = stablehlo.custom_call @xla_ffi_python_cpu_callback(%{v}) {{api_version = 4 : i32, "
                 "has_side_effect = true, backend_config = {{index = 12345 : ui64}}}} : ({t}) -> {t}\n")


def _callback_piece(tmp: Path, w: World) -> list[str]:
    """A program folder whose last piece calls back into a host callback the process does not have."""
    folder = tmp / "prog"
    shutil.copytree(w.program, folder)
    piece = sorted((folder / "pieces").glob("*.mlir"))[-1]
    lines = piece.read_text().splitlines(keepends=True)
    at = max(i for i, line in enumerate(lines) if line.strip().startswith("return "))
    value, typ = lines[at].split("return ", 1)[1].split(",")[0].split(" : ")[0].strip(), None
    typ = lines[at].rsplit(" : ", 1)[1].split(",")[0].strip()
    lines.insert(at, HOST_CALLBACK.format(v=value.lstrip("%"), t=typ))
    lines[at + 1] = lines[at + 1].replace(value, "%cb", 1)
    piece.write_text("".join(lines))
    return ["tag", "run", str(folder), "--steps", "1"]


def _linked(tmp: Path, w: World, name: str, command: str = "simulate") -> list[str]:
    """A program folder whose `name` (a file, or the pieces folder) is a symlink to a copy outside it."""
    folder = tmp / "prog"
    shutil.copytree(w.program, folder)
    outside = tmp / "elsewhere"
    outside.mkdir()
    shutil.move(str(folder / name), str(outside / name))
    os.symlink(outside / name, folder / name)
    return ["tag", command, str(folder), *(["--steps", "1", "--check"] if command == "run" else [])]


def _meta_topology_path(tmp: Path, w: World) -> list[str]:
    """A program folder without topology.yaml whose program.json names a topology *file*: only
    built-in names are resolved (the path was read)."""
    argv = _program(tmp, w, _set("meta.topology", str(w.topology)), "simulate")
    (tmp / "prog" / "topology.yaml").unlink()
    return argv


def _fifo(tmp: Path, name: str) -> Path:
    path = tmp / name
    os.mkfifo(path)
    return path


ALIAS_BOMB = "name: bomb\nmachines:\n  - {name: a, gpu: V100-32GB, count: 1}\nx0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + \
    "".join(f"x{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]\n" for i in range(1, 10)) + "links: *a9\n"

CASES: dict[str, Case] = {
    # -------------------------------------------------------------- crashes in the MLIR parser
    "opt-attribute-nested-20000": Case(lambda t, w: _opt(t, "module attributes {x = " + _nest(20000) + "} {}\n"),
                                       "{tmp}/in.mlir:1:", subprocess=True, extra=("nested",)),
    "opt-modules-nested-5000": Case(lambda t, w: _opt(t, "module {\n" * 5000 + "}\n" * 5000),
                                    "{tmp}/in.mlir:", extra=("nested",)),
    "plan-attribute-nested-20000": Case(lambda t, w: _plan(t, w, model=str(_write(
        t / "in.mlir", "module attributes {x = " + _nest(20000) + "} {}\n"))), "{tmp}/in.mlir:1:"),
    # -------------------------------------------------------------- tag-opt outputs
    "opt-out-is-a-folder": Case(lambda t, w: _opt(t, GOOD)[:-1] + [str((t / "dir").mkdir() or t / "dir")],
                                "{tmp}/dir", absent=()),
    "opt-out-under-a-file": Case(lambda t, w: _opt(t, GOOD)[:-1] + [str(_write(t / "f", "x") / "o.mlir")],
                                 "{tmp}/f/o.mlir", absent=("f/o.mlir",)),
    "opt-out-empty": Case(lambda t, w: _opt(t, GOOD)[:-1] + [""], "-o", absent=()),
    "opt-input-is-a-folder": Case(lambda t, w: ["tag-opt", str(t), "-o", str(t / "out")], "{tmp}"),
    "opt-partition-num-partitions-3-on-2x4": Case(lambda t, w: _opt(t, PARTITION_2X4.read_text().replace(
        "mhlo.num_partitions = 8", "mhlo.num_partitions = 3"), "--tag-partition"), "{tmp}/in.mlir:15:1",
        extra=("num_partitions = 3",)),
    "opt-partition-sub-axis": Case(lambda t, w: _opt(t, PARTITION_2X4.read_text().replace(
        '[{"x"}, {}]>}, %arg3', '[{"y":(1)2}, {}]>}, %arg3'), "--tag-partition=isolate=false"), "{tmp}/in.mlir"),
    # -------------------------------------------------------------- topologies
    "topology-alias-bomb": Case(lambda t, w: _topo(t, w, ALIAS_BOMB), "{tmp}/topo.yaml:"),
    "topology-anchor": Case(lambda t, w: _topo(t, w, TINY_TOPOLOGY.replace("{name: slow", "&s {name: slow")),
                            "{tmp}/topo.yaml:4:"),
    "topology-python-tag": Case(lambda t, w: _topo(t, w, TINY_TOPOLOGY.replace(
        "count: 1}", "count: !!python/object/apply:os.system [echo hi]}")), "{tmp}/topo.yaml:4:"),
    "topology-custom-tag": Case(lambda t, w: _topo(t, w, TINY_TOPOLOGY.replace("gpu: GTX1080Ti", "gpu: !gpu GTX1080Ti")),
                                "{tmp}/topo.yaml:4:"),
    "topology-nested-yaml-block": Case(lambda t, w: _topo(t, w, TINY_TOPOLOGY + "extra:\n" + "".join(
        "  " * i + "- \n" for i in range(1, 3000))), "{tmp}/topo.yaml"),
    "topology-nested-yaml-flow": Case(lambda t, w: _topo(t, w, TINY_TOPOLOGY + "extra: " + _nest(5000) + "\n"),
                                      "{tmp}/topo.yaml"),
    "topology-nested-json": Case(lambda t, w: _topo(t, w, '{"machines": ' + _nest(100000) + "}", "topo.json"),
                                 "{tmp}/topo.json"),
    "topology-count-1e12": Case(lambda t, w: _topo(t, w, TINY_TOPOLOGY.replace("count: 1}", "count: 1000000000000}")),
                                "{tmp}/topo.yaml:4:"),
    "topology-huge-file": Case(lambda t, w: _topo(t, w, TINY_TOPOLOGY + "#" * (17 << 20) + "\n"), "{tmp}/topo.yaml"),
    "topology-binary": Case(lambda t, w: _topo(t, w, b"\x00\xff\xfe" * 100), "{tmp}/topo.yaml"),
    "topology-control-character": Case(lambda t, w: _topo(t, w, TINY_TOPOLOGY.replace("name: slow", "name: s\x00low")),
                                       "{tmp}/topo.yaml:4:"),
    "topology-random-superscript": Case(lambda t, w: _plan(t, w, topology="random:\u00b2"), "random:"),
    # -------------------------------------------------------------- tag plan inputs
    "plan-no-parameters": Case(lambda t, w: _plan(t, w, "--batch", "8", model=str(_write(t / "in.mlir", NO_PARAMS))),
                               "{tmp}/in.mlir", extra=("no parameters",)),
    "plan-no-batch-argument": Case(lambda t, w: _plan(t, w, "--batch", "4", model=str(_write(t / "in.mlir", GOOD))),
                                   "{tmp}/in.mlir"),
    "plan-dynamic-shape": Case(lambda t, w: _plan(t, w, "--batch", "8", model=str(_write(t / "in.mlir", DYNAMIC))),
                               "{tmp}/in.mlir:1:38"),
    "apply-dynamic-shape": Case(lambda t, w: _apply(t, w, w.strategy, model=str(_write(t / "d" / "mlp.mlir", DYNAMIC))),
                                "{tmp}/d/mlp.mlir:1:38"),
    "plan-out-under-a-file": Case(lambda t, w: _plan(t, w)[:-1] + [str(_write(t / "f", "x") / "o")], "{tmp}/f/o",
                                  absent=("f/o",)),
    "plan-out-empty": Case(lambda t, w: _plan(t, w)[:-1] + [""], "--out", absent=()),
    "plan-seed-negative": Case(lambda t, w: _plan(t, w, "--seed", "-1"), "--seed"),
    # -------------------------------------------------------------- strategies
    "strategy-binary": Case(lambda t, w: _apply(t, w, _write(t / "s.json", bytes(range(256)) * 4)), "{tmp}/s.json"),
    "strategy-nul-bytes": Case(lambda t, w: _apply(t, w, _write(t / "s.json", b"\x00" * 64)), "{tmp}/s.json"),
    "strategy-nested-json": Case(lambda t, w: _apply(t, w, _write(t / "s.json", _nest(100000))), "{tmp}/s.json"),
    "strategy-is-a-folder": Case(lambda t, w: _apply(t, w, t), "{tmp}"),
    "strategy-origin-other-model": Case(lambda t, w: _strategy(t, w, _set("origin.model", "bert")), "{tmp}/s.json",
                                        extra=("bert",)),
    "strategy-origin-model-type": Case(lambda t, w: _strategy(t, w, _set("origin.model", 7)), "{tmp}/s.json",
                                       extra=("origin.model",)),
    "strategy-origin-small-type": Case(lambda t, w: _strategy(t, w, _set("origin.small", "yes")), "{tmp}/s.json",
                                       extra=("origin.small",)),
    "strategy-origin-grouping-type": Case(lambda t, w: _strategy(t, w, _set("origin.grouping", [1])),
                                          "{tmp}/s.json", extra=("origin.grouping",)),
    "strategy-origin-fingerprint-type": Case(lambda t, w: _strategy(t, w, _set("origin.topology_fingerprint", 3)),
                                             "{tmp}/s.json", extra=("origin.topology_fingerprint",)),
    "strategy-origin-list": Case(lambda t, w: _strategy(t, w, _set("origin", [1])), "{tmp}/s.json",
                                 extra=("origin",)),
    "strategy-other-topology": Case(lambda t, w: ["tag", "apply", str(w.model), "--strategy", str(w.strategy),
                                                  "--topology", "testbed", "--out", str(t / "out")],
                                    "strategy.json", extra=("testbed",)),
    "apply-fusion-nan": Case(lambda t, w: _apply(t, w, w.strategy, "--fusion-mib", "nan"), "--fusion-mib"),
    "apply-out-under-a-file": Case(lambda t, w: _apply(t, w, w.strategy)[:-1] + [str(_write(t / "f", "x") / "o")],
                                   "{tmp}/f/o", absent=("f/o",)),
    # -------------------------------------------------------------- program folders
    "program-bad-dtype": Case(lambda t, w: _program(t, w, _set("args.0.dtype", "float33")), "program.json",
                              extra=("args[0].dtype",)),
    "program-negative-shape": Case(lambda t, w: _program(t, w, _set("args.0.shape", [-4, 2])), "program.json",
                                   extra=("args[0].shape",)),
    "program-huge-shape": Case(lambda t, w: _program(t, w, _set("args.0.shape", [1 << 40, 1 << 40])),
                               "program.json", extra=("args[0].shape",)),
    "program-carried-type": Case(lambda t, w: _program(t, w, _set("meta.carried", [1, 2])), "program.json",
                                 extra=("meta.carried",)),
    "program-carried-range": Case(lambda t, w: _program(t, w, _set("meta.carried", {"0": 999})), "program.json",
                                  extra=("meta.carried",)),
    "program-index-bound-zero": Case(lambda t, w: _program(t, w, _set("meta.index_bounds", {"0": 0})), "program.json",
                                     extra=("meta.index_bounds.0",)),
    "program-index-bound-key": Case(lambda t, w: _program(t, w, _set("meta.index_bounds", {"x": 2})), "program.json",
                                    extra=("meta.index_bounds.x",)),
    "program-feed-axis-of-a-scalar": Case(lambda t, w: _program(t, w, _set("args.4.shape", [])), "program.json",
                                          extra=("feeds[",)),
    "program-no-outputs": Case(lambda t, w: _program(t, w, _set("outputs", [])), "program.json", extra=("outputs",)),
    "program-duplicate-devices": Case(lambda t, w: _program(t, w, lambda d: d.__setitem__("devices", d["devices"] * 2)),
                                      "program.json", extra=("devices",)),
    "program-piece-outside": Case(lambda t, w: _program(t, w, _set("pieces.0", "../../../secret")), "program.json"),
    "program-nested-json": Case(lambda t, w: [*_program(t, w, lambda d: None, "simulate")[:2], str(_write(
        t / "prog" / "program.json", _nest(100000)).parent)], "program.json"),
    "run-program-nested-json": Case(lambda t, w: [*_program(t, w, lambda d: None)[:2], str(_write(
        t / "prog" / "program.json", _nest(100000)).parent)], "program.json"),
    "simulate-json-under-a-file": Case(lambda t, w: ["tag", "simulate", str(w.program), "--json",
                                                     str(_write(t / "f", "x") / "r.json")], "{tmp}/f/r.json"),
    "simulate-bad-dtype": Case(lambda t, w: _program(t, w, _set("args.0.dtype", "float33"), "simulate"),
                               "program.json", extra=("args[0].dtype",)),
    # -------------------------------------------------------------- session 34's sweep
    # a custom_call into a host callback (jax.pure_callback) in a piece or a compared module: XLA
    # looked the callback up by the module's index in a table a file-loaded module lacks (SIGSEGV)
    "run-piece-host-callback": Case(_callback_piece, "xla_ffi_python_cpu_callback", subprocess=True,
                                    extra=("callback",)),
    "compare-host-callback": Case(lambda t, w: ["tag", "compare", str(_write(t / "a.mlir", GOOD)), str(_write(
        t / "b.mlir", GOOD.replace("  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>\n", HOST_CALLBACK.format(
            v="arg0", t="tensor<4xf32>").replace("%cb", "%0"))))], "{tmp}/b.mlir:2:", subprocess=True),
    # outputs the file system refuses were an internal error (OSError), a FIFO nobody reads a hang
    "opt-out-unwritable": Case(lambda t, w: _opt(t, GOOD)[:-1] + ["/proc/tag-hostile-out.mlir"],
                               "/proc/tag-hostile-out.mlir", absent=()),
    "simulate-json-unwritable": Case(lambda t, w: ["tag", "simulate", str(w.program), "--json",
                                                   "/proc/tag-hostile-out.json"], "/proc/tag-hostile-out.json"),
    "opt-out-full-device": Case(lambda t, w: _opt(t, GOOD)[:-1] + [str((t / "full").symlink_to("/dev/full") or t / "full")],
                                "{tmp}/full", absent=(), extra=("No space left",)),
    "opt-out-fifo-without-reader": Case(lambda t, w: _opt(t, GOOD)[:-1] + [str(_fifo(t, "fifo"))], "{tmp}/fifo",
                                        absent=()),
    # input FIFOs without a writer blocked `open` for ever
    "strategy-fifo": Case(lambda t, w: _apply(t, w, _fifo(t, "s.json")), "{tmp}/s.json"),
    "plan-model-fifo": Case(lambda t, w: _plan(t, w, model=str(_fifo(t, "in.mlir"))), "{tmp}/in.mlir"),
    # numbers out of range: a search without end, internal errors out of pymetis and MLIR
    "plan-budget-nan": Case(lambda t, w: ["tag", "plan", str(w.model), "--topology", str(w.topology), "--budget-seconds",
                                          "nan", "--groups", "2", "--baselines", "dp", "--out", str(t / "out")],
                            "--budget-seconds"),
    "plan-seed-2^63": Case(lambda t, w: _plan(t, w, "--seed", str(1 << 63)), "--seed"),
    "apply-seed-2^63": Case(lambda t, w: _apply(t, w, w.strategy, "--seed", str(1 << 63)), "--seed"),
    "strategy-origin-seed-2^63": Case(lambda t, w: _strategy(t, w, _set("origin.seed", 1 << 63)), "{tmp}/s.json",
                                      extra=("origin.seed",)),
    "strategy-fusion-bytes-2^63": Case(lambda t, w: _strategy(t, w, _set("fusion_bytes", 1 << 63)), "{tmp}/s.json",
                                       extra=("fusion_bytes",)),
    "run-seed-negative": Case(lambda t, w: ["tag", "run", str(w.program), "--seed", "-1"], "--seed"),
    # CPU device counts: -1 an internal error in XLA's backend, 100000 minutes of start-up
    "run-devices-negative": Case(lambda t, w: ["tag", "run", str(w.program), "--devices", "-1"], "--devices"),
    "compare-devices-100000": Case(lambda t, w: ["tag", "compare", str(_write(t / "a.mlir", GOOD)), str(t / "a.mlir"),
                                                 "--devices", "100000"], "--devices"),
    # a training step returning a tuple: an internal error in the lowering after the whole search
    "plan-tuple-result": Case(lambda t, w: _plan(t, w, "--batch", "4", model=str(_write(t / "in.mlir", GOOD.replace(
        "-> tensor<4xf32> {", "-> tuple<tensor<4xf32>> {").replace(
        "  return %0 : tensor<4xf32>", "  %1 = stablehlo.tuple %0 : tuple<tensor<4xf32>>\n  return %1 : tuple<tensor<4xf32>>")))),
        "{tmp}/in.mlir:3:", extra=("tuple",)),
    # a program folder is read from inside it: links out of it were followed
    "program-pieces-folder-linked": Case(lambda t, w: _linked(t, w, "pieces"), "program.json", extra=("symbolic link",)),
    "program-json-linked": Case(lambda t, w: _linked(t, w, "program.json"), "{tmp}/prog/program.json",
                                extra=("symbolic link",)),
    "run-program-json-linked": Case(lambda t, w: _linked(t, w, "program.json", "run"), "{tmp}/prog/program.json",
                                    extra=("symbolic link",)),
    "simulate-topology-linked": Case(lambda t, w: _linked(t, w, "topology.yaml"), "{tmp}/prog/topology.yaml",
                                     extra=("symbolic link",)),
    "simulate-step-linked": Case(lambda t, w: _linked(t, w, "step.mlir"), "{tmp}/prog/step.mlir",
                                 extra=("symbolic link",)),
    "run-check-step-linked": Case(lambda t, w: _linked(t, w, "step.mlir", "run"), "{tmp}/prog/step.mlir",
                                  extra=("symbolic link",)),
    "simulate-meta-topology-path": Case(_meta_topology_path, "{tmp}/prog", extra=("built-in",)),
    # a repeated key: json keeps the last, so a reader of the file saw other groups than were applied
    "strategy-duplicate-key": Case(lambda t, w: _apply(t, w, _write(t / "s.json", w.strategy.read_text().replace(
        '"groups":', '"groups": [],\n "groups":', 1))), "{tmp}/s.json", extra=('"groups"',)),
    "program-duplicate-key": Case(lambda t, w: [*_program(t, w, lambda d: None, "simulate")[:2], str(_write(
        t / "prog" / "program.json", (w.program / "program.json").read_text().replace('"devices":', '"devices": [0],\n "devices":', 1)).parent)],
        "program.json", extra=('"devices"',)),
    # shapes program.json contradicts are found when the pieces run: the error named no file
    "run-feed-rows-short": Case(lambda t, w: _program(t, w, _set("feeds.0.stop", 2)), "{tmp}/prog/program.json",
                                extra=("but the piece expects",)),
    # an output folder is replaced as a whole: `tag apply/compile --out DIR` deleted every file in DIR
    # (`--out .` the model beside it; tag plan already refused such a folder)
    "apply-out-holds-other-files": Case(lambda t, w: _apply(t, w, w.strategy)[:-1] + [str(_write(
        t / "mine" / "thesis.txt", "mine").parent)], "{tmp}/mine", extra=("thesis.txt",), absent=()),
    "compile-out-is-the-program": Case(lambda t, w: [*_program(t, w, lambda d: None, "compile"), "--target", "vulkan",
                                                     "--out", str(t / "prog")], "{tmp}/prog", extra=("program.json",),
                                       absent=()),
    # an output that is the program's own file destroyed the program being read
    "simulate-json-onto-program-json": Case(lambda t, w: [*_program(t, w, lambda d: None, "simulate"), "--json",
                                                          str(t / "prog" / "program.json")], "--json",
                                            extra=("program.json",), absent=()),
    "run-save-onto-program-json": Case(lambda t, w: [*_program(t, w, lambda d: None), "--save",
                                                     str(t / "prog" / "program.json")], "--save",
                                       extra=("program.json",), absent=()),
}


def _limit_memory() -> None:
    """A child may use at most 6 GB: a regression that expands an input without bound fails here
    instead of taking the machine down."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (6 << 30, 6 << 30))


class _Hang(BaseException):
    """Raised by the alarm of an in-process case: no `except Exception` (or OSError) can take it."""


def _invoke(argv: list[str], sub: bool, capsys) -> tuple[int, str]:
    if sub:
        env = dict(os.environ, XLA_FLAGS="--xla_force_host_platform_device_count=8")
        try:
            proc = subprocess.run([str(BIN / argv[0]), *argv[1:]], capture_output=True, text=True, env=env,
                                  timeout=120, preexec_fn=_limit_memory)
        except subprocess.TimeoutExpired:
            pytest.fail("hung (no exit within 120 s)")
        return proc.returncode, proc.stderr
    capsys.readouterr()
    if argv[0] == "tag-opt":
        from tag.opt import main
    else:
        from tag.cli import main

    def too_long(signum, frame):
        # not TimeoutError: that is an OSError, which `read_input` turned into a clean "cannot read"
        # error, so a FIFO that blocked `open` for ever passed as one
        raise _Hang("no answer within 30 s: the input made the work unbounded")

    previous = signal.signal(signal.SIGALRM, too_long)     # a hang fails the case instead of the run
    signal.alarm(30)
    try:
        code = main(argv[1:])
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    return code, capsys.readouterr().err


@pytest.mark.parametrize("name", [pytest.param(k, marks=pytest.mark.xfail(reason=v.xfail)) if v.xfail else k
                                  for k, v in CASES.items()])
def test_hostile_input_is_one_clean_located_error(name, world, tmp_path, capsys, monkeypatch):
    case = CASES[name]
    tmp = tmp_path / "case"
    tmp.mkdir()
    monkeypatch.chdir(tmp)
    argv = case.make(tmp, world)
    code, err = _invoke(argv, case.subprocess, capsys)
    assert code == 1, err[-2000:]
    assert "Traceback" not in err and "internal error" not in err, err[-2000:]
    lines = [line for line in err.strip().splitlines() if "error" in line]     # tag plan's status lines aside
    assert len(lines) == 1 and err.strip().splitlines()[-1] == lines[0], err[-2000:]
    assert case.names.replace("{tmp}", str(tmp)) in lines[0], lines[0]
    for needle in case.extra:
        assert needle in lines[0], lines[0]
    for rel in case.absent:
        assert not (tmp / rel).exists(), f"{rel} was written"
    assert not [p for p in tmp.rglob(".*") if p.name.startswith((".tag-plan-", ".out.", ".o."))], "staging left behind"


def test_devices_and_streams_are_written_not_replaced(tmp_path):
    """`-o` naming a device or a link to one (`/dev/full`, `/dev/stdout`) writes to it as `>` does:
    renaming a temporary over it replaced the device node itself (as root: /dev/null and /dev/full
    became regular files; `tag run --save /dev/full` exited 0)."""
    from tag.core.atomic import write_atomically
    from tag.dialects.diagnostics import TagError

    full = tmp_path / "full"
    full.symlink_to("/dev/full")
    with pytest.raises(TagError, match="No space left"):
        write_atomically(full, "x")
    assert full.is_symlink() and os.readlink(full) == "/dev/full"
    null = tmp_path / "null"
    null.symlink_to("/dev/null")
    write_atomically(null, "x")
    assert null.is_symlink()
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(TagError, match=str(fifo)):          # nobody reads it: an error, not a hang
        write_atomically(fifo, "x")
    import stat
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo", "full", "null"]     # no temporaries


def test_a_stream_link_is_written_in_place(tmp_path):
    """`-o /dev/stdout` with stdout redirected to a file appends to that stream (the link stays)."""
    src = tmp_path / "in.mlir"
    src.write_text(GOOD)
    link = tmp_path / "stdout"
    link.symlink_to("/proc/self/fd/1")
    env = dict(os.environ, XLA_FLAGS="--xla_force_host_platform_device_count=8")
    with open(tmp_path / "captured", "w") as out:
        out.write("first\n")
        out.flush()
        proc = subprocess.run([str(BIN / "tag-opt"), str(src), "-o", str(link)], stdout=out, stderr=subprocess.PIPE,
                              text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert link.is_symlink()
    text = (tmp_path / "captured").read_text()
    assert text.startswith("first\n") and "stablehlo.add" in text


def test_a_process_substitution_is_still_read(world, tmp_path):
    """Inputs are opened without blocking (a FIFO with no writer reads as empty instead of hanging),
    yet a pipe whose writer is slow, as `<(...)` gives, is still read whole."""
    code = ("import sys; from tag.dialects.inputs import read_input; "
            "sys.stdout.write(str(len(read_input(sys.argv[1], 'strategy file', 1 << 20))))")
    proc = subprocess.run(["bash", "-c", f'"{sys.executable}" -c "{code}" <(sleep 0.5; cat "{world.strategy}")'],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == str(len(world.strategy.read_bytes()))


def test_an_output_folder_with_other_files_is_left_alone(world, tmp_path, capsys):
    """`tag apply --out DIR` refuses a folder holding files it did not write, and they survive; a
    folder it wrote itself is replaced as before."""
    from tag.cli import main

    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "thesis.txt").write_text("mine")
    shutil.copy(world.model, mine / "mlp.mlir")
    argv = ["apply", str(mine / "mlp.mlir"), "--strategy", str(world.strategy), "--topology", str(world.topology)]
    assert main([*argv, "--out", str(mine)]) == 1
    assert sorted(p.name for p in mine.iterdir()) == ["mlp.mlir", "thesis.txt"]
    capsys.readouterr()
    assert main([*argv, "--out", str(tmp_path / "dist")]) == 0
    assert main([*argv, "--out", str(tmp_path / "dist")]) == 0          # its own folder: replaced
    assert (tmp_path / "dist" / "program.json").is_file()
