"""safearea: safe-area insets exactly as UIKit reports them, for every Apple device.

    >>> import safearea
    >>> safearea.device("iPhone X").safe_area("landscape_left")
    safearea.Insets(top=0.0, left=44.0, bottom=21.0, right=44.0)

Everything goes through libsafearea's C API (``safearea.h``); this package adds
value objects, readable reprs, SVG pictures for notebooks and the command line.
"""

from ._safearea import VERSION_STRING as _VERSION_STRING
from ._safearea import (
    Insets,
    batch_kernel,
    batch_threads,
    library_version,
    set_batch_kernel,
    set_batch_threads,
)

__version__ = _VERSION_STRING

__all__ = [
    "OBSTRUCTIONS",
    "RectCheckResult",
    "safe_areas",
    "AuditReport",
    "Finding",
    "audit",
    "coverage",
    "Coverage",
    "Device",
    "Explanation",
    "NavigationController",
    "ScrollView",
    "TabBarController",
    "View",
    "ViewBatch",
    "ViewController",
    "Presentation",
    "Window",
    "AuditError",
    "DeviceNotFoundError",
    "HomeIndicator",
    "Housing",
    "Insets",
    "InvalidArgumentError",
    "InvalidDesignError",
    "InvalidProfileError",
    "InvalidSceneError",
    "LimitExceededError",
    "OSRange",
    "OSVersionError",
    "Provenance",
    "ProvenanceKind",
    "ORIENTATIONS",
    "Region",
    "CornerRadii",
    "ReservedRegion",
    "SafeAreaError",
    "UnknownHandleError",
    "UnsupportedError",
    "UnsupportedOrientationError",
    "Change",
    "Transition",
    "AutoresizingMask",
    "ChangeProperty",
    "device",
    "devices",
    "format_os_version",
    "os_version_span",
    "library_version",
    "load_device",
    "batch_threads",
    "set_batch_threads",
    "batch_kernel",
    "set_batch_kernel",
    "AuditFlag",
    "devices_frame",
    "ExportFlag",
    "ExportFormat",
    "ControllerKind",
    "DetentKind",
    "PresentationStyle",
    "ArrowDirection",
    "BarButtonPlacement",
    "WindowPlacement",
    "WindowControls",
    "WindowCompatibility",
    "WindowInfo",
    "Edge",
    "Family",
    "Guide",
    "HousingKind",
    "Obstruction",
    "Orientation",
    "Property",
    "QueryFlag",
    "RegionKind",
    "ReportFormat",
    "ScrollAdjustment",
    "BarMinimization",
    "Status",
    "TreeFlag",
    "ViewKind",
    "DisplayRole",
    "VerticalBarEdge",
    "Pose",
    "ReservedKind",
    "Shape",
    "AdaptivityAxis",
]

# Everything below is imported on first use, so that `import safearea` costs little
# more than loading libsafearea.so itself (`import enum` alone would double it). The
# exception classes too: the C module imports them on its first error, and `except
# safearea.SafeAreaError` imports them when it is evaluated, so a program that raises
# none does not build them.
_LAZY = {
    "_errors": (
        "AuditError",
        "DeviceNotFoundError",
        "InvalidArgumentError",
        "InvalidDesignError",
        "InvalidProfileError",
        "InvalidSceneError",
        "LimitExceededError",
        "OSVersionError",
        "SafeAreaError",
        "UnknownHandleError",
        "UnsupportedError",
        "UnsupportedOrientationError",
    ),
    "_catalog": ("device", "devices", "load_device"),
    "_device": ("Device", "OBSTRUCTIONS", "ORIENTATIONS", "safe_areas"),
    "_values": (
        "Housing",
        "HomeIndicator",
        "OSRange",
        "Provenance",
        "Region",
        "format_os_version",
        "os_version_span",
        "RectCheckResult",
        "CornerRadii",
        "ReservedRegion",
    ),
    "_view": ("View", "ScrollView"),
    "_view_controller": ("ViewController",),
    "_presentation": ("Presentation",),
    "_window_info": ("WindowInfo",),
    "_containers": ("NavigationController", "TabBarController"),
    "_explanation": ("Explanation",),
    "_window": ("Window", "ViewBatch", "Change", "Transition"),
    "_audit": ("audit", "AuditReport", "Finding"),
    "_coverage": ("coverage", "Coverage"),
    "_pandas": ("devices_frame",),
    "_enums": (
        "AutoresizingMask",
        "ChangeProperty",
        "AuditFlag",
        "ExportFlag",
        "ExportFormat",
        "ControllerKind",
        "DetentKind",
        "PresentationStyle",
        "ArrowDirection",
        "BarButtonPlacement",
        "WindowPlacement",
        "WindowControls",
        "WindowCompatibility",
        "Edge",
        "Family",
        "Guide",
        "HousingKind",
        "Obstruction",
        "Orientation",
        "Property",
        "ProvenanceKind",
        "QueryFlag",
        "RegionKind",
        "ReportFormat",
        "ScrollAdjustment",
        "BarMinimization",
        "Status",
        "TreeFlag",
        "ViewKind",
        "DisplayRole",
        "VerticalBarEdge",
        "Pose",
        "ReservedKind",
        "Shape",
        "AdaptivityAxis",
    ),
}
_LAZY_MODULE = {name: module for module, names in _LAZY.items() for name in names}

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._audit import AuditReport, Finding, audit
    from ._catalog import device, devices, load_device
    from ._containers import NavigationController, TabBarController
    from ._coverage import Coverage, coverage
    from ._device import OBSTRUCTIONS, ORIENTATIONS, Device, safe_areas
    from ._enums import (
        AdaptivityAxis,
        ArrowDirection,
        AuditFlag,
        AutoresizingMask,
        BarButtonPlacement,
        BarMinimization,
        ChangeProperty,
        ControllerKind,
        DetentKind,
        DisplayRole,
        Edge,
        ExportFlag,
        ExportFormat,
        Family,
        Guide,
        HousingKind,
        Obstruction,
        Orientation,
        Pose,
        PresentationStyle,
        Property,
        QueryFlag,
        RegionKind,
        ReportFormat,
        ReservedKind,
        ScrollAdjustment,
        Shape,
        Status,
        TreeFlag,
        VerticalBarEdge,
        ViewKind,
        WindowCompatibility,
        WindowControls,
        WindowPlacement,
    )
    from ._errors import (
        AuditError,
        DeviceNotFoundError,
        InvalidArgumentError,
        InvalidDesignError,
        InvalidProfileError,
        InvalidSceneError,
        LimitExceededError,
        OSVersionError,
        SafeAreaError,
        UnknownHandleError,
        UnsupportedError,
        UnsupportedOrientationError,
    )
    from ._explanation import Explanation
    from ._pandas import devices_frame
    from ._presentation import Presentation
    from ._values import (
        CornerRadii,
        HomeIndicator,
        Housing,
        OSRange,
        Provenance,
        RectCheckResult,
        Region,
        ReservedRegion,
        format_os_version,
        os_version_span,
    )
    from ._view import ScrollView, View
    from ._view_controller import ViewController
    from ._window import Change, Transition, ViewBatch, Window
    from ._window_info import WindowInfo


def __getattr__(name: str) -> object:
    module_name = _LAZY_MODULE.get(name)
    if module_name is None:
        raise AttributeError(f"module 'safearea' has no attribute {name!r}")
    # The import statement's own function (importlib would add a third to the cost of `import safearea`);
    # with a fromlist it returns the submodule itself.
    value = getattr(__import__(f"{__name__}.{module_name}", fromlist=(name,)), name)
    globals()[name] = value
    return value


def __dir__() -> "list[str]":
    return sorted(set(globals()) | set(_LAZY_MODULE))
