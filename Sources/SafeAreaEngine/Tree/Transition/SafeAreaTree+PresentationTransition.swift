/// Presenting, dismissing and changing a sheet's detent as transitions (MODEL.md §12, §18): the
/// mutation and its one layout pass run with the undo log of the journal path
/// (SafeAreaTree+Transition), and the changes are listed from it as a rotation's are, a superview
/// before its subviews. No second propagation: the presented subtree is laid out once.
///
/// A presented controller's view joins the window: its values before are its detached ones (its
/// frame as it was, zero insets, margins and guides from those); a dismissed one leaves it, and its
/// values after are the detached ones again (it keeps its frame, as UIKit leaves a dismissed view's
/// frame). The frame listed for a presented controller's root view is UIKit's: the presented view's
/// frame in the window, scaled when the card floats (`ResolvedPresentation.frame`); everything under
/// it is in the unscaled layout frame's coordinates, as reads give it.
///
/// The keyboard in a phone sheet is refused (MODEL.md §18): no source measured how the detent and
/// the bottom inset move when the keyboard shows while a sheet is presented.
extension SafeAreaTree {
    /// `present(_:from:style:detent:detentValue:)` as a transition.
    @discardableResult
    public mutating func presentTransition(
        _ controller: NodeHandle, from presenter: NodeHandle, style: PresentationStyle, detent: DetentKind = .large,
        detentValue: Double? = nil
    ) throws(SafeAreaError) -> Int {
        try presentTransition(
            controller, from: presenter,
            options: PresentationOptions(style: style, detent: detent, detentValue: detentValue))
    }

    /// `present(_:from:options:)` as a transition: presents `controller` and records what changed
    /// (`lastTransition`); returns the number of changes. Everything is checked first: on error the
    /// tree (and its last transition) is unchanged.
    @discardableResult
    public mutating func presentTransition(
        _ controller: NodeHandle, from presenter: NodeHandle, options: PresentationOptions
    ) throws(SafeAreaError) -> Int {
        layout()  // pending mutations are not part of the transition
        let c = try controllerIndex(controller)
        let view = controllers[Int(c)].view
        let detachedFrame = views[Int(view)].frame
        return try journaled(entering: [view], scope: view) { (tree: inout SafeAreaTree) throws(SafeAreaError) in
            let r = try tree.present(controller, from: presenter, options: options)
            return [(view, detachedFrame, r.frame)]
        }
    }

    /// `dismiss(_:)` as a transition: dismisses `controller` (and what it presents) and records
    /// what changed; returns the number of changes. On error the tree is unchanged.
    @discardableResult
    public mutating func dismissTransition(_ controller: NodeHandle) throws(SafeAreaError) -> Int {
        layout()
        let c = try controllerIndex(controller)
        guard let first = presentationIndex(c) else {
            throw .invalidArgument("controller: view controller #\(c) is not presented")
        }
        // The views that leave the window, superviews first, and their frames as presented.
        var leaving: [Int32] = []
        var frames: [(Int32, Rect, Rect)] = []
        for node in presentations[first...] where controllers[Int(node.controller)].alive {
            let top = controllers[Int(node.controller)].view
            preorder(from: top) { v in
                if views[Int(v)].inWindow { leaving.append(v) }
            }
            let shown = (try? node.resolved.get())?.frame ?? views[Int(top)].frame
            frames.append((top, shown, views[Int(top)].frame))
        }
        return try journaled(leaving: leaving, leavingOnly: true) { (tree: inout SafeAreaTree) throws(SafeAreaError) in
            // Dismissal zeroes the leaving views' insets outside the layout pass: their old values
            // go to the undo log first.
            for v in leaving { tree.transitionState.journal?.safe.append((v, tree.views[Int(v)].safeArea)) }
            try tree.dismiss(controller)
            return frames
        }
    }

    /// Changes the detent of a presented sheet (UISheetPresentationController's
    /// selectedDetentIdentifier, or a custom detent's height) as a transition; returns the number
    /// of changes. `detentValue` is a custom detent's height. On error the tree is unchanged.
    @discardableResult
    public mutating func setDetent(_ controller: NodeHandle, _ detent: DetentKind, detentValue: Double? = nil)
        throws(SafeAreaError) -> Int
    {
        layout()
        let c = try controllerIndex(controller)
        guard let i = presentationIndex(c) else {
            throw .invalidArgument("controller: view controller #\(c) is not presented")
        }
        let current = try presentations[i].resolved.get()
        // Earlier sheets make this one a sheet over a sheet, as `resolvePresentations` decides.
        let overSheet = presentations[..<i].contains { !SafeAreaTree.isFullScreen($0) }
        var request = presentations[i].request
        request.detent = detent
        request.detentValue = detentValue
        try request.validate()
        let resolved = try window.presentations.resolve(
            request, sourceInWindow: try popoverSource(presentations[i], sourceState(presentations[i])),
            overSheet: overSheet)
        let view = controllers[Int(c)].view
        return try journaled(scope: view) { (tree: inout SafeAreaTree) throws(SafeAreaError) in
            tree.presentations[i].detent = detent
            tree.presentations[i].detentValue = detentValue
            tree.presentations[i].resolved = .success(resolved)
            tree.barsNeedChecks = true
            tree.applyFrame(view, resolved.layoutFrame)
            tree.markDirty(view)
            return [(view, current.frame, resolved.frame)]
        }
    }

    /// Runs `change` and its layout pass with the undo log, then lists the changes (`collectChanges`)
    /// with the frames `change` returns for presented root views (view, UIKit's frame before, after).
    /// On an error from `change` (thrown before it changes anything) the log is dropped. `scope`:
    /// the presented view whose subtree is all that `change` and its layout pass touch (a
    /// presentation or a detent change lays out that subtree only, so only it is visited);
    /// `leavingOnly`: the leaving views are all that `change` touches (a dismissal lays out the
    /// dismissed subtrees only), so only they are visited.
    private mutating func journaled(
        leaving: [Int32] = [], entering: [Int32] = [], scope: Int32? = nil, leavingOnly: Bool = false,
        _ change: (inout SafeAreaTree) throws(SafeAreaError) -> [(Int32, Rect, Rect)]
    ) throws(SafeAreaError) -> Int {
        let oldWindow = windowStorage
        let oldKeyboard = keyboardHeight
        var fresh = transitionState.spareJournal
        transitionState.spareJournal = TransitionJournal()
        fresh.removeAll()
        transitionState.journal = fresh
        let frames: [(Int32, Rect, Rect)]
        do {
            frames = try change(&self)
        } catch {
            transitionState.spareJournal = transitionState.journal ?? TransitionJournal()
            transitionState.journal = nil
            throw error
        }
        layout()
        var log = transitionState.journal ?? TransitionJournal()
        transitionState.journal = nil
        var out = changeWriter()
        collectChanges(
            &log, oldWindow: oldWindow, oldKeyboard: oldKeyboard, leaving: leaving, entering: entering, scope: scope,
            leavingOnly: leavingOnly, into: &out)
        for (v, before, after) in frames where views[Int(v)].alive {
            out.replaceFrame(of: viewHandle(v), before: before, after: after)
        }
        out.commit()
        transitionState.spareJournal = log
        return out.count
    }

    /// True when presentation `node` fills the window (full screen or over full screen) in the
    /// current window; a presentation the window cannot place counts as a sheet.
    static func isFullScreen(_ node: PresentationNode) -> Bool {
        if case .success(let r) = node.resolved { return r.style == .fullScreen || r.style == .overFullScreen }
        return false
    }

    /// The refusal of a keyboard of `height` points in this window: a sheet is presented and no
    /// source measured how the keyboard moves its detent and bottom inset (MODEL.md §18).
    /// Full-screen presentations keep the window's keyboard.
    func keyboardRefusal(_ height: Double) -> SafeAreaError? {
        guard height > 0, let sheet = presentations.first(where: { !SafeAreaTree.isFullScreen($0) }) else {
            return nil
        }
        return .unsupported(
            "the keyboard shown while a sheet is presented (view controller #\(sheet.controller)): no source measured "
                + "how a phone sheet's detent and bottom inset move with the keyboard; dismiss the sheet first, "
                + "or present full screen")
    }

    /// The refusal of presenting `resolved` while the keyboard is up: a sheet over the keyboard is
    /// unmeasured (MODEL.md §18); a full-screen presentation keeps the window's keyboard.
    func sheetOverKeyboardRefusal(_ resolved: ResolvedPresentation) -> SafeAreaError? {
        guard keyboardHeight > 0, resolved.style != .fullScreen, resolved.style != .overFullScreen else { return nil }
        return .unsupported(
            "presenting a sheet while the keyboard is up (\(formatNumber(keyboardHeight)) pt): no source measured "
                + "how a phone sheet's detent and bottom inset move with the keyboard; hide the keyboard first, "
                + "or present full screen")
    }
}

extension ChangeWriter {
    /// Lists the frame of presented root view `node` as UIKit's (`before` → `after`) in place of
    /// its layout frame: replaced where listed, dropped when the two agree, else inserted before
    /// the view's first change (or last, when the view has none).
    mutating func replaceFrame(of node: NodeHandle, before: Rect, after: Rect) {
        var k = 0
        while k < count && base[k].node != node { k += 1 }
        let listed = k < count && base[k].property == .frame
        if before == after {
            guard listed else { return }
            for j in k..<(count - 1) { base[j] = base[j + 1] }
            count -= 1
            return
        }
        let change = TreeChange(node: node, property: .frame, before: Quad(before), after: Quad(after))
        if listed {
            base[k] = change
            return
        }
        ensure(1)
        (base + k + 1).moveInitialize(from: base + k, count: count - k)
        (base + k).initialize(to: change)
        count += 1
    }
}
