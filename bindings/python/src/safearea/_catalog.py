"""The catalog functions: device(), devices() and load_device().

A leaf that the types import instead of the package's ``__init__``. The C
module holds the catalog: it makes each built-in Device once and hands back
that same object for a name, an alias, a model identifier or a Display Zoom
variant, so nothing here keeps a table of its own.
"""

from __future__ import annotations

import os

from ._safearea import _builtin_devices, _find, _load_json

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._device import Device

__all__ = ["device", "devices", "load_device"]


def devices() -> tuple[Device, ...]:
    """Every built-in device, in catalog order (the same objects on every call)."""
    return _builtin_devices()


def device(name: str, *, display_zoom: bool = False) -> Device:
    """The built-in device with that display name, alias or model identifier (any case);
    with display_zoom, its Display Zoom variant (Device.zoomed()).

    Raises DeviceNotFoundError (a LookupError) naming close matches.
    """
    found = _find(name)
    return found.zoomed() if display_zoom else found


def load_device(source: str | bytes | os.PathLike[str]) -> Device:
    """Loads a custom profile from a JSON file path or JSON text (the catalog's schema).

    Raises InvalidProfileError naming the field at fault.
    """
    if isinstance(source, bytes):
        data = source
    elif isinstance(source, str) and source.lstrip().startswith("{"):
        data = source.encode("utf-8")
    elif isinstance(source, (str, os.PathLike)):
        with open(source, "rb") as handle:
            data = handle.read()
    else:
        raise TypeError(f"load_device() takes a path or JSON text, not {type(source).__name__}")
    return _load_json(data)
