#!/usr/bin/env bash
# libsafearea.so exports exactly the functions safearea.h declares, needs no
# Swift or Foundation shared library, and carries the soname libsafearea.so.0.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
LIB="${1:-$ROOT/build/lib/libsafearea.so}"
declared="$(grep -oE '^[a-z_ ]*\**safearea_[a-z_]+\(' "$ROOT/include/safearea.h" | grep -oE 'safearea_[a-z_]+' | sort -u)"
exported="$(nm -D --defined-only "$LIB" | awk '{print $3}' | sort -u)"
mapped="$(grep -oE '^\s+safearea_[a-z_]+;' "$ROOT/Sources/SafeAreaC/exports.map" | tr -d ' ;' | sort -u)"
status=0
if [ "$declared" != "$exported" ]; then
    echo "exports differ from the header:"; diff <(echo "$declared") <(echo "$exported") || true; status=1
fi
if [ "$declared" != "$mapped" ]; then
    echo "exports.map differs from the header:"; diff <(echo "$declared") <(echo "$mapped") || true; status=1
fi
if ldd "$LIB" | grep -iE 'swift|foundation|dispatch|BlocksRuntime'; then
    echo "libsafearea.so depends on a Swift runtime library"; status=1
fi
# readelf's output is read whole before grep looks at it: `readelf | grep -q` under pipefail fails at
# random when grep exits at the first match and readelf dies on the closed pipe.
if ! grep -q 'SONAME.*libsafearea.so.0' <<<"$(readelf -d "$LIB")"; then
    echo "soname is not libsafearea.so.0"; status=1
fi
echo "$(echo "$declared" | wc -l) functions declared, $(echo "$exported" | wc -l) exported"
exit $status
