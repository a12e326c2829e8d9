import XCTest

@testable import SafeAreaEngine

/// iPadOS 18's floating tab bar (MODEL.md §17, §16 item 36), from a decompiled iOS 18.2 UIKitCore
/// (`uikitcore_18_2_decompile`: EthanArbuckle/iPhone17-1_18.2_22C152_Restore at
/// f2374d1a3ed838584b9966f98b2531c70202701b, System/Library/PrivateFrameworks/UIKitCore.framework/):
/// `_UITabContainerView.m` `-edgeInsetsForChildViewController:` gives a child that does not overlay the
/// tab bar a top of `_floatingTabBarFittingHeight` (50) and a bottom of 0; `-_floatingTabBarTopOffset` is 4;
/// `-canShowFloatingUI` holds at a regular horizontal size class only; `_UITabBarControllerVisualStyle_Pad.m`
/// hosts the tab bar in a navigation controller's navigation bar. The iPad Pro 11-inch (M4)'s 18.x window
/// is measured 24/0/25/0 (flutter_device_preview_18).
final class FloatingTabBar18Tests: XCTestCase {
    private let ipad = "iPad Pro 11-inch (M4)"

    private func profile(_ name: String) throws -> DeviceProfile {
        let catalog = DeviceCatalog.builtin
        return catalog.profiles[try catalog.find(name)]
    }

    private func tree(_ name: String, _ orientation: Orientation = .portrait, os: String) throws -> SafeAreaTree {
        try SafeAreaTree(
            device: try profile(name), orientation: orientation, osVersion: try OSVersion.parse(os),
            statusBarHidden: false, policy: .freeze)
    }

    /// A tab bar controller over `child` (a plain controller, or a navigation controller over a plain one):
    /// the tree and the innermost plain controller's view.
    private func tabs(_ name: String, _ orientation: Orientation = .portrait, navigation: Bool) throws
        -> (SafeAreaTree, NodeHandle)
    {
        var t = try tree(name, orientation, os: "18.0")
        let content = try t.makeController(kind: .plain, view: nil)
        var child = content
        if navigation {
            child = try t.makeController(kind: .navigation, view: nil)
            try t.setContainerChildren(child, [content])
        }
        let tabs = try t.makeController(kind: .tabBar, view: nil)
        try t.setContainerChildren(tabs, [child])
        try t.setRoot(tabs)
        return (t, try t.controllerView(content))
    }

    func testAPlainChildReadsTheTopInsetPlus50AndTheWindowsBottom() throws {
        for orientation in [Orientation.portrait, .landscapeLeft] {
            var (t, view) = try tabs(ipad, orientation, navigation: false)
            // 24 + 50 = 74; the bottom is the window's 25 (the tab container adds 0 there).
            XCTAssertEqual(try t.safeAreaInsets(view), SafeAreaInsets(top: 74, left: 0, bottom: 25, right: 0))
        }
    }

    func testANavigationChildReadsItsNavigationBarAlone() throws {
        var (t, view) = try tabs(ipad, navigation: true)
        // The tab bar hosted in the navigation bar's row; the iPad navigation bar is 50 (MODEL.md §2.5): 24 + 50.
        XCTAssertEqual(try t.safeAreaInsets(view), SafeAreaInsets(top: 74, left: 0, bottom: 25, right: 0))
    }

    func testStrictRefusesBothAsDerived() throws {
        for navigation in [false, true] {
            var (t, view) = try tabs(ipad, navigation: navigation)
            t.setStrict(true)
            XCTAssertThrowsError(try t.safeAreaInsets(view)) { error in
                let text = "\(error)"
                XCTAssertTrue(text.contains("tab bar (\(navigation ? 0 : 50) pt on iPadOS 18.0) is derived"), text)
                XCTAssertTrue(text.contains("decompiled iOS 18.2 UIKitCore"), text)
            }
        }
    }

    func testTheBarSits4BelowTheTopInsetItsHeightUnmeasured() throws {
        let bars = try WindowEnvironment(
            device: try profile(ipad), orientation: .portrait,
            version: try OSVersion.parse("18.0"), statusBarHidden: false
        ).bars
        let bar = bars.tabBar
        XCTAssertNil(bar.unmeasured)
        XCTAssertNotNil(bar.heightUnmeasured)
        XCTAssertEqual(bar.placement, .topEdge)
        XCTAssertEqual(bar.provenance.kind, .derived)
        XCTAssertTrue(bar.provenance.source.contains("f2374d1a3ed838584b9966f98b2531c70202701b"))
        let inset = SafeAreaInsets(top: 24, left: 0, bottom: 25, right: 0)
        XCTAssertEqual(bar.originY(containerHeight: 1210, inset: inset, shownHeight: 0), 28)
        XCTAssertEqual(bar.amount(inset: inset), 50)
        XCTAssertEqual(bar.amount(inset: inset, navigationChild: true), 0)
        // Not drawn: no source gives its height.
        var (t, _) = try tabs(ipad, navigation: false)
        XCTAssertEqual(t.barFrames(), [])
    }

    func testCompactWidthKeepsTheClassicBottomBar() throws {
        // -canShowFloatingUI is false at a compact horizontal size class: the classic UITabBar, 50 above the
        // bottom inset as on iPadOS 12-17 (MODEL.md §2.5), carried: derived.
        let bars = ContainerMetrics.resolve(
            idiom: .pad, verticalSizeClass: .regular, horizontalSizeClass: .compact,
            version: try OSVersion.parse("18.0"),
            bottomInset: 25)
        XCTAssertEqual(bars.tabBar.placement, .aboveBottomInset)
        XCTAssertEqual(bars.tabBar.height, 50)
        XCTAssertNil(bars.tabBar.heightUnmeasured)
        XCTAssertEqual(bars.tabBar.provenance.kind, .derived)
        let regular = ContainerMetrics.resolve(
            idiom: .pad, verticalSizeClass: .regular, horizontalSizeClass: .regular,
            version: try OSVersion.parse("18.0"),
            bottomInset: 25)
        XCTAssertEqual(regular.tabBar.placement, .topEdge)
    }

    func testATableWithoutAHeightNeedsTheChildsInset() throws {
        let row = """
            {"schema_version": 2, "description": "x", "minimized_bars": {"unmeasured": "x", "keeps_safe_area":
            {"value": "27.0", "provenance": "documented", "source": "model_2_5"}}, "rows": [{"os_min": "18.0",
            "os_max": "18", "idiom": "pad", "bar": "tab_bar", "placement": "top_edge", "height_unmeasured": "x",
            "provenance": "derived", "source": "model_2_5", "basis": "x"}]}
            """
        XCTAssertThrowsError(try ContainerTable.decode(json: row)) { error in
            XCTAssertTrue("\(error)".contains("needs plain_child_inset and no height"), "\(error)")
        }
    }
}
