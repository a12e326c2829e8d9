"""The README's Python examples type-check under mypy --strict against the installed package
(issue 12, part 6): each example becomes the body of a function, so every statement is checked."""

import pathlib
import re

import pytest

README = pathlib.Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_has_python_examples():
    assert len(re.findall(r"```python\n", README.read_text(encoding="utf-8"))) >= 4


def test_readme_examples_pass_mypy_strict(tmp_path):
    api = pytest.importorskip("mypy.api")
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    functions = []
    for index, block in enumerate(blocks):
        body = "\n".join("    " + line if line.strip() else "" for line in block.splitlines())
        functions.append(f"def readme_example_{index}() -> None:\n{body}\n")
    source = tmp_path / "readme_examples.py"
    # The examples read as one session: the later ones use `safearea` as imported by the first.
    source.write_text("import safearea\n\n\n" + "\n\n".join(functions), encoding="utf-8")
    stdout, stderr, status = api.run(["--strict", "--cache-dir", str(tmp_path / "cache"), "--no-error-summary", str(source)])
    assert status == 0, stdout + stderr + "\n" + source.read_text(encoding="utf-8")
