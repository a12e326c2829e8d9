"""A UIKit view controller: ViewController, its root view, its parent and children, and the settings
that shape its view's safe area (MODEL.md §2.4, §2.8). The containers are in _containers.py."""

from __future__ import annotations

from collections.abc import Iterable

from ._enums import ArrowDirection, BarButtonPlacement, ControllerKind, DetentKind, PresentationStyle, Property, Status
from ._errors import InvalidArgumentError
from ._node import _joining, _Node
from ._presentation import Presentation
from ._properties import BOOL, FLOATS4, NUMBER, TOOLBAR_ITEMS, Edges, Setting, Values, finite_numbers, numbers
from ._view import View

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._window import Transition, Window


def _detent_argument(detent: DetentKind | str | float) -> tuple[DetentKind, float]:
    """A detent as the extension takes it: its kind and a custom detent's height (0 otherwise)."""
    if isinstance(detent, DetentKind):
        return detent, 0.0
    if isinstance(detent, str):
        try:
            return DetentKind[detent.upper()], 0.0
        except KeyError:
            raise InvalidArgumentError(
                f"detent: {detent!r} is not large, medium or a height in points", Status.E_INVALID_ARGUMENT
            ) from None
    if isinstance(detent, bool) or not isinstance(detent, (int, float)):
        raise TypeError("detent: expected 'large', 'medium' or a height in points")
    return DetentKind.CUSTOM, float(detent)


class ViewController(_Node):
    """A UIViewController with a root view (`view`, a new View unless given)."""

    _controller_kind = ControllerKind.PLAIN

    def __init__(
        self,
        additional_safe_area: Iterable[float] = (0, 0, 0, 0),
        prefers_status_bar_hidden: bool = False,
        *,
        view: View | None = None,
    ) -> None:
        super().__init__()
        if view is None:
            view = View()
        if view._controller() is not None or view.superview is not None:
            raise ValueError("this view already belongs to a view controller or a superview")
        self._view = view
        # Until the controller joins a window: its parent and children as the user set them.
        self._pending_parent: ViewController | None = None
        self._pending_children: list[tuple[ViewController, View, Values | None]] = []
        if view._window is not None:
            self._materialize(view._window)
        else:
            view._pending_controller = self
        self.additional_safe_area_insets = additional_safe_area
        if prefers_status_bar_hidden:
            self.prefers_status_bar_hidden = True

    def _role(self) -> tuple[str, int, bool]:
        return ("controller", self._controller_kind, False)

    def _materialize(self, window: Window) -> None:
        """Creates the controller (detached), its view and its pending children in `window`'s tree."""
        if self._window is window:
            return
        if self._window is not None:
            raise InvalidArgumentError(
                "this view controller already belongs to another window's tree", Status.E_INVALID_ARGUMENT
            )
        view = self._view
        if view._window is not None and view._window is not window:
            raise InvalidArgumentError(
                "this view controller's view already belongs to a window's tree", Status.E_INVALID_ARGUMENT
            )
        view._create(window)
        self._node = window._tree.controller_new(self._controller_kind, view._node)
        self._window = window
        window._objects[self._node] = self
        view._pending_controller = None
        self._apply_pending()
        self._pending_parent = None
        self._materialize_children(window)

    def _materialize_children(self, window: Window) -> None:
        pending, self._pending_children = self._pending_children, []
        for child, container, frame in pending:
            child._materialize(window)
            container._materialize_in(window)
            window._tree.add_child(self._node, child._node, container._node, frame)

    @property
    def view(self) -> View:
        """The root view."""
        return self._view

    @property
    def parent(self) -> ViewController | None:
        """The parent view controller (a container or the controller that embedded this one)."""
        if self._window is not None:
            node = self._window._tree.parent(self._node)
            return self._window._object(node) if node else None  # type: ignore[return-value]
        return self._pending_parent

    @property
    def children(self) -> tuple[ViewController, ...]:
        """The child view controllers, in order."""
        if self._window is not None:
            return self._window._objects_of(self._window._tree.children(self._node))  # type: ignore[return-value]
        return tuple(child for child, _, _ in self._pending_children)

    def add_child(
        self, child: ViewController, container_view: View | None = None, frame: Iterable[float] | None = None
    ) -> ViewController:
        """Embeds `child` with its view in `container_view` (default: this controller's view)
        at `frame` (None: the container's bounds). Its insets start at zero (MODEL.md §2.4)."""
        if container_view is None:
            container_view = self._view
        placed = finite_numbers(frame, 4, "frame") if frame is not None else None
        if child.parent is not None:
            raise InvalidArgumentError(
                "this view controller already has a parent; remove it first", Status.E_INVALID_ARGUMENT
            )
        window = self._window or child._window or container_view._window
        if window is not None:
            self._materialize(window)
            child._materialize(window)
            if container_view._window is None:
                raise ValueError("the container view is not in this controller's view hierarchy")
            window._tree.add_child(self._node, child._node, container_view._node, placed)
        else:
            self._pending_children.append((child, container_view, placed))
            child._pending_parent = self
            child._view._pending_superview = container_view
        return child

    def present(
        self,
        controller: ViewController,
        style: PresentationStyle | str = PresentationStyle.AUTOMATIC,
        detent: DetentKind | str | float = DetentKind.LARGE,
        *,
        source: View | Values | tuple[View, Values] | BarButtonPlacement | str | tuple[str, int] | None = None,
        permitted_arrow_directions: ArrowDirection | int | str | Iterable[str] = "any",
        preferred_content_size: tuple[float, float] | None = None,
        prefers_edge_attached_in_compact_height: bool = False,
        width_follows_preferred_content_size_when_edge_attached: bool = False,
        prefers_page_sizing: bool = True,
        keeps_popover_in_compact: bool = False,
    ) -> Presentation:
        """Presents `controller` from this controller (which must be in a window), as UIKit's
        present(_:animated:): it becomes a window-level root with the frame and content safe
        area of `style` and `detent` ("large", "medium" or a custom height in points)
        (docs/MODEL.md §18). Returns what the presentation resolved to; what it changed, view by view,
        is the window's last_transition (a Transition).

        A popover's `source` is a view in this window (its bounds), a rectangle (x, y, w, h) in
        this controller's view, or (view, rectangle) for a rectangle in that view; it is
        required on an iPad (UIKit throws without one) and optional on an iPhone, where the
        popover adapts to a sheet. `permitted_arrow_directions` is an ArrowDirection, its name
        ("any", "up", ...) or names; `preferred_content_size` the presented controller's
        preferredContentSize (w, h); the three sheet options are UISheetPresentationController's.

        `source` may also be a bar button item: a BarButtonPlacement or its name
        ("navigation_leading", "navigation_trailing", "toolbar"), or (name, index) for an item
        further in (0 the outermost), read through the navigation bar of the nearest navigation
        controller at or above this one. `keeps_popover_in_compact` keeps a popover a popover where
        UIKit adapts it (the delegate's adaptivePresentationStyle returning .none, SwiftUI's
        presentationCompactAdaptation(.popover))."""
        if self._window is None:
            raise InvalidArgumentError("presenter: this view controller is not in a window", Status.E_INVALID_ARGUMENT)
        bar_button, bar_index = _bar_button_argument(source)
        source_view, source_rect = (None, None) if bar_button else _source_argument(source)
        arrows = _arrows_argument(permitted_arrow_directions)
        width = height_pt = 0.0
        if preferred_content_size is not None:
            width, height_pt = numbers(preferred_content_size, 2, "preferred_content_size")
        if isinstance(style, str):
            try:
                style = PresentationStyle[style.upper()]
            except KeyError:
                raise InvalidArgumentError(
                    f"style: {style!r} is not one of {[s.name.lower() for s in PresentationStyle]}",
                    Status.E_INVALID_ARGUMENT,
                ) from None
        elif isinstance(style, bool) or not isinstance(style, int):
            raise TypeError(f"style: expected a PresentationStyle or its name, not {type(style).__name__}")
        kind, height = _detent_argument(detent)
        if source_view is not None and source_view._window is not self._window:
            raise InvalidArgumentError("source: the view is not in the presenter's window", Status.E_INVALID_ARGUMENT)
        # A refused presentation leaves the controller as it was: not bound to this window.
        with _joining(self._window, controller):
            controller._materialize(self._window)
            # As a transition (docs/MODEL.md §12): its changes are the window's last_transition.
            raw = self._window._tree.present_transition(
                self._node,
                controller._node,
                int(style),
                int(kind),
                height,
                None if source_view is None else source_view._node,
                source_rect,
                arrows,
                width,
                height_pt,
                bool(prefers_edge_attached_in_compact_height),
                bool(width_follows_preferred_content_size_when_edge_attached),
                bool(prefers_page_sizing),
                bar_button,
                bar_index,
                bool(keeps_popover_in_compact),
            )
        self._window._record(raw, kind="present")
        return Presentation._from_c(self._window._tree.presentation(controller._node))

    def dismiss(self) -> Transition:
        """Dismisses this presented controller and what it presents; returns what changed, view by view
        (a Transition: the dismissed views' insets back to zero; they keep their frames)."""
        if self._window is None:
            raise InvalidArgumentError("controller: this view controller is not presented", Status.E_INVALID_ARGUMENT)
        return self._window._record(self._window._tree.dismiss_transition(self._node), kind="dismiss")

    def set_detent(self, detent: DetentKind | str | float) -> Transition:
        """Changes this presented sheet's detent ("large", "medium" or a custom height in points), as
        UISheetPresentationController's selectedDetentIdentifier does, and returns what changed, view by
        view (a Transition; docs/MODEL.md §12, §18)."""
        if self._window is None:
            raise InvalidArgumentError("controller: this view controller is not presented", Status.E_INVALID_ARGUMENT)
        kind, height = _detent_argument(detent)
        return self._window._record(self._window._tree.set_detent(self._node, int(kind), height), kind="detent")

    @property
    def presentation(self) -> Presentation | None:
        """What this controller's presentation resolved to in the current window (None: not presented)."""
        if self._window is None:
            return None
        try:
            return Presentation._from_c(self._window._tree.presentation(self._node))
        except InvalidArgumentError:
            return None

    def remove_from_parent(self) -> None:
        """Removes the controller from its parent; its view leaves the hierarchy."""
        if self._window is not None:
            self._window._tree.remove_from_parent(self._node)
            return
        parent = self._pending_parent
        if parent is None:
            return
        parent._forget_pending_child(self)
        self._pending_parent = None
        self._view._pending_superview = None

    def _forget_pending_child(self, child: ViewController) -> None:
        """Drops `child` from the children this controller holds until it joins a window."""
        self._pending_children = [item for item in self._pending_children if item[0] is not child]

    additional_safe_area_insets = Setting(
        Property.ADDITIONAL_SAFE_AREA_INSETS,
        FLOATS4,
        "additionalSafeAreaInsets (top, left, bottom, right); may be negative.",
    )
    prefers_status_bar_hidden = Setting(Property.PREFERS_STATUS_BAR_HIDDEN, BOOL, "prefersStatusBarHidden.")
    automatically_adjusts_scroll_view_insets = Setting(
        Property.AUTOMATICALLY_ADJUSTS_SCROLL_VIEW_INSETS,
        BOOL,
        "automaticallyAdjustsScrollViewInsets (iOS 7-10 behaviour).",
    )
    edges_for_extended_layout = Setting(
        Property.EDGES_FOR_EXTENDED_LAYOUT,
        Edges(),
        "edgesForExtendedLayout: a frozenset of edge names; set from names, 'all' or an edge-bit mask.",
    )
    extended_layout_includes_opaque_bars = Setting(
        Property.EXTENDED_LAYOUT_INCLUDES_OPAQUE_BARS, BOOL, "extendedLayoutIncludesOpaqueBars."
    )
    view_respects_system_minimum_layout_margins = Setting(
        Property.VIEW_RESPECTS_SYSTEM_MINIMUM_LAYOUT_MARGINS, BOOL, "viewRespectsSystemMinimumLayoutMargins."
    )
    toolbar_items = Setting(
        Property.TOOLBAR_ITEMS,
        TOOLBAR_ITEMS,
        "How many toolbarItems the controller gives its navigation controller's toolbar (0 to 10,000; "
        "default 0). On iOS 26 and later a shown toolbar with none takes no slot (MODEL.md §17).",
    )
    search_controller = Setting(
        Property.SEARCH_CONTROLLER,
        BOOL,
        "navigationItem.searchController is set: the navigation controller the controller is in shows a "
        "search field (MODEL.md §17); reads refuse one outside a navigation controller.",
    )

    @property
    def top_layout_guide_length(self) -> float:
        """topLayoutGuide.length (deprecated in iOS 11 for the safe area; MODEL.md §2.8): the bottom of the
        status bar, or of a visible navigation bar, in the view's coordinates — 64 for an iPhone 8 in a
        navigation controller, 88 on an iPhone X (housing included since iOS 11). Its own
        additionalSafeAreaInsets do not count; 0 when not in a window. Read only."""
        return NUMBER.decode(self._get(Property.TOP_LAYOUT_GUIDE_LENGTH))

    @property
    def bottom_layout_guide_length(self) -> float:
        """bottomLayoutGuide.length: from the top of a visible tab bar or toolbar (or the home indicator)
        to the view's bottom — 49 for an iPhone 8 in a tab bar controller, 83 on an iPhone X. Read only."""
        return NUMBER.decode(self._get(Property.BOTTOM_LAYOUT_GUIDE_LENGTH))

    def __repr__(self) -> str:
        return f"<safearea.{type(self).__name__} safe_area={tuple(self._view.safe_area_insets)}>"


def _bar_button_argument(source: object) -> tuple[int, int]:
    """(SAFEAREA_BAR_BUTTON_*, index) of `present`'s source when it names a bar button item, else (0, 0)."""
    name: object = source
    index: object = 0
    if isinstance(source, (tuple, list)) and len(source) == 2 and isinstance(source[0], (str, BarButtonPlacement)):
        name, index = source
    placement: BarButtonPlacement
    if isinstance(name, BarButtonPlacement):
        if name == BarButtonPlacement.NONE:
            return 0, 0  # no bar button item: the source is a view or a rectangle, or none
        placement = name
    elif isinstance(name, str):
        key = name.strip().upper().replace("-", "_")  # any case, and '-' for '_', as window placements are spelled
        try:
            if key == BarButtonPlacement.NONE.name:
                raise KeyError(name)
            placement = BarButtonPlacement[key]
        except KeyError:
            names = [p.name.lower() for p in BarButtonPlacement if p is not BarButtonPlacement.NONE]
            raise InvalidArgumentError(
                f"source: {name!r} is not a bar button placement ({', '.join(names)})", Status.E_INVALID_ARGUMENT
            ) from None
    else:
        return 0, 0
    if isinstance(index, bool) or not isinstance(index, int):
        raise TypeError("source: a bar button item's index is an int")
    if index < 0 or index > 0xFFFFFFFF:
        raise InvalidArgumentError(
            f"source: a bar button item's index {index} is negative or too large (0 is the outermost item)",
            Status.E_INVALID_ARGUMENT,
        )
    return int(placement), index


def _source_argument(source: object) -> tuple[View | None, tuple[float, float, float, float] | None]:
    """(source view, source rectangle) of `present`'s source argument."""
    if source is None:
        return None, None
    if isinstance(source, View):
        return source, None
    items = tuple(source) if isinstance(source, (tuple, list)) else None
    if items is not None and len(items) == 2 and isinstance(items[0], View):
        return items[0], _rect(items[1])
    if items is not None and len(items) == 4:
        return None, _rect(items)
    raise TypeError("source: expected a View, a rectangle (x, y, width, height) or (view, rectangle)")


def _rect(value: object) -> tuple[float, float, float, float]:
    items = tuple(value) if isinstance(value, (tuple, list)) else ()
    if len(items) != 4 or any(isinstance(v, bool) or not isinstance(v, (int, float)) for v in items):
        raise TypeError("source: a rectangle is (x, y, width, height) in points")
    x, y, w, h = (float(v) for v in items)
    return x, y, w, h


def _arrows_argument(value: object) -> int:
    """The SAFEAREA_ARROW_* mask of permitted_arrow_directions (unknown bits go to the library, which names them)."""
    if isinstance(value, str):
        value = [part for part in value.split("|")]
    if isinstance(value, bool):
        raise TypeError("permitted_arrow_directions: expected an ArrowDirection, a name or names")
    if isinstance(value, int):
        if not 0 <= int(value) <= 0xFFFFFFFF:
            raise InvalidArgumentError(
                f"permitted_arrow_directions: {int(value)} is not a mask of up, down, left and right",
                Status.E_INVALID_ARGUMENT,
            )
        return int(value)
    if not isinstance(value, Iterable):
        raise TypeError("permitted_arrow_directions: expected an ArrowDirection, a name or names")
    mask = 0
    for name in value:
        if not isinstance(name, str):
            raise TypeError("permitted_arrow_directions: expected an ArrowDirection, a name or names")
        try:
            mask |= int(ArrowDirection[name.strip().upper()])
        except KeyError:
            raise InvalidArgumentError(
                f"permitted_arrow_directions: {name!r} is not one of up, down, left, right, any",
                Status.E_INVALID_ARGUMENT,
            ) from None
    return mask
