// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `NewUser`, from the document.
public struct NewUser: Codable, Sendable {
    /// The document's `username`.
    public var username: String
    /// The document's `email`.
    public var email: String
    /// The document's `password`.
    public var password: String

    /// A value with each property given.
    public init(
        username: String,
        email: String,
        password: String
    ) {
        self.username = username
        self.email = email
        self.password = password
    }
}
