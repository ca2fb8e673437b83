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

/// How many times a flaky key was requested, this request included.
struct FlakyRecord: Codable, Sendable, ResponseEncodable {
    var key: String
    var hits: Int
}

/// The token session, as the server counts it.
struct SessionRecord: Codable, Sendable, ResponseEncodable {
    /// Tokens issued: the newest is `token-<issued>`.
    var issued = 0
    /// Token requests refused because the session was revoked.
    var refused = 0
    /// Requests to a protected route let through.
    var accepted = 0
    /// Requests to a protected route answered `401`.
    var rejected = 0
    var expired = false
    var revoked = false
}

/// A newly issued token.
struct TokenRecord: Codable, Sendable, ResponseEncodable {
    var token: String
}

/// Who a protected route says the caller is, and with which token.
struct ProfileRecord: Codable, Sendable, ResponseEncodable {
    var name: String
    var token: String
}

/// A resource served with an entity tag, which changes with its version.
struct TaggedRecord: Codable, Sendable, ResponseEncodable {
    var key: String
    var version: Int
    var text: String

    /// The strong entity tag of this version: `"<key>-v<version>"`, quotes included.
    var etag: String { "\"\(key)-v\(version)\"" }
}

/// What was served for a tagged resource: full answers, `304`s, and how many requests were
/// conditional.
struct ServedRecord: Codable, Sendable, ResponseEncodable {
    var full = 0
    var notModified = 0
    var conditional = 0
}
