"""Playwright integration: a catalog device in a real browser.

    from playwright.sync_api import sync_playwright
    import safearea, safearea.playwright as sp

    phone = safearea.device("iPhone 15 Pro")
    with sync_playwright() as p:
        browser = p.chromium.launch()
        context = browser.new_context(**sp.context_options(phone, "landscape_left"))
        page = context.new_page()
        sp.emulate(page, phone, "landscape_left")   # env(safe-area-inset-*) as UIKit reports them
        page.goto("https://example.test/")

``context_options`` gives ``browser.new_context()`` the device (user agent, viewport,
screen, scale, touch) in Playwright-for-Python's own keyword names, from the
``playwright`` export. Playwright's descriptors carry no safe area, so ``emulate``
sends the ``cdp`` export (``Emulation.setSafeAreaInsetsOverride``, the metrics and
Safari's user agent) through a Chrome DevTools Protocol session: the insets reach a
page only in Chromium (the export's ``defaultBrowserType`` is ``"chromium"``). An
iPad's user agent is the desktop-class one Safari on iPadOS sends by default;
``mobile_user_agent=True`` gives the mobile one. This module imports nothing from
Playwright; it works on the objects Playwright hands you.
"""

import json
from typing import Any

from ._catalog import device as _find_device
from ._device import Device

__all__ = ["context_options", "emulate"]

#: Playwright descriptor keys -> the keyword names of Python's Browser.new_context().
_KEYWORDS = {
    "userAgent": "user_agent",
    "viewport": "viewport",
    "screen": "screen",
    "deviceScaleFactor": "device_scale_factor",
    "isMobile": "is_mobile",
    "hasTouch": "has_touch",
}


def _device(device: "Device | str") -> Device:
    """A Device, or the catalog device a name (or alias, or model identifier) names."""
    if isinstance(device, str):
        return _find_device(device)
    if not isinstance(device, Device):
        raise TypeError(f"device: expected a safearea.Device or a device name, not {type(device).__name__}")
    return device


def context_options(
    device: "Device | str",
    orientation: str = "portrait",
    *,
    os_version: "str | None" = None,
    mobile_user_agent: bool = False,
    **window: Any,
) -> "dict[str, Any]":
    """The keyword arguments of ``browser.new_context(**...)`` for the device in an orientation:
    ``user_agent`` (Safari's for the OS version: on an iPad the desktop-class one Safari on iPadOS
    sends by default, or with ``mobile_user_agent=True`` the mobile one), ``viewport`` (the whole
    screen in points for the orientation: a full-screen web view; Safari's toolbars are not
    modelled), ``screen``, ``device_scale_factor``, ``is_mobile`` and ``has_touch``. An app window on an
    iPad (``placement=``, ``frame=``, ``controls=``, ``compatibility=`` as for ``Device.export``) makes
    the viewport the window's. ``device`` is a Device or a device name (``"iPhone 16"``)."""
    descriptor = json.loads(
        _device(device).export(
            "playwright", orientation, os_version=os_version, mobile_user_agent=mobile_user_agent, **window
        )
    )
    return {_KEYWORDS[key]: value for key, value in descriptor.items() if key in _KEYWORDS}


def emulate(
    page: Any,
    device: "Device | str",
    orientation: str = "portrait",
    *,
    os_version: "str | None" = None,
    status_bar_hidden: bool = False,
    mobile_user_agent: bool = False,
    **window: Any,
) -> Any:
    """Makes ``page`` (a Playwright ``Page`` of a Chromium browser) report the device's safe area:
    sends every command of the ``cdp`` export (screen metrics and orientation, the safe-area
    insets behind ``env(safe-area-inset-*)``, touch, Safari's user agent and ``navigator.platform``)
    through ``page.context.new_cdp_session(page)``.
    Returns the CDP session: the emulation lasts while it is attached (``session.detach()`` ends
    it). An app window on an iPad (``placement=``, ``frame=``, ``controls=``, ``compatibility=`` as for
    ``Device.export``) sizes the viewport to the window and sets the window's insets; the window
    controls' rectangle reaches a page only through the ``css`` export's ``--window-controls-*``
    properties. ``device`` is a Device or a device name. Raises ValueError for WebKit and Firefox, which have no
    DevTools protocol to set insets with."""
    browser = getattr(page.context, "browser", None)
    name = browser.browser_type.name if browser is not None else "chromium"
    if name != "chromium":
        raise ValueError(
            f"safearea.playwright.emulate needs Chromium: {name} has no DevTools protocol to set "
            "env(safe-area-inset-*) with (use context_options() alone there)"
        )
    commands = json.loads(
        _device(device).export(
            "cdp",
            orientation,
            os_version=os_version,
            status_bar_hidden=status_bar_hidden,
            mobile_user_agent=mobile_user_agent,
            **window,
        )
    )
    session = page.context.new_cdp_session(page)
    for method, params in commands.items():
        session.send(method, params)
    return session
