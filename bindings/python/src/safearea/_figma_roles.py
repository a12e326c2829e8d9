"""The roles of safearea.figma's import: the words and sizes that make a node a control or an icon, the
rules that give every node its role (or none: decoration), and the `roles` mapping that overrides them."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ._errors import InvalidArgumentError
from ._figma_file import Rect
from ._safearea import E_INVALID_ARGUMENT

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

_VECTORS = {"VECTOR", "BOOLEAN_OPERATION", "STAR", "REGULAR_POLYGON", "ELLIPSE", "LINE"}


def check_roles(roles: Mapping[str, str] | None) -> dict[str, str]:
    """The `roles` mapping of load(), once each of its values is one of ROLES."""
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


def spaced_words(text: str) -> str:
    """A name as space-separated lower-case words (camelCase, snake_case, kebab-case, slashes split)."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", text)
    return " " + " ".join(re.findall(r"[a-z0-9]+", spaced.lower())) + " "


def has_word(name: str, words: tuple[str, ...]) -> bool:
    spaced = spaced_words(name)
    return any(f" {word} " in spaced for word in words)


def classify(
    node: Mapping[str, Any],
    kind: str,
    rect: Rect,
    frame_size: tuple[float, float],
    components: Mapping[str, str],
    overrides: Mapping[str, str],
) -> tuple[str | None, str | None]:
    """(role or None for a container/decoration, the guess to note or None) of a node of type `kind` at `rect`
    (relative to the frame of `frame_size`); `components` names the file's components by id, `overrides`
    is the checked `roles` mapping."""
    component = components.get(str(node.get("componentId")), "") if kind == "INSTANCE" else ""
    name = node.get("name", "") if isinstance(node.get("name"), str) else ""
    for key in (str(node.get("id")), name, component):
        if key and key in overrides:
            return overrides[key], None
    w, h = rect[2], rect[3]
    given = node.get("fills")
    fills: list[Any] = given if isinstance(given, list) else []
    image = any(
        isinstance(p, Mapping) and p.get("type") == "IMAGE" and p.get("visible", True) is not False for p in fills
    )
    fw, fh = frame_size
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
    if kind in ("INSTANCE", "COMPONENT") and (has_word(name, CONTROL_WORDS) or has_word(component, CONTROL_WORDS)):
        return "control", None
    small = max(w, h) <= ICON_MAX_SIDE
    if kind in _VECTORS and small:
        return "icon", None
    if (
        kind in ("INSTANCE", "COMPONENT", "FRAME", "GROUP")
        and small
        and (has_word(name, ICON_WORDS) or has_word(component, ICON_WORDS))
    ):
        return "icon", None
    if image:
        return "image", None
    return None, None
