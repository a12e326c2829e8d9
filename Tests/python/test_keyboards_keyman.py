"""Keyboards from Keyman's readings (MODEL.md §10, §16 item 38), each value typed from the reading it comes from.

Readings (keymanapp/keyman):
- ios/tools/KeyboardCalibrator/readme_imgs/keyboard-calibration-run.gif at c09248c53713a982b0d6922be571dbca349bdb6c:
  "iPhone 14 Pro Max – iOS 18.3", screen (430.0, 932.0): Banner 45.0, Keyboard 226.0, System inset 41.0, Inset 34.0
  (before calibrating: Keyboard 267.0 = 226 + 41), so 301 without the predictive row and 346 with it.
- readme_imgs/iPhone-X-complete.png at 649a88c66df68f404ebf58fbae2d5987ff2f97d4: "iPhone X — 13.2.2", (375.0, 812.0):
  Banner 45.0, Keyboard 216.0, System inset 41.0, Inset 34.0.
- ios/engine/KMEI/KeymanEngine/Classes/Keyboard/KeyboardScaleMap.swift at 6316684371952c1a3516cfa8b86747b722211048
  ("taken from Simulator readings against iOS 18.x"), portrait (h, b): iPhoneSE3 (216, 44); iPhone13Mini (216, 45);
  iPhone11 and iPhone14Plus (226, 45); iPad9 (265, 55), landscape (353, 55); iPadMini6 (265-5, 55), landscape
  (353-5, 55); iPad10 (262-5, 55), landscape (347-5, 55); iPadPro12Inch5 (328-5, 55), landscape (423-5, 55);
  iPadPro13M4 (330.5-5, 55), landscape (426-5, 55); iPadPro11Inch2 and iPadPro11M4 (265-5, 55) both.
- the same file at 582d587ad5fe96af7e6fd167bffcd3059fad1477, under "Max iOS: 13.x": iPhone8Plus (226, 45);
  iPadMini5 (265, 55), landscape (343, 55); iPadAir3 (265, 55), landscape (353, 55); iPadPro9Inch (768 x 1024, home
  button) (265, 55), landscape (353, 55); under "Max iOS: 12.x": iPad6 and iPadPro10Inch (258, 55), landscape (343, 55);
  iPadPro12Inch2 (323, 55). The 18.x file: iPadMini5 (768 x 1024) and iPadAir3 (834 x 1112) (265, 55), landscape (353, 55).
- dotnet/maui src/Core/src/Platform/iOS/KeyboardAutoManagerScroll.cs at d0115a929204e642570272012d5a8bc0743602c3:
  "NSRect: {{0, 586}, {430, 346}}".
"""

import pytest
import safearea

STRIP = 41 + 34  # System inset + Inset, read on 375 x 812 (13.2.2) and 430 x 932 (18.3)
FACE_ID_IPAD = 20  # below the keys of an iPad without a home button: the row's "-5" undone + the 25-pt inset


def test_iphone_14_pro_max_on_18_3_is_measured():
    phone = safearea.device("iPhone 14 Pro Max")
    assert phone.keyboard_height(os_version="18.3", strict=True) == 226 + STRIP + 45 == 346
    assert phone.keyboard_height(os_version="18.3", strict=True, predictive=False) == 226 + STRIP == 301
    assert phone.keyboard_provenance(os_version="18.3").kind == "measured"
    carried = phone.keyboard_provenance(os_version="16.0")
    assert carried.kind == "derived" and "18.3" in carried.basis


def test_iphone_x_on_13_2_2_is_measured():
    phone = safearea.device("iPhone X")
    assert phone.keyboard_height(os_version="13.2.2", strict=True) == 216 + STRIP + 45 == 336
    assert phone.keyboard_height(os_version="13.2.2", strict=True, predictive=False) == 216 + STRIP
    assert phone.keyboard_provenance(os_version="15.0").kind == "derived"


def test_maui_printout_on_a_430_wide_phone():
    # {{0, 586}, {430, 346}}, iOS not recorded: the 430 x 932 phones on 16-18 put the keyboard's top at 586.
    for name, os_version in [("iPhone 14 Pro Max", "16.0"), ("iPhone 15 Plus", "17.0"), ("iPhone 16 Plus", "18.0")]:
        height = safearea.device(name).keyboard_height(os_version=os_version)
        assert (0, 932 - height, 430, height) == (0, 586, 430, 346)


@pytest.mark.parametrize(
    ("name", "os_version", "with_row", "without"),
    [
        ("iPhone SE (3rd generation)", "16.0", 216 + 44, 216),  # iPhoneSE3, nothing below the keys
        ("iPhone 8", "15.0", 216 + 44, 216),  # the same 375 x 667 screen
        ("iPhone 13 mini", "17.0", 216 + 45 + STRIP, 216 + STRIP),  # iPhone13Mini
        ("iPhone 11", "16.0", 226 + 45 + STRIP, 226 + STRIP),  # iPhone11
        ("iPhone 14 Plus", "18.0", 226 + 45 + STRIP, 226 + STRIP),  # iPhone14Plus
        ("iPhone 8 Plus", "16.0", 226 + 45, 226),  # iPhone8Plus, iOS 13 row
    ],
)
def test_phones_from_the_table_are_derived(name, os_version, with_row, without):
    phone = safearea.device(name)
    assert phone.keyboard_height(os_version=os_version) == with_row
    assert phone.keyboard_height(os_version=os_version, predictive=False) == without
    provenance = phone.keyboard_provenance(os_version=os_version)
    assert provenance.kind == "derived" and "Keyman" in provenance.basis
    with pytest.raises(safearea.OSVersionError, match="strict: the keyboard height"):
        phone.keyboard_height(os_version=os_version, strict=True)


@pytest.mark.parametrize(
    ("name", "os_version", "portrait", "landscape"),
    [
        ("iPad (9th generation)", "15.0", 265 + 55, 353 + 55),  # home button: nothing below the keys
        ("iPad mini (6th generation)", "16.0", 265 + 55 + FACE_ID_IPAD, 353 + 55 + FACE_ID_IPAD),
        ("iPad (10th generation)", "17.0", 262 + 55 + FACE_ID_IPAD, 347 + 55 + FACE_ID_IPAD),
        ("iPad Pro 12.9-inch (5th generation)", "18.0", 328 + 55 + FACE_ID_IPAD, 423 + 55 + FACE_ID_IPAD),
        ("iPad Pro 13-inch (M4)", "18.0", 330.5 + 55 + FACE_ID_IPAD, 426 + 55 + FACE_ID_IPAD),
    ],
)
def test_docked_ipads_from_the_table(name, os_version, portrait, landscape):
    pad = safearea.device(name)
    assert pad.keyboard_height(os_version=os_version) == portrait
    assert pad.keyboard_height("landscape_left", os_version=os_version) == landscape
    assert pad.keyboard_provenance(os_version=os_version).kind == "derived"
    with pytest.raises(safearea.OSVersionError, match="with the row only"):
        pad.keyboard_height(os_version=os_version, predictive=False)


# The expected heights are typed from the two readings, not from the engine:
# - Keyman's iPadOS 18.x rows (KeyboardScaleMap.swift at 6316684371952c1a3516cfa8b86747b722211048), keys before
#   the "-5" + the 55-pt bar + the 20 pt below the keys of an iPad without a home button: iPadMini6 (744 x 1133,
#   the iPad mini (A17 Pro)'s screen) 265-5 / 353-5; iPadAir11M2 262-5 / 347-5; iPadPro11M4 265-5 / 353-5;
#   iPadAir13M2 328-5 / 423-5; iPadPro13M4 330.5-5 / 426-5.
# - the 26.5 probe's printed portraitKeyboardHeight / landscapeKeyboardHeight (aloisdeniel/flutter_device_preview
#   device_specs at 42089cd, the iOS/iPadOS 26.5 simulator; docs/catalog.md "Keyboard heights": 337/422, 340/428
#   and 403/498 on 11- and 13-inch iPads; data/devices.json cites apple-ipad-mini, apple-ipad-air-11-m2,
#   apple-ipad-pro-11-m4, apple-ipad-air-13-m2 and apple-ipad-pro-13-m4).
@pytest.mark.parametrize(
    ("name", "keyman", "probe_26_5"),
    [
        ("iPad mini (A17 Pro)", (265 + 55 + FACE_ID_IPAD, 353 + 55 + FACE_ID_IPAD), (340, 428)),  # iPadMini6
        ("iPad Air 11-inch (M2)", (262 + 55 + FACE_ID_IPAD, 347 + 55 + FACE_ID_IPAD), (337, 422)),  # iPadAir11M2
        ("iPad Pro 11-inch (M4)", (265 + 55 + FACE_ID_IPAD, 353 + 55 + FACE_ID_IPAD), (340, 428)),  # iPadPro11M4
        ("iPad Air 13-inch (M2)", (328 + 55 + FACE_ID_IPAD, 423 + 55 + FACE_ID_IPAD), (403, 498)),  # iPadAir13M2
    ],
)
def test_the_ipad_rule_against_the_26_5_probe(name, keyman, probe_26_5):
    # On 744-, 820-, 834- and 1024-wide iPads Keyman's 18.x rule and the 26.5 probe print the same heights.
    assert keyman == probe_26_5
    pad = safearea.device(name)
    assert (pad.keyboard_height(os_version="18.0"), pad.keyboard_height("landscape_left", os_version="18.0")) == keyman
    assert pad.keyboard_provenance(os_version="18.0").kind == "derived"
    measured = (
        pad.keyboard_height(os_version="26.5", strict=True),
        pad.keyboard_height("landscape_left", os_version="26.5", strict=True),
    )
    assert measured == probe_26_5


def test_the_13_inch_ipad_differs_from_the_26_5_probe():
    # MODEL.md §16 item 38: Keyman's iPadPro13M4 330.5 + 55 + 20 = 405.5 on 18.x; the 26.5 probe printed 403
    # (apple-ipad-pro-13-m4, the 1032 x 1376 iPad Pro 13-inch (M4)).
    thirteen = safearea.device("iPad Pro 13-inch (M4)")
    assert thirteen.keyboard_height(os_version="18.0") == 330.5 + 55 + FACE_ID_IPAD == 405.5
    assert thirteen.keyboard_height(os_version="26.5", strict=True) == 403


@pytest.mark.parametrize(
    ("name", "os_version", "portrait"),
    [
        ("iPhone 12 mini", "26.0", 335),  # iPhone12Mini shares the 390-402-wide phones' 216 + 45
        ("iPhone 11 Pro", "27.0", 335),
        ("iPhone 11", "26.0", 345),  # iPhone11 shares the 420-440-wide phones' 226 + 45
        ("iPhone 13 Pro Max", "27.0", 345),
    ],
)
def test_phones_on_26_and_27_by_class(name, os_version, portrait):
    phone = safearea.device(name)
    assert phone.keyboard_height(os_version=os_version) == portrait
    assert phone.keyboard_provenance(os_version=os_version).kind == "derived"


def test_landscape_on_26_only_where_the_table_shares_it():
    # iPhone14Plus's landscape row (160, 38) is the 430-440-wide phones'; iPhone11's (150, 38) is not.
    assert safearea.device("iPhone 14 Plus").keyboard_height("landscape_left", os_version="26.0") == 208
    with pytest.raises(safearea.OSVersionError, match="414-wide phones a shorter landscape keyboard"):
        safearea.device("iPhone 11").keyboard_height("landscape_left", os_version="26.0")


def test_ipad_pro_11_on_26_shares_the_m4s():
    pad = safearea.device("iPad Pro 11-inch (2nd generation)")
    assert (pad.keyboard_height(os_version="26.0"), pad.keyboard_height("landscape_right", os_version="27.0")) == (
        340,
        428,
    )
    assert pad.keyboard_provenance(os_version="26.0").kind == "derived"


@pytest.mark.parametrize(
    ("name", "os_version"),
    [
        # 768 x 1024 at 2x, home button: the 18.x iPadMini5 row (265, 55) / (353, 55); 13.x iPadPro9Inch the same.
        ("iPad (6th generation)", "15.0"),
        ("iPad (6th generation)", "17.0"),
        # 834 x 1112 at 2x, home button: the 18.x and 13.x iPadAir3 row (265, 55) / (353, 55).
        ("iPad Pro 10.5-inch", "16.0"),
        ("iPad Pro 10.5-inch", "17.0"),
    ],
)
def test_ipads_keyman_read_on_12_only_take_their_screens_row(name, os_version):
    pad = safearea.device(name)
    assert pad.keyboard_height(os_version=os_version) == 265 + 55
    assert pad.keyboard_height("landscape_right", os_version=os_version) == 353 + 55
    provenance = pad.keyboard_provenance(os_version=os_version)
    assert provenance.kind == "derived" and "same screen (points, scale) and home button" in provenance.basis
    with pytest.raises(safearea.OSVersionError, match="strict"):
        pad.keyboard_height(os_version=os_version, strict=True)
    # Before 13 Keyman's iOS 12 row (258, 55) is the only one, and the class changed at 13: refused.
    with pytest.raises(safearea.OSVersionError, match="iOS 12 simulator reading"):
        pad.keyboard_height(os_version="12.0")


def test_home_button_12_9_inch_stays_refused():
    # iPadPro12Inch2 (323, 55) is an iOS 12 row; 1024 x 1366 after 12 is read only on iPads without a home button.
    pad = safearea.device("iPad Pro 12.9-inch (2nd generation)")
    for os_version in ("15.0", "17.0"):
        with pytest.raises(safearea.OSVersionError, match="home-button 1024 x 1366 iPad.*328 \\+ 55 = 383"):
            pad.keyboard_height(os_version=os_version)


@pytest.mark.parametrize(
    ("name", "os_version"),
    [
        ("iPad (8th generation)", "26.0"),
        ("iPad (9th generation)", "26.4"),
        ("iPad (9th generation)", "27.0"),
        ("iPad mini (5th generation)", "26.0"),
        ("iPad Air (3rd generation)", "26.5"),
    ],
)
def test_home_button_ipads_carry_18_to_26_and_27(name, os_version):
    # iPad9 / iPadMini5 / iPadAir3 (265, 55), landscape (353, 55), nothing below the keys; carried because the 26.5
    # probe reads the 18.x rule's heights on the four iPad classes both cover (test_the_ipad_rule_against_the_26_5_probe).
    pad = safearea.device(name)
    assert pad.keyboard_height(os_version=os_version) == 265 + 55
    assert pad.keyboard_height("landscape_left", os_version=os_version) == 353 + 55
    provenance = pad.keyboard_provenance(os_version=os_version)
    assert provenance.kind == "derived" and "26.5 probe" in provenance.basis
    with pytest.raises(safearea.OSVersionError, match="strict"):
        pad.keyboard_height(os_version=os_version, strict=True)


def test_mini_5_and_air_3_refused_on_12():
    # Keyman read them on 13.x and 18.x (265, 55); its iOS 12 rows for their screens (iPad6, iPadPro10Inch) are 258.
    for name in ("iPad mini (5th generation)", "iPad Air (3rd generation)"):
        pad = safearea.device(name)
        assert pad.keyboard_height(os_version="13.0") == 265 + 55
        with pytest.raises(safearea.OSVersionError, match="iOS 12 rows for the same"):
            pad.keyboard_height(os_version="12.2")
