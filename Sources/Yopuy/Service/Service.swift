#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Runs typed paths against one API: builds each request under a base URL, hands it to an
/// ``HTTPAdapter``, checks the status and parses the body with the path's resource.
///
/// ```swift
/// var service = Service(adapter: URLSessionAdapter(), URL: URL(string: "https://api.example.com/v1")!)
/// service.headers["Authorization"] = "Bearer \(token)"
///
/// // callbacks
/// service.call(Post.show(1) / Comment.show(12)) { result in
///     print(result)
/// }
///
/// // async
/// let comments = try await service.call(Post.show(1) / Comment.list).value
/// ```
///
/// A call answers with a ``Response`` (the parsed value, status and headers) or one
/// ``YopuyError`` saying what failed. The path's kind picks the parser: `parse(singular:)` for
/// ``SingularPath``, `parse(collection:)` for ``CollectionPath``.
///
/// The service's ``headers`` and ``query`` go with every call and merge with the call's own,
/// the call winning by name; ``timeout`` bounds every call that sets none of its own.
public struct Service<Adapter: HTTPAdapter>: Sendable {
    /// The adapter that sends the requests.
    public let adapter: Adapter

    /// The base URL every path is appended to, including any path prefix (`/api/v1`).
    public let baseURL: URL

    // ``erased()`` (Service+Erased.swift) carries every setting from here on to the erased service.

    /// Header fields sent with every call; a call's own fields of the same name win.
    public var headers: HTTPHeaders = [:]

    /// Query parameters sent with every call; a call's own parameters of the same name win.
    public var query: Query = [:] {
        didSet { encodedQuery = query.encoded }
    }

    /// ``query``, percent-encoded once when it is set, for the calls that add none of their own.
    private(set) var encodedQuery = ""

    /// How long a call waits for the adapter before failing with
    /// ``YopuyError/Code/timedOut``, unless the call sets its own; `nil` waits for ever.
    ///
    /// Any duration is accepted: one of zero or less times out at once, and one longer than
    /// 10⁹ seconds (about 31 years) waits that long, so that every adapter can convert it.
    public var timeout: Duration?

    /// Reads the body of every answer whose status is outside 200..<300 into the API's own
    /// error type, which the ``YopuyError`` then carries as ``YopuyError/parsedBody``; `nil`
    /// leaves bodies raw.
    ///
    /// ```swift
    /// struct GitHubMessage: Decodable, Sendable {
    ///     var message: String
    /// }
    ///
    /// var github = service
    /// github.errorBody = .json(GitHubMessage.self)   // {"message": "Not Found", …}
    /// ```
    public var errorBody: ErrorBodyParser?

    /// The names of header fields that carry credentials, besides `Authorization`,
    /// `Proxy-Authorization` and `Cookie`, which always do: an API key in `X-Api-Key` or
    /// `api-key`, a session token in a header of the API's own.
    ///
    /// Name them once, and every check that keeps credentials on the API's origin treats them
    /// as it treats `Authorization`: a redirection to another origin goes without them (see
    /// ``redirects``), and a middleware that sends them to another origin is refused.
    /// ``follow(_:as:query:headers:body:timeout:)`` and pages never leave the base URL's origin
    /// at all.
    ///
    /// ```swift
    /// var service = Service(adapter: URLSessionAdapter(), URL: URL(string: "https://api.example.com/v1")!)
    /// service.headers["X-Api-Key"] = key
    /// service.credentialHeaders = ["X-Api-Key"]
    /// ```
    public var credentialHeaders: [String] = [] {
        didSet { policy = policy.with(credentialHeaders: credentialHeaders) }
    }

    /// Whether and how far calls follow the redirections the server answers with: up to 20 in a
    /// row unless you say otherwise.
    ///
    /// Yopuy follows them itself, below any middleware, whichever adapter sends the requests:
    /// a `303` (and a `POST` answered `301` or `302`) becomes a `GET` without a body, a `307` or
    /// `308` keeps the method and the body, and a request that leaves the origin it was sent to
    /// (another scheme, host or port; `https` to `http` included) goes without its credentials
    /// (`Authorization`, `Proxy-Authorization`, `Cookie` and ``credentialHeaders``), whoever
    /// set them: the service, the call or a middleware such as ``Authentication``.
    ///
    /// ```swift
    /// var api = service
    /// api.redirects = .doNotFollow   // a 302 is the answer; the error's headers hold its Location
    /// ```
    public var redirects: Redirects = .follow {
        didSet { policy = policy.with(redirects: redirects) }
    }

    /// The most bytes of an answer's body that a call reads into memory: 64 MiB unless you
    /// say. A larger body fails the call with ``YopuyError/Code/bodyTooLarge``, its transfer
    /// stopped there.
    ///
    /// It counts the bytes as the adapter gets them, after any `Content-Encoding` is decoded, so
    /// that a small compressed answer that inflates to gigabytes stops at the limit.
    /// ``/YopuyURLSession/URLSessionAdapter`` on Linux and the AsyncHTTPClient adapter stop reading there; any other
    /// adapter's answer is refused once it has arrived whole. A streamed call
    /// (``stream(_:query:headers:body:timeout:)``, ``download(_:to:query:headers:body:timeout:resumable:isolation:progress:)``)
    /// holds no body, and has no limit.
    ///
    /// ```swift
    /// var api = service
    /// api.maximumBodySize = 256 << 20   // 256 MiB
    /// ```
    public var maximumBodySize = 64 << 20 {
        didSet { policy = policy.with(maximumBodySize: maximumBodySize) }
    }

    /// ``redirects``, ``credentialHeaders`` and ``maximumBodySize``, made once when they are
    /// set, for every request to share.
    private(set) var policy = RequestPolicy(redirects: .follow, credentialHeaders: [], maximumBodySize: 64 << 20)

    /// `baseURL` as text, without a trailing slash, ready for `/` and a path; empty when it
    /// cannot be used (``baseFailure``).
    let base: String

    /// Why `baseURL` cannot be used, which every call then fails with; behind one reference,
    /// as an ``Outcome``'s failure is, so that a call reads ``base`` with no copy of an error
    /// through the runtime's witnesses (`Benchmarks/`).
    let baseFailure: Outcome.Failure?

    /// The adapter, if it is an ``AsyncHTTPAdapter``: found once, not on every call.
    let asyncAdapter: (any AsyncHTTPAdapter)?

    /// What sends the requests that redirections ask for through the adapter, if it is a
    /// callback adapter (an async adapter's work follows them itself): made once. A service has
    /// one exactly when ``asyncAdapter`` is `nil`, and the engine asks this one reference
    /// rather than the optional existential.
    let callbackSender: CallbackSender?

    /// What sends a callback call through the adapter with no task, if the adapter is wrappers
    /// that are all ``ObservingMiddleware`` over a callback adapter. Made once, not on every call.
    let observedSender: ObservedSender?

    /// Creates a service for the API at `baseURL`, as the original Yopuy did: without `try`.
    ///
    /// ```swift
    /// let service = Service(adapter: URLSessionAdapter(), URL: url)
    /// ```
    ///
    /// The base URL may carry a path prefix, with or without a trailing slash:
    /// `http://127.0.0.1:8080/api/v1` and `http://127.0.0.1:8080/api/v1/` both put `Post.list`
    /// at `http://127.0.0.1:8080/api/v1/posts`.
    ///
    /// A base URL that cannot be used is not lost: every call through the service fails with
    /// ``YopuyError/Code/invalidURL``, says why, and sends nothing. To find out at once, create
    /// the service with ``init(adapter:validatingURL:)`` instead, or look at ``baseURLError``.
    ///
    /// - Parameters:
    ///   - adapter: The adapter that sends requests.
    ///   - baseURL: The API's absolute URL: `http` or `https`, a host, perhaps a port and a
    ///     path; no query and no fragment.
    public init(adapter: Adapter, URL baseURL: URL) {
        self.adapter = adapter
        self.baseURL = baseURL
        do {
            self.base = try Self.base(of: baseURL)
            self.baseFailure = nil
        } catch {
            self.base = ""
            self.baseFailure = Outcome.Failure(error)
        }
        let asyncAdapter = adapter as? any AsyncHTTPAdapter
        self.asyncAdapter = asyncAdapter
        self.callbackSender =
            asyncAdapter == nil
            ? CallbackSender { request, exchange in Self.send(request, through: adapter, settling: exchange) } : nil
        self.observedSender = (adapter as? any ObservedChain).flatMap { $0.endsInCallbackAdapter ? $0.sender : nil }
    }

    /// Creates a service for the API at `baseURL`, or throws at once if the URL cannot be used.
    ///
    /// ```swift
    /// let service = try Service(adapter: URLSessionAdapter(), validatingURL: url)
    /// ```
    ///
    /// For apps that want a misconfigured base URL to fail fast, at startup, rather than on
    /// the first call.
    ///
    /// - Parameters:
    ///   - adapter: The adapter that sends requests.
    ///   - baseURL: The API's absolute URL, as ``init(adapter:URL:)`` takes it.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidURL`` if `baseURL` lacks a
    ///   scheme or host, has a scheme other than `http` or `https`, holds a query or fragment,
    ///   or has a `.` or `..` path segment, written plainly or percent-encoded (`%2E%2E`).
    public init(adapter: Adapter, validatingURL baseURL: URL) throws(YopuyError) {
        self.init(adapter: adapter, URL: baseURL)
        if let baseURLError {
            throw baseURLError
        }
    }

    /// Why ``baseURL`` cannot be used, or `nil` when it can.
    ///
    /// When it is not `nil`, every call fails with this error, whose code is
    /// ``YopuyError/Code/invalidURL``.
    public var baseURLError: YopuyError? {
        baseFailure?.error
    }

    /// ``base``, or the error that says why `baseURL` cannot be used.
    func checkedBase() throws(YopuyError) -> String {
        if let baseFailure {
            throw baseFailure.error
        }
        return base
    }

    private static func base(of url: URL) throws(YopuyError) -> String {
        func refuse(_ why: String) -> YopuyError {
            YopuyError(code: .invalidURL, reason: "the base URL \(url.absoluteString) \(why)")
        }
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw refuse("cannot be parsed")
        }
        guard let scheme = parts.scheme, !scheme.isEmpty else {
            throw refuse("has no scheme")
        }
        guard let host = parts.host, !host.isEmpty else {
            throw refuse("has no host")
        }
        guard ["http", "https"].contains(scheme.lowercased()) else {
            throw refuse("has the scheme \(scheme), which is not http or https")
        }
        guard parts.percentEncodedQuery == nil else {
            throw refuse("has a query; put default parameters in the service's query instead")
        }
        guard parts.percentEncodedFragment == nil else {
            throw refuse("has a fragment")
        }
        let segments = parts.percentEncodedPath.split(separator: "/")
        guard !segments.contains(where: isDotSegment) else {
            throw refuse("has a dot segment in its path")
        }
        var text = url.absoluteString
        while text.hasSuffix("/") {
            text.removeLast()
        }
        return text
    }

    /// Whether a percent-encoded path segment is `.` or `..`, perhaps written `%2E` or `%2e`:
    /// servers decode it and move up a level.
    private static func isDotSegment(_ segment: Substring) -> Bool {
        let decoded = segment.replacing("%2E", with: ".").replacing("%2e", with: ".")
        return decoded == "." || decoded == ".."
    }
}
