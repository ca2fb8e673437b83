import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Service: after redirections, the answer says the URL it came from")
struct ServiceFinalURLTests {
    /// A chain of redirections from `/v1/posts/<N>`, drawn from `seed`: each hop's `Location`
    /// is a path, a relative reference or another origin's URL, and the last answer a post.
    struct Chain: Sendable {
        let hops: Int
        let locations: [String]

        init(seed: UInt64) {
            var generator = SeededGenerator(seed: seed)
            let hops = Int.random(in: 0...4, using: &generator)
            self.hops = hops
            locations = (0..<hops).map { hop in
                let left = hops - hop - 1
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: return "/v1/posts/\(left)"
                case 1: return "\(left)"
                default: return "http://mirror\(hop).test/v1/posts/\(left)"
                }
            }
        }

        /// The URL the chain ends at, resolved hop by hop as RFC 3986 says.
        var end: URL? {
            var url = URL(string: "http://api.test/v1/posts/\(hops)")
            for location in locations {
                url = URL(string: location, relativeTo: url)?.absoluteURL
            }
            return url
        }

        /// The answer to `request`: the next hop, or the post at the end.
        func response(to request: AdapterRequest) -> AdapterResponse {
            guard let left = Int(request.url.lastPathComponent), left > 0 else {
                return YopuyTests.answer(200)
            }
            return AdapterResponse(status: 302, headers: ["Location": locations[hops - left]])
        }

        /// The answer as a streaming adapter gives it.
        func streamed(_ request: AdapterRequest) -> StreamedAdapterResponse {
            let whole = response(to: request)
            return StreamedAdapterResponse(status: whole.status, headers: whole.headers, body: BodyStream(whole.body))
        }
    }

    /// Passes a request on, as any middleware that may wait.
    static let passing = Intercept { request, next in try await next(request) }

    /// The URL of an answer to a callback call, an async call, a stream and a download of
    /// `Post.show(hops)` through `adapter`.
    static func urls(_ adapter: some HTTPAdapter, hops: Int) async throws -> [String?] {
        let api = try service(adapter)
        let callback = await withCheckedContinuation { continuation in
            api.call(Post.show(hops)) { continuation.resume(returning: $0) }
        }
        let file = FileManager.default.temporaryDirectory.appending(path: "yopuy-final-url-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        return [
            try callback.get().url,
            try await api.call(Post.show(hops)).url,
            try await api.stream(Post.show(hops)).url,
            try await api.download(Post.show(hops), to: file).url,
        ]
        .map { $0?.absoluteString }
    }

    @Test(
        "generated chains: every call form, through every kind of adapter, with middleware or not, ends at the last hop's URL",
        arguments: UInt64(0)..<40
    )
    func generated(seed: UInt64) async throws {
        let chain = Chain(seed: seed)
        let end = try #require(chain.end).absoluteString
        let callback = FakeAdapter { request, done in done(chain.response(to: request)) }
        let async = FakeAsyncAdapter { request in chain.response(to: request) }
        let streaming = FakeStreamingAdapter { request in chain.streamed(request) }
        let observed = callback.with(try AddHeaders(["X-Observed": "1"]))
        let all = [
            try await Self.urls(callback, hops: chain.hops),
            try await Self.urls(async, hops: chain.hops),
            try await Self.urls(streaming, hops: chain.hops),
            try await Self.urls(observed, hops: chain.hops),
            try await Self.urls(callback.with(Self.passing), hops: chain.hops),
            try await Self.urls(streaming.with(Self.passing), hops: chain.hops),
        ]
        for (kind, urls) in zip(["callback", "async", "streaming", "observed", "wrapped", "wrapped streaming"], all) {
            #expect(urls == Array(repeating: end, count: 4), "\(kind) adapter, \(chain.locations)")
        }
    }

    @Test("a relative Location and a relative Link resolve against the URL that answered")
    func relativeReferences() async throws {
        let seen = Recorder<String>()
        let api = try service(
            FakeAdapter { request, done in
                seen.record(request.url.absoluteString)
                switch request.url.path() {
                case "/v1/posts": done(AdapterResponse(status: 301, headers: ["Location": "/v2/posts"]))
                case "/v2/posts" where request.url.query() == nil:
                    done(
                        AdapterResponse(
                            status: 200,
                            headers: ["Link": #"<posts?page=2>; rel="next""#, "Content-Location": "drafts"],
                            body: Data(#"[{"id": 1, "title": ""}]"#.utf8)
                        )
                    )
                default: done(AdapterResponse(status: 200, body: Data(#"[{"id": 2, "title": ""}]"#.utf8)))
                }
            }
        )
        let first = try await api.call(Post.list)
        #expect(first.contentLocation?.absoluteString == "http://api.test/v2/drafts")
        var ids: [Int] = []
        for try await page in api.pages(Post.list) {
            ids += (page.value ?? []).map(\.id)
        }
        #expect(ids == [1, 2])
        #expect(
            seen.values.suffix(3) == [
                "http://api.test/v1/posts", "http://api.test/v2/posts", "http://api.test/v2/posts?page=2",
            ]
        )
    }

    @Test("an adapter whose own client followed a redirection can say where it ended")
    func adapterSays() async throws {
        let moved = try #require(URL(string: "http://cdn.test/posts/1"))
        let api = try service(
            FakeAdapter { _, done in
                var response = answer(200)
                response.url = moved
                done(response)
            }
        )
        #expect(try await api.call(Post.show(1)).url == moved)
    }
}
