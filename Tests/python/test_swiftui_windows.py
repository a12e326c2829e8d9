"""A SwiftUI scene in an iPad app window (docs/MODEL.md §3, §19). Expected values are typed from the sources
§19 cites: the window-controls pill x 20.5-59.5 from the window's leading edge, y 21-43 under the unified style
(iPadOS 26's default) and 6-27.5 under minimal (multiplex-term/Multiplex docs/agents/input-and-windows.md at
4d26b092b698e5e8d21036b4579bcb2587ee58bb, a 1032 x 1376 iPad); a half tile off the iPad Pro 11-inch is
(screen - 10) / 2 wide (derived); Apple's GeometryProxy.containerCornerInsets: "When that window does display
window controls, and the view overlaps the window control area, the corner inset size for the top leading
corner will be the size of the overlapping area"."""

from __future__ import annotations

import pytest
import safearea
from safearea import swiftui

IPAD = "iPad Pro 13-inch (M4)"
ZERO = (0, 0)


def windowed(**window) -> swiftui.Scene:
    scene = swiftui.Scene(IPAD, os_version="26.5", **window)
    return scene.add(
        swiftui.View("bleed").ignores_safe_area(),
        swiftui.View("away", frame=(200, 300, 100, 100)),
    )


def test_a_full_bleed_view_reads_the_pill_at_its_top_leading_corner() -> None:
    layout = windowed(placement="half_leading", controls="unified").layout()
    # The scene lays out in the window's bounds: (1032 - 10) / 2 = 511 wide, 1376 high.
    assert layout["bleed"].frame == (0, 0, 511, 1376)
    assert layout["bleed"].container_corner_insets == ((59.5, 43), ZERO, ZERO, ZERO)
    assert layout["away"].container_corner_insets == (ZERO, ZERO, ZERO, ZERO)
    minimal = windowed(placement="half_leading", controls="minimal").layout()
    assert minimal["bleed"].container_corner_insets == ((59.5, 27.5), ZERO, ZERO, ZERO)
    # Without a window the app fills the screen without controls: zero (Apple).
    assert windowed().layout()["bleed"].container_corner_insets == (ZERO, ZERO, ZERO, ZERO)


def test_the_layout_carries_the_window() -> None:
    layout = windowed(placement="half_trailing", controls="unified").layout()
    window = layout.window
    assert window is not None
    assert (window.placement, window.controls, window.compatibility) == ("half_trailing", "unified", "none")
    # The trailing half on the 1032-pt screen: x 1032 - 511 = 521; the pill x 20.5-59.5, y 21-43 in it.
    assert window.frame == (521, 0, 511, 1376)
    assert window.controls_frame == (20.5, 21, 39, 22)
    assert window.provenance == "derived"
    # Frames are in the window's coordinates.
    assert layout["bleed"].frame == (0, 0, 511, 1376)
    assert layout["away"].frame == (200, 300, 100, 100)
    assert windowed().layout().window is None


def test_a_frame_alone_is_a_floating_window() -> None:
    scene = windowed(frame=(100, 200, 711, 941), controls="minimal")
    assert scene.to_dict()["window"] == {"placement": "floating", "frame": [100, 200, 711, 941], "controls": "minimal"}
    layout = scene.layout()
    assert layout.window is not None and layout.window.frame == (100, 200, 711, 941)
    assert layout["bleed"].frame == (0, 0, 711, 941)
    # Multiplex's 711 x 941 window floating mid-screen reports safeAreaInsets.top 32 under minimal.
    assert layout.window.insets.top == 32
    assert layout["bleed"].container_corner_insets == ((59.5, 27.5), ZERO, ZERO, ZERO)


def test_refusals_name_the_reason() -> None:
    phone = swiftui.Scene("iPhone 16", os_version="26.1", placement="half_leading").add(swiftui.View("v"))
    with pytest.raises(safearea.UnsupportedError, match="iPhone 16 is not an iPad"):
        phone.layout()
    with pytest.raises(safearea.UnsupportedError):
        swiftui.Scene(IPAD, os_version="18.0", placement="half_leading").layout()
    with pytest.raises(safearea.UnsupportedError):
        swiftui.Scene(IPAD, os_version="26.5", placement="slide_over").layout()
    with pytest.raises(safearea.SafeAreaError, match="window.placement: 'quarter'"):
        swiftui.Scene(IPAD, os_version="26.5", placement="quarter").layout()
    with pytest.raises(safearea.SafeAreaError, match="window.frame"):
        swiftui.Scene(IPAD, os_version="26.5", frame=(-10, 0, 400, 400)).layout()
    # A derived window (a half off the iPad Pro 11-inch) is refused by a strict scene.
    with pytest.raises(safearea.SafeAreaError, match="^strict:"):
        windowed(placement="half_leading", strict=True).layout()


def test_a_navigation_stack_reads_what_a_uikit_navigation_controller_reads_in_the_window() -> None:
    scene = swiftui.Scene(IPAD, os_version="26.5", placement="half_leading", controls="unified")
    scene.add(swiftui.NavigationStack("nav").add(swiftui.View("reader")))
    window = safearea.Window(IPAD, os_version="26.5", placement="half_leading", controls="unified")
    content = safearea.ViewController()
    window.root = safearea.NavigationController(content)
    assert tuple(scene.layout()["reader"].proxy_safe_area_insets) == tuple(content.view.safe_area_insets)
