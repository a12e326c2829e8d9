import XCTest

@testable import SafeAreaEngine

#if canImport(SafeAreaKernelV3)
    import SafeAreaKernelV3
#endif

/// The batch checker's clear box: the region its first pass trusts without looking at
/// the shapes. Expected values from the catalog's cited data (iPhone 15 Pro: safe area
/// top 59 and bottom 34 on 852 points, MODEL.md §7; BezelKit corner radius 55).
final class RectCheckTests: XCTestCase {
    private func profile(_ name: String) throws -> DeviceProfile {
        let catalog = DeviceCatalog.builtin
        return catalog.profiles[try catalog.find(name)]
    }

    /// The classifier alone, on `rects` (x, y, width, height each).
    private func obstruction(_ check: RectCheck, _ rects: [Double]) -> [UInt8] {
        let count = rects.count / 4
        guard count > 0 else { return [] }
        var out = [UInt8](repeating: 255, count: count + 4)  // four bytes past the end that must stay untouched
        rects.withUnsafeBufferPointer { rects in
            Array(0..<count).withUnsafeBufferPointer { indices in
                check.insetBands.withUnsafeBufferPointer { bands in
                    out.withUnsafeMutableBufferPointer { out in
                        RectKernel<BaselineInstructions>.classify(
                            rects.baseAddress!, indices.baseAddress!, count, check.shapes, bands, out.baseAddress!)
                    }
                }
            }
        }
        XCTAssertEqual(out.suffix(4), [255, 255, 255, 255], "written past the last rectangle")
        return Array(out.prefix(count))
    }

    /// Two rectangles per step here (the baseline's lanes; four in the x86-64-v3
    /// kernel, tested below): a count that is not a multiple of the step leaves a
    /// short last step, which must write each of its rectangles once and nothing
    /// past them. The island is 125 x 37 at (134, 11); corner radius 55; the
    /// status bar band is the top 54 points.
    func testClassifierGroupsAndTheShortLastGroup() throws {
        let check = try RectCheck(
            device: try profile("iPhone 15 Pro"), orientation: .portrait, version: nil, statusBarHidden: false)
        let rects: [Double] = [
            150, 20, 40, 20,  // island
            2, 2, 10, 10,  // corner
            100, 830, 100, 10,  // home indicator
            280, 20, 20, 10,  // status bar
            100, 300, 50, 50,  // nothing
        ]
        let expected: [Obstruction] = [.housing, .corner, .homeIndicator, .statusBar, .none]
        for count in 1...5 {
            XCTAssertEqual(
                obstruction(check, Array(rects.prefix(4 * count))), expected.prefix(count).map(\.rawValue),
                "first \(count)")
            XCTAssertEqual(
                obstruction(check, Array(rects.suffix(4 * count))), expected.suffix(count).map(\.rawValue),
                "last \(count)")
        }
    }

    /// The whole check through each kernel this processor runs, on counts around
    /// the four-rectangle steps: safe and obstruction per rectangle, nothing written
    /// past the last.
    func testEveryKernelOnShortBatches() throws {
        var kernels = [RectCheck.Kernel.baseline]
        #if canImport(SafeAreaKernelV3)
            if RectCheck.Kernel.x86_64_v3Runs { kernels.append(.x86_64_v3) }
        #endif
        let check = try RectCheck(
            device: try profile("iPhone 15 Pro"), orientation: .portrait, version: nil, statusBarHidden: false)
        let known: [([Double], Obstruction, UInt8)] = [
            ([150, 20, 40, 20], .housing, 0), ([2, 2, 10, 10], .corner, 0),
            ([100, 830, 100, 10], .homeIndicator, 0), ([280, 20, 20, 10], .statusBar, 0),
            ([100, 300, 50, 50], .none, 1), ([100, 300, -50, -50], .none, 1),
        ]
        for kernel in kernels {
            for count in 1...13 {
                let picked = (0..<count).map { known[($0 * 5) % known.count] }
                let rects = picked.flatMap(\.0)
                var safe = [UInt8](repeating: 255, count: count + 4)
                var obstruction = safe
                rects.withUnsafeBufferPointer { rects in
                    safe.withUnsafeMutableBufferPointer { safe in
                        obstruction.withUnsafeMutableBufferPointer { obstruction in
                            check.run(
                                rects.baseAddress!, count: count, safe: safe.baseAddress, overlap: nil,
                                obstruction: obstruction.baseAddress, kernel: kernel)
                        }
                    }
                }
                let what = "\(kernel.name), \(count) rectangles"
                XCTAssertEqual(Array(obstruction.prefix(count)), picked.map(\.1.rawValue), what)
                XCTAssertEqual(Array(safe.prefix(count)), picked.map(\.2), what)
                XCTAssertEqual(obstruction.suffix(4) + safe.suffix(4), Array(repeating: 255, count: 8), what)
            }
        }
    }

    func testClearBoxRunsPastTheSidesBetweenStatusBarAndBottomCorners() throws {
        let check = try RectCheck(
            device: try profile("iPhone 15 Pro"), orientation: .portrait, version: nil, statusBarHidden: false)
        XCTAssertEqual(check.clear.minX, -.infinity)
        XCTAssertEqual(check.clear.maxX, .infinity)
        XCTAssertEqual(check.clear.minY, 59)  // below the status bar band (and the island)
        XCTAssertEqual(check.clear.maxY, 852 - 55)  // above the bottom corners' squares
    }

    func testClearBoxMeetsNoShapeOnAnyDevice() throws {
        for device in DeviceCatalog.builtin.profiles {
            for orientation in Orientation.allCases where device.orientations.contains(orientation) {
                let check = try RectCheck(
                    device: device, orientation: orientation, version: nil, statusBarHidden: false)
                let box = check.clear
                guard box.maxX > box.minX else { continue }
                // Any rectangle inside the box, even one running off the screen, meets nothing.
                let (w, h) = try device.screenSize(orientation)
                let x0 = max(box.minX, -50)
                let x1 = min(box.maxX, w + 50)
                let y0 = max(box.minY, -50)
                let y1 = min(box.maxY, h + 50)
                XCTAssertEqual(
                    obstruction(check, [x0, y0, x1 - x0, y1 - y0]), [Obstruction.none.rawValue],
                    "\(device.name) \(orientation)")
            }
        }
    }
}
