import Foundation
import XCTest

@testable import SafeAreaEngine

final class ProfileJSONTests: XCTestCase {
    func testEveryBuiltinProfileRoundTrips() throws {
        for profile in DeviceCatalog.builtin.profiles {
            let text = profile.encodeJSON()
            let again = try DeviceProfile.decode(json: text)
            XCTAssertEqual(again, profile, profile.name)
            XCTAssertEqual(again.encodeJSON(), text, profile.name)
        }
    }

    func testLoadsAnAndroidProfile() throws {
        let profile = try DeviceProfile.decode(json: Fixtures.text("profiles/google-pixel-9.json"))
        XCTAssertEqual(profile.name, "Pixel 9")
        XCTAssertEqual(profile.housing.kind, .punchHole)
        XCTAssertEqual(profile.nativeWidth, 1080)
        // flutter_device_preview google-pixel-9: portrait 54/0/24/0, landscape 52/0/24/0.
        XCTAssertEqual(
            try profile.safeArea(.portrait, version: nil, statusBarHidden: false),
            SafeAreaInsets(top: 54, left: 0, bottom: 24, right: 0))
        XCTAssertEqual(
            try profile.safeArea(.landscapeLeft, version: nil, statusBarHidden: false),
            SafeAreaInsets(top: 52, left: 0, bottom: 24, right: 0))
        XCTAssertThrowsError(try profile.safeArea(.portraitUpsideDown, version: nil, statusBarHidden: false))
    }

    func testLoadsAFutureIPhoneWithDefaults() throws {
        let profile = try DeviceProfile.decode(json: Fixtures.text("profiles/future-iphone.json"))
        XCTAssertEqual(profile.nativeWidth, 1200)  // width x scale when native_pixels is left out
        XCTAssertEqual(
            try profile.safeArea(.landscapeRight, version: try OSVersion.parse("27.1"), statusBarHidden: true),
            SafeAreaInsets(top: 0, left: 62, bottom: 20, right: 62))
    }

    func testBadProfilesNameTheField() throws {
        let root = try XCTUnwrap(Fixtures.json("bad_profiles.json") as? [String: Any])
        let base = try XCTUnwrap(root["base"] as? [String: Any])
        XCTAssertNoThrow(
            try DeviceProfile.decode(
                json: String(decoding: JSONSerialization.data(withJSONObject: base), as: UTF8.self)))
        for item in try XCTUnwrap(root["cases"] as? [[String: Any]]) {
            var document = base
            for (key, value) in try XCTUnwrap(item["patch"] as? [String: Any]) {
                document[key] = value is NSNull ? nil : value
            }
            let text = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
            try expectFailure(text, containing: try XCTUnwrap(item["message"] as? String))
        }
        for item in try XCTUnwrap(root["raw"] as? [[String: Any]]) {
            try expectFailure(
                try XCTUnwrap(item["json"] as? String), containing: try XCTUnwrap(item["message"] as? String))
        }
    }

    private func expectFailure(
        _ text: String, containing fragment: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        do {
            _ = try DeviceProfile.decode(json: text)
            XCTFail("accepted \(text)", file: file, line: line)
        } catch {
            XCTAssertTrue(
                error.message.contains(fragment), "'\(error.message)' lacks '\(fragment)'", file: file, line: line)
        }
    }

    func testLimits() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertThrowsError(try DeviceProfile.decode(json: deep)) { error in
            XCTAssertEqual(error as? SafeAreaError, .limitExceeded("the profile nests deeper than 32 levels"))
        }
        let huge = "{\"name\": \"" + String(repeating: "a", count: 2 * 1024 * 1024) + "\"}"
        XCTAssertThrowsError(try DeviceProfile.decode(json: huge)) { error in
            guard case .limitExceeded = error as? SafeAreaError else { return XCTFail("\(error)") }
        }
        let longName = "{\"name\": \"" + String(repeating: "a", count: 300) + "\"}"
        XCTAssertThrowsError(try DeviceProfile.decode(json: longName)) { error in
            XCTAssertTrue((error as? SafeAreaError)?.message.hasPrefix("name:") ?? false, "\(error)")
        }
    }
}
