#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// What an adapter hands back: the server's answer (status, headers, body), or the error that
/// kept it from getting one.
///
/// ```swift
/// callback(AdapterResponse(status: 200, headers: ["Content-Type": "application/json"], body: data))
/// callback(AdapterResponse(error: URLError(.notConnectedToInternet)))
/// ```
///
/// Any status is an answer: the ``Service`` decides which are acceptable.
public struct AdapterResponse: Sendable {
    /// The status code, such as 200 or 404; 0 when ``error`` is set. Kept between 0 and 65 535.
    public var status: Int {
        get { Int(small.status) }
        set { small.status = UInt16(clamping: newValue) }
    }

    /// The response's header fields.
    public var headers: HTTPHeaders

    /// The response's body; empty when there was none.
    public var body: Data

    /// Why there is no answer, or `nil` when the server answered.
    public var error: (any Error)?

    /// How many times the request was sent to get this response: 1, unless a middleware such as
    /// ``Retry`` sent it again.
    public var attempts: Int {
        get { Int(small.sent) }
        set { small.sent = UInt16(clamping: newValue) }
    }

    /// How many redirections Yopuy followed to get this response: 0 unless the request was
    /// answered with a redirection that its ``AdapterRequest/redirects`` followed. A middleware
    /// sees the answer at the end of them, since they are followed below every middleware; this
    /// says how many requests that answer took besides the first (with ``attempts``, what
    /// OpenTelemetry calls `http.request.resend_count`). ``redirectionChain`` holds each one.
    public var redirections: Int {
        get { Int(small.hops) }
        set { small.hops = UInt16(clamping: newValue) }
    }

    /// Whether the body came from a cache rather than from the server: ``ETagCache``
    /// sets it when the server answered `304 Not Modified` to a request it made conditional.
    public var isFromCache: Bool {
        get { small.isFromCache }
        set { small.isFromCache = newValue }
    }

    /// Whether the body is still arriving, handed to the caller as a stream
    /// (``Service/stream(_:query:headers:body:timeout:)``): ``body`` is empty, and is not the
    /// answer's body. A middleware that keeps bodies, as ``ETagCache`` does, keeps none of such
    /// an answer.
    public var isStreamed: Bool {
        get { small.isStreamed }
        set { small.isStreamed = newValue }
    }

    /// The URL that answered, where it is not the request's: the last request's, after the
    /// ``redirections`` Yopuy followed; or, if your adapter says so, the one its own client was
    /// redirected to. `nil` when the request's URL answered. ``Response/url`` is this URL, or
    /// the request's, and relative `Location` and `Link` targets resolve against it.
    public var url: URL? {
        get { elsewhere?.url }
        set { elsewhere = Elsewhere(url: newValue, chain: redirectionChain) }
    }

    /// The status, the counts and the flags, in 8 bytes, so that a response stays as small as
    /// it can in every async frame that holds it: one more word costs an async call an
    /// allocation (the Allocations suite).
    private var small = Small()

    /// ``url`` and ``redirectionChain``, which few answers have, out of line.
    private var elsewhere: Elsewhere?

    private struct Small: Sendable {
        var status: UInt16 = 0
        var sent: UInt16 = 1
        var hops: UInt16 = 0
        var isFromCache = false
        var isStreamed = false
    }

    /// What most answers do not have, out of line so that an answer stays as small as its
    /// fields were before these (an async call's frame, and so its allocations, follow its size).
    private final class Elsewhere: Sendable {
        let url: URL?
        let chain: [Redirection]

        /// `nil` when there is nothing to keep.
        init?(url: URL?, chain: [Redirection]) {
            guard url != nil || !chain.isEmpty else {
                return nil
            }
            self.url = url
            self.chain = chain
        }
    }
}

// The initializers, in an extension: the struct keeps the memberwise initializer Swift writes for
// it, which they call with every field. One that set each field of `self`, its optionals
// implicitly `nil` first, was built on the stack and then copied out whole (`Benchmarks/`).
extension AdapterResponse {
    /// An answer from the server.
    ///
    /// - Parameters:
    ///   - status: The status code.
    ///   - headers: The header fields.
    ///   - body: The body's bytes.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.init(
            headers: headers,
            body: body,
            error: nil,
            small: Small(status: UInt16(clamping: status)),
            elsewhere: nil
        )
    }

    /// No answer, because of `error`: it reaches the caller as a ``YopuyError`` with code
    /// ``YopuyError/Code/transport``.
    ///
    /// - Parameter error: What went wrong.
    public init(error: any Error) {
        self.init(headers: [:], body: Data(), error: error, small: Small(), elsewhere: nil)
    }
}

extension AdapterResponse {
    /// The redirections that Yopuy followed to get this answer, in order, each with its status
    /// and the request it led to; empty when it followed none.
    ///
    /// Redirections are followed below every middleware, so a middleware sees only the answer at
    /// the end of them; this is how it sees each one on the way. ``LogExchanges`` logs each, and
    /// ``/YopuyTracing/TraceCalls`` records each on its span:
    ///
    /// ```swift
    /// let hops = Intercept { request, next in
    ///     let response = try await next(request)
    ///     for redirection in response.redirectionChain {
    ///         print(redirection.status, redirection.request.url)  // 301 https://api.example.com/v2/posts/1
    ///     }
    ///     return response
    /// }
    /// ```
    ///
    /// It holds the redirections Yopuy's own loop followed, as many as ``redirections`` counts
    /// after it; an adapter whose client follows redirections by itself may say how many in
    /// ``redirections``, but leaves this empty. An answer that was not redirected keeps nothing
    /// for it: reading it costs no allocation.
    public internal(set) var redirectionChain: [Redirection] {
        get { elsewhere?.chain ?? [] }
        set { elsewhere = Elsewhere(url: url, chain: newValue) }
    }

    /// A redirection that Yopuy followed on the way to an answer: its status, and the request it
    /// led to (``redirectionChain``).
    ///
    /// The request is the one sent after the redirection, as the redirection made it: to the URL
    /// its `Location` named, with the method and body its status leaves (a `303` turns a `POST`
    /// into a `GET`), and without the credential header fields once it leaves the call's origin.
    public struct Redirection: Sendable {
        /// The redirection's status: `301`, `302`, `303`, `307` or `308`.
        public let status: Int

        /// The request sent after the redirection.
        public let request: AdapterRequest
    }
}
