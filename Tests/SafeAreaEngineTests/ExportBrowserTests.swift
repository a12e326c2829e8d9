import XCTest

@testable import SafeAreaEngine

/// The browser formats' platform and user agent (docs/exports.md, MODEL.md §15): the web formats
/// refuse tvOS before any orientation is asked; Safari's agent is Mobile Safari's on an iPhone and,
/// on an iPad from iPadOS 13 on, Safari on a Mac's (WWDC 2019 session 203; the shape of Playwright's
/// "Desktop Safari" entry), the mobile one on request.
final class ExportBrowserTests: XCTestCase {
    func testWebFormatsRefuseTVOSForTheirPlatformNotTheOrientation() throws {
        let tv = try device("Apple TV 4K")
        for format in [ExportFormat.cdp, .css, .playwright] {
            XCTAssertThrowsError(
                try Exporter.export(tv, format: format, orientations: [.portrait], version: nil, statusBarHidden: false)
            ) { error in
                XCTAssertEqual(
                    (error as? SafeAreaError)?.message,
                    "Apple TV 4K (3rd generation) runs tvOS, which has no web browser: the web formats (cdp, css, "
                        + "playwright) do not apply to tvOS")
            }
        }
        XCTAssertNoThrow(try Exporter.checkApplies(tv, .reactNative))
    }

    func testSafariUserAgents() throws {
        let v = OSVersion(major: 17, minor: 4)
        let pad = try device("iPad Air (5th generation)")
        XCTAssertEqual(
            try SafariUserAgent.string(pad, v, mobile: false),
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15"
        )
        XCTAssertEqual(try SafariUserAgent.platform(pad, v, mobile: false), "MacIntel")
        XCTAssertEqual(
            try SafariUserAgent.string(pad, v, mobile: true),
            "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"
        )
        XCTAssertEqual(try SafariUserAgent.platform(pad, v, mobile: true), "iPad")
        let phone = try device("iPhone 14")
        XCTAssertEqual(
            try SafariUserAgent.string(phone, v, mobile: false), try SafariUserAgent.string(phone, v, mobile: true))
        XCTAssertEqual(try SafariUserAgent.platform(phone, v, mobile: false), "iPhone")
    }
}
