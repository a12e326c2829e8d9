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
            traits[Int(slot)] = ViewTraits.defaults
            return slot
        }
        views.append(ViewNode(generation: serial | 1, frame: frame, isScroll: isScroll))
        props.append(ViewProperties())
        traits.append(ViewTraits.defaults)
        return Int32(views.count - 1)
    }

    /// A new view, not yet in the hierarchy.
    public mutating func makeView(frame: Rect, isScroll: Bool) throws(SafeAreaError) -> NodeHandle {
        try SafeAreaTree.checkRect(frame, "frame")
        let slot = try allocView(frame: frame, isScroll: isScroll)
        return viewHandle(slot)
    }

    /// Adds `child` as the last (or `index`th) subview of `parent`, taking it from its superview first.
    public mutating func addSubview(_ child: NodeHandle, to parent: NodeHandle, at index: Int? = nil)
        throws(SafeAreaError)
    {
        let c = try viewIndex(child)
        let p = try viewIndex(parent)
        // A cycle: the child is the parent or one of its ancestors. A child without
        // subviews (every new view) can only be its own ancestor: O(1), so a chain
        // built one view at a time stays linear; moving a subtree walks up from the parent.
        if c == p {
            throw .invalidArgument(
                "adding this view would make a cycle: it is the new superview or one of its ancestors")
        }
        if views[Int(c)].firstChild >= 0 {
            var walker = p
            while walker >= 0 {
                if walker == c {
                    throw .invalidArgument(
                        "adding this view would make a cycle: it is the new superview or one of its ancestors")
                }
                walker = views[Int(walker)].parent
            }
        }
        let owner = views[Int(c)].controller
        if owner >= 0 {
            if controllers[Int(owner)].parent >= 0 || isWindowLevel(owner) {
                throw .invalidArgument(
                    "this view is the root view of a view controller that is embedded; move the controller instead")
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
            throw .invalidArgument(
                "this view is the root view of an embedded view controller; remove the controller from its parent instead"
            )
        }
        guard views[Int(v)].parent >= 0 else { return }
        let parent = views[Int(v)].parent
        // The next subview may become the first, and so a content scroll view (MODEL.md §2.6).
        let promoted = views[Int(parent)].firstChild == v ? views[Int(v)].next : -1
        unlink(v)
        markDirty(v)
        if promoted >= 0 { markDirty(promoted) }
    }

    mutating func link(_ c: Int32, under p: Int32, at index: Int?) {
        views[Int(c)].parent = p
        if p > c { viewsAfterSubviews += 1 }
        if traits[Int(c)] & ViewTraits.preserves != 0 { traits[Int(p)] |= ViewTraits.preservingSubview }
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
        // scroll view (MODEL.md §2.6): the displaced subtree is laid out again. (The
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
        if p > c { viewsAfterSubviews -= 1 }
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
            if views[Int(v)].firstChild >= 0 {
                v = views[Int(v)].firstChild
                continue
            }
            while v >= 0 && v != top && views[Int(v)].next < 0 { v = views[Int(v)].parent }
            if v == top || v < 0 { break }
            v = views[Int(v)].next
        }
        boundChanged()
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
        applyFrame(v, frame)
        markDirty(v)
    }

    /// Sets a frame as UIView's setFrame does: on a size change, subviews with an
    /// autoresizing mask follow. The caller marks `v` dirty (or is laying it out).
    mutating func applyFrame(_ v: Int32, _ frame: Rect) {
        if transitionState.lazyFrames {
            applyFrameLazily(v, frame)
            return
        }
        let old = views[Int(v)].frame
        guard old != frame else { return }
        transitionState.journal?.frames.append((v, old))
        views[Int(v)].frame = frame
        if old.width != frame.width || old.height != frame.height {
            autoresizeSubviews(of: v, oldWidth: old.width, oldHeight: old.height)
        }
    }

    /// UIKit's autoresizing (`autoresized`), iteratively down the tree from `top`,
    /// whose size was `oldWidth` x `oldHeight`.
    mutating func autoresizeSubviews(of top: Int32, oldWidth: Double, oldHeight: Double) {
        var work: [(Int32, Double, Double)] = [(top, oldWidth, oldHeight)]
        while let (p, oldW, oldH) = work.popLast() {
            let newW = views[Int(p)].frame.width
            let newH = views[Int(p)].frame.height
            var child = views[Int(p)].firstChild
            while child >= 0 {
                let mask = UInt32(traits[Int(child)] >> 8)
                if mask != 0 {
                    let f = views[Int(child)].frame
                    let resized = SafeAreaTree.autoresized(
                        f, mask: mask, fromWidth: oldW, fromHeight: oldH, toWidth: newW, toHeight: newH)
                    if resized != f {
                        transitionState.journal?.frames.append((child, f))
                        views[Int(child)].frame = resized
                        if resized.width != f.width || resized.height != f.height {
                            work.append((child, f.width, f.height))
                        }
                    }
                }
                child = views[Int(child)].next
            }
        }
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
        guard views[Int(v)].controller < 0 else {
            throw .invalidArgument("this view belongs to a view controller; destroy the controller")
        }
        guard views[Int(v)].parent < 0 else {
            throw .invalidArgument("remove the view from its superview before destroying it")
        }
        // Detach its subviews (they stay alive as separate trees).
        var child = views[Int(v)].firstChild
        while child >= 0 {
            let next = views[Int(child)].next
            unlink(child)
            child = next
        }
        if props[Int(v)].transform != nil { transformedViews -= 1 }
        props[Int(v)].transform = nil
        syncTraits(v)
        views[Int(v)].alive = false
        freeViews.append(v)
    }

    // MARK: - View properties

    mutating func withProps(_ view: NodeHandle, _ body: (inout ViewProperties) throws(SafeAreaError) -> Void)
        throws(SafeAreaError)
    {
        let v = try viewIndex(view)
        try body(&props[Int(v)])
        syncTraits(v)
        markDirty(v)
    }

    public mutating func setDirectionalLayoutMargins(_ view: NodeHandle, _ margins: DirectionalInsets)
        throws(SafeAreaError)
    {
        try SafeAreaTree.checkInsets(
            SafeAreaInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing),
            "directional layout margins", allowNegative: true)
        try withProps(view) {
            $0.margins = margins
            $0.marginsExplicit = true
        }
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

    /// UIView.transform. The identity removes it; any other transform makes the insets
    /// of the view and its subtree unsupported (MODEL.md §2.4). NaN, infinite or singular: refused.
    public mutating func setTransform(_ view: NodeHandle, _ transform: AffineTransform) throws(SafeAreaError) {
        let v = try viewIndex(view)
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy({ $0.isFinite && abs($0) <= 1e7 }) else {
            throw .invalidArgument("a transform must be finite numbers within ±10,000,000")
        }
        guard t.a * t.d - t.b * t.c != 0 else {
            throw .invalidArgument(
                "the transform (a, b, c, d = \(formatNumber(t.a)), \(formatNumber(t.b)), \(formatNumber(t.c)), \(formatNumber(t.d))) is "
                    + "singular: UIKit cannot invert it"
            )
        }
        let had = props[Int(v)].transform != nil
        let new: AffineTransform? = t == .identity ? nil : t
        props[Int(v)].transform = new
        syncTraits(v)
        transformedViews += (new != nil ? 1 : 0) - (had ? 1 : 0)
        markDirty(v)
    }

    public func transform(_ view: NodeHandle) throws(SafeAreaError) -> AffineTransform {
        props[Int(try viewIndex(view))].transform ?? .identity
    }

    /// UIView.autoresizingMask (AutoresizingMask bits).
    public mutating func setAutoresizingMask(_ view: NodeHandle, _ mask: UInt32) throws(SafeAreaError) {
        let v = try viewIndex(view)
        guard mask & ~AutoresizingMask.all == 0 else {
            throw .invalidArgument("autoresizing mask 0x\(String(mask, radix: 16)) has bits UIKit does not define")
        }
        props[Int(v)].autoresizing = mask
        props[Int(v)].autoresizingExplicit = true
        syncTraits(v)
    }

    public func autoresizingMask(_ view: NodeHandle) throws(SafeAreaError) -> UInt32 {
        props[Int(try viewIndex(view))].autoresizing
    }

    /// Packs the properties of `v` that `traits` mirrors.
    mutating func syncTraits(_ v: Int32) {
        let p = props[Int(v)]
        let parent = views[Int(v)].parent
        if p.preservesSuperviewLayoutMargins && parent >= 0 { traits[Int(parent)] |= ViewTraits.preservingSubview }
        traits[Int(v)] =
            (traits[Int(v)] & ViewTraits.preservingSubview)
            | (p.preservesSuperviewLayoutMargins ? ViewTraits.preserves : 0)
            | (p.insetsLayoutMarginsFromSafeArea ? ViewTraits.insetsFromSafeArea : 0)
            | (p.usesBottomSafeArea ? ViewTraits.usesBottomSafeArea : 0)
            | (p.transform != nil ? ViewTraits.transformed : 0)
            | (p.margins == SafeAreaTree.defaultMargins ? ViewTraits.defaultMargins : 0)
            | UInt16(p.autoresizing & 0xFF) << 8
    }

    /// Throws `unsupported` when `v` or one of its superviews carries a transform, or when
    /// its insets depend on a window state the device's catalog entry does not predict. Lays
    /// out first (every read does): the checks read what the pass resolves (the window's bars,
    /// the presentations), never a state a pending change is about to replace.
    mutating func checkSupported(_ v: Int32) throws(SafeAreaError) {
        layout()
        if deviceHasUnpredictedStates || barsNeedChecks || barsCheckPending { try checkPredicted(v) }
        guard transformedViews > 0 else { return }
        if let (w, t) = transformedAncestor(v) {
            let whose = w == v ? "the view carries" : "its ancestor view #\(w) carries"
            throw .unsupported(
                "view #\(v): \(whose) a transform (\(t.summary)); UIKit's safe-area propagation under transforms is not predicted "
                    + "(MODEL.md §2.4). Remove the transform (set the identity) to read numbers"
            )
        }
    }

    /// The nearest view from `v` up that carries a transform, with the transform.
    func transformedAncestor(_ v: Int32) -> (Int32, AffineTransform)? {
        guard transformedViews > 0 else { return nil }
        var walker = v
        while walker >= 0 {
            if let t = props[Int(walker)].transform { return (walker, t) }
            walker = views[Int(walker)].parent
        }
        return nil
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

    public mutating func setAlwaysBounce(_ view: NodeHandle, vertical: Bool? = nil, horizontal: Bool? = nil)
        throws(SafeAreaError)
    {
        let v = try scrollIndex(view)
        if let vertical { props[Int(v)].alwaysBounceVertical = vertical }
        if let horizontal { props[Int(v)].alwaysBounceHorizontal = horizontal }
        markDirty(v)
    }

    public mutating func setIndicatorInsets(
        _ view: NodeHandle, vertical: SafeAreaInsets? = nil, horizontal: SafeAreaInsets? = nil,
        automatic: Bool? = nil
    ) throws(SafeAreaError) {
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
        return ViewSettings(
            isScroll: views[Int(v)].isScroll, directionalLayoutMargins: p.margins,
            preservesSuperviewLayoutMargins: p.preservesSuperviewLayoutMargins,
            insetsLayoutMarginsFromSafeArea: p.insetsLayoutMarginsFromSafeArea,
            usesBottomSafeArea: p.usesBottomSafeArea,
            contentWidth: p.contentWidth, contentHeight: p.contentHeight, contentInset: p.contentInset,
            adjustment: p.adjustment, alwaysBounceVertical: p.alwaysBounceVertical,
            alwaysBounceHorizontal: p.alwaysBounceHorizontal, verticalIndicatorInsets: p.verticalIndicatorInsets,
            horizontalIndicatorInsets: p.horizontalIndicatorInsets,
            automaticallyAdjustsScrollIndicatorInsets: p.automaticallyAdjustsScrollIndicatorInsets)
    }
}
