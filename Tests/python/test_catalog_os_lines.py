"""Every device on every OS line of its range from Python, iOS/iPadOS/tvOS 27 included: provenance
and strict refusals, Apple's compatibility lists, the Apple TV 4K generations and the iPhone 18 Pros."""

import json

import pytest
import safearea


def _last(text: str) -> str:
    """A range end as a version the parser takes: '18.x' -> '18.99.99', '26.4.x' -> '26.4.99'."""
    if not text.endswith(".x"):
        return text
    parts = text[:-2].split(".")
    return ".".join(parts + ["99"] * (3 - len(parts)))


def _versions(device: safearea.Device) -> "list[str]":
    found = []
    for line in device.os_versions:
        found += [line.min, _last(line.max)]
    return found


@pytest.mark.parametrize("device", safearea.devices(), ids=lambda d: d.name)
def test_every_line_answers_with_provenance_and_strict_refuses_the_derived(device):
    for version in _versions(device):
        for orientation in device.orientations:
            insets = device.safe_area(orientation, os_version=version)
            provenance = device.provenance(orientation, os_version=version)
            assert provenance.kind in ("measured", "documented", "derived") and provenance.source
            if provenance.kind == "derived":
                assert provenance.basis
                with pytest.raises(safearea.OSVersionError, match="is derived"):
                    device.safe_area(orientation, os_version=version, strict=True)
            else:
                assert device.safe_area(orientation, os_version=version, strict=True) == insets


# Apple's security note for iOS and iPadOS 27 (support.apple.com/149034): "iPhone 11 and later, iPad Pro 12.9-inch 4th
# generation and later, iPad Pro 11-inch 2nd generation and later, iPad Air 4th generation and later, iPad 9th generation and
# later, and iPad mini 6th generation and later"; littlebyteorg/appledb@062c5f2 24A437 adds the SE 2 and 3; appledb@14cd176
# 24J361: tvOS 27 on AppleTV11,1 and AppleTV14,1.
RUN_27 = [
    "iPhone 11",
    "iPhone SE (2nd generation)",
    "iPhone SE (3rd generation)",
    "iPhone 12 mini",
    "iPhone 13 Pro Max",
    "iPhone 14 Plus",
    "iPhone 15",
    "iPhone 16e",
    "iPhone 17e",
    "iPhone Air",
    "iPhone 18 Pro",
    "iPhone19,3",
    "iPad Pro 12.9-inch (4th generation)",
    "iPad Pro 11-inch (2nd generation)",
    "iPad Air (4th generation)",
    "iPad (9th generation)",
    "iPad mini (6th generation)",
    "iPad Pro 13-inch (M5)",
    "Apple TV 4K (2nd generation)",
    "AppleTV14,1",
]
STOP_AT_26 = [
    "iPad (8th generation)",
    "iPad Air (3rd generation)",
    "iPad mini (5th generation)",
    "iPad Pro 11-inch (1st generation)",
    "iPad Pro 12.9-inch (3rd generation)",
    "Apple TV HD",
    "Apple TV 4K (1st generation)",
]


@pytest.mark.parametrize("name", RUN_27)
def test_the_devices_apple_lists_answer_27(name):
    device = safearea.device(name)
    assert device.os_range.max == "27.x"
    orientation = device.orientations[0]
    assert device.safe_area(orientation, os_version="27.0") == device.safe_area(orientation)
    assert device.resolve_os_version(orientation) == "27.0"


@pytest.mark.parametrize("name", STOP_AT_26)
def test_the_devices_apple_dropped_refuse_27_with_their_range(name):
    device = safearea.device(name)
    assert device.os_range.max == "26.x"
    orientation = device.orientations[0]
    device.safe_area(orientation, os_version="26.6")
    with pytest.raises(safearea.OSVersionError, match=r"to 26\.x; (iOS|iPadOS|tvOS) 27\.0 is outside that range"):
        device.safe_area(orientation, os_version="27.0")


def test_the_apple_tv_4k_generations():
    # appledb: AppleTV6,2 first ran tvOS 11.0, AppleTV11,1 14.5, AppleTV14,1 16.1.
    assert [(d.name, str(d.os_range)) for d in map(safearea.device, ["AppleTV6,2", "AppleTV11,1", "AppleTV14,1"])] == [
        ("Apple TV 4K (1st generation)", "11.0–26.x"),
        ("Apple TV 4K (2nd generation)", "14.5–27.x"),
        ("Apple TV 4K (3rd generation)", "16.1–27.x"),
    ]
    assert safearea.device("Apple TV 4K") is safearea.device("AppleTV14,1")  # the old name: the newest generation
    assert safearea.device("Apple TV 4K (1st generation)") is safearea.device("AppleTV6,2")
    assert safearea.device("Apple TV 4K").provenance("landscape_left", os_version="26.0").kind == "documented"
    with pytest.raises(safearea.OSVersionError):
        safearea.device("AppleTV11,1").safe_area("landscape_left", os_version="14.4")


def test_the_iphone_18_pros_by_name_and_identifier():
    # appledb: iPhone19,2 (18 Pro), iPhone19,3 and iPhone19,7 (18 Pro Max), iOS 27.0 installed; Apple: 2622 x 1206 and
    # 2868 x 1320 pixels at @3. amoshydra/blog@1077606: portrait 62/0/34/0 on a 27.0 simulator named "iPhone 18 Pro".
    pro, pro_max = safearea.device("iPhone19,2"), safearea.device("iPhone19,7")
    assert (
        pro.name == "iPhone 18 Pro" and safearea.device("iPhone19,3") is pro_max and pro_max.name == "iPhone 18 Pro Max"
    )
    assert (pro.width, pro.height, pro.scale, pro.native_pixels) == (402, 874, 3, (1206, 2622))
    assert (pro_max.width, pro_max.height, pro_max.scale, pro_max.native_pixels) == (440, 956, 3, (1320, 2868))
    assert str(pro.os_range) == "27.0–27.x"
    assert pro.safe_area(os_version="27.0") == (62, 0, 34, 0)
    # The island is a conservative bound: no citable measurement (C reports it as not measured).
    assert pro.housing.kind == "dynamic_island" and not pro.housing.measured
    (island,) = [r for r in pro.unsafe_regions() if r.kind == "housing"]
    assert island.approximate and island.rect == pytest.approx((138.333, 14, 125, 36.667))
    with pytest.raises(safearea.OSVersionError, match="iOS 26.5 is outside that range"):
        pro.safe_area(os_version="26.5")


def test_the_profile_json_carries_the_new_fields():
    # GKNavigationBarSwift #41 / WRNavigationBar #202: the 14 Pro's status bar is 54 pt, its top inset 59.
    document = json.loads(safearea.device("iPhone 14 Pro").to_json())
    line = next(r for r in document["insets"] if r["os_min"] == "16.0")
    assert line["status_bar_height"] == 59 and line["status_bar_frame"]["height"] == 54
    assert line["status_bar_frame"]["provenance"] == "measured"
    air = json.loads(safearea.device("iPhone Air").to_json())
    assert air["housing"] == {"kind": "dynamic_island", "rect": [147.333, 11, 125.333, 45.667], "approximate": True}
    again = safearea.load_device(safearea.device("iPhone 18 Pro Max").to_json())
    assert again.to_json() == safearea.device("iPhone 18 Pro Max").to_json()


@pytest.mark.parametrize("name", ["iPhone 17 Pro", "iPhone 18 Pro"])
def test_a_line_read_in_portrait_only_is_measured_there_and_derived_in_landscape(name):
    # amoshydra/blog@1077606 (webview-safe-area-inset-override, test matrix): 62/0/34/0 in portrait on the iOS 27.0
    # simulator, no landscape; the landscape 0/62/20/62 is flutter_device_preview 42089cd's iPhone 17 Pro on iOS 26.5.
    phone = safearea.device(name)
    portrait = phone.provenance("portrait", os_version="27.0", strict=True)
    assert portrait.kind == "measured" and portrait.source.startswith("amoshydra_27") and portrait.basis == ""
    assert phone.safe_area("portrait", os_version="27.0", strict=True) == (62, 0, 34, 0)
    assert phone.safe_area("portrait", os_version="27.0", status_bar_hidden=True, strict=True) == (62, 0, 34, 0)
    for orientation in ("landscape_left", "landscape_right"):
        landscape = phone.provenance(orientation, os_version="27.0")
        assert landscape.kind == "derived" and landscape.source == portrait.source
        assert "0/62/20/62" in landscape.basis and "apple-iphone-17-pro" in landscape.basis
        assert phone.safe_area(orientation, os_version="27.0") == (0, 62, 20, 62)
        with pytest.raises(safearea.OSVersionError, match="is derived"):
            phone.safe_area(orientation, os_version="27.0", strict=True)
        with pytest.raises(safearea.OSVersionError, match="is derived"):
            phone.provenance(orientation, os_version="27.0", strict=True)


def test_the_18_pros_caveat_on_the_simulator_name_is_in_its_notes():
    # amoshydra/blog@1077606: "On a current Xcode the device set differs, so "iPhone 18 Pro" is a 27.2 device there".
    assert any("names shift between Xcode versions" in note for note in safearea.device("iPhone 18 Pro").notes)


def test_housing_rect_is_the_outline_or_its_conservative_bound():
    # sketchain/Husk@1fece9f: the 16 Pro's island {138.333, 14, 125, 36.667}, measured; the 18 Pro's changed island is
    # not measured, and the 402-wide phones' island bounds it. The iPhone 12's notch has neither (MODEL.md §9).
    measured = safearea.device("iPhone 16 Pro").housing
    assert measured.measured and not measured.approximate
    assert measured.rect == pytest.approx((138.333, 14, 125, 36.667))
    bound = safearea.device("iPhone 18 Pro").housing
    assert not bound.measured and bound.approximate
    assert bound.rect == pytest.approx((138.333, 14, 125, 36.667))
    # the catalog's Air bound: y 11 to 56.667, which holds the pill at 11 and a table's {147.33, 20, 125.33, 36.67}
    air = safearea.device("iPhone Air").housing
    assert air.approximate and air.rect == pytest.approx((147.333, 11, 125.333, 45.667))
    notch = safearea.device("iPhone 12").housing
    assert notch == safearea.Housing("notch", None, False, False) and notch.rect is None
    assert safearea.device("iPhone 8").housing == safearea.Housing("none", None, False)
    assert repr(bound).endswith("measured=False, approximate=True)")


def test_status_bar_frame_is_uikits_frame_with_its_source():
    # GKNavigationBarSwift #41 and WRNavigationBar #202: the island phones' status bar is 54 pt; the 14 Pro's top inset is 59.
    pro = safearea.device("iPhone 14 Pro")
    height, provenance = pro.status_bar_frame(os_version="16.0") or (None, None)
    assert height == 54 and provenance is not None and provenance.kind == "measured"
    assert "GKNavigationBarSwift issue #41" in provenance.source and provenance.basis == ""
    assert pro.status_bar_frame(os_version="18.6") == pro.status_bar_frame(os_version="16.0")
    assert pro.status_bar_height(os_version="16.0") == 59 == pro.safe_area(os_version="16.0").top
    assert pro.status_bar_frame() is None  # no source gives it on iOS 27, the newest line
    derived = safearea.device("iPhone 15 Pro").status_bar_frame(os_version="17.0")
    assert derived is not None and derived[0] == 54 and derived[1].kind == "derived" and derived[1].basis
    assert safearea.device("iPhone 8").status_bar_frame(os_version="16.0") is None
    with pytest.raises(safearea.OSVersionError, match="outside that range"):
        pro.status_bar_frame(os_version="15.0")
    with pytest.raises(TypeError):
        pro.status_bar_frame("16.0")  # type: ignore[misc]
