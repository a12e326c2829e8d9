"""Bad arguments to the window and presentation surface (docs/MODEL.md §18, §19): NaN, negative and
off-screen numbers and unknown names raise the library's exception (InvalidArgumentError) with a message
naming the argument; wrong types raise TypeError naming it. Nothing crashes, and a window either lands on
its screen or is refused (the hypothesis tests)."""

import math
import re

import pytest
import safearea
from hypothesis import example, given, settings
from hypothesis import strategies as st

PRO_11 = "iPad Pro 11-inch (M4)"
OS = "26.5"
DESIGN = {
    "name": "window arguments",
    "reference_device": PRO_11,
    "elements": [
        {
            "id": "title",
            "role": "text",
            "anchors": {"top": {"to": "safe_area"}, "left": {"to": "safe_area"}, "right": {"to": "safe_area"}},
            "height": 22,
        }
    ],
}
NAN, INF = math.nan, math.inf


def pad_window():
    window = safearea.Window(PRO_11, os_version=OS)
    root = safearea.ViewController()
    window.root = root
    anchor = root.view.add_subview(safearea.View((100, 300, 60, 40)))
    return window, root, anchor


# -- Window(placement=, frame=, controls=, compatibility=) and Window.place -----------------------------

BAD_WINDOWS = [
    ({"frame": (NAN, 0, 711, 941)}, safearea.InvalidArgumentError, "frame"),
    ({"frame": (0, INF, 711, 941)}, safearea.InvalidArgumentError, "frame"),
    ({"frame": (0, 0, -711, 941)}, safearea.InvalidArgumentError, "frame"),
    ({"frame": (-1, 0, 711, 941)}, safearea.InvalidArgumentError, "frame"),
    ({"frame": (0, 0, 1e300, 941)}, safearea.InvalidArgumentError, "frame"),
    ({"frame": (5000, 5000, 711, 941)}, safearea.InvalidArgumentError, "frame"),
    ({"frame": (0, 0, 711)}, safearea.InvalidArgumentError, "frame"),
    ({"frame": 711}, TypeError, "frame"),
    ({"frame": "0 0 711 941"}, TypeError, "frame"),
    ({"frame": ("0", 0, 711, 941)}, TypeError, "frame"),
    ({"placement": "quarter"}, safearea.InvalidArgumentError, "placement"),
    ({"placement": ""}, safearea.InvalidArgumentError, "placement"),
    ({"placement": 1}, TypeError, "placement"),
    ({"placement": "full", "controls": "hidden"}, safearea.InvalidArgumentError, "controls"),
    ({"placement": "full", "controls": 2}, TypeError, "controls"),
    ({"placement": "full", "compatibility": "android"}, safearea.InvalidArgumentError, "compatibility"),
    ({"placement": "full", "compatibility": ["iphone"]}, TypeError, "compatibility"),
]


@pytest.mark.parametrize(("kwargs", "error", "field"), BAD_WINDOWS)
def test_window_bad_input_names_the_argument(kwargs, error, field):
    with pytest.raises(error, match=field):
        safearea.Window(PRO_11, os_version=OS, **kwargs)


@pytest.mark.parametrize(("kwargs", "error", "field"), BAD_WINDOWS)
def test_place_bad_input_names_the_argument_and_keeps_the_window(kwargs, error, field):
    window = safearea.Window(PRO_11, os_version=OS, placement="half_leading")
    before = window.window_info
    with pytest.raises(error, match=field):
        window.place(**kwargs)
    assert window.window_info == before


def test_place_takes_the_enum_members_as_their_names():
    window = safearea.Window(PRO_11, os_version=OS)
    window.place(safearea.WindowPlacement.HALF_LEADING, controls=safearea.WindowControls.MINIMAL)
    assert window.placement == "half_leading"
    assert window.window_info.controls is safearea.WindowControls.MINIMAL


# -- ViewController.present(source=, permitted_arrow_directions=, preferred_content_size=, ...) ------------


@pytest.mark.parametrize(
    ("kwargs", "error", "field"),
    [
        ({"source": (NAN, 0, 10, 10)}, safearea.InvalidArgumentError, "^source"),
        ({"source": (0, 0, -10, 10)}, safearea.InvalidArgumentError, "^source"),
        ({"source": (0, 0, 10)}, TypeError, "^source"),
        ({"source": 5}, TypeError, "^source"),
        ({"source": ("0", 0, 10, 10)}, TypeError, "^source"),
        ({"permitted_arrow_directions": "sideways"}, safearea.InvalidArgumentError, "permitted_arrow_directions"),
        ({"permitted_arrow_directions": 16}, safearea.InvalidArgumentError, "permitted_arrow_directions"),
        ({"permitted_arrow_directions": 0}, safearea.InvalidArgumentError, "permitted_arrow_directions"),
        ({"permitted_arrow_directions": -1}, safearea.InvalidArgumentError, "permitted_arrow_directions"),
        ({"permitted_arrow_directions": 2.5}, TypeError, "permitted_arrow_directions"),
        ({"permitted_arrow_directions": True}, TypeError, "permitted_arrow_directions"),
        ({"permitted_arrow_directions": [1]}, TypeError, "permitted_arrow_directions"),
        ({"preferred_content_size": (NAN, 180)}, safearea.InvalidArgumentError, "preferred_content_size"),
        ({"preferred_content_size": (240, -1)}, safearea.InvalidArgumentError, "preferred_content_size"),
        ({"preferred_content_size": (INF, 180)}, safearea.InvalidArgumentError, "preferred_content_size"),
        ({"preferred_content_size": (240, 180, 1)}, safearea.InvalidArgumentError, "preferred_content_size"),
        ({"preferred_content_size": 240}, TypeError, "preferred_content_size"),
        ({"preferred_content_size": ("240", 180)}, TypeError, "preferred_content_size"),
        ({"style": "balloon"}, safearea.InvalidArgumentError, "style"),
        ({"style": 99}, safearea.InvalidArgumentError, "style"),
        ({"style": 5.0}, TypeError, "style"),
        ({"style": None}, TypeError, "style"),
        ({"style": "page_sheet", "detent": "tiny"}, safearea.InvalidArgumentError, "detent"),
        ({"style": "page_sheet", "detent": NAN}, safearea.InvalidArgumentError, "detent"),
        ({"style": "page_sheet", "detent": -100}, safearea.InvalidArgumentError, "detent"),
        ({"style": "page_sheet", "detent": [300]}, TypeError, "detent"),
    ],
)
def test_present_bad_input_names_the_argument(kwargs, error, field):
    window, root, anchor = pad_window()
    options = {"style": "popover", "source": anchor, "preferred_content_size": (240, 180)} | kwargs
    presented = safearea.ViewController()
    with pytest.raises(error, match=field):
        root.present(presented, **options)
    assert presented.presentation is None and root.view.safe_area_insets == window.window_info.insets


def test_a_source_view_of_another_window_is_refused():
    _, root, _ = pad_window()
    _, _, foreign = pad_window()
    with pytest.raises(safearea.InvalidArgumentError, match="^source"):
        root.present(safearea.ViewController(), style="popover", source=foreign, preferred_content_size=(240, 180))


@pytest.mark.parametrize(
    ("detent", "error"),
    [
        (NAN, safearea.InvalidArgumentError),
        (INF, safearea.InvalidArgumentError),
        (-1.0, safearea.InvalidArgumentError),
        (0, safearea.InvalidArgumentError),
        ("quarter", safearea.InvalidArgumentError),
        (None, TypeError),
        (True, TypeError),
    ],
)
def test_set_detent_bad_input_names_the_detent(detent, error):
    phone = safearea.Window("iPhone 16 Pro", os_version="26.1")
    root = safearea.ViewController()
    phone.root = root
    sheet = safearea.ViewController()
    root.present(sheet, style="page_sheet", detent="medium")
    before = sheet.presentation
    with pytest.raises(error, match="detent"):
        sheet.set_detent(detent)
    assert sheet.presentation == before


# -- Device.export(placement=, frame=, controls=, compatibility=) ------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "error", "field"),
    [
        ({"placement": "floating", "frame": (NAN, 0, 711, 941)}, safearea.InvalidArgumentError, "frame"),
        ({"placement": "floating", "frame": (-5, 0, 711, 941)}, safearea.InvalidArgumentError, "frame"),
        ({"placement": "floating", "frame": (0, 0, 1e308, 941)}, safearea.InvalidArgumentError, "frame"),
        ({"frame": 711}, TypeError, "frame"),
        ({"frame": ("a", 0, 711, 941)}, TypeError, "frame"),
        ({"frame": (0, 0, 711)}, safearea.InvalidArgumentError, "frame"),
        ({"placement": "diagonal"}, safearea.InvalidArgumentError, "placement"),
        ({"placement": 3}, TypeError, "placement"),
        ({"controls": "pill"}, safearea.InvalidArgumentError, "controls"),
        ({"compatibility": "ipod"}, safearea.InvalidArgumentError, "compatibility"),
    ],
)
def test_export_bad_window_names_the_argument(kwargs, error, field):
    with pytest.raises(error, match=field):
        safearea.device(PRO_11).export("css", os_version=OS, **kwargs)


# -- audit(windows=, window_controls=) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "error", "field"),
    [
        ({"windows": "quarter"}, safearea.InvalidArgumentError, "windows"),
        ({"windows": "floating:nan:0:711:941"}, safearea.InvalidArgumentError, "windows"),
        ({"windows": "floating:-5:0:711:941"}, safearea.InvalidArgumentError, "windows"),
        ({"windows": "floating:0:0:711"}, safearea.InvalidArgumentError, "windows"),
        ({"windows": ["half", "sideways"]}, safearea.InvalidArgumentError, "windows"),
        ({"windows": 5}, TypeError, "windows"),
        ({"windows": ["half", 3]}, TypeError, "windows"),
        ({"windows": "half", "window_controls": "compact"}, safearea.InvalidArgumentError, "window_controls"),
        ({"windows": "half", "window_controls": 7}, safearea.InvalidArgumentError, "window_controls"),
    ],
)
def test_audit_bad_windows_name_the_argument(kwargs, error, field):
    with pytest.raises(error, match=field):
        safearea.audit(DESIGN, devices=PRO_11, orientations="portrait", os_version=OS, **kwargs)


# -- View.layout_region_frame(region, corner_adaptation) ---------------------------------------------------


@pytest.mark.parametrize(
    ("args", "error", "field"),
    [
        (("keyboard",), safearea.InvalidArgumentError, "layout region"),
        (("safe_area", "diagonal"), safearea.InvalidArgumentError, "corner adaptation"),
        ((["safe_area"],), TypeError, "region"),
        ((1,), TypeError, "region"),
        (("safe_area", ["horizontal"]), TypeError, "corner_adaptation"),
        (("safe_area", 1), TypeError, "corner_adaptation"),
    ],
)
def test_layout_region_frame_bad_input_names_the_argument(args, error, field):
    window = safearea.Window(PRO_11, os_version=OS, placement="half_leading")
    root = safearea.ViewController()
    window.root = root
    with pytest.raises(error, match=field):
        root.view.layout_region_frame(*args)


# -- Any frame: on the screen, or refused ------------------------------------------------------------------

COORDINATE = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True),
    st.floats(min_value=-50, max_value=1500),
    st.sampled_from([0.0, -0.0, 375.0, 711.0, 941.0, 1032.0, 1376.0, 834.0, 1210.0]),
)

#: Any four floats, or frames near the screens' sizes (most of them on the screen, some just off it).
FRAME = st.one_of(
    st.tuples(COORDINATE, COORDINATE, COORDINATE, COORDINATE),
    st.tuples(
        st.floats(min_value=0, max_value=500),
        st.floats(min_value=0, max_value=500),
        st.floats(min_value=300, max_value=1100),
        st.floats(min_value=200, max_value=1400),
    ),
)


def on_screen(info):
    x, y, width, height = info.frame
    sx, sy, sw, sh = info.screen
    return (
        all(math.isfinite(v) for v in info.frame)
        and width > 0
        and height > 0
        and sx <= x
        and sy <= y
        and x + width <= sx + sw
        and y + height <= sy + sh
        and all(math.isfinite(v) and v >= 0 for v in info.insets)
    )


@settings(max_examples=150, deadline=None)
@given(
    frame=FRAME,
    device=st.sampled_from([PRO_11, "iPad Pro 13-inch (M4)", "iPad (A16)", "iPhone 16 Pro"]),
    orientation=st.sampled_from(["portrait", "landscape_left"]),
    controls=st.sampled_from(["automatic", "unified", "minimal"]),
)
@example(frame=(61.5, 134.5, 711, 941), device=PRO_11, orientation="portrait", controls="automatic")
@example(frame=(0, 0, 834, 1210), device=PRO_11, orientation="portrait", controls="minimal")
def test_any_frame_places_the_window_on_its_screen_or_is_refused(frame, device, orientation, controls):
    window = safearea.Window(device, orientation=orientation, os_version="26.1")
    try:
        window.place(frame=frame, controls=controls)
    except (safearea.InvalidArgumentError, safearea.UnsupportedError):
        assert window.placement is None  # unchanged: the app still fills the screen
        return
    info = window.window_info
    assert info.placement is safearea.WindowPlacement.FLOATING
    assert info.frame == frame and on_screen(info)


@settings(max_examples=60, deadline=None)
@given(frame=FRAME)
@example(frame=(10.5, 20, 711, 941))
def test_any_frame_exports_or_is_refused(frame):
    try:
        text = safearea.device(PRO_11).export("css", os_version=OS, frame=frame)
    except (safearea.InvalidArgumentError, safearea.UnsupportedError):
        return
    # The window's frame as written (MODEL.md §15): finite, the frame asked for.
    written = dict(re.findall(r"--window-(x|y|width|height): ([^;]+)px;", text))
    assert [float(written[key]) for key in ("x", "y", "width", "height")] == pytest.approx(frame, rel=1e-9)
