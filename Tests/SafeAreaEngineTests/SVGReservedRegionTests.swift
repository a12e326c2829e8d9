import Foundation
import XCTest

@testable import SafeAreaEngine

/// Pictures of the iPhone Duo's displays: each corner with its own radius, the camera hole in its
/// shape, the bar strip and the fold (dashed while inactive). The numbers are the measurements
/// (alexey1312/iPhone-Duo-Agent-Skill@13af9d2, device-geometry.md): the outer display's corners
/// 8 / 59 / 8 / 59 (upper-leading, upper-trailing, lower-leading, lower-trailing), 466 x 678 pt;
/// the inner display's 55 on all four, 669 x 951 pt; the fold inactive flat, active as a book.
final class SVGReservedRegionTests: XCTestCase {
    func testARoundedPathGivesEachCornerItsRadiusClampedToHalfTheShorterSide() {
        let corners = ScreenCorners(topLeft: 8, topRight: 59, bottomLeft: 8, bottomRight: 59)
        XCTAssertEqual(
            SVGPicture.roundedPath(x: 0, y: 0, width: 100, height: 50, corners: corners),
            "M 8,0 H 75 A 25,25 0 0 1 100,25 V 25 A 25,25 0 0 1 75,50 H 8 A 8,8 0 0 1 0,42 V 8 A 8,8 0 0 1 8,0 Z")
        let square = ScreenCorners(topLeft: 0, topRight: 10, bottomLeft: 0, bottomRight: 0)
        XCTAssertEqual(
            SVGPicture.roundedPath(x: 1, y: 2, width: 30, height: 40, corners: square),
            "M 1,2 H 21 A 10,10 0 0 1 31,12 V 42 H 1 V 2 Z")
    }

    func testTheOuterDisplayIsDrawnWithItsSmallAndLargeCorners() throws {
        let svg = try SVGPicture.device(
            try device("iPhone Duo"), orientation: .portrait, version: nil, statusBarHidden: false)
        // 420 points on the long side (678 pt): 8 pt draws as 8 x 420 / 678 = 4.96, 59 pt as 36.55.
        XCTAssertTrue(svg.contains("<clipPath id=\"screen\"><path d=\""), svg)
        XCTAssertTrue(svg.contains("A 4.96,4.96 0 0 1"))
        XCTAssertTrue(svg.contains("A 36.55,36.55 0 0 1"))
        // The bezel's corners are 4 picture units larger.
        XCTAssertTrue(svg.contains("A 8.96,8.96 0 0 1"))
        XCTAssertTrue(svg.contains("A 40.55,40.55 0 0 1"))
        XCTAssertFalse(svg.contains("rx=\"36.55\""))
        // The camera hole as a circle of its 37-pt frame (37 x 420 / 678 = 22.92 across, radius 11.46), and the bar strip.
        XCTAssertTrue(svg.contains("width=\"22.92\" height=\"22.92\" rx=\"11.46\""), svg)
        XCTAssertTrue(svg.contains("<title>camera: occlusion, active</title>"))
        XCTAssertTrue(svg.contains("<title>bar strip: occlusion, active</title>"))
        XCTAssertTrue(svg.contains(">vertical bars on the trailing edge</text>"))
        XCTAssertFalse(svg.contains("fold"))
    }

    func testTheInnerDisplaysFoldIsDashedFlatAndSolidInTheAuditsBookPose() throws {
        let inner = try device("iPhone Duo (inner display)")
        let flat = try SVGPicture.device(inner, orientation: .landscapeLeft, version: nil, statusBarHidden: false)
        // Four equal corners: the outline is a rounded rectangle, 55 x 420 / 951 = 24.29.
        XCTAssertTrue(flat.contains("rx=\"24.29\""))
        XCTAssertFalse(flat.contains("<path d="))
        // The fold's frame, 455.5...495.5 of 951 pt: x = 455.5 x 420 / 951 = 201.17 from the screen's left, 17.67 wide.
        let fold = try XCTUnwrap(
            flat.split(separator: "\n").first { $0.contains("<title>fold: division, inactive</title>") })
        XCTAssertTrue(fold.contains("width=\"17.67\""), String(fold))
        XCTAssertTrue(fold.contains("stroke-dasharray=\"4 3\""))
        XCTAssertTrue(flat.contains("<title>camera: occlusion, inactive</title>"))
        XCTAssertTrue(flat.contains(">fold (division, inactive, dashed)</text>"))
        let design = try Design.decode(
            json: """
                {"elements": [{"id": "button", "role": "control", "frame": [440, 300, 80, 44]}]}
                """)
        let audited = try SVGPicture.audit(design, device: inner, orientation: .landscapeLeft, version: nil)
        XCTAssertTrue(audited.contains("· landscape_left · book</text>"))
        let active = try XCTUnwrap(
            audited.split(separator: "\n").first { $0.contains("<title>fold: division, active</title>") })
        XCTAssertFalse(active.contains("stroke-dasharray"))
        XCTAssertTrue(audited.contains("0 element(s) with errors, 1 with warnings"))
    }

    func testTheInnerDisplayInPortraitSaysItsRegionsAreUnmeasured() throws {
        let svg = try SVGPicture.device(
            try device("iPhone Duo (inner display)"), orientation: .portrait, version: nil, statusBarHidden: false)
        XCTAssertTrue(svg.contains(">reserved regions: unmeasured in portrait</text>"))
        XCTAssertFalse(svg.contains("vertical bars"))
    }

    func testADeviceWithoutReservedRegionsIsDrawnAsBefore() throws {
        let svg = try SVGPicture.device(
            try device("iPhone 15 Pro"), orientation: .portrait, version: nil, statusBarHidden: false)
        XCTAssertFalse(svg.contains("<path"))
        XCTAssertFalse(svg.contains("occlusion"))
        XCTAssertFalse(svg.contains("vertical bars"))
    }
}
