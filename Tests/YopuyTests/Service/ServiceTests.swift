import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Service")
struct ServiceTests {
    @Test(
        "keeps the base URL's path prefix, with or without a trailing slash",
        arguments: ["http://127.0.0.1:8080/api/v1", "http://127.0.0.1:8080/api/v1/", "http://127.0.0.1:8080/api/v1//"]
    )
    func keepsPrefix(base: String) async throws {
        let requests = Recorder<AdapterRequest>()
        let service = try Service(
            adapter: FakeAdapter { request, callback in
                requests.record(request)
                callback(AdapterResponse(status: 200, body: Data("[]".utf8)))
            },
            URL: #require(URL(string: base))
        )
        _ = try await service.call(Post.list)
        #expect(requests.values.map(\.url.absoluteString) == ["http://127.0.0.1:8080/api/v1/posts"])
    }

    @Test("works with a base URL that is only a host")
    func hostOnly() async throws {
        let requests = Recorder<AdapterRequest>()
        let service = try Service(
            adapter: FakeAdapter { request, callback in
                requests.record(request)
                callback(AdapterResponse(status: 204))
            },
            URL: #require(URL(string: "https://example.com"))
        )
        _ = try await service.call(Post.show(3))
        #expect(requests.values.map(\.url.absoluteString) == ["https://example.com/posts/3"])
    }

    @Test(
        "refuses a base URL that cannot serve, with a clear error",
        arguments: [
            ("/api/v1", "has no scheme"),
            ("api.example.com", "has no scheme"),
            ("http://", "has no host"),
            ("file:///tmp/api", "has no host"),
            ("http://example.com/v1?key=1", "has a query"),
            ("http://example.com/v1#top", "has a fragment"),
            // Found by Fuzz/fuzz-base-url: a query or fragment that does not decode to UTF-8.
            ("http://h/a?%88", "has a query"),
            ("http://h/a#%88", "has a fragment"),
            ("http://example.com/v1/../admin", "dot segment"),
            ("http://example.com/%2E%2E/admin", "dot segment"),
            ("http://example.com/v1/%2e", "dot segment"),
            ("http://example.com/.%2E/v1", "dot segment"),
            ("http://example.com/v1/%2e%2E", "dot segment"),
            ("ftp://example.com/api", "is not http or https"),
            ("javascript://example.com/alert", "is not http or https"),
            ("file://localhost/tmp/api", "is not http or https"),
            ("ws://example.com/socket", "is not http or https"),
        ]
    )
    func refusesBadBase(base: String, why: String) async throws {
        let url = try #require(URL(string: base))
        let error = try #require(throws: YopuyError.self) {
            try Service(adapter: FakeAdapter.answering(200), validatingURL: url)
        }
        #expect(error.code == .invalidURL)
        #expect(error.reason.contains(why), "\(error.reason)")

        // Without `try`, as the original wrote it: the service keeps the problem, and every call
        // fails with it before anything reaches the adapter.
        let sent = Recorder<AdapterRequest>()
        let service = Service(
            adapter: FakeAdapter { request, callback in
                sent.record(request)
                callback(AdapterResponse(status: 200, body: Data("{}".utf8)))
            },
            URL: url
        )
        #expect(service.baseURLError?.reason == error.reason)
        let asyncError = await #expect(throws: YopuyError.self) { try await service.call(Post.show(1)) }
        #expect(asyncError?.code == .invalidURL)
        #expect(asyncError?.reason == error.reason)
        let callbackError = await withCheckedContinuation { continuation in
            service.call(Post.list) { continuation.resume(returning: $0) }
        }
        #expect(throws: YopuyError.self) { try callbackError.get() }
        #expect(sent.values.isEmpty)
    }

    @Test(
        "accepts http and https in any case, and segments that only look like dots",
        arguments: ["HTTPS://example.com/v1", "Http://example.com/...", "http://example.com/%2E%2E%2E/.x/%2ex"]
    )
    func acceptsGoodBase(base: String) throws {
        let url = try #require(URL(string: base))
        let service = try Service(adapter: FakeAdapter.answering(200), validatingURL: url)
        #expect(service.baseURLError == nil)
    }
}
