// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `SingleArticleResponse`, from the document.
public struct SingleArticleResponse: Codable, Sendable {
    /// The document's `article`.
    public var article: Article

    /// A value with each property given.
    public init(article: Article) {
        self.article = article
    }
}
