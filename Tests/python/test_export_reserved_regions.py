"""Exports of the iPhone Duo's two displays, each as its own device: insets and screens in every format,
the reserved regions where a format has a place for them (css custom properties, unity cutouts, the
cdp posture), the cdp export proven in real Chromium. Expected numbers are the measurements
(alexey1312/iPhone-Duo-Agent-Skill@13af9d2, device-geometry.md, and its probe log @2b96283): outer
display 466 x 678 pt @3x, insets 0/0/34/84 (top, left, bottom, right), camera (399.667, 29.333, 37, 37),
bar strip (382, 0, 84, 170), corners 8/59/8/59; inner display 951 x 669 pt in landscape with insets
0/0/34/84, fold (455.5, 0, 40, 669) with 20-pt margins, inactive flat, camera (677.3, 21, 58, 37)
inactive, bar strip (867, 0, 84, 120); in portrait 669 x 951 with insets 82/0/34/0
(amoshydra/blog@1077606, leancodepl/duo_kit@8eea1eb)."""

import json
import re
import urllib.parse

import pytest
import safearea
from conftest import SAFE_AREA_PAGE as PAGE
from safearea import cli

OUTER = "iPhone Duo (outer display)"
INNER = "iPhone Duo (inner display)"


def properties(css: str) -> dict[str, str]:
    return dict(re.findall(r"(--[a-z-]+): ([^;]+);", css))


def test_css_carries_the_camera_and_the_bar_strip_of_the_outer_display():
    values = properties(safearea.device(OUTER).export("css"))
    assert values["--safe-area-inset-right"] == "84px" and values["--safe-area-inset-bottom"] == "34px"
    assert [values[f"--reserved-camera-{key}"] for key in ("x", "y", "width", "height", "radius", "active")] == [
        "399.667px",
        "29.333px",
        "37px",
        "37px",
        "18.5px",
        "1",
    ]
    assert [values[f"--reserved-bar-strip-{key}"] for key in ("x", "y", "width", "height", "active")] == [
        "382px",
        "0px",
        "84px",
        "170px",
        "1",
    ]
    assert not any(key.startswith("--reserved-fold") for key in values)


def test_css_carries_the_inner_displays_fold_inactive_flat():
    css = safearea.device(INNER).export("css", "landscape_left")
    values = properties(css)
    assert [
        values[f"--reserved-fold-{key}"]
        for key in ("x", "y", "width", "height", "margin-left", "margin-right", "active")
    ] == ["455.5px", "0px", "40px", "669px", "20px", "20px", "0"]
    assert values["--reserved-camera-active"] == "0" and values["--reserved-camera-width"] == "58px"
    assert values["--reserved-bar-strip-height"] == "120px"
    # In portrait the insets are measured, the regions are not: a comment says so.
    portrait = safearea.device(INNER).export("css", "portrait")
    assert "--reserved-" not in portrait and "are unmeasured" in portrait
    assert properties(portrait)["--safe-area-inset-top"] == "82px"


def test_unity_puts_the_outer_camera_in_cutouts_in_bottom_left_pixels():
    data = json.loads(safearea.device(OUTER).export("unity"))
    screen = data["screens"][0]
    assert (screen["width"], screen["height"]) == (1398, 2034)
    (portrait,) = screen["orientations"]
    assert portrait["safeArea"] | {} == {
        "serializedVersion": "2",
        "x": 0,
        "y": 34 * 3,
        "width": 382 * 3,
        "height": 644 * 3,
    }
    (cutout,) = portrait["cutouts"]
    # 399.667 pt x 3 = 1199 px from the left; 2034 - (29.333 + 37) x 3 = 1835 px from the bottom; 111 px across.
    assert cutout["x"] == pytest.approx(1199, abs=0.01) and cutout["y"] == pytest.approx(1835, abs=0.01)
    assert (cutout["width"], cutout["height"]) == (111, 111)
    # Unity's one corner radius: the largest (59 pt), so the preview masks at least every corner of the panel.
    assert screen["presentation"]["cornerRadius"] == 59 * 3
    assert data["systemInfo"]["deviceModel"] == "iPhone19,4"


def test_unity_has_no_cutout_for_the_inner_displays_inactive_camera():
    data = json.loads(safearea.device(INNER).export("unity", "all"))
    assert all(entry["cutouts"] == [] for entry in data["screens"][0]["orientations"])


def test_flutter_draws_each_corner_and_the_round_hole():
    preset = json.loads(safearea.device(OUTER).export("flutter"))
    path = preset["frame"]["screenPath"]
    assert path.startswith(
        "M 8,0 H 407 A 59,59 0 0 1 466,59 V 619 A 59,59 0 0 1 407,678 H 8 A 8,8 0 0 1 0,670 V 8 A 8,8 0 0 1 8,0 Z"
    )
    assert "A 18.5,18.5" in path
    # The outer display's landscape is unmeasured: no landscape padding, rather than a guess.
    assert preset["landscapePadding"] is None
    assert preset["portraitPadding"] == {"left": 0, "top": 0, "right": 84, "bottom": 34}


def test_unmeasured_orientations_are_not_exported():
    with pytest.raises(safearea.UnsupportedOrientationError, match="unmeasured"):
        safearea.device(OUTER).export("cdp", "landscape_left")
    with pytest.raises(safearea.UnsupportedOrientationError, match="unmeasured"):
        safearea.device(INNER).export("react-native", "portrait_upside_down")
    assert list(json.loads(safearea.device(INNER).export("react-native", "all"))) == [
        "portrait",
        "landscape_left",
        "landscape_right",
    ]


# Folded like a book the fold (455.5...495.5 pt in landscape: 40 pt plus 20-pt margins, device-geometry.md @13af9d2) is
# active; CDP takes whole CSS px, so rounded outward it is offset 455, mask length 41 (455...496).
BOOK_FOLD = {"orientation": "vertical", "offset": 455, "maskLength": 41}


def test_the_book_pose_makes_the_fold_active_in_cdp_and_css():
    inner = safearea.device(INNER)
    metrics = json.loads(inner.export("cdp", "landscape_left", pose="book"))["Emulation.setDeviceMetricsOverride"]
    assert metrics["devicePosture"] == {"type": "folded"}
    assert metrics["displayFeature"] == BOOK_FOLD
    assert properties(inner.export("css", "landscape_left", pose="book"))["--reserved-fold-active"] == "1"
    flat = json.loads(inner.export("cdp", "landscape_left", pose="flat"))["Emulation.setDeviceMetricsOverride"]
    assert flat["devicePosture"] == {"type": "continuous"} and "displayFeature" not in flat


def test_a_pose_is_refused_where_it_cannot_apply():
    with pytest.raises(safearea.InvalidArgumentError, match="no fold"):
        safearea.device(OUTER).export("cdp", pose="book")
    with pytest.raises(safearea.InvalidArgumentError, match="has no place for"):
        safearea.device(INNER).export("react-native", "landscape_left", pose="book")
    with pytest.raises(safearea.InvalidArgumentError, match="pose must be"):
        safearea.device(INNER).export("cdp", "landscape_left", pose="tent")
    with pytest.raises(TypeError, match="pose must be"):
        safearea.device(INNER).export("cdp", "landscape_left", pose=2)  # type: ignore[arg-type]
    # Portrait's regions are unmeasured: folded there is refused rather than written without its fold.
    with pytest.raises(safearea.UnsupportedError):
        safearea.device(INNER).export("cdp", "portrait", pose="book")


def test_the_command_line_takes_a_pose(capsys):
    assert cli.main(["export", "cdp", INNER, "-o", "landscape_left", "--pose", "book"]) == 0
    metrics = json.loads(capsys.readouterr().out)["Emulation.setDeviceMetricsOverride"]
    assert (metrics["devicePosture"], metrics["displayFeature"]) == ({"type": "folded"}, BOOK_FOLD)
    assert cli.main(["export", "css", INNER, "-o", "landscape_left", "--pose", "flat"]) == 0
    assert properties(capsys.readouterr().out)["--reserved-fold-active"] == "0"
    assert cli.main(["export", "cdp", OUTER, "--pose", "book"]) == 2
    assert "no fold" in capsys.readouterr().err


def emulate(browser, commands, html, script):
    """Sends a cdp export's commands to a fresh page of the real browser, navigates it to `html` and evaluates
    `script`. A navigation, not `set_content`: Chromium 156 evaluates the (device-posture) media feature for a
    navigated document, while one written into about:blank keeps the default posture."""
    page = browser.new_page()
    session = page.context.new_cdp_session(page)
    try:
        for method, params in commands.items():
            session.send(method, params)
        page.goto("data:text/html;charset=utf-8," + urllib.parse.quote(html))
        return page.evaluate(script)
    finally:
        session.detach()
        page.close()


READ = """() => {
  const style = getComputedStyle(document.getElementById('probe'));
  return {insets: [style.top, style.right, style.bottom, style.left], size: [innerWidth, innerHeight], ratio: devicePixelRatio,
          continuous: matchMedia('(device-posture: continuous)').matches, folded: matchMedia('(device-posture: folded)').matches,
          segments: matchMedia('(horizontal-viewport-segments: 1)').matches};
}"""


@pytest.mark.parametrize(
    "name,orientation,size,insets,posture",
    [
        (OUTER, "portrait", [466, 678], ["0px", "84px", "34px", "0px"], None),
        (INNER, "landscape_left", [951, 669], ["0px", "84px", "34px", "0px"], "continuous"),
        (INNER, "landscape_right", [951, 669], ["0px", "84px", "34px", "0px"], "continuous"),
        (INNER, "portrait", [669, 951], ["82px", "0px", "34px", "0px"], "continuous"),
    ],
)
@pytest.mark.slow
def test_the_cdp_export_of_each_display_in_chromium(browser, name, orientation, size, insets, posture):
    commands = json.loads(safearea.device(name).export("cdp", orientation))
    metrics = commands["Emulation.setDeviceMetricsOverride"]
    assert metrics.get("devicePosture") == ({"type": posture} if posture else None)
    # Open flat the fold is inactive: no display feature, one viewport segment.
    assert "displayFeature" not in metrics
    seen = emulate(browser, commands, PAGE, READ)
    assert seen["insets"] == insets
    assert seen["size"] == size
    assert seen["ratio"] == 3
    assert seen["segments"] is True
    # The posture as a page's CSS sees it (Chromium 156 has the (device-posture) media feature, not the
    # navigator.devicePosture object): continuous open flat; the outer display sends none and keeps the default.
    assert (seen["continuous"], seen["folded"]) == (True, False)


SEGMENTS_PAGE = """<!doctype html>
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<style>
  #first { position: fixed; left: env(viewport-segment-left 0 0, -1px); width: env(viewport-segment-width 0 0, -1px); }
  #second { position: fixed; left: env(viewport-segment-left 1 0, -1px); width: env(viewport-segment-width 1 0, -1px); }
</style>
<div id="first"></div><div id="second"></div>
"""
READ_SEGMENTS = """() => {
  const box = id => { const style = getComputedStyle(document.getElementById(id)); return [style.left, style.width]; };
  return {segments: [box('first'), box('second')], two: matchMedia('(horizontal-viewport-segments: 2)').matches,
          folded: matchMedia('(device-posture: folded)').matches, continuous: matchMedia('(device-posture: continuous)').matches};
}"""


@pytest.mark.slow
def test_the_book_pose_in_chromium_splits_the_viewport_at_the_fold(browser):
    commands = json.loads(safearea.device(INNER).export("cdp", "landscape_left", pose="book"))
    seen = emulate(browser, commands, SEGMENTS_PAGE, READ_SEGMENTS)
    assert seen["two"] is True
    # Two segments either side of the 41-px mask: 0...455 and 496...951 (951 pt wide in landscape).
    assert seen["segments"] == [["0px", "455px"], ["496px", "455px"]]
    # Folded like a book, as the page's CSS sees it.
    assert (seen["folded"], seen["continuous"]) == (True, False)
