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

@_cdecl("safearea_controller_present") @implementation
public func safearea_controller_present(
    _ tree: OpaquePointer?, _ presenter: UInt64, _ controller: UInt64,
    _ options: UnsafePointer<safearea_presentation>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        let (style, detent, height) = try presentOptionsArgument(options)
        try Handles.trees.box(tree).tree.present(
            node(controller), from: node(presenter), style: style, detent: detent, detentValue: height)
    }
}

/// The options of safearea_controller_present (NULL: SAFEAREA_PRESENTATION_INIT), checked.
func presentOptionsArgument(_ options: UnsafePointer<safearea_presentation>?) throws(SafeAreaError) -> (
    PresentationStyle, DetentKind, Double?
) {
    var style = PresentationStyle.automatic
    var detent = DetentKind.large
    var height: Double? = nil
    if let o = options?.pointee {
        guard o.version == UInt32(SAFEAREA_PRESENT_OPTIONS_VERSION) else {
            throw .invalidArgument(
                "options->version: \(o.version) is not SAFEAREA_PRESENT_OPTIONS_VERSION (\(SAFEAREA_PRESENT_OPTIONS_VERSION)); initialise with SAFEAREA_PRESENTATION_INIT"
            )
        }
        style = try presentationStyleArgument(o.style)
        detent = try detentKindArgument(o.detent)
        if detent == .custom { height = o.detent_height }
    }
    return (style, detent, height)
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
        guard let r = try Handles.trees.box(tree).tree.presentation(of: node(controller)) else {
            throw .invalidArgument("controller: view controller is not presented")
        }
        out.pointee = safearea_presentation_result(
            style: cPresentationStyle(r.style), detent: cDetentKind(r.detent), detent_height: r.detentValue ?? 0,
            maximum_detent_height: r.maximumDetentValue ?? 0, frame: cRect(r.frame), layout_frame: cRect(r.layoutFrame),
            scale: r.scale, insets: cInsets(r.insets), provenance: cProvenanceKind(r.provenance.kind))
    }
}
