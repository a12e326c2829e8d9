#!/usr/bin/env python3
"""docs/coverage.md and the golden list of the grid's refusals, written from `safearea.coverage()` (the
engine's coverage grid), never typed by hand.

    scripts/coverage.py             writes docs/coverage.md (after new data: one command; `scripts/test.sh --full`
                                    runs it as its last steps)
    scripts/coverage.py --check     exits 1 when docs/coverage.md is not what the grid gives now (the Python
                                    suite checks the same, Tests/python/test_coverage.py)
    scripts/coverage.py --golden    also writes Tests/fixtures/coverage_refusals.txt, the refusals by OS line,
                                    question and reason that test_coverage.py holds the grid to: run it only
                                    when a change of refusals is meant (new data answering them, a new
                                    refusal explained), and commit the diff with the change

Runs with the package installed (build/venv/bin/python: `source scripts/env.sh; setup_python`)."""

from __future__ import annotations

import argparse
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "coverage.md"
GOLDEN = ROOT / "Tests" / "fixtures" / "coverage_refusals.txt"

HEAD = """\
# Coverage: how sure the everyday answers are

Written by `scripts/coverage.py` from `safearea coverage` (Python `safearea.coverage()`, C
`safearea_coverage_json`); do not edit by hand: after new data, run `build/venv/bin/python
scripts/coverage.py` (`scripts/test.sh --full` runs it last; the Python suite fails while this page
is not current).

The grid asks every built-in iPhone and iPad, in portrait, on each OS line it runs, the everyday
questions of an app's screens, each through the engine's own tree, presentations and window (the
path of an audit's `container` and `presentation`, [audits.md](audits.md)): the content
controller's safe area, and with the keyboard its keyboard layout guide. An answer counts by its
provenance ([MODEL.md §8](MODEL.md#8-provenance-os-lines-and-strict-answers)): the weakest of the
sources its explanation cites (with the window's own under a presentation), as `safearea insets`
prints it (a `strict` window refuses the derived ones); a refusal counts with the engine's reason. A
question the device cannot show on that line at all (before iPadOS 26: a floating window, since iPadOS 15
has no Stage Manager and an iPad without Stage Manager has none on 16-18, and a Split View half in portrait,
whose portrait splits are a third and two thirds; [MODEL.md §19](MODEL.md#19-app-windows-on-ipados-26-and-27))
is refused by the engine with that reason and counted
apart as not applicable, never hidden: its own column below, `+N n/a` in a question's cell, and its own
list grouped by reason after the refusals; the refused share is of the questions that apply. A device
that does not run a line is not asked on it; a line is asked at its first release the device runs, as an audit's OS lines are (`26`
is 26.0, the iPhone 16e's `18` is 18.3; [audits.md](audits.md#every-os-line-at-once)), where a
reading made at a later release of the line is carried, so derived. Reasons are grouped with the device's name read as "the device", its release as its
line and the tree's node numbers dropped. `safearea coverage` prints these tables as text,
`safearea coverage --os 18,26 --format json` every answer with the engine's own words. The JSON
(C `safearea_coverage_json`'s; in Python `safearea.coverage().data`) is
`{"os_lines": [...], "questions": [...], "lines": [{"os_line", "devices", "total": COUNTS,
"questions": [{"question", "counts": COUNTS}, ...]}, ...], "refusals": [{"os_line", "question",
"reason", "count", "devices"}, ...], "not_applicable": [the same shape], "cells": [{"device",
"os_line", "os_version", "question", "answer", "reason"}, ...]}`, COUNTS being `{"asked",
"measured", "documented", "derived", "refused", "not_applicable"}` and a cell's `answer` one of
those kinds, `refused` or `not_applicable` (with the engine's `reason`).

"""


def golden(report) -> str:
    """The grid's refusals, one line each: OS line, question, count, then the grouped reason."""
    lines = [
        "# The coverage grid's refusals (OS line | question | count | reason), written by",
        "# `scripts/coverage.py --golden`; Tests/python/test_coverage.py holds the grid to it. Refresh it only",
        "# when a change of refusals is meant, and commit the diff with the change that makes it.",
    ]
    lines += [f"{r.os_line} | {r.question} | {r.count} | {r.reason}" for r in report.refusals]
    return "\n".join(lines) + "\n"


def page(report) -> str:
    return HEAD + "## Per OS line\n\n" + report.to_markdown()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="fail when docs/coverage.md is not current")
    parser.add_argument("--golden", action="store_true", help="also write Tests/fixtures/coverage_refusals.txt")
    args = parser.parse_args()
    import safearea

    report = safearea.coverage()
    text = page(report)
    if args.check:
        if PAGE.read_text(encoding="utf-8") != text:
            print(f"{PAGE.relative_to(ROOT)} is not current: run build/venv/bin/python scripts/coverage.py")
            return 1
        print(f"{PAGE.relative_to(ROOT)} is current")
        return 0
    PAGE.write_text(text, encoding="utf-8")
    print(f"wrote {PAGE.relative_to(ROOT)}")
    if args.golden:
        GOLDEN.write_text(golden(report), encoding="utf-8")
        print(f"wrote {GOLDEN.relative_to(ROOT)} ({len(report.refusals)} refusal groups)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
