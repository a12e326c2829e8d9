"""The window of a UIKit hierarchy (one safearea_tree) and what it answers in bulk or
over a transition: Window, ViewBatch, Change and Transition."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from typing import Any, NamedTuple

from . import _safearea
from ._catalog import device as _find_device
from ._device import ORIENTATIONS, Device, _window_name
from ._enums import Property, ProvenanceKind, Status, TreeFlag, WindowCompatibility, WindowControls, WindowPlacement
from ._errors import InvalidArgumentError
from ._node import _joining, _Node
from ._properties import BOOL, CHILD_INSETS, NUMBER, ORIENTATION, POLICY, HasProperties, Setting, Values, numbers
from ._safearea import Insets
from ._safearea import Tree as _Tree
from ._values import Provenance, ReservedRegion
from ._view import View
from ._view_controller import ViewController
from ._window_info import WindowInfo


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
    """What a window change did (Window.transition), or a presentation, a dismissal or a detent change
    (ViewController.present, dismiss, set_detent; Window.last_transition): `changes`, a list of Change in
    the order UIKit delivers safeAreaInsetsDidChange / viewSafeAreaInsetsDidChange (a superview before its
    subviews, a controller's root view before its children; per view: frame, safe area, margins, adjusted
    content inset, keyboard guide). Unchanged values are not listed, nor views under a transform. `kind`
    says what changed: "window", "present", "dismiss" or "detent"."""

    def __init__(
        self,
        window: Window,
        before: dict[str, Any],
        after: dict[str, Any],
        changes: list[Change],
        kind: str = "window",
    ) -> None:
        self.window = window
        #: The window's state before and after: orientation, status_bar_hidden, keyboard_height, os_version
        #: (the same for a presentation, which does not change the window).
        self.before = before
        self.after = after
        self.changes = changes
        self.kind = kind

    def __len__(self) -> int:
        return len(self.changes)

    def __iter__(self) -> Iterator[Change]:
        return iter(self.changes)

    def of(self, view: View) -> list[Change]:
        """The changes of one view, in order."""
        return [change for change in self.changes if change.node is view]

    def __repr__(self) -> str:
        what = (
            ", ".join(
                f"{key} {self.before[key]!r} -> {self.after[key]!r}"
                for key in self.after
                if self.before[key] != self.after[key]
            )
            or "no window change"
        )
        if self.kind != "window":
            what = {"present": "presentation", "dismiss": "dismissal", "detent": "detent change"}[self.kind]
        return f"<safearea.Transition {what}: {len(self.changes)} changes>"


class Window(HasProperties):
    """A UIWindow on a device: the root of a UIKit hierarchy (one safearea_tree)."""

    def __reduce__(self) -> Any:
        raise TypeError(
            "a safearea.Window does not pickle: its tree's state depends on the order of every change "
            "made to it (a child controller's insets freeze as UIKit's do), which the engine does not "
            "serialize; pickle the Device and rebuild the window in the other process"
        )

    def __init__(
        self,
        device: Device | str,
        orientation: str = "portrait",
        os_version: str | None = None,
        status_bar_hidden: bool = False,
        child_insets: str = "freeze",
        right_to_left: bool = False,
        strict: bool = False,
        placement: str | None = None,
        frame: tuple[float, float, float, float] | None = None,
        controls: str = "automatic",
        compatibility: str | None = None,
    ) -> None:
        if isinstance(device, str):
            device = _find_device(device)
        if not isinstance(device, Device):
            raise TypeError("device must be a safearea.Device or a device name")
        if orientation not in ORIENTATIONS:
            raise ValueError(f"{orientation!r} is not an orientation: use {', '.join(ORIENTATIONS)}")
        if child_insets not in CHILD_INSETS:
            raise ValueError("child_insets is 'freeze' or 'continuous'")
        flags = (
            (TreeFlag.STATUS_BAR_HIDDEN if status_bar_hidden else 0)
            | (TreeFlag.CONTINUOUS if child_insets == "continuous" else 0)
            | (TreeFlag.RIGHT_TO_LEFT if right_to_left else 0)
            | (TreeFlag.STRICT if strict else 0)
        )
        self.device = device
        self._tree_os_version = os_version
        self._tree = _Tree(device, int(ORIENTATION.codes[orientation]), os_version, flags)
        # Node id -> the Python object made for it: object identity, not structure (which the
        # tree answers). Strong references: a view lives as long as its window, as in UIKit.
        self._objects: dict[int, _Node] = {}
        self._last_transition: Transition | None = None
        # The placement the caller asked for (None: filling the screen without controls): their own input,
        # readable on a strict window whose resolved frame and insets are refused as derived.
        self._placement: str | None = None
        if placement is not None or frame is not None or compatibility is not None or controls != "automatic":
            self.place(placement, frame=frame, controls=controls, compatibility=compatibility)

    def place(
        self,
        placement: str | None = None,
        *,
        frame: tuple[float, float, float, float] | None = None,
        controls: str = "automatic",
        compatibility: str | None = None,
    ) -> None:
        """Places the app's window on its iPad's screen (C: safearea_tree_set_window, MODEL.md §19).

        placement: 'full', 'half_leading', 'half_trailing', 'third_leading', 'third_trailing',
        'two_thirds_leading', 'two_thirds_trailing', 'slide_over' or 'floating' (None: 'floating' with a
        frame, else 'full'; hyphens or underscores, any case, as Device.export takes them), or 'half',
        'third' or 'two_thirds' for the tile's leading side (C: safearea_window_placement_from_string;
        docs/MODEL.md §19); frame: (x, y, width,
        height) in points of the oriented screen, a floating window's only (with another placement
        InvalidArgumentError); controls: 'automatic', 'unified' or 'minimal'; compatibility: None, 'iphone' or
        'requires_full_screen'. An iPhone app ('iphone') gets on iPadOS 27 half the screen's width and its
        height ('full', its launch window) or, with a frame (resized), any width from 375 pt to half the
        screen at the full height; on iPadOS 15-18 and 26 the 375 x 667 box, centred ('full' only).
        UnsupportedError where no app window is modelled (an iPhone, an Apple TV, an iPad before iPadOS 15),
        where the iPad cannot show the window (before iPadOS 26: a portrait half, a floating window on
        iPadOS 15 or on an iPad without Stage Manager) or no source measured it (Slide Over); InvalidArgumentError for a frame
        that is not finite (or an integer beyond a double, such as 10**400), negative, off the screen,
        under the minimum width or under the least height that holds the window's insets and controls, or,
        for a Stage Manager window (iPadOS 16-18), under 320 x 480 or nearer a screen edge than
        max(status bar, 24) pt (docs/MODEL.md §19).
        UnsupportedError too when a presentation cannot follow the new window (an iPad sheet or popover in
        a compact-width window). On error the window is unchanged."""
        if placement is None:
            placement = "floating" if frame is not None else "full"
        if isinstance(placement, enum.Enum):
            placement = placement.name.lower()
        # One window's placement as C reads it (safearea_window_placement_from_string): "half" is the leading half.
        codes = {"placement": _safearea._window_placement(placement)}
        for field, value, enum_type in (
            ("controls", controls, WindowControls),
            ("compatibility", compatibility or "none", WindowCompatibility),
        ):
            if isinstance(value, enum.Enum):
                value = value.name
            if not isinstance(value, str):
                raise TypeError(f"{field}: expected a name (str), not {type(value).__name__}")
            try:
                codes[field] = int(enum_type[str(_window_name(value)).upper()])
            except KeyError:
                known = ", ".join(repr(member.name.lower()) for member in enum_type)
                raise InvalidArgumentError(
                    f"{field}: {value!r} is not one of {known}", Status.E_INVALID_ARGUMENT
                ) from None
        if frame is not None:
            values = numbers(frame, 4, "frame")
            frame = (values[0], values[1], values[2], values[3])
        self._tree.set_window(True, codes["placement"], frame, codes["controls"], codes["compatibility"])
        self._placement = WindowPlacement(codes["placement"]).name.lower()

    def fill_screen(self) -> None:
        """The app fills the screen without window controls again (C: safearea_tree_set_window with NULL)."""
        self._tree.set_window(False, 0, None, 0, 0)
        self._placement = None

    @property
    def window_info(self) -> WindowInfo:
        """What the window resolved to (C: safearea_tree_window): frame on the screen, insets, the controls'
        rectangle, the resolved style, size class and provenance. A strict window refuses a derived one."""
        return WindowInfo._from_c(self._tree.window())

    @property
    def frame(self) -> tuple[float, float, float, float]:
        """The window's frame on the oriented screen (the whole screen unless placed)."""
        return self.window_info.frame

    @property
    def placement(self) -> str | None:
        """The placement asked for ('half_leading', ...), None for an app filling the screen without controls.
        It is the caller's own request, so a strict window answers it too (its window_info and frame refuse a
        derived window)."""
        return self._placement

    def reserved_regions(self, *, strict: bool = False) -> tuple[ReservedRegion, ...]:
        """The window-level reserved regions (C: safearea_tree_window_reserved_regions): the window controls,
        one ReservedRegion of the occlusion kind named 'window_controls' in the window's coordinates; none
        for a window that shows no controls. strict: OSVersionError for a derived rectangle."""
        return tuple(
            ReservedRegion(name, kind, shape, rect, margins, active, Provenance(*provenance))
            for name, kind, shape, rect, margins, active, provenance in self._tree.window_reserved_regions(strict)
        )

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
            raise InvalidArgumentError(
                "this view controller is a child of another; remove it first", Status.E_INVALID_ARGUMENT
            )
        with _joining(self, controller):
            controller._materialize(self)
            self._tree.set_root(controller._node)

    orientation = Setting(
        Property.ORIENTATION,
        ORIENTATION,
        "The interface orientation: 'portrait', 'portrait_upside_down', 'landscape_left' or 'landscape_right'.",
    )
    status_bar_hidden = Setting(Property.STATUS_BAR_HIDDEN, BOOL, "Whether the status bar is hidden.")
    child_insets = Setting(
        Property.CHILD_INSETS_CONTINUOUS,
        POLICY,
        "The child-controller policy: 'freeze' (UIKit's) or 'continuous' (MODEL.md §2.4).",
    )
    right_to_left = Setting(Property.RIGHT_TO_LEFT, BOOL, "Right-to-left layout direction.")
    strict = Setting(
        Property.STRICT,
        BOOL,
        "Refuse derived answers: window insets and container metrics no source measured for this device and "
        "OS (MODEL.md §8, §17).",
    )
    keyboard_height = Setting(
        Property.KEYBOARD_HEIGHT, NUMBER, "Height of the keyboard over the window; 0 when hidden."
    )

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
        return {
            "orientation": self.orientation,
            "status_bar_hidden": self.status_bar_hidden,
            "keyboard_height": self.keyboard_height,
            "os_version": self._tree_os_version,
        }

    def transition(
        self,
        *,
        orientation: str | None = None,
        status_bar_hidden: bool | None = None,
        keyboard: bool | float | None = None,
        os_version: str | None = None,
    ) -> Transition:
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
            code = int(ORIENTATION.codes[orientation])
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
        return self._record(raw, before)

    def _record(self, raw: Any, before: dict[str, Any] | None = None, kind: str = "window") -> Transition:
        """The Transition of changes `raw` (as the extension gives them), kept as `last_transition`."""
        # The extension gives each change as (node, property name, before, after), the values already
        # Insets or (x, y, width, height); only the node becomes its View here.
        get = self._objects.get
        make = Change._make
        changes = [make((get(node, node), name, old, new)) for node, name, old, new in raw]
        after = self._state()
        self._last_transition = Transition(self, after if before is None else before, after, changes, kind)
        return self._last_transition

    @property
    def last_transition(self) -> Transition | None:
        """The Transition of the window's last transition (None: none yet): Window.transition's, or a
        presentation's, a dismissal's or a detent change's (ViewController.present, dismiss, set_detent;
        docs/MODEL.md §12, §18). A call that fails leaves it as it was."""
        return self._last_transition

    @property
    def safe_area_insets(self) -> Insets:
        """The root view's safe area; without a root view controller the window's own
        (UIWindow.safeAreaInsets, `window_safe_area`: derived, so a strict window refuses it)."""
        root = self.root
        return root.view.safe_area_insets if root is not None else self.window_safe_area[0]

    @property
    def window_safe_area(self) -> tuple[Insets, Provenance]:
        """The window's own safe area and its provenance (C: safearea_tree_window_safe_area): the window's
        insets, status bar as it is, with or without a root view controller; the window's provenance with
        one, derived without (Apple documents UIView.safeAreaInsets for a view in a visible hierarchy; no
        printout of a window without a root controller was found). A strict window refuses a derived one."""
        insets, (kind, source, basis) = self._tree.window_safe_area()
        return Insets(*insets), Provenance(ProvenanceKind(kind).name.lower(), source, basis)

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
        info = self.window_info if not self.strict else None
        if info is not None and info.windowed:
            where = f" {info.placement.name.lower()} at {info.frame}"
        else:
            where = f" {self._placement}" if self._placement is not None else ""
        return f"<safearea.Window {self.device.name!r} {self.orientation}{where}>"

    def _repr_svg_(self) -> str:
        """The window drawn by the engine (C: safearea_tree_svg): each view's frame, safe-area guide and
        layout-margins guide, and each bar its containers show, labelled with its height."""
        return self._tree.svg()
