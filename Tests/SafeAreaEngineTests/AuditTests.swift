import Foundation
import XCTest

@testable import SafeAreaEngine

/// The live-activity and chat designs (the examples of the "Always Respect Safe Areas" rule,
/// MODEL.md §4) must come out with exactly the findings the model gives.
final class AuditTests: XCTestCase {
    private func design(_ name: String) throws -> Design {
        let url = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "examples/\(name)")
        return try Design.decode(json: String(contentsOf: url, encoding: .utf8))
    }

    private var catalog: [DeviceProfile] { DeviceCatalog.builtin.profiles }

    func testIncorrectLiveActivityErrsOnEveryDynamicIslandIPhoneAndFlagsEveryNotchIPhone() throws {
        let report = Auditor.audit(
            try design("live-activity-incorrect.json"), devices: catalog, orientations: nil, version: nil)
        for device in catalog where device.family == .phone && device.housing.kind != .none {
            let mine = report.findings.filter { $0.device == device.name }
            if device.housing.kind == .dynamicIsland {
                let island = mine.filter {
                    $0.severity == .error && $0.element == "live-label" && $0.rule == "clear-of-housing"
                }
                XCTAssertFalse(island.isEmpty, "\(device.name): the LIVE label under the Dynamic Island")
            } else {
                XCTAssertFalse(mine.isEmpty, "\(device.name): warnings or errors on notch iPhones")
            }
            let button = mine.filter { $0.element == "scoreboard-button" && $0.rule == "clear-of-home-indicator" }
            XCTAssertFalse(button.isEmpty, "\(device.name): the button behind the home indicator")
        }
    }

    func testCorrectLiveActivityAndChatHaveNoFindingAnywhere() throws {
        for name in ["live-activity-correct.json", "chat.json"] {
            let report = Auditor.audit(try design(name), devices: catalog, orientations: nil, version: nil)
            // But one: the iPhone Duo's inner display in landscape has no top or left inset (duo_probe: 0/0/34/84)
            // and 55-pt corners, so the chat's first message, 16 pt inside the safe area's top-left corner,
            // reaches past the arc: (16, 16) is 39·√2 ≈ 55.15 pt from the arc's centre (55, 55).
            // And the fold: folded like a book, the inner display's fold frame (455.5...495.5 in landscape) runs
            // through every element that spans the middle of the 867-pt safe area (warnings in the book pose).
            let fold = report.findings.filter { $0.rule == "clear-of-fold" }
            XCTAssertTrue(
                fold.allSatisfy {
                    $0.device == "iPhone Duo (inner display)" && $0.pose == .book && $0.orientation.isLandscape
                        && $0.elementFrame.minX < 495.5 && $0.elementFrame.maxX > 455.5
                }, name)
            XCTAssertEqual(
                Set(fold.map(\.element)),
                name == "chat.json"
                    ? ["message-1", "message-2", "message-field"] : ["title", "clock", "scoreboard-button"], name)
            let duo = report.findings.filter { $0.device == "iPhone Duo (inner display)" && $0.rule != "clear-of-fold" }
            XCTAssertEqual(report.findings.count - duo.count - fold.count, 0, "\(name): \(report.table())")
            let expected = name == "chat.json" ? ["landscape_left", "landscape_right"] : []
            XCTAssertEqual(duo.map(\.orientation.name), expected, name)
            XCTAssertTrue(
                duo.allSatisfy {
                    $0.element == "message-1" && $0.rule == "clear-of-display-corners" && $0.severity == .error
                }, name)
            XCTAssertGreaterThan(report.layouts, 150)
        }
    }

    func testBackgroundStoppingAtTheSafeAreaWarns() throws {
        let design = try Design.decode(
            json: """
                {"elements": [{"id": "bg", "role": "background", "anchors": {"top": {"to": "safe_area"}, "bottom": {"to": "screen"},
                  "left": {"to": "screen"}, "right": {"to": "screen"}}}]}
                """)
        let x = catalog[try DeviceCatalog.builtin.find("iPhone X")]
        let report = Auditor.audit(design, devices: [x], orientations: [.portrait], version: nil)
        XCTAssertEqual(report.findings.map(\.rule), ["background-extends-to-edges"])
        XCTAssertEqual(report.findings.first?.severity, .warning)
    }

    func testCornerAndIslandUseTheRealShapes() throws {
        // A 10-pt icon in the island's bounding box corner but outside the capsule is clear of it;
        // one in the screen corner outside the 55-pt arc is an error.
        let pro = catalog[try DeviceCatalog.builtin.find("iPhone 15 Pro")]
        let island = try XCTUnwrap(pro.housing.outline)  // 134, 11, 125, 37
        let design = try Design.decode(
            json: """
                {"elements": [
                  {"id": "beside-capsule", "role": "icon", "frame": [\(island.minX), \(island.minY), 3, 3]},
                  {"id": "in-capsule", "role": "icon", "frame": [\(island.minX + 20), \(island.minY + 10), 10, 10]},
                  {"id": "corner", "role": "icon", "frame": [2, 2, 10, 10]},
                  {"id": "inside-arc", "role": "icon", "frame": [40, 40, 10, 10]}
                ]}
                """)
        let report = Auditor.audit(design, devices: [pro], orientations: [.portrait], version: nil)
        let housing = Set(report.findings.filter { $0.rule == "clear-of-housing" }.map(\.element))
        XCTAssertEqual(housing, ["in-capsule"])
        let corners = Set(report.findings.filter { $0.rule == "clear-of-display-corners" }.map(\.element))
        XCTAssertEqual(corners, ["corner"])
        let fix = try XCTUnwrap(report.findings.first { $0.element == "in-capsule" && $0.rule == "clear-of-housing" })
        XCTAssertEqual(fix.fixDY, 59 - (island.minY + 10))  // down to the safe area's top
    }

    func testBadDesignsNameTheElementAndField() {
        let cases: [(String, String)] = [
            (#"{"elements": [{"id": "a", "role": "banner", "frame": [0,0,1,1]}]}"#, "element 'a' (elements[0]).role"),
            (
                #"{"elements": [{"id": "a", "role": "text", "anchors": {"top": {"to": "screen"}}, "height": 5}]}"#,
                "element 'a' (elements[0]).anchors: not enough"
            ),
            (
                #"{"elements": [{"id": "a", "role": "text", "anchors": {"top": {"to": "screen"}, "bottom": {"to": "screen"}, "#
                    + #""left": {"to": "screen"}, "right": {"to": "screen"}}, "height": 5}]}"#,
                "element 'a' (elements[0]).height: conflicts"
            ),
            (#"{"elements": [{"id": "a", "role": "text", "width": 1e999, "height": 1, "frame": [0,0,1,1]}]}"#, "width"),
            (
                #"{"elements": [{"id": "a", "role": "text", "frame": [0,0,1,1]}, {"id": "a", "role": "text", "frame": [0,0,1,1]}]}"#,
                "ids must be unique"
            ),
            (
                #"{"elements": [{"id": "a", "role": "text", "anchors": {"top": {"to": "parent"}, "left": {"to": "screen"}}, "#
                    + #""width": 1, "height": 1}]}"#,
                "a top-level element has no parent"
            ),
            (
                #"{"elements": [{"id": "a", "role": "text", "anchors": {"top": {"to": "screen", "offset": "x"}, "#
                    + #""left": {"to": "screen"}}, "width": 1, "height": 1}]}"#,
                "anchors.top.offset"
            ),
            ("{\"elements\": [", "not valid JSON"),
        ]
        for (text, fragment) in cases {
            XCTAssertThrowsError(try Design.decode(json: text), fragment) { error in
                let message = (error as? SafeAreaError)?.message ?? ""
                XCTAssertTrue(message.contains(fragment), "'\(message)' lacks '\(fragment)'")
            }
        }
    }
}
