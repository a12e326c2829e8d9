import XCTest

@testable import SafeAreaEngine

/// Popovers from bar button items, popovers kept a popover on an iPhone, bars inside a popover
/// and the window's own safe area (MODEL.md §18, §19). Expected values typed from the readings:
/// Vercantez/openuikit uikit/Tools/oracle2/wordpressrowsprobe/ios-26.1-ipad-popover.json at
/// fe6e2c2d81fa70d4800eb7a5bfb46891999812fd (iPad (A16) 820 x 1180, iPadOS 26.1, window safeArea
/// [32,0,25,0], navBar [0,32,820,54], preferred 240 x 180: the right bar button's popover
/// [561,62,240,180], the left one's [19,62,240,180], permitted .down the same [561,62,240,180],
/// arrowDirection 0 in each); iamcgn/swiftui-web Fixtures/Goldens/uikit/popover/basic/frames.json
/// at 8999ccafffce1be32261ddfab7ea993ad57be96b (iPhone SE simulator, iOS 26.0, a 320 x 500
/// window: a popover kept a popover, preferred 240 x 120 from [110,300,100,44], [40,167,240,133]).
final class PopoverSourceTests: XCTestCase {
    /// A tree on `device` whose root is a navigation controller showing `content`.
    private func navigationTree(
        _ device: String = "iPad (A16)", os: String = "26.1", strict: Bool = false
    ) throws -> (SafeAreaTree, NodeHandle, NodeHandle) {
        let catalog = DeviceCatalog.builtin
        var tree = try SafeAreaTree(
            device: catalog.profiles[try catalog.find(device)], orientation: .portrait,
            osVersion: try OSVersion.parse(os), statusBarHidden: false, policy: .freeze)
        tree.strict = strict
        let nav = try tree.makeController(kind: .navigation)
        let content = try tree.makeController(kind: .plain)
        try tree.setContainerChildren(nav, [content])
        try tree.setRoot(nav)
        return (tree, nav, content)
    }

    private func barOptions(
        _ placement: BarButtonPlacement, index: Int = 0, arrows: PopoverArrowDirections = .any,
        size: (Double, Double)? = (240, 180)
    ) -> PresentationOptions {
        PresentationOptions(
            style: .popover, source: .barButton(placement, index: index), permittedArrowDirections: arrows,
            preferredContentSize: size)
    }

    private func invalid(_ argument: String, _ body: () throws -> Void, line: UInt = #line) {
        XCTAssertThrowsError(try body(), line: line) {
            guard case SafeAreaError.invalidArgument(let m) = $0 else { return XCTFail("\($0)", line: line) }
            XCTAssertTrue(m.hasPrefix(argument), m, line: line)
        }
    }

    func testBarButtonPopoversOnTheIPadA16() throws {
        var (tree, _, content) = try navigationTree()
        let pop = try tree.makeController(kind: .plain)
        // The probe's three cases: trailing (any, and .down only), leading; no arrow in each.
        let cases: [(BarButtonPlacement, PopoverArrowDirections, [Double])] = [
            (.navigationTrailing, .any, [561, 62, 240, 180]),
            (.navigationTrailing, .down, [561, 62, 240, 180]),
            (.navigationLeading, .any, [19, 62, 240, 180]),
        ]
        for (placement, arrows, frame) in cases {
            let r = try tree.present(pop, from: content, options: barOptions(placement, arrows: arrows))
            XCTAssertEqual(r.frame, rect(frame))
            XCTAssertEqual(r.layoutFrame, rect(frame))
            XCTAssertEqual(r.style, .popover)
            XCTAssertEqual(r.arrowDirection, [])
            // The frame is the probe's; the content's safe area is not recorded: derived.
            XCTAssertEqual(r.provenance.kind, .derived)
            XCTAssertTrue(r.provenance.source.contains("ios-26.1-ipad-popover.json at fe6e2c2d"))
            XCTAssertTrue(r.provenance.basis.contains("measured case"), r.provenance.basis)
            XCTAssertEqual(try tree.safeAreaInsets(try tree.controllerView(pop)), .zero)
            try tree.dismiss(pop)
        }
        // Another content size follows the measured rule (derived, not a probe case): 19 from the
        // trailing edge, 30 below the top inset 32.
        let r = try tree.present(pop, from: content, options: barOptions(.navigationTrailing, size: (300, 200)))
        XCTAssertEqual(r.frame, rect([820 - 19 - 300, 62, 300, 200]))
        XCTAssertFalse(r.provenance.basis.contains("measured case"), r.provenance.basis)
        try tree.dismiss(pop)
    }

    func testBarButtonPopoverRefusalsAndBadInput() throws {
        var (tree, nav, content) = try navigationTree()
        let pop = try tree.makeController(kind: .plain)
        unsupported("toolbar") {
            try tree.setNavigationBar(nav, toolbarHidden: false)
            try tree.setToolbarItems(content, count: 2)
            try tree.present(pop, from: content, options: barOptions(.toolbar))
        }
        unsupported("only the outermost item (index 0) was measured") {
            try tree.present(pop, from: content, options: barOptions(.navigationTrailing, index: 1))
        }
        invalid("source_bar_button_index") {
            try tree.present(pop, from: content, options: barOptions(.navigationTrailing, index: -1))
        }
        unsupported("give a preferred_content_size") {
            try tree.present(pop, from: content, options: barOptions(.navigationLeading, size: nil))
        }
        try tree.setNavigationBar(nav, hidden: true)
        invalid("source: the navigation bar") {
            try tree.present(pop, from: content, options: barOptions(.navigationLeading))
        }
        XCTAssertNil(try tree.presentation(of: pop))
        // A presenter in no navigation controller.
        let catalog = DeviceCatalog.builtin
        var plain = try SafeAreaTree(
            device: catalog.profiles[try catalog.find("iPad (A16)")], orientation: .portrait,
            osVersion: try OSVersion.parse("26.1"), statusBarHidden: false, policy: .freeze)
        let root = try plain.makeController(kind: .plain)
        try plain.setRoot(root)
        let p2 = try plain.makeController(kind: .plain)
        invalid("source: a bar button item (navigation_trailing) needs its presenter in a navigation controller") {
            try plain.present(p2, from: root, options: barOptions(.navigationTrailing))
        }
    }

    func testBarButtonPopoverOnAnIPhoneAdaptsToTheSheet() throws {
        // openuikit's iPhone 16 probe: every popover adapts to the sheet [0, 59, 393, 793] whatever its source
        // (uikit/Tools/oracle2/wordpressrowsprobe/README.md at d8dca8adc9ce50db786d0df95aa98d790ea3e079).
        var (tree, _, content) = try navigationTree("iPhone 16")
        let pop = try tree.makeController(kind: .plain)
        let r = try tree.present(pop, from: content, options: barOptions(.navigationTrailing))
        XCTAssertEqual(r.style, .pageSheet)
        XCTAssertEqual(r.frame, rect([0, 59, 393, 793]))
    }

    func testPopoverKeptAPopoverOnAnIPhone() throws {
        // swiftui-web's window (320 x 500, no insets) is not a catalog window: the phone row's
        // rule is checked on metrics built for it.
        let metrics = PresentationMetrics(
            idiom: .phone, verticalSizeClass: .regular, version: try OSVersion.parse("26.0"), osName: "iOS",
            frame: rect([0, 0, 320, 500]), insets: .zero, provenance: Provenance(kind: .measured, source: "sww"),
            pixelScale: 2, windowName: "a 320 x 500 window")
        var o = PresentationOptions(
            style: .popover, source: .rect(rect([110, 300, 100, 44])), preferredContentSize: (240, 120))
        o.keepsPopoverInCompact = true
        let kept = try metrics.resolve(o, sourceInWindow: rect([110, 300, 100, 44]), overSheet: false)
        XCTAssertEqual(kept.frame, rect([40, 167, 240, 133]))
        XCTAssertEqual(kept.arrowDirection, .down)
        XCTAssertEqual(kept.style, .popover)
        XCTAssertEqual(kept.provenance.kind, .derived)
        XCTAssertTrue(kept.provenance.source.contains("uikit/popover/basic/frames.json at 8999ccaf"))
        // Without the option it adapts: the page sheet (swiftui-web's uikit/popover/adapted, the same window).
        o.keepsPopoverInCompact = false
        XCTAssertEqual(
            try metrics.resolve(o, sourceInWindow: rect([110, 300, 100, 44]), overSheet: false).style, .pageSheet)

        // In a tree on an iPhone 16 (derived: no probe ran there); strict refuses reads inside it.
        var (tree, _, content) = try navigationTree("iPhone 16")
        let pop = try tree.makeController(kind: .plain)
        let anchor = try tree.makeView(frame: rect([100, 400, 60, 40]), isScroll: false)
        try tree.addSubview(anchor, to: try tree.controllerView(content))
        var keep = PresentationOptions(style: .popover, source: .view(anchor, nil), preferredContentSize: (240, 120))
        keep.keepsPopoverInCompact = true
        let r = try tree.present(pop, from: content, options: keep)
        // Centred on the source (x 130 - 120 = 10 is within 19 of the side: slid to 19), the card above it.
        XCTAssertEqual(r.frame, rect([19, 400 - 133, 240, 133]))
        XCTAssertEqual(r.arrowDirection, .down)
        XCTAssertEqual(
            try tree.safeAreaInsets(try tree.controllerView(pop)), SafeAreaInsets(top: 0, left: 0, bottom: 13, right: 0)
        )
        try tree.dismiss(pop)
        // No source: UIKit throws when the popover does not adapt.
        var noSource = PresentationOptions(style: .popover, preferredContentSize: (240, 120))
        noSource.keepsPopoverInCompact = true
        invalid("source") { try tree.present(pop, from: content, options: noSource) }
        // A bar button item's popover kept a popover on an iPhone: unmeasured.
        var bar = barOptions(.navigationTrailing)
        bar.keepsPopoverInCompact = true
        unsupported("only on an iPad") { try tree.present(pop, from: content, options: bar) }
    }

    func testPopoverKeptAtCompactHeightIsRefused() throws {
        let catalog = DeviceCatalog.builtin
        var tree = try SafeAreaTree(
            device: catalog.profiles[try catalog.find("iPhone 16")], orientation: .landscapeLeft,
            osVersion: try OSVersion.parse("26.1"), statusBarHidden: false, policy: .freeze)
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        let pop = try tree.makeController(kind: .plain)
        var o = PresentationOptions(
            style: .popover, source: .rect(rect([100, 100, 40, 40])), preferredContentSize: (200, 100))
        o.keepsPopoverInCompact = true
        unsupported("keeps_popover_in_compact") { try tree.present(pop, from: root, options: o) }
    }

    func testBarsInsideAPopoverAreRefused() throws {
        // A navigation controller in an iPad popover: the 10-pt floor is measured in full windows
        // only and the reading of a bar at the card's top was not found (MODEL.md §16).
        var (tree, _, content) = try navigationTree()
        let nav = try tree.makeController(kind: .navigation)
        let inner = try tree.makeController(kind: .plain)
        try tree.setContainerChildren(nav, [inner])
        _ = try tree.present(nav, from: content, options: barOptions(.navigationTrailing))
        unsupported("inside a popover") { _ = try tree.safeAreaInsets(try tree.controllerView(inner)) }
        XCTAssertFalse(tree.barFrames().contains { $0.frame.y > 62 })
        // Adapted to a sheet on an iPhone, the bars are a sheet's, refused as in any sheet (MODEL.md §18).
        var (phone, _, phoneContent) = try navigationTree("iPhone 16")
        let nav2 = try phone.makeController(kind: .navigation)
        let inner2 = try phone.makeController(kind: .plain)
        try phone.setContainerChildren(nav2, [inner2])
        _ = try phone.present(nav2, from: phoneContent, options: barOptions(.navigationTrailing))
        unsupported("inside a sheet") { _ = try phone.safeAreaInsets(try phone.controllerView(inner2)) }
    }

    func testTheWindowsOwnSafeArea() throws {
        let catalog = DeviceCatalog.builtin
        // The iPhone 16's window insets (59, 0, 34, 0): openuikit's iPhone 16 probe at 26.1 (the
        // detent probe's window, data/presentations.json).
        var tree = try SafeAreaTree(
            device: catalog.profiles[try catalog.find("iPhone 16")], orientation: .portrait,
            osVersion: try OSVersion.parse("26.1"), statusBarHidden: false, policy: .freeze)
        let bare = try tree.windowSafeArea()
        XCTAssertEqual(bare.insets, SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(bare.provenance.kind, .derived)
        XCTAssertTrue(bare.provenance.source.contains("UIView.safeAreaInsets"))
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        let rooted = try tree.windowSafeArea()
        XCTAssertEqual(rooted.insets, bare.insets)
        XCTAssertEqual(rooted.provenance, tree.window.provenance)
        var strict = try SafeAreaTree(
            device: catalog.profiles[try catalog.find("iPhone 16")], orientation: .portrait,
            osVersion: try OSVersion.parse("26.1"), statusBarHidden: false, policy: .freeze)
        strict.strict = true
        XCTAssertThrowsError(try strict.windowSafeArea()) {
            guard case SafeAreaError.invalidOSVersion = $0 else { return XCTFail("\($0)") }
        }
    }
}
