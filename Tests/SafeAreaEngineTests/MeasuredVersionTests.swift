import XCTest

@testable import SafeAreaEngine

/// A value is measured only on the OS version its source ran, and carried (derived, with a
/// basis that names that version) to the rest of its record's range (MODEL.md §8). The
/// versions are the sources' own: data/devices.json's `flutter_device_preview` probed the
/// iOS/iPadOS 26.5 simulator; `dimmmensions` dumped the iOS 16.2 simulator;
/// `flutter_device_preview_18` ran an iOS/iPadOS 18 simulator whose minor it did not record.
final class MeasuredVersionTests: XCTestCase {
    let catalog = DeviceCatalog.builtin

    private func version(_ text: String) throws -> OSVersion { try OSVersion.parse(text) }

    func testTheIPadProM5IsMeasuredOn26Point5AndCarriedTo26Point0() throws {
        let pad = try device("iPad Pro 13-inch (M5)")
        let measured = try pad.provenance(.portrait, version: try version("26.5"))
        XCTAssertEqual(measured.kind, .measured)
        XCTAssertEqual(measured.basis, "")
        XCTAssertEqual(
            try pad.safeArea(.portrait, version: try version("26.5"), statusBarHidden: false, strict: true),
            SafeAreaInsets(top: 32, left: 0, bottom: 25, right: 0))
        XCTAssertEqual(try pad.measuredOS(.portrait, version: try version("26.0"))?.description, "26.5")

        for (text, line) in [
            ("26.0", "26.0–26.4.x"), ("26.4", "26.0–26.4.x"), ("26.5.1", "26.5–26.x"), ("26.6", "26.5–26.x"),
        ] {
            let carried = try pad.provenance(.landscapeLeft, version: try version(text))
            XCTAssertEqual(carried.kind, .derived, text)
            XCTAssertEqual(
                carried.basis,
                "iPad Pro 13-inch (M5), iPadOS \(line): carried from iPadOS 26.5, the only version its source measured",
                text)
            XCTAssertTrue(carried.source.hasPrefix("flutter_device_preview apple-ipad-pro-13-m5"), carried.source)
        }
        XCTAssertEqual(
            try pad.safeArea(.portrait, version: try version("26.0"), statusBarHidden: false),
            SafeAreaInsets(top: 32, left: 0, bottom: 25, right: 0))
        XCTAssertThrowsError(
            try pad.safeArea(.portrait, version: try version("26.0"), statusBarHidden: false, strict: true)
        ) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("on iPadOS 26.0"), message)
            XCTAssertTrue(
                message.contains(
                    "(32, 0, 25, 0) is derived: iPad Pro 13-inch (M5), iPadOS 26.0–26.4.x: carried from iPadOS 26.5"),
                message)
        }
        XCTAssertThrowsError(try pad.provenance(.portrait, version: try version("26.0"), strict: true))
    }

    func testAnIPhoneLineIsMeasuredOnTheVersionItsProbeRan() throws {
        // dimmmensions dumped UIKit from the iOS 16.2 simulator: 59/0/34/0 on the iPhone 14 Pro.
        let phone = try device("iPhone 14 Pro")
        XCTAssertEqual(try phone.provenance(.portrait, version: try version("16.2")).kind, .measured)
        XCTAssertEqual(
            try phone.safeArea(.portrait, version: try version("16.2"), statusBarHidden: false, strict: true),
            SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0))
        let carried = try phone.provenance(.portrait, version: try version("17.0"))
        XCTAssertEqual(carried.kind, .derived)
        XCTAssertEqual(
            carried.basis, "iPhone 14 Pro, iOS 16.0–18.x: carried from iOS 16.2, the only version its source measured")
        XCTAssertThrowsError(
            try phone.safeArea(.portrait, version: try version("16.0"), statusBarHidden: false, strict: true))
    }

    func testASourceThatRecordsOnlyItsLineIsMeasuredOnTheWholeLine() throws {
        // flutter_device_preview_18: an iOS 18 simulator, minor not recorded.
        let phone = try device("iPhone 16 Pro")
        XCTAssertEqual(try phone.measuredOS(.portrait, version: try version("18.3"))?.description, "18.x")
        for text in ["18.0", "18.3", "18.6.2"] {
            XCTAssertEqual(try phone.provenance(.portrait, version: try version(text)).kind, .measured, text)
        }
    }

    func testKeyboardHeightsAreMeasuredOnTheProbesVersionOnly() throws {
        // flutter_device_preview_keyboards: 335 in portrait on the iPhone 16 Pro, iOS 26.5 simulator.
        let phone = try device("iPhone 16 Pro")
        let measured = try phone.keyboard(.portrait, version: try version("26.5"), strict: true)
        XCTAssertEqual(measured.height, 335)
        XCTAssertEqual(measured.provenance.kind, .measured)
        let carried = try phone.keyboard(.portrait, version: try version("26.6"))
        XCTAssertEqual(carried.provenance.kind, .derived)
        XCTAssertEqual(
            carried.provenance.basis,
            "iPhone 16 Pro, iOS 26.5–26.x: carried from iOS 26.5, the only version its source measured")
        XCTAssertThrowsError(try phone.keyboard(.portrait, version: try version("26.6"), strict: true))
    }

    func testTheFastPathRefusesACarriedValueUnderStrict() throws {
        let pad = try device("iPad Pro 13-inch (M5)")
        let flat = FlatDevice(immortal: pad)
        let at265 = try version("26.5").encoded
        let at260 = try version("26.0").encoded
        XCTAssertEqual(
            flat.safeArea(orientation: 0, version: at265, statusBarHidden: false, strict: true),
            SafeAreaInsets(top: 32, left: 0, bottom: 25, right: 0))
        XCTAssertNil(flat.safeArea(orientation: 0, version: at260, statusBarHidden: false, strict: true))
        XCTAssertNil(flat.safeArea(orientation: 0, version: 0, statusBarHidden: false, strict: true))  // 27: derived
    }

    func testAProfileNamesTheVersionItsMeasurementRanAndKeepsIt() throws {
        let pad = try device("iPad Pro 13-inch (M5)")
        let json = pad.encodeJSON()
        XCTAssertTrue(json.contains("\"measured_os\": \"26.5\""), json)
        let decoded = try DeviceProfile.decode(json: json)
        XCTAssertEqual(decoded.records, pad.records)
        let bad = json.replacing("\"measured_os\": \"26.5\"", with: "\"measured_os\": \"26.x.1\"", maxReplacements: 1)
        XCTAssertThrowsError(try DeviceProfile.decode(json: bad)) { error in
            XCTAssertTrue("\(error)".contains("measured_os"), "\(error)")
        }
    }
}
