"""The safearea command line."""

import json
import pathlib
import subprocess
import sys

import safearea
from safearea.cli import main


def test_devices_table(capsys):
    assert main(["devices"]) == 0
    out = capsys.readouterr().out
    assert "iPhone 15 Pro" in out and "393x852@3" in out and "Apple TV 4K" in out


def test_devices_json(capsys):
    assert main(["devices", "--family", "pad", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and all(row["family"] == "pad" for row in rows)


def test_insets(capsys):
    assert main(["insets", "iPhone X", "--orientation", "landscape_left"]) == 0
    # Unity's iPhone X definition measured it on iOS 12: on 16.0 it is carried from there (MODEL.md §8).
    assert (
        capsys.readouterr().out.strip()
        == "iPhone X landscape_left (OS 16.0): top 0, left 44, bottom 21, right 44  [derived]"
    )


def test_insets_json_status_bar_hidden(capsys):
    assert main(["insets", "iPhone 8", "--status-bar-hidden", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["insets"] == {"top": 0, "left": 0, "bottom": 0, "right": 0}  # MODEL.md §7 E10
    assert result["os_version"] == "16.0"


def test_insets_with_os(capsys):
    assert main(["insets", "iPhone XR", "--os", "13.3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["insets"]["top"] == 44  # MODEL.md §1


def test_insets_all_orientations(capsys):
    assert main(["insets", "iPad (10th generation)", "-o", "all", "--os", "16.2"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 4 and all("top 24" in line and "bottom 20" in line for line in lines)


def test_tv_defaults_to_its_only_orientation(capsys):
    assert main(["insets", "Apple TV 4K", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["orientation"] == "landscape_left"
    assert result["insets"] == {"top": 60, "left": 80, "bottom": 60, "right": 80}  # MODEL.md §1 tvOS overscan


def test_errors_exit_2(capsys):
    assert main(["insets", "iPhone 99"]) == 2
    assert "no device named 'iPhone 99'" in capsys.readouterr().err
    assert main(["insets", "iPhone X", "-o", "portrait_upside_down"]) == 2


def test_an_os_version_of_another_platform_exits_2(capsys):
    # Tests/fixtures/os_version_cases.json "platforms": an iPhone runs iOS, an Apple TV tvOS.
    assert main(["insets", "iPhone 15 Pro", "--os", "tvOS 17.4"]) == 2
    assert "tvOS 17.4 is a version of another platform: iPhone 15 Pro runs iOS, not tvOS" in capsys.readouterr().err
    assert main(["insets", "Apple TV 4K (3rd generation)", "--os", "iOS 18"]) == 2
    assert "Apple TV 4K (3rd generation) runs tvOS, not iOS" in capsys.readouterr().err
    assert main(["insets", "iPhone 15 Pro", "--os", "iOS 17.4"]) == 0


def test_table_matches_the_library(capsys):
    assert main(["table", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    row = next(
        r
        for r in rows
        if r["device"] == "iPhone 14" and r["orientation"] == "landscape_left" and r["os"] == "16.0\u201318.x"
    )
    assert row["insets"] == "(0, 47, 21, 47)" and row["housing_edge"] == "right"  # MODEL.md §7 P14
    assert row["provenance"] == "measured on 16.2, carried to the rest"  # dimmmensions dumped iOS 16.2
    derived = next(
        r for r in rows if r["device"] == "iPad Pro 11-inch (1st generation)" and r["os"] == "17.0\u201317.x"
    )
    assert derived["insets"] == "(24, 0, 25, 0)" and derived["provenance"] == "derived"
    # Both displays of the iPhone Duo, in the orientations measured; its status bar hidden is unmeasured.
    duo = [
        (r["device"], r["orientation"], r["insets"], r["status_bar_hidden"])
        for r in rows
        if r["device"].startswith("iPhone Duo")
    ]
    assert duo == [
        ("iPhone Duo (outer display)", "portrait", "(0, 0, 34, 84)", "unmeasured"),
        ("iPhone Duo (inner display)", "portrait", "(82, 0, 34, 0)", "unmeasured"),
        ("iPhone Duo (inner display)", "landscape_left", "(0, 0, 34, 84)", "unmeasured"),
        ("iPhone Duo (inner display)", "landscape_right", "(0, 0, 34, 84)", "unmeasured"),
    ]


def test_render(tmp_path):
    out = tmp_path / "x.svg"
    assert main(["render", "iPhone 15 Pro", "-o", "landscape_right", "--out", str(out)]) == 0
    text = out.read_text()
    assert text.startswith("<svg") and "left 59" in text


def test_console_script_and_module_entry_point():
    result = subprocess.run(
        [sys.executable, "-m", "safearea", "insets", "iPhone14,7"], capture_output=True, text=True, check=True
    )
    assert "top 47" in result.stdout


def test_insets_display_zoom_and_strict(capsys):
    # Display Zoom: iPhone 8 at 320x568 keeps its 20-pt status bar; zoomed insets are derived, so --strict refuses them.
    assert main(["insets", "iPhone 8", "--display-zoom", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["device"] == "iPhone 8 (Display Zoom)" and result["insets"]["top"] == 20
    assert result["provenance"]["kind"] == "derived"
    assert main(["insets", "iPhone 8", "--display-zoom", "--strict"]) == 2  # a library error, as for any refused query
    assert "derived" in capsys.readouterr().err


EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"


def test_audit_of_nothing_exits_2_with_the_reason(capsys):
    # The iPhone 15 Pro runs iOS 17.0 and later: on 12.0 every layout is skipped, and the command says why.
    assert main(["audit", str(EXAMPLES / "chat.json"), "--devices", "iPhone 15 Pro", "--os", "12.0"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(
        f"safearea audit: {EXAMPLES / 'chat.json'}: nothing to audit: every layout was skipped (1): "
        "iPhone 15 Pro: does not run iOS 12.0"
    )


def test_audit_lists_skipped_layouts_in_the_table(capsys):
    args = ["audit", str(EXAMPLES / "chat.json"), "--devices", "iPhone X;iPhone 15", "--orientations", "portrait"]
    assert main([*args, "--os", "16.2"]) == 0
    assert "\nskipped: iPhone 15: does not run iOS 16.2 (iPhone 15 runs iOS 17.0" in capsys.readouterr().out


def test_audit_devices_default_to_the_reference_family_and_all_means_every_device(capsys):
    def audited(*extra):
        # 1: chat.json errs at the iPhone Duo inner display's corners in landscape; 2 would be an audit of nothing.
        assert main(["audit", str(EXAMPLES / "chat.json"), "--format", "json", *extra]) in (0, 1)
        return {item["device"] for item in json.loads(capsys.readouterr().out)["audited"]}

    assert audited() == {d.name for d in safearea.devices() if d.family == "phone"}
    assert audited("--devices", "all") == {d.name for d in safearea.devices()}
    # The command line's list form, as Python reads it: the same parser.
    assert audited("--devices", " iPhone 15 Pro ; iPhone10,3") == {"iPhone 15 Pro", "iPhone X"}
    # Each layout on its device's newest OS (data/devices.json: the iPhone 15 Pro runs to 27, the iPhone X to 16).
    assert safearea.audit(EXAMPLES / "chat.json", devices=" iPhone 15 Pro ; iPhone10,3").data["audited"] == [
        {"device": name, "orientation": o, "os_version": os_version}
        for name, os_version in (("iPhone 15 Pro", "27.0"), ("iPhone X", "16.0"))
        for o in ("portrait", "landscape_left", "landscape_right")
    ]
