#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A middleware that keeps the cookies a server sets and sends them back to it: a session
/// cookie after a login, through any adapter.
///
/// No adapter of Yopuy's stores a cookie by itself: a `Set-Cookie` reaches the caller and is
/// forgotten. Where an API wants its cookie back, give the service a jar of its own:
///
/// ```swift
/// let jar = CookieJar()
/// let api = Service(adapter: URLSessionAdapter().with(jar), URL: baseURL)
/// let first = try await api.call(Post.list)   // Set-Cookie: session=…; Path=/; HttpOnly
/// let again = try await api.call(Post.list)   // Cookie: session=…
/// ```
///
/// The jar reads `Set-Cookie` as RFC 6265 says: a cookie matches a request by its domain (a
/// host-only cookie, or one whose `Domain` names a parent of the host that set it), its path,
/// `Secure` (sent over `https` only; set over `https` only) and its end (`Max-Age`, which wins,
/// or `Expires`; a cookie set already expired removes the one it names). Its matching cookies
/// go in one `Cookie` field, the longest paths first, after the request's own `Cookie`, if it
/// has one.
///
/// Stricter than a browser, a cookie goes only to the origin (scheme, host and port) whose
/// answer set it, never to a subdomain, another port or the same host over the other scheme,
/// and only on a call to that origin: a redirection to another origin carries none of them,
/// and none of what it sets there goes back with the call. The jar follows a call's
/// redirections itself (in place of the adapter, with the rules of
/// ``AdapterRequest/redirected(by:)``), so that a cookie set by a `302` after a login goes with
/// the request that follows it.
///
/// A `Cookie` field is a credential (``AdapterRequest/isCredential(_:)``): ``LogExchanges``,
/// YopuyLogging and YopuyTracing write it redacted, and a middleware inside the jar cannot send
/// it to another origin. Place a ``LogExchanges`` inside the jar to see it in the `curl` lines:
///
/// ```swift
/// let logged = URLSessionAdapter().with(LogExchanges { print($0) }).with(CookieJar())
/// // curl 'https://api.example.com/v1/posts' -H 'Cookie: <redacted>'
/// ```
///
/// Copies of the middleware share its cookies, as an ``ETagCache``'s share its answers; each
/// ``init(capacity:)`` makes an empty jar. Keep one jar per user: two services with one jar are
/// one session. The jar keeps at most ``capacity`` cookies, and 50 of one origin, forgetting the
/// least recently sent first; a name and value longer than 4 096 bytes together are not kept.
public struct CookieJar: AdapterMiddleware {
    /// The most cookies the jar keeps, of every origin together.
    public let capacity: Int

    /// The most cookies kept of one origin.
    static let perOrigin = 50

    private let store: Locked<Store>

    /// The time now: the clock's, or a test's.
    private let now: @Sendable () -> Date

    /// Creates an empty jar.
    ///
    /// - Parameter capacity: The most cookies kept, of every origin together.
    public init(capacity: Int = 3000) {
        self.init(capacity: capacity, now: { Date() })
    }

    /// Creates an empty jar that reads the time from `now`.
    init(capacity: Int = 3000, now: @escaping @Sendable () -> Date) {
        self.capacity = max(0, capacity)
        self.store = Locked(Store())
        self.now = now
    }

    /// The cookies the jar would send to `url`, in the order it sends them.
    ///
    /// ```swift
    /// let sent = jar.cookies(for: URL(string: "https://api.example.com/v1/me")!)
    /// ```
    ///
    /// - Parameter url: Where a request would go.
    /// - Returns: The cookies that match it; none for a URL without an `http` or `https` origin.
    public func cookies(for url: URL) -> [Cookie] {
        let now = now()
        return store.withLock { $0.matching(url, at: now, touching: false) }
    }

    /// Every cookie the jar keeps, of every origin, those that have expired left out.
    public var allCookies: [Cookie] {
        let now = now()
        return store.withLock { store in
            store.cookies.filter { $0.expires.map { $0 > now } ?? true }
        }
    }

    /// Forgets every cookie: the next request goes without any, as after a logout.
    public func removeAll() {
        store.withLock { $0.cookies.removeAll() }
    }

    /// Sends `request` with the cookies that match it, keeps those its answer sets, and follows
    /// the redirections it is answered with, each hop with the cookies for where it goes.
    ///
    /// - Parameters:
    ///   - request: The request on its way out.
    ///   - next: Sends it through the wrapped adapter.
    /// - Returns: The answer at the end of the redirections.
    /// - Throws: The wrapped adapter's error; ``YopuyError`` for a chain of redirections longer
    ///   than the request's limit, or a `Location` that cannot be followed.
    public func intercept(
        _ request: AdapterRequest,
        next: @Sendable (AdapterRequest) async throws -> AdapterResponse
    ) async throws -> AdapterResponse {
        let origin = CallOrigin.url.flatMap(Self.origin(of:)) ?? Self.origin(of: request.url)
        var current = request
        var sent = sending(request, within: origin)
        var response = try await next(sent)
        keep(response, answering: sent.url)
        var hops: [AdapterResponse.Redirection] = []
        while let following = try current.following(response, after: hops.count) {
            current = following
            sent = sending(following, within: origin)
            hops.append(AdapterResponse.Redirection(status: response.status, request: sent))
            response = try await next(sent)
            keep(response, answering: sent.url)
        }
        response.answers(sent, after: hops)
        return response
    }

    /// `request` as the wrapped adapter gets it: following no redirection (the jar does), and
    /// with the jar's cookies for its URL when it goes to the call's `origin`.
    private func sending(_ request: AdapterRequest, within origin: String?) -> AdapterRequest {
        var sent = request
        sent.redirects = .doNotFollow
        guard let origin, Self.origin(of: request.url) == origin else {
            return sent
        }
        let now = now()
        let cookies = store.withLock { $0.matching(request.url, at: now, touching: true) }
        guard !cookies.isEmpty else {
            return sent
        }
        let pairs = cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
        let own = request.headers.values(for: "Cookie")
        sent.headers["Cookie"] = (own + [pairs]).joined(separator: "; ")
        return sent
    }

    /// Keeps the cookies that `response`, the answer from `url`, sets; an answer a cache gave
    /// sets none again.
    private func keep(_ response: AdapterResponse, answering url: URL) {
        guard !response.isFromCache, let origin = Self.origin(of: url) else {
            return
        }
        let values = Cookie.setCookies(in: response.headers.values(for: "Set-Cookie"))
        guard !values.isEmpty else {
            return
        }
        let now = now()
        let capacity = capacity
        store.withLock { store in
            for value in values {
                if let parsed = Cookie.parse(value) {
                    store.set(parsed, from: url, origin: origin, at: now)
                }
            }
            store.trim(toAtMost: capacity, perOrigin: Self.perOrigin)
        }
    }

    /// Scheme, host and port of `url`, in lower case with the port explicit; `nil` for other
    /// than `http` and `https`.
    static func origin(of url: URL) -> String? {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else {
            return nil
        }
        return parts.origin
    }
}
