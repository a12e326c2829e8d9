import XCTest

@testable import SafeAreaEngine

final class UnsafeRegionTests: XCTestCase {
    private func profile(_ name: String) throws -> DeviceProfile {
        DeviceCatalog.builtin.profiles[try DeviceCatalog.builtin.find(name)]
    }

    func testIPhoneXNotchInEachOrientationMatchesUnityCutouts() throws {
        // Unity's iPhone X definition (pixels @3, bottom-left origin): portrait cutout
        // 250,2346 625x90; landscape (home right) cutout 0,250 90x625; (home left) 2346,250 90x625.
        let x = try profile("iPhone X")
        func housing(_ orientation: Orientation) throws -> UnsafeRegion {
            try XCTUnwrap(
                try x.unsafeRegions(orientation, version: nil, statusBarHidden: false).first { $0.kind == .housing })
        }
        let portrait = try housing(.portrait)
        XCTAssertEqual(portrait.rect.x, 250.0 / 3, accuracy: 0.01)
        XCTAssertEqual(portrait.rect.width, 625.0 / 3, accuracy: 0.01)
        XCTAssertEqual(portrait.rect.height, 30, accuracy: 0.01)
        XCTAssertEqual(portrait.edge, .top)
        XCTAssertTrue(portrait.isPhysical)
        let right = try housing(.landscapeRight)  // UIKit landscapeRight: home button right, notch left
        XCTAssertEqual(right.edge, .left)
        XCTAssertEqual(right.rect.x, 0, accuracy: 0.01)
        XCTAssertEqual(right.rect.width, 30, accuracy: 0.01)
        XCTAssertEqual(right.rect.y, (1125.0 - 250 - 625) / 3, accuracy: 0.01)
        XCTAssertEqual(right.rect.height, 625.0 / 3, accuracy: 0.01)
        let left = try housing(.landscapeLeft)
        XCTAssertEqual(left.edge, .right)
        XCTAssertEqual(left.rect.x, 2346.0 / 3, accuracy: 0.01)
        XCTAssertEqual(left.rect.maxX, 812, accuracy: 0.01)
    }

    func testDynamicIslandFloatsBelowTheTop() throws {
        // sketchain/Husk@1fece9f IslandEstimate.swift: UIKit's exclusion area on a real iPhone 16 Pro (iOS 26.6.2)
        // is {138.333, 14, 125, 36.667}: 14 pt down, not 11.
        let island = try XCTUnwrap(
            try profile("iPhone 16 Pro").unsafeRegions(.portrait, version: nil, statusBarHidden: false).first {
                $0.kind == .housing
            })
        XCTAssertEqual(island.rect, Rect(x: 138.333, y: 14, width: 125, height: 36.667))
        XCTAssertFalse(island.isApproximate)
    }

    func testUnmeasuredNotchIsTheWholeTopBandAndMarkedApproximate() throws {
        let housing = try XCTUnwrap(
            try profile("iPhone 12").unsafeRegions(.portrait, version: nil, statusBarHidden: false).first {
                $0.kind == .housing
            })
        XCTAssertTrue(housing.isApproximate)
        XCTAssertEqual(housing.rect, Rect(x: 0, y: 0, width: 390, height: 47))
    }

    func testBandsAndCorners() throws {
        let regions = try profile("iPhone 14").unsafeRegions(
            .landscapeLeft, version: OSVersion(major: 17), statusBarHidden: false)
        let kinds = regions.map(\.kind)
        XCTAssertEqual(kinds.filter { $0 == .corner }.count, 4)
        XCTAssertFalse(kinds.contains(.statusBar))  // hidden on iPhones in landscape (MODEL.md §1)
        let home = try XCTUnwrap(regions.first { $0.kind == .homeIndicator })
        XCTAssertEqual(home.rect, Rect(x: 0, y: 390 - 21, width: 844, height: 21))
        XCTAssertEqual(regions.filter { $0.kind == .insetBand }.map(\.edge), [.left, .right])
        let corner = try XCTUnwrap(regions.first { $0.kind == .corner })
        XCTAssertEqual(corner.cornerRadius, 47.33)

        let eight = try profile("iPhone 8").unsafeRegions(.portrait, version: nil, statusBarHidden: false)
        XCTAssertEqual(eight.map(\.kind), [.statusBar])
        XCTAssertEqual(eight[0].rect, Rect(x: 0, y: 0, width: 375, height: 20))
        XCTAssertEqual(try profile("iPhone 8").unsafeRegions(.portrait, version: nil, statusBarHidden: true), [])

        let tv = try profile("Apple TV 4K").unsafeRegions(.landscapeLeft, version: nil, statusBarHidden: false)
        XCTAssertEqual(tv.map(\.edge), [.top, .bottom, .left, .right])
        XCTAssertEqual(tv[2].rect, Rect(x: 0, y: 0, width: 80, height: 1080))
    }

    func testHousingEdgeAndScreenSize() throws {
        let x = try profile("iPhone X")
        XCTAssertEqual(try x.housingEdge(.landscapeRight), .left)
        XCTAssertEqual(try x.housingEdge(.landscapeLeft), .right)
        XCTAssertNil(try profile("iPhone 8").housingEdge(.portrait))
        XCTAssertEqual(try x.screenSize(.landscapeLeft).width, 812)
        XCTAssertEqual(try profile("Apple TV HD").screenSize(.landscapeLeft).width, 1920)
    }
}
