import XCTest

@testable import SafeAreaEngine

/// Provenance and strict answers (MODEL.md §8): every OS line answered, strict, the
/// newer iPads, keyboard heights (§10) and Display Zoom (§11).
final class CatalogProvenanceTests: XCTestCase {
    let catalog = DeviceCatalog.builtin

    /// The OS releases that exist: iOS/iPadOS 10-18, then 26 (tvOS alike for the catalog's purposes).
    private let lines = [10, 11, 12, 13, 14, 15, 16, 17, 18, 26]

    func testEveryDeviceAnswersEveryOSLineItRunsAndStrictRefusesExactlyTheDerived() throws {
        var derived = 0
        for profile in catalog.profiles {
            for major in lines {
                let version = max(profile.osMin, OSVersion(major: major))
                guard version.major == major, version <= profile.osMax else { continue }
                for orientation in profile.orientations.members {
                    let insets = try profile.safeArea(orientation, version: version, statusBarHidden: false)
                    let provenance = try profile.provenance(orientation, version: version)
                    if provenance.kind == .derived {
                        derived += 1
                        XCTAssertFalse(provenance.basis.isEmpty, "\(profile.name) \(version.description)")
                        XCTAssertThrowsError(
                            try profile.safeArea(orientation, version: version, statusBarHidden: false, strict: true))
                    } else {
                        XCTAssertEqual(
                            try profile.safeArea(orientation, version: version, statusBarHidden: false, strict: true),
                            insets)
                    }
                }
            }
        }
        XCTAssertGreaterThan(derived, 0)
    }

    func testTheDataFileRecordsEveryKind() throws {
        // The catalog file states each record's kind (MODEL.md §8): read the raw document, not the decoded default.
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("data/devices.json")
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        for case let device as [String: Any] in try XCTUnwrap(root["devices"] as? [Any]) {
            for case let record as [String: Any] in try XCTUnwrap(device["insets"] as? [Any]) {
                let kind = try XCTUnwrap(record["provenance"] as? String, "\(device["name"] ?? "?")")
                XCTAssertNotNil(ProvenanceKind(name: kind))
            }
        }
    }

    func testNewIPadsAndTheirMeasuredLines() throws {
        // flutter_device_preview bfdd4e7 (iPadOS 18.x) and 42089cd (iPadOS 26.5).
        let mini = try device("iPad mini (A17 Pro)")
        XCTAssertEqual(
            try mini.safeArea(.landscapeLeft, version: OSVersion(major: 18), statusBarHidden: false),
            SafeAreaInsets(top: 24, left: 0, bottom: 25, right: 0))
        XCTAssertEqual(try mini.provenance(.portrait, version: OSVersion(major: 18)).kind, .measured)
        XCTAssertEqual(
            try mini.safeArea(.portrait, version: nil, statusBarHidden: false),
            SafeAreaInsets(top: 32, left: 0, bottom: 25, right: 0))
        for name in [
            "iPad (A16)", "iPad Air 11-inch (M3)", "iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)",
            "iPad Pro 11-inch (M5)",
            "iPad Pro 13-inch (M5)", "iPad Air 11-inch (M4)", "iPad Air 13-inch (M4)", "iPad (6th generation)",
            "iPad (7th generation)", "iPad (8th generation)", "iPad mini (5th generation)", "iPad Air (3rd generation)",
            "iPad Pro 10.5-inch",
        ] {
            let profile = try device(name)
            XCTAssertEqual(profile.family, .pad, name)
            XCTAssertNotNil(profile.ppi, name)
        }
        // iPadOS 18 dropped the 10.5-inch iPad Pro: outside its life in any mode.
        XCTAssertThrowsError(
            try device("iPad Pro 10.5-inch").safeArea(.portrait, version: OSVersion(major: 18), statusBarHidden: false))
    }

    func testKeyboardHeightsOfThe26_5Probe() throws {
        XCTAssertEqual(try device("iPhone 17 Pro").keyboard(.portrait, version: nil).height, 335)
        XCTAssertEqual(try device("iPhone 17 Pro Max").keyboard(.landscapeRight, version: nil).height, 208)
        XCTAssertEqual(try device("iPad Pro 11-inch (M5)").keyboard(.landscapeLeft, version: nil).height, 428)
        let carried = try device("iPhone 14 Pro").keyboard(.portrait, version: OSVersion(major: 26))
        XCTAssertEqual(carried.height, 335)
        XCTAssertEqual(carried.provenance.kind, .derived)
        XCTAssertThrowsError(
            try device("iPhone 14 Pro").keyboard(.portrait, version: OSVersion(major: 26), strict: true))
        // iOS 17.0 on the 14 Pro: carried from react-native-keyboard-controller's 16.4 run (336, MODEL.md §10).
        XCTAssertEqual(try device("iPhone 14 Pro").keyboard(.portrait, version: OSVersion(major: 17)).height, 336)
        // iOS 17.0 on the 14 Pro Max: carried from Keyman's 18.3 calibration run (226 + 41 + 34 + 45, MODEL.md §10);
        // the home-button iPad Pro 12.9-inch (2nd generation) has none on iPadOS 17 (Keyman read it on iOS 12 only).
        let maxPhone = try device("iPhone 14 Pro Max").keyboard(.portrait, version: OSVersion(major: 17))
        XCTAssertEqual(maxPhone.height, 226 + 41 + 34 + 45)
        XCTAssertEqual(maxPhone.provenance.kind, .derived)
        XCTAssertThrowsError(
            try device("iPad Pro 12.9-inch (2nd generation)").keyboard(.portrait, version: OSVersion(major: 17)))
    }

    func testDisplayZoomVariants() throws {
        let base = try device("iPhone 13 Pro")
        let zoomed = try device("iPhone 13 Pro (Display Zoom)")
        XCTAssertEqual(zoomed.zoomedFrom, base.name)
        XCTAssertEqual([zoomed.width, zoomed.height, zoomed.scale], [320, 693, 3])
        XCTAssertEqual(zoomed.nativeScale, 3.65625)  // qiita.com/rseki: measured
        XCTAssertTrue(zoomed.records.allSatisfy { $0.provenanceKind == .derived && $0.keyboard == nil })
        XCTAssertEqual(catalog.profiles.count, catalog.all.count - catalog.zoomedPositions.count)
        // Every iPhone but the Duo's displays, whose 466 x 678 and 669 x 951 pt are in no Display Zoom table.
        XCTAssertEqual(
            catalog.zoomedPositions.count, catalog.profiles.filter { $0.family == .phone && $0.display == nil }.count)
        XCTAssertThrowsError(try device("iPhone Duo").zoomed())
        XCTAssertThrowsError(try device("iPhone Duo (inner display)").zoomed())
        XCTAssertThrowsError(try zoomed.zoomed())
        XCTAssertThrowsError(try device("Apple TV 4K").zoomed())
        // A zoomed profile survives its JSON.
        let copy = try DeviceProfile.decode(json: zoomed.encodeJSON())
        XCTAssertEqual(copy, zoomed)
        let listed = catalog.withDisplayZoom([base, try device("iPad (A16)")]).map(\.name)
        XCTAssertEqual(listed, ["iPhone 13 Pro", "iPhone 13 Pro (Display Zoom)", "iPad (A16)"])
    }

    func testProfilesDeclareProvenanceAndItRoundTrips() throws {
        let json = """
            {"name": "T", "family": "phone", "os_min": "17.0", "os_max": "18", "screen": {"width": 390, "height": 844, "scale": 3},
             "orientations": ["portrait"], "insets": [
               {"os_min": "17.0", "os_max": "17", "portrait": [47, 0, 34, 0], "provenance": "derived", "basis": "from a sibling"},
               {"os_min": "18.0", "os_max": "18", "portrait": [47, 0, 34, 0], "source": "probe",
                "keyboard": {"portrait": 336, "landscape": 209, "source": "probe", "provenance": "measured"}}]}
            """
        let profile = try DeviceProfile.decode(json: json)
        XCTAssertEqual(profile.records[0].provenance, Provenance(kind: .derived, source: "", basis: "from a sibling"))
        XCTAssertEqual(profile.records[1].provenanceKind, .measured)  // the default
        XCTAssertEqual(try profile.keyboard(.portrait, version: OSVersion(major: 18)).height, 336)
        XCTAssertEqual(try DeviceProfile.decode(json: profile.encodeJSON()), profile)
        XCTAssertEqual(OSVersion(major: 18, minor: 99, patch: 99).readable(.upper), "18.x")
        XCTAssertEqual(OSVersion(major: 18, minor: 3, patch: 99).readable(.upper), "18.3.x")
    }
}
