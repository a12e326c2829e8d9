import XCTest

@testable import SafeAreaEngine

/// `NamedCase`: every named enum parses the names it prints, exactly, except where a caller's
/// text may differ in case. The names are the ones include/safearea.h's `*_string` functions
/// print and the profile JSON (docs/profiles.md) spells.
final class NamedCaseTests: XCTestCase {
    func testEveryCaseParsesItsOwnName() {
        assertRoundTrip(Orientation.self)
        assertRoundTrip(ScreenEdge.self)
        assertRoundTrip(DeviceFamily.self)
        assertRoundTrip(ProvenanceKind.self)
        assertRoundTrip(SensorHousingKind.self)
        assertRoundTrip(ReservedRegionKind.self)
        assertRoundTrip(ReservedRegionShape.self)
        assertRoundTrip(DisplayRole.self)
        assertRoundTrip(VerticalBarEdge.self)
        assertRoundTrip(Pose.self)
        assertRoundTrip(UnsafeRegionKind.self)
        assertRoundTrip(ExportFormat.self)
        assertRoundTrip(ChildInsetsPolicy.self)
        assertRoundTrip(ScrollAdjustment.self)
        assertRoundTrip(ControllerKind.self)
        assertRoundTrip(TreeChange.Property.self)
    }

    func testNamesAsTheHeaderPrintsThem() {
        XCTAssertEqual(Orientation(name: "portrait_upside_down"), .portraitUpsideDown)
        XCTAssertEqual(ScreenEdge(name: "left"), .left)
        XCTAssertEqual(DeviceFamily(name: "tv"), .tv)
        XCTAssertEqual(ProvenanceKind(name: "derived"), .derived)
        XCTAssertEqual(SensorHousingKind(name: "dynamic_island"), .dynamicIsland)
        XCTAssertEqual(ReservedRegionKind(name: "division"), .division)
        XCTAssertEqual(ReservedRegionShape(name: "capsule"), .capsule)
        XCTAssertEqual(DisplayRole(name: "inner"), .inner)
        XCTAssertEqual(VerticalBarEdge(name: "trailing"), .trailing)
        XCTAssertEqual(Pose(name: "book"), .book)
        XCTAssertEqual(UnsafeRegionKind(name: "home_indicator"), .homeIndicator)
        XCTAssertEqual(ExportFormat(name: "react-native"), .reactNative)
        XCTAssertEqual(ScrollAdjustment(name: "scrollable_axes"), .scrollableAxes)
        XCTAssertEqual(ControllerKind(name: "tab_bar_controller"), .tabBar)
        XCTAssertEqual(TreeChange.Property(name: "keyboard_layout_guide"), .keyboardLayoutGuide)
        XCTAssertNil(Pose(name: "none"))
        XCTAssertNil(DeviceFamily(name: ""))
    }

    func testCase() {
        // safearea_orientation_from_string is case-insensitive (include/safearea.h); export
        // format names are too. Every other name matches exactly, as profile JSON spells it.
        XCTAssertEqual(Orientation(name: "Landscape_Left"), .landscapeLeft)
        XCTAssertEqual(ExportFormat(name: "Flutter-Test"), .flutterTest)
        XCTAssertNil(DeviceFamily(name: "Phone"))
        XCTAssertNil(SensorHousingKind(name: "NOTCH"))
        XCTAssertNil(ReservedRegionKind(name: "Occlusion"))
    }

    private func assertRoundTrip<Named: NamedCase & Equatable>(
        _ type: Named.Type, file: StaticString = #filePath, line: UInt = #line
    ) {
        for value in Named.allCases {
            XCTAssertEqual(Named(name: value.name), value, "\(Named.self).\(value.name)", file: file, line: line)
        }
    }
}
