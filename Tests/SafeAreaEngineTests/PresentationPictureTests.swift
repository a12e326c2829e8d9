import XCTest

@testable import SafeAreaEngine

/// Window pictures draw a presented sheet over its dimmed presenter (MODEL.md §18, "Pictures"): the card at
/// the presentation's frame with its corners, the grabber's place, the presented controller's views and bars
/// inside it, labelled with the resolved style and detent, every label inside the outline and clear of the
/// others. Frames typed from Vercantez/openuikit fixtures/realapp/detents_ios.json at
/// 6f62d1d0df4b4aa3490da5e9637345741e1942d2 (iPhone 16, iOS 26.1): large [0, 59, 393, 793], medium
/// [8, 403.687, 377, 440.313]; the dim (black at alpha 0.2) from uikit/Sources/OpenUIKit/UIPresentation.swift
/// at 0969a86788cec5c0ed9c90f478d63d4ff737ceb2; the grabber [178.5, 64, 36, 5] from
/// Sources/OpenUIKit/UIPresentation.swift at 00b529ea3d309b7af1d742a3565daa4d06910211.
final class PresentationPictureTests: XCTestCase {
    private func window(_ device: String = "iPhone 16", os: String = "26.1") throws -> (SafeAreaTree, NodeHandle) {
        let catalog = DeviceCatalog.builtin
        var t = try SafeAreaTree(
            device: catalog.profiles[try catalog.find(device)], orientation: .portrait,
            osVersion: try OSVersion.parse(os), statusBarHidden: false, policy: .freeze)
        let root = try t.makeController(kind: .plain)
        try t.setRoot(root)
        return (t, root)
    }

    private func attribute(_ name: String, _ element: Substring) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        let rest = element[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    private func number(_ name: String, _ element: Substring) throws -> Double {
        try XCTUnwrap(attribute(name, element).flatMap(Double.init), name)
    }

    /// The drawn screen's origin and scale (picture units per point) for a screen `width` points wide.
    private func screen(_ svg: String, width: Double) throws -> (x: Double, y: Double, scale: Double) {
        let element = try XCTUnwrap(svg.split(separator: "<rect ").first { $0.contains("fill=\"#f7f7f7\"") })
        return (try number("x", " " + element), try number("y", element), try number("width", element) / width)
    }

    /// The elements opening with `tag` and carrying `class="name"`.
    private func elements(_ svg: String, _ tag: String, _ name: String) -> [Substring] {
        svg.components(separatedBy: "<\(tag) class=\"\(name)\"").dropFirst().map { " " + $0[...] }
    }

    /// Picture units back to window points, to a tenth.
    private func points(_ v: Double, _ origin: Double, _ scale: Double) -> Double {
        ((v - origin) / scale * 10).rounded() / 10
    }

    /// The rectangle of a `class` rect, in window points.
    private func rect(_ svg: String, _ name: String, width: Double) throws -> [Double] {
        let s = try screen(svg, width: width)
        let e = try XCTUnwrap(elements(svg, "rect", name).first, name)
        return [
            points(try number("x", e), s.x, s.scale), points(try number("y", e), s.y, s.scale),
            points(try number("width", e), 0, s.scale), points(try number("height", e), 0, s.scale),
        ]
    }

    /// The card's bounding box in window points: the end points of its path (M, H, V and A's last pair).
    private func card(_ svg: String, width: Double) throws -> [Double] {
        let s = try screen(svg, width: width)
        let e = try XCTUnwrap(elements(svg, "path", "card").first)
        let tokens = try XCTUnwrap(attribute("d", e)).split(separator: " ")
        var xs: [Double] = []
        var ys: [Double] = []
        var i = 0
        while i < tokens.count {
            switch tokens[i] {
            case "M":
                let p = tokens[i + 1].split(separator: ",").compactMap { Double($0) }
                xs.append(p[0])
                ys.append(p[1])
                i += 2
            case "H":
                xs.append(try XCTUnwrap(Double(tokens[i + 1])))
                i += 2
            case "V":
                ys.append(try XCTUnwrap(Double(tokens[i + 1])))
                i += 2
            case "A":
                let p = tokens[i + 5].split(separator: ",").compactMap { Double($0) }
                xs.append(p[0])
                ys.append(p[1])
                i += 6
            default: i += 1
            }
        }
        let (x0, x1, y0, y1) = (
            try XCTUnwrap(xs.min()), try XCTUnwrap(xs.max()), try XCTUnwrap(ys.min()), try XCTUnwrap(ys.max())
        )
        return [
            points(x0, s.x, s.scale), points(y0, s.y, s.scale), points(x1 - x0, 0, s.scale),
            points(y1 - y0, 0, s.scale),
        ]
    }

    /// Every label a picture places (bars', the card's) and every view label, as boxes; the placed labels
    /// lie inside the screen and overlap neither each other nor a view label.
    private func assertLabelsClear(
        _ svg: String, width: Double, height: Double, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let s = try screen(svg, width: width)
        var placed: [(String, ElementLabels.Box)] = []
        var views: [ElementLabels.Box] = []
        for element in svg.split(separator: "<text ").dropFirst() {
            guard let x = attribute("x", " " + element).flatMap(Double.init),
                let y = attribute("y", " " + element).flatMap(Double.init), let start = element.firstIndex(of: ">"),
                let end = element.range(of: "</text>")
            else { continue }
            let text = String(element[element.index(after: start)..<end.lowerBound])
            if element.hasPrefix("class=\"element-label\"") {
                placed.append((text, ElementLabels.box(text, x: x, baseline: y, anchor: "start", fontSize: 10)))
            } else if element.contains("font-size=\"10\" fill=\"#333\"") {
                views.append(ElementLabels.box(text, x: x, baseline: y, anchor: "start", fontSize: 10))
            }
        }
        XCTAssertFalse(placed.isEmpty, file: file, line: line)
        for (text, box) in placed {
            XCTAssertTrue(
                box.x >= s.x && box.x + box.width <= s.x + width * s.scale && box.y >= s.y
                    && box.y + box.height <= s.y + height * s.scale, "\(text) outside the screen", file: file,
                line: line)
            XCTAssertFalse(views.contains { $0.overlaps(box) }, "\(text) overlaps a view label", file: file, line: line)
        }
        for i in placed.indices {
            for j in placed.indices where j > i {
                XCTAssertFalse(
                    placed[i].1.overlaps(placed[j].1), "\(placed[i].0) overlaps \(placed[j].0)", file: file, line: line)
            }
        }
    }

    func testLargePageSheetOverTheDimmedPresenter() throws {
        var (t, root) = try window()
        let sheet = try t.makeController(kind: .plain)
        try t.present(sheet, from: root, style: .pageSheet)
        let svg = try t.svg()
        XCTAssertEqual(try card(svg, width: 393), [0, 59, 393, 793])
        // The dim covers the screen, black at 0.2.
        XCTAssertEqual(try rect(svg, "dim", width: 393), [0, 0, 393, 852])
        let dim = try XCTUnwrap(elements(svg, "rect", "dim").first)
        XCTAssertEqual(attribute("fill", dim), "#000000")
        XCTAssertEqual(attribute("fill-opacity", dim), "0.2")
        XCTAssertEqual(try rect(svg, "grabber", width: 393), [178.5, 64, 36, 5])
        XCTAssertTrue(svg.contains(">page_sheet · large 759</text>"), svg)
        XCTAssertTrue(svg.contains("presented: page_sheet · large 759"))
        XCTAssertTrue(svg.contains("page_sheet · large 759: frame [0, 59, 393, 793] (measured: "))
        // The presented view's safe area: top 0, bottom 34 (the probe's contentSafeArea).
        XCTAssertTrue(svg.contains("view_controller root view #1 (0, 0, 34, 0)"), svg)
        try assertLabelsClear(svg, width: 393, height: 852)
    }

    func testMediumDetentIsAFloatingCard() throws {
        var (t, root) = try window()
        let sheet = try t.makeController(kind: .plain)
        try t.present(sheet, from: root, style: .formSheet, detent: .medium)
        let svg = try t.svg()
        XCTAssertEqual(try card(svg, width: 393), [8, 403.7, 377, 440.3])
        XCTAssertEqual(try rect(svg, "dim", width: 393), [0, 0, 393, 852])
        XCTAssertTrue(svg.contains(">page_sheet · medium 425</text>"), svg)
        // The grabber's place on the card, under its scale 377/393 (8 + 178.5 × s, 403.687 + 5 × s).
        let s = 377.0 / 393.0
        let grabber = try rect(svg, "grabber", width: 393)
        for (a, b) in zip(grabber, [8 + 178.5 * s, 403.687 + 5 * s, 36 * s, 5 * s]) {
            XCTAssertEqual(a, b, accuracy: 0.06)
        }
        try assertLabelsClear(svg, width: 393, height: 852)
    }

    func testNavigationControllerInASheetDrawsNoBar() throws {
        // No source measured a bar in a sheet's card (MODEL.md §18): the picture draws the card and no bar on it.
        var (t, root) = try window()
        let nav = try t.makeController(kind: .navigation)
        let child = try t.makeController(kind: .plain)
        try t.setContainerChildren(nav, [child])
        try t.present(nav, from: root, style: .pageSheet)
        let svg = try t.svg()
        XCTAssertFalse(svg.contains(">navigation bar 54</text>"))
        try assertLabelsClear(svg, width: 393, height: 852)
    }

    func testFullScreenCoverHasNoDim() throws {
        var (t, root) = try window()
        let cover = try t.makeController(kind: .plain)
        try t.present(cover, from: root, style: .fullScreen)
        let svg = try t.svg()
        XCTAssertTrue(elements(svg, "rect", "dim").isEmpty)
        XCTAssertTrue(elements(svg, "rect", "grabber").isEmpty)
        XCTAssertEqual(try card(svg, width: 393), [0, 0, 393, 852])
        XCTAssertTrue(svg.contains(">full_screen</text>"))
    }

    func testWindowWithoutPresentationIsDrawnAsBefore() throws {
        var (t, _) = try window()
        let svg = try t.svg()
        XCTAssertFalse(svg.contains("class=\"dim\""))
        XCTAssertFalse(svg.contains("class=\"card\""))
        XCTAssertFalse(svg.contains("presented"))
    }
}
