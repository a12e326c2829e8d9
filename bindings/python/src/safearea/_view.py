"""UIKit views: View (structure, geometry, safe area, margins and guides) and ScrollView (content insets
adjusted for the safe area). The machinery they share with the controllers is in _node.py."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ._enums import AdaptivityAxis, Guide, Property, Status, ViewKind
from ._errors import InvalidArgumentError
from ._explanation import Explanation
from ._node import _Node
from ._properties import BEHAVIOR, BOOL, EDGES, FLOATS2, FLOATS4, Floats, Mask, Rect, Setting
from ._safearea import Insets

#: Layout regions that adapt to corners (UIView.LayoutRegion), by the names `View.layout_region_frame` takes.
_REGIONS = {"safe_area": Guide.SAFE_AREA, "margins": Guide.LAYOUT_MARGINS, "readable_content": Guide.READABLE_CONTENT}
#: UIView.LayoutRegion.AdaptivityAxis, by name.
_AXES = {axis.name.lower(): axis for axis in AdaptivityAxis}

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._view_controller import ViewController
    from ._window import Window


class View(_Node):
    """A UIView. Its frame is in its superview's coordinates; results are read
    after a layout pass, which happens on demand."""

    _kind = ViewKind.PLAIN

    def __init__(self, frame: Iterable[float] = (0, 0, 0, 0)) -> None:
        super().__init__()
        # Until the view joins a window: its subviews, superview and controller as the user set them.
        self._pending_subviews: list[View] = []
        self._pending_superview: View | None = None
        self._pending_controller: ViewController | None = None
        self.frame = frame

    def _role(self) -> tuple[str, int, bool]:
        return ("view", self._kind, self._controller() is not None)

    # -- structure ---------------------------------------------------------
    def _controller(self) -> ViewController | None:
        """The view controller whose root view this is."""
        if self._window is not None and self._pending_controller is None:
            node = self._window._tree.view_controller(self._node)
            return self._window._object(node) if node else None  # type: ignore[return-value]
        return self._pending_controller

    def _materialize(self, window: Window) -> None:
        """Creates the view (detached) and its pending subviews in `window`'s tree; a
        controller's root view joins with its controller."""
        if self._window is None and self._pending_controller is not None:
            self._pending_controller._materialize(window)
            return
        self._create(window)

    def _create(self, window: Window) -> None:
        if self._window is window:
            return
        if self._window is not None:
            raise InvalidArgumentError(
                "this view already belongs to another window's tree (a view in two trees)", Status.E_INVALID_ARGUMENT
            )
        frame = self._pending.pop(Property.FRAME)
        self._node = window._tree.view_new(self._kind, frame)
        self._window = window
        window._objects[self._node] = self
        self._apply_pending()
        subviews, self._pending_subviews = self._pending_subviews, []
        self._pending_superview = None
        for child in subviews:
            child._materialize(window)
            window._tree.add_subview(self._node, child._node)

    def _materialize_in(self, window: Window) -> None:
        """A container view given to add_child before the parent joined a window."""
        if self._window is None:
            raise ValueError("the container view is not in the parent controller's view hierarchy")

    def add_subview(self, view: View | None = None, *, frame: Iterable[float] | None = None) -> View:
        """Adds `view` (or a new View with `frame`) as the last subview; returns it."""
        if view is None:
            view = View(frame if frame is not None else (0, 0, 0, 0))
        elif frame is not None:
            view.frame = frame
        if self._window is None and view._window is not None:
            self._materialize(view._window)
        if view._window is None:
            view.remove_from_superview()  # from its pending superview
        if self._window is not None:
            view._materialize(self._window)
            self._window._tree.add_subview(self._node, view._node)
            return view
        view._pending_superview = self
        self._pending_subviews.append(view)
        return view

    def add_scroll_view(
        self,
        frame: Iterable[float] = (0, 0, 0, 0),
        content_size: Iterable[float] = (0, 0),
        behavior: str = "automatic",
        content_inset: Iterable[float] = (0, 0, 0, 0),
        always_bounce_vertical: bool = False,
        always_bounce_horizontal: bool = False,
    ) -> ScrollView:
        """Adds a new ScrollView; returns it."""
        scroll = ScrollView(
            frame=frame,
            content_size=content_size,
            behavior=behavior,
            content_inset=content_inset,
            always_bounce_vertical=always_bounce_vertical,
            always_bounce_horizontal=always_bounce_horizontal,
        )
        self.add_subview(scroll)
        return scroll

    def remove_from_superview(self) -> None:
        """Removes the view (with its subviews) from its superview."""
        if self._window is not None:
            self._window._tree.remove_from_superview(self._node)
            return
        parent = self._pending_superview
        if parent is not None and self in parent._pending_subviews:
            parent._pending_subviews.remove(self)
        self._pending_superview = None

    @property
    def superview(self) -> View | None:
        """The view this one is a subview of (None: none)."""
        if self._window is not None:
            node = self._window._tree.superview(self._node)
            return self._window._object(node) if node else None  # type: ignore[return-value]
        return self._pending_superview

    @property
    def subviews(self) -> tuple[View, ...]:
        """The subviews, back to front (views made in bulk by Window.add_views have no
        Python object and are not listed)."""
        if self._window is not None:
            return self._window._objects_of(self._window._tree.subviews(self._node))  # type: ignore[return-value]
        return tuple(self._pending_subviews)

    @property
    def window(self) -> Window | None:
        """The window whose tree holds the view (None until it joins one)."""
        return self._window

    # -- geometry ----------------------------------------------------------
    frame = Setting(Property.FRAME, FLOATS4, "The frame (x, y, width, height) in the superview's coordinates.")
    bounds_origin = Setting(Property.BOUNDS_ORIGIN, FLOATS2, "bounds.origin (x, y); a scroll view's content offset.")

    # -- results -----------------------------------------------------------
    @property
    def safe_area_insets(self) -> Insets:
        """safeAreaInsets (zero when not in a window)."""
        if self._window is None:
            return Insets(0, 0, 0, 0)
        return self._window._tree.safe_area(self._node)

    def _guide(self, which: Guide) -> Rect:
        if self._window is None:
            frame = self.frame
            return (0.0, 0.0, frame[2], frame[3])
        return self._window._tree.guide(self._node, which)

    @property
    def safe_area_frame(self) -> Rect:
        """safeAreaLayoutGuide.layoutFrame in the view's bounds coordinates."""
        return self._guide(Guide.SAFE_AREA)

    @property
    def layout_margins(self) -> Insets:
        """The effective layoutMargins."""
        if self._window is None:
            return Insets(*self.directional_layout_margins)
        return self._window._tree.layout_margins(self._node)

    @property
    def layout_margins_frame(self) -> Rect:
        """layoutMarginsGuide.layoutFrame in the view's bounds coordinates."""
        return self._guide(Guide.LAYOUT_MARGINS)

    def layout_region_frame(self, region: str = "safe_area", corner_adaptation: str | None = None) -> Rect:
        """layoutGuide(for:).layoutFrame of a layout region, in the view's bounds coordinates (MODEL.md §2.9).

        `region` is "safe_area", "margins" or "readable_content" (UIKit's
        `.safeArea(cornerAdaptation:)`, `.margins(...)`, `.readableContent(...)`); `corner_adaptation`
        None (the plain guide: `safe_area_frame`, `layout_margins_frame`, `readable_content_frame`),
        "horizontal" or "vertical": where the region meets a rounded display corner (or the window
        controls) its edge on that side moves in clear of it. iOS, iPadOS and tvOS 26 and later
        (UnsupportedError before); the amounts are measured on the iPhone Duo's inner display in
        landscape and derived elsewhere, which a strict window refuses (OSVersionError)."""
        if not isinstance(region, str):
            raise TypeError(f"region: expected a name (str), not {type(region).__name__}")
        if corner_adaptation is not None and not isinstance(corner_adaptation, str):
            raise TypeError(f"corner_adaptation: expected None or a name (str), not {type(corner_adaptation).__name__}")
        guide = _REGIONS.get(region)
        if guide is None:
            raise InvalidArgumentError(
                f"{region!r} is not a layout region: use safe_area, margins or readable_content",
                Status.E_INVALID_ARGUMENT,
            )
        if corner_adaptation is None:
            return self._guide(guide)
        axis = _AXES.get(corner_adaptation)
        if axis is None:
            raise InvalidArgumentError(
                f"{corner_adaptation!r} is not a corner adaptation: use None, horizontal or vertical",
                Status.E_INVALID_ARGUMENT,
            )
        if self._window is None:
            return self._guide(guide)
        return self._window._tree.corner_adapted_guide(self._node, guide, axis)

    @property
    def readable_content_frame(self) -> Rect:
        """readableContentGuide.layoutFrame: at most 672 pt wide, centred in the margins."""
        return self._guide(Guide.READABLE_CONTENT)

    @property
    def keyboard_layout_frame(self) -> Rect:
        """keyboardLayoutGuide.layoutFrame."""
        return self._guide(Guide.KEYBOARD)

    def explain(self, edge: str | None = None) -> Explanation:
        """Why the safe-area insets have their values (MODEL.md §5): an Explanation
        for one edge, or for all four when `edge` is None."""
        edges = [edge] if edge is not None else list(EDGES)
        parts: list[tuple[str, str, list[dict[str, Any]]]] = []
        for name in edges:
            if name not in EDGES:
                raise ValueError(f"{name!r} is not an edge: use top, left, bottom or right")
            if self._window is None:
                parts.append(
                    (
                        name,
                        f"{name} = 0\n  1. 0: the view is not in a window (MODEL.md §2.2)",
                        [{"kind": "not_in_window", "amount": 0, "value": 0, "text": "the view is not in a window"}],
                    )
                )
                continue
            text = self._window._tree.explain(self._node, EDGES[name], False)
            steps = json.loads(self._window._tree.explain(self._node, EDGES[name], True))
            parts.append((name, text, steps))
        return Explanation(parts)

    # -- layout margins ----------------------------------------------------
    directional_layout_margins = Setting(
        Property.DIRECTIONAL_LAYOUT_MARGINS,
        FLOATS4,
        "directionalLayoutMargins (top, leading, bottom, trailing); 8 by default, 0 on a controller's root view.",
    )
    preserves_superview_layout_margins = Setting(
        Property.PRESERVES_SUPERVIEW_LAYOUT_MARGINS, BOOL, "preservesSuperviewLayoutMargins."
    )
    insets_layout_margins_from_safe_area = Setting(
        Property.INSETS_LAYOUT_MARGINS_FROM_SAFE_AREA, BOOL, "insetsLayoutMarginsFromSafeArea."
    )
    keyboard_layout_guide_uses_bottom_safe_area = Setting(
        Property.USES_BOTTOM_SAFE_AREA, BOOL, "keyboardLayoutGuide.usesBottomSafeArea."
    )
    transform = Setting(
        Property.TRANSFORM,
        Floats(6),
        "UIView.transform (a, b, c, d, tx, ty); the identity (1, 0, 0, 1, 0, 0) by default. Any other transform makes the "
        "insets of this view and its subviews raise UnsupportedError (MODEL.md §2.4: reported, not predicted); NaN or a "
        "singular matrix is refused.",
    )
    autoresizing_mask = Setting(
        Property.AUTORESIZING_MASK,
        Mask(),
        "UIView.autoresizingMask as AutoresizingMask flags; set from flags, an int or names ('flexible_width', "
        "'flexible_height', ...). A controller's root view has flexible width and height.",
    )

    def __repr__(self) -> str:
        kind = type(self).__name__
        x, y, w, h = self.frame
        where = "" if self._window is not None else " (not in a window)"
        return f"<safearea.{kind} frame=({x:g}, {y:g}, {w:g}, {h:g}) safe_area={tuple(self.safe_area_insets)}{where}>"


class ScrollView(View):
    """A UIScrollView: adjustedContentInset = contentInset + the applied safe-area edges (MODEL.md §2.6)."""

    _kind = ViewKind.SCROLL

    def __init__(
        self,
        frame: Iterable[float] = (0, 0, 0, 0),
        content_size: Iterable[float] = (0, 0),
        behavior: str = "automatic",
        content_inset: Iterable[float] = (0, 0, 0, 0),
        always_bounce_vertical: bool = False,
        always_bounce_horizontal: bool = False,
    ) -> None:
        super().__init__(frame)
        self.content_size = content_size
        self.content_inset_adjustment_behavior = behavior
        self.content_inset = content_inset
        self.always_bounce_vertical = always_bounce_vertical
        self.always_bounce_horizontal = always_bounce_horizontal

    content_size = Setting(Property.CONTENT_SIZE, FLOATS2, "contentSize (width, height).")
    content_inset = Setting(Property.CONTENT_INSET, FLOATS4, "contentInset (top, left, bottom, right).")
    content_offset = Setting(Property.CONTENT_OFFSET, FLOATS2, "contentOffset (x, y).")
    content_inset_adjustment_behavior = Setting(
        Property.CONTENT_INSET_ADJUSTMENT_BEHAVIOR,
        BEHAVIOR,
        "contentInsetAdjustmentBehavior: 'automatic', 'scrollable_axes', 'never' or 'always'.",
    )
    behavior = content_inset_adjustment_behavior
    always_bounce_vertical = Setting(Property.ALWAYS_BOUNCE_VERTICAL, BOOL, "alwaysBounceVertical.")
    always_bounce_horizontal = Setting(Property.ALWAYS_BOUNCE_HORIZONTAL, BOOL, "alwaysBounceHorizontal.")
    vertical_scroll_indicator_insets = Setting(
        Property.VERTICAL_SCROLL_INDICATOR_INSETS,
        FLOATS4,
        "The effective insets (the user's plus the applied safe area when automatic); setting sets the user's.",
    )
    horizontal_scroll_indicator_insets = Setting(
        Property.HORIZONTAL_SCROLL_INDICATOR_INSETS,
        FLOATS4,
        "The effective insets (the user's plus the applied safe area when automatic); setting sets the user's.",
    )
    automatically_adjusts_scroll_indicator_insets = Setting(
        Property.AUTOMATICALLY_ADJUSTS_SCROLL_INDICATOR_INSETS, BOOL, "automaticallyAdjustsScrollIndicatorInsets."
    )

    @property
    def adjusted_content_inset(self) -> Insets:
        """adjustedContentInset: contentInset plus the applied safe-area edges (read only)."""
        if self._window is None:
            return Insets(*self.content_inset)
        return Insets(*self._window._tree.get(self._node, Property.ADJUSTED_CONTENT_INSET))
