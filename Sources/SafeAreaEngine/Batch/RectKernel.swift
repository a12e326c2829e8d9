/// An instruction set the batch kernel is compiled for: a type with no values,
/// whose only use is to make every function of `RectKernel<Target>` a distinct
/// specialization. A module compiled for newer instructions (SafeAreaKernelV3)
/// declares its own `Target` and calls `RectKernel<ItsTarget>.checkPart`: the
/// specialized code, named after that type, is emitted in that module only. Without
/// the type, inlinable functions that the optimizer leaves as calls would be shared
/// by name between the modules and the linker would keep one compilation of them.
public protocol InstructionSet {}

/// This module's compilation: any x86-64 (SSE2).
public enum BaselineInstructions: InstructionSet {}

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
    public static func checkPart(_ check: RectCheck, _ rects: UnsafePointer<Double>, _ first: Int, _ last: Int,
                                 safe: UnsafeMutablePointer<UInt8>?, overlap: UnsafeMutablePointer<Double>?,
                                 obstruction: UnsafeMutablePointer<UInt8>?) {
        let k = check.bounds, shapes = check.shapes
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
        // Candidate indices (with room for a last group of four), the places of
        // each four-bit mask's set bits, then a place for the safe-area test when the
        // caller wants none.
        let slots = chunk &+ 4 &+ 16 * 4
        withUnsafeTemporaryAllocation(byteCount: slots * MemoryLayout<Int>.stride + chunk, alignment: MemoryLayout<Int>.alignment) { raw in
            guard let base = raw.baseAddress else { return }
            let candidates = base.bindMemory(to: Int.self, capacity: slots)
            let places = UnsafeMutableRawPointer(candidates + (chunk &+ 4))
            for mask in 0..<16 {
                var entry = SIMD4<Int>(repeating: 0), n = 0
                for bit in 0..<4 where mask & (1 << bit) != 0 {
                    entry[n] = bit
                    n += 1
                }
                places.storeBytes(of: entry, toByteOffset: mask &* 32, as: SIMD4<Int>.self)
            }
            let scratch = (base + slots * MemoryLayout<Int>.stride).bindMemory(to: UInt8.self, capacity: chunk)
            check.insetBands.withUnsafeBufferPointer { bands in
                var start = first
                while start < last {
                    let end = min(start + chunk, last) // never overflows: count <= Int.max / 32
                    let out = safe.map { $0 + start } ?? scratch
                    (obstruction + start).update(repeating: Obstruction.none.rawValue, count: end &- start)
                    var found = 0, i = start
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
                        UnsafeMutableRawPointer(out + (i &- start)).storeBytes(of: inside, as: SIMD4<UInt8>.self)
                        let place = places.load(fromByteOffset: unclear &* 32, as: SIMD4<Int>.self)
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

    /// Rectangles i..<i + 4, one per lane, as (x, y, x + width, y + height) in four
    /// vectors.
    @inlinable @inline(__always)
    static func lanes(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, _ third: UnsafeRawPointer, _ fourth: UnsafeRawPointer)
        -> (x: Lanes, y: Lanes, xw: Lanes, yh: Lanes) {
        let a = first.loadUnaligned(as: Lanes.self), b = second.loadUnaligned(as: Lanes.self)
        let c = third.loadUnaligned(as: Lanes.self), d = fourth.loadUnaligned(as: Lanes.self)
        let x = Lanes(a.x, b.x, c.x, d.x), y = Lanes(a.y, b.y, c.y, d.y)
        return (x, y, x + Lanes(a.z, b.z, c.z, d.z), y + Lanes(a.w, b.w, c.w, d.w))
    }

    /// `tests` for rectangles i..<i + 4, one per lane: the safe-area test as 0/1
    /// bytes, and a four-bit mask of the rectangles not inside the clear box (bit k:
    /// rectangle i + k). The same answers for every input: standardized with
    /// `minpd`/`maxpd`, whose NaN (from a NaN input or an infinite sum) reaches a
    /// comparison and fails it.
    @inlinable @inline(__always)
    static func tests(_ rects: UnsafePointer<Double>, _ i: Int, _ k: LaneBounds) -> (safe: SIMD4<UInt8>, unclear: Int) {
        let first = UnsafeRawPointer(rects + 4 &* i)
        let (x, y, xw, yh) = lanes(first, first + 32, first + 64, first + 96)
        let x0 = least(xw, x), x1 = most(xw, x), y0 = least(yh, y), y1 = most(yh, y)
        let inside = (x0 .>= k.safeMinX) .& (y0 .>= k.safeMinY) .& (x1 .<= k.safeMaxX) .& (y1 .<= k.safeMaxY)
        let clear = (x0 .>= k.boxMinX) .& (y0 .>= k.boxMinY) .& (x1 .<= k.boxMaxX) .& (y1 .<= k.boxMaxY)
        let no = SIMD4<Int64>(repeating: 0)
        let bits = no.replacing(with: SIMD4(1, 2, 4, 8), where: .!clear)
        return (SIMD4<UInt8>(truncatingIfNeeded: no.replacing(with: 1, where: inside)),
                Int(truncatingIfNeeded: (bits.x | bits.y) | (bits.z | bits.w)))
    }

    /// Writes rectangle i's overlaps from its `tests`: how far its top, left, bottom
    /// and right reach outside the safe-area rectangle (0 when they do not); NaN
    /// when any input is NaN or infinite (or a sum overflows). Branch-free.
    @inlinable @inline(__always)
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

    /// Lane-wise `min` as Swift's scalar one (`y < x ? y : x`, NaN included) and
    /// `max` as `y > x ? y : x` (Swift's scalar `max` prefers y when equal, which
    /// differs only in the sign of a zero: no test below can tell). Both are single
    /// vector instructions (`minpd`, `maxpd`), never branches.
    @inlinable @inline(__always)
    static func least(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: b .< a) }
    @inlinable @inline(__always)
    static func most(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: b .> a) }

    /// How far each rectangle reaches into a box on its shallower axis: > 0 exactly
    /// when they overlap (never for `noBox`).
    @inlinable @inline(__always)
    static func reach(_ b: Box, _ x0: Lanes, _ y0: Lanes, _ x1: Lanes, _ y1: Lanes) -> Lanes {
        least(least(x1 - b.minX, b.maxX - x0), least(y1 - b.minY, b.maxY - y0))
    }

    /// Writes the obstruction of the rectangles `indices[0..<count]`: the first shape
    /// each runs into, in priority order. Four rectangles at a time, one per lane, so
    /// that every test is a handful of vector operations and no branch depends on
    /// the data (each test's outcome is as random as the rectangles; an early-return
    /// chain here cost about one misprediction per rectangle). Every test is
    /// computed, an absent shape being `noBox`, which nothing reaches, and the code
    /// is picked by selects from the lowest priority up. The corners use the
    /// screen's symmetry: a rectangle reaches outside the rounded display exactly
    /// when its point farthest from the centre (folded into one quadrant, clipped to
    /// the screen) does, so one test covers all four corners.
    @inlinable @inline(__always)
    static func classify(_ rects: UnsafePointer<Double>, _ indices: UnsafePointer<Int>, _ count: Int, _ s: Shapes,
                         _ bands: UnsafeBufferPointer<Box>, _ obstruction: UnsafeMutablePointer<UInt8>) {
        let cx = Lanes(repeating: s.centre.x), cy = Lanes(repeating: s.centre.y)
        let h = s.housing, inner = s.housingInner
        let last = count &- 1
        var j = 0
        while j < count {
            // Four rectangles, one per lane (a short last group repeats its last rectangle).
            let n0 = indices[j], n1 = indices[min(j &+ 1, last)], n2 = indices[min(j &+ 2, last)], n3 = indices[min(j &+ 3, last)]
            let (x, y, xw, yh) = lanes(UnsafeRawPointer(rects + 4 &* n0), UnsafeRawPointer(rects + 4 &* n1),
                                       UnsafeRawPointer(rects + 4 &* n2), UnsafeRawPointer(rects + 4 &* n3))
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
            // From the lowest priority up, each hit replaces the code so far.
            var code = SIMD4<Int64>(repeating: Int64(Obstruction.none.rawValue))
            code.replace(with: Int64(Obstruction.insetBand.rawValue), where: band .> 0)
            code.replace(with: Int64(Obstruction.statusBar.rawValue), where: reach(s.status, x0, y0, x1, y1) .> 0)
            code.replace(with: Int64(Obstruction.homeIndicator.rawValue), where: reach(s.home, x0, y0, x1, y1) .> 0)
            code.replace(with: Int64(Obstruction.corner.rawValue), where: corner .> 0)
            code.replace(with: Int64(Obstruction.housing.rawValue), where: housing .> 0)
            obstruction[n0] = UInt8(truncatingIfNeeded: code.x)
            obstruction[n1] = UInt8(truncatingIfNeeded: code.y)
            obstruction[n2] = UInt8(truncatingIfNeeded: code.z)
            obstruction[n3] = UInt8(truncatingIfNeeded: code.w)
            j &+= 4
        }
    }
}
