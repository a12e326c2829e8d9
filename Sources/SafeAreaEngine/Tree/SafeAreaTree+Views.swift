/// Views and scroll views: making, linking, geometry and settable properties.
extension SafeAreaTree {
    // MARK: - Views

    mutating func allocView(frame: Rect, isScroll: Bool) throws(SafeAreaError) -> Int32 {
        guard views.count - freeViews.count + controllers.count < SafeAreaTree.maxNodes else {
            throw .limitExceeded("a tree holds at most \(SafeAreaTree.maxNodes) nodes")
        }
        if let slot = freeViews.popLast() {
            let generation = views[Int(slot)].generation &+ 1
            views[Int(slot)] = ViewNode(generation: generation == 0 ? 1 : generation, frame: frame, isScroll: isScroll)
            props[Int(slot)] = ViewProperties()
            return slot
        }
        views.append(ViewNode(generation: serial | 1, frame: frame, isScroll: isScroll))
        props.append(ViewProperties())
        return Int32(views.count - 1)
    }

    /// A new view, not yet in the hierarchy.
    public mutating func makeView(frame: Rect, isScroll: Bool) throws(SafeAreaError) -> NodeHandle {
        try SafeAreaTree.checkRect(frame, "frame")
        let slot = try allocView(frame: frame, isScroll: isScroll)
        return viewHandle(slot)
    }

    /// Adds `child` as the last (or `index`th) subview of `parent`, taking it from its superview first.
    public mutating func addSubview(_ child: NodeHandle, to parent: NodeHandle, at index: Int? = nil) throws(SafeAreaError) {
        let c = try viewIndex(child)
        let p = try viewIndex(parent)
        // A cycle: the child is the parent or one of its ancestors. A child without
        // subviews (every new view) can only be its own ancestor: O(1), so a chain
        // built one view at a time stays linear; moving a subtree walks up from the parent.
        if c == p { throw .invalidArgument("adding this view would make a cycle: it is the new superview or one of its ancestors") }
        if views[Int(c)].firstChild >= 0 {
            var walker = p
            while walker >= 0 {
                if walker == c { throw .invalidArgument("adding this view would make a cycle: it is the new superview or one of its ancestors") }
                walker = views[Int(walker)].parent
            }
        }
        let owner = views[Int(c)].controller
        if owner >= 0 {
            if controllers[Int(owner)].parent >= 0 || owner == root {
                throw .invalidArgument("this view is the root view of a view controller that is embedded; move the controller instead")
            }
        }
        if views[Int(c)].parent >= 0 { unlink(c) }
        link(c, under: p, at: index)
        markDirty(c)
    }

    /// Removes a view (and its subtree) from its superview.
    public mutating func removeFromSuperview(_ view: NodeHandle) throws(SafeAreaError) {
        let v = try viewIndex(view)
        let owner = views[Int(v)].controller
        if owner >= 0 && controllers[Int(owner)].parent >= 0 {
            throw .invalidArgument("this view is the root view of an embedded view controller; remove the controller from its parent instead")
        }
        guard views[Int(v)].parent >= 0 else { return }
        let parent = views[Int(v)].parent
        // The next subview may become the first, and so a content scroll view (SPEC §2.6).
        let promoted = views[Int(parent)].firstChild == v ? views[Int(v)].next : -1
        unlink(v)
        markDirty(v)
        if promoted >= 0 { markDirty(promoted) }
    }

    mutating func link(_ c: Int32, under p: Int32, at index: Int?) {
        views[Int(c)].parent = p
        var before: Int32 = -1
        if let index, index >= 0 {
            var k = 0
            var walker = views[Int(p)].firstChild
            while walker >= 0 && k < index {
                walker = views[Int(walker)].next
                k += 1
            }
            before = walker
        }
        if before < 0 {
            let last = views[Int(p)].lastChild
            views[Int(c)].prev = last
            views[Int(c)].next = -1
            if last >= 0 { views[Int(last)].next = c } else { views[Int(p)].firstChild = c }
            views[Int(p)].lastChild = c
        } else {
            let prev = views[Int(before)].prev
            views[Int(c)].prev = prev
            views[Int(c)].next = before
            views[Int(before)].prev = c
            if prev >= 0 { views[Int(prev)].next = c } else { views[Int(p)].firstChild = c }
        }
        // A new first subview displaces the old one, which may have been a content
        // scroll view (SPEC §2.6): the displaced subtree is laid out again. (The
        // superview itself is not: re-checking it would walk its ancestors.)
        if views[Int(p)].firstChild == c {
            let displaced = views[Int(c)].next
            if displaced >= 0 { markDirty(displaced) }
        }
    }

    mutating func unlink(_ c: Int32) {
        let p = views[Int(c)].parent
        guard p >= 0 else { return }
        let prev = views[Int(c)].prev
        let next = views[Int(c)].next
        if prev >= 0 { views[Int(prev)].next = next } else { views[Int(p)].firstChild = next }
        if next >= 0 { views[Int(next)].prev = prev } else { views[Int(p)].lastChild = prev }
        views[Int(c)].parent = -1
        views[Int(c)].prev = -1
        views[Int(c)].next = -1
        clearWindowState(c)
    }

    /// Marks a detached subtree as out of the window (zero insets), iteratively.
    mutating func clearWindowState(_ top: Int32) {
        var v = top
        while v >= 0 {
            if views[Int(v)].inWindow && views[Int(v)].safeArea != .zero { changed.append(v) }
            views[Int(v)].inWindow = false
            views[Int(v)].safeArea = .zero
            views[Int(v)].propagated = .zero
            if views[Int(v)].firstChild >= 0 { v = views[Int(v)].firstChild; continue }
            while v >= 0 && v != top && views[Int(v)].next < 0 { v = views[Int(v)].parent }
            if v == top || v < 0 { break }
            v = views[Int(v)].next
        }
    }

    mutating func markDirty(_ v: Int32) {
        if !views[Int(v)].dirty {
            views[Int(v)].dirty = true
            dirtyViews.append(v)
        }
    }

    public mutating func setFrame(_ view: NodeHandle, _ frame: Rect) throws(SafeAreaError) {
        let v = try viewIndex(view)
        try SafeAreaTree.checkRect(frame, "frame")
        views[Int(v)].frame = frame
        markDirty(v)
    }

    public func frame(_ view: NodeHandle) throws(SafeAreaError) -> Rect {
        views[Int(try viewIndex(view))].frame
    }

    /// Moves the bounds origin (a scroll view's content offset).
    public mutating func setBoundsOrigin(_ view: NodeHandle, x: Double, y: Double) throws(SafeAreaError) {
        let v = try viewIndex(view)
        try SafeAreaTree.checkNumber(x, "bounds origin x")
        try SafeAreaTree.checkNumber(y, "bounds origin y")
        views[Int(v)].boundsX = x
        views[Int(v)].boundsY = y
        if views[Int(v)].isScroll { props[Int(v)].contentOffsetSet = true }
        markDirty(v)
    }

    public func boundsOrigin(_ view: NodeHandle) throws(SafeAreaError) -> (x: Double, y: Double) {
        let v = try viewIndex(view)
        return (views[Int(v)].boundsX, views[Int(v)].boundsY)
    }

    /// Frees a view that is not in the hierarchy (and not a controller's root view).
    public mutating func destroyView(_ view: NodeHandle) throws(SafeAreaError) {
        let v = try viewIndex(view)
        guard views[Int(v)].controller < 0 else { throw .invalidArgument("this view belongs to a view controller; destroy the controller") }
        guard views[Int(v)].parent < 0 else { throw .invalidArgument("remove the view from its superview before destroying it") }
        // Detach its subviews (they stay alive as separate trees).
        var child = views[Int(v)].firstChild
        while child >= 0 {
            let next = views[Int(child)].next
            unlink(child)
            child = next
        }
        views[Int(v)].alive = false
        freeViews.append(v)
    }

    // MARK: - View properties

    mutating func withProps(_ view: NodeHandle, _ body: (inout ViewProperties) throws(SafeAreaError) -> Void) throws(SafeAreaError) {
        let v = try viewIndex(view)
        try body(&props[Int(v)])
        markDirty(v)
    }

    public mutating func setDirectionalLayoutMargins(_ view: NodeHandle, _ margins: DirectionalInsets) throws(SafeAreaError) {
        try SafeAreaTree.checkInsets(SafeAreaInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing),
                                     "directional layout margins", allowNegative: true)
        try withProps(view) { $0.margins = margins; $0.marginsExplicit = true }
    }

    public mutating func setPreservesSuperviewLayoutMargins(_ view: NodeHandle, _ value: Bool) throws(SafeAreaError) {
        try withProps(view) { $0.preservesSuperviewLayoutMargins = value }
    }

    public mutating func setInsetsLayoutMarginsFromSafeArea(_ view: NodeHandle, _ value: Bool) throws(SafeAreaError) {
        try withProps(view) { $0.insetsLayoutMarginsFromSafeArea = value }
    }

    public mutating func setUsesBottomSafeArea(_ view: NodeHandle, _ value: Bool) throws(SafeAreaError) {
        try withProps(view) { $0.usesBottomSafeArea = value }
    }

    func scrollIndex(_ view: NodeHandle) throws(SafeAreaError) -> Int32 {
        let v = try viewIndex(view)
        guard views[Int(v)].isScroll else { throw .invalidArgument("this view is not a scroll view") }
        return v
    }

    public mutating func setContentSize(_ view: NodeHandle, width: Double, height: Double) throws(SafeAreaError) {
        let v = try scrollIndex(view)
        try SafeAreaTree.checkNumber(width, "content width")
        try SafeAreaTree.checkNumber(height, "content height")
        guard width >= 0 && height >= 0 else { throw .invalidArgument("content size must not be negative") }
        props[Int(v)].contentWidth = width
        props[Int(v)].contentHeight = height
        markDirty(v)
    }

    public mutating func setContentInset(_ view: NodeHandle, _ insets: SafeAreaInsets) throws(SafeAreaError) {
        let v = try scrollIndex(view)
        try SafeAreaTree.checkInsets(insets, "content inset", allowNegative: true)
        props[Int(v)].contentInset = insets
        markDirty(v)
    }

    public mutating func setAdjustmentBehavior(_ view: NodeHandle, _ behavior: ScrollAdjustment) throws(SafeAreaError) {
        let v = try scrollIndex(view)
        props[Int(v)].adjustment = behavior
        markDirty(v)
    }

    public mutating func setAlwaysBounce(_ view: NodeHandle, vertical: Bool? = nil, horizontal: Bool? = nil) throws(SafeAreaError) {
        let v = try scrollIndex(view)
        if let vertical { props[Int(v)].alwaysBounceVertical = vertical }
        if let horizontal { props[Int(v)].alwaysBounceHorizontal = horizontal }
        markDirty(v)
    }

    public mutating func setIndicatorInsets(_ view: NodeHandle, vertical: SafeAreaInsets? = nil, horizontal: SafeAreaInsets? = nil,
                                            automatic: Bool? = nil) throws(SafeAreaError) {
        let v = try scrollIndex(view)
        if let vertical {
            try SafeAreaTree.checkInsets(vertical, "vertical scroll indicator insets", allowNegative: true)
            props[Int(v)].verticalIndicatorInsets = vertical
        }
        if let horizontal {
            try SafeAreaTree.checkInsets(horizontal, "horizontal scroll indicator insets", allowNegative: true)
            props[Int(v)].horizontalIndicatorInsets = horizontal
        }
        if let automatic { props[Int(v)].automaticallyAdjustsScrollIndicatorInsets = automatic }
    }


    /// A snapshot of a view's settable properties.
    public func viewSettings(_ view: NodeHandle) throws(SafeAreaError) -> ViewSettings {
        let v = try viewIndex(view)
        let p = props[Int(v)]
        return ViewSettings(isScroll: views[Int(v)].isScroll, directionalLayoutMargins: p.margins,
                            preservesSuperviewLayoutMargins: p.preservesSuperviewLayoutMargins,
                            insetsLayoutMarginsFromSafeArea: p.insetsLayoutMarginsFromSafeArea, usesBottomSafeArea: p.usesBottomSafeArea,
                            contentWidth: p.contentWidth, contentHeight: p.contentHeight, contentInset: p.contentInset,
                            adjustment: p.adjustment, alwaysBounceVertical: p.alwaysBounceVertical,
                            alwaysBounceHorizontal: p.alwaysBounceHorizontal, verticalIndicatorInsets: p.verticalIndicatorInsets,
                            horizontalIndicatorInsets: p.horizontalIndicatorInsets,
                            automaticallyAdjustsScrollIndicatorInsets: p.automaticallyAdjustsScrollIndicatorInsets)
    }
}
