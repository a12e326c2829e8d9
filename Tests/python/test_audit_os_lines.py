"""Audits on every OS line a team supports, and iPhones beside iPad windows, in one run (MODEL.md §4):
safearea.audit(os_versions=...), the command line's --os 18,26,27 (or --os repeated), the OS in every report
format, pictures on the audited OS and only of audited layouts, devices chosen by family, skips summed up by
reason, and counts that agree across the table, the JSON report and the HTML page.

OS ranges are data/devices.json's: the iPhone 16 runs iOS 18.0 to 27.x, the iPhone 17 Pro 26.0 to 27.x, the
iPhone XS 12.0 to 18.x, the iPhone 16e 18.3 to 27.x (it shipped with iOS 18.3); iPads have app windows from
iPadOS 26 (data/windows.json, MODEL.md §19).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import safearea
from safearea.cli import main

ROOT = Path(__file__).resolve().parents[2]
WINDOWED = ROOT / "examples" / "window-toolbar.json"
#: A bar across the bottom (both bottom corners, the home indicator) and a title under the status bar.
BAR = {
    "name": "bar",
    "reference_device": "iPhone 17 Pro",
    "elements": [
        {"id": "bottom-bar", "role": "control", "frame": [0, 800, 402, 74]},
        {"id": "title", "role": "text", "frame": [16, 10, 200, 30]},
    ],
}


def table_rows(table: str) -> list[list[str]]:
    """The finding rows of a table, split on its runs of two or more spaces."""
    lines = table.splitlines()
    return [re.split(r"\s{2,}", line) for line in lines[3:] if line.startswith(("error", "warning"))]


def test_os_versions_audit_each_device_on_each_line_it_runs():
    report = safearea.audit(
        BAR, devices="iPhone 16,iPhone 17 Pro,iPhone XS", orientations="portrait", os_versions=["18.0", "26.0", "27.0"]
    )
    assert [(layout["device"], layout["os_version"]) for layout in report.audited] == [
        ("iPhone 16", "18.0"),
        ("iPhone 16", "26.0"),
        ("iPhone 16", "27.0"),
        ("iPhone 17 Pro", "26.0"),
        ("iPhone 17 Pro", "27.0"),
        ("iPhone XS", "18.0"),
    ]
    assert report.skipped == [
        "iPhone 17 Pro: does not run iOS 18.0 (iPhone 17 Pro runs iOS 26.0 to 27.x; iOS 18.0 is outside that range)",
        "iPhone XS: does not run iOS 26.0 (iPhone XS runs iOS 12.0 to 18.x; iOS 26.0 is outside that range)",
        "iPhone XS: does not run iOS 27.0 (iPhone XS runs iOS 12.0 to 18.x; iOS 27.0 is outside that range)",
    ]
    # The same audit from one ','-separated string; the OS in the table, JSON and SARIF.
    again = safearea.audit(
        BAR, devices="iPhone 16,iPhone 17 Pro,iPhone XS", orientations="portrait", os_versions="18,26,27"
    )
    assert again.to_json() == report.to_json()
    assert {row[2] for row in table_rows(report.table()) if row[1] == "iPhone 16"} == {"18.0", "26.0", "27.0"}
    assert {f.os_version for f in report.findings if f.device == "iPhone 16"} == {"18.0", "26.0", "27.0"}
    sarif = json.loads(report.to_sarif())
    results = sarif["runs"][0]["results"]
    assert {r["properties"]["osVersion"] for r in results} == {"18.0", "26.0", "27.0"}
    # The fingerprint names the OS: the same element, rule and layout on two lines are two alerts.
    prints = {r["partialFingerprints"]["element/rule/device/orientation/os"] for r in results}
    assert prints == {f"{f.element}/{f.rule}/{f.device}/{f.orientation}/{f.os_version}" for f in report.findings}
    assert "title/clear-of-status-bar/iPhone 16/portrait/26.0" in prints
    assert "title/clear-of-status-bar/iPhone 16/portrait/27.0" in prints


def test_a_whole_line_is_its_first_release_the_device_runs():
    report = safearea.audit(BAR, devices="iPhone 16e", orientations="portrait", os_versions="18.x,26")
    assert [layout["os_version"] for layout in report.audited] == ["18.3", "26.0"]
    # A release is itself: the iPhone 16e never ran 18.0.
    with pytest.raises(safearea.AuditError, match=r"iPhone 16e: does not run iOS 18\.0 \(iPhone 16e runs iOS 18\.3"):
        safearea.audit(BAR, devices="iPhone 16e", os_versions=["18.0"])


def test_os_version_still_audits_one_version_and_bad_lists_are_refused():
    assert {layout["os_version"] for layout in safearea.audit(BAR, devices="iPhone 16", os_version="26.0").audited} == {
        "26.0"
    }
    with pytest.raises(TypeError, match="os_version or os_versions"):
        safearea.audit(BAR, os_version="26.0", os_versions=["27.0"])
    with pytest.raises(safearea.SafeAreaError, match="'banana' is not an OS version"):
        safearea.audit(BAR, os_versions="26,banana")
    with pytest.raises(safearea.InvalidArgumentError, match="names no OS version"):
        safearea.audit(BAR, os_versions=[])


@pytest.fixture
def design_file(tmp_path: Path) -> Path:
    path = tmp_path / "bar.json"
    path.write_text(json.dumps(BAR), encoding="utf-8")
    return path


def test_the_command_line_takes_a_list_or_a_repeated_os(design_file, capsys):
    def versions(*extra: str) -> set[str]:
        args = ["audit", str(design_file), "--devices", "iPhone 16", "--orientations", "portrait", *extra]
        assert main(args) == 1
        return {row[2] for row in table_rows(capsys.readouterr().out)}

    assert versions("--os", "18,26,27") == {"18.0", "26.0", "27.0"}
    # Repeated, nothing is dropped (it used to audit the last one only).
    assert versions("--os", "26", "--os", "27") == {"26.0", "27.0"}
    assert versions() == {"27.0"}  # the default: each device's newest


def test_pictures_follow_the_audited_os_and_draw_only_audited_layouts(design_file, tmp_path, capsys):
    out = tmp_path / "pictures"
    assert main(["audit", str(design_file), "--devices", "iPhone 17 Pro", "--os", "26", "--svg", str(out)]) == 1
    capsys.readouterr()
    pictures = sorted(path.name for path in out.iterdir())
    assert pictures == [
        "iPhone_17_Pro-landscape_left.svg",
        "iPhone_17_Pro-landscape_right.svg",
        "iPhone_17_Pro-portrait.svg",
    ]
    for path in out.iterdir():
        text = path.read_text(encoding="utf-8")
        assert "iOS 26.0" in text and "iOS 27.0" not in text
    report = safearea.audit(BAR, devices="iPhone 17 Pro", os_version="26.0", orientations="portrait")
    assert "iOS 26.0" in report.svg() and "iOS 27.0" not in report.svg()
    with pytest.raises(safearea.InvalidArgumentError, match="iPhone 16 was not audited in this report"):
        report.svg("iPhone 16")
    # Several lines: one picture per line, named by it.
    several = tmp_path / "several"
    assert (
        main(
            ["audit", str(design_file), "--devices", "iPhone 16", "--orientations", "portrait", "--os", "18,27"]
            + ["--svg", str(several)]
        )
        == 1
    )
    capsys.readouterr()
    assert sorted(path.name for path in several.iterdir()) == [
        "iPhone_16-18.0-portrait.svg",
        "iPhone_16-27.0-portrait.svg",
    ]
    assert "iOS 18.0" in (several / "iPhone_16-18.0-portrait.svg").read_text(encoding="utf-8")


def test_iphones_are_audited_full_screen_beside_ipad_windows():
    report = safearea.audit(
        WINDOWED, devices="iPhone 16,iPad Pro 13-inch (M4)", orientations="portrait", os_version="26.5", windows="half"
    )
    assert [(layout["device"], (layout["window"] or {}).get("placement")) for layout in report.audited] == [
        ("iPhone 16", None),
        ("iPad Pro 13-inch (M4)", "half_leading"),
        ("iPad Pro 13-inch (M4)", "half_trailing"),
    ]
    assert report.skipped == []
    phone = [f for f in report.findings if f.device == "iPhone 16"]
    assert phone and all(f.window is None for f in phone)
    assert any(row[1] == "iPhone 16" and row[3] == "portrait, full screen" for row in table_rows(report.table()))


def test_devices_by_family_and_comma_lists():
    phones = [d.name for d in safearea.devices() if d.family == "phone"]
    pads = [d.name for d in safearea.devices() if d.family == "pad"]
    for spelling in ("iphone", "phone", "iPhone"):
        report = safearea.audit(BAR, devices=spelling, orientations="portrait")
        assert list(dict.fromkeys(layout["device"] for layout in report.audited)) == phones
    both = safearea.audit(BAR, devices="iphone, ipad", orientations="portrait")
    assert list(dict.fromkeys(layout["device"] for layout in both.audited)) == phones + pads
    same = safearea.audit(BAR, devices="iphone;ipad", orientations="portrait")
    assert same.to_json() == both.to_json()


def test_counts_agree_across_table_json_and_html_for_a_multi_os_windowed_audit():
    report = safearea.audit(
        WINDOWED,
        devices="iPhone 16,iPhone XS,iPad Pro 13-inch (M4),iPad Air 11-inch (M2)",
        os_versions="18,26,27",
        windows="half,third,floating",
    )
    data = report.data
    checked = data["checked"]
    header = report.table().splitlines()[0]
    counts = re.search(
        r": (\d+) errors?, (\d+) warnings? \((\d+) devices, (\d+) layouts, (\d+) element checks\)", header
    )
    assert counts is not None
    errors, warnings, devices, layouts, checks = map(int, counts.groups())
    assert (errors, warnings) == (data["errors"], data["warnings"]) == (len(report.errors), len(report.warnings))
    assert (devices, layouts, checks) == (checked["devices"], checked["layouts"], checked["element_checks"])
    assert devices == len({layout["device"] for layout in data["audited"]}) == 4
    assert layouts == len(data["audited"])
    # Every OS line appears: the iPhone 16 and the iPads on 18 (full screen), 26 and 27; the iPhone XS on 18 only.
    assert {layout["os_version"] for layout in data["audited"]} == {"18.0", "26.0", "27.0"}
    page = report.to_html()
    assert f"in {checks} element checks on {devices} devices, {layouts} layouts" in page
    assert f'{errors} errors</span>, <span class="warning">{warnings} warnings' in page
    # The matrix: one audited cell per layout, each error and warning counted once.
    cells = re.findall(r'<td class="(cell-error|cell-warning|clean)" title="([^"]*)"', page)
    assert len(cells) == layouts
    counted = [re.match(r"(\d+) errors, (\d+) warnings", title) for kind, title in cells if kind != "clean"]
    assert sum(int(m.group(1)) for m in counted if m) == errors
    assert sum(int(m.group(2)) for m in counted if m) == warnings
    # Each skip in the JSON once; the table sums them up per reason.
    assert len(data["skipped"]) == len(data["skips"])
    summed = [line for line in report.table().splitlines() if line.startswith("skipped")]
    total = sum(int(m.group(1)) if (m := re.match(r"skipped (\d+): ", line)) else 1 for line in summed)
    assert total == len(data["skipped"]) and len(summed) < len(data["skipped"])
