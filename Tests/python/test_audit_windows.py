"""Audits over iPad app windows (MODEL.md §4, §19): safearea.audit(design, windows=[...]), the command line's
--windows, the window controls as an error with the smallest move, the placement in every report, and the
pictures of a placed window (the audit's and Window._repr_svg_).

Expected values are typed from the sources of data/windows.json: the window-control pill x 20.5-59.5 from the
window's leading edge (multiplex-term/Multiplex, Multiplex/Views/Terminal/TerminalWindowUIKit.swift at
bc608bd27b8ea60d367a63e8f0f97930c6aef9a3), y 21-43 under unified (iPadOS 26's default) and 6-27.5 under minimal
(docs/agents/input-and-windows.md at 4d26b092b698e5e8d21036b4579bcb2587ee58bb); a scene spanning the display hides
its pill; the floating window 711 x 941 at (160.5, 217.5) on a 1032 x 1376 iPad (MultiplexTests/
TerminalWindowUIKitTests.swift at bc608bd); the iPad Pro 13-inch (M4) full screen 1032 x 1376, insets 32/0/25/0 on
iPadOS 26.5 (flutter_device_preview); halves of that screen (1032 - 10) / 2 = 511 (the 10-pt gap between the iPad
Pro 11-inch's measured halves, SFenton/FestivalNativeApps); a window at the screen's bottom 20 (GetStream's
iPhone-app window). A window reaching the screen's top (a half) has its pill moved down there
(minh-ton/reynard-browser issue #186, iPadOS 26.5: "the window controls for that window are shifted down", no
numbers): by the status-bar band less the window's own top away from the edge, 32 - 10 = 22, so y 43-65 under unified
(derived, MODEL.md §19).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import safearea

ROOT = Path(__file__).resolve().parents[2]
DESIGN = ROOT / "examples" / "window-toolbar.json"
PRO = "iPad Pro 13-inch (M4)"
UNIFIED_PILL = (20.5, 21, 59.5 - 20.5, 43 - 21)
# In a window reaching the screen's top: 22 lower (reynard-browser #186; 32 - 10, derived).
UNIFIED_PILL_AT_TOP = (20.5, 43, 59.5 - 20.5, 65 - 43)
MINIMAL_PILL = (20.5, 6, 59.5 - 20.5, 27.5 - 6)
HALF = (1032 - 10) / 2


def windows_audit(windows, **kwargs):
    return safearea.audit(DESIGN, devices=PRO, orientations="portrait", os_version="26.5", windows=windows, **kwargs)


def test_a_button_in_the_top_leading_corner_is_under_the_controls_in_every_window():
    report = windows_audit(["full", "half", "floating"])
    hits = [f for f in report.findings if f.rule == "clear-of-window-controls"]
    # The full placement spans the screen and shows no pill.
    assert [f.window for f in hits] == ["half_leading", "half_trailing", "floating"]
    for hit in hits:
        assert hit.severity == "error"
        assert hit.element == "sidebar-button"
        assert hit.obstruction == "window_controls"
        assert hit.window_controls == "unified"
        assert hit.element_frame == (12, 12, 44, 44)
        pill = UNIFIED_PILL if hit.window == "floating" else UNIFIED_PILL_AT_TOP
        assert hit.obstruction_rect == pill
        # The button (y 12-56) under the pill; past the pill's bottom.
        assert hit.overlap == (20.5, pill[1], 56 - 20.5, min(56, pill[1] + pill[3]) - pill[1])
        assert hit.fix == (0, pill[1] + pill[3] - 12)
        assert "multiplex-term/Multiplex" in hit.provenance.source
    assert report.counts["errors"] == 3
    assert bool(report)


def test_minimal_controls_are_cleared_by_the_move_into_the_safe_area():
    report = windows_audit("half_leading,floating", window_controls="minimal")
    hits = [f for f in report.findings if f.rule == "clear-of-window-controls"]
    assert [f.window for f in hits] == ["half_leading", "floating"]
    for hit in hits:
        assert hit.obstruction_rect == MINIMAL_PILL
        assert hit.window_controls == "minimal"
        # The tile's top is the status bar's 32, the floating window's own top under minimal 32.
        assert hit.fix == (0, 32 - 12)


def test_the_report_carries_each_layouts_window():
    report = windows_audit(["half_trailing", "floating"])
    layouts = report.windows
    assert [layout["window"]["placement"] for layout in layouts] == ["half_trailing", "floating"]
    assert layouts[0]["window"]["frame"] == [1032 - HALF, 0, HALF, 1376]
    assert layouts[0]["window"]["insets"] == [32, 0, 20, 0]
    assert layouts[0]["window"]["controls_rect"] == list(UNIFIED_PILL_AT_TOP)  # a half reaches the screen's top
    assert layouts[1]["window"]["frame"] == [160.5, 217.5, 711, 941]
    # The floating unified window's own top, 10, and no bottom inset away from the screen's bottom.
    assert layouts[1]["window"]["insets"] == [10, 0, 0, 0]
    data = json.loads(report.to_json())
    assert data["windows"] is True
    assert data["findings"][0]["window"] == {"placement": "half_trailing", "controls": "unified"}
    sarif = json.loads(report.to_sarif())
    assert {r["properties"]["window"] for r in sarif["runs"][0]["results"]} == {"half_trailing", "floating"}
    assert "portrait, floating window" in report.table()
    assert safearea.audit(DESIGN, devices=PRO, orientations="portrait").windows is None


def test_refused_windows_are_skipped_with_the_engines_reason():
    report = safearea.audit(
        DESIGN, devices=[PRO, "iPhone 16"], orientations="portrait", os_version="26.5", windows="third_leading,half"
    )
    assert report.skipped == [
        f"{PRO} portrait third_leading window: window: no source measured thirds on this screen (only the iPad Pro "
        "11-inch's: 396.5 and 375)"
    ]
    # A device without app windows (an iPhone; an iPad before iPadOS 15) is audited full screen beside the windows
    # (MODEL.md §4): one layout per orientation, its window None.
    assert [(layout["device"], layout["window"]) for layout in report.audited if layout["window"] is None] == [
        ("iPhone 16", None)
    ]
    alone = safearea.audit(DESIGN, devices="iPhone 16", orientations="portrait", windows="half")
    assert alone.audited == [{"device": "iPhone 16", "orientation": "portrait", "os_version": "27.0", "window": None}]
    # Before iPadOS 26 an iPad's windows are Split View's (MODEL.md §19): a half in landscape, (1376 - 10) / 2 = 683
    # wide on this 1032 x 1376 screen at its full height (derived), with the full screen's top and bottom insets
    # (24 and 25 on 18.0), none in portrait (swift-snapshot-testing's and Apple Books' portrait splits are a third
    # and two thirds only): skipped with that reason.
    older = safearea.audit(DESIGN, devices=PRO, os_version="18.0", windows="half_leading")
    assert [
        (layout["orientation"], layout["window"]["placement"], layout["window"]["frame"], layout["window"]["insets"])
        for layout in older.audited
    ] == [
        ("landscape_left", "half_leading", [0, 0, 683, 1032], [24, 0, 25, 0]),
        ("landscape_right", "half_leading", [0, 0, 683, 1032], [24, 0, 25, 0]),
    ]
    assert all("Split View has no half in portrait" in line for line in older.skipped), older.skipped
    assert len(older.skipped) == 2
    before_15 = safearea.audit(
        DESIGN, devices="iPad (8th generation)", orientations="portrait", os_version="14.0", windows="half"
    )
    assert [(layout["os_version"], layout["window"]) for layout in before_15.audited] == [("14.0", None)]
    with pytest.raises(safearea.InvalidArgumentError, match="'quarter' is not a window placement"):
        windows_audit("quarter")
    with pytest.raises(safearea.InvalidArgumentError, match="window_controls"):
        windows_audit("half", window_controls="compact")


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("floating:0:0:-5:400", "a floating frame's X, Y, WIDTH and HEIGHT are finite points of 0 or more"),
        ("floating:nan:0:400:400", "a floating frame's X, Y, WIDTH and HEIGHT are finite points of 0 or more"),
        ("floating:0:0:1e400:400", "a floating frame's X, Y, WIDTH and HEIGHT are finite points of 0 or more"),
        ("floating:0:0:400:0", "a floating window's width and height must be above 0"),
        ("floating:0:0:10:10", "a window is at least 375 pt wide"),  # FestivalNativeApps' minimum (MODEL.md §19)
    ],
)
def test_a_floating_frame_no_screen_takes_is_an_error_naming_it(entry, message):
    with pytest.raises(safearea.InvalidArgumentError, match=f"^windows: '{re.escape(entry)}': {message}"):
        windows_audit(entry)


def test_the_measured_floating_window_is_skipped_where_it_does_not_fit():
    # 711 x 941 (Multiplex) on the iPad Pro 11-inch: fits the 834 x 1210 portrait screen, not the 834-pt-tall landscape.
    report = safearea.audit(
        DESIGN,
        devices="iPad Pro 11-inch (M4)",
        orientations="portrait,landscape_left",
        os_version="26.5",
        windows="floating",
    )
    assert len(report.audited) == 1
    assert report.skipped == [
        "iPad Pro 11-inch (M4) landscape_left floating window: "
        "the 711 x 941 floating window does not fit the screen in landscape"
    ]


def test_the_html_matrix_has_a_row_per_window():
    page = windows_audit(["half", "third_leading"]).to_html()
    # A row per device, OS version (the 26.5 asked) and window.
    assert f'<th scope="row">{PRO} · 26.5 · half_leading window</th>' in page
    assert f'<th scope="row">{PRO} · 26.5 · half_trailing window</th>' in page
    # Thirds are measured only on the iPad Pro 11-inch: the row is there, skipped with the reason.
    assert re.search(
        rf"<th scope=\"row\">{re.escape(PRO)} · 26.5 · third_leading window</th><td class=\"na\" title=\"skipped: ",
        page,
    )
    assert "device · OS · window" in page


def test_the_pickled_report_audits_the_same_windows():
    import pickle

    report = windows_audit("floating", window_controls="minimal")
    again = pickle.loads(pickle.dumps(report))
    assert again.to_json() == report.to_json()


def test_the_command_line_audits_windows():
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "safearea",
            "audit",
            str(DESIGN),
            "--devices",
            PRO,
            "--orientations",
            "portrait",
            "--os",
            "26.5",
            "--windows",
            "half,floating",
            "--window-controls",
            "minimal",
            "--format",
            "json",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 1, run.stderr
    data = json.loads(run.stdout)
    hits = [f for f in data["findings"] if f["rule"] == "clear-of-window-controls"]
    assert [f["window"]["placement"] for f in hits] == ["half_leading", "half_trailing", "floating"]
    assert {tuple(f["obstruction"]["rect"]) for f in hits} == {MINIMAL_PILL}
    bad = subprocess.run(
        [sys.executable, "-m", "safearea", "audit", str(DESIGN), "--windows", "quarter"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert bad.returncode == 2 and "'quarter' is not a window placement" in bad.stderr


# Pictures: the rectangles drawn, read back into screen points through the screen's own rectangle.


def _rects(svg: str) -> list[dict[str, str]]:
    return [dict(re.findall(r'([\w-]+)="([^"]*)"', tag)) for tag in re.findall(r"<rect ([^>]*)>", svg)]


def _screen_mapping(svg: str, screen_width: float):
    """(origin x, origin y, scale) of the drawn screen: its light rectangle."""
    screen = next(r for r in _rects(svg) if r.get("fill") == "#f7f7f7")
    scale = float(screen["width"]) / screen_width
    return float(screen["x"]), float(screen["y"]), scale


def _in_points(rect: dict[str, str], mapping) -> tuple[float, ...]:
    ox, oy, scale = mapping
    return tuple(
        round(value, 1)
        for value in (
            (float(rect["x"]) - ox) / scale,
            (float(rect["y"]) - oy) / scale,
            float(rect["width"]) / scale,
            float(rect["height"]) / scale,
        )
    )


def _assert_window_picture(svg: str, frame, pill, insets, style):
    mapping = _screen_mapping(svg, 1032)
    rects = _rects(svg)
    window = next(r for r in rects if r.get("stroke") == "#17becf" and r.get("fill") == "none")
    assert _in_points(window, mapping) == pytest.approx(frame, abs=0.1)
    controls = next(r for r in rects if r.get("fill") == "#444")
    x, y, w, h = frame
    assert _in_points(controls, mapping) == pytest.approx((x + pill[0], y + pill[1], pill[2], pill[3]), abs=0.1)
    assert f"window controls ({style})" in svg
    safe = next(r for r in rects if r.get("stroke") == "#2ca02c" and r.get("stroke-width") == "1.5")
    top, left, bottom, right = insets
    assert _in_points(safe, mapping) == pytest.approx((x + left, y + top, w - left - right, h - top - bottom), abs=0.1)
    # The screen outside the window is greyed: one path over the screen with the window cut out.
    assert "<title>the screen outside the window</title>" in svg


def test_the_audit_picture_draws_the_window_on_its_screen():
    report = windows_audit(["half_leading", "floating"])
    _assert_window_picture(
        report.svg(PRO, window="half_leading"), (0, 0, HALF, 1376), UNIFIED_PILL_AT_TOP, (32, 0, 20, 0), "unified"
    )
    _assert_window_picture(
        report.svg(PRO, window="floating"), (160.5, 217.5, 711, 941), UNIFIED_PILL, (10, 0, 0, 0), "unified"
    )
    # Without a window the report's first one is drawn.
    assert "half_leading window" in report.svg(PRO)


def test_the_window_picture_draws_the_placed_window():
    window = safearea.Window(
        PRO, os_version="26.5", placement="floating", frame=(160.5, 217.5, 711, 941), controls="minimal"
    )
    svg = window._repr_svg_()
    _assert_window_picture(svg, (160.5, 217.5, 711, 941), MINIMAL_PILL, (32, 0, 0, 0), "minimal")
    # An app filling the screen is drawn as before: no window, no pill.
    plain = safearea.Window(PRO, os_version="26.5")._repr_svg_()
    assert "window controls" not in plain and "outside the window" not in plain
