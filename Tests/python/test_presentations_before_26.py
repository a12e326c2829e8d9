"""iPhone sheets on iOS 15 to 18 (docs/MODEL.md §18, the rows 15.0–15.x and 16.0–18.x). Expected values
are typed from the readings:

- crifan/ios_re_dynamic_debug src/debug_ui/cycript/output_example.md at
  51b66bea99a282910b4d80b971efe4e30aef173b: a real iPhone 8 (375 x 667, insets 20/0) on iOS 15.0, Settings'
  Apple ID sheet `UIDropShadowView (0 40; 375 627)`, the table's adjustedContentInset {56, 0, 0, 0} under a
  56-pt bar (the sheet's own safe area 0);
- boscojwho/SheetInteraction TestModal/ViewController.swift at 77ce990b72d5cf1f9b01c7142b4a64e2e155a3ab
  (iOS 16.1): maximumDetentValue 749 on the iPhone 14 Pro (window 852 tall, less its insets 759) and 627 on
  the iPhone SE (3rd generation); a resolver's 0 puts the sheet's top at the window's height less the
  bottom inset;
- Apple, UISheetPresentationController.Detent: custom(identifier:resolver:) from iOS 16.0; medium()
  "approximately half the height of the screen".
"""

from __future__ import annotations

import math

import pytest
import safearea
from safearea import DetentKind, PresentationStyle, ProvenanceKind


def window(device: str, os_version: str, strict: bool = False) -> tuple[safearea.Window, safearea.ViewController]:
    w = safearea.Window(device, os_version=os_version, strict=strict)
    root = safearea.ViewController()
    w.root = root
    return w, root


def test_iphone8_ios15_large_sheet_is_crifans_dump() -> None:
    _, root = window("iPhone 8", "15.0")
    sheet = safearea.ViewController()
    p = root.present(sheet, style="page_sheet")
    assert p.style is PresentationStyle.PAGE_SHEET and p.detent is DetentKind.LARGE
    assert p.frame == (0, 40, 375, 627)
    assert p.maximum_detent_height == 627
    assert p.scale == 1
    assert tuple(sheet.view.safe_area_insets) == (0, 0, 0, 0)
    assert p.provenance is ProvenanceKind.MEASURED


def test_form_sheet_and_automatic_are_the_page_sheet_on_ios15() -> None:
    # Apple: a form sheet in compact width is displayed as a sheet; automatic is the page sheet before 18.
    for style in ("form_sheet", "automatic"):
        _, root = window("iPhone 8", "15.0")
        p = root.present(safearea.ViewController(), style=style)
        assert p.style is PresentationStyle.PAGE_SHEET and p.frame == (0, 40, 375, 627)


def test_iphone14pro_ios16_maximum_detent_value_is_749() -> None:
    # SheetInteraction at 16.1: maximumDetentValue 749 on the iPhone 14 Pro; the frame top 852 - 34 - 749 = 69.
    _, root = window("iPhone 14 Pro", "16.1")
    sheet = safearea.ViewController()
    p = root.present(sheet)
    assert p.maximum_detent_height == 749
    assert p.frame == (0, 69, 393, 783)
    assert tuple(sheet.view.safe_area_insets) == (0, 0, 34, 0)
    assert p.provenance is ProvenanceKind.DERIVED  # no frame was printed (MODEL.md §18, §16)


def test_iphone_se3_ios16_maximum_detent_value_is_627() -> None:
    _, root = window("iPhone SE (3rd generation)", "16.1")
    p = root.present(safearea.ViewController())
    assert p.maximum_detent_height == 627
    assert p.frame == (0, 40, 375, 627)


def test_partial_detents_are_edge_attached_before_26() -> None:
    # A custom detent d: top at H - b - d (SheetInteraction), full width, unscaled, height d + b.
    _, root = window("iPhone 14 Pro", "16.1")
    sheet = safearea.ViewController()
    p = root.present(sheet, detent=300)
    assert p.frame == (0, 852 - 34 - 300, 393, 334) and p.layout_frame == p.frame and p.scale == 1
    assert p.detent is DetentKind.CUSTOM and p.detent_height == 300
    assert tuple(sheet.view.safe_area_insets) == (0, 0, 34, 0)
    # Medium: half the maximum to the pixel (Apple: "approximately half the height of the screen"), derived:
    # 749 / 2 = 374.5 pt = 1123.5 px at 3x, rounded to 1124 px.
    sheet.dismiss()
    m = root.present(sheet, detent="medium")
    assert math.isclose(m.detent_height, 1124 / 3, abs_tol=1e-9)
    assert all(math.isclose(a, b, abs_tol=1e-9) for a, b in zip(m.frame, (0, 852 - 34 - 1124 / 3, 393, 1124 / 3 + 34)))
    assert m.provenance is ProvenanceKind.DERIVED


def test_custom_detents_need_ios16() -> None:
    _, root = window("iPhone 8", "15.0")
    sheet = safearea.ViewController()
    with pytest.raises(safearea.InvalidArgumentError, match=r"^detent: a custom detent needs iOS 16\.0 or later"):
        root.present(sheet, detent=300)
    assert sheet.presentation is None


def test_strict_refuses_the_derived_sheet() -> None:
    _, root = window("iPhone 14 Pro", "16.1", strict=True)
    sheet = safearea.ViewController()
    root.present(sheet)
    with pytest.raises(safearea.SafeAreaError, match="strict: the page_sheet presentation"):
        _ = sheet.view.safe_area_insets


def test_compact_height_is_full_screen_before_26() -> None:
    w = safearea.Window("iPhone 14 Pro", os_version="17.0", orientation="landscape_left")
    root = safearea.ViewController()
    w.root = root
    p = root.present(safearea.ViewController(), detent="medium")
    assert p.style is PresentationStyle.FULL_SCREEN and p.frame == (0, 0, 852, 393)
    assert p.provenance is ProvenanceKind.DERIVED


def test_ios14_sheets_stay_refused() -> None:
    _, root = window("iPhone 11", "14.0")
    with pytest.raises(safearea.UnsupportedError, match="sheets on iOS 13 and 14"):
        root.present(safearea.ViewController())
