import BlogModel
import Foundation
import Testing
import Yopuy
import YopuyTesting

@Suite("StubAdapter")
struct StubAdapterTests {
    @Test("answers a route keyed by a typed path, method included")
    func typedPath() async throws {
        let stub = StubAdapter()
            .on(Post.show(1) / Comment.show(2), .json(#"{"id": 2, "body": "hi"}"#))
            .on(Post.show(1) / Comment.delete(2), StubResponse(status: 204))
        let service = try service(stub)
        #expect(try await service.call(Post.show(1) / Comment.show(2)).value == Comment(id: 2, body: "hi"))
        #expect(try await service.call(Post.show(1) / Comment.delete(2)).status == 204)
    }

    @Test("answers routes keyed by method and pattern, under any base URL")
    func patterns() async throws {
        let stub = StubAdapter()
            .on(.get, "posts/*", .json(#"{"id": 7, "title": "any"}"#))
            .on(.get, "posts/**/commenter", .json("[]"))
        let service = try service(stub)
        #expect(try await service.call(Post.show(7)).value?.title == "any")
        #expect(try await service.call(Post.show(1) / Comment.show(2) / Commenter.list).value?.isEmpty == true)
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.list) }
        #expect(error.code == .transport)
    }

    @Test("the route added last wins")
    func lastWins() async throws {
        let stub = StubAdapter()
            .on(.get, "**", .json(#"{"error": "nope"}"#, status: 404))
            .on(Post.show(1), .json(#"{"id": 1, "title": "override"}"#))
        let service = try service(stub)
        #expect(try await service.call(Post.show(1)).value?.title == "override")
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.show(2)) }
        #expect(error.status == 404)
    }

    @Test("an unmatched request is a clear failure naming the request and the routes")
    func unmatched() async throws {
        let stub = StubAdapter().on(Post.show(1), .json("{}")).on(.delete, "posts/*", StubResponse(status: 204))
        let service = try service(stub)
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.show(2)) }
        #expect(error.code == .transport)
        let unmatched = try #require(error.underlyingError as? UnmatchedRequest)
        #expect(unmatched.request.url.absoluteString == "http://api.test/v1/posts/2")
        #expect(unmatched.routes == ["GET posts/1", "DELETE posts/*"])
        #expect(
            "\(error)".contains(
                "no stub route matches GET http://api.test/v1/posts/2; the routes are: GET posts/1, DELETE posts/*"
            )
        )
        let bare = try YopuyTestingTests.service(StubAdapter())
        let none = try await #require(throws: YopuyError.self) { _ = try await bare.call(Post.list) }
        #expect("\(none)".contains("there are no routes"))
    }

    @Test("answers with an error, or after a delay that a timeout cuts short")
    func errorsAndDelays() async throws {
        struct Offline: Error {}
        let stub = StubAdapter()
            .on(Post.list, .failure(Offline()))
            .on(Post.show(1), StubResponse.json(#"{"id": 1, "title": ""}"#).delayed(by: .seconds(600)))
            .on(Post.show(2), StubResponse.json(#"{"id": 2, "title": ""}"#).delayed(by: .milliseconds(10)))
        let service = try service(stub)
        let offline = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.list) }
        #expect(offline.underlyingError is Offline)
        let slow = try await #require(throws: YopuyError.self) {
            _ = try await service.call(Post.show(1), timeout: .milliseconds(50))
        }
        #expect(slow.code == .timedOut)
        #expect(try await service.call(Post.show(2)).value?.id == 2)
    }

    @Test("a route can answer from the request")
    func respondClosure() async throws {
        let stub = StubAdapter().on(Post.create) { request in
            var post = request.bodyJSON ?? [:]
            post["id"] = 42
            return StubResponse(status: 201, body: post.data)
        }
        let service = try service(stub)
        let created = try await service.call(Post.create, body: .json(Post(id: 0, title: "Echo")))
        #expect(created.value == Post(id: 42, title: "Echo"))
    }

    @Test("encodes a value as a JSON answer")
    func jsonEncoding() async throws {
        let service = try service(StubAdapter().on(Post.list, try .json(encoding: [Post(id: 1, title: "a")])))
        #expect(try await service.call(Post.list).value == [Post(id: 1, title: "a")])
    }
}
