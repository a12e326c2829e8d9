/// What a rectangle runs into first (the C API's safearea_obstruction).
/// The codes of the shapes ascend in priority order (the batch kernel relies on it).
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
    @usableFromInline let bounds: Bounds
    /// The shapes' numbers, for `classify`; inset bands (landscape sides, overscan) apart.
    @usableFromInline let shapes: Shapes
    @usableFromInline let insetBands: [Box]
    /// See `clearBox`.
    let clear: Box

    public init(device: DeviceProfile, orientation: Orientation, version: OSVersion?, statusBarHidden: Bool)
        throws(SafeAreaError)
    {
        let insets = try device.safeArea(orientation, version: version, statusBarHidden: statusBarHidden)
        let regions = try device.unsafeRegions(orientation, version: version, statusBarHidden: statusBarHidden)
        let (w, h) = try device.screenSize(orientation)
        let safe: Box = (insets.left, insets.top, w - insets.right, h - insets.bottom)
        // Each corner's radius as its square holds it (0 for a square corner, which has no region).
        var corners = ScreenCorners(topLeft: 0, topRight: 0, bottomLeft: 0, bottomRight: 0)
        var housing = RectCheck.noBox
        var housingRadius = 0.0
        var home = RectCheck.noBox
        var status = RectCheck.noBox
        var bands: [Box] = []
        var shapes: [Box] = []
        for region in regions {
            let r = region.rect
            let box: Box = (r.minX, r.minY, r.maxX, r.maxY)
            if region.kind != .corner { shapes.append(box) }
            switch region.kind {
            case .corner:
                // A square at a screen corner, holding a quarter circle of its side.
                let right = r.minX + r.width / 2 > w / 2
                let bottom = r.minY + r.height / 2 > h / 2
                switch (right, bottom) {
                case (false, false): corners.topLeft = r.width
                case (true, false): corners.topRight = r.width
                case (false, true): corners.bottomLeft = r.width
                case (true, true): corners.bottomRight = r.width
                }
            case .housing:
                let round =
                    !region.isApproximate
                    && (device.housing.kind == .dynamicIsland || device.housing.kind == .punchHole)
                housing = box
                housingRadius = round ? min(r.width, r.height) / 2 : 0
            case .homeIndicator: home = box
            case .statusBar: status = box
            case .insetBand: bands.append(box)
            }
        }
        insetBands = bands
        clear = RectCheck.clearBox(safe: safe, width: w, height: h, corners: corners, shapes: shapes)
        // The clear box's infinite sides become the largest finite numbers, so that a
        // rectangle with an infinite side is never in it.
        let far = Double.greatestFiniteMagnitude
        bounds = Bounds(
            safeMin: SIMD2(safe.minX, safe.minY), safeMax: SIMD2(safe.maxX, safe.maxY),
            boxMin: SIMD2(max(clear.minX, -far), max(clear.minY, -far)),
            boxMax: SIMD2(min(clear.maxX, far), min(clear.maxY, far)))
        let (r, hr) = (corners.topLeft, housingRadius)
        func limit(_ r: Double) -> Double { r * r + 1e-6 }
        self.shapes = Shapes(
            centre: SIMD2(w / 2, h / 2), cornerStart: SIMD2(w / 2 - r, h / 2 - r), cornerLimit: limit(r),
            uniformCorners: corners.isUniform,
            cornerRadii: SIMD4(corners.topLeft, corners.topRight, corners.bottomLeft, corners.bottomRight),
            cornerLimits: SIMD4(
                limit(corners.topLeft), limit(corners.topRight), limit(corners.bottomLeft),
                limit(corners.bottomRight)),
            housing: housing,
            housingInner: (housing.minX + hr, housing.minY + hr, housing.maxX - hr, housing.maxY - hr),
            // A square-cornered housing (the notch band) is hit by any overlap.
            housingLimit: hr > 0 ? hr * hr - 1e-6 : .infinity,
            home: home, status: status)
    }

    /// A box as overlap amounts: `min(x1 - minX, maxX - x0, y1 - minY, maxY - y0) > 0`
    /// exactly when a rectangle overlaps it; an absent box never does.
    @usableFromInline
    typealias Box = (minX: Double, minY: Double, maxX: Double, maxY: Double)
    static let noBox: Box = (.infinity, .infinity, -.infinity, -.infinity)

    /// Checks `count` rectangles (x, y, width, height, row-major). Outputs may be nil.
    ///
    /// Chunks of 1,024 rectangles, two passes each. The first, branch-free, writes
    /// the safe-area test (and the overlaps) and sets aside, by index, the
    /// rectangles that are not inside the clear box (a box no shape reaches, see
    /// `clearBox`): on the benchmark's random rectangles about one in five. Only
    /// those are classified against the real shapes (`classify`), two or four at
    /// a time (`InstructionSet.ClassifyLanes`) and without a branch on the data either.
    ///
    /// Batches of at least 2 x `Parallel.minimumPerPart` rectangles are split across
    /// threads (`Parallel.threads`); each part writes only its own outputs, with
    /// `kernel`'s compilation of `RectKernel.checkPart`.
    public func run(
        _ rects: UnsafePointer<Double>, count: Int, safe: UnsafeMutablePointer<UInt8>?,
        overlap: UnsafeMutablePointer<Double>?, obstruction: UnsafeMutablePointer<UInt8>?,
        kernel: Kernel = .baseline
    ) {
        Parallel.forEachPart(count: count) { start, end in
            kernel.part(self, rects, start, end, safe, overlap, obstruction)
        }
    }

    /// A compilation of `RectKernel.checkPart`: this module's, for any x86-64
    /// (SSE2), or one compiled for a newer instruction set in a module of its own,
    /// chosen at run time.
    public struct Kernel: Sendable {
        public typealias Part =
            @Sendable (
                RectCheck, UnsafePointer<Double>, Int, Int, UnsafeMutablePointer<UInt8>?,
                UnsafeMutablePointer<Double>?, UnsafeMutablePointer<UInt8>?
            ) -> Void
        /// How the C API and `safearea.batch_kernel()` name it.
        public let name: StaticString
        public let part: Part
        public init(name: StaticString, part: @escaping Part) {
            self.name = name
            self.part = part
        }
        /// This module's compilation, for the baseline instruction set.
        public static let baseline = Kernel(name: "baseline") { check, rects, start, end, safe, overlap, obstruction in
            RectKernel<BaselineInstructions>.checkPart(
                check, rects, start, end, safe: safe, overlap: overlap, obstruction: obstruction)
        }
    }

    /// The safe rectangle and the clear box as (x, y) pairs, for `tests` (the clear
    /// box's sides finite).
    @usableFromInline
    struct Bounds: Sendable {
        @usableFromInline let safeMin: SIMD2<Double>, safeMax: SIMD2<Double>, boxMin: SIMD2<Double>,
            boxMax: SIMD2<Double>
        /// The four-rectangle `tests`' bit per lane (see there). Stored rather than
        /// written as literals in the kernel: given the constants, LLVM turned the
        /// masks and ORs into a dozen shuffles.
        @usableFromInline let safeBits02: SIMD4<UInt64>, safeBits13: SIMD4<UInt64>, clearBits02: SIMD4<UInt64>,
            clearBits13: SIMD4<UInt64>
        init(safeMin: SIMD2<Double>, safeMax: SIMD2<Double>, boxMin: SIMD2<Double>, boxMax: SIMD2<Double>) {
            self.safeMin = safeMin
            self.safeMax = safeMax
            self.boxMin = boxMin
            self.boxMax = boxMax
            safeBits02 = SIMD4(1 << 0, 1 << 1, 1 << 16, 1 << 17)
            safeBits13 = safeBits02 &<< 8
            clearBits02 = safeBits02 &<< 32
            clearBits13 = safeBits02 &<< 40
        }
    }

    /// `Bounds` as (x, y, x, y), for two rectangles' (x, y) pairs at a time.
    @usableFromInline
    struct LaneBounds {
        @usableFromInline let safeMin: Lanes, safeMax: Lanes, boxMin: Lanes, boxMax: Lanes
        @usableFromInline let safeBits02: SIMD4<UInt64>, safeBits13: SIMD4<UInt64>, clearBits02: SIMD4<UInt64>,
            clearBits13: SIMD4<UInt64>
        @_alwaysEmitIntoClient
        init(_ k: Bounds) {
            safeMin = Lanes(lowHalf: k.safeMin, highHalf: k.safeMin)
            safeMax = Lanes(lowHalf: k.safeMax, highHalf: k.safeMax)
            boxMin = Lanes(lowHalf: k.boxMin, highHalf: k.boxMin)
            boxMax = Lanes(lowHalf: k.boxMax, highHalf: k.boxMax)
            safeBits02 = k.safeBits02
            safeBits13 = k.safeBits13
            clearBits02 = k.clearBits02
            clearBits13 = k.clearBits13
        }
    }

    /// A box (sides possibly infinite) whose interior no shape reaches: a rectangle
    /// inside it meets nothing. Two candidates start as the safe rectangle trimmed
    /// of the corner squares' rows and of their columns; each side is pushed to
    /// infinity where no shape stands in the way (in portrait, a rectangle between
    /// the status bar and the bottom corners is clear however far it runs off the
    /// screen's sides); the one covering more of the screen is kept. A box a shape
    /// reaches is never returned.
    static func clearBox(safe: Box, width w: Double, height h: Double, corners c: ScreenCorners, shapes: [Box]) -> Box {
        var obstacles = shapes
        for (r, x, y) in [
            (c.topLeft, 0.0, 0.0), (c.topRight, w - c.topRight, 0.0), (c.bottomLeft, 0.0, h - c.bottomLeft),
            (c.bottomRight, w - c.bottomRight, h - c.bottomRight),
        ] where r > 0 {
            obstacles.append((x, y, x + r, y + r))
        }
        func free(_ b: Box) -> Bool {
            b.maxX > b.minX && b.maxY > b.minY
                && obstacles.allSatisfy {
                    $0.maxX <= b.minX || $0.minX >= b.maxX || $0.maxY <= b.minY || $0.minY >= b.maxY
                }
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
        let top = max(c.topLeft, c.topRight)
        let bottom = max(c.bottomLeft, c.bottomRight)
        let left = max(c.topLeft, c.bottomLeft)
        let right = max(c.topRight, c.bottomRight)
        let rows: Box = (safe.minX, max(safe.minY, top), safe.maxX, min(safe.maxY, h - bottom))
        let columns: Box = (max(safe.minX, left), safe.minY, min(safe.maxX, w - right), safe.maxY)
        func area(_ b: Box) -> Double {
            max(0, min(b.maxX, w) - max(b.minX, 0)) * max(0, min(b.maxY, h) - max(b.minY, 0))
        }
        let a = grow(rows)
        let b = grow(columns)
        return area(a) >= area(b) ? a : b
    }

    /// The shapes' numbers as `classify` uses them, worked out once per layout.
    /// `cornerStart` and `cornerLimit` serve four equal corners (the screen's
    /// symmetry); `cornerRadii` and `cornerLimits` (top-left, top-right,
    /// bottom-left, bottom-right) serve unequal ones.
    @usableFromInline
    struct Shapes: Sendable {
        @usableFromInline let centre: SIMD2<Double>, cornerStart: SIMD2<Double>, cornerLimit: Double
        @usableFromInline let uniformCorners: Bool
        @usableFromInline let cornerRadii: SIMD4<Double>, cornerLimits: SIMD4<Double>
        @usableFromInline let housing: Box, housingInner: Box, housingLimit: Double
        @usableFromInline let home: Box, status: Box
    }

    /// The first pass's vector: the (x, y) pairs of two rectangles.
    @usableFromInline
    typealias Lanes = SIMD4<Double>
}
