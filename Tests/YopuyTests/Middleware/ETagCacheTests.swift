import BlogModel
import Foundation
import Synchronization
import Testing
import Yopuy

/// A server of posts that tags each answer with the post's version, answers 304 to a matching
/// `If-None-Match`, and bumps the version on `PUT`.
final class VersionedPosts: Sendable {
    private let versions = Mutex<[String: Int]>([:])
    /// Each request's path and `If-None-Match`, and the status answered.
    let log = Recorder<String>()
    let extraHeaders: HTTPHeaders

    init(extraHeaders: HTTPHeaders = [:]) {
        self.extraHeaders = extraHeaders
    }

    func change(_ path: String) {
        versions.withLock { $0[path, default: 1] += 1 }
    }

    var adapter: FakeAdapter {
        FakeAdapter { [self] request, callback in
            let path = request.url.path
            if request.method == .put {
                change(path)
                log.record("PUT \(path) 204")
                return callback(AdapterResponse(status: 204))
            }
            let version = versions.withLock { $0[path, default: 1] }
            let etag = "\"v\(version)\""
            let condition = request.headers["If-None-Match"] ?? "-"
            let status = condition == etag ? 304 : 200
            log.record("\(path) \(condition) \(status)")
            var headers = extraHeaders.merging(["ETag": etag, "X-Served": "\(log.values.count)"])
            if status == 304 {
                headers["Content-Type"] = nil
                return callback(AdapterResponse(status: 304, headers: headers))
            }
            let id = path.split(separator: "/").last.map(String.init) ?? "0"
            let body = #"{"id": \#(Int(id) ?? 0), "title": "version \#(version)"}"#
            callback(AdapterResponse(status: 200, headers: headers, body: Data(body.utf8)))
        }
    }
}

@Suite("ETagCache")
struct ETagCacheTests {
    @Test("a 304 answers from the cache, and the caller can tell")
    func notModified() async throws {
        let server = VersionedPosts()
        let api = try service(server.adapter.with(ETagCache()))
        let first = try await api.call(Post.show(1))
        let second = try await api.call(Post.show(1))
        #expect(server.log.values == [#"/v1/posts/1 - 200"#, #"/v1/posts/1 "v1" 304"#])
        #expect(first.isFromCache == false)
        #expect(second.isFromCache)
        #expect(second.status == 200)
        #expect(second.value == first.value)
        #expect(second.body == first.body)
        // The 304's headers update the kept ones.
        #expect(first.headers["X-Served"] == "1")
        #expect(second.headers["X-Served"] == "2")
    }

    @Test("a 304's fields about its own empty body do not replace the kept answer's")
    func bodyFieldsKept() async throws {
        let (adapter, _) = scripted([
            answer(200, headers: ["ETag": "\"v1\"", "Content-Length": "24", "Date": "Mon, 23 Nov 2026 10:00:00 GMT"]),
            AdapterResponse(
                status: 304,
                headers: ["ETag": "\"v1\"", "content-length": "0", "Date": "Tue, 24 Nov 2026 10:00:00 GMT"]
            ),
        ])
        let api = try service(adapter.with(ETagCache()))
        _ = try await api.call(Post.show(1))
        let cached = try await api.call(Post.show(1))
        #expect(cached.isFromCache)
        #expect(cached.headers.values(for: "Content-Length") == ["24"])
        #expect(cached.headers["Date"] == "Tue, 24 Nov 2026 10:00:00 GMT")
        #expect(cached.body.count == 24)
    }

    @Test("a changed resource comes from the server, and its new tag is used next")
    func changed() async throws {
        let server = VersionedPosts()
        let api = try service(server.adapter.with(ETagCache()))
        _ = try await api.call(Post.show(1))
        server.change("/v1/posts/1")
        let changed = try await api.call(Post.show(1))
        #expect(changed.isFromCache == false)
        #expect(changed.value?.title == "version 2")
        #expect(try await api.call(Post.show(1)).isFromCache)
        #expect(
            server.log.values.map { $0.split(separator: " ").dropFirst().joined(separator: " ") } == [
                "- 200", #""v1" 200"#, #""v2" 304"#,
            ]
        )
    }

    @Test("a successful PUT forgets the answer kept for its URL")
    func unsafeMethodsForget() async throws {
        let server = VersionedPosts()
        let api = try service(server.adapter.with(ETagCache()))
        _ = try await api.call(Post.show(1))
        _ = try await api.call(Post.replace(1), body: RequestBody(Data("{}".utf8), contentType: "application/json"))
        _ = try await api.call(Post.show(1))
        #expect(server.log.values == ["/v1/posts/1 - 200", "PUT /v1/posts/1 204", "/v1/posts/1 - 200"])
    }

    @Test("it keeps at most `capacity` answers, forgetting the least recently used")
    func capacity() async throws {
        let server = VersionedPosts()
        let api = try service(server.adapter.with(ETagCache(capacity: 2)))
        for id in [1, 2, 1, 3, 1, 2] {
            _ = try await api.call(Post.show(id))
        }
        // 2 was the least recently used when 3 came, so it was forgotten.
        #expect(
            server.log.values.map { $0.split(separator: " ").suffix(2).joined(separator: " ") } == [
                "- 200", "- 200", #""v1" 304"#, "- 200", #""v1" 304"#, "- 200",
            ]
        )
    }

    @Test("it keeps at most `byteLimit` bytes: a larger body is not kept")
    func byteLimit() async throws {
        let server = VersionedPosts()
        let api = try service(server.adapter.with(ETagCache(byteLimit: 10)))
        _ = try await api.call(Post.show(1))
        #expect(try await api.call(Post.show(1)).isFromCache == false)
        #expect(server.log.values == ["/v1/posts/1 - 200", "/v1/posts/1 - 200"])
    }

    @Test("an answer varies with the request headers its Vary names")
    func vary() async throws {
        let server = VersionedPosts(extraHeaders: ["Vary": "Accept-Language"])
        let api = try service(server.adapter.with(ETagCache()))
        _ = try await api.call(Post.show(1), headers: ["Accept-Language": "en"])
        #expect(try await api.call(Post.show(1), headers: ["Accept-Language": "fr"]).isFromCache == false)
        #expect(try await api.call(Post.show(1), headers: ["Accept-Language": "fr"]).isFromCache)
    }

    @Test(
        "no-store and Vary: * are not kept",
        arguments: [["Cache-Control": "private, no-store"], ["Vary": "*"]] as [HTTPHeaders]
    )
    func notKept(headers: HTTPHeaders) async throws {
        let server = VersionedPosts(extraHeaders: headers)
        let api = try service(server.adapter.with(ETagCache()))
        _ = try await api.call(Post.show(1))
        #expect(try await api.call(Post.show(1)).isFromCache == false)
    }

    @Test("a request with its own If-None-Match passes untouched")
    func ownCondition() async throws {
        let server = VersionedPosts()
        let api = try service(server.adapter.with(ETagCache()))
        _ = try await api.call(Post.show(1))
        let error = try await #require(throws: YopuyError.self) {
            try await api.call(Post.show(1), headers: ["If-None-Match": "\"v1\""])
        }
        #expect(error.status == 304)
    }

    @Test("copies of the middleware share one cache")
    func shared() async throws {
        let server = VersionedPosts()
        let cache = ETagCache()
        _ = try await service(server.adapter.with(cache)).call(Post.show(1))
        #expect(try await service(server.adapter.with(cache)).call(Post.show(1)).isFromCache)
        #expect(try await service(server.adapter.with(ETagCache())).call(Post.show(1)).isFromCache == false)
    }
}
