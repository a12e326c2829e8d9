"""The package is a set of leaves and a few trunks: the import graph of its modules, read from
their sources, has no circle; the only imports inside functions are of optional dependencies,
each with a comment giving its reason; and no module is over 700 lines. The C extension
beside them (module.h and one file per type or job, the Modules/_sqlite shape) keeps each file
under 800 lines, and setup.py builds every one of its C files.

The graph holds every import a module runs: those at its top level (inside an ``if`` or a
``try`` too) and the package's lazy re-exports (``__init__._LAZY``, imported on first use of
a name). Imports under ``if TYPE_CHECKING:`` never run: they name types for annotations,
and mypy reads them as the type checker they are for."""

from __future__ import annotations

import ast
import pathlib

import pytest

SOURCE = pathlib.Path(__file__).resolve().parents[2] / "bindings" / "python" / "src" / "safearea"
PACKAGE = "safearea"
MODULES = {path.stem: path for path in sorted(SOURCE.glob("*.py"))}
#: Every submodule: the Python ones and the C module (_safearea, described by its stub).
SUBMODULES = set(MODULES) | {path.stem for path in SOURCE.glob("*.pyi")}
#: Third-party packages a function may import on first use (the package runs without them,
#: or, for numpy, only its batch functions need it).
OPTIONAL = {"numpy", "pandas", "playwright", "dask"}
MAX_LINES = 700
#: The C extension's files: its shared header and its C files, one per type or job.
EXTENSION = {path.name: path for path in sorted(SOURCE.glob("*.[ch]"))}
MAX_EXTENSION_LINES = 800
SETUP = SOURCE.parents[1] / "setup.py"


def module_name(stem: str) -> str:
    return PACKAGE if stem == "__init__" else f"{PACKAGE}.{stem}"


def is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def targets(node, stem: str) -> list[str]:
    """The modules an import statement loads, by full name."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level == 0:
        base = node.module or ""
    else:  # the package is flat: `.` is the package itself, from __init__ as from any module
        assert node.level == 1, f"{stem}.py: an import from above the package"
        base = f"{PACKAGE}.{node.module}" if node.module else PACKAGE
    if base == PACKAGE:  # `from . import x`: a submodule, or a name of the package's __init__
        return [f"{PACKAGE}.{alias.name}" if alias.name in SUBMODULES else PACKAGE for alias in node.names]
    return [base]


def imports(stem: str):
    """(modules imported when the module runs, with their lines; imports inside functions)."""
    tree = ast.parse(MODULES[stem].read_text(encoding="utf-8"))
    run, inside = [], []

    def visit(node: ast.AST, in_function: bool) -> None:
        if isinstance(node, ast.If) and is_type_checking(node.test):
            for child in node.orelse:
                visit(child, in_function)
            return
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            if in_function:
                inside.append((node, node.lineno))
            else:
                run.extend((target, node.lineno) for target in targets(node, stem))
            return
        nested = in_function or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        for child in ast.iter_child_nodes(node):
            visit(child, nested)

    visit(tree, False)
    return run, inside


def lazy_modules() -> list[str]:
    """The modules of __init__._LAZY: imported by its __getattr__ on first use of one of their names."""
    tree = ast.parse(MODULES["__init__"].read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "_LAZY" for t in node.targets):
            return [f"{PACKAGE}.{key.value}" for key in node.value.keys]
    raise AssertionError("__init__.py has no _LAZY table")


def graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports when it runs (the C module _safearea is not a source)."""
    names = {module_name(stem) for stem in MODULES}
    edges = {}
    for stem in MODULES:
        run, _ = imports(stem)
        edges[module_name(stem)] = {target for target, _ in run if target in names and target != module_name(stem)}
    edges[PACKAGE] |= set(lazy_modules())
    return edges


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """A circle of imports as the list of its modules (first == last), or None."""
    state = {}  # 1: on the path, 2: done
    path = []

    def walk(module: str) -> list[str] | None:
        state[module] = 1
        path.append(module)
        for target in sorted(edges.get(module, ())):
            if state.get(target) == 1:
                return path[path.index(target) :] + [target]
            if target not in state:
                found = walk(target)
                if found:
                    return found
        path.pop()
        state[module] = 2
        return None

    for module in sorted(edges):
        if module not in state:
            found = walk(module)
            if found:
                return found
    return None


def test_the_graph_is_read_from_the_sources():
    edges = graph()
    # Known edges of the layout: the catalog is a leaf the types import; the lazy re-exports are edges.
    assert f"{PACKAGE}._catalog" in edges[f"{PACKAGE}._window"]
    assert f"{PACKAGE}._catalog" in edges[PACKAGE]
    assert edges[f"{PACKAGE}._catalog"] == set()
    assert targets(ast.parse("from ._device import Device").body[0], "_audit") == [f"{PACKAGE}._device"]
    assert targets(ast.parse("from . import _pickle, device").body[0], "_audit") == [f"{PACKAGE}._pickle", PACKAGE]
    assert targets(ast.parse("import safearea").body[0], "cli") == [PACKAGE]
    assert targets(ast.parse("from . import _safearea").body[0], "_enums") == [f"{PACKAGE}._safearea"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_the_package_has_no_import_circle():
    cycle = find_cycle(graph())
    assert cycle is None, "import circle: " + " -> ".join(cycle or [])


def test_the_value_objects_are_a_leaf():
    # _values imports only modules that import nothing of the package, so every module may import it.
    edges = graph()
    assert f"{PACKAGE}._values" in edges[f"{PACKAGE}._device"]
    assert all(edges[module] == set() for module in edges[f"{PACKAGE}._values"]), edges[f"{PACKAGE}._values"]


@pytest.mark.parametrize("stem", sorted(MODULES))
def test_imports_inside_functions_are_optional_dependencies_with_a_reason(stem):
    lines = MODULES[stem].read_text(encoding="utf-8").splitlines()
    _, inside = imports(stem)
    for node, line in inside:
        if isinstance(node, ast.Import):
            loaded = [alias.name.split(".")[0] for alias in node.names]
        else:
            loaded = [(node.module or "").split(".")[0] if node.level == 0 else "." + (node.module or "")]
        assert set(loaded) <= OPTIONAL, f"{stem}.py:{line} imports {loaded} inside a function"
        assert "#" in lines[line - 1], f"{stem}.py:{line}: say why the import waits for first use"


@pytest.mark.parametrize("stem", sorted(MODULES))
def test_no_module_is_over_700_lines(stem):
    count = len(MODULES[stem].read_text(encoding="utf-8").splitlines())
    assert count <= MAX_LINES, f"{stem}.py has {count} lines"


@pytest.mark.parametrize("name", sorted(EXTENSION))
def test_no_extension_file_is_over_800_lines(name):
    count = len(EXTENSION[name].read_text(encoding="utf-8").splitlines())
    assert count <= MAX_EXTENSION_LINES, f"{name} has {count} lines: split it by type, as module.h lists the files"


def built_sources() -> set[str]:
    """The C files setup.py compiles into _safearea: `sources=[f"src/safearea/{name}.c" for name in (...)]`."""
    for node in ast.walk(ast.parse(SETUP.read_text(encoding="utf-8"))):
        if isinstance(node, ast.keyword) and node.arg == "sources":
            assert isinstance(node.value, ast.ListComp), "setup.py: sources is a list of the files' names"
            return {f"{name}.c" for name in ast.literal_eval(node.value.generators[0].iter)}
    raise AssertionError("setup.py lists no sources")


def test_setup_builds_every_c_file_of_the_extension():
    assert "tree.c" in EXTENSION and "module.h" in EXTENSION
    assert built_sources() == {name for name in EXTENSION if name.endswith(".c")}
