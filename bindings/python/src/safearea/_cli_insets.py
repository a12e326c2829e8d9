"""`safearea insets` beyond the bare screen: the content view of the containers, presentation and app window
the options name, built with the Python API (Window, ViewController, NavigationController,
TabBarController, ViewController.present) exactly as a script would build them, and read with its
answers (View.safe_area_insets, View.explain, Presentation, WindowInfo): no second computation.

The options take the names Python and the design schema give the same things (its `container`,
`presentation` fields; `Window(placement=, frame=, controls=, compatibility=)`)."""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any

from ._containers import NavigationController, TabBarController
from ._device import Device, _window_name
from ._enums import PresentationStyle
from ._errors import InvalidArgumentError, SafeAreaError
from ._presentation import Presentation
from ._safearea import Insets
from ._values import format_os_version, os_version_span
from ._view_controller import ViewController
from ._window import Window
from ._window_info import WindowInfo

EDGES = ("top", "left", "bottom", "right")
#: The provenance kinds from the strongest to the weakest (ProvenanceKind's order).
KINDS = ("measured", "documented", "derived")
#: A Python argument named at the start of the library's message -> the option that gave it.
OPTIONS = {
    "placement": "--placement",
    "frame": "--frame",
    "window.frame": "--frame",
    "controls": "--controls",
    "compatibility": "--compatibility",
    "style": "--present",
    "detent": "--detent",
    "source": "--source-rect",
    "preferred_content_size": "--preferred-content-size",
    "permitted_arrow_directions": "--permitted-arrow-directions",
    "toolbar_items": "--toolbar-items",
}


class UsageError(Exception):
    """Options that do not go together, named as the command line spells them."""


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The `insets` options beyond the bare screen, grouped as the design schema groups them."""
    container = p.add_argument_group(
        "containers (the design schema's container; Python NavigationController, TabBarController)"
    )
    container.add_argument(
        "--navigation-controller",
        action="store_true",
        help="the content is the root of a navigation controller (an inline title); implied by the options below",
    )
    container.add_argument(
        "--prefers-large-titles", action="store_true", help="navigationBar.prefersLargeTitles: the expanded large title"
    )
    container.add_argument("--navigation-bar-hidden", action="store_true", help="isNavigationBarHidden")
    container.add_argument(
        "--search-controller", action="store_true", help="the content's navigationItem.searchController"
    )
    container.add_argument(
        "--toolbar-items",
        type=int,
        metavar="N",
        default=None,
        help="the content's toolbarItems (0 to 10,000); above 0 the navigation controller's toolbar shows",
    )
    container.add_argument(
        "--tab-bar-controller",
        action="store_true",
        help="a tab bar controller holds the navigation controller (or the content) as its selected tab",
    )
    container.add_argument(
        "--bottom-accessory",
        action="store_true",
        help="the tab bar controller's bottomAccessory (implies --tab-bar-controller; iPhones in portrait, MODEL.md §17)",
    )
    present = p.add_argument_group("presentation (the design schema's presentation; Python ViewController.present)")
    present.add_argument(
        "--present",
        metavar="STYLE",
        choices=[style.name.lower() for style in PresentationStyle],
        help="the content (with its containers) is presented from the window's root: "
        + ", ".join(style.name.lower() for style in PresentationStyle),
    )
    present.add_argument(
        "--detent",
        metavar="DETENT",
        help="with --present: large (default), medium, or a custom detent's height in points",
    )
    present.add_argument(
        "--source-rect",
        nargs=4,
        type=float,
        metavar=("X", "Y", "WIDTH", "HEIGHT"),
        help="with --present popover: the source rectangle in the presenter's view (required on an iPad)",
    )
    present.add_argument(
        "--preferred-content-size",
        nargs=2,
        type=float,
        metavar=("WIDTH", "HEIGHT"),
        help="with --present: the presented controller's preferredContentSize (a popover's, a form sheet's size)",
    )
    present.add_argument(
        "--permitted-arrow-directions",
        metavar="DIRECTIONS",
        help="with --present popover: any (default), or up, down, left, right separated by ','",
    )
    window = p.add_argument_group(
        "app window on an iPad (Python Window(placement=, frame=, controls=, compatibility=))"
    )
    window.add_argument(
        "--placement",
        help="full, half_leading, half_trailing, third_leading, third_trailing, two_thirds_leading, "
        "two_thirds_trailing, slide_over or floating (with --frame); hyphens or underscores",
    )
    window.add_argument(
        "--frame",
        nargs=4,
        type=float,
        metavar=("X", "Y", "WIDTH", "HEIGHT"),
        help="a floating window's frame in the oriented screen's points (implies --placement floating)",
    )
    window.add_argument("--controls", help="the window's control style: automatic (default), unified or minimal")
    window.add_argument(
        "--compatibility", help="an app not made for a resizable window: none (default), iphone or requires_full_screen"
    )
    p.add_argument(
        "--explain",
        nargs="?",
        const="short",
        choices=("short", "full"),
        help="why each inset has its value (View.explain): --explain gives the steps that set a value, each "
        "source named once; --explain=full every step with every citation (JSON: the steps with their sources)",
    )


def bare_explain(argv: list[str]) -> list[str]:
    """`--explain` written before a positional (`insets --explain "iPhone 17 Pro"`) as `--explain=short`: argparse
    would take the device's name for the flag's optional value."""
    out = list(argv)
    for i, token in enumerate(out[:-1]):
        if token == "--explain" and out[i + 1] not in ("short", "full"):
            out[i] = "--explain=short"
    return out


def wants_tree(args: argparse.Namespace) -> bool:
    """Whether the question needs a window with controllers (anything but the bare screen)."""
    return bool(
        args.explain
        or _navigation(args)
        or _tab_bar(args)
        or args.present
        or args.detent is not None
        or args.source_rect
        or args.preferred_content_size
        or args.permitted_arrow_directions
        or args.placement
        or args.frame
        or args.controls
        or args.compatibility
    )


def os_version(item: Device, text: str | None) -> str | None:
    """`--os` as the `table` command prints OS versions: a version ("26.1", "iOS 26.1") as it is; a line
    ("26.x", "26.4.x") or a range ("26.0–26.4.x", "26.5-26.x") reads as its first version the device
    runs, the version the table's row of that range is computed at."""
    if text is None:
        return None
    head, dash, tail = text.strip().replace("\u2013", "-").partition("-")
    first, last = os_version_span(head) if not dash else (os_version_span(head)[0], os_version_span(tail)[1])
    if first == last and not dash:
        return text
    low, high = item.os_range.span()
    if first <= high and last >= low:  # else the first version, for the library to refuse with its reason
        first = max(first, low)
    name = re.match(r"\s*([A-Za-z]+)\s", head)
    return (name.group(1) + " " if name else "") + format_os_version(first)


def _navigation(args: argparse.Namespace) -> bool:
    return bool(
        args.navigation_controller
        or args.prefers_large_titles
        or args.navigation_bar_hidden
        or args.search_controller
        or args.toolbar_items is not None
    )


def _tab_bar(args: argparse.Namespace) -> bool:
    return bool(args.tab_bar_controller or args.bottom_accessory)


def _check(args: argparse.Namespace) -> None:
    if args.present is None:
        for given, option in (
            (args.detent is not None, "--detent"),
            (args.source_rect, "--source-rect"),
            (args.preferred_content_size, "--preferred-content-size"),
            (args.permitted_arrow_directions, "--permitted-arrow-directions"),
        ):
            if given:
                raise UsageError(f"{option} needs --present STYLE (the content is then presented)")


def _detent(text: str) -> str | float:
    """--detent as ViewController.present takes it: a height in points, else the name."""
    try:
        return float(text)
    except ValueError:
        return text  # a name: ViewController.present refuses what is not large or medium


def container_request(args: argparse.Namespace) -> dict[str, Any]:
    """The containers asked for, in the design schema's `container` words."""
    found: dict[str, Any] = {}
    if _navigation(args):
        found["navigation_controller"] = {
            "prefers_large_titles": args.prefers_large_titles,
            "navigation_bar_hidden": args.navigation_bar_hidden,
            "search_controller": args.search_controller,
            "toolbar_items": args.toolbar_items or 0,
        }
    if _tab_bar(args):
        found["tab_bar_controller"] = {"bottom_accessory": args.bottom_accessory}
    return found


def presentation_request(args: argparse.Namespace) -> dict[str, Any]:
    """The presentation asked for, in the design schema's `presentation` words."""
    if args.present is None:
        return {}
    found: dict[str, Any] = {"style": args.present}
    if args.detent is not None:
        found["detent"] = _detent(args.detent)
    if args.source_rect:
        found["source_rect"] = list(args.source_rect)
    if args.preferred_content_size:
        found["preferred_content_size"] = list(args.preferred_content_size)
    if args.permitted_arrow_directions:
        found["permitted_arrow_directions"] = [part.strip() for part in args.permitted_arrow_directions.split(",")]
    return found


def window_request(args: argparse.Namespace) -> dict[str, Any]:
    """The app window asked for, in Window's argument names."""
    found: dict[str, Any] = {}
    for key, value in (
        ("placement", _window_name(args.placement) if args.placement else None),
        ("frame", list(args.frame) if args.frame else None),
        ("controls", args.controls),
        ("compatibility", args.compatibility),
    ):
        if value is not None:
            found[key] = value
    return found


def build(
    item: Device,
    orientation: str,
    version: str | None,
    container: dict[str, Any],
    presentation: dict[str, Any],
    window: dict[str, Any],
    *,
    status_bar_hidden: bool = False,
    strict: bool = False,
) -> tuple[Window, ViewController, Presentation | None]:
    """The window, its content controller and what its presentation resolved to, built as the audit's
    DesignContent builds a design's hierarchy (a tab bar controller holding a navigation controller holding
    the content, the window's root or presented from a plain root)."""
    frame = window.get("frame")
    made = Window(
        item,
        orientation,
        os_version=version,
        status_bar_hidden=status_bar_hidden,
        strict=strict,
        placement=window.get("placement"),
        frame=(frame[0], frame[1], frame[2], frame[3]) if frame else None,
        controls=window.get("controls", "automatic"),
        compatibility=window.get("compatibility"),
    )
    content = ViewController()
    top = content
    navigation = container.get("navigation_controller")
    if navigation is not None:
        top = NavigationController(
            content,
            bar_hidden=navigation["navigation_bar_hidden"],
            prefers_large_titles=navigation["prefers_large_titles"],
            toolbar_hidden=navigation["toolbar_items"] == 0,
        )
        content.toolbar_items = navigation["toolbar_items"]
        content.search_controller = navigation["search_controller"]
    tab_bar = container.get("tab_bar_controller")
    if tab_bar is not None:
        controller = TabBarController([top])
        controller.bottom_accessory = tab_bar["bottom_accessory"]
        top = controller
    resolved = None
    if presentation:
        root = ViewController()
        made.root = root
        source = presentation.get("source_rect")
        size = presentation.get("preferred_content_size")
        resolved = root.present(
            top,
            presentation["style"],
            presentation.get("detent", "large"),
            source=tuple(source) if source else None,
            permitted_arrow_directions=presentation.get("permitted_arrow_directions", "any"),
            preferred_content_size=(size[0], size[1]) if size else None,
        )
    else:
        made.root = top
    return made, content, resolved


def _rect(values: tuple[float, ...]) -> str:
    return "(" + ", ".join(f"{v:g}" for v in values) + ")"


def _numbers(values: tuple[float, ...]) -> list[float]:
    return [float(v) for v in values]


def _presentation_json(p: Presentation) -> dict[str, Any]:
    return {
        "style": p.style.name.lower(),
        "detent": p.detent.name.lower(),
        "detent_height": p.detent_height,
        "maximum_detent_height": p.maximum_detent_height,
        "frame": _numbers(p.frame),
        "layout_frame": _numbers(p.layout_frame),
        "scale": p.scale,
        "arrow_direction": p.arrow_direction.name.lower(),
        "provenance": p.provenance.name.lower(),
    }


def _window_json(w: WindowInfo) -> dict[str, Any]:
    return {
        "placement": w.placement.name.lower(),
        "controls": w.controls.name.lower(),
        "compatibility": w.compatibility.name.lower(),
        "frame": _numbers(w.frame),
        "insets": dict(zip(EDGES, w.insets)),
        "controls_rect": _numbers(w.controls_rect),
        "horizontal_size_class": w.horizontal_size_class,
        "provenance": dict(kind=w.provenance.kind, source=w.provenance.source, basis=w.provenance.basis),
    }


def _where(container: dict[str, Any], presentation: dict[str, Any], placement: str | None) -> str:
    """The hierarchy asked for, in words: "in a navigation controller (large titles) in a tab bar controller"."""
    parts = []
    navigation = container.get("navigation_controller")
    if navigation is not None:
        settings = [
            name
            for name, on in (
                ("large titles", navigation["prefers_large_titles"]),
                ("bar hidden", navigation["navigation_bar_hidden"]),
                ("search controller", navigation["search_controller"]),
            )
            if on
        ]
        if navigation["toolbar_items"]:
            settings.append(f"{navigation['toolbar_items']} toolbar items")
        parts.append("in a navigation controller" + (f" ({', '.join(settings)})" if settings else ""))
    tab_bar = container.get("tab_bar_controller")
    if tab_bar is not None:
        parts.append("in a tab bar controller" + (" (bottom accessory)" if tab_bar["bottom_accessory"] else ""))
    if presentation:
        detent = presentation.get("detent")
        at = (
            ""
            if detent is None
            else f" at the {detent} detent"
            if isinstance(detent, str)
            else f" at a {detent:g}-pt detent"
        )
        parts.append(f"presented as {presentation['style']}{at}")
    if placement is not None:
        parts.append(f"in a {placement} window")
    return " ".join(parts)


def _without(text: str, opening: str, closing: str) -> str:
    """`text` without its top-level groups from `opening` to `closing` (nested ones included) and the
    space before each."""
    out: list[str] = []
    depth = 0
    for ch in text:
        if ch == opening:
            if depth == 0 and out and out[-1] == " ":
                out.pop()
            depth += 1
        elif ch == closing and depth:
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def _short_source(source: str) -> str:
    """A citation as a person skims it: its parenthesised notes dropped, commits cut to 8 digits."""
    return re.sub(r"\b([0-9a-f]{8})[0-9a-f]{32}\b", "\\1\u2026", _without(source, "(", ")"))


def short_explanation(steps: dict[str, list[dict[str, Any]]]) -> list[str]:
    """The explanation a person skims: per edge the steps that set a value or cite a source (numbered as in
    the full one), their citations replaced by numbers into one list of sources, each named once."""
    lines: list[str] = []
    cited: list[tuple[str, str]] = []
    shown: set[str] = set()
    for edge, contributions in steps.items():
        lines.append(f"{edge} = {contributions[-1]['value']:g}" if contributions else f"{edge} = 0")
        previous = None
        for number, step in enumerate(contributions, 1):
            sources = step.get("sources", [])
            if previous is not None and step["value"] == previous and not sources:
                previous = step["value"]
                continue
            text = _without(step["text"], "[", "]") if sources else step["text"]
            if previous is not None and step["value"] == previous and text in shown:
                continue  # the same words under an earlier edge (the window controls), changing nothing here
            previous = step["value"]
            shown.add(text)
            marks: dict[str, list[str]] = {}
            for source in sources:
                key = (source["provenance"], _short_source(source["source"]))
                if key not in cited:
                    cited.append(key)
                marks.setdefault(source["provenance"], []).append(str(cited.index(key) + 1))
            if marks:
                text += " [" + "; ".join(f"{kind} {', '.join(numbers)}" for kind, numbers in marks.items()) + "]"
            lines.append(f"  {number}. {text}")
    if cited:
        lines.append("sources (--explain=full quotes each in full):")
        lines.extend(f"  {n}. {kind}: {source}" for n, (kind, source) in enumerate(cited, 1))
    return lines


def answer(
    item: Device, orientation: str, args: argparse.Namespace, requests: tuple[dict[str, Any], ...]
) -> tuple[dict[str, Any], str]:
    """One orientation's answer as JSON-ready data, and its explanation's text (View.explain's, every
    citation in full); a refused one raises the library's error."""
    container, presentation, window = requests
    version = os_version(item, args.os)
    made, content, resolved = build(
        item,
        orientation,
        version,
        container,
        presentation,
        window,
        status_bar_hidden=args.status_bar_hidden,
        strict=args.strict,
    )
    insets: Insets = content.view.safe_area_insets
    explanation = content.view.explain()
    steps = explanation.steps
    kinds = {source["provenance"] for edge in steps.values() for step in edge for source in step.get("sources", [])}
    result: dict[str, Any] = {
        "device": item.name,
        "orientation": orientation,
        "os_version": item.resolve_os_version(orientation, os_version=version),
        "status_bar_hidden": args.status_bar_hidden,
    }
    for key, value in (("container", container), ("presentation", presentation), ("window", window)):
        if value:
            result[key] = value
    result["insets"] = dict(zip(EDGES, insets))
    # The weakest provenance of the sources the explanation cites, and the screen's own where it cites none or a
    # presentation rests on the window it is presented in (MODEL.md §8; the strict gate reads the window too).
    if not kinds or presentation:
        kinds.add(item.provenance(orientation, os_version=version).kind)
    weakest = max(kinds, key=KINDS.index)
    result["provenance"] = {"kind": weakest}
    if resolved is not None:
        result["presented"] = _presentation_json(resolved)
    if window:
        result["window_info"] = _window_json(made.window_info)
    if args.explain:
        result["explanation"] = steps
    return result, explanation.text


def _option_error(error: SafeAreaError | ValueError | TypeError) -> str:
    """The library's message with the argument it names given as the option that set it."""
    message = str(error)
    named = re.match(r"([a-z_.]+)([: ].*)", message, re.DOTALL)
    if named and named.group(1) in OPTIONS:
        return OPTIONS[named.group(1)] + named.group(2)
    return message


def run(args: argparse.Namespace, orientations: tuple[str, ...], item: Device) -> int:
    """`safearea insets` with containers, a presentation, a window or --explain: prints each orientation's
    answer, or the library's refusal on standard error (exit 2 when any is refused)."""
    try:
        _check(args)
    except UsageError as error:
        print(f"safearea insets: {error}", file=sys.stderr)
        return 2
    requests = (container_request(args), presentation_request(args), window_request(args))
    results: list[tuple[dict[str, Any], str]] = []
    refused = 0
    for orientation in orientations:
        try:
            results.append(answer(item, orientation, args, requests))
        except (InvalidArgumentError, TypeError) as error:
            print(f"safearea insets: {_option_error(error)}", file=sys.stderr)
            return 2
        except SafeAreaError as error:  # a refusal: the engine's reason
            refused += 1
            print(f"safearea insets: {item.name} {orientation}: {error}", file=sys.stderr)
            results.append(({"device": item.name, "orientation": orientation, "refused": str(error)}, ""))
    if args.json:
        data = [result for result, _ in results]
        print(json.dumps(data[0] if len(data) == 1 else data, indent=2))
        return 2 if refused else 0
    for result, text in results:
        if "refused" in result:
            continue
        print(_line(result))
        if "presented" in result:
            p = result["presented"]
            # A sheet's detent and its maximum; a full-screen presentation has neither (both 0).
            detent = (
                f", {p['detent']} detent {p['detent_height']:g} of {p['maximum_detent_height']:g}"
                if p["maximum_detent_height"]
                else ""
            )
            print(
                f"  presented: {p['style']}{detent}, frame {_rect(p['frame'])}, layout frame "
                f"{_rect(p['layout_frame'])}  [{p['provenance']}]"
            )
        if "window_info" in result:
            w = result["window_info"]
            controls = "" if not any(w["controls_rect"]) else f", {w['controls']} controls {_rect(w['controls_rect'])}"
            print(
                f"  window: {w['placement']} {_rect(w['frame'])}, {w['horizontal_size_class']} width{controls}  "
                f"[{w['provenance']['kind']}]"
            )
        if args.explain == "full":
            print("\n".join("  " + line for line in text.splitlines()))
        elif args.explain:
            print("\n".join("  " + line for line in short_explanation(result["explanation"])))
    return 2 if refused else 0


def _line(result: dict[str, Any]) -> str:
    placement = result["window_info"]["placement"] if "window_info" in result else None
    where = _where(result.get("container", {}), result.get("presentation", {}), placement)
    i = result["insets"]
    return (
        f"{result['device']} {result['orientation']} (OS {result['os_version']})"
        + (f" {where}" if where else "")
        + f": top {i['top']:g}, left {i['left']:g}, bottom {i['bottom']:g}, right {i['right']:g}"
        + f"  [{result['provenance']['kind']}]"
    )
