#!/usr/bin/env bash
# The C test programs of Tests/c/programs.txt (those marked `all`) again, in three parts chosen by
# argument (default: all three, in this order):
#   asan      under AddressSanitizer + LeakSanitizer + UndefinedBehaviorSanitizer (the test code
#             instrumented; the library's heap use checked through ASan's malloc)      [scripts/test.sh]
#   valgrind  under valgrind memcheck: any invalid read or write, use of uninitialised memory or
#             definitely lost block fails                                             [scripts/test.sh --full]
#   tsan      under ThreadSanitizer, with the library itself rebuilt instrumented     [scripts/test.sh --full]
# Each part builds what it needs (the library first: scripts/build.sh) and writes its record to
# build/tests-c-sanitize/PART.txt, which scripts/reliability.py reads.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/Tests/c/programs.sh"
OUT="$ROOT/build/tests-c-sanitize"
LIB="$ROOT/build/lib"
mkdir -p "$OUT"
CC="${CC:-cc}"
FLAGS=(-std=c99 -Wall -Wextra -Werror -O1 -g -fno-omit-frame-pointer -I"$ROOT/include")
LINK=(-L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -lm -pthread)
mapfile -t PROGRAMS < <(c_programs all)
COUNT="${#PROGRAMS[@]}"

# run_all RUNNER... : each program with its arguments, after RUNNER (built as $OUT/NAME$SUFFIX).
run_all() {
    local name
    for name in "${PROGRAMS[@]}"; do
        mapfile -t arguments < <(c_program_args "$name")
        "$@" "$OUT/$name$SUFFIX" "${arguments[@]}"
    done
}
clean() { grep -c 'passed, 0 failed' "$1"; }                          # programs that ended "N passed, 0 failed"
summed() { awk '/passed, 0 failed/ {n += $1} END {print n}' "$1"; } # their checks, added up

part_asan() {
    echo "== C tests under ASan + LSan + UBSan"
    local gen="$OUT/gen-asan" name
    c_generate_headers "$gen"
    SUFFIX=_asan
    for name in "${PROGRAMS[@]}"; do
        "$CC" "${FLAGS[@]}" -I"$gen" -fsanitize=address,undefined -fno-sanitize-recover=undefined \
            "$ROOT/Tests/c/$name.c" "${LINK[@]}" -o "$OUT/${name}_asan"
    done
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:halt_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 run_all env | tee "$OUT/asan.log"
    echo "ASan+LSan+UBSan: $(clean "$OUT/asan.log") of $COUNT programs clean ($(summed "$OUT/asan.log") checks), no sanitizer report" \
        | tee "$OUT/asan.txt"
}

part_valgrind() {
    echo "== C tests under valgrind memcheck"
    local gen="$OUT/gen-valgrind" name
    c_generate_headers "$gen"
    SUFFIX=_plain
    for name in "${PROGRAMS[@]}"; do
        "$CC" "${FLAGS[@]}" -I"$gen" "$ROOT/Tests/c/$name.c" "${LINK[@]}" -o "$OUT/${name}_plain"
    done
    : >"$OUT/valgrind.txt"
    run_all memcheck
}
memcheck() {
    local log="$OUT/valgrind-$(basename "$1").log"
    if ! valgrind --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite --log-file="$log" "$@" >/dev/null; then
        cat "$log"; echo "valgrind memcheck failed: $*" >&2; return 1
    fi
    grep -E "definitely lost|ERROR SUMMARY" "$log" | sed "s|^==[0-9]*== *|valgrind $(basename "$1" _plain): |" | tee -a "$OUT/valgrind.txt"
}

part_tsan() {
    echo "== C tests under ThreadSanitizer (library rebuilt with -sanitize=thread in .build-tsan)"
    # The 8-thread test of test_api (devices, trees, audits, loaded profiles) and the batch tests of
    # test_audit, whose large check_rects batches run on threads the library starts itself.
    local gen="$OUT/gen-tsan" name swift_bin swift_linux tsan_lib
    c_generate_headers "$gen"
    swift_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
    swift_linux="$swift_bin/../lib/swift/linux"
    (cd "$ROOT" && swift build -c release --build-path "$ROOT/.build-tsan" --product safearea -Xswiftc -sanitize=thread) \
        >"$OUT/tsan-build.log" 2>&1 || { cat "$OUT/tsan-build.log" >&2; return 1; }
    tsan_lib="$ROOT/.build-tsan/release"
    ln -sf libsafearea.so "$tsan_lib/libsafearea.so.0"
    for name in "${PROGRAMS[@]}"; do
        # The toolchain's clang: its TSan runtime matches the one swiftc instrumented against (and
        # carries libdispatch interceptors, hence libdispatch on the link line).
        "$swift_bin/clang" "${FLAGS[@]}" -I"$gen" -fsanitize=thread "$ROOT/Tests/c/$name.c" -L"$tsan_lib" -lsafearea \
            -Wl,-rpath,"$tsan_lib" -L"$swift_linux" -ldispatch -lBlocksRuntime -Wl,-rpath,"$swift_linux" -lm -pthread \
            -o "$OUT/${name}_tsan"
    done
    SUFFIX=_tsan
    TSAN_OPTIONS=halt_on_error=1:exitcode=66 run_all env | tee "$OUT/tsan.log"
    echo "ThreadSanitizer: $(clean "$OUT/tsan.log") of $COUNT programs clean ($(summed "$OUT/tsan.log") checks; 8 API threads sharing" \
        "devices, trees, audits and loaded profiles; check_rects batches split across 4 library threads), no race report" \
        | tee "$OUT/tsan.txt"
}

PARTS=("$@")
[ "${#PARTS[@]}" -gt 0 ] || PARTS=(asan valgrind tsan)
for part in "${PARTS[@]}"; do
    case "$part" in
        asan | valgrind | tsan) "part_$part" ;;
        *) echo "usage: Tests/c/sanitize.sh [asan] [valgrind] [tsan]" >&2; exit 2 ;;
    esac
done
