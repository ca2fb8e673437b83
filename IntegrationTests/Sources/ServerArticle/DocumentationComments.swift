// The examples of the documentation comments of the trait modules (Sources/YopuyAsyncHTTPClient,
// YopuyTracing, YopuyMetrics and YopuyLogging), each as its comment shows it, in a function
// that gives it the values it assumes: the root's CompileTests checks that this folder holds
// each of them, and this package, which turns every trait on, compiles them.
import AsyncHTTPClient
import Foundation
import Logging
import Metrics
import MetricsTestKit
import Tracing
import Yopuy
import YopuyAsyncHTTPClient
import YopuyLogging
import YopuyMetrics
import YopuyTracing
import YopuyURLSession

enum AsyncHTTPClientAdapterExamples {
    static func shared(baseURL: URL) {
        let service = Service(adapter: AsyncHTTPClientAdapter(), URL: baseURL)
        _ = service
    }

    static func connectionsPerHost(baseURL: URL) {
        let service = Service(adapter: AsyncHTTPClientAdapter(connectionsPerHost: 64), URL: baseURL)
        _ = service
    }

    static func ownClient() {
        var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow)
        configuration.connectionPool.retryConnectionEstablishment = false
        let adapter = AsyncHTTPClientAdapter(client: HTTPClient(configuration: configuration)).with(Retry())
        _ = adapter
    }
}

enum LogCallsExamples {
    static func logged(baseURL: URL) async throws {
        let logger = Logger(label: "blog-api")
        let adapter = URLSessionAdapter().with(LogCalls(logger: logger, redactingQuery: ["api_key"]))
        let api = Service(adapter: adapter, URL: baseURL)
        let post = try await api.call(Post.show(1)).value
        _ = post
    }

    static func eachAttempt(logger: Logger) {
        let eachAttempt = URLSessionAdapter().with(LogCalls(logger: logger, level: .debug)).with(Retry())
        _ = eachAttempt
    }

    static func configured() {
        let logCalls = LogCalls(logger: Logger(label: "blog-api"), level: .debug, redactingQuery: ["token"])
        _ = logCalls
    }
}

enum MeasureCallsExamples {
    static func measured(baseURL: URL, myBackend: any MetricsFactory) async throws {
        MetricsSystem.bootstrap(myBackend)  // Prometheus, OpenTelemetry, StatsD…
        let adapter = URLSessionAdapter().with(MeasureCalls())
        let api = Service(adapter: adapter, URL: baseURL)
        let comment = try await api.call(Post.show(1) / Comment.show(12)).value
        _ = comment
    }

    static func eachAttempt() {
        let eachAttempt = URLSessionAdapter().with(MeasureCalls()).with(Retry())
        _ = eachAttempt
    }

    static func tested<Fake: HTTPAdapter>(fake: Fake) {
        let metrics = TestMetrics()  // MetricsTestKit
        let adapter = fake.with(MeasureCalls(factory: metrics))
        _ = adapter
    }
}

enum TraceCallsExamples {
    static func traced(baseURL: URL, tracer: any Tracer) async throws {
        InstrumentationSystem.bootstrap(tracer)
        let api = Service(adapter: URLSessionAdapter().with(TraceCalls()), URL: baseURL)
        let comment = try await api.call(Post.show(1) / Comment.show(12)).value
        _ = comment
    }

    static func redacted() {
        let traced = URLSessionAdapter().with(TraceCalls(redactingQuery: ["api_key"]))
        // url.full: https://api.example.com/v1/posts?api_key=REDACTED&page=2
        _ = traced
    }

    static func placed() {
        let oneSpanPerCall = URLSessionAdapter().with(Retry()).with(TraceCalls())
        let oneSpanPerAttempt = URLSessionAdapter().with(TraceCalls()).with(Retry())
        _ = (oneSpanPerCall, oneSpanPerAttempt)
    }

    static func overAsyncHTTPClient() {
        let traced = AsyncHTTPClientAdapter().with(TraceCalls(redactingQuery: ["api_key"]))
        _ = traced
    }
}
