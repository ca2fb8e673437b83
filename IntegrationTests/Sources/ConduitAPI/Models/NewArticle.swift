// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `NewArticle`, from the document.
public struct NewArticle: Codable, Sendable {
    /// The document's `title`.
    public var title: String
    /// The document's `description`.
    public var description: String
    /// The document's `body`.
    public var body: String
    /// The document's `tagList`.
    public var tagList: [String]?

    /// A value with each property given.
    public init(
        title: String,
        description: String,
        body: String,
        tagList: [String]? = nil
    ) {
        self.title = title
        self.description = description
        self.body = body
        self.tagList = tagList
    }
}
