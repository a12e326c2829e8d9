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
    let minimized: (unmeasured: String, keepsSafeAreaFrom: OSVersion, keepsSafeAreaSource: Provenance)

    /// The built-in table (decoding it is checked by the tests; a failure leaves every bar unmeasured).
    static let builtin: ContainerTable = {
        do {
            return try ContainerTable.decode(json: builtinContainersJSON)
        } catch {
            return ContainerTable(
                rows: [],
                minimized: (
                    "the built-in container metrics did not load: \((error as? SafeAreaError)?.message ?? "\(error)")",
                    OSVersion(major: 99),
                    Provenance(kind: .derived, source: "")
                ))
        }
    }()

    static let rowFields: Set<String> = PlatformFacts.factFields.union([
        "os_min", "os_max", "idiom", "vertical_size_class", "bar", "context", "height", "placement", "origin_floor",
        "needs_items", "plain_child_spacing", "measured_with_bottom_inset", "opaque", "navigation_child", "unmeasured",
    ])

    /// Reads the document; every error names the field at fault.
    static func decode(json text: String, facts: PlatformFacts = PlatformFacts()) throws(SafeAreaError)
        -> ContainerTable
    {
        let reader = try PlatformFacts.root(json: text, "the container metrics are")
        try reader.rejectUnknown(["schema_version", "description", "minimized_bars", "rows"])
        let m = try PlatformFacts.object(reader, "minimized_bars")
        try m.rejectUnknown(["unmeasured", "keeps_safe_area"])
        let keeps = try facts.version(m, "keeps_safe_area")
        let minimized = (try PlatformFacts.text(m, "unmeasured"), keeps.value, keeps.provenance)
        var rows: [ContainerRow] = []
        for (index, item) in (try reader.array("rows", maxCount: 10_000) ?? []).enumerated() {
            rows.append(try decodeRow(try FieldReader(item, path: "rows[\(index)]"), facts))
        }
        return ContainerTable(rows: rows, minimized: minimized)
    }

    private static func decodeRow(_ r: FieldReader, _ facts: PlatformFacts) throws(SafeAreaError) -> ContainerRow {
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
        if let reason = try PlatformFacts.optionalText(r, "unmeasured") {
            metric = .unmeasured(bar, reason)
        } else {
            metric = BarMetric(
                kind: bar, height: try r.number("height", min: 0, max: 1000),
                placement: try named("placement", BarPlacement.self) ?? .top,
                provenance: try facts.provenance(r),
                originFloor: try r.number("origin_floor", min: 0, max: 1000, default: 0),
                needsItems: try r.bool("needs_items", default: false),
                plainChildSpacing: try r.number("plain_child_spacing", min: 0, max: 1000, default: 0),
                opaqueBasis: try facts.optionalBasis(r, "opaque"),
                navigationChildBasis: try facts.optionalBasis(r, "navigation_child"))
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
