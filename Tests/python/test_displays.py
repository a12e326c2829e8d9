"""The iPhone Duo's two displays through Python: which display a profile is and its sibling, vertical bar
edges, per-corner radii and reserved regions, driven by Tests/fixtures/displays.json (values from the
cited probes, shared with the Swift and C tests), and what the catalog refuses as unmeasured."""

import copy
import json
import pickle

import pytest
import safearea
from conftest import load_fixture

DISPLAYS = load_fixture("displays.json")
ERRORS = {
    "invalid_argument": safearea.InvalidArgumentError,
    "unsupported": safearea.UnsupportedError,
    "unsupported_orientation": safearea.UnsupportedOrientationError,
    "os_version": safearea.OSVersionError,
}


@pytest.mark.parametrize("case", DISPLAYS["displays"], ids=lambda c: c["device"])
def test_displays_siblings_radii_and_bar_edges(case):
    device = safearea.device(case["device"])
    assert device.name == case["name"], case["source"]
    assert device.display == case["role"]
    if case["sibling"] is None:
        assert device.sibling is None
    else:
        assert device.sibling is safearea.device(case["sibling"])
        assert device.sibling.sibling is safearea.device(case["name"])
    assert device.corner_radii == tuple(case["corner_radii"])
    assert isinstance(device.corner_radii, safearea.CornerRadii)
    assert device.corner_radius == case["corner_radius"]
    for orientation, edge in case["vertical_bar_edge"].items():
        assert device.vertical_bar_edge(orientation) == (None if edge == "none" else edge), orientation


def test_lookups_by_both_names_the_alias_and_the_identifier():
    outer = safearea.device("iPhone Duo (outer display)")
    assert safearea.device("iPhone Duo") is outer
    assert safearea.device("iPhone19,4") is outer
    assert outer.aliases == ("iPhone Duo", "iPhone19,4")
    inner = safearea.device("iPhone Duo (inner display)")
    assert inner.display == "inner" and outer.display == "outer"
    names = [d.name for d in safearea.devices()]
    assert names.index(inner.name) == names.index(outer.name) + 1
    assert outer.corner_radii.upper_leading == 8 and outer.corner_radii.lower_trailing == 59


@pytest.mark.parametrize("case", DISPLAYS["regions"], ids=lambda c: f"{c['device']}-{c['orientation']}-{c['pose']}")
def test_reserved_regions_as_measured(case):
    regions = safearea.device(case["device"]).reserved_regions(
        case["orientation"], pose=case["pose"], os_version=case["os"]
    )
    assert len(regions) == len(case["expected"]), case["source"]
    for region, expected in zip(regions, case["expected"]):
        assert isinstance(region, safearea.ReservedRegion)
        assert (region.name, region.kind, region.shape) == (expected["name"], expected["kind"], expected["shape"])
        assert region.frame == tuple(expected["frame"]) and region.margins == tuple(expected["margins"]), region.name
        assert region.active is expected["active"], f"{region.name}: {case['source']}"
        assert region.provenance.kind == expected["provenance"] and region.provenance.source
        assert (region.provenance.kind == "derived") == bool(region.provenance.basis)


@pytest.mark.parametrize("case", DISPLAYS["errors"], ids=lambda c: f"{c['device']}-{c['orientation']}-{c['status']}")
def test_refusals_say_what_is_unmeasured(case):
    device = safearea.device(case["device"])
    with pytest.raises(ERRORS[case["status"]]) as info:
        device.reserved_regions(case["orientation"], pose=case["pose"], os_version=case["os"], strict=case["strict"])
    assert case["message"] in str(info.value), case["source"]


def test_the_fold_and_the_safe_area():
    # alexey1312/iPhone-Duo-Agent-Skill@13af9d2: 455.5 pt before the fold's frame, 371.5 after it; a layout centred
    # in the safe area puts its middle 42 pt to the leading side of the crease, a zero-width line at x 475.5.
    inner = safearea.device("iPhone Duo (inner display)")
    top, left, bottom, right = inner.safe_area("landscape_left")
    width, _ = inner.screen_size("landscape_left")
    fold = next(r for r in inner.reserved_regions("landscape_left", pose="book") if r.kind == "division")
    assert fold.active and fold.reserved_rect == (475.5, 0, 0, 669)
    assert fold.frame[0] - left == 455.5 and width - right - (fold.frame[0] + fold.frame[2]) == 371.5
    assert fold.reserved_rect[0] - (left + (width - left - right) / 2) == 42
    assert not next(r for r in inner.reserved_regions("landscape_left", pose="flat") if r.kind == "division").active


def test_unmeasured_orientations_and_the_hidden_status_bar():
    outer = safearea.device("iPhone Duo")
    assert outer.orientations == ("portrait",)
    for orientation in ("landscape_left", "landscape_right", "portrait_upside_down"):
        with pytest.raises(
            safearea.UnsupportedOrientationError, match=f"in {orientation} is unmeasured: no source measured"
        ):
            outer.safe_area(orientation)
        with pytest.raises(safearea.UnsupportedOrientationError):
            outer.vertical_bar_edge(orientation)
    for device in (outer, safearea.device("iPhone Duo (inner display)")):
        for call in (device.safe_area, device.provenance, device.unsafe_regions):
            with pytest.raises(safearea.UnsupportedError, match="with the status bar hidden is unmeasured"):
                call(status_bar_hidden=True)
    # The measured insets with their provenance (catalog_insets.json holds the golden values).
    assert outer.safe_area() == (0, 0, 34, 84)
    assert outer.provenance().kind == "measured" and "duo_probe" in outer.provenance().source


def test_each_corner_has_its_radius_in_the_shapes():
    # The outer display, 466 x 678, radii 8 / 59 / 8 / 59: squares of 8 on the left and 59 on the right.
    outer = safearea.device("iPhone Duo")
    corners = [r for r in outer.unsafe_regions() if r.kind == "corner"]
    assert [r.rect for r in corners] == [(0, 0, 8, 8), (407, 0, 59, 59), (0, 670, 8, 8), (407, 619, 59, 59)]
    assert [r.corner_radius for r in corners] == [8, 59, 8, 59]
    numpy = pytest.importorskip("numpy")
    rects = numpy.array([[1, 1, 4, 4], [10, 10, 5, 5], [458, 2, 6, 6], [2, 640, 5, 3]], dtype=numpy.float64)
    result = outer.check_rects(rects)
    assert [safearea.OBSTRUCTIONS[code] for code in result.obstruction] == ["corner", "none", "corner", "none"]


def test_a_device_with_one_display_is_unchanged():
    pro = safearea.device("iPhone 15 Pro")
    assert pro.display is None and pro.sibling is None
    assert pro.corner_radii == (55, 55, 55, 55)
    assert pro.vertical_bar_edge("landscape_left") is None
    assert pro.reserved_regions("landscape_right") == ()
    with pytest.raises(safearea.InvalidArgumentError, match="iPhone 15 Pro has no fold"):
        pro.reserved_regions(pose="book")
    document = json.loads(pro.to_json())
    assert document["corner_radius"] == 55
    assert not {"display", "vertical_bar_edge", "reserved_regions", "unmeasured"} & set(document)


def test_bad_arguments():
    inner = safearea.device("iPhone Duo (inner display)")
    with pytest.raises(safearea.InvalidArgumentError, match="pose must be 'flat', 'book' or None"):
        inner.reserved_regions("landscape_left", pose="tent")
    with pytest.raises(TypeError, match="pose must be"):
        inner.reserved_regions("landscape_left", pose=1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        inner.reserved_regions("landscape_left", kind="fold")  # type: ignore[call-arg]
    with pytest.raises(safearea.InvalidArgumentError):
        inner.vertical_bar_edge("sideways")
    with pytest.raises(safearea.InvalidArgumentError, match="NUL"):
        inner.reserved_regions("landscape_left", pose="bo\0ok")


PROFILE = {
    "name": "Fold",
    "family": "phone",
    "os_min": "17.0",
    "os_max": "18",
    "screen": {"width": 400, "height": 800, "scale": 2},
    "corner_radius": [12, 30, 12, 30],
    "orientations": ["portrait", "landscape_left", "landscape_right"],
    "display": {"role": "inner", "sibling": "iPhone Duo (outer display)"},
    "vertical_bar_edge": {"landscape": "leading"},
    "reserved_regions": {
        "landscape": [
            {
                "name": "hinge",
                "kind": "division",
                "frame": [380, 0, 40, 400],
                "margins": [0, 20, 0, 20],
                "active": {"flat": False, "book": True},
                "source": "a probe",
            },
            {
                "name": "lens",
                "kind": "occlusion",
                "shape": "capsule",
                "frame": [10, 10, 20, 20],
                "active": False,
                "provenance": "derived",
                "basis": "from the portrait lens",
            },
        ]
    },
    "unmeasured": {"portrait_upside_down": "not read", "reserved_regions": "portrait not read"},
    "insets": [{"os_min": "17.0", "os_max": "18", "portrait": [20, 0, 0, 0], "landscape": [0, 40, 0, 0]}],
}


def test_profiles_with_regions_and_radii_round_trip_through_json():
    fold = safearea.load_device(json.dumps(PROFILE))
    copy_ = safearea.load_device(fold.to_json())
    assert copy_.to_json() == fold.to_json()
    for device in (fold, copy_, pickle.loads(pickle.dumps(fold)), copy.deepcopy(fold)):
        assert device.corner_radii == (12, 30, 12, 30) and device.corner_radius == 30
        assert device.display == "inner" and device.sibling is safearea.device("iPhone Duo")
        assert device.vertical_bar_edge("landscape_right") == "leading" and device.vertical_bar_edge() is None
        hinge, lens = device.reserved_regions("landscape_left", pose="book")
        assert hinge.active and hinge.reserved_rect == (400, 0, 0, 400) and hinge.provenance.source == "a probe"
        assert (
            not lens.active
            and lens.shape == "capsule"
            and lens.provenance == safearea.Provenance("derived", "", "from the portrait lens")
        )
        assert [r.active for r in device.reserved_regions("landscape_right", pose="flat")] == [False, False]
        with pytest.raises(
            safearea.UnsupportedError,
            match="the reserved regions of Fold in portrait are unmeasured: portrait not read",
        ):
            device.reserved_regions()
        with pytest.raises(
            safearea.UnsupportedOrientationError, match="Fold in portrait_upside_down is unmeasured: not read"
        ):
            device.safe_area("portrait_upside_down")
    region = fold.reserved_regions("landscape_left")[0]
    assert pickle.loads(pickle.dumps(region)) == region
    lonely = dict(PROFILE, display={"role": "outer", "sibling": "Fold (inner)"})
    with pytest.raises(safearea.DeviceNotFoundError, match="'Fold \\(inner\\)', is not a built-in device"):
        safearea.load_device(json.dumps(lonely)).sibling


def test_trees_refuse_bars_on_a_vertical_edge():
    # The inner display in portrait with a navigation controller whose bars are hidden: answered (82/0/34/0,
    # amoshydra/blog@1077606); rotating to landscape too (0/0/34/84). Showing the bar there is refused.
    content = safearea.ViewController()
    nav = safearea.NavigationController(content)
    nav.navigation_bar_hidden = True
    window = safearea.Window(safearea.device("iPhone Duo (inner display)"))
    window.root = nav
    assert content.view.safe_area_insets == (82, 0, 34, 0)
    window.transition(orientation="landscape_left")
    assert content.view.safe_area_insets == (0, 0, 34, 84)
    nav.navigation_bar_hidden = False
    with pytest.raises(
        safearea.UnsupportedError, match="shows a navigation bar; on iPhone Duo \\(inner display\\) in landscape_left"
    ):
        content.view.safe_area_insets
    with pytest.raises(safearea.UnsupportedError, match="the window in landscape_right"):
        window.transition(orientation="landscape_right")
    assert window.orientation == "landscape_left"
    right = nav.view.explain("right")
    assert "the vertical bars on the trailing edge" in str(
        right
    ) and "bar strip (occlusion region 84×120 at (867, 0), active)" in str(right)


def test_window_pictures_leave_out_the_numbers_trees_refuse():
    # The same tree: under a shown navigation bar on the inner display in landscape the content's insets are
    # refused, so its picture names the view without numbers or guides; the navigation controller's own view,
    # not under its bar, keeps its measured 0/0/34/84 (alexey1312/iPhone-Duo-Agent-Skill@13af9d2).
    content = safearea.ViewController()
    nav = safearea.NavigationController(content)
    window = safearea.Window(safearea.device("iPhone Duo (inner display)"), orientation="landscape_left")
    window.root = nav
    picture = window._repr_svg_()
    assert "<title>view_controller root view #1 (not predicted: unmeasured on this device)</title>" in picture
    assert "<title>navigation_controller root view #0 (0, 0, 34, 84)</title>" in picture
    nav.navigation_bar_hidden = True
    assert "not predicted" not in window._repr_svg_()
