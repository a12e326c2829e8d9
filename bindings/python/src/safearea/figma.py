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

import math
import os
import re
from collections.abc import Mapping
from typing import Any, NamedTuple

from ._catalog import device as find_device
from ._catalog import devices
from ._device import Device
from ._errors import DeviceNotFoundError, InvalidArgumentError
from ._figma_file import choose_frame, invalid, label, limit, read, top_level_frames
from ._safearea import E_DEVICE_NOT_FOUND, E_INVALID_ARGUMENT

__all__ = ["CONTROL_WORDS", "ICON_WORDS", "ROLES", "FigmaImport", "Note", "design", "load"]

#: Words (in a node's or its component's name) that make an instance or component a control.
CONTROL_WORDS: tuple[str, ...] = (
    "button",
    "btn",
    "cta",
    "control",
    "toggle",
    "switch",
    "slider",
    "stepper",
    "segmented",
    "checkbox",
    "radio",
    "textfield",
    "text field",
    "input",
    "search field",
    "picker",
    "link",
    "fab",
    "chip",
)
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

_Rect = tuple[float, float, float, float]

_VECTORS = {"VECTOR", "BOOLEAN_OPERATION", "STAR", "REGULAR_POLYGON", "ELLIPSE", "LINE"}
_CONTAINERS = {"FRAME", "COMPONENT", "COMPONENT_SET", "INSTANCE", "SECTION"}
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

    def __init__(
        self,
        design: dict[str, Any],
        notes: list[Note],
        frame_id: str,
        frame_name: str,
        frame_size: tuple[float, float],
        reference_device: str,
        node_count: int,
    ) -> None:
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
        return (
            f"figma frame {self.frame_name!r} ({self.frame_id}, {w:g}x{h:g}) on {self.reference_device}: "
            f"{self.elements} elements from {self.node_count} nodes; {kinds['skipped']} skipped, "
            f"{kinds['guessed']} guessed, {kinds['unsupported']} unsupported"
        )

    def __repr__(self) -> str:
        return f"<safearea.figma.FigmaImport {self.summary()}>"


def load(
    file: str | bytes | os.PathLike[str] | Mapping[str, Any],
    frame: str | None = None,
    *,
    reference_device: Any = None,
    roles: Mapping[str, str] | None = None,
) -> FigmaImport:
    """Imports one top-level frame of a Figma REST response (a path, JSON text, bytes or the parsed dict).

    frame: the frame's name or node id (None: the only top-level frame);
    reference_device: a device name or Device (default: the catalog device of
    the frame's size); roles: node id, node name or component name -> one of
    ROLES, overriding the rules. Raises InvalidDesignError naming the node and
    field of a malformed file, InvalidArgumentError listing the frames when
    `frame` names none or several, DeviceNotFoundError naming a frame size no
    device has, LimitExceededError past the design format's limits.
    """
    document = read(file)
    role_overrides = _check_roles(roles)
    frames = top_level_frames(document)
    chosen = choose_frame(frames, frame)
    return _Importer(document, chosen, reference_device, role_overrides).run()


def design(
    file: str | bytes | os.PathLike[str] | Mapping[str, Any],
    frame: str | None = None,
    *,
    reference_device: Any = None,
    roles: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """The design (a dict for safearea.audit) of one top-level frame of a Figma REST response; see load()."""
    return load(file, frame, reference_device=reference_device, roles=roles).design


def _check_roles(roles: Mapping[str, str] | None) -> dict[str, str]:
    if roles is None:
        return {}
    if not isinstance(roles, Mapping):
        raise TypeError(
            f"roles must be a mapping of node id, node name or component name to a role, not {type(roles).__name__}"
        )
    out: dict[str, str] = {}
    for key, value in roles.items():
        if not isinstance(key, str) or value not in ROLES:
            raise InvalidArgumentError(
                f"roles[{key!r}]: {value!r} is not one of {', '.join(ROLES)}", E_INVALID_ARGUMENT
            )
        out[key] = value
    return out


def _words(text: str) -> str:
    """A name as space-separated lower-case words (camelCase, snake_case, kebab-case, slashes split)."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", text)
    return " " + " ".join(re.findall(r"[a-z0-9]+", spaced.lower())) + " "


def _has_word(name: str, words: tuple[str, ...]) -> bool:
    spaced = _words(name)
    return any(f" {word} " in spaced for word in words)


class _Visit(NamedTuple):
    """A node to place: the record of its container (-1: the screen), the container's rect relative to the
    frame, the container's auto-layout mode and how many containers deep it is."""

    node: Any
    container: int
    parent_rect: _Rect
    auto: str | None
    nesting: int


class _Record(NamedTuple):
    """A node that became an element (or may: a container, kept if it holds something audited): its element,
    its container's record (-1: the screen), its role (None: a container not audited itself), its rect
    relative to the frame, whether its children are placed in it, and how many containers deep it is."""

    node: Mapping[str, Any]
    element: dict[str, Any]
    container: int
    role: str | None
    rect: _Rect
    is_container: bool
    nesting: int


def _auto_layout(node: Mapping[str, Any]) -> str | None:
    """The auto-layout mode a frame places its children with (layoutMode), or None."""
    mode = node.get("layoutMode")
    return mode if mode in ("HORIZONTAL", "VERTICAL", "GRID") else None


class _Importer:
    def __init__(
        self, data: Mapping[str, Any], frame: Mapping[str, Any], reference_device: Any, roles: dict[str, str]
    ) -> None:
        self.data = data
        self.frame = frame
        self.reference_device = reference_device
        self.roles = roles
        self.notes: list[Note] = []
        #: The nodes that became elements or may (containers), in the order they were placed.
        self.records: list[_Record] = []
        self.count = 0  # nodes seen, those inside skipped ones included
        self.ids: set[str] = set()
        self.seen: set[int] = set()  # id() of every node met: a node inside itself is a cycle
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

    def box(self, node: Mapping[str, Any], field: str) -> _Rect | None:
        value = node.get(field)
        if value is None:
            return None
        if not isinstance(value, Mapping):
            raise invalid(f"{label(node)}: {field}: not an object with x, y, width and height")
        numbers = []
        for key in ("x", "y", "width", "height"):
            number = value.get(key)
            if isinstance(number, bool) or not isinstance(number, (int, float)):
                raise invalid(f"{label(node)}: {field}.{key}: missing or not a number")
            number = float(number)
            if not math.isfinite(number):
                raise invalid(f"{label(node)}: {field}.{key}: {number} is not a finite number")
            numbers.append(number)
        x, y, w, h = numbers
        if w < 0 or h < 0:
            raise invalid(f"{label(node)}: {field}: negative {'width' if w < 0 else 'height'} {min(w, h):g}")
        return x, y, w, h

    def relative(self, node: Mapping[str, Any], field: str, box: _Rect) -> _Rect:
        x, y, w, h = box[0] - self.origin[0], box[1] - self.origin[1], box[2], box[3]
        for key, value in (("x", x), ("y", y), ("width", w), ("height", h)):
            if abs(value) > _MAX_LENGTH:
                raise invalid(
                    f"{label(node)}: {field}.{key}: {value:g} points from the frame; the design format "
                    f"takes at most {_MAX_LENGTH:g}"
                )
        return x, y, w, h

    # -- roles -----------------------------------------------------------------------------------

    def role(self, node: Mapping[str, Any], kind: str, rect: _Rect) -> tuple[str | None, str | None]:
        """(role or None for a container/decoration, the guess to note or None)."""
        component = self.components.get(str(node.get("componentId")), "") if kind == "INSTANCE" else ""
        name = node.get("name", "") if isinstance(node.get("name"), str) else ""
        for key in (str(node.get("id")), name, component):
            if key and key in self.roles:
                return self.roles[key], None
        w, h = rect[2], rect[3]
        given = node.get("fills")
        fills: list[Any] = given if isinstance(given, list) else []
        image = any(
            isinstance(p, Mapping) and p.get("type") == "IMAGE" and p.get("visible", True) is not False for p in fills
        )
        fw, fh = self.frame_size
        if kind in ("RECTANGLE", "FRAME") or image:
            x0, y0 = rect[0], rect[1]
            full_w = x0 <= 0.5 and x0 + w >= fw - 0.5
            full_h = y0 <= 0.5 and y0 + h >= fh - 0.5
            if (full_w and h >= 0.75 * fh) or (full_h and w >= 0.75 * fw):
                if kind == "RECTANGLE" or image:
                    return "background", None if full_w and full_h else (
                        f"guessed background: covers {w:g}x{h:g} of the {fw:g}x{fh:g} frame"
                    )
        if kind == "TEXT":
            return "text", None
        if kind in ("INSTANCE", "COMPONENT") and (
            _has_word(name, CONTROL_WORDS) or _has_word(component, CONTROL_WORDS)
        ):
            return "control", None
        small = max(w, h) <= ICON_MAX_SIDE
        if kind in _VECTORS and small:
            return "icon", None
        if (
            kind in ("INSTANCE", "COMPONENT", "FRAME", "GROUP")
            and small
            and (_has_word(name, ICON_WORDS) or _has_word(component, ICON_WORDS))
        ):
            return "icon", None
        if image:
            return "image", None
        return None, None

    # -- placement -------------------------------------------------------------------------------

    def anchors(
        self, node: Mapping[str, Any], rect: _Rect, parent: _Rect, target: str, auto: str | None
    ) -> dict[str, Any]:
        x, y, w, h = rect[0] - parent[0], rect[1] - parent[1], rect[2], rect[3]
        pw, ph = parent[2], parent[3]
        if auto is not None and node.get("layoutPositioning") != "ABSOLUTE":
            # In an auto-layout frame the flow places the node: it moves with its parent; FILL or
            # STRETCH sizing stretches it with the parent on that axis.
            stretch_h = (
                node.get("layoutSizingHorizontal") == "FILL"
                or (auto == "VERTICAL" and node.get("layoutAlign") == "STRETCH")
                or (auto == "HORIZONTAL" and node.get("layoutGrow") == 1)
            )
            stretch_v = (
                node.get("layoutSizingVertical") == "FILL"
                or (auto == "HORIZONTAL" and node.get("layoutAlign") == "STRETCH")
                or (auto == "VERTICAL" and node.get("layoutGrow") == 1)
            )
            horizontal = "LEFT_RIGHT" if stretch_h else "LEFT"
            vertical = "TOP_BOTTOM" if stretch_v else "TOP"
        else:
            constraints = node.get("constraints")
            if constraints is None:
                horizontal, vertical = "LEFT", "TOP"
                self.note(node, "guessed", "no constraints: placed as TOP and LEFT")
            elif not isinstance(constraints, Mapping):
                raise invalid(f"{label(node)}: constraints: not an object with vertical and horizontal")
            else:
                vertical, horizontal = constraints.get("vertical", "TOP"), constraints.get("horizontal", "LEFT")
                for field, value, allowed in (
                    ("vertical", vertical, _VERTICAL),
                    ("horizontal", horizontal, _HORIZONTAL),
                ):
                    if not isinstance(value, str):
                        raise invalid(f"{label(node)}: constraints.{field}: not a string")
                    if value not in allowed:
                        self.note(
                            node,
                            "guessed",
                            f"constraints.{field} {value!r} is not one of {', '.join(sorted(allowed))}: "
                            f"placed as {'TOP' if field == 'vertical' else 'LEFT'}",
                        )
                if vertical not in _VERTICAL:
                    vertical = "TOP"
                if horizontal not in _HORIZONTAL:
                    horizontal = "LEFT"
                scaled = [
                    field for field, value in (("vertical", vertical), ("horizontal", horizontal)) if value == "SCALE"
                ]
                if scaled:
                    self.note(
                        node,
                        "guessed",
                        f"constraints {' and '.join(scaled)} SCALE: placed as pinned to both edges "
                        "(the design format has no proportional anchors)",
                    )
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
        """The frame as a design: measure it, choose the device, place every node, nest the elements."""
        self._measure_frame()
        device_name = self._reference_device()
        self._walk()
        return self._result(device_name, self._nest())

    def _measure_frame(self) -> None:
        frame_box = self.box(self.frame, "absoluteBoundingBox")
        if frame_box is None:
            raise invalid(f"{label(self.frame)}: absoluteBoundingBox: missing (the frame's size picks the device)")
        self.origin = (frame_box[0], frame_box[1])
        self.frame_size = (frame_box[2], frame_box[3])

    def _walk(self) -> None:
        """Places the frame's nodes depth first, children in order: every node becomes a record or a note."""
        frame = self.frame
        children = frame.get("children", [])
        if not isinstance(children, list):
            raise invalid(f"{label(frame)}: children: not a list")
        screen = (0.0, 0.0, self.frame_size[0], self.frame_size[1])
        stack = [_Visit(child, -1, screen, _auto_layout(frame), 0) for child in reversed(children)]
        self.seen.add(id(frame))
        while stack:
            visit = stack.pop()
            self.count += 1
            if self.count > _MAX_NODES:
                raise limit(f"the frame holds more than {_MAX_NODES} nodes")
            stack.extend(self._place(visit))

    def _place(self, visit: _Visit) -> list[_Visit]:
        """Records one node as an element, or notes why not; returns its children to place next (in stack order)."""
        node, container, parent_rect, auto, nesting = visit
        node_id, kind, kids = self._check(node)
        if not node.get("visible", True):
            self._leave_out(node, "hidden (visible: false)", kids)
            return []
        bounding = self.box(node, "absoluteBoundingBox")
        rendered = self.box(node, "absoluteRenderBounds")
        box = bounding if bounding is not None else rendered
        if box is None:
            self.note(node, "skipped", "no absoluteBoundingBox or absoluteRenderBounds: nothing to place")
            return []
        layout_box = self.relative(node, "absoluteBoundingBox" if bounding is not None else "absoluteRenderBounds", box)
        rotated = self._rotation(node)
        role, guess = self.role(node, kind, layout_box)
        if role == "decoration":
            self._leave_out(node, "decoration by the roles mapping (not audited)", kids)
            return []
        if rotated is not None:
            self._place_rotated(visit, role, rotated, rendered, layout_box, kids)
            return []
        if guess:
            self.note(node, "guessed", guess)
        if kind in ("GROUP", "TRANSFORM_GROUP") and role is None:
            # Groups pass their children through: they are placed against the group's own container.
            return [_Visit(child, container, parent_rect, auto, nesting) for child in reversed(kids)]
        is_container = (
            (kind in _CONTAINERS or role == "background") and bool(kids) and role in (None, "background", "image")
        )
        rect = (
            self.relative(node, "absoluteRenderBounds", rendered)
            if rendered is not None and not is_container
            else layout_box
        )
        if role is None and not is_container:
            self._leave_out(node, "decoration (not audited)", kids)
            return []
        element: dict[str, Any] = {"id": node_id, "role": role or "media", "note": _element_note(node)}
        element.update(self.anchors(node, rect, parent_rect, "screen" if container < 0 else "parent", auto))
        self.records.append(_Record(node, element, container, role, rect, is_container, nesting))
        if is_container:
            index = len(self.records) - 1
            return [_Visit(child, index, rect, _auto_layout(node), nesting + 1) for child in reversed(kids)]
        if kids:
            inside = _count(kids)
            self.note(node, "skipped", f"{inside} nodes inside the {role} are part of it (not audited apart)")
            self.count += inside
        return []

    def _place_rotated(
        self, visit: _Visit, role: str | None, rotated: str, rendered: _Rect | None, layout_box: _Rect, kids: list[Any]
    ) -> None:
        """A rotated or skewed node: its axis-aligned box covers what is drawn, so an element is audited as
        that box, pinned where it is; what is inside is in rotated coordinates, which the design format
        cannot express, and is not imported."""
        node, container, parent_rect, _, nesting = visit
        inside = f"; its {_count(kids)} nodes inside are not imported" if kids else ""
        self.count += _count(kids)
        if role is None:
            self.note(node, "unsupported", f"{rotated} is not supported: not audited{inside}")
            return
        self.note(
            node,
            "unsupported",
            f"{rotated} is not supported: audited as its axis-aligned bounding box, pinned top-left{inside}",
        )
        rect = self.relative(node, "absoluteRenderBounds", rendered) if rendered is not None else layout_box
        target = "screen" if container < 0 else "parent"
        element: dict[str, Any] = {
            "id": node["id"],
            "role": role,
            "note": _element_note(node),
            "anchors": {
                "left": {"to": target, "offset": _round(rect[0] - parent_rect[0])},
                "top": {"to": target, "offset": _round(rect[1] - parent_rect[1])},
            },
            "width": _round(rect[2]),
            "height": _round(rect[3]),
        }
        self.records.append(_Record(node, element, container, role, rect, False, nesting))

    def _check(self, node: Any) -> tuple[str, str, list[Any]]:
        """The node's id, type and children, once it is known to be a new, well-formed node."""
        if not isinstance(node, Mapping):
            raise invalid(f"a child in frame {self.frame.get('id')} is {type(node).__name__}, not a node object")
        if id(node) in self.seen:
            raise invalid(f"{label(node)}: children: the node contains itself (a cycle)")
        self.seen.add(id(node))
        node_id, kind = node.get("id"), node.get("type")
        if not isinstance(node_id, str) or not node_id:
            raise invalid(f"{label(node)} (type {kind}): id: missing or not a string")
        if not isinstance(kind, str):
            raise invalid(f"{label(node)}: type: missing or not a string")
        if node_id in self.ids:
            raise invalid(f"{label(node)}: id: two nodes have this id")
        self.ids.add(node_id)
        if "name" in node and not isinstance(node["name"], str):
            raise invalid(f"{label(node)}: name: not a string")
        kids = node.get("children", [])
        if not isinstance(kids, list):
            raise invalid(f"{label(node)}: children: not a list")
        if not isinstance(node.get("visible", True), bool):
            raise invalid(f"{label(node)}: visible: not true or false")
        return node_id, kind, kids

    def _leave_out(self, node: Mapping[str, Any], reason: str, kids: list[Any]) -> None:
        """Notes a node that is not imported, with the nodes inside it, and counts those."""
        inside = _count(kids)
        self.note(node, "skipped", reason + (f", with {inside} nodes inside" if kids else ""))
        self.count += inside

    def _rotation(self, node: Mapping[str, Any]) -> str | None:
        """What rotates or skews the node ("rotation 30"), or None when it is axis-aligned."""
        rotation = node.get("rotation", 0) or 0
        if isinstance(rotation, bool) or not isinstance(rotation, (int, float)) or not math.isfinite(rotation):
            raise invalid(f"{label(node)}: rotation: not a finite number")
        transform = node.get("relativeTransform")
        skewed = (
            isinstance(transform, list)
            and len(transform) == 2
            and all(isinstance(r, list) and len(r) == 3 for r in transform)
            and (abs(float(transform[0][1])) > 1e-6 or abs(float(transform[1][0])) > 1e-6)
        )
        if abs(float(rotation)) > 1e-6:
            return f"rotation {rotation:g}"
        return "a rotated or skewed relativeTransform" if skewed else None

    def _nest(self) -> list[dict[str, Any]]:
        """The top-level elements, each container holding its children's elements. Containers are kept only
        when they hold something audited; the rest is decoration."""
        records = self.records
        needed = [False] * len(records)
        for index in range(len(records) - 1, -1, -1):
            record = records[index]
            if (record.role is not None or needed[index]) and record.container >= 0:
                needed[record.container] = True
        elements: list[dict[str, Any]] = []
        for index, record in enumerate(records):
            if record.role is None and not needed[index]:
                self.note(record.node, "skipped", "decoration (not audited): a container with nothing audited inside")
                continue
            if record.role is None:
                record.element["note"] += ": a container, not audited itself"
            if record.nesting > _MAX_NESTING:
                raise limit(
                    f"{label(record.node)}: nested {record.nesting} containers deep; the design format takes at "
                    f"most {_MAX_NESTING}"
                )
            if record.container < 0:
                elements.append(record.element)
            else:
                records[record.container].element.setdefault("children", []).append(record.element)
        total = sum(1 for index, record in enumerate(records) if record.role is not None or needed[index])
        if total > _MAX_ELEMENTS:
            raise limit(
                f"frame {self.frame.get('id')} {self.frame.get('name')!r} gives {total} elements; a design holds "
                f"at most {_MAX_ELEMENTS}"
            )
        return elements

    def _result(self, device_name: str, elements: list[dict[str, Any]]) -> FigmaImport:
        frame = self.frame
        file_name = self.data.get("name") if isinstance(self.data.get("name"), str) else "Figma file"
        w, h = self.frame_size
        design: dict[str, Any] = {
            "name": f"{file_name} / {frame.get('name')}",
            "description": f"Imported from Figma: frame {frame.get('id')} {frame.get('name')!r} ({w:g}x{h:g}), "
            f"{self.count} nodes, {len(self.notes)} notes",
            "reference_device": device_name,
            "elements": elements,
        }
        return FigmaImport(
            design, self.notes, str(frame.get("id")), str(frame.get("name")), self.frame_size, device_name, self.count
        )

    def _reference_device(self) -> str:
        w, h = self.frame_size
        if self.reference_device is not None:
            item = (
                self.reference_device
                if isinstance(self.reference_device, Device)
                else find_device(str(self.reference_device))
            )
            if {(item.width, item.height), (item.height, item.width)}.isdisjoint({(w, h)}):
                self.note(
                    self.frame,
                    "guessed",
                    f"the frame is {w:g}x{h:g}, {item.name} is {item.width:g}x{item.height:g}: "
                    "offsets are measured on the frame",
                )
            return str(item.name)
        matches = [item for item in devices() if (item.width, item.height) in ((w, h), (h, w))]
        if not matches:
            sizes = sorted({(item.width, item.height) for item in devices()})
            raise DeviceNotFoundError(
                f"frame {self.frame.get('id')} {self.frame.get('name')!r} is {w:g}x{h:g} points: no device "
                f"has that size in portrait or landscape (sizes: "
                f"{', '.join(f'{a:g}x{b:g}' for a, b in sizes)}); pass reference_device",
                E_DEVICE_NOT_FOUND,
            )
        name = _words(str(self.frame.get("name", "")))
        named = [item for item in matches if _words(item.name) in name or any(_words(a) in name for a in item.aliases)]
        chosen = max(named, key=lambda item: len(item.name)) if named else matches[-1]
        if len(matches) > 1:
            self.note(
                self.frame,
                "guessed",
                f"{w:g}x{h:g} is the size of {', '.join(m.name for m in matches)}: "
                f"{chosen.name} is the reference device"
                + (" (named in the frame's name)" if named else " (the newest)"),
            )
        return str(chosen.name)


def _count(nodes: list[Any]) -> int:
    """Nodes in a list of subtrees (iterative, bounded by the node limit)."""
    total, stack = 0, list(nodes)
    while stack:
        node = stack.pop()
        total += 1
        if total > _MAX_NODES:
            raise limit(f"more than {_MAX_NODES} nodes")
        if isinstance(node, Mapping) and isinstance(node.get("children"), list):
            stack.extend(node["children"])
    return total


def _round(value: float) -> float:
    rounded = round(value, 3)
    return 0.0 if rounded == 0 else rounded


def _element_note(node: Mapping[str, Any]) -> str:
    return f"{node.get('type')} {node.get('name', '')!r}"
