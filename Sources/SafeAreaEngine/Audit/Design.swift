/// A screen design that resolves on every device and orientation (MODEL.md §4).
public struct Design: Sendable, Equatable {
    public var name: String
    public var referenceDevice: String?
    public var elements: [DesignElement]
    /// When set, the design is the content of a presented controller (MODEL.md §4, §18).
    public var presentation: DesignPresentation?
    /// When set, the design is the content controller of a navigation controller and/or a tab bar
    /// controller (MODEL.md §4, §17); inside the presentation when there is one.
    public var container: DesignContainer?

    public init(
        name: String, referenceDevice: String?, elements: [DesignElement], presentation: DesignPresentation? = nil,
        container: DesignContainer? = nil
    ) {
        self.name = name
        self.referenceDevice = referenceDevice
        self.elements = elements
        self.presentation = presentation
        self.container = container
    }
}

/// The containers a design's screen lives in (MODEL.md §4, §17), in the tree's words: a tab bar
/// controller holding a navigation controller holding the design's content controller, either
/// one alone. The bars come from the window's container rows; no number is typed here.
public struct DesignContainer: Sendable, Equatable {
    /// The navigation controller the content controller is the root of; nil: none.
    public var navigation: Navigation?
    /// The tab bar controller holding the navigation controller (or the content controller); nil: none.
    public var tabBar: TabBar?

    /// A navigation controller and what its content controller gives its bars.
    public struct Navigation: Sendable, Equatable {
        /// `navigationBar.prefersLargeTitles` (SwiftUI `navigationBarTitleDisplayMode(.large)`).
        public var prefersLargeTitles: Bool
        /// `isNavigationBarHidden` (SwiftUI `toolbar(.hidden, for: .navigationBar)`).
        public var navigationBarHidden: Bool
        /// The content's `navigationItem.searchController` (SwiftUI `searchable`).
        public var searchController: Bool
        /// The content's `toolbarItems` count; above 0 the toolbar is shown (SwiftUI
        /// `ToolbarItem(placement: .bottomBar)` items).
        public var toolbarItems: Int

        public init(
            prefersLargeTitles: Bool = false, navigationBarHidden: Bool = false, searchController: Bool = false,
            toolbarItems: Int = 0
        ) {
            self.prefersLargeTitles = prefersLargeTitles
            self.navigationBarHidden = navigationBarHidden
            self.searchController = searchController
            self.toolbarItems = toolbarItems
        }
    }

    /// A tab bar controller whose selected tab holds the design.
    public struct TabBar: Sendable, Equatable {
        /// `UITabBarController.bottomAccessory` is set (SwiftUI `tabViewBottomAccessory`): a band above the
        /// tab bar on iPhones in portrait; elsewhere the layout is skipped with the engine's reason (MODEL.md §17).
        public var bottomAccessory: Bool

        public init(bottomAccessory: Bool = false) { self.bottomAccessory = bottomAccessory }
    }

    public init(navigation: Navigation? = nil, tabBar: TabBar? = nil) {
        self.navigation = navigation
        self.tabBar = tabBar
    }
}

/// What an element is, which decides the rules it must follow.
public enum DesignRole: String, Sendable, CaseIterable {
    case background, image, media, text, control, icon

    /// Text, controls and icons must stay clear of the unsafe area.
    var mustBeSafe: Bool { self == .text || self == .control || self == .icon }
}

/// What an anchor attaches to.
public enum AnchorTarget: String, Sendable, CaseIterable {
    case screen
    case safeArea = "safe_area"
    case margins
    case parent
    /// The screen above the keyboard layout guide: above the keyboard when the
    /// audit shows it, above the safe area's bottom when hidden (UIKit's
    /// keyboardLayoutGuide). Meant for bottom anchors: an input bar riding on the keyboard.
    case keyboard
}

/// An anchor: attach to a target's edge (or centre), `offset` points inward.
public struct Anchor: Sendable, Equatable {
    public var target: AnchorTarget
    public var offset: Double
}

/// One element of a design, with its children.
public struct DesignElement: Sendable, Equatable {
    public var id: String
    public var role: DesignRole
    public var top: Anchor?
    public var bottom: Anchor?
    public var left: Anchor?
    public var right: Anchor?
    public var centerX: Anchor?
    public var centerY: Anchor?
    public var width: Double?
    public var height: Double?
    /// Absolute frame (top-level: screen coordinates; children: the parent's).
    public var frame: Rect?
    public var children: [DesignElement]
}

extension DesignElement {
    /// Whether an anchor places the element on some edge or centre.
    var isAnchored: Bool {
        top != nil || bottom != nil || left != nil || right != nil || centerX != nil || centerY != nil
    }
}
