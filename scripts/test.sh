#!/usr/bin/env bash
# The test command, in two tiers (SQLite's quicktest and releasetest, zstd's `make check` and `make test`):
#
#   scripts/test.sh         complete for correctness (goal: at most 8 minutes on 2 cores; docs/RELIABILITY.md has each step's seconds):
#                           formatters and linters, the catalog embedding check, the release build, the Swift
#                           tests, every C test program
#                           once (Tests/c/programs.txt) and again under ASan/UBSan, a replay of every fuzz seed
#                           and kept crash input (-runs=0, no fuzzing), the Python suite from the tree less the
#                           tests marked `slow` (a real browser, a Jupyter kernel), and what users install
#                           (Tests/dist/run.sh --quick: the wheel built, audited and imported, the C SDK,
#                           install.sh). Leaves the tracked files as they were (checked at the end): the Python
#                           suite only checks that the generated docs/coverage.md and the golden refusal list
#                           Tests/fixtures/coverage_refusals.txt are current (Tests/python/test_coverage.py).
#   scripts/test.sh --full  all of that, and valgrind (the C programs and the Python extension),
#                           ThreadSanitizer, coverage-guided fuzzing (60 s per target), the `slow` tests, the
#                           whole Python suite from the wheel and the wheel on every CPython, the sdist build,
#                           bench/compare.sh against the previous commit when it exists; writes
#                           docs/coverage.md (scripts/coverage.py, after the tree check, as the one command
#                           that regenerates it does) and docs/RELIABILITY.md with every step's seconds.
#                           .ci/run runs it. Independent legs
#                           (ThreadSanitizer, fuzzing, valgrind of the C programs) run in the background beside
#                           the main steps, each with its log in build/test-logs/, shown when it fails.
#
# Every step prints "== NAME" before and "-- NAME: N s" after; the run ends with the seconds of each step and
# "steps: N passed, N failed". A failing step stops the run and the command exits non-zero.
# Installs what it needs: Debian packages when missing, pinned PyPI packages into build/venv.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
FULL=0
case "${1:-}" in
    --full) FULL=1 ;;
    "") ;;
    *) echo "usage: scripts/test.sh [--full]" >&2; exit 2 ;;
esac
TIER="$([ "$FULL" = 1 ] && echo full || echo quick)"
LOGS="$ROOT/build/test-logs"
rm -rf "$LOGS"
mkdir -p "$LOGS"
STEPS="$LOGS/steps.tsv" # NAME, seconds, passed or failed, main or background: scripts/reliability.py reads it
: >"$STEPS"
LOAD_START="$(cut -d' ' -f1-3 /proc/loadavg)"
STARTED=$SECONDS
LEGS=()

record() { printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$STEPS"; }

# step NAME COMMAND...: runs COMMAND (its output shown and kept in build/test-logs/NAME.log), then prints
# its seconds; a failure stops the run.
step() {
    local name="$1" start=$SECONDS status
    shift
    echo "== $name"
    set +e
    (set -e; "$@") 2>&1 | tee "$LOGS/$name.log"
    status="${PIPESTATUS[0]}"
    set -e
    if [ "$status" != 0 ]; then
        record "$name" $((SECONDS - start)) failed main
        echo "-- $name: FAILED (exit $status) after $((SECONDS - start)) s"
        exit "$status"
    fi
    record "$name" $((SECONDS - start)) passed main
    echo "-- $name: $((SECONDS - start)) s"
}

# legs NAME:FUNCTION...: runs the functions one after another in the background, each with its output in
# build/test-logs/NAME.log and its status and seconds in NAME.leg; legs_wait collects them.
legs() {
    local entry
    for entry in "$@"; do LEGS+=("${entry%%:*}"); done
    echo "== in the background: ${*%%:*} (logs in build/test-logs/)"
    (
        for entry in "$@"; do
            name="${entry%%:*}"
            start=$SECONDS
            set +e
            (set -e; "${entry#*:}") >"$LOGS/$name.log" 2>&1
            echo "$? $((SECONDS - start))" >"$LOGS/$name.leg"
            set -e
        done
    ) &
    LEG_PID=$!
}
legs_wait() {
    local name status seconds failed=0
    wait "$LEG_PID" || true
    for name in "${LEGS[@]}"; do
        read -r status seconds <"$LOGS/$name.leg" || { status=1; seconds=0; }
        if [ "$status" = 0 ]; then
            record "$name" "$seconds" passed background
            echo "-- $name (background): $seconds s; its last lines:"
            tail -n 3 "$LOGS/$name.log" | sed 's/^/   /'
        else
            record "$name" "$seconds" failed background
            echo "-- $name (background): FAILED (exit $status) after $seconds s; its log:"
            cat "$LOGS/$name.log"
            failed=1
        fi
    done
    [ "$failed" = 0 ] || exit 1
}

summary() {
    local status=$? passed failed
    # Background legs still running when the run stops (a failed step, Ctrl-C) are stopped with it.
    if [ -n "${LEG_PID:-}" ] && kill -0 "$LEG_PID" 2>/dev/null; then kill_tree "$LEG_PID"; fi
    passed="$(grep -c $'\tpassed\t' "$STEPS" || true)"
    failed="$(grep -c $'\tfailed\t' "$STEPS" || true)"
    [ "$status" = 0 ] || [ "$failed" != 0 ] || failed=1
    echo
    echo "== steps of scripts/test.sh$([ "$FULL" = 1 ] && echo " --full") ($TIER tier; $(nproc) cores; load average at the start $LOAD_START, at the end $(cut -d' ' -f1-3 /proc/loadavg))"
    awk -F'\t' '{printf "   %-18s %5d s  %s%s\n", $1, $2, $3, ($4 == "background" ? " (background)" : "")}' "$STEPS"
    echo "   total              $((SECONDS - STARTED)) s ($(((SECONDS - STARTED) / 60)) min $(((SECONDS - STARTED) % 60)) s)"
    echo "steps: $passed passed, $failed failed"
}
kill_tree() {
    local child
    for child in $(ps -o pid= --ppid "$1"); do kill_tree "$child"; done
    kill "$1" 2>/dev/null || true
}
trap summary EXIT

# Debian packages the tests use: librsvg2-bin (a real SVG renderer checks every picture the Python tests
# make) and cmake (the C SDK's find_package); --full also valgrind and chromium (the `slow` browser tests:
# Playwright from PyPI drives /usr/bin/chromium, no browser download).
debian_packages() {
    local missing=()
    command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
    command -v cmake >/dev/null || missing+=(cmake)
    if [ "$FULL" = 1 ]; then
        command -v valgrind >/dev/null || missing+=(valgrind)
        [ -x /usr/bin/chromium ] || missing+=(chromium)
    fi
    if [ "${#missing[@]}" -gt 0 ]; then
        echo "installing ${missing[*]}"
        (apt-get update -qq && apt-get install -y -qq "${missing[@]}") >/dev/null
    fi
    echo "Debian packages present: rsvg-convert, cmake$([ "$FULL" = 1 ] && echo ", valgrind, chromium")"
}
build() {
    bash scripts/build.sh >"$LOGS/build-output.log" 2>&1 || { cat "$LOGS/build-output.log"; return 1; }
    echo "built $(tail -n 1 "$LOGS/build-output.log")"
}
# The XCTest and Swift Testing runs; their output is in build/test-logs/swift-output.log, shown on failure.
swift_tests() {
    swift test >"$LOGS/swift-output.log" 2>&1 || { cat "$LOGS/swift-output.log"; return 1; }
    grep -E "Executed [0-9]+ tests" "$LOGS/swift-output.log" | tail -n 1
    grep -E "^. Test run with" "$LOGS/swift-output.log" || true
}
python_setup() {
    setup_python
    echo "build/venv: the package from the tree and the pinned test requirements"
}
python_tests() { # pytest arguments
    "$PY" -m pytest -q -p no:cacheprovider "$@" Tests/python
}
# The tracked files after the run are as they were before it (the quick tier writes only into build/,
# dist/ and other ignored places).
TREE_BEFORE="$(git status --porcelain 2>/dev/null; git diff HEAD 2>/dev/null | cksum)"
tree_unchanged() {
    local after
    after="$(git status --porcelain; git diff HEAD | cksum)"
    if [ "$after" != "$TREE_BEFORE" ]; then
        echo "the run changed the tracked tree:"
        git status --porcelain
        return 1
    fi
    echo "the tracked files are as they were before the run"
}
# The --full legs that run in the background.
leg_tsan() { bash Tests/c/sanitize.sh tsan; }
leg_fuzz() { FUZZ_SECONDS="${FUZZ_SECONDS:-60}" bash Tests/fuzz/run.sh; }
leg_valgrind() { bash Tests/c/sanitize.sh valgrind; }

step lint bash scripts/lint.sh
step embed python3 scripts/embed_data.py --check
step packages debian_packages
step build build
[ "$FULL" = 0 ] || legs tsan:leg_tsan fuzz:leg_fuzz valgrind-c:leg_valgrind
step swift swift_tests
step c bash Tests/c/run.sh
step asan bash Tests/c/sanitize.sh asan
step fuzz-replay bash Tests/fuzz/run.sh --replay
step python-setup python_setup
step python python_tests -m "not slow"
if [ "$FULL" = 0 ]; then
    step dist bash Tests/dist/run.sh --quick
else
    step python-slow python_tests -m slow
    step dist bash Tests/dist/run.sh
    step valgrind-python bash Tests/python/memcheck.sh
    legs_wait
    # Hook for bench/compare.sh (speed against the previous commit, in one run): runs once the script exists.
    if [ -f bench/compare.sh ] && git rev-parse -q --verify HEAD~1 >/dev/null; then
        step bench-compare bash bench/compare.sh "$(git rev-parse HEAD~1)" 3
    else
        echo "== bench-compare: skipped (no bench/compare.sh or no previous commit)"
    fi
fi
[ ! -d .git ] && [ ! -f .git ] || step tree-unchanged tree_unchanged
if [ "$FULL" = 1 ]; then
    # The generated coverage page, from the engine just built (the Python suite checked it is current).
    step coverage-docs "$PY" scripts/coverage.py
    # Written last, so that it holds every step's seconds (this one's excepted).
    step reliability python3 scripts/reliability.py
fi
