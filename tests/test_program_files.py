"""A program folder is read without leaving it: piece names are plain names, piece files are regular
files inside the folder (no `../`, no symlinks); every problem is a one-line error naming the file."""
from __future__ import annotations

import json
import os

import pytest

from tag.dialects.diagnostics import TagError
from tag.distribute.program import load_program

PROGRAM = {
    "version": 1, "meta": {}, "devices": [0],
    "args": [{"shape": [2], "dtype": "float32"}], "results": [{"shape": [2], "dtype": "float32"}],
    "feeds": [], "state": [{"arg": 0, "device": 0, "buffer": "a", "update": None}],
    "tasks": [{"kind": "compute", "piece": "p", "device": 0, "inputs": ["a"], "outputs": ["b"]}],
    "outputs": [[{"buffer": "b", "device": 0}]], "pieces": ["p"],
}
PIECE = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %a : tensor<2xf32>\n}\n"


def _folder(tmp_path, pieces=None, piece_name="p"):
    folder = tmp_path / "prog"
    (folder / "pieces").mkdir(parents=True)
    data = json.loads(json.dumps(PROGRAM))
    data["pieces"] = pieces if pieces is not None else [piece_name]
    data["tasks"][0]["piece"] = data["pieces"][0]
    (folder / "program.json").write_text(json.dumps(data))
    return folder


def test_a_plain_program_loads(tmp_path):
    folder = _folder(tmp_path)
    (folder / "pieces" / "p.mlir").write_text(PIECE)
    assert load_program(folder).pieces["p"] == PIECE


@pytest.mark.parametrize("name", ["../../../secret", "/etc/passwd", ".hidden", "a/b", "", 7])
def test_piece_names_cannot_leave_the_folder(tmp_path, name):
    secret = tmp_path / "secret.mlir"
    secret.write_text("TOP-SECRET")
    folder = _folder(tmp_path, pieces=[name])
    with pytest.raises(TagError, match="invalid piece name") as err:
        load_program(folder)
    assert "TOP-SECRET" not in str(err.value) and "program.json" in str(err.value)


def test_symlinked_piece_files_are_refused(tmp_path):
    secret = tmp_path / "secret.mlir"
    secret.write_text(PIECE)
    folder = _folder(tmp_path)
    os.symlink(secret, folder / "pieces" / "p.mlir")
    with pytest.raises(TagError, match="not a regular file"):
        load_program(folder)
