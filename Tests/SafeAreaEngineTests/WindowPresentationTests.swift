import XCTest

@testable import SafeAreaEngine

/// Presentations in iPad app windows (MODEL.md §18, §19), and the window rules beside them (compact
/// width, minimum height, strict reserved regions, frames, corners). Expected values are typed from the sources the rules cite:
/// Apple's UIModalPresentationStyle (.popover "behaves the same as formSheet" in a compact
/// environment; .formSheet and .pageSheet display "as a sheet" at compact width), openuikit's
/// iPad (A16) probes (the page sheet `[0, t + 10, W, H − t − 10]`; a popover from a view
/// `[100, 300, 60, 40]` with preferred 240 × 180 at `[160, 230, 253, 180]`, arrow left, in
/// uikit/Tools/oracle2/wordpressrowsprobe/README.md at d8dca8adc9ce50db786d0df95aa98d790ea3e079),
/// Multiplex's pill (y 21–43 unified; a window's own top 10 unified, 32 minimal) and OpenZCine's
/// 9.5-pt corner adaptation.
final class WindowPresentationTests: XCTestCase {
    private func tree(_ device: String, os: String, statusBarHidden: Bool = false, window: WindowRequest? = nil)
        throws -> (SafeAreaTree, NodeHandle)
    {
        let catalog = DeviceCatalog.builtin
        var tree = try SafeAreaTree(
            device: catalog.profiles[try catalog.find(device)], orientation: .portrait,
            osVersion: try OSVersion.parse(os), statusBarHidden: statusBarHidden, policy: .freeze, window: window)
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        return (tree, root)
    }

    private func unsupported(
        _ needle: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void
    ) {
        do {
            try body()
            XCTFail("expected UNSUPPORTED naming \(needle)", file: file, line: line)
        } catch {
            guard case .unsupported(let message)? = error as? SafeAreaError else {
                return XCTFail("expected UNSUPPORTED, got \(error)", file: file, line: line)
            }
            XCTAssertTrue(message.contains(needle), message, file: file, line: line)
        }
    }

    private func invalid(
        _ needle: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void
    ) {
        do {
            try body()
            XCTFail("expected INVALID_ARGUMENT naming \(needle)", file: file, line: line)
        } catch {
            guard case .invalidArgument(let message)? = error as? SafeAreaError else {
                return XCTFail("expected INVALID_ARGUMENT, got \(error)", file: file, line: line)
            }
            XCTAssertTrue(message.contains(needle), message, file: file, line: line)
        }
    }

    /// A compact-width window (floating 375 wide) adapts sheets and popovers; the adapted sheet
    /// is unmeasured on an iPad, so refused, naming the adaptation; full screen still fills it.
    func testCompactWidthWindowAdapts() throws {
        let floating = WindowRequest(placement: .floating, frame: Rect(x: 100, y: 100, width: 375, height: 600))
        var (tree, root) = try tree("iPad Pro 11-inch (M4)", os: "26.1", window: floating)
        XCTAssertEqual(tree.window.horizontalSizeClass, .compact)
        let sheet = try tree.makeController(kind: .plain)
        var popover = PresentationOptions(style: .popover)
        popover.source = .rect(Rect(x: 20, y: 200, width: 40, height: 40))
        popover.preferredContentSize = (200, 200)
        unsupported("behaves the same as formSheet") { try tree.present(sheet, from: root, options: popover) }
        for style in [PresentationStyle.pageSheet, .formSheet, .automatic] {
            unsupported("no source measured an iPad sheet at compact width") {
                try tree.present(sheet, from: root, style: style)
            }
        }
        let full = try tree.present(sheet, from: root, style: .fullScreen)
        XCTAssertEqual(full.frame, Rect(x: 0, y: 0, width: 375, height: 600))
    }

    /// setWindow and setOrientation refuse a window a presentation cannot follow; the tree is unchanged.
    func testWindowChangesThePresentationsCannotFollow() throws {
        var (tree, root) = try tree("iPad Pro 11-inch (M4)", os: "26.1")
        let sheet = try tree.makeController(kind: .plain)
        let r = try tree.present(sheet, from: root, style: .pageSheet)
        let top = tree.window.insets.top
        XCTAssertEqual(r.frame.y, top + 10)  // the page sheet's top, t + 10 (iPad (A16), measured)
        unsupported("compact") { try tree.setWindow(WindowRequest(placement: .halfLeading)) }
        XCTAssertNil(tree.windowRequest)
        XCTAssertEqual(tree.window.frame.width, 834)
        XCTAssertEqual(try tree.presentation(of: sheet)?.frame.width, 834)
        // A page sheet in landscape floats as a card of the unread readable width: the rotation is refused.
        unsupported("readable width plus margins") { try tree.setOrientation(.landscapeLeft) }
        XCTAssertEqual(tree.orientation, .portrait)
        XCTAssertEqual(try tree.presentation(of: sheet), r)
        // A form sheet follows the rotation (MODEL.md §18, derived): 580 x 650 by the portrait rule in the
        // 1210 x 834 window: x = (1210 - 580)/2 = 315, y = (834 - 650 - 10)/2 = 87.
        try tree.dismiss(sheet)
        _ = try tree.present(sheet, from: root, style: .formSheet)
        try tree.setOrientation(.landscapeLeft)
        XCTAssertEqual(try tree.presentation(of: sheet)?.frame, Rect(x: 315, y: 87, width: 580, height: 650))
    }

    /// A popover follows its source view through the layout pass; when the source leaves the
    /// window the presentation is refused with UNSUPPORTED naming that.
    func testPopoverFollowsItsSource() throws {
        var (tree, root) = try tree("iPad (A16)", os: "26.1")
        let rootView = try tree.controllerView(root)
        let source = try tree.makeView(frame: Rect(x: 500, y: 800, width: 60, height: 40), isScroll: false)
        try tree.addSubview(source, to: rootView)
        let popover = try tree.makeController(kind: .plain)
        var o = PresentationOptions(style: .popover)
        o.source = .view(source, nil)
        o.preferredContentSize = (240, 180)
        try tree.present(popover, from: root, options: o)
        try tree.setFrame(source, Rect(x: 100, y: 300, width: 60, height: 40))
        tree.layout()
        let moved = try XCTUnwrap(try tree.presentation(of: popover))
        XCTAssertEqual(moved.frame, Rect(x: 160, y: 230, width: 253, height: 180))
        XCTAssertEqual(moved.arrowDirection, .left)
        try tree.removeFromSuperview(source)
        try tree.destroyView(source)
        tree.layout()
        unsupported("source view left the window") { _ = try tree.presentation(of: popover) }
        let content = try tree.controllerView(popover)
        unsupported("source view left the window") { _ = try tree.safeAreaInsets(content) }
        try tree.dismiss(popover)
    }

    /// A floating window is at least as tall as its own insets and its controls' rectangle
    /// (43 under unified, the pill's bottom; 32 under minimal, its own top); a sheet the window
    /// leaves no height is refused.
    func testFloatingMinimumHeight() throws {
        var (tree, root) = try tree("iPad Pro 13-inch (M4)", os: "26.1")
        invalid("window.frame") {
            try tree.setWindow(
                WindowRequest(
                    placement: .floating, frame: Rect(x: 100, y: 100, width: 375, height: 5), controls: .unified))
        }
        try tree.setWindow(
            WindowRequest(placement: .floating, frame: Rect(x: 100, y: 100, width: 375, height: 43), controls: .unified)
        )
        invalid("32") {
            try tree.setWindow(
                WindowRequest(
                    placement: .floating, frame: Rect(x: 0, y: 100, width: 900, height: 31), controls: .minimal))
        }
        try tree.setWindow(
            WindowRequest(placement: .floating, frame: Rect(x: 0, y: 100, width: 900, height: 32), controls: .minimal))
        let sheet = try tree.makeController(kind: .plain)
        unsupported("no height") { try tree.present(sheet, from: root, style: .pageSheet) }
    }

    /// OpenZCine: a UIRequiresFullScreen window with the status bar hidden, "corner adaptation
    /// 9.5pt display-corner only": the safe area adapted horizontally moves 9.5 in at the top corners.
    func testRequiresFullScreenCornerAdaptation() throws {
        var (tree, root) = try tree(
            "iPad Pro 11-inch (M4)", os: "26.2", statusBarHidden: true,
            window: WindowRequest(compatibility: .requiresFullScreen))
        let view = try tree.controllerView(root)
        let frame = try tree.cornerAdaptedFrame(view, region: .safeArea, axis: .horizontal)
        XCTAssertEqual(frame.x, 9.5)
        XCTAssertEqual(frame.x + frame.width, 834 - 9.5)
        let obstacle = try XCTUnwrap(tree.window.cornerObstacles(of: tree.device).obstacles.first { $0.rect.minY == 0 })
        XCTAssertEqual(obstacle.provenance.kind, .derived)
        XCTAssertTrue(obstacle.provenance.source.contains("erik-sutton95/OpenZCine"))
        XCTAssertTrue(obstacle.provenance.basis.contains("names no region"))
    }
}
