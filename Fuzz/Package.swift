// swift-tools-version: 6.2
import PackageDescription

// The fuzz targets of Yopuy: one executable per class of input, each defining libFuzzer's
// `LLVMFuzzerTestOneInput`, its `main.swift` running libFuzzer's driver (see CFuzzerDriver.h).
// The sanitizer flags are not set here (no `unsafeFlags`): `run.sh` passes them on the command
// line, which also instruments Yopuy itself. RELIABILITY.md gives what each target checks.
//
//     Fuzz/run.sh 60              # build, then run every target for 60 seconds
//     Fuzz/run.sh 600 fuzz-paths  # one target, ten minutes

/// Settings every target shares, as in the root manifest.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// The fuzz targets, each in `Sources/<name>/`.
let fuzzTargets = ["fuzz-paths", "fuzz-query", "fuzz-headers", "fuzz-base-url", "fuzz-bodies", "fuzz-streams"]

let package = Package(
    name: "YopuyFuzz",
    platforms: [.macOS(.v13)],
    products: fuzzTargets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "Yopuy", path: "../")],
    targets: [
        // libFuzzer's driver, called from each target's main.swift.
        .target(name: "CFuzzerDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "Yopuy", package: "Yopuy")],
            swiftSettings: strictSettings
        ),
    ]
        + fuzzTargets.map { name in
            .executableTarget(
                name: name,
                dependencies: ["CFuzzerDriver", "FuzzSupport", .product(name: "Yopuy", package: "Yopuy")],
                swiftSettings: strictSettings
            )
        },
    swiftLanguageModes: [.v6]
)
