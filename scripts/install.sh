#!/usr/bin/env bash
# Installs the C SDK of libsafearea (the layout of zstd's lib/Makefile install):
#   PREFIX/lib/libsafearea.so.VERSION, libsafearea.so.MAJOR -> it, libsafearea.so -> it
#   PREFIX/include/safearea.h
#   PREFIX/lib/pkgconfig/safearea.pc                       (relocatable: prefix from ${pcfiledir})
#   PREFIX/lib/cmake/safearea/safeareaConfig.cmake, safeareaConfigVersion.cmake  (safearea::safearea)
#   PREFIX/share/doc/safearea/README.md, LICENSE, docs/*.md (the manual the README links)
# and a manifest, PREFIX/share/safearea/install-manifest.txt, of exactly those files.
#
#   scripts/install.sh [--prefix P] [--uninstall] [--no-manifest]    (default prefix /usr/local; DESTDIR honoured)
#
# --uninstall removes exactly what the manifest lists, then the package's own folders if empty.
# A prefix that cannot be written fails before anything is written, naming the path.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PREFIX=/usr/local
UNINSTALL=0
MANIFEST=1
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) PREFIX="${2:?--prefix needs a path}"; shift 2 ;;
        --prefix=*) PREFIX="${1#--prefix=}"; shift ;;
        --uninstall) UNINSTALL=1; shift ;;
        --no-manifest) MANIFEST=0; shift ;;
        -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
        *) echo "install.sh: unknown argument $1 (use --prefix P, --uninstall)" >&2; exit 2 ;;
    esac
done
case "$PREFIX" in /*) ;; *) PREFIX="$(pwd)/$PREFIX" ;; esac
TARGET="${DESTDIR:-}$PREFIX"
LIST="$TARGET/share/safearea/install-manifest.txt"

if [ "$UNINSTALL" = 1 ]; then
    [ -f "$LIST" ] || { echo "install.sh: nothing to uninstall: $LIST is missing" >&2; exit 1; }
    while IFS= read -r path; do
        rm -f "$TARGET/$path"
    done < "$LIST"
    rm -f "$LIST"
    for folder in share/safearea share/doc/safearea/docs share/doc/safearea lib/cmake/safearea lib/cmake lib/pkgconfig share/doc share include lib; do
        rmdir "$TARGET/$folder" 2>/dev/null || true
    done
    echo "removed libsafearea from $TARGET" >&2
    exit 0
fi

# Fail before writing anything when the prefix (or its first existing ancestor) is not writable.
probe="$TARGET"
while [ ! -e "$probe" ]; do probe="$(dirname "$probe")"; done
if [ ! -d "$probe" ] || [ ! -w "$probe" ]; then
    echo "install.sh: cannot write to $TARGET ($probe is not a writable folder)" >&2
    exit 1
fi
for folder in lib include share; do
    if [ -e "$TARGET/$folder" ] && [ ! -w "$TARGET/$folder" ]; then
        echo "install.sh: cannot write to $TARGET/$folder" >&2
        exit 1
    fi
done

VERSION="$(sed -n 's/^#define SAFEAREA_VERSION_STRING "\(.*\)"/\1/p' "$ROOT/include/safearea.h")"
MAJOR="${VERSION%%.*}"
LIBRARY="$ROOT/build/lib/libsafearea.so.$VERSION"
[ -f "$LIBRARY" ] || bash "$ROOT/scripts/build.sh" >/dev/null

fill() { sed -e "s/@VERSION@/$VERSION/g" -e "s/@MAJOR@/$MAJOR/g" "$1"; }
mkdir -p "$TARGET/lib/pkgconfig" "$TARGET/lib/cmake/safearea" "$TARGET/include" "$TARGET/share/doc/safearea"
install -m 0755 "$LIBRARY" "$TARGET/lib/libsafearea.so.$VERSION"
ln -sf "libsafearea.so.$VERSION" "$TARGET/lib/libsafearea.so.$MAJOR"
ln -sf "libsafearea.so.$VERSION" "$TARGET/lib/libsafearea.so"
install -m 0644 "$ROOT/include/safearea.h" "$TARGET/include/safearea.h"
fill "$ROOT/packaging/safearea.pc.in" > "$TARGET/lib/pkgconfig/safearea.pc"
fill "$ROOT/packaging/safeareaConfig.cmake.in" > "$TARGET/lib/cmake/safearea/safeareaConfig.cmake"
fill "$ROOT/packaging/safeareaConfigVersion.cmake.in" > "$TARGET/lib/cmake/safearea/safeareaConfigVersion.cmake"
install -m 0644 "$ROOT/README.md" "$ROOT/LICENSE" "$TARGET/share/doc/safearea/"
mkdir -p "$TARGET/share/doc/safearea/docs"
DOCS=()
for page in "$ROOT"/docs/*.md; do DOCS+=("share/doc/safearea/docs/$(basename "$page")"); done
install -m 0644 "$ROOT"/docs/*.md "$TARGET/share/doc/safearea/docs/"
if [ "$MANIFEST" = 1 ]; then
    mkdir -p "$TARGET/share/safearea"
    printf '%s\n' "lib/libsafearea.so.$VERSION" "lib/libsafearea.so.$MAJOR" lib/libsafearea.so include/safearea.h \
        lib/pkgconfig/safearea.pc lib/cmake/safearea/safeareaConfig.cmake lib/cmake/safearea/safeareaConfigVersion.cmake \
        share/doc/safearea/README.md share/doc/safearea/LICENSE "${DOCS[@]}" > "$LIST"
fi
echo "installed libsafearea $VERSION into $TARGET" >&2
