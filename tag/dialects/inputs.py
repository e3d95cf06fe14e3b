"""Reading untrusted input files: size limits, nesting limits, located one-line errors.

Every file a user hands to TAG (MLIR modules, topologies, strategy.json, program.json) is read
through `read_input` (a size limit, a folder or unreadable file is a `TagError` naming it) and its
nesting is checked by `check_nesting` before a recursive parser sees it: the MLIR parser recurses
once per nesting level on the native stack and crashes (SIGSEGV) somewhere between 5,000 and 20,000
levels; Python's `json` raises RecursionError. Both become a `TagError` at `FILE:LINE:COL`.

Depth is counted over `( [ { <` and their closers together (`->` is not a closer), outside string
literals and `//` comments: the deepest point of the text relative to the lowest level before it
(so stray closers cannot hide nesting that follows them).
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import numpy as np

from .diagnostics import SourceSpan, TagError

__all__ = ["MAX_MLIR_NESTING", "MAX_DATA_NESTING", "MAX_MLIR_BYTES", "MAX_DATA_BYTES", "MAX_PROGRAM_BYTES",
           "read_input", "check_nesting", "nesting_violation", "load_json_file", "file_inside"]

# Real programs nest a few dozen levels (module > func > while > region > case > ..., a rank-8 dense
# literal, nested tuple types); the parser crashed at 5,000 nested modules and 20,000 nested
# attributes, and was fine at 2,000. 1,000 is 20x the deepest real program and half the deepest
# input seen to parse safely.
MAX_MLIR_NESTING = 1000
# topology / strategy / program files nest at most 5 levels; 64 leaves room for any extension.
MAX_DATA_NESTING = 64
MAX_MLIR_BYTES = 1 << 30          # 1 GiB: a model with its weights inlined as constants
MAX_DATA_BYTES = 16 << 20         # topology and strategy files: a few KB in practice
MAX_PROGRAM_BYTES = 256 << 20     # program.json: tens of thousands of tasks

_OPEN = b"([{<"
_CLOSE = b")]}>"
_SKIPPED = re.compile(rb'"(?:[^"\\\n]|\\.)*"|//[^\n]*')
_CHUNK = 1 << 23
_STEP = np.zeros(256, np.int32)
_STEP[list(_OPEN)] = 1
_STEP[list(_CLOSE)] = -1


def _size_text(n: int) -> str:
    return f"{n / (1 << 30):.0f} GiB" if n >= 1 << 30 else f"{n / (1 << 20):.0f} MiB"


def read_input(path: str | os.PathLike[str], what: str, max_bytes: int, shown: str | None = None) -> bytes:
    """The bytes of `path` (at most `max_bytes`); TagError naming `shown` (default: the path) when it
    is missing, a folder, unreadable or too large."""
    shown = shown if shown is not None else os.fspath(path)
    p = Path(path)
    try:
        if p.is_dir():
            raise TagError(f"cannot read {what}: it is a folder, not a file", SourceSpan(shown))
        # Non-blocking open: a FIFO with no writer would block `open` for ever (`tag apply --strategy
        # FIFO` hung); it reads as empty instead. A pipe with a writer (`<(...)`) is read as before.
        fd = os.open(p, os.O_RDONLY | os.O_NONBLOCK)
        os.set_blocking(fd, True)
        with os.fdopen(fd, "rb") as handle:
            data = handle.read(max_bytes + 1)
    except OSError as exc:
        raise TagError(f"cannot read {what}: {exc.strerror or exc}", SourceSpan(shown)) from None
    if len(data) > max_bytes:
        raise TagError(f"{what} is larger than {_size_text(max_bytes)}, the most TAG reads", SourceSpan(shown))
    return data


def file_inside(folder: str | os.PathLike[str], name: str, what: str, *, required: bool = True) -> Path | None:
    """`folder/name` (`name` may hold folders: `pieces/p.mlir`) as a regular file inside `folder`: no
    part of it below `folder` may be a symbolic link (a program folder's `pieces` linked to another
    folder, or its program.json, step.mlir or topology.yaml linked to a file elsewhere, was read),
    and it must be a regular file (a FIFO would block the reader). Missing: None, or with `required`
    a TagError; every problem is a TagError naming the path."""
    path = Path(folder)
    for part in Path(name).parts:
        path = path / part
        if path.is_symlink():
            raise TagError(f"cannot read {what}: '{path}' is a symbolic link; the files of a program folder are "
                           "read only from inside it", SourceSpan(str(path)))
    if not path.exists():
        if required:
            raise TagError(f"cannot read {what}: '{path}' does not exist", SourceSpan(str(path)))
        return None
    if not path.is_file():
        raise TagError(f"cannot read {what}: '{path}' is not a regular file", SourceSpan(str(path)))
    return path


def nesting_violation(data: bytes | str, limit: int) -> int | None:
    """Byte offset (in the UTF-8 text) where nesting first goes deeper than `limit`, else None."""
    raw = data.encode("utf-8", "surrogateescape") if isinstance(data, str) else data
    if sum(raw.count(c) for c in (b"(", b"[", b"{", b"<")) <= limit:
        return None                                       # cannot be deeper than the openers it has
    masked = _SKIPPED.sub(lambda m: b" " * len(m.group()), raw)
    level, lowest = 0, 0
    for start in range(0, len(masked), _CHUNK):
        chunk = np.frombuffer(masked[start:start + _CHUNK], np.uint8)
        delta = _STEP[chunk]
        arrow = np.flatnonzero(chunk[1:] == ord(">")) + 1
        delta[arrow[chunk[arrow - 1] == ord("-")]] = 0
        if start and chunk[0] == ord(">") and masked[start - 1] == ord("-"):
            delta[0] = 0
        levels = level + np.cumsum(delta)
        lows = np.minimum(np.minimum.accumulate(levels), lowest)
        before = np.concatenate(([lowest], lows[:-1]))
        deep = np.flatnonzero(levels - before > limit)
        if len(deep):
            return start + int(deep[0])
        level, lowest = int(levels[-1]), int(lows[-1])
    return None


def _position(raw: bytes, offset: int) -> tuple[int, int]:
    line = raw.count(b"\n", 0, offset) + 1
    return line, offset - (raw.rfind(b"\n", 0, offset) + 1) + 1


def check_nesting(data: bytes | str, file_name: str, limit: int, what: str, line_offset: int = 0) -> None:
    """TagError at the first point of `data` nested deeper than `limit` levels."""
    offset = nesting_violation(data, limit)
    if offset is None:
        return
    raw = data.encode("utf-8", "surrogateescape") if isinstance(data, str) else data
    line, col = _position(raw, offset)
    raise TagError(f"{what} is nested more than {limit} levels deep (brackets, braces, parentheses and angle "
                   f"brackets together); refused before parsing", SourceSpan(file_name, line + line_offset, col))


def load_json_file(path: str | os.PathLike[str], what: str, max_bytes: int = MAX_DATA_BYTES,
                   shown: str | None = None) -> Any:
    """Parse a JSON file with the size and nesting limits; every problem is a TagError naming the
    file (with the line and column where JSON reports one)."""
    shown = shown if shown is not None else os.fspath(path)
    data = read_input(path, what, max_bytes, shown)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, col = _position(data, exc.start)
        raise TagError(f"{what} is not UTF-8 text (a binary file?)", SourceSpan(shown, line, col)) from None
    check_nesting(text, shown, MAX_DATA_NESTING, what)
    try:
        return json.loads(text, object_pairs_hook=_unique_keys)
    except json.JSONDecodeError as exc:
        raise TagError(f"invalid JSON: {exc.msg}", SourceSpan(shown, exc.lineno, exc.colno)) from None
    except _DuplicateKey as dup:
        raise TagError(f"duplicate key {json.dumps(dup.key)} in one JSON object (which one holds?)",
                       SourceSpan(shown)) from None
    except RecursionError:
        raise TagError(f"{what} is nested too deeply", SourceSpan(shown)) from None


class _DuplicateKey(Exception):
    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are distinct: Python's json keeps the last of repeated keys, so a
    strategy.json whose first "groups" a reader sees was applied with its second (topology files
    refuse repeated keys the same way)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return out
