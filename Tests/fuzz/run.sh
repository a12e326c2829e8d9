#!/usr/bin/env bash
# Builds libsafearea.so with coverage instrumentation for libFuzzer (swiftc -sanitize=fuzzer,
# in .build-fuzz) and the harnesses (Tests/fuzz/fuzz.c, over the public header, with ASan and
# UBSan in the harness) against it, and runs each target for
# FUZZ_SECONDS (default 60 under CI, 10 otherwise) from the seed corpus in Tests/fuzz/corpus
# plus the crash inputs kept in Tests/fuzz/regressions. Any crash, leak, timeout or status
# without a message fails; libFuzzer saves the input under build/fuzz/artifacts.
# FUZZ_TARGETS names the targets to run (default all: profile design swiftui tree window).
# Writes build/fuzz/summary.txt (executions and corpus size per target).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/build/fuzz"
LIB="$ROOT/.build-fuzz/release"
SECONDS_EACH="${FUZZ_SECONDS:-$([ -n "${CI:-}" ] && echo 60 || echo 10)}"
CLANG="${FUZZ_CLANG:-$(command -v clang)}"
mkdir -p "$OUT/artifacts"
(cd "$ROOT" && swift build -c release --build-path .build-fuzz --product safearea -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library 2>&1 |
    grep -E "error|warning: unre|Compiling|Build" | tail -n 3)
ln -sf libsafearea.so "$LIB/libsafearea.so.0"
: > "$OUT/summary.txt"
for target in ${FUZZ_TARGETS:-profile design swiftui tree window}; do
    upper="$(echo "$target" | tr a-z A-Z)"
    "$CLANG" -g -O1 -fuse-ld=lld -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -DFUZZ_"$upper" \
        -I"$ROOT/include" "$ROOT/Tests/fuzz/fuzz.c" -L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -o "$OUT/fuzz_$target" 2> >(grep -v "Cannot export" >&2)
    work="$OUT/corpus-$target"
    rm -rf "$work" && mkdir -p "$work"
    # Kept crash inputs first: they must run clean before any new fuzzing.
    if [ -d "$ROOT/Tests/fuzz/regressions/$target" ]; then
        "$OUT/fuzz_$target" -runs=0 "$ROOT/Tests/fuzz/regressions/$target"/* >/dev/null 2>&1 || {
            echo "fuzz $target: a kept regression input fails" >&2; "$OUT/fuzz_$target" "$ROOT/Tests/fuzz/regressions/$target"/*; exit 1; }
    fi
    log="$OUT/$target.log"
    if ! "$OUT/fuzz_$target" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -detect_leaks=1 -print_final_stats=1 \
            -artifact_prefix="$OUT/artifacts/$target-" "$work" "$ROOT/Tests/fuzz/corpus/$target" > "$log" 2>&1; then
        tail -n 60 "$log" >&2
        echo "fuzz $target: failed; the input is in $OUT/artifacts" >&2
        exit 1
    fi
    runs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')"
    files="$(ls "$work" | wc -l)"
    coverage="$(grep -o 'DONE *cov: [0-9]*' "$log" | grep -o '[0-9]*$' || true)"
    echo "$target: $runs executions in ${SECONDS_EACH} s, $coverage coverage edges, corpus $files inputs grown from $(ls "$ROOT/Tests/fuzz/corpus/$target" | wc -l) seeds; no crash, leak or timeout" | tee -a "$OUT/summary.txt"
done
