"""How sure the everyday answers are: the coverage grid (docs/coverage.md), run by the engine
(C `safearea_coverage_json`) and formatted here. Nothing is counted again in Python: the value object reads
the engine's counts, its refusals grouped by reason, and every answer."""

from __future__ import annotations

import html
import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ._pandas import _pandas
from ._safearea import _coverage_json

#: The answers' kinds, from the surest, then refused.
ANSWERS = ("measured", "documented", "derived", "refused")

#: What each question asks, in words (the grid of docs/coverage.md; CoverageQuestion in the engine).
QUESTIONS = {
    "plain": "a plain controller, the window's root",
    "navigation_inline": "a navigation controller, inline title",
    "navigation_large": "a navigation controller, large title",
    "tab_bar": "a tab bar controller",
    "tab_bar_navigation": "a tab bar controller holding a navigation controller",
    "toolbar": "a navigation controller showing a toolbar with 3 items",
    "search_controller": "a navigation controller (inline) with a search controller",
    "keyboard": "a plain controller with the keyboard shown at the catalog's height",
    "page_sheet_large": "a page sheet at the large detent",
    "page_sheet_medium": "a page sheet at the medium detent",
    "form_sheet": "a form sheet (a page sheet on iPhones)",
    "popover": "a popover from a 44-pt view at the window's centre, 320 x 320 (a sheet on iPhones)",
    "full_screen_cover": "a full-screen cover",
    "half_tile": "iPads: the app in a leading half tile",
    "floating_window": "iPads: the app in the measured floating window, centred",
    "iphone_app_window": "iPads: an iPhone app's window",
}


@dataclass(frozen=True)
class CoverageCounts:
    """How many questions were asked, and answered measured, documented, derived or refused, or not applicable
    (the device cannot show what is asked on that line before iPadOS 26: a floating window on an iPad without
    Stage Manager, a Split View half in portrait); `asked` counts those too."""

    asked: int
    measured: int
    documented: int
    derived: int
    refused: int
    not_applicable: int = 0

    @property
    def refused_share(self) -> float:
        """The share refused of the questions that apply, from 0 to 1 (0 when none applies)."""
        applicable = self.asked - self.not_applicable
        return self.refused / applicable if applicable else 0.0

    def cell(self) -> str:
        """`measured/documented/derived/refused`, then ` +N n/a` when N are not applicable; "-" when nothing
        was asked."""
        if not self.asked:
            return "-"
        text = "/".join(str(getattr(self, kind)) for kind in ANSWERS)
        return text + (f" +{self.not_applicable} n/a" if self.not_applicable else "")


@dataclass(frozen=True)
class CoverageRefusal:
    """The refusals of one OS line and question that give one reason (the device's name in it read as
    "the device", its release as the line)."""

    os_line: str
    question: str
    reason: str
    devices: tuple[str, ...]

    @property
    def count(self) -> int:
        return len(self.devices)


@dataclass(frozen=True)
class CoverageAnswer:
    """One question asked of one device on one OS line: its answer's kind, or "refused" with the reason."""

    device: str
    os_line: str
    os_version: str
    question: str
    answer: str
    reason: str = ""


def _counts(data: dict[str, int]) -> CoverageCounts:
    return CoverageCounts(**{key: int(data[key]) for key in ("asked", *ANSWERS, "not_applicable")})


class Coverage:
    """The coverage grid's result (`safearea.coverage()`): per OS line and question, how many answers are
    measured, documented, derived or refused, or not applicable; the refusals and the not-applicable questions
    grouped by reason; every answer."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        #: The OS lines asked, as named ("15", ..., "27").
        self.os_lines: tuple[str, ...] = tuple(data["os_lines"])
        #: The questions, in the grid's order.
        self.questions: tuple[str, ...] = tuple(data["questions"])
        self._lines: dict[str, dict[str, Any]] = {line["os_line"]: line for line in data["lines"]}
        #: The refusals grouped by OS line, question and reason.
        self.refusals: list[CoverageRefusal] = [
            CoverageRefusal(r["os_line"], r["question"], r["reason"], tuple(r["devices"])) for r in data["refusals"]
        ]
        #: The questions the device cannot show on that line, grouped as the refusals are.
        self.not_applicable: list[CoverageRefusal] = [
            CoverageRefusal(r["os_line"], r["question"], r["reason"], tuple(r["devices"]))
            for r in data["not_applicable"]
        ]
        #: Every answer.
        self.answers: list[CoverageAnswer] = [
            CoverageAnswer(c["device"], c["os_line"], c["os_version"], c["question"], c["answer"], c.get("reason", ""))
            for c in data["cells"]
        ]

    def counts(self, os_line: str, question: str | None = None) -> CoverageCounts:
        """The counts of one OS line, of one question or (None) of all of them."""
        line = self._line(os_line)
        if question is None:
            return _counts(line["total"])
        for entry in line["questions"]:
            if entry["question"] == question:
                return _counts(entry["counts"])
        raise KeyError(f"{question!r} is not a question of the grid: {', '.join(self.questions)}")

    def devices(self, os_line: str) -> int:
        """The iPhones and iPads asked on one OS line (those that run it)."""
        return int(self._line(os_line)["devices"])

    def _line(self, os_line: str) -> dict[str, Any]:
        try:
            return self._lines[str(os_line)]
        except KeyError:
            raise KeyError(f"{os_line!r} is not an OS line of this report: {', '.join(self.os_lines)}") from None

    def to_json(self) -> str:
        """The engine's JSON, as `safearea coverage --json` prints it."""
        return json.dumps(self.data, indent=1)

    def reasons(self, not_applicable: bool = False) -> list[tuple[str, int, tuple[str, ...], str]]:
        """The refusals (or, with `not_applicable`, the questions the device cannot show on that line) grouped
        by OS line and reason across questions: (OS line, count, questions, reason), in the grid's order."""
        grouped: dict[tuple[str, str], tuple[int, list[str]]] = {}
        for r in self.not_applicable if not_applicable else self.refusals:
            count, questions = grouped.get((r.os_line, r.reason), (0, []))
            if r.question not in questions:
                questions.append(r.question)
            grouped[(r.os_line, r.reason)] = (count + r.count, questions)
        return [(line, count, tuple(questions), reason) for (line, reason), (count, questions) in grouped.items()]

    def table(self) -> str:
        """The report as `safearea coverage` prints it: per OS line, its totals; then per question and line
        measured/documented/derived/refused; then the refusals by reason."""
        out = ["OS line  devices  asked  measured  documented  derived  refused        not applicable"]
        for line in self.os_lines:
            c = self.counts(line)
            out.append(
                f"{line:<7}  {self.devices(line):>7}  {c.asked:>5}  {c.measured:>8}  {c.documented:>10}  "
                f"{c.derived:>7}  {c.refused:>7} ({c.refused_share:.0%})  {c.not_applicable:>7}"
            )
        out += ["", "per question and OS line: measured/documented/derived/refused (+N n/a: not applicable)"]
        width = max(len(q) for q in self.questions)
        cells = {line: [self.counts(line, q).cell() for q in self.questions] for line in self.os_lines}
        widths = {line: max(len(line), *(len(c) for c in cells[line])) for line in self.os_lines}
        out.append(" ".join([f"{'question':<{width}}", *(f"{line:>{widths[line]}}" for line in self.os_lines)]))
        for i, question in enumerate(self.questions):
            out.append(
                " ".join([f"{question:<{width}}", *(f"{cells[line][i]:>{widths[line]}}" for line in self.os_lines)])
            )
        out += ["", "refusals by reason (OS line, count, questions: reason)"]
        for line, count, questions, reason in self.reasons():
            out.append(f"{line}  {count:>4}  {', '.join(questions)}: {reason}")
        out += ["", "not applicable: the device cannot show this on that line (OS line, count, questions: reason)"]
        for line, count, questions, reason in self.reasons(not_applicable=True):
            out.append(f"{line}  {count:>4}  {', '.join(questions)}: {reason}")
        return "\n".join(out)

    def to_markdown(self) -> str:
        """The tables of docs/coverage.md (the page's text around them is scripts/coverage.py's)."""
        out = [
            "| OS line | devices | asked | measured | documented | derived | refused | not applicable |",
            "|---|--:|--:|--:|--:|--:|--:|--:|",
        ]
        for line in self.os_lines:
            c = self.counts(line)
            out.append(
                f"| {line} | {self.devices(line)} | {c.asked} | {c.measured} | {c.documented} | {c.derived} | "
                f"{c.refused} ({c.refused_share:.0%}) | {c.not_applicable} |"
            )
        out += [
            "",
            "Per question and OS line, measured/documented/derived/refused, then `+N n/a` where N questions are not "
            "applicable (`-`: not asked):",
            "",
            "| question | " + " | ".join(self.os_lines) + " |",
            "|---|" + "--:|" * len(self.os_lines),
        ]
        for question in self.questions:
            cells = " | ".join(self.counts(line, question).cell() for line in self.os_lines)
            out.append(f"| `{question}`: {QUESTIONS.get(question, question)} | {cells} |")
        out += ["", "## Refusals by reason", ""]
        current = None
        for line, count, questions, reason in self.reasons():
            if line != current:
                out += ([""] if current is not None else []) + [f"OS line {line}:", ""]
                current = line
            named = ", ".join(f"`{q}`" for q in questions)
            out.append(f"- {count} × {named}: {_markdown_text(reason)}")
        out += ["", "## Not applicable: the device cannot show this on that line", ""]
        current = None
        for line, count, questions, reason in self.reasons(not_applicable=True):
            if line != current:
                out += ([""] if current is not None else []) + [f"OS line {line}:", ""]
                current = line
            named = ", ".join(f"`{q}`" for q in questions)
            out.append(f"- {count} × {named}: {_markdown_text(reason)}")
        return "\n".join(out) + "\n"

    def to_pandas(self) -> Any:
        """Every answer as a pandas DataFrame (device, os_line, os_version, question, answer, reason); pandas
        is imported on first use, with a clear error when missing."""
        return _pandas().DataFrame(
            [(a.device, a.os_line, a.os_version, a.question, a.answer, a.reason) for a in self.answers],
            columns=["device", "os_line", "os_version", "question", "answer", "reason"],
        )

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(line)}</th>" for line in self.os_lines)
        rows = [f"<tr><th>question</th>{head}</tr>"]
        totals = "".join(f"<td>{self.counts(line).cell()}</td>" for line in self.os_lines)
        rows.append(f"<tr><th>all</th>{totals}</tr>")
        for question in self.questions:
            cells = "".join(f"<td>{self.counts(line, question).cell()}</td>" for line in self.os_lines)
            rows.append(f"<tr><td>{html.escape(question)}</td>{cells}</tr>")
        return (
            "<table><caption>coverage: measured/documented/derived/refused (+N n/a: not applicable)</caption>"
            + "".join(rows)
            + "</table>"
        )

    def __repr__(self) -> str:
        parts = [f"{line}: {self.counts(line).refused_share:.0%} refused" for line in self.os_lines]
        return f"<safearea.Coverage {'; '.join(parts)}>"


def _markdown_text(text: str) -> str:
    """Text safe in a Markdown list item: the characters Markdown would read as markup escaped."""
    for ch in ("\\", "`", "*", "_", "<", ">", "[", "]", "|"):
        text = text.replace(ch, "\\" + ch)
    return text


def coverage(os_versions: str | Iterable[str] | None = None) -> Coverage:
    """Runs the coverage grid (docs/coverage.md; C safearea_coverage_json): every built-in iPhone and iPad, in
    portrait, on each OS line of `os_versions` it runs ("15,16,17,18,26,27" or a list of lines; None: those
    six), asked the everyday questions through the tree. Raises OSVersionError for an entry that is no OS
    version."""
    if os_versions is not None and not isinstance(os_versions, str):
        items = list(os_versions) if isinstance(os_versions, Iterable) else None
        if items is None or not all(isinstance(item, str) for item in items):
            raise TypeError("os_versions: expected an OS line or a list of lines (str)")
        os_versions = ",".join(items)
    return Coverage(json.loads(_coverage_json(os_versions)))
