"""UIKit's container view controllers: NavigationController and TabBarController, over the stack
of children they share (MODEL.md §2.5)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ._enums import ControllerKind, Property, Status
from ._errors import InvalidArgumentError, SafeAreaError
from ._properties import BOOL, INDEX, MINIMIZATION, Setting
from ._view_controller import ViewController

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._window import Window


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

    def _forget_pending_child(self, child: ViewController) -> None:
        super()._forget_pending_child(child)
        self._pending_stack = [c for c in self._pending_stack if c is not child]

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
    bar_minimization = Setting(
        Property.BAR_MINIMIZATION,
        MINIMIZATION,
        "The bars' minimization: 'none' (shown in full), 'adjusts_safe_area' (minimized, the safe area "
        "following: unmeasured, reads refused) or 'keeps_safe_area' (UIBarMinimization safeAreaAdjustment "
        ".disabled, iOS 27 and later); MODEL.md §17.",
    )


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

    bottom_accessory = Setting(
        Property.BOTTOM_ACCESSORY,
        BOOL,
        "bottomAccessory is set (iOS 26): a 56-pt band above the tab bar on iPhones in portrait (139 in all, "
        "measured on the iPhone 17 and 16 at 26.5); refused in landscape and on iPads (MODEL.md §17).",
    )

    @property
    def selected_view_controller(self) -> ViewController | None:
        """The visible tab's controller."""
        tabs = self.children
        return tabs[self.selected] if tabs else None
