"""safearea: safe-area insets exactly as UIKit reports them, for every Apple device.

    >>> import safearea
    >>> safearea.device("iPhone X").safe_area("landscape_left")
    safearea.Insets(top=0.0, left=44.0, bottom=21.0, right=44.0)

Everything goes through libsafearea's C API (``safearea.h``); this package adds
value objects, readable reprs, SVG pictures for notebooks and the command line.
"""

# The exceptions come first: the C module reads them (through _status_classes)
# from this partly initialised package when it is imported just below.
class SafeAreaError(Exception):
    """Base class of every error libsafearea reports.

    ``str(error)`` is the library's message; ``error.status`` its status code
    (a negative ``SAFEAREA_E_*`` value of safearea.h).
    """

    def __init__(self, message: str, status: int = -99) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class DeviceNotFoundError(SafeAreaError, LookupError):
    """No device has that name, alias or model identifier (the message suggests close names)."""


class InvalidArgumentError(SafeAreaError, ValueError):
    """An argument is out of range (an unknown orientation name, flags)."""


class UnsupportedOrientationError(SafeAreaError, ValueError):
    """The device does not support the orientation (upside-down on Face ID iPhones, portrait on tvOS)."""


class OSVersionError(SafeAreaError, ValueError):
    """The OS version is malformed, outside the device's range, or has no measured data."""


class InvalidProfileError(SafeAreaError, ValueError):
    """A device profile (JSON) is malformed or invalid; the message names the field."""


class UnknownHandleError(SafeAreaError):
    """The device handle is not live (a library bug if it reaches Python)."""


class LimitExceededError(SafeAreaError, ValueError):
    """An input exceeds a documented limit (JSON size or depth, string length)."""


def _status_classes() -> "dict[int, type[SafeAreaError]]":
    """Status code -> exception class; read once by the C module at import."""
    return {
        -2: InvalidArgumentError,
        -3: DeviceNotFoundError,
        -4: UnknownHandleError,
        -5: UnsupportedOrientationError,
        -6: OSVersionError,
        -7: InvalidProfileError,
        -10: LimitExceededError,
    }


from ._safearea import VERSION_STRING as _VERSION_STRING
from ._safearea import Insets
from ._safearea import (
    _builtin_devices,
    _find,
    _load_json,
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
    "ORIENTATIONS",
    "Region",
    "SafeAreaError",
    "UnknownHandleError",
    "UnsupportedOrientationError",
    "device",
    "devices",
    "format_os_version",
    "library_version",
    "load_device",
    "batch_threads",
    "set_batch_threads",
    "batch_kernel",
    "set_batch_kernel",
]

#: The orientation names every function accepts (UIKit interface orientations).
ORIENTATIONS = ("portrait", "portrait_upside_down", "landscape_left", "landscape_right")

# Device and the value objects live in ._device, imported on first use so that
# `import safearea` costs little more than loading libsafearea.so itself.
_LAZY = ("Device", "Housing", "HomeIndicator", "OSRange", "Region", "format_os_version", "OBSTRUCTIONS", "RectCheckResult",
         "safe_areas")
_LAZY_UIKIT = ("Window", "View", "ScrollView", "ViewController", "NavigationController", "TabBarController",
               "Explanation", "ViewBatch")
_LAZY_AUDIT = ("audit", "AuditReport", "Finding")


def __getattr__(name: str):
    if name in _LAZY or name in _LAZY_UIKIT or name in _LAZY_AUDIT:
        if name in _LAZY:
            from . import _device as module
        elif name in _LAZY_AUDIT:
            from . import _audit as module
        else:
            from . import _uikit as module
        value = getattr(module, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'safearea' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_LAZY) | set(_LAZY_UIKIT) | set(_LAZY_AUDIT))


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


def device(name: str) -> "Device":
    """The built-in device with that display name, alias or model identifier (any case).

    Raises DeviceNotFoundError (a LookupError) naming close matches.
    """
    handle = _find(name)
    if _catalog is None:
        devices()
    return _by_handle[handle]


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
