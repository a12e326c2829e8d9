import Foundation
import XCTest

@testable import SafeAreaEngine

/// Exports of the iPhone Duo's displays in both poses. The numbers are the measurements
/// (alexey1312/iPhone-Duo-Agent-Skill@13af9d2, device-geometry.md): the inner display in landscape,
/// 951 x 669 pt, insets 0/0/34/84, the fold's frame (455.5, 0, 40, 669), inactive flat, active as a
/// book; the outer display 466 x 678 pt with corners 8/59/8/59 and its camera (399.667, 29.333, 37, 37).
final class ExportReservedRegionTests: XCTestCase {
    private func metrics(_ text: String) throws -> [String: Any] {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try XCTUnwrap(json["Emulation.setDeviceMetricsOverride"] as? [String: Any])
    }

    func testCDPSendsTheFoldAsADisplayFeatureRoundedOutwardFoldedLikeABook() throws {
        let inner = try device("iPhone Duo (inner display)")
        let book = try metrics(
            Exporter.export(
                inner, format: .cdp, orientations: [.landscapeLeft], version: nil, statusBarHidden: false,
                pose: .book))
        XCTAssertEqual(book["devicePosture"] as? [String: String], ["type": "folded"])
        // 455.5...495.5 in whole CSS px, outward: 455...496.
        let feature = try XCTUnwrap(book["displayFeature"] as? [String: Any])
        XCTAssertEqual(feature["orientation"] as? String, "vertical")
        XCTAssertEqual(feature["offset"] as? Int, 455)
        XCTAssertEqual(feature["maskLength"] as? Int, 41)
        let flat = try metrics(
            Exporter.export(inner, format: .cdp, orientations: [.landscapeLeft], version: nil, statusBarHidden: false))
        XCTAssertEqual(flat["devicePosture"] as? [String: String], ["type": "continuous"])
        XCTAssertNil(flat["displayFeature"])
        XCTAssertEqual(flat["width"] as? Int, 951)
    }

    func testCSSMarksTheFoldActiveOnlyAsABook() throws {
        let inner = try device("iPhone Duo (inner display)")
        let book = try Exporter.export(
            inner, format: .css, orientations: [.landscapeRight], version: nil, statusBarHidden: false, pose: .book)
        XCTAssertTrue(
            book.contains(
                "  --reserved-fold-x: 455.5px;\n  --reserved-fold-y: 0px;\n  --reserved-fold-width: 40px;\n  --reserved-fold-height: "
                    + "669px;\n"
            ))
        XCTAssertTrue(
            book.contains(
                "  --reserved-fold-margin-right: 20px;\n  --reserved-fold-margin-bottom: 0px;\n  --reserved-fold-margin-left: 20px;\n  "
                    + "--reserved-fold-active: 1;\n"
            ))
        let flat = try Exporter.export(
            inner, format: .css, orientations: [.landscapeRight], version: nil, statusBarHidden: false)
        XCTAssertTrue(flat.contains("--reserved-fold-active: 0;"))
    }

    func testFormatsWithoutAPlaceForAFoldRefuseItActive() throws {
        let inner = try device("iPhone Duo (inner display)")
        for format in [ExportFormat.reactNative, .playwright, .flutterTest, .unity, .flutter] {
            XCTAssertThrowsError(
                try Exporter.export(
                    inner, format: format, orientations: [.landscapeLeft], version: nil,
                    statusBarHidden: false, pose: .book)
            ) { error in
                guard case SafeAreaError.invalidArgument(let message) = error else {
                    return XCTFail("\(format.name): \(error)")
                }
                XCTAssertTrue(
                    message.contains(
                        "has an active fold (a division region), which the \(format.name) format has no place for"),
                    message)
            }
            // A device_preview preset holds every orientation of the device (its owner turns it itself).
            let flat: [Orientation] = format == .flutter ? inner.orientations.members : [.landscapeLeft]
            XCTAssertNoThrow(
                try Exporter.export(inner, format: format, orientations: flat, version: nil, statusBarHidden: false))
        }
    }

    func testTheBookPoseWhereRegionsAreUnmeasuredAndAPoseWithoutAFoldAreRefused() throws {
        let inner = try device("iPhone Duo (inner display)")
        XCTAssertThrowsError(
            try Exporter.export(
                inner, format: .cdp, orientations: [.portrait, .landscapeLeft], version: nil,
                statusBarHidden: false, pose: .book)
        ) { error in
            guard case SafeAreaError.unsupported(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("iPhone Duo (inner display) folded like a book in portrait: "), message)
        }
        XCTAssertThrowsError(
            try Exporter.export(
                try device("iPhone Duo"), format: .cdp, orientations: [.portrait], version: nil,
                statusBarHidden: false, pose: .book)
        ) { error in
            guard case SafeAreaError.invalidArgument(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("has no fold"), message)
        }
    }

    func testUnityWritesTheLargestRadiusAndTheCameraCutout() throws {
        let text = try Exporter.export(
            try device("iPhone Duo"), format: .unity, orientations: [.portrait], version: nil, statusBarHidden: false)
        XCTAssertTrue(text.contains("\"cornerRadius\": 177\n"))  // 59 pt x 3
        XCTAssertTrue(text.contains("\"width\": 111,\n"))  // the 37-pt hole at @3x
        XCTAssertTrue(text.contains("\"deviceModel\": \"iPhone19,4\""))
    }

    func testFlutterDrawsEachCornerOfTheOuterDisplay() throws {
        let path = FlutterExport.screenPath(try device("iPhone Duo"))
        XCTAssertTrue(
            path.hasPrefix(
                "M 8,0 H 407 A 59,59 0 0 1 466,59 V 619 A 59,59 0 0 1 407,678 H 8 A 8,8 0 0 1 0,670 V 8 A 8,8 0 0 1 8,0 Z"
            ), path)
        // The hole: a circle of radius 18.5 about (418.167, 47.833), from its top to its bottom and back.
        XCTAssertTrue(
            path.hasSuffix(
                " M 418.167,29.333 H 418.167 A 18.5,18.5 0 0 0 418.167,66.333 H 418.167 A 18.5,18.5 0 0 0 418.167,29.333 Z"
            ), path)
    }
}
