// The tree part of include/safearea.h: converts, validates, calls the engine.
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_tree_new") @implementation
public func safearea_tree_new(
    _ out: UnsafeMutablePointer<OpaquePointer?>?, _ device: OpaquePointer?, _ orientation: safearea_orientation,
    _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let known =
            SAFEAREA_STATUS_BAR_HIDDEN | SAFEAREA_TREE_CONTINUOUS | SAFEAREA_TREE_RIGHT_TO_LEFT | SAFEAREA_STRICT
        guard flags & ~known == 0 else {
            throw .invalidArgument("flags 0x\(String(flags, radix: 16)) has bits this library does not know")
        }
        let profile = try Handles.entry(device).profile
        let tree = try SafeAreaTree(
            device: profile, orientation: try orientationArgument(orientation),
            osVersion: try versionArgument(osVersion),
            statusBarHidden: flags & SAFEAREA_STATUS_BAR_HIDDEN != 0,
            policy: flags & SAFEAREA_TREE_CONTINUOUS != 0 ? .continuous : .freeze)
        let box = TreeBox(tree)
        if flags & SAFEAREA_TREE_RIGHT_TO_LEFT != 0 { box.tree.setRightToLeft(true) }
        if flags & SAFEAREA_STRICT != 0 { box.tree.setStrict(true) }
        out.pointee = Handles.trees.insert(box)
    }
}

@_cdecl("safearea_tree_free") @implementation
public func safearea_tree_free(_ tree: OpaquePointer?) {
    guard let tree else { return }
    if !Handles.trees.remove(tree) {
        _ = fail(.unknownHandle("safearea_tree_free: tree is not a live safearea_tree"))
    }
}

@_cdecl("safearea_view_new") @implementation
public func safearea_view_new(
    _ out: UnsafeMutablePointer<UInt64>?, _ tree: OpaquePointer?, _ kind: safearea_view_kind, _ frame: safearea_rect
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let box = try Handles.trees.box(tree)
        out.pointee = try box.tree.makeView(frame: swiftRect(frame), isScroll: try viewKindArgument(kind)).rawValue
    }
}

@_cdecl("safearea_view_add_subview") @implementation
public func safearea_view_add_subview(_ tree: OpaquePointer?, _ parent: UInt64, _ child: UInt64) -> Int32 {
    report { () throws(SafeAreaError) in try Handles.trees.box(tree).tree.addSubview(node(child), to: node(parent)) }
}

@_cdecl("safearea_view_insert_subview") @implementation
public func safearea_view_insert_subview(_ tree: OpaquePointer?, _ parent: UInt64, _ child: UInt64, _ index: Int)
    -> Int32
{
    report { () throws(SafeAreaError) in
        try Handles.trees.box(tree).tree.addSubview(node(child), to: node(parent), at: index < 0 ? nil : index)
    }
}

@_cdecl("safearea_view_remove_from_superview") @implementation
public func safearea_view_remove_from_superview(_ tree: OpaquePointer?, _ view: UInt64) -> Int32 {
    report { () throws(SafeAreaError) in try Handles.trees.box(tree).tree.removeFromSuperview(node(view)) }
}

@_cdecl("safearea_view_superview") @implementation
public func safearea_view_superview(_ out: UnsafeMutablePointer<UInt64>?, _ tree: OpaquePointer?, _ view: UInt64)
    -> Int32
{
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        out.pointee = try Handles.trees.box(tree).tree.superview(node(view))?.rawValue ?? 0
    }
}

@_cdecl("safearea_view_subviews") @implementation
public func safearea_view_subviews(
    _ out: UnsafeMutablePointer<UInt64>?, _ capacity: Int, _ count: UnsafeMutablePointer<Int>?,
    _ tree: OpaquePointer?, _ view: UInt64
) -> Int32 {
    report { () throws(SafeAreaError) in
        let subviews = try Handles.trees.box(tree).tree.subviews(node(view))
        try ArrayOutput(out, capacity, count).write(subviews, tooSmall: "subviews do not fit in", \.rawValue)
    }
}

@_cdecl("safearea_view_controller") @implementation
public func safearea_view_controller(_ out: UnsafeMutablePointer<UInt64>?, _ tree: OpaquePointer?, _ view: UInt64)
    -> Int32
{
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        out.pointee = try Handles.trees.box(tree).tree.viewController(node(view))?.rawValue ?? 0
    }
}

@_cdecl("safearea_controller_new") @implementation
public func safearea_controller_new(
    _ out: UnsafeMutablePointer<UInt64>?, _ tree: OpaquePointer?, _ kind: safearea_controller_kind,
    _ rootView: UInt64
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let box = try Handles.trees.box(tree)
        out.pointee = try box.tree.makeController(kind: try controllerKindArgument(kind), view: optionalNode(rootView))
            .rawValue
    }
}

@_cdecl("safearea_controller_view") @implementation
public func safearea_controller_view(_ out: UnsafeMutablePointer<UInt64>?, _ tree: OpaquePointer?, _ controller: UInt64)
    -> Int32
{
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        out.pointee = try Handles.trees.box(tree).tree.controllerView(node(controller)).rawValue
    }
}

@_cdecl("safearea_tree_set_root") @implementation
public func safearea_tree_set_root(_ tree: OpaquePointer?, _ controller: UInt64) -> Int32 {
    report { () throws(SafeAreaError) in try Handles.trees.box(tree).tree.setRoot(optionalNode(controller)) }
}

@_cdecl("safearea_tree_root") @implementation
public func safearea_tree_root(_ out: UnsafeMutablePointer<UInt64>?, _ tree: OpaquePointer?) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        out.pointee = try Handles.trees.box(tree).tree.rootController?.rawValue ?? 0
    }
}

@_cdecl("safearea_controller_parent") @implementation
public func safearea_controller_parent(
    _ out: UnsafeMutablePointer<UInt64>?, _ tree: OpaquePointer?, _ controller: UInt64
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        out.pointee = try Handles.trees.box(tree).tree.parent(of: node(controller))?.rawValue ?? 0
    }
}

@_cdecl("safearea_controller_children") @implementation
public func safearea_controller_children(
    _ out: UnsafeMutablePointer<UInt64>?, _ capacity: Int, _ count: UnsafeMutablePointer<Int>?,
    _ tree: OpaquePointer?, _ controller: UInt64
) -> Int32 {
    report { () throws(SafeAreaError) in
        let children = try Handles.trees.box(tree).tree.children(of: node(controller))
        try ArrayOutput(out, capacity, count).write(children, tooSmall: "children do not fit in", \.rawValue)
    }
}

@_cdecl("safearea_controller_add_child") @implementation
public func safearea_controller_add_child(
    _ tree: OpaquePointer?, _ parent: UInt64, _ child: UInt64, _ container: UInt64,
    _ frame: UnsafePointer<safearea_rect>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        try Handles.trees.box(tree).tree.addChild(
            node(child), to: node(parent), in: node(container), frame: frame.map { swiftRect($0.pointee) })
    }
}

@_cdecl("safearea_controller_remove_from_parent") @implementation
public func safearea_controller_remove_from_parent(_ tree: OpaquePointer?, _ child: UInt64) -> Int32 {
    report { () throws(SafeAreaError) in try Handles.trees.box(tree).tree.removeFromParent(node(child)) }
}

@_cdecl("safearea_controller_set_children") @implementation
public func safearea_controller_set_children(
    _ tree: OpaquePointer?, _ container: UInt64, _ children: UnsafePointer<UInt64>?,
    _ count: Int
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard count >= 0 && count <= 10_000 else { throw .limitExceeded("at most 10,000 children") }
        if count > 0 && children == nil { throw .nullArgument("children is NULL while count is \(count)") }
        let list = (0..<count).map { node(children?[$0] ?? 0) }
        try Handles.trees.box(tree).tree.setContainerChildren(node(container), list)
    }
}

@_cdecl("safearea_node_destroy") @implementation
public func safearea_node_destroy(_ tree: OpaquePointer?, _ handle: UInt64) -> Int32 {
    report { () throws(SafeAreaError) in
        let box = try Handles.trees.box(tree)
        let n = node(handle)
        if n.isController { try box.tree.destroyController(n) } else { try box.tree.destroyView(n) }
    }
}

@_cdecl("safearea_tree_layout") @implementation
public func safearea_tree_layout(_ tree: OpaquePointer?) -> Int32 {
    report { () throws(SafeAreaError) in try Handles.trees.box(tree).tree.layout() }
}

@_cdecl("safearea_view_safe_area") @implementation
public func safearea_view_safe_area(
    _ out: UnsafeMutablePointer<safearea_insets>?, _ tree: OpaquePointer?, _ view: UInt64
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        out.pointee = cInsets(try Handles.trees.box(tree).tree.safeAreaInsets(node(view)))
    }
}

@_cdecl("safearea_view_layout_margins") @implementation
public func safearea_view_layout_margins(
    _ out: UnsafeMutablePointer<safearea_insets>?, _ tree: OpaquePointer?, _ view: UInt64
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        out.pointee = cInsets(try Handles.trees.box(tree).tree.layoutMargins(node(view)))
    }
}

@_cdecl("safearea_view_guide") @implementation
public func safearea_view_guide(
    _ out: UnsafeMutablePointer<safearea_rect>?, _ tree: OpaquePointer?, _ view: UInt64,
    _ guide: safearea_guide
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let box = try Handles.trees.box(tree)
        let rect: Rect
        switch guide {
        case SAFEAREA_GUIDE_SAFE_AREA: rect = try box.tree.safeAreaFrame(node(view))
        case SAFEAREA_GUIDE_LAYOUT_MARGINS: rect = try box.tree.layoutMarginsFrame(node(view))
        case SAFEAREA_GUIDE_READABLE_CONTENT: rect = try box.tree.readableContentFrame(node(view))
        case SAFEAREA_GUIDE_KEYBOARD: rect = try box.tree.keyboardLayoutFrame(node(view))
        default:
            throw .invalidArgument(
                "guide \(guide.rawValue) is not a safearea_guide (\(SAFEAREA_GUIDE_SAFE_AREA.rawValue) to "
                    + "\(SAFEAREA_GUIDE_KEYBOARD.rawValue))"
            )
        }
        out.pointee = cRect(rect)
    }
}

@_cdecl("safearea_view_corner_adapted_guide") @implementation
public func safearea_view_corner_adapted_guide(
    _ out: UnsafeMutablePointer<safearea_rect>?, _ tree: OpaquePointer?, _ view: UInt64,
    _ guide: safearea_guide, _ axis: safearea_adaptivity_axis
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let box = try Handles.trees.box(tree)
        let region: CornerAdaptedRegion
        switch guide {
        case SAFEAREA_GUIDE_SAFE_AREA: region = .safeArea
        case SAFEAREA_GUIDE_LAYOUT_MARGINS: region = .margins
        case SAFEAREA_GUIDE_READABLE_CONTENT: region = .readableContent
        default:
            throw .invalidArgument(
                "guide \(guide.rawValue) has no corner-adapted region (safe area \(SAFEAREA_GUIDE_SAFE_AREA.rawValue), layout margins "
                    + "\(SAFEAREA_GUIDE_LAYOUT_MARGINS.rawValue), readable content \(SAFEAREA_GUIDE_READABLE_CONTENT.rawValue))"
            )
        }
        let adaptivity: AdaptivityAxis
        switch axis {
        case SAFEAREA_ADAPTIVITY_AXIS_NONE: adaptivity = .none
        case SAFEAREA_ADAPTIVITY_AXIS_HORIZONTAL: adaptivity = .horizontal
        case SAFEAREA_ADAPTIVITY_AXIS_VERTICAL: adaptivity = .vertical
        default:
            throw .invalidArgument(
                "axis \(axis.rawValue) is not a safearea_adaptivity_axis (\(SAFEAREA_ADAPTIVITY_AXIS_NONE.rawValue) to "
                    + "\(SAFEAREA_ADAPTIVITY_AXIS_VERTICAL.rawValue))"
            )
        }
        out.pointee = cRect(try box.tree.cornerAdaptedFrame(node(view), region: region, axis: adaptivity))
    }
}

@_cdecl("safearea_view_explain") @implementation
public func safearea_view_explain(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
    _ tree: OpaquePointer?, _ view: UInt64, _ edge: safearea_edge, _ json: Int32
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try TextOutput(buffer, capacity, length)
        let swiftEdge = try edgeArgument(edge)
        let box = try Handles.trees.box(tree)
        let text =
            json != 0
            ? try box.tree.explainJSON(node(view), edge: swiftEdge)
            : try box.tree.explainText(node(view), edge: swiftEdge)
        try output.write(text)
    }
}

@_cdecl("safearea_tree_changed_views") @implementation
public func safearea_tree_changed_views(
    _ out: UnsafeMutablePointer<UInt64>?, _ capacity: Int, _ count: UnsafeMutablePointer<Int>?,
    _ tree: OpaquePointer?
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try ArrayOutput(out, capacity, count)
        let box = try Handles.trees.box(tree)
        // Checked before taking: a buffer too small leaves the list for the next call.
        try output.reserve(box.tree.pendingChangeCount(), tooSmall: "changed views do not fit in")
        try output.write(box.tree.takeChangedViews(), tooSmall: "changed views do not fit in", \.rawValue)
    }
}

@_cdecl("safearea_tree_add_views") @implementation
public func safearea_tree_add_views(
    _ out: UnsafeMutablePointer<UInt64>?, _ tree: OpaquePointer?, _ root: UInt64, _ count: Int,
    _ parents: UnsafePointer<Int64>?, _ frames: UnsafePointer<safearea_rect>?,
    _ kinds: UnsafePointer<UInt8>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard count >= 0 && count <= SafeAreaTree.maxNodes else {
            throw .limitExceeded("at most \(SafeAreaTree.maxNodes) views in one tree")
        }
        guard count > 0 else { return }
        guard let out else { throw .nullArgument("out is NULL") }
        guard let parents else { throw .nullArgument("parents is NULL") }
        guard let frames else { throw .nullArgument("frames is NULL") }
        let box = try Handles.trees.box(tree)
        let created = try box.tree.addViews(
            root: optionalNode(root), parents: UnsafeBufferPointer(start: parents, count: count),
            frames: UnsafeRawPointer(frames).bindMemory(to: Rect.self, capacity: count), count: count,
            kinds: kinds.map { UnsafeBufferPointer(start: $0, count: count) })
        for index in 0..<count { out[index] = created[index].rawValue }
    }
}

@_cdecl("safearea_tree_safe_areas") @implementation
public func safearea_tree_safe_areas(
    _ out: UnsafeMutablePointer<safearea_insets>?, _ tree: OpaquePointer?,
    _ views: UnsafePointer<UInt64>?, _ count: Int
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard count >= 0 else { throw .limitExceeded("count is too large") }
        guard count > 0 else { return }
        guard let out else { throw .nullArgument("out is NULL") }
        guard let views else { throw .nullArgument("views is NULL") }
        let box = try Handles.trees.box(tree)
        try box.tree.readSafeAreas(
            UnsafeBufferPointer(start: views, count: count),
            into: UnsafeMutableRawPointer(out).bindMemory(to: SafeAreaInsets.self, capacity: count))
    }
}

@_cdecl("safearea_tree_transition") @implementation
public func safearea_tree_transition(
    _ count: UnsafeMutablePointer<Int>?, _ tree: OpaquePointer?,
    _ transition: UnsafePointer<safearea_transition>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let count else { throw .nullArgument("count is NULL") }
        guard let transition else { throw .nullArgument("transition is NULL") }
        let box = try Handles.trees.box(tree)
        count.pointee = try box.tree.transition(try windowTransitionArgument(transition.pointee))
    }
}

@_cdecl("safearea_tree_transition_changes") @implementation
public func safearea_tree_transition_changes(
    _ out: UnsafeMutablePointer<safearea_change>?, _ capacity: Int,
    _ count: UnsafeMutablePointer<Int>?, _ tree: OpaquePointer?
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try ArrayOutput(out, capacity, count)
        try Handles.trees.box(tree).tree.withLastTransition { (changes) throws(SafeAreaError) in
            try output.write(changes, tooSmall: "changes do not fit in", cChange)
        }
    }
}
