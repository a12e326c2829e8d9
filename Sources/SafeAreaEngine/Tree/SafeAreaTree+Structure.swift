/// Read-only answers about a tree's structure: the hierarchy as UIKit reports
/// it (`subviews`, `children`, `parent`, a root view's controller), so that a
/// binding asks the engine instead of keeping a second copy of the tree.
extension SafeAreaTree {
    /// The view's subviews in order (UIView.subviews).
    public func subviews(_ view: NodeHandle) throws(SafeAreaError) -> [NodeHandle] {
        var child = views[Int(try viewIndex(view))].firstChild
        var result: [NodeHandle] = []
        while child >= 0 {
            result.append(viewHandle(child))
            child = views[Int(child)].next
        }
        return result
    }

    /// The controller whose root view `view` is, or nil.
    public func viewController(_ view: NodeHandle) throws(SafeAreaError) -> NodeHandle? {
        let c = views[Int(try viewIndex(view))].controller
        return c >= 0 ? controllerHandle(c) : nil
    }
}
