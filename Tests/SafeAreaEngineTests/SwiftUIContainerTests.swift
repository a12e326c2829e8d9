import XCTest

@testable import SafeAreaEngine

/// SwiftUI's NavigationStack and TabView (MODEL.md §3, SwiftUI containers): the content reads the
/// bars of the window's platform rows, as the UIKit tree's child controller does. Expected values
/// are typed from the sources named beside them (data/containers.json lists each with its commit).
final class SwiftUIContainerTests: XCTestCase {
    private typealias Scene = SwiftUIScene

    private func layout(
        _ name: String, _ os: String?, orientation: Orientation = .portrait, statusBarHidden: Bool = false,
        strict: Bool = false, views: [Scene.View]
    ) throws(SafeAreaError) -> [String: Scene.Result] {
        let catalog = DeviceCatalog.builtin
        let s = try Scene(
            device: catalog.profiles[try catalog.find(name)], orientation: orientation,
            version: try os.map { (text) throws(SafeAreaError) -> OSVersion in try OSVersion.parse(text) },
            keyboardOverlap: 0, views: views, statusBarHidden: statusBarHidden, strict: strict)
        return Dictionary(uniqueKeysWithValues: try s.layout().map { ($0.id, $0) })
    }

    private func stack(
        _ mode: Scene.NavigationStack.TitleDisplayMode = .inline, items: Int = 0, searchable: Bool = false,
        minimization: BarMinimization = .none, id: String = "nav", reader: String = "reader"
    ) -> Scene.View {
        Scene.View(
            id: id, children: [Scene.View(id: reader)],
            container: .navigationStack(
                Scene.NavigationStack(
                    titleDisplayMode: mode, bottomToolbarItems: items, searchable: searchable,
                    barMinimization: minimization)))
    }

    private func tabs(_ tabs: [Scene.View], accessory: Bool = false, id: String = "tabs") -> Scene.View {
        Scene.View(id: id, children: tabs, container: .tabView(Scene.TabView(bottomAccessory: accessory)))
    }

    private func insets(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> SafeAreaInsets {
        SafeAreaInsets(top: t, left: l, bottom: b, right: r)
    }

    private func refusal(_ body: () throws(SafeAreaError) -> Void) -> SafeAreaError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    func testNavigationStackInlineOnIOS26() throws {
        // iPhone 16, iOS 26.1: rootSafeArea [113, 0, 34, 0] (Vercantez/openuikit
        // toolbarheightprobe/ios-26.1-iphone16.json @ d61cd2da, 59 + a 54-pt bar).
        let r = try layout("iPhone 16", "26.1", views: [stack()])
        XCTAssertEqual(r["reader"]?.proxySafeAreaInsets, insets(113, 0, 34, 0))
        XCTAssertEqual(r["reader"]?.frame, Rect(x: 0, y: 113, width: 393, height: 852 - 113 - 34))
        XCTAssertEqual(r["nav"]?.containerInsets, insets(54, 0, 0, 0))
        XCTAssertEqual(r["nav"]?.bars.map(\.kind), [.navigationBar])
        XCTAssertEqual(r["nav"]?.bars.first?.provenance.kind, .measured)
        // iPhone SE (3rd generation) without its status bar: the bar sits at its floor, y 10, and
        // ends at 64 (openuikit UINavigationController.swift @ 02a07733, Forms t200; iamcgn/swiftui-web
        // Docs/elements/iOS.md @ 170aa523: SwiftUI's NavigationStack inline bar, 64).
        let se = try layout("iPhone SE (3rd generation)", "26.1", statusBarHidden: true, views: [stack()])
        XCTAssertEqual(se["reader"]?.proxySafeAreaInsets, insets(64, 0, 0, 0))
        // With its 20-pt status bar: 74 (ios-26.1-se.json @ 1a4e1476, navBarFrame [0, 20, 375, 54]).
        let shown = try layout("iPhone SE (3rd generation)", "26.1", views: [stack()])
        XCTAssertEqual(shown["reader"]?.proxySafeAreaInsets.top, 74)
        // iPad (A16), iPadOS 26.1: 86 = 32 + 54 in both orientations (ios-26.1-ipad.json @ a5f2c3ec).
        for orientation in [Orientation.portrait, .landscapeLeft] {
            let pad = try layout("iPad (A16)", "26.1", orientation: orientation, views: [stack()])
            XCTAssertEqual(pad["reader"]?.proxySafeAreaInsets, insets(86, 0, 25, 0), "\(orientation)")
        }
        // Compact height: the bar at y 24, child [78, 59, 20, 59] (ios-26.1-iphone16.json landscape).
        let landscape = try layout("iPhone 16", "26.1", orientation: .landscapeLeft, views: [stack()])
        XCTAssertEqual(landscape["reader"]?.proxySafeAreaInsets, insets(78, 59, 20, 59))
    }

    func testLargeTitleAndToolbarOnIOS26() throws {
        // Expanded large title at a 0 inset: 116 = 10 + 54 + 52 (openuikit UINavigationBar.swift @ 050536696d).
        let se = try layout("iPhone SE (3rd generation)", "26.1", statusBarHidden: true, views: [stack(.large)])
        XCTAssertEqual(se["reader"]?.proxySafeAreaInsets.top, 116)
        // iPad (A16): 138 = 32 + 54 + 52 (UINavigationBar.swift @ b2f89411).
        let pad = try layout("iPad (A16)", "26.1", views: [stack(.large)])
        XCTAssertEqual(pad["reader"]?.proxySafeAreaInsets.top, 138)
        // A bottom toolbar with items: [113, 0, 86, 0]; without items no slot, [113, 0, 34, 0]
        // (ios-26.1-iphone16.json, default.items and default.noItems).
        let items = try layout("iPhone 16", "26.1", views: [stack(items: 2)])
        XCTAssertEqual(items["reader"]?.proxySafeAreaInsets, insets(113, 0, 86, 0))
        XCTAssertEqual(items["nav"]?.bars.map(\.kind), [.navigationBar, .toolbar])
        XCTAssertEqual(items["nav"]?.bars.last?.edge, .bottom)
        let none = try layout("iPhone 16", "26.1", views: [stack(items: 0)])
        XCTAssertEqual(none["reader"]?.proxySafeAreaInsets, insets(113, 0, 34, 0))
        // The SE with its status bar and items: [74, 0, 86, 0] (ios-26.1-se.json).
        let seItems = try layout("iPhone SE (3rd generation)", "26.1", views: [stack(items: 1)])
        XCTAssertEqual(seItems["reader"]?.proxySafeAreaInsets, insets(74, 0, 86, 0))
    }

    func testTabViewOnIOS26() throws {
        // The content is the window less 83 at the bottom on the SE (iamcgn/swiftui-web Docs/elements/iOS.md
        // @ 170aa523, SwiftUI TabView, iOS 26.0) and on the iPhone 16 (onejs/one tests/native-features/oracle
        // README.md @ 1b2859fe, SwiftUI TabView on iOS 26.4: footprint 852 - 769 = 83).
        let se = try layout("iPhone SE (3rd generation)", "26.1", views: [tabs([Scene.View(id: "reader")])])
        XCTAssertEqual(se["reader"]?.proxySafeAreaInsets, insets(20, 0, 83, 0))
        XCTAssertEqual(se["reader"]?.frame, Rect(x: 0, y: 20, width: 375, height: 667 - 20 - 83))
        let phone = try layout("iPhone 16", "26.1", views: [tabs([Scene.View(id: "reader")])])
        XCTAssertEqual(phone["reader"]?.proxySafeAreaInsets, insets(59, 0, 83, 0))
        // A NavigationStack tab: [113, 0, 83, 0] (openuikit scrolledgeeffectprobe/ios-26.1-iphone16.json @ ee922556).
        let both = try layout("iPhone 16", "26.1", views: [tabs([stack()])])
        XCTAssertEqual(both["reader"]?.proxySafeAreaInsets, insets(113, 0, 83, 0))
        // Only the selected tab is laid out.
        let two = try layout(
            "iPhone 16", "26.1",
            views: [
                Scene.View(
                    id: "tabs", children: [Scene.View(id: "first"), Scene.View(id: "second")],
                    container: .tabView(Scene.TabView(selected: 1)))
            ])
        XCTAssertNil(two["first"])
        XCTAssertEqual(two["second"]?.proxySafeAreaInsets.bottom, 83)
        // iPad (A16), iPadOS 26.1: the tab bar floats at the top, [0, 32, 820, 44]; a plain tab's content
        // starts at 96 = 32 + 44 + 20 and its bottom stays 25 (openuikit UITabBarController.swift @ 16654d51).
        let pad = try layout("iPad (A16)", "26.1", views: [tabs([Scene.View(id: "reader")])])
        XCTAssertEqual(pad["reader"]?.proxySafeAreaInsets, insets(96, 0, 25, 0))
        // A search field in a NavigationStack tab adds nothing at rest: [64, 0, 83, 0] on the SE without
        // its status bar (openuikit docs/agent_reports/conf-tabs.md @ 6f10879d, Tabs t200).
        let search = try layout(
            "iPhone SE (3rd generation)", "26.1", statusBarHidden: true, views: [tabs([stack(searchable: true)])])
        XCTAssertEqual(search["reader"]?.proxySafeAreaInsets, insets(64, 0, 83, 0))
    }

    func testBeforeIOS26() throws {
        // iOS 18: the navigation bar adds 44 to the top inset (MODEL.md §2.5): 59 + 44 on an iPhone 16.
        let r = try layout("iPhone 16", "18.0", views: [stack()])
        XCTAssertEqual(r["reader"]?.proxySafeAreaInsets, insets(59 + 44, 0, 34, 0))
        // The tab bar 49 above the 34-pt home indicator (MODEL.md §2.5).
        let t = try layout("iPhone 16", "18.0", views: [tabs([Scene.View(id: "reader")])])
        XCTAssertEqual(t["reader"]?.proxySafeAreaInsets.bottom, 34 + 49)
        // A large title adds 52 (MODEL.md §2.5).
        let large = try layout("iPhone 16", "18.0", views: [stack(.large)])
        XCTAssertEqual(large["reader"]?.proxySafeAreaInsets.top, 59 + 44 + 52)
    }

    func testTheBottomAccessoryTakesTheMeasured139() throws {
        // bartosz-skejcik/passkey-vault: a SwiftUI TabView with tabViewBottomAccessory, iOS 26.5 simulators: a tab's
        // GeometryProxy.safeAreaInsets.bottom is 139 on the iPhone 17 (ios/DOCK-RESEARCH.md at 8c2e75a4) and 139.0
        // on the iPhone 16 (ios/DOCK-PANEL-RESEARCH.md at d2dde67b); tops 62 and 59 are the devices'.
        for (device, top) in [("iPhone 17", 62.0), ("iPhone 16", 59.0)] {
            let result = try layout(
                device, "26.5", strict: true, views: [tabs([Scene.View(id: "reader")], accessory: true)])
            XCTAssertEqual(
                result["reader"]?.proxySafeAreaInsets, SafeAreaInsets(top: top, left: 0, bottom: 139, right: 0))
        }
        // Elsewhere the rule is derived (measured on those two phones only): strict refuses it.
        let derived = refusal { () throws(SafeAreaError) in
            _ = try layout(
                "iPhone 17 Pro", "26.5", strict: true, views: [tabs([Scene.View(id: "reader")], accessory: true)])
        }
        guard case .invalidOSVersion(let message)? = derived else { return XCTFail("\(String(describing: derived))") }
        XCTAssertTrue(message.contains("measured only on the iPhone 17 and the iPhone 16"), message)
    }

    func testUnmeasuredAndStrict() throws {
        // No source measured a search controller's band before 15, the bottom accessory on an iPad or
        // minimized bars: each is refused, naming what is unmeasured and the node.
        let cases: [(String, String, [Scene.View], String)] = [
            ("iPhone 8", "14.0", [stack(searchable: true)], "search field"),
            ("iPad (A16)", "26.1", [tabs([Scene.View(id: "reader")], accessory: true)], "bottom accessory"),
            ("iPhone 16", "26.1", [stack(minimization: .adjustsSafeArea)], "minimizes its bars"),
        ]
        for (device, os, views, what) in cases {
            let error = refusal { () throws(SafeAreaError) in _ = try layout(device, os, views: views) }
            guard case .unsupported(let message)? = error else {
                XCTFail("\(device) \(os) \(what): expected unsupported, got \(String(describing: error))")
                continue
            }
            XCTAssertTrue(message.contains(what), message)
            XCTAssertTrue(message.contains("(views[0])"), message)
            XCTAssertFalse(message.contains("controller #"), message)
        }
        // iOS 27's bar rows are carried from 26 (derived): a strict scene refuses them; a lax one answers.
        // The iPhone 17 Pro's own iOS 27 insets are measured (62, 0, 34, 0), so only the bar is refused.
        let lax = try layout("iPhone 17 Pro", "27.0", views: [stack()])
        XCTAssertEqual(lax["nav"]?.bars.first?.provenance.kind, .derived)
        XCTAssertEqual(lax["reader"]?.proxySafeAreaInsets.top, 62 + 54)
        let plain = try layout("iPhone 17 Pro", "27.0", strict: true, views: [Scene.View(id: "reader")])
        XCTAssertEqual(plain["reader"]?.proxySafeAreaInsets, insets(62, 0, 34, 0))
        let error = refusal { () throws(SafeAreaError) in
            _ = try layout("iPhone 17 Pro", "27.0", strict: true, views: [stack()])
        }
        guard case .invalidOSVersion(let message)? = error else {
            return XCTFail("expected a strict refusal, got \(String(describing: error))")
        }
        XCTAssertTrue(message.hasPrefix("strict: NavigationStack 'nav' (views[0])'s navigation bar"), message)
        // A strict scene refuses derived window insets too, containers or not (the iPhone 16 on 27).
        let window = refusal { () throws(SafeAreaError) in
            _ = try layout("iPhone 16", "27.0", strict: true, views: [Scene.View(id: "reader")])
        }
        XCTAssertEqual(window?.message.hasPrefix("strict: the window's safe area on iPhone 16"), true)
        // Strict on 26.5, the version flutter_device_preview measured the iPhone 16 on (MODEL.md §8),
        // answers the measured window and the 26 line's measured rows (MODEL.md §17).
        let measured = try layout("iPhone 16", "26.5", strict: true, views: [stack()])
        XCTAssertEqual(measured["reader"]?.proxySafeAreaInsets.top, 113)
    }

    func testATabViewOnIPadOS18() throws {
        // uikitcore_18_2_decompile (EthanArbuckle/iPhone17-1_18.2_22C152_Restore at f2374d1a, _UITabContainerView.m):
        // a plain tab gets the top inset + 50 (-_floatingTabBarFittingHeight) and a bottom of 0; the bar's own
        // height is its sizeThatFits:, no constant: nil. The iPad Pro 11-inch (M4)'s 18.x window is measured
        // 24/0/25/0 (flutter_device_preview_18), so strict refuses the bar alone.
        let lax = try layout("iPad Pro 11-inch (M4)", "18.0", views: [tabs([Scene.View(id: "reader")])])
        XCTAssertEqual(lax["reader"]?.proxySafeAreaInsets, insets(74, 0, 25, 0))
        let bar = try XCTUnwrap(lax["tabs"]?.bars.first)
        XCTAssertEqual(bar.kind, .tabBar)
        XCTAssertNil(bar.height)
        XCTAssertEqual(bar.amount, 50)
        XCTAssertEqual(bar.provenance.kind, .derived)
        let error = refusal { () throws(SafeAreaError) in
            _ = try layout("iPad Pro 11-inch (M4)", "18.0", strict: true, views: [tabs([Scene.View(id: "reader")])])
        }
        XCTAssertEqual(error?.message.contains("tab bar (50 pt on iPadOS 18.0) is derived"), true)
    }

    func testBadContainers() {
        let nested = tabs([
            Scene.View(
                id: "nav", children: [tabs([Scene.View(id: "reader")], id: "inner")],
                container: .navigationStack(Scene.NavigationStack()))
        ])
        let error = refusal { () throws(SafeAreaError) in _ = try layout("iPhone 16", "26.1", views: [nested]) }
        XCTAssertEqual(
            error?.message.hasPrefix(
                "TabView 'inner' (views[0].children[0].children[0]) inside NavigationStack 'nav' "
                    + "(views[0].children[0]) inside TabView 'tabs' (views[0]): "), true, error?.message ?? "no error")
        let negative = refusal { () throws(SafeAreaError) in
            _ = try layout("iPhone 16", "26.1", views: [stack(items: -1)])
        }
        XCTAssertEqual(
            negative?.message.hasPrefix("NavigationStack 'nav' (views[0]).toolbar_items: -1 is not a count"), true,
            negative?.message ?? "no error")
        let framed = refusal { () throws(SafeAreaError) in
            var view = stack()
            view.frame = Rect(x: 0, y: 0, width: 10, height: 10)
            _ = try layout("iPhone 16", "26.1", views: [view])
        }
        XCTAssertEqual(framed?.message.contains("fills its parent's safe area"), true)
    }

    func testJSON() throws {
        let scene = try Scene.decode(
            json: """
                {"device": "iPhone SE (3rd generation)", "os_version": "26.1", "status_bar_hidden": true,
                 "views": [{"id": "tabs", "tab_view": {}, "children": [
                   {"id": "nav", "navigation_stack": {"title_display_mode": "inline", "searchable": true},
                    "children": [{"id": "reader"}]}]}]}
                """)
        let text = try scene.layoutJSON()
        XCTAssertTrue(text.contains("\"id\": \"reader\", \"frame\": [0, 64, 375, 520]"), text)
        XCTAssertTrue(text.contains("\"container_insets\": [0, 0, 83, 0], \"bars\": [{\"bar\": \"tab_bar\""), text)
        for (bad, field) in [
            (
                #"{"navigation_stack": {"toolbar_items": -1}}"#,
                "navigation_stack.toolbar_items: -1 is outside 0...10000"
            ),
            (#"{"navigation_stack": {"toolbar_items": 1.5}}"#, "navigation_stack.toolbar_items: 1.5 is not a whole"),
            (#"{"navigation_stack": {"title_display_mode": "huge"}}"#, "title_display_mode: 'huge' is not inline"),
            (#"{"navigation_stack": {}, "tab_view": {}}"#, "a navigation_stack or a tab_view, not both"),
        ] {
            let json =
                #"{"device": "iPhone 16", "views": [{"id": "nav", "#
                + bad.dropFirst().dropLast() + "}]}"
            let error = refusal { () throws(SafeAreaError) in _ = try Scene.decode(json: json) }
            XCTAssertEqual(error?.message.contains(field), true, "\(json): \(error?.message ?? "no error")")
        }
    }
}
