"""OS versions as the engine reads them (Sources/SafeAreaEngine/OSVersion.swift), the tool's one copy.

A version is (major, minor, patch). Text is "17", "17.4" or "17.4.1", optionally after "iOS ",
"iPadOS " or "tvOS " (any case), with spaces around; every component has one or two digits and
the major is 1 or more. As a range's upper bound, left-out components are 99 ("26" is 26.99.99),
which people read as "26.x". Tests/fixtures/os_version_cases.json holds these rules to the
engine's: the Swift, Python and refresh tests all read it.
"""

from __future__ import annotations

import re

Version = tuple[int, int, int]

_VERSION = re.compile(
    r"^ *(?:(?:ios|ipados|tvos) +)?([0-9]{1,2})(?:\.([0-9]{1,2}))?(?:\.([0-9]{1,2}))? *$", re.IGNORECASE | re.ASCII
)


def parse(text: object, upper: bool = False) -> "Version | None":
    """ "27.0" -> (27, 0, 0); as an upper bound, left-out parts are 99 ("26" -> (26, 99, 99)); None when malformed."""
    match = _VERSION.match(text) if isinstance(text, str) else None
    if match is None or int(match.group(1)) < 1:
        return None
    filler = 99 if upper else 0
    major, minor, patch = match.groups()
    return int(major), int(minor) if minor is not None else filler, int(patch) if patch is not None else filler


def encoded(version: Version) -> int:
    """major * 10000 + minor * 100 + patch, as the C API reports a version."""
    major, minor, patch = version
    return major * 10000 + minor * 100 + patch


def lower_text(version: Version) -> str:
    """A range's start as the catalog writes it: "17.0", "17.4.1"."""
    major, minor, patch = version
    return f"{major}.{minor}" if patch == 0 else f"{major}.{minor}.{patch}"


def upper_text(version: Version) -> str:
    """A range's end as the catalog writes it: 26.99.99 is "26", 26.4.99 is "26.4"."""
    major, minor, patch = version
    if minor == 99 and patch == 99:
        return f"{major}"
    if patch == 99:
        return f"{major}.{minor}"
    return f"{major}.{minor}.{patch}"


def readable(version: Version, upper: bool) -> str:
    """As people read a range's end: 26.99.99 is 26.x, 26.4.99 is 26.4.x; any other end is that version ("17.4")."""
    if upper and version[2] == 99:
        return upper_text(version) + ".x"
    return lower_text(version)


def predecessor(version: Version) -> Version:
    """The last version before a range starting at `version`, as an upper bound."""
    major, minor, patch = version
    if patch > 0:
        return major, minor, patch - 1
    if minor > 0:
        return major, minor - 1, 99
    return major - 1, 99, 99


def successor(version: Version) -> Version:
    """The first version after a range ending at `version` (an upper bound), as a lower bound."""
    major, minor, patch = version
    if patch < 99:
        return major, minor, patch + 1
    if minor < 99:
        return major, minor + 1, 0
    return major + 1, 0, 0
