import XCTest

@testable import SafeAreaEngine

/// The window environment (MODEL.md §2.1): what a window resolves once from its device, OS
/// and orientation, and what the tree, scenes, audits and pictures read.
final class WindowEnvironmentTests: XCTestCase {
    private func window(_ name: String, _ orientation: Orientation = .portrait, _ version: String? = nil)
        throws -> WindowEnvironment
    {
        try WindowEnvironment(
            device: try device(name), orientation: orientation, version: try version.map { try OSVersion.parse($0) },
            statusBarHidden: false)
    }

    /// UIKit's size classes (Apple, HIG "Layout", device size classes): iPhones compact wide and
    /// compact high in landscape, the 414-pt and wider ones regular wide there; iPads regular.
    func testSizeClasses() throws {
        let phone = try window("iPhone 16", .portrait, "26.1")
        XCTAssertEqual(phone.horizontalSizeClass, .compact)
        XCTAssertEqual(phone.verticalSizeClass, .regular)
        let landscape = try window("iPhone 16", .landscapeLeft, "26.1")
        XCTAssertEqual(landscape.horizontalSizeClass, .compact)
        XCTAssertEqual(landscape.verticalSizeClass, .compact)
        XCTAssertEqual(try window("iPhone 16 Plus", .landscapeLeft, "26.1").horizontalSizeClass, .regular)
        let pad = try window("iPad (A16)", .landscapeLeft, "26.1")
        XCTAssertEqual(pad.horizontalSizeClass, .regular)
        XCTAssertEqual(pad.verticalSizeClass, .regular)
    }

    /// The window fills the oriented screen; its insets are the device's (MODEL.md §2.1); the
    /// status bar hides at compact height on iPhones (MODEL.md §1).
    func testFrameInsetsAndStatusBar() throws {
        let w = try window("iPhone 16", .landscapeLeft, "26.1")
        XCTAssertEqual(w.frame, Rect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(w.insets, SafeAreaInsets(top: 0, left: 59, bottom: 20, right: 59))
        XCTAssertFalse(w.statusBarAppears)
        XCTAssertTrue(try window("iPhone 16", .portrait, "26.1").statusBarAppears)
        XCTAssertEqual(w.osName, "iOS")
        XCTAssertEqual(w.osVersion, OSVersion(major: 26, minor: 1))
    }

    /// MODEL.md §2.7: system minimum margins 16 on narrow iPhones, 20 from 414 pt and on iPads.
    func testSystemMinimumMargins() throws {
        let phone = try window("iPhone 16", .portrait, "26.1").systemMinimumMargins
        XCTAssertEqual(phone.horizontal(width: 393), 16)
        XCTAssertEqual(phone.horizontal(width: 414), 20)
        XCTAssertEqual(try window("iPad (A16)", .portrait, "26.1").systemMinimumMargins.horizontal(width: 320), 20)
    }

    /// The bars by OS line (data/containers.json): iOS 11-18 as MODEL.md §2.5 had them, iOS 26
    /// as the 26.1 probes measured them, iOS 27 carried from 26.1 (derived).
    func testBarsByOSLine() throws {
        let old = try window("iPhone 14", .portrait, "18.0").bars
        XCTAssertEqual(old.navigationBar.height, 44)
        XCTAssertEqual(old.navigationBar.originFloor, 0)
        XCTAssertEqual(old.tabBar.height, 49)
        XCTAssertEqual(old.tabBar.placement, .aboveBottomInset)
        XCTAssertEqual(old.navigationBar.provenance.kind, .documented)
        XCTAssertEqual(try window("iPhone 14", .landscapeLeft, "18.0").bars.navigationBar.height, 32)
        XCTAssertEqual(try window("iPad (10th generation)", .portrait, "17.0").bars.navigationBar.height, 50)

        let new = try window("iPhone 16", .portrait, "26.1").bars
        XCTAssertEqual(new.navigationBar.height, 54)
        XCTAssertEqual(new.navigationBar.originFloor, 10)
        XCTAssertEqual(new.toolbar.height, 86)
        XCTAssertTrue(new.toolbar.needsItems)
        XCTAssertEqual(new.tabBar.placement, .bottomBand)
        XCTAssertEqual(new.navigationBar.provenance.kind, .measured)
        XCTAssertTrue(new.navigationBar.provenance.source.contains("02a077331e71e8ab070f4a14ee7e1bfcf056fdd8"))
        XCTAssertTrue(new.toolbar.provenance.source.contains("d61cd2daeab4912b8b7715820abc033a3e70dcd3"))
        XCTAssertEqual(try window("iPhone 16", .landscapeLeft, "26.1").bars.navigationBar.originFloor, 24)
        XCTAssertEqual(try window("iPad (A16)", .portrait, "26.1").bars.tabBar.placement, .topEdge)

        let carried = try window("iPhone 16", .portrait, "27.0").bars
        XCTAssertEqual(carried.navigationBar.height, 54)
        XCTAssertEqual(carried.navigationBar.provenance.kind, .derived)
        XCTAssertTrue(carried.navigationBar.provenance.basis.contains("no public probe has measured bars on iOS 27"))
        // iPadOS 18's floating tab bar: derived from a decompiled iOS 18.2 UIKitCore (uikitcore_18_2_decompile),
        // a plain child's 50 given, the bar's own height not.
        let floating = try window("iPad (A16)", .portrait, "18.3").bars.tabBar
        XCTAssertNil(floating.unmeasured)
        XCTAssertNotNil(floating.heightUnmeasured)
        XCTAssertEqual(floating.plainChildInset, 50)
        XCTAssertEqual(floating.provenance.kind, .derived)
    }

    /// A row measured at one bottom inset is derived at another (the compact tab bar band was
    /// measured on the iPhone SE, bottom 0; the iPhone 16 in landscape has 20).
    func testARowMeasuredAtOneInsetIsDerivedAtAnother() throws {
        XCTAssertEqual(
            try window("iPhone SE (3rd generation)", .landscapeLeft, "26.1").bars.tabBar.provenance.kind, .measured)
        let phone = try window("iPhone 16", .landscapeLeft, "26.1").bars.tabBar.provenance
        XCTAssertEqual(phone.kind, .derived)
        XCTAssertTrue(phone.basis.contains("measured only with a bottom inset of 0, carried here to 20"), phone.basis)
    }

    /// The tree reads the window, and explain's JSON carries each bar's source as a value.
    func testExplainCarriesTheBarsSources() throws {
        var tree = try SafeAreaTree(
            device: try device("iPhone 16"), orientation: .portrait, osVersion: OSVersion(major: 26, minor: 1),
            statusBarHidden: false, policy: .freeze)
        let content = try tree.makeController(kind: .plain)
        let nav = try tree.makeController(kind: .navigation)
        try tree.setContainerChildren(nav, [content])
        try tree.setRoot(nav)
        let view = try tree.controllerView(content)
        XCTAssertEqual(try tree.safeAreaInsets(view).top, 113)
        let steps = try tree.explain(view, edge: .top)
        let child = try XCTUnwrap(steps.last)
        XCTAssertTrue(child.text.contains("navigation bar 54"), child.text)
        XCTAssertEqual(child.sources.map(\.kind), [.measured])
        XCTAssertTrue(child.sources[0].source.hasPrefix("Vercantez/openuikit"), child.sources[0].source)
        XCTAssertEqual(steps.first?.sources.first, tree.window.provenance)
        let json = try tree.explainJSON(view, edge: .top)
        XCTAssertTrue(
            json.contains("\"sources\": [{\"provenance\": \"measured\", \"source\": \"Vercantez/openuikit"), json)
    }

    /// One spelling of placements in every layer: a list (an audit's windows) takes a tile's two sides
    /// for `half`; one window takes its leading side (MODEL.md §19's choice) and refuses `all`.
    func testPlacementNames() throws {
        XCTAssertEqual(WindowPlacement.placements(named: "Half"), [.halfLeading, .halfTrailing])
        XCTAssertEqual(WindowPlacement.placements(named: "two-thirds"), [.twoThirdsLeading, .twoThirdsTrailing])
        XCTAssertEqual(WindowPlacement.placements(named: "slide-over"), [.slideOver])
        XCTAssertEqual(WindowPlacement.placements(named: "all"), WindowPlacement.allCases)
        XCTAssertNil(WindowPlacement.placements(named: "quarter"))
        for (name, placement) in [
            ("half", WindowPlacement.halfLeading), ("THIRD", .thirdLeading), ("two_thirds", .twoThirdsLeading),
            ("half-trailing", .halfTrailing), ("full", .full), ("floating", .floating),
        ] {
            XCTAssertEqual(try WindowPlacement.single(named: name, field: "placement"), placement, name)
        }
        for name in ["all", "quarter", ""] {
            XCTAssertThrowsError(try WindowPlacement.single(named: name, field: "window.placement")) { error in
                XCTAssertEqual(
                    (error as? SafeAreaError)?.message,
                    "window.placement: '\(name)' is not a window placement: use full, half_leading, half_trailing, "
                        + "third_leading, third_trailing, two_thirds_leading, two_thirds_trailing, slide_over, floating, "
                        + "or half, third or two_thirds for a tile's leading side")
            }
        }
        // A picture's one window: `half` is the leading half; a list of two is refused.
        XCTAssertEqual(try AuditSelection.window(" half ", controls: .minimal).placement, .halfLeading)
        XCTAssertEqual(try AuditSelection.window("half", controls: .minimal).controls, .minimal)
        XCTAssertThrowsError(try AuditSelection.window("full, half_trailing")) { error in
            XCTAssertEqual(
                (error as? SafeAreaError)?.message, "window: 'full, half_trailing' names 2 windows; a picture shows one"
            )
        }
    }
}
