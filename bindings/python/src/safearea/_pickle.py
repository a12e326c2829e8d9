"""How the package's objects cross process boundaries (pickle, copy, deepcopy).

Every reduction names what it rebuilds and the library's major version, so a
payload from another major version, or one tampered with, is refused with a
message that says what was expected. Each type pickles itself and names the
function that rebuilds it, so loading imports what it needs and nothing here
keeps a registry: a built-in device travels as its name and comes back as the
same catalog object, a loaded profile as its JSON (both rebuilt by `restore`,
through the catalog); an audit report as its design and the audit's arguments,
rebuilt by its own module through `rebuild` (the engine is deterministic: the
findings, pictures and outputs come back identical).
"""

from __future__ import annotations

import pickle
from typing import Any, Callable, TypeVar

from ._catalog import device, load_device
from ._safearea import VERSION_MAJOR, VERSION_STRING

_T = TypeVar("_T")


def _builtin_device(name: Any) -> Any:
    if not isinstance(name, str):
        raise TypeError(f"a device name must be a str, not {type(name).__name__}")
    return device(name)


def _loaded_profile(document: Any) -> Any:
    if not isinstance(document, str):
        raise TypeError(f"a profile must be JSON text, not {type(document).__name__}")
    return load_device(document)


#: What `restore` rebuilds, by kind: the catalog's objects.
_CATALOG_KINDS: dict[str, Callable[[Any], Any]] = {"device": _builtin_device, "profile": _loaded_profile}


def reduction(kind: str, payload: Any) -> tuple[Callable[..., Any], tuple[str, int, Any]]:
    """The `__reduce__` value of a device: `restore(kind, major, payload)`."""
    return restore, (kind, VERSION_MAJOR, payload)


def restore(kind: str, major: int, payload: Any) -> Any:
    """Rebuilds a pickled device ('device': a built-in by name; 'profile': a loaded profile by its JSON);
    refuses another major version and unknown kinds."""
    return rebuild(kind, major, payload, _CATALOG_KINDS.get(kind))


def rebuild(kind: str, major: int, payload: Any, builder: Callable[[Any], _T] | None) -> _T:
    """`builder(payload)`, once the payload is known to come from this major version; a payload the
    builder refuses is a corrupted one."""
    if not isinstance(major, int) or major != VERSION_MAJOR:
        raise pickle.UnpicklingError(
            f"a safearea {kind!s} pickled by libsafearea {major!r}.x cannot be loaded by libsafearea {VERSION_STRING} "
            f"(expected major version {VERSION_MAJOR})"
        )
    if builder is None:
        raise pickle.UnpicklingError(
            f"{kind!r} is not a kind of safearea object (expected one of {sorted(_CATALOG_KINDS)})"
        )
    try:
        return builder(payload)
    except (TypeError, ValueError, KeyError) as error:
        raise pickle.UnpicklingError(f"a corrupted safearea {kind} payload: {error}") from error
