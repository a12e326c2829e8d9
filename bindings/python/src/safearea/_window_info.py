"""What an app window resolved to (docs/MODEL.md §19): a value object asked of C, never kept in Python."""

from __future__ import annotations

import dataclasses

from ._enums import ProvenanceKind, WindowCompatibility, WindowControls, WindowPlacement
from ._safearea import Insets
from ._values import Provenance

Rect = tuple[float, float, float, float]


@dataclasses.dataclass(frozen=True)
class WindowInfo:
    """A window on its screen (C: safearea_window_info).

    `windowed` is False for an app that fills the screen without window controls (no placement
    asked); `controls` is the style after `automatic` is resolved; `frame` is the window on the
    oriented screen; `controls_rect` the window controls in the window's coordinates ((0, 0, 0, 0)
    where the window shows none); `provenance` covers the frame, insets and size class,
    `controls_provenance` the controls' rectangle."""

    windowed: bool
    placement: WindowPlacement
    controls: WindowControls
    compatibility: WindowCompatibility
    screen: Rect
    frame: Rect
    insets: Insets
    insets_with_status_bar: Insets
    controls_rect: Rect
    horizontal_size_class: str
    corner_adaptation: float
    mid_window_edge_minimum_margin: float
    provenance: Provenance
    controls_provenance: Provenance

    @classmethod
    def _from_c(cls, values: tuple) -> WindowInfo:  # type: ignore[type-arg]
        (windowed, placement, controls, compatibility, screen, frame, insets, shown, rect, size_class, corner,
         mid_edge, provenance, controls_provenance) = values  # fmt: skip

        def source(p: tuple) -> Provenance:  # type: ignore[type-arg]
            return Provenance(ProvenanceKind(p[0]).name.lower(), p[1], p[2])

        return cls(
            bool(windowed),
            WindowPlacement(placement),
            WindowControls(controls),
            WindowCompatibility(compatibility),
            tuple(screen),
            tuple(frame),
            Insets(*insets),
            Insets(*shown),
            tuple(rect),
            "regular" if size_class == 1 else "compact",
            corner,
            mid_edge,
            source(provenance),
            source(controls_provenance),
        )
