"""Input limits (`tag.dialects.inputs`) and atomic outputs (`tag.core.atomic`) as units."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tag.core import atomic
from tag.core.atomic import check_output_path, clean_stale, replace_folder, staging_folder, write_atomically
from tag.dialects.context import parse_module
from tag.dialects.diagnostics import TagError
from tag.dialects.inputs import MAX_MLIR_NESTING, check_nesting, load_json_file, nesting_violation, read_input


@pytest.mark.parametrize("text, expected", [
    ("[" * 5 + "]" * 5, None),
    ("[" * 6 + "]" * 6, 5),
    ('"' + "[" * 50 + '"', None),                           # inside a string literal
    ("// " + "{" * 50 + "\n{}", None),                      # inside a comment
    ("(a) -> (b) -> (c) -> " + "(" * 5 + ")" * 5, None),    # arrows are not closers
    (")" * 40 + "<" * 6, 45),                               # stray closers do not hide what follows
    ("a<b<c<d<e<f<g>>>>>>", 11),                            # angle brackets count
])
def test_nesting_is_measured_outside_strings_and_comments(text, expected):
    assert nesting_violation(text, 5) == expected


def test_deep_mlir_is_refused_at_its_line_before_parsing():
    deep = "module {\n" * (MAX_MLIR_NESTING + 1) + "}\n" * (MAX_MLIR_NESTING + 1)
    with pytest.raises(TagError, match="nested more than 1000 levels") as err:
        parse_module(deep, file_name="m.mlir")
    assert str(err.value).startswith(f"m.mlir:{MAX_MLIR_NESTING + 1}:8: error:")
    ok = "module {\n" * (MAX_MLIR_NESTING - 5) + "}\n" * (MAX_MLIR_NESTING - 5)
    assert parse_module(ok) is not None                    # just under the limit parses


def test_size_folder_and_binary_limits(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 101)
    with pytest.raises(TagError, match="larger than"):
        read_input(big, "thing", 100)
    with pytest.raises(TagError, match="folder"):
        read_input(tmp_path, "thing", 100)
    binary = tmp_path / "b.json"
    binary.write_bytes(b'{"a": "\xff"}')
    with pytest.raises(TagError, match=r"b.json:1:8: error: .* not UTF-8"):
        load_json_file(binary, "strategy file")
    with pytest.raises(TagError, match="nested more than 64"):
        check_nesting("[" * 65, "x.json", 64, "file")


def test_output_paths_are_checked_before_work(tmp_path):
    (tmp_path / "file").write_text("x")
    with pytest.raises(TagError, match="empty"):
        check_output_path("", folder=True)
    with pytest.raises(TagError, match="not a folder"):
        check_output_path(tmp_path / "file" / "deeper" / "out", folder=True)
    with pytest.raises(TagError, match="is a folder"):
        check_output_path(tmp_path, folder=False)
    with pytest.raises(TagError, match="exists and is not a folder"):
        check_output_path(tmp_path / "file", folder=True)
    assert check_output_path(tmp_path / "new" / "out", folder=True) == tmp_path / "new" / "out"


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_leftovers_of_dead_writers_are_cleaned_and_live_ones_kept(tmp_path):
    dead, live = _dead_pid(), os.getpid()
    (tmp_path / f".out.tag-{dead}-abcd").mkdir()
    (tmp_path / f".f.txt.tag-{dead}-x.tmp").write_text("half")
    (tmp_path / f".out.tag-{live}-efgh").mkdir()
    (tmp_path / ".out.k2j4h5g6").mkdir()                    # a staging folder of a TAG without pids
    (tmp_path / ".out.old.k2j4h5g6").mkdir()
    (tmp_path / ".other.k2j4h5g6").mkdir()                  # not this output's: kept
    (tmp_path / ".mine").write_text("user file")
    removed = clean_stale(tmp_path, "out")
    assert sorted(removed) == sorted([f".out.tag-{dead}-abcd", f".f.txt.tag-{dead}-x.tmp", ".out.k2j4h5g6",
                                      ".out.old.k2j4h5g6"])
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([f".out.tag-{live}-efgh", ".other.k2j4h5g6", ".mine"])


@pytest.mark.parametrize("exchange", [True, False])
def test_replace_folder_swaps_whole_folders(tmp_path, monkeypatch, exchange):
    if not exchange:
        monkeypatch.setattr(atomic, "_exchange", lambda a, b: False)
    out = tmp_path / "out"
    for k in range(3):
        staging = staging_folder(out)
        (staging / f"file{k}").write_text(str(k))
        replace_folder(staging, out)
        assert sorted(p.name for p in out.iterdir()) == [f"file{k}"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_write_atomically_refuses_a_folder_and_a_file_as_folder(tmp_path):
    (tmp_path / "f").write_text("x")
    with pytest.raises(TagError, match="not a folder"):
        write_atomically(tmp_path / "f" / "o.txt", "data")
    with pytest.raises(TagError, match="is a folder"):
        write_atomically(tmp_path, "data")
    write_atomically(tmp_path / "o.txt", "data")
    assert (tmp_path / "o.txt").read_text() == "data" and sorted(p.name for p in tmp_path.iterdir()) == ["f", "o.txt"]


def _nested_modules_bytecode(depth: int) -> bytes:
    """`depth` builtin.modules nested in each other, as bytecode (built op by op: the text parser
    would refuse such a file before reading it)."""
    from jax.extend.mlir import ir

    from tag.dialects.context import make_context, module_to_bytecode

    with make_context(), ir.Location.unknown():
        top = ir.Module.create()
        block = top.body
        for _ in range(depth):
            with ir.InsertionPoint(block):
                op = ir.Operation.create("builtin.module", regions=1)
            block = op.regions[0].blocks.append()
        return module_to_bytecode(top)


def test_deep_bytecode_is_refused_and_shallow_bytecode_loads(tmp_path):
    from tag.dialects.context import load_module

    deep, shallow = tmp_path / "deep.mlirbc", tmp_path / "shallow.mlirbc"
    deep.write_bytes(_nested_modules_bytecode(MAX_MLIR_NESTING + 50))
    shallow.write_bytes(_nested_modules_bytecode(20))
    load_module(shallow)
    with pytest.raises(TagError) as err:
        load_module(deep)
    assert str(err.value).startswith(f"{deep}: error: MLIR bytecode nests regions more than")


def test_a_crash_of_the_bytecode_reader_is_a_located_error(tmp_path, monkeypatch):
    """User bytecode is read by a child interpreter first; a child killed by a signal (what a reader
    crash looks like) becomes a one-line error instead of taking this process (or tag-opt) down."""
    from tag.dialects import context

    monkeypatch.setattr(context, "_BYTECODE_PROBE", "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)")
    path = tmp_path / "m.mlirbc"
    path.write_bytes(_nested_modules_bytecode(2))
    with pytest.raises(TagError) as err:
        context.load_module(path)
    assert str(err.value) == (f"{path}: error: the MLIR bytecode reader crashed on this input (signal 11: nested "
                              f"too deeply or malformed); refused")
    from tag.opt import main_impl

    with pytest.raises(TagError) as err:
        main_impl([str(path)])
    assert "bytecode reader crashed" in str(err.value)
