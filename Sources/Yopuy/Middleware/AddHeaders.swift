/// A middleware that sets header fields on every request, replacing any of the same name: an
/// authorization token, a user agent, an API version.
///
/// ```swift
/// let adapter = try URLSessionAdapter().with(AddHeaders(["Authorization": "Bearer \(token)"]))
/// ```
public struct AddHeaders: AdapterMiddleware {
    /// The fields set on every request.
    public let headers: HTTPHeaders

    /// Creates the middleware, refusing fields that could not be sent.
    ///
    /// - Parameter headers: The fields to set.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidHeader`` if a name is not an
    ///   HTTP token or a value is not an RFC 9110 field value (see ``HTTPHeaders``).
    public init(_ headers: HTTPHeaders) throws(YopuyError) {
        try headers.validate()
        self.headers = headers
    }

    /// Sets the fields, then sends the request on.
    ///
    /// - Parameters:
    ///   - request: The request on its way out.
    ///   - next: Sends it through the wrapped adapter.
    /// - Returns: The wrapped adapter's response.
    /// - Throws: The wrapped adapter's error.
    public func intercept(
        _ request: AdapterRequest,
        next: @Sendable (AdapterRequest) async throws -> AdapterResponse
    ) async throws -> AdapterResponse {
        var request = request
        willSend(&request)
        return try await next(request)
    }
}

extension AddHeaders: ObservingMiddleware {
    /// Adds ``headers`` to `request`, replacing fields of the same names: what
    /// ``intercept(_:next:)`` does before it sends, for a callback call that needs no task.
    ///
    /// - Parameter request: The request on its way out.
    public func willSend(_ request: inout AdapterRequest) {
        request.headers = request.headers.merging(headers)
    }

    /// Does nothing: the headers are added, and the answer is not read.
    ///
    /// - Parameters:
    ///   - request: The request as it went out.
    ///   - outcome: The wrapped adapter's answer, or its error.
    ///   - observation: Nothing.
    public func didFinish(
        _ request: AdapterRequest,
        with outcome: Result<AdapterResponse, any Error>,
        observation: Void
    ) {}
}
