import XCTest
@testable import SafeAreaEngine

/// The batch checker's clear box: the region its first pass trusts without looking at
/// the shapes. Expected values from the catalog's cited data (iPhone 15 Pro: safe area
/// top 59 and bottom 34 on 852 points, SPEC §7; BezelKit corner radius 55).
final class RectCheckTests: XCTestCase {
    private func profile(_ name: String) throws -> DeviceProfile {
        let catalog = DeviceCatalog.builtin
        return catalog.profiles[try catalog.find(name)]
    }

    /// The classifier alone, on `rects` (x, y, width, height each).
    private func obstruction(_ check: RectCheck, _ rects: [Double]) -> [UInt8] {
        let count = rects.count / 4
        guard count > 0 else { return [] }
        var out = [UInt8](repeating: 255, count: count)
        rects.withUnsafeBufferPointer { rects in
            Array(0..<count).withUnsafeBufferPointer { indices in
                check.insetBands.withUnsafeBufferPointer { bands in
                    out.withUnsafeMutableBufferPointer { out in
                        RectCheck.classify(rects.baseAddress!, indices.baseAddress!, count, check.shapes, bands, out.baseAddress!)
                    }
                }
            }
        }
        return out
    }

    /// Two rectangles per step: an odd count leaves one in the last step, which must
    /// be written once and nothing past it. The island is 125 x 37 at (134, 11).
    func testClassifierPairsAndTheOddOneOut() throws {
        let check = try RectCheck(device: try profile("iPhone 15 Pro"), orientation: .portrait, version: nil, statusBarHidden: false)
        let rects: [Double] = [150, 20, 40, 20, /* island */ 2, 2, 10, 10, /* corner */ 100, 830, 100, 10 /* home indicator */]
        XCTAssertEqual(obstruction(check, rects), [Obstruction.housing, .corner, .homeIndicator].map(\.rawValue))
        XCTAssertEqual(obstruction(check, Array(rects.prefix(8))), [Obstruction.housing, .corner].map(\.rawValue))
        XCTAssertEqual(obstruction(check, Array(rects.suffix(4))), [Obstruction.homeIndicator.rawValue])
    }

    func testClearBoxRunsPastTheSidesBetweenStatusBarAndBottomCorners() throws {
        let check = try RectCheck(device: try profile("iPhone 15 Pro"), orientation: .portrait, version: nil, statusBarHidden: false)
        XCTAssertEqual(check.clear.minX, -.infinity)
        XCTAssertEqual(check.clear.maxX, .infinity)
        XCTAssertEqual(check.clear.minY, 59)        // below the status bar band (and the island)
        XCTAssertEqual(check.clear.maxY, 852 - 55)  // above the bottom corners' squares
    }

    func testClearBoxMeetsNoShapeOnAnyDevice() throws {
        for device in DeviceCatalog.builtin.profiles {
            for orientation in Orientation.allCases where device.orientations.contains(orientation) {
                let check = try RectCheck(device: device, orientation: orientation, version: nil, statusBarHidden: false)
                let box = check.clear
                guard box.maxX > box.minX else { continue }
                // Any rectangle inside the box, even one running off the screen, meets nothing.
                let (w, h) = try device.screenSize(orientation)
                let x0 = max(box.minX, -50), x1 = min(box.maxX, w + 50), y0 = max(box.minY, -50), y1 = min(box.maxY, h + 50)
                XCTAssertEqual(obstruction(check, [x0, y0, x1 - x0, y1 - y0]), [Obstruction.none.rawValue], "\(device.name) \(orientation)")
            }
        }
    }
}
