/// A middleware written as a closure, for logging, retrying or rewriting without declaring a
/// type.
///
/// ```swift
/// let retrying = adapter.with(Intercept { request, next in
///     let response = try await next(request)
///     guard response.status == 503, request.method == .get else { return response }
///     return try await next(request)
/// })
/// ```
public struct Intercept: AdapterMiddleware {
    private let body:
        @Sendable (AdapterRequest, @Sendable (AdapterRequest) async throws -> AdapterResponse) async throws ->
            AdapterResponse

    /// Creates the middleware from a closure with the shape of
    /// ``AdapterMiddleware/intercept(_:next:)``.
    ///
    /// - Parameter body: Receives each request and `next`, which sends a request through the
    ///   wrapped adapter, and returns the response.
    public init(
        _ body:
            @escaping @Sendable (AdapterRequest, @Sendable (AdapterRequest) async throws -> AdapterResponse)
            async throws -> AdapterResponse
    ) {
        self.body = body
    }

    /// Runs the closure.
    ///
    /// - Parameters:
    ///   - request: The request on its way out.
    ///   - next: Sends a request through the wrapped adapter.
    /// - Returns: The closure's response.
    /// - Throws: The closure's error.
    public func intercept(
        _ request: AdapterRequest,
        next: @Sendable (AdapterRequest) async throws -> AdapterResponse
    ) async throws -> AdapterResponse {
        try await body(request, next)
    }
}
