import Hummingbird

// The server's own models: written independently of the client's resources, so the tests
// compare two descriptions of one API rather than one type with itself.

/// A blog post.
struct PostRecord: Codable, Sendable, Equatable, ResponseEncodable {
    var id: Int
    var title: String
    var body: String
    var published: Bool
}

/// A comment on a post.
struct CommentRecord: Codable, Sendable, Equatable, ResponseEncodable {
    var id: Int
    var postID: Int
    var body: String
    var approved: Bool
}

/// Someone who left a comment, under that comment.
struct CommenterRecord: Codable, Sendable, Equatable, ResponseEncodable {
    var id: Int
    var name: String
}

/// The blog itself: a singleton.
struct BlogRecord: Codable, Sendable, Equatable, ResponseEncodable {
    var name: String
    var tagline: String
}

/// The blog's author: a singleton under the blog.
struct AuthorRecord: Codable, Sendable, Equatable, ResponseEncodable {
    var name: String
}

/// What a request said on the wire, as the server received it.
struct EchoRecord: Codable, Sendable, ResponseEncodable {
    var method: String
    /// The request target exactly as sent: percent-encoding untouched.
    var target: String
    var headers: [[String]]
    var body: String
}

/// Every list the server sends is wrapped with its count.
struct Page<Item: Codable & Sendable>: Codable, Sendable, ResponseEncodable {
    var items: [Item]
    var count: Int
}

/// One page of numbers, with what the request that fetched it said.
struct NumbersRecord: Codable, Sendable, ResponseEncodable {
    var items: [Int]
    var target: String
    var authorization: String?
}
