/// UIKit's layout rules that hold in every window, from `data/layout.json`
/// (schemas/layout.schema.json), compiled in (`Generated/LayoutRulesData.swift`): the readable
/// content guide's widest, the portrait width from which an iPhone is regular wide in landscape,
/// the OS from which layout regions adapt to corners, the corner adaptations a source measured and
/// the rule that carries them to other corners (MODEL.md §2.1, §2.7, §2.9). A class, so that a
/// window reads its numbers without copying the rows.
final class LayoutTable: Sendable {
    /// One corner adaptation a source measured: on the device named, in the orientations given,
    /// at corners of `radius`, a region moves in by `amount` (MODEL.md §2.9).
    struct CornerReading: Sendable {
        let device: String
        let landscape: Bool
        let radius: Double
        let amount: Double
        let regions: [CornerAdaptedRegion]
        let source: String
    }

    /// `readableContentGuide`'s widest, at the default text size.
    let readableContentWidth: Double
    /// An iPhone is regular wide in landscape from this many points of portrait width.
    let phoneRegularWidthFrom: Double
    /// The system minimum layout margins' horizontal value (MODEL.md §2.7): on an iPhone
    /// `phoneWide` from `phoneWideFrom` points of width, else `phoneNarrow`; `other` on iPads and
    /// Apple TVs at any width.
    let minimumMargins: (phoneNarrow: Double, phoneWide: Double, phoneWideFrom: Double, other: Double)
    /// The first OS with corner-adapted layout regions.
    let cornerAdaptationSince: OSVersion
    let cornerReadings: [CornerReading]
    /// The source of the rule that carries the readings to other corners, and its basis, whose
    /// `{amount}` and `{radius}` are the corner's.
    let otherCornersSource: String
    private let otherCornersTemplate: String

    init(
        readableContentWidth: Double, phoneRegularWidthFrom: Double,
        minimumMargins: (phoneNarrow: Double, phoneWide: Double, phoneWideFrom: Double, other: Double),
        cornerAdaptationSince: OSVersion, cornerReadings: [CornerReading], otherCornersSource: String,
        otherCornersBasis: String
    ) {
        self.readableContentWidth = readableContentWidth
        self.phoneRegularWidthFrom = phoneRegularWidthFrom
        self.minimumMargins = minimumMargins
        self.cornerAdaptationSince = cornerAdaptationSince
        self.cornerReadings = cornerReadings
        self.otherCornersSource = otherCornersSource
        otherCornersTemplate = otherCornersBasis
    }

    /// The built-in table, or the load error every answer that needs it refuses with (`PlatformFacts.load`).
    static let builtin = PlatformFacts.load("layout rules", builtinLayoutJSON, LayoutTable.decode(json:facts:))

    static func decode(json text: String, facts: PlatformFacts = PlatformFacts()) throws(SafeAreaError)
        -> LayoutTable
    {
        let reader = try PlatformFacts.root(json: text, "the layout rules are")
        try reader.rejectUnknown([
            "schema_version", "description", "readable_content_width", "regular_width", "system_minimum_margins",
            "corner_adaptation",
        ])
        let readable = try facts.number(reader, "readable_content_width", min: 0, max: 10_000)
        let regular = try PlatformFacts.object(reader, "regular_width")
        try regular.rejectUnknown(PlatformFacts.factFields.union(["idiom", "orientation", "value"]))
        guard try regular.string("idiom") == "phone", try regular.string("orientation") == "landscape" else {
            throw .invalidProfile("\(regular.name("idiom")): the rule is an iPhone's in landscape")
        }
        let wide = try facts.number(reader, "regular_width", min: 0, max: 10_000)
        let margins = try PlatformFacts.object(reader, "system_minimum_margins")
        try margins.rejectUnknown(
            PlatformFacts.factFields.union(["phone_narrow", "phone_wide", "phone_wide_from", "other"]))
        _ = try facts.provenance(margins)
        let minimumMargins = (
            phoneNarrow: try margins.number("phone_narrow", min: 0, max: 100),
            phoneWide: try margins.number("phone_wide", min: 0, max: 100),
            phoneWideFrom: try margins.number("phone_wide_from", min: 0, max: 10_000),
            other: try margins.number("other", min: 0, max: 100)
        )
        let corners = try PlatformFacts.object(reader, "corner_adaptation")
        try corners.rejectUnknown(["since", "measured", "other_corners"])
        let since = try facts.version(corners, "since")
        var readings: [CornerReading] = []
        for r in try PlatformFacts.items(corners, "measured") {
            try r.rejectUnknown(
                PlatformFacts.factFields.union(["device", "orientation", "radius", "amount", "regions"]))
            let orientation = try r.string("orientation")
            guard orientation == "landscape" || orientation == "portrait" else {
                throw .invalidProfile("\(r.name("orientation")): '\(orientation)' is not one of portrait, landscape")
            }
            var regions: [CornerAdaptedRegion] = []
            for name in try PlatformFacts.strings(r, "regions") {
                guard let region = CornerAdaptedRegion(name: name) else {
                    throw .invalidProfile(
                        "\(r.name("regions")): '\(name)' is not one of safe_area, margins, readable_content")
                }
                regions.append(region)
            }
            readings.append(
                CornerReading(
                    device: try PlatformFacts.text(r, "device"), landscape: orientation == "landscape",
                    radius: try r.number("radius", min: 0, max: 1000),
                    amount: try r.number("amount", min: 0, max: 1000),
                    regions: regions, source: try facts.provenance(r).source))
        }
        let other = try facts.fact(corners, "other_corners")
        return LayoutTable(
            readableContentWidth: readable.value, phoneRegularWidthFrom: wide.value, minimumMargins: minimumMargins,
            cornerAdaptationSince: since.value,
            cornerReadings: readings, otherCornersSource: other.source, otherCornersBasis: other.basis)
    }

    /// The basis of the rule at a corner: the data's words with `{amount}` and `{radius}` filled in.
    func otherCornersBasis(amount: String, radius: String) -> String {
        var out = ""
        var rest = Substring(otherCornersTemplate)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            switch rest[rest.index(after: open)..<close] {
            case "amount": out += amount
            case "radius": out += radius
            default: out += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
