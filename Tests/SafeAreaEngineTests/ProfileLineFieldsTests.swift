import XCTest

@testable import SafeAreaEngine

/// The profile fields a probe's partial reading needs: lines that start or end
/// at a minor version, orientations a line did not measure, UIKit's status-bar
/// frame beside the top inset, and housing outlines that are conservative bounds.
final class ProfileLineFieldsTests: XCTestCase {
    private let profile = """
        {"name": "T", "family": "phone", "os_min": "26.0", "os_max": "27", "screen": {"width": 402, "height": 874, "scale": 3},
         "housing": {"kind": "dynamic_island", "rect": [138.333, 14, 125, 36.667], "approximate": true},
         "orientations": ["portrait", "landscape_left", "landscape_right"], "insets": [
           {"os_min": "26.0", "os_max": "26.4", "status_bar_height": 62, "portrait": [62, 0, 34, 0], "landscape": [0, 62, 20, 62],
            "source": "probe A", "provenance": "derived", "basis": "carried from 26.5"},
           {"os_min": "26.5", "os_max": "26", "status_bar_height": 62, "portrait": [62, 0, 34, 0], "landscape": [0, 62, 20, 62],
            "source": "probe A", "status_bar_frame": {"height": 54, "source": "probe A", "provenance": "measured"}},
           {"os_min": "27.0", "os_max": "27", "status_bar_height": 62, "portrait": [62, 0, 34, 0], "landscape": [0, 62, 20, 62],
            "source": "probe B", "provenance": "measured", "derived_orientations": ["landscape_left", "landscape_right"],
            "basis": "landscape not read on 27; probe A's 26.5 values"}]}
        """

    func testMinorVersionLinesSplitTheMajorRelease() throws {
        let device = try DeviceProfile.decode(json: profile)
        XCTAssertEqual(try device.provenance(.portrait, version: try OSVersion.parse("26.4.3")).kind, .derived)
        XCTAssertEqual(try device.provenance(.portrait, version: try OSVersion.parse("26.5")).kind, .measured)
        // "26" asks 26.0
        XCTAssertEqual(try device.provenance(.portrait, version: try OSVersion.parse("26")).kind, .derived)
        XCTAssertThrowsError(
            try device.safeArea(.portrait, version: try OSVersion.parse("26.4"), statusBarHidden: false, strict: true))
        XCTAssertNoThrow(
            try device.safeArea(.portrait, version: try OSVersion.parse("26.5"), statusBarHidden: false, strict: true))
        let encoded = device.encodeJSON()
        XCTAssertTrue(encoded.contains("\"os_min\": \"26.0\", \"os_max\": \"26.4\""), encoded)
        XCTAssertTrue(encoded.contains("\"os_min\": \"26.5\", \"os_max\": \"26\""), encoded)
    }

    func testAnOrientationALineDidNotMeasureAnswersAsDerived() throws {
        let device = try DeviceProfile.decode(json: profile)
        let version = OSVersion(major: 27)
        XCTAssertEqual(
            try device.provenance(.portrait, version: version), Provenance(kind: .measured, source: "probe B"))
        XCTAssertEqual(
            try device.provenance(.landscapeLeft, version: version),
            Provenance(kind: .derived, source: "probe B", basis: "landscape not read on 27; probe A's 26.5 values"))
        XCTAssertEqual(
            try device.safeArea(.portrait, version: version, statusBarHidden: false, strict: true),
            SafeAreaInsets(top: 62, left: 0, bottom: 34, right: 0))
        XCTAssertThrowsError(
            try device.safeArea(.landscapeRight, version: version, statusBarHidden: false, strict: true)
        ) { error in
            XCTAssertTrue((error as? SafeAreaError)?.message.contains("landscape not read on 27") == true, "\(error)")
        }
        XCTAssertThrowsError(try device.provenance(.landscapeLeft, version: version, strict: true))
        // The C fast path refuses the same orientations under strict.
        let flat = FlatDevice(immortal: device)
        XCTAssertNotNil(flat.safeArea(orientation: 0, version: version.encoded, statusBarHidden: false, strict: true))
        XCTAssertNil(flat.safeArea(orientation: 2, version: version.encoded, statusBarHidden: false, strict: true))
        XCTAssertNotNil(flat.safeArea(orientation: 2, version: version.encoded, statusBarHidden: false))
        // A Display Zoom variant is derived in every orientation.
        let zoomed = try device.zoomed()
        XCTAssertEqual(try zoomed.provenance(.portrait, version: version).kind, .derived)
        XCTAssertEqual(zoomed.records.last?.derivedOrientations, OrientationSet(rawValue: 0))
    }

    func testTheFieldsSurviveTheirJSON() throws {
        let device = try DeviceProfile.decode(json: profile)
        XCTAssertNil(device.housing.outline)
        XCTAssertEqual(device.housing.approximateOutline, Rect(x: 138.333, y: 14, width: 125, height: 36.667))
        XCTAssertEqual(
            device.records[1].statusBarFrame,
            StatusBarFrame(height: 54, provenance: Provenance(kind: .measured, source: "probe A")))
        XCTAssertEqual(device.records[1].statusBarHeight, 62)
        XCTAssertEqual(device.records[2].derivedOrientations, OrientationSet([.landscapeLeft, .landscapeRight]))
        let text = device.encodeJSON()
        XCTAssertTrue(text.contains("\"rect\": [138.333, 14, 125, 36.667], \"approximate\": true"), text)
        XCTAssertTrue(
            text.contains(
                "\"status_bar_frame\": {\"height\": 54, \"source\": \"probe A\", \"provenance\": \"measured\"}"), text)
        XCTAssertTrue(
            text.contains("\"derived_orientations\": [\"landscape_left\", \"landscape_right\"], \"basis\": "), text)
        let again = try DeviceProfile.decode(json: text)
        XCTAssertEqual(again, device)
        XCTAssertEqual(again.encodeJSON(), text)
    }

    func testBadFieldsAreNamed() {
        func refused(
            _ replace: String, _ with: String, _ fragment: String, file: StaticString = #filePath, line: UInt = #line
        ) {
            let text = profile.replacingOccurrences(of: replace, with: with)
            XCTAssertNotEqual(text, profile, "the patch applies", file: file, line: line)
            XCTAssertThrowsError(try DeviceProfile.decode(json: text), file: file, line: line) { error in
                let message = (error as? SafeAreaError)?.message ?? "\(error)"
                XCTAssertTrue(message.contains(fragment), "'\(message)' lacks '\(fragment)'", file: file, line: line)
            }
        }
        refused(
            "\"rect\": [138.333, 14, 125, 36.667], \"approximate\": true", "\"approximate\": true",
            "housing.approximate: an approximate outline needs its conservative bound in rect")
        refused("\"approximate\": true", "\"approximate\": 1", "housing.approximate: expected true or false")
        refused(
            "\"status_bar_frame\": {\"height\": 54,", "\"status_bar_frame\": {",
            "insets[1].status_bar_frame.height: required field is missing")
        refused("{\"height\": 54,", "{\"height\": 500,", "insets[1].status_bar_frame.height")
        refused(
            "{\"height\": 54, \"source\": \"probe A\", \"provenance\": \"measured\"}",
            "{\"height\": 54, \"source\": \"probe A\", \"provenance\": \"derived\"}", "insets[1].status_bar_frame.basis"
        )
        refused(
            "[\"landscape_left\", \"landscape_right\"]", "[\"portrait_upside_down\"]",
            "insets[2].derived_orientations[0]: 'portrait_upside_down' is not an orientation the device supports")
        refused(
            "[\"landscape_left\", \"landscape_right\"]", "[\"landscape_left\", \"landscape_left\"]",
            "insets[2].derived_orientations[1]: 'landscape_left' is listed twice")
        refused(
            "\"basis\": \"landscape not read on 27; probe A's 26.5 values\"", "\"basis\": \" \"",
            "insets[2].basis: a record with derived_orientations must say what they are derived from")
        refused(
            "\"provenance\": \"measured\", \"derived_orientations\"",
            "\"provenance\": \"derived\", \"derived_orientations\"",
            "insets[2].derived_orientations: a derived record is derived in every orientation")
        refused(
            "\"os_min\": \"26.5\", \"os_max\": \"26\"", "\"os_min\": \"26.4\", \"os_max\": \"26\"",
            "insets[1].os_min: records must be oldest first and must not overlap")
    }
}
