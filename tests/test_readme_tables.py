"""Every benchmark table in README.md and docs/ is printed verbatim by a `tag bench ... --markdown`
command, and stays in that format.

Each table sits between `<!-- begin: COMMAND -->` and `<!-- end: COMMAND -->`, where COMMAND prints
exactly the text between the markers. This file parses each block with its own parser (independent
of the renderer: header, columns, row structure, every number), rebuilds the benchmark's `--json`
payload from the parsed values and checks that the renderer (`format_markdown`, the same function
`--markdown` and `--from-json FILE --markdown` use) gives back the block byte for byte. It also checks
that the printed targets agree with the rows, and that no benchmark table is left outside a marker.
"""
from __future__ import annotations

import json
import math
import re
import shlex
from decimal import Decimal
from pathlib import Path

import pytest

from tag.bench import overlap as bench_overlap
from tag.bench import plan as bench_plan
from tag.planner.baselines import BASELINES

ROOT = Path(__file__).resolve().parents[1]
MARKED = re.compile(r"^<!-- begin: (?P<cmd>tag bench [^\n]*?) -->\n(?P<body>.*?)\n<!-- end: (?P=cmd) -->$",
                    re.S | re.M)
# (file, command) of every table a command prints; a new one must be added here and in `_check`.
EXPECTED = {
    ("README.md", "tag bench plan --markdown"),
    ("README.md", "tag bench overlap --layers gpt-175b --markdown"),
    ("docs/bench-overlap.md", "tag bench overlap --markdown"),
}


def _blocks(name: str) -> list[tuple[str, str]]:
    """(command, text the command prints) for every marked block of ROOT/name."""
    return [(m["cmd"], m["body"].strip("\n")) for m in MARKED.finditer((ROOT / name).read_text())]


def _block(name: str, command: str) -> str:
    found = [body for cmd, body in _blocks(name) if cmd == command]
    assert len(found) == 1, f"{name}: expected one block marked `{command}`, found {len(found)}"
    return found[0]


def _options(command: str) -> dict[str, str | bool]:
    """`--key value` / `--flag` pairs of a marker's command."""
    words = shlex.split(command)[3:]
    out: dict[str, str | bool] = {}
    i = 0
    while i < len(words):
        assert words[i].startswith("--"), command
        if i + 1 < len(words) and not words[i + 1].startswith("--"):
            out[words[i][2:]] = words[i + 1]
            i += 2
        else:
            out[words[i][2:]] = True
            i += 1
    return out


def _seconds(ms_text: str) -> float:
    return float(Decimal(ms_text) / 1000)


# ------------------------------------------------------------------------------------- tag bench plan
PLAN_MS = re.compile(r"^(?P<num>\d+(?:\.\d+)?)(?P<oom> \(OOM\))?$")
PLAN_X = re.compile(r"^(?P<num>\d+\.\d\d)x(?P<oom> \(OOM\))?$")
PLAN_CHECK = re.compile(r"^- (?P<target>.+): (?P<verdict>met|NOT met|not measured) \((?P<detail>.*)\)$")


def parse_plan_markdown(text: str) -> dict:
    """The `--json` payload (the fields `format_markdown` reads) of a `tag bench plan --markdown`
    block: a Markdown table, a blank line, the targets as a list."""
    table, _, targets = text.partition("\n\n")
    lines = table.split("\n")
    cells = [[c.strip() for c in line.strip().removeprefix("|").removesuffix("|").split("|")] for line in lines]
    for line in lines:
        assert line.startswith("| ") and line.endswith(" |"), line
    head = cells[0]
    names = head[5:-1]
    assert head[:5] == ["model", "topology", "DP-NCCL ms", "TAG ms", "TAG"] and head[-1] == "search s", head
    assert names == [n for n in BASELINES if n != "dp-nccl"], names
    assert cells[1] == ["---", "---"] + ["---:"] * (len(head) - 2), lines[1]
    rows = []
    for line, row in zip(lines[2:], cells[2:]):
        assert len(row) == len(head), line
        model, topology, dp, tag_ms, tag_x, *xs, search = row
        assert model in bench_plan.MODELS and topology in bench_plan.TOPOLOGIES, line
        dp_m, tag_m, tag_xm = PLAN_MS.match(dp), PLAN_MS.match(tag_ms), PLAN_X.match(tag_x)
        assert dp_m and tag_m and tag_xm and not tag_xm["oom"], line
        assert re.fullmatch(r"\d+\.\d", search), line
        baselines = {"dp-nccl": {"step_time_s": _seconds(dp_m["num"]), "feasible": not dp_m["oom"], "speedup": 1.0}}
        for name, x in zip(names, xs):
            m = PLAN_X.match(x)
            assert m, f"{name}: {x!r} in {line}"
            baselines[name] = {"speedup": float(m["num"]), "feasible": not m["oom"]}
        rows.append({"model": model, "topology": topology, "tag_step_s": _seconds(tag_m["num"]),
                     "tag_feasible": not tag_m["oom"], "tag_speedup": float(tag_xm["num"]),
                     "tag_search_s": float(search), "baselines": baselines})
    verdict = {v: k for k, v in bench_plan.MARKDOWN_VERDICT.items()}
    checks = []
    for line in targets.split("\n"):
        m = PLAN_CHECK.match(line)
        assert m, line
        checks.append({"target": m["target"], "met": verdict[m["verdict"]], "detail": m["detail"]})
    return {"rows": rows, "checks": checks}


def _check_plan(text: str) -> None:
    payload = parse_plan_markdown(text)
    assert bench_plan.format_markdown(payload) == text                      # round trip
    rows = payload["rows"]
    assert sorted((r["model"], r["topology"]) for r in rows) == sorted(
        (m, t) for m in bench_plan.MODELS for t in bench_plan.TOPOLOGIES)
    checks = {c["target"]: c for c in payload["checks"]}
    assert list(checks) == [desc for desc, _, _ in bench_plan.checks([])]   # the targets the bench prints
    # the printed targets agree with the rows (as far as two-decimal speed-ups tell)
    beats, geo, cloud = checks.values()
    assert beats["met"] == all(r["tag_feasible"] and all(not b["feasible"] or r["tag_speedup"] >= b["speedup"]
                                                         for b in r["baselines"].values()) for r in rows)
    testbed = [r["tag_speedup"] for r in rows if r["topology"] == "testbed"]
    g = math.exp(sum(map(math.log, testbed)) / len(testbed))
    m = re.fullmatch(r"(\d+\.\d\d)x over (\d+) models", geo["detail"])
    assert m and abs(float(m[1]) - g) <= 0.006 and int(m[2]) == len(testbed), (geo, g)
    assert geo["met"] == (float(m[1]) >= bench_plan.TARGET_GEOMEAN_TESTBED)
    slowest = max(r["tag_search_s"] for r in rows if r["topology"] == "cloud")
    assert cloud["detail"] == f"slowest {slowest:.1f} s over {len(testbed)} models"
    assert cloud["met"] == (slowest <= bench_plan.TARGET_CLOUD_SECONDS)


# ---------------------------------------------------------------------------------- tag bench overlap
OVERLAP_ROW = re.compile(r"^(?P<layer>\S+) +(?P<preset>\S+) +(?P<variant>\S+) +(?P<step>\d+\.\d{3}) +"
                         r"(?P<speedup>\d+\.\d\d)x +(?P<exposed>\d+\.\d{3}) +(?P<ratio>\d+\.\d\d) +"
                         r"(?P<wall>\d+\.\d\dx|-)$")


def parse_overlap_markdown(text: str) -> dict:
    """The `--json` payload (rows only) of a `tag bench overlap --markdown` block: a fixed-width
    table in a fenced block."""
    lines = text.split("\n")
    assert lines[0] == "```" and lines[-1] == "```", "not a fenced block"
    head, rule, *body = lines[1:-1]
    assert head.split() == ["layer", "hardware", "variant", "step", "ms", "speedup", "exposed", "ms",
                            "exp/orig", "cpu", "wall"], head
    assert rule == "-" * len(head), rule
    rows = []
    for line in body:
        m = OVERLAP_ROW.match(line)
        assert m, line
        assert m["preset"] in bench_overlap.PRESETS and m["variant"] in bench_overlap.variants("tpu-v4"), line
        rows.append({"layer": m["layer"], "preset": m["preset"], "variant": m["variant"],
                     "step_time_s": _seconds(m["step"]), "exposed_comm_s": _seconds(m["exposed"]),
                     "speedup": float(m["speedup"]), "exposed_ratio": float(m["ratio"]),
                     "cpu_wall_ratio": None if m["wall"] == "-" else float(m["wall"][:-1])})
    return {"rows": rows}


def _check_overlap(text: str, options: dict) -> None:
    payload = parse_overlap_markdown(text)
    layers = options["layers"].split(",") if "layers" in options else None
    presets = options["hardware"].split(",") if "hardware" in options else None
    assert bench_overlap.format_markdown(payload, layers=layers, presets=presets) == text     # round trip
    rows = payload["rows"]
    want_layers = layers or [s.name for s in bench_overlap.GPT_LAYERS]
    want = [(layer, p, v) for layer in want_layers for p in presets or bench_overlap.PRESETS
            for v in bench_overlap.variants(p)]
    assert [(r["layer"], r["preset"], r["variant"]) for r in rows] == want
    # ratios agree with the columns they are computed from (both rounded in the table)
    for r in rows:
        orig = next(o for o in rows if (o["layer"], o["preset"], o["variant"]) == (r["layer"], r["preset"], "original"))
        assert abs(r["speedup"] - orig["step_time_s"] / r["step_time_s"]) <= 0.0051, r
        assert abs(r["exposed_ratio"] - r["exposed_comm_s"] / orig["exposed_comm_s"]) <= 0.0051, r
        assert (r["cpu_wall_ratio"] is None) == (r["variant"] == "cost-gated"), r
    assert all(r["speedup"] == 1.0 and r["exposed_ratio"] == 1.0 for r in rows if r["variant"] == "original")


# ------------------------------------------------------------------------------------------- tests
def test_every_marked_table_is_expected():
    found = {(name, cmd) for name in ("README.md", *(f"docs/{p.name}" for p in (ROOT / "docs").glob("*.md")))
             for cmd, _ in _blocks(name)}
    assert found == EXPECTED


@pytest.mark.parametrize("name, command", sorted(EXPECTED))
def test_table_parses_and_round_trips(name, command):
    text = _block(name, command)
    options = _options(command)
    assert options.get("markdown") is True
    if command.startswith("tag bench plan"):
        _check_plan(text)
    elif command.startswith("tag bench overlap"):
        _check_overlap(text, options)
    else:  # pragma: no cover - a new kind of table needs its parser here
        pytest.fail(f"no parser for `{command}`")


def test_readme_overlap_rows_are_the_docs_rows():
    """The README's GPT-175B rows are the full table's (one run)."""
    full = parse_overlap_markdown(_block("docs/bench-overlap.md", "tag bench overlap --markdown"))
    part = parse_overlap_markdown(_block("README.md", "tag bench overlap --layers gpt-175b --markdown"))
    assert part["rows"] == [r for r in full["rows"] if r["layer"] == "gpt-175b"]


def test_no_benchmark_table_outside_markers():
    """Fixed-width tables (a rule of dashes) and Markdown tables with step times or speed-ups are
    benchmark output: each must be a marked block."""
    for name in ("README.md", *(f"docs/{p.name}" for p in (ROOT / "docs").glob("*.md"))):
        rest = MARKED.sub("", (ROOT / name).read_text())
        for line in rest.split("\n"):
            assert not re.fullmatch(r"-{20,}", line), f"{name}: unmarked fixed-width table: {line}"
            if line.startswith("|"):
                assert not re.search(r"\b(ms|speed-?up|search s)\b|\d\.\d\dx", line), f"{name}: unmarked table: {line}"


def test_from_json_re_renders_the_blocks(tmp_path, capsys):
    """`tag bench plan|overlap --from-json FILE --markdown` prints the block again from a JSON file
    (here the payload parsed from the block; plan rows get the fields `--json` writes)."""
    text = _block("README.md", "tag bench plan --markdown")
    payload = parse_plan_markdown(text)
    for r in payload["rows"]:           # complete the rows as `--json` writes them
        dp = r["baselines"]["dp-nccl"]["step_time_s"]
        r.update(groups=60, devices=16 if r["topology"] == "testbed" else 32, tag_iterations=1000, prepare_s=0.0)
        for b in r["baselines"].values():
            b.setdefault("step_time_s", dp / b["speedup"])
            b.setdefault("seconds", 0.0)
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(payload))
    assert bench_plan.main(["--from-json", str(path), "--markdown"]) == 0
    assert capsys.readouterr().out == text + "\n"

    text = _block("README.md", "tag bench overlap --layers gpt-175b --markdown")
    full = parse_overlap_markdown(_block("docs/bench-overlap.md", "tag bench overlap --markdown"))
    path = tmp_path / "overlap.json"
    path.write_text(json.dumps({"model_parallel": 8, **full, "notes": []}))
    assert bench_overlap.main(["--from-json", str(path), "--layers", "gpt-175b", "--markdown"]) == 0
    assert capsys.readouterr().out == text + "\n"


def test_from_json_errors_name_the_file(tmp_path):
    from tag.dialects.diagnostics import TagError

    bad = tmp_path / "bad.json"
    bad.write_text('{"rows": [}')
    with pytest.raises(TagError, match=rf"^{re.escape(str(bad))}:1:\d+: error: invalid JSON"):
        bench_plan.main(["--from-json", str(bad), "--markdown"])
    bad.write_text('{"rows": [{"model": "m", "colour": 1}]}')
    with pytest.raises(TagError, match=r"rows\[0\]: not a plan row \(unknown keys colour\)"):
        bench_plan.main(["--from-json", str(bad)])
    listed = tmp_path / "list.json"
    listed.write_text("[]")
    with pytest.raises(TagError, match=rf"^{re.escape(str(listed))}: error: not a `tag bench overlap --json` file"):
        bench_overlap.main(["--from-json", str(listed), "--markdown"])
    with pytest.raises(TagError, match=r"error: cannot read"):
        bench_overlap.main(["--from-json", str(tmp_path / "missing.json")])


def test_plan_markdown_says_not_met_without_baselines(tmp_path, capsys):
    """A row without baselines never meets "TAG >= every baseline", also when re-rendering an old
    JSON file that recorded the target as met."""
    row = bench_plan.PlanRow("toy", "testbed", 60, 16, 0.1, True, 1.0, 10, 1.0, baselines={})
    assert not row.tag_beats_all
    payload = bench_plan.to_json([row], batch_size=64, small=False, seed=0)
    assert payload["checks"][0]["met"] is False
    md = bench_plan.format_markdown(payload)
    assert "- TAG >= every baseline on every row: NOT met (not on toy/testbed (no baselines))" in md.split("\n")
    assert "| toy | testbed | - | 100.0 | 1.00x | 1.0 |" in md.split("\n")
    payload["checks"][0]["met"] = True                  # a stale file
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(payload))
    assert bench_plan.main(["--from-json", str(path), "--markdown"]) == 0
    assert "TAG >= every baseline on every row: NOT met" in capsys.readouterr().out
