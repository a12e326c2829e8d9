# Shared by run.sh and test.sh: builds libsafearea.so and installs the Python
# package with its pinned build and test dependencies into build/venv.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/build/venv"
PY="$VENV/bin/python"

setup_python() {
    if [ ! -x "$PY" ]; then
        python3 -m venv "$VENV"
    fi
    local stamp="$VENV/.requirements-stamp"
    if ! cmp -s "$ROOT/bindings/python/requirements-test.txt" "$stamp" 2>/dev/null; then
        "$PY" -m pip install --quiet --disable-pip-version-check -r "$ROOT/bindings/python/requirements-test.txt"
        cp "$ROOT/bindings/python/requirements-test.txt" "$stamp"
    fi
    # setuptools copies whatever an earlier build left in bindings/python/build: start clean, so a
    # file removed from the sources (a stub, a module) is not installed again.
    rm -rf "$ROOT/bindings/python/build"
    SAFEAREA_LIBRARY_DIR="$ROOT/build/lib" "$PY" -m pip install --quiet --disable-pip-version-check \
        --no-build-isolation --force-reinstall --no-deps "$ROOT/bindings/python" >/dev/null
}

build_library() {
    bash "$ROOT/scripts/build.sh" >/dev/null
}
