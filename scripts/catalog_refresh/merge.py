"""Merging checked probes into the catalog's OS lines, checking the result and writing it."""

from __future__ import annotations

import copy
import json
import pathlib
import sys
from dataclasses import dataclass
from typing import Any, Iterable

import embed_data

from . import versions
from .catalog import (
    MAX_STRING_BYTES,
    OS_NAMES,
    PROFILE_SCHEMA,
    RECORD_SCHEMA,
    Catalog,
    Contradiction,
    InputError,
    _path_text,
    agree,
    catalog_version,
    first_hand,
    load_registry,
    numbers,
    record_errors,
    record_insets,
    schema_validator,
)
from .probe import Probe, check_probe


@dataclass
class Change:
    device: str
    text: str


def _new_record(
    probe: Probe, os_min: versions.Version, os_max: versions.Version, carried: "dict[str, Any] | None"
) -> "dict[str, Any]":
    """The catalog record a probe measures, in the catalog's key order."""
    record: "dict[str, Any]" = {"os_min": versions.lower_text(os_min), "os_max": versions.upper_text(os_max)}
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
    record["citation"] = probe.citation
    record["provenance"] = "measured"
    # Measured on the probe's version only; the rest of the line carries it from there (MODEL.md §8).
    record["measured_os"] = versions.lower_text(probe.version)
    if probe.keyboard is not None:
        record["keyboard"] = {
            "portrait": probe.keyboard["portrait"],
            "landscape": probe.keyboard["landscape"],
            "source": probe.source,
            "citation": probe.citation,
            "provenance": "measured",
            "measured_os": versions.lower_text(probe.version),
        }
    elif carried and "keyboard" in carried:
        record["keyboard"] = copy.deepcopy(carried["keyboard"])
    if probe.status_bar_frame is not None:
        record["status_bar_frame"] = {
            "height": probe.status_bar_frame,
            "source": probe.source,
            "citation": probe.citation,
            "provenance": "measured",
        }
    elif carried and "status_bar_frame" in carried:
        record["status_bar_frame"] = copy.deepcopy(carried["status_bar_frame"])
    return record


def _contradictions(probe: Probe, line: "dict[str, Any]") -> "list[str]":
    """Where the probe disagrees with values the line has first-hand."""
    name = probe.device["name"]
    span = f"{versions.readable(catalog_version(line['os_min']), False)}–{versions.readable(catalog_version(line['os_max'], True), True)}"
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
            if key in keyboard and not agree(measured[key], keyboard[key]):
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


def _measured_on(entry: "dict[str, Any] | None", version: versions.Version) -> bool:
    """True when `entry` is measured on `version` itself: a measured value names the OS version (or line,
    "18.x") its source ran and is carried elsewhere (MODEL.md §8); one that names none is taken as measured
    on its whole line."""
    if entry is None or entry.get("provenance", "measured") != "measured" or "measured_os" not in entry:
        return first_hand(entry)
    text = entry["measured_os"]
    if text.endswith(".x"):
        return versions.parse(text[:-2]) is not None and version[0] == int(text[:-2])
    return versions.parse(text) == version


def _adds_anything(probe: Probe, line: "dict[str, Any]") -> bool:
    """True when merging would change the line: something derived, carried or missing becomes measured."""
    derived = set(line.get("derived_orientations", []))
    if not _measured_on(line, probe.version) or any(orientation in derived for orientation in probe.insets):
        return True
    if probe.keyboard is not None and not _measured_on(line.get("keyboard"), probe.version):
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
            raise InputError(
                f"{probe.label}: os.version: {versions.lower_text(version)} falls between {name}'s OS lines"
            )
        end = (version[0], 99, 99)
        # The versions of the probe's major release before it are carried from the probe, the nearest
        # measured line, and say so; majors in between are not filled (iOS 19 to 25 do not exist).
        gap_start = versions.successor(newest) if newest[0] == version[0] else (version[0], 0, 0)
        if gap_start < version:
            gap = _new_record(probe, gap_start, versions.predecessor(version), lines[-1])
            gap["provenance"] = "derived"
            del gap["measured_os"]
            gap["basis"] = (
                f"{name}, {OS_NAMES[device['family']][0]} {versions.readable(gap_start, False)}–"
                f"{versions.readable(versions.predecessor(version), True)}: no probe ran it; carried from the "
                f"{versions.lower_text(version)} probe, the nearest measured line"
            )
            for key in ("keyboard", "status_bar_frame"):
                if key in gap and gap[key].get("citation") == probe.citation:
                    gap[key] = dict(gap[key], provenance="derived", basis=gap["basis"])
                    gap[key].pop("measured_os", None)
            lines.append(gap)
            changes.append(
                Change(
                    name,
                    f"{versions.readable(gap_start, False)}–{versions.readable(versions.predecessor(version), True)} added (derived)",
                )
            )
        lines.append(_new_record(probe, version, end, lines[-1]))
        changes.append(
            Change(name, f"{versions.readable(version, False)}–{versions.readable(end, True)} added (measured)")
        )
        if catalog_version(device["os_max"], True) < end:
            device["os_max"] = versions.upper_text(end)
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
                Change(
                    name,
                    f"{versions.lower_text(version)} agrees with the line {line['os_min']}–{line['os_max']}; unchanged",
                )
            ]
        line_min = catalog_version(line["os_min"])
        line_max = catalog_version(line["os_max"], True)
        record = _new_record(probe, version, line_max, line)
        if version == line_min:
            lines[covering] = record
            verb = "replaced" if found else "measured"
            changes.append(
                Change(
                    name,
                    f"{versions.readable(line_min, False)}–{versions.readable(line_max, True)} {verb} by {versions.lower_text(version)}",
                )
            )
        else:
            line["os_max"] = versions.upper_text(versions.predecessor(version))
            lines.insert(covering + 1, record)
            changes.append(
                Change(
                    name,
                    f"{versions.readable(version, False)}–{versions.readable(line_max, True)} split from "
                    f"{versions.readable(line_min, False)}–{versions.readable(line_max, True)}, "
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
            device.setdefault("sources", {})["housing"] = f"{probe.source} ({probe.citation})"
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
    """What the engine would refuse in the devices named `names`, in words naming the field (a fact's
    source is a registry key, answered with its `citation`, a string checked as any other)."""
    errors = []
    for index, device in enumerate(document["devices"]):
        if device["name"] not in names:
            continue
        where = f"devices[{index}] ({device['name']})"
        errors += [f"{where}: {_path_text(e.absolute_path)}: {e.message}" for e in validator.iter_errors(device)]
        low, high = versions.parse(device["os_min"]), versions.parse(device["os_max"], True)
        if low is None or high is None:
            errors.append(f"{where}: os_min, os_max: do not parse")
            continue
        for path, text in _strings(device, ()):
            if len(text.encode("utf-8")) > MAX_STRING_BYTES:
                errors.append(
                    f"{where}: {_path_text(path)}: {len(text.encode('utf-8'))} bytes, over the engine's "
                    f"{MAX_STRING_BYTES} (shorten the record's source)"
                )
        previous = None
        for position, line in enumerate(device["insets"]):
            start, end = versions.parse(line["os_min"]), versions.parse(line["os_max"], True)
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
    embedded = embed_data.render_text(text) if embed_path is not None else None  # refuses before writing
    embed_data.write_atomically(catalog_path, text)
    if embed_path is not None and embedded is not None:
        embed_data.write_atomically(embed_path, embedded)


def merge(
    records: "list[tuple[str, Any]]",
    catalog_path: pathlib.Path,
    embed_path: "pathlib.Path | None",
    replace: bool,
    dry_run: bool,
    out: Any = sys.stdout,
) -> "list[Change]":
    """Validates and merges `records`; raises InputError or Contradiction (nothing written) on any problem."""
    record_validator = schema_validator(RECORD_SCHEMA)
    profile_validator = schema_validator(PROFILE_SCHEMA)
    registry = load_registry()
    catalog = Catalog.load(catalog_path)
    document = copy.deepcopy(catalog.document)
    working = Catalog(document, catalog.by_name)
    if not records:
        raise InputError("no probe records given")
    errors: "list[str]" = []
    probes: "list[Probe]" = []
    seen: "dict[tuple[str, versions.Version], str]" = {}
    for label, record in records:
        problems = record_errors(label, record, record_validator)
        if problems:
            errors += problems
            continue
        try:
            probe = check_probe(label, record, working, registry)
        except InputError as error:
            errors.append(str(error))
            continue
        key = (probe.device["name"], probe.version)
        if key in seen:
            other = "the same file given again" if seen[key] == label else seen[key]
            errors.append(
                f"{label}: identifier, os.version: duplicate of {other} "
                f"({probe.device['name']}, {versions.lower_text(probe.version)})"
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
