import BlogServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A server for one test: what `withServer(_:_:)` starts before the test's body and stops
/// after it, the same way for every suite.
///
/// ```swift
/// try await withServer(.blog) { base in … }            // the Hummingbird blog server
/// try await withServer(.blog(prefix: "/v1")) { base in … }
/// try await withServer(.httpbin) { base in … }         // started by run-tests.sh
/// try await withServer(.fault) { server in … }         // a FaultServer, Linux only
/// ```
protocol TestServer: Sendable {
    /// What the test's body is handed: the server's base URL, or the server itself.
    associatedtype Handle: Sendable

    /// Starts the server, runs `body` with it, and stops it when `body` returns or throws.
    func run<Value: Sendable>(_ body: @Sendable (Handle) async throws -> Value) async throws -> Value
}

/// Runs `body` against `server`, started for it and stopped when it returns or throws.
func withServer<Server: TestServer, Value: Sendable>(
    _ server: Server,
    _ body: @Sendable (Server.Handle) async throws -> Value
) async throws -> Value {
    try await server.run(body)
}

/// A fresh blog server on 127.0.0.1, on a port the system chooses, with `prefix` as the base
/// URL's path.
struct BlogTestServer: TestServer {
    let prefix: String

    func run<Value: Sendable>(_ body: @Sendable (URL) async throws -> Value) async throws -> Value {
        let app = Application(
            router: blogRouter(),
            configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: "yopuy-blog-server")
        )
        return try await app.test(.live) { client in
            let port = try #require(client.port)
            return try await body(#require(URL(string: "http://127.0.0.1:\(port)\(prefix)")))
        }
    }
}

/// The httpbin that `IntegrationTests/run-tests.sh` starts for the whole run and names in
/// `HTTPBIN_URL`: nothing to start or stop for one test.
struct HttpbinTestServer: TestServer {
    func run<Value: Sendable>(_ body: @Sendable (URL) async throws -> Value) async throws -> Value {
        let value = ProcessInfo.processInfo.environment["HTTPBIN_URL"]
        let url = try #require(
            value.flatMap(URL.init(string:)),
            "HTTPBIN_URL is not set: run the integration tests with IntegrationTests/run-tests.sh, which starts httpbin"
        )
        return try await body(url)
    }
}

extension TestServer where Self == BlogTestServer {
    /// The blog server, its base URL without a path.
    static var blog: Self { BlogTestServer(prefix: "") }

    /// The blog server, with `prefix` as the base URL's path (`/v1`).
    static func blog(prefix: String) -> Self { BlogTestServer(prefix: prefix) }
}

extension TestServer where Self == HttpbinTestServer {
    /// httpbin, started by `IntegrationTests/run-tests.sh`.
    static var httpbin: Self { HttpbinTestServer() }
}
