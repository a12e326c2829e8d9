"""The package's value objects: immutable, compared and hashed by value, with readable reprs,
and pickled as their class and fields; and the OS-version text they read and write.

A leaf of the package: it imports only the C module, _enums and _errors, so any module may
import it. Device (_device) answers with these objects and gives them under its own module
too, where pickles written before they moved here find them.
"""

from typing import Any, NamedTuple, cast

from ._enums import Status
from ._errors import OSVersionError
from ._safearea import _parse_os_version


def format_os_version(encoded: int) -> str:
    """170401 -> "17.4.1", 170000 -> "17.0"; an open upper bound reads as people say it:
    189999 ("every 18.x") -> "18.x", 180399 -> "18.3.x"."""
    major, minor, patch = encoded // 10000, encoded // 100 % 100, encoded % 100
    if minor == 99 and patch == 99:
        return f"{major}.x"
    if patch == 99:
        return f"{major}.{minor}.x"
    return f"{major}.{minor}" if patch == 0 else f"{major}.{minor}.{patch}"


class _Value:
    """Immutable value object with a readable repr, equality and hashing."""

    __slots__ = ()
    _fields: "tuple[str, ...]" = ()

    def __init__(self, *values: object) -> None:
        for name, value in zip(self._fields, values):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def _astuple(self) -> "tuple[object, ...]":
        return tuple(getattr(self, name) for name in self._fields)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._astuple() == other._astuple()

    def __hash__(self) -> int:
        return hash((type(self).__name__,) + self._astuple())

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"safearea.{type(self).__name__}({inner})"

    def __reduce__(self) -> "tuple[type[_Value], tuple[object, ...]]":
        # The default reduction of a slotted class sets attributes after creation, which this class refuses.
        return type(self), self._astuple()


class Housing(_Value):
    """The sensor housing: kind ('none', 'notch', 'dynamic_island', 'punch_hole'), its
    outline bounds (x, y, width, height) in portrait screen coordinates, whether the
    outline is measured, and whether ``rect`` is approximate: a conservative bound that
    contains the housing, where no source measured its outline but its place is known
    (the iPhone Air's and the 18 Pros' islands). ``rect`` is None when neither is known
    (the iPhone 12 series' notch, whose unsafe region is then the whole top band)."""

    __slots__ = ("kind", "rect", "measured", "approximate")
    _fields = ("kind", "rect", "measured", "approximate")
    kind: str
    rect: "tuple[float, float, float, float] | None"
    measured: bool
    approximate: bool

    def __init__(
        self, kind: str, rect: "tuple[float, float, float, float] | None", measured: bool, approximate: bool = False
    ) -> None:
        super().__init__(kind, rect, measured, approximate)


class HomeIndicator(_Value):
    """Whether the device has a home indicator, and its glyph (x, y, width, height)
    in portrait screen coordinates when measured."""

    __slots__ = ("present", "rect")
    _fields = ("present", "rect")
    present: bool
    rect: "tuple[float, float, float, float] | None"

    def __bool__(self) -> bool:
        return self.present


def os_version_span(version: str) -> "tuple[int, int]":
    """The first and last encoded version (major * 10000 + minor * 100 + patch) that `version`
    stands for: "16.4" is 16.4.0 alone, as a query reads it; a line ending in ".x" is every
    release of it ("16.x": 16.0.0 to 16.99.99, "16.4.x": 16.4.0 to 16.4.99), as format_os_version
    writes an open end. The version itself is parsed by the library (safearea_os_version_parse),
    so "iOS 16.4" and malformed text read as in every query; malformed text is OSVersionError."""
    if not isinstance(version, str):
        raise TypeError(f"an OS version is a str such as '16.4' or '16.x', not {type(version).__name__}")
    text = version.strip()
    if text[-2:].lower() != ".x":
        encoded = cast(int, _parse_os_version(text))
        return encoded, encoded
    given = text[:-2].count(".") + 1  # components before the ".x"; an OS name has no dot
    first = cast(int, _parse_os_version(text[:-2]))
    if given > 2:
        raise OSVersionError(
            f"{version!r} is not an OS version line: expected 'MAJOR.x' or 'MAJOR.MINOR.x'", Status.E_OS_VERSION
        )
    return first, first + (9999 if given == 1 else 99)


class OSRange(_Value):
    """An inclusive range of OS versions with inset data ("14.0" to "18.x": every 18 release).

    It answers questions by version, never by text: ``"16.4" in r`` (every version a str stands
    for lies in the range: "16.x" asks for every 16 release), and ``r < "17"``, ``r > "15.x"``
    (every version of the range comes before, or after, every version of the other side, a str
    or an OSRange); ``<=`` and ``>=`` let the two ends meet. Versions read as in a query
    (:func:`os_version_span`)."""

    __slots__ = ("min", "max")
    _fields = ("min", "max")
    min: str
    max: str

    def __str__(self) -> str:
        return f"{self.min}\u2013{self.max}"

    def span(self) -> "tuple[int, int]":
        """The first and last encoded version of the range (12.0 to 18.x: 120000, 189999)."""
        return os_version_span(self.min)[0], os_version_span(self.max)[1]

    def __contains__(self, version: object) -> bool:
        first, last = _span_of(version, "in")
        low, high = self.span()
        return low <= first and last <= high

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, (str, OSRange)):
            return NotImplemented
        return self.span()[1] < _span_of(other, "<")[0]

    def __le__(self, other: object) -> bool:
        if not isinstance(other, (str, OSRange)):
            return NotImplemented
        return self.span()[1] <= _span_of(other, "<=")[0]

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, (str, OSRange)):
            return NotImplemented
        return self.span()[0] > _span_of(other, ">")[1]

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, (str, OSRange)):
            return NotImplemented
        return self.span()[0] >= _span_of(other, ">=")[1]


def _span_of(value: object, operation: str) -> "tuple[int, int]":
    """The versions a str or an OSRange stands for, as an operand of OSRange's `operation`."""
    if isinstance(value, OSRange):
        return value.span()
    if isinstance(value, str):
        return os_version_span(value)
    raise TypeError(
        f"OSRange {operation} takes an OS version str such as '16.4' or '16.x', or an OSRange, "
        f"not {type(value).__name__}"
    )


class Provenance(_Value):
    """Where an answer of the catalog comes from: ``kind`` is 'measured' (a public simulator or
    device probe measured this device on this OS version: Device.measured_os), 'documented' (Apple
    states it) or 'derived' (carried over from a measurement, from another version of the same line
    too, "..., carried from iPadOS 26.5, ..."; ``basis`` names the derivation in full); ``source`` names the
    measurement or document."""

    __slots__ = ("kind", "source", "basis")
    _fields = ("kind", "source", "basis")
    kind: str
    source: str
    basis: str

    def __str__(self) -> str:
        return f"derived: {self.basis} [{self.source}]" if self.kind == "derived" else f"{self.kind}: {self.source}"


class Region(_Value):
    """An unsafe region of an oriented screen.

    kind: 'housing', 'corner', 'home_indicator', 'status_bar' or 'inset_band';
    edge: the screen edge it touches; physical: a physical obstruction (housing,
    rounded corner) rather than a reserved band; approximate: a conservative
    bound, not a measurement; rect: (x, y, width, height); corner_radius: for corners.
    """

    __slots__ = ("kind", "edge", "physical", "approximate", "rect", "corner_radius")
    _fields = ("kind", "edge", "physical", "approximate", "rect", "corner_radius")
    kind: str
    edge: str
    physical: bool
    approximate: bool
    rect: "tuple[float, float, float, float]"
    corner_radius: float


class CornerRadii(NamedTuple):
    """The display's corner radii in points, in the order the simulator's device profile gives them,
    named in the profile's portrait orientation and a left-to-right layout (upper_leading is the
    top-left corner). Four equal ones on every device but the iPhone Duo's outer display (8, 59, 8, 59)."""

    upper_leading: float
    upper_trailing: float
    lower_leading: float
    lower_trailing: float


class ReservedRegion(_Value):
    """A reserved region of an oriented screen (UIKit's UIView.ReservedRegion): a part of the screen
    deliberately not in the safe area.

    name: what it is ('camera', 'bar strip', 'fold'); kind: 'occlusion' (something occludes content) or
    'division' (a fold: content splits there); shape: 'rectangle' or 'capsule' (a circle when square)
    inside the frame minus its margins; frame: (x, y, width, height) in the oriented screen's points,
    margins included; margins: (top, left, bottom, right) for interactive content; active: UIKit's
    isActive (a fold is active folded like a book); provenance: where the numbers come from.
    """

    __slots__ = ("name", "kind", "shape", "frame", "margins", "active", "provenance")
    _fields = ("name", "kind", "shape", "frame", "margins", "active", "provenance")
    name: str
    kind: str
    shape: str
    frame: "tuple[float, float, float, float]"
    margins: "tuple[float, float, float, float]"
    active: bool
    provenance: Provenance

    @property
    def reserved_rect(self) -> "tuple[float, float, float, float]":
        """The frame minus its margins: the part that is reserved (the fold's is a zero-width line)."""
        x, y, width, height = self.frame
        top, left, bottom, right = self.margins
        return (x + left, y + top, max(0.0, width - left - right), max(0.0, height - top - bottom))


class RectCheckResult(NamedTuple):
    """Device.check_rects results: numpy arrays safe (N,), overlap (N, 4) or None, obstruction (N,).
    A named tuple, so `safe, overlap, obstruction = device.check_rects(rects)` works."""

    safe: Any
    overlap: Any
    obstruction: Any

    def __repr__(self) -> str:
        return f"<safearea.RectCheckResult {len(self.safe)} rectangles, {int(self.safe.sum())} inside the safe area>"
