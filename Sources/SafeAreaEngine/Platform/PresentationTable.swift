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
    /// The side a popover's arrow is on (UIPopoverArrowDirection); empty for a sheet, a
    /// full-screen presentation or a popover adapted to a sheet.
    public var arrowDirection: PopoverArrowDirections = []
}

/// One sheet row: the rules of a phone (or iPad) sheet on an OS line, measured on the windows it lists.
struct SheetRow: Sendable {
    struct MeasuredWindow: Sendable {
        let width, height, top, bottom: Double
        let detents: Set<String>
        /// Measured in this window (the data's fact).
        let provenance: Provenance
    }
    let os: OSRange
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
    /// "portrait" or "landscape" (nil: either).
    var orientation: String? = nil
    /// Why an edge-attached sheet is refused in this row's windows (compact height).
    var edgeAttachedUnmeasured: String? = nil
    /// The iPad geometry (page sheet, form sheet, popover) of a regular-width row.
    var pad: PadGeometry? = nil
    /// A compact-height row: a sheet that does not stay edge-attached is full screen, with this
    /// provenance (the frame measured, the content insets derived; MODEL.md §18).
    var compactHeightFullScreen: Provenance? = nil
    /// A phone row: where a popover kept a popover goes (`keepsPopoverInCompact`; nil: unmeasured).
    var keptPopover: PopoverGeometry? = nil
}

/// A popover from a navigation bar's button item on an iPad (MODEL.md §18): no arrow, the
/// card `margin` from the item's side of the window and `topBelowInset` below its top inset.
struct BarButtonPopoverGeometry: Sendable {
    struct MeasuredCase: Sendable {
        let placement: BarButtonPlacement
        let width, height: Double
        let arrows: PopoverArrowDirections
        let frame: Rect
    }
    let margin: Double
    let topBelowInset: Double
    /// The placement's provenance (measured on the probe's window).
    let provenance: Provenance
    /// Cases a probe measured, per measured window of the row (index into its windows).
    let measured: [[MeasuredCase]]
}

/// An iPad row's sheets and popovers (MODEL.md §18), measured on the windows of its row.
struct PadGeometry: Sendable {
    struct MeasuredPopover: Sendable {
        let source: Rect
        let width, height: Double
        let arrows: PopoverArrowDirections
        let frame: Rect
        let arrow: PopoverArrowDirections
    }
    /// The page sheet's top: the window's top inset + this.
    let pageTopGap: Double
    let pageSource: String
    let pageInsetsBasis: String
    let formWidth, formHeight: Double
    /// The form sheet's y: (H - height - slack)/2.
    let formCentreSlack: Double
    /// The form sheet's frame as measured (the data's fact).
    let form: Provenance
    let popover: PopoverGeometry
    /// Popover cases a probe measured, per measured window (index into the row's windows).
    let measuredPopovers: [[MeasuredPopover]]
    /// Popovers from a navigation bar's button items (nil: unmeasured on this row).
    var barButton: BarButtonPopoverGeometry? = nil
    /// The page sheet's own basis (empty: the row's).
    var pageBasis = ""
    /// The widest window the page sheet rule answers, and why a wider one is refused (nil: any width).
    var pageMaxWidth: Double? = nil
    var pageWider = ""
    /// How a partial detent of the page sheet is taken (nil: refused, none measured).
    var pagePartial: Provenance? = nil
    /// Why every form sheet of the row is refused while its page sheet and popover answer (nil: answered).
    var formUnmeasured: String? = nil
    /// The form sheet's default size by the screen's longer side (a match replaces formWidth x formHeight).
    var formByScreen: [(min: Double, max: Double, width: Double, height: Double)] = []
    /// How the row answers a landscape window (nil: the row is for portrait only): the form sheet and the
    /// popover by the same rules with this derivation, the page sheet refused with `pageSheet`.
    var landscape: LandscapeGeometry? = nil

    /// The form sheet's default size on a screen whose longer side is `longest` (UIKit's
    /// `defaultFormSheetSizeForScreenSize:`, MODEL.md §18).
    func formSize(screenLongestSide longest: Double) -> (width: Double, height: Double) {
        for s in formByScreen where longest >= s.min && longest <= s.max { return (s.width, s.height) }
        return (formWidth, formHeight)
    }
}

/// An iPad row in a landscape window (MODEL.md §18): no iPad probe ran in landscape, so the form sheet
/// and the popover are the row's rules derived with `provenance` (UIKit's constants do not depend on
/// orientation), and the page sheet, a floating card of the unread readable width, is refused.
struct LandscapeGeometry: Sendable {
    /// Why a page sheet (and `automatic` where it resolves to one) is refused in landscape.
    let pageSheet: String
    let provenance: Provenance
}

/// The presentation geometry of `data/presentations.json`, compiled in
/// (`Generated/PresentationMetricsData.swift`): rows keyed by OS range, idiom and vertical size
/// class with sources and provenance (MODEL.md §18).
struct PresentationTable: Sendable {
    let rows: [SheetRow]
    let automaticFormSheetFrom: OSVersion
    let automaticSource: String
    /// The OS version from which a sheet takes custom detents (documented: iOS 16.0), with its source.
    var customDetentsFrom = OSVersion(major: 0, minor: 0)
    var customDetentsSource = ""
    let fullScreen: Provenance
    /// Why a SwiftUI `.medium` sheet is derived: UIKit's medium detent taken for it, and the
    /// SwiftUI reading that disagrees (MODEL.md §16).
    let swiftUIMediumBasis: String
    /// How pictures draw a sheet (MODEL.md §18, "Pictures and audits").
    let look: SheetLook

    /// The built-in table, or the load error every presentation refuses with (`PlatformFacts.load`).
    static let builtin = PlatformFacts.load(
        "presentation geometry", builtinPresentationsJSON, PresentationTable.decode(json:facts:))

    static func decode(json text: String, facts: PlatformFacts = PlatformFacts()) throws(SafeAreaError)
        -> PresentationTable
    {
        let reader = try PlatformFacts.root(json: text, "the presentation table is")
        try reader.rejectUnknown([
            "schema_version", "description", "automatic_form_sheet", "custom_detents_from", "full_screen",
            "swiftui_medium",
            "look", "rows",
        ])
        let fullScreen = try facts.fact(reader, "full_screen")
        let l = try PlatformFacts.object(reader, "look")
        try l.rejectUnknown(["dim_alpha", "top_corner_radius", "floating_bottom_corner_radius", "grabber"])
        let g = try PlatformFacts.object(l, "grabber")
        try g.rejectUnknown(PlatformFacts.factFields.union(["width", "height", "below_top", "corner_radius"]))
        _ = try facts.provenance(g)
        let look = SheetLook(
            dimAlpha: try facts.number(l, "dim_alpha", min: 0, max: 1).value,
            topRadius: try facts.number(l, "top_corner_radius", min: 0, max: 100).value,
            floatingBottomRadius: try facts.number(l, "floating_bottom_corner_radius", min: 0, max: 100).value,
            grabber: (
                width: try g.number("width", min: 0, max: 100), height: try g.number("height", min: 0, max: 100),
                below: try g.number("below_top", min: 0, max: 100),
                radius: try g.number("corner_radius", min: 0, max: 100)
            ))
        var rows: [SheetRow] = []
        for r in try PlatformFacts.items(reader, "rows") {
            rows.append(try decodeRow(r, facts))
        }
        let automatic = try facts.version(reader, "automatic_form_sheet")
        var table = PresentationTable(
            rows: rows, automaticFormSheetFrom: automatic.value, automaticSource: automatic.provenance.source,
            fullScreen: fullScreen, swiftUIMediumBasis: try facts.basis(reader, "swiftui_medium"), look: look)
        if reader.fields["custom_detents_from"] != nil {
            let custom = try facts.version(reader, "custom_detents_from")
            table.customDetentsFrom = custom.value
            table.customDetentsSource = custom.provenance.source
        }
        return table
    }

    private static func decodeRow(_ r: FieldReader, _ facts: PlatformFacts) throws(SafeAreaError) -> SheetRow {
        try r.rejectUnknown(
            PlatformFacts.factFields.union([
                "os_min", "os_max", "idiom", "vertical_size_class", "unmeasured", "measured_os", "top_floor",
                "top_gap", "floating_gap", "medium_ratio", "small_detent", "measured_windows", "popover_adapts",
                "orientation", "edge_attached", "page_sheet", "form_sheet", "popover", "compact_height_full_screen",
                "bar_button_popover", "landscape",
            ]))
        var orientation: String? = nil
        if let text = try r.optionalString("orientation") {
            guard text == "portrait" || text == "landscape" else {
                throw .invalidProfile("\(r.name("orientation")): '\(text)' is not portrait or landscape")
            }
            orientation = text
        }
        let idiom = try PlatformFacts.requiredNamed(r, "idiom", DeviceFamily.self)
        let size = try PlatformFacts.named(r, "vertical_size_class", SizeClass.self)
        let os = try r.osRange()
        if r.fields["compact_height_full_screen"] != nil {
            var row = SheetRow(
                os: os, idiom: idiom, verticalSizeClass: size, unmeasured: nil,
                measuredOS: os.lower, topFloor: 0, topGap: 0, floatingGap: 0, mediumRatio: (1, 1), singleGapFrom: 0,
                widestGapBelow: 0, widestGap: 0, edgeAttachedFrom: 0, measuredWindows: [], popoverAdapts: true,
                source: "", basis: "", orientation: orientation,
                edgeAttachedUnmeasured: try PlatformFacts.optionalText(r, "edge_attached"))
            row.compactHeightFullScreen = try facts.fact(r, "compact_height_full_screen")
            return row
        }
        if let reason = try PlatformFacts.optionalText(r, "unmeasured") {
            return SheetRow(
                os: os, idiom: idiom, verticalSizeClass: size, unmeasured: reason,
                measuredOS: os.lower, topFloor: 0, topGap: 0, floatingGap: 0, mediumRatio: (1, 1), singleGapFrom: 0,
                widestGapBelow: 0, widestGap: 0, edgeAttachedFrom: 0, measuredWindows: [], popoverAdapts: false,
                source: "", basis: "", orientation: orientation,
                edgeAttachedUnmeasured: try PlatformFacts.optionalText(r, "edge_attached"))
        }
        if r.fields["form_sheet"] != nil {
            return try decodePadRow(
                r, os: os, idiom: idiom, size: size, orientation: orientation, facts: facts)
        }
        // A row without `small_detent` has no small-detent rule: its partial detents are edge-attached
        // at every height (the sheets before iOS 26, MODEL.md §18).
        var smallGaps: (singleFrom: Double, below: Double, widest: Double, edgeFrom: Double) = (0, 0, 0, 0)
        if r.fields["small_detent"] != nil {
            let small = try FieldReader(try r.required("small_detent"), path: r.name("small_detent"))
            try small.rejectUnknown(["single_gap_from", "widest_gap_below", "widest_gap", "edge_attached_from"])
            let below = try small.number("widest_gap_below", min: 0, max: 1000)
            let singleFrom = try small.number("single_gap_from", min: below + 1, max: 1000)
            smallGaps = (
                singleFrom, below, try small.number("widest_gap", min: 0, max: 1000),
                try small.number("edge_attached_from", min: singleFrom, max: 1000)
            )
        }
        var windows: [SheetRow.MeasuredWindow] = []
        for w in try PlatformFacts.items(r, "measured_windows", maxCount: 100) {
            try w.rejectUnknown(PlatformFacts.factFields.union(["width", "height", "top", "bottom", "detents"]))
            windows.append(try measuredWindow(w, facts))
        }
        var row = SheetRow(
            os: os, idiom: idiom, verticalSizeClass: size, unmeasured: nil,
            measuredOS: try r.version("measured_os", .lower), topFloor: try r.number("top_floor", min: 0, max: 1000),
            topGap: try r.number("top_gap", min: 0, max: 1000),
            floatingGap: try r.number("floating_gap", min: 0, max: 100),
            mediumRatio: try ratioField(r), singleGapFrom: smallGaps.singleFrom, widestGapBelow: smallGaps.below,
            widestGap: smallGaps.widest, edgeAttachedFrom: smallGaps.edgeFrom,
            measuredWindows: windows, popoverAdapts: try r.bool("popover_adapts", default: false),
            source: try facts.provenance(r).source, basis: try facts.provenance(r).basis, orientation: orientation,
            edgeAttachedUnmeasured: try PlatformFacts.optionalText(r, "edge_attached"))
        if r.fields["popover"] != nil {
            row.keptPopover = try popoverGeometry(
                try FieldReader(try r.required("popover"), path: r.name("popover")), facts)
        }
        return row
    }

    /// A popover's placement rule (`popover`: arrow, margins, the order of directions).
    private static func popoverGeometry(_ pop: FieldReader, _ facts: PlatformFacts) throws(SafeAreaError)
        -> PopoverGeometry
    {
        try pop.rejectUnknown(
            PlatformFacts.factFields.union(["arrow", "margin", "top_below_inset", "order", "insets"]))
        var order: [PopoverArrowDirections] = []
        for (i, item) in (try pop.array("order", maxCount: 4) ?? []).enumerated() {
            guard case .string(let name) = item else { throw .invalidProfile("\(pop.name("order")): expected strings") }
            order.append(try arrows(name, pop.name("order[\(i)]")))
        }
        guard Set(order.map(\.rawValue)).count == 4, !order.contains(.any) else {
            throw .invalidProfile("\(pop.name("order")): expected up, down, left and right once each")
        }
        return PopoverGeometry(
            arrow: try pop.number("arrow", min: 0, max: 100), margin: try pop.number("margin", min: 0, max: 1000),
            topBelowInset: try pop.number("top_below_inset", min: 0, max: 1000), order: order,
            source: try facts.provenance(pop).source, basis: try facts.provenance(pop).basis,
            insetsBasis: try facts.basis(pop, "insets"))
    }

    private static func ratioField(_ r: FieldReader) throws(SafeAreaError) -> (Double, Double) {
        let ratio = try r.array("medium_ratio", maxCount: 2) ?? []
        guard ratio.count == 2, case .number(let a) = ratio[0], case .number(let b) = ratio[1], a > 0, b >= a else {
            throw .invalidProfile("\(r.name("medium_ratio")): expected [part, whole] with 0 < part <= whole")
        }
        return (a, b)
    }

    /// One window a row was measured in (its size, insets and detents, with its provenance).
    private static func measuredWindow(_ w: FieldReader, _ facts: PlatformFacts) throws(SafeAreaError)
        -> SheetRow.MeasuredWindow
    {
        SheetRow.MeasuredWindow(
            width: try w.number("width", min: 1, max: 10_000), height: try w.number("height", min: 1, max: 10_000),
            top: try w.number("top", min: 0, max: 1000), bottom: try w.number("bottom", min: 0, max: 1000),
            detents: Set(try PlatformFacts.strings(w, "detents")), provenance: try facts.provenance(w))
    }

    static func arrows(_ name: String, _ field: String) throws(SafeAreaError) -> PopoverArrowDirections {
        switch name {
        case "up": return .up
        case "down": return .down
        case "left": return .left
        case "right": return .right
        case "any": return .any
        default: throw .invalidProfile("\(field): '\(name)' is not up, down, left, right or any")
        }
    }

    private static func decodePadRow(
        _ r: FieldReader, os: OSRange, idiom: DeviceFamily, size: SizeClass?,
        orientation: String?, facts: PlatformFacts
    ) throws(SafeAreaError) -> SheetRow {
        let page = try FieldReader(try r.required("page_sheet"), path: r.name("page_sheet"))
        try page.rejectUnknown(
            PlatformFacts.factFields.union(["top_gap", "insets", "max_window_width", "wider", "partial_detents"]))
        let form = try FieldReader(try r.required("form_sheet"), path: r.name("form_sheet"))
        // A form sheet no source sized (`unmeasured`): refused, the row's page sheet and popover answered.
        let formUnmeasured = try PlatformFacts.optionalText(form, "unmeasured")
        if formUnmeasured != nil {
            try form.rejectUnknown(["unmeasured"])
        } else {
            try form.rejectUnknown(PlatformFacts.factFields.union(["width", "height", "centre_slack", "by_screen"]))
        }
        let pop = try FieldReader(try r.required("popover"), path: r.name("popover"))
        var windows: [SheetRow.MeasuredWindow] = []
        var popovers: [[PadGeometry.MeasuredPopover]] = []
        var barPopovers: [[BarButtonPopoverGeometry.MeasuredCase]] = []
        for w in try PlatformFacts.items(r, "measured_windows", maxCount: 100) {
            try w.rejectUnknown(
                PlatformFacts.factFields.union([
                    "width", "height", "top", "bottom", "detents", "popovers", "bar_button_popovers",
                ]))
            var barCases: [BarButtonPopoverGeometry.MeasuredCase] = []
            for c in try PlatformFacts.items(w, "bar_button_popovers", maxCount: 100) {
                try c.rejectUnknown(["item", "content_size", "arrows", "frame"])
                let item = try c.string("item")
                guard let placement = BarButtonPlacement(name: item) else {
                    throw .invalidProfile("\(c.name("item")): '\(item)' is not a bar button placement")
                }
                let z = try PlatformFacts.numbers(c, "content_size", 2)
                let f = try PlatformFacts.numbers(c, "frame", 4)
                barCases.append(
                    BarButtonPopoverGeometry.MeasuredCase(
                        placement: placement, width: z[0], height: z[1],
                        arrows: try arrows(try c.string("arrows"), c.name("arrows")),
                        frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3])))
            }
            barPopovers.append(barCases)
            var cases: [PadGeometry.MeasuredPopover] = []
            for c in try PlatformFacts.items(w, "popovers", maxCount: 100) {
                try c.rejectUnknown(["source", "content_size", "arrows", "frame", "arrow"])
                let s = try PlatformFacts.numbers(c, "source", 4)
                let z = try PlatformFacts.numbers(c, "content_size", 2)
                let f = try PlatformFacts.numbers(c, "frame", 4)
                cases.append(
                    PadGeometry.MeasuredPopover(
                        source: Rect(x: s[0], y: s[1], width: s[2], height: s[3]), width: z[0], height: z[1],
                        arrows: try arrows(try c.string("arrows"), c.name("arrows")),
                        frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]),
                        arrow: try arrows(try c.string("arrow"), c.name("arrow"))))
            }
            popovers.append(cases)
            windows.append(try measuredWindow(w, facts))
        }
        var geometry = PadGeometry(
            pageTopGap: try page.number("top_gap", min: 0, max: 1000),
            pageSource: try facts.provenance(page).source,
            pageInsetsBasis: try facts.basis(page, "insets"),
            formWidth: formUnmeasured != nil ? 0 : try form.number("width", min: 1, max: 10_000),
            formHeight: formUnmeasured != nil ? 0 : try form.number("height", min: 1, max: 10_000),
            formCentreSlack: formUnmeasured != nil ? 0 : try form.number("centre_slack", min: 0, max: 1000),
            form: formUnmeasured != nil
                ? Provenance(kind: .derived, source: "", basis: formUnmeasured ?? "") : try facts.provenance(form),
            popover: try popoverGeometry(pop, facts),
            measuredPopovers: popovers)
        geometry.pageBasis = try facts.provenance(page).basis
        geometry.formUnmeasured = formUnmeasured
        if page.fields["max_window_width"] != nil {
            geometry.pageMaxWidth = try page.number("max_window_width", min: 1, max: 10_000)
            geometry.pageWider = try PlatformFacts.optionalText(page, "wider") ?? ""
        }
        if page.fields["partial_detents"] != nil {
            geometry.pagePartial = try facts.fact(page, "partial_detents")
        }
        for s in try PlatformFacts.items(form, "by_screen", maxCount: 10) {
            try s.rejectUnknown(["longest_side_min", "longest_side_max", "width", "height"])
            geometry.formByScreen.append(
                (
                    s.fields["longest_side_min"] != nil ? try s.number("longest_side_min", min: 0, max: 10_000) : 0,
                    s.fields["longest_side_max"] != nil
                        ? try s.number("longest_side_max", min: 0, max: 10_000) : .infinity,
                    try s.number("width", min: 1, max: 10_000), try s.number("height", min: 1, max: 10_000)
                ))
        }
        if r.fields["landscape"] != nil {
            let land = try PlatformFacts.object(r, "landscape")
            try land.rejectUnknown(PlatformFacts.factFields.union(["page_sheet"]))
            let provenance = try facts.provenance(land)
            guard provenance.kind == .derived else {
                throw .invalidProfile(
                    "\(land.name("provenance")): an iPad sheet in landscape is derived (no probe ran there)")
            }
            geometry.landscape = LandscapeGeometry(
                pageSheet: try PlatformFacts.text(land, "page_sheet"), provenance: provenance)
        }
        if r.fields["bar_button_popover"] != nil {
            let b = try FieldReader(try r.required("bar_button_popover"), path: r.name("bar_button_popover"))
            try b.rejectUnknown(PlatformFacts.factFields.union(["margin", "top_below_inset"]))
            geometry.barButton = BarButtonPopoverGeometry(
                margin: try b.number("margin", min: 0, max: 1000),
                topBelowInset: try b.number("top_below_inset", min: 0, max: 1000), provenance: try facts.provenance(b),
                measured: barPopovers)
        }
        return SheetRow(
            os: os, idiom: idiom, verticalSizeClass: size, unmeasured: nil,
            measuredOS: try r.version("measured_os", .lower), topFloor: 0, topGap: geometry.pageTopGap,
            floatingGap: 0, mediumRatio: try ratioField(r), singleGapFrom: 0, widestGapBelow: 0, widestGap: 0,
            edgeAttachedFrom: 0, measuredWindows: windows, popoverAdapts: false,
            source: try facts.provenance(r).source, basis: try facts.provenance(r).basis, orientation: orientation,
            edgeAttachedUnmeasured: nil, pad: geometry)
    }
}
