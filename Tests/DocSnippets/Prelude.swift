// The context that the documentation comments' examples in Sources/ assume, besides the blog
// API of Sources/BlogModel: a few more types and sample values. DocCommentTests compiles it as
// the module DocPrelude, then type-checks each example on its own with `import BlogModel` and
// `@testable import DocPrelude`; an example's own declarations shadow these.

import BlogModel
import Foundation
import Yopuy
import YopuyTesting

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

/// Stands for a token provider of the user's.
struct RefreshingTokens: TokenProvider {
    func token() async throws -> String { "t1" }
    func refreshedToken(replacing rejected: String) async throws -> String { "t2" }
}

let token = "secret"
let tokens = RefreshingTokens()
let baseURL = URL(fileURLWithPath: "/")
let url = baseURL
let method = HTTPMethod.get
let data = Data()
let png = Data([0x89, 0x50, 0x4E, 0x47])
let text = Data("remember the milk".utf8)
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
let key = "an API key"
/// Stands for the chunks of a streamed answer's body.
let chunks = AsyncStream<[UInt8]> { $0.finish() }
let request = AdapterRequest(method: .get, url: baseURL)
let response = AdapterResponse(status: 302, headers: ["Location": "/moved"])

// A container registry's shapes (the Distribution API), for the examples of SegmentedID,
// Service.head and Service.follow.

struct Repository: RootResource, IsAddressable {
    typealias ID = SegmentedID
    static let path = "v2"
    let id: SegmentedID
}

struct Blob: ChildResource, IsShowable {
    typealias Parent = Repository
    static let path = "blobs"
    let id: String
    static func parse(singular data: Data) throws -> Data { data }
}

enum BlobUpload: RecordAction, AnswersNoContent {
    typealias Parent = Repository
    typealias Method = POST
    static let path = "blobs/uploads/"
}

enum UploadChunk: LocationAction, AnswersNoContent {
    typealias Method = PATCH
}

enum UploadFinish: LocationAction, AnswersNoContent {
    typealias Method = PUT
}

struct PostAtLocation: LocationAction, DecodesJSON, Decodable {
    typealias Method = GET
    let id: Int
    static func parse(singular data: Data) throws -> Post {
        try JSONDecoder().decode(Post.self, from: data)
    }
}

let digest = "sha256:2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"
let chunk = Data("hello".utf8)
let jar = CookieJar()
