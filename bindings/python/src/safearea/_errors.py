"""Exceptions raised by safearea; each carries the library's message and status."""

from __future__ import annotations

__all__ = [
    "SafeAreaError",
    "DeviceNotFoundError",
    "InvalidArgumentError",
    "UnsupportedOrientationError",
    "OSVersionError",
    "InvalidProfileError",
    "UnknownHandleError",
    "LimitExceededError",
]


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


def status_classes() -> dict[int, type[SafeAreaError]]:
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
