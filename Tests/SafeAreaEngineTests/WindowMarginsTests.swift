import XCTest

@testable import SafeAreaEngine

/// The system minimum layout margin at a controller's edge inside the window (MODEL.md §2.7, §19).
///
/// Source: SFenton/FestivalNativeApps `.agents/design/apple/split-view.md` at
/// 95979f95940ddb284ba1deec19e3c7f48457f7a7, an iPad Pro 11-inch in landscape (1210 pt) on the
/// iPadOS 26.5 simulator: the app's own split puts a 1-pt hairline at 604.5–605.5 with panes of
/// 604.5 and 604.5; "UIKit reports a zero system minimum margin at a mid-window edge, so the
/// trailing large title sat flush on the divider" (inset 0 pt; the leading pane's 20); the window
/// root's margins are 20 pt.
final class WindowMarginsTests: XCTestCase {
    private let leadingPane = Rect(x: 0, y: 0, width: 604.5, height: 834)
    private let trailingPane = Rect(x: 605.5, y: 0, width: 604.5, height: 834)

    private func tree(
        _ name: String = "iPad Pro 11-inch (M4)", _ orientation: Orientation = .landscapeLeft,
        _ version: String = "26.5", window: WindowRequest? = nil
    ) throws -> (SafeAreaTree, NodeHandle) {
        let catalog = DeviceCatalog.builtin
        var tree = try SafeAreaTree(
            device: catalog.profiles[try catalog.find(name)], orientation: orientation,
            osVersion: try OSVersion.parse(version), statusBarHidden: false, policy: .freeze, window: window)
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        return (tree, root)
    }

    /// A child controller of `root` whose view is `frame` in the root's view.
    private func child(_ tree: inout SafeAreaTree, _ root: NodeHandle, _ frame: Rect) throws -> NodeHandle {
        let child = try tree.makeController(kind: .plain)
        try tree.addChild(child, to: root, in: try tree.controllerView(root), frame: frame)
        return try tree.controllerView(child)
    }

    private func horizontal(_ tree: inout SafeAreaTree, _ view: NodeHandle) throws -> [Double] {
        let m = try tree.layoutMargins(view)
        return [m.left, m.right]
    }

    /// The source's case: an app filling the 1210-pt landscape screen, split at its midpoint.
    func testTheSplitOfTheSource() throws {
        for request in [nil, WindowRequest(placement: .full)] {
            var (tree, root) = try tree(window: request)
            let leading = try child(&tree, root, leadingPane)
            let trailing = try child(&tree, root, trailingPane)
            XCTAssertEqual(try horizontal(&tree, try tree.controllerView(root)), [20, 20])
            XCTAssertEqual(try horizontal(&tree, trailing), [0, 20])
            // The leading pane's edge facing the divider is inside the window too.
            XCTAssertEqual(try horizontal(&tree, leading), [20, 0])
            // Measured on this screen and OS: a strict window answers.
            tree.setStrict(true)
            XCTAssertEqual(try horizontal(&tree, trailing), [0, 20])
        }
    }

    /// A half window: its root's margins are 20 at the window's edges; a column starting
    /// mid-window gets 0 at that edge and 20 at the window's trailing edge.
    func testAHalfWindow() throws {
        var (tree, root) = try tree(window: WindowRequest(placement: .halfLeading))
        XCTAssertEqual(tree.window.frame.width, 600)
        let column = try child(&tree, root, Rect(x: 300, y: 0, width: 300, height: 834))
        XCTAssertEqual(try horizontal(&tree, try tree.controllerView(root)), [20, 20])
        XCTAssertEqual(try horizontal(&tree, column), [0, 20])
    }

    /// Inside edges are inherited: a controller filling the trailing pane has its leading edge
    /// inside the window; one on the window's leading edge has not. A child a pixel's half off
    /// the edge is on it.
    func testNestedControllers() throws {
        var (tree, root) = try tree()
        let trailingController = try tree.makeController(kind: .plain)
        try tree.addChild(trailingController, to: root, in: try tree.controllerView(root), frame: trailingPane)
        let inner = try tree.makeController(kind: .plain)
        let trailingView = try tree.controllerView(trailingController)
        try tree.addChild(inner, to: trailingController, in: trailingView, frame: nil)
        XCTAssertEqual(try horizontal(&tree, try tree.controllerView(inner)), [0, 20])
        let nearEdge = try child(&tree, root, Rect(x: 0.25, y: 0, width: 300, height: 834))
        XCTAssertEqual(try horizontal(&tree, nearEdge), [20, 0])
    }

    /// The rule moves with the view: back on the window's edge, the minimum is 20 again.
    func testMovingBackToTheEdge() throws {
        var (tree, root) = try tree()
        let trailing = try child(&tree, root, trailingPane)
        XCTAssertEqual(try horizontal(&tree, trailing), [0, 20])
        try tree.setFrame(trailing, Rect(x: 0, y: 0, width: 1210, height: 834))
        XCTAssertEqual(try horizontal(&tree, trailing), [20, 20])
    }

    /// Where no source measured it the minimum stays at every edge: iPads before iPadOS 26, iPhones.
    func testUnchangedWhereUnmeasured() throws {
        var (old, oldRoot) = try tree("iPad Pro 11-inch (M4)", .landscapeLeft, "18.0")
        XCTAssertEqual(try horizontal(&old, try child(&old, oldRoot, trailingPane)), [20, 20])
        var (phone, phoneRoot) = try tree("iPhone 16", .portrait, "26.1")
        let column = try child(&phone, phoneRoot, Rect(x: 196.5, y: 0, width: 196.5, height: 852))
        XCTAssertEqual(try horizontal(&phone, column), [16, 16])
        XCTAssertNil(phone.window.systemMinimumMargins.insideEdge)
    }

    /// Carried to other iPads and versions: derived, so a strict window refuses the margins that
    /// read it (and not the window root's, which reads none).
    func testStrictRefusesTheDerivedRule() throws {
        let later = try tree("iPad Pro 11-inch (M4)", .landscapeLeft, "27.0").0.window.systemMinimumMargins
        XCTAssertEqual(later.insideEdge, 0)
        XCTAssertEqual(later.insideEdgeProvenance?.kind, .derived)
        XCTAssertTrue(later.insideEdgeProvenance?.basis.contains("measured on iPadOS 26.5") ?? false)
        // The iPad Air's insets on 26.5 are measured: only the carried margin is refused.
        do {
            var (tree, root) = try tree("iPad Air 11-inch (M3)", .landscapeLeft, "26.5")
            let size = tree.window.frame
            let trailing = try child(&tree, root, Rect(x: size.width / 2, y: 0, width: size.width / 2, height: 500))
            XCTAssertEqual(try horizontal(&tree, trailing), [0, 20])
            XCTAssertEqual(tree.window.systemMinimumMargins.insideEdgeProvenance?.kind, .derived)
            tree.setStrict(true)
            XCTAssertEqual(try horizontal(&tree, try tree.controllerView(root)), [20, 20])
            XCTAssertThrowsError(try tree.layoutMargins(trailing)) { error in
                guard case .invalidOSVersion(let message) = error as? SafeAreaError else {
                    return XCTFail("expected invalidOSVersion, got \(error)")
                }
                XCTAssertTrue(message.contains("edge inside the window"), message)
            }
        }
    }

    /// explain() names the rule and its source on the inside edge only.
    func testExplainNamesTheRule() throws {
        var (tree, root) = try tree()
        let trailing = try child(&tree, root, trailingPane)
        let left = try tree.explain(trailing, edge: .left)
        let step = try XCTUnwrap(left.last)
        XCTAssertEqual(step.kind, "inside_edge_margin")
        XCTAssertEqual(step.amount, 0)
        XCTAssertTrue(step.text.contains("0 pt, not 20"))
        XCTAssertTrue(step.sources.first?.source.contains("FestivalNativeApps") ?? false)
        XCTAssertFalse(try tree.explain(trailing, edge: .right).contains { $0.kind == "inside_edge_margin" })
    }
}
