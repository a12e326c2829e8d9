import XCTest

@testable import SafeAreaEngine

/// App windows on iPads before iPadOS 26 (MODEL.md §19, "Before iPadOS 26"), and the iPhone app's box on 26.
///
/// Readings (data/sources.json):
/// - pointfreeco/swift-snapshot-testing `Sources/SnapshotTesting/Common/View.swift` at
///   012fd98e58585ac48e6b4b0b4c6c34195b46ab8f: iPadPro11 landscape one third 375 x 834, one half 592 x 834, two
///   thirds 809 x 834 (compact, compact, regular), portrait one third 320 x 1194, two thirds 504 x 1194 (compact);
///   iPadPro12_9 landscape half 678 x 1024 (regular); iPad10_2 landscape half 535 x 810; safe area 24 / 0 / 20 / 0
///   for every iPadPro11 split, 20 / 0 / 0 / 0 for the home-button iPads.
/// - Lakr233/Kimis `Kimis/Interface/Main/RootController.swift` at df1cb1e2f7ef1a50b513ccf610bd9f2a1118b06a: an
///   834 x 1194 iPad's root view at 592 x 834 (iPadOS 16.1-16.2).
/// - Apple Books' predicates (iOS 26.1 decompiled, EthanArbuckle/iPhone18-3_26.1_23B85_Restore at
///   a8efb0ea94ec5ffd75f5e4e8fc606935ee75ff90): 678 x 1024 the half of the 1366-wide screen.
/// - Apple's iPadOS 16.1 Stage Manager statement (voonze.com): M1 iPads and the A12X/A12Z iPad Pros.
/// - hacknicity.medium.com "How iPhone-only Apps Appear on iPad": 375 x 667 centred, a 20-pt status bar.
/// - iPadOS 18.0 decompiled (EthanArbuckle/iPad_10.2_18.0_22A3354_Restore at
///   72b0cf9bce0398fd8141f5dec3a304bf19566f28, no run): SpringBoard `SBSwitcherChamoisSettings.m` (Stage Manager
///   windows at least 320 x 480, max(status bar, 24) from the screen's edges), `SBDeviceApplicationSceneHandle.m`
///   (every app scene but Slide Over gets the device's display-edge insets and status bar, whatever its frame),
///   SpringBoardHome's display-edge info (bottom 20 on an iPad without a home button) and UIKitCore `UIWindow.m`
///   (top at least the status bar's height; a window filling its scene keeps the scene's insets).
final class WindowsBefore26Tests: XCTestCase {
    private func window(
        _ name: String, _ orientation: Orientation, _ version: String, _ request: WindowRequest
    ) throws -> WindowEnvironment {
        try WindowEnvironment(
            device: try device(name), orientation: orientation, version: try OSVersion.parse(version),
            statusBarHidden: false, window: request)
    }

    private func refusal(
        _ name: String, _ orientation: Orientation, _ version: String, _ request: WindowRequest
    ) -> String? {
        do {
            _ = try window(name, orientation, version, request)
            return nil
        } catch {
            guard case SafeAreaError.unsupported(let message) = error else { return "not unsupported: \(error)" }
            return message
        }
    }

    /// swift-snapshot-testing's iPadPro11 splits on the 834 x 1194 screen in landscape: 375 / 592 / 809, the
    /// screen's height, 24 / 0 / 20 / 0, compact / compact / regular; carried to iPadOS 16, so derived.
    func testIPadPro11SplitsInLandscape() throws {
        let pro = "iPad Pro 11-inch (3rd generation)"
        let third = try window(pro, .landscapeLeft, "16.0", WindowRequest(placement: .thirdLeading))
        XCTAssertEqual(third.frame, Rect(x: 0, y: 0, width: 375, height: 834))
        XCTAssertEqual(third.horizontalSizeClass, .compact)
        let half = try window(pro, .landscapeLeft, "16.0", WindowRequest(placement: .halfTrailing))
        XCTAssertEqual(half.frame, Rect(x: 1194 - 592, y: 0, width: 592, height: 834))
        XCTAssertEqual(half.insets, SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(half.horizontalSizeClass, .compact)
        XCTAssertEqual(half.placement?.frameProvenance?.kind, .derived)
        XCTAssertTrue(half.placement?.frameProvenance?.source.contains("swift-snapshot-testing") ?? false)
        XCTAssertNil(half.placement?.controlsRegion)
        let two = try window(pro, .landscapeLeft, "16.0", WindowRequest(placement: .twoThirdsLeading))
        XCTAssertEqual(two.frame.width, 809)
        XCTAssertEqual(two.horizontalSizeClass, .regular)
    }

    /// Portrait: one third 320, two thirds 504 (compact); no half in portrait in either table: refused.
    func testPortraitSplits() throws {
        let pro = "iPad Pro 11-inch (3rd generation)"
        XCTAssertEqual(try window(pro, .portrait, "17.0", WindowRequest(placement: .thirdLeading)).frame.width, 320)
        let two = try window(pro, .portrait, "17.0", WindowRequest(placement: .twoThirdsLeading))
        XCTAssertEqual(two.frame.width, 504)
        XCTAssertEqual(two.horizontalSizeClass, .compact)
        let half = refusal(pro, .portrait, "17.0", WindowRequest(placement: .halfLeading))
        XCTAssertTrue(
            half?.contains("Split View has no half in portrait before iPadOS 26") ?? false, half ?? "answered")
    }

    /// The 12.9-inch's half is 678 (swift-snapshot-testing; Apple Books' predicate) and regular.
    func testTwelveNineHalfIsRegular() throws {
        let half = try window(
            "iPad Pro 12.9-inch (5th generation)", .landscapeLeft, "18.0", WindowRequest(placement: .halfLeading))
        XCTAssertEqual(half.frame.width, 678)
        XCTAssertEqual(half.frame.height, 1024)
        XCTAssertEqual(half.horizontalSizeClass, .regular)
    }

    /// A home-button iPad: 535 on the 1080-wide screen, its insets the status bar's 20 only.
    func testHomeButtonHalf() throws {
        let half = try window("iPad (9th generation)", .landscapeLeft, "15.0", WindowRequest(placement: .halfLeading))
        XCTAssertEqual(half.frame.width, 535)
        XCTAssertEqual(half.insets, SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// Off the table a landscape half is (screen - 10) / 2 (derived from the table's rule, Kimis's 592 of 1194,
    /// Books' 678 of 1366); thirds there are refused.
    func testHalfByRuleElsewhere() throws {
        let air = "iPad Air (5th generation)"
        let half = try window(air, .landscapeLeft, "16.0", WindowRequest(placement: .halfLeading))
        XCTAssertEqual(half.frame.width, (1180 - 10) / 2)
        XCTAssertTrue(half.placement?.frameProvenance?.source.contains("Kimis") ?? false)
        let third = refusal(air, .landscapeLeft, "16.0", WindowRequest(placement: .thirdLeading))
        XCTAssertTrue(third?.contains("one third or two thirds on this screen") ?? false, third ?? "answered")
    }

    /// Floating windows before 26: none on iPadOS 15, none on an iPad without Stage Manager (both not
    /// applicable); on an iPad with it, a Stage Manager window (below); Slide Over refused.
    func testFloatingAndSlideOver() throws {
        let frame = Rect(x: 100, y: 100, width: 500, height: 600)
        let floating = WindowRequest(placement: .floating, frame: frame)
        let pro = "iPad Pro 11-inch (3rd generation)"
        XCTAssertTrue(refusal(pro, .portrait, "15.0", floating)?.contains("iPadOS 15 has no Stage Manager") ?? false)
        XCTAssertTrue(
            refusal("iPad (9th generation)", .portrait, "16.0", floating)?.contains("no Stage Manager on the device")
                ?? false)
        XCTAssertEqual(try window(pro, .portrait, "16.0", floating).frame, frame)
        let table = try WindowTable.builtin.get()
        XCTAssertNotNil(
            table.inapplicable(
                floating, deviceName: "iPad (9th generation)", family: .pad, version: OSVersion(major: 17),
                landscape: false))
        XCTAssertNil(
            table.inapplicable(floating, deviceName: pro, family: .pad, version: OSVersion(major: 17), landscape: false)
        )
        // Split View has no half in portrait before 26 (Apple Books' portrait predicates are 375 and 639 wide on the
        // 1024 x 1366 screen; swift-snapshot-testing's portrait splits are one third and two thirds): not applicable
        // in portrait, a landscape half is answered.
        let half = WindowRequest(placement: .halfLeading)
        XCTAssertTrue(
            table.inapplicable(half, deviceName: pro, family: .pad, version: OSVersion(major: 17), landscape: false)?
                .contains("Split View has no half in portrait") ?? false)
        XCTAssertNil(
            table.inapplicable(half, deviceName: pro, family: .pad, version: OSVersion(major: 17), landscape: true))
        let slide = refusal(pro, .portrait, "17.0", WindowRequest(placement: .slideOver))
        XCTAssertTrue(slide?.contains("Slide Over window's height") ?? false, slide ?? "answered")
    }

    /// A Stage Manager window on 16-18 (the 18.0 decompile): the caller's frame, the full screen's insets wherever it
    /// sits, sides 0: on the iPad Pro 11-inch the status bar's 24 and the display-edge bottom, 20 on 16 (the catalog's
    /// documented spec) and 25 on 17-18 (the decompile's flagged 25, which aloisdeniel/flutter_device_preview's
    /// device_specs at bfdd4e7, an iPadOS 18.x simulator, reads for the full screen);
    /// derived (a strict window refuses it, Tests/python); regular from 678 wide, compact up to 639 (Split View's traits).
    func testStageManagerWindow() throws {
        let pro = "iPad Pro 11-inch (3rd generation)"
        let frame = Rect(x: 61.5, y: 126.5, width: 711, height: 941)
        for (version, bottom) in [("16.0", 20.0), ("17.0", 25), ("18.0", 25)] {
            let w = try window(pro, .portrait, version, WindowRequest(placement: .floating, frame: frame))
            XCTAssertEqual(w.frame, frame)
            XCTAssertEqual(w.insets, SafeAreaInsets(top: 24, left: 0, bottom: bottom, right: 0))
            XCTAssertEqual(w.horizontalSizeClass, .regular)
            XCTAssertEqual(w.placement?.insetsProvenance.kind, .derived)
            XCTAssertTrue(
                w.placement?.insetsProvenance.source.contains("iPad_10.2_18.0_22A3354_Restore") ?? false,
                w.placement?.insetsProvenance.source ?? "")
            XCTAssertNil(w.placement?.controlsRegion)
        }
        // Mid-screen, clear of both edges: the same insets (SpringBoard does not read the scene's frame).
        let small = try window(
            pro, .landscapeLeft, "18.0",
            WindowRequest(placement: .floating, frame: Rect(x: 400, y: 100, width: 320, height: 480)))
        XCTAssertEqual(small.insets, SafeAreaInsets(top: 24, left: 0, bottom: 25, right: 0))
        XCTAssertEqual(small.horizontalSizeClass, .compact)
    }

    /// Outside Stage Manager's limits (320 x 480, 24 from each edge on a 24-pt status bar) the frame is refused with
    /// SAFEAREA_E_INVALID_ARGUMENT naming it.
    func testStageManagerLimits() throws {
        let pro = "iPad Pro 11-inch (3rd generation)"
        for frame in [
            Rect(x: 100, y: 100, width: 319, height: 600), Rect(x: 100, y: 100, width: 500, height: 479),
            Rect(x: 23, y: 100, width: 500, height: 600), Rect(x: 100, y: 0, width: 500, height: 600),
            Rect(x: 834 - 24 - 499, y: 100, width: 500, height: 600),
            Rect(x: 100, y: 1194 - 24 - 599, width: 500, height: 600),
        ] {
            do {
                _ = try window(pro, .portrait, "17.0", WindowRequest(placement: .floating, frame: frame))
                XCTFail("answered \(frame)")
            } catch SafeAreaError.invalidArgument(let message) {
                XCTAssertTrue(message.hasPrefix("window.frame"), message)
                XCTAssertTrue(message.contains("at least 320 x 480 with x 24-810 and y 24-1170"), message)
            }
        }
        let edge = try window(
            pro, .portrait, "17.0",
            WindowRequest(placement: .floating, frame: Rect(x: 24, y: 24, width: 786, height: 1146)))
        XCTAssertEqual(edge.insets, SafeAreaInsets(top: 24, left: 0, bottom: 25, right: 0))
    }

    /// The iPhone app's box on 15-18 and 26: 375 x 667 centred, 20 / 0 / 0 / 0, compact, derived; not resizable.
    func testPhoneAppBox() throws {
        for (name, version) in [("iPad (9th generation)", "15.0"), ("iPad Pro 11-inch (M4)", "26.0")] {
            let box = try window(name, .portrait, version, WindowRequest(compatibility: .iphone))
            let screen = try device(name).screenSize(.portrait)
            XCTAssertEqual(
                box.frame,
                Rect(x: (screen.width - 375) / 2, y: (screen.height - 667) / 2, width: 375, height: 667))
            XCTAssertEqual(box.insets, SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0))
            XCTAssertEqual(box.horizontalSizeClass, .compact)
            XCTAssertEqual(box.placement?.insetsProvenance.kind, .derived)
            XCTAssertNil(box.placement?.controlsRegion)
        }
        let resized = refusal(
            "iPad Pro 11-inch (M4)", .portrait, "26.0",
            WindowRequest(
                placement: .floating, frame: Rect(x: 0, y: 0, width: 400, height: 1210), compatibility: .iphone))
        XCTAssertTrue(resized?.contains("not resizable") ?? false, resized ?? "answered")
        let tile = refusal(
            "iPad Pro 11-inch (3rd generation)", .landscapeLeft, "18.0",
            WindowRequest(placement: .halfLeading, compatibility: .iphone))
        XCTAssertTrue(tile?.contains("no source measured an iPhone app in a half_leading window") ?? false)
    }
}
