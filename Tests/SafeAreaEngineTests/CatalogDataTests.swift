import XCTest

@testable import SafeAreaEngine

/// Properties every built-in profile must have (MODEL.md §1).
final class CatalogDataTests: XCTestCase {
    let profiles = DeviceCatalog.builtin.profiles

    func testEveryListedDeviceIsPresent() throws {
        let required = [
            "iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 8", "iPhone 8 Plus", "iPhone X",
            "iPhone XS",
            "iPhone XS Max", "iPhone XR", "iPhone 11", "iPhone 11 Pro", "iPhone 11 Pro Max", "iPhone 12 mini",
            "iPhone 12",
            "iPhone 12 Pro", "iPhone 12 Pro Max", "iPhone 13 mini", "iPhone 13", "iPhone 13 Pro", "iPhone 13 Pro Max",
            "iPhone 14", "iPhone 14 Plus", "iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15", "iPhone 15 Plus",
            "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max",
            "iPhone 16e", "iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air", "iPhone 17e",
            "iPad (9th generation)", "iPad (10th generation)", "iPad mini (6th generation)",
            "iPad Air (4th generation)",
            "iPad Air (5th generation)", "iPad Air 11-inch (M2)", "iPad Pro 11-inch (1st generation)",
            "iPad Pro 11-inch (2nd generation)", "iPad Pro 11-inch (3rd generation)",
            "iPad Pro 11-inch (4th generation)",
            "iPad Pro 12.9-inch (2nd generation)", "iPad Pro 12.9-inch (3rd generation)",
            "iPad Pro 12.9-inch (4th generation)",
            "iPad Pro 12.9-inch (5th generation)", "iPad Pro 12.9-inch (6th generation)", "iPad Pro 11-inch (M4)",
            "iPad Pro 13-inch (M4)", "Apple TV HD", "Apple TV 4K",
        ]
        for name in required {
            XCTAssertNoThrow(try DeviceCatalog.builtin.find(name), name)
        }
    }

    func testEveryRecordIsSourcedAndInsideTheDeviceRange() {
        for profile in profiles {
            XCTAssertFalse(profile.records.isEmpty, profile.name)
            for record in profile.records {
                XCTAssertFalse(record.source.isEmpty, "\(profile.name) \(record.osMin.description)")
                XCTAssertGreaterThanOrEqual(record.osMin, profile.osMin, profile.name)
                XCTAssertLessThanOrEqual(record.osMax, profile.osMax, profile.name)
            }
            for field in ["screen", "corner_radius", "housing", "home_indicator", "aliases"] {
                XCTAssertTrue(
                    profile.sources.contains { $0.field == field }, "\(profile.name) has no source for \(field)")
            }
        }
    }

    func testFaceIDPhonesHaveNoUpsideDownAndHomeButtonDevicesDo() {
        for profile in profiles where profile.family == .phone && profile.display == nil {
            XCTAssertEqual(
                profile.orientations.contains(.portraitUpsideDown), profile.housing.kind == .none, profile.name)
            XCTAssertEqual(profile.homeIndicator.isPresent, profile.housing.kind != .none, profile.name)
        }
        // The iPhone Duo's displays (Touch ID, a home indicator, no home button): no source measured
        // either upside down, so the profiles refuse it with a reason rather than answer or deny it.
        for profile in profiles where profile.display != nil {
            XCTAssertFalse(profile.orientations.contains(.portraitUpsideDown), profile.name)
            XCTAssertNotNil(profile.unmeasured.orientations[Orientation.portraitUpsideDown.rawValue], profile.name)
            XCTAssertTrue(profile.homeIndicator.isPresent, profile.name)
        }
    }

    func testIPhoneLandscapeIsSymmetricAndBottomIs21ThenFrom26Is20() throws {
        // MODEL.md §1: symmetric left/right; landscape bottom 21 up to iOS 18, 20 on iOS 26.
        // The iPhone Duo's displays report bars on a vertical edge instead (DisplayGeometryTests).
        for profile in profiles
        where profile.family == .phone && profile.housing.kind != .none && profile.display == nil {
            for record in profile.records {
                XCTAssertEqual(record.landscapeLeft, record.landscapeRight, profile.name)
                XCTAssertEqual(record.landscapeLeft.left, record.landscapeLeft.right, profile.name)
                XCTAssertEqual(
                    record.landscapeLeft.bottom, record.osMin.major >= 26 ? 20 : 21,
                    "\(profile.name) \(record.osMin.description)")
                XCTAssertEqual(record.portrait.bottom, 34, profile.name)
            }
        }
    }

    func testNativePixelsMatchScaleExceptDownsampledPanels() {
        // The Duo's inner display renders 2007 x 2853 px at @3x for a 1878 x 2670 panel (duo_probe quoting Apple's specifications).
        let downsampled: Set<String> = [
            "iPhone 8 Plus", "iPhone 12 mini", "iPhone 13 mini", "iPhone Duo (inner display)",
        ]
        for profile in profiles {
            let rendered = (
                Int((profile.width * profile.scale).rounded()), Int((profile.height * profile.scale).rounded())
            )
            let matches = rendered == (profile.nativeWidth, profile.nativeHeight)
            XCTAssertEqual(matches, !downsampled.contains(profile.name), profile.name)
        }
        // MODEL.md §1: the 12/13 mini are @3 (rendered 1125x2436, panel 1080x2340), not @2.88.
        let mini = profiles[try! DeviceCatalog.builtin.find("iPhone 12 mini")]
        XCTAssertEqual(mini.scale, 3)
        XCTAssertEqual(mini.nativeWidth, 1080)
        XCTAssertEqual(mini.nativeHeight, 2340)
    }

    func testCornerRadiiFromBezelKit() throws {
        let expected: [String: Double] = [
            "iPhone X": 39, "iPhone XR": 41.5, "iPhone 12 mini": 44, "iPhone 14": 47.33,
            "iPhone 14 Plus": 53.33, "iPhone 15 Pro": 55, "iPhone 16 Pro": 62,
            "iPad (10th generation)": 25, "iPad mini (6th generation)": 21.5,
            "iPad Pro 11-inch (M4)": 30, "iPhone 8": 0,
        ]
        for (name, radius) in expected {
            let profile = profiles[try DeviceCatalog.builtin.find(name)]
            XCTAssertEqual(profile.cornerRadius, radius, name)
        }
    }

    func testNamesAndAliasesAreUniqueAndFindIgnoresCase() throws {
        let catalog = DeviceCatalog.builtin
        XCTAssertEqual(catalog.profiles[try catalog.find("  IPHONE15,2 ")].name, "iPhone 14 Pro")
        XCTAssertEqual(catalog.profiles[try catalog.find("iphone   14   pro")].name, "iPhone 14 Pro")
        XCTAssertEqual(catalog.profiles[try catalog.find("ipad13,18")].name, "iPad (10th generation)")
    }

    func testUnknownNameSuggestsCloseNames() {
        XCTAssertThrowsError(try DeviceCatalog.builtin.find("iPhone 15 Pro Maxx")) { error in
            let message = (error as? SafeAreaError)?.message ?? ""
            XCTAssertTrue(message.contains("'iPhone 15 Pro Max'"), message)
        }
        XCTAssertThrowsError(try DeviceCatalog.builtin.find(String(repeating: "x", count: 300)))
    }
}
