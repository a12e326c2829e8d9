"""Every example in README.md and docs/*.md runs. The Python blocks of a page run in order as one
script, as a reader pasting them would run them, from a scratch directory that mirrors the
checkout (so `examples/...` resolves and written files land in the scratch directory), and they
type-check under mypy --strict. The C blocks compile against build/include and build/lib and
must print what their `/* prints ... */` comments say. The console blocks are transcripts: each
`$ ` command runs in bash in the scratch directory with the package's `safearea` on the PATH and
must print exactly the lines that follow it, and exit with 0 or the status its `# exit N` comment
names. The pages' relative links resolve."""

import os
import pathlib
import re
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
PAGES = [README, *sorted((ROOT / "docs").glob("*.md"))]
#: Top-level entries the scratch directory does not mirror: version control and build products.
NOT_MIRRORED = {".git", ".build", "build", ".build-fuzz", ".build-tsan"}
CHROMIUM = os.environ.get("SAFEAREA_CHROMIUM", "/usr/bin/chromium")


def blocks(page: pathlib.Path, language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```$", page.read_text(encoding="utf-8"), re.S | re.M)


def pages_with(language: str) -> list[pathlib.Path]:
    return [page for page in PAGES if blocks(page, language)]


def page_id(page: pathlib.Path) -> str:
    return str(page.relative_to(ROOT))


def mirror(scratch: pathlib.Path) -> pathlib.Path:
    scratch.mkdir()
    for entry in ROOT.iterdir():
        if entry.name not in NOT_MIRRORED:
            (scratch / entry.name).symlink_to(entry)
    return scratch


def test_the_readme_and_the_manual_have_examples():
    assert len(blocks(README, "python")) >= 1 and len(blocks(README, "c")) == 1
    assert len(pages_with("python")) >= 7


def test_the_readme_stays_a_readme():
    # The manual lives in docs/: the README keeps to what a newcomer needs first.
    assert len(README.read_bytes()) < 15_000


def test_every_docs_page_is_linked_from_the_readme():
    text = README.read_text(encoding="utf-8")
    missing = [page.name for page in PAGES[1:] if f"docs/{page.name}" not in text]
    assert missing == []


def anchors(page: pathlib.Path) -> set[str]:
    """The heading anchors GitHub makes: lower case, punctuation dropped, spaces to hyphens."""
    headings = re.findall(r"^#+ (.*)$", page.read_text(encoding="utf-8"), re.M)
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


@pytest.mark.parametrize("page", PAGES, ids=page_id)
def test_relative_links_resolve(page):
    text = page.read_text(encoding="utf-8")
    broken = []
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        path, _, anchor = target.partition("#")
        if re.match(r"[a-z]+:", path):
            continue
        linked = page.parent / path if path else page
        if not linked.exists() or (anchor and linked.suffix == ".md" and anchor not in anchors(linked)):
            broken.append(target)
    assert broken == []


def python_pages() -> list:
    """The pages with Python examples; those that drive the real browser (Playwright) are `slow`."""
    return [
        pytest.param(
            page,
            id=page_id(page),
            marks=[pytest.mark.slow] if "playwright" in "\n".join(blocks(page, "python")) else [],
        )
        for page in pages_with("python")
    ]


@pytest.mark.parametrize("page", python_pages())
def test_python_examples_run(page, tmp_path):
    script = "\n".join(blocks(page, "python"))
    if "playwright" in script:
        pytest.importorskip("playwright.sync_api", reason="Playwright is in requirements-test.txt")
        if shutil.which(CHROMIUM) is None and not os.path.exists(CHROMIUM):
            pytest.fail(f"{CHROMIUM} is missing: scripts/test.sh installs Debian's chromium")
    scratch = mirror(tmp_path / "checkout")
    (tmp_path / "example.py").write_text(script, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, str(tmp_path / "example.py")], cwd=scratch, capture_output=True, text=True, timeout=600
    )
    assert run.returncode == 0, f"{page_id(page)}:\n{run.stdout}\n{run.stderr}"


def test_python_examples_pass_mypy_strict(tmp_path):
    api = pytest.importorskip("mypy.api")
    functions = []
    for page in pages_with("python"):
        # One function per page: a page's blocks read as one session, later ones using earlier names.
        body = "\n".join(
            "    " + line if line.strip() else "" for line in "\n".join(blocks(page, "python")).splitlines()
        )
        name = re.sub(r"\W", "_", page_id(page))
        functions.append(f"def example_{name}() -> None:\n{body}\n")
    source = tmp_path / "examples.py"
    source.write_text("import safearea\n\n\n" + "\n\n".join(functions), encoding="utf-8")
    stdout, stderr, status = api.run(
        ["--strict", "--cache-dir", str(tmp_path / "cache"), "--no-error-summary", str(source)]
    )
    assert status == 0, stdout + stderr + "\n" + source.read_text(encoding="utf-8")


def transcript(block: str) -> list[tuple[str, int, list[str]]]:
    """(command, expected exit status, expected output lines) for each `$ ` line of a console block."""
    steps: list[tuple[str, int, list[str]]] = []
    for line in block.splitlines():
        if line.startswith("$ "):
            command, _, status = line[2:].partition("  # exit ")
            steps.append((command, int(status or 0), []))
        else:
            assert steps, f"output before the first command: {line!r}"
            steps[-1][2].append(line)
    return steps


@pytest.mark.parametrize("page", pages_with("console"), ids=page_id)
def test_console_transcripts_print_what_they_show(page, tmp_path):
    scratch = mirror(tmp_path / "checkout")
    environment = dict(os.environ, PATH=f"{pathlib.Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    for block in blocks(page, "console"):
        for command, status, expected in transcript(block):
            run = subprocess.run(
                ["bash", "-c", command], cwd=scratch, env=environment, capture_output=True, text=True, timeout=300
            )
            assert (run.returncode, run.stdout.splitlines()) == (status, expected), f"$ {command}\n{run.stderr}"


def test_the_readme_build_line_works_from_another_folder(tmp_path):
    # The README's own line, with CHECKOUT given as a relative path from a folder outside the
    # checkout; the program then runs from a deeper folder, where a relative rpath
    # (-Wl,-rpath,build/lib, or one relative to the build folder) finds no library.
    if not (ROOT / "build" / "lib" / "pkgconfig" / "safearea.pc").exists():
        pytest.skip("build/lib/pkgconfig/safearea.pc is written by scripts/build.sh")
    text = README.read_text(encoding="utf-8")
    line = re.search(r"Build it from any folder with `(cc app\.c [^`]*)`", text)
    assert line, "the README's C build line"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "app.c").write_text(blocks(README, "c")[0], encoding="utf-8")
    command = line.group(1).replace("CHECKOUT", os.path.relpath(ROOT, elsewhere))
    build = subprocess.run(["bash", "-c", command], cwd=elsewhere, capture_output=True, text=True, timeout=120)
    assert build.returncode == 0, f"{command}\n{build.stderr}"
    third = tmp_path / "third" / "a" / "b" / "c"
    third.mkdir(parents=True)
    run = subprocess.run([str(elsewhere / "a.out")], cwd=third, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == re.findall(r"/\* prints (.*?) \*/", blocks(README, "c")[0])


@pytest.mark.parametrize("page", pages_with("c"), ids=page_id)
def test_c_examples_build_and_print_what_they_say(page, tmp_path):
    library = ROOT / "build" / "lib"
    if not (library / "libsafearea.so").exists():
        pytest.skip("build/lib/libsafearea.so is built by scripts/build.sh")
    compiler = shutil.which("cc") or pytest.fail("a C compiler (cc) is needed")
    for index, block in enumerate(blocks(page, "c")):
        expected = re.findall(r"/\* prints (.*?) \*/", block)
        assert expected, f"{page_id(page)} C example {index}: no /* prints ... */ comment to check"
        (tmp_path / f"example{index}.c").write_text(block, encoding="utf-8")
        program = tmp_path / f"example{index}"
        subprocess.run(
            [
                compiler,
                "-std=c99",
                "-Wall",
                "-Wextra",
                "-Werror",
                f"-I{ROOT / 'build' / 'include'}",
                str(tmp_path / f"example{index}.c"),
                "-o",
                str(program),
                f"-L{library}",
                "-lsafearea",
                f"-Wl,-rpath,{library}",
            ],
            check=True,
        )
        run = subprocess.run([str(program)], capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, run.stderr
        assert run.stdout.splitlines() == expected
