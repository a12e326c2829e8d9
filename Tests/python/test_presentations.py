"""Presentations (docs/MODEL.md §18). Expected values are typed from Vercantez/openuikit
fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2 (iPhone 16
simulator, iOS 26.1, window 393 x 852, insets [59, 0, 34, 0]; maximumDetentValue 759)."""

from __future__ import annotations

import math

import pytest
import safearea
from safearea import DetentKind, PresentationStyle, ProvenanceKind


def window(os_version: str = "26.1", strict: bool = False) -> tuple[safearea.Window, safearea.ViewController]:
    w = safearea.Window("iPhone 16", os_version=os_version, strict=strict)
    root = safearea.ViewController()
    w.root = root
    return w, root


@pytest.mark.parametrize(
    ("detent", "frame", "bottom"),
    [
        ("large", (0, 59, 393, 793), 34),
        ("medium", (8, 403.6870229007634, 377, 440.3129770992366), 34),
        (200, (8, 619.52671755725191, 377, 224.47328244274809), 34),
        (300, (8, 523.59796437659031, 377, 320.40203562340969), 34),
        (500, (8, 331.74045801526722, 377, 512.25954198473278), 34),
        (700, (8, 139.88295165394402, 377, 704.11704834605598), 34),
        (10000, (0, 59, 393, 793), 34),
        (100, (21.513513513513516, 741.4348394195722, 349.97297297297291, 89.051647066914256), 11),
        (144, (9.6216216216216139, 705.42933773468121, 373.75675675675677, 136.94904064369712), 31.333333333333332),
        (10, (28, 815.42493638676842, 337, 8.5750636132315776), 0),
    ],
)
def test_iphone16_detents(detent: str | int, frame: tuple[float, ...], bottom: float) -> None:
    _, root = window()
    sheet = safearea.ViewController()
    p = root.present(sheet, style="form_sheet", detent=detent)
    assert p.style is PresentationStyle.PAGE_SHEET  # a form sheet on an iPhone is the page sheet
    assert p.maximum_detent_height == 759
    assert all(math.isclose(a, b, abs_tol=1e-9) for a, b in zip(p.frame, frame))
    assert sheet.view.safe_area_insets.top == 0
    assert math.isclose(sheet.view.safe_area_insets.bottom, bottom, abs_tol=1e-9)
    assert sheet.presentation == p
    assert p.provenance is ProvenanceKind.MEASURED


def test_over_maximum_is_large_and_medium_is_425() -> None:
    _, root = window()
    sheet = safearea.ViewController()
    assert root.present(sheet, detent=10000).detent is DetentKind.LARGE
    sheet.dismiss()
    assert sheet.presentation is None
    assert root.present(sheet, style="page_sheet", detent="medium").detent_height == 425


def test_containers_in_a_sheet_are_refused() -> None:
    # MODEL.md §18: no source measured a bar in a sheet's card (openuikit's sheet and popover probes and
    # swiftui-web's sheet goldens hold plain content), so reads under a container's bars there are refused;
    # presented full screen, the container is the window's (the bar at the top inset 59, 54 tall: openuikit's
    # iPhone 16 probe at 26.1, navBar [0, 59, 393, 54]).
    _, root = window()
    child = safearea.ViewController()
    nav = safearea.NavigationController(child)
    root.present(nav, style="page_sheet")
    with pytest.raises(safearea.UnsupportedError, match="navigation_controller #1 shows its bars inside a sheet"):
        child.view.safe_area_insets
    nav.dismiss()
    root.present(nav, style="full_screen")
    assert tuple(child.view.safe_area_insets) == (59 + 54, 0, 34, 0)


def test_small_derived_detent_refused_by_strict() -> None:
    w, root = window()
    sheet = safearea.ViewController()
    assert root.present(sheet, detent=120).provenance is ProvenanceKind.DERIVED
    strict, strict_root = window(strict=True)
    other = safearea.ViewController()
    strict_root.present(other, detent=120)
    with pytest.raises(safearea.SafeAreaError, match="strict: the page_sheet presentation"):
        _ = other.view.safe_area_insets


def test_bad_input() -> None:
    _, root = window()
    sheet = safearea.ViewController()
    for bad in (-1, 0, math.nan):
        with pytest.raises(safearea.InvalidArgumentError, match="detent"):
            root.present(sheet, detent=bad)
    assert sheet.presentation is None
    with pytest.raises(ValueError, match="style"):
        root.present(sheet, style="sideways")
    with pytest.raises(safearea.InvalidArgumentError, match="not presented"):
        sheet.dismiss()
    root.present(sheet)
    with pytest.raises(safearea.InvalidArgumentError, match="already presented"):
        root.present(sheet)


def test_a_height_goes_only_with_a_custom_detent() -> None:
    # present() and set_detent() take a height as the custom detent itself; the extension's calls carry the
    # C fields, where a height beside large or medium is refused naming detent_height (C's rule), not dropped.
    w, root = window()
    sheet = safearea.ViewController()
    sheet._materialize(w)
    args = (root._node, sheet._node, int(PresentationStyle.PAGE_SHEET), int(DetentKind.MEDIUM), 300.0)
    with pytest.raises(safearea.InvalidArgumentError) as info:
        w._tree.present(*args, None, None, 15, 0.0, 0.0, False, False, True, 0, 0, False)
    assert (
        str(info.value) == "detent_height: 300 is given with the medium detent: a height goes only with a custom detent"
    )
    assert sheet.presentation is None
    root.present(sheet, style="page_sheet", detent="medium")
    with pytest.raises(safearea.InvalidArgumentError, match="^detent_height: 250 is given with the large detent"):
        w._tree.set_detent(sheet._node, int(DetentKind.LARGE), 250.0)
    assert sheet.presentation.detent_height == 425  # still medium (MODEL.md §18: 425 on the iPhone 16)


def test_ios14_is_unsupported() -> None:
    # MODEL.md §18: sheets on iOS 13 and 14 are unmeasured (15-18 answer: test_presentations_before_26.py).
    w = safearea.Window("iPhone 11", os_version="14.0")
    root = safearea.ViewController()
    w.root = root
    with pytest.raises(safearea.UnsupportedError, match="sheets on iOS 13 and 14"):
        root.present(safearea.ViewController())


# -- state that must follow the window (review findings) --------------------------------------------


def _sheet(device, status_bar_hidden, **present):
    w = safearea.Window(device, os_version="26.1", status_bar_hidden=status_bar_hidden)
    root = safearea.ViewController()
    w.root = root
    sheet = safearea.ViewController()
    root.present(sheet, **present)
    return w, sheet


@pytest.mark.parametrize("hidden", [False, True])
def test_a_status_bar_toggle_moves_the_sheet_as_a_fresh_window_places_it(hidden):
    # The sheet's geometry follows the window's insets: after a toggle it must be what a window made in
    # the new state gives (MODEL.md §18), frame, insets and provenance alike.
    for present in ({"style": "full_screen"}, {"detent": "medium"}):
        w, sheet = _sheet("iPhone SE (3rd generation)", hidden, **present)
        w.status_bar_hidden = not hidden
        _, fresh = _sheet("iPhone SE (3rd generation)", not hidden, **present)
        assert tuple(sheet.view.safe_area_insets) == tuple(fresh.view.safe_area_insets), present
        assert sheet.presentation.frame == fresh.presentation.frame, present
        assert sheet.presentation.provenance == fresh.presentation.provenance, present


def test_presenting_from_under_a_sheet_is_refused():
    # UIKit presents from the top of the chain: a controller the sheet covers cannot start a second one.
    w = safearea.Window("iPhone 16", os_version="26.1")
    root = safearea.ViewController()
    w.root = root
    covered = safearea.ViewController()
    root.add_child(covered)
    root.present(safearea.ViewController())
    with pytest.raises(safearea.InvalidArgumentError, match="is covered by the presented view controller"):
        covered.present(safearea.ViewController(), detent="medium")


def test_a_transition_that_cannot_place_a_sheet_is_refused_and_changes_nothing():
    # An edge-attached sheet at compact height is unmeasured (MODEL.md §18): rotating is refused up front.
    w, sheet = _sheet("iPhone 16", False, detent="medium", prefers_edge_attached_in_compact_height=True)
    before = tuple(sheet.view.safe_area_insets)
    with pytest.raises(safearea.UnsupportedError, match="prefers_edge_attached_in_compact_height"):
        w.transition(orientation="landscape_left")
    assert w.orientation == "portrait"
    assert tuple(sheet.view.safe_area_insets) == before


def test_a_sheet_at_compact_height_is_full_screen():
    # Apple: prefersEdgeAttachedInCompactHeight false "defaults to a full screen appearance"; openuikit measured
    # the SE's sheet at compact height as the whole window (uikit/Sources/OpenUIKit/UIPresentation.swift at
    # 3dc28ed19c4f19e4be251afacf9fdb878eb27887: UIDropShadowView [0, 0, 667, 375] for medium and large). Its
    # content's safe area was not recorded: the window's (the catalog's SE in landscape: 0 all round), derived.
    w, sheet = _sheet("iPhone SE (3rd generation)", False, detent="medium")
    w.transition(orientation="landscape_left")
    p = sheet.presentation
    assert p.style == safearea.PresentationStyle.FULL_SCREEN
    assert p.frame == (0, 0, 667, 375)
    assert tuple(sheet.view.safe_area_insets) == (0, 0, 0, 0)
    assert p.provenance == safearea.ProvenanceKind.DERIVED
    # Back to portrait: the medium card again (openuikit's SE medium, floating [8, 317.711, 359, 341.289] at
    # window insets 0; here the status bar shows, top 20, which the rule max(30, top) leaves at 30).
    w.transition(orientation="portrait")
    assert sheet.presentation.detent == safearea.DetentKind.MEDIUM
    assert sheet.presentation.frame[0] == 8


# -- iPad sheets and popovers, adaptation, sheet options (docs/MODEL.md §18) -------------------------
# Typed from Vercantez/openuikit (iPad (A16) 820 x 1180, iPadOS 26.1, window insets [32, 0, 25, 0]):
# uikit/Sources/OpenUIKit/UIPresentation.swift at 0969a86788cec5c0ed9c90f478d63d4ff737ceb2 (form sheet) and
# 3dc28ed19c4f19e4be251afacf9fdb878eb27887 (page sheet); uikit/Tools/oracle2/wordpressrowsprobe/README.md at
# d8dca8adc9ce50db786d0df95aa98d790ea3e079 (popovers, preferred 240 x 180; the phone's adaptation).


def pad(os_version: str = "26.1", device: str = "iPad (A16)", **kw) -> tuple[safearea.Window, safearea.ViewController]:
    w = safearea.Window(device, os_version=os_version, **kw)
    root = safearea.ViewController()
    w.root = root
    return w, root


@pytest.mark.parametrize(
    ("detent", "frame", "height"),
    [
        ("large", (120, 260, 580, 650), 650),
        (10000, (120, 260, 580, 650), 650),
        ("medium", (120, 546, 580, 364), 364),
        (343, (120, 567, 580, 343), 343),
    ],
)
def test_ipad_form_sheet(detent, frame, height) -> None:
    _, root = pad()
    sheet = safearea.ViewController()
    p = root.present(sheet, style="form_sheet", detent=detent)
    assert p.frame == frame and p.detent_height == height and p.maximum_detent_height == 650
    assert p.style is PresentationStyle.FORM_SHEET and p.provenance is ProvenanceKind.MEASURED
    assert tuple(sheet.view.safe_area_insets) == (0, 0, 0, 0)


def test_ipad_page_sheet_and_automatic() -> None:
    _, root = pad()
    sheet = safearea.ViewController()
    p = root.present(sheet, style="page_sheet")
    assert p.frame == (0, 42, 820, 1138)
    assert p.provenance is ProvenanceKind.DERIVED  # the content's insets are not measured
    sheet.dismiss()
    a = root.present(sheet)  # automatic: the form sheet from iPadOS 18
    assert a.style is PresentationStyle.FORM_SHEET and a.frame == (120, 260, 580, 650)
    # Before 26 (UIKit 18.0's constants, MODEL.md §18): the page sheet on 17, the form sheet from 18;
    # on 15 the page sheet carried (top inset 20 + topOffset 10 on the iPad (9th generation)'s 810 x 1080;
    # hacknicity: only the form sheet grew at 16.0 beta 4), the form sheet refused; before 15 refused, the
    # message naming what automatic resolves to.
    for version, resolved in (("17.0", PresentationStyle.PAGE_SHEET), ("18.0", PresentationStyle.FORM_SHEET)):
        _, old = pad(version, "iPad (10th generation)")
        assert old.present(safearea.ViewController()).style is resolved
    _, old = pad("15.0", "iPad (9th generation)")
    a = old.present(safearea.ViewController())
    assert a.style is PresentationStyle.PAGE_SHEET and a.frame == (0, 30, 810, 1050)
    assert a.provenance is ProvenanceKind.DERIVED
    _, old = pad("15.0", "iPad (9th generation)")
    with pytest.raises(safearea.UnsupportedError, match="before iPadOS 16"):
        old.present(safearea.ViewController(), style="form_sheet")
    _, older = pad("14.0", "iPad (8th generation)")
    with pytest.raises(safearea.UnsupportedError, match="automatic resolves to page_sheet"):
        older.present(safearea.ViewController())


# UIKit's constants in EthanArbuckle/iPad_10.2_18.0_22A3354_Restore at
# 72b0cf9bce0398fd8141f5dec3a304bf19566f28 (System/Library/PrivateFrameworks/UIKitCore.framework/):
# _UISheetPresentationMetrics.m (the default form sheet by the screen's longer side: up to 1024 pt
# 540 x 600, below 1590 pt 580 x 640; topOffset 10), _UISheetLayoutInfo.m (a floating sheet centred),
# _UIPopoverShapeLayerChromeView.m (arrowHeight 13), _UIPopoverStandardChromeView.m (content safe area
# 13 on the arrow's side), UIPopoverPresentationController.m (margins 30 / 19); the window's insets
# 24/25 (the iPad (10th generation) at 18.0) and 20/0 (the iPad mini (5th generation)).
def test_ipad_form_sheet_before_26() -> None:
    _, root = pad("18.0", "iPad (10th generation)")
    p = root.present(safearea.ViewController(), style="form_sheet")
    # Read from the decompile (weak), not measured: derived with the decompile as its basis, so strict refuses it
    # (the one measured form sheet, 580 x 650 at y 260 on the iPad (A16) at 26.1, disagrees: MODEL.md §16 item 40).
    assert p.frame == (120, 270, 580, 640) and p.provenance is ProvenanceKind.DERIVED
    _, strict = pad("18.0", "iPad Air 11-inch (M2)", strict=True)
    sheet = safearea.ViewController()
    strict.present(sheet, style="form_sheet")
    with pytest.raises(
        safearea.SafeAreaError, match="strict: the form_sheet presentation .*iPad_10.2_18.0_22A3354_Restore"
    ):
        _ = sheet.view.safe_area_insets
    _, mini = pad("18.0", "iPad mini (5th generation)")
    assert mini.present(safearea.ViewController(), style="form_sheet").frame == (114, 212, 540, 600)
    _, old = pad("16.1", "iPad (10th generation)")
    q = old.present(safearea.ViewController(), style="form_sheet")
    assert q.frame == (120, 270, 580, 640) and q.provenance is ProvenanceKind.DERIVED


def test_ipad_page_sheet_and_popover_before_26() -> None:
    _, root = pad("18.0", "iPad (10th generation)")
    sheet = safearea.ViewController()
    assert root.present(sheet, style="page_sheet").frame == (0, 34, 820, 1146)
    sheet.dismiss()
    # maximumDetentValue 1180 - 34 - 25 = 1121, medium half of it, edge-attached above the bottom inset.
    m = root.present(sheet, style="page_sheet", detent="medium")
    assert m.frame == (0, 594.5, 820, 585.5) and m.provenance is ProvenanceKind.DERIVED
    sheet.dismiss()
    pop = root.present(sheet, style="popover", source=(388, 568, 44, 44), preferred_content_size=(320, 320))
    assert pop.frame == (250, 235, 320, 333) and pop.arrow_direction is safearea.ArrowDirection.DOWN
    assert tuple(sheet.view.safe_area_insets) == (0, 0, 13, 0)
    _, pro = pad("18.0", "iPad Pro 12.9-inch (6th generation)")
    with pytest.raises(safearea.UnsupportedError, match="follows the readable width"):
        pro.present(safearea.ViewController(), style="page_sheet")


# iPads in landscape (MODEL.md §18): no iPad sheet or popover was read in landscape, so every answer is
# derived. UIKit 18.0's form sheet is sized by the screen's longer side (_UISheetPresentationMetrics.m:
# 1194 pt gives 580 x 640), the same in either orientation, and centred on the window (_UISheetLayoutInfo.m):
# in the iPad Pro 11-inch (3rd generation)'s 1194 x 834 window x = (1194 - 580)/2 = 307, y = (834 - 640)/2 = 97;
# a medium detent is half the card (320), its bottom edge fixed at 97 + 640 = 737. On 26 the 26.1 portrait
# card 580 x 650 keeps its size and the portrait rule y = (H - 650 - 10)/2: the iPad (A16)'s 1180 x 820
# window gives x = 300, y = 80. The popover's limits (arrow 13, 19 from the sides, 30 below the top inset,
# UIPopoverPresentationController.m / _UIPopoverShapeLayerChromeView.m) do not depend on orientation: on 15
# the iPad (9th generation)'s 1080 x 810 window (top inset 20), a source (500, 400, 80, 40) and 320 x 200
# put the card above it, centred: x = 540 - 160 = 380, y = 400 - 200 - 13 = 187, 213 tall with the arrow.
def test_ipad_form_sheets_and_popovers_in_landscape() -> None:
    _, root = pad("18.0", "iPad Pro 11-inch (3rd generation)", orientation="landscape_left")
    sheet = safearea.ViewController()
    p = root.present(sheet, style="form_sheet")
    assert p.frame == (307, 97, 580, 640) and p.provenance is ProvenanceKind.DERIVED
    assert tuple(sheet.view.safe_area_insets) == (0, 0, 0, 0)
    sheet.dismiss()
    assert root.present(sheet, style="form_sheet", detent="medium").frame == (307, 417, 580, 320)
    sheet.dismiss()
    # A card taller than the room between the insets (y = (834 - 800)/2 = 17 < 24) is refused, as in portrait.
    with pytest.raises(safearea.UnsupportedError, match="does not fit"):
        root.present(sheet, style="form_sheet", preferred_content_size=(580, 800))
    _, a16 = pad("26.1", orientation="landscape_left")
    q = a16.present(safearea.ViewController())  # automatic: the form sheet from 18
    assert q.style is PresentationStyle.FORM_SHEET and q.frame == (300, 80, 580, 650)
    assert q.provenance is ProvenanceKind.DERIVED
    _, old = pad("15.0", "iPad (9th generation)", orientation="landscape_left")
    pop = safearea.ViewController()
    r = old.present(pop, style="popover", source=(500, 400, 80, 40), preferred_content_size=(320, 200))
    assert r.frame == (380, 187, 320, 213) and r.arrow_direction is safearea.ArrowDirection.DOWN
    assert tuple(pop.view.safe_area_insets) == (0, 0, 13, 0) and r.provenance is ProvenanceKind.DERIVED


def test_ipad_page_sheets_in_landscape_stay_refused() -> None:
    # A page sheet in landscape floats as a card of the readable width plus margins (UIKit 18.0
    # _UISheetLayoutInfo; MODEL.md §16 item 42), unmeasured; automatic where it resolves to one; the form
    # sheet on 15 stays refused (no pre-16 size).
    for version, device in (
        ("15.0", "iPad (9th generation)"),
        ("18.0", "iPad (10th generation)"),
        ("26.1", "iPad (A16)"),
    ):
        _, root = pad(version, device, orientation="landscape_left")
        with pytest.raises(safearea.UnsupportedError, match="readable width plus margins"):
            root.present(safearea.ViewController(), style="page_sheet")
    _, root = pad("17.0", "iPad (10th generation)", orientation="landscape_right")
    with pytest.raises(safearea.UnsupportedError, match="automatic resolves to page_sheet.*readable width"):
        root.present(safearea.ViewController())
    _, root = pad("15.0", "iPad (9th generation)", orientation="landscape_left")
    with pytest.raises(safearea.UnsupportedError, match="before iPadOS 16"):
        root.present(safearea.ViewController(), style="form_sheet")


def test_ipad_page_sheet_medium_on_26() -> None:
    # iPad (A16) at 26.1: maximum 1113, medium 1113 x 425/759 to the pixel = 623, edge-attached.
    _, root = pad()
    m = root.present(safearea.ViewController(), style="page_sheet", detent="medium")
    assert m.frame == (0, 532, 820, 648) and m.provenance is ProvenanceKind.DERIVED


def test_strict_refuses_derived_ipad_answers() -> None:
    # iPadOS 26.5, where the catalog measured the window's insets: the form sheet is carried from
    # the probes' 26.1 (derived), so a strict window refuses reads inside it.
    _, root = pad("26.5", strict=True)
    sheet = safearea.ViewController()
    p = root.present(sheet, style="form_sheet")
    assert p.frame == (120, 260, 580, 650) and p.provenance is ProvenanceKind.DERIVED
    with pytest.raises(safearea.SafeAreaError, match="strict: the form_sheet presentation"):
        _ = sheet.view.safe_area_insets


@pytest.mark.parametrize(
    ("source", "arrows", "frame", "arrow"),
    [
        ("anchor", "any", (160, 230, 253, 180), "LEFT"),
        ("tab", "any", (325, 908, 240, 193), "DOWN"),
        ("anchor-rect", "any", (110, 215, 253, 180), "LEFT"),
        ((100, 300, 60, 40), "down", (19, 107, 240, 193), "DOWN"),
    ],
)
def test_ipad_popovers(source, arrows, frame, arrow) -> None:
    _, root = pad()
    anchor = root.view.add_subview(safearea.View((100, 300, 60, 40)))
    tab = root.view.add_subview(safearea.View((412, 1101, 66, 36)))
    src = {"anchor": anchor, "tab": tab, "anchor-rect": (anchor, (0, 0, 10, 10))}.get(source, source)
    pop = safearea.ViewController()
    p = root.present(
        pop, style="popover", source=src, permitted_arrow_directions=arrows, preferred_content_size=(240, 180)
    )
    assert p.frame == frame
    assert p.arrow_direction is safearea.ArrowDirection[arrow]
    assert p.style is PresentationStyle.POPOVER and p.provenance is ProvenanceKind.DERIVED


def test_popover_bad_input_and_the_phone_adaptation() -> None:
    _, root = pad()
    anchor = root.view.add_subview(safearea.View((100, 300, 60, 40)))
    pop = safearea.ViewController()
    with pytest.raises(safearea.InvalidArgumentError, match="^source"):
        root.present(pop, style="popover", preferred_content_size=(240, 180))
    with pytest.raises(safearea.InvalidArgumentError, match="^source"):
        root.present(pop, style="popover", source=safearea.View((0, 0, 10, 10)), preferred_content_size=(240, 180))
    with pytest.raises(safearea.InvalidArgumentError, match="permitted_arrow_directions"):
        root.present(pop, style="popover", source=anchor, permitted_arrow_directions=16, preferred_content_size=(1, 1))
    for size in ((math.nan, 100), (-1, 100)):
        with pytest.raises(safearea.InvalidArgumentError, match="preferred_content_size"):
            root.present(pop, style="popover", source=anchor, preferred_content_size=size)
    with pytest.raises(safearea.UnsupportedError, match="squeez"):
        root.present(
            pop, style="popover", source=anchor, permitted_arrow_directions="right", preferred_content_size=(240, 180)
        )
    assert pop.presentation is None
    # On an iPhone a popover without a source adapts to the sheet (measured, no exception).
    _, phone = window()
    pop = safearea.ViewController()
    p = phone.present(pop, style="popover")
    assert p.frame == (0, 59, 393, 793) and p.style is PresentationStyle.PAGE_SHEET
    assert p.arrow_direction is safearea.ArrowDirection.NONE
    pop.dismiss()
    m = phone.present(pop, style="popover", detent="medium", source=(100, 300, 60, 40))
    assert math.isclose(m.frame[1], 403.687, abs_tol=5e-4) and math.isclose(m.frame[3], 440.313, abs_tol=5e-4)


def test_a_refused_presentation_leaves_the_controller_free_for_another_window() -> None:
    # UIKit throws presenting a popover without a source on an iPad (wordpressrowsprobe README at d8dca8a):
    # the window's tree is unchanged and the controller, with what was set on it, can be presented elsewhere.
    _, root = pad()
    pop = safearea.ViewController(additional_safe_area=(1, 2, 3, 4))
    label = pop.view.add_subview(frame=(10, 20, 30, 40))
    with pytest.raises(safearea.InvalidArgumentError, match="^source"):
        root.present(pop, style="popover", preferred_content_size=(240, 180))
    assert pop.presentation is None and root.view.subviews == ()
    _, phone = window()
    p = phone.present(pop, style="page_sheet")
    assert p.frame == (0, 59, 393, 793)  # detents_ios.json: the large sheet
    assert pop.view.frame == (0, 59, 393, 793)
    assert tuple(pop.additional_safe_area_insets) == (1, 2, 3, 4)
    assert label.superview is pop.view and label.frame == (10, 20, 30, 40)


def test_sheet_options() -> None:
    # Edge-attached at compact height: no source measured it, refused naming the option.
    w = safearea.Window("iPhone SE (3rd generation)", orientation="landscape_left", os_version="26.1")
    root = safearea.ViewController()
    w.root = root
    with pytest.raises(safearea.UnsupportedError, match="prefers_edge_attached_in_compact_height"):
        root.present(safearea.ViewController(), style="page_sheet", prefers_edge_attached_in_compact_height=True)
    # At regular height and compact width the options have no effect (documented): the SE's large sheet.
    se = safearea.Window("iPhone SE (3rd generation)", os_version="26.1")
    se_root = safearea.ViewController()
    se.root = se_root
    p = se_root.present(
        safearea.ViewController(),
        style="page_sheet",
        prefers_edge_attached_in_compact_height=True,
        width_follows_preferred_content_size_when_edge_attached=True,
        preferred_content_size=(300, 300),
    )
    assert p.frame == (0, 30, 375, 637)
    # prefers_page_sizing=False gives an iPad page sheet the form sheet's sizing (derived).
    _, pad_root = pad()
    f = pad_root.present(safearea.ViewController(), style="page_sheet", prefers_page_sizing=False)
    assert f.frame == (120, 260, 580, 650) and f.provenance is ProvenanceKind.DERIVED


def test_a_popover_follows_its_source_and_fails_when_it_leaves() -> None:
    # The probe's case (openuikit, iPad (A16), 26.1): a view [100, 300, 60, 40], preferred 240 x 180, gives
    # [160, 230, 253, 180] arrow left. The source is moved there after presenting.
    _, root = pad()
    anchor = root.view.add_subview(safearea.View((500, 800, 60, 40)))
    pop = safearea.ViewController()
    root.present(pop, style="popover", source=anchor, preferred_content_size=(240, 180))
    anchor.frame = (100, 300, 60, 40)
    assert pop.presentation.frame == (160, 230, 253, 180)
    assert pop.presentation.arrow_direction is safearea.ArrowDirection.LEFT
    anchor.remove_from_superview()
    with pytest.raises(safearea.UnsupportedError, match="source view left the window"):
        pop.presentation  # noqa: B018


def test_data_file_follows_its_schema():
    import json
    import pathlib

    pytest.importorskip("jsonschema")
    from conftest import schema_validator

    root = pathlib.Path(__file__).resolve().parents[2]
    document = json.loads((root / "data" / "presentations.json").read_text(encoding="utf-8"))
    assert list(schema_validator("presentations.schema.json").iter_errors(document)) == []
