import SafeAreaHints

/// The linear transition: with every superview stored before its subviews and no
/// keyboard before or after, a transition is one pass over the view array in memory
/// order -- the order the layout pass visits and UIKit delivers the changes in --
/// that autoresizes each view from its superview's size changes, lays it out and
/// lists its changes right away. No undo log, no second walk: old frames are kept per
/// view (on first change), old insets are read before the view is recomputed, and the
/// margins of a superview, before and after, come from per-slot tables filled when
/// the superview was listed. Each view is marked and listed by the functions the
/// journal path calls (ViewChanges), on this pass's raw views of the tree's arrays.
///
/// Autoresizing is lazy: a frame change of a view during the transition is recorded
/// as a size step (from, to) on that view; a subview applies its superview's steps in
/// order when it is reached (or, for a controller's view that its container places,
/// just before it is placed) -- the same arithmetic (`autoresized`), step for step, as
/// the eager depth-first autoresizing of `applyFrame`, since a view's frame depends
/// only on its superview's successive sizes and every step of a superview is known by
/// the time its subviews come up.
extension SafeAreaTree {
    /// A slow view (a controller's view or a scroll view) laid out by `visit`, whose
    /// changes are listed at the start of the next run of plain views.
    struct PendingView {
        var view: Int
        var oldSafe: SafeAreaInsets
        var oldAdjusted: SafeAreaInsets
    }

    /// Raw views of the arrays one run of the pass reads and writes, and the tables.
    struct PassContext: ViewArrays {
        let views: UnsafeMutableBufferPointer<ViewNode>
        let traits: UnsafeBufferPointer<UInt16>
        let props: UnsafeBufferPointer<ViewProperties>
        let controllers: UnsafeBufferPointer<ControllerNode>
        let tables: TransitionTables
        let rightToLeft: Bool
        let minimumMargins: MinimumMarginRule
        /// The tree has transformed views (views under them are not listed).
        let transforms: Bool

        /// Applies the size steps of `v`'s superview to `v`'s frame, in order (UIKit's
        /// autoresizing, as `autoresizeSubviews` does it eagerly).
        /// Most views stop at the first test (no autoresizing mask), before reading
        /// anything of the superview.
        @inline(__always)
        func catchUp(_ v: Int, _ steps: inout [SizeStep], keepOld: Bool = true) {
            guard traits[v] >> 8 != 0 else { return }
            let p = Int(views[v].parent)
            guard p >= 0, tables.flags[p].contains(.hasSteps) else { return }
            applySteps(of: p, to: v, &steps, keepOld: keepOld)
        }

        /// Applies the size steps of `p` to `v`, in order.
        @inline(never)
        func applySteps(of p: Int, to v: Int, _ steps: inout [SizeStep], keepOld: Bool) {
            let head = Int(tables.heads[p])
            if steps[head].prev < 0 {
                apply(steps[head], to: v, &steps, keepOld: keepOld)  // one size change of the superview: most views
            } else {
                var chain: [Int] = []
                var k = head
                while k >= 0 {
                    chain.append(k)
                    k = Int(steps[k].prev)
                }
                for k in chain.reversed() { apply(steps[k], to: v, &steps, keepOld: keepOld) }
            }
        }

        @inline(__always)
        private func apply(_ step: SizeStep, to v: Int, _ steps: inout [SizeStep], keepOld: Bool) {
            let f = views[v].frame
            let resized = SafeAreaTree.autoresized(
                f, mask: UInt32(traits[v] >> 8), fromWidth: step.fromWidth, fromHeight: step.fromHeight,
                toWidth: step.toWidth, toHeight: step.toHeight)
            guard resized != f else { return }
            setFrame(v, resized, old: f, &steps, keepOld: keepOld)
        }

        /// A frame change during the pass: a size step recorded, the old frame kept on first
        /// change unless `keepOld` is false (a plain view in the fast loop, which keeps it in a
        /// local, and which no subview reads it from: none preserves its margins).
        @inline(__always)
        func setFrame(_ v: Int, _ frame: Rect, old f: Rect, _ steps: inout [SizeStep], keepOld: Bool = true) {
            var bits = tables.flags[v]
            if keepOld && !bits.contains(.frame) { tables.oldFrames[v] = f }
            views[v].frame = frame
            bits.insert(.frame)
            if frame.width != f.width || frame.height != f.height {
                let prev: Int32 = bits.contains(.hasSteps) ? tables.heads[v] : -1
                tables.heads[v] = Int32(steps.count)
                steps.append(
                    SizeStep(
                        prev: prev, fromWidth: f.width, fromHeight: f.height, toWidth: frame.width,
                        toHeight: frame.height))
                bits.insert(.hasSteps)
            }
            tables.flags[v] = bits
        }

        /// Prefetches the lines of view `q` that a subview reads: from `inWindow` to the
        /// end of `propagated`, under 96 bytes, so its first, middle and last byte name
        /// every line it can span (two or three, by where the record starts).
        @inline(__always)
        func prefetchSuperview(_ q: Int) {
            let record = UnsafeRawPointer(views.baseAddress! + q)
            let first = MemoryLayout<ViewNode>.offset(of: \ViewNode.inWindow)!
            let last = MemoryLayout<ViewNode>.offset(of: \ViewNode.propagated.right)! + 7
            safearea_prefetch(record + first)
            safearea_prefetch(record + (first + last) / 2)
            safearea_prefetch(record + last)
        }

        /// Marks and lists in-window view `i`, just laid out: `changed` holds what the
        /// visit changed (safe area, adjusted content inset); its frame and bounds are in
        /// its flags; `oldFrame` is its frame before (kept in a local for a plain view).
        @inline(__always)
        func emit(
            _ i: Int, changed: ChangeBits, oldSafe: SafeAreaInsets, oldAdjusted: SafeAreaInsets, oldFrame: Rect,
            into out: inout ChangeWriter
        ) {
            let f = markChanges(i, adding: changed, transforms: transforms, tables: tables)
            guard f.isListed else { return }
            listChanges(
                i, f, safeBefore: oldSafe, frameBefore: oldFrame, adjustedBefore: oldAdjusted, keyboardGuides: nil,
                tables: tables, into: &out)
        }

        /// The changes of a view `visit` laid out (in the window or not).
        @inline(__always)
        func emitSlow(_ pending: PendingView, into out: inout ChangeWriter) {
            let i = pending.view
            guard views[i].inWindow else { return }
            var changed: ChangeBits = []
            if pending.oldSafe != views[i].safeArea { changed.insert(.safe) }
            if pending.oldAdjusted != props[i].adjustedContentInset { changed.insert(.adjusted) }
            emit(
                i, changed: changed, oldSafe: pending.oldSafe, oldAdjusted: pending.oldAdjusted,
                oldFrame: tables.flags[i].contains(.frame) ? tables.oldFrames[i] : views[i].frame, into: &out)
        }
    }

    /// Runs `body` over raw views of the arrays a run of the pass uses, taken out of
    /// `self` meanwhile (so that nothing is copied and no access overlaps).
    mutating func withPassContext<R>(_ body: (PassContext, inout [SizeStep]) -> R) -> R {
        var vs = ContiguousArray<ViewNode>()
        swap(&vs, &views)
        var ps = ContiguousArray<ViewProperties>()
        swap(&ps, &props)
        var cs = ContiguousArray<ControllerNode>()
        swap(&cs, &controllers)
        var ts = ContiguousArray<UInt16>()
        swap(&ts, &traits)
        var steps: [SizeStep] = []
        swap(&steps, &transitionState.steps)
        let tables = transitionState.tableStore.tables
        let rtl = rightToLeft
        let margins = window.systemMinimumMargins
        let transforms = transformedViews > 0
        let result = vs.withUnsafeMutableBufferPointer { vb in
            ts.withUnsafeBufferPointer { tb in
                ps.withUnsafeBufferPointer { pb in
                    cs.withUnsafeBufferPointer { cb in
                        body(
                            PassContext(
                                views: vb, traits: tb, props: pb, controllers: cb, tables: tables, rightToLeft: rtl,
                                minimumMargins: margins, transforms: transforms), &steps)
                    }
                }
            }
        }
        swap(&vs, &views)
        swap(&ps, &props)
        swap(&cs, &controllers)
        swap(&ts, &traits)
        swap(&steps, &transitionState.steps)
        return result
    }

    /// applyFrame during a linear transition: the view first takes its superview's
    /// size steps (it is a controller's view placed before its turn), then the frame.
    @inline(never)
    mutating func applyFrameLazily(_ v: Int32, _ frame: Rect) {
        withPassContext { c, steps in
            let i = Int(v)
            if !c.tables.flags[i].contains(.caughtUp) {
                c.tables.flags[i].insert(.caughtUp)
                c.catchUp(i, &steps)
            }
            let old = c.views[i].frame
            if old != frame { c.setFrame(i, frame, old: old, &steps) }
        }
    }

    /// The transition as one linear pass (see above). The caller checked: a root, no
    /// keyboard before or after, every superview stored before its subviews.
    mutating func linearTransition(_ change: WindowTransition, into changes: inout ChangeWriter) {
        let tables = transitionTables()
        defer { clearTransitionTables() }
        transitionState.lazyFrames = true
        defer { transitionState.lazyFrames = false }
        changeWindow(change)
        guard windowDirty else { return }
        // The layout pass of `layout()` for a dirty window.
        pass += 1
        windowDirty = false
        computeWindow()
        for v in dirtyViews { views[Int(v)].dirty = false }
        dirtyViews.removeAll(keepingCapacity: true)

        // Views whose safe area changed in plain runs, in a kept buffer with room for every slot.
        let changedHere = tables.changedViews
        var changedCount = 0
        let top = Int(controllers[Int(root)].view)
        let count = views.count
        var pending: PendingView? = visitSlow(top)
        var position = 0
        while true {
            let stop = withPassContext { c, steps -> Int in
                // The writer and the count in locals for the run (registers, not captures).
                var out = changes
                var found = changedCount
                defer {
                    changes = out
                    changedCount = found
                }
                if let pending { c.emitSlow(pending, into: &out) }
                var k = position
                // The superview of the view 16 slots ahead is prefetched now (the cache lines
                // it reads), so that its misses overlap this loop's longer body as they
                // overlap the layout pass's short one.
                while k < count {
                    let v = k
                    let ahead = k &+ 16
                    if ahead < count {
                        let q = Int(c.views[ahead].parent)
                        if q >= 0 { c.prefetchSuperview(q) }
                    }
                    if v == top || !c.views[v].alive {
                        k += 1
                        continue
                    }
                    if c.views[v].controller >= 0 || c.views[v].isScroll {
                        if !c.tables.flags[v].contains(.caughtUp) {
                            c.tables.flags[v].insert(.caughtUp)
                            c.catchUp(v, &steps)
                        }
                        return k
                    }
                    let vb = c.views
                    let t = c.traits[v]
                    let oldFrame = vb[v].frame  // the frame changes here only (a plain view)
                    c.catchUp(v, &steps, keepOld: t & ViewTraits.preservingSubview != 0)
                    let oldSafe = vb[v].safeArea
                    // MODEL.md §2.3, the layout pass's step.
                    let (changedSafe, inWindow) = SafeAreaTree.layOutPlainView(v, vb)
                    var visitChanges: ChangeBits = []
                    if changedSafe {
                        changedHere[found] = Int32(v)
                        found &+= 1
                        visitChanges = .safe
                    }
                    guard inWindow else {
                        k += 1
                        continue
                    }
                    let p = Int(vb[v].parent)
                    if t & ViewTraits.ownBits == ViewTraits.defaults && !c.transforms {
                        // Most views: UIView's defaults (see listPlainChanges).
                        if !visitChanges.isEmpty || c.tables.flags[v].contains(.frame) {
                            c.listPlainChanges(
                                v, safeBefore: oldSafe, frameBefore: oldFrame, tables: c.tables, into: &out)
                        }
                    } else if !visitChanges.isEmpty || c.transforms || c.tables.flags[v].contains(.frame)
                        || (t & ViewTraits.preserves != 0 && c.tables.flags[p].contains(.margins))
                    {
                        // Unchanged views stop here (`markChanges` makes the same test and more).
                        c.emit(
                            v, changed: visitChanges, oldSafe: oldSafe, oldAdjusted: .zero, oldFrame: oldFrame,
                            into: &out)
                    }
                    k += 1
                }
                return k
            }
            pending = nil
            if stop >= count { break }
            pending = visitSlow(stop)
            position = stop + 1
        }
        changed.append(contentsOf: UnsafeBufferPointer(start: changedHere, count: changedCount))
        boundChanged()
    }

    /// Lays out a controller's view or a scroll view through `visit`, keeping what it was.
    private mutating func visitSlow(_ v: Int) -> PendingView {
        let oldSafe = views[v].safeArea
        let oldAdjusted = props[v].adjustedContentInset
        let oldX = views[v].boundsX
        let oldY = views[v].boundsY
        visit(Int32(v))
        if views[v].boundsX != oldX || views[v].boundsY != oldY {
            let tables = transitionState.tableStore.tables
            tables.oldBounds[v] = Rect(x: oldX, y: oldY, width: 0, height: 0)
            tables.flags[v].insert(.bounds)
        }
        return PendingView(view: v, oldSafe: oldSafe, oldAdjusted: oldAdjusted)
    }
}
