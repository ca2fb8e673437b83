// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

public import Yopuy

/// How RealWorld Conduit API 1.1.0 authenticates, from its `securitySchemes`:
/// set it up once, where the service is made, and keep it.
public enum API {
    /// How requests carry `Token`: `Authorization: <token>`.
    ///
    /// One declaration for a client's `Authentication` and a server's reading of the credential.
    public enum TokenScheme: CredentialScheme {
        /// What is written before the token: the document says `Token` in words only
        /// ("Authorization: Token xxxxxx.yyyyyyy.zzzzzz"), so it was edited here.
        public static let scheme = "Token"
    }

    /// `Token`: an API key in the `Authorization` header.
    ///
    /// For accessing the protected API resources, you must have received a a valid JWT token after registering or logging in. This JWT token must then be used for all protected resources by passing it in via the 'Authorization' header.
    ///
    /// ```swift
    /// let adapter = URLSessionAdapter().with(API.token(tokens))
    /// ```
    ///
    /// - Parameter tokens: What gives the key; return the token given when it is
    ///   rejected if there is no other, and a 401 ends the call.
    /// - Returns: The middleware that sends it with every request.
    public static func token<Tokens: TokenProvider>(_ tokens: Tokens) -> Authentication<Tokens> {
        Authentication(tokens, for: TokenScheme.self)
    }

    /// The headers that carry the API's keys. Set them once, so that they never leave the
    /// origin on a redirect: `service.credentialHeaders = API.credentialHeaders`.
    public static let credentialHeaders = ["Authorization"]
}
