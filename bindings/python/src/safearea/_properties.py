"""The settable properties of views, controllers and windows, described once.

Each property is a :class:`Setting` on its class: its ``safearea_property`` id
(``safearea.Property``), a codec for how its doubles (``safearea_tree_get`` and
``safearea_tree_set``) read and write in Python, and its doc. The objects that
hold properties (:class:`HasProperties`) say where a read or a write goes: the
window's tree, or what a view or controller keeps until it joins one.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable
from typing import Generic, TypeVar, Union, overload

from ._enums import AutoresizingMask, BarMinimization, Edge, Orientation, Property, ScrollAdjustment, Status
from ._enums import names as _names
from ._errors import InvalidArgumentError

Rect = tuple[float, float, float, float]
Values = tuple[float, ...]

#: Edge names the API takes -> safearea_edge ("none" is not a name users give).
EDGES = {member.name.lower(): member for member in Edge if member != Edge.NONE}
#: Edge name -> its bit in an edge set (PROP_EDGES_FOR_EXTENDED_LAYOUT: the bit of
#: edge e is 1 << (e - 1), as safearea.h documents beside the property).
_EDGE_BITS = {name: 1 << (edge - 1) for name, edge in EDGES.items()}
CHILD_INSETS = ("freeze", "continuous")


def numbers(value: object, count: int, name: str) -> Values:
    """`value` as `count` floats (NaN and infinities kept, for the library to judge); TypeError naming the
    argument (`name`) for anything but a sequence of real numbers, InvalidArgumentError for another count
    or an integer no double holds (10**400)."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise TypeError(f"{name} must be a sequence of {count} numbers, not {type(value).__name__}")
    items = tuple(value)
    if any(isinstance(v, bool) or not isinstance(v, (int, float)) for v in items):
        raise TypeError(f"{name} must be a sequence of {count} numbers")
    if len(items) != count:
        raise InvalidArgumentError(f"{name} takes {count} numbers, got {len(items)}", Status.E_INVALID_ARGUMENT)
    try:
        return tuple(float(v) for v in items)
    except OverflowError:
        # An int beyond a double (10**400): not a finite number, as the library says of infinities.
        raise InvalidArgumentError(
            f"{name} must be finite numbers: an integer is beyond a double's range", Status.E_INVALID_ARGUMENT
        ) from None


def finite_numbers(value: Iterable[float], count: int, name: str) -> Values:
    """`value` as `count` finite floats; the errors name the argument (`name`)."""
    try:
        items = tuple(float(v) for v in value)
    except TypeError:
        raise TypeError(f"{name} must be a sequence of {count} numbers") from None
    if len(items) != count:
        raise ValueError(f"{name} takes {count} numbers, got {len(items)}")
    if not all(math.isfinite(v) for v in items):
        raise InvalidArgumentError(f"{name} must be finite numbers", Status.E_INVALID_ARGUMENT)
    return items


def _edge_bits(edges: int | str | Iterable[str]) -> float:
    if isinstance(edges, int):
        return float(edges)
    if isinstance(edges, str):
        edges = (edges,) if edges != "all" else tuple(_EDGE_BITS)
    bits = 0
    for edge in edges:
        if edge not in _EDGE_BITS:
            raise ValueError(f"{edge!r} is not an edge: use top, left, bottom, right or 'all'")
        bits |= _EDGE_BITS[edge]
    return float(bits)


_G = TypeVar("_G")
_S = TypeVar("_S")


class Codec(Generic[_G, _S]):
    """How a property's doubles (safearea_tree_get/set) read and write in Python."""

    def decode(self, values: Values) -> _G:
        raise NotImplementedError

    def encode(self, value: _S, name: str) -> Values:
        raise NotImplementedError


class Floats(Codec[Values, Iterable[float]]):
    def __init__(self, count: int) -> None:
        self.count = count

    def decode(self, values: Values) -> Values:
        return tuple(values)

    def encode(self, value: Iterable[float], name: str) -> Values:
        return finite_numbers(value, self.count, name)


class _Number(Codec[float, float]):
    def decode(self, values: Values) -> float:
        return values[0]

    def encode(self, value: float, name: str) -> Values:
        return finite_numbers((value,), 1, name)


class _Bool(Codec[bool, object]):
    def decode(self, values: Values) -> bool:
        return bool(values[0])

    def encode(self, value: object, name: str) -> Values:
        return (1.0 if value else 0.0,)


class _Index(Codec[int, int]):
    def decode(self, values: Values) -> int:
        return int(values[0])

    def encode(self, value: int, name: str) -> Values:
        return (float(value),)


class _Count(Codec[int, int]):
    """A count of things (toolbar items): an int from 0 to `limit`; the error names the property."""

    def __init__(self, limit: int) -> None:
        self.limit = limit

    def decode(self, values: Values) -> int:
        return int(values[0])

    def encode(self, value: int, name: str) -> Values:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= self.limit:
            raise InvalidArgumentError(
                f"{name} must be a count from 0 to {self.limit:,}, got {value!r}", Status.E_INVALID_ARGUMENT
            )
        return (float(value),)


class _Names(Codec[str, str]):
    """An enum property: the lower-case names of its values (or members of `members`) in, names out."""

    def __init__(self, codes: dict[str, int], what: str, hint: str, members: type[enum.IntEnum] | None = None) -> None:
        self.codes = {name: float(code) for name, code in codes.items()}
        self.names = {code: name for name, code in codes.items()}
        self.what, self.hint, self.members = what, hint, members

    def decode(self, values: Values) -> str:
        return self.names[int(values[0])]

    def encode(self, value: str, name: str) -> Values:
        if self.members is not None and isinstance(value, self.members):
            return (float(value),)
        code = self.codes.get(value) if isinstance(value, str) else None
        if code is None:
            raise ValueError(f"{value!r} is not {self.what}{self.hint}")
        return (code,)


class Edges(Codec[frozenset[str], Union[int, str, Iterable[str]]]):
    def decode(self, values: Values) -> frozenset[str]:
        bits = int(values[0])
        return frozenset(name for name, bit in _EDGE_BITS.items() if bits & bit)

    def encode(self, value: int | str | Iterable[str], name: str) -> Values:
        return (_edge_bits(value),)


class Mask(Codec[AutoresizingMask, Union[int, str, Iterable[str]]]):
    """UIView.autoresizingMask: AutoresizingMask flags in, from flags, an int or names ('flexible_width', ...)."""

    def decode(self, values: Values) -> AutoresizingMask:
        return AutoresizingMask(int(values[0]))

    def encode(self, value: int | str | Iterable[str], name: str) -> Values:
        if isinstance(value, int):
            return (float(value),)
        names = (value,) if isinstance(value, str) else tuple(value)
        bits = 0
        for item in names:
            member = AutoresizingMask.__members__.get(item.upper()) if isinstance(item, str) else None
            if member is None:
                raise ValueError(
                    f"{item!r} is not an autoresizing flag: use "
                    + ", ".join(m.lower() for m in AutoresizingMask.__members__)
                )
            bits |= int(member)
        return (float(bits),)


FLOATS2, FLOATS4, BOOL, NUMBER, INDEX = Floats(2), Floats(4), _Bool(), _Number(), _Index()
BEHAVIOR = _Names(
    _names(ScrollAdjustment), "a behavior", ": use automatic, scrollable_axes, never or always", ScrollAdjustment
)
ORIENTATION = _Names(_names(Orientation), "an orientation", "", Orientation)
TOOLBAR_ITEMS = _Count(10_000)
MINIMIZATION = _Names(
    _names(BarMinimization),
    "a bar minimization",
    ": use none, adjusts_safe_area or keeps_safe_area",
    BarMinimization,
)
#: PROP_CHILD_INSETS_CONTINUOUS is a flag: 0 freeze, 1 continuous.
POLICY = _Names(
    {name: code for code, name in enumerate(CHILD_INSETS)},
    "a child_insets policy",
    ": child_insets is 'freeze' or 'continuous'",
)


class Setting(Generic[_G, _S]):
    """A settable property of safearea_property on a view, controller or window: its id, how
    its doubles read and write (`codec`) and its doc. Reads and writes go to the tree when
    the object is in a window, else to what the object keeps until it joins one."""

    def __init__(self, prop: Property, codec: Codec[_G, _S], doc: str = "") -> None:
        self.prop = prop
        self.codec = codec
        self.name = ""
        self.__doc__ = doc or f"{prop.name.lower()} (safearea_property {prop.name})."

    def __set_name__(self, owner: type, name: str) -> None:
        if not self.name:  # an alias (behavior = content_inset_adjustment_behavior) keeps the first name
            self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Setting[_G, _S]: ...
    @overload
    def __get__(self, obj: HasProperties, owner: type | None = None) -> _G: ...
    def __get__(self, obj: HasProperties | None, owner: type | None = None) -> _G | Setting[_G, _S]:
        if obj is None:
            return self
        return self.codec.decode(obj._get(self.prop))

    def __set__(self, obj: HasProperties, value: _S) -> None:
        obj._set(self.prop, self.codec.encode(value, self.name))


class HasProperties:
    def _get(self, prop: Property) -> Values:
        raise NotImplementedError

    def _set(self, prop: Property, values: Values) -> None:
        raise NotImplementedError
