// Presenting, dismissing and changing the detent as transitions (docs/MODEL.md §12, §18): the
// changes are read with safearea_tree_transition_changes.
import CSafeArea
import SafeAreaEngine

/// Runs a transition that counts its changes into `count` (0 on a failure).
private func transitionReport(
    _ count: UnsafeMutablePointer<Int>?, _ body: () throws(SafeAreaError) -> Int
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let count else { throw .nullArgument("count is NULL") }
        count.pointee = 0
        count.pointee = try body()
    }
}

@_cdecl("safearea_controller_present_transition") @implementation
public func safearea_controller_present_transition(
    _ count: UnsafeMutablePointer<Int>?, _ tree: OpaquePointer?, _ presenter: UInt64, _ controller: UInt64,
    _ options: UnsafePointer<safearea_presentation>?
) -> Int32 {
    transitionReport(count) { () throws(SafeAreaError) in
        let request = try presentOptionsArgument(options)
        return try Handles.trees.box(tree).tree.presentTransition(
            node(controller), from: node(presenter), options: request)
    }
}

@_cdecl("safearea_controller_dismiss_transition") @implementation
public func safearea_controller_dismiss_transition(
    _ count: UnsafeMutablePointer<Int>?, _ tree: OpaquePointer?, _ controller: UInt64
) -> Int32 {
    transitionReport(count) { () throws(SafeAreaError) in
        try Handles.trees.box(tree).tree.dismissTransition(node(controller))
    }
}

@_cdecl("safearea_controller_set_detent") @implementation
public func safearea_controller_set_detent(
    _ count: UnsafeMutablePointer<Int>?, _ tree: OpaquePointer?, _ controller: UInt64,
    _ detent: safearea_detent_kind, _ detentHeight: Double
) -> Int32 {
    transitionReport(count) { () throws(SafeAreaError) in
        let kind: DetentKind
        do {
            kind = try detentKindArgument(detent)
        } catch {
            throw .invalidArgument("detent: \(detent.rawValue) is not a safearea_detent_kind")
        }
        return try Handles.trees.box(tree).tree.setDetent(
            node(controller), kind, detentValue: kind == .custom || detentHeight != 0 ? detentHeight : nil)
    }
}
