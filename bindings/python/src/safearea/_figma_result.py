"""What safearea.figma.load returns: FigmaImport (the design, the frame and device chosen) and its Notes
(each node skipped, guessed about or unsupported, and why)."""

from __future__ import annotations

from typing import Any


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
