"""Reading a Figma REST API response for safearea.figma: the JSON, its top-level frames and the one to
import, and the errors that name the node and field at fault."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from typing import Any

from ._errors import InvalidArgumentError, InvalidDesignError, LimitExceededError
from ._safearea import E_INVALID_ARGUMENT, E_INVALID_DESIGN, E_LIMIT_EXCEEDED

#: The node types a file's pages hold as frames to import.
TOP_LEVEL = {"FRAME", "COMPONENT", "INSTANCE"}
#: A node's box (x, y, width, height) in points.
Rect = tuple[float, float, float, float]


def invalid(message: str) -> InvalidDesignError:
    """The error of a malformed file: `message` names the node and field."""
    return InvalidDesignError(message, E_INVALID_DESIGN)


def limit(message: str) -> LimitExceededError:
    """The error of a file past the design format's limits."""
    return LimitExceededError(message, E_LIMIT_EXCEEDED)


def read(file: str | bytes | os.PathLike[str] | Mapping[str, Any]) -> Mapping[str, Any]:
    """The response as a mapping (from a path, JSON text, bytes or the parsed dict), once it is known to be one."""
    source = "the Figma file"
    if isinstance(file, Mapping):
        data: Any = file
    else:
        if isinstance(file, bytes):
            raw = file
        elif isinstance(file, str) and file.lstrip().startswith(("{", "[")):
            raw = file.encode("utf-8", errors="surrogateescape")
        elif isinstance(file, (str, os.PathLike)):
            source = os.fspath(file)
            with open(source, "rb") as handle:
                raw = handle.read()
        else:
            raise TypeError(f"load() takes a path, JSON text, bytes or a dict, not {type(file).__name__}")
        try:
            data = json.loads(raw)
        except UnicodeDecodeError as error:
            raise invalid(f"{source}: not UTF-8 JSON ({error.reason} at byte {error.start})") from None
        except json.JSONDecodeError as error:
            hint = " (the file is truncated)" if error.pos >= len(raw.rstrip()) else ""
            raise invalid(
                f"{source}: not valid JSON{hint}: {error.msg} at line {error.lineno} column {error.colno}"
            ) from None
        except RecursionError:
            raise limit(f"{source}: JSON nested too deeply to read") from None
    if not isinstance(data, Mapping) or not (
        isinstance(data.get("document"), Mapping) or isinstance(data.get("nodes"), Mapping)
    ):
        raise invalid(
            f"{source}: not a Figma REST API file response: expected an object with 'document' "
            "(GET /v1/files/:key) or 'nodes' (GET /v1/files/:key/nodes)"
        )
    return data


def label(node: Mapping[str, Any]) -> str:
    """How errors and notes name a node: "node 1:2 'Title'"."""
    node_id = node.get("id")
    name = node.get("name")
    text = f"node {node_id}" if isinstance(node_id, str) else "a node without an id"
    return text + (f" {name!r}" if isinstance(name, str) else "")


def top_level_frames(data: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """Frames on the pages (also inside sections), or the documents of a /nodes response."""
    roots: list[Any] = []
    if isinstance(data.get("document"), Mapping):
        roots.append(data["document"])
    else:
        for key, entry in data["nodes"].items():
            if entry is None:
                continue  # /nodes answers null for an id it does not know
            if not isinstance(entry, Mapping) or not isinstance(entry.get("document"), Mapping):
                raise invalid(f"nodes[{key!r}].document: missing or not an object")
            roots.append(entry["document"])
    frames: list[Mapping[str, Any]] = []
    stack = list(reversed(roots))
    while stack:
        node = stack.pop()
        if not isinstance(node, Mapping):
            raise invalid(f"a child is {type(node).__name__}, not a node object")
        kind = node.get("type")
        if kind in ("DOCUMENT", "CANVAS", "SECTION"):
            children = node.get("children", [])
            if not isinstance(children, list):
                raise invalid(f"{label(node)}: children: not a list")
            stack.extend(reversed(children))
        elif kind in TOP_LEVEL:
            frames.append(node)
    return frames


def choose_frame(frames: list[Mapping[str, Any]], frame: str | None) -> Mapping[str, Any]:
    """The frame with that node id or name, or the only one (None); the errors list the frames."""

    def listing() -> str:
        shown = []
        for item in frames[:40]:
            box = item.get("absoluteBoundingBox")
            size = f" {box.get('width')}x{box.get('height')}" if isinstance(box, Mapping) else ""
            shown.append(f"{item.get('name')!r} ({item.get('id')}{size})")
        more = f" and {len(frames) - 40} more" if len(frames) > 40 else ""
        return ", ".join(shown) + more if shown else "none"

    if frame is not None and not isinstance(frame, str):
        raise TypeError(f"frame must be a frame name or node id, not {type(frame).__name__}")
    if frame is None:
        if len(frames) == 1:
            return frames[0]
        raise InvalidArgumentError(
            f"name the frame to import (frame=...): the file has {len(frames)} top-level frames: {listing()}",
            E_INVALID_ARGUMENT,
        )
    by_id = [item for item in frames if item.get("id") == frame]
    if by_id:
        return by_id[0]
    by_name = [item for item in frames if item.get("name") == frame]
    if len(by_name) == 1:
        return by_name[0]
    if by_name:
        ids = ", ".join(str(item.get("id")) for item in by_name)
        raise InvalidArgumentError(
            f"{len(by_name)} top-level frames are named {frame!r} ({ids}): name one by its node id", E_INVALID_ARGUMENT
        )
    raise InvalidArgumentError(
        f"no top-level frame is named {frame!r} or has that id; the frames: {listing()}", E_INVALID_ARGUMENT
    )
