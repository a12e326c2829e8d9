import XCTest

@testable import SafeAreaEngine

/// Every device on every OS line it runs, iOS/iPadOS/tvOS 27 included: Apple's
/// compatibility lists, the lines that start or end at a minor version, the
/// Apple TV 4K generations, the 2026 iPhones, and keyboards by OS line.
final class CatalogOSLinesTests: XCTestCase {
    let catalog = DeviceCatalog.builtin

    private func version(_ text: String) throws -> OSVersion { try OSVersion.parse(text) }

    /// Versions worth asking on every line: its ends, and the majors and minors around 26 and 27.
    private func probes(_ profile: DeviceProfile) -> [OSVersion] {
        var versions: [OSVersion] = []
        for record in profile.records {
            versions += [
                record.osMin, record.osMax, OSVersion(major: record.osMin.major, minor: record.osMin.minor, patch: 1),
            ]
        }
        for (major, minor) in [(26, 0), (26, 4), (26, 5), (27, 0), (27, 1)] {
            versions.append(OSVersion(major: major, minor: minor))
        }
        return versions.filter { $0 >= profile.osMin && $0 <= profile.osMax }
    }

    func testEveryDeviceAnswersEveryVersionOfItsLifeAndStrictRefusesExactlyTheDerived() throws {
        var derived = 0
        var firstHand = 0
        for profile in catalog.all {
            let flat = FlatDevice(immortal: profile)
            for version in probes(profile) {
                for orientation in profile.orientations.members {
                    let insets = try profile.safeArea(orientation, version: version, statusBarHidden: false)
                    let provenance = try profile.provenance(orientation, version: version)
                    XCTAssertFalse(provenance.source.isEmpty, "\(profile.name) \(version.description)")
                    let strictFlat = flat.safeArea(
                        orientation: UInt32(orientation.rawValue), version: version.encoded,
                        statusBarHidden: false, strict: true)
                    if provenance.kind == .derived {
                        derived += 1
                        XCTAssertFalse(provenance.basis.isEmpty, "\(profile.name) \(version.description)")
                        XCTAssertThrowsError(
                            try profile.safeArea(orientation, version: version, statusBarHidden: false, strict: true))
                        XCTAssertNil(
                            strictFlat,
                            "\(profile.name) \(orientation.name) \(version.description): the C fast path refuses too")
                    } else {
                        firstHand += 1
                        XCTAssertEqual(
                            try profile.safeArea(orientation, version: version, statusBarHidden: false, strict: true),
                            insets)
                        XCTAssertEqual(strictFlat, insets, "\(profile.name) \(orientation.name) \(version.description)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(derived, 0)
        XCTAssertGreaterThan(firstHand, 0)
    }

    func testIOS27RunsOnEveryIPhoneThatRunsIOS26() throws {
        // Apple's iOS 27 security note (support.apple.com/149034): "iPhone 11 and later"; littlebyteorg/appledb@062c5f2
        // osFiles/iOS/24x - 27.x/24A437.json lists the SE 2 (iPhone12,8) and SE 3 (iPhone14,6) too.
        let phones = [
            "iPhone 11", "iPhone 11 Pro", "iPhone 11 Pro Max", "iPhone SE (2nd generation)",
            "iPhone SE (3rd generation)",
            "iPhone 12 mini", "iPhone 12", "iPhone 12 Pro", "iPhone 12 Pro Max", "iPhone 13 mini", "iPhone 13",
            "iPhone 13 Pro", "iPhone 13 Pro Max", "iPhone 14", "iPhone 14 Plus", "iPhone 14 Pro", "iPhone 14 Pro Max",
            "iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16", "iPhone 16 Plus",
            "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 16e", "iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max",
            "iPhone Air", "iPhone 17e", "iPhone 18 Pro", "iPhone 18 Pro Max",
        ]
        for name in phones {
            let phone = try device(name)
            XCTAssertEqual(phone.osMax, OSVersion(major: 27, minor: 99, patch: 99), name)
            XCTAssertNoThrow(try phone.safeArea(.portrait, version: try version("27.0"), statusBarHidden: false), name)
            XCTAssertEqual(try phone.resolvedVersion(nil), OSVersion(major: 27), name)
        }
        // Every iPhone on iOS 26 or 27.0; the iPhone Duo starts at iOS 27.1 (DisplayGeometryTests).
        let phonesOn26 = catalog.profiles.filter {
            $0.family == .phone && $0.osMax >= OSVersion(major: 26) && $0.osMin <= OSVersion(major: 27)
        }
        .map(\.name)
        XCTAssertEqual(Set(phonesOn26), Set(phones))
    }

    func testIPadOS27DropsTheFiveA12IPadsAndKeepsTheRest() throws {
        // Apple's note 149034: "iPad Pro 12.9-inch 4th generation and later, iPad Pro 11-inch 2nd generation and later,
        // iPad Air 4th generation and later, iPad 9th generation and later, and iPad mini 6th generation and later".
        let dropped = [
            "iPad (8th generation)", "iPad Air (3rd generation)", "iPad mini (5th generation)",
            "iPad Pro 11-inch (1st generation)", "iPad Pro 12.9-inch (3rd generation)",
        ]
        for name in dropped {
            let pad = try device(name)
            XCTAssertNoThrow(try pad.safeArea(.portrait, version: try version("26.6"), statusBarHidden: false), name)
            XCTAssertThrowsError(
                try pad.safeArea(.portrait, version: try version("27.0"), statusBarHidden: false), name
            ) { error in
                XCTAssertTrue(
                    (error as? SafeAreaError)?.message.contains("to 26.x; iPadOS 27.0 is outside that range") == true,
                    "\(error)")
            }
        }
        let kept = [
            "iPad Pro 12.9-inch (4th generation)", "iPad Pro 12.9-inch (5th generation)",
            "iPad Pro 12.9-inch (6th generation)",
            "iPad Pro 11-inch (2nd generation)", "iPad Pro 11-inch (3rd generation)",
            "iPad Pro 11-inch (4th generation)",
            "iPad Pro 11-inch (M4)", "iPad Pro 13-inch (M4)", "iPad Pro 11-inch (M5)", "iPad Pro 13-inch (M5)",
            "iPad Air (4th generation)", "iPad Air (5th generation)", "iPad Air 11-inch (M2)", "iPad Air 13-inch (M2)",
            "iPad Air 11-inch (M3)", "iPad Air 13-inch (M3)", "iPad Air 11-inch (M4)", "iPad Air 13-inch (M4)",
            "iPad (9th generation)", "iPad (10th generation)", "iPad (A16)", "iPad mini (6th generation)",
            "iPad mini (A17 Pro)",
        ]
        for name in kept {
            XCTAssertNoThrow(
                try device(name).safeArea(.landscapeLeft, version: try version("27.0"), statusBarHidden: false), name)
        }
        let padsOn26 = catalog.profiles.filter { $0.family == .pad && $0.osMax >= OSVersion(major: 26) }.map(\.name)
        XCTAssertEqual(Set(padsOn26), Set(kept + dropped))
    }

    func testTheAppleTV4KIsThreeDevicesEachWithItsOwnOSRange() throws {
        // littlebyteorg/appledb: AppleTV6,2 first ran tvOS 11.0, AppleTV11,1 14.5, AppleTV14,1 16.1; tvOS 27.0 (24J361, 14cd176)
        // runs on AppleTV11,1 and AppleTV14,1 only; tvOS 26.6 (23L773) still ran on the HD and the 4K 1st generation.
        let expected: [(String, String, String, String)] = [
            ("AppleTV6,2", "Apple TV 4K (1st generation)", "11.0", "26"),
            ("AppleTV11,1", "Apple TV 4K (2nd generation)", "14.5", "27"),
            ("AppleTV14,1", "Apple TV 4K (3rd generation)", "16.1", "27"),
            ("AppleTV5,3", "Apple TV HD", "11.0", "26"),
        ]
        for (identifier, name, low, high) in expected {
            let tv = try device(identifier)
            XCTAssertEqual(tv.name, name)
            XCTAssertEqual(tv.osMin, try OSVersion.parse(low), name)
            XCTAssertEqual(tv.osMax, try OSVersion.parse(high, as: .upper), name)
            XCTAssertEqual(
                try tv.safeArea(.landscapeLeft, version: try version("tvOS 26.6"), statusBarHidden: false),
                SafeAreaInsets(top: 60, left: 80, bottom: 60, right: 80))  // MODEL.md §1: tvOS overscan
        }
        XCTAssertThrowsError(
            try device("AppleTV11,1").safeArea(.landscapeLeft, version: try version("14.4"), statusBarHidden: false))
        // The old single entry's name finds the newest generation; its old aliases name each generation.
        XCTAssertEqual(try device("Apple TV 4K").name, "Apple TV 4K (3rd generation)")
        XCTAssertEqual(try device("apple tv 4k (2nd GENERATION)").name, "Apple TV 4K (2nd generation)")
        XCTAssertThrowsError(
            try device("Apple TV HD").safeArea(.landscapeLeft, version: try version("27.0"), statusBarHidden: false))
        XCTAssertThrowsError(
            try device("Apple TV 4K (1st generation)").safeArea(
                .landscapeLeft, version: try version("27.0"),
                statusBarHidden: false))
        let provenance = try device("Apple TV 4K").provenance(.landscapeLeft, version: try version("27.0"))
        XCTAssertEqual(provenance.kind, .derived)
    }

    func testTheIPhone18ProAndProMaxByNameAndIdentifier() throws {
        // appledb: iPhone19,2 is the 18 Pro, iPhone19,3 and iPhone19,7 the 18 Pro Max; iOS 27.0 (24A427) came installed.
        // Apple's resolutions: 2622 x 1206 and 2868 x 1320 at 460 ppi, @3.
        let pro = try device("iPhone 18 Pro")
        XCTAssertEqual(try device("iPhone19,2").name, "iPhone 18 Pro")
        XCTAssertEqual([pro.width, pro.height, pro.scale], [402, 874, 3])
        XCTAssertEqual([pro.nativeWidth, pro.nativeHeight], [1206, 2622])
        XCTAssertEqual(pro.ppi, 460)
        XCTAssertEqual(pro.osMin, OSVersion(major: 27))
        XCTAssertThrowsError(try pro.safeArea(.portrait, version: try version("26.5"), statusBarHidden: false))
        let max = try device("iPhone19,7")
        XCTAssertEqual(max.name, "iPhone 18 Pro Max")
        XCTAssertEqual(try device("iPhone19,3").name, "iPhone 18 Pro Max")
        XCTAssertEqual([max.width, max.height, max.scale], [440, 956, 3])
        XCTAssertEqual([max.nativeWidth, max.nativeHeight], [1320, 2868])
        // amoshydra/blog@1077606: a 27.0 simulator named "iPhone 18 Pro" reads 62/0/34/0 in portrait; nothing read landscape.
        XCTAssertEqual(
            try pro.safeArea(.portrait, version: try version("27.0"), statusBarHidden: false),
            SafeAreaInsets(top: 62, left: 0, bottom: 34, right: 0))
        // That reading makes the portrait measured (strict answers it) and leaves landscape derived, on the 18 Pro and
        // on the iPhone 17 Pro, which the same run read on 27.0.
        for phone in [pro, try device("iPhone 17 Pro")] {
            let portrait = try phone.provenance(.portrait, version: try version("27.0"), strict: true)
            XCTAssertEqual(portrait.kind, .measured, phone.name)
            XCTAssertTrue(portrait.source.hasPrefix("amoshydra_27"), portrait.source)
            XCTAssertEqual(portrait.basis, "", phone.name)
            XCTAssertEqual(
                try phone.safeArea(.portrait, version: try version("27.0"), statusBarHidden: false, strict: true),
                SafeAreaInsets(top: 62, left: 0, bottom: 34, right: 0))
            XCTAssertEqual(
                try phone.provenance(.landscapeLeft, version: try version("27.0")).kind, .derived, phone.name)
        }
        for phone in [pro, max] {
            let provenance = try phone.provenance(.landscapeRight, version: nil)
            XCTAssertEqual(provenance.kind, .derived, phone.name)
            XCTAssertTrue(
                provenance.basis.contains(phone.name == "iPhone 18 Pro" ? "iPhone 17 Pro" : "iPhone 17 Pro Max"),
                provenance.basis)
            XCTAssertThrowsError(
                try phone.safeArea(.landscapeRight, version: nil, statusBarHidden: false, strict: true))
            XCTAssertNoThrow(try phone.zoomed(), "\(phone.name) offers Display Zoom")
        }
    }

    func testKeyboardsByOSLine() throws {
        // flutter_device_preview@42089cd measured the keyboard on the 26.5 simulator (iPhone 17 Pro: 335 / 208); nothing earlier
        // or on iOS 27, so 26.0-26.4 and 27 are derived (KeyboardKit #1006: an iOS 26 update made the English keyboard shorter).
        let pro = try device("iPhone 17 Pro")
        let measured = try pro.keyboard(.portrait, version: try version("26.5"), strict: true)
        XCTAssertEqual(measured.height, 335)
        XCTAssertEqual(measured.provenance.kind, .measured)
        for text in ["26.0", "26.4.1", "27.0"] {
            let carried = try pro.keyboard(.landscapeLeft, version: try version(text))
            XCTAssertEqual(carried.height, 208, text)
            XCTAssertEqual(carried.provenance.kind, .derived, text)
            XCTAssertThrowsError(try pro.keyboard(.portrait, version: try version(text), strict: true), text)
        }
        XCTAssertTrue(
            try pro.keyboard(.portrait, version: try version("26.2")).provenance.basis.contains("KeyboardKit #1006"))
        let ipad = try device("iPad Pro 13-inch (M5)")
        XCTAssertEqual(try ipad.keyboard(.landscapeRight, version: try version("26.5"), strict: true).height, 498)
        XCTAssertEqual(try ipad.keyboard(.landscapeRight, version: try version("27.0")).provenance.kind, .derived)
    }

    func testLinesThatStartOrEndAtAMinorVersion() throws {
        let pro = try device("iPhone 16 Pro")
        let early = try pro.record(for: try version("26.4.9"))
        let late = try pro.record(for: try version("26.5"))
        XCTAssertEqual(early.osMax, OSVersion(major: 26, minor: 4, patch: 99))
        XCTAssertEqual(late.osMin, OSVersion(major: 26, minor: 5))
        XCTAssertEqual(late.osMax, OSVersion(major: 26, minor: 99, patch: 99))
        XCTAssertEqual(early.osMax.readable(.upper), "26.4.x")
        XCTAssertEqual(early.osMax.boundText(.upper), "26.4")
        XCTAssertEqual(
            try pro.recordIndex(for: try version("26.4.99")) + 1, try pro.recordIndex(for: try version("26.5.0")))
        // The range error reads the lines as people say them.
        XCTAssertThrowsError(try pro.safeArea(.portrait, version: try version("28.0"), statusBarHidden: false)) {
            error in
            XCTAssertEqual(
                (error as? SafeAreaError)?.message,
                "iPhone 16 Pro runs iOS 18.0 to 27.x; iOS 28.0 is outside that range")
        }
    }

    func testStatusBarFrameIsNotTheTopInset() throws {
        // QuintGao/GKNavigationBarSwift #41 and wangrui460/WRNavigationBar #202: the Dynamic Island phones' status bar is 54 pt
        // while their top inset is 59.
        let record = try device("iPhone 14 Pro").record(for: try version("16.0"))
        XCTAssertEqual(record.statusBarHeight, 59)
        XCTAssertEqual(record.portrait.top, 59)
        XCTAssertEqual(record.statusBarFrame?.height, 54)
        XCTAssertEqual(record.statusBarFrame?.provenance.kind, .measured)
        XCTAssertEqual(
            try device("iPhone 15 Pro").record(for: try version("17.0")).statusBarFrame?.provenance.kind, .derived)
        // nobody reported it on the 402-wide phones
        XCTAssertNil(try device("iPhone 16 Pro").record(for: nil).statusBarFrame)
        XCTAssertNil(try device("iPhone 14 Pro (Display Zoom)").record(for: try version("16.0")).statusBarFrame)
    }
}
