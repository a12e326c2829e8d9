#!/usr/bin/env bash
# C-level tests of libsafearea.so: header test (C99 pedantic and C++), export
# and dependency check, and test_api.c, test_tree.c, test_containers.c, test_presentation_transitions.c,
# test_windows.c, test_export_windows.c, test_display.c, test_audit.c and test_corners.c against the built library.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
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

echo "== test_api"
python3 "$ROOT/Tests/c/gen_fixtures.py" "$OUT/fixtures_gen.h"
"$CC" -std=c99 -Wall -Wextra -Werror -O1 -g -I"$ROOT/include" -I"$OUT" "$ROOT/Tests/c/test_api.c" \
    -L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -lm -pthread -o "$OUT/test_api"
# No Swift toolchain on the path or in the library path: the library must stand alone.
env -i PATH=/usr/bin:/bin "$OUT/test_api" "$ROOT/Tests/fixtures" | tee "$OUT/test_api.log"
{ grep "^threads:" "$OUT/test_api.log" | sed "s/^threads: /- C (test_api): /"; } > "$OUT/threads.txt"

echo "== test_tree"
python3 "$ROOT/Tests/c/gen_scenarios.py" "$OUT/scenarios_gen.h"
"$CC" -std=c99 -Wall -Wextra -Werror -Wno-unused-variable -O1 -g -I"$ROOT/include" -I"$OUT" "$ROOT/Tests/c/test_tree.c" \
    -L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -lm -o "$OUT/test_tree"
env -i PATH=/usr/bin:/bin "$OUT/test_tree"

echo "== test_containers"
"$CC" -std=c99 -Wall -Wextra -Werror -O1 -g -I"$ROOT/include" "$ROOT/Tests/c/test_containers.c" \
    -L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -lm -o "$OUT/test_containers"
env -i PATH=/usr/bin:/bin "$OUT/test_containers"

echo "== test_presentation_transitions"
"$CC" -std=c99 -Wall -Wextra -Werror -O1 -g -I"$ROOT/include" "$ROOT/Tests/c/test_presentation_transitions.c" \
    -L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -lm -o "$OUT/test_presentation_transitions"
env -i PATH=/usr/bin:/bin "$OUT/test_presentation_transitions"
echo "== test_windows"
"$CC" -std=c99 -Wall -Wextra -Werror -O1 -g -I"$ROOT/include" "$ROOT/Tests/c/test_windows.c" \
    -L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -lm -o "$OUT/test_windows"
env -i PATH=/usr/bin:/bin "$OUT/test_windows"

echo "== test_export_windows"
"$CC" -std=c99 -Wall -Wextra -Werror -O1 -g -I"$ROOT/include" "$ROOT/Tests/c/test_export_windows.c" \
    -L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -lm -o "$OUT/test_export_windows"
env -i PATH=/usr/bin:/bin "$OUT/test_export_windows"

echo "== test_display"
python3 "$ROOT/Tests/c/gen_displays.py" "$OUT/displays_gen.h"
"$CC" -std=c99 -Wall -Wextra -Werror -O1 -g -I"$ROOT/include" -I"$OUT" "$ROOT/Tests/c/test_display.c" \
    -L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -o "$OUT/test_display"
env -i PATH=/usr/bin:/bin "$OUT/test_display"

echo "== test_audit"
"$CC" -std=c99 -Wall -Wextra -Werror -O1 -g -I"$ROOT/include" "$ROOT/Tests/c/test_audit.c" \
    -L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -o "$OUT/test_audit"
env -i PATH=/usr/bin:/bin "$OUT/test_audit" "$ROOT/examples" | tee "$OUT/test_audit.log"
{ grep "batch kernels compared:" "$OUT/test_audit.log" | sed "s/^ *batch kernels compared: /- /"; } > "$OUT/kernels.txt"

echo "== test_corners"
"$CC" -std=c99 -Wall -Wextra -Werror -O1 -g -I"$ROOT/include" "$ROOT/Tests/c/test_corners.c" \
    -L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -o "$OUT/test_corners"
env -i PATH=/usr/bin:/bin "$OUT/test_corners"

echo "== memory per view and per profile"
"$CC" -std=c99 -Wall -Wextra -Werror -O1 -g -I"$ROOT/include" "$ROOT/Tests/c/memory.c" \
    -L"$LIB" -lsafearea -Wl,-rpath,"$LIB" -o "$OUT/memory"
env -i PATH=/usr/bin:/bin "$OUT/memory" "$ROOT/Tests/fixtures/profiles/google-pixel-9.json" | tee "$OUT/memory.txt"
