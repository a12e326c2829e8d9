// Keyboards before iOS 26 (MODEL.md §10, §16), one test per reading, typed from it:
// kirillzyusko/react-native-keyboard-controller's Detox simulator screenshots (portrait, predictive row off)
// at 9ddaeef7cfb328f11996badc407aa404d684c4df (iPhone 13 Pro iOS 15.5, 14 Pro 16.4, 15 Pro 17.5, 16 Pro 18.5)
// and bb5e9e1d1e00278ce800b9558b75e56ff799abda (iPhone 14, iOS 18.0 beta): 291 pt without a bar, 336 with the
// 45-pt AutoFill bar; So-So-Happy/SoSoHappy-iOS at 604b78b0134eccc27987d490d27385bf04d3dbcb: (0, 516, 393, 336).
import SafeAreaEngine
import XCTest

final class KeyboardsBefore26Tests: XCTestCase {
    private func version(_ text: String) throws -> OSVersion { try OSVersion.parse(text) }

    private func assertMeasured(_ name: String, _ os: String, with: Double, without: Double) throws {
        let phone = try device(name)
        let bar = try phone.keyboard(.portrait, version: try version(os), strict: true)
        let bare = try phone.keyboard(.portrait, version: try version(os), strict: true, predictive: false)
        XCTAssertEqual(bar.height, with, name)
        XCTAssertEqual(bare.height, without, name)
        XCTAssertEqual(bar.provenance.kind, .measured, name)
        XCTAssertEqual(bare.provenance.kind, .measured, name)
    }

    func testIPhone14ProOn16_4() throws {
        // Top edge at 1548 / 1683 of 2556 px (@3).
        try assertMeasured("iPhone 14 Pro", "16.4", with: (2556 - 1548) / 3, without: (2556 - 1683) / 3)
    }

    func testIPhone15ProOn17_5() throws {
        try assertMeasured("iPhone 15 Pro", "17.5", with: (2556 - 1548) / 3, without: (2556 - 1683) / 3)
    }

    func testIPhone16ProOn18_5() throws {
        // Top edge at 1614 / 1749 of 2622 px.
        try assertMeasured("iPhone 16 Pro", "18.5", with: (2622 - 1614) / 3, without: (2622 - 1749) / 3)
    }

    func testIPhone14On18_0Beta() throws {
        try assertMeasured("iPhone 14", "18.0", with: (2532 - 1524) / 3, without: (2532 - 1659) / 3)
    }

    func testIPhone13ProOn15_5WithoutTheRow() throws {
        // 1659 of 2532 px: 291; 15.5 showed no bar, so 336 = 291 + 45 is derived and strict refuses it.
        let phone = try device("iPhone 13 Pro")
        XCTAssertEqual(
            try phone.keyboard(.portrait, version: try version("15.5"), strict: true, predictive: false).height,
            (2532 - 1659) / 3)
        let derived = try phone.keyboard(.portrait, version: try version("15.5"))
        XCTAssertEqual(derived.height, 336)
        XCTAssertEqual(derived.provenance.kind, .derived)
        XCTAssertThrowsError(try phone.keyboard(.portrait, version: try version("15.5"), strict: true))
    }

    func testSoSoHappy393WidePhone() throws {
        // (0, 516, 393, 336) on a 393 x 852 phone, iOS not recorded: the 393-wide iPhone 15 on 17.0, derived.
        let answer = try device("iPhone 15").keyboard(.portrait, version: try version("17.0"))
        XCTAssertEqual(852 - answer.height, 516)
        XCTAssertEqual(answer.provenance.kind, .derived)
        XCTAssertTrue(answer.provenance.basis.contains("390-, 393- and 402-wide"))
        XCTAssertThrowsError(try device("iPhone 15").keyboard(.portrait, version: try version("17.0"), strict: true))
    }

    func testRefusalsNameTheReason() throws {
        let cases: [(String, Orientation, String, String)] = [
            ("iPhone 15 Pro", .landscapeLeft, "17.5", "landscape: no public reading"),
            ("iPhone 16 Pro Max", .landscapeRight, "18.0", "landscape: no public reading"),
            ("iPhone 12 mini", .landscapeLeft, "26.0", "375-wide phones a shorter landscape keyboard"),
            ("iPad Pro 10.5-inch", .portrait, "12.0", "iOS 12 simulator reading"),
            ("iPad Pro 12.9-inch (2nd generation)", .portrait, "17.0", "home-button 1024 x 1366 iPad"),
        ]
        for (name, orientation, os, reason) in cases {
            XCTAssertThrowsError(try device(name).keyboard(orientation, version: try version(os))) { error in
                let message = (error as? SafeAreaError)?.message ?? ""
                XCTAssertTrue(message.contains("no keyboard height is known for \(name)"), message)
                XCTAssertTrue(message.contains(reason), message)
            }
        }
        XCTAssertThrowsError(
            try device("iPhone 16 Pro").keyboard(.portrait, version: try version("26.5"), predictive: false))
    }

    func testProfileRoundTripKeepsTheRefusalsAndTheRow() throws {
        let phone = try device("iPhone 15 Pro")
        let copy = try DeviceProfile.decode(json: phone.encodeJSON())
        XCTAssertEqual(copy.records, phone.records)
    }
}
