/// Where a design lives on one layout, read from the tree (MODEL.md §4, §17, §18): its containers (a tab
/// bar controller holding a navigation controller holding the content controller, as the design's
/// `container` says) as the window's root or presented from it, the presentation the window resolved (the
/// tree's one presentation geometry), the content controller's view (its frame in the window, its safe area
/// and margins) and the bars the containers show over it (the window's container rows: no second table).
struct DesignContent {
    /// What the design's presentation resolved to; nil for a design that is the window's root.
    let presentation: ResolvedPresentation?
    /// The content controller's view in window points (a presented one: its unscaled layout frame).
    let frame: Rect
    /// The content view's safeAreaInsets.
    let insets: SafeAreaInsets
    /// The content view's layoutMargins.
    let margins: SafeAreaInsets
    /// The bars shown over the content, in window points: none without containers.
    let bars: [BarFrame]

    /// Builds the design's controllers in a window of `device` in `orientation` and reads the content, or the
    /// engine's refusal (an OS line, a device family or a size class without presentation data, a bar no
    /// source measured).
    init(
        _ design: Design, device: DeviceProfile, orientation: Orientation, version: OSVersion?,
        window request: WindowRequest? = nil
    ) throws(SafeAreaError) {
        let built = try DesignContent.tree(
            container: design.container, presentation: design.presentation, device: device, orientation: orientation,
            version: version, window: request)
        var tree = built.tree
        presentation = built.presentation
        let view = try tree.controllerView(built.content)
        // The read goes through the tree's one gate: a bar no source measured refuses it with its reason. The
        // margins are the same laid-out view's, read without passing the gate again (the tree is not strict,
        // so `layoutMargins` would add no check of its own).
        insets = try tree.safeAreaInsets(view)
        let v = try tree.viewIndex(view)
        margins = tree.effectiveMargins(v)
        let origin = tree.originInWindow(v)
        let size = try tree.frame(view)
        frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        // The design's own containers' bars (a presenter's navigation bar is behind the presentation).
        bars = design.container == nil ? [] : tree.barFrames().filter { built.containers.contains($0.container) }
    }

    /// The window of one layout with a design's controllers in it (a tab bar controller holding a navigation
    /// controller holding the content controller, as `container` says), the window's root or presented from a
    /// root as `presentation` says (`presenter`): the tree, the content controller, the design's own containers
    /// and what the presentation resolved to. The audit reads the content's view from it; the coverage report
    /// (`CoverageReport`) asks it its everyday questions.
    static func tree(
        container: DesignContainer?, presentation: DesignPresentation?, device: DeviceProfile,
        orientation: Orientation, version: OSVersion?, window request: WindowRequest? = nil
    ) throws(SafeAreaError) -> (
        tree: SafeAreaTree, content: NodeHandle, containers: [NodeHandle], presentation: ResolvedPresentation?
    ) {
        var tree = try SafeAreaTree(
            device: device, orientation: orientation, osVersion: version, statusBarHidden: false, policy: .freeze,
            window: request)
        let content = try tree.makeController(kind: .plain)
        var top = content
        var own: [NodeHandle] = []
        if let navigation = container?.navigation {
            let controller = try tree.makeController(kind: .navigation)
            own.append(controller)
            try tree.setContainerChildren(controller, [content])
            try tree.setNavigationBar(
                controller, hidden: navigation.navigationBarHidden, prefersLargeTitles: navigation.prefersLargeTitles,
                toolbarHidden: navigation.toolbarItems == 0)
            try tree.setToolbarItems(content, count: navigation.toolbarItems)
            try tree.setSearchController(content, navigation.searchController)
            top = controller
        }
        if let tabBar = container?.tabBar {
            let controller = try tree.makeController(kind: .tabBar)
            own.append(controller)
            try tree.setContainerChildren(controller, [top])
            try tree.setBottomAccessory(controller, tabBar.bottomAccessory)
            top = controller
        }
        guard let p = presentation else {
            try tree.setRoot(top)
            return (tree, content, own, nil)
        }
        let resolved = try tree.present(top, from: try presenter(p, in: &tree), options: p.options)
        return (tree, content, own, resolved)
    }

    /// The controller a presented design is presented from, made the window's root: a plain controller, or,
    /// for a popover from a bar button item, the content of a navigation controller at the root whose bar
    /// shows the item (the bar shown with an inline title, as openuikit's iPad probe had it; the toolbar shown
    /// with the items up to the index for a toolbar item), so the tree reads the item through that bar
    /// (MODEL.md §4, §18).
    private static func presenter(_ p: DesignPresentation, in tree: inout SafeAreaTree) throws(SafeAreaError)
        -> NodeHandle
    {
        let presenter = try tree.makeController(kind: .plain)
        guard let item = p.sourceBarButton else {
            try tree.setRoot(presenter)
            return presenter
        }
        let navigation = try tree.makeController(kind: .navigation)
        try tree.setContainerChildren(navigation, [presenter])
        if item.placement == .toolbar {
            try tree.setNavigationBar(navigation, hidden: false, prefersLargeTitles: false, toolbarHidden: false)
            try tree.setToolbarItems(presenter, count: item.index + 1)
        }
        try tree.setRoot(navigation)
        return presenter
    }

    /// A rectangle in window points where it lies in the presented view's coordinates (its unscaled
    /// layout frame, in window points): the inverse of the floating card's scale about its centre.
    func toContent(_ r: Rect) -> Rect {
        guard let presentation else { return r }
        let f = presentation.frame
        let lf = presentation.layoutFrame
        let s = presentation.scale
        return Rect(
            x: lf.x + (r.x - f.x) / s, y: lf.y + (r.y - f.y) / s, width: r.width / s, height: r.height / s)
    }
}
