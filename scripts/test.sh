#!/usr/bin/env bash
# Every test: catalog embedding check, Swift engine tests, C tests (header,
# exports, API), Python tests. Installs what it needs (pinned) into build/venv.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

echo "== catalog data is embedded"
python3 tools/embed_catalog.py --check

echo "== build libsafearea.so"
build_library

echo "== Swift tests"
swift test 2>&1 | grep -E "error:|failed|Executed [0-9]+ tests" | tail -n 5

echo "== C tests"
bash Tests/c/run.sh

echo "== Python tests"
# A real SVG renderer checks every picture the tests make (Debian's librsvg2-bin).
if ! command -v rsvg-convert >/dev/null; then
    (apt-get update -qq && apt-get install -y -qq librsvg2-bin) >/dev/null
fi
setup_python
cd "$ROOT/bindings/python"
"$PY" -m pytest -q -p no:cacheprovider tests
