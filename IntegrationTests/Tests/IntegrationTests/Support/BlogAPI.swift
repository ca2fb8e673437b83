import Foundation
import Yopuy

// The client's description of the blog API served by BlogServer, written as a user would.
// The root package describes the same API in Sources/BlogModel, for its demo and its tests; that
// target is no product, so this package, which sees only the root's products, cannot import it.

private func decode<Value: Decodable>(_ data: Data) throws -> Value {
    try JSONDecoder().decode(Value.self, from: data)
}

/// Every list comes wrapped with its count: a collection type of the user's choosing.
struct Page<Item: Decodable & Sendable>: Decodable, Sendable {
    let items: [Item]
    let count: Int
}

/// What a new or replaced post sends.
struct PostDraft: Encodable {
    var title: String
    var body: String
    var published: Bool?
}

struct Post: RootResource, IsRESTful, Decodable, Equatable, Sendable {
    static let path = "posts"
    let id: Int
    var title: String
    var body: String
    var published: Bool

    static func parse(singular data: Data) throws -> Post { try decode(data) }
    static func parse(collection data: Data) throws -> Page<Post> { try decode(data) }

    /// `POST /posts/{id}/publish`
    enum Publish: RecordAction {
        typealias Parent = Post
        typealias Method = POST
        static let path = "publish"
        static func parse(singular data: Data) throws -> Post { try decode(data) }
    }

    /// `GET /posts/search?q=`
    enum Search: CollectionAction {
        typealias Target = Post
        typealias Method = GET
        static let path = "search"
        static func parse(singular data: Data) throws -> Page<Post> { try decode(data) }
    }

    /// `GET /posts/changes`: the posts as they are created, as server-sent events; a `ping`
    /// event carries no post.
    enum Changes: CollectionAction {
        typealias Target = Post
        typealias Method = GET
        typealias Kind = EventStreamPath
        static let path = "changes"
        static func parse(singular data: Data) throws -> Post { try decode(data) }
        static func parse(event: ServerSentEvent) throws -> Post? {
            event.event == "ping" ? nil : try decode(Data(event.data.utf8))
        }
    }

    /// `GET /posts/flaky`: posts as server-sent events over connections that drop.
    enum Flaky: CollectionAction {
        typealias Target = Post
        typealias Method = GET
        typealias Kind = EventStreamPath
        static let path = "flaky"
        static func parse(singular data: Data) throws -> Post { try decode(data) }
    }

    /// `GET /posts/export`: every post, as newline-delimited JSON.
    enum Export: CollectionAction {
        typealias Target = Post
        typealias Method = GET
        typealias Kind = JSONLinesPath
        static let path = "export"
        static func parse(singular data: Data) throws -> Post { try decode(data) }
    }
}

struct Comment: ChildResource, IsRESTful, Decodable, Equatable, Sendable {
    typealias Parent = Post
    static let path = "comments"
    let id: Int
    let postID: Int
    var body: String
    var approved: Bool

    static func parse(singular data: Data) throws -> Comment { try decode(data) }
    static func parse(collection data: Data) throws -> Page<Comment> { try decode(data) }

    /// `PUT /posts/{id}/comments/{id}/approval`
    enum Approve: RecordAction {
        typealias Parent = Comment
        typealias Method = PUT
        static let path = "approval"
        static func parse(singular data: Data) throws -> Comment { try decode(data) }
    }
}

struct Commenter: ChildResource, IsShowable, IsListable, IsDeletable, Decodable, Equatable, Sendable {
    typealias Parent = Comment
    static let path = "commenter"
    let id: Int
    var name: String

    static func parse(singular data: Data) throws -> Commenter { try decode(data) }
    static func parse(collection data: Data) throws -> Page<Commenter> { try decode(data) }
}

struct Blog: SingularRootResource, IsShowable, IsReplaceable, IsPatchable, Codable, Equatable, Sendable {
    static let path = "blog"
    var name: String
    var tagline: String

    static func parse(singular data: Data) throws -> Blog { try decode(data) }
}

struct Author: SingularChildResource, IsShowable, Decodable, Equatable, Sendable {
    typealias Parent = Blog
    static let path = "author"
    var name: String

    static func parse(singular data: Data) throws -> Author { try decode(data) }
}

/// `GET /slow?ms=`: an answer that takes its time.
struct Slow: SingularRootResource, IsShowable {
    static let path = "slow"
    static func parse(singular data: Data) throws -> Data { data }
}

/// What the server saw on the wire.
struct Seen: Decodable, Sendable {
    let method: String
    let target: String
    let headers: [[String]]
    let body: String

    func header(_ name: String) -> [String] {
        headers.filter { $0.first?.lowercased() == name.lowercased() }.compactMap { $0.last }
    }
}

/// `/echo/{id}`: the server answers with the request it received.
struct Echo: RootResource, IsRESTful {
    static let path = "echo"
    let id: String
    static func parse(singular data: Data) throws -> Seen { try decode(data) }
    static func parse(collection data: Data) throws -> Seen { try decode(data) }
}
