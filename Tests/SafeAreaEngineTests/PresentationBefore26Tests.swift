import XCTest

@testable import SafeAreaEngine

/// iPhone sheets on iOS 15 to 18 (MODEL.md §18, the rows 15.0–15.x and 16.0–18.x). Expected values are
/// typed from the readings: crifan/ios_re_dynamic_debug src/debug_ui/cycript/output_example.md at
/// 51b66bea99a282910b4d80b971efe4e30aef173b (a real iPhone 8, iOS 15.0: `UIDropShadowView (0 40; 375 627)`,
/// the table's adjustedContentInset {56, 0, 0, 0} under its 56-pt bar); boscojwho/SheetInteraction
/// TestModal/ViewController.swift at 77ce990b72d5cf1f9b01c7142b4a64e2e155a3ab (iOS 16.1: maximumDetentValue
/// 749 on the iPhone 14 Pro, 627 on the iPhone SE (3rd generation); a resolver's 0 puts the sheet's top at
/// the window's height less the bottom inset); Apple, UISheetPresentationController.Detent (custom from
/// iOS 16.0).
final class PresentationBefore26Tests: XCTestCase {
    private func tree(_ device: String, os: String, orientation: Orientation = .portrait, strict: Bool = false) throws
        -> (SafeAreaTree, NodeHandle)
    {
        let catalog = DeviceCatalog.builtin
        var tree = try SafeAreaTree(
            device: catalog.profiles[try catalog.find(device)], orientation: orientation,
            osVersion: try OSVersion.parse(os), statusBarHidden: false, policy: .freeze)
        tree.setStrict(strict)
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        return (tree, root)
    }

    func testIPhone8On15IsCrifansDump() throws {
        for style in [PresentationStyle.pageSheet, .formSheet, .automatic] {
            var (tree, root) = try tree("iPhone 8", os: "15.0")
            let sheet = try tree.makeController(kind: .plain)
            let r = try tree.present(sheet, from: root, style: style)
            XCTAssertEqual(r.style, .pageSheet)
            XCTAssertEqual(r.frame, Rect(x: 0, y: 40, width: 375, height: 627))
            XCTAssertEqual(r.maximumDetentValue, 627)
            XCTAssertEqual(r.provenance.kind, .measured)
            XCTAssertTrue(r.provenance.source.contains("51b66bea99a282910b4d80b971efe4e30aef173b"), r.provenance.source)
            XCTAssertEqual(try tree.safeAreaInsets(try tree.controllerView(sheet)), .zero)
        }
    }

    func testSheetInteractionsMaximumDetentValues() throws {
        var (tree, root) = try tree("iPhone 14 Pro", os: "16.1")
        var sheet = try tree.makeController(kind: .plain)
        var r = try tree.present(sheet, from: root, style: .pageSheet)
        XCTAssertEqual(r.maximumDetentValue, 749)
        XCTAssertEqual(r.frame, Rect(x: 0, y: 69, width: 393, height: 783))
        XCTAssertEqual(r.provenance.kind, .derived)
        XCTAssertEqual(try tree.safeAreaInsets(try tree.controllerView(sheet)).bottom, 34)
        (tree, root) = try self.tree("iPhone SE (3rd generation)", os: "16.1")
        sheet = try tree.makeController(kind: .plain)
        r = try tree.present(sheet, from: root, style: .pageSheet)
        XCTAssertEqual(r.maximumDetentValue, 627)
        XCTAssertEqual(r.frame, Rect(x: 0, y: 40, width: 375, height: 627))
    }

    func testPartialDetentsAreEdgeAttached() throws {
        var (tree, root) = try tree("iPhone 14 Pro", os: "17.0")
        let sheet = try tree.makeController(kind: .plain)
        let r = try tree.present(sheet, from: root, style: .pageSheet, detent: .custom, detentValue: 300)
        XCTAssertEqual(r.frame, Rect(x: 0, y: 852 - 34 - 300, width: 393, height: 334))
        XCTAssertEqual(r.layoutFrame, r.frame)
        XCTAssertEqual(r.scale, 1)
        XCTAssertEqual(try tree.safeAreaInsets(try tree.controllerView(sheet)).bottom, 34)
    }

    func testCustomDetentsNeedIOS16() throws {
        var (tree, root) = try tree("iPhone 8", os: "15.0")
        let sheet = try tree.makeController(kind: .plain)
        XCTAssertThrowsError(try tree.present(sheet, from: root, style: .pageSheet, detent: .custom, detentValue: 300))
        {
            guard case SafeAreaError.invalidArgument(let m) = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue(m.hasPrefix("detent: a custom detent needs iOS 16.0 or later"), m)
        }
        XCTAssertNil(try tree.presentation(of: sheet))
    }

    func testStrictRefusesTheDerivedSheet() throws {
        var (tree, root) = try tree("iPhone 14 Pro", os: "16.1", strict: true)
        let sheet = try tree.makeController(kind: .plain)
        try tree.present(sheet, from: root, style: .pageSheet)
        XCTAssertThrowsError(try tree.safeAreaInsets(try tree.controllerView(sheet))) {
            XCTAssertTrue("\($0)".contains("strict: the page_sheet presentation"), "\($0)")
        }
    }

    func testCompactHeightIsFullScreen() throws {
        var (tree, root) = try tree("iPhone 14 Pro", os: "18.0", orientation: .landscapeLeft)
        let sheet = try tree.makeController(kind: .plain)
        let r = try tree.present(sheet, from: root, style: .pageSheet, detent: .medium)
        XCTAssertEqual(r.style, .fullScreen)
        XCTAssertEqual(r.frame, Rect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(r.provenance.kind, .derived)
    }
}
