// SwiftUI presentations (MODEL.md §3 and §18): `.sheet`, `.fullScreenCover` and `.popover`.
// SwiftUI hosts presented content in a UIKit presentation controller, so the scene asks the
// window's presentation geometry (`PresentationMetrics`) through the UIKit tree's presentation path
// (a twin controller presented in a small tree of the scene's window, read through the tree's gate)
// and lays the content out in its own walk as a window-level root with the presented view's frame
// and content insets. No sheet number is typed here.

extension SwiftUIScene {
    /// The modifier that shows the content.
    public enum PresentationKind: String, Sendable, CaseIterable {
        case sheet
        case fullScreenCover = "full_screen_cover"
        case popover

        /// The SwiftUI modifier's name (".sheet").
        public var modifierName: String {
            switch self {
            case .sheet: ".sheet"
            case .fullScreenCover: ".fullScreenCover"
            case .popover: ".popover"
            }
        }
    }

    /// `presentationCompactAdaptation` for a popover: `.automatic` adapts it to the sheet in a compact size
    /// class, `.popover` keeps it a popover (UIKit's delegate returning `.none`; MODEL.md §18).
    public enum CompactAdaptation: String, Sendable, CaseIterable {
        case automatic, popover
    }

    /// The `ToolbarItemPlacement` of the toolbar item a popover is attached to: the navigation bar's leading
    /// or trailing items (`.topBarLeading`, `.topBarTrailing`) or the bottom toolbar's (`.bottomBar`), UIKit's
    /// bar button items (`BarButtonPlacement`).
    public enum ToolbarItemPlacement: String, Sendable, CaseIterable {
        case topBarLeading = "top_bar_leading"
        case topBarTrailing = "top_bar_trailing"
        case bottomBar = "bottom_bar"

        /// The UIKit bar button item's placement.
        public var barButton: BarButtonPlacement {
            switch self {
            case .topBarLeading: .navigationLeading
            case .topBarTrailing: .navigationTrailing
            case .bottomBar: .toolbar
            }
        }
    }

    /// `presentationSizing`: `.automatic` resolves to `.form` on iOS (Apple's documentation).
    public enum Sizing: String, Sendable, CaseIterable {
        case automatic, page, form, fitted
    }

    /// `PresentationDetent`.
    public enum Detent: Sendable, Equatable {
        case large
        case medium
        /// `.fraction(x)`: x times the presentation's maximum detent value.
        case fraction(Double)
        /// `.height(h)`: h points, as a UIKit custom detent.
        case height(Double)

        /// "large", "medium", "fraction(0.5)", "height(300)".
        public var name: String {
            switch self {
            case .large: "large"
            case .medium: "medium"
            case .fraction(let x): "fraction(\(formatNumber(x)))"
            case .height(let h): "height(\(formatNumber(h)))"
            }
        }
    }

    /// A presentation a view shows: `.sheet`, `.fullScreenCover` or `.popover` with its content.
    public struct Presentation: Sendable, Equatable {
        /// A popover content's size in points.
        public struct ContentSize: Sendable, Equatable {
            public var width: Double
            public var height: Double
            public init(width: Double, height: Double) {
                self.width = width
                self.height = height
            }
        }
        public var kind: PresentationKind
        /// `presentationDetents` on the content (sheets and adapted popovers; default `[.large]`).
        public var detents: [Detent]
        /// `presentationDetents(_:selection:)`'s selection; nil: the smallest detent, as UIKit's
        /// `selectedDetentIdentifier` nil shows.
        public var selectedDetent: Detent?
        /// `presentationSizing` (sheets).
        public var sizing: Sizing
        /// A popover's `attachmentAnchor` rectangle in the presenting view's coordinates; nil: its bounds.
        public var attachmentAnchor: Rect?
        /// A popover's `arrowEdge` (nil: SwiftUI's default, any edge): the edge of the anchor the
        /// arrow sits on, so `.top` permits UIKit's `.up` arrow (the popover below the anchor).
        public var arrowEdge: ScreenEdge?
        /// A popover's content size (SwiftUI sizes a popover to its content's ideal size, which the
        /// scene does not lay out; it becomes UIKit's preferredContentSize). Required on an iPad.
        public var contentSize: ContentSize?
        /// A popover's `presentationCompactAdaptation` (`.automatic`: adapts on a compact width).
        public var compactAdaptation: CompactAdaptation = .automatic
        /// The outermost toolbar item at this placement of the NavigationStack the presenting view is in, when
        /// the popover is attached to that item rather than to the view (nil: to the view).
        public var toolbarItem: ToolbarItemPlacement?
        // One element: the content (a view holds its presentation, which holds a view).
        private var contentStorage: [View]

        /// The presented content.
        public var content: View {
            get { contentStorage[0] }
            set { contentStorage = [newValue] }
        }

        public init(
            _ kind: PresentationKind, content: View, detents: [Detent] = [.large], selectedDetent: Detent? = nil,
            sizing: Sizing = .automatic, attachmentAnchor: Rect? = nil, arrowEdge: ScreenEdge? = nil,
            contentSize: ContentSize? = nil
        ) {
            self.kind = kind
            self.detents = detents
            self.selectedDetent = selectedDetent
            self.sizing = sizing
            self.attachmentAnchor = attachmentAnchor
            self.arrowEdge = arrowEdge
            self.contentSize = contentSize
            contentStorage = [content]
        }
    }

    /// What the engine is asked for: a UIKit style and detent.
    public struct PresentationRequest: Sendable, Equatable {
        public var style: PresentationStyle
        public var detent: DetentKind
        public var detentValue: Double?
    }

    /// A presentation as the window resolved it, carried by the presented content's root.
    public struct PresentationReading: Sendable, Equatable {
        public var kind: PresentationKind
        /// The id of the view that presents.
        public var presenter: String
        /// The sizing after `.automatic` resolves (`.form`); nil for a cover or a popover.
        public var sizing: Sizing?
        /// The detent shown (nil for a full-screen cover).
        public var detent: Detent?
        /// What the scene asked the engine for.
        public var request: PresentationRequest
        /// The engine's answer: the UIKit style after adaptation (a popover on an iPhone is the page
        /// sheet), the detent's value, the presented view's frame (scaled when the card floats), the
        /// unscaled frame the content is laid out in, and the content's insets.
        public var resolved: ResolvedPresentation
        /// Where the answer comes from: the engine's, except where SwiftUI's own reading disagrees (the
        /// medium detent, derived; MODEL.md §16).
        public var provenance: Provenance
        /// A popover's attachment anchor in the window, and its arrow edge.
        public var anchor: Rect?
        public var arrowEdge: ScreenEdge?
        /// A popover attached to a toolbar item (its bar's frame is the source), and its adaptation.
        public var toolbarItem: ToolbarItemPlacement? = nil
        public var compactAdaptation: CompactAdaptation = .automatic

        /// True when a popover was shown as another style (a sheet on a compact width).
        public var adapted: Bool { kind == .popover && resolved.style != .popover }
    }

    /// The largest `.height` detent the scene takes (the tree's limit).
    static let maxDetentHeight = 1e7

    /// Refuses presentations the scene does not model or that are malformed: more than one shown in a
    /// scene, no or bad detents, a selection that is not a detent, detents or sizing where the modifier
    /// has none; the containers inside presented content are checked as at the top. Errors name the
    /// view and the field.
    static func checkPresentations(_ views: [View]) throws(SafeAreaError) {
        var work: [(View, String)] = views.enumerated().reversed().map { ($1, "views[\($0)]") }
        var shown: String?
        while let (view, path) = work.popLast() {
            if let p = view.presentation {
                let at = "view '\(view.id)' (\(path)).\(p.kind.rawValue)"
                if let first = shown {
                    throw .invalidScene(
                        "\(at): a scene shows one presentation at a time (\(first) is shown); nested or sibling "
                            + "presentations are not modelled")
                }
                shown = at
                try checkPresentation(p, at: at)
                let contentPath = "\(path).\(p.kind.rawValue).content"
                try checkContainers([p.content], paths: [contentPath])
                work.insert((p.content, contentPath), at: 0)
            }
            for (index, child) in view.children.enumerated().reversed() {
                work.append((child, "\(path).children[\(index)]"))
            }
        }
    }

    private static func checkPresentation(_ p: Presentation, at: String) throws(SafeAreaError) {
        if p.kind == .fullScreenCover {
            guard p.detents == [.large] && p.selectedDetent == nil else {
                throw .invalidScene("\(at).presentation_detents: a fullScreenCover has no detents")
            }
        }
        if p.kind != .sheet && p.sizing != .automatic {
            throw .invalidScene(
                "\(at).presentation_sizing: presentationSizing applies to a sheet, not a \(p.kind.modifierName)")
        }
        if p.kind != .popover && (p.attachmentAnchor != nil || p.arrowEdge != nil || p.contentSize != nil) {
            throw .invalidScene(
                "\(at).attachment_anchor: only a popover has an attachment anchor, an arrow edge and a content size")
        }
        if p.kind != .popover && (p.toolbarItem != nil || p.compactAdaptation != .automatic) {
            let field = p.toolbarItem != nil ? "toolbar_item" : "compact_adaptation"
            throw .invalidScene(
                "\(at).\(field): only a popover is attached to a toolbar item or keeps itself in compact")
        }
        if p.toolbarItem != nil && p.attachmentAnchor != nil {
            throw .invalidScene(
                "\(at).toolbar_item: a popover attached to a toolbar item has no attachment_anchor in the presenting view; "
                    + "give one or the other")
        }
        if let size = p.contentSize {
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0, size.width <= 100_000,
                size.height <= 100_000
            else {
                throw .invalidScene(
                    "\(at).content_size: (\(formatNumber(size.width)), \(formatNumber(size.height))) is not two sizes above 0"
                )
            }
        }
        guard !p.detents.isEmpty else {
            throw .invalidScene("\(at).presentation_detents: give at least one detent (the default is [large])")
        }
        for (index, detent) in p.detents.enumerated() {
            try checkDetent(detent, "\(at).presentation_detents[\(index)]")
        }
        if let selected = p.selectedDetent {
            try checkDetent(selected, "\(at).selected_detent")
            guard p.detents.contains(selected) else {
                throw .invalidScene(
                    "\(at).selected_detent: \(selected.name) is not one of the presentation detents "
                        + "(\(p.detents.map(\.name).joined(separator: ", ")))")
            }
        }
        if let anchor = p.attachmentAnchor {
            let values = [anchor.x, anchor.y, anchor.width, anchor.height]
            guard values.allSatisfy({ $0.isFinite && abs($0) <= 100_000 }) && anchor.width >= 0 && anchor.height >= 0
            else {
                throw .invalidScene(
                    "\(at).attachment_anchor: expected finite [x, y, width, height] with width and height ≥ 0")
            }
        }
    }

    private static func checkDetent(_ detent: Detent, _ field: String) throws(SafeAreaError) {
        switch detent {
        case .large, .medium: return
        case .fraction(let x):
            guard x.isFinite && x > 0 && x <= 1 else {
                throw .invalidScene("\(field).fraction: \(formatNumber(x)) is not a fraction above 0 and at most 1")
            }
        case .height(let h):
            guard h.isFinite && h > 0 && h <= maxDetentHeight else {
                throw .invalidScene(
                    "\(field).height: \(formatNumber(h)) is not a height above 0 and at most "
                        + formatNumber(maxDetentHeight))
            }
        }
    }

    /// The presented content's root visit: the content laid out at the presented view's unscaled frame,
    /// its safe-area stack starting from the presentation's content insets.
    func presentedRoot(
        _ p: Presentation, presenter: String, path: String, anchor: Rect,
        navigation: (stack: NavigationStack, tabs: TabView?)? = nil
    ) throws(SafeAreaError) -> Visit {
        let name = "view '\(presenter)' (\(path)).\(p.kind.rawValue)"
        let reading = try resolvePresentation(
            p, presenter: presenter, name: name, anchor: anchor, navigation: navigation)
        let frame = reading.resolved.layoutFrame
        var stack = [Element(region: .container, insets: reading.resolved.insets, source: p.kind.modifierName)]
        if keyboardOverlap > 0 {
            // A full-screen cover is the window (its frame and insets); the keyboard is as at the root.
            guard reading.resolved.style == .fullScreen else {
                throw .unsupported(
                    "\(name): the keyboard in a \(reading.resolved.style.name) presentation: no source measured how "
                        + "the detent and the content's bottom inset move")
            }
            stack.append(
                Element(
                    region: .keyboard,
                    insets: SafeAreaInsets(
                        top: 0, left: 0, bottom: max(0, keyboardOverlap - reading.resolved.insets.bottom), right: 0),
                    source: "keyboard"))
        }
        return Visit(
            view: p.content, parentContent: SwiftUIScene.safeRect(frame, stack), stack: stack, topLevel: true,
            path: "\(path).\(p.kind.rawValue).content", chain: [], screen: frame, presented: reading)
    }

    /// The one route from a SwiftUI presentation to the engine's presentation geometry: the kind and
    /// sizing become a UIKit style (a sheet's sizing `.page` the page sheet, `.form`, `.automatic` and
    /// `.fitted` the form sheet; a cover the full-screen style; a popover the popover style, which adapts
    /// where the window says), the detents UIKit detents (`.fraction(x)` a custom detent of x times the
    /// maximum detent value), and the shown one (the selection, else the smallest) is presented in a
    /// small tree of the scene's window and read through the tree's gate, which refuses what the window
    /// cannot place and, strict, what is derived. Errors name the SwiftUI node.
    func resolvePresentation(
        _ p: Presentation, presenter: String, name: String, anchor: Rect,
        navigation: (stack: NavigationStack, tabs: TabView?)? = nil
    ) throws(SafeAreaError) -> PresentationReading {
        let style: PresentationStyle
        switch p.kind {
        case .fullScreenCover: style = .fullScreen
        case .popover: style = .popover
        case .sheet: style = p.sizing == .page ? .pageSheet : .formSheet
        }
        let metrics = window.presentations
        // Errors of the request (the window's presentation geometry) name the node before the message;
        // the tree's gate names the twin itself (its display name), and the popover's
        // preferredContentSize is the scene's content_size (`contentSizeName`).
        func retyped(_ error: SafeAreaError, prefix: Bool) -> SafeAreaError {
            let text = prefix ? "\(name): \(error.message)" : error.message
            switch error {
            case .unsupported: return .unsupported(text)
            case .invalidOSVersion: return .invalidOSVersion(text)
            case .invalidArgument: return .invalidScene(text)
            default: return error
            }
        }
        // A popover's source is its attachment anchor in the window (the twin's root view fills the
        // window), or the toolbar item's bar in the presenter's NavigationStack (the twin's navigation
        // controller at the root, the presenter its content); its arrows the one SwiftUI's arrowEdge
        // permits, its size the content's.
        let item = p.kind == .popover ? p.toolbarItem : nil
        var barTwin: (tree: SafeAreaTree, presenter: NodeHandle)?
        let source: Rect?
        if let item, navigation == nil {
            throw .invalidScene(
                "\(name).toolbar_item: a popover attached to a toolbar item (\(item.rawValue)) needs its presenting "
                    + "view in a NavigationStack, whose bar shows the item; view '\(presenter)' is in none")
        }
        do throws(SafeAreaError) {
            if let item, let navigation {
                let twin = try barButtonTwin(navigation.stack, tabs: navigation.tabs, item: item)
                barTwin = twin
                var t = twin.tree
                _ = t.barFrames()
                source = try t.barButtonBar(item.barButton, presenter: try t.controllerIndex(twin.presenter))
            } else {
                source = p.kind == .popover ? popoverAnchor(p, presenterFrame: anchor) : nil
            }
        } catch {
            throw retyped(error, prefix: true)
        }
        func options(_ detent: DetentKind, _ value: Double?) -> PresentationOptions {
            var o = PresentationOptions(style: style, detent: detent, detentValue: value)
            o.contentSizeName = "content_size"
            o.keepsPopoverInCompact = p.kind == .popover && p.compactAdaptation == .popover
            if source != nil {
                o.source = item.map { .barButton($0.barButton, index: 0) } ?? source.map { .rect($0) }
                o.permittedArrowDirections = p.arrowEdge.map(SwiftUIScene.permittedArrow) ?? .any
                o.preferredContentSize = p.contentSize.map { ($0.width, $0.height) }
            }
            return o
        }
        var request = PresentationRequest(style: style, detent: .large, detentValue: nil)
        var shown: Detent?
        if p.kind != .fullScreenCover {
            do {
                let large = try metrics.resolve(options(.large, nil), sourceInWindow: source, overSheet: false)
                let maximum = large.maximumDetentValue ?? large.layoutFrame.height
                var best: Double?
                for detent in p.selectedDetent.map({ [$0] }) ?? p.detents {
                    let asked: PresentationRequest
                    switch detent {
                    case .large: asked = PresentationRequest(style: style, detent: .large, detentValue: nil)
                    case .medium: asked = PresentationRequest(style: style, detent: .medium, detentValue: nil)
                    case .fraction(let x):
                        asked = PresentationRequest(style: style, detent: .custom, detentValue: x * maximum)
                    case .height(let h): asked = PresentationRequest(style: style, detent: .custom, detentValue: h)
                    }
                    let value =
                        try metrics.resolve(
                            options(asked.detent, asked.detentValue), sourceInWindow: source, overSheet: false
                        ).detentValue ?? maximum
                    if best.map({ value < $0 }) ?? true {
                        best = value
                        request = asked
                        shown = detent
                    }
                }
            } catch {
                throw retyped(error, prefix: true)
            }
        }
        // The tree's presentation path and gate (strict refuses derived geometry there).
        let resolved: ResolvedPresentation
        var tree: SafeAreaTree
        let content: NodeHandle
        do {
            let root: NodeHandle
            if let barTwin {
                (tree, root) = barTwin
            } else {
                tree = try twinTree(strict: strict)
                root = try tree.makeController(kind: .plain)
                try tree.setRoot(root)
            }
            content = try tree.makeController(kind: .plain)
            try tree.setDisplayName(content, name)
            resolved = try tree.present(content, from: root, options: options(request.detent, request.detentValue))
        } catch {
            throw retyped(error, prefix: true)
        }
        do {
            _ = try tree.safeAreaInsets(try tree.controllerView(content))
        } catch {
            throw retyped(error, prefix: false)
        }
        if p.sizing == .fitted && resolved.style != .pageSheet {
            throw .unsupported(
                "\(name).presentation_sizing: fitted sizes the sheet to its content's ideal size, which the scene "
                    + "does not model (on a compact width it is the sheet)")
        }
        var provenance = resolved.provenance
        if shown == .medium {
            // SwiftUI's medium detent is UIKit's (the one rule), but the one SwiftUI reading disagrees.
            let note = try PresentationTable.builtin.get().swiftUIMediumBasis
            let basis = provenance.kind == .derived ? "\(provenance.basis); \(note)" : note
            provenance = Provenance(kind: .derived, source: provenance.source, basis: basis)
            if strict {
                throw .invalidOSVersion("strict: \(name) (medium) is derived, not measured: \(basis)")
            }
        }
        return PresentationReading(
            kind: p.kind, presenter: presenter,
            sizing: p.kind == .sheet ? (p.sizing == .automatic ? .form : p.sizing) : nil,
            detent: shown, request: request, resolved: resolved, provenance: provenance,
            anchor: item == nil ? source : nil,
            arrowEdge: p.kind == .popover ? p.arrowEdge : nil, toolbarItem: item,
            compactAdaptation: p.kind == .popover ? p.compactAdaptation : .automatic)
    }

    /// The UIKit twin of a presenter inside `navigation` whose popover is attached to a toolbar item: a
    /// navigation controller at the root of a tree of the scene's window (in a tab bar controller there for a
    /// stack inside a TabView), its bar as the stack's (the title display mode; the bottom toolbar shown with
    /// its items, at least one for a bottom-bar item), the presenter its content (MODEL.md §3, §18).
    func barButtonTwin(_ navigation: NavigationStack, tabs: TabView?, item: ToolbarItemPlacement)
        throws(SafeAreaError) -> (tree: SafeAreaTree, presenter: NodeHandle)
    {
        var tree = try twinTree(strict: strict)
        let controller = try tree.makeController(kind: .navigation)
        let presenter = try tree.makeController(kind: .plain)
        try tree.setContainerChildren(controller, [presenter])
        let items = item == .bottomBar ? max(1, navigation.bottomToolbarItems) : navigation.bottomToolbarItems
        try tree.setNavigationBar(
            controller, prefersLargeTitles: navigation.titleDisplayMode == .large, toolbarHidden: items == 0)
        try tree.setToolbarItems(presenter, count: items)
        if let tabs {
            let tabBar = try tree.makeController(kind: .tabBar)
            try tree.setContainerChildren(tabBar, [controller])
            try tree.setBottomAccessory(tabBar, tabs.bottomAccessory)
            try tree.setRoot(tabBar)
        } else {
            try tree.setRoot(controller)
        }
        return (tree, presenter)
    }

    /// A popover's attachment anchor in the window: `attachmentAnchor` in the presenting view's
    /// coordinates, or the presenting view's bounds.
    func popoverAnchor(_ p: Presentation, presenterFrame anchor: Rect) -> Rect {
        let a = p.attachmentAnchor ?? Rect(x: 0, y: 0, width: anchor.width, height: anchor.height)
        return Rect(x: anchor.x + a.x, y: anchor.y + a.y, width: a.width, height: a.height)
    }

    /// UIKit's permitted arrow for SwiftUI's `arrowEdge`: the arrow sits on that edge of the anchor,
    /// pointing at it (Apple: "the edge of the attachmentAnchor that defines the location of the
    /// popover's arrow"), so the top edge is an arrow pointing up from a popover below.
    static func permittedArrow(_ edge: ScreenEdge) -> PopoverArrowDirections {
        switch edge {
        case .top: return .up
        case .bottom: return .down
        case .left: return .left
        case .right: return .right
        }
    }
}
