"""SwiftUI's safe-area model (MODEL.md §3): build a scene, lay it out through libsafearea.

from safearea import swiftui
scene = swiftui.Scene("iPhone 15 Pro", keyboard=336)
scene.add(swiftui.View("content"), swiftui.View("background").ignores_safe_area())
layout = scene.layout()
layout["content"].frame          # (0, 59, 393, 457): above the keyboard
change = scene.transition(keyboard=False)   # what hiding the keyboard changes, view by view

tabs = swiftui.Scene("iPhone 16", os_version="26.1").add(
    swiftui.TabView("tabs").add(swiftui.NavigationStack("nav").add(swiftui.View("reader"))))
tabs.layout()["reader"].proxy_safe_area_insets   # (113, 0, 83, 0): the 26.1 bars, from the platform rows

sheet = swiftui.Scene("iPhone 16", os_version="26.1").add(
    swiftui.View("button", frame=(100, 300, 120, 44)).sheet(swiftui.View("reader"), detents=["medium", "large"]))
sheet.layout()["reader"].presentation.detent_value   # 425: UIKit's medium detent (derived for SwiftUI)

audited = swiftui.Scene("iPhone 17 Pro", os_version="26.0").add(
    swiftui.TabView("tabs").add(swiftui.NavigationStack("nav", "large", searchable=True).add(
        swiftui.View("list", role="background").ignores_safe_area(),
        swiftui.View("add", role="control", width=56, height=56,
                     anchors={"bottom": {"to": "safe_area", "offset": 16}, "right": {"to": "safe_area", "offset": 16}}))))
audited.audit().findings   # []: the same rules and anchors as safearea.audit, on every device asked for
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Iterable
from typing import Any, NamedTuple

from ._audit import AuditReport, _os_lines, _read_document, _run
from ._enums import AuditFlag
from ._safearea import Insets, _swiftui_layout, _swiftui_svg

TYPE_CHECKING = False
if TYPE_CHECKING:
    import os

    from ._device import Device

#: Every orientation, for an audit told "all" (None takes the scene's own).
_ALL_ORIENTATIONS = "portrait,portrait_upside_down,landscape_left,landscape_right"

__all__ = [
    "Scene",
    "View",
    "NavigationStack",
    "TabView",
    "Layout",
    "ViewLayout",
    "Bar",
    "layout",
    "Change",
    "SceneTransition",
    "PresentationLayout",
    "WindowLayout",
    "fraction",
    "height",
    "audit",
]

_PLACEMENTS = ("automatic", "scroll_content", "scroll_indicators")


def _edges(edges: str | Iterable[str]) -> str | list[str]:
    return edges if isinstance(edges, str) else list(edges)


_SIZINGS = ("automatic", "page", "form", "fitted")
Detent = str | float | dict[str, float]


def fraction(x: float) -> dict[str, float]:
    """PresentationDetent.fraction(x): x (above 0, at most 1) times the sheet's maximum detent value."""
    return {"fraction": x}


def height(h: float) -> dict[str, float]:
    """PresentationDetent.height(h): a custom detent of h points."""
    return {"height": h}


def _detent(detent: Detent, field: str) -> str | dict[str, float]:
    """A detent in the scene schema: "large", "medium", a fraction(x) or height(h) dict, or a number (a height)."""
    if isinstance(detent, str):
        return detent
    value: dict[str, float] = detent if isinstance(detent, dict) else {"height": detent}
    for key, number in value.items():
        if isinstance(number, float) and not math.isfinite(number):
            # JSON carries no NaN or infinity: say so here, naming the field, as the engine does for the rest.
            raise ValueError(f"{field}.{key}: {number!r} is not a finite number")
    return value


class View:
    """A SwiftUI view: fills its parent's safe area, or a fixed frame in its parent's
    content (top-level views: screen coordinates). Modifier methods return the view.

    For an audit (audit(), Scene.audit(); MODEL.md §4, "Scenes audited"): `role` as a design element's
    ("background", "image", "media", "text", "control", "icon"), and instead of a frame, `anchors` as a
    design's ({"bottom": {"to": "safe_area", "offset": 16}, ...}: to "screen", "safe_area", "margins" or
    "parent") with `width` and `height`; a layout reads no role and refuses anchors."""

    def __init__(
        self,
        id: str,
        frame: Iterable[float] | None = None,
        *,
        role: str | None = None,
        anchors: dict[str, dict[str, Any]] | None = None,
        width: float | None = None,
        height: float | None = None,
    ) -> None:
        self.id = id
        self.frame = tuple(float(v) for v in frame) if frame is not None else None
        self.modifiers: list[dict[str, Any]] = []
        self.children: list[View] = []
        self.presentation: tuple[str, dict[str, Any], View] | None = None
        self.role = role
        self.anchors = anchors
        self.width = width
        self.height = height

    def ignores_safe_area(self, regions: str | Iterable[str] = "all", edges: str | Iterable[str] = "all") -> View:
        """.ignoresSafeArea(regions, edges:): regions 'all', 'container', 'keyboard' or a list."""
        self.modifiers.append(
            {
                "ignores_safe_area": {
                    "regions": regions if isinstance(regions, str) else list(regions),
                    "edges": _edges(edges),
                }
            }
        )
        return self

    def safe_area_inset(self, edge: str, size: float, spacing: float = 0) -> View:
        """.safeAreaInset(edge:spacing:) with content `size` points deep."""
        self.modifiers.append({"safe_area_inset": {"edge": edge, "size": size, "spacing": spacing}})
        return self

    def safe_area_padding(self, amount: float, edges: str | Iterable[str] = "all") -> View:
        """.safeAreaPadding(edges, amount)."""
        self.modifiers.append({"safe_area_padding": {"edges": _edges(edges), "amount": amount}})
        return self

    def background(self, ignores_safe_area_edges: str | Iterable[str] = "all") -> View:
        """.background(…, ignoresSafeAreaEdges:)."""
        self.modifiers.append({"background": {"ignores_safe_area_edges": _edges(ignores_safe_area_edges)}})
        return self

    def content_margins(self, amount: float, edges: str | Iterable[str] = "all", placement: str = "automatic") -> View:
        """.contentMargins(edges, amount, for: placement) on a scroll view: placement 'automatic' (the content
        and the scroll indicators), 'scroll_content' (the content only) or 'scroll_indicators'."""
        if placement not in _PLACEMENTS:
            raise ValueError(f"{placement!r} is not a placement: use {', '.join(_PLACEMENTS)}")
        self.modifiers.append({"content_margins": {"edges": _edges(edges), "amount": amount, "placement": placement}})
        return self

    def sheet(
        self,
        content: View,
        detents: Iterable[Detent] = ("large",),
        selected_detent: Detent | None = None,
        sizing: str = "automatic",
    ) -> View:
        """.sheet { content } with .presentationDetents(detents) ("large", "medium", fraction(x), height(h) or a
        number of points; the smallest shows unless selected_detent names one) and .presentationSizing(sizing)
        ('automatic' is 'form' on iOS; on an iPhone every sizing is the sheet). The content is laid out at the
        UIKit sheet's geometry (MODEL.md §3, §18); its root's ViewLayout.presentation says what it resolved to.
        A scene shows one presentation at a time."""
        if sizing not in _SIZINGS:
            raise ValueError(f"presentation_sizing: {sizing!r} is not one of {', '.join(_SIZINGS)}")
        body: dict[str, Any] = {
            "presentation_detents": [_detent(d, f"presentation_detents[{k}]") for k, d in enumerate(detents)],
            "presentation_sizing": sizing,
        }
        if selected_detent is not None:
            body["selected_detent"] = _detent(selected_detent, "selected_detent")
        self.presentation = ("sheet", body, content)
        return self

    def full_screen_cover(self, content: View) -> View:
        """.fullScreenCover { content }: the window's frame and insets (derived, as UIKit's full-screen style)."""
        self.presentation = ("full_screen_cover", {}, content)
        return self

    def popover(
        self,
        content: View,
        attachment_anchor: Iterable[float] | None = None,
        arrow_edge: str | None = None,
        detents: Iterable[Detent] = ("large",),
        content_size: Iterable[float] | None = None,
        compact_adaptation: str | None = None,
        toolbar_item: str | None = None,
    ) -> View:
        """.popover(attachmentAnchor:arrowEdge:) { content }: attachment_anchor a rectangle (x, y, width,
        height) in this view's coordinates (default its bounds); arrow_edge the anchor's edge the arrow
        sits on ("top", "bottom", "leading", "trailing"; None: any). On a compact-width iPhone it adapts
        to the sheet (presentationCompactAdaptation's default), at `detents` as for sheet(), unless
        `compact_adaptation="popover"` keeps it a popover (presentationCompactAdaptation(.popover)); on an
        iPad it is a popover at the anchor, `content_size` (width, height) the content's ideal size, which
        SwiftUI gives the popover and the scene does not compute (required there). `toolbar_item`
        ("top_bar_leading", "top_bar_trailing", "bottom_bar") attaches it to the outermost toolbar item at
        that placement of the NavigationStack this view is in, instead of to the view (docs/MODEL.md §18)."""
        body: dict[str, Any] = {
            "presentation_detents": [_detent(d, f"presentation_detents[{k}]") for k, d in enumerate(detents)],
        }
        rects = {"attachment_anchor": attachment_anchor, "content_size": content_size}
        body.update({key: [float(v) for v in value] for key, value in rects.items() if value is not None})
        names = {"arrow_edge": arrow_edge, "compact_adaptation": compact_adaptation, "toolbar_item": toolbar_item}
        body.update({key: value for key, value in names.items() if value is not None})
        self.presentation = ("popover", body, content)
        return self

    def add(self, *children: View) -> View:
        """Adds child views; returns this view."""
        self.children.extend(children)
        return self

    def to_dict(self) -> dict[str, Any]:
        """The view in the scene schema (schemas/swiftui-scene.schema.json)."""
        data: dict[str, Any] = {"id": self.id}
        if self.frame is not None:
            data["frame"] = list(self.frame)
        for key in ("role", "anchors", "width", "height"):
            if getattr(self, key, None) is not None:
                data[key] = getattr(self, key)
        if self.modifiers:
            data["modifiers"] = self.modifiers
        if self.children:
            data["children"] = [child.to_dict() for child in self.children]
        if self.presentation is not None:
            kind, body, content = self.presentation
            data[kind] = {**body, "content": content.to_dict()}
        return data


class NavigationStack(View):
    """A NavigationStack: its children are its content, which reads the navigation bar (and a bottom
    toolbar, a search field) of the scene's device and OS from the platform rows, as a UIKit navigation
    controller's child does (MODEL.md §3). title_display_mode 'inline' or 'large'; toolbar_items: how many
    ToolbarItem(placement: .bottomBar) items (0: no bottom toolbar); searchable: .searchable on the content;
    bar_minimization: 'none', or the bars minimized with toolbarMinimizationSafeAreaAdjustment enabled
    ('adjusts_safe_area') or disabled ('keeps_safe_area'). It fills its parent's safe area: no frame, no
    modifiers. What no source measured (search before 15 or in an iPhone's landscape before 26, minimized bars) is
    refused (UnsupportedError)."""

    def __init__(
        self,
        id: str,
        title_display_mode: str = "inline",
        toolbar_items: int = 0,
        searchable: bool = False,
        bar_minimization: str = "none",
    ) -> None:
        super().__init__(id)
        if isinstance(toolbar_items, float) and not math.isfinite(toolbar_items):
            # JSON carries no NaN or infinity: say so here, naming the field, as the engine does for the rest.
            raise ValueError(f"toolbar_items: {toolbar_items!r} is not a count from 0 to 10,000")
        self.title_display_mode = title_display_mode
        self.toolbar_items = toolbar_items
        self.searchable = searchable
        self.bar_minimization = bar_minimization

    def to_dict(self) -> dict[str, Any]:
        data = super().to_dict()
        data["navigation_stack"] = {
            "title_display_mode": self.title_display_mode,
            "toolbar_items": self.toolbar_items,
            "searchable": self.searchable,
            "bar_minimization": self.bar_minimization,
        }
        return data


class TabView(View):
    """A TabView: its children are the tabs, of which only the `selected` one is laid out; its content
    reads the tab bar of the scene's device and OS from the platform rows (a band at the bottom on iPhone,
    the top edge on iPad from iPadOS 26). bottom_accessory: tabViewBottomAccessory (expanded above the tab bar on iPhones in portrait; refused elsewhere);
    bar_minimization as for NavigationStack. A TabView is its window's root container: one inside another
    container is refused."""

    def __init__(
        self, id: str, selected: int = 0, bottom_accessory: bool = False, bar_minimization: str = "none"
    ) -> None:
        super().__init__(id)
        self.selected = selected
        self.bottom_accessory = bottom_accessory
        self.bar_minimization = bar_minimization

    def to_dict(self) -> dict[str, Any]:
        data = super().to_dict()
        data["tab_view"] = {
            "selected": self.selected,
            "bottom_accessory": self.bottom_accessory,
            "bar_minimization": self.bar_minimization,
        }
        return data


class Bar(NamedTuple):
    """A bar a container shows over its content: `bar` ("navigation_bar", "toolbar", "tab_bar", "search",
    …), the content `edge` it is on, its own `height` (None where no source gives it: iPadOS 18's floating
    tab bar), the `amount` it adds to the content's safe area there, and where the numbers come from
    (`provenance` "measured", "documented" or "derived", `source`, `basis`)."""

    bar: str
    edge: str
    height: float | None
    amount: float
    provenance: str
    source: str
    basis: str


class PresentationLayout(NamedTuple):
    """What a presentation resolved to, carried by its content's root (ViewLayout.presentation): `kind`
    ("sheet", "full_screen_cover", "popover"), the `presenter`'s id, `sizing` after 'automatic' resolves
    ('form'; None but for sheets), the SwiftUI `detent` shown ("medium", "height(300)", …; None for a cover),
    the UIKit `style` it resolved to ("page_sheet" for every sheet and an adapted popover on an iPhone,
    "full_screen") and whether a popover was `adapted`, the `uikit_detent` ("large" for a detent at or above
    the maximum), `detent_value` and `maximum_detent_value` (None for a cover), the presented view's `frame`
    in the window (scaled when the card floats), the unscaled `layout_frame` the content is laid out in,
    the `scale`, the content's `insets`, a popover's `anchor` (window), `arrow_edge` and the UIKit
    `arrow_direction` it resolved to ("up", "down", "left", "right"; "none" when adapted), where the numbers
    come from (`provenance` "measured" or "derived", `source`, `basis`; SwiftUI's medium detent is derived),
    the `toolbar_item` a popover is attached to (None: its view) and its `compact_adaptation`."""

    kind: str
    presenter: str
    sizing: str | None
    detent: str | None
    style: str
    adapted: bool
    uikit_detent: str
    detent_value: float | None
    maximum_detent_value: float | None
    frame: tuple[float, ...]
    layout_frame: tuple[float, ...]
    scale: float
    insets: Insets
    anchor: tuple[float, ...] | None
    arrow_edge: str | None
    provenance: str
    source: str
    basis: str
    arrow_direction: str | None = None
    toolbar_item: str | None = None
    compact_adaptation: str = "automatic"

    @classmethod
    def _from_json(cls, p: dict[str, Any]) -> PresentationLayout:
        values = dict(p, frame=tuple(p["frame"]), layout_frame=tuple(p["layout_frame"]), insets=Insets(*p["insets"]))
        values["anchor"] = tuple(p["anchor"]) if "anchor" in p else None
        values.setdefault("basis", "")
        fields: dict[str, Any] = {name: values.get(name, cls._field_defaults.get(name)) for name in cls._fields}
        return cls(**fields)


class ViewLayout:
    """Where a view ends up: frame (the window's coordinates: the screen's unless the scene runs in an
    app window); `covered_insets`, the parts of its frame the
    safe area it sees covers (`safe_area_insets` is the same value, kept from earlier versions);
    `proxy_safe_area_insets`, what a GeometryReader's proxy reads (the whole depth of the safe area on
    edges that lie on its boundary: a root view on an iPhone 15 Pro reads (59, 0, 34, 0)); and, with
    the matching modifiers, its background, inset-content and content frames and, for a scroll view
    with contentMargins, its `indicator_insets`; for the root of presented content, its `presentation`
    (a PresentationLayout); `container_corner_insets`, what the proxy's
    `containerCornerInsets` reads (26 and later, else None): four (width, height) pairs, top-leading,
    top-trailing, bottom-leading, bottom-trailing: at each corner, the inset from that corner that clears
    the view's overlap with the window controls (a full-bleed view in a window under the unified style
    reads (59.5, 43) at the top-leading corner), all zero in a window that fills the screen without them. Frames under a floating (scaled)
    sheet are in its unscaled layout frame."""

    __slots__ = (
        "id",
        "frame",
        "safe_area_insets",
        "covered_insets",
        "proxy_safe_area_insets",
        "background_frame",
        "inset_frames",
        "content_frame",
        "indicator_insets",
        "container_insets",
        "bars",
        "presentation",
        "container_corner_insets",
    )

    def __init__(self, data: dict[str, Any]) -> None:
        self.id: str = data["id"]
        self.frame: tuple[float, ...] = tuple(data["frame"])
        self.safe_area_insets = Insets(*data["safe_area_insets"])
        self.covered_insets = Insets(*data["covered_insets"])
        self.proxy_safe_area_insets = Insets(*data["proxy_safe_area_insets"])
        self.indicator_insets: Insets | None = Insets(*data["indicator_insets"]) if "indicator_insets" in data else None
        self.background_frame: tuple[float, ...] | None = (
            tuple(data["background_frame"]) if "background_frame" in data else None
        )
        self.inset_frames: list[tuple[float, ...]] = [tuple(f) for f in data.get("inset_frames", [])]
        self.content_frame: tuple[float, ...] | None = tuple(data["content_frame"]) if "content_frame" in data else None
        self.container_insets: Insets | None = Insets(*data["container_insets"]) if "container_insets" in data else None
        # GeometryProxy.containerCornerInsets (26 and later, else None): ((width, height) at the top-leading,
        # top-trailing, bottom-leading and bottom-trailing corners, left to right).
        corners = data.get("container_corner_insets")
        self.container_corner_insets: tuple[tuple[float, float], ...] | None = (
            tuple((corners[k], corners[k + 1]) for k in range(0, 8, 2)) if corners is not None else None
        )
        self.bars: list[Bar] = [
            Bar(b["bar"], b["edge"], b["height"], b["amount"], b["provenance"], b["source"], b.get("basis", ""))
            for b in data.get("bars", [])
        ]
        # The root of presented content: what the presentation resolved to (None elsewhere).
        self.presentation: PresentationLayout | None = (
            PresentationLayout._from_json(data["presentation"]) if "presentation" in data else None
        )

    def __repr__(self) -> str:
        return f"<safearea.swiftui.ViewLayout {self.id!r} frame={self.frame} safe_area_insets={tuple(self.safe_area_insets)}>"


class WindowLayout(NamedTuple):
    """The app window a scene runs in, as its window environment resolved it (MODEL.md §19): the
    placement asked for, its frame on the oriented screen, its safe-area insets, the control style after
    'automatic' resolves, the controls' (x, y, width, height) in the window (None where it shows none),
    the compatibility mode and the provenance of its layout answers ('measured' or 'derived')."""

    placement: str
    frame: tuple[float, float, float, float]
    insets: Insets
    controls: str
    controls_frame: tuple[float, float, float, float] | None
    compatibility: str
    provenance: str

    @classmethod
    def _from_json(cls, w: dict[str, Any]) -> WindowLayout:
        def rect(value: list[float]) -> tuple[float, float, float, float]:
            return (value[0], value[1], value[2], value[3])

        controls = w.get("controls_frame")
        return cls(
            w["placement"],
            rect(w["frame"]),
            Insets(*w["insets"]),
            w["controls"],
            None if controls is None else rect(controls),
            w["compatibility"],
            w["provenance"],
        )


class Layout(dict[str, ViewLayout]):
    """id -> ViewLayout, in depth-first order; shows as a picture in Jupyter."""

    def __init__(self, data: dict[str, Any], scene: Scene | None) -> None:
        super().__init__((item["id"], ViewLayout(item)) for item in data["views"])
        self.device: str = data["device"]
        self.orientation: str = data["orientation"]
        self.os_version: str = data["os_version"]
        # The app window the scene runs in (None: it fills the screen): its frame on the screen, insets,
        # the control style as resolved and the controls' rectangle in the window.
        self.window: WindowLayout | None = WindowLayout._from_json(data["window"]) if "window" in data else None
        self.scene = scene

    def _repr_svg_(self) -> str:
        """The scene's layout drawn by the engine (C: safearea_swiftui_svg): each view's frame with the insets it sees."""
        if self.scene is None:
            raise ValueError("this layout has no scene to draw (use Scene.layout())")
        return _swiftui_svg(json.dumps(self.scene.to_dict()).encode("utf-8"))

    def transition(
        self, *, orientation: str | None = None, keyboard: bool | float | None = None, os_version: str | None = None
    ) -> SceneTransition:
        """The scene's transition from this layout (Scene.transition on the scene it came from)."""
        if self.scene is None:
            raise ValueError("this layout was made from a document, not a Scene: make a Scene to transition it")
        return self.scene.transition(orientation=orientation, keyboard=keyboard, os_version=os_version)


class Change(NamedTuple):
    """One changed value of one SwiftUI view: `node` is the view's id; `property` is "frame",
    "covered_insets" or "proxy_safe_area_insets"; `before` and `after` as in ViewLayout."""

    node: str
    property: str
    before: tuple[float, ...]
    after: tuple[float, ...]


_COMPARED = ("frame", "covered_insets", "proxy_safe_area_insets")


class SceneTransition:
    """What a change of a scene (rotation, keyboard, OS version) does: the layouts before and after and
    `changes`, a list of Change in depth-first order (a view before its children); unchanged values and
    views that exist on one side only are not listed."""

    def __init__(self, before: Layout, after: Layout) -> None:
        self.before = before
        self.after = after
        self.changes: list[Change] = []
        for view_id, new in after.items():
            old = before.get(view_id)
            if old is None:
                continue
            for name in _COMPARED:
                a, b = getattr(old, name), getattr(new, name)
                if tuple(a) != tuple(b):
                    self.changes.append(Change(view_id, name, a, b))

    def __len__(self) -> int:
        return len(self.changes)

    def of(self, view_id: str) -> list[Change]:
        """The changes of one view."""
        return [change for change in self.changes if change.node == view_id]

    def __repr__(self) -> str:
        return (
            f"<safearea.swiftui.SceneTransition {self.before.orientation} -> {self.after.orientation}, "
            f"{len(self.changes)} changes>"
        )


class Scene:
    """A hosted SwiftUI scene on a device, with an optional keyboard: its overlap in points, or True for
    the catalog's keyboard height of the device, orientation and OS (Device.keyboard_height).
    status_bar_hidden: .statusBarHidden(); strict: refuse derived answers (the window's insets, a
    container's bars), as a strict UIKit tree does.

    placement, frame, controls, compatibility: the iPad app window the scene runs in (MODEL.md §19), named
    as safearea.Window names them: placement 'full', 'half_leading', ..., 'floating' (None: 'floating'
    with a frame, else no window: the app fills the screen without window controls); frame (x, y, width,
    height) on the oriented screen; controls 'automatic', 'unified' or 'minimal'; compatibility None,
    'iphone' or 'requires_full_screen'. The scene then lays out in the window's bounds (every frame in
    the window's coordinates) and container_corner_insets report the window controls. Refused as a
    Window refuses it (an iPhone, before iPadOS 15, an unmeasured placement; strict, a derived one)."""

    def __init__(
        self,
        device: str | Device,
        orientation: str = "portrait",
        os_version: str | None = None,
        keyboard: float | bool = 0,
        *,
        status_bar_hidden: bool = False,
        strict: bool = False,
        placement: str | None = None,
        frame: Iterable[float] | None = None,
        controls: str = "automatic",
        compatibility: str | None = None,
    ) -> None:
        self.device = device if isinstance(device, str) else device.name
        self.orientation = orientation
        self.os_version = os_version
        self.keyboard = keyboard
        self.status_bar_hidden = status_bar_hidden
        self.strict = strict
        self.placement = placement
        self.frame = None if frame is None else tuple(float(value) for value in frame)
        self.controls = controls
        self.compatibility = compatibility
        self.views: list[View] = []

    def add(self, *views: View) -> Scene:
        """Adds top-level views; returns the scene."""
        self.views.extend(views)
        return self

    def to_dict(self) -> dict[str, Any]:
        """The scene in its schema (schemas/swiftui-scene.schema.json)."""
        data: dict[str, Any] = {
            "device": self.device,
            "orientation": self.orientation,
            "keyboard": self.keyboard,
            "views": [view.to_dict() for view in self.views],
        }
        if self.os_version is not None:
            data["os_version"] = self.os_version
        if self.status_bar_hidden:
            data["status_bar_hidden"] = True
        if self.strict:
            data["strict"] = True
        window: dict[str, Any] = {}
        if self.placement is not None:
            window["placement"] = self.placement
        if self.frame is not None:
            window["frame"] = list(self.frame)
        if self.controls != "automatic":
            window["controls"] = self.controls
        if self.compatibility is not None:
            window["compatibility"] = self.compatibility
        if window:
            window.setdefault("placement", "floating" if self.frame is not None else "full")
            data["window"] = window
        return data

    def layout(self) -> Layout:
        """Lays the scene out through libsafearea."""
        return layout(self.to_dict(), owner=self)

    def audit(
        self,
        devices: str | Device | Iterable[str | Device] | None = None,
        orientations: str | Iterable[str] | None = None,
        os_version: str | None = None,
        **options: Any,
    ) -> AuditReport:
        """Audits the scene on every device asked for, as audit() does (the scene's own device, orientation and
        OS version are the defaults)."""
        return audit(self.to_dict(), devices, orientations, os_version, **options)

    def transition(
        self, *, orientation: str | None = None, keyboard: bool | float | None = None, os_version: str | None = None
    ) -> SceneTransition:
        """Applies a change to the scene and returns what it changed, view by view (a SceneTransition,
        the SwiftUI counterpart of Window.transition; from C, lay the scene out twice with
        safearea_swiftui_layout). orientation: rotate; keyboard: True for the catalog's height in the
        new orientation and OS, a number of points, False to hide it; os_version: another OS ("newest"
        for the device's newest). None leaves a field as it is; on error the scene is unchanged."""
        before = self.layout()
        saved = (self.orientation, self.keyboard, self.os_version)
        if orientation is not None:
            self.orientation = orientation
        if keyboard is not None:
            self.keyboard = keyboard
        if os_version is not None:
            self.os_version = None if os_version == "newest" else os_version
        try:
            after = self.layout()
        except BaseException:
            self.orientation, self.keyboard, self.os_version = saved
            raise
        return SceneTransition(before, after)


def layout(scene: dict[str, Any] | str | bytes | os.PathLike[str], *, owner: Scene | None = None) -> Layout:
    """Lays out a scene (schemas/swiftui-scene.schema.json) given as a dict, JSON text or bytes, or the path of a
    JSON file (any os.PathLike, or a str that does not start with '{'), as audit() reads it."""
    if isinstance(scene, (bytes, bytearray, memoryview)):
        data = bytes(scene)
    else:
        _, data, _ = _read_document(scene, "layout")
    return Layout(json.loads(_swiftui_layout(data)), owner)


def audit(
    scene: Scene | dict[str, Any] | str | bytes | os.PathLike[str],
    devices: str | Device | Iterable[str | Device] | None = None,
    orientations: str | Iterable[str] | None = None,
    os_version: str | None = None,
    *,
    os_versions: str | Iterable[str] | None = None,
    frames: bool = False,
    display_zoom: bool = False,
    windows: str | Iterable[str] | None = None,
    window_controls: str = "automatic",
) -> AuditReport:
    """Audits a SwiftUI scene (a Scene, a dict, JSON text, bytes or a path) with the rules and anchors of a
    design, through the one auditor (C: safearea_audit with SAFEAREA_AUDIT_SCENE; MODEL.md §4, "Scenes
    audited"), returning the AuditReport safearea.audit returns. The scene's TabView and NavigationStack are
    the design's containers, a .sheet or .fullScreenCover its presentation, and every other view an element
    with its role, placed by its anchors, its frame (inside containers measured from their content's safe area)
    or, without either, filling the safe area (the screen on edges it ignores the safe area on).

    devices: as for safearea.audit (None: the family of the scene's device). orientations: None for the
    scene's orientation (every orientation when it names none), "all", a name or a list. os_version: None for
    the scene's (each device's newest when it names none); os_versions: several OS lines, as for
    safearea.audit. frames, display_zoom, windows, window_controls: as for safearea.audit. What a design cannot say (a view without a role, a popover, a fraction detent,
    minimized bars, safeAreaInset content, a keyboard, a window in the scene) raises InvalidSceneError naming
    the view and field."""
    document = scene.to_dict() if isinstance(scene, Scene) else scene
    orientation_list = None
    if orientations == "all":
        orientation_list = _ALL_ORIENTATIONS
    elif orientations is not None:
        orientation_list = ",".join([orientations] if isinstance(orientations, str) else list(orientations))
    flags = int(AuditFlag.SCENE) | (int(AuditFlag.FRAMES) if frames else 0)
    flags |= int(AuditFlag.DISPLAY_ZOOM) if display_zoom else 0
    os_version = _os_lines(os_version, os_versions)
    return _run(document, "audit", devices, orientation_list, os_version, flags, windows, window_controls)
