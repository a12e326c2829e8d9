/// Which navigation controllers a search row is for.
enum SearchContext: Sendable, Equatable {
    case any
    /// A navigation controller inside a tab bar controller.
    case inTabBar
    /// A navigation controller that is not inside a tab bar controller.
    case alone
    /// A navigation controller not inside a tab bar controller, under an expanded large title: the
    /// band the search bar keeps there.
    case underLargeTitle
}

/// One platform row: a bar's metrics for an OS range, an idiom and (optionally) a vertical size class.
struct ContainerRow: Sendable {
    let os: OSRange
    let idiom: DeviceFamily
    /// The one device (catalog name) the row holds for, found before the idiom's rows; nil: every device.
    let device: String?
    let verticalSizeClass: SizeClass?
    /// The window's horizontal size class the row holds at (nil: both; an iPad's tab bar floats at
    /// the top only in regular width).
    let horizontalSizeClass: SizeClass?
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

    /// The built-in table, or the load error every bar is refused with (`PlatformFacts.load`).
    static let builtin = PlatformFacts.load(
        "container metrics", builtinContainersJSON, ContainerTable.decode(json:facts:))

    /// The built-in rows (none when the table did not load: every bar is then refused with `loadError`).
    static let builtinRows: [ContainerRow] = (try? builtin.get())?.rows ?? []

    /// Why every bar is refused when the built-in table did not load; nil when it did.
    static let loadError: String? = {
        if case .failure(let error) = builtin { return error.message }
        return nil
    }()

    static let rowFields: Set<String> = PlatformFacts.factFields.union([
        "os_min", "os_max", "idiom", "device", "vertical_size_class", "horizontal_size_class", "bar", "context",
        "height",
        "placement", "origin_floor",
        "needs_items", "plain_child_spacing", "origin_offset", "plain_child_inset", "height_unmeasured",
        "measured_with_bottom_inset", "opaque", "navigation_child", "under_large_title", "unmeasured",
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
        for row in try PlatformFacts.items(reader, "rows", maxCount: 10_000) {
            rows.append(try decodeRow(row, facts))
        }
        return ContainerTable(rows: rows, minimized: minimized)
    }

    private static func decodeRow(_ r: FieldReader, _ facts: PlatformFacts) throws(SafeAreaError) -> ContainerRow {
        try r.rejectUnknown(rowFields)
        let idiom = try PlatformFacts.requiredNamed(r, "idiom", DeviceFamily.self)
        let bar = try PlatformFacts.requiredNamed(r, "bar", BarKind.self)
        let context: SearchContext
        switch try r.optionalString("context") {
        case nil, "any": context = .any
        case "in_tab_bar": context = .inTabBar
        case "alone": context = .alone
        case "under_large_title": context = .underLargeTitle
        case let other?:
            throw .invalidProfile(
                "\(r.name("context")): '\(other)' is not one of any, in_tab_bar, alone, under_large_title")
        }
        let metric: BarMetric
        if let reason = try PlatformFacts.optionalText(r, "unmeasured") {
            metric = .unmeasured(bar, reason)
        } else {
            // A bar whose own height no source gives still adds what a source gives to its child.
            let heightUnmeasured = try PlatformFacts.optionalText(r, "height_unmeasured")
            let plainChildInset: Double? =
                r.value("plain_child_inset") == nil ? nil : try r.number("plain_child_inset", min: 0, max: 1000)
            if heightUnmeasured != nil && (r.value("height") != nil || plainChildInset == nil) {
                throw .invalidProfile(
                    "\(r.name("height_unmeasured")): a bar without a height needs plain_child_inset and no height")
            }
            metric = BarMetric(
                kind: bar, height: heightUnmeasured != nil ? 0 : try r.number("height", min: 0, max: 1000),
                placement: try PlatformFacts.named(r, "placement", BarPlacement.self) ?? .top,
                provenance: try facts.provenance(r),
                originFloor: try r.number("origin_floor", min: 0, max: 1000, default: 0),
                needsItems: try r.bool("needs_items", default: false),
                plainChildSpacing: try r.number("plain_child_spacing", min: 0, max: 1000, default: 0),
                originOffset: try r.number("origin_offset", min: 0, max: 1000, default: 0),
                plainChildInset: plainChildInset,
                opaqueBasis: try facts.optionalBasis(r, "opaque"),
                navigationChildBasis: try facts.optionalBasis(r, "navigation_child"),
                underLargeTitleBasis: try facts.optionalBasis(r, "under_large_title"),
                heightUnmeasured: heightUnmeasured)
        }
        let measuredAt: Double? =
            r.value("measured_with_bottom_inset") == nil
            ? nil : try r.number("measured_with_bottom_inset", min: 0, max: 1000)
        return ContainerRow(
            os: try r.osRange(), idiom: idiom, device: try PlatformFacts.optionalText(r, "device"),
            verticalSizeClass: try PlatformFacts.named(r, "vertical_size_class", SizeClass.self),
            horizontalSizeClass: try PlatformFacts.named(r, "horizontal_size_class", SizeClass.self), bar: bar,
            context: context,
            measuredWithBottomInset: measuredAt, metric: metric)
    }
}
