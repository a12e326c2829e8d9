"""The `safearea` command line: list devices, print insets, render pictures."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import unicodedata
from typing import Any, Sequence

import safearea

from . import _cli_insets, swiftui
from ._audit import audit
from ._coverage import coverage
from ._device import export_format
from ._values import os_version_span
from .figma import load as load_figma


def _insets_row(insets: safearea.Insets) -> str:
    return "(" + ", ".join(f"{value:g}" for value in insets) + ")"


def cmd_devices(args: argparse.Namespace) -> int:
    rows = []
    for item in safearea.devices():
        if args.family and item.family != args.family:
            continue
        housing = item.housing.kind
        rows.append(
            (
                item.name,
                item.family,
                f"{item.width:g}x{item.height:g}@{item.scale:g}",
                f"{item.native_pixels[0]}x{item.native_pixels[1]}",
                f"{item.corner_radius:g}",
                housing,
                str(item.os_range),
                ", ".join(str(r) for r in item.os_versions),
            )
        )
    if args.json:
        keys = ("name", "family", "points", "native_pixels", "corner_radius", "housing", "os", "data_for_os")
        print(json.dumps([dict(zip(keys, row)) for row in rows], indent=2))
        return 0
    header = ("device", "family", "points", "pixels", "radius", "housing", "runs OS", "inset data for OS")
    _print_table(header, rows)
    return 0


def cmd_insets(args: argparse.Namespace) -> int:
    item = safearea.device(args.device, display_zoom=args.display_zoom)
    if args.orientation == "all":
        orientations = item.orientations
    else:
        orientations = (args.orientation or item.orientations[0],)  # tvOS has no portrait
    if _cli_insets.wants_tree(args):  # containers, a presentation, a window or --explain: the Python tree's answer
        return _cli_insets.run(args, tuple(orientations), item)
    version = _cli_insets.os_version(item, args.os)
    results = []
    for orientation in orientations:
        insets = item.safe_area(
            orientation, os_version=version, status_bar_hidden=args.status_bar_hidden, strict=args.strict
        )
        used = item.resolve_os_version(orientation, os_version=version)
        provenance = item.provenance(orientation, os_version=version)
        results.append((orientation, insets, used, provenance))
    if args.json:
        out = [
            {
                "device": item.name,
                "orientation": o,
                "os_version": used,
                "status_bar_hidden": args.status_bar_hidden,
                "insets": dict(top=i.top, left=i.left, bottom=i.bottom, right=i.right),
                "provenance": dict(kind=p.kind, source=p.source, basis=p.basis),
            }
            for o, i, used, p in results
        ]
        print(json.dumps(out[0] if len(out) == 1 else out, indent=2))
        return 0
    for orientation, insets, used, provenance in results:
        print(
            f"{item.name} {orientation} (OS {used}): top {insets.top:g}, left {insets.left:g}, "
            f"bottom {insets.bottom:g}, right {insets.right:g}  [{provenance.kind}]"
        )
    return 0


def cmd_table(args: argparse.Namespace) -> int:
    """The safe-area table of every built-in device and orientation (the README's main job)."""
    rows = []
    for item in safearea.devices():
        for orientation in item.orientations:
            for os_range in item.os_versions:
                insets = item.safe_area(orientation, os_version=os_range.min)
                try:
                    hidden = _insets_row(item.safe_area(orientation, os_version=os_range.min, status_bar_hidden=True))
                except safearea.UnsupportedError:
                    hidden = "unmeasured"  # the iPhone Duo: no source measured its status bar hidden
                provenance = _provenance_cell(item, orientation, os_range)
                rows.append(
                    (
                        item.name,
                        orientation,
                        str(os_range),
                        _insets_row(insets),
                        hidden,
                        item.housing_edge(orientation) or "-",
                        provenance,
                    )
                )
    if args.json:
        keys = ("device", "orientation", "os", "insets", "status_bar_hidden", "housing_edge", "provenance")
        print(json.dumps([dict(zip(keys, row)) for row in rows], indent=2))
        return 0
    _print_table(
        ("device", "orientation", "OS", "safe area (t, l, b, r)", "status bar hidden", "housing", "provenance"), rows
    )
    print(f"\n{len(safearea.devices())} devices, {len(rows)} device/orientation/OS rows", file=sys.stderr)
    return 0


def _provenance_cell(item: safearea.Device, orientation: str, os_range: safearea.OSRange) -> str:
    """The table's provenance of one OS range (MODEL.md §8): a value is measured only on the version its
    source ran and carried elsewhere on its range, so "measured" is said of a range its source covers
    whole, "measured on 16.2, carried to the rest" of one that holds the measured version, and
    "carried from 26.5" of one carried from a version outside it."""
    kind = item.provenance(orientation, os_version=os_range.min).kind
    measured = item.measured_os(orientation, os_version=os_range.min)  # "26.5", or a line "18.x"
    if measured is None:
        return kind
    first, last = os_version_span(measured)
    low, high = os_range.span()
    if low <= first and last <= high and (first, last) != (low, high):
        return f"measured on {measured}, carried to the rest"
    return kind if kind == "measured" else f"carried from {measured}"


def _audit_design(args: argparse.Namespace) -> tuple[str | dict[str, Any], str]:
    """The design the audit subcommand reads and the name it is known by: a design file, or a frame of a
    Figma REST response (--figma FILE --frame NAME; what the import skips or guesses goes to stderr)."""
    if args.scene is not None:
        if args.design is not None or args.figma is not None:
            raise ValueError("give either DESIGN.json, --figma FILE.json or --scene SCENE.json, not two")
        if args.keyboard:
            raise ValueError("--keyboard: not with --scene (a scene audit shows no keyboard)")
        return args.scene, args.scene
    if args.figma is None:
        if args.design is None:
            raise ValueError("name a DESIGN.json, or --figma FILE.json --frame NAME")
        return args.design, args.design
    if args.design is not None:
        raise ValueError("give either DESIGN.json or --figma FILE.json, not both")
    imported = load_figma(args.figma, args.frame, reference_device=args.reference_device)
    print(f"safearea audit: {imported.summary()}", file=sys.stderr)
    shown = [note for note in imported.notes if note.kind != "skipped"][:20]
    for note in shown:
        print(f"  {note}", file=sys.stderr)
    return imported.design, args.figma


def _audit_output(report: "safearea.AuditReport", args: argparse.Namespace, name: str) -> str:
    if args.format == "json":
        return report.to_json()
    if args.format == "sarif":
        return report.to_sarif(name)
    if args.format == "html":
        return report.to_html()
    return report.table()


def _auditor(args: argparse.Namespace) -> Any:
    """safearea.audit, or with --scene the scene audit (swiftui.audit: the scene's orientation unless
    --orientations names some; MODEL.md §4, "Scenes audited")."""
    if args.scene is None:
        return audit

    def scene_audit(scene: str, *, orientations: Any, keyboard: bool, **options: Any) -> safearea.AuditReport:
        return swiftui.audit(scene, orientations=orientations if args.orientations else None, **options)

    return scene_audit


def cmd_audit(args: argparse.Namespace) -> int:
    """Exit status: 0 clean or warnings only, 1 errors, 2 invalid input or nothing to audit."""
    orientations = [o.strip() for o in args.orientations.split(",")] if args.orientations else "all"
    name = args.scene or args.figma or args.design or "design"
    try:
        design, name = _audit_design(args)
        report = _auditor(args)(
            design,
            devices=args.devices,
            orientations=orientations,
            os_versions=",".join(args.os) if args.os else None,
            keyboard=args.keyboard,
            display_zoom=args.display_zoom,
            windows=args.windows,
            window_controls=args.window_controls,
        )
    except (safearea.SafeAreaError, ValueError, OSError) as error:
        print(f"safearea audit: {name}: {error}", file=sys.stderr)
        return 2
    text = _audit_output(report, args, name)
    if args.out is None or args.out == "-":
        sys.stdout.write(text)
    else:
        try:
            _write_atomically(args.out, text)
        except OSError as error:
            print(f"safearea audit: {args.out}: {error.strerror or error}", file=sys.stderr)
            return 2
    if args.svg:
        os.makedirs(args.svg, exist_ok=True)
        # One picture per audited layout with findings, on the OS it was audited on (only audited layouts).
        layouts = sorted({(f.device, f.os_version, f.orientation, f.window or "") for f in report.findings})
        if not layouts:
            reference = report.svg()
            with open(os.path.join(args.svg, "design.svg"), "w", encoding="utf-8") as handle:
                handle.write(reference + "\n")
        several = len({layout[1] for layout in layouts}) > 1
        for device_name, os_version, orientation, window in layouts:
            label = f"{device_name}-" + (f"{os_version}-" if several else "") + orientation
            label += f"-{window}" if window else ""
            name = label.replace(" ", "_").replace("(", "").replace(")", "").replace(",", "_") + ".svg"
            with open(os.path.join(args.svg, name), "w", encoding="utf-8") as handle:
                handle.write(report.svg(device_name, orientation, os_version, window=window or None) + "\n")
    return 1 if report else 0


def _add_audit_arguments(p: argparse.ArgumentParser) -> None:
    """The audit subcommand's options, grouped: what to audit, where, and what to write."""
    source = p.add_argument_group("design")
    source.add_argument("design", nargs="?", help="design JSON file (schemas/design.schema.json)")
    source.add_argument(
        "--figma",
        metavar="FILE.json",
        help="a Figma REST API response (GET /v1/files/:key or /nodes) instead of a design file",
    )
    source.add_argument(
        "--scene",
        metavar="SCENE.json",
        help="a SwiftUI scene (schemas/swiftui-scene.schema.json) instead of a design: its containers, "
        "presentation and views with roles and anchors, audited by the same rules",
    )
    source.add_argument(
        "--frame", metavar="NAME", help="with --figma: the top-level frame's name or node id (default: the only one)"
    )
    source.add_argument(
        "--reference-device",
        metavar="DEVICE",
        help="with --figma: the device the frame was drawn for (default: the one of its size)",
    )
    where = p.add_argument_group("devices and orientations")
    where.add_argument(
        "--devices",
        help="device names, aliases, model identifiers or families (iphone, ipad, appletv) separated by ',' "
        "or ';', or 'all' (default: the devices of the design's reference device's family)",
    )
    where.add_argument("--orientations", help="orientations separated by ',' (default: all)")
    where.add_argument(
        "--os",
        action="append",
        metavar="VERSIONS",
        help="OS versions or lines separated by ',' (18,26,27; 26.x; 26.5), or --os repeated: each device on each "
        "line it runs (default: each device's newest)",
    )
    where.add_argument(
        "--display-zoom", action="store_true", help="also audit each iPhone's Display Zoom variant (derived insets)"
    )
    where.add_argument(
        "--windows",
        metavar="PLACEMENTS",
        help="audit each orientation in these iPad app windows instead of the full screen (iPadOS 15+: Split View and Stage Manager before 26): "
        "placements separated by ',' (full, half, half_leading, half_trailing, third, third_leading, "
        "third_trailing, two_thirds, two_thirds_leading, two_thirds_trailing, slide_over, floating, "
        "floating:X:Y:W:H, all); iPhones are audited full screen beside them; refused windows are skipped "
        "with the reason",
    )
    where.add_argument(
        "--window-controls",
        choices=("automatic", "unified", "minimal"),
        default="automatic",
        help="with --windows: the windows' control style (default: automatic, the system's)",
    )
    state = p.add_argument_group("screen state")
    state.add_argument(
        "--keyboard",
        action="store_true",
        help="show the keyboard at the catalog's height: elements anchored to 'keyboard' ride on it, "
        "what it covers is an error",
    )
    output = p.add_argument_group("output")
    output.add_argument("--format", choices=("table", "json", "sarif", "html"), default="table")
    output.add_argument("--out", metavar="FILE", help="write the report to FILE (default: standard output)")
    output.add_argument(
        "--svg",
        metavar="DIR",
        help="write a picture per audited layout with findings (device, OS, orientation, window), drawn on its OS",
    )


def cmd_render(args: argparse.Namespace) -> int:
    if args.device.endswith(".json"):
        try:
            report = audit(
                args.device,
                devices=[args.on] if args.on else "all",
                orientations=[args.orientation] if args.orientation else "all",
            )
        except (safearea.SafeAreaError, ValueError, OSError) as error:
            print(f"safearea render: {args.device}: {error}", file=sys.stderr)
            return 2
        svg = report.svg(args.on, args.orientation or "portrait", args.os)
    else:
        item = safearea.device(args.device)
        svg = item.svg(args.orientation, os_version=args.os, status_bar_hidden=args.status_bar_hidden)
    if args.out == "-":
        sys.stdout.write(svg + "\n")
    else:
        with open(args.out, "w", encoding="utf-8") as handle:
            handle.write(svg + "\n")
    return 0


def _write_atomically(path: str, text: str) -> None:
    """Writes `text` to `path` through a temporary file in the same folder and a rename:
    a failed export never leaves a half-written file."""
    folder = os.path.dirname(os.path.abspath(path))
    handle, temporary = tempfile.mkstemp(prefix=".safearea-", dir=folder)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)  # as open() would have made it, not mkstemp's 0600
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise


_PLAYWRIGHT_NOTE = (
    "safearea export: a Playwright descriptor has no key for the safe-area insets: they reach a page only in "
    "Chromium, through the DevTools protocol (the cdp export, safearea.playwright.emulate), so "
    'defaultBrowserType is "chromium"; WebKit and Firefox get the screen and user agent without insets'
)


def slug(name: str) -> str:
    """A file-name slug of a device name: lowercase ASCII letters and digits joined by hyphens
    ("iPhone Duo (inner display)" -> "iphone-duo-inner-display")."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-") or "device"


def _playwright_entries(name: str, text: str, orientation: str | None) -> str:
    """A --all-devices playwright file: entries of Playwright's deviceDescriptorsSource.json, keyed by
    the device's name as Playwright names them ("iPhone 15 Pro", "iPhone 15 Pro landscape"), laid out
    as that file is (two-space JSON), so that `{**devices, **json.load(file)}` adds them."""
    document = json.loads(text)
    if "userAgent" in document:  # one orientation
        landscape = (orientation or "portrait").startswith("landscape")
        entries = {name + (" landscape" if landscape else ""): document}
    else:  # keyed by orientation: a descriptor is the same on both sides, and Playwright keeps one of each
        entries = {}
        for key, descriptor in document.items():
            entries.setdefault(name + (" landscape" if key.startswith("landscape") else ""), descriptor)
    return json.dumps(entries, indent=2) + "\n"


def cmd_export(args: argparse.Namespace) -> int:
    code = export_format(args.format)
    name = safearea.ExportFormat(code).name.lower().replace("_", "-")
    options: dict[str, Any] = {
        "os_version": args.os,
        "status_bar_hidden": args.status_bar_hidden,
        "pose": args.pose,
        "mobile_user_agent": args.mobile_user_agent,
        "placement": args.placement,
        "frame": args.frame,
        "controls": args.controls,
        "compatibility": args.compatibility,
    }
    if args.all_devices:
        if args.device is not None or args.out_dir is None:
            print("safearea export: --all-devices takes no DEVICE and needs --out-dir DIR", file=sys.stderr)
            return 2
        try:
            os.makedirs(args.out_dir, exist_ok=True)
        except OSError as error:
            print(f"safearea export: {args.out_dir}: {error.strerror or error}", file=sys.stderr)
            return 2
        written = skipped = 0
        taken: set[str] = set()
        for item in safearea.devices():
            try:
                text = item.export(code, args.orientation, **options)
            except (
                safearea.InvalidArgumentError,
                safearea.UnsupportedOrientationError,
                safearea.OSVersionError,
                safearea.UnsupportedError,
            ) as error:
                # tvOS in a web, Flutter or Unity format, an orientation or OS version the device lacks, a query
                # no source measured (the iPhone Duo with the status bar hidden), a pose on a display without a fold
                print(f"safearea export: skipped {item.name}: {error}", file=sys.stderr)
                skipped += 1
                continue
            if name == "playwright":
                text = _playwright_entries(item.name, text, args.orientation)
            # device_preview names its presets by id (device_specs/apple-iphone-16-pro.json).
            stem = json.loads(text)["id"] if name == "flutter" else _FILE_STEMS[name].format(slug=slug(item.name))
            while stem in taken:  # never one file for two devices
                stem += "-" + slug(item.aliases[0] if item.aliases else "2")
            taken.add(stem)
            path = os.path.join(args.out_dir, stem + _FILE_EXTENSIONS[name])
            try:
                _write_atomically(path, text)
            except OSError as error:
                print(f"safearea export: {path}: {error.strerror or error}", file=sys.stderr)
                return 2
            written += 1
        if name == "playwright":
            print(_PLAYWRIGHT_NOTE, file=sys.stderr)
        print(
            f"wrote {written} {name} files to {args.out_dir}" + (f" ({skipped} devices skipped)" if skipped else ""),
            file=sys.stderr,
        )
        return 0
    if args.device is None:
        print("safearea export: name a DEVICE, or use --all-devices --out-dir DIR", file=sys.stderr)
        return 2
    text = safearea.device(args.device).export(code, args.orientation, **options)
    if name == "playwright":
        print(_PLAYWRIGHT_NOTE, file=sys.stderr)
    if args.out is None or args.out == "-":
        sys.stdout.write(text)
        return 0
    try:
        _write_atomically(args.out, text)
    except OSError as error:
        print(f"safearea export: {args.out}: {error.strerror or error}", file=sys.stderr)
        return 2
    return 0


#: One file per device with --all-devices, named by a slug of the device's name (lowercase ASCII,
#: hyphens: iphone-duo-inner-display.json); Unity's after its friendlyName ("Apple iPhone XR"),
#: device_preview's by its preset id (apple-iphone-16-pro.json), as each tool names them.
_FILE_STEMS = {
    "cdp": "{slug}",
    "css": "{slug}",
    "react-native": "{slug}",
    "playwright": "{slug}",
    "flutter-test": "{slug}",
    "unity": "apple-{slug}",
}
_FILE_EXTENSIONS = {
    "cdp": ".json",
    "css": ".css",
    "react-native": ".json",
    "playwright": ".json",
    "flutter-test": ".json",
    "unity": ".device",
    "flutter": ".json",
}


def _print_table(header: "tuple[str, ...]", rows: "Sequence[tuple[str, ...]]") -> None:
    widths = [max(len(str(row[i])) for row in [header, *rows]) for i in range(len(header))]
    line = "  ".join(text.ljust(width) for text, width in zip(header, widths))
    print(line.rstrip())
    print("  ".join("-" * width for width in widths))
    for row in rows:
        print("  ".join(str(text).ljust(width) for text, width in zip(row, widths)).rstrip())


def cmd_coverage(args: argparse.Namespace) -> int:
    """How sure the everyday answers are, per OS line and question (docs/coverage.md)."""
    report = coverage(",".join(args.os) if args.os else None)
    print(
        report.to_json()
        if args.format == "json"
        else report.to_markdown()
        if args.format == "markdown"
        else report.table()
    )
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="safearea", description="Safe-area insets exactly as UIKit reports them.")
    parser.add_argument("--version", action="version", version=f"safearea {safearea.__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("devices", help="list the built-in devices")
    p.add_argument("--family", choices=("phone", "pad", "tv"))
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_devices)

    p = sub.add_parser("insets", help="print a device's safe-area insets")
    p.add_argument("device", help="name, alias or model identifier ('iPhone 15 Pro', 'iPhone16,1')")
    p.add_argument(
        "--orientation",
        "-o",
        default=None,
        choices=(*safearea.ORIENTATIONS, "all"),
        help="default: portrait, or the only orientation of a tvOS device",
    )
    p.add_argument(
        "--os",
        help="OS version such as 17.4 (default: the newest with data); a line or range as `table` prints it "
        "(26.x, 26.0–26.4.x) reads as its first version the device runs",
    )
    p.add_argument("--status-bar-hidden", action="store_true")
    p.add_argument("--display-zoom", action="store_true", help="the device's Display Zoom variant (derived insets)")
    p.add_argument("--strict", action="store_true", help="refuse derived values: only measured or documented ones")
    p.add_argument("--json", action="store_true")
    _cli_insets.add_arguments(p)
    p.set_defaults(func=cmd_insets)

    p = sub.add_parser("table", help="safe-area table of every built-in device, orientation and OS range")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_table)

    p = sub.add_parser(
        "audit", help="audit a design on devices (exit 1 on errors, 2 on invalid input or nothing to audit)"
    )
    _add_audit_arguments(p)
    p.set_defaults(func=cmd_audit)

    p = sub.add_parser(
        "coverage",
        help="how many everyday answers are measured, documented, derived or refused, per OS line and question",
    )
    p.add_argument(
        "--os",
        action="append",
        help="OS lines, ',' between them, or the option repeated (default: 15,16,17,18,26,27)",
    )
    p.add_argument("--format", choices=("table", "json", "markdown"), default="table")
    p.set_defaults(func=cmd_coverage)

    p = sub.add_parser("render", help="draw a device's safe area, or a design on a device, as SVG")
    p.add_argument("device", help="a device name, or a design JSON file")
    p.add_argument("--on", help="for a design: the device to draw it on (default: its reference device)")
    p.add_argument("--orientation", "-o", default=None, choices=safearea.ORIENTATIONS)
    p.add_argument("--os")
    p.add_argument("--status-bar-hidden", action="store_true")
    p.add_argument("--out", default="-", help="output file (default: standard output)")
    p.set_defaults(func=cmd_render)

    p = sub.add_parser(
        "export",
        help="a device in another tool's format (cdp, css, react-native, playwright, flutter-test, unity, flutter)",
    )
    p.add_argument(
        "format",
        help="cdp (Chrome DevTools Protocol commands), css (custom properties), react-native "
        "(Metrics), playwright (device descriptor), flutter-test (tester.view values), unity "
        "(Device Simulator .device) or flutter (device_preview DevicePreset)",
    )
    p.add_argument("device", nargs="?", help="name, alias or model identifier")
    p.add_argument(
        "--orientation",
        "-o",
        default=None,
        choices=(*safearea.ORIENTATIONS, "all"),
        help="default: what the format's owner keeps in one file (unity and flutter: every orientation "
        "the device supports; the others: portrait); a name narrows a unity file to it",
    )
    p.add_argument("--os", help="OS version such as 17.4 (default: the newest with data)")
    p.add_argument("--status-bar-hidden", action="store_true")
    p.add_argument(
        "--pose",
        choices=("flat", "book"),
        default=None,
        help="how a display with a fold is held (default: flat); book makes the fold active: cdp's "
        "folded posture and display feature, css's --reserved-fold-active: 1",
    )
    p.add_argument(
        "--mobile-user-agent",
        action="store_true",
        help="cdp and playwright: an iPad sends Safari's mobile user agent (iPad; CPU OS) instead of the "
        "desktop-class one (Macintosh) Safari on iPadOS sends by default",
    )
    p.add_argument(
        "--placement",
        default=None,
        help="an app window on an iPad instead of the screen: full, half-leading, half-trailing, third-leading, "
        "third-trailing, two-thirds-leading, two-thirds-trailing, slide-over or floating (with --frame); "
        "half, third and two-thirds are the leading side; cdp, playwright, react-native and flutter-test describe the window, css adds --window-* and "
        "--window-controls-*; unity and flutter refuse a window",
    )
    p.add_argument(
        "--frame",
        nargs=4,
        type=float,
        metavar=("X", "Y", "WIDTH", "HEIGHT"),
        default=None,
        help="a floating window's frame in the oriented screen's points (implies --placement floating)",
    )
    p.add_argument(
        "--controls", default=None, help="the window's control style: automatic (default), unified or minimal"
    )
    p.add_argument(
        "--compatibility",
        default=None,
        help="an app not made for a resizable window: none (default), iphone or requires-full-screen",
    )
    p.add_argument("--out", help="output file (default: standard output); written through a temporary file")
    p.add_argument(
        "--all-devices",
        action="store_true",
        help="every built-in device, one file each in --out-dir, named by a slug of the device's name "
        "(iphone-duo-inner-display.json)",
    )
    p.add_argument("--out-dir", help="with --all-devices: the folder to write to")
    p.set_defaults(func=cmd_export)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(_cli_insets.bare_explain(sys.argv[1:] if argv is None else argv))
    try:
        return int(args.func(args))
    except safearea.SafeAreaError as error:
        print(f"safearea: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
