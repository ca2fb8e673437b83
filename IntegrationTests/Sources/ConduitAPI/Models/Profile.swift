// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `Profile`, from the document.
public struct Profile: Codable, Sendable {
    /// The document's `username`.
    public var username: String
    /// The document's `bio`.
    public var bio: String
    /// The document's `image`.
    public var image: String
    /// The document's `following`.
    public var following: Bool

    /// A value with each property given.
    public init(
        username: String,
        bio: String,
        image: String,
        following: Bool
    ) {
        self.username = username
        self.bio = bio
        self.image = image
        self.following = following
    }
}
