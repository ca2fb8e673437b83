// swift-tools-version: 6.2
import PackageDescription

/// Yopuy against real servers and a second HTTP client. Everything that needs another package
/// lives here, so that the root package keeps no dependencies. The `loopback` runner of
/// Benchmarks/loopback.sh lives here too: it needs AsyncHTTPClient, which the Benchmarks package
/// would otherwise build as well.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// `YOPUY_KEYCLOAK=1` adds Keycloak's admin API (Scaffold/Documents/keycloak-admin-23.0.7.json)
/// scaffolded with `--access public --server-tests`: a YopuyHummingbird server of its declarations
/// answers each of its operations with each status the document gives, and a client reads it
/// (.ci/deep; its check's 300 served shapes take some two minutes to type-check, #74).
let keycloak = Context.environment["YOPUY_KEYCLOAK"] != nil

/// `YOPUY_ROUTE_SHAPES=N` adds the N modules of generated route shapes, with their generated
/// statuses and error bodies, that served-route-shapes.sh scaffolds with `--server-tests` into
/// .build-route-shapes/ (ignored by git): each served by YopuyHummingbird and called through
/// both clients (#74, .ci/deep).
let routeShapes = Context.environment["YOPUY_ROUTE_SHAPES"].flatMap(Int.init) ?? 0

/// `YOPUY_SERVING_BENCHMARK=1` adds the serving-benchmark runner, with swift-openapi-runtime and
/// swift-openapi-hummingbird for the server swift-openapi-generator writes: Benchmarks/serving.sh
/// sets it and builds the runner in release (.ci/deep); the gate never runs it, so never builds it.
let servingBenchmark = Context.environment["YOPUY_SERVING_BENCHMARK"] != nil

let package = Package(
    name: "YopuyIntegrationTests",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "blog-server", targets: ["blog-server"]),
        .executable(name: "stress", targets: ["stress"]),
        .executable(name: "loopback", targets: ["loopback"]),
        .library(name: "BlogServer", targets: ["BlogServer"]),
        .library(name: "ContainerRegistry", targets: ["ContainerRegistry"]),
    ],
    dependencies: [
        // The root with every trait on: its trait modules are built here, once, beside NIO.
        .package(
            name: "Yopuy",
            path: "../",
            traits: ["AsyncHTTPClient", "Tracing", "Metrics", "Logging", "Hummingbird"]
        ),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        // The root's packages of the traits, for their test kits (MetricsTestKit, InMemoryLogging,
        // InMemoryTracing) and for the modules the examples import.
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-distributed-tracing.git", from: "1.7.3"),
    ],
    targets: [
        .target(
            name: "BlogServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "blog-server",
            dependencies: ["BlogServer", .product(name: "Hummingbird", package: "hummingbird")],
            swiftSettings: strictSettings
        ),
        // SHA-256 for the registry's digests, written here: swift-crypto would build a second
        // BoringSSL beside swift-nio-ssl's, some 400 C files (#62). Optimised in every build, for
        // the stress tool's 128 MiB layers.
        .target(name: "Hashing", swiftSettings: strictSettings + [.unsafeFlags(["-O"])]),
        .target(
            name: "ContainerRegistry",
            dependencies: ["Hashing", .product(name: "Yopuy", package: "Yopuy")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "stress",
            dependencies: [
                .product(name: "YopuyAsyncHTTPClient", package: "Yopuy"),
                "ContainerRegistry",
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyURLSession", package: "Yopuy"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                "Hashing",
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "loopback",
            dependencies: [
                .product(name: "YopuyAsyncHTTPClient", package: "Yopuy"),
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyURLSession", package: "Yopuy"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            swiftSettings: strictSettings
        ),
        // The examples of the article "Running on a Server" and of the trait modules'
        // documentation comments, compiled here, where every trait is on; the root's
        // CompileTests checks that they are the documentation's, word for word.
        .target(
            name: "ServerArticle",
            dependencies: [
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyAsyncHTTPClient", package: "Yopuy"),
                .product(name: "YopuyTracing", package: "Yopuy"),
                .product(name: "YopuyMetrics", package: "Yopuy"),
                .product(name: "YopuyLogging", package: "Yopuy"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "YopuyURLSession", package: "Yopuy"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ],
            swiftSettings: strictSettings
        ),
        // mockllm's own OpenAPI description (Descriptions/mockllm-0.0.8.json), scaffolded once by
        // yopuy-scaffold and kept as a user keeps it; Scaffold/check-scaffold.sh checks it against
        // the description the running server publishes.
        .target(
            name: "MockLLMAPI",
            dependencies: [.product(name: "Yopuy", package: "Yopuy")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MockLLMAPITests",
            dependencies: [
                "MockLLMAPI",
                .product(name: "YopuyAsyncHTTPClient", package: "Yopuy"),
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyURLSession", package: "Yopuy"),
            ],
            swiftSettings: strictSettings
        ),
        // RealWorld's Conduit API (Scaffold/Documents/realworld-conduit.yaml): its declarations
        // scaffolded once with `yopuy-scaffold --access public` into one library, which its server
        // (ConduitServer, with YopuyHummingbird) and its clients (ConduitTests, with both HTTP
        // clients) import; Scaffold/check-scaffold.sh checks it against the document.
        .target(
            name: "ConduitAPI",
            dependencies: [.product(name: "Yopuy", package: "Yopuy")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConduitServer",
            dependencies: [
                "ConduitAPI",
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyHummingbird", package: "Yopuy"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConduitTests",
            dependencies: [
                "ConduitAPI",
                "ConduitServer",
                .product(name: "YopuyAsyncHTTPClient", package: "Yopuy"),
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyURLSession", package: "Yopuy"),
                .product(name: "YopuyHummingbird", package: "Yopuy"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "IntegrationTests",
            dependencies: [
                "BlogServer",
                "ContainerRegistry",
                "Hashing",
                .product(name: "YopuyAsyncHTTPClient", package: "Yopuy"),
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyURLSession", package: "Yopuy"),
                .product(name: "YopuyTesting", package: "Yopuy"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            swiftSettings: strictSettings
        ),
        // A small typed API over an adapter that answers from a closure, for the two below.
        .target(
            name: "FakeAPI",
            dependencies: [.product(name: "Yopuy", package: "Yopuy")],
            swiftSettings: strictSettings
        ),
        // The root's trait modules against a fake adapter: MeasureCalls with MetricsTestKit's
        // TestMetrics, LogCalls with swift-log's InMemoryLogHandler. No server.
        .testTarget(
            name: "YopuyMetricsTests",
            dependencies: [
                "FakeAPI",
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyMetrics", package: "Yopuy"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "YopuyLoggingTests",
            dependencies: [
                "FakeAPI",
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyLogging", package: "Yopuy"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // The root's example blog API, BlogModel (Sources/ExampleBlog is a link to the root's
        // Sources/BlogModel: the same file, compiled here under another name, since the root keeps
        // it out of its products and names must differ across packages).
        .target(
            name: "ExampleBlog",
            dependencies: [.product(name: "Yopuy", package: "Yopuy")],
            swiftSettings: strictSettings
        ),
        // The examples of the article "Serving Your Resources" and of YopuyHummingbird's
        // documentation comments, compiled here, where the trait Hummingbird is on; the root's
        // CompileTests checks that they are the documentation's, word for word.
        .target(
            name: "ServingArticle",
            dependencies: [
                "ExampleBlog",
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyHummingbird", package: "Yopuy"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            swiftSettings: strictSettings
        ),
        // YopuyHummingbird: BlogModel served by it, called by Yopuy through both adapters.
        .testTarget(
            name: "YopuyHummingbirdTests",
            dependencies: [
                "ExampleBlog",
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyHummingbird", package: "Yopuy"),
                .product(name: "YopuyAsyncHTTPClient", package: "Yopuy"),
                .product(name: "YopuyURLSession", package: "Yopuy"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        // TraceCalls (YopuyTracing): its spans, in memory, against a fake adapter, httpbin, and a
        // Hummingbird relay that calls the blog server.
        .testTarget(
            name: "YopuyTracingTests",
            dependencies: [
                "BlogServer",
                .product(name: "YopuyTracing", package: "Yopuy"),
                .product(name: "YopuyAsyncHTTPClient", package: "Yopuy"),
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyURLSession", package: "Yopuy"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

for number in stride(from: 1, through: routeShapes, by: 1) {
    package.targets += [
        .target(
            name: "RouteShapes\(number)",
            dependencies: [.product(name: "Yopuy", package: "Yopuy")],
            path: ".build-route-shapes/RouteShapes\(number)",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RouteShapes\(number)Tests",
            dependencies: [
                .byName(name: "RouteShapes\(number)"),
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyURLSession", package: "Yopuy"),
                .product(name: "YopuyAsyncHTTPClient", package: "Yopuy"),
                .product(name: "YopuyHummingbird", package: "Yopuy"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            path: ".build-route-shapes/RouteShapes\(number)Tests",
            swiftSettings: strictSettings
        ),
    ]
}

if keycloak {
    package.targets += [
        .target(
            name: "KeycloakAPI",
            dependencies: [.product(name: "Yopuy", package: "Yopuy")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "KeycloakTests",
            dependencies: [
                "KeycloakAPI",
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyURLSession", package: "Yopuy"),
                .product(name: "YopuyHummingbird", package: "Yopuy"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            swiftSettings: strictSettings
        ),
    ]
}

if servingBenchmark {
    package.products.append(.executable(name: "serving-benchmark", targets: ["serving-benchmark"]))
    package.dependencies += [
        // The server swift-openapi-generator writes, which serving-benchmark measures beside
        // YopuyHummingbird (#74): its runtime and its Hummingbird transport, not the generator.
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.4"),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird.git", from: "2.1.0"),
    ]
    package.targets += [
        // The cost of YopuyHummingbird's routing beside plain Hummingbird handlers, which
        // Benchmarks/serving.sh builds in release and runs.
        .executableTarget(
            name: "serving-benchmark",
            dependencies: [
                "ExampleBlog",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
                .product(name: "Yopuy", package: "Yopuy"),
                .product(name: "YopuyHummingbird", package: "Yopuy"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            // The server swift-openapi-generator 1.14.3 writes for these routes (Generated/,
            // committed as it writes it from openapi.yaml; regenerate-server.sh writes it again,
            // and checks it in .ci/deep).
            exclude: ["openapi.yaml", "openapi-generator-config.yaml"],
            swiftSettings: strictSettings
        )
    ]
}
