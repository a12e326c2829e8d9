/// The kind of sensor housing cut into the top of a display.
public enum SensorHousingKind: Int, Sendable, CaseIterable, NamedCase {
    case none = 0
    case notch = 1
    case dynamicIsland = 2
    /// A camera hole in the display (custom, e.g. Android, profiles).
    case punchHole = 3

    /// The name used in JSON, the C API and Python.
    public var name: String {
        switch self {
        case .none: return "none"
        case .notch: return "notch"
        case .dynamicIsland: return "dynamic_island"
        case .punchHole: return "punch_hole"
        }
    }
}

/// A sensor housing and, when measured, its outline bounds in portrait screen coordinates.
public struct SensorHousing: Sendable, Equatable {
    public var kind: SensorHousingKind
    /// Bounds of the measured outline; nil when no cited source measured it.
    public var outline: Rect?
    /// Where no source measured the outline but its place is known well enough
    /// to bound it: a rectangle that contains the housing with a margin (the
    /// profile's `"approximate": true`). Audits and pictures flag it as
    /// approximate; it never counts as measured. Nil when `outline` is set.
    public var approximateOutline: Rect?

    public init(kind: SensorHousingKind, outline: Rect?, approximateOutline: Rect? = nil) {
        self.kind = kind
        self.outline = outline
        self.approximateOutline = outline == nil ? approximateOutline : nil
    }

    public static let none = SensorHousing(kind: .none, outline: nil)
}

/// The home indicator: whether the device has one and, when measured, its glyph in portrait screen coordinates.
public struct HomeIndicator: Sendable, Equatable {
    public var isPresent: Bool
    public var glyph: Rect?

    public init(isPresent: Bool, glyph: Rect?) {
        self.isPresent = isPresent
        self.glyph = glyph
    }
}
