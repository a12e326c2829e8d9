// SwiftUI containers (MODEL.md §3, SwiftUI containers): a NavigationStack or TabView reads its
// bars from the window's platform rows through its UIKit twin, a navigation or tab bar controller
// in a small SafeAreaTree, so that the placement rules (`containerContribution`) and the one gate
// that refuses unmeasured and, strict, derived bars (`checkBars`) are written once.

extension SwiftUIScene {
    /// A container around a view: its name, the safe area's depth where it sits, what it adds.
    struct ContainerLink {
        var container: Container
        /// "NavigationStack 'nav' (views[0])", for messages.
        var name: String
        /// The safe area's depth at the container on each edge (what its UIKit twin's view reads).
        var depth: SafeAreaInsets
        /// What its bars add to its content's safe area.
        var adds: SafeAreaInsets
        var bars: [BarReading]
        /// Where its bars sit in the window's coordinates (`barFrames` of its twin, moved onto the container).
        var frames: [BarFrame] = []
    }

    /// The most toolbar items a `NavigationStack` takes (the tree's `toolbarItems` limit).
    static let maxToolbarItems = 10_000

    /// The selected tab of a `TabView`, nil for a `NavigationStack`.
    static func selectedTab(_ container: Container, _ children: [View]) -> View? {
        guard case .tabView(let tabs) = container, children.indices.contains(tabs.selected) else { return nil }
        return children[tabs.selected]
    }

    /// Refuses containers the scene does not model: a frame or modifiers on a container, a count
    /// out of range, a selected tab that does not exist, a `TabView` inside another container, a
    /// `NavigationStack` inside another; each error names the node and its path (`paths`: the roots'
    /// paths, "views[i]" when nil).
    static func checkContainers(_ views: [View], paths: [String]? = nil) throws(SafeAreaError) {
        // Each view with its path and the containers around it (outermost first).
        var work: [(View, String, [(Container, String)])] = views.enumerated().reversed().map { index, view in
            let path = paths.flatMap { index < $0.count ? $0[index] : nil } ?? "views[\(index)]"
            return (view, path, [])
        }
        while let (view, path, around) = work.popLast() {
            var inside = around
            if let container = view.container {
                let name = "\(container.typeName) '\(view.id)' (\(path))"
                guard view.frame == nil && view.modifiers.isEmpty else {
                    throw .invalidScene(
                        "\(name): a \(container.typeName) fills its parent's safe area; give frames and modifiers "
                            + "to the views inside it")
                }
                if let outer = around.last {
                    let chain = ([name] + around.reversed().map(\.1)).joined(separator: " inside ")
                    switch container {
                    case .tabView:
                        throw .invalidScene(
                            "\(chain): a TabView is the root container of its window, as its UIKit twin "
                                + "UITabBarController is; a TabView inside another container is not modelled")
                    case .navigationStack where around.contains(where: { $0.0.typeName == "NavigationStack" }):
                        throw .invalidScene(
                            "\(chain): a NavigationStack inside another NavigationStack is not modelled "
                                + "(push destinations onto \(outer.1) instead)")
                    case .navigationStack:
                        break
                    }
                }
                switch container {
                case .navigationStack(let stack):
                    guard (0...maxToolbarItems).contains(stack.bottomToolbarItems) else {
                        throw .invalidScene(
                            "\(name).toolbar_items: \(stack.bottomToolbarItems) is not a count from 0 to "
                                + "\(formatNumber(Double(maxToolbarItems)))")
                    }
                case .tabView(let tabs):
                    guard tabs.selected >= 0 && (tabs.selected < view.children.count || tabs.selected == 0) else {
                        throw .invalidScene(
                            "\(name).selected: tab \(tabs.selected) is not below the tab count \(view.children.count)")
                    }
                }
                inside.append((container, name))
            }
            for (index, child) in view.children.enumerated().reversed() {
                work.append((child, "\(path).children[\(index)]", inside))
            }
        }
    }

    /// The container `container` at `depth` inside `chain`, with what its bars add: its UIKit twin
    /// (and the twins of the containers around it) laid out in a tree of the scene's window, the
    /// content read through the tree's gate; its bars' frames moved onto the container's `frame` (the
    /// window's coordinates). Inside presented content the outermost twin is presented the same way (the tree's
    /// presentation path), so the bars sit as in a presented navigation controller. Errors name the
    /// SwiftUI nodes.
    func containerLink(
        _ container: Container, name: String, depth: SafeAreaInsets, chain: [ContainerLink], selectedTab: View?,
        frame: Rect, presented: PresentationReading?
    ) throws(SafeAreaError) -> ContainerLink {
        let links = chain + [ContainerLink(container: container, name: name, depth: depth, adds: .zero, bars: [])]
        var tree = try twinTree(strict: strict)
        // The window-level frame and insets the outermost twin's view gets.
        var bounds = tree.window.bounds
        var windowInsets = tree.window.insets
        if let presented {
            bounds = presented.resolved.layoutFrame
            windowInsets = presented.resolved.insets
        }
        var twins: [NodeHandle] = []
        for (k, link) in links.enumerated() {
            let twin: NodeHandle
            switch link.container {
            case .navigationStack(let stack):
                twin = try tree.makeController(kind: .navigation)
                try tree.setNavigationBar(
                    twin, prefersLargeTitles: stack.titleDisplayMode == .large,
                    toolbarHidden: stack.bottomToolbarItems == 0)
                try tree.setBarMinimization(twin, stack.barMinimization)
            case .tabView(let tabs):
                twin = try tree.makeController(kind: .tabBar)
                try tree.setBottomAccessory(twin, tabs.bottomAccessory)
                try tree.setBarMinimization(twin, tabs.barMinimization)
            }
            // additionalSafeAreaInsets make the twin's view read the depth the SwiftUI stack has there
            // (modifiers between containers, a stripped edge).
            var extra = link.depth - windowInsets
            if k > 0 {
                try tree.setContainerChildren(twins[k - 1], [twin])
                extra = link.depth - links[k - 1].depth - links[k - 1].adds
            } else if let presented {
                let root = try tree.makeController(kind: .plain)
                try tree.setRoot(root)
                try tree.present(
                    twin, from: root, style: presented.request.style, detent: presented.request.detent,
                    detentValue: presented.request.detentValue)
            } else {
                try tree.setRoot(twin)
            }
            try tree.setAdditionalSafeAreaInsets(twin, extra)
            // The tree's refusals name the twin as the SwiftUI node it stands for.
            try tree.setDisplayName(twin, link.name)
            twins.append(twin)
        }
        guard let inner = twins.last else { return links[links.count - 1] }
        // The content: a navigation controller for a tab whose view is a NavigationStack, else plain.
        var isStack = false
        if case .navigationStack? = selectedTab?.container { isStack = true }
        let content = try tree.makeController(kind: isStack ? .navigation : .plain)
        try tree.setContainerChildren(inner, [content])
        if case .navigationStack(let stack) = container {
            try tree.setToolbarItems(content, count: stack.bottomToolbarItems)
            if stack.searchable { try tree.setSearchController(content, true) }
        }
        let read = try tree.safeAreaInsets(try tree.controllerView(content))
        let outer = try tree.safeAreaInsets(try tree.controllerView(inner))
        var link = links[links.count - 1]
        link.adds = read - outer
        let uses = tree.containerContribution(try tree.controllerIndex(content)).bars
        link.bars = uses.map { use in
            BarReading(
                kind: use.bar.kind, edge: use.bar.edge, height: use.bar.heightUnmeasured == nil ? use.height : nil,
                amount: use.amount,
                provenance: use.provenance)
        }
        // The twin's view is the tree's window: it stands for the container's frame grown by the depth
        // it reads (the whole screen for a container filling the safe area). Each bar keeps its offset
        // from the edge it sits on and spans the container's width.
        let box = Rect(
            x: frame.x - depth.left, y: frame.y - depth.top, width: frame.width + depth.left + depth.right,
            height: frame.height + depth.top + depth.bottom)
        link.frames = tree.barFrames().filter { $0.container == inner }.map { bar in
            var moved = bar
            let atBottom = bar.placement.edge == .bottom
            moved.frame = Rect(
                x: box.x + bar.frame.x - bounds.x,
                y: atBottom ? box.maxY - (bounds.maxY - bar.frame.y) : box.y + bar.frame.y - bounds.y,
                width: bar.frame.width - bounds.width + box.width, height: bar.frame.height)
            return moved
        }
        return link
    }

    /// A small UIKit tree of the scene's window, where the twins of its containers and presentations
    /// are laid out: the same device, orientation, OS, status bar and app window (`setWindow`), so the
    /// bars, sheets and refusals are the window's (MODEL.md §3, §19).
    func twinTree(strict: Bool) throws(SafeAreaError) -> SafeAreaTree {
        var tree = try SafeAreaTree(
            device: device, orientation: orientation, osVersion: version, statusBarHidden: statusBarHidden,
            policy: .continuous)
        tree.setStrict(strict)
        if let windowRequest { try tree.setWindow(windowRequest) }
        return tree
    }

    /// A strict scene refuses derived window insets through the tree's gate, containers or not.
    func checkStrictWindow() throws(SafeAreaError) {
        var tree = try twinTree(strict: true)
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        _ = try tree.safeAreaInsets(try tree.controllerView(root))
    }
}

extension SafeAreaInsets {
    /// Edge by edge, `lhs` less `rhs`.
    static func - (lhs: SafeAreaInsets, rhs: SafeAreaInsets) -> SafeAreaInsets {
        SafeAreaInsets(
            top: lhs.top - rhs.top, left: lhs.left - rhs.left, bottom: lhs.bottom - rhs.bottom,
            right: lhs.right - rhs.right)
    }
}
