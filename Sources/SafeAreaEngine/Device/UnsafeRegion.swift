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

extension UnsafeRegion {
    /// The reserved bands of `insets` on a `width` × `height` screen, appended to `regions`: the top
    /// band where the inset reaches past `topCovered` (a status bar drawn already), the bottom band
    /// (the home indicator's zone where `homeIndicator`), and the side bands.
    static func appendInsetBands(
        to regions: inout [UnsafeRegion], width w: Double, height h: Double, insets: SafeAreaInsets,
        topCovered: Double, homeIndicator: Bool
    ) {
        if insets.top > topCovered {
            regions.append(
                UnsafeRegion(
                    kind: .insetBand, edge: .top, isPhysical: false, isApproximate: false,
                    rect: Rect(x: 0, y: 0, width: w, height: insets.top)))
        }
        if insets.bottom > 0 {
            regions.append(
                UnsafeRegion(
                    kind: homeIndicator ? .homeIndicator : .insetBand, edge: .bottom, isPhysical: false,
                    isApproximate: false, rect: Rect(x: 0, y: h - insets.bottom, width: w, height: insets.bottom)))
        }
        if insets.left > 0 {
            regions.append(
                UnsafeRegion(
                    kind: .insetBand, edge: .left, isPhysical: false, isApproximate: false,
                    rect: Rect(x: 0, y: 0, width: insets.left, height: h)))
        }
        if insets.right > 0 {
            regions.append(
                UnsafeRegion(
                    kind: .insetBand, edge: .right, isPhysical: false, isApproximate: false,
                    rect: Rect(x: w - insets.right, y: 0, width: insets.right, height: h)))
        }
    }
}
