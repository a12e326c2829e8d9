"""How the package's objects cross process boundaries (pickle, copy, deepcopy).

Every reduction names what it rebuilds and the library's major version, so a
payload from another major version, or one tampered with, is refused with a
message that says what was expected. A built-in device travels as its name and
comes back as the same catalog object; a loaded profile as its JSON; an audit
report as its design and the audit's arguments (the engine is deterministic:
the findings, pictures and outputs come back identical).
"""

import pickle
from typing import Any, Callable

from ._safearea import VERSION_MAJOR, VERSION_STRING

#: What `restore` rebuilds, by kind: set by the modules that own the types.
_BUILDERS: "dict[str, Callable[[Any], Any]]" = {}


def register(kind: str, builder: "Callable[[Any], Any]") -> None:
    _BUILDERS[kind] = builder


def reduction(kind: str, payload: Any) -> "tuple[Callable[..., Any], tuple[str, int, Any]]":
    """The `__reduce__` value for an object rebuilt by `builder(payload)`."""
    return restore, (kind, VERSION_MAJOR, payload)


def restore(kind: str, major: int, payload: Any) -> Any:
    """Rebuilds a pickled object; refuses another major version and unknown kinds."""
    if not isinstance(major, int) or major != VERSION_MAJOR:
        raise pickle.UnpicklingError(
            f"a safearea {kind!s} pickled by libsafearea {major!r}.x cannot be loaded by libsafearea {VERSION_STRING} "
            f"(expected major version {VERSION_MAJOR})")
    if kind not in _BUILDERS:
        # The owning module registers on import: load it, then look again.
        from . import _audit, _device  # noqa: F401

    builder = _BUILDERS.get(kind)
    if builder is None:
        raise pickle.UnpicklingError(f"{kind!r} is not a kind of safearea object (expected one of {sorted(_BUILDERS)})")
    try:
        return builder(payload)
    except (TypeError, ValueError, KeyError) as error:
        raise pickle.UnpicklingError(f"a corrupted safearea {kind} payload: {error}") from error
