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
        func indices(_ count: Int) -> [Int] { backwards ? Array((0..<count).reversed()) : Array(0..<count) }
        for k in indices(log.frames.count) {
            let v = Int(log.frames[k].0)
            swap(&views[v].frame, &log.frames[k].1)
        }
        for k in indices(log.bounds.count) {
            let v = Int(log.bounds[k].0)
            swap(&views[v].boundsX, &log.bounds[k].1)
            swap(&views[v].boundsY, &log.bounds[k].2)
        }
        for k in indices(log.safe.count) {
            let v = Int(log.safe[k].0)
            swap(&views[v].safeArea, &log.safe[k].1)
        }
        for k in indices(log.adjusted.count) {
            let v = Int(log.adjusted[k].0)
            swap(&props[v].adjustedContentInset, &log.adjusted[k].1)
        }
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
    }

    /// Compares the logged state with the current one and lists the changes in delivery order.
    mutating func collectChanges(_ log: inout TransitionJournal, oldOrientation: Orientation, oldKeyboard: Double) -> [TreeChange] {
        if log.safe.isEmpty && log.frames.isEmpty && log.bounds.isEmpty && log.adjusted.isEmpty && oldKeyboard == keyboardHeight {
            return []
        }
        var flags = [UInt8](repeating: 0, count: views.count)
        for (v, _) in log.safe { flags[Int(v)] |= Flags.safe | Flags.margins | Flags.keyboard }
        for (v, _) in log.frames { flags[Int(v)] |= Flags.frame | Flags.margins | Flags.keyboard }
        for (v, _, _) in log.bounds { flags[Int(v)] |= Flags.margins | Flags.keyboard }
        for (v, _) in log.adjusted { flags[Int(v)] |= Flags.adjusted }
        // The keyboard guide is in window terms: with a keyboard up before or after, a
        // rotation or a moved view can change it anywhere.
        let keyboardUp = oldKeyboard > 0 || keyboardHeight > 0
        let everyKeyboard = oldKeyboard != keyboardHeight
            || (keyboardUp && (oldOrientation != orientation || !log.frames.isEmpty || !log.bounds.isEmpty))
        let order = windowOrder()
        var candidates: [Int32] = []
        candidates.reserveCapacity(log.safe.count + 16)
        var underTransform = transformedViews > 0 ? [Bool](repeating: false, count: views.count) : []
        for v in order {
            let i = Int(v)
            let p = views[i].parent
            if p >= 0 && props[i].preservesSuperviewLayoutMargins && flags[Int(p)] & Flags.margins != 0 { flags[i] |= Flags.margins }
            if everyKeyboard { flags[i] |= Flags.keyboard }
            if !underTransform.isEmpty {
                underTransform[i] = props[i].transform != nil || (p >= 0 && underTransform[Int(p)])
                if underTransform[i] { continue }  // reported as unsupported, not predicted
            }
            if flags[i] != 0 { candidates.append(v) }
        }
        let needsOrigins = keyboardUp && candidates.contains { flags[Int($0)] & Flags.keyboard != 0 }

        // The state before: undo the log (and the window fields the guides read).
        swapJournal(&log, backwards: true)
        let newOrientation = orientation, newKeyboard = keyboardHeight
        orientation = oldOrientation
        keyboardHeight = oldKeyboard
        var before = [ChangeValues](repeating: ChangeValues(), count: candidates.count)
        var origins = needsOrigins && keyboardHeight > 0 ? originsY(order) : []
        var windowHeight = windowSize.height
        for (k, v) in candidates.enumerated() {
            before[k] = values(v, flags[Int(v)], origins: origins, windowHeight: windowHeight)
        }
        // And after: redo.
        swapJournal(&log, backwards: false)
        orientation = newOrientation
        keyboardHeight = newKeyboard
        origins = needsOrigins && keyboardHeight > 0 ? originsY(order) : []
        windowHeight = windowSize.height

        var changes: [TreeChange] = []
        changes.reserveCapacity(candidates.count * 2)
        for (k, v) in candidates.enumerated() {
            let f = flags[Int(v)]
            let after = values(v, f, origins: origins, windowHeight: windowHeight)
            let old = before[k]
            let handle = viewHandle(v)
            if f & Flags.frame != 0 && old.frame != after.frame {
                changes.append(TreeChange(node: handle, property: .frame, before: Quad(old.frame), after: Quad(after.frame)))
            }
            if f & Flags.safe != 0 && old.safe != after.safe {
                changes.append(TreeChange(node: handle, property: .safeAreaInsets, before: Quad(old.safe), after: Quad(after.safe)))
            }
            if f & Flags.margins != 0 && old.margins != after.margins {
                changes.append(TreeChange(node: handle, property: .layoutMargins, before: Quad(old.margins), after: Quad(after.margins)))
            }
            if f & Flags.adjusted != 0 && old.adjusted != after.adjusted {
                changes.append(TreeChange(node: handle, property: .adjustedContentInset, before: Quad(old.adjusted), after: Quad(after.adjusted)))
            }
            if f & Flags.keyboard != 0 && old.keyboard != after.keyboard {
                changes.append(TreeChange(node: handle, property: .keyboardLayoutGuide, before: Quad(old.keyboard), after: Quad(after.keyboard)))
            }
        }
        return changes
    }

    /// The values a transition compares, read from the current state.
    private func values(_ v: Int32, _ f: UInt8, origins: [Double], windowHeight: Double) -> ChangeValues {
        var result = ChangeValues()
        let i = Int(v)
        result.frame = views[i].frame
        result.safe = views[i].safeArea
        if views[i].isScroll { result.adjusted = props[i].adjustedContentInset }
        if f & Flags.margins != 0 { result.margins = effectiveMargins(v) }
        if f & Flags.keyboard != 0 {
            result.keyboard = keyboardGuide(v, originY: origins.isEmpty ? 0 : origins[i], windowHeight: windowHeight)
        }
        return result
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

/// What a transition compares on one view.
struct ChangeValues {
    var frame = Rect.zero
    var safe = SafeAreaInsets.zero
    var margins = SafeAreaInsets.zero
    var adjusted = SafeAreaInsets.zero
    var keyboard = Rect.zero
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
