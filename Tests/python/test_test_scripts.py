"""The test scripts themselves: no pipeline under `pipefail` ends in an early reader.

`python3 -m zipfile -l WHEEL | grep -q NAME` under `set -o pipefail` fails at random: `grep -q` exits at
the first match, the producer is still writing and dies of SIGPIPE (Python with BrokenPipeError), and
pipefail turns that into the pipeline's status. The same holds for `head`, `grep -m`, `grep -l`, `sed
…q`, `awk …exit` and `read`. This test scans every shell file of the repository (`*.sh`, `.ci/run` and
any file with a shell shebang; a file counts as under pipefail when it sets it or is sourced by one
that does) and fails on any such reader after a `|`. Write the output to a file or a variable first,
or use a reader that reads all of it (`grep -c`, `grep PATTERN >/dev/null`).
"""

import pathlib
import re
import shlex

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
#: Where the repository's shell lives; build output and other checkouts are not scanned.
SCANNED = ("scripts", "Tests", ".ci", "bench", "packaging", "bindings", "examples", "docs")
SKIPPED_PARTS = {"build", ".build", "node_modules", "__pycache__"}

GREP = {"grep", "egrep", "fgrep", "zgrep"}
GREP_EARLY_LONG = ("--quiet", "--silent", "--max-count", "--files-with-matches", "--files-without-match")
GREP_TAKES_VALUE = set("ABCDefm")
SED_QUIT = re.compile(r"(?:^|[;{}\s])\s*(?:\d+|\$|/[^/]*/)?\s*[qQ]\s*\d*\s*(?:$|[;}])")


def shell_files() -> list[pathlib.Path]:
    found = set()
    for top in SCANNED:
        base = ROOT / top
        if not base.is_dir():
            continue
        for path in base.rglob("*"):
            if not path.is_file() or path.is_symlink() or SKIPPED_PARTS & set(path.relative_to(ROOT).parts):
                continue
            if path.suffix == ".sh" or path == ROOT / ".ci" / "run":
                found.add(path)
            elif path.suffix == "" and path.stat().st_mode & 0o111:
                with path.open("rb") as handle:
                    first = handle.readline()
                if re.match(rb"#!.*\b(ba)?sh\b", first):
                    found.add(path)
    return sorted(found)


def sets_pipefail(text: str) -> bool:
    return (
        re.search(r"^\s*set\s[^#\n]*-[a-zA-Z]*o\s+pipefail\b|^\s*set\s[^#\n]*-o\s*pipefail\b", text, re.M) is not None
    )


def without_heredocs(text: str) -> str:
    """The text with here-document bodies blanked (they are data: Python, CMake, …), lines kept."""
    lines = text.split("\n")
    out, ending = [], None
    for line in lines:
        if ending is not None:
            out.append("")
            if (line.lstrip("\t") if ending[1] else line) == ending[0]:
                ending = None
            continue
        out.append(line)
        match = re.search(r"(?<!<)<<(-?)\s*(['\"]?)([A-Za-z_][A-Za-z0-9_]*)\2", line)
        if match:
            ending = (match.group(3), match.group(1) == "-")
    return "\n".join(out)


def code_mask(text: str) -> list[bool]:
    """For each character: is it shell code (not inside quotes, a comment or an escape)?

    Command substitutions are code, also inside double quotes.
    """
    code = [False] * len(text)
    stack: list[list] = []  # ["dq"] or ["subst", depth] or ["bt"]
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        context = stack[-1][0] if stack else "code"
        if context == "dq":
            if c == "\\":
                i += 2
                continue
            if c == '"':
                stack.pop()
            elif text.startswith("$(", i):
                stack.append(["subst", 1])
                i += 2
                continue
            elif c == "`":
                stack.append(["bt"])
            i += 1
            continue
        # Code: top level, $( … ) or ` … `.
        if c == "\\":
            i += 2
            continue
        if c == "'":
            end = text.find("'", i + 1)
            i = n if end < 0 else end + 1
            continue
        if c == '"':
            stack.append(["dq"])
            i += 1
            continue
        if c == "#" and (i == 0 or text[i - 1] in " \t\n;|&("):
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if c == "`" and context == "bt":
            stack.pop()
            i += 1
            continue
        if c == "`":
            stack.append(["bt"])
            i += 1
            continue
        if text.startswith("$(", i):
            stack.append(["subst", 1])
            i += 2
            continue
        if context == "subst" and c == "(":
            stack[-1][1] += 1
        elif context == "subst" and c == ")":
            stack[-1][1] -= 1
            if stack[-1][1] == 0:
                stack.pop()
                code[i] = True  # the closing parenthesis ends the command before it
                i += 1
                continue
        code[i] = True
        i += 1
    return code


def stages_after_pipes(text: str) -> list[tuple[int, str]]:
    """(line number, command text) of every command that reads a pipe (`|` or `|&`, not `||`)."""
    code = code_mask(text)
    found = []
    for i, c in enumerate(text):
        if c != "|" or not code[i]:
            continue
        if (i + 1 < len(text) and text[i + 1] == "|" and code[i + 1]) or (i > 0 and text[i - 1] == "|" and code[i - 1]):
            continue
        start = i + 1
        if start < len(text) and text[start] == "&":
            start += 1
        j = start
        while j < len(text):
            # An escaped newline (a backslash continuation) or one inside quotes is not code: go on.
            if code[j] and text[j] in ";&|)\n":
                break
            j += 1
        command = text[start:j].replace("\\\n", " ")
        if not command.strip():
            # `a |` at the end of a line: the reader is on the next line.
            k = j
            while k < len(text) and text[k] in " \t\n":
                k += 1
            m = k
            while m < len(text) and not (code[m] and text[m] in ";&|)\n"):
                m += 1
            command = text[k:m].replace("\\\n", " ")
        found.append((text.count("\n", 0, i) + 1, command.strip()))
    return found


def words(command: str) -> list[str]:
    try:
        return shlex.split(command, comments=False)
    except ValueError:
        return command.split()


def grep_stops_early(args: list[str]) -> str | None:
    skip_next = False
    for arg in args:
        if skip_next:
            skip_next = False
            continue
        if arg == "--":
            break
        if arg.startswith("--"):
            if arg.startswith(GREP_EARLY_LONG):
                return f"grep {arg} stops at the first match"
            continue
        if arg.startswith("-") and len(arg) > 1:
            for position, letter in enumerate(arg[1:]):
                if letter in "qlLm":
                    return f"grep -{letter} stops at the first match"
                if letter in GREP_TAKES_VALUE:
                    skip_next = position == len(arg) - 2
                    break
    return None


def sed_quits(args: list[str]) -> str | None:
    scripts, take = [], False
    for arg in args:
        if take:
            scripts.append(arg)
            take = False
        elif arg in ("-e", "--expression"):
            take = True
        elif not arg.startswith("-"):
            if not scripts:
                scripts.append(arg)
            break
    return "sed quits with q" if any(SED_QUIT.search(script) for script in scripts) else None


def awk_exits(args: list[str]) -> str | None:
    program = next((arg for arg in args if not arg.startswith("-")), "")
    before_end = re.split(r"\bEND\b", program)[0]
    return "awk exits before the end of its input" if re.search(r"\bexit\b", before_end) else None


ALWAYS_EARLY = {
    "head": "head stops after its lines",
    "read": "read takes one line",
    "cmp": "cmp stops at the first difference",
}
READERS = {
    **dict.fromkeys(GREP, grep_stops_early),
    "sed": sed_quits,
    **dict.fromkeys(("awk", "gawk", "mawk", "nawk"), awk_exits),
}


def early_reader(command: str) -> str | None:
    """Why the command stops reading its input before the end, or None if it reads all of it."""
    argv = words(command)
    while argv and (
        re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", argv[0]) or argv[0] in {"!", "command", "exec", "env", "time"}
    ):
        argv = argv[1:]
    if not argv:
        return None
    name = pathlib.PurePath(argv[0]).name
    if name in ALWAYS_EARLY:
        return ALWAYS_EARLY[name]
    return READERS[name](argv[1:]) if name in READERS else None


def pipefail_files(files: list[pathlib.Path]) -> set[pathlib.Path]:
    """Files that set pipefail, and the files they source (which run under it)."""
    texts = {path: path.read_text(encoding="utf-8", errors="replace") for path in files}
    strict = {path for path, text in texts.items() if sets_pipefail(text)}
    by_name = {path.name: path for path in files}
    for path in list(strict):
        for match in re.finditer(r"^\s*(?:source|\.)\s+[^\n;]*?([A-Za-z0-9_.-]+\.sh)\b", texts[path], re.M):
            if match.group(1) in by_name:
                strict.add(by_name[match.group(1)])
    return strict


def findings(text: str) -> list[str]:
    text = without_heredocs(text)
    return [
        f"line {line}: `| {command}`: {why}"
        for line, command in stages_after_pipes(text)
        if (why := early_reader(command))
    ]


def test_the_scan_sees_the_test_scripts():
    files = shell_files()
    names = {str(path.relative_to(ROOT)) for path in files}
    assert {"scripts/test.sh", "Tests/dist/run.sh", "Tests/c/run.sh", "Tests/fuzz/run.sh", ".ci/run"} <= names
    strict = {str(path.relative_to(ROOT)) for path in pipefail_files(files)}
    assert {"scripts/test.sh", "Tests/dist/run.sh", ".ci/run", "scripts/env.sh"} <= strict


def test_no_pipeline_under_pipefail_ends_in_an_early_reader():
    problems = []
    for path in sorted(pipefail_files(shell_files())):
        for finding in findings(path.read_text(encoding="utf-8", errors="replace")):
            problems.append(f"{path.relative_to(ROOT)}: {finding}")
    assert not problems, "early readers under pipefail (write to a file or a variable first):\n" + "\n".join(problems)


#: The line that made CI fail at random (Tests/dist/run.sh before the fix), and its kin.
EARLY = [
    'python3 -m zipfile -l "$WORK"/from-sdist/safearea-*.whl | grep -q "safearea/libsafearea.so.0"',
    'if env -i PATH=/usr/bin:/bin ldd ./example-pkgconfig | grep -q "$ROOT/build/lib/"; then',
    "if ! readelf -d \"$LIB\" | grep -q 'SONAME.*libsafearea.so.0'; then",
    'echo "x: $(grep -o \'ERROR: .*\' "$WORK/below-file.log" | head -n 1)"',
    'grep -B2 -A25 "_safearea\\|libsafearea" "$log" | head -n 120',
    "ls dist |\n    head -n 1",
    "cat file \\\n    | grep -qE 'a|b'",
    "producer | grep -Eq x",
    "producer | grep -m1 x",
    "producer | grep --max-count=1 x",
    "producer | grep -l x",
    "producer | sed -n '1p;q'",
    "producer | sed 5q",
    "producer | awk '/x/ {print; exit}'",
    "producer | read -r first",
    "producer |& head",
]
READS_ALL = [
    "grep -q x file",
    'grep -q x <<<"$(producer)"',
    "producer | grep -c x",
    "producer | grep x >/dev/null",
    "producer | grep -E 'a|head' | tail -n 3",
    "producer | grep -v -e -q",
    "producer | awk '{n += $1} END {print n; exit}'",
    "producer | sed -n 's/q/x/p'",
    "producer || head -n 1 file",
    "echo 'a | head'",
    'echo "a | grep -q b"',
    "case $1 in -v | --verbose) ;; esac",
    "python3 - <<'PY'\nimport sys | head\nPY",
    "# producer | grep -q x",
]


@pytest.mark.parametrize("line", EARLY)
def test_an_early_reader_is_found(line):
    assert findings("set -euo pipefail\n" + line + "\n"), line


@pytest.mark.parametrize("line", READS_ALL)
def test_a_reader_of_all_input_passes(line):
    assert not findings("set -euo pipefail\n" + line + "\n"), line


def test_pipefail_is_recognised():
    assert sets_pipefail("#!/bin/bash\nset -euo pipefail\n")
    assert sets_pipefail("set -o pipefail\n")
    assert not sets_pipefail("# set -o pipefail is not used here\n")


def test_one_manifest_lists_the_c_programs():
    """Tests/c/programs.txt names every C test program; the scripts that run them read it, listing none."""
    manifest = ROOT / "Tests" / "c" / "programs.txt"
    listed = [
        line.split()[0] for line in manifest.read_text().splitlines() if line.strip() and not line.startswith("#")
    ]
    sources = {path.stem for path in (ROOT / "Tests" / "c").glob("*.c")} - {"headertest"}
    assert sorted(listed) == sorted(sources)
    for relative in ("Tests/c/run.sh", "Tests/c/sanitize.sh", "scripts/test.sh", "scripts/reliability.py"):
        named = set(re.findall(r"\b(?:test_[a-z_]+|memory)\b", (ROOT / relative).read_text())) & sources
        # A few are named for their records (test_api's threads, test_audit's kernels, memory's figures); no list.
        assert len(named) <= 3, f"{relative} names {sorted(named)}: read Tests/c/programs.txt instead"
