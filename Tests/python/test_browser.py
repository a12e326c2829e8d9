"""The cdp export proven in a real browser (MODEL.md §15): each built-in phone and
iPad, in every orientation it supports, is emulated in Debian's headless
Chromium by sending its `cdp` export as-is, and a page with
`viewport-fit=cover` must read the catalog's numbers: env(safe-area-inset-*),
innerWidth/innerHeight and devicePixelRatio. scripts/test.sh installs the
browser (Debian's chromium) and Playwright (PyPI, pointed at /usr/bin/chromium:
no browser download)."""

import json

import pytest
import safearea
from conftest import CHROMIUM
from conftest import SAFE_AREA_PAGE as PAGE

#: A real browser per device and orientation: `scripts/test.sh --full` runs these, the quick tier does not.
pytestmark = pytest.mark.slow

READ = """() => {
  const style = getComputedStyle(document.getElementById('probe'));
  return {top: style.top, left: style.left, bottom: style.bottom, right: style.right,
          width: innerWidth, height: innerHeight, ratio: devicePixelRatio,
          orientation: screen.orientation.type, angle: screen.orientation.angle,
          touch: navigator.maxTouchPoints};
}"""


@pytest.fixture(scope="module")
def page(browser):
    return browser.new_page()


CASES = [
    (item.name, orientation)
    for item in safearea.devices()
    if item.family in ("phone", "pad")
    for orientation in item.orientations
]


def test_every_phone_and_ipad_is_covered():
    assert len({name for name, _ in CASES}) == len([d for d in safearea.devices() if d.family != "tv"]) >= 50


@pytest.mark.parametrize("name,orientation", CASES, ids=[f"{n}-{o}" for n, o in CASES])
def test_the_cdp_export_emulates_the_device_in_chromium(page, name, orientation):
    item = safearea.device(name)
    commands = json.loads(item.export("cdp", orientation))
    session = page.context.new_cdp_session(page)
    try:
        for method, params in commands.items():
            try:
                session.send(method, params)
            except Exception as error:  # an old browser: say which command it lacks
                pytest.fail(f"{CHROMIUM} refused {method}: {error}")
        page.set_content(PAGE)
        seen = page.evaluate(READ)
    finally:
        session.detach()
    insets = item.safe_area(orientation)
    width, height = item.screen_size(orientation)
    assert (seen["top"], seen["left"], seen["bottom"], seen["right"]) == tuple(f"{value:g}px" for value in insets)
    assert (seen["width"], seen["height"]) == (width, height)
    assert seen["ratio"] == item.scale
    assert (
        seen["orientation"]
        == {
            "portrait": "portrait-primary",
            "portrait_upside_down": "portrait-secondary",
            "landscape_right": "landscape-primary",
            "landscape_left": "landscape-secondary",
        }[orientation]
    )
    assert seen["touch"] == 5


# -- safearea.playwright ------------------------------------------------------------


def test_context_options_use_playwright_for_pythons_names():
    from safearea.playwright import context_options

    options = context_options(safearea.device("iPhone 14"), "landscape_left", os_version="17")
    assert options == {
        "user_agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
        "Version/17.0 Mobile/15E148 Safari/604.1",
        "viewport": {"width": 844, "height": 390},
        "screen": {"width": 390, "height": 844},
        "device_scale_factor": 3,
        "is_mobile": True,
        "has_touch": True,
    }


@pytest.mark.parametrize("name,orientation", CASES, ids=[f"{n}-{o}" for n, o in CASES])
def test_context_options_and_emulate_in_chromium(browser, name, orientation):
    from safearea.playwright import context_options, emulate

    item = safearea.device(name)
    context = browser.new_context(**context_options(item, orientation))
    try:
        page = context.new_page()
        emulate(page, item, orientation)
        page.set_content(PAGE)
        seen = page.evaluate(READ)
        agent = page.evaluate("() => navigator.userAgent")
    finally:
        context.close()
    assert (seen["top"], seen["left"], seen["bottom"], seen["right"]) == tuple(
        f"{v:g}px" for v in item.safe_area(orientation)
    )
    assert (seen["width"], seen["height"]) == item.screen_size(orientation)
    assert seen["ratio"] == item.scale
    # Safari on iPadOS requests desktop websites by default: the Macintosh agent (docs/exports.md).
    assert ("(Macintosh; Intel Mac OS X 10_15_7)" if item.family == "pad" else "iPhone; CPU iPhone OS") in agent


AGENT_CASES = [
    # (device, mobile_user_agent, navigator.userAgent, navigator.platform), typed from docs/exports.md's
    # sources: Mobile Safari's agent (Playwright's iPhone and iPad entries), Safari on a Mac's for an
    # iPad by default (WWDC 2019 session 203; Playwright's "Desktop Safari" entry).
    (
        "iPhone 15 Pro",
        False,
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
        "Version/17.4 Mobile/15E148 Safari/604.1",
        "iPhone",
    ),
    (
        "iPad Air (5th generation)",
        False,
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) "
        "Version/17.4 Safari/605.1.15",
        "MacIntel",
    ),
    (
        "iPad Air (5th generation)",
        True,
        "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
        "Version/17.4 Mobile/15E148 Safari/604.1",
        "iPad",
    ),
]


@pytest.mark.parametrize("name,mobile,agent,platform", AGENT_CASES, ids=[f"{c[0]}-{c[1]}" for c in AGENT_CASES])
def test_the_cdp_export_sets_safaris_user_agent(page, name, mobile, agent, platform):
    commands = json.loads(safearea.device(name).export("cdp", os_version="17.4", mobile_user_agent=mobile))
    session = page.context.new_cdp_session(page)
    try:
        for method, params in commands.items():
            session.send(method, params)
        page.set_content(PAGE)
        seen = page.evaluate("() => [navigator.userAgent, navigator.platform]")
    finally:
        session.detach()
    assert seen == [agent, platform]


def test_emulate_refuses_other_browsers():
    from safearea.playwright import emulate

    class Named:
        def __init__(self, **fields):
            self.__dict__.update(fields)

    page = Named(context=Named(browser=Named(browser_type=Named(name="webkit"))))
    with pytest.raises(ValueError, match="needs Chromium: webkit has no DevTools protocol"):
        emulate(page, safearea.device("iPhone 14"))
