import Foundation
import XCTest

@testable import SafeAreaEngine

/// Audits and reserved regions (the iPhone Duo): the camera hole is an error on its round shape,
/// the bar strip a warning like the status-bar band, an active fold a warning with the smallest
/// move that clears it, checked in the book pose; per-corner radii in the corner checks.
/// Expected numbers come from the measurements (alexey1312/iPhone-Duo-Agent-Skill@13af9d2,
/// device-geometry.md, and its probe log in scripts/probes/README.md @2b96283): outer display
/// 466 x 678 pt, insets 0/0/34/84, camera (399.667, 29.333, 37, 37), bar strip (382, 0, 84, 170),
/// corners 8/59/8/59; inner display in landscape 951 x 669 pt, insets 0/0/34/84, fold frame
/// (455.5, 0, 40, 669) with 20-pt margins, inactive flat and active as a book.
final class AuditReservedRegionTests: XCTestCase {
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

    func testCentredTwoColumnsOnTheInnerDisplayAsABookSitOnTheFold() throws {
        let inner = try device("iPhone Duo (inner display)")
        let report = Auditor.audit(
            try design("duo-two-columns.json"), devices: [inner], orientations: [.landscapeLeft, .landscapeRight],
            version: nil)
        for orientation in [Orientation.landscapeLeft, .landscapeRight] {
            let fold = report.findings.filter { $0.orientation == orientation && $0.rule == "clear-of-fold" }
            XCTAssertEqual(fold.map(\.element), ["right-column", "continue-button"], orientation.name)
            XCTAssertTrue(fold.allSatisfy { $0.pose == .book && $0.severity == .warning && $0.obstruction == "fold" })
            XCTAssertTrue(fold.allSatisfy { $0.obstructionLabel == "fold" && $0.provenance.kind == .measured })
            // The safe area is 867 pt wide, its centre 433.5. The right column (centre 433.5 + 208) spans 441.5...841.5;
            // leaving the fold's frame (455.5...495.5) to the right would end at 895.5, past the safe area: it moves left
            // to end at 455.5.
            let column = fold[0]
            assertRect(column.elementFrame, 441.5, 60, 400, 400)
            assertRect(column.overlap, 455.5, 60, 40, 400)
            assertRect(column.obstructionRect, 455.5, 0, 40, 669)
            XCTAssertEqual(column.fixDX, 455.5 - 841.5)
            XCTAssertEqual(column.fixDY, 0)
            // The button, 120 pt centred on 433.5 (373.5...493.5) and 40 pt above the safe area's bottom (635): 38 pt to the left.
            let button = fold[1]
            assertRect(button.elementFrame, 373.5, 551, 120, 44)
            assertRect(button.overlap, 455.5, 551, 38, 44)
            XCTAssertEqual(button.fixDX, -38)
            XCTAssertEqual(
                button.message,
                "control 'continue-button' sits on the fold (active folded like a book) by 38×44 pt; move it left 38 pt to clear it"
            )
        }
        // Open flat the fold is inactive: no other finding in landscape, and none without the book pose.
        XCTAssertEqual(report.findings.filter { $0.pose != .book }.count, 0, report.table())
        XCTAssertEqual(report.layouts, 2)
    }

    func testTheFoldFindingCarriesItsPoseInEveryOutput() throws {
        let inner = try device("iPhone Duo (inner display)")
        let report = Auditor.audit(
            try design("duo-two-columns.json"), devices: [inner], orientations: [.landscapeLeft], version: nil)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["pose"] as? String }, ["book", "book"])
        XCTAssertNil(json["unchecked"])
        let sarif = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(report.sarif(uri: "d.json", toolVersion: "1").utf8))
                as? [String: Any])
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }.last, "clear-of-fold")
        XCTAssertEqual(rules.count, Auditor.rules.count + 1)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertTrue(results.allSatisfy { $0["ruleIndex"] as? Int == Auditor.rules.count })
        XCTAssertTrue(results.allSatisfy { (($0["properties"] as? [String: Any])?["pose"] as? String) == "book" })
        XCTAssertTrue(report.table().contains("landscape_left (book)"))
    }

    func testTheInnerDisplayInPortraitSaysItsRegionsAreNotChecked() throws {
        let inner = try device("iPhone Duo (inner display)")
        let report = Auditor.audit(
            try design("duo-two-columns.json"), devices: [inner], orientations: [.portrait], version: nil)
        XCTAssertEqual(report.unchecked.count, 1)
        XCTAssertTrue(
            report.unchecked[0].hasPrefix(
                "iPhone Duo (inner display) portrait: reserved regions not checked: no source measured"))
        XCTAssertTrue(report.table().contains("not checked: iPhone Duo (inner display) portrait"))
        XCTAssertTrue(
            report.json().contains(
                "\"unchecked\": [\"iPhone Duo (inner display) portrait: reserved regions not checked"))
    }

    func testAButtonUnderTheOuterCameraIsAnErrorNamingTheCamera() throws {
        let outer = try device("iPhone Duo")
        let report = Auditor.audit(
            try design("duo-camera-button.json"), devices: [outer], orientations: nil, version: nil)
        let camera = report.findings.filter { $0.obstruction == "camera" }
        XCTAssertEqual(camera.count, 1, report.table())
        let finding = try XCTUnwrap(camera.first)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.rule, "clear-of-housing")
        XCTAssertNil(finding.pose)
        // The button: 466 - 30 - 36 = 400 to 436, 30 to 66; the hole 399.667...436.667 x 29.333...66.333.
        assertRect(finding.elementFrame, 400, 30, 36, 36)
        assertRect(finding.overlap, 400, 30, 36, 36)
        assertRect(finding.obstructionRect, 399.667, 29.333, 37, 37)
        // Into the safe area (its right edge at 466 - 84 = 382): 54 pt to the left, which clears the hole.
        XCTAssertEqual(finding.fixDX, -54)
        XCTAssertEqual(finding.fixDY, 0)
        XCTAssertEqual(
            finding.message, "control 'close-button' overlaps the camera by 36×36 pt; move it left 54 pt to clear it")
        // The same hole is the profile's punch hole: checked once, as the camera.
        XCTAssertTrue(
            report.findings.filter { $0.rule == "clear-of-housing" }.allSatisfy { $0.obstruction == "camera" })
        // The bar strip (382, 0, 84, 170) is flagged as the status-bar band is.
        let strip = report.findings.filter { $0.obstruction == "bar_strip" }
        XCTAssertEqual(strip.map(\.rule), ["clear-of-status-bar"])
        XCTAssertEqual(strip.map(\.severity), [.warning])
        assertRect(strip[0].obstructionRect, 382, 0, 84, 170)
        XCTAssertTrue(strip[0].message.hasPrefix("control 'close-button' overlaps the bar strip by 36×36 pt"))
    }

    func testAButtonBesideTheCameraIsClearOfItsRoundShape() throws {
        // A 4-pt square in the hole's bounding box, at its top-left corner (399.667, 29.333), lies outside the
        // 18.5-pt circle centred on (418.167, 47.833): its nearest point (403.7, 33.4) is about 20.4 pt from the centre.
        let square = Design(
            name: "corner of the hole's box", referenceDevice: nil,
            elements: [
                DesignElement(id: "dot", role: .icon, frame: Rect(x: 399.7, y: 29.4, width: 4, height: 4), children: [])
            ])
        let report = Auditor.audit(square, devices: [try device("iPhone Duo")], orientations: nil, version: nil)
        XCTAssertEqual(report.findings.filter { $0.obstruction == "camera" }.count, 0, report.table())
    }

    func testEachCornerIsCheckedWithItsOwnRadius() throws {
        // The outer display's corners in portrait: 8 (top-left), 59 (top-right), 8 (bottom-left), 59 (bottom-right).
        // A 20-pt square 3 pt in from a corner reaches 5·√2 ≈ 7.07 pt from an 8-pt arc's centre (inside) but
        // 56·√2 ≈ 79.2 pt from a 59-pt arc's centre (outside).
        let squares = Design(
            name: "corners", referenceDevice: nil,
            elements: [
                DesignElement(
                    id: "top-left", role: .icon, frame: Rect(x: 3, y: 3, width: 20, height: 20), children: []),
                DesignElement(
                    id: "top-right", role: .icon, frame: Rect(x: 443, y: 3, width: 20, height: 20), children: []),
                DesignElement(
                    id: "bottom-left", role: .icon, frame: Rect(x: 3, y: 655, width: 20, height: 20), children: []),
                DesignElement(
                    id: "bottom-right", role: .icon, frame: Rect(x: 443, y: 655, width: 20, height: 20), children: []),
            ])
        let report = Auditor.audit(squares, devices: [try device("iPhone Duo")], orientations: nil, version: nil)
        let corners = report.findings.filter { $0.rule == "clear-of-display-corners" }
        XCTAssertEqual(corners.map(\.element), ["top-right", "bottom-right"], report.table())
        XCTAssertEqual(corners.map(\.cornerRadius), [59, 59])
        XCTAssertTrue(corners[0].message.contains("outside the 59-pt rounded display corner"))
        // 1 pt in from the corner, the square reaches 7·√2 ≈ 9.9 pt from the 8-pt arc's centre: outside it.
        let tight = Design(
            name: "tight", referenceDevice: nil,
            elements: [
                DesignElement(id: "top-left", role: .icon, frame: Rect(x: 1, y: 1, width: 20, height: 20), children: [])
            ])
        let hit = Auditor.audit(tight, devices: [try device("iPhone Duo")], orientations: nil, version: nil).findings
            .filter { $0.rule == "clear-of-display-corners" }
        XCTAssertEqual(hit.map(\.cornerRadius), [8])
        XCTAssertTrue(hit[0].message.contains("outside the 8-pt rounded display corner"))
    }

    func testAnAuditOverEveryDeviceCoversBothDisplaysAndOtherDevicesHaveNoPoseOrUncheckedLine() throws {
        let report = Auditor.audit(
            try design("duo-two-columns.json"), devices: DeviceCatalog.builtin.profiles, orientations: nil, version: nil
        )
        let names = Set(report.findings.map(\.device))
        XCTAssertTrue(names.contains("iPhone Duo (inner display)"))
        XCTAssertTrue(
            report.findings.filter { $0.pose != nil }.allSatisfy { $0.device == "iPhone Duo (inner display)" })
        XCTAssertEqual(
            report.unchecked,
            [
                "iPhone Duo (inner display) portrait: reserved regions not checked: "
                    + (try device("iPhone Duo (inner display)")).unmeasured.reservedRegions!
            ])
        let others = Auditor.audit(
            try design("duo-two-columns.json"), devices: [try device("iPhone 15 Pro")], orientations: nil, version: nil)
        XCTAssertFalse(others.json().contains("\"pose\""))
        XCTAssertFalse(others.json().contains("\"unchecked\""))
        XCTAssertFalse(others.sarif(uri: "d", toolVersion: "1").contains("clear-of-fold"))
    }
}

extension DesignElement {
    fileprivate init(id: String, role: DesignRole, frame: Rect, children: [DesignElement]) {
        self.init(
            id: id, role: role, top: nil, bottom: nil, left: nil, right: nil, centerX: nil, centerY: nil, width: nil,
            height: nil,
            frame: frame, children: children)
    }
}
