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
    /// The body as bytes, if the call has one and it could be encoded.
    @usableFromInline var body: RequestBody?
    /// Why the body could not become bytes; boxed, so that the options stay small in every
    /// call's frame.
    @usableFromInline var bodyFailure: (any Error)?
    @usableFromInline var timeout: Duration?

    /// Options whose body is turned into bytes now, in the caller's module; a failure is kept
    /// for ``Service/request(_:_:_:)`` to throw with the path.
    @inlinable
    init<Body: RequestBodyConvertible>(query: Query, headers: HTTPHeaders, body: Body?, timeout: Duration?) {
        self.query = query
        self.headers = headers
        self.timeout = timeout
        do {
            self.body = try body?.requestBody()
        } catch {
            self.body = nil
            self.bodyFailure = error
        }
    }

    /// The body encoding's failure as the call's error.
    func bodyError(path: String) -> YopuyError? {
        guard let bodyFailure else {
            return nil
        }
        if let error = bodyFailure as? YopuyError {
            return error.about(path: path)
        }
        return YopuyError(
            code: .invalidBody,
            reason: "the body could not be encoded",
            path: path,
            underlyingError: bodyFailure
        )
    }
}

extension Service {
    /// The request for `route`, with the service's defaults merged under the call's options.
    ///
    /// - Throws: ``YopuyError`` if the path, a header or the URL cannot be sent.
    func request(_ method: HTTPMethod, _ route: Route, _ options: CallOptions) throws(YopuyError) -> AdapterRequest {
        let base = try self.base.get()
        let path = try route.validated()
        if let error = options.bodyError(path: path) {
            throw error
        }
        let body = options.body
        let query = self.query.merging(options.query)
        var headers = self.headers.merging(options.headers)
        if let body, headers["Content-Type"] == nil {
            headers["Content-Type"] = body.contentType
        }
        try headers.validate()
        // The service's own query was encoded when it was set; a call that adds to it encodes
        // the merged query straight into the URL's text.
        let text = Route.join(base, path, query: encodedQuery, encoding: options.query.isEmpty ? nil : query)
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

    /// The `GET` request for a URL that an answer handed back (the next page), with the
    /// service's headers merged under `headers`.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidURL`` if `url` is not on
    ///   the base URL's origin (scheme, host and port), carries user information, or the
    ///   service's base URL cannot be used; ``YopuyError/Code/invalidHeader`` for a bad header.
    func request(following url: URL, headers: HTTPHeaders, timeout: Duration?) throws(YopuyError) -> AdapterRequest {
        _ = try base.get()
        func refuse(_ why: String) -> YopuyError {
            YopuyError(code: .invalidURL, reason: "\(url.absoluteString) \(why)", path: url.absoluteString)
        }
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let origin = URLComponents(url: baseURL, resolvingAgainstBaseURL: true)
        else {
            throw refuse("is not a valid URL")
        }
        guard Self.origin(of: parts) == Self.origin(of: origin) else {
            throw refuse("is on another origin than the base URL \(baseURL.absoluteString); nothing was sent")
        }
        guard parts.user == nil, parts.password == nil else {
            throw refuse("carries user information")
        }
        parts.fragment = nil
        guard let target = parts.url else {
            throw refuse("is not a valid URL")
        }
        let merged = self.headers.merging(headers)
        try merged.validate()
        let query = Query(
            (parts.queryItems ?? []).map { Query.Parameter(name: $0.name, value: .string($0.value ?? "")) }
        )
        return AdapterRequest(
            method: .get,
            url: target,
            query: query,
            headers: merged,
            timeout: (timeout ?? self.timeout).map(Self.clamped)
        )
    }

    /// Scheme, host and port, as compared for the same origin (RFC 6454): the scheme and host
    /// in lower case, the port made explicit.
    static func origin(of parts: URLComponents) -> String? {
        guard let scheme = parts.scheme?.lowercased(), let host = parts.host?.lowercased(), !host.isEmpty else {
            return nil
        }
        let port: Int
        switch (parts.port, scheme) {
        case (let explicit?, _): port = explicit
        case (nil, "http"): port = 80
        case (nil, "https"): port = 443
        default: return nil
        }
        return "\(scheme)://\(host):\(port)"
    }

    /// The longest timeout a call waits: 10⁹ seconds, about 31 years. Longer ones wait this
    /// long, so that no clock or client overflows converting them to nanoseconds.
    static var longestTimeout: Duration { .seconds(1_000_000_000) }

    /// `timeout` within zero and ``longestTimeout``.
    static func clamped(_ timeout: Duration) -> Duration {
        min(max(timeout, .zero), longestTimeout)
    }
}
