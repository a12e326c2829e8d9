"""App windows on iPadOS 26 and 27 (docs/MODEL.md §19): Window(placement=, frame=, controls=,
compatibility=), its frame, insets, controls region and refusals. Expected values are typed from
the sources data/windows.json cites: multiplex-term/Multiplex (pill x 20.5-59.5, y 21-43 unified,
6-27.5 minimal; a 711 x 941 floating window's top 32 on a 1032 x 1376 iPad), SFenton/FestivalNativeApps
(tiles on the iPad Pro 11-inch, iPadOS 26.5: halves 600 / 412, thirds 396.5 / 375; margins 20, system
minimum 0 at a mid-window edge), GetStream/stream-chat-react-native (an iPhone app on the iPad Pro
11-inch, iPadOS 27.0: 417 x 1210, 32 / 0 / 20 / 0) and erik-sutton95/OpenZCine (a UIRequiresFullScreen
window: top 0, corner adaptation 9.5, 32 with the status bar shown)."""

import math
import re

import pytest
import safearea

PRO_11 = "iPad Pro 11-inch (M4)"
PRO_13 = "iPad Pro 13-inch (M4)"


def test_iphone_app_window():
    window = safearea.Window(PRO_11, os_version="27.0", compatibility="iphone")
    info = window.window_info
    assert info.frame[2:] == (417, 1210)
    assert tuple(info.insets) == (32, 0, 20, 0)
    assert "stream-chat-react-native" in info.provenance.source
    root = safearea.ViewController()
    window.root = root
    assert tuple(root.view.safe_area_insets) == (32, 0, 20, 0)


# An iPhone app's window on iPadOS 27 (MODEL.md §19). CharlesWiltgen/Axiom
# axiom-codex/skills/axiom-swiftui/skills/layout-ref.md at 002cbff5eb4b182da23bfa79c81bac0874ccbd53: a physical iPad Pro
# 12.9-inch, iPadOS 27.0, an iPhone-only app's window "`.regular`/`.regular` at 683×1024 and `.compact`/`.regular` at
# 477×1024 and 375×1024, and stopped at 683 wide" (the 1366 x 1024 screen in landscape; no insets printed).
PRO_12_9 = "iPad Pro 12.9-inch (6th generation)"


def test_iphone_app_window_at_launch_on_the_12_9_inch():
    window = safearea.Window(PRO_12_9, "landscape_left", os_version="27.0", compatibility="iphone")
    info = window.window_info
    assert info.frame[2:] == (683, 1024)
    assert info.horizontal_size_class == "regular"
    # No source printed its insets: GetStream's 32 / 20 carried, derived; strict refuses.
    assert tuple(info.insets) == (32, 0, 20, 0)
    assert info.provenance.kind == "derived"
    strict = safearea.Window(PRO_12_9, "landscape_left", os_version="27.0", compatibility="iphone", strict=True)
    with pytest.raises(safearea.OSVersionError):
        _ = strict.window_info


@pytest.mark.parametrize("width", [477, 375])
def test_iphone_app_window_resized(width):
    frame = (100, 0, width, 1024)
    window = safearea.Window(PRO_12_9, "landscape_left", os_version="27.0", compatibility="iphone", frame=frame)
    info = window.window_info
    assert info.frame == frame
    assert info.horizontal_size_class == "compact"


@pytest.mark.parametrize(
    ("frame", "error", "words"),
    [
        (
            (0, 0, 374, 1024),
            safearea.InvalidArgumentError,
            "window.frame (0, 0, 374, 1024): an iPhone app's window is at least 375 pt wide",
        ),
        (
            (0, 0, 684, 1024),
            safearea.InvalidArgumentError,
            "window.frame (0, 0, 684, 1024): an iPhone app's window is at most 683 pt wide",
        ),
        ((0, 0, 477, 767), safearea.UnsupportedError, "spans the screen's height"),
    ],
)
def test_iphone_app_window_outside_what_was_read(frame, error, words):
    with pytest.raises(error, match=re.escape(words)):
        _ = safearea.Window(
            PRO_12_9, "landscape_left", os_version="27.0", compatibility="iphone", frame=frame
        ).window_info


def test_iphone_app_window_by_rule_and_refused():
    # Half the Air's 820-pt width, the full height, centred: derived on a screen no source read.
    air = safearea.Window("iPad Air 11-inch (M3)", os_version="27.0", compatibility="iphone")
    assert air.window_info.frame == (205, 0, 410, 1180)
    assert air.window_info.provenance.kind == "derived"
    # Half the iPad mini's 744 is 372, under the 375 the window was read at: no rule holds.
    with pytest.raises(safearea.UnsupportedError, match="half of 744 is 372"):
        _ = safearea.Window("iPad mini (A17 Pro)", os_version="27.0", compatibility="iphone").window_info
    # iPadOS 26: the iPhone-sized box, 375 x 667 centred with a 20-pt status bar (hacknicity.medium.com, "How
    # iPhone-only Apps Appear on iPad", iOS 10 simulators: 375 x 667 on the 12.9-inch, the app reading 20), derived.
    box = safearea.Window(PRO_11, os_version="26.5", compatibility="iphone").window_info
    assert box.frame == ((834 - 375) / 2, (1210 - 667) / 2, 375, 667)
    assert (box.insets.top, box.insets.bottom) == (20, 0)
    assert box.provenance.kind == "derived"
    # Not resizable before iPadOS 27.
    with pytest.raises(safearea.UnsupportedError, match="not resizable"):
        safearea.Window(
            PRO_11, os_version="26.5", compatibility="iphone", placement="floating", frame=(0, 0, 400, 1210)
        )


def test_controls_of_a_window_reaching_the_screens_top():
    # minh-ton/reynard-browser issue #186 (iPadOS 26.5): a window touching the screen's top has its controls
    # "shifted down" (no numbers). Derived: Multiplex's 21-43 moved down by the status-bar band less the unified
    # window's own top, 32 - 10, to 43-65; the floating window keeps 21-43.
    iphone = safearea.Window(PRO_11, os_version="27.0", compatibility="iphone")
    (region,) = iphone.reserved_regions()
    assert region.frame == (20.5, 43, 39, 22)
    assert "reynard-browser" in region.provenance.source
    half = safearea.Window(PRO_13, os_version="26.0", placement="half_leading", controls="unified")
    assert half.reserved_regions()[0].frame == (20.5, 43, 39, 22)
    floating = safearea.Window(PRO_13, os_version="26.0", frame=(100, 100, 711, 941), controls="unified")
    assert floating.reserved_regions()[0].frame == (20.5, 21, 39, 22)


def test_floating_window_top():
    frame = (160.5, 217.5, 711, 941)
    window = safearea.Window(PRO_13, os_version="26.0", frame=frame, controls="minimal")
    assert window.placement == "floating"
    assert window.frame == frame
    assert window.window_info.insets.top == 32
    # Under unified (iPadOS 26's default) the window's own top is the derived 10 (mithka's Flutter reading).
    window.place(frame=frame, controls="unified")
    assert window.window_info.insets.top == 10
    assert window.window_info.provenance.kind == "derived"


@pytest.mark.parametrize(
    ("orientation", "placement", "width"),
    [
        ("landscape_left", "half_leading", 600),
        ("portrait", "half_trailing", 412),
        ("landscape_right", "third_leading", 396.5),
        ("portrait", "third_trailing", 375),
    ],
)
def test_tile_widths(orientation, placement, width):
    window = safearea.Window(PRO_11, orientation, os_version="26.5", placement=placement)
    assert window.frame[2] == width
    assert window.window_info.horizontal_size_class == "compact"


@pytest.mark.parametrize(("controls", "rect"), [("unified", (20.5, 21, 39, 22)), ("minimal", (20.5, 6, 39, 21.5))])
def test_pill_per_style(controls, rect):
    window = safearea.Window(PRO_13, os_version="26.0", frame=(100, 100, 711, 941), controls=controls)
    (region,) = window.reserved_regions()
    assert region.name == "window_controls"
    assert region.kind == "occlusion"
    assert region.frame == rect
    assert "multiplex-term/Multiplex" in region.provenance.source
    # y measured on 26, x on 27: derived, so strict refuses it.
    with pytest.raises(safearea.OSVersionError):
        window.reserved_regions(strict=True)


def test_full_window_shows_no_controls():
    window = safearea.Window(PRO_13, os_version="26.0", placement="full")
    assert window.reserved_regions() == ()
    assert safearea.Window(PRO_13, os_version="26.0").placement is None


def test_margins_in_a_window():
    window = safearea.Window(PRO_11, "landscape_left", os_version="26.5", placement="half_leading")
    root = safearea.ViewController()
    window.root = root
    margins = root.view.layout_margins
    assert (margins.left, margins.right) == (20, 20)
    assert window.window_info.mid_window_edge_minimum_margin == 0


def _split(window):
    """FestivalNativeApps' split (split-view.md at 95979f95940ddb284ba1deec19e3c7f48457f7a7, the iPad
    Pro 11-inch in landscape, 1210 pt, iPadOS 26.5): panes of 604.5 either side of a hairline at
    604.5-605.5."""
    root = safearea.ViewController()
    window.root = root
    leading = root.add_child(safearea.ViewController(), frame=(0, 0, 604.5, 834))
    trailing = root.add_child(safearea.ViewController(), frame=(605.5, 0, 604.5, 834))
    return root, leading, trailing


@pytest.mark.parametrize("placement", [None, "full"])
def test_zero_minimum_margin_at_an_edge_inside_the_window(placement):
    # "UIKit reports a zero system minimum margin at a mid-window edge, so the trailing large title
    # sat flush on the divider" (inset 0, the leading pane's 20); the window root's margins are 20.
    kwargs = {"placement": placement} if placement else {}
    window = safearea.Window(PRO_11, "landscape_left", os_version="26.5", strict=True, **kwargs)
    root, leading, trailing = _split(window)
    assert (root.view.layout_margins.left, root.view.layout_margins.right) == (20, 20)
    assert (trailing.view.layout_margins.left, trailing.view.layout_margins.right) == (0, 20)
    assert (leading.view.layout_margins.left, leading.view.layout_margins.right) == (20, 0)
    text = str(trailing.view.explain("left"))
    assert "inside the window" in text
    assert "SFenton/FestivalNativeApps" in text
    assert "inside the window" not in str(trailing.view.explain("right"))


def test_a_column_starting_mid_window_in_a_half_window():
    window = safearea.Window(PRO_11, "landscape_left", os_version="26.5", placement="half_leading")
    root = safearea.ViewController()
    window.root = root
    column = root.add_child(safearea.ViewController(), frame=(300, 0, 300, 834))
    assert (root.view.layout_margins.left, root.view.layout_margins.right) == (20, 20)
    assert (column.view.layout_margins.left, column.view.layout_margins.right) == (0, 20)


def test_zero_minimum_margin_carried_is_derived():
    strict = safearea.Window("iPad Air 11-inch (M3)", "landscape_left", os_version="26.5", strict=True)
    root = safearea.ViewController()
    strict.root = root
    column = root.add_child(safearea.ViewController(), frame=(590, 0, 590, 820))
    assert root.view.layout_margins.left == 20  # the root reads no edge inside the window
    with pytest.raises(safearea.OSVersionError, match="edge inside the window"):
        column.view.layout_margins  # noqa: B018
    # Before iPadOS 26 no source measured it: the minimum stays at every edge.
    old = safearea.Window(PRO_11, "landscape_left", os_version="18.0")
    root, _, trailing = _split(old)
    assert (trailing.view.layout_margins.left, trailing.view.layout_margins.right) == (20, 20)


def test_compatibility_mode_window():
    window = safearea.Window(PRO_11, os_version="26.2", compatibility="requires_full_screen")
    info = window.window_info
    assert info.insets.top == 32
    assert info.corner_adaptation == 9.5
    hidden = safearea.Window(PRO_11, os_version="26.2", status_bar_hidden=True, compatibility="requires_full_screen")
    assert hidden.window_info.insets.top == 0
    assert hidden.reserved_regions() == ()


def test_refused_before_ipados_26_and_on_iphone():
    # Before 26: no half in portrait in swift-snapshot-testing's or Apple Books' Split View tables.
    with pytest.raises(safearea.UnsupportedError, match="Split View has no half in portrait before iPadOS 26"):
        safearea.Window(PRO_11, os_version="18.0", placement="half_leading")
    with pytest.raises(safearea.UnsupportedError, match="not an iPad"):
        safearea.Window("iPhone 16", placement="full")
    with pytest.raises(safearea.UnsupportedError, match="Slide Over"):
        safearea.Window(PRO_11, os_version="26.5", placement="slide_over")


def test_off_screen_frame_refused():
    window = safearea.Window(PRO_11, os_version="26.5", placement="half_leading")
    with pytest.raises(safearea.InvalidArgumentError, match=r"window\.frame .*outside the 834 x 1210 screen"):
        window.place(frame=(500, 100, 711, 941))
    assert window.placement == "half_leading"  # unchanged


def test_derived_values_refused_by_strict():
    window = safearea.Window(PRO_11, os_version="26.5", placement="half_leading", strict=True)
    with pytest.raises(safearea.OSVersionError, match="strict"):
        window.window_info  # noqa: B018
    root = safearea.ViewController()
    window.root = root
    with pytest.raises(safearea.OSVersionError, match="strict"):
        root.view.safe_area_insets  # noqa: B018


def test_a_strict_window_answers_the_placement_it_was_asked_for():
    # The placement is the caller's own input: a strict window answers it though its resolved frame and
    # insets (derived: no source measured a tile's height on iPadOS 26.5) are refused.
    window = safearea.Window(PRO_11, os_version="26.5", placement="half_leading", strict=True)
    with pytest.raises(safearea.OSVersionError, match="strict"):
        window.frame  # noqa: B018
    assert window.placement == "half_leading"
    assert repr(window) == "<safearea.Window 'iPad Pro 11-inch (M4)' portrait half_leading>"
    window.place("two-thirds-trailing")
    assert window.placement == "two_thirds_trailing"
    window.fill_screen()
    assert window.placement is None


def test_placement_names_take_hyphens_as_device_export_does():
    # FestivalNativeApps: a half of the iPad Pro 11-inch in portrait is 412 pt wide (iPadOS 26.5).
    window = safearea.Window(PRO_11, os_version="26.5", placement="half-leading", controls="minimal")
    assert window.placement == "half_leading"
    assert window.frame[2] == 412
    assert window.window_info.controls is safearea.WindowControls.MINIMAL


def test_an_integer_beyond_a_double_in_a_frame_names_frame():
    # float(10**400) raises OverflowError; the frame is refused as not finite, naming it, in both places.
    window = safearea.Window(PRO_11, os_version="26.5")
    frame = (10**400, 0, 400, 400)
    with pytest.raises(safearea.InvalidArgumentError, match="^frame must be finite numbers"):
        window.place(frame=frame)
    assert window.placement is None  # unchanged
    with pytest.raises(safearea.InvalidArgumentError, match="^frame must be finite numbers"):
        safearea.device(PRO_11).export("css", os_version="26.5", frame=frame)


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"frame": (0, 0, math.nan, 500)}, "finite"),
        ({"frame": (-10, 0, 400, 500)}, "negative"),
        ({"frame": (0, 0, 300, 500)}, "375"),
        ({"placement": "quarter"}, "placement"),
        ({"placement": "full", "controls": "hidden"}, "controls"),
        ({"placement": "full", "compatibility": "android"}, "compatibility"),
    ],
)
def test_bad_input_names_the_field(kwargs, field):
    with pytest.raises(safearea.InvalidArgumentError, match=field):
        safearea.Window(PRO_11, os_version="26.5", **kwargs)


def test_explain_names_the_window_and_its_controls():
    window = safearea.Window(PRO_13, os_version="26.0", frame=(100, 100, 711, 941), controls="minimal")
    root = safearea.ViewController()
    window.root = root
    text = str(root.view.explain("top"))
    assert "a floating window at (100, 100, 711, 941)" in text
    assert "window controls (minimal style)" in text
    assert "multiplex-term/Multiplex" in text


def test_data_file_follows_its_schema():
    import json
    import pathlib

    pytest.importorskip("jsonschema")
    from conftest import schema_validator

    root = pathlib.Path(__file__).resolve().parents[2]
    document = json.loads((root / "data" / "windows.json").read_text(encoding="utf-8"))
    assert list(schema_validator("windows.schema.json").iter_errors(document)) == []


# -- presentations in windows, minimum height, strict, frames, corners ------------------------------------


def test_compact_width_window_refuses_the_adapted_sheet():
    # Apple, UIModalPresentationStyle: .popover "behaves the same as formSheet" in a compact environment;
    # .formSheet and .pageSheet display "as a sheet" at compact width. No source measured that iPad sheet.
    window = safearea.Window(PRO_11, os_version="26.1", frame=(100, 100, 375, 600))
    assert window.window_info.horizontal_size_class == "compact"
    root = safearea.ViewController()
    window.root = root
    pop = safearea.ViewController()
    with pytest.raises(safearea.UnsupportedError, match="behaves the same as formSheet"):
        root.present(pop, style="popover", source=(20, 200, 40, 40), preferred_content_size=(200, 200))
    for style in ("page_sheet", "form_sheet", "automatic"):
        with pytest.raises(safearea.UnsupportedError, match="no source measured an iPad sheet at compact width"):
            root.present(pop, style=style)
    assert root.present(pop, style="full_screen").frame == (0, 0, 375, 600)


def test_a_window_the_sheet_cannot_follow_is_refused_and_changes_nothing():
    window = safearea.Window(PRO_11, os_version="26.1")
    root = safearea.ViewController()
    window.root = root
    sheet = safearea.ViewController()
    root.present(sheet, style="page_sheet")
    # The half tile in portrait (412 wide) is compact.
    with pytest.raises(safearea.UnsupportedError, match="compact"):
        window.place("half_leading")
    assert window.placement is None and window.frame[2] == 834
    # iPad sheets in landscape are unmeasured: the plain orientation setting is refused too.
    with pytest.raises(safearea.UnsupportedError, match="landscape"):
        window.orientation = "landscape_left"
    assert window.orientation == "portrait"
    # The presentation read lays out first: a hidden status bar moves the page sheet to top + 10.
    window.status_bar_hidden = True
    top = sheet.presentation.frame[1]
    assert top == window.window_info.insets.top + 10


def test_floating_minimum_height():
    # The least height holds the window's own insets and its controls (the unified pill's bottom, 43).
    window = safearea.Window(PRO_11, os_version="26.1")
    with pytest.raises(safearea.InvalidArgumentError, match=r"window\.frame \(100, 100, 375, 5\).*43"):
        window.place(frame=(100, 100, 375, 5), controls="unified")
    window.place(frame=(100, 100, 375, 43), controls="unified")
    assert window.frame == (100, 100, 375, 43)


def test_frame_with_a_tile_is_refused():
    window = safearea.Window(PRO_11, os_version="26.5")
    with pytest.raises(safearea.InvalidArgumentError, match="only a floating window takes a frame"):
        window.place("half_leading", frame=(0, 0, 500, 500))
    assert window.placement is None


def test_strict_window_refuses_the_derived_controls_without_the_flag():
    window = safearea.Window(PRO_13, os_version="27.0", frame=(100, 100, 711, 941), strict=True)
    with pytest.raises(safearea.OSVersionError, match="strict"):
        window.reserved_regions()


def test_requires_full_screen_corner_adaptation():
    # OpenZCine: "corner adaptation 9.5pt display-corner only", the status bar hidden (top inset 0).
    window = safearea.Window(PRO_11, os_version="26.2", status_bar_hidden=True, compatibility="requires_full_screen")
    root = safearea.ViewController()
    window.root = root
    x, _, width, _ = root.view.layout_region_frame("safe_area", "horizontal")
    assert (x, x + width) == (9.5, 834 - 9.5)


#: The refusal of "all" where one window is asked for (C safearea_window_placement_from_string's message).
NOT_ONE_WINDOW = (
    "'all' is not a window placement: use full, half_leading, half_trailing, third_leading, third_trailing, "
    "two_thirds_leading, two_thirds_trailing, slide_over, floating, or half, third or two_thirds for a tile's "
    "leading side"
)


@pytest.mark.parametrize(
    ("name", "placement", "width"),
    # FestivalNativeApps: on the iPad Pro 11-inch in landscape (1210 x 834) on iPadOS 26.5 a half is 600 wide,
    # a third 396.5; two thirds are the screen less a third and the 10-pt gap, 803.5 (derived, MODEL.md §19).
    [("half", "half_leading", 600), ("Third", "third_leading", 396.5), ("two-thirds", "two_thirds_leading", 803.5)],
)
def test_a_tile_named_without_its_side_is_its_leading_side(name, placement, width):
    # MODEL.md §19's choice: where one window is asked for, "half" is the leading half, in every layer.
    window = safearea.Window(PRO_11, "landscape_left", os_version="26.5", placement=name)
    assert window.placement == placement
    assert window.frame == (0, 0, width, 834)
    window.place(name.upper())
    assert window.placement == placement
    pad = safearea.device(PRO_11)
    assert pad.export("css", "landscape_left", os_version="26.5", placement=name) == pad.export(
        "css", "landscape_left", os_version="26.5", placement=placement
    )
    assert safearea._safearea._window_placement(name) == int(getattr(safearea.WindowPlacement, placement.upper()))


def test_all_is_no_single_window_in_any_layer():
    from safearea import swiftui

    with pytest.raises(safearea.InvalidArgumentError) as info:
        safearea.Window(PRO_11, os_version="26.5", placement="all")
    assert str(info.value) == "placement: " + NOT_ONE_WINDOW
    with pytest.raises(safearea.InvalidArgumentError) as info:
        safearea.device(PRO_11).export("css", os_version="26.5", placement="all")
    assert str(info.value) == "placement: " + NOT_ONE_WINDOW
    with pytest.raises(safearea.SafeAreaError) as info:
        swiftui.Scene(PRO_11, os_version="26.5", placement="all").layout()
    assert str(info.value) == "window.placement: " + NOT_ONE_WINDOW
    with pytest.raises(TypeError, match="placement"):
        safearea._safearea._window_placement(2)


def test_a_swiftui_scene_reads_half_as_the_leading_half():
    from safearea import swiftui

    window = swiftui.Scene(PRO_11, "landscape_left", os_version="26.5", placement="half").layout().window
    assert window is not None
    assert (window.placement, window.frame) == ("half_leading", (0, 0, 600, 834))


def test_a_placement_name_with_spaces_around_it_is_read_as_an_audit_list_reads_it():
    # WindowPlacement.single trims spaces and tabs, as an audit's window list does: " half " is the leading half.
    spaced = safearea.Window("iPad Air 11-inch (M3)", os_version="26.5", placement=" half\t")
    plain = safearea.Window("iPad Air 11-inch (M3)", os_version="26.5", placement="half_leading")
    assert spaced.window_info.frame == plain.window_info.frame


def test_split_view_before_ipados_26():
    """pointfreeco/swift-snapshot-testing Sources/SnapshotTesting/Common/View.swift at
    012fd98e58585ac48e6b4b0b4c6c34195b46ab8f: iPadPro11 landscape half 592 x 834 (compact), safe area 24 / 0 / 20 / 0;
    Lakr233/Kimis at df1cb1e2f7ef1a50b513ccf610bd9f2a1118b06a: 592 x 834 on iPadOS 16.1-16.2. Carried, so derived."""
    half = safearea.Window(
        "iPad Pro 11-inch (3rd generation)", "landscape_left", os_version="16.0", placement="half_trailing"
    )
    info = half.window_info
    assert info.frame == (1194 - 592, 0, 592, 834)
    assert (info.insets.top, info.insets.left, info.insets.bottom, info.insets.right) == (24, 0, 20, 0)
    assert info.provenance.kind == "derived"
    assert half.reserved_regions() == ()
    # iPadOS 15 has no Stage Manager: no floating window (not applicable in the coverage grid).
    with pytest.raises(safearea.UnsupportedError, match="iPadOS 15 has no Stage Manager"):
        safearea.Window(
            "iPad Pro 11-inch (3rd generation)", os_version="15.0", placement="floating", frame=(0, 0, 500, 600)
        )


def test_stage_manager_window_before_ipados_26():
    """iPadOS 18.0 decompiled, no run (EthanArbuckle/iPad_10.2_18.0_22A3354_Restore at
    72b0cf9bce0398fd8141f5dec3a304bf19566f28): SpringBoard's SBSwitcherChamoisSettings.m keeps a Stage Manager window
    at least 320 x 480 and max(status bar, 24) from the screen's edges; SBDeviceApplicationSceneHandle.m gives every app
    scene but Slide Over the device's display-edge insets (bottom 20 on an iPad without a home button, 25 behind a
    feature flag: SpringBoardHome) and the status bar, whatever its frame; UIKitCore's UIWindow.m raises the top to the
    status bar's height (24). So the full screen's insets mid-screen: 24 / 0 / 25 / 0 on 17, where
    aloisdeniel/flutter_device_preview at bfdd4e7 (an 18.x simulator) reads the full screen's bottom 25; derived
    (strict refuses); neeva-ios PR #4212: the bottom 'much higher than it should be'."""
    pro = "iPad Pro 11-inch (3rd generation)"
    window = safearea.Window(pro, os_version="17.0", frame=(61.5, 126.5, 711, 941))
    info = window.window_info
    assert window.placement == "floating"
    assert info.frame == (61.5, 126.5, 711, 941)
    assert (info.insets.top, info.insets.left, info.insets.bottom, info.insets.right) == (24, 0, 25, 0)
    assert info.provenance.kind == "derived"
    assert "iPad_10.2_18.0_22A3354_Restore" in info.provenance.source
    assert window.reserved_regions() == ()
    strict = safearea.Window(pro, os_version="17.0", frame=(61.5, 126.5, 711, 941), strict=True)
    with pytest.raises(safearea.OSVersionError):
        _ = strict.window_info
    for frame in [(100, 100, 319, 600), (100, 100, 500, 479), (0, 100, 500, 600), (100, 1194 - 20 - 600, 500, 600)]:
        with pytest.raises(safearea.InvalidArgumentError, match="at least 320 x 480 with x 24-810 and y 24-1170"):
            safearea.Window(pro, os_version="18.0", frame=frame)
