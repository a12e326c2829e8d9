/// Which navigation controllers a search row is for.
enum SearchContext: Sendable, Equatable {
    case any
    /// A navigation controller inside a tab bar controller.
    case inTabBar
    /// A navigation controller that is not inside a tab bar controller.
    case alone
}

/// One platform row: a bar's metrics for an OS range, an idiom and (optionally) a vertical size class.
struct ContainerRow: Sendable {
    let osMin: OSVersion
    let osMax: OSVersion
    let idiom: DeviceFamily
    let verticalSizeClass: SizeClass?
    let bar: BarKind
    let context: SearchContext
    /// The bottom inset of the only window the row was measured in, where the value may depend on it.
    let measuredWithBottomInset: Double?
    let metric: BarMetric
}

/// The container metrics of `data/containers.json` (schemas/containers.schema.json), compiled in
/// (`Generated/ContainerMetricsData.swift`): rows keyed by OS range, idiom and size class, each
/// with its source and provenance (MODEL.md §17).
struct ContainerTable: Sendable {
    let rows: [ContainerRow]
    /// The source registry of the rows: key → what the source is, with its commit or address.
    let sources: [String: String]
    let minimized: (unmeasured: String, keepsSafeAreaFrom: OSVersion, keepsSafeAreaSource: Provenance)

    /// The built-in table (decoding it is checked by the tests; a failure leaves every bar unmeasured).
    static let builtin: ContainerTable = {
        do {
            return try ContainerTable.decode(json: builtinContainersJSON)
        } catch {
            return ContainerTable(
                rows: [], sources: [:],
                minimized: (
                    "the built-in container metrics did not load: \((error as? SafeAreaError)?.message ?? "\(error)")",
                    OSVersion(major: 99),
                    Provenance(kind: .derived, source: "")
                ))
        }
    }()

    static let rowFields: Set<String> = [
        "os_min", "os_max", "idiom", "vertical_size_class", "bar", "context", "height", "placement", "origin_floor",
        "needs_items", "plain_child_spacing", "measured_with_bottom_inset", "opaque_basis", "navigation_child_basis",
        "provenance", "source", "basis", "unmeasured",
    ]

    /// Reads the document; every error names the field at fault.
    static func decode(json text: String) throws(SafeAreaError) -> ContainerTable {
        let reader = try root(json: text, "the container metrics are")
        try reader.rejectUnknown(["schema_version", "description", "sources", "minimized_bars", "rows"])
        let sources = try ContainerTable.sources(reader)
        func source(_ key: String, _ field: String) throws(SafeAreaError) -> String {
            guard let text = sources[key] else { throw .invalidProfile("\(field): '\(key)' is not in sources") }
            return text
        }
        let m = try FieldReader(try reader.required("minimized_bars"), path: "minimized_bars")
        try m.rejectUnknown(["unmeasured", "keeps_safe_area_from", "keeps_safe_area_source"])
        let minimized = (
            try longText(try m.required("unmeasured"), m.name("unmeasured")),
            try m.version("keeps_safe_area_from", .lower),
            Provenance(
                kind: .documented,
                source: try source(try m.string("keeps_safe_area_source"), m.name("keeps_safe_area_source")))
        )
        var rows: [ContainerRow] = []
        for (index, item) in (try reader.array("rows", maxCount: 10_000) ?? []).enumerated() {
            rows.append(try decodeRow(try FieldReader(item, path: "rows[\(index)]"), source: source))
        }
        return ContainerTable(rows: rows, sources: sources, minimized: minimized)
    }

    /// A string of the document (the project's own: longer than a profile's strings may be).
    /// The root of a platform table's JSON document (`what`, "the … are", opens the error).
    static func root(json text: String, _ what: String) throws(SafeAreaError) -> FieldReader {
        let value = try text.withUTF8Bytes { (bytes) throws(SafeAreaError) -> JSONValue in
            do {
                return try decodeJSONValue(bytes)
            } catch {
                throw .invalidProfile("\(what) not valid JSON: \(error)")
            }
        }
        return try FieldReader(value, path: "")
    }

    /// A platform table's `sources` map: id -> "repository, path at commit (what it says)".
    static func sources(_ reader: FieldReader) throws(SafeAreaError) -> [String: String] {
        var sources: [String: String] = [:]
        let s = try FieldReader(try reader.required("sources"), path: "sources")
        for (key, value) in s.fields { sources[key] = try longText(value, s.name(key)) }
        return sources
    }

    static func longText(_ value: JSONValue, _ field: String) throws(SafeAreaError) -> String {
        guard case .string(let string) = value, !string.isEmpty, string.utf8.count <= 4096 else {
            throw .invalidProfile("\(field): expected a string of 1 to 4096 bytes")
        }
        return string
    }

    /// An optional string field of `r`, as `longText`.
    static func optionalText(_ r: FieldReader, _ key: String) throws(SafeAreaError) -> String? {
        guard let value = r.value(key) else { return nil }
        return try longText(value, r.name(key))
    }

    private static func decodeRow(
        _ r: FieldReader, source: (String, String) throws(SafeAreaError) -> String
    ) throws(SafeAreaError) -> ContainerRow {
        try r.rejectUnknown(rowFields)
        func named<T: NamedCase>(_ key: String, _ type: T.Type) throws(SafeAreaError) -> T? {
            guard let text = try r.optionalString(key) else { return nil }
            guard let value = T(name: text) else {
                let known = T.allCases.map(\.name).joined(separator: ", ")
                throw .invalidProfile("\(r.name(key)): '\(text)' is not one of \(known)")
            }
            return value
        }
        guard let idiom = try named("idiom", DeviceFamily.self) else {
            throw .invalidProfile("\(r.name("idiom")): required field is missing")
        }
        guard let bar = try named("bar", BarKind.self) else {
            throw .invalidProfile("\(r.name("bar")): required field is missing")
        }
        let context: SearchContext
        switch try r.optionalString("context") {
        case nil, "any": context = .any
        case "in_tab_bar": context = .inTabBar
        case "alone": context = .alone
        case let other?: throw .invalidProfile("\(r.name("context")): '\(other)' is not one of any, in_tab_bar, alone")
        }
        let metric: BarMetric
        if let reason = try optionalText(r, "unmeasured") {
            metric = .unmeasured(bar, reason)
        } else {
            let kindName = try r.string("provenance")
            guard let kind = ProvenanceKind(name: kindName) else {
                throw .invalidProfile(
                    "\(r.name("provenance")): '\(kindName)' is not one of measured, documented, derived")
            }
            let basis = try optionalText(r, "basis") ?? ""
            if kind == .derived && basis.isEmpty {
                throw .invalidProfile("\(r.name("basis")): a derived row names its derivation")
            }
            metric = BarMetric(
                kind: bar, height: try r.number("height", min: 0, max: 1000),
                placement: try named("placement", BarPlacement.self) ?? .top,
                provenance: Provenance(
                    kind: kind, source: try source(try r.string("source"), r.name("source")), basis: basis),
                originFloor: try r.number("origin_floor", min: 0, max: 1000, default: 0),
                needsItems: try r.bool("needs_items", default: false),
                plainChildSpacing: try r.number("plain_child_spacing", min: 0, max: 1000, default: 0),
                opaqueBasis: try optionalText(r, "opaque_basis"),
                navigationChildBasis: try optionalText(r, "navigation_child_basis"))
        }
        let measuredAt: Double? =
            r.value("measured_with_bottom_inset") == nil
            ? nil : try r.number("measured_with_bottom_inset", min: 0, max: 1000)
        return ContainerRow(
            osMin: try r.version("os_min", .lower), osMax: try r.version("os_max", .upper), idiom: idiom,
            verticalSizeClass: try named("vertical_size_class", SizeClass.self), bar: bar, context: context,
            measuredWithBottomInset: measuredAt, metric: metric)
    }
}
