"""Device catalog through Python, driven by the fixtures shared with the Swift and C tests."""

import pytest
import safearea
from conftest import load_fixture

CATALOG = load_fixture("catalog_insets.json")


@pytest.mark.parametrize(
    "case", CATALOG["cases"], ids=lambda c: f"{c['device']}-{c['orientation']}-{c['os']}-{c['status_bar_hidden']}"
)
def test_golden_insets(case):
    device = safearea.device(case["device"])
    insets = device.safe_area(case["orientation"], os_version=case["os"], status_bar_hidden=case["status_bar_hidden"])
    assert insets == tuple(case["expected"]), case["source"]
    assert (insets.top, insets.left, insets.bottom, insets.right) == tuple(case["expected"])
    query = dict(os_version=case["os"], status_bar_hidden=case["status_bar_hidden"])
    provenance = device.provenance(case["orientation"], **query)
    assert provenance.kind == case["provenance"], case["source"]
    assert isinstance(provenance, safearea.Provenance) and (provenance.kind == "derived") == bool(provenance.basis)
    if case["provenance"] == "derived":
        with pytest.raises(safearea.OSVersionError, match="derived"):
            device.safe_area(case["orientation"], strict=True, **query)
        with pytest.raises(safearea.OSVersionError, match="derived"):
            device.provenance(case["orientation"], strict=True, **query)
    else:
        assert device.safe_area(case["orientation"], strict=True, **query) == tuple(case["expected"])


ERROR_CLASSES = {
    "unsupported_orientation": safearea.UnsupportedOrientationError,
    "os_version": safearea.OSVersionError,
    "device_not_found": safearea.DeviceNotFoundError,
}


@pytest.mark.parametrize("case", CATALOG["errors"], ids=lambda c: f"{c['device']}-{c['orientation']}-{c['os']}")
def test_golden_errors(case):
    with pytest.raises(ERROR_CLASSES[case["status"]]) as info:
        safearea.device(case["device"]).safe_area(case["orientation"], os_version=case["os"], strict=case["strict"])
    assert str(info.value)
    assert isinstance(info.value, safearea.SafeAreaError)


def test_devices_are_cached_and_complete():
    devices = safearea.devices()
    assert devices is safearea.devices()
    assert len(devices) >= 71
    names = [d.name for d in devices]
    assert len(set(names)) == len(names)
    for d in devices:
        assert safearea.device(d.name) is d
        for alias in d.aliases:
            assert safearea.device(alias) is d


def test_lookup_ignores_case_and_accepts_model_identifiers():
    assert safearea.device("IPHONE15,2").name == "iPhone 14 Pro"
    assert safearea.device("  iphone 14 pro ") is safearea.device("iPhone 14 Pro")


def test_not_found_suggests_close_names():
    with pytest.raises(safearea.DeviceNotFoundError) as info:
        safearea.device("iPhone 15 Pro Maxx")
    assert isinstance(info.value, LookupError)
    assert "'iPhone 15 Pro Max'" in str(info.value)
    assert info.value.status == -3


@pytest.mark.parametrize(
    ("name", "suggestions"),
    [
        # A family name offers that family's devices, newest first (the latest first OS: docs/catalog.md's table,
        # data/devices.json's os_min): the M5 on iPadOS 26, the M4 on 17.5.
        ("iPad Pro 13", "'iPad Pro 13-inch (M5)', 'iPad Pro 13-inch (M4)'"),
        # The M4 (iPadOS 26.0), M3 (18.3) and M2 (17.5), not the iPad Air (4th generation) a spelling is near.
        ("iPad Air 11", "'iPad Air 11-inch (M4)', 'iPad Air 11-inch (M3)', 'iPad Air 11-inch (M2)'"),
        ("ipad mini", "'iPad mini (A17 Pro)', 'iPad mini (6th generation)', 'iPad mini (5th generation)'"),
    ],
)
def test_a_family_name_suggests_its_newest_devices(name, suggestions):
    with pytest.raises(safearea.DeviceNotFoundError) as info:
        safearea.device(name)
    assert str(info.value) == f"no device named '{name}'; did you mean {suggestions}?"


def test_device_attributes_match_cited_sources():
    mini = safearea.device("iPhone 12 mini")
    assert (mini.family, mini.width, mini.height, mini.scale) == ("phone", 375, 812, 3)
    assert mini.native_pixels == (1080, 2340)  # Apple tech specs; rendered @3, downsampled
    assert mini.corner_radius == 44  # BezelKit
    assert mini.housing.kind == "notch" and mini.housing.rect is None and not mini.housing.measured
    assert mini.home_indicator and mini.home_indicator.present
    assert mini.orientations == ("portrait", "landscape_left", "landscape_right")
    x = safearea.device("iPhone X")
    assert x.housing.measured and x.housing.rect == pytest.approx((250 / 3, 0, 625 / 3, 30), abs=0.01)  # Unity cutout
    pro = safearea.device("iPhone 16 Pro")
    # sketchain/Husk@1fece9f IslandEstimate.swift: a real iPhone 16 Pro's exclusion area {138.333, 14, 125, 36.667}.
    assert pro.housing == safearea.Housing("dynamic_island", (138.333, 14.0, 125.0, 36.667), True)
    assert pro.home_indicator.rect == pytest.approx(((402 - 145) / 2, 874 - 13, 145, 5))
    assert not safearea.device("iPhone 8").home_indicator
    tv = safearea.device("Apple TV 4K")
    assert tv.family == "tv" and tv.orientations == ("landscape_left", "landscape_right")


def test_os_versions_and_resolution():
    xr = safearea.device("iPhone XR")
    # Ranges read as people say them: "every 13.x" is 13.x, not "12.0-13" (MODEL.md §8).
    assert [str(r) for r in xr.os_versions] == ["12.0\u201313.x", "14.0\u201318.x"]
    assert xr.os_range == safearea.OSRange("12.0", "18.x")
    assert repr(xr.os_range) == "safearea.OSRange(min='12.0', max='18.x')"
    assert safearea.format_os_version(180399) == "18.3.x" and safearea.format_os_version(180300) == "18.3"
    assert xr.resolve_os_version() == "18.0"
    assert xr.resolve_os_version(os_version="13.5") == "13.5"
    assert safearea.device("iPhone X").resolve_os_version() == "16.0"
    with pytest.raises(safearea.OSVersionError, match="iOS 12.0 to 18"):
        xr.safe_area(os_version="26")


def test_sources_name_every_value():
    x = safearea.device("iPhone X")
    sources = x.sources
    for field in ("screen", "corner_radius", "housing", "home_indicator", "aliases"):
        assert sources[field]
    assert "bezelkit" in sources["corner_radius"]
    assert any(key.startswith("insets 11.0-16") for key in sources)
    assert safearea.device("iPhone 12 mini").notes


def test_unsafe_regions_value_objects():
    regions = safearea.device("iPhone X").unsafe_regions("landscape_right")
    kinds = [r.kind for r in regions]
    assert kinds.count("corner") == 4 and "housing" in kinds and "home_indicator" in kinds
    housing = next(r for r in regions if r.kind == "housing")
    assert housing.edge == "left" and housing.physical and not housing.approximate
    assert housing.rect[2] == pytest.approx(30)
    assert repr(housing).startswith("safearea.Region(kind='housing'")
    assert safearea.device("iPhone 8").unsafe_regions(status_bar_hidden=True) == ()
    with pytest.raises(AttributeError):
        housing.kind = "x"


def test_housing_edge_and_screen_size():
    x = safearea.device("iPhone X")
    assert x.housing_edge("landscape_right") == "left"
    assert x.housing_edge("landscape_left") == "right"
    assert safearea.device("iPhone 8").housing_edge() is None
    assert x.screen_size("landscape_left") == (812, 375)


def test_insets_value_object():
    insets = safearea.device("iPhone X").safe_area()
    assert insets == (44, 0, 34, 0)
    assert repr(insets) == "safearea.Insets(top=44.0, left=0.0, bottom=34.0, right=0.0)"
    assert hash(insets) == hash((44.0, 0.0, 34.0, 0.0))
    with pytest.raises(AttributeError):
        insets.top = 1
    top, left, bottom, right = insets
    assert (top, bottom) == (44, 34)


def test_repr_and_svg():
    x = safearea.device("iPhone X")
    assert repr(x) == "<safearea.Device 'iPhone X' phone 375x812@3>"
    svg = x._repr_svg_()
    assert svg.startswith("<svg") and "iPhone X" in svg and "top 44" in svg and "bottom 34" in svg


def test_version():
    assert safearea.__version__ == "0.1.0"
    assert safearea.library_version() == (100, "0.1.0")


def test_status_bar_height():
    # MODEL.md §1: home-button status bar 20, hidden on iPhones in landscape, kept on iPads.
    assert safearea.device("iPhone 8").status_bar_height() == 20
    assert safearea.device("iPhone 8").status_bar_height("landscape_left") == 0
    assert safearea.device("iPad (10th generation)").status_bar_height("landscape_left", os_version="16.2") == 24
    assert safearea.device("iPhone X").status_bar_height() == 44
    assert safearea.device("Apple TV HD").status_bar_height("landscape_left") == 0


def test_every_device_answers_every_os_line_it_runs():
    # MODEL.md §8: nothing refused in the default mode; strict refuses exactly the derived answers.
    lines = [
        "10.3",
        "11.0",
        "12.1",
        "12.2",
        "13.0",
        "14.0",
        "15.0",
        "16.0",
        "17.0",
        "17.5",
        "18.0",
        "18.3",
        "18.6",
        "26.0",
        "26.5",
    ]
    derived = 0
    for device in safearea.devices():
        low, high = safearea.device(device.name)._info()["os_min"], device._info()["os_max"]
        for line in lines:
            major, minor = (int(part) for part in line.split("."))
            if not low <= major * 10000 + minor * 100 <= high:
                continue
            for orientation in device.orientations:
                insets = device.safe_area(orientation, os_version=line)
                provenance = device.provenance(orientation, os_version=line)
                assert provenance.kind in ("measured", "documented", "derived")
                if provenance.kind == "derived":
                    derived += 1
                    assert device.name in provenance.basis
                    with pytest.raises(safearea.OSVersionError) as info:
                        device.safe_area(orientation, os_version=line, strict=True)
                    # The refusal names what would have been derived and from what.
                    assert "derived" in str(info.value) and provenance.basis in str(info.value)
                else:
                    assert device.safe_area(orientation, os_version=line, strict=True) == insets
    assert derived > 0


def test_newer_ipads():
    # Screens as the device_preview probes measured them; model identifiers from BezelKit and DeviceKit.
    expected = {
        "iPad (A16)": (820, 1180, 25, "iPad15,7"),
        "iPad Air 11-inch (M3)": (820, 1180, 18, "iPad15,3"),
        "iPad Air 13-inch (M2)": (1024, 1366, 18, "iPad14,10"),
        "iPad Air 13-inch (M3)": (1024, 1366, 18, "iPad15,5"),
        "iPad mini (A17 Pro)": (744, 1133, 21.5, "iPad16,1"),
        "iPad Pro 11-inch (M5)": (834, 1210, 30, "iPad17,1"),
        "iPad Pro 13-inch (M5)": (1032, 1376, 30, "iPad17,3"),
    }
    for name, (width, height, radius, model) in expected.items():
        device = safearea.device(name)
        assert (device.width, device.height, device.scale, device.corner_radius) == (width, height, 2, radius)
        assert safearea.device(model) is device
        # iPadOS 26.5 probe: 32/0/25/0 in every orientation on rounded-corner iPads.
        for orientation in device.orientations:
            assert device.safe_area(orientation, os_version="26.0") == (32, 0, 25, 0)
    assert safearea.device("iPad mini (A17 Pro)").safe_area(os_version="18.0") == (24, 0, 25, 0)  # iPadOS 18.x probe
    assert safearea.device("iPad mini (A17 Pro)").provenance(os_version="18.0").kind == "measured"
    with pytest.raises(
        safearea.OSVersionError, match=r"iPadOS 26\.0 to 27\.x"
    ):  # iPadOS 27 runs on it (Apple's note 149034)
        safearea.device("iPad Pro 11-inch (M5)").safe_area(os_version="18.0")


def test_keyboard_heights_against_the_probe():
    # flutter_device_preview 42089cd (iOS/iPadOS 26.5): portraitKeyboardHeight / landscapeKeyboardHeight.
    assert safearea.device("iPhone 16 Pro").keyboard_height() == 335
    assert safearea.device("iPhone 16 Pro Max").keyboard_height("landscape_left") == 208
    assert safearea.device("iPhone Air").keyboard_height() == 345
    assert safearea.device("iPhone SE (3rd generation)").keyboard_height("landscape_right") == 206
    assert safearea.device("iPad Air 13-inch (M2)").keyboard_height("landscape_left") == 498
    assert safearea.device("iPad mini (A17 Pro)").keyboard_height() == 340
    measured = safearea.device("iPhone 17").keyboard_provenance(os_version="26.5")
    assert measured.kind == "measured" and "apple-iphone-17" in measured.source
    carried = safearea.device("iPhone 15 Pro").keyboard_provenance(os_version="26.0")
    assert carried.kind == "derived" and "iPhone 16" in carried.basis
    with pytest.raises(safearea.OSVersionError, match="derived"):
        safearea.device("iPhone 15 Pro").keyboard_height(os_version="26.0", strict=True)
    # iOS 17 on the 430-wide 15 Pro Max: Keyman's 226 + 45 + the 41 + 34 strip, derived (MODEL.md §10); the home-button
    # iPad Pro 12.9-inch (2nd generation) on 17: Keyman read no home-button 1024 x 1366 iPad after iOS 12.
    assert safearea.device("iPhone 15 Pro Max").keyboard_height(os_version="17.0") == 346
    with pytest.raises(safearea.OSVersionError, match="no keyboard height"):
        safearea.device("iPad Pro 12.9-inch (2nd generation)").keyboard_height(os_version="17.0")
    with pytest.raises(safearea.UnsupportedOrientationError):
        safearea.device("iPhone 16").keyboard_height("portrait_upside_down")
    with pytest.raises(TypeError, match="status_bar_hidden"):
        safearea.device("iPhone 16").keyboard_height(status_bar_hidden=True)  # type: ignore[call-arg]


def test_provenance_value_object():
    p = safearea.device("iPhone X").provenance(os_version="12.4")
    assert p.kind == "measured" and "unity" in p.source and p.basis == ""
    assert str(p).startswith("measured: unity")
    assert safearea.ProvenanceKind.DERIVED.name.lower() == "derived"
    assert safearea.QueryFlag.STRICT
