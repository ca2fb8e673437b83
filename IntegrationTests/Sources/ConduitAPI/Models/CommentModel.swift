// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `CommentModel`, from the document.
public struct CommentModel: Codable, Sendable {
    /// The record's ID.
    public var id: Int
    /// The document's `createdAt`.
    public var createdAt: String
    /// The document's `updatedAt`.
    public var updatedAt: String
    /// The document's `body`.
    public var body: String
    /// The document's `author`.
    public var author: Profile

    /// A value with each property given.
    public init(
        id: Int,
        createdAt: String,
        updatedAt: String,
        body: String,
        author: Profile
    ) {
        self.id = id
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.body = body
        self.author = author
    }
}
