#!/usr/bin/env bash
# The Python extension under valgrind memcheck, on a smoke run of every kind of call
# (Tests/python/memcheck_smoke.py). CPython and numpy report their own false positives
# under valgrind, so only errors whose stack passes through the extension (_safearea)
# or libsafearea fail the run. Writes its result to build/tests-c-sanitize/valgrind-python.txt.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/env.sh"
cd "$ROOT"
log="$(mktemp)"
PYTHONMALLOC=malloc OPENBLAS_NUM_THREADS=1 valgrind --leak-check=no --log-file="$log" "$PY" Tests/python/memcheck_smoke.py
ours="$(awk '/^==[0-9]+== [A-Z]/ {block = $0; next} /^==[0-9]+== *$/ {if (block ~ /_safearea|libsafearea/) n++; block = ""; next}
             {block = block "\n" $0} END {print n + 0}' "$log")"
if [ "$ours" != "0" ]; then
    grep -B2 -A25 "_safearea\|libsafearea" "$log" > "$log.ours" || true
    sed -n '1,120p' "$log.ours"
    echo "valgrind: $ours errors in the Python extension or the library" >&2
    exit 1
fi
mkdir -p build/tests-c-sanitize
echo "valgrind python smoke (Tests/python/memcheck_smoke.py): 0 errors in the extension or the library" | tee build/tests-c-sanitize/valgrind-python.txt
rm -f "$log"
