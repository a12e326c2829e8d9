import XCTest

@testable import SafeAreaEngine

/// The same popover asked three ways (MODEL.md §4, §3, §18): a UIKit tree, a design's `presentation` audited,
/// and a SwiftUI scene laid out and audited. Each route reaches the tree's one presentation path, so the
/// answers agree; the expected frames are typed from the readings:
/// - Vercantez/openuikit uikit/Tools/oracle2/wordpressrowsprobe/ios-26.1-ipad-popover.json at
///   fe6e2c2d81fa70d4800eb7a5bfb46891999812fd (iPad (A16) 820 x 1180, iPadOS 26.1, portrait, window safeArea
///   [32, 0, 25, 0], navBar [0, 32, 820, 54]; preferred 240 x 180: the right bar button item's popover
///   [561, 62, 240, 180], the left one's [19, 62, 240, 180], permitted .down only [561, 62, 240, 180];
///   arrowDirection 0 in each);
/// - iamcgn/swiftui-web Fixtures/Goldens/uikit/popover/basic/frames.json at
///   8999ccafffce1be32261ddfab7ea993ad57be96b (iPhone SE simulator, iOS 26.0: a popover kept a popover,
///   preferred 240 x 120 from the source [110, 300, 100, 44], the presented view [40, 167, 240, 133], the card
///   above the source with the 13-pt arrow down). That reading's window is 320 x 500; the kept popover's
///   place depends only on the source and the size away from the window's limits (19 pt from the sides,
///   30 below the top inset), so on the catalog's iPhone SE (3rd generation), 375 x 667 with a 20-pt top
///   inset, the same source gives the same frame (derived there: no probe ran in that window).
final class PopoverRouteTests: XCTestCase {
    /// The design route: `presentation` audited on one device in portrait; what the layout's presentation
    /// resolved to.
    private func designRoute(_ presentation: String, _ name: String, os: String) throws -> ResolvedPresentation {
        let design = try Design.decode(
            json: #"{"name": "popover", "presentation": \#(presentation), "elements": [{"id": "t", "role": "text", "#
                + #""frame": [16, 16, 100, 20]}]}"#)
        let report = Auditor.audit(
            design, devices: [try device(name)], orientations: [.portrait], version: try OSVersion.parse(os))
        XCTAssertEqual(report.layouts, 1, "\(report.skipped)")
        return try XCTUnwrap(report.audited.first?.presentation ?? nil)
    }

    /// The scene route: the scene laid out (the presented content's reading) and audited (the design it
    /// stands for, through the design route's auditor).
    private func sceneRoutes(_ scene: String, _ name: String, os: String) throws -> (
        layout: ResolvedPresentation, audit: ResolvedPresentation, design: DesignPresentation?
    ) {
        let layout = try SwiftUIScene.decode(json: scene).layout()
        let reading = try XCTUnwrap(layout.first { $0.id == "content" }?.presentation)
        let translated = try SceneAudit.decode(json: scene)
        let report = Auditor.audit(
            translated.design, devices: [try device(name)], orientations: [.portrait], version: try OSVersion.parse(os))
        XCTAssertEqual(report.layouts, 1, "\(report.skipped)")
        return (
            reading.resolved, try XCTUnwrap(report.audited.first?.presentation ?? nil), translated.design.presentation
        )
    }

    /// The tree route on the iPad (A16) at 26.1: a navigation controller at the root, its content presenting.
    private func treeBarButton(_ placement: BarButtonPlacement, arrows: PopoverArrowDirections) throws
        -> ResolvedPresentation
    {
        var tree = try SafeAreaTree(
            device: try device("iPad (A16)"), orientation: .portrait, osVersion: try OSVersion.parse("26.1"),
            statusBarHidden: false, policy: .freeze)
        let nav = try tree.makeController(kind: .navigation)
        let content = try tree.makeController(kind: .plain)
        try tree.setContainerChildren(nav, [content])
        try tree.setRoot(nav)
        let pop = try tree.makeController(kind: .plain)
        return try tree.present(
            pop, from: content,
            options: PresentationOptions(
                style: .popover, source: .barButton(placement, index: 0), permittedArrowDirections: arrows,
                preferredContentSize: (240, 180)))
    }

    func testBarButtonPopoversAgreeInTheTreeADesignAndAScene() throws {
        let cases: [(BarButtonPlacement, String, String?, [Double])] = [
            (.navigationTrailing, "top_bar_trailing", nil, [561, 62, 240, 180]),
            (.navigationTrailing, "top_bar_trailing", "down", [561, 62, 240, 180]),
            (.navigationLeading, "top_bar_leading", nil, [19, 62, 240, 180]),
        ]
        for (placement, item, arrows, frame) in cases {
            let tree = try treeBarButton(placement, arrows: arrows == "down" ? .down : .any)
            XCTAssertEqual(tree.frame, rect(frame))
            XCTAssertEqual(tree.arrowDirection, [])
            let arrowField = arrows.map { #", "permitted_arrow_directions": "\#($0)""# } ?? ""
            let design = try designRoute(
                #"{"style": "popover", "source_bar_button": "\#(placement.name)", "preferred_content_size": [240, 180]"#
                    + arrowField + "}", "iPad (A16)", os: "26.1")
            // SwiftUI's arrow edge is the anchor's edge the arrow sits on: the bottom edge permits UIKit's .down.
            let edgeField = arrows == "down" ? #", "arrow_edge": "bottom""# : ""
            let scene = #"""
                {"device": "iPad (A16)", "os_version": "26.1", "orientation": "portrait", "views": [
                  {"id": "nav", "navigation_stack": {}, "children": [
                    {"id": "list", "popover": {"toolbar_item": "\#(item)", "content_size": [240, 180]\#(edgeField),
                                               "content": {"id": "content", "role": "text"}}}]}]}
                """#
            let routes = try sceneRoutes(scene, "iPad (A16)", os: "26.1")
            for (route, answer) in [("design", design), ("scene layout", routes.layout), ("scene audit", routes.audit)]
            {
                XCTAssertEqual(answer.frame, tree.frame, route)
                XCTAssertEqual(answer.insets, tree.insets, route)
                XCTAssertEqual(answer.arrowDirection, tree.arrowDirection, route)
                XCTAssertEqual(answer.provenance, tree.provenance, route)
            }
            XCTAssertEqual(routes.design?.sourceBarButton, DesignPresentation.BarButtonItem(placement))
        }
    }

    func testAKeptPopoverAgreesInTheTreeADesignAndAScene() throws {
        var tree = try SafeAreaTree(
            device: try device("iPhone SE (3rd generation)"), orientation: .portrait,
            osVersion: try OSVersion.parse("26.0"), statusBarHidden: false, policy: .freeze)
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        let pop = try tree.makeController(kind: .plain)
        var options = PresentationOptions(
            style: .popover, source: .rect(rect([110, 300, 100, 44])), preferredContentSize: (240, 120))
        options.keepsPopoverInCompact = true
        let kept = try tree.present(pop, from: root, options: options)
        XCTAssertEqual(kept.frame, rect([40, 167, 240, 133]))
        XCTAssertEqual(kept.arrowDirection, .down)
        XCTAssertEqual(kept.provenance.kind, .derived)
        let design = try designRoute(
            #"{"style": "popover", "source_rect": [110, 300, 100, 44], "preferred_content_size": [240, 120], "#
                + #""keeps_popover_in_compact": true}"#, "iPhone SE (3rd generation)", os: "26.0")
        let scene = #"""
            {"device": "iPhone SE (3rd generation)", "os_version": "26.0", "orientation": "portrait", "views": [
              {"id": "button", "frame": [110, 300, 100, 44],
               "popover": {"compact_adaptation": "popover", "content_size": [240, 120],
                           "content": {"id": "content", "role": "text"}}}]}
            """#
        let routes = try sceneRoutes(scene, "iPhone SE (3rd generation)", os: "26.0")
        for (route, answer) in [("design", design), ("scene layout", routes.layout), ("scene audit", routes.audit)] {
            XCTAssertEqual(answer, kept, route)
        }
        XCTAssertEqual(routes.design?.sourceRect, rect([110, 300, 100, 44]))
        XCTAssertEqual(routes.design?.keepsPopoverInCompact, true)
        // Without the adaptation each route adapts it to the sheet (swiftui-web's uikit/popover/adapted: the page sheet).
        let adapted = try designRoute(
            #"{"style": "popover", "source_rect": [110, 300, 100, 44], "preferred_content_size": [240, 120]}"#,
            "iPhone SE (3rd generation)", os: "26.0")
        XCTAssertEqual(adapted.style, .pageSheet)
        let sceneAdapted = try sceneRoutes(
            scene.replacingOccurrences(of: #""compact_adaptation": "popover", "#, with: ""),
            "iPhone SE (3rd generation)",
            os: "26.0")
        XCTAssertEqual(sceneAdapted.layout, adapted)
        XCTAssertEqual(sceneAdapted.audit, adapted)
    }

    func testADesignBarButtonPopoverOnAnIPhoneAdaptsAndItsPresenterBarIsNoFinding() throws {
        // openuikit's iPhone 16 probe (ios-26.1-iphone16-popover.json at 4f4063d42b4c4573e69f4d70b9524281fc4bea3c): a
        // bar button item's popover adapts to the sheet [0, 59, 393, 793]. The presenter's navigation bar is behind
        // the sheet: a text element at the sheet's top meets no bar.
        let design = try Design.decode(
            json: #"""
                {"name": "p", "presentation": {"style": "popover", "source_bar_button": "navigation_trailing"},
                 "elements": [{"id": "t", "role": "text", "frame": [16, 0, 100, 20]}]}
                """#)
        let report = Auditor.audit(
            design, devices: [try device("iPhone 16")], orientations: [.portrait], version: try OSVersion.parse("26.1"))
        XCTAssertEqual(report.audited.first?.presentation?.frame, rect([0, 59, 393, 793]))
        XCTAssertEqual(report.findings.filter { $0.rule == "clear-of-bars" }.count, 0)
    }

    func testBadBarButtonAnchorsNameTheField() throws {
        // The design names its field; a bar button item anchor is the presenter's navigation bar (the design
        // gives it one), so only the scene can put the presenter outside a navigation container.
        let designCases: [(String, String)] = [
            (
                #"{"style": "popover", "source_bar_button": "navigation_middle"}"#,
                "presentation.source_bar_button: 'navigation_middle' is not one of navigation_leading, navigation_trailing, toolbar"
            ),
            (
                #"{"style": "popover", "source_bar_button": "toolbar", "source_rect": [0, 0, 10, 10]}"#,
                "presentation.source_bar_button: a popover has one source; give source_rect or source_bar_button, not both"
            ),
            (
                #"{"style": "popover", "source_bar_button_index": 1}"#,
                "presentation.source_bar_button_index: give source_bar_button (the bar button item's placement) with it"
            ),
            (
                #"{"style": "popover", "source_bar_button": "toolbar", "source_bar_button_index": 1.5}"#,
                "presentation.source_bar_button_index: 1.5 is not a count from 0 to 10,000 (0: the outermost item)"
            ),
            (
                #"{"style": "page_sheet", "source_bar_button": "navigation_leading"}"#,
                "presentation.source_bar_button: only a popover has a source, arrows and an adaptation, not a page_sheet presentation"
            ),
            (
                #"{"style": "form_sheet", "keeps_popover_in_compact": true}"#,
                "presentation.keeps_popover_in_compact: only a popover has a source, arrows and an adaptation, not a form_sheet "
                    + "presentation"
            ),
        ]
        for (presentation, expected) in designCases {
            XCTAssertThrowsError(
                try Design.decode(
                    json: #"{"presentation": \#(presentation), "elements": [{"id": "a", "role": "text"}]}"#)
            ) {
                XCTAssertEqual($0 as? SafeAreaError, .invalidDesign(expected))
            }
        }
        // The scene: a toolbar item's popover from a view in no NavigationStack, in the layout and in the audit.
        let outside = #"""
            {"device": "iPad (A16)", "os_version": "26.1", "views": [
              {"id": "list", "popover": {"toolbar_item": "top_bar_trailing", "content_size": [240, 180],
                                         "content": {"id": "content", "role": "text"}}}]}
            """#
        let message =
            "view 'list' (views[0]).popover.toolbar_item: a popover attached to a toolbar item (top_bar_trailing) needs its "
            + "presenting view in a NavigationStack, whose bar shows the item; view 'list' is in none"
        XCTAssertThrowsError(try SwiftUIScene.decode(json: outside).layout()) {
            XCTAssertEqual($0 as? SafeAreaError, .invalidScene(message))
        }
        XCTAssertThrowsError(try SceneAudit.decode(json: outside)) {
            XCTAssertEqual($0 as? SafeAreaError, .invalidScene(message))
        }
        // The scene's own bad fields.
        let badScenes: [(String, String)] = [
            (
                #"{"toolbar_item": "top_bar_middle", "content": {"id": "c"}}"#,
                "'top_bar_middle' is not one of top_bar_leading, top_bar_trailing, bottom_bar"
            ),
            (#"{"compact_adaptation": "sheet", "content": {"id": "c"}}"#, "'sheet' is not automatic or popover"),
            (
                #"{"toolbar_item": "top_bar_leading", "attachment_anchor": [0, 0, 1, 1], "content": {"id": "c"}}"#,
                "popover.toolbar_item: a popover attached to a toolbar item has no attachment_anchor"
            ),
        ]
        for (popover, expected) in badScenes {
            let text = #"{"device": "iPad (A16)", "views": [{"id": "v", "popover": \#(popover)}]}"#
            XCTAssertThrowsError(try SwiftUIScene.decode(json: text).layout()) {
                guard case .invalidScene(let m)? = $0 as? SafeAreaError else { return XCTFail("\($0)") }
                XCTAssertTrue(m.contains(expected), m)
            }
        }
    }
}

extension PopoverRouteTests {
    func testAToolbarItemPopoverInsideATabViewIsTheTreesAndRefusedByTheAudit() throws {
        // The twin wraps the navigation controller in the TabView's tab bar controller, so the tree reads the
        // bar where the tab bar puts it; a design's presenter cannot say the TabView, so the audit refuses it.
        let scene = #"""
            {"device": "iPad (A16)", "os_version": "26.1", "views": [{"id": "tabs", "tab_view": {}, "children": [
              {"id": "nav", "navigation_stack": {}, "children": [
                {"id": "list", "popover": {"toolbar_item": "top_bar_trailing", "content_size": [240, 180],
                                           "content": {"id": "content", "role": "text"}}}]}]}]}
            """#
        // The tree keeps the navigation bar at the window's top inset under the iPad's tab bar, so the bar button
        // rule gives openuikit's trailing frame (derived, as every bar button answer is).
        let layout = try SwiftUIScene.decode(json: scene).layout()
        let reading = try XCTUnwrap(layout.first { $0.id == "content" }?.presentation)
        XCTAssertEqual(reading.resolved.frame, rect([561, 62, 240, 180]))
        XCTAssertEqual(reading.toolbarItem, .topBarTrailing)
        XCTAssertThrowsError(try SceneAudit.decode(json: scene)) {
            guard case .invalidScene(let m)? = $0 as? SafeAreaError else { return XCTFail("\($0)") }
            XCTAssertTrue(m.contains("popover.toolbar_item: the NavigationStack is inside a TabView"), m)
        }
    }
}
