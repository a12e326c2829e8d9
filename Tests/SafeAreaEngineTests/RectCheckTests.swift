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
                XCTAssertEqual(check.classify(x0, y0, x1, y1), Obstruction.none.rawValue, "\(device.name) \(orientation)")
            }
        }
    }
}
