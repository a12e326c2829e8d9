// SwiftUI scenes as JSON documents (schemas/swiftui-scene.schema.json): read a
// scene, write its layout. Errors name the view and field.

extension SwiftUIScene {
    /// Reads a scene: {"device", "orientation", "os_version", "keyboard", "status_bar_hidden", "strict",
    /// "window", "views": [...]}; a view may be a container (`navigation_stack` or `tab_view`); `window`
    /// puts the scene in an iPad app window (MODEL.md §19).
    /// `keyboard` is the keyboard's overlap in points, or `true` for the catalog's
    /// keyboard height of the device, orientation and OS (an error naming what is
    /// missing when the catalog knows none), `false` for none.
    public static func decode(json bytes: UnsafeBufferPointer<UInt8>) throws(SafeAreaError) -> SwiftUIScene {
        let value = try parseJSON(
            bytes, document: .scene, maxBytes: DesignLimits.maxJSONBytes, maxDepth: DesignLimits.maxDepth)
        let reader = try FieldReader(value, path: "", document: .scene)
        try reader.rejectUnknown([
            "$schema", "device", "orientation", "os_version", "keyboard", "status_bar_hidden", "strict", "views",
            "window",
        ])
        let catalog = DeviceCatalog.builtin
        let device = catalog.all[try catalog.find(try reader.string("device"))]
        let orientationName = try reader.optionalString("orientation") ?? "portrait"
        guard let orientation = Orientation(name: orientationName) else {
            throw .invalidScene("orientation: '\(orientationName)' is not an orientation")
        }
        var version: OSVersion?
        if let text = try reader.optionalString("os_version") { version = try OSVersion.parse(text) }
        let request = try decodeWindow(reader.value("window"))
        let statusBarHidden = try reader.bool("status_bar_hidden", default: false)
        let keyboard: Double
        switch reader.value("keyboard") {
        case .bool(true)?:
            do {
                keyboard = try device.keyboard(orientation, version: version).height
            } catch {
                throw .invalidOSVersion("keyboard: true asks for the catalog's keyboard height, but \(error.message)")
            }
            if let request {
                // The catalog's keyboard rises from the screen's bottom: its overlap with a window that
                // reaches the bottom is its height; how iPadOS moves a window above it is unmeasured.
                let placed = try WindowEnvironment(
                    device: device, orientation: orientation, version: version, statusBarHidden: statusBarHidden,
                    window: request)
                guard placed.frame.maxY >= placed.screen.maxY else {
                    throw .unsupported(
                        "keyboard: true in a window whose bottom (\(formatNumber(placed.frame.maxY))) is above the "
                            + "screen's (\(formatNumber(placed.screen.maxY))): no source measured how the keyboard "
                            + "meets such a window; give its overlap with the window in points")
                }
            }
        case .bool(false)?: keyboard = 0
        default: keyboard = try reader.number("keyboard", min: 0, max: 100_000, default: 0)
        }
        var views: [View] = []
        var seen = Set<String>()
        var count = 0
        for (index, item) in (try reader.array("views", maxCount: DesignLimits.maxElements) ?? []).enumerated() {
            views.append(try decodeView(item, path: "views[\(index)]", seen: &seen, count: &count))
        }
        do {
            return try SwiftUIScene(
                device: device, orientation: orientation, version: version, keyboardOverlap: keyboard, views: views,
                statusBarHidden: statusBarHidden, strict: try reader.bool("strict", default: false), window: request)
        }
    }

    /// A scene document as an audit reads it (MODEL.md §4, "Scenes"): the device (the audit's reference
    /// device), the orientation and OS version it names (nil where absent: the audit's defaults) and its views,
    /// their containers and presentation checked as a layout checks them. The fields of one layout that an
    /// audit of every device cannot take are refused, naming the field: a keyboard (no keyboard audit of a
    /// scene is modelled), a hidden status bar, strict answers, an app window (the audit's windows say).
    static func decodeForAudit(json bytes: UnsafeBufferPointer<UInt8>) throws(SafeAreaError)
        -> (device: DeviceProfile, orientation: Orientation?, version: OSVersion?, views: [View])
    {
        let value = try parseJSON(
            bytes, document: .scene, maxBytes: DesignLimits.maxJSONBytes, maxDepth: DesignLimits.maxDepth)
        let reader = try FieldReader(value, path: "", document: .scene)
        try reader.rejectUnknown([
            "$schema", "device", "orientation", "os_version", "keyboard", "status_bar_hidden", "strict", "views",
            "window",
        ])
        let catalog = DeviceCatalog.builtin
        let device = catalog.all[try catalog.find(try reader.string("device"))]
        var orientation: Orientation?
        if let name = try reader.optionalString("orientation") {
            guard let named = Orientation(name: name) else {
                throw .invalidScene("orientation: '\(name)' is not an orientation")
            }
            orientation = named
        }
        var version: OSVersion?
        if let text = try reader.optionalString("os_version") { version = try OSVersion.parse(text) }
        switch reader.value("keyboard") {
        case nil, .bool(false)?: break
        case .number(0)?: break
        default:
            throw .invalidScene(
                "keyboard: a scene audit shows no keyboard (how SwiftUI content rides on it in every layout is not "
                    + "modelled); remove it, or audit a design with the keyboard option")
        }
        if try reader.bool("status_bar_hidden", default: false) {
            throw .invalidScene("status_bar_hidden: an audit lays every device out with its status bar shown")
        }
        if try reader.bool("strict", default: false) {
            throw .invalidScene(
                "strict: an audit skips what the engine refuses and reports every provenance; a strict scene is laid "
                    + "out, not audited")
        }
        if reader.value("window") != nil {
            throw .invalidScene(
                "window: an audit's app windows are its own option (--windows, windows=), not the scene's")
        }
        var views: [View] = []
        var seen = Set<String>()
        var count = 0
        for (index, item) in (try reader.array("views", maxCount: DesignLimits.maxElements) ?? []).enumerated() {
            views.append(try decodeView(item, path: "views[\(index)]", seen: &seen, count: &count))
        }
        try checkContainers(views)
        try checkPresentations(views)
        return (device, orientation, version, views)
    }

    /// The scene's `"window"` object (the app window it runs in, MODEL.md §19), named as the C and
    /// Python window API names them: `placement` (default `floating` with a frame, else `full`; read
    /// as `WindowPlacement.single(named:field:)` reads one window),
    /// `frame` [x, y, width, height] on the oriented screen, `controls`, `compatibility`.
    private static func decodeWindow(_ value: JSONValue?) throws(SafeAreaError) -> WindowRequest? {
        guard let value else { return nil }
        let r = try FieldReader(value, path: "window", document: .scene)
        try r.rejectUnknown(["placement", "frame", "controls", "compatibility"])
        func named<T: NamedCase>(_ key: String, _ type: T.Type) throws(SafeAreaError) -> T? {
            guard let text = try r.optionalString(key) else { return nil }
            guard let found = T(name: text) else {
                throw .invalidScene(
                    "\(r.name(key)): '\(text)' is not one of \(T.allCases.map(\.name).joined(separator: ", "))")
            }
            return found
        }
        var frame: Rect?
        if let frameValue = r.value("frame") {
            guard case .array(let items) = frameValue, items.count == 4 else {
                throw .invalidScene("window.frame: expected [x, y, width, height]")
            }
            var numbers: [Double] = []
            for (index, item) in items.enumerated() {
                numbers.append(
                    try checkNumber(item, "window.frame[\(index)]", min: -100_000, max: 100_000, document: .scene))
            }
            frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        // The placement of one window, as every layer reads it (`half` is the leading half).
        var placement: WindowPlacement = frame == nil ? .full : .floating
        if let text = try r.optionalString("placement") {
            do {
                placement = try WindowPlacement.single(named: text, field: r.name("placement"))
            } catch {
                throw .invalidScene(error.message)
            }
        }
        return WindowRequest(
            placement: placement,
            frame: frame, controls: try named("controls", WindowControlStyle.self) ?? .automatic,
            compatibility: try named("compatibility", WindowCompatibility.self) ?? WindowCompatibility.none)
    }

    public static func decode(json text: String) throws(SafeAreaError) -> SwiftUIScene {
        try text.withUTF8Bytes { (bytes) throws(SafeAreaError) -> SwiftUIScene in try decode(json: bytes) }
    }

    private static func edges(_ value: JSONValue?, _ field: String) throws(SafeAreaError) -> EdgeSet {
        guard let value else { return .all }
        func one(_ name: String) throws(SafeAreaError) -> EdgeSet {
            switch name {
            case "all": return .all
            case "top": return .top
            case "left", "leading": return .left
            case "bottom": return .bottom
            case "right", "trailing": return .right
            case "horizontal": return EdgeSet(rawValue: EdgeSet.left.rawValue | EdgeSet.right.rawValue)
            case "vertical": return EdgeSet(rawValue: EdgeSet.top.rawValue | EdgeSet.bottom.rawValue)
            default:
                throw .invalidScene(
                    "\(field): '\(name)' is not an edge (top, bottom, left, right, horizontal, vertical, all)")
            }
        }
        switch value {
        case .string(let name): return try one(name)
        case .array(let items):
            var set = EdgeSet(rawValue: 0)
            for item in items {
                guard case .string(let name) = item else { throw .invalidScene("\(field): expected edge names") }
                set.rawValue |= try one(name).rawValue
            }
            return set
        default: throw .invalidScene("\(field): expected an edge name or a list of them")
        }
    }

    private static func decodeView(_ value: JSONValue, path: String, seen: inout Set<String>, count: inout Int)
        throws(SafeAreaError) -> View
    {
        count += 1
        guard count <= DesignLimits.maxElements else {
            throw .limitExceeded("a scene holds at most \(DesignLimits.maxElements) views")
        }
        let reader = try FieldReader(value, path: path, document: .scene)
        let id = try reader.string("id")
        let at = "view '\(id)' (\(path))"
        let known = [
            "anchors", "children", "frame", "full_screen_cover", "height", "id", "modifiers", "navigation_stack",
            "popover", "role", "sheet", "tab_view", "width",
        ]
        for key in reader.fields.keys.sorted() where !known.contains(key) {
            throw .invalidScene("\(at).\(key): unknown field (known fields: \(known.joined(separator: ", ")))")
        }
        guard seen.insert(id).inserted else {
            throw .invalidScene("\(at).id: '\(id)' is used by another view; ids must be unique")
        }
        var view = View(id: id)
        view.container = try decodeContainer(reader, at: at)
        if let frameValue = reader.value("frame") {
            guard case .array(let items) = frameValue, items.count == 4 else {
                throw .invalidScene("\(at).frame: expected [x, y, width, height]")
            }
            var numbers: [Double] = []
            for (index, item) in items.enumerated() {
                numbers.append(
                    try checkNumber(
                        item, "\(at).frame[\(index)]", min: index < 2 ? -100_000 : 0, max: 100_000, document: .scene))
            }
            view.frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        view.element = try decodeElement(reader, id: id, at: at)
        for (index, item) in (try reader.array("modifiers", maxCount: 256) ?? []).enumerated() {
            let field = "\(at).modifiers[\(index)]"
            let m = try FieldReader(item, path: field, document: .scene)
            guard m.fields.count == 1, let (name, body) = m.fields.first else {
                throw .invalidScene(
                    "\(field): a modifier is an object with one key, such as {\"ignores_safe_area\": {}}")
            }
            let b = try FieldReader(body, path: "\(field).\(name)", document: .scene)
            switch name {
            case "ignores_safe_area":
                try b.rejectUnknown(["regions", "edges"])
                var regions = Set(Region.allCases)
                if let r = b.value("regions") {
                    let names: [JSONValue]
                    switch r {
                    case .string(let one):
                        names = one == "all" ? Region.allCases.map { .string($0.rawValue) } : [.string(one)]
                    case .array(let items): names = items
                    default:
                        throw .invalidScene("\(field).ignores_safe_area.regions: expected container, keyboard or all")
                    }
                    regions = []
                    for entry in names {
                        guard case .string(let text) = entry, let region = Region(rawValue: text) else {
                            throw .invalidScene("\(field).ignores_safe_area.regions: use container, keyboard or all")
                        }
                        regions.insert(region)
                    }
                }
                view.modifiers.append(
                    .ignoresSafeArea(
                        regions: regions, edges: try edges(b.value("edges"), "\(field).ignores_safe_area.edges")))
            case "safe_area_inset":
                try b.rejectUnknown(["edge", "size", "spacing"])
                let edgeName = try b.string("edge")
                guard let edge = ScreenEdge(name: edgeName) else {
                    throw .invalidScene(
                        "\(field).safe_area_inset.edge: '\(edgeName)' is not top, bottom, left or right")
                }
                view.modifiers.append(
                    .safeAreaInset(
                        edge: edge, size: try b.number("size", min: 0, max: 100_000),
                        spacing: try b.number("spacing", min: 0, max: 100_000, default: 0)))
            case "safe_area_padding":
                try b.rejectUnknown(["edges", "amount"])
                view.modifiers.append(
                    .safeAreaPadding(
                        edges: try edges(b.value("edges"), "\(field).safe_area_padding.edges"),
                        amount: try b.number("amount", min: -100_000, max: 100_000)))
            case "background":
                try b.rejectUnknown(["ignores_safe_area_edges"])
                view.modifiers.append(
                    .background(
                        ignoresSafeAreaEdges: try edges(
                            b.value("ignores_safe_area_edges"), "\(field).background.ignores_safe_area_edges")))
            case "content_margins":
                try b.rejectUnknown(["edges", "amount", "placement"])
                let placementName = try b.optionalString("placement") ?? "automatic"
                guard let placement = MarginPlacement(rawValue: placementName) else {
                    throw .invalidScene(
                        "\(field).content_margins.placement: '\(placementName)' is not automatic, scroll_content or scroll_indicators"
                    )
                }
                view.modifiers.append(
                    .contentMargins(
                        edges: try edges(b.value("edges"), "\(field).content_margins.edges"),
                        amount: try b.number("amount", min: -100_000, max: 100_000), placement: placement))
            default:
                throw .invalidScene(
                    "\(field): unknown modifier '\(name)' (ignores_safe_area, safe_area_inset, safe_area_padding, background, "
                        + "content_margins)"
                )
            }
        }
        for (index, child) in (try reader.array("children", maxCount: DesignLimits.maxElements) ?? []).enumerated() {
            view.children.append(try decodeView(child, path: "\(path).children[\(index)]", seen: &seen, count: &count))
        }
        view.presentation = try decodePresentation(reader, at: at, path: path, seen: &seen, count: &count)
        return view
    }

    /// A view's `role`, `anchors`, `width` and `height` (what an audit reads, MODEL.md §4), checked as a design's
    /// element is (errors name the view and field); nil when it gives none. Anchors place it instead of a
    /// frame; each axis then needs two of start, end and size, or a centre and a size.
    private static func decodeElement(_ reader: FieldReader, id: String, at: String) throws(SafeAreaError)
        -> DesignElement?
    {
        let keys = ["role", "anchors", "width", "height"]
        guard keys.contains(where: { reader.value($0) != nil }) else { return nil }
        var fields = Design.ElementFields(
            role: try reader.optionalString("role"),
            width: try reader.value("width").map { (v) throws(SafeAreaError) in
                try checkNumber(
                    v, "\(at).width", min: -.greatestFiniteMagnitude, max: .greatestFiniteMagnitude,
                    document: .scene)
            },
            height: try reader.value("height").map { (v) throws(SafeAreaError) in
                try checkNumber(
                    v, "\(at).height", min: -.greatestFiniteMagnitude, max: .greatestFiniteMagnitude,
                    document: .scene)
            })
        if let value = reader.value("anchors") {
            let anchors = try FieldReader(value, path: "\(at).anchors", document: .scene)
            var read: [String: Design.ElementFields.AnchorFields] = [:]
            for (key, body) in anchors.fields {
                let a = try FieldReader(body, path: anchors.name(key), document: .scene)
                let offset = try a.value("offset").map { (v) throws(SafeAreaError) in
                    try checkNumber(
                        v, a.name("offset"), min: -.greatestFiniteMagnitude, max: .greatestFiniteMagnitude,
                        document: .scene)
                }
                read[key] = Design.ElementFields.AnchorFields(
                    to: try a.optionalString("to"), offset: offset,
                    unknown: a.fields.keys.filter { $0 != "to" && $0 != "offset" })
            }
            fields.anchors = read
        }
        let placed = fields.anchors != nil || fields.width != nil || fields.height != nil
        if placed, reader.value("frame") != nil {
            throw .invalidScene("\(at).frame: a frame fixes the view; it cannot also have anchors, width or height")
        }
        return try Design.element(id: id, fields, topLevel: false, geometry: placed) { field, message in
            .invalidScene("\(at).\(field): \(message)")
        }
    }

    /// A view's `sheet`, `full_screen_cover` or `popover` object (at most one), or nil.
    private static func decodePresentation(
        _ reader: FieldReader, at: String, path: String, seen: inout Set<String>, count: inout Int
    ) throws(SafeAreaError) -> Presentation? {
        let present = PresentationKind.allCases.filter { reader.value($0.rawValue) != nil }
        guard let kind = present.first else { return nil }
        guard present.count == 1 else {
            throw .invalidScene(
                "\(at): a view shows one presentation, not \(present.map(\.rawValue).joined(separator: " and "))")
        }
        let r = try FieldReader(try reader.required(kind.rawValue), path: "\(at).\(kind.rawValue)", document: .scene)
        switch kind {
        case .sheet: try r.rejectUnknown(["content", "presentation_detents", "selected_detent", "presentation_sizing"])
        case .fullScreenCover: try r.rejectUnknown(["content"])
        case .popover:
            try r.rejectUnknown([
                "content", "presentation_detents", "selected_detent", "attachment_anchor", "arrow_edge", "content_size",
                "compact_adaptation", "toolbar_item",
            ])
        }
        func detent(_ value: JSONValue, _ field: String) throws(SafeAreaError) -> Detent {
            switch value {
            case .string("large"): return .large
            case .string("medium"): return .medium
            case .object(let fields) where fields.count == 1:
                let d = try FieldReader(value, path: field, document: .scene)
                let huge = Double.greatestFiniteMagnitude
                if d.value("fraction") != nil { return .fraction(try d.number("fraction", min: -huge, max: huge)) }
                if d.value("height") != nil { return .height(try d.number("height", min: -huge, max: huge)) }
            default: break
            }
            throw .invalidScene(
                "\(field): expected \"large\", \"medium\", {\"fraction\": x} or {\"height\": points}")
        }
        let contentValue = try r.required("content")
        let content = try decodeView(
            contentValue, path: "\(path).\(kind.rawValue).content", seen: &seen, count: &count)
        var p = Presentation(kind, content: content)
        if let items = try r.array("presentation_detents", maxCount: 256) {
            p.detents = []
            for (index, item) in items.enumerated() {
                p.detents.append(try detent(item, r.name("presentation_detents[\(index)]")))
            }
        }
        if let selected = r.value("selected_detent") {
            p.selectedDetent = try detent(selected, r.name("selected_detent"))
        }
        if let sizingName = try r.optionalString("presentation_sizing") {
            guard let sizing = Sizing(rawValue: sizingName) else {
                throw .invalidScene(
                    "\(r.name("presentation_sizing")): '\(sizingName)' is not automatic, page, form or fitted")
            }
            p.sizing = sizing
        }
        if let name = try r.optionalString("compact_adaptation") {
            guard let adaptation = CompactAdaptation(rawValue: name) else {
                let names = CompactAdaptation.allCases.map(\.rawValue).joined(separator: " or ")
                throw .invalidScene("\(r.name("compact_adaptation")): '\(name)' is not \(names)")
            }
            p.compactAdaptation = adaptation
        }
        if let name = try r.optionalString("toolbar_item") {
            guard let placement = ToolbarItemPlacement(rawValue: name) else {
                throw .invalidScene(
                    "\(r.name("toolbar_item")): '\(name)' is not one of "
                        + ToolbarItemPlacement.allCases.map(\.rawValue).joined(separator: ", "))
            }
            p.toolbarItem = placement
        }
        if let edgeName = try r.optionalString("arrow_edge") {
            let names: [String: ScreenEdge] = [
                "top": .top, "bottom": .bottom, "leading": .left, "trailing": .right, "left": .left, "right": .right,
            ]
            guard let edge = names[edgeName] else {
                throw .invalidScene("\(r.name("arrow_edge")): '\(edgeName)' is not top, bottom, leading or trailing")
            }
            p.arrowEdge = edge
        }
        if let anchorValue = r.value("attachment_anchor") {
            let field = r.name("attachment_anchor")
            guard case .array(let items) = anchorValue, items.count == 4 else {
                throw .invalidScene("\(field): expected [x, y, width, height] in the presenting view's coordinates")
            }
            var numbers: [Double] = []
            for (index, item) in items.enumerated() {
                numbers.append(
                    try checkNumber(
                        item, "\(field)[\(index)]", min: index < 2 ? -100_000 : 0, max: 100_000, document: .scene))
            }
            p.attachmentAnchor = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        if let sizeValue = r.value("content_size") {
            let field = r.name("content_size")
            guard case .array(let items) = sizeValue, items.count == 2 else {
                throw .invalidScene("\(field): expected [width, height] in points")
            }
            let width = try checkNumber(items[0], "\(field)[0]", min: 0, max: 100_000, document: .scene)
            let height = try checkNumber(items[1], "\(field)[1]", min: 0, max: 100_000, document: .scene)
            p.contentSize = Presentation.ContentSize(width: width, height: height)
        }
        return p
    }

    /// A view's `navigation_stack` or `tab_view` object (at most one), or nil.
    private static func decodeContainer(_ reader: FieldReader, at: String) throws(SafeAreaError) -> Container? {
        let stackValue = reader.value("navigation_stack")
        let tabsValue = reader.value("tab_view")
        if stackValue != nil && tabsValue != nil {
            throw .invalidScene("\(at): a view is a navigation_stack or a tab_view, not both")
        }
        func minimization(_ r: FieldReader) throws(SafeAreaError) -> BarMinimization {
            guard let text = try r.optionalString("bar_minimization") else { return .none }
            guard let value = BarMinimization(name: text) else {
                let names = BarMinimization.allCases.map(\.name).joined(separator: ", ")
                throw .invalidScene("\(r.name("bar_minimization")): '\(text)' is not one of \(names)")
            }
            return value
        }
        func count(_ r: FieldReader, _ key: String, max: Int) throws(SafeAreaError) -> Int {
            let number = try r.number(key, min: 0, max: Double(max), default: 0)
            guard number == number.rounded() else {
                throw .invalidScene("\(r.name(key)): \(formatNumber(number)) is not a whole number")
            }
            return Int(number)
        }
        if let stackValue {
            let r = try FieldReader(stackValue, path: "\(at).navigation_stack", document: .scene)
            if r.value("bottom_accessory") != nil {
                throw .invalidScene(
                    "\(r.name("bottom_accessory")): tabViewBottomAccessory is a TabView's, a band above its tab bar; a "
                        + "NavigationStack shows no tab bar (give it to the tab_view holding the stack)")
            }
            try r.rejectUnknown(["title_display_mode", "toolbar_items", "searchable", "bar_minimization"])
            let modeName = try r.optionalString("title_display_mode") ?? "inline"
            guard let mode = NavigationStack.TitleDisplayMode(rawValue: modeName) else {
                throw .invalidScene("\(r.name("title_display_mode")): '\(modeName)' is not inline or large")
            }
            return .navigationStack(
                NavigationStack(
                    titleDisplayMode: mode, bottomToolbarItems: try count(r, "toolbar_items", max: maxToolbarItems),
                    searchable: try r.bool("searchable", default: false), barMinimization: try minimization(r)))
        }
        if let tabsValue {
            let r = try FieldReader(tabsValue, path: "\(at).tab_view", document: .scene)
            try r.rejectUnknown(["selected", "bottom_accessory", "bar_minimization"])
            return .tabView(
                TabView(
                    selected: try count(r, "selected", max: DesignLimits.maxElements),
                    bottomAccessory: try r.bool("bottom_accessory", default: false),
                    barMinimization: try minimization(r)))
        }
        return nil
    }

    /// The layout as JSON.
    public func layoutJSON() throws(SafeAreaError) -> String {
        let results = try layout()
        var w = JSONWriter()
        w.raw("{\"device\": ")
        w.string(device.name)
        w.raw(", \"orientation\": ")
        w.string(orientation.name)
        w.raw(", \"os_version\": ")
        w.string(try device.resolvedVersion(version).description)
        w.raw(", \"keyboard\": ")
        w.number(keyboardOverlap)
        if let placed = window.placement {
            // The app window: its frame on the screen, insets, the controls as resolved and their rectangle
            // in the window (the coordinates every frame below is in).
            w.raw(", \"window\": {\"placement\": ")
            w.string(placed.request.placement.name)
            w.raw(", \"frame\": ")
            w.numbers([placed.frame.x, placed.frame.y, placed.frame.width, placed.frame.height])
            w.raw(", \"insets\": ")
            w.numbers([window.insets.top, window.insets.left, window.insets.bottom, window.insets.right])
            w.raw(", \"controls\": ")
            w.string(placed.controls.name)
            if let region = placed.controlsRegion {
                w.raw(", \"controls_frame\": ")
                w.numbers([region.frame.x, region.frame.y, region.frame.width, region.frame.height])
            }
            w.raw(", \"compatibility\": ")
            w.string(placed.request.compatibility.name)
            w.raw(", \"provenance\": ")
            w.string(window.provenance.kind.name)
            w.raw("}")
        }
        w.raw(", \"views\": [")
        func rect(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height] }
        for (index, r) in results.enumerated() {
            w.raw(index > 0 ? ",\n  {" : "\n  {")
            w.raw("\"id\": ")
            w.string(r.id)
            w.raw(", \"frame\": ")
            w.numbers(rect(r.frame))
            func insets(_ i: SafeAreaInsets) -> [Double] { [i.top, i.left, i.bottom, i.right] }
            // "safe_area_insets" is kept for readers of earlier layouts: the covered insets.
            w.raw(", \"safe_area_insets\": ")
            w.numbers(insets(r.safeAreaInsets))
            w.raw(", \"covered_insets\": ")
            w.numbers(insets(r.safeAreaInsets))
            w.raw(", \"proxy_safe_area_insets\": ")
            w.numbers(insets(r.proxySafeAreaInsets))
            if let c = r.containerCornerInsets {
                // top-leading, top-trailing, bottom-leading, bottom-trailing (left to right), each width, height.
                w.raw(", \"container_corner_insets\": ")
                w.numbers([
                    c.topLeft.width, c.topLeft.height, c.topRight.width, c.topRight.height, c.bottomLeft.width,
                    c.bottomLeft.height, c.bottomRight.width, c.bottomRight.height,
                ])
            }
            if let b = r.backgroundFrame {
                w.raw(", \"background_frame\": ")
                w.numbers(rect(b))
            }
            if !r.insetFrames.isEmpty {
                w.raw(", \"inset_frames\": [")
                for (k, f) in r.insetFrames.enumerated() {
                    if k > 0 { w.raw(", ") }
                    w.numbers(rect(f))
                }
                w.raw("]")
            }
            if let c = r.contentFrame {
                w.raw(", \"content_frame\": ")
                w.numbers(rect(c))
            }
            if let i = r.indicatorInsets {
                w.raw(", \"indicator_insets\": ")
                w.numbers(insets(i))
            }
            if let c = r.containerInsets {
                w.raw(", \"container_insets\": ")
                w.numbers(insets(c))
                w.raw(", \"bars\": [")
                for (k, bar) in r.bars.enumerated() {
                    w.raw(k > 0 ? ", {\"bar\": " : "{\"bar\": ")
                    w.string(bar.kind.name)
                    w.raw(", \"edge\": ")
                    w.string(bar.edge.name)
                    w.raw(", \"height\": ")
                    if let height = bar.height { w.number(height) } else { w.raw("null") }
                    w.raw(", \"amount\": ")
                    w.number(bar.amount)
                    w.raw(", \"provenance\": ")
                    w.string(bar.provenance.kind.name)
                    w.raw(", \"source\": ")
                    w.string(bar.provenance.source)
                    if !bar.provenance.basis.isEmpty {
                        w.raw(", \"basis\": ")
                        w.string(bar.provenance.basis)
                    }
                    w.raw("}")
                }
                w.raw("]")
            }
            if let p = r.presentation { SwiftUIScene.write(p, &w) }
            w.raw("}")
        }
        w.raw(results.isEmpty ? "]}\n" : "\n]}\n")
        return w.text
    }
}

extension SwiftUIScene {
    /// A presented content root's `"presentation"` object: what was shown, what the window resolved
    /// it to and where the numbers come from.
    fileprivate static func write(_ p: PresentationReading, _ w: inout JSONWriter) {
        let r = p.resolved
        func rect(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height] }
        w.raw(", \"presentation\": {\"kind\": ")
        w.string(p.kind.rawValue)
        w.raw(", \"presenter\": ")
        w.string(p.presenter)
        if let sizing = p.sizing {
            w.raw(", \"sizing\": ")
            w.string(sizing.rawValue)
        }
        if let detent = p.detent {
            w.raw(", \"detent\": ")
            w.string(detent.name)
        }
        w.raw(", \"style\": ")
        w.string(r.style.name)
        w.raw(", \"adapted\": ")
        w.raw(p.adapted ? "true" : "false")
        w.raw(", \"uikit_detent\": ")
        w.string(r.detent.name)
        if let value = r.detentValue {
            w.raw(", \"detent_value\": ")
            w.number(value)
        }
        if let maximum = r.maximumDetentValue {
            w.raw(", \"maximum_detent_value\": ")
            w.number(maximum)
        }
        w.raw(", \"frame\": ")
        w.numbers(rect(r.frame))
        w.raw(", \"layout_frame\": ")
        w.numbers(rect(r.layoutFrame))
        w.raw(", \"scale\": ")
        w.number(r.scale)
        w.raw(", \"insets\": ")
        w.numbers([r.insets.top, r.insets.left, r.insets.bottom, r.insets.right])
        if let anchor = p.anchor {
            w.raw(", \"anchor\": ")
            w.numbers(rect(anchor))
        }
        if let item = p.toolbarItem {
            w.raw(", \"toolbar_item\": ")
            w.string(item.rawValue)
        }
        if p.compactAdaptation != .automatic {
            w.raw(", \"compact_adaptation\": ")
            w.string(p.compactAdaptation.rawValue)
        }
        if let edge = p.arrowEdge {
            w.raw(", \"arrow_edge\": ")
            w.string(edge == .left ? "leading" : edge == .right ? "trailing" : edge.name)
        }
        if p.kind == .popover {
            w.raw(", \"arrow_direction\": ")
            w.string(r.arrowDirection.name)
        }
        w.raw(", \"provenance\": ")
        w.string(p.provenance.kind.name)
        w.raw(", \"source\": ")
        w.string(p.provenance.source)
        if !p.provenance.basis.isEmpty {
            w.raw(", \"basis\": ")
            w.string(p.provenance.basis)
        }
        w.raw("}")
    }
}
