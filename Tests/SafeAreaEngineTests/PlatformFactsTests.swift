import XCTest

@testable import SafeAreaEngine

/// The one reader of the platform documents (MODEL.md §17): the OS range test, written once, and
/// the one failure policy of the built-in tables.
final class PlatformFactsTests: XCTestCase {
    func testAnOSRangeHoldsBothEnds() throws {
        let range = OSRange(try OSVersion.parse("26.0", as: .lower), try OSVersion.parse("26.4", as: .upper))
        XCTAssertTrue(range.contains(OSVersion(major: 26)))
        XCTAssertTrue(range.contains(OSVersion(major: 26, minor: 4, patch: 3)))
        XCTAssertFalse(range.contains(OSVersion(major: 26, minor: 5)))
        XCTAssertFalse(range.contains(OSVersion(major: 18, minor: 99, patch: 99)))
    }

    func testAReversedRangeIsRefusedNamingTheField() throws {
        let root = try PlatformFacts.root(json: #"{"row": {"os_min": "26.5", "os_max": "26.4"}}"#, "the rows are")
        let reader = try PlatformFacts.object(root, "row")
        XCTAssertThrowsError(try reader.osRange()) { error in
            XCTAssertEqual((error as? SafeAreaError)?.message, "row.os_max: older than os_min")
        }
    }

    func testEveryBuiltInTableLoads() throws {
        XCTAssertNoThrow(try ContainerTable.builtin.get())
        XCTAssertNoThrow(try PresentationTable.builtin.get())
        XCTAssertNoThrow(try WindowTable.builtin.get())
    }

    func testATableThatDoesNotLoadIsKeptAsTheErrorAnswersRefuseWith() {
        for result in [
            PlatformFacts.load("container metrics", "{", ContainerTable.decode(json:facts:)).map { _ in () },
            PlatformFacts.load("container metrics", #"{"rows": []}"#, ContainerTable.decode(json:facts:)).map { _ in ()
            },
        ] {
            guard case .failure(let error) = result else { return XCTFail("a broken document loaded") }
            XCTAssertTrue(error.message.hasPrefix("the built-in container metrics did not load: "), error.message)
            guard case .unsupported = error else { return XCTFail("not refused as unsupported: \(error)") }
        }
    }
}
