import Foundation
import XCTest

@testable import SafeAreaEngine

/// Audits over app windows (MODEL.md §4, §19): each layout's screen is the window, an element
/// under the window controls is an error with the smallest move that clears it, and what the
/// engine refuses is skipped with its reason. Expected numbers come from the sources of
/// data/windows.json: the pill x 20.5–59.5 (Multiplex's TerminalWindowUIKit.swift @bc608bd), y 21–43
/// under unified and 6–27.5 under minimal (Multiplex's input-and-windows.md @4d26b09, iPadOS 26);
/// a window spanning the screen hides its pill; the iPad Pro 13-inch (M4) full screen 1032 × 1376
/// with insets 32/0/25/0 on iPadOS 26.5 (flutter_device_preview); the floating window 711 × 941 at
/// (160.5, 217.5) (Multiplex's TerminalWindowUIKitTests.swift @bc608bd) with its own top 32 under
/// minimal (measured) and 10 under unified (derived from mithka's Flutter reading).
final class AuditWindowTests: XCTestCase {
    private func design(_ name: String) throws -> Design {
        let url = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "examples/\(name)")
        return try Design.decode(json: String(contentsOf: url, encoding: .utf8))
    }

    private func assertRect(
        _ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(r.x, x, accuracy: 1e-6, message, file: file, line: line)
        XCTAssertEqual(r.y, y, accuracy: 1e-6, message, file: file, line: line)
        XCTAssertEqual(r.width, w, accuracy: 1e-6, message, file: file, line: line)
        XCTAssertEqual(r.height, h, accuracy: 1e-6, message, file: file, line: line)
    }

    private func controlsFindings(_ report: AuditReport) -> [AuditFinding] {
        report.findings.filter { $0.rule == "clear-of-window-controls" }
    }

    /// The button at (12, 12, 44 × 44) of each window: under the unified pill in every window that
    /// shows controls. In the floating window the pill is Multiplex's (20.5, 21, 39 × 22): 35.5 × 22,
    /// the move 43 − 12 = 31. A half reaches the screen's top, where the controls shift down
    /// (minh-ton/reynard-browser issue #186, no numbers): by 32 − 10 (derived, MODEL.md §19), so
    /// (20.5, 43, 39 × 22): 35.5 × 13, the move 65 − 12 = 53.
    func testAButtonInTheTopLeadingCornerIsUnderTheUnifiedControlsInEveryWindow() throws {
        let pro = try device("iPad Pro 13-inch (M4)")
        let windows = try AuditSelection.windows("full, half, floating")
        XCTAssertEqual(windows.map(\.placement), [.full, .halfLeading, .halfTrailing, .floating])
        let report = Auditor.audit(
            try design("window-toolbar.json"), devices: [pro], orientations: [.portrait],
            version: try OSVersion.parse("26.5"), windows: windows)
        XCTAssertEqual(report.layouts, 4, report.table())
        XCTAssertEqual(report.skipped, [])
        // The full placement spans the screen: no pill, no finding.
        let hits = controlsFindings(report)
        XCTAssertEqual(hits.map(\.window), [.halfLeading, .halfTrailing, .floating])
        for hit in hits {
            XCTAssertEqual(hit.severity, .error)
            XCTAssertEqual(hit.element, "sidebar-button")
            XCTAssertEqual(hit.obstruction, "window_controls")
            XCTAssertEqual(hit.windowControls, .unified)
            assertRect(hit.elementFrame, 12, 12, 44, 44)
            let top: Double = hit.window == .floating ? 21 : 43
            assertRect(hit.obstructionRect, 20.5, top, 39, 22)
            assertRect(hit.overlap, 20.5, top, 56 - 20.5, min(56, top + 22) - top)
            XCTAssertEqual(hit.fixDX, 0)
            XCTAssertEqual(hit.fixDY, top + 22 - 12)
            XCTAssertTrue(
                hit.provenance.source.contains("multiplex-term/Multiplex, docs/agents/input-and-windows.md"),
                hit.provenance.source)
        }
        XCTAssertEqual(
            hits[0].message,
            "control 'sidebar-button' is under the window controls (unified) by 35.5×13 pt: they take the taps; move it down 53 pt to "
                + "clear it"
        )
        XCTAssertEqual(hits[0].layoutLabel, "portrait, half_leading window")
        // The layouts' windows: halves of (1032 − 10) / 2 = 511, the floating window as measured.
        let frames = report.auditedWindows.map { $0?.frame }
        assertRect(frames[1]!, 0, 0, 511, 1376)
        assertRect(frames[2]!, 1032 - 511, 0, 511, 1376)
        assertRect(frames[3]!, 160.5, 217.5, 711, 941)
    }

    /// Under minimal the pill is 6–27.5: in a tile (top 32, the status bar's) and in the floating
    /// window (its own top 32) the move into the safe area, 32 − 12 = 20, clears it.
    func testUnderMinimalControlsTheMoveIntoTheSafeAreaClearsThePill() throws {
        let pro = try device("iPad Pro 13-inch (M4)")
        let report = Auditor.audit(
            try design("window-toolbar.json"), devices: [pro], orientations: [.portrait],
            version: try OSVersion.parse("26.5"),
            windows: try AuditSelection.windows("half_leading,floating", controls: .minimal))
        let hits = controlsFindings(report)
        XCTAssertEqual(hits.map(\.window), [.halfLeading, .floating])
        for hit in hits {
            assertRect(hit.obstructionRect, 20.5, 6, 39, 21.5)
            assertRect(hit.overlap, 20.5, 12, 56 - 20.5, 27.5 - 12)
            XCTAssertEqual(hit.fixDX, 0)
            XCTAssertEqual(hit.fixDY, 32 - 12)
            XCTAssertEqual(hit.windowControls, .minimal)
        }
        // The tile reaches the screen's top: the status bar's band; the floating window: its own top strip.
        let bands = report.findings.filter { $0.element == "sidebar-button" && $0.rule != "clear-of-window-controls" }
        XCTAssertEqual(bands.map(\.obstruction), ["status_bar", "inset_band"])
        assertRect(bands[0].obstructionRect, 0, 0, 511, 32)
        assertRect(bands[1].obstructionRect, 0, 0, 711, 32)
    }

    /// The title sits on the window's safe area: its top is the window's top inset, 32 in a tile
    /// and 10 in a unified floating window, centred on the window.
    func testElementsResolveInTheWindow() throws {
        let pro = try device("iPad Pro 13-inch (M4)")
        let report = Auditor.audit(
            try design("window-toolbar.json"), devices: [pro], orientations: [.portrait],
            version: try OSVersion.parse("26.5"), recordFrames: true,
            windows: try AuditSelection.windows("half_trailing,floating"))
        XCTAssertEqual(
            report.frames.map(\.layout),
            ["iPad Pro 13-inch (M4)/portrait/half_trailing", "iPad Pro 13-inch (M4)/portrait/floating"])
        assertRect(report.frames[0].elements[1].frame, (511 - 200) / 2, 32, 200, 22)
        assertRect(report.frames[1].elements[1].frame, (711 - 200) / 2, 10, 200, 22)
    }

    /// What the engine refuses is skipped with its reason: thirds off the iPad Pro 11-inch. A device without
    /// app windows on the OS audited (an iPhone; an iPad before iPadOS 15) is audited full screen beside the
    /// windows, once per orientation, its layout's window nil (MODEL.md §4).
    func testRefusedWindowsAreSkippedAndDevicesWithoutWindowsAuditedFullScreen() throws {
        let pro = try device("iPad Pro 13-inch (M4)")
        let phone = try device("iPhone 16")
        let report = Auditor.audit(
            try design("window-toolbar.json"), devices: [pro, phone], orientations: [.portrait],
            version: try OSVersion.parse("26.5"), windows: try AuditSelection.windows("third_leading,half_leading"))
        XCTAssertEqual(report.layouts, 2)
        XCTAssertEqual(report.devices, 2)
        XCTAssertEqual(report.skipped.count, 1, report.skipped.description)
        XCTAssertTrue(
            report.skipped[0].hasPrefix(
                "iPad Pro 13-inch (M4) portrait third_leading window: window: no source measured thirds"),
            report.skipped[0])
        XCTAssertEqual(report.audited.map(\.device), ["iPad Pro 13-inch (M4)", "iPhone 16"])
        XCTAssertEqual(report.auditedWindows.map { $0?.request.placement }, [.halfLeading, nil])
        XCTAssertTrue(
            report.json().contains(
                "{\"device\": \"iPhone 16\", \"orientation\": \"portrait\", \"os_version\": \"26.5\", \"window\": null}"
            ))
        XCTAssertTrue(
            report.table().contains("portrait, full screen") || report.findings.allSatisfy { $0.window != nil })
        // Before iPadOS 26 the iPad's windows are Split View's (MODEL.md §19): a landscape half, (1376 - 10) / 2 = 683
        // wide at the full height (derived), and no half in portrait (swift-snapshot-testing's and Apple Books'
        // portrait splits are a third and two thirds): skipped with that reason. Before iPadOS 15, full screen.
        let old = Auditor.audit(
            try design("window-toolbar.json"), devices: [pro], orientations: [.portrait, .landscapeLeft],
            version: try OSVersion.parse("18.0"), windows: try AuditSelection.windows("half_leading"))
        XCTAssertEqual(old.layouts, 1)
        XCTAssertEqual(old.skipped.count, 1)
        XCTAssertTrue(old.skipped[0].contains("Split View has no half in portrait"), old.skipped[0])
        XCTAssertEqual(old.auditedWindows.map { $0?.request.placement }, [.halfLeading])
        XCTAssertEqual(old.auditedWindows[0]?.frame.width, 683)
        let older = Auditor.audit(
            try design("window-toolbar.json"), devices: [try device("iPad (8th generation)")],
            orientations: [.portrait], version: try OSVersion.parse("14.0"), windows: try AuditSelection.windows("half")
        )
        XCTAssertEqual(older.layouts, 1)
        XCTAssertEqual(older.skipped, [])
        XCTAssertNil(older.auditedWindows[0])
    }

    func testTheWindowListRefusesWhatItDoesNotKnow() throws {
        XCTAssertThrowsError(try AuditSelection.windows("quarter"))
        XCTAssertThrowsError(try AuditSelection.windows(" , "))
        XCTAssertThrowsError(try AuditSelection.windows("floating:1:2:3"))
        // A frame bad on any screen is refused by the list, naming the entry (MODEL.md §4; found by the
        // Python bad-input tests: NaN passed the list and every layout was skipped instead).
        for bad in [
            "floating:nan:0:711:941", "floating:0:inf:711:941", "floating:0:0:1e999:941", "floating:-5:0:711:941",
        ] {
            XCTAssertThrowsError(try AuditSelection.windows(bad)) { error in
                let message = (error as? SafeAreaError)?.message ?? ""
                XCTAssertTrue(message.contains("'\(bad)': a floating frame's"), message)
            }
        }
        // A sign or an exponent is read as written ('-' joins a name's words only).
        XCTAssertEqual(try AuditSelection.windows("floating:1e2:0:711:941")[0].frame?.x, 100)
        let custom = try AuditSelection.windows("Floating:100:200:400:500, two-thirds")
        XCTAssertEqual(custom.map(\.placement), [.floating, .twoThirdsLeading, .twoThirdsTrailing])
        XCTAssertEqual(custom[0].frame, Rect(x: 100, y: 200, width: 400, height: 500))
    }

    /// A floating frame no screen takes is INVALID_ARGUMENT naming the entry (safearea.h,
    /// safearea_audit_with_options: "a bad floating frame in `windows`"), not an audit of nothing: numbers
    /// that are not finite (1e400 overflows to infinity) or are negative, no width or height, or narrower
    /// than a window's 375-pt minimum (FestivalNativeApps, MODEL.md §19). Signs are numbers there: the '-'
    /// of '-5' is not a name's hyphen.
    func testAFloatingFrameNoScreenTakesIsAnErrorNamingTheEntry() {
        let bad = "a floating frame's X, Y, WIDTH and HEIGHT are finite points of 0 or more"
        let cases: [(String, String)] = [
            ("floating:0:0:-5:400", "windows: 'floating:0:0:-5:400': \(bad)"),
            ("floating:nan:0:400:400", "windows: 'floating:nan:0:400:400': \(bad)"),
            ("floating:0:0:1e400:400", "windows: 'floating:0:0:1e400:400': \(bad)"),
            ("floating:-5:0:400:400", "windows: 'floating:-5:0:400:400': \(bad)"),
            (
                "floating:0:0:400:0",
                "windows: 'floating:0:0:400:0': a floating window's width and height must be above 0"
            ),
            ("floating:0:0:10:10", "windows: 'floating:0:0:10:10': a window is at least 375 pt wide"),
            ("FLOATING:0:0:374:500", "windows: 'FLOATING:0:0:374:500': a window is at least 375 pt wide"),
        ]
        for (entry, message) in cases {
            XCTAssertThrowsError(try AuditSelection.windows("half, \(entry)"), entry) { error in
                XCTAssertEqual(error as? SafeAreaError, .invalidArgument(message))
            }
        }
        XCTAssertEqual(
            try AuditSelection.windows("floating:0:0:375:500, half-leading").map(\.frame),
            [Rect(x: 0, y: 0, width: 375, height: 500), nil])
    }

    /// The measured 711 × 941 floating window does not fit the iPad Pro 11-inch in landscape (834 pt
    /// tall): that layout is skipped saying so, and the portrait one (834 × 1210) is audited.
    func testTheFloatingWindowIsSkippedWhereItDoesNotFit() throws {
        let report = Auditor.audit(
            try design("window-toolbar.json"), devices: [try device("iPad Pro 11-inch (M4)")],
            orientations: [.portrait, .landscapeLeft], version: try OSVersion.parse("26.5"),
            windows: try AuditSelection.windows("floating"))
        XCTAssertEqual(report.layouts, 1)
        XCTAssertEqual(
            report.skipped,
            [
                "iPad Pro 11-inch (M4) landscape_left floating window: the 711 x 941 floating window does not fit the screen in landscape"
            ])
        assertRect(report.auditedWindows[0]!.frame, (834 - 711) / 2, (1210 - 941) / 2, 711, 941)
    }

    /// The JSON report carries the window per layout and per finding; the table names the layout.
    func testReportsCarryThePlacement() throws {
        let pro = try device("iPad Pro 13-inch (M4)")
        let report = Auditor.audit(
            try design("window-toolbar.json"), devices: [pro], orientations: [.portrait],
            version: try OSVersion.parse("26.5"), windows: try AuditSelection.windows("half_leading"))
        let json = report.json()
        XCTAssertTrue(json.contains("\"windows\": true"), json)
        XCTAssertTrue(
            json.contains(
                "\"window\": {\"placement\": \"half_leading\", \"controls\": \"unified\", \"frame\": [0, 0, 511, 1376], \"insets\": [32, "
                    + "0, 20, 0], \"controls_rect\": [20.5, 43, 39, 22]"
            ), json)
        XCTAssertTrue(json.contains("\"window\": {\"placement\": \"half_leading\", \"controls\": \"unified\"}"), json)
        XCTAssertTrue(report.table().contains("portrait, half_leading window"), report.table())
        XCTAssertTrue(report.sarif(uri: "d.json", toolVersion: "0").contains("\"window\": \"half_leading\""))
    }
}
