"""The exceptions of the safearea package: a leaf module that imports only the C module.

:data:`BY_STATUS` names the class of each status of ``safearea.h`` by the
header's name without the ``SAFEAREA_`` prefix; :data:`BY_CODE` is the same
table by number, the numbers read from the C module (they are typed only in
the header). The C module reads ``BY_CODE`` on its first error.
"""

from . import _safearea


class SafeAreaError(Exception):
    """Base class of every error libsafearea reports.

    ``str(error)`` is the library's message; ``error.status`` its status code
    (a negative ``SAFEAREA_E_*`` value of safearea.h).
    """

    def __init__(self, message: str, status: "int | None" = None) -> None:
        super().__init__(message)
        self.message = message
        self.status: int = _safearea.E_INTERNAL if status is None else status


class DeviceNotFoundError(SafeAreaError, LookupError):
    """No device has that name, alias or model identifier (the message suggests close names)."""


class InvalidArgumentError(SafeAreaError, ValueError):
    """An argument is out of range (an unknown orientation name, flags)."""


class UnsupportedOrientationError(SafeAreaError, ValueError):
    """The device does not support the orientation (upside-down on Face ID iPhones, portrait on tvOS)."""


class OSVersionError(SafeAreaError, ValueError):
    """The OS version is malformed, outside the device's range, or has no measured data."""


class InvalidProfileError(SafeAreaError, ValueError):
    """A device profile (JSON) is malformed or invalid; the message names the field, and for a JSON
    error its line and column."""


class InvalidDesignError(SafeAreaError, ValueError):
    """A design (JSON, or a Figma file imported as one) is malformed or invalid; the message names the
    element and the field, and for a JSON error its line and column."""


class InvalidSceneError(SafeAreaError, ValueError):
    """A SwiftUI scene (JSON) is malformed or invalid; the message names the view and the field, and for
    a JSON error its line and column."""


class UnknownHandleError(SafeAreaError):
    """The device handle is not live (a library bug if it reaches Python)."""


class LimitExceededError(SafeAreaError, ValueError):
    """An input exceeds a documented limit (JSON size or depth, string length)."""


class UnsupportedError(SafeAreaError):
    """The engine does not predict this value, and the message says what is unmeasured: a view under
    a scale or rotation transform (MODEL.md §2.4), a view under a navigation bar, tab bar or toolbar
    whose size is unmeasured (on the iPhone Duo's vertical bar edge), the status bar hidden or the
    reserved regions of an orientation where no source measured them."""


class AuditError(SafeAreaError):
    """The audit would check nothing: every device and orientation it chose was skipped for lack of
    data (an OS version they do not run, no keyboard height), or the design has no elements; the
    message lists what was skipped and why."""


#: Status name in safearea.h (without ``SAFEAREA_``) -> exception class. Statuses
#: not listed (NULL_ARGUMENT, BUFFER_TOO_SMALL, INDEX_OUT_OF_RANGE, INTERNAL)
#: raise SafeAreaError itself: the binding never lets them reach a user.
BY_STATUS: dict[str, type[SafeAreaError]] = {
    "E_INVALID_ARGUMENT": InvalidArgumentError,
    "E_DEVICE_NOT_FOUND": DeviceNotFoundError,
    "E_UNKNOWN_HANDLE": UnknownHandleError,
    "E_UNSUPPORTED_ORIENTATION": UnsupportedOrientationError,
    "E_OS_VERSION": OSVersionError,
    "E_INVALID_PROFILE": InvalidProfileError,
    "E_LIMIT_EXCEEDED": LimitExceededError,
    "E_UNSUPPORTED": UnsupportedError,
    "E_INVALID_DESIGN": InvalidDesignError,
    "E_INVALID_SCENE": InvalidSceneError,
    "E_NOTHING_AUDITED": AuditError,
}

#: Status code -> exception class: BY_STATUS with the header's numbers, as the C module raises them.
BY_CODE: dict[int, type[SafeAreaError]] = {getattr(_safearea, name): cls for name, cls in BY_STATUS.items()}
