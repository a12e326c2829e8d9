#!/usr/bin/env bash
# The C test programs again, under AddressSanitizer + LeakSanitizer + UndefinedBehaviorSanitizer
# (the test code instrumented; the library's heap use checked through ASan's malloc) and under
# valgrind memcheck: any invalid read or write, use of uninitialised memory or definitely lost
# block fails the run; then under ThreadSanitizer, with the library itself instrumented.
# Needs Tests/c/run.sh first (it builds the generated fixture headers).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
GEN="$ROOT/build/tests-c"
OUT="$ROOT/build/tests-c-sanitize"
LIB="$ROOT/build/lib"
mkdir -p "$OUT"
CC="${CC:-cc}"
FLAGS=(-std=c99 -Wall -Wextra -Werror -Wno-unused-variable -O1 -g -fno-omit-frame-pointer -I"$ROOT/include" -I"$GEN")
SAN=(-fsanitize=address,undefined -fno-sanitize-recover=undefined)
LINK=(-L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -lm -pthread)

build() { # name, extra flags...
    local name="$1"; shift
    "$CC" "${FLAGS[@]}" "$@" "$ROOT/Tests/c/$name.c" "${LINK[@]}" -o "$OUT/$name$SUFFIX"
}
run_all() { # runner...
    "$@" "$OUT/test_api$SUFFIX" "$ROOT/Tests/fixtures"
    "$@" "$OUT/test_tree$SUFFIX"
    "$@" "$OUT/test_containers$SUFFIX"
    "$@" "$OUT/test_presentation_transitions$SUFFIX"
    "$@" "$OUT/test_windows$SUFFIX"
    "$@" "$OUT/test_export_windows$SUFFIX"
    "$@" "$OUT/test_display$SUFFIX"
    "$@" "$OUT/test_audit$SUFFIX" "$ROOT/examples"
    "$@" "$OUT/test_corners$SUFFIX"
}

SUMMARY="$OUT/summary.txt"
: > "$SUMMARY"
echo "== C tests under ASan + LSan + UBSan"
SUFFIX=_asan
for name in test_api test_tree test_containers test_presentation_transitions test_windows test_export_windows test_display test_audit test_corners; do build "$name" "${SAN[@]}"; done
ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:halt_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 run_all env | tee "$OUT/asan.log"
echo "ASan+LSan+UBSan: $(grep -c 'passed, 0 failed' "$OUT/asan.log") of 9 programs clean ($(awk '/passed, 0 failed/ {n += $1} END {print n}' "$OUT/asan.log") checks), no sanitizer report" >> "$SUMMARY"

echo "== C tests under valgrind memcheck"
SUFFIX=
for name in test_api test_tree test_containers test_presentation_transitions test_windows test_export_windows test_display test_audit test_corners; do build "$name"; done
memcheck() {
    local log
    log="$(mktemp)"
    if ! valgrind --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite --log-file="$log" "$@" >/dev/null; then
        cat "$log"; rm -f "$log"; echo "valgrind memcheck failed: $*" >&2; return 1
    fi
    grep -E "definitely lost|ERROR SUMMARY" "$log" | sed "s|^==[0-9]*== *|valgrind $(basename "$1"): |" | tee -a "$SUMMARY"
    rm -f "$log"
}
run_all memcheck

echo "== C tests under ThreadSanitizer (library rebuilt with -sanitize=thread in .build-tsan)"
# The 8-thread test of test_api (devices, trees, audits, loaded profiles) and the batch tests of
# test_audit, whose large check_rects batches run on threads the library starts itself.
SWIFT_BIN="$(dirname "$(readlink -f "$(command -v swift)")")"
SWIFT_LINUX="$SWIFT_BIN/../lib/swift/linux"
swift build -c release --build-path "$ROOT/.build-tsan" --product safearea -Xswiftc -sanitize=thread >&2
TSAN_LIB="$ROOT/.build-tsan/release"
ln -sf libsafearea.so "$TSAN_LIB/libsafearea.so.0"
for name in test_api test_tree test_containers test_presentation_transitions test_windows test_export_windows test_display test_audit test_corners; do
    # The toolchain's clang: its TSan runtime matches the one swiftc instrumented against (and
    # carries libdispatch interceptors, hence libdispatch on the link line).
    "$SWIFT_BIN/clang" "${FLAGS[@]}" -fsanitize=thread "$ROOT/Tests/c/$name.c" -L"$TSAN_LIB" -lsafearea -Wl,-rpath,"$TSAN_LIB" \
        -L"$SWIFT_LINUX" -ldispatch -lBlocksRuntime -Wl,-rpath,"$SWIFT_LINUX" -lm -pthread -o "$OUT/${name}_tsan"
done
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$OUT/test_api_tsan" "$ROOT/Tests/fixtures" | tee "$OUT/tsan.log"
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$OUT/test_tree_tsan" | tee -a "$OUT/tsan.log"
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$OUT/test_containers_tsan" | tee -a "$OUT/tsan.log"
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$OUT/test_presentation_transitions_tsan" | tee -a "$OUT/tsan.log"
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$OUT/test_windows_tsan" | tee -a "$OUT/tsan.log"
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$OUT/test_export_windows_tsan" | tee -a "$OUT/tsan.log"
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$OUT/test_display_tsan" | tee -a "$OUT/tsan.log"
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$OUT/test_audit_tsan" "$ROOT/examples" | tee -a "$OUT/tsan.log"
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$OUT/test_corners_tsan" | tee -a "$OUT/tsan.log"
echo "ThreadSanitizer: $(grep -c 'passed, 0 failed' "$OUT/tsan.log") of 9 programs clean ($(awk '/passed, 0 failed/ {n += $1} END {print n}' "$OUT/tsan.log") checks; 8 API threads sharing devices, trees, audits and loaded profiles; check_rects batches split across 4 library threads), no race report" >> "$SUMMARY"
