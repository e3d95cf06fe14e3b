"""TAG's attribute vocabulary: discardable `tag.*` attributes whose values are builtin attributes.

Because the values are builtin (integers, strings, dictionaries, dense arrays, unit), annotated
modules parse without `allow_unregistered_dialects` and pass through XLA untouched.

| name              | value                                                        | Python          |
|-------------------|--------------------------------------------------------------|-----------------|
| `tag.group`       | integer ≥ 0 (written as `i64`)                               | `int`           |
| `tag.placement`   | `{device_groups = array<i64: ...>, devices = array<i64: ...>}` | `Placement`   |
| `tag.replication` | `"allreduce" | "ps" | "duplicate" | "model_parallel"`         | `Replication`   |
| `tag.grad_sync`   | `"allreduce" | "ps"`                                         | `GradSync`      |
| `tag.ps_device`   | integer ≥ 0, only beside `tag.grad_sync = "ps"`              | `int`           |
| `tag.sfb`         | `unit` (or `true`/`false`)                                   | `bool`          |
| `tag.part`        | integer ≥ 0: the model-parallel part of an op (part j runs on the j-th device of its placement) | `int` |
| `tag.plan` (module) | `{batch_size, num_groups, grouping, topology, topology_fingerprint, batch_shares?, fusion_bytes?}` | `PlanRecord` |

Every typed accessor takes an `ir.Operation` or an OpView and, for function arguments and results,
`arg=i` / `result=i` (stored in the `arg_attrs` / `res_attrs` arrays of dictionaries). Readers
validate and raise `TagError` at the op's location on malformed values; readers return `None`
(or `False`) when the attribute is absent; writers validate their input the same way.
"""
from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from jax.extend.mlir import ir

from .diagnostics import TagError, span_of_location

TAG_PREFIX = "tag."
GROUP = "tag.group"
PLACEMENT = "tag.placement"
REPLICATION = "tag.replication"
GRAD_SYNC = "tag.grad_sync"
PS_DEVICE = "tag.ps_device"
SFB = "tag.sfb"
PART = "tag.part"
PLAN = "tag.plan"
ALL_ATTRIBUTES = (GROUP, PLACEMENT, REPLICATION, GRAD_SYNC, PS_DEVICE, SFB, PART)

ARG_ATTRS = "arg_attrs"
RES_ATTRS = "res_attrs"

OpLike = ir.Operation | ir.OpView


class Replication(str, enum.Enum):
    """How an op group is replicated across its devices."""

    ALLREDUCE = "allreduce"
    PS = "ps"
    DUPLICATE = "duplicate"
    MODEL_PARALLEL = "model_parallel"


class GradSync(str, enum.Enum):
    """How a gradient is synchronised between replicas."""

    ALLREDUCE = "allreduce"
    PS = "ps"


@dataclass(frozen=True)
class Placement:
    """Where an op runs. Invariant: ids are non-negative and unique within each tuple."""

    device_groups: tuple[int, ...] = ()
    devices: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "device_groups", tuple(int(i) for i in self.device_groups))
        object.__setattr__(self, "devices", tuple(int(i) for i in self.devices))
        for name in ("device_groups", "devices"):
            problem = _id_problem(getattr(self, name))
            if problem:
                raise TagError(f"invalid {PLACEMENT}: {name} {problem}")


@dataclass(frozen=True)
class PlanRecord:
    """The module-level `tag.plan` record: what a plan needs besides the per-op attributes.

    `grouping` and `topology_fingerprint` are `"sha256:<hex>"` digests of the op grouping (op names
    and group per node of the flattened step) and of the topology the plan was made for; a lowering
    refuses a module or topology that does not match them. `batch_shares` maps device id → share
    (None: shares in proportion to device speed). `fusion_bytes`: the AllReduce bucket size the plan
    chose (None: the lowering's default)."""

    batch_size: int
    num_groups: int
    grouping: str
    topology: str
    topology_fingerprint: str
    batch_shares: tuple[tuple[int, float], ...] | None = None
    fusion_bytes: int | None = None


# ----------------------------------------------------------------------------------- plumbing
def as_operation(op: OpLike) -> ir.Operation:
    """The `ir.Operation` behind an OpView (or the operation itself)."""
    return getattr(op, "operation", op)


def i64_array(op: OpLike, name: str) -> list[int] | None:
    """The integers of op's `array<i64: ...>` attribute `name` (None when the op has none)."""
    op = as_operation(op)
    return [int(x) for x in ir.DenseI64ArrayAttr(op.attributes[name])] if name in op.attributes else None


def bool_array(op: OpLike, name: str) -> list[bool] | None:
    """The booleans of op's `array<i1: ...>` attribute `name` (None when the op has none)."""
    op = as_operation(op)
    return [bool(x) for x in ir.DenseBoolArrayAttr(op.attributes[name])] if name in op.attributes else None


def _fail(op: ir.Operation, message: str) -> TagError:
    return TagError(message, span_of_location(op.location))


def _id_problem(ids: Iterable[int]) -> str | None:
    ids = list(ids)
    negative = [i for i in ids if i < 0]
    if negative:
        return f"contains negative id {negative[0]}"
    seen: set[int] = set()
    for i in ids:
        if i in seen:
            return f"contains id {i} twice"
        seen.add(i)
    return None


def _function_type(op: ir.Operation) -> ir.FunctionType:
    if "function_type" not in op.attributes:
        raise _fail(op, f"'{op.name}' has no function_type: argument/result attributes need a function")
    return ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)


def _dict_to_py(d: ir.Attribute) -> dict[str, ir.Attribute]:
    d = ir.DictAttr(d)
    return {d[i].name: d[i].attr for i in range(len(d))}


def _entry_dicts(op: ir.Operation, key: str, count: int) -> list[dict[str, ir.Attribute]]:
    """The per-argument (or per-result) attribute dictionaries, padded to `count`."""
    if key not in op.attributes:
        return [{} for _ in range(count)]
    arr = ir.ArrayAttr(op.attributes[key])
    dicts = [_dict_to_py(arr[i]) for i in range(len(arr))]
    return dicts + [{} for _ in range(count - len(dicts))]


def _store_entry_dicts(op: ir.Operation, key: str, dicts: list[dict[str, ir.Attribute]]) -> None:
    if all(not d for d in dicts):
        if key in op.attributes:
            del op.attributes[key]
        return
    with op.context:
        op.attributes[key] = ir.ArrayAttr.get([ir.DictAttr.get(d) for d in dicts])


@dataclass(frozen=True)
class _Slot:
    """Where an attribute lives: on an op, or in one function argument's/result's dictionary."""

    op: ir.Operation
    key: str | None = None  # None, ARG_ATTRS or RES_ATTRS
    index: int = 0

    @staticmethod
    def of(op: OpLike, arg: int | None, result: int | None) -> _Slot:
        op = as_operation(op)
        if arg is not None and result is not None:
            raise ValueError("pass at most one of arg= and result=")
        if arg is None and result is None:
            return _Slot(op)
        key, index = (ARG_ATTRS, arg) if arg is not None else (RES_ATTRS, result)
        ftype = _function_type(op)
        count = len(ftype.inputs) if key == ARG_ATTRS else len(ftype.results)
        if not 0 <= index < count:
            what = "argument" if key == ARG_ATTRS else "result"
            raise _fail(op, f"{what} index {index} out of range: function has {count}")
        return _Slot(op, key, index)

    def _count(self) -> int:
        ftype = _function_type(self.op)
        return len(ftype.inputs) if self.key == ARG_ATTRS else len(ftype.results)

    def where(self) -> str:
        if self.key is None:
            return f"on '{self.op.name}'"
        return f"on {'argument' if self.key == ARG_ATTRS else 'result'} #{self.index}"

    def get(self, name: str) -> ir.Attribute | None:
        """The attribute, or None. Reads this slot's dictionary only (converting every argument's
        dictionary made reading all arguments of a step quadratic in its argument count)."""
        if self.key is None:
            return self.op.attributes[name] if name in self.op.attributes else None
        if self.key not in self.op.attributes:
            return None
        entries = ir.ArrayAttr(self.op.attributes[self.key])
        if self.index >= len(entries):
            return None
        entry = ir.DictAttr(entries[self.index])
        return entry[name] if name in entry else None

    def set(self, name: str, value: ir.Attribute) -> None:
        if self.key is None:
            self.op.attributes[name] = value
            return
        dicts = _entry_dicts(self.op, self.key, self._count())
        dicts[self.index][name] = value
        _store_entry_dicts(self.op, self.key, dicts)

    def delete(self, name: str) -> None:
        if self.key is None:
            if name in self.op.attributes:
                del self.op.attributes[name]
            return
        dicts = _entry_dicts(self.op, self.key, self._count())
        if dicts[self.index].pop(name, None) is not None:
            _store_entry_dicts(self.op, self.key, dicts)


def _int_value(slot: _Slot, name: str, attr: ir.Attribute) -> int:
    if isinstance(attr, ir.BoolAttr) or not isinstance(attr, ir.IntegerAttr):
        raise _fail(slot.op, f"'{name}' {slot.where()} must be an integer, got {attr}")
    value = ir.IntegerAttr(attr).value
    if value < 0:
        raise _fail(slot.op, f"'{name}' {slot.where()} must be non-negative, got {value}")
    return value


def _i64(value: int) -> ir.Attribute:
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), int(value))


def _enum_value(slot: _Slot, name: str, attr: ir.Attribute, enum_class: type[enum.Enum]):
    valid = ", ".join(f"'{m.value}'" for m in enum_class)
    if not isinstance(attr, ir.StringAttr):
        raise _fail(slot.op, f"'{name}' {slot.where()} must be a string (one of {valid}), got {attr}")
    text = ir.StringAttr(attr).value
    try:
        return enum_class(text)
    except ValueError:
        raise _fail(slot.op, f"'{name}' {slot.where()} has unknown value '{text}'; expected one of {valid}") from None


def _coerce_enum(op: ir.Operation, name: str, value: str | enum.Enum, enum_class: type[enum.Enum]):
    try:
        return enum_class(value.value if isinstance(value, enum.Enum) else value)
    except ValueError:
        valid = ", ".join(f"'{m.value}'" for m in enum_class)
        raise _fail(op, f"cannot set '{name}' to '{value}'; expected one of {valid}") from None


def _read(op: OpLike, name: str, arg: int | None, result: int | None,
          convert: Callable[[_Slot, ir.Attribute], object]):
    slot = _Slot.of(op, arg, result)
    attr = slot.get(name)
    return None if attr is None else convert(slot, attr)


def _write(op: OpLike, name: str, value: ir.Attribute | None, arg: int | None, result: int | None) -> None:
    slot = _Slot.of(op, arg, result)
    with slot.op.context:
        if value is None:
            slot.delete(name)
        else:
            slot.set(name, value)


# ------------------------------------------------------------------------------- raw attributes
def get_arg_attr(func_op: OpLike, index: int, name: str) -> ir.Attribute | None:
    """Attribute `name` of argument `index` of a function-like op (None if absent)."""
    return _Slot.of(func_op, index, None).get(name)


def set_arg_attr(func_op: OpLike, index: int, name: str, value: ir.Attribute | None) -> None:
    """Set (or, with None, remove) attribute `name` of argument `index`."""
    _write(func_op, name, value, index, None)


def get_result_attr(func_op: OpLike, index: int, name: str) -> ir.Attribute | None:
    return _Slot.of(func_op, None, index).get(name)


def set_result_attr(func_op: OpLike, index: int, name: str, value: ir.Attribute | None) -> None:
    _write(func_op, name, value, None, index)


# ----------------------------------------------------------------------------------- tag.group
def get_group(op: OpLike, *, arg: int | None = None, result: int | None = None) -> int | None:
    return _read(op, GROUP, arg, result, lambda s, a: _int_value(s, GROUP, a))


def set_group(op: OpLike, group: int | None, *, arg: int | None = None, result: int | None = None) -> None:
    """Set `tag.group = group : i64` (None removes it). Groups are non-negative."""
    if group is not None and int(group) < 0:
        raise _fail(as_operation(op), f"'{GROUP}' must be non-negative, got {group}")
    with as_operation(op).context:
        _write(op, GROUP, None if group is None else _i64(group), arg, result)


# ------------------------------------------------------------------------------- tag.placement
def _placement_value(slot: _Slot, attr: ir.Attribute) -> Placement:
    if not isinstance(attr, ir.DictAttr):
        raise _fail(slot.op, f"'{PLACEMENT}' {slot.where()} must be a dictionary "
                             f"{{device_groups = array<i64: ...>, devices = array<i64: ...>}}, got {attr}")
    fields: dict[str, tuple[int, ...]] = {}
    for key, value in _dict_to_py(attr).items():
        if key not in ("device_groups", "devices"):
            raise _fail(slot.op, f"'{PLACEMENT}' {slot.where()} has unknown key '{key}'; "
                                 f"expected 'device_groups' or 'devices'")
        if not isinstance(value, ir.DenseI64ArrayAttr):
            raise _fail(slot.op, f"'{PLACEMENT}.{key}' {slot.where()} must be array<i64: ...>, got {value}")
        ids = tuple(int(i) for i in ir.DenseI64ArrayAttr(value))
        problem = _id_problem(ids)
        if problem:
            raise _fail(slot.op, f"'{PLACEMENT}.{key}' {slot.where()} {problem}")
        fields[key] = ids
    return Placement(**fields)


def placement_attr(placement: Placement) -> ir.Attribute:
    """The dictionary attribute for a placement (empty tuples are omitted). Needs a context."""
    entries = {}
    if placement.device_groups:
        entries["device_groups"] = ir.DenseI64ArrayAttr.get(list(placement.device_groups))
    if placement.devices:
        entries["devices"] = ir.DenseI64ArrayAttr.get(list(placement.devices))
    return ir.DictAttr.get(entries)


def get_placement(op: OpLike, *, arg: int | None = None, result: int | None = None) -> Placement | None:
    return _read(op, PLACEMENT, arg, result, _placement_value)


def set_placement(op: OpLike, placement: Placement | None, *, arg: int | None = None,
                  result: int | None = None) -> None:
    if placement is None:
        _write(op, PLACEMENT, None, arg, result)
        return
    with as_operation(op).context:
        _write(op, PLACEMENT, placement_attr(placement), arg, result)


# ----------------------------------------------------------------------------- tag.replication
def get_replication(op: OpLike, *, arg: int | None = None, result: int | None = None) -> Replication | None:
    return _read(op, REPLICATION, arg, result, lambda s, a: _enum_value(s, REPLICATION, a, Replication))


def set_replication(op: OpLike, replication: Replication | str | None, *, arg: int | None = None,
                    result: int | None = None) -> None:
    if replication is None:
        _write(op, REPLICATION, None, arg, result)
        return
    value = _coerce_enum(as_operation(op), REPLICATION, replication, Replication)
    with as_operation(op).context:
        _write(op, REPLICATION, ir.StringAttr.get(value.value), arg, result)


# ------------------------------------------------------------------------------- tag.grad_sync
def get_grad_sync(op: OpLike, *, arg: int | None = None, result: int | None = None) -> GradSync | None:
    return _read(op, GRAD_SYNC, arg, result, lambda s, a: _enum_value(s, GRAD_SYNC, a, GradSync))


def get_ps_device(op: OpLike, *, arg: int | None = None, result: int | None = None) -> int | None:
    """The parameter-server device of a `ps` gradient (None if unspecified).

    A `tag.ps_device` without `tag.grad_sync = "ps"` beside it is an error."""
    device = _read(op, PS_DEVICE, arg, result, lambda s, a: _int_value(s, PS_DEVICE, a))
    if device is not None and get_grad_sync(op, arg=arg, result=result) is not GradSync.PS:
        raise _fail(as_operation(op), f"'{PS_DEVICE}' requires '{GRAD_SYNC}' = \"ps\" beside it")
    return device


def set_grad_sync(op: OpLike, method: GradSync | str | None, *, ps_device: int | None = None,
                  arg: int | None = None, result: int | None = None) -> None:
    """Set the gradient synchronisation method (None removes it and any `tag.ps_device`)."""
    operation = as_operation(op)
    if method is None:
        _write(op, GRAD_SYNC, None, arg, result)
        _write(op, PS_DEVICE, None, arg, result)
        return
    value = _coerce_enum(operation, GRAD_SYNC, method, GradSync)
    if ps_device is not None and value is not GradSync.PS:
        raise _fail(operation, f"'{PS_DEVICE}' only applies to '{GRAD_SYNC}' = \"ps\", not \"{value.value}\"")
    if ps_device is not None and int(ps_device) < 0:
        raise _fail(operation, f"'{PS_DEVICE}' must be non-negative, got {ps_device}")
    with operation.context:
        _write(op, GRAD_SYNC, ir.StringAttr.get(value.value), arg, result)
        _write(op, PS_DEVICE, None if ps_device is None else _i64(ps_device), arg, result)


# ------------------------------------------------------------------------------------- tag.sfb
def _sfb_value(slot: _Slot, attr: ir.Attribute) -> bool:
    if isinstance(attr, ir.UnitAttr):
        return True
    if isinstance(attr, ir.BoolAttr):
        return bool(ir.BoolAttr(attr).value)
    raise _fail(slot.op, f"'{SFB}' {slot.where()} must be a unit or boolean attribute, got {attr}")


def is_sfb(op: OpLike, *, arg: int | None = None, result: int | None = None) -> bool:
    """Whether the gradient is synchronised by sufficient-factor broadcasting."""
    return bool(_read(op, SFB, arg, result, _sfb_value))


def mark_sfb(op: OpLike, on: bool = True, *, arg: int | None = None, result: int | None = None) -> None:
    """Set the `tag.sfb` unit marker (or remove it with `on=False`)."""
    with as_operation(op).context:
        _write(op, SFB, ir.UnitAttr.get() if on else None, arg, result)


# ----------------------------------------------------------------------------------- whole IR
def tag_attributes_of(op: OpLike, *, arg: int | None = None, result: int | None = None) -> dict[str, ir.Attribute]:
    """Every `tag.*` attribute on an op (or one function argument/result), by name."""
    slot = _Slot.of(op, arg, result)
    if slot.key is None:
        attrs = slot.op.attributes
        named = [attrs[i] for i in range(len(attrs))]
        return {na.name: na.attr for na in named if na.name.startswith(TAG_PREFIX)}
    entry = _entry_dicts(slot.op, slot.key, slot._count())[slot.index]
    return {k: v for k, v in entry.items() if k.startswith(TAG_PREFIX)}


def _strip_op(op: ir.Operation) -> int:
    removed = 0
    attrs = op.attributes
    names = [attrs[i].name for i in range(len(attrs))]
    for name in names:
        if name.startswith(TAG_PREFIX):
            del op.attributes[name]
            removed += 1
    for key in (ARG_ATTRS, RES_ATTRS):
        if key not in op.attributes or not isinstance(op.attributes[key], ir.ArrayAttr):
            continue
        arr = ir.ArrayAttr(op.attributes[key])
        if not all(isinstance(arr[i], ir.DictAttr) for i in range(len(arr))):
            continue
        dicts = [_dict_to_py(arr[i]) for i in range(len(arr))]
        cleaned = [{k: v for k, v in d.items() if not k.startswith(TAG_PREFIX)} for d in dicts]
        count = sum(len(d) - len(c) for d, c in zip(dicts, cleaned))
        if count:
            _store_entry_dicts(op, key, cleaned)
            removed += count
    return removed


def strip_tag_attributes(module: ir.Module | OpLike) -> int:
    """Remove every `tag.*` attribute (ops, function argument/result dictionaries, the module itself).

    Returns how many were removed. Afterwards no `tag.` name remains in any attribute dictionary."""
    root = module.operation if isinstance(module, ir.Module) else as_operation(module)
    ops: list[ir.Operation] = []

    def collect(op: ir.Operation) -> ir.WalkResult:
        ops.append(op)
        return ir.WalkResult.ADVANCE

    root.walk(collect)
    with root.context:
        return sum(_strip_op(op) for op in ops)


# ------------------------------------------------------------------------------------ tag.part
def get_part(op: OpLike) -> int | None:
    """The model-parallel part of an op (None when absent)."""
    return _read(op, PART, None, None, lambda s, a: _int_value(s, PART, a))


def part_attr(part: int) -> ir.Attribute:
    """`part : i64` (needs a context)."""
    if int(part) < 0:
        raise TagError(f"invalid {PART}: must be non-negative, got {part}")
    return _i64(part)


# ------------------------------------------------------------------------------------ tag.plan
def plan_attr(record: PlanRecord) -> ir.Attribute:
    """The `tag.plan` dictionary of `record` (needs a context)."""
    entries: dict[str, ir.Attribute] = {
        "batch_size": _i64(record.batch_size), "num_groups": _i64(record.num_groups),
        "grouping": ir.StringAttr.get(record.grouping), "topology": ir.StringAttr.get(record.topology),
        "topology_fingerprint": ir.StringAttr.get(record.topology_fingerprint),
    }
    if record.batch_shares is not None:
        f64 = ir.F64Type.get()
        entries["batch_shares"] = ir.DictAttr.get({str(d): ir.FloatAttr.get(f64, float(v))
                                                   for d, v in record.batch_shares})
    if record.fusion_bytes is not None:
        entries["fusion_bytes"] = _i64(record.fusion_bytes)
    return ir.DictAttr.get(entries)


def get_plan(module_op: OpLike) -> PlanRecord | None:
    """The `tag.plan` record of a module (None when absent); TagError at the module when malformed."""
    op = as_operation(module_op)
    if PLAN not in op.attributes:
        return None
    attr = op.attributes[PLAN]
    if not isinstance(attr, ir.DictAttr):
        raise _fail(op, f"'{PLAN}' must be a dictionary, got {attr}")
    d = _dict_to_py(attr)
    slot = _Slot(op)

    def need(key: str) -> ir.Attribute:
        if key not in d:
            raise _fail(op, f"'{PLAN}' has no '{key}'")
        return d[key]

    def text(key: str) -> str:
        a = need(key)
        if not isinstance(a, ir.StringAttr):
            raise _fail(op, f"'{PLAN}.{key}' must be a string, got {a}")
        return ir.StringAttr(a).value

    batch = _int_value(slot, f"{PLAN}.batch_size", need("batch_size"))
    groups = _int_value(slot, f"{PLAN}.num_groups", need("num_groups"))
    if batch < 1 or groups < 1:
        raise _fail(op, f"'{PLAN}': batch_size and num_groups must be >= 1, got {batch} and {groups}")
    shares = None
    if "batch_shares" in d:
        raw = d["batch_shares"]
        if not isinstance(raw, ir.DictAttr):
            raise _fail(op, f"'{PLAN}.batch_shares' must be a dictionary, got {raw}")
        items = []
        for key, value in _dict_to_py(raw).items():
            if not key.isdigit() or not isinstance(value, ir.FloatAttr) or not ir.FloatAttr(value).value > 0:
                raise _fail(op, f"'{PLAN}.batch_shares' entry {key} = {value}: expected device id = positive float")
            items.append((int(key), ir.FloatAttr(value).value))
        shares = tuple(sorted(items))
    fusion = None
    if "fusion_bytes" in d:
        fusion = _int_value(slot, f"{PLAN}.fusion_bytes", d["fusion_bytes"])
        if fusion < 0:
            raise _fail(op, f"'{PLAN}.fusion_bytes' must be >= 0, got {fusion}")
    return PlanRecord(batch, groups, text("grouping"), text("topology"), text("topology_fingerprint"), shares,
                      fusion)


def set_plan(module_op: OpLike, record: PlanRecord | None) -> None:
    """Write (or with None remove) the module's `tag.plan` record."""
    op = as_operation(module_op)
    with op.context, ir.Location.unknown():
        if record is None:
            if PLAN in op.attributes:
                del op.attributes[PLAN]
        else:
            op.attributes[PLAN] = plan_attr(record)


# ------------------------------------------------------------------- bulk argument reading
def argument_attribute_dicts(func_op: OpLike) -> list[dict[str, ir.Attribute]]:
    """Every argument's attribute dictionary of a function, read once (O(#args); the per-argument
    accessors re-read the whole array on each call)."""
    op = as_operation(func_op)
    return _entry_dicts(op, ARG_ATTRS, len(_function_type(op).inputs))


def decode_argument_attribute(func_op: OpLike, arg: int, name: str, attr: ir.Attribute):
    """The typed value of `tag.*` attribute `name` = `attr` of argument `arg` (as `get_group`,
    `get_placement`, `get_replication`, `get_part` return it); TagError at the function when malformed."""
    slot = _Slot(as_operation(func_op), ARG_ATTRS, arg)
    if name in (GROUP, PART, PS_DEVICE):
        return _int_value(slot, name, attr)
    if name == PLACEMENT:
        return _placement_value(slot, attr)
    if name == REPLICATION:
        return _enum_value(slot, name, attr, Replication)
    if name == GRAD_SYNC:
        return _enum_value(slot, name, attr, GradSync)
    raise ValueError(f"no decoder for {name}")
