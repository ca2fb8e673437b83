// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (Each type says what it stands for; its members are what Yopuy's protocols ask for. They are
// public only so that the demo and the test targets can use them.)

public import Foundation
public import Yopuy

// The example API of this package: a small blog, with one resource of each shape Yopuy knows,
// and a few more resources for IDs of other types and records with no `GET` of their own.
//
// The demo talks to it (in memory, or to `blog-server` of IntegrationTests), the test targets
// test Yopuy with it, the documentation comments' examples assume it, and the fixtures of
// Tests/MustNotCompile are compiled against it. IntegrationTests, a package of its own, cannot
// import this target (it is no product) and describes the same API itself.

/// Decodes JSON for the example resources.
private func decode<Value: Decodable>(_ data: Data) throws -> Value {
    try JSONDecoder().decode(Value.self, from: data)
}

/// Decodes a list given as a bare array, `[…]`, or wrapped with its count,
/// `{"items": […], "count": 2}`, as `blog-server` and the demo's in-memory backend send lists.
private func decodeList<Item: Decodable>(_ data: Data) throws -> [Item] {
    do {
        return try decode(data)
    } catch {
        guard let wrapped = try? JSONDecoder().decode(Wrapped<Item>.self, from: data) else {
            throw error
        }
        return wrapped.items
    }
}

/// A list wrapped with its count.
private struct Wrapped<Item: Decodable>: Decodable {
    let items: [Item]
}

/// A root resource adopting every capability through the seed's spelling, `IsRESTFul`:
/// `/posts`, `/posts/1`.
public struct Post: RootResource, IsRESTFul, Codable, Equatable, Sendable {
    public static let path = "posts"
    public let id: Int
    public var title: String
    /// The text, when the answer includes it (tests often leave it out).
    public var body: String?
    /// Whether the post is published, when the answer says.
    public var published: Bool?

    public init(id: Int, title: String = "", body: String? = nil, published: Bool? = nil) {
        self.id = id
        self.title = title
        self.body = body
        self.published = published
    }

    public static func parse(singular data: Data) throws -> Post { try decode(data) }
    public static func parse(collection data: Data) throws -> [Post] { try decodeList(data) }
}

/// What creating a post sends.
public struct PostDraft: Encodable, Sendable {
    public var title: String
    public var body: String
    public var published: Bool

    public init(title: String, body: String, published: Bool = false) {
        self.title = title
        self.body = body
        self.published = published
    }
}

/// A child of `Post`, adopting every capability through the modern spelling, `IsRESTful`:
/// `/posts/1/comments/2`.
public struct Comment: ChildResource, IsRESTful, Codable, Equatable, Sendable {
    public typealias Parent = Post
    public static let path = "comments"
    public let id: Int
    public var body: String

    public init(id: Int, body: String = "") {
        self.id = id
        self.body = body
    }

    public static func parse(singular data: Data) throws -> Comment { try decode(data) }
    public static func parse(collection data: Data) throws -> [Comment] { try decodeList(data) }
}

/// A grandchild with a subset of capabilities, as in the seed README: no create, replace or
/// update.
public struct Commenter: ChildResource, IsShowable, IsListable, IsDeletable, Codable, Sendable {
    public typealias Parent = Comment
    public static let path = "commenter"
    public let id: Int

    public init(id: Int) {
        self.id = id
    }

    public static func parse(singular data: Data) throws -> Commenter { try decode(data) }
    public static func parse(collection data: Data) throws -> [Commenter] { try decodeList(data) }
}

/// A root singleton: `/blog`.
public struct Blog: SingularRootResource, IsShowable, IsCreatable, IsReplaceable, IsPatchable, IsDeletable, Codable,
    Sendable
{
    public static let path = "blog"
    public var name: String
    /// The blog's tagline, when the answer includes it.
    public var tagline: String?

    public init(name: String = "", tagline: String? = nil) {
        self.name = name
        self.tagline = tagline
    }

    public static func parse(singular data: Data) throws -> Blog { try decode(data) }
}

/// A singleton under the `Blog` singleton: `/blog/author`.
public struct Author: SingularChildResource, IsShowable, IsCreatable, IsReplaceable, IsPatchable, IsDeletable,
    Codable, Sendable
{
    public typealias Parent = Blog
    public static let path = "author"
    public var name: String

    public init(name: String = "") {
        self.name = name
    }

    public static func parse(singular data: Data) throws -> Author { try decode(data) }
}

/// A singleton under each post: `/posts/1/cover`.
public struct Cover: SingularChildResource, IsShowable, Codable, Sendable {
    public typealias Parent = Post
    public static let path = "cover"
    public var url: String

    public init(url: String = "") {
        self.url = url
    }

    public static func parse(singular data: Data) throws -> Cover { try decode(data) }
}

/// A collection under the `Blog` singleton: `/blog/pages/about`, with `String` IDs.
public struct Page: ChildResource, IsShowable, IsListable, Codable, Sendable {
    public typealias Parent = Blog
    public static let path = "pages"
    public let id: String

    public init(id: String) {
        self.id = id
    }

    public static func parse(singular data: Data) throws -> Page { try decode(data) }
    public static func parse(collection data: Data) throws -> [Page] { try decodeList(data) }
}

/// A root resource with `UUID` IDs: `/sessions/…`.
public struct Session: RootResource, IsShowable, IsDeletable, Codable, Sendable {
    public static let path = "sessions"
    public let id: UUID

    public init(id: UUID) {
        self.id = id
    }

    public static func parse(singular data: Data) throws -> Session { Session(id: UUID()) }
}

/// An ID type of the user's own, so that no other resource's ID fits.
public struct ArticleID: RawRepresentable, Hashable, PathSegmentConvertible, Codable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

/// A root resource whose ID is a user-defined type: `/articles/…`.
public struct Article: RootResource, IsShowable, Codable, Sendable {
    public static let path = "articles"
    public let id: ArticleID

    public init(id: ArticleID) {
        self.id = id
    }

    public static func parse(singular data: Data) throws -> Article { Article(id: ArticleID(rawValue: "")) }
}

// Repeats by design (duplicates pairs this file with itself): the example resources below each
// declare their path, their ID and an initializer, as a user's resources do.

/// A record type with no `GET` of its own, only named as a parent: `/orgs/1/…`.
public struct Org: RootResource, IsAddressable, Sendable {
    public static let path = "orgs"
    public let id: Int

    public init(id: Int) {
        self.id = id
    }
}

/// A nested record type with no `GET` of its own, under an `Org`: `/orgs/1/teams/core/…`.
public struct Team: ChildResource, IsAddressable, Sendable {
    public typealias Parent = Org
    public static let path = "teams"
    public let id: String

    public init(id: String) {
        self.id = id
    }
}

/// Members of an org: `/orgs/1/members`, listed as their IDs.
public struct Member: ChildResource, IsListable, Sendable {
    public typealias Parent = Org
    public static let path = "members"
    public let id: Int

    public init(id: Int) {
        self.id = id
    }

    public static func parse(collection data: Data) throws -> [Int] { try decode(data) }
}

/// Members of a team: `/orgs/1/teams/core/members`.
public struct TeamMember: ChildResource, IsListable, IsDeletable, Sendable {
    public typealias Parent = Team
    public static let path = "members"
    public let id: Int

    public init(id: Int) {
        self.id = id
    }

    public static func parse(singular data: Data) throws -> Int { try decode(data) }
    public static func parse(collection data: Data) throws -> [Int] { try decode(data) }
}

/// The same comments as `Comment`, also served at the root: `/comments/5`. It reuses the
/// `Comment` model as its `Singular` instead of copying it.
public struct CommentByID: RootResource, IsShowable, IsDeletable, Sendable {
    public typealias Singular = Comment
    public static let path = "comments"
    public let id: Comment.ID

    public init(id: Comment.ID) {
        self.id = id
    }

    public static func parse(singular data: Data) throws -> Comment { try Comment.parse(singular: data) }
}

extension Post {
    /// `POST /posts/{id}/publish`, answering the published post.
    public enum Publish: RecordAction {
        public typealias Parent = Post
        public typealias Method = POST
        public static let path = "publish"
        public static func parse(singular data: Data) throws -> Post { try decode(data) }
    }

    /// `GET /posts/search`, answering a list of posts.
    public enum Search: CollectionAction {
        public typealias Target = Post
        public typealias Method = GET
        public static let path = "search"
        public static func parse(singular data: Data) throws -> [Post] { try decodeList(data) }
    }

    /// `GET /posts/changes`, a `text/event-stream` of the posts as they change; each event's
    /// data is one post, and a `ping` event carries none.
    public enum Changes: CollectionAction {
        public typealias Target = Post
        public typealias Method = GET
        public typealias Kind = EventStreamPath
        public static let path = "changes"
        public static func parse(singular data: Data) throws -> Post { try decode(data) }
        public static func parse(event: ServerSentEvent) throws -> Post? {
            event.event == "ping" ? nil : try decode(Data(event.data.utf8))
        }
    }

    /// `GET /posts/export`, every post as newline-delimited JSON.
    public enum Export: CollectionAction {
        public typealias Target = Post
        public typealias Method = GET
        public typealias Kind = JSONLinesPath
        public static let path = "export"
        public static func parse(singular data: Data) throws -> Post { try decode(data) }
    }
}

// Not `Approve` and `Search`: the documentation comments' examples declare those on `Comment`
// themselves, and a second declaration would make their uses ambiguous.
extension Comment {
    /// `PUT /posts/{id}/comments/{id}/pin`, answering the pinned comment.
    public enum Pin: RecordAction {
        public typealias Parent = Comment
        public typealias Method = PUT
        public static let path = "pin"
        public static func parse(singular data: Data) throws -> Comment { try decode(data) }
    }

    /// `GET /posts/{id}/comments/recent`, answering a list of comments.
    public enum Recent: CollectionAction {
        public typealias Target = Comment
        public typealias Method = GET
        public static let path = "recent"
        public static func parse(singular data: Data) throws -> [Comment] { try decodeList(data) }
    }
}

extension Blog {
    /// `POST /blog/rebuild`, an action on a singleton, answering nothing worth parsing.
    public enum Rebuild: RecordAction {
        public typealias Parent = Blog
        public typealias Method = POST
        public static let path = "rebuild"
        public static func parse(singular data: Data) throws -> Data { data }
    }
}
