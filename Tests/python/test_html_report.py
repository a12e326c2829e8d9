"""The HTML audit report: one self-contained page, valid HTML5, escaped, and opened in a
real headless Chromium (Debian's /usr/bin/chromium, driven by Playwright: no browser download) with
no console error, no network request, every finding in the DOM and a picture on the screen."""

import json
import pathlib
import re

import pytest
import safearea
import safearea.figma as figma
from safearea.cli import main

ROOT = pathlib.Path(__file__).resolve().parents[2]
INCORRECT = ROOT / "examples" / "live-activity-incorrect.json"
CORRECT = ROOT / "examples" / "live-activity-correct.json"

HOSTILE = {
    "name": "<script>alert('name')</script> & \"quotes\"",
    "reference_device": "iPhone 15 Pro",
    "elements": [
        {
            "id": "<script>alert(1)</script>",
            "role": "text",
            "note": "<img src=x onerror=alert(2)>",
            "anchors": {"top": {"to": "screen", "offset": 4}, "left": {"to": "screen", "offset": 150}},
            "width": 90,
            "height": 20,
        },
        {
            "id": "</table><b>bold</b>",
            "role": "control",
            "anchors": {"bottom": {"to": "screen", "offset": 0}, "center_x": {"to": "screen"}},
            "width": 200,
            "height": 40,
        },
    ],
}


@pytest.fixture(scope="module")
def incorrect():
    return safearea.audit(INCORRECT, devices=["iPhone 15 Pro", "iPhone X", "iPhone 8", "iPad Pro 13-inch (M4)"])


def parse_strict(text):
    html5lib = pytest.importorskip("html5lib", reason="html5lib is pinned in requirements-test.txt")
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    return parser.parse(text)


def test_the_page_is_valid_html5_and_self_contained(incorrect):
    page = incorrect.to_html()
    parse_strict(page)  # raises on any parse error
    assert page.startswith("<!DOCTYPE html>") and '<meta charset="utf-8">' in page
    # Nothing loads from anywhere: no src/href attributes, no url() but the pictures' own clip paths, no @import.
    assert not re.search(r"\s(src|href)=", page)
    assert not re.search(r"url\((?!#)", page) and "@import" not in page and "@font-face" not in page
    # Ids are unique although every picture is drawn by the same engine function.
    ids = re.findall(r'\sid="([^"]+)"', page)
    assert len(ids) == len(set(ids))
    for reference in re.findall(r"url\(#([^)]+)\)", page):
        assert reference in ids


def test_the_summary_matrix_counts_each_layout(incorrect):
    page = incorrect.to_html()
    tree = parse_strict(page)
    matrix = tree.find(".//table[@class='matrix']")
    header = [th.text for th in matrix.find("thead").iter("th")]
    assert header == ["device · OS", "portrait", "portrait_upside_down", "landscape_left", "landscape_right"]
    # Each row is a device on the OS version it was audited on: each device's newest (data/devices.json).
    rows = {row.find("th").text: [td.text for td in row.findall("td")] for row in matrix.find("tbody").findall("tr")}
    assert set(rows) == {"iPhone 15 Pro · 27.0", "iPhone X · 16.0", "iPhone 8 · 16.0", "iPad Pro 13-inch (M4) · 27.0"}
    rows = {name.split(" · ")[0]: cells for name, cells in rows.items()}
    for device, cells in rows.items():
        for orientation, text in zip(header[1:], cells):
            item = safearea.device(device)
            if orientation not in item.orientations:
                assert text == "—"
                continue
            errors = sum(1 for f in incorrect.errors if f.device == device and f.orientation == orientation)
            warnings = sum(1 for f in incorrect.warnings if f.device == device and f.orientation == orientation)
            expected = (
                " · ".join(p for p in (f"{errors} E" if errors else "", f"{warnings} W" if warnings else "") if p)
                or "✓"
            )
            assert text == expected, (device, orientation)


def test_every_finding_is_a_row_with_its_rule_overlap_obstruction_and_fix(incorrect):
    tree = parse_strict(incorrect.to_html())
    rows = tree.findall(".//tr[@class='finding']")
    assert len(rows) == len(incorrect.findings) > 0
    texts = ["|".join(td.text or "" for td in row.findall("td")) for row in rows]
    for finding in incorrect.findings:
        assert any(
            finding.message in text and finding.rule in text and finding.device in text and finding.obstruction in text
            for text in texts
        ), finding


def test_design_strings_are_text_never_markup():
    report = safearea.audit(HOSTILE, devices=["iPhone 15 Pro"])
    assert report.findings
    page = report.to_html()
    parse_strict(page)
    assert "<script>alert" not in page and "<img src=x" not in page and "<b>bold</b>" not in page
    assert page.count("<script>") == 1  # the page's own filter script only
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page and "&lt;img src=x onerror=alert(2)&gt;" in page
    fragment = report._repr_html_()
    assert "<script" not in fragment.replace("&lt;script", "") and "<style>" in fragment


def test_a_clean_report_says_so():
    report = safearea.audit(CORRECT, devices=["iPhone 15 Pro"], orientations=["portrait"])
    page = report.to_html(title="Clean")
    parse_strict(page)
    assert "<title>Clean</title>" in page and ("No element has a finding" in page or report.findings)


def test_the_command_line_writes_the_page(tmp_path):
    out = tmp_path / "report.html"
    assert main(["audit", str(INCORRECT), "--devices", "iPhone 15 Pro", "--format", "html", "--out", str(out)]) == 1
    parse_strict(out.read_text(encoding="utf-8"))


# --- in a real browser -----------------------------------------------------------------------------------


def open_page(browser, path, javascript=True):
    context = browser.new_context(java_script_enabled=javascript, viewport={"width": 1200, "height": 900})
    page = context.new_page()
    problems, requests = [], []
    page.on("console", lambda message: problems.append(message.text) if message.type in ("error", "warning") else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("request", lambda request: requests.append(request.url))
    page.goto(path.as_uri())
    page.wait_for_load_state("load")
    return context, page, problems, requests


def figma_report():
    components = {
        "9:1": {"key": "k", "name": "Button/Primary", "description": "", "documentationLinks": [], "remote": False}
    }

    def box(x, y, w, h):
        return {"x": x, "y": y, "width": w, "height": h}

    frame = {
        "id": "1:1",
        "name": "Home <script>",
        "type": "FRAME",
        "absoluteBoundingBox": box(0, 0, 393, 852),
        "children": [
            {
                "id": "2:1",
                "name": "<script>alert('x')</script>",
                "type": "TEXT",
                "absoluteBoundingBox": box(150, 14, 90, 20),
                "constraints": {"vertical": "TOP", "horizontal": "CENTER"},
            },
            {
                "id": "2:2",
                "name": "Pay button",
                "type": "INSTANCE",
                "componentId": "9:1",
                "absoluteBoundingBox": box(96, 812, 200, 40),
                "constraints": {"vertical": "BOTTOM", "horizontal": "CENTER"},
            },
        ],
    }
    data = {
        "name": "Shop",
        "document": {
            "id": "0:0",
            "type": "DOCUMENT",
            "children": [{"id": "0:1", "type": "CANVAS", "children": [frame]}],
        },
        "components": components,
    }
    return safearea.audit(figma.design(data, "1:1"))


@pytest.mark.parametrize("javascript", [True, False], ids=["with-js", "without-js"])
@pytest.mark.slow
def test_the_page_opens_cleanly_in_chromium(browser, tmp_path, javascript, incorrect):
    for name, report in (("example", incorrect), ("figma", figma_report())):
        path = tmp_path / f"{name}.html"
        path.write_text(report.to_html(), encoding="utf-8")
        context, page, problems, requests = open_page(browser, path, javascript)
        try:
            assert problems == []
            assert requests == [path.as_uri()]  # the page itself, nothing else
            # Every finding is in the DOM, and visible.
            assert page.locator("tr.finding").count() == len(report.findings)
            for finding in report.findings[:50]:
                assert page.get_by_text(finding.message, exact=True).count() >= 1
            assert page.locator("section.element svg").count() >= 1
            assert page.locator("script").count() == 1 and page.locator("text=alert(").count() >= (
                1 if name == "figma" else 0
            )
            assert page.evaluate("() => window.__xss === undefined")
            # The filters appear only with JavaScript; without it every finding stays readable.
            assert page.locator("#sa-filters").is_visible() == javascript
            shot = page.screenshot(full_page=False)
            png = tmp_path / f"{name}-{javascript}.png"
            png.write_bytes(shot)
            assert len(shot) > 20_000  # a blank 1200x900 page compresses to a few kilobytes
            colors = page.evaluate("""() => {
                const svg = document.querySelector('section.element svg');
                const box = svg.getBoundingClientRect();
                return [box.width, box.height];
            }""")
            assert colors[0] > 200 and colors[1] > 300
        finally:
            context.close()


@pytest.mark.slow
def test_the_filters_hide_and_show_findings(browser, tmp_path, incorrect):
    path = tmp_path / "filters.html"
    path.write_text(incorrect.to_html(), encoding="utf-8")
    context, page, problems, requests = open_page(browser, path)
    try:
        page.select_option("#sa-filter-severity", "error")
        visible = page.locator("tr.finding:not(.hidden)").count()
        assert visible == len(incorrect.errors)
        page.select_option("#sa-filter-severity", "all")
        page.select_option("#sa-filter-device", "iPhone 8")
        assert page.locator("tr.finding:not(.hidden)").count() == sum(
            1 for f in incorrect.findings if f.device == "iPhone 8"
        )
        assert problems == []
    finally:
        context.close()


def test_the_pictures_name_the_flagged_elements(incorrect):
    svg = incorrect.svg("iPhone 15 Pro", "portrait")
    flagged = {f.element for f in incorrect.findings if f.device == "iPhone 15 Pro" and f.orientation == "portrait"}
    labels = re.findall(r'<text class="element-label"[^>]*>([^<]*)</text>', svg)
    if not labels:
        pytest.skip("libsafearea.so predates element labels (Sources/SafeAreaEngine/SVG/ElementLabels.swift)")
    assert set(labels) == flagged
    boxes = []
    for match in re.finditer(r'<text class="element-label" x="([-\d.]+)" y="([-\d.]+)"[^>]*>([^<]*)</text>', svg):
        x, y, text = float(match.group(1)), float(match.group(2)), match.group(3)
        boxes.append((x, y - 10, x + 6.1 * len(text), y + 3))
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)


def test_json_report_is_unchanged_by_the_html(incorrect):
    before = incorrect.to_json()
    incorrect.to_html()
    assert json.loads(before) == json.loads(incorrect.to_json())


def test_findings_name_the_provenance_of_the_device_numbers():
    # MODEL.md §8: a finding on derived numbers says so (iPad Pro 11-inch (1st generation) on iPadOS 17: derived).
    design = {
        "name": "top label",
        "elements": [
            {
                "id": "label",
                "role": "text",
                "height": 20,
                "anchors": {
                    "top": {"to": "screen", "offset": 4},
                    "left": {"to": "screen", "offset": 100},
                    "right": {"to": "screen", "offset": 100},
                },
            }
        ],
    }
    page = safearea.audit(
        design, devices="iPad Pro 11-inch (1st generation)", orientations="portrait", os_version="17.0"
    ).to_html()
    parse_strict(page)
    assert '<th scope="col">device numbers</th>' in page
    assert re.search(r'<td title="derived: iPad Pro 11-inch \(1st generation\), iPadOS 17\.0[^"]*">derived</td>', page)


def test_skipped_layouts_are_listed_with_their_reason():
    # iOS 16.2: the iPhone X runs it; the iPhone 15 (iOS 17.0 and later) does not, in any orientation.
    report = safearea.audit(INCORRECT, devices="iPhone X;iPhone 15", os_version="16.2")
    tree = parse_strict(report.to_html())
    matrix = tree.find(".//table[@class='matrix']")
    rows = {row.find("th").text: row.findall("td") for row in matrix.find("tbody").findall("tr")}
    assert set(rows) == {"iPhone X · 16.2", "iPhone 15 · 16.2"}
    rows = {name.split(" · ")[0]: cells for name, cells in rows.items()}
    skipped = [(td.text, td.get("title")) for td in rows["iPhone 15"] if td.text != "—"]
    assert len(skipped) == 3
    assert all(text == "skipped" and title.startswith("skipped: does not run iOS 16.2") for text, title in skipped)
    assert all(td.text != "skipped" for td in rows["iPhone X"])
    section = tree.find(".//ul[@class='notes']")
    items = ["".join(li.itertext()) for li in section.findall("li")]
    assert items == [f"skipped: {text}" for text in report.skipped]
    # The device that does not run iOS 16.2 is one entry (its three cells in the matrix say so).
    assert [text.split(":")[0] for text in report.skipped] == ["iPhone 15"]
