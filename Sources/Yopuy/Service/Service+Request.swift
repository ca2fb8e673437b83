#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a call adds to the service's defaults.
@usableFromInline
struct CallOptions: Sendable {
    @usableFromInline var query: Query
    @usableFromInline var headers: HTTPHeaders
    /// The body as bytes, or why it could not become bytes.
    @usableFromInline var body: Result<RequestBody, YopuyError>?
    @usableFromInline var timeout: Duration?

    /// Options whose body is turned into bytes now, in the caller's module; a failure is kept
    /// for ``Service/request(_:_:_:)`` to throw with the path.
    @inlinable
    init<Body: RequestBodyConvertible>(query: Query, headers: HTTPHeaders, body: Body?, timeout: Duration?) {
        self.query = query
        self.headers = headers
        if let body {
            self.body = Self.bytes(of: body)
        } else {
            self.body = nil
        }
        self.timeout = timeout
    }

    /// The body's bytes, or the error that says why there are none.
    @inlinable
    static func bytes<Body: RequestBodyConvertible>(of body: Body) -> Result<RequestBody, YopuyError> {
        do {
            return .success(try body.requestBody())
        } catch let error as YopuyError {
            return .failure(error)
        } catch {
            return .failure(
                YopuyError(code: .invalidBody, reason: "the body could not be encoded", underlyingError: error)
            )
        }
    }
}

extension Service {
    /// The request for `route`, with the service's defaults merged under the call's options.
    ///
    /// - Throws: ``YopuyError`` if the path, a header or the URL cannot be sent.
    func request(_ method: HTTPMethod, _ route: Route, _ options: CallOptions) throws(YopuyError) -> AdapterRequest {
        let base = try self.base.get()
        let path = try route.validated()
        let body = try options.body.map { result throws(YopuyError) in
            try result.mapError { $0.about(path: path) }.get()
        }
        let query = self.query.merging(options.query)
        var headers = self.headers.merging(options.headers)
        if let body, headers["Content-Type"] == nil {
            headers["Content-Type"] = body.contentType
        }
        try headers.validate()
        var text = Route.join(base, path)
        let encodedQuery = query.encoded
        if !encodedQuery.isEmpty {
            text += "?" + encodedQuery
        }
        guard let url = URL(string: text) else {
            throw YopuyError(code: .invalidURL, reason: "\(text) is not a valid URL", path: path)
        }
        return AdapterRequest(
            method: method,
            url: url,
            query: query,
            headers: headers,
            body: body?.data,
            timeout: (options.timeout ?? timeout).map(Self.clamped)
        )
    }

    /// The longest timeout a call waits: 10⁹ seconds, about 31 years. Longer ones wait this
    /// long, so that no clock or client overflows converting them to nanoseconds.
    static var longestTimeout: Duration { .seconds(1_000_000_000) }

    /// `timeout` within zero and ``longestTimeout``.
    static func clamped(_ timeout: Duration) -> Duration {
        min(max(timeout, .zero), longestTimeout)
    }
}
