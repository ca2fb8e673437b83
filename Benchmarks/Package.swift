// swift-tools-version: 6.2
import PackageDescription

/// Benchmarks of Yopuy against its peers, measured in one run: `swift package benchmark`.
/// A package of its own, so that the root package keeps no dependencies. The loopback runner,
/// which needs AsyncHTTPClient, is in IntegrationTests (`Benchmarks/loopback.sh` builds it there).
///
/// `YOPUY_BENCHMARK_GATE=1` makes it the package .ci/run's instruction and allocation gates build
/// (#62): Yopuy, the packages of its observability middleware and the hand-written floor, and the
/// two runners `instructions` and `allocation-counts`; nothing of the peers (OpenAPIRuntime, the
/// generated client) or of package-benchmark, which belong to the comparisons, not the gate. The
/// code of the peers is under `#if PEERS`.
let gate = Context.environment["YOPUY_BENCHMARK_GATE"] != nil

let settings: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault")] + (gate ? [] : [.define("PEERS")])

/// What the gate measures, and what measures it.
let gated: [Package.Dependency] = [
    // The root with the traits of its observability middleware on (#49), to measure them;
    // not AsyncHTTPClient, whose NIO the calls here do not need.
    .package(name: "Yopuy", path: "../", traits: ["Tracing", "Metrics", "Logging"]),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-distributed-tracing.git", from: "1.7.3"),
]

/// The comparisons' packages.
let compared: [Package.Dependency] = [
    .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
    // The generated client's runtime. The client itself is committed as swift-openapi-generator
    // writes it (Sources/Contenders/Generated, regenerate-client.sh): its build plugin cost
    // every release build the generator's, OpenAPIKit's and Yams' (#62).
    .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.4"),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
]

let contenders: Target = .target(
    name: "Contenders",
    dependencies: [
        "Sink",
        .product(name: "Yopuy", package: "Yopuy"),
        .product(name: "YopuyLogging", package: "Yopuy"),
        .product(name: "YopuyMetrics", package: "Yopuy"),
        .product(name: "YopuyTracing", package: "Yopuy"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "InMemoryLogging", package: "swift-log"),
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "MetricsTestKit", package: "swift-metrics"),
        .product(name: "Tracing", package: "swift-distributed-tracing"),
        .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
    ]
        + (gate
            ? []
            : [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]),
    // What Generated/ was written from, by regenerate-client.sh; in the gate, the peers.
    exclude: ["openapi.yaml", "openapi-generator-config.yaml"]
        + (gate ? ["Generated", "GeneratedContender.swift", "RuntimeContender.swift", "Registration.swift"] : []),
    swiftSettings: settings
)

let package = Package(
    name: "YopuyBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: gate ? gated : gated + compared,
    targets: [
        contenders,
        // The sink every measured value goes to, in a module of its own so that no optimizer
        // sees that it does nothing.
        .target(name: "Sink", swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]),
        // Counts the process's allocations (malloc, calloc, realloc and the aligned ones), for
        // the `allocation-counts` runner: it is linked into no other.
        .target(name: "AllocationCounter"),
        .executableTarget(name: "instructions", dependencies: ["Contenders"], swiftSettings: settings),
        .executableTarget(
            name: "allocation-counts",
            dependencies: ["Contenders", "AllocationCounter"],
            swiftSettings: settings
        ),
    ]
        + (gate
            ? []
            : [
                .executableTarget(
                    name: "events",
                    dependencies: [
                        .product(name: "Yopuy", package: "Yopuy"),
                        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                    ],
                    swiftSettings: settings
                ),
                .executableTarget(name: "interleaved", dependencies: ["Contenders"], swiftSettings: settings),
                .executableTarget(
                    name: "Timing",
                    dependencies: ["Contenders", .product(name: "Benchmark", package: "benchmark")],
                    path: "Benchmarks/Timing",
                    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
                ),
                .executableTarget(
                    name: "Allocations",
                    dependencies: ["Contenders", .product(name: "Benchmark", package: "benchmark")],
                    path: "Benchmarks/Allocations",
                    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
                ),
            ]),
    swiftLanguageModes: [.v6]
)
