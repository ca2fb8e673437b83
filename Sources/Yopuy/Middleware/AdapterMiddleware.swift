/// Code that wraps an adapter: it sees each request before it is sent and each response after,
/// and decides whether, how and how often to send.
///
/// Wrap any adapter with ``HTTPAdapter/with(_:)``; wrappers stack, the outermost running first:
///
/// ```swift
/// let adapter = try URLSessionAdapter()
///     .with(AddHeaders(["Authorization": "Bearer \(token)"]))
///     .with(Intercept { request, next in
///         print("→", request.method, request.url)
///         let response = try await next(request)
///         print("←", response.status)
///         return response
///     })
/// ```
///
/// A middleware that retries calls `next` again; one that answers from a cache does not call it.
/// A ``YopuyError`` thrown from ``intercept(_:next:)`` reaches the caller as it is, with the
/// call's path and request; any other error as a ``YopuyError/Code/transport`` error.
///
/// Whatever a middleware hands to `next` passes the checks the service makes before sending: a
/// header it adds or changes whose name is not an HTTP token, or whose value holds a control
/// byte, fails the call with ``YopuyError/Code/invalidHeader`` and never reaches the adapter.
public protocol AdapterMiddleware: Sendable {
    /// Handles one request, usually by passing it, perhaps changed, to `next`.
    ///
    /// - Parameters:
    ///   - request: The request on its way to the wrapped adapter.
    ///   - next: Sends a request through the wrapped adapter; it throws when there is no answer.
    /// - Returns: The response to hand back towards the service.
    /// - Throws: Any error, when there is no answer.
    func intercept(
        _ request: AdapterRequest,
        next: @Sendable (AdapterRequest) async throws -> AdapterResponse
    ) async throws -> AdapterResponse
}

extension HTTPAdapter {
    /// This adapter, wrapped in `middleware`.
    ///
    /// ```swift
    /// let authorized = try adapter.with(AddHeaders(["Authorization": "Bearer \(token)"]))
    /// ```
    ///
    /// - Parameter middleware: What runs around each request.
    /// - Returns: An adapter that runs `middleware` around this one.
    public func with<Middleware: AdapterMiddleware>(_ middleware: Middleware) -> WrappedAdapter<Self, Middleware> {
        WrappedAdapter(base: self, middleware: middleware)
    }

    /// Sends one request through this adapter from async code.
    ///
    /// Middleware and tests use it to call any adapter, callback or async, the same way.
    /// Cancelling the calling task abandons a callback adapter's request (its late callback is
    /// ignored) and cancels an ``AsyncHTTPAdapter``'s.
    ///
    /// The request passes the checks a ``Service`` makes before sending, so that a middleware
    /// cannot hand the adapter a header the service would have refused. The redirections it is
    /// answered with are followed, as its ``AdapterRequest/redirects`` says, with the rules of
    /// ``AdapterRequest/redirected(by:)``: below every middleware, so that none of them sends a
    /// credential that the redirection drops.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The server's answer, whatever its status.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidHeader`` for a header that
    ///   cannot be sent; the adapter's error when there is no answer; `CancellationError` when
    ///   cancelled.
    public func send(_ request: AdapterRequest) async throws -> AdapterResponse {
        try await send(request, as: self as? any AsyncHTTPAdapter)
    }

    /// ``send(_:)``, with this adapter as an ``AsyncHTTPAdapter`` if it is one: found by the
    /// caller, so that a ``WrappedAdapter``, which finds it once, makes no cast on every call.
    func send(_ request: AdapterRequest, as asyncAdapter: (any AsyncHTTPAdapter)?) async throws -> AdapterResponse {
        try request.headers.validate()
        var request = request
        if request.bodySource != nil, !(self is any StreamingHTTPAdapter) {
            request = try await request.readingBody()
        }
        let response: AdapterResponse
        if let asyncAdapter {
            response = await asyncAdapter.responseOrError(to: request)
        } else {
            // The same bridge a service's calls cross: the first of the callback and the task's
            // cancellation settles it; a late callback is ignored.
            response = await callbackResponse(to: request)
        }
        return try response.outcome.get()
    }

    /// This callback adapter's answer to `request`, once the redirections it is answered with are
    /// followed (``RedirectionChain``): each request through the same bridge a service's calls
    /// cross, the first of the callback and the task's cancellation settling it, a late callback
    /// ignored.
    private func callbackResponse(to request: AdapterRequest) async -> AdapterResponse {
        let response = await exchangedResponse(to: request)
        guard AdapterRequest.isRedirection(response.status) else {
            return response
        }
        return await RedirectionChain.follow(response, to: request) { next in
            await exchangedResponse(to: next)
        }
    }

    /// This callback adapter's answer to `request` alone, through an exchange of its own.
    private func exchangedResponse(to request: AdapterRequest) async -> AdapterResponse {
        let exchange = Exchange(cancellationReason: "the calling task was cancelled")
        perform(request.method, request: request) { exchange.settle($0) }
        return await exchange.response()
    }
}
