// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `UpdateArticleRequest`, from the document.
public struct UpdateArticleRequest: Codable, Sendable {
    /// The document's `article`.
    public var article: UpdateArticle

    /// A value with each property given.
    public init(article: UpdateArticle) {
        self.article = article
    }
}
