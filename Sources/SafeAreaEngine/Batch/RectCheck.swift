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
    /// The safe rectangle and the clear box, for the first pass.
    let bounds: Bounds
    /// The shapes' numbers, for `classify`; inset bands (landscape sides, overscan) apart.
    let shapes: Shapes
    let insetBands: [Box]
    /// See `clearBox`.
    let clear: Box

    public init(device: DeviceProfile, orientation: Orientation, version: OSVersion?, statusBarHidden: Bool) throws(SafeAreaError) {
        let insets = try device.safeArea(orientation, version: version, statusBarHidden: statusBarHidden)
        let regions = try device.unsafeRegions(orientation, version: version, statusBarHidden: statusBarHidden)
        let (w, h) = try device.screenSize(orientation)
        let safe: Box = (insets.left, insets.top, w - insets.right, h - insets.bottom)
        var radius = 0.0
        var housing = RectCheck.noBox, housingRadius = 0.0
        var home = RectCheck.noBox, status = RectCheck.noBox
        var bands: [Box] = []
        var shapes: [Box] = []
        for region in regions {
            let r = region.rect, box: Box = (r.minX, r.minY, r.maxX, r.maxY)
            if region.kind != .corner { shapes.append(box) }
            switch region.kind {
            case .corner:
                // Four equal squares at the screen's corners, each holding a quarter circle of its side.
                radius = r.width
            case .housing:
                let round = !region.isApproximate && (device.housing.kind == .dynamicIsland || device.housing.kind == .punchHole)
                housing = box
                housingRadius = round ? min(r.width, r.height) / 2 : 0
            case .homeIndicator: home = box
            case .statusBar: status = box
            case .insetBand: bands.append(box)
            }
        }
        insetBands = bands
        clear = RectCheck.clearBox(safe: safe, width: w, height: h, radius: radius, shapes: shapes)
        // The clear box's infinite sides become the largest finite numbers, so that a
        // rectangle with an infinite side is never in it.
        let far = Double.greatestFiniteMagnitude
        bounds = Bounds(safeMin: SIMD2(safe.minX, safe.minY), safeMax: SIMD2(safe.maxX, safe.maxY),
                        boxMin: SIMD2(max(clear.minX, -far), max(clear.minY, -far)),
                        boxMax: SIMD2(min(clear.maxX, far), min(clear.maxY, far)))
        let (r, hr) = (radius, housingRadius)
        self.shapes = Shapes(centre: SIMD2(w / 2, h / 2), cornerStart: SIMD2(w / 2 - r, h / 2 - r), cornerLimit: r * r + 1e-6,
                             housing: housing,
                             housingInner: (housing.minX + hr, housing.minY + hr, housing.maxX - hr, housing.maxY - hr),
                             // A square-cornered housing (the notch band) is hit by any overlap.
                             housingLimit: hr > 0 ? hr * hr - 1e-6 : .infinity,
                             home: home, status: status)
    }

    /// A box as overlap amounts: `min(x1 - minX, maxX - x0, y1 - minY, maxY - y0) > 0`
    /// exactly when a rectangle overlaps it; an absent box never does.
    typealias Box = (minX: Double, minY: Double, maxX: Double, maxY: Double)
    static let noBox: Box = (.infinity, .infinity, -.infinity, -.infinity)

    /// Checks `count` rectangles (x, y, width, height, row-major). Outputs may be nil.
    ///
    /// Chunks of 1,024 rectangles, two passes each. The first, branch-free, writes
    /// the safe-area test (and the overlaps) and sets aside, by index, the
    /// rectangles that are not inside the clear box (a box no shape reaches, see
    /// `clearBox`): on the benchmark's random rectangles about one in five. Only
    /// those are classified against the real shapes (`classify`), two at a time
    /// and without a branch on the data either.
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
        let k = bounds
        guard let obstruction else {
            for i in first..<last {
                let t = RectCheck.tests(rects, i, k)
                if let overlap { RectCheck.overlaps(t, i, overlap, k) }
                if let safe { safe[i] = UInt8(truncatingIfNeeded: t.safe) }
            }
            return
        }
        let lanes = LaneBounds(k)
        let chunk = 1024
        // Candidate indices, then a place for the safe-area test when the caller wants none.
        withUnsafeTemporaryAllocation(byteCount: chunk * (MemoryLayout<Int>.stride + 1), alignment: MemoryLayout<Int>.alignment) { raw in
            guard let base = raw.baseAddress else { return }
            let candidates = base.bindMemory(to: Int.self, capacity: chunk)
            let scratch = (base + chunk * MemoryLayout<Int>.stride).bindMemory(to: UInt8.self, capacity: chunk)
            insetBands.withUnsafeBufferPointer { bands in
                var start = first
                while start < last {
                    let end = min(start + chunk, last) // never overflows: count <= Int.max / 32
                    let out = safe.map { $0 + start } ?? scratch
                    (obstruction + start).update(repeating: Obstruction.none.rawValue, count: end &- start)
                    var found = 0, i = start
                    if let overlap {
                        while i < end {
                            let t = RectCheck.tests(rects, i, k)
                            RectCheck.overlaps(t, i, overlap, k)
                            out[i &- start] = UInt8(truncatingIfNeeded: t.safe)
                            candidates[found] = i
                            found &+= Int(truncatingIfNeeded: t.clear ^ 1)
                            i &+= 1
                        }
                    }
                    // Without overlaps, two rectangles per step, one per lane.
                    while i &+ 1 < end {
                        let (inside, clear) = RectCheck.tests(rects, i, lanes)
                        out[i &- start] = UInt8(truncatingIfNeeded: inside.x)
                        out[i &- start &+ 1] = UInt8(truncatingIfNeeded: inside.y)
                        candidates[found] = i
                        found &+= Int(truncatingIfNeeded: clear.x ^ 1)
                        candidates[found] = i &+ 1
                        found &+= Int(truncatingIfNeeded: clear.y ^ 1)
                        i &+= 2
                    }
                    if i < end {
                        let t = RectCheck.tests(rects, i, k)
                        out[i &- start] = UInt8(truncatingIfNeeded: t.safe)
                        candidates[found] = i
                        found &+= Int(truncatingIfNeeded: t.clear ^ 1)
                    }
                    // Anything not provably clear is classified against the shapes.
                    RectCheck.classify(rects, candidates, found, shapes, bands, obstruction)
                    start = end
                }
            }
        }
    }

    /// The safe rectangle and the clear box as (x, y) pairs, for `tests` (the clear
    /// box's sides finite).
    struct Bounds {
        let safeMin: SIMD2<Double>, safeMax: SIMD2<Double>, boxMin: SIMD2<Double>, boxMax: SIMD2<Double>
    }

    /// Rectangle i's two tests, 1 or 0 each: inside the safe-area rectangle, inside
    /// the clear box (nothing to classify), and its corners for `overlaps`.
    /// Branch-free, on (x, y) pairs. The rectangle is standardized as
    /// CGRect.standardized does (a negative width or height extends it left of x or
    /// above y). Every comparison with NaN is false and an infinite side fails both
    /// boxes, so a rectangle with a NaN or infinite number (or a sum that overflows)
    /// is never safe and always classified.
    @inline(__always)
    static func tests(_ rects: UnsafePointer<Double>, _ i: Int, _ k: Bounds)
        -> (safe: UInt64, clear: UInt64, low: SIMD2<Double>, high: SIMD2<Double>, end: SIMD2<Double>) {
        let raw = UnsafeRawPointer(rects + 4 &* i)
        let origin = raw.loadUnaligned(as: SIMD2<Double>.self)
        let end = origin + raw.loadUnaligned(fromByteOffset: 16, as: SIMD2<Double>.self)
        let flipped = end .< origin
        let low = origin.replacing(with: end, where: flipped), high = end.replacing(with: origin, where: flipped)
        // 0/1 lanes and an integer `&`: a mask reduction here would become a branch.
        let no = SIMD2<UInt64>(repeating: 0), yes = SIMD2<UInt64>(repeating: 1)
        let inside = no.replacing(with: yes, where: (low .>= k.safeMin) .& (high .<= k.safeMax))
        let clear = no.replacing(with: yes, where: (low .>= k.boxMin) .& (high .<= k.boxMax))
        return (inside.x & inside.y, clear.x & clear.y, low, high, end)
    }

    /// `Bounds` with each number repeated in both lanes.
    struct LaneBounds {
        let safeMinX: Lanes, safeMinY: Lanes, safeMaxX: Lanes, safeMaxY: Lanes
        let boxMinX: Lanes, boxMinY: Lanes, boxMaxX: Lanes, boxMaxY: Lanes
        init(_ k: Bounds) {
            safeMinX = Lanes(repeating: k.safeMin.x)
            safeMinY = Lanes(repeating: k.safeMin.y)
            safeMaxX = Lanes(repeating: k.safeMax.x)
            safeMaxY = Lanes(repeating: k.safeMax.y)
            boxMinX = Lanes(repeating: k.boxMin.x)
            boxMinY = Lanes(repeating: k.boxMin.y)
            boxMaxX = Lanes(repeating: k.boxMax.x)
            boxMaxY = Lanes(repeating: k.boxMax.y)
        }
    }

    /// `tests` for rectangles i and i + 1, one per lane (x in one vector, y in
    /// another): 1 or 0 per lane. The same answers for every input: standardized
    /// with `minpd`/`maxpd`, whose NaN (from a NaN input or an infinite sum) reaches
    /// a comparison and fails it.
    @inline(__always)
    static func tests(_ rects: UnsafePointer<Double>, _ i: Int, _ k: LaneBounds) -> (safe: SIMD2<UInt64>, clear: SIMD2<UInt64>) {
        let first = UnsafeRawPointer(rects + 4 &* i)
        let p = first.loadUnaligned(as: Lanes.self), q = first.loadUnaligned(fromByteOffset: 32, as: Lanes.self)
        let u = first.loadUnaligned(fromByteOffset: 16, as: Lanes.self), v = first.loadUnaligned(fromByteOffset: 48, as: Lanes.self)
        let x = Lanes(p.x, q.x), y = Lanes(p.y, q.y)
        let xw = x + Lanes(u.x, v.x), yh = y + Lanes(u.y, v.y)
        let x0 = xw.replacing(with: x, where: x .< xw), x1 = xw.replacing(with: x, where: x .> xw)
        let y0 = yh.replacing(with: y, where: y .< yh), y1 = yh.replacing(with: y, where: y .> yh)
        let no = SIMD2<UInt64>(repeating: 0), yes = SIMD2<UInt64>(repeating: 1)
        let inside = (x0 .>= k.safeMinX) .& (y0 .>= k.safeMinY) .& (x1 .<= k.safeMaxX) .& (y1 .<= k.safeMaxY)
        let clear = (x0 .>= k.boxMinX) .& (y0 .>= k.boxMinY) .& (x1 .<= k.boxMaxX) .& (y1 .<= k.boxMaxY)
        return (no.replacing(with: yes, where: inside), no.replacing(with: yes, where: clear))
    }

    /// Writes rectangle i's overlaps from its `tests`: how far its top, left, bottom
    /// and right reach outside the safe-area rectangle (0 when they do not); NaN
    /// when any input is NaN or infinite (or a sum overflows). Branch-free.
    @inline(__always)
    static func overlaps(_ t: (safe: UInt64, clear: UInt64, low: SIMD2<Double>, high: SIMD2<Double>, end: SIMD2<Double>),
                         _ i: Int, _ overlap: UnsafeMutablePointer<Double>, _ k: Bounds) {
        let poison = SIMD2(repeating: (t.end.x + t.end.y) * 0)
        let before = t.low - k.safeMin, after = k.safeMax - t.high
        let out0 = (-before).replacing(with: 0, where: before .> 0) + poison
        let out1 = (-after).replacing(with: 0, where: after .> 0) + poison
        overlap[4 &* i] = out0.y
        overlap[4 &* i &+ 1] = out0.x
        overlap[4 &* i &+ 2] = out1.y
        overlap[4 &* i &+ 3] = out1.x
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

    /// The shapes' numbers as `classify` uses them, worked out once per layout.
    struct Shapes {
        let centre: SIMD2<Double>, cornerStart: SIMD2<Double>, cornerLimit: Double
        let housing: Box, housingInner: Box, housingLimit: Double
        let home: Box, status: Box
    }

    /// One lane per candidate rectangle.
    typealias Lanes = SIMD2<Double>

    /// Lane-wise `min` as Swift's scalar one (`y < x ? y : x`, NaN included) and
    /// `max` as `y > x ? y : x` (Swift's scalar `max` prefers y when equal, which
    /// differs only in the sign of a zero: no test below can tell). Both are single
    /// vector instructions (`minpd`, `maxpd`), never branches.
    @inline(__always)
    static func least(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: b .< a) }
    @inline(__always)
    static func most(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: b .> a) }

    /// How far each rectangle reaches into a box on its shallower axis: > 0 exactly
    /// when they overlap (never for `noBox`).
    @inline(__always)
    static func reach(_ b: Box, _ x0: Lanes, _ y0: Lanes, _ x1: Lanes, _ y1: Lanes) -> Lanes {
        least(least(x1 - b.minX, b.maxX - x0), least(y1 - b.minY, b.maxY - y0))
    }

    /// Writes the obstruction of the rectangles `indices[0..<count]`: the first shape
    /// each runs into, in priority order. Two rectangles at a time, one per lane, so
    /// that every test is a handful of vector operations and no branch depends on
    /// the data (each test's outcome is as random as the rectangles; an early-return
    /// chain here cost about one misprediction per rectangle). Every test is
    /// computed, an absent shape being `noBox`, which nothing reaches; each hit sets
    /// a bit and the lowest set bit names the obstruction. The corners use the
    /// screen's symmetry: a rectangle reaches outside the rounded display exactly
    /// when its point farthest from the centre (folded into one quadrant, clipped to
    /// the screen) does, so one test covers all four corners.
    static func classify(_ rects: UnsafePointer<Double>, _ indices: UnsafePointer<Int>, _ count: Int, _ s: Shapes,
                         _ bands: UnsafeBufferPointer<Box>, _ obstruction: UnsafeMutablePointer<UInt8>) {
        let cx = Lanes(repeating: s.centre.x), cy = Lanes(repeating: s.centre.y)
        let h = s.housing, inner = s.housingInner
        var j = 0
        while j < count {
            // Two rectangles, one per lane (a short last group repeats its last rectangle).
            let first = UnsafeRawPointer(rects + 4 &* indices[j])
            let second = UnsafeRawPointer(rects + 4 &* indices[min(j &+ 1, count &- 1)])
            let p = first.loadUnaligned(as: Lanes.self), q = second.loadUnaligned(as: Lanes.self)
            let u = first.loadUnaligned(fromByteOffset: 16, as: Lanes.self), v = second.loadUnaligned(fromByteOffset: 16, as: Lanes.self)
            let x = Lanes(p.x, q.x), y = Lanes(p.y, q.y)
            let xw = x + Lanes(u.x, v.x), yh = y + Lanes(u.y, v.y)
            // Standardized as CGRect.standardized does.
            let x0 = least(x, xw), y0 = least(y, yh), x1 = most(x, xw), y1 = most(y, yh)
            // Corners: the folded far point, clipped to the screen; beyond the radius in both axes and beyond the arc.
            let onScreen = least(least(x1, 2 * cx - x0), least(y1, 2 * cy - y0))
            let qx = least(most(cx - x0, x1 - cx), cx) - s.cornerStart.x
            let qy = least(most(cy - y0, y1 - cy), cy) - s.cornerStart.y
            let corner = least(least(qx, qy), least(onScreen, qx * qx + qy * qy - s.cornerLimit))
            // The housing: overlapping its box, and within its rounded ends' radius of its inner box.
            let dx = most(most(inner.minX - x1, .zero), x0 - inner.maxX)
            let dy = most(most(inner.minY - y1, .zero), y0 - inner.maxY)
            let housing = least(reach(h, x0, y0, x1, y1), s.housingLimit - (dx * dx + dy * dy))
            var band = Lanes(repeating: -.infinity) // `most` ignores a NaN reach, as `> 0` does
            for b in bands { band = most(band, reach(b, x0, y0, x1, y1)) }
            // One bit per test hit, in priority order; the lowest set bit names the obstruction.
            let no = SIMD2<UInt64>(repeating: 0)
            let hits = no.replacing(with: 1, where: housing .> 0) | no.replacing(with: 2, where: corner .> 0)
                | no.replacing(with: 4, where: reach(s.home, x0, y0, x1, y1) .> 0)
                | no.replacing(with: 8, where: reach(s.status, x0, y0, x1, y1) .> 0)
                | no.replacing(with: 16, where: band .> 0) | 32
            let codes = UInt64(Obstruction.housing.rawValue) | UInt64(Obstruction.corner.rawValue) << 8
                | UInt64(Obstruction.homeIndicator.rawValue) << 16 | UInt64(Obstruction.statusBar.rawValue) << 24
                | UInt64(Obstruction.insetBand.rawValue) << 32 | UInt64(Obstruction.none.rawValue) << 40
            let code = SIMD2(codes >> (UInt64(hits.x.trailingZeroBitCount) &* 8), codes >> (UInt64(hits.y.trailingZeroBitCount) &* 8))
            obstruction[indices[j]] = UInt8(truncatingIfNeeded: code.x)
            if j &+ 1 < count { obstruction[indices[j &+ 1]] = UInt8(truncatingIfNeeded: code.y) }
            j &+= 2
        }
    }
}
