import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Service: a middleware learns how many redirections an answer took")
struct ServiceRedirectionCountTests {
    /// Answers `/v1/posts/N` with a redirection to `/v1/posts/N-1`, and `/v1/posts/0` with a
    /// post: the chain that starts at `/v1/posts/N` takes N redirections.
    static func hopping(_ request: AdapterRequest) -> AdapterResponse {
        guard let left = Int(request.url.lastPathComponent), left > 0 else {
            return answer(200)
        }
        return AdapterResponse(status: 302, headers: ["Location": "/v1/posts/\(left - 1)"])
    }

    /// A service over `adapter` behind a middleware that records the redirections of each
    /// answer it sees.
    static func counted<Adapter: HTTPAdapter>(
        _ adapter: Adapter,
        _ seen: Recorder<Int>
    ) throws -> Service<some HTTPAdapter> {
        try service(
            adapter.with(
                Intercept { request, next in
                    let response = try await next(request)
                    seen.record(response.redirections)
                    return response
                }
            )
        )
    }

    @Test("through a callback, an async and a streaming adapter, for any length of chain", arguments: 0...5)
    func counts(hops: Int) async throws {
        let adapters: [AnyHTTPAdapter] = [
            AnyHTTPAdapter(FakeAdapter { request, done in done(Self.hopping(request)) }),
            AnyHTTPAdapter(FakeAsyncAdapter { request in Self.hopping(request) }),
        ]
        for adapter in adapters {
            let seen = Recorder<Int>()
            #expect(try await Self.counted(adapter, seen).call(Post.show(hops)).value?.id == 1)
            #expect(seen.values == [hops])
        }
        let seen = Recorder<Int>()
        let streaming = FakeStreamingAdapter { request in
            let response = Self.hopping(request)
            return StreamedAdapterResponse(
                status: response.status,
                headers: response.headers,
                body: BodyStream(response.body)
            )
        }
        let streamed = try await Self.counted(streaming, seen).stream(Post.show(hops))
        #expect(streamed.status == 200)
        #expect(seen.values == [hops])
    }

    @Test("with redirections not followed, an answer took none")
    func notFollowed() async throws {
        let seen = Recorder<Int>()
        var api = try Self.counted(FakeAsyncAdapter { request in Self.hopping(request) }, seen)
        api.redirects = .doNotFollow
        _ = try? await api.call(Post.show(3))
        #expect(seen.values == [0])
    }
}
