/// The per-view data the layout pass reads and writes (kept small: it is the
/// hot loop's working set). Links are slot indices; -1 means none.
///
/// The fields a subview reads from its superview in a layout pass (inWindow, the
/// frame's size, the bounds origin, propagated) are stored together, 82 bytes from
/// the first to the last, so that the random superview read touches two cache lines
/// of the 144-byte record for three records in four, where it touched three.
struct ViewNode {
    var parent: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var next: Int32 = -1
    var prev: Int32 = -1
    /// The controller whose root view this is, or -1.
    var controller: Int32 = -1
    var generation: UInt32
    var alive: Bool = true
    var isScroll: Bool
    var inWindow: Bool = false
    var dirty: Bool = false
    var frame: Rect
    var boundsX: Double = 0
    var boundsY: Double = 0
    /// What the children see: the safe area less the edges a scroll view absorbs.
    var propagated: SafeAreaInsets = .zero
    /// Results of the last layout pass.
    var safeArea: SafeAreaInsets = .zero

    init(generation: UInt32, frame: Rect, isScroll: Bool) {
        self.generation = generation
        self.frame = frame
        self.isScroll = isScroll
    }
}

/// Properties of a view that the layout pass rarely or never reads.
struct ViewProperties {
    var margins = SafeAreaTree.defaultMargins
    var marginsExplicit = false
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var usesBottomSafeArea = true
    /// A transform other than the identity (MODEL.md §2.4: reported, not predicted).
    var transform: AffineTransform?
    /// UIView.autoresizingMask (AutoresizingMask bits).
    var autoresizing: UInt32 = 0
    var autoresizingExplicit = false
    // Scroll views.
    var contentWidth = 0.0
    var contentHeight = 0.0
    var contentInset = SafeAreaInsets.zero
    var adjustment = ScrollAdjustment.automatic
    var alwaysBounceVertical = false
    var alwaysBounceHorizontal = false
    var verticalIndicatorInsets = SafeAreaInsets.zero
    var horizontalIndicatorInsets = SafeAreaInsets.zero
    var automaticallyAdjustsScrollIndicatorInsets = true
    var contentOffsetSet = false
    /// Results for scroll views.
    var adjustedContentInset = SafeAreaInsets.zero
    var appliedEdges = EdgeSet(rawValue: 0)
}

/// A view controller.
struct ControllerNode {
    var generation: UInt32
    var alive = true
    var kind: ControllerKind
    var view: Int32
    var parent: Int32 = -1
    /// Child controllers in order (navigation stack bottom to top; tab bar order).
    var children: [Int32] = []
    var additional = SafeAreaInsets.zero
    var prefersStatusBarHidden = false
    var automaticallyAdjustsScrollViewInsets = true
    var edgesForExtendedLayout = EdgeSet.all
    var extendedLayoutIncludesOpaqueBars = false
    var viewRespectsSystemMinimumLayoutMargins = true
    // Navigation controllers.
    var navigationBarHidden = false
    var translucent = true
    var prefersLargeTitles = false
    var toolbarHidden = true
    /// The number of `toolbarItems` (a toolbar with none takes no slot on iOS 26).
    var toolbarItems = 0
    /// `navigationItem.searchController` is set.
    var searchController = false
    /// Navigation and tab bar controllers: the bars' minimization.
    var minimization = BarMinimization.none
    // Tab bar controllers.
    /// `bottomAccessory` is set.
    var bottomAccessory = false
    // Tab bar controllers.
    var selected = 0
    /// The child-controller state of MODEL.md §2.4: the current overlay (zero when
    /// embedded) and, per edge, the layout pass that last updated it.
    var overlay = SafeAreaInsets.zero
    var updatedAt: (Int, Int, Int, Int) = (0, 0, 0, 0)
    /// The last layout pass that computed this controller's overlay.
    var visitedAt = 0
    /// What the container adds (MODEL.md §2.5) and the base, as of the last pass.
    var containerAdds = SafeAreaInsets.zero
    /// The edges of the controller's view that lie inside the window, away from its edges, as of
    /// the last pass (`InsideEdges` bits; set only where the window has a minimum for them, MODEL.md §2.7).
    var insideEdges: UInt8 = 0
}

/// Bits of `ControllerNode.insideEdges`.
enum InsideEdges {
    static let left: UInt8 = 1
    static let right: UInt8 = 2
}

/// Bits of `SafeAreaTree.traits` (the low byte; the autoresizing mask is the high byte).
enum ViewTraits {
    static let preserves: UInt16 = 1
    static let insetsFromSafeArea: UInt16 = 2
    static let usesBottomSafeArea: UInt16 = 4
    static let transformed: UInt16 = 8
    /// The view's own layoutMargins are UIView's default (8, 8, 8, 8): a transition
    /// need not read `props` (a large, scattered struct) for most views.
    static let defaultMargins: UInt16 = 16
    /// A subview preserves this view's margins, or did (set when such a subview is
    /// linked or starts preserving, never cleared but with the view): a transition
    /// keeps this view's margins for its subviews only when it is set.
    static let preservingSubview: UInt16 = 32
    static let defaults: UInt16 = insetsFromSafeArea | usesBottomSafeArea | defaultMargins
    /// The bits that describe the view itself (the low byte less `preservingSubview`).
    static let ownBits: UInt16 = 0xFF & ~preservingSubview
}
