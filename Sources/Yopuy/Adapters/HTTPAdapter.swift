/// Sends requests for a ``Service`` with any HTTP client: one method to write.
///
/// ## Use an existing adapter
///
/// ``/YopuyURLSession/URLSessionAdapter`` in the `YopuyURLSession` library sends requests with
/// `URLSession` on Linux and Apple platforms.
///
/// ## Write your own
///
/// Send ``AdapterRequest/method`` to ``AdapterRequest/url`` with the request's headers and body,
/// and call `callback` once with the answer. The request is already validated and encoded; the
/// adapter never builds URLs. A test double is a few lines:
///
/// ```swift
/// struct CannedAdapter: HTTPAdapter {
///     let body: Data
///
///     func perform(
///         _ method: HTTPMethod,
///         request: AdapterRequest,
///         callback: @escaping @Sendable (AdapterResponse) -> Void
///     ) {
///         callback(AdapterResponse(status: 200, body: body))
///     }
/// }
/// ```
///
/// The service protects itself from adapters that misbehave: a second callback is ignored, and
/// a callback that never comes is bounded by the call's timeout, if it has one. A callback
/// adapter cannot be told to stop; when the caller cancels, the service answers `cancelled` at
/// once and ignores the late callback. To have cancellation reach your client, adopt
/// ``AsyncHTTPAdapter`` instead, whose work runs in a task that is cancelled with the call.
///
/// Adapters compose: ``HTTPAdapter/with(_:)`` wraps one in an ``AdapterMiddleware`` that can
/// change requests and responses, add headers, log or retry.
public protocol HTTPAdapter: Sendable {
    /// Sends one request and calls `callback` with the answer.
    ///
    /// - Parameters:
    ///   - method: The request's method, the same as `request.method`.
    ///   - request: What to send: method, full URL, headers and body.
    ///   - callback: Call it exactly once, from any thread, with the server's answer or with the
    ///     error that kept you from getting one.
    func perform(_ method: HTTPMethod, request: AdapterRequest, callback: @escaping @Sendable (AdapterResponse) -> Void)
}
