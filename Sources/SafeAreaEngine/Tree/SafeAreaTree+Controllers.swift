/// View controllers: making, containment, navigation and tab bar children, settable properties.
extension SafeAreaTree {
    // MARK: - Controllers

    /// A new view controller; its root view is `view` (a detached view) or a new plain view.
    public mutating func makeController(kind: ControllerKind, view: NodeHandle? = nil) throws(SafeAreaError)
        -> NodeHandle
    {
        var rootView: Int32
        if let view {
            rootView = try viewIndex(view)
            guard views[Int(rootView)].controller < 0 else {
                throw .invalidArgument("this view is already a view controller's root view")
            }
            guard views[Int(rootView)].parent < 0 else {
                throw .invalidArgument("a root view must not have a superview")
            }
        } else {
            rootView = try allocView(frame: .zero, isScroll: false)
        }
        guard views.count - freeViews.count + controllers.count < SafeAreaTree.maxNodes else {
            throw .limitExceeded("a tree holds at most \(SafeAreaTree.maxNodes) nodes")
        }
        var slot: Int32
        if let free = freeControllers.popLast() {
            let generation = controllers[Int(free)].generation &+ 1
            controllers[Int(free)] = ControllerNode(
                generation: generation == 0 ? 1 : generation, kind: kind, view: rootView)
            slot = free
        } else {
            controllers.append(ControllerNode(generation: serial | 1, kind: kind, view: rootView))
            slot = Int32(controllers.count - 1)
        }
        views[Int(rootView)].controller = slot
        // A controller's root view is managed by the system: its own margins default to 0 (MODEL.md §2.7).
        if !props[Int(rootView)].marginsExplicit {
            props[Int(rootView)].margins = DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        }
        // A view controller's loaded view resizes with its superview (autoresizingMask W|H).
        if !props[Int(rootView)].autoresizingExplicit {
            props[Int(rootView)].autoresizing = AutoresizingMask.flexibleWidth | AutoresizingMask.flexibleHeight
        }
        syncTraits(rootView)
        return controllerHandle(slot)
    }

    public func controllerView(_ controller: NodeHandle) throws(SafeAreaError) -> NodeHandle {
        viewHandle(controllers[Int(try controllerIndex(controller))].view)
    }

    public func controllerKind(_ controller: NodeHandle) throws(SafeAreaError) -> ControllerKind {
        controllers[Int(try controllerIndex(controller))].kind
    }

    /// Makes `controller` the window's root view controller (it appears; its view fills the window).
    public mutating func setRoot(_ controller: NodeHandle?) throws(SafeAreaError) {
        guard presentations.isEmpty else {
            throw .invalidArgument("the window presents view controllers; dismiss them before changing its root")
        }
        if let controller {
            let c = try controllerIndex(controller)
            guard controllers[Int(c)].parent < 0 else {
                throw .invalidArgument("this view controller is a child of another; remove it from its parent first")
            }
            let view = controllers[Int(c)].view
            guard views[Int(view)].parent < 0 else {
                throw .invalidArgument("the controller's view is inside another view; remove it first")
            }
            if root >= 0 && root != c { clearWindowState(controllers[Int(root)].view) }
            root = c
            applyFrame(view, window.bounds)
        } else {
            if root >= 0 { clearWindowState(controllers[Int(root)].view) }
            root = -1
        }
        windowDirty = true
    }

    public var rootController: NodeHandle? { root >= 0 ? controllerHandle(root) : nil }

    /// Embeds `child` in `parent` (addChild + addSubview + didMove), its view in `container`
    /// with `frame` (nil: the container's bounds). Its insets start at zero (MODEL.md §2.4).
    public mutating func addChild(_ child: NodeHandle, to parent: NodeHandle, in container: NodeHandle, frame: Rect?)
        throws(SafeAreaError)
    {
        let c = try controllerIndex(child)
        let p = try controllerIndex(parent)
        let box = try viewIndex(container)
        guard c != p else { throw .invalidArgument("a view controller cannot be its own child") }
        guard controllers[Int(c)].parent < 0 else {
            throw .invalidArgument("this view controller already has a parent; remove it first")
        }
        guard !isWindowLevel(c) else { throw .invalidArgument("the window's root view controller cannot be embedded") }
        guard controllers[Int(p)].kind == .plain else {
            throw .invalidArgument("use the navigation or tab bar controller's own API to give it children")
        }
        // The container view must lie in the parent's view hierarchy.
        var walker = box
        var found = false
        while walker >= 0 {
            if walker == controllers[Int(p)].view {
                found = true
                break
            }
            walker = views[Int(walker)].parent
        }
        guard found else {
            throw .invalidArgument("the container view is not in the parent controller's view hierarchy")
        }
        // No cycle of controllers.
        var ancestor = p
        while ancestor >= 0 {
            if ancestor == c { throw .invalidArgument("embedding would make a cycle of view controllers") }
            ancestor = controllers[Int(ancestor)].parent
        }
        let view = controllers[Int(c)].view
        guard views[Int(view)].parent < 0 else {
            throw .invalidArgument("the child's view is inside another view; remove it first")
        }
        var placed = frame
        if let frame {
            try SafeAreaTree.checkRect(frame, "frame")
        } else {
            placed = Rect(x: 0, y: 0, width: views[Int(box)].frame.width, height: views[Int(box)].frame.height)
        }
        controllers[Int(c)].parent = p
        controllers[Int(c)].overlay = .zero
        controllers[Int(c)].updatedAt = (0, 0, 0, 0)
        controllers[Int(p)].children.append(c)
        applyFrame(view, placed ?? .zero)
        link(view, under: box, at: nil)
        markDirty(view)
    }

    /// removeFromParent: the child's view leaves the hierarchy; its insets become zero.
    public mutating func removeFromParent(_ child: NodeHandle) throws(SafeAreaError) {
        let c = try controllerIndex(child)
        let p = controllers[Int(c)].parent
        guard p >= 0 else { return }
        controllers[Int(p)].children.removeAll { $0 == c }
        controllers[Int(c)].parent = -1
        controllers[Int(c)].overlay = .zero
        let view = controllers[Int(c)].view
        if views[Int(view)].parent >= 0 { unlink(view) }
        if controllers[Int(p)].kind != .plain {
            markDirty(controllers[Int(p)].view)
            attachContainerChild(p)
        }
    }

    /// The children of a navigation (stack, bottom first) or tab bar controller.
    public mutating func setContainerChildren(_ container: NodeHandle, _ children: [NodeHandle]) throws(SafeAreaError) {
        let p = try controllerIndex(container)
        guard controllers[Int(p)].kind != .plain else {
            throw .invalidArgument("only navigation and tab bar controllers take a list of children")
        }
        var indices: [Int32] = []
        for child in children {
            let c = try controllerIndex(child)
            guard c != p, !isWindowLevel(c) else {
                throw .invalidArgument("a controller cannot contain itself or the window's root")
            }
            guard controllers[Int(c)].parent < 0 || controllers[Int(c)].parent == p else {
                throw .invalidArgument("a view controller in the list already has another parent")
            }
            guard !indices.contains(c) else { throw .invalidArgument("a view controller appears twice in the list") }
            var ancestor = p
            while ancestor >= 0 {
                if ancestor == c { throw .invalidArgument("this would make a cycle of view controllers") }
                ancestor = controllers[Int(ancestor)].parent
            }
            let view = controllers[Int(c)].view
            if controllers[Int(c)].parent != p && views[Int(view)].parent >= 0 {
                throw .invalidArgument("a child's view is inside another view; remove it first")
            }
            indices.append(c)
        }
        for old in controllers[Int(p)].children where !indices.contains(old) {
            controllers[Int(old)].parent = -1
            let view = controllers[Int(old)].view
            if views[Int(view)].parent >= 0 { unlink(view) }
        }
        for c in indices where controllers[Int(c)].parent != p {
            controllers[Int(c)].parent = p
            controllers[Int(c)].overlay = .zero
            controllers[Int(c)].updatedAt = (0, 0, 0, 0)
        }
        controllers[Int(p)].children = indices
        if controllers[Int(p)].kind == .tabBar {
            controllers[Int(p)].selected = min(max(0, controllers[Int(p)].selected), max(0, indices.count - 1))
        }
        attachContainerChild(p)
    }

    /// Attaches the visible child's view (navigation: the top; tab bar: the selected) and detaches the others.
    mutating func attachContainerChild(_ p: Int32) {
        let children = controllers[Int(p)].children
        var visible: Int32 = -1
        if !children.isEmpty {
            visible =
                controllers[Int(p)].kind == .navigation
                ? children[children.count - 1]
                : children[min(controllers[Int(p)].selected, children.count - 1)]
        }
        let box = controllers[Int(p)].view
        for c in children where c != visible {
            let view = controllers[Int(c)].view
            if views[Int(view)].parent >= 0 { unlink(view) }
        }
        if visible >= 0 {
            let view = controllers[Int(visible)].view
            if views[Int(view)].parent != box {
                if views[Int(view)].parent >= 0 { unlink(view) }
                controllers[Int(visible)].overlay = .zero
                link(view, under: box, at: nil)
            }
        }
        markDirty(box)
    }

    public func children(of controller: NodeHandle) throws(SafeAreaError) -> [NodeHandle] {
        controllers[Int(try controllerIndex(controller))].children.map(controllerHandle)
    }

    public func parent(of controller: NodeHandle) throws(SafeAreaError) -> NodeHandle? {
        let p = controllers[Int(try controllerIndex(controller))].parent
        return p >= 0 ? controllerHandle(p) : nil
    }

    /// Frees a controller that has no parent and is not the root (its root view goes with it).
    public mutating func destroyController(_ controller: NodeHandle) throws(SafeAreaError) {
        let c = try controllerIndex(controller)
        guard controllers[Int(c)].parent < 0, !isWindowLevel(c) else {
            throw .invalidArgument("remove the view controller from its parent or the window first")
        }
        guard !presentations.contains(where: { $0.presenter == c }) else {
            throw .invalidArgument("the view controller presents another; dismiss it first")
        }
        for child in controllers[Int(c)].children { controllers[Int(child)].parent = -1 }
        let view = controllers[Int(c)].view
        if views[Int(view)].parent >= 0 { unlink(view) }
        views[Int(view)].controller = -1
        controllers[Int(c)].alive = false
        controllerNames[c] = nil
        freeControllers.append(c)
        try destroyView(viewHandle(view))
    }

    /// Names `controller` in the messages of the reads' gate: where they would say "view #N: its KIND #C"
    /// (a read of view N under the controller's bars) or "view controller #C" (its presentation), they
    /// say `name` (a SwiftUI scene names its UIKit twins after the nodes they stand for). nil: numbered.
    mutating func setDisplayName(_ controller: NodeHandle, _ name: String?) throws(SafeAreaError) {
        controllerNames[try controllerIndex(controller)] = name
    }

    /// "view controller #C", or the controller's display name.
    func controllerName(_ c: Int32) -> String { controllerNames[c] ?? "view controller #\(c)" }

    /// How the gate names container `c` for a read of `what` ("view #3", "the window in portrait"):
    /// "view #3: its navigation_controller #1".
    func containerSubject(_ what: String, _ c: Int32) -> String {
        "\(what): its \(controllers[Int(c)].kind.name) #\(c)"
    }

    /// How the gate names container `c` for a read of view `v`: its display name, else
    /// "view #3: its navigation_controller #1".
    func containerSubject(view v: Int32, _ c: Int32) -> String {
        controllerNames[c] ?? containerSubject("view #\(v)", c)
    }

    // MARK: - Controller properties

    mutating func withController(_ controller: NodeHandle, _ body: (inout ControllerNode) throws(SafeAreaError) -> Void)
        throws(SafeAreaError)
    {
        let c = try controllerIndex(controller)
        try body(&controllers[Int(c)])
        markDirty(controllers[Int(c)].view)
        // The status bar and container bars can change what the whole window sees.
        windowDirty = true
        barsCheckPending = true
    }

    public mutating func setAdditionalSafeAreaInsets(_ controller: NodeHandle, _ insets: SafeAreaInsets)
        throws(SafeAreaError)
    {
        try SafeAreaTree.checkInsets(insets, "additional safe area insets", allowNegative: true)
        try withController(controller) { $0.additional = insets }
    }

    public mutating func setPrefersStatusBarHidden(_ controller: NodeHandle, _ value: Bool) throws(SafeAreaError) {
        try withController(controller) { $0.prefersStatusBarHidden = value }
    }

    public mutating func setAutomaticallyAdjustsScrollViewInsets(_ controller: NodeHandle, _ value: Bool)
        throws(SafeAreaError)
    {
        try withController(controller) { $0.automaticallyAdjustsScrollViewInsets = value }
    }

    public mutating func setEdgesForExtendedLayout(_ controller: NodeHandle, _ edges: EdgeSet) throws(SafeAreaError) {
        try withController(controller) { $0.edgesForExtendedLayout = edges }
    }

    public mutating func setExtendedLayoutIncludesOpaqueBars(_ controller: NodeHandle, _ value: Bool)
        throws(SafeAreaError)
    {
        try withController(controller) { $0.extendedLayoutIncludesOpaqueBars = value }
    }

    public mutating func setViewRespectsSystemMinimumLayoutMargins(_ controller: NodeHandle, _ value: Bool)
        throws(SafeAreaError)
    {
        try withController(controller) { $0.viewRespectsSystemMinimumLayoutMargins = value }
    }

    public mutating func setNavigationBar(
        _ controller: NodeHandle, hidden: Bool? = nil, translucent: Bool? = nil,
        prefersLargeTitles: Bool? = nil, toolbarHidden: Bool? = nil
    ) throws(SafeAreaError) {
        let c = try controllerIndex(controller)
        guard controllers[Int(c)].kind == .navigation else {
            throw .invalidArgument("this view controller is not a navigation controller")
        }
        try withController(controller) { node in
            if let hidden { node.navigationBarHidden = hidden }
            if let translucent { node.translucent = translucent }
            if let prefersLargeTitles { node.prefersLargeTitles = prefersLargeTitles }
            if let toolbarHidden { node.toolbarHidden = toolbarHidden }
        }
    }

    public mutating func setTabBar(_ controller: NodeHandle, selected: Int? = nil, translucent: Bool? = nil)
        throws(SafeAreaError)
    {
        let c = try controllerIndex(controller)
        guard controllers[Int(c)].kind == .tabBar else {
            throw .invalidArgument("this view controller is not a tab bar controller")
        }
        if let selected {
            let count = controllers[Int(c)].children.count
            guard selected >= 0 && (selected < count || count == 0 && selected == 0) else {
                throw .indexOutOfRange("selected index \(selected) is not below the tab count \(count)")
            }
        }
        try withController(controller) { node in
            if let selected { node.selected = selected }
            if let translucent { node.translucent = translucent }
        }
        attachContainerChild(c)
    }

    /// A snapshot of a controller's settable properties (for reading back).
    public func controllerSettings(_ controller: NodeHandle) throws(SafeAreaError) -> ControllerSettings {
        let node = controllers[Int(try controllerIndex(controller))]
        return ControllerSettings(
            kind: node.kind, additionalSafeAreaInsets: node.additional,
            prefersStatusBarHidden: node.prefersStatusBarHidden,
            automaticallyAdjustsScrollViewInsets: node.automaticallyAdjustsScrollViewInsets,
            edgesForExtendedLayout: node.edgesForExtendedLayout,
            extendedLayoutIncludesOpaqueBars: node.extendedLayoutIncludesOpaqueBars,
            viewRespectsSystemMinimumLayoutMargins: node.viewRespectsSystemMinimumLayoutMargins,
            navigationBarHidden: node.navigationBarHidden, translucent: node.translucent,
            prefersLargeTitles: node.prefersLargeTitles, toolbarHidden: node.toolbarHidden, selected: node.selected,
            toolbarItems: node.toolbarItems, searchController: node.searchController,
            bottomAccessory: node.bottomAccessory, barMinimization: node.minimization)
    }

    /// `toolbarItems`: how many items the controller gives its navigation controller's toolbar
    /// (on iOS 26 a shown toolbar with none takes no slot, MODEL.md §17).
    public mutating func setToolbarItems(_ controller: NodeHandle, count: Int) throws(SafeAreaError) {
        guard (0...10_000).contains(count) else {
            throw .invalidArgument("toolbar items: \(count) is not a count from 0 to 10,000")
        }
        try withController(controller) { $0.toolbarItems = count }
    }

    /// `navigationItem.searchController`: the controller's navigation item has a search field,
    /// shown by the navigation controller it is in (MODEL.md §17). It may be set before the
    /// controller is pushed; reads of a controller in a window that has one outside a navigation
    /// controller are refused (`checkBars`).
    public mutating func setSearchController(_ controller: NodeHandle, _ value: Bool) throws(SafeAreaError) {
        try withController(controller) { $0.searchController = value }
    }

    /// `bottomAccessory` of a tab bar controller (MODEL.md §17).
    public mutating func setBottomAccessory(_ controller: NodeHandle, _ value: Bool) throws(SafeAreaError) {
        let c = try controllerIndex(controller)
        guard controllers[Int(c)].kind == .tabBar else {
            throw .invalidArgument(
                "bottom_accessory: view controller #\(c) is not a tab bar controller (the accessory is a band above a tab "
                    + "bar controller's tab bar)")
        }
        try withController(controller) { $0.bottomAccessory = value }
    }

    /// The minimization of a navigation or tab bar controller's bars (MODEL.md §17).
    public mutating func setBarMinimization(_ controller: NodeHandle, _ value: BarMinimization)
        throws(SafeAreaError)
    {
        let c = try controllerIndex(controller)
        guard controllers[Int(c)].kind != .plain else {
            throw .invalidArgument("bar minimization: this view controller is not a navigation or tab bar controller")
        }
        try withController(controller) { $0.minimization = value }
    }
}

// MARK: - Bars and window states the catalog does not predict

extension SafeAreaTree {
    /// Throws `unsupported` when a read of `v` depends on what the device's catalog
    /// entry does not predict: the status bar hidden where no source measured it,
    /// or a navigation bar, tab bar or toolbar above `v` where bars are unmeasured
    /// (on a vertical bar edge, `DeviceProfile.barsUnmeasured`). Plain views,
    /// controllers without bars and scroll views answer from the measured insets.
    func checkPredicted(_ v: Int32) throws(SafeAreaError) {
        if let reason = device.unmeasured.statusBarHidden, statusBarHidden || controllingControllerHidesStatusBar() {
            throw device.statusBarHiddenRefusal(reason)
        }
        if let reason = device.barsUnmeasured(orientation), let (container, bar) = barAbove(v),
            !deviceGivesShownBar(container, window.bars)
        {
            throw barRefusal(containerSubject(view: v, container), bar, reason)
        }
        if barsNeedChecks || barsCheckPending { try checkBars(v) }
    }

    /// The one gate for container answers (MODEL.md §17): a read of `v` under a container's
    /// bars is refused when a bar it reads has no measured metrics or shows a state no source
    /// measured (minimized bars), and in a strict window when a metric is
    /// derived; a strict window also refuses derived window insets.
    func checkBars(_ v: Int32) throws(SafeAreaError) {
        try checkPresentation(v)
        if strict && window.provenance.kind == .derived {
            throw .invalidOSVersion(
                "strict: the window's safe area on \(device.name) in \(orientation.name) on \(window.osName) "
                    + "\(window.osVersion.description) is derived, not measured or documented: \(window.provenance.basis)"
            )
        }
        var walker = v
        while walker >= 0 {
            let owner = views[Int(walker)].controller
            if owner >= 0 && controllers[Int(owner)].searchController {
                let parent = controllers[Int(owner)].parent
                if parent < 0 || controllers[Int(parent)].kind != .navigation {
                    throw .invalidArgument(
                        "search controller: view controller #\(owner) has navigationItem.searchController but is not "
                            + "in a navigation controller, whose bar shows it; push it onto one, or clear its search controller"
                    )
                }
            }
            if walker != v, owner >= 0, let child = visibleChild(owner) {
                try checkBarUses(containerContribution(child), subject: containerSubject(view: v, owner))
            }
            walker = views[Int(walker)].parent
        }
    }

    /// The child whose view a navigation or tab bar controller shows, or nil.
    func visibleChild(_ c: Int32) -> Int32? {
        let node = controllers[Int(c)]
        switch node.kind {
        case .navigation: return node.children.last
        case .tabBar: return node.children.isEmpty ? nil : node.children[min(node.selected, node.children.count - 1)]
        case .plain: return nil
        }
    }

    /// Refuses what `contribution` reads that no source measured (or, strict, derived); `subject`
    /// names the container and the read in the messages (`containerSubject`).
    func checkBarUses(_ contribution: ContainerContribution, subject: @autoclosure () -> String)
        throws(SafeAreaError)
    {
        if let reason = contribution.unplaced { throw .unsupported("\(subject()) \(reason)") }
        if let reason = contribution.refusal {
            throw .unsupported(
                "\(subject()) minimizes its bars; \(reason), so the safe area under them is not predicted "
                    + "(read the bars shown in full, bar minimization none)")
        }
        for use in contribution.bars {
            if let metric = use.unmeasuredMetric, let reason = metric.unmeasured {
                throw barRefusal(subject(), metric.kind.words, reason)
            }
            guard strict else { continue }
            for provenance in [use.provenance] + (use.largeTitle.map { [$0.provenance] } ?? [])
            where provenance.kind == .derived {
                // A bar whose own height no source gives is named by what it adds.
                let points = use.bar.heightUnmeasured == nil ? use.height : use.amount
                throw .invalidOSVersion(
                    "strict: \(subject())'s \(use.bar.kind.words) (\(formatNumber(points)) pt on "
                        + "\(window.osName) \(window.osVersion.description)) is derived, not measured or documented: "
                        + provenance.basis)
            }
        }
    }

    /// The nearest navigation or tab bar controller whose root view is an ancestor
    /// of `v` (not `v`: a container's own view is not under its bars) and that shows a bar.
    func barAbove(_ v: Int32) -> (container: Int32, bar: String)? {
        var walker = views[Int(v)].parent
        while walker >= 0 {
            let owner = views[Int(walker)].controller
            if owner >= 0, let bar = shownBar(owner) { return (owner, bar) }
            walker = views[Int(walker)].parent
        }
        return nil
    }

    /// The bar a container controller shows ("navigation bar", "toolbar", "tab bar"), or nil.
    func shownBar(_ c: Int32) -> String? { shownBarKind(c)?.words }

    /// The bar a container controller shows (its navigation bar, else its toolbar; a tab bar), or nil.
    func shownBarKind(_ c: Int32) -> BarKind? {
        let node = controllers[Int(c)]
        switch node.kind {
        case .navigation:
            if !node.navigationBarHidden { return .navigationBar }
            return node.toolbarHidden ? nil : .toolbar
        case .tabBar:
            return .tabBar
        case .plain:
            return nil
        }
    }

    /// Whether a row of the device gives the bar container `c` shows in a window with `bars`: on a
    /// device whose bars are refused, that bar is answered (the iPhone Duo's inner display's tab bar,
    /// MODEL.md §17); the gate still checks the others.
    func deviceGivesShownBar(_ c: Int32, _ bars: ContainerMetrics) -> Bool {
        guard let kind = shownBarKind(c) else { return false }
        return bars.deviceGives(kind)
    }

    private func barRefusal(_ subject: String, _ bar: String, _ reason: String) -> SafeAreaError {
        .unsupported(
            "\(subject) shows a \(bar); \(reason), "
                + "so the safe area under it is not predicted (hide the \(bar), or read views outside the container)")
    }

    /// The refusal a window change to `orientation` and `statusBarHidden` would
    /// bring on the tree's views (checked before a transition changes anything),
    /// or nil: the status bar hidden where unmeasured, or a container in the window
    /// that shows a bar where bars are unmeasured.
    public mutating func unpredictedWindow(orientation: Orientation, statusBarHidden: Bool) -> SafeAreaError? {
        guard deviceHasUnpredictedStates else { return nil }
        layout()
        return unpredictedDeviceState(orientation: orientation, statusBarHidden: statusBarHidden)
    }

    /// `unpredictedWindow` after the layout: the device's unpredicted states.
    private func unpredictedDeviceState(orientation: Orientation, statusBarHidden: Bool) -> SafeAreaError? {
        if let reason = device.unmeasured.statusBarHidden, statusBarHidden || controllingControllerHidesStatusBar() {
            return device.statusBarHiddenRefusal(reason)
        }
        guard let reason = device.barsUnmeasured(orientation) else { return nil }
        let target = try? WindowEnvironment(
            device: device, orientation: orientation, version: osVersion, statusBarHidden: statusBarHidden,
            window: windowRequest)
        for c in controllers.indices where controllers[c].alive && views[Int(controllers[c].view)].inWindow {
            if let target, deviceGivesShownBar(Int32(c), target.bars) { continue }
            if let bar = shownBar(Int32(c)) {
                return barRefusal(containerSubject("the window in \(orientation.name)", Int32(c)), bar, reason)
            }
        }
        return nil
    }

    /// The refusal the bars of window `new` would bring on the tree's containers (checked before
    /// a transition to it changes anything), or nil.
    mutating func unpredictedBars(in new: WindowEnvironment) -> SafeAreaError? {
        layout()
        let old = windowStorage
        windowStorage = WindowStorage(new, requestedVersion: new.osVersion)
        defer { windowStorage = old }
        for c in controllers.indices where controllers[c].alive && views[Int(controllers[c].view)].inWindow {
            guard let child = visibleChild(Int32(c)) else { continue }
            do {
                let what = "the window in \(new.orientation.name) on \(new.osName) \(new.osVersion.description)"
                try checkBarUses(containerContribution(child), subject: containerSubject(what, Int32(c)))
            } catch {
                return error
            }
        }
        return nil
    }
}
