#!/usr/bin/env bash
# C-level tests of libsafearea.so: header test (C99 pedantic and C++), the @implementation check,
# export and dependency check, and every program of Tests/c/programs.txt (the feature tests and
# the memory figures) built against the built library and run once with no Swift toolchain on the path.
# Leaves each program's output in build/tests-c/NAME.log and the records scripts/reliability.py reads
# (threads.txt, kernels.txt, memory.txt).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/Tests/c/programs.sh"
OUT="${OUT:-$ROOT/build/tests-c}"
LIB="$ROOT/build/lib"
mkdir -p "$OUT"
CC="${CC:-cc}"
CXX="${CXX:-c++}"

echo "== header test: C99 -pedantic -Werror and C++"
"$CC" -std=c99 -Wall -Wextra -pedantic -Werror -I"$ROOT/include" -c "$ROOT/Tests/c/headertest.c" -o "$OUT/headertest_c.o"
"$CXX" -x c++ -std=c++11 -Wall -Wextra -pedantic -Werror -I"$ROOT/include" -c "$ROOT/Tests/c/headertest.c" -o "$OUT/headertest_cxx.o"

echo "== @implementation holds the shim to the header"
bash "$ROOT/Tests/c/implementation_check.sh"

echo "== exports and dependencies"
"$ROOT/Tests/c/check_exports.sh" "$LIB/libsafearea.so"

c_generate_headers "$OUT"
for name in $(c_programs); do
    echo "== $name"
    "$CC" -std=c99 -Wall -Wextra -Werror -O1 -g -I"$ROOT/include" -I"$OUT" "$ROOT/Tests/c/$name.c" \
        -L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -lm -pthread -o "$OUT/$name"
    mapfile -t arguments < <(c_program_args "$name")
    # No Swift toolchain on the path or in the library path: the library must stand alone.
    env -i PATH=/usr/bin:/bin "$OUT/$name" "${arguments[@]}" | tee "$OUT/$name.log"
done
{ grep "^threads:" "$OUT/test_api.log" | sed "s/^threads: /- C (test_api): /"; } > "$OUT/threads.txt"
{ grep "batch kernels compared:" "$OUT/test_audit.log" | sed "s/^ *batch kernels compared: /- /"; } > "$OUT/kernels.txt"
cp "$OUT/memory.log" "$OUT/memory.txt"
echo "C programs: $(c_programs | wc -l) of $(c_programs | wc -l) passed (Tests/c/programs.txt)"
