"""Figma import (MODEL.md §14): a frame of a Figma REST response becomes a design the audit takes unchanged.

Hand-built files follow Figma's REST types (figma/rest-api-spec dist/api_types.ts: FrameNode,
LayoutConstraint, HasLayoutTrait); Tests/fixtures/figma holds a real public response. Expected
findings are derived from the rules — a Figma constraint places the node on each device's screen,
and an element is flagged exactly where that rectangle leaves the device's safe area (the catalog's
insets) — never copied from the engine's output.
"""

import inspect
import json
import math
import time

import pytest
import safearea
import safearea.figma as figma
from safearea.cli import main

FIXTURES = __import__("pathlib").Path(__file__).resolve().parents[2] / "Tests" / "fixtures" / "figma"
REAL = FIXTURES / "figma-fsm-prototype-test.json"

# Frames sit far from the canvas origin, as they do in real files: offsets must be frame-relative.
ORIGIN = (-6972.0, 18506.0)


def node(node_id, name, kind, box, vertical="TOP", horizontal="LEFT", children=None, **extra):
    """A node in the REST shape; `box` is (x, y, width, height) relative to the frame."""
    x, y, w, h = box
    out = {
        "id": node_id,
        "name": name,
        "type": kind,
        "scrollBehavior": "SCROLLS",
        "blendMode": "PASS_THROUGH",
        "absoluteBoundingBox": {"x": ORIGIN[0] + x, "y": ORIGIN[1] + y, "width": w, "height": h},
        "absoluteRenderBounds": {"x": ORIGIN[0] + x, "y": ORIGIN[1] + y, "width": w, "height": h},
        "constraints": {"vertical": vertical, "horizontal": horizontal},
        "fills": [],
        "effects": [],
    }
    if children is not None:
        out["children"] = children
    out.update(extra)
    return out


def frame(node_id, name, size, children, **extra):
    return node(node_id, name, "FRAME", (0, 0, *size), children=children, clipsContent=True, **extra)


def file(*frames, components=None):
    return {
        "name": "hand-built",
        "role": "owner",
        "lastModified": "2025-01-01T00:00:00Z",
        "editorType": "figma",
        "version": "1",
        "schemaVersion": 0,
        "styles": {},
        "componentSets": {},
        "components": components or {},
        "document": {
            "id": "0:0",
            "name": "Document",
            "type": "DOCUMENT",
            "scrollBehavior": "SCROLLS",
            "children": [
                {"id": "0:1", "name": "Page 1", "type": "CANVAS", "scrollBehavior": "SCROLLS", "children": list(frames)}
            ],
        },
    }


def elements(design):
    """Every element of a design by id (children included)."""
    out, stack = {}, list(design["elements"])
    while stack:
        element = stack.pop()
        out[element["id"]] = element
        stack.extend(element.get("children", []))
    return out


def place(constraint, start, size, parent, screen):
    """Where a Figma constraint puts a node's span [start, start+size) of a `parent`-long axis on a
    `screen`-long one (the rules of LayoutConstraint; SCALE is imported as both edges, noted)."""
    far = parent - start - size
    if constraint in ("TOP", "LEFT"):
        return start, size
    if constraint in ("BOTTOM", "RIGHT"):
        return screen - far - size, size
    if constraint in ("TOP_BOTTOM", "LEFT_RIGHT", "SCALE"):
        return start, max(0.0, screen - far - start)
    if constraint == "CENTER":
        return screen / 2 + (start + size / 2 - parent / 2) - size / 2, size
    raise AssertionError(constraint)


def outside_safe_area(rect, item, orientation):
    """The rule: text, controls and icons must stay inside the safe area — for the part of them on the
    screen (what lies off the screen is drawn nowhere, so nothing obstructs it) — and inside the rounded
    display, which the safe area covers on every device but the iPhone Duo's inner display in landscape
    (no top or left inset, 55-pt corners): a corner square's part farther than its radius from the arc's centre."""
    x, y, w, h = rect
    i = item.safe_area(orientation)
    sw, sh = item.screen_size(orientation)
    x0, y0, x1, y1 = max(x, 0), max(y, 0), min(x + w, sw), min(y + h, sh)
    if x1 <= x0 or y1 <= y0:
        return False
    eps = 1e-6
    if x0 < i.left - eps or y0 < i.top - eps or x1 > sw - i.right + eps or y1 > sh - i.bottom + eps:
        return True
    for corner in (r for r in item.unsafe_regions(orientation) if r.kind == "corner"):
        cx0, cy0, side = corner.rect[0], corner.rect[1], corner.rect[2]
        if x1 <= cx0 or x0 >= cx0 + side or y1 <= cy0 or y0 >= cy0 + side:
            continue
        centre_x = cx0 + side if cx0 == 0 else cx0
        centre_y = cy0 + side if cy0 == 0 else cy0
        near_x = max(x0, cx0) if cx0 == 0 else min(x1, cx0 + side)
        near_y = max(y0, cy0) if cy0 == 0 else min(y1, cy0 + side)
        if ((near_x - centre_x) ** 2 + (near_y - centre_y) ** 2) ** 0.5 > corner.corner_radius + eps:
            return True
    return False


def flagged(report, device, orientation):
    """The elements flagged in every pose: the fold, active only folded like a book (the iPhone Duo's inner
    display), is a rule of its own, tested in test_audit_reserved_regions.py."""
    return {
        f.element for f in report.findings if f.device == device and f.orientation == orientation and f.pose is None
    }


PHONES_AND_PADS = [item for item in safearea.devices() if item.family in ("phone", "pad")]


# --- the real response ------------------------------------------------------------------------------


def test_a_real_response_imports_and_audits():
    imported = figma.load(REAL, "iPhone X")
    design = imported.design
    assert imported.reference_device == "iPhone X" and imported.frame_id == "1:3" and imported.frame_size == (375, 812)
    # The text node: absoluteBoundingBox (-6848, 18624) in the frame at (-6972, 18506), TOP/LEFT.
    assert design["elements"] == [
        {
            "id": "2:2",
            "role": "text",
            "note": "TEXT 'Click me'",
            "anchors": {"left": {"to": "screen", "offset": 124.0}, "top": {"to": "screen", "offset": 118.0}},
            "width": 46.0,
            "height": 15.0,
        }
    ]
    # The plain rectangle is decoration, listed — never dropped silently.
    assert [(n.node_id, n.kind) for n in imported.notes if n.node_id == "2:1"] == [("2:1", "skipped")]
    report = safearea.audit(design, devices="all")
    for item in safearea.devices():
        for orientation in item.orientations:
            expected = {"2:2"} if outside_safe_area((124, 118, 46, 15), item, orientation) else set()
            assert flagged(report, item.name, orientation) == expected, (item.name, orientation)
    assert report.counts["errors"] == 0


def test_the_real_response_by_node_id_and_the_frame_list_in_errors():
    assert figma.design(REAL, "2:0")["name"] == "prototype-test / iPhone X 2"
    with pytest.raises(
        safearea.InvalidArgumentError,
        match=r"no top-level frame is named 'Home'.*'iPhone X' \(1:3 375x812\), 'iPhone X 2'",
    ):
        figma.load(REAL, "Home")
    with pytest.raises(safearea.InvalidArgumentError, match="2 top-level frames"):
        figma.load(REAL)


# --- constraints --------------------------------------------------------------------------------------

VERTICAL = ("TOP", "BOTTOM", "CENTER", "TOP_BOTTOM", "SCALE")
HORIZONTAL = ("LEFT", "RIGHT", "CENTER", "LEFT_RIGHT", "SCALE")


def constraint_file():
    """A 393x852 frame (iPhone 15 Pro) with one text per vertical x horizontal constraint pair, each in
    its own spot so that the pairs can be told apart."""
    children = []
    for i, vertical in enumerate(VERTICAL):
        for j, horizontal in enumerate(HORIZONTAL):
            box = (70 + 12 * j, 80 + 150 * i + 10 * j, 30 + 40 * j, 16)
            if vertical in ("TOP_BOTTOM", "SCALE"):
                box = (box[0], 300 + 10 * j, box[2], 200)
            children.append(node(f"5:{i}{j}", f"{vertical}/{horizontal}", "TEXT", box, vertical, horizontal))
    return file(frame("1:1", "Constraints", (393, 852), children)), children


def test_every_constraint_becomes_its_anchors():
    data, children = constraint_file()
    imported = figma.load(data, "Constraints")
    found = elements(imported.design)
    for child in children:
        x, y, w, h = (
            child["absoluteBoundingBox"][k] - o
            for k, o in (("x", ORIGIN[0]), ("y", ORIGIN[1]), ("width", 0), ("height", 0))
        )
        vertical, horizontal = child["constraints"]["vertical"], child["constraints"]["horizontal"]
        anchors = found[child["id"]]["anchors"]
        expected = {}
        if horizontal in ("LEFT", "LEFT_RIGHT", "SCALE"):
            expected["left"] = {"to": "screen", "offset": x}
        if horizontal in ("RIGHT", "LEFT_RIGHT", "SCALE"):
            expected["right"] = {"to": "screen", "offset": 393 - x - w}
        if horizontal == "CENTER":
            expected["center_x"] = {"to": "screen", "offset": x + w / 2 - 393 / 2}
        if vertical in ("TOP", "TOP_BOTTOM", "SCALE"):
            expected["top"] = {"to": "screen", "offset": y}
        if vertical in ("BOTTOM", "TOP_BOTTOM", "SCALE"):
            expected["bottom"] = {"to": "screen", "offset": 852 - y - h}
        if vertical == "CENTER":
            expected["center_y"] = {"to": "screen", "offset": y + h / 2 - 852 / 2}
        assert anchors == expected, child["name"]
        assert ("width" in found[child["id"]]) == (horizontal in ("LEFT", "RIGHT", "CENTER"))
        assert ("height" in found[child["id"]]) == (vertical in ("TOP", "BOTTOM", "CENTER"))
    scaled = {n.node_id for n in imported.notes if n.kind == "guessed" and "SCALE" in n.reason}
    assert scaled == {c["id"] for c in children if "SCALE" in c["constraints"].values()}


def test_constraints_resolve_on_every_phone_and_ipad_as_the_rules_say():
    data, children = constraint_file()
    report = safearea.audit(figma.design(data, "Constraints"), devices="all")
    checked = 0
    for item in PHONES_AND_PADS:
        for orientation in item.orientations:
            sw, sh = item.screen_size(orientation)
            expected = set()
            for child in children:
                x, y = child["absoluteBoundingBox"]["x"] - ORIGIN[0], child["absoluteBoundingBox"]["y"] - ORIGIN[1]
                w, h = child["absoluteBoundingBox"]["width"], child["absoluteBoundingBox"]["height"]
                px, pw = place(child["constraints"]["horizontal"], x, w, 393, sw)
                py, ph = place(child["constraints"]["vertical"], y, h, 852, sh)
                if pw > 0 and ph > 0 and outside_safe_area((px, py, pw, ph), item, orientation):
                    expected.add(child["id"])
            assert flagged(report, item.name, orientation) == expected, (item.name, orientation)
            checked += 1
    assert checked > 150


def test_a_bottom_pinned_control_warns_of_the_home_indicator_only_where_there_is_one():
    button = node("7:1", "Buy button", "INSTANCE", (96, 852 - 16 - 50, 200, 50), "BOTTOM", "CENTER", componentId="9:1")
    report = safearea.audit(
        figma.design(
            file(
                frame("1:1", "Shop", (393, 852), [button]),
                components={
                    "9:1": {
                        "key": "k",
                        "name": "Button/Primary",
                        "description": "",
                        "documentationLinks": [],
                        "remote": False,
                    }
                },
            )
        ),
        devices="all",
    )
    for item in PHONES_AND_PADS:
        rules = {f.rule for f in report.findings if f.device == item.name and f.orientation == "portrait"}
        bottom = item.safe_area("portrait").bottom
        # 16 pt from the bottom edge: inside the safe area exactly when the bottom inset is at most 16.
        assert ("clear-of-home-indicator" in rules or "inside-safe-area" in rules) == (bottom > 16), item.name
        assert all(f.role == "control" for f in report.findings)


# --- structure: auto layout, groups, hidden and rotated nodes ---------------------------------------------


def structure_file():
    icon = node("8:3", "icon/heart", "INSTANCE", (290, 779, 24, 24), componentId="9:2")
    label = node("8:2", "Caption", "TEXT", (72, 779, 180, 24))
    row = node(
        "8:1",
        "Row",
        "FRAME",
        (56, 771, 281, 40),
        children=[label, icon],
        layoutMode="HORIZONTAL",
        itemSpacing=8,
        layoutPositioning="AUTO",
    )
    title = node("8:5", "Title", "TEXT", (56, 731, 281, 32), layoutSizingHorizontal="FILL")
    badge = node("8:6", "Badge", "TEXT", (321, 719, 40, 20), "TOP", "RIGHT", layoutPositioning="ABSOLUTE")
    card = node(
        "8:0",
        "Card",
        "FRAME",
        (40, 715, 313, 112),
        "BOTTOM",
        "LEFT_RIGHT",
        children=[title, row, badge],
        layoutMode="VERTICAL",
        paddingLeft=16,
        itemSpacing=8,
        fills=[{"type": "SOLID", "blendMode": "NORMAL", "color": {"r": 1, "g": 1, "b": 1, "a": 1}}],
    )
    grouped = node("6:2", "Clock", "TEXT", (150, 20, 90, 22), "TOP", "CENTER")
    group = node("6:1", "Header group", "GROUP", (150, 20, 90, 22), "TOP", "LEFT", children=[grouped])
    hidden_child = node("6:4", "Hidden label", "TEXT", (10, 10, 50, 20))
    hidden = node("6:3", "Hidden frame", "FRAME", (0, 0, 100, 100), children=[hidden_child], visible=False)
    rotated = node("6:5", "Tilted", "TEXT", (300, 100, 60, 60), rotation=0.5)
    rotated_frame = node(
        "6:6",
        "Tilted frame",
        "FRAME",
        (20, 300, 80, 80),
        rotation=-0.25,
        children=[node("6:7", "Inside tilt", "TEXT", (30, 310, 20, 10))],
    )
    background = node(
        "6:0",
        "Background",
        "RECTANGLE",
        (0, 0, 393, 852),
        "TOP_BOTTOM",
        "LEFT_RIGHT",
        fills=[{"type": "IMAGE", "scaleMode": "FILL", "imageRef": "abc"}],
    )
    photo = node(
        "6:8",
        "Photo",
        "RECTANGLE",
        (100, 400, 193, 120),
        fills=[{"type": "IMAGE", "scaleMode": "FILL", "imageRef": "d"}],
    )
    divider = node("6:9", "Divider", "LINE", (0, 600, 393, 0))
    star = node("6:10", "star", "VECTOR", (20, 500, 24, 24))
    components = {
        "9:2": {"key": "k2", "name": "Icons/Heart", "description": "", "documentationLinks": [], "remote": False}
    }
    return file(
        frame(
            "1:2", "Home", (393, 852), [background, group, hidden, rotated, rotated_frame, photo, divider, star, card]
        ),
        components=components,
    )


def test_auto_layout_groups_hidden_and_rotated_nodes():
    imported = figma.load(structure_file(), "Home")
    found = elements(imported.design)
    notes = {n.node_id: n for n in imported.notes}
    # Roles by the documented rules.
    assert {k: v["role"] for k, v in found.items()} == {
        "6:0": "background",
        "6:2": "text",
        "6:5": "text",
        "6:8": "image",
        "6:10": "icon",
        "8:0": "media",
        "8:1": "media",
        "8:2": "text",
        "8:3": "icon",
        "8:5": "text",
        "8:6": "text",
    }
    # Nested auto layout: the card (a container) is pinned to the screen's bottom, its flow children move
    # with it, the row's children with the row; the ABSOLUTE badge keeps its own constraints.
    top_level = [e["id"] for e in imported.design["elements"]]
    assert "8:0" in top_level and "8:1" not in top_level and "8:2" not in top_level
    card = found["8:0"]
    assert (
        card["anchors"]
        == {
            "left": {"to": "screen", "offset": 40},
            "right": {"to": "screen", "offset": 40},
            "bottom": {"to": "screen", "offset": 852 - 715 - 112},
        }
        and card["height"] == 112
    )
    assert [c["id"] for c in card["children"]] == ["8:5", "8:1", "8:6"]
    assert found["8:5"]["anchors"] == {
        "left": {"to": "parent", "offset": 16},
        "right": {"to": "parent", "offset": 16},
        "top": {"to": "parent", "offset": 16},
    }  # FILL stretches with the card
    assert found["8:1"]["anchors"] == {"left": {"to": "parent", "offset": 16}, "top": {"to": "parent", "offset": 56}}
    assert found["8:2"]["anchors"] == {"left": {"to": "parent", "offset": 16}, "top": {"to": "parent", "offset": 8}}
    assert found["8:6"]["anchors"] == {
        "right": {"to": "parent", "offset": 313 - 281 - 40},
        "top": {"to": "parent", "offset": 4},
    }
    # Groups pass their children through to the screen.
    assert "6:1" not in found and found["6:2"]["anchors"]["center_x"] == {"to": "screen", "offset": 195 - 196.5}
    # Hidden nodes and what they hold are not imported, and say so.
    assert (
        "6:3" not in found and "6:4" not in found and notes["6:3"].kind == "skipped" and "hidden" in notes["6:3"].reason
    )
    # Rotation is unsupported: a rotated text is audited as its bounding box; a rotated frame is not imported.
    assert notes["6:5"].kind == "unsupported" and "bounding box" in notes["6:5"].reason
    assert notes["6:6"].kind == "unsupported" and "6:6" not in found and "6:7" not in found
    # Decoration is listed, never dropped silently.
    assert notes["6:9"].kind == "skipped" and "decoration" in notes["6:9"].reason
    # Every node but the pass-through group is an element or a note (what is inside a hidden or rotated
    # frame is counted in that frame's note).
    assert set(found) | set(notes) == {
        "1:2",
        "6:0",
        "6:2",
        "6:3",
        "6:5",
        "6:6",
        "6:8",
        "6:9",
        "6:10",
        "8:0",
        "8:1",
        "8:2",
        "8:3",
        "8:5",
        "8:6",
    }
    assert "1 nodes inside" in notes["6:3"].reason and "1 nodes inside" in notes["6:6"].reason


def test_nested_auto_layout_resolves_on_every_device_as_the_rules_say():
    report = safearea.audit(figma.design(structure_file(), "Home"), devices="all")
    for item in PHONES_AND_PADS:
        for orientation in item.orientations:
            sw, sh = item.screen_size(orientation)
            # The card: bottom-pinned 12 pt from the bottom edge, stretched 40 pt from both sides.
            cx, cy, cw = 40.0, sh - 12 - 112, sw - 80
            rects = {
                "8:5": (cx + 16, cy + 16, cw - 32, 32),
                "8:2": (cx + 16 + 16, cy + 56 + 8, 180, 24),
                "8:3": (cx + 16 + 234, cy + 56 + 8, 24, 24),
                "6:2": (sw / 2 - 1.5 - 45, 20, 90, 22),
                "6:5": (300, 100, 60, 60),
                "6:10": (20, 500, 24, 24),
            }
            rects["8:6"] = (cx + cw - (313 - 281 - 40) - 40, cy + 4, 40, 20)
            expected = {k for k, r in rects.items() if r[2] > 0 and outside_safe_area(r, item, orientation)}
            assert flagged(report, item.name, orientation) - {"6:0"} == expected, (item.name, orientation)


def test_roles_can_be_overridden_by_id_name_or_component():
    data = structure_file()
    found = elements(
        figma.design(data, "Home", roles={"Photo": "decoration", "6:2": "control", "Icons/Heart": "image"})
    )
    assert "6:8" not in found and found["6:2"]["role"] == "control" and found["8:3"]["role"] == "image"
    with pytest.raises(safearea.InvalidArgumentError, match="'sparkle' is not one of"):
        figma.load(data, "Home", roles={"Photo": "sparkle"})


# --- every phone and iPad size ------------------------------------------------------------------------------

SIZES = sorted({(item.width, item.height) for item in PHONES_AND_PADS})


@pytest.mark.parametrize("size", SIZES, ids=[f"{w:g}x{h:g}" for w, h in SIZES])
@pytest.mark.parametrize("landscape", [False, True], ids=["portrait", "landscape"])
def test_frames_of_every_phone_and_ipad_size(size, landscape):
    w, h = (size[1], size[0]) if landscape else size
    orientation = "landscape_left" if landscape else "portrait"
    texts = [
        node("3:1", "Top-left", "TEXT", (8, 8, 80, 20)),
        node("3:2", "Middle", "TEXT", (w / 2 - 40, h / 2 - 10, 80, 20), "CENTER", "CENTER"),
        node("3:3", "Bottom-right", "TEXT", (w - 128, h - 28, 120, 20), "BOTTOM", "RIGHT"),
    ]
    imported = figma.load(file(frame("2:1", "Screen", (w, h), texts)))
    item = safearea.device(imported.reference_device)
    assert (item.width, item.height) == size
    same = [d.name for d in PHONES_AND_PADS if (d.width, d.height) == size]
    assert imported.reference_device == same[-1]  # the newest of that size
    if orientation not in item.orientations:
        # The iPhone Duo's outer display in landscape: unmeasured, so there is nothing to audit there.
        with pytest.raises(safearea.UnsupportedOrientationError, match="is unmeasured"):
            item.safe_area(orientation)
        with pytest.raises(safearea.AuditError, match="no device chosen supports the orientations asked for"):
            safearea.audit(imported.design, devices=[item], orientations=[orientation])
        return
    report = safearea.audit(imported.design, devices=[item], orientations=[orientation])
    expected = {
        t["id"]
        for t in texts
        if outside_safe_area(
            tuple(
                t["absoluteBoundingBox"][k] - o
                for k, o in (("x", ORIGIN[0]), ("y", ORIGIN[1]), ("width", 0), ("height", 0))
            ),
            item,
            orientation,
        )
    }
    assert flagged(report, item.name, orientation) == expected
    assert "3:2" not in expected  # the centre is safe everywhere


def test_the_device_named_in_the_frame_wins_and_a_size_no_device_has_is_an_error():
    assert (
        figma.load(file(frame("2:1", "iPhone 13 mini – Home", (375, 812), [])), None).reference_device
        == "iPhone 13 mini"
    )
    assert (
        figma.load(file(frame("2:1", "Home", (375, 812), [])), reference_device="iPhone X").reference_device
        == "iPhone X"
    )
    with pytest.raises(safearea.DeviceNotFoundError, match=r"is 360x800 points: no device"):
        figma.load(file(frame("2:1", "Android", (360, 800), [])))


# --- bad input ------------------------------------------------------------------------------------------------


def test_not_figma_json_and_truncated_files(tmp_path):
    with pytest.raises(safearea.InvalidDesignError, match="not a Figma REST API file response"):
        figma.load({"elements": []})
    with pytest.raises(safearea.InvalidDesignError, match="not a Figma REST API file response"):
        figma.load("[1, 2]")
    text = REAL.read_text(encoding="utf-8")
    truncated = tmp_path / "truncated.json"
    truncated.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(safearea.InvalidDesignError, match=r"not valid JSON \(the file is truncated\)"):
        figma.load(truncated)
    with pytest.raises(safearea.InvalidDesignError, match="not UTF-8"):
        figma.load(b'{"document": "\xff"}')
    with pytest.raises(FileNotFoundError):
        figma.load(tmp_path / "missing.json")
    with pytest.raises(TypeError):
        figma.load(42)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "value,field",
    [
        (float("nan"), "absoluteBoundingBox.y"),
        (1e308, "absoluteBoundingBox.y"),
        (float("inf"), "absoluteBoundingBox.y"),
        ("12", "absoluteBoundingBox.y"),
    ],
)
def test_absurd_geometry_names_the_node_and_field(value, field):
    bad = node("4:2", "Broken label", "TEXT", (10, 100, 50, 20))
    bad["absoluteBoundingBox"]["y"] = value
    with pytest.raises(safearea.InvalidDesignError) as caught:
        figma.load(file(frame("4:1", "Home", (393, 852), [bad])))
    assert "4:2" in str(caught.value) and "'Broken label'" in str(caught.value) and field in str(caught.value)


def test_geometry_out_of_the_design_range_and_negative_sizes():
    far = node("4:3", "Far", "TEXT", (2e5, 10, 50, 20))
    with pytest.raises(safearea.InvalidDesignError, match=r"node 4:3 'Far': absoluteBoundingBox.x: 200000 points"):
        figma.load(file(frame("4:1", "Home", (393, 852), [far])))
    negative = node("4:4", "Neg", "TEXT", (10, 10, -5, 20))
    with pytest.raises(safearea.InvalidDesignError, match="node 4:4 'Neg': absoluteBoundingBox: negative width"):
        figma.load(file(frame("4:1", "Home", (393, 852), [negative])))
    nan_json = json.dumps(file(frame("4:1", "Home", (393, 852), [node("4:5", "N", "TEXT", (10, 10, 5, 5))]))).replace(
        '"width": 5', '"width": NaN', 1
    )
    with pytest.raises(
        safearea.InvalidDesignError, match="node 4:5 'N': absoluteBoundingBox.width: nan is not a finite number"
    ):
        figma.load(nan_json)


def test_cycles_duplicates_and_malformed_nodes():
    looped = node("4:6", "Loop", "FRAME", (0, 0, 10, 10), children=[])
    looped["children"].append(looped)
    with pytest.raises(safearea.InvalidDesignError, match="node 4:6 'Loop': children: the node contains itself"):
        figma.load(file(frame("4:1", "Home", (393, 852), [looped])))
    twins = [node("4:7", "A", "TEXT", (10, 100, 5, 5)), node("4:7", "B", "TEXT", (10, 200, 5, 5))]
    with pytest.raises(safearea.InvalidDesignError, match="node 4:7 'B': id: two nodes have this id"):
        figma.load(file(frame("4:1", "Home", (393, 852), twins)))
    odd = node("4:8", "Odd", "TEXT", (10, 100, 5, 5))
    odd["constraints"] = {"vertical": 3, "horizontal": "LEFT"}
    with pytest.raises(safearea.InvalidDesignError, match="node 4:8 'Odd': constraints.vertical: not a string"):
        figma.load(file(frame("4:1", "Home", (393, 852), [odd])))
    no_size = frame("4:1", "Home", (393, 852), [])
    del no_size["absoluteBoundingBox"]
    with pytest.raises(safearea.InvalidDesignError, match="node 4:1 'Home': absoluteBoundingBox: missing"):
        figma.load(file(no_size))


def test_a_hundred_thousand_nodes_and_deep_nesting_are_no_crash():
    # 10^5 decoration nodes and 500 texts: imported, each node counted and accounted for.
    shapes = [node(f"10:{i}", "dot", "ELLIPSE", (100 + i % 100, 100 + i % 600, 80, 80)) for i in range(100_000)]
    texts = [node(f"11:{i}", f"t{i}", "TEXT", (60, 80 + i, 100, 10)) for i in range(500)]
    started = time.perf_counter()
    imported = figma.load(file(frame("4:1", "Huge", (393, 852), shapes + texts)))
    assert imported.node_count == 100_500 and imported.elements == 500 and len(imported.notes) >= 100_000
    assert time.perf_counter() - started < 30
    # More elements than a design holds: a limit error before the engine sees it.
    many = [node(f"12:{i}", "t", "TEXT", (60, 80, 10, 10)) for i in range(20_001)]
    with pytest.raises(safearea.LimitExceededError, match="gives 20001 elements; a design holds at most 20000"):
        figma.load(file(frame("4:1", "Many", (393, 852), many)))
    # 3,000 nested frames: no RecursionError; a limit error naming the node past the format's nesting.
    inner = node("13:x", "deep text", "TEXT", (60, 80, 10, 10))
    for level in range(3000):
        inner = node(f"13:{level}", "wrapper", "FRAME", (0, 0, 393, 852), children=[inner])
    with pytest.raises(safearea.LimitExceededError, match="containers deep"):
        figma.load(file(frame("4:1", "Deep", (393, 852), [inner])))
    # The same as JSON text, 100,000 levels deep: the reader refuses it instead of overflowing the stack.
    level = '{"id": "f", "name": "F", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 393, "height": 852}, "children": ['
    text = (
        '{"document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "type": "CANVAS", "children": ['
        + level * 100_000
        + "]}" * 100_000
        + "]}]}}"
    )
    with pytest.raises(safearea.LimitExceededError, match="nested too deeply"):
        figma.load(text)


# --- the command line and the public surface ---------------------------------------------------------------


def test_the_command_line_audits_a_figma_frame(tmp_path, capsys):
    data = tmp_path / "home.json"
    data.write_text(json.dumps(structure_file()), encoding="utf-8")
    assert main(["audit", "--figma", str(data), "--frame", "Home", "--devices", "iPhone 8"]) == 0
    captured = capsys.readouterr()
    assert "figma frame 'Home' (1:2, 393x852) on iPhone 16" in captured.err and "unsupported" in captured.err
    assert (
        main(["audit", "--figma", str(data), "--frame", "Home", "--format", "json", "--orientations", "portrait"]) == 1
    )
    report = json.loads(capsys.readouterr().out)
    assert report["design"] == "hand-built / Home" and report["errors"] > 0
    out = tmp_path / "report.html"
    assert main(["audit", "--figma", str(data), "--frame", "Home", "--format", "html", "--out", str(out)]) == 1
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert main(["audit", "--figma", str(data), "--frame", "Nope"]) == 2
    assert "no top-level frame is named 'Nope'" in capsys.readouterr().err
    assert main(["audit", "--figma", str(REAL), "--frame", "iPhone X", "--format", "sarif"]) == 0
    assert main(["audit"]) == 2
    assert main(["audit", str(REAL), "--figma", str(REAL)]) == 2


@pytest.mark.parametrize("target", [figma.load, figma.design, figma.FigmaImport.summary])
def test_public_callables_have_signatures_docs_and_refuse_unknown_keywords(target):
    inspect.signature(target)
    assert inspect.getdoc(target)
    with pytest.raises(TypeError, match="bogus_keyword"):
        target(bogus_keyword=1)


def test_notes_read_well():
    note = figma.load(structure_file(), "Home").notes[0]
    assert str(note).startswith(("skipped: ", "guessed: ", "unsupported: ")) and repr(note).startswith(
        "<safearea.figma.Note "
    )
    assert not math.isnan(figma.ICON_MAX_SIDE)
