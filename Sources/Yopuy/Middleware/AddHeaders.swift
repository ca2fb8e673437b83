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
        request.headers = request.headers.merging(headers)
        return try await next(request)
    }
}
