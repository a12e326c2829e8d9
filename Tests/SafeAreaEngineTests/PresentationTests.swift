import XCTest

@testable import SafeAreaEngine

/// Presentations (MODEL.md §18). Expected values are typed from Vercantez/openuikit
/// fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2 (iPhone 16
/// simulator, iOS 26.1, window 393 x 852, insets [59,0,34,0]): presentedFrame and
/// contentSafeArea per detent case, maximumDetentValue 759.
final class PresentationTests: XCTestCase {
    private func tree(_ device: String = "iPhone 16", os: String = "26.1", strict: Bool = false) throws
        -> (SafeAreaTree, NodeHandle)
    {
        let catalog = DeviceCatalog.builtin
        var tree = try SafeAreaTree(
            device: catalog.profiles[try catalog.find(device)], orientation: .portrait,
            osVersion: try OSVersion.parse(os), statusBarHidden: false, policy: .freeze)
        tree.setStrict(strict)
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        return (tree, root)
    }

    private func assertRect(_ r: Rect, _ e: [Double], file: StaticString = #filePath, line: UInt = #line) {
        for (a, b) in zip([r.x, r.y, r.width, r.height], e) {
            XCTAssertEqual(a, b, accuracy: 1e-9, file: file, line: line)
        }
    }

    /// (detent, value, presentedFrame, content bottom inset) from the probe's cases.
    private let cases: [(DetentKind, Double?, [Double], Double)] = [
        (.large, nil, [0, 59, 393, 793], 34),
        (.medium, nil, [8, 403.6870229007634, 377, 440.3129770992366], 34),
        (.custom, 200, [8, 619.52671755725191, 377, 224.47328244274809], 34),
        (.custom, 300, [8, 523.59796437659031, 377, 320.40203562340969], 34),
        (.custom, 500, [8, 331.74045801526722, 377, 512.25954198473278], 34),
        (.custom, 700, [8, 139.88295165394402, 377, 704.11704834605598], 34),
        (.custom, 10_000, [0, 59, 393, 793], 34),
        (.custom, 100, [21.513513513513516, 741.4348394195722, 349.97297297297291, 89.051647066914256], 11),
        (
            .custom, 144, [9.6216216216216139, 705.42933773468121, 373.75675675675677, 136.94904064369712],
            31.333333333333332
        ),
        (.custom, 10, [28, 815.42493638676842, 337, 8.5750636132315776], 0),
    ]

    func testIPhone16DetentsOn26_1() throws {
        for (detent, value, frame, bottom) in cases {
            var (tree, root) = try tree()
            let sheet = try tree.makeController(kind: .plain)
            let r = try tree.present(sheet, from: root, style: .formSheet, detent: detent, detentValue: value)
            assertRect(r.frame, frame)
            XCTAssertEqual(r.style, .pageSheet, "form sheet on an iPhone resolves to the page sheet")
            XCTAssertEqual(r.maximumDetentValue, 759)
            let insets = try tree.safeAreaInsets(try tree.controllerView(sheet))
            XCTAssertEqual(insets.top, 0)
            XCTAssertEqual(insets.bottom, bottom, accuracy: 1e-9, "\(detent) \(value ?? 0)")
            XCTAssertEqual(try tree.presentation(of: sheet), r)
        }
    }

    func testMediumIs425AndUnscaledBoundsAreWTimesDPlusInset() throws {
        var (tree, root) = try tree()
        let sheet = try tree.makeController(kind: .plain)
        let r = try tree.present(sheet, from: root, style: .pageSheet, detent: .medium)
        XCTAssertEqual(r.detentValue, 425)
        XCTAssertEqual(r.layoutFrame.width, 393)
        XCTAssertEqual(r.layoutFrame.height, 459)  // 393 x 459 content view (wordpressrowsprobe README)
        XCTAssertEqual(r.scale, 377.0 / 393.0, accuracy: 1e-12)
        XCTAssertEqual(r.provenance.kind, .measured)
    }

    func testLargeOverMaximumResolvesToLarge() throws {
        var (tree, root) = try tree()
        let sheet = try tree.makeController(kind: .plain)
        let r = try tree.present(sheet, from: root, style: .pageSheet, detent: .custom, detentValue: 10_000)
        XCTAssertEqual(r.detent, .large)
        XCTAssertEqual(r.detentValue, 759)
    }

    func testSmallDetentsAreDerivedAwayFromTheProbePointsAndStrictRefuses() throws {
        var (tree, root) = try tree()
        let sheet = try tree.makeController(kind: .plain)
        // The probe's own points are measured.
        for (d, bottom) in [(100.0, 11.0), (144, 31.333333333333332), (10, 0)] {
            let r = try tree.present(sheet, from: root, style: .pageSheet, detent: .custom, detentValue: d)
            XCTAssertEqual(r.provenance.kind, .measured)
            XCTAssertEqual(try tree.safeAreaInsets(try tree.controllerView(sheet)).bottom, bottom, accuracy: 1e-9)
            try tree.dismiss(sheet)
        }
        // Other small detents follow the fitted rule: derived, refused by strict.
        let r = try tree.present(sheet, from: root, style: .pageSheet, detent: .custom, detentValue: 120)
        XCTAssertEqual(r.provenance.kind, .derived)
        tree.setStrict(true)
        XCTAssertThrowsError(try tree.safeAreaInsets(try tree.controllerView(sheet))) {
            XCTAssertTrue("\($0)".contains("strict: the page_sheet presentation"), "\($0)")
        }
    }

    /// A navigation controller presented as a sheet: its bar sits at max(the sheet's top inset 0,
    /// 10) and is 54 tall (derived from the two measured rules: the large sheet's content top
    /// inset is 0 and the iOS 26.1 bar's origin is max(inset, 10)), so its child's top inset is 64.
    func testNavigationControllerInASheet() throws {
        var (tree, root) = try tree()
        let nav = try tree.makeController(kind: .navigation)
        let child = try tree.makeController(kind: .plain)
        try tree.setContainerChildren(nav, [child])
        try tree.present(nav, from: root, style: .pageSheet)
        let insets = try tree.safeAreaInsets(try tree.controllerView(child))
        XCTAssertEqual(insets, SafeAreaInsets(top: 64, left: 0, bottom: 34, right: 0))
    }

    func testExplainNamesThePresentation() throws {
        var (tree, root) = try tree()
        let sheet = try tree.makeController(kind: .plain)
        try tree.present(sheet, from: root, style: .formSheet)
        let text = try tree.explainText(try tree.controllerView(sheet), edge: .top)
        XCTAssertTrue(text.contains("presented as page_sheet"), text)
    }

    func testSEPageSheetTopIs30() throws {
        var (tree, root) = try tree("iPhone SE (3rd generation)")
        let sheet = try tree.makeController(kind: .plain)
        let r = try tree.present(sheet, from: root, style: .pageSheet)
        assertRect(r.frame, [0, 30, 375, 637])  // OUK UIPresentation.swift at 0969a867…
        let medium = try tree.makeController(kind: .plain)
        try tree.dismiss(sheet)
        let m = try tree.present(medium, from: root, style: .pageSheet, detent: .medium)
        XCTAssertEqual(m.detentValue, 356.5)  // DynamicTypeTests.swift at dc5d2536…
        XCTAssertEqual(m.frame.x, 8)
    }

    func testFullScreenAndPopoverAndAutomatic() throws {
        var (tree, root) = try tree()
        let a = try tree.makeController(kind: .plain)
        XCTAssertEqual(
            try tree.present(a, from: root, style: .popover).frame, Rect(x: 0, y: 59, width: 393, height: 793))
        try tree.dismiss(a)
        XCTAssertEqual(try tree.present(a, from: root, style: .automatic).style, .pageSheet)
        try tree.dismiss(a)
        let f = try tree.present(a, from: root, style: .fullScreen)
        XCTAssertEqual(f.provenance.kind, .derived)
        XCTAssertEqual(
            try tree.safeAreaInsets(try tree.controllerView(a)), SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    func testBadInputLeavesTheTreeUnchanged() throws {
        var (tree, root) = try tree()
        let sheet = try tree.makeController(kind: .plain)
        for bad in [-1.0, 0, .nan, .infinity] {
            XCTAssertThrowsError(
                try tree.present(sheet, from: root, style: .pageSheet, detent: .custom, detentValue: bad)
            ) {
                XCTAssertTrue("\($0)".contains("detent"))
            }
        }
        XCTAssertNil(try tree.presentation(of: sheet))
        XCTAssertThrowsError(try tree.present(root, from: sheet, style: .pageSheet)) {
            XCTAssertTrue("\($0)".contains("controller"))
        }
        XCTAssertThrowsError(try tree.dismiss(sheet)) { XCTAssertTrue("\($0)".contains("not presented")) }
        try tree.present(sheet, from: root, style: .pageSheet)
        XCTAssertThrowsError(try tree.present(sheet, from: root, style: .pageSheet)) {
            XCTAssertTrue("\($0)".contains("already presented"))
        }
        try tree.dismiss(sheet)
        XCTAssertEqual(try tree.safeAreaInsets(try tree.controllerView(sheet)), .zero)
    }

    func testUnmeasuredWindowsAreRefused() throws {
        var (tree, root) = try tree("iPhone 16", os: "18.0")
        let sheet = try tree.makeController(kind: .plain)
        XCTAssertThrowsError(try tree.present(sheet, from: root, style: .pageSheet)) {
            guard case SafeAreaError.unsupported(let m) = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue(m.contains("before iOS 26"))
        }
        XCTAssertNil(try tree.presentation(of: sheet))
    }

    func testCarriedTo27IsDerived() throws {
        var (tree, root) = try tree("iPhone 16", os: "26.0")
        let sheet = try tree.makeController(kind: .plain)
        let r = try tree.present(sheet, from: root, style: .pageSheet)
        XCTAssertEqual(r.provenance.kind, .derived)
        assertRect(r.frame, [0, 59, 393, 793])
    }
}
