/// Which display of a device with several a profile describes. A device with
/// one display (every device but the iPhone Duo) has no role.
public enum DisplayRole: Int, Sendable, CaseIterable, NamedCase {
    /// The display used while the device is closed (the Duo's 466 x 678 pt cover
    /// display; the simulator's main screen).
    case outer = 1
    /// The display used open, flat or folded like a book.
    case inner = 2

    /// The name used in JSON, the C API and Python.
    public var name: String {
        switch self {
        case .outer: return "outer"
        case .inner: return "inner"
        }
    }
}

/// One display of a device with several: its role and the profile name of the
/// device's other display.
public struct DeviceDisplay: Sendable, Equatable {
    public var role: DisplayRole
    /// The other display's profile name ("iPhone Duo (inner display)").
    public var sibling: String

    public init(role: DisplayRole, sibling: String) {
        self.role = role
        self.sibling = sibling
    }
}

/// The edge where the system puts vertical bars (UIKit's
/// `UITraitCollection.verticalBarEdge`): the status bar, navigation and
/// toolbar buttons and the tab bar stacked down one side of the screen.
public enum VerticalBarEdge: Int, Sendable, CaseIterable, NamedCase {
    /// No vertical bar (UIKit's `.unspecified`): bars are horizontal.
    case none = 0
    case leading = 1
    case trailing = 2

    /// The name used in JSON, the C API and Python.
    public var name: String {
        switch self {
        case .none: return "none"
        case .leading: return "leading"
        case .trailing: return "trailing"
        }
    }
}

/// How a folding device is held, where it matters: only a fold's (a division
/// region's) `isActive` depends on it.
public enum Pose: Int, Sendable, CaseIterable, NamedCase {
    /// Open flat (180°): the fold is reported, inactive.
    case flat = 1
    /// Folded like a book (measured at 90°, 113° and 130°): the fold is active.
    case book = 2

    /// The name used in the C API and Python.
    public var name: String {
        switch self {
        case .flat: return "flat"
        case .book: return "book"
        }
    }
}

/// What a profile says the catalog does not answer, and why: an answer the
/// sources never measured is refused with its reason rather than predicted.
public struct UnmeasuredQueries: Sendable, Equatable {
    /// Per orientation (indexed by `Orientation.rawValue`): why the device's
    /// insets in it are not answered; nil when it is answered or simply not
    /// supported. These orientations are not in the profile's `orientations`.
    public var orientations: [String?]
    /// Why queries with the status bar hidden are not answered.
    public var statusBarHidden: String?
    /// Why the reserved regions of an orientation without a declared list are not answered.
    public var reservedRegions: String?
    /// Why navigation bars, tab bars and toolbars are not predicted in
    /// orientations without a vertical bar edge (on one, their width on that
    /// edge is always unmeasured).
    public var bars: String?

    public init(
        orientations: [String?] = [nil, nil, nil, nil], statusBarHidden: String? = nil,
        reservedRegions: String? = nil, bars: String? = nil
    ) {
        self.orientations = orientations.count == 4 ? orientations : [nil, nil, nil, nil]
        self.statusBarHidden = statusBarHidden
        self.reservedRegions = reservedRegions
        self.bars = bars
    }

    /// Nothing declared unmeasured (every profile but the iPhone Duo's).
    public static let none = UnmeasuredQueries()

    /// True when nothing is declared.
    public var isEmpty: Bool { self == .none }
}
