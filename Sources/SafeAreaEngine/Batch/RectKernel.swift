/// An instruction set the batch kernel is compiled for: a type with no values,
/// whose only use is to make every function of `RectKernel<Target>` a distinct
/// specialization. A module compiled for newer instructions (SafeAreaKernelV3)
/// declares its own `Target` and calls `RectKernel<ItsTarget>.checkPart`: the
/// specialized code, named after that type, is emitted in that module only. Without
/// the type, inlinable functions that the optimizer leaves as calls would be shared
/// by name between the modules and the linker would keep one compilation of them.
public protocol InstructionSet {
    /// The classifier's vector: as wide as the instruction set's registers (four
    /// doubles in SSE2's two-double registers spill).
    associatedtype ClassifyLanes: ClassifierLanes
}

/// This module's compilation: any x86-64 (SSE2).
public enum BaselineInstructions: InstructionSet {
    public typealias ClassifyLanes = SIMD2<Double>
}

/// The batch checker's kernel (see `RectCheck.run`), on `RectCheck`'s numbers.
/// Inlinable and generic so that a module built for other instructions compiles it
/// anew; it holds no state.
public enum RectKernel<Target: InstructionSet> {
    @usableFromInline typealias Lanes = RectCheck.Lanes
    @usableFromInline typealias Box = RectCheck.Box
    @usableFromInline typealias Bounds = RectCheck.Bounds
    @usableFromInline typealias LaneBounds = RectCheck.LaneBounds
    @usableFromInline typealias Shapes = RectCheck.Shapes

    /// Checks the rectangles `first..<last` (see `RectCheck.run`).
    @inlinable @inline(__always)
    public static func checkPart(
        _ check: RectCheck, _ rects: UnsafePointer<Double>, _ first: Int, _ last: Int,
        safe: UnsafeMutablePointer<UInt8>?, overlap: UnsafeMutablePointer<Double>?,
        obstruction: UnsafeMutablePointer<UInt8>?
    ) {
        let k = check.bounds
        let shapes = check.shapes
        guard let obstruction else {
            for i in first..<last {
                let t = tests(rects, i, k)
                if let overlap { overlaps(t, i, overlap, k) }
                if let safe { safe[i] = UInt8(truncatingIfNeeded: t.safe) }
            }
            return
        }
        let lanes = LaneBounds(k)
        let chunk = 1024
        // Candidate indices (a step's four-wide store at `found` stays below `chunk`:
        // found <= i - start), the places of each four-bit mask's set bits, then a
        // place for the safe-area test when the caller wants none.
        let slots = chunk &+ 16 * 4
        withUnsafeTemporaryAllocation(
            byteCount: slots * MemoryLayout<Int>.stride + chunk, alignment: MemoryLayout<Int>.alignment
        ) { raw in
            guard let base = raw.baseAddress else { return }
            let candidates = base.bindMemory(to: Int.self, capacity: slots)
            let places = UnsafeMutableRawPointer(candidates + chunk)
            // Written out: built by a loop, this table cost more than checking 100 rectangles.
            @inline(__always) func place(_ mask: Int, _ places: SIMD4<Int>) {
                UnsafeMutableRawPointer(candidates + chunk).storeBytes(
                    of: places, toByteOffset: mask &* 32, as: SIMD4<Int>.self)
            }
            place(0b0000, SIMD4(0, 0, 0, 0))
            place(0b0001, SIMD4(0, 0, 0, 0))
            place(0b0010, SIMD4(1, 0, 0, 0))
            place(0b0011, SIMD4(0, 1, 0, 0))
            place(0b0100, SIMD4(2, 0, 0, 0))
            place(0b0101, SIMD4(0, 2, 0, 0))
            place(0b0110, SIMD4(1, 2, 0, 0))
            place(0b0111, SIMD4(0, 1, 2, 0))
            place(0b1000, SIMD4(3, 0, 0, 0))
            place(0b1001, SIMD4(0, 3, 0, 0))
            place(0b1010, SIMD4(1, 3, 0, 0))
            place(0b1011, SIMD4(0, 1, 3, 0))
            place(0b1100, SIMD4(2, 3, 0, 0))
            place(0b1101, SIMD4(0, 2, 3, 0))
            place(0b1110, SIMD4(1, 2, 3, 0))
            place(0b1111, SIMD4(0, 1, 2, 3))
            let scratch = (base + slots * MemoryLayout<Int>.stride).bindMemory(to: UInt8.self, capacity: chunk)
            check.insetBands.withUnsafeBufferPointer { bands in
                var start = first
                while start < last {
                    let end = min(start + chunk, last)  // never overflows: count <= Int.max / 32
                    let out = safe.map { $0 + start } ?? scratch
                    (obstruction + start).update(repeating: Obstruction.none.rawValue, count: end &- start)
                    var found = 0
                    var i = start
                    if let overlap {
                        while i < end {
                            let t = tests(rects, i, k)
                            overlaps(t, i, overlap, k)
                            out[i &- start] = UInt8(truncatingIfNeeded: t.safe)
                            candidates[found] = i
                            found &+= Int(truncatingIfNeeded: t.clear ^ 1)
                            i &+= 1
                        }
                    }
                    // Without overlaps, four rectangles per step, one per lane: the
                    // unclear ones' indices are written packed (`places`), their number
                    // is the mask's bit count (a table of 16 nibbles).
                    while i &+ 3 < end {
                        let (inside, unclear) = tests(rects, i, lanes)
                        UnsafeMutableRawPointer(out + (i &- start)).storeBytes(of: inside, as: UInt32.self)
                        let place = places.loadUnaligned(fromByteOffset: unclear &* 32, as: SIMD4<Int>.self)
                        UnsafeMutableRawPointer(candidates + found).storeBytes(of: place &+ i, as: SIMD4<Int>.self)
                        found &+= (0x4332_3221_3221_2110 &>> (unclear &* 4)) & 15
                        i &+= 4
                    }
                    while i < end {
                        let t = tests(rects, i, k)
                        out[i &- start] = UInt8(truncatingIfNeeded: t.safe)
                        candidates[found] = i
                        found &+= Int(truncatingIfNeeded: t.clear ^ 1)
                        i &+= 1
                    }
                    // Anything not provably clear is classified against the shapes.
                    classify(rects, candidates, found, shapes, bands, obstruction)
                    start = end
                }
            }
        }
    }

    /// Rectangle i's two tests, 1 or 0 each: inside the safe-area rectangle, inside
    /// the clear box (nothing to classify), and its corners for `overlaps`.
    /// Branch-free, on (x, y) pairs. The rectangle is standardized as
    /// CGRect.standardized does (a negative width or height extends it left of x or
    /// above y). Every comparison with NaN is false and an infinite side fails both
    /// boxes, so a rectangle with a NaN or infinite number (or a sum that overflows)
    /// is never safe and always classified.
    @inlinable @inline(__always)
    static func tests(_ rects: UnsafePointer<Double>, _ i: Int, _ k: Bounds)
        -> (safe: UInt64, clear: UInt64, low: SIMD2<Double>, high: SIMD2<Double>, end: SIMD2<Double>)
    {
        let raw = UnsafeRawPointer(rects + 4 &* i)
        let origin = raw.loadUnaligned(as: SIMD2<Double>.self)
        let end = origin + raw.loadUnaligned(fromByteOffset: 16, as: SIMD2<Double>.self)
        let flipped = end .< origin
        let low = origin.replacing(with: end, where: flipped)
        let high = end.replacing(with: origin, where: flipped)
        // 0/1 lanes and an integer `&`: a mask reduction here would become a branch.
        let no = SIMD2<UInt64>(repeating: 0)
        let yes = SIMD2<UInt64>(repeating: 1)
        let inside = no.replacing(with: yes, where: (low .>= k.safeMin) .& (high .<= k.safeMax))
        let clear = no.replacing(with: yes, where: (low .>= k.boxMin) .& (high .<= k.boxMax))
        return (inside.x & inside.y, clear.x & clear.y, low, high, end)
    }

    /// `tests` for rectangles i..<i + 4: the safe-area test as four 0/1 bytes (byte
    /// k: rectangle i + k), and a four-bit mask of the rectangles not inside the
    /// clear box (bit k: rectangle i + k). On (x, y) pairs, two rectangles per vector
    /// (i and i + 2, i + 1 and i + 3), so that loading needs no shuffle; the axes of
    /// each rectangle meet in one integer, no vector shuffle either. The same answers
    /// as the one-rectangle `tests`: standardized by the same selects (`minpd`,
    /// `maxpd`), whose NaN (from a NaN input or an infinite sum) reaches a
    /// comparison and fails it.
    @inlinable @inline(__always)
    static func tests(_ rects: UnsafePointer<Double>, _ i: Int, _ k: LaneBounds) -> (safe: UInt32, unclear: Int) {
        let first = UnsafeRawPointer(rects + 4 &* i)
        @inline(__always) func pairs(_ offset: Int) -> Lanes {
            Lanes(
                lowHalf: first.loadUnaligned(fromByteOffset: offset, as: SIMD2<Double>.self),
                highHalf: first.loadUnaligned(fromByteOffset: offset &+ 64, as: SIMD2<Double>.self))
        }
        let origin02 = pairs(0)
        let origin13 = pairs(32)
        let end02 = origin02 + pairs(16)
        let end13 = origin13 + pairs(48)
        let low02 = Lanes.least(end02, origin02)
        let high02 = Lanes.most(end02, origin02)
        let low13 = Lanes.least(end13, origin13)
        let high13 = Lanes.most(end13, origin13)
        // One bit per axis of each rectangle that passes, gathered in one integer:
        // rectangle k's x and y at bits 8k and 8k + 1 for the safe area, 32 higher
        // for the clear box (`LaneBounds`' bits). `bits & bits >> 1` then leaves a 1
        // at bit 8k exactly when both axes pass: the safe bytes as they are stored,
        // and the clear bytes.
        let none = SIMD4<UInt64>(repeating: 0)
        let safe02 = none.replacing(with: k.safeBits02, where: (low02 .>= k.safeMin) .& (high02 .<= k.safeMax))
        let safe13 = none.replacing(with: k.safeBits13, where: (low13 .>= k.safeMin) .& (high13 .<= k.safeMax))
        let clear02 = none.replacing(with: k.clearBits02, where: (low02 .>= k.boxMin) .& (high02 .<= k.boxMax))
        let clear13 = none.replacing(with: k.clearBits13, where: (low13 .>= k.boxMin) .& (high13 .<= k.boxMax))
        let lanes = (safe02 | safe13) | (clear02 | clear13)
        let half = lanes.lowHalf | lanes.highHalf
        let bits = half.x | half.y
        let both = bits & bits &>> 1
        // The unclear bytes (1 where not clear) moved to bits 28-31 by one multiply.
        let unclear = ((UInt32(truncatingIfNeeded: both &>> 32) & 0x0101_0101 ^ 0x0101_0101) &* 0x1020_4080) &>> 28
        // `& 15`: an index, in range by construction too
        return (UInt32(truncatingIfNeeded: both) & 0x0101_0101, Int(unclear & 15))
    }

    /// Writes rectangle i's overlaps from its `tests`: how far its top, left, bottom
    /// and right reach outside the safe-area rectangle (0 when they do not); NaN
    /// when any input is NaN or infinite (or a sum overflows). Branch-free.
    @inlinable @inline(__always)
    static func overlaps(
        _ t: (safe: UInt64, clear: UInt64, low: SIMD2<Double>, high: SIMD2<Double>, end: SIMD2<Double>),
        _ i: Int, _ overlap: UnsafeMutablePointer<Double>, _ k: Bounds
    ) {
        let poison = SIMD2(repeating: (t.end.x + t.end.y) * 0)
        let before = t.low - k.safeMin
        let after = k.safeMax - t.high
        let out0 = (-before).replacing(with: 0, where: before .> 0) + poison
        let out1 = (-after).replacing(with: 0, where: after .> 0) + poison
        overlap[4 &* i] = out0.y
        overlap[4 &* i &+ 1] = out0.x
        overlap[4 &* i &+ 2] = out1.y
        overlap[4 &* i &+ 3] = out1.x
    }

    /// Writes the obstruction of the rectangles `indices[0..<count]`: the first shape
    /// each runs into, in priority order. One rectangle per lane of
    /// `Target.ClassifyLanes` (two or four at a time), so that every test is a
    /// handful of vector operations and no branch depends on the data (each test's
    /// outcome is as random as the rectangles; an early-return chain here cost about
    /// one misprediction per rectangle). Every test is computed, an absent shape
    /// being `noBox`, which nothing reaches, and the first hit is the least of the
    /// hits' codes. With four equal corners the corners use the screen's symmetry:
    /// a rectangle reaches outside the rounded display exactly when its point
    /// farthest from the centre (folded into one quadrant, clipped to the screen)
    /// does, so one test covers all four (`FoldedCorners`). Unequal corners (the
    /// iPhone Duo's outer display) take one test per corner (`EachCorner`); the
    /// choice is made once per call, outside the loop.
    @inlinable @inline(never)  // once per 1,024 rectangles: a function of its own keeps the first pass's registers
    static func classify(
        _ rects: UnsafePointer<Double>, _ indices: UnsafePointer<Int>, _ count: Int, _ s: Shapes,
        _ bands: UnsafeBufferPointer<Box>, _ obstruction: UnsafeMutablePointer<UInt8>
    ) {
        if s.uniformCorners {
            classifyCandidates(rects, indices, count, s, bands, obstruction, FoldedCorners.self)
        } else {
            classifyCandidates(rects, indices, count, s, bands, obstruction, EachCorner.self)
        }
    }

    /// `classify`'s loop, with `Corners`' test of the rounded display corners.
    @inlinable @inline(__always)
    static func classifyCandidates<Corners: CornerTest>(
        _ rects: UnsafePointer<Double>, _ indices: UnsafePointer<Int>, _ count: Int,
        _ s: Shapes, _ bands: UnsafeBufferPointer<Box>,
        _ obstruction: UnsafeMutablePointer<UInt8>, _: Corners.Type
    ) {
        typealias V = Target.ClassifyLanes
        @inline(__always) func all(_ value: Double) -> V { V(repeating: value) }
        @inline(__always) func reach(_ b: Box, _ x0: V, _ y0: V, _ x1: V, _ y1: V) -> V {
            V.least(V.least(x1 - all(b.minX), all(b.maxX) - x0), V.least(y1 - all(b.minY), all(b.maxY) - y0))
        }
        let zero = all(0)
        let h = s.housing
        let inner = s.housingInner
        // Each test's code as a double whose bits end in it (positive doubles order
        // as their bits), a miss as 8: the least is the first hit in priority order,
        // and its low three bits the code (8: none).
        let miss = all(Double(bitPattern: 0x3FF0_0000_0000_0008))
        @inline(__always) func code(_ code: Obstruction) -> V {
            all(Double(bitPattern: 0x3FF0_0000_0000_0000 | UInt64(code.rawValue)))
        }
        let last = count &- 1
        var j = 0
        while j < count {
            // One rectangle per lane (a short last group repeats its last rectangle).
            let (x, y, xw, yh) = V.gather(rects, indices, j, last)
            // Standardized as CGRect.standardized does.
            let x0 = V.least(x, xw)
            let y0 = V.least(y, yh)
            let x1 = V.most(x, xw)
            let y1 = V.most(y, yh)
            let corner = Corners.reach(x0, y0, x1, y1, s)
            // The housing: overlapping its box, and within its rounded ends' radius of its inner box.
            let dx = V.most(V.most(all(inner.minX) - x1, zero), x0 - all(inner.maxX))
            let dy = V.most(V.most(all(inner.minY) - y1, zero), y0 - all(inner.maxY))
            let housing = V.least(reach(h, x0, y0, x1, y1), all(s.housingLimit) - (dx * dx + dy * dy))
            var band = all(-.infinity)  // `most` ignores a NaN reach, as `> 0` does
            var b = 0
            while b < bands.count {
                band = V.most(band, reach(bands[b], x0, y0, x1, y1))
                b &+= 1
            }
            let first = V.least(
                V.least(
                    V.least(V.hit(housing, code(.housing), miss), V.hit(corner, code(.corner), miss)),
                    V.least(
                        V.hit(reach(s.home, x0, y0, x1, y1), code(.homeIndicator), miss),
                        V.hit(reach(s.status, x0, y0, x1, y1), code(.statusBar), miss))),
                V.hit(band, code(.insetBand), miss))
            V.scatter(first, indices, j, last, obstruction)
            j &+= V.laneCount
        }
    }
}

/// How the batch classifier tests the rounded display corners: `reach` is
/// positive in the lanes whose rectangle (standardized: x0 <= x1, y0 <= y1)
/// reaches outside the display's arc at a corner.
@usableFromInline
protocol CornerTest {
    static func reach<V: ClassifierLanes>(_ x0: V, _ y0: V, _ x1: V, _ y1: V, _ s: RectCheck.Shapes) -> V
}

/// Four equal corners: the far point folded into one quadrant, clipped to the
/// screen; beyond the radius in both axes and beyond the arc.
@usableFromInline
enum FoldedCorners: CornerTest {
    @inlinable @inline(__always)
    static func reach<V: ClassifierLanes>(_ x0: V, _ y0: V, _ x1: V, _ y1: V, _ s: RectCheck.Shapes) -> V {
        let cx = V(repeating: s.centre.x)
        let cy = V(repeating: s.centre.y)
        let onScreen = V.least(V.least(x1, cx + cx - x0), V.least(y1, cy + cy - y0))
        let qx = V.least(V.most(cx - x0, x1 - cx), cx) - V(repeating: s.cornerStart.x)
        let qy = V.least(V.most(cy - y0, y1 - cy), cy) - V(repeating: s.cornerStart.y)
        return V.least(V.least(qx, qy), V.least(onScreen, qx * qx + qy * qy - V(repeating: s.cornerLimit)))
    }
}

/// Unequal corners: each corner's test on the rectangle's point nearest that
/// corner, clipped to the screen (the folded test's point, one quadrant at a
/// time); the largest of the four.
@usableFromInline
enum EachCorner: CornerTest {
    @inlinable @inline(__always)
    static func reach<V: ClassifierLanes>(_ x0: V, _ y0: V, _ x1: V, _ y1: V, _ s: RectCheck.Shapes) -> V {
        let zero = V(repeating: 0)
        let w = V(repeating: s.centre.x + s.centre.x)
        let h = V(repeating: s.centre.y + s.centre.y)
        // How far the nearest point is from each screen edge (0 when the rectangle runs past it).
        let left = V.most(x0, zero)
        let top = V.most(y0, zero)
        let right = w - V.least(x1, w)
        let bottom = h - V.least(y1, h)
        // The rectangle reaches into the screen past the edges opposite each corner.
        let fromLeft = x1
        let fromTop = y1
        let fromRight = w - x0
        let fromBottom = h - y0
        @inline(__always) func one(_ radius: Double, _ limit: Double, _ dx: V, _ dy: V, _ inX: V, _ inY: V) -> V {
            let r = V(repeating: radius)
            let qx = r - dx
            let qy = r - dy
            return V.least(V.least(qx, qy), V.least(V.least(inX, inY), qx * qx + qy * qy - V(repeating: limit)))
        }
        let r = s.cornerRadii
        let l = s.cornerLimits
        return V.most(
            V.most(one(r[0], l[0], left, top, fromLeft, fromTop), one(r[1], l[1], right, top, fromRight, fromTop)),
            V.most(
                one(r[2], l[2], left, bottom, fromLeft, fromBottom),
                one(r[3], l[3], right, bottom, fromRight, fromBottom)))
    }
}
