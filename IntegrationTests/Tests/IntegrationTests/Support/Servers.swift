import AsyncHTTPClient
import BlogServer
import Foundation
import Hummingbird
import HummingbirdTesting
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
}

/// Runs `body` against a fresh blog server on 127.0.0.1, on a port the system chooses, with
/// `prefix` as the base URL's path. The server stops when `body` returns.
func withBlogServer<Value: Sendable>(
    prefix: String = "",
    _ body: @Sendable (URL) async throws -> Value
) async throws -> Value {
    let app = Application(
        router: blogRouter(),
        configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: "yopuy-blog-server")
    )
    return try await app.test(.live) { client in
        let port = try #require(client.port)
        return try await body(#require(URL(string: "http://127.0.0.1:\(port)\(prefix)")))
    }
}

/// The httpbin started by `IntegrationTests/run-tests.sh`, which sets `HTTPBIN_URL`.
func httpbin() throws -> URL {
    let value = ProcessInfo.processInfo.environment["HTTPBIN_URL"]
    return try #require(
        value.flatMap(URL.init(string:)),
        "HTTPBIN_URL is not set: run the integration tests with IntegrationTests/run-tests.sh, which starts httpbin"
    )
}
