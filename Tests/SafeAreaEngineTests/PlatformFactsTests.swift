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

    /// MODEL.md §2.7's model choice, a row of data/layout.json: 16, and 20 from 414 pt, on an iPhone;
    /// 20 on iPads and Apple TVs; what a window's rule reads.
    func testTheSystemMinimumMarginsAreTheLayoutRulesRow() throws {
        let margins = try LayoutTable.builtin.get().minimumMargins
        XCTAssertEqual(margins.phoneNarrow, 16)
        XCTAssertEqual(margins.phoneWide, 20)
        XCTAssertEqual(margins.phoneWideFrom, 414)
        XCTAssertEqual(margins.other, 20)
        let phone = try WindowEnvironment(
            device: try device("iPhone SE (3rd generation)"), orientation: .portrait, version: nil,
            statusBarHidden: false)
        XCTAssertEqual(phone.systemMinimumMargins.horizontal(width: 375), 16)
        XCTAssertEqual(phone.systemMinimumMargins.horizontal(width: 414), 20)
        let pad = try WindowEnvironment(
            device: try device("iPad (A16)"), orientation: .portrait, version: nil, statusBarHidden: false)
        XCTAssertEqual(pad.systemMinimumMargins.horizontal(width: 300), 20)
    }
}
