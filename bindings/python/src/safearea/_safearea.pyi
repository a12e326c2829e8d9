"""Type stub of the private C module (bindings/python/src/safearea/_safearea*.c).

Tests/python/test_signatures.py holds it to the run-time module: the same public
names, and for every callable the same parameter names and kinds.
"""

from collections.abc import Sequence
from typing import Any, final

from typing_extensions import Buffer

from ._device import Device

# -- constants of safearea.h, without the SAFEAREA_ prefix -------------------
VERSION_MAJOR: int
VERSION_MINOR: int
VERSION_PATCH: int
VERSION_NUMBER: int
VERSION_STRING: str

OK: int
E_NULL_ARGUMENT: int
E_INVALID_ARGUMENT: int
E_DEVICE_NOT_FOUND: int
E_UNKNOWN_HANDLE: int
E_UNSUPPORTED_ORIENTATION: int
E_OS_VERSION: int
E_INVALID_PROFILE: int
E_BUFFER_TOO_SMALL: int
E_INDEX_OUT_OF_RANGE: int
E_LIMIT_EXCEEDED: int
E_UNSUPPORTED: int
E_INVALID_DESIGN: int
E_INVALID_SCENE: int
E_NOTHING_AUDITED: int
E_INTERNAL: int

MAX_PROFILE_JSON_BYTES: int
MAX_PROFILE_JSON_DEPTH: int
MAX_STRING_BYTES: int
MAX_TREE_NODES: int
MAX_DESIGN_JSON_BYTES: int

ORIENTATION_PORTRAIT: int
ORIENTATION_PORTRAIT_UPSIDE_DOWN: int
ORIENTATION_LANDSCAPE_LEFT: int
ORIENTATION_LANDSCAPE_RIGHT: int

FAMILY_PHONE: int
FAMILY_PAD: int
FAMILY_TV: int

HOUSING_NONE: int
HOUSING_NOTCH: int
HOUSING_DYNAMIC_ISLAND: int
HOUSING_PUNCH_HOLE: int

EDGE_NONE: int
EDGE_TOP: int
EDGE_LEFT: int
EDGE_BOTTOM: int
EDGE_RIGHT: int

REGION_HOUSING: int
REGION_CORNER: int
REGION_HOME_INDICATOR: int
REGION_STATUS_BAR: int
REGION_INSET_BAND: int
PROVENANCE_MEASURED: int
PROVENANCE_DOCUMENTED: int
PROVENANCE_DERIVED: int

STATUS_BAR_HIDDEN: int
STRICT: int
QUERY_FLAGS_ALL: int
TREE_CONTINUOUS: int
TREE_RIGHT_TO_LEFT: int
AUTORESIZING_FLEXIBLE_LEFT_MARGIN: int
AUTORESIZING_FLEXIBLE_WIDTH: int
AUTORESIZING_FLEXIBLE_RIGHT_MARGIN: int
AUTORESIZING_FLEXIBLE_TOP_MARGIN: int
AUTORESIZING_FLEXIBLE_HEIGHT: int
AUTORESIZING_FLEXIBLE_BOTTOM_MARGIN: int
TRANSITION_ORIENTATION: int
TRANSITION_STATUS_BAR: int
TRANSITION_KEYBOARD: int
TRANSITION_OS_VERSION: int
AUDIT_FRAMES: int
AUDIT_KEYBOARD: int
KEYBOARD_WITHOUT_PREDICTIVE: int
AUDIT_DISPLAY_ZOOM: int
AUDIT_SCENE: int
AUDIT_OPTIONS_VERSION: int
AUDIT_FLAGS_ALL: int
ALL_ORIENTATIONS: int
ONE_ORIENTATION: int
FLAT_POSE: int
BOOK_POSE: int
MOBILE_USER_AGENT: int

VIEW_PLAIN: int
VIEW_SCROLL: int

CONTROLLER_PLAIN: int
CONTROLLER_NAVIGATION: int
CONTROLLER_TAB_BAR: int
PRESENTATION_AUTOMATIC: int
PRESENTATION_PAGE_SHEET: int
PRESENTATION_FORM_SHEET: int
PRESENTATION_FULL_SCREEN: int
PRESENTATION_OVER_FULL_SCREEN: int
PRESENTATION_POPOVER: int
DETENT_LARGE: int
DETENT_MEDIUM: int
DETENT_CUSTOM: int
PRESENTATION_VERSION: int
PRESENT_OPTIONS_VERSION: int  # deprecated name of PRESENTATION_VERSION
ARROW_NONE: int
ARROW_UP: int
ARROW_DOWN: int
ARROW_LEFT: int
ARROW_RIGHT: int
ARROW_ANY: int
BAR_BUTTON_NONE: int
BAR_BUTTON_NAVIGATION_LEADING: int
BAR_BUTTON_NAVIGATION_TRAILING: int
BAR_BUTTON_TOOLBAR: int
ADAPTIVITY_AXIS_NONE: int
ADAPTIVITY_AXIS_HORIZONTAL: int
ADAPTIVITY_AXIS_VERTICAL: int
WINDOW_PLACEMENT_FULL: int
WINDOW_PLACEMENT_HALF_LEADING: int
WINDOW_PLACEMENT_HALF_TRAILING: int
WINDOW_PLACEMENT_THIRD_LEADING: int
WINDOW_PLACEMENT_THIRD_TRAILING: int
WINDOW_PLACEMENT_TWO_THIRDS_LEADING: int
WINDOW_PLACEMENT_TWO_THIRDS_TRAILING: int
WINDOW_PLACEMENT_SLIDE_OVER: int
WINDOW_PLACEMENT_FLOATING: int
WINDOW_CONTROLS_AUTOMATIC: int
WINDOW_CONTROLS_UNIFIED: int
WINDOW_CONTROLS_MINIMAL: int
WINDOW_COMPATIBILITY_NONE: int
WINDOW_COMPATIBILITY_IPHONE: int
WINDOW_COMPATIBILITY_REQUIRES_FULL_SCREEN: int
WINDOW_VERSION: int
WINDOW_OPTIONS_VERSION: int  # deprecated name of WINDOW_VERSION

SCROLL_AUTOMATIC: int
SCROLL_SCROLLABLE_AXES: int
SCROLL_NEVER: int
SCROLL_ALWAYS: int
BAR_MINIMIZATION_NONE: int
BAR_MINIMIZATION_ADJUSTS_SAFE_AREA: int
BAR_MINIMIZATION_KEEPS_SAFE_AREA: int

GUIDE_SAFE_AREA: int
GUIDE_LAYOUT_MARGINS: int
GUIDE_READABLE_CONTENT: int
GUIDE_KEYBOARD: int

CHANGE_FRAME: int
CHANGE_SAFE_AREA_INSETS: int
CHANGE_LAYOUT_MARGINS: int
CHANGE_ADJUSTED_CONTENT_INSET: int
CHANGE_KEYBOARD_LAYOUT_GUIDE: int

PROP_FRAME: int
PROP_BOUNDS_ORIGIN: int
PROP_DIRECTIONAL_LAYOUT_MARGINS: int
PROP_PRESERVES_SUPERVIEW_LAYOUT_MARGINS: int
PROP_INSETS_LAYOUT_MARGINS_FROM_SAFE_AREA: int
PROP_USES_BOTTOM_SAFE_AREA: int
PROP_TRANSFORM: int
PROP_AUTORESIZING_MASK: int
PROP_CONTENT_SIZE: int
PROP_CONTENT_INSET: int
PROP_CONTENT_OFFSET: int
PROP_CONTENT_INSET_ADJUSTMENT_BEHAVIOR: int
PROP_ALWAYS_BOUNCE_VERTICAL: int
PROP_ALWAYS_BOUNCE_HORIZONTAL: int
PROP_VERTICAL_SCROLL_INDICATOR_INSETS: int
PROP_HORIZONTAL_SCROLL_INDICATOR_INSETS: int
PROP_AUTOMATICALLY_ADJUSTS_SCROLL_INDICATOR_INSETS: int
PROP_ADJUSTED_CONTENT_INSET: int
PROP_ADDITIONAL_SAFE_AREA_INSETS: int
PROP_PREFERS_STATUS_BAR_HIDDEN: int
PROP_AUTOMATICALLY_ADJUSTS_SCROLL_VIEW_INSETS: int
PROP_EDGES_FOR_EXTENDED_LAYOUT: int
PROP_EXTENDED_LAYOUT_INCLUDES_OPAQUE_BARS: int
PROP_VIEW_RESPECTS_SYSTEM_MINIMUM_LAYOUT_MARGINS: int
PROP_NAVIGATION_BAR_HIDDEN: int
PROP_TRANSLUCENT: int
PROP_PREFERS_LARGE_TITLES: int
PROP_TOOLBAR_HIDDEN: int
PROP_SELECTED_INDEX: int
PROP_TOP_LAYOUT_GUIDE_LENGTH: int
PROP_BOTTOM_LAYOUT_GUIDE_LENGTH: int
PROP_TOOLBAR_ITEMS: int
PROP_SEARCH_CONTROLLER: int
PROP_BOTTOM_ACCESSORY: int
PROP_BAR_MINIMIZATION: int
PROP_ORIENTATION: int
PROP_STATUS_BAR_HIDDEN: int
PROP_CHILD_INSETS_CONTINUOUS: int
PROP_RIGHT_TO_LEFT: int
PROP_KEYBOARD_HEIGHT: int
PROP_STRICT: int

REPORT_JSON: int
REPORT_SARIF: int
REPORT_TABLE: int

EXPORT_CDP: int
EXPORT_CSS: int
EXPORT_REACT_NATIVE: int
EXPORT_PLAYWRIGHT: int
EXPORT_FLUTTER_TEST: int
EXPORT_UNITY: int
EXPORT_FLUTTER: int

OBSTRUCTION_NONE: int
OBSTRUCTION_HOUSING: int
OBSTRUCTION_CORNER: int
OBSTRUCTION_HOME_INDICATOR: int
OBSTRUCTION_STATUS_BAR: int
OBSTRUCTION_INSET_BAND: int
# safearea_display_role, safearea_vertical_bar_edge, safearea_pose, safearea_reserved_kind, safearea_shape
DISPLAY_SINGLE: int
DISPLAY_OUTER: int
DISPLAY_INNER: int
VERTICAL_BAR_EDGE_NONE: int
VERTICAL_BAR_EDGE_LEADING: int
VERTICAL_BAR_EDGE_TRAILING: int
POSE_NONE: int
POSE_FLAT: int
POSE_BOOK: int
RESERVED_OCCLUSION: int
RESERVED_DIVISION: int
SHAPE_RECTANGLE: int
SHAPE_CAPSULE: int
MAX_RESERVED_REGIONS: int

# -- types -------------------------------------------------------------------
Rect = tuple[float, float, float, float]
Region = tuple[str, str, bool, bool, Rect, float]

class Insets(tuple[float, float, float, float]):
    """Safe-area insets (top, left, bottom, right) in points; an immutable tuple."""

    def __new__(cls, top: float, left: float, bottom: float, right: float) -> Insets: ...
    @property
    def top(self) -> float: ...
    @property
    def left(self) -> float: ...
    @property
    def bottom(self) -> float: ...
    @property
    def right(self) -> float: ...

class DeviceBase:
    @property
    def name(self) -> str: ...
    @property
    def loaded(self) -> bool: ...
    def safe_area(
        self,
        orientation: str = "portrait",
        *,
        os_version: str | None = None,
        status_bar_hidden: bool = False,
        strict: bool = False,
    ) -> Insets: ...
    def housing_edge(self, orientation: str = "portrait") -> str | None: ...
    def vertical_bar_edge(self, orientation: str = "portrait") -> str | None: ...
    def _display(self) -> tuple[str | None, str | None]: ...
    def _sibling(self) -> Device: ...
    def _corner_radii(self) -> tuple[float, float, float, float]: ...
    def _reserved_regions(
        self,
        orientation: str = "portrait",
        *,
        pose: str | None = None,
        os_version: str | None = None,
        strict: bool = False,
    ) -> tuple[
        tuple[
            str,
            str,
            str,
            tuple[float, float, float, float],
            tuple[float, float, float, float],
            bool,
            tuple[str, str, str],
        ],
        ...,
    ]: ...
    def screen_size(self, orientation: str = "portrait") -> tuple[float, float]: ...
    def to_json(self) -> str: ...
    def check_rects(
        self,
        rects: Any,
        orientation: str = "portrait",
        /,
        *,
        os_version: str | None = None,
        status_bar_hidden: bool = False,
        strict: bool = False,
        overlap: bool = True,
    ) -> Any: ...
    def _svg(
        self,
        orientation: str = "portrait",
        *,
        os_version: str | None = None,
        status_bar_hidden: bool = False,
        strict: bool = False,
    ) -> str: ...
    def _export(
        self,
        format: int,
        orientation: str | None = None,
        *,
        os_version: str | None = None,
        status_bar_hidden: bool = False,
        strict: bool = False,
        pose: str | None = None,
        mobile_user_agent: bool = False,
        window: tuple[str, tuple[float, float, float, float] | None, str, str] | None = None,
    ) -> str: ...
    def _provenance(
        self,
        orientation: str = "portrait",
        *,
        os_version: str | None = None,
        status_bar_hidden: bool = False,
        strict: bool = False,
    ) -> tuple[str, str, str]: ...
    def _keyboard_height(
        self,
        orientation: str = "portrait",
        *,
        os_version: str | None = None,
        strict: bool = False,
        predictive: bool = True,
    ) -> tuple[float, tuple[str, str, str]]: ...
    def _info(self) -> dict[str, Any]: ...
    def _aliases(self) -> tuple[str, ...]: ...
    def _zoomed(self) -> Device: ...
    def _os_ranges(self) -> tuple[tuple[int, int], ...]: ...
    def _unsafe_regions(
        self,
        orientation: str = "portrait",
        *,
        os_version: str | None = None,
        status_bar_hidden: bool = False,
        strict: bool = False,
    ) -> tuple[Region, ...]: ...
    def _resolve_os_version(self, orientation: str = "portrait", *, os_version: str | None = None) -> int: ...
    def _measured_os(self, orientation: str = "portrait", *, os_version: str | None = None) -> tuple[int, int]: ...

@final
class Tree:
    """A safearea_tree: one window of views and view controllers (used by safearea.Window)."""

    def __new__(
        cls, device: DeviceBase, orientation: int = 0, os_version: str | None = None, flags: int = 0
    ) -> Tree: ...
    def view_new(self, kind: int, frame: Sequence[float], /) -> int: ...
    def add_subview(self, parent: int, child: int, /) -> None: ...
    def insert_subview(self, parent: int, child: int, index: int, /) -> None: ...
    def remove_from_superview(self, view: int, /) -> None: ...
    def superview(self, view: int, /) -> int: ...
    def subviews(self, view: int, /) -> tuple[int, ...]: ...
    def controller_new(self, kind: int, root_view: int, /) -> int: ...
    def controller_view(self, controller: int, /) -> int: ...
    def view_controller(self, view: int, /) -> int: ...
    def set_root(self, controller: int, /) -> None: ...
    def root(self) -> int: ...
    def add_child(self, parent: int, child: int, container: int, frame: Sequence[float] | None = None, /) -> None: ...
    def remove_from_parent(self, controller: int, /) -> None: ...
    def present(
        self,
        presenter: int,
        controller: int,
        style: int,
        detent: int,
        height: float,
        source_view: int | None,
        source_rect: Sequence[float] | None,
        arrows: int,
        content_width: float,
        content_height: float,
        edge_attached: bool,
        width_follows: bool,
        page_sizing: bool,
        bar_button: int,
        bar_button_index: int,
        keeps_popover: bool,
        /,
    ) -> None: ...
    def set_window(
        self,
        windowed: bool,
        placement: int,
        frame: tuple[float, float, float, float] | None,
        controls: int,
        compatibility: int,
        /,
    ) -> None: ...
    def window(self) -> tuple[Any, ...]: ...
    def window_safe_area(self) -> tuple[tuple[float, float, float, float], tuple[int, str, str]]: ...
    def window_reserved_regions(self, strict: bool, /) -> tuple[Any, ...]: ...
    def dismiss(self, controller: int, /) -> None: ...
    def presentation(
        self, controller: int, /
    ) -> tuple[
        int,
        int,
        float,
        float,
        tuple[float, float, float, float],
        tuple[float, float, float, float],
        float,
        tuple[float, float, float, float],
        int,
        int,
    ]: ...
    def set_children(self, container: int, children: Sequence[int], /) -> None: ...
    def children(self, controller: int, /) -> tuple[int, ...]: ...
    def parent(self, controller: int, /) -> int: ...
    def destroy(self, node: int, /) -> None: ...
    def set(self, node: int, property: int, values: Sequence[float], /) -> None: ...
    def get(self, node: int, property: int, /) -> tuple[float, ...]: ...
    def safe_area(self, view: int, /) -> Insets: ...
    def layout_margins(self, view: int, /) -> Insets: ...
    def guide(self, view: int, guide: int, /) -> Rect: ...
    def corner_adapted_guide(self, view: int, guide: int, axis: int, /) -> Rect: ...
    def explain(self, view: int, edge: int, json: bool, /) -> str: ...
    def changed_views(self) -> tuple[int, ...]: ...
    def layout(self) -> None: ...
    def add_views(self, root: int, parents: Buffer, frames: Buffer, kinds: Buffer | None = None, /) -> bytes: ...
    def safe_areas(self, nodes: Buffer, /) -> bytes: ...
    def close(self) -> None: ...
    def svg(self) -> str: ...
    def transition(
        self, fields: int, orientation: int, status_bar_hidden: bool, keyboard_height: float, os_version: str | None, /
    ) -> tuple[tuple[int, str, tuple[float, float, float, float], tuple[float, float, float, float]], ...]: ...
    def present_transition(
        self,
        presenter: int,
        controller: int,
        style: int,
        detent: int,
        height: float,
        source_view: int | None,
        source_rect: tuple[float, float, float, float] | None,
        arrows: int,
        content_width: float,
        content_height: float,
        edge_attached: bool,
        width_follows: bool,
        page_sizing: bool,
        bar_button: int,
        bar_button_index: int,
        keeps_popover: bool,
        /,
    ) -> tuple[tuple[int, str, tuple[float, float, float, float], tuple[float, float, float, float]], ...]: ...
    def dismiss_transition(
        self, controller: int, /
    ) -> tuple[tuple[int, str, tuple[float, float, float, float], tuple[float, float, float, float]], ...]: ...
    def set_detent(
        self, controller: int, detent: int, height: float, /
    ) -> tuple[tuple[int, str, tuple[float, float, float, float], tuple[float, float, float, float]], ...]: ...

@final
class Report:
    """A design audit report (safearea_report); made by _audit()."""

    def counts(self) -> tuple[int, int, int]: ...
    def write(self, format: int, uri: str | None = None, /) -> str: ...

# -- functions ----------------------------------------------------------------
def library_version() -> tuple[int, str]: ...
def set_batch_threads(threads: int, /) -> None: ...
def batch_threads() -> int: ...
def set_batch_kernel(name: str, /) -> None: ...
def batch_kernel() -> str: ...
def _builtin_devices() -> tuple[Device, ...]: ...
def _find(name: str, /) -> Device: ...
def _load_json(data: Buffer, /) -> Device: ...
def _parse_os_version(text: str | None, /) -> int | None: ...
def _window_placement(name: str, /) -> int: ...
def _set_numpy_data_field(flag: bool, /) -> bool: ...
def _safe_areas(
    devices: Sequence[DeviceBase],
    orientations: Sequence[str],
    versions: Sequence[str | None],
    flags: Sequence[bool],
    out: Any,
    /,
) -> None: ...
def _swiftui_layout(scene: bytes, /) -> str: ...
def _coverage_json(os_lines: str | None = None, /) -> str: ...
def _swiftui_svg(scene: bytes, /) -> str: ...
def _audit(
    design: Buffer,
    devices: str | None,
    orientations: str | None,
    os_version: str | None,
    flags: int = 0,
    windows: str | None = None,
    window_controls: int = 0,
    /,
) -> Report: ...
def _audit_scene_svg(
    scene: Buffer,
    device: DeviceBase,
    orientation: str,
    os_version: str | None = None,
    window: str | None = None,
    window_controls: int = 0,
    /,
) -> str: ...
def _audit_svg(
    design: Buffer,
    device: DeviceBase,
    orientation: str,
    os_version: str | None = None,
    window: str | None = None,
    window_controls: int = 0,
    /,
) -> str: ...
