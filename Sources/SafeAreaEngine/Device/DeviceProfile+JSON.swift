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
        let value = try parseJSON(bytes, document: .profile)
        return try decode(value: value, path: "", sourceNames: [:])
    }

    /// Reads one profile from a JSON string.
    public static func decode(json text: String) throws(SafeAreaError) -> DeviceProfile {
        try text.withUTF8Bytes { (bytes) throws(SafeAreaError) -> DeviceProfile in try decode(json: bytes) }
    }

    /// Reads one profile from its JSON value; `path` prefixes every field name
    /// in messages ("devices[3].screen.width"). The fields are read, and
    /// refused, in the order of the schema.
    static func decode(value: JSONValue, path: String, sourceNames: [String: String]) throws(SafeAreaError)
        -> DeviceProfile
    {
        let reader = try FieldReader(value, path: path)
        try reader.rejectUnknown(profileFields)
        try checkSchemaVersion(reader)
        let name = try reader.string("name")
        guard !name.trimmingSpaces.isEmpty else { throw .invalidProfile("\(reader.name("name")): must not be empty") }
        let aliases = try readAliases(reader)
        let family = try readFamily(reader)
        let osMin = try reader.version("os_min", .lower)
        let osMax = try reader.version("os_max", .upper)
        guard osMin <= osMax else { throw .invalidProfile("\(reader.name("os_max")): older than os_min") }
        let screen = try ScreenFields.read(reader)
        let housing = try readHousing(reader, width: screen.width, height: screen.height)
        let homeIndicator = try readHomeIndicator(reader, width: screen.width, height: screen.height)
        let orientations = try readOrientations(reader)
        let displayFields = try DisplayFields.read(
            reader, name: name, family: family, width: screen.width, height: screen.height,
            orientations: orientations, sourceNames: sourceNames)
        let records = try readInsetRecords(
            reader,
            device: RecordBounds(
                family: family, width: screen.width, height: screen.height, osMin: osMin, osMax: osMax,
                orientations: orientations),
            sourceNames: sourceNames)
        let sources = try readSources(reader, sourceNames)
        let notes = try readNotes(reader)
        let zoomedFrom = try reader.optionalString("zoomed_from")
        return DeviceProfile(
            name: name, aliases: aliases, family: family, osMin: osMin, osMax: osMax,
            width: screen.width, height: screen.height, scale: screen.scale, nativeWidth: screen.nativeWidth,
            nativeHeight: screen.nativeHeight, cornerRadius: displayFields.cornerRadii.largest, housing: housing,
            homeIndicator: homeIndicator, orientations: orientations, records: records, sources: sources,
            notes: notes, ppi: screen.ppi, zoomedFrom: zoomedFrom, cornerRadii: displayFields.cornerRadii,
            display: displayFields.display, verticalBarEdges: displayFields.verticalBarEdges,
            reservedRegions: displayFields.reservedRegions, unmeasured: displayFields.unmeasured)
    }

    /// `schema_version`, when given, must be 1.
    private static func checkSchemaVersion(_ reader: FieldReader) throws(SafeAreaError) {
        guard let schema = reader.value("schema_version") else { return }
        guard case .number(1) = schema else {
            throw .invalidProfile("\(reader.name("schema_version")): only version 1 is understood")
        }
    }

    private static func readAliases(_ reader: FieldReader) throws(SafeAreaError) -> [String] {
        var aliases: [String] = []
        for (index, item) in (try reader.array("aliases", maxCount: ProfileLimits.maxAliases) ?? []).enumerated() {
            aliases.append(try checkString(item, "\(reader.name("aliases"))[\(index)]"))
        }
        return aliases
    }

    private static func readFamily(_ reader: FieldReader) throws(SafeAreaError) -> DeviceFamily {
        let familyName = try reader.string("family")
        guard let family = DeviceFamily(name: familyName) else {
            throw .invalidProfile("\(reader.name("family")): '\(familyName)' is not one of phone, pad, tv")
        }
        return family
    }

    /// `housing`: the sensor housing's kind and outline (none when absent).
    private static func readHousing(_ reader: FieldReader, width: Double, height: Double) throws(SafeAreaError)
        -> SensorHousing
    {
        guard let housingValue = reader.value("housing") else { return .none }
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
        guard try h.bool("approximate", default: false) else { return SensorHousing(kind: kind, outline: outline) }
        guard let bound = outline else {
            throw .invalidProfile(
                "\(h.name("approximate")): an approximate outline needs its conservative bound in rect")
        }
        return SensorHousing(kind: kind, outline: nil, approximateOutline: bound)
    }

    /// `home_indicator`: whether it is present, and its glyph (absent when the field is).
    private static func readHomeIndicator(_ reader: FieldReader, width: Double, height: Double)
        throws(SafeAreaError) -> HomeIndicator
    {
        guard let indicatorValue = reader.value("home_indicator") else {
            return HomeIndicator(isPresent: false, glyph: nil)
        }
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
        return HomeIndicator(isPresent: present, glyph: glyph)
    }

    /// `orientations`: a non-empty list of orientation names, each once.
    private static func readOrientations(_ reader: FieldReader) throws(SafeAreaError) -> OrientationSet {
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
        return orientations
    }

    /// `sources`: a note per field, each source name expanded.
    private static func readSources(_ reader: FieldReader, _ sourceNames: [String: String]) throws(SafeAreaError)
        -> [SourceNote]
    {
        guard let sourcesValue = reader.value("sources") else { return [] }
        let s = try FieldReader(sourcesValue, path: reader.name("sources"))
        var sources: [SourceNote] = []
        for key in s.fields.keys.sorted() {
            let text = try checkString(s.fields[key] ?? .null, s.name(key))
            sources.append(SourceNote(field: key, source: expandSource(text, sourceNames)))
        }
        return sources
    }

    private static func readNotes(_ reader: FieldReader) throws(SafeAreaError) -> [String] {
        var notes: [String] = []
        for (index, item) in (try reader.array("notes", maxCount: 64) ?? []).enumerated() {
            guard case .string(let text) = item else {
                throw .invalidProfile("\(reader.name("notes"))[\(index)]: expected a string, not \(item.typeName)")
            }
            notes.append(text)
        }
        return notes
    }

    /// Reads a catalog document: `{"schema_version": 1, "devices": [profile, ...]}`. A fact's
    /// `source` is a key of the source registry (`data/sources.json`): it is answered as
    /// "key: citation", or as the fact's own `citation` where it has one.
    public static func decodeCatalog(json text: String) throws(SafeAreaError) -> [DeviceProfile] {
        try decodeCatalog(json: text, sources: SourceRegistry.builtin)
    }

    static func decodeCatalog(json text: String, sources: SourceRegistry) throws(SafeAreaError) -> [DeviceProfile] {
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
        try reader.rejectUnknown(["schema_version", "devices"])
        guard let items = try reader.array("devices", maxCount: 10_000) else {
            throw .invalidProfile("devices: required field is missing")
        }
        var profiles: [DeviceProfile] = []
        for (index, item) in items.enumerated() {
            profiles.append(try decode(value: item, path: "devices[\(index)]", sourceNames: sources.citations))
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
    return Provenance(kind: kind, source: try citedSource(r, sourceNames), basis: basis)
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

/// The words a fact's source is answered with: its own `citation` where it has one (a catalog
/// fact written "key detail", or a profile copied from the catalog), else its `source` expanded
/// through the registry (`sourceNames`; a caller's profile has none, its source is its own words).
func citedSource(_ r: FieldReader, _ sourceNames: [String: String]) throws(SafeAreaError) -> String {
    if let cited = try r.optionalString("citation") { return cited }
    return expandSource(try r.optionalString("source") ?? "", sourceNames)
}

/// The fields of a record, a keyboard, a status-bar frame or a region: its own and a fact's `citation`.
func factFields(_ fields: Set<String>, _ sourceNames: [String: String]) -> Set<String> {
    fields.union(["citation"])
}

/// "bezelkit" -> "bezelkit: markbattistella/BezelKit, ..."; "dimmmensions (iOS 16.2): ..." keeps its words
/// and gains the source's description in brackets.
func expandSource(_ text: String, _ names: [String: String]) -> String {
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
