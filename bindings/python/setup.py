"""Builds the _safearea extension over libsafearea.so.

`pip install ./bindings/python` builds the Swift library first (scripts/build.sh
at the repository root), copies it into the package as libsafearea.so.0 and
links the extension to it with an $ORIGIN rpath, so the installed package needs
no Swift toolchain. Set SAFEAREA_LIBRARY_DIR to a directory that already holds
libsafearea.so (and SAFEAREA_INCLUDE_DIR for safearea.h) to skip the Swift build.
Without either, a machine with no Swift 6.3 toolchain stops with one message
saying what to install, or to use the wheel, before anything is compiled.

The extension is built on CPython's limited API (the stable ABI) for the lowest
CPython pyproject.toml's requires-python names: one `cp3XX-abi3` wheel then
loads in that CPython and every later one.
"""

import functools
import os
import pathlib
import re
import shutil
import subprocess

from setuptools import Extension, setup
from setuptools.command.build import build
from setuptools.command.build_ext import build_ext

HERE = pathlib.Path(__file__).resolve().parent
# In a checkout the Swift package is two folders up; in the sdist it sits beside this file.
ROOT = HERE if (HERE / "Package.swift").exists() else HERE.parent.parent


#: The Swift the library's sources need: the shim marks each function `@implementation` of its
#: declaration in safearea.h (SE-0495), which Swift 6.3 is the first to accept.
SWIFT_REQUIRED = (6, 3)


def lowest_python() -> "tuple[int, int]":
    """The lowest CPython of pyproject.toml's requires-python (">=3.11" -> (3, 11)), which the
    limited API and the wheel's tag name. Read with a pattern: this runs before anything can
    check the interpreter, and tomllib is itself new in 3.11."""
    text = (HERE / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'^requires-python\s*=\s*">=\s*3\.(\d+)"', text, re.M)
    if match is None:
        raise SystemExit('pyproject.toml must say requires-python = ">=3.N"')
    return 3, int(match.group(1))


def swift_problem() -> "str | None":
    """Why the Swift toolchain on the PATH cannot build the library, or None when it can."""
    swift = shutil.which("swift")
    if swift is None:
        return "there is no `swift` on the PATH"
    try:
        run = subprocess.run([swift, "--version"], capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.SubprocessError) as error:
        return f"`{swift} --version` failed ({error})"
    match = re.search(r"Swift version (\d+)\.(\d+)", run.stdout + run.stderr)
    if match is None:
        return f"`{swift} --version` names no Swift version"
    found = (int(match.group(1)), int(match.group(2)))
    if found < SWIFT_REQUIRED:
        return f"{swift} is Swift {found[0]}.{found[1]}"
    return None


@functools.lru_cache(maxsize=None)
def library_dir() -> pathlib.Path:
    """The folder holding libsafearea.so: SAFEAREA_LIBRARY_DIR, or build/lib after scripts/build.sh,
    which needs Swift 6.3 on the PATH (without it: one message, no traceback)."""
    given = os.environ.get("SAFEAREA_LIBRARY_DIR")
    if given:
        return pathlib.Path(given).resolve()
    build = ROOT / "scripts" / "build.sh"
    if not build.exists():
        raise SystemExit(f"cannot find {build}: build from a libsafearea checkout or set SAFEAREA_LIBRARY_DIR")
    problem = swift_problem()
    if problem is not None:
        major, minor = lowest_python()
        required = ".".join(map(str, SWIFT_REQUIRED))
        version = header_version()
        raise SystemExit(
            f"safearea {version} from source needs a Swift {required} (or later) toolchain to build libsafearea, "
            f"and {problem}. Install the wheel instead, which needs no Swift: "
            f"pip install safearea-{version}-cp{major}{minor}-abi3-manylinux_*.whl (scripts/dist.sh makes it; any "
            f"CPython {major}.{minor} or later on Linux). To build from source, install Swift {required} "
            f"(https://www.swift.org/install/) and put it on the PATH, or set SAFEAREA_LIBRARY_DIR to a folder "
            f"holding a built libsafearea.so."
        )
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


class BuildLibraryFirst(build):
    """Finds or builds libsafearea before anything else is built, so that a machine without Swift
    learns it first, in one message, rather than after the package's files are copied."""

    def run(self) -> None:
        library_dir()
        super().run()


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


MAJOR, MINOR = lowest_python()

setup(
    version=header_version(),
    ext_modules=[
        Extension(
            "safearea._safearea",
            # One file per type or job, sharing src/safearea/module.h (the Modules/_sqlite shape).
            sources=[
                f"src/safearea/{name}.c"
                for name in (
                    "module",
                    "catalog",
                    "device",
                    "batch",
                    "tree",
                    "presentation",
                    "app_window",
                    "transition",
                    "report",
                    "insets",
                )
            ],
            depends=["src/safearea/module.h"],
            libraries=["safearea"],
            runtime_library_dirs=["$ORIGIN"],
            # The stable ABI of the lowest supported CPython: 0x030B0000 for 3.11, the first whose
            # limited API has the buffer protocol (check_rects, _load_json, the batch calls).
            define_macros=[("Py_LIMITED_API", f"0x{MAJOR:02X}{MINOR:02X}0000")],
            py_limited_api=True,
            extra_compile_args=[
                "-std=c99",
                "-Wall",
                "-Wextra",
                "-Werror",
                "-Wno-unused-parameter",
                "-Wno-missing-field-initializers",
            ],
        )
    ],
    cmdclass={"build": BuildLibraryFirst, "build_ext": BuildWithLibrary},
    # The wheel's tag: cp311-abi3, which pip installs on CPython 3.11 and every later one.
    options={"bdist_wheel": {"py_limited_api": f"cp{MAJOR}{MINOR}"}},
)
