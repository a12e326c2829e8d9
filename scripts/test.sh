#!/usr/bin/env bash
# Every test: formatters and linters, catalog embedding check, Swift engine tests, C tests (header,
# exports, API; again under ASan/UBSan and valgrind), fuzzing, Python tests;
# writes docs/RELIABILITY.md. Installs what it needs (pinned) into build/venv.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

echo "== formatters and linters (swift format, clang-format, ruff)"
bash scripts/lint.sh

echo "== data validated and embedded, MODEL.md tables current"
python3 scripts/embed_data.py --check

echo "== build libsafearea.so"
build_library

echo "== Swift tests"
swift test 2>&1 | grep -E "error:|failed|Executed [0-9]+ tests" | tail -n 5

# Debian packages the tests use: valgrind (memcheck of the C tests), librsvg2-bin
# (a real SVG renderer checks every picture the Python tests make) and chromium (the cdp
# export is proven in a real headless browser, driven by Playwright from PyPI pointed at
# /usr/bin/chromium: no browser download).
missing=()
command -v valgrind >/dev/null || missing+=(valgrind)
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ "${#missing[@]}" -gt 0 ]; then
    (apt-get update -qq && apt-get install -y -qq "${missing[@]}") >/dev/null
fi

echo "== C tests"
bash Tests/c/run.sh
bash Tests/c/sanitize.sh

echo "== fuzzing (libFuzzer, ${FUZZ_SECONDS:-$([ -n "${CI:-}" ] && echo 60 || echo 10)} s per target)"
bash Tests/fuzz/run.sh

echo "== Python tests"
setup_python
cd "$ROOT"
"$PY" -m pytest -q -p no:cacheprovider Tests/python

echo "== what users install: wheel (no Swift), C SDK (pkg-config, CMake), install.sh"
cd "$ROOT"
bash Tests/dist/run.sh

echo "== Python extension under valgrind (smoke run)"
bash Tests/python/memcheck.sh
python3 scripts/reliability.py
