import XCTest

@testable import SafeAreaEngine

/// Window transitions (MODEL.md §12) through the layout pass, legacy guides, transforms,
/// linear deep chains. Expected values from MODEL.md §2 (each assertion names its rule).
final class TreeTransitionTests: XCTestCase {
    private func tree(_ name: String, _ orientation: Orientation = .portrait, os: String? = "17.0") throws -> (
        SafeAreaTree, NodeHandle
    ) {
        let catalog = DeviceCatalog.builtin
        var t = try SafeAreaTree(
            device: catalog.profiles[try catalog.find(name)], orientation: orientation,
            osVersion: try os.map { try OSVersion.parse($0) }, statusBarHidden: false, policy: .freeze)
        let root = try t.makeController(kind: .plain)
        try t.setRoot(root)
        return (t, try t.controllerView(root))
    }

    func testRotationReportsTheRootViewAndItsSubviewsInOrder() throws {
        var (t, rootView) = try tree("iPhone 14")
        let bar = try t.makeView(frame: Rect(x: 0, y: 800, width: 390, height: 44), isScroll: false)
        try t.addSubview(bar, to: rootView)
        try t.setAutoresizingMask(bar, AutoresizingMask.flexibleWidth | AutoresizingMask.flexibleTopMargin)
        _ = try t.safeAreaInsets(bar)
        let count = try t.transition(WindowTransition(orientation: .landscapeLeft))
        XCTAssertEqual(count, t.lastTransition.count)
        let first = t.lastTransition[0]
        XCTAssertEqual(first.node, rootView)
        XCTAssertEqual(first.property, .frame)
        XCTAssertEqual(first.after, Quad(Rect(x: 0, y: 0, width: 844, height: 390)))
        // P14 landscape (0,47,21,47) on iOS 17; the bar, autoresized to (0, 346, 844, 44), covers the bottom 21 (MODEL.md §2.3).
        let barInsets = t.lastTransition.first { $0.node == bar && $0.property == .safeAreaInsets }
        XCTAssertEqual(barInsets?.before, Quad(0, 0, 34, 0))
        XCTAssertEqual(barInsets?.after, Quad(0, 47, 21, 47))
        let rootIndex = t.lastTransition.firstIndex { $0.node == rootView } ?? -1
        let barIndex = t.lastTransition.firstIndex { $0.node == bar } ?? -1
        XCTAssertLessThan(rootIndex, barIndex)
        XCTAssertEqual(try t.transition(WindowTransition(orientation: .landscapeLeft)), 0)
    }

    func testBadTransitionsLeaveTheTreeUnchanged() throws {
        var (t, rootView) = try tree("iPhone X", os: nil)
        XCTAssertThrowsError(try t.transition(WindowTransition(orientation: .portraitUpsideDown, keyboardHeight: 100)))
        XCTAssertThrowsError(try t.transition(WindowTransition(keyboardHeight: -1)))
        XCTAssertThrowsError(try t.transition(WindowTransition(keyboardHeight: .nan)))
        XCTAssertEqual(t.orientation, .portrait)
        XCTAssertEqual(t.keyboardHeight, 0)
        XCTAssertEqual(try t.safeAreaInsets(rootView), SafeAreaInsets(top: 44, left: 0, bottom: 34, right: 0))  // E1
    }

    func testLegacyGuidesAndTransforms() throws {
        var (t, _) = try tree("iPhone X", os: nil)
        let nav = try t.makeController(kind: .navigation)
        let content = try t.makeController(kind: .plain)
        try t.setContainerChildren(nav, [content])
        try t.setRoot(nav)
        XCTAssertEqual(try t.layoutGuideLength(content, top: true), 88)  // 44 + 44 (MODEL.md §2.8)
        let view = try t.controllerView(content)
        let child = try t.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10), isScroll: false)
        try t.addSubview(child, to: view)
        try t.setTransform(view, AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        XCTAssertThrowsError(try t.safeAreaInsets(child)) { error in
            guard case .unsupported(let message) = error as? SafeAreaError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("rotation"), message)
        }
        XCTAssertThrowsError(try t.setTransform(view, AffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)))
        try t.setTransform(view, .identity)
        XCTAssertEqual(try t.safeAreaInsets(child).top, 88)  // MODEL.md §2.3: P.top - (minY - bounds.minY) = 88 - 0
    }

    func testDeepChainOneViewAtATime() throws {
        var (t, rootView) = try tree("iPhone X", os: nil)
        var parent = rootView
        for _ in 0..<50_000 {
            let next = try t.makeView(frame: Rect(x: 0, y: 0, width: 375, height: 812), isScroll: false)
            try t.addSubview(next, to: parent)
            parent = next
        }
        XCTAssertEqual(try t.safeAreaInsets(parent), SafeAreaInsets(top: 44, left: 0, bottom: 34, right: 0))
    }
}
