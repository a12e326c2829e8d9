// App windows on iPadOS 26 and 27 (docs/MODEL.md §19): place a tree's window, read what it
// resolved to and its window-level reserved regions.
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_window_placement_string") @implementation
public func safearea_window_placement_string(_ value: safearea_window_placement) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_WINDOW_PLACEMENT_FULL: return cString("full")
    case SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING: return cString("half_leading")
    case SAFEAREA_WINDOW_PLACEMENT_HALF_TRAILING: return cString("half_trailing")
    case SAFEAREA_WINDOW_PLACEMENT_THIRD_LEADING: return cString("third_leading")
    case SAFEAREA_WINDOW_PLACEMENT_THIRD_TRAILING: return cString("third_trailing")
    case SAFEAREA_WINDOW_PLACEMENT_TWO_THIRDS_LEADING: return cString("two_thirds_leading")
    case SAFEAREA_WINDOW_PLACEMENT_TWO_THIRDS_TRAILING: return cString("two_thirds_trailing")
    case SAFEAREA_WINDOW_PLACEMENT_SLIDE_OVER: return cString("slide_over")
    case SAFEAREA_WINDOW_PLACEMENT_FLOATING: return cString("floating")
    default: return nil
    }
}

@_cdecl("safearea_window_controls_string") @implementation
public func safearea_window_controls_string(_ value: safearea_window_controls) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_WINDOW_CONTROLS_AUTOMATIC: return cString("automatic")
    case SAFEAREA_WINDOW_CONTROLS_UNIFIED: return cString("unified")
    case SAFEAREA_WINDOW_CONTROLS_MINIMAL: return cString("minimal")
    default: return nil
    }
}

@_cdecl("safearea_window_compatibility_string") @implementation
public func safearea_window_compatibility_string(_ value: safearea_window_compatibility) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_WINDOW_COMPATIBILITY_NONE: return cString("none")
    case SAFEAREA_WINDOW_COMPATIBILITY_IPHONE: return cString("iphone")
    case SAFEAREA_WINDOW_COMPATIBILITY_REQUIRES_FULL_SCREEN: return cString("requires_full_screen")
    default: return nil
    }
}

@_cdecl("safearea_window_placement_from_string") @implementation
public func safearea_window_placement_from_string(
    _ out: UnsafeMutablePointer<safearea_window_placement>?, _ name: UnsafePointer<CChar>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        guard let name else { throw .nullArgument("name is NULL") }
        out.pointee = cWindowPlacement(
            try WindowPlacement.single(named: try readCString(name, argument: "name"), field: "placement"))
    }
}

func windowPlacementArgument(_ value: safearea_window_placement) throws(SafeAreaError) -> WindowPlacement {
    switch value {
    case SAFEAREA_WINDOW_PLACEMENT_FULL: return .full
    case SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING: return .halfLeading
    case SAFEAREA_WINDOW_PLACEMENT_HALF_TRAILING: return .halfTrailing
    case SAFEAREA_WINDOW_PLACEMENT_THIRD_LEADING: return .thirdLeading
    case SAFEAREA_WINDOW_PLACEMENT_THIRD_TRAILING: return .thirdTrailing
    case SAFEAREA_WINDOW_PLACEMENT_TWO_THIRDS_LEADING: return .twoThirdsLeading
    case SAFEAREA_WINDOW_PLACEMENT_TWO_THIRDS_TRAILING: return .twoThirdsTrailing
    case SAFEAREA_WINDOW_PLACEMENT_SLIDE_OVER: return .slideOver
    case SAFEAREA_WINDOW_PLACEMENT_FLOATING: return .floating
    default: throw .invalidArgument("window->placement: \(value.rawValue) is not a safearea_window_placement")
    }
}

func windowControlsArgument(_ value: safearea_window_controls, name: String = "window->controls") throws(SafeAreaError)
    -> WindowControlStyle
{
    switch value {
    case SAFEAREA_WINDOW_CONTROLS_AUTOMATIC: return .automatic
    case SAFEAREA_WINDOW_CONTROLS_UNIFIED: return .unified
    case SAFEAREA_WINDOW_CONTROLS_MINIMAL: return .minimal
    default: throw .invalidArgument("\(name): \(value.rawValue) is not a safearea_window_controls")
    }
}

func windowCompatibilityArgument(_ value: safearea_window_compatibility) throws(SafeAreaError) -> WindowCompatibility {
    switch value {
    case SAFEAREA_WINDOW_COMPATIBILITY_NONE: return .none
    case SAFEAREA_WINDOW_COMPATIBILITY_IPHONE: return .iphone
    case SAFEAREA_WINDOW_COMPATIBILITY_REQUIRES_FULL_SCREEN: return .requiresFullScreen
    default:
        throw .invalidArgument("window->compatibility: \(value.rawValue) is not a safearea_window_compatibility")
    }
}

func cWindowPlacement(_ value: WindowPlacement) -> safearea_window_placement {
    switch value {
    case .full: return SAFEAREA_WINDOW_PLACEMENT_FULL
    case .halfLeading: return SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING
    case .halfTrailing: return SAFEAREA_WINDOW_PLACEMENT_HALF_TRAILING
    case .thirdLeading: return SAFEAREA_WINDOW_PLACEMENT_THIRD_LEADING
    case .thirdTrailing: return SAFEAREA_WINDOW_PLACEMENT_THIRD_TRAILING
    case .twoThirdsLeading: return SAFEAREA_WINDOW_PLACEMENT_TWO_THIRDS_LEADING
    case .twoThirdsTrailing: return SAFEAREA_WINDOW_PLACEMENT_TWO_THIRDS_TRAILING
    case .slideOver: return SAFEAREA_WINDOW_PLACEMENT_SLIDE_OVER
    case .floating: return SAFEAREA_WINDOW_PLACEMENT_FLOATING
    }
}

func cWindowControls(_ value: WindowControlStyle) -> safearea_window_controls {
    switch value {
    case .automatic: return SAFEAREA_WINDOW_CONTROLS_AUTOMATIC
    case .unified: return SAFEAREA_WINDOW_CONTROLS_UNIFIED
    case .minimal: return SAFEAREA_WINDOW_CONTROLS_MINIMAL
    }
}

func cWindowCompatibility(_ value: WindowCompatibility) -> safearea_window_compatibility {
    switch value {
    case .none: return SAFEAREA_WINDOW_COMPATIBILITY_NONE
    case .iphone: return SAFEAREA_WINDOW_COMPATIBILITY_IPHONE
    case .requiresFullScreen: return SAFEAREA_WINDOW_COMPATIBILITY_REQUIRES_FULL_SCREEN
    }
}

/// The C provenance of `p`, its strings kept by `box`.
func cProvenance(_ p: Provenance, in box: TreeBox) -> safearea_provenance {
    safearea_provenance(kind: cProvenanceKind(p.kind), source: box.cText(p.source), basis: box.cText(p.basis))
}

/// The strict refusal of a derived window answer.
func strictWindowRefusal(_ what: String, _ p: Provenance) -> SafeAreaError {
    .invalidOSVersion("strict: the window's \(what) is derived, not measured or documented: \(p.basis)")
}

@_cdecl("safearea_tree_set_window") @implementation
public func safearea_tree_set_window(_ tree: OpaquePointer?, _ window: UnsafePointer<safearea_window>?) -> Int32 {
    report { () throws(SafeAreaError) in
        let box = try Handles.trees.box(tree)
        guard let w = window?.pointee else {
            try box.tree.setWindow(nil)
            return
        }
        try box.tree.setWindow(try windowRequestArgument(w))
    }
}

/// safearea_window.
let windowStruct = VersionedStruct(name: "safearea_window", current: UInt32(SAFEAREA_WINDOW_VERSION))

@_cdecl("safearea_window_init") @implementation
public func safearea_window_init(_ opts: UnsafeMutablePointer<safearea_window>?, _ version: UInt32) -> Int32 {
    report { () throws(SafeAreaError) in
        try windowStruct.initialise(opts, version) { opts, _ in opts.pointee = safearea_internal_window_init() }
    }
}

/// The window request a caller's safearea_window asks for (its version checked, every enum in range).
func windowRequestArgument(_ w: safearea_window) throws(SafeAreaError) -> WindowRequest {
    _ = try windowStruct.version(w.version, "window->version")
    let placement = try windowPlacementArgument(w.placement)
    // A frame is given when any of its numbers is not 0 (NaN included): with a placement other
    // than floating the engine refuses it (INVALID_ARGUMENT naming the frame), not dropped here.
    let f = w.frame
    let given = placement == .floating || !(f.x == 0 && f.y == 0 && f.width == 0 && f.height == 0)
    return WindowRequest(
        placement: placement,
        frame: given ? Rect(x: f.x, y: f.y, width: f.width, height: f.height) : nil,
        controls: try windowControlsArgument(w.controls),
        compatibility: try windowCompatibilityArgument(w.compatibility))
}

@_cdecl("safearea_tree_window") @implementation
public func safearea_tree_window(_ out: UnsafeMutablePointer<safearea_window_info>?, _ tree: OpaquePointer?) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let box = try Handles.trees.box(tree)
        box.tree.layout()
        let env = box.tree.window
        if box.tree.strict && env.provenance.kind == .derived {
            throw strictWindowRefusal("frame or insets", env.provenance)
        }
        let placement = env.placement
        let controls = placement?.controlsRegion
        out.pointee = safearea_window_info(
            windowed: placement == nil ? 0 : 1,
            placement: cWindowPlacement(placement?.request.placement ?? .full),
            controls: cWindowControls(placement?.controls ?? .automatic),
            compatibility: cWindowCompatibility(placement?.request.compatibility ?? .none),
            screen: cRect(env.screen), frame: cRect(env.frame), insets: cInsets(env.insets),
            insets_with_status_bar: cInsets(env.insetsWithStatusBar),
            controls_rect: cRect(controls?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)),
            horizontal_size_class: Int32(env.horizontalSizeClass.rawValue),
            corner_adaptation: placement?.cornerAdaptation ?? 0,
            mid_window_edge_minimum_margin: placement?.midWindowEdgeMinimumMargin ?? 0,
            provenance: cProvenance(env.provenance, in: box),
            // Without controls (an empty rectangle) the window's own: its placement decides there are none.
            controls_provenance: cProvenance(controls?.provenance ?? env.provenance, in: box))
    }
}

@_cdecl("safearea_tree_window_safe_area") @implementation
public func safearea_tree_window_safe_area(
    _ out: UnsafeMutablePointer<safearea_insets>?, _ provenance: UnsafeMutablePointer<safearea_provenance>?,
    _ tree: OpaquePointer?
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let box = try Handles.trees.box(tree)
        box.tree.layout()
        let answer = try box.tree.windowSafeArea()
        out.pointee = cInsets(answer.insets)
        provenance?.pointee = cProvenance(answer.provenance, in: box)
    }
}

@_cdecl("safearea_tree_window_reserved_regions") @implementation
public func safearea_tree_window_reserved_regions(
    _ out: UnsafeMutablePointer<safearea_reserved_region>?, _ capacity: Int, _ count: UnsafeMutablePointer<Int>?,
    _ tree: OpaquePointer?, _ flags: UInt32
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try ArrayOutput(out, capacity, count)
        let box = try Handles.trees.box(tree)
        guard flags & ~SAFEAREA_STRICT == 0 else {
            throw .invalidArgument(
                "flags 0x\(String(flags, radix: 16)): window reserved regions take only SAFEAREA_STRICT")
        }
        box.tree.layout()  // pending changes first, as safearea_tree_window
        let regions = box.tree.window.placement?.controlsRegion.map { [$0] } ?? []
        // Strict by the flag or by the tree (a strict tree refuses every derived window answer).
        if flags & SAFEAREA_STRICT != 0 || box.tree.strict,
            let derived = regions.first(where: { $0.provenance.kind == .derived })
        {
            throw strictWindowRefusal("\(derived.name) region", derived.provenance)
        }
        try output.write(regions, tooSmall: "window reserved regions do not fit in") { r in
            safearea_reserved_region(
                kind: cReservedKind(r.kind), shape: cShape(r.shape), name: box.cText(r.name), frame: cRect(r.frame),
                margins: cInsets(r.margins), active: r.isActive ? 1 : 0, provenance: cProvenance(r.provenance, in: box))
        }
    }
}
