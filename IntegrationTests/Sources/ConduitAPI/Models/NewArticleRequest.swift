// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `NewArticleRequest`, from the document.
public struct NewArticleRequest: Codable, Sendable {
    /// The document's `article`.
    public var article: NewArticle

    /// A value with each property given.
    public init(article: NewArticle) {
        self.article = article
    }
}
