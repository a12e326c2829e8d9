/// Bulk construction and reading, for pipelines that build large trees.
extension SafeAreaTree {
    /// Creates `count` views: `parents[i]` is -1 for a child of `root` (or detached
    /// when `root` is nil), or an index j < i into this batch. Everything is checked
    /// before anything is created.
    public mutating func addViews(
        root: NodeHandle?, parents: UnsafeBufferPointer<Int64>, frames: UnsafePointer<Rect>, count: Int,
        kinds: UnsafeBufferPointer<UInt8>?
    ) throws(SafeAreaError) -> [NodeHandle] {
        let rootIndex: Int32? = try root.map { (handle) throws(SafeAreaError) -> Int32 in try viewIndex(handle) }
        guard viewCount + controllerCount + count <= SafeAreaTree.maxNodes else {
            throw .limitExceeded("a tree holds at most \(SafeAreaTree.maxNodes) nodes")
        }
        for i in 0..<count {
            let parent = parents[i]
            guard parent == -1 || (parent >= 0 && parent < Int64(i)) else {
                throw .invalidArgument(
                    "parents[\(i)] is \(parent): use -1 for the root or the index of an earlier view in the batch")
            }
            try SafeAreaTree.checkRect(frames[i], "frames[\(i)]")
            if let kinds, kinds[i] > 1 { throw .invalidArgument("kinds[\(i)] is \(kinds[i]): 0 plain, 1 scroll") }
        }
        var created = [Int32](repeating: -1, count: count)
        views.reserveCapacity(views.count + count)
        props.reserveCapacity(props.count + count)
        traits.reserveCapacity(traits.count + count)
        for i in 0..<count {
            let slot = try allocView(frame: frames[i], isScroll: kinds.map { $0[i] == 1 } ?? false)
            created[i] = slot
            let parent = parents[i]
            if parent >= 0 {
                link(slot, under: created[Int(parent)], at: nil)
            } else if let rootIndex {
                link(slot, under: rootIndex, at: nil)
                markDirty(slot)
            }
        }
        return created.map(viewHandle)
    }

    /// Lays out once and writes the safeAreaInsets of `handles` to `out`.
    public mutating func readSafeAreas(
        _ handles: UnsafeBufferPointer<UInt64>, into out: UnsafeMutablePointer<SafeAreaInsets>
    ) throws(SafeAreaError) {
        var indices = [Int32](repeating: 0, count: handles.count)
        for (i, raw) in handles.enumerated() {
            indices[i] = try viewIndex(NodeHandle(rawValue: raw))
            try checkSupported(indices[i])
        }
        layout()
        for (i, index) in indices.enumerated() { out[i] = views[Int(index)].safeArea }
    }

    /// A view's superview.
    public func superview(_ view: NodeHandle) throws(SafeAreaError) -> NodeHandle? {
        let p = views[Int(try viewIndex(view))].parent
        return p >= 0 ? viewHandle(p) : nil
    }

    /// How many views the next `takeChangedViews()` returns (after laying out).
    public mutating func pendingChangeCount() -> Int {
        layout()
        var seen = Set<Int32>()
        for v in changed where views[Int(v)].alive { seen.insert(v) }
        return seen.count
    }
}
