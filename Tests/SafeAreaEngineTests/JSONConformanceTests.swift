import Foundation
import XCTest

@testable import SafeAreaEngine

/// RFC 8259 conformance of profiles, designs and scenes (Tests/fixtures/json_conformance.json, shared
/// with the C and Python tests): each case fails with its document's error and the exact message.
final class JSONConformanceTests: XCTestCase {
    func testEveryCaseFailsWithItsDocumentsErrorAndMessage() throws {
        let root = try XCTUnwrap(Fixtures.json("json_conformance.json") as? [String: Any])
        for item in try XCTUnwrap(root["cases"] as? [[String: Any]]) {
            let name = try XCTUnwrap(item["name"] as? String)
            let message = try XCTUnwrap(item["message"] as? String)
            let bytes: [UInt8]
            if let hex = item["hex"] as? String {
                var digits = Array(hex.utf8)[...]
                var decoded: [UInt8] = []
                while digits.count >= 2 {
                    decoded.append(try XCTUnwrap(UInt8(String(decoding: digits.prefix(2), as: UTF8.self), radix: 16)))
                    digits = digits.dropFirst(2)
                }
                bytes = decoded
            } else {
                bytes = Array(try XCTUnwrap(item["text"] as? String).utf8)
            }
            let expected: SafeAreaError
            switch try XCTUnwrap(item["status"] as? String) {
            case "E_INVALID_PROFILE": expected = .invalidProfile(message)
            case "E_INVALID_DESIGN": expected = .invalidDesign(message)
            case "E_INVALID_SCENE": expected = .invalidScene(message)
            default: expected = .limitExceeded(message)
            }
            let document = try XCTUnwrap(item["document"] as? String)
            let result: Result<Void, SafeAreaError> = bytes.withUnsafeBufferPointer { buffer in
                do throws(SafeAreaError) {
                    switch document {
                    case "profile": _ = try DeviceProfile.decode(json: buffer)
                    case "design": _ = try Design.decode(json: buffer)
                    default: _ = try SwiftUIScene.decode(json: buffer)
                    }
                    return .success(())
                } catch {
                    return .failure(error)
                }
            }
            switch result {
            case .success: XCTFail("\(name): accepted")
            case .failure(let error): XCTAssertEqual(error, expected, name)
            }
        }
    }

    func testValidatorAcceptsStrictJSON() throws {
        // RFC 8259 section 2: any JSON value at the top; whitespace is space, tab, newline and return;
        // section 7: every escape, a surrogate pair; section 6: numbers with fraction and exponent.
        let documents = [
            "0", "-0.5e-3", " \t\r\n[]\n", "{}", #"{"a": [true, false, null, "\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"]}"#,
            #"{"a": {"a": 1}, "b": 1E+2}"#, "\"caf\u{e9}\"", "1e-400",
        ]
        for text in documents {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                do throws(JSONSyntaxError) {
                    try JSONValidator.validate(buffer, maxDepth: 8)
                } catch {
                    XCTFail("\(text): \(error.message)")
                }
            }
        }
    }
}
