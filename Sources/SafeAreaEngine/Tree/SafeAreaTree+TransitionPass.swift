import SafeAreaHints

/// The linear transition: with every superview stored before its subviews and no
/// keyboard before or after, a transition is one pass over the view array in memory
/// order -- the order the layout pass visits and UIKit delivers the changes in --
/// that autoresizes each view from its superview's size changes, lays it out and
/// lists its changes right away. No undo log, no second walk: old frames are kept per
/// view (on first change), old insets are read before the view is recomputed, and the
/// margins of a superview, before and after, come from per-slot tables filled when
/// the superview was visited. The values and their order are those `collectChanges`
/// computes from the undo log (the general path, for keyboards and other orders).
///
/// Autoresizing is lazy: a frame change of a view during the transition is recorded
/// as a size step (from, to) on that view; a subview applies its superview's steps in
/// order when it is reached (or, for a controller's view that its container places,
/// just before it is placed) -- the same arithmetic, step for step, as the eager
/// depth-first autoresizing of `applyFrame`, since a view's frame depends only on
/// its superview's successive sizes and every step of a superview is known by the
/// time its subviews come up.
extension SafeAreaTree {
    /// Bits of `PassTables.flags` during a linear transition (all 0 at rest).
    enum PassBits {
        /// The view has size steps (`PassTables.heads` is valid).
        static let hasSteps: UInt8 = 1
        /// The frame changed: `oldFrames` holds the frame before the transition.
        static let frame: UInt8 = 2
        /// The view is a transformed view or lies under one (not reported).
        static let underTransform: UInt8 = 4
        /// The margins were computed (`marginsAfter` / `marginsBefore` hold them for subviews).
        static let margins: UInt8 = 8
        /// The bounds origin moved: `oldBounds` holds it.
        static let bounds: UInt8 = 64
        /// The superview's size steps were applied (a controller's view, once).
        static let caughtUp: UInt8 = 128
    }

    /// The local flags of one view's changes (the bits `collectChanges` uses).
    fileprivate enum Local {
        static let safe: UInt8 = 1, frame: UInt8 = 2, adjusted: UInt8 = 4, margins: UInt8 = 8, keyboard: UInt8 = 16
        static let fullMargins: UInt8 = 32, bounds: UInt8 = 64
    }

    /// A slow view (a controller's view or a scroll view) laid out by `visit`, whose
    /// changes are listed at the start of the next run of plain views.
    struct PendingView {
        var view: Int
        var oldSafe: SafeAreaInsets
        var oldAdjusted: SafeAreaInsets
        var boundsMoved: Bool
    }

    /// Raw views of the arrays one run of the pass reads and writes.
    struct PassContext: ViewArrays {
        var vb: UnsafeMutableBufferPointer<ViewNode>
        var traits: UnsafeBufferPointer<UInt16>
        var props: UnsafeBufferPointer<ViewProperties>
        var controllers: UnsafeBufferPointer<ControllerNode>
        let flags: UnsafeMutablePointer<UInt8>
        let heads: UnsafeMutablePointer<Int32>
        let oldFrames: UnsafeMutablePointer<Rect>
        let oldBounds: UnsafeMutablePointer<Rect>
        let marginsAfter: UnsafeMutablePointer<SafeAreaInsets>
        let marginsBefore: UnsafeMutablePointer<SafeAreaInsets>
        let rightToLeft: Bool
        let regularWidth: Bool
        let transforms: Bool

        func node(_ i: Int) -> ViewNode { vb[i] }
        func traitBits(_ i: Int) -> UInt16 { traits[i] }
        func marginsProperty(_ i: Int) -> SafeAreaInsets { props[i].margins.absolute(rightToLeft: rightToLeft) }
        func adjustedInset(_ i: Int) -> SafeAreaInsets { props[i].adjustedContentInset }
        func respectsSystemMinimumMargins(_ c: Int) -> Bool { controllers[c].viewRespectsSystemMinimumLayoutMargins }

        /// Applies the size steps of `v`'s superview to `v`'s frame, in order (UIKit's
        /// autoresizing, as `autoresizeSubviews` does it eagerly).
        /// Most views stop at the first test (no autoresizing mask), before reading
        /// anything of the superview.
        @inline(__always)
        func catchUp(_ v: Int, _ steps: inout [SizeStep], keepOld: Bool = true) {
            guard traits[v] >> 8 != 0 else { return }
            let p = Int(vb[v].parent)
            guard p >= 0, flags[p] & PassBits.hasSteps != 0 else { return }
            applySteps(of: p, to: v, &steps, keepOld: keepOld)
        }

        /// Applies the size steps of `p` to `v`, in order.
        @inline(never)
        func applySteps(of p: Int, to v: Int, _ steps: inout [SizeStep], keepOld: Bool) {
            let head = Int(heads[p])
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
            let f = vb[v].frame
            let resized = SafeAreaTree.autoresized(f, mask: UInt32(traits[v] >> 8), fromWidth: step.fromWidth, fromHeight: step.fromHeight,
                                                   toWidth: step.toWidth, toHeight: step.toHeight)
            guard resized != f else { return }
            setFrame(v, resized, old: f, &steps, keepOld: keepOld)
        }

        /// A frame change during the pass: a size step recorded, the old frame kept on first
        /// change unless `keepOld` is false (a plain view in the fast loop, which keeps it in a
        /// local, and which no subview reads it from: none preserves its margins).
        @inline(__always)
        func setFrame(_ v: Int, _ frame: Rect, old f: Rect, _ steps: inout [SizeStep], keepOld: Bool = true) {
            let bits = flags[v]
            if keepOld && bits & PassBits.frame == 0 { oldFrames[v] = f }
            vb[v].frame = frame
            var newBits = bits | PassBits.frame
            if frame.width != f.width || frame.height != f.height {
                let prev: Int32 = bits & PassBits.hasSteps != 0 ? heads[v] : -1
                heads[v] = Int32(steps.count)
                steps.append(SizeStep(prev: prev, fromWidth: f.width, fromHeight: f.height, toWidth: frame.width, toHeight: frame.height))
                newBits |= PassBits.hasSteps
            }
            flags[v] = newBits
        }

        /// Prefetches the lines of view `q` that a subview reads: from `inWindow` to the
        /// end of `propagated`, under 96 bytes, so its first, middle and last byte name
        /// every line it can span (two or three, by where the record starts).
        @inline(__always)
        func prefetchSuperview(_ q: Int) {
            let record = UnsafeRawPointer(vb.baseAddress! + q)
            let first = MemoryLayout<ViewNode>.offset(of: \ViewNode.inWindow)!
            let last = MemoryLayout<ViewNode>.offset(of: \ViewNode.propagated.right)! + 7
            safearea_prefetch(record + first)
            safearea_prefetch(record + (first + last) / 2)
            safearea_prefetch(record + last)
        }

        /// Lists the changes of in-window view `i`, just laid out: `local` holds its
        /// Local bits (safe, bounds, adjusted from the visit; frame from the flags).
        /// Marks the view's flags for its subviews. Same values as `collectChanges`.
        @inline(__always)
        func emit(_ i: Int, local start: UInt8, oldSafe logged: SafeAreaInsets, oldAdjusted: SafeAreaInsets, oldFrame: Rect,
                  into out: inout ChangeWriter) {
            var f = start
            let stored = flags[i]
            f |= stored & PassBits.frame
            if f & (Local.safe | Local.frame | Local.bounds) != 0 { f |= Local.margins | Local.keyboard }
            let p = Int(vb[i].parent)
            let t = traits[i]
            if vb[i].controller >= 0 { f |= Local.fullMargins }
            let parentBits: UInt8 = p >= 0 ? flags[p] : 0
            if p >= 0 && parentBits & PassBits.margins != 0 && t & ViewTraits.preserves != 0 { f |= Local.margins | Local.fullMargins }
            // Preserved margins are not the base plus the safe area: computed both ways.
            if p >= 0 && t & ViewTraits.preserves != 0 && f & Local.margins != 0 { f |= Local.fullMargins }
            var newStored = stored
            if f & Local.margins != 0 { newStored |= PassBits.margins }
            if transforms && (t & ViewTraits.transformed != 0 || parentBits & PassBits.underTransform != 0) {
                flags[i] = newStored | PassBits.underTransform
                return  // reported as unsupported, not predicted
            }
            if newStored != stored { flags[i] = newStored }
            guard f & (Local.safe | Local.frame | Local.adjusted | Local.margins | Local.keyboard) != 0 else { return }
            list(i, f, stored: stored, parentBits: parentBits, oldSafe: logged, oldAdjusted: oldAdjusted, oldFrame: oldFrame, into: &out)
        }

        /// `emit` and `list` for a plain view in the window whose traits are UIView's
        /// defaults (own margins 8, inset from the safe area, not preserving, no
        /// transform, no controller) and whose safe area or frame changed: the same
        /// values in the same order, without the cases such a view cannot have.
        @inline(__always)
        func listPlain(_ i: Int, stored: UInt8, oldSafe: SafeAreaInsets, newSafe: SafeAreaInsets, oldFrame: Rect, newFrame: Rect,
                       into out: inout ChangeWriter) {
            flags[i] = stored | PassBits.margins
            out.ensure(4)
            let handle = NodeHandle(index: Int32(i), generation: vb[i].generation, isController: false)
            if oldFrame != newFrame {
                out.put(TreeChange(node: handle, property: .frame, before: Quad(oldFrame), after: Quad(newFrame)))
            }
            if oldSafe != newSafe {
                out.put(TreeChange(node: handle, property: .safeAreaInsets, before: Quad(oldSafe), after: Quad(newSafe)))
            }
            let after = SafeAreaInsets(top: 8 + newSafe.top, left: 8 + newSafe.left, bottom: 8 + newSafe.bottom, right: 8 + newSafe.right)
            if traits[i] & ViewTraits.preservingSubview != 0 {  // for subviews that preserve them
                marginsAfter[i] = after
                marginsBefore[i] = SafeAreaInsets(top: 8 + oldSafe.top, left: 8 + oldSafe.left, bottom: 8 + oldSafe.bottom, right: 8 + oldSafe.right)
            }
            let before = SafeAreaTree.plainMarginsBefore(after, newSafe: newSafe, oldSafe: oldSafe, fromSafeArea: true)
            if before != after {
                out.put(TreeChange(node: handle, property: .layoutMargins, before: Quad(before), after: Quad(after)))
            }
            // No keyboard before or after: the guide rests on the safe area's bottom (MODEL.md §2.7);
            // a plain view's bounds origin does not move in a transition.
            let bx = vb[i].boundsX, by = vb[i].boundsY
            let guideAfter = SafeAreaTree.restingKeyboardGuide(Rect(x: bx, y: by, width: newFrame.width, height: newFrame.height),
                                                               safeBottom: newSafe.bottom, usesBottom: true)
            let guideBefore = SafeAreaTree.restingKeyboardGuide(Rect(x: bx, y: by, width: oldFrame.width, height: oldFrame.height),
                                                                safeBottom: oldSafe.bottom, usesBottom: true)
            if guideBefore != guideAfter {
                out.put(TreeChange(node: handle, property: .keyboardLayoutGuide, before: Quad(guideBefore), after: Quad(guideAfter)))
            }
        }

        @inline(never)
        func list(_ i: Int, _ f: UInt8, stored: UInt8, parentBits: UInt8, oldSafe logged: SafeAreaInsets, oldAdjusted: SafeAreaInsets,
                  oldFrame: Rect, into out: inout ChangeWriter) {
            out.ensure(5)
            let p = Int(vb[i].parent)
            let t = traits[i]
            let handle = NodeHandle(index: Int32(i), generation: vb[i].generation, isController: false)
            let newSafe = vb[i].safeArea
            let oldSafe = f & Local.safe != 0 ? logged : newSafe
            let newFrame = vb[i].frame
            if oldFrame != newFrame {
                out.put(TreeChange(node: handle, property: .frame, before: Quad(oldFrame), after: Quad(newFrame)))
            }
            if oldSafe != newSafe {
                out.put(TreeChange(node: handle, property: .safeAreaInsets, before: Quad(oldSafe), after: Quad(newSafe)))
            }
            if f & Local.margins != 0 {
                let preserving = p >= 0 && t & ViewTraits.preserves != 0
                let superFlagged = preserving && parentBits & PassBits.margins != 0
                var after = ownMargins(i, safe: newSafe, width: newFrame.width)
                if preserving {
                    after = SafeAreaTree.preservedMargins(own: after, superview: superFlagged ? marginsAfter[p] : effectiveMargins(p),
                                                          frame: newFrame, superBounds: bounds(p))
                }
                var before = after
                let keep = t & ViewTraits.preservingSubview != 0  // for subviews that preserve them
                if f & Local.fullMargins != 0 || keep {
                    before = ownMargins(i, safe: oldSafe, width: oldFrame.width)
                    if preserving {
                        var superBounds = bounds(p)
                        if parentBits & PassBits.frame != 0 {
                            superBounds.width = oldFrames[p].width
                            superBounds.height = oldFrames[p].height
                        }
                        if parentBits & PassBits.bounds != 0 {
                            superBounds.x = oldBounds[p].x
                            superBounds.y = oldBounds[p].y
                        }
                        before = SafeAreaTree.preservedMargins(own: before, superview: superFlagged ? marginsBefore[p] : effectiveMargins(p),
                                                               frame: oldFrame, superBounds: superBounds)
                    }
                    if keep {
                        marginsAfter[i] = after
                        marginsBefore[i] = before
                    }
                }
                if f & Local.fullMargins == 0 {
                    // A plain view's margins: its base margins plus its safe area (MODEL.md §2.7).
                    before = SafeAreaTree.plainMarginsBefore(after, newSafe: newSafe, oldSafe: oldSafe,
                                                             fromSafeArea: t & ViewTraits.insetsFromSafeArea != 0)
                }
                if before != after {
                    out.put(TreeChange(node: handle, property: .layoutMargins, before: Quad(before), after: Quad(after)))
                }
            }
            if f & Local.adjusted != 0 {
                let new = props[i].adjustedContentInset
                if oldAdjusted != new { out.put(TreeChange(node: handle, property: .adjustedContentInset, before: Quad(oldAdjusted), after: Quad(new))) }
            }
            if f & Local.keyboard != 0 {
                // No keyboard before or after: the guides rest on the safe area's bottom (MODEL.md §2.7).
                let usesBottom = t & ViewTraits.usesBottomSafeArea != 0
                let b = bounds(i)
                let after = SafeAreaTree.restingKeyboardGuide(b, safeBottom: newSafe.bottom, usesBottom: usesBottom)
                var ob = Rect(x: b.x, y: b.y, width: oldFrame.width, height: oldFrame.height)
                if stored & PassBits.bounds != 0 {
                    ob.x = oldBounds[i].x
                    ob.y = oldBounds[i].y
                }
                let before = SafeAreaTree.restingKeyboardGuide(ob, safeBottom: oldSafe.bottom, usesBottom: usesBottom)
                if before != after {
                    out.put(TreeChange(node: handle, property: .keyboardLayoutGuide, before: Quad(before), after: Quad(after)))
                }
            }
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
        swap(&steps, &transitionScratch.steps)
        let tables = passTables
        let rtl = rightToLeft, wide = device.family != .phone, transforms = transformedViews > 0
        let result = vs.withUnsafeMutableBufferPointer { vb in
            ts.withUnsafeBufferPointer { tb in
                ps.withUnsafeBufferPointer { pb in
                    cs.withUnsafeBufferPointer { cb in
                        body(PassContext(vb: vb, traits: tb, props: pb, controllers: cb, flags: tables.flags, heads: tables.heads,
                                         oldFrames: tables.oldFrames, oldBounds: tables.oldBounds, marginsAfter: tables.marginsAfter,
                                         marginsBefore: tables.marginsBefore, rightToLeft: rtl, regularWidth: wide, transforms: transforms), &steps)
                    }
                }
            }
        }
        swap(&vs, &views)
        swap(&ps, &props)
        swap(&cs, &controllers)
        swap(&ts, &traits)
        swap(&steps, &transitionScratch.steps)
        return result
    }

    /// applyFrame during a linear transition: the view first takes its superview's
    /// size steps (it is a controller's view placed before its turn), then the frame.
    @inline(never)
    mutating func applyFrameLazily(_ v: Int32, _ frame: Rect) {
        withPassContext { c, steps in
            let i = Int(v)
            if c.flags[i] & PassBits.caughtUp == 0 {
                c.flags[i] |= PassBits.caughtUp
                c.catchUp(i, &steps)
            }
            let old = c.vb[i].frame
            if old != frame { c.setFrame(i, frame, old: old, &steps) }
        }
    }

    /// The transition as one linear pass (see above). The caller checked: a root, no
    /// keyboard before or after, every superview stored before its subviews.
    mutating func linearTransition(orientation newOrientation: Orientation, statusBarHidden newStatusBar: Bool,
                                   osVersion newVersion: OSVersion?, changesOSVersion: Bool, into changes: inout ChangeWriter) {
        if !isKnownUniquelyReferenced(&passTables) { passTables = PassTables() }  // a tree copy shares them
        passTables.reserve(views.count)
        lazyFrames = true
        defer { lazyFrames = false }
        if newOrientation != orientation {
            orientation = newOrientation
            windowDirty = true
            let (w, h) = windowSize
            applyFrame(controllers[Int(root)].view, Rect(x: 0, y: 0, width: w, height: h))
        }
        if newStatusBar != statusBarHidden {
            statusBarHidden = newStatusBar
            windowDirty = true
        }
        if changesOSVersion && newVersion != osVersion {
            osVersion = newVersion
            windowDirty = true
        }
        guard windowDirty else {
            resetPassFlags()
            return
        }
        // The layout pass of `layout()` for a dirty window.
        pass += 1
        windowDirty = false
        computeWindow()
        for v in dirtyViews { views[Int(v)].dirty = false }
        dirtyViews.removeAll(keepingCapacity: true)

        // Views whose safe area changed in plain runs, in a kept buffer with room for every slot.
        let changedHere = passTables.changedViews
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
                        let q = Int(c.vb[ahead].parent)
                        if q >= 0 { c.prefetchSuperview(q) }
                    }
                    if v == top || !c.vb[v].alive { k += 1; continue }
                    if c.vb[v].controller >= 0 || c.vb[v].isScroll {
                        if c.flags[v] & PassBits.caughtUp == 0 {
                            c.flags[v] |= PassBits.caughtUp
                            c.catchUp(v, &steps)
                        }
                        return k
                    }
                    let vb = c.vb
                    let t = c.traits[v]
                    let oldFrame = vb[v].frame  // the frame changes here only (a plain view)
                    c.catchUp(v, &steps, keepOld: t & ViewTraits.preservingSubview != 0)
                    let p = Int(vb[v].parent)
                    let oldSafe = vb[v].safeArea
                    if p < 0 || !vb[p].inWindow {
                        if vb[v].inWindow && oldSafe != .zero {
                            changedHere[found] = Int32(v)
                            found &+= 1
                        }
                        vb[v].inWindow = false
                        vb[v].safeArea = .zero
                        vb[v].propagated = .zero
                        k += 1
                        continue
                    }
                    // MODEL.md §2.3, as the layout pass's fast loop.
                    let frame = vb[v].frame
                    let safe = SafeAreaTree.plainInsets(frame, in: vb[p])
                    var local: UInt8 = 0
                    if oldSafe != safe {
                        changedHere[found] = Int32(v)
                        found &+= 1
                        local = Local.safe
                    }
                    vb[v].inWindow = true
                    vb[v].safeArea = safe
                    vb[v].propagated = safe
                    if t & ViewTraits.ownBits == ViewTraits.defaults && !c.transforms {
                        // Most views: UIView's defaults (see listPlain).
                        let stored = c.flags[v]
                        if local | (stored & PassBits.frame) != 0 {
                            c.listPlain(v, stored: stored, oldSafe: oldSafe, newSafe: safe, oldFrame: oldFrame, newFrame: frame, into: &out)
                        }
                    } else if local != 0 || c.transforms || c.flags[v] & PassBits.frame != 0
                        || (t & ViewTraits.preserves != 0 && c.flags[p] & PassBits.margins != 0) {
                        // Unchanged views stop here (emit does the same test and more).
                        c.emit(v, local: local, oldSafe: oldSafe, oldAdjusted: .zero, oldFrame: oldFrame, into: &out)
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
        resetPassFlags()
    }

    /// Lays out a controller's view or a scroll view through `visit`, keeping what it was.
    private mutating func visitSlow(_ v: Int) -> PendingView {
        let oldSafe = views[v].safeArea
        let oldAdjusted = props[v].adjustedContentInset
        let oldX = views[v].boundsX, oldY = views[v].boundsY
        visit(Int32(v))
        let moved = views[v].boundsX != oldX || views[v].boundsY != oldY
        if moved {
            passTables.oldBounds[v] = Rect(x: oldX, y: oldY, width: 0, height: 0)
            passTables.flags[v] |= PassBits.bounds
        }
        return PendingView(view: v, oldSafe: oldSafe, oldAdjusted: oldAdjusted, boundsMoved: moved)
    }

    private mutating func resetPassFlags() {
        transitionScratch.steps.removeAll(keepingCapacity: true)
        passTables.flags.update(repeating: 0, count: passTables.capacity)
    }
}

extension SafeAreaTree.PassContext {
    /// The changes of a view `visit` laid out (in the window or not).
    @inline(__always)
    func emitSlow(_ pending: SafeAreaTree.PendingView, into changes: inout ChangeWriter) {
        let i = pending.view
        guard vb[i].inWindow else { return }
        var local: UInt8 = 0
        if pending.oldSafe != vb[i].safeArea { local |= SafeAreaTree.Local.safe }
        if pending.boundsMoved { local |= SafeAreaTree.Local.bounds }
        if pending.oldAdjusted != props[i].adjustedContentInset { local |= SafeAreaTree.Local.adjusted }
        emit(i, local: local, oldSafe: pending.oldSafe, oldAdjusted: pending.oldAdjusted,
             oldFrame: flags[i] & SafeAreaTree.PassBits.frame != 0 ? oldFrames[i] : vb[i].frame, into: &changes)
    }
}

/// One size change of a view during a linear transition; `prev` links the view's
/// earlier step (-1: its first).
struct SizeStep {
    var prev: Int32
    var fromWidth: Double
    var fromHeight: Double
    var toWidth: Double
    var toHeight: Double
}

/// The changes of the last transition, in a buffer kept between transitions (its pages
/// stay mapped). A tree copy shares it until either transitions again (see `changeWriter`).
final class ChangeStore: @unchecked Sendable {
    var base: UnsafeMutablePointer<TreeChange>
    var count = 0
    var capacity: Int

    init(capacity: Int = 64) {
        base = UnsafeMutablePointer<TreeChange>.allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit { base.deallocate() }
}

/// Appends changes to a `ChangeStore`; `commit` publishes the count.
struct ChangeWriter {
    let store: ChangeStore
    var base: UnsafeMutablePointer<TreeChange>
    var count = 0
    var capacity: Int

    init(_ store: ChangeStore) {
        self.store = store
        base = store.base
        capacity = store.capacity
        store.count = 0
    }

    /// Room for `n` more changes.
    @inline(__always)
    mutating func ensure(_ n: Int) {
        if count + n > capacity { grow(n) }
    }

    @inline(never)
    mutating func grow(_ n: Int) {
        let newCapacity = max(capacity * 2, count + n, 1024)
        let fresh = UnsafeMutablePointer<TreeChange>.allocate(capacity: newCapacity)
        fresh.initialize(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = newCapacity
        store.base = fresh
        store.capacity = newCapacity
    }

    /// Appends after `ensure` made room.
    @inline(__always)
    mutating func put(_ change: TreeChange) {
        (base + count).initialize(to: change)
        count += 1
    }

    mutating func append(_ change: TreeChange) {
        ensure(1)
        put(change)
    }

    func commit() { store.count = count }
}

/// The per-slot tables of the linear transition, in raw memory kept between
/// transitions: `flags` is all 0 at rest; the others are valid only where a
/// view's flags say so (SafeAreaTree.PassBits). A tree copy that shares them
/// makes its own before a transition (`linearTransition`).
final class PassTables: @unchecked Sendable {
    private(set) var capacity = 0
    private(set) var flags = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    private(set) var heads = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var oldFrames = UnsafeMutablePointer<Rect>.allocate(capacity: 0)
    private(set) var oldBounds = UnsafeMutablePointer<Rect>.allocate(capacity: 0)
    private(set) var marginsAfter = UnsafeMutablePointer<SafeAreaInsets>.allocate(capacity: 0)
    private(set) var marginsBefore = UnsafeMutablePointer<SafeAreaInsets>.allocate(capacity: 0)
    /// Room for every slot: the views whose safe area changed in plain runs.
    private(set) var changedViews = UnsafeMutablePointer<Int32>.allocate(capacity: 0)

    /// Room for `count` slots (flags 0; between transitions, so nothing is kept).
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        release()
        capacity = max(count, capacity * 2)
        flags = .allocate(capacity: capacity)
        flags.initialize(repeating: 0, count: capacity)
        heads = .allocate(capacity: capacity)
        heads.initialize(repeating: -1, count: capacity)
        oldFrames = .allocate(capacity: capacity)
        oldFrames.initialize(repeating: .zero, count: capacity)
        oldBounds = .allocate(capacity: capacity)
        oldBounds.initialize(repeating: .zero, count: capacity)
        marginsAfter = .allocate(capacity: capacity)
        marginsAfter.initialize(repeating: .zero, count: capacity)
        marginsBefore = .allocate(capacity: capacity)
        marginsBefore.initialize(repeating: .zero, count: capacity)
        changedViews = .allocate(capacity: capacity)
        changedViews.initialize(repeating: -1, count: capacity)
    }

    private func release() {
        flags.deallocate()
        heads.deallocate()
        oldFrames.deallocate()
        oldBounds.deallocate()
        marginsAfter.deallocate()
        marginsBefore.deallocate()
        changedViews.deallocate()
    }

    deinit { release() }
}
