public import Yopuy

#if canImport(FoundationNetworking)
import Foundation
public import FoundationNetworking
#else
public import Foundation
#endif

/// An `HTTPAdapter` that sends requests with `URLSession`, on Linux and Apple platforms.
///
/// ```swift
/// import Yopuy
/// import YopuyURLSession
///
/// let service = try Service(adapter: URLSessionAdapter(), URL: URL(string: "https://api.example.com/v1")!)
/// let posts = try await service.call(Post.list).value
/// ```
///
/// Cancelling the call cancels the `URLSessionDataTask`. When the call has a timeout, the
/// service enforces it; the request's `timeoutInterval` is set to it too, rounded up to whole
/// seconds, as a backstop. Any status is handed back as an answer; a failure to get
/// one (no connection, a reset, a TLS error) is thrown as the `URLError`.
public struct URLSessionAdapter: AsyncHTTPAdapter {
    /// The session that sends the requests.
    public let session: URLSession

    /// Creates an adapter over a session.
    ///
    /// - Parameter session: The session to use; `URLSession.shared` unless you pass one, for
    ///   example with your own configuration, cache or cookie policy.
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// Sends the request with `URLSession.data(for:)` and returns the answer.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The server's answer, whatever its status.
    /// - Throws: The `URLError` when there is no answer, `CancellationError` when cancelled.
    public func response(to request: AdapterRequest) async throws -> AdapterResponse {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: Self.urlRequest(for: request))
        } catch let error as URLError where error.code == .cancelled && Task.isCancelled {
            throw CancellationError()
        }
        guard let response = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        return AdapterResponse(status: response.statusCode, headers: Self.headers(of: response), body: data)
    }

    static func urlRequest(for request: AdapterRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        urlRequest.httpBody = request.body
        if let timeout = request.timeout {
            // The service enforces the exact timeout and cancels the task; this is a backstop.
            // URLSession on Linux drops the fraction of a second (0.9 s times out at once), so
            // round up to whole seconds.
            let parts = timeout.components
            urlRequest.timeoutInterval = Double(max(1, parts.seconds + (parts.attoseconds > 0 ? 1 : 0)))
        }
        return urlRequest
    }

    /// The response's header fields.
    static func headers(of response: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            headers.add(
                name.base as? String ?? String(describing: name),
                value: value as? String ?? String(describing: value)
            )
        }
        return headers
    }
}
