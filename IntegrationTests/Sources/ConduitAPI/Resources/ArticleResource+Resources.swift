// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

public import Foundation
public import Yopuy

/// `GET /articles` (`list`): Get recent articles globally
///
/// Get most recent articles globally. Use query parameters to filter results. Auth is optional
///
/// Query:
/// - `tag`, string: Filter by tag
/// - `author`, string: Filter by author (username)
/// - `favorited`, string: Filter by favorites of a user (username)
/// - `offset`, integer: The number of items to skip before starting to collect the result set.
/// - `limit`, integer: The numbers of items to return.
///
/// `POST /articles` (`create`): Create an article
///
/// Create an article. Auth is required
///
/// `GET /articles/{slug}` (`show`): Get an article
///
/// Get an article. Auth not required
///
/// `PUT /articles/{slug}` (`replace`): Update an article
///
/// Update an article. Auth is required
public struct ArticleResource: RootResource, IsListable, IsCreatable, IsShowable, IsReplaceable, IsAddressable {
    /// What a create sends.
    public typealias CreateBody = NewArticleRequest
    /// What a replace sends.
    public typealias ReplaceBody = UpdateArticleRequest
    /// The segment this level adds to a path.
    public static let path = "articles"

    /// The record's ID: `slug`.
    public let id: String

    /// Reads an answer as `SingleArticleResponse`.
    public static func parse(singular data: Data) throws -> SingleArticleResponse {
        try JSONDecoder().decode(SingleArticleResponse.self, from: data)
    }

    /// Reads a list as `MultipleArticlesResponse`.
    public static func parse(collection data: Data) throws -> MultipleArticlesResponse {
        try JSONDecoder().decode(MultipleArticlesResponse.self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

extension ArticleResource {
    /// The query of `GET /articles`, typed.
    ///
    /// - Parameters:
    ///   - tag: Filter by tag
    ///   - author: Filter by author (username)
    ///   - favorited: Filter by favorites of a user (username)
    ///   - offset: The number of items to skip before starting to collect the result set.
    ///   - limit: The numbers of items to return.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func listQuery(
        tag: String? = nil,
        author: String? = nil,
        favorited: String? = nil,
        offset: Int? = nil,
        limit: Int? = nil
    ) -> Query {
        var query = Query()
        query["tag"] = tag?.queryValue
        query["author"] = author?.queryValue
        query["favorited"] = favorited?.queryValue
        query["offset"] = offset?.queryValue
        query["limit"] = limit?.queryValue
        return query
    }

    /// The parameters of `GET /articles`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct ListParameters: QueryParameters {
        /// Filter by tag
        public var tag: String?
        /// Filter by author (username)
        public var author: String?
        /// Filter by favorites of a user (username)
        public var favorited: String?
        /// The number of items to skip before starting to collect the result set.
        public var offset: Int?
        /// The numbers of items to return.
        public var limit: Int?

        /// Parameters with each value given.
        public init(
            tag: String? = nil,
            author: String? = nil,
            favorited: String? = nil,
            offset: Int? = nil,
            limit: Int? = nil
        ) {
            self.tag = tag
            self.author = author
            self.favorited = favorited
            self.offset = offset
            self.limit = limit
        }
    }
}

/// `GET /articles/{slug}/comments` (`list`): Get comments for an article
///
/// Get the comments for an article. Auth is optional
///
/// `POST /articles/{slug}/comments` (`create`): Create a comment for an article
///
/// Create a comment for an article. Auth is required
public struct ArticleResourceComment: ChildResource, IsListable, IsCreatable, IsAddressable, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ArticleResource
    /// What a create sends.
    public typealias CreateBody = NewCommentRequest
    /// The segment this level adds to a path.
    public static let path = "comments"

    /// The record's ID: `id`.
    public let id: Int

    /// Reads an answer as `SingleCommentResponse`.
    public static func parse(singular data: Data) throws -> SingleCommentResponse {
        try JSONDecoder().decode(SingleCommentResponse.self, from: data)
    }

    /// Reads a list as `MultipleCommentsResponse`.
    public static func parse(collection data: Data) throws -> MultipleCommentsResponse {
        try JSONDecoder().decode(MultipleCommentsResponse.self, from: data)
    }

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }

    /// A value with each property given.
    public init(id: Int) {
        self.id = id
    }
}

/// `POST /articles/{slug}/favorite` (`create`): Favorite an article
///
/// Favorite an article. Auth is required
///
/// `DELETE /articles/{slug}/favorite` (`delete`): Unfavorite an article
///
/// Unfavorite an article. Auth is required
public enum Favorite: SingularChildResource, IsCreatable, IsDeletable, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ArticleResource
    /// The segment this level adds to a path.
    public static let path = "favorite"

    /// Reads an answer as `SingleArticleResponse`.
    public static func parse(singular data: Data) throws -> SingleArticleResponse {
        try JSONDecoder().decode(SingleArticleResponse.self, from: data)
    }

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}

/// `GET /articles/feed` (`action`): Get recent articles from users you follow
///
/// Get most recent articles from users you follow. Use query parameters to limit. Auth is required
///
/// Query:
/// - `offset`, integer: The number of items to skip before starting to collect the result set.
/// - `limit`, integer: The numbers of items to return.
public enum GetArticlesFeed: CollectionAction {
    /// The resource whose collection it acts on.
    public typealias Target = ArticleResource
    /// The method its path is sent with.
    public typealias Method = GET
    /// The segment this level adds to a path.
    public static let path = "feed"

    /// Reads an answer as `MultipleArticlesResponse`.
    public static func parse(singular data: Data) throws -> MultipleArticlesResponse {
        try JSONDecoder().decode(MultipleArticlesResponse.self, from: data)
    }
}

extension GetArticlesFeed {
    /// The query of `GET /articles/feed`, typed.
    ///
    /// - Parameters:
    ///   - offset: The number of items to skip before starting to collect the result set.
    ///   - limit: The numbers of items to return.
    /// - Returns: The query, with the parameters that are not `nil`.
    public static func query(offset: Int? = nil, limit: Int? = nil) -> Query {
        var query = Query()
        query["offset"] = offset?.queryValue
        query["limit"] = limit?.queryValue
        return query
    }

    /// The parameters of `GET /articles/feed`, typed: what a client sends
    /// with `try Query(_:)` and a server reads with `request.query(as:)`.
    public struct Parameters: QueryParameters {
        /// The number of items to skip before starting to collect the result set.
        public var offset: Int?
        /// The numbers of items to return.
        public var limit: Int?

        /// Parameters with each value given.
        public init(offset: Int? = nil, limit: Int? = nil) {
            self.offset = offset
            self.limit = limit
        }
    }
}

/// `DELETE /articles/{slug}` (`action`): Delete an article
///
/// Delete an article. Auth is required
public enum DeleteArticle: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ArticleResource
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}

/// `DELETE /articles/{slug}/comments/{id}` (`action`): Delete a comment for an article
///
/// Delete a comment for an article. Auth is required
public enum DeleteArticleComment: RecordAction, AnswersNoContent {
    /// The level above this one.
    public typealias Parent = ArticleResourceComment
    /// The method its path is sent with.
    public typealias Method = DELETE
    /// The segment this level adds to a path.
    public static let path = ""
}
