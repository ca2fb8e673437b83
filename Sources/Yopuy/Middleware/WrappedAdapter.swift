/// An adapter wrapped in an ``AdapterMiddleware``; made by ``HTTPAdapter/with(_:)``.
///
/// It is an ``AsyncHTTPAdapter``, so cancelling a call cancels the middleware's work and, through
/// it, the wrapped adapter's.
public struct WrappedAdapter<Base: HTTPAdapter, Middleware: AdapterMiddleware>: AsyncHTTPAdapter {
    /// The adapter that sends the requests.
    public let base: Base

    /// What runs around each request.
    public let middleware: Middleware

    /// Wraps `base` in `middleware`; ``HTTPAdapter/with(_:)`` says the same more briefly.
    ///
    /// - Parameters:
    ///   - base: The adapter that sends the requests.
    ///   - middleware: What runs around each request.
    public init(base: Base, middleware: Middleware) {
        self.base = base
        self.middleware = middleware
    }

    /// Runs the middleware, whose `next` sends through the wrapped adapter.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The middleware's response.
    /// - Throws: The middleware's or the wrapped adapter's error.
    public func response(to request: AdapterRequest) async throws -> AdapterResponse {
        try await middleware.intercept(request) { try await base.send($0) }
    }
}
