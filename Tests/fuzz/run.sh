#!/usr/bin/env bash
# The libFuzzer harnesses (Tests/fuzz/fuzz.c, over the public header, with ASan and UBSan in the
# harness), one binary per target. FUZZ_TARGETS names the targets (default all: profile design
# swiftui tree window).
#
#   Tests/fuzz/run.sh --replay   [scripts/test.sh] every seed of Tests/fuzz/corpus and every kept crash input
#                                of Tests/fuzz/regressions, once each (-runs=0, no fuzzing), against the release
#                                library of build/lib: a replay needs no coverage instrumentation, so no second
#                                build of the engine. Writes build/fuzz/replay.txt.
#   Tests/fuzz/run.sh            [scripts/test.sh --full] builds libsafearea.so again with coverage instrumentation
#                                (swiftc -sanitize=fuzzer, in .build-fuzz), so libFuzzer is guided by the engine's
#                                own branches; runs the kept crash inputs first, then fuzzes each target for
#                                FUZZ_SECONDS (default 60 under CI, 10 otherwise) from the seed corpus. Writes
#                                build/fuzz/summary.txt (executions and corpus size per target).
# Any crash, leak, timeout or status without a message fails; libFuzzer saves the input under
# build/fuzz/artifacts.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/build/fuzz"
CLANG="${FUZZ_CLANG:-$(command -v clang)}"
TARGETS=(${FUZZ_TARGETS:-profile design swiftui tree window})
MODE=fuzz
case "${1:-}" in
    --replay) MODE=replay ;;
    "") ;;
    *) echo "usage: Tests/fuzz/run.sh [--replay]" >&2; exit 2 ;;
esac
mkdir -p "$OUT/artifacts"

# harnesses LIBDIR SUFFIX: builds every target's harness against LIBDIR, two at a time (the machine's cores).
harnesses() {
    local lib="$1" suffix="$2" target upper pids=() status=0
    for target in "${TARGETS[@]}"; do
        upper="$(echo "$target" | tr a-z A-Z)"
        "$CLANG" -g -O1 -fuse-ld=lld -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -DFUZZ_"$upper" \
            -I"$ROOT/include" "$ROOT/Tests/fuzz/fuzz.c" -L"$lib" -lsafearea -Wl,-rpath,"$lib" -o "$OUT/fuzz_$target$suffix" \
            >"$OUT/build-$target$suffix.log" 2>&1 &
        pids+=($!)
        if [ "${#pids[@]}" -ge 2 ]; then wait "${pids[0]}" || status=1; pids=("${pids[@]:1}"); fi
    done
    for pid in "${pids[@]}"; do wait "$pid" || status=1; done
    if [ "$status" != 0 ]; then
        cat "$OUT"/build-*"$suffix".log >&2
        return 1
    fi
}
# inputs TARGET: the seed corpus and the kept crash inputs of TARGET, one file a line.
inputs() {
    local folder
    for folder in "$ROOT/Tests/fuzz/corpus/$1" "$ROOT/Tests/fuzz/regressions/$1"; do
        [ -d "$folder" ] && find "$folder" -type f | sort
    done
    return 0
}

if [ "$MODE" = replay ]; then
    [ -f "$ROOT/build/lib/libsafearea.so" ] || bash "$ROOT/scripts/build.sh" >/dev/null
    harnesses "$ROOT/build/lib" _replay
    : >"$OUT/replay.txt"
    for target in "${TARGETS[@]}"; do
        mapfile -t files < <(inputs "$target")
        [ "${#files[@]}" -gt 0 ] || { echo "fuzz $target: no seed or regression input to replay" >&2; exit 1; }
        log="$OUT/replay-$target.log"
        if ! "$OUT/fuzz_${target}_replay" -runs=0 -timeout=10 -rss_limit_mb=2048 -detect_leaks=1 \
                -artifact_prefix="$OUT/artifacts/$target-" "${files[@]}" >"$log" 2>&1; then
            tail -n 60 "$log" >&2
            echo "fuzz $target: a seed or kept regression input fails; the input is named above" >&2
            exit 1
        fi
        ran="$(grep -c '^Executed ' "$log")"
        [ "$ran" = "${#files[@]}" ] || { cat "$log" >&2; echo "fuzz $target: ran $ran of ${#files[@]} inputs" >&2; exit 1; }
        echo "$target: replayed $ran inputs (seeds and kept regressions) once each; no crash, leak or timeout" | tee -a "$OUT/replay.txt"
    done
    exit 0
fi

LIB="$ROOT/.build-fuzz/release"
SECONDS_EACH="${FUZZ_SECONDS:-$([ -n "${CI:-}" ] && echo 60 || echo 10)}"
(cd "$ROOT" && swift build -c release --build-path .build-fuzz --product safearea -Xswiftc -sanitize=fuzzer \
    -Xswiftc -parse-as-library) >"$OUT/library-build.log" 2>&1 || { cat "$OUT/library-build.log" >&2; exit 1; }
ln -sf libsafearea.so "$LIB/libsafearea.so.0"
harnesses "$LIB" ""
: >"$OUT/summary.txt"
for target in "${TARGETS[@]}"; do
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
