// The batch checker compiled for x86-64-v3 (Haswell and newer: AVX2, FMA,
// BMI1/2, LZCNT, MOVBE, F16C). This module is built with `-target-cpu haswell`
// (Package.swift) and holds nothing but this compilation of the engine's
// inlinable `RectKernel.checkPart`: four rectangles per 256-bit vector and
// three-operand instructions. The C layer picks it only on a processor that
// reports every one of those features (Sources/CSafeArea/cpu.c).
import CSafeArea
import SafeAreaEngine

/// Names this module's specializations of `RectKernel` (see `InstructionSet`).
enum X86_64_V3: InstructionSet {
    typealias ClassifyLanes = SIMD4<Double>
}

extension RectCheck.Kernel {
    public static let x86_64_v3 = RectCheck.Kernel(name: "x86-64-v3") {
        check, rects, start, end, safe, overlap, obstruction in
        RectKernel<X86_64_V3>.checkPart(
            check, rects, start, end, safe: safe, overlap: overlap, obstruction: obstruction)
    }

    /// Whether this processor (and operating system) runs `x86_64_v3`.
    public static let x86_64_v3Runs = safearea_internal_cpu_x86_64_v3() != 0
}
