"""Runs bench/compare_c.c and bench/compare_py.py for two sides (bench/compare.sh), alternating
which goes first, and prints each figure's best time per side and the median of the rounds'
ratios (second side / first side)."""

from __future__ import annotations

import argparse
import pathlib
import statistics
import subprocess
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
NAMES = {
    "audit_one": ("audit: one design on every device and orientation", 1e3, "ms"),
    "audit_200": ("audit: 200 elements on every device and orientation", 1e3, "ms"),
    "c_call": ("C call: safearea_device_safe_area", 1e9, "ns"),
    "tree_layout": ("tree: full layout of 10^5 views", 1e3, "ms"),
    "rotation": ("tree: rotation transition, 10^4 views", 1e3, "ms"),
    "present": ("tree: present a sheet + one read", 1e6, "us"),
    "import": ("import safearea", 1e3, "ms"),
}


def figures(c_program: str, python: str) -> dict[str, float]:
    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as neutral:  # no checkout on the import path
        for command in ([c_program], [python, str(HERE / "compare_py.py")]):
            text = subprocess.run(command, capture_output=True, text=True, check=True, cwd=neutral).stdout
            for line in text.splitlines():
                name, value = line.split()
                out[name] = float(value)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--side", nargs=3, action="append", metavar=("NAME", "C_PROGRAM", "PYTHON"), required=True)
    args = parser.parse_args()
    (base_name, *base), (head_name, *head) = args.side
    best: dict[str, list[float]] = {}
    ratios: dict[str, list[float]] = {}
    for round_ in range(args.rounds):
        order = [(0, base), (1, head)] if round_ % 2 == 0 else [(1, head), (0, base)]
        got: dict[int, dict[str, float]] = {}
        for side, (c_program, python) in order:
            got[side] = figures(c_program, python)
        for name in got[1]:
            pair = best.setdefault(name, [float("inf"), float("inf")])
            pair[1] = min(pair[1], got[1][name])
            if name in got[0]:
                pair[0] = min(pair[0], got[0][name])
                ratios.setdefault(name, []).append(got[1][name] / got[0][name])
        print(
            f"round {round_ + 1} of {args.rounds} done ({'checkout' if order[0][0] else base_name} first)", flush=True
        )
    print()
    print(f"{'figure':<55}{base_name:>14}{head_name:>14}{'ratio':>8}")
    for name, (label, scale, unit) in NAMES.items():
        if name not in best:
            continue
        a, b = best[name]
        left = f"{a * scale:.3g} {unit}" if a != float("inf") else "n/a"
        ratio = f"{statistics.median(ratios[name]):.2f}" if name in ratios else "-"
        print(f"{label:<55}{left:>14}{f'{b * scale:.3g} {unit}':>14}{ratio:>8}")
    print(f"(best of {args.rounds} rounds per side; ratio: median over the rounds of {head_name} / {base_name})")


if __name__ == "__main__":
    main()
