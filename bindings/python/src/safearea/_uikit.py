"""UIKit hierarchies: View, ScrollView, ViewController and the containers.

Every result comes from libsafearea through the C API (a safearea_tree per
Window), and so does the structure: superview, subviews, a controller's parent
and children and the window's root are asked of the tree. Objects made before
they join a window keep what the user set on them here (settings and links to
other pending objects) and are created in the window's tree when they join it
(``w.root = vc``, ``parent.add_child(...)``, a container that joins); until then
they are not in a window and report zero insets, as UIKit does. An object linked
to one that is in a window joins that window's tree at once (detached until it
is placed). Defaults of pending objects are the engine's, read once from a
scratch tree. The window itself is in _window.py.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ._catalog import devices as _devices
from ._device import ORIENTATIONS
from ._enums import ControllerKind, Guide, Orientation, Property, Status, ViewKind
from ._errors import InvalidArgumentError, SafeAreaError
from ._properties import (
    BEHAVIOR,
    BOOL,
    EDGES,
    FLOATS2,
    FLOATS4,
    INDEX,
    NUMBER,
    Edges,
    Floats,
    HasProperties,
    Mask,
    Rect,
    Setting,
    Values,
    finite_numbers,
)
from ._safearea import Insets
from ._safearea import Tree as _Tree

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._window import Window


# -- engine defaults of objects not yet in a window --------------------------

_scratch: _Tree | None = None
_scratch_nodes: dict[tuple[str, int, bool], int] = {}
_defaults: dict[tuple[tuple[str, int, bool], Property], Values] = {}


def _default(role: tuple[str, int, bool], prop: Property) -> Values:
    """The engine's value of `prop` on a new node of `role` (("view", kind, is_root) or
    ("controller", kind, False)): read once from a scratch tree and kept."""
    key = (role, prop)
    cached = _defaults.get(key)
    if cached is not None:
        return cached
    global _scratch
    if _scratch is None:
        host = next(item for item in _devices() if ORIENTATIONS[Orientation.PORTRAIT] in item.orientations)
        _scratch = _Tree(host, Orientation.PORTRAIT, None, 0)
    node = _scratch_nodes.get(role)
    if node is None:
        family, kind, is_root = role
        if family == "controller":
            node = _scratch.controller_new(kind, 0)
        elif is_root:
            node = _scratch.controller_view(
                _scratch.controller_new(ControllerKind.PLAIN, _scratch.view_new(kind, (0, 0, 0, 0)))
            )
        else:
            node = _scratch.view_new(kind, (0, 0, 0, 0))
        _scratch_nodes[role] = node
    value = _scratch.get(node, prop)
    _defaults[key] = value
    return value


class _Node(HasProperties):
    """Shared machinery: a node that is either in a window's tree or pending."""

    def __init__(self) -> None:
        self._window: Window | None = None
        self._node = 0
        self._pending: dict[Property, Values] = {}

    def _role(self) -> tuple[str, int, bool]:
        raise NotImplementedError

    def _set(self, prop: Property, values: Values) -> None:
        if self._window is not None:
            self._window._tree.set(self._node, prop, values)
        else:
            self._pending[prop] = values

    def _get(self, prop: Property) -> Values:
        if self._window is not None:
            return self._window._tree.get(self._node, prop)
        values = self._pending.get(prop)
        return values if values is not None else _default(self._role(), prop)

    def _apply_pending(self) -> None:
        assert self._window is not None
        tree = self._window._tree
        for prop, values in self._pending.items():
            tree.set(self._node, prop, values)
        self._pending.clear()


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

    def remove_from_parent(self) -> None:
        """Removes the controller from its parent; its view leaves the hierarchy."""
        if self._window is not None:
            self._window._tree.remove_from_parent(self._node)
            return
        parent = self._pending_parent
        if parent is None:
            return
        parent._pending_children = [item for item in parent._pending_children if item[0] is not self]
        if isinstance(parent, _Container):
            parent._pending_stack = [c for c in parent._pending_stack if c is not self]
        self._pending_parent = None
        self._view._pending_superview = None

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


class _Container(ViewController):
    def __init__(self, view_controllers: Iterable[ViewController], **kwargs: Any) -> None:
        self._pending_stack: list[ViewController] = []
        super().__init__(**kwargs)
        self._set_children(list(view_controllers))

    def _set_children(self, controllers: list[ViewController]) -> None:
        for child in controllers:
            parent = child.parent
            if parent is not None and parent is not self:
                raise InvalidArgumentError(
                    "a view controller in the list already has another parent", Status.E_INVALID_ARGUMENT
                )
        window = self._window or next((c._window for c in controllers if c._window is not None), None)
        if window is not None:
            self._materialize(window)
            for child in controllers:
                child._materialize(window)
            window._tree.set_children(self._node, [c._node for c in controllers])
            return
        for old in self._pending_stack:
            if old not in controllers:
                old._pending_parent = None
        for child in controllers:
            child._pending_parent = self
        self._pending_stack = controllers

    def _materialize_children(self, window: Window) -> None:
        super()._materialize_children(window)
        stack, self._pending_stack = self._pending_stack, []
        for child in stack:
            child._materialize(window)
        window._tree.set_children(self._node, [c._node for c in stack])

    @property
    def children(self) -> tuple[ViewController, ...]:
        """The child view controllers, in order."""
        if self._window is not None:
            return super().children
        return tuple(self._pending_stack)

    @property
    def view_controllers(self) -> tuple[ViewController, ...]:
        """The children: a navigation stack (bottom first) or the tabs."""
        return self.children

    @view_controllers.setter
    def view_controllers(self, controllers: Iterable[ViewController]) -> None:
        self._set_children(list(controllers))

    translucent = Setting(Property.TRANSLUCENT, BOOL, "Whether the bar is translucent (content extends under it).")


class NavigationController(_Container):
    """A UINavigationController: the top of the stack is visible under the bar (MODEL.md §2.5)."""

    _controller_kind = ControllerKind.NAVIGATION

    def __init__(
        self,
        root: ViewController | None = None,
        bar_hidden: bool = False,
        translucent: bool = True,
        prefers_large_titles: bool = False,
        toolbar_hidden: bool = True,
    ) -> None:
        super().__init__([root] if root is not None else [])
        self.navigation_bar_hidden = bar_hidden
        self.translucent = translucent
        self.prefers_large_titles = prefers_large_titles
        self.toolbar_hidden = toolbar_hidden

    def push(self, controller: ViewController) -> None:
        """Pushes `controller` on the stack; it becomes visible."""
        self._set_children(list(self.children) + [controller])

    def pop(self) -> ViewController | None:
        """Pops the top controller and returns it (None when only the root is left)."""
        stack = list(self.children)
        if len(stack) <= 1:
            return None
        self._set_children(stack[:-1])
        return stack[-1]

    @property
    def top_view_controller(self) -> ViewController | None:
        """The controller on top of the stack (the visible one)."""
        stack = self.children
        return stack[-1] if stack else None

    navigation_bar_hidden = Setting(Property.NAVIGATION_BAR_HIDDEN, BOOL, "isNavigationBarHidden.")
    bar_hidden = navigation_bar_hidden
    prefers_large_titles = Setting(Property.PREFERS_LARGE_TITLES, BOOL, "navigationBar.prefersLargeTitles.")
    toolbar_hidden = Setting(Property.TOOLBAR_HIDDEN, BOOL, "isToolbarHidden (hidden by default).")


class TabBarController(_Container):
    """A UITabBarController: the selected child is visible above the tab bar (MODEL.md §2.5)."""

    _controller_kind = ControllerKind.TAB_BAR

    def __init__(
        self, view_controllers: Iterable[ViewController] = (), selected: int = 0, translucent: bool = True
    ) -> None:
        super().__init__(list(view_controllers))
        self.selected = selected
        self.translucent = translucent

    @property
    def selected(self) -> int:
        """selectedIndex: the index of the visible tab."""
        return INDEX.decode(self._get(Property.SELECTED_INDEX))

    @selected.setter
    def selected(self, index: int) -> None:
        count = len(self.children)
        if not isinstance(index, int) or index < 0 or (count and index >= count):
            raise SafeAreaError(
                f"selected index {index!r} is not below the tab count {count}", Status.E_INDEX_OUT_OF_RANGE
            )
        self._set(Property.SELECTED_INDEX, INDEX.encode(index, "selected"))

    selected_index = selected

    @property
    def selected_view_controller(self) -> ViewController | None:
        """The visible tab's controller."""
        tabs = self.children
        return tabs[self.selected] if tabs else None


class Explanation:
    """Why a view's safe-area insets have their values: per edge, the ordered
    contributions (`steps`, dicts with kind, amount, value, text) and `text`."""

    def __init__(self, parts: list[tuple[str, str, list[dict[str, Any]]]]) -> None:
        self._parts = parts

    def _repr_markdown_(self) -> str:
        return "\n\n".join("```\n" + text + "\n```" for _, text, _ in self._parts)

    @property
    def text(self) -> str:
        """The readable explanation of every edge asked for."""
        return "\n".join(text for _, text, _ in self._parts)

    @property
    def steps(self) -> dict[str, list[dict[str, Any]]]:
        """{edge: [contribution, ...]}"""
        return {edge: steps for edge, _, steps in self._parts}

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text
