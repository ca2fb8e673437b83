// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

internal import Foundation

/// `MultipleArticlesResponse`, from the document.
public struct MultipleArticlesResponse: Codable, Sendable {
    /// The document's `articles`.
    public var articles: [Article]
    /// The document's `articlesCount`.
    public var articlesCount: Int

    /// `Article`, from the document.
    public struct Article: Codable, Sendable {
        /// The document's `slug`.
        public var slug: String
        /// The document's `title`.
        public var title: String
        /// The document's `description`.
        public var description: String
        /// The document's `tagList`.
        public var tagList: [String]
        /// The document's `createdAt`.
        public var createdAt: String
        /// The document's `updatedAt`.
        public var updatedAt: String
        /// The document's `favorited`.
        public var favorited: Bool
        /// The document's `favoritesCount`.
        public var favoritesCount: Int
        /// The document's `author`.
        public var author: Profile

        /// A value with each property given.
        public init(
            slug: String,
            title: String,
            description: String,
            tagList: [String],
            createdAt: String,
            updatedAt: String,
            favorited: Bool,
            favoritesCount: Int,
            author: Profile
        ) {
            self.slug = slug
            self.title = title
            self.description = description
            self.tagList = tagList
            self.createdAt = createdAt
            self.updatedAt = updatedAt
            self.favorited = favorited
            self.favoritesCount = favoritesCount
            self.author = author
        }
    }

    /// A value with each property given.
    public init(
        articles: [Article],
        articlesCount: Int
    ) {
        self.articles = articles
        self.articlesCount = articlesCount
    }
}
