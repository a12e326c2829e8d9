"""Builds the _safearea extension over libsafearea.so.

`pip install ./bindings/python` builds the Swift library first (scripts/build.sh
at the repository root), copies it into the package as libsafearea.so.0 and
links the extension to it with an $ORIGIN rpath, so the installed package needs
no Swift toolchain. Set SAFEAREA_LIBRARY_DIR to a directory that already holds
libsafearea.so (and SAFEAREA_INCLUDE_DIR for safearea.h) to skip the Swift build.
"""

import os
import pathlib
import re
import shutil
import subprocess

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = pathlib.Path(__file__).resolve().parent
# In a checkout the Swift package is two folders up; in the sdist it sits beside this file.
ROOT = HERE if (HERE / "Package.swift").exists() else HERE.parent.parent


def library_dir() -> pathlib.Path:
    given = os.environ.get("SAFEAREA_LIBRARY_DIR")
    if given:
        return pathlib.Path(given).resolve()
    build = ROOT / "scripts" / "build.sh"
    if not build.exists():
        raise SystemExit(f"cannot find {build}: build from a libsafearea checkout or set SAFEAREA_LIBRARY_DIR")
    subprocess.run(["bash", str(build)], check=True, stdout=subprocess.DEVNULL)
    return ROOT / "build" / "lib"


def include_dir() -> pathlib.Path:
    return pathlib.Path(os.environ.get("SAFEAREA_INCLUDE_DIR", ROOT / "include")).resolve()


def header_version() -> str:
    """SAFEAREA_VERSION_STRING of the header this package is built against."""
    header = include_dir() / "safearea.h"
    match = re.search(r'^#define SAFEAREA_VERSION_STRING "([^"]+)"', header.read_text(encoding="utf-8"), re.M)
    if match is None:
        raise SystemExit(f"{header} defines no SAFEAREA_VERSION_STRING")
    return match.group(1)


class BuildWithLibrary(build_ext):
    """Builds libsafearea.so, then the extension, and ships the library beside it."""

    def run(self) -> None:
        lib = library_dir()
        for extension in self.extensions:
            extension.library_dirs.append(str(lib))
            extension.include_dirs.append(str(include_dir()))
        super().run()
        target = pathlib.Path(self.build_lib) / "safearea"
        target.mkdir(parents=True, exist_ok=True)
        real = (lib / "libsafearea.so").resolve()
        shutil.copyfile(real, target / "libsafearea.so.0")
        if self.inplace:
            shutil.copyfile(real, HERE / "src" / "safearea" / "libsafearea.so.0")


setup(
    version=header_version(),
    ext_modules=[
        Extension(
            "safearea._safearea",
            # One file per job, sharing src/safearea/module.h (the Modules/_sqlite shape).
            sources=[f"src/safearea/{name}.c" for name in ("module", "device", "batch", "tree", "report", "insets")],
            depends=["src/safearea/module.h"],
            libraries=["safearea"],
            runtime_library_dirs=["$ORIGIN"],
            extra_compile_args=["-std=c99", "-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter", "-Wno-missing-field-initializers"],
        )
    ],
    cmdclass={"build_ext": BuildWithLibrary},
)
