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
    /// See `clearBox`.
    let clear: Box

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
        var shapes: [Box] = []
        for region in regions {
            let r = region.rect
            if region.kind != .corner { shapes.append((r.minX, r.minY, r.maxX, r.maxY)) }
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
        clear = RectCheck.clearBox(safe: (safeMinX, safeMinY, safeMaxX, safeMaxY), width: w, height: h, radius: radius, shapes: shapes)
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
    /// are not inside the clear box (a box no shape reaches, see `clearBox`). Only
    /// those are classified against the real shapes, each test a chain of `min`/`max`
    /// whose sign gives the answer, in priority order (a fully branch-free
    /// classification measured slower). The corners use the screen's
    /// symmetry: a rectangle reaches outside the rounded display exactly when its
    /// point farthest from the centre (folded into one quadrant, clipped to the
    /// screen) does, so one test covers all four corners.
    ///
    /// Batches of at least 2 x `Parallel.minimumPerPart` rectangles are split across
    /// threads (`Parallel.threads`); each part writes only its own outputs.
    public func run(_ rects: UnsafePointer<Double>, count: Int, safe: UnsafeMutablePointer<UInt8>?,
                    overlap: UnsafeMutablePointer<Double>?, obstruction: UnsafeMutablePointer<UInt8>?) {
        Parallel.forEachPart(count: count) { start, end in
            run(rects, start, end, safe: safe, overlap: overlap, obstruction: obstruction)
        }
    }

    /// Checks the rectangles `start..<end`.
    func run(_ rects: UnsafePointer<Double>, _ first: Int, _ last: Int, safe: UnsafeMutablePointer<UInt8>?,
             overlap: UnsafeMutablePointer<Double>?, obstruction: UnsafeMutablePointer<UInt8>?) {
        let bounds = self.bounds
        guard let obstruction else {
            for i in first..<last { _ = RectCheck.check(rects, i, safe, overlap, bounds) }
            return
        }
        let chunk = 1024
        withUnsafeTemporaryAllocation(of: Int.self, capacity: chunk) { candidates in
            guard let candidates = candidates.baseAddress else { return }
            var start = first
            while start < last {
                let end = min(start + chunk, last) // never overflows: count <= Int.max / 32
                for i in start..<end {
                    obstruction[i] = RectCheck.check(rects, i, safe, overlap, bounds)
                }
                var found = 0
                for i in start..<end {
                    candidates[found] = i
                    found &+= Int(obstruction[i])
                }
                // Anything not provably clear is classified against the shapes.
                for j in 0..<found {
                    let i = candidates[j]
                    let (x0, y0, x1, y1, _) = RectCheck.corners(rects, i)
                    obstruction[i] = classify(x0, y0, x1, y1)
                }
                start = end
            }
        }
    }

    /// The safe rectangle and the clear box as (x, y) pairs, for `check`.
    struct Bounds {
        let safeMin: SIMD2<Double>, safeMax: SIMD2<Double>, boxMin: SIMD2<Double>, boxMax: SIMD2<Double>
    }

    var bounds: Bounds {
        Bounds(safeMin: SIMD2(safeMinX, safeMinY), safeMax: SIMD2(safeMaxX, safeMaxY),
               boxMin: SIMD2(clear.minX, clear.minY), boxMax: SIMD2(clear.maxX, clear.maxY))
    }

    /// The first pass for rectangle i: writes its safe-area test and overlaps, and
    /// returns 0 when it lies in the clear box (nothing to classify), else 1.
    /// Branch-free, on (x, y) pairs: each test is a `min` whose sign is the answer.
    /// The rectangle is standardized as CGRect.standardized does (a negative width
    /// or height extends it left of x or above y); `poison` is 0, or NaN when any
    /// input is NaN or infinite (or a sum overflows): such a rectangle is never
    /// safe, its overlaps are NaN, and it is always classified.
    @inline(__always)
    static func check(_ rects: UnsafePointer<Double>, _ i: Int, _ safe: UnsafeMutablePointer<UInt8>?,
                      _ overlap: UnsafeMutablePointer<Double>?, _ k: Bounds) -> UInt8 {
        let raw = UnsafeRawPointer(rects + 4 &* i)
        let origin = raw.loadUnaligned(as: SIMD2<Double>.self)
        let end = origin + raw.loadUnaligned(fromByteOffset: 16, as: SIMD2<Double>.self)
        let flipped = end .< origin
        let low = origin.replacing(with: end, where: flipped), high = end.replacing(with: origin, where: flipped)
        let poison = (end.x + end.y) * 0
        let before = low - k.safeMin, after = k.safeMax - high
        if let safe {
            let inside = before.replacing(with: after, where: after .< before)
            safe[i] = min(inside.x, inside.y) + poison >= 0 ? 1 : 0
        }
        if let overlap {
            let out0 = (-before).replacing(with: 0, where: before .> 0), out1 = (-after).replacing(with: 0, where: after .> 0)
            overlap[4 &* i] = out0.y + poison
            overlap[4 &* i &+ 1] = out0.x + poison
            overlap[4 &* i &+ 2] = out1.y + poison
            overlap[4 &* i &+ 3] = out1.x + poison
        }
        let boxBefore = low - k.boxMin, boxAfter = k.boxMax - high
        let inBox = boxBefore.replacing(with: boxAfter, where: boxAfter .< boxBefore)
        return min(inBox.x, inBox.y) + poison >= 0 ? 0 : 1
    }

    /// Rectangle i's corners, standardized as CGRect.standardized does (a negative
    /// width or height extends the rectangle left of x or above y), and `poison`:
    /// 0, or NaN when any input is NaN or infinite (or a sum overflows). Such a
    /// rectangle is never safe, its overlaps are NaN, and it is always classified.
    @inline(__always)
    static func corners(_ rects: UnsafePointer<Double>, _ i: Int) -> (Double, Double, Double, Double, poison: Double) {
        let x = rects[4 &* i], y = rects[4 &* i &+ 1]
        let xw = x + rects[4 &* i &+ 2], yh = y + rects[4 &* i &+ 3]
        return (min(x, xw), min(y, yh), max(x, xw), max(y, yh), (xw + yh) * 0)
    }

    /// A box (sides possibly infinite) whose interior no shape reaches: a rectangle
    /// inside it meets nothing. Two candidates start as the safe rectangle trimmed
    /// of the corner squares' rows and of their columns; each side is pushed to
    /// infinity where no shape stands in the way (in portrait, a rectangle between
    /// the status bar and the bottom corners is clear however far it runs off the
    /// screen's sides); the one covering more of the screen is kept. A box a shape
    /// reaches is never returned.
    static func clearBox(safe: Box, width w: Double, height h: Double, radius r: Double, shapes: [Box]) -> Box {
        var obstacles = shapes
        if r > 0 {
            obstacles += [(0, 0, r, r), (w - r, 0, w, r), (0, h - r, r, h), (w - r, h - r, w, h)]
        }
        func free(_ b: Box) -> Bool {
            b.maxX > b.minX && b.maxY > b.minY
                && obstacles.allSatisfy { $0.maxX <= b.minX || $0.minX >= b.maxX || $0.maxY <= b.minY || $0.minY >= b.maxY }
        }
        func grow(_ start: Box) -> Box {
            guard free(start) else { return noBox }
            var box = start
            for side in 0..<4 {
                var wider = box
                switch side {
                case 0: wider.minX = -.infinity
                case 1: wider.minY = -.infinity
                case 2: wider.maxX = .infinity
                default: wider.maxY = .infinity
                }
                if free(wider) { box = wider }
            }
            return box
        }
        let rows: Box = (safe.minX, max(safe.minY, r), safe.maxX, min(safe.maxY, h - r))
        let columns: Box = (max(safe.minX, r), safe.minY, min(safe.maxX, w - r), safe.maxY)
        func area(_ b: Box) -> Double {
            max(0, min(b.maxX, w) - max(b.minX, 0)) * max(0, min(b.maxY, h) - max(b.minY, 0))
        }
        let a = grow(rows), b = grow(columns)
        return area(a) >= area(b) ? a : b
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
