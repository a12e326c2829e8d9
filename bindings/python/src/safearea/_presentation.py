"""What a presentation resolved to (docs/MODEL.md §18): a value object asked of C, never kept in Python."""

from __future__ import annotations

import dataclasses

from ._enums import ArrowDirection, DetentKind, PresentationStyle, ProvenanceKind
from ._safearea import Insets

Rect = tuple[float, float, float, float]


@dataclasses.dataclass(frozen=True)
class Presentation:
    """A presented controller's geometry in the current window.

    `style` is the style after adaptation (a form sheet, an automatic presentation or a popover
    on an iPhone is the page sheet); `detent` is LARGE for a custom detent at or above the
    maximum; `frame` is the presented view's frame in the window (scaled when the card floats),
    `layout_frame` the unscaled frame its content is laid out in; `insets` the content's safe area
    before its additionalSafeAreaInsets; `arrow_direction` a popover's arrow (its frame spans it;
    NONE for a sheet, a full-screen presentation or a popover adapted to a sheet)."""

    style: PresentationStyle
    detent: DetentKind
    detent_height: float
    maximum_detent_height: float
    frame: Rect
    layout_frame: Rect
    scale: float
    insets: Insets
    provenance: ProvenanceKind
    arrow_direction: ArrowDirection

    @classmethod
    def _from_c(cls, values: tuple) -> Presentation:  # type: ignore[type-arg]
        style, detent, height, maximum, frame, layout, scale, insets, provenance, arrow = values
        return cls(
            PresentationStyle(style),
            DetentKind(detent),
            height,
            maximum,
            tuple(frame),
            tuple(layout),
            scale,
            Insets(*insets),
            ProvenanceKind(provenance),
            ArrowDirection(arrow),
        )
