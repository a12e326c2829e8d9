"""Window transitions as data (MODEL.md §12) through Python, legacy layout guides, transforms,
autoresizing and deep chains. Expected numbers are derived from MODEL.md §2 and the catalog's
device insets (each test names its rule), never read back from the engine."""

import random

import pytest
import safearea
from safearea import swiftui

W_H = ("flexible_width", "flexible_height")


def insets(device, orientation="portrait", os_version=None, status_bar_hidden=False):
    return tuple(
        safearea.device(device).safe_area(orientation, os_version=os_version, status_bar_hidden=status_bar_hidden)
    )


# -- legacy layout guides ----------------------------------------------------------------------

# MODEL.md §2.5 bar heights: iPhone navigation bar 44, tab bar 49, toolbar 44 (regular height); iPad 50.
GUIDE_DEVICES = [
    ("iPhone 8", None, 44, 49, 44),
    ("iPhone X", None, 44, 49, 44),
    ("iPad (9th generation)", "16", 50, 50, 50),
    ("iPad Pro 11-inch (4th generation)", "17", 50, 50, 50),
]


@pytest.mark.parametrize("device, os_version, nav_bar, tab_bar, toolbar", GUIDE_DEVICES)
def test_legacy_layout_guides_for_every_container(device, os_version, nav_bar, tab_bar, toolbar):
    top, _, bottom, _ = insets(device, os_version=os_version)
    window = safearea.Window(device, os_version=os_version)
    plain = safearea.ViewController()
    assert plain.top_layout_guide_length == 0  # not in a window
    window.root = plain
    assert (plain.top_layout_guide_length, plain.bottom_layout_guide_length) == (top, bottom)
    content = safearea.ViewController(additional_safe_area=(10, 0, 10, 0))  # its own additional insets do not count
    nav = safearea.NavigationController(content)
    window.root = nav
    assert content.top_layout_guide_length == top + nav_bar
    assert content.bottom_layout_guide_length == bottom
    nav.toolbar_hidden = False
    assert content.bottom_layout_guide_length == bottom + toolbar
    nav.prefers_large_titles = True  # +52 (MODEL.md §2.5)
    assert content.top_layout_guide_length == top + nav_bar + 52
    first, second = safearea.ViewController(), safearea.ViewController()
    window.root = safearea.TabBarController([first, second])
    assert first.bottom_layout_guide_length == bottom + tab_bar
    assert first.top_layout_guide_length == top
    assert second.bottom_layout_guide_length == 0  # not on screen


def test_legacy_guides_under_bars():
    # MODEL.md §2.8: 64 and 88 on top, 49 and 83 at the bottom.
    for device, top, bottom in (("iPhone 8", 64, 49), ("iPhone X", 88, 83)):
        window = safearea.Window(device)
        a, b = safearea.ViewController(), safearea.ViewController()
        window.root = safearea.NavigationController(a)
        assert a.top_layout_guide_length == top
        window.root = safearea.TabBarController([b])
        assert b.bottom_layout_guide_length == bottom
    with pytest.raises(AttributeError):
        a.top_layout_guide_length = 3  # type: ignore[misc]


# -- transforms ---------------------------------------------------------------------------------


def test_transforms_are_reported_not_predicted():
    window = safearea.Window("iPhone 14")
    window.root = safearea.ViewController()
    root = window.root.view
    a = root.add_subview(frame=(0, 10, 390, 100))
    b = a.add_subview(frame=(0, 10, 390, 100))
    sibling = root.add_subview(frame=(0, 10, 390, 100))
    assert a.transform == (1, 0, 0, 1, 0, 0)
    a.transform = (2, 0, 0, 2, 0, 0)
    with pytest.raises(safearea.UnsupportedError, match="scale 2 x 2"):
        a.safe_area_insets
    with pytest.raises(safearea.UnsupportedError, match="ancestor"):
        b.layout_margins
    with pytest.raises(safearea.UnsupportedError):
        b.keyboard_layout_frame
    assert sibling.safe_area_insets.top == 37  # E3: the rest of the tree works
    with pytest.raises(safearea.InvalidArgumentError, match="singular"):
        a.transform = (1, 2, 2, 4, 0, 0)
    with pytest.raises(safearea.InvalidArgumentError):
        a.transform = (1, 0, 0, float("nan"), 0, 0)
    assert a.transform == (2, 0, 0, 2, 0, 0)  # unchanged by the refusals
    # A transition skips the transformed subtree (unsupported) and reports the rest.
    moved = window.transition(orientation="landscape_left")
    assert not moved.of(a) and not moved.of(b) and moved.of(sibling)
    a.transform = (1, 0, 0, 1, 0, 0)
    assert a.safe_area_insets.left == 47 and b.safe_area_insets.left == 47  # P14 landscape (0,47,21,47)
    assert safearea.Status.E_UNSUPPORTED < 0


# -- autoresizing -------------------------------------------------------------------------------


def test_autoresizing_masks():
    window = safearea.Window("iPhone 14", os_version="17.0")
    vc = safearea.ViewController()
    window.root = vc
    assert (
        vc.view.autoresizing_mask
        == safearea.AutoresizingMask.FLEXIBLE_WIDTH | safearea.AutoresizingMask.FLEXIBLE_HEIGHT
    )
    fill = vc.view.add_subview(frame=(10, 20, 370, 804))
    fill.autoresizing_mask = W_H
    pinned = vc.view.add_subview(frame=(0, 800, 100, 44))
    pinned.autoresizing_mask = ("flexible_top_margin", "flexible_left_margin")
    middle = vc.view.add_subview(frame=(95, 0, 200, 10))
    middle.autoresizing_mask = ["flexible_left_margin", "flexible_right_margin"]
    window.transition(orientation="landscape_left")
    # Width 390 -> 844 (+454), height 844 -> 390 (-454), UIKit's autoresizing rules.
    assert fill.frame == (10, 20, 824, 350)
    assert pinned.frame == (454, 346, 100, 44)  # the fixed right margin (290) and bottom margin (0) stay
    assert middle.frame == (95 + 454 * 95 / 190, 0, 200, 10)  # shared in proportion to the margins 95 and 95
    with pytest.raises(ValueError, match="not an autoresizing flag"):
        fill.autoresizing_mask = "stretchy"


# -- transitions ---------------------------------------------------------------------------------


def order_ok(transition):
    """A superview's changes come before its subviews'; a view's changes are together."""
    seen = []
    for change in transition.changes:
        if not seen or seen[-1] is not change.node:
            assert change.node not in seen, "a view's changes are split"
            seen.append(change.node)
    position = {id(node): k for k, node in enumerate(seen)}
    for node in seen:
        walker = node.superview
        while walker is not None:
            if id(walker) in position:
                assert position[id(walker)] < position[id(node)]
            walker = walker.superview
    return True


def test_rotation_step_by_step():
    # iPhone 14 on iOS 17: portrait (47,0,34,0), landscape (0,47,21,47) (MODEL.md §7 P14).
    assert insets("iPhone 14", os_version="17.0") == (47, 0, 34, 0)
    assert insets("iPhone 14", "landscape_left", os_version="17.0") == (0, 47, 21, 47)
    window = safearea.Window("iPhone 14", os_version="17.0")
    content = safearea.ViewController()
    tabs = safearea.TabBarController([safearea.NavigationController(content)])
    window.root = tabs
    scroll = content.view.add_scroll_view(frame=(0, 0, 390, 844), content_size=(390, 2000))
    scroll.autoresizing_mask = W_H
    row = scroll.add_subview(frame=(0, 0, 390, 44))
    row.preserves_superview_layout_margins = True
    before = window.transition(orientation="landscape_right")
    assert order_ok(before)
    changes = {(c.node, c.property): c for c in before.changes}
    # Content root: navigation bar 44 -> 32 (compact height), tab bar 49 (MODEL.md §2.5).
    c = changes[(content.view, "safe_area_insets")]
    assert c.before == (47 + 44, 0, 34 + 49, 0) and c.after == (32, 47, 21 + 49, 47)
    # The content scroll view applies top and bottom (automatic, in a navigation controller, MODEL.md §2.6).
    c = changes[(scroll, "adjusted_content_inset")]
    assert c.before == (91, 0, 83, 0) and c.after == (32, 0, 70, 0)
    assert changes[(scroll, "frame")].after == (0, 0, 844, 390)
    # The row sees the sides (not applied: 390 of content is not wider than 844) and preserves the
    # scroll view's margins (MODEL.md §2.7): the scroll view's 8 + 47 on each side.
    assert changes[(row, "safe_area_insets")].after == (0, 47, 0, 0)
    assert changes[(row, "layout_margins")].after == (8, 55, 8, 8)
    assert before.before["orientation"] == "portrait" and before.after["orientation"] == "landscape_right"
    assert "portrait" in repr(before)


def test_frozen_child_across_rotation():
    # MODEL.md §7 E6 then a rotation: Matrix Projects' container and child, both with flexible width and height.
    window = safearea.Window("iPhone 14", os_version="17.0")
    root = safearea.ViewController()
    window.root = root
    box = root.view.add_subview(frame=(0, 0, 390, 844))
    box.autoresizing_mask = W_H
    child = root.add_child(safearea.ViewController(), container_view=box)
    assert child.view.safe_area_insets == (47, 0, 34, 0)  # laid out while aligned (E6)
    box.frame = (0, 50, 390, 844)
    assert child.view.safe_area_insets == (47, 0, 34, 0)  # E6: frozen
    turned = window.transition(orientation="landscape_left")
    # The child's frame in the root view is (0, 50, 844, 390): horizontally inside (updated to 47 / 47),
    # its bottom 440 below the bounds 390: vertically frozen (MODEL.md §2.4).
    (c,) = [c for c in turned.of(child.view) if c.property == "safe_area_insets"]
    assert c.after == (47, 47, 34, 47)
    back = window.transition(orientation="portrait")
    (c,) = [c for c in back.of(child.view) if c.property == "safe_area_insets"]
    assert c.after == (47, 0, 34, 0)


@pytest.mark.parametrize(
    "device", ["iPhone 8", "iPhone X", "iPhone 15 Pro", "iPad (9th generation)", "iPad Air 11-inch (M2)"]
)
def test_status_bar_toggle(device):
    window = safearea.Window(device)
    window.root = safearea.ViewController()
    shown, hidden = insets(device), insets(device, status_bar_hidden=True)
    t = window.transition(status_bar_hidden=True)
    if shown == hidden:  # notch and Dynamic Island phones keep the housing's inset (MODEL.md §1)
        assert t.changes == []
    else:
        (c,) = [c for c in t.of(window.root.view) if c.property == "safe_area_insets"]
        assert (c.before, c.after) == (shown, hidden)
    assert window.status_bar_hidden
    window.transition(status_bar_hidden=False)
    assert tuple(window.root.view.safe_area_insets) == shown


def test_keyboard_show_and_hide_uses_the_catalog():
    height = safearea.device("iPhone 16 Pro").keyboard_height("portrait")
    window = safearea.Window("iPhone 16 Pro")
    window.root = safearea.ViewController()
    field = window.root.view.add_subview(frame=(0, 0, 402, 874))
    up = window.transition(keyboard=True)
    assert {c.property for c in up.changes} == {"keyboard_layout_guide"}  # UIKit's safe area ignores it
    (c,) = up.of(field)
    assert c.before == (0, 874 - 34, 402, 34) and c.after == (0, 874 - height, 402, height)
    assert window.keyboard_height == height
    down = window.transition(keyboard=False)
    assert down.of(field)[0].after == (0, 840, 402, 34)
    assert window.transition(keyboard=120).of(field)[0].after == (0, 874 - 120, 402, 120)


def test_os_version_transition():
    # iPhone landscape bottom 21 up to iOS 18, 20 on iOS 26 (MODEL.md §1).
    window = safearea.Window("iPhone 14", "landscape_left", os_version="17.0")
    window.root = safearea.ViewController()
    t = window.transition(os_version="26.0")
    (c,) = [c for c in t.of(window.root.view) if c.property == "safe_area_insets"]
    assert c.before[2] == 21 and c.after[2] == 20
    assert window.os_version == "26.0"
    assert window.transition(os_version="newest").changes == [] and window.os_version is None


def test_transition_bad_input_leaves_the_window_unchanged():
    window = safearea.Window("iPhone X")
    window.root = safearea.ViewController()
    view = window.root.view.add_subview(frame=(0, 0, 375, 100))
    with pytest.raises(safearea.UnsupportedOrientationError):
        window.transition(orientation="portrait_upside_down", keyboard=100)
    with pytest.raises(safearea.InvalidArgumentError):
        window.transition(keyboard=-3)
    with pytest.raises(safearea.InvalidArgumentError):
        window.transition(orientation="landscape_left", keyboard=float("nan"))
    with pytest.raises(safearea.OSVersionError):
        window.transition(os_version="9.0")
    with pytest.raises(ValueError):
        window.transition(orientation="sideways")
    with pytest.raises(TypeError):
        window.transition("landscape_left")  # type: ignore[misc]
    assert window.orientation == "portrait" and window.keyboard_height == 0 and window.os_version is None
    assert view.safe_area_insets == (44, 0, 0, 0)


def snapshot(window, views):
    out = {}
    for v in views:
        out[id(v), "safe"] = tuple(v.safe_area_insets)
        out[id(v), "margins"] = tuple(v.layout_margins)
        out[id(v), "frame"] = tuple(v.frame)
        out[id(v), "keyboard"] = tuple(v.keyboard_layout_frame)
        if isinstance(v, safearea.ScrollView):
            out[id(v), "adjusted"] = tuple(v.adjusted_content_inset)
    return out


def random_window(rng, device):
    window = safearea.Window(device, os_version=None)
    kind = rng.choice(["plain", "nav", "tab"])
    content = safearea.ViewController()
    makers = {
        "plain": lambda: content,
        "nav": lambda: safearea.NavigationController(content),
        "tab": lambda: safearea.TabBarController([content]),
    }
    window.root = makers[kind]()
    views = [content.view]
    width, height = content.view.frame[2], content.view.frame[3]
    for _ in range(rng.randint(5, 30)):
        parent = rng.choice(views)
        x, y = rng.choice([0, 4, 10]), rng.choice([0, 4, 10])
        frame = (
            x,
            y,
            max(1, parent.frame[2] - x - rng.choice([0, 8])),
            max(1, parent.frame[3] - y - rng.choice([0, 8])),
        )
        if rng.random() < 0.2:
            v = parent.add_scroll_view(frame=frame, content_size=(frame[2], frame[3] * 3))
        else:
            v = parent.add_subview(frame=frame)
        v.autoresizing_mask = W_H  # sizes stay positive: margins are fixed, the rotation changes the size
        v.preserves_superview_layout_margins = rng.random() < 0.3
        views.append(v)
    # A child controller inside the root view (always inside its ancestor's bounds: it always updates).
    child = content.add_child(safearea.ViewController(), container_view=content.view, frame=(0, 0, width, height))
    views.append(child.view)
    return window, views


@pytest.mark.parametrize("seed", range(12))
def test_a_transition_and_its_inverse_return_every_value(seed):
    rng = random.Random(seed)
    device = rng.choice(["iPhone 8", "iPhone X", "iPhone 15 Pro", "iPad (10th generation)"])
    window, views = random_window(rng, device)
    window.layout()
    start = snapshot(window, views)
    other = "landscape_left" if rng.random() < 0.5 else "landscape_right"
    forward, backward = rng.choice(
        [
            ({"orientation": other}, {"orientation": "portrait"}),
            ({"status_bar_hidden": True}, {"status_bar_hidden": False}),
            ({"keyboard": 300}, {"keyboard": False}),
            ({"orientation": other, "keyboard": 200}, {"orientation": "portrait", "keyboard": False}),
        ]
    )
    there = window.transition(**forward)
    assert order_ok(there)
    # The change list describes exactly what a read now returns.
    for change in there.changes:
        value = {
            "safe_area_insets": change.node.safe_area_insets,
            "layout_margins": change.node.layout_margins,
            "frame": change.node.frame,
            "keyboard_layout_guide": change.node.keyboard_layout_frame,
            "adjusted_content_inset": getattr(change.node, "adjusted_content_inset", None),
        }[change.property]
        assert tuple(value) == tuple(change.after)
    middle = snapshot(window, views)
    listed = {
        (
            id(c.node),
            {
                "safe_area_insets": "safe",
                "layout_margins": "margins",
                "frame": "frame",
                "keyboard_layout_guide": "keyboard",
                "adjusted_content_inset": "adjusted",
            }[c.property],
        )
        for c in there.changes
    }
    for key, value in middle.items():
        assert (key in listed) == (value != start[key]), key  # every change listed, nothing else
    window.transition(**backward)
    assert snapshot(window, views) == start


def test_an_offset_child_stays_frozen_vertically_through_any_transition():
    # MODEL.md §2.4: a child controller whose view sticks out of its ancestor vertically (container at +50,
    # full height) never updates top and bottom, whatever the window does.
    window = safearea.Window("iPhone 15 Pro")
    root = safearea.ViewController()
    window.root = root
    box = root.view.add_subview(frame=(0, 0, 393, 852))
    box.autoresizing_mask = W_H
    child = root.add_child(safearea.ViewController(), container_view=box)
    window.layout()  # aligned once (MODEL.md §2.4), then moved
    box.frame = (0, 50, 393, 852)
    top, _, bottom, _ = child.view.safe_area_insets
    for change in (
        {"orientation": "landscape_left"},
        {"status_bar_hidden": True},
        {"orientation": "portrait"},
        {"keyboard": 300},
        {"orientation": "landscape_right"},
        {"status_bar_hidden": False},
    ):
        window.transition(**change)
        now = child.view.safe_area_insets
        assert (now.top, now.bottom) == (top, bottom), change


def test_views_made_in_bulk_are_named_by_node_id():
    import array

    window = safearea.Window("iPhone X")
    window.root = safearea.ViewController()
    batch = window.add_views(window.root.view, array.array("q", [-1]), array.array("d", [0, 0, 375, 100]))
    t = window.transition(orientation="landscape_left")
    assert any(c.node == batch.nodes[0] for c in t.changes)


def test_change_values_are_insets_or_rectangles_outside_the_cycle_collector():
    import gc

    window = safearea.Window("iPhone 14", os_version="17.0")
    window.root = safearea.ViewController()
    view = window.root.view.add_subview(frame=(0, 0, 390, 100))
    view.autoresizing_mask = W_H
    t = window.transition(orientation="landscape_left")
    assert {c.property for c in t.changes} >= {"frame", "safe_area_insets", "layout_margins", "keyboard_layout_guide"}
    for c in t.changes:
        if c.property in ("safe_area_insets", "layout_margins", "adjusted_content_inset"):
            assert type(c.before) is safearea.Insets and type(c.after) is safearea.Insets
        else:
            assert type(c.before) is tuple and type(c.after) is tuple
            assert len(c.before) == 4 and all(type(v) is float for v in c.before + c.after)
        # Four floats cannot make a cycle: the values stay out of the collector's lists, so a list
        # of 10^5 changes is not traversed by every collection (Change itself holds a View).
        assert not gc.is_tracked(c.before) and not gc.is_tracked(c.after)
    # The view's frame went from 390 wide to 844 (a flexible width takes all of the window's change).
    frame = next(c for c in t.changes if c.node is view and c.property == "frame")
    assert frame.before == (0, 0, 390, 100) and frame.after[2] == 844
    assert not gc.is_tracked(view.safe_area_insets) and not gc.is_tracked(safearea.Insets(1, 2, 3, 4))


# -- deep chains ----------------------------------------------------------------------------------


def test_deep_chain_one_view_at_a_time():
    window = safearea.Window("iPhone X")
    window.root = safearea.ViewController()
    parent = window.root.view
    for _ in range(20000):
        parent = parent.add_subview(frame=(0, 0, 375, 812))
    assert parent.safe_area_insets == (44, 0, 34, 0)  # MODEL.md §2.3: covers the root view exactly (E1)
    with pytest.raises(safearea.InvalidArgumentError, match="cycle"):
        parent.add_subview(window.root.view.subviews[0])


# -- SwiftUI (MODEL.md §3) -------------------------------------------------------------------------------


def test_swiftui_scene_transition_rotation_and_keyboard():
    # iPhone 15 Pro: portrait (59,0,34,0); landscape (0,59,21,59) on iOS 17 (MODEL.md §7 P15P, §1).
    scene = swiftui.Scene("iPhone 15 Pro", os_version="17.0").add(
        swiftui.View("content"), swiftui.View("list").ignores_safe_area(regions="keyboard")
    )
    land = insets("iPhone 15 Pro", "landscape_left", os_version="17.0")
    t = scene.transition(orientation="landscape_left")
    assert scene.orientation == "landscape_left"
    frames = {c.node: c for c in t.changes if c.property == "frame"}
    assert frames["content"].before == (0, 59, 393, 759)
    assert frames["content"].after == (land[1], land[0], 852 - land[1] - land[3], 393 - land[0] - land[2])
    proxy = {c.node: c for c in t.changes if c.property == "proxy_safe_area_insets"}
    assert proxy["content"].before == (59, 0, 34, 0) and proxy["content"].after == land
    assert [c.node for c in t.changes][0] == "content"
    # The keyboard: the content ends above it; the view ignoring .keyboard does not move.
    k = scene.transition(orientation="portrait", keyboard=336)
    assert k.after["content"].frame == (0, 59, 393, 852 - 59 - 336)
    assert k.after["list"].frame == t.before["list"].frame == (0, 59, 393, 759)
    assert k.after["content"].proxy_safe_area_insets.bottom == 336
    assert k.after["list"].proxy_safe_area_insets.bottom == 34  # its content ends 34 pt from the bottom
    again = k.after.transition(keyboard=False)
    assert again.after["content"].frame == (0, 59, 393, 759)
    with pytest.raises(safearea.UnsupportedOrientationError):
        scene.transition(orientation="portrait_upside_down")
    assert scene.orientation == "portrait" and scene.keyboard is False
    with pytest.raises(ValueError):
        swiftui.layout(scene.to_dict()).transition(keyboard=1)
