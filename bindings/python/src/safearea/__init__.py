"""safearea: safe-area insets exactly as UIKit reports them, for every Apple device.

    >>> import safearea
    >>> safearea.device("iPhone X").safe_area("landscape_left")
    safearea.Insets(top=0.0, left=44.0, bottom=21.0, right=44.0)

Everything goes through libsafearea's C API (``safearea.h``); this package adds
value objects, readable reprs, SVG pictures for notebooks and the command line.
"""

from ._errors import (
    DeviceNotFoundError,
    InvalidArgumentError,
    InvalidProfileError,
    LimitExceededError,
    OSVersionError,
    SafeAreaError,
    UnknownHandleError,
    UnsupportedError,
    UnsupportedOrientationError,
)


from ._safearea import VERSION_STRING as _VERSION_STRING
from ._safearea import Insets
from ._safearea import (
    _builtin_devices,
    _find,
    _load_json,
    _wrap_builtin,
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
    "Device",
    "Explanation",
    "NavigationController",
    "ScrollView",
    "TabBarController",
    "View",
    "ViewBatch",
    "ViewController",
    "Window",
    "DeviceNotFoundError",
    "HomeIndicator",
    "Housing",
    "Insets",
    "InvalidArgumentError",
    "InvalidProfileError",
    "LimitExceededError",
    "OSRange",
    "OSVersionError",
    "Provenance",
    "ProvenanceKind",
    "ORIENTATIONS",
    "Region",
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
    "Status",
    "TreeFlag",
    "ViewKind",
]

# Everything below is imported on first use, so that `import safearea` costs little
# more than loading libsafearea.so itself (`import enum` alone would double it).
_LAZY = {
    "_device": ("Device", "Housing", "HomeIndicator", "OSRange", "Provenance", "Region", "format_os_version", "OBSTRUCTIONS",
                "ORIENTATIONS", "RectCheckResult", "safe_areas"),
    "_uikit": ("Window", "View", "ScrollView", "ViewController", "NavigationController", "TabBarController",
               "Explanation", "ViewBatch", "Change", "Transition"),
    "_audit": ("audit", "AuditReport", "Finding"),
    "_pandas": ("devices_frame",),
    "_enums": ("AutoresizingMask", "ChangeProperty", "AuditFlag", "ExportFlag", "ExportFormat", "ControllerKind", "Edge", "Family", "Guide", "HousingKind", "Obstruction", "Orientation",
               "Property", "ProvenanceKind", "QueryFlag", "RegionKind", "ReportFormat", "ScrollAdjustment", "Status", "TreeFlag", "ViewKind"),
}
_LAZY_MODULE = {name: module for module, names in _LAZY.items() for name in names}

TYPE_CHECKING = False
if TYPE_CHECKING:
    import os

    from ._audit import AuditReport, Finding, audit
    from ._pandas import devices_frame
    from ._device import (
        OBSTRUCTIONS,
        ORIENTATIONS,
        Device,
        HomeIndicator,
        Housing,
        OSRange,
        Provenance,
        RectCheckResult,
        Region,
        format_os_version,
        safe_areas,
    )
    from ._enums import (
        AuditFlag,
        AutoresizingMask,
        ChangeProperty,
        ControllerKind,
        ExportFlag,
        ExportFormat,
        Edge,
        Family,
        Guide,
        HousingKind,
        Obstruction,
        Orientation,
        Property,
        QueryFlag,
        RegionKind,
        ReportFormat,
        ScrollAdjustment,
        Status,
        TreeFlag,
        ViewKind,
    )
    from ._uikit import (
        Change,
        Explanation,
        NavigationController,
        ScrollView,
        TabBarController,
        Transition,
        View,
        ViewBatch,
        ViewController,
        Window,
    )


def __getattr__(name: str) -> object:
    module_name = _LAZY_MODULE.get(name)
    if module_name is None:
        raise AttributeError(f"module 'safearea' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f".{module_name}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> "list[str]":
    return sorted(set(globals()) | set(_LAZY_MODULE))


_catalog: "tuple[Device, ...] | None" = None
_by_handle: "dict[int, Device]" = {}


def devices() -> "tuple[Device, ...]":
    """Every built-in device, in catalog order (the same objects on every call)."""
    global _catalog
    if _catalog is None:
        from ._device import Device

        catalog = _builtin_devices(Device)
        _by_handle.update((item._handle, item) for item in catalog)
        _catalog = catalog
    return _catalog


def device(name: str, *, display_zoom: bool = False) -> "Device":
    """The built-in device with that display name, alias or model identifier (any case);
    with display_zoom, its Display Zoom variant (Device.zoomed()).

    Raises DeviceNotFoundError (a LookupError) naming close matches.
    """
    handle = _find(name)
    if _catalog is None:
        devices()
    found = _by_handle.get(handle)
    if found is None:
        found = _builtin_from_handle(handle)
    return found.zoomed() if display_zoom else found


def _builtin_from_handle(handle: int) -> "Device":
    """The Device of a built-in handle that devices() does not list (a Display Zoom variant),
    made once and kept like the catalog's."""
    found = _by_handle.get(handle)
    if found is None:
        from ._device import Device

        found = _wrap_builtin(Device, handle)
        _by_handle[handle] = found
    return found


def load_device(source: "str | bytes | os.PathLike[str]") -> "Device":
    """Loads a custom profile from a JSON file path or JSON text (the catalog's schema).

    Raises InvalidProfileError naming the field at fault.
    """
    import os

    if isinstance(source, bytes):
        data = source
    elif isinstance(source, str) and source.lstrip().startswith("{"):
        data = source.encode("utf-8")
    elif isinstance(source, (str, os.PathLike)):
        with open(source, "rb") as handle:
            data = handle.read()
    else:
        raise TypeError(f"load_device() takes a path or JSON text, not {type(source).__name__}")
    from ._device import Device

    return _load_json(Device, data)
