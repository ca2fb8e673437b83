import Foundation
public import Yopuy

/// A user name and password for a registry that asks for `Basic` authentication (htpasswd),
/// given to ``Yopuy/Authentication`` as its tokens.
///
/// ```swift
/// let credentials = BasicCredentials(user: "ci", password: password)
/// let adapter = URLSessionAdapter().with(Authentication(credentials, scheme: "Basic"))
/// let registry = Registry(adapter: adapter, url: url)
/// ```
///
/// A password cannot be refreshed: when the registry answers `401`, the provider hands the same
/// credentials back, so the middleware does not send the request again, and that `401`, with its
/// `WWW-Authenticate: Basic realm="…"` challenge, reaches the caller at once as
/// ``Yopuy/YopuyError/Code/unacceptableStatus``.
public struct BasicCredentials: TokenProvider {
    /// The user name.
    public let user: String
    /// The password.
    public let password: String

    /// Creates credentials.
    ///
    /// - Parameters:
    ///   - user: The user name; it must not hold a `:`.
    ///   - password: The password.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// `user:password` in Base64, the token of the `Basic` scheme.
    ///
    /// - Returns: The token, without the scheme.
    public func token() -> String {
        Data("\(user):\(password)".utf8).base64EncodedString()
    }

    /// The same token: a password does not change because a server refused it.
    ///
    /// - Parameter rejected: The token the registry refused.
    /// - Returns: ``token()``.
    public func refreshedToken(replacing rejected: String) -> String {
        token()
    }
}
