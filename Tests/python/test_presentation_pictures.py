"""Window pictures draw a presented sheet over its dimmed presenter (MODEL.md §18, "Pictures"): the card at the
presentation's frame, the dim, the grabber's place, the presented controller's views and bars inside the card,
labelled with the resolved style and detent, every label inside the outline and clear of the others.

Typed from Vercantez/openuikit fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2
(iPhone 16, iOS 26.1): the large sheet [0, 59, 393, 793], medium [8, 403.687, 377, 440.313]; the dim, black at
alpha 0.2 (uikit/Sources/OpenUIKit/UIPresentation.swift at 0969a86788cec5c0ed9c90f478d63d4ff737ceb2); the grabber
[178.5, 64, 36, 5] (Sources/OpenUIKit/UIPresentation.swift at 00b529ea3d309b7af1d742a3565daa4d06910211)."""

import xml.etree.ElementTree as ET

import safearea

SVG = "{http://www.w3.org/2000/svg}"


def presented(style="page_sheet", detent="large", controller=None):
    window = safearea.Window("iPhone 16", os_version="26.1")
    window.root = safearea.ViewController()
    window.root.present(controller or safearea.ViewController(), style=style, detent=detent)
    return window._repr_svg_()


def screen(root, width=393):
    rect = next(r for r in root.iter(f"{SVG}rect") if r.get("fill") == "#f7f7f7")
    return float(rect.get("x")), float(rect.get("y")), float(rect.get("width")) / width


def to_points(values, ox, oy, scale):
    x, y, w, h = values
    return tuple(round(v, 1) for v in ((x - ox) / scale, (y - oy) / scale, w / scale, h / scale))


def rect_of(svg, name):
    root = ET.fromstring(svg)
    ox, oy, scale = screen(root)
    found = [r for r in root.iter(f"{SVG}rect") if r.get("class") == name]
    assert len(found) <= 1
    if not found:
        return None, None
    r = found[0]
    return to_points([float(r.get(k)) for k in ("x", "y", "width", "height")], ox, oy, scale), r


def card(svg):
    """The card's bounding box in window points: the end points of its path (M, H, V, A's last pair)."""
    root = ET.fromstring(svg)
    ox, oy, scale = screen(root)
    (path,) = [p for p in root.iter(f"{SVG}path") if p.get("class") == "card"]
    tokens, xs, ys, i = path.get("d").split(), [], [], 0
    while i < len(tokens):
        if tokens[i] == "M" or tokens[i] == "A":
            point = tokens[i + 1] if tokens[i] == "M" else tokens[i + 5]
            x, y = map(float, point.split(","))
            xs.append(x)
            ys.append(y)
            i += 2 if tokens[i] == "M" else 6
        elif tokens[i] in ("H", "V"):
            (xs if tokens[i] == "H" else ys).append(float(tokens[i + 1]))
            i += 2
        else:
            i += 1
    return to_points([min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)], ox, oy, scale)


def label_boxes(svg):
    """(placed labels, view labels) as boxes estimated as the engine estimates them (6.1 units a character)."""
    placed, views = [], []
    for t in ET.fromstring(svg).iter(f"{SVG}text"):
        x, y = float(t.get("x")), float(t.get("y"))
        box = (x - 3, y - 10, x - 3 + len(t.text) * 6.1 + 6, y + 3)
        if t.get("class") == "element-label":
            placed.append((t.text, box))
        elif t.get("font-size") == "10" and t.get("fill") == "#333":
            views.append(box)
    return placed, views


def overlaps(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def assert_labels_clear(svg):
    ox, oy, scale = screen(ET.fromstring(svg))
    placed, views = label_boxes(svg)
    assert placed
    for text, box in placed:
        assert ox <= box[0] and box[2] <= ox + 393 * scale and oy <= box[1] and box[3] <= oy + 852 * scale, text
        assert not any(overlaps(box, v) for v in views), text
    for i, (a, box) in enumerate(placed):
        for b, other in placed[i + 1 :]:
            assert not overlaps(box, other), (a, b)


def test_large_page_sheet_over_the_dimmed_presenter():
    svg = presented()
    assert card(svg) == (0, 59, 393, 793)
    dim, element = rect_of(svg, "dim")
    assert dim == (0, 0, 393, 852)
    assert element.get("fill") == "#000000" and element.get("fill-opacity") == "0.2"
    assert rect_of(svg, "grabber")[0] == (178.5, 64, 36, 5)
    assert "page_sheet · large 759" in [t for t, _ in label_boxes(svg)[0]]
    assert "presented: page_sheet · large 759" in svg
    # The presented view's insets, the probe's contentSafeArea [0, 0, 34, 0].
    assert "view_controller root view #1 (0, 0, 34, 0)" in svg
    assert_labels_clear(svg)


def test_medium_detent_floating_card():
    svg = presented(style="form_sheet", detent="medium")
    assert card(svg) == (8, 403.7, 377, 440.3)
    assert rect_of(svg, "dim")[0] == (0, 0, 393, 852)
    assert "page_sheet · medium 425" in [t for t, _ in label_boxes(svg)[0]]
    assert_labels_clear(svg)


def test_navigation_controller_in_a_sheet_draws_no_bar():
    # MODEL.md §18: no source measured a bar in a sheet's card, so the card is drawn without one.
    svg = presented(controller=safearea.NavigationController(root=safearea.ViewController()))
    assert rect_of(svg, "bar") == (None, None)
    assert "navigation bar 54" not in [t for t, _ in label_boxes(svg)[0]]
    assert_labels_clear(svg)


def test_full_screen_has_no_dim_and_no_grabber():
    svg = presented(style="full_screen")
    assert card(svg) == (0, 0, 393, 852)
    assert rect_of(svg, "dim") == (None, None) and rect_of(svg, "grabber") == (None, None)


def test_window_without_presentation_has_no_card():
    window = safearea.Window("iPhone 16", os_version="26.1")
    window.root = safearea.ViewController()
    svg = window._repr_svg_()
    assert 'class="card"' not in svg and 'class="dim"' not in svg
