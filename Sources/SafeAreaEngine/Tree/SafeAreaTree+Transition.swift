/// Transitions as data: a window change (rotation, status bar, keyboard, OS
/// version) applied through the ordinary layout pass, reported view by view in
/// the order UIKit delivers safeAreaInsetsDidChange / viewSafeAreaInsetsDidChange.
///
/// No second propagation: while the change and its layout pass run, every field
/// they write is logged with its old value (`TransitionJournal`, an undo log).
/// Afterwards the log is undone to compute the values that are not stored (layout
/// margins, keyboard layout guides) as they were, then redone; views are visited
/// once in tree order (a superview before its subviews). Child controllers keep
/// their MODEL.md §2.4 history because the layout pass is the one every read uses.
extension SafeAreaTree {
    /// A plain view's margins before a change: its base margins plus its safe
    /// area (MODEL.md §2.7), so they moved exactly as the safe area did when
    /// `insetsLayoutMarginsFromSafeArea`, and not at all otherwise.
    @inline(__always)
    static func plainMarginsBefore(_ after: SafeAreaInsets, newSafe: SafeAreaInsets, oldSafe: SafeAreaInsets,
                                   fromSafeArea: Bool) -> SafeAreaInsets {
        guard fromSafeArea else { return after }
        return SafeAreaInsets(top: after.top - newSafe.top + oldSafe.top, left: after.left - newSafe.left + oldSafe.left,
                              bottom: after.bottom - newSafe.bottom + oldSafe.bottom, right: after.right - newSafe.right + oldSafe.right)
    }
    /// Applies `change` and records what it changed (`lastTransition`); returns the
    /// number of changes. Everything is checked first: on error the tree is unchanged.
    @discardableResult
    public mutating func transition(_ change: WindowTransition) throws(SafeAreaError) -> Int {
        let newOrientation = change.orientation ?? orientation
        let newVersion = change.changesOSVersion ? change.osVersion : osVersion
        let newStatusBar = change.statusBarHidden ?? statusBarHidden
        _ = try device.safeArea(newOrientation, version: newVersion, statusBarHidden: newStatusBar)
        if let height = change.keyboardHeight {
            guard height.isFinite && height >= 0 && height <= 1e7 else {
                throw .invalidArgument("keyboard height must be a finite number from 0 to 10,000,000 points, got \(formatNumber(height))")
            }
        }
        // Pending mutations are not part of the transition.
        layout()
        let oldOrientation = orientation
        let oldKeyboard = keyboardHeight
        // Without a keyboard before or after, and with every superview stored before its
        // subviews (as views made in order are), one linear pass does it all.
        if !forceJournalTransition && root >= 0 && oldKeyboard == 0 && (change.keyboardHeight ?? 0) == 0 && parentsPrecedeChildren() {
            if let height = change.keyboardHeight { keyboardHeight = height }
            var out = changeWriter()
            linearTransition(orientation: newOrientation, statusBarHidden: newStatusBar, osVersion: newVersion,
                             changesOSVersion: change.changesOSVersion, into: &out)
            out.commit()
            return out.count
        }
        // The last transition's log, emptied: its capacity is reused, so logging does not
        // reallocate and copy as it grows.
        var fresh = journalStore
        journalStore = TransitionJournal()
        fresh.removeAll()
        journal = fresh
        if newOrientation != orientation {
            orientation = newOrientation
            windowDirty = true
            if root >= 0 {
                let (w, h) = windowSize
                applyFrame(controllers[Int(root)].view, Rect(x: 0, y: 0, width: w, height: h))
            }
        }
        if newStatusBar != statusBarHidden {
            statusBarHidden = newStatusBar
            windowDirty = true
        }
        if change.changesOSVersion && newVersion != osVersion {
            osVersion = newVersion
            windowDirty = true
        }
        if let height = change.keyboardHeight { keyboardHeight = height }
        layout()
        var log = journal ?? TransitionJournal()
        journal = nil
        var out = changeWriter()
        collectChanges(&log, oldOrientation: oldOrientation, oldKeyboard: oldKeyboard, into: &out)
        out.commit()
        journalStore = log
        return out.count
    }

    /// A writer for this transition's changes: the kept buffer, or a new one when a
    /// copy of the tree still shares it.
    mutating func changeWriter() -> ChangeWriter {
        if !isKnownUniquelyReferenced(&changeStore) { changeStore = ChangeStore() }
        return ChangeWriter(changeStore)
    }

    /// The changes of the last transition (kept until the next one).
    public var lastTransition: [TreeChange] {
        Array(UnsafeBufferPointer(start: changeStore.base, count: changeStore.count))
    }

    /// Reads the changes of the last transition in place.
    public func withLastTransition<R, E: Error>(_ body: (UnsafeBufferPointer<TreeChange>) throws(E) -> R) throws(E) -> R {
        try body(UnsafeBufferPointer(start: changeStore.base, count: changeStore.count))
    }

    /// In-window views, every superview before its subviews: memory order when that
    /// holds (as the layout pass visits), else depth-first from the root view.
    func windowOrder() -> [Int32] {
        guard root >= 0 else { return [] }
        var order: [Int32] = []
        order.reserveCapacity(views.count)
        if parentsPrecedeChildren() {
            views.withUnsafeBufferPointer { vb in
                for i in 0..<vb.count where vb[i].alive && vb[i].inWindow { order.append(Int32(i)) }
            }
            return order
        }
        preorder(from: controllers[Int(root)].view) { v in
            if views[Int(v)].inWindow { order.append(v) }
        }
        return order
    }

    /// Swaps the logged fields with their log entries: backwards to restore the state
    /// before the transition, forwards to return to the state after it.
    mutating func swapJournal(_ log: inout TransitionJournal, backwards: Bool) {
        func each(_ count: Int, _ body: (Int) -> Void) {
            if backwards { for k in stride(from: count - 1, through: 0, by: -1) { body(k) } } else { for k in 0..<count { body(k) } }
        }
        each(log.frames.count) { k in swap(&views[Int(log.frames[k].0)].frame, &log.frames[k].1) }
        each(log.bounds.count) { k in
            let v = Int(log.bounds[k].0)
            swap(&views[v].boundsX, &log.bounds[k].1)
            swap(&views[v].boundsY, &log.bounds[k].2)
        }
        each(log.safe.count) { k in swap(&views[Int(log.safe[k].0)].safeArea, &log.safe[k].1) }
        each(log.adjusted.count) { k in swap(&props[Int(log.adjusted[k].0)].adjustedContentInset, &log.adjusted[k].1) }
    }

    /// The window-coordinate y of every in-window view's frame origin (by slot), top down.
    func originsY(_ order: [Int32]) -> [Double] {
        var y = [Double](repeating: 0, count: views.count)
        for v in order {
            let p = views[Int(v)].parent
            let parentY = p >= 0 ? y[Int(p)] - views[Int(p)].boundsY : 0
            y[Int(v)] = parentY + views[Int(v)].frame.y
        }
        return y
    }

    private struct Flags {
        static let safe: UInt8 = 1, frame: UInt8 = 2, adjusted: UInt8 = 4, margins: UInt8 = 8, keyboard: UInt8 = 16
        /// Margins that depend on more than the view's own safe area (a controller's root
        /// view: the system minimum follows its width; preserved superview margins).
        static let fullMargins: UInt8 = 32
        /// The bounds moved (a scroll view's content offset).
        static let bounds: UInt8 = 64
    }

    /// Points `slot[v]` at the first entry of view `v` in `entries` (its value before the transition).
    private static func indexFirst<T>(_ entries: [(Int32, T)], into slot: inout [Int32]) {
        for k in stride(from: entries.count - 1, through: 0, by: -1) { slot[Int(entries[k].0)] = Int32(k) }
    }

    /// Resets what `indexFirst` wrote (cheaper than refilling the whole table).
    private static func clearFirst<T>(_ entries: [(Int32, T)], in slot: inout [Int32]) {
        for entry in entries { slot[Int(entry.0)] = -1 }
    }

    /// Compares the logged state with the current one and lists the changes in delivery order.
    /// Values the tree stores (safe area, frame, bounds, adjusted content inset) come from the
    /// log. Layout margins are computed both ways from those values in the same walk, a
    /// superview before its subviews, so a preserving view takes its superview's margins
    /// from a per-slot table instead of walking up; only keyboard guides with a keyboard up
    /// (window coordinates, before or after) are computed again with the log undone.
    mutating func collectChanges(_ log: inout TransitionJournal, oldOrientation: Orientation, oldKeyboard: Double, into changes: inout ChangeWriter) {
        if log.safe.isEmpty && log.frames.isEmpty && log.bounds.isEmpty && log.adjusted.isEmpty && oldKeyboard == keyboardHeight {
            return
        }
        // Per-slot tables kept between transitions (their pages stay mapped); taken out of
        // `self` while in use so that writing them never copies.
        var scratch = transitionScratch
        transitionScratch = TransitionScratch()
        scratch.resize(views.count)
        defer { transitionScratch = scratch }
        for (v, _) in log.safe { scratch.flags[Int(v)] |= Flags.safe | Flags.margins | Flags.keyboard }
        // A plain view's margins are its base margins plus its safe area whatever its frame;
        // a moved frame or bounds matters to a root view (the system minimum follows its width)
        // and to subviews that preserve its margins (flagged below).
        for (v, _) in log.frames { scratch.flags[Int(v)] |= Flags.frame | Flags.margins | Flags.keyboard }
        for (v, _, _) in log.bounds { scratch.flags[Int(v)] |= Flags.bounds | Flags.margins | Flags.keyboard }
        for (v, _) in log.adjusted { scratch.flags[Int(v)] |= Flags.adjusted }
        // The keyboard guide is in window terms: with a keyboard up before or after, a
        // rotation or a moved view can change it anywhere.
        let keyboardUp = oldKeyboard > 0 || keyboardHeight > 0
        let everyKeyboard = oldKeyboard != keyboardHeight
            || (keyboardUp && (oldOrientation != orientation || !log.frames.isEmpty || !log.bounds.isEmpty))
        let order = windowOrder()
        var candidates: [Int32] = []
        candidates.reserveCapacity(log.safe.count + log.frames.count + 16)
        var underTransform = transformedViews > 0 ? [Bool](repeating: false, count: views.count) : []
        scratch.flags.withUnsafeMutableBufferPointer { flags in
            for v in order {
                let i = Int(v)
                let p = views[i].parent
                if views[i].controller >= 0 { flags[i] |= Flags.fullMargins }
                if p >= 0 && flags[Int(p)] & Flags.margins != 0 && traits[i] & ViewTraits.preserves != 0 {
                    flags[i] |= Flags.margins | Flags.fullMargins
                }
                // Preserved margins are not the base plus the safe area: computed both ways.
                if p >= 0 && traits[i] & ViewTraits.preserves != 0 && flags[i] & Flags.margins != 0 { flags[i] |= Flags.fullMargins }
                if everyKeyboard { flags[i] |= Flags.keyboard }
                if !underTransform.isEmpty {
                    underTransform[i] = traits[i] & ViewTraits.transformed != 0 || (p >= 0 && underTransform[Int(p)])
                    if underTransform[i] { continue }  // reported as unsupported, not predicted
                }
                if flags[i] & (Flags.safe | Flags.frame | Flags.adjusted | Flags.margins | Flags.keyboard) != 0 { candidates.append(v) }
            }
        }

        // Keyboard guides with a keyboard up before or after depend on window positions:
        // undo the log (and the window fields the guides read), compute, redo.
        var keyboardBefore: [Rect] = []
        if keyboardUp {
            swapJournal(&log, backwards: true)
            let newOrientation = orientation, newKeyboard = keyboardHeight
            orientation = oldOrientation
            keyboardHeight = oldKeyboard
            let origins = keyboardHeight > 0 ? originsY(order) : []
            let windowHeight = windowSize.height
            keyboardBefore.reserveCapacity(candidates.count)
            for v in candidates {
                keyboardBefore.append(scratch.flags[Int(v)] & Flags.keyboard != 0
                    ? keyboardGuide(v, originY: origins.isEmpty ? 0 : origins[Int(v)], windowHeight: windowHeight) : .zero)
            }
            swapJournal(&log, backwards: false)
            orientation = newOrientation
            keyboardHeight = newKeyboard
        }
        let origins = keyboardHeight > 0 ? originsY(order) : []
        let windowHeight = windowSize.height
        SafeAreaTree.indexFirst(log.safe, into: &scratch.safeSlot)
        SafeAreaTree.indexFirst(log.frames, into: &scratch.frameSlot)
        SafeAreaTree.indexFirst(log.adjusted, into: &scratch.adjustedSlot)
        for k in stride(from: log.bounds.count - 1, through: 0, by: -1) { scratch.boundsSlot[Int(log.bounds[k].0)] = Int32(k) }

        changes.ensure(candidates.count * 3)
        for (k, v) in candidates.enumerated() {
            let i = Int(v)
            let f = scratch.flags[i]
            let handle = viewHandle(v)
            let node = views[i]
            let newSafe = node.safeArea
            let oldSafe = f & Flags.safe != 0 ? log.safe[Int(scratch.safeSlot[i])].1 : newSafe
            let newFrame = node.frame
            let oldFrame = f & Flags.frame != 0 ? log.frames[Int(scratch.frameSlot[i])].1 : newFrame
            if oldFrame != newFrame {
                changes.append(TreeChange(node: handle, property: .frame, before: Quad(oldFrame), after: Quad(newFrame)))
            }
            if oldSafe != newSafe {
                changes.append(TreeChange(node: handle, property: .safeAreaInsets, before: Quad(oldSafe), after: Quad(newSafe)))
            }
            if f & Flags.margins != 0 {
                // effectiveMargins, after and before, with the superview's from the table when
                // it was computed here (it precedes its subviews), else unchanged and read now.
                let p = Int(node.parent)
                let preserving = p >= 0 && traits[i] & ViewTraits.preserves != 0
                let superFlagged = preserving && scratch.flags[p] & Flags.margins != 0
                var after = ownMargins(i, safe: newSafe, width: newFrame.width)
                if preserving {
                    after = SafeAreaTree.preservedMargins(own: after, superview: superFlagged ? scratch.marginsAfter[p] : effectiveMargins(Int32(p)),
                                                          frame: newFrame, superBounds: bounds(Int32(p)))
                }
                var before = after
                let keep = node.firstChild >= 0  // a subview may preserve these margins
                if f & Flags.fullMargins != 0 || keep {
                    before = ownMargins(i, safe: oldSafe, width: oldFrame.width)
                    if preserving {
                        before = SafeAreaTree.preservedMargins(own: before, superview: superFlagged ? scratch.marginsBefore[p] : effectiveMargins(Int32(p)),
                                                               frame: oldFrame, superBounds: oldBounds(p, log, frameSlot: scratch.frameSlot[p], boundsSlot: scratch.boundsSlot[p]))
                    }
                    if keep {
                        scratch.marginsAfter[i] = after
                        scratch.marginsBefore[i] = before
                    }
                }
                if f & Flags.fullMargins == 0 {
                    // A plain view's margins: its base margins plus its safe area (MODEL.md §2.7),
                    // reported as the change of its safe area.
                    before = SafeAreaTree.plainMarginsBefore(after, newSafe: newSafe, oldSafe: oldSafe,
                                                             fromSafeArea: traits[i] & ViewTraits.insetsFromSafeArea != 0)
                }
                if before != after {
                    changes.append(TreeChange(node: handle, property: .layoutMargins, before: Quad(before), after: Quad(after)))
                }
            }
            if f & Flags.adjusted != 0 {
                let old = log.adjusted[Int(scratch.adjustedSlot[i])].1, new = props[i].adjustedContentInset
                if old != new { changes.append(TreeChange(node: handle, property: .adjustedContentInset, before: Quad(old), after: Quad(new))) }
            }
            if f & Flags.keyboard != 0 {
                let after = keyboardGuide(v, originY: origins.isEmpty ? 0 : origins[i], windowHeight: windowHeight)
                let before: Rect
                if keyboardUp {
                    before = keyboardBefore[k]
                } else {
                    var b = Rect(x: node.boundsX, y: node.boundsY, width: oldFrame.width, height: oldFrame.height)
                    if f & Flags.bounds != 0 {
                        let entry = log.bounds[Int(scratch.boundsSlot[i])]
                        b.x = entry.1
                        b.y = entry.2
                    }
                    before = SafeAreaTree.restingKeyboardGuide(b, safeBottom: oldSafe.bottom, usesBottom: traits[i] & ViewTraits.usesBottomSafeArea != 0)
                }
                if before != after {
                    changes.append(TreeChange(node: handle, property: .keyboardLayoutGuide, before: Quad(before), after: Quad(after)))
                }
            }
        }
        // Leave the tables clean for the next transition.
        SafeAreaTree.clearFirst(log.safe, in: &scratch.safeSlot)
        SafeAreaTree.clearFirst(log.frames, in: &scratch.frameSlot)
        SafeAreaTree.clearFirst(log.adjusted, in: &scratch.adjustedSlot)
        for entry in log.bounds { scratch.boundsSlot[Int(entry.0)] = -1 }
        scratch.flags.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// The bounds of view `p` before the transition (its logged frame size and bounds origin).
    private func oldBounds(_ p: Int, _ log: borrowing TransitionJournal, frameSlot f: Int32, boundsSlot o: Int32) -> Rect {
        var b = bounds(Int32(p))
        if f >= 0 {
            b.width = log.frames[Int(f)].1.width
            b.height = log.frames[Int(f)].1.height
        }
        if o >= 0 {
            b.x = log.bounds[Int(o)].1
            b.y = log.bounds[Int(o)].2
        }
        return b
    }
}

/// Per-slot tables of `collectChanges`, kept in the tree between transitions; every
/// entry is back to its rest value (0, -1) when a transition ends.
struct TransitionScratch {
    var flags: [UInt8] = []
    /// Index of a view's first entry in each log (its value before the transition), or -1.
    var safeSlot: [Int32] = []
    var frameSlot: [Int32] = []
    var boundsSlot: [Int32] = []
    var adjustedSlot: [Int32] = []
    /// Effective margins after and before, of views with subviews whose margins were computed.
    var marginsAfter: [SafeAreaInsets] = []
    var marginsBefore: [SafeAreaInsets] = []
    /// The linear transition's size steps (SafeAreaTree+TransitionPass), kept for their capacity.
    var steps: [SizeStep] = []

    mutating func resize(_ count: Int) {
        guard flags.count < count else { return }
        let more = count - flags.count
        flags.append(contentsOf: repeatElement(0, count: more))
        safeSlot.append(contentsOf: repeatElement(-1, count: more))
        frameSlot.append(contentsOf: repeatElement(-1, count: more))
        boundsSlot.append(contentsOf: repeatElement(-1, count: more))
        adjustedSlot.append(contentsOf: repeatElement(-1, count: more))
        marginsAfter.append(contentsOf: repeatElement(.zero, count: more))
        marginsBefore.append(contentsOf: repeatElement(.zero, count: more))
    }
}

/// The undo log of a running transition: the old value of every field the change
/// and its layout pass write, in the order written.
struct TransitionJournal {
    var frames: [(Int32, Rect)] = []
    var bounds: [(Int32, Double, Double)] = []
    var safe: [(Int32, SafeAreaInsets)] = []
    var adjusted: [(Int32, SafeAreaInsets)] = []

    mutating func removeAll() {
        frames.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        safe.removeAll(keepingCapacity: true)
        adjusted.removeAll(keepingCapacity: true)
    }
}


/// A change of the window: fields left nil keep their values.
public struct WindowTransition: Sendable, Equatable {
    public var orientation: Orientation?
    public var statusBarHidden: Bool?
    /// Points; 0 hides the keyboard.
    public var keyboardHeight: Double?
    /// With `changesOSVersion`: the OS version to use (nil: the newest with data).
    public var osVersion: OSVersion?
    public var changesOSVersion: Bool

    public init(orientation: Orientation? = nil, statusBarHidden: Bool? = nil, keyboardHeight: Double? = nil,
                changesOSVersion: Bool = false, osVersion: OSVersion? = nil) {
        self.orientation = orientation
        self.statusBarHidden = statusBarHidden
        self.keyboardHeight = keyboardHeight
        self.changesOSVersion = changesOSVersion
        self.osVersion = osVersion
    }
}

/// Four numbers: insets (top, left, bottom, right) or a rectangle (x, y, width, height).
public struct Quad: Sendable, Equatable, Hashable {
    public var v0, v1, v2, v3: Double

    public init(_ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) {
        self.v0 = v0
        self.v1 = v1
        self.v2 = v2
        self.v3 = v3
    }

    public init(_ insets: SafeAreaInsets) { self.init(insets.top, insets.left, insets.bottom, insets.right) }
    public init(_ rect: Rect) { self.init(rect.x, rect.y, rect.width, rect.height) }
}

/// One changed value of one view.
public struct TreeChange: Sendable, Equatable {
    /// What changed (the numbering of safearea_change_property).
    public enum Property: Int, Sendable, CaseIterable {
        case frame = 0
        case safeAreaInsets = 1
        case layoutMargins = 2
        case adjustedContentInset = 3
        case keyboardLayoutGuide = 4

        public var name: String {
            switch self {
            case .frame: return "frame"
            case .safeAreaInsets: return "safe_area_insets"
            case .layoutMargins: return "layout_margins"
            case .adjustedContentInset: return "adjusted_content_inset"
            case .keyboardLayoutGuide: return "keyboard_layout_guide"
            }
        }
    }

    public var node: NodeHandle
    public var property: Property
    public var before: Quad
    public var after: Quad
}
