"""Audits of designs that live in containers (MODEL.md §4, §17): with "container" the design is the content
controller of a navigation controller inside a tab bar controller, built with the tree on every layout and laid
out in the content's view; text, controls and icons under a bar are clear-of-bars errors; a refused bar skips
the layout with the engine's reason.

Typed from their sources, not from the engine: window insets from data/devices.json (iPhone 17 Pro 402 × 874,
62/0/34/0 on iOS 26, flutter_device_preview; iPhone SE (3rd generation) 375 × 667, 20/0/0/0 on iOS 18,
dimmmensions); bars from data/containers.json (MODEL.md §2.5, §17): on iOS 26 the navigation bar 54 at the top
inset (ouk_navigation_controller), the large title +52 (ouk_navigation_bar), the tab bar an 83-pt band from the
bottom (ouk_tab_bar_controller), search in a tab bar controller 0 at rest (ouk_tabs_report); on iOS 11-18 the
navigation bar 44, the large title +52 and the tab bar 49 above the bottom inset (model_2_5), search and the
bottom accessory unmeasured. The list screen of examples/list-in-tabs.json: on the iPhone 17 Pro at iOS 26 the large-title bar
spans y 62-168 and the tab band y 791-874."""

import json

import pytest
import safearea
from conftest import schema_validator
from safearea.cli import main

SCHEMA = schema_validator("design.schema.json")

CONTAINER = {
    "tab_bar_controller": {},
    "navigation_controller": {"prefers_large_titles": True, "search_controller": True},
}
BACKGROUND = {
    "id": "list",
    "role": "background",
    "anchors": {edge: {"to": "screen"} for edge in ("top", "bottom", "left", "right")},
}
SEARCH = {"id": "search", "role": "control", "frame": [16, 70, 370, 36]}
BUTTON = {"id": "add", "role": "control", "frame": [330, 768, 56, 56]}


def screen(*elements, container=CONTAINER):
    design = {"name": "list", "elements": [BACKGROUND, *elements]}
    if container is not None:
        design["container"] = container
    SCHEMA.validate(design)
    return design


def bar_findings(report):
    return {(f.element, f.obstruction): f for f in report.findings if f.rule == "clear-of-bars"}


def test_the_list_screen_has_errors_for_the_search_field_and_the_button():
    report = safearea.audit(screen(SEARCH, BUTTON), "iPhone 17 Pro", "portrait", "26.0")
    hits = bar_findings(report)
    assert set(hits) == {("search", "navigation_bar"), ("add", "tab_bar")}
    assert [f.severity for f in report.findings] == ["error", "error"]
    search, add = hits["search", "navigation_bar"], hits["add", "tab_bar"]
    assert search.obstruction_rect == (0, 62, 402, 168 - 62)
    assert search.fix == (0, 168 - 70)
    assert add.obstruction_rect == (0, 791, 402, 874 - 791)
    assert add.fix == (0, 791 - 824)
    assert "overlaps the tab bar by 56×33 pt; move it up 33 pt" in add.message
    # Without the container the same screen has no bars to meet (0 findings).
    assert safearea.audit(screen(SEARCH, BUTTON, container=None), "iPhone 17 Pro", "portrait", "26.0").findings == []


def test_the_fixed_screen_passes_and_anchors_mean_the_content_safe_area():
    fixed = screen(
        {"id": "search", "role": "control", "frame": [16, 176, 370, 36]},
        {"id": "add", "role": "control", "frame": [330, 719, 56, 56]},
    )
    assert safearea.audit(fixed, "iPhone 17 Pro", "portrait", "26.0").findings == []
    anchored = screen(
        {
            "id": "search",
            "role": "control",
            "height": 36,
            "anchors": {
                "top": {"to": "safe_area", "offset": 8},
                "left": {"to": "safe_area", "offset": 16},
                "right": {"to": "safe_area", "offset": 16},
            },
        },
        {
            "id": "add",
            "role": "control",
            "width": 56,
            "height": 56,
            "anchors": {"bottom": {"to": "safe_area", "offset": 16}, "right": {"to": "safe_area", "offset": 16}},
        },
    )
    report = safearea.audit(anchored, "iPhone 17 Pro", "portrait", "26.0", frames=True)
    assert report.findings == []
    (layout,) = report.data["layouts"]
    assert layout["frames"]["search"] == [16, 168 + 8, 370, 36]
    assert layout["frames"]["add"] == [402 - 16 - 56, 791 - 16 - 56, 56, 56]


def test_iphone_se_on_ios_18_has_the_44_pt_bar_and_the_49_pt_tab_bar():
    container = {"tab_bar_controller": {}, "navigation_controller": {"prefers_large_titles": True}}
    title = {"id": "title", "role": "text", "frame": [16, 70, 300, 36]}
    add = {"id": "add", "role": "control", "frame": [300, 600, 56, 56]}
    report = safearea.audit(screen(title, add, container=container), "iPhone SE (3rd generation)", "portrait", "18.0")
    hits = bar_findings(report)
    assert hits["title", "navigation_bar"].obstruction_rect == (0, 20, 375, 44 + 52)
    assert hits["title", "navigation_bar"].fix == (0, 20 + 44 + 52 - 70)
    assert hits["add", "tab_bar"].obstruction_rect == (0, 667 - 49, 375, 49)
    assert hits["add", "tab_bar"].fix == (0, 618 - 656)


def test_a_refused_bar_skips_with_the_engines_reason():
    # The accessory is read in portrait only (MODEL.md §17): in landscape it is refused.
    accessory = {"tab_view": {"bottom_accessory": True}}
    with pytest.raises(safearea.AuditError, match="the tab bar's bottom accessory at compact height"):
        safearea.audit(screen(BUTTON, container=accessory), "iPhone 17 Pro", "landscape_left", "26.0")
    # Search at compact height before iOS 26 is unmeasured (the one reading, react-native-screens issue
    # #1951, is in portrait): that layout is refused; portrait on iOS 18 is audited.
    report = safearea.audit(screen(SEARCH, BUTTON), ["iPhone 16 Pro", "iPhone 17 Pro"], "portrait", "26.0")
    assert len(report.audited) == 2
    with pytest.raises(safearea.AuditError, match="search controller's band at compact height"):
        safearea.audit(screen(SEARCH, BUTTON), "iPhone 16 Pro", "landscape_left", "18.0")
    assert len(safearea.audit(screen(SEARCH, BUTTON), "iPhone 16 Pro", "portrait", "18.0").audited) == 1


def test_swiftui_words_name_the_same_containers():
    swiftui = {"tab_view": {}, "navigation_stack": {"title_display_mode": "large", "searchable": True}}
    a = safearea.audit(screen(SEARCH, BUTTON, container=swiftui), "iPhone 17 Pro", "portrait", "26.0")
    b = safearea.audit(screen(SEARCH, BUTTON), "iPhone 17 Pro", "portrait", "26.0")
    assert a.to_json() == b.to_json()


@pytest.mark.parametrize(
    ("container", "message"),
    [
        ({"split_view_controller": {}}, "container.split_view_controller: unknown container"),
        ({"navigation_controller": {"toolbar_items": -2}}, "container.navigation_controller.toolbar_items: -2 is not"),
        ({"tab_bar_controller": {}, "tab_view": {}}, "container.tab_view: .* a tab bar inside a tab bar"),
        ({"navigation_stack": {"prefers_large_titles": True}}, "container.navigation_stack.prefers_large_titles"),
        ({"navigation_controller": {"search_controller": "yes"}}, "search_controller"),
    ],
)
def test_bad_containers_name_the_field(container, message):
    with pytest.raises(safearea.InvalidDesignError, match=message):
        safearea.audit({"container": container, "elements": [BUTTON]}, "iPhone 17 Pro")


def test_command_line_audits_the_containered_screen(tmp_path, capsys):
    path = tmp_path / "list.json"
    path.write_text(json.dumps(screen(SEARCH, BUTTON)))
    status = main(["audit", str(path), "--devices", "iPhone 17 Pro", "--orientations", "portrait", "--os", "26.0"])
    out = capsys.readouterr().out
    assert status == 1
    assert "clear-of-bars" in out and "overlaps the navigation bar" in out


def test_a_control_under_the_bottom_accessory_is_reported_with_its_band():
    # bartosz-skejcik/passkey-vault ios/DOCK-RESEARCH.md at 8c2e75a4: on the iPhone 17, iOS 26.5, a tab's content
    # reads a bottom inset of 139 with the accessory expanded: the band above the tab bar's 83 is 874 - 139 .. 874 - 83.
    add = {"id": "add", "role": "control", "frame": [300, 874 - 130, 56, 40]}
    for container in ({"tab_bar_controller": {"bottom_accessory": True}}, {"tab_view": {"bottom_accessory": True}}):
        report = safearea.audit(screen(add, container=container), "iPhone 17", "portrait", "26.5")
        hits = bar_findings(report)
        assert hits["add", "bottom_accessory"].obstruction_rect == (0, 874 - 139, 402, 56)
        assert hits["add", "bottom_accessory"].fix == (0, 874 - 139 - (874 - 130 + 40))


def test_a_containered_design_in_the_measured_floating_window_is_audited():
    # The audit's `floating` entry is the 711 x 941 window Multiplex measured floating mid-screen, centred on
    # the screen (data/windows.json; on the 820 x 1180 iPad Air: x 54.5, y 119.5). The design's containers are
    # built in that window: a navigation bar at max(the window's top inset, 10) = 10 (unified controls: top 10,
    # derived, MODEL.md §19), 54 + 52 with a large title (iPadOS 26 rows, ouk_navigation_bar_ipad, MODEL.md §17).
    design = screen(
        {"id": "title", "role": "text", "frame": [16, 20, 300, 36]},
        container={"navigation_controller": {"prefers_large_titles": True}},
    )
    report = safearea.audit(
        design, devices="iPad Air 11-inch (M3)", orientations="portrait", os_version="26.5", windows="floating"
    )
    assert report.skipped == []
    ((layout),) = report.audited
    assert layout["window"]["frame"] == [54.5, 119.5, 711, 941]
    bars = bar_findings(report)
    assert bars[("title", "navigation_bar")].obstruction_rect == (0, 10, 711, 54 + 52)
    assert bars[("title", "navigation_bar")].window == "floating"


def test_a_navigation_controller_in_half_and_third_windows():
    # iPad Pro 11-inch at iPadOS 26.5, portrait: the half tile is 412 wide and the third 375 (FestivalNativeApps'
    # measured tiles, MODEL.md §19), both reaching the screen's top, where a window's top inset is 32 (GetStream,
    # §19). The navigation bar is 54 at max(the top inset, 10) (iPadOS 26 rows, ouk_navigation_bar_ipad, §17):
    # y 32-86 in each window, so a title at y 40 moves down 86 - 40 = 46.
    design = screen(
        {"id": "title", "role": "text", "frame": [16, 40, 300, 36]}, container={"navigation_controller": {}}
    )
    report = safearea.audit(
        design,
        devices="iPad Pro 11-inch (M4)",
        orientations="portrait",
        os_version="26.5",
        windows="half_leading,third_leading,full",
    )
    assert report.skipped == []
    bars = {f.window: f for f in report.findings if f.rule == "clear-of-bars"}
    assert {w: f.obstruction_rect for w, f in bars.items()} == {
        "half_leading": (0, 32, 412, 54),
        "third_leading": (0, 32, 375, 54),
        "full": (0, 32, 834, 54),
    }
    assert {f.fix for f in bars.values()} == {(0, 86 - 40)}
