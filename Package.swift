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

let package = Package(
    name: "libsafearea",
    products: [
        .library(name: "safearea", type: .dynamic, targets: ["SafeAreaC"]),
    ],
    targets: [
        // The public header (include/safearea.h, linked in) and the thread-local error buffer.
        .target(name: "CSafeArea"),
        // The engine: pure Swift value types.
        .target(name: "SafeAreaEngine", exclude: []),
        // The thin @_cdecl layer: converts, validates, reports errors.
        .target(
            name: "SafeAreaC",
            dependencies: ["CSafeArea", "SafeAreaEngine"],
            exclude: ["exports.map"],
            linkerSettings: [.unsafeFlags(libraryLinkerFlags)]
        ),
        .testTarget(name: "SafeAreaEngineTests", dependencies: ["SafeAreaEngine"]),
    ]
)
