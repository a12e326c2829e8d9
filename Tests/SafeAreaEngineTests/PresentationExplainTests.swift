import XCTest

@testable import SafeAreaEngine

/// explain() of a view inside a presented controller names the presentation, its style as resolved, its detent
/// and where its geometry comes from, repository and commit (MODEL.md §5, §18). The sources named are
/// data/presentations.json's: Vercantez/openuikit fixtures/realapp/detents_ios.json at
/// 6f62d1d0df4b4aa3490da5e9637345741e1942d2 (measured on the iPhone 16, iOS 26.1) and
/// uikit/Sources/OpenUIKit/UIPresentation.swift at 0969a86788cec5c0ed9c90f478d63d4ff737ceb2 (the rules carried).
final class PresentationExplainTests: XCTestCase {
    private func sheet(_ device: String, style: PresentationStyle, detent: DetentKind) throws -> (
        SafeAreaTree, NodeHandle
    ) {
        let catalog = DeviceCatalog.builtin
        var tree = try SafeAreaTree(
            device: catalog.profiles[try catalog.find(device)], orientation: .portrait,
            osVersion: try OSVersion.parse("26.1"), statusBarHidden: false, policy: .freeze)
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        let content = try tree.makeController(kind: .plain)
        try tree.present(content, from: root, style: style, detent: detent)
        // A plain view filling the presented controller's view: its insets come through the presentation.
        let view = try tree.makeView(frame: Rect(x: 0, y: 0, width: 393, height: 459), isScroll: false)
        try tree.addSubview(view, to: try tree.controllerView(content))
        return (tree, view)
    }

    func testMeasuredSheetNamesItsProbeWithRepositoryAndCommit() throws {
        var (tree, view) = try sheet("iPhone 16", style: .formSheet, detent: .medium)
        let text = try tree.explainText(view, edge: .bottom)
        XCTAssertTrue(
            text.contains("34: presented as page_sheet, medium detent 425, on iPhone 16 portrait, iOS 26.1"), text)
        XCTAssertTrue(
            text.contains(
                "[measured: Vercantez/openuikit, fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2"
            ), text)
    }

    func testDerivedSheetNamesItsBasisAndSource() throws {
        // The iPhone 16 Pro's 402 × 874 window with insets [62, 0, 34, 0] ran no probe: the large detent is
        // MODEL.md §18's maximumDetentValue, 874 - max(30, 62) - 34 = 778, derived.
        var (tree, view) = try sheet("iPhone 16 Pro", style: .pageSheet, detent: .large)
        let text = try tree.explainText(view, edge: .bottom)
        XCTAssertTrue(text.contains("presented as page_sheet, large detent 778, on iPhone 16 Pro portrait"), text)
        XCTAssertTrue(text.contains("[derived: "), text)
        XCTAssertTrue(
            text.contains(
                "[Vercantez/openuikit, uikit/Sources/OpenUIKit/UIPresentation.swift at 0969a86788cec5c0ed9c90f478d63d4ff737ceb2"
            ), text)
    }
}
