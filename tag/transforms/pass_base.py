"""Pass base class and registry (xDSL style: a pass is a dataclass whose fields are its options).

    @register_pass
    @dataclass
    class MyPass(ModulePass):
        name: ClassVar[str] = "tag-my-pass"
        summary: ClassVar[str] = "One line shown by --list-passes."
        unroll: int = option(1, "Steps per loop iteration (1 or 2).")

        def run(self, module, ctx): ...

Option values arrive as strings (`tag-my-pass{unroll=2}`) and are converted by the field's type:
int, float, bool (`true`/`false`/`1`/`0`), str, `Literal[...]` and `Enum` (value must be one of the
allowed ones). A wrong name or value is a `TagError` naming the pass and the option.
"""
from __future__ import annotations

import dataclasses
import difflib
import enum
import sys
import typing
from dataclasses import dataclass, field
from typing import Any, ClassVar, TextIO

from jax.extend.mlir import ir

from tag.dialects.diagnostics import TagError, span_of_location


def option(default: Any, doc: str) -> Any:
    """Declare a pass option: a dataclass field with a default and a one-line doc."""
    return field(default=default, metadata={"doc": doc})


@dataclass
class PassContext:
    """What a running pass may use besides the module: explanation output and the input's name."""

    explain: bool = False
    explain_stream: TextIO = field(default_factory=lambda: sys.stderr)
    file_name: str | None = None

    warning_stream: TextIO = field(default_factory=lambda: sys.stderr)

    def _line(self, kind: str, pass_name: str, where: ir.Location | ir.Operation | None, message: str) -> str:
        loc = where.location if isinstance(where, (ir.Operation, ir.OpView)) else where
        span = span_of_location(loc, self.file_name) if loc is not None else None
        prefix = f"{span}: " if span else ""
        return f"{prefix}{kind}: [{pass_name}] {message}"

    def remark(self, pass_name: str, where: ir.Location | ir.Operation | None, message: str) -> None:
        """Under `--tag-explain`, print `FILE:LINE:COL: remark: [pass] message`."""
        if self.explain:
            print(self._line("remark", pass_name, where, message), file=self.explain_stream)

    def warning(self, pass_name: str, where: ir.Location | ir.Operation | None, message: str) -> None:
        """Always print `FILE:LINE:COL: warning: [pass] message`: input a pass had to leave alone
        because it is malformed or unsupported (the op is kept as it was)."""
        print(self._line("warning", pass_name, where, message), file=self.warning_stream)


@dataclass
class ModulePass:
    """Base of TAG passes. Subclasses are dataclasses; `run` mutates the module in place."""

    name: ClassVar[str] = ""
    summary: ClassVar[str] = ""

    def run(self, module: ir.Module, ctx: PassContext) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    @classmethod
    def option_fields(cls) -> list[dataclasses.Field]:
        return [f for f in dataclasses.fields(cls) if f.init]

    @classmethod
    def from_options(cls, options: typing.Iterable[tuple[str, str]]) -> "ModulePass":
        hints = typing.get_type_hints(cls)
        known = {f.name.replace("_", "-"): f for f in cls.option_fields()}
        values: dict[str, Any] = {}
        for raw_key, raw_value in options:
            key = raw_key.replace("_", "-")
            if key not in known:
                close = difflib.get_close_matches(key, list(known), n=3)
                hint = f"; did you mean {', '.join(close)}?" if close else ""
                valid = ", ".join(known) or "none"
                raise TagError(f"pass '{cls.name}' has no option '{raw_key}' (options: {valid}){hint}")
            fld = known[key]
            values[fld.name] = _convert_option(cls.name, key, raw_value, hints[fld.name])
        return cls(**values)

    def options_text(self) -> str:
        parts = []
        for fld in self.option_fields():
            value = getattr(self, fld.name)
            value = value.value if isinstance(value, enum.Enum) else value
            value = str(value).lower() if isinstance(value, bool) else value
            parts.append(f"{fld.name.replace('_', '-')}={value}")
        return " ".join(parts)


def _convert_option(pass_name: str, key: str, raw: str, typ: Any) -> Any:
    def bad(expected: str) -> TagError:
        return TagError(f"pass '{pass_name}': option '{key}' expects {expected}, got '{raw}'")

    origin = typing.get_origin(typ)
    if origin is typing.Literal:
        allowed = typing.get_args(typ)
        for value in allowed:
            if str(value) == raw:
                return value
        raise bad("one of " + ", ".join(str(a) for a in allowed))
    if isinstance(typ, type) and issubclass(typ, enum.Enum):
        for member in typ:
            if member.value == raw:
                return member
        raise bad("one of " + ", ".join(str(m.value) for m in typ))
    if typ is bool:
        if raw.lower() in ("true", "1"):
            return True
        if raw.lower() in ("false", "0"):
            return False
        raise bad("true or false")
    if typ is int:
        try:
            return int(raw, 0)
        except ValueError:
            raise bad("an integer") from None
    if typ is float:
        try:
            return float(raw)
        except ValueError:
            raise bad("a number") from None
    if typ is str:
        return raw
    raise TypeError(f"unsupported option type {typ!r} on {pass_name}.{key}")  # programming error


def option_type_text(typ: Any) -> str:
    if typing.get_origin(typ) is typing.Literal:
        return "|".join(str(a) for a in typing.get_args(typ))
    if isinstance(typ, type) and issubclass(typ, enum.Enum):
        return "|".join(str(m.value) for m in typ)
    return getattr(typ, "__name__", str(typ))


_REGISTRY: dict[str, type[ModulePass]] = {}


def register_pass(cls: type[ModulePass]) -> type[ModulePass]:
    """Class decorator: make a pass available by its `name` to pipelines and `tag-opt`."""
    if not cls.name or not cls.summary:
        raise TypeError(f"{cls.__name__} needs a name and a summary")
    if cls.name in _REGISTRY and _REGISTRY[cls.name] is not cls:
        raise TypeError(f"pass name {cls.name!r} registered twice")
    _REGISTRY[cls.name] = cls
    return cls


def registered_passes() -> dict[str, type[ModulePass]]:
    """Every TAG pass by name (importing `tag.transforms` registers the built-in ones)."""
    return dict(sorted(_REGISTRY.items()))


def describe_passes() -> str:
    """The `--list-passes` text: each TAG pass with its options, then the upstream passes."""
    from .upstream_passes import UPSTREAM_PASS_ANCHORS

    lines = ["TAG passes:"]
    for name, cls in registered_passes().items():
        lines.append(f"  {name}  -  {cls.summary}")
        hints = typing.get_type_hints(cls)
        for fld in cls.option_fields():
            default = fld.default.value if isinstance(fld.default, enum.Enum) else fld.default
            default = str(default).lower() if isinstance(default, bool) else default
            lines.append(f"      {fld.name.replace('_', '-')}=<{option_type_text(hints[fld.name])}>"
                         f"  (default {default})  {fld.metadata.get('doc', '')}")
    lines.append("Upstream passes run through jaxlib's PassManager (anchor: module and/or func.func):")
    for name, anchors in sorted(UPSTREAM_PASS_ANCHORS.items()):
        lines.append(f"  {name}  [{', '.join(sorted(anchors))}]")
    return "\n".join(lines)
