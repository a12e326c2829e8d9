"""aloisdeniel/flutter_device_preview's device_specs/*.json (its iOS-simulator probe) as probe records."""

from __future__ import annotations

import pathlib
import re
from typing import Any

from . import versions
from .catalog import Catalog, InputError, _non_finite, _path_text, read_documents

DEVICE_SPECS_REPO = "aloisdeniel/flutter_device_preview"


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
    if versions.parse(os_version) is None:
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
            try:
                device = _spec_device(label, spec, catalog, skip_unknown)
            except _Skipped as reason:
                skipped.append(str(reason))
                continue
            record = _spec_record(label, spec, device, os_version, commit, f"{repo}@{commit}:device_specs/{path.name}")
            if xcode:
                record["tool"]["xcode"] = xcode
            records.append((label, record))
    return records, skipped


class _Skipped(Exception):
    """A spec the command skips; the message says which and why."""


def _spec_device(label: str, spec: Any, catalog: Catalog, skip_unknown: bool) -> "dict[str, Any]":
    """The catalog device an Apple spec describes; _Skipped for other platforms (and unknown names if asked)."""
    if not isinstance(spec, dict):
        raise InputError(f"{label}: a device spec is a JSON object")
    if spec.get("platform") != "iOS" or spec.get("brand", "Apple") != "Apple":
        raise _Skipped(f"{label}: not an Apple device ({spec.get('platform')})")
    bad = _non_finite(spec)
    if bad is not None:
        raise InputError(f"{label}: {_path_text(bad)}: not a finite number (NaN and infinities are refused)")
    for key in ("name", "portraitSize", "devicePixelRatio", "portraitPadding"):
        if key not in spec:
            raise InputError(f"{label}: {key}: required field is missing")
    device = catalog.find(spec_name(str(spec["name"])))
    if device is None:
        message = (
            f"{label}: name: '{spec['name']}' names no device of the catalog "
            "(add the device to data/devices.json first)"
        )
        raise _Skipped(message) if skip_unknown else InputError(message)
    return device


def _padding(label: str, padding: Any, key: str) -> "list[Any]":
    """A spec's {left, top, right, bottom} as the record's [top, left, bottom, right]."""
    if not isinstance(padding, dict):
        raise InputError(f"{label}: {key}: expected {{left, top, right, bottom}}")
    try:
        return [padding["top"], padding["left"], padding["bottom"], padding["right"]]
    except KeyError as missing:
        raise InputError(f"{label}: {key}.{missing.args[0]}: required field is missing") from None


def _spec_record(
    label: str, spec: "dict[str, Any]", device: "dict[str, Any]", os_version: str, commit: str, source: str
) -> "dict[str, Any]":
    """The probe record (schemas/probe-record.schema.json) a spec of `device` gives."""
    identifiers = [a for a in device.get("aliases", []) if re.fullmatch(r"(iPhone|iPad|AppleTV)[0-9]+,[0-9]+", a)]
    if not identifiers:
        raise InputError(f"{label}: name: {device['name']} has no model identifier in the catalog")
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
        "insets": {"portrait": {"status_bar_shown": _padding(label, spec["portraitPadding"], "portraitPadding")}},
        "tool": {"name": "flutter_device_preview device_specs", "version": commit},
        "source": source,
    }
    if "landscapePadding" in spec:
        landscape = _padding(label, spec["landscapePadding"], "landscapePadding")
        record["insets"]["landscape_left"] = {"status_bar_shown": landscape}
        record["insets"]["landscape_right"] = {"status_bar_shown": list(landscape)}
    if "portraitKeyboardHeight" in spec or "landscapeKeyboardHeight" in spec:
        record["keyboard"] = {
            "portrait": spec.get("portraitKeyboardHeight"),
            "landscape": spec.get("landscapeKeyboardHeight"),
        }
    return record
