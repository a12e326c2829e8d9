/// The axis a corner-adapted layout region moves in along (UIKit's
/// `UIView.LayoutRegion.AdaptivityAxis`, iOS, iPadOS and tvOS 26; MODEL.md §2.9).
public enum AdaptivityAxis: Int, Sendable, CaseIterable, NamedCase {
    /// No adaptation: the region as it is.
    case none = 0
    /// The leading or trailing edge moves in.
    case horizontal = 1
    /// The top or bottom edge moves in.
    case vertical = 2

    public var name: String {
        switch self {
        case .none: return "none"
        case .horizontal: return "horizontal"
        case .vertical: return "vertical"
        }
    }
}

/// Something at a corner of a window that a corner-adapted region moves clear of (MODEL.md
/// §2.9): a rounded display corner, or the window controls.
public struct CornerObstacle: Sendable, Equatable {
    public enum Kind: Int, Sendable {
        /// A rounded corner of the display the window reaches.
        case displayCorner = 0
        /// The window controls (close, minimize, tile) of an iPad app window.
        case windowControls = 1
    }
    public var kind: Kind
    /// The rectangle, in the window's coordinates, that a region's corner must leave: for a
    /// display corner the square of side `r (1 − √2/2)` at the screen's corner (the quarter
    /// circle's 45° point is its inner corner), or the measured amount where one exists; for
    /// window controls their rectangle.
    public var rect: Rect
    /// The display corner's radius (0 for window controls).
    public var radius: Double
    /// Where the amount comes from.
    public var provenance: Provenance
    /// The regions the source measured (empty: none; a measured amount applied to another
    /// region answers as derived).
    public var measuredRegions: [CornerAdaptedRegion]

    public init(
        kind: Kind, rect: Rect, radius: Double, provenance: Provenance, measuredRegions: [CornerAdaptedRegion] = []
    ) {
        self.kind = kind
        self.rect = rect
        self.radius = radius
        self.provenance = provenance
        self.measuredRegions = measuredRegions
    }

    /// The provenance of this obstacle's part in `region`.
    public func provenance(for region: CornerAdaptedRegion) -> Provenance {
        guard provenance.kind == .measured, !measuredRegions.contains(region) else { return provenance }
        let measured = measuredRegions.map(\.name).joined(separator: ", ")
        return Provenance(
            kind: .derived, source: provenance.source,
            basis:
                "the amount was measured for the \(measured) region over the same rectangle; the \(region.name) region is assumed to adapt "
                + "by the same amount"
        )
    }
}

/// What a window's corners require of corner-adapted regions: the obstacles in the window's
/// coordinates, or why the OS has no such regions.
public struct CornerObstacles: Sendable, Equatable {
    public var obstacles: [CornerObstacle]
    /// Nil when the window's OS has corner-adapted regions; else the reason it has none.
    public var unavailable: String?

    public init(obstacles: [CornerObstacle], unavailable: String? = nil) {
        self.obstacles = obstacles
        self.unavailable = unavailable
    }

    /// The obstacles on `region`'s frame (window coordinates): `region` moved in along `axis`
    /// by every obstacle it overlaps (MODEL.md §2.9), with the provenance of each amount used.
    /// A region that meets no obstacle is returned unchanged.
    public func adapt(_ region: Rect, axis: AdaptivityAxis, window: Rect, kind: CornerAdaptedRegion)
        -> (rect: Rect, used: [Provenance])
    {
        guard axis != .none else { return (region, []) }
        var minX = region.minX
        var maxX = region.maxX
        var minY = region.minY
        var maxY = region.maxY
        var used: [Provenance] = []
        for o in obstacles {
            // Overlap with positive area: a region's corner inside the obstacle, or the region across it.
            guard region.width > 0, region.height > 0,
                region.minX < o.rect.maxX, o.rect.minX < region.maxX,
                region.minY < o.rect.maxY, o.rect.minY < region.maxY
            else { continue }
            // The obstacle sits at the window's corner nearest its centre (window controls stand off the
            // edges); the region's edge on that side moves in.
            let left = o.rect.minX + o.rect.maxX <= window.minX + window.maxX
            let top = o.rect.minY + o.rect.maxY <= window.minY + window.maxY
            switch axis {
            case .horizontal:
                if left { minX = max(minX, o.rect.maxX) } else { maxX = min(maxX, o.rect.minX) }
            case .vertical:
                if top { minY = max(minY, o.rect.maxY) } else { maxY = min(maxY, o.rect.minY) }
            case .none: break
            }
            used.append(o.provenance(for: kind))
        }
        let rect = Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
        return (rect, used)
    }

    /// SwiftUI's `GeometryProxy.containerCornerInsets` of a view whose frame is `view` (window
    /// coordinates): at each corner of the view, the inset from that corner that clears its
    /// overlap with the window controls (from the corner to the overlap's far edges, so offsetting
    /// by the width moves content past the controls, as Apple's example
    /// `.offset(x: geometry.containerCornerInsets.topLeading.width)` does); zero elsewhere. Display
    /// corners are not included: Apple documents zero for a window filling the screen without
    /// window controls (MODEL.md §3).
    public func containerCornerInsets(_ view: Rect) -> RectangleCornerInsets {
        var result = RectangleCornerInsets.zero
        for o in obstacles where o.kind == .windowControls {
            let x0 = max(view.minX, o.rect.minX)
            let x1 = min(view.maxX, o.rect.maxX)
            let y0 = max(view.minY, o.rect.minY)
            let y1 = min(view.maxY, o.rect.maxY)
            guard x1 > x0, y1 > y0 else { continue }
            // The view's corner the overlap is nearest to.
            let left = (x0 - view.minX) <= (view.maxX - x1)
            let top = (y0 - view.minY) <= (view.maxY - y1)
            let size = CornerSize(
                width: left ? x1 - view.minX : view.maxX - x0, height: top ? y1 - view.minY : view.maxY - y0)
            switch (top, left) {
            case (true, true): result.topLeft = result.topLeft.union(size)
            case (true, false): result.topRight = result.topRight.union(size)
            case (false, true): result.bottomLeft = result.bottomLeft.union(size)
            case (false, false): result.bottomRight = result.bottomRight.union(size)
            }
        }
        return result
    }
}

/// A width and a height at one corner.
public struct CornerSize: Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = CornerSize(width: 0, height: 0)

    func union(_ other: CornerSize) -> CornerSize {
        CornerSize(width: max(width, other.width), height: max(height, other.height))
    }
}

/// SwiftUI's `RectangleCornerInsets`, by physical corner (top-left is top-leading left to right).
public struct RectangleCornerInsets: Sendable, Equatable {
    public var topLeft: CornerSize
    public var topRight: CornerSize
    public var bottomLeft: CornerSize
    public var bottomRight: CornerSize

    public static let zero = RectangleCornerInsets(
        topLeft: .zero, topRight: .zero, bottomLeft: .zero, bottomRight: .zero)

    public init(topLeft: CornerSize, topRight: CornerSize, bottomLeft: CornerSize, bottomRight: CornerSize) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }
}

extension WindowEnvironment {
    /// What this window's corners require of corner-adapted regions (MODEL.md §2.9), in the
    /// window's coordinates: each rounded display corner the window reaches, and the window
    /// controls. The one accessor the tree and the SwiftUI scene read.
    public func cornerObstacles(of device: DeviceProfile) -> CornerObstacles {
        let rules: LayoutTable
        switch LayoutTable.builtin {
        case .success(let table): rules = table
        case .failure(let error): return CornerObstacles(obstacles: [], unavailable: error.message)
        }
        let since = rules.cornerAdaptationSince
        guard osVersion >= since else {
            let first = since.minor == 0 && since.patch == 0 ? "\(since.major)" : since.description
            return CornerObstacles(
                obstacles: [],
                unavailable:
                    "corner-adapted layout regions (UIView.LayoutRegion) arrived in \(osName) \(first); "
                    + "this window runs \(osName) \(osVersion.description)"
            )
        }
        var obstacles = displayCornerObstacles(of: device, rules: rules)
        // The window controls, in the window's coordinates. A full-screen window shows none (Apple:
        // containerCornerInsets are zero "when the window fills the entire screen without displaying
        // window controls").
        obstacles += windowControlsObstacles()
        return CornerObstacles(obstacles: obstacles)
    }

    /// The window controls as obstacles: the placed window's controls region (MODEL.md §19) with
    /// its provenance; none for a window that shows no controls (one that fills the screen, a
    /// UIRequiresFullScreen app's canvas).
    func windowControlsObstacles() -> [CornerObstacle] {
        guard let region = placement?.controlsRegion else { return [] }
        return [CornerObstacle(kind: .windowControls, rect: region.frame, radius: 0, provenance: region.provenance)]
    }

    /// Each rounded display corner the window's frame reaches, as the square a region's corner
    /// must leave, in window coordinates (at the top corners of a UIRequiresFullScreen app's
    /// window, the corner adaptation its source read, `ResolvedWindow.cornerAdaptation`).
    func displayCornerObstacles(of device: DeviceProfile, rules: LayoutTable) -> [CornerObstacle] {
        let radii = device.cornerRadii.oriented(orientation, rotates: device.rotates)
        let corners: [(Double, Bool, Bool)] = [
            (radii.topLeft, true, true), (radii.topRight, true, false),
            (radii.bottomLeft, false, true), (radii.bottomRight, false, false),
        ]
        let measured = CornerAdaptationReading.reading(device: device, orientation: orientation, rules: rules)
        var result: [CornerObstacle] = []
        for (radius, top, left) in corners where radius > 0 {
            let amount: Double
            let provenance: Provenance
            var regions: [CornerAdaptedRegion] = []
            if top, let given = placement?.cornerAdaptation, let source = placement?.cornerAdaptationProvenance {
                // A UIRequiresFullScreen app's window: the amount its source read (MODEL.md §19).
                amount = given
                provenance = source
            } else if let m = measured, m.radius == radius {
                amount = m.amount
                provenance = Provenance(kind: .measured, source: m.source)
                regions = m.regions
            } else {
                amount = CornerAdaptationReading.derivedAmount(radius: radius)
                provenance = Provenance(
                    kind: .derived, source: rules.otherCornersSource,
                    basis: CornerAdaptationReading.derivedBasis(radius: radius, amount: amount, rules: rules))
            }
            let x = left ? screen.minX : screen.maxX - amount
            let y = top ? screen.minY : screen.maxY - amount
            let square = Rect(x: x - frame.minX, y: y - frame.minY, width: amount, height: amount)
            // Only a corner inside the window's frame is the window's corner.
            guard square.minX < bounds.maxX, square.maxX > bounds.minX, square.minY < bounds.maxY,
                square.maxY > bounds.minY
            else { continue }
            result.append(
                CornerObstacle(
                    kind: .displayCorner, rect: square, radius: radius, provenance: provenance,
                    measuredRegions: regions))
        }
        return result
    }
}

/// The measured corner adaptations and the rule that carries them to other corners (MODEL.md
/// §2.9), read from the layout rules (`data/layout.json`).
enum CornerAdaptationReading {
    /// The measured amount for `device` in `orientation`, if a source measured it (a reading names
    /// the device and whether it is landscape; a zoomed profile is another screen).
    static func reading(device: DeviceProfile, orientation: Orientation, rules: LayoutTable) -> (
        radius: Double, amount: Double, source: String, regions: [CornerAdaptedRegion]
    )? {
        guard device.zoomedFrom == nil else { return nil }
        for index in rules.cornerReadings.indices {
            let r = rules.cornerReadings[index]
            if r.landscape == orientation.isLandscape && r.device == device.name {
                return (r.radius, r.amount, r.source, r.regions)
            }
        }
        return nil
    }

    /// `r (1 − √2/2)`: the distance from either edge of the quarter circle's 45° point.
    @inline(__always)
    static func derivedAmount(radius: Double) -> Double {
        (radius * (1 - 0.5 * 2.0.squareRoot()) * 100).rounded() / 100
    }

    /// The rule's basis with this corner's numbers.
    static func derivedBasis(radius: Double, amount: Double, rules: LayoutTable) -> String {
        rules.otherCornersBasis(amount: formatNumber(amount), radius: formatNumber(radius))
    }
}
