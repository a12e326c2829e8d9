"""Python benchmark: figures and same-run ratios (never a pass/fail on time).

- Device.safe_area against a minimal C-extension function returning a 4-tuple.
- `import safearea` against loading libsafearea.so alone with ctypes.CDLL.
"""

from __future__ import annotations

import functools
import os
import pathlib
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
import timeit

HERE = pathlib.Path(__file__).resolve().parent


def build_baseline(directory: pathlib.Path) -> None:
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    include = sysconfig.get_paths()["include"]
    output = directory / f"_bench_baseline{suffix}"
    subprocess.run(
        ["cc", "-O2", "-shared", "-fPIC", f"-I{include}", str(HERE / "baseline_ext.c"), "-o", str(output)], check=True
    )
    sys.path.insert(0, str(directory))


def per_call(statement: str, namespace: dict, number: int = 200_000, repeat: int = 9) -> float:
    return min(timeit.repeat(statement, globals=namespace, number=number, repeat=repeat)) / number


def paired(
    ours: str, base: str, namespace: dict, number: int = 100_000, pairs: int = 25, best_of: int = 1
) -> tuple[float, float, float]:
    """Alternates short batches of both statements so machine noise hits both alike
    (each side of a pair the best of `best_of` batches, for long single calls).

    Returns the best time per call of each and the median of the per-pair ratios.
    """
    ours_timer = timeit.Timer(ours, globals=namespace)
    base_timer = timeit.Timer(base, globals=namespace)
    ratios, best_ours, best_base = [], float("inf"), float("inf")
    for _ in range(pairs):
        a = min(ours_timer.repeat(best_of, number)) / number
        b = min(base_timer.repeat(best_of, number)) / number
        best_ours, best_base = min(best_ours, a), min(best_base, b)
        ratios.append(a / b)
    return best_ours, best_base, statistics.median(ratios)


def random_tree(n: int):
    """The C tree benchmark's random views (same generator): parents and frames as arrays."""
    import array

    seed = 2024

    def uniform(lo, hi):
        nonlocal seed
        seed = (seed * 1103515245 + 12345) & 0xFFFFFFFF
        return lo + (hi - lo) * ((seed >> 8) & 0xFFFFFF) / 16777216.0

    parents = array.array("q")
    frames = array.array("d")
    sizes = []
    for i in range(n):
        parent = -1 if (i < 16 or uniform(0, 1) < 0.33) else int(uniform(0, i))
        pw, ph = (390.0, 844.0) if parent < 0 else sizes[parent]
        w, h = uniform(0.2, 1.0) * pw, uniform(0.2, 1.0) * ph
        x, y = uniform(-0.1, 0.3) * pw, uniform(-0.1, 0.3) * ph
        sizes.append((w, h))
        parents.append(parent)
        frames.extend((x, y, w, h))
    return parents, frames


def bulk_build(parents, frames, rounds: int = 9) -> "tuple[float, float, float]":
    """Window + root controller + bulk add + layout + bulk read from Python, paired round by round
    with the same calls made straight to the C API through ctypes (bench_tree.c's bench_bulk: the
    window made before the clock starts, the same arrays). Each round's objects are freed outside
    the clock on both sides. Returns the best Python time, the best C time and the median of the
    rounds' ratios."""
    import ctypes
    import gc
    import time

    import safearea

    lib = ctypes.CDLL(str(pathlib.Path(safearea.__file__).resolve().parent / "libsafearea.so.0"))
    vp, u64 = ctypes.c_void_p, ctypes.c_uint64
    lib.safearea_device_find.argtypes = [ctypes.POINTER(vp), ctypes.c_char_p]
    lib.safearea_tree_new.argtypes = [ctypes.POINTER(vp), vp, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint32]
    lib.safearea_tree_free.argtypes = [vp]
    lib.safearea_tree_free.restype = None
    lib.safearea_controller_new.argtypes = [ctypes.POINTER(u64), vp, ctypes.c_int, u64]
    lib.safearea_tree_set_root.argtypes = [vp, u64]
    lib.safearea_controller_view.argtypes = [ctypes.POINTER(u64), vp, u64]
    lib.safearea_tree_add_views.argtypes = [vp, vp, u64, ctypes.c_size_t, vp, vp, vp]
    lib.safearea_tree_safe_areas.argtypes = [vp, vp, vp, ctypes.c_size_t]
    n = len(parents)
    nodes = (u64 * n)()
    out = (ctypes.c_double * (4 * n))()
    parents_address = ctypes.addressof(ctypes.c_char.from_buffer(parents))
    frames_address = ctypes.addressof(ctypes.c_char.from_buffer(frames))
    device = vp()
    assert lib.safearea_device_find(ctypes.byref(device), b"iPhone 14") == 0

    def c_round() -> float:
        tree, controller, root_view = vp(), u64(), u64()
        assert lib.safearea_tree_new(ctypes.byref(tree), device, safearea.Orientation.PORTRAIT, None, 0) == 0
        assert lib.safearea_controller_new(ctypes.byref(controller), tree, safearea.ControllerKind.PLAIN, 0) == 0
        assert lib.safearea_tree_set_root(tree, controller) == 0
        assert lib.safearea_controller_view(ctypes.byref(root_view), tree, controller) == 0
        start = time.perf_counter()
        status = lib.safearea_tree_add_views(nodes, tree, root_view, n, parents_address, frames_address, None)
        status |= lib.safearea_tree_safe_areas(out, tree, nodes, n)
        elapsed = time.perf_counter() - start
        lib.safearea_tree_free(tree)
        assert status == 0
        return elapsed

    def python_round() -> float:
        start = time.perf_counter()
        window = safearea.Window("iPhone 14")
        root = safearea.ViewController()
        window.root = root
        batch = window.add_views(root.view, parents, frames)
        insets = batch.safe_areas()
        elapsed = time.perf_counter() - start
        assert insets.shape == (n, 4)
        # Freed outside the clock, as the C round frees its tree; a window and its views refer to
        # each other, so only the cycle collector frees them (else the next round's allocations
        # would find fresh pages while the garbage waits).
        del window, root, batch, insets
        gc.collect()
        return elapsed

    pairs = [(python_round(), c_round()) for _ in range(rounds)]
    return min(p for p, _ in pairs), min(c for _, c in pairs), statistics.median(p / c for p, c in pairs)


def audit_design(n: int = 200) -> dict:
    """A 200-element design: a grid of text, controls and icons anchored to the screen,
    the safe area and the margins, so that some collide on some devices."""
    roles = ["text", "control", "icon", "image"]
    targets = ["screen", "safe_area", "margins"]
    elements = [
        {
            "id": "background",
            "role": "background",
            "anchors": {
                "top": {"to": "screen"},
                "bottom": {"to": "screen"},
                "left": {"to": "screen"},
                "right": {"to": "screen"},
            },
        }
    ]
    for i in range(n - 1):
        target = targets[i % 3]
        elements.append(
            {
                "id": f"e{i}",
                "role": roles[i % 4],
                "anchors": {
                    "top": {"to": target, "offset": (i * 37) % 700},
                    "left": {"to": target, "offset": (i * 53) % 300},
                },
                "width": 40 + i % 60,
                "height": 20 + i % 30,
            }
        )
    return {"name": "benchmark grid", "elements": elements}


def audit_speed(rounds: int = 5):
    import time

    import safearea

    design = audit_design()
    best, report = float("inf"), None
    for _ in range(rounds):
        start = time.perf_counter()
        report = safearea.audit(design)
        counts = report.counts
        best = min(best, time.perf_counter() - start)
    return best, counts


def audit_windows_speed(pairs: int = 11):
    """The same design audited over every iPad in every app-window placement (windows="all") against
    today's full-screen audit (every device and orientation), alternating (each going first in turn),
    per element check; and, for reference, against the same iPads full screen (an iPad's layout costs
    more per check than an iPhone's, windows or not). Returns the best time per check of each, the
    medians of the rounds' ratios (to today's audit, to the iPads full screen) and the counts."""
    import time

    import safearea

    design = audit_design()
    ipads = [device.name for device in safearea.devices() if "iPad" in device.name]
    ratios, ipad_ratios, counts = [], [], {}
    best = {"windows": float("inf"), "full": float("inf"), "ipads": float("inf")}
    asks = {"windows": {"windows": "all"}, "full": {}, "ipads": {"devices": ipads}}

    def timed(kind: str) -> float:
        start = time.perf_counter()
        report = safearea.audit(design, **asks[kind])
        elapsed = time.perf_counter() - start
        counts[kind] = report.counts
        per_check = elapsed / report.counts["element_checks"]
        best[kind] = min(best[kind], per_check)
        return per_check

    for k in range(pairs):
        order = ["windows", "full", "ipads"][k % 3 :] + ["windows", "full", "ipads"][: k % 3]
        times = {kind: timed(kind) for kind in order}
        ratios.append(times["windows"] / times["full"])
        ipad_ratios.append(times["windows"] / times["ipads"])
    return best, statistics.median(ratios), statistics.median(ipad_ratios), counts


def audit_containers_speed(pairs: int = 11):
    """The same design audited on every device and orientation with containers (a tab bar controller holding a
    navigation controller with a large title: each layout builds that hierarchy with the tree and checks its
    bars) against without, alternating (each going first in turn), per element check. Returns the best time per
    check of each, the median of the rounds' ratios and the counts."""
    import time

    import safearea

    plain = audit_design()
    containered = {
        **plain,
        "container": {"tab_bar_controller": {}, "navigation_controller": {"prefers_large_titles": True}},
    }
    designs = {"containers": containered, "plain": plain}
    ratios, counts = [], {}
    best = {"containers": float("inf"), "plain": float("inf")}

    def timed(kind: str) -> float:
        start = time.perf_counter()
        report = safearea.audit(designs[kind])
        elapsed = time.perf_counter() - start
        counts[kind] = report.counts
        per_check = elapsed / report.counts["element_checks"]
        best[kind] = min(best[kind], per_check)
        return per_check

    for k in range(pairs):
        order = ["containers", "plain"] if k % 2 == 0 else ["plain", "containers"]
        times = {kind: timed(kind) for kind in order}
        ratios.append(times["containers"] / times["plain"])
    return best, statistics.median(ratios), counts


def audit_containers_cold(processes: int = 5):
    """The first audit in these containers in a fresh interpreter, when the library has built none of its
    layouts' containers yet (its tables loaded by another container's audit on one device; `DesignContentCache`
    holding nothing of these: each layout builds them in a tree), against the best of the same
    interpreter's audits without containers, per element check. Returns the median over `processes`
    interpreters of (first containered ns/check, plain ns/check)."""
    import json

    code = (
        "import json, sys, time\n"
        f"sys.path.insert(0, {str(pathlib.Path(__file__).resolve().parent)!r})\n"
        "import safearea\n"
        "from bench_python import audit_design\n"
        "plain = audit_design()\n"
        "cont = {**plain, 'container': {'tab_bar_controller': {}, "
        "'navigation_controller': {'prefers_large_titles': True}}}\n"
        "def per_check(d):\n"
        "    s = time.perf_counter(); r = safearea.audit(d); e = time.perf_counter() - s\n"
        "    return e / r.counts['element_checks']\n"
        "best = min(per_check(plain) for _ in range(5))\n"
        "safearea.audit({**plain, 'container': {'navigation_controller': {}}}, devices='iPhone 17 Pro')\n"
        "print(json.dumps([per_check(cont), best]))\n"
    )
    runs = [json.loads(subprocess.check_output([sys.executable, "-c", code], text=True)) for _ in range(processes)]
    return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)


def numpy_batch():
    """Device.check_rects against the best hand-written numpy expression of the rectangular test."""
    import numpy as np
    import safearea

    device = safearea.device("iPhone 15 Pro")
    top, left, bottom, right = device.safe_area()
    width, height = device.screen_size()
    low = np.array([left, top])
    high = np.array([width - right, height - bottom])

    def by_numpy(rects):
        origin = rects[:, :2]
        return (origin >= low).all(axis=1) & ((origin + rects[:, 2:]) <= high).all(axis=1)

    def by_columns(rects):
        x, y, w, h = rects[:, 0], rects[:, 1], rects[:, 2], rects[:, 3]
        return (x >= left) & (y >= top) & (x + w <= width - right) & (y + h <= height - bottom)

    figures = {}
    rng = np.random.default_rng(1)
    for n, number, pairs, best_of in ((1_000_000, 10, 15, 3), (1_000, 3000, 25, 1)):
        rects = np.ascontiguousarray(
            np.column_stack(
                [rng.uniform(-20, width, n), rng.uniform(-20, height, n), rng.uniform(1, 120, n), rng.uniform(1, 80, n)]
            )
        )
        assert (device.check_rects(rects, overlap=False).safe == by_columns(rects)).all()
        namespace = {"device": device, "rects": rects, "by_numpy": by_numpy, "by_columns": by_columns}
        # The faster numpy expression, then alternating batches of it and ours (ratio: median pair ratio).
        expression = min(
            ("by_numpy(rects)", "by_columns(rects)"),
            key=functools.partial(per_call, namespace=namespace, number=max(1, number // 7), repeat=7),
        )
        ours, best_numpy, ratio = paired(
            "device.check_rects(rects, overlap=False)",
            expression,
            namespace,
            number=max(1, number // 10),
            pairs=pairs,
            best_of=best_of,
        )
        full = per_call("device.check_rects(rects)", namespace, number=max(1, number // 7), repeat=7)
        try:
            safearea.set_batch_threads(1)
            single, _, single_ratio = paired(
                "device.check_rects(rects, overlap=False)",
                expression,
                namespace,
                number=max(1, number // 10),
                pairs=pairs,
                best_of=best_of,
            )
        finally:
            safearea.set_batch_threads(0)
        # The same with the baseline (SSE2) kernel, for a processor without AVX2.
        baseline = None
        if safearea.batch_kernel() != "baseline":
            try:
                safearea.set_batch_kernel("baseline")
                baseline = paired(
                    "device.check_rects(rects, overlap=False)",
                    expression,
                    namespace,
                    number=max(1, number // 10),
                    pairs=pairs,
                    best_of=best_of,
                )
            finally:
                safearea.set_batch_kernel("auto")
        figures[n] = (ours, full, best_numpy, ratio, single, single_ratio, baseline)
    return figures


def import_times(runs: int = 15) -> tuple[float, float]:
    import safearea

    package = pathlib.Path(safearea.__file__).resolve().parent
    library = package / "libsafearea.so.0"
    time_import = "import time; t = time.perf_counter(); import safearea; print(time.perf_counter() - t)"
    time_cdll = "import ctypes, time; t = time.perf_counter(); ctypes.CDLL(%r); print(time.perf_counter() - t)" % str(
        library
    )
    time_ctypes = (
        "import time; t = time.perf_counter(); import ctypes; ctypes.CDLL(%r); print(time.perf_counter() - t)"
        % str(library)
    )
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="0")
    imports, loads, with_ctypes = [], [], []
    for _ in range(runs):
        imports.append(
            float(
                subprocess.run(
                    [sys.executable, "-c", time_import], capture_output=True, text=True, check=True, env=env
                ).stdout
            )
        )
        loads.append(
            float(
                subprocess.run(
                    [sys.executable, "-c", time_cdll], capture_output=True, text=True, check=True, env=env
                ).stdout
            )
        )
        with_ctypes.append(
            float(
                subprocess.run(
                    [sys.executable, "-c", time_ctypes], capture_output=True, text=True, check=True, env=env
                ).stdout
            )
        )
    return statistics.median(imports), statistics.median(loads), statistics.median(with_ctypes)


def main_import_only() -> int:
    """`import safearea` against ctypes.CDLL for the package this interpreter has (the wheel's, in
    bench/run.sh, when Tests/dist/run.sh has installed it into a venv of its own)."""
    imported, loaded, _ = import_times()
    print(f"  import safearea (installed from the wheel)    {imported * 1e3:8.2f} ms")
    print(f"  ctypes.CDLL of the wheel's libsafearea        {loaded * 1e3:8.2f} ms")
    print(f"  ratio import / CDLL (wheel)                   {imported / loaded:8.2f}   (goal <= 1.50)")
    return 0


def bench_coverage(rounds: int = 3) -> "tuple[float, int]":
    """The coverage grid (docs/coverage.md) over the whole catalog on its six default OS lines: seconds per run (best
    of `rounds`), and the questions asked. Each round spells the lines differently, so that the library's kept
    last report is not what is timed."""
    import safearea

    best = float("inf")
    asked = 0
    for i in range(rounds):
        lines = ",".join(["15", "16", "17", "18", "26", "27"]).replace(",", "," + " " * (i + 1))
        t = time.perf_counter()
        report = safearea.coverage(lines)
        best = min(best, time.perf_counter() - t)
        asked = sum(report.counts(line).asked for line in report.os_lines)
    return best, asked


def main() -> int:
    import safearea

    with tempfile.TemporaryDirectory() as scratch:
        build_baseline(pathlib.Path(scratch))
        import _bench_baseline  # noqa: PLC0415

        phone = safearea.device("iPhone 15 Pro")
        namespace = {"phone": phone, "tuple4": _bench_baseline.tuple4}
        assert phone.safe_area("portrait") == (59, 0, 34, 0)
        ours, base, ratio = paired("phone.safe_area('portrait')", "tuple4('portrait')", namespace)
        versioned = per_call("phone.safe_area('landscape_left', os_version='17.4', status_bar_hidden=True)", namespace)
        lookup = per_call("safearea.device('iPhone16,1')", {"safearea": safearea}, number=50_000)

    parents, frames = random_tree(100_000)
    bulk, c_bulk, bulk_ratio = bulk_build(parents, frames)

    audit_time, audit_counts = audit_speed()
    windows_best, windows_ratio, windows_ipad_ratio, windows_counts = audit_windows_speed()
    containers_best, containers_ratio, containers_counts = audit_containers_speed()
    cold_containers, cold_plain = audit_containers_cold()
    batch = numpy_batch()

    imported, loaded, with_ctypes = import_times()
    print("Python benchmark (calls: best of 25 alternating batches, ratio = median pair ratio;")
    print("                   import: median of 15 fresh interpreters each, interleaved)")
    print(f"  Device.safe_area('portrait')                  {ours * 1e9:8.1f} ns/call")
    print(f"  minimal C extension returning a 4-tuple       {base * 1e9:8.1f} ns/call")
    print(f"  ratio safe_area / baseline                    {ratio:8.2f}   (goal <= 1.50)")
    print(f"  safe_area with os_version and status bar      {versioned * 1e9:8.1f} ns/call")
    print(f"  safearea.device('iPhone16,1')                 {lookup * 1e9:8.1f} ns/call")
    print(f"  import safearea                               {imported * 1e3:8.2f} ms")
    print(f"  ctypes.CDLL(libsafearea.so) alone             {loaded * 1e3:8.2f} ms")
    print(f"  ratio import / CDLL                           {imported / loaded:8.2f}   (goal <= 1.50)")
    print(
        f"  import ctypes + CDLL, fresh interpreter       {with_ctypes * 1e3:8.2f} ms   (ratio {imported / with_ctypes:.2f})"
    )
    print(
        f"  audit, 200 elements x every device and orientation: {audit_time * 1e3:.1f} ms, "
        f"{audit_counts['element_checks']} element checks ({audit_counts['element_checks'] / audit_time / 1e6:.2f} M/s, goal >= 1 M/s), "
        f"{audit_counts['errors'] + audit_counts['warnings']} findings ({(audit_counts['errors'] + audit_counts['warnings']) / audit_time:,.0f}/s)"
    )
    print(
        f"  the same audit over every iPad in every window placement (windows='all'): "
        f"{windows_counts['windows']['element_checks']} element checks, {windows_best['windows'] * 1e9:.0f} ns each; "
        f"today's full screen {windows_best['full'] * 1e9:.0f} ns each; ratio {windows_ratio:.2f} (goal <= 1.10; "
        f"median of rounds); the same iPads full screen {windows_best['ipads'] * 1e9:.0f} ns each (ratio "
        f"{windows_ipad_ratio:.2f}: an iPad's layout costs more per check than an iPhone's)"
    )
    print(
        f"  the same audit in containers (tab bar controller > navigation controller, large title): "
        f"{containers_counts['containers']['element_checks']} element checks, {containers_best['containers'] * 1e9:.0f} ns "
        f"each; without containers {containers_best['plain'] * 1e9:.0f} ns each; ratio {containers_ratio:.2f} "
        f"(goal <= 1.20; median of rounds; the layouts' containers kept from the first audit)"
    )
    print(
        f"  the first such audit in a fresh interpreter (every layout's containers built in a tree): "
        f"{cold_containers * 1e9:.0f} ns each against {cold_plain * 1e9:.0f} without containers, ratio "
        f"{cold_containers / cold_plain:.2f} (median of 5 interpreters)"
    )
    print(
        f"  check_rects (iPhone 15 Pro portrait, random rectangles; batch threads {safearea.batch_threads()}, "
        f"kernel {safearea.batch_kernel()};"
    )
    print(
        "               alternating with the faster numpy expression, ratio = median pair ratio; 10^6: best of 3 per side)"
    )
    for n, goal in ((1_000_000, 0.5), (1_000, 0.4)):
        ours, full, best_numpy, ratio, single, single_ratio, baseline = batch[n]
        print(
            f"    {n:>9,} rects, safe + real shapes {ours * 1e6:10.1f} us; with overlaps {full * 1e6:.1f} us; "
            f"best numpy rectangle test {best_numpy * 1e6:.1f} us; ratio {ratio:.2f} (goal <= {goal})"
        )
        print(f"    {'':>9}        on one thread    {single * 1e6:10.1f} us; ratio {single_ratio:.2f}")
        if baseline:
            print(f"    {'':>9}  baseline kernel    {baseline[0] * 1e6:10.1f} us; ratio {baseline[2]:.2f}")
    print(f"  bulk build + layout + read, 10^5 views        {bulk * 1e3:8.2f} ms")
    print(f"  the same C calls through ctypes, same arrays  {c_bulk * 1e3:8.2f} ms")
    print(
        f"  ratio Python / C                              {bulk_ratio:8.2f}   (goal <= 3.00; median of paired rounds, "
        f"ratio of best times {bulk / c_bulk:.2f})"
    )
    dumps, loads, loaded_round, per_design = bench_pickle()
    print(
        f"  pickle a built-in Device: dumps {dumps * 1e6:.2f} us, loads {loads * 1e6:.2f} us; "
        f"a loaded profile, dumps + loads {loaded_round * 1e6:.1f} us (goal: a few us for a Device)"
    )
    print(
        f"  one design (examples/live-activity-incorrect.json) audited on every device and orientation: "
        f"{per_design * 1e3:.2f} ms (the unit of work when fanning out)"
    )
    exported, files = bench_exports()
    print(
        f"  export every built-in device in every format (all orientations; {files} documents): {exported * 1e3:.1f} ms "
        f"(goal: well under 1 s)"
    )
    chain, siblings, turned, changes = bench_transitions()
    print(
        f"  20,000 views one View.add_subview at a time: a chain {chain * 1e3:.1f} ms, siblings {siblings * 1e3:.1f} ms "
        f"(ratio {chain / siblings:.2f}, goal <= 2); rotating that chain's window: {turned * 1e3:.1f} ms for "
        f"{changes} changes ({turned / max(changes, 1) * 1e9:.0f} ns each, Change objects included)"
    )
    covered, asked = bench_coverage()
    print(
        f"  safearea.coverage(): the everyday grid on every iPhone and iPad, OS lines 15-18, 26, 27 ({asked} questions): "
        f"{covered * 1e3:.0f} ms (goal < 1 s)"
    )
    imported, audited, elements = bench_figma()
    print(
        f"  Figma file of 2,000 nodes ({elements} elements): import {imported * 1e3:.1f} ms, audit on every device and "
        f"orientation {audited * 1e3:.1f} ms (import / audit {imported / audited:.2f}; goal: the audit dominates)"
    )
    return 0


def bench_transitions(n: int = 20_000) -> "tuple[float, float, float, int]":
    """From Python: n views added one View.add_subview at a time as a chain and as
    siblings (same run), and a rotation Window.transition of the chain's window (its Change objects)."""
    import safearea

    def build(chain: bool) -> "tuple[float, safearea.Window]":
        window = safearea.Window("iPhone 14")
        window.root = safearea.ViewController()
        parent = window.root.view
        start = time.perf_counter()
        for _ in range(n):
            view = parent.add_subview(frame=(0, 0, 390, 844))
            if chain:
                parent = view
        _ = view.safe_area_insets  # reading the insets lays the tree out
        return time.perf_counter() - start, window

    chain_time, window = min((build(True) for _ in range(3)), key=lambda item: item[0])
    sibling_time = min(build(False)[0] for _ in range(3))
    start = time.perf_counter()
    rotation = window.transition(orientation="landscape_left")
    turned = time.perf_counter() - start
    return chain_time, sibling_time, turned, len(rotation.changes)


def figma_file(nodes: int = 2000) -> dict:
    """A Figma REST response (GET /v1/files/:key shape) with one 393x852 frame of `nodes` nodes: cards
    (auto-layout frames) of a title, a caption, a button instance, an icon and decoration, in rows."""

    def box(x, y, w, h):
        return {"x": x, "y": y, "width": w, "height": h}

    children, count, row = [], 0, 0
    while count < nodes:
        y = 40 + (row % 40) * 20
        kids = [
            {"id": f"{row}:1", "name": "Title", "type": "TEXT", "absoluteBoundingBox": box(24, y, 200, 8)},
            {"id": f"{row}:2", "name": "Caption", "type": "TEXT", "absoluteBoundingBox": box(24, y + 8, 150, 6)},
            {
                "id": f"{row}:3",
                "name": "Buy button",
                "type": "INSTANCE",
                "componentId": "c:1",
                "absoluteBoundingBox": box(240, y, 80, 14),
            },
            {"id": f"{row}:4", "name": "icon/star", "type": "VECTOR", "absoluteBoundingBox": box(330, y, 14, 14)},
            {"id": f"{row}:5", "name": "Divider", "type": "LINE", "absoluteBoundingBox": box(16, y + 18, 361, 0)},
            {
                "id": f"{row}:6",
                "name": "Hidden",
                "type": "TEXT",
                "visible": False,
                "absoluteBoundingBox": box(0, y, 10, 10),
            },
        ]
        children.append(
            {
                "id": f"{row}:0",
                "name": "Card",
                "type": "FRAME",
                "layoutMode": "HORIZONTAL",
                "constraints": {"vertical": "TOP" if row % 2 else "BOTTOM", "horizontal": "LEFT_RIGHT"},
                "absoluteBoundingBox": box(16, y, 361, 20),
                "children": kids,
            }
        )
        count += 1 + len(kids)
        row += 1
    frame = {
        "id": "1:1",
        "name": "Home",
        "type": "FRAME",
        "absoluteBoundingBox": box(0, 0, 393, 852),
        "children": children,
    }
    return {
        "name": "bench",
        "document": {
            "id": "0:0",
            "type": "DOCUMENT",
            "children": [{"id": "0:1", "type": "CANVAS", "children": [frame]}],
        },
        "components": {
            "c:1": {"key": "k", "name": "Button/Primary", "description": "", "documentationLinks": [], "remote": False}
        },
    }


def bench_figma() -> "tuple[float, float, int]":
    """Importing a 2,000-node Figma response (from its JSON text) against auditing the design on every
    device and orientation (best of 5 each)."""
    import json

    import safearea
    import safearea.figma

    text = json.dumps(figma_file())
    imported = min(timeit.repeat(lambda: safearea.figma.load(text, "Home"), number=1, repeat=5))
    design = safearea.figma.design(text, "Home")
    audited = min(timeit.repeat(lambda: safearea.audit(design), number=1, repeat=5))
    return imported, audited, safearea.figma.load(text, "Home").elements


def bench_pickle() -> "tuple[float, float, float, float]":
    """Pickling costs (best of several rounds) and the cost of one audit, the unit a pool fans out."""
    import pickle

    import safearea

    phone = safearea.device("iPhone 15 Pro")
    data = pickle.dumps(phone)
    namespace = {"pickle": pickle, "phone": phone, "data": data}
    dumps = per_call("pickle.dumps(phone)", namespace, number=20_000, repeat=5)
    loads = per_call("pickle.loads(data)", namespace, number=20_000, repeat=5)
    loaded = safearea.load_device(phone.to_json().replace('"iPhone 15 Pro"', '"Bench phone"', 1))
    namespace["loaded"] = loaded
    loaded_round = per_call("pickle.loads(pickle.dumps(loaded))", namespace, number=500, repeat=5)
    design = str(HERE.parent / "examples" / "live-activity-incorrect.json")
    per_design = min(timeit.repeat(lambda: safearea.audit(design), number=5, repeat=5)) / 5
    return dumps, loads, loaded_round, per_design


def bench_exports() -> "tuple[float, int]":
    """Device.export for the whole catalog in every format, as `safearea export FORMAT --all-devices`
    does it (best of 5); devices a format does not apply to (tvOS on the web) are skipped."""
    import safearea

    formats = [member.name.lower().replace("_", "-") for member in safearea.ExportFormat]
    best, count = float("inf"), 0
    for _ in range(5):
        count = 0
        start = timeit.default_timer()
        for device in safearea.devices():
            for name in formats:
                try:
                    device.export(name, "all")
                except safearea.InvalidArgumentError:
                    continue
                count += 1
        best = min(best, timeit.default_timer() - start)
    return best, count


if __name__ == "__main__":
    sys.exit(main_import_only() if sys.argv[1:] == ["--import-only"] else main())
