/// Transitions as data: a window change (rotation, status bar, keyboard, OS
/// version) applied through the ordinary layout pass, reported view by view in
/// the order UIKit delivers safeAreaInsetsDidChange / viewSafeAreaInsetsDidChange.
///
/// Two paths list the same changes with the same per-view functions (ViewChanges):
/// the linear pass (SafeAreaTree+LinearTransition) when no keyboard is up before or
/// after and every superview is stored before its subviews, and otherwise the journal
/// path here. No second propagation: while the change and its layout pass run, every
/// field they write is logged with its old value (`TransitionJournal`, an undo log).
/// Afterwards the first logged value of each view is its value before; views are
/// visited once in tree order (a superview before its subviews); only keyboard guides
/// with a keyboard up are computed with the log undone. Child controllers keep their
/// MODEL.md §2.4 history because the layout pass is the one every read uses.
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
                throw .invalidArgument(
                    "keyboard height must be a finite number from 0 to 10,000,000 points, got \(formatNumber(height))")
            }
        }
        // A window state the device's catalog entry does not predict (bars on a vertical edge,
        // the status bar hidden where unmeasured) is refused before anything changes, as the
        // reads under it are (its check lays out pending mutations, as the next line does).
        if let height = change.keyboardHeight, let refusal = keyboardRefusal(height) { throw refusal }
        if let refusal = unpredictedWindow(orientation: newOrientation, statusBarHidden: newStatusBar) { throw refusal }
        // Pending mutations are not part of the transition (laid out first, so that the checks below
        // see every container state and presentation as the pass resolves them).
        layout()
        // Bars the new window has no measured metrics for (or, strict, derived ones), and
        // presentations it cannot place, the same way.
        if newOrientation != orientation || newVersion != osVersion || newStatusBar != statusBarHidden
            || barsNeedChecks
        {
            let newWindow = try WindowEnvironment(
                device: device, orientation: newOrientation, version: newVersion,
                statusBarHidden: newStatusBar || controllingControllerHidesStatusBar(), window: windowRequest)
            if newWindow.bars.baseUnmeasured || barsNeedChecks || strict,
                let refusal = unpredictedBars(in: newWindow)
            {
                throw refusal
            }
            if let refusal = unplacedPresentation(in: newWindow) { throw refusal }
        }
        let oldWindow = windowStorage
        let oldKeyboard = keyboardHeight
        var out = changeWriter()
        // Without a keyboard before or after, and with every superview stored before its
        // subviews (as views made in order are), one linear pass does it all.
        if !transitionState.forcesJournal && root >= 0 && oldKeyboard == 0 && (change.keyboardHeight ?? 0) == 0
            && parentsPrecedeChildren()
        {
            linearTransition(change, into: &out)
            out.commit()
            return out.count
        }
        // The last transition's log, emptied: its capacity is reused, so logging does not
        // reallocate and copy as it grows.
        var fresh = transitionState.spareJournal
        transitionState.spareJournal = TransitionJournal()
        fresh.removeAll()
        transitionState.journal = fresh
        changeWindow(change)
        layout()
        var log = transitionState.journal ?? TransitionJournal()
        transitionState.journal = nil
        collectChanges(&log, oldWindow: oldWindow, oldKeyboard: oldKeyboard, into: &out)
        out.commit()
        transitionState.spareJournal = log
        return out.count
    }

    /// Sets the window's fields that `change` names (both paths; the layout pass that
    /// follows computes the rest). A rotation resizes the root view (`rotateWindow`).
    mutating func changeWindow(_ change: WindowTransition) {
        if let new = change.orientation, new != orientation { rotateWindow(to: new) }
        if let hidden = change.statusBarHidden, hidden != statusBarHidden {
            statusBarHidden = hidden
            windowDirty = true
        }
        if change.changesOSVersion && change.osVersion != osVersion {
            osVersion = change.osVersion
            windowDirty = true
            barsCheckPending = true
            resolveWindow()
        }
        if let height = change.keyboardHeight { keyboardHeight = height }
    }

    /// In-window views, every superview before its subviews: memory order when that
    /// holds (as the layout pass visits), else depth-first from the root view.
    func windowOrder() -> [Int32] {
        guard isWindowLevel(root) else { return [] }
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
        // Presented controllers' views are window-level roots of their own (MODEL.md §18).
        for p in presentations where controllers[Int(p.controller)].alive {
            preorder(from: controllers[Int(p.controller)].view) { v in
                if views[Int(v)].inWindow { order.append(v) }
            }
        }
        return order
    }

    /// Swaps the logged fields with their log entries: backwards to restore the state
    /// before the transition, forwards to return to the state after it.
    mutating func swapJournal(_ log: inout TransitionJournal, backwards: Bool) {
        func each(_ count: Int, _ body: (Int) -> Void) {
            if backwards {
                for k in stride(from: count - 1, through: 0, by: -1) { body(k) }
            } else {
                for k in 0..<count { body(k) }
            }
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

    /// Keeps in `table` each view's first value in `entries` (its value before the
    /// transition), marking the view `bit`.
    private static func keepFirst<T>(
        _ entries: [(Int32, T)], _ bit: ChangeBits, in table: UnsafeMutablePointer<T>,
        flags: SlotFlags
    ) {
        for (v, old) in entries where !flags[Int(v)].contains(bit) {
            table[Int(v)] = old
            flags[Int(v)].insert(bit)
        }
    }

    /// Lists the changes the undo log records, in delivery order: each view's values
    /// before are its first entries in the log (kept in the tables, as the linear pass
    /// keeps them), its values after are the tree's; `markChanges` and `listChanges` do
    /// the rest. Only keyboard guides with a keyboard up (window coordinates, before or
    /// after) are computed again with the log undone.
    ///
    /// `leaving` lists views that left the window in the change (a dismissed presentation,
    /// superviews first), listed after the window's; `entering` views that joined it (a
    /// presented controller's). Their keyboard guides before are computed as out of, or in,
    /// the window. `scope`, when given, is the one subtree the change can touch (a presented
    /// controller's view): only its views are visited. `leavingOnly`: the leaving views are all the
    /// change can touch (a dismissal): only they are visited.
    mutating func collectChanges(
        _ log: inout TransitionJournal, oldWindow: WindowStorage, oldKeyboard: Double,
        leaving: [Int32] = [], entering: [Int32] = [], scope: Int32? = nil, leavingOnly: Bool = false,
        into changes: inout ChangeWriter
    ) {
        if log.safe.isEmpty && log.frames.isEmpty && log.bounds.isEmpty && log.adjusted.isEmpty
            && oldKeyboard == keyboardHeight
        {
            return
        }
        let tables = transitionTables()
        defer { clearTransitionTables() }
        let flags = tables.flags
        SafeAreaTree.keepFirst(log.frames, .frame, in: tables.oldFrames, flags: flags)
        SafeAreaTree.keepFirst(log.safe, .safe, in: tables.oldSafe, flags: flags)
        SafeAreaTree.keepFirst(log.adjusted, .adjusted, in: tables.oldAdjusted, flags: flags)
        for (v, x, y) in log.bounds where !flags[Int(v)].contains(.bounds) {
            tables.oldBounds[Int(v)] = Rect(x: x, y: y, width: 0, height: 0)
            flags[Int(v)].insert(.bounds)
        }
        // The keyboard guide is in window terms: with a keyboard up before or after, a
        // rotation or a moved view can change it anywhere.
        let keyboardUp = oldKeyboard > 0 || keyboardHeight > 0
        let everyKeyboard =
            oldKeyboard != keyboardHeight
            || (keyboardUp
                && (oldWindow.environment.orientation != orientation || !log.frames.isEmpty || !log.bounds.isEmpty))
        var order: [Int32] = []
        if let scope {
            preorder(from: scope) { v in
                if views[Int(v)].inWindow { order.append(v) }
            }
        } else if leavingOnly {
            order = leaving
        } else {
            order = leaving.isEmpty ? windowOrder() : windowOrder() + leaving
        }
        let candidates = markCandidates(
            order, adding: everyKeyboard ? .keyboard : [], capacity: log.safe.count + log.frames.count + 16,
            tables: tables)

        // Keyboard guides with a keyboard up before or after depend on window positions:
        // undo the log (and the window fields the guides read), compute, redo.
        var keyboardBefore: [Rect] = []
        if keyboardUp {
            swapJournal(&log, backwards: true)
            let newOrientation = orientation
            let newWindow = windowStorage
            let newKeyboard = keyboardHeight
            orientation = oldWindow.environment.orientation
            windowStorage = oldWindow
            keyboardHeight = oldKeyboard
            for v in leaving { views[Int(v)].inWindow = true }
            for v in entering { views[Int(v)].inWindow = false }
            keyboardBefore = keyboardGuides(candidates, origins: keyboardHeight > 0 ? originsY(order) : [])
            for v in leaving { views[Int(v)].inWindow = false }
            for v in entering { views[Int(v)].inWindow = true }
            swapJournal(&log, backwards: false)
            orientation = newOrientation
            windowStorage = newWindow
            keyboardHeight = newKeyboard
        }
        let origins = keyboardHeight > 0 ? originsY(order) : []
        listCandidates(
            candidates, keyboardUp: keyboardUp, keyboardBefore: keyboardBefore, origins: origins, tables: tables,
            into: &changes)
    }

    // The per-view loops of `collectChanges`, apart: non-mutating, so that the per-view functions
    // they call borrow the tree (called from the mutating function, each call copied the tree's
    // fields, retains and releases included, once per view).

    /// Marks the views of `order` (`markChanges`) and returns those with changes to list.
    private func markCandidates(_ order: [Int32], adding: ChangeBits, capacity: Int, tables: TransitionTables)
        -> [(Int32, ChangeBits)]
    {
        var candidates: [(Int32, ChangeBits)] = []
        candidates.reserveCapacity(capacity)
        let transforms = transformedViews > 0
        for v in order {
            let f = markChanges(Int(v), adding: adding, transforms: transforms, tables: tables)
            if f.isListed { candidates.append((v, f)) }
        }
        return candidates
    }

    /// The keyboard guide of each candidate marked `.keyboard` (else zero), in order.
    private func keyboardGuides(_ candidates: [(Int32, ChangeBits)], origins: [Double]) -> [Rect] {
        let windowHeight = windowSize.height
        var guides: [Rect] = []
        guides.reserveCapacity(candidates.count)
        for (v, f) in candidates {
            guides.append(
                f.contains(.keyboard)
                    ? keyboardGuide(v, originY: origins.isEmpty ? 0 : origins[Int(v)], windowHeight: windowHeight)
                    : .zero)
        }
        return guides
    }

    /// Lists the changes of each candidate (`listChanges`), in order.
    private func listCandidates(
        _ candidates: [(Int32, ChangeBits)], keyboardUp: Bool, keyboardBefore: [Rect], origins: [Double],
        tables: TransitionTables, into changes: inout ChangeWriter
    ) {
        let windowHeight = windowSize.height
        changes.ensure(candidates.count * 3)
        for (k, (v, f)) in candidates.enumerated() {
            let i = Int(v)
            let node = views[i]
            let guides =
                keyboardUp && f.contains(.keyboard)
                ? (
                    before: keyboardBefore[k],
                    after: keyboardGuide(v, originY: origins.isEmpty ? 0 : origins[i], windowHeight: windowHeight)
                ) : nil
            listChanges(
                i, f, safeBefore: f.contains(.safe) ? tables.oldSafe[i] : node.safeArea,
                frameBefore: f.contains(.frame) ? tables.oldFrames[i] : node.frame,
                adjustedBefore: f.contains(.adjusted) ? tables.oldAdjusted[i] : props[i].adjustedContentInset,
                keyboardGuides: guides, tables: tables, into: &changes)
        }
    }
}
