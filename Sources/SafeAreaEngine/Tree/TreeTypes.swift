/// How a child view controller's insets follow its position (MODEL.md §2.4).
public enum ChildInsetsPolicy: Int, Sendable, CaseIterable, NamedCase {
    /// UIKit's behaviour: an axis updates only while the child's view lies inside
    /// its ancestor's bounds; otherwise it keeps its last values ("frozen").
    case freeze = 0
    /// Model choice beyond UIKit: both axes always update, each overlap clamped
    /// to [0, the ancestor's inset]; nothing freezes.
    case continuous = 1

    public var name: String { self == .freeze ? "freeze" : "continuous" }
}

/// UIScrollView.ContentInsetAdjustmentBehavior.
public enum ScrollAdjustment: Int, Sendable, CaseIterable, NamedCase {
    case automatic = 0
    case scrollableAxes = 1
    case never = 2
    case always = 3

    public var name: String {
        switch self {
        case .automatic: return "automatic"
        case .scrollableAxes: return "scrollable_axes"
        case .never: return "never"
        case .always: return "always"
        }
    }
}

/// What kind of view controller a node is.
public enum ControllerKind: Int, Sendable, CaseIterable, NamedCase {
    case plain = 0
    case navigation = 1
    case tabBar = 2

    public var name: String {
        switch self {
        case .plain: return "view_controller"
        case .navigation: return "navigation_controller"
        case .tabBar: return "tab_bar_controller"
        }
    }
}

/// UIRectEdge as a bit set: top 1, left 2, bottom 4, right 8.
public struct EdgeSet: Sendable, Equatable, Hashable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue & 0xF }
    public static let top = EdgeSet(rawValue: 1)
    public static let left = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let right = EdgeSet(rawValue: 8)
    public static let all = EdgeSet(rawValue: 0xF)
    public func contains(_ other: EdgeSet) -> Bool { rawValue & other.rawValue == other.rawValue }
}

/// A handle to a view or a view controller of a `SafeAreaTree`: slot index plus
/// a generation, so a handle to a removed node is recognised as stale.
public struct NodeHandle: Sendable, Hashable {
    public var rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    init(index: Int32, generation: UInt32, isController: Bool) {
        rawValue =
            UInt64(generation) << 32 | (isController ? 1 << 31 : 0) | UInt64(UInt32(bitPattern: index) & 0x7FFF_FFFF)
    }

    var index: Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: rawValue) & 0x7FFF_FFFF) }
    var generation: UInt32 { UInt32(truncatingIfNeeded: rawValue >> 32) }
    public var isController: Bool { rawValue & (1 << 31) != 0 }
}

/// Directional insets (top, leading, bottom, trailing).
public struct DirectionalInsets: Sendable, Equatable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Absolute insets for a layout direction.
    func absolute(rightToLeft: Bool) -> SafeAreaInsets {
        rightToLeft
            ? SafeAreaInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : SafeAreaInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

/// One step of an explanation: what contributed to an inset, and by how much.
public struct InsetContribution: Sendable, Equatable {
    /// "device", "status_bar", "additional", "bar", "overlap", "clamp", "frozen", "absorbed", "not_in_window", "base".
    public var kind: String
    /// The amount this step adds or the value it sets.
    public var amount: Double
    /// The running value after this step.
    public var value: Double
    /// Readable text ("navigation bar 44 pt (iPhone, regular height)").
    public var text: String
    /// Where the step's numbers come from, as values: the device's insets for a "device" step,
    /// each bar's metrics for a child under a container (MODEL.md §17); empty otherwise.
    public var sources: [Provenance] = []

    public init(kind: String, amount: Double, value: Double, text: String, sources: [Provenance] = []) {
        self.kind = kind
        self.amount = amount
        self.value = value
        self.text = text
        self.sources = sources
    }
}

/// CGAffineTransform: x' = a x + c y + tx, y' = b x + d y + ty.
public struct AffineTransform: Sendable, Equatable, Hashable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// What the transform does, in words ("scale 2 x 2", "rotation 90°", "translation (10, 0)").
    public var summary: String {
        if b == 0 && c == 0 {
            if a == 1 && d == 1 { return "translation (\(formatNumber(tx)), \(formatNumber(ty)))" }
            return "scale \(formatNumber(a)) x \(formatNumber(d))"
        }
        return
            "rotation or shear (a, b, c, d = \(formatNumber(a)), \(formatNumber(b)), \(formatNumber(c)), \(formatNumber(d)))"
    }
}

/// UIView.AutoresizingMask bits (UIKit's values).
public enum AutoresizingMask {
    public static let flexibleLeftMargin: UInt32 = 1 << 0
    public static let flexibleWidth: UInt32 = 1 << 1
    public static let flexibleRightMargin: UInt32 = 1 << 2
    public static let flexibleTopMargin: UInt32 = 1 << 3
    public static let flexibleHeight: UInt32 = 1 << 4
    public static let flexibleBottomMargin: UInt32 = 1 << 5
    public static let all: UInt32 = 0x3F
}
