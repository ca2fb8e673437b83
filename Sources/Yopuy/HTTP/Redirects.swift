/// Whether, and how far, a call follows the redirections its server answers with: a `301`,
/// `302`, `303`, `307` or `308` that carries a `Location`.
///
/// Yopuy follows redirections itself, whichever adapter sends the requests: the adapters it ships
/// hand back every answer as it comes, and the same rules then decide what each new request
/// carries (``AdapterRequest/redirected(by:)``):
///
/// - A `303` becomes a `GET` without a body, and so does a `POST` answered with `301` or `302`;
///   a `307` or `308` keeps the method and the body (RFC 9110, 15.4).
/// - A request that leaves the origin it was sent to (another scheme, host or port, `https` to
///   `http` included) goes without its credentials: `Authorization`, `Proxy-Authorization`,
///   `Cookie` and every field named in ``AdapterRequest/credentialHeaders``. A request that stays
///   on its origin keeps them.
/// - A chain longer than the limit fails with ``YopuyError/Code/tooManyRedirects``, so that a
///   loop ends instead of running for ever.
///
/// ```swift
/// var service = Service(adapter: URLSessionAdapter(), URL: baseURL)
/// service.redirects = .follow(limit: 5)   // at most five in a row
/// service.redirects = .doNotFollow        // a 302 is the answer: read its `location`
/// ```
public struct Redirects: Hashable, Sendable {
    /// How many redirections in a row are followed; negative when none are.
    private let storedLimit: Int32

    private init(storedLimit: Int32) {
        self.storedLimit = storedLimit
    }

    /// How many redirections in a row a call follows, or `nil` when it follows none and a
    /// redirection is its answer.
    public var limit: Int? {
        storedLimit < 0 ? nil : Int(storedLimit)
    }

    /// Follows up to 20 redirections in a row, as browsers and URLSession do; the default.
    public static let follow = Redirects(storedLimit: 20)

    /// Follows up to `limit` redirections in a row; one more fails the call with
    /// ``YopuyError/Code/tooManyRedirects``.
    ///
    /// ```swift
    /// var api = service
    /// api.redirects = .follow(limit: 3)
    /// ```
    ///
    /// - Parameter limit: How many in a row; zero or less follows none and fails on the first.
    /// - Returns: The policy.
    public static func follow(limit: Int) -> Redirects {
        Redirects(storedLimit: Int32(clamping: max(0, limit)))
    }

    /// Follows none: a redirection is the call's answer, a ``YopuyError/Code/unacceptableStatus``
    /// error whose ``YopuyError/headers`` hold its `Location`.
    public static let doNotFollow = Redirects(storedLimit: -1)
}
