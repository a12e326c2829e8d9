import Foundation

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
