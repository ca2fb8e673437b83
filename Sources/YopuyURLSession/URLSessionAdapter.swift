public import Yopuy

#if canImport(FoundationNetworking)
import Foundation
public import FoundationNetworking
#else
public import Foundation
#endif

/// An ``/Yopuy/HTTPAdapter`` that sends requests with `URLSession`, on Linux and Apple platforms.
///
/// ```swift
/// import Yopuy
/// import YopuyURLSession
///
/// let service = Service(adapter: URLSessionAdapter(), URL: URL(string: "https://api.example.com/v1")!)
/// let posts = try await service.call(Post.list).value
/// ```
///
/// Cancelling the call cancels the `URLSessionDataTask`. When the call has a timeout, the
/// service enforces it; the request's `timeoutInterval` is set to it too, rounded up to whole
/// seconds, as a backstop. Any status is handed back as an answer; a failure to get
/// one (no connection, a reset, a TLS error) is thrown as the `URLError`, and so is an answer
/// whose `Content-Length` fields disagree (`URLError.badServerResponse`), which URLSession on
/// Linux would otherwise read by the last of them.
///
/// On Linux, the FoundationNetworking of Swift 6.3 and earlier stops the process when a server
/// closes the connection inside an answer's header section ("Transfer completed, but there's no
/// response", swift-corelibs-foundation issue 5285, fixed upstream): no adapter can catch that
/// trap. Against servers or proxies you do not trust, prefer an adapter over another client,
/// such as AsyncHTTPClient.
///
/// The adapter runs a data task of its own rather than awaiting `URLSession.data(for:)`: on
/// Linux, cancelling a task that awaits `data(for:)` can deadlock the process, because the
/// cancellation handler waits for the session's queue while holding the task's lock, and that
/// queue may be waiting for the same lock to resume the task. This adapter's cancellation
/// handler only hands the data task's `cancel()` to a queue of its own, and returns.
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

    /// Sends the request with a `URLSessionDataTask` and returns the answer.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The server's answer, whatever its status.
    /// - Throws: The `URLError` when there is no answer, `CancellationError` when cancelled.
    public func response(to request: AdapterRequest) async throws -> AdapterResponse {
        if Task.isCancelled {
            throw CancellationError()
        }
        let urlRequest = Self.urlRequest(for: request)
        let cancellation = DataTaskCancellation()
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { continuation in
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    continuation.resume(
                        with: Self.answer(data, response, error, cancelled: cancellation.isCancelled)
                    )
                }
                cancellation.start(task)
            }
        } onCancel: {
            cancellation.cancel()
        }
    }

    /// What a data task's completion handler received, as the adapter's answer or error.
    static func answer(
        _ data: Data?,
        _ response: URLResponse?,
        _ error: (any Error)?,
        cancelled: Bool
    ) -> Result<AdapterResponse, any Error> {
        if let error {
            if cancelled, (error as? URLError)?.code == .cancelled {
                return .failure(CancellationError())
            }
            return .failure(error)
        }
        guard let response = response as? HTTPURLResponse else {
            return .failure(URLError(.badServerResponse))
        }
        let headers = headers(of: response)
        if let lengths = headers["Content-Length"], !isValidContentLength(lengths) {
            // URLSession on Linux reads such a body by the last length and calls it a success.
            return .failure(
                URLError(
                    .badServerResponse,
                    userInfo: [NSLocalizedDescriptionKey: "The response's Content-Length is invalid: \(lengths)"]
                )
            )
        }
        return .success(AdapterResponse(status: response.statusCode, headers: headers, body: data ?? Data()))
    }

    /// Whether a response's `Content-Length`, as URLSession hands it over (several fields joined
    /// with commas), frames its body unambiguously: one decimal number, or the same one repeated,
    /// as RFC 9112 (6.3) requires. Anything else makes the framing invalid, and a user agent
    /// must then discard the response: a body read by one of two lengths may be a part of the
    /// answer, or hold the start of another.
    static func isValidContentLength(_ value: String) -> Bool {
        let lengths = value.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let first = lengths.first, !first.isEmpty, first.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return false
        }
        return lengths.allSatisfy { $0 == first }
    }

    static func urlRequest(for request: AdapterRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        urlRequest.httpBody = request.body
        if let timeout = request.timeout {
            urlRequest.timeoutInterval = backstop(for: timeout)
        }
        return urlRequest
    }

    /// The longest backstop, in seconds: about 31 years, well inside what URLSession converts
    /// to milliseconds and nanoseconds without overflow.
    static let longestBackstop = 1_000_000_000.0

    /// The `timeoutInterval` for a call's timeout. The service enforces the exact timeout and
    /// cancels the task; this is a backstop. URLSession on Linux drops the fraction of a second
    /// (0.9 s times out at once), so it is rounded up to whole seconds, at least one; any
    /// duration is accepted, however large.
    static func backstop(for timeout: Duration) -> Double {
        let parts = timeout.components
        let seconds = Double(parts.seconds) + (parts.attoseconds > 0 ? 1 : 0)
        return min(max(1, seconds), longestBackstop)
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

/// Where a call's data task is, so that a cancellation that comes before, during or after it
/// starts is handled once.
///
/// `cancel()` runs in the calling task's cancellation handler, while the Swift runtime holds
/// that task's lock: it must not call into URLSession there, whose `cancel()` waits for the
/// session's queue. It hands that call to ``queue`` instead.
private final class DataTaskCancellation: Sendable {
    private enum State: Sendable {
        case waiting
        case running(URLSessionDataTask)
        case cancelled
    }

    /// Where data tasks are cancelled, away from any task's cancellation handler.
    private static let queue = DispatchQueue(label: "YopuyURLSession.cancellation")

    private let state = Locked(State.waiting)

    /// Whether the call was cancelled.
    var isCancelled: Bool {
        state.withLock { state in
            if case .cancelled = state {
                return true
            }
            return false
        }
    }

    /// Starts `task`, and cancels it at once if the call was cancelled before it existed.
    func start(_ task: URLSessionDataTask) {
        let cancelled = state.withLock { state in
            if case .cancelled = state {
                return true
            }
            state = .running(task)
            return false
        }
        task.resume()
        if cancelled {
            Self.queue.async { task.cancel() }
        }
    }

    /// Marks the call cancelled and has its data task, if any, cancelled on ``queue``.
    func cancel() {
        let task = state.withLock { state -> URLSessionDataTask? in
            defer { state = .cancelled }
            if case .running(let task) = state {
                return task
            }
            return nil
        }
        if let task {
            Self.queue.async { task.cancel() }
        }
    }
}
