#if Hummingbird
public import Hummingbird
public import Yopuy

/// The credential a request carries, as its ``/Yopuy/CredentialScheme`` says: the token, typed by
/// the scheme it came in.
public struct Credential<Scheme: CredentialScheme>: Hashable, Sendable {
    /// The token, without its scheme: `abc123`, not `Bearer abc123`.
    public let token: String

    /// A credential of `token`.
    ///
    /// - Parameter token: The token, without its scheme.
    public init(token: String) {
        self.token = token
    }
}

extension Request {
    /// The credential the request carries as `scheme` says: its header, then its scheme and a
    /// space, then the token.
    ///
    /// ```swift
    /// router.on(Post.create) { body, request, context in
    ///     let credential = try request.credential(ConduitToken.self)
    ///     guard credential.token != "revoked" else { throw HTTPError(.forbidden) }
    ///     return try store.addPost(from: body.data)
    /// }
    /// ```
    ///
    /// - Parameter scheme: How requests carry the credential.
    /// - Returns: The credential.
    /// - Throws: Hummingbird's `HTTPError`, 401 with the scheme's challenge (`WWW-Authenticate:
    ///   Token`), when the request carries none, or none in the scheme; an
    ///   ``APIErrorMiddleware`` answers it in the API's error shape.
    public func credential<Scheme: CredentialScheme>(_ scheme: Scheme.Type) throws -> Credential<Scheme> {
        let name = Scheme.header.lowercased()
        let field = headers.first { $0.name.canonicalName == name }?.value
        let prefix = Scheme.scheme.isEmpty ? "" : Scheme.scheme + " "
        guard let field, field.count > prefix.count,
            field.prefix(prefix.count).lowercased() == prefix.lowercased()
        else {
            var challenge = HTTPFields()
            if !Scheme.scheme.isEmpty {
                challenge[.wwwAuthenticate] = Scheme.scheme
            }
            throw HTTPError(
                .unauthorized,
                headers: challenge,
                message: "\(method) \(uri.path) needs a credential: \(Scheme.header): \(prefix)<token>"
            )
        }
        return Credential(token: String(field.dropFirst(prefix.count)))
    }
}

/// Answers 401 to every request of the routes after it that carries no credential of `Scheme`,
/// and 403 to one whose credential `accepts` refuses, before any handler runs: a group of routes
/// that need a caller.
///
/// ```swift
/// let signedIn = router.group()
///     .add(
///         middleware: RequiresCredential<BasicRequestContext, ConduitToken> { credential in
///             credential.token != "revoked"
///         }
///     )
/// signedIn.on(Post.create) { body, request, context in
///     try store.addPost(from: body.data)
/// }
/// ```
///
/// Its handlers read the credential with `request.credential(_:)`. Both answers come
/// in the API's error shape through an ``APIErrorMiddleware`` added before it.
public struct RequiresCredential<Context: RequestContext, Scheme: CredentialScheme>: RouterMiddleware {
    /// Whether a credential is one of a caller the routes answer.
    let accepts: @Sendable (Credential<Scheme>) async throws -> Bool

    /// A middleware that lets through requests with a credential `accepts` accepts.
    ///
    /// - Parameter accepts: Whether a credential is one of a caller the routes answer; every
    ///   credential of the scheme unless said.
    public init(accepts: @escaping @Sendable (Credential<Scheme>) async throws -> Bool = { _ in true }) {
        self.accepts = accepts
    }

    /// Refuses a request without an accepted credential, or runs the route.
    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard try await accepts(try request.credential(Scheme.self)) else {
            throw HTTPError(.forbidden, message: "\(request.method) \(request.uri.path): this credential may not")
        }
        return try await next(request, context)
    }
}
#endif
