// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `LoginUser`, from the document.
public struct LoginUser: Codable, Sendable {
    /// The document's `email`.
    public var email: String
    /// The document's `password`.
    public var password: String

    /// A value with each property given.
    public init(
        email: String,
        password: String
    ) {
        self.email = email
        self.password = password
    }
}
