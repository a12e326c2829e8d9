import XCTest

@testable import SafeAreaEngine

/// An iPhone-only app's window on an iPad (MODEL.md §19), at launch and resized, and the controls
/// of a window reaching the screen's top edge.
///
/// Readings (data/sources.json):
/// - GetStream/stream-chat-react-native `ai-docs/iphone-duo-readiness.md` at
///   dd5dfc283d03620350eb810b27eca0af03b21f61: an iPad Pro 11-inch in portrait, iPadOS 27.0, a
///   417 × 1210 window on the 834 × 1210 screen with insets 32 / 0 / 20 / 0.
/// - CharlesWiltgen/Axiom `axiom-codex/skills/axiom-swiftui/skills/layout-ref.md` at
///   002cbff5eb4b182da23bfa79c81bac0874ccbd53: a physical iPad Pro 12.9-inch, iPadOS 27.0, an
///   iPhone-only app's window "`.regular`/`.regular` at 683×1024 and `.compact`/`.regular` at
///   477×1024 and 375×1024, and stopped at 683 wide" (no insets printed).
/// - minh-ton/reynard-browser issue #186 (iPadOS 26.5): a window touching the screen's top has its
///   controls "shifted down" (no numbers).
final class PhoneAppWindowTests: XCTestCase {
    private func window(
        _ name: String, _ orientation: Orientation = .portrait, _ version: String = "27.0",
        _ request: WindowRequest = WindowRequest(compatibility: .iphone)
    ) throws -> WindowEnvironment {
        try WindowEnvironment(
            device: try device(name), orientation: orientation, version: try OSVersion.parse(version),
            statusBarHidden: false, window: request)
    }

    private func resized(_ frame: Rect) -> WindowRequest {
        WindowRequest(placement: .floating, frame: frame, compatibility: .iphone)
    }

    /// GetStream's reading: 417 × 1210, 32 / 0 / 20 / 0, measured.
    func testGetStreamsWindow() throws {
        let w = try window("iPad Pro 11-inch (M4)")
        XCTAssertEqual(w.frame.width, 417)
        XCTAssertEqual(w.frame.height, 1210)
        XCTAssertEqual(w.insets, SafeAreaInsets(top: 32, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(w.placement?.insetsProvenance.kind, .measured)
        XCTAssertTrue(w.placement?.insetsProvenance.source.contains("stream-chat-react-native") ?? false)
        // Its place on the screen is not given (centred, derived): strict refuses the window.
        XCTAssertEqual(w.provenance.kind, .derived)
    }

    /// Axiom's reading on the 12.9-inch screen in landscape: the widest window 683 × 1024 (half
    /// of 1366, the full height), regular; 477 and 375 wide compact; 684 wide refused.
    func testAxiomsResizedWindows() throws {
        let name = "iPad Pro 12.9-inch (6th generation)"
        let launch = try window(name, .landscapeLeft)
        XCTAssertEqual(launch.frame.width, 683)
        XCTAssertEqual(launch.frame.height, 1024)
        XCTAssertEqual(launch.placement?.horizontalSizeClass, .regular)
        XCTAssertEqual(launch.placement?.sizeClassProvenance.kind, .measured)
        for width in [477.0, 375] {
            let w = try window(name, .landscapeLeft, "27.0", resized(Rect(x: 0, y: 0, width: width, height: 1024)))
            XCTAssertEqual(w.frame, Rect(x: 0, y: 0, width: width, height: 1024))
            XCTAssertEqual(w.placement?.horizontalSizeClass, .compact)
            XCTAssertEqual(w.placement?.sizeClassProvenance.kind, .measured)
            // No source printed a resized window's insets: carried (top 32, bottom 20), derived.
            XCTAssertEqual(w.insets, SafeAreaInsets(top: 32, left: 0, bottom: 20, right: 0))
            XCTAssertEqual(w.placement?.insetsProvenance.kind, .derived)
        }
        // "stopped at 683 wide"; a window narrower than 375 is under the minimum: both name the frame.
        for width in [684.0, 374] {
            XCTAssertThrowsError(
                try window(name, .landscapeLeft, "27.0", resized(Rect(x: 0, y: 0, width: width, height: 1024)))
            ) { error in
                guard case SafeAreaError.invalidArgument(let message) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(message.hasPrefix("window.frame"), message)
            }
        }
        // Every reading spans the screen's height: a shorter window is unmeasured.
        XCTAssertThrowsError(
            try window(name, .landscapeLeft, "27.0", resized(Rect(x: 0, y: 0, width: 477, height: 767)))
        ) { error in
            guard case SafeAreaError.unsupported(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("spans the screen's height"), message)
        }
    }

    /// Other iPads on 27 by the rule (half × full height, derived); the iPad mini in portrait has
    /// no rule (half of 744 is 372, under 375); iPadOS 26 refuses (no source measured its box).
    func testTheRuleElsewhere() throws {
        let air = try window("iPad Air 11-inch (M3)")
        XCTAssertEqual(air.frame, Rect(x: 205, y: 0, width: 410, height: 1180))
        XCTAssertEqual(air.insets, SafeAreaInsets(top: 32, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(air.provenance.kind, .derived)
        XCTAssertThrowsError(try window("iPad mini (A17 Pro)")) { error in
            guard case SafeAreaError.unsupported(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("half of 744 is 372"), message)
        }
        XCTAssertEqual(try window("iPad mini (A17 Pro)", .landscapeLeft).frame.width, 566.5)
        // iPadOS 26: the iPhone-sized box (hacknicity.medium.com, iOS 10 simulators: 375 x 667, carried; derived).
        let box = try window("iPad Pro 11-inch (M4)", .portrait, "26.5")
        XCTAssertEqual(box.frame, Rect(x: (834 - 375) / 2, y: (1210 - 667) / 2, width: 375, height: 667))
    }

    /// A window reaching the screen's top: the unified pill moves down by the status-bar band less the
    /// floating window's own top (32 − 10), 21–43 → 43–65, derived; minimal stays 6–27.5; a window
    /// floating mid-screen keeps Multiplex's 21–43.
    func testControlsAtTheScreensTop() throws {
        let phone = try window("iPad Pro 11-inch (M4)")
        XCTAssertEqual(phone.placement?.controlsRegion?.frame, Rect(x: 20.5, y: 43, width: 39, height: 22))
        XCTAssertTrue(phone.placement?.controlsRegion?.provenance.source.contains("reynard-browser") ?? false)
        let name = "iPad Pro 13-inch (M4)"
        let half = try window(name, .portrait, "26.0", WindowRequest(placement: .halfLeading, controls: .unified))
        XCTAssertEqual(half.placement?.controlsRegion?.frame, Rect(x: 20.5, y: 43, width: 39, height: 22))
        let minimal = try window(name, .portrait, "26.0", WindowRequest(placement: .halfLeading, controls: .minimal))
        XCTAssertEqual(minimal.placement?.controlsRegion?.frame, Rect(x: 20.5, y: 6, width: 39, height: 21.5))
        let floating = try window(
            name, .portrait, "26.0",
            WindowRequest(
                placement: .floating, frame: Rect(x: 160.5, y: 217.5, width: 711, height: 941), controls: .unified))
        XCTAssertEqual(floating.placement?.controlsRegion?.frame, Rect(x: 20.5, y: 21, width: 39, height: 22))
        XCTAssertFalse(floating.placement?.controlsRegion?.provenance.source.contains("reynard-browser") ?? true)
    }
}
