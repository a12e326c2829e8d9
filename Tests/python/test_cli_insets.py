"""`safearea insets` with containers, a presentation, an app window and --explain (cli.py's cmd_insets over
_cli_insets.py): exact answers typed from the cited rows, the same answers as the Python API's tree built by
hand, refusals with the engine's reason, and bad input naming the option.

Where the numbers come from:
- device insets: data/devices.json (the iPhone 17 Pro's 26.x rows, "flutter_device_preview
  apple-iphone-17-pro (iOS 26): 62/0/34/0, landscape 0/62/20/62"; the iPad Air 11-inch's 32/0/25/0;
  the iPhone SE's 20/0/0/0 on 18, MODEL.md §1);
- bars: MODEL.md §17's rows of data/containers.json;
- sheets: MODEL.md §18's rules and the probes it cites;
- windows: MODEL.md §19's rules and data/windows.json."""

import json
import pathlib

import pytest
import safearea
from safearea.cli import main

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCES = json.loads((ROOT / "data" / "sources.json").read_text(encoding="utf-8"))["sources"]


def run_json(capsys, *argv):
    assert main(["insets", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def insets(result):
    return tuple(result["insets"][edge] for edge in ("top", "left", "bottom", "right"))


# -- containers ------------------------------------------------------------------------------------


def test_a_large_title_bar_with_search_in_a_tab_bar_controller_on_the_iphone_17_pro(capsys):
    result = run_json(
        capsys, "iPhone 17 Pro", "--os", "26.0", "--prefers-large-titles", "--search-controller", "--tab-bar-controller"
    )
    # Top: the device's 62 + the navigation bar's 54 (containers.json 26.0–26.x phone regular navigation_bar 54,
    # ouk_navigation_controller) + the large title's 52 (large_title 52, ouk_navigation_bar); the search field in
    # a tab bar controller's navigation controller adds 0 (search in_tab_bar 0, ouk_tabs_report).
    # Bottom: the tab bar is an 83-pt band (tab_bar 83 bottom_band, ouk_tab_bar_controller) holding the 34.
    assert insets(result) == (62 + 54 + 52, 0, 83, 0)
    assert result["container"] == {
        "navigation_controller": {
            "prefers_large_titles": True,
            "navigation_bar_hidden": False,
            "search_controller": True,
            "toolbar_items": 0,
        },
        "tab_bar_controller": {"bottom_accessory": False},
    }
    # 26.0 is in the device's 26.0–26.4.x range, carried from 26.5: derived (the table's "carried from 26.5").
    assert result["os_version"] == "26.0" and result["provenance"] == {"kind": "derived"}


def test_the_same_screen_on_ios_27_is_the_same_numbers_and_strict_refuses_its_derived_bars(capsys):
    result = run_json(capsys, "iPhone 17 Pro", "--os", "27.0", "--prefers-large-titles", "--tab-bar-controller")
    assert insets(result) == (168, 0, 83, 0)  # MODEL.md §17: iOS 27 carries the 26.1 rows (derived)
    assert result["provenance"]["kind"] == "derived"
    assert main(["insets", "iPhone 17 Pro", "--os", "27.0", "--prefers-large-titles", "--strict"]) == 2
    err = capsys.readouterr().err
    assert "is derived, not measured or documented" in err and "iOS 27" in err


def test_toolbar_items_and_a_search_field_without_a_tab_bar_take_the_bottom_band(capsys):
    # containers.json 26.0–26.x phone regular: toolbar 86 bottom_band (ouk_probe_iphone16) and search (alone)
    # 86 bottom_band (ouk_toolbar_tests); an inline bar 62 + 54.
    assert insets(run_json(capsys, "iPhone 17 Pro", "--os", "26.0", "--toolbar-items", "3")) == (116, 0, 86, 0)
    assert insets(run_json(capsys, "iPhone 17 Pro", "--os", "26.0", "--search-controller")) == (116, 0, 86, 0)
    # A shown toolbar without items takes nothing (MODEL.md §17): an inline bar only.
    assert insets(run_json(capsys, "iPhone 17 Pro", "--os", "26.0", "--toolbar-items", "0")) == (116, 0, 34, 0)
    # A hidden navigation bar adds nothing (isNavigationBarHidden).
    assert insets(run_json(capsys, "iPhone 17 Pro", "--os", "26.0", "--navigation-bar-hidden")) == (62, 0, 34, 0)


def test_an_iphone_se_on_ios_18_gets_the_44_pt_bar_and_the_49_pt_tab_bar(capsys):
    # containers.json 11.0–18.x phone regular: navigation_bar 44, tab_bar 49 above the bottom inset (documented,
    # model_2_5); the SE's status bar 20 and no bottom inset.
    result = run_json(
        capsys, "iPhone SE (3rd generation)", "--os", "18.0", "--navigation-controller", "--tab-bar-controller"
    )
    assert insets(result) == (20 + 44, 0, 49, 0)


def test_the_bottom_accessory_answers_where_it_was_read_and_strict_refuses_it_elsewhere(capsys):
    # bartosz-skejcik/passkey-vault ios/DOCK-RESEARCH.md at 8c2e75a4: iPhone 17, iOS 26.5, a tab's content reads a
    # bottom inset of 139 with the accessory expanded; the iPhone 17's top 62.
    result = run_json(capsys, "iPhone 17", "--os", "26.5", "--bottom-accessory", "--strict")
    assert insets(result) == (62, 0, 139, 0)
    assert result["container"]["tab_bar_controller"] == {"bottom_accessory": True}
    # Measured on the iPhone 17 and the iPhone 16 only: on the iPhone 17 Pro the rule is derived (MODEL.md §17).
    assert insets(run_json(capsys, "iPhone 17 Pro", "--os", "26.5", "--bottom-accessory")) == (62, 0, 139, 0)
    assert main(["insets", "iPhone 17 Pro", "--os", "26.5", "--bottom-accessory", "--strict"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "measured only on the iPhone 17 and the iPhone 16" in captured.err
    # Landscape is unread: refused, with the engine's reason.
    assert main(["insets", "iPhone 17", "--os", "26.5", "--bottom-accessory", "--orientation", "landscape_left"]) == 2
    assert "at compact height" in capsys.readouterr().err


# -- presentations ---------------------------------------------------------------------------------


def test_the_medium_sheet_on_the_iphone_16_is_the_probes_frame(capsys):
    result = run_json(capsys, "iPhone 16", "--os", "26.1", "--present", "page_sheet", "--detent", "medium")
    # MODEL.md §18, openuikit wordpressrowsprobe at d8dca8ad…: .medium() [8, 403.687, 377, 440.313], maximum
    # detent value 759, medium 425; content insets (0, 0, b, 0) with b = 34; measured on the probe's window.
    assert insets(result) == (0, 0, 34, 0)
    presented = result["presented"]
    assert (presented["style"], presented["detent"], presented["provenance"]) == ("page_sheet", "medium", "measured")
    assert (presented["detent_height"], presented["maximum_detent_height"]) == (425, 759)
    assert presented["frame"] == pytest.approx([8, 403.687, 377, 440.313], abs=1e-3)


def test_the_medium_sheet_on_the_iphone_17_pro_follows_the_rules_of_model_18(capsys):
    result = run_json(capsys, "iPhone 17 Pro", "--os", "26.0", "--present", "form_sheet", "--detent", "medium")
    # MODEL.md §18 (iPhone, 26.0–27.x, regular height), W × H = 402 × 874, t = 62, b = 34: the form sheet on an
    # iPhone is the page sheet; maximumDetentValue = H − max(30, t) − b = 778; medium = 778 × 425/759 to the
    # pixel (@3); the card: unscaled W × (d + b), scale (W − 16)/W about its centre, 8 pt in from the sides and
    # the bottom; content insets (0, 0, b, 0). Derived (not the probe's window).
    maximum = 874 - 62 - 34
    medium = round(maximum * 425 / 759 * 3) / 3
    scale = (402 - 16) / 402
    height = (medium + 34) * scale
    assert insets(result) == (0, 0, 34, 0)
    presented = result["presented"]
    assert presented["style"] == "page_sheet" and presented["provenance"] == "derived"
    assert presented["maximum_detent_height"] == maximum
    assert presented["detent_height"] == pytest.approx(medium, abs=1e-9)
    assert presented["frame"] == pytest.approx([8, 874 - 8 - height, 386, height], abs=1e-9)
    centre = 874 - 8 - height / 2
    assert presented["layout_frame"] == pytest.approx([0, centre - (medium + 34) / 2, 402, medium + 34], abs=1e-9)
    assert result["presentation"] == {"style": "form_sheet", "detent": "medium"}  # as asked, the schema's words


def test_a_custom_detent_and_the_compact_height_full_screen(capsys):
    data = run_json(capsys, "iPhone 17 Pro", "--os", "26.0", "--present", "page_sheet", "--detent", "300", "-o", "all")
    portrait, landscape = data[0], data[1]
    assert portrait["presented"]["detent"] == "custom" and portrait["presented"]["detent_height"] == 300
    assert portrait["presentation"]["detent"] == 300
    # MODEL.md §18: at compact height a sheet is full screen with the window's insets (landscape 0/62/20/62).
    assert landscape["presented"]["style"] == "full_screen" and insets(landscape) == (0, 62, 20, 62)


def test_a_sheet_on_ios_14_is_refused_with_the_reason(capsys):
    # MODEL.md §18: sheets on iOS 13 and 14 are unmeasured; the iPhone 11 runs 13.0 to 27.x (devices.json).
    assert main(["insets", "iPhone 11", "--os", "14.0", "--present", "page_sheet"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "sheets on iOS 13 and 14" in captured.err


def test_ipad_page_sheets_answer_portrait_and_refuse_landscape(capsys):
    assert main(["insets", "iPad Air 11-inch (M3)", "--os", "26.0", "--present", "page_sheet", "-o", "all"]) == 2
    captured = capsys.readouterr()
    # MODEL.md §18: the iPad page sheet [0, t + 10, W, H − t − 10] with t = 32; in landscape it floats as a
    # card of the readable width plus margins (UIKit 18.0 _UISheetLayoutInfo), unmeasured: refused.
    assert "presented: page_sheet, large detent 1113 of 1113, frame (0, 42, 820, 1138)" in captured.out
    assert "landscape_left: page_sheet presentation" in captured.err and "readable width plus margins" in (captured.err)


def test_ipad_form_sheet_in_landscape(capsys):
    argv = ["insets", "iPad Pro 11-inch (3rd generation)", "--os", "18.0", "-o", "landscape_left"]
    assert main([*argv, "--present", "form_sheet"]) == 0
    # MODEL.md §18: UIKit 18.0's 580 x 640 (the screen's longer side, 1194) centred on the 1194 x 834 window:
    # x = (1194 - 580)/2 = 307, y = (834 - 640)/2 = 97; derived (no iPad sheet was read in landscape).
    out = capsys.readouterr().out
    assert "presented: form_sheet, large detent 640 of 640, frame (307, 97, 580, 640)" in out and "[derived]" in out


def test_an_ipad_popover_from_a_source_rectangle(capsys):
    argv = ["iPad Air 11-inch (M3)", "--os", "26.1", "--present", "popover", "--preferred-content-size", "240", "180"]
    result = run_json(capsys, *argv, "--source-rect", "100", "300", "60", "40")
    # MODEL.md §18, openuikit wordpressrowsprobe at d8dca8ad… (iPad (A16), the same 820 × 1180 screen with
    # insets 32/0/25/0, iPadOS 26.1): preferred 240 × 180 from [100, 300, 60, 40] gives [160, 230, 253, 180],
    # arrow left; the content's safe area is the arrow's 13 pt on its side (derived).
    assert result["presented"]["frame"] == [160, 230, 253, 180]
    assert result["presented"]["arrow_direction"] == "left" and insets(result) == (0, 13, 0, 0)
    assert result["presentation"] == {
        "style": "popover",
        "source_rect": [100, 300, 60, 40],
        "preferred_content_size": [240, 180],
    }
    # The forced .down case: [19, 107, 240, 193] (the card above the source, slid to 19 from the side).
    forced = run_json(capsys, *argv, "--source-rect", "100", "300", "60", "40", "--permitted-arrow-directions", "down")
    assert forced["presented"]["frame"] == [19, 107, 240, 193] and insets(forced) == (0, 0, 13, 0)
    # No source: UIKit throws; the engine's reason names the source, given as the option.
    assert main(["insets", *argv]) == 2
    assert capsys.readouterr().err.startswith("safearea insets: --source-rect: a popover on an iPad needs a source")


# -- windows ---------------------------------------------------------------------------------------


def test_a_navigation_bar_in_a_half_window_on_the_ipad_air(capsys):
    result = run_json(
        capsys, "iPad Air 11-inch (M3)", "--os", "26.0", "--placement", "half-leading", "--navigation-controller"
    )
    # MODEL.md §19: a half off the measured screen is (820 − 10) / 2 wide, spans the height; it reaches the top
    # (the screen's 32) and the bottom (20); the pad's navigation bar 54 (containers.json, ouk_probe_ipad).
    assert insets(result) == (32 + 54, 0, 20, 0)
    info = result["window_info"]
    assert info["placement"] == "half_leading" and info["frame"] == [0, 0, 405, 1180]
    assert info["horizontal_size_class"] == "compact"  # compact up to 600 (windows.json size classes)
    # windows.json controls: 21-43 moved down 32 - 10 in a window reaching the top (reynard-browser #186, derived).
    assert info["controls"] == "unified" and info["controls_rect"] == [20.5, 43, 39, 22]
    assert result["window"] == {"placement": "half_leading"}


def test_a_floating_window_under_minimal_controls(capsys):
    argv = ["insets", "iPad Air 11-inch (M3)", "--os", "26.5", "--frame", "100", "100", "500", "600"]
    assert main([*argv, "--controls", "minimal"]) == 0
    out = capsys.readouterr().out.splitlines()
    # MODEL.md §19: a window away from the screen's top has its own inset under its controls, 32 under minimal;
    # above the bottom edge 0; the pill under minimal is windows.json's rect 20.5, 6, 39, 21.5; a 500-pt wide
    # window is compact (up to 600).
    assert out == [
        "iPad Air 11-inch (M3) portrait (OS 26.5) in a floating window: top 32, left 0, bottom 0, right 0  [derived]",
        "  window: floating (100, 100, 500, 600), compact width, minimal controls (20.5, 6, 39, 21.5)  [derived]",
    ]


def test_a_tab_bar_controller_in_a_compact_width_ipad_window_is_refused(capsys):
    argv = ["insets", "iPad Air 11-inch (M3)", "--os", "26.0", "--placement", "half_trailing", "--tab-bar-controller"]
    assert main(argv) == 2
    # MODEL.md §17: at compact width the bottom tab bar comes back, unmeasured on an iPad.
    assert "at compact width" in capsys.readouterr().err


def test_a_container_in_a_sheet_is_refused(capsys):
    argv = ["insets", "iPhone 17 Pro", "--os", "26.0", "--tab-bar-controller", "--present", "page_sheet"]
    assert main(argv) == 2
    # MODEL.md §18: no source measured a bar in a sheet's card.
    assert "tab_bar_controller #1 shows its bars inside a sheet" in capsys.readouterr().err


def test_placements_on_an_iphone_are_refused(capsys):
    assert main(["insets", "iPhone 17 Pro", "--placement", "full"]) == 2  # MODEL.md §19: iPads from iPadOS 26
    assert "safearea insets: iPhone 17 Pro portrait: " in capsys.readouterr().err


# -- the same answers as the Python API -------------------------------------------------------------


def _python_tree(device, version, orientation="portrait", placement=None, navigation=None, tab_bar=False, sheet=None):
    window = safearea.Window(device, orientation, os_version=version, placement=placement)
    content = safearea.ViewController()
    top = content
    if navigation is not None:
        top = safearea.NavigationController(content, **navigation)
    if tab_bar:
        top = safearea.TabBarController([top])
    presentation = None
    if sheet is not None:
        root = safearea.ViewController()
        window.root = root
        presentation = root.present(top, *sheet)
    else:
        window.root = top
    return content.view, presentation, window


@pytest.mark.parametrize(
    "argv, tree",
    [
        (["iPhone 17 Pro", "--os", "26.5"], {}),
        (["iPhone 17 Pro", "--os", "26.5", "--prefers-large-titles"], {"navigation": {"prefers_large_titles": True}}),
        (
            [
                "iPhone 17 Pro",
                "--os",
                "27.0",
                "-o",
                "landscape_left",
                "--navigation-controller",
                "--tab-bar-controller",
            ],
            {"orientation": "landscape_left", "navigation": {}, "tab_bar": True},
        ),
        (
            ["iPhone 17 Pro", "--os", "26.0", "--present", "page_sheet", "--detent", "medium"],
            {"sheet": ("page_sheet", "medium")},
        ),
        (
            ["iPhone 17 Pro", "--os", "26.0", "--present", "page_sheet", "--detent", "250"],
            {"sheet": ("page_sheet", 250.0)},
        ),
        (
            ["iPad Pro 11-inch (M4)", "--os", "26.5", "--placement", "two_thirds_trailing", "--prefers-large-titles"],
            {"placement": "two_thirds_trailing", "navigation": {"prefers_large_titles": True}},
        ),
        (
            ["iPad Air 11-inch (M3)", "--os", "26.0", "--present", "form_sheet"],
            {"sheet": ("form_sheet", "large")},
        ),
        (
            ["iPad Air 11-inch (M3)", "--os", "26.0", "--tab-bar-controller", "--present", "full_screen"],
            {"tab_bar": True, "sheet": ("full_screen", "large")},
        ),
    ],
)
def test_the_command_line_answers_as_the_python_api(capsys, argv, tree):
    result = run_json(capsys, *argv, "--explain")
    device, version = argv[0], argv[2]
    view, presentation, window = _python_tree(device, version, **tree)
    assert insets(result) == tuple(view.safe_area_insets)
    assert result["explanation"] == view.explain().steps
    if presentation is not None:
        presented = result["presented"]
        assert (presented["frame"], presented["layout_frame"]) == (
            list(presentation.frame),
            list(presentation.layout_frame),
        )
        assert presented["style"] == presentation.style.name.lower()
    if tree.get("placement"):
        assert result["window_info"]["frame"] == list(window.window_info.frame)


def test_explain_alone_answers_the_bare_screen_as_safe_area_does(capsys):
    bare = run_json(capsys, "iPhone 17 Pro", "--os", "26.5", "-o", "landscape_right")
    explained = run_json(capsys, "iPhone 17 Pro", "--os", "26.5", "-o", "landscape_right", "--explain")
    assert bare["insets"] == explained["insets"] == {"top": 0, "left": 62, "bottom": 20, "right": 62}
    assert bare["provenance"]["kind"] == explained["provenance"]["kind"] == "measured"  # measured on 26.5


# -- --explain --------------------------------------------------------------------------------------


def test_explain_before_the_device_is_the_short_form(capsys):
    # argparse would read the device's name as --explain's optional value; the command reads it as the device.
    assert main(["insets", "--explain", "iPhone 17 Pro", "--os", "26.0", "--tab-bar-controller"]) == 0
    before = capsys.readouterr().out
    assert main(["insets", "iPhone 17 Pro", "--os", "26.0", "--tab-bar-controller", "--explain"]) == 0
    assert capsys.readouterr().out == before
    assert before.splitlines()[0].endswith(": top 62, left 0, bottom 83, right 0  [derived]")  # the 83-pt tab band


def test_explain_short_names_each_source_once_and_full_quotes_every_citation(capsys):
    argv = ["insets", "iPhone 17 Pro", "--os", "26.0", "--prefers-large-titles", "--tab-bar-controller"]
    commit = SOURCES["ouk_navigation_controller"]["commit"]  # the navigation bar's row (MODEL.md §17)
    assert main([*argv, "--explain"]) == 0
    short = capsys.readouterr().out.splitlines()
    assert short[0].endswith(": top 168, left 0, bottom 83, right 0  [derived]")
    assert "  top = 168" in short and "  bottom = 83" in short
    # The large-title step: the bar's words with its sources' numbers, the citation itself in the list below.
    step = next(line for line in short if line.startswith("    3. 168: "))
    assert "navigation bar with a large title (+52) 106" in step and step.endswith("[measured 2, 3]")
    assert (
        f"    2. measured: Vercantez/openuikit, uikit/Sources/OpenUIKit/UINavigationController.swift at {commit[:8]}\u2026"
        in short
    )
    assert not any(commit in line for line in short)
    # Steps that change nothing are left out (the navigation controller's 62 under the tab bar controller's).
    assert not any(line.startswith("    2. 62: ") for line in short)
    assert main([*argv, "--explain=full"]) == 0
    full = capsys.readouterr().out
    assert SOURCES["ouk_navigation_controller"]["citation"] in full
    assert SOURCES["ouk_tab_bar_controller"]["citation"] in full
    assert "    2. 62: child navigation_controller #1" in full


# -- --os as the table prints it --------------------------------------------------------------------


def test_os_lines_and_ranges_read_as_their_first_version_the_device_runs(capsys):
    # `safearea table` prints the iPhone 17 Pro's ranges 26.0–26.4.x, 26.5–26.x, 27.0–27.x (devices.json).
    assert run_json(capsys, "iPhone 17 Pro", "--os", "26.x")["os_version"] == "26.0"
    assert run_json(capsys, "iPhone 17 Pro", "--os", "26.5\u201326.x")["os_version"] == "26.5"
    assert run_json(capsys, "iPhone 17 Pro", "--os", "26.5-26.x", "--navigation-controller")["os_version"] == "26.5"
    # The iPhone 16e runs 18.3 to 27.x: its 18.x line starts at 18.3.
    assert run_json(capsys, "iPhone 16e", "--os", "18.x")["os_version"] == "18.3"
    # A line the device never ran is the library's refusal.
    assert main(["insets", "iPhone 17 Pro", "--os", "18.x"]) == 2
    assert "outside that range" in capsys.readouterr().err


# -- bad input names the option ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ["iPad Air 11-inch (M3)", "--placement", "halfway"],
            "safearea insets: --placement: 'halfway' is not a window placement: use full, half_leading",
        ),
        (["iPad Air 11-inch (M3)", "--controls", "fancy"], "safearea insets: --controls: 'fancy' is not one of"),
        (
            ["iPhone 17 Pro", "--toolbar-items", "-1"],
            "safearea insets: --toolbar-items must be a count from 0 to 10,000",
        ),
        (["iPhone 17 Pro", "--toolbar-items", "10001"], "safearea insets: --toolbar-items must be a count from 0"),
        (["iPhone 17 Pro", "--detent", "medium"], "safearea insets: --detent needs --present STYLE"),
        (["iPhone 17 Pro", "--source-rect", "0", "0", "1", "1"], "safearea insets: --source-rect needs --present"),
        (["iPhone 17 Pro", "--present", "page_sheet", "--detent", "tall"], "safearea insets: --detent: 'tall' is not"),
        (["iPhone 17 Pro", "--present", "page_sheet", "--detent", "-3"], "safearea insets: --detent: a custom detent"),
        (["iPad Air 11-inch (M3)", "--frame", "0", "0", "10", "10"], "safearea insets: --frame (0, 0, 10, 10): "),
    ],
)
def test_bad_input_is_an_error_naming_the_option(capsys, argv, message):
    assert main(["insets", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith(message), captured.err


def test_an_unknown_presentation_style_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exit:
        main(["insets", "iPhone 17 Pro", "--present", "sheet"])
    assert exit.value.code == 2
    assert "argument --present: invalid choice: 'sheet'" in capsys.readouterr().err
