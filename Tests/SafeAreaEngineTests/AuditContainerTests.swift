import XCTest

@testable import SafeAreaEngine

/// Audits of designs that live in containers (MODEL.md §4, §17): the design is the content controller of a
/// navigation controller inside a tab bar controller, built with the tree on every layout, laid out in the
/// content's view; text, controls and icons under a bar are `clear-of-bars` errors.
///
/// Expected values are typed from their sources, not from the engine:
/// - window insets, data/devices.json: iPhone 17 Pro (402 × 874) 62/0/34/0 on iOS 26 and 27
///   (flutter_device_preview apple-iphone-17-pro; amoshydra_27); iPhone 16 Pro 62/0/34/0 on iOS 18.x
///   (flutter_device_preview_18); iPhone SE (3rd generation) (375 × 667) 20/0/0/0 on iOS 18 (dimmmensions)
///   and 26 (flutter_device_preview); iPad (A16) (820 × 1180) 32/0/25/0 on iPadOS 26 (flutter_device_preview).
/// - bars, data/containers.json (MODEL.md §2.5, §17): iOS 26 phone navigation bar 54 at max(top inset, 10)
///   (ouk_navigation_controller), large title +52 (ouk_navigation_bar), tab bar an 83-pt band from the
///   bottom (ouk_tab_bar_controller), toolbar an 86-pt band with items (ouk_probe_iphone16), search inside a
///   tab bar controller 0 at rest (ouk_tabs_report); iOS 11–18 phone navigation bar 44, large title +52, tab
///   bar 49 above the bottom inset (model_2_5), search a 52-pt band under the bar on 15–18 (rns_search_band),
///   refused at compact height; iPadOS 26 tab bar 44 at the top inset ([0, 32, 820, 44]) with a navigation
///   child's bar under it at the top inset, large title 138 = 32 + 54 + 52
///   (ouk_tab_bar_controller, ouk_navigation_bar_ipad); the bottom accessory unmeasured on every line.
/// - the list screen (examples/list-in-tabs.json's shape): on the iPhone 17 Pro at iOS 26 the large-title bar spans y 62–168 and
///   the tab band y 791–874.
final class AuditContainerTests: XCTestCase {
    private let listScreen = #"""
        "container": {"tab_bar_controller": {},
                      "navigation_controller": {"prefers_large_titles": true, "search_controller": true}}
        """#

    private let brokenElements = #"""
        {"id": "list", "role": "background", "anchors": {"top": {"to": "screen"}, "bottom": {"to": "screen"},
                                                         "left": {"to": "screen"}, "right": {"to": "screen"}}},
        {"id": "search", "role": "control", "frame": [16, 70, 370, 36]},
        {"id": "add", "role": "control", "frame": [330, 768, 56, 56]}
        """#

    private func design(_ container: String, _ elements: String, presentation: String? = nil) throws -> Design {
        let presented = presentation.map { #""presentation": \#($0), "# } ?? ""
        let fields = container.isEmpty ? "" : container + ", "
        return try Design.decode(json: #"{"name": "list", \#(presented)\#(fields)"elements": [\#(elements)]}"#)
    }

    private func audit(
        _ d: Design, _ name: String = "iPhone 17 Pro", os: String = "26.0", _ o: [Orientation] = [.portrait],
        windows: [WindowRequest]? = nil
    ) throws -> AuditReport {
        Auditor.audit(
            d, devices: [try device(name)], orientations: o, version: try OSVersion.parse(os), recordFrames: true,
            windows: windows)
    }

    private func frame(_ report: AuditReport, _ id: String) throws -> Rect {
        try XCTUnwrap(report.frames.first?.elements.first { $0.id == id }?.frame)
    }

    private func bars(_ report: AuditReport) -> [String] {
        report.findings.filter { $0.rule == "clear-of-bars" }.map { "\($0.element) \($0.obstruction)" }
    }

    // MARK: - The list screen under the bars

    func testSearchFieldUnderTheLargeTitleBarAndButtonOverTheTabBandAreErrorsOnIOS26And27() throws {
        for os in ["26.0", "26.5", "27.0"] {
            let report = try audit(try design(listScreen, brokenElements), os: os)
            XCTAssertEqual(report.layouts, 1, "\(report.skipped)")
            let errors = report.findings.filter { $0.severity == .error }
            XCTAssertEqual(errors.map(\.rule), ["clear-of-bars", "clear-of-bars"], "\(report.findings.map(\.message))")
            let search = try XCTUnwrap(errors.first { $0.element == "search" })
            XCTAssertEqual(search.obstruction, "navigation_bar")
            XCTAssertEqual(search.obstructionRect, Rect(x: 0, y: 62, width: 402, height: 106))  // 62 + 54 + 52 = 168
            XCTAssertEqual(search.overlap, Rect(x: 16, y: 70, width: 370, height: 36))
            XCTAssertEqual(search.fixDY, 168 - 70)
            XCTAssertEqual(search.fixDX, 0)
            let add = try XCTUnwrap(errors.first { $0.element == "add" })
            XCTAssertEqual(add.obstruction, "tab_bar")
            XCTAssertEqual(add.obstructionRect, Rect(x: 0, y: 874 - 83, width: 402, height: 83))
            XCTAssertEqual(add.overlap, Rect(x: 330, y: 791, width: 56, height: 824 - 791))
            XCTAssertEqual(add.fixDY, 791 - 824)
            XCTAssertTrue(add.message.contains("overlaps the tab bar by 56×33 pt; move it up 33 pt"), add.message)
            // On 26.5 the window (flutter_device_preview at 26.5) and the band are measured: the finding rests on
            // the band's source; iOS 27 carries the 26.1 rows (derived), and so does 26.0 the 26.5 window.
            XCTAssertEqual(add.provenance.kind, os == "26.5" ? .measured : .derived, os)
            if os == "26.5" { XCTAssertTrue(add.provenance.source.contains("openuikit"), add.provenance.source) }
            // The full-bleed background behind the bars is fine.
            XCTAssertFalse(report.findings.contains { $0.element == "list" })
        }
    }

    func testTheSameScreenWithoutContainersHasNoBarsToMeet() throws {
        // Audited as a bare screen (0 findings): the design without containers is as before.
        let report = try audit(try design("", brokenElements))
        XCTAssertEqual(report.findings.count, 0, "\(report.findings.map(\.message))")
    }

    func testTheFixedScreenPasses() throws {
        let fixed = #"""
            {"id": "search", "role": "control", "frame": [16, 176, 370, 36]},
            {"id": "add", "role": "control", "frame": [330, 719, 56, 56]}
            """#
        for os in ["26.0", "27.0"] {
            let report = try audit(try design(listScreen, fixed), os: os)
            XCTAssertEqual(report.findings.count, 0, "\(report.findings.map(\.message))")
        }
    }

    // MARK: - Anchors mean the content view's safe area

    private let anchored = #"""
        {"id": "search", "role": "control", "height": 36,
         "anchors": {"top": {"to": "safe_area", "offset": 8}, "left": {"to": "safe_area", "offset": 16},
                     "right": {"to": "safe_area", "offset": 16}}},
        {"id": "add", "role": "control", "width": 56, "height": 56,
         "anchors": {"bottom": {"to": "safe_area", "offset": 16}, "right": {"to": "safe_area", "offset": 16}}}
        """#

    func testSafeAreaAnchorsResolveBelowAndAboveTheBars() throws {
        let report = try audit(try design(listScreen, anchored))
        XCTAssertEqual(try frame(report, "search"), Rect(x: 16, y: 168 + 8, width: 402 - 32, height: 36))
        XCTAssertEqual(try frame(report, "add"), Rect(x: 402 - 16 - 56, y: 791 - 16 - 56, width: 56, height: 56))
        XCTAssertEqual(report.findings.count, 0, "\(report.findings.map(\.message))")
        // Every device and orientation of the family on iOS 26: the anchored screen clears the bars everywhere.
        let phones = try ["iPhone 17 Pro", "iPhone SE (3rd generation)", "iPhone 16", "iPhone Air"].map(device)
        let everywhere = Auditor.audit(
            try design(listScreen, anchored), devices: phones, orientations: nil, version: try OSVersion.parse("26.0"))
        XCTAssertGreaterThan(everywhere.layouts, 4)
        XCTAssertEqual(bars(everywhere), [])
    }

    func testIPhoneSEOnIOS26AndIOS18() throws {
        let noSearch = #"""
            "container": {"tab_bar_controller": {}, "navigation_controller": {"prefers_large_titles": true}}
            """#
        let elements = #"""
            {"id": "title", "role": "text", "frame": [16, 70, 300, 36]},
            {"id": "add", "role": "control", "frame": [300, 560, 56, 56]}
            """#
        // iOS 26: the bar 20 + 54 + 52 = 126, the tab band 667 - 83 = 584.
        let on26 = try audit(try design(noSearch, elements), "iPhone SE (3rd generation)", os: "26.0")
        XCTAssertEqual(bars(on26), ["title navigation_bar", "add tab_bar"])
        let title26 = try XCTUnwrap(on26.findings.first { $0.element == "title" })
        XCTAssertEqual(title26.obstructionRect, Rect(x: 0, y: 20, width: 375, height: 106))
        XCTAssertEqual(title26.fixDY, 126 - 70)
        let add26 = try XCTUnwrap(on26.findings.first { $0.element == "add" })
        XCTAssertEqual(add26.obstructionRect, Rect(x: 0, y: 584, width: 375, height: 83))
        XCTAssertEqual(add26.fixDY, 584 - 616)
        // iOS 18: the bar 20 + 44 + 52 = 116, the tab bar 49 above the bottom inset 0 (618): the button clears it.
        let on18 = try audit(try design(noSearch, elements), "iPhone SE (3rd generation)", os: "18.0")
        XCTAssertEqual(bars(on18), ["title navigation_bar"])
        let title18 = try XCTUnwrap(on18.findings.first { $0.element == "title" })
        XCTAssertEqual(title18.obstructionRect, Rect(x: 0, y: 20, width: 375, height: 96))
        XCTAssertEqual(title18.fixDY, 116 - 70)
        let anchored18 = try audit(try design(noSearch, anchored), "iPhone SE (3rd generation)", os: "18.0")
        XCTAssertEqual(try frame(anchored18, "search"), Rect(x: 16, y: 116 + 8, width: 375 - 32, height: 36))
        XCTAssertEqual(try frame(anchored18, "add"), Rect(x: 375 - 72, y: 618 - 16 - 56, width: 56, height: 56))
    }

    func testIOS18TabBarSitsAboveTheHomeIndicator() throws {
        let noSearch = #"""
            "container": {"tab_bar_controller": {}, "navigation_controller": {"prefers_large_titles": true}}
            """#
        // iPhone 16 Pro on iOS 18: the bar 62 + 44 + 52 = 158; the tab bar 874 - 34 - 49 = 791 to 840.
        let report = try audit(try design(noSearch, brokenElements), "iPhone 16 Pro", os: "18.0")
        XCTAssertEqual(bars(report), ["search navigation_bar", "add tab_bar"])
        let search = try XCTUnwrap(report.findings.first { $0.element == "search" })
        XCTAssertEqual(search.obstructionRect, Rect(x: 0, y: 62, width: 402, height: 96))
        XCTAssertEqual(search.fixDY, 158 - 70)
        let add = try XCTUnwrap(report.findings.first { $0.element == "add" })
        XCTAssertEqual(add.obstructionRect, Rect(x: 0, y: 791, width: 402, height: 49))
        XCTAssertEqual(add.fixDY, 791 - 824)
    }

    func testToolbarItemsTakeTheBottomSlot() throws {
        let toolbar = #""container": {"navigation_controller": {"toolbar_items": 2}}"#
        let report = try audit(try design(toolbar, brokenElements))
        // The 86-pt slot from the bottom: 874 - 86 = 788; the inline bar 62 + 54 = 116.
        XCTAssertEqual(bars(report), ["search navigation_bar", "add toolbar"])
        let add = try XCTUnwrap(report.findings.first { $0.element == "add" })
        XCTAssertEqual(add.obstructionRect, Rect(x: 0, y: 788, width: 402, height: 86))
        XCTAssertEqual(add.fixDY, 788 - 824)
        let search = try XCTUnwrap(report.findings.first { $0.element == "search" })
        XCTAssertEqual(search.obstructionRect, Rect(x: 0, y: 62, width: 402, height: 54))
        // A hidden navigation bar shows nothing at the top.
        let hidden = #""container": {"navigation_controller": {"navigation_bar_hidden": true}}"#
        XCTAssertEqual(bars(try audit(try design(hidden, brokenElements))), [])
    }

    func testSwiftUIWordsMeanTheSameContainers() throws {
        let swiftUI = #"""
            "container": {"tab_view": {"bottom_accessory": false},
                          "navigation_stack": {"title_display_mode": "large", "searchable": true}}
            """#
        let a = try design(swiftUI, brokenElements)
        let b = try design(listScreen, brokenElements)
        XCTAssertEqual(a.container, b.container)
        XCTAssertEqual(
            a.container,
            DesignContainer(
                navigation: .init(prefersLargeTitles: true, searchController: true), tabBar: .init()))
    }

    // MARK: - iPad

    func testIPadFullScreenOn26HasTheTabBarOnTop() throws {
        let elements = #"""
            {"id": "search", "role": "control", "frame": [16, 70, 370, 36]},
            {"id": "add", "role": "control", "frame": [700, 1080, 56, 56]}
            """#
        let report = try audit(try design(listScreen, elements), "iPad (A16)", os: "26.0")
        XCTAssertEqual(report.layouts, 1, "\(report.skipped)")
        // The tab bar [0, 32, 820, 44] and the large-title bar under it at the top inset, 32 + 54 + 52 = 138;
        // no band at the bottom (the window's 25).
        XCTAssertEqual(Set(bars(report)), ["search tab_bar", "search navigation_bar"])
        let tab = try XCTUnwrap(report.findings.first { $0.obstruction == "tab_bar" })
        XCTAssertEqual(tab.obstructionRect, Rect(x: 0, y: 32, width: 820, height: 44))
        let navigation = try XCTUnwrap(report.findings.first { $0.obstruction == "navigation_bar" })
        XCTAssertEqual(navigation.obstructionRect, Rect(x: 0, y: 32, width: 820, height: 106))
        XCTAssertEqual(navigation.fixDY, 138 - 70)
        XCTAssertFalse(report.findings.contains { $0.element == "add" })
    }

    func testAppWindowsCarryTheBarsIntoEachWindow() throws {
        let report = try audit(
            try design(listScreen, brokenElements), "iPad Pro 13-inch (M4)", os: "26.5",
            windows: [WindowRequest(placement: .halfLeading), WindowRequest(placement: .full)])
        // A full window spans the screen: regular width (Apple's HIG size classes), the tab bar floats at
        // its top and the search field at y 70 is under the bars.
        XCTAssertEqual(report.layouts, 1, "\(report.skipped)")
        XCTAssertEqual(
            Set(report.findings.filter { $0.element == "search" && $0.rule == "clear-of-bars" }.compactMap(\.window)),
            [.full])
        // A half window in portrait is compact: a tab bar controller shows the bottom tab bar there (Apple's
        // iPad tab bar article; developer forums thread 763429), which no source measured on an iPad.
        XCTAssertEqual(report.skipped.count, 1, "\(report.skipped)")
        XCTAssertTrue(
            report.skipped[0].contains("half_leading window")
                && report.skipped[0].contains("at compact width an iPad's tab bar controller shows the bottom tab bar"),
            report.skipped[0])
    }

    func testACompactWidthIPadWindowRefusesTheTopTabBarAndAFullWindowIsRegular() throws {
        let pad = try device("iPad (A16)")
        let full = try WindowEnvironment(
            device: pad, orientation: .portrait, version: try OSVersion.parse("26.1"), statusBarHidden: false,
            window: WindowRequest(placement: .full))
        XCTAssertEqual(full.horizontalSizeClass, .regular)
        XCTAssertEqual(full.bars.tabBar.placement, .topEdge)
        XCTAssertNil(full.bars.tabBar.unmeasured)
        let half = try WindowEnvironment(
            device: pad, orientation: .portrait, version: try OSVersion.parse("26.1"), statusBarHidden: false,
            window: WindowRequest(placement: .halfLeading))
        XCTAssertEqual(half.horizontalSizeClass, .compact)
        XCTAssertTrue(half.bars.tabBar.unmeasured?.contains("shows the bottom tab bar") ?? false)
        // The navigation bar does not depend on the width.
        XCTAssertEqual(half.bars.navigationBar.height, full.bars.navigationBar.height)
    }

    // MARK: - Presented containers

    func testAContainerInsideASheetIsSkippedAndFullScreenIsAudited() throws {
        let title = #"""
            {"id": "title", "role": "text", "height": 20,
             "anchors": {"top": {"to": "screen", "offset": 16}, "left": {"to": "screen", "offset": 16},
                         "right": {"to": "screen", "offset": 16}}},
            {"id": "body", "role": "text", "height": 20,
             "anchors": {"top": {"to": "safe_area"}, "left": {"to": "safe_area", "offset": 16},
                         "right": {"to": "safe_area", "offset": 16}}}
            """#
        let inline = #""container": {"navigation_controller": {}}"#
        // No source measured a bar in a sheet's card (MODEL.md §18, §16): the layout is skipped with the tree's reason.
        let report = try audit(
            try design(inline, title, presentation: #"{"style": "page_sheet"}"#), "iPhone 16", os: "26.1")
        XCTAssertEqual(report.layouts, 0)
        XCTAssertTrue(
            report.skipped.contains { $0.contains("navigation_controller #1 shows its bars inside a sheet") },
            "\(report.skipped)")
        // Presented full screen, the container is the window's: the bar at the top inset 59, 54 tall (openuikit's iPhone 16
        // probe at 26.1: navBar [0, 59, 393, 54]), the body under it; the title 16 below the screen's top is above it.
        let full = try audit(
            try design(inline, title, presentation: #"{"style": "full_screen"}"#), "iPhone 16", os: "26.1")
        XCTAssertEqual(full.layouts, 1, "\(full.skipped)")
        XCTAssertEqual(bars(full), [])
        XCTAssertEqual(try frame(full, "body").minY, 59 + 54)
    }

    // MARK: - The bottom accessory

    func testAControlUnderTheBottomAccessoryMeetsItsBand() throws {
        // bartosz-skejcik/passkey-vault ios/DOCK-RESEARCH.md at 8c2e75a4: iPhone 17, iOS 26.5, a tab's content reads a
        // bottom inset of 139 with the accessory expanded: its band spans 874 - 139 to 874 - 83 above the tab bar.
        let add = #"{"id": "add", "role": "control", "frame": [300, 744, 56, 40]}"#
        for container in [
            #""container": {"tab_bar_controller": {"bottom_accessory": true}}"#,
            #""container": {"tab_view": {"bottom_accessory": true}}"#,
        ] {
            let report = try audit(try design(container, add), "iPhone 17", os: "26.5")
            let hit = report.findings.first { $0.rule == "clear-of-bars" && $0.obstruction == "bottom_accessory" }
            XCTAssertEqual(hit?.obstructionRect, Rect(x: 0, y: 874 - 139, width: 402, height: 56), container)
        }
    }

    // MARK: - Refused bars skip the layout

    func testARefusedBarSkipsWithTheEnginesReason() throws {
        // The accessory is read in portrait only (MODEL.md §17): the landscape layout is skipped, naming it.
        let accessory = #""container": {"tab_bar_controller": {"bottom_accessory": true}}"#
        let report = try audit(try design(accessory, brokenElements), os: "26.5", [.landscapeLeft])
        XCTAssertEqual(report.layouts, 0)
        XCTAssertEqual(report.skipped.count, 1)
        XCTAssertTrue(report.skipped[0].contains("bottom accessory at compact height"), report.skipped[0])
        // A search field at compact height before iOS 26 is unmeasured (the one reading is in portrait,
        // MODEL.md §17): the iOS 18 landscape layout is skipped, naming it; portrait is answered.
        let search = try audit(try design(listScreen, brokenElements), "iPhone 16 Pro", os: "18.0", [.landscapeLeft])
        XCTAssertEqual(search.layouts, 0)
        XCTAssertTrue(
            search.skipped.first?.contains("search controller's band at compact height") ?? false, "\(search.skipped)")
        XCTAssertEqual(try audit(try design(listScreen, brokenElements), "iPhone 16 Pro", os: "18.0").layouts, 1)
    }

    // MARK: - Bad input

    func testBadContainersAreErrorsNamingTheField() {
        let cases: [(String, String)] = [
            (#"{"split_view_controller": {}}"#, "container.split_view_controller: unknown container"),
            (#"{"navigation_controller": {"toolbar_items": -1}}"#, "container.navigation_controller.toolbar_items: -1"),
            (#"{"navigation_controller": {"toolbar_items": 1.5}}"#, "is not a count from 0 to 10,000"),
            (
                #"{"tab_bar_controller": {}, "tab_view": {}}"#,
                "container.tab_view: the tab bar controller is already given"
            ),
            (
                #"{"navigation_controller": {}, "navigation_stack": {}}"#,
                "container.navigation_stack: the navigation controller is already given"
            ),
            (
                #"{"navigation_controller": {"searchable": true}}"#,
                "container.navigation_controller.searchable: unknown field"
            ),
            (#"{"navigation_stack": {"title_display_mode": "huge"}}"#, "'huge' is not inline or large"),
            (#"{"tab_view": {"selected": 1}}"#, "container.tab_view.selected: unknown field"),
            (#"{}"#, "container: names no container"),
        ]
        for (container, expected) in cases {
            XCTAssertThrowsError(try design(#""container": \#(container)"#, brokenElements), container) { error in
                guard case SafeAreaError.invalidDesign(let message) = error else {
                    return XCTFail("\(container): \(error)")
                }
                XCTAssertTrue(message.contains(expected), "\(container): \(message)")
            }
        }
    }
}
