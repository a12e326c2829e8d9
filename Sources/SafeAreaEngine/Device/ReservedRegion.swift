/// What another entity does to the part of the screen a reserved region holds
/// (UIKit's `UIView.ReservedRegion.Kind`, iOS 27.1).
public enum ReservedRegionKind: Int, Sendable, CaseIterable, NamedCase {
    /// Something, such as a camera or the vertical bars' status strip, occludes content.
    case occlusion = 0
    /// Content splits into two regions there: a fold. Content may cross it;
    /// controls and text should not sit on it.
    case division = 1

    /// The name used in JSON, the C API and Python.
    public var name: String {
        switch self {
        case .occlusion: return "occlusion"
        case .division: return "division"
        }
    }
}

/// The shape of what a reserved region holds, inside its frame minus its
/// margins. UIKit reports only rectangles; the shape is the catalog's reading
/// of the source (a round camera hole, a pill-shaped camera).
public enum ReservedRegionShape: Int, Sendable, CaseIterable, NamedCase {
    case rectangle = 0
    /// Rounded ends of half the shorter side: a circle when square.
    case capsule = 1

    /// The name used in JSON, the C API and Python.
    public var name: String {
        switch self {
        case .rectangle: return "rectangle"
        case .capsule: return "capsule"
        }
    }
}

/// One reserved region a profile declares for an orientation: its frame in that
/// oriented screen's points, its margins and when it is active.
public struct ReservedRegionDeclaration: Sendable, Equatable {
    /// What the region is ("camera", "bar strip", "fold"), as findings name it.
    public var name: String
    public var kind: ReservedRegionKind
    public var shape: ReservedRegionShape
    /// The region's rectangle including its margins (UIKit's `frame`).
    public var frame: Rect
    /// The margins included in the frame around the reserved part, for
    /// interactive content (UIKit's `margins`, a `UIEdgeInsets`).
    public var margins: SafeAreaInsets
    /// Active open flat, or in every pose of a device without a fold.
    public var activeFlat: Bool
    /// Active folded like a book; differs from `activeFlat` only on a division region.
    public var activeBook: Bool
    public var provenance: Provenance

    public init(
        name: String, kind: ReservedRegionKind, shape: ReservedRegionShape, frame: Rect, margins: SafeAreaInsets,
        activeFlat: Bool, activeBook: Bool, provenance: Provenance
    ) {
        self.name = name
        self.kind = kind
        self.shape = shape
        self.frame = frame
        self.margins = margins
        self.activeFlat = activeFlat
        self.activeBook = activeBook
        self.provenance = provenance
    }

    /// True when the region's activity depends on the pose.
    public var dependsOnPose: Bool { activeFlat != activeBook }

    /// The region as a query in `pose` answers it (nil: the device's resting pose, flat).
    public func answer(_ pose: Pose?) -> ReservedRegion {
        ReservedRegion(
            name: name, kind: kind, shape: shape, frame: frame, margins: margins,
            isActive: pose == .book ? activeBook : activeFlat, provenance: provenance)
    }
}

/// A reserved region as a query answers it: deliberately not in the safe area
/// (UIKit's `UIView.ReservedRegion`), in the oriented screen's points.
public struct ReservedRegion: Sendable, Equatable {
    public var name: String
    public var kind: ReservedRegionKind
    public var shape: ReservedRegionShape
    /// The region including its margins.
    public var frame: Rect
    public var margins: SafeAreaInsets
    /// UIKit's `isActive`: a default query leaves inactive regions out.
    public var isActive: Bool
    public var provenance: Provenance

    public init(
        name: String, kind: ReservedRegionKind, shape: ReservedRegionShape, frame: Rect, margins: SafeAreaInsets,
        isActive: Bool, provenance: Provenance
    ) {
        self.name = name
        self.kind = kind
        self.shape = shape
        self.frame = frame
        self.margins = margins
        self.isActive = isActive
        self.provenance = provenance
    }

    /// The reserved part: the frame minus its margins (the fold's is a zero-width line).
    public var reservedRect: Rect {
        Rect(
            x: frame.x + margins.left, y: frame.y + margins.top,
            width: max(0, frame.width - margins.left - margins.right),
            height: max(0, frame.height - margins.top - margins.bottom))
    }
}

/// The reserved regions a profile declares, per orientation.
public struct ReservedRegions: Sendable, Equatable {
    /// Indexed by `Orientation.rawValue`: the orientation's regions, or nil
    /// when the profile declares none for it.
    public var byOrientation: [[ReservedRegionDeclaration]?]

    public init(byOrientation: [[ReservedRegionDeclaration]?] = [nil, nil, nil, nil]) {
        self.byOrientation = byOrientation.count == 4 ? byOrientation : [nil, nil, nil, nil]
    }

    /// No reserved regions declared (every profile but the iPhone Duo's).
    public static let none = ReservedRegions()

    /// True when no orientation has a list.
    public var isEmpty: Bool { byOrientation.allSatisfy { $0 == nil } }

    /// The declared list of `orientation`, or nil.
    public func declared(_ orientation: Orientation) -> [ReservedRegionDeclaration]? {
        byOrientation[orientation.rawValue]
    }

    /// True when a division region (a fold) is declared: poses apply.
    public var hasFold: Bool { byOrientation.contains { $0?.contains { $0.kind == .division } ?? false } }
}
