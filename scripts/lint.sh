#!/usr/bin/env bash
# The formatters and linters: swift format (the toolchain's own, .swift-format), clang-format
# (Debian's, .clang-format) and ruff (PyPI, ruff.toml, pinned in scripts/requirements-lint.txt).
# Fails on unformatted code or a lint error; `scripts/lint.sh --fix` formats the tree instead.
# Generated files (.gitattributes' `generated`) are skipped. Installs clang-format and ruff when missing.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
FIX=0
[ "${1:-}" = "--fix" ] && FIX=1

if ! command -v clang-format >/dev/null; then
    (apt-get update -qq && apt-get install -y -qq clang-format) >/dev/null
fi
LINT_VENV="$ROOT/build/lint-venv"
if ! cmp -s scripts/requirements-lint.txt "$LINT_VENV/.stamp" 2>/dev/null; then
    python3 -m venv "$LINT_VENV"
    "$LINT_VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r scripts/requirements-lint.txt
    cp scripts/requirements-lint.txt "$LINT_VENV/.stamp"
fi
RUFF="$LINT_VENV/bin/ruff"

# Tracked and new files of a kind, less the generated ones and symbolic links.
files() {
    git ls-files --cached --others --exclude-standard -- "$@" | while read -r f; do
        [ -f "$f" ] && [ ! -L "$f" ] || continue
        [ "$(git check-attr generated -- "$f" | cut -d' ' -f3)" = "set" ] && continue
        echo "$f"
    done
}
mapfile -t SWIFT < <(files '*.swift')
mapfile -t C < <(files '*.c' '*.h')

status=0
if [ "$FIX" = 1 ]; then
    swift format format --in-place --parallel "${SWIFT[@]}"
    clang-format -i "${C[@]}"
    "$RUFF" check --fix --quiet . || status=1
    "$RUFF" format --quiet .
else
    echo "-- swift format lint (${#SWIFT[@]} files)"
    swift format lint --strict --parallel "${SWIFT[@]}" || status=1
    echo "-- clang-format (${#C[@]} files)"
    clang-format --dry-run --Werror "${C[@]}" || status=1
    echo "-- ruff"
    "$RUFF" check --quiet . || status=1
    "$RUFF" format --check --quiet . || status=1
fi
if [ "$status" != 0 ]; then
    echo "lint: unformatted code or lint errors above; scripts/lint.sh --fix formats the tree" >&2
fi
exit "$status"
