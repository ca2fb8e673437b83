import BlogModel
import Foundation
import Synchronization
import Testing
import Yopuy

/// Answers `/v1/posts/1` with `status` to `location`, and everything else with a post.
func redirecting(_ status: Int = 302, to location: String) -> @Sendable (AdapterRequest) -> AdapterResponse {
    { request in
        request.url.path == "/v1/posts/1"
            ? AdapterResponse(status: status, headers: ["Location": location]) : answer(200)
    }
}

@Suite("Service: redirections are followed by Yopuy, credentials kept on their origin")
struct ServiceRedirectTests {
    /// The credentials a call may carry, from the service and from the call.
    static func credentialed<Adapter: HTTPAdapter>(_ adapter: Adapter) throws -> Service<Adapter> {
        var api = try service(adapter)
        api.headers = ["Authorization": "Bearer service", "Cookie": "session=service", "X-Api-Key": "key"]
        api.credentialHeaders = ["X-Api-Key"]
        return api
    }

    @Test("through a callback adapter, a redirection to another origin goes without the credentials")
    func callbackAdapter() async throws {
        let (adapter, sent) = scripted([
            AdapterResponse(status: 307, headers: ["Location": "https://cdn.test/posts/1"]), answer(200),
        ])
        let api = try Self.credentialed(adapter)
        let post = try await api.call(Post.show(1), headers: ["Proxy-Authorization": "Basic call"]).value
        #expect(post?.id == 1)
        let requests = sent.values
        #expect(requests.map(\.url.absoluteString) == ["http://api.test/v1/posts/1", "https://cdn.test/posts/1"])
        #expect(requests[0].headers["Authorization"] == "Bearer service")
        for field in ["Authorization", "Proxy-Authorization", "Cookie", "X-Api-Key"] {
            #expect(requests[1].headers[field] == nil, "\(field)")
        }
    }

    @Test("through an async adapter, the same", arguments: [301, 302, 303, 307, 308])
    func asyncAdapter(status: Int) async throws {
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeAsyncAdapter { request in
            sent.record(request)
            return sent.values.count == 1
                ? AdapterResponse(status: status, headers: ["Location": "http://127.0.0.2:8080/posts/1"]) : answer(200)
        }
        let api = try Self.credentialed(adapter)
        #expect(try await api.call(Post.show(1)).value?.id == 1)
        #expect(sent.values.count == 2)
        #expect(sent.values.last?.headers.fields.map(\.name) == [])
    }

    @Test("a redirection on the same origin keeps the credentials, through both kinds of adapter")
    func sameOrigin() async throws {
        for callback in [true, false] {
            let sent = Recorder<AdapterRequest>()
            let respond: @Sendable (AdapterRequest) -> AdapterResponse = { request in
                sent.record(request)
                return redirecting(to: "/v1/posts/2")(request)
            }
            let adapter =
                callback
                ? AnyHTTPAdapter(FakeAdapter { request, done in done(respond(request)) })
                : AnyHTTPAdapter(FakeAsyncAdapter { request in respond(request) })
            let api = try Self.credentialed(adapter)
            #expect(try await api.call(Post.show(1)).value?.id == 1)
            #expect(sent.values.map(\.url.path) == ["/v1/posts/1", "/v1/posts/2"])
            #expect(sent.values.last?.headers["Authorization"] == "Bearer service")
            #expect(sent.values.last?.headers["X-Api-Key"] == "key")
        }
    }

    @Test("Authentication's token, in any header, stays on its origin; the middleware sees one exchange")
    func authentication() async throws {
        for header in ["Authorization", "X-Token"] {
            let sent = Recorder<AdapterRequest>()
            let seen = Recorder<Int>()
            let adapter = FakeAsyncAdapter { request in
                sent.record(request)
                return redirecting(to: "https://elsewhere.test/posts/1")(request)
            }
            let api = try service(
                adapter
                    .with(
                        Intercept { request, next in
                            let response = try await next(request)
                            seen.record(response.status)
                            return response
                        }
                    )
                    .with(Authentication(CountingTokens(), header: header))
            )
            #expect(try await api.call(Post.show(1)).value?.id == 1)
            #expect(sent.values.count == 2)
            #expect(sent.values.first?.headers[header] != nil)
            #expect(sent.values.last?.headers[header] == nil, "\(header) reached another origin")
            #expect(seen.values == [200], "the middleware saw the answer at the end of the redirection")
        }
    }

    @Test("a POST answered 303 is followed with a GET, without its body")
    func seeOther() async throws {
        let (adapter, sent) = scripted([
            AdapterResponse(status: 303, headers: ["Location": "/v1/posts/7"]), answer(200),
        ])
        let api = try service(adapter)
        _ = try await api.call(Post.create, body: .json(["title": "Hi"]))
        #expect(sent.values.map(\.method) == [.post, .get])
        #expect(sent.values.last?.body == nil)
        #expect(sent.values.last?.headers["Content-Type"] == nil)
    }

    @Test("a loop ends with tooManyRedirects after the limit, through both kinds of adapter")
    func loop() async throws {
        for callback in [true, false] {
            let sent = Recorder<AdapterRequest>()
            let respond: @Sendable (AdapterRequest) -> AdapterResponse = { request in
                sent.record(request)
                return AdapterResponse(status: 302, headers: ["Location": request.url.absoluteString])
            }
            let adapter =
                callback
                ? AnyHTTPAdapter(FakeAdapter { request, done in done(respond(request)) })
                : AnyHTTPAdapter(FakeAsyncAdapter { request in respond(request) })
            var api = try service(adapter)
            let error = try await #require(throws: YopuyError.self) { _ = try await api.call(Post.show(1)) }
            #expect(error.code == .tooManyRedirects)
            #expect(error.status == 302)
            #expect(error.path == "posts/1")
            #expect(sent.values.count == 21, "the first request and 20 redirections")
            api.redirects = .follow(limit: 2)
            await #expect(throws: YopuyError.self) { _ = try await api.call(Post.show(1)) }
            #expect(sent.values.count == 21 + 3)
        }
    }

    @Test("a callback call follows too, and ends with the answer at the end")
    func callbackCall() async throws {
        let (adapter, sent) = scripted([
            AdapterResponse(status: 308, headers: ["Location": "/v1/posts/2"]), answer(200),
        ])
        let api = try service(adapter)
        let result = await withCheckedContinuation { continuation in
            // The fake answers at once: the timeout only has the chain run within a deadline, and
            // is long enough that no machine reaches it.
            api.call(Post.show(1), timeout: .seconds(60)) { continuation.resume(returning: $0) }
        }
        #expect(try result.get().value?.id == 1)
        #expect(sent.values.count == 2)
    }

    @Test("with redirections not followed, a 302 is the answer, its Location in the error")
    func doNotFollow() async throws {
        let (adapter, sent) = scripted([AdapterResponse(status: 302, headers: ["Location": "/v1/posts/2"])])
        var api = try service(adapter)
        api.redirects = .doNotFollow
        let error = try await #require(throws: YopuyError.self) { _ = try await api.call(Post.show(1)) }
        #expect(error.code == .unacceptableStatus)
        #expect(error.headers?["Location"] == "/v1/posts/2")
        #expect(sent.values.count == 1)
        #expect(api.erased().redirects == .doNotFollow)
    }

    @Test("a Location that cannot be followed fails the call, sending nothing there")
    func unusableLocation() async throws {
        let (adapter, sent) = scripted([AdapterResponse(status: 301, headers: ["Location": "file:///etc/passwd"])])
        let error = try await #require(throws: YopuyError.self) { _ = try await service(adapter).call(Post.show(1)) }
        #expect(error.code == .invalidURL)
        #expect(error.status == 301)
        #expect(sent.values.count == 1)
    }

    @Test("a late second answer to a redirected request is ignored: the call ends with the last request's")
    func lateAnswer() async throws {
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeAdapter { request, callback in
            sent.record(request)
            if request.url.path == "/v1/posts/1" {
                callback(AdapterResponse(status: 302, headers: ["Location": "/v1/posts/2"]))
                callback(AdapterResponse(status: 500))  // a misbehaving adapter's second answer
            } else {
                callback(answer(200))
            }
        }
        #expect(try await service(adapter).call(Post.show(1)).value?.id == 1)
        #expect(sent.values.count == 2)
    }

    @Test("cancelling a call between two redirections ends it, and the chain stops")
    func cancelled() async throws {
        let sent = Recorder<AdapterRequest>()
        let gate = Recorder<@Sendable (AdapterResponse) -> Void>()
        let adapter = FakeAdapter { request, callback in
            sent.record(request)
            if request.url.path == "/v1/posts/1" {
                callback(AdapterResponse(status: 302, headers: ["Location": "/v1/posts/2"]))
            } else {
                gate.record(callback)  // never answers on its own
            }
        }
        let api = try service(adapter)
        let result = Recorder<Result<Response<Post>, YopuyError>>()
        let handle = api.call(Post.show(1)) { result.record($0) }
        await eventually { sent.values.count == 2 }
        handle.cancel()
        await eventually { !result.values.isEmpty }
        #expect(throws: YopuyError.self) { try result.values.first?.get() }
        #expect((try? result.values.first?.get()) == nil)
        gate.values.first?(answer(200))  // too late: ignored
        #expect(result.values.count == 1)
    }

    @Test("a cancelled call lets go of a callback adapter that keeps its callback, and of the request")
    func cancelledLetsGo() throws {
        /// Keeps every callback, and never calls one.
        final class Keeping: HTTPAdapter {
            let kept = Mutex<[@Sendable (AdapterResponse) -> Void]>([])
            func perform(
                _ method: HTTPMethod,
                request: AdapterRequest,
                callback: @escaping @Sendable (AdapterResponse) -> Void
            ) {
                kept.withLock { $0.append(callback) }
            }
        }
        weak var released: Keeping?
        do {
            let adapter = Keeping()
            released = adapter
            let handle = try service(adapter).call(Post.show(1)) { _ in }
            handle.cancel()
        }
        #expect(released == nil, "the exchange, kept by the adapter's callback, still held the adapter")
    }

    @Test("a call's timeout bounds the whole chain: a redirected request that never answers times out")
    func timeoutAcrossRedirections() async throws {
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeAdapter { request, callback in
            sent.record(request)
            if request.url.path == "/v1/posts/1" {
                callback(AdapterResponse(status: 307, headers: ["Location": "/v1/posts/2"]))
            }  // the second request is never answered
        }
        let api = try service(adapter)
        let error = try await #require(throws: YopuyError.self) {
            _ = try await api.call(Post.show(1), timeout: .milliseconds(200))
        }
        #expect(error.code == .timedOut)
        let second = try #require(sent.values.last?.timeout)
        // What is left, computed from the deadline, not measured: a loaded machine leaves less,
        // down to zero. Strictly less: time passed since the deadline was set, and the whole
        // 200 ms again is the wrong answer this tells from the right one.
        #expect(second < .milliseconds(200), "the redirected request gets what is left of the call's time")
        let result = await withCheckedContinuation { continuation in
            api.call(Post.show(1), timeout: .milliseconds(200)) { continuation.resume(returning: $0) }
        }
        #expect((try? result.get()) == nil)
        #expect(sent.values.count == 4)
    }

    @Test("a middleware that sends a named credential to another origin is refused")
    func namedCredentialRewrite() async throws {
        let (adapter, sent) = scripted([answer(200)])
        var api = try service(adapter.with(CredentialOriginTests.redirecting(to: "http://evil.test")))
        api.headers["X-Api-Key"] = "key"
        _ = try await api.call(Post.show(1))
        #expect(sent.values.count == 1, "unnamed, the field is no credential")
        api.credentialHeaders = ["x-api-key"]
        let error = try await #require(throws: YopuyError.self) { _ = try await api.call(Post.show(1)) }
        #expect(error.code == .invalidURL)
        #expect(error.reason.contains("X-Api-Key"), "\(error.reason)")
        #expect(sent.values.count == 1)
        #expect(api.erased().credentialHeaders == ["x-api-key"])
    }

    @Test("follow(_:as:) hands the service's settings on, and its redirections are followed the same way")
    func followedURL() async throws {
        let (adapter, sent) = scripted([
            AdapterResponse(status: 302, headers: ["Location": "https://other.test/x"]), answer(200),
        ])
        let api = try Self.credentialed(adapter)
        let url = try #require(URL(string: "http://api.test/v1/posts/1"))
        _ = try await api.follow(url, as: ShownAtLocation.self)
        #expect(sent.values.first?.credentialHeaders == ["X-Api-Key"])
        #expect(sent.values.last?.headers["X-Api-Key"] == nil)
    }
}

/// A post read at a URL the server handed back.
private enum ShownAtLocation: LocationAction {
    typealias Method = GET
    static func parse(singular data: Data) throws -> Post {
        try JSONDecoder().decode(Post.self, from: data)
    }
}
