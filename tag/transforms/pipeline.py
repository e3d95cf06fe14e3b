"""Parse MLIR's textual pass-pipeline syntax into a small tree.

    builtin.module(pass-a{opt=1 flag=true},func.func(canonicalize,cse),pass-b)

`PassSpec` is one pass with its raw string options; `NestedPipeline` is an op anchor
(`builtin.module`, `func.func`) with the elements run on each op of that kind. Printing a tree gives
back text the upstream `PassManager.parse` accepts.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tag.dialects.diagnostics import TagError

ANCHORS = ("builtin.module", "func.func")


@dataclass(frozen=True)
class PassSpec:
    name: str
    options: tuple[tuple[str, str], ...] = ()

    def to_text(self) -> str:
        if not self.options:
            return self.name
        opts = " ".join(f"{k}={_quote(v)}" for k, v in self.options)
        return f"{self.name}{{{opts}}}"


@dataclass(frozen=True)
class NestedPipeline:
    anchor: str
    elements: tuple["PassSpec | NestedPipeline", ...] = field(default_factory=tuple)

    def to_text(self) -> str:
        return f"{self.anchor}({','.join(e.to_text() for e in self.elements)})"


PipelineElement = PassSpec | NestedPipeline


def _quote(value: str) -> str:
    if value == "" or any(c in value for c in " ,{}()\"'"):
        if value.startswith("{") and value.endswith("}"):
            return value
        return '"' + value.replace('"', '\\"') + '"'
    return value


class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.pos = 0

    def error(self, message: str) -> TagError:
        return TagError(f"invalid pass pipeline at column {self.pos + 1}: {message} in '{self.text}'")

    def skip_ws(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        self.skip_ws()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def expect(self, ch: str) -> None:
        if self.peek() != ch:
            found = repr(self.peek()) if self.peek() else "end of input"
            raise self.error(f"expected '{ch}', found {found}")
        self.pos += 1

    def name(self) -> str:
        self.skip_ws()
        start = self.pos
        while self.pos < len(self.text) and (self.text[self.pos].isalnum() or self.text[self.pos] in "-_."):
            self.pos += 1
        if start == self.pos:
            found = repr(self.text[self.pos]) if self.pos < len(self.text) else "end of input"
            raise self.error(f"expected a pass name, found {found}")
        return self.text[start:self.pos]

    def elements(self) -> tuple[PipelineElement, ...]:
        items = [self.element()]
        while self.peek() == ",":
            self.pos += 1
            items.append(self.element())
        return tuple(items)

    def element(self) -> PipelineElement:
        name = self.name()
        if self.peek() == "(":
            if name not in ANCHORS:
                raise self.error(f"'{name}' cannot hold a nested pipeline (anchors: {', '.join(ANCHORS)})")
            self.pos += 1
            inner = self.elements() if self.peek() != ")" else ()
            self.expect(")")
            return NestedPipeline(name, inner)
        options: tuple[tuple[str, str], ...] = ()
        if self.peek() == "{":
            self.pos += 1
            options = self.options()
            self.expect("}")
        return PassSpec(name, options)

    def options(self) -> tuple[tuple[str, str], ...]:
        opts: list[tuple[str, str]] = []
        while self.peek() not in ("}", ""):
            key = self.name()
            if self.peek() == "=":
                self.pos += 1
                value = self.value()
            else:
                value = "true"
            opts.append((key, value))
        return tuple(opts)

    def value(self) -> str:
        self.skip_ws()
        if self.pos >= len(self.text):
            raise self.error("expected an option value")
        ch = self.text[self.pos]
        if ch in "\"'":
            end = self.text.find(ch, self.pos + 1)
            if end < 0:
                raise self.error("unterminated quoted option value")
            value = self.text[self.pos + 1:end]
            self.pos = end + 1
            return value
        if ch == "{":
            depth, start = 0, self.pos
            while self.pos < len(self.text):
                depth += {"{": 1, "}": -1}.get(self.text[self.pos], 0)
                self.pos += 1
                if depth == 0:
                    return self.text[start:self.pos]
            raise self.error("unbalanced '{' in option value")
        start = self.pos
        while self.pos < len(self.text) and not self.text[self.pos].isspace() and self.text[self.pos] not in "}":
            self.pos += 1
        return self.text[start:self.pos]


def parse_pipeline(text: str) -> NestedPipeline:
    """Parse a pipeline; a bare list `a,b{x=1}` is taken as `builtin.module(a,b{x=1})`."""
    parser = _Parser(text.strip())
    if not parser.text:
        raise TagError("empty pass pipeline")
    elements = parser.elements()
    if parser.peek():
        raise parser.error(f"unexpected {parser.peek()!r}")
    if len(elements) == 1 and isinstance(elements[0], NestedPipeline) and elements[0].anchor == "builtin.module":
        return elements[0]
    return NestedPipeline("builtin.module", elements)
