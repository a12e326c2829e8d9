"""The walk of safearea.figma's import: every node of the chosen frame becomes an element of the design
or a note, the elements nest as their containers do, and the frame's size picks the reference device.
The roles are in _figma_roles.py, the anchors in _figma_anchors.py."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, NamedTuple

from ._catalog import device as find_device
from ._catalog import devices
from ._device import Device
from ._errors import DeviceNotFoundError
from ._figma_anchors import anchors, auto_layout, round_offset
from ._figma_file import Rect, invalid, label, limit
from ._figma_result import FigmaImport, Note
from ._figma_roles import classify, spaced_words
from ._safearea import E_DEVICE_NOT_FOUND

#: The largest coordinate the design format takes (DesignLimits.maxLength in the engine).
_MAX_LENGTH = 100_000.0
#: Elements per design (DesignLimits.maxElements).
_MAX_ELEMENTS = 20_000
#: Element nesting the design format's JSON depth limit (64) leaves room for.
_MAX_NESTING = 29
#: Nodes per import: beyond this the file is refused before any work.
_MAX_NODES = 4_000_000

_CONTAINERS = {"FRAME", "COMPONENT", "COMPONENT_SET", "INSTANCE", "SECTION"}


class _Visit(NamedTuple):
    """A node to place: the record of its container (-1: the screen), the container's rect relative to the
    frame, the container's auto-layout mode and how many containers deep it is."""

    node: Any
    container: int
    parent_rect: Rect
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
    rect: Rect
    is_container: bool
    nesting: int


class Importer:
    """One import: the response, the frame chosen, the reference device asked for and the checked roles."""

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

    def box(self, node: Mapping[str, Any], field: str) -> Rect | None:
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

    def relative(self, node: Mapping[str, Any], field: str, box: Rect) -> Rect:
        x, y, w, h = box[0] - self.origin[0], box[1] - self.origin[1], box[2], box[3]
        for key, value in (("x", x), ("y", y), ("width", w), ("height", h)):
            if abs(value) > _MAX_LENGTH:
                raise invalid(
                    f"{label(node)}: {field}.{key}: {value:g} points from the frame; the design format "
                    f"takes at most {_MAX_LENGTH:g}"
                )
        return x, y, w, h

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
        stack = [_Visit(child, -1, screen, auto_layout(frame), 0) for child in reversed(children)]
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
        role, guess = classify(node, kind, layout_box, self.frame_size, self.components, self.roles)
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
        element.update(anchors(node, rect, parent_rect, "screen" if container < 0 else "parent", auto, self.note))
        self.records.append(_Record(node, element, container, role, rect, is_container, nesting))
        if is_container:
            index = len(self.records) - 1
            return [_Visit(child, index, rect, auto_layout(node), nesting + 1) for child in reversed(kids)]
        if kids:
            inside = _count(kids)
            self.note(node, "skipped", f"{inside} nodes inside the {role} are part of it (not audited apart)")
            self.count += inside
        return []

    def _place_rotated(
        self, visit: _Visit, role: str | None, rotated: str, rendered: Rect | None, layout_box: Rect, kids: list[Any]
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
                "left": {"to": target, "offset": round_offset(rect[0] - parent_rect[0])},
                "top": {"to": target, "offset": round_offset(rect[1] - parent_rect[1])},
            },
            "width": round_offset(rect[2]),
            "height": round_offset(rect[3]),
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
        name = spaced_words(str(self.frame.get("name", "")))
        named = [
            item
            for item in matches
            if spaced_words(item.name) in name or any(spaced_words(a) in name for a in item.aliases)
        ]
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


def _element_note(node: Mapping[str, Any]) -> str:
    return f"{node.get('type')} {node.get('name', '')!r}"
