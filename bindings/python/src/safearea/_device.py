"""Device; loaded on first use by the package.

The C module makes every Device (the catalog's, loaded profiles) as this module's
class, and check_rects' results as its RectCheckResult: it imports this module the
first time it needs them. The value objects Device answers with live in _values.
"""

import enum
import json
from typing import Any, Iterable, Sequence, cast

from . import _pickle
from ._enums import ExportFormat, Obstruction, Orientation, Status
from ._errors import InvalidArgumentError, OSVersionError
from ._properties import numbers
from ._safearea import DeviceBase as _DeviceBase
from ._safearea import _load_json, _safe_areas

# The value objects, given by this module as before they moved to _values: pickles written then
# name them here (safearea._device.Housing), and the C module takes RectCheckResult from here.
from ._values import CornerRadii as CornerRadii
from ._values import HomeIndicator as HomeIndicator
from ._values import Housing as Housing
from ._values import OSRange as OSRange
from ._values import Provenance as Provenance
from ._values import RectCheckResult as RectCheckResult
from ._values import Region as Region
from ._values import ReservedRegion as ReservedRegion
from ._values import format_os_version as format_os_version
from ._values import os_version_span as os_version_span

#: The orientation names every function accepts (UIKit interface orientations), in
#: safearea_orientation order: ORIENTATIONS[code] is the name of that code.
ORIENTATIONS: "tuple[str, ...]" = tuple(Orientation(code).name.lower() for code in range(len(Orientation)))

#: Names of the obstruction codes of Device.check_rects: OBSTRUCTIONS[code] (safearea_obstruction).
OBSTRUCTIONS: "tuple[str, ...]" = tuple(Obstruction(code).name.lower() for code in range(len(Obstruction)))


def safe_areas(queries: "Iterable[Sequence[Any]]") -> Any:
    """Many safe-area queries at once: an iterable of (device, orientation, os_version,
    status_bar_hidden) tuples (the last two optional). Returns a numpy array (N, 4)."""
    import numpy  # on first use: only the batch functions need it, and importing it costs more than the package

    devices: "list[Any]" = []
    orientations: "list[Any]" = []
    versions: "list[Any]" = []
    flags: "list[bool]" = []
    for query in queries:
        query = tuple(query)
        devices.append(query[0])
        orientations.append(query[1] if len(query) > 1 else "portrait")
        versions.append(query[2] if len(query) > 2 else None)
        flags.append(bool(query[3]) if len(query) > 3 else False)
    out = numpy.empty((len(devices), 4), dtype=numpy.float64)
    _safe_areas(devices, orientations, versions, flags, out)
    return out


def export_format(format: "str | int") -> int:
    """The safearea_export_format value of a format name ('cdp', 'css', 'react-native') or value."""
    if isinstance(format, str):
        for member in ExportFormat:
            if member.name.lower().replace("_", "-") == format.lower():
                return int(member)
        names = ", ".join(member.name.lower().replace("_", "-") for member in ExportFormat)
        raise InvalidArgumentError(f"{format!r} is not an export format: use {names}", Status.E_INVALID_ARGUMENT)
    return int(ExportFormat(format)) if format in ExportFormat._value2member_map_ else int(format)


def _window_name(name: object) -> object:
    """A window placement, control style or compatibility as the header spells it ('half-leading' and
    WindowPlacement.HALF_LEADING -> 'half_leading'); anything else goes to C as it is, to be refused there."""
    if isinstance(name, enum.Enum):
        return name.name.lower()
    return name.replace("-", "_") if isinstance(name, str) else name


class Device(_DeviceBase):
    """A device profile: screen, obstructions and the insets it reports.

    Built-in devices come from :func:`devices` and :func:`device`; custom ones
    from :func:`load_device`. ``safe_area()`` is implemented in C.
    """

    @property
    def _facts(self) -> "dict[str, Any]":
        cached = self.__dict__.get("_facts_cache")
        if cached is None:
            cached = self._info()
            self.__dict__["_facts_cache"] = cached
        return cast("dict[str, Any]", cached)

    @property
    def aliases(self) -> "tuple[str, ...]":
        """Other names and model identifiers ('iPhone15,2')."""
        return self._aliases()

    @property
    def family(self) -> str:
        """'phone', 'pad' or 'tv'."""
        return str(self._facts["family"])

    @property
    def width(self) -> float:
        """Portrait screen width in points (tvOS: its only, landscape, width)."""
        return float(self._facts["width"])

    @property
    def height(self) -> float:
        """Portrait screen height in points."""
        return float(self._facts["height"])

    @property
    def scale(self) -> float:
        """Points to rendered pixels (UIScreen.scale)."""
        return float(self._facts["scale"])

    @property
    def native_scale(self) -> float:
        """Native panel pixels per point (UIScreen.nativeScale): 2.608 on an 8 Plus, 3.65625 on a zoomed iPhone 13 Pro."""
        return float(self._facts["native_scale"])

    @property
    def display_zoom(self) -> bool:
        """True for a Display Zoom variant (from zoomed() or device(name, display_zoom=True))."""
        return bool(self._facts["display_zoom"])

    def zoomed(self) -> "Device":
        """The Display Zoom variant of a built-in iPhone (C: safearea_device_zoomed): the same panel and
        scale at the zoomed point size, named '<name> (Display Zoom)', with derived insets (no public
        measurement of zoomed insets exists; strict queries refuse them). InvalidArgumentError for a
        device without Display Zoom."""
        return self._zoomed()

    @property
    def native_pixels(self) -> "tuple[int, int]":
        """The panel's pixels; not size x scale on downsampled panels (8 Plus, 12/13 mini)."""
        return cast("tuple[int, int]", self._facts["native_pixels"])

    @property
    def corner_radius(self) -> float:
        """Display corner radius in points: the largest of corner_radii where the corners differ."""
        return float(self._facts["corner_radius"])

    @property
    def corner_radii(self) -> CornerRadii:
        """The four corner radii (C: safearea_device_corner_radii), upper-leading, upper-trailing, lower-leading,
        lower-trailing: (8, 59, 8, 59) on the iPhone Duo's outer display, four equal ones elsewhere."""
        return CornerRadii(*self._corner_radii())

    @property
    def display(self) -> "str | None":
        """Which display of a device with several this profile is: 'outer' (used closed) or 'inner' (used open);
        None for a device with one display (C: safearea_device_display)."""
        return self._display()[0]

    @property
    def sibling(self) -> "Device | None":
        """The built-in profile of the device's other display (C: safearea_device_sibling), None for a device
        with one display. A loaded profile's sibling is the built-in device its sibling name names
        (DeviceNotFoundError when there is none)."""
        if self._display()[0] is None:
            return None
        return self._sibling()

    def reserved_regions(
        self,
        orientation: str = "portrait",
        *,
        pose: "str | None" = None,
        os_version: "str | None" = None,
        strict: bool = False,
    ) -> "tuple[ReservedRegion, ...]":
        """The reserved regions of the screen in that orientation (C: safearea_device_reserved_regions; UIKit's
        reservedRegions with includeInactive), each a ReservedRegion; none on a device that declares none.
        pose: 'flat' or 'book' on a display with a fold (None: flat), changing only the fold's active flag;
        InvalidArgumentError on any other device. UnsupportedError for an orientation whose regions no source
        measured; with strict, OSVersionError for an answer with a derived region."""
        raw = self._reserved_regions(orientation, pose=pose, os_version=os_version, strict=strict)
        return tuple(
            ReservedRegion(name, kind, shape, frame, margins, active, Provenance(*provenance))
            for name, kind, shape, frame, margins, active, provenance in raw
        )

    @property
    def housing(self) -> Housing:
        """The sensor housing (notch, Dynamic Island) and its outline: measured, or a conservative
        bound flagged approximate (C: safearea_device_info's housing_rect and housing_measured)."""
        facts = self._facts
        measured = bool(facts["housing_measured"])
        rect = facts["housing_rect"]
        known = rect[2] > 0 and rect[3] > 0  # zero when neither an outline nor a bound is known
        return Housing(facts["housing"], rect if known else None, measured, known and not measured)

    @property
    def home_indicator(self) -> HomeIndicator:
        """The home indicator (falsy on home-button devices)."""
        facts = self._facts
        rect = facts["home_indicator_rect"]
        return HomeIndicator(facts["home_indicator"], rect if rect[2] > 0 else None)

    @property
    def orientations(self) -> "tuple[str, ...]":
        """Supported orientation names."""
        mask = self._facts["orientations"]  # bit (1 << orientation), as safearea_device_info documents
        return tuple(o.name.lower() for o in Orientation if mask & (1 << o.value))

    @property
    def os_range(self) -> OSRange:
        """Oldest and newest OS versions the device runs."""
        facts = self._facts
        return OSRange(format_os_version(facts["os_min"]), format_os_version(facts["os_max"]))

    @property
    def os_versions(self) -> "tuple[OSRange, ...]":
        """The OS-version ranges with measured inset data, oldest first."""
        return tuple(OSRange(format_os_version(lo), format_os_version(hi)) for lo, hi in self._os_ranges())

    def has_data_for(self, os_version: str, *, orientation: "str | None" = None, strict: bool = False) -> bool:
        """True exactly when a query for `os_version` answers rather than raising OSVersionError:
        the library parses the version and finds its record (safearea_device_provenance). A
        version's record is the same in every orientation; with strict, a derived answer does not
        count, and a record may be measured in one orientation and derived in another (a probe
        that read portrait only), so strict asks `orientation`, or every orientation the device
        supports when none is named. Malformed text is False, as such a query raises
        OSVersionError; a version line such as '16.x' is not a version a query takes (ask
        ``'16.x' in r`` of an OSRange). An orientation the device does not support raises
        UnsupportedOrientationError, as a query would."""
        if orientation is not None:
            asked: "tuple[str, ...]" = (orientation,)
        else:
            asked = self.orientations if strict else self.orientations[:1]
        try:
            for name in asked:
                self._provenance(name, os_version=os_version, strict=strict)
        except OSVersionError:
            return False
        return True

    def _document(self) -> "dict[str, Any]":
        cached = self.__dict__.get("_document_cache")
        if cached is None:
            cached = json.loads(self.to_json())
            self.__dict__["_document_cache"] = cached
        return cast("dict[str, Any]", cached)

    @property
    def sources(self) -> "dict[str, str]":
        """Where each value comes from: field -> source, plus 'insets <range>' per inset record."""
        document = self._document()
        result = dict(document.get("sources", {}))
        for record in document["insets"]:
            result[f"insets {record['os_min']}-{record['os_max']}"] = record["source"]
        return result

    @property
    def notes(self) -> "tuple[str, ...]":
        """Disagreements between sources and other remarks."""
        return tuple(self._document().get("notes", ()))

    def status_bar_height(self, orientation: str = "portrait", *, os_version: "str | None" = None) -> float:
        """Height of the status bar band in that orientation: the status bar's share of the
        top safe-area inset (the whole top inset on notch/island phones), not UIKit's
        statusBarFrame (54 on the 14 Pro class); see status_bar_frame. 0 where iOS hides the
        status bar (iPhones in landscape) and on tvOS."""
        for region in self.unsafe_regions(orientation, os_version=os_version):
            if region.kind == "status_bar":
                return region.rect[3]
        return 0.0

    def status_bar_frame(self, *, os_version: "str | None" = None) -> "tuple[float, Provenance] | None":
        """UIKit's status-bar frame height (UIStatusBarManager.statusBarFrame, portrait, status bar
        shown) on the OS line of ``os_version`` (None: the newest), with where it comes from:
        (height, Provenance), or None when no source gives it for that line. It is not the top
        safe-area inset: 54 on the iPhone 14 Pro, whose top inset is 59. Raises OSVersionError for
        a version the device has no data for."""
        version = self._resolve_os_version(self.orientations[0], os_version=os_version)
        for (low, high), record in zip(self._os_ranges(), self._document()["insets"]):
            if low <= version <= high:
                frame = record.get("status_bar_frame")
                if frame is None:
                    return None
                return float(frame["height"]), Provenance(frame["provenance"], frame["source"], frame.get("basis", ""))
        return None

    def provenance(
        self,
        orientation: str = "portrait",
        *,
        os_version: "str | None" = None,
        status_bar_hidden: bool = False,
        strict: bool = False,
    ) -> Provenance:
        """Where the safe_area() answer for these arguments comes from (C: safearea_device_provenance):
        Provenance(kind, source, basis). With strict, a derived answer raises OSVersionError as
        safe_area(strict=True) does."""
        return Provenance(
            *self._provenance(orientation, os_version=os_version, status_bar_hidden=status_bar_hidden, strict=strict)
        )

    def keyboard_height(
        self,
        orientation: str = "portrait",
        *,
        os_version: "str | None" = None,
        strict: bool = False,
        predictive: bool = True,
    ) -> float:
        """The system keyboard's height over the window in points, predictive row included (with
        predictive=False, without it: C SAFEAREA_KEYBOARD_WITHOUT_PREDICTIVE) (C:
        safearea_device_keyboard_height). Raises OSVersionError, saying why, when the catalog knows
        none for the device, orientation and OS, and with strict when the height is derived."""
        return self._keyboard_height(orientation, os_version=os_version, strict=strict, predictive=predictive)[0]

    def keyboard_provenance(
        self, orientation: str = "portrait", *, os_version: "str | None" = None, predictive: bool = True
    ) -> Provenance:
        """Where keyboard_height() for these arguments comes from."""
        return Provenance(*self._keyboard_height(orientation, os_version=os_version, predictive=predictive)[1])

    def measured_os(self, orientation: str = "portrait", *, os_version: "str | None" = None) -> "str | None":
        """The OS version the measurement behind the safe_area() answer for these arguments ran
        (C: safearea_device_measured_os), as the catalog writes it: '26.5' (that version only, no
        patch release after it), or '18.x' where the source records only the line; None when the
        answer rests on no measurement of its OS range (documented, or derived from another device
        or line). The answer is 'measured' there and elsewhere on its range carried from there:
        derived, with a basis "<device>, <range>: carried from iPadOS 26.5, ..."."""
        low, high = self._measured_os(orientation, os_version=os_version)
        if not low:
            return None
        return format_os_version(low) if low == high else format_os_version(high)

    def resolve_os_version(self, orientation: str = "portrait", *, os_version: "str | None" = None) -> str:
        """The OS version whose data a safe_area() query with these arguments uses."""
        return format_os_version(self._resolve_os_version(orientation, os_version=os_version))

    def unsafe_regions(
        self,
        orientation: str = "portrait",
        *,
        os_version: "str | None" = None,
        status_bar_hidden: bool = False,
        strict: bool = False,
    ) -> "tuple[Region, ...]":
        """The unsafe regions of the screen in that orientation, in its coordinates."""
        raw = self._unsafe_regions(
            orientation, os_version=os_version, status_bar_hidden=status_bar_hidden, strict=strict
        )
        return tuple(Region(*item) for item in raw)

    def __repr__(self) -> str:
        facts = self._facts
        kind = "loaded " if self.loaded else ""
        return (
            f"<safearea.Device {self.name!r} {kind}{facts['family']} "
            f"{facts['width']:g}x{facts['height']:g}@{facts['scale']:g}>"
        )

    def svg(
        self, orientation: "str | None" = None, *, os_version: "str | None" = None, status_bar_hidden: bool = False
    ) -> str:
        """A picture of the screen in an orientation: rounded corners, housing, status bar,
        home indicator, the safe area with its inset values, and a legend (C: safearea_device_svg); by default
        in the device's first orientation."""
        if orientation is None:
            orientation = self.orientations[0]
        return self._svg(orientation, os_version=os_version, status_bar_hidden=status_bar_hidden)

    def _repr_svg_(self) -> str:
        return self.svg()

    def __reduce__(self) -> "tuple[Any, ...]":
        """Pickles a built-in device by its name (it comes back as the same catalog object) and a
        loaded profile by its JSON."""
        if self.loaded:
            return _pickle.reduction("profile", self.to_json())
        return _pickle.reduction("device", self.name)

    def __copy__(self) -> "Device":
        return self if not self.loaded else _load_json(self.to_json().encode("utf-8"))

    def __deepcopy__(self, memo: "dict[int, Any]") -> "Device":
        return self.__copy__()

    def export(
        self,
        format: "str | int",
        orientation: "str | None" = None,
        *,
        os_version: "str | None" = None,
        status_bar_hidden: bool = False,
        strict: bool = False,
        pose: "str | None" = None,
        mobile_user_agent: bool = False,
        placement: "str | None" = None,
        frame: "tuple[float, float, float, float] | None" = None,
        controls: "str | None" = None,
        compatibility: "str | None" = None,
    ) -> str:
        """The device in another tool's format (C: safearea_device_export): 'cdp' (Chrome DevTools
        Protocol commands, method -> params, that emulate the screen, safe area, touch and Safari's
        user agent), 'css' (--safe-area-inset-* custom properties), 'react-native'
        (react-native-safe-area-context's Metrics), 'playwright' (a device descriptor as in
        Playwright's deviceDescriptorsSource.json, defaultBrowserType 'chromium': the safe-area
        insets reach a page only in Chromium, through the cdp commands),
        'flutter-test' (tester.view values in physical pixels), 'unity' (a Device Simulator .device
        definition; pass status_bar_hidden=True for the safe area Unity apps get by default) or
        'flutter' (a device_preview DevicePreset with both orientations' paddings and the screen
        outline). `orientation`: None for what the format's owner keeps in one document (unity and
        flutter: every orientation the device supports; the others: portrait), one name, or 'all'
        (every orientation the device supports; the JSON formats are then keyed by orientation name).
        A name narrows a unity file to that orientation; a flutter preset always holds every
        orientation. Raises InvalidArgumentError naming the formats for an unknown one. `pose`: 'flat' or
        'book' on a display with a fold (None: flat; InvalidArgumentError on any other device): folded
        like a book, cdp carries devicePosture 'folded' and the fold as a displayFeature, css
        --reserved-fold-active: 1, and the formats with no place for an active fold refuse it. An iPad's
        user agent (cdp, playwright) is the desktop-class one Safari on iPadOS 13 and later sends by
        default (Macintosh); mobile_user_agent=True gives the mobile one (iPad; CPU OS). The web formats
        (cdp, css, playwright) refuse a tvOS device (InvalidArgumentError: they do not apply to tvOS).

        An app window on an iPad (C: safearea_device_export_window; docs/exports.md): `placement`
        ('full', 'half_leading', 'half_trailing', 'third_leading', ..., 'floating' with `frame` (x, y,
        width, height) in the oriented screen's points; hyphens or underscores), `controls`
        ('automatic', 'unified', 'minimal') and `compatibility` ('none', 'iphone',
        'requires_full_screen'); any of them asks for a window (placement 'full' by default). cdp,
        playwright, react-native and flutter-test then describe the window (its size, insets and, for
        cdp, its place on the screen), css adds --window-* and --window-controls-* properties; unity and
        flutter refuse a window (InvalidArgumentError naming the format). A window on an iPhone, before
        iPadOS 15 or one the iPad cannot show (a portrait half before 26) raises UnsupportedError with the reason; an unknown name InvalidArgumentError
        naming the field."""
        window = None
        if placement is not None or frame is not None or controls is not None or compatibility is not None:
            window = (
                _window_name(placement or ("floating" if frame is not None else "full")),
                None if frame is None else numbers(frame, 4, "frame"),
                _window_name(controls or "automatic"),
                _window_name(compatibility or "none"),
            )
        return self._export(
            export_format(format),
            orientation,
            os_version=os_version,
            status_bar_hidden=status_bar_hidden,
            strict=strict,
            pose=pose,
            mobile_user_agent=mobile_user_agent,
            window=window,  # type: ignore[arg-type]
        )
