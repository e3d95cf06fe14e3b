"""Errors TAG reports to users: one line, `FILE:LINE:COL: error: cause`.

Every user-facing failure (malformed IR, bad pass option, unsupported op) is a `TagError`. CLIs print
`str(err)` and exit 1; they never show a traceback for a `TagError`.
"""
from __future__ import annotations

import contextlib
import contextvars
import re
from dataclasses import dataclass
from typing import Iterator

from jax.extend.mlir import ir

_FILE_LINE_COL = re.compile(r'"(?P<file>[^"]*)":(?P<line>\d+):(?P<col>\d+)')


@dataclass(frozen=True)
class SourceSpan:
    """Where a diagnostic points: the file as the user named it, 1-based line and column."""

    file: str
    line: int | None = None
    col: int | None = None

    def __str__(self) -> str:
        if self.line is None:
            return self.file
        return f"{self.file}:{self.line}:{self.col}"


class TagError(Exception):
    """A user-facing error; `str()` is the one-line message the CLI prints."""

    def __init__(self, message: str, span: SourceSpan | None = None, notes: tuple[str, ...] = ()):
        super().__init__(message)
        self.message = message
        self.span = span
        self.notes = notes

    def __str__(self) -> str:
        prefix = f"{self.span}: " if self.span else ""
        return f"{prefix}error: {self.message}"

    def detailed(self) -> str:
        """The error line followed by its notes (verifier diagnostics, close matches)."""
        return "\n".join([str(self), *(f"  note: {n}" for n in self.notes)])


_current_source: contextvars.ContextVar[tuple[str, int] | None] = contextvars.ContextVar("tag_source", default=None)
_PARSED_FROM_STRING = "-"


@contextlib.contextmanager
def reporting_source(file_name: str, line_offset: int = 0) -> Iterator[None]:
    """While active, locations MLIR attributes to a parsed string (`"-"`) are reported as
    `file_name` with lines shifted by `line_offset` (the chunk's start under --split-input-file)."""
    token = _current_source.set((file_name, line_offset))
    try:
        yield
    finally:
        _current_source.reset(token)


def span_of_location(loc: ir.Location | str, file_name: str | None = None, line_offset: int = 0) -> SourceSpan | None:
    """Extract `file:line:col` from an MLIR location (file/line/col, possibly nested in name or
    callsite locations). `file_name` replaces the buffer name MLIR saw (e.g. `-` for strings);
    `line_offset` shifts lines for `--split-input-file` chunks. Without `file_name`, the source set
    by `reporting_source` names strings parsed from memory."""
    match = _FILE_LINE_COL.search(str(loc))
    current = _current_source.get()
    if file_name is None and current is not None and (match is None or match["file"] == _PARSED_FROM_STRING):
        file_name, line_offset = current
    if not match:
        return SourceSpan(file_name) if file_name else None
    return SourceSpan(file_name or match["file"], int(match["line"]) + line_offset, int(match["col"]))


def error_from_mlir(err: ir.MLIRError, what: str, file_name: str | None = None, line_offset: int = 0) -> TagError:
    """Turn an `ir.MLIRError` (parser or verifier) into a `TagError` at its first diagnostic's location."""
    diags = list(getattr(err, "error_diagnostics", []) or [])
    if not diags:
        return TagError(f"{what}: {err}", SourceSpan(file_name) if file_name else None)
    first = diags[0]
    span = span_of_location(first.location, file_name, line_offset)
    notes = []
    for diag in diags[1:]:
        notes.append(_diag_line(diag, file_name, line_offset))
    for note in first.notes:
        notes.append(_diag_line(note, file_name, line_offset))
    return TagError(f"{what}: {first.message}", span, tuple(notes))


def _diag_line(diag, file_name: str | None, line_offset: int) -> str:
    span = span_of_location(diag.location, file_name, line_offset)
    return f"{span}: {diag.message}" if span else str(diag.message)
