import XCTest

@testable import SafeAreaEngine

/// SwiftUI scenes audited as the designs they stand for (MODEL.md §4, "Scenes audited"): the scene's containers
/// are the design's `container`, its sheet the design's `presentation`, its views elements; the one auditor
/// checks the result, so the scene route and the equivalent design give the same report.
///
/// Expected values are typed from their sources, not from the engine: the iPhone 17 Pro is 402 × 874 with
/// 62/0/34/0 on iOS 26 (data/devices.json, flutter_device_preview apple-iphone-17-pro); on iOS 26 a phone's
/// navigation bar is 54 at the top inset with a large title +52 (ouk_navigation_controller,
/// ouk_navigation_bar), search inside a tab bar controller adds 0 at rest (ouk_tabs_report) and the tab bar is
/// an 83-pt band from the bottom (ouk_tab_bar_controller): the large-title bar spans y 62–168 and the tab band
/// y 791–874 (MODEL.md §17); its display corners are 62 pt (data/devices.json, bezelkit).
final class SceneAuditTests: XCTestCase {
    /// TabView > NavigationStack(large, searchable) > a full-bleed list and a 56-pt button placed by `button`.
    private func scene(_ button: String, extra: String = "") -> String {
        #"""
        {"device": "iPhone 17 Pro", "os_version": "26.0", "orientation": "portrait", "views": [
          {"id": "tabs", "tab_view": {}, "children": [
            {"id": "nav", "navigation_stack": {"title_display_mode": "large", "searchable": true}, "children": [
              {"id": "list", "role": "background", "modifiers": [{"ignores_safe_area": {}}]},
              {"id": "add", "role": "control", \#(button)}\#(extra)
            ]}]}]}
        """#
    }

    private let anchoredToSafeArea =
        #""width": 56, "height": 56, "anchors": {"bottom": {"to": "safe_area", "offset": 16}, "right": {"to": "safe_area", "offset": 16}}"#
    private let anchoredToScreen =
        #""width": 56, "height": 56, "anchors": {"bottom": {"to": "screen", "offset": 16}, "right": {"to": "safe_area", "offset": 16}}"#

    private func audit(_ text: String) throws -> AuditReport {
        let scene = try SceneAudit.decode(json: text)
        return Auditor.audit(
            scene.design, devices: [try device("iPhone 17 Pro")], orientations: scene.orientation.map { [$0] },
            version: scene.version, recordFrames: true)
    }

    private func frame(_ report: AuditReport, _ id: String) throws -> Rect {
        try XCTUnwrap(report.frames.first?.elements.first { $0.id == id }?.frame)
    }

    func testTheContainersBecomeTheDesignsContainerAndTheViewsItsElements() throws {
        let scene = try SceneAudit.decode(json: scene(anchoredToSafeArea))
        XCTAssertEqual(scene.design.referenceDevice, "iPhone 17 Pro")
        XCTAssertEqual(scene.orientation, .portrait)
        XCTAssertEqual(scene.version, try OSVersion.parse("26.0"))
        XCTAssertEqual(
            scene.design.container,
            DesignContainer(
                navigation: .init(prefersLargeTitles: true, searchController: true), tabBar: .init()))
        XCTAssertEqual(scene.design.elements.map(\.id), ["list", "add"])
        let list = scene.design.elements[0]
        XCTAssertEqual(list.role, .background)
        // ignoresSafeArea() on every edge: the list reaches the screen.
        XCTAssertEqual(
            [list.top, list.left, list.bottom, list.right],
            Array(repeating: Anchor(target: .screen, offset: 0), count: 4))
    }

    func testAButtonAnchoredToTheSafeAreaPassesAndOneAnchoredToTheScreenIsUnderTheTabBar() throws {
        let passing = try audit(scene(anchoredToSafeArea))
        XCTAssertEqual(passing.layouts, 1, "\(passing.skipped)")
        XCTAssertEqual(passing.findings.map(\.rule), [])
        // The content's safe area ends at the tab band's top, 791: 791 − 16 − 56 = 719; 402 − 16 − 56 = 330.
        XCTAssertEqual(try frame(passing, "add"), Rect(x: 330, y: 719, width: 56, height: 56))
        XCTAssertEqual(try frame(passing, "list"), Rect(x: 0, y: 0, width: 402, height: 874))

        let failing = try audit(scene(anchoredToScreen))
        // 874 − 16 − 56 = 802: the button spans y 802–858, inside the tab band (791–874).
        XCTAssertEqual(try frame(failing, "add"), Rect(x: 330, y: 802, width: 56, height: 56))
        // Its corner point (386, 858) is 46 pt from the 62-pt corner's centre (340, 812) on each axis, 65 pt away:
        // outside the rounded display corner as well.
        let errors = failing.findings.filter { $0.severity == .error }
        XCTAssertEqual(
            errors.map { "\($0.element) \($0.rule) \($0.obstruction)" },
            ["add clear-of-display-corners corner", "add clear-of-bars tab_bar"])
        let add = try XCTUnwrap(errors.first { $0.rule == "clear-of-bars" })
        XCTAssertEqual(add.obstructionRect, Rect(x: 0, y: 791, width: 402, height: 83))
        XCTAssertEqual(add.overlap, Rect(x: 330, y: 802, width: 56, height: 56))
        XCTAssertEqual(add.fixDY, 791 - 858)
        XCTAssertEqual(add.fixDX, 0)
    }

    func testTheSceneRouteEqualsTheDesignRoute() throws {
        let design = try Design.decode(
            json: #"""
                {"name": "scene", "reference_device": "iPhone 17 Pro",
                 "container": {"tab_view": {}, "navigation_stack": {"title_display_mode": "large", "searchable": true}},
                 "elements": [
                   {"id": "list", "role": "background", "anchors": {"top": {"to": "screen"}, "bottom": {"to": "screen"},
                                                                    "left": {"to": "screen"}, "right": {"to": "screen"}}},
                   {"id": "add", "role": "control", "width": 56, "height": 56,
                    "anchors": {"bottom": {"to": "screen", "offset": 16}, "right": {"to": "safe_area", "offset": 16}}},
                   {"id": "search", "role": "control", "width": 370, "height": 36,
                    "anchors": {"top": {"to": "safe_area", "offset": 8}, "left": {"to": "safe_area", "offset": 16}}}]}
                """#)
        // The scene's search field has a frame: inside containers it is measured from their content's safe area.
        let text = scene(anchoredToScreen, extra: #", {"id": "search", "role": "control", "frame": [16, 8, 370, 36]}"#)
        let scene = try SceneAudit.decode(json: text)
        for name in ["iPhone 17 Pro", "iPhone SE (3rd generation)", "iPad Air 11-inch (M3)"] {
            let devices = [try device(name)]
            let a = Auditor.audit(
                scene.design, devices: devices, orientations: nil, version: scene.version, recordFrames: true)
            let b = Auditor.audit(
                design, devices: devices, orientations: nil, version: scene.version, recordFrames: true)
            XCTAssertGreaterThan(a.layouts, 0, name)
            XCTAssertEqual(a.json(), b.json(), name)
        }
    }

    func testAFrameAtTheTopLevelIsTheDesignsFrameAndChildrenOfAFillingViewAreInIt() throws {
        let text = #"""
            {"device": "iPhone 17 Pro", "views": [
              {"id": "card", "role": "background", "children": [
                {"id": "title", "role": "text", "frame": [8, 4, 200, 30]},
                {"id": "body", "role": "text"}]},
              {"id": "badge", "role": "icon", "frame": [10, 20, 30, 30]}]}
            """#
        let scene = try SceneAudit.decode(json: text)
        XCTAssertNil(scene.design.container)
        XCTAssertNil(scene.orientation)
        let card = scene.design.elements[0]
        XCTAssertEqual(card.top, Anchor(target: .safeArea, offset: 0))
        XCTAssertEqual(card.children[0].frame, Rect(x: 8, y: 4, width: 200, height: 30))
        XCTAssertEqual(card.children[1].bottom, Anchor(target: .parent, offset: 0))
        XCTAssertEqual(scene.design.elements[1].frame, Rect(x: 10, y: 20, width: 30, height: 30))
        let report = Auditor.audit(
            scene.design, devices: [try device("iPhone 17 Pro")], orientations: [.portrait],
            version: try OSVersion.parse("26.0"))
        // The badge at [10, 20, 30, 30] sits in the status bar band (top inset 62) and outside the 62-pt corner.
        XCTAssertEqual(
            Set(report.findings.filter { $0.element == "badge" }.map(\.rule)),
            ["clear-of-status-bar", "clear-of-display-corners"])
        // The title, at [8, 66] inside the card, is clear; the card fills the safe area (62 from the top, 34 from
        // the bottom): a background that stops there, on both edges.
        XCTAssertFalse(report.findings.contains { $0.element == "title" })
        XCTAssertEqual(
            report.findings.filter { $0.element == "card" }.map(\.rule),
            ["background-extends-to-edges", "background-extends-to-edges"])
    }

    func testASheetIsTheDesignsPresentation() throws {
        let text = #"""
            {"device": "iPhone 17 Pro", "views": [
              {"id": "home", "sheet": {"presentation_detents": ["medium", "large"],
                                       "content": {"id": "reader", "role": "text"}}}]}
            """#
        let scene = try SceneAudit.decode(json: text)
        XCTAssertEqual(scene.design.presentation, DesignPresentation(style: .formSheet, detent: .medium))
        XCTAssertEqual(scene.design.elements.map(\.id), ["reader"])
    }

    func testWhatADesignCannotSayIsRefusedNamingTheField() throws {
        let cases: [(String, String)] = [
            (#"{"device": "iPhone 17 Pro", "views": [{"id": "a"}]}"#, "view 'a' (views[0]).role: required"),
            (
                #"{"device": "iPhone 17 Pro", "keyboard": true, "views": [{"id": "a", "role": "text"}]}"#,
                "keyboard: a scene audit shows no keyboard"
            ),
            (
                #"{"device": "iPad Air 11-inch (M3)", "window": {"placement": "half_leading"}, "views": []}"#,
                "window: an audit's app windows"
            ),
            (
                #"""
                {"device": "iPhone 17 Pro", "views": [{"id": "a", "role": "text",
                "modifiers": [{"safe_area_inset": {"edge": "bottom", "size": 50}}]}]}
                """#,
                "view 'a' (views[0]).modifiers[0].safe_area_inset"
            ),
            (
                #"{"device": "iPhone 17 Pro", "views": [{"id": "a", "popover": {"content": {"id": "b", "role": "text"}}}]}"#,
                "view 'a' (views[0]).popover: a popover's source is its presenting view's laid-out frame, which a design says only "
                    + "for a top-level view placed by a frame"
            ),
            (
                #"""
                {"device": "iPhone 17 Pro", "views": [{"id": "a",
                "sheet": {"presentation_detents": [{"fraction": 0.5}], "content": {"id": "b",
                "role": "text"}}}]}
                """#,
                "view 'a' (views[0]).sheet.presentation_detents: fraction(0.5)"
            ),
            (
                #"""
                {"device": "iPhone 17 Pro", "views": [{"id": "t", "tab_view": {}, "children": [{"id": "a",
                "role": "text"}, {"id": "b", "role": "text"}]}]}
                """#,
                "view 'b' (views[0].children[1]): tab 1 is not on screen"
            ),
            (
                #"""
                {"device": "iPhone 17 Pro", "views": [{"id": "n",
                "navigation_stack": {"bar_minimization": "adjusts_safe_area"}, "children": []}]}
                """#,
                "NavigationStack 'n' (views[0]).bar_minimization"
            ),
            (
                #"{"device": "iPhone 17 Pro", "views": [{"id": "a", "role": "text"}, {"id": "n", "navigation_stack": {}}]}"#,
                "view 'n' (views[1]): a container audited is the screen's only top-level view"
            ),
            (
                #"""
                {"device": "iPhone 17 Pro", "views": [{"id": "p", "role": "background", "frame": [0, 0, 100,
                100], "children": [{"id": "c", "role": "text"}]}]}
                """#,
                "view 'c' (views[0].children[0]): it fills the parent's content"
            ),
            (
                #"{"device": "iPhone 17 Pro", "views": [{"id": "a", "role": "text", "frame": [0, 0, 10, 10], "width": 10}]}"#,
                "view 'a' (views[0]).frame: a frame fixes the view"
            ),
            (
                #"{"device": "iPhone 17 Pro", "views": [{"id": "a", "role": "label"}]}"#,
                "view 'a' (views[0]).role: 'label' is not one of"
            ),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try SceneAudit.decode(json: text), expected) { error in
                let message = (error as? SafeAreaError)?.message ?? ""
                XCTAssertTrue(message.contains(expected), "\(message) does not contain \(expected)")
                guard case .invalidScene = error as? SafeAreaError else { return XCTFail("\(error)") }
            }
        }
    }

    func testALayoutRefusesAnchorsAndReadsNoRole() throws {
        let anchored = try SwiftUIScene.decode(
            json:
                #"""
                {"device": "iPhone 17 Pro", "views": [{"id": "a", "role": "text", "width": 10, "height": 10,
                "anchors": {"top": {"to": "safe_area"}, "left": {"to": "safe_area"}}}]}
                """#
        )
        XCTAssertThrowsError(try anchored.layout()) { error in
            XCTAssertTrue(
                (error as? SafeAreaError)?.message.contains("view 'a' (views[0]).anchors") ?? false, "\(error)")
        }
        let roled = try SwiftUIScene.decode(
            json: #"{"device": "iPhone 17 Pro", "os_version": "26.0", "views": [{"id": "a", "role": "text"}]}"#)
        // A role changes nothing of the layout: the view fills the safe area, 62 from the top and 34 from the bottom.
        XCTAssertEqual(try roled.layout().first?.frame, Rect(x: 0, y: 62, width: 402, height: 874 - 62 - 34))
    }
}
