"""Device.export and `safearea export` (MODEL.md §15: cdp, css, react-native), with
MODEL.md §1's iPhone 14 (390 x 844 pt @3; 47/0/34/0 portrait, 0/47/21/47 landscape on
iOS 16-18) and iPhone X (375 x 812 pt @3; 44/0/34/0, 0/44/21/44 landscape)."""

import json
import os
import pathlib
import re
import stat

import pytest
import safearea
from safearea import cli


@pytest.fixture(scope="module")
def phone():
    return safearea.device("iPhone 14")


def test_cdp_is_one_object_of_commands(phone):
    commands = json.loads(phone.export("cdp", os_version="17"))
    assert list(commands) == [
        "Emulation.setDeviceMetricsOverride",
        "Emulation.setSafeAreaInsetsOverride",
        "Emulation.setTouchEmulationEnabled",
        "Emulation.setUserAgentOverride",
    ]
    assert commands["Emulation.setDeviceMetricsOverride"] == {
        "width": 390,
        "height": 844,
        "deviceScaleFactor": 3,
        "mobile": True,
        "screenWidth": 390,
        "screenHeight": 844,
        "screenOrientation": {"type": "portraitPrimary", "angle": 0},
    }
    assert commands["Emulation.setSafeAreaInsetsOverride"] == {
        "insets": {
            "top": 47,
            "topMax": 47,
            "left": 0,
            "leftMax": 0,
            "bottom": 34,
            "bottomMax": 34,
            "right": 0,
            "rightMax": 0,
        }
    }
    assert commands["Emulation.setTouchEmulationEnabled"] == {"enabled": True, "maxTouchPoints": 5}
    # Mobile Safari 17.0 on an iPhone, as Playwright's iPhone entries spell it (Tests/fixtures/owners);
    # no userAgentMetadata: Safari sends no User-Agent Client Hints.
    assert commands["Emulation.setUserAgentOverride"] == {
        "userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 "
        "(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
        "platform": "iPhone",
    }


def test_cdp_all_orientations_is_keyed_by_orientation(phone):
    commands = json.loads(phone.export("cdp", "all", os_version="17"))
    assert list(commands) == ["portrait", "landscape_left", "landscape_right"]
    right = commands["landscape_right"]["Emulation.setDeviceMetricsOverride"]
    assert (right["width"], right["height"], right["screenOrientation"]) == (
        844,
        390,
        {"type": "landscapePrimary", "angle": 90},
    )
    assert commands["landscape_left"]["Emulation.setDeviceMetricsOverride"]["screenOrientation"] == {
        "type": "landscapeSecondary",
        "angle": 270,
    }
    assert commands["landscape_left"]["Emulation.setSafeAreaInsetsOverride"]["insets"]["left"] == 47
    assert commands["landscape_left"]["Emulation.setSafeAreaInsetsOverride"]["insets"]["bottom"] == 21


def test_react_native_metrics(phone):
    assert json.loads(phone.export("react-native", os_version="17")) == {
        "insets": {"top": 47, "right": 0, "bottom": 34, "left": 0},
        "frame": {"x": 0, "y": 0, "width": 390, "height": 844},
    }
    metrics = json.loads(safearea.device("iPhone X").export(safearea.ExportFormat.REACT_NATIVE, "all", os_version="16"))
    assert metrics["landscape_left"] == {
        "insets": {"top": 0, "right": 44, "bottom": 21, "left": 44},
        "frame": {"x": 0, "y": 0, "width": 812, "height": 375},
    }


def test_css_custom_properties(phone):
    text = phone.export("css", "all", os_version="17")
    assert "@media (orientation: portrait) {\n  :root {\n    --safe-area-inset-top: 47px;\n" in text
    assert (
        "    --safe-area-inset-right: 47px;\n    --safe-area-inset-bottom: 21px;\n    --safe-area-inset-left: 47px;"
        in text
    )
    assert text.count("@media") == 2
    assert phone.export("css", os_version="17").count(":root") == 1


def test_playwright_descriptor_in_playwrights_shape(phone):
    descriptor = json.loads(phone.export("playwright", "landscape_right", os_version="17.4"))
    # The keys and their order of Playwright's deviceDescriptorsSource.json entries (its iPhone 12).
    assert list(descriptor) == [
        "userAgent",
        "screen",
        "viewport",
        "deviceScaleFactor",
        "isMobile",
        "hasTouch",
        "defaultBrowserType",
    ]
    assert descriptor["userAgent"] == (
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 "
        "(KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"
    )
    assert descriptor["viewport"] == {"width": 844, "height": 390}
    assert descriptor["screen"] == {"width": 390, "height": 844}  # unrotated, as Playwright's landscape entries
    assert (descriptor["deviceScaleFactor"], descriptor["isMobile"], descriptor["hasTouch"]) == (3, True, True)
    # The insets reach a page only in Chromium, through the DevTools protocol (docs/exports.md).
    assert descriptor["defaultBrowserType"] == "chromium"
    assert "iPhone OS 18_6" in json.loads(phone.export("playwright", os_version="26.0"))["userAgent"]


# Safari on iPadOS 13 and later requests desktop websites and sends Safari-on-a-Mac's user agent
# (Apple, WWDC 2019 session 203), in the shape of Playwright's "Desktop Safari" entry; the mobile one
# in the shape of Playwright's iPad entries (Tests/fixtures/owners/playwright-device-descriptors.json).
IPAD_DESKTOP_17_4 = (
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) "
    "Version/17.4 Safari/605.1.15"
)
IPAD_MOBILE_17_4 = (
    "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
    "Version/17.4 Mobile/15E148 Safari/604.1"
)


def test_ipad_user_agent_is_desktop_class_by_default_and_mobile_on_request():
    pad = safearea.device("iPad Air (5th generation)")
    assert json.loads(pad.export("playwright", os_version="17.4"))["userAgent"] == IPAD_DESKTOP_17_4
    assert json.loads(pad.export("cdp", os_version="17.4"))["Emulation.setUserAgentOverride"] == {
        "userAgent": IPAD_DESKTOP_17_4,
        "platform": "MacIntel",
    }
    mobile = pad.export("playwright", os_version="17.4", mobile_user_agent=True)
    assert json.loads(mobile)["userAgent"] == IPAD_MOBILE_17_4
    assert json.loads(pad.export("cdp", os_version="17.4", mobile_user_agent=True))[
        "Emulation.setUserAgentOverride"
    ] == {"userAgent": IPAD_MOBILE_17_4, "platform": "iPad"}
    # iPadOS 26: Safari 26 on a Mac keeps the 10_15_7 token; the mobile agent keeps OS 18_6.
    assert json.loads(pad.export("playwright", os_version="26.0"))["userAgent"] == IPAD_DESKTOP_17_4.replace(
        "17.4", "26.0"
    )
    assert (
        "(iPad; CPU OS 18_6 like Mac OS X)"
        in json.loads(pad.export("playwright", os_version="26.0", mobile_user_agent=True))["userAgent"]
    )
    # An iPhone has one agent; the flag changes nothing there, nor in formats without a user agent.
    phone = safearea.device("iPhone 14")
    assert phone.export("cdp", mobile_user_agent=True) == phone.export("cdp")
    assert pad.export("css", mobile_user_agent=True) == pad.export("css")


def test_cli_mobile_user_agent(capsys):
    assert cli.main(["export", "playwright", "iPad Air (5th generation)", "--os", "17.4"]) == 0
    assert json.loads(capsys.readouterr().out)["userAgent"] == IPAD_DESKTOP_17_4
    assert cli.main(["export", "cdp", "iPad Air (5th generation)", "--os", "17.4", "--mobile-user-agent"]) == 0
    assert json.loads(capsys.readouterr().out)["Emulation.setUserAgentOverride"]["userAgent"] == IPAD_MOBILE_17_4


def test_cli_playwright_says_the_insets_need_chromium(capsys):
    assert cli.main(["export", "playwright", "iPhone 14"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["defaultBrowserType"] == "chromium"
    assert (
        "they reach a page only in Chromium, through the DevTools protocol (the cdp export, "
        "safearea.playwright.emulate)" in captured.err
    )


def test_flutter_test_values_in_physical_pixels(phone):
    values = json.loads(phone.export("flutter-test", "landscape_left", os_version="17"))
    assert values == {
        "physicalSize": {"width": 2532, "height": 1170},
        "devicePixelRatio": 3,
        "padding": {"left": 141, "top": 0, "right": 141, "bottom": 63},
        "viewPadding": {"left": 141, "top": 0, "right": 141, "bottom": 63},
    }
    with pytest.raises(safearea.InvalidArgumentError, match="Flutter does not target"):
        safearea.device("Apple TV HD").export("flutter-test", "landscape_left")


def test_status_bar_hidden_on_a_home_button_phone():
    # iPhone 8: the 20-pt status bar is the whole top inset; hidden, it is 0 (MODEL.md §1).
    eight = safearea.device("iPhone 8")
    assert json.loads(eight.export("react-native"))["insets"]["top"] == 20
    assert json.loads(eight.export("react-native", status_bar_hidden=True))["insets"]["top"] == 0


def test_bad_input_is_a_clear_error(phone):
    with pytest.raises(
        safearea.InvalidArgumentError, match="use cdp, css, react-native, playwright, flutter-test, unity, flutter"
    ):
        phone.export("unity-xml")
    with pytest.raises(safearea.UnsupportedOrientationError):
        phone.export("cdp", "portrait_upside_down")
    with pytest.raises(safearea.OSVersionError):
        phone.export("cdp", os_version="9.0")
    with pytest.raises(safearea.InvalidArgumentError, match="tvOS, which has no web browser"):
        safearea.device("Apple TV 4K").export("css", "landscape_left")
    with pytest.raises(safearea.InvalidArgumentError):
        phone.export(7)
    assert json.loads(safearea.device("Apple TV 4K").export("react-native", "landscape_left"))["frame"]["width"] == 1920


def test_cli_prints_and_writes(tmp_path, capsys):
    assert cli.main(["export", "react-native", "iPhone 14", "--os", "17"]) == 0
    assert json.loads(capsys.readouterr().out)["insets"]["top"] == 47
    out = tmp_path / "x.css"
    assert cli.main(["export", "css", "iPhone X", "-o", "all", "--out", str(out)]) == 0
    assert "--safe-area-inset-top: 44px;" in out.read_text()
    assert [p.name for p in tmp_path.iterdir()] == ["x.css"], "no temporary file left behind"
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~umask, "the permissions open() would give"


TV_WEB = "runs tvOS, which has no web browser: the web formats (cdp, css, playwright) do not apply to tvOS"


@pytest.mark.parametrize("format", ["cdp", "css", "playwright"])
def test_web_formats_refuse_tvos_for_tvos(format, capsys):
    # The default orientation (portrait) used to be refused first: "does not support portrait".
    tv = safearea.device("Apple TV 4K")
    for orientation in (None, "portrait", "landscape_left", "all"):
        with pytest.raises(safearea.InvalidArgumentError) as caught:
            tv.export(format, orientation)
        assert str(caught.value) == f"Apple TV 4K (3rd generation) {TV_WEB}"
    assert cli.main(["export", format, "Apple TV 4K"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == f"safearea: Apple TV 4K (3rd generation) {TV_WEB}\n"
    # React Native targets tvOS: the react-native format applies.
    assert json.loads(tv.export("react-native", "landscape_left"))["frame"]["width"] == 1920


def test_cli_all_devices(tmp_path, capsys):
    folder = tmp_path / "cdp"
    assert cli.main(["export", "cdp", "--all-devices", "--out-dir", str(folder), "-o", "all"]) == 0
    names = sorted(p.name for p in folder.iterdir())
    web = [d for d in safearea.devices() if d.family != "tv"]
    assert len(names) == len(web)
    for name in names:  # slugs: lowercase ASCII letters, digits and single hyphens
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*\.json", name), name
    assert {"iphone-duo-inner-display.json", "iphone-duo-outer-display.json", "iphone-15-pro.json"} <= set(names)
    assert "ipad-pro-12-9-inch-6th-generation.json" in names
    err = capsys.readouterr().err
    assert f"skipped Apple TV 4K (3rd generation): Apple TV 4K (3rd generation) {TV_WEB}" in err
    assert json.loads((folder / "iphone-15-pro.json").read_text())["portrait"]["Emulation.setSafeAreaInsetsOverride"]


def test_slugs_are_unique_across_the_catalog():
    slugs = [cli.slug(d.name) for d in safearea.devices()]
    assert len(set(slugs)) == len(slugs)
    assert cli.slug("iPhone Duo (inner display)") == "iphone-duo-inner-display"
    assert cli.slug("iPad Pro 12.9-inch (6th generation)") == "ipad-pro-12-9-inch-6th-generation"
    assert cli.slug("Café  Phone") == "cafe-phone"


def test_cli_all_devices_carry_the_device_name_where_the_format_has_a_place(tmp_path):
    # Playwright: entries of deviceDescriptorsSource.json, keyed by the name as Playwright names them.
    folder = tmp_path / "pw"
    assert cli.main(["export", "playwright", "--all-devices", "--out-dir", str(folder)]) == 0
    entries = json.loads((folder / "iphone-duo-inner-display.json").read_text())
    assert list(entries) == ["iPhone Duo (inner display)"]
    assert list(entries["iPhone Duo (inner display)"]) == list(_owner_playwright()["iPhone 12"])
    assert cli.main(["export", "playwright", "--all-devices", "--out-dir", str(folder), "-o", "all"]) == 0
    both = json.loads((folder / "iphone-15-pro.json").read_text())
    assert list(both) == ["iPhone 15 Pro", "iPhone 15 Pro landscape"]
    assert both["iPhone 15 Pro landscape"]["viewport"] == {"width": 852, "height": 393}
    assert both["iPhone 15 Pro landscape"]["screen"] == {"width": 393, "height": 852}
    # css: the comment; unity: friendlyName; flutter: name. cdp, react-native and flutter-test have no place.
    assert cli.main(["export", "css", "--all-devices", "--out-dir", str(tmp_path / "css")]) == 0
    css = (tmp_path / "css" / "iphone-duo-inner-display.css").read_text()
    assert css.startswith("/* iPhone Duo (inner display): ")
    assert cli.main(["export", "unity", "--all-devices", "--out-dir", str(tmp_path / "unity")]) == 0
    unity = json.loads((tmp_path / "unity" / "apple-iphone-xr.device").read_text())
    assert unity["friendlyName"] == "Apple iPhone XR"
    for path in (tmp_path / "unity").iterdir():
        assert re.fullmatch(r"apple-[a-z0-9]+(-[a-z0-9]+)*\.device", path.name), path.name


def test_cli_errors(tmp_path, capsys):
    assert cli.main(["export", "cdp", "Nokia 3310"]) == 2
    assert cli.main(["export", "svg", "iPhone 14"]) == 2
    assert "use cdp, css, react-native, playwright, flutter-test, unity, flutter" in capsys.readouterr().err
    assert cli.main(["export", "cdp"]) == 2
    if os.geteuid() != 0:  # root writes anywhere: the permission case needs a normal user
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(stat.S_IRUSR | stat.S_IXUSR)
        assert cli.main(["export", "cdp", "--all-devices", "--out-dir", str(locked / "sub")]) == 2
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert cli.main(["export", "cdp", "--all-devices", "--out-dir", str(blocker)]) == 2
    assert str(blocker) in capsys.readouterr().err


# -- the formats against their owners' published examples (Tests/fixtures/owners) ----------

OWNERS = pathlib.Path(__file__).resolve().parents[1] / "fixtures" / "owners"


def _owner(name):
    return json.loads((OWNERS / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "fixture,device",
    [("unity-apple-iphone-xr.device.json", "iPhone XR"), ("unity-apple-iphone-8-plus.device.json", "iPhone 8 Plus")],
)
def test_unity_export_agrees_with_unitys_own_definition(fixture, device):
    theirs = _owner(fixture)
    item = safearea.device(device)
    ours = json.loads(item.export("unity", "all", os_version="12.0", status_bar_hidden=True))
    assert ours["friendlyName"] == theirs["friendlyName"] and ours["version"] == theirs["version"] == 1
    screen, their_screen = ours["screens"][0], theirs["Screens"][0]
    for key in ("width", "height", "navigationBarHeight", "dpi"):
        assert screen[key] == their_screen[key], key
    assert screen["orientations"] == their_screen["orientations"]
    # Unity's files record their overlay image's radius (116 px for the XR); ours is the display's.
    assert screen["presentation"] == {"cornerRadius": item.corner_radius * item.native_pixels[0] / item.width}
    assert ours["systemInfo"]["deviceType"] == theirs["SystemInfo"]["deviceType"] == 1
    assert ours["systemInfo"]["operatingSystem"] == theirs["SystemInfo"]["operatingSystem"]
    assert ours["systemInfo"]["deviceModel"] in item.aliases and theirs["SystemInfo"]["deviceModel"] in item.aliases


def test_unity_export_defaults_to_every_orientation_as_unitys_own_file():
    # Unity's iPhone XR definition lists portrait and both landscapes (1, 3, 4): Device Simulator
    # rotates only into the orientations a file lists, so the export with no orientation lists them.
    theirs = _owner("unity-apple-iphone-xr.device.json")["Screens"][0]["orientations"]
    xr = safearea.device("iPhone XR")
    text = xr.export("unity", os_version="12.0", status_bar_hidden=True)
    assert json.loads(text)["screens"][0]["orientations"] == theirs
    assert text == xr.export("unity", "all", os_version="12.0", status_bar_hidden=True)
    # orientation= narrows it: one entry, Unity's LandscapeLeft (3) for UIKit's landscape_right.
    (entry,) = json.loads(xr.export("unity", "landscape_right", os_version="12.0", status_bar_hidden=True))["screens"][
        0
    ]["orientations"]
    assert entry == theirs[1]


def test_flutter_preset_holds_every_orientation_and_takes_no_single_one(phone):
    assert phone.export("flutter") == phone.export("flutter", "all")
    with pytest.raises(safearea.InvalidArgumentError, match="device_preview"):
        phone.export("flutter", "portrait")


def test_per_orientation_formats_default_to_portrait(phone):
    assert phone.export("react-native", os_version="17") == phone.export("react-native", "portrait", os_version="17")
    assert phone.export("cdp", None, os_version="17") == phone.export("cdp", "portrait", os_version="17")


def test_cli_unity_writes_every_orientation_unless_narrowed(tmp_path):
    out = tmp_path / "Apple iPhone XR.device"
    assert cli.main(["export", "unity", "iPhone XR", "--os", "12.0", "--status-bar-hidden", "--out", str(out)]) == 0
    theirs = _owner("unity-apple-iphone-xr.device.json")["Screens"][0]["orientations"]
    assert json.loads(out.read_text())["screens"][0]["orientations"] == theirs
    assert (
        cli.main(
            ["export", "unity", "iPhone XR", "--os", "12.0", "--status-bar-hidden", "-o", "portrait", "--out", str(out)]
        )
        == 0
    )
    assert json.loads(out.read_text())["screens"][0]["orientations"] == theirs[:1]


def test_unity_landscape_left_is_uikits_landscape_right():
    ours = json.loads(safearea.device("iPhone 15 Pro").export("unity", "landscape_right"))
    (entry,) = ours["screens"][0]["orientations"]
    assert entry["orientation"] == 3  # ScreenOrientation.LandscapeLeft: the Dynamic Island on the left
    (cutout,) = entry["cutouts"]
    assert cutout["x"] < ours["screens"][0]["height"] / 2


def test_unity_needs_a_pixel_density(tmp_path):
    profile = json.loads(safearea.device("iPhone 14").to_json())
    del profile["screen"]["ppi"]
    loaded = safearea.load_device(json.dumps(profile))
    with pytest.raises(safearea.InvalidArgumentError, match="no pixel density"):
        loaded.export("unity")
    assert json.loads(safearea.device("iPhone 14").to_json())["screen"]["ppi"] == 460


def test_react_native_metrics_have_the_libraries_shape(phone):
    theirs = _owner("react-native-safe-area-context-mock-metrics.json")["metrics"]
    ours = json.loads(phone.export("react-native"))
    assert set(ours) == set(theirs)
    for key in theirs:
        assert set(ours[key]) == set(theirs[key]), key
        assert all(isinstance(value, (int, float)) for value in ours[key].values())


def _device_preview_cases():
    return [(entry["catalog"], entry) for entry in _owner("device_preview_specs.json")["devices"]]


@pytest.mark.parametrize("name,theirs", _device_preview_cases(), ids=[name for name, _ in _device_preview_cases()])
def test_flutter_preset_agrees_with_device_preview(name, theirs):
    # device_preview's presets were probed on the iOS/iPadOS 26.5 simulator: our newest data is iOS 26.
    ours = json.loads(safearea.device(name).export("flutter"))
    for key in ("brand", "platform", "kind", "portraitSize", "devicePixelRatio", "portraitPadding", "landscapePadding"):
        assert ours[key] == theirs[key], key
    assert ours["id"].startswith("apple-") and ours["name"] == name
    assert ours["frame"]["screenPath"].startswith("M ") and ours["frame"]["screenPath"].endswith("Z")


def test_flutter_preset_outline_cuts_out_the_housing():
    island = json.loads(safearea.device("iPhone 16 Pro").export("flutter"))["frame"]["screenPath"]
    # The Dynamic Island as a capsule subpath: UIKit's exclusion area on a real iPhone 16 Pro,
    # {138.333, 14, 125, 36.667} (sketchain/Husk@1fece9f IslandEstimate.swift), radius half its height.
    subpath = island[island.rindex(" M ") + 1 :]
    assert re.fullmatch(
        r"M [-0-9.]+,[-0-9.]+ H [-0-9.]+ A [-0-9.]+,[-0-9.]+ 0 0 0 [-0-9.]+,[-0-9.]+ H [-0-9.]+ A [-0-9.]+,[-0-9.]+ 0 0 0 [-0-9.]+,[-0-9.]+ Z",
        subpath,
    )
    numbers = [float(n) for n in re.findall(r"-?[0-9.]+", subpath)]
    r = 36.667 / 2
    expected = [
        138.333 + 125 - r,
        14,
        138.333 + r,
        r,
        r,
        0,
        0,
        0,
        138.333 + r,
        14 + 36.667,
        138.333 + 125 - r,
        r,
        r,
        0,
        0,
        0,
        138.333 + 125 - r,
        14,
    ]
    assert numbers == pytest.approx(expected, abs=1e-6)
    square = json.loads(safearea.device("iPhone SE (3rd generation)").export("flutter"))
    assert square["frame"]["screenPath"] == "M 0,0 H 375 V 667 H 0 Z"
    assert square["landscapePadding"] == {"left": 0, "top": 0, "right": 0, "bottom": 0}


def test_cli_names_flutter_presets_by_id(tmp_path):
    assert cli.main(["export", "flutter", "--all-devices", "--out-dir", str(tmp_path)]) == 0
    assert (tmp_path / "apple-iphone-16-pro.json").exists() and (tmp_path / "apple-ipad-pro-13-inch-m4.json").exists()


# -- playwright, cdp and css against their owners' published definitions -------------------------


def _owner_playwright():
    return _owner("playwright-device-descriptors.json")["devices"]


def test_playwright_descriptor_matches_playwrights_entries():
    theirs = _owner_playwright()
    # iPhone 12 (390 x 844 @3), whose entry has a screen: the same keys in the same order, the same
    # types; the viewport is the whole screen (Playwright's is Safari's page area, toolbars taken off).
    ours = json.loads(safearea.device("iPhone 12").export("playwright", os_version="14.4"))
    assert list(ours) == list(theirs["iPhone 12"])
    assert ours["screen"] == theirs["iPhone 12"]["screen"]
    assert ours["deviceScaleFactor"] == theirs["iPhone 12"]["deviceScaleFactor"]
    assert (ours["isMobile"], ours["hasTouch"]) == (True, True)
    # Their user agent names Safari 16.4 on iOS 14.4; ours Safari's own version for the OS (14.4).
    assert ours["userAgent"] == theirs["iPhone 12"]["userAgent"].replace("Version/16.4", "Version/14.4")
    landscape = json.loads(safearea.device("iPhone 12").export("playwright", "landscape_left", os_version="14.4"))
    assert landscape["screen"] == theirs["iPhone 12 landscape"]["screen"]  # unrotated, as theirs
    # Playwright's iPad entries are the mobile agent (iPadOS 12.2); ours with mobile_user_agent on 12.2
    # would be the same string but for the Safari version; the default is Desktop Safari's shape.
    pad = safearea.device("iPad Pro 11-inch (1st generation)")
    mobile = json.loads(pad.export("playwright", os_version="12.2", mobile_user_agent=True))["userAgent"]
    assert mobile == theirs["iPad Pro 11"]["userAgent"].replace("Version/16.4", "Version/12.2")
    desktop = json.loads(pad.export("playwright", os_version="16.4"))["userAgent"]
    assert desktop == theirs["Desktop Safari"]["userAgent"]
    # Every key of ours is one Playwright's entries use, with the value type theirs has.
    for key, value in ours.items():
        assert type(value) is type(theirs["iPhone 12"][key]) or {type(value), type(theirs["iPhone 12"][key])} <= {
            int,
            float,
        }, key


def _pdl_definitions():
    """The fixture's PDL as {name: {member: (type, optional, enum values)}} for types and commands."""
    definitions, current, member = {}, None, None
    for line in (OWNERS / "cdp-emulation.pdl").read_text(encoding="utf-8").splitlines():
        code = line.split("#", 1)[0].rstrip()
        if not code.strip():
            continue
        words = code.split()
        indent = len(code) - len(code.lstrip())
        if indent == 2 and ("type" in words or "command" in words):
            name = words[words.index("type" if "type" in words else "command") + 1]
            current = definitions.setdefault(name, {})
        elif indent == 6 and current is not None:
            words = [w for w in words if w not in ("experimental", "deprecated")]
            optional = words[0] == "optional"
            words = words[1:] if optional else words
            kind = " ".join(words[:-1])
            member = words[-1]
            current[member] = (kind, optional, [])
        elif indent == 8 and current is not None and member is not None and current[member][0] == "enum":
            current[member][2].append(words[0])
    return definitions


def _check_cdp_value(definitions, kind, values, value, where):
    if kind == "integer":
        assert isinstance(value, int) and not isinstance(value, bool), where
    elif kind == "number":
        assert isinstance(value, (int, float)) and not isinstance(value, bool), where
    elif kind == "boolean":
        assert isinstance(value, bool), where
    elif kind == "string":
        assert isinstance(value, str), where
    elif kind == "enum":
        assert value in values, where
    else:
        _check_cdp_object(definitions, definitions[kind], value, where)


def _check_cdp_object(definitions, members, params, where):
    assert isinstance(params, dict), where
    for name, value in params.items():
        assert name in members, f"{where}.{name} is not in the protocol"
        kind, _, values = members[name]
        _check_cdp_value(definitions, kind, values, value, f"{where}.{name}")
    for name, (_, optional, _) in members.items():
        assert optional or name in params, f"{where} lacks the required {name}"


@pytest.mark.parametrize(
    "name,options",
    [
        ("iPhone 14", {}),
        ("iPad Air (5th generation)", {"orientation": "all"}),
        ("iPad Air (5th generation)", {"mobile_user_agent": True}),
        ("iPhone Duo (inner display)", {"orientation": "landscape_left", "pose": "book"}),
        ("iPhone Duo (inner display)", {"orientation": "landscape_left"}),
    ],
)
def test_cdp_commands_match_the_protocols_definitions(name, options):
    definitions = _pdl_definitions()
    assert {"setDeviceMetricsOverride", "setSafeAreaInsetsOverride", "setTouchEmulationEnabled"} <= set(definitions)
    assert definitions["setUserAgentOverride"]["userAgent"] == ("string", False, [])
    orientation = options.pop("orientation", None)
    document = json.loads(safearea.device(name).export("cdp", orientation, **options))
    documents = document.values() if orientation == "all" else [document]
    for commands in documents:
        for method, params in commands.items():
            domain, command = method.split(".")
            assert domain == "Emulation"
            _check_cdp_object(definitions, definitions[command], params, method)


def test_css_properties_stand_for_the_specs_environment_variables():
    spec = (OWNERS / "css-env-1-safe-area-insets.bs").read_text(encoding="utf-8")
    names = re.findall(r"<dfn>(safe-area-inset-[a-z]+)</dfn>", spec)
    assert names == ["safe-area-inset-top", "safe-area-inset-right", "safe-area-inset-bottom", "safe-area-inset-left"]
    assert "env( <<custom-ident>>" in spec
    css = safearea.device("iPhone 14").export("css", os_version="17")
    ours = re.findall(r"--(safe-area-inset-[a-z]+): ([0-9.]+)px;", css)
    # The spec's four variables, in its order, each a <length> (CSS px = points): 47/0/34/0 (MODEL.md §1).
    assert ours == [(names[0], "47"), (names[1], "0"), (names[2], "34"), (names[3], "0")]
