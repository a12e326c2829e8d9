"""UIKit hierarchies: Window, View, ScrollView, ViewController and the containers.

Every result comes from libsafearea through the C API (a safearea_tree per
Window). Objects made before they join a window keep their settings here and
are created in the window's tree when they join it (``w.root = vc``,
``parent.add_child(...)``, a container that joins); until then they are not in
a window and report zero insets, as UIKit does.
"""

import math

from . import device as _find_device
from ._device import Device
from ._errors import InvalidArgumentError, SafeAreaError
from ._safearea import Insets
from ._safearea import Tree as _Tree

_ORIENTATIONS = {"portrait": 0, "portrait_upside_down": 1, "landscape_left": 2, "landscape_right": 3}
_BEHAVIORS = {"automatic": 0, "scrollable_axes": 1, "never": 2, "always": 3}
_EDGES = {"top": 1, "left": 2, "bottom": 3, "right": 4}
_EDGE_BITS = {"top": 1, "left": 2, "bottom": 4, "right": 8}

# safearea_property values (safearea.h)
_FRAME, _BOUNDS_ORIGIN, _MARGINS, _PRESERVES, _FROM_SAFE_AREA, _USES_BOTTOM = 1, 2, 3, 4, 5, 6
_CONTENT_SIZE, _CONTENT_INSET, _CONTENT_OFFSET, _BEHAVIOR = 16, 17, 18, 19
_BOUNCE_V, _BOUNCE_H, _V_INDICATOR, _H_INDICATOR, _AUTO_INDICATOR, _ADJUSTED = 20, 21, 22, 23, 24, 25
_ADDITIONAL, _PREFERS_HIDDEN, _AUTO_SCROLL, _EDGES_EXTENDED, _OPAQUE_BARS, _RESPECTS_MINIMUM = 32, 33, 34, 35, 36, 37
_BAR_HIDDEN, _TRANSLUCENT, _LARGE_TITLES, _TOOLBAR_HIDDEN, _SELECTED = 38, 39, 40, 41, 42
_W_ORIENTATION, _W_STATUS_BAR, _W_CONTINUOUS, _W_RTL, _W_KEYBOARD = 64, 65, 66, 67, 68


def _numbers(value, count, name):
    try:
        items = tuple(float(v) for v in value)
    except TypeError:
        raise TypeError(f"{name} must be a sequence of {count} numbers") from None
    if len(items) != count:
        raise ValueError(f"{name} takes {count} numbers, got {len(items)}")
    if not all(math.isfinite(v) for v in items):
        raise InvalidArgumentError(f"{name} must be finite numbers", -2)
    return items


def _flag(value):
    return (1.0 if value else 0.0,)


def _edge_bits(edges):
    if isinstance(edges, int):
        return float(edges)
    if isinstance(edges, str):
        edges = (edges,) if edges != "all" else tuple(_EDGE_BITS)
    bits = 0
    for edge in edges:
        if edge not in _EDGE_BITS:
            raise ValueError(f"{edge!r} is not an edge: use top, left, bottom, right or 'all'")
        bits |= _EDGE_BITS[edge]
    return float(bits)


class _Node:
    """Shared machinery: a node that is either in a window's tree or pending."""

    _is_controller = False

    def __init__(self):
        self._window = None
        self._node = 0
        self._pending = {}

    def _set(self, prop, values):
        if self._window is not None:
            self._window._tree.set(self._node, prop, values)
        else:
            self._pending[prop] = values

    def _get(self, prop, default):
        if self._window is not None:
            return self._window._tree.get(self._node, prop)
        return self._pending.get(prop, default)

    def _apply_pending(self):
        tree = self._window._tree
        for prop, values in self._pending.items():
            tree.set(self._node, prop, values)
        self._pending.clear()


class View(_Node):
    """A UIView. Its frame is in its superview's coordinates; results are read
    after a layout pass, which happens on demand."""

    _kind = 0

    def __init__(self, frame=(0, 0, 0, 0)):
        super().__init__()
        self._frame = _numbers(frame, 4, "frame")
        self._subviews = []
        self._superview = None
        self._controller = None

    # -- structure ---------------------------------------------------------
    def _materialize(self, window):
        if self._window is window:
            return
        if self._window is not None:
            raise InvalidArgumentError("this view already belongs to another window's tree (a view in two trees)", -2)
        self._window = window
        self._node = window._tree.view_new(self._kind, self._frame)
        window._objects[self._node] = self
        self._apply_pending()
        for child in self._subviews:
            child._materialize(window)
            window._tree.add_subview(self._node, child._node)

    def add_subview(self, view=None, *, frame=None):
        """Adds `view` (or a new View with `frame`) as the last subview; returns it."""
        if view is None:
            view = View(frame if frame is not None else (0, 0, 0, 0))
        elif frame is not None:
            view.frame = frame
        if self._window is not None:
            view._materialize(self._window)
            self._window._tree.add_subview(self._node, view._node)
        if view._superview is not None and view in view._superview._subviews:
            view._superview._subviews.remove(view)
        view._superview = self
        self._subviews.append(view)
        return view

    def add_scroll_view(self, frame=(0, 0, 0, 0), content_size=(0, 0), behavior="automatic", content_inset=(0, 0, 0, 0),
                        always_bounce_vertical=False, always_bounce_horizontal=False):
        """Adds a new ScrollView; returns it."""
        scroll = ScrollView(frame=frame, content_size=content_size, behavior=behavior, content_inset=content_inset,
                            always_bounce_vertical=always_bounce_vertical, always_bounce_horizontal=always_bounce_horizontal)
        return self.add_subview(scroll)

    def remove_from_superview(self):
        if self._window is not None:
            self._window._tree.remove_from_superview(self._node)
        if self._superview is not None and self in self._superview._subviews:
            self._superview._subviews.remove(self)
        self._superview = None

    @property
    def superview(self):
        return self._superview

    @property
    def subviews(self):
        return tuple(self._subviews)

    @property
    def window(self):
        return self._window

    # -- geometry ----------------------------------------------------------
    @property
    def frame(self):
        if self._window is not None:
            return self._window._tree.get(self._node, _FRAME)
        return self._frame

    @frame.setter
    def frame(self, value):
        value = _numbers(value, 4, "frame")
        if self._window is not None:
            self._window._tree.set(self._node, _FRAME, value)
        self._frame = value

    @property
    def bounds_origin(self):
        return self._get(_BOUNDS_ORIGIN, (0.0, 0.0))

    @bounds_origin.setter
    def bounds_origin(self, value):
        self._set(_BOUNDS_ORIGIN, _numbers(value, 2, "bounds_origin"))

    # -- results -----------------------------------------------------------
    def _insets(self, fetch):
        if self._window is None:
            return Insets(0, 0, 0, 0)
        return fetch(self._node)

    @property
    def safe_area_insets(self):
        """safeAreaInsets (zero when not in a window)."""
        return self._insets(lambda n: self._window._tree.safe_area(n))

    def _guide(self, which):
        if self._window is None:
            return (0.0, 0.0) + tuple(self._frame[2:])
        return self._window._tree.guide(self._node, which)

    @property
    def safe_area_frame(self):
        """safeAreaLayoutGuide.layoutFrame in the view's bounds coordinates."""
        return self._guide(0)

    @property
    def layout_margins(self):
        """The effective layoutMargins."""
        if self._window is None:
            return Insets(*self.directional_layout_margins)
        return self._window._tree.layout_margins(self._node)

    @property
    def layout_margins_frame(self):
        return self._guide(1)

    @property
    def readable_content_frame(self):
        """readableContentGuide.layoutFrame: at most 672 pt wide, centred in the margins."""
        return self._guide(2)

    @property
    def keyboard_layout_frame(self):
        """keyboardLayoutGuide.layoutFrame."""
        return self._guide(3)

    def explain(self, edge=None):
        """Why the safe-area insets have their values (SPEC §5): an Explanation
        for one edge, or for all four when `edge` is None."""
        edges = [edge] if edge is not None else list(_EDGES)
        parts = []
        for name in edges:
            if name not in _EDGES:
                raise ValueError(f"{name!r} is not an edge: use top, left, bottom or right")
            if self._window is None:
                parts.append((name, f"{name} = 0\n  1. 0: the view is not in a window (SPEC §2.2)",
                              [{"kind": "not_in_window", "amount": 0, "value": 0, "text": "the view is not in a window"}]))
                continue
            import json

            text = self._window._tree.explain(self._node, _EDGES[name], False)
            steps = json.loads(self._window._tree.explain(self._node, _EDGES[name], True))
            parts.append((name, text, steps))
        return Explanation(parts)

    # -- layout margins ----------------------------------------------------
    @property
    def directional_layout_margins(self):
        default = (0.0, 0.0, 0.0, 0.0) if self._controller is not None else (8.0, 8.0, 8.0, 8.0)
        return self._get(_MARGINS, default)

    @directional_layout_margins.setter
    def directional_layout_margins(self, value):
        self._set(_MARGINS, _numbers(value, 4, "directional_layout_margins"))

    @property
    def preserves_superview_layout_margins(self):
        return bool(self._get(_PRESERVES, (0.0,))[0])

    @preserves_superview_layout_margins.setter
    def preserves_superview_layout_margins(self, value):
        self._set(_PRESERVES, _flag(value))

    @property
    def insets_layout_margins_from_safe_area(self):
        return bool(self._get(_FROM_SAFE_AREA, (1.0,))[0])

    @insets_layout_margins_from_safe_area.setter
    def insets_layout_margins_from_safe_area(self, value):
        self._set(_FROM_SAFE_AREA, _flag(value))

    @property
    def keyboard_layout_guide_uses_bottom_safe_area(self):
        return bool(self._get(_USES_BOTTOM, (1.0,))[0])

    @keyboard_layout_guide_uses_bottom_safe_area.setter
    def keyboard_layout_guide_uses_bottom_safe_area(self, value):
        self._set(_USES_BOTTOM, _flag(value))

    def __repr__(self):
        kind = type(self).__name__
        x, y, w, h = self.frame
        where = "" if self._window is not None else " (not in a window)"
        return f"<safearea.{kind} frame=({x:g}, {y:g}, {w:g}, {h:g}) safe_area={tuple(self.safe_area_insets)}{where}>"


class ScrollView(View):
    """A UIScrollView: adjustedContentInset = contentInset + the applied safe-area edges (SPEC §2.6)."""

    _kind = 1

    def __init__(self, frame=(0, 0, 0, 0), content_size=(0, 0), behavior="automatic", content_inset=(0, 0, 0, 0),
                 always_bounce_vertical=False, always_bounce_horizontal=False):
        super().__init__(frame)
        self.content_size = content_size
        self.content_inset_adjustment_behavior = behavior
        self.content_inset = content_inset
        self.always_bounce_vertical = always_bounce_vertical
        self.always_bounce_horizontal = always_bounce_horizontal

    @property
    def content_size(self):
        return self._get(_CONTENT_SIZE, (0.0, 0.0))

    @content_size.setter
    def content_size(self, value):
        self._set(_CONTENT_SIZE, _numbers(value, 2, "content_size"))

    @property
    def content_inset(self):
        return self._get(_CONTENT_INSET, (0.0, 0.0, 0.0, 0.0))

    @content_inset.setter
    def content_inset(self, value):
        self._set(_CONTENT_INSET, _numbers(value, 4, "content_inset"))

    @property
    def content_offset(self):
        if self._window is None:
            return self._pending.get(_CONTENT_OFFSET, (0.0, 0.0))
        return self._window._tree.get(self._node, _CONTENT_OFFSET)

    @content_offset.setter
    def content_offset(self, value):
        self._set(_CONTENT_OFFSET, _numbers(value, 2, "content_offset"))

    @property
    def content_inset_adjustment_behavior(self):
        raw = int(self._get(_BEHAVIOR, (0.0,))[0])
        return {v: k for k, v in _BEHAVIORS.items()}[raw]

    @content_inset_adjustment_behavior.setter
    def content_inset_adjustment_behavior(self, value):
        if value not in _BEHAVIORS:
            raise ValueError(f"{value!r} is not a behavior: use automatic, scrollable_axes, never or always")
        self._set(_BEHAVIOR, (float(_BEHAVIORS[value]),))

    behavior = content_inset_adjustment_behavior

    @property
    def always_bounce_vertical(self):
        return bool(self._get(_BOUNCE_V, (0.0,))[0])

    @always_bounce_vertical.setter
    def always_bounce_vertical(self, value):
        self._set(_BOUNCE_V, _flag(value))

    @property
    def always_bounce_horizontal(self):
        return bool(self._get(_BOUNCE_H, (0.0,))[0])

    @always_bounce_horizontal.setter
    def always_bounce_horizontal(self, value):
        self._set(_BOUNCE_H, _flag(value))

    @property
    def adjusted_content_inset(self):
        if self._window is None:
            return Insets(*self.content_inset)
        return Insets(*self._window._tree.get(self._node, _ADJUSTED))

    @property
    def vertical_scroll_indicator_insets(self):
        """The effective insets (the user's plus the applied safe area when automatic)."""
        return self._get(_V_INDICATOR, (0.0, 0.0, 0.0, 0.0))

    @vertical_scroll_indicator_insets.setter
    def vertical_scroll_indicator_insets(self, value):
        self._set(_V_INDICATOR, _numbers(value, 4, "vertical_scroll_indicator_insets"))

    @property
    def horizontal_scroll_indicator_insets(self):
        return self._get(_H_INDICATOR, (0.0, 0.0, 0.0, 0.0))

    @horizontal_scroll_indicator_insets.setter
    def horizontal_scroll_indicator_insets(self, value):
        self._set(_H_INDICATOR, _numbers(value, 4, "horizontal_scroll_indicator_insets"))

    @property
    def automatically_adjusts_scroll_indicator_insets(self):
        return bool(self._get(_AUTO_INDICATOR, (1.0,))[0])

    @automatically_adjusts_scroll_indicator_insets.setter
    def automatically_adjusts_scroll_indicator_insets(self, value):
        self._set(_AUTO_INDICATOR, _flag(value))


class ViewController(_Node):
    """A UIViewController with a root view (`view`, a new View unless given)."""

    _is_controller = True
    _controller_kind = 0

    def __init__(self, additional_safe_area=(0, 0, 0, 0), prefers_status_bar_hidden=False, *, view=None):
        super().__init__()
        if view is None:
            view = View()
        if view._controller is not None or view._superview is not None:
            raise ValueError("this view already belongs to a view controller or a superview")
        self._view = view
        view._controller = self
        self._parent = None
        self._children = []
        self._pending_children = []
        self.additional_safe_area_insets = additional_safe_area
        if prefers_status_bar_hidden:
            self.prefers_status_bar_hidden = True

    def _materialize(self, window):
        if self._window is window:
            return
        if self._window is not None:
            raise InvalidArgumentError("this view controller already belongs to another window's tree", -2)
        tree = window._tree
        view = self._view
        if view._window is not None:
            raise InvalidArgumentError("this view controller's view already belongs to a window's tree", -2)
        view._window = window
        view._node = tree.view_new(view._kind, view._frame)
        window._objects[view._node] = view
        view._apply_pending()
        self._window = window
        self._node = tree.controller_new(self._controller_kind, view._node)
        window._objects[self._node] = self
        self._apply_pending()
        for child in view._subviews:
            child._materialize(window)
            tree.add_subview(view._node, child._node)
        self._materialize_children(window)

    def _materialize_children(self, window):
        for child, container, frame in self._pending_children:
            child._materialize(window)
            container._materialize_in(window)
            window._tree.add_child(self._node, child._node, container._node, frame)
        self._pending_children.clear()

    @property
    def view(self):
        return self._view

    @property
    def parent(self):
        return self._parent

    @property
    def children(self):
        return tuple(self._children)

    def add_child(self, child, container_view=None, frame=None):
        """Embeds `child` with its view in `container_view` (default: this controller's view)
        at `frame` (None: the container's bounds). Its insets start at zero (SPEC §2.4)."""
        if container_view is None:
            container_view = self._view
        if frame is not None:
            frame = _numbers(frame, 4, "frame")
        if child._parent is not None:
            raise InvalidArgumentError("this view controller already has a parent; remove it first", -2)
        if self._window is not None:
            child._materialize(self._window)
            if container_view._window is None:
                raise ValueError("the container view is not in this controller's view hierarchy")
            self._window._tree.add_child(self._node, child._node, container_view._node, frame)
        else:
            self._pending_children.append((child, container_view, frame))
        child._parent = self
        self._children.append(child)
        child._view._superview = container_view
        return child

    def remove_from_parent(self):
        if self._parent is None:
            return
        if self._window is not None:
            self._window._tree.remove_from_parent(self._node)
        parent = self._parent
        if self in parent._children:
            parent._children.remove(self)
        parent._pending_children = [p for p in parent._pending_children if p[0] is not self]
        self._parent = None
        self._view._superview = None

    @property
    def additional_safe_area_insets(self):
        return self._get(_ADDITIONAL, (0.0, 0.0, 0.0, 0.0))

    @additional_safe_area_insets.setter
    def additional_safe_area_insets(self, value):
        self._set(_ADDITIONAL, _numbers(value, 4, "additional_safe_area_insets"))

    @property
    def prefers_status_bar_hidden(self):
        return bool(self._get(_PREFERS_HIDDEN, (0.0,))[0])

    @prefers_status_bar_hidden.setter
    def prefers_status_bar_hidden(self, value):
        self._set(_PREFERS_HIDDEN, _flag(value))

    @property
    def automatically_adjusts_scroll_view_insets(self):
        return bool(self._get(_AUTO_SCROLL, (1.0,))[0])

    @automatically_adjusts_scroll_view_insets.setter
    def automatically_adjusts_scroll_view_insets(self, value):
        self._set(_AUTO_SCROLL, _flag(value))

    @property
    def edges_for_extended_layout(self):
        bits = int(self._get(_EDGES_EXTENDED, (15.0,))[0])
        return frozenset(name for name, bit in _EDGE_BITS.items() if bits & bit)

    @edges_for_extended_layout.setter
    def edges_for_extended_layout(self, value):
        self._set(_EDGES_EXTENDED, (_edge_bits(value),))

    @property
    def extended_layout_includes_opaque_bars(self):
        return bool(self._get(_OPAQUE_BARS, (0.0,))[0])

    @extended_layout_includes_opaque_bars.setter
    def extended_layout_includes_opaque_bars(self, value):
        self._set(_OPAQUE_BARS, _flag(value))

    @property
    def view_respects_system_minimum_layout_margins(self):
        return bool(self._get(_RESPECTS_MINIMUM, (1.0,))[0])

    @view_respects_system_minimum_layout_margins.setter
    def view_respects_system_minimum_layout_margins(self, value):
        self._set(_RESPECTS_MINIMUM, _flag(value))

    def __repr__(self):
        return f"<safearea.{type(self).__name__} safe_area={tuple(self._view.safe_area_insets)}>"


def _container_view_materialize(self, window):
    """A container view given to add_child before the parent joined a window."""
    if self._window is None:
        raise ValueError("the container view is not in the parent controller's view hierarchy")


View._materialize_in = _container_view_materialize


class _Container(ViewController):
    def __init__(self, view_controllers, **kwargs):
        super().__init__(**kwargs)
        self._set_children(list(view_controllers))

    def _set_children(self, controllers):
        for child in controllers:
            if child._parent is not None and child._parent is not self:
                raise InvalidArgumentError("a view controller in the list already has another parent", -2)
        if self._window is not None:
            for child in controllers:
                child._materialize(self._window)
            self._window._tree.set_children(self._node, [c._node for c in controllers])
        for old in self._children:
            if old not in controllers:
                old._parent = None
        for child in controllers:
            child._parent = self
        self._children = controllers

    def _materialize_children(self, window):
        for child in self._children:
            child._materialize(window)
        window._tree.set_children(self._node, [c._node for c in self._children])

    @property
    def view_controllers(self):
        return tuple(self._children)

    @view_controllers.setter
    def view_controllers(self, controllers):
        self._set_children(list(controllers))

    @property
    def translucent(self):
        return bool(self._get(_TRANSLUCENT, (1.0,))[0])

    @translucent.setter
    def translucent(self, value):
        self._set(_TRANSLUCENT, _flag(value))


class NavigationController(_Container):
    """A UINavigationController: the top of the stack is visible under the bar (SPEC §2.5)."""

    _controller_kind = 1

    def __init__(self, root=None, bar_hidden=False, translucent=True, prefers_large_titles=False, toolbar_hidden=True):
        super().__init__([root] if root is not None else [])
        self.navigation_bar_hidden = bar_hidden
        self.translucent = translucent
        self.prefers_large_titles = prefers_large_titles
        self.toolbar_hidden = toolbar_hidden

    def push(self, controller):
        self._set_children(self._children + [controller])

    def pop(self):
        if len(self._children) <= 1:
            return None
        top = self._children[-1]
        self._set_children(self._children[:-1])
        return top

    @property
    def top_view_controller(self):
        return self._children[-1] if self._children else None

    @property
    def navigation_bar_hidden(self):
        return bool(self._get(_BAR_HIDDEN, (0.0,))[0])

    @navigation_bar_hidden.setter
    def navigation_bar_hidden(self, value):
        self._set(_BAR_HIDDEN, _flag(value))

    bar_hidden = navigation_bar_hidden

    @property
    def prefers_large_titles(self):
        return bool(self._get(_LARGE_TITLES, (0.0,))[0])

    @prefers_large_titles.setter
    def prefers_large_titles(self, value):
        self._set(_LARGE_TITLES, _flag(value))

    @property
    def toolbar_hidden(self):
        return bool(self._get(_TOOLBAR_HIDDEN, (1.0,))[0])

    @toolbar_hidden.setter
    def toolbar_hidden(self, value):
        self._set(_TOOLBAR_HIDDEN, _flag(value))


class TabBarController(_Container):
    """A UITabBarController: the selected child is visible above the tab bar (SPEC §2.5)."""

    _controller_kind = 2

    def __init__(self, view_controllers=(), selected=0, translucent=True):
        super().__init__(list(view_controllers))
        self.selected = selected
        self.translucent = translucent

    @property
    def selected(self):
        return int(self._get(_SELECTED, (0.0,))[0])

    @selected.setter
    def selected(self, index):
        if not isinstance(index, int) or index < 0 or (self._children and index >= len(self._children)):
            raise SafeAreaError(f"selected index {index!r} is not below the tab count {len(self._children)}", -9)
        self._set(_SELECTED, (float(index),))

    selected_index = selected

    @property
    def selected_view_controller(self):
        return self._children[self.selected] if self._children else None


class Explanation:
    """Why a view's safe-area insets have their values: per edge, the ordered
    contributions (`steps`, dicts with kind, amount, value, text) and `text`."""

    def __init__(self, parts):
        self._parts = parts

    def _repr_markdown_(self):
        return "\n\n".join("```\n" + text + "\n```" for _, text, _ in self._parts)

    @property
    def text(self):
        return "\n".join(text for _, text, _ in self._parts)

    @property
    def steps(self):
        """{edge: [contribution, ...]}"""
        return {edge: steps for edge, _, steps in self._parts}

    def __str__(self):
        return self.text

    def __repr__(self):
        return self.text


class ViewBatch:
    """Views created in one call (Window.add_views); read their insets in one call too."""

    def __init__(self, window, nodes):
        self._window = window
        self._nodes = nodes  # bytes of uint64

    def __len__(self):
        return len(self._nodes) // 8

    def safe_areas(self):
        """The safeAreaInsets of every view, as a memoryview of shape (N, 4) float64
        (numpy.asarray() takes it without copying)."""
        data = self._window._tree.safe_areas(self._nodes)
        return memoryview(data).cast("d", [len(self), 4]) if len(self) else memoryview(b"").cast("d")

    @property
    def nodes(self):
        return memoryview(self._nodes).cast("Q")


class Window:
    """A UIWindow on a device: the root of a UIKit hierarchy (one safearea_tree)."""

    def __init__(self, device, orientation="portrait", os_version=None, status_bar_hidden=False, child_insets="freeze",
                 right_to_left=False):
        if isinstance(device, str):
            device = _find_device(device)
        if not isinstance(device, Device):
            raise TypeError("device must be a safearea.Device or a device name")
        if orientation not in _ORIENTATIONS:
            raise ValueError(f"{orientation!r} is not an orientation: use {', '.join(_ORIENTATIONS)}")
        if child_insets not in ("freeze", "continuous"):
            raise ValueError("child_insets is 'freeze' or 'continuous'")
        flags = (1 if status_bar_hidden else 0) | (2 if child_insets == "continuous" else 0) | (4 if right_to_left else 0)
        self.device = device
        self._tree = _Tree(device, _ORIENTATIONS[orientation], os_version, flags)
        self._objects = {}
        self._root = None

    @property
    def root(self):
        return self._root

    @root.setter
    def root(self, controller):
        if controller is None:
            self._tree.set_root(0)
            self._root = None
            return
        if controller._parent is not None:
            raise InvalidArgumentError("this view controller is a child of another; remove it first", -2)
        controller._materialize(self)
        self._tree.set_root(controller._node)
        self._root = controller

    @property
    def orientation(self):
        raw = int(self._tree.get(0, _W_ORIENTATION)[0])
        return {v: k for k, v in _ORIENTATIONS.items()}[raw]

    @orientation.setter
    def orientation(self, value):
        if value not in _ORIENTATIONS:
            raise ValueError(f"{value!r} is not an orientation")
        self._tree.set(0, _W_ORIENTATION, (float(_ORIENTATIONS[value]),))

    @property
    def status_bar_hidden(self):
        return bool(self._tree.get(0, _W_STATUS_BAR)[0])

    @status_bar_hidden.setter
    def status_bar_hidden(self, value):
        self._tree.set(0, _W_STATUS_BAR, _flag(value))

    @property
    def child_insets(self):
        return "continuous" if self._tree.get(0, _W_CONTINUOUS)[0] else "freeze"

    @child_insets.setter
    def child_insets(self, value):
        if value not in ("freeze", "continuous"):
            raise ValueError("child_insets is 'freeze' or 'continuous'")
        self._tree.set(0, _W_CONTINUOUS, _flag(value == "continuous"))

    @property
    def right_to_left(self):
        return bool(self._tree.get(0, _W_RTL)[0])

    @right_to_left.setter
    def right_to_left(self, value):
        self._tree.set(0, _W_RTL, _flag(value))

    @property
    def keyboard_height(self):
        """Height of the keyboard over the window; 0 when hidden."""
        return self._tree.get(0, _W_KEYBOARD)[0]

    @keyboard_height.setter
    def keyboard_height(self, value):
        self._tree.set(0, _W_KEYBOARD, _numbers((value,), 1, "keyboard_height"))

    @property
    def safe_area_insets(self):
        """The root view's safe area (zero without a root view controller)."""
        return self._root.view.safe_area_insets if self._root is not None else Insets(0, 0, 0, 0)

    def layout(self):
        """Runs a layout pass now (reads do it on demand)."""
        self._tree.layout()

    def changed_views(self):
        """Views whose safe-area insets changed since this was last called (safeAreaInsetsDidChange)."""
        return [self._objects[node] for node in self._tree.changed_views() if node in self._objects]

    def add_views(self, parent, parents, frames, kinds=None):
        """Bulk construction: views under `parent` (a View in this window) from arrays.

        parents: int64 buffer (e.g. numpy int64 or array('q')), -1 for a child of
        `parent`, else the index of an earlier view in the batch; frames: float64
        buffer of N x 4 (x, y, width, height); kinds: optional uint8 buffer (1 for
        scroll views). Returns a ViewBatch; nothing is created if any input is wrong.
        """
        if parent._window is not self:
            raise ValueError("the parent view is not in this window")
        return ViewBatch(self, self._tree.add_views(parent._node, parents, frames, kinds))

    def __repr__(self):
        return f"<safearea.Window {self.device.name!r} {self.orientation}>"

    def _repr_svg_(self):
        from ._svg import tree_svg

        return tree_svg(self)
