import XCTest

@testable import SafeAreaEngine

/// Tests/fixtures/catalog_insets.json: expectations from docs/MODEL.md and cited sources.
final class CatalogFixtureTests: XCTestCase {
    func testBuiltinCatalogLoads() {
        XCTAssertNil(DeviceCatalog.builtinCatalogError)
        XCTAssertGreaterThanOrEqual(DeviceCatalog.builtin.profiles.count, 71)
    }

    /// A family name suggests its devices newest first (data/devices.json's os_min: the iPad Pro 13-inch (M5) on
    /// iPadOS 26.0, the M4 on 17.5; the iPad Air 11-inch M4 26.0, M3 18.3, M2 17.5); a misspelling its nearest names.
    func testSuggestions() {
        let catalog = DeviceCatalog.builtin
        XCTAssertEqual(catalog.suggest("iPad Pro 13"), ["iPad Pro 13-inch (M5)", "iPad Pro 13-inch (M4)"])
        XCTAssertEqual(
            catalog.suggest("ipad air 11"), ["iPad Air 11-inch (M4)", "iPad Air 11-inch (M3)", "iPad Air 11-inch (M2)"])
        XCTAssertEqual(catalog.suggest("iPhone 15 Pro Maxx").first, "iPhone 15 Pro Max")
        XCTAssertThrowsError(try catalog.find("iPad Pro 13")) { error in
            XCTAssertEqual(
                (error as? SafeAreaError)?.message,
                "no device named 'iPad Pro 13'; did you mean 'iPad Pro 13-inch (M5)', 'iPad Pro 13-inch (M4)'?")
        }
    }

    func testGoldenInsets() throws {
        let root = try XCTUnwrap(Fixtures.json("catalog_insets.json") as? [String: Any])
        let cases = try XCTUnwrap(root["cases"] as? [[String: Any]])
        XCTAssertFalse(cases.isEmpty)
        for item in cases {
            let name = try XCTUnwrap(item["device"] as? String)
            let orientation = try XCTUnwrap(Orientation(name: try XCTUnwrap(item["orientation"] as? String)))
            let version = try (item["os"] as? String).map { try OSVersion.parse($0) }
            let hidden = try XCTUnwrap(item["status_bar_hidden"] as? Bool)
            let expected = try XCTUnwrap(item["expected"] as? [Double])
            let catalog = DeviceCatalog.builtin
            let profile = catalog.profiles[try catalog.find(name)]
            let insets = try profile.safeArea(orientation, version: version, statusBarHidden: hidden)
            XCTAssertEqual(
                [insets.top, insets.left, insets.bottom, insets.right], expected,
                "\(name) \(orientation.name) \(item["os"] ?? "newest"): \(item["source"] ?? "")")
            let kind = try XCTUnwrap(ProvenanceKind(name: try XCTUnwrap(item["provenance"] as? String)))
            XCTAssertEqual(
                try profile.provenance(orientation, version: version).kind, kind, "\(name) \(item["os"] ?? "newest")")
        }
    }

    func testGoldenErrors() throws {
        let root = try XCTUnwrap(Fixtures.json("catalog_insets.json") as? [String: Any])
        let cases = try XCTUnwrap(root["errors"] as? [[String: Any]])
        for item in cases {
            let name = try XCTUnwrap(item["device"] as? String)
            let status = try XCTUnwrap(item["status"] as? String)
            let orientation = try XCTUnwrap(Orientation(name: try XCTUnwrap(item["orientation"] as? String)))
            do {
                let catalog = DeviceCatalog.builtin
                let profile = catalog.profiles[try catalog.find(name)]
                let version = try (item["os"] as? String).map { try OSVersion.parse($0) }
                _ = try profile.safeArea(
                    orientation, version: version, statusBarHidden: false, strict: item["strict"] as? Bool ?? false)
                XCTFail("\(name) \(orientation.name) \(item["os"] ?? ""): expected \(status)")
            } catch let error as SafeAreaError {
                XCTAssertEqual(statusName(error), status, "\(name): \(error.message)")
                XCTAssertFalse(error.message.isEmpty)
            }
        }
    }

    private func statusName(_ error: SafeAreaError) -> String {
        switch error {
        case .unsupportedOrientation: return "unsupported_orientation"
        case .invalidOSVersion: return "os_version"
        case .deviceNotFound: return "device_not_found"
        default: return "\(error)"
        }
    }
}
