/// The kernel's vectors: in the classifier one candidate rectangle per lane, two
/// lanes for SSE2's registers and four for AVX2's (`InstructionSet.ClassifyLanes`);
/// the first pass uses `SIMD4`'s `least` and `most` too.
///
/// A protocol of its own rather than generic `SIMD` code: Swift compiles operations
/// on a generic `SIMD` type lane by lane, while these requirements are met by the
/// concrete `SIMD2<Double>` and `SIMD4<Double>` operations, single vector
/// instructions once specialized.
public protocol ClassifierLanes {
    init(repeating: Double)
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, b: Self) -> Self
    /// Lane-wise `min` as Swift's scalar one (`b < a ? b : a`, NaN included) and
    /// `max` as `b > a ? b : a` (Swift's scalar `max` prefers b when equal, which
    /// differs only in the sign of a zero: no test of the kernel can tell). Both are
    /// single vector instructions (`minpd`, `maxpd`), never branches.
    static func least(_ a: Self, _ b: Self) -> Self
    static func most(_ a: Self, _ b: Self) -> Self
    /// `code` in the lanes where `test > 0` (never for NaN), `miss` elsewhere.
    static func hit(_ test: Self, _ code: Self, _ miss: Self) -> Self
    /// Candidates `indices[j...]`, one per lane (past `last`, `last` again), as
    /// (x, y, x + width, y + height).
    static func gather(_ rects: UnsafePointer<Double>, _ indices: UnsafePointer<Int>, _ j: Int, _ last: Int)
        -> (x: Self, y: Self, xw: Self, yh: Self)
    /// Writes the low three bits of each lane's bit pattern as the obstruction of
    /// the candidates `gather` read.
    static func scatter(
        _ codes: Self, _ indices: UnsafePointer<Int>, _ j: Int, _ last: Int, _ obstruction: UnsafeMutablePointer<UInt8>)
    /// Lanes per step.
    static var laneCount: Int { get }
}

extension SIMD2: ClassifierLanes where Scalar == Double {
    @inlinable @inline(__always)
    public static func least(_ a: Self, _ b: Self) -> Self { a.replacing(with: b, where: b .< a) }
    @inlinable @inline(__always)
    public static func most(_ a: Self, _ b: Self) -> Self { a.replacing(with: b, where: b .> a) }
    @inlinable @inline(__always)
    public static func hit(_ test: Self, _ code: Self, _ miss: Self) -> Self {
        miss.replacing(with: code, where: test .> 0)
    }
    @inlinable @inline(__always)
    public static var laneCount: Int { 2 }

    @inlinable @inline(__always)
    public static func gather(_ rects: UnsafePointer<Double>, _ indices: UnsafePointer<Int>, _ j: Int, _ last: Int)
        -> (x: Self, y: Self, xw: Self, yh: Self)
    {
        let first = UnsafeRawPointer(rects + 4 &* indices[j])
        let second = UnsafeRawPointer(rects + 4 &* indices[Swift.min(j &+ 1, last)])
        let p = first.loadUnaligned(as: Self.self)
        let q = second.loadUnaligned(as: Self.self)
        let u = first.loadUnaligned(fromByteOffset: 16, as: Self.self)
        let v = second.loadUnaligned(fromByteOffset: 16, as: Self.self)
        let x = Self(p.x, q.x)
        let y = Self(p.y, q.y)
        return (x, y, x + Self(u.x, v.x), y + Self(u.y, v.y))
    }

    @inlinable @inline(__always)
    public static func scatter(
        _ codes: Self, _ indices: UnsafePointer<Int>, _ j: Int, _ last: Int,
        _ obstruction: UnsafeMutablePointer<UInt8>
    ) {
        let bits = unsafeBitCast(codes, to: SIMD2<UInt64>.self) & 7
        obstruction[indices[j]] = UInt8(truncatingIfNeeded: bits.x)
        obstruction[indices[Swift.min(j &+ 1, last)]] = UInt8(truncatingIfNeeded: bits.y)
    }
}

extension SIMD4: ClassifierLanes where Scalar == Double {
    @inlinable @inline(__always)
    public static func least(_ a: Self, _ b: Self) -> Self { a.replacing(with: b, where: b .< a) }
    @inlinable @inline(__always)
    public static func most(_ a: Self, _ b: Self) -> Self { a.replacing(with: b, where: b .> a) }
    @inlinable @inline(__always)
    public static func hit(_ test: Self, _ code: Self, _ miss: Self) -> Self {
        miss.replacing(with: code, where: test .> 0)
    }
    @inlinable @inline(__always)
    public static var laneCount: Int { 4 }

    @inlinable @inline(__always)
    public static func gather(_ rects: UnsafePointer<Double>, _ indices: UnsafePointer<Int>, _ j: Int, _ last: Int)
        -> (x: Self, y: Self, xw: Self, yh: Self)
    {
        @inline(__always) func row(_ k: Int) -> Self {
            UnsafeRawPointer(rects + 4 &* indices[Swift.min(j &+ k, last)]).loadUnaligned(as: Self.self)
        }
        let a = row(0)
        let b = row(1)
        let c = row(2)
        let d = row(3)
        let x = Self(a.x, b.x, c.x, d.x)
        let y = Self(a.y, b.y, c.y, d.y)
        return (x, y, x + Self(a.z, b.z, c.z, d.z), y + Self(a.w, b.w, c.w, d.w))
    }

    @inlinable @inline(__always)
    public static func scatter(
        _ codes: Self, _ indices: UnsafePointer<Int>, _ j: Int, _ last: Int,
        _ obstruction: UnsafeMutablePointer<UInt8>
    ) {
        // Kept in vectors to the end: a select per lane here became scalar conditional moves.
        let bytes = SIMD4<UInt8>(truncatingIfNeeded: unsafeBitCast(codes, to: SIMD4<UInt64>.self) & 7)
        let word = unsafeBitCast(bytes, to: UInt32.self)
        obstruction[indices[j]] = UInt8(truncatingIfNeeded: word)
        obstruction[indices[Swift.min(j &+ 1, last)]] = UInt8(truncatingIfNeeded: word &>> 8)
        obstruction[indices[Swift.min(j &+ 2, last)]] = UInt8(truncatingIfNeeded: word &>> 16)
        obstruction[indices[Swift.min(j &+ 3, last)]] = UInt8(truncatingIfNeeded: word &>> 24)
    }
}
