import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Middleware: streamed answers")
struct StreamedMiddlewareTests {
    @Test("a retry drops the body of the answer it replaces; the caller streams the last one's")
    func retry() async throws {
        let stops = Recorder<String>()
        let sent = Recorder<Int>()
        let adapter = FakeStreamingAdapter { _ in
            sent.record(1)
            if sent.values.count == 1 {
                return StreamedAdapterResponse(status: 503, body: streamedBody(["busy"], stops: stops))
            }
            return StreamedAdapterResponse(status: 200, body: streamedBody(["fine"]))
        }
        let api = try service(adapter.with(Retry(delay: .zero)))
        let answer = try await api.stream(Post.list)
        #expect(try await chunks(of: answer.body) == ["fine"])
        #expect(answer.attempts == 2)
        #expect(stops.values == ["stopped"])
        #expect(adapter.calls.values.allSatisfy { $0.hasPrefix("streamed") })
    }

    @Test("an ETag cache keeps no streamed body, and answers a stream from what it kept")
    func etagCache() async throws {
        let seen = Recorder<String>()
        let adapter = FakeStreamingAdapter { request in
            seen.record(request.headers["If-None-Match"] ?? "-")
            if request.headers["If-None-Match"] == "\"v1\"" {
                return StreamedAdapterResponse(status: 304, headers: ["ETag": "\"v1\""])
            }
            return StreamedAdapterResponse(status: 200, headers: ["ETag": "\"v1\""], body: streamedBody(["[]"]))
        }
        let api = try service(adapter.with(ETagCache()))
        #expect(try await chunks(of: api.stream(Post.list).body) == ["[]"])
        #expect(try await chunks(of: api.stream(Post.list).body) == ["[]"])
        #expect(seen.values == ["-", "-"])

        _ = try await api.call(Post.list)
        let kept = try await api.stream(Post.list)
        #expect(try await chunks(of: kept.body) == ["[]"])
        #expect(seen.values == ["-", "-", "-", "\"v1\""])
    }

    @Test("a middleware that answers a stream itself gives its own body")
    func ownAnswer() async throws {
        struct Canned: AdapterMiddleware {
            func intercept(
                _ request: AdapterRequest,
                next: @Sendable (AdapterRequest) async throws -> AdapterResponse
            ) async throws -> AdapterResponse {
                AdapterResponse(status: 200, body: Data("canned".utf8))
            }
        }
        let adapter = FakeStreamingAdapter { _ in StreamedAdapterResponse(status: 500) }
        let answer = try await service(adapter.with(Canned())).stream(Post.list)
        #expect(try await chunks(of: answer.body) == ["canned"])
        #expect(adapter.calls.values.isEmpty)
    }
}
