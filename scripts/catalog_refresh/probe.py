"""One probe record checked against its device: what it determines about the device's OS line."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import versions
from .catalog import (
    MAX_STRING_BYTES,
    OS_NAMES,
    TOLERANCE,
    Catalog,
    InputError,
    agree,
    catalog_version,
    numbers,
    oriented_size,
    source_key,
)


@dataclass
class Probe:
    """A validated record with what it determines about its device's OS line."""

    label: str
    device: "dict[str, Any]"
    version: versions.Version
    insets: "dict[str, list[float]]"
    status_bar_height: "float | None"
    keyboard: "dict[str, Any] | None"
    status_bar_frame: "float | None"
    housing: "dict[str, Any] | None"
    source: str
    """The registry key of the record's source (data/sources.json)."""
    citation: str
    """The words answers quote for the merged values: the record's source and what ran it."""


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


def check_probe(label: str, record: "dict[str, Any]", catalog: Catalog, registry: "dict[str, dict[str, Any]]") -> Probe:
    """The record's values for its device, or InputError naming the field at fault."""
    device = _device(label, record, catalog)
    version = _version(label, record, device)
    _check_screen(label, record, device)
    insets = _insets(label, record, device)
    status_bar_height = _status_bar_height(record, device, insets)
    _check_status_bar_hidden(label, record, device, status_bar_height)
    keyboard = record.get("keyboard")
    if keyboard is not None:
        _check_keyboard(label, keyboard, device)
    frame = record.get("status_bar_frame_height")
    if frame is not None and frame > device["screen"]["height"] / 2:
        raise InputError(f"{label}: status_bar_frame_height: {frame:g} is more than half the screen")
    housing = record.get("housing")
    if housing is not None:
        _check_housing(label, housing, device)
    key = source_key(label, record["source"], registry)
    return Probe(
        label, device, version, insets, status_bar_height, keyboard, frame, housing, key, describe_source(record)
    )


def _device(label: str, record: "dict[str, Any]", catalog: Catalog) -> "dict[str, Any]":
    """The catalog device the record's identifier names."""
    device = catalog.find(record["identifier"])
    if device is None:
        raise InputError(
            f"{label}: identifier: '{record['identifier']}' names no device of the catalog "
            "(add the device to data/devices.json first)"
        )
    return device


def _version(label: str, record: "dict[str, Any]", device: "dict[str, Any]") -> versions.Version:
    """The OS version the probe ran: one the device runs, of its own OS."""
    name, os_names = device["name"], OS_NAMES[device["family"]]
    if record["os"]["name"] not in os_names:
        raise InputError(f"{label}: os.name: {name} runs {os_names[0]}, not {record['os']['name']}")
    version = versions.parse(record["os"]["version"])
    if version is None:
        raise InputError(f"{label}: os.version: '{record['os']['version']}' is not an OS version")
    if version < catalog_version(device["os_min"]):
        raise InputError(
            f"{label}: os.version: {name} runs {os_names[0]} {device['os_min']} and later, "
            f"not {record['os']['version']}"
        )
    return version


def _check_screen(label: str, record: "dict[str, Any]", device: "dict[str, Any]") -> None:
    """The probe's screen is the device's (not another model, not Display Zoom)."""
    screen = device["screen"]
    for key in ("width", "height", "scale"):
        if not agree(record["screen"][key], screen[key]):
            raise InputError(
                f"{label}: screen.{key}: {record['screen'][key]:g} but {device['name']} has {screen[key]:g} "
                "(wrong identifier, or Display Zoom on?)"
            )


def _given_entry(given: "dict[str, Any]", orientation: str) -> "dict[str, Any] | None":
    """The record's insets for `orientation`, or those of the orientation UIKit mirrors it from."""
    entry = given.get(orientation)
    if entry is None and orientation == "portrait_upside_down":
        entry = given.get("portrait")
    if entry is None and orientation.startswith("landscape"):
        entry = given.get("landscape_right" if orientation == "landscape_left" else "landscape_left")
    return entry


def _insets(label: str, record: "dict[str, Any]", device: "dict[str, Any]") -> "dict[str, list[float]]":
    """The status-bar-shown insets of every orientation the device supports, each leaving a safe area."""
    name, supported, given = device["name"], device["orientations"], record["insets"]
    for orientation in given:
        if orientation not in supported:
            raise InputError(f"{label}: insets.{orientation}: {name} does not support {orientation}")
    insets: "dict[str, list[float]]" = {}
    for orientation in supported:
        entry = _given_entry(given, orientation)
        if entry is None:
            raise InputError(f"{label}: insets.{orientation}: required: {name} supports {orientation}")
        width, height = oriented_size(device, orientation)
        for state in ("status_bar_shown", "status_bar_hidden"):
            values = entry.get(state)
            if values is not None and (values[0] + values[2] >= height or values[1] + values[3] >= width):
                raise InputError(
                    f"{label}: insets.{orientation}.{state}: {numbers(values)} leaves no safe area "
                    f"on the {width:g}x{height:g} screen"
                )
        insets[orientation] = entry["status_bar_shown"]
    return insets


def _housing_kind(device: "dict[str, Any]") -> str:
    return str(device.get("housing", {}).get("kind", "none"))


def _status_bar_height(
    record: "dict[str, Any]", device: "dict[str, Any]", insets: "dict[str, list[float]]"
) -> "float | None":
    """The status bar's share of the top inset the record shows; None when it shows none."""
    if device["family"] == "tv":
        return 0.0
    if _housing_kind(device) != "none":
        return insets["portrait"][0]  # the band of a notch or island phone is its whole top inset
    for orientation in device["orientations"]:
        entry = record["insets"].get(orientation)
        if entry and "status_bar_hidden" in entry and entry["status_bar_shown"][0] > 0:
            return entry["status_bar_shown"][0] - entry["status_bar_hidden"][0]  # type: ignore[no-any-return]
    return None


def _check_status_bar_hidden(
    label: str, record: "dict[str, Any]", device: "dict[str, Any]", status_bar_height: "float | None"
) -> None:
    """The catalog's model (MODEL.md §1): hiding the status bar takes its share of the top inset on devices
    without a sensor housing and nothing on notch and Dynamic Island phones; a probe saying otherwise
    cannot be represented."""
    housing_kind = _housing_kind(device)
    for orientation, entry in record["insets"].items():
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
                f"model gives {numbers(expected)} for {device['name']} (MODEL.md §1); not mergeable"
            )


def _check_keyboard(label: str, keyboard: "dict[str, Any]", device: "dict[str, Any]") -> None:
    """Each keyboard height is below its screen's height."""
    for key in ("portrait", "landscape"):
        orientation = "portrait" if key == "portrait" else "landscape_left"
        limit = oriented_size(device, orientation)[1] if device["family"] != "tv" else device["screen"]["height"]
        if keyboard[key] >= limit:
            raise InputError(f"{label}: keyboard.{key}: {keyboard[key]:g} is not below the {limit:g}-pt screen")


def _check_housing(label: str, housing: "dict[str, Any]", device: "dict[str, Any]") -> None:
    """The housing is of the device's kind and inside its screen."""
    housing_kind = _housing_kind(device)
    if housing["kind"] != housing_kind:
        raise InputError(f"{label}: housing.kind: {device['name']} has a housing of kind '{housing_kind}'")
    screen = device["screen"]
    x, y, w, h = housing["rect"]
    if x + w > screen["width"] + TOLERANCE or y + h > screen["height"] + TOLERANCE:
        raise InputError(f"{label}: housing.rect: leaves the {screen['width']:g}x{screen['height']:g} screen")
