// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: the Swift 6 language mode comes from `swiftLanguageModes`,
/// these opt in to the upcoming features that make imports and existentials explicit.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Yopuy",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Yopuy", targets: ["Yopuy"]),
        .library(name: "YopuyURLSession", targets: ["YopuyURLSession"]),
        .library(name: "YopuyTesting", targets: ["YopuyTesting"]),
        .executable(name: "yopuy-demo", targets: ["yopuy-demo"]),
    ],
    targets: [
        .target(name: "Yopuy", swiftSettings: strictSettings),
        .target(name: "YopuyURLSession", dependencies: ["Yopuy"], swiftSettings: strictSettings),
        .target(name: "YopuyTesting", dependencies: ["Yopuy"], swiftSettings: strictSettings),
        // The example blog API that the demo, the tests and the documentation's examples share.
        // No product: users never see it.
        .target(name: "BlogModel", dependencies: ["Yopuy"], swiftSettings: strictSettings),
        .executableTarget(
            name: "yopuy-demo",
            dependencies: ["Yopuy", "YopuyURLSession", "YopuyTesting", "BlogModel"],
            swiftSettings: strictSettings
        ),
        // One test target per library, its folders mirroring the library's.
        .testTarget(name: "YopuyTests", dependencies: ["Yopuy", "BlogModel"], swiftSettings: strictSettings),
        .testTarget(
            name: "YopuyURLSessionTests",
            dependencies: ["Yopuy", "YopuyURLSession", "BlogModel"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "YopuyTestingTests",
            dependencies: ["Yopuy", "YopuyTesting", "BlogModel"],
            swiftSettings: strictSettings
        ),
        // Runs the compiler on what no target compiles, against this build's modules (hence it
        // depends on every library): the README's and the DocC articles' examples (which it also
        // builds and runs, against the stubs of Tests/DocSnippets/Stage, checking what they
        // print), the documentation comments' examples (with Tests/DocSnippets), the fixtures of
        // Tests/MustNotCompile, which must fail exactly as their comments say, and those of
        // Tests/SourceCompatibility, spellings users wrote, which must keep compiling.
        .testTarget(
            name: "CompileTests",
            dependencies: ["Yopuy", "YopuyURLSession", "YopuyTesting", "BlogModel"],
            swiftSettings: strictSettings
        ),
        // The original Yopuy's resources and path tests, compiled as a user's code would be.
        .testTarget(name: "OriginalYopuyTests", dependencies: ["Yopuy"]),
    ],
    swiftLanguageModes: [.v6]
)
