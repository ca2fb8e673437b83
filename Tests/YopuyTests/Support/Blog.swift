import Foundation
import Yopuy

// The resources every test uses: a small blog API, with one resource of each shape.

/// Decodes JSON for the test resources.
private func decode<Value: Decodable>(_ data: Data) throws -> Value {
    try JSONDecoder().decode(Value.self, from: data)
}

/// A root resource adopting every capability through the seed's spelling, `IsRESTFul`.
struct Post: RootResource, IsRESTFul, Codable, Equatable {
    static let path = "posts"
    let id: Int
    var title = ""

    static func parse(singular data: Data) throws -> Post { try decode(data) }
    static func parse(collection data: Data) throws -> [Post] { try decode(data) }
}

/// A child of `Post`, adopting every capability through the modern spelling, `IsRESTful`.
struct Comment: ChildResource, IsRESTful, Codable, Equatable {
    typealias Parent = Post
    static let path = "comments"
    let id: Int
    var body = ""

    static func parse(singular data: Data) throws -> Comment { try decode(data) }
    static func parse(collection data: Data) throws -> [Comment] { try decode(data) }
}

/// A grandchild with a subset of capabilities, as in the seed README: no create, replace or update.
struct Commenter: ChildResource, IsShowable, IsListable, IsDeletable, Codable {
    typealias Parent = Comment
    static let path = "commenter"
    let id: Int

    static func parse(singular data: Data) throws -> Commenter { try decode(data) }
    static func parse(collection data: Data) throws -> [Commenter] { try decode(data) }
}

/// A root singleton.
struct Blog: SingularRootResource, IsShowable, IsCreatable, IsReplaceable, IsPatchable, IsDeletable, Codable {
    static let path = "blog"
    var name = ""

    static func parse(singular data: Data) throws -> Blog { try decode(data) }
}

/// A singleton under the `Blog` singleton.
struct Author: SingularChildResource, IsShowable, IsCreatable, IsReplaceable, IsPatchable, IsDeletable, Codable {
    typealias Parent = Blog
    static let path = "author"
    var name = ""

    static func parse(singular data: Data) throws -> Author { try decode(data) }
}

/// A singleton under each post: `/posts/1/cover`.
struct Cover: SingularChildResource, IsShowable, Codable {
    typealias Parent = Post
    static let path = "cover"
    var url = ""

    static func parse(singular data: Data) throws -> Cover { try decode(data) }
}

/// A collection under the `Blog` singleton: `/blog/pages/about`, with `String` IDs.
struct Page: ChildResource, IsShowable, IsListable, Codable {
    typealias Parent = Blog
    static let path = "pages"
    let id: String

    static func parse(singular data: Data) throws -> Page { try decode(data) }
    static func parse(collection data: Data) throws -> [Page] { try decode(data) }
}

/// A root resource with `UUID` IDs.
struct Session: RootResource, IsShowable, IsDeletable {
    static let path = "sessions"
    let id: UUID

    static func parse(singular data: Data) throws -> Session { Session(id: UUID()) }
}

/// An ID type of the user's own, so that no other resource's ID fits.
struct ArticleID: RawRepresentable, Hashable, PathSegmentConvertible {
    let rawValue: String
}

/// A root resource whose ID is a user-defined type.
struct Article: RootResource, IsShowable {
    static let path = "articles"
    let id: ArticleID

    static func parse(singular data: Data) throws -> Article { Article(id: ArticleID(rawValue: "")) }
}

/// A record type with no `GET` of its own: only named as a parent.
struct Org: RootResource, IsAddressable {
    static let path = "orgs"
    let id: Int
}

/// A nested record type with no `GET` of its own, under an `Org`.
struct Team: ChildResource, IsAddressable {
    typealias Parent = Org
    static let path = "teams"
    let id: String
}

/// Members of an org: `/orgs/1/members`.
struct Member: ChildResource, IsListable {
    typealias Parent = Org
    static let path = "members"
    let id: Int

    static func parse(collection data: Data) throws -> [Int] { try decode(data) }
}

/// Members of a team: `/orgs/1/teams/core/members`.
struct TeamMember: ChildResource, IsListable, IsDeletable {
    typealias Parent = Team
    static let path = "members"
    let id: Int

    static func parse(singular data: Data) throws -> Int { try decode(data) }
    static func parse(collection data: Data) throws -> [Int] { try decode(data) }
}

/// The same comments as `Comment`, also served at the root: `/comments/5`. It reuses the
/// `Comment` model as its `Singular` instead of copying it.
struct CommentByID: RootResource, IsShowable, IsDeletable {
    typealias Singular = Comment
    static let path = "comments"
    let id: Comment.ID

    static func parse(singular data: Data) throws -> Comment { try Comment.parse(singular: data) }
}

/// What publishing a post answers with.
struct Receipt: Codable, Equatable {
    let publishedAt: String
}

extension Post {
    /// `POST /posts/{id}/publish`, answering a `Receipt`.
    enum Publish: RecordAction {
        typealias Parent = Post
        typealias Method = POST
        static let path = "publish"
        static func parse(singular data: Data) throws -> Receipt { try decode(data) }
    }

    /// `GET /posts/search`, answering a list of posts.
    enum Search: CollectionAction {
        typealias Target = Post
        typealias Method = GET
        static let path = "search"
        static func parse(singular data: Data) throws -> [Post] { try decode(data) }
    }
}

extension Comment {
    /// `PUT /posts/{id}/comments/{id}/approval`, answering the approved comment.
    enum Approve: RecordAction {
        typealias Parent = Comment
        typealias Method = PUT
        static let path = "approval"
        static func parse(singular data: Data) throws -> Comment { try decode(data) }
    }

    /// `GET /posts/{id}/comments/search`, answering a list of comments.
    enum Search: CollectionAction {
        typealias Target = Comment
        typealias Method = GET
        static let path = "search"
        static func parse(singular data: Data) throws -> [Comment] { try decode(data) }
    }
}

extension Blog {
    /// `POST /blog/rebuild`, an action on a singleton, answering nothing worth parsing.
    enum Rebuild: RecordAction {
        typealias Parent = Blog
        typealias Method = POST
        static let path = "rebuild"
        static func parse(singular data: Data) throws -> Data { data }
    }
}
