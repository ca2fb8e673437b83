#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Everything an adapter needs to send one request, already validated and encoded by the
/// ``Service``.
///
/// Send ``method`` to ``url`` with ``headers`` and ``body``. The query is already encoded into
/// ``url``; ``query`` is there to inspect, not to add again.
public struct AdapterRequest: Hashable, Sendable {
    /// The HTTP method.
    public var method: HTTPMethod

    /// The full URL: base URL, percent-encoded path and encoded query.
    public var url: URL

    /// The query parameters that ``url`` already holds, for inspection.
    public var query: Query

    /// The header fields, validated; `Content-Type` is set when there is a body.
    public var headers: HTTPHeaders

    /// The body's bytes, or `nil` for none.
    public var body: Data?

    /// The body, when it is not in memory: a file, or chunks, to send as they are read.
    /// ``body`` is `nil` then.
    ///
    /// Only a ``StreamingHTTPAdapter`` is handed a request with a source: it sends
    /// ``BodySource/makeStream()``'s chunks, or uploads ``BodySource/fileURL`` itself, with a
    /// `Content-Length` of ``BodySource/length`` when it is known. Any other adapter gets the
    /// body read into ``body`` first.
    public var bodySource: BodySource?

    /// How long the caller waits for an answer, if it set a limit; an adapter may use it as its
    /// own client's timeout.
    public var timeout: Duration?

    /// Whether a tracing middleware further out records a span for this request already: one
    /// further in then hands it on, so that a call is recorded once (`YopuyTracing`). Beside
    /// ``timeout``, in the bytes its optional leaves, so that the request does not grow (a
    /// request 8 bytes larger cost every async call an allocation: the Allocations suite).
    package var isTraced = false

    /// Whether Yopuy follows a redirection answered to this request: the service's
    /// ``Service/redirects``. An adapter hands every redirection back as it came, and never
    /// follows one itself.
    public var redirects: Redirects {
        get { policy.redirects }
        set { policy = policy.with(redirects: newValue) }
    }

    /// The names of the header fields that carry credentials besides `Authorization`,
    /// `Proxy-Authorization` and `Cookie`, which always do: the service's
    /// ``Service/credentialHeaders``, and the field an ``Authentication`` middleware fills.
    ///
    /// None of them leaves the origin the request was sent to: a redirection elsewhere drops
    /// them (``redirected(by:)``), and a middleware that sends them elsewhere is refused.
    public var credentialHeaders: [String] {
        get { policy.credentialHeaders }
        set { policy = policy.with(credentialHeaders: newValue) }
    }

    /// The most bytes of the answer's body to read into memory: the service's
    /// ``Service/maximumBodySize``. An adapter that reads the body whole stops at it and throws
    /// a ``YopuyError`` with code ``YopuyError/Code/bodyTooLarge`` (``bodyTooLargeError``),
    /// counting the bytes after any `Content-Encoding` is decoded; the service refuses a larger
    /// body in any case. A streamed answer has no such limit.
    public var maximumBodySize: Int {
        get { policy.maximumBodySize }
        set { policy = policy.with(maximumBodySize: newValue) }
    }

    /// The template of the typed path this request calls, relative to the service's base URL,
    /// with `{id}` for each ID: `posts/{id}/comments/{id}` for `Post.show(1) / Comment.show(12)`.
    ///
    /// It is what OpenTelemetry calls `url.template`: a name for the route that does not grow
    /// with the IDs called, for span names, metrics and logs. It is `nil` for a request that was
    /// not made from a typed path: one made from a URL (``Service/follow(_:as:query:headers:body:timeout:)``)
    /// or by hand. The redirections of a call keep it, and the pages of a list share it.
    ///
    /// ```swift
    /// let tracing = Intercept { request, next in
    ///     print(request.method, request.pathTemplate ?? request.url.path)   // GET posts/{id}
    ///     return try await next(request)
    /// }
    /// ```
    ///
    /// It is read from the path's type when asked for, so that a call pays nothing for it, and
    /// kept for the next request of the same type.
    public var pathTemplate: String? {
        pathType.flatMap { PathTemplates.template(of: $0.type) }
    }

    /// The type of the typed path called, that ``pathTemplate`` is read from.
    var pathType: PathType?

    /// ``redirects``, ``credentialHeaders`` and ``maximumBodySize``: the service's rules, one
    /// reference that every request of a service shares, so that a request stays small in the
    /// async frames that hold it.
    var policy: RequestPolicy
}

// The initializers, in an extension: the struct keeps the memberwise initializer Swift writes for
// it, which a service calls with every field, the policy too. That one is built in registers
// where it is inlined; an initializer that set each field of `self` was built on the stack in
// `Service.request`, then copied and destroyed whole (some 500 instructions a call,
// `Benchmarks/`).
extension AdapterRequest {
    /// Creates a request, for example in a test of your own adapter.
    ///
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - url: The full URL, including any query.
    ///   - query: The query parameters `url` holds.
    ///   - headers: The header fields.
    ///   - body: The body's bytes.
    ///   - timeout: How long the caller waits.
    public init(
        method: HTTPMethod,
        url: URL,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        body: Data? = nil,
        timeout: Duration? = nil
    ) {
        self.init(
            method: method,
            url: url,
            query: query,
            headers: headers,
            body: body,
            bodySource: nil,
            timeout: timeout,
            pathType: nil,
            policy: .standard
        )
    }

    /// The error for an answer whose body is past ``maximumBodySize``, with code
    /// ``YopuyError/Code/bodyTooLarge``: for an adapter to throw as soon as it knows.
    public var bodyTooLargeError: YopuyError {
        YopuyError(
            code: .bodyTooLarge,
            reason: "the answer's body is larger than the \(maximumBodySize) bytes the service reads into memory "
                + "(maximumBodySize); stream it instead, with stream or download",
            request: self
        )
    }

    /// This request, its ``bodySource`` read whole into ``body``: what an adapter that cannot
    /// stream is handed.
    ///
    /// - Throws: ``YopuyError`` when the body cannot be read, or was read already.
    func readingBody() async throws(YopuyError) -> AdapterRequest {
        guard let source = bodySource else {
            return self
        }
        var request = self
        request.body = try await source.data()
        request.bodySource = nil
        return request
    }
}

/// The rules of a service that each of its requests carries: whether to follow redirections,
/// which fields carry credentials, how large a body may be read whole. A service makes it once
/// and every request shares it.
final class RequestPolicy: Hashable, Sendable {
    let redirects: Redirects
    let credentialHeaders: [String]
    let maximumBodySize: Int

    init(redirects: Redirects, credentialHeaders: [String], maximumBodySize: Int) {
        self.redirects = redirects
        self.credentialHeaders = credentialHeaders
        self.maximumBodySize = maximumBodySize
    }

    /// A request's rules unless it is given others: follow redirections, no more credentials
    /// than the standard ones, no limit.
    static let standard = RequestPolicy(redirects: .follow, credentialHeaders: [], maximumBodySize: .max)

    func with(redirects: Redirects) -> RequestPolicy {
        RequestPolicy(redirects: redirects, credentialHeaders: credentialHeaders, maximumBodySize: maximumBodySize)
    }

    func with(credentialHeaders: [String]) -> RequestPolicy {
        RequestPolicy(redirects: redirects, credentialHeaders: credentialHeaders, maximumBodySize: maximumBodySize)
    }

    func with(maximumBodySize: Int) -> RequestPolicy {
        RequestPolicy(redirects: redirects, credentialHeaders: credentialHeaders, maximumBodySize: maximumBodySize)
    }

    static func == (left: RequestPolicy, right: RequestPolicy) -> Bool {
        left === right
            || (left.redirects == right.redirects && left.credentialHeaders == right.credentialHeaders
                && left.maximumBodySize == right.maximumBodySize)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(redirects)
        hasher.combine(credentialHeaders)
        hasher.combine(maximumBodySize)
    }
}

/// A path's type, compared by identity, so that a request stays `Hashable`.
struct PathType: Hashable, Sendable {
    let type: Any.Type

    static func == (left: PathType, right: PathType) -> Bool {
        ObjectIdentifier(left.type) == ObjectIdentifier(right.type)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
    }
}
