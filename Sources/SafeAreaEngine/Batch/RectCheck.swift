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
    let corners: [(minX: Double, minY: Double, maxX: Double, maxY: Double, cx: Double, cy: Double)]
    let radiusSquared: Double
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
        var corners: [(Double, Double, Double, Double, Double, Double)] = []
        var radius = 0.0
        var housing: (Double, Double, Double, Double, Double)?
        var home: Rect?
        var status: Rect?
        var bands: [Rect] = []
        for region in regions {
            let r = region.rect
            switch region.kind {
            case .corner:
                radius = region.cornerRadius
                let cx = r.minX <= 0 ? r.maxX : r.minX
                let cy = r.minY <= 0 ? r.maxY : r.minY
                corners.append((r.minX, r.minY, r.maxX, r.maxY, cx, cy))
            case .housing:
                let round = !region.isApproximate && (device.housing.kind == .dynamicIsland || device.housing.kind == .punchHole)
                housing = (r.minX, r.minY, r.maxX, r.maxY, round ? min(r.width, r.height) / 2 : 0)
            case .homeIndicator: home = r
            case .statusBar: status = r
            case .insetBand: bands.append(r)
            }
        }
        self.corners = corners.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3, cx: $0.4, cy: $0.5) }
        radiusSquared = radius * radius
        self.housing = housing.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3, radius: $0.4) }
        homeBand = home
        statusBand = status
        insetBands = bands
    }

    @inline(__always)
    static func overlaps(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ r: Rect) -> Bool {
        x1 > r.minX && x0 < r.maxX && y1 > r.minY && y0 < r.maxY
    }

    /// Checks `count` rectangles (x, y, width, height, row-major). Outputs may be nil.
    public func run(_ rects: UnsafePointer<Double>, count: Int, safe: UnsafeMutablePointer<UInt8>?,
                    overlap: UnsafeMutablePointer<Double>?, obstruction: UnsafeMutablePointer<UInt8>?) {
        let sx0 = safeMinX, sy0 = safeMinY, sx1 = safeMaxX, sy1 = safeMaxY
        for i in 0..<count {
            let x0 = rects[4 * i], y0 = rects[4 * i + 1]
            let x1 = x0 + rects[4 * i + 2], y1 = y0 + rects[4 * i + 3]
            // How far each edge lies past the safe boundary (the move that fixes that edge).
            let top = max(0, sy0 - y0)
            let left = max(0, sx0 - x0)
            let bottom = max(0, y1 - sy1)
            let right = max(0, x1 - sx1)
            safe?[i] = (top + left + bottom + right) == 0 ? 1 : 0
            if let overlap {
                overlap[4 * i] = top
                overlap[4 * i + 1] = left
                overlap[4 * i + 2] = bottom
                overlap[4 * i + 3] = right
            }
            guard let obstruction else { continue }
            obstruction[i] = classify(x0, y0, x1, y1)
        }
    }

    @inline(__always)
    func classify(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> UInt8 {
        if let h = housing, x1 > h.minX, x0 < h.maxX, y1 > h.minY, y0 < h.maxY {
            if h.radius == 0 { return Obstruction.housing.rawValue }
            let cx0 = h.minX + h.radius, cy0 = h.minY + h.radius, cx1 = h.maxX - h.radius, cy1 = h.maxY - h.radius
            let dx = max(cx0 - x1, 0, x0 - cx1), dy = max(cy0 - y1, 0, y0 - cy1)
            if dx * dx + dy * dy < h.radius * h.radius - 1e-6 { return Obstruction.housing.rawValue }
        }
        for c in corners where x1 > c.minX && x0 < c.maxX && y1 > c.minY && y0 < c.maxY {
            // The clipped point farthest from the circle's centre: the clipped corner nearest the screen corner.
            let px = c.cx == c.maxX ? max(x0, c.minX) : min(x1, c.maxX)
            let py = c.cy == c.maxY ? max(y0, c.minY) : min(y1, c.maxY)
            let dx = px - c.cx, dy = py - c.cy
            if dx * dx + dy * dy > radiusSquared + 1e-6 { return Obstruction.corner.rawValue }
        }
        if let b = homeBand, RectCheck.overlaps(x0, y0, x1, y1, b) { return Obstruction.homeIndicator.rawValue }
        if let b = statusBand, RectCheck.overlaps(x0, y0, x1, y1, b) { return Obstruction.statusBar.rawValue }
        for b in insetBands where RectCheck.overlaps(x0, y0, x1, y1, b) { return Obstruction.insetBand.rawValue }
        return Obstruction.none.rawValue
    }
}
