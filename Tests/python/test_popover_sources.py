"""Popovers from bar button items, popovers kept a popover on an iPhone, bars inside a popover and the
window's own safe area (docs/MODEL.md §18, §19). Expected values typed from the readings:
Vercantez/openuikit uikit/Tools/oracle2/wordpressrowsprobe/ios-26.1-ipad-popover.json at
fe6e2c2d81fa70d4800eb7a5bfb46891999812fd (iPad (A16) 820 x 1180, iPadOS 26.1, safeArea [32,0,25,0],
preferred 240 x 180: the right bar button's popover [561,62,240,180], the left one's [19,62,240,180],
arrowDirection 0); openuikit fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2
(the iPhone 16 window, insets [59,0,34,0]; a popover adapts to the sheet [0,59,393,793])."""

from __future__ import annotations

import pytest
import safearea
from safearea import ArrowDirection, BarButtonPlacement, PresentationStyle, ProvenanceKind


def navigation(device: str = "iPad (A16)", **kw: object) -> tuple[safearea.Window, safearea.ViewController]:
    w = safearea.Window(device, os_version="26.1", **kw)  # type: ignore[arg-type]
    content = safearea.ViewController()
    w.root = safearea.NavigationController(root=content)
    return w, content


@pytest.mark.parametrize(
    ("source", "frame"),
    [
        ("navigation_trailing", (561, 62, 240, 180)),
        (BarButtonPlacement.NAVIGATION_TRAILING, (561, 62, 240, 180)),
        (("navigation_leading", 0), (19, 62, 240, 180)),
    ],
)
def test_bar_button_popover_on_the_ipad_a16(source: object, frame: tuple[float, ...]) -> None:
    _, content = navigation()
    pop = safearea.ViewController()
    p = content.present(pop, "popover", source=source, preferred_content_size=(240, 180))  # type: ignore[arg-type]
    assert p.frame == frame
    assert p.style is PresentationStyle.POPOVER
    assert p.arrow_direction is ArrowDirection.NONE  # no arrow whatever directions are allowed
    assert p.provenance is ProvenanceKind.DERIVED  # the content's safe area is not recorded
    assert pop.view.safe_area_insets == (0, 0, 0, 0)


def test_bar_button_popover_ignores_the_arrows() -> None:
    _, content = navigation()
    p = content.present(
        safearea.ViewController(),
        "popover",
        source="navigation_trailing",
        permitted_arrow_directions="down",
        preferred_content_size=(240, 180),
    )
    assert p.frame == (561, 62, 240, 180)  # sourceItem.barButton.arrowsDown


def test_bar_button_refusals_and_bad_input() -> None:
    w, content = navigation()
    pop = safearea.ViewController()
    with pytest.raises(safearea.UnsupportedError, match="only the outermost item"):
        content.present(pop, "popover", source=("navigation_trailing", 1), preferred_content_size=(240, 180))
    with pytest.raises(safearea.InvalidArgumentError, match="is not a bar button placement"):
        content.present(pop, "popover", source="navigation_middle", preferred_content_size=(240, 180))
    with pytest.raises(safearea.InvalidArgumentError, match="source: a bar button item's index -1 is negative"):
        content.present(pop, "popover", source=("navigation_trailing", -1), preferred_content_size=(240, 180))
    assert pop.presentation is None
    # A presenter in no navigation controller.
    plain = safearea.Window("iPad (A16)", os_version="26.1")
    plain.root = safearea.ViewController()
    with pytest.raises(safearea.InvalidArgumentError, match="needs its presenter in a navigation controller"):
        plain.root.present(
            safearea.ViewController(), "popover", source="navigation_leading", preferred_content_size=(1, 1)
        )


def test_bar_button_popover_on_an_iphone_adapts() -> None:
    _, content = navigation("iPhone 16")
    p = content.present(safearea.ViewController(), "popover", source="navigation_trailing")
    assert p.style is PresentationStyle.PAGE_SHEET
    assert p.frame == (0, 59, 393, 793)


def test_popover_kept_a_popover_on_an_iphone() -> None:
    # The phone row's rule (fitted to swiftui-web's uikit/popover/basic at 8999ccafffce1be32261ddfab7ea993ad57be96b,
    # [40,167,240,133] in a 320 x 500 window): the card 13 above the source, slid to 19 from the side.
    _, content = navigation("iPhone 16")
    anchor = safearea.View(frame=(100, 400, 60, 40))
    content.view.add_subview(anchor)
    pop = safearea.ViewController()
    p = content.present(pop, "popover", source=anchor, preferred_content_size=(240, 120), keeps_popover_in_compact=True)
    assert p.style is PresentationStyle.POPOVER
    assert p.frame == (19, 267, 240, 133)
    assert p.arrow_direction is ArrowDirection.DOWN
    assert p.provenance is ProvenanceKind.DERIVED
    assert pop.view.safe_area_insets == (0, 0, 13, 0)
    pop.dismiss()
    with pytest.raises(safearea.InvalidArgumentError, match="^source"):
        content.present(pop, "popover", preferred_content_size=(240, 120), keeps_popover_in_compact=True)
    strict, strict_content = navigation("iPhone 16", strict=True)
    kept = safearea.ViewController()
    strict_content.present(
        kept, "popover", source=(10, 400, 10, 10), preferred_content_size=(240, 120), keeps_popover_in_compact=True
    )
    with pytest.raises(safearea.OSVersionError, match="strict"):
        _ = kept.view.safe_area_insets


def test_bars_inside_a_popover_are_refused() -> None:
    _, content = navigation()
    inner = safearea.ViewController()
    nav = safearea.NavigationController(root=inner)
    content.present(nav, "popover", source="navigation_trailing", preferred_content_size=(240, 180))
    with pytest.raises(safearea.UnsupportedError, match="inside a popover"):
        _ = inner.view.safe_area_insets


def test_the_windows_own_safe_area() -> None:
    w = safearea.Window("iPhone 16", os_version="26.1")
    assert w.safe_area_insets == (59, 0, 34, 0)
    insets, provenance = w.window_safe_area
    assert insets == (59, 0, 34, 0)
    assert provenance.kind == "derived"
    assert "UIView.safeAreaInsets" in provenance.source
    w.root = safearea.ViewController()
    assert w.window_safe_area[0] == (59, 0, 34, 0)
    assert "UIView.safeAreaInsets" not in w.window_safe_area[1].source
    strict = safearea.Window("iPhone 16", os_version="26.1", strict=True)
    with pytest.raises(safearea.OSVersionError, match="own safe area"):
        _ = strict.safe_area_insets


def test_bar_button_names_are_spelled_as_window_placements():
    # Any case and '-' for '_' (as Window(placement=) reads "half-leading"); NONE is no bar button item.
    from safearea._view_controller import _bar_button_argument

    assert _bar_button_argument("Navigation-Trailing") == _bar_button_argument("navigation_trailing")
    assert _bar_button_argument((" toolbar ", 2)) == (int(safearea.BarButtonPlacement.TOOLBAR), 2)
    assert _bar_button_argument(safearea.BarButtonPlacement.NONE) == (0, 0)
    with pytest.raises(safearea.InvalidArgumentError, match="'none' is not a bar button placement"):
        _bar_button_argument("none")
