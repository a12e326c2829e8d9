"""UIKit hierarchies: Window, View, ScrollView, ViewController and the containers.

Every result comes from libsafearea through the C API (a safearea_tree per
Window), and so does the structure: superview, subviews, a controller's parent
and children and the window's root are asked of the tree. Objects made before
they join a window keep what the user set on them here (settings and links to
other pending objects) and are created in the window's tree when they join it
(``w.root = vc``, ``parent.add_child(...)``, a container that joins); until then
they are not in a window and report zero insets, as UIKit does. An object linked
to one that is in a window joins that window's tree at once (detached until it
is placed). Defaults of pending objects are the engine's, read once from a
scratch tree.
"""

from __future__ import annotations

import enum
import json
import math
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Generic, NamedTuple, TypeVar, Union, overload

from ._catalog import device as _find_device
from ._catalog import devices as _devices
from ._device import ORIENTATIONS, Device
from . import _safearea
from ._enums import (AutoresizingMask, ControllerKind, Edge, Guide, Orientation, Property, ScrollAdjustment,
                     Status, TreeFlag, ViewKind)
from ._enums import names as _names
from ._errors import InvalidArgumentError, SafeAreaError
from ._safearea import Insets
from ._safearea import Tree as _Tree

Rect = tuple[float, float, float, float]
Values = tuple[float, ...]

#: Edge names the API takes -> safearea_edge ("none" is not a name users give).
_EDGES = {member.name.lower(): member for member in Edge if member != Edge.NONE}
#: Edge name -> its bit in an edge set (PROP_EDGES_FOR_EXTENDED_LAYOUT: the bit of
#: edge e is 1 << (e - 1), as safearea.h documents beside the property).
_EDGE_BITS = {name: 1 << (edge - 1) for name, edge in _EDGES.items()}
_CHILD_INSETS = ("freeze", "continuous")


def _numbers(value: Iterable[float], count: int, name: str) -> Values:
    try:
        items = tuple(float(v) for v in value)
    except TypeError:
        raise TypeError(f"{name} must be a sequence of {count} numbers") from None
    if len(items) != count:
        raise ValueError(f"{name} takes {count} numbers, got {len(items)}")
    if not all(math.isfinite(v) for v in items):
        raise InvalidArgumentError(f"{name} must be finite numbers", Status.E_INVALID_ARGUMENT)
    return items


def _edge_bits(edges: int | str | Iterable[str]) -> float:
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


# -- the property pairs, described once -------------------------------------

_G = TypeVar("_G")
_S = TypeVar("_S")


class _Codec(Generic[_G, _S]):
    """How a property's doubles (safearea_tree_get/set) read and write in Python."""

    def decode(self, values: Values) -> _G:
        raise NotImplementedError

    def encode(self, value: _S, name: str) -> Values:
        raise NotImplementedError


class _Floats(_Codec[Values, Iterable[float]]):
    def __init__(self, count: int) -> None:
        self.count = count

    def decode(self, values: Values) -> Values:
        return tuple(values)

    def encode(self, value: Iterable[float], name: str) -> Values:
        return _numbers(value, self.count, name)


class _Number(_Codec[float, float]):
    def decode(self, values: Values) -> float:
        return values[0]

    def encode(self, value: float, name: str) -> Values:
        return _numbers((value,), 1, name)


class _Bool(_Codec[bool, object]):
    def decode(self, values: Values) -> bool:
        return bool(values[0])

    def encode(self, value: object, name: str) -> Values:
        return (1.0 if value else 0.0,)


class _Index(_Codec[int, int]):
    def decode(self, values: Values) -> int:
        return int(values[0])

    def encode(self, value: int, name: str) -> Values:
        return (float(value),)


class _Names(_Codec[str, str]):
    """An enum property: the lower-case names of its values (or members of `members`) in, names out."""

    def __init__(self, codes: dict[str, int], what: str, hint: str, members: type[enum.IntEnum] | None = None) -> None:
        self.codes = {name: float(code) for name, code in codes.items()}
        self.names = {code: name for name, code in codes.items()}
        self.what, self.hint, self.members = what, hint, members

    def decode(self, values: Values) -> str:
        return self.names[int(values[0])]

    def encode(self, value: str, name: str) -> Values:
        if self.members is not None and isinstance(value, self.members):
            return (float(value),)
        code = self.codes.get(value) if isinstance(value, str) else None
        if code is None:
            raise ValueError(f"{value!r} is not {self.what}{self.hint}")
        return (code,)


class _Edges(_Codec[frozenset[str], Union[int, str, Iterable[str]]]):
    def decode(self, values: Values) -> frozenset[str]:
        bits = int(values[0])
        return frozenset(name for name, bit in _EDGE_BITS.items() if bits & bit)

    def encode(self, value: int | str | Iterable[str], name: str) -> Values:
        return (_edge_bits(value),)


class _Mask(_Codec[AutoresizingMask, Union[int, str, Iterable[str]]]):
    """UIView.autoresizingMask: AutoresizingMask flags in, from flags, an int or names ('flexible_width', ...)."""

    def decode(self, values: Values) -> AutoresizingMask:
        return AutoresizingMask(int(values[0]))

    def encode(self, value: int | str | Iterable[str], name: str) -> Values:
        if isinstance(value, int):
            return (float(value),)
        names = (value,) if isinstance(value, str) else tuple(value)
        bits = 0
        for item in names:
            member = AutoresizingMask.__members__.get(item.upper()) if isinstance(item, str) else None
            if member is None:
                raise ValueError(f"{item!r} is not an autoresizing flag: use "
                                 + ", ".join(m.lower() for m in AutoresizingMask.__members__))
            bits |= int(member)
        return (float(bits),)


_FLOATS2, _FLOATS4, _BOOL, _NUMBER, _INDEX = _Floats(2), _Floats(4), _Bool(), _Number(), _Index()
_BEHAVIOR = _Names(_names(ScrollAdjustment), "a behavior", ": use automatic, scrollable_axes, never or always", ScrollAdjustment)
_ORIENTATION = _Names(_names(Orientation), "an orientation", "", Orientation)
#: PROP_CHILD_INSETS_CONTINUOUS is a flag: 0 freeze, 1 continuous.
_POLICY = _Names({name: code for code, name in enumerate(_CHILD_INSETS)}, "a child_insets policy",
                 ": child_insets is 'freeze' or 'continuous'")


class _Setting(Generic[_G, _S]):
    """A settable property of safearea_property on a view, controller or window: its id, how
    its doubles read and write (`codec`) and its doc. Reads and writes go to the tree when
    the object is in a window, else to what the object keeps until it joins one."""

    def __init__(self, prop: Property, codec: _Codec[_G, _S], doc: str = "") -> None:
        self.prop = prop
        self.codec = codec
        self.name = ""
        self.__doc__ = doc or f"{prop.name.lower()} (safearea_property {prop.name})."

    def __set_name__(self, owner: type, name: str) -> None:
        if not self.name:  # an alias (behavior = content_inset_adjustment_behavior) keeps the first name
            self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> _Setting[_G, _S]: ...
    @overload
    def __get__(self, obj: _HasProperties, owner: type | None = None) -> _G: ...
    def __get__(self, obj: _HasProperties | None, owner: type | None = None) -> _G | _Setting[_G, _S]:
        if obj is None:
            return self
        return self.codec.decode(obj._get(self.prop))

    def __set__(self, obj: _HasProperties, value: _S) -> None:
        obj._set(self.prop, self.codec.encode(value, self.name))


class _HasProperties:
    def _get(self, prop: Property) -> Values:
        raise NotImplementedError

    def _set(self, prop: Property, values: Values) -> None:
        raise NotImplementedError


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
            node = _scratch.controller_view(_scratch.controller_new(ControllerKind.PLAIN, _scratch.view_new(kind, (0, 0, 0, 0))))
        else:
            node = _scratch.view_new(kind, (0, 0, 0, 0))
        _scratch_nodes[role] = node
    value = _scratch.get(node, prop)
    _defaults[key] = value
    return value


class _Node(_HasProperties):
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
            raise InvalidArgumentError("this view already belongs to another window's tree (a view in two trees)",
                                       Status.E_INVALID_ARGUMENT)
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

    def add_scroll_view(self, frame: Iterable[float] = (0, 0, 0, 0), content_size: Iterable[float] = (0, 0),
                        behavior: str = "automatic", content_inset: Iterable[float] = (0, 0, 0, 0),
                        always_bounce_vertical: bool = False, always_bounce_horizontal: bool = False) -> ScrollView:
        """Adds a new ScrollView; returns it."""
        scroll = ScrollView(frame=frame, content_size=content_size, behavior=behavior, content_inset=content_inset,
                            always_bounce_vertical=always_bounce_vertical, always_bounce_horizontal=always_bounce_horizontal)
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
    frame = _Setting(Property.FRAME, _FLOATS4, "The frame (x, y, width, height) in the superview's coordinates.")
    bounds_origin = _Setting(Property.BOUNDS_ORIGIN, _FLOATS2, "bounds.origin (x, y); a scroll view's content offset.")

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
        edges = [edge] if edge is not None else list(_EDGES)
        parts: list[tuple[str, str, list[dict[str, Any]]]] = []
        for name in edges:
            if name not in _EDGES:
                raise ValueError(f"{name!r} is not an edge: use top, left, bottom or right")
            if self._window is None:
                parts.append((name, f"{name} = 0\n  1. 0: the view is not in a window (MODEL.md §2.2)",
                              [{"kind": "not_in_window", "amount": 0, "value": 0, "text": "the view is not in a window"}]))
                continue
            text = self._window._tree.explain(self._node, _EDGES[name], False)
            steps = json.loads(self._window._tree.explain(self._node, _EDGES[name], True))
            parts.append((name, text, steps))
        return Explanation(parts)

    # -- layout margins ----------------------------------------------------
    directional_layout_margins = _Setting(
        Property.DIRECTIONAL_LAYOUT_MARGINS, _FLOATS4,
        "directionalLayoutMargins (top, leading, bottom, trailing); 8 by default, 0 on a controller's root view.")
    preserves_superview_layout_margins = _Setting(Property.PRESERVES_SUPERVIEW_LAYOUT_MARGINS, _BOOL,
                                                  "preservesSuperviewLayoutMargins.")
    insets_layout_margins_from_safe_area = _Setting(Property.INSETS_LAYOUT_MARGINS_FROM_SAFE_AREA, _BOOL,
                                                    "insetsLayoutMarginsFromSafeArea.")
    keyboard_layout_guide_uses_bottom_safe_area = _Setting(Property.USES_BOTTOM_SAFE_AREA, _BOOL,
                                                           "keyboardLayoutGuide.usesBottomSafeArea.")
    transform = _Setting(
        Property.TRANSFORM, _Floats(6),
        "UIView.transform (a, b, c, d, tx, ty); the identity (1, 0, 0, 1, 0, 0) by default. Any other transform makes the "
        "insets of this view and its subviews raise UnsupportedError (MODEL.md §2.4: reported, not predicted); NaN or a "
        "singular matrix is refused.")
    autoresizing_mask = _Setting(
        Property.AUTORESIZING_MASK, _Mask(),
        "UIView.autoresizingMask as AutoresizingMask flags; set from flags, an int or names ('flexible_width', "
        "'flexible_height', ...). A controller's root view has flexible width and height.")

    def __repr__(self) -> str:
        kind = type(self).__name__
        x, y, w, h = self.frame
        where = "" if self._window is not None else " (not in a window)"
        return f"<safearea.{kind} frame=({x:g}, {y:g}, {w:g}, {h:g}) safe_area={tuple(self.safe_area_insets)}{where}>"


class ScrollView(View):
    """A UIScrollView: adjustedContentInset = contentInset + the applied safe-area edges (MODEL.md §2.6)."""

    _kind = ViewKind.SCROLL

    def __init__(self, frame: Iterable[float] = (0, 0, 0, 0), content_size: Iterable[float] = (0, 0),
                 behavior: str = "automatic", content_inset: Iterable[float] = (0, 0, 0, 0),
                 always_bounce_vertical: bool = False, always_bounce_horizontal: bool = False) -> None:
        super().__init__(frame)
        self.content_size = content_size
        self.content_inset_adjustment_behavior = behavior
        self.content_inset = content_inset
        self.always_bounce_vertical = always_bounce_vertical
        self.always_bounce_horizontal = always_bounce_horizontal

    content_size = _Setting(Property.CONTENT_SIZE, _FLOATS2, "contentSize (width, height).")
    content_inset = _Setting(Property.CONTENT_INSET, _FLOATS4, "contentInset (top, left, bottom, right).")
    content_offset = _Setting(Property.CONTENT_OFFSET, _FLOATS2, "contentOffset (x, y).")
    content_inset_adjustment_behavior = _Setting(
        Property.CONTENT_INSET_ADJUSTMENT_BEHAVIOR, _BEHAVIOR,
        "contentInsetAdjustmentBehavior: 'automatic', 'scrollable_axes', 'never' or 'always'.")
    behavior = content_inset_adjustment_behavior
    always_bounce_vertical = _Setting(Property.ALWAYS_BOUNCE_VERTICAL, _BOOL, "alwaysBounceVertical.")
    always_bounce_horizontal = _Setting(Property.ALWAYS_BOUNCE_HORIZONTAL, _BOOL, "alwaysBounceHorizontal.")
    vertical_scroll_indicator_insets = _Setting(
        Property.VERTICAL_SCROLL_INDICATOR_INSETS, _FLOATS4,
        "The effective insets (the user's plus the applied safe area when automatic); setting sets the user's.")
    horizontal_scroll_indicator_insets = _Setting(
        Property.HORIZONTAL_SCROLL_INDICATOR_INSETS, _FLOATS4,
        "The effective insets (the user's plus the applied safe area when automatic); setting sets the user's.")
    automatically_adjusts_scroll_indicator_insets = _Setting(
        Property.AUTOMATICALLY_ADJUSTS_SCROLL_INDICATOR_INSETS, _BOOL, "automaticallyAdjustsScrollIndicatorInsets.")

    @property
    def adjusted_content_inset(self) -> Insets:
        """adjustedContentInset: contentInset plus the applied safe-area edges (read only)."""
        if self._window is None:
            return Insets(*self.content_inset)
        return Insets(*self._window._tree.get(self._node, Property.ADJUSTED_CONTENT_INSET))


class ViewController(_Node):
    """A UIViewController with a root view (`view`, a new View unless given)."""

    _controller_kind = ControllerKind.PLAIN

    def __init__(self, additional_safe_area: Iterable[float] = (0, 0, 0, 0), prefers_status_bar_hidden: bool = False, *,
                 view: View | None = None) -> None:
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
            raise InvalidArgumentError("this view controller already belongs to another window's tree",
                                       Status.E_INVALID_ARGUMENT)
        view = self._view
        if view._window is not None and view._window is not window:
            raise InvalidArgumentError("this view controller's view already belongs to a window's tree",
                                       Status.E_INVALID_ARGUMENT)
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

    def add_child(self, child: ViewController, container_view: View | None = None,
                  frame: Iterable[float] | None = None) -> ViewController:
        """Embeds `child` with its view in `container_view` (default: this controller's view)
        at `frame` (None: the container's bounds). Its insets start at zero (MODEL.md §2.4)."""
        if container_view is None:
            container_view = self._view
        placed = _numbers(frame, 4, "frame") if frame is not None else None
        if child.parent is not None:
            raise InvalidArgumentError("this view controller already has a parent; remove it first", Status.E_INVALID_ARGUMENT)
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

    additional_safe_area_insets = _Setting(Property.ADDITIONAL_SAFE_AREA_INSETS, _FLOATS4,
                                           "additionalSafeAreaInsets (top, left, bottom, right); may be negative.")
    prefers_status_bar_hidden = _Setting(Property.PREFERS_STATUS_BAR_HIDDEN, _BOOL, "prefersStatusBarHidden.")
    automatically_adjusts_scroll_view_insets = _Setting(Property.AUTOMATICALLY_ADJUSTS_SCROLL_VIEW_INSETS, _BOOL,
                                                        "automaticallyAdjustsScrollViewInsets (iOS 7-10 behaviour).")
    edges_for_extended_layout = _Setting(
        Property.EDGES_FOR_EXTENDED_LAYOUT, _Edges(),
        "edgesForExtendedLayout: a frozenset of edge names; set from names, 'all' or an edge-bit mask.")
    extended_layout_includes_opaque_bars = _Setting(Property.EXTENDED_LAYOUT_INCLUDES_OPAQUE_BARS, _BOOL,
                                                    "extendedLayoutIncludesOpaqueBars.")
    view_respects_system_minimum_layout_margins = _Setting(Property.VIEW_RESPECTS_SYSTEM_MINIMUM_LAYOUT_MARGINS, _BOOL,
                                                           "viewRespectsSystemMinimumLayoutMargins.")

    @property
    def top_layout_guide_length(self) -> float:
        """topLayoutGuide.length (deprecated in iOS 11 for the safe area; MODEL.md §2.8): the bottom of the
        status bar, or of a visible navigation bar, in the view's coordinates — 64 for an iPhone 8 in a
        navigation controller, 88 on an iPhone X (housing included since iOS 11). Its own
        additionalSafeAreaInsets do not count; 0 when not in a window. Read only."""
        return _NUMBER.decode(self._get(Property.TOP_LAYOUT_GUIDE_LENGTH))

    @property
    def bottom_layout_guide_length(self) -> float:
        """bottomLayoutGuide.length: from the top of a visible tab bar or toolbar (or the home indicator)
        to the view's bottom — 49 for an iPhone 8 in a tab bar controller, 83 on an iPhone X. Read only."""
        return _NUMBER.decode(self._get(Property.BOTTOM_LAYOUT_GUIDE_LENGTH))

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
                raise InvalidArgumentError("a view controller in the list already has another parent",
                                           Status.E_INVALID_ARGUMENT)
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

    translucent = _Setting(Property.TRANSLUCENT, _BOOL, "Whether the bar is translucent (content extends under it).")


class NavigationController(_Container):
    """A UINavigationController: the top of the stack is visible under the bar (MODEL.md §2.5)."""

    _controller_kind = ControllerKind.NAVIGATION

    def __init__(self, root: ViewController | None = None, bar_hidden: bool = False, translucent: bool = True,
                 prefers_large_titles: bool = False, toolbar_hidden: bool = True) -> None:
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

    navigation_bar_hidden = _Setting(Property.NAVIGATION_BAR_HIDDEN, _BOOL, "isNavigationBarHidden.")
    bar_hidden = navigation_bar_hidden
    prefers_large_titles = _Setting(Property.PREFERS_LARGE_TITLES, _BOOL, "navigationBar.prefersLargeTitles.")
    toolbar_hidden = _Setting(Property.TOOLBAR_HIDDEN, _BOOL, "isToolbarHidden (hidden by default).")


class TabBarController(_Container):
    """A UITabBarController: the selected child is visible above the tab bar (MODEL.md §2.5)."""

    _controller_kind = ControllerKind.TAB_BAR

    def __init__(self, view_controllers: Iterable[ViewController] = (), selected: int = 0, translucent: bool = True) -> None:
        super().__init__(list(view_controllers))
        self.selected = selected
        self.translucent = translucent

    @property
    def selected(self) -> int:
        """selectedIndex: the index of the visible tab."""
        return _INDEX.decode(self._get(Property.SELECTED_INDEX))

    @selected.setter
    def selected(self, index: int) -> None:
        count = len(self.children)
        if not isinstance(index, int) or index < 0 or (count and index >= count):
            raise SafeAreaError(f"selected index {index!r} is not below the tab count {count}", Status.E_INDEX_OUT_OF_RANGE)
        self._set(Property.SELECTED_INDEX, _INDEX.encode(index, "selected"))

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


class ViewBatch:
    """Views created in one call (Window.add_views); read their insets in one call too."""

    def __init__(self, window: Window, nodes: bytes) -> None:
        self._window = window
        self._nodes = nodes  # bytes of uint64

    def __len__(self) -> int:
        return len(self._nodes) // 8

    def safe_areas(self) -> memoryview[float]:
        """The safeAreaInsets of every view, as a memoryview of shape (N, 4) float64
        (numpy.asarray() takes it without copying)."""
        data = self._window._tree.safe_areas(self._nodes)
        return memoryview(data).cast("d", [len(self), 4]) if len(self) else memoryview(b"").cast("d")

    @property
    def nodes(self) -> memoryview[int]:
        """The views' node ids (uint64)."""
        return memoryview(self._nodes).cast("Q")


class Change(NamedTuple):
    """One changed value of one view in a transition: `property` is "frame", "safe_area_insets",
    "layout_margins", "adjusted_content_inset" or "keyboard_layout_guide"; `before` and `after` are
    Insets for insets, (x, y, width, height) tuples for the frame and the guide. `node` is the View, or
    the node id (an int, as in ViewBatch.nodes) of a view made in bulk by Window.add_views."""

    node: View | int
    property: str
    before: tuple[float, ...]
    after: tuple[float, ...]


class Transition:
    """What a window change did (Window.transition): `changes`, a list of Change in the order UIKit
    delivers safeAreaInsetsDidChange / viewSafeAreaInsetsDidChange (a superview before its subviews, a
    controller's root view before its children; per view: frame, safe area, margins, adjusted content
    inset, keyboard guide). Unchanged values are not listed, nor views under a transform."""

    def __init__(self, window: Window, before: dict[str, Any], after: dict[str, Any], changes: list[Change]) -> None:
        self.window = window
        #: The window's state before and after: orientation, status_bar_hidden, keyboard_height, os_version.
        self.before = before
        self.after = after
        self.changes = changes

    def __len__(self) -> int:
        return len(self.changes)

    def __iter__(self) -> Iterator[Change]:
        return iter(self.changes)

    def of(self, view: View) -> list[Change]:
        """The changes of one view, in order."""
        return [change for change in self.changes if change.node is view]

    def __repr__(self) -> str:
        what = ", ".join(f"{key} {self.before[key]!r} -> {self.after[key]!r}" for key in self.after
                         if self.before[key] != self.after[key]) or "no window change"
        return f"<safearea.Transition {what}: {len(self.changes)} changes>"


class Window(_HasProperties):
    """A UIWindow on a device: the root of a UIKit hierarchy (one safearea_tree)."""

    def __reduce__(self) -> Any:
        raise TypeError("a safearea.Window does not pickle: its tree's state depends on the order of every change "
                        "made to it (a child controller's insets freeze as UIKit's do), which the engine does not "
                        "serialize; pickle the Device and rebuild the window in the other process")

    def __init__(self, device: Device | str, orientation: str = "portrait", os_version: str | None = None,
                 status_bar_hidden: bool = False, child_insets: str = "freeze", right_to_left: bool = False) -> None:
        if isinstance(device, str):
            device = _find_device(device)
        if not isinstance(device, Device):
            raise TypeError("device must be a safearea.Device or a device name")
        if orientation not in ORIENTATIONS:
            raise ValueError(f"{orientation!r} is not an orientation: use {', '.join(ORIENTATIONS)}")
        if child_insets not in _CHILD_INSETS:
            raise ValueError("child_insets is 'freeze' or 'continuous'")
        flags = ((TreeFlag.STATUS_BAR_HIDDEN if status_bar_hidden else 0)
                 | (TreeFlag.CONTINUOUS if child_insets == "continuous" else 0)
                 | (TreeFlag.RIGHT_TO_LEFT if right_to_left else 0))
        self.device = device
        self._tree_os_version = os_version
        self._tree = _Tree(device, int(_ORIENTATION.codes[orientation]), os_version, flags)
        # Node id -> the Python object made for it: object identity, not structure (which the
        # tree answers). Strong references: a view lives as long as its window, as in UIKit.
        self._objects: dict[int, _Node] = {}

    def _object(self, node: int) -> _Node | None:
        return self._objects.get(node)

    def _objects_of(self, nodes: Iterable[int]) -> tuple[_Node, ...]:
        objects = self._objects
        return tuple(objects[node] for node in nodes if node in objects)

    def _get(self, prop: Property) -> Values:
        return self._tree.get(0, prop)

    def _set(self, prop: Property, values: Values) -> None:
        self._tree.set(0, prop, values)

    @property
    def root(self) -> ViewController | None:
        """The root view controller (None: none); its view fills the window."""
        node = self._tree.root()
        return self._object(node) if node else None  # type: ignore[return-value]

    @root.setter
    def root(self, controller: ViewController | None) -> None:
        if controller is None:
            self._tree.set_root(0)
            return
        if controller.parent is not None:
            raise InvalidArgumentError("this view controller is a child of another; remove it first", Status.E_INVALID_ARGUMENT)
        controller._materialize(self)
        self._tree.set_root(controller._node)

    orientation = _Setting(Property.ORIENTATION, _ORIENTATION,
                           "The interface orientation: 'portrait', 'portrait_upside_down', 'landscape_left' or 'landscape_right'.")
    status_bar_hidden = _Setting(Property.STATUS_BAR_HIDDEN, _BOOL, "Whether the status bar is hidden.")
    child_insets = _Setting(Property.CHILD_INSETS_CONTINUOUS, _POLICY,
                            "The child-controller policy: 'freeze' (UIKit's) or 'continuous' (MODEL.md §2.4).")
    right_to_left = _Setting(Property.RIGHT_TO_LEFT, _BOOL, "Right-to-left layout direction.")
    keyboard_height = _Setting(Property.KEYBOARD_HEIGHT, _NUMBER, "Height of the keyboard over the window; 0 when hidden.")

    def show_keyboard(self, height: float | None = None) -> float:
        """Shows the keyboard (keyboardLayoutGuide follows it): `height` in points, or None for the
        catalog's keyboard height of this device, orientation and OS (Device.keyboard_height; an
        OSVersionError when the catalog knows none). Returns the height used."""
        if height is None:
            version = self._tree_os_version
            height = self.device.keyboard_height(self.orientation, os_version=version)
        self.keyboard_height = height
        return float(height)

    def hide_keyboard(self) -> None:
        """Hides the keyboard (keyboard_height 0)."""
        self.keyboard_height = 0.0

    @property
    def os_version(self) -> str | None:
        """The OS version the window was made with or last transitioned to (None: the device's newest)."""
        return self._tree_os_version

    def _state(self) -> dict[str, Any]:
        return {"orientation": self.orientation, "status_bar_hidden": self.status_bar_hidden,
                "keyboard_height": self.keyboard_height, "os_version": self._tree_os_version}

    def transition(self, *, orientation: str | None = None, status_bar_hidden: bool | None = None,
                   keyboard: bool | float | None = None, os_version: str | None = None) -> Transition:
        """Applies a window change and returns what it changed, view by view (a Transition).

        orientation: rotate to it; status_bar_hidden: show or hide the status bar; keyboard: True for the
        catalog's keyboard height of the device in the new orientation and OS (Device.keyboard_height; an
        OSVersionError when the catalog knows none), a number of points, False to hide it; os_version:
        another OS version ("newest" for the device's newest). None leaves a field as it is. Everything is
        checked before anything changes: on error the window is unchanged.
        """
        fields = 0
        code = 0
        if orientation is not None:
            if orientation not in ORIENTATIONS:
                raise ValueError(f"{orientation!r} is not an orientation: use {', '.join(ORIENTATIONS)}")
            fields |= _safearea.TRANSITION_ORIENTATION
            code = int(_ORIENTATION.codes[orientation])
        if status_bar_hidden is not None:
            fields |= _safearea.TRANSITION_STATUS_BAR
        version = self._tree_os_version
        if os_version is not None:
            fields |= _safearea.TRANSITION_OS_VERSION
            version = None if os_version == "newest" else os_version
        height = 0.0
        if keyboard is not None:
            fields |= _safearea.TRANSITION_KEYBOARD
            if keyboard is True:
                height = self.device.keyboard_height(orientation or self.orientation, os_version=version)
            elif keyboard is False:
                height = 0.0
            else:
                height = float(keyboard)
        before = self._state()
        raw = self._tree.transition(fields, code, bool(status_bar_hidden), height, version)
        if os_version is not None:
            self._tree_os_version = version
        # The extension gives each change as (node, property name, before, after), the values already
        # Insets or (x, y, width, height); only the node becomes its View here.
        get = self._objects.get
        make = Change._make
        changes = [make((get(node, node), name, old, new)) for node, name, old, new in raw]
        return Transition(self, before, self._state(), changes)

    @property
    def safe_area_insets(self) -> Insets:
        """The root view's safe area (zero without a root view controller)."""
        root = self.root
        return root.view.safe_area_insets if root is not None else Insets(0, 0, 0, 0)

    def layout(self) -> None:
        """Runs a layout pass now (reads do it on demand)."""
        self._tree.layout()

    def changed_views(self) -> list[View]:
        """Views whose safe-area insets changed since this was last called (safeAreaInsetsDidChange)."""
        return list(self._objects_of(self._tree.changed_views()))  # type: ignore[arg-type]

    def add_views(self, parent: View, parents: Any, frames: Any, kinds: Any = None) -> ViewBatch:
        """Bulk construction: views under `parent` (a View in this window) from arrays.

        parents: int64 buffer (e.g. numpy int64 or array('q')), -1 for a child of
        `parent`, else the index of an earlier view in the batch; frames: float64
        buffer of N x 4 (x, y, width, height); kinds: optional uint8 buffer (1 for
        scroll views). Returns a ViewBatch; nothing is created if any input is wrong.
        """
        if parent._window is not self:
            raise ValueError("the parent view is not in this window")
        return ViewBatch(self, self._tree.add_views(parent._node, parents, frames, kinds))

    def __repr__(self) -> str:
        return f"<safearea.Window {self.device.name!r} {self.orientation}>"

    def _repr_svg_(self) -> str:
        """The window drawn by the engine (C: safearea_tree_svg): each view's frame, safe-area guide and
        layout-margins guide."""
        return self._tree.svg()
