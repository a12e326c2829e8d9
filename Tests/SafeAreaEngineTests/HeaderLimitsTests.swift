import CSafeArea
import XCTest

@testable import SafeAreaEngine

/// The engine enforces its own limits (it knows no C types); the header
/// publishes them as SAFEAREA_MAX_*. They must be the same numbers.
final class HeaderLimitsTests: XCTestCase {
    func testEngineLimitsAreTheHeaders() {
        XCTAssertEqual(ProfileLimits.maxJSONBytes, Int(SAFEAREA_MAX_PROFILE_JSON_BYTES))
        XCTAssertEqual(ProfileLimits.maxDepth, Int(SAFEAREA_MAX_PROFILE_JSON_DEPTH))
        XCTAssertEqual(ProfileLimits.maxStringBytes, Int(SAFEAREA_MAX_STRING_BYTES))
        XCTAssertEqual(DesignLimits.maxJSONBytes, safearea_internal_max_design_json_bytes())
        XCTAssertEqual(SafeAreaTree.maxNodes, Int(SAFEAREA_MAX_TREE_NODES))
    }

    func testEngineEnumsFollowTheHeadersNumbering() {
        // The built-in devices' flat table is indexed by the header's orientation value.
        XCTAssertEqual(Orientation.portrait.rawValue, Int(SAFEAREA_ORIENTATION_PORTRAIT.rawValue))
        XCTAssertEqual(Orientation.portraitUpsideDown.rawValue, Int(SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN.rawValue))
        XCTAssertEqual(Orientation.landscapeLeft.rawValue, Int(SAFEAREA_ORIENTATION_LANDSCAPE_LEFT.rawValue))
        XCTAssertEqual(Orientation.landscapeRight.rawValue, Int(SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT.rawValue))
    }
}
