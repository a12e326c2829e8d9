"""Design audits (MODEL.md §4): safearea.audit(design) -> AuditReport."""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from typing import Any

from . import _pickle
from ._catalog import device as _find_device
from ._device import Device
from ._enums import AuditFlag, ReportFormat, Status, WindowControls
from ._errors import InvalidArgumentError
from ._html import report_html
from ._pandas import findings_frame
from ._safearea import VERSION_MAJOR, Report, _audit, _audit_scene_svg, _audit_svg
from ._values import Provenance


class Finding:
    """One problem of one element on one device, orientation and OS version."""

    __slots__ = (
        "device",
        "orientation",
        "os_version",
        "element",
        "role",
        "rule",
        "severity",
        "element_frame",
        "overlap",
        "obstruction",
        "obstruction_rect",
        "approximate",
        "fix",
        "message",
        "provenance",
        "pose",
        "corner_adaptation",
        "window",
        "window_controls",
    )

    device: str
    orientation: str
    os_version: str
    element: str
    role: str
    rule: str
    severity: str
    element_frame: tuple[float, ...]
    overlap: tuple[float, ...]
    obstruction: str
    obstruction_rect: tuple[float, ...]
    approximate: bool
    fix: tuple[float, float]
    message: str
    provenance: Provenance
    #: The pose the finding holds in ("book" for an active fold), or None when it holds in every pose.
    pose: str | None
    #: For a rounded corner the safe area does not clear, where the element already sits inside the safe
    #: area: the corner-adapted margins that clear it, {"axis": "horizontal" | "vertical", "edge": "left" |
    #: "right" | "top" | "bottom", "inset": points from that edge}; None otherwise.
    corner_adaptation: dict[str, Any] | None
    #: The app window the finding's layout is (audit(windows=...)): its placement ("half_leading"), or None
    #: for the full screen.
    window: str | None
    #: That window's control style, "automatic" resolved ("unified" or "minimal"); None for the full screen.
    window_controls: str | None

    def __init__(self, data: dict[str, Any]) -> None:
        self.device = data["device"]
        self.orientation = data["orientation"]
        self.os_version = data["os_version"]
        self.element = data["element"]
        self.role = data["role"]
        self.rule = data["rule"]
        self.severity = data["severity"]
        self.element_frame = tuple(data["element_frame"])
        self.overlap = tuple(data["overlap"])
        self.obstruction = data["obstruction"]["kind"]
        self.obstruction_rect = tuple(data["obstruction"]["rect"])
        self.approximate = data["obstruction"]["approximate"]
        self.fix = (data["fix"]["dx"], data["fix"]["dy"])
        self.message = data["message"]
        origin = data["provenance"]
        self.provenance = Provenance(origin["kind"], origin["source"], origin["basis"])
        self.pose = data.get("pose")
        self.corner_adaptation = data.get("corner_adaptation")
        window = data.get("window")
        self.window = window["placement"] if window else None
        self.window_controls = window["controls"] if window else None

    def __repr__(self) -> str:
        layout = f"{self.orientation} ({self.pose})" if self.pose else self.orientation
        if self.window:
            layout += f", {self.window} window"
        return (
            f"<safearea.Finding {self.severity} {self.rule} {self.element!r} on {self.device} {layout}: {self.message}>"
        )


class AuditReport:
    """The findings of an audit, with JSON, SARIF 2.1.0 and table output.

    Truthy when it has errors; `errors` and `warnings` are the finding lists.
    In Jupyter it shows as the reference device's picture with the elements coloured by finding.
    """

    def __init__(
        self,
        report: Report,
        design_text: str,
        source: str | None,
        arguments: tuple[Any, ...] = (None, None, None, 0, None, 0),
    ) -> None:
        self._report = report
        self._design_text = design_text
        self.source = source
        self._data: dict[str, Any] | None = None
        #: (devices, orientations, os_version, flags, windows, window_controls) as given to the C audit:
        #: pickling re-runs it.
        self._arguments = arguments

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickles the design and the audit's arguments; loading audits again, and the engine being
        deterministic, the findings, pictures and outputs are those of the original."""
        return _restore_report, (VERSION_MAJOR, (self._design_text, self.source) + self._arguments)

    @property
    def data(self) -> dict[str, Any]:
        """The JSON report as a dict."""
        if self._data is None:
            self._data = json.loads(self._report.write(ReportFormat.JSON))
        assert self._data is not None
        return self._data

    @property
    def keyboard(self) -> bool:
        """True when the audit showed the keyboard (audit(keyboard=True))."""
        return bool(self.data["keyboard"])

    @property
    def windows(self) -> list[dict[str, Any]] | None:
        """The audited layouts with their app windows (audit(windows=...)): one dict a layout, {"device",
        "orientation", "window": {"placement", "controls", "frame", "insets", "controls_rect", "provenance"}};
        None for an audit of the full screen."""
        if not self.data.get("windows"):
            return None
        return [dict(layout) for layout in self.data["audited"]]

    @property
    def skipped(self) -> list[str]:
        """Every layout not audited for lack of data, with the reason ("iPhone X portrait: no data for ...")."""
        return list(self.data["skipped"])

    @property
    def audited(self) -> list[dict[str, Any]]:
        """The layouts audited, in audit order: {"device", "orientation", "os_version"}, "window" in an audit
        over windows (None for a device without app windows, audited full screen) and, for a presented design, the
        "presentation" it resolved to there (style, detent, detent_value, frame, layout_frame, scale,
        content_insets, provenance; MODEL.md §4, §18)."""
        return list(self.data["audited"])

    @property
    def design(self) -> str:
        """The design's name."""
        name: str = self.data["design"]
        return name

    @property
    def findings(self) -> list[Finding]:
        """Every finding, in report order."""
        return [Finding(item) for item in self.data["findings"]]

    @property
    def errors(self) -> list[Finding]:
        """The findings of severity error."""
        return [f for f in self.findings if f.severity == "error"]

    @property
    def warnings(self) -> list[Finding]:
        """The findings of severity warning."""
        return [f for f in self.findings if f.severity == "warning"]

    @property
    def counts(self) -> dict[str, int]:
        """Errors, warnings and element checks."""
        errors, warnings, checks = self._report.counts()
        return {"errors": errors, "warnings": warnings, "element_checks": checks}

    def __bool__(self) -> bool:
        return self._report.counts()[0] > 0

    def to_json(self) -> str:
        """The report as JSON text."""
        return self._report.write(ReportFormat.JSON)

    def to_sarif(self, uri: str | None = None) -> str:
        """The report as SARIF 2.1.0 JSON; `uri` names the design file (default: its source's name)."""
        return self._report.write(
            ReportFormat.SARIF, uri or (os.path.basename(self.source) if self.source else "design.json")
        )

    def to_pandas(self) -> Any:
        """One row per finding as a pandas DataFrame (pandas is optional: a clear ImportError without it)."""
        return findings_frame(self)

    def table(self) -> str:
        """The report as a readable table."""
        return self._report.write(ReportFormat.TABLE)

    def __str__(self) -> str:
        return self.table()

    def __repr__(self) -> str:
        c = self.counts
        return f"<safearea.AuditReport {self.design!r}: {c['errors']} errors, {c['warnings']} warnings, {c['element_checks']} element checks>"

    def svg(
        self,
        device: str | Device | None = None,
        orientation: str | None = None,
        os_version: str | None = None,
        *,
        window: str | None = None,
    ) -> str:
        """A picture of the design on one audited layout, its elements coloured by their worst finding there
        (C: safearea_audit_svg): `device` (default: the design's reference device, or the first device audited
        when the audit did not cover it) in `orientation` (default: portrait where that device was audited in
        portrait, else its first audited orientation), on the OS version that layout was audited on (the
        first, in an audit over several OS lines) unless os_version names one. A device the audit did not
        cover is InvalidArgumentError: pictures draw only audited layouts. window: one app window
        ("half_leading", "floating", "floating:X:Y:W:H", ...; an audit over windows: its first) drawn on its
        screen, the rest of the screen greyed, the window controls labelled with the audit's control style
        (C: safearea_audit_window_svg); a device without app windows (an iPhone) is drawn full screen, as
        audited."""
        scene = bool(self._arguments[3] & int(AuditFlag.SCENE))  # a scene is drawn as the design it stands for
        document = json.loads(self._design_text)
        reference = document.get("device" if scene else "reference_device") or "iPhone 15 Pro"
        _, _, _, _, windows, controls = self._arguments
        audited = self.audited
        target = _find_device(device) if isinstance(device, str) else (device or _find_device(reference))
        if device is None and audited and not any(layout["device"] == target.name for layout in audited):
            # The reference device was not audited: the first device that was.
            target = _find_device(audited[0]["device"])
        if orientation is None:
            turns = [layout["orientation"] for layout in audited if layout["device"] == target.name]
            orientation = "portrait" if "portrait" in turns or not turns else turns[0]
        if window is None and windows is not None:
            # The audit's first window; a group ("half") stands for its leading side, "all" for the first placement.
            window = windows.replace(";", ",").split(",")[0].strip().lower().replace("-", "_")
            window = {"half": "half_leading", "third": "third_leading", "two_thirds": "two_thirds_leading"}.get(
                window, "full" if window == "all" else window
            )
        mine = [layout for layout in audited if layout["device"] == target.name]
        if not mine:
            raise InvalidArgumentError(
                f"{target.name} was not audited in this report (audited: "
                + ", ".join(dict.fromkeys(layout["device"] for layout in audited))
                + "); pictures draw only audited layouts",
                Status.E_INVALID_ARGUMENT,
            )
        if any(layout.get("window", "absent") is None for layout in mine):
            window = None  # a device without app windows, audited full screen beside the windows
        if os_version is None:
            same = [layout for layout in mine if layout["orientation"] == orientation] or mine
            placed = [layout for layout in same if (layout.get("window") or {}).get("placement") == window]
            os_version = (placed or same)[0].get("os_version")
        design = self._design_text.encode("utf-8", errors="surrogateescape")
        if scene:
            return _audit_scene_svg(design, target, orientation, os_version, window, controls)
        if window is None:
            return _audit_svg(design, target, orientation, os_version)
        return _audit_svg(design, target, orientation, os_version, window, controls)

    def _repr_svg_(self) -> str:
        return self.svg()

    def to_html(self, title: str | None = None) -> str:
        """The report as one self-contained HTML page: a devices × orientations matrix of error and warning
        counts, then each element with findings, its pictures and every finding's rule, overlap, obstruction and
        smallest fix (inline CSS and SVG, no network requests; readable without JavaScript)."""
        return report_html(self, title=title)

    def _repr_html_(self) -> str:
        """The HTML report as a notebook fragment (no script)."""
        return report_html(self, document=False)


def audit(
    design: str | bytes | os.PathLike[str] | dict[str, Any],
    devices: str | Device | Iterable[str | Device] | None = None,
    orientations: str | Iterable[str] = "all",
    os_version: str | None = None,
    *,
    os_versions: str | Iterable[str] | None = None,
    frames: bool = False,
    keyboard: bool = False,
    display_zoom: bool = False,
    windows: str | Iterable[str] | None = None,
    window_controls: str = "automatic",
) -> AuditReport:
    """Audits a design (a path, JSON text, bytes or a dict) on devices and orientations.

    devices: None (the default) for the built-in devices of the family of the design's reference
    device (an iPhone design audits iPhones; every device when the design names none), "all" for
    every built-in device, a name, alias, model identifier or family ("iphone", "ipad", "appletv", or
    the catalog's "phone", "pad", "tv"), several separated by ',', ';' or newlines (the command
    line's ``--devices`` form, read by the same parser; a ',' between two digits belongs to a model
    identifier such as "iPhone17,1"), a Device, or a list of those.
    orientations: "all", a name or a list of names. os_version: one OS version ("26.0"), or None for
    each device's newest (a ','-separated string is read as os_versions, as C's os_version is). os_versions: several OS lines at once, a list (["18", "26", "27"]) or one
    ','-separated string ("18,26,27"): each device is audited on each line it runs (MODEL.md §4); a
    whole line ("26", "26.x") is that line's first release the device runs (26.0; 18.3 for the iPhone
    16e on "18"), a release ("26.5") is itself; a device that does not run a line is skipped on it with
    one line; give os_version or os_versions, not both. keyboard: audit with
    the keyboard shown at the catalog's height (elements anchored to "keyboard" ride on it; what it
    covers is an error; layouts without a known keyboard height are skipped and listed).
    display_zoom: audit each iPhone's Display Zoom variant too. windows: audit each orientation in
    each of these app windows instead of the full screen (MODEL.md §4): placement names ("full",
    "half_leading", "half_trailing", "third_leading", "third_trailing", "two_thirds_leading",
    "two_thirds_trailing", "slide_over"), "half", "third" and "two_thirds" for both sides, "all",
    "floating" (the 711 x 941 window measured floating mid-screen, centred) or "floating:X:Y:W:H",
    as a list or one ','-separated string; each window asks for `window_controls` ("automatic",
    "unified" or "minimal"). The layout's screen is the window; an element under the window controls
    is an error; windows the engine refuses (a Split View half in portrait before iPadOS 26, unmeasured
    placements) are skipped with its reason. iPhones, Apple TVs and iPads before iPadOS 15, which have
    no app windows, are audited full screen beside the iPads' windows (their layouts have window None). Each finding carries the
    provenance of the device numbers behind it. Raises InvalidDesignError naming the element
    and field of a bad design, and AuditError when the audit would check nothing (every layout
    skipped for lack of data, or a design without elements), listing what was skipped and why.
    """
    os_version = _os_lines(os_version, os_versions)
    flags = (
        (int(AuditFlag.FRAMES) if frames else 0)
        | (int(AuditFlag.KEYBOARD) if keyboard else 0)
        | (int(AuditFlag.DISPLAY_ZOOM) if display_zoom else 0)
    )
    orientation_list = None
    if orientations != "all":
        orientation_list = ",".join([orientations] if isinstance(orientations, str) else list(orientations))
    return _run(design, "audit", devices, orientation_list, os_version, flags, windows, window_controls)


def _os_lines(os_version: str | None, os_versions: str | Iterable[str] | None) -> str | None:
    """The engine's OS argument: one version, or the lines of `os_versions` joined with ','."""
    if os_versions is None:
        return os_version
    if os_version is not None:
        raise TypeError("audit(): give os_version or os_versions, not both")
    if isinstance(os_versions, str):
        return os_versions
    items = list(os_versions) if isinstance(os_versions, Iterable) else None
    if items is None or not all(isinstance(item, str) for item in items):
        raise TypeError("os_versions: expected an OS version or a list of versions (str)")
    return ",".join(items)


def _read_document(document: Any, caller: str) -> tuple[str, bytes, str | None]:
    """(text, bytes, source path) of a design or scene given as a path, JSON text, bytes or a dict."""
    source = None
    if isinstance(document, dict):
        text = json.dumps(document)
    elif isinstance(document, bytes):
        text = document.decode("utf-8", errors="surrogateescape")
        data = document
    elif isinstance(document, str) and document.lstrip().startswith("{"):
        text = document
    elif isinstance(document, (str, os.PathLike)):
        source = os.fspath(document)
        with open(source, "rb") as handle:
            data = handle.read()
        text = data.decode("utf-8", errors="surrogateescape")
    else:
        raise TypeError(f"{caller}() takes a path, JSON text, bytes or a dict, not {type(document).__name__}")
    if not isinstance(document, bytes) and source is None:
        data = text.encode("utf-8")
    return text, data, source


def _run(
    document: Any,
    caller: str,
    devices: str | Device | Iterable[str | Device] | None,
    orientation_list: str | None,
    os_version: str | None,
    flags: int,
    windows: str | Iterable[str] | None,
    window_controls: str,
) -> AuditReport:
    """The one call into the C audit for safearea.audit and safearea.swiftui.audit (AuditFlag.SCENE in `flags`)."""
    text, data, source = _read_document(document, caller)
    device_list = _device_list(devices)
    window_list = None
    if windows is not None:
        if not isinstance(windows, str):
            items = list(windows) if isinstance(windows, Iterable) else None
            if items is None or not all(isinstance(item, str) for item in items):
                raise TypeError("windows: expected a window name or a list of names (str)")
            windows = ",".join(items)
        window_list = windows
    try:
        controls = int(WindowControls[str(window_controls).upper()])
    except KeyError:
        known = ", ".join(repr(member.name.lower()) for member in WindowControls)
        raise InvalidArgumentError(
            f"window_controls: {window_controls!r} is not one of {known}", Status.E_INVALID_ARGUMENT
        ) from None
    report = _audit(data, device_list, orientation_list, os_version, flags, window_list, controls)
    return AuditReport(report, text, source, (device_list, orientation_list, os_version, flags, window_list, controls))


def _device_list(devices: str | Device | Iterable[str | Device] | None) -> str | None:
    """The device list as the C audit reads it (AuditSelection.parse, the command line's parser too):
    None for the design's default, a string unchanged, Devices by name, a list joined by ';'."""
    if devices is None or isinstance(devices, str):
        return devices
    chosen: list[str | Device] = [devices] if isinstance(devices, Device) else list(devices)
    return ";".join(item if isinstance(item, str) else item.name for item in chosen)


def _report_from(payload: Any) -> AuditReport:
    # Reports pickled before audits over windows carry no window arguments.
    text, source, device_list, orientation_list, os_version, flags, *rest = payload
    window_list, controls = rest if len(rest) == 2 else (None, 0)
    if not isinstance(text, str):
        raise TypeError("the design must be text")
    data = text.encode("utf-8", errors="surrogateescape")
    return AuditReport(
        _audit(data, device_list, orientation_list, os_version, flags, window_list, controls),
        text,
        source,
        (device_list, orientation_list, os_version, flags, window_list, controls),
    )


def _restore_report(major: int, payload: Any) -> AuditReport:
    """Rebuilds a pickled AuditReport (pickle names this function, so loading one imports this module)."""
    return _pickle.rebuild("audit", major, payload, _report_from)
