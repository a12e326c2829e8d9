#!/usr/bin/env bash
# Builds libsafearea.so (release, Swift runtime linked in) and lays out a
# self-contained distribution in build/:
#   build/lib/libsafearea.so.0.1.0, libsafearea.so.0 -> it, libsafearea.so -> it
#   build/include/safearea.h
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
python3 scripts/embed_catalog.py --check
swift build -c release --product safearea >&2
VERSION="$(sed -n 's/^#define SAFEAREA_VERSION_STRING "\(.*\)"/\1/p' include/safearea.h)"
mkdir -p build/lib build/include
cp -f .build/release/libsafearea.so "build/lib/libsafearea.so.$VERSION"
ln -sf "libsafearea.so.$VERSION" build/lib/libsafearea.so.0
ln -sf "libsafearea.so.$VERSION" build/lib/libsafearea.so
cp -f include/safearea.h build/include/safearea.h
echo "$ROOT/build/lib/libsafearea.so.$VERSION"
