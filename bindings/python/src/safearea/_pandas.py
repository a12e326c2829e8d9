"""pandas tables (optional: pandas is imported on first use, with a clear error when missing)."""

import importlib
from typing import Any

from ._catalog import devices
from ._errors import OSVersionError, UnsupportedError

__all__ = ["devices_frame", "findings_frame"]


def _pandas() -> Any:
    try:
        return importlib.import_module("pandas")
    except ImportError as error:
        raise ImportError("safearea's tables need pandas, which is not installed: pip install pandas") from error


def devices_frame(*, os_version: "str | None" = None) -> Any:
    """The main job's table as a tidy pandas DataFrame: one row per built-in device, orientation and
    OS range with inset data (or, with ``os_version``, per device and orientation with data for that
    version): device, family, orientation, os_min, os_max, top, left, bottom, right, the same four with
    the status bar hidden (hidden_top ...; NaN where that is unmeasured, as on the iPhone Duo), housing_edge
    (None without a housing) and provenance
    ('measured', 'documented' or 'derived': Device.provenance)."""
    pandas = _pandas()
    rows = []
    for item in devices():
        ranges = item.os_versions if os_version is None else [None]
        for orientation in item.orientations:
            for os_range in ranges:
                version = os_range.min if os_range is not None else os_version
                try:
                    insets = item.safe_area(orientation, os_version=version)
                except OSVersionError:
                    continue  # no data for this device on that version
                try:
                    hidden: Any = item.safe_area(orientation, os_version=version, status_bar_hidden=True)
                except UnsupportedError:
                    hidden = (float("nan"),) * 4  # unmeasured (the iPhone Duo): NaN, never a guess
                low, high = (os_range.min, os_range.max) if os_range is not None else (os_version, os_version)
                rows.append(
                    {
                        "device": item.name,
                        "family": item.family,
                        "orientation": orientation,
                        "os_min": low,
                        "os_max": high,
                        "top": insets.top,
                        "left": insets.left,
                        "bottom": insets.bottom,
                        "right": insets.right,
                        "hidden_top": hidden[0],
                        "hidden_left": hidden[1],
                        "hidden_bottom": hidden[2],
                        "hidden_right": hidden[3],
                        "housing_edge": item.housing_edge(orientation),
                        "provenance": item.provenance(orientation, os_version=version).kind,
                    }
                )
    return pandas.DataFrame(rows)


def findings_frame(report: Any) -> Any:
    """One row per finding of an AuditReport: device, orientation, os_version, element, role, rule,
    severity, obstruction, approximate, the element's frame (x, y, width, height), the overlap's
    width and height, the fix (fix_dx, fix_dy), the message and the provenance of the device's numbers."""
    pandas = _pandas()
    rows = []
    for finding in report.findings:
        x, y, width, height = finding.element_frame
        rows.append(
            {
                "device": finding.device,
                "orientation": finding.orientation,
                "os_version": finding.os_version,
                "element": finding.element,
                "role": finding.role,
                "rule": finding.rule,
                "severity": finding.severity,
                "obstruction": finding.obstruction,
                "approximate": finding.approximate,
                "x": x,
                "y": y,
                "width": width,
                "height": height,
                "overlap_width": finding.overlap[2],
                "overlap_height": finding.overlap[3],
                "fix_dx": finding.fix[0],
                "fix_dy": finding.fix[1],
                "message": finding.message,
                "provenance": finding.provenance.kind,
            }
        )
    columns = [
        "device",
        "orientation",
        "os_version",
        "element",
        "role",
        "rule",
        "severity",
        "obstruction",
        "approximate",
        "x",
        "y",
        "width",
        "height",
        "overlap_width",
        "overlap_height",
        "fix_dx",
        "fix_dy",
        "message",
        "provenance",
    ]
    return pandas.DataFrame(rows, columns=columns)
