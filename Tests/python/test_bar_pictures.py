"""Window pictures draw the containers' bars (MODEL.md §2.5, §17): each bar a band where the OS puts it,
labelled with its height inside the device outline. Frames typed from the iOS 26.1 probes."""

import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
import zlib

import pytest
import safearea
from safearea import swiftui

SVG = "{http://www.w3.org/2000/svg}"


def navigation_window(device, os_version, items=0, toolbar=False, large_titles=False):
    content = safearea.ViewController()
    content.toolbar_items = items
    window = safearea.Window(device, os_version=os_version)
    window.root = safearea.NavigationController(
        root=content, toolbar_hidden=not toolbar, prefers_large_titles=large_titles
    )
    return window


def tab_bar_window(device, os_version):
    window = safearea.Window(device, os_version=os_version)
    window.root = safearea.TabBarController([safearea.ViewController()])
    return window


def screen(root, width):
    """The drawn screen's origin and scale (picture units per point), for a screen `width` points wide."""
    rect = next(r for r in root.iter(f"{SVG}rect") if r.get("fill") == "#f7f7f7")
    return float(rect.get("x")), float(rect.get("y")), float(rect.get("width")) / width


def bands(svg, width):
    """The bar bands drawn, as (title, (x, y, width, height) in window points to a tenth)."""
    root = ET.fromstring(svg)
    ox, oy, scale = screen(root, width)
    out = []
    for rect in root.iter(f"{SVG}rect"):
        if rect.get("class") != "bar":
            continue
        x, y, w, h = (float(rect.get(k)) for k in ("x", "y", "width", "height"))
        frame = tuple(round(v, 1) for v in ((x - ox) / scale, (y - oy) / scale, w / scale, h / scale))
        out.append((rect.find(f"{SVG}title").text, frame))
    return out


def label_texts(svg):
    return [t.text for t in ET.fromstring(svg).iter(f"{SVG}text") if t.get("class") == "element-label"]


def test_navigation_bar_and_toolbar_on_iphone_16():
    # Vercantez/openuikit uikit/Tools/oracle2/toolbarheightprobe/ios-26.1-iphone16.json at
    # d61cd2daeab4912b8b7715820abc033a3e70dcd3 (portrait, default.items): navBarFrame [0,59,393,54], the
    # toolbar slot's frameInWindow [0,766,393,86].
    svg = navigation_window("iPhone 16", "26.1", items=3, toolbar=True)._repr_svg_()
    drawn = bands(svg, 393)
    assert [frame for _, frame in drawn] == [(0, 59, 393, 54), (0, 766, 393, 86)]
    assert drawn[0][0].startswith("navigation bar 54 (measured: ")
    assert drawn[1][0].startswith("toolbar 86 (measured: ")
    assert sorted(label_texts(svg)) == ["navigation bar 54", "toolbar 86"]
    assert "navigation bar, labelled with its height" in svg and "toolbar, labelled with its height" in svg


def test_empty_toolbar_and_large_title():
    # The same probe, default.noItems: no bottom slot. The probe's table: an expanded large title makes
    # the bar 106 = 54 + 52 at the top inset 59.
    assert [f for _, f in bands(navigation_window("iPhone 16", "26.1", toolbar=True)._repr_svg_(), 393)] == [
        (0, 59, 393, 54)
    ]
    svg = navigation_window("iPhone 16", "26.1", large_titles=True)._repr_svg_()
    assert [f for _, f in bands(svg, 393)] == [(0, 59, 393, 106)]
    assert label_texts(svg) == ["navigation bar 106 (54 + 52)"]


def test_tab_bars_where_the_os_puts_them():
    # iPad (A16), iPadOS 26.1: _UIFloatingTabBar at (0, 32, 820, 44) (Vercantez/openuikit
    # uikit/Sources/OpenUIKit/UITabBarController.swift at 16654d517ed5843b52976f72e9eb3edd3432b73c).
    svg = tab_bar_window("iPad (A16)", "26.1")._repr_svg_()
    assert [f for _, f in bands(svg, 820)] == [(0, 32, 820, 44)]
    assert label_texts(svg) == ["tab bar 44"]
    # iPhone 16, iOS 26.1: the tab bar band [0,769,393,83] (Vercantez/openuikit
    # uikit/docs/agent_reports/scroll-edge-effect.md at ee922556680209e0d9461258650bd8991c8d53d0).
    svg = tab_bar_window("iPhone 16", "26.1")._repr_svg_()
    assert [f for _, f in bands(svg, 393)] == [(0, 769, 393, 83)]
    assert label_texts(svg) == ["tab bar 83"]


def test_the_bottom_accessory_is_drawn_above_the_tab_bar():
    # bartosz-skejcik/passkey-vault ios/DOCK-RESEARCH.md at 8c2e75a4ac085cb9b81179efba7d418553c8910f: on the
    # iPhone 17 (402 x 874), iOS 26.5, a tab's content reads a bottom inset of 139 with the accessory expanded:
    # the tab bar's 83-pt band from the bottom and the accessory's 56 above it, from 874 - 139.
    window = tab_bar_window("iPhone 17", "26.5")
    window.root.bottom_accessory = True
    svg = window._repr_svg_()
    assert [f for _, f in bands(svg, 402)] == [(0, 874 - 83, 402, 83), (0, 874 - 139, 402, 56)]
    assert label_texts(svg) == ["tab bar bottom accessory 56", "tab bar 83"]  # labels top first


def test_unmeasured_bars_are_not_drawn():
    # iPadOS 18's floating tab bar has no measured height (MODEL.md §17: a decompile gives what its child
    # reads and its y, not its height): nothing is guessed, the bar is not drawn.
    svg = tab_bar_window("iPad (A16)", "18.3")._repr_svg_()
    assert bands(svg, 820) == [] and "labelled with its height" not in svg


def png_pixels(path):
    """(width, height, rows of RGBA bytes) of an 8-bit RGBA, non-interlaced PNG such as rsvg-convert writes."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, idat, header = 8, b"", None
    while position < len(data):
        (length,) = struct.unpack(">I", data[position : position + 4])
        kind = data[position + 4 : position + 8]
        body = data[position + 8 : position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    assert (depth, color, interlace) == (8, 6, 0)
    raw, stride, rows, previous = zlib.decompress(idat), width * 4, [], bytearray(width * 4)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            b = previous[i]
            c = previous[i - 4] if i >= 4 else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, rows


def test_bars_render(tmp_path):
    assert shutil.which("rsvg-convert"), "scripts/test.sh installs librsvg2-bin"
    svg = navigation_window("iPhone 16", "26.1", items=3, toolbar=True)._repr_svg_()
    (tmp_path / "bars.svg").write_text(svg, encoding="utf-8")
    subprocess.run(["rsvg-convert", str(tmp_path / "bars.svg"), "-o", str(tmp_path / "bars.png")], check=True)
    width, height, rows = png_pixels(tmp_path / "bars.png")
    assert (width, height) == tuple(
        round(float(v)) for v in re.search(r'width="([\d.]+)" height="([\d.]+)"', svg).groups()
    )
    ox, oy, scale = screen(ET.fromstring(svg), 393)

    def pixel(x, y):
        row = rows[round(oy + y * scale)]
        i = round(ox + x * scale) * 4
        return tuple(row[i : i + 3])

    def teal(p):  # the navigation bar's #1a7f8a over the light screen: red well below green and blue
        return p[0] < p[1] - 10 and p[0] < p[2] - 10

    # Across the navigation bar (59 to 113) at several points clear of the edges: most are teal (a label
    # may cover some); in the content below the bar none is.
    across = [pixel(x, y) for x in (20, 100, 200, 300, 370) for y in (70, 86, 100)]
    assert sum(map(teal, across)) >= 10, across
    assert not any(teal(pixel(x, 400)) for x in (20, 100, 200, 300, 370))
    # The toolbar's band (766 to 852), above the home indicator zone: #8c564b tints red above blue.
    slot = [pixel(x, 780) for x in (20, 100, 200, 300, 370)]
    assert sum(p[0] > p[2] + 5 for p in slot) >= 3, slot


@pytest.mark.parametrize("orientation", ["portrait", "landscape_left"])
def test_window_without_bars_has_no_bar_layer(orientation):
    window = safearea.Window("iPhone 16", orientation=orientation, os_version="26.1")
    window.root = safearea.NavigationController(root=safearea.ViewController(), bar_hidden=True)
    svg = window._repr_svg_()
    assert bands(svg, 393 if orientation == "portrait" else 852) == [] and "element-label" not in svg


# SwiftUI scenes: a NavigationStack's or TabView's bars, drawn from the same frames as a window's.


def navigation_scene(toolbar_items=0):
    scene = swiftui.Scene("iPhone 16", os_version="26.1")
    return scene.add(swiftui.NavigationStack("nav", toolbar_items=toolbar_items).add(swiftui.View("list")))


def view_label_boxes(svg):
    """The view-id labels (11-point text) as (left, top, right, bottom), estimated as the engine's label
    placement estimates them: 6.1 units a character at 10 points, plus 6."""
    boxes = []
    for t in ET.fromstring(svg).iter(f"{SVG}text"):
        if t.get("font-size") == "11":
            x, y, width = float(t.get("x")), float(t.get("y")), len(t.text) * 6.1 * 1.1 + 6
            boxes.append((x - 3, y - 11, x - 3 + width, y - 11 + 13 * 1.1))
    return boxes


def bar_label_boxes(svg):
    boxes = []
    for t in ET.fromstring(svg).iter(f"{SVG}text"):
        if t.get("class") == "element-label":
            x, y = float(t.get("x")), float(t.get("y"))
            boxes.append((t.text, (x - 3, y - 10, x - 3 + len(t.text) * 6.1 + 6, y + 3)))
    return boxes


def overlaps(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_scene_navigation_stack_with_toolbar():
    # Vercantez/openuikit uikit/Tools/oracle2/toolbarheightprobe/ios-26.1-iphone16.json at
    # d61cd2daeab4912b8b7715820abc033a3e70dcd3 (portrait, default.items): navBarFrame [0,59,393,54], the
    # toolbar slot's frameInWindow [0,766,393,86].
    svg = navigation_scene(toolbar_items=2).layout()._repr_svg_()
    drawn = bands(svg, 393)
    assert [frame for _, frame in drawn] == [(0, 59, 393, 54), (0, 766, 393, 86)]
    assert drawn[0][0].startswith("navigation bar 54 (measured: ")
    assert drawn[1][0].startswith("toolbar 86 (measured: ")
    assert sorted(label_texts(svg)) == ["navigation bar 54", "toolbar 86"]
    # Inside the drawn screen, clear of each other and of the two view-id labels.
    ox, oy, scale = screen(ET.fromstring(svg), 393)
    views = view_label_boxes(svg)
    assert len(views) == 2
    labels = bar_label_boxes(svg)
    for text, box in labels:
        assert ox <= box[0] and box[2] <= ox + 393 * scale and oy <= box[1] and box[3] <= oy + 852 * scale, text
        assert not any(overlaps(box, v) for v in views), text
    assert not overlaps(labels[0][1], labels[1][1])


def test_scene_tab_view_on_ipad():
    # Vercantez/openuikit uikit/Sources/OpenUIKit/UITabBarController.swift at
    # 16654d517ed5843b52976f72e9eb3edd3432b73c: _UIFloatingTabBar at (0, 32, 820, 44) on iPadOS 26.1.
    scene = swiftui.Scene("iPad (A16)", os_version="26.1")
    scene.add(swiftui.TabView("tabs").add(swiftui.View("first"), swiftui.View("second")))
    svg = scene.layout()._repr_svg_()
    assert [f for _, f in bands(svg, 820)] == [(0, 32, 820, 44)]
    assert label_texts(svg) == ["tab bar 44"]


def test_scene_without_containers_has_no_bar_layer():
    scene = swiftui.Scene("iPhone 16", os_version="26.1").add(swiftui.View("root").add(swiftui.View("child")))
    svg = scene.layout()._repr_svg_()
    assert bands(svg, 393) == [] and "element-label" not in svg and "labelled with its height" not in svg


def test_scene_bars_render(tmp_path):
    assert shutil.which("rsvg-convert"), "scripts/test.sh installs librsvg2-bin"
    svg = navigation_scene(toolbar_items=2).layout()._repr_svg_()
    (tmp_path / "scene.svg").write_text(svg, encoding="utf-8")
    subprocess.run(["rsvg-convert", str(tmp_path / "scene.svg"), "-o", str(tmp_path / "scene.png")], check=True)
    _, _, rows = png_pixels(tmp_path / "scene.png")
    ox, oy, scale = screen(ET.fromstring(svg), 393)

    def pixel(x, y):
        row = rows[round(oy + y * scale)]
        i = round(ox + x * scale) * 4
        return tuple(row[i : i + 3])

    def teal(p):  # #1a7f8a over the light screen and the views' pale blue: red well below green and blue
        return p[0] < p[1] - 20 and p[0] < p[2] - 20

    # Across the navigation bar (59 to 113) clear of its label: most points teal; in the content below
    # (the views' frames only) none.
    across = [pixel(x, y) for x in (20, 100, 200, 300, 370) for y in (70, 100)]
    assert sum(map(teal, across)) >= 8, across
    assert not any(teal(pixel(x, 400)) for x in (20, 100, 200, 300, 370))
    # The toolbar's band (766 to 852), above the home indicator zone: #8c564b over the same views tints
    # red towards blue against the content at y = 400.
    slot = [(pixel(x, 780), pixel(x, 400)) for x in (20, 100, 200, 300, 370)]
    assert sum(p[0] - p[2] > q[0] - q[2] + 8 for p, q in slot) >= 3, slot
