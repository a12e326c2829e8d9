"""Presenting, dismissing and changing the detent as transitions (docs/MODEL.md §12, §18), and the
keyboard in a sheet refused. Geometry typed from Vercantez/openuikit fixtures/realapp/detents_ios.json
at 6f62d1d0df4b4aa3490da5e9637345741e1942d2 (iPhone 16 simulator, iOS 26.1, window 393 x 852, insets
[59, 0, 34, 0]): the large sheet (0, 59, 393, 793), the medium (8, 403.687…, 377, 440.313…), content
insets (0, 0, 34, 0); the rest from the rules of MODEL.md §2 each assertion names."""

from __future__ import annotations

import math

import pytest
import safearea
from safearea import DetentKind, Insets

LARGE = (0, 59, 393, 793)
MEDIUM = (8, 403.6870229007634, 377, 440.3129770992366)


def scene() -> tuple[safearea.Window, safearea.ViewController, safearea.ViewController, safearea.View]:
    """The iPhone 16 on 26.1 with a root controller holding a label, and a controller to present whose
    view holds a footer along its bottom edge."""
    w = safearea.Window("iPhone 16", os_version="26.1")
    root = safearea.ViewController()
    w.root = root
    root.view.add_subview(safearea.View(frame=(0, 100, 393, 40)))
    sheet = safearea.ViewController()
    footer = safearea.View(frame=(0, 693, 393, 100))
    sheet.view.add_subview(footer)
    w.layout()
    return w, root, sheet, footer


def change(t: safearea.Transition, view: safearea.View, prop: str) -> safearea.Change | None:
    return next((c for c in t.of(view) if c.property == prop), None)


def close(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return all(math.isclose(x, y, abs_tol=1e-9) for x, y in zip(a, b, strict=True))


def test_presenting_a_page_sheet() -> None:
    w, root, sheet, footer = scene()
    assert w.last_transition is None
    p = root.present(sheet, style="page_sheet")
    t = w.last_transition
    assert t is not None and t.kind == "present" and len(t) > 0
    assert p.frame == LARGE
    # The presented root first, detached before (frame as it was, zero insets), the large sheet after.
    assert t.changes[0] == (sheet.view, "frame", (0, 0, 0, 0), LARGE)
    assert change(t, sheet.view, "safe_area_insets") == (
        sheet.view,
        "safe_area_insets",
        Insets(0, 0, 0, 0),
        Insets(0, 0, 34, 0),
    )
    # The keyboard guide at rest, from the safe area's bottom (MODEL.md §2.7): 793 − 34 = 759.
    assert change(t, sheet.view, "keyboard_layout_guide").after == (0, 759, 393, 34)  # type: ignore[union-attr]
    # The footer covers the sheet's bottom 34 (MODEL.md §2.3); the presenter's views are unchanged.
    assert change(t, footer, "safe_area_insets").after == Insets(0, 0, 34, 0)  # type: ignore[union-attr]
    assert {c.node for c in t} == {sheet.view, footer}
    assert [c.node for c in t].index(footer) > max(i for i, c in enumerate(t) if c.node is sheet.view)
    assert "presentation" in repr(t)
    assert t.before == t.after  # the window itself does not change


def test_dismissing_is_the_reverse() -> None:
    w, root, sheet, footer = scene()
    root.present(sheet, style="page_sheet")
    presented = w.last_transition
    assert presented is not None
    t = sheet.dismiss()
    assert t is w.last_transition and t.kind == "dismiss"
    assert change(t, sheet.view, "safe_area_insets") == (
        sheet.view,
        "safe_area_insets",
        Insets(0, 0, 34, 0),
        Insets(0, 0, 0, 0),
    )
    assert change(t, sheet.view, "frame") is None  # the dismissed view keeps its frame
    for c in t.of(footer):
        p = change(presented, footer, c.property)
        assert p is not None and (c.before, c.after) == (p.after, p.before)
    assert sheet.presentation is None
    assert sheet.view.safe_area_insets == Insets(0, 0, 0, 0)


def test_medium_to_large() -> None:
    w, root, sheet, _ = scene()
    root.present(sheet, style="page_sheet", detent="medium")
    t = sheet.set_detent("large")
    assert t.kind == "detent" and t is w.last_transition
    frame = change(t, sheet.view, "frame")
    assert frame is not None and close(frame.before, MEDIUM) and frame.after == LARGE
    assert change(t, sheet.view, "safe_area_insets") is None  # 34 at the bottom at both detents
    assert sheet.presentation is not None and sheet.presentation.detent is DetentKind.LARGE
    # Custom 300: (8, 523.598…, 377, 320.402…), the probe's custom 300.
    t = sheet.set_detent(300)
    frame = change(t, sheet.view, "frame")
    assert frame is not None and close(frame.after, (8, 523.59796437659031, 377, 320.40203562340969))
    assert len(sheet.set_detent(300)) == 0  # the same detent again changes nothing


@pytest.mark.parametrize("bad", [-1, 0, math.nan, math.inf])
def test_bad_detents_leave_the_window_unchanged(bad: float) -> None:
    w, root, sheet, _ = scene()
    root.present(sheet, detent="medium")
    kept = w.last_transition
    with pytest.raises(safearea.InvalidArgumentError, match="detent"):
        sheet.set_detent(bad)
    assert w.last_transition is kept
    assert sheet.presentation is not None and close(sheet.presentation.frame, MEDIUM)
    with pytest.raises(ValueError, match="detent"):
        sheet.set_detent("huge")
    with pytest.raises(TypeError):
        sheet.set_detent(True)


def test_dismissing_what_is_not_presented() -> None:
    w, root, sheet, _ = scene()
    with pytest.raises(safearea.InvalidArgumentError, match="not presented"):
        sheet.dismiss()  # never in the window
    other = safearea.ViewController()
    root.present(other)
    kept = w.last_transition
    with pytest.raises(safearea.InvalidArgumentError, match="not presented"):
        root.dismiss()
    with pytest.raises(safearea.InvalidArgumentError, match="not presented"):
        root.set_detent("large")
    assert w.last_transition is kept
    assert root.view.safe_area_insets == Insets(59, 0, 34, 0)


def test_the_keyboard_in_a_sheet_is_refused() -> None:
    w, root, sheet, _ = scene()
    root.present(sheet)
    with pytest.raises(safearea.UnsupportedError, match="the keyboard shown while a sheet is presented"):
        w.keyboard_height = 300
    with pytest.raises(safearea.UnsupportedError, match="the keyboard shown while a sheet is presented"):
        w.transition(keyboard=300)
    assert w.keyboard_height == 0
    sheet.dismiss()
    w.show_keyboard(336)
    other = safearea.ViewController()
    with pytest.raises(safearea.UnsupportedError, match="presenting a sheet while the keyboard is up"):
        root.present(other, style="page_sheet")
    assert other.presentation is None


def test_full_screen_keeps_the_windows_keyboard() -> None:
    w, root, sheet, _ = scene()
    w.show_keyboard(336)
    root.present(sheet, style="full_screen")
    t = w.last_transition
    assert t is not None
    # The guide from the keyboard's top, 852 − 336 = 516 (MODEL.md §10); the window's insets.
    assert change(t, sheet.view, "keyboard_layout_guide").after == (0, 516, 393, 336)  # type: ignore[union-attr]
    assert change(t, sheet.view, "safe_area_insets").after == Insets(59, 0, 34, 0)  # type: ignore[union-attr]
    with pytest.raises(safearea.InvalidArgumentError, match="detent"):
        sheet.set_detent("medium")
