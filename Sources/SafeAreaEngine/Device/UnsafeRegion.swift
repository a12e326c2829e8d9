/// What makes a region of the screen unsafe.
public enum UnsafeRegionKind: Int, Sendable, CaseIterable, NamedCase {
    /// The sensor housing outline: a physical obstruction.
    case housing = 0
    /// The bounding square of a rounded display corner: a physical obstruction.
    case corner = 1
    /// The home indicator's zone: the bottom inset band.
    case homeIndicator = 2
    /// The status bar band.
    case statusBar = 3
    /// The rest of an inset band that no named element explains.
    case insetBand = 4

    /// The name used in the C API and Python.
    public var name: String {
        switch self {
        case .housing: return "housing"
        case .corner: return "corner"
        case .homeIndicator: return "home_indicator"
        case .statusBar: return "status_bar"
        case .insetBand: return "inset_band"
        }
    }
}

/// One unsafe region of an oriented screen.
public struct UnsafeRegion: Sendable, Equatable {
    public var kind: UnsafeRegionKind
    /// The screen edge the region touches or sits against.
    public var edge: ScreenEdge?
    /// A physical obstruction (housing, corner) rather than a reserved band.
    public var isPhysical: Bool
    /// The shape is a conservative bound, not a measurement.
    public var isApproximate: Bool
    public var rect: Rect
    /// For corners, the display corner radius; 0 otherwise.
    public var cornerRadius: Double

    public init(
        kind: UnsafeRegionKind, edge: ScreenEdge?, isPhysical: Bool, isApproximate: Bool, rect: Rect,
        cornerRadius: Double = 0
    ) {
        self.kind = kind
        self.edge = edge
        self.isPhysical = isPhysical
        self.isApproximate = isApproximate
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}
