"""Audits of presented designs (MODEL.md §4, §18): a design with "presentation" is a presented controller's
content, laid out in the presented view on every layout (screen: its bounds, safe_area: its content safe area),
with the presentation in each layout's header; layouts where the engine refuses it are skipped with its reason.

Typed from Vercantez/openuikit fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2
(iPhone 16, iOS 26.1, window insets [59, 0, 34, 0]): the large sheet [0, 59, 393, 793] with content insets
[0, 0, 34, 0]; medium [8, 403.6870229007634, 377, 440.3129770992366] holding a 393 × 459 content view
(uikit/Tools/oracle2/wordpressrowsprobe/README.md at d8dca8adc9ce50db786d0df95aa98d790ea3e079)."""

import json
import xml.etree.ElementTree as ET

import pytest
import safearea
from conftest import schema_validator
from safearea.cli import main

BUTTON = {
    "id": "done",
    "role": "control",
    "height": 50,
    "anchors": {
        "bottom": {"to": "safe_area"},
        "left": {"to": "safe_area", "offset": 16},
        "right": {"to": "safe_area", "offset": 16},
    },
}
TITLE = {
    "id": "title",
    "role": "text",
    "height": 20,
    "anchors": {
        "top": {"to": "screen"},
        "left": {"to": "screen", "offset": 16},
        "right": {"to": "screen", "offset": 16},
    },
}


def sheet(presentation, *elements):
    design = {"name": "sheet", "presentation": presentation, "elements": list(elements)}
    schema_validator("design.schema.json").validate(design)
    return design


def frames(report):
    (layout,) = report.data["layouts"]
    return layout["frames"]


def test_bottom_button_in_a_page_sheet_sits_above_the_cards_bottom_inset():
    report = safearea.audit(sheet({"style": "page_sheet"}, BUTTON), "iPhone 16", "portrait", "26.1", frames=True)
    assert frames(report)["done"] == [16, 818 - 50, 361, 50]  # the safe area ends at 852 - 34
    assert report.findings == []
    (layout,) = report.audited
    p = layout["presentation"]
    assert (layout["device"], layout["orientation"]) == ("iPhone 16", "portrait")
    assert (p["style"], p["detent"], p["detent_value"]) == ("page_sheet", "large", 759)
    assert p["frame"] == [0, 59, 393, 793] and p["content_insets"] == [0, 0, 34, 0]
    assert p["provenance"]["kind"] == "measured"
    assert "6f62d1d0df4b4aa3490da5e9637345741e1942d2" in p["provenance"]["source"]
    assert "presented as page_sheet, large detent 759, frame [0, 59, 393, 793] (measured)" in report.table()


def test_text_at_the_sheets_top_is_not_under_the_status_bar():
    report = safearea.audit(sheet({"style": "page_sheet"}, TITLE), "iPhone 16", "portrait", "26.1", frames=True)
    assert frames(report)["title"] == [16, 59, 361, 20]
    assert report.findings == []
    plain = safearea.audit({"elements": [TITLE]}, "iPhone 16", "portrait", "26.1")
    assert any(f.rule == "clear-of-status-bar" for f in plain.findings)


def test_medium_detent():
    report = safearea.audit(
        sheet({"style": "form_sheet", "detent": "medium"}, BUTTON), "iPhone 16", "portrait", "26.1", frames=True
    )
    centre = 403.6870229007634 + 440.3129770992366 / 2
    x, y, w, h = frames(report)["done"]
    assert (x, w, h) == (16, 361, 50) and y + h == pytest.approx(round(centre + 229.5 - 34, 2), abs=0.01)
    p = report.audited[0]["presentation"]
    assert (p["style"], p["detent"], p["detent_value"]) == ("page_sheet", "medium", 425)
    assert p["frame"] == [8, 403.69, 377, 440.31] and p["layout_frame"][2:] == [393, 459]
    assert report.findings == []


def test_custom_detent_and_picture():
    report = safearea.audit(sheet({"style": "page_sheet", "detent": 300}, BUTTON), "iPhone 16", "portrait", "26.1")
    p = report.audited[0]["presentation"]
    # detents_ios.json custom-300.0: presentedFrame [8, 523.598, 377, 320.402], content bottom 34.
    assert p["frame"] == [8, 523.6, 377, 320.4] and p["content_insets"] == [0, 0, 34, 0]
    svg = report.svg("iPhone 16", "portrait", "26.1")
    root = ET.fromstring(svg)
    assert any(r.get("class") == "dim" for r in root.iter("{http://www.w3.org/2000/svg}rect"))
    assert any(e.get("class") == "card" for e in root.iter("{http://www.w3.org/2000/svg}path"))
    assert "presented: page_sheet · custom 300" in svg


def test_a_tall_custom_detent_is_the_large_sheet_up_to_the_trees_limit():
    # The design takes what ViewController.present takes (1e7, the tree's limit on a length); at or above the
    # maximum detent (759) it is the large sheet: detents_ios.json custom 10000 gives [0, 59, 393, 793].
    report = safearea.audit(sheet({"style": "page_sheet", "detent": 10**7}, BUTTON), "iPhone 16", "portrait", "26.1")
    p = report.audited[0]["presentation"]
    assert (p["detent"], p["frame"]) == ("large", [0, 59, 393, 793])


POPOVER = {
    "style": "popover",
    "source_rect": [100, 300, 60, 40],
    "preferred_content_size": [240, 180],
    "permitted_arrow_directions": "any",
}
OK = {
    "id": "ok",
    "role": "control",
    "width": 44,
    "height": 44,
    "anchors": {"top": {"to": "screen"}, "left": {"to": "safe_area"}},
}


def test_a_popover_design_audits_on_an_ipad_at_its_source_and_adapts_on_an_iphone():
    # wordpressrowsprobe/README.md at d8dca8adc9ce50db786d0df95aa98d790ea3e079 (iPad (A16), iPadOS 26.1): a 240 x 180
    # popover from [100, 300, 60, 40] is the presented view [160, 230, 253, 180], the 13-pt arrow on its left inside
    # it; the content's safe area is that arrow (MODEL.md §18, derived). On the iPhone 16 it adapts to the sheet.
    pad = safearea.audit(sheet(POPOVER, OK), "iPad (A16)", "portrait", "26.1", frames=True)
    p = pad.audited[0]["presentation"]
    assert (p["style"], p["frame"], p["content_insets"]) == ("popover", [160, 230, 253, 180], [0, 13, 0, 0])
    assert p["provenance"]["kind"] == "derived"
    assert frames(pad)["ok"] == [173, 230, 44, 44]
    phone = safearea.audit(sheet(POPOVER, OK), "iPhone 16", "portrait", "26.1", frames=True)
    assert (phone.audited[0]["presentation"]["style"], phone.audited[0]["presentation"]["frame"]) == (
        "page_sheet",
        [0, 59, 393, 793],
    )
    assert frames(phone)["ok"] == [0, 59, 44, 44]
    # Without a source an iPad popover is refused everywhere, as UIKit throws: an audit of nothing.
    with pytest.raises(safearea.AuditError, match="needs a source view or rectangle"):
        safearea.audit(
            sheet({"style": "popover", "preferred_content_size": [240, 180]}, OK), "iPad (A16)", "portrait", "26.1"
        )


def test_refused_layouts_are_skipped_with_the_reason():
    design = sheet({"style": "page_sheet"}, BUTTON)
    # At compact height the sheet is full screen (MODEL.md §18), audited; an iPad page sheet in landscape floats
    # as a card of the unread readable width (UIKit 18.0 _UISheetLayoutInfo): skipped with the reason.
    report = safearea.audit(design, "iPhone 16", ["portrait", "landscape_left"], "26.1")
    assert len(report.audited) == 2 and report.skipped == []
    assert report.audited[1]["presentation"]["style"] == "full_screen"
    pad = safearea.audit(design, "iPad (A16)", ["portrait", "landscape_left"], "26.1")
    assert len(pad.audited) == 1
    (skip,) = pad.skipped
    assert skip.startswith("iPad (A16) landscape_left: ") and "landscape" in skip
    with pytest.raises(safearea.AuditError, match="sheets on iOS 13 and 14"):
        safearea.audit(design, "iPhone 11", "portrait", "14.0")


def test_derived_presentation_flows_into_findings():
    # The iPhone 16 Pro's 402 × 874 window ran no probe: the sheet is derived, and so is the finding on it.
    edge = {
        "id": "bar",
        "role": "control",
        "height": 50,
        "anchors": {"bottom": {"to": "screen"}, "left": {"to": "screen"}, "right": {"to": "screen"}},
    }
    report = safearea.audit(sheet({"style": "page_sheet"}, edge), "iPhone 16 Pro", "portrait", "26.1")
    (finding,) = [f for f in report.findings if f.rule == "clear-of-home-indicator"]
    assert finding.provenance.kind == "derived" and "no probe ran in this window" in finding.provenance.basis


@pytest.mark.parametrize(
    ("presentation", "message"),
    [
        ({"style": "sheet"}, "presentation.style: 'sheet' is not one of page_sheet, form_sheet, automatic"),
        ({"detent": "large"}, "presentation.style: required field is missing"),
        ({"style": "page_sheet", "detent": -5}, "presentation.detent: a custom detent's height must be a finite"),
        ({"style": "page_sheet", "detent": float("nan")}, "presentation.detent .*NaN and Infinity are not JSON"),
        ({"style": "full_screen", "detent": "medium"}, "presentation.detent: a full_screen presentation has no"),
        ({"style": "page_sheet", "detent": 10**7 + 1}, "presentation.detent: .* at most 10000000 .*got 10000001"),
        (
            {"style": "page_sheet", "source_rect": [0, 0, 10, 10]},
            "presentation.source_rect: only a popover has a source",
        ),
        (
            {"style": "popover", "preferred_content_size": [240]},
            r"presentation.preferred_content_size: expected \[width",
        ),
        (
            {"style": "popover", "permitted_arrow_directions": "sideways"},
            "'sideways' is not any, up, down, left or right",
        ),
    ],
)
def test_bad_presentations_name_the_field(presentation, message):
    with pytest.raises(safearea.InvalidDesignError, match=message):
        safearea.audit({"presentation": presentation, "elements": [BUTTON]}, "iPhone 16")


def test_command_line_reads_the_presentation(tmp_path, capsys):
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(sheet({"style": "page_sheet", "detent": "medium"}, BUTTON)))
    status = main(["audit", str(path), "--devices", "iPhone 16", "--os", "26.1", "--format", "json"])
    data = json.loads(capsys.readouterr().out)
    assert status == 0
    assert data["audited"][0]["presentation"]["detent"] == "medium"
