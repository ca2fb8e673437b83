import Foundation
import Yopuy

/// `GET /slow?ms=N`: the server answers after N milliseconds.
struct Slow: SingularRootResource, IsShowable, DecodesJSON, Decodable, Sendable {
    static let path = "slow"
    let name: String
    let tagline: String
}

/// A blog post, as `POST /posts` and `GET /posts` have it.
struct Post: RootResource, IsListable, IsCreatable, Decodable, Sendable {
    static let path = "posts"
    let id: Int
    let title: String

    static func parse(singular data: Data) throws -> Post { try JSONDecoder().decode(Post.self, from: data) }
    static func parse(collection data: Data) throws -> [Post] {
        try JSONDecoder().decode(Page.self, from: data).items
    }

    /// How the server wraps lists.
    struct Page: Decodable {
        let items: [Post]
    }
}
