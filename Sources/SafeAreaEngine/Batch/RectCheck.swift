/// What a rectangle runs into first (the C API's safearea_obstruction).
public enum Obstruction: UInt8, Sendable {
    case none = 0
    /// The sensor housing's real shape (capsule island, notch outline).
    case housing = 1
    /// The display outside a rounded corner's quarter circle.
    case corner = 2
    /// The home indicator zone (bottom inset band).
    case homeIndicator = 3
    /// The status bar band.
    case statusBar = 4
    /// Another inset band (landscape side margins, tvOS overscan).
    case insetBand = 5
}

/// Checks many rectangles against one device layout: inside the safe-area
/// rectangle or not, how far each edge reaches into the unsafe area, and the
/// first obstruction hit by the real shapes. The safe-area rectangle and the
/// physical shapes differ (a rectangle inside the safe area can still touch a
/// rounded corner): both are reported.
public struct RectCheck: Sendable {
    let safeMinX: Double, safeMinY: Double, safeMaxX: Double, safeMaxY: Double
    /// The screen's half size and the rounded corners' radius (0: square corners).
    let halfWidth: Double, halfHeight: Double, radius: Double
    let housing: (minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double)?
    let homeBand: Rect?
    let statusBand: Rect?
    let insetBands: [Rect]

    public init(device: DeviceProfile, orientation: Orientation, version: OSVersion?, statusBarHidden: Bool) throws(SafeAreaError) {
        let insets = try device.safeArea(orientation, version: version, statusBarHidden: statusBarHidden)
        let regions = try device.unsafeRegions(orientation, version: version, statusBarHidden: statusBarHidden)
        let (w, h) = try device.screenSize(orientation)
        safeMinX = insets.left
        safeMinY = insets.top
        safeMaxX = w - insets.right
        safeMaxY = h - insets.bottom
        var radius = 0.0
        var housing: (Double, Double, Double, Double, Double)?
        var home: Rect?
        var status: Rect?
        var bands: [Rect] = []
        for region in regions {
            let r = region.rect
            switch region.kind {
            case .corner:
                // Four equal squares at the screen's corners, each holding a quarter circle of its side.
                radius = r.width
            case .housing:
                let round = !region.isApproximate && (device.housing.kind == .dynamicIsland || device.housing.kind == .punchHole)
                housing = (r.minX, r.minY, r.maxX, r.maxY, round ? min(r.width, r.height) / 2 : 0)
            case .homeIndicator: home = r
            case .statusBar: status = r
            case .insetBand: bands.append(r)
            }
        }
        halfWidth = w / 2
        halfHeight = h / 2
        self.radius = radius
        self.housing = housing.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3, radius: $0.4) }
        homeBand = home
        statusBand = status
        insetBands = bands
    }

    /// A box as overlap amounts: `min(x1 - minX, maxX - x0, y1 - minY, maxY - y0) > 0`
    /// exactly when a rectangle overlaps it; an absent box never does.
    typealias Box = (minX: Double, minY: Double, maxX: Double, maxY: Double)
    static let noBox: Box = (.infinity, .infinity, -.infinity, -.infinity)

    @inline(__always)
    static func reach(_ b: Box, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Double {
        min(min(x1 - b.minX, b.maxX - x0), min(y1 - b.minY, b.maxY - y0))
    }

    /// Checks `count` rectangles (x, y, width, height, row-major). Outputs may be nil.
    ///
    /// Two passes over chunks of 1,024 rectangles. The first, branch-free, computes
    /// the safe-area test and overlaps and sets aside, by index, the rectangles that
    /// leave the "core": the part of the safe area no shape reaches (the safe
    /// rectangle trimmed of the corner squares' rows or columns, whichever keeps
    /// more). Only those are classified against the real shapes, each test a chain
    /// of `min`/`max` whose sign gives the answer, in priority order (a fully
    /// branch-free classification measured slower). The corners use the screen's symmetry: a
    /// rectangle reaches outside the rounded display exactly when its point
    /// farthest from the centre (folded into one quadrant, clipped to the screen)
    /// does, so one test covers all four corners.
    public func run(_ rects: UnsafePointer<Double>, count: Int, safe: UnsafeMutablePointer<UInt8>?,
                    overlap: UnsafeMutablePointer<Double>?, obstruction: UnsafeMutablePointer<UInt8>?) {
        let sx0 = safeMinX, sy0 = safeMinY, sx1 = safeMaxX, sy1 = safeMaxY
        guard let obstruction else {
            for i in 0..<count { checkSafe(rects, i, sx0, sy0, sx1, sy1, safe, overlap) }
            return
        }
        let core = self.core()
        let chunk = 1024
        withUnsafeTemporaryAllocation(of: Int.self, capacity: chunk) { candidates in
            guard let candidates = candidates.baseAddress else { return }
            var start = 0
            while start < count {
                let end = min(start + chunk, count) // never overflows: count <= Int.max / 32
                var found = 0
                for i in start..<end {
                    checkSafe(rects, i, sx0, sy0, sx1, sy1, safe, overlap)
                    let x0 = rects[4 * i], y0 = rects[4 * i + 1]
                    let x1 = x0 + rects[4 * i + 2], y1 = y0 + rects[4 * i + 3]
                    obstruction[i] = Obstruction.none.rawValue
                    candidates[found] = i
                    found += min(min(x0 - core.minX, core.maxX - x1), min(y0 - core.minY, core.maxY - y1)) > 0 ? 0 : 1
                }
                // Anything not provably inside the core is classified against the shapes.
                for j in 0..<found {
                    let i = candidates[j]
                    obstruction[i] = classify(rects[4 * i], rects[4 * i + 1], rects[4 * i] + rects[4 * i + 2], rects[4 * i + 1] + rects[4 * i + 3])
                }
                start = end
            }
        }
    }

    @inline(__always)
    func checkSafe(_ rects: UnsafePointer<Double>, _ i: Int, _ sx0: Double, _ sy0: Double, _ sx1: Double, _ sy1: Double,
                   _ safe: UnsafeMutablePointer<UInt8>?, _ overlap: UnsafeMutablePointer<Double>?) {
        let x0 = rects[4 * i], y0 = rects[4 * i + 1]
        let x1 = x0 + rects[4 * i + 2], y1 = y0 + rects[4 * i + 3]
        let top = max(0, sy0 - y0), left = max(0, sx0 - x0)
        let bottom = max(0, y1 - sy1), right = max(0, x1 - sx1)
        if let safe { safe[i] = (top + left + bottom + right) == 0 ? 1 : 0 }
        if let overlap {
            overlap[4 * i] = top
            overlap[4 * i + 1] = left
            overlap[4 * i + 2] = bottom
            overlap[4 * i + 3] = right
        }
    }

    /// The box strictly inside which a rectangle meets no shape; a rectangle
    /// touching its edge is classified.
    func core() -> Box {
        let w = 2 * halfWidth, h = 2 * halfHeight, r = radius
        let rows: Box = (safeMinX, max(safeMinY, r), safeMaxX, min(safeMaxY, h - r))
        let columns: Box = (max(safeMinX, r), safeMinY, min(safeMaxX, w - r), safeMaxY)
        func area(_ b: Box) -> Double { max(0, b.maxX - b.minX) * max(0, b.maxY - b.minY) }
        let box = area(rows) >= area(columns) ? rows : columns
        // Every shape other than the corners lies outside the safe area by construction; if one
        // ever did not, nothing is trusted to the core.
        var shapes = insetBands.map { ($0.minX, $0.minY, $0.maxX, $0.maxY) }
        if let housing { shapes.append((housing.minX, housing.minY, housing.maxX, housing.maxY)) }
        if let homeBand { shapes.append((homeBand.minX, homeBand.minY, homeBand.maxX, homeBand.maxY)) }
        if let statusBand { shapes.append((statusBand.minX, statusBand.minY, statusBand.maxX, statusBand.maxY)) }
        let clear = shapes.allSatisfy { $0.2 <= box.minX || $0.0 >= box.maxX || $0.3 <= box.minY || $0.1 >= box.maxY }
        return clear && area(box) > 0 ? box : RectCheck.noBox
    }

    /// The first shape a rectangle (x0, y0)-(x1, y1) runs into, in priority order.
    @inline(__always)
    func classify(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> UInt8 {
        let cx = halfWidth, cy = halfHeight, r = radius
        // Corners: the folded far point, clipped to the screen; beyond the radius in both axes and beyond the arc.
        let onScreen = min(min(x1, 2 * cx - x0), min(y1, 2 * cy - y0))
        let qx = min(max(cx - x0, x1 - cx), cx) - (cx - r)
        let qy = min(max(cy - y0, y1 - cy), cy) - (cy - r)
        let inCorner = min(min(qx, qy), min(onScreen, qx * qx + qy * qy - (r * r + 1e-6))) > 0
        var inHousing = false
        if let h = housing {
            let hr = h.radius
            // A square-cornered housing (the notch band) is hit by any overlap.
            let hr2 = hr > 0 ? hr * hr - 1e-6 : Double.infinity
            let dx = max(max(h.minX + hr - x1, 0), x0 - (h.maxX - hr))
            let dy = max(max(h.minY + hr - y1, 0), y0 - (h.maxY - hr))
            inHousing = min(RectCheck.reach((h.minX, h.minY, h.maxX, h.maxY), x0, y0, x1, y1), hr2 - (dx * dx + dy * dy)) > 0
        }
        if inHousing { return Obstruction.housing.rawValue }
        if inCorner { return Obstruction.corner.rawValue }
        if let b = homeBand, RectCheck.reach((b.minX, b.minY, b.maxX, b.maxY), x0, y0, x1, y1) > 0 { return Obstruction.homeIndicator.rawValue }
        if let b = statusBand, RectCheck.reach((b.minX, b.minY, b.maxX, b.maxY), x0, y0, x1, y1) > 0 { return Obstruction.statusBar.rawValue }
        for b in insetBands where RectCheck.reach((b.minX, b.minY, b.maxX, b.maxY), x0, y0, x1, y1) > 0 {
            return Obstruction.insetBand.rawValue
        }
        return Obstruction.none.rawValue
    }
}
