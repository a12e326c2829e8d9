"""Audits on the iPhone Duo's two displays through safearea.audit: the camera hole, the bar strip and
the fold (book pose) named in findings, the HTML matrix and pictures covering both displays. Expected
numbers are the measurements (alexey1312/iPhone-Duo-Agent-Skill@13af9d2, device-geometry.md, and its probe
log, scripts/probes/README.md @2b96283): outer display 466 x 678 pt, insets 0/0/34/84, camera
(399.667, 29.333, 37, 37), bar strip (382, 0, 84, 170), corners 8/59/8/59; inner display in landscape
951 x 669 pt, insets 0/0/34/84, the fold's frame (455.5, 0, 40, 669), inactive flat, active as a book."""

import json
import pathlib

import pytest
import safearea

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"
TWO_COLUMNS = EXAMPLES / "duo-two-columns.json"
CAMERA_BUTTON = EXAMPLES / "duo-camera-button.json"

OUTER = "iPhone Duo (outer display)"
INNER = "iPhone Duo (inner display)"


def test_a_centred_two_column_layout_on_the_inner_display_as_a_book_sits_on_the_fold():
    report = safearea.audit(TWO_COLUMNS, devices=[INNER], orientations=["landscape_left"])
    fold = [f for f in report.findings if f.rule == "clear-of-fold"]
    assert [f.element for f in fold] == ["right-column", "continue-button"]
    assert all(f.pose == "book" and f.severity == "warning" and f.obstruction == "fold" for f in fold)
    assert all(f.obstruction_rect == (455.5, 0, 40, 669) for f in fold)
    # The safe area's centre is (951 - 84) / 2 = 433.5; the 120-pt button spans 373.5...493.5 and clears the
    # fold's frame (from 455.5) 38 pt to the left. The right column (441.5...841.5) cannot go right (it would end
    # at 895.5, past the safe area's 867): 841.5 - 455.5 = 386 to the left.
    assert fold[1].fix == (-38, 0)
    assert fold[1].overlap == (455.5, 551, 38, 44)
    assert fold[0].fix == (-386, 0)
    assert "sits on the fold (active folded like a book)" in fold[1].message
    assert [f for f in report.findings if f.pose != "book"] == []
    assert "landscape_left (book)" in report.table()
    assert json.loads(report.to_json())["findings"][0]["pose"] == "book"
    sarif = json.loads(report.to_sarif())
    assert sarif["runs"][0]["tool"]["driver"]["rules"][-1]["id"] == "clear-of-fold"


def test_a_button_under_the_outer_camera_is_an_error_naming_the_camera():
    report = safearea.audit(CAMERA_BUTTON, devices=["iPhone Duo"])
    camera = [f for f in report.findings if f.obstruction == "camera"]
    assert len(camera) == 1
    finding = camera[0]
    assert (finding.severity, finding.rule, finding.pose) == ("error", "clear-of-housing", None)
    # 466 - 30 - 36 = 400: the button (400, 30, 36, 36) inside the hole's 37-pt frame; into the safe area
    # (right edge 466 - 84 = 382): 54 pt to the left.
    assert finding.element_frame == (400, 30, 36, 36)
    assert finding.obstruction_rect == (399.67, 29.33, 37, 37)
    assert finding.fix == (-54, 0)
    assert finding.message == "control 'close-button' overlaps the camera by 36×36 pt; move it left 54 pt to clear it"
    strip = [f for f in report.findings if f.obstruction == "bar_strip"]
    assert [(f.rule, f.severity, f.obstruction_rect) for f in strip] == [
        ("clear-of-status-bar", "warning", (382, 0, 84, 170))
    ]
    assert bool(report)


def test_per_corner_radii_in_the_corner_checks():
    # 3 pt in from a corner, a 20-pt square reaches 5·√2 ≈ 7.07 pt from an 8-pt arc's centre (inside it) and
    # 56·√2 ≈ 79.2 pt from a 59-pt arc's centre (outside it): only the 59-pt corners are hit.
    design = {
        "name": "corners",
        "elements": [
            {"id": "top-left", "role": "icon", "frame": [3, 3, 20, 20]},
            {"id": "top-right", "role": "icon", "frame": [443, 3, 20, 20]},
            {"id": "bottom-left", "role": "icon", "frame": [3, 655, 20, 20]},
            {"id": "bottom-right", "role": "icon", "frame": [443, 655, 20, 20]},
        ],
    }
    report = safearea.audit(design, devices=[OUTER])
    corners = [f for f in report.findings if f.rule == "clear-of-display-corners"]
    assert [f.element for f in corners] == ["top-right", "bottom-right"]
    assert all("outside the 59-pt rounded display corner" in f.message for f in corners)


def test_the_inner_display_in_portrait_lists_its_regions_as_unchecked():
    report = safearea.audit(TWO_COLUMNS, devices=[INNER], orientations=["portrait"])
    unchecked = report.data["unchecked"]
    assert len(unchecked) == 1 and unchecked[0].startswith(f"{INNER} portrait: reserved regions not checked: ")


def test_an_audit_over_every_device_covers_both_displays_in_the_html_matrix():
    report = safearea.audit(TWO_COLUMNS)
    page = report.to_html()
    # The iPhone Duo runs iOS 27.1 and later (data/devices.json): its rows are on 27.1.
    assert f'<th scope="row">{OUTER} · 27.1</th>' in page
    assert f'<th scope="row">{INNER} · 27.1</th>' in page
    # The fold's findings count in the inner display's landscape cells, and the findings table names the pose.
    assert "<td>landscape_left (book)</td>" in page
    assert "iPhone Duo (inner display) · landscape_left · book" in page
    assert "fold: division, active" in page


def test_pictures_draw_the_regions_and_each_corner():
    report = safearea.audit(CAMERA_BUTTON, devices=[OUTER])
    svg = report.svg(OUTER)
    assert "<title>camera: occlusion, active</title>" in svg
    assert "<title>bar strip: occlusion, active</title>" in svg
    # 8 and 59 pt at 420 / 678 picture units per point.
    assert "A 4.96,4.96 0 0 1" in svg and "A 36.55,36.55 0 0 1" in svg
    inner = safearea.audit(TWO_COLUMNS, devices=[INNER]).svg(INNER, "landscape_left")
    assert "<title>fold: division, active</title>" in inner


@pytest.mark.parametrize("name", [OUTER, INNER])
def test_the_device_picture_draws_the_vertical_bar_edge(name):
    svg = safearea.device(name).svg("landscape_left" if name == INNER else "portrait")
    assert ">vertical bars on the trailing edge</text>" in svg
