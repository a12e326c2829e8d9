import XCTest

@testable import SafeAreaEngine

/// Presenting, dismissing and changing the detent as transitions (MODEL.md §12, §18). Geometry
/// typed from Vercantez/openuikit fixtures/realapp/detents_ios.json at
/// 6f62d1d0df4b4aa3490da5e9637345741e1942d2 (iPhone 16, iOS 26.1, window 393 x 852, insets
/// [59,0,34,0]): the large sheet [0, 59, 393, 793] and the medium [8, 403.687…, 377, 440.313…],
/// both with content insets (0, 0, 34, 0); the rest from the rules of MODEL.md §2 each assertion names.
final class PresentationTransitionTests: XCTestCase {
    private let large = Rect(x: 0, y: 59, width: 393, height: 793)
    private let medium = Rect(x: 8, y: 403.6870229007634, width: 377, height: 440.3129770992366)

    /// A window on the iPhone 16 (26.1) with a root controller holding a subview, and a detached
    /// controller (to present) whose view holds a subview along its bottom edge.
    private func scene() throws -> (SafeAreaTree, root: NodeHandle, sheet: NodeHandle, footer: NodeHandle) {
        let catalog = DeviceCatalog.builtin
        var tree = try SafeAreaTree(
            device: catalog.profiles[try catalog.find("iPhone 16")], orientation: .portrait,
            osVersion: try OSVersion.parse("26.1"), statusBarHidden: false, policy: .freeze)
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        let label = try tree.makeView(frame: Rect(x: 0, y: 100, width: 393, height: 40), isScroll: false)
        try tree.addSubview(label, to: try tree.controllerView(root))
        let sheet = try tree.makeController(kind: .plain)
        let footer = try tree.makeView(frame: Rect(x: 0, y: 693, width: 393, height: 100), isScroll: false)
        try tree.addSubview(footer, to: try tree.controllerView(sheet))
        _ = try tree.safeAreaInsets(label)
        return (tree, root, sheet, footer)
    }

    private func change(_ tree: SafeAreaTree, _ node: NodeHandle, _ property: TreeChange.Property) -> TreeChange? {
        tree.lastTransition.first { $0.node == node && $0.property == property }
    }

    func testPresentingAPageSheetListsThePresentedViewsParentsFirst() throws {
        var (tree, root, sheet, footer) = try scene()
        let count = try tree.presentTransition(sheet, from: root, style: .pageSheet)
        XCTAssertEqual(count, tree.lastTransition.count)
        let view = try tree.controllerView(sheet)
        // Detached before (MODEL.md §12: frame as it was, zero insets), the probe's large sheet after.
        XCTAssertEqual(change(tree, view, .frame)?.before, Quad(0, 0, 0, 0))
        XCTAssertEqual(change(tree, view, .frame)?.after, Quad(large))
        XCTAssertEqual(change(tree, view, .safeAreaInsets)?.before, Quad(0, 0, 0, 0))
        XCTAssertEqual(change(tree, view, .safeAreaInsets)?.after, Quad(0, 0, 34, 0))
        // The keyboard guide at rest: from the safe area's bottom to the view's bottom (MODEL.md §2.7).
        XCTAssertEqual(change(tree, view, .keyboardLayoutGuide)?.after, Quad(0, 759, 393, 34))
        // The footer along the sheet's bottom edge takes the 34 it covers (MODEL.md §2.3).
        XCTAssertEqual(change(tree, footer, .safeAreaInsets)?.after, Quad(0, 0, 34, 0))
        XCTAssertEqual(change(tree, footer, .frame), nil, "a subview without autoresizing keeps its frame")
        // Parents first; the presenter's views are unchanged (MODEL.md §18).
        let first = tree.lastTransition.firstIndex { $0.node == view } ?? -1
        let last = tree.lastTransition.lastIndex { $0.node == view } ?? -1
        let footerFirst = tree.lastTransition.firstIndex { $0.node == footer } ?? -1
        XCTAssertEqual(first, 0)
        XCTAssertLessThan(last, footerFirst)
        XCTAssertTrue(tree.lastTransition.allSatisfy { $0.node == view || $0.node == footer })
        // Every after is what a read gives now.
        for c in tree.lastTransition where c.property == .layoutMargins {
            XCTAssertEqual(c.after, Quad(try tree.layoutMargins(c.node)))
        }
        XCTAssertEqual(try tree.presentation(of: sheet)?.frame, large)
    }

    func testDismissingIsTheReverse() throws {
        var (tree, root, sheet, footer) = try scene()
        try tree.presentTransition(sheet, from: root, style: .pageSheet)
        let presented = tree.lastTransition
        try tree.dismissTransition(sheet)
        let view = try tree.controllerView(sheet)
        XCTAssertEqual(change(tree, view, .safeAreaInsets)?.before, Quad(0, 0, 34, 0))
        XCTAssertEqual(change(tree, view, .safeAreaInsets)?.after, Quad(0, 0, 0, 0))
        XCTAssertEqual(change(tree, footer, .safeAreaInsets)?.after, Quad(0, 0, 0, 0))
        // The dismissed view keeps its frame (the large sheet's layout frame is its UIKit frame).
        XCTAssertNil(change(tree, view, .frame))
        XCTAssertEqual(try tree.frame(view), large)
        // The guide rests on the kept frame's bottom, with no safe area (MODEL.md §2.7).
        XCTAssertEqual(change(tree, view, .keyboardLayoutGuide)?.before, Quad(0, 759, 393, 34))
        XCTAssertEqual(change(tree, view, .keyboardLayoutGuide)?.after, Quad(0, 793, 393, 0))
        // The footer's values return to what they were before the presentation.
        for c in tree.lastTransition where c.node == footer {
            let p = presented.first { $0.node == c.node && $0.property == c.property }
            XCTAssertEqual(c.before, p?.after, "\(c.property)")
            XCTAssertEqual(c.after, p?.before, "\(c.property)")
        }
        XCTAssertEqual(
            tree.lastTransition.filter { $0.node == footer }.count, presented.filter { $0.node == footer }.count)
        XCTAssertTrue(tree.lastTransition.allSatisfy { $0.node == view || $0.node == footer })
        XCTAssertFalse(try tree.isInWindow(view))
        XCTAssertNil(try tree.presentation(of: sheet))
    }

    /// Dismissal lays out the dismissed views only (MODEL.md §12, §18: the presenter's views do not
    /// change): no window pass is left pending, the window's views keep their values, and the reads'
    /// bar checks that the presentation turned on are off again.
    func testDismissingLeavesTheWindowAlone() throws {
        var (tree, root, sheet, _) = try scene()
        let label = try tree.subviews(try tree.controllerView(root))[0]
        XCTAssertFalse(tree.barsNeedChecks)
        try tree.present(sheet, from: root, style: .pageSheet)
        XCTAssertEqual(
            try tree.safeAreaInsets(try tree.controllerView(sheet)),
            SafeAreaInsets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertTrue(tree.barsNeedChecks)
        for dismissal in 0..<2 {
            if dismissal == 1 {
                try tree.presentTransition(sheet, from: root, style: .pageSheet)
                try tree.dismissTransition(sheet)
            } else {
                try tree.dismiss(sheet)
            }
            XCTAssertFalse(tree.needsLayout, "nothing left for a layout pass")
            XCTAssertFalse(tree.barsNeedChecks)
            // The label at y 100 under the window's top inset of 59 (MODEL.md §2.3): nothing covers it.
            XCTAssertEqual(try tree.safeAreaInsets(label), .zero)
            XCTAssertEqual(
                try tree.safeAreaInsets(try tree.controllerView(root)),
                SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0))
            XCTAssertEqual(try tree.safeAreaInsets(try tree.controllerView(sheet)), .zero)
        }
    }

    func testMediumToLargeDetent() throws {
        var (tree, root, sheet, _) = try scene()
        try tree.presentTransition(sheet, from: root, style: .pageSheet, detent: .medium)
        let view = try tree.controllerView(sheet)
        XCTAssertEqual(change(tree, view, .frame)?.after, Quad(medium))
        try tree.setDetent(sheet, .large)
        XCTAssertEqual(change(tree, view, .frame)?.before, Quad(medium))
        XCTAssertEqual(change(tree, view, .frame)?.after, Quad(large))
        XCTAssertNil(change(tree, view, .safeAreaInsets), "34 at the bottom at both detents")
        // The guide rests on the safe area's bottom of the unscaled bounds: 459 = 425 + 34 high, then 793.
        XCTAssertEqual(change(tree, view, .keyboardLayoutGuide)?.before, Quad(0, 425, 393, 34))
        XCTAssertEqual(change(tree, view, .keyboardLayoutGuide)?.after, Quad(0, 759, 393, 34))
        XCTAssertEqual(try tree.presentation(of: sheet)?.detent, .large)
        XCTAssertEqual(try tree.frame(view), large)
        // And back, custom 300: [8, 523.598…, 377, 320.402…] (the probe's custom 300).
        try tree.setDetent(sheet, .custom, detentValue: 300)
        XCTAssertEqual(change(tree, view, .frame)?.before, Quad(large))
        XCTAssertEqual(change(tree, view, .frame)?.after.v0, 8)
        XCTAssertEqual(change(tree, view, .frame)?.after.v1 ?? 0, 523.59796437659031, accuracy: 1e-9)
        // The same detent again changes nothing.
        XCTAssertEqual(try tree.setDetent(sheet, .custom, detentValue: 300), 0)
    }

    func testBadInputLeavesTheTreeAndItsLastTransitionUnchanged() throws {
        var (tree, root, sheet, _) = try scene()
        let other = try tree.makeController(kind: .plain)
        try tree.presentTransition(sheet, from: root, style: .pageSheet, detent: .medium)
        let kept = tree.lastTransition
        let view = try tree.controllerView(sheet)
        let before = try tree.safeAreaInsets(view)
        func refused(_ body: () throws(SafeAreaError) -> Void, _ expected: String) {
            do {
                try body()
                XCTFail("accepted: \(expected)")
            } catch {
                guard case .invalidArgument(let m) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(m.contains(expected), m)
            }
            XCTAssertEqual(tree.lastTransition, kept)
        }
        refused({ () throws(SafeAreaError) in try tree.dismissTransition(other) }, "not presented")
        refused({ () throws(SafeAreaError) in try tree.dismissTransition(root) }, "not presented")
        refused({ () throws(SafeAreaError) in try tree.setDetent(other, .large) }, "not presented")
        for bad in [-1, 0, Double.nan, .infinity] {
            refused({ () throws(SafeAreaError) in try tree.setDetent(sheet, .custom, detentValue: bad) }, "detent")
        }
        refused({ () throws(SafeAreaError) in try tree.setDetent(sheet, .medium, detentValue: 10) }, "detent")
        refused(
            { () throws(SafeAreaError) in try tree.presentTransition(sheet, from: root, style: .pageSheet) },
            "already presented")
        XCTAssertEqual(try tree.presentation(of: sheet)?.frame, medium)
        XCTAssertEqual(try tree.safeAreaInsets(view), before)
    }

    func testAFullScreenPresentationHasNoDetentsToChange() throws {
        var (tree, root, sheet, _) = try scene()
        try tree.presentTransition(sheet, from: root, style: .fullScreen)
        XCTAssertThrowsError(try tree.setDetent(sheet, .medium))
        // The full screen view takes the window's insets (MODEL.md §18).
        XCTAssertEqual(change(tree, try tree.controllerView(sheet), .safeAreaInsets)?.after, Quad(59, 0, 34, 0))
    }

    private func assertKeyboardRefusal(_ error: Error, file: StaticString = #filePath, line: UInt = #line) {
        guard case .unsupported(let m) = error as? SafeAreaError else {
            return XCTFail("\(error)", file: file, line: line)
        }
        XCTAssertTrue(m.contains("the keyboard shown while a sheet is presented"), m, file: file, line: line)
    }

    func testTheKeyboardInASheetIsRefused() throws {
        var (tree, root, sheet, _) = try scene()
        try tree.present(sheet, from: root, style: .pageSheet)
        XCTAssertThrowsError(try tree.setKeyboardHeight(300)) { assertKeyboardRefusal($0) }
        XCTAssertThrowsError(try tree.transition(WindowTransition(keyboardHeight: 300))) { assertKeyboardRefusal($0) }
        XCTAssertEqual(tree.keyboardHeight, 0)
        try tree.setKeyboardHeight(0)  // hiding is fine
        try tree.dismiss(sheet)

        // Presenting a sheet over the keyboard: refused, the tree unchanged.
        try tree.setKeyboardHeight(336)
        let other = try tree.makeController(kind: .plain)
        for style in [PresentationStyle.pageSheet, .formSheet, .automatic, .popover] {
            XCTAssertThrowsError(try tree.presentTransition(other, from: root, style: style)) { error in
                guard case .unsupported(let m) = error as? SafeAreaError else { return XCTFail("\(error)") }
                XCTAssertTrue(m.contains("presenting a sheet while the keyboard is up"), m)
            }
            XCTAssertThrowsError(try tree.present(other, from: root, style: style))
        }
        XCTAssertNil(try tree.presentation(of: other))
        XCTAssertFalse(try tree.isInWindow(try tree.controllerView(other)))
    }

    func testAFullScreenPresentationKeepsTheWindowsKeyboard() throws {
        var (tree, root, sheet, _) = try scene()
        try tree.setKeyboardHeight(336)
        try tree.presentTransition(sheet, from: root, style: .fullScreen)
        let view = try tree.controllerView(sheet)
        // The guide in window terms: the keyboard's top at 852 − 336 = 516 (MODEL.md §10).
        XCTAssertEqual(change(tree, view, .keyboardLayoutGuide)?.before, Quad(0, 0, 0, 0))
        XCTAssertEqual(change(tree, view, .keyboardLayoutGuide)?.after, Quad(0, 516, 393, 336))
        try tree.transition(WindowTransition(keyboardHeight: 0))
        XCTAssertEqual(change(tree, view, .keyboardLayoutGuide)?.after, Quad(0, 852 - 34, 393, 34))
        try tree.setKeyboardHeight(336)
        try tree.dismissTransition(sheet)
        XCTAssertEqual(change(tree, view, .keyboardLayoutGuide)?.before, Quad(0, 516, 393, 336))
        XCTAssertEqual(change(tree, view, .keyboardLayoutGuide)?.after, Quad(0, 852, 393, 0))
    }

    func testADismissedScrollViewDropsItsAdjustedInset() throws {
        var (tree, root, sheet, _) = try scene()
        let scroll = try tree.makeView(frame: Rect(x: 0, y: 0, width: 393, height: 793), isScroll: true)
        try tree.addSubview(scroll, to: try tree.controllerView(sheet))
        try tree.setAdjustmentBehavior(scroll, .always)
        try tree.presentTransition(sheet, from: root, style: .pageSheet)
        // `.always` adds the whole safe area (MODEL.md §2.6): the sheet's bottom 34.
        let adjusted = SafeAreaInsets(top: 0, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(try tree.adjustedContentInset(scroll), adjusted)
        XCTAssertEqual(change(tree, scroll, .adjustedContentInset)?.after, Quad(adjusted))
        try tree.dismissTransition(sheet)
        // Out of the window a scroll view has no safe area to add: its content inset, zero.
        XCTAssertEqual(try tree.adjustedContentInset(scroll), .zero)
        XCTAssertEqual(change(tree, scroll, .adjustedContentInset)?.after, Quad(0, 0, 0, 0))
        // Plain dismiss agrees.
        try tree.present(sheet, from: root, style: .pageSheet)
        XCTAssertEqual(try tree.adjustedContentInset(scroll), adjusted)
        try tree.dismiss(sheet)
        XCTAssertEqual(try tree.adjustedContentInset(scroll), .zero)
    }

    func testViewsStoredOutOfOrderAreListedParentsFirst() throws {
        var (tree, root, sheet, footer) = try scene()
        // A view made before its superview: memory order no longer puts parents first.
        let inner = try tree.makeView(frame: Rect(x: 0, y: 50, width: 393, height: 50), isScroll: false)
        let box = try tree.makeView(frame: Rect(x: 0, y: 693, width: 393, height: 100), isScroll: false)
        try tree.addSubview(box, to: try tree.controllerView(sheet))
        try tree.addSubview(inner, to: box)
        try tree.presentTransition(sheet, from: root, style: .pageSheet)
        let order = tree.lastTransition.map(\.node)
        let boxIndex = order.firstIndex(of: box) ?? -1
        let innerIndex = order.firstIndex(of: inner) ?? -1
        XCTAssertLessThan(boxIndex, innerIndex)
        XCTAssertNotNil(order.firstIndex(of: footer))
        XCTAssertEqual(change(tree, inner, .safeAreaInsets)?.after, Quad(0, 0, 34, 0))  // at the bottom of the box
    }
}
