"""The package type-checks under mypy --strict, and the stub of the C module
(_safearea.pyi) describes exactly what the module has: every public name in
both, and each callable's parameters as inspect.signature reports them."""

import ast
import inspect
import pathlib

import pytest
import safearea
from safearea import _safearea

PACKAGE = pathlib.Path(safearea.__file__).resolve().parent
SOURCE = pathlib.Path(__file__).resolve().parents[2] / "bindings" / "python" / "src" / "safearea"


def _stub():
    """name -> parameter names (functions), {method: parameter names} (classes) or None (constants)."""
    tree = ast.parse((SOURCE / "_safearea.pyi").read_text(encoding="utf-8"))
    found = {}

    def params(function):
        args = function.args
        names = [a.arg for a in args.posonlyargs + args.args + args.kwonlyargs]
        return [n for n in names if n not in ("self", "cls")]

    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            found[node.name] = params(node)
        elif isinstance(node, ast.ClassDef):
            found[node.name] = {
                item.name: params(item)
                for item in node.body
                if isinstance(item, ast.FunctionDef)
                and not any(isinstance(d, ast.Name) and d.id == "property" for d in item.decorator_list)
            }
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            found[node.target.id] = None
    return found


STUB = _stub()


def _runtime_names():
    return {name for name in dir(_safearea) if not name.startswith("__")}


def test_stub_and_module_have_the_same_names():
    stub = set(STUB)
    runtime = _runtime_names()
    assert sorted(runtime - stub) == [], "in the module, not in _safearea.pyi"
    assert sorted(stub - runtime) == [], "in _safearea.pyi, not in the module"


def _runtime_params(target):
    return [name for name in inspect.signature(target).parameters if name not in ("self", "cls")]


@pytest.mark.parametrize("name", sorted(n for n, v in STUB.items() if isinstance(v, list)))
def test_stub_functions_match_the_runtime(name):
    assert STUB[name] == _runtime_params(getattr(_safearea, name))


@pytest.mark.parametrize("name", sorted(n for n, v in STUB.items() if isinstance(v, dict)))
def test_stub_classes_match_the_runtime(name):
    cls = getattr(_safearea, name)
    methods = STUB[name]
    runtime = {m for m, v in vars(cls).items() if callable(v) and not m.startswith("__")}
    assert sorted(runtime - set(methods)) == [], f"{name}: methods missing from the stub"
    for method, params in methods.items():
        if method == "__new__":
            assert params == _runtime_params(cls), f"{name}()"
        elif not method.startswith("__"):
            assert params == _runtime_params(getattr(cls, method)), f"{name}.{method}"


def test_mypy_strict_passes_on_the_package(tmp_path):
    api = pytest.importorskip("mypy.api")
    stdout, stderr, status = api.run(
        ["--strict", "--cache-dir", str(tmp_path / "cache"), "--no-error-summary", "-p", "safearea"]
    )
    assert status == 0, stdout + stderr
