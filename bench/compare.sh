#!/usr/bin/env bash
# bench/compare.sh REV [ROUNDS]: the main figures of bench/run.sh for REV and for this checkout,
# side by side, measured in one run, alternating which goes first, with same-run ratios
# (checkout / REV; below 1 is faster), as `pyperf compare_to` does.
#
# REV is built from `git archive REV` in build/compare/SHA (its own .build and venv, kept for the
# next run); the checkout is built as bench/run.sh builds it. Both sides run the checkout's
# drivers: bench/compare_c.c (compiled against each side's own header and library; presenting
# only where that header declares it) and bench/compare_py.py (run by each side's own venv).
# ROUNDS (default 5) rounds, each running both sides once; a figure's time is its best over
# the rounds, its ratio the median of the rounds' ratios.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: bench/compare.sh REV [ROUNDS]" >&2; exit 2; }
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/env.sh"
cd "$ROOT"
REV="$1"
ROUNDS="${2:-5}"
SHA="$(git rev-parse --verify --quiet "$REV^{commit}")" || { echo "bench/compare.sh: no commit $REV" >&2; exit 2; }
SHORT="${SHA:0:10}"
BASE="$ROOT/build/compare/$SHA"

echo "== building $REV ($SHORT) in build/compare/$SHORT… (kept for later runs)"
if [ ! -f "$BASE/ready" ]; then
    rm -rf "$BASE" && mkdir -p "$BASE/src"
    git archive "$SHA" | tar -x -C "$BASE/src"
    log="$BASE/build.log"
    # REV's own scripts: its library, then its package into its own venv.
    if ! (cd "$BASE/src" && bash scripts/build.sh && source scripts/env.sh && setup_python run) >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        echo "bench/compare.sh: building $REV failed (log: $log)" >&2
        exit 1
    fi
    touch "$BASE/ready"
fi

echo "== building the checkout"
build_library
setup_python run

mkdir -p "$BASE/bin" "$ROOT/build/compare/head"
compile() { # header folder, library folder, output
    local flags=()
    grep -q "safearea_controller_present(" "$1/safearea.h" && flags+=(-DHAVE_PRESENT)
    cc -O2 -std=c99 "${flags[@]}" -I"$1" "$ROOT/bench/compare_c.c" -L"$2" -lsafearea -Wl,-rpath,"$2" -o "$3"
}
compile "$BASE/src/include" "$BASE/src/build/lib" "$BASE/bin/compare_c"
compile "$ROOT/include" "$ROOT/build/lib" "$ROOT/build/compare/head/compare_c"

python3 "$ROOT/bench/compare.py" --rounds "$ROUNDS" \
    --side "$SHORT" "$BASE/bin/compare_c" "$BASE/src/build/venv/bin/python" \
    --side "checkout" "$ROOT/build/compare/head/compare_c" "$ROOT/build/venv/bin/python"
