import XCTest

@testable import SafeAreaEngine

/// The coverage grid (`CoverageReport`, docs/coverage.md): who is asked what, how its answers are counted, and
/// how its refusals group. Its counts against the Python API's answers, and its refusals against the golden list,
/// are Tests/python/test_coverage.py's.
final class CoverageReportTests: XCTestCase {
    private func report(_ lines: String) throws -> CoverageReport {
        try CoverageReport(catalog: .builtin, lines: lines)
    }

    /// An answer counted derived is one a strict window refuses, and a measured or documented one it gives
    /// (MODEL.md §8): the weakest source an explanation cites is the provenance the strict gate reads.
    func testDerivedAnswersAreTheOnesAStrictWindowRefuses() throws {
        let grid = try report("15,18,26,27")
        var checked = 0
        for cell in grid.cells where cell.kind != nil {
            let device = DeviceCatalog.builtin.all[try DeviceCatalog.builtin.find(cell.device)]
            var refused: String?
            do throws(SafeAreaError) {
                try strictRead(cell.question, device, cell.version)
            } catch {
                refused = error.message
            }
            let context = "\(cell.device) \(cell.version.description) \(cell.question.name): \(refused ?? "answered")"
            XCTAssertEqual(refused != nil, cell.kind == .derived, context)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 1000)
    }

    /// The grid's question read again in a strict window (the keyboard's height strict too).
    private func strictRead(_ question: CoverageQuestion, _ device: DeviceProfile, _ version: OSVersion)
        throws(SafeAreaError)
    {
        let screen = try device.screenSize(.portrait)
        let built = try DesignContent.tree(
            container: question.container, presentation: question.presentation(in: screen), device: device,
            orientation: .portrait, version: version, window: try question.window(on: device, .portrait))
        var tree = built.tree
        tree.setStrict(true)
        if question == .keyboard {
            try tree.setKeyboardHeight(try device.keyboard(.portrait, version: version, strict: true).height)
        }
        let view = try tree.controllerView(built.content)
        _ = try tree.safeAreaInsets(view)
        _ = try tree.layoutMargins(view)
        if question == .keyboard { _ = try tree.keyboardLayoutFrame(view) }
    }

    /// Each iPhone is asked the 13 everyday questions and each iPad 16 (its windows too), on each line it runs:
    /// typed from the catalog (data/devices.json), the iPhone XS runs iOS 12 to 18, the iPhone 17 Pro ships with
    /// iOS 26, the iPhone 16e with iOS 18.3.
    func testTheGridAsksEachDeviceOnTheLinesItRuns() throws {
        let grid = try report(CoverageReport.defaultLines)
        XCTAssertEqual(grid.lines.indices.map(grid.lineName), ["15", "16", "17", "18", "26", "27"])
        func lines(_ name: String) -> Set<String> {
            Set(grid.cells.filter { $0.device == name }.map { grid.lineName($0.line) })
        }
        XCTAssertEqual(lines("iPhone XS"), ["15", "16", "17", "18"])
        XCTAssertEqual(lines("iPhone 17 Pro"), ["26", "27"])
        XCTAssertEqual(
            Set(
                grid.cells.filter { $0.device == "iPhone 16e" && grid.lineName($0.line) == "18" }.map(
                    \.version.description)),
            ["18.3"])
        for line in grid.lines.indices {
            var perDevice: [String: Int] = [:]
            for cell in grid.cells where cell.line == line { perDevice[cell.device, default: 0] += 1 }
            XCTAssertEqual(perDevice.count, grid.devices(line: line))
            for (name, count) in perDevice {
                let pad = name.hasPrefix("iPad")
                XCTAssertEqual(count, pad ? 16 : 13, "\(name) on \(grid.lineName(line))")
            }
        }
        XCTAssertFalse(grid.cells.contains { $0.question.iPadOnly && $0.device.hasPrefix("iPhone") })
        XCTAssertFalse(grid.cells.contains { $0.device.hasPrefix("Apple TV") })
    }

    /// A line's counts are its answers tallied; a refusal group holds exactly the cells refused with its reason.
    func testCountsAndGroupsAreTheCellsTallied() throws {
        let grid = try report("18,27")
        for line in grid.lines.indices {
            var whole = CoverageReport.Counts()
            for question in CoverageQuestion.allCases {
                let counts = grid.counts(line: line, question: question)
                let cells = grid.cells.filter { $0.line == line && $0.question == question }
                XCTAssertEqual(counts.asked, cells.count)
                XCTAssertEqual(counts.refused, cells.filter { $0.kind == nil && !$0.notApplicable }.count)
                XCTAssertEqual(counts.notApplicable, cells.filter { $0.notApplicable }.count)
                XCTAssertEqual(counts.derived, cells.filter { $0.kind == .derived }.count)
                whole.measured += counts.measured
                whole.documented += counts.documented
                whole.derived += counts.derived
                whole.refused += counts.refused
                whole.notApplicable += counts.notApplicable
            }
            XCTAssertEqual(grid.counts(line: line), whole)
        }
        let groups = grid.refusalGroups
        XCTAssertEqual(
            groups.reduce(0) { $0 + $1.devices.count }, grid.cells.filter { $0.kind == nil && !$0.notApplicable }.count)
        // Not applicable (MODEL.md §19): on 18 an iPad without Stage Manager (Apple's iPadOS 16.1 statement: M-series
        // iPads and the A12X/A12Z iPad Pros) shows no floating window, and no iPad shows a Split View half in portrait
        // before 26 (its portrait splits are a third and two thirds); grouped apart from the refusals.
        let apart = grid.notApplicableGroups
        XCTAssertEqual(apart.reduce(0) { $0 + $1.devices.count }, grid.cells.filter { $0.notApplicable }.count)
        XCTAssertTrue(apart.contains { $0.question == .floatingWindow && $0.devices.contains("iPad (9th generation)") })
        XCTAssertFalse(
            apart.contains {
                $0.question == .floatingWindow && $0.devices.contains("iPad Pro 11-inch (3rd generation)")
            })
        XCTAssertTrue(
            apart.contains { $0.question == .halfTile && $0.devices.contains("iPad Pro 11-inch (3rd generation)") })
        for group in groups {
            for name in group.devices {
                XCTAssertTrue(
                    grid.cells.contains {
                        $0.device == name && $0.line == group.line && $0.question == group.question
                            && $0.groupedReason == group.reason && $0.kind == nil
                    })
            }
        }
    }

    /// Reasons group across devices: the device's own name, its release on a whole line and node numbers go;
    /// where it begins another device's name (typed from the catalog: the iPhone 16 Pro, 16e and 12 mini), or a
    /// longer word, it stays.
    func testReasonsGroupWithoutTheDevice() throws {
        let catalog = DeviceCatalog.builtin
        let sixteen = catalog.all[try catalog.find("iPhone 16")]
        let line = try OSLine.parse("18")
        XCTAssertEqual(
            CoverageReport.grouped(
                "no keyboard height is known for iPhone 16 on iOS 18.0", sixteen, OSVersion(major: 18), line: line),
            "no keyboard height is known for the device on iOS 18")
        XCTAssertEqual(
            CoverageReport.grouped(
                "read on the iPhone 16 Pro and iPhone 16e, not iPhone 16 (view #3: its tab_bar_controller #12 shows)",
                sixteen, OSVersion(major: 18), line: line),
            "read on the iPhone 16 Pro and iPhone 16e, not the device (view: its tab_bar_controller shows)")
        let twelve = catalog.all[try catalog.find("iPhone 12")]
        XCTAssertEqual(
            CoverageReport.grouped(
                "iPhone 12 mini and iPhone 12, as iPhone 12s", twelve, OSVersion(major: 18), line: line),
            "iPhone 12 mini and the device, as iPhone 12s")
        let release = try OSLine.parse("18.3")
        XCTAssertEqual(
            CoverageReport.grouped("iPhone 16 on iOS 18.3.", sixteen, OSVersion(major: 18, minor: 3), line: release),
            "the device on iOS 18.3.")
        XCTAssertEqual(CoverageReport.withoutNodeNumbers("#1 and MODEL.md §17, item #2"), "#1 and MODEL.md §17, item")
    }

    /// The JSON is RFC 8259 and says what the report says.
    func testJSON() throws {
        let grid = try report("27")
        var bytes = Array(grid.json.utf8)
        let value = try bytes.withUnsafeMutableBufferPointer { try decodeJSONValue(UnsafeBufferPointer($0)) }
        guard case .object(let root) = value else { return XCTFail("not an object") }
        guard case .array(let lines) = root["os_lines"], lines.count == 1, case .string("27") = lines[0] else {
            return XCTFail("os_lines is not [\"27\"]")
        }
        guard case .array(let cells) = root["cells"], case .array(let refusals) = root["refusals"] else {
            return XCTFail("no cells or refusals")
        }
        XCTAssertEqual(cells.count, grid.cells.count)
        XCTAssertEqual(refusals.count, grid.refusalGroups.count)
    }

    func testBadLinesAreRefused() {
        XCTAssertThrowsError(try report("18,twenty")) { error in
            XCTAssertEqual((error as? SafeAreaError)?.message.hasPrefix("'twenty' is not an OS version"), true)
        }
        XCTAssertThrowsError(try report(" ; "))
    }
}
