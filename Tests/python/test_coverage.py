"""The coverage grid (docs/coverage.md): its numbers are the engine's own answers, its refusals are a
visible list, and its page is current.

The cross-check builds the same questions again through the Python API, as a script or `safearea
insets` builds them (Window, ViewController, NavigationController, TabBarController,
ViewController.present, Window.show_keyboard), and compares each answer's kind (the weakest source its
explanation cites) and each refusal's message with the grid's.

The golden list Tests/fixtures/coverage_refusals.txt holds every refusal by OS line, question and reason:
a new refusal, or one answered, fails `test_the_refusals_are_the_golden_list` until the list is refreshed on
purpose with `build/venv/bin/python scripts/coverage.py --golden` and the diff committed with the change."""

from __future__ import annotations

import json
import pathlib
import re
import subprocess
import sys
from collections import Counter
from typing import Any

import pytest
import safearea
from safearea import _cli_insets

ROOT = pathlib.Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "Tests" / "fixtures" / "coverage_refusals.txt"
KINDS = ("measured", "documented", "derived")
#: The measured floating window (data/windows.json `floating`, source mpx_pill_x: 711 x 941 mid-screen).
FLOATING = tuple(json.loads((ROOT / "data" / "windows.json").read_text(encoding="utf-8"))["floating"]["size"])
IPAD_ONLY = ("half_tile", "floating_window", "iphone_app_window")


@pytest.fixture(scope="module")
def report() -> safearea.Coverage:
    return safearea.coverage()


def _requests(question: str, item: safearea.Device) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """The question in the words `safearea insets` builds from (the design schema's container and
    presentation, Window's arguments), typed from the grid's definition in docs/coverage.md."""
    navigation = {"prefers_large_titles": False, "navigation_bar_hidden": False, "search_controller": False}
    container: dict[str, Any] = {}
    presentation: dict[str, Any] = {}
    window: dict[str, Any] = {}
    if question in ("navigation_inline", "tab_bar_navigation"):
        container["navigation_controller"] = dict(navigation, toolbar_items=0)
    if question == "navigation_large":
        container["navigation_controller"] = dict(navigation, prefers_large_titles=True, toolbar_items=0)
    if question == "toolbar":
        container["navigation_controller"] = dict(navigation, toolbar_items=3)
    if question == "search_controller":
        container["navigation_controller"] = dict(navigation, search_controller=True, toolbar_items=0)
    if question in ("tab_bar", "tab_bar_navigation"):
        container["tab_bar_controller"] = {"bottom_accessory": False}
    styles = {
        "page_sheet_large": ("page_sheet", "large"),
        "page_sheet_medium": ("page_sheet", "medium"),
        "form_sheet": ("form_sheet", "large"),
        "full_screen_cover": ("full_screen", "large"),
    }
    if question in styles:
        presentation = {"style": styles[question][0], "detent": styles[question][1]}
    if question == "popover":
        presentation = {
            "style": "popover",
            "source_rect": [(item.width - 44) / 2, (item.height - 44) / 2, 44, 44],
            "preferred_content_size": [320, 320],
        }
    if question == "half_tile":
        window = {"placement": "half_leading"}
    if question == "floating_window":
        w, h = FLOATING
        window = {"placement": "floating", "frame": [(item.width - w) / 2, (item.height - h) / 2, w, h]}
    if question == "iphone_app_window":
        window = {"compatibility": "iphone"}
    return container, presentation, window


def ask(item: safearea.Device, version: str, question: str) -> tuple[str, str]:
    """(kind, "") of the answer the Python API gives, or ("refused", the library's message)."""
    container, presentation, window = _requests(question, item)
    try:
        made, content, _ = _cli_insets.build(item, "portrait", version, container, presentation, window)
        cited = []
        if question == "keyboard":
            made.show_keyboard()
            cited.append(item.keyboard_provenance("portrait", os_version=version).kind)
            content.view.keyboard_layout_frame  # noqa: B018 - read as the grid reads it
        content.view.safe_area_insets  # noqa: B018
        steps = content.view.explain().steps
    except safearea.SafeAreaError as error:
        return "refused", str(error)
    cited += [source["provenance"] for edge in steps.values() for step in edge for source in step.get("sources", [])]
    # The screen's own where the explanation cites nothing, or under a presentation, which rests on the window it is
    # presented in (MODEL.md §8).
    if len(cited) == (1 if question == "keyboard" else 0) or presentation:
        cited.append(item.provenance("portrait", os_version=version).kind)
    return max(cited, key=KINDS.index), ""


def test_the_grid_asks_every_iphone_and_ipad_on_each_line_it_runs(report: safearea.Coverage) -> None:
    assert report.os_lines == ("15", "16", "17", "18", "26", "27")
    assert len(report.questions) == 16 and report.questions[0] == "plain"
    for line in report.os_lines:
        asked = Counter(a.device for a in report.answers if a.os_line == line)
        assert len(asked) == report.devices(line)
        for name, count in asked.items():
            family = safearea.device(name).family
            assert family in ("phone", "pad")
            assert count == (16 if family == "pad" else 13), (line, name)
    # Typed from the catalog: the iPhone 17 Pro ships with iOS 26, the iPhone XS runs iOS 12 to 18.
    lines_of = {a.device: set() for a in report.answers}
    for a in report.answers:
        lines_of[a.device].add(a.os_line)
    assert lines_of["iPhone 17 Pro"] == {"26", "27"}
    assert lines_of["iPhone XS"] == {"15", "16", "17", "18"}
    # A line is asked at its first release the device runs: the iPhone 16e shipped with iOS 18.3.
    assert {a.os_version for a in report.answers if a.device == "iPhone 16e" and a.os_line == "18"} == {"18.3"}
    phone_questions = {a.question for a in report.answers if safearea.device(a.device).family == "phone"}
    assert phone_questions.isdisjoint(IPAD_ONLY)


def test_the_counts_are_the_answers_tallied(report: safearea.Coverage) -> None:
    for line in report.os_lines:
        total = Counter()
        for question in report.questions:
            tally = Counter(a.answer for a in report.answers if a.os_line == line and a.question == question)
            counts = report.counts(line, question)
            assert (counts.measured, counts.documented, counts.derived, counts.refused) == tuple(
                tally[k] for k in (*KINDS, "refused")
            ), (line, question)
            assert counts.asked == sum(tally.values())
            total += tally
        whole = report.counts(line)
        assert (whole.asked, whole.refused) == (sum(total.values()), total["refused"])
    grouped = Counter()
    for r in report.refusals:
        grouped[(r.os_line, r.question)] += r.count
    refused = Counter((a.os_line, a.question) for a in report.answers if a.answer == "refused")
    assert grouped == refused


#: Devices whose every answer is built again through the Python API: an iPhone with a home button, a Face ID
#: phone on every line from 15, one from 18, the newest, the iPhone 16e (18.3), the iPhone Duo, and iPads of
#: each kind.
CROSS_CHECKED = (
    "iPhone SE (3rd generation)",
    "iPhone 13",
    "iPhone 16",
    "iPhone 16e",
    "iPhone 17 Pro",
    "iPhone Duo (outer display)",
    "iPhone Duo (inner display)",
    "iPad (9th generation)",
    "iPad Air 11-inch (M3)",
    "iPad mini (A17 Pro)",
    "iPad Pro 13-inch (M4)",
)


@pytest.mark.parametrize("name", CROSS_CHECKED)
def test_each_answer_is_the_python_apis_answer(report: safearea.Coverage, name: str) -> None:
    item = safearea.device(name)
    answers = [a for a in report.answers if a.device == name]
    assert answers, f"{name} is asked on no line"
    for a in answers:
        # Node numbers are each tree's own (the grid's tree makes the content controller first).
        kind, reason = ask(item, a.os_version, a.question)
        # Not applicable is a refusal the engine gives because the device cannot show this on that line at all
        # (MODEL.md §19: no Stage Manager on iPadOS 15 or on the device, no Split View half in portrait before 26):
        # the API refuses it with that reason.
        if a.answer == "not_applicable":
            reasons = ("no Stage Manager", "Split View has no half in portrait")
            assert any(r in a.reason for r in reasons), (a.os_line, a.question, a.reason)
            kind = "not_applicable" if kind == "refused" else kind
        assert (kind, without_nodes(reason)) == (a.answer, without_nodes(a.reason)), (a.os_line, a.question)


def without_nodes(message: str) -> str:
    return re.sub(r"([a-z]) #\d+", r"\1", message)


def test_refusals_group_without_device_names(report: safearea.Coverage) -> None:
    for r in report.refusals:
        for name in r.devices:
            # The device's own name is read as "the device"; a longer name it begins is another device's.
            assert not re.search(re.escape(name) + r"(?![\w]| [A-Z0-9(])", r.reason), (r, name)
        assert not re.search(r"[a-z] #\d", r.reason), r  # the tree's node numbers
    # On iPadOS 17 the one iPad without a keyboard reading (MODEL.md §10: the iPad Pro 12.9-inch (2nd generation), whose
    # only Keyman row is an iOS 12 reading and whose screen Keyman read after 12 on iPads without a home button only)
    # groups by the reason its record gives, naming "the device" and the line, not the iPad; no phone is refused a
    # keyboard on 17.
    on_17 = [r for r in report.refusals if r.question == "keyboard" and r.os_line == "17"]
    keyboards = [a for a in report.answers if a.os_line == "17" and a.question == "keyboard"]
    refused = [a for a in keyboards if a.answer == "refused"]
    assert sorted(a.device for a in refused) == ["iPad Pro 12.9-inch (2nd generation)"]
    assert all(
        a.reason.startswith(f"no keyboard height is known for {a.device} in portrait on iPadOS 17.0: ") for a in refused
    )
    assert sum(r.count for r in on_17) == len(refused)
    assert all(
        re.match(r"no keyboard height is known for the device in portrait on iPadOS 17: ", r.reason) for r in on_17
    )


def golden_lines(report: safearea.Coverage) -> list[str]:
    return [f"{r.os_line} | {r.question} | {r.count} | {r.reason}" for r in report.refusals]


def test_the_refusals_are_the_golden_list(report: safearea.Coverage) -> None:
    """Every refusal of the grid, by OS line, question and reason, as Tests/fixtures/coverage_refusals.txt lists
    them. A difference is a change of what the engine refuses: when it is meant (data that answers a question, a
    refusal explained), refresh the list with `build/venv/bin/python scripts/coverage.py --golden` and commit it
    with the change."""
    kept = [line for line in GOLDEN.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    now = golden_lines(report)
    gone = [line for line in kept if line not in now]
    new = [line for line in now if line not in kept]
    assert (gone, new) == ([], []), (
        "the grid's refusals changed (refresh on purpose: build/venv/bin/python scripts/coverage.py --golden)\n"
        + "\n".join(["no longer refused:", *gone, "newly refused:", *new])
    )
    assert kept == now


def test_docs_coverage_is_current() -> None:
    run = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "coverage.py"), "--check"], capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_lines_are_read_as_audits_read_them() -> None:
    one = safearea.coverage("27")
    assert one.os_lines == ("27",)
    assert one.counts("27") == safearea.coverage().counts("27")
    assert safearea.coverage(["18", "iOS 26"]).os_lines == ("18", "26")
    release = safearea.coverage("26.5")
    assert release.os_lines == ("26.5",)
    assert {a.os_version for a in release.answers} == {"26.5"}
    with pytest.raises(safearea.OSVersionError, match="'twenty' is not an OS version"):
        safearea.coverage("18,twenty")
    with pytest.raises(safearea.InvalidArgumentError, match="os_version names no OS version"):
        safearea.coverage(" , ")
    with pytest.raises(TypeError, match="os_versions"):
        safearea.coverage([18])  # type: ignore[list-item]
    with pytest.raises(KeyError, match="not an OS line of this report"):
        one.counts("18")
    with pytest.raises(KeyError, match="not a question of the grid"):
        one.counts("27", "nothing")


def test_the_value_object_formats(report: safearea.Coverage) -> None:
    table = report.table()
    head = ["OS", "line", "devices", "asked", "measured", "documented", "derived", "refused", "not", "applicable"]
    assert table.splitlines()[0].split() == head
    c = report.counts("18")
    numbers = (report.devices("18"), c.asked, c.measured, c.documented, c.derived, c.refused)
    assert table.splitlines()[4].split()[:7] == ["18", *map(str, numbers)]
    assert "<table>" in report._repr_html_() and "page_sheet_medium" in report._repr_html_()
    assert json.loads(report.to_json())["os_lines"] == list(report.os_lines)
    assert repr(report).startswith("<safearea.Coverage 15: ")
    assert report.counts("15", "half_tile").cell() != "-"
    assert c.refused_share == c.refused / (c.asked - c.not_applicable)
    # Not applicable, counted apart and listed by reason (MODEL.md §19: iPadOS 15 has no Stage Manager).
    floating = report.counts("15", "floating_window")
    assert floating.not_applicable == floating.asked > 0
    assert report.counts("15", "floating_window").cell().endswith(" n/a")
    assert any("iPadOS 15 has no Stage Manager" in r.reason for r in report.not_applicable)
    assert "## Not applicable: the device cannot show this on that line" in report.to_markdown()


def test_pandas_frame(report: safearea.Coverage) -> None:
    pandas = pytest.importorskip("pandas")
    frame = report.to_pandas()
    assert isinstance(frame, pandas.DataFrame)
    assert list(frame.columns) == ["device", "os_line", "os_version", "question", "answer", "reason"]
    assert len(frame) == len(report.answers)
    shares = frame.groupby("os_line")["answer"].apply(lambda s: (s == "refused").mean())
    assert shares["27"] == pytest.approx(report.counts("27").refused_share)


def test_the_command_line(report: safearea.Coverage) -> None:
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "safearea", "coverage", *args], capture_output=True, text=True, timeout=120
        )

    text = run()
    assert text.returncode == 0 and text.stdout == report.table() + "\n"
    data = json.loads(run("--os", "18", "--os", "26", "--format", "json").stdout)
    assert data["os_lines"] == ["18", "26"]
    assert data["lines"][0]["total"]["asked"] == report.counts("18").asked
    assert run("--format", "markdown").stdout == report.to_markdown() + "\n"
    bad = run("--os", "eighteen")
    assert bad.returncode == 2
    assert bad.stderr.startswith("safearea: 'eighteen' is not an OS version")
