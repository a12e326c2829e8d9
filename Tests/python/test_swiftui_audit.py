"""SwiftUI scenes audited as the designs they stand for (MODEL.md §4, "Scenes audited"): safearea.swiftui.audit,
Scene.audit and `safearea audit --scene` hand the scene's containers, presentation and views (with roles and
anchors) to the one auditor, so a scene and the equivalent design give the same report.

Typed from their sources, not from the engine: the iPhone 17 Pro is 402 × 874 with 62/0/34/0 on iOS 26
(data/devices.json, flutter_device_preview); on iOS 26 a phone's navigation bar is 54 at the top inset, a large
title +52 (ouk_navigation_controller, ouk_navigation_bar), search in a tab bar controller 0 at rest
(ouk_tabs_report) and the tab bar an 83-pt band from the bottom (ouk_tab_bar_controller): the large-title bar spans
y 62-168 and the tab band y 791-874 (MODEL.md §17); its display corners are 62 pt (bezelkit). The iPhone SE (3rd generation) is 375 × 667 with 20/0/0/0 on
iOS 18 (dimmmensions), where the navigation bar is 44 with the large title +52 and the tab bar 49 (model_2_5)."""

import json
import pickle

import pytest
import safearea
from conftest import schema_validator
from safearea import swiftui
from safearea.cli import main

SCENE_SCHEMA = schema_validator("swiftui-scene.schema.json")
DESIGN_SCHEMA = schema_validator("design.schema.json")


def button(to):
    return swiftui.View(
        "add",
        role="control",
        width=56,
        height=56,
        anchors={"bottom": {"to": to, "offset": 16}, "right": {"to": "safe_area", "offset": 16}},
    )


def list_scene(to, os_version="26.0", *extra):
    scene = swiftui.Scene("iPhone 17 Pro", os_version=os_version).add(
        swiftui.TabView("tabs").add(
            swiftui.NavigationStack("nav", "large", searchable=True).add(
                swiftui.View("list", role="background").ignores_safe_area(), button(to), *extra
            )
        )
    )
    SCENE_SCHEMA.validate(scene.to_dict())
    return scene


def scene_as_design(to):
    """The design list_scene(to) stands for (MODEL.md §4, "Scenes audited"), in the design's own words."""
    design = {
        "name": "scene",
        "reference_device": "iPhone 17 Pro",
        "container": {"tab_view": {}, "navigation_stack": {"title_display_mode": "large", "searchable": True}},
        "elements": [
            {
                "id": "list",
                "role": "background",
                "anchors": {e: {"to": "screen"} for e in ("top", "bottom", "left", "right")},
            },
            {
                "id": "add",
                "role": "control",
                "width": 56,
                "height": 56,
                "anchors": {"bottom": {"to": to, "offset": 16}, "right": {"to": "safe_area", "offset": 16}},
            },
        ],
    }
    DESIGN_SCHEMA.validate(design)
    return design


def test_a_button_anchored_to_the_safe_area_passes():
    report = list_scene("safe_area").audit("iPhone 17 Pro", frames=True)
    assert isinstance(report, safearea.AuditReport)
    assert report.findings == []
    (layout,) = report.data["layouts"]
    # The content's safe area ends at the tab band's top (791): 791 - 16 - 56 = 719, 402 - 16 - 56 = 330.
    assert layout["frames"] == {"list": [0, 0, 402, 874], "add": [330, 719, 56, 56]}
    # The scene's orientation and OS version are the audit's defaults.
    assert [(a["device"], a["orientation"]) for a in report.audited] == [("iPhone 17 Pro", "portrait")]


def test_a_button_anchored_to_the_screen_bottom_is_under_the_tab_bar():
    report = swiftui.audit(list_scene("screen"), "iPhone 17 Pro")
    # y 802-858 and x 330-386: under the tab band and, its corner point 46 pt from the 62-pt corner's centre on
    # each axis (65 pt away), outside the rounded display corner; both are errors.
    assert sorted(f.rule for f in report.errors) == ["clear-of-bars", "clear-of-display-corners"]
    (error,) = [f for f in report.errors if f.rule == "clear-of-bars"]
    assert (error.element, error.rule, error.obstruction) == ("add", "clear-of-bars", "tab_bar")
    assert error.os_version == "26.0"
    assert error.obstruction_rect == (0, 791, 402, 83)
    # 874 - 16 - 56 = 802: the button spans y 802-858, all inside the band; the move clears its top, 791.
    assert error.element_frame == (330, 802, 56, 56)
    assert error.fix == (0, 791 - 858)
    assert bool(report)


def test_the_scene_route_equals_the_design_route():
    search = swiftui.View("search", (16, 8, 370, 36), role="control")
    scene = list_scene("screen", "26.0", search)
    design = {
        "name": "scene",
        "reference_device": "iPhone 17 Pro",
        "container": {"tab_view": {}, "navigation_stack": {"title_display_mode": "large", "searchable": True}},
        "elements": [
            {
                "id": "list",
                "role": "background",
                "anchors": {e: {"to": "screen"} for e in ("top", "bottom", "left", "right")},
            },
            {
                "id": "add",
                "role": "control",
                "width": 56,
                "height": 56,
                "anchors": {"bottom": {"to": "screen", "offset": 16}, "right": {"to": "safe_area", "offset": 16}},
            },
            # A frame inside containers is measured from their content's safe area.
            {
                "id": "search",
                "role": "control",
                "width": 370,
                "height": 36,
                "anchors": {"top": {"to": "safe_area", "offset": 8}, "left": {"to": "safe_area", "offset": 16}},
            },
        ],
    }
    DESIGN_SCHEMA.validate(design)
    for devices, os_version in (
        ("iPhone 17 Pro;iPhone SE (3rd generation)", "26.0"),
        ("iPad Air 11-inch (M3)", "26.0"),
    ):
        a = scene.audit(devices, "all", os_version, frames=True)
        b = safearea.audit(design, devices, "all", os_version, frames=True)
        assert a.data == b.data
        assert a.counts["element_checks"] > 0


def test_the_list_screens_numbers_on_an_iphone_se_at_ios_18():
    scene = swiftui.Scene("iPhone SE (3rd generation)", os_version="18.0").add(
        swiftui.TabView("tabs").add(
            swiftui.NavigationStack("nav", "large").add(swiftui.View("title", (16, -40, 300, 36), role="text"))
        )
    )
    report = scene.audit("iPhone SE (3rd generation)")
    (error,) = report.errors
    # The frame is measured from the content's safe area (20 + 44 + 52 = 116): y 76, under the bar (y 20-116).
    assert error.element_frame == (16, 76, 300, 36)
    assert error.obstruction_rect == (0, 20, 375, 44 + 52)
    assert error.fix == (0, 116 - 76)


def test_a_scene_on_several_os_lines_at_once():
    scene = swiftui.Scene("iPhone SE (3rd generation)", os_version="18.0").add(
        swiftui.TabView("tabs").add(
            swiftui.NavigationStack("nav", "large").add(swiftui.View("title", (16, -40, 300, 36), role="text"))
        )
    )
    report = swiftui.audit(scene, "iPhone SE (3rd generation)", os_versions=["18.0", "26.0"])
    errors = {f.os_version: f for f in report.errors}
    assert sorted(errors) == ["18.0", "26.0"]
    # iOS 18: a 44-pt bar under the 20-pt status bar, +52 for the large title (MODEL.md §2.5): y 20-116.
    assert errors["18.0"].obstruction_rect == (0, 20, 375, 44 + 52)
    # iOS 26: a 54-pt bar at max(20, 10), +52 (ouk_navigation_controller, ouk_navigation_bar): y 20-126; the
    # frame is measured from the content's safe area, 126 - 40 = 86.
    assert errors["26.0"].obstruction_rect == (0, 20, 375, 54 + 52)
    assert errors["26.0"].element_frame == (16, 86, 300, 36)
    assert errors["26.0"].fix == (0, 126 - 86)
    with pytest.raises(TypeError, match="os_version or os_versions"):
        scene.audit("iPhone SE (3rd generation)", "portrait", "18.0", os_versions="26.0")


def test_a_scene_document_a_path_and_pickling(tmp_path):
    path = tmp_path / "scene.json"
    path.write_text(json.dumps(list_scene("screen").to_dict()))
    report = swiftui.audit(path, "iPhone 17 Pro")
    assert report.source == str(path)
    assert [f.element for f in report.errors] == ["add", "add"]
    again = pickle.loads(pickle.dumps(report))
    assert again.data == report.data
    # The picture is the scene's design on the scene's device, its button (under the tab band: an error) red.
    picture = report.svg()
    assert picture == report._repr_svg_() == again.svg()
    assert picture.startswith("<svg") and "iPhone 17 Pro" in picture and "iOS 26.0" in picture
    assert picture == safearea.audit(scene_as_design("screen"), "iPhone 17 Pro", os_version="26.0").svg()
    assert "clear-of-bars" in report.to_html() and "<svg" in report.to_html()


def test_what_a_design_cannot_say_is_refused_naming_the_field():
    bare = swiftui.Scene("iPhone 17 Pro").add(swiftui.View("plain"))
    with pytest.raises(safearea.InvalidSceneError, match=r"view 'plain' \(views\[0\]\)\.role: required"):
        bare.audit()
    inset = swiftui.Scene("iPhone 17 Pro").add(swiftui.View("a", role="text").safe_area_inset("bottom", 50))
    with pytest.raises(safearea.InvalidSceneError, match=r"modifiers\[0\]\.safe_area_inset"):
        inset.audit()
    keyboard = swiftui.Scene("iPhone 17 Pro", keyboard=True).add(swiftui.View("a", role="text"))
    with pytest.raises(safearea.InvalidSceneError, match="keyboard: a scene audit shows no keyboard"):
        keyboard.audit()
    popover = swiftui.Scene("iPhone 17 Pro").add(swiftui.View("a").popover(swiftui.View("b", role="text")))
    with pytest.raises(safearea.InvalidSceneError, match="a design says only for a top-level view placed by a frame"):
        popover.audit()


def test_a_layout_refuses_anchors():
    scene = swiftui.Scene("iPhone 17 Pro").add(button("safe_area"))
    with pytest.raises(safearea.InvalidSceneError, match=r"view 'add' \(views\[0\]\)\.anchors"):
        scene.layout()


def test_the_command_line_audits_a_scene(tmp_path, capsys):
    path = tmp_path / "scene.json"
    path.write_text(json.dumps(list_scene("screen").to_dict()))
    assert main(["audit", "--scene", str(path), "--devices", "iPhone 17 Pro", "--format", "json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data == swiftui.audit(path, "iPhone 17 Pro").data
    assert main(["audit", "--scene", str(path), "--keyboard"]) == 2
    assert "--keyboard: not with --scene" in capsys.readouterr().err
    # --svg DIR draws each audited layout with findings: the scene's design on the scene's OS (iOS 26.0).
    pictures = tmp_path / "pictures"
    assert main(["audit", "--scene", str(path), "--devices", "iPhone 17 Pro", "--svg", str(pictures)]) == 1
    capsys.readouterr()
    drawn = {p.name: p.read_text() for p in pictures.iterdir()}
    assert list(drawn) == ["iPhone_17_Pro-portrait.svg"]
    assert all(text.startswith("<svg") and "iOS 26.0" in text for text in drawn.values())
    path.write_text(json.dumps(list_scene("safe_area").to_dict()))
    assert main(["audit", "--scene", str(path), "--devices", "iPhone 17 Pro"]) == 0


def test_children_of_a_filling_view_equal_the_designs_children():
    scene = swiftui.Scene("iPhone 17 Pro", os_version="26.0").add(
        swiftui.View("card", role="background").add(
            swiftui.View("title", (8, 4, 200, 30), role="text"), swiftui.View("body", role="text")
        )
    )
    safe = {e: {"to": "safe_area"} for e in ("top", "bottom", "left", "right")}
    parent = {e: {"to": "parent"} for e in ("top", "bottom", "left", "right")}
    design = {
        "name": "scene",
        "reference_device": "iPhone 17 Pro",
        "elements": [
            {
                "id": "card",
                "role": "background",
                "anchors": safe,
                "children": [
                    {"id": "title", "role": "text", "frame": [8, 4, 200, 30]},
                    {"id": "body", "role": "text", "anchors": parent},
                ],
            }
        ],
    }
    a = scene.audit("iPhone 17 Pro;iPhone SE (3rd generation)", "all", frames=True)
    b = safearea.audit(design, "iPhone 17 Pro;iPhone SE (3rd generation)", "all", "26.0", frames=True)
    assert a.data == b.data
    # The card fills the safe area (62/0/34/0): the title sits at (8, 62 + 4).
    assert a.data["layouts"][0]["frames"]["title"] == [8, 66, 200, 30]
