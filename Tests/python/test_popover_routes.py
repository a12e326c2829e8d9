"""The same popover asked three ways (docs/MODEL.md §3, §4, §18): a UIKit tree (ViewController.present), a design's
presentation audited, and a SwiftUI scene laid out and audited; the answers agree. Typed from the readings:
Vercantez/openuikit uikit/Tools/oracle2/wordpressrowsprobe/ios-26.1-ipad-popover.json at
fe6e2c2d81fa70d4800eb7a5bfb46891999812fd (iPad (A16) 820 x 1180, iPadOS 26.1, safeArea [32,0,25,0], preferred
240 x 180: the right bar button item's popover [561,62,240,180], the left one's [19,62,240,180], arrowDirection 0);
iamcgn/swiftui-web Fixtures/Goldens/uikit/popover/basic/frames.json at 8999ccafffce1be32261ddfab7ea993ad57be96b
(iPhone SE simulator, iOS 26.0, a 320 x 500 window: a popover kept a popover, 240 x 120 from [110,300,100,44], the
presented view [40,167,240,133]; the rule puts it at the same frame in the iPhone SE (3rd generation)'s window,
derived there). Bad input names the field in each layer."""

from __future__ import annotations

import re

import pytest
import safearea
from conftest import schema_validator
from safearea import swiftui

TEXT = {"id": "t", "role": "text", "frame": [16, 16, 100, 20]}


def design_route(presentation: dict, device: str, os_version: str) -> dict:
    design = {"name": "popover", "presentation": presentation, "elements": [TEXT]}
    schema_validator("design.schema.json").validate(design)
    report = safearea.audit(design, device, "portrait", os_version)
    (layout,) = report.audited
    return layout["presentation"]


@pytest.mark.parametrize(
    ("placement", "item", "arrows", "frame"),
    [
        ("navigation_trailing", "top_bar_trailing", None, (561, 62, 240, 180)),
        ("navigation_trailing", "top_bar_trailing", "down", (561, 62, 240, 180)),
        ("navigation_leading", "top_bar_leading", None, (19, 62, 240, 180)),
    ],
)
def test_bar_button_popovers_agree(placement, item, arrows, frame):
    window = safearea.Window("iPad (A16)", os_version="26.1")
    content = safearea.ViewController()
    window.root = safearea.NavigationController(root=content)
    kw = {} if arrows is None else {"permitted_arrow_directions": arrows}
    tree = content.present(
        safearea.ViewController(), "popover", source=placement, preferred_content_size=(240, 180), **kw
    )
    assert tree.frame == frame and tree.arrow_direction is safearea.ArrowDirection.NONE

    presentation = {"style": "popover", "source_bar_button": placement, "preferred_content_size": [240, 180]}
    if arrows is not None:
        presentation["permitted_arrow_directions"] = arrows
    design = design_route(presentation, "iPad (A16)", "26.1")
    assert tuple(design["frame"]) == frame and design["content_insets"] == [0, 0, 0, 0]

    presenter = swiftui.View("list").popover(
        swiftui.View("content", role="text"),
        toolbar_item=item,
        content_size=(240, 180),
        arrow_edge=None if arrows is None else "bottom",
    )
    scene = swiftui.Scene("iPad (A16)", os_version="26.1").add(swiftui.NavigationStack("nav").add(presenter))
    laid = scene.layout()["content"].presentation
    assert (laid.frame, laid.toolbar_item, laid.anchor) == (frame, item, None)
    assert laid.arrow_direction == "none"
    (audited,) = scene.audit("iPad (A16)", orientations="portrait").audited
    assert tuple(audited["presentation"]["frame"]) == frame


def test_a_kept_popover_agrees():
    se = "iPhone SE (3rd generation)"
    window = safearea.Window(se, os_version="26.0")
    window.root = safearea.ViewController()
    tree = window.root.present(
        safearea.ViewController(),
        "popover",
        source=(110, 300, 100, 44),
        preferred_content_size=(240, 120),
        keeps_popover_in_compact=True,
    )
    assert tree.frame == (40, 167, 240, 133) and tree.arrow_direction is safearea.ArrowDirection.DOWN
    presentation = {
        "style": "popover",
        "source_rect": [110, 300, 100, 44],
        "preferred_content_size": [240, 120],
        "keeps_popover_in_compact": True,
    }
    design = design_route(presentation, se, "26.0")
    assert (design["style"], design["frame"]) == ("popover", [40, 167, 240, 133])
    button = swiftui.View("button", frame=(110, 300, 100, 44)).popover(
        swiftui.View("content", role="text"), content_size=(240, 120), compact_adaptation="popover"
    )
    scene = swiftui.Scene(se, os_version="26.0").add(button)
    laid = scene.layout()["content"].presentation
    assert (laid.style, laid.frame, laid.compact_adaptation) == ("popover", (40, 167, 240, 133), "popover")
    (audited,) = scene.audit(se, orientations="portrait").audited
    assert audited["presentation"]["frame"] == [40, 167, 240, 133]
    # Without it every route adapts to the sheet.
    del presentation["keeps_popover_in_compact"]
    assert design_route(presentation, se, "26.0")["style"] == "page_sheet"


@pytest.mark.parametrize(
    ("presentation", "message"),
    [
        ({"style": "popover", "source_bar_button": "middle"}, "presentation.source_bar_button: 'middle' is not one of"),
        (
            {"style": "popover", "source_bar_button": "toolbar", "source_rect": [0, 0, 1, 1]},
            "presentation.source_bar_button: a popover has one source",
        ),
        (
            {"style": "popover", "source_bar_button_index": 0},
            "presentation.source_bar_button_index: give source_bar_button",
        ),
        (
            {"style": "page_sheet", "keeps_popover_in_compact": True},
            "presentation.keeps_popover_in_compact: only a popover",
        ),
    ],
)
def test_bad_popover_fields_name_the_field(presentation, message):
    with pytest.raises(safearea.InvalidDesignError, match=re.escape(message)):
        safearea.audit({"presentation": presentation, "elements": [TEXT]}, "iPad (A16)")


def test_a_toolbar_item_popover_outside_a_navigation_stack_names_the_field():
    presenter = swiftui.View("list").popover(
        swiftui.View("content", role="text"), toolbar_item="top_bar_trailing", content_size=(240, 180)
    )
    scene = swiftui.Scene("iPad (A16)", os_version="26.1").add(presenter)
    message = (
        "view 'list' (views[0]).popover.toolbar_item: a popover attached to a toolbar item (top_bar_trailing) needs"
    )
    with pytest.raises(safearea.InvalidSceneError, match=re.escape(message)):
        scene.layout()
    with pytest.raises(safearea.InvalidSceneError, match=re.escape(message)):
        scene.audit()


def test_a_bottom_accessory_without_a_tab_bar_names_the_field():
    for key in ("navigation_controller", "navigation_stack"):
        design = {"container": {key: {"bottom_accessory": True}}, "elements": [TEXT]}
        with pytest.raises(
            safearea.InvalidDesignError, match=re.escape(f"container.{key}.bottom_accessory: the bottom")
        ):
            safearea.audit(design, "iPhone 16")
    scene = {"device": "iPhone 16", "views": [{"id": "nav", "navigation_stack": {"bottom_accessory": True}}]}
    with pytest.raises(safearea.InvalidSceneError, match=re.escape("navigation_stack.bottom_accessory: tabViewBottom")):
        swiftui.layout(scene)


def test_an_iphone_app_window_below_its_minimum_in_a_scene_names_the_frame():
    # CharlesWiltgen/Axiom layout-ref.md at 002cbff5: the iPhone app's window read 375 wide at the least (iPadOS 27.0).
    scene = swiftui.Scene(
        "iPad Pro 12.9-inch (6th generation)",
        orientation="landscape_left",
        os_version="27.0",
        frame=(0, 0, 374, 1024),
        compatibility="iphone",
    ).add(swiftui.View("reader"))
    with pytest.raises(safearea.InvalidSceneError, match=re.escape("window.frame (0, 0, 374, 1024): an iPhone app's")):
        scene.layout()
