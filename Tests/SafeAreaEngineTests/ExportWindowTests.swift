import Foundation
import XCTest

@testable import SafeAreaEngine

/// Exports of an app window (MODEL.md §15, §19): the formats that describe a view carry the
/// window's size and insets; css adds the window controls' rectangle. The numbers are typed from
/// the window sources of data/windows.json: FestivalNativeApps' half tile on the iPad Pro 11-inch
/// (834 × 1210) on iPadOS 26.5, 600 pt wide in landscape; Multiplex's pill, x 20.5-59.5 and
/// y 21-43 under unified / 6-27.5 under minimal; the status-bar band 32 of a window reaching the
/// screen's top, where the unified pill moves down 32 - 10 to 43-65 (minh-ton/reynard-browser issue
/// #186: the controls "shifted down" there, no numbers; derived, MODEL.md §19); the 20-pt bottom
/// of the one window measured at the bottom edge (stream-chat-react-native).
final class ExportWindowTests: XCTestCase {
    private let pad = "iPad Pro 11-inch (M4)"
    private let half = WindowRequest(placement: .halfLeading, controls: .unified)

    private func export(
        _ format: ExportFormat, _ request: WindowRequest?, device name: String = "iPad Pro 11-inch (M4)",
        version: String = "26.5", strict: Bool = false
    ) throws -> String {
        try Exporter.export(
            try device(name), format: format, orientations: [.landscapeRight], version: try OSVersion.parse(version),
            statusBarHidden: false, window: request, strict: strict)
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testCSSCarriesTheWindowAndItsControls() throws {
        let css = try export(.css, half)
        for line in [
            "--safe-area-inset-top: 32px;", "--safe-area-inset-left: 0px;", "--safe-area-inset-right: 0px;",
            "--safe-area-inset-bottom: 20px;", "--window-x: 0px;", "--window-y: 0px;", "--window-width: 600px;",
            "--window-height: 834px;", "--window-controls-x: 20.5px;", "--window-controls-y: 43px;",
            "--window-controls-width: 39px;", "--window-controls-height: 22px;",
            "--window-controls-inset-top: 65px;", "--window-controls-inset-left: 59.5px;",
        ] {
            XCTAssertTrue(css.contains(line), "missing \(line) in\n\(css)")
        }
        // Every group follows its provenance: the controls' rectangle is derived (26's y, 27's x).
        XCTAssertTrue(css.contains("/* window controls (unified): derived: "), css)
        XCTAssertTrue(css.contains("/* window frame: derived: "), css)

        let minimal = try export(.css, WindowRequest(placement: .halfTrailing, controls: .minimal))
        for line in [
            "--window-x: 610px;", "--window-controls-y: 6px;", "--window-controls-height: 21.5px;",
            "--window-controls-inset-top: 27.5px;", "--window-controls-inset-left: 59.5px;",
        ] {
            XCTAssertTrue(minimal.contains(line), "missing \(line) in\n\(minimal)")
        }
        // A window spanning the screen shows no controls: the properties are 0.
        let full = try export(.css, WindowRequest(placement: .full))
        XCTAssertTrue(full.contains("/* window controls: none in this window */"), full)
        XCTAssertTrue(full.contains("--window-controls-inset-top: 0px;"), full)
        XCTAssertTrue(full.contains("--window-width: 1210px;"), full)
    }

    /// CSS's orientation is the viewport's shape (portrait: height >= width). A half of the iPad Air 11-inch's
    /// 820 × 1180 screen is (screen − 10) / 2 wide and spans its height (MODEL.md §19, derived): 405 × 1180 in
    /// portrait and 585 × 820 in landscape, portrait both; each block names its window's size. A third of the
    /// iPad Pro 11-inch (FestivalNativeApps, 26.5) is 396.5 × 834 in landscape: its block takes 396 too.
    func testCSSBlocksAreKeyedByTheViewsShape() throws {
        let all: [Orientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
        func css(_ name: String, _ placement: WindowPlacement) throws -> String {
            try Exporter.export(
                try device(name), format: .css, orientations: all, version: try OSVersion.parse("26.5"),
                statusBarHidden: false, window: WindowRequest(placement: placement))
        }
        func queries(_ text: String) -> [String] {
            text.split(separator: "\n").filter { $0.hasPrefix("@media ") }.map { String($0) }
        }
        XCTAssertEqual(
            queries(try css("iPad Air 11-inch (M3)", .halfLeading)),
            [
                "@media (orientation: portrait) and (width: 405px) and (height: 1180px) {",
                "@media (orientation: portrait) and (width: 585px) and (height: 820px) {",
            ])
        XCTAssertEqual(
            queries(try css(pad, .thirdTrailing)),
            [
                "@media (orientation: portrait) and (width: 375px) and (height: 1210px) {",
                "@media (orientation: portrait) and (min-width: 396px) and (max-width: 396.5px) and (height: 834px) {",
            ])
        // A window of each shape, and the screen, keep the plain blocks.
        XCTAssertEqual(
            queries(try css(pad, .full)), ["@media (orientation: portrait) {", "@media (orientation: landscape) {"])
        let screen = try Exporter.export(
            try device(pad), format: .css, orientations: all, version: nil, statusBarHidden: false)
        XCTAssertEqual(queries(screen), ["@media (orientation: portrait) {", "@media (orientation: landscape) {"])
    }

    func testCDPSizesTheViewportToTheWindow() throws {
        let commands = try json(try export(.cdp, WindowRequest(placement: .halfTrailing, controls: .unified)))
        let metrics = try XCTUnwrap(commands["Emulation.setDeviceMetricsOverride"] as? [String: Any])
        XCTAssertEqual(metrics["width"] as? Double, 600)
        XCTAssertEqual(metrics["height"] as? Double, 834)
        XCTAssertEqual(metrics["screenWidth"] as? Double, 1210)
        XCTAssertEqual(metrics["screenHeight"] as? Double, 834)
        XCTAssertEqual(metrics["positionX"] as? Double, 610)
        XCTAssertEqual(metrics["positionY"] as? Double, 0)
        let insets = try XCTUnwrap(
            (commands["Emulation.setSafeAreaInsetsOverride"] as? [String: Any])?["insets"] as? [String: Double])
        XCTAssertEqual(
            insets,
            [
                "top": 32, "topMax": 32, "left": 0, "leftMax": 0, "bottom": 20, "bottomMax": 20, "right": 0,
                "rightMax": 0,
            ])
        // A 396.5-pt third: CDP takes whole px, rounded down to stay inside the window.
        let third = try json(try export(.cdp, WindowRequest(placement: .thirdLeading)))
        XCTAssertEqual((third["Emulation.setDeviceMetricsOverride"] as? [String: Any])?["width"] as? Double, 396)
        // Without a window: the screen, and no position.
        let screen = try json(try export(.cdp, nil))
        let screenMetrics = try XCTUnwrap(screen["Emulation.setDeviceMetricsOverride"] as? [String: Any])
        XCTAssertEqual(screenMetrics["width"] as? Double, 1210)
        XCTAssertNil(screenMetrics["positionX"])
    }

    func testPlaywrightReactNativeAndFlutterTestCarryTheWindow() throws {
        let descriptor = try json(try export(.playwright, half))
        XCTAssertEqual(descriptor["viewport"] as? [String: Double], ["width": 600, "height": 834])
        XCTAssertEqual(descriptor["screen"] as? [String: Double], ["width": 834, "height": 1210])
        let metrics = try json(try export(.reactNative, half))
        XCTAssertEqual(metrics["insets"] as? [String: Double], ["top": 32, "right": 0, "bottom": 20, "left": 0])
        XCTAssertEqual(metrics["frame"] as? [String: Double], ["x": 0, "y": 0, "width": 600, "height": 834])
        let view = try json(try export(.flutterTest, half))
        XCTAssertEqual(view["physicalSize"] as? [String: Double], ["width": 1200, "height": 1668])
    }

    func testFormatsWithoutAPlaceForAWindowRefuseItNamingTheFormat() throws {
        for format in [ExportFormat.unity, .flutter] {
            XCTAssertThrowsError(try export(format, half)) { error in
                guard case SafeAreaError.invalidArgument(let message) = error else {
                    return XCTFail("\(error)")
                }
                XCTAssertTrue(message.contains("the \(format.name) format has no place for an app window"), message)
            }
        }
    }

    func testAWindowWhereThereAreNoneIsUnsupported() throws {
        XCTAssertThrowsError(try export(.css, half, device: "iPhone 16", version: "26.1")) { error in
            guard case SafeAreaError.unsupported(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("is not an iPad"), message)
        }
        XCTAssertThrowsError(try export(.cdp, half, version: "18.0")) { error in
            guard case SafeAreaError.unsupported(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("iPadOS 26"), message)
        }
    }

    func testStrictRefusesADerivedWindow() throws {
        // The tile's height is derived (no source measured a tile's height).
        XCTAssertThrowsError(try export(.css, half, strict: true)) { error in
            guard case SafeAreaError.invalidOSVersion(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("strict: the half_leading window"), message)
        }
    }
}
