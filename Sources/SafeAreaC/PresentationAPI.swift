// Presentations (docs/MODEL.md §18): present, dismiss and read what a presentation resolved to.
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_presentation_style_string") @implementation
public func safearea_presentation_style_string(_ value: safearea_presentation_style) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_PRESENTATION_AUTOMATIC: return cString("automatic")
    case SAFEAREA_PRESENTATION_PAGE_SHEET: return cString("page_sheet")
    case SAFEAREA_PRESENTATION_FORM_SHEET: return cString("form_sheet")
    case SAFEAREA_PRESENTATION_FULL_SCREEN: return cString("full_screen")
    case SAFEAREA_PRESENTATION_OVER_FULL_SCREEN: return cString("over_full_screen")
    case SAFEAREA_PRESENTATION_POPOVER: return cString("popover")
    default: return nil
    }
}

@_cdecl("safearea_detent_kind_string") @implementation
public func safearea_detent_kind_string(_ value: safearea_detent_kind) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_DETENT_LARGE: return cString("large")
    case SAFEAREA_DETENT_MEDIUM: return cString("medium")
    case SAFEAREA_DETENT_CUSTOM: return cString("custom")
    default: return nil
    }
}

@_cdecl("safearea_arrow_direction_string") @implementation
public func safearea_arrow_direction_string(_ value: safearea_arrow_direction) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_ARROW_NONE: return cString("none")
    case SAFEAREA_ARROW_UP: return cString("up")
    case SAFEAREA_ARROW_DOWN: return cString("down")
    case SAFEAREA_ARROW_LEFT: return cString("left")
    case SAFEAREA_ARROW_RIGHT: return cString("right")
    case SAFEAREA_ARROW_ANY: return cString("any")
    default: return nil
    }
}

@_cdecl("safearea_bar_button_placement_string") @implementation
public func safearea_bar_button_placement_string(_ value: safearea_bar_button_placement) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_BAR_BUTTON_NONE: return cString("none")
    case SAFEAREA_BAR_BUTTON_NAVIGATION_LEADING: return cString("navigation_leading")
    case SAFEAREA_BAR_BUTTON_NAVIGATION_TRAILING: return cString("navigation_trailing")
    case SAFEAREA_BAR_BUTTON_TOOLBAR: return cString("toolbar")
    default: return nil
    }
}

/// The engine's bar button placement of a C value (nil: none).
func barButtonPlacementArgument(_ value: safearea_bar_button_placement) throws(SafeAreaError) -> BarButtonPlacement? {
    switch value {
    case SAFEAREA_BAR_BUTTON_NONE: return nil
    case SAFEAREA_BAR_BUTTON_NAVIGATION_LEADING: return .navigationLeading
    case SAFEAREA_BAR_BUTTON_NAVIGATION_TRAILING: return .navigationTrailing
    case SAFEAREA_BAR_BUTTON_TOOLBAR: return .toolbar
    default:
        throw .invalidArgument("options->source_bar_button: \(value.rawValue) is not a safearea_bar_button_placement")
    }
}

/// The engine's arrow set of a C mask (unknown bits are kept for the engine to refuse, naming the field).
func arrowDirections(_ mask: UInt32) -> PopoverArrowDirections { PopoverArrowDirections(rawValue: mask) }

func cArrowDirection(_ d: PopoverArrowDirections) -> safearea_arrow_direction {
    safearea_arrow_direction(rawValue: d.rawValue)
}

func presentationStyleArgument(_ value: safearea_presentation_style) throws(SafeAreaError) -> PresentationStyle {
    switch value {
    case SAFEAREA_PRESENTATION_AUTOMATIC: return .automatic
    case SAFEAREA_PRESENTATION_PAGE_SHEET: return .pageSheet
    case SAFEAREA_PRESENTATION_FORM_SHEET: return .formSheet
    case SAFEAREA_PRESENTATION_FULL_SCREEN: return .fullScreen
    case SAFEAREA_PRESENTATION_OVER_FULL_SCREEN: return .overFullScreen
    case SAFEAREA_PRESENTATION_POPOVER: return .popover
    default:
        throw .invalidArgument("options->style: \(value.rawValue) is not a safearea_presentation_style")
    }
}

func detentKindArgument(_ value: safearea_detent_kind) throws(SafeAreaError) -> DetentKind {
    switch value {
    case SAFEAREA_DETENT_LARGE: return .large
    case SAFEAREA_DETENT_MEDIUM: return .medium
    case SAFEAREA_DETENT_CUSTOM: return .custom
    default: throw .invalidArgument("options->detent: \(value.rawValue) is not a safearea_detent_kind")
    }
}

func cPresentationStyle(_ style: PresentationStyle) -> safearea_presentation_style {
    switch style {
    case .automatic: return SAFEAREA_PRESENTATION_AUTOMATIC
    case .pageSheet: return SAFEAREA_PRESENTATION_PAGE_SHEET
    case .formSheet: return SAFEAREA_PRESENTATION_FORM_SHEET
    case .fullScreen: return SAFEAREA_PRESENTATION_FULL_SCREEN
    case .overFullScreen: return SAFEAREA_PRESENTATION_OVER_FULL_SCREEN
    case .popover: return SAFEAREA_PRESENTATION_POPOVER
    }
}

func cDetentKind(_ kind: DetentKind) -> safearea_detent_kind {
    switch kind {
    case .large: return SAFEAREA_DETENT_LARGE
    case .medium: return SAFEAREA_DETENT_MEDIUM
    case .custom: return SAFEAREA_DETENT_CUSTOM
    }
}

/// safearea_presentation, its versions 1 and 2 still read (each as far as its fields go).
let presentationStruct = VersionedStruct(
    name: "safearea_presentation", current: UInt32(SAFEAREA_PRESENTATION_VERSION), older: [1, 2])

@_cdecl("safearea_presentation_init") @implementation
public func safearea_presentation_init(_ opts: UnsafeMutablePointer<safearea_presentation>?, _ version: UInt32)
    -> Int32
{
    report { () throws(SafeAreaError) in
        try presentationStruct.initialise(opts, version) { opts, version in
            let initial = safearea_internal_presentation_init()
            guard version < 3 else {
                opts.pointee = initial
                return
            }
            // An older struct ends at its own fields: write only those (its caller's struct ends there).
            let raw = UnsafeMutableRawPointer(opts)
            func store<T: BitwiseCopyable>(_ key: KeyPath<safearea_presentation, T>, _ value: T) {
                raw.storeBytes(
                    of: value, toByteOffset: MemoryLayout<safearea_presentation>.offset(of: key) ?? 0, as: T.self)
            }
            store(\.version, version)
            store(\.style, initial.style)
            store(\.detent, initial.detent)
            store(\.detent_height, initial.detent_height)
            guard version == 2 else { return }
            store(\.source_view, initial.source_view)
            store(\.has_source_rect, initial.has_source_rect)
            store(\.source_rect, initial.source_rect)
            store(\.permitted_arrow_directions, initial.permitted_arrow_directions)
            store(\.preferred_content_width, initial.preferred_content_width)
            store(\.preferred_content_height, initial.preferred_content_height)
            store(\.prefers_edge_attached_in_compact_height, initial.prefers_edge_attached_in_compact_height)
            store(
                \.width_follows_preferred_content_size_when_edge_attached,
                initial.width_follows_preferred_content_size_when_edge_attached)
            store(\.prefers_page_sizing, initial.prefers_page_sizing)
        }
    }
}

@_cdecl("safearea_controller_present") @implementation
public func safearea_controller_present(
    _ tree: OpaquePointer?, _ presenter: UInt64, _ controller: UInt64,
    _ options: UnsafePointer<safearea_presentation>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        let request = try presentOptionsArgument(options)
        try Handles.trees.box(tree).tree.present(node(controller), from: node(presenter), options: request)
    }
}

/// The options of safearea_controller_present and its transition (NULL: SAFEAREA_PRESENTATION_INIT):
/// version 1 structs are read for their first four fields only.
func presentOptionsArgument(_ options: UnsafePointer<safearea_presentation>?) throws(SafeAreaError)
    -> PresentationOptions
{
    var request = PresentationOptions()
    if let options {
        // Version 1 is the first four fields: read only those (its caller's struct ends there).
        let raw = UnsafeRawPointer(options)
        let version = try presentationStruct.version(raw.load(as: UInt32.self), "options->version")
        func field<T>(_ key: KeyPath<safearea_presentation, T>, _ type: T.Type) -> T {
            raw.load(fromByteOffset: MemoryLayout<safearea_presentation>.offset(of: key) ?? 0, as: T.self)
        }
        request.style = try presentationStyleArgument(field(\.style, safearea_presentation_style.self))
        request.detent = try detentKindArgument(field(\.detent, safearea_detent_kind.self))
        // A height given with another detent (any number but 0, NaN included) is refused by the
        // engine, naming detent_height, never dropped.
        let height = field(\.detent_height, Double.self)
        if request.detent == .custom || height != 0 { request.detentValue = height }
        if version >= 2 {
            // Field by field: a version-2 struct ends at prefers_page_sizing.
            let sourceView = field(\.source_view, safearea_node.self)
            let hasRect = field(\.has_source_rect, Int32.self) != 0
            let rect = field(\.source_rect, safearea_rect.self)
            if sourceView != 0 {
                request.source = .view(node(sourceView), hasRect ? swiftRect(rect) : nil)
            } else if hasRect {
                request.source = .rect(swiftRect(rect))
            }
            request.permittedArrowDirections = arrowDirections(field(\.permitted_arrow_directions, UInt32.self))
            let w = field(\.preferred_content_width, Double.self)
            let h = field(\.preferred_content_height, Double.self)
            if w != 0 || h != 0 { request.preferredContentSize = (w, h) }
            request.prefersEdgeAttachedInCompactHeight =
                field(\.prefers_edge_attached_in_compact_height, Int32.self) != 0
            request.widthFollowsPreferredContentSizeWhenEdgeAttached =
                field(\.width_follows_preferred_content_size_when_edge_attached, Int32.self) != 0
            request.prefersPageSizing = field(\.prefers_page_sizing, Int32.self) != 0
        }
        if version >= 3 {
            let index = field(\.source_bar_button_index, UInt32.self)
            if let placement = try barButtonPlacementArgument(
                field(\.source_bar_button, safearea_bar_button_placement.self))
            {
                guard request.source == nil else {
                    throw .invalidArgument(
                        "options->source_bar_button: a bar button item is given with a source view or rectangle; give one source"
                    )
                }
                request.source = .barButton(placement, index: Int(index))
            } else if index != 0 {
                throw .invalidArgument(
                    "options->source_bar_button_index: \(index) is given without a bar button item (source_bar_button NONE)"
                )
            }
            request.keepsPopoverInCompact = field(\.keeps_popover_in_compact, Int32.self) != 0
        }
    }
    return request
}

@_cdecl("safearea_controller_dismiss") @implementation
public func safearea_controller_dismiss(_ tree: OpaquePointer?, _ controller: UInt64) -> Int32 {
    report { () throws(SafeAreaError) in try Handles.trees.box(tree).tree.dismiss(node(controller)) }
}

@_cdecl("safearea_controller_presentation") @implementation
public func safearea_controller_presentation(
    _ out: UnsafeMutablePointer<safearea_presentation_result>?, _ tree: OpaquePointer?, _ controller: UInt64
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let box = try Handles.trees.box(tree)
        box.tree.layout()  // pending changes first, as every read (a status bar toggle moves a sheet)
        guard let r = try box.tree.presentation(of: node(controller)) else {
            throw .invalidArgument("controller: view controller is not presented")
        }
        out.pointee = safearea_presentation_result(
            style: cPresentationStyle(r.style), detent: cDetentKind(r.detent), detent_height: r.detentValue ?? 0,
            maximum_detent_height: r.maximumDetentValue ?? 0, frame: cRect(r.frame), layout_frame: cRect(r.layoutFrame),
            scale: r.scale, insets: cInsets(r.insets), provenance: cProvenanceKind(r.provenance.kind),
            arrow_direction: cArrowDirection(r.arrowDirection))
    }
}
