/// Where an ``Authentication`` middleware gets its tokens: your login, your keychain, your
/// OAuth refresh call.
///
/// ```swift
/// actor RefreshingTokens: TokenProvider {
///     private var access: String
///     private let refresh: @Sendable () async throws -> String   // e.g. POST /oauth/token
///
///     init(access: String, refresh: @escaping @Sendable () async throws -> String) {
///         self.access = access
///         self.refresh = refresh
///     }
///
///     func token() -> String {
///         access
///     }
///
///     func refreshedToken(replacing rejected: String) async throws -> String {
///         access = try await refresh()
///         return access
///     }
/// }
/// ```
///
/// The middleware asks for ``token()`` once and keeps the answer; it asks for
/// ``refreshedToken(replacing:)`` once per rejected token, however many calls the server
/// rejected with it. When the refresh gives back the rejected token, those calls fail with the
/// server's `401`, each sent once.
public protocol TokenProvider: Sendable {
    /// The token to send, before any was rejected.
    ///
    /// - Returns: The token, without its scheme: `"abc123"`, not `"Bearer abc123"`.
    /// - Throws: Any error, when there is no token; the calls waiting for it fail with
    ///   ``YopuyError/Code/authenticationFailure``.
    func token() async throws -> String

    /// A new token, because the server answered `401 Unauthorized` to `rejected`.
    ///
    /// A provider that has no other token, such as one of a fixed API key or password, returns
    /// `rejected`: the middleware then does not send the request again, and the `401` reaches
    /// the caller at once.
    ///
    /// - Parameter rejected: The token the server refused.
    /// - Returns: The token to send from now on; `rejected` when there is no other.
    /// - Throws: Any error, when the token cannot be refreshed; every call waiting for the new
    ///   token fails with ``YopuyError/Code/authenticationFailure``.
    func refreshedToken(replacing rejected: String) async throws -> String
}
