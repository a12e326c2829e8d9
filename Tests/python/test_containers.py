"""Container bars as platform data (data/containers.json, schemas/containers.schema.json; MODEL.md §2.5, §17)
and the container settings through Python: the document against its schema and its source registry, bad
toolbar item counts and bar minimizations, settings on controllers that do not have them, strict windows,
transitions into windows whose bars are unmeasured, and explanations that name the bar and its source.

Expected values come from the data document's rows and sources and from the measured scenes
(Vercantez/openuikit's iOS 26.1 probes, cited in the rows), never from the engine's output."""

import json
import math
import pathlib
import re

import jsonschema
import pytest
import safearea
from conftest import schema_validator
from safearea import Property

ROOT = pathlib.Path(__file__).resolve().parents[2]
CONTAINERS = json.loads((ROOT / "data" / "containers.json").read_text(encoding="utf-8"))
SOURCES = json.loads((ROOT / "data" / "sources.json").read_text(encoding="utf-8"))["sources"]
VALIDATOR = schema_validator("containers.schema.json")

# -- the document ----------------------------------------------------------------------------------


def test_the_schema_is_draft_2020_12_and_the_document_follows_it():
    VALIDATOR.validate(CONTAINERS)


def _row(**fields):
    row = {"os_min": "26.0", "os_max": "26", "idiom": "phone", "bar": "navigation_bar"}
    row.update(fields)
    return row


@pytest.mark.parametrize(
    "row, why",
    [
        (_row(height=54, provenance="derived", source="model_2_5"), "a derived row without its basis"),
        (_row(), "neither unmeasured nor numbers"),
        (_row(height=54, source="model_2_5"), "numbers without provenance"),
        (_row(provenance="measured", source="model_2_5"), "provenance without a height"),
        (_row(unmeasured="nobody measured it", height=54), "an unmeasured row with a height"),
        (_row(unmeasured="nobody measured it", height=54, provenance="measured", source="x"), "both"),
        (_row(height=54, provenance="measured", source="model_2_5", colour="blue"), "an unknown field"),
        (_row(height=-1, provenance="measured", source="model_2_5"), "a negative height"),
        (_row(bar="sidebar", unmeasured="x"), "an unknown bar"),
        (_row(placement="floating", height=1, provenance="measured", source="model_2_5"), "an unknown placement"),
        (_row(os_min="26.x", unmeasured="x"), "a malformed version"),
    ],
)
def test_the_schema_refuses_a_malformed_row(row, why):
    document = dict(CONTAINERS, rows=[row])
    with pytest.raises(jsonschema.ValidationError):
        VALIDATOR.validate(document)


def test_every_source_a_row_names_is_in_the_registry():
    sources = SOURCES
    for index, row in enumerate(CONTAINERS["rows"]):
        if "source" in row:
            assert row["source"] in sources, f"rows[{index}].source"
    assert CONTAINERS["minimized_bars"]["keeps_safe_area"]["source"] in sources


def test_the_registry_is_one_with_the_device_catalogs():
    # docs/catalog.md "Sources": one registry (data/sources.json) serves the device catalog and the
    # platform rows; no document keeps a registry of its own.
    for name in ("containers", "devices", "presentations", "windows"):
        document = json.loads((ROOT / "data" / f"{name}.json").read_text(encoding="utf-8"))
        assert "sources" not in document, f"data/{name}.json keeps a registry of its own"


def _bound(text, upper):
    """A version as (major, minor, patch); missing parts are 0 for a lower bound and every release
    (99) for an upper one, as the engine reads os_min and os_max."""
    parts = [int(p) for p in text.split(" ")[-1].split(".")]
    return tuple(parts + [99 if upper else 0] * (3 - len(parts)))


def _overlap(a, b):
    return _bound(a["os_min"], False) <= _bound(b["os_max"], True) and _bound(b["os_min"], False) <= _bound(
        a["os_max"], True
    )


def test_each_os_line_idiom_and_bar_resolves_to_at_most_one_row():
    rows = CONTAINERS["rows"]
    for i, a in enumerate(rows):
        assert _bound(a["os_min"], False) <= _bound(a["os_max"], True), f"rows[{i}]: os_min after os_max"
        for j in range(i + 1, len(rows)):
            b = rows[j]
            # A device's row comes before its idiom's rows (MODEL.md §17): only rows of one device compete.
            if (a["idiom"], a["bar"], a.get("device")) != (b["idiom"], b["bar"], b.get("device")) or not _overlap(a, b):
                continue
            size_a, size_b = a.get("vertical_size_class"), b.get("vertical_size_class")
            width_a, width_b = a.get("horizontal_size_class"), b.get("horizontal_size_class")
            context_a, context_b = a.get("context", "any"), b.get("context", "any")
            sizes_meet = (size_a is None or size_b is None or size_a == size_b) and (
                width_a is None or width_b is None or width_a == width_b
            )
            contexts_meet = "any" in (context_a, context_b) or context_a == context_b
            assert not (sizes_meet and contexts_meet), (
                f"rows[{i}] and rows[{j}] both answer {a['idiom']} {a['bar']} on {a['os_min']}-{a['os_max']} "
                f"and {b['os_min']}-{b['os_max']} (size class {size_a}/{size_b}, context {context_a}/{context_b})"
            )


def test_the_overlap_check_sees_an_overlap():
    a = _row(os_min="26.0", os_max="26", vertical_size_class="regular")
    assert _overlap(a, _row(os_min="26.1", os_max="27"))
    assert not _overlap(a, _row(os_min="27.0", os_max="27"))
    assert _overlap(_row(os_min="11.0", os_max="18"), _row(os_min="18.3", os_max="18.3"))


# -- bad input -------------------------------------------------------------------------------------


def _navigation_window(device="iPhone 16", os_version="26.1", **window):
    content = safearea.ViewController()
    nav = safearea.NavigationController(content)
    w = safearea.Window(device, os_version=os_version, **window)
    w.root = nav
    return w, nav, content


BAD_COUNTS = [-1, float("nan"), 1.5, 10_001, True, "3"]


@pytest.mark.parametrize("count", BAD_COUNTS, ids=repr)
def test_a_bad_toolbar_item_count_is_refused_in_a_window(count):
    _, _, content = _navigation_window()
    content.toolbar_items = 3
    with pytest.raises(safearea.InvalidArgumentError) as error:
        content.toolbar_items = count
    assert str(error.value) == f"toolbar_items must be a count from 0 to 10,000, got {count!r}"
    assert content.toolbar_items == 3  # unchanged


@pytest.mark.parametrize("count", BAD_COUNTS, ids=repr)
def test_a_bad_toolbar_item_count_is_refused_on_a_pending_controller(count):
    pending = safearea.ViewController()
    with pytest.raises(safearea.InvalidArgumentError) as error:
        pending.toolbar_items = count
    assert "toolbar_items must be a count from 0 to 10,000" in str(error.value)
    assert pending.toolbar_items == 0  # the default, unchanged


def test_the_toolbar_item_count_limits_are_taken():
    _, _, content = _navigation_window()
    for count in (0, 10_000):
        content.toolbar_items = count
        assert content.toolbar_items == count


@pytest.mark.parametrize(
    "value, message",
    [
        (-1.0, "toolbar items must be a whole number from 0 to 10000, got -1"),
        (0.5, "toolbar items must be a whole number from 0 to 10000, got 0.5"),
        (10_001.0, "toolbar items must be a whole number from 0 to 10000, got 10001"),
        (math.nan, "toolbar items must be finite numbers"),
        (math.inf, "toolbar items must be finite numbers"),
    ],
)
def test_the_librarys_message_names_toolbar_items(value, message):
    # What the C boundary says when a count gets past Python's check (the path every setting takes).
    w, _, content = _navigation_window()
    with pytest.raises(safearea.InvalidArgumentError) as error:
        w._tree.set(content._node, Property.TOOLBAR_ITEMS, (value,))
    assert str(error.value) == message
    assert content.toolbar_items == 0


@pytest.mark.parametrize("name", ["minimized", "NONE", "", 3, None])
def test_an_unknown_bar_minimization_is_refused(name):
    _, nav, _ = _navigation_window()
    with pytest.raises(ValueError) as error:
        nav.bar_minimization = name
    assert str(error.value) == (f"{name!r} is not a bar minimization: use none, adjusts_safe_area or keeps_safe_area")
    assert nav.bar_minimization == "none"


def test_bar_minimization_by_name_and_member():
    _, nav, _ = _navigation_window(os_version="27.0")
    nav.bar_minimization = "keeps_safe_area"
    assert nav.bar_minimization == "keeps_safe_area"
    nav.bar_minimization = safearea.BarMinimization.NONE
    assert nav.bar_minimization == "none"


def test_bar_minimization_and_bottom_accessory_belong_to_their_containers():
    plain = safearea.ViewController()
    nav = safearea.NavigationController(safearea.ViewController())
    assert not hasattr(plain, "bar_minimization")
    assert not hasattr(plain, "bottom_accessory")
    assert not hasattr(nav, "bottom_accessory")
    assert hasattr(safearea.TabBarController(), "bottom_accessory")
    # What the library says when the property reaches the wrong controller.
    w = safearea.Window("iPhone 16", os_version="26.1")
    w.root = nav
    with pytest.raises(safearea.InvalidArgumentError) as error:
        w._tree.set(nav._node, Property.BOTTOM_ACCESSORY, (1.0,))
    # The field named as C names the property (safearea_property_string: "bottom_accessory").
    assert re.fullmatch(
        r"bottom_accessory: view controller #\d+ is not a tab bar controller "
        r"\(the accessory is a band above a tab bar controller's tab bar\)",
        str(error.value),
    )
    child = nav.top_view_controller
    with pytest.raises(safearea.InvalidArgumentError) as error:
        w._tree.set(child._node, Property.BAR_MINIMIZATION, (2.0,))
    assert str(error.value) == "bar minimization: this view controller is not a navigation or tab bar controller"


def test_a_search_controller_outside_a_navigation_controller_is_refused_when_read():
    content = safearea.ViewController()
    content.search_controller = True
    w = safearea.Window("iPhone 16", os_version="26.1")
    w.root = content
    with pytest.raises(safearea.InvalidArgumentError) as error:
        content.view.safe_area_insets  # noqa: B018
    assert (
        "search controller: view controller #0 has navigationItem.searchController but is not in a navigation "
        "controller" in str(error.value)
    )


# -- strict windows --------------------------------------------------------------------------------


def _insets(device, os_version, orientation="portrait"):
    return tuple(safearea.device(device).safe_area(orientation, os_version=os_version))


def test_strict_reads_back_and_refuses_derived_27_bars():
    # data/containers.json: every 27 row is derived (carried from the 26.1 measurements). The iPhone 17
    # Pro's own 27.0 insets are measured (docs/catalog.md: the one iOS 27 reading), so what strict
    # refuses here is the bar, not the window.
    top, left, bottom, right = _insets("iPhone 17 Pro", "27.0")
    w, _, content = _navigation_window("iPhone 17 Pro", os_version="27.0")
    assert w.strict is False
    assert tuple(content.view.safe_area_insets) == (top + 54, left, bottom, right)  # the 26.1 rule carried over
    w.strict = True
    assert w.strict is True
    with pytest.raises(safearea.OSVersionError) as error:
        content.view.safe_area_insets  # noqa: B018
    assert "navigation bar (54 pt on iOS 27.0) is derived, not measured or documented" in str(error.value)
    w.strict = False
    assert w.strict is False
    assert tuple(content.view.safe_area_insets) == (top + 54, left, bottom, right)


def test_a_strict_window_takes_measured_26_bars():
    # ouk_probe_iphone16: rootSafeArea [113,0,34,0] under a 54-pt bar at y 59. On 26.5, the version the
    # iPhone 16's insets were measured on (MODEL.md §8); the 26 rows are measured on the line (§17).
    w, _, content = _navigation_window(os_version="26.5", strict=True)
    assert w.strict is True
    assert tuple(content.view.safe_area_insets) == (113, 0, 34, 0)
    # On 26.1 the window's insets are carried from 26.5: strict refuses them first.
    w, _, content = _navigation_window(os_version="26.1", strict=True)
    with pytest.raises(safearea.OSVersionError, match="carried from iOS 26.5"):
        content.view.safe_area_insets


# -- transitions -----------------------------------------------------------------------------------


def _ipad_tabs():
    # ouk_tab_bar_controller: the iPad (A16)'s floating tab bar at [0,32,820,44]; a plain child's content
    # from 96 = 32 + 44 + 20, its bottom the window's 25.
    content = safearea.ViewController()
    tabs = safearea.TabBarController([content])
    w = safearea.Window("iPad (A16)", os_version="26.1")
    w.root = tabs
    assert tuple(content.view.safe_area_insets) == (96, 0, 25, 0)
    return w, content


def test_a_strict_transition_into_derived_bars_is_refused_before_anything_changes():
    # iPadOS 18's floating tab bar is derived from a decompile (MODEL.md §17): strict refuses it.
    w, content = _ipad_tabs()
    w.strict = True
    with pytest.raises(safearea.OSVersionError) as error:
        w.transition(os_version="18.3", orientation="landscape_left")
    assert "tab bar (50 pt on iPadOS 18.3) is derived" in str(error.value)
    assert "decompiled iOS 18.2 UIKitCore" in str(error.value)
    assert w.os_version == "26.1"
    assert w.orientation == "portrait"
    w.strict = False  # the iPad (A16)'s 26.1 window is itself carried from 26.5
    assert tuple(content.view.safe_area_insets) == (96, 0, 25, 0)


# -- iPadOS 18's floating tab bar ------------------------------------------------------------------
# uikitcore_18_2_decompile: EthanArbuckle/iPhone17-1_18.2_22C152_Restore at
# f2374d1a3ed838584b9966f98b2531c70202701b, System/Library/PrivateFrameworks/UIKitCore.framework/:
# _UITabContainerView.m -edgeInsetsForChildViewController: gives a child that does not overlay the
# tab bar top = _floatingTabBarFittingHeight (50) and bottom 0; -_floatingTabBarTopOffset 4;
# -canShowFloatingUI: regular horizontal size class only; _UITabBarControllerVisualStyle_Pad.m hosts
# the tab bar in a navigation controller's navigation bar (the child reads that bar alone, 50 on iPads
# from iOS 12, MODEL.md §2.5).


def test_ipados_18_plain_child_reads_the_top_inset_plus_50():
    # The iPad Pro 11-inch (M4)'s 18.x window is measured (flutter_device_preview_18: 24/0/25/0), so what
    # strict refuses is the bar.
    for orientation in ("portrait", "landscape_left"):
        top, left, bottom, right = _insets("iPad Pro 11-inch (M4)", "18.0", orientation)
        content = safearea.ViewController()
        w = safearea.Window("iPad Pro 11-inch (M4)", orientation=orientation, os_version="18.0")
        w.root = safearea.TabBarController([content])
        assert tuple(content.view.safe_area_insets) == (top + 50, left, bottom, right)
        text = content.view.explain("top").text
        assert "tab bar 50 (on the top edge, 4 below the top inset, its height unmeasured)" in text
        assert "derived: read from a decompiled iOS 18.2 UIKitCore" in text
        w.strict = True
        with pytest.raises(safearea.OSVersionError, match=r"tab bar \(50 pt on iPadOS 18.0\) is derived"):
            content.view.safe_area_insets  # noqa: B018


def test_ipados_18_navigation_child_reads_its_navigation_bar_alone():
    top, left, bottom, right = _insets("iPad (A16)", "18.3")
    content = safearea.ViewController()
    nav = safearea.NavigationController(content)
    w = safearea.Window("iPad (A16)", os_version="18.3")
    w.root = safearea.TabBarController([nav])
    assert tuple(content.view.safe_area_insets) == (top + 50, left, bottom, right)
    # The same as a navigation controller alone (no tab bar controller).
    alone = safearea.ViewController()
    w2 = safearea.Window("iPad (A16)", os_version="18.3")
    w2.root = safearea.NavigationController(alone)
    assert tuple(alone.view.safe_area_insets) == tuple(content.view.safe_area_insets)


def test_rotation_into_ipados_18_is_answered():
    w, content = _ipad_tabs()
    top, left, bottom, right = _insets("iPad (A16)", "18.3", "landscape_left")
    w.transition(os_version="18.3", orientation="landscape_left")
    assert tuple(content.view.safe_area_insets) == (top + 50, left, bottom, right)


def test_rotation_under_a_measured_top_tab_bar_is_fine():
    w, content = _ipad_tabs()
    top, left, bottom, right = safearea.device("iPad (A16)").safe_area("landscape_left", os_version="26.1")
    w.transition(orientation="landscape_left")
    assert w.orientation == "landscape_left"
    # The rule of the row (MODEL.md §17): tab bar 44 at the top inset, a plain child 20 below it.
    assert tuple(content.view.safe_area_insets) == (top + 44 + 20, left, bottom, right)


def test_a_strict_transition_into_derived_bars_is_refused():
    # 26.5: the version the iPhone 17 Pro's 26 insets were measured on (MODEL.md §8).
    top, left, bottom, right = _insets("iPhone 17 Pro", "26.5")
    w, _, content = _navigation_window("iPhone 17 Pro", os_version="26.5", strict=True)
    assert tuple(content.view.safe_area_insets) == (top + 54, left, bottom, right)
    with pytest.raises(safearea.OSVersionError) as error:
        w.transition(os_version="27.0")
    assert "navigation bar (54 pt on iOS 27.0) is derived, not measured or documented" in str(error.value)
    assert w.os_version == "26.5"
    assert tuple(content.view.safe_area_insets) == (top + 54, left, bottom, right)


# -- explanations ----------------------------------------------------------------------------------


def test_the_explanation_names_the_bar_and_its_source():
    _, _, content = _navigation_window()
    text = content.view.explain("top").text
    assert "navigation bar 54" in text
    assert "openuikit" in text
    # The row's own source text, as data/containers.json registers it.
    assert "measured: " + SOURCES["ouk_navigation_controller"]["citation"] in text
    steps = content.view.explain("top").steps["top"]
    assert steps[-1]["value"] == 113


def test_a_transition_checks_a_bar_state_not_yet_laid_out():
    # A search controller set just before a transition into iOS 18 in landscape, where the search band
    # is unmeasured (MODEL.md §17: the one reading is in portrait), is refused like one that was read first.
    content = safearea.ViewController()
    w = safearea.Window("iPhone 16", os_version="26.1")
    w.root = safearea.NavigationController(content)
    assert tuple(content.view.safe_area_insets) == (113, 0, 34, 0)
    content.search_controller = True
    with pytest.raises(safearea.UnsupportedError, match="search controller's band at compact height"):
        w.transition(os_version="18.0", orientation="landscape_left")
    assert w.os_version == "26.1"


# -- the search band before iOS 26 (MODEL.md §17, §16 item 37) --------------------------------------


def _search_window(device, os_version, large=False, tabs=False, hidden=False, strict=False):
    content = safearea.ViewController()
    content.search_controller = True
    nav = safearea.NavigationController(content)
    nav.prefers_large_titles = large
    nav.navigation_bar_hidden = hidden
    w = safearea.Window(device, os_version=os_version, strict=strict)
    w.root = safearea.TabBarController([nav]) if tabs else nav
    return w, content


def test_the_search_band_on_the_iphone_13_at_15_5_is_the_reading():
    # software-mansion/react-native-screens issue #1951 (iPhone 13 simulator, iOS 15.5, inline title):
    # "44 for the upper part, 52 for the search bar" below the 47-pt status bar: 47 + 44 + 52 = 143.
    w, content = _search_window("iPhone 13", "15.5")
    assert tuple(content.view.safe_area_insets) == (143, 0, 34, 0)
    text = content.view.explain("top").text
    assert "search field 52" in text
    assert "measured: " + SOURCES["rns_search_band"]["citation"] in text
    # The window's own 47 was dumped on 16.2 and is carried to 15.5 (MODEL.md §8): strict refuses the answer.
    _, strict = _search_window("iPhone 13", "15.5", strict=True)
    with pytest.raises(safearea.OSVersionError, match="carried from iOS 16.2"):
        strict.view.safe_area_insets


def test_the_search_band_under_a_large_title_is_carried():
    # Under a large title the band stays below the large title's 52 (wix/react-native-navigation issue #7514:
    # a 148-pt navigation bar = 44 + 52 + 52): 47 + 148 = 195, derived even on the reading's phone.
    _, content = _search_window("iPhone 13", "15.5", large=True)
    assert tuple(content.view.safe_area_insets) == (195, 0, 34, 0)
    assert "derived: read under an inline title only" in content.view.explain("top").text


@pytest.mark.parametrize(
    "device, os_version, large, tabs, expected",
    [
        # The rule on the other iPhones and lines, carried (derived): top inset + 44 (+ 52) + 52.
        ("iPhone 16", "18.0", False, False, (59 + 44 + 52, 0, 34, 0)),
        ("iPhone 16", "18.0", True, True, (59 + 44 + 52 + 52, 0, 83, 0)),
        ("iPhone SE (3rd generation)", "17.0", False, False, (20 + 44 + 52, 0, 0, 0)),
        # iPadOS 15 stacks the band (Apple: .stacked is the layout before iOS 16): 24 + 50 + 52.
        ("iPad Pro (12.9-inch) (5th generation)", "15.0", False, False, (24 + 50 + 52, 0, 20, 0)),
        # iPadOS 16-18 put the field inline in the 50-pt bar by default (Apple forums thread 725719): no band.
        ("iPad (A16)", "18.3", False, False, (24 + 50, 0, 25, 0)),
    ],
)
def test_the_search_band_rule_before_26(device, os_version, large, tabs, expected):
    _, content = _search_window(device, os_version, large=large, tabs=tabs)
    assert tuple(content.view.safe_area_insets) == expected
    _, strict = _search_window(device, os_version, large=large, tabs=tabs, strict=True)
    with pytest.raises(safearea.OSVersionError):
        strict.view.safe_area_insets


def test_a_hidden_navigation_bar_shows_no_search_band():
    # Apple, UINavigationItem.searchController: the search bar is integrated into the navigation bar.
    _, content = _search_window("iPhone 13", "15.5", hidden=True)
    assert tuple(content.view.safe_area_insets) == (47, 0, 34, 0)


def test_the_search_band_is_refused_where_no_source_reads_it():
    w, content = _search_window("iPhone 8", "14.0")
    with pytest.raises(safearea.UnsupportedError, match="on iOS 11-14"):
        content.view.safe_area_insets


def test_a_compact_width_ipad_window_refuses_the_top_tab_bar():
    # Apple, "Elevating your iPad app with a tab bar and sidebar": the floating tab bar at the top; an Apple
    # engineer in the developer forums (thread 763429): a compact horizontal size class brings the bottom
    # tab bar back, which no source measured on an iPad. A window as wide as the screen is regular
    # (Apple's HIG size classes: every iPad full screen), and keeps the tab bar at the top (ouk_tab_bar_controller:
    # a plain child from 96 = 32 + 44 + 20, its bottom the window's 25).
    content = safearea.ViewController()
    w = safearea.Window("iPad (A16)", os_version="26.1", placement="full")
    w.root = safearea.TabBarController([content])
    assert w.window_info.horizontal_size_class == "regular"
    assert tuple(content.view.safe_area_insets) == (96, 0, 25, 0)
    content = safearea.ViewController()
    w = safearea.Window("iPad (A16)", os_version="26.1", placement="half_leading")
    w.root = safearea.TabBarController([content])
    assert w.window_info.horizontal_size_class == "compact"
    with pytest.raises(
        safearea.UnsupportedError, match="at compact width an iPad's tab bar controller shows the bottom tab bar"
    ):
        content.view.safe_area_insets


def test_a_row_naming_a_device_names_one_in_the_catalog_of_that_idiom():
    devices = {
        d["name"]: d for d in json.loads((ROOT / "data" / "devices.json").read_text(encoding="utf-8"))["devices"]
    }
    for i, row in enumerate(CONTAINERS["rows"]):
        if "device" in row:
            assert row["device"] in devices, f"rows[{i}]: {row['device']!r} is not in data/devices.json"
            assert devices[row["device"]]["family"] == row["idiom"], f"rows[{i}]: not a {row['idiom']}"
