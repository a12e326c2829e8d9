"""The catalog (data/devices.json) as the tool reads it, the records given to it, and what it refuses."""

from __future__ import annotations

import json
import math
import pathlib
import re
from dataclasses import dataclass, field
from typing import Any, Iterable

import embed_data

from . import versions

ROOT = pathlib.Path(__file__).resolve().parents[2]
CATALOG = ROOT / "data" / "devices.json"
REGISTRY = ROOT / "data" / "sources.json"
EMBED = embed_data.TARGET
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


def catalog_version(text: str, upper: bool = False) -> versions.Version:
    """A version the catalog itself gives (its bounds are checked by the engine's loader, so one that does not parse is refused)."""
    version = versions.parse(text, upper)
    if version is None:
        raise InputError(f"the catalog's OS version '{text}' does not parse")
    return version


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


def schema_validator(path: pathlib.Path) -> Any:
    """A draft 2020-12 validator of the schema at `path` that resolves its references to the other
    schemas of schemas/ (each references schemas/common.schema.json by its `$id`)."""
    import jsonschema  # type: ignore[import-untyped]  # scripts/requirements-catalog.txt
    import referencing
    import referencing.jsonschema

    resources = []
    for other in sorted(path.parent.glob("*.schema.json")):
        schema = json.loads(other.read_text(encoding="utf-8"))
        resource = referencing.Resource.from_contents(schema, default_specification=referencing.jsonschema.DRAFT202012)
        resources.append((schema["$id"], resource))
    schema = json.loads(path.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema, registry=referencing.Registry().with_resources(resources))


# ---------------------------------------------------------------- the source registry

_GITHUB = re.compile(r"^https://github\.com/([\w.-]+/[\w.-]+)(?:/(?:commit|blob|tree)/([0-9a-f]{7,40}))?(?:[/?#].*)?$")
_PINNED = re.compile(r"^([\w.-]+/[\w.-]+)@([0-9a-f]{7,40})(?::.*)?$")


def load_registry(path: pathlib.Path = REGISTRY) -> "dict[str, dict[str, Any]]":
    """data/sources.json's keys and entries: the one registry every `source` of the catalog names."""
    try:
        return dict(json.loads(path.read_text(encoding="utf-8"))["sources"])
    except (OSError, json.JSONDecodeError, KeyError, TypeError) as error:
        raise InputError(f"{path}: cannot be read as the source registry: {error}") from None


def source_key(label: str, source: str, registry: "dict[str, dict[str, Any]]") -> str:
    """The registry key of a record's `source` (docs/catalog.md, "Sources"): the entry whose address
    starts it, else the entry of its repository and commit ("owner/name@commit:path", or a GitHub URL
    of a commit or file), else, for a GitHub URL that names no commit (a pull request, an issue), the
    repository's only entry. A source the registry does not hold is refused: register it first."""
    for key, entry in registry.items():
        if "url" in entry and source.startswith(entry["url"]):
            return key
    match = _PINNED.match(source) or _GITHUB.match(source)
    if match is not None:
        repository, commit = match.group(1), match.group(2)
        entries = [key for key, entry in registry.items() if entry.get("repository") == repository]
        if commit is not None:
            entries = [
                key
                for key in entries
                if "commit" in registry[key]
                and (commit.startswith(registry[key]["commit"]) or registry[key]["commit"].startswith(commit))
            ]
        if len(entries) == 1:
            return entries[0]
    raise InputError(
        f"{label}: source: '{source}' names no key of data/sources.json (register its repository and commit, "
        "or its address, there first)"
    )


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
    """A measured or documented entry; a keyboard that only says why none is known (`unknown`) is not."""
    if entry is None or set(entry) == {"unknown"}:
        return False
    return bool(entry.get("provenance", "measured") != "derived")


def agree(a: "list[float] | float", b: "list[float] | float") -> bool:
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(abs(x - y) < TOLERANCE for x, y in zip(a, b))
    return isinstance(a, (int, float)) and isinstance(b, (int, float)) and abs(a - b) < TOLERANCE


def numbers(values: "list[float]") -> str:
    return "/".join(f"{v:g}" for v in values)
