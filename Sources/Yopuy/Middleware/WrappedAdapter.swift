#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An adapter wrapped in an ``AdapterMiddleware``; made by ``HTTPAdapter/with(_:)``.
///
/// It is an ``AsyncHTTPAdapter``, so cancelling a call cancels the middleware's work and, through
/// it, the wrapped adapter's.
///
/// Credentials stay on the call's origin. A middleware may rewrite a request's URL, but a
/// request that carries `Authorization`, `Proxy-Authorization`, `Cookie` or a field named in
/// its ``AdapterRequest/credentialHeaders``, and has left the
/// origin (scheme, host and port) of the URL the service sent it to is refused with
/// ``YopuyError/Code/invalidURL`` before the next adapter sees it, whichever middleware added
/// the credential: an ``Intercept`` placed inside ``Authentication`` cannot hand the token to
/// another host. The first wrapper a call enters remembers the call's URL for the wrappers
/// inside it, in the calling task; a middleware that forwards a request from a task of its own
/// starts that check again from the request it forwards.
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
        self.asyncBase = base as? any AsyncHTTPAdapter
    }

    /// ``base``, if it is an ``AsyncHTTPAdapter``: found once, not on every call (a cast costs a
    /// call some 800 instructions for each wrapper).
    private let asyncBase: (any AsyncHTTPAdapter)?

    /// Runs the middleware, whose `next` sends through the wrapped adapter.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The middleware's response.
    /// - Throws: The middleware's or the wrapped adapter's error.
    public func response(to request: AdapterRequest) async throws -> AdapterResponse {
        guard let origin = CallOrigin.url else {
            return try await CallOrigin.$url.withValue(request.url) {
                try await forward(request, origin: request.url)
            }
        }
        return try await forward(request, origin: origin)
    }

    /// Runs the middleware, checking what it forwards against the call's `origin`.
    private func forward(_ request: AdapterRequest, origin: URL) async throws -> AdapterResponse {
        try await middleware.intercept(request) { next in
            try CallOrigin.check(next, against: origin)
            return try await base.send(next, as: asyncBase)
        }
    }
}

extension WrappedAdapter: StreamingHTTPAdapter where Base: StreamingHTTPAdapter {
    /// Sends the request through the middleware and the wrapped adapter, and returns the answer
    /// once its head has arrived, its body still arriving.
    ///
    /// The middleware sees each answer's status and headers, with an empty body that
    /// ``AdapterResponse/isStreamed`` marks as not the answer's: it may send the request again
    /// (a ``Retry`` after a `503`, an ``Authentication`` after a `401`), which drops the body of
    /// the answer it replaces unread. The caller gets the body of the last answer the middleware
    /// got, unless the middleware answers with a body of its own, such as an ``ETagCache``'s
    /// kept one.
    ///
    /// - Parameter request: What to send.
    /// - Returns: The status and headers, and the body to come.
    /// - Throws: The middleware's or the wrapped adapter's error.
    public func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse {
        let latest = Locked<BodyStream?>(nil)
        let response = try await CallOrigin.within(request.url) { origin in
            try await middleware.intercept(request) { next in
                try CallOrigin.check(next, against: origin)
                try next.headers.validate()
                let (_, streamed) = try await base.streamedFollowing(next)
                // The body replaced goes once the lock is let go: its transfer ends.
                _ = latest.withLock { latest in
                    defer { latest = streamed.body }
                    return latest
                }
                return streamed.head
            }
        }
        let body = latest.withLock { latest in
            defer { latest = nil }
            return latest
        }
        var streamed = StreamedAdapterResponse(status: response.status, headers: response.headers)
        streamed.body = response.isStreamed ? body ?? BodyStream(Data()) : BodyStream(response.body)
        streamed.attempts = response.attempts
        streamed.redirections = response.redirections
        streamed.url = response.url
        streamed.redirectionChain = response.redirectionChain
        return streamed
    }
}

/// The URL a call was sent to by its service, as the wrappers of one call's adapter chain see it.
enum CallOrigin {
    /// The URL of the request the outermost ``WrappedAdapter`` of the running call received.
    @TaskLocal static var url: URL?

    /// Runs `body` with the call's origin: the one already set by an outer middleware, or else
    /// `url`'s.
    static func within<Value>(
        _ url: URL,
        _ body: (URL) async throws -> Value
    ) async throws -> Value {
        guard let origin = Self.url else {
            return try await $url.withValue(url) { try await body(url) }
        }
        return try await body(origin)
    }

    /// Refuses `request` if it carries credentials (``AdapterRequest/isCredential(_:)``) to
    /// another origin than `origin`'s.
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidURL``.
    static func check(_ request: AdapterRequest, against origin: URL) throws(YopuyError) {
        guard request.url != origin,
            let field = request.firstCredential,
            let sent = URLComponents(url: request.url, resolvingAgainstBaseURL: true),
            let first = URLComponents(url: origin, resolvingAgainstBaseURL: true),
            sent.origin != first.origin
        else {
            return
        }
        throw YopuyError(
            code: .invalidURL,
            reason: "a middleware sent the request to \(request.url.absoluteString), another origin than "
                + "\(origin.absoluteString)'s, with \(field); nothing was sent",
            path: request.url.absoluteString,
            request: request
        )
    }
}
