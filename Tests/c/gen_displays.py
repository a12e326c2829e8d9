#!/usr/bin/env python3
"""Turns Tests/fixtures/displays.json into a C header for test_display.c (written to argv[1])."""

import json
import pathlib
import sys

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "fixtures"
ORIENTATIONS = ("portrait", "portrait_upside_down", "landscape_left", "landscape_right")


def c_string(value):
    return "NULL" if value is None else json.dumps(value)  # JSON string escapes are valid C for these texts


def doubles(values) -> str:
    return "{" + ", ".join(repr(float(v)) for v in values) + "}"


def main() -> None:
    data = json.loads((FIXTURES / "displays.json").read_text(encoding="utf-8"))
    lines = ["/* Generated from Tests/fixtures/displays.json by Tests/c/gen_displays.py. */", ""]
    lines.append("static const struct display_case display_cases[] = {")
    for case in data["displays"]:
        edges = ", ".join(c_string(case["vertical_bar_edge"].get(o)) for o in ORIENTATIONS)
        lines.append(
            f"    {{{c_string(case['device'])}, {c_string(case['name'])}, {c_string(case['role'])}, {c_string(case['sibling'])}, "
            f"{doubles(case['corner_radii'])}, {float(case['corner_radius'])!r}, {{{edges}}}}},"
        )
    lines.append("};")
    regions = []
    lines.append("static const struct region_case region_cases[] = {")
    for index, case in enumerate(data["regions"]):
        name = f"expected_{index}"
        items = [
            f"{{{c_string(r['name'])}, {c_string(r['kind'])}, {c_string(r['shape'])}, {doubles(r['frame'])}, {doubles(r['margins'])}, "
            f"{1 if r['active'] else 0}, {c_string(r['provenance'])}}}"
            for r in case["expected"]
        ]
        regions.append(f"static const struct region_expectation {name}[] = {{{', '.join(items) or '{0}'}}};")
        lines.append(
            f"    {{{c_string(case['device'])}, {c_string(case['orientation'])}, {c_string(case['pose'])}, {c_string(case['os'])}, "
            f"{name}, {len(case['expected'])}, {c_string(case['source'])}}},"
        )
    lines.append("};")
    lines[2:2] = regions
    lines.append("static const struct region_error_case region_error_cases[] = {")
    for case in data["errors"]:
        lines.append(
            f"    {{{c_string(case['device'])}, {c_string(case['orientation'])}, {c_string(case['pose'])}, {c_string(case['os'])}, "
            f"{1 if case['strict'] else 0}, {c_string(case['status'])}, {c_string(case['message'])}}},"
        )
    lines.append("};")
    pathlib.Path(sys.argv[1]).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
