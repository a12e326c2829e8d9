#!/usr/bin/env bash
# The main job: the safe-area table of every built-in device, orientation and
# OS range, printed by the Python command line over libsafearea.so.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
build_library
setup_python
exec "$VENV/bin/safearea" table "$@"
