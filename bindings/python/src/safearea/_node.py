"""The machinery the UIKit objects share (View, ScrollView, ViewController and the containers): a node
that is either in a window's tree or pending, and the engine's defaults a pending node reports.

Every result comes from libsafearea through the C API (a safearea_tree per
Window), and so does the structure: superview, subviews, a controller's parent
and children and the window's root are asked of the tree. Objects made before
they join a window keep what the user set on them here (settings and links to
other pending objects) and are created in the window's tree when they join it
(``w.root = vc``, ``parent.add_child(...)``, a container that joins); until then
they are not in a window and report zero insets, as UIKit does. An object linked
to one that is in a window joins that window's tree at once (detached until it
is placed). Defaults of pending objects are the engine's, read once from a
scratch tree. The views are in _view.py, the view controller in
_view_controller.py, the containers in _containers.py and the window in _window.py.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from ._catalog import devices as _devices
from ._device import ORIENTATIONS
from ._enums import ControllerKind, Orientation, Property
from ._properties import HasProperties, Values
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


# -- joining a window, undone when the call that needed it fails --------------


def _nodes_in(value: object) -> Iterator[_Node]:
    if isinstance(value, _Node):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _nodes_in(item)


@contextlib.contextmanager
def _joining(window: Window, node: _Node) -> Iterator[None]:
    """Runs a call that makes `node` join `window`'s tree (its _materialize, then the C call that places
    it); if the call fails, every object that joined goes back to pending as it was (settings, links and
    all), so it can join another window later: the tree's hierarchy is unchanged by a failed call, and the
    detached nodes made for them stay unreachable in it. Nothing to undo for a node already in a window."""
    if node._window is not None:
        yield
        return
    # The pending objects reachable from `node` through what they keep until they join.
    graph: dict[int, _Node] = {}
    work = [node]
    while work:
        item = work.pop()
        if id(item) in graph or item._window is not None:
            continue
        graph[id(item)] = item
        for value in vars(item).values():
            work.extend(_nodes_in(value))
    saved = [
        (item, {key: value.copy() if isinstance(value, (dict, list)) else value for key, value in vars(item).items()})
        for item in graph.values()
    ]
    known = set(window._objects)
    try:
        yield
    except BaseException:
        for item, state in saved:
            item.__dict__.clear()
            item.__dict__.update(state)
        for key in set(window._objects) - known:
            del window._objects[key]
        raise
