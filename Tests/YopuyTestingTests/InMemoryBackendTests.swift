import BlogModel
import Foundation
import Testing
import Yopuy
import YopuyTesting

/// A backend serving the test blog's resources.
private func blogBackend(firstID: Int = 1) -> InMemoryBackend {
    InMemoryBackend(
        serving: [
            Post.self, Comment.self, Commenter.self, Blog.self, Author.self, Page.self, Post.Publish.self,
            Post.Search.self, Comment.Recent.self,
        ],
        firstID: firstID
    )
}

@Suite("InMemoryBackend")
struct InMemoryBackendTests {
    @Test("creates, lists, shows, replaces, updates and deletes root records, assigning IDs")
    func rootCRUD() async throws {
        let service = try service(blogBackend())
        let first = try await service.call(Post.create, body: .json(Post(id: 0, title: "One")))
        #expect(first.status == 201)
        #expect(first.headers["Location"] == "/posts/1")
        #expect(first.value == Post(id: 1, title: "One"))
        _ = try await service.call(Post.create, body: .json(Post(id: 0, title: "Two")))
        #expect(try await service.call(Post.list).value?.map(\.title) == ["One", "Two"])
        #expect(try await service.call(Post.show(2)).value == Post(id: 2, title: "Two"))

        let replaced = try await service.call(Post.replace(1), body: .json(["title": "Uno"]))
        #expect(replaced.value == Post(id: 1, title: "Uno"))
        let patched = try await service.call(Post.update(2), body: .json(["extra": "kept"]))
        #expect(patched.value == Post(id: 2, title: "Two"))

        let deleted = try await service.call(Post.delete(1))
        #expect(deleted.status == 204)
        #expect(deleted.value == nil)
        let gone = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.show(1)) }
        #expect(gone.status == 404)
        #expect(gone.body.map { String(decoding: $0, as: UTF8.self) } == #"{"error":"posts/1 not found"}"#)
        #expect(try await service.call(Post.list).value?.map(\.id) == [2])
    }

    @Test("serves nested records two and three deep, and only under an existing parent")
    func nested() async throws {
        let backend = blogBackend()
        let service = try service(backend)
        _ = try await service.call(Post.create, body: .json(Post(id: 0, title: "P")))
        _ = try await service.call(Post.create, body: .json(Post(id: 0, title: "Q")))
        let comment = try await service.call(Post.show(1) / Comment.create, body: .json(["body": "c"]))
        #expect(comment.value == Comment(id: 3, body: "c"))
        #expect(try await service.call(Post.show(1) / Comment.list).value?.count == 1)
        #expect(try await service.call(Post.show(2) / Comment.list).value?.count == 0)

        let orphan = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.show(9) / Comment.create, body: .json(["body": "x"]))
        }
        #expect(orphan.status == 404)

        backend.insert(["id": 5], at: Post.show(1) / Comment.show(3) / Commenter.show(5))
        #expect(try await service.call(Post.show(1) / Comment.show(3) / Commenter.list).value?.map(\.id) == [5])
        #expect(try await service.call(Post.show(1) / Comment.show(3) / Commenter.delete(5)).status == 204)

        _ = try await service.call(Post.delete(1))
        #expect(backend.records(in: Post.show(1) / Comment.list).isEmpty)
        #expect(backend.record(at: Post.show(1) / Comment.show(3)) == nil)
    }

    @Test("answers 405 with Allow for a verb the resource did not opt into")
    func methodNotAllowed() async throws {
        let backend = blogBackend()
        backend.insert(["id": 1, "title": "P"], at: Post.show(1))
        backend.insert(["id": 2, "body": "c"], at: Post.show(1) / Comment.show(2))
        let url = try #require(URL(string: "http://api.test/v1/posts/1/comments/2/commenter"))
        let create = try await backend.send(AdapterRequest(method: .post, url: url, body: Data("{}".utf8)))
        #expect(create.status == 405)
        #expect(create.headers["Allow"] == "GET")

        let onCollection = try await backend.send(
            AdapterRequest(method: .put, url: try #require(URL(string: "http://api.test/posts")))
        )
        #expect(onCollection.status == 405)
        #expect(onCollection.headers["Allow"] == "GET, POST")

        let onRecord = try await backend.send(
            AdapterRequest(method: .post, url: try #require(URL(string: "http://api.test/posts/1")))
        )
        #expect(onRecord.headers["Allow"] == "GET, PUT, PATCH, DELETE")
    }

    @Test("answers 400 for a body that is not a JSON object, and 404 for an unknown path")
    func badRequests() async throws {
        let service = try service(blogBackend())
        let notJSON = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.create, body: RequestBody(Data("title=x".utf8), contentType: "text/plain"))
        }
        #expect(notJSON.status == 400)
        let array = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.create, body: .json([1, 2]))
        }
        #expect(array.status == 400)
        let unknown = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Article.show(ArticleID(rawValue: "x")))
        }
        #expect(unknown.status == 404)
        #expect(
            unknown.body.map { String(decoding: $0, as: UTF8.self) } == #"{"error":"no resource at /v1/articles/x"}"#
        )
    }

    @Test("serves singletons at the root and nested")
    func singletons() async throws {
        let service = try service(blogBackend())
        let missing = try await #require(throws: YopuyError.self) { _ = try await service.call(Blog.show) }
        #expect(missing.status == 404)
        let orphan = try await #require(throws: YopuyError.self) { _ = try await service.call(Blog.show / Author.show) }
        #expect(orphan.status == 404)

        #expect(try await service.call(Blog.create, body: .json(Blog(name: "B"))).status == 201)
        let twice = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Blog.create, body: .json(Blog(name: "B")))
        }
        #expect(twice.status == 409)
        #expect(try await service.call(Blog.update, body: .json(["name": "Renamed"])).value?.name == "Renamed")
        #expect(try await service.call(Blog.show / Author.replace, body: .json(Author(name: "A"))).status == 200)
        #expect(try await service.call(Blog.show / Author.show).value?.name == "A")
        #expect(try await service.call(Blog.delete).status == 204)
        let gone = try await #require(throws: YopuyError.self) { _ = try await service.call(Blog.show / Author.show) }
        #expect(gone.status == 404)
    }

    @Test("runs record and collection actions through handlers")
    func actions() async throws {
        let backend = blogBackend()
        backend.insert(["id": 1, "title": "Swift tips"], at: Post.show(1))
        backend.insert(["id": 2, "title": "Rust tips"], at: Post.show(2))
        backend.insert(["id": 3, "body": "first"], at: Post.show(1) / Comment.show(3))
        let service = try service(backend)

        let unhandled = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.show(1) / Post.Publish.action)
        }
        #expect(unhandled.status == 501)

        backend.handle(Post.Publish.self) { context in
            context.record["published"] = true
            return context.record
        }
        let published = try await service.call(Post.show(1) / Post.Publish.action).value
        #expect(published == Post(id: 1, title: "Swift tips", published: true))
        #expect(backend.record(at: Post.show(1))?["published"] == true)
        let missing = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.show(9) / Post.Publish.action)
        }
        #expect(missing.status == 404)

        backend.handle(Post.Search.self) { context in
            let text = context.query["q"] ?? ""
            return .array(context.records.filter { $0["title"]?.string?.contains(text) == true })
        }
        #expect(try await service.call(Post.Search.action, query: ["q": "Swift"]).value?.map(\.id) == [1])

        backend.handle(Comment.Recent.self) { context in .array(context.records) }
        #expect(try await service.call(Post.show(1) / Comment.Recent.action).value?.map(\.id) == [3])

        backend.handle(Post.Search.self) { _ in throw InMemoryBackend.Failure(status: 422, "q is required") }
        let refused = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.Search.action) }
        #expect(refused.status == 422)
        #expect(refused.body.map { String(decoding: $0, as: UTF8.self) } == #"{"error":"q is required"}"#)
    }

    @Test("fills in what a real server would on create, with the parent's ID at hand, or refuses")
    func createHook() async throws {
        let backend = blogBackend()
        backend.insert(["id": 7, "title": "P"], at: Post.show(7))
        backend.onCreate(Comment.self) { context in
            context.record["postID"] = context.parentID ?? .null
            context.record["body"] = .string("[\(context.record["body"]?.string ?? "")]")
        }
        backend.onCreate(Post.self) { context in
            if context.record["title"]?.string?.isEmpty ?? true {
                throw InMemoryBackend.Failure(status: 422, "title must not be empty")
            }
        }
        let service = try service(backend)
        let comment = try await service.call(Post.show(7) / Comment.create, body: .json(["body": "hi"]))
        #expect(comment.value == Comment(id: 1, body: "[hi]"))
        #expect(backend.record(at: Post.show(7) / Comment.show(1))?["body"] == "[hi]")
        #expect(backend.record(at: Post.show(7) / Comment.show(1))?["postID"] == 7)
        let refused = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.create, body: .json(Post(id: 0, title: "")))
        }
        #expect(refused.status == 422)
    }

    @Test("keeps odd IDs as single segments, wraps lists and starts IDs where asked")
    func options() async throws {
        let backend = InMemoryBackend(serving: [Post.self, Blog.self, Page.self], firstID: 100) { records in
            ["items": .array(records), "count": .int(records.count)]
        }
        backend.insert(["name": "B"], at: Blog.show)
        backend.insert(["id": "a/b c"], at: Blog.show / Page.show("a/b c"))
        let service = try service(backend)
        #expect(try await service.call(Blog.show / Page.show("a/b c")).value?.id == "a/b c")
        #expect(try await service.call(Post.create, body: .json(Post(id: 0, title: "x"))).value?.id == 100)
        let url = try #require(URL(string: "http://api.test/v1/posts"))
        let list = try await backend.send(AdapterRequest(method: .get, url: url))
        #expect(try JSONValue(json: list.body)["count"] == 1)
    }
}
