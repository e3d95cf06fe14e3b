"""Layering: the package imports form the layers declared in pyproject.toml ([tool.importlinter],
checked by import-linter), no package reaches into another's private names, and every module
imports (import-linter ignores what it cannot resolve, so a broken import would pass unseen)."""
from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import grimp

import tag

ROOT = Path(__file__).resolve().parents[1]
SUBPACKAGES = ("dialects", "core", "analysis", "transforms", "distribute", "runtime", "planner", "bench", "models")


def test_import_linter_contracts_are_kept():
    lint = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run([str(lint), "--config", str(ROOT / "pyproject.toml")], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "broken" in done.stdout and "0 broken" in done.stdout


def _package(module: str) -> str:
    """`tag.core.model` → `tag.core`; the top-level modules (`tag.cli`, `tag._cli_common`) are `tag`."""
    parts = module.split(".")
    return ".".join(parts[:2]) if len(parts) > 1 and parts[1] in SUBPACKAGES else "tag"


def _imported_names(line: str) -> list[str]:
    """The names an import line takes (`from m import a, b as c` → a, b; `import m` → m)."""
    body = line.split(" import ", 1)[-1] if line.lstrip().startswith("from ") else line.split("import", 1)[-1]
    body = body.replace("(", " ").replace(")", " ")
    return [part.split()[0] for part in body.split(",") if part.split()]


def test_no_private_names_across_packages():
    graph = grimp.build_graph("tag")
    offenders = []
    for importer in sorted(graph.modules):
        for imported in sorted(graph.find_modules_directly_imported_by(importer)):
            if _package(importer) == _package(imported):
                continue
            for detail in graph.get_import_details(importer=importer, imported=imported):
                names = [n for n in _imported_names(detail["line_contents"]) if n.split(".")[-1].startswith("_")]
                private_module = any(part.startswith("_") for part in imported.split(".")[1:])
                if names or private_module:
                    offenders.append(f"{importer}:{detail['line_number']}: {detail['line_contents']}")
    assert not offenders, "\n".join(offenders)


def test_every_module_imports():
    failures = []
    for info in pkgutil.walk_packages(tag.__path__, "tag."):
        try:
            importlib.import_module(info.name)
        except Exception as exc:  # noqa: BLE001 - report every failure, not just the first
            failures.append(f"{info.name}: {type(exc).__name__}: {exc}")
    assert not failures, "\n".join(failures)
