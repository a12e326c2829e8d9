#!/usr/bin/env bash
# Runs the C and Python benchmarks; they print figures and same-run ratios.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/env.sh"
build_library
setup_python
mkdir -p "$ROOT/build/bench"
cc -O2 -std=c99 -D_POSIX_C_SOURCE=199309L -I"$ROOT/include" "$ROOT/bench/bench_c.c" \
    -L"$ROOT/build/lib" -lsafearea -Wl,-rpath,"$ROOT/build/lib" -o "$ROOT/build/bench/bench_c"
cc -O2 -std=c99 -I"$ROOT/include" "$ROOT/bench/bench_tree.c" \
    -L"$ROOT/build/lib" -lsafearea -Wl,-rpath,"$ROOT/build/lib" -o "$ROOT/build/bench/bench_tree"
"$ROOT/build/bench/bench_c" "${BENCH_QUERIES:-2000000}"
echo
"$ROOT/build/bench/bench_tree"
echo
"$PY" "$ROOT/bench/bench_python.py"
