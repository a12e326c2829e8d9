"""Layout regions that adapt to corners (MODEL.md §2.9): View.layout_region_frame, UIKit's
layoutGuide(for: .safeArea(cornerAdaptation:)) / .margins(cornerAdaptation:) / .readableContent(...)."""

import pytest
import safearea

DUO_INNER = "iPhone Duo (inner display)"


def window_with_filler(device, orientation, os_version, *, from_safe_area=True, strict=False):
    """A window whose root view holds a plain view filling it with zero layout margins."""
    window = safearea.Window(device, orientation, os_version=os_version, strict=strict)
    vc = safearea.ViewController()
    window.root = vc
    width, height = vc.view.frame[2], vc.view.frame[3]
    filler = vc.view.add_subview(frame=(0, 0, width, height))
    filler.directional_layout_margins = (0, 0, 0, 0)
    filler.insets_layout_margins_from_safe_area = from_safe_area
    return window, vc.view, filler


def test_duo_inner_display_reproduces_the_probe():
    # alexey1312/iPhone-Duo-Agent-Skill, scripts/probes/README.md at e361bc6 (forum_probe, Xcode 27.1,
    # inner display in landscape, 951 x 669, safe area bottom 34 / trailing 84): margins (0 0 34 84),
    # .horizontal (t:0 l:16 b:34 r:84), .vertical (t:16 l:0 b:34 r:84); the bottom and trailing edges,
    # already inset, do not change. As frames: 951 - 84 = 867 wide, 669 - 34 = 635 high.
    for orientation in ("landscape_left", "landscape_right"):
        _, _, filler = window_with_filler(DUO_INNER, orientation, "27.1")
        assert filler.layout_margins_frame == (0, 0, 867, 635)
        assert filler.layout_region_frame("margins") == (0, 0, 867, 635)
        assert filler.layout_region_frame("margins", corner_adaptation="horizontal") == (16, 0, 851, 635)
        assert filler.layout_region_frame("margins", corner_adaptation="vertical") == (0, 16, 867, 619)


def test_measured_margins_pass_strict_and_the_derived_safe_area_does_not():
    _, root, filler = window_with_filler(DUO_INNER, "landscape_left", "27.1", strict=True)
    assert filler.layout_region_frame("margins", corner_adaptation="horizontal") == (16, 0, 851, 635)
    # The safe-area region over the same rectangle adapts by the same 16, derived (the source printed the margins).
    with pytest.raises(safearea.OSVersionError, match="strict"):
        root.layout_region_frame("safe_area", corner_adaptation="horizontal")
    _, root, _ = window_with_filler(DUO_INNER, "landscape_left", "27.1")
    assert root.layout_region_frame("safe_area", corner_adaptation="horizontal") == (16, 0, 851, 635)


def test_a_rounded_iphone_in_landscape_derives_from_its_corner_radius():
    # The iPhone 16 Pro: 62-pt corners (the catalog), 874 x 402 in landscape. A view whose margins ignore the
    # safe area and are zero reaches all four corners: 62 (1 - sqrt(2)/2) = 62 x 0.292893 = 18.159 -> 18.16
    # from each side: 874 - 2 x 18.16 = 837.68 wide, 402 - 2 x 18.16 = 365.68 high.
    _, root, filler = window_with_filler("iPhone 16 Pro", "landscape_left", "26.0", from_safe_area=False)
    assert filler.layout_region_frame("margins", corner_adaptation="horizontal") == pytest.approx(
        (18.16, 0, 837.68, 402), abs=1e-9
    )
    assert filler.layout_region_frame("margins", corner_adaptation="vertical") == pytest.approx(
        (0, 18.16, 874, 365.68), abs=1e-9
    )
    # The root's safe area already clears the corners (left and right 62 on iOS 26, the catalog): unchanged.
    assert root.layout_region_frame("safe_area", corner_adaptation="horizontal") == root.safe_area_frame
    assert root.layout_region_frame("safe_area", corner_adaptation="vertical") == root.safe_area_frame


def test_the_properties_keep_working_and_none_is_the_plain_guide():
    _, root, _ = window_with_filler(DUO_INNER, "landscape_left", "27.1")
    assert root.safe_area_frame == root.layout_region_frame() == root.layout_region_frame("safe_area", None)
    assert root.layout_margins_frame == root.layout_region_frame("margins")
    assert root.readable_content_frame == root.layout_region_frame("readable_content")
    assert root.layout_region_frame("safe_area", corner_adaptation="none") == root.safe_area_frame


def test_bad_input_and_old_systems():
    _, root, _ = window_with_filler(DUO_INNER, "landscape_left", "27.1")
    with pytest.raises(safearea.InvalidArgumentError, match="layout region"):
        root.layout_region_frame("keyboard")
    with pytest.raises(safearea.InvalidArgumentError, match="corner adaptation"):
        root.layout_region_frame("safe_area", corner_adaptation="diagonal")
    # UIView.LayoutRegion arrived in iOS 26.
    _, root, _ = window_with_filler("iPhone 15 Pro", "portrait", "17.4")
    with pytest.raises(safearea.UnsupportedError, match="26"):
        root.layout_region_frame("safe_area", corner_adaptation="horizontal")


def test_a_view_outside_a_window_reads_its_bounds():
    view = safearea.View(frame=(0, 0, 100, 50))
    assert view.layout_region_frame("margins", corner_adaptation="vertical") == (0, 0, 100, 50)


def test_the_axis_enum_is_the_headers():
    assert [axis.name for axis in safearea.AdaptivityAxis] == ["NONE", "HORIZONTAL", "VERTICAL"]


# -- SwiftUI: GeometryProxy.containerCornerInsets ------------------------------------------------


def test_container_corner_insets_are_zero_in_a_full_screen_window():
    from safearea import swiftui

    # Apple (GeometryProxy.containerCornerInsets): "when the window fills the entire screen without
    # displaying window controls, the inset sizes will always be zero".
    zero = ((0, 0), (0, 0), (0, 0), (0, 0))
    for device, os_version in (("iPad Pro 13-inch (M4)", "26.0"), ("iPhone 16 Pro", "26.0"), (DUO_INNER, "27.1")):
        orientation = "landscape_left" if device == DUO_INNER else "portrait"
        scene = swiftui.Scene(device, orientation, os_version=os_version).add(swiftui.View("reader"))
        assert scene.layout()["reader"].container_corner_insets == zero
    # The property arrived in 26: before, there is nothing to read.
    scene = swiftui.Scene("iPhone 15 Pro", os_version="17.4").add(swiftui.View("reader"))
    assert scene.layout()["reader"].container_corner_insets is None
