/// A middleware that never waits: it may change each request before it goes on, and it reads
/// how the request ended, but it neither sends, nor retries, nor answers in the adapter's place.
/// Logging, metrics, tracing and fixed headers are of this kind.
///
/// Write its two halves instead of ``AdapterMiddleware/intercept(_:next:)``:
///
/// ```swift
/// struct TimeCalls: ObservingMiddleware {
///     let report: @Sendable (String, Duration) -> Void
///
///     func willSend(_ request: inout AdapterRequest) -> ContinuousClock.Instant {
///         request.headers["X-Client"] = "blog-app"
///         return .now
///     }
///
///     func didFinish(
///         _ request: AdapterRequest,
///         with outcome: Result<AdapterResponse, any Error>,
///         observation started: ContinuousClock.Instant
///     ) {
///         report(request.pathTemplate ?? request.url.path(), .now - started)
///     }
/// }
///
/// let timed = URLSessionAdapter().with(TimeCalls { route, took in print(route, took) })
/// ```
///
/// It then costs a callback call what it does and no more. A service runs an async middleware
/// in a task of its own for each callback call (some 13 000 instructions and 15 allocations on
/// Linux); through wrappers that are all `ObservingMiddleware`, over a callback adapter, it
/// calls ``willSend(_:)`` and ``didFinish(_:with:observation:)`` on the thread that makes the
/// call and the one that answers, with no task at all. An async call runs them around `next`, in
/// the calling task, as any middleware.
///
/// Either way, ``didFinish(_:with:observation:)`` is called exactly once for each
/// ``willSend(_:)`` that returned: with the answer the wrapped adapter gave, after the
/// redirections it followed; with `CancellationError` when the call was cancelled or timed out
/// first; or with the adapter's error.
public protocol ObservingMiddleware: AdapterMiddleware {
    /// What ``willSend(_:)`` hands ``didFinish(_:with:observation:)`` about one request: the
    /// time it started, a span, nothing.
    associatedtype Observation: Sendable

    /// Looks at `request` before it goes on, and may change it.
    ///
    /// - Parameter request: The request on its way to the wrapped adapter.
    /// - Returns: What ``didFinish(_:with:observation:)`` will be handed for this request.
    /// - Throws: Any error, to end the call without sending: it reaches the caller as an error
    ///   from ``AdapterMiddleware/intercept(_:next:)`` does.
    func willSend(_ request: inout AdapterRequest) throws -> Observation

    /// Reads how `request` ended.
    ///
    /// - Parameters:
    ///   - request: The request as ``willSend(_:)`` left it.
    ///   - outcome: The wrapped adapter's answer, whatever its status, or the error that ended
    ///     the request: `CancellationError` when it was cancelled or timed out.
    ///   - observation: What ``willSend(_:)`` returned.
    func didFinish(
        _ request: AdapterRequest,
        with outcome: Result<AdapterResponse, any Error>,
        observation: Observation
    )
}

extension ObservingMiddleware {
    /// Runs ``willSend(_:)``, sends the request it leaves, and hands how it ended to
    /// ``didFinish(_:with:observation:)``: the middleware in an async call.
    ///
    /// - Parameters:
    ///   - request: The request on its way to the wrapped adapter.
    ///   - next: Sends a request through the wrapped adapter.
    /// - Returns: The wrapped adapter's response, as it is.
    /// - Throws: What ``willSend(_:)`` or `next` throws.
    @inlinable
    public func intercept(
        _ request: AdapterRequest,
        next: @Sendable (AdapterRequest) async throws -> AdapterResponse
    ) async throws -> AdapterResponse {
        var outgoing = request
        let observation = try willSend(&outgoing)
        let response: AdapterResponse
        do {
            response = try await next(outgoing)
        } catch {
            didFinish(outgoing, with: .failure(error), observation: observation)
            throw error
        }
        didFinish(outgoing, with: .success(response), observation: observation)
        return response
    }
}
