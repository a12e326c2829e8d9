// swift-tools-version:5.9
import PackageDescription

// libsafearea.so: the Swift runtime and FoundationEssentials are linked in
// statically, lld drops every symbol the version script does not name, and the
// soname carries the major version.
let libraryLinkerFlags: [String] = [
    "-static-stdlib",
    "-use-ld=lld",
    "-l_FoundationCollections",
    "-l_FoundationCShims",
    "-lswiftSynchronization",
    "-Xlinker", "--version-script=\(Context.packageDirectory)/Sources/SafeAreaC/exports.map",
    "-Xlinker", "-soname=libsafearea.so.0",
    "-Xlinker", "--gc-sections",
]

// The batch checker's kernel compiled a second time for x86-64-v3 (AVX2 and
// friends), chosen at run time by a CPUID check; x86-64 hosts only.
#if arch(x86_64)
    let kernelTargets: [Target] = [
        .target(
            name: "SafeAreaKernelV3", dependencies: ["CSafeArea", "SafeAreaEngine"],
            swiftSettings: [.unsafeFlags(["-target-cpu", "haswell"])])
    ]
#else
    let kernelTargets: [Target] = []
#endif

let package = Package(
    name: "libsafearea",
    products: [
        .library(name: "safearea", type: .dynamic, targets: ["SafeAreaC"])
    ],
    targets: [
        // The public header (include/safearea.h, linked in), the thread-local error buffer and the
        // answer tables' published pointers.
        // DWARF 4: valgrind 3.19 (Debian 12) gives up on a library with more than one DWARF 5 unit.
        .target(name: "CSafeArea", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // Processor hints the engine's hot loops use (a prefetch): static inline C, no symbols.
        .target(name: "SafeAreaHints"),
        // The engine: pure Swift value types.
        .target(name: "SafeAreaEngine", dependencies: ["SafeAreaHints"], exclude: []),
        // The thin @_cdecl layer: converts, validates, reports errors.
        .target(
            name: "SafeAreaC",
            dependencies: ["CSafeArea", "SafeAreaEngine"] + kernelTargets.map { .target(name: $0.name) },
            exclude: ["exports.map"],
            linkerSettings: [.unsafeFlags(libraryLinkerFlags)]
        ),
        // CSafeArea: HeaderLimitsTests holds the engine's limits to the header's SAFEAREA_MAX_*.
        .testTarget(
            name: "SafeAreaEngineTests",
            dependencies: ["SafeAreaEngine", "CSafeArea"] + kernelTargets.map { .target(name: $0.name) }),
    ] + kernelTargets
)
