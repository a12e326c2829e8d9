#!/usr/bin/env python3
"""Merges probe records into data/devices.json as measured values, then regenerates the embedded catalog.

A probe record (schemas/probe-record.schema.json) is what one run of a probe read from UIKit on one
device and OS build. Each record is validated (the schema, then against the catalog: a known model
identifier, the device's own screen, insets that leave a safe area, one record per device and OS
version) and merged into the device's OS line that covers its version:

- a version after the device's newest line adds a line from that version to the end of its major
  release (and, when earlier versions of that release are not covered, a derived line before it
  carried from the probe);
- a version inside a line gives the probe's values to the part of the line from that version on,
  split from the rest, as `measured` with the record's source; values the line already has
  first-hand (measured or documented) must agree, otherwise the record is refused as a
  contradiction unless --replace is given;
- a record that agrees with first-hand values changes nothing.

Everything is checked before anything is written; on any error data/devices.json is left untouched
and each error names the record and the field. The catalog and the embedded Swift file are written
through temporary files and renamed into place.

The `device-specs` command reads aloisdeniel/flutter_device_preview's device_specs/*.json (its
iOS-simulator probe) into the same records and merges them: next September's refresh is
    scripts/catalog_refresh.py device-specs CHECKOUT/device_specs --commit SHA --os 27.0 --xcode 27.0
Needs jsonschema (scripts/requirements-catalog.txt).
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import pathlib
import re
import sys
from dataclasses import dataclass, field
from typing import Any, Iterable

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import embed_catalog  # noqa: E402  (scripts/ is not a package; mypy finds it with MYPYPATH=scripts)

CATALOG = ROOT / "data" / "devices.json"
EMBED = embed_catalog.TARGET
RECORD_SCHEMA = ROOT / "schemas" / "probe-record.schema.json"
PROFILE_SCHEMA = ROOT / "schemas" / "device-profile.schema.json"
OS_NAMES = {"phone": ("iOS",), "pad": ("iPadOS", "iOS"), "tv": ("tvOS",)}


def _header_constant(name: str) -> int:
    """A number of include/safearea.h, the one place the project types it."""
    text = (ROOT / "include" / "safearea.h").read_text(encoding="utf-8")
    match = re.search(rf"^#define {name} ([0-9]+)", text, re.MULTILINE)
    if match is None:
        raise SystemExit(f"include/safearea.h defines no {name}")
    return int(match.group(1))


MAX_STRING_BYTES = _header_constant("SAFEAREA_MAX_STRING_BYTES")  # the engine refuses longer strings in a profile
TOLERANCE = 0.01  # points: values closer than this agree (UIKit reports thirds of a point)
DEVICE_SPECS_REPO = "aloisdeniel/flutter_device_preview"


class InputError(Exception):
    """A record or argument that cannot be merged; the message names the record and the field."""


class Contradiction(Exception):
    """A record that contradicts a first-hand value of the catalog (merged only with --replace)."""


# ---------------------------------------------------------------- OS versions

VERSION = re.compile(r"^(?:(?:iOS|iPadOS|tvOS) )?([1-9][0-9]?)(?:\.([0-9]{1,2}))?(?:\.([0-9]{1,2}))?$")


def parse_version(text: str, upper: bool = False) -> "tuple[int, int, int] | None":
    """ "27.0" -> (27, 0, 0); as an upper bound, left-out parts are 99 ("26" -> (26, 99, 99)), as the engine reads them."""
    match = VERSION.match(text) if isinstance(text, str) else None
    if not match:
        return None
    filler = 99 if upper else 0
    major, minor, patch = match.groups()
    return int(major), int(minor) if minor is not None else filler, int(patch) if patch is not None else filler


def catalog_version(text: str, upper: bool = False) -> "tuple[int, int, int]":
    """A version the catalog itself gives (its bounds are checked by the engine's loader, so one that does not parse is refused)."""
    version = parse_version(text, upper)
    if version is None:
        raise InputError(f"the catalog's OS version '{text}' does not parse")
    return version


def lower_text(version: "tuple[int, int, int]") -> str:
    major, minor, patch = version
    return f"{major}.{minor}" if patch == 0 else f"{major}.{minor}.{patch}"


def upper_text(version: "tuple[int, int, int]") -> str:
    major, minor, patch = version
    if minor == 99 and patch == 99:
        return f"{major}"
    if patch == 99:
        return f"{major}.{minor}"
    return f"{major}.{minor}.{patch}"


def readable(version: "tuple[int, int, int]", upper: bool) -> str:
    """As people read a range's end: 26.99.99 is 26.x, 26.4.99 is 26.4.x."""
    if not upper:
        return lower_text(version)
    text = upper_text(version)
    return text + ".x" if version[2] == 99 else text


def predecessor(version: "tuple[int, int, int]") -> "tuple[int, int, int]":
    """The last version before a range starting at `version`, as an upper bound."""
    major, minor, patch = version
    if patch > 0:
        return major, minor, patch - 1
    if minor > 0:
        return major, minor - 1, 99
    return major - 1, 99, 99


def successor(version: "tuple[int, int, int]") -> "tuple[int, int, int]":
    """The first version after a range ending at `version` (an upper bound), as a lower bound."""
    major, minor, patch = version
    if patch < 99:
        return major, minor, patch + 1
    if minor < 99:
        return major, minor + 1, 0
    return major + 1, 0, 0


# ---------------------------------------------------------------- reading records


def _path_text(path: Iterable[Any]) -> str:
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "(record)"


def _non_finite(value: Any, path: "tuple[Any, ...]" = ()) -> "tuple[Any, ...] | None":
    """The path of the first NaN or infinite number in a parsed document."""
    if isinstance(value, float) and not math.isfinite(value):
        return path
    if isinstance(value, dict):
        for key, item in value.items():
            found = _non_finite(item, path + (key,))
            if found is not None:
                return found
    if isinstance(value, list):
        for index, item in enumerate(value):
            found = _non_finite(item, path + (index,))
            if found is not None:
                return found
    return None


def read_documents(paths: "list[pathlib.Path]") -> "list[tuple[str, Any]]":
    """(label, record) for every record of every file (a file holds one record or a list of them)."""
    result = []
    for path in paths:
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as error:
            raise InputError(f"{path}: cannot be read: {error}") from None
        except json.JSONDecodeError as error:
            raise InputError(f"{path}: not JSON: {error}") from None
        items = document if isinstance(document, list) else [document]
        for index, item in enumerate(items):
            result.append((f"{path}" if not isinstance(document, list) else f"{path}[{index}]", item))
    return result


def record_errors(label: str, record: Any, validator: Any) -> "list[str]":
    """Schema errors and numbers JSON does not have (NaN, infinities), each naming the field."""
    bad = _non_finite(record)
    if bad is not None:
        return [f"{label}: {_path_text(bad)}: not a finite number (NaN and infinities are refused)"]
    errors = sorted(validator.iter_errors(record), key=lambda e: (list(map(str, e.absolute_path)), e.message))
    return [f"{label}: {_path_text(e.absolute_path)}: {e.message}" for e in errors]


# ---------------------------------------------------------------- the catalog


def normalize(name: str) -> str:
    return " ".join(name.lower().split())


@dataclass
class Catalog:
    document: "dict[str, Any]"
    by_name: "dict[str, int]" = field(default_factory=dict)

    @classmethod
    def load(cls, path: pathlib.Path) -> "Catalog":
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as error:
            raise InputError(f"{path}: cannot be read as the catalog: {error}") from None
        catalog = cls(document)
        for index, device in enumerate(document["devices"]):
            for key in [device["name"]] + device.get("aliases", []):
                catalog.by_name[normalize(key)] = index
        return catalog

    def find(self, name: str) -> "dict[str, Any] | None":
        index = self.by_name.get(normalize(name))
        return None if index is None else self.document["devices"][index]


def record_insets(record: "dict[str, Any]", orientation: str) -> "list[float] | None":
    """A catalog record's insets in one orientation, with the decoder's defaults."""
    if orientation == "portrait":
        return record.get("portrait")
    if orientation == "portrait_upside_down":
        return record.get("portrait_upside_down", record.get("portrait"))
    return record.get(orientation, record.get("landscape"))


def oriented_size(device: "dict[str, Any]", orientation: str) -> "tuple[float, float]":
    width, height = device["screen"]["width"], device["screen"]["height"]
    if orientation.startswith("landscape") and device["family"] != "tv":
        return height, width
    return width, height


def first_hand(entry: "dict[str, Any] | None") -> bool:
    return entry is not None and entry.get("provenance", "measured") != "derived"


def agree(a: "list[float] | float", b: "list[float] | float") -> bool:
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(abs(x - y) < TOLERANCE for x, y in zip(a, b))
    return isinstance(a, (int, float)) and isinstance(b, (int, float)) and abs(a - b) < TOLERANCE


def numbers(values: "list[float]") -> str:
    return "/".join(f"{v:g}" for v in values)


# ---------------------------------------------------------------- one probe record against its device


@dataclass
class Probe:
    """A validated record with what it determines about its device's OS line."""

    label: str
    device: "dict[str, Any]"
    version: "tuple[int, int, int]"
    insets: "dict[str, list[float]]"
    status_bar_height: "float | None"
    keyboard: "dict[str, Any] | None"
    status_bar_frame: "float | None"
    housing: "dict[str, Any] | None"
    source: str


def describe_source(record: "dict[str, Any]") -> str:
    tool = record["tool"]
    os_ = record["os"]
    parts = [f"{tool['name']} {tool['version']}"]
    if tool.get("xcode"):
        parts.append(f"Xcode {tool['xcode']}")
    run = f"{record.get('runtime', 'run')} {os_['name']} {os_['version']}" + (
        f" ({os_['build']})" if os_.get("build") else ""
    )
    if record.get("device_name"):
        run += f", '{record['device_name']}'"
    parts.append(run)
    full = f"{record['source']} ({'; '.join(parts)})"
    if len(full.encode("utf-8")) <= MAX_STRING_BYTES:
        return full
    return f"{record['source']} ({os_['name']} {os_['version']})"  # document_errors names it if still too long


def check_probe(label: str, record: "dict[str, Any]", catalog: Catalog) -> Probe:
    """The record's values for its device, or InputError naming the field at fault."""
    device = catalog.find(record["identifier"])
    if device is None:
        raise InputError(
            f"{label}: identifier: '{record['identifier']}' names no device of the catalog "
            "(add the device to data/devices.json first)"
        )
    name = device["name"]
    family = device["family"]
    if record["os"]["name"] not in OS_NAMES[family]:
        raise InputError(f"{label}: os.name: {name} runs {OS_NAMES[family][0]}, not {record['os']['name']}")
    version = parse_version(record["os"]["version"])
    if version is None:
        raise InputError(f"{label}: os.version: '{record['os']['version']}' is not an OS version")
    device_min = catalog_version(device["os_min"])
    if version < device_min:
        raise InputError(
            f"{label}: os.version: {name} runs {OS_NAMES[family][0]} {device['os_min']} and later, "
            f"not {record['os']['version']}"
        )
    screen = device["screen"]
    for key in ("width", "height", "scale"):
        if not agree(record["screen"][key], screen[key]):
            raise InputError(
                f"{label}: screen.{key}: {record['screen'][key]:g} but {name} has {screen[key]:g} "
                "(wrong identifier, or Display Zoom on?)"
            )
    supported = device["orientations"]
    given = record["insets"]
    for orientation in given:
        if orientation not in supported:
            raise InputError(f"{label}: insets.{orientation}: {name} does not support {orientation}")
    insets: "dict[str, list[float]]" = {}
    for orientation in supported:
        entry = given.get(orientation)
        if entry is None and orientation == "portrait_upside_down":
            entry = given.get("portrait")
        if entry is None and orientation.startswith("landscape"):
            entry = given.get("landscape_right" if orientation == "landscape_left" else "landscape_left")
        if entry is None:
            raise InputError(f"{label}: insets.{orientation}: required: {name} supports {orientation}")
        width, height = oriented_size(device, orientation)
        for state in ("status_bar_shown", "status_bar_hidden"):
            values = entry.get(state)
            if values is None:
                continue
            top, left, bottom, right = values
            if top + bottom >= height or left + right >= width:
                raise InputError(
                    f"{label}: insets.{orientation}.{state}: {numbers(values)} leaves no safe area "
                    f"on the {width:g}x{height:g} screen"
                )
        insets[orientation] = entry["status_bar_shown"]

    housing_kind = device.get("housing", {}).get("kind", "none")
    status_bar_height: "float | None"
    if family == "tv":
        status_bar_height = 0.0
    elif housing_kind != "none":
        status_bar_height = insets["portrait"][0]  # the band of a notch or island phone is its whole top inset
    else:
        status_bar_height = None
        for orientation in supported:
            entry = given.get(orientation)
            if entry and "status_bar_hidden" in entry and entry["status_bar_shown"][0] > 0:
                status_bar_height = entry["status_bar_shown"][0] - entry["status_bar_hidden"][0]
                break
    # The catalog's model (MODEL.md §1): hiding the status bar takes its share of the top inset on devices
    # without a sensor housing and nothing on notch and Dynamic Island phones; a probe saying otherwise
    # cannot be represented.
    for orientation, entry in given.items():
        hidden = entry.get("status_bar_hidden")
        if hidden is None:
            continue
        shown = entry["status_bar_shown"]
        expected = list(shown)
        if housing_kind == "none" and status_bar_height is not None:
            expected[0] = max(0.0, shown[0] - status_bar_height)
        if not agree(hidden, expected):
            raise InputError(
                f"{label}: insets.{orientation}.status_bar_hidden: {numbers(hidden)}, where the catalog's "
                f"model gives {numbers(expected)} for {name} (MODEL.md §1); not mergeable"
            )

    keyboard = record.get("keyboard")
    if keyboard is not None:
        for key in ("portrait", "landscape"):
            orientation = "portrait" if key == "portrait" else "landscape_left"
            limit = oriented_size(device, orientation)[1] if family != "tv" else screen["height"]
            if keyboard[key] >= limit:
                raise InputError(f"{label}: keyboard.{key}: {keyboard[key]:g} is not below the {limit:g}-pt screen")
    frame = record.get("status_bar_frame_height")
    if frame is not None and frame > screen["height"] / 2:
        raise InputError(f"{label}: status_bar_frame_height: {frame:g} is more than half the screen")
    housing = record.get("housing")
    if housing is not None:
        if housing["kind"] != housing_kind:
            raise InputError(f"{label}: housing.kind: {name} has a housing of kind '{housing_kind}'")
        x, y, w, h = housing["rect"]
        if x + w > screen["width"] + TOLERANCE or y + h > screen["height"] + TOLERANCE:
            raise InputError(f"{label}: housing.rect: leaves the {screen['width']:g}x{screen['height']:g} screen")
    return Probe(label, device, version, insets, status_bar_height, keyboard, frame, housing, describe_source(record))


# ---------------------------------------------------------------- merging


@dataclass
class Change:
    device: str
    text: str


def _new_record(
    probe: Probe, os_min: "tuple[int, int, int]", os_max: "tuple[int, int, int]", carried: "dict[str, Any] | None"
) -> "dict[str, Any]":
    """The catalog record a probe measures, in the catalog's key order."""
    record: "dict[str, Any]" = {"os_min": lower_text(os_min), "os_max": upper_text(os_max)}
    status = probe.status_bar_height
    if status is None:
        status = carried.get("status_bar_height", 0) if carried else 0
    record["status_bar_height"] = status
    insets = probe.insets
    if "portrait" in insets:
        record["portrait"] = insets["portrait"]
        if "portrait_upside_down" in insets and insets["portrait_upside_down"] != insets["portrait"]:
            record["portrait_upside_down"] = insets["portrait_upside_down"]
    if "landscape_left" in insets and insets["landscape_left"] == insets.get("landscape_right"):
        record["landscape"] = insets["landscape_left"]
    else:
        for orientation in ("landscape_left", "landscape_right"):
            if orientation in insets:
                record[orientation] = insets[orientation]
    record["source"] = probe.source
    record["provenance"] = "measured"
    if probe.keyboard is not None:
        record["keyboard"] = {
            "portrait": probe.keyboard["portrait"],
            "landscape": probe.keyboard["landscape"],
            "source": probe.source,
            "provenance": "measured",
        }
    elif carried and "keyboard" in carried:
        record["keyboard"] = copy.deepcopy(carried["keyboard"])
    if probe.status_bar_frame is not None:
        record["status_bar_frame"] = {
            "height": probe.status_bar_frame,
            "source": probe.source,
            "provenance": "measured",
        }
    elif carried and "status_bar_frame" in carried:
        record["status_bar_frame"] = copy.deepcopy(carried["status_bar_frame"])
    return record


def _contradictions(probe: Probe, line: "dict[str, Any]") -> "list[str]":
    """Where the probe disagrees with values the line has first-hand."""
    name = probe.device["name"]
    span = f"{readable(catalog_version(line['os_min']), False)}–{readable(catalog_version(line['os_max'], True), True)}"
    found = []
    derived = set(line.get("derived_orientations", []))
    if first_hand(line):
        for orientation, values in probe.insets.items():
            current = record_insets(line, orientation)
            if orientation not in derived and current is not None and not agree(values, current):
                found.append(
                    f"insets.{orientation}.status_bar_shown: {numbers(values)}, where {name}'s "
                    f"{line.get('provenance', 'measured')} line {span} has {numbers(current)}"
                )
        housing = probe.device.get("housing", {}).get("kind", "none")
        if (
            housing == "none"
            and probe.device["family"] != "tv"
            and probe.status_bar_height is not None
            and not agree(probe.status_bar_height, line.get("status_bar_height", 0))
        ):
            found.append(
                f"insets.portrait.status_bar_hidden: a status bar of {probe.status_bar_height:g}, where {name}'s "
                f"line {span} has {line.get('status_bar_height', 0):g}"
            )
    keyboard = line.get("keyboard")
    measured = probe.keyboard
    if measured is not None and keyboard is not None and first_hand(keyboard):
        for key in ("portrait", "landscape"):
            if not agree(measured[key], keyboard[key]):
                found.append(f"keyboard.{key}: {measured[key]:g}, where {name}'s line {span} has {keyboard[key]:g}")
    frame = line.get("status_bar_frame")
    if (
        probe.status_bar_frame is not None
        and frame is not None
        and first_hand(frame)
        and not agree(probe.status_bar_frame, frame["height"])
    ):
        found.append(
            f"status_bar_frame_height: {probe.status_bar_frame:g}, where {name}'s line {span} has {frame['height']:g}"
        )
    return found


def _adds_anything(probe: Probe, line: "dict[str, Any]") -> bool:
    """True when merging would change the line: something derived or missing becomes measured."""
    derived = set(line.get("derived_orientations", []))
    if not first_hand(line) or any(orientation in derived for orientation in probe.insets):
        return True
    if probe.keyboard is not None and not first_hand(line.get("keyboard")):
        return True
    if probe.status_bar_frame is not None and not first_hand(line.get("status_bar_frame")):
        return True
    return False


def merge_probe(probe: Probe, replace: bool) -> "list[Change]":
    """Merges one probe into its device (in place); Contradiction when it disagrees and not `replace`."""
    device = probe.device
    name = device["name"]
    lines = device["insets"]
    version = probe.version
    changes: "list[Change]" = []
    covering = None
    for index, line in enumerate(lines):
        if catalog_version(line["os_min"]) <= version <= catalog_version(line["os_max"], True):
            covering = index
            break
    if covering is None:
        newest = catalog_version(lines[-1]["os_max"], True)
        if version <= newest:
            raise InputError(f"{probe.label}: os.version: {lower_text(version)} falls between {name}'s OS lines")
        end = (version[0], 99, 99)
        # The versions of the probe's major release before it are carried from the probe, the nearest
        # measured line, and say so; majors in between are not filled (iOS 19 to 25 do not exist).
        gap_start = successor(newest) if newest[0] == version[0] else (version[0], 0, 0)
        if gap_start < version:
            gap = _new_record(probe, gap_start, predecessor(version), lines[-1])
            gap["provenance"] = "derived"
            gap["basis"] = (
                f"{name}, {OS_NAMES[device['family']][0]} {readable(gap_start, False)}–"
                f"{readable(predecessor(version), True)}: no probe ran it; carried from the "
                f"{lower_text(version)} probe, the nearest measured line"
            )
            for key in ("keyboard", "status_bar_frame"):
                if key in gap and gap[key].get("source") == probe.source:
                    gap[key] = dict(gap[key], provenance="derived", basis=gap["basis"])
            lines.append(gap)
            changes.append(
                Change(name, f"{readable(gap_start, False)}–{readable(predecessor(version), True)} added (derived)")
            )
        lines.append(_new_record(probe, version, end, lines[-1]))
        changes.append(Change(name, f"{readable(version, False)}–{readable(end, True)} added (measured)"))
        if catalog_version(device["os_max"], True) < end:
            device["os_max"] = upper_text(end)
    else:
        line = lines[covering]
        found = _contradictions(probe, line)
        if found and not replace:
            raise Contradiction(
                "; ".join(f"{probe.label}: {text}" for text in found)
                + " (pass --replace to replace the catalog's values)"
            )
        if not found and not _adds_anything(probe, line):
            return [
                Change(name, f"{lower_text(version)} agrees with the line {line['os_min']}–{line['os_max']}; unchanged")
            ]
        line_min = catalog_version(line["os_min"])
        line_max = catalog_version(line["os_max"], True)
        record = _new_record(probe, version, line_max, line)
        if version == line_min:
            lines[covering] = record
            verb = "replaced" if found else "measured"
            changes.append(
                Change(name, f"{readable(line_min, False)}–{readable(line_max, True)} {verb} by {lower_text(version)}")
            )
        else:
            line["os_max"] = upper_text(predecessor(version))
            lines.insert(covering + 1, record)
            changes.append(
                Change(
                    name,
                    f"{readable(version, False)}–{readable(line_max, True)} split from "
                    f"{readable(line_min, False)}–{readable(line_max, True)}, "
                    f"{'replaced' if found else 'measured'}",
                )
            )
    if probe.housing is not None:
        housing = device["housing"]
        rect = probe.housing["rect"]
        if housing.get("rect") and not housing.get("approximate") and not agree(rect, housing["rect"]):
            if not replace:
                raise Contradiction(
                    f"{probe.label}: housing.rect: {numbers(rect)}, where {name}'s measured outline is "
                    f"{numbers(housing['rect'])} (pass --replace to replace it)"
                )
        if not housing.get("rect") or housing.get("approximate") or not agree(rect, housing["rect"]):
            device["housing"] = {"kind": housing["kind"], "rect": rect}
            device.setdefault("sources", {})["housing"] = probe.source
            changes.append(Change(name, f"housing outline {numbers(rect)} (measured)"))
    return changes


# ---------------------------------------------------------------- checking the result


def _strings(value: Any, path: "tuple[Any, ...]") -> "Iterable[tuple[tuple[Any, ...], str]]":
    """Every string the engine reads from a profile (notes have no limit), with its path."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key != "notes":
                yield from _strings(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings(item, path + (index,))
    elif isinstance(value, str):
        yield path, value


def document_errors(document: "dict[str, Any]", validator: Any, names: "set[str]") -> "list[str]":
    """What the engine would refuse in the devices named `names`, in words naming the field."""
    sources = document.get("sources", {})
    errors = []
    for index, device in enumerate(document["devices"]):
        if device["name"] not in names:
            continue
        where = f"devices[{index}] ({device['name']})"
        errors += [f"{where}: {_path_text(e.absolute_path)}: {e.message}" for e in validator.iter_errors(device)]
        low, high = parse_version(device["os_min"]), parse_version(device["os_max"], True)
        if low is None or high is None:
            errors.append(f"{where}: os_min, os_max: do not parse")
            continue
        for path, text in _strings(device, ()):
            expanded = f"{text}: {sources[text]}" if path[-1] == "source" and text in sources else text
            if len(expanded.encode("utf-8")) > MAX_STRING_BYTES:
                errors.append(
                    f"{where}: {_path_text(path)}: {len(expanded.encode('utf-8'))} bytes, over the engine's "
                    f"{MAX_STRING_BYTES} (shorten the record's source)"
                )
        previous = None
        for position, line in enumerate(device["insets"]):
            start, end = parse_version(line["os_min"]), parse_version(line["os_max"], True)
            if start is None or end is None or start > end or start < low or end > high:
                errors.append(f"{where}: insets[{position}]: the range leaves the device's or is reversed")
            elif previous is not None and start <= previous:
                errors.append(f"{where}: insets[{position}].os_min: records must be oldest first and must not overlap")
            previous = end
            partly = bool(line.get("derived_orientations"))
            if (line.get("provenance") == "derived" or partly) != bool(line.get("basis")):
                errors.append(f"{where}: insets[{position}].basis: required on, and only on, derived values")
    return errors


def write_catalog(document: "dict[str, Any]", catalog_path: pathlib.Path, embed_path: "pathlib.Path | None") -> None:
    text = json.dumps(document, indent=1, ensure_ascii=False) + "\n"
    embedded = embed_catalog.render_text(text) if embed_path is not None else None  # refuses before writing
    embed_catalog.write_atomically(catalog_path, text)
    if embed_path is not None and embedded is not None:
        embed_catalog.write_atomically(embed_path, embedded)


def merge(
    records: "list[tuple[str, Any]]",
    catalog_path: pathlib.Path,
    embed_path: "pathlib.Path | None",
    replace: bool,
    dry_run: bool,
    out: Any = sys.stdout,
) -> "list[Change]":
    """Validates and merges `records`; raises InputError or Contradiction (nothing written) on any problem."""
    import jsonschema  # type: ignore[import-untyped]  # scripts/requirements-catalog.txt

    record_validator = jsonschema.Draft7Validator(json.loads(RECORD_SCHEMA.read_text(encoding="utf-8")))
    profile_validator = jsonschema.Draft7Validator(json.loads(PROFILE_SCHEMA.read_text(encoding="utf-8")))
    catalog = Catalog.load(catalog_path)
    document = copy.deepcopy(catalog.document)
    working = Catalog(document, catalog.by_name)
    if not records:
        raise InputError("no probe records given")
    errors: "list[str]" = []
    probes: "list[Probe]" = []
    seen: "dict[tuple[str, tuple[int, int, int]], str]" = {}
    for label, record in records:
        problems = record_errors(label, record, record_validator)
        if problems:
            errors += problems
            continue
        try:
            probe = check_probe(label, record, working)
        except InputError as error:
            errors.append(str(error))
            continue
        key = (probe.device["name"], probe.version)
        if key in seen:
            other = "the same file given again" if seen[key] == label else seen[key]
            errors.append(
                f"{label}: identifier, os.version: duplicate of {other} "
                f"({probe.device['name']}, {lower_text(probe.version)})"
            )
            continue
        seen[key] = label
        probes.append(probe)
    if errors:
        raise InputError("\n".join(errors))
    changes: "list[Change]" = []
    contradictions: "list[str]" = []
    for probe in sorted(probes, key=lambda p: (p.device["name"], p.version)):
        try:
            changes += merge_probe(probe, replace)
        except Contradiction as error:
            contradictions.append(str(error))
    if contradictions:
        raise Contradiction("\n".join(contradictions))
    problems = document_errors(document, profile_validator, {probe.device["name"] for probe in probes})
    if problems:
        raise InputError("the merged catalog would be invalid:\n" + "\n".join(problems))
    for change in changes:
        print(f"{change.device}: {change.text}", file=out)
    if not dry_run and document != catalog.document:
        write_catalog(document, catalog_path, embed_path)
    return changes


# ---------------------------------------------------------------- flutter_device_preview's device specs


def spec_name(name: str) -> str:
    """A device_specs name as the catalog spells it: 'iPad Pro 11" (M5)' -> 'iPad Pro 11-inch (M5)', '(10th gen)' -> '(10th generation)'."""
    name = re.sub(r'([0-9]+(?:\.[0-9]+)?)"', r"\1-inch", name)
    return re.sub(r"\b(1st|2nd|3rd|[0-9]+th) gen\)", r"\1 generation)", name)


def device_specs_records(
    paths: "list[pathlib.Path]",
    catalog: Catalog,
    commit: str,
    os_version: str,
    xcode: "str | None",
    repo: str,
    skip_unknown: bool,
) -> "tuple[list[tuple[str, Any]], list[str]]":
    """Probe records from device_specs/<id>.json files (Apple devices only), and what was skipped.

    A spec gives the portrait size, devicePixelRatio, portraitPadding and landscapePadding
    (MediaQuery.padding: the window's safe area) and the keyboard heights its probe read; it records
    neither the OS version nor the commit, so both are arguments. Its Dynamic Island subpath is not
    read: device_specs/README.md and its extraction skill say the pill is drawn by hand, not taken
    from the simulator (its mask has no island), so it is no measurement.
    """
    if parse_version(os_version) is None:
        raise InputError(f"--os: '{os_version}' is not an OS version")
    if not re.fullmatch(r"[0-9a-f]{7,40}", commit):
        raise InputError(f"--commit: '{commit}' is not a git commit (7 to 40 hex digits)")
    files: "list[pathlib.Path]" = []
    for path in paths:
        files += sorted(path.glob("*.json")) if path.is_dir() else [path]
    records: "list[tuple[str, Any]]" = []
    skipped: "list[str]" = []
    for path in files:
        for label, spec in read_documents([path]):
            if not isinstance(spec, dict):
                raise InputError(f"{label}: a device spec is a JSON object")
            if spec.get("platform") != "iOS" or spec.get("brand", "Apple") != "Apple":
                skipped.append(f"{label}: not an Apple device ({spec.get('platform')})")
                continue
            bad = _non_finite(spec)
            if bad is not None:
                raise InputError(f"{label}: {_path_text(bad)}: not a finite number (NaN and infinities are refused)")
            for key in ("name", "portraitSize", "devicePixelRatio", "portraitPadding"):
                if key not in spec:
                    raise InputError(f"{label}: {key}: required field is missing")
            device = catalog.find(spec_name(str(spec["name"])))
            if device is None:
                message = f"{label}: name: '{spec['name']}' names no device of the catalog (add the device to data/devices.json first)"
                if skip_unknown:
                    skipped.append(message)
                    continue
                raise InputError(message)
            identifiers = [
                a for a in device.get("aliases", []) if re.fullmatch(r"(iPhone|iPad|AppleTV)[0-9]+,[0-9]+", a)
            ]
            if not identifiers:
                raise InputError(f"{label}: name: {device['name']} has no model identifier in the catalog")

            def insets(padding: Any, key: str) -> "list[Any]":
                if not isinstance(padding, dict):
                    raise InputError(f"{label}: {key}: expected {{left, top, right, bottom}}")
                try:
                    return [padding["top"], padding["left"], padding["bottom"], padding["right"]]
                except KeyError as missing:
                    raise InputError(f"{label}: {key}.{missing.args[0]}: required field is missing") from None

            size = spec["portraitSize"]
            if not isinstance(size, dict):
                raise InputError(f"{label}: portraitSize: expected {{width, height}}")
            record: "dict[str, Any]" = {
                "format": "libsafearea-probe-record/1",
                "identifier": identifiers[0],
                "device_name": spec["name"],
                "runtime": "simulator",
                "os": {"name": "iPadOS" if device["family"] == "pad" else "iOS", "version": os_version},
                "screen": {"width": size.get("width"), "height": size.get("height"), "scale": spec["devicePixelRatio"]},
                "insets": {"portrait": {"status_bar_shown": insets(spec["portraitPadding"], "portraitPadding")}},
                "tool": {"name": "flutter_device_preview device_specs", "version": commit},
                "source": f"{repo}@{commit}:device_specs/{path.name}",
            }
            if xcode:
                record["tool"]["xcode"] = xcode
            if "landscapePadding" in spec:
                landscape = insets(spec["landscapePadding"], "landscapePadding")
                record["insets"]["landscape_left"] = {"status_bar_shown": landscape}
                record["insets"]["landscape_right"] = {"status_bar_shown": list(landscape)}
            if "portraitKeyboardHeight" in spec or "landscapeKeyboardHeight" in spec:
                record["keyboard"] = {
                    "portrait": spec.get("portraitKeyboardHeight"),
                    "landscape": spec.get("landscapeKeyboardHeight"),
                }
            records.append((label, record))
    return records, skipped


# ---------------------------------------------------------------- command line


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--catalog", type=pathlib.Path, default=CATALOG, help="the catalog to merge into (default data/devices.json)"
    )
    parser.add_argument(
        "--embed",
        type=pathlib.Path,
        default=EMBED,
        help="the generated Swift file to regenerate (default the engine's BuiltinCatalogData.swift)",
    )
    parser.add_argument("--no-embed", action="store_true", help="do not regenerate the embedded catalog")
    parser.add_argument(
        "--replace",
        action="store_true",
        help="replace first-hand values a record contradicts (default: refuse the whole merge)",
    )
    parser.add_argument("--dry-run", action="store_true", help="check and print the changes, write nothing")


def main(argv: "list[str] | None" = None) -> int:
    parser = argparse.ArgumentParser(prog="catalog_refresh.py", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    merge_parser = commands.add_parser("merge", help="merge probe records (schemas/probe-record.schema.json)")
    merge_parser.add_argument("records", nargs="+", type=pathlib.Path, help="record files (one record or a list each)")
    _common(merge_parser)
    specs_parser = commands.add_parser("device-specs", help="merge flutter_device_preview device_specs/*.json")
    specs_parser.add_argument("specs", nargs="+", type=pathlib.Path, help="the device_specs directory, or spec files")
    specs_parser.add_argument("--commit", required=True, help="the flutter_device_preview commit the specs are from")
    specs_parser.add_argument(
        "--os", required=True, dest="os_version", help="the OS version its simulator probe ran (e.g. 27.0)"
    )
    specs_parser.add_argument("--xcode", help="the Xcode version that ran it")
    specs_parser.add_argument(
        "--repo", default=DEVICE_SPECS_REPO, help=f"owner/name for the source (default {DEVICE_SPECS_REPO})"
    )
    specs_parser.add_argument(
        "--skip-unknown", action="store_true", help="skip Apple specs that name no catalog device"
    )
    specs_parser.add_argument(
        "--records-out", type=pathlib.Path, help="also write the records made, one file per spec, here"
    )
    _common(specs_parser)
    args = parser.parse_args(argv)
    embed = None if args.no_embed else args.embed
    try:
        if args.command == "merge":
            records = read_documents(args.records)
        else:
            catalog = Catalog.load(args.catalog)
            records, skipped = device_specs_records(
                args.specs, catalog, args.commit, args.os_version, args.xcode, args.repo, args.skip_unknown
            )
            for line in skipped:
                print(f"skipped {line}", file=sys.stderr)
            if args.records_out:
                args.records_out.mkdir(parents=True, exist_ok=True)
                for label, record in records:
                    name = pathlib.Path(label).name
                    (args.records_out / name).write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
        merge(records, args.catalog, embed, args.replace, args.dry_run)
    except InputError as error:
        print(f"refused, {args.catalog} unchanged:\n{error}", file=sys.stderr)
        return 2
    except Contradiction as error:
        print(f"refused, {args.catalog} unchanged: contradicts the catalog:\n{error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
