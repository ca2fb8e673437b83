import AsyncHTTPClient
import Foundation
import NIOSSL
import Testing
import Yopuy
import YopuyAsyncHTTPClient
import YopuyURLSession

/// The HTTP clients every suite runs through: the same tests, the same expectations.
enum Client: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case urlSession = "URLSession"
    case asyncHTTPClient = "AsyncHTTPClient"

    var testDescription: String { rawValue }

    func service(at base: URL) throws -> Service<AnyHTTPAdapter> {
        switch self {
        case .urlSession:
            Service(adapter: AnyHTTPAdapter(URLSessionAdapter()), URL: base)
        case .asyncHTTPClient:
            Service(adapter: AnyHTTPAdapter(AsyncHTTPClientAdapter()), URL: base)
        }
    }

    /// A service at `base` whose adapter, this client's, is wrapped in `middleware`.
    func service<Middleware: AdapterMiddleware>(
        at base: URL,
        with middleware: Middleware
    ) throws -> Service<WrappedAdapter<AnyHTTPAdapter, Middleware>> {
        Service(adapter: try service(at: base).adapter.with(middleware), URL: base)
    }

    /// Runs `body` with this client's adapter, set to fail at once when it cannot connect.
    ///
    /// AsyncHTTPClient's shared client tries to connect again by itself until the request's
    /// deadline, so a refused connection would fail a call once, a minute later; a client of its
    /// own that does not retry connecting hands each refusal to the middleware at once.
    func withFailFastAdapter<Value: Sendable>(_ body: (AnyHTTPAdapter) async throws -> Value) async throws -> Value {
        switch self {
        case .urlSession:
            return try await body(AnyHTTPAdapter(URLSessionAdapter()))
        case .asyncHTTPClient:
            var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow)
            configuration.connectionPool.retryConnectionEstablishment = false
            return try await withAsyncHTTPClient(configuration, body)
        }
    }
}

/// Runs `body` with an AsyncHTTPClient adapter over a client of its own, made with
/// `configuration` and shut down when `body` returns or throws.
func withAsyncHTTPClient<Value: Sendable>(
    _ configuration: HTTPClient.Configuration,
    _ body: (AnyHTTPAdapter) async throws -> Value
) async throws -> Value {
    let client = HTTPClient(configuration: configuration)
    do {
        let value = try await body(AnyHTTPAdapter(AsyncHTTPClientAdapter(client: client)))
        try await client.shutdown()
        return value
    } catch {
        try? await client.shutdown()
        throw error
    }
}

/// Runs `body` with an AsyncHTTPClient adapter that trusts the certificate authority that
/// run-tests.sh made for the httpbin it serves over TLS (`HTTPBIN_TLS_CA`).
///
/// URLSession on Linux trusts only the machine's certificate store (FoundationNetworking reads
/// `URLSessionCertificateAuthorityInfoFile` on Android alone), so it has no such adapter.
func withTrustingAsyncHTTPClient<Value: Sendable>(_ body: (AnyHTTPAdapter) async throws -> Value) async throws -> Value
{
    let authority = try #require(
        ProcessInfo.processInfo.environment["HTTPBIN_TLS_CA"],
        "HTTPBIN_TLS_CA is not set: run the integration tests with IntegrationTests/run-tests.sh"
    )
    var tls = TLSConfiguration.makeClientConfiguration()
    tls.trustRoots = .file(authority)
    return try await withAsyncHTTPClient(
        HTTPClient.Configuration(tlsConfiguration: tls, redirectConfiguration: .disallow),
        body
    )
}
