import Dispatch
import Synchronization
import XCTest

@testable import SafeAreaEngine

/// The content designs live in, kept across audits (`DesignContentCache`, MODEL.md §4): an audit through the
/// cache reports what one without it reports, for each container and presentation asked, on every layout.
///
/// Expected values are typed from their sources (as in AuditContainerTests): on the iPhone 17 Pro at iOS 26
/// (402 × 874, insets 62/0/34/0, data/devices.json) a large-title navigation bar spans y 62–168 (54 at the top
/// inset + 52, ouk_navigation_controller, ouk_navigation_bar) and a tab bar the 83-pt band y 791–874
/// (ouk_tab_bar_controller, data/containers.json).
final class DesignContentCacheTests: XCTestCase {
    private func design(_ container: String) throws -> Design {
        try Design.decode(
            json: #"""
                {"name": "list", "container": \#(container), "elements": [
                  {"id": "search", "role": "control", "frame": [16, 70, 370, 36]},
                  {"id": "add", "role": "control", "frame": [330, 768, 56, 56]}]}
                """#)
    }

    private let tabsAndLargeTitle =
        #"{"tab_bar_controller": {}, "navigation_controller": {"prefers_large_titles": true}}"#
    private let inlineOnly = #"{"navigation_controller": {}}"#

    private func audit(_ d: Design, cache: DesignContentCache?, devices: [DeviceProfile]) throws -> AuditReport {
        Auditor.audit(
            d, devices: devices, orientations: nil, version: nil, recordFrames: true,
            windows: nil, contentCache: cache)
    }

    private func bars(_ report: AuditReport) -> [String] {
        report.findings.filter { $0.rule == "clear-of-bars" }.map {
            "\($0.device) \($0.orientation.name) \($0.element) \($0.obstruction) \($0.obstructionRect)"
        }
    }

    func testTheListScreenIsTheSameThroughTheCache() throws {
        let cache = DesignContentCache()
        let d = try design(tabsAndLargeTitle)
        let pro = try device("iPhone 17 Pro")
        let first = try audit(d, cache: cache, devices: [pro])
        XCTAssertGreaterThan(cache.count, 0)
        let kept = cache.count
        let second = try audit(d, cache: cache, devices: [pro])
        XCTAssertEqual(cache.count, kept, "the second audit builds no layout")
        for report in [first, second] {
            let portrait = report.findings.filter { $0.rule == "clear-of-bars" && $0.orientation == .portrait }
            XCTAssertEqual(
                portrait.map(\.obstruction), ["navigation_bar", "tab_bar"],
                "the search field under the large title, the button over the tab band")
            XCTAssertEqual(portrait.first?.obstructionRect, Rect(x: 0, y: 62, width: 402, height: 106))
            XCTAssertEqual(portrait.last?.obstructionRect, Rect(x: 0, y: 874 - 83, width: 402, height: 83))
        }
        XCTAssertEqual(first.findings, second.findings)
        XCTAssertEqual(first.skipped, second.skipped)
    }

    func testEachContainerKeepsItsOwnLayouts() throws {
        let cache = DesignContentCache()
        let devices = try ["iPhone 17 Pro", "iPhone SE (3rd generation)", "iPad (A16)"].map(device)
        for container in [tabsAndLargeTitle, inlineOnly, tabsAndLargeTitle, inlineOnly] {
            let d = try design(container)
            let cached = try audit(d, cache: cache, devices: devices)
            let uncached = try audit(d, cache: nil, devices: devices)
            XCTAssertEqual(cached.findings, uncached.findings, container)
            XCTAssertEqual(cached.skipped, uncached.skipped, container)
            XCTAssertEqual(bars(cached), bars(uncached), container)
        }
        // An inline bar only (54 at the top inset, no tab band): the button at y 768–824 is clear of the bars.
        let inline = try audit(try design(inlineOnly), cache: cache, devices: [try device("iPhone 17 Pro")])
        XCTAssertEqual(
            inline.findings.filter { $0.rule == "clear-of-bars" && $0.orientation == .portrait }.map(\.element),
            ["search"])
    }

    /// Audits from several threads at once through one cache (two containers, a small capacity so that it also
    /// starts again under them) report what uncached audits report.
    func testAuditsOnSeveralThreadsShareOneCache() throws {
        let devices = try ["iPhone 17 Pro", "iPhone SE (3rd generation)", "iPad (A16)"].map(device)
        let designs = [try design(tabsAndLargeTitle), try design(inlineOnly)]
        let expected = try designs.map { try audit($0, cache: nil, devices: devices).findings }
        let cache = DesignContentCache(capacity: 16)
        let rounds = 32
        let results = Mutex<[[AuditFinding]?]>(Array(repeating: nil, count: rounds))
        DispatchQueue.concurrentPerform(iterations: rounds) { i in
            let report = Auditor.audit(
                designs[i % 2], devices: devices, orientations: nil, version: nil, windows: nil, contentCache: cache)
            results.withLock { $0[i] = report.findings }
        }
        let found = results.withLock { $0 }
        for i in 0..<rounds {
            XCTAssertEqual(found[i], expected[i % 2], "round \(i)")
        }
        XCTAssertLessThanOrEqual(cache.count, 16)
    }

    func testAFullCacheStartsAgain() throws {
        let cache = DesignContentCache(capacity: 2)
        let d = try design(tabsAndLargeTitle)
        let devices = try ["iPhone 17 Pro", "iPhone SE (3rd generation)"].map(device)
        let cached = try audit(d, cache: cache, devices: devices)
        XCTAssertLessThanOrEqual(cache.count, 2)
        XCTAssertEqual(cached.findings, try audit(d, cache: nil, devices: devices).findings)
        let none = DesignContentCache(capacity: 0)
        XCTAssertEqual(try audit(d, cache: none, devices: devices).findings, cached.findings)
        XCTAssertEqual(none.count, 0)
    }
}
