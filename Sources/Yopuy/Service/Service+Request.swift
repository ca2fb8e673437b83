#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a call adds to the service's defaults.
@usableFromInline
struct CallOptions: Sendable {
    var query: Query
    var headers: HTTPHeaders
    var body: RequestBody?
    var timeout: Duration?

    @usableFromInline
    init(query: Query, headers: HTTPHeaders, body: RequestBody?, timeout: Duration?) {
        self.query = query
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}

extension Service {
    /// The request for `route`, with the service's defaults merged under the call's options.
    ///
    /// - Throws: ``YopuyError`` if the path, a header or the URL cannot be sent.
    func request(_ method: HTTPMethod, _ route: Route, _ options: CallOptions) throws(YopuyError) -> AdapterRequest {
        let base = try self.base.get()
        let path = try route.validated()
        let query = self.query.merging(options.query)
        var headers = self.headers.merging(options.headers)
        if let body = options.body, headers["Content-Type"] == nil {
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
            body: options.body?.data,
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
