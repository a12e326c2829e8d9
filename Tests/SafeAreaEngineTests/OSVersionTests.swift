import XCTest

@testable import SafeAreaEngine

final class OSVersionTests: XCTestCase {
    /// Tests/fixtures/os_version_cases.json, shared with the Python package's and the refresh tool's tests.
    private func cases() throws -> [String: Any] {
        try XCTUnwrap(Fixtures.json("os_version_cases.json") as? [String: Any])
    }

    private func version(_ parts: Any?) throws -> OSVersion {
        let numbers = try XCTUnwrap(parts as? [Int])
        return OSVersion(major: numbers[0], minor: numbers[1], patch: numbers[2])
    }

    private func components(_ version: OSVersion) -> [Int] { [version.major, version.minor, version.patch] }

    func testParsesTheSharedCases() throws {
        for item in try XCTUnwrap(try cases()["parse"] as? [[String: Any]]) {
            let text = try XCTUnwrap(item["text"] as? String)
            let lower = try OSVersion.parse(text)
            XCTAssertEqual(components(lower), components(try version(item["lower"])), text)
            XCTAssertEqual(
                components(try OSVersion.parse(text, as: .upper)), components(try version(item["upper"])), text)
            XCTAssertEqual(Int(lower.encoded), item["encoded"] as? Int, text)
            XCTAssertEqual(lower.platform?.name, item["platform"] as? String, text)
        }
        XCTAssertEqual(OSVersion(encoded: 170401), OSVersion(major: 17, minor: 4, patch: 1))
    }

    func testRejectsTheSharedMalformedCases() throws {
        for text in try XCTUnwrap(try cases()["malformed"] as? [String]) {
            XCTAssertThrowsError(try OSVersion.parse(text), "'\(text)'")
            XCTAssertThrowsError(try OSVersion.parse(text, as: .upper), "'\(text)'")
        }
    }

    func testBoundTextsOfTheSharedCases() throws {
        for item in try XCTUnwrap(try cases()["bounds"] as? [[String: Any]]) {
            let bound: OSVersion.Bound = item["bound"] as? String == "upper" ? .upper : .lower
            let given = try version(item["version"])
            let text = try XCTUnwrap(item["text"] as? String)
            XCTAssertEqual(given.boundText(bound), text)
            XCTAssertEqual(given.readable(bound), item["readable"] as? String)
            XCTAssertEqual(components(try OSVersion.parse(text, as: bound)), components(given), text)
        }
    }

    /// A line "16.x" is every version from its prefix read as a lower bound to its prefix read as an
    /// upper bound: the engine's reading of a range's end.
    func testSpansOfTheSharedCasesAreTheBoundsOfTheirPrefix() throws {
        for item in try XCTUnwrap(try cases()["spans"] as? [[String: Any]]) {
            let text = try XCTUnwrap(item["text"] as? String)
            let line = text.hasSuffix(".x")
            let prefix = line ? String(text.dropLast(2)) : text
            XCTAssertEqual(Int(try OSVersion.parse(prefix).encoded), item["first"] as? Int, text)
            XCTAssertEqual(
                Int(try OSVersion.parse(prefix, as: line ? .upper : .lower).encoded), item["last"] as? Int, text)
        }
    }

    func testRangesOfTheSharedCases() throws {
        for item in try XCTUnwrap(try cases()["ranges"] as? [[String: Any]]) {
            let low = try OSVersion.parse(try XCTUnwrap(item["os_min"] as? String))
            let high = try OSVersion.parse(try XCTUnwrap(item["os_max"] as? String), as: .upper)
            XCTAssertEqual("\(low.readable(.lower))\u{2013}\(high.readable(.upper))", item["readable"] as? String)
            for text in try XCTUnwrap(item["inside"] as? [String]) {
                XCTAssertTrue((low...high).contains(try OSVersion.parse(text)), text)
            }
            for text in try XCTUnwrap(item["outside"] as? [String]) {
                XCTAssertFalse((low...high).contains(try OSVersion.parse(text)), text)
            }
        }
    }

    /// A version naming another platform's OS is refused by every query of the device ("tvOS 17.4"
    /// was taken for an iPhone); the device's own names are taken.
    func testAVersionOfAnotherPlatformIsRefused() throws {
        let platforms = try XCTUnwrap(try cases()["platforms"] as? [String: Any])
        let catalog = DeviceCatalog.builtin
        for item in try XCTUnwrap(platforms["refused"] as? [[String: String]]) {
            let device = catalog.profiles[try catalog.find(try XCTUnwrap(item["device"]))]
            let version = try OSVersion.parse(try XCTUnwrap(item["os_version"]))
            XCTAssertThrowsError(try device.record(for: version)) { error in
                XCTAssertEqual(error as? SafeAreaError, .invalidOSVersion(item["message"] ?? ""))
            }
            XCTAssertThrowsError(try device.resolvedVersion(version))
            XCTAssertThrowsError(try device.recordIndex(for: version))
        }
        for item in try XCTUnwrap(platforms["accepted"] as? [[String: String]]) {
            let device = catalog.profiles[try catalog.find(try XCTUnwrap(item["device"]))]
            let version = try OSVersion.parse(try XCTUnwrap(item["os_version"]))
            XCTAssertNoThrow(try device.resolvedVersion(version), item["os_version"] ?? "")
        }
    }

    func testThePlatformNameTakesNoPartInEquality() throws {
        XCTAssertEqual(try OSVersion.parse("iOS 17.4"), try OSVersion.parse("tvOS 17.4"))
        XCTAssertEqual(Set([try OSVersion.parse("iOS 17.4"), OSVersion(major: 17, minor: 4)]).count, 1)
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
