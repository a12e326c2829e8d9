"""SwiftUI's safe-area model through Python: MODEL.md §7 E14 and rule cases."""

import json
import subprocess
import xml.etree.ElementTree as ET

import pytest
import safearea
from conftest import schema_validator
from safearea import swiftui


def test_e14():
    scene = swiftui.Scene("iPhone 15 Pro")
    scene.add(
        swiftui.View("content"),
        swiftui.View("background").ignores_safe_area(),
        swiftui.View("floating", frame=(0, 300, 393, 100)).ignores_safe_area(),
    )
    layout = scene.layout()
    assert layout["content"].frame == (0, 59, 393, 759)
    assert layout["background"].frame == (0, 0, 393, 852)
    assert layout["floating"].frame == (0, 300, 393, 100)
    keyboard = swiftui.Scene("iPhone 15 Pro", keyboard=336)
    keyboard.add(swiftui.View("default"), swiftui.View("ignores").ignores_safe_area(regions="keyboard"))
    k = keyboard.layout()
    assert 852 - (k["default"].frame[1] + k["default"].frame[3]) == 336
    assert 852 - (k["ignores"].frame[1] + k["ignores"].frame[3]) == 34


def test_keyboard_from_the_catalog():
    # MODEL.md §10: keyboard=True uses Device.keyboard_height (iPhone 16 Pro, iOS 26.5 probe: 335 / 208).
    layout = swiftui.Scene("iPhone 16 Pro", keyboard=True).add(swiftui.View("content")).layout()
    assert 874 - (layout["content"].frame[1] + layout["content"].frame[3]) == 335
    landscape = swiftui.Scene("iPhone 16 Pro", "landscape_left", keyboard=True).add(swiftui.View("content")).layout()
    assert 402 - (landscape["content"].frame[1] + landscape["content"].frame[3]) == 208
    hidden = swiftui.Scene("iPhone 16 Pro", keyboard=False).add(swiftui.View("content")).layout()
    assert 874 - (hidden["content"].frame[1] + hidden["content"].frame[3]) == 34
    with pytest.raises(safearea.OSVersionError, match="keyboard: true .*no keyboard height"):
        # The home-button iPad Pro 12.9-inch (2nd generation) on 17: Keyman read it on iOS 12 only (MODEL.md §10).
        scene = swiftui.Scene("iPad Pro 12.9-inch (2nd generation)", os_version="17.0", keyboard=True)
        scene.add(swiftui.View("content")).layout()


def test_chat_bar_with_safe_area_inset():
    # "Always Respect Safe Areas", the chat view: safeAreaInset(edge: .bottom) pushes the scroll content up above the bar.
    scene = swiftui.Scene("iPhone 15 Pro").add(
        swiftui.View("scroll").safe_area_inset("bottom", 52).add(swiftui.View("messages"))
    )
    layout = scene.layout()
    assert layout["scroll"].inset_frames == [(0, 852 - 34 - 52, 393, 52)]
    assert layout["messages"].frame == (0, 59, 393, 852 - 59 - 34 - 52)
    assert layout["messages"].safe_area_insets == (0, 0, 0, 0)


def test_padding_background_margins_and_json():
    scene = swiftui.Scene("iPhone X").add(
        swiftui.View("card").safe_area_padding(16).background().content_margins(20).add(swiftui.View("inner"))
    )
    layout = scene.layout()
    assert layout["card"].background_frame == (0, 0, 375, 812)
    assert layout["inner"].frame == (16, 60, 343, 812 - 44 - 34 - 32)
    # contentMargins: the safe area (device + the 16-pt padding) plus the 20-pt margin (MODEL.md §3).
    assert layout["card"].content_frame == (36, 44 + 36, 375 - 72, 812 - (44 + 36) - (34 + 36))
    again = swiftui.layout(scene.to_dict())
    assert again["inner"].frame == layout["inner"].frame


def test_layout_reads_a_path_as_a_file(tmp_path):
    # A scene file handed over as a pathlib.Path (any os.PathLike) is read, not taken for JSON text. The iPhone 15
    # Pro's safe area (59 on top, 34 at the bottom of 852, the catalog's measured row) is the view's frame.
    scene = {"device": "iPhone 15 Pro", "views": [{"id": "content"}]}
    path = tmp_path / "scene.json"
    path.write_text(json.dumps(scene), encoding="utf-8")
    assert swiftui.layout(path)["content"].frame == (0, 59, 393, 852 - 59 - 34)
    # A str starting with '{' is JSON text; any other str is a path, as swiftui.audit and safearea.audit read them.
    assert swiftui.layout(json.dumps(scene))["content"].frame == (0, 59, 393, 759)
    assert swiftui.layout(str(path))["content"].frame == (0, 59, 393, 759)
    with pytest.raises(FileNotFoundError):
        swiftui.layout(tmp_path / "missing.json")
    with pytest.raises(FileNotFoundError):
        swiftui.layout(str(tmp_path / "missing.json"))


@pytest.mark.parametrize(
    "bad, fragment",
    [
        ({"device": "iPhone X", "views": [{"id": "a", "modifiers": [{"blur": {}}]}]}, "unknown modifier 'blur'"),
        (
            {
                "device": "iPhone X",
                "views": [{"id": "a", "modifiers": [{"safe_area_inset": {"edge": "middle", "size": 4}}]}],
            },
            "is not top, bottom",
        ),
        ({"device": "iPhone X", "views": [{"id": "a"}, {"id": "a"}]}, "ids must be unique"),
        ({"device": "iPhone X", "views": [{"id": "a", "frame": [0, 0, -1, 1]}]}, "frame[2]"),
        ({"device": "iPhone X", "keyboard": -5, "views": []}, "keyboard"),
    ],
)
def test_bad_scenes(bad, fragment):
    with pytest.raises(safearea.SafeAreaError) as info:
        swiftui.layout(bad)
    assert fragment in str(info.value)


def test_picture(tmp_path):
    scene = swiftui.Scene("iPhone 15 Pro", keyboard=336).add(
        swiftui.View("content"), swiftui.View("background").ignores_safe_area()
    )
    svg = scene.layout()._repr_svg_()
    ET.fromstring(svg)
    (tmp_path / "s.svg").write_text(svg)
    subprocess.run(["rsvg-convert", str(tmp_path / "s.svg"), "-o", str(tmp_path / "s.png")], check=True)


def test_ignores_safe_area_reaches_the_content():
    # MODEL.md §3: with a 336-pt keyboard on an iPhone 15 Pro, a full-height view with
    # .ignoresSafeArea(.keyboard) reaches 34 pt from the bottom, and so does its content's safe area
    # (the keyboard element is gone for it on that edge, MODEL.md §3).
    layout = (
        swiftui.Scene("iPhone 15 Pro", keyboard=336)
        .add(swiftui.View("list").ignores_safe_area(regions="keyboard").add(swiftui.View("row")))
        .layout()
    )
    assert layout["list"].frame == (0, 59, 393, 852 - 59 - 34)
    assert layout["list"].covered_insets == (0, 0, 0, 0)
    assert layout["row"].frame == (0, 59, 393, 852 - 59 - 34)
    # A background ignoring every region sees no safe area at all, nor does its content.
    full = swiftui.Scene("iPhone 15 Pro").add(swiftui.View("bg").ignores_safe_area().add(swiftui.View("fill"))).layout()
    assert full["bg"].frame == (0, 0, 393, 852) and full["fill"].frame == (0, 0, 393, 852)
    assert full["bg"].proxy_safe_area_insets == (0, 0, 0, 0)
    # Only the listed edges: ignoring the top keeps the bottom for the content.
    top = (
        swiftui.Scene("iPhone 15 Pro")
        .add(swiftui.View("hero").ignores_safe_area(edges="top").add(swiftui.View("c")))
        .layout()
    )
    assert top["hero"].frame == (0, 0, 393, 852 - 34) and top["c"].frame == (0, 0, 393, 852 - 34)


def test_geometry_proxy_safe_area_insets():
    # MODEL.md §3: a root GeometryReader on an iPhone 15 Pro in portrait reads (59, 0, 34, 0) although its
    # frame lies inside the safe area; its covered insets are 0.
    layout = (
        swiftui.Scene("iPhone 15 Pro")
        .add(
            swiftui.View("reader"),
            swiftui.View("middle", frame=(0, 300, 393, 100)),
            swiftui.View("top", frame=(0, 0, 393, 100)),
        )
        .layout()
    )
    assert layout["reader"].proxy_safe_area_insets == (59, 0, 34, 0)
    assert layout["reader"].covered_insets == (0, 0, 0, 0) == layout["reader"].safe_area_insets
    assert layout["middle"].proxy_safe_area_insets == (0, 0, 0, 0)  # away from the boundary
    assert layout["top"].proxy_safe_area_insets == (59, 0, 0, 0) == layout["top"].covered_insets  # covered: 59
    # With the keyboard up, the bottom reads the keyboard's whole height (MODEL.md §3: max(336, 34)).
    up = swiftui.Scene("iPhone 15 Pro", keyboard=336).add(swiftui.View("reader")).layout()
    assert up["reader"].proxy_safe_area_insets == (59, 0, 336, 0)


@pytest.mark.parametrize(
    "placement, content, indicators",
    [
        # MODEL.md §3: contentMargins(20) on a full-size scroll view of an iPhone 15 Pro (frame (0,59,393,759),
        # covered 0): automatic insets the content and the indicators, scroll_content the content only,
        # scroll_indicators the indicators only.
        ("automatic", (20, 79, 353, 719), (20, 20, 20, 20)),
        ("scroll_content", (20, 79, 353, 719), (0, 0, 0, 0)),
        ("scroll_indicators", (0, 59, 393, 759), (20, 20, 20, 20)),
    ],
)
def test_content_margins_placement(placement, content, indicators):
    layout = (
        swiftui.Scene("iPhone 15 Pro").add(swiftui.View("scroll").content_margins(20, placement=placement)).layout()
    )
    assert layout["scroll"].content_frame == content
    assert layout["scroll"].indicator_insets == indicators
    # Under the status bar (a fixed frame from the top): the covered 59 plus the margins where they apply.
    top = (
        swiftui.Scene("iPhone 15 Pro")
        .add(swiftui.View("s", frame=(0, 0, 393, 400)).content_margins(20, "top", placement))
        .layout()
    )
    assert top["s"].indicator_insets.top == 59 + (20 if placement != "scroll_content" else 0)
    assert top["s"].content_frame[1] == 59 + (20 if placement != "scroll_indicators" else 0)
    with pytest.raises(ValueError, match="placement"):
        swiftui.View("x").content_margins(1, placement="sideways")


def test_content_margins_placement_in_json():
    with pytest.raises(safearea.InvalidSceneError, match="placement"):
        swiftui.layout(
            {
                "device": "iPhone X",
                "views": [{"id": "a", "modifiers": [{"content_margins": {"amount": 4, "placement": "middle"}}]}],
            }
        )


# NavigationStack and TabView (MODEL.md §3, SwiftUI containers). Expected values are typed from the sources
# named beside them: Vercantez/openuikit's UIKit probes on iOS 26.1 (the same platform rows), iamcgn/swiftui-web's
# SwiftUI goldens (Docs/elements/iOS.md @ 170aa523) and onejs/one's SwiftUI TabView oracle (iOS 26.4).


def _reader(container):
    return container.add(swiftui.View("reader"))


@pytest.mark.parametrize(
    "device, os_version, hidden, container, expected",
    [
        # openuikit toolbarheightprobe/ios-26.1-iphone16.json @ d61cd2da: rootSafeArea [113, 0, 34, 0].
        ("iPhone 16", "26.1", False, lambda: swiftui.NavigationStack("nav"), (113, 0, 34, 0)),
        # SE without its status bar: the bar at its floor y 10, bottom 64 (openuikit UINavigationController.swift
        # @ 02a07733; swiftui-web: SwiftUI's NavigationStack inline bar, 64).
        ("iPhone SE (3rd generation)", "26.1", True, lambda: swiftui.NavigationStack("nav"), (64, 0, 0, 0)),
        # iPad (A16), iPadOS 26.1: 86 = 32 + 54 (ios-26.1-ipad.json @ a5f2c3ec).
        ("iPad (A16)", "26.1", False, lambda: swiftui.NavigationStack("nav"), (86, 0, 25, 0)),
        # iOS 18: the bar adds 44 to the inset (MODEL.md §2.5).
        ("iPhone 16", "18.0", False, lambda: swiftui.NavigationStack("nav"), (59 + 44, 0, 34, 0)),
        # A bottom toolbar with items: an 86-pt slot holding the home indicator (ios-26.1-iphone16.json, items).
        ("iPhone 16", "26.1", False, lambda: swiftui.NavigationStack("nav", toolbar_items=3), (113, 0, 86, 0)),
        # An expanded large title at a 0 inset: 116 = 10 + 54 + 52 (openuikit UINavigationBar.swift @ 050536696d).
        (
            "iPhone SE (3rd generation)",
            "26.1",
            True,
            lambda: swiftui.NavigationStack("nav", title_display_mode="large"),
            (116, 0, 0, 0),
        ),
        # TabView: the content less 83 at the bottom on the SE (swiftui-web, iOS 26.0) and the iPhone 16
        # (onejs/one tests/native-features/oracle/README.md @ 1b2859fe, iOS 26.4: 852 - 769 = 83).
        ("iPhone SE (3rd generation)", "26.1", False, lambda: swiftui.TabView("tabs"), (20, 0, 83, 0)),
        ("iPhone 16", "26.1", False, lambda: swiftui.TabView("tabs"), (59, 0, 83, 0)),
        # iPad (A16): the tab bar floats at the top; a plain tab starts at 96 = 32 + 44 + 20, bottom 25
        # (openuikit UITabBarController.swift @ 16654d51).
        ("iPad (A16)", "26.1", False, lambda: swiftui.TabView("tabs"), (96, 0, 25, 0)),
    ],
)
def test_containers_read_the_platform_rows(device, os_version, hidden, container, expected):
    scene = swiftui.Scene(device, os_version=os_version, status_bar_hidden=hidden).add(_reader(container()))
    assert scene.layout()["reader"].proxy_safe_area_insets == expected


def test_navigation_stack_in_a_tab_view():
    # openuikit scrolledgeeffectprobe/ios-26.1-iphone16.json @ ee922556: safeArea [113, 0, 83, 0].
    tabs = swiftui.TabView("tabs").add(_reader(swiftui.NavigationStack("nav")), swiftui.View("second"))
    layout = swiftui.Scene("iPhone 16", os_version="26.1").add(tabs).layout()
    assert layout["reader"].proxy_safe_area_insets == (113, 0, 83, 0)
    assert layout["reader"].frame == (0, 113, 393, 852 - 113 - 83)
    assert "second" not in layout  # only the selected tab is laid out
    assert layout["tabs"].container_insets == (0, 0, 83 - 34, 0)
    assert layout["nav"].container_insets == (54, 0, 0, 0)
    (bar,) = layout["nav"].bars
    assert (bar.bar, bar.edge, bar.height, bar.amount, bar.provenance) == ("navigation_bar", "top", 54, 54, "measured")
    assert "openuikit" in bar.source
    # A searchable NavigationStack tab adds nothing at rest: [64, 0, 83, 0] on the SE without its status bar
    # (openuikit docs/agent_reports/conf-tabs.md @ 6f10879d).
    search = swiftui.TabView("tabs").add(_reader(swiftui.NavigationStack("nav", searchable=True)))
    se = swiftui.Scene("iPhone SE (3rd generation)", os_version="26.1", status_bar_hidden=True).add(search)
    assert se.layout()["reader"].proxy_safe_area_insets == (64, 0, 83, 0)


@pytest.mark.parametrize(
    "device, os_version, container, fragment",
    [
        ("iPhone 8", "14.0", lambda: swiftui.NavigationStack("nav", searchable=True), "search field"),
        ("iPad (A16)", "26.1", lambda: swiftui.TabView("tabs", bottom_accessory=True), "bottom accessory"),
        (
            "iPhone 16",
            "26.1",
            lambda: swiftui.NavigationStack("nav", bar_minimization="adjusts_safe_area"),
            "minimizes its bars",
        ),
    ],
)
def test_unmeasured_bars_are_refused(device, os_version, container, fragment):
    scene = swiftui.Scene(device, os_version=os_version).add(_reader(container()))
    with pytest.raises(safearea.UnsupportedError, match=fragment) as info:
        scene.layout()
    assert "(views[0])" in str(info.value)


def test_a_tab_view_on_ipados_18_reads_the_floating_tab_bar_from_the_decompile():
    # uikitcore_18_2_decompile (EthanArbuckle/iPhone17-1_18.2_22C152_Restore at f2374d1a, _UITabContainerView.m,
    # -edgeInsetsForChildViewController:): a plain tab gets the top inset + 50 and a bottom of 0; the floating
    # bar's own height is its sizeThatFits:, no constant: None. The iPad Pro 11-inch (M4)'s 18.x window is
    # measured 24/0/25/0 (flutter_device_preview_18).
    layout = swiftui.Scene("iPad Pro 11-inch (M4)", os_version="18.0").add(_reader(swiftui.TabView("tabs"))).layout()
    assert layout["reader"].proxy_safe_area_insets == (24 + 50, 0, 25, 0)
    (bar,) = layout["tabs"].bars
    assert (bar.bar, bar.edge, bar.height, bar.amount, bar.provenance) == ("tab_bar", "top", None, 50, "derived")
    assert "decompiled iOS 18.2 UIKitCore" in bar.basis
    strict = swiftui.Scene("iPad Pro 11-inch (M4)", os_version="18.0", strict=True)
    with pytest.raises(safearea.OSVersionError, match=r"tab bar \(50 pt on iPadOS 18.0\) is derived"):
        strict.add(_reader(swiftui.TabView("tabs"))).layout()


def test_strict_refuses_the_derived_27_rows():
    # iOS 27's bar rows are carried from 26.1 (derived); the iPhone 17 Pro's own 27 insets are measured (62).
    lax = swiftui.Scene("iPhone 17 Pro", os_version="27.0").add(_reader(swiftui.NavigationStack("nav"))).layout()
    assert lax["reader"].proxy_safe_area_insets.top == 62 + 54
    assert lax["nav"].bars[0].provenance == "derived"
    strict = swiftui.Scene("iPhone 17 Pro", os_version="27.0", strict=True)
    strict.add(_reader(swiftui.NavigationStack("nav")))
    with pytest.raises(
        safearea.OSVersionError, match=r"^strict: NavigationStack 'nav' \(views\[0\]\)'s navigation bar"
    ):
        strict.layout()
    plain = swiftui.Scene("iPhone 17 Pro", os_version="27.0", strict=True).add(swiftui.View("reader")).layout()
    assert plain["reader"].proxy_safe_area_insets == (62, 0, 34, 0)


def test_bad_containers():
    nested = swiftui.TabView("tabs").add(swiftui.NavigationStack("nav").add(_reader(swiftui.TabView("inner"))))
    with pytest.raises(safearea.InvalidSceneError) as info:
        swiftui.Scene("iPhone 16", os_version="26.1").add(nested).layout()
    assert str(info.value).startswith(
        "TabView 'inner' (views[0].children[0].children[0]) inside NavigationStack 'nav' (views[0].children[0]) "
        "inside TabView 'tabs' (views[0]): "
    )
    with pytest.raises(safearea.InvalidSceneError, match=r"navigation_stack\.toolbar_items: -1 is outside"):
        swiftui.Scene("iPhone 16").add(swiftui.NavigationStack("nav", toolbar_items=-1)).layout()
    with pytest.raises(ValueError, match="toolbar_items: nan"):
        swiftui.NavigationStack("nav", toolbar_items=float("nan"))
    with pytest.raises(safearea.InvalidSceneError, match="fills its parent's safe area"):
        swiftui.Scene("iPhone 16").add(swiftui.NavigationStack("nav").safe_area_padding(4)).layout()


def test_container_scenes_follow_the_schema():
    import json
    import pathlib

    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(
        (pathlib.Path(__file__).resolve().parents[2] / "schemas" / "swiftui-scene.schema.json").read_text()
    )
    jsonschema.Draft202012Validator.check_schema(schema)
    scene = swiftui.Scene("iPhone 16", os_version="26.1", status_bar_hidden=True, strict=True).add(
        swiftui.TabView("tabs", selected=1).add(
            swiftui.View("first"),
            swiftui.NavigationStack("nav", title_display_mode="large", toolbar_items=2, searchable=True).add(
                swiftui.View("reader")
            ),
        )
    )
    schema_validator("swiftui-scene.schema.json").validate(scene.to_dict())
    with pytest.raises(jsonschema.ValidationError):
        schema_validator("swiftui-scene.schema.json").validate(
            {"device": "iPhone 16", "views": [{"id": "a", "navigation_stack": {}, "tab_view": {}}]}
        )


def test_a_tab_views_bottom_accessory_takes_the_measured_139():
    # bartosz-skejcik/passkey-vault: a SwiftUI TabView with tabViewBottomAccessory, iOS 26.5 simulators: a tab's
    # GeometryProxy.safeAreaInsets.bottom is 139 on the iPhone 17 (ios/DOCK-RESEARCH.md at 8c2e75a4) and 139.0 on
    # the iPhone 16 (ios/DOCK-PANEL-RESEARCH.md at d2dde67b); tops 62 and 59 are the devices'.
    for device, top in (("iPhone 17", 62), ("iPhone 16", 59)):
        scene = swiftui.Scene(device, os_version="26.5", strict=True).add(
            _reader(swiftui.TabView("tabs", bottom_accessory=True))
        )
        assert scene.layout()["reader"].proxy_safe_area_insets == (top, 0, 139, 0)
