/// One presented controller: what was asked and what the window resolved it to (MODEL.md §18).
struct PresentationNode: Sendable {
    let controller: Int32
    let presenter: Int32
    let style: PresentationStyle
    var detent: DetentKind
    var detentValue: Double?
    /// The answer in the current window, or why there is none (a window change can refuse it).
    var resolved: Result<ResolvedPresentation, SafeAreaError>
    /// The popover source, arrows, preferred content size and sheet options (the style and
    /// detent are the fields above).
    var options = PresentationOptions()
    /// The popover source as the last resolution read it (window coordinates; `left`: its source
    /// view had left the window), so the layout pass re-resolves when it moves (MODEL.md §18).
    var sourceSeen = SourceState(rect: nil, left: false)

    /// What was asked, whole.
    var request: PresentationOptions {
        var o = options
        o.style = style
        o.detent = detent
        o.detentValue = detentValue
        return o
    }
}

/// Where a presentation's popover source is in the window: its rectangle (nil: none given), or
/// that its source view left the window (destroyed, or no longer under a window-level view).
struct SourceState: Sendable, Equatable {
    var rect: Rect?
    var left: Bool
}

/// Presentations (MODEL.md §18): a presented controller is a window-level root with a frame from
/// the window's presentation geometry; the one layout pass lays out everything inside it.
extension SafeAreaTree {
    /// The presentation of controller `c`, if it is presented.
    @inline(__always)
    func presentationIndex(_ c: Int32) -> Int? {
        presentations.isEmpty ? nil : presentations.firstIndex { $0.controller == c }
    }

    /// The frame the window gives a window-level controller's view (the root fills the window).
    func windowLevelFrame(_ c: Int32) -> Rect {
        if c != root, let i = presentationIndex(c), case .success(let r) = presentations[i].resolved {
            return r.layoutFrame
        }
        return windowStorage.environment.bounds
    }

    /// The safe area the window gives a window-level controller's view, before its additional insets.
    func windowLevelInsets(_ c: Int32) -> SafeAreaInsets {
        if c != root, let i = presentationIndex(c) {
            if case .success(let r) = presentations[i].resolved { return r.insets }
            return .zero
        }
        return windowStorage.environment.insets
    }

    /// Presents `controller` from `presenter` (UIViewController.present): it becomes a
    /// window-level root with the frame and content insets of `style` and `detent` in this window.
    /// `detentValue` is a custom detent's height. On a failure the tree is unchanged.
    @discardableResult
    public mutating func present(
        _ controller: NodeHandle, from presenter: NodeHandle, style: PresentationStyle, detent: DetentKind = .large,
        detentValue: Double? = nil
    ) throws(SafeAreaError) -> ResolvedPresentation {
        try present(
            controller, from: presenter,
            options: PresentationOptions(style: style, detent: detent, detentValue: detentValue))
    }

    /// Presents `controller` from `presenter` with every option (a popover's source and arrows,
    /// a preferred content size, the sheet options; MODEL.md §18). On a failure the tree is unchanged.
    @discardableResult
    public mutating func present(
        _ controller: NodeHandle, from presenter: NodeHandle, options: PresentationOptions
    ) throws(SafeAreaError) -> ResolvedPresentation {
        let style = options.style
        let detent = options.detent
        let detentValue = options.detentValue
        let p = try controllerIndex(presenter)
        let c = try controllerIndex(controller)
        guard c != p else { throw .invalidArgument("controller: a view controller cannot present itself") }
        guard controllers[Int(c)].parent < 0, c != root else {
            throw .invalidArgument(
                "controller: view controller #\(c) is in the tree (the root or a child); present a controller that is not"
            )
        }
        guard presentationIndex(c) == nil else {
            throw .invalidArgument("controller: view controller #\(c) is already presented; dismiss it first")
        }
        guard views[Int(controllers[Int(c)].view)].parent < 0 else {
            throw .invalidArgument("controller: its view is inside another view; remove it first")
        }
        guard views[Int(controllers[Int(p)].view)].inWindow || presenterInWindow(p) else {
            throw .invalidArgument("presenter: view controller #\(p) is not in the window")
        }
        guard !presentations.contains(where: { $0.presenter == p }) else {
            throw .invalidArgument("presenter: view controller #\(p) is already presenting a view controller")
        }
        // UIKit presents from the top of the presentation chain: a controller under an earlier
        // presentation is covered by the later one (and the stack stays one chain, which dismissal
        // and re-resolution assume).
        if let last = presentations.last, presentedAncestor(p) != presentations.count - 1 {
            throw .invalidArgument(
                "presenter: view controller #\(p) is covered by the presented view controller #\(last.controller); "
                    + "present from it or from a controller inside it")
        }
        let overSheet =
            presentedAncestor(p).map { i in
                if case .success(let r) = presentations[i].resolved {
                    return r.style != .fullScreen && r.style != .overFullScreen
                }
                return true
            } ?? false
        try options.validate()
        if case .view(let handle, _) = options.source {
            let v = try viewIndex(handle)
            var walker = v
            while views[Int(walker)].parent >= 0 { walker = views[Int(walker)].parent }
            let top = views[Int(walker)].controller
            guard top >= 0, isWindowLevel(top) else {
                throw .invalidArgument("source: view #\(v) is not in the presenter's window")
            }
        }
        // The source is read in window coordinates, after the pending layout.
        layout()
        if case .barButton(let placement, _) = options.source { _ = try barButtonBar(placement, presenter: p) }
        let source = sourceInWindow(options.source, presenter: p)
        let resolved = try window.presentations.resolve(options, sourceInWindow: source, overSheet: overSheet)
        if let refusal = sheetOverKeyboardRefusal(resolved) { throw refusal }
        presentations.append(
            PresentationNode(
                controller: c, presenter: p, style: style, detent: detent, detentValue: detentValue,
                resolved: .success(resolved), options: options, sourceSeen: SourceState(rect: source, left: false)))
        barsNeedChecks = true
        let view = controllers[Int(c)].view
        applyFrame(view, resolved.layoutFrame)
        markDirty(view)
        return resolved
    }

    /// Dismisses `controller` (and whatever it presents, as UIKit does); its view leaves the window.
    public mutating func dismiss(_ controller: NodeHandle) throws(SafeAreaError) {
        let c = try controllerIndex(controller)
        guard let i = presentationIndex(c) else {
            throw .invalidArgument("controller: view controller #\(c) is not presented")
        }
        let removed = presentations[i...].map(\.controller)
        presentations.removeSubrange(i...)
        // Laid out as out of the window: zero insets, scroll views' adjusted insets recomputed.
        // Nothing else the layout pass computes reads them (the window, the presenter and the
        // presentations below keep their values: those below are resolved in presenting order,
        // each from the ones before it), so the window is not laid out again; only the reads'
        // bar checks, which a presentation turns on, are decided again (a pending window pass
        // decides them itself).
        for r in removed where controllers[Int(r)].alive { layoutSubtree(controllers[Int(r)].view) }
        if !windowDirty { barsNeedChecks = readsNeedBarChecks }
    }

    /// What `controller`'s presentation resolved to in the current window (nil: not presented).
    public func presentation(of controller: NodeHandle) throws(SafeAreaError) -> ResolvedPresentation? {
        let c = try controllerIndex(controller)
        guard let i = presentationIndex(c) else { return nil }
        return try presentations[i].resolved.get()
    }

    /// The controller `controller` presents, if any.
    public func presentedController(by controller: NodeHandle) throws(SafeAreaError) -> NodeHandle? {
        let c = try controllerIndex(controller)
        return presentations.first { $0.presenter == c }.map { controllerHandle($0.controller) }
    }

    /// Resolves every presentation again in the current window (after a window change).
    mutating func resolvePresentations() {
        var overSheet = false
        for i in presentations.indices {
            let node = presentations[i]
            let source = sourceState(node)
            presentations[i].sourceSeen = source
            do {
                let r = try window.presentations.resolve(
                    node.request, sourceInWindow: try popoverSource(node, source), overSheet: overSheet)
                presentations[i].resolved = .success(r)
                overSheet = overSheet || (r.style != .fullScreen && r.style != .overFullScreen)
            } catch {
                presentations[i].resolved = .failure(error)
                overSheet = true
            }
        }
    }

    /// The refusal a presentation would get in window `new` (checked before a transition to it
    /// changes anything), or nil: the same resolution as `resolvePresentations`, without changes.
    func unplacedPresentation(in new: WindowEnvironment) -> SafeAreaError? {
        var overSheet = false
        for node in presentations {
            do {
                let r = try new.presentations.resolve(
                    node.request, sourceInWindow: try popoverSource(node, sourceState(node)), overSheet: overSheet)
                overSheet = overSheet || (r.style != .fullScreen && r.style != .overFullScreen)
            } catch {
                return error
            }
        }
        return nil
    }

    /// Where `node`'s popover source is now: a source view that was destroyed or is no longer
    /// under a window-level view has left the window.
    func sourceState(_ node: PresentationNode) -> SourceState {
        if case .barButton(let placement, _)? = node.options.source {
            // The item's navigation bar: gone (its controller left, the bar hidden) is a source that left.
            guard let bar = try? barButtonBar(placement, presenter: node.presenter) else {
                return SourceState(rect: nil, left: true)
            }
            return SourceState(rect: bar, left: false)
        }
        if case .view(let handle, _)? = node.options.source {
            guard let v = try? viewIndex(handle) else { return SourceState(rect: nil, left: true) }
            var walker = v
            while views[Int(walker)].parent >= 0 { walker = views[Int(walker)].parent }
            guard isWindowLevel(views[Int(walker)].controller) else { return SourceState(rect: nil, left: true) }
        }
        return SourceState(rect: sourceInWindow(node.options.source, presenter: node.presenter), left: false)
    }

    /// The source a popover resolves with, or its refusal when its source view left the window
    /// (MODEL.md §18: the presentation fails with UNSUPPORTED, its reads refused, until dismissed).
    func popoverSource(_ node: PresentationNode, _ state: SourceState) throws(SafeAreaError) -> Rect? {
        if state.left, case .barButton? = node.options.source {
            throw .unsupported(
                "the popover's bar button item left the window (its navigation bar is hidden or no longer shows the presenter's "
                    + "items) while view controller #\(node.controller) was presented from it: no source measured what UIKit does "
                    + "then; dismiss the popover"
            )
        }
        if state.left {
            throw .unsupported(
                "the popover's source view left the window (destroyed, or removed from under the window's views) while view controller "
                    + "#\(node.controller) was presented from it: no source measured what UIKit does then; dismiss the popover"
            )
        }
        return state.rect
    }

    /// Re-resolves the presentations when a popover's source moved in the window or left it
    /// since the last resolution (called by the layout pass; presentations are few, and a tree
    /// without them does not come here).
    mutating func followPopoverSources() {
        var moved = false
        for node in presentations where node.options.source != nil && sourceState(node) != node.sourceSeen {
            moved = true
            break
        }
        guard moved else { return }
        resolvePresentations()
        // Each presented view is placed again by the pass (a window-level view takes its frame).
        for p in presentations { markDirty(controllers[Int(p.controller)].view) }
    }

    /// A popover source in window coordinates: a rectangle in the presenter's view, or in a
    /// view's coordinates (its bounds when none is given), read from the frames as they are.
    func sourceInWindow(_ source: PresentationSource?, presenter p: Int32) -> Rect? {
        let v: Int32
        let rect: Rect?
        switch source {
        case nil: return nil
        case .barButton(let placement, _)?: return try? barButtonBar(placement, presenter: p)
        case .rect(let r)?:
            v = controllers[Int(p)].view
            rect = r
        case .view(let handle, let r)?:
            guard let index = try? viewIndex(handle) else { return nil }
            v = index
            rect = r
        }
        let origin = originInWindow(v)
        let node = views[Int(v)]
        let r = rect ?? Rect(x: node.boundsX, y: node.boundsY, width: node.frame.width, height: node.frame.height)
        return Rect(
            x: origin.x + r.x - node.boundsX, y: origin.y + r.y - node.boundsY, width: r.width, height: r.height)
    }

    /// The navigation bar a bar button item source is read through (MODEL.md §18): the bar the
    /// nearest navigation controller at or above `p` shows, in window coordinates. A presenter in
    /// no navigation controller, or one whose bar is hidden, is INVALID_ARGUMENT naming the
    /// source; a bar no source measured is UNSUPPORTED.
    func barButtonBar(_ placement: BarButtonPlacement, presenter p: Int32) throws(SafeAreaError) -> Rect {
        var c = p
        while c >= 0 && controllers[Int(c)].kind != .navigation { c = controllers[Int(c)].parent }
        guard c >= 0 else {
            throw .invalidArgument(
                "source: a bar button item (\(placement.name)) needs its presenter in a navigation controller; "
                    + "\(controllerName(p)) is in none")
        }
        let container = controllers[Int(c)]
        if placement == .toolbar ? container.toolbarHidden : container.navigationBarHidden {
            throw .invalidArgument(
                "source: the \(placement == .toolbar ? "toolbar" : "navigation bar") of \(controllerName(c)) is hidden, so it shows "
                    + "no bar button item (\(placement.name))")
        }
        guard let child = visibleChild(c), controllers[Int(child)].alive, views[Int(container.view)].inWindow else {
            throw .invalidArgument("source: \(controllerName(c)) shows no bar in the window (no visible child)")
        }
        if rightToLeft && placement != .toolbar {
            throw .unsupported(
                "source: a \(placement.name) bar button item in a right-to-left window: its popover was measured left to right only"
            )
        }
        let kind: BarKind = placement == .toolbar ? .toolbar : .navigationBar
        guard let bar = barFrames(of: c, containerContribution(child)).first(where: { $0.kind == kind }) else {
            throw .unsupported(
                "source: the \(kind.words) of \(controllerName(c)) has no measured frame in this window, so its bar button item "
                    + "cannot be placed")
        }
        return bar.frame
    }

    /// Why a container's bars inside a popover are refused (MODEL.md §18, §16): UIKit's
    /// navigation-bar floor (10 pt below a top inset under 10) is measured in full windows only; no
    /// source measured where a bar sits in a popover's card, and the one report of a
    /// `NavigationStack` in an iPad popover with its bar at the card's top (476 = 54 + 422) could
    /// not be found to cite.
    static let barsInPopoverRefusal =
        "shows its bars inside a popover: no source measured where a bar sits in a popover's card (the navigation bar's "
        + "10-pt floor is measured in full windows only, and a reading of a bar at the card's top was not found to cite)"

    /// Why a container's bars inside a sheet's card are refused (MODEL.md §18, §16): the bars' rows
    /// and the navigation bar's 10-pt floor are measured in full windows only; no probe of a sheet
    /// recorded a bar in it (openuikit's sheet and popover probes, swiftui-web's sheet goldens hold
    /// plain content), and the one reading of a bar in a page sheet (iOS 13, 56 tall, not the
    /// window's 44) says a sheet's bar is not the window's.
    static let barsInSheetRefusal =
        "shows its bars inside a sheet: no source measured where a bar sits in a sheet's card (the bars and the "
        + "navigation bar's 10-pt floor are measured in full windows only; the one reading of a bar in a page sheet, "
        + "on iOS 13, found it taller than the window's)"

    /// Why the bars of a container whose view is in controller `c`'s presentation cannot be
    /// placed: inside a popover's or a sheet's card (not adapted to full screen); nil elsewhere.
    func barsUnplacedReason(_ c: Int32) -> String? {
        var walker = controllers[Int(c)].view
        while views[Int(walker)].parent >= 0 { walker = views[Int(walker)].parent }
        guard let i = presentationIndex(views[Int(walker)].controller),
            case .success(let r) = presentations[i].resolved
        else { return nil }
        switch r.style {
        case .popover: return Self.barsInPopoverRefusal
        case .fullScreen, .overFullScreen: return nil
        default: return Self.barsInSheetRefusal
        }
    }

    /// The index of the presentation whose controller's view holds `c`'s view, if any.
    func presentedAncestor(_ c: Int32) -> Int? {
        guard !presentations.isEmpty else { return nil }
        var walker = controllers[Int(c)].view
        while views[Int(walker)].parent >= 0 { walker = views[Int(walker)].parent }
        return presentationIndex(views[Int(walker)].controller)
    }

    /// True when `p`'s view hangs under the root's or a presented controller's view.
    func presenterInWindow(_ p: Int32) -> Bool {
        var walker = controllers[Int(p)].view
        while views[Int(walker)].parent >= 0 { walker = views[Int(walker)].parent }
        return isWindowLevel(views[Int(walker)].controller)
    }

    /// The gate for reads inside a presentation: refused when the window no longer resolves it,
    /// and in a strict window when its geometry is derived.
    func checkPresentation(_ v: Int32) throws(SafeAreaError) {
        guard !presentations.isEmpty else { return }
        var walker = v
        while views[Int(walker)].parent >= 0 { walker = views[Int(walker)].parent }
        guard let i = presentationIndex(views[Int(walker)].controller) else { return }
        switch presentations[i].resolved {
        case .failure(let error): throw error
        case .success(let r):
            if strict && r.provenance.kind == .derived {
                throw .invalidOSVersion(
                    "strict: the \(r.style.name) presentation of \(controllerName(presentations[i].controller)) "
                        + "(\(r.detent.name)) is derived, not measured: \(r.provenance.basis)")
            }
        }
    }
}
