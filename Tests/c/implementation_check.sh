#!/usr/bin/env bash
# Proves that the C shim's signatures are held to include/safearea.h: every
# @_cdecl function is an @implementation of the header's declaration (SE-0495),
# so a prototype changed in the header without its Swift function fails the
# build. Type-checks Sources/SafeAreaC against a copy of the header twice: as it
# is (must pass) and with one parameter type changed (must fail with the
# compiler's "does not match type ... declared by the header"). Reuses the
# engine modules of the release build (scripts/build.sh runs first).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
MODULES="$ROOT/.build/release/Modules"
WORK="$ROOT/build/implementation-check"
rm -rf "$WORK"
mkdir -p "$WORK/include"
cp "$ROOT/Sources/CSafeArea/include/module.modulemap" "$ROOT/Sources/CSafeArea/include/safearea_internal.h" "$WORK/include/"

# Each run gets a module cache of its own: clang validates a cached module by the header's
# size and time, and the changed copy has the same size and may have the same second.
typecheck() {
    local cache="$WORK/module-cache-$1"
    swiftc -typecheck -parse-as-library -module-name SafeAreaC -I "$WORK/include" -I "$MODULES" \
        -I "$ROOT/Sources/SafeAreaHints/include" \
        -module-cache-path "$cache" "$ROOT"/Sources/SafeAreaC/*.swift 2>&1
}

# Every exported function carries @implementation.
missing="$(grep -h '@_cdecl(' "$ROOT"/Sources/SafeAreaC/*.swift | grep -v '@implementation' || true)"
if [ -n "$missing" ]; then
    echo "FAIL: @_cdecl without @implementation:" >&2
    echo "$missing" >&2
    exit 1
fi

cp "$ROOT/include/safearea.h" "$WORK/include/safearea.h"
if ! typecheck unchanged >"$WORK/unchanged.log"; then
    cat "$WORK/unchanged.log" >&2
    echo "FAIL: the shim does not type-check against the unchanged header" >&2
    exit 1
fi
# The header's prototype takes `uint32_t flags`; make it uint64_t.
sed 's/^\(int safearea_device_safe_area(.*\)$/\1/; /^int safearea_device_safe_area(/,/;/ s/uint32_t flags/uint64_t flags/' \
    "$ROOT/include/safearea.h" > "$WORK/include/safearea.h"
grep -q "const char \*os_version /\* NULL: newest \*/, uint64_t flags" "$WORK/include/safearea.h" || {
    echo "FAIL: could not change safearea_device_safe_area's prototype in the copy" >&2
    exit 1
}
if typecheck changed >"$WORK/changed.log"; then
    echo "FAIL: a changed prototype still type-checks: @implementation is not in force" >&2
    exit 1
fi
if ! grep -q "safearea_device_safe_area.*declared by the header" "$WORK/changed.log"; then
    cat "$WORK/changed.log" >&2
    echo "FAIL: the build failed, but not with the header mismatch" >&2
    exit 1
fi
echo "@implementation: the shim type-checks against safearea.h; a changed prototype (safearea_device_safe_area flags uint64_t) fails with \"declared by the header\""
