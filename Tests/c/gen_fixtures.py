#!/usr/bin/env python3
"""Turns the shared JSON fixtures into a C header for test_api.c (written to argv[1])."""

import json
import pathlib
import sys

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "fixtures"


def c_string(value):
    if value is None:
        return "NULL"
    return json.dumps(value)  # JSON string escapes are valid C for these ASCII/UTF-8 texts


def os_version_cases(cases: dict) -> "list[str]":
    """The parse cases, the malformed texts and the platform cases (message NULL: accepted)."""
    lines = ["static const struct os_parse_case os_parse_cases[] = {"]
    lines += [f"    {{{c_string(case['text'])}, {case['encoded']}}}," for case in cases["parse"]]
    lines.append("};")
    lines.append("static const char *const os_malformed_cases[] = {")
    lines += [f"    {c_string(text)}," for text in cases["malformed"]]
    lines.append("};")
    lines.append("static const struct os_platform_case os_platform_cases[] = {")
    platforms = cases["platforms"]
    for case in platforms["refused"] + platforms["accepted"]:
        lines.append(
            f"    {{{c_string(case['device'])}, {c_string(case['os_version'])}, {c_string(case.get('message'))}}},"
        )
    lines.append("};")
    return lines


def c_bytes(data: bytes) -> str:
    """A C string literal of any bytes: printable ASCII as itself, the rest as three-digit octal escapes."""
    out = []
    for byte in data:
        if byte in (0x22, 0x5C):
            out.append("\\" + chr(byte))
        elif 0x20 <= byte < 0x7F:
            out.append(chr(byte))
        else:
            out.append(f"\\{byte:03o}")
    return '"' + "".join(out) + '"'


def main() -> None:
    catalog = json.loads((FIXTURES / "catalog_insets.json").read_text(encoding="utf-8"))
    bad = json.loads((FIXTURES / "bad_profiles.json").read_text(encoding="utf-8"))
    versions = json.loads((FIXTURES / "os_version_cases.json").read_text(encoding="utf-8"))
    lines = ["/* Generated from Tests/fixtures by Tests/c/gen_fixtures.py. */", ""]
    lines.append("static const struct inset_case inset_cases[] = {")
    for case in catalog["cases"]:
        top, left, bottom, right = case["expected"]
        lines.append(
            f"    {{{c_string(case['device'])}, {c_string(case['orientation'])}, {c_string(case['os'])}, "
            f"{1 if case['status_bar_hidden'] else 0}, {{{top}, {left}, {bottom}, {right}}}, {c_string(case['source'])}, "
            f"SAFEAREA_PROVENANCE_{case['provenance'].upper()}}},"
        )
    lines.append("};")
    lines.append("static const struct error_case error_cases[] = {")
    for case in catalog["errors"]:
        lines.append(
            f"    {{{c_string(case['device'])}, {c_string(case['orientation'])}, {c_string(case['os'])}, {c_string(case['status'])}, "
            f"{'SAFEAREA_STRICT' if case['strict'] else '0'}}},"
        )
    lines.append("};")
    lines.append("static const struct profile_case bad_profile_cases[] = {")
    for case in bad["cases"]:
        document = dict(bad["base"])
        for key, value in case["patch"].items():
            if value is None:
                document.pop(key, None)
            else:
                document[key] = value
        lines.append(f"    {{{c_string(json.dumps(document))}, {c_string(case['message'])}}},")
    for case in bad["raw"]:
        lines.append(f"    {{{c_string(case['json'])}, {c_string(case['message'])}}},")
    lines.append("};")
    lines += os_version_cases(versions)
    conformance = json.loads((FIXTURES / "json_conformance.json").read_text(encoding="utf-8"))
    lines.append("static const struct json_case json_cases[] = {")
    for case in conformance["cases"]:
        data = bytes.fromhex(case["hex"]) if "hex" in case else case["text"].encode("utf-8")
        lines.append(
            f"    {{{c_string(case['name'])}, {c_string(case['document'])}, {c_bytes(data)}, {len(data)}, "
            f"SAFEAREA_{case['status']}, {c_string(case['message'])}}},"
        )
    lines.append("};")
    pathlib.Path(sys.argv[1]).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
