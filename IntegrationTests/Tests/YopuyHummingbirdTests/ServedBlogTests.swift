import ExampleBlog
import Foundation
import HTTPTypes
import Hummingbird
import Testing
import Yopuy
import YopuyHummingbird

/// Every resource of BlogModel, the client's declarations the served blog must answer.
let blogResources: [any Resource.Type] = [
    Post.self, Comment.self, Commenter.self, Blog.self, Author.self, Cover.self, Page.self, Session.self,
    Article.self, Org.self, Team.self, Member.self, TeamMember.self, CommentByID.self, Post.Publish.self,
    Post.Search.self, Post.Changes.self, Post.Export.self, Comment.Pin.self, Comment.Recent.self, Blog.Rebuild.self,
]

@Suite struct ServedBlogTests {
    @Test func servesEveryRouteTheClientDeclares() throws {
        try servedBlogRouter(Received()).checkRoutes(of: blogResources)
    }

    @Test func aRouteHandledNowhereIsNamedAtStartUp() throws {
        let router = Router()
        router.on(Post.list) { _, _ in [] }
        router.on(Post.show) { id, _, _ in Post(id: id) }
        let error = try #require(throws: ServingError.self) {
            try router.checkRoutes(of: [Post.self, Post.Publish.self])
        }
        #expect(error.code == .unhandledRoutes)
        #expect(
            error.route
                == "POST posts (Post.create), PUT posts/{id} (Post.replace), PATCH posts/{id} (Post.update), "
                + "DELETE posts/{id} (Post.delete), POST posts/{id}/publish (Post.Publish.action)"
        )
        #expect(error.reason == "5 routes the client declares have no handler")
    }

    /// Routes served in a group of their own are checked under its path, the path of the clients'
    /// base URL; a route of the client's served elsewhere is not served.
    @Test func routesUnderAPrefixAreCheckedUnderIt() throws {
        let router = Router()
        let api = router.group("api/v1")
        api.on(Session.show) { id, _, _ in Session(id: id) }
        api.on(Session.delete) { _, _, _ in nil }
        router.on(Post.Search.action) { _, _ in [] }
        try router.checkRoutes(of: [Session.self], under: "/api/v1/")
        let error = try #require(throws: ServingError.self) {
            try router.checkRoutes(of: [Post.Search.self], under: "api/v1")
        }
        #expect(error.route == "GET api/v1/posts/search (Post.Search.action)")
    }

    @Test func theRoutesListedAreTheClientTemplates() {
        let router = servedBlogRouter(Received())
        let declared = Set(ResourceRoutes.declared(by: blogResources).map(\.route))
        let served = Set(router.servedRoutes)
        #expect(declared == served)
        #expect(served.contains("GET posts/{id}/comments/{id}/commenter/{id}"))
        #expect(served.contains("PUT posts/{id}/comments/{id}/pin"))
        #expect(served.contains("DELETE orgs/{id}/teams/{id}/members/{id}"))
    }

    /// Generated calls of every route, through both clients: random IDs of every type the blog
    /// has (integers to the extremes, text with separators, escapes and dots, UUIDs), random bodies
    /// of random bytes; each must reach its handler typed as sent, and its answer come back.
    @Test(arguments: Adapter.allCases) func roundTrip(_ adapter: Adapter) async throws {
        let seed = SeededGenerator.seed()
        let received = Received()
        try await serving(servedBlogRouter(received)) { base in
            var random = SeededGenerator(seed: seed)
            let service = adapter.service(at: base)
            for round in 0..<300 {
                let call = try await BlogCall.random(using: &random, on: service)
                #expect(
                    received.take() == call.expected,
                    "seed \(seed) (YOPUY_SEED), round \(round): \(call.expected)"
                )
            }
        }
    }
}

/// A body of any size, written by a handler of its own as it goes and read by each client as it
/// comes: `onResponse` keeps the IDs typed and leaves the answer to the handler.
@Suite struct StreamedAnswerTests {
    /// `count` bytes of a pattern that a reader can check at any offset.
    static func chunk(_ index: Int, size: Int) -> ByteBuffer {
        ByteBuffer(bytes: (0..<size).map { UInt8(truncatingIfNeeded: (index &* size &+ $0) % 251) })
    }

    @Test(arguments: Adapter.allCases) func aStreamedBodyArrivesWhole(_ adapter: Adapter) async throws {
        let router = Router()
        let chunks = 256
        let size = 64 * 1024
        router.onResponse(Post.show / Cover.show) { postID, _, _ in
            var headers: HTTPFields = [.contentType: "application/octet-stream"]
            if let name = HTTPField.Name("X-Post") {
                headers[name] = "\(postID)"
            }
            return Response(
                status: .ok,
                headers: headers,
                body: ResponseBody { writer in
                    for index in 0..<chunks {
                        try await writer.write(Self.chunk(index, size: size))
                    }
                    try await writer.finish(nil)
                }
            )
        }
        try await serving(router) { base in
            let service = adapter.service(at: base)
            let answer = try await service.stream(Post.show(-12) / Cover.show)
            #expect(answer.headers["X-Post"] == "-12")
            var offset = 0
            var wrong = 0
            for try await piece in answer.body {
                for byte in piece {
                    if byte != UInt8(offset % 251) {
                        wrong += 1
                    }
                    offset += 1
                }
            }
            #expect(offset == chunks * size)
            #expect(wrong == 0)
        }
    }
}

/// One generated call of the served blog: what the handler must have received.
struct BlogCall {
    let expected: [String]

    /// Runs one call of a route chosen by `random`, with IDs and a body it makes, checks the
    /// answer, and says what the handler must have received.
    static func random(
        using random: inout SeededGenerator,
        on service: Service<AnyHTTPAdapter>
    ) async throws -> BlogCall {
        let post = random.integer()
        let comment = random.integer()
        let other = random.integer()
        let body = random.body()
        let text = random.text()
        switch Int.random(in: 0..<44, using: &random) {
        case 41:
            let count = Int.random(in: 0...20, using: &random)
            var ids: [Int] = []
            for try await event in try await service.events(Post.Changes.action, query: ["count": count]) {
                ids.append(event.value.id)
                #expect(event.value.title == "line\r\nbreak \(event.value.id)")
                #expect(event.id == "\(event.value.id)")
            }
            #expect(ids == Array(0..<count))
            return BlogCall(expected: ["Post.Changes \(count)"])
        case 42:
            let count = Int.random(in: 0...500, using: &random)
            var ids: [Int] = []
            for try await post in try await service.lines(Post.Export.action, query: ["count": count]) {
                ids.append(post.id)
            }
            #expect(ids == Array(0..<count))
            return BlogCall(expected: ["Post.Export \(count)"])
        case 43:
            let count = Int.random(in: 0...500, using: &random)
            var bytes = 0
            var newlines = 0
            for try await chunk in try await service.stream(Post.Export.action, query: ["count": count]).body {
                bytes += chunk.count
                newlines += chunk.filter { $0 == UInt8(ascii: "\n") }.count
            }
            #expect(newlines == count)
            // A post's line is over 100 bytes; an export of none is no bytes at all.
            #expect(count == 0 ? bytes == 0 : bytes > count * 100)
            return BlogCall(expected: ["Post.Export \(count)"])
        case 0:
            #expect(try await service.call(Post.list).value?.map(\.id) == [1, 2])
            return BlogCall(expected: ["Post.list"])
        case 1:
            #expect(try await service.call(Post.show(post)).value == Post(id: post, title: "show"))
            return BlogCall(expected: ["Post.show \(post)"])
        case 2:
            #expect(try await service.call(Post.create, body: body).value?.title == echo(body))
            return BlogCall(expected: ["Post.create \(echo(body))"])
        case 3:
            #expect(try await service.call(Post.replace(post), body: body).value == Post(id: post, title: echo(body)))
            return BlogCall(expected: ["Post.replace \(post) \(echo(body))"])
        case 4:
            #expect(try await service.call(Post.update(post), body: body).value == Post(id: post, title: echo(body)))
            return BlogCall(expected: ["Post.update \(post) \(echo(body))"])
        case 5:
            #expect(try await service.call(Post.delete(post)).value == nil)
            return BlogCall(expected: ["Post.delete \(post)"])
        case 6:
            #expect(try await service.call(Post.show(post) / Post.Publish.action, body: body).value?.published == true)
            return BlogCall(expected: ["Post.Publish \(post) \(echo(body))"])
        case 7:
            #expect(try await service.call(Post.Search.action).value?.map(\.id) == [3])
            return BlogCall(expected: ["Post.Search"])
        case 8:
            #expect(try await service.call(Post.show(post) / Comment.list).value == [Comment(id: 1, body: "\(post)")])
            return BlogCall(expected: ["Comment.list \(post)"])
        case 9:
            #expect(
                try await service.call(Post.show(post) / Comment.show(comment)).value
                    == Comment(id: comment, body: "\(post)")
            )
            return BlogCall(expected: ["Comment.show \(post) \(comment)"])
        case 10:
            #expect(try await service.call(Post.show(post) / Comment.create, body: body).value?.body == echo(body))
            return BlogCall(expected: ["Comment.create \(post) \(echo(body))"])
        case 11:
            let answer = try await service.call(Post.show(post) / Comment.replace(comment), body: body).value
            #expect(answer == Comment(id: comment, body: echo(body)))
            return BlogCall(expected: ["Comment.replace \(post) \(comment) \(echo(body))"])
        case 12:
            let answer = try await service.call(Post.show(post) / Comment.update(comment), body: body).value
            #expect(answer == Comment(id: comment, body: echo(body)))
            return BlogCall(expected: ["Comment.update \(post) \(comment) \(echo(body))"])
        case 13:
            #expect(try await service.call(Post.show(post) / Comment.delete(comment)).value == Comment(id: comment))
            return BlogCall(expected: ["Comment.delete \(post) \(comment)"])
        case 14:
            let answer = try await service.call(
                Post.show(post) / Comment.show(comment) / Comment.Pin.action,
                body: body
            )
            #expect(answer.value == Comment(id: comment, body: "pinned"))
            return BlogCall(expected: ["Comment.Pin \(post) \(comment) \(echo(body))"])
        case 15:
            #expect(
                try await service.call(Post.show(post) / Comment.Recent.action).value == [
                    Comment(id: 9, body: "\(post)")
                ]
            )
            return BlogCall(expected: ["Comment.Recent \(post)"])
        case 16:
            #expect(
                try await service.call(Post.show(post) / Comment.show(comment) / Commenter.list).value?.map(\.id) == [4]
            )
            return BlogCall(expected: ["Commenter.list \(post) \(comment)"])
        case 17:
            let answer = try await service.call(Post.show(post) / Comment.show(comment) / Commenter.show(other))
            #expect(answer.value?.id == other)
            return BlogCall(expected: ["Commenter.show \(post) \(comment) \(other)"])
        case 18:
            let answer = try await service.call(Post.show(post) / Comment.show(comment) / Commenter.delete(other))
            #expect(answer.value == nil)
            #expect(answer.status == 204)
            return BlogCall(expected: ["Commenter.delete \(post) \(comment) \(other)"])
        case 19:
            #expect(try await service.call(Post.show(post) / Cover.show).value?.url == "/covers/\(post)")
            return BlogCall(expected: ["Cover.show \(post)"])
        case 20:
            #expect(try await service.call(Blog.show).value?.name == "show")
            return BlogCall(expected: ["Blog.show"])
        case 21:
            let answer = try await service.call(Blog.create, body: body)
            #expect(answer.value?.name == echo(body))
            #expect(answer.status == 201)
            return BlogCall(expected: ["Blog.create \(echo(body))"])
        case 22:
            #expect(try await service.call(Blog.replace, body: body).value?.name == echo(body))
            return BlogCall(expected: ["Blog.replace \(echo(body))"])
        case 23:
            #expect(try await service.call(Blog.update, body: body).value?.name == echo(body))
            return BlogCall(expected: ["Blog.update \(echo(body))"])
        case 24:
            #expect(try await service.call(Blog.delete).value == nil)
            return BlogCall(expected: ["Blog.delete"])
        case 25:
            let answer = try await service.call(Blog.show / Blog.Rebuild.action, body: body).value
            #expect(answer == (body.data.isEmpty ? nil : body.data))
            return BlogCall(expected: ["Blog.Rebuild \(echo(body))"])
        case 26:
            #expect(try await service.call(Blog.show / Author.show).value?.name == "show")
            return BlogCall(expected: ["Author.show"])
        case 27:
            #expect(try await service.call(Blog.show / Author.create, body: body).value?.name == echo(body))
            return BlogCall(expected: ["Author.create \(echo(body))"])
        case 28:
            #expect(try await service.call(Blog.show / Author.replace, body: body).value?.name == echo(body))
            return BlogCall(expected: ["Author.replace \(echo(body))"])
        case 29:
            #expect(try await service.call(Blog.show / Author.update, body: body).value?.name == echo(body))
            return BlogCall(expected: ["Author.update \(echo(body))"])
        case 30:
            #expect(try await service.call(Blog.show / Author.delete).value == nil)
            return BlogCall(expected: ["Author.delete"])
        case 31:
            #expect(try await service.call(Blog.show / Page.list).value?.map(\.id) == ["about"])
            return BlogCall(expected: ["Page.list"])
        case 32:
            #expect(try await service.call(Blog.show / Page.show(text)).value?.id == text)
            return BlogCall(expected: ["Page.show \(text)"])
        case 33:
            let id = UUID(
                uuid: (0..<16).reduce(into: UUID().uuid) { uuid, index in
                    withUnsafeMutableBytes(of: &uuid) { $0[index] = UInt8.random(in: 0...255, using: &random) }
                }
            )
            _ = try await service.call(Session.show(id))
            return BlogCall(expected: ["Session.show \(id)"])
        case 34:
            let id = UUID()
            #expect(try await service.call(Session.delete(id)).value == nil)
            return BlogCall(expected: ["Session.delete \(id)"])
        case 35:
            _ = try await service.call(Article.show(ArticleID(rawValue: text)))
            return BlogCall(expected: ["Article.show \(text)"])
        case 36:
            #expect(try await service.call(Org.at(post) / Member.list).value == [post, 1])
            return BlogCall(expected: ["Member.list \(post)"])
        case 37:
            #expect(try await service.call(Org.at(post) / Team.at(text) / TeamMember.list).value == [post])
            return BlogCall(expected: ["TeamMember.list \(post) \(text)"])
        case 38:
            #expect(try await service.call(Org.at(post) / Team.at(text) / TeamMember.delete(other)).value == other)
            return BlogCall(expected: ["TeamMember.delete \(post) \(text) \(other)"])
        case 39:
            #expect(try await service.call(CommentByID.show(comment)).value == Comment(id: comment, body: "by id"))
            return BlogCall(expected: ["CommentByID.show \(comment)"])
        default:
            #expect(try await service.call(CommentByID.delete(comment)).value == nil)
            return BlogCall(expected: ["CommentByID.delete \(comment)"])
        }
    }
}
