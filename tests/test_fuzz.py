"""Fuzzing the inputs TAG reads (issue 12): MLIR text, tag-opt pass pipelines, topologies, strategy
files and program folders, generated with hypothesis.

Every input runs in a child process (`_Child`: one long-lived server running the CLIs and loaders
in-process) so a native crash or a hang is observed and counted instead of killing pytest. Each
outcome is one of: accepted (exit 0), clean error (a TagError: exit 1, one `error:` line naming the
input), internal error (exit 2, an exception that is not a TagError), crash (the child died: a
signal, or a traceback printed), hang (no answer within `HANG_SECONDS`). The default run tries a
few examples of each kind (~20 s); `-m slow` tries many and prints the counts.
"""
from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import textwrap
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from test_hostile_inputs import GOOD, World, world  # noqa: F401  (the `world` fixture: a plan and a program)

HANG_SECONDS = 60.0
FAST = settings(max_examples=20, deadline=None, derandomize=True, database=None,
                suppress_health_check=list(HealthCheck))
SLOW = settings(max_examples=400, deadline=None, database=None, suppress_health_check=list(HealthCheck))
OUTCOMES = ("accepted", "clean error", "internal error", "crash", "hang")

# the child: answers one JSON request per line with {"code", "err"}
_SERVER = textwrap.dedent("""
    import contextlib, importlib, io, json, sys, traceback
    out = sys.stdout
    sys.stdout = io.StringIO()
    for line in sys.stdin:
        req = json.loads(line)
        err = io.StringIO()
        code = 0
        with contextlib.redirect_stderr(err):
            try:
                if req["kind"] == "cli":
                    mod = importlib.import_module("tag.opt" if req["tool"] == "tag-opt" else "tag.cli")
                    code = mod.main(req["argv"])
                else:
                    mod_name, fn = req["fn"].split(":")
                    getattr(importlib.import_module(mod_name), fn)(*req["args"])
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else 2
            except BaseException as exc:
                from tag.dialects.diagnostics import TagError
                if isinstance(exc, TagError):
                    code, text = 1, str(exc)
                    print(text, file=sys.stderr)
                else:
                    code = 2
                    traceback.print_exc()
        sys.stdout = io.StringIO()
        out.write(json.dumps({"code": code, "err": err.getvalue()[-4000:]}) + "\\n")
        out.flush()
""")


class _Child:
    """A server process running requests one at a time; restarted after a crash or a hang."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen | None = None
        self.counts: Counter[str] = Counter()
        self.bad: list[tuple[str, Any, str]] = []

    def _start(self) -> subprocess.Popen:
        env = dict(os.environ, XLA_FLAGS="--xla_force_host_platform_device_count=8", JAX_PLATFORMS="cpu")
        env["PYTHONPATH"] = os.pathsep.join([str(Path(__file__).parent), env.get("PYTHONPATH", "")])
        return subprocess.Popen([sys.executable, "-c", _SERVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, env=env)

    def close(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None

    def run(self, request: dict[str, Any], names: str | None = None) -> str:
        """The outcome of one request; `names`: what a clean error line must mention (the input)."""
        if self.proc is None or self.proc.poll() is not None:
            self.proc = self._start()
        proc = self.proc
        proc.stdin.write(json.dumps(request) + "\n")
        proc.stdin.flush()
        ready, _, _ = select.select([proc.stdout], [], [], HANG_SECONDS)
        if not ready:
            outcome, err = "hang", ""
            self.close()
        else:
            line = proc.stdout.readline()
            if not line:                                           # died: a native crash
                proc.wait()
                outcome, err = "crash", f"signal {-proc.returncode}" if proc.returncode < 0 else "exited"
                self.proc = None
            else:
                answer = json.loads(line)
                err = answer["err"]
                code = answer["code"]
                if "Traceback" in err:
                    outcome = "crash" if code != 2 else "internal error"
                elif code == 0:
                    outcome = "accepted"
                elif code == 1:
                    lines = [x for x in err.strip().splitlines() if "error" in x]
                    located = bool(lines) and (names is None or names in lines[-1])
                    outcome = "clean error" if located else "internal error"
                else:
                    outcome = "internal error"
        self.counts[outcome] += 1
        if outcome not in ("accepted", "clean error"):
            self.bad.append((outcome, request, err[-1500:]))
        return outcome


@pytest.fixture(scope="module")
def child():
    c = _Child()
    yield c
    c.close()
    if sum(c.counts.values()):
        print(f"\nfuzz: {sum(c.counts.values())} inputs tried: " + ", ".join(f"{c.counts[o]} {o}" for o in OUTCOMES))


def _expect_clean(child: _Child, outcome: str) -> None:
    assert outcome in ("accepted", "clean error"), child.bad[-1]


# --------------------------------------------------------------------------------------- generators
MLIR_TOKENS = ["module", "{", "}", "(", ")", "[", "]", "<", ">", "->", ":", "=", ",", "%0", "%arg0", "@main",
               "func.func", "return", "stablehlo.add", "stablehlo.constant", "dense<1.0>", "tensor<4xf32>",
               "tensor<?xf32>", "tuple<", "\"s\"", "#sdy.sharding<@mesh, [{}]>", "sdy.mesh", "attributes",
               "loc(", "0x7fffffff", "-1", "1e400", "^bb0", "\n", "//", "\\", "\x00", "\u00b2", "!", "#", "%"]


def _splice(base: str, edits: list[tuple[int, int, str]]) -> str:
    for pos, cut, text in edits:
        pos %= len(base) + 1
        base = base[:pos] + text + base[pos + cut:]
    return base


mlir_texts = st.one_of(
    st.lists(st.sampled_from(MLIR_TOKENS), max_size=80).map(" ".join),
    st.builds(_splice, st.just(GOOD), st.lists(st.tuples(st.integers(0, 400), st.integers(0, 30),
                                                        st.sampled_from(MLIR_TOKENS) | st.text(max_size=8)),
                                              min_size=1, max_size=4)),
    st.builds(lambda pair, n, body: pair[0] * n + body + pair[1] * n,
              st.sampled_from([("[", "]"), ("{", "}"), ("(", ")"), ("<", ">"), ("module {\n", "}\n"), ("tuple<", ">")]),
              st.integers(0, 30000), st.sampled_from(["", "1", "\"x\"", "tensor<f32>"])),
    st.builds(lambda o, c, n: "module attributes {tag.x = " + o * n + c * n + "} {}\n",
              st.sampled_from(["[", "{", "("]), st.sampled_from(["]", "}", ")"]), st.integers(0, 30000)),
)

TAG_PASSES = ["tag-partition", "tag-async-collectives", "tag-async-to-sync", "tag-form-reduce-scatter",
              "tag-fusion-friendly", "tag-inline-calls", "tag-looped-collective-einsum", "tag-schedule-overlap",
              "tag-distribute", "canonicalize", "cse", "inline", "symbol-dce"]
OPTIONS = ["unroll", "bidirectional", "gate", "ops", "at", "mode", "max-in-flight", "isolate", "topology",
           "fusion-mib", "margin", "hardware", "x", "", "="]
VALUES = ["1", "2", "0", "-1", "true", "false", "all", "nan", "inf", "1e309", "testbed", "random:\u00b2", "", "{",
          "}", "'a b'", "\"\"", "99999999999999999999", "/etc/passwd"]


def _pipeline(items: list[tuple[str, list[tuple[str, str]], bool]], junk: str) -> str:
    parts = []
    for name, opts, nested in items:
        text = name + ("{" + " ".join(f"{k}={v}" for k, v in opts) + "}" if opts else "")
        parts.append(f"func.func({text})" if nested else text)
    return f"builtin.module({','.join(parts)}){junk}"


def pipelines(passes: list[str]) -> st.SearchStrategy[str]:
    item = st.tuples(st.sampled_from(passes) | st.text(max_size=6),
                     st.lists(st.tuples(st.sampled_from(OPTIONS), st.sampled_from(VALUES)), max_size=3), st.booleans())
    return st.builds(_pipeline, st.lists(item, max_size=4), st.sampled_from(["", ")", "(", ",", "{", "}}", " x"]))


scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 10 ** 13), st.floats(allow_nan=True),
                    st.text(max_size=6), st.sampled_from(["V100-32GB", "T4", "a", "b", "GTX1080Ti"]))
machines = st.fixed_dictionaries({}, optional={
    "name": st.sampled_from(["a", "b", ""]) | scalars, "gpu": st.sampled_from(["V100-32GB", "T4", "H100?"]) | scalars,
    "count": st.integers(-1, 5000) | scalars, "intra_gbps": scalars, "nic_gbps": scalars, "extra": scalars})
links = st.fixed_dictionaries({}, optional={"a": st.sampled_from(["a", "b"]) | scalars,
                                            "b": st.sampled_from(["a", "b"]) | scalars, "gbps": scalars})
random_topologies = st.fixed_dictionaries({}, optional={
    "name": scalars, "machines": st.lists(machines | scalars, max_size=4) | scalars,
    "links": st.lists(links | scalars, max_size=3) | scalars, "unknown": scalars})
VALID_TOPOLOGY = {"name": "t", "machines": [{"name": "a", "gpu": "V100-32GB", "count": 2, "nic_gbps": 100},
                                            {"name": "b", "gpu": "T4", "count": 1}],
                  "links": [{"a": "a", "b": "b", "gbps": 25}]}


def _render_topology(data: dict, how: int, edit: tuple[int, int, str]) -> tuple[str, str]:
    import yaml

    if how == 0:
        return "t.json", json.dumps(data, default=str)
    text = yaml.safe_dump(data, default_flow_style=bool(how == 2))
    if how == 3:
        text = _splice(text, [edit])
    return "t.yaml", text


json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                                                 max_size=3), max_leaves=8)


def _paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _paths(v, prefix + (i,))
    return out


def _mutate(data: Any, edits: list[tuple[int, Any, bool]]) -> Any:
    """Replace (or delete) the value at a few paths of `data` (a deep copy)."""
    data = json.loads(json.dumps(data))
    for which, value, delete in edits:
        paths = [p for p in _paths(data) if p]
        if not paths:
            return value
        path = paths[which % len(paths)]
        parent = data
        for k in path[:-1]:
            parent = parent[k]
        if delete:
            del parent[path[-1]]
        else:
            parent[path[-1]] = value
    return data


mutations = st.lists(st.tuples(st.integers(0, 10 ** 6), json_values, st.booleans()), min_size=1, max_size=3)


def topologies() -> st.SearchStrategy[dict]:
    """Random mappings, and a valid topology with a few values replaced or deleted (some stay valid)."""
    return st.one_of(random_topologies, st.builds(_mutate, st.just(VALID_TOPOLOGY),
                                                  st.lists(st.tuples(st.integers(0, 10 ** 6), json_values,
                                                                     st.booleans()), max_size=2)))


topology_files = st.builds(_render_topology, topologies(), st.integers(0, 3),
                           st.tuples(st.integers(0, 300), st.integers(0, 5),
                                     st.sampled_from(["&a ", "*a", "!!python/name:os.system ", "!x ", "[", "{", ":",
                                                      "- ", "\t", "\x00", "? "])))

# ------------------------------------------------------------------------------------------- runs
def _mlir_case(child: _Child, tmp: Path, text: str) -> str:
    src = tmp / "in.mlir"
    src.write_text(text, errors="surrogateescape")
    return child.run({"kind": "cli", "tool": "tag-opt", "argv": [str(src), "--canonicalize", "-o", str(tmp / "o.mlir")]},
                     str(src))


def _pipeline_case(child: _Child, tmp: Path, pipeline: str) -> str:
    src = tmp / "in.mlir"
    src.write_text(GOOD)
    return child.run({"kind": "cli", "tool": "tag-opt",
                      "argv": [str(src), f"--pass-pipeline={pipeline}", "-o", str(tmp / "o.mlir")]})


def _topology_case(child: _Child, tmp: Path, rendered: tuple[str, str]) -> str:
    name, text = rendered
    path = tmp / name
    path.write_text(text)
    return child.run({"kind": "api", "fn": "tag.core.topology:load_topology", "args": [str(path)]}, str(path))


def _strategy_case(child: _Child, tmp: Path, w: World, edits: list) -> str:
    data = _mutate(json.loads(w.strategy.read_text()), edits)
    path = tmp / "s.json"
    path.write_text(json.dumps(data))
    return child.run({"kind": "cli", "tool": "tag", "argv": ["apply", str(w.model), "--strategy", str(path),
                                                             "--topology", str(w.topology), "--out", str(tmp / "out")]},
                     None)


def _program_case(child: _Child, tmp: Path, w: World, edits: list, command: str = "api") -> str:
    import shutil

    folder = tmp / "prog"
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(w.program, folder)
    data = _mutate(json.loads((folder / "program.json").read_text()), edits)
    (folder / "program.json").write_text(json.dumps(data))
    if command == "api":
        return child.run({"kind": "api", "fn": "tag.distribute.program:load_program", "args": [str(folder)]},
                         "program.json")
    return child.run({"kind": "cli", "tool": "tag", "argv": [command, str(folder)]}, None)


@pytest.fixture
def tmp(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


@FAST
@given(text=mlir_texts)
def test_fuzz_mlir_text(child, tmp, text):
    _expect_clean(child, _mlir_case(child, tmp, text))


@FAST
@given(pipeline=pipelines([p for p in TAG_PASSES if p != "tag-partition"]))
def test_fuzz_pipelines(child, tmp, pipeline):
    _expect_clean(child, _pipeline_case(child, tmp, pipeline))


@FAST
@given(rendered=topology_files)
def test_fuzz_topologies(child, tmp, rendered):
    _expect_clean(child, _topology_case(child, tmp, rendered))


@FAST
@given(edits=mutations)
def test_fuzz_strategies(child, tmp, world, edits):  # noqa: F811
    _expect_clean(child, _strategy_case(child, tmp, world, edits))


@FAST
@given(edits=mutations)
def test_fuzz_program_folders(child, tmp, world, edits):  # noqa: F811
    _expect_clean(child, _program_case(child, tmp, world, edits))


@pytest.mark.slow
def test_fuzz_long_run_reports_counts(child, world, tmp_path_factory, capsys):  # noqa: F811
    """Many inputs of every kind through the CLIs; prints inputs tried / clean errors / crashes /
    hangs and fails on any crash, hang or internal error."""
    from tag.transforms.driver import all_pass_names

    import tag.opt  # noqa: F401  (registers the passes)
    import tag.distribute  # noqa: F401

    kinds = {
        "mlir": (mlir_texts, lambda t, x: _mlir_case(child, t, x)),
        "pipeline": (pipelines(sorted(all_pass_names()) + ["tag-distribute"]), lambda t, x: _pipeline_case(child, t, x)),
        "topology": (topology_files, lambda t, x: _topology_case(child, t, x)),
        "strategy": (mutations, lambda t, x: _strategy_case(child, t, world, x)),
        "program": (mutations, lambda t, x: _program_case(child, t, world, x)),
        "program (tag simulate)": (mutations, lambda t, x: _program_case(child, t, world, x, "simulate")),
    }
    per_kind: dict[str, Counter[str]] = {}
    for name, (strategy, run) in kinds.items():
        before = Counter(child.counts)

        @SLOW
        @given(x=strategy)
        def sweep(x):
            run(tmp_path_factory.mktemp("fuzz"), x)  # noqa: B023  (called within this iteration)

        sweep()
        per_kind[name] = Counter(child.counts) - before
    with capsys.disabled():
        print(f"\nfuzz long run: {sum(child.counts.values())} inputs tried: "
              + ", ".join(f"{child.counts[o]} {o}" for o in OUTCOMES))
        for name, c in per_kind.items():
            print(f"  {name:<24} {sum(c.values()):>5} tried: " + ", ".join(f"{c[o]} {o}" for o in OUTCOMES))
        for outcome, request, err in child.bad[:20]:
            print(f"  {outcome}: {json.dumps(request)[:300]}\n    {err.strip().splitlines()[-1] if err.strip() else ''}")
    assert not child.bad, f"{len(child.bad)} inputs crashed, hung or ended in an internal error"
