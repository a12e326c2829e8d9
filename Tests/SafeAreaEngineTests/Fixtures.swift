import Foundation
import XCTest

@testable import SafeAreaEngine

/// Loads the golden fixtures shared with the C and Python tests.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures")

    static func json(_ name: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(name)))
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }
}

/// The built-in device named `name` (a name, an alias or a model identifier), as the catalog's
/// `find` finds it: the one device fixture of the Swift tests.
func device(_ name: String) throws -> DeviceProfile {
    DeviceCatalog.builtin.all[try DeviceCatalog.builtin.find(name)]
}

/// A rectangle from `[x, y, width, height]`, as the sources print them.
func rect(_ v: [Double]) -> Rect { Rect(x: v[0], y: v[1], width: v[2], height: v[3]) }

/// Asserts that `body` is refused as unsupported with a message containing `message`.
func unsupported(_ message: String, _ body: () throws -> Void, line: UInt = #line) {
    XCTAssertThrowsError(try body(), line: line) {
        guard case SafeAreaError.unsupported(let m) = $0 else { return XCTFail("\($0)", line: line) }
        XCTAssertTrue(m.contains(message), m, line: line)
    }
}

/// A tree on the iPad `device` at `os` whose root is a plain controller, ready to present from (the iPad
/// presentation tests).
func padTree(_ device: String = "iPad (A16)", os: String = "26.1", orientation: Orientation = .portrait) throws
    -> (SafeAreaTree, NodeHandle)
{
    var tree = try SafeAreaTree(
        device: DeviceCatalog.builtin.profiles[try DeviceCatalog.builtin.find(device)], orientation: orientation,
        osVersion: try OSVersion.parse(os), statusBarHidden: false, policy: .freeze)
    let root = try tree.makeController(kind: .plain)
    try tree.setRoot(root)
    return (tree, root)
}
