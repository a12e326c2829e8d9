"""explain() of a view inside a presented controller names the presentation, its style as resolved, its detent
and the source of its geometry with repository and commit (MODEL.md §5, §18): data/presentations.json's
Vercantez/openuikit fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2 (measured on
the iPhone 16, iOS 26.1) and uikit/Sources/OpenUIKit/UIPresentation.swift at
0969a86788cec5c0ed9c90f478d63d4ff737ceb2 (the rules carried to other windows)."""

import safearea


def inside_sheet(device, style, detent):
    window = safearea.Window(device, os_version="26.1")
    window.root = safearea.ViewController()
    content = safearea.ViewController()
    window.root.present(content, style=style, detent=detent)
    view = safearea.View((0, 0, 393, 459))
    content.view.add_subview(view)
    return view


def test_measured_sheet_names_its_probe():
    text = str(inside_sheet("iPhone 16", "form_sheet", "medium").explain("bottom"))
    assert "34: presented as page_sheet, medium detent 425, on iPhone 16 portrait, iOS 26.1" in text
    assert (
        "[measured: Vercantez/openuikit, fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2"
        in text
    )


def test_derived_sheet_names_its_basis_and_source():
    # The iPhone 16 Pro's 402 × 874 window, insets [62, 0, 34, 0], ran no probe: large = 874 - 62 - 34 = 778.
    explanation = inside_sheet("iPhone 16 Pro", "page_sheet", "large").explain("bottom")
    (first, *_) = explanation.steps["bottom"]
    assert first["kind"] == "presentation"
    assert "presented as page_sheet, large detent 778, on iPhone 16 Pro portrait" in first["text"]
    assert "[derived: " in first["text"]
    assert (
        "[Vercantez/openuikit, uikit/Sources/OpenUIKit/UIPresentation.swift at 0969a86788cec5c0ed9c90f478d63d4ff737ceb2"
        in first["text"]
    )
