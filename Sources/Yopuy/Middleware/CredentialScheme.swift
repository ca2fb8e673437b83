/// How an API's requests carry a credential: the header and the scheme written before the token.
/// One declaration for a client's ``Authentication`` and a server's reading of the credential, so
/// that the two ends agree.
///
/// ```swift
/// enum ConduitToken: CredentialScheme {
///     static let scheme = "Token"  // Authorization: Token <jwt>
/// }
///
/// let adapter = URLSessionAdapter().with(Authentication(tokens, for: ConduitToken.self))
/// ```
///
/// A YopuyHummingbird server reads it as a typed value, `try request.credential(ConduitToken.self)`,
/// and answers a request without it 401 with the scheme's challenge.
public protocol CredentialScheme: Sendable {
    /// The header that carries the credential: `Authorization` unless said, `X-API-Key`.
    static var header: String { get }

    /// The scheme written before the token (`Bearer`, `Token`, `Basic`); empty for the token
    /// alone.
    static var scheme: String { get }
}

extension CredentialScheme {
    /// `Authorization`.
    public static var header: String { "Authorization" }
}

extension Authentication {
    /// The middleware that sends the tokens of `provider` as `scheme` says.
    ///
    /// - Parameters:
    ///   - provider: Where the tokens come from.
    ///   - scheme: How requests carry them: a ``CredentialScheme``.
    public init<Scheme: CredentialScheme>(_ provider: Provider, for scheme: Scheme.Type) {
        self.init(provider, header: Scheme.header, scheme: Scheme.scheme)
    }
}
