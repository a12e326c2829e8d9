"""The audit report as one self-contained HTML page (AuditReport.to_html, _repr_html_, `--format html`).

Inline CSS and the engine's SVG pictures, no request of any kind (no fonts, scripts, images or
links off the page), readable without JavaScript; a few lines of vanilla JavaScript add filters.
Every string from the design (names, ids, notes) is escaped.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable
from typing import Any

from ._catalog import device as _find_device
from ._safearea import VERSION_STRING

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._audit import AuditReport, Finding

#: Pictures per element: the layouts with the most distinct problems first; the table lists all.
PICTURES_PER_ELEMENT = 4

_ORIENTATION_ORDER = ("portrait", "portrait_upside_down", "landscape_left", "landscape_right")

_CSS = """
.sa-report { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d1d1f; max-width: 1200px; margin: 0 auto; padding: 16px; }
.sa-report h1 { font-size: 22px; margin: 0 0 4px; }
.sa-report h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
.sa-report h3 { font-size: 16px; margin: 0 0 6px; }
.sa-report .meta { color: #555; margin: 0 0 12px; }
.sa-report table { border-collapse: collapse; font-size: 13px; }
.sa-report th, .sa-report td { border: 1px solid #ddd; padding: 3px 6px; text-align: left; vertical-align: top; }
.sa-report th { background: #f4f4f6; }
.sa-report td.num { text-align: right; font-variant-numeric: tabular-nums; }
.sa-report .matrix td { text-align: center; white-space: nowrap; }
.sa-report .clean { color: #1a7f37; }
.sa-report .na { color: #aaa; }
.sa-report .cell-error { background: #fde2e1; }
.sa-report .cell-warning { background: #fff1dc; }
.sa-report .error { color: #b3261e; font-weight: 600; }
.sa-report .warning { color: #a45a00; font-weight: 600; }
.sa-report .element { border: 1px solid #ddd; border-radius: 8px; padding: 12px; margin: 14px 0; }
.sa-report .pictures { display: flex; flex-wrap: wrap; gap: 12px; margin: 8px 0; }
.sa-report .pictures figure { margin: 0; }
.sa-report .pictures svg { max-width: 100%; height: auto; border: 1px solid #eee; border-radius: 6px; background: #fff; }
.sa-report .pictures figcaption { font-size: 12px; color: #555; max-width: 440px; }
.sa-report .notes { font-size: 13px; color: #444; }
.sa-report code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.sa-report .filters { margin: 8px 0; padding: 8px; background: #f4f4f6; border-radius: 6px; }
.sa-report .hidden { display: none; }
"""

#: Filters, added only when JavaScript runs; without it every finding stays visible.
_SCRIPT = """
(function () {
  var bar = document.getElementById('sa-filters');
  if (!bar) { return; }
  bar.hidden = false;
  var severity = document.getElementById('sa-filter-severity');
  var device = document.getElementById('sa-filter-device');
  function apply() {
    var rows = document.querySelectorAll('tr.finding');
    for (var i = 0; i < rows.length; i++) {
      var row = rows[i];
      var show = (severity.value === 'all' || row.getAttribute('data-severity') === severity.value) &&
                 (device.value === 'all' || row.getAttribute('data-device') === device.value);
      row.classList.toggle('hidden', !show);
    }
    var sections = document.querySelectorAll('section.element');
    for (var j = 0; j < sections.length; j++) {
      var visible = sections[j].querySelectorAll('tr.finding:not(.hidden)').length > 0;
      sections[j].classList.toggle('hidden', !visible);
    }
  }
  severity.addEventListener('change', apply);
  device.addEventListener('change', apply);
})();
"""


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _n(value: float) -> str:
    return f"{value:g}"


def _rect(values: Iterable[float]) -> str:
    x, y, w, h = values
    return f"({_n(x)}, {_n(y)}) {_n(w)}×{_n(h)}"


def _move(dx: float, dy: float) -> str:
    parts = []
    if dy:
        parts.append(f"{'down' if dy > 0 else 'up'} {_n(abs(dy))} pt")
    if dx:
        parts.append(f"{'right' if dx > 0 else 'left'} {_n(abs(dx))} pt")
    return "move " + " and ".join(parts) if parts else "no move fits: resize it or anchor it to the safe area"


def _layout(finding: Finding) -> str:
    """The finding's orientation, with its pose when it holds in one only ("landscape_left (book)") and its app
    window when the audit was over windows ("portrait, half_leading window")."""
    label = f"{finding.orientation} ({finding.pose})" if finding.pose else finding.orientation
    return f"{label}, {finding.window} window" if finding.window else label


def _row(device: str, os_version: str | None, window: str | None) -> str:
    """The matrix row of a layout: the device and the OS version it was audited on, with its app window in an
    audit over windows ("full screen" for a device without app windows there)."""
    row = f"{device} · {os_version}" if os_version else device
    if window is None:
        return row
    return f"{row} · {window}" if window == "full screen" else f"{row} · {window} window"


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]+", "-", text).strip("-") or "x"


class _Pictures:
    """The engine's pictures, each drawn once, with SVG ids made unique in the page."""

    def __init__(self, report: AuditReport) -> None:
        self.report = report
        self.cache: dict[tuple[str, str, str, str | None], str] = {}
        self.serial = 0

    def get(self, device: str, orientation: str, os_version: str, window: str | None = None) -> str:
        key = (device, orientation, os_version, window)
        if key not in self.cache:
            try:
                svg = self.report.svg(device, orientation, os_version, window=window)
            except Exception as error:  # a picture the engine cannot draw: say so instead of failing the page
                self.cache[key] = f'<p class="notes">no picture: {_e(error)}</p>'
                return self.cache[key]
            self.cache[key] = svg
        self.serial += 1
        prefix = f"sa{self.serial}-"
        svg = self.cache[key]
        ids = set(re.findall(r'\bid="([^"]+)"', svg))
        for name in ids:
            svg = svg.replace(f'id="{name}"', f'id="{prefix}{name}"').replace(f"url(#{name})", f"url(#{prefix}{name})")
        return svg.replace(
            '<svg xmlns="http://www.w3.org/2000/svg"', '<svg xmlns="http://www.w3.org/2000/svg" role="img"', 1
        )


def _audited_layouts(report: AuditReport) -> tuple[list[str], list[str], dict[tuple[str, str], str]]:
    """(rows, orientations, (row, orientation) -> "audited" or the reason it was skipped), as the report lists
    them (the engine chose the devices: the audit's list, or the reference device's family); a row is a device
    on one OS version, in one app window in an audit over windows."""
    data = report.data
    windowed = bool(data.get("windows"))
    state: dict[tuple[str, str], str] = {}
    rows: dict[str, None] = {}
    for layout in data.get("audited", []):
        window = (layout.get("window") or {}).get("placement") if windowed else None
        if windowed and layout.get("window") is None:
            window = "full screen"
        row = _row(layout["device"], layout.get("os_version"), window)
        state[(row, layout["orientation"])] = "audited"
        rows[row] = None
    whole: list[tuple[str, str, str]] = []
    for skip in data.get("skips", []):
        window = skip.get("window")
        if windowed and window is None and skip.get("orientation"):
            window = "full screen"
        row = _row(skip["device"], skip.get("os_version"), window)
        rows[row] = None
        if skip.get("orientation"):
            state.setdefault((row, skip["orientation"]), "skipped: " + skip["reason"])
        else:
            whole.append((row, skip["device"], "skipped: " + skip["reason"]))
    used = {orientation for _, orientation in state} or set(_ORIENTATION_ORDER[:1])
    orientations = [o for o in _ORIENTATION_ORDER if o in used] + sorted(used - set(_ORIENTATION_ORDER))
    for row, device, reason in whole:
        # A device skipped on a whole OS version: each orientation it supports.
        try:
            supported = set(_find_device(device).orientations)
        except Exception:  # a name the catalog does not know: every column
            supported = set(orientations)
        for orientation in orientations:
            if orientation in supported:
                state.setdefault((row, orientation), reason)
    return list(rows), orientations, state


def _labels(report: AuditReport) -> dict[str, str]:
    """Element id -> its note in the design (a Figma import puts the node's type and name there)."""
    try:
        design = json.loads(report._design_text)
    except ValueError:
        return {}
    out: dict[str, str] = {}
    stack = list(design.get("elements", [])) if isinstance(design, dict) else []
    while stack:
        element = stack.pop()
        if isinstance(element, dict):
            if isinstance(element.get("id"), str) and isinstance(element.get("note"), str):
                out[element["id"]] = element["note"]
            stack.extend(element.get("children", []) if isinstance(element.get("children"), list) else [])
    return out


def _header(report: AuditReport, page_title: str) -> list[str]:
    """The title and the report's counts, as the table and the JSON report give them (devices audited, layouts,
    element checks)."""
    counts = report.counts
    checked = report.data["checked"]
    source = f" · {_e(report.source)}" if report.source else ""
    return [
        f"<h1>{_e(page_title)}</h1>",
        f'<p class="meta">design <strong>{_e(report.design)}</strong>{source} · '
        f'<span class="error">{counts["errors"]} errors</span>, <span class="warning">{counts["warnings"]} warnings</span> '
        f"in {counts['element_checks']} element checks on {checked['devices']} devices, {checked['layouts']} layouts · "
        f"safearea {_e(VERSION_STRING)}</p>",
    ]


def _matrix(
    findings: list[Finding],
    devices: list[str],
    orientations: list[str],
    state: dict[tuple[str, str], str],
    windowed: bool = False,
) -> list[str]:
    """The summary: devices on each OS version (in each app window, for an audit over windows) × orientations,
    each cell its error and warning counts, ✓, skipped or —."""
    per_cell: dict[tuple[str, str], list[int]] = {}
    for finding in findings:
        window = (finding.window or "full screen") if windowed else None
        cell = per_cell.setdefault((_row(finding.device, finding.os_version, window), finding.orientation), [0, 0])
        cell[0 if finding.severity == "error" else 1] += 1
    out = [
        '<h2 id="summary">Devices and orientations</h2>',
        '<table class="matrix"><thead><tr><th scope="col">'
        + ("device · OS · window" if windowed else "device · OS")
        + "</th>"
        + "".join(f'<th scope="col">{_e(o)}</th>' for o in orientations)
        + "</tr></thead><tbody>",
    ]
    for name in devices:
        cells = []
        for orientation in orientations:
            status = state.get((name, orientation))
            errors, warnings = per_cell.get((name, orientation), [0, 0])
            if status is None:
                cells.append('<td class="na" title="not audited (orientation not supported or not asked for)">—</td>')
            elif status != "audited":
                cells.append(f'<td class="na" title="{_e(status)}">skipped</td>')
            elif errors or warnings:
                kind = "cell-error" if errors else "cell-warning"
                text = " · ".join(
                    part for part in (f"{errors} E" if errors else "", f"{warnings} W" if warnings else "") if part
                )
                cells.append(f'<td class="{kind}" title="{errors} errors, {warnings} warnings">{text}</td>')
            else:
                cells.append('<td class="clean" title="no findings">✓</td>')
        out.append(f'<tr><th scope="row">{_e(name)}</th>{"".join(cells)}</tr>')
    out.append("</tbody></table>")
    return out


def _not_audited(report: AuditReport) -> list[str]:
    """Every layout skipped for lack of data and every one audited without its reserved regions, with the reason."""
    notes = [("skipped", text) for text in report.skipped] + [
        ("not checked", text) for text in report.data.get("unchecked", [])
    ]
    if not notes:
        return []
    return (
        ['<h2 id="skipped">Not audited</h2>', '<ul class="notes">']
        + [f"<li><strong>{_e(kind)}</strong>: {_e(text)}</li>" for kind, text in notes]
        + ["</ul>"]
    )


def _pictures_of(items: list[Finding], pictures: _Pictures) -> list[str]:
    """One picture per layout, the layouts whose (rule, obstruction) pairs are new first."""
    chosen: list[Finding] = []
    seen_kinds: set[tuple[str, str]] = set()
    seen_layouts: set[tuple[str, str, str]] = set()
    for finding in sorted(items, key=lambda f: (f.severity != "error", f.device, f.orientation, f.window or "")):
        problem = (finding.rule, finding.obstruction)
        layout = (finding.device, finding.orientation, finding.window or "")
        if problem not in seen_kinds and layout not in seen_layouts and len(chosen) < PICTURES_PER_ELEMENT:
            chosen.append(finding)
            seen_layouts.add(layout)
        seen_kinds.add(problem)
    out = ['<div class="pictures">']
    for finding in chosen:
        caption = f"{finding.device} · {_layout(finding)} · {finding.rule}: {finding.message}"
        out.append(
            f"<figure>{pictures.get(finding.device, finding.orientation, finding.os_version, finding.window)}"
            f"<figcaption>{_e(caption)}</figcaption></figure>"
        )
    out.append("</div>")
    return out


def _findings_table(items: list[Finding]) -> list[str]:
    out = [
        f"<details{' open' if len(items) <= 20 else ''}><summary>{len(items)} findings: device, orientation, rule, "
        "overlap, obstruction and the smallest fix</summary>",
        '<table class="findings"><thead><tr><th scope="col">device</th><th scope="col">orientation</th>'
        '<th scope="col">OS</th><th scope="col">severity</th><th scope="col">rule</th><th scope="col">overlap</th>'
        '<th scope="col">obstruction</th><th scope="col">smallest fix</th><th scope="col">message</th>'
        '<th scope="col">device numbers</th></tr></thead><tbody>',
    ]
    for finding in items:
        approximate = " (approximate outline)" if finding.approximate else ""
        out.append(
            f'<tr class="finding" data-severity="{_e(finding.severity)}" data-device="{_e(finding.device)}">'
            f"<td>{_e(finding.device)}</td><td>{_e(_layout(finding))}</td><td>{_e(finding.os_version)}</td>"
            f'<td class="{_e(finding.severity)}">{_e(finding.severity)}</td><td>{_e(finding.rule)}</td>'
            f'<td class="num">{_e(_rect(finding.overlap))}</td>'
            f"<td>{_e(finding.obstruction)} {_e(_rect(finding.obstruction_rect))}{approximate}</td>"
            f"<td>{_e(_move(*finding.fix))}</td><td>{_e(finding.message)}</td>"
            f'<td title="{_e(str(finding.provenance))}">{_e(finding.provenance.kind)}</td></tr>'
        )
    out.append("</tbody></table></details>")
    return out


def _elements(report: AuditReport, findings: list[Finding], devices: list[str], document: bool) -> list[str]:
    """Each element with findings: its counts, pictures and findings table (with the filters in a page)."""
    by_element: dict[str, list[Finding]] = {}
    for finding in findings:
        by_element.setdefault(finding.element, []).append(finding)
    labels = _labels(report)
    out = ['<h2 id="elements">Elements with findings</h2>']
    if document:
        out.append(
            '<div id="sa-filters" class="filters" hidden>filter: <label>severity <select id="sa-filter-severity">'
            '<option value="all">all</option><option value="error">errors</option><option value="warning">warnings</option>'
            '</select></label> <label>device <select id="sa-filter-device"><option value="all">all</option>'
            + "".join(f'<option value="{_e(name)}">{_e(name)}</option>' for name in devices)
            + "</select></label></div>"
        )
    if not by_element:
        out.append('<p class="clean">No element has a finding on any device or orientation.</p>')
    pictures = _Pictures(report)
    ordered = sorted(
        by_element.items(), key=lambda item: (-sum(f.severity == "error" for f in item[1]), -len(item[1]), item[0])
    )
    for index, (element, items) in enumerate(ordered):
        errors = sum(1 for f in items if f.severity == "error")
        label = labels.get(element)
        out.append(f'<section class="element" id="element-{index}-{_e(_slug(element))}">')
        out.append(
            f"<h3><code>{_e(element)}</code> <small>({_e(items[0].role)})</small>"
            + (f" — {_e(label)}" if label else "")
            + "</h3>"
        )
        out.append(
            f'<p class="meta"><span class="error">{errors} errors</span>, '
            f'<span class="warning">{len(items) - errors} warnings</span>; '
            f"rules: {_e(', '.join(sorted({f.rule for f in items})))}</p>"
        )
        out += _pictures_of(items, pictures)
        out += _findings_table(items)
        out.append("</section>")
    return out


def report_html(report: AuditReport, *, title: str | None = None, document: bool = True) -> str:
    """The report as HTML: a whole page (`document`) or a fragment for notebooks (no script)."""
    findings = report.findings
    rows, orientations, state = _audited_layouts(report)
    devices = list(dict.fromkeys(layout["device"] for layout in report.audited))
    page_title = title or f"Safe-area audit: {report.design}"
    out = ['<div class="sa-report">']
    out += _header(report, page_title)
    out += _matrix(findings, rows, orientations, state, bool(report.data.get("windows")))
    out += _not_audited(report)
    out += _elements(report, findings, devices, document)
    out.append("</div>")
    body = "\n".join(out)
    if not document:
        return f"<style>{_CSS}</style>\n{body}"
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{_e(page_title)}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n{body}\n"
        f"<script>{_SCRIPT}</script>\n</body>\n</html>\n"
    )
