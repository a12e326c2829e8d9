import Foundation
import XCTest

@testable import SafeAreaEngine

/// Displays of a device with several (the iPhone Duo's two), per-corner radii, bars on a vertical edge and
/// reserved regions: Tests/fixtures/displays.json (values from the cited probes,
/// shared with the C and Python tests) and what the catalog refuses.
final class DisplayGeometryTests: XCTestCase {
    private let catalog = DeviceCatalog.builtin

    private func fixture(_ key: String) throws -> [[String: Any]] {
        let root = try XCTUnwrap(Fixtures.json("displays.json") as? [String: Any])
        return try XCTUnwrap(root[key] as? [[String: Any]])
    }

    func testDisplaysSiblingsRadiiAndBarEdges() throws {
        for item in try fixture("displays") {
            let name = try XCTUnwrap(item["device"] as? String)
            let profile = try device(name)
            XCTAssertEqual(profile.name, item["name"] as? String, name)
            XCTAssertEqual(profile.display?.role.name, item["role"] as? String, name)
            XCTAssertEqual(profile.display?.sibling, item["sibling"] as? String, name)
            XCTAssertEqual(profile.cornerRadii.all, try XCTUnwrap(item["corner_radii"] as? [Double]), name)
            XCTAssertEqual(profile.cornerRadius, try XCTUnwrap(item["corner_radius"] as? Double), name)
            for (orientationName, edgeName) in try XCTUnwrap(item["vertical_bar_edge"] as? [String: String]) {
                let orientation = try XCTUnwrap(Orientation(name: orientationName))
                XCTAssertEqual(try profile.verticalBarEdge(orientation).name, edgeName, "\(name) \(orientationName)")
            }
            // Each display names the other, and the catalog finds it.
            let position = try catalog.find(name)
            if let sibling = try catalog.sibling(of: position) {
                XCTAssertEqual(catalog.all[sibling].name, item["sibling"] as? String)
                XCTAssertEqual(try catalog.sibling(of: sibling), position)
            } else {
                XCTAssertNil(item["sibling"] as? String)
            }
        }
    }

    func testLookupsByBothNamesTheAliasAndTheIdentifier() throws {
        let outer = try catalog.find("iPhone Duo (outer display)")
        XCTAssertEqual(try catalog.find("iPhone Duo"), outer)
        XCTAssertEqual(try catalog.find("iphone19,4"), outer)
        XCTAssertEqual(try catalog.find("  IPHONE DUO  "), outer)
        let inner = try catalog.find("iPhone Duo (inner display)")
        XCTAssertNotEqual(inner, outer)
        XCTAssertEqual(catalog.all[inner].display?.role, .inner)
        // Both are catalog devices (not variants), listed one after the other.
        XCTAssertEqual(inner, outer + 1)
        XCTAssertLessThan(inner, catalog.profiles.count)
    }

    func testReservedRegionsAsMeasured() throws {
        for item in try fixture("regions") {
            let name = try XCTUnwrap(item["device"] as? String)
            let orientation = try XCTUnwrap(Orientation(name: try XCTUnwrap(item["orientation"] as? String)))
            let pose = (item["pose"] as? String).flatMap(Pose.init(name:))
            let version = try (item["os"] as? String).map { try OSVersion.parse($0) }
            let regions = try device(name).reservedRegions(orientation, pose: pose, version: version)
            let expected = try XCTUnwrap(item["expected"] as? [[String: Any]])
            let what = "\(name) \(orientation.name) \(item["pose"] ?? "no pose"): \(item["source"] ?? "")"
            XCTAssertEqual(regions.count, expected.count, what)
            for (region, want) in zip(regions, expected) {
                XCTAssertEqual(region.name, want["name"] as? String, what)
                XCTAssertEqual(region.kind.name, want["kind"] as? String, what)
                XCTAssertEqual(region.shape.name, want["shape"] as? String, what)
                let f = region.frame
                let m = region.margins
                XCTAssertEqual([f.x, f.y, f.width, f.height], try XCTUnwrap(want["frame"] as? [Double]), what)
                XCTAssertEqual([m.top, m.left, m.bottom, m.right], try XCTUnwrap(want["margins"] as? [Double]), what)
                XCTAssertEqual(region.isActive, try XCTUnwrap(want["active"] as? Bool), "\(what) \(region.name)")
                XCTAssertEqual(region.provenance.kind.name, want["provenance"] as? String, what)
                XCTAssertFalse(region.provenance.source.isEmpty, what)
            }
        }
    }

    func testRefusalsSayWhatIsUnmeasured() throws {
        for item in try fixture("errors") {
            let name = try XCTUnwrap(item["device"] as? String)
            let status = try XCTUnwrap(item["status"] as? String)
            let message = try XCTUnwrap(item["message"] as? String)
            let orientation = try XCTUnwrap(Orientation(name: try XCTUnwrap(item["orientation"] as? String)))
            let pose = (item["pose"] as? String).flatMap(Pose.init(name:))
            XCTAssertThrowsError(
                try {
                    let version = try (item["os"] as? String).map { try OSVersion.parse($0) }
                    _ = try device(name).reservedRegions(
                        orientation, pose: pose, version: version, strict: item["strict"] as? Bool ?? false)
                }(), "\(name) \(orientation.name)"
            ) { error in
                guard let error = error as? SafeAreaError else { return XCTFail("\(error)") }
                XCTAssertEqual(Self.statusName(error), status, error.message)
                XCTAssertTrue(error.message.contains(message), "\(error.message) lacks '\(message)'")
            }
        }
    }

    static func statusName(_ error: SafeAreaError) -> String {
        switch error {
        case .invalidArgument: return "invalid_argument"
        case .unsupported: return "unsupported"
        case .unsupportedOrientation: return "unsupported_orientation"
        case .invalidOSVersion: return "os_version"
        default: return "\(error)"
        }
    }

    func testUnmeasuredOrientationsAndTheHiddenStatusBarAreRefusedWithTheirReason() throws {
        let outer = try device("iPhone Duo")
        for orientation in [Orientation.landscapeLeft, .landscapeRight, .portraitUpsideDown] {
            XCTAssertThrowsError(try outer.safeArea(orientation, version: nil, statusBarHidden: false)) { error in
                guard case SafeAreaError.unsupportedOrientation(let text) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(
                    text.contains(
                        "iPhone Duo (outer display) in \(orientation.name) is unmeasured: no source measured"), text)
                XCTAssertTrue(text.hasSuffix("(answered: portrait)"), text)
            }
            XCTAssertThrowsError(try outer.verticalBarEdge(orientation))
            XCTAssertThrowsError(try outer.unsafeRegions(orientation, version: nil, statusBarHidden: false))
        }
        XCTAssertEqual(outer.orientations.members, [.portrait])
        XCTAssertEqual(
            try device("iPhone Duo (inner display)").orientations.members, [.portrait, .landscapeLeft, .landscapeRight])
        for name in ["iPhone Duo (outer display)", "iPhone Duo (inner display)"] {
            let profile = try device(name)
            for call in [
                { _ = try profile.safeArea(.portrait, version: nil, statusBarHidden: true) },
                { _ = try profile.provenance(.portrait, version: nil, statusBarHidden: true) },
                { _ = try profile.unsafeRegions(.portrait, version: nil, statusBarHidden: true) },
            ] as [() throws -> Void] {
                XCTAssertThrowsError(try call(), name) { error in
                    guard case SafeAreaError.unsupported(let text) = error else { return XCTFail("\(error)") }
                    XCTAssertTrue(text.contains("with the status bar hidden is unmeasured"), text)
                }
            }
            // The flat fast path refuses what the profile refuses, and answers what it answers.
            let flat = FlatDevice(immortal: profile)
            XCTAssertNil(flat.safeArea(orientation: 0, version: 0, statusBarHidden: true))
            XCTAssertEqual(
                flat.safeArea(orientation: 0, version: 0, statusBarHidden: false),
                try profile.safeArea(.portrait, version: nil, statusBarHidden: false))
        }
    }

    func testEachCornerHasItsRadiusInTheUnsafeRegions() throws {
        // The outer display, 466 x 678 pt, radii 8 / 59 / 8 / 59 (duo_probe): squares of 8 on the left, 59 on the right.
        let corners = try device("iPhone Duo").unsafeRegions(.portrait, version: nil, statusBarHidden: false).filter {
            $0.kind == .corner
        }
        XCTAssertEqual(
            corners.map(\.rect),
            [
                Rect(x: 0, y: 0, width: 8, height: 8), Rect(x: 407, y: 0, width: 59, height: 59),
                Rect(x: 0, y: 670, width: 8, height: 8), Rect(x: 407, y: 619, width: 59, height: 59),
            ])
        XCTAssertEqual(corners.map(\.cornerRadius), [8, 59, 8, 59])
        XCTAssertEqual(corners.map(\.edge), [.top, .top, .bottom, .bottom])
        // The corners turn with the interface: on a 400 x 800 profile with radii 10 / 20 / 30 / 40, the portrait
        // top lands on the right in landscape_left (upper-leading at the top right) and on the left in landscape_right.
        let profile = try DeviceProfile.decode(
            json: """
                {"name": "T", "family": "phone", "os_min": "17.0", "os_max": "18", "screen": {"width": 400, "height": 800, "scale": 2},
                 "corner_radius": [10, 20, 30, 40], \
                "orientations": ["portrait", "portrait_upside_down", "landscape_left", "landscape_right"],
                 "insets": [{"os_min": "17.0", "os_max": "18", "portrait": [20, 0, 0, 0], "landscape": [0, 0, 0, 0]}]}
                """)
        func radii(_ orientation: Orientation) throws -> [Double] {
            try profile.unsafeRegions(orientation, version: nil, statusBarHidden: false).filter { $0.kind == .corner }
                .map(\.cornerRadius)
        }
        // Order: top-left, top-right, bottom-left, bottom-right of the oriented screen.
        XCTAssertEqual(try radii(.portrait), [10, 20, 30, 40])
        XCTAssertEqual(try radii(.portraitUpsideDown), [40, 30, 20, 10])
        XCTAssertEqual(try radii(.landscapeLeft), [30, 10, 40, 20])
        XCTAssertEqual(try radii(.landscapeRight), [20, 40, 10, 30])
        let landscapeRight = try profile.unsafeRegions(.landscapeRight, version: nil, statusBarHidden: false).filter {
            $0.kind == .corner
        }
        XCTAssertEqual(
            landscapeRight.map(\.rect),
            [
                Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 760, y: 0, width: 40, height: 40),
                Rect(x: 0, y: 390, width: 10, height: 10), Rect(x: 770, y: 370, width: 30, height: 30),
            ])
        // A square corner (radius 0) has no region.
        let square = try DeviceProfile.decode(
            json: """
                {"name": "T", "family": "phone", "os_min": "17.0", "os_max": "18", "screen": {"width": 400, "height": 800, "scale": 2},
                 "corner_radius": [0, 20, 0, 20], "orientations": ["portrait"], \
                "insets": [{"os_min": "17.0", "os_max": "18", "portrait": [20, 0, 0, 0]}]}
                """)
        XCTAssertEqual(
            try square.unsafeRegions(.portrait, version: nil, statusBarHidden: false).filter { $0.kind == .corner }.map(
                \.rect),
            [Rect(x: 380, y: 0, width: 20, height: 20), Rect(x: 380, y: 780, width: 20, height: 20)])
    }

    func testTheBatchCheckerUsesEachCornersRadius() throws {
        let outer = try device("iPhone Duo")
        let check = try RectCheck(device: outer, orientation: .portrait, version: nil, statusBarHidden: false)
        XCTAssertFalse(check.shapes.uniformCorners)
        // (1, 1) is 9.9 pt from the 8-pt arc's centre (8, 8): past the display. (10, 10) is beyond the 8-pt square
        // (a 59-pt corner would reach it: 69.3 pt from (59, 59)). (464, 2), the rectangle's point nearest the top-right
        // corner, is 80.6 pt from the 59-pt arc's centre (407, 59). (2, 643) is past no 8-pt arc (a 59-pt one would
        // reach it). The camera hole is a circle of 37 pt at (399.667, 29.333) (duo_probe).
        let cases: [([Double], Obstruction)] = [
            ([1, 1, 4, 4], .corner), ([10, 10, 5, 5], .none), ([3, 3, 2, 2], .none),
            ([458, 2, 6, 6], .corner), ([1, 672, 4, 4], .corner), ([2, 640, 5, 3], .none),
            ([410, 40, 10, 10], .housing), ([383, 300, 10, 10], .insetBand),
        ]
        let rects = cases.flatMap(\.0)
        var obstruction = [UInt8](repeating: 255, count: cases.count)
        rects.withUnsafeBufferPointer { r in
            obstruction.withUnsafeMutableBufferPointer { o in
                check.run(r.baseAddress!, count: cases.count, safe: nil, overlap: nil, obstruction: o.baseAddress)
            }
        }
        XCTAssertEqual(obstruction, cases.map(\.1.rawValue))
    }

    /// Each corner's test agrees with the audit's (Geometry.outsideCorner on the unsafe regions) on the
    /// Duo's unequal corners, and with the folded test on four equal ones. The rectangles lie on a
    /// 1/8-pt grid: a squared distance is then a whole number of 1/64 pt², so none falls between the
    /// two tests' tolerances at the arc (a squared distance 1e-6 past it, a distance 1e-6 past it).
    func testEachCornerAgreesWithTheAuditsGeometryAndTheFoldedTest() throws {
        var generator = SystemRandomNumberGenerator()
        for (name, orientation) in [
            ("iPhone Duo", Orientation.portrait), ("iPhone 15 Pro", .landscapeLeft),
            ("iPhone Duo (inner display)", .landscapeRight),
        ] {
            let profile = try device(name)
            let check = try RectCheck(device: profile, orientation: orientation, version: nil, statusBarHidden: false)
            let squares = try profile.unsafeRegions(orientation, version: nil, statusBarHidden: false).filter {
                $0.kind == .corner
            }
            let (w, h) = try profile.screenSize(orientation)
            let screen = Rect(x: 0, y: 0, width: w, height: h)
            var disagreements = 0
            for _ in 0..<20_000 {
                func grid(_ range: ClosedRange<Double>) -> Double {
                    (Double.random(in: range, using: &generator) * 8).rounded() / 8
                }
                let rect = Rect(
                    x: grid(-20...(w + 20)), y: grid(-20...(h + 20)), width: grid(0.5...80), height: grid(0.5...80))
                let v = { (value: Double) in SIMD2(repeating: value) }
                let each = EachCorner.reach(v(rect.minX), v(rect.minY), v(rect.maxX), v(rect.maxY), check.shapes).x > 0
                let audit = squares.contains {
                    Geometry.outsideCorner(rect, square: $0.rect, radius: $0.cornerRadius, screen: screen) != nil
                }
                if each != audit { disagreements += 1 }
                if check.shapes.uniformCorners {
                    XCTAssertEqual(
                        each,
                        FoldedCorners.reach(v(rect.minX), v(rect.minY), v(rect.maxX), v(rect.maxY), check.shapes).x > 0,
                        "\(name): \(rect)")
                }
            }
            XCTAssertEqual(disagreements, 0, name)
        }
    }

    func testTheFoldIsNotInTheMiddleOfTheSafeArea() throws {
        // duo_probe: 455.5 pt of content before the fold's frame, 371.5 after it; a layout centred in the
        // safe area puts its middle 42 pt to the leading side of the crease (x 475.5).
        let inner = try device("iPhone Duo (inner display)")
        let insets = try inner.safeArea(.landscapeLeft, version: nil, statusBarHidden: false)
        let (w, _) = try inner.screenSize(.landscapeLeft)
        let fold = try XCTUnwrap(
            try inner.reservedRegions(.landscapeLeft, pose: .book, version: nil).first { $0.kind == .division })
        XCTAssertEqual(fold.frame.minX - insets.left, 455.5)
        XCTAssertEqual(w - insets.right - fold.frame.maxX, 371.5)
        XCTAssertEqual(fold.reservedRect, Rect(x: 475.5, y: 0, width: 0, height: 669))
        XCTAssertEqual(fold.reservedRect.minX - (insets.left + (w - insets.left - insets.right) / 2), 42)
    }

    func testAProfileWithoutReservedRegionsHasNoneAndNoPose() throws {
        let pro = try device("iPhone 15 Pro")
        XCTAssertEqual(try pro.reservedRegions(.landscapeLeft, pose: nil, version: nil), [])
        XCTAssertNil(pro.display)
        XCTAssertEqual(pro.verticalBarEdges, [.none, .none, .none, .none])
        XCTAssertTrue(pro.unmeasured.isEmpty)
        XCTAssertFalse(pro.hasUnpredictedWindowStates)
        XCTAssertThrowsError(try pro.reservedRegions(.portrait, pose: .book, version: nil)) { error in
            XCTAssertEqual(
                error as? SafeAreaError,
                .invalidArgument(
                    "iPhone 15 Pro has no fold: a pose (book) applies only to a display with a division region"))
        }
        // Its JSON is what it always was: one radius, no new field.
        let json = pro.encodeJSON()
        XCTAssertTrue(json.contains("\"corner_radius\": 55,"), json)
        for key in ["display", "vertical_bar_edge", "reserved_regions", "unmeasured"] {
            XCTAssertFalse(json.contains("\"\(key)\""), key)
        }
    }

    func testSiblingsMustNameEachOther() throws {
        func profile(_ name: String, _ display: String) throws -> DeviceProfile {
            try DeviceProfile.decode(
                json: """
                    {"name": "\(name)", "family": "phone", "os_min": "17.0", "os_max": "18", \
                    "screen": {"width": 400, "height": 800, "scale": 2},
                     "orientations": ["portrait"], \(display) "insets": [{"os_min": "17.0", "os_max": "18", "portrait": [20, 0, 0, 0]}]}
                    """)
        }
        let a = try profile("A", "\"display\": {\"role\": \"outer\", \"sibling\": \"B\"},")
        let b = try profile("B", "\"display\": {\"role\": \"inner\", \"sibling\": \"a\"},")
        let pair = try DeviceCatalog(profiles: [a, b])
        XCTAssertEqual(try pair.sibling(of: 0), 1)
        XCTAssertEqual(try pair.sibling(of: 1), 0)
        XCTAssertThrowsError(try DeviceCatalog(profiles: [a])) { error in
            XCTAssertEqual(
                (error as? SafeAreaError)?.message, "devices[0].display.sibling: no device named 'B' in the catalog")
        }
        let c = try profile("C", "")
        let wrong = try profile("B", "\"display\": {\"role\": \"outer\", \"sibling\": \"A\"},")
        XCTAssertThrowsError(try DeviceCatalog(profiles: [a, wrong]))  // the same role twice
        XCTAssertThrowsError(
            try DeviceCatalog(profiles: [
                a, try profile("B", "\"display\": {\"role\": \"inner\", \"sibling\": \"C\"},"), c,
            ]))
        XCTAssertNil(try DeviceCatalog(profiles: [c]).sibling(of: 0))
    }

    func testALoadedFoldableRoundTripsWithItsRegionsAndRadii() throws {
        let json = """
            {"name": "Fold", "family": "phone", "os_min": "17.0", "os_max": "18", "screen": {"width": 400, "height": 800, "scale": 2},
             "corner_radius": [12, 30, 12, 30], "orientations": ["portrait", "landscape_left", "landscape_right"],
             "display": {"role": "inner", "sibling": "Fold cover"},
             "vertical_bar_edge": {"landscape": "leading"},
             "reserved_regions": {"landscape_left": [
               {"name": "hinge", "kind": "division", "frame": [380, 0, 40, 400], "margins": [0, 20, 0, 20], \
            "active": {"flat": false, "book": true},
                "source": "a probe"},
               {"name": "lens", "kind": "occlusion", "shape": "capsule", "frame": [10, 10, 20, 20], "active": false, \
            "provenance": "derived",
                "basis": "from the portrait lens"}],
              "portrait": []},
             "unmeasured": {"portrait_upside_down": "not read", "reserved_regions": "landscape_right not read", "bars": "not read"},
             "insets": [{"os_min": "17.0", "os_max": "18", "portrait": [20, 0, 0, 0], "landscape": [0, 40, 0, 0]}]}
            """
        let profile = try DeviceProfile.decode(json: json)
        XCTAssertEqual(
            profile.cornerRadii, CornerRadii(upperLeading: 12, upperTrailing: 30, lowerLeading: 12, lowerTrailing: 30))
        XCTAssertEqual(profile.cornerRadius, 30)
        XCTAssertEqual(profile.verticalBarEdges, [.none, .none, .leading, .leading])
        XCTAssertEqual(try profile.reservedRegions(.portrait, pose: .book, version: nil), [])
        let book = try profile.reservedRegions(.landscapeLeft, pose: .book, version: nil)
        XCTAssertEqual(book.map(\.isActive), [true, false])
        XCTAssertEqual(book[1].provenance, Provenance(kind: .derived, source: "", basis: "from the portrait lens"))
        XCTAssertEqual(
            try profile.reservedRegions(.landscapeLeft, pose: .flat, version: nil).map(\.isActive), [false, false])
        XCTAssertThrowsError(try profile.reservedRegions(.landscapeRight, pose: nil, version: nil)) { error in
            XCTAssertEqual(
                error as? SafeAreaError,
                .unsupported("the reserved regions of Fold in landscape_right are unmeasured: landscape_right not read")
            )
        }
        XCTAssertThrowsError(try profile.safeArea(.portraitUpsideDown, version: nil, statusBarHidden: false)) { error in
            XCTAssertEqual(
                (error as? SafeAreaError)?.message,
                "Fold in portrait_upside_down is unmeasured: not read (answered: portrait, landscape_left, landscape_right)"
            )
        }
        let copy = try DeviceProfile.decode(json: profile.encodeJSON())
        XCTAssertEqual(copy, profile)
        XCTAssertEqual(copy.encodeJSON(), profile.encodeJSON())
    }

    func testBothDisplaysRoundTripThroughJSON() throws {
        for name in ["iPhone Duo (outer display)", "iPhone Duo (inner display)"] {
            let profile = try device(name)
            let json = profile.encodeJSON()
            let copy = try DeviceProfile.decode(json: json)
            XCTAssertEqual(copy, profile, name)
            XCTAssertEqual(copy.encodeJSON(), json, name)
        }
        let outer = try device("iPhone Duo").encodeJSON()
        XCTAssertTrue(outer.contains("\"corner_radius\": [8, 59, 8, 59]"), outer)
        XCTAssertTrue(
            outer.contains("\"display\": {\"role\": \"outer\", \"sibling\": \"iPhone Duo (inner display)\"}"), outer)
        let inner = try device("iPhone Duo (inner display)").encodeJSON()
        XCTAssertTrue(inner.contains("\"active\": {\"flat\": false, \"book\": true}"), inner)
        XCTAssertTrue(inner.contains("\"landscape\": ["), inner)
    }
}
