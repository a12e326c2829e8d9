import FoundationEssentials

// Reading designs from JSON (schema: schemas/design.schema.json): the strict
// gate of JSON/JSONValidator.swift, then Foundation's typed decoder. Every
// error names the element and the field.

/// Limits on design documents.
public enum DesignLimits {
    public static let maxJSONBytes = 8 * 1024 * 1024
    /// Objects and arrays: an element nesting level costs two.
    public static let maxDepth = 64
    public static let maxElements = 20_000
    public static let maxLength = 100_000.0
    /// A custom detent's height in a design's presentation: the tree's limit on a length (safearea.h:
    /// beyond 1e7 is INVALID_ARGUMENT), as a SwiftUI scene's `height` detent takes. A detent at or above
    /// the sheet's maximum detent value is the large sheet (MODEL.md §18), so a tall one is not a bad
    /// length but the large sheet on every device, and the design takes what the tree takes.
    public static let maxDetentHeight = 1e7
}

/// Any JSON key, to see every field of an object (and reject unknown ones).
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// Typed records of a design document: each field is decoded as its one
/// expected type, so a valid document decodes without a single failed attempt.
private struct AnchorRecord: Decodable {
    var to: String?
    var offset: Double?
    var unknown: [String] = []

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        for key in c.allKeys {
            switch key.stringValue {
            case "to": to = try c.decode(String.self, forKey: key)
            case "offset": offset = try c.decode(Double.self, forKey: key)
            default: unknown.append(key.stringValue)
            }
        }
    }
}

private struct ElementRecord: Decodable {
    var id: String?
    var role: String?
    var anchors: [String: AnchorRecord]?
    var width: Double?
    var height: Double?
    var frame: [Double]?
    var children: [ElementRecord]?
    var unknown: [String] = []

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        for key in c.allKeys {
            switch key.stringValue {
            case "id": id = try c.decode(String.self, forKey: key)
            case "role": role = try c.decode(String.self, forKey: key)
            case "anchors": anchors = try c.decode([String: AnchorRecord].self, forKey: key)
            case "width": width = try c.decodeIfPresent(Double.self, forKey: key)
            case "height": height = try c.decodeIfPresent(Double.self, forKey: key)
            case "frame": frame = try c.decode([Double].self, forKey: key)
            case "children": children = try c.decode([ElementRecord].self, forKey: key)
            case "note": _ = try c.decode(String.self, forKey: key)
            default: unknown.append(key.stringValue)
            }
        }
    }
}

/// A detent: "large", "medium" or a custom height in points.
private enum DetentRecord: Decodable {
    case name(String)
    case height(Double)

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        // The one field of two types: a name is tried first, a height only when it is not one.
        if let text = try? c.decode(String.self) {
            self = .name(text)
        } else {
            self = .height(try c.decode(Double.self))
        }
    }
}

/// Permitted arrow directions: one name ("any", "up", …) or a list of names.
private enum ArrowsRecord: Decodable {
    case names([String])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        // The one field of two types: a name is tried first, a list only when it is not one.
        if let name = try? c.decode(String.self) {
            self = .names([name])
        } else {
            self = .names(try c.decode([String].self))
        }
    }
}

private struct PresentationRecord: Decodable {
    var style: String?
    var detent: DetentRecord?
    var sourceRect: [Double]?
    var preferredContentSize: [Double]?
    var arrows: ArrowsRecord?
    var barButton: String?
    var barButtonIndex: Double?
    var keepsPopoverInCompact: Bool?
    var unknown: [String] = []

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        for key in c.allKeys {
            switch key.stringValue {
            case "style": style = try c.decode(String.self, forKey: key)
            case "source_bar_button": barButton = try c.decode(String.self, forKey: key)
            case "source_bar_button_index": barButtonIndex = try c.decode(Double.self, forKey: key)
            case "keeps_popover_in_compact": keepsPopoverInCompact = try c.decode(Bool.self, forKey: key)
            case "detent": detent = try c.decode(DetentRecord.self, forKey: key)
            case "source_rect": sourceRect = try c.decode([Double].self, forKey: key)
            case "preferred_content_size": preferredContentSize = try c.decode([Double].self, forKey: key)
            case "permitted_arrow_directions": arrows = try c.decode(ArrowsRecord.self, forKey: key)
            case "note": _ = try c.decode(String.self, forKey: key)
            default: unknown.append(key.stringValue)
            }
        }
    }
}

/// One container of a design's `container` object: the fields of every kind, each decoded as its one
/// type; which kind takes which field is checked when it is converted.
private struct ContainerPartRecord: Decodable {
    var flags: [String: Bool] = [:]
    var toolbarItems: Double?
    var titleDisplayMode: String?
    var unknown: [String] = []

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        for key in c.allKeys {
            switch key.stringValue {
            case "prefers_large_titles", "navigation_bar_hidden", "search_controller", "searchable", "bottom_accessory":
                flags[key.stringValue] = try c.decode(Bool.self, forKey: key)
            case "toolbar_items": toolbarItems = try c.decode(Double.self, forKey: key)
            case "title_display_mode": titleDisplayMode = try c.decode(String.self, forKey: key)
            case "note": _ = try c.decode(String.self, forKey: key)
            default: unknown.append(key.stringValue)
            }
        }
    }

    /// The fields present, for the check against the kind's own.
    var fields: [String] {
        Array(flags.keys) + (toolbarItems == nil ? [] : ["toolbar_items"])
            + (titleDisplayMode == nil ? [] : ["title_display_mode"]) + unknown
    }
}

/// A design's `container`: its containers in UIKit's words (the tree's) or SwiftUI's, in document order.
private struct ContainerRecord: Decodable {
    var parts: [(key: String, part: ContainerPartRecord)] = []
    var unknown: [String] = []

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        for key in c.allKeys {
            switch key.stringValue {
            case "navigation_controller", "navigation_stack", "tab_bar_controller", "tab_view":
                parts.append((key.stringValue, try c.decode(ContainerPartRecord.self, forKey: key)))
            case "note": _ = try c.decode(String.self, forKey: key)
            default: unknown.append(key.stringValue)
            }
        }
    }
}

private struct DesignRecord: Decodable {
    var name: String?
    var referenceDevice: String?
    var elements: [ElementRecord]?
    var presentation: PresentationRecord?
    var container: ContainerRecord?
    var unknown: [String] = []

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        for key in c.allKeys {
            switch key.stringValue {
            case "name": name = try c.decode(String.self, forKey: key)
            case "reference_device": referenceDevice = try c.decode(String.self, forKey: key)
            case "elements": elements = try c.decode([ElementRecord].self, forKey: key)
            case "presentation": presentation = try c.decode(PresentationRecord.self, forKey: key)
            case "container": container = try c.decode(ContainerRecord.self, forKey: key)
            case "description", "$schema": _ = try c.decode(String.self, forKey: key)
            default: unknown.append(key.stringValue)
            }
        }
    }
}

extension Design {
    /// Reads a design from UTF-8 JSON; every error names the element and field.
    public static func decode(json bytes: UnsafeBufferPointer<UInt8>) throws(SafeAreaError) -> Design {
        let document = JSONDocument.design
        try document.validate(bytes, maxBytes: DesignLimits.maxJSONBytes, maxDepth: DesignLimits.maxDepth)
        let record: DesignRecord
        do {
            record = try JSONDecoder().decode(DesignRecord.self, from: Data(buffer: bytes))
        } catch let error as DecodingError {
            throw document.invalid(error, in: bytes)
        } catch {
            throw .invalidDesign("the design is not valid JSON")
        }
        if let key = record.unknown.sorted().first {
            throw .invalidDesign(
                "\(key): unknown field (known fields: $schema, container, description, elements, name, presentation, reference_device)"
            )
        }
        let presentation = try record.presentation.map { (p) throws(SafeAreaError) in try convert(p) }
        let container = try record.container.map { (c) throws(SafeAreaError) in try convert(c) }
        guard let items = record.elements else { throw .invalidDesign("elements: required field is missing") }
        var seen = Set<String>()
        var count = 0
        var elements: [DesignElement] = []
        for (index, item) in items.enumerated() {
            elements.append(try convert(item, path: "elements[\(index)]", topLevel: true, seen: &seen, count: &count))
        }
        return Design(
            name: record.name ?? "design", referenceDevice: record.referenceDevice, elements: elements,
            presentation: presentation, container: container)
    }

    /// The design's containers (MODEL.md §4, §17), in the tree's words (`navigation_controller`,
    /// `tab_bar_controller`, with the fields Python's NavigationController, TabBarController and
    /// ViewController name) or the SwiftUI scene's (`navigation_stack`, `tab_view`); one of each at most.
    private static func convert(_ r: ContainerRecord) throws(SafeAreaError) -> DesignContainer {
        let kinds = "navigation_controller, navigation_stack, note, tab_bar_controller, tab_view"
        if let key = r.unknown.sorted().first {
            throw .invalidDesign("container.\(key): unknown container (known fields: \(kinds))")
        }
        guard !r.parts.isEmpty else {
            throw .invalidDesign(
                "container: names no container (give navigation_controller or navigation_stack, tab_bar_controller or tab_view)"
            )
        }
        var result = DesignContainer()
        var navigationKey: String?
        var tabKey: String?
        for (key, part) in r.parts.sorted(by: { $0.key < $1.key }) {
            let at = "container.\(key)"
            let known: [String]
            switch key {
            case "navigation_controller":
                known = ["navigation_bar_hidden", "note", "prefers_large_titles", "search_controller", "toolbar_items"]
            case "navigation_stack": known = ["note", "searchable", "title_display_mode", "toolbar_items"]
            default: known = ["bottom_accessory", "note"]
            }
            if !key.hasPrefix("tab"), part.fields.contains("bottom_accessory") {
                throw .invalidDesign(
                    "\(at).bottom_accessory: the bottom accessory is a tab bar controller's, a band above its tab bar; a "
                        + "navigation container shows no tab bar (give it to tab_bar_controller or tab_view)")
            }
            if let field = part.fields.sorted().first(where: { !known.contains($0) }) {
                throw .invalidDesign(
                    "\(at).\(field): unknown field (known fields: \(known.joined(separator: ", ")))")
            }
            if key.hasPrefix("tab") {
                if let other = tabKey {
                    throw .invalidDesign(
                        "\(at): the tab bar controller is already given as \(other); a tab bar inside a tab bar is not a "
                            + "container the engine lays out (a tab bar controller is its window's root container)")
                }
                tabKey = key
                result.tabBar = DesignContainer.TabBar(bottomAccessory: part.flags["bottom_accessory"] ?? false)
                continue
            }
            if let other = navigationKey {
                throw .invalidDesign(
                    "\(at): the navigation controller is already given as \(other); give one navigation container")
            }
            navigationKey = key
            var navigation = DesignContainer.Navigation()
            if let items = part.toolbarItems {
                guard items.isFinite, items == items.rounded(), (0...10_000).contains(items) else {
                    throw .invalidDesign(
                        "\(at).toolbar_items: \(formatNumber(items)) is not a count from 0 to 10,000 (0: no bottom toolbar)"
                    )
                }
                navigation.toolbarItems = Int(items)
            }
            if key == "navigation_controller" {
                navigation.prefersLargeTitles = part.flags["prefers_large_titles"] ?? false
                navigation.navigationBarHidden = part.flags["navigation_bar_hidden"] ?? false
                navigation.searchController = part.flags["search_controller"] ?? false
            } else {
                switch part.titleDisplayMode ?? "inline" {
                case "inline": break
                case "large": navigation.prefersLargeTitles = true
                case let mode: throw .invalidDesign("\(at).title_display_mode: '\(mode)' is not inline or large")
                }
                navigation.searchController = part.flags["searchable"] ?? false
            }
            result.navigation = navigation
        }
        return result
    }

    /// The design's presentation (MODEL.md §4, §18); a detent the engine would refuse on every device is an
    /// error of the design, naming the field.
    private static func convert(_ r: PresentationRecord) throws(SafeAreaError) -> DesignPresentation {
        if let key = r.unknown.sorted().first {
            throw .invalidDesign(
                "presentation.\(key): unknown field (known fields: detent, keeps_popover_in_compact, note, "
                    + "permitted_arrow_directions, preferred_content_size, source_bar_button, source_bar_button_index, source_rect, "
                    + "style)"
            )
        }
        let styles = [PresentationStyle.pageSheet, .formSheet, .automatic, .fullScreen, .overFullScreen, .popover]
        guard let name = r.style else { throw .invalidDesign("presentation.style: required field is missing") }
        guard let style = styles.first(where: { $0.name == name }) else {
            throw .invalidDesign(
                "presentation.style: '\(name)' is not one of \(styles.map(\.name).joined(separator: ", "))")
        }
        var result = DesignPresentation(style: style)
        switch r.detent {
        case nil: break
        case .name(let text):
            guard let detent = [DetentKind.large, .medium].first(where: { $0.name == text }) else {
                throw .invalidDesign(
                    "presentation.detent: '\(text)' is not large, medium or a height in points")
            }
            result.detent = detent
        case .height(let value):
            guard value.isFinite, value > 0, value <= DesignLimits.maxDetentHeight else {
                throw .invalidDesign(
                    "presentation.detent: a custom detent's height must be a finite number above 0 and at most "
                        + "\(formatNumber(DesignLimits.maxDetentHeight)) (at or above the sheet's maximum detent it is the large sheet), "
                        + "got \(formatNumber(value))"
                )
            }
            result.detent = .custom
            result.detentValue = value
        }
        if (style == .fullScreen || style == .overFullScreen) && result.detent != .large {
            throw .invalidDesign("presentation.detent: a \(style.name) presentation has no detents; give large or none")
        }
        try convertPopover(r, style: style, into: &result)
        return result
    }

    /// A popover's source rectangle and arrows (popover only: no other style has a popover presentation
    /// controller) and the preferred content size (not for a full-screen style, which fills the window).
    /// Numbers are lengths of the design (within ±100000, sizes not negative; a content size above 0).
    private static func convertPopover(
        _ r: PresentationRecord, style: PresentationStyle, into result: inout DesignPresentation
    ) throws(SafeAreaError) {
        let limit = DesignLimits.maxLength
        func numbers(_ values: [Double], _ field: String, _ form: String) throws(SafeAreaError) -> [Double] {
            guard values.count == form.split(separator: ",").count else {
                throw .invalidDesign("presentation.\(field): expected [\(form)] in points")
            }
            for (index, value) in values.enumerated() where !(value.isFinite && abs(value) <= limit) {
                throw .invalidDesign(
                    "presentation.\(field)[\(index)]: must be a finite number within ±\(formatNumber(limit))")
            }
            return values
        }
        let popoverFields: [(String, Bool)] = [
            ("source_rect", r.sourceRect != nil), ("source_bar_button", r.barButton != nil),
            ("source_bar_button_index", r.barButtonIndex != nil), ("permitted_arrow_directions", r.arrows != nil),
            ("keeps_popover_in_compact", r.keepsPopoverInCompact != nil),
        ]
        if style != .popover, let field = popoverFields.first(where: { $0.1 })?.0 {
            throw .invalidDesign(
                "presentation.\(field): only a popover has a source, arrows and an adaptation, not a \(style.name) presentation"
            )
        }
        try convertBarButton(r, into: &result)
        result.keepsPopoverInCompact = r.keepsPopoverInCompact ?? false
        if let values = r.sourceRect {
            let v = try numbers(values, "source_rect", "x, y, width, height")
            guard v[2] >= 0, v[3] >= 0 else {
                throw .invalidDesign("presentation.source_rect: width and height must not be negative")
            }
            result.sourceRect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        if case .names(let names) = r.arrows {
            var arrows: PopoverArrowDirections = []
            for name in names {
                let known: [(String, PopoverArrowDirections)] = [
                    ("any", .any), ("up", .up), ("down", .down), ("left", .left), ("right", .right),
                ]
                guard let direction = known.first(where: { $0.0 == name })?.1 else {
                    throw .invalidDesign(
                        "presentation.permitted_arrow_directions: '\(name)' is not any, up, down, left or right")
                }
                arrows.formUnion(direction)
            }
            guard !arrows.isEmpty else {
                throw .invalidDesign("presentation.permitted_arrow_directions: no direction is permitted (give any)")
            }
            result.permittedArrowDirections = arrows
        }
        if let values = r.preferredContentSize {
            guard style != .fullScreen && style != .overFullScreen else {
                throw .invalidDesign(
                    "presentation.preferred_content_size: a \(style.name) presentation fills the window; give none")
            }
            let v = try numbers(values, "preferred_content_size", "width, height")
            guard v[0] > 0, v[1] > 0 else {
                throw .invalidDesign("presentation.preferred_content_size: width and height must be above 0")
            }
            result.preferredContentSize = DesignPresentation.Size(width: v[0], height: v[1])
        }
    }

    /// A popover's bar button item (`source_bar_button`: navigation_leading, navigation_trailing or toolbar, and
    /// `source_bar_button_index` from the bar's edge, default 0), instead of a source rectangle.
    private static func convertBarButton(
        _ r: PresentationRecord, into result: inout DesignPresentation
    ) throws(SafeAreaError) {
        guard let name = r.barButton else {
            if r.barButtonIndex != nil {
                throw .invalidDesign(
                    "presentation.source_bar_button_index: give source_bar_button (the bar button item's placement) with it"
                )
            }
            return
        }
        let placements: [BarButtonPlacement] = [.navigationLeading, .navigationTrailing, .toolbar]
        guard let placement = placements.first(where: { $0.name == name }) else {
            throw .invalidDesign(
                "presentation.source_bar_button: '\(name)' is not one of \(placements.map(\.name).joined(separator: ", "))"
            )
        }
        if r.sourceRect != nil {
            throw .invalidDesign(
                "presentation.source_bar_button: a popover has one source; give source_rect or source_bar_button, not both"
            )
        }
        let index = r.barButtonIndex ?? 0
        guard index.isFinite, index == index.rounded(), (0...10_000).contains(index) else {
            throw .invalidDesign(
                "presentation.source_bar_button_index: \(formatNumber(index)) is not a count from 0 to 10,000 (0: the "
                    + "outermost item)")
        }
        result.sourceBarButton = DesignPresentation.BarButtonItem(placement, index: Int(index))
    }

    public static func decode(json text: String) throws(SafeAreaError) -> Design {
        try text.withUTF8Bytes { (bytes) throws(SafeAreaError) -> Design in try decode(json: bytes) }
    }

    private static func convert(
        _ r: ElementRecord, path: String, topLevel: Bool, seen: inout Set<String>,
        count: inout Int
    ) throws(SafeAreaError) -> DesignElement {
        count += 1
        guard count <= DesignLimits.maxElements else {
            throw .limitExceeded("a design holds at most \(DesignLimits.maxElements) elements")
        }
        guard let id = r.id else { throw .invalidDesign("\(path).id: required field is missing") }
        guard id.utf8.count <= ProfileLimits.maxStringBytes else {
            throw .limitExceeded("\(path).id: longer than \(ProfileLimits.maxStringBytes) bytes")
        }
        let at = "element '\(id)' (\(path))"
        func fail(_ field: String, _ message: String) -> SafeAreaError { .invalidDesign("\(at).\(field): \(message)") }
        if let key = r.unknown.sorted().first {
            throw fail(key, "unknown field (known fields: anchors, children, frame, height, id, note, role, width)")
        }
        guard !id.isEmpty else { throw .invalidDesign("\(path).id: must not be empty") }
        guard seen.insert(id).inserted else {
            throw fail("id", "'\(id)' is used by another element; ids must be unique")
        }
        let anchors = r.anchors?.mapValues {
            ElementFields.AnchorFields(to: $0.to, offset: $0.offset, unknown: $0.unknown)
        }
        var element = try Design.element(
            id: id, ElementFields(role: r.role, anchors: anchors, width: r.width, height: r.height, frame: r.frame),
            topLevel: topLevel, geometry: true, fail)
        for (index, child) in (r.children ?? []).enumerated() {
            element.children.append(
                try convert(child, path: "\(path).children[\(index)]", topLevel: false, seen: &seen, count: &count))
        }
        return element
    }

    /// An element's own fields as a design's element or an audited scene's view gives them (the view's `role`,
    /// `anchors`, `width` and `height`, MODEL.md §4), before its children.
    struct ElementFields {
        /// One anchor's fields: `to`, `offset` and any unknown keys.
        struct AnchorFields {
            var to: String?
            var offset: Double?
            var unknown: [String]
        }
        var role: String?
        var anchors: [String: AnchorFields]?
        var width: Double?
        var height: Double?
        var frame: [Double]?
    }

    /// The element `fields` describe, each error through `fail` naming the field; `geometry`: check that
    /// each axis is placed exactly (a scene's view may leave both to its frame or its parent's safe area).
    static func element(
        id: String, _ fields: ElementFields, topLevel: Bool, geometry: Bool,
        _ fail: (String, String) -> SafeAreaError
    ) throws(SafeAreaError) -> DesignElement {
        guard let roleName = fields.role else { throw fail("role", "required field is missing") }
        guard let role = DesignRole(rawValue: roleName) else {
            throw fail(
                "role", "'\(roleName)' is not one of \(DesignRole.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        func size(_ value: Double?, _ key: String) throws(SafeAreaError) -> Double? {
            guard let value else { return nil }
            guard value.isFinite, value >= 0, value <= DesignLimits.maxLength else {
                throw fail(key, "must be a finite number from 0 to \(formatNumber(DesignLimits.maxLength))")
            }
            return value
        }
        var element = DesignElement(
            id: id, role: role, top: nil, bottom: nil, left: nil, right: nil, centerX: nil, centerY: nil,
            width: try size(fields.width, "width"), height: try size(fields.height, "height"), frame: nil, children: [])
        if let numbers = fields.frame {
            guard numbers.count == 4 else { throw fail("frame", "expected [x, y, width, height]") }
            for (index, number) in numbers.enumerated()
            where !(number.isFinite && abs(number) <= DesignLimits.maxLength) {
                throw fail("frame[\(index)]", "must be a finite number within ±\(formatNumber(DesignLimits.maxLength))")
            }
            guard numbers[2] >= 0 && numbers[3] >= 0 else {
                throw fail("frame", "width and height must not be negative")
            }
            element.frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        if let anchors = fields.anchors {
            let edges = ["top", "bottom", "left", "right", "center_x", "center_y"]
            for key in anchors.keys.sorted() where !edges.contains(key) {
                throw fail("anchors.\(key)", "unknown anchor (use top, bottom, left, right, center_x, center_y)")
            }
            for key in edges {
                guard let a = anchors[key] else { continue }
                if let field = a.unknown.sorted().first {
                    throw fail("anchors.\(key).\(field)", "unknown field (use to, offset)")
                }
                guard let targetName = a.to else { throw fail("anchors.\(key).to", "required field is missing") }
                guard let target = AnchorTarget(rawValue: targetName) else {
                    throw fail(
                        "anchors.\(key).to",
                        "'\(targetName)' is not one of screen, safe_area, margins, parent, keyboard")
                }
                if target == .parent && topLevel {
                    throw fail("anchors.\(key).to", "a top-level element has no parent")
                }
                let offset = a.offset ?? 0
                guard offset.isFinite, abs(offset) <= DesignLimits.maxLength else {
                    throw fail(
                        "anchors.\(key).offset",
                        "must be a finite number within ±\(formatNumber(DesignLimits.maxLength))")
                }
                let anchor = Anchor(target: target, offset: offset)
                switch key {
                case "top": element.top = anchor
                case "bottom": element.bottom = anchor
                case "left": element.left = anchor
                case "right": element.right = anchor
                case "center_x": element.centerX = anchor
                default: element.centerY = anchor
                }
            }
        }
        if geometry { try validateGeometry(element, fail) }
        return element
    }

    /// Each axis needs exactly enough: two of (start, end, size), or centre + size; or a frame.
    static func validateGeometry(_ e: DesignElement, _ fail: (String, String) -> SafeAreaError)
        throws(SafeAreaError)
    {
        let hasAnchors =
            e.top != nil || e.bottom != nil || e.left != nil || e.right != nil || e.centerX != nil || e.centerY != nil
        if e.frame != nil {
            if hasAnchors || e.width != nil || e.height != nil {
                throw fail("frame", "a frame fixes the element; it cannot also have anchors, width or height")
            }
            return
        }
        func axis(
            _ start: Anchor?, _ end: Anchor?, _ center: Anchor?, _ size: Double?,
            _ names: (String, String, String, String)
        ) throws(SafeAreaError) {
            let given = [start != nil, end != nil, size != nil].filter { $0 }.count
            if center != nil {
                if start != nil || end != nil {
                    throw fail("anchors.\(names.2)", "conflicts with the \(names.0)/\(names.1) anchor")
                }
                if size == nil { throw fail(names.3, "required with a \(names.2) anchor") }
                return
            }
            if given == 3 {
                throw fail(names.3, "conflicts with the \(names.0) and \(names.1) anchors, which already fix it")
            }
            if given < 2 || (start == nil && end == nil) {
                throw fail(
                    "anchors",
                    "not enough to place the element on this axis: give two of \(names.0), \(names.1), \(names.3), or \(names.2) with "
                        + "\(names.3)"
                )
            }
        }
        try axis(e.left, e.right, e.centerX, e.width, ("left", "right", "center_x", "width"))
        try axis(e.top, e.bottom, e.centerY, e.height, ("top", "bottom", "center_y", "height"))
    }
}
