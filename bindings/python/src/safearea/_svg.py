"""SVG pictures, drawn by the engine (safearea_*_svg) and shown here in Jupyter."""

from __future__ import annotations

import json

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._audit import AuditReport
    from ._device import Device
    from ._uikit import Window
    from .swiftui import Layout

from ._safearea import _audit_svg, _swiftui_svg


def device_svg(device: Device, orientation: str | None = None, *, os_version: str | None = None,
               status_bar_hidden: bool = False) -> str:
    """The device's screen: rounded corners, housing, status bar, home indicator, safe area."""
    if orientation is None:
        orientation = device.orientations[0]
    return device._svg(orientation, os_version=os_version, status_bar_hidden=status_bar_hidden)


def tree_svg(window: Window) -> str:
    """A UIKit window: each view's frame, safe-area guide and layout-margins guide."""
    return window._tree.svg()


def audit_svg(report: AuditReport, device: Device, orientation: str = "portrait", os_version: str | None = None) -> str:
    """A design on one device, elements coloured by their worst finding there."""
    return _audit_svg(report._design_text.encode("utf-8", errors="surrogateescape"), device, orientation, os_version)


def swiftui_svg(layout: Layout) -> str:
    """A SwiftUI scene's layout: each view's frame with the insets it sees."""
    if layout.scene is None:
        raise ValueError("this layout has no scene to draw (use Scene.layout())")
    return _swiftui_svg(json.dumps(layout.scene.to_dict()).encode("utf-8"))
