// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

public import Yopuy

/// How Keycloak Admin REST API 1.0 authenticates, from its `securitySchemes`:
/// set it up once, where the service is made, and keep it.
public enum API {
    /// How requests carry `access_token`: `Authorization: Bearer <token>`.
    ///
    /// One declaration for a client's `Authentication` and a server's reading of the credential.
    public enum AccessTokenScheme: CredentialScheme {
        /// What is written before the token: edit it if the document says so only in words.
        public static let scheme = "Bearer"
    }

    /// `access_token`: HTTP `bearer`.
    ///
    /// ```swift
    /// let adapter = URLSessionAdapter().with(API.accessToken(tokens))
    /// ```
    ///
    /// - Parameter tokens: What gives the token; return the token given when it is
    ///   rejected if there is no other, and a 401 ends the call.
    /// - Returns: The middleware that sends it with every request.
    public static func accessToken<Tokens: TokenProvider>(_ tokens: Tokens) -> Authentication<Tokens> {
        Authentication(tokens, for: AccessTokenScheme.self)
    }
}
