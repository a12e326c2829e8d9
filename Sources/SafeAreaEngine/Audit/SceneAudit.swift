/// A SwiftUI scene audited as the design it stands for (MODEL.md §4, "Scenes audited"): its containers become
/// the design's `container`, its presentation the design's `presentation`, its views the design's elements,
/// and the one auditor checks the result, so a scene and the equivalent design give the same findings.
/// What a design cannot say is refused, naming the view and field; nothing is dropped.
public struct SceneAudit: Sendable {
    /// The design the scene stands for: named "scene", its reference device the scene's device.
    public let design: Design
    /// The orientation the scene names: the audit's when the caller names none; nil: every orientation.
    public let orientation: Orientation?
    /// The OS version the scene names: the audit's when the caller names none; nil: each device's newest.
    public let version: OSVersion?

    /// Reads a scene document (schemas/swiftui-scene.schema.json) and translates it.
    public static func decode(json bytes: UnsafeBufferPointer<UInt8>) throws(SafeAreaError) -> SceneAudit {
        let document = try SwiftUIScene.decodeForAudit(json: bytes)
        return SceneAudit(
            design: try design(of: document.views, device: document.device),
            orientation: document.orientation, version: document.version)
    }

    public static func decode(json text: String) throws(SafeAreaError) -> SceneAudit {
        try text.withUTF8Bytes { (bytes) throws(SafeAreaError) -> SceneAudit in try decode(json: bytes) }
    }

    private init(design: Design, orientation: Orientation?, version: OSVersion?) {
        self.design = design
        self.orientation = orientation
        self.version = version
    }

    /// The design of `views` (a scene on `device`, checked as a layout checks it).
    static func design(of views: [SwiftUIScene.View], device: DeviceProfile) throws(SafeAreaError) -> Design {
        var roots = views.enumerated().map { (view: $1, path: "views[\($0)]") }
        var presentation: DesignPresentation?
        if let (presenter, shown, path, around) = presented(in: views) {
            // The design is the presented content; the presenter is behind it and carries no role.
            try requireNoRoles(views, paths: roots.map(\.path), reason: "it is behind the presentation")
            let at = "view '\(presenter.id)' (\(path)).\(shown.kind.rawValue)"
            presentation = try translate(shown, at: at)
            if shown.kind == .popover {
                try translatePopover(
                    shown, presenter: presenter, topLevel: !path.contains("."), around: around, at: at,
                    into: &presentation)
            }
            roots = [(shown.content, "\(path).\(shown.kind.rawValue).content")]
        }
        var container: DesignContainer?
        var content = roots
        if let index = roots.firstIndex(where: { $0.view.container != nil }) {
            let (view, path) = roots[index]
            guard roots.count == 1 else {
                throw .invalidScene(
                    "view '\(view.id)' (\(path)): a container audited is the screen's only top-level view; a design "
                        + "cannot say views beside it (put them inside it)")
            }
            (container, content) = try translate(view, path: path)
        }
        var elements: [DesignElement] = []
        for (view, path) in content {
            elements.append(
                try element(view, path: path, level: container == nil ? .window : .containerContent))
        }
        return Design(
            name: "scene", referenceDevice: device.name, elements: elements, presentation: presentation,
            container: container)
    }

    /// Where a view sits, which says what its frame and its filling mean.
    private enum Level {
        /// A top-level view of the window or of presented content: its frame is the design's frame.
        case window
        /// A view directly inside the containers: its frame is measured from their content's safe area.
        case containerContent
        /// A child of a view that fills: its content is the parent's frame.
        case insideFilling
        /// A child of a view placed by a frame or anchors: its content is the parent's frame clipped to the
        /// safe area, which only anchors can express.
        case insidePlaced
    }

    /// The scene's one presentation (checkPresentations allows one) with its presenter, its path and the
    /// SwiftUI names of the containers it is or is inside ("NavigationStack", "TabView").
    private static func presented(in views: [SwiftUIScene.View])
        -> (presenter: SwiftUIScene.View, presentation: SwiftUIScene.Presentation, path: String, around: Set<String>)?
    {
        var work = views.enumerated().reversed().map { ($1, "views[\($0)]", Set<String>()) }
        while let (view, path, outer) = work.popLast() {
            var around = outer
            if let container = view.container { around.insert(container.typeName) }
            if let shown = view.presentation { return (view, shown, path, around) }
            for (index, child) in view.children.enumerated().reversed() {
                work.append((child, "\(path).children[\(index)]", around))
            }
        }
        return nil
    }

    /// A popover's source, arrows, size and adaptation as the design's (MODEL.md §4, "Scenes audited"): a
    /// popover attached to a toolbar item is the design's `source_bar_button` (its presenter in a
    /// NavigationStack, as the design's presenter is a navigation controller's content); one attached to a
    /// view is the design's `source_rect` where the view's frame is the same on every device, a top-level
    /// view placed by a frame (window points, as the design's root view); elsewhere refused.
    private static func translatePopover(
        _ p: SwiftUIScene.Presentation, presenter: SwiftUIScene.View, topLevel: Bool, around: Set<String>, at: String,
        into result: inout DesignPresentation?
    ) throws(SafeAreaError) {
        guard var design = result else { return }
        if let item = p.toolbarItem {
            guard around.contains("NavigationStack") else {
                throw .invalidScene(
                    "\(at).toolbar_item: a popover attached to a toolbar item (\(item.rawValue)) needs its presenting view "
                        + "in a NavigationStack, whose bar shows the item; view '\(presenter.id)' is in none")
            }
            guard !around.contains("TabView") else {
                throw .invalidScene(
                    "\(at).toolbar_item: the NavigationStack is inside a TabView, which a design's presenter (a navigation "
                        + "controller at the window's root) cannot say; audit the popover's NavigationStack without the "
                        + "TabView")
            }
            design.sourceBarButton = DesignPresentation.BarButtonItem(item.barButton)
        } else {
            guard topLevel, let frame = presenter.frame, presenter.element?.isAnchored != true else {
                throw .invalidScene(
                    "\(at): a popover's source is its presenting view's laid-out frame, which a design says only for a "
                        + "top-level view placed by a frame (window points); give view '\(presenter.id)' a frame at the top "
                        + "of the scene, or attach the popover to a toolbar item")
            }
            let a = p.attachmentAnchor ?? Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            design.sourceRect = Rect(x: frame.x + a.x, y: frame.y + a.y, width: a.width, height: a.height)
        }
        if let edge = p.arrowEdge { design.permittedArrowDirections = SwiftUIScene.permittedArrow(edge) }
        design.preferredContentSize = p.contentSize.map { DesignPresentation.Size(width: $0.width, height: $0.height) }
        design.keepsPopoverInCompact = p.compactAdaptation == .popover
        result = design
    }

    /// Refuses a role on `views` or their descendants (not audited: `reason`).
    private static func requireNoRoles(_ views: [SwiftUIScene.View], paths: [String], reason: String)
        throws(SafeAreaError)
    {
        var work = Array(zip(views, paths).reversed())
        while let (view, path) = work.popLast() {
            if view.element != nil {
                throw .invalidScene(
                    "view '\(view.id)' (\(path)).role: a scene audit does not check this view: \(reason)")
            }
            for (index, child) in view.children.enumerated().reversed() {
                work.append((child, "\(path).children[\(index)]"))
            }
        }
    }

    /// A sheet, full-screen cover or popover as the design's presentation: a sheet's sizing `page` is the page
    /// sheet, `automatic` and `form` the form sheet (resolvePresentation's mapping), a popover the popover style
    /// (its source added by `translatePopover`), its shown detent (the selected one, else the smallest where the
    /// names say which; an adapted popover's sheet) large, medium or a height; a cover the full-screen style.
    private static func translate(_ p: SwiftUIScene.Presentation, at: String) throws(SafeAreaError)
        -> DesignPresentation
    {
        let style: PresentationStyle
        switch (p.kind, p.sizing) {
        case (.fullScreenCover, _): return DesignPresentation(style: .fullScreen)
        case (.popover, _): style = .popover
        case (.sheet, .page): style = .pageSheet
        case (.sheet, .automatic), (.sheet, .form): style = .formSheet
        case (.sheet, .fitted):
            throw .invalidScene(
                "\(at).presentation_sizing: fitted sizes the sheet to its content's ideal size, which a design "
                    + "cannot say")
        }
        let detent: SwiftUIScene.Detent
        if let selected = p.selectedDetent {
            detent = selected
        } else if p.detents.count == 1 {
            detent = p.detents[0]
        } else if p.detents.allSatisfy({ $0 == .large || $0 == .medium }) {
            detent = p.detents.contains(.medium) ? .medium : .large
        } else {
            throw .invalidScene(
                "\(at).selected_detent: which of several detents shows first (the smallest) depends on the "
                    + "device; name it")
        }
        let field = p.selectedDetent == nil ? "presentation_detents" : "selected_detent"
        switch detent {
        case .large: return DesignPresentation(style: style)
        case .medium: return DesignPresentation(style: style, detent: .medium)
        case .height(let h):
            guard h.isFinite, h > 0, h <= DesignLimits.maxDetentHeight else {
                throw .invalidScene(
                    "\(at).\(field): height(\(formatNumber(h))) is not a height above 0 and at most "
                        + formatNumber(DesignLimits.maxDetentHeight))
            }
            return DesignPresentation(style: style, detent: .custom, detentValue: h)
        case .fraction:
            throw .invalidScene(
                "\(at).\(field): \(detent.name) is a share of each device's maximum detent, which a design "
                    + "cannot say; give a height")
        }
    }

    /// The containers at the top of the scene (a `TabView` holding a `NavigationStack`, or either) as the
    /// design's `container`, and the views inside them. Minimized bars are refused (a design cannot say
    /// them; they are unmeasured), as is a tab other than the selected one that holds anything.
    private static func translate(_ view: SwiftUIScene.View, path: String) throws(SafeAreaError)
        -> (DesignContainer, [(view: SwiftUIScene.View, path: String)])
    {
        var result = DesignContainer()
        var node = view
        var at = path
        if case .tabView(let tabs)? = node.container {
            let name = "TabView '\(node.id)' (\(at))"
            guard tabs.barMinimization == .none else {
                throw .invalidScene("\(name).bar_minimization: minimized bars are unmeasured; a design cannot say them")
            }
            result.tabBar = DesignContainer.TabBar(bottomAccessory: tabs.bottomAccessory)
            for (index, tab) in node.children.enumerated() where index != tabs.selected {
                guard tab.element == nil, tab.children.isEmpty, tab.modifiers.isEmpty, tab.presentation == nil,
                    tab.container == nil
                else {
                    throw .invalidScene(
                        "view '\(tab.id)' (\(at).children[\(index)]): tab \(index) is not on screen (tab_view.selected "
                            + "is \(tabs.selected)); a scene audit checks the selected tab: audit each tab as its own "
                            + "scene")
                }
            }
            guard node.children.indices.contains(tabs.selected) else { return (result, []) }
            at += ".children[\(tabs.selected)]"
            node = node.children[tabs.selected]
            guard node.container != nil else { return (result, [(node, at)]) }
        }
        if case .navigationStack(let stack)? = node.container {
            let name = "NavigationStack '\(node.id)' (\(at))"
            guard stack.barMinimization == .none else {
                throw .invalidScene("\(name).bar_minimization: minimized bars are unmeasured; a design cannot say them")
            }
            result.navigation = DesignContainer.Navigation(
                prefersLargeTitles: stack.titleDisplayMode == .large, searchController: stack.searchable,
                toolbarItems: stack.bottomToolbarItems)
        }
        return (result, node.children.enumerated().map { ($1, "\(at).children[\($0)]") })
    }

    /// The design element of `view` at `level`, with its children.
    private static func element(_ view: SwiftUIScene.View, path: String, level: Level) throws(SafeAreaError)
        -> DesignElement
    {
        let at = "view '\(view.id)' (\(path))"
        if let container = view.container {
            throw .invalidScene(
                "\(at): a \(container.typeName) audited is at the top of the scene or of its presented content, "
                    + "the screen's containers")
        }
        guard var element = view.element else {
            throw .invalidScene(
                "\(at).role: required for an audit (background, image, media, text, control or icon)")
        }
        let full: (top: Bool, left: Bool, bottom: Bool, right: Bool) = try fullBleed(view, at: at, level: level)
        let placedByAnchors = element.isAnchored || element.width != nil || element.height != nil
        // Its children are in its content: its frame when it fills (nothing clips it), else clipped per device.
        let fills = view.frame == nil && !placedByAnchors
        if placedByAnchors {
            // Anchors are the design's own: to the screen, the safe area, the margins or the parent.
            if level == .window || level == .containerContent {
                for (edge, anchor) in [
                    ("top", element.top), ("bottom", element.bottom), ("left", element.left), ("right", element.right),
                    ("center_x", element.centerX), ("center_y", element.centerY),
                ] where anchor?.target == .parent {
                    throw .invalidScene("\(at).anchors.\(edge).to: a top-level view has no parent")
                }
            }
        } else if let frame = view.frame {
            switch level {
            case .window, .insideFilling: element.frame = frame
            case .containerContent:
                // Inside containers a frame is measured from their content's safe area (the bars included).
                element.left = Anchor(target: .safeArea, offset: frame.x)
                element.top = Anchor(target: .safeArea, offset: frame.y)
                element.width = frame.width
                element.height = frame.height
            case .insidePlaced:
                throw .invalidScene(
                    "\(at).frame: a frame is measured from the parent's content, its frame clipped to the safe area, "
                        + "which a design cannot say for a parent placed by a frame or anchors: place the view with "
                        + "anchors")
            }
        } else {
            // The view fills its parent's safe area (the whole parent inside a view that fills), reaching the
            // screen on the edges where it ignores the safe area.
            switch level {
            case .window, .containerContent:
                func fill(_ screen: Bool) -> Anchor { Anchor(target: screen ? .screen : .safeArea, offset: 0) }
                (element.top, element.left) = (fill(full.top), fill(full.left))
                (element.bottom, element.right) = (fill(full.bottom), fill(full.right))
            case .insideFilling:
                let parent = Anchor(target: .parent, offset: 0)
                (element.top, element.left, element.bottom, element.right) = (parent, parent, parent, parent)
            case .insidePlaced:
                throw .invalidScene(
                    "\(at): it fills the parent's content, its frame clipped to the safe area, which a design cannot "
                        + "say for a parent placed by a frame or anchors: place the view with anchors")
            }
        }
        for (index, child) in view.children.enumerated() {
            element.children.append(
                try self.element(
                    child, path: "\(path).children[\(index)]", level: fills ? .insideFilling : .insidePlaced))
        }
        return element
    }

    /// The edges a top-level filling view reaches the screen on (`ignoresSafeArea` of the container region:
    /// every element of the stack is a container's, so the view reaches the screen's edge), with the
    /// modifiers a design cannot say refused: a background beyond the view, `safeAreaInset` content (no view
    /// of the scene), and modifiers that move a view's content when it has children.
    private static func fullBleed(_ view: SwiftUIScene.View, at: String, level: Level) throws(SafeAreaError)
        -> (top: Bool, left: Bool, bottom: Bool, right: Bool)
    {
        var edges = EdgeSet(rawValue: 0)
        for (index, modifier) in view.modifiers.enumerated() {
            let field = "\(at).modifiers[\(index)]"
            switch modifier {
            case .ignoresSafeArea(let regions, let set):
                guard regions.contains(.container) else { continue }  // the keyboard region: no keyboard shown
                guard level == .window || level == .containerContent, view.frame == nil,
                    view.element?.isAnchored != true
                else {
                    throw .invalidScene(
                        "\(field).ignores_safe_area: only a top-level view that fills the safe area is audited "
                            + "ignoring it; anchor this view to the screen instead")
                }
                edges.rawValue |= set.rawValue
            case .background:
                throw .invalidScene(
                    "\(field).background: a background beyond the view is no view of the scene; give it as a view "
                        + "with role background that ignores the safe area")
            case .safeAreaInset:
                throw .invalidScene(
                    "\(field).safe_area_inset: the inset's content is no view of the scene, so nothing would check it; "
                        + "give the bar as a view with a role and anchors")
            case .safeAreaPadding, .contentMargins:
                guard view.children.isEmpty else {
                    throw .invalidScene(
                        "\(field): it moves the content of a view with children, which a design cannot say; anchor "
                            + "the children instead")
                }
            }
        }
        return (edges.contains(.top), edges.contains(.left), edges.contains(.bottom), edges.contains(.right))
    }
}
