/// SwiftUI's safe-area model (MODEL.md §3): a stack of region-tagged elements.
///
/// The window contributes a `container` element (device insets) and, with the
/// keyboard up, a `keyboard` element (its overlap minus the container bottom,
/// so the net bottom is max(overlap, container bottom)). `safeAreaInset` and
/// `safeAreaPadding` push `container` elements for a view's content. Views fill
/// their parent's safe area unless they have a fixed frame; `ignoresSafeArea`
/// outsets a view on listed edges that touch the safe boundary (within half a
/// pixel) through the newest elements of matching regions, stopping at the
/// first newer element of another region, and removes those elements from what
/// the view and its content see on the listed edges (the idiom
/// `.ignoresSafeArea(.keyboard)` keeps content from being pushed up).
///
/// A `NavigationStack` or `TabView` node pushes a `container` element for its content: what its
/// bars add, from the window's platform rows and the UIKit tree's placement rules, never a height
/// of its own (MODEL.md §3, SwiftUI containers; `SwiftUIScene+Containers.swift`).
public struct SwiftUIScene: Sendable {
    public enum Region: String, Sendable, CaseIterable { case container, keyboard }

    /// `ContentMarginPlacement`: where `contentMargins` apply on a scroll view.
    public enum MarginPlacement: String, Sendable, CaseIterable {
        /// Both the scroll content and the scroll indicators.
        case automatic
        /// The content only: the indicators stay where the safe area puts them.
        case scrollContent = "scroll_content"
        /// The indicators only.
        case scrollIndicators = "scroll_indicators"
    }

    /// One element of the safe-area stack: insets on each edge, from the edge
    /// inward, added on top of what older elements cover.
    public struct Element: Sendable, Equatable {
        public var region: Region
        public var insets: SafeAreaInsets
        public var source: String
    }

    public enum Modifier: Sendable, Equatable {
        /// `.ignoresSafeArea(regions, edges:)`.
        case ignoresSafeArea(regions: Set<Region>, edges: EdgeSet)
        /// `.safeAreaInset(edge:spacing:) { content of `size` }`.
        case safeAreaInset(edge: ScreenEdge, size: Double, spacing: Double)
        /// `.safeAreaPadding(edges, amount)`.
        case safeAreaPadding(edges: EdgeSet, amount: Double)
        /// `.background(…, ignoresSafeAreaEdges: edges)`.
        case background(ignoresSafeAreaEdges: EdgeSet)
        /// `.contentMargins(edges, amount, for: placement)` on a scroll view.
        case contentMargins(edges: EdgeSet, amount: Double, placement: MarginPlacement)
    }

    /// A `NavigationStack`: its navigation bar, a bottom toolbar and `.searchable`.
    public struct NavigationStack: Sendable, Equatable {
        /// `navigationBarTitleDisplayMode`.
        public enum TitleDisplayMode: String, Sendable, CaseIterable {
            case inline
            /// An expanded large title.
            case large
        }
        public var titleDisplayMode: TitleDisplayMode
        /// How many `ToolbarItem(placement: .bottomBar)` items it shows (0: no bottom toolbar).
        public var bottomToolbarItems: Int
        /// `.searchable` on its content.
        public var searchable: Bool
        /// Its bars minimized, with `toolbarMinimizationSafeAreaAdjustment` enabled or disabled.
        public var barMinimization: BarMinimization

        public init(
            titleDisplayMode: TitleDisplayMode = .inline, bottomToolbarItems: Int = 0, searchable: Bool = false,
            barMinimization: BarMinimization = .none
        ) {
            self.titleDisplayMode = titleDisplayMode
            self.bottomToolbarItems = bottomToolbarItems
            self.searchable = searchable
            self.barMinimization = barMinimization
        }
    }

    /// A `TabView`: its children are the tabs; only the selected one is laid out.
    public struct TabView: Sendable, Equatable {
        /// The selected tab's index among the children.
        public var selected: Int
        /// `tabViewBottomAccessory`.
        public var bottomAccessory: Bool
        /// Its tab bar minimized (`tabBarMinimizeBehavior`).
        public var barMinimization: BarMinimization

        public init(selected: Int = 0, bottomAccessory: Bool = false, barMinimization: BarMinimization = .none) {
            self.selected = selected
            self.bottomAccessory = bottomAccessory
            self.barMinimization = barMinimization
        }
    }

    /// A container node: it fills its parent's safe area and its bars push a `container` element.
    public enum Container: Sendable, Equatable {
        case navigationStack(NavigationStack)
        case tabView(TabView)

        /// The SwiftUI type's name ("NavigationStack").
        public var typeName: String {
            switch self {
            case .navigationStack: return "NavigationStack"
            case .tabView: return "TabView"
            }
        }
    }

    public struct View: Sendable, Equatable {
        public var id: String
        /// nil: fill the parent's safe area; else a frame in the parent's coordinates.
        public var frame: Rect?
        public var modifiers: [Modifier]
        public var children: [View]
        /// A `NavigationStack` or `TabView` (then no frame and no modifiers); nil for a plain view.
        public var container: Container?
        /// The `.sheet`, `.fullScreenCover` or `.popover` this view shows (`SwiftUIScene+Presentations.swift`).
        public var presentation: Presentation?
        /// What an audit checks the view as (MODEL.md §4, "Scenes"): its `role` and, placed by anchors instead
        /// of a frame, its anchors, width and height as a design element's (no frame, no children); nil: none.
        /// A layout reads no role and refuses anchors, which only an audit resolves.
        public var element: DesignElement?

        public init(
            id: String, frame: Rect? = nil, modifiers: [Modifier] = [], children: [View] = [],
            container: Container? = nil, presentation: Presentation? = nil
        ) {
            self.id = id
            self.frame = frame
            self.modifiers = modifiers
            self.children = children
            self.container = container
            self.presentation = presentation
        }
    }

    /// A bar a container shows over its content, as the content reads it.
    public struct BarReading: Sendable, Equatable {
        public var kind: BarKind
        /// The content edge the bar is on.
        public var edge: ScreenEdge
        /// The bar's own height (a navigation bar's with its large title; a band's whole height); nil
        /// where no source gives it (iPadOS 18's floating tab bar: `amount` is still given).
        public var height: Double?
        /// What it adds to the content's safe area on that edge.
        public var amount: Double
        /// Where the numbers come from.
        public var provenance: Provenance
    }

    /// What a view ends up with.
    public struct Result: Sendable, Equatable {
        public var id: String
        /// The view's frame in the window's coordinates (the screen's when the scene fills it).
        public var frame: Rect
        /// The covered insets: the parts of the view's frame that the safe-area stack it
        /// sees covers (0 on an edge inside the safe area).
        public var safeAreaInsets: SafeAreaInsets
        /// What `GeometryReader`'s proxy reads (`GeometryProxy.safeAreaInsets`): on an
        /// edge that lies on the safe boundary (within half a pixel), the whole depth of
        /// the stack beyond it (a root view in the safe area of an iPhone 15 Pro reads
        /// (59, 0, 34, 0)); elsewhere the covered part.
        public var proxySafeAreaInsets: SafeAreaInsets = .zero
        /// With `.contentMargins`: the scroll indicators' insets from the view's edges
        /// (the covered insets plus indicator margins).
        public var indicatorInsets: SafeAreaInsets?
        /// With `.background(ignoresSafeAreaEdges:)`: the background's frame.
        public var backgroundFrame: Rect?
        /// With `.safeAreaInset`: where each inset's content is placed.
        public var insetFrames: [Rect]
        /// With `.contentMargins`: the scroll content's frame.
        public var contentFrame: Rect?
        /// For a container: what its bars add to its content's safe area.
        public var containerInsets: SafeAreaInsets?
        /// For a container: its bars, top first.
        public var bars: [BarReading] = []
        /// `GeometryProxy.containerCornerInsets` (26 and later; nil before): at each corner of the
        /// view, the size of its overlap with the window controls; zero in a window that fills the
        /// screen without them (MODEL.md §3, §2.9).
        public var containerCornerInsets: RectangleCornerInsets?
        /// For a container: where its bars sit, in the window's coordinates, for pictures (their `container`
        /// is the UIKit twin's handle in the scene's own small tree).
        var barFrames: [BarFrame] = []
        /// For the root of presented content: the presentation, as the window resolved it.
        public var presentation: PresentationReading?
    }

    public let device: DeviceProfile
    public let orientation: Orientation
    public let version: OSVersion?
    public let keyboardOverlap: Double
    public var views: [View]
    /// `.statusBarHidden()`: the window's status bar is hidden.
    public let statusBarHidden: Bool
    /// Refuse derived answers (window insets, container metrics), as a strict UIKit tree does.
    public let strict: Bool
    /// The scene's window as its device, OS, orientation and app-window placement make it.
    public let window: WindowEnvironment
    /// The app window the scene runs in (iPadOS 26's windowing, MODEL.md §19); nil: it fills the
    /// screen without window controls. The twin trees of containers and presentations get the same.
    public let windowRequest: WindowRequest?

    /// A scene on `device`; with `window`, in that app window (refused as a UIKit tree refuses it:
    /// not an iPad, before iPadOS 26, a placement no source measured; a malformed frame is an
    /// invalid scene naming `window.frame`).
    public init(
        device: DeviceProfile, orientation: Orientation, version: OSVersion?, keyboardOverlap: Double, views: [View],
        statusBarHidden: Bool = false, strict: Bool = false, window request: WindowRequest? = nil
    ) throws(SafeAreaError) {
        do {
            window = try WindowEnvironment(
                device: device, orientation: orientation, version: version, statusBarHidden: statusBarHidden,
                window: request)
        } catch {
            // A bad frame is a bad field of the scene; refusals keep their codes.
            if case .invalidArgument(let message) = error { throw .invalidScene(message) }
            throw error
        }
        windowRequest = request
        guard keyboardOverlap.isFinite && keyboardOverlap >= 0 else {
            throw .invalidArgument("keyboard overlap must be a finite number ≥ 0")
        }
        try SwiftUIScene.checkContainers(views)
        try SwiftUIScene.checkPresentations(views)
        self.device = device
        self.orientation = orientation
        self.version = version
        self.keyboardOverlap = keyboardOverlap
        self.views = views
        self.statusBarHidden = statusBarHidden
        self.strict = strict
    }

    /// The outer edge of the screen inset by every element of `stack`.
    static func safeRect(_ screen: Rect, _ stack: [Element]) -> Rect {
        var t = 0.0
        var l = 0.0
        var b = 0.0
        var r = 0.0
        for e in stack {
            t += e.insets.top
            l += e.insets.left
            b += e.insets.bottom
            r += e.insets.right
        }
        return SafeAreaTree.inset(screen, SafeAreaInsets(top: t, left: l, bottom: b, right: r))
    }

    /// Lays the scene out; results in depth-first order.
    public func layout() throws(SafeAreaError) -> [Result] {
        let insets = window.insets
        // The scene lays out in its window's own coordinates (the screen's when it fills the screen).
        let screen = window.bounds
        var stack = [Element(region: .container, insets: insets, source: "device")]
        if keyboardOverlap > 0 {
            stack.append(
                Element(
                    region: .keyboard,
                    insets: SafeAreaInsets(top: 0, left: 0, bottom: max(0, keyboardOverlap - insets.bottom), right: 0),
                    source: "keyboard"))
        }
        let half = 0.5 / max(1, device.scale)
        var results: [Result] = []
        if strict { try checkStrictWindow() }
        let corners = window.cornerObstacles(of: device)
        // Iterative depth-first walk: the view, its parent's content rectangle, the stack the view sees,
        // whether it is top level, its path and the containers around it.
        let rootContent = SwiftUIScene.safeRect(screen, stack)
        var work: [Visit] = views.enumerated().reversed().map {
            Visit(
                view: $1, parentContent: rootContent, stack: stack, topLevel: true, path: "views[\($0)]", chain: [],
                screen: screen, presented: nil)
        }
        var visited = 0
        while let item = work.popLast() {
            let (view, parentContent, parentStack, topLevel, screen) = (
                item.view, item.parentContent, item.stack, item.topLevel, item.screen
            )
            visited += 1
            guard visited <= 1_000_000 else { throw .limitExceeded("a scene holds at most 1,000,000 views") }
            if let e = view.element, e.width != nil || e.height != nil || e.isAnchored {
                throw .invalidScene(
                    "view '\(view.id)' (\(item.path)).anchors: anchors, width and height place a view in an audit "
                        + "(safearea audit --scene), which resolves them on every device; a layout takes a frame")
            }
            var frame: Rect
            if let fixed = view.frame {
                // Top-level fixed frames are in the window's coordinates (presented content's in its
                // presented view's); children's in their parent's content.
                let originX = topLevel ? (item.presented == nil ? 0 : screen.x) : parentContent.x
                let originY = topLevel ? (item.presented == nil ? 0 : screen.y) : parentContent.y
                frame = Rect(x: originX + fixed.x, y: originY + fixed.y, width: fixed.width, height: fixed.height)
            } else {
                frame = parentContent
            }
            var ownStack = parentStack
            var backgroundFrame: Rect?
            var insetFrames: [Rect] = []
            // contentMargins per edge (top, left, bottom, right), for the content and for the indicators.
            var contentMargins: [Double]?
            var indicatorMargins: [Double]?
            for modifier in view.modifiers {
                switch modifier {
                // The view's own frame and background live in its parent's stack; padding and
                // insets change only what its content sees.
                case .ignoresSafeArea(let regions, let edges):
                    frame = SwiftUIScene.outset(
                        frame, stack: parentStack, screen: screen, regions: regions, edges: edges, half: half)
                    // The ignored elements are gone for the view and its content on those edges.
                    ownStack = SwiftUIScene.strip(ownStack, regions: regions, edges: edges)
                case .background(let edges):
                    backgroundFrame = SwiftUIScene.outset(
                        frame, stack: parentStack, screen: screen, regions: Set(Region.allCases), edges: edges,
                        half: half)
                case .safeAreaInset(let edge, let size, let spacing):
                    let safe = SwiftUIScene.safeRect(screen, ownStack)
                    let content = SafeAreaTree.inset(frame, SwiftUIScene.covered(frame, safe))
                    switch edge {
                    case .top:
                        insetFrames.append(Rect(x: content.x, y: content.minY, width: content.width, height: size))
                    case .bottom:
                        insetFrames.append(
                            Rect(x: content.x, y: content.maxY - size, width: content.width, height: size))
                    case .left:
                        insetFrames.append(Rect(x: content.minX, y: content.y, width: size, height: content.height))
                    case .right:
                        insetFrames.append(
                            Rect(x: content.maxX - size, y: content.y, width: size, height: content.height))
                    }
                    var amount = SafeAreaInsets.zero
                    switch edge {
                    case .top: amount.top = size + spacing
                    case .bottom: amount.bottom = size + spacing
                    case .left: amount.left = size + spacing
                    case .right: amount.right = size + spacing
                    }
                    // The element starts at the current safe edge.
                    ownStack.append(Element(region: .container, insets: amount, source: "safeAreaInset(\(edge.name))"))
                case .safeAreaPadding(let edges, let amount):
                    ownStack.append(
                        Element(
                            region: .container,
                            insets: SafeAreaInsets(
                                top: edges.contains(.top) ? amount : 0,
                                left: edges.contains(.left) ? amount : 0,
                                bottom: edges.contains(.bottom) ? amount : 0,
                                right: edges.contains(.right) ? amount : 0),
                            source: "safeAreaPadding"))
                case .contentMargins(let edges, let amount, let placement):
                    // A later modifier replaces an earlier one on the edges it names.
                    let bits: [EdgeSet] = [.top, .left, .bottom, .right]
                    if placement != .scrollIndicators {
                        var margins = contentMargins ?? [0, 0, 0, 0]
                        for (k, bit) in bits.enumerated() where edges.contains(bit) { margins[k] = amount }
                        contentMargins = margins
                    }
                    if placement != .scrollContent {
                        var margins = indicatorMargins ?? [0, 0, 0, 0]
                        for (k, bit) in bits.enumerated() where edges.contains(bit) { margins[k] = amount }
                        indicatorMargins = margins
                    }
                    if contentMargins == nil { contentMargins = [0, 0, 0, 0] }
                    if indicatorMargins == nil { indicatorMargins = [0, 0, 0, 0] }
                }
            }
            let safe = SwiftUIScene.safeRect(screen, ownStack)
            let seen = SwiftUIScene.covered(frame, safe)
            func plus(_ m: [Double]) -> SafeAreaInsets {
                SafeAreaInsets(
                    top: seen.top + m[0], left: seen.left + m[1], bottom: seen.bottom + m[2], right: seen.right + m[3])
            }
            var result = Result(
                id: view.id, frame: frame, safeAreaInsets: seen, backgroundFrame: backgroundFrame,
                insetFrames: insetFrames, contentFrame: contentMargins.map { SafeAreaTree.inset(frame, plus($0)) })
            result.proxySafeAreaInsets = SwiftUIScene.proxy(
                frame, safe: safe, screen: screen, covered: seen, half: half)
            result.indicatorInsets = indicatorMargins.map(plus)
            if topLevel { result.presentation = item.presented }
            if corners.unavailable == nil {
                // The obstacles and the frame are both in the window's coordinates.
                result.containerCornerInsets = corners.containerCornerInsets(frame)
            }
            // A container's bars are a container element its content sees, not the container itself.
            var children = Array(view.children.enumerated())
            var chain = item.chain
            if let container = view.container {
                let link = try containerLink(
                    container, name: "\(container.typeName) '\(view.id)' (\(item.path))",
                    depth: result.proxySafeAreaInsets, chain: chain,
                    selectedTab: SwiftUIScene.selectedTab(container, view.children), frame: frame,
                    presented: item.presented)
                ownStack.append(Element(region: .container, insets: link.adds, source: container.typeName))
                result.containerInsets = link.adds
                result.bars = link.bars
                result.barFrames = link.frames
                chain.append(link)
                if case .tabView(let tabs) = container {
                    // Only the selected tab is on screen.
                    children = children.filter { $0.offset == tabs.selected }
                }
            }
            results.append(result)
            if let shown = view.presentation {
                // The presented content is a window-level root of the same walk, visited after the rest.
                // A popover attached to a toolbar item reads the bar of the NavigationStack around the presenter
                // (inside the TabView around it, if any).
                var navigation: NavigationStack?
                var tabs: TabView?
                for link in chain {
                    switch link.container {
                    case .navigationStack(let stack): navigation = stack
                    case .tabView(let t): tabs = t
                    }
                }
                work.insert(
                    try presentedRoot(
                        shown, presenter: view.id, path: item.path, anchor: frame,
                        navigation: navigation.map { ($0, tabs) }), at: 0)
            }
            let content = SafeAreaTree.inset(
                frame, SwiftUIScene.covered(frame, SwiftUIScene.safeRect(screen, ownStack)))
            for (index, child) in children.reversed() {
                work.append(
                    Visit(
                        view: child, parentContent: content, stack: ownStack, topLevel: false,
                        path: "\(item.path).children[\(index)]", chain: chain, screen: screen,
                        presented: item.presented))
            }
        }
        return results
    }

    /// One step of the layout walk.
    struct Visit {
        var view: View
        var parentContent: Rect
        var stack: [Element]
        var topLevel: Bool
        var path: String
        var chain: [ContainerLink]
        /// The rectangle the safe-area stack is measured from: the window, or a presented view's frame.
        var screen: Rect
        /// The presentation whose content holds the view, if any.
        var presented: PresentationReading?
    }

    /// GeometryProxy.safeAreaInsets: the stack's whole depth on edges that lie on the
    /// safe boundary, the covered part elsewhere.
    static func proxy(_ frame: Rect, safe: Rect, screen: Rect, covered: SafeAreaInsets, half: Double) -> SafeAreaInsets
    {
        SafeAreaInsets(
            top: abs(frame.minY - safe.minY) <= half ? safe.minY - screen.minY : covered.top,
            left: abs(frame.minX - safe.minX) <= half ? safe.minX - screen.minX : covered.left,
            bottom: abs(frame.maxY - safe.maxY) <= half ? screen.maxY - safe.maxY : covered.bottom,
            right: abs(frame.maxX - safe.maxX) <= half ? screen.maxX - safe.maxX : covered.right)
    }

    /// The stack without the newest elements of `regions` on `edges` (those an
    /// `ignoresSafeArea` reaches through; an element of another region blocks older ones).
    static func strip(_ stack: [Element], regions: Set<Region>, edges: EdgeSet) -> [Element] {
        var result = stack
        for (edge, bit) in [(ScreenEdge.top, EdgeSet.top), (.left, .left), (.bottom, .bottom), (.right, .right)]
        where edges.contains(bit) {
            var k = result.count - 1
            while k >= 0 && regions.contains(result[k].region) {
                switch edge {
                case .top: result[k].insets.top = 0
                case .left: result[k].insets.left = 0
                case .bottom: result[k].insets.bottom = 0
                case .right: result[k].insets.right = 0
                }
                k -= 1
            }
        }
        return result
    }

    /// The parts of `frame` that the safe rectangle leaves out, per edge.
    static func covered(_ frame: Rect, _ safe: Rect) -> SafeAreaInsets {
        SafeAreaInsets(
            top: min(max(0, safe.minY - frame.minY), frame.height),
            left: min(max(0, safe.minX - frame.minX), frame.width),
            bottom: min(max(0, frame.maxY - safe.maxY), frame.height),
            right: min(max(0, frame.maxX - safe.maxX), frame.width))
    }

    /// `ignoresSafeArea`: on each listed edge that touches the safe boundary, move the
    /// edge out through the newest elements of matching regions.
    static func outset(
        _ frame: Rect, stack: [Element], screen: Rect, regions: Set<Region>, edges: EdgeSet, half: Double
    ) -> Rect {
        let safe = safeRect(screen, stack)
        var result = frame
        func reach(_ edge: ScreenEdge) -> Double {
            var amount = 0.0
            for element in stack.reversed() {
                guard regions.contains(element.region) else { break }
                amount += element.insets[edge]
            }
            return amount
        }
        if edges.contains(.top) && abs(frame.minY - safe.minY) <= half {
            let y = safe.minY - reach(.top)
            result.height += result.y - y
            result.y = y
        }
        if edges.contains(.left) && abs(frame.minX - safe.minX) <= half {
            let x = safe.minX - reach(.left)
            result.width += result.x - x
            result.x = x
        }
        if edges.contains(.bottom) && abs(frame.maxY - safe.maxY) <= half {
            result.height = safe.maxY + reach(.bottom) - result.y
        }
        if edges.contains(.right) && abs(frame.maxX - safe.maxX) <= half {
            result.width = safe.maxX + reach(.right) - result.x
        }
        return result
    }
}
