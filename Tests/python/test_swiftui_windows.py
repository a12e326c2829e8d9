"""A SwiftUI scene in an iPad app window (docs/MODEL.md §3, §19). Expected values are typed from the sources
§19 cites: the window-controls pill x 20.5-59.5 from the window's leading edge, y 21-43 under the unified style
(iPadOS 26's default) and 6-27.5 under minimal (multiplex-term/Multiplex docs/agents/input-and-windows.md at
4d26b092b698e5e8d21036b4579bcb2587ee58bb, a 1032 x 1376 iPad); a half tile off the iPad Pro 11-inch is
(screen - 10) / 2 wide (derived); Apple's GeometryProxy.containerCornerInsets: "When that window does display
window controls, and the view overlaps the window control area, the corner inset size for the top leading
corner will be the size of the overlapping area"."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
import safearea
from conftest import schema_validator
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
    # The half reaches the screen's top: the unified pill 43-65 there (reynard-browser #186, derived).
    assert layout["bleed"].container_corner_insets == ((59.5, 65), ZERO, ZERO, ZERO)
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
    # The trailing half on the 1032-pt screen: x 1032 - 511 = 521; the pill x 20.5-59.5, y 43-65 in it
    # (21-43 moved down 32 - 10 where the window reaches the screen's top: reynard-browser #186, derived).
    assert window.frame == (521, 0, 511, 1376)
    assert window.controls_frame == (20.5, 43, 39, 22)
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


# -- pictures: the presented sheet over the dimmed presenter, the window on its screen -------------------------
# Typed from Vercantez/openuikit fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2
# (iPhone 16, iOS 26.1): the large page sheet [0, 59, 393, 793], medium [8, 403.687, 377, 440.313]; the dim,
# black at alpha 0.2 (uikit/Sources/OpenUIKit/UIPresentation.swift at 0969a86788cec5c0ed9c90f478d63d4ff737ceb2);
# the grabber [178.5, 64, 36, 5] (Sources/OpenUIKit/UIPresentation.swift at 00b529ea3d309b7af1d742a3565daa4d06910211).

from test_presentation_pictures import SVG, card, rect_of, screen, to_points  # noqa: E402


def sheet_picture(**sheet) -> str:
    button = swiftui.View("button", frame=(100, 300, 120, 44)).sheet(swiftui.View("reader"), **sheet)
    return swiftui.Scene("iPhone 16", os_version="26.1").add(button).layout()._repr_svg_()


def test_the_scene_picture_draws_the_page_sheet_over_the_dimmed_presenter() -> None:
    svg = sheet_picture()
    assert card(svg) == (0, 59, 393, 793)
    dim, element = rect_of(svg, "dim")
    assert dim == (0, 0, 393, 852)
    assert element.get("fill") == "#000000" and element.get("fill-opacity") == "0.2"
    assert rect_of(svg, "grabber")[0] == (178.5, 64, 36, 5)
    assert ".sheet: page_sheet · large 759" in svg
    # The content's root reads its sheet's insets (0, 0, 34, 0) and is drawn on the card; the presenter's
    # label lies under the card and is not drawn.
    assert "reader (0, 0, 0, 0)" in svg and ">button (" not in svg


def test_the_scene_picture_draws_a_floating_card() -> None:
    svg = sheet_picture(detents=["medium"])
    assert card(svg) == (8, 403.7, 377, 440.3)
    assert ".sheet: page_sheet · medium 425" in svg
    # The presenter above the card stays labelled.
    assert ">button (" in svg


def test_a_scene_without_a_presentation_has_no_card() -> None:
    svg = swiftui.Scene("iPhone 16", os_version="26.1").add(swiftui.View("reader")).layout()._repr_svg_()
    assert 'class="card"' not in svg and 'class="dim"' not in svg


def test_the_scene_picture_draws_its_window_on_the_screen() -> None:
    svg = windowed(placement="half_leading", controls="unified").layout()._repr_svg_()
    assert "half_leading window (0, 0, 511, 1376)" in svg
    root = ET.fromstring(svg)
    ox, oy, scale = screen(root, width=1032)
    frames = [r for r in root.iter(f"{SVG}rect") if (r.find(f"{SVG}title") is not None)]
    window = next(r for r in frames if r.find(f"{SVG}title").text.startswith("half_leading window"))
    assert to_points([float(window.get(k)) for k in ("x", "y", "width", "height")], ox, oy, scale) == (0, 0, 511, 1376)
    # The pill x 20.5-59.5, y 43-65 in the half (at the screen's top), and the full-bleed view over the window's bounds.
    pill = next(r for r in frames if r.find(f"{SVG}title").text.startswith("window controls (unified)"))
    assert to_points([float(pill.get(k)) for k in ("x", "y", "width", "height")], ox, oy, scale) == (20.5, 43, 39, 22)
    bleed = next(r for r in frames if r.find(f"{SVG}title").text.startswith("bleed:"))
    assert to_points([float(bleed.get(k)) for k in ("x", "y", "width", "height")], ox, oy, scale) == (0, 0, 511, 1376)


def test_the_schema_takes_the_window() -> None:
    import json
    import pathlib

    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(
        (pathlib.Path(__file__).resolve().parents[2] / "schemas" / "swiftui-scene.schema.json").read_text()
    )
    jsonschema.Draft202012Validator.check_schema(schema)
    for scene in (windowed(placement="half_leading", controls="unified"), windowed(frame=(100, 200, 711, 941))):
        schema_validator("swiftui-scene.schema.json").validate(scene.to_dict())
    with pytest.raises(jsonschema.ValidationError):
        schema_validator("swiftui-scene.schema.json").validate({"device": IPAD, "window": {"placement": "quarter"}})
