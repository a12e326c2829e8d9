import XCTest

@testable import SafeAreaEngine

/// The C API's fast path (FlatDevice) must answer exactly what DeviceProfile answers.
final class FlatDeviceTests: XCTestCase {
    func testFlatTableAgreesWithTheProfileEverywhere() throws {
        var checked = 0
        for profile in DeviceCatalog.builtin.profiles {
            let flat = FlatDevice(immortal: profile)
            var versions: [OSVersion?] = [nil]
            for record in profile.records {
                versions += [record.osMin, record.osMax, OSVersion(major: record.osMin.major, minor: 5)]
            }
            versions += [
                OSVersion(major: 1), OSVersion(major: 99), OSVersion(major: 17), OSVersion(major: 26, minor: 1),
            ]
            for raw in UInt32(0)...5 {
                for version in versions {
                    for hidden in [false, true] {
                        let fast = flat.safeArea(
                            orientation: raw, version: version?.encoded ?? 0, statusBarHidden: hidden)
                        let slow: SafeAreaInsets?
                        if let orientation = Orientation(rawValue: Int(raw)) {
                            slow = try? profile.safeArea(orientation, version: version, statusBarHidden: hidden)
                        } else {
                            slow = nil
                        }
                        XCTAssertEqual(
                            fast, slow, "\(profile.name) \(raw) \(version?.description ?? "newest") \(hidden)")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 5000)
    }

    func testScanMatchesParse() throws {
        for text in [
            "17", "17.4", "17.4.1", "iOS 17", "IPADOS 18.2", "tvOS 26", " 9 ", "banana", "17.", "0", "17.100", "iOS17",
            "watchOS 1",
        ] {
            let scanned = text.utf8CString.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: UInt8.self) {
                    OSVersion.scan(UnsafeBufferPointer(rebasing: $0.dropLast()))
                }
            }
            XCTAssertEqual(scanned, try? OSVersion.parse(text), text)
        }
    }
}
