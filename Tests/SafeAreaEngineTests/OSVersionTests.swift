import XCTest

@testable import SafeAreaEngine

final class OSVersionTests: XCTestCase {
    func testParsesForms() throws {
        XCTAssertEqual(try OSVersion.parse("17"), OSVersion(major: 17))
        XCTAssertEqual(try OSVersion.parse("17.4"), OSVersion(major: 17, minor: 4))
        XCTAssertEqual(try OSVersion.parse("17.4.1"), OSVersion(major: 17, minor: 4, patch: 1))
        XCTAssertEqual(try OSVersion.parse("iOS 17.4"), OSVersion(major: 17, minor: 4))
        XCTAssertEqual(try OSVersion.parse(" iPadOS  18 "), OSVersion(major: 18))
        XCTAssertEqual(try OSVersion.parse("tvos 26.1"), OSVersion(major: 26, minor: 1))
        XCTAssertEqual(try OSVersion.parse("18", as: .upper), OSVersion(major: 18, minor: 99, patch: 99))
        XCTAssertEqual(try OSVersion.parse("18.3", as: .upper), OSVersion(major: 18, minor: 3, patch: 99))
        XCTAssertEqual(OSVersion(major: 17, minor: 4, patch: 1).encoded, 170401)
        XCTAssertEqual(OSVersion(encoded: 170401), OSVersion(major: 17, minor: 4, patch: 1))
    }

    func testRejectsMalformed() {
        for text in [
            "", " ", "banana", "17.", ".17", "17..1", "17.4.1.2", "0", "100", "17.100", "iOS17", "watchOS 10", "17-4",
            "1e3", "17.4 beta",
        ] {
            XCTAssertThrowsError(try OSVersion.parse(text), "'\(text)'")
        }
    }

    func testBoundTextRoundTrips() throws {
        for (text, bound) in [
            ("18", OSVersion.Bound.upper), ("18.3", .upper), ("18.3.1", .upper), ("17.0", .lower), ("18.3", .lower),
            ("18.3.1", .lower),
        ] {
            XCTAssertEqual(try OSVersion.parse(text, as: bound).boundText(bound), text)
        }
    }

    func testResolvedVersionNamesTheNewestData() throws {
        let catalog = DeviceCatalog.builtin
        let x = catalog.profiles[try catalog.find("iPhone X")]
        XCTAssertEqual(try x.resolvedVersion(nil), OSVersion(major: 16))
        let e = catalog.profiles[try catalog.find("iPhone 16e")]
        // iOS 27 runs on every iPhone that runs iOS 26 (Apple's security note 149034; appledb 24A437's deviceMap).
        XCTAssertEqual(try e.resolvedVersion(nil), OSVersion(major: 27))
        XCTAssertEqual(try x.resolvedVersion(OSVersion(major: 12, minor: 4)), OSVersion(major: 12, minor: 4))
        let pad = catalog.profiles[try catalog.find("iPad Pro 11-inch (1st generation)")]
        // MODEL.md §8: every OS line the iPad runs has an answer (iPadOS 26 derived), so the newest is 26: iPadOS 27 dropped
        // the A12X iPads (appledb 24A437's deviceMap has no iPad8,1-8,4).
        XCTAssertEqual(try pad.resolvedVersion(nil), OSVersion(major: 26))
    }
}
