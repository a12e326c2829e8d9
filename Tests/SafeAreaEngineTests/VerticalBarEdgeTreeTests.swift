import XCTest

@testable import SafeAreaEngine

/// Trees and SwiftUI scenes on a display whose bars sit on a vertical edge (the iPhone Duo's): plain views, scroll
/// views and controllers without bars answer from the measured insets (0/0/34/84 on the outer display, duo_probe); bars, the
/// status bar hidden and changes into them are refused (Tests/fixtures/tree_scenarios.json holds
/// the shared cases); explain names the reserved regions.
final class VerticalBarEdgeTreeTests: XCTestCase {
    private func window(_ name: String, _ orientation: Orientation) throws -> SafeAreaTree {
        try SafeAreaTree(
            device: try device(name), orientation: orientation, osVersion: nil, statusBarHidden: false, policy: .freeze)
    }

    func testExplainNamesTheReservedRegions() throws {
        var tree = try window("iPhone Duo", .portrait)
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        let view = try tree.controllerView(root)
        let right = try tree.explainText(view, edge: .right)
        XCTAssertTrue(right.hasPrefix("right = 84"), right)
        XCTAssertTrue(right.contains("the vertical bars on the trailing edge"), right)
        XCTAssertTrue(right.contains("bar strip (occlusion region 84×170 at (382, 0), active)"), right)
        XCTAssertTrue(right.contains("camera (occlusion region 37×37 at (399.667, 29.333), active)"), right)
        let bottom = try tree.explainText(view, edge: .bottom)
        XCTAssertTrue(bottom.contains("home indicator"), bottom)
        XCTAssertFalse(bottom.contains("bar strip"), bottom)

        var inner = try window("iPhone Duo (inner display)", .landscapeLeft)
        let content = try inner.makeController(kind: .plain)
        try inner.setRoot(content)
        let left = try inner.explainText(try inner.controllerView(content), edge: .left)
        XCTAssertTrue(left.hasPrefix("left = 0"), left)
        XCTAssertTrue(
            left.contains(
                "reserved regions inside the safe area, not in its insets: fold (division region 40×669 at (455.5, 0), "
                    + "active folded like a book, inactive open flat), camera (occlusion region 58×37 at (677.3, 21), inactive)"
            ), left)
    }

    func testTheHiddenStatusBarIsRefusedInTrees() throws {
        XCTAssertThrowsError(
            try SafeAreaTree(
                device: try device("iPhone Duo"), orientation: .portrait, osVersion: nil, statusBarHidden: true,
                policy: .freeze))
        var tree = try window("iPhone Duo", .portrait)
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        let view = try tree.controllerView(root)
        XCTAssertEqual(try tree.safeAreaInsets(view), SafeAreaInsets(top: 0, left: 0, bottom: 34, right: 84))
        try tree.setPrefersStatusBarHidden(root, true)
        XCTAssertThrowsError(try tree.safeAreaInsets(view)) { error in
            guard case SafeAreaError.unsupported(let text) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(text.contains("with the status bar hidden is unmeasured"), text)
        }
        try tree.setPrefersStatusBarHidden(root, false)
        XCTAssertEqual(try tree.safeAreaInsets(view), SafeAreaInsets(top: 0, left: 0, bottom: 34, right: 84))
    }

    func testAChangeIntoBarsOnAVerticalEdgeIsRefusedBeforeItHappens() throws {
        // Portrait on the inner display, a navigation controller with its bars hidden: answered (82/0/34/0).
        var tree = try window("iPhone Duo (inner display)", .portrait)
        let content = try tree.makeController(kind: .plain)
        let nav = try tree.makeController(kind: .navigation)
        try tree.setContainerChildren(nav, [content])
        try tree.setNavigationBar(nav, hidden: true)
        try tree.setRoot(nav)
        XCTAssertEqual(
            try tree.safeAreaInsets(try tree.controllerView(content)),
            SafeAreaInsets(top: 82, left: 0, bottom: 34, right: 0))
        XCTAssertNil(tree.unpredictedWindow(orientation: .landscapeLeft, statusBarHidden: false))
        // Showing the bar: refused in portrait (heights unmeasured) and in landscape (on the trailing edge).
        try tree.setNavigationBar(nav, hidden: false)
        let portrait = try XCTUnwrap(tree.unpredictedWindow(orientation: .portrait, statusBarHidden: false))
        XCTAssertTrue(
            portrait.message.contains("shows a navigation bar; bar heights on the inner display in portrait"),
            portrait.message)
        let landscape = try XCTUnwrap(tree.unpredictedWindow(orientation: .landscapeLeft, statusBarHidden: false))
        XCTAssertTrue(
            landscape.message.contains("the window in landscape_left: its navigation_controller"), landscape.message)
        XCTAssertTrue(
            landscape.message.contains(
                "puts bars on the trailing edge (verticalBarEdge), where their width is unmeasured"),
            landscape.message)
        let hidden = try XCTUnwrap(tree.unpredictedWindow(orientation: .landscapeLeft, statusBarHidden: true))
        XCTAssertTrue(hidden.message.contains("with the status bar hidden is unmeasured"), hidden.message)
        // The engine's transition refuses the change itself (not only the C layer), and leaves the tree as it was.
        XCTAssertThrowsError(
            try tree.transition(
                WindowTransition(orientation: .landscapeLeft, statusBarHidden: nil, keyboardHeight: nil))
        ) { error in
            guard case SafeAreaError.unsupported(let text) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(text.contains("the window in landscape_left: its navigation_controller"), text)
        }
        XCTAssertEqual(tree.orientation, .portrait)
        try tree.setNavigationBar(nav, hidden: true)
        XCTAssertGreaterThan(
            try tree.transition(
                WindowTransition(orientation: .landscapeLeft, statusBarHidden: nil, keyboardHeight: nil)), 0)
        XCTAssertEqual(
            try tree.safeAreaInsets(try tree.controllerView(content)),
            SafeAreaInsets(top: 0, left: 0, bottom: 34, right: 84))
        // Any other device: nothing refused.
        var pro = try window("iPhone 15 Pro", .portrait)
        let proNav = try pro.makeController(kind: .navigation)
        try pro.setRoot(proNav)
        XCTAssertNil(pro.unpredictedWindow(orientation: .landscapeLeft, statusBarHidden: true))
    }

    func testSwiftUIScenesAnswerFromTheMeasuredInsets() throws {
        let scene = try SwiftUIScene(
            device: try device("iPhone Duo (inner display)"), orientation: .landscapeLeft, version: nil,
            keyboardOverlap: 0, views: [.init(id: "content")])
        let content = try XCTUnwrap(try scene.layout().first { $0.id == "content" })
        // 951 x 669 less 0/0/34/84 (duo_probe).
        XCTAssertEqual(content.frame, Rect(x: 0, y: 0, width: 867, height: 635))
        XCTAssertEqual(content.proxySafeAreaInsets, SafeAreaInsets(top: 0, left: 0, bottom: 34, right: 84))
    }
}
