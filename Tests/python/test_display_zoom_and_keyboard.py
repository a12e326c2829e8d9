"""Display Zoom (MODEL.md §11) and keyboards (§10) beyond the golden fixtures: Display Zoom variants, audits with the
keyboard shown and with zoomed variants, the provenance findings carry."""

import copy
import json
import pickle

import pytest
import safearea
from safearea.cli import main

# An input bar riding on the keyboard and a hint 40 pt above the safe area's bottom.
CHAT = {
    "name": "chat with keyboard",
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


@pytest.mark.parametrize(
    "name, zoomed_size",
    [
        # Two public tables (alpatiev/swift_tools, atommclain/dot-files) agree on these.
        ("iPhone SE (3rd generation)", (320, 568)),
        ("iPhone 8 Plus", (375, 667)),
        ("iPhone 13 mini", (320, 693)),
        ("iPhone 14", (320, 693)),
        ("iPhone 15 Pro", (320, 693)),
        ("iPhone 17 Pro", (320, 693)),
        ("iPhone 11", (375, 812)),
        ("iPhone 14 Plus", (375, 812)),
        ("iPhone 16 Pro Max", (375, 812)),
        ("iPhone Air", (375, 812)),
    ],
)
def test_display_zoom_sizes(name, zoomed_size):
    base = safearea.device(name)
    zoomed = base.zoomed()
    assert (zoomed.width, zoomed.height) == zoomed_size
    assert zoomed.scale == base.scale  # UIScreen.scale does not change (qiita.com/rseki)
    assert zoomed.native_scale == pytest.approx(base.native_pixels[0] / zoomed_size[0])
    assert zoomed.native_pixels == base.native_pixels
    assert zoomed.display_zoom and not base.display_zoom
    assert zoomed.name == f"{name} (Display Zoom)"
    assert safearea.device(name, display_zoom=True) is zoomed is safearea.device(zoomed.name)
    for orientation in zoomed.orientations:
        assert zoomed.provenance(orientation).kind == "derived"
        with pytest.raises(safearea.OSVersionError, match="Display Zoom"):
            zoomed.safe_area(orientation, strict=True)


def test_display_zoom_insets_follow_the_documented_derivation():
    # iPhone 8: the 20-pt status bar at every zoom.
    assert safearea.device("iPhone 8").zoomed().safe_area() == (20, 0, 0, 0)
    # iPhone 15 Pro on iOS 17 (59/34 documented; landscape 59/21): scaled by 320/393 and rounded.
    zoomed = safearea.device("iPhone 15 Pro").zoomed()
    assert zoomed.safe_area(os_version="17.0") == (48, 0, 28, 0)
    assert zoomed.safe_area("landscape_left", os_version="17.0") == (0, 48, 17, 48)
    assert zoomed.corner_radius == pytest.approx(55 * 320 / 393)
    assert (
        safearea.device("iPhone 8").native_scale == 2 and safearea.device("iPhone 8").zoomed().native_scale == 2.34375
    )
    assert safearea.device("iPhone 8 Plus").native_scale == pytest.approx(1080 / 414)


def test_display_zoom_refusals_and_values_crossing_processes():
    with pytest.raises(safearea.InvalidArgumentError, match="only iPhones"):
        safearea.device("iPad (A16)").zoomed()
    with pytest.raises(safearea.InvalidArgumentError, match="already"):
        safearea.device("iPhone 14").zoomed().zoomed()
    with pytest.raises(safearea.OSVersionError, match="14.0"):
        safearea.device("iPhone X").zoomed().safe_area(os_version="13.0")  # Display Zoom came to the X with iOS 14
    zoomed = safearea.device("iPhone 14").zoomed()
    assert pickle.loads(pickle.dumps(zoomed)) is zoomed
    assert copy.deepcopy(zoomed) is zoomed
    assert all(not d.display_zoom for d in safearea.devices())


def test_audit_with_the_keyboard_shown():
    # iPhone 16 Pro, iOS 26.5 probe: keyboard 335 pt, its top at 874 - 335 = 539.
    report = safearea.audit(CHAT, devices="iPhone 16 Pro", orientations="portrait", os_version="26.5", keyboard=True)
    assert report.keyboard
    (finding,) = report.findings
    assert (finding.element, finding.rule, finding.severity, finding.obstruction) == (
        "hint",
        "clear-of-keyboard",
        "error",
        "keyboard",
    )
    # The hint sits at y 874 - 34 - 40 - 20 = 780 .. 800: wholly under the keyboard; moving it up 261 pt clears it.
    assert finding.element_frame == (16, 780, 370, 20) and finding.overlap == (16, 780, 370, 20)
    assert finding.fix == (0, -(800 - 539))
    assert finding.obstruction_rect == (0, 539, 402, 335)
    assert finding.provenance.kind == "measured"
    frames = safearea.audit(CHAT, devices="iPhone 16 Pro", orientations="portrait", keyboard=True, frames=True)
    layout = frames.data["layouts"][0]["frames"]
    assert layout["input"] == [16, 539 - 8 - 44, 370, 44]  # rides on the keyboard
    hidden = safearea.audit(CHAT, devices="iPhone 16 Pro", orientations="portrait", frames=True)
    assert not hidden.findings and not hidden.keyboard
    assert hidden.data["layouts"][0]["frames"]["input"] == [
        16,
        874 - 34 - 8 - 44,
        370,
        44,
    ]  # above the safe area's bottom
    # No keyboard height known for the home-button iPad Pro 12.9-inch (2nd generation) on iPadOS 17.0 (MODEL.md §10:
    # Keyman read no home-button 1024 x 1366 iPad after iOS 12): every layout skipped, an audit of nothing.
    with pytest.raises(
        safearea.AuditError,
        match=r"iPad Pro 12.9-inch \(2nd generation\) portrait: no keyboard height known on iPadOS 17.0",
    ):
        safearea.audit(CHAT, devices="iPad Pro 12.9-inch (2nd generation)", os_version="17.0", keyboard=True)
    assert pickle.loads(pickle.dumps(report)).findings[0].rule == "clear-of-keyboard"


def test_audit_with_display_zoom_and_provenance_of_findings():
    design = {
        "name": "top label",
        "elements": [
            {
                "id": "label",
                "role": "text",
                "height": 20,
                "anchors": {
                    "top": {"to": "screen", "offset": 10},
                    "left": {"to": "screen", "offset": 100},
                    "right": {"to": "screen", "offset": 100},
                },
            }
        ],
    }
    report = safearea.audit(
        design,
        devices=["iPhone 15 Pro", "iPhone SE (3rd generation)"],
        orientations="portrait",
        os_version="17.0",
        display_zoom=True,
    )
    by_device = {(f.device, f.rule): f for f in report.findings}
    # The label (y 10..30) overlaps the Dynamic Island (11..48) on the 15 Pro: documented numbers (MODEL.md §7 P15P);
    # on the zoomed 15 Pro (island scaled by 320/393) too, with derived numbers; on the SE the status bar, with numbers
    # dimmmensions dumped on iOS 16.2 and carried to 17.0 (MODEL.md §8: derived).
    assert by_device[("iPhone 15 Pro", "clear-of-housing")].provenance.kind == "documented"
    zoomed = by_device[("iPhone 15 Pro (Display Zoom)", "clear-of-housing")]
    assert zoomed.provenance.kind == "derived" and "Display Zoom" in zoomed.provenance.basis
    assert {f.device for f in report.findings} >= {
        "iPhone SE (3rd generation)",
        "iPhone SE (3rd generation) (Display Zoom)",
    }
    se = [f for f in report.findings if f.device == "iPhone SE (3rd generation)"]
    assert se and all("carried from iOS 16.2" in f.provenance.basis for f in se)
    frame = report.to_pandas()
    assert set(frame.provenance) == {"documented", "derived"}
    sarif = json.loads(report.to_sarif())
    assert {r["properties"]["provenance"] for r in sarif["runs"][0]["results"]} == {"documented", "derived"}


def test_command_line_audit_keyboard_and_display_zoom(tmp_path, capsys):
    path = tmp_path / "chat.json"
    path.write_text(json.dumps(CHAT))
    assert (
        main(
            [
                "audit",
                str(path),
                "--devices",
                "iPhone 16 Pro",
                "--orientations",
                "portrait",
                "--keyboard",
                "--format",
                "json",
            ]
        )
        == 1
    )
    data = json.loads(capsys.readouterr().out)
    assert data["keyboard"] is True and [f["rule"] for f in data["findings"]] == ["clear-of-keyboard"]
    assert (
        main(
            [
                "audit",
                str(path),
                "--devices",
                "iPhone 8",
                "--orientations",
                "portrait",
                "--display-zoom",
                "--format",
                "json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["checked"]["layouts"] == 2
