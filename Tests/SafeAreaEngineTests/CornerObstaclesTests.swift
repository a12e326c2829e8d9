import XCTest

@testable import SafeAreaEngine

/// Corner obstacles and the regions that adapt to them (MODEL.md §2.9): the iPhone Duo's inner
/// display in landscape reproduces the forum probe (alexey1312/iPhone-Duo-Agent-Skill,
/// scripts/probes/README.md at e361bc6: .horizontal adds 16 on the leading edge, .vertical 16 on
/// the top, the 34 and 84 edges unchanged); a window-controls rectangle (the pill Multiplex measured,
/// x 20.5-59.5 and, under the unified style, y 21-43 in the window) is what `containerCornerInsets`
/// clears, from the view's corner, where a view overlaps it and what a corner-adapted region moves clear of.
final class CornerObstaclesTests: XCTestCase {
    private func environment(_ name: String, _ orientation: Orientation, _ version: String) throws
        -> (WindowEnvironment, DeviceProfile)
    {
        let device = DeviceCatalog.builtin.profiles[try DeviceCatalog.builtin.find(name)]
        let env = try WindowEnvironment(
            device: device, orientation: orientation, version: try OSVersion.parse(version), statusBarHidden: false)
        return (env, device)
    }

    func testDuoInnerDisplayCornersAreTheMeasuredSixteen() throws {
        let (env, device) = try environment("iPhone Duo (inner display)", .landscapeLeft, "27.1")
        let corners = env.cornerObstacles(of: device)
        XCTAssertNil(corners.unavailable)
        XCTAssertEqual(corners.obstacles.count, 4)
        XCTAssertEqual(corners.obstacles.first?.rect, Rect(x: 0, y: 0, width: 16, height: 16))
        XCTAssertEqual(corners.obstacles.first?.provenance.kind, .measured)
        // The safe area 951 - 84 by 669 - 34.
        let safe = Rect(x: 0, y: 0, width: 867, height: 635)
        let window = env.bounds
        XCTAssertEqual(
            corners.adapt(safe, axis: .horizontal, window: window, kind: .margins).rect,
            Rect(x: 16, y: 0, width: 851, height: 635))
        XCTAssertEqual(
            corners.adapt(safe, axis: .vertical, window: window, kind: .margins).rect,
            Rect(x: 0, y: 16, width: 867, height: 619))
        XCTAssertEqual(corners.adapt(safe, axis: .vertical, window: window, kind: .safeArea).used.first?.kind, .derived)
        // A full-screen window shows no window controls: containerCornerInsets are zero (Apple's documentation).
        XCTAssertEqual(corners.containerCornerInsets(window), .zero)
    }

    func testBefore26ThereAreNoCornerAdaptedRegions() throws {
        let (env, device) = try environment("iPhone 15 Pro", .portrait, "17.4")
        XCTAssertNotNil(env.cornerObstacles(of: device).unavailable)
    }

    func testWindowControlsAreTheOverlappedArea() {
        // A 711 x 941 window (Multiplex's floating window) with the unified pill at x 20.5-59.5, y 21-43.
        let window = Rect(x: 0, y: 0, width: 711, height: 941)
        let pill = Rect(x: 20.5, y: 21, width: 39, height: 22)
        let corners = CornerObstacles(obstacles: [
            CornerObstacle(
                kind: .windowControls, rect: pill, radius: 0,
                provenance: Provenance(kind: .derived, source: "test", basis: "a pill rectangle"))
        ])
        // The inset from the view's corner that clears the pill: to its far edges, x 59.5 and y 43.
        XCTAssertEqual(corners.containerCornerInsets(window).topLeft, CornerSize(width: 59.5, height: 43))
        // A view from x 40 reaches 59.5 - 40 = 19.5 into it; one below y 43 none.
        XCTAssertEqual(
            corners.containerCornerInsets(Rect(x: 40, y: 0, width: 300, height: 300)).topLeft,
            CornerSize(width: 19.5, height: 43))
        XCTAssertEqual(corners.containerCornerInsets(Rect(x: 0, y: 43, width: 711, height: 898)), .zero)
        // The safe area (top 10) adapted horizontally starts after the pill; vertically below it.
        let safe = Rect(x: 0, y: 10, width: 711, height: 931)
        XCTAssertEqual(corners.adapt(safe, axis: .horizontal, window: window, kind: .safeArea).rect.minX, 59.5)
        XCTAssertEqual(corners.adapt(safe, axis: .vertical, window: window, kind: .safeArea).rect.minY, 43)
    }
}
