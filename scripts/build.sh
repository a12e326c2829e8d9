#!/usr/bin/env bash
# Builds libsafearea.so (release, Swift runtime linked in) and lays out a
# self-contained distribution in build/:
#   build/lib/libsafearea.so.0.1.0, libsafearea.so.0 -> it, libsafearea.so -> it
#   build/include/safearea.h
#   build/lib/pkgconfig/safearea.pc  packaging/safearea.pc.in with this checkout's absolute paths
#                                    (rpath included), so a program built against the build tree
#                                    from any folder finds the library (the README's C example)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
python3 scripts/embed_data.py --check
swift build -c release --product safearea >&2
VERSION="$(sed -n 's/^#define SAFEAREA_VERSION_STRING "\(.*\)"/\1/p' include/safearea.h)"
mkdir -p build/lib build/include
# Copied beside and renamed into place: a program or test still running on the old file keeps it
# (cp over a mapped library would truncate it under them).
cp -f .build/release/libsafearea.so "build/lib/.libsafearea.so.$VERSION.new"
mv -f "build/lib/.libsafearea.so.$VERSION.new" "build/lib/libsafearea.so.$VERSION"
ln -sf "libsafearea.so.$VERSION" build/lib/libsafearea.so.0
ln -sf "libsafearea.so.$VERSION" build/lib/libsafearea.so
cp -f include/safearea.h build/include/safearea.h
# The build tree's .pc (the README's C line); the sdist, which builds only the library for the Python
# package, carries no packaging/ templates and skips it.
if [ -f packaging/safearea.pc.in ]; then
    mkdir -p build/lib/pkgconfig
    sed -e "1s|.*|# pkg-config file of libsafearea's build tree in $ROOT (absolute paths; written by scripts/build.sh).|" \
        -e "s|^prefix=.*|prefix=$ROOT/build|" -e "s/@VERSION@/$VERSION/g" packaging/safearea.pc.in \
        > build/lib/pkgconfig/safearea.pc
fi
echo "$ROOT/build/lib/libsafearea.so.$VERSION"
