// swift-tools-version: 6.2
import PackageDescription

/// Benchmarks of Yopuy against its peers, measured in one run: `swift package benchmark`.
/// A package of its own, so that the root package keeps no dependencies. The loopback runner,
/// which needs AsyncHTTPClient, is in IntegrationTests (`Benchmarks/loopback.sh` builds it there).
let package = Package(
    name: "YopuyBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // The root with the traits of its observability middleware on (#49), to measure them;
        // not AsyncHTTPClient, whose NIO the calls here do not need.
        .package(name: "Yopuy", path: "../", traits: ["Tracing", "Metrics", "Logging"]),
        .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
        // The generated client's runtime. The client itself is committed as swift-openapi-generator
        // writes it (Sources/Contenders/Generated, regenerate-client.sh): its build plugin cost
        // every release build the generator's, OpenAPIKit's and Yams' (#62).
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing.git", from: "1.7.3"),
    ],
    targets: [
        .target(
            name: "Contenders",
            dependencies: [
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "YopuyLogging", package: "Yopuy"),
                .product(name: "YopuyMetrics", package: "Yopuy"),
                .product(name: "YopuyTracing", package: "Yopuy"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ],
            // What Generated/ was written from, by regenerate-client.sh.
            exclude: ["openapi.yaml", "openapi-generator-config.yaml"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .executableTarget(
            name: "events",
            dependencies: [
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .executableTarget(
            name: "instructions",
            dependencies: ["Contenders"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .executableTarget(
            name: "interleaved",
            dependencies: ["Contenders"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
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
    ],
    swiftLanguageModes: [.v6]
)
