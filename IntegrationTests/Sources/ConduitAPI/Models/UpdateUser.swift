// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `UpdateUser`, from the document.
public struct UpdateUser: Codable, Sendable {
    /// The document's `email`.
    public var email: String?
    /// The document's `password`.
    public var password: String?
    /// The document's `username`.
    public var username: String?
    /// The document's `bio`.
    public var bio: String?
    /// The document's `image`.
    public var image: String?

    /// A value with each property given.
    public init(
        email: String? = nil,
        password: String? = nil,
        username: String? = nil,
        bio: String? = nil,
        image: String? = nil
    ) {
        self.email = email
        self.password = password
        self.username = username
        self.bio = bio
        self.image = image
    }
}
