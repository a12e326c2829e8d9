"""Where safearea.figma places a node: its anchors against its containing frame, from its
``constraints``, or from the auto-layout flow of the frame that places it (``layoutMode``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ._figma_file import Rect, invalid, label

#: What takes a note on a node: (node, kind, reason), as the import's own note().
NoteTaker = Callable[[Mapping[str, Any], str, str], None]

#: The constraints the design format takes, by axis.
_VERTICAL = {"TOP", "BOTTOM", "CENTER", "TOP_BOTTOM", "SCALE"}
_HORIZONTAL = {"LEFT", "RIGHT", "CENTER", "LEFT_RIGHT", "SCALE"}


def flow_constraints(node: Mapping[str, Any], auto: str) -> "tuple[str, str]":
    """(horizontal, vertical) of a node in an auto-layout frame: the flow places it, so it moves with its
    parent; FILL or STRETCH sizing stretches it with the parent on that axis."""
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
    return ("LEFT_RIGHT" if stretch_h else "LEFT"), ("TOP_BOTTOM" if stretch_v else "TOP")


def auto_layout(node: Mapping[str, Any]) -> str | None:
    """The auto-layout mode a frame places its children with (layoutMode), or None."""
    mode = node.get("layoutMode")
    return mode if mode in ("HORIZONTAL", "VERTICAL", "GRID") else None


def own_constraints(node: Mapping[str, Any], note: NoteTaker) -> "tuple[str, str]":
    """(horizontal, vertical) of a node its parent does not lay out: its constraints, each one the design
    format cannot take noted and placed as LEFT or TOP."""
    constraints = node.get("constraints")
    if constraints is None:
        note(node, "guessed", "no constraints: placed as TOP and LEFT")
        return "LEFT", "TOP"
    if not isinstance(constraints, Mapping):
        raise invalid(f"{label(node)}: constraints: not an object with vertical and horizontal")
    vertical, horizontal = constraints.get("vertical", "TOP"), constraints.get("horizontal", "LEFT")
    for field, value, allowed in (
        ("vertical", vertical, _VERTICAL),
        ("horizontal", horizontal, _HORIZONTAL),
    ):
        if not isinstance(value, str):
            raise invalid(f"{label(node)}: constraints.{field}: not a string")
        if value not in allowed:
            note(
                node,
                "guessed",
                f"constraints.{field} {value!r} is not one of {', '.join(sorted(allowed))}: "
                f"placed as {'TOP' if field == 'vertical' else 'LEFT'}",
            )
    if vertical not in _VERTICAL:
        vertical = "TOP"
    if horizontal not in _HORIZONTAL:
        horizontal = "LEFT"
    scaled = [field for field, value in (("vertical", vertical), ("horizontal", horizontal)) if value == "SCALE"]
    if scaled:
        note(
            node,
            "guessed",
            f"constraints {' and '.join(scaled)} SCALE: placed as pinned to both edges "
            "(the design format has no proportional anchors)",
        )
    return horizontal, vertical


def anchors(
    node: Mapping[str, Any], rect: Rect, parent: Rect, target: str, auto: str | None, note: NoteTaker
) -> dict[str, Any]:
    """The anchors of a node at `rect` against its containing frame at `parent` (both relative to the
    frame; `target` "screen" or "parent"), with width and height where they are not pinned at both ends;
    what the design format cannot take is given to `note`."""
    x, y, w, h = rect[0] - parent[0], rect[1] - parent[1], rect[2], rect[3]
    pw, ph = parent[2], parent[3]
    if auto is not None and node.get("layoutPositioning") != "ABSOLUTE":
        horizontal, vertical = flow_constraints(node, auto)
    else:
        horizontal, vertical = own_constraints(node, note)
    out: dict[str, Any] = {}
    width = height = None
    if horizontal in ("LEFT", "LEFT_RIGHT", "SCALE"):
        out["left"] = {"to": target, "offset": round_offset(x)}
    if horizontal in ("RIGHT", "LEFT_RIGHT", "SCALE"):
        out["right"] = {"to": target, "offset": round_offset(pw - (x + w))}
    if horizontal == "CENTER":
        out["center_x"] = {"to": target, "offset": round_offset(x + w / 2 - pw / 2)}
    if horizontal in ("LEFT", "RIGHT", "CENTER"):
        width = round_offset(w)
    if vertical in ("TOP", "TOP_BOTTOM", "SCALE"):
        out["top"] = {"to": target, "offset": round_offset(y)}
    if vertical in ("BOTTOM", "TOP_BOTTOM", "SCALE"):
        out["bottom"] = {"to": target, "offset": round_offset(ph - (y + h))}
    if vertical == "CENTER":
        out["center_y"] = {"to": target, "offset": round_offset(y + h / 2 - ph / 2)}
    if vertical in ("TOP", "BOTTOM", "CENTER"):
        height = round_offset(h)
    element: dict[str, Any] = {"anchors": out}
    if width is not None:
        element["width"] = width
    if height is not None:
        element["height"] = height
    return element


def round_offset(value: float) -> float:
    """A coordinate of the design: rounded to a thousandth of a point, never -0."""
    rounded = round(value, 3)
    return 0.0 if rounded == 0 else rounded
