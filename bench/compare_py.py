"""The Python side of bench/compare.sh: the main Python figures of bench/run.sh, one line each
as "name seconds", run by either revision's installed package (bench/compare.sh). Only calls
every compared revision has are used.

  audit_one   examples/live-activity-incorrect.json audited on every device and orientation
  audit_200   a 200-element design (bench_python.py's audit_design) on every device and orientation
  import      `import safearea` in a fresh interpreter
"""

from __future__ import annotations

import pathlib
import subprocess
import sys
import time

from bench_python import audit_design  # beside this script: the same 200-element grid as bench/run.sh

ROOT = pathlib.Path(__file__).resolve().parent.parent


def best(call, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    import safearea

    design = str(ROOT / "examples" / "live-activity-incorrect.json")
    big = audit_design()
    safearea.audit(design, devices="all")
    print(f"audit_one {best(lambda: safearea.audit(design, devices='all'), 30):.9g}")
    print(f"audit_200 {best(lambda: safearea.audit(big), 7):.9g}")
    code = "import time; t = time.perf_counter(); import safearea; print(time.perf_counter() - t)"
    imports = [
        float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
        for _ in range(7)
    ]
    print(f"import {min(imports):.9g}")


if __name__ == "__main__":
    main()
