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

import os
from collections.abc import Mapping
from typing import Any

from ._figma_file import choose_frame, read, top_level_frames
from ._figma_import import Importer
from ._figma_result import FigmaImport, Note
from ._figma_roles import CONTROL_WORDS, ICON_WORDS, ROLES, check_roles
from ._figma_roles import ICON_MAX_SIDE as ICON_MAX_SIDE

__all__ = ["CONTROL_WORDS", "ICON_WORDS", "ROLES", "FigmaImport", "Note", "design", "load"]


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
    role_overrides = check_roles(roles)
    frames = top_level_frames(document)
    chosen = choose_frame(frames, frame)
    return Importer(document, chosen, reference_device, role_overrides).run()


def design(
    file: str | bytes | os.PathLike[str] | Mapping[str, Any],
    frame: str | None = None,
    *,
    reference_device: Any = None,
    roles: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """The design (a dict for safearea.audit) of one top-level frame of a Figma REST response; see load()."""
    return load(file, frame, reference_device=reference_device, roles=roles).design
