// The context that the documentation comments' examples in Sources/ assume: a small blog API
// and a few sample values. DocCommentTests compiles it as the module DocPrelude, then
// type-checks each example on its own with `@testable import DocPrelude`; an example's own
// declarations shadow these.

import Foundation
import Yopuy
import YopuyTesting

struct Post: RootResource, IsRESTful, DecodesJSON, Codable {
    static let path = "posts"
    let id: Int
    var title: String
}

struct Receipt: Codable {
    var publishedAt: String
}

extension Post {
    enum Publish: RecordAction {
        typealias Parent = Post
        typealias Method = POST
        static let path = "publish"
        static func parse(singular data: Data) throws -> Receipt { try JSONDecoder().decode(Receipt.self, from: data) }
    }

    enum Search: CollectionAction {
        typealias Target = Post
        typealias Method = GET
        static let path = "search"
        static func parse(singular data: Data) throws -> [Post] { try Post.parse(collection: data) }
    }
}

struct Comment: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Post
    static let path = "comments"
    let id: Int
    var body: String
}

struct Commenter: ChildResource, IsShowable, IsListable, IsDeletable, DecodesJSON, Codable {
    typealias Parent = Comment
    static let path = "commenter"
    let id: Int
}

struct Blog: SingularRootResource, IsShowable, IsCreatable, IsReplaceable, IsPatchable, IsDeletable, DecodesJSON,
    Codable
{
    static let path = "blog"
    var name: String
}

struct Author: SingularChildResource, IsShowable, DecodesJSON, Codable {
    typealias Parent = Blog
    static let path = "author"
    var name: String
}

struct Org: RootResource, IsAddressable {
    static let path = "orgs"
    let id: Int
}

struct Member: ChildResource, IsListable, DecodesJSON, Codable {
    typealias Parent = Org
    static let path = "members"
    let id: Int
}

struct Tag: RootResource, IsShowable, DecodesJSON, Codable {
    static let path = "tags"
    let id: String
}

struct NewPost: Encodable {
    var title: String
}

/// Stands for any async HTTP client.
struct MyClient {
    func send(_ method: String, _ url: URL, _ body: Data?) async throws -> (status: Int, bytes: Data) {
        (200, Data())
    }
}

let token = "secret"
let baseURL = URL(fileURLWithPath: "/")
let url = baseURL
let method = HTTPMethod.get
let data = Data()
let csv = "id,title\n"
let lastSync = Date(timeIntervalSince1970: 0)
let useStub = true
let draft = NewPost(title: "Hello")
let post = Post(id: 1, title: "Hello")
let stub = StubAdapter()
let adapter = StubAdapter()
let backend = InMemoryBackend(serving: Post.self, Comment.self, Blog.self, Post.Publish.self, Post.Search.self)
let service = Service(adapter: StubAdapter(), URL: URL(fileURLWithPath: "/"))
let callback: @Sendable (AdapterResponse) -> Void = { _ in }
