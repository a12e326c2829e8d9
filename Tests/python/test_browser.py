"""The cdp export proven in a real browser (issue 11): each built-in phone and
iPad, in every orientation it supports, is emulated in Debian's headless
Chromium by sending its `cdp` export as-is, and a page with
`viewport-fit=cover` must read the catalog's numbers: env(safe-area-inset-*),
innerWidth/innerHeight and devicePixelRatio. scripts/test.sh installs the
browser (Debian's chromium) and Playwright (PyPI, pointed at /usr/bin/chromium:
no browser download)."""

import json
import os
import shutil

import pytest

import safearea

CHROMIUM = os.environ.get("SAFEAREA_CHROMIUM", "/usr/bin/chromium")
PAGE = """<!doctype html>
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<style>
  #probe { position: fixed; top: env(safe-area-inset-top, -1px); left: env(safe-area-inset-left, -1px);
           bottom: env(safe-area-inset-bottom, -1px); right: env(safe-area-inset-right, -1px); }
</style>
<div id="probe"></div>
"""
READ = """() => {
  const style = getComputedStyle(document.getElementById('probe'));
  return {top: style.top, left: style.left, bottom: style.bottom, right: style.right,
          width: innerWidth, height: innerHeight, ratio: devicePixelRatio,
          orientation: screen.orientation.type, angle: screen.orientation.angle,
          touch: navigator.maxTouchPoints};
}"""


@pytest.fixture(scope="module")
def page():
    sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is in requirements-test.txt")
    if shutil.which(CHROMIUM) is None and not os.path.exists(CHROMIUM):
        pytest.fail(f"{CHROMIUM} is missing: scripts/test.sh installs Debian's chromium")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            yield browser.new_page()
        finally:
            browser.close()


CASES = [(item.name, orientation) for item in safearea.devices() if item.family in ("phone", "pad")
         for orientation in item.orientations]


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
    assert seen["orientation"] == {"portrait": "portrait-primary", "portrait_upside_down": "portrait-secondary",
                                   "landscape_right": "landscape-primary", "landscape_left": "landscape-secondary"}[orientation]
    assert seen["touch"] == 5
