// Keyboards from Keyman's readings (MODEL.md §10, §16 item 38), typed from them: keymanapp/keyman
// keyboard-calibration-run.gif at c09248c53713a982b0d6922be571dbca349bdb6c ("iPhone 14 Pro Max – iOS 18.3": Banner 45,
// Keyboard 226, System inset 41, Inset 34), iPhone-X-complete.png at 649a88c66df68f404ebf58fbae2d5987ff2f97d4
// ("iPhone X — 13.2.2": 45, 216, 41, 34) and KeyboardScaleMap.swift at 6316684371952c1a3516cfa8b86747b722211048
// (iOS 18.x simulators): iPhoneSE3 216 + 44, iPhone12Mini 216 + 45, iPhoneXSMax 226 + 45, iPad7 265 + 55 (landscape
// 353 + 55), iPadAir4 262-5 + 55, iPadPro13M4 330.5-5 + 55; iPadPro11Inch3 and iPadPro11M4 both 265-5 + 55;
// iPadMini5 (768 x 1024) and iPadAir3 (834 x 1112) 265 + 55 (353 + 55). The same file at
// 582d587ad5fe96af7e6fd167bffcd3059fad1477: "Max iOS: 13.x" iPadPro9Inch (768 x 1024, home button) 265 + 55 (353 + 55);
// "Max iOS: 12.x" iPad6 and iPadPro10Inch 258 + 55, iPadPro12Inch2 323 + 55.
import SafeAreaEngine
import XCTest

final class KeyboardsKeymanTests: XCTestCase {
    private let strip = 41.0 + 34.0

    private func height(
        _ name: String, _ os: String, _ orientation: Orientation = .portrait, strict: Bool = false,
        predictive: Bool = true
    ) throws -> (height: Double, provenance: Provenance) {
        try device(name).keyboard(orientation, version: try OSVersion.parse(os), strict: strict, predictive: predictive)
    }

    func testIPhone14ProMaxOn18_3() throws {
        let row = try height("iPhone 14 Pro Max", "18.3", strict: true)
        let bare = try height("iPhone 14 Pro Max", "18.3", strict: true, predictive: false)
        XCTAssertEqual(row.height, 226 + strip + 45)
        XCTAssertEqual(bare.height, 226 + strip)
        XCTAssertEqual(row.provenance.kind, .measured)
        XCTAssertEqual(try height("iPhone 14 Pro Max", "17.0").provenance.kind, .derived)
    }

    func testIPhoneXOn13_2_2() throws {
        XCTAssertEqual(try height("iPhone X", "13.2.2", strict: true).height, 216 + strip + 45)
        XCTAssertEqual(try height("iPhone X", "13.2.2", strict: true, predictive: false).height, 216 + strip)
    }

    func testPhonesFromTheTable() throws {
        XCTAssertEqual(try height("iPhone SE (2nd generation)", "18.0").height, 216 + 44)
        XCTAssertEqual(try height("iPhone 12 mini", "15.0", predictive: false).height, 216 + strip)
        let maxPhone = try height("iPhone XS Max", "16.0")
        XCTAssertEqual(maxPhone.height, 226 + 45 + strip)
        XCTAssertEqual(maxPhone.provenance.kind, .derived)
        XCTAssertTrue(maxPhone.provenance.basis.contains("Keyman"), maxPhone.provenance.basis)
        XCTAssertThrowsError(try height("iPhone XS Max", "16.0", strict: true))
    }

    func testDockedIPads() throws {
        XCTAssertEqual(try height("iPad (7th generation)", "17.0").height, 265 + 55)
        XCTAssertEqual(try height("iPad (7th generation)", "17.0", .landscapeRight).height, 353 + 55)
        XCTAssertEqual(try height("iPad Air (4th generation)", "16.0").height, 262 + 55 + 20)
        XCTAssertEqual(try height("iPad Pro 13-inch (M4)", "18.0").height, 330.5 + 55 + 20)
        // §16 item 38: the 26.5 probe reads 403 on the same iPad.
        XCTAssertEqual(try height("iPad Pro 13-inch (M4)", "26.5", strict: true).height, 403)
        XCTAssertThrowsError(try height("iPad Air (4th generation)", "16.0", predictive: false))
    }

    func testOn26ByClass() throws {
        XCTAssertEqual(try height("iPhone 12 mini", "26.0").height, 335)
        XCTAssertEqual(try height("iPhone 11 Pro Max", "27.0").height, 345)
        XCTAssertEqual(try height("iPad Pro 11-inch (3rd generation)", "26.0", .landscapeLeft).height, 428)
        // Home-button iPads: iPadMini5 265 + 55 (353 + 55) carried, the 26.5 probe reading the 18.x rule's heights on
        // the other iPad classes.
        let mini = try height("iPad mini (5th generation)", "26.0")
        XCTAssertEqual(mini.height, 265 + 55)
        XCTAssertEqual(mini.provenance.kind, .derived)
        XCTAssertTrue(mini.provenance.basis.contains("26.5 probe"), mini.provenance.basis)
        XCTAssertEqual(try height("iPad (9th generation)", "27.0", .landscapeLeft).height, 353 + 55)
        XCTAssertThrowsError(try height("iPad Air (3rd generation)", "26.0", strict: true))
    }

    func testIPadsReadOnIOS12OnlyTakeTheirScreensRow() throws {
        // iPad 6: 768 x 1024 at 2x with a home button, the iPadMini5 (18.x) and iPadPro9Inch (13.x) rows, 265 + 55.
        let six = try height("iPad (6th generation)", "16.0")
        XCTAssertEqual(six.height, 265 + 55)
        XCTAssertEqual(six.provenance.kind, .derived)
        XCTAssertEqual(try height("iPad (6th generation)", "17.0", .landscapeRight).height, 353 + 55)
        // iPad Pro 10.5-inch: 834 x 1112 at 2x with a home button, the iPadAir3 row.
        XCTAssertEqual(try height("iPad Pro 10.5-inch", "15.0").height, 265 + 55)
        XCTAssertThrowsError(try height("iPad Pro 10.5-inch", "17.0", strict: true))
        // Before 13 only the iOS 12 row (258 + 55) exists and the class changed at 13: refused.
        XCTAssertThrowsError(try height("iPad (6th generation)", "12.0")) { error in
            let message = (error as? SafeAreaError)?.message ?? ""
            XCTAssertTrue(message.contains("iOS 12 simulator reading"), message)
        }
        // iPad Pro 12.9-inch (2nd generation): no home-button 1024 x 1366 row after iOS 12.
        XCTAssertThrowsError(try height("iPad Pro 12.9-inch (2nd generation)", "17.0")) { error in
            let message = (error as? SafeAreaError)?.message ?? ""
            XCTAssertTrue(message.contains("home-button 1024 x 1366 iPad"), message)
        }
    }
}
