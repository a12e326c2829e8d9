import Foundation
import XCTest

@testable import SafeAreaEngine

/// The Dynamic Island where UIKit puts it: 14 pt down on the 402- and 440-wide
/// phones (sketchain/Husk@1fece9f, a real iPhone 16 Pro's `_exclusionArea`), 11 on
/// the 393- and 430-wide ones, and conservative outlines flagged approximate where
/// nothing citable measured it; audits and pictures follow the shapes.
final class DynamicIslandOutlineTests: XCTestCase {
    let catalog = DeviceCatalog.builtin

    private func island(_ name: String, _ orientation: Orientation = .portrait) throws -> UnsafeRegion {
        try XCTUnwrap(
            try device(name).unsafeRegions(orientation, version: nil, statusBarHidden: false).first {
                $0.kind == .housing
            })
    }

    func testTheIslandIsFourteenPointsDownOnThe402And440WidePhones() throws {
        // Husk: {138.333, 14, 125, 36.667} on the 402-wide panel; the same island centred at whole pixels on the
        // 440-wide one: x = floor((1320 - 376) / 2) / 3 = 157.333, 376 px = 125.333 pt.
        for name in ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"] {
            XCTAssertEqual(try device(name).housing.outline, Rect(x: 138.333, y: 14, width: 125, height: 36.667), name)
            XCTAssertFalse(try island(name).isApproximate, name)
        }
        for name in ["iPhone 16 Pro Max", "iPhone 17 Pro Max"] {
            XCTAssertEqual(
                try device(name).housing.outline, Rect(x: 157.333, y: 14, width: 125.333, height: 36.667), name)
        }
        // The 393- and 430-wide phones keep the 125 x 37 outline at 11, which contains the 11.33-high reading of the device tables.
        for (name, x) in [
            ("iPhone 14 Pro", 134.0), ("iPhone 15 Pro", 134.0), ("iPhone 16", 134.0), ("iPhone 16 Plus", 152.5),
        ] {
            XCTAssertEqual(try device(name).housing.outline, Rect(x: x, y: 11, width: 125, height: 37), name)
        }
        // Landscape: the housing lands on the side, rotated with the screen (16 Pro landscape right: x = 14, y = 402 - 263.333).
        let side = try island("iPhone 16 Pro", .landscapeRight)
        XCTAssertEqual(side.rect.x, 14, accuracy: 1e-9)
        XCTAssertEqual(side.rect.y, 402 - (138.333 + 125), accuracy: 1e-9)
        XCTAssertEqual(side.rect.width, 36.667, accuracy: 1e-9)
    }

    func testUnmeasuredIslandsAreConservativeBoundsFlaggedApproximate() throws {
        // iPhone Air: nothing citable measured it; a device table puts it at {147.33, 20, 125.33, 36.67}, the hand-drawn pill at y 11.
        // iPhone 18 Pro / Pro Max: Apple says the island changed; Apollo-Reborn@1d14d0c reads {153.667, 14, 94.667, 36.667} (a comment).
        let cases: [(String, Rect, Rect)] = [
            (
                "iPhone Air", Rect(x: 147.333, y: 11, width: 125.333, height: 45.667),
                Rect(x: 147.33, y: 20, width: 125.33, height: 36.67)
            ),
            (
                "iPhone 18 Pro", Rect(x: 138.333, y: 14, width: 125, height: 36.667),
                Rect(x: 153.667, y: 14, width: 94.667, height: 36.667)
            ),
            (
                "iPhone 18 Pro Max", Rect(x: 157.333, y: 14, width: 125.333, height: 36.667),
                Rect(x: 172.67, y: 14, width: 94.67, height: 36.67)
            ),
        ]
        for (name, bound, reading) in cases {
            let phone = try device(name)
            XCTAssertNil(phone.housing.outline, name)
            XCTAssertEqual(phone.housing.approximateOutline, bound, name)
            let region = try island(name)
            XCTAssertTrue(region.isApproximate, name)
            XCTAssertEqual(region.rect, bound, name)
            // The tables give two decimals: contained within their rounding.
            XCTAssertTrue(
                bound.minX <= reading.minX + 0.01 && bound.minY <= reading.minY + 0.01
                    && bound.maxX >= reading.maxX - 0.01
                    && bound.maxY >= reading.maxY - 0.01, "\(name): the bound contains the reading")
            // The Display Zoom variant scales the bound and keeps it approximate.
            let zoomed = try phone.zoomed()
            XCTAssertNil(zoomed.housing.outline)
            XCTAssertEqual(
                try XCTUnwrap(zoomed.housing.approximateOutline).width, bound.width * zoomed.width / phone.width,
                accuracy: 1e-9)
        }
    }

    /// A 100 x 10 label centred 49 pt from the top: just under the island of a 393-wide phone (11 + 37 = 48).
    private let labelUnderTheIsland = """
        {"name": "label under the island", "elements": [{"id": "caption", "role": "text", "width": 100, "height": 10,
          "anchors": {"top": {"to": "screen", "offset": 49}, "center_x": {"to": "screen"}}}]}
        """

    func testALabelJustUnderTheIslandCollidesOnThe16ProAndNotOnThe15Pro() throws {
        let design = try Design.decode(json: labelUnderTheIsland)
        let report = Auditor.audit(
            design, devices: [try device("iPhone 16 Pro"), try device("iPhone 15 Pro")], orientations: [.portrait],
            version: nil)
        let housing = report.findings.filter { $0.rule == "clear-of-housing" }
        XCTAssertEqual(housing.map(\.device), ["iPhone 16 Pro"])
        let finding = try XCTUnwrap(housing.first)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertFalse(finding.approximate)
        // The label (y 49..59) meets the island's bottom, 14 + 36.667 = 50.667.
        XCTAssertEqual(finding.overlap.minY, 49, accuracy: 1e-9)
        XCTAssertEqual(finding.overlap.maxY, 50.667, accuracy: 1e-9)
        XCTAssertEqual(finding.obstructionRect, Rect(x: 138.333, y: 14, width: 125, height: 36.667))
    }

    func testThePictureDrawsTheIslandWhereTheAuditSeesIt() throws {
        // The device picture draws the housing at the screen origin plus the outline times its scale (to two decimals).
        for (name, outline, approximate) in [
            ("iPhone 16 Pro", Rect(x: 138.333, y: 14, width: 125, height: 36.667), false),
            ("iPhone 18 Pro", Rect(x: 138.333, y: 14, width: 125, height: 36.667), true),
        ] {
            let phone = try device(name)
            let svg = try SVGPicture.device(phone, orientation: .portrait, version: nil, statusBarHidden: false)
            let scale = 420 / phone.height
            let housing = try XCTUnwrap(
                svg.components(separatedBy: "<rect ").first { $0.contains("<title>dynamic_island") }, name)
            func attribute(_ key: String) throws -> Double {
                let start = try XCTUnwrap(housing.range(of: "\(key)=\"")).upperBound
                return try XCTUnwrap(Double(housing[start...].prefix { $0 != "\"" }))
            }
            let screen = try XCTUnwrap(svg.components(separatedBy: "<rect ").first { $0.contains("fill=\"#f7f7f7\"") })
            let originY = try XCTUnwrap(
                Double(screen[try XCTUnwrap(screen.range(of: "y=\"")).upperBound...].prefix { $0 != "\"" }))
            XCTAssertEqual(try attribute("y") - originY, outline.y * scale, accuracy: 0.011, name)
            XCTAssertEqual(try attribute("height"), outline.height * scale, accuracy: 0.011, name)
            XCTAssertEqual(try attribute("width"), outline.width * scale, accuracy: 0.011, name)
            XCTAssertEqual(housing.contains("stroke-dasharray"), approximate, name)
        }
    }

    func testAnUnmeasuredIslandCountsAsItsConservativeBoundAndSaysSo() throws {
        // The 18 Pro's island is not measured (Apple says it changed): the 402-wide phones' measured island,
        // {138.333, 14, 125, 36.667}, is its bound (MODEL.md §9: an unmeasured outline is flagged approximate).
        let design = try Design.decode(json: labelUnderTheIsland)
        let report = Auditor.audit(
            design, devices: [try device("iPhone 18 Pro")], orientations: [.portrait], version: nil)
        let finding = try XCTUnwrap(report.findings.first { $0.rule == "clear-of-housing" })
        XCTAssertTrue(finding.approximate)
        XCTAssertEqual(finding.obstructionRect, Rect(x: 138.333, y: 14, width: 125, height: 36.667))
        XCTAssertTrue(
            finding.message.contains("; the outline is not measured, so a conservative bound counts; "), finding.message
        )
        let svg = try SVGPicture.device(
            try device("iPhone 18 Pro"), orientation: .portrait, version: nil, statusBarHidden: false)
        XCTAssertTrue(svg.contains("<title>dynamic_island (outline not measured: a conservative bound)</title>"))
        let measured = try SVGPicture.device(
            try device("iPhone 16 Pro"), orientation: .portrait, version: nil, statusBarHidden: false)
        XCTAssertTrue(measured.contains("<title>dynamic_island</title>"))
    }
}
