/// Transitions as data: a window change (rotation, status bar, keyboard, OS
/// version) applied through the ordinary layout pass, reported view by view in
/// the order UIKit delivers safeAreaInsetsDidChange / viewSafeAreaInsetsDidChange.
///
/// No second propagation: while the change and its layout pass run, every field
/// they write is logged with its old value (`TransitionJournal`, an undo log).
/// Afterwards the log is undone to compute the values that are not stored (layout
/// margins, keyboard layout guides) as they were, then redone; views are visited
/// once in tree order (a superview before its subviews). Child controllers keep
/// their SPEC §2.4 history because the layout pass is the one every read uses.
extension SafeAreaTree {
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
        journal = TransitionJournal()
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
        lastTransition = collectChanges(&log, oldOrientation: oldOrientation, oldKeyboard: oldKeyboard)
        return lastTransition.count
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
        let top = controllers[Int(root)].view
        var v = top
        while true {
            if views[Int(v)].inWindow { order.append(v) }
            let first = views[Int(v)].firstChild
            if first >= 0 {
                v = first
                continue
            }
            while v != top && views[Int(v)].next < 0 { v = views[Int(v)].parent }
            if v == top { break }
            v = views[Int(v)].next
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

    /// The first logged old value of each view (by slot; -1: none), from one kind of log entry.
    private func firstEntries<T>(_ entries: [(Int32, T)]) -> [Int32] {
        var slot = [Int32](repeating: -1, count: entries.isEmpty ? 0 : views.count)
        for k in stride(from: entries.count - 1, through: 0, by: -1) { slot[Int(entries[k].0)] = Int32(k) }
        return slot
    }

    /// keyboardLayoutGuide with the keyboard hidden: from the safe area's bottom (SPEC §2.7).
    private static func restingKeyboardGuide(_ b: Rect, safeBottom: Double, usesBottom: Bool) -> Rect {
        let inset = usesBottom ? safeBottom : 0
        let top = b.maxY - inset
        return Rect(x: b.x, y: top, width: b.width, height: max(0, b.maxY - top))
    }

    /// Compares the logged state with the current one and lists the changes in delivery order.
    /// Values the tree stores (safe area, frame, bounds, adjusted content inset) come from the
    /// log; margins of a plain view are its base margins plus the logged safe area; only
    /// what depends on more (controllers' root views, preserved margins, a keyboard that is
    /// up) is computed again with the log undone.
    mutating func collectChanges(_ log: inout TransitionJournal, oldOrientation: Orientation, oldKeyboard: Double) -> [TreeChange] {
        if log.safe.isEmpty && log.frames.isEmpty && log.bounds.isEmpty && log.adjusted.isEmpty && oldKeyboard == keyboardHeight {
            return []
        }
        var flags = [UInt8](repeating: 0, count: views.count)
        for (v, _) in log.safe { flags[Int(v)] |= Flags.safe | Flags.margins | Flags.keyboard }
        // A plain view's margins are its base margins plus its safe area whatever its frame;
        // a moved frame or bounds matters to a root view (the system minimum follows its width)
        // and to subviews that preserve its margins (flagged below).
        for (v, _) in log.frames { flags[Int(v)] |= Flags.frame | Flags.margins | Flags.keyboard }
        for (v, _, _) in log.bounds { flags[Int(v)] |= Flags.bounds | Flags.margins | Flags.keyboard }
        for (v, _) in log.adjusted { flags[Int(v)] |= Flags.adjusted }
        // The keyboard guide is in window terms: with a keyboard up before or after, a
        // rotation or a moved view can change it anywhere.
        let keyboardUp = oldKeyboard > 0 || keyboardHeight > 0
        let everyKeyboard = oldKeyboard != keyboardHeight
            || (keyboardUp && (oldOrientation != orientation || !log.frames.isEmpty || !log.bounds.isEmpty))
        let order = windowOrder()
        var candidates: [Int32] = []
        candidates.reserveCapacity(log.safe.count + log.frames.count + 16)
        var underTransform = transformedViews > 0 ? [Bool](repeating: false, count: views.count) : []
        for v in order {
            let i = Int(v)
            let p = views[i].parent
            if views[i].controller >= 0 { flags[i] |= Flags.fullMargins }
            if p >= 0 && flags[Int(p)] & Flags.margins != 0 && traits[i] & ViewTraits.preserves != 0 {
                flags[i] |= Flags.margins | Flags.fullMargins
            }
            if everyKeyboard { flags[i] |= Flags.keyboard }
            if !underTransform.isEmpty {
                underTransform[i] = traits[i] & ViewTraits.transformed != 0 || (p >= 0 && underTransform[Int(p)])
                if underTransform[i] { continue }  // reported as unsupported, not predicted
            }
            if flags[i] & (Flags.safe | Flags.frame | Flags.adjusted | Flags.margins | Flags.keyboard) != 0 { candidates.append(v) }
        }

        // What only the state before can tell: undo the log (and the window fields the
        // guides read), compute, redo.
        var fullBefore: [SafeAreaInsets] = []
        var keyboardBefore: [Rect] = []
        let fullCount = candidates.reduce(0) { $0 + (flags[Int($1)] & (Flags.margins | Flags.fullMargins) == Flags.margins | Flags.fullMargins ? 1 : 0) }
        if fullCount > 0 || keyboardUp {
            swapJournal(&log, backwards: true)
            let newOrientation = orientation, newKeyboard = keyboardHeight
            orientation = oldOrientation
            keyboardHeight = oldKeyboard
            let origins = keyboardUp && keyboardHeight > 0 ? originsY(order) : []
            let windowHeight = windowSize.height
            fullBefore.reserveCapacity(fullCount)
            if keyboardUp { keyboardBefore.reserveCapacity(candidates.count) }
            for v in candidates {
                let f = flags[Int(v)]
                if f & (Flags.margins | Flags.fullMargins) == Flags.margins | Flags.fullMargins { fullBefore.append(effectiveMargins(v)) }
                if keyboardUp {
                    keyboardBefore.append(f & Flags.keyboard != 0 ? keyboardGuide(v, originY: origins.isEmpty ? 0 : origins[Int(v)], windowHeight: windowHeight) : .zero)
                }
            }
            swapJournal(&log, backwards: false)
            orientation = newOrientation
            keyboardHeight = newKeyboard
        }
        let origins = keyboardHeight > 0 ? originsY(order) : []
        let windowHeight = windowSize.height
        let safeSlot = firstEntries(log.safe), frameSlot = firstEntries(log.frames), adjustedSlot = firstEntries(log.adjusted)
        var boundsSlot = [Int32](repeating: -1, count: log.bounds.isEmpty ? 0 : views.count)
        for k in stride(from: log.bounds.count - 1, through: 0, by: -1) { boundsSlot[Int(log.bounds[k].0)] = Int32(k) }

        // The last transition's buffer is reused (its pages are already mapped).
        var changes = lastTransition
        lastTransition = []
        changes.removeAll(keepingCapacity: true)
        changes.reserveCapacity(candidates.count * 3)
        var fullIndex = 0
        for (k, v) in candidates.enumerated() {
            let i = Int(v)
            let f = flags[i]
            let handle = viewHandle(v)
            let node = views[i]
            let newSafe = node.safeArea
            let oldSafe = f & Flags.safe != 0 ? log.safe[Int(safeSlot[i])].1 : newSafe
            let newFrame = node.frame
            let oldFrame = f & Flags.frame != 0 ? log.frames[Int(frameSlot[i])].1 : newFrame
            if oldFrame != newFrame {
                changes.append(TreeChange(node: handle, property: .frame, before: Quad(oldFrame), after: Quad(newFrame)))
            }
            if oldSafe != newSafe {
                changes.append(TreeChange(node: handle, property: .safeAreaInsets, before: Quad(oldSafe), after: Quad(newSafe)))
            }
            if f & Flags.margins != 0 {
                let after = effectiveMargins(v)
                var before: SafeAreaInsets
                if f & Flags.fullMargins != 0 {
                    before = fullBefore[fullIndex]
                    fullIndex += 1
                } else if traits[i] & ViewTraits.insetsFromSafeArea != 0 {
                    // A plain view's margins: its base margins plus its safe area (SPEC §2.7).
                    before = SafeAreaInsets(top: after.top - newSafe.top + oldSafe.top, left: after.left - newSafe.left + oldSafe.left,
                                            bottom: after.bottom - newSafe.bottom + oldSafe.bottom, right: after.right - newSafe.right + oldSafe.right)
                } else {
                    before = after
                }
                if before != after {
                    changes.append(TreeChange(node: handle, property: .layoutMargins, before: Quad(before), after: Quad(after)))
                }
            }
            if f & Flags.adjusted != 0 {
                let old = log.adjusted[Int(adjustedSlot[i])].1, new = props[i].adjustedContentInset
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
                        let entry = log.bounds[Int(boundsSlot[i])]
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
        return changes
    }
}

/// The undo log of a running transition: the old value of every field the change
/// and its layout pass write, in the order written.
struct TransitionJournal {
    var frames: [(Int32, Rect)] = []
    var bounds: [(Int32, Double, Double)] = []
    var safe: [(Int32, SafeAreaInsets)] = []
    var adjusted: [(Int32, SafeAreaInsets)] = []
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
