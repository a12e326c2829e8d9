"""UIKit hierarchies through Python: the shared scenarios (MODEL.md §7 E1-E13 and rule
cases), the object API, bulk construction, bad input and property-based invariants."""

import array
import math
import re

import pytest
import safearea
from conftest import load_fixture
from hypothesis import given, settings
from hypothesis import strategies as st

SCENARIOS = load_fixture("tree_scenarios.json")["scenarios"]
KINDS = {
    None: safearea.ViewController,
    "navigation": safearea.NavigationController,
    "tab_bar": safearea.TabBarController,
}


class ScenarioRun:
    """One scenario being played: its window and the controllers and views its steps named."""

    def __init__(self, scenario):
        self.window = safearea.Window(
            safearea.device(scenario["device"]),
            orientation=scenario.get("orientation", "portrait"),
            os_version=scenario.get("os"),
            child_insets=scenario.get("policy", "freeze"),
            right_to_left=scenario.get("rtl", False),
            strict=scenario.get("strict", False),
        )
        self.controllers, self.views = {}, {}

    def view(self, name):
        if name.endswith(".view"):
            return self.controllers[name[:-5]].view
        return self.views[name]


def _set_present(target, step, keys):
    """Each attribute of `keys` the step gives."""
    for key in keys:
        if key in step:
            setattr(target, key, step[key])


def step_controller(run, step, at):
    kind = step.get("kind")
    children = [run.controllers[n] for n in step.get("children", [])]
    if kind == "navigation":
        c = safearea.NavigationController(
            translucent=step.get("translucent", True),
            prefers_large_titles=step.get("prefers_large_titles", False),
            toolbar_hidden=step.get("toolbar_hidden", True),
        )
        c.view_controllers = children
    elif kind == "tab_bar":
        c = safearea.TabBarController(children, translucent=step.get("translucent", True))
    else:
        root_view = safearea.ScrollView() if step.get("root_view") == "scroll" else None
        c = safearea.ViewController(view=root_view)
    if "additional" in step:
        c.additional_safe_area_insets = step["additional"]
    if step.get("prefers_status_bar_hidden"):
        c.prefers_status_bar_hidden = True
    _set_present(c, step, ("toolbar_items", "search_controller", "bottom_accessory", "bar_minimization"))
    run.controllers[step["name"]] = c


def step_set_root(run, step, at):
    run.window.root = run.controllers[step["controller"]]


def step_view(run, step, at):
    v = safearea.ScrollView(frame=step["frame"]) if step.get("scroll") else safearea.View(frame=step["frame"])
    _set_present(v, step, ("content_size", "directional_layout_margins"))
    if "parent" in step:
        run.view(step["parent"]).add_subview(v)
    run.views[step["name"]] = v


def step_add_child(run, step, at):
    run.controllers[step["parent"]].add_child(
        run.controllers[step["child"]], run.view(step["container"]), step.get("frame")
    )


def step_frame(run, step, at):
    run.view(step["view"]).frame = step["frame"]


def step_window(run, step, at):
    _set_present(run.window, step, ("orientation", "status_bar_hidden"))


def step_scroll(run, step, at):
    v = run.view(step["view"])
    _set_present(v, step, ("content_size",))
    if "behavior" in step:
        v.content_inset_adjustment_behavior = step["behavior"]
    _set_present(v, step, ("always_bounce_vertical",))


def step_controller_set(run, step, at):
    keys = (
        "automatically_adjusts_scroll_view_insets",
        "extended_layout_includes_opaque_bars",
        "selected",
        "navigation_bar_hidden",
    )
    _set_present(run.controllers[step["controller"]], step, keys)


def step_view_set(run, step, at):
    keys = ("insets_layout_margins_from_safe_area", "preserves_superview_layout_margins")
    _set_present(run.view(step["view"]), step, keys)


def step_expect(run, step, at):
    v = run.view(step["view"])
    if "safe_area" in step:
        assert v.safe_area_insets == tuple(step["safe_area"]), at
        steps = v.explain().steps
        for edge, value in zip(("top", "left", "bottom", "right"), step["safe_area"]):
            assert steps[edge][-1]["value"] == value, f"{at} explain {edge}"
    for key in ("layout_margins", "adjusted_content_inset", "content_offset"):
        if key in step:
            assert getattr(v, key) == tuple(step[key]), at
    if "frame" in step:
        run.window.layout()
        assert v.frame == tuple(step["frame"]), at


def step_expect_unsupported(run, step, at):
    v = run.view(step["view"])
    with pytest.raises(safearea.UnsupportedError, match=step["message"]):
        v.safe_area_insets


def step_expect_error(run, step, at):
    v = run.view(step["view"])
    error = getattr(safearea.Status, step["status"])
    with pytest.raises(safearea.SafeAreaError, match=re.escape(step["message"])) as raised:
        v.safe_area_insets
    assert raised.value.status == error, at


def step_present(run, step, at):
    """ViewController.present with the step's options, then the result or the refusal (MODEL.md §18)."""
    source = run.view(step["source_view"]) if "source_view" in step else None
    if "source_rect" in step:
        rect = tuple(step["source_rect"])
        source = rect if source is None else (source, rect)
    options = {
        key: step[key] for key in ("prefers_edge_attached_in_compact_height", "prefers_page_sizing") if key in step
    }
    if "preferred_content_size" in step:
        options["preferred_content_size"] = tuple(step["preferred_content_size"])

    def present():
        return run.controllers[step["presenter"]].present(
            run.controllers[step["controller"]],
            style=step.get("style", "automatic"),
            detent=step.get("detent", "large"),
            source=source,
            permitted_arrow_directions=step.get("arrows", "any"),
            **options,
        )

    if "status" in step:
        with pytest.raises(safearea.SafeAreaError, match=re.escape(step["message"])) as raised:
            present()
        assert raised.value.status == getattr(safearea.Status, step["status"]), at
        assert run.controllers[step["controller"]].presentation is None, at
        return
    p = present()
    if "frame" in step:
        assert all(abs(a - b) < 1e-9 for a, b in zip(p.frame, step["frame"])), f"{at}: {p.frame}"
    if "resolved_style" in step:
        assert p.style.name.lower() == step["resolved_style"], at
    if "arrow" in step:
        assert p.arrow_direction.name.lower() == step["arrow"], at
    if "provenance" in step:
        assert p.provenance.name.lower() == step["provenance"], at


# The fixture's step kinds ("op"), each played by its own function.
STEPS = {
    "controller": step_controller,
    "set_root": step_set_root,
    "view": step_view,
    "add_child": step_add_child,
    "frame": step_frame,
    "window": step_window,
    "scroll": step_scroll,
    "controller_set": step_controller_set,
    "view_set": step_view_set,
    "expect": step_expect,
    "expect_unsupported": step_expect_unsupported,
    "expect_error": step_expect_error,
    "present": step_present,
}


def run_scenario(scenario):
    run = ScenarioRun(scenario)
    for index, step in enumerate(scenario["steps"]):
        at = f"{scenario['id']} step {index} {step['op']}"
        assert step["op"] in STEPS, f"{at}: unknown op"
        STEPS[step["op"]](run, step, at)


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["id"] for s in SCENARIOS])
def test_scenarios(scenario):
    run_scenario(scenario)


def test_api_shape():
    # The public names, exercised end to end on MODEL.md §7 values.
    w = safearea.Window(
        safearea.device("iPhone 14"),
        orientation="portrait",
        os_version=None,
        status_bar_hidden=False,
        child_insets="freeze",
    )
    vc = safearea.ViewController(additional_safe_area=(0, 0, 0, 0), prefers_status_bar_hidden=False)
    w.root = vc
    v = vc.view.add_subview(frame=(0, 10, 390, 100))
    assert v.safe_area_insets == (37, 0, 0, 0)  # E3
    v.frame = (0, 800, 390, 100)
    assert v.safe_area_insets == (0, 0, 34, 0)  # E4
    assert v.safe_area_frame == (0, 0, 390, 66)
    assert "34" in v.explain("bottom").text
    child = safearea.ViewController()
    box = vc.view.add_subview(frame=(0, 0, 390, 844))
    vc.add_child(child, box, frame=None)
    assert child.view.safe_area_insets == (47, 0, 34, 0)
    box.frame = (0, 50, 390, 844)
    assert child.view.safe_area_insets == (47, 0, 34, 0)  # E6: frozen
    assert child.parent is vc and vc.children == (child,)


def test_pending_objects_report_zero_until_they_join():
    vc = safearea.ViewController(additional_safe_area=(30, 30, 30, 30))
    v = vc.view.add_subview(frame=(0, 10, 390, 100))
    assert v.safe_area_insets == (0, 0, 0, 0)  # not in a window (MODEL.md §2.2)
    assert "not in a window" in v.explain("top").text
    w = safearea.Window("iPhone 14")
    w.root = vc
    assert vc.view.safe_area_insets == (77, 30, 64, 30)
    assert v.safe_area_insets == (67, 30, 0, 30)


def test_a_child_removed_before_its_parent_joins_a_window_stays_out():
    # removeFromParent before anything is in a window: the child leaves its parent (a container's stack
    # or a plain controller's children) and its view the hierarchy, and it does not join with the parent.
    a, b = safearea.ViewController(), safearea.ViewController()
    nav = safearea.NavigationController(root=a)
    nav.push(b)
    b.remove_from_parent()
    assert nav.children == (a,) and b.parent is None and b.view.superview is None
    parent, child = safearea.ViewController(), safearea.ViewController()
    parent.add_child(child, frame=(0, 0, 100, 100))
    child.remove_from_parent()
    assert parent.children == () and child.parent is None and child.view.superview is None
    w = safearea.Window("iPhone X")
    w.root = nav
    assert nav.children == (a,) and nav.top_view_controller is a
    assert a.view.safe_area_insets == (88, 0, 34, 0)  # 44 + 44 top, the home indicator's 34 (MODEL.md §2.5)
    assert b.view.window is None and b.view.safe_area_insets == (0, 0, 0, 0)
    other = safearea.Window("iPhone X")
    other.root = parent
    assert parent.children == () and child.view.window is None


def test_scroll_view_as_root_view_and_content_offset():
    sv = safearea.ScrollView(content_size=(812, 2000))
    vc = safearea.ViewController(view=sv)
    w = safearea.Window("iPhone X", orientation="landscape_left")
    w.root = vc
    assert sv.adjusted_content_inset == (0, 0, 21, 0)  # E12
    sv.content_offset = (0, 100)
    assert sv.content_offset == (0, 100)
    assert sv.vertical_scroll_indicator_insets == (0, 0, 21, 0)
    sv.automatically_adjusts_scroll_indicator_insets = False
    assert sv.vertical_scroll_indicator_insets == (0, 0, 0, 0)


def test_window_changes_and_keyboard():
    w = safearea.Window("iPhone 8")
    vc = safearea.ViewController()
    w.root = vc
    assert w.safe_area_insets == (20, 0, 0, 0)
    w.changed_views()
    w.status_bar_hidden = True
    assert w.safe_area_insets == (0, 0, 0, 0)  # MODEL.md §1
    assert vc.view in w.changed_views()
    assert w.changed_views() == []
    w.keyboard_height = 260
    assert vc.view.keyboard_layout_frame == (0, 407, 375, 260)
    w.orientation = "landscape_left"
    assert vc.view.frame == (0, 0, 667, 375)
    assert vc.view.readable_content_frame[2] <= 672


def test_window_shows_the_catalogs_keyboard():
    # MODEL.md §10: the keyboard's height from the catalog (flutter_device_preview 42089cd, iOS 26.5:
    # iPhone 16 Pro 335 portrait, 208 landscape); keyboardLayoutGuide follows it.
    w = safearea.Window("iPhone 16 Pro")
    vc = safearea.ViewController()
    w.root = vc
    assert w.show_keyboard() == 335
    assert vc.view.keyboard_layout_frame == (0, 874 - 335, 402, 335)
    w.hide_keyboard()
    assert vc.view.keyboard_layout_frame[1] == 874 - 34  # hidden: the safe area's bottom (MODEL.md §2.7)
    landscape = safearea.Window("iPhone 16 Pro", "landscape_left")
    landscape.root = safearea.ViewController()
    assert landscape.show_keyboard() == 208
    assert landscape.show_keyboard(300) == 300 and landscape.keyboard_height == 300
    # iOS 17.0: the 15 Pro's 336 (carried from react-native-keyboard-controller's 17.5 run, MODEL.md §10); the
    # home-button iPad Pro 12.9-inch (2nd generation) has none on iPadOS 17 (Keyman read it on iOS 12 only).
    assert safearea.Window("iPhone 15 Pro", os_version="17.0").show_keyboard() == 336
    old = safearea.Window("iPad Pro 12.9-inch (2nd generation)", os_version="17.0")
    with pytest.raises(safearea.OSVersionError, match="no keyboard height"):
        old.show_keyboard()


def test_navigation_push_pop_and_tabs():
    a, b = safearea.ViewController(), safearea.ViewController()
    nav = safearea.NavigationController(root=a)
    tabs = safearea.TabBarController([nav], selected=0)
    w = safearea.Window("iPhone X")
    w.root = tabs
    assert a.view.safe_area_insets == (88, 0, 83, 0)  # 44 + 44 top; 49 + 34 bottom (MODEL.md §2.5)
    nav.push(b)
    assert b.view.safe_area_insets == (88, 0, 83, 0)
    assert a.view.safe_area_insets == (0, 0, 0, 0)
    assert nav.pop() is b
    assert a.view.safe_area_insets == (88, 0, 83, 0)
    nav.prefers_large_titles = True
    assert a.view.safe_area_insets.top == 140
    a.edges_for_extended_layout = []
    assert a.edges_for_extended_layout == frozenset()
    # Placed below the navigation bar, which then adds nothing; the navigation
    # controller's own view still extends under the tab bar (MODEL.md §2.5).
    assert a.view.safe_area_insets == (0, 0, 83, 0)


def test_bulk_construction_and_reading():
    w = safearea.Window("iPhone 14")
    vc = safearea.ViewController()
    w.root = vc
    n = 10_000
    parents = array.array("q", [-1] * n)
    frames = array.array("d")
    for i in range(n):
        frames.extend((0.0, float(i % 900), 390.0, 100.0))
    batch = w.add_views(vc.view, parents, frames)
    assert len(batch) == n
    insets = batch.safe_areas()
    assert insets.shape == (n, 4)
    rows = insets.tolist()
    assert tuple(rows[10]) == (37, 0, 0, 0)  # E3
    assert tuple(rows[800]) == (0, 0, 34, 0)  # E4
    with pytest.raises(safearea.InvalidArgumentError):
        w.add_views(vc.view, array.array("q", [5]), array.array("d", [0, 0, 1, 1]))
    with pytest.raises(TypeError):
        w.add_views(vc.view, array.array("i", [-1]), array.array("d", [0, 0, 1, 1]))
    with pytest.raises(ValueError):
        w.add_views(vc.view, array.array("q", [-1, -1]), array.array("d", [0, 0, 1, 1]))


def test_bad_input_raises_and_leaves_the_tree_as_it_was():
    w = safearea.Window("iPhone 14")
    vc = safearea.ViewController()
    w.root = vc
    a = vc.view.add_subview(frame=(0, 10, 390, 100))
    b = a.add_subview(frame=(0, 0, 10, 10))
    with pytest.raises(safearea.InvalidArgumentError, match="cycle"):
        b.add_subview(a)
    with pytest.raises(safearea.InvalidArgumentError):
        a.frame = (0, math.nan, 1, 1)
    with pytest.raises(safearea.InvalidArgumentError):
        a.frame = (0, 0, -1, 1)
    with pytest.raises(safearea.InvalidArgumentError):
        a.frame = (1e300, 0, 1, 1)
    assert a.safe_area_insets == (37, 0, 0, 0)
    other = safearea.Window("iPhone 14")
    with pytest.raises(safearea.InvalidArgumentError, match="another window"):
        other.root = vc
    child = safearea.ViewController()
    vc.add_child(child)
    with pytest.raises(safearea.InvalidArgumentError):
        vc.add_child(child)
    with pytest.raises(ValueError):
        safearea.Window("iPhone X", orientation="sideways")
    with pytest.raises(safearea.UnsupportedOrientationError):
        safearea.Window("iPhone X", orientation="portrait_upside_down")
    with pytest.raises(safearea.OSVersionError):
        safearea.Window("iPhone X", os_version="17")


def test_deep_chain_does_not_overflow():
    w = safearea.Window("iPhone X")
    vc = safearea.ViewController()
    w.root = vc
    n = 100_000
    batch = w.add_views(vc.view, array.array("q", range(-1, n - 1)), array.array("d", [0, 0, 375, 812] * n))
    assert tuple(batch.safe_areas().tolist()[n - 1]) == (44, 0, 34, 0)


# -- invariants (hypothesis) ----------------------------------------------

frames = st.tuples(st.floats(-400, 900), st.floats(-400, 900), st.floats(0, 900), st.floats(0, 900))


@settings(max_examples=60, deadline=None)
@given(
    device=st.sampled_from(["iPhone X", "iPhone 14", "iPhone 8", "iPad (10th generation)"]),
    layout=st.lists(st.tuples(st.integers(0, 30), frames), min_size=1, max_size=30),
)
def test_insets_are_never_negative_and_never_exceed_the_parent(device, layout):
    w = safearea.Window(device, os_version="16.2" if device.startswith("iPad") else None)
    vc = safearea.ViewController()
    w.root = vc
    views = [vc.view]
    for parent_index, frame in layout:
        parent = views[parent_index % len(views)]
        views.append(parent.add_subview(frame=frame))
    for v in views[1:]:
        inset = v.safe_area_insets
        parent = v.superview.safe_area_insets
        assert all(value >= 0 for value in inset)
        assert all(value <= cap for value, cap in zip(inset, parent))  # MODEL.md §2.3: capped at the parent's inset


@settings(max_examples=40, deadline=None)
@given(start=frames, away=frames)
def test_continuous_children_restore_their_insets(start, away):
    w = safearea.Window("iPhone 14", child_insets="continuous")
    root = safearea.ViewController()
    w.root = root
    box = root.view.add_subview(frame=start)
    child = safearea.ViewController()
    root.add_child(child, box)
    before = child.view.safe_area_insets
    box.frame = away
    child.view.safe_area_insets
    box.frame = start
    # The child's view autoresizes with the box (a controller's view: flexible width and height), in
    # floating point as UIKit does: back to its size within rounding.
    assert tuple(child.view.safe_area_insets) == pytest.approx(tuple(before), abs=1e-9)
    assert all(value >= 0 for value in child.view.safe_area_insets)


def test_window_picture_renders(tmp_path):
    import subprocess
    import xml.etree.ElementTree as ET

    content = safearea.ViewController(view=safearea.ScrollView(content_size=(393, 2000)))
    window = safearea.Window("iPhone 15 Pro", os_version="18.0")  # MODEL.md §2.5 bars (iOS 11-18)
    window.root = safearea.NavigationController(root=content)
    content.view.add_subview(frame=(16, 0, 361, 40))
    svg = window._repr_svg_()
    ET.fromstring(svg)
    assert "UIKit window: 3 views" in svg and "(103, 0, 34, 0)" in svg  # 59 + 44 (MODEL.md §2.5)
    (tmp_path / "w.svg").write_text(svg)
    subprocess.run(["rsvg-convert", str(tmp_path / "w.svg"), "-o", str(tmp_path / "w.png")], check=True)


def test_explain_names_the_provenance_of_the_device_numbers():
    # MODEL.md §8: "why is this 24?" names where the device's number comes from.
    derived = safearea.Window("iPad Pro 11-inch (1st generation)", os_version="17.0")
    derived.root = safearea.ViewController()
    text = derived.root.view.explain("bottom").text
    assert "25: iPad Pro 11-inch (1st generation) portrait, iPadOS 17.0" in text
    assert "derived: iPad Pro 11-inch (1st generation), iPadOS 17.0" in text
    measured = safearea.Window("iPhone X", os_version="12.4")
    measured.root = safearea.ViewController()
    assert "measured: unity" in measured.root.view.explain("top").text
