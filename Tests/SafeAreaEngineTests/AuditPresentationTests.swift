import XCTest

@testable import SafeAreaEngine

/// Audits of presented designs (MODEL.md §4, §18): the design is a presented controller's content, laid out in
/// the presented view (`screen` its bounds, `safe_area` its content safe area) on every layout, with the
/// presentation in each layout's header; layouts where the engine refuses the presentation are skipped with its
/// reason. Expected values typed from Vercantez/openuikit fixtures/realapp/detents_ios.json at
/// 6f62d1d0df4b4aa3490da5e9637345741e1942d2 (iPhone 16, iOS 26.1, window [59, 0, 34, 0]): the large sheet
/// [0, 59, 393, 793] with content insets [0, 0, 34, 0]; medium [8, 403.6870229007634, 377, 440.3129770992366],
/// a 393 × 459 content view (uikit/Tools/oracle2/wordpressrowsprobe/README.md at
/// d8dca8adc9ce50db786d0df95aa98d790ea3e079) keeping the bottom inset 34.
final class AuditPresentationTests: XCTestCase {
    private func design(_ presentation: String, _ elements: String) throws -> Design {
        try Design.decode(json: #"{"name": "sheet", "presentation": \#(presentation), "elements": [\#(elements)]}"#)
    }

    private let bottomButton = #"""
        {"id": "done", "role": "control", "height": 50,
         "anchors": {"bottom": {"to": "safe_area"}, "left": {"to": "safe_area", "offset": 16},
                     "right": {"to": "safe_area", "offset": 16}}}
        """#

    private let topTitle = #"""
        {"id": "title", "role": "text", "height": 20,
         "anchors": {"top": {"to": "screen"}, "left": {"to": "screen", "offset": 16}, "right": {"to": "screen", "offset": 16}}}
        """#

    private func audit(_ d: Design, _ name: String = "iPhone 16", os: String = "26.1", _ o: [Orientation] = [.portrait])
        throws -> AuditReport
    {
        Auditor.audit(
            d, devices: [try device(name)], orientations: o, version: try OSVersion.parse(os), recordFrames: true)
    }

    private func frame(_ report: AuditReport, _ id: String) throws -> Rect {
        try XCTUnwrap(report.frames.first?.elements.first { $0.id == id }?.frame)
    }

    func testBottomButtonInAPageSheetSitsAboveTheCardsBottomInset() throws {
        let report = try audit(try design(#"{"style": "page_sheet"}"#, bottomButton))
        // The card [0, 59, 393, 793], content bottom inset 34: the safe area ends at 852 - 34 = 818.
        XCTAssertEqual(try frame(report, "done"), Rect(x: 16, y: 818 - 50, width: 361, height: 50))
        XCTAssertEqual(report.findings.count, 0, "\(report.findings.map(\.message))")
        let header = try XCTUnwrap(report.audited.first?.presentation)
        XCTAssertEqual(header.style, .pageSheet)
        XCTAssertEqual(header.detent, .large)
        XCTAssertEqual(header.frame, Rect(x: 0, y: 59, width: 393, height: 793))
        XCTAssertEqual(header.provenance.kind, .measured)
        let json = report.json()
        XCTAssertTrue(
            json.contains(
                #"{"device": "iPhone 16", "orientation": "portrait", "os_version": "26.1", "#
                    + #""presentation": {"style": "page_sheet", "detent": "large", "#
                    + #""detent_value": 759, "frame": [0, 59, 393, 793], "layout_frame": [0, 59, 393, 793], "scale": 1, "#
                    + #""content_insets": [0, 0, 34, 0], "provenance": {"kind": "measured", "source": "Vercantez/openuikit, "#
                    + #"fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2"#
            ), json)
        XCTAssertTrue(
            report.table().contains(
                "iPhone 16 portrait: presented as page_sheet, large detent 759, frame [0, 59, 393, 793] (measured)"),
            report.table())
    }

    func testTextAtTheSheetsTopIsNotUnderTheStatusBar() throws {
        let sheet = try audit(try design(#"{"style": "automatic"}"#, topTitle))
        // Automatic is the form sheet from iOS 18, on an iPhone the page sheet: the card starts at 59.
        XCTAssertEqual(try frame(sheet, "title"), Rect(x: 16, y: 59, width: 361, height: 20))
        XCTAssertTrue(sheet.findings.isEmpty, "\(sheet.findings.map(\.message))")
        // The same element in a design that fills the screen meets the status bar.
        let plain = Auditor.audit(
            try Design.decode(json: #"{"elements": [\#(topTitle)]}"#), devices: [try device("iPhone 16")],
            orientations: [.portrait], version: try OSVersion.parse("26.1"))
        XCTAssertTrue(plain.findings.contains { $0.rule == "clear-of-status-bar" })
    }

    func testMediumDetentLaysTheDesignOutInTheUnscaledCard() throws {
        let report = try audit(try design(#"{"style": "page_sheet", "detent": "medium"}"#, bottomButton))
        // The card's centre y, 403.687 + 440.313 / 2, holds the 459-pt content view: it spans centre ± 229.5.
        let centre = 403.6870229007634 + 440.3129770992366 / 2
        let button = try frame(report, "done")
        XCTAssertEqual(button.maxY, centre + 229.5 - 34, accuracy: 1e-9)
        XCTAssertEqual(button.x, 16)
        XCTAssertTrue(report.findings.isEmpty, "\(report.findings.map(\.message))")
        let header = try XCTUnwrap(report.audited.first?.presentation)
        XCTAssertEqual(header.detent, .medium)
        XCTAssertEqual(header.detentValue, 425)
        XCTAssertEqual(header.frame.x, 8)
        XCTAssertEqual(header.frame.y, 403.6870229007634, accuracy: 1e-9)
        XCTAssertEqual(header.layoutFrame.height, 459)
    }

    func testRefusedLayoutsAreSkippedWithTheEnginesReason() throws {
        let d = try design(#"{"style": "page_sheet"}"#, bottomButton)
        // At compact height the sheet is full screen (Apple: prefersEdgeAttachedInCompactHeight false is "a
        // full screen appearance"; the whole window measured on the iPhone SE, openuikit at 3dc28ed1): the
        // landscape layout is audited in the window, derived (its content insets were not recorded).
        let report = try audit(d, "iPhone 16", os: "26.1", [.portrait, .landscapeLeft])
        XCTAssertEqual(report.layouts, 2)
        XCTAssertEqual(report.skipped, [])
        let landscape = try XCTUnwrap(report.audited.last?.presentation)
        XCTAssertEqual(landscape.style, .fullScreen)
        XCTAssertEqual(landscape.frame, Rect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(landscape.provenance.kind, .derived)
        // An iPad page sheet in landscape floats as a card of the unread readable width: skipped with the reason.
        let pad = try audit(d, "iPad (A16)", os: "26.1", [.portrait, .landscapeLeft])
        XCTAssertEqual(pad.layouts, 1)
        XCTAssertEqual(pad.skipped.count, 1)
        XCTAssertTrue(pad.skipped.first?.hasPrefix("iPad (A16) landscape_left: ") ?? false, "\(pad.skipped)")
        XCTAssertTrue(pad.skipped.first?.contains("landscape") ?? false, "\(pad.skipped)")
        // On iOS 14 no layout (MODEL.md §18: sheets on iOS 13 and 14 unmeasured): nothing checked, and why.
        let old = try audit(d, "iPhone 11", os: "14.0")
        XCTAssertTrue(old.skipped[0].contains("sheets on iOS 13 and 14"), old.skipped[0])
        XCTAssertThrowsError(try old.requireChecks()) { error in
            guard case .nothingAudited(let message) = error as? SafeAreaError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("sheets on iOS 13 and 14"), message)
        }
    }

    func testKeyboardInASheetIsSkipped() throws {
        let report = Auditor.audit(
            try design(#"{"style": "page_sheet"}"#, bottomButton), devices: [try device("iPhone 16")],
            orientations: [.portrait], version: try OSVersion.parse("26.1"), keyboard: true)
        XCTAssertEqual(report.layouts, 0)
        XCTAssertTrue(report.skipped[0].contains("the keyboard in a page_sheet presentation is not modelled"))
    }

    func testDerivedPresentationFlowsIntoFindings() throws {
        // The iPhone 16 Pro's window (402 × 874) ran no probe: its sheet is derived. A control on the card's
        // bottom edge meets the home indicator zone, and the finding carries the presentation's basis.
        let edge = #"""
            {"id": "bar", "role": "control", "height": 50,
             "anchors": {"bottom": {"to": "screen"}, "left": {"to": "screen"}, "right": {"to": "screen"}}}
            """#
        let report = try audit(try design(#"{"style": "page_sheet"}"#, edge), "iPhone 16 Pro")
        let finding = try XCTUnwrap(report.findings.first { $0.rule == "clear-of-home-indicator" })
        XCTAssertEqual(finding.provenance.kind, .derived)
        XCTAssertTrue(finding.provenance.basis.contains("no probe ran in this window"), finding.provenance.basis)
        XCTAssertEqual(report.audited.first?.presentation?.provenance.kind, .derived)
    }

    /// The design takes a custom detent up to the tree's 1e7, as the tree and a SwiftUI scene do: at or
    /// above the maximum detent value (759 on the iPhone 16) it is the large sheet (detents_ios.json: custom
    /// 10000 gives the large frame [0, 59, 393, 793]).
    func testATallCustomDetentIsTheLargeSheetUpToTheTreesLimit() throws {
        let report = try audit(try design(#"{"style": "page_sheet", "detent": 10000000}"#, bottomButton))
        let header = try XCTUnwrap(report.audited.first?.presentation)
        XCTAssertEqual(header.detent, .large)
        XCTAssertEqual(header.frame, Rect(x: 0, y: 59, width: 393, height: 793))
    }

    /// A popover design on the iPad (A16), iPadOS 26.1: a 240 × 180 popover from the source [100, 300, 60, 40]
    /// is the presented view [160, 230, 253, 180], its arrow on the left inside the frame (openuikit
    /// uikit/Tools/oracle2/wordpressrowsprobe/README.md at d8dca8adc9ce50db786d0df95aa98d790ea3e079); the
    /// design is laid out in it, the content's safe area the arrow's 13 pt on the arrow's side (MODEL.md §18,
    /// derived). On an iPhone 16 (26.1) the same design adapts to the sheet [0, 59, 393, 793] (the same README).
    func testAPopoverDesignAuditsOnAnIPadAtItsSourceAndAdaptsOnAnIPhone() throws {
        let popover = #"""
            {"style": "popover", "source_rect": [100, 300, 60, 40], "preferred_content_size": [240, 180],
             "permitted_arrow_directions": ["left", "down"]}
            """#
        let button = #"""
            {"id": "ok", "role": "control", "width": 44, "height": 44,
             "anchors": {"top": {"to": "screen"}, "left": {"to": "safe_area"}}}
            """#
        let pad = try audit(try design(popover, button), "iPad (A16)")
        XCTAssertEqual(pad.layouts, 1, pad.skipped.description)
        let header = try XCTUnwrap(pad.audited.first?.presentation)
        XCTAssertEqual(header.style, .popover)
        XCTAssertEqual(header.frame, Rect(x: 160, y: 230, width: 253, height: 180))
        XCTAssertEqual(header.layoutFrame, Rect(x: 160, y: 230, width: 253, height: 180))
        XCTAssertEqual(header.insets, SafeAreaInsets(top: 0, left: 13, bottom: 0, right: 0))
        XCTAssertEqual(header.provenance.kind, .derived)
        XCTAssertEqual(try frame(pad, "ok"), Rect(x: 160 + 13, y: 230, width: 44, height: 44))
        let phone = try audit(try design(popover, button), "iPhone 16")
        let sheet = try XCTUnwrap(phone.audited.first?.presentation)
        XCTAssertEqual(sheet.style, .pageSheet)
        XCTAssertEqual(sheet.frame, Rect(x: 0, y: 59, width: 393, height: 793))
        XCTAssertEqual(try frame(phone, "ok"), Rect(x: 0, y: 59, width: 44, height: 44))
        // Without a source every iPad layout is refused, as UIKit throws: an audit of nothing.
        let sourceless = try audit(
            try design(#"{"style": "popover", "preferred_content_size": [240, 180]}"#, button), "iPad (A16)")
        XCTAssertEqual(sourceless.layouts, 0)
        XCTAssertTrue(sourceless.skipped[0].contains("needs a source view or rectangle"), sourceless.skipped[0])
    }

    func testBadPopoverFieldsNameTheField() {
        let cases: [(String, String)] = [
            (
                #"{"style": "page_sheet", "source_rect": [0, 0, 10, 10]}"#,
                "presentation.source_rect: only a popover has a source, arrows and an adaptation, not a page_sheet presentation"
            ),
            (
                #"{"style": "form_sheet", "permitted_arrow_directions": "up"}"#,
                "presentation.permitted_arrow_directions: only a popover has a source, arrows and an adaptation, not a form_sheet "
                    + "presentation"
            ),
            (
                #"{"style": "popover", "source_rect": [0, 0, 10]}"#,
                "presentation.source_rect: expected [x, y, width, height] in points"
            ),
            (
                #"{"style": "popover", "source_rect": [0, 0, -1, 10]}"#,
                "presentation.source_rect: width and height must not be negative"
            ),
            (
                #"{"style": "popover", "source_rect": [1e6, 0, 1, 10]}"#,
                "presentation.source_rect[0]: must be a finite number within ±100000"
            ),
            (
                #"{"style": "popover", "preferred_content_size": [240, 0]}"#,
                "presentation.preferred_content_size: width and height must be above 0"
            ),
            (
                #"{"style": "full_screen", "preferred_content_size": [240, 180]}"#,
                "presentation.preferred_content_size: a full_screen presentation fills the window; give none"
            ),
            (
                #"{"style": "popover", "permitted_arrow_directions": ["up", "sideways"]}"#,
                "presentation.permitted_arrow_directions: 'sideways' is not any, up, down, left or right"
            ),
            (
                #"{"style": "popover", "permitted_arrow_directions": []}"#,
                "presentation.permitted_arrow_directions: no direction is permitted (give any)"
            ),
        ]
        for (presentation, message) in cases {
            XCTAssertThrowsError(try design(presentation, bottomButton), presentation) { error in
                XCTAssertEqual(error as? SafeAreaError, .invalidDesign(message))
            }
        }
    }

    func testBadPresentationsNameTheField() {
        let cases: [(String, String)] = [
            (
                #"{"style": "sheet"}"#,
                "presentation.style: 'sheet' is not one of page_sheet, form_sheet, automatic, full_screen, over_full_screen, popover"
            ),
            (#"{"detent": "large"}"#, "presentation.style: required field is missing"),
            (
                #"{"style": "page_sheet", "detent": "small"}"#,
                "presentation.detent: 'small' is not large, medium or a height in points"
            ),
            (
                #"{"style": "page_sheet", "detent": -5}"#,
                "presentation.detent: a custom detent's height must be a finite number above 0 and at most 10000000 (at or above the "
                    + "sheet's maximum detent it is the large sheet), got -5"
            ),
            (
                #"{"style": "page_sheet", "detent": 0}"#,
                "presentation.detent: a custom detent's height must be a finite number above 0 and at most 10000000 (at or above the "
                    + "sheet's maximum detent it is the large sheet), got 0"
            ),
            (
                #"{"style": "page_sheet", "detent": 10000001}"#,
                "presentation.detent: a custom detent's height must be a finite number above 0 and at most 10000000 (at or above the "
                    + "sheet's maximum detent it is the large sheet), got 10000001"
            ),
            (
                #"{"style": "full_screen", "detent": "medium"}"#,
                "presentation.detent: a full_screen presentation has no detents; give large or none"
            ),
            (
                #"{"style": "page_sheet", "grabber": true}"#,
                "presentation.grabber: unknown field (known fields: detent, keeps_popover_in_compact, note, "
                    + "permitted_arrow_directions, preferred_content_size, source_bar_button, source_bar_button_index, source_rect, "
                    + "style)"
            ),
        ]
        for (presentation, message) in cases {
            XCTAssertThrowsError(try design(presentation, bottomButton), presentation) { error in
                XCTAssertEqual(error as? SafeAreaError, .invalidDesign(message))
            }
        }
        // NaN is not JSON: the reader names the field.
        XCTAssertThrowsError(try design(#"{"style": "page_sheet", "detent": NaN}"#, bottomButton)) { error in
            guard case .invalidDesign(let message) = error as? SafeAreaError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("the design is not valid JSON: presentation.detent"), message)
        }
    }
}
