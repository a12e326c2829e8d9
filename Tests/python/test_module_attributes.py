"""include/safearea.h is the one place its numbers are typed: the C module publishes every
integer constant of the header (its name without SAFEAREA_) with the header's value and
nothing else of the kind, and every enum, flag set, status name and version the package
exposes equals the header's (python-zstandard's test_module_attributes.py is the model)."""

from __future__ import annotations

import ast
import enum
import importlib.metadata
import operator
import pathlib
import re

import pytest
import safearea
from safearea import _enums, _errors, _safearea

HEADER = pathlib.Path(__file__).resolve().parents[2] / "include" / "safearea.h"
ENUMS_STUB = pathlib.Path(_enums.__file__).with_suffix(".pyi")

# Python enum -> the header's typedef enum it mirrors (a new typedef enum must be added here).
ENUM_TYPEDEFS = {
    "Status": "safearea_status",
    "Orientation": "safearea_orientation",
    "Family": "safearea_family",
    "HousingKind": "safearea_housing",
    "Edge": "safearea_edge",
    "RegionKind": "safearea_region_kind",
    "ViewKind": "safearea_view_kind",
    "ControllerKind": "safearea_controller_kind",
    "PresentationStyle": "safearea_presentation_style",
    "DetentKind": "safearea_detent_kind",
    "ArrowDirection": "safearea_arrow_direction",
    "BarButtonPlacement": "safearea_bar_button_placement",
    "WindowPlacement": "safearea_window_placement",
    "WindowControls": "safearea_window_controls",
    "WindowCompatibility": "safearea_window_compatibility",
    "ScrollAdjustment": "safearea_scroll_adjustment",
    "BarMinimization": "safearea_bar_minimization",
    "Guide": "safearea_guide",
    "AdaptivityAxis": "safearea_adaptivity_axis",
    "Property": "safearea_property",
    "ReportFormat": "safearea_report_format",
    "Obstruction": "safearea_obstruction",
    "ExportFormat": "safearea_export_format",
    "ProvenanceKind": "safearea_provenance_kind",
    "ChangeProperty": "safearea_change_property",
    "DisplayRole": "safearea_display_role",
    "VerticalBarEdge": "safearea_vertical_bar_edge",
    "Pose": "safearea_pose",
    "ReservedKind": "safearea_reserved_kind",
    "Shape": "safearea_shape",
}
# Python flag set -> the header's #define prefixes whose flags it holds (plus the query flag
# SAFEAREA_STATUS_BAR_HIDDEN and SAFEAREA_STRICT, which safearea_tree_new also takes).
FLAG_PREFIXES = {
    "QueryFlag": ("QUERY_", "STATUS_BAR_HIDDEN", "STRICT"),
    "TreeFlag": ("TREE_", "STATUS_BAR_HIDDEN", "STRICT"),
    "AuditFlag": ("AUDIT_",),
    "ExportFlag": (
        "ALL_ORIENTATIONS",
        "ONE_ORIENTATION",
        "FLAT_POSE",
        "BOOK_POSE",
        "MOBILE_USER_AGENT",
        "STATUS_BAR_HIDDEN",
        "STRICT",
    ),
    "AutoresizingMask": ("AUTORESIZING_",),
}

_BINARY = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.LShift: operator.lshift,
    ast.RShift: operator.rshift,
    ast.BitOr: operator.or_,
    ast.BitAnd: operator.and_,
    ast.FloorDiv: operator.floordiv,
}
_UNARY = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Invert: operator.invert}


def evaluate(expression: str, known: dict[str, int]) -> int:
    """An integer constant expression of C (literals with u/l suffixes, + - * / << >> | & ~,
    parentheses, names of earlier SAFEAREA_ constants)."""
    text = re.sub(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]*\b", r"\1", expression).replace("/", "//")

    def walk(node: ast.AST) -> int:
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return node.value
        if isinstance(node, ast.Name) and node.id in known:
            return known[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
            return _BINARY[type(node.op)](walk(node.left), walk(node.right))
        if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
            return _UNARY[type(node.op)](walk(node.operand))
        raise ValueError(f"not an integer constant expression of the header: {expression!r}")

    return walk(ast.parse(text.strip(), mode="eval"))


def parse_header() -> tuple[dict[str, int], dict[str, str], dict[str, dict[str, int]]]:
    """(integer constants, string constants, typedef enum name -> {constant: value}); names keep SAFEAREA_."""
    text = HEADER.read_text(encoding="utf-8")
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = text.replace("\\\n", " ")
    integers: dict[str, int] = {}
    strings: dict[str, str] = {}
    enums: dict[str, dict[str, int]] = {}
    for match in re.finditer(r"typedef\s+enum\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;", text, re.S):
        members: dict[str, int] = {}
        following = 0
        for item in match.group(2).split(","):
            item = item.strip()
            if not item:
                continue
            name, _, value = (part.strip() for part in item.partition("="))
            following = evaluate(value, integers) if value else following
            members[name] = following
            integers[name] = following
            following += 1
        enums[match.group(1)] = members
    for match in re.finditer(r"^[ \t]*#[ \t]*define[ \t]+(SAFEAREA_\w+)[ \t]*(.*)$", text, re.M):
        name, value = match.group(1), match.group(2).strip()
        if not value or value.startswith("{"):
            continue  # the include guard; a struct initialiser (SAFEAREA_PRESENTATION_INIT)
        if value.startswith('"'):
            strings[name] = ast.literal_eval(value)
        else:
            integers[name] = evaluate(value, integers)
    # Defines may name constants defined further down; a second pass settles them.
    for match in re.finditer(r"^[ \t]*#[ \t]*define[ \t]+(SAFEAREA_\w+)[ \t]*(.*)$", text, re.M):
        name, value = match.group(1), match.group(2).strip()
        if value and not value.startswith(('"', "{")):
            integers[name] = evaluate(value, integers)
    return integers, strings, enums


INTEGERS, STRINGS, ENUMS = parse_header()
PREFIX = "SAFEAREA_"


def test_the_parser_reads_the_header():
    assert INTEGERS["SAFEAREA_VERSION_NUMBER"] == (
        INTEGERS["SAFEAREA_VERSION_MAJOR"] * 10000
        + INTEGERS["SAFEAREA_VERSION_MINOR"] * 100
        + INTEGERS["SAFEAREA_VERSION_PATCH"]
    )
    assert INTEGERS["SAFEAREA_MAX_PROFILE_JSON_BYTES"] == 1024 * 1024
    assert INTEGERS["SAFEAREA_QUERY_FLAGS_ALL"] == INTEGERS["SAFEAREA_STATUS_BAR_HIDDEN"] | INTEGERS["SAFEAREA_STRICT"]
    assert evaluate("(1u << 2)", {}) == 4 and evaluate("-(8 * 1024)", {}) == -8192
    assert len(ENUMS) >= len(ENUM_TYPEDEFS) and all(ENUMS.values())
    assert "SAFEAREA_VERSION_STRING" in STRINGS


@pytest.mark.parametrize("name", sorted(INTEGERS))
def test_every_integer_constant_is_published(name):
    short = name[len(PREFIX) :]
    assert hasattr(_safearea, short), f"_safearea lacks {short} ({name} of safearea.h)"
    value = getattr(_safearea, short)
    assert type(value) is int and value == INTEGERS[name]


def test_no_integer_constant_the_header_lacks():
    published = {
        name for name, value in vars(_safearea).items() if type(value) is int and re.fullmatch(r"[A-Z][A-Z0-9_]*", name)
    }
    assert published - {name[len(PREFIX) :] for name in INTEGERS} == set()


def test_string_constants_and_version():
    for name, value in STRINGS.items():
        assert getattr(_safearea, name[len(PREFIX) :]) == value
    version = STRINGS["SAFEAREA_VERSION_STRING"]
    assert safearea.__version__ == version
    assert importlib.metadata.version("safearea") == version
    assert safearea.library_version() == (INTEGERS["SAFEAREA_VERSION_NUMBER"], version)


def common_prefix(names: list[str]) -> str:
    """The longest prefix ending in '_' that every name shares."""
    parts = [name.split("_") for name in names]
    shared = []
    for words in zip(*parts):
        if len(set(words)) != 1:
            break
        shared.append(words[0])
    if len(names) == 1 or len(shared) == min(len(p) for p in parts):
        shared = shared[:-1]
    return "_".join(shared) + "_"


def test_every_typedef_enum_has_a_python_enum():
    assert set(ENUMS) == set(ENUM_TYPEDEFS.values())


@pytest.mark.parametrize("python_name", sorted(ENUM_TYPEDEFS))
def test_enum_equals_the_header(python_name):
    members = ENUMS[ENUM_TYPEDEFS[python_name]]
    prefix = common_prefix(list(members))
    expected = {name[len(prefix) :]: value for name, value in members.items()}
    cls = getattr(safearea, python_name)
    assert issubclass(cls, enum.IntEnum) and cls is getattr(_enums, python_name)
    assert {member.name: member.value for member in cls} == expected
    assert python_name in safearea.__all__


@pytest.mark.parametrize("python_name", sorted(FLAG_PREFIXES))
def test_flags_equal_the_header(python_name):
    prefixes = FLAG_PREFIXES[python_name]
    expected = {}
    for name, value in INTEGERS.items():
        short = name[len(PREFIX) :]
        if short.endswith(("_FLAGS_ALL", "_OPTIONS_VERSION")):
            continue  # the union of the flags; a versioned struct's version (SAFEAREA_AUDIT_OPTIONS_VERSION)
        for prefix in prefixes:
            if short == prefix or (prefix.endswith("_") and short.startswith(prefix)):
                expected[short[len(prefix) :] if prefix.endswith("_") else short] = value
    cls = getattr(safearea, python_name)
    assert issubclass(cls, enum.IntFlag) and cls is getattr(_enums, python_name)
    assert {member.name: member.value for member in cls} == expected
    assert python_name in safearea.__all__
    for prefix in prefixes:
        mask = INTEGERS.get(f"{PREFIX}{prefix}FLAGS_ALL")
        if mask is not None:
            assert mask & ~int(sum(cls)) == 0, f"{prefix}FLAGS_ALL has a bit {python_name} lacks"


def test_the_enum_stub_declares_the_runtime_members():
    tree = ast.parse(ENUMS_STUB.read_text(encoding="utf-8"))
    declared = {
        node.name: [
            target.id
            for item in node.body
            if isinstance(item, ast.Assign)
            for target in item.targets
            if isinstance(target, ast.Name)
        ]
        for node in tree.body
        if isinstance(node, ast.ClassDef)
    }
    assert set(declared) == set(_enums.__all__)
    for name, members in declared.items():
        assert members == [member.name for member in getattr(_enums, name)], name


def test_status_names_of_the_exceptions_are_the_headers():
    statuses = ENUMS["safearea_status"]
    for name, cls in _errors.BY_STATUS.items():
        assert PREFIX + name in statuses, name
        assert issubclass(cls, _errors.SafeAreaError)
        assert safearea.Status[name] == statuses[PREFIX + name]


def test_lower_case_names_are_the_strings_the_api_takes():
    assert safearea.ORIENTATIONS == tuple(member.name.lower() for member in safearea.Orientation)
    assert safearea.OBSTRUCTIONS == tuple(
        safearea.Obstruction(code).name.lower() for code in range(len(safearea.Obstruction))
    )
    assert [member.value for member in safearea.Orientation] == list(range(len(safearea.Orientation)))
