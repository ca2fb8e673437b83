// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `User`, from the document.
public struct User: Codable, Sendable {
    /// The document's `email`.
    public var email: String
    /// The document's `token`.
    public var token: String
    /// The document's `username`.
    public var username: String
    /// The document's `bio`.
    public var bio: String
    /// The document's `image`.
    public var image: String

    /// A value with each property given.
    public init(
        email: String,
        token: String,
        username: String,
        bio: String,
        image: String
    ) {
        self.email = email
        self.token = token
        self.username = username
        self.bio = bio
        self.image = image
    }
}
