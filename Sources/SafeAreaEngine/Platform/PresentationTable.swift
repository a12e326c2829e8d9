/// How a controller is presented (UIModalPresentationStyle).
public enum PresentationStyle: Int, Sendable, NamedCase {
    case automatic = 0
    case pageSheet, formSheet, fullScreen, overFullScreen, popover

    public var name: String {
        switch self {
        case .automatic: "automatic"
        case .pageSheet: "page_sheet"
        case .formSheet: "form_sheet"
        case .fullScreen: "full_screen"
        case .overFullScreen: "over_full_screen"
        case .popover: "popover"
        }
    }
}

/// A sheet's detent (UISheetPresentationController.Detent).
public enum DetentKind: Int, Sendable, NamedCase {
    case large = 0
    case medium, custom

    public var name: String {
        switch self {
        case .large: "large"
        case .medium: "medium"
        case .custom: "custom"
        }
    }
}

/// What a presentation resolved to: its style after adaptation, its detent, the presented
/// view's frame in the window (as UIKit reports it, scaled for a floating card), its unscaled
/// bounds, the scale, its content's safe area and where the numbers come from (MODEL.md §18).
public struct ResolvedPresentation: Sendable, Equatable {
    public let style: PresentationStyle
    public let detent: DetentKind
    /// The detent's value (nil for full-screen styles).
    public let detentValue: Double?
    public let maximumDetentValue: Double?
    /// The presented view's frame in the window (UIKit's presentedView frame converted to it).
    public let frame: Rect
    /// The presented view's unscaled frame: where the tree lays its content out.
    public let layoutFrame: Rect
    public let scale: Double
    /// The content view's safeAreaInsets before its own additionalSafeAreaInsets.
    public let insets: SafeAreaInsets
    public let provenance: Provenance
}

/// One sheet row: the rules of a phone (or iPad) sheet on an OS line, measured on the windows it lists.
struct SheetRow: Sendable {
    struct MeasuredWindow: Sendable {
        let width, height, top, bottom: Double
        let detents: Set<String>
        let source: String
    }
    let osMin: OSVersion
    let osMax: OSVersion
    let idiom: DeviceFamily
    let verticalSizeClass: SizeClass?
    let unmeasured: String?
    let measuredOS: OSVersion
    let topFloor, topGap, floatingGap: Double
    let mediumRatio: (Double, Double)
    let singleGapFrom, widestGapBelow, widestGap, edgeAttachedFrom: Double
    let measuredWindows: [MeasuredWindow]
    let popoverAdapts: Bool
    let source: String
    let basis: String
}

/// The presentation geometry of `data/presentations.json`, compiled in
/// (`Generated/PresentationMetricsData.swift`): rows keyed by OS range, idiom and vertical size
/// class with sources and provenance (MODEL.md §18).
struct PresentationTable: Sendable {
    let rows: [SheetRow]
    let sources: [String: String]
    let automaticFormSheetFrom: OSVersion
    let automaticSource: String
    let fullScreen: Provenance

    static let builtin: PresentationTable = {
        do {
            return try PresentationTable.decode(json: builtinPresentationsJSON)
        } catch {
            return PresentationTable(
                rows: [], sources: [:], automaticFormSheetFrom: OSVersion(major: 18), automaticSource: "",
                fullScreen: Provenance(
                    kind: .derived, source: "",
                    basis:
                        "the built-in presentation table did not load: \((error as? SafeAreaError)?.message ?? "\(error)")"
                ))
        }
    }()

    static func decode(json text: String) throws(SafeAreaError) -> PresentationTable {
        let value = try text.withUTF8Bytes { (bytes) throws(SafeAreaError) -> JSONValue in
            do {
                return try decodeJSONValue(bytes)
            } catch {
                throw .invalidProfile("the presentation table is not valid JSON: \(error)")
            }
        }
        let reader = try FieldReader(value, path: "")
        try reader.rejectUnknown([
            "schema_version", "description", "sources", "automatic_form_sheet_from", "automatic_source", "full_screen",
            "rows",
        ])
        var sources: [String: String] = [:]
        let s = try FieldReader(try reader.required("sources"), path: "sources")
        for (key, value) in s.fields { sources[key] = try ContainerTable.longText(value, s.name(key)) }
        func source(_ key: String, _ field: String) throws(SafeAreaError) -> String {
            guard let text = sources[key] else { throw .invalidProfile("\(field): '\(key)' is not in sources") }
            return text
        }
        let f = try FieldReader(try reader.required("full_screen"), path: "full_screen")
        let fullScreen = Provenance(
            kind: .derived, source: try source(try f.string("source"), f.name("source")),
            basis: try ContainerTable.longText(try f.required("basis"), f.name("basis")))
        var rows: [SheetRow] = []
        for (index, item) in (try reader.array("rows", maxCount: 1000) ?? []).enumerated() {
            let r = try FieldReader(item, path: "rows[\(index)]")
            rows.append(try decodeRow(r, source: source))
        }
        return PresentationTable(
            rows: rows, sources: sources,
            automaticFormSheetFrom: try reader.version("automatic_form_sheet_from", .lower),
            automaticSource: try source(try reader.string("automatic_source"), "automatic_source"),
            fullScreen: fullScreen)
    }

    private static func decodeRow(_ r: FieldReader, source: (String, String) throws(SafeAreaError) -> String)
        throws(SafeAreaError) -> SheetRow
    {
        try r.rejectUnknown([
            "os_min", "os_max", "idiom", "vertical_size_class", "unmeasured", "measured_os", "top_floor", "top_gap",
            "floating_gap", "medium_ratio", "small_detent", "measured_windows", "popover_adapts", "source", "basis",
        ])
        guard let idiom = DeviceFamily(name: try r.string("idiom")) else {
            throw .invalidProfile("\(r.name("idiom")): not a device family")
        }
        var size: SizeClass? = nil
        if let text = try r.optionalString("vertical_size_class") {
            guard let value = SizeClass(name: text) else {
                throw .invalidProfile("\(r.name("vertical_size_class")): '\(text)' is not a size class")
            }
            size = value
        }
        let osMin = try r.version("os_min", .lower)
        let osMax = try r.version("os_max", .upper)
        if let reason = try ContainerTable.optionalText(r, "unmeasured") {
            return SheetRow(
                osMin: osMin, osMax: osMax, idiom: idiom, verticalSizeClass: size, unmeasured: reason,
                measuredOS: osMin, topFloor: 0, topGap: 0, floatingGap: 0, mediumRatio: (1, 1), singleGapFrom: 0,
                widestGapBelow: 0, widestGap: 0, edgeAttachedFrom: 0, measuredWindows: [], popoverAdapts: false,
                source: "", basis: "")
        }
        let ratio = try r.array("medium_ratio", maxCount: 2) ?? []
        guard ratio.count == 2, case .number(let a) = ratio[0], case .number(let b) = ratio[1], a > 0, b >= a else {
            throw .invalidProfile("\(r.name("medium_ratio")): expected [part, whole] with 0 < part <= whole")
        }
        let small = try FieldReader(try r.required("small_detent"), path: r.name("small_detent"))
        try small.rejectUnknown(["single_gap_from", "widest_gap_below", "widest_gap", "edge_attached_from"])
        var windows: [SheetRow.MeasuredWindow] = []
        for (index, item) in (try r.array("measured_windows", maxCount: 100) ?? []).enumerated() {
            let w = try FieldReader(item, path: r.name("measured_windows[\(index)]"))
            try w.rejectUnknown(["width", "height", "top", "bottom", "detents", "source"])
            var detents: Set<String> = []
            for d in try w.array("detents", maxCount: 100) ?? [] {
                guard case .string(let name) = d else {
                    throw .invalidProfile("\(w.name("detents")): expected strings")
                }
                detents.insert(name)
            }
            windows.append(
                SheetRow.MeasuredWindow(
                    width: try w.number("width", min: 1, max: 10_000),
                    height: try w.number("height", min: 1, max: 10_000),
                    top: try w.number("top", min: 0, max: 1000), bottom: try w.number("bottom", min: 0, max: 1000),
                    detents: detents, source: try source(try w.string("source"), w.name("source"))))
        }
        let widestGapBelow = try small.number("widest_gap_below", min: 0, max: 1000)
        let singleGapFrom = try small.number("single_gap_from", min: widestGapBelow + 1, max: 1000)
        return SheetRow(
            osMin: osMin, osMax: osMax, idiom: idiom, verticalSizeClass: size, unmeasured: nil,
            measuredOS: try r.version("measured_os", .lower), topFloor: try r.number("top_floor", min: 0, max: 1000),
            topGap: try r.number("top_gap", min: 0, max: 1000),
            floatingGap: try r.number("floating_gap", min: 0, max: 100),
            mediumRatio: (a, b), singleGapFrom: singleGapFrom, widestGapBelow: widestGapBelow,
            widestGap: try small.number("widest_gap", min: 0, max: 1000),
            edgeAttachedFrom: try small.number("edge_attached_from", min: singleGapFrom, max: 1000),
            measuredWindows: windows, popoverAdapts: try r.bool("popover_adapts", default: false),
            source: try source(try r.string("source"), r.name("source")),
            basis: try ContainerTable.longText(try r.required("basis"), r.name("basis")))
    }
}
