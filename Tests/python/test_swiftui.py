"""SwiftUI's safe-area model through Python: SPEC §7 E14 and rule cases."""

import subprocess
import xml.etree.ElementTree as ET

import pytest

import safearea
from safearea import swiftui


def test_e14():
    scene = swiftui.Scene("iPhone 15 Pro")
    scene.add(swiftui.View("content"), swiftui.View("background").ignores_safe_area(),
              swiftui.View("floating", frame=(0, 300, 393, 100)).ignores_safe_area())
    layout = scene.layout()
    assert layout["content"].frame == (0, 59, 393, 759)
    assert layout["background"].frame == (0, 0, 393, 852)
    assert layout["floating"].frame == (0, 300, 393, 100)
    keyboard = swiftui.Scene("iPhone 15 Pro", keyboard=336)
    keyboard.add(swiftui.View("default"), swiftui.View("ignores").ignores_safe_area(regions="keyboard"))
    k = keyboard.layout()
    assert 852 - (k["default"].frame[1] + k["default"].frame[3]) == 336
    assert 852 - (k["ignores"].frame[1] + k["ignores"].frame[3]) == 34


def test_keyboard_from_the_catalog():
    # Issue 13: keyboard=True uses Device.keyboard_height (iPhone 16 Pro, iOS 26.5 probe: 335 / 208).
    layout = swiftui.Scene("iPhone 16 Pro", keyboard=True).add(swiftui.View("content")).layout()
    assert 874 - (layout["content"].frame[1] + layout["content"].frame[3]) == 335
    landscape = swiftui.Scene("iPhone 16 Pro", "landscape_left", keyboard=True).add(swiftui.View("content")).layout()
    assert 402 - (landscape["content"].frame[1] + landscape["content"].frame[3]) == 208
    hidden = swiftui.Scene("iPhone 16 Pro", keyboard=False).add(swiftui.View("content")).layout()
    assert 874 - (hidden["content"].frame[1] + hidden["content"].frame[3]) == 34
    with pytest.raises(safearea.OSVersionError, match="keyboard: true .*no keyboard height"):
        swiftui.Scene("iPhone 15 Pro", os_version="17.0", keyboard=True).add(swiftui.View("content")).layout()


def test_chat_bar_with_safe_area_inset():
    # seeds/003: safeAreaInset(edge: .bottom) pushes the scroll content up above the bar.
    scene = swiftui.Scene("iPhone 15 Pro").add(
        swiftui.View("scroll").safe_area_inset("bottom", 52).add(swiftui.View("messages")))
    layout = scene.layout()
    assert layout["scroll"].inset_frames == [(0, 852 - 34 - 52, 393, 52)]
    assert layout["messages"].frame == (0, 59, 393, 852 - 59 - 34 - 52)
    assert layout["messages"].safe_area_insets == (0, 0, 0, 0)


def test_padding_background_margins_and_json():
    scene = swiftui.Scene("iPhone X").add(
        swiftui.View("card").safe_area_padding(16).background().content_margins(20).add(swiftui.View("inner")))
    layout = scene.layout()
    assert layout["card"].background_frame == (0, 0, 375, 812)
    assert layout["inner"].frame == (16, 60, 343, 812 - 44 - 34 - 32)
    # contentMargins: the safe area (device + the 16-pt padding) plus the 20-pt margin (SPEC §3).
    assert layout["card"].content_frame == (36, 44 + 36, 375 - 72, 812 - (44 + 36) - (34 + 36))
    again = swiftui.layout(scene.to_dict())
    assert again["inner"].frame == layout["inner"].frame


@pytest.mark.parametrize("bad, fragment", [
    ({"device": "iPhone X", "views": [{"id": "a", "modifiers": [{"blur": {}}]}]}, "unknown modifier 'blur'"),
    ({"device": "iPhone X", "views": [{"id": "a", "modifiers": [{"safe_area_inset": {"edge": "middle", "size": 4}}]}]}, "is not top, bottom"),
    ({"device": "iPhone X", "views": [{"id": "a"}, {"id": "a"}]}, "ids must be unique"),
    ({"device": "iPhone X", "views": [{"id": "a", "frame": [0, 0, -1, 1]}]}, "frame[2]"),
    ({"device": "iPhone X", "keyboard": -5, "views": []}, "keyboard"),
])
def test_bad_scenes(bad, fragment):
    with pytest.raises(safearea.SafeAreaError) as info:
        swiftui.layout(bad)
    assert fragment in str(info.value)


def test_picture(tmp_path):
    scene = swiftui.Scene("iPhone 15 Pro", keyboard=336).add(
        swiftui.View("content"), swiftui.View("background").ignores_safe_area())
    svg = scene.layout()._repr_svg_()
    ET.fromstring(svg)
    (tmp_path / "s.svg").write_text(svg)
    subprocess.run(["rsvg-convert", str(tmp_path / "s.svg"), "-o", str(tmp_path / "s.png")], check=True)
