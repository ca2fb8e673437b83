import Foundation
import Testing
import Yopuy

/// The blog API end to end, against the Hummingbird server, through each HTTP client.
@Suite("Blog API over real HTTP")
struct BlogAPITests {
    @Test("reads, creates, replaces, updates and deletes a root resource", arguments: Client.allCases)
    func rootCRUD(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base)
            let initial = try #require(try await service.call(Post.list).value)
            #expect(initial.count == 1)
            #expect(initial.items.first?.title == "Hello")

            let created = try await service.call(Post.create, body: .json(PostDraft(title: "New", body: "Text")))
            #expect(created.status == 201)
            let post = try #require(created.value)
            #expect(post.title == "New")

            #expect(try await service.call(post.show).value == post)

            let replaced = try await service.call(
                post.replace,
                body: .json(PostDraft(title: "Replaced", body: "All new", published: true))
            )
            #expect(replaced.value == Post(id: post.id, title: "Replaced", body: "All new", published: true))

            let updated = try await service.call(Post.update(post.id), body: .json(["title": "Patched"]))
            #expect(updated.value?.title == "Patched")
            #expect(updated.value?.body == "All new")

            let deleted = try await service.call(post.delete)
            #expect(deleted.status == 204)
            #expect(deleted.value == nil)

            let error = try await #require(throws: YopuyError.self) { _ = try await service.call(post.show) }
            #expect(error.code == .unacceptableStatus)
            #expect(error.status == 404)
            #expect(error.headers?["Content-Type"] == "application/json")
            #expect(
                error.body.map { String(decoding: $0, as: UTF8.self) } == #"{"error": "posts/\#(post.id) not found"}"#
            )
        }
    }

    @Test("works with nested resources two and three deep", arguments: Client.allCases)
    func nested(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base)
            let post = Post.show(1)
            #expect(try await service.call(post / Comment.list).value?.items.map(\.body) == ["Nice"])

            let created = try #require(
                try await service.call(post / Comment.create, body: .json(["body": "Second"])).value
            )
            #expect(created.postID == 1)
            #expect(try await service.call(post / Comment.show(created.id)).value == created)
            #expect(
                try await service.call(post / Comment.update(created.id), body: .json(["body": "Edited"])).value?.body
                    == "Edited"
            )
            #expect(
                try await service.call(post / Comment.replace(created.id), body: .json(["body": "Redone"])).value?.body
                    == "Redone"
            )
            #expect(try await service.call(post / Comment.delete(created.id)).status == 204)

            let commenters = post / Comment.show(1) / Commenter.list
            #expect(try await service.call(commenters).value?.items == [Commenter(id: 1, name: "Ada")])
            #expect(try await service.call(post / Comment.show(1) / Commenter.show(1)).value?.name == "Ada")
            #expect(try await service.call(post / Comment.show(1) / Commenter.delete(1)).value == nil)
            #expect(try await service.call(commenters).value?.count == 0)
        }
    }

    @Test("reads and writes singletons, at the root and nested", arguments: Client.allCases)
    func singletons(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base)
            #expect(try await service.call(Blog.show).value == Blog(name: "Yopuy Blog", tagline: "Typed paths"))
            let replaced = try await service.call(Blog.replace, body: .json(Blog(name: "New", tagline: "Blog")))
            #expect(replaced.value == Blog(name: "New", tagline: "Blog"))
            let patched = try await service.call(Blog.update, body: .json(["tagline": "Patched"]))
            #expect(patched.value == Blog(name: "New", tagline: "Patched"))
            #expect(try await service.call(Blog.show / Author.show).value == Author(name: "Grace"))
        }
    }

    @Test("runs custom actions on a record and on a collection", arguments: Client.allCases)
    func actions(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base)
            let published = try await service.call(Post.show(1) / Post.Publish.action)
            #expect(published.value?.published == true)

            let found = try await service.call(Post.Search.action, query: ["q": "hello"])
            #expect(found.value?.items.map(\.id) == [1])
            let none = try await service.call(Post.Search.action, query: ["q": "nothing like it"])
            #expect(none.value?.count == 0)

            let approved = try await service.call(Post.show(1) / Comment.show(1) / Comment.Approve.action)
            #expect(approved.value?.approved == true)
        }
    }

    @Test("reports 404 and 422 with the server's JSON body", arguments: Client.allCases)
    func errors(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base)
            let missing = try await #require(throws: YopuyError.self) {
                _ = try await service.call(Post.show(1) / Comment.show(999))
            }
            #expect(missing.status == 404)
            #expect(
                missing.body.map { String(decoding: $0, as: UTF8.self) }
                    == #"{"error": "comment 999 of post 1 not found"}"#
            )

            let invalid = try await #require(throws: YopuyError.self) {
                _ = try await service.call(Post.create, body: .json(PostDraft(title: "", body: "x")))
            }
            #expect(invalid.code == .unacceptableStatus)
            #expect(invalid.status == 422)
            #expect(
                invalid.body.map { String(decoding: $0, as: UTF8.self) } == #"{"error": "title must not be empty"}"#
            )
            #expect(invalid.request?.method == .post)
        }
    }

    @Test("the seed's callback form works over real HTTP", arguments: Client.allCases)
    func callbackForm(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base)
            let result = await withCheckedContinuation { continuation in
                service.call(Post.show(1) / Comment.show(1)) { result in continuation.resume(returning: result) }
            }
            #expect(try result.get().value?.body == "Nice")
        }
    }

    @Test("a slow answer is bounded by the timeout", arguments: Client.allCases)
    func timeout(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base)
            let error = try await #require(throws: YopuyError.self) {
                _ = try await service.call(Slow.show, query: ["ms": 3000], timeout: .milliseconds(200))
            }
            #expect(error.code == .timedOut)
        }
    }

    @Test("any timeout, however large, reaches the client without a trap", arguments: Client.allCases)
    func hugeTimeouts(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base)
            for timeout in [Duration.seconds(Int64.max), .seconds(10_000_000_000)] {
                #expect(try await service.call(Post.show(1), timeout: timeout).value?.id == 1)
                // The adapter alone, as a middleware or a custom service would call it.
                let request = AdapterRequest(method: .get, url: base.appending(path: "posts/1"), timeout: timeout)
                #expect(try await service.adapter.send(request).status == 200)
            }
        }
    }

    @Test("cancelling the calling task cancels a request in flight", arguments: Client.allCases)
    func cancellation(client: Client) async throws {
        try await withServer(.blog) { base in
            let service = try client.service(at: base)
            let call = Task { try await service.call(Slow.show, query: ["ms": 20_000]) }
            try await Task.sleep(for: .milliseconds(200))
            let cancelled = ContinuousClock.now
            call.cancel()
            let error = try await #require(throws: YopuyError.self) { _ = try await call.value }
            #expect(error.code == .cancelled)
            // The call ends when it is cancelled, not when the server answers 20 s after the call.
            #expect(ContinuousClock.now - cancelled < Patience.before(.seconds(20)))
        }
    }

    @Test("a closed port fails the call, as each client reports it", arguments: Client.allCases)
    func refused(client: Client) async throws {
        let service = try client.service(at: #require(URL(string: "http://127.0.0.1:1")))
        // URLSession gives up at once: a timeout it reached would be a wait for nothing.
        // AsyncHTTPClient keeps trying to connect until the request's deadline, 2 s here.
        let timeout = client == .urlSession ? Patience.answer : .seconds(2)
        let error = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.list, timeout: timeout)
        }
        switch client {
        case .urlSession:
            #expect(error.code == .transport)
            #expect(error.underlyingError != nil)
        case .asyncHTTPClient:
            #expect(error.code == .timedOut)
        }
    }
}
