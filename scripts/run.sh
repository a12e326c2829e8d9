#!/usr/bin/env bash
# The main job: the safe-area table of every built-in device, orientation and
# OS range, printed by the Python command line over libsafearea.so. Installs the package
# and numpy only (bindings/python/requirements-run.txt); scripts/test.sh adds the test toolchain.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
build_library
setup_python run
exec "$VENV/bin/safearea" table "$@"
