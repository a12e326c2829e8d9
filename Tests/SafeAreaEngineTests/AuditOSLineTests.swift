import XCTest

@testable import SafeAreaEngine

/// Audits on several OS lines at once, devices chosen by family, skips summed up by reason and corner findings
/// that name their corner (MODEL.md §4). The OS ranges are data/devices.json's: the iPhone 17 Pro runs iOS 26.0
/// to 27.x, the iPhone XS 12.0 to 18.x, the iPhone 16e 18.3 to 27.x (it shipped with iOS 18.3).
final class AuditOSLineTests: XCTestCase {
    private let bar = """
        {"name": "bar", "elements": [{"id": "bottom-bar", "role": "control", "frame": [0, 800, 402, 74]},
         {"id": "title", "role": "text", "frame": [16, 10, 200, 30]}]}
        """

    func testAnOSLineIsAWholeLineOrARelease() throws {
        XCTAssertEqual(try OSLine.parse("26"), OSLine(version: OSVersion(major: 26), wholeLine: true))
        XCTAssertEqual(try OSLine.parse(" 26.x "), OSLine(version: OSVersion(major: 26), wholeLine: true))
        XCTAssertEqual(try OSLine.parse("26.5"), OSLine(version: OSVersion(major: 26, minor: 5), wholeLine: false))
        XCTAssertEqual(try OSLine.parse("18.0"), OSLine(version: OSVersion(major: 18), wholeLine: false))
        XCTAssertTrue(try OSLine.parse("iOS 18").wholeLine)
        for bad in ["26.5.x", "banana", "x", "26.x.1"] {
            XCTAssertThrowsError(try OSLine.parse(bad), bad) { error in
                guard case SafeAreaError.invalidOSVersion(let message) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(message.hasPrefix("'\(bad)' is not an OS version"), message)
            }
        }
        XCTAssertEqual(
            try OSLine.list("18, 26.x;27\n18").map(\.version),
            [OSVersion(major: 18), OSVersion(major: 26), OSVersion(major: 27)])
        XCTAssertThrowsError(try OSLine.list(" , ;"))
    }

    /// A whole line is its first release the device runs: 18.3 on the iPhone 16e, 18.0 on the iPhone XS.
    func testAWholeLineResolvesToTheFirstReleaseTheDeviceRuns() throws {
        let sixteenE = try device("iPhone 16e")
        XCTAssertEqual(sixteenE.version(on: try OSLine.parse("18")), OSVersion(major: 18, minor: 3))
        XCTAssertEqual(sixteenE.version(on: try OSLine.parse("18.0")), OSVersion(major: 18))
        XCTAssertEqual(sixteenE.version(on: try OSLine.parse("26")), OSVersion(major: 26))
        XCTAssertEqual(try device("iPhone XS").version(on: try OSLine.parse("18.x")), OSVersion(major: 18))
    }

    func testEachDeviceIsAuditedOnEachLineItRunsAndSkippedOnceOnTheOthers() throws {
        let report = Auditor.audit(
            try Design.decode(json: bar), devices: [try device("iPhone 17 Pro"), try device("iPhone XS")],
            orientations: [.portrait], lines: try OSLine.list("18,26,27"))
        XCTAssertEqual(report.layouts, 3)
        XCTAssertEqual(report.devices, 2)
        XCTAssertEqual(report.audited.map(\.device), ["iPhone 17 Pro", "iPhone 17 Pro", "iPhone XS"])
        XCTAssertEqual(report.auditedVersions.map(\.description), ["26.0", "27.0", "18.0"])
        XCTAssertEqual(Set(report.findings.map(\.osVersion.description)), ["18.0", "26.0", "27.0"])
        XCTAssertEqual(
            report.skipped,
            [
                "iPhone 17 Pro: does not run iOS 18.0 (iPhone 17 Pro runs iOS 26.0 to 27.x; iOS 18.0 is outside that range)",
                "iPhone XS: does not run iOS 26.0 (iPhone XS runs iOS 12.0 to 18.x; iOS 26.0 is outside that range)",
                "iPhone XS: does not run iOS 27.0 (iPhone XS runs iOS 12.0 to 18.x; iOS 27.0 is outside that range)",
            ])
        let table = report.table()
        let lines = table.split(separator: "\n")
        XCTAssertTrue(lines[1].hasPrefix("severity  device         OS    orientation  "), String(lines[1]))
        for version in ["18.0", "26.0", "27.0"] {
            XCTAssertTrue(lines.contains { $0.contains("  \(version)  portrait  ") }, "\(version): \(table)")
        }
        let json = report.json()
        XCTAssertTrue(
            json.contains("{\"device\": \"iPhone XS\", \"orientation\": \"portrait\", \"os_version\": \"18.0\"}"))
        XCTAssertTrue(
            json.contains(
                "{\"device\": \"iPhone XS\", \"os_version\": \"26.0\", \"orientation\": null, \"window\": null, "
                    + "\"reason\": \"does not run iOS 26.0\"}"))
        // The frames name each layout's OS when the audit covers several.
        let framed = Auditor.audit(
            try Design.decode(json: bar), devices: [try device("iPhone 17 Pro")], orientations: [.portrait],
            lines: try OSLine.list("26,27"), recordFrames: true)
        XCTAssertEqual(framed.frames.map(\.layout), ["iPhone 17 Pro/26.0/portrait", "iPhone 17 Pro/27.0/portrait"])
    }

    /// Skipped layouts are one table line per reason with their count; the JSON lists each.
    func testTheTableSumsSkipsUpByReason() throws {
        let report = Auditor.audit(
            try Design.decode(json: bar),
            devices: [try device("iPad Air 11-inch (M2)"), try device("iPad Pro 13-inch (M4)")],
            orientations: [.portrait], version: try OSVersion.parse("26.5"),
            windows: try AuditSelection.windows("third_leading,half_leading"))
        XCTAssertEqual(report.skipped.count, 2)
        let summary = report.table().split(separator: "\n").filter { $0.hasPrefix("skipped") }
        XCTAssertEqual(
            summary,
            [
                "skipped 2: window: no source measured thirds on this screen (only the iPad Pro 11-inch's: 396.5 and 375) "
                    + "(iPad Air 11-inch (M2), iPad Pro 13-inch (M4))"
            ])
        XCTAssertEqual(report.json().components(separatedBy: "no source measured thirds").count - 1, 4)
    }

    func testDevicesByFamilyAndCommaSeparatedLists() throws {
        let catalog = DeviceCatalog.builtin
        let phones = catalog.profiles.filter { $0.family == .phone }.map(\.name)
        let pads = catalog.profiles.filter { $0.family == .pad }.map(\.name)
        for name in ["iphone", "iPhone", "phone"] {
            XCTAssertEqual(
                try AuditSelection.parse(devices: name, orientations: nil, catalog: catalog).devices.map(\.name), phones
            )
        }
        XCTAssertEqual(
            try AuditSelection.parse(devices: "iphone,ipad", orientations: nil, catalog: catalog).devices.map(\.name),
            phones + pads)
        XCTAssertEqual(
            try AuditSelection.parse(devices: "appletv", orientations: nil, catalog: catalog).devices.map(\.name),
            catalog.profiles.filter { $0.family == .tv }.map(\.name))
        // A model identifier keeps its ','; a device named twice is audited once.
        XCTAssertEqual(
            try AuditSelection.parse(
                devices: "iPhone16,1, iPhone 17 Pro;iPhone 15 Pro\nipad", orientations: nil, catalog: catalog
            ).devices.map(\.name),
            ["iPhone 15 Pro", "iPhone 17 Pro"] + pads)
        XCTAssertThrowsError(try AuditSelection.parse(devices: "iphone,iPhone 99", orientations: nil, catalog: catalog))
    }

    /// A bar across the bottom meets both bottom display corners: two findings, each naming its corner.
    func testCornerFindingsNameTheirCorner() throws {
        let report = Auditor.audit(
            try Design.decode(json: bar), devices: [try device("iPhone 17 Pro")], orientations: [.portrait],
            version: nil)
        let corners = report.findings.filter { $0.rule == "clear-of-display-corners" }.map(\.message)
        XCTAssertEqual(corners.count, 3)
        XCTAssertEqual(Set(corners).count, 3)
        XCTAssertTrue(corners.contains { $0.hasPrefix("control 'bottom-bar' overlaps the bottom-left corner (") })
        XCTAssertTrue(corners.contains { $0.hasPrefix("control 'bottom-bar' overlaps the bottom-right corner (") })
        XCTAssertTrue(corners.contains { $0.hasPrefix("text 'title' overlaps the top-left corner (") })
    }
}
