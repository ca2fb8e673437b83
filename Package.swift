// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: the Swift 6 language mode comes from `swiftLanguageModes`,
/// these opt in to the upcoming features that make imports and existentials explicit.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// Whether to enable every trait: set YOPUY_ALL_TRAITS=1 to build the documentation of them all.
let allTraits = Context.environment["YOPUY_ALL_TRAITS"] != nil

// `.ci/sanitizers` sets YOPUY_ENGINE_TESTS: the tests of the call engine, its adapters, streams,
// middleware and cancellation, built under each sanitizer without the tests of values (paths,
// queries, headers, errors, parsing) and without CompileTests, which hands files to a swiftc of
// its own (#62).
let engineTestsOnly = Context.environment["YOPUY_ENGINE_TESTS"] != nil
let valueTests = ["Capabilities", "Codable", "Errors", "HTTP", "Paths", "Refusals", "Resources"]

let package = Package(
    name: "Yopuy",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Yopuy", targets: ["Yopuy"]),
        .library(name: "YopuyURLSession", targets: ["YopuyURLSession"]),
        .library(name: "YopuyTesting", targets: ["YopuyTesting"]),
        .library(name: "YopuyAsyncHTTPClient", targets: ["YopuyAsyncHTTPClient"]),
        .library(name: "YopuyTracing", targets: ["YopuyTracing"]),
        .library(name: "YopuyMetrics", targets: ["YopuyMetrics"]),
        .library(name: "YopuyLogging", targets: ["YopuyLogging"]),
        .library(name: "YopuyHummingbird", targets: ["YopuyHummingbird"]),
        .executable(name: "yopuy-demo", targets: ["yopuy-demo"]),
    ],
    // Each trait adds one package, and is off unless a consumer names it: a consumer that names
    // none resolves Yopuy alone (SwiftPM 6.2 and later fetch nothing for a disabled trait). Each
    // `.when(traits:)` names one trait, since SwiftPM 6.2 reads several as all of them and 6.3 as
    // any of them. The products of the five modules are always there; without their trait, each
    // declares its types unavailable, with a message that says which trait to enable.
    // YOPUY_ALL_TRAITS=1 turns every trait on, for the documentation (.ci/docs).
    traits: [
        .trait(
            name: "AsyncHTTPClient",
            description: "YopuyAsyncHTTPClient's AsyncHTTPClientAdapter, over swift-server/async-http-client."
        ),
        .trait(
            name: "Tracing",
            description: "YopuyTracing's TraceCalls middleware, over apple/swift-distributed-tracing."
        ),
        .trait(name: "Metrics", description: "YopuyMetrics's MeasureCalls middleware, over apple/swift-metrics."),
        .trait(name: "Logging", description: "YopuyLogging's LogCalls middleware, over apple/swift-log."),
        .trait(
            name: "Hummingbird",
            description: "YopuyHummingbird: serving the same resources, over hummingbird-project/hummingbird."
        ),
        .default(enabledTraits: allTraits ? ["AsyncHTTPClient", "Tracing", "Metrics", "Logging", "Hummingbird"] : []),
    ],
    dependencies: [
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing.git", from: "1.7.3"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    ],
    targets: [
        .target(name: "Yopuy", swiftSettings: strictSettings),
        .target(name: "YopuyURLSession", dependencies: ["Yopuy"], swiftSettings: strictSettings),
        .target(name: "YopuyTesting", dependencies: ["Yopuy"], swiftSettings: strictSettings),
        .target(
            name: "YopuyAsyncHTTPClient",
            dependencies: [
                "Yopuy",
                .product(
                    name: "AsyncHTTPClient",
                    package: "async-http-client",
                    condition: .when(traits: ["AsyncHTTPClient"])
                ),
                // AsyncHTTPClient's own: the adapter asks the client's tracer which fields it writes.
                .product(
                    name: "Tracing",
                    package: "swift-distributed-tracing",
                    condition: .when(traits: ["AsyncHTTPClient"])
                ),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "YopuyTracing",
            dependencies: [
                "Yopuy",
                .product(name: "Tracing", package: "swift-distributed-tracing", condition: .when(traits: ["Tracing"])),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "YopuyMetrics",
            dependencies: [
                "Yopuy",
                .product(name: "Metrics", package: "swift-metrics", condition: .when(traits: ["Metrics"])),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "YopuyLogging",
            dependencies: [
                "Yopuy",
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Logging"])),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "YopuyHummingbird",
            dependencies: [
                "Yopuy",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
                // Hummingbird's own: its router's parameters, which the inlinable reading of IDs names.
                .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
                // SwiftNIO's, through Hummingbird: a request's body as Data without copying it.
                .product(
                    name: "NIOFoundationEssentialsCompat",
                    package: "swift-nio",
                    condition: .when(traits: ["Hummingbird"])
                ),
            ],
            swiftSettings: strictSettings
        ),
        // The example blog API that the demo, the tests and the documentation's examples share.
        // No product: users never see it.
        .target(name: "BlogModel", dependencies: ["Yopuy"], swiftSettings: strictSettings),
        .executableTarget(
            name: "yopuy-demo",
            dependencies: ["Yopuy", "YopuyURLSession", "YopuyTesting", "BlogModel"],
            swiftSettings: strictSettings
        ),
        // One test target per library, its folders mirroring the library's.
        .testTarget(
            name: "YopuyTests",
            dependencies: ["Yopuy", "BlogModel"],
            exclude: engineTestsOnly ? valueTests : [],
            swiftSettings: strictSettings
        ),
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
    ],
    swiftLanguageModes: [.v6]
)

// What runs on no sanitizer: the compile checks, and the original Yopuy's tests (values only).
if !engineTestsOnly {
    package.targets += [
        // Runs the compiler on what no target compiles, against this build's modules (hence it
        // depends on every library): the README's and the DocC articles' examples (which it also
        // builds and runs, against the stubs of Tests/DocSnippets/Stage, checking what they
        // print), the documentation comments' examples (with Tests/DocSnippets), the fixtures of
        // Tests/MustNotCompile, which must fail exactly as their comments say, and those of
        // Tests/SourceCompatibility, spellings users wrote, which must keep compiling.
        .testTarget(
            name: "CompileTests",
            dependencies: [
                "Yopuy", "YopuyURLSession", "YopuyTesting", "BlogModel",
                // Without their traits, as a consumer that names none gets them.
                "YopuyAsyncHTTPClient", "YopuyTracing", "YopuyMetrics", "YopuyLogging", "YopuyHummingbird",
            ],
            swiftSettings: strictSettings
        ),
        // The original Yopuy's resources and path tests, compiled as a user's code would be.
        .testTarget(name: "OriginalYopuyTests", dependencies: ["Yopuy"]),
    ]
}
