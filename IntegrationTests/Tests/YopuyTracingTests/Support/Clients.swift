import AsyncHTTPClient
import Foundation
import Testing
import Tracing
import Yopuy
import YopuyAsyncHTTPClient
import YopuyURLSession

/// The HTTP clients the wire tests run through.
enum Client: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case urlSession = "URLSession"
    case asyncHTTPClient = "AsyncHTTPClient"

    var testDescription: String { rawValue }

    /// Runs `body` with this client's adapter; AsyncHTTPClient's is a client of its own whose
    /// tracing is off, so that only TraceCalls records spans and writes a `traceparent`.
    func withAdapter<Value: Sendable>(_ body: (AnyHTTPAdapter) async throws -> Value) async throws -> Value {
        switch self {
        case .urlSession:
            return try await body(AnyHTTPAdapter(URLSessionAdapter()))
        case .asyncHTTPClient:
            return try await withAsyncHTTPClient(tracer: nil) { try await body(AnyHTTPAdapter($0)) }
        }
    }
}

/// Runs `body` with an AsyncHTTPClient adapter over a client of its own that does not follow
/// redirections and traces with `tracer` (nil: not at all), shut down when `body` ends.
func withAsyncHTTPClient<Value: Sendable>(
    tracer: (any Tracer)?,
    _ body: (AsyncHTTPClientAdapter) async throws -> Value
) async throws -> Value {
    var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow)
    configuration.tracing.tracer = tracer
    let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    do {
        let value = try await body(AsyncHTTPClientAdapter(client: client))
        try await client.shutdown()
        return value
    } catch {
        try? await client.shutdown()
        throw error
    }
}

/// The httpbin that `IntegrationTests/run-tests.sh` starts and names in `HTTPBIN_URL`.
func httpbinURL() throws -> URL {
    try #require(
        ProcessInfo.processInfo.environment["HTTPBIN_URL"].flatMap(URL.init(string:)),
        "HTTPBIN_URL is not set: run the integration tests with IntegrationTests/run-tests.sh, which starts httpbin"
    )
}
