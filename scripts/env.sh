# Shared by run.sh and test.sh: builds libsafearea.so and installs the Python
# package with its pinned dependencies into build/venv.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/build/venv"
PY="$VENV/bin/python"

# setup_python [run|test]: the package into build/venv with the main job's pinned requirements
# (bindings/python/requirements-run.txt: the build backend and numpy) and, for `test` (the default),
# the test toolchain's too (requirements-test.txt). Each file is installed again only when it changed.
setup_python() {
    local level="${1:-test}" file stamp
    if [ ! -x "$PY" ]; then
        python3 -m venv "$VENV"
    fi
    local files=("$ROOT/bindings/python/requirements-run.txt")
    [ "$level" = run ] || files+=("$ROOT/bindings/python/requirements-test.txt")
    for file in "${files[@]}"; do
        stamp="$VENV/.stamp-$(basename "$file")"
        if ! cmp -s "$file" "$stamp" 2>/dev/null; then
            "$PY" -m pip install --quiet --disable-pip-version-check -r "$file"
            cp "$file" "$stamp"
        fi
    done
    # setuptools copies whatever an earlier build left in bindings/python/build: start clean, so a
    # file removed from the sources (a stub, a module) is not installed again.
    rm -rf "$ROOT/bindings/python/build"
    SAFEAREA_LIBRARY_DIR="$ROOT/build/lib" "$PY" -m pip install --quiet --disable-pip-version-check \
        --no-build-isolation --force-reinstall --no-deps "$ROOT/bindings/python" >/dev/null
}

build_library() {
    bash "$ROOT/scripts/build.sh" >/dev/null
}
