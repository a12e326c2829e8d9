"""Figma import: a frame of a Figma REST API response as a design (schemas/design.schema.json).

The library makes no network request: it reads a response the caller already
fetched (``GET /v1/files/:key`` or ``GET /v1/files/:key/nodes``), as a path,
JSON text, bytes or the parsed dict, and translates one top-level frame into
the project's own design, which :func:`safearea.audit` then audits unchanged::

    import safearea, safearea.figma
    imported = safearea.figma.load("home.json", frame="Home")
    report = safearea.audit(imported.design)
    for note in imported.notes: print(note)          # what was skipped or guessed

The rules follow Figma's REST API types (``figma/rest-api-spec``,
``dist/api_types.ts``):

- the frame is the screen; its size picks the reference device (the catalog
  device with that portrait or landscape size, the one named in the frame's
  name if any, else the newest; ``reference_device`` overrides);
- each visible descendant becomes an element: the node's id is the element id,
  its name the element's note; geometry is ``absoluteRenderBounds`` (what is
  drawn) or else ``absoluteBoundingBox``, relative to the frame;
- ``constraints`` place it against its containing frame (the screen at the top
  level, else the parent element): ``TOP``/``LEFT`` pin the near edge,
  ``BOTTOM``/``RIGHT`` the far edge, ``TOP_BOTTOM``/``LEFT_RIGHT`` both,
  ``CENTER`` the centre, ``SCALE`` both edges (an approximation, noted);
  children of auto-layout frames (``layoutMode``) move with their parent
  unless ``layoutPositioning`` is ``ABSOLUTE``; groups pass their children
  through to the containing frame;
- roles: ``TEXT`` is text; instances and components whose name or component
  name holds a word of :data:`CONTROL_WORDS` are controls; small vectors and
  small instances or components named with a word of :data:`ICON_WORDS` are
  icons; a rectangle or image fill covering the frame's width or height (at
  least three quarters of the other) is the background; other image fills are
  images; the rest is decoration and is not audited; frames that hold audited
  elements become ``media`` containers, which the audit does not check.
  ``roles`` overrides any of it by node id, node name or component name.

Every node that is skipped (hidden, decoration, no geometry) or guessed
(approximated constraints, a guessed background) or unsupported (rotation) is
listed in :attr:`FigmaImport.notes`, never dropped silently.
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Mapping
from typing import Any

from ._errors import DeviceNotFoundError, InvalidArgumentError, InvalidProfileError, LimitExceededError

__all__ = ["CONTROL_WORDS", "ICON_WORDS", "ROLES", "FigmaImport", "Note", "design", "load"]

#: Words (in a node's or its component's name) that make an instance or component a control.
CONTROL_WORDS: tuple[str, ...] = ("button", "btn", "cta", "control", "toggle", "switch", "slider", "stepper", "segmented",
                                  "checkbox", "radio", "textfield", "text field", "input", "search field", "picker", "link",
                                  "fab", "chip")
#: Words that make a small vector, instance or component an icon.
ICON_WORDS: tuple[str, ...] = ("icon", "ic", "glyph", "symbol", "sf symbol")
#: The largest side, in points, of a node that can be an icon.
ICON_MAX_SIDE = 64.0
#: Roles a `roles` mapping may give: the design's roles, or "decoration" (not audited).
ROLES: tuple[str, ...] = ("background", "image", "media", "text", "control", "icon", "decoration")

#: The largest coordinate the design format takes (DesignLimits.maxLength in the engine).
_MAX_LENGTH = 100_000.0
#: Elements per design (DesignLimits.maxElements).
_MAX_ELEMENTS = 20_000
#: Element nesting the design format's JSON depth limit (64) leaves room for.
_MAX_NESTING = 29
#: Nodes per import: beyond this the file is refused before any work.
_MAX_NODES = 4_000_000

_VECTORS = {"VECTOR", "BOOLEAN_OPERATION", "STAR", "REGULAR_POLYGON", "ELLIPSE", "LINE"}
_CONTAINERS = {"FRAME", "COMPONENT", "COMPONENT_SET", "INSTANCE", "SECTION"}
_TOP_LEVEL = {"FRAME", "COMPONENT", "INSTANCE"}
_VERTICAL = {"TOP", "BOTTOM", "CENTER", "TOP_BOTTOM", "SCALE"}
_HORIZONTAL = {"LEFT", "RIGHT", "CENTER", "LEFT_RIGHT", "SCALE"}


class Note:
    """One node the import skipped, guessed about or does not support, and why."""

    __slots__ = ("node_id", "name", "type", "kind", "reason")

    #: The values of `kind`.
    KINDS = ("skipped", "guessed", "unsupported")

    def __init__(self, node_id: str, name: str, type: str, kind: str, reason: str) -> None:
        self.node_id = node_id
        self.name = name
        self.type = type
        self.kind = kind
        self.reason = reason

    def __repr__(self) -> str:
        return f"<safearea.figma.Note {self.kind} {self.node_id} {self.name!r}: {self.reason}>"

    def __str__(self) -> str:
        return f"{self.kind}: {self.type} {self.node_id} {self.name!r}: {self.reason}"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Note):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.__slots__)

    def __hash__(self) -> int:
        return hash(tuple(getattr(self, name) for name in self.__slots__))


class FigmaImport:
    """A Figma frame as a design (`design`, a dict in schemas/design.schema.json's shape), with the notes
    on what was skipped, guessed or unsupported and the frame and reference device chosen."""

    __slots__ = ("design", "notes", "frame_id", "frame_name", "frame_size", "reference_device", "node_count")

    def __init__(self, design: dict[str, Any], notes: list[Note], frame_id: str, frame_name: str,
                 frame_size: tuple[float, float], reference_device: str, node_count: int) -> None:
        self.design = design
        self.notes = notes
        self.frame_id = frame_id
        self.frame_name = frame_name
        self.frame_size = frame_size
        self.reference_device = reference_device
        self.node_count = node_count

    @property
    def elements(self) -> int:
        """How many elements the design has (containers included)."""
        count, stack = 0, list(self.design["elements"])
        while stack:
            element = stack.pop()
            count += 1
            stack.extend(element.get("children", ()))
        return count

    def summary(self) -> str:
        """One line: the frame, the device, the elements and the notes by kind."""
        kinds = {kind: sum(1 for n in self.notes if n.kind == kind) for kind in Note.KINDS}
        w, h = self.frame_size
        return (f"figma frame {self.frame_name!r} ({self.frame_id}, {w:g}x{h:g}) on {self.reference_device}: "
                f"{self.elements} elements from {self.node_count} nodes; {kinds['skipped']} skipped, "
                f"{kinds['guessed']} guessed, {kinds['unsupported']} unsupported")

    def __repr__(self) -> str:
        return f"<safearea.figma.FigmaImport {self.summary()}>"


def load(file: str | bytes | os.PathLike[str] | Mapping[str, Any], frame: str | None = None, *,
         reference_device: Any = None, roles: Mapping[str, str] | None = None) -> FigmaImport:
    """Imports one top-level frame of a Figma REST response (a path, JSON text, bytes or the parsed dict).

    frame: the frame's name or node id (None: the only top-level frame);
    reference_device: a device name or Device (default: the catalog device of
    the frame's size); roles: node id, node name or component name -> one of
    ROLES, overriding the rules. Raises InvalidProfileError naming the node and
    field of a malformed file, InvalidArgumentError listing the frames when
    `frame` names none or several, DeviceNotFoundError naming a frame size no
    device has, LimitExceededError past the design format's limits.
    """
    document = _read(file)
    role_overrides = _check_roles(roles)
    frames = _top_level_frames(document)
    chosen = _choose_frame(frames, frame)
    return _Importer(document, chosen, reference_device, role_overrides).run()


def design(file: str | bytes | os.PathLike[str] | Mapping[str, Any], frame: str | None = None, *,
           reference_device: Any = None, roles: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The design (a dict for safearea.audit) of one top-level frame of a Figma REST response; see load()."""
    return load(file, frame, reference_device=reference_device, roles=roles).design


# --- reading -------------------------------------------------------------------------------------

def _invalid(message: str) -> InvalidProfileError:
    from ._safearea import E_INVALID_PROFILE

    return InvalidProfileError(message, E_INVALID_PROFILE)


def _limit(message: str) -> LimitExceededError:
    from ._safearea import E_LIMIT_EXCEEDED

    return LimitExceededError(message, E_LIMIT_EXCEEDED)


def _read(file: str | bytes | os.PathLike[str] | Mapping[str, Any]) -> Mapping[str, Any]:
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
            raise _invalid(f"{source}: not UTF-8 JSON ({error.reason} at byte {error.start})") from None
        except json.JSONDecodeError as error:
            hint = " (the file is truncated)" if error.pos >= len(raw.rstrip()) else ""
            raise _invalid(f"{source}: not valid JSON{hint}: {error.msg} at line {error.lineno} column {error.colno}") from None
        except RecursionError:
            raise _limit(f"{source}: JSON nested too deeply to read") from None
    if not isinstance(data, Mapping) or not (isinstance(data.get("document"), Mapping) or isinstance(data.get("nodes"), Mapping)):
        raise _invalid(f"{source}: not a Figma REST API file response: expected an object with 'document' "
                       "(GET /v1/files/:key) or 'nodes' (GET /v1/files/:key/nodes)")
    return data


def _check_roles(roles: Mapping[str, str] | None) -> dict[str, str]:
    if roles is None:
        return {}
    if not isinstance(roles, Mapping):
        raise TypeError(f"roles must be a mapping of node id, node name or component name to a role, not {type(roles).__name__}")
    out: dict[str, str] = {}
    for key, value in roles.items():
        if not isinstance(key, str) or value not in ROLES:
            from ._safearea import E_INVALID_ARGUMENT

            raise InvalidArgumentError(f"roles[{key!r}]: {value!r} is not one of {', '.join(ROLES)}", E_INVALID_ARGUMENT)
        out[key] = value
    return out


def _label(node: Mapping[str, Any]) -> str:
    node_id = node.get("id")
    name = node.get("name")
    text = f"node {node_id}" if isinstance(node_id, str) else "a node without an id"
    return text + (f" {name!r}" if isinstance(name, str) else "")


def _top_level_frames(data: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """Frames on the pages (also inside sections), or the documents of a /nodes response."""
    roots: list[Any] = []
    if isinstance(data.get("document"), Mapping):
        roots.append(data["document"])
    else:
        for key, entry in data["nodes"].items():
            if entry is None:
                continue  # /nodes answers null for an id it does not know
            if not isinstance(entry, Mapping) or not isinstance(entry.get("document"), Mapping):
                raise _invalid(f"nodes[{key!r}].document: missing or not an object")
            roots.append(entry["document"])
    frames: list[Mapping[str, Any]] = []
    stack = list(reversed(roots))
    while stack:
        node = stack.pop()
        if not isinstance(node, Mapping):
            raise _invalid(f"a child is {type(node).__name__}, not a node object")
        kind = node.get("type")
        if kind in ("DOCUMENT", "CANVAS", "SECTION"):
            children = node.get("children", [])
            if not isinstance(children, list):
                raise _invalid(f"{_label(node)}: children: not a list")
            stack.extend(reversed(children))
        elif kind in _TOP_LEVEL:
            frames.append(node)
    return frames


def _choose_frame(frames: list[Mapping[str, Any]], frame: str | None) -> Mapping[str, Any]:
    from ._safearea import E_INVALID_ARGUMENT

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
        raise InvalidArgumentError(f"name the frame to import (frame=...): the file has {len(frames)} top-level frames: "
                                   f"{listing()}", E_INVALID_ARGUMENT)
    by_id = [item for item in frames if item.get("id") == frame]
    if by_id:
        return by_id[0]
    by_name = [item for item in frames if item.get("name") == frame]
    if len(by_name) == 1:
        return by_name[0]
    if by_name:
        ids = ", ".join(str(item.get("id")) for item in by_name)
        raise InvalidArgumentError(f"{len(by_name)} top-level frames are named {frame!r} ({ids}): name one by its node id",
                                   E_INVALID_ARGUMENT)
    raise InvalidArgumentError(f"no top-level frame is named {frame!r} or has that id; the frames: {listing()}", E_INVALID_ARGUMENT)


def _words(text: str) -> str:
    """A name as space-separated lower-case words (camelCase, snake_case, kebab-case, slashes split)."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", text)
    return " " + " ".join(re.findall(r"[a-z0-9]+", spaced.lower())) + " "


def _has_word(name: str, words: tuple[str, ...]) -> bool:
    spaced = _words(name)
    return any(f" {word} " in spaced for word in words)


class _Importer:
    def __init__(self, data: Mapping[str, Any], frame: Mapping[str, Any], reference_device: Any,
                 roles: dict[str, str]) -> None:
        self.data = data
        self.frame = frame
        self.reference_device = reference_device
        self.roles = roles
        self.notes: list[Note] = []
        self.components: dict[str, str] = {}
        for table in self._component_tables():
            for key, value in table.items():
                if isinstance(value, Mapping) and isinstance(value.get("name"), str):
                    self.components[str(key)] = value["name"]

    def _component_tables(self) -> list[Mapping[str, Any]]:
        tables = []
        if isinstance(self.data.get("components"), Mapping):
            tables.append(self.data["components"])
        if isinstance(self.data.get("nodes"), Mapping):
            for entry in self.data["nodes"].values():
                if isinstance(entry, Mapping) and isinstance(entry.get("components"), Mapping):
                    tables.append(entry["components"])
        return tables

    def note(self, node: Mapping[str, Any], kind: str, reason: str) -> None:
        self.notes.append(Note(str(node.get("id")), str(node.get("name", "")), str(node.get("type", "")), kind, reason))

    # -- geometry --------------------------------------------------------------------------------

    def box(self, node: Mapping[str, Any], field: str) -> tuple[float, float, float, float] | None:
        value = node.get(field)
        if value is None:
            return None
        if not isinstance(value, Mapping):
            raise _invalid(f"{_label(node)}: {field}: not an object with x, y, width and height")
        numbers = []
        for key in ("x", "y", "width", "height"):
            number = value.get(key)
            if isinstance(number, bool) or not isinstance(number, (int, float)):
                raise _invalid(f"{_label(node)}: {field}.{key}: missing or not a number")
            number = float(number)
            if not math.isfinite(number):
                raise _invalid(f"{_label(node)}: {field}.{key}: {number} is not a finite number")
            numbers.append(number)
        x, y, w, h = numbers
        if w < 0 or h < 0:
            raise _invalid(f"{_label(node)}: {field}: negative {'width' if w < 0 else 'height'} {min(w, h):g}")
        return x, y, w, h

    def relative(self, node: Mapping[str, Any], field: str, box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
        x, y, w, h = box[0] - self.origin[0], box[1] - self.origin[1], box[2], box[3]
        for key, value in (("x", x), ("y", y), ("width", w), ("height", h)):
            if abs(value) > _MAX_LENGTH:
                raise _invalid(f"{_label(node)}: {field}.{key}: {value:g} points from the frame; the design format "
                               f"takes at most {_MAX_LENGTH:g}")
        return x, y, w, h

    # -- roles -----------------------------------------------------------------------------------

    def role(self, node: Mapping[str, Any], kind: str, rect: tuple[float, float, float, float]) -> tuple[str | None, str | None]:
        """(role or None for a container/decoration, the guess to note or None)."""
        component = self.components.get(str(node.get("componentId")), "") if kind == "INSTANCE" else ""
        name = node.get("name", "") if isinstance(node.get("name"), str) else ""
        for key in (str(node.get("id")), name, component):
            if key and key in self.roles:
                return self.roles[key], None
        w, h = rect[2], rect[3]
        given = node.get("fills")
        fills: list[Any] = given if isinstance(given, list) else []
        image = any(isinstance(p, Mapping) and p.get("type") == "IMAGE" and p.get("visible", True) is not False for p in fills)
        fw, fh = self.frame_size
        if kind in ("RECTANGLE", "FRAME") or image:
            x0, y0 = rect[0], rect[1]
            full_w = x0 <= 0.5 and x0 + w >= fw - 0.5
            full_h = y0 <= 0.5 and y0 + h >= fh - 0.5
            if (full_w and h >= 0.75 * fh) or (full_h and w >= 0.75 * fw):
                if kind == "RECTANGLE" or image:
                    return "background", None if full_w and full_h else (
                        f"guessed background: covers {w:g}x{h:g} of the {fw:g}x{fh:g} frame")
        if kind == "TEXT":
            return "text", None
        if kind in ("INSTANCE", "COMPONENT") and (_has_word(name, CONTROL_WORDS) or _has_word(component, CONTROL_WORDS)):
            return "control", None
        small = max(w, h) <= ICON_MAX_SIDE
        if kind in _VECTORS and small:
            return "icon", None
        if kind in ("INSTANCE", "COMPONENT", "FRAME", "GROUP") and small and (_has_word(name, ICON_WORDS) or _has_word(component, ICON_WORDS)):
            return "icon", None
        if image:
            return "image", None
        return None, None

    # -- placement -------------------------------------------------------------------------------

    def anchors(self, node: Mapping[str, Any], rect: tuple[float, float, float, float], parent: tuple[float, float, float, float],
                target: str, auto: str | None) -> dict[str, Any]:
        x, y, w, h = rect[0] - parent[0], rect[1] - parent[1], rect[2], rect[3]
        pw, ph = parent[2], parent[3]
        if auto is not None and node.get("layoutPositioning") != "ABSOLUTE":
            # In an auto-layout frame the flow places the node: it moves with its parent; FILL or
            # STRETCH sizing stretches it with the parent on that axis.
            stretch_h = node.get("layoutSizingHorizontal") == "FILL" or (
                auto == "VERTICAL" and node.get("layoutAlign") == "STRETCH") or (auto == "HORIZONTAL" and node.get("layoutGrow") == 1)
            stretch_v = node.get("layoutSizingVertical") == "FILL" or (
                auto == "HORIZONTAL" and node.get("layoutAlign") == "STRETCH") or (auto == "VERTICAL" and node.get("layoutGrow") == 1)
            horizontal = "LEFT_RIGHT" if stretch_h else "LEFT"
            vertical = "TOP_BOTTOM" if stretch_v else "TOP"
        else:
            constraints = node.get("constraints")
            if constraints is None:
                horizontal, vertical = "LEFT", "TOP"
                self.note(node, "guessed", "no constraints: placed as TOP and LEFT")
            elif not isinstance(constraints, Mapping):
                raise _invalid(f"{_label(node)}: constraints: not an object with vertical and horizontal")
            else:
                vertical, horizontal = constraints.get("vertical", "TOP"), constraints.get("horizontal", "LEFT")
                for field, value, allowed in (("vertical", vertical, _VERTICAL), ("horizontal", horizontal, _HORIZONTAL)):
                    if not isinstance(value, str):
                        raise _invalid(f"{_label(node)}: constraints.{field}: not a string")
                    if value not in allowed:
                        self.note(node, "guessed", f"constraints.{field} {value!r} is not one of {', '.join(sorted(allowed))}: "
                                                   f"placed as {'TOP' if field == 'vertical' else 'LEFT'}")
                if vertical not in _VERTICAL:
                    vertical = "TOP"
                if horizontal not in _HORIZONTAL:
                    horizontal = "LEFT"
                scaled = [field for field, value in (("vertical", vertical), ("horizontal", horizontal)) if value == "SCALE"]
                if scaled:
                    self.note(node, "guessed", f"constraints {' and '.join(scaled)} SCALE: placed as pinned to both edges "
                                               "(the design format has no proportional anchors)")
        out: dict[str, Any] = {}
        width = height = None
        if horizontal in ("LEFT", "LEFT_RIGHT", "SCALE"):
            out["left"] = {"to": target, "offset": _round(x)}
        if horizontal in ("RIGHT", "LEFT_RIGHT", "SCALE"):
            out["right"] = {"to": target, "offset": _round(pw - (x + w))}
        if horizontal == "CENTER":
            out["center_x"] = {"to": target, "offset": _round(x + w / 2 - pw / 2)}
        if horizontal in ("LEFT", "RIGHT", "CENTER"):
            width = _round(w)
        if vertical in ("TOP", "TOP_BOTTOM", "SCALE"):
            out["top"] = {"to": target, "offset": _round(y)}
        if vertical in ("BOTTOM", "TOP_BOTTOM", "SCALE"):
            out["bottom"] = {"to": target, "offset": _round(ph - (y + h))}
        if vertical == "CENTER":
            out["center_y"] = {"to": target, "offset": _round(y + h / 2 - ph / 2)}
        if vertical in ("TOP", "BOTTOM", "CENTER"):
            height = _round(h)
        element: dict[str, Any] = {"anchors": out}
        if width is not None:
            element["width"] = width
        if height is not None:
            element["height"] = height
        return element

    # -- the walk --------------------------------------------------------------------------------

    def run(self) -> FigmaImport:
        frame = self.frame
        frame_box = self.box(frame, "absoluteBoundingBox")
        if frame_box is None:
            raise _invalid(f"{_label(frame)}: absoluteBoundingBox: missing (the frame's size picks the device)")
        self.origin = (frame_box[0], frame_box[1])
        self.frame_size = (frame_box[2], frame_box[3])
        device_name = self._reference_device()
        screen = (0.0, 0.0, frame_box[2], frame_box[3])

        # Records: [node, element dict or None, parent record index (-1: the screen), role, rect, is_container].
        elements: list[dict[str, Any]] = []
        records: list[list[Any]] = []
        ids: set[str] = set()
        seen: set[int] = {id(frame)}
        children = frame.get("children", [])
        if not isinstance(children, list):
            raise _invalid(f"{_label(frame)}: children: not a list")
        auto_frame = frame.get("layoutMode") if frame.get("layoutMode") in ("HORIZONTAL", "VERTICAL", "GRID") else None
        # Stack items: (node, container record index, parent rect, auto-layout mode of the container, nesting).
        stack: list[tuple[Any, int, tuple[float, float, float, float], str | None, int]] = [
            (child, -1, screen, auto_frame, 0) for child in reversed(children)]
        count = 0
        while stack:
            node, container, parent_rect, auto, nesting = stack.pop()
            count += 1
            if count > _MAX_NODES:
                raise _limit(f"the frame holds more than {_MAX_NODES} nodes")
            if not isinstance(node, Mapping):
                raise _invalid(f"a child in frame {frame.get('id')} is {type(node).__name__}, not a node object")
            if id(node) in seen:
                raise _invalid(f"{_label(node)}: children: the node contains itself (a cycle)")
            seen.add(id(node))
            node_id, kind = node.get("id"), node.get("type")
            if not isinstance(node_id, str) or not node_id:
                raise _invalid(f"{_label(node)} (type {kind}): id: missing or not a string")
            if not isinstance(kind, str):
                raise _invalid(f"{_label(node)}: type: missing or not a string")
            if node_id in ids:
                raise _invalid(f"{_label(node)}: id: two nodes have this id")
            ids.add(node_id)
            if "name" in node and not isinstance(node["name"], str):
                raise _invalid(f"{_label(node)}: name: not a string")
            kids = node.get("children", [])
            if not isinstance(kids, list):
                raise _invalid(f"{_label(node)}: children: not a list")
            visible = node.get("visible", True)
            if not isinstance(visible, bool):
                raise _invalid(f"{_label(node)}: visible: not true or false")
            if not visible:
                self.note(node, "skipped", "hidden (visible: false)" + (f", with {_count(kids)} nodes inside" if kids else ""))
                count += _count(kids)
                continue
            bounding = self.box(node, "absoluteBoundingBox")
            rendered = self.box(node, "absoluteRenderBounds")
            if bounding is None and rendered is None:
                self.note(node, "skipped", "no absoluteBoundingBox or absoluteRenderBounds: nothing to place")
                continue
            layout_box = self.relative(node, "absoluteBoundingBox" if bounding else "absoluteRenderBounds",
                                       bounding if bounding is not None else rendered)  # type: ignore[arg-type]
            rotation = node.get("rotation", 0) or 0
            if isinstance(rotation, bool) or not isinstance(rotation, (int, float)) or not math.isfinite(rotation):
                raise _invalid(f"{_label(node)}: rotation: not a finite number")
            transform = node.get("relativeTransform")
            skewed = (isinstance(transform, list) and len(transform) == 2 and all(isinstance(r, list) and len(r) == 3 for r in transform)
                      and (abs(float(transform[0][1])) > 1e-6 or abs(float(transform[1][0])) > 1e-6))
            rotated = abs(float(rotation)) > 1e-6 or skewed
            role, guess = self.role(node, kind, layout_box)
            if role == "decoration":
                self.note(node, "skipped", "decoration by the roles mapping (not audited)"
                          + (f", with {_count(kids)} nodes inside" if kids else ""))
                count += _count(kids)
                continue
            is_group = kind in ("GROUP", "TRANSFORM_GROUP") and role is None
            if rotated:
                # The axis-aligned box covers what is drawn: audit that, pinned where it is; what is inside
                # a rotated node is in rotated coordinates, which the design format cannot express.
                reason = f"rotation {rotation:g}" if abs(float(rotation)) > 1e-6 else "a rotated or skewed relativeTransform"
                inside = f"; its {_count(kids)} nodes inside are not imported" if kids else ""
                if role is None:
                    self.note(node, "unsupported", f"{reason} is not supported: not audited{inside}")
                    count += _count(kids)
                    continue
                self.note(node, "unsupported", f"{reason} is not supported: audited as its axis-aligned bounding box, "
                                               f"pinned top-left{inside}")
                count += _count(kids)
                rect = self.relative(node, "absoluteRenderBounds", rendered) if rendered is not None else layout_box
                element = {"id": node_id, "role": role, "note": _element_note(node),
                           "anchors": {"left": {"to": "screen" if container < 0 else "parent", "offset": _round(rect[0] - parent_rect[0])},
                                       "top": {"to": "screen" if container < 0 else "parent", "offset": _round(rect[1] - parent_rect[1])}},
                           "width": _round(rect[2]), "height": _round(rect[3])}
                records.append([node, element, container, role, rect, False, nesting])
                continue
            if guess:
                self.note(node, "guessed", guess)
            if is_group:
                # Groups pass their children through: they are placed against the group's own container.
                stack.extend((child, container, parent_rect, auto, nesting) for child in reversed(kids))
                continue
            is_container = (kind in _CONTAINERS or role == "background") and bool(kids) and role in (None, "background", "image")
            leaf_rect = self.relative(node, "absoluteRenderBounds", rendered) if rendered is not None and not is_container else layout_box
            if role is None and not is_container:
                what = "decoration (not audited)" + (f", with {_count(kids)} nodes inside" if kids else "")
                self.note(node, "skipped", what)
                count += _count(kids)
                continue
            target = "screen" if container < 0 else "parent"
            element = {"id": node_id, "role": role or "media", "note": _element_note(node)}
            element.update(self.anchors(node, leaf_rect, parent_rect, target, auto))
            index = len(records)
            records.append([node, element, container, role, leaf_rect, is_container, nesting])
            if is_container:
                mode = node.get("layoutMode")
                child_auto = mode if mode in ("HORIZONTAL", "VERTICAL", "GRID") else None
                stack.extend((child, index, leaf_rect, child_auto, nesting + 1) for child in reversed(kids))
            elif kids:
                self.note(node, "skipped", f"{_count(kids)} nodes inside the {role} are part of it (not audited apart)")
                count += _count(kids)

        # Containers are kept only when they hold something audited; the rest is decoration.
        needed = [False] * len(records)
        for index in range(len(records) - 1, -1, -1):
            node, element, container, role, rect, is_container, nesting = records[index]
            if (role is not None or needed[index]) and container >= 0:
                needed[container] = True
        for index, (node, element, container, role, rect, is_container, nesting) in enumerate(records):
            if role is None and not needed[index]:
                self.note(node, "skipped", "decoration (not audited): a container with nothing audited inside")
                continue
            if role is None:
                element["note"] += ": a container, not audited itself"
            if nesting > _MAX_NESTING:
                raise _limit(f"{_label(node)}: nested {nesting} containers deep; the design format takes at most {_MAX_NESTING}")
            if container < 0:
                elements.append(element)
            else:
                records[container][1].setdefault("children", []).append(element)
        total = sum(1 for index, record in enumerate(records) if record[3] is not None or needed[index])
        if total > _MAX_ELEMENTS:
            raise _limit(f"frame {frame.get('id')} {frame.get('name')!r} gives {total} elements; a design holds at most {_MAX_ELEMENTS}")
        file_name = self.data.get("name") if isinstance(self.data.get("name"), str) else "Figma file"
        w, h = self.frame_size
        design: dict[str, Any] = {
            "name": f"{file_name} / {frame.get('name')}",
            "description": f"Imported from Figma: frame {frame.get('id')} {frame.get('name')!r} ({w:g}x{h:g}), "
                           f"{count} nodes, {len(self.notes)} notes",
            "reference_device": device_name,
            "elements": elements,
        }
        return FigmaImport(design, self.notes, str(frame.get("id")), str(frame.get("name")), self.frame_size, device_name, count)

    def _reference_device(self) -> str:
        from . import devices
        from . import device as find_device
        from ._device import Device

        w, h = self.frame_size
        if self.reference_device is not None:
            item = self.reference_device if isinstance(self.reference_device, Device) else find_device(str(self.reference_device))
            if {(item.width, item.height), (item.height, item.width)}.isdisjoint({(w, h)}):
                self.note(self.frame, "guessed", f"the frame is {w:g}x{h:g}, {item.name} is {item.width:g}x{item.height:g}: "
                                                 "offsets are measured on the frame")
            return str(item.name)
        matches = [item for item in devices() if (item.width, item.height) in ((w, h), (h, w))]
        if not matches:
            from ._safearea import E_DEVICE_NOT_FOUND

            sizes = sorted({(item.width, item.height) for item in devices()})
            raise DeviceNotFoundError(f"frame {self.frame.get('id')} {self.frame.get('name')!r} is {w:g}x{h:g} points: no device "
                                      f"has that size in portrait or landscape (sizes: "
                                      f"{', '.join(f'{a:g}x{b:g}' for a, b in sizes)}); pass reference_device",
                                      E_DEVICE_NOT_FOUND)
        name = _words(str(self.frame.get("name", "")))
        named = [item for item in matches if _words(item.name) in name or any(_words(a) in name for a in item.aliases)]
        chosen = max(named, key=lambda item: len(item.name)) if named else matches[-1]
        if len(matches) > 1:
            self.note(self.frame, "guessed", f"{w:g}x{h:g} is the size of {', '.join(m.name for m in matches)}: "
                                             f"{chosen.name} is the reference device"
                                             + (" (named in the frame's name)" if named else " (the newest)"))
        return str(chosen.name)


def _count(nodes: list[Any]) -> int:
    """Nodes in a list of subtrees (iterative, bounded by the node limit)."""
    total, stack = 0, list(nodes)
    while stack:
        node = stack.pop()
        total += 1
        if total > _MAX_NODES:
            raise _limit(f"more than {_MAX_NODES} nodes")
        if isinstance(node, Mapping) and isinstance(node.get("children"), list):
            stack.extend(node["children"])
    return total


def _round(value: float) -> float:
    rounded = round(value, 3)
    return 0.0 if rounded == 0 else rounded


def _element_note(node: Mapping[str, Any]) -> str:
    return f"{node.get('type')} {node.get('name', '')!r}"
