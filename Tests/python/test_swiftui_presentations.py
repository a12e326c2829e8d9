"""SwiftUI .sheet, .fullScreenCover and .popover (docs/MODEL.md §3, §18). Expected values are typed from
Vercantez/openuikit fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2 (iPhone 16
simulator, iOS 26.1, window 393 x 852, insets [59, 0, 34, 0], maximumDetentValue 759) unless said."""

from __future__ import annotations

import json
import math
import pathlib
from typing import Any

import pytest
import safearea
from conftest import schema_validator
from safearea import swiftui


def presenting(kind: str = "sheet", os_version: str = "26.1", strict: bool = False, **options) -> swiftui.Scene:
    reader = swiftui.View("reader").add(swiftui.View("bleed").ignores_safe_area())
    button = swiftui.View("button", frame=(100, 300, 120, 44))
    getattr(button, kind)(reader, **options)
    return swiftui.Scene("iPhone 16", os_version=os_version, strict=strict).add(button)


def close(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return len(a) == len(b) and all(math.isclose(x, y, abs_tol=1e-9) for x, y in zip(a, b))


def test_large_sheet() -> None:
    # Case `large`: [0, 59, 393, 793], content insets [0, 0, 34, 0].
    layout = presenting().layout()
    p = layout["reader"].presentation
    assert p is not None and layout["button"].presentation is None
    assert (p.kind, p.presenter, p.sizing, p.detent, p.style) == ("sheet", "button", "form", "large", "page_sheet")
    assert p.frame == (0, 59, 393, 793)
    assert p.maximum_detent_value == 759
    assert p.provenance == "measured"
    # A GeometryReader at the content's root: top 0, bottom 34, laid out in the sheet's safe area.
    assert tuple(layout["reader"].proxy_safe_area_insets) == (0, 0, 34, 0)
    assert layout["reader"].frame == (0, 59, 393, 793 - 34)
    assert layout["bleed"].frame == (0, 59, 393, 793)


def test_medium_is_uikits_rule_and_derived() -> None:
    # Case `medium`: [8, 403.6870229007634, 377, 440.3129770992366]: 425 of 759, unscaled 393 x (425 + 34).
    layout = presenting(detents=["medium", "large"]).layout()
    p = layout["reader"].presentation
    assert p.detent == "medium" and p.detent_value == 425
    assert close(p.frame, (8, 403.6870229007634, 377, 440.3129770992366))
    centre = 403.6870229007634 + 440.3129770992366 / 2
    assert close(p.layout_frame, (0, centre - 459 / 2, 393, 459))
    assert tuple(layout["reader"].proxy_safe_area_insets) == (0, 0, 34, 0)
    # iamcgn/swiftui-web's SwiftUI medium (351/667 of an SE window, from pixels) disagrees: derived.
    assert p.provenance == "derived" and "351/667" in p.basis
    chosen = presenting(detents=["medium", "large"], selected_detent="large").layout()
    assert chosen["reader"].presentation.frame == (0, 59, 393, 793)


@pytest.mark.parametrize(
    ("detent", "frame", "bottom"),
    [
        (swiftui.height(300), (8, 523.59796437659031, 377, 320.40203562340969), 34),
        (200, (8, 619.52671755725191, 377, 224.47328244274809), 34),
        (swiftui.height(100), (21.513513513513516, 741.4348394195722, 349.97297297297291, 89.051647066914256), 11),
        (swiftui.height(10000), (0, 59, 393, 793), 34),
    ],
)
def test_height_detents(detent: object, frame: tuple[float, ...], bottom: float) -> None:
    layout = presenting(detents=[detent]).layout()
    assert close(layout["reader"].presentation.frame, frame)
    assert layout["reader"].proxy_safe_area_insets.bottom == bottom
    assert layout["reader"].proxy_safe_area_insets.top == 0


def test_fraction_of_the_maximum() -> None:
    # fraction(0.5) = 0.5 x 759 = 379.5; unscaled 393 x (379.5 + 34) under the scale 377/393, 8 pt in.
    p = presenting(detents=[swiftui.fraction(0.5)]).layout()["reader"].presentation
    assert p.detent == "fraction(0.5)" and p.detent_value == 379.5
    h = 413.5 * 377 / 393
    assert close(p.frame, (8, 852 - 8 - h, 377, h))


def test_full_screen_cover_is_the_window() -> None:
    layout = presenting("full_screen_cover").layout()
    p = layout["reader"].presentation
    assert (p.style, p.detent, p.provenance) == ("full_screen", None, "derived")
    assert p.frame == (0, 0, 393, 852)
    assert tuple(layout["reader"].proxy_safe_area_insets) == (59, 0, 34, 0)
    assert layout["reader"].frame == (0, 59, 393, 852 - 59 - 34)


def test_popover_on_an_iphone_adapts_to_the_sheet() -> None:
    # openuikit uikit/Tools/oracle2/wordpressrowsprobe/README.md @ d8dca8ad: [0, 59, 393, 793] on the iPhone 16.
    layout = presenting("popover", attachment_anchor=(10, 0, 20, 44), arrow_edge="bottom").layout()
    p = layout["reader"].presentation
    assert (p.kind, p.style, p.adapted) == ("popover", "page_sheet", True)
    assert p.frame == (0, 59, 393, 793)
    assert p.anchor == (110, 300, 20, 44) and p.arrow_edge == "bottom"
    assert tuple(layout["reader"].proxy_safe_area_insets) == (0, 0, 34, 0)


def test_navigation_stack_in_a_sheet_is_refused() -> None:
    # As a navigation controller presented as a sheet: no source measured a bar in a sheet's card (MODEL.md §18).
    nav = swiftui.NavigationStack("nav").add(swiftui.View("inner"))
    scene = swiftui.Scene("iPhone 16", os_version="26.1").add(swiftui.View("button").sheet(nav))
    with pytest.raises(
        safearea.UnsupportedError,
        match=r"^NavigationStack 'nav' \(views\[0\]\.sheet\.content\) shows its bars inside a sheet",
    ):
        scene.layout()


def test_strict_refuses_derived_answers() -> None:
    # On 26.5 the catalog measures the window; the sheet rows are carried there from 26.1.
    assert presenting(os_version="26.5").layout()["reader"].presentation.provenance == "derived"
    with pytest.raises(safearea.SafeAreaError, match=r"^strict: the page_sheet presentation of view 'button'"):
        presenting(os_version="26.5", strict=True).layout()
    with pytest.raises(safearea.SafeAreaError, match="strict: the full_screen presentation"):
        presenting("full_screen_cover", os_version="26.5", strict=True).layout()


def test_a_sheet_on_an_ipad_is_the_form_sheet() -> None:
    # presentationSizing .automatic is .form (Apple): the UIKit form sheet openuikit measured on the iPad (A16),
    # iPadOS 26.1 (uikit/Sources/OpenUIKit/UIPresentation.swift at 0969a86788cec5c0ed9c90f478d63d4ff737ceb2):
    # [120, 260, 580, 650], content insets 0.
    scene = swiftui.Scene("iPad (A16)", os_version="26.1").add(swiftui.View("b").sheet(swiftui.View("c")))
    p = scene.layout()["c"].presentation
    assert p is not None and p.style == "form_sheet"
    assert p.frame == (120, 260, 580, 650) and tuple(p.insets) == (0, 0, 0, 0)


def test_a_popover_on_an_ipad_needs_its_content_size_and_sits_at_its_anchor() -> None:
    # openuikit's wordpressrowsprobe (uikit/Tools/oracle2/wordpressrowsprobe/README.md at
    # d8dca8adc9ce50db786d0df95aa98d790ea3e079), iPad (A16), iPadOS 26.1: a 240 x 180 popover from a view at
    # [100, 300, 60, 40] is [160, 230, 253, 180], its 13-pt arrow pointing left.
    def scene(**popover: Any) -> swiftui.Scene:
        button = swiftui.View("b", frame=(100, 300, 60, 40)).popover(swiftui.View("c"), **popover)
        return swiftui.Scene("iPad (A16)", os_version="26.1").add(button)

    with pytest.raises(safearea.UnsupportedError, match=r"^view 'b' \(views\[0\]\)\.popover: .*give a content_size"):
        scene().layout()
    p = scene(content_size=(240, 180)).layout()["c"].presentation
    assert p is not None and p.style == "popover" and not p.adapted
    assert p.frame == (160, 230, 253, 180) and p.arrow_direction == "left"


@pytest.mark.parametrize(
    ("sheet", "message"),
    [
        (
            {"presentation_detents": [{"height": -5}], "content": {"id": "c"}},
            "view 'b' (views[0]).sheet.presentation_detents[0].height: -5 is not a height above 0",
        ),
        (
            {"presentation_detents": [{"fraction": 1.5}], "content": {"id": "c"}},
            "view 'b' (views[0]).sheet.presentation_detents[0].fraction: 1.5 is not a fraction",
        ),
        (
            {"presentation_sizing": "huge", "content": {"id": "c"}},
            "view 'b' (views[0]).sheet.presentation_sizing: 'huge' is not automatic, page, form or fitted",
        ),
        ({"presentation_detents": []}, "view 'b' (views[0]).sheet.content: required field is missing"),
        ({"presentation_detents": [], "content": {"id": "c"}}, "view 'b' (views[0]).sheet.presentation_detents: "),
    ],
)
def test_bad_input_names_the_field(sheet: dict, message: str) -> None:
    scene = {"device": "iPhone 16", "os_version": "26.1", "views": [{"id": "b", "sheet": sheet}]}
    with pytest.raises(safearea.SafeAreaError) as info:
        swiftui.layout(scene)
    assert str(info.value).startswith(message)


def test_nan_detent_is_refused_before_json() -> None:
    with pytest.raises(ValueError, match=r"presentation_detents\[1\]\.height: nan is not a finite number"):
        swiftui.View("b").sheet(swiftui.View("c"), detents=["large", math.nan])
    with pytest.raises(ValueError, match="presentation_sizing: 'huge'"):
        swiftui.View("b").sheet(swiftui.View("c"), sizing="huge")


def test_the_schema_takes_presentations() -> None:
    jsonschema = pytest.importorskip("jsonschema")  # optional: the schema is checked where jsonschema is installed
    schema = json.loads(
        (pathlib.Path(__file__).resolve().parents[2] / "schemas" / "swiftui-scene.schema.json").read_text()
    )
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = schema_validator("swiftui-scene.schema.json")
    validator.validate(presenting(detents=["medium", swiftui.fraction(0.5), swiftui.height(300)]).to_dict())
    validator.validate(presenting("popover", attachment_anchor=(0, 0, 10, 10), arrow_edge="leading").to_dict())
    validator.validate(presenting("full_screen_cover").to_dict())
    with pytest.raises(jsonschema.ValidationError):
        validator.validate({"device": "iPhone 16", "views": [{"id": "b", "sheet": {"presentation_detents": []}}]})


def test_a_scene_with_a_sheet_draws() -> None:
    assert presenting(detents=["medium"]).layout()._repr_svg_().startswith("<svg")


def test_a_sheet_at_compact_height_is_the_full_screen_window() -> None:
    # As UIKit's (MODEL.md §18): Apple's prefersEdgeAttachedInCompactHeight false is "a full screen appearance";
    # openuikit measured the SE's sheet there as the whole window (uikit/Sources/OpenUIKit/UIPresentation.swift at
    # 3dc28ed19c4f19e4be251afacf9fdb878eb27887). Its content insets are the window's: the catalog's iPhone 16 on
    # iOS 26 in landscape, 0/59/20/59 (flutter_device_preview), derived.
    scene = swiftui.Scene("iPhone 16", orientation="landscape_left", os_version="26.1")
    scene.add(swiftui.View("b").sheet(swiftui.View("c"), detents=["medium"]))
    p = scene.layout()["c"].presentation
    assert p is not None and p.style == "full_screen"
    assert p.frame == (0, 0, 852, 393) and tuple(p.insets) == (0, 59, 20, 59)
    assert p.provenance == "derived"
