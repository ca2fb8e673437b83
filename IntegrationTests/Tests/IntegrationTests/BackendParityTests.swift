import Foundation
import Testing
import Yopuy
import YopuyTesting

/// An in-memory backend set up like the blog server: its seed data, IDs from 101, wrapped
/// lists, and its actions.
private func inMemoryBlogServer() -> InMemoryBackend {
    let backend = InMemoryBackend(
        serving: [
            Post.self, Comment.self, Commenter.self, Blog.self, Author.self, Post.Publish.self, Post.Search.self,
            Comment.Approve.self,
        ],
        firstID: 101
    ) { records in
        ["items": .array(records), "count": .int(records.count)]
    }
    backend.insert(["id": 1, "title": "Hello", "body": "First post", "published": false], at: Post.show(1))
    backend.insert(["id": 1, "postID": 1, "body": "Nice", "approved": false], at: Post.show(1) / Comment.show(1))
    backend.insert(["id": 1, "name": "Ada"], at: Post.show(1) / Comment.show(1) / Commenter.show(1))
    backend.insert(["name": "Yopuy Blog", "tagline": "Typed paths"], at: Blog.show)
    backend.insert(["name": "Grace"], at: Blog.show / Author.show)
    backend.onCreate(Post.self) { context in
        context.record["published"] = false
    }
    backend.onCreate(Comment.self) { context in
        context.record["postID"] = context.parentID
        context.record["approved"] = false
    }
    backend.handle(Post.Publish.self) { context in
        context.record["published"] = true
        return context.record
    }
    backend.handle(Comment.Approve.self) { context in
        context.record["approved"] = true
        return context.record
    }
    backend.handle(Post.Search.self) { context in
        let text = (context.query["q"] ?? "").lowercased()
        let found = context.records.filter { record in
            [record["title"]?.string, record["body"]?.string].contains { $0?.lowercased().contains(text) == true }
        }
        return ["items": .array(found), "count": .int(found.count)]
    }
    return backend
}

/// A client's session, written once: every call's outcome, as text.
private func session<Adapter: HTTPAdapter>(_ service: Service<Adapter>) async -> [String] {
    var transcript: [String] = []
    func note<Value>(_ step: String, _ call: () async throws(YopuyError) -> Response<Value>) async {
        do {
            let response = try await call()
            transcript.append("\(step): \(response.status) \(response.value.map { "\($0)" } ?? "empty")")
        } catch {
            transcript.append("\(step): \(error.code) \(error.status ?? 0)")
        }
    }
    await note("blog") { () throws(YopuyError) in try await service.call(Blog.show) }
    await note("author") { () throws(YopuyError) in try await service.call(Blog.show / Author.show) }
    await note("list") { () throws(YopuyError) in try await service.call(Post.list) }
    await note("create") { () throws(YopuyError) in
        try await service.call(
            Post.create,
            body: .json(PostDraft(title: "Parity", body: "Same answers", published: false))
        )
    }
    await note("show") { () throws(YopuyError) in try await service.call(Post.show(101)) }
    await note("replace") { () throws(YopuyError) in
        try await service.call(Post.replace(101), body: .json(PostDraft(title: "Replaced", body: "B", published: true)))
    }
    await note("update") { () throws(YopuyError) in
        try await service.call(Post.update(101), body: .json(["title": "Patched"]))
    }
    await note("comment") { () throws(YopuyError) in
        try await service.call(Post.show(101) / Comment.create, body: .json(["body": "Hi"]))
    }
    await note("comments") { () throws(YopuyError) in try await service.call(Post.show(101) / Comment.list) }
    await note("approve") { () throws(YopuyError) in
        try await service.call(Post.show(101) / Comment.show(102) / Comment.Approve.action)
    }
    await note("commenters") { () throws(YopuyError) in
        try await service.call(Post.show(1) / Comment.show(1) / Commenter.list)
    }
    await note("uncommenter") { () throws(YopuyError) in
        try await service.call(Post.show(1) / Comment.show(1) / Commenter.delete(1))
    }
    await note("publish") { () throws(YopuyError) in try await service.call(Post.show(101) / Post.Publish.action) }
    await note("search") { () throws(YopuyError) in try await service.call(Post.Search.action, query: ["q": "first"]) }
    await note("delete") { () throws(YopuyError) in try await service.call(Post.delete(101)) }
    await note("gone") { () throws(YopuyError) in try await service.call(Post.show(101)) }
    await note("orphan") { () throws(YopuyError) in try await service.call(Post.show(101) / Comment.list) }
    await note("missing") { () throws(YopuyError) in try await service.call(Post.show(1) / Comment.show(999)) }
    return transcript
}

@Suite("The in-memory backend answers like the real server")
struct BackendParityTests {
    @Test("the same client code gets identical results from both", arguments: Client.allCases)
    func parity(client: Client) async throws {
        let memory = await session(
            try Service(adapter: inMemoryBlogServer(), URL: #require(URL(string: "http://memory.test")))
        )
        let server = try await withServer(.blog) { base in await session(try client.service(at: base)) }
        #expect(memory.count == 18)
        #expect(memory.filter { $0.contains(": 20") }.count == 15, "\(memory)")
        #expect(memory.filter { $0.hasSuffix("unacceptable status 404") }.count == 3, "\(memory)")
        #expect(memory == server)
        for (mine, theirs) in zip(memory, server) where mine != theirs {
            Issue.record("in memory \(mine) ≠ on the server \(theirs)")
        }
    }
}
