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

/// Records the API wraps in `{"data": …}`.
private struct Memo: RootResource, IsRESTful, DecodesJSON, Codable, Equatable {
    static let path = "memos"
    static let envelope: JSONEnvelope = "data"
    let id: Int
    var text: String
}

/// A singleton in `{"settings": …}`, its resource saying so.
private struct Settings: SingularRootResource, IsShowable, IsReplaceable, DecodesJSON, Codable, Equatable {
    static let path = "settings"
    static let envelope: JSONEnvelope = "result.settings"
    var theme: String
}

/// The backend's answer to `method` at `target` under `http://api.test/v1/`.
private func answer(
    _ backend: InMemoryBackend,
    _ method: HTTPMethod,
    _ target: String
) async throws -> AdapterResponse {
    try await backend.send(AdapterRequest(method: method, url: #require(URL(string: "http://api.test/v1/\(target)"))))
}

@Suite("InMemoryBackend, as real servers speak")
struct InMemoryBackendHTTPTests {
    @Test(
        "answers HEAD wherever it answers GET: the same status and headers, Content-Length included, no body",
        arguments: ["posts", "posts/1", "posts/9", "blog", "posts/1/comments", "posts?per_page=1&page=2", "nowhere"]
    )
    func head(target: String) async throws {
        let backend = blogBackend()
        backend.insert(["id": 1, "title": "One"], at: Post.show(1))
        backend.insert(["id": 2, "title": "Two"], at: Post.show(2))
        backend.insert(["name": "B"], at: Blog.show)
        let get = try await answer(backend, .get, target)
        let head = try await answer(backend, .head, target)
        #expect(head.status == get.status)
        #expect(head.headers == get.headers)
        #expect(head.headers["Content-Length"] == String(get.body.count))
        #expect(!get.body.isEmpty)
        #expect(head.body.isEmpty)
    }

    @Test("a HEAD where GET is not allowed is refused as GET is, with the same Allow")
    func headNotAllowed() async throws {
        let backend = InMemoryBackend(serving: Post.Publish.self, Post.self)
        backend.insert(["id": 1, "title": "One"], at: Post.show(1))
        let get = try await answer(backend, .get, "posts/1/publish")
        let head = try await answer(backend, .head, "posts/1/publish")
        #expect(get.status == 405)
        #expect(head.status == 405)
        #expect(head.headers["Allow"] == "POST")
        #expect(head.body.isEmpty)
        let deleted = try await answer(backend, .delete, "posts/1")
        #expect(deleted.status == 204)
        #expect(deleted.headers["Content-Length"] == nil)
    }

    @Test("pages a list when the request asks, with a Link header of absolute URLs, GitHub's way")
    func pagesOnRequest() async throws {
        let backend = blogBackend()
        for id in 1...5 {
            backend.insert(["id": .int(id), "title": .string("P\(id)")], at: Post.show(id))
        }
        let whole = try await answer(backend, .get, "posts?q=a%20b")
        #expect(try JSONValue(json: whole.body).array?.count == 5)
        #expect(whole.headers["Link"] == nil)

        let first = try await answer(backend, .get, "posts?q=a%20b&per_page=2")
        #expect(try JSONValue(json: first.body).array?.compactMap(\.["id"]?.int) == [1, 2])
        #expect(
            first.headers["Link"]
                == #"<http://api.test/v1/posts?q=a%20b&per_page=2&page=2>; rel="next", "#
                + #"<http://api.test/v1/posts?q=a%20b&per_page=2&page=3>; rel="last""#
        )
        let second = try await answer(backend, .get, "posts?page=2&per_page=2")
        #expect(try JSONValue(json: second.body).array?.compactMap(\.["id"]?.int) == [3, 4])
        #expect(
            second.headers["Link"]
                == #"<http://api.test/v1/posts?page=1&per_page=2>; rel="prev", "#
                + #"<http://api.test/v1/posts?page=3&per_page=2>; rel="next", "#
                + #"<http://api.test/v1/posts?page=3&per_page=2>; rel="last", "#
                + #"<http://api.test/v1/posts?page=1&per_page=2>; rel="first""#
        )
        let last = try await answer(backend, .get, "posts?page=3&per_page=2")
        #expect(try JSONValue(json: last.body).array?.compactMap(\.["id"]?.int) == [5])
        #expect(last.headers["Link"]?.contains(#"rel="next""#) == false)
        let beyond = try await answer(backend, .get, "posts?page=9&per_page=2")
        #expect(try JSONValue(json: beyond.body).array == [])
        let fits = try await answer(backend, .get, "posts?per_page=5")
        #expect(fits.headers["Link"] == nil)

        let service = try service(backend)
        var ids: [[Int]] = []
        for try await page in service.pages(Post.list, query: ["per_page": 2]) {
            ids.append(page.value?.map(\.id) ?? [])
        }
        #expect(ids == [[1, 2], [3, 4], [5]])
    }

    @Test("pages every list by its pageSize, a request's per_page winning, and pages walks them")
    func pageSize() async throws {
        let backend = blogBackend()
        backend.pageSize = 2
        #expect(backend.pageSize == 2)
        let service = try service(backend)
        for title in ["a", "b", "c", "d", "e"] {
            _ = try await service.call(Post.create, body: .json(["title": title]))
        }
        let first = try await answer(backend, .get, "posts")
        #expect(
            first.headers["Link"]
                == #"<http://api.test/v1/posts?page=2>; rel="next", <http://api.test/v1/posts?page=3>; rel="last""#
        )
        var titles: [[String]] = []
        for try await page in service.pages(Post.list) {
            titles.append(page.value?.map(\.title) ?? [])
        }
        #expect(titles == [["a", "b"], ["c", "d"], ["e"]])
        #expect(try await service.call(Post.list, query: ["per_page": 4]).value?.count == 4)

        let cut = service.pages(Post.list, maxPages: 2).failingAtMaxPages()
        let error = await #expect(throws: YopuyError.self) {
            for try await _ in cut {}
        }
        #expect(error?.code == .tooManyPages)

        backend.pageSize = 0
        #expect(backend.pageSize == nil)
        #expect(try await service.call(Post.list).value?.count == 5)
    }

    @Test("wraps its answers in the envelope a resource declares, so that they round-trip")
    func envelope() async throws {
        let backend = InMemoryBackend(serving: Memo.self, Settings.self)
        backend.envelope = "data"
        #expect(backend.envelope == "data" && backend.collectionEnvelope == "data")
        let service = try service(backend)
        let created = try await service.call(Memo.create, body: .json(["text": "one"]))
        #expect(created.value == Memo(id: 1, text: "one"))
        #expect(try JSONValue(json: created.body) == ["data": ["id": 1, "text": "one"]])
        _ = try await service.call(Memo.create, body: .json(["text": "two"]))
        #expect(try await service.call(Memo.show(2)).value == Memo(id: 2, text: "two"))
        #expect(try await service.call(Memo.update(2), body: .json(["text": "deux"])).value?.text == "deux")
        #expect(try await service.call(Memo.replace(1), body: .json(["text": "un"])).value?.text == "un")
        #expect(try await service.call(Memo.list).value == [Memo(id: 1, text: "un"), Memo(id: 2, text: "deux")])
        let list = try await answer(backend, .get, "memos")
        #expect(try JSONValue(json: list.body)["data"]?.array?.count == 2)
        let missing = try await answer(backend, .get, "memos/9")
        #expect(try JSONValue(json: missing.body) == ["error": "memos/9 not found"])

        backend.pageSize = 1
        var pages: [[Int]] = []
        for try await page in service.pages(Memo.list) {
            pages.append(page.value?.map(\.id) ?? [])
        }
        #expect(pages == [[1], [2]])

        backend.singularEnvelope = "result.settings"
        #expect(backend.envelope == "result.settings" && backend.collectionEnvelope == "data")
        let settings = try await service.call(Settings.replace, body: .json(["theme": "dark"]))
        #expect(try JSONValue(json: settings.body) == ["result": ["settings": ["theme": "dark"]]])
        #expect(try await service.call(Settings.show).value == Settings(theme: "dark"))

        backend.envelope = .bare
        let bare = try await #require(throws: YopuyError.self) { _ = try await service.call(Memo.show(1)) }
        #expect(bare.code == .parseFailure)
        #expect(bare.reason.contains(#""data""#))
    }

    @Test("a list envelope of the backend's own goes inside the collection envelope")
    func listEnvelopeInsideEnvelope() async throws {
        let backend = InMemoryBackend(serving: [Post.self]) { ["items": .array($0), "total": .int($0.count)] }
        backend.collectionEnvelope = "result"
        backend.insert(["id": 1, "title": "One"], at: Post.show(1))
        let list = try await answer(backend, .get, "posts")
        #expect(try JSONValue(json: list.body) == ["result": ["items": [["id": 1, "title": "One"]], "total": 1]])
    }
}
