import Foundation
import Yopuy

// The blog API the demo talks to: the same one `blog-server` in IntegrationTests serves.

private func decode<Value: Decodable>(_ data: Data) throws -> Value {
    try JSONDecoder().decode(Value.self, from: data)
}

/// Lists come wrapped with their count.
struct Page<Item: Decodable & Sendable>: Decodable, Sendable {
    let items: [Item]
    let count: Int
}

struct Post: RootResource, IsRESTful, Decodable, Sendable {
    static let path = "posts"
    let id: Int
    var title: String
    var body: String
    var published: Bool

    static func parse(singular data: Data) throws -> Post { try decode(data) }
    static func parse(collection data: Data) throws -> Page<Post> { try decode(data) }

    /// `POST /posts/{id}/publish`: a custom action on one post.
    enum Publish: RecordAction {
        typealias Parent = Post
        typealias Method = POST
        static let path = "publish"
        static func parse(singular data: Data) throws -> Post { try decode(data) }
    }
}

struct Comment: ChildResource, IsRESTful, Decodable, Sendable {
    typealias Parent = Post
    static let path = "comments"
    let id: Int
    var body: String

    static func parse(singular data: Data) throws -> Comment { try decode(data) }
    static func parse(collection data: Data) throws -> Page<Comment> { try decode(data) }
}

struct Blog: SingularRootResource, IsShowable, Decodable, Sendable {
    static let path = "blog"
    var name: String
    var tagline: String

    static func parse(singular data: Data) throws -> Blog { try decode(data) }
}

struct Author: SingularChildResource, IsShowable, Decodable, Sendable {
    typealias Parent = Blog
    static let path = "author"
    var name: String

    static func parse(singular data: Data) throws -> Author { try decode(data) }
}

/// What the demo sends to create a post.
struct PostDraft: Encodable {
    var title: String
    var body: String
    var published = false
}
