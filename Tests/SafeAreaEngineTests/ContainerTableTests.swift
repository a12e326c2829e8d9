import XCTest

@testable import SafeAreaEngine

/// The platform rows of data/containers.json (MODEL.md §17): they load, every source they name is
/// in the registry, and the lines resolve as the document says.
final class ContainerTableTests: XCTestCase {
    func testTheBuiltInRowsLoad() throws {
        let table = try ContainerTable.decode(json: builtinContainersJSON)
        XCTAssertGreaterThan(table.rows.count, 40)
        XCTAssertEqual(try ContainerTable.builtin.get().rows.count, table.rows.count)
    }
}
