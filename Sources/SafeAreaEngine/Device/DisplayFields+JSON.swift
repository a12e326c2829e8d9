// The profile fields of devices with several displays, vertical bars, per-corner
// radii and reserved regions (`corner_radius` as four numbers, `display`,
// `vertical_bar_edge`, `reserved_regions`, `unmeasured`), read and written with
// the rest of the profile. A profile without them reads as every device always
// has: one display, one radius, horizontal bars, no reserved region.

/// Orientation keys of a per-orientation map: an orientation's name, or
/// "landscape" for both landscape orientations.
private func orientationKeys(_ key: String) -> [Orientation]? {
    if key == "landscape" { return [.landscapeLeft, .landscapeRight] }
    guard let orientation = Orientation(name: key), orientation.name == key else { return nil }
    return [orientation]
}

/// Reads a per-orientation map: each key resolved to its orientations (named once
/// each), its value read by `read` with the key's field name.
private func readOrientationMap(
    _ reader: FieldReader, _ field: String,
    _ read: (JSONValue, String, [Orientation]) throws(SafeAreaError) -> Void
) throws(SafeAreaError) {
    guard let value = reader.value(field) else { return }
    let map = try FieldReader(value, path: reader.name(field))
    var seen = OrientationSet(rawValue: 0)
    for key in map.fields.keys.sorted() {
        guard let orientations = orientationKeys(key) else {
            throw .invalidProfile(
                "\(map.name(key)): '\(key)' is not one of portrait, portrait_upside_down, landscape, landscape_left, landscape_right"
            )
        }
        for orientation in orientations {
            guard !seen.contains(orientation) else {
                throw .invalidProfile("\(map.name(key)): \(orientation.name) is given twice")
            }
            seen.rawValue |= orientation.bit
        }
        try read(map.fields[key] ?? .null, map.name(key), orientations)
    }
}

/// The display fields of one profile.
struct DisplayFields {
    var cornerRadii: CornerRadii
    var display: DeviceDisplay?
    var verticalBarEdges: [VerticalBarEdge] = [.none, .none, .none, .none]
    var reservedRegions = ReservedRegions.none
    var unmeasured = UnmeasuredQueries.none

    static let regionFields: Set<String> = [
        "name", "kind", "shape", "frame", "margins", "active", "source", "provenance", "basis",
    ]
    /// The most reserved regions one orientation may declare (the C API's arrays are sized by it).
    static let maxRegions = 16

    static func read(
        _ reader: FieldReader, name: String, family: DeviceFamily, width: Double, height: Double,
        orientations: OrientationSet, sourceNames: [String: String]
    ) throws(SafeAreaError) -> DisplayFields {
        let rotates = family != .tv
        func size(_ orientation: Orientation) -> (Double, Double) {
            rotates && orientation.isLandscape ? (height, width) : (width, height)
        }
        func answered(_ field: String, _ list: [Orientation]) throws(SafeAreaError) {
            for orientation in list where !orientations.contains(orientation) {
                throw .invalidProfile("\(field): \(orientation.name) is not in the profile's orientations")
            }
        }
        var fields = DisplayFields(cornerRadii: try readCornerRadii(reader, width: width, height: height))

        if let displayValue = reader.value("display") {
            let d = try FieldReader(displayValue, path: reader.name("display"))
            try d.rejectUnknown(["role", "sibling"])
            let roleName = try d.string("role")
            guard let role = DisplayRole(name: roleName) else {
                throw .invalidProfile("\(d.name("role")): '\(roleName)' is not one of outer, inner")
            }
            let sibling = try d.string("sibling")
            guard !sibling.trimmingSpaces.isEmpty else {
                throw .invalidProfile("\(d.name("sibling")): must not be empty")
            }
            guard DeviceCatalog.normalize(sibling) != DeviceCatalog.normalize(name) else {
                throw .invalidProfile("\(d.name("sibling")): a display is not its own sibling")
            }
            fields.display = DeviceDisplay(role: role, sibling: sibling)
        }

        try readOrientationMap(reader, "vertical_bar_edge") { (value, field, list) throws(SafeAreaError) in
            try answered(field, list)
            let text = try checkString(value, field)
            guard let edge = VerticalBarEdge(name: text) else {
                throw .invalidProfile("\(field): '\(text)' is not one of none, leading, trailing")
            }
            for orientation in list { fields.verticalBarEdges[orientation.rawValue] = edge }
        }

        try readOrientationMap(reader, "reserved_regions") { (value, field, list) throws(SafeAreaError) in
            try answered(field, list)
            guard case .array(let items) = value else {
                throw .invalidProfile("\(field): expected an array of regions, not \(value.typeName)")
            }
            guard items.count <= maxRegions else {
                throw .limitExceeded("\(field): \(items.count) regions; the limit is \(maxRegions)")
            }
            let (w, h) = size(list[0])
            var regions: [ReservedRegionDeclaration] = []
            for (index, item) in items.enumerated() {
                regions.append(
                    try readRegion(try FieldReader(item, path: "\(field)[\(index)]"), width: w, height: h, sourceNames))
            }
            for orientation in list { fields.reservedRegions.byOrientation[orientation.rawValue] = regions }
        }

        if let unmeasuredValue = reader.value("unmeasured") {
            let u = try FieldReader(unmeasuredValue, path: reader.name("unmeasured"))
            var seen = OrientationSet(rawValue: 0)
            for key in u.fields.keys.sorted() {
                let text = try checkString(u.fields[key] ?? .null, u.name(key))
                guard !text.trimmingSpaces.isEmpty else {
                    throw .invalidProfile("\(u.name(key)): the reason must not be empty")
                }
                switch key {
                case "status_bar_hidden": fields.unmeasured.statusBarHidden = text
                case "reserved_regions": fields.unmeasured.reservedRegions = text
                case "bars": fields.unmeasured.bars = text
                default:
                    guard let list = orientationKeys(key) else {
                        throw .invalidProfile(
                            "\(u.name(key)): unknown field (known fields: an orientation, landscape, status_bar_hidden, "
                                + "reserved_regions, bars)")
                    }
                    for orientation in list {
                        guard !orientations.contains(orientation) else {
                            throw .invalidProfile(
                                "\(u.name(key)): \(orientation.name) is in the profile's orientations, so it is answered"
                            )
                        }
                        guard !seen.contains(orientation) else {
                            throw .invalidProfile("\(u.name(key)): \(orientation.name) is given twice")
                        }
                        seen.rawValue |= orientation.bit
                        fields.unmeasured.orientations[orientation.rawValue] = text
                    }
                }
            }
        }
        return fields
    }

    /// `corner_radius`: one number, or four in the source's order (upper-leading,
    /// upper-trailing, lower-leading, lower-trailing); none above half the screen's shorter side.
    static func readCornerRadii(_ reader: FieldReader, width: Double, height: Double) throws(SafeAreaError)
        -> CornerRadii
    {
        let field = reader.name("corner_radius")
        let limit = min(width, height) / 2
        guard let value = reader.value("corner_radius") else { return CornerRadii(uniform: 0) }
        func radius(_ item: JSONValue, _ name: String) throws(SafeAreaError) -> Double {
            let r = try checkNumber(item, name, min: 0, max: ProfileLimits.maxLength)
            guard r <= limit else {
                throw .invalidProfile(
                    "\(name): \(formatNumber(r)) is more than half the \(formatNumber(width))x\(formatNumber(height)) "
                        + "screen's shorter side (\(formatNumber(limit)))")
            }
            return r
        }
        guard case .array(let items) = value else { return CornerRadii(uniform: try radius(value, field)) }
        guard items.count == 4 else {
            throw .invalidProfile(
                "\(field): expected one radius or four [upper_leading, upper_trailing, lower_leading, lower_trailing]")
        }
        var radii: [Double] = []
        for (index, item) in items.enumerated() { radii.append(try radius(item, "\(field)[\(index)]")) }
        return CornerRadii(
            upperLeading: radii[0], upperTrailing: radii[1], lowerLeading: radii[2], lowerTrailing: radii[3])
    }

    /// One reserved region of a `reserved_regions` list, on a `width` x `height` oriented screen.
    static func readRegion(
        _ r: FieldReader, width: Double, height: Double,
        _ sourceNames: [String: String]
    ) throws(SafeAreaError) -> ReservedRegionDeclaration {
        try r.rejectUnknown(factFields(regionFields, sourceNames))
        let name = try r.string("name")
        guard !name.trimmingSpaces.isEmpty else { throw .invalidProfile("\(r.name("name")): must not be empty") }
        let kindName = try r.string("kind")
        guard let kind = ReservedRegionKind(name: kindName) else {
            throw .invalidProfile("\(r.name("kind")): '\(kindName)' is not one of occlusion, division")
        }
        var shape = ReservedRegionShape.rectangle
        if let shapeName = try r.optionalString("shape") {
            guard let parsed = ReservedRegionShape(name: shapeName) else {
                throw .invalidProfile("\(r.name("shape")): '\(shapeName)' is not one of rectangle, capsule")
            }
            shape = parsed
        }
        let frame = try readRect(try r.required("frame"), r.name("frame"), width: width, height: height)
        guard frame.width > 0 && frame.height > 0 else {
            throw .invalidProfile("\(r.name("frame")): a region needs a positive width and height")
        }
        var margins = SafeAreaInsets.zero
        if let marginsValue = r.value("margins") {
            guard case .array(let items) = marginsValue, items.count == 4 else {
                throw .invalidProfile("\(r.name("margins")): expected [top, left, bottom, right]")
            }
            var numbers: [Double] = []
            for (index, item) in items.enumerated() {
                numbers.append(
                    try checkNumber(item, "\(r.name("margins"))[\(index)]", min: 0, max: ProfileLimits.maxLength))
            }
            margins = SafeAreaInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
            let f = formatNumber
            guard margins.left + margins.right <= frame.width else {
                throw .invalidProfile(
                    "\(r.name("margins")): left and right margins of \(f(margins.left)) + \(f(margins.right)) pt "
                        + "are wider than the \(f(frame.width))-pt frame")
            }
            guard margins.top + margins.bottom <= frame.height else {
                throw .invalidProfile(
                    "\(r.name("margins")): top and bottom margins of \(f(margins.top)) + \(f(margins.bottom)) pt "
                        + "are taller than the \(f(frame.height))-pt frame")
            }
        }
        var activeFlat = true
        var activeBook = true
        if let activeValue = r.value("active") {
            if case .bool(let flag) = activeValue {
                activeFlat = flag
                activeBook = flag
            } else {
                let a = try FieldReader(activeValue, path: r.name("active"))
                guard kind == .division else {
                    throw .invalidProfile(
                        "\(r.name("active")): only a division region (a fold) is active by pose; this one is true or false"
                    )
                }
                try a.rejectUnknown(["flat", "book"])
                guard a.value("flat") != nil, a.value("book") != nil else {
                    throw .invalidProfile("\(r.name("active")): a fold's activity names both poses, flat and book")
                }
                activeFlat = try a.bool("flat", default: false)
                activeBook = try a.bool("book", default: false)
            }
        }
        return ReservedRegionDeclaration(
            name: name, kind: kind, shape: shape, frame: frame, margins: margins,
            activeFlat: activeFlat, activeBook: activeBook,
            provenance: try readProvenance(r, sourceNames))
    }

    // MARK: - Writing

    /// `corner_radius`: one number when the four are equal (every profile but the Duo's outer display).
    static func writeCornerRadii(_ w: inout JSONWriter, _ radii: CornerRadii) {
        if radii.isUniform { w.number(radii.upperLeading) } else { w.numbers(radii.all) }
    }

    /// `, "display": ..., "vertical_bar_edge": ..., "reserved_regions": ..., "unmeasured": ...`, each only when set.
    static func write(_ w: inout JSONWriter, _ profile: DeviceProfile) {
        if let display = profile.display {
            w.raw(",\n  \"display\": {\"role\": ")
            w.string(display.role.name)
            w.raw(", \"sibling\": ")
            w.string(display.sibling)
            w.raw("}")
        }
        if profile.verticalBarEdges.contains(where: { $0 != .none }) {
            w.raw(",\n  \"vertical_bar_edge\": {")
            for (index, orientation) in profile.orientations.members.enumerated() {
                w.raw(index > 0 ? ", \"\(orientation.name)\": " : "\"\(orientation.name)\": ")
                w.string(profile.verticalBarEdges[orientation.rawValue].name)
            }
            w.raw("}")
        }
        writeMap(&w, "reserved_regions", mergedLandscape(profile.reservedRegions.byOrientation)) { w, regions in
            w.raw("[")
            for (position, region) in regions.enumerated() {
                w.raw(position > 0 ? ",\n      " : "\n      ")
                writeRegion(&w, region)
            }
            w.raw(regions.isEmpty ? "]" : "\n    ]")
        }
        let u = profile.unmeasured
        var reasons = mergedLandscape(u.orientations)
        if let text = u.statusBarHidden { reasons.append(("status_bar_hidden", text)) }
        if let text = u.reservedRegions { reasons.append(("reserved_regions", text)) }
        if let text = u.bars { reasons.append(("bars", text)) }
        writeMap(&w, "unmeasured", reasons) { w, text in w.string(text) }
    }

    /// `,\n  "field": {\n    "key": value, ...\n  }`, each value written by `value`; nothing for no entry.
    private static func writeMap<Value>(
        _ w: inout JSONWriter, _ field: String, _ entries: [(String, Value)],
        _ value: (inout JSONWriter, Value) -> Void
    ) {
        guard !entries.isEmpty else { return }
        w.raw(",\n  \"\(field)\": {")
        for (index, (key, item)) in entries.enumerated() {
            w.raw(index > 0 ? ",\n    " : "\n    ")
            w.string(key)
            w.raw(": ")
            value(&w, item)
        }
        w.raw("\n  }")
    }

    /// The non-nil entries of a per-orientation array keyed by orientation name,
    /// the two landscape orientations as "landscape" when they are equal.
    static func mergedLandscape<Value: Equatable>(_ values: [Value?]) -> [(String, Value)] {
        var result: [(String, Value)] = []
        for orientation in Orientation.allCases {
            guard let value = values[orientation.rawValue] else { continue }
            if orientation == .landscapeLeft && values[Orientation.landscapeRight.rawValue] == value {
                result.append(("landscape", value))
            } else if orientation == .landscapeRight && values[Orientation.landscapeLeft.rawValue] == value {
                continue
            } else {
                result.append((orientation.name, value))
            }
        }
        return result
    }

    static func writeRegion(_ w: inout JSONWriter, _ region: ReservedRegionDeclaration) {
        w.raw("{\"name\": ")
        w.string(region.name)
        w.raw(", \"kind\": ")
        w.string(region.kind.name)
        w.raw(", \"shape\": ")
        w.string(region.shape.name)
        w.raw(", \"frame\": ")
        w.numbers([region.frame.x, region.frame.y, region.frame.width, region.frame.height])
        w.raw(", \"margins\": ")
        w.numbers([region.margins.top, region.margins.left, region.margins.bottom, region.margins.right])
        if region.dependsOnPose {
            w.raw(", \"active\": {\"flat\": \(region.activeFlat), \"book\": \(region.activeBook)}")
        } else {
            w.raw(", \"active\": \(region.activeFlat)")
        }
        writeSource(&w, region.provenance)
        w.raw("}")
    }
}
