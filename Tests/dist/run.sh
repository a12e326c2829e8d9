#!/usr/bin/env bash
# Tests what users install: scripts/dist.sh's wheel, installed into a fresh venv with
# --only-binary from dist/ alone, runs the Python test suite with no Swift toolchain on the path and
# no Swift library in any ELF file of the wheel; the README's C example builds against the unpacked
# C SDK alone, through pkg-config and through CMake's find_package, and runs; install.sh installs
# and uninstalls exactly its files under DESTDIR.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/env.sh"
cd "$ROOT"
WORK="$ROOT/build/dist-tests"
rm -rf "$WORK"
mkdir -p "$WORK"

bash scripts/dist.sh 2>"$WORK/dist.log" || { cat "$WORK/dist.log" >&2; exit 1; }
grep -A1 "is consistent with the" "$ROOT/build/dist/auditwheel-show.txt" | tr -s ' \n' ' ' | sed 's/^/auditwheel show: /'; echo
WHEEL="$(ls dist/safearea-*manylinux*.whl)"
SDK_TAR="$(ls dist/libsafearea-*-linux-*.tar.gz)"
echo "dist: $(cd dist && ls | tr '\n' ' ')"

echo "== no Swift library in any ELF file of the wheel"
mkdir -p "$WORK/wheel" && (cd "$WORK/wheel" && python3 -m zipfile -e "$ROOT/$WHEEL" .)
for elf in $(find "$WORK/wheel" -name '*.so*'); do
    if env -i PATH=/usr/bin:/bin ldd "$elf" | grep -i swift; then
        echo "FAIL: $elf needs a Swift library" >&2
        exit 1
    fi
done
echo "ok: $(find "$WORK/wheel" -name '*.so*' | wc -l) ELF files, none needs Swift"

echo "== the wheel in a fresh venv, tests with no Swift toolchain on the path"
python3 -m venv "$WORK/venv"
WPY="$WORK/venv/bin/python"
grep -v -E '^(setuptools|wheel)==' bindings/python/requirements-test.txt > "$WORK/requirements.txt"
"$WPY" -m pip install --quiet --disable-pip-version-check -r "$WORK/requirements.txt"
"$WPY" -m pip install --quiet --disable-pip-version-check --only-binary :all: --no-index --find-links dist safearea
NOSWIFT_PATH="$(echo "$PATH" | tr ':' '\n' | grep -v -i swift | paste -sd: -)"
if env PATH="$NOSWIFT_PATH" sh -c 'command -v swift swiftc' >/dev/null 2>&1; then
    echo "FAIL: swift is still reachable on the test PATH" >&2
    exit 1
fi
(cd "$WORK" && env PATH="$WORK/venv/bin:$NOSWIFT_PATH" "$WPY" -c "import safearea, sys; print('wheel:', safearea.__file__, safearea.__version__); sys.exit(0 if 'venv' in safearea.__file__ else 1)")
(cd "$ROOT/Tests/python" && env PATH="$WORK/venv/bin:$NOSWIFT_PATH" SAFEAREA_TESTED_FROM_WHEEL=1 "$WPY" -m pytest -q -p no:cacheprovider \
    2>&1 | tail -n 3)

echo "== the README's C example against the C SDK alone (pkg-config and CMake)"
mkdir -p "$WORK/sdk" "$WORK/app"
tar -C "$WORK/sdk" -xzf "$SDK_TAR"
SDK="$(ls -d "$WORK"/sdk/libsafearea-*)"
sed -n '/^```c$/,/^```$/p' README.md | sed '1d;$d' > "$WORK/app/example.c"
cd "$WORK/app"
# pkg-config, with only the SDK on its path.
cc -std=c99 -o example-pkgconfig example.c $(PKG_CONFIG_PATH="$SDK/lib/pkgconfig" pkg-config --cflags --libs safearea)
# CMake's find_package, with only the SDK as a prefix.
command -v cmake >/dev/null || (apt-get update -qq && apt-get install -y -qq cmake) >/dev/null
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(example C)
find_package(safearea 0.1 CONFIG REQUIRED)
add_executable(example-cmake example.c)
target_link_libraries(example-cmake PRIVATE safearea::safearea)
CMAKE
cmake -S . -B cmake-build -DCMAKE_PREFIX_PATH="$SDK" >/dev/null
cmake --build cmake-build >/dev/null
for program in ./example-pkgconfig ./cmake-build/example-cmake; do
    output="$(env -i PATH=/usr/bin:/bin "$program")"
    # The README's expected output: iPhone 14 Pro, landscape left, iOS 17.4.
    [ "$output" = "0 59 21 59" ] || { echo "FAIL: $program printed '$output'" >&2; exit 1; }
    echo "ok: $program -> $output (libsafearea from $(env -i PATH=/usr/bin:/bin ldd "$program" | awk '/libsafearea/ {print $3}'))"
done
if env -i PATH=/usr/bin:/bin ldd ./example-pkgconfig | grep -q "$ROOT/build/lib/"; then
    echo "FAIL: the example found the build tree's library, not the SDK's" >&2
    exit 1
fi

echo "== install.sh: DESTDIR, uninstall, an unwritable prefix"
cd "$ROOT"
DESTDIR="$WORK/destdir" bash scripts/install.sh --prefix /usr/local 2>/dev/null
installed="$(cd "$WORK/destdir/usr/local" && find . -type f -o -type l | sort | tr '\n' ' ')"
echo "installed: $installed"
PKG_CONFIG_PATH="$WORK/destdir/usr/local/lib/pkgconfig" pkg-config --modversion safearea
DESTDIR="$WORK/destdir" bash scripts/install.sh --prefix /usr/local --uninstall 2>/dev/null
left="$(find "$WORK/destdir/usr/local" -type f -o -type l | wc -l)"
[ "$left" = 0 ] || { echo "FAIL: uninstall left $left files" >&2; exit 1; }
# A prefix under a file is refused before anything is written (root can write anywhere else).
touch "$WORK/not-a-folder"
if bash scripts/install.sh --prefix "$WORK/not-a-folder/usr" 2>"$WORK/file.log"; then echo "FAIL: installed under a file" >&2; exit 1; fi
grep -q "cannot write to $WORK/not-a-folder/usr" "$WORK/file.log"
[ -f "$WORK/not-a-folder" ] && [ ! -s "$WORK/not-a-folder" ]
mkdir -p "$WORK/readonly" && chmod 0555 "$WORK/readonly"
if [ "$(id -u)" != 0 ]; then
    if bash scripts/install.sh --prefix "$WORK/readonly/p" 2>"$WORK/ro.log"; then echo "FAIL: wrote to a read-only prefix" >&2; exit 1; fi
    grep -q "cannot write to $WORK/readonly/p" "$WORK/ro.log"
fi
SDIST_RESULT=""
if [ -n "${CI:-}" ] || [ -n "${SAFEAREA_SLOW_TESTS:-}" ]; then
    echo "== the sdist builds from source (Swift present; CI or SAFEAREA_SLOW_TESTS only: a full Swift build)"
    "$PY" -m pip wheel --quiet --disable-pip-version-check --no-deps --no-build-isolation -w "$WORK/from-sdist" dist/safearea-*.tar.gz
    python3 -m zipfile -l "$WORK"/from-sdist/safearea-*.whl | grep -q "safearea/libsafearea.so.0"
    echo "ok: $(ls "$WORK"/from-sdist) carries the library it built"
    SDIST_RESULT=1
fi
echo "dist tests: $((6 + ${SDIST_RESULT:-0})) passed, 0 failed"
