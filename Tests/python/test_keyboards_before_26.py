"""Keyboards before iOS 26 (MODEL.md §10, §16): one test per reading, typed from the reading, and the refusals.

Readings: react-native-keyboard-controller's Detox simulator screenshots (portrait, predictive row off; device and OS
from e2e/.detoxrc.js) at 9ddaeef7cfb328f11996badc407aa404d684c4df (iPhone 13 Pro iOS 15.5, 14 Pro 16.4, 15 Pro 17.5,
16 Pro 18.5) and bb5e9e1d1e00278ce800b9558b75e56ff799abda (iPhone 14, iOS 18.0 beta): the keyboard's top edge at
1659/2532, 1683/2556 and 1749/2622 px (@3) = 291 pt without a bar, and at 1548/2556, 1614/2622, 1524/2532 px = 336 pt
with the 45-pt AutoFill bar. SoSoHappy-iOS SignUpViewController.swift at 604b78b0134eccc27987d490d27385bf04d3dbcb:
RxKeyboard frame (0.0, 516.0, 393.0, 336.0) on a 393 x 852 phone, iOS not recorded.
"""

import re

import pytest
import safearea

# (device, OS version, height with the bar, height without it): each measured there.
READINGS = [
    ("iPhone 14 Pro", "16.4", (2556 - 1548) / 3, (2556 - 1683) / 3),
    ("iPhone 15 Pro", "17.5", (2556 - 1548) / 3, (2556 - 1683) / 3),
    ("iPhone 16 Pro", "18.5", (2622 - 1614) / 3, (2622 - 1749) / 3),
    ("iPhone 14", "18.0", (2532 - 1524) / 3, (2532 - 1659) / 3),
]


@pytest.mark.parametrize(("name", "os_version", "with_bar", "without"), READINGS)
def test_measured_keyboards(name, os_version, with_bar, without):
    phone = safearea.device(name)
    assert phone.keyboard_height(os_version=os_version, strict=True) == with_bar == 336
    assert phone.keyboard_height(os_version=os_version, strict=True, predictive=False) == without == 291
    assert phone.keyboard_provenance(os_version=os_version).kind == "measured"
    assert phone.keyboard_provenance(os_version=os_version, predictive=False).kind == "measured"


def test_iphone_13_pro_on_15_5_without_the_row():
    # 1659 of 2532 px: 291 pt; iOS 15.5 showed no bar, so the 336 there is 291 + 45, derived.
    phone = safearea.device("iPhone 13 Pro")
    assert phone.keyboard_height(os_version="15.5", strict=True, predictive=False) == (2532 - 1659) / 3
    assert phone.keyboard_height(os_version="15.5") == 336
    with pytest.raises(safearea.OSVersionError, match=r"strict: the keyboard height .* \(336 pt\) is derived"):
        phone.keyboard_height(os_version="15.5", strict=True)


def test_sosohappy_393_wide_phone():
    # (0, 516, 393, 336) on a 393 x 852 phone, OS not recorded: the 393-wide phones on 16.4-17.0 answer it, derived
    # (the 14 Pro's 16.4 is measured).
    for name, os_version in [("iPhone 14 Pro", "16.4"), ("iPhone 15", "17.0"), ("iPhone 15 Pro", "17.0")]:
        height = safearea.device(name).keyboard_height(os_version=os_version)
        assert (0, 852 - height, 393, height) == (0, 516, 393, 336)
    assert safearea.device("iPhone 15").keyboard_provenance(os_version="17.0").kind == "derived"


def test_carried_and_derived_are_refused_by_strict():
    carried = safearea.device("iPhone 15 Pro").keyboard_provenance(os_version="17.0")
    assert carried.kind == "derived" and "17.5" in carried.basis
    with pytest.raises(safearea.OSVersionError, match="strict"):
        safearea.device("iPhone 15 Pro").keyboard_height(os_version="17.0", strict=True)
    rule = safearea.device("iPhone 12").keyboard_provenance(os_version="16.0")
    assert rule.kind == "derived" and "390-, 393- and 402-wide" in rule.basis
    with pytest.raises(safearea.OSVersionError, match="strict"):
        safearea.device("iPhone 16e").keyboard_height(os_version="18.3", strict=True, predictive=False)


@pytest.mark.parametrize(
    ("name", "orientation", "os_version", "reason"),
    [
        ("iPhone 15 Pro", "landscape_left", "17.5", "landscape: no public reading of an iPhone keyboard"),
        ("iPhone 11", "landscape_left", "16.0", "landscape: no public reading of an iPhone keyboard"),
        ("iPhone 13 mini", "landscape_right", "26.0", "375-wide phones a shorter landscape keyboard"),
        ("iPad Pro 12.9-inch (2nd generation)", "portrait", "17.0", "home-button 1024 x 1366 iPad"),
        ("iPad (6th generation)", "portrait", "12.0", "iOS 12 simulator reading"),
        ("iPad mini (5th generation)", "landscape_left", "12.2", "iOS 12 rows for the same 768 x 1024 screen"),
        ("iPad Pro 11-inch (1st generation)", "portrait", "12.1", "docked iPad keyboard on iPadOS 12 or earlier"),
    ],
)
def test_refused_with_the_reason(name, orientation, os_version, reason):
    with pytest.raises(safearea.OSVersionError, match=f"no keyboard height is known for {re.escape(name)} .*{reason}"):
        safearea.device(name).keyboard_height(orientation, os_version=os_version)


def test_without_the_row_where_no_source_read_it():
    with pytest.raises(safearea.OSVersionError, match="without the predictive row .*with the row only"):
        safearea.device("iPhone 16 Pro").keyboard_height(os_version="26.5", predictive=False)
    with pytest.raises(safearea.OSVersionError, match="without the predictive row .*in landscape"):
        safearea.device("iPhone 15 Pro").keyboard_height("landscape_right", os_version="17.5", predictive=False)
    assert safearea._safearea.KEYBOARD_WITHOUT_PREDICTIVE == 1 << 13  # the C flag predictive=False sets


def test_keyboard_audit_on_ios_17():
    # An input bar riding on the keyboard on the iPhone 15 Pro, iOS 17.5: keyboard 336 (measured), top at 852 - 336.
    design = {
        "name": "input on the keyboard",
        "elements": [
            {
                "id": "input",
                "role": "control",
                "height": 44,
                "anchors": {
                    "left": {"to": "safe_area", "offset": 16},
                    "right": {"to": "safe_area", "offset": 16},
                    "bottom": {"to": "keyboard", "offset": 8},
                },
            },
            {
                "id": "hint",
                "role": "text",
                "height": 20,
                "anchors": {
                    "left": {"to": "safe_area", "offset": 16},
                    "right": {"to": "safe_area", "offset": 16},
                    "bottom": {"to": "safe_area", "offset": 40},
                },
            },
        ],
    }
    report = safearea.audit(
        design, devices="iPhone 15 Pro", orientations="portrait", os_version="17.5", keyboard=True, frames=True
    )
    assert report.keyboard
    assert report.data["layouts"][0]["frames"]["input"] == [16, 516 - 8 - 44, 361, 44]
    (finding,) = report.findings
    assert (finding.element, finding.rule) == ("hint", "clear-of-keyboard")
    assert finding.obstruction_rect == (0, 516, 393, 336)
    # The weaker of the keyboard (measured on 17.5) and the 15 Pro's safe area on 17-18 (documented).
    assert finding.provenance.kind == "documented"
