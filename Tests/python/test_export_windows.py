"""Exports of an app window on an iPad (docs/exports.md, MODEL.md §15, §19), and the proof in
Chromium that a page using the css export's --window-controls-* properties clears the window
controls a half-width window shows.

Expected numbers are typed from the window sources data/windows.json cites:
SFenton/FestivalNativeApps (.agents/design/apple/ipados.md at 25fb53c8…: the iPad Pro 11-inch's
tiles on iPadOS 26.5, a half 600 pt wide in landscape on the 1210-pt screen, two halves 10 pt
apart); multiplex-term/Multiplex (docs/agents/input-and-windows.md at 4d26b092… and
TerminalWindowUIKit.swift at bc608bd2…: the pill x 20.5-59.5 from the window's leading edge,
y 21-43 under .unified on iPadOS 26 and 6-27.5 under .minimal); a window reaching the screen's top
inherits the status-bar band, 32 (MODEL.md §19), and its controls move down there
(minh-ton/reynard-browser issue #186: "shifted down", no numbers): by 32 less the window's own top away
from the edge (unified 10, minimal 32), so 43-65 under .unified and 6-27.5 under .minimal (derived);
GetStream/stream-chat-react-native
(ai-docs/iphone-duo-readiness.md at dd5dfc28…: a window at the bottom edge reads 20). The web
trackers' complaint (vjt/grappa-irc PR #2170: a 417 x 676 viewport on an 11-inch iPad with every
env(safe-area-inset-*) 0) is why the controls travel as custom properties.
"""

import json

import pytest
import safearea
from conftest import CHROMIUM

PAD = "iPad Pro 11-inch (M4)"
OS = "26.5"
LANDSCAPE = "landscape_right"

#: The pill in a window reaching the screen's top (every tile here) per control style: (x, y, width, height).
PILL = {"unified": (20.5, 43, 39, 22), "minimal": (20.5, 6, 39, 21.5)}


@pytest.fixture(scope="module")
def pad():
    return safearea.device(PAD)


def _properties(css: str) -> dict[str, str]:
    return {
        name.strip(): value.strip().rstrip(";")
        for line in css.splitlines()
        if line.strip().startswith("--")
        for name, value in [line.split(":", 1)]
    }


@pytest.mark.parametrize("style", ["unified", "minimal"])
def test_css_writes_the_window_and_its_controls(pad, style):
    css = pad.export("css", LANDSCAPE, os_version=OS, placement="half-leading", controls=style)
    x, y, width, height = PILL[style]
    assert _properties(css) == {
        "--safe-area-inset-top": "32px",
        "--safe-area-inset-right": "0px",
        "--safe-area-inset-bottom": "20px",
        "--safe-area-inset-left": "0px",
        "--window-x": "0px",
        "--window-y": "0px",
        "--window-width": "600px",
        "--window-height": "834px",
        "--window-controls-x": f"{x:g}px",
        "--window-controls-y": f"{y:g}px",
        "--window-controls-width": f"{width:g}px",
        "--window-controls-height": f"{height:g}px",
        "--window-controls-inset-top": f"{y + height:g}px",
        "--window-controls-inset-left": f"{x + width:g}px",
    }
    # Provenance travels as comments, as for the reserved regions: the pill's rectangle is derived
    # (26's y extents with 27's x extent), the tile's height too.
    assert f"/* window controls ({style}): derived: " in css
    assert "/* window frame: derived: no source measured a tile's height" in css


def test_a_window_spanning_the_screen_has_no_controls(pad):
    properties = _properties(pad.export("css", LANDSCAPE, os_version=OS, placement="full"))
    assert properties["--window-width"] == "1210px"
    assert all(properties[f"--window-controls-{key}"] == "0px" for key in ("x", "y", "width", "height", "inset-top"))


def test_cdp_playwright_react_native_and_flutter_test_describe_the_window(pad):
    window = {"os_version": OS, "placement": "half_trailing"}
    commands = json.loads(pad.export("cdp", LANDSCAPE, **window))
    metrics = commands["Emulation.setDeviceMetricsOverride"]
    assert (metrics["width"], metrics["height"]) == (600, 834)
    assert (metrics["screenWidth"], metrics["screenHeight"]) == (1210, 834)
    assert (metrics["positionX"], metrics["positionY"]) == (610, 0)  # 600 + the 10-pt gap
    assert commands["Emulation.setSafeAreaInsetsOverride"]["insets"] == {
        "top": 32,
        "topMax": 32,
        "left": 0,
        "leftMax": 0,
        "bottom": 20,
        "bottomMax": 20,
        "right": 0,
        "rightMax": 0,
    }
    descriptor = json.loads(pad.export("playwright", LANDSCAPE, **window))
    assert descriptor["viewport"] == {"width": 600, "height": 834}
    assert descriptor["screen"] == {"width": 834, "height": 1210}
    assert json.loads(pad.export("react-native", LANDSCAPE, **window)) == {
        "insets": {"top": 32, "right": 0, "bottom": 20, "left": 0},
        "frame": {"x": 0, "y": 0, "width": 600, "height": 834},
    }
    view = json.loads(pad.export("flutter-test", LANDSCAPE, **window))
    assert view["physicalSize"] == {"width": 1200, "height": 1668}
    assert view["padding"] == {"left": 0, "top": 64, "right": 0, "bottom": 40}


def test_cdp_rounds_a_fractional_window_down(pad):
    # The landscape third is 396.5 pt (FestivalNativeApps); CDP takes whole px.
    metrics = json.loads(pad.export("cdp", LANDSCAPE, os_version=OS, placement="third_leading"))
    assert metrics["Emulation.setDeviceMetricsOverride"]["width"] == 396


@pytest.mark.parametrize("format", ["unity", "flutter"])
def test_formats_without_a_place_for_a_window_refuse_it(pad, format):
    with pytest.raises(safearea.InvalidArgumentError, match=f"the {format} format has no place for an app window"):
        pad.export(format, os_version=OS, placement="half_leading")


@pytest.mark.parametrize(
    "name,os_version,reason",
    [
        ("iPhone 16", "26.1", "iPhone 16 is not an iPad"),
        (PAD, "18.0", "Split View has no half in portrait before iPadOS 26"),
    ],
)
def test_a_window_where_there_are_none_is_unsupported(name, os_version, reason):
    with pytest.raises(safearea.UnsupportedError, match=reason):
        safearea.device(name).export("css", os_version=os_version, placement="half_leading")


@pytest.mark.parametrize(
    "keywords,field",
    [
        ({"placement": "diagonal"}, "placement"),
        ({"controls": "pill"}, "controls"),
        ({"compatibility": "ipod"}, "compatibility"),
    ],
)
def test_bad_window_names_name_the_field(pad, keywords, field):
    with pytest.raises(safearea.InvalidArgumentError, match=f"window {field}: "):
        pad.export("css", os_version=OS, **keywords)


def test_strict_refuses_a_derived_window(pad):
    with pytest.raises(safearea.OSVersionError, match="strict: the half_leading window"):
        pad.export("css", LANDSCAPE, os_version=OS, placement="half_leading", strict=True)


def _media_blocks(css: str) -> dict[str, dict[str, str]]:
    """Each @media block's query -> its custom properties."""
    blocks: dict[str, dict[str, str]] = {}
    for chunk in css.split("@media ")[1:]:
        query, body = chunk.split(" {\n", 1)
        blocks[query] = _properties(body.split("\n}\n", 1)[0])
    return blocks


def test_css_blocks_are_keyed_by_the_windows_shape(capsys):
    from safearea.cli import main

    # A half on the iPad Air 11-inch's 820 x 1180 screen is (screen - 10) / 2 wide and spans its height (MODEL.md
    # §19, derived): 405 x 1180 in portrait, 585 x 820 in landscape, both portrait to CSS (height >= width), so a
    # landscape block would never match; each portrait block names its window's size. Insets: the status-bar band
    # the full screen reads on iPadOS 26.5 (32, flutter_device_preview_m3_airs), 20 at the bottom edge.
    assert main(["export", "css", "iPad Air 11-inch (M3)", "-o", "all", "--os", OS, "--placement", "half"]) == 0
    css = capsys.readouterr().out
    blocks = _media_blocks(css)
    assert list(blocks) == [
        "(orientation: portrait) and (width: 405px) and (height: 1180px)",
        "(orientation: portrait) and (width: 585px) and (height: 820px)",
    ]
    for (width, height), block in zip([(405, 1180), (585, 820)], blocks.values()):
        assert block["--window-width"] == f"{width}px" and block["--window-height"] == f"{height}px"
        assert (block["--safe-area-inset-top"], block["--safe-area-inset-bottom"]) == ("32px", "20px")
    assert "(orientation: landscape)" not in css
    # A third of the iPad Pro 11-inch (FestivalNativeApps, 26.5): 375 x 1210 in portrait, 396.5 x 834 in landscape,
    # whose block takes the whole CSS px below too (the cdp and playwright exports give that viewport 396).
    third = _media_blocks(safearea.device(PAD).export("css", "all", os_version=OS, placement="third_leading"))
    assert list(third) == [
        "(orientation: portrait) and (width: 375px) and (height: 1210px)",
        "(orientation: portrait) and (min-width: 396px) and (max-width: 396.5px) and (height: 834px)",
    ]
    # A window of each shape keeps the plain orientation blocks: the full screen, 834 x 1210 and 1210 x 834.
    full = _media_blocks(safearea.device(PAD).export("css", "all", os_version=OS, placement="full"))
    assert list(full) == ["(orientation: portrait)", "(orientation: landscape)"]
    assert full["(orientation: landscape)"]["--window-width"] == "1210px"


def test_half_names_the_leading_half_on_the_command_line(capsys):
    from safearea.cli import main

    # MODEL.md §19's choice: "half" where one window is asked for is half_leading, as audit --windows reads it both.
    assert main(["export", "css", PAD, "-o", LANDSCAPE, "--os", OS, "--placement", "half"]) == 0
    half = capsys.readouterr().out
    assert main(["export", "css", PAD, "-o", LANDSCAPE, "--os", OS, "--placement", "half-leading"]) == 0
    assert half == capsys.readouterr().out
    assert "--window-x: 0px;" in half and "--window-width: 600px;" in half
    assert main(["export", "css", PAD, "-o", LANDSCAPE, "--os", OS, "--placement", "all"]) == 2
    assert "placement: 'all' is not a window placement: use full, half_leading," in capsys.readouterr().err


def test_context_options_take_a_device_name():
    from safearea.playwright import context_options

    # Apple's specifications: the iPhone 16 is 393 x 852 pt at 3x.
    options = context_options("iPhone 16", os_version="18.0")
    assert options == context_options(safearea.device("iPhone 16"), os_version="18.0")
    assert options["viewport"] == {"width": 393, "height": 852}
    assert (options["device_scale_factor"], options["is_mobile"], options["has_touch"]) == (3, True, True)
    # A window of an iPad by name too: the landscape half of the iPad Pro 11-inch (FestivalNativeApps), 600 wide.
    assert context_options(PAD, LANDSCAPE, os_version=OS, placement="half")["viewport"] == {"width": 600, "height": 834}
    with pytest.raises(safearea.DeviceNotFoundError):
        context_options("iPhone 1")
    with pytest.raises(TypeError, match="device: expected a safearea.Device or a device name, not int"):
        context_options(16)


def test_emulate_takes_a_device_name():
    from safearea.playwright import emulate

    class Session:
        def __init__(self) -> None:
            self.sent: dict[str, object] = {}

        def send(self, method: str, params: object) -> None:
            self.sent[method] = params

    class Context:
        browser = None  # as a persistent context has: taken as Chromium

        def new_cdp_session(self, page: object) -> Session:
            return Session()

    class Page:
        context = Context()

    session = emulate(Page(), "iPhone 16", os_version="18.0")
    assert session.sent == json.loads(safearea.device("iPhone 16").export("cdp", os_version="18.0"))
    # Apple's iPhone 16 in portrait on iOS 18: 59 on top, 34 at the bottom (the catalog's measured row).
    insets = session.sent["Emulation.setSafeAreaInsetsOverride"]["insets"]
    assert (insets["top"], insets["left"], insets["bottom"], insets["right"]) == (59, 0, 34, 0)


def test_the_command_line_exports_a_window(capsys):
    from safearea.cli import main

    code = main(
        ["export", "css", PAD, "-o", LANDSCAPE, "--os", OS, "--placement", "half-leading", "--controls", "minimal"]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "--window-controls-inset-top: 27.5px;" in out
    assert main(["export", "unity", PAD, "--os", OS, "--placement", "half-leading"]) == 2
    assert "the unity format has no place for an app window" in capsys.readouterr().err


# -- Chromium ---------------------------------------------------------------------------

#: A page that takes the css export and lays out three boxes: #controls where the window controls
#: are (the export's rectangle), #naive at the safe area's corner as a page that trusts
#: env(safe-area-inset-*) alone would place its first control, and #clear placed with the
#: --window-controls-* properties: its top-leading corner right of the controls, and a content
#: band below them.
WINDOW_PAGE = """<!doctype html>
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<style>
{css}
  body {{ margin: 0; }}
  #controls {{ position: fixed; left: var(--window-controls-x); top: var(--window-controls-y);
               width: var(--window-controls-width); height: var(--window-controls-height); }}
  #naive, #clear, #band {{ position: fixed; width: 44px; height: 44px; }}
  #naive {{ top: env(safe-area-inset-top, -1px); left: env(safe-area-inset-left, -1px); }}
  #clear {{ top: env(safe-area-inset-top, -1px);
            left: max(env(safe-area-inset-left, 0px), var(--window-controls-inset-left)); }}
  #band {{ top: max(env(safe-area-inset-top, 0px), var(--window-controls-inset-top)); left: 0; width: 100%; }}
</style>
<div id="controls"></div><div id="naive"></div><div id="clear"></div><div id="band"></div>
"""

READ = """() => {
  const box = (id) => { const r = document.getElementById(id).getBoundingClientRect();
                        return [r.left, r.top, r.width, r.height]; };
  return {width: innerWidth, height: innerHeight, ratio: devicePixelRatio,
          top: getComputedStyle(document.getElementById('naive')).top,
          controls: box('controls'), naive: box('naive'), clear: box('clear'), band: box('band')};
}"""


def _overlap(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


@pytest.mark.parametrize("style", ["unified", "minimal"])
@pytest.mark.slow
def test_a_half_width_window_in_chromium_clears_the_window_controls(browser, pad, style):
    from safearea.playwright import context_options, emulate

    window = {"os_version": OS, "placement": "half_leading", "controls": style}
    css = pad.export("css", LANDSCAPE, **window)
    context = browser.new_context(**context_options(pad, LANDSCAPE, **window))
    try:
        page = context.new_page()
        try:
            session = emulate(page, pad, LANDSCAPE, **window)
        except Exception as error:  # an old browser: say which command it lacks
            pytest.fail(f"{CHROMIUM} refused the cdp export: {error}")
        page.set_content(WINDOW_PAGE.format(css=css))
        seen = page.evaluate(READ)
        session.detach()
    finally:
        context.close()
    # The viewport is the window's (FestivalNativeApps' landscape half on the 1210 x 834 screen), not the screen's.
    assert (seen["width"], seen["height"]) == (600, 834)
    assert seen["ratio"] == 2
    assert seen["top"] == "32px"  # env(safe-area-inset-top): the status-bar band the window reaches
    pill = PILL[style]
    assert tuple(seen["controls"]) == pill
    # Under unified the pill (43-65) lies below the 32-pt inset: the safe area alone puts a control
    # under it. Under minimal (6-27.5) the pill sits inside the inset's strip.
    assert _overlap(seen["naive"], pill) == (style == "unified")
    assert not _overlap(seen["clear"], pill)
    assert seen["clear"][0] == pill[0] + pill[2]  # right of the pill: 59.5
    assert not _overlap(seen["band"], pill)
    assert seen["band"][1] == max(32, pill[1] + pill[3])  # 65 under unified, the 32 inset under minimal


@pytest.mark.slow
def test_a_trailing_half_in_chromium_sits_right_of_the_gap(browser, pad):
    from safearea.playwright import context_options, emulate

    window = {"os_version": OS, "placement": safearea.WindowPlacement.HALF_TRAILING}
    context = browser.new_context(**context_options(pad, LANDSCAPE, **window))
    try:
        page = context.new_page()
        session = emulate(page, pad, LANDSCAPE, **window)
        page.set_content(WINDOW_PAGE.format(css=pad.export("css", LANDSCAPE, **window)))
        seen = page.evaluate("() => [innerWidth, innerHeight, screenX, screenY, screen.width, screen.height]")
        session.detach()
    finally:
        context.close()
    # Two 600-pt halves 10 pt apart on the 1210 x 834 screen (FestivalNativeApps): the trailing one at x 610.
    assert seen == [600, 834, 610, 0, 1210, 834]
