// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `UpdateArticle`, from the document.
public struct UpdateArticle: Codable, Sendable {
    /// The document's `title`.
    public var title: String?
    /// The document's `description`.
    public var description: String?
    /// The document's `body`.
    public var body: String?

    /// A value with each property given.
    public init(
        title: String? = nil,
        description: String? = nil,
        body: String? = nil
    ) {
        self.title = title
        self.description = description
        self.body = body
    }
}
