"""The enums and flag sets of ``safearea.h`` as ``IntEnum`` and ``IntFlag`` classes.

Each is built from the integer constants the C module publishes (the header's
names without ``SAFEAREA_``), found by prefix, so no number is typed in Python:
``Orientation.PORTRAIT`` is ``SAFEAREA_ORIENTATION_PORTRAIT``. A member's lower-case
name is the string the API takes (``Orientation.LANDSCAPE_LEFT`` <-> ``"landscape_left"``).

The classes are made on first use (``import enum`` and class creation would
otherwise double the cost of ``import safearea``); ``_enums.pyi`` declares them
for type checkers and a test holds both to the header.
"""

from __future__ import annotations

import enum

from . import _safearea

#: Enum name -> (IntEnum or IntFlag, prefixes of its constants, names or prefixes of
#: constants that belong to it under their whole name). Members are named without
#: the prefix; the mask of every flag set (``*_FLAGS_ALL``) is not a member.
_SPECS: dict[str, tuple[type[enum.IntEnum] | type[enum.IntFlag], tuple[str, ...], tuple[str, ...]]] = {
    "Status": (enum.IntEnum, (), ("OK", "E_")),
    "Orientation": (enum.IntEnum, ("ORIENTATION_",), ()),
    "Family": (enum.IntEnum, ("FAMILY_",), ()),
    "HousingKind": (enum.IntEnum, ("HOUSING_",), ()),
    "Edge": (enum.IntEnum, ("EDGE_",), ()),
    "RegionKind": (enum.IntEnum, ("REGION_",), ()),
    "ViewKind": (enum.IntEnum, ("VIEW_",), ()),
    "ControllerKind": (enum.IntEnum, ("CONTROLLER_",), ()),
    "PresentationStyle": (enum.IntEnum, ("PRESENTATION_",), ()),
    "DetentKind": (enum.IntEnum, ("DETENT_",), ()),
    "ArrowDirection": (enum.IntEnum, ("ARROW_",), ()),
    "BarButtonPlacement": (enum.IntEnum, ("BAR_BUTTON_",), ()),
    "WindowControls": (enum.IntEnum, ("WINDOW_CONTROLS_",), ()),
    "WindowCompatibility": (enum.IntEnum, ("WINDOW_COMPATIBILITY_",), ()),
    "WindowPlacement": (enum.IntEnum, ("WINDOW_PLACEMENT_",), ()),
    "ScrollAdjustment": (enum.IntEnum, ("SCROLL_",), ()),
    "BarMinimization": (enum.IntEnum, ("BAR_MINIMIZATION_",), ()),
    "Guide": (enum.IntEnum, ("GUIDE_",), ()),
    "AdaptivityAxis": (enum.IntEnum, ("ADAPTIVITY_AXIS_",), ()),
    "Property": (enum.IntEnum, ("PROP_",), ()),
    "ChangeProperty": (enum.IntEnum, ("CHANGE_",), ()),
    "AutoresizingMask": (enum.IntFlag, ("AUTORESIZING_",), ()),
    "ReportFormat": (enum.IntEnum, ("REPORT_",), ()),
    "Obstruction": (enum.IntEnum, ("OBSTRUCTION_",), ()),
    "ProvenanceKind": (enum.IntEnum, ("PROVENANCE_",), ()),
    "QueryFlag": (enum.IntFlag, ("QUERY_",), ("STATUS_BAR_HIDDEN", "STRICT")),
    "TreeFlag": (enum.IntFlag, ("TREE_",), ("STATUS_BAR_HIDDEN", "STRICT")),
    "AuditFlag": (enum.IntFlag, ("AUDIT_",), ()),
    "ExportFormat": (enum.IntEnum, ("EXPORT_",), ()),
    "ExportFlag": (
        enum.IntFlag,
        (),
        (
            "ALL_ORIENTATIONS",
            "ONE_ORIENTATION",
            "FLAT_POSE",
            "BOOK_POSE",
            "MOBILE_USER_AGENT",
            "STATUS_BAR_HIDDEN",
            "STRICT",
        ),
    ),
    "DisplayRole": (enum.IntEnum, ("DISPLAY_",), ()),
    "VerticalBarEdge": (enum.IntEnum, ("VERTICAL_BAR_EDGE_",), ()),
    "Pose": (enum.IntEnum, ("POSE_",), ()),
    "ReservedKind": (enum.IntEnum, ("RESERVED_",), ()),
    "Shape": (enum.IntEnum, ("SHAPE_",), ()),
}

__all__ = list(_SPECS)


def _members(prefixes: tuple[str, ...], names: tuple[str, ...]) -> dict[str, int]:
    found: list[tuple[int, str]] = []
    for constant, value in vars(_safearea).items():
        if type(value) is not int or constant.endswith("_FLAGS_ALL"):
            continue
        if constant in names or any(name.endswith("_") and constant.startswith(name) for name in names):
            found.append((value, constant))
            continue
        for prefix in prefixes:
            if constant.startswith(prefix):
                found.append((value, constant[len(prefix) :]))
                break
    return {name: value for value, name in sorted(found, key=lambda item: (abs(item[0]), item[1]))}


def _build(name: str) -> type[enum.IntEnum] | type[enum.IntFlag]:
    base, prefixes, names = _SPECS[name]
    members = _members(prefixes, names)
    if not members:
        raise ImportError(
            f"safearea._safearea publishes no constants for {name} (an extension older than the package?)"
        )
    cls: type[enum.IntEnum] | type[enum.IntFlag] = base(name, members, module="safearea")  # type: ignore[assignment]
    cls.__doc__ = f"safearea.h's {name} constants ({', '.join(members)})."
    return cls


def __getattr__(name: str) -> type[enum.IntEnum] | type[enum.IntFlag]:
    if name not in _SPECS:
        raise AttributeError(f"module 'safearea._enums' has no attribute {name!r}")
    cls = _build(name)
    globals()[name] = cls
    return cls


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_SPECS))


def names(cls: type[enum.IntEnum]) -> dict[str, int]:
    """The API's strings for an enum: lower-case member name -> value."""
    return {member.name.lower(): int(member) for member in cls}  # type: ignore[union-attr]
