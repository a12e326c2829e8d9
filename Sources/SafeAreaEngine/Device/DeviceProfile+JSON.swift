// Reading device profiles as JSON (the schema of data/devices.json), with
// the general reader of JSON/JSONValue.swift; validation is ours, so every
// message names the field at fault. Never on a query path.

/// Limits on profile JSON, mirrored by SAFEAREA_MAX_* in safearea.h.
public enum ProfileLimits {
    public static let maxJSONBytes = 1024 * 1024
    public static let maxDepth = 32
    public static let maxStringBytes = 256
    public static let maxLength = 100_000.0
    public static let maxRecords = 64
    public static let maxAliases = 64
}

func readRect(_ value: JSONValue, _ field: String, width: Double, height: Double) throws(SafeAreaError) -> Rect {
    guard case .array(let items) = value, items.count == 4 else {
        throw .invalidProfile("\(field): expected [x, y, width, height]")
    }
    var numbers: [Double] = []
    for (index, item) in items.enumerated() {
        numbers.append(try checkNumber(item, "\(field)[\(index)]", min: 0, max: ProfileLimits.maxLength))
    }
    let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    guard rect.maxX <= width + 0.01 && rect.maxY <= height + 0.01 else {
        throw .invalidProfile(
            "\(field): the rectangle leaves the \(formatNumber(width))x\(formatNumber(height)) screen")
    }
    return rect
}

func readInsets(_ value: JSONValue, _ field: String, width: Double, height: Double) throws(SafeAreaError)
    -> SafeAreaInsets
{
    guard case .array(let items) = value, items.count == 4 else {
        throw .invalidProfile("\(field): expected [top, left, bottom, right]")
    }
    var numbers: [Double] = []
    for (index, item) in items.enumerated() {
        numbers.append(try checkNumber(item, "\(field)[\(index)]", min: 0, max: ProfileLimits.maxLength))
    }
    let insets = SafeAreaInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    guard insets.top + insets.bottom < height && insets.left + insets.right < width else {
        throw .invalidProfile(
            "\(field): the insets leave no safe area on a \(formatNumber(width))x\(formatNumber(height)) screen")
    }
    return insets
}

extension DeviceProfile {
    static let profileFields: Set<String> = [
        "schema_version", "name", "aliases", "family", "os_min", "os_max", "screen",
        "corner_radius", "housing", "home_indicator", "orientations", "insets",
        "sources", "notes", "zoomed_from", "display", "vertical_bar_edge", "reserved_regions",
        "unmeasured",
    ]

    /// Reads one profile from JSON (UTF-8 bytes). Every error names the field at fault.
    public static func decode(json bytes: UnsafeBufferPointer<UInt8>) throws(SafeAreaError) -> DeviceProfile {
        let value = try parseJSON(bytes, what: "the profile")
        return try decode(value: value, path: "", sourceNames: [:])
    }

    /// Reads one profile from a JSON string.
    public static func decode(json text: String) throws(SafeAreaError) -> DeviceProfile {
        try text.withUTF8Bytes { (bytes) throws(SafeAreaError) -> DeviceProfile in try decode(json: bytes) }
    }

    // swiftlint:disable:next function_body_length
    static func decode(value: JSONValue, path: String, sourceNames: [String: String]) throws(SafeAreaError)
        -> DeviceProfile
    {
        let reader = try FieldReader(value, path: path)
        try reader.rejectUnknown(profileFields)
        if let schema = reader.value("schema_version") {
            guard case .number(1) = schema else {
                throw .invalidProfile("\(reader.name("schema_version")): only version 1 is understood")
            }
        }
        let name = try reader.string("name")
        guard !name.trimmingSpaces.isEmpty else { throw .invalidProfile("\(reader.name("name")): must not be empty") }
        var aliases: [String] = []
        for (index, item) in (try reader.array("aliases", maxCount: ProfileLimits.maxAliases) ?? []).enumerated() {
            aliases.append(try checkString(item, "\(reader.name("aliases"))[\(index)]"))
        }
        let familyName = try reader.string("family")
        guard let family = DeviceFamily(name: familyName) else {
            throw .invalidProfile("\(reader.name("family")): '\(familyName)' is not one of phone, pad, tv")
        }
        let osMin = try reader.version("os_min", .lower)
        let osMax = try reader.version("os_max", .upper)
        guard osMin <= osMax else { throw .invalidProfile("\(reader.name("os_max")): older than os_min") }

        let screen = try FieldReader(try reader.required("screen"), path: reader.name("screen"))
        try screen.rejectUnknown(["width", "height", "scale", "native_pixels", "ppi"])
        let width = try screen.number("width", min: 1, max: ProfileLimits.maxLength)
        let height = try screen.number("height", min: 1, max: ProfileLimits.maxLength)
        let scale = try screen.number("scale", min: 0.5, max: 10)
        var nativeWidth = Int((width * scale).rounded())
        var nativeHeight = Int((height * scale).rounded())
        if let native = screen.value("native_pixels") {
            let field = screen.name("native_pixels")
            guard case .array(let items) = native, items.count == 2 else {
                throw .invalidProfile("\(field): expected [width, height]")
            }
            let w = try checkNumber(items[0], "\(field)[0]", min: 1, max: 1_000_000)
            let h = try checkNumber(items[1], "\(field)[1]", min: 1, max: 1_000_000)
            guard w == w.rounded() && h == h.rounded() else {
                throw .invalidProfile("\(field): pixels must be whole numbers")
            }
            nativeWidth = Int(w)
            nativeHeight = Int(h)
        }
        let ppi: Double? = screen.value("ppi") == nil ? nil : try screen.number("ppi", min: 50, max: 2000)

        var housing = SensorHousing.none
        if let housingValue = reader.value("housing") {
            let h = try FieldReader(housingValue, path: reader.name("housing"))
            try h.rejectUnknown(["kind", "rect", "approximate"])
            let kindName = try h.string("kind")
            guard let kind = SensorHousingKind(name: kindName) else {
                throw .invalidProfile(
                    "\(h.name("kind")): '\(kindName)' is not one of none, notch, dynamic_island, punch_hole")
            }
            var outline: Rect?
            if let rect = h.value("rect") {
                guard kind != .none else {
                    throw .invalidProfile("\(h.name("rect")): a housing of kind 'none' has no outline")
                }
                outline = try readRect(rect, h.name("rect"), width: width, height: height)
            }
            if try h.bool("approximate", default: false) {
                guard let bound = outline else {
                    throw .invalidProfile(
                        "\(h.name("approximate")): an approximate outline needs its conservative bound in rect")
                }
                housing = SensorHousing(kind: kind, outline: nil, approximateOutline: bound)
            } else {
                housing = SensorHousing(kind: kind, outline: outline)
            }
        }
        var homeIndicator = HomeIndicator(isPresent: false, glyph: nil)
        if let indicatorValue = reader.value("home_indicator") {
            let h = try FieldReader(indicatorValue, path: reader.name("home_indicator"))
            try h.rejectUnknown(["present", "rect"])
            let present = try h.bool("present", default: true)
            var glyph: Rect?
            if let rect = h.value("rect") {
                guard present else {
                    throw .invalidProfile("\(h.name("rect")): an absent home indicator has no rectangle")
                }
                glyph = try readRect(rect, h.name("rect"), width: width, height: height)
            }
            homeIndicator = HomeIndicator(isPresent: present, glyph: glyph)
        }

        guard let orientationItems = try reader.array("orientations", maxCount: 4), !orientationItems.isEmpty else {
            throw .invalidProfile("\(reader.name("orientations")): required, a non-empty array of orientation names")
        }
        var orientations = OrientationSet(rawValue: 0)
        for (index, item) in orientationItems.enumerated() {
            let field = "\(reader.name("orientations"))[\(index)]"
            let text = try checkString(item, field)
            guard let orientation = Orientation(name: text), orientation.name == text else {
                throw .invalidProfile(
                    "\(field): '\(text)' is not one of portrait, portrait_upside_down, landscape_left, landscape_right")
            }
            guard !orientations.contains(orientation) else {
                throw .invalidProfile("\(field): '\(text)' is listed twice")
            }
            orientations.rawValue |= orientation.bit
        }

        let displayFields = try DisplayFields.read(
            reader, name: name, family: family, width: width, height: height,
            orientations: orientations, sourceNames: sourceNames)

        guard let recordItems = try reader.array("insets", maxCount: ProfileLimits.maxRecords), !recordItems.isEmpty
        else {
            throw .invalidProfile("\(reader.name("insets")): required, a non-empty array of inset records")
        }
        var records: [InsetRecord] = []
        for (index, item) in recordItems.enumerated() {
            let r = try FieldReader(item, path: "\(reader.name("insets"))[\(index)]")
            try r.rejectUnknown([
                "os_min", "os_max", "status_bar_height", "portrait", "portrait_upside_down",
                "landscape", "landscape_left", "landscape_right", "source", "provenance", "basis", "keyboard",
                "status_bar_frame", "derived_orientations", "measured_os",
            ])
            let recordMin = try r.version("os_min", .lower)
            let recordMax = try r.version("os_max", .upper)
            guard recordMin <= recordMax else { throw .invalidProfile("\(r.name("os_max")): older than os_min") }
            guard recordMin >= osMin && recordMax <= osMax else {
                throw .invalidProfile(
                    "\(r.name("os_min")): the range \(recordMin.boundText(.lower))-\(recordMax.boundText(.upper)) leaves the device's \(osMin.boundText(.lower))-\(osMax.boundText(.upper))"
                )
            }
            if let previous = records.last, recordMin <= previous.osMax {
                throw .invalidProfile("\(r.name("os_min")): records must be oldest first and must not overlap")
            }
            let statusBar = try r.number("status_bar_height", min: 0, max: height / 2, default: 0)
            func insets(_ key: String) throws(SafeAreaError) -> SafeAreaInsets? {
                guard let value = r.value(key) else { return nil }
                return try readInsets(
                    value, r.name(key), width: key.hasPrefix("landscape") && family != .tv ? height : width,
                    height: key.hasPrefix("landscape") && family != .tv ? width : height)
            }
            let portrait = try insets("portrait")
            let upsideDown = try insets("portrait_upside_down") ?? portrait
            let landscape = try insets("landscape")
            let left = try insets("landscape_left") ?? landscape
            let right = try insets("landscape_right") ?? landscape
            let byOrientation: [(Orientation, SafeAreaInsets?)] = [
                (.portrait, portrait), (.portraitUpsideDown, upsideDown),
                (.landscapeLeft, left), (.landscapeRight, right),
            ]
            for (orientation, value) in byOrientation where orientations.contains(orientation) && value == nil {
                let key = orientation.isLandscape ? "landscape" : "portrait"
                throw .invalidProfile("\(r.name(key)): required because the device supports \(orientation.name)")
            }
            let source = try r.optionalString("source") ?? ""
            var derivedOrientations = OrientationSet(rawValue: 0)
            for (index, item) in (try r.array("derived_orientations", maxCount: 4) ?? []).enumerated() {
                let field = "\(r.name("derived_orientations"))[\(index)]"
                let text = try checkString(item, field)
                guard let orientation = Orientation(name: text), orientation.name == text,
                    orientations.contains(orientation)
                else {
                    throw .invalidProfile("\(field): '\(text)' is not an orientation the device supports")
                }
                guard !derivedOrientations.contains(orientation) else {
                    throw .invalidProfile("\(field): '\(text)' is listed twice")
                }
                derivedOrientations.rawValue |= orientation.bit
            }
            let provenance = try readProvenance(r, sourceNames, partlyDerived: derivedOrientations.rawValue != 0)
            if provenance.kind == .derived && derivedOrientations.rawValue != 0 {
                throw .invalidProfile(
                    "\(r.name("derived_orientations")): a derived record is derived in every orientation")
            }
            var keyboard: KeyboardHeights?
            if let keyboardValue = r.value("keyboard") {
                let k = try FieldReader(keyboardValue, path: r.name("keyboard"))
                try k.rejectUnknown(["portrait", "landscape", "source", "provenance", "basis", "measured_os"])
                let portraitHeight = try k.number("portrait", min: 0, max: max(width, height))
                let landscapeHeight = try k.number("landscape", min: 0, max: max(width, height))
                let keyboardProvenance = try readProvenance(k, sourceNames)
                keyboard = KeyboardHeights(
                    portrait: portraitHeight, landscape: landscapeHeight, provenance: keyboardProvenance,
                    measuredOS: try readMeasuredOS(k, keyboardProvenance.kind))
            }
            var statusBarFrame: StatusBarFrame?
            if let frameValue = r.value("status_bar_frame") {
                let f = try FieldReader(frameValue, path: r.name("status_bar_frame"))
                try f.rejectUnknown(["height", "source", "provenance", "basis"])
                statusBarFrame = StatusBarFrame(
                    height: try f.number("height", min: 0, max: height / 2),
                    provenance: try readProvenance(f, sourceNames))
            }
            records.append(
                InsetRecord(
                    osMin: recordMin, osMax: recordMax, statusBarHeight: statusBar,
                    portrait: portrait ?? .zero, portraitUpsideDown: upsideDown ?? .zero,
                    landscapeLeft: left ?? .zero, landscapeRight: right ?? .zero,
                    source: expandSource(source, sourceNames),
                    provenance: provenance.kind, basis: provenance.basis, keyboard: keyboard,
                    statusBarFrame: statusBarFrame, derivedOrientations: derivedOrientations,
                    measuredOS: try readMeasuredOS(r, provenance.kind)))
        }

        var sources: [SourceNote] = []
        if let sourcesValue = reader.value("sources") {
            let s = try FieldReader(sourcesValue, path: reader.name("sources"))
            for key in s.fields.keys.sorted() {
                let text = try checkString(s.fields[key] ?? .null, s.name(key))
                sources.append(SourceNote(field: key, source: expandSource(text, sourceNames)))
            }
        }
        var notes: [String] = []
        for (index, item) in (try reader.array("notes", maxCount: 64) ?? []).enumerated() {
            guard case .string(let text) = item else {
                throw .invalidProfile("\(reader.name("notes"))[\(index)]: expected a string, not \(item.typeName)")
            }
            notes.append(text)
        }
        let zoomedFrom = try reader.optionalString("zoomed_from")
        return DeviceProfile(
            name: name, aliases: aliases, family: family, osMin: osMin, osMax: osMax,
            width: width, height: height, scale: scale, nativeWidth: nativeWidth, nativeHeight: nativeHeight,
            cornerRadius: displayFields.cornerRadii.largest, housing: housing, homeIndicator: homeIndicator,
            orientations: orientations, records: records, sources: sources, notes: notes, ppi: ppi,
            zoomedFrom: zoomedFrom, cornerRadii: displayFields.cornerRadii, display: displayFields.display,
            verticalBarEdges: displayFields.verticalBarEdges, reservedRegions: displayFields.reservedRegions,
            unmeasured: displayFields.unmeasured)
    }

    /// Reads a catalog document: `{"schema_version": 1, "sources": {key: text}, "devices": [profile, ...]}`.
    /// Source fields that name a key of `sources` are expanded to its text.
    public static func decodeCatalog(json text: String) throws(SafeAreaError) -> [DeviceProfile] {
        let value = try text.withUTF8Bytes { (bytes) throws(SafeAreaError) -> JSONValue in
            // The built-in catalog is larger than a single profile; it is our own file.
            guard bytes.count <= 16 * ProfileLimits.maxJSONBytes else { throw .limitExceeded("catalog too large") }
            do {
                return try decodeJSONValue(bytes)
            } catch {
                throw .invalidProfile("the catalog is not valid JSON: \(error)")
            }
        }
        let reader = try FieldReader(value, path: "")
        try reader.rejectUnknown(["schema_version", "sources", "devices"])
        var names: [String: String] = [:]
        if let sourcesValue = reader.value("sources") {
            let s = try FieldReader(sourcesValue, path: "sources")
            for (key, value) in s.fields {
                names[key] = try checkString(value, s.name(key))
            }
        }
        guard let items = try reader.array("devices", maxCount: 10_000) else {
            throw .invalidProfile("devices: required field is missing")
        }
        var profiles: [DeviceProfile] = []
        for (index, item) in items.enumerated() {
            profiles.append(try decode(value: item, path: "devices[\(index)]", sourceNames: names))
        }
        return profiles
    }
}

/// A record's `provenance` (default `measured`), `basis` (required for, and
/// only allowed on, a derived record or one with derived orientations) and `source`.
func readProvenance(_ r: FieldReader, _ sourceNames: [String: String], partlyDerived: Bool = false)
    throws(SafeAreaError) -> Provenance
{
    var kind = ProvenanceKind.measured
    if let name = try r.optionalString("provenance") {
        guard let parsed = ProvenanceKind(name: name) else {
            throw .invalidProfile("\(r.name("provenance")): '\(name)' is not one of measured, documented, derived")
        }
        kind = parsed
    }
    let basis = try r.optionalString("basis") ?? ""
    if kind == .derived && basis.trimmingSpaces.isEmpty {
        throw .invalidProfile("\(r.name("basis")): a derived record must say what it is derived from")
    }
    if partlyDerived && basis.trimmingSpaces.isEmpty {
        throw .invalidProfile(
            "\(r.name("basis")): a record with derived_orientations must say what they are derived from")
    }
    if kind != .derived && !partlyDerived && !basis.isEmpty {
        throw .invalidProfile("\(r.name("basis")): only a derived record has a basis (this one is \(kind.name))")
    }
    return Provenance(kind: kind, source: expandSource(try r.optionalString("source") ?? "", sourceNames), basis: basis)
}

/// A measured value's `measured_os` (MODEL.md §8): the OS version its source
/// ran ("26.5"), or the line where the source records no more ("18.x");
/// allowed only on a measured value.
func readMeasuredOS(_ r: FieldReader, _ kind: ProvenanceKind) throws(SafeAreaError) -> MeasuredOS? {
    guard let text = try r.optionalString("measured_os") else { return nil }
    guard kind == .measured else {
        throw .invalidProfile("\(r.name("measured_os")): only a measured value has one (this one is \(kind.name))")
    }
    do {
        return try MeasuredOS.parse(text)
    } catch {
        throw .invalidProfile(
            "\(r.name("measured_os")): '\(text)' is not an OS version ('26.5') or line ('18.x') a source ran")
    }
}

/// "bezelkit" -> "bezelkit: markbattistella/BezelKit, ..."; "dimmmensions (iOS 16.2): ..." keeps its words
/// and gains the source's description in brackets.
private func expandSource(_ text: String, _ names: [String: String]) -> String {
    if let full = names[text] { return "\(text): \(full)" }
    return text
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[start...end]
    }
}
