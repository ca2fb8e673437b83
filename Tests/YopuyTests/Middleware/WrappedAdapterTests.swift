import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Wrapping adapters")
struct WrappedAdapterTests {
    /// An adapter that answers with the request's headers as its body, one `name: value` line each.
    static let echo = FakeAdapter { request, callback in
        callback(AdapterResponse(status: 200, body: Data(request.headers.description.utf8)))
    }

    @Test("AddHeaders sets its fields on every request, replacing those of the same name")
    func addHeaders() async throws {
        let adapter = Self.echo.with(try AddHeaders(["Authorization": "Bearer t", "Accept": "text/plain"]))
        let request = AdapterRequest(
            method: .get,
            url: URL(fileURLWithPath: "/"),
            headers: ["accept": "x", "X-A": "1"]
        )
        let response = try await adapter.send(request)
        #expect(String(decoding: response.body, as: UTF8.self) == "X-A: 1\nAuthorization: Bearer t\nAccept: text/plain")
    }

    @Test("AddHeaders refuses fields that could split a request")
    func addHeadersValidates() throws {
        let error = try #require(throws: YopuyError.self) { try AddHeaders(["X": "a\r\nb"]) }
        #expect(error.code == .invalidHeader)
    }

    @Test("wrappers stack, the outermost running first, and a service runs them")
    func stacking() async throws {
        let order = Recorder<String>()
        let adapter = FakeAdapter { request, callback in
            order.record("adapter \(request.headers["X-Step"] ?? "-")")
            callback(AdapterResponse(status: 200, body: Data(#"{"id": 1, "title": ""}"#.utf8)))
        }
        .with(
            Intercept { request, next in
                order.record("inner")
                var request = request
                request.headers["X-Step"] = "inner"
                return try await next(request)
            }
        )
        .with(
            Intercept { request, next in
                order.record("outer")
                let response = try await next(request)
                order.record("outer saw \(response.status)")
                return response
            }
        )
        let service = try service(adapter)
        #expect(try await service.call(Post.show(1)).value?.id == 1)
        #expect(order.values == ["outer", "inner", "adapter inner", "outer saw 200"])
    }

    @Test("a middleware can retry an idempotent request")
    func retry() async throws {
        let attempts = Recorder<Int>()
        let flaky = FakeAdapter { _, callback in
            attempts.record(1)
            let status = attempts.values.count < 3 ? 503 : 200
            callback(AdapterResponse(status: status, body: Data(#"{"id": 2, "title": ""}"#.utf8)))
        }
        let retrying = flaky.with(
            Intercept { request, next in
                var response = try await next(request)
                var tries = 1
                while response.status == 503, [.get, .put, .delete].contains(request.method), tries < 5 {
                    response = try await next(request)
                    tries += 1
                }
                return response
            }
        )
        let service = try service(retrying)
        #expect(try await service.call(Post.show(2)).status == 200)
        #expect(attempts.values.count == 3)
    }

    @Test("an error thrown by a middleware reaches the caller as a transport error")
    func middlewareError() async throws {
        struct Unauthorized: Error {}
        let service = try service(FakeAdapter.answering(200, "{}").with(Intercept { _, _ in throw Unauthorized() }))
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.show(1)) }
        #expect(error.code == .transport)
        #expect(error.underlyingError is Unauthorized)
    }

    @Test("cancelling a call cancels the work inside a wrapped async adapter")
    func cancellationReachesWrappedAdapter() async throws {
        let hanging = HangingAdapter()
        let service = try service(hanging.with(try AddHeaders(["X": "1"])))
        let call = Task { try await service.call(Post.list) }
        await eventually { hanging.hasStarted }
        call.cancel()
        let error = try await #require(throws: YopuyError.self) { _ = try await call.value }
        #expect(error.code == .cancelled)
        await eventually { hanging.wasCancelled }
        #expect(hanging.wasCancelled)
    }

    @Test(
        "headers a middleware adds pass the same checks before reaching the adapter",
        arguments: ["a\r\nInjected: yes", "a\u{1}b", "a\u{7F}"]
    )
    func middlewareHeadersAreChecked(value: String) async throws {
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeAdapter { request, callback in
            sent.record(request)
            callback(AdapterResponse(status: 200, body: Data("{}".utf8)))
        }
        let service = try service(
            adapter.with(
                Intercept { request, next in
                    var request = request
                    request.headers.add("X-Added", value: value)
                    return try await next(request)
                }
            )
        )
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.show(1)) }
        #expect(error.code == .invalidHeader)
        #expect(error.reason.contains("X-Added"), "\(error.reason)")
        #expect(error.path == "posts/1")
        #expect(sent.values.isEmpty)
    }

    @Test("a header name a middleware sets is checked too, for async adapters as well")
    func middlewareHeaderNamesAreChecked() async throws {
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeAsyncAdapter { request in
            sent.record(request)
            return AdapterResponse(status: 200, body: Data("{}".utf8))
        }
        let service = try service(
            adapter.with(
                Intercept { request, next in
                    var request = request
                    request.headers["Bad Name"] = "x"
                    return try await next(request)
                }
            )
        )
        let error = try await #require(throws: YopuyError.self) { _ = try await service.call(Post.show(1)) }
        #expect(error.code == .invalidHeader)
        #expect(sent.values.isEmpty)
    }

    @Test("send refuses a request with a header that could not be sent")
    func sendChecksHeaders() async throws {
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeAdapter { request, callback in
            sent.record(request)
            callback(AdapterResponse(status: 200))
        }
        let request = AdapterRequest(
            method: .get,
            url: try #require(URL(string: "http://api.test/")),
            headers: ["X": "a\nb"]
        )
        let error = try await #require(throws: YopuyError.self) { _ = try await adapter.send(request) }
        #expect(error.code == .invalidHeader)
        #expect(sent.values.isEmpty)
    }
}

@Suite("Wrapping adapters: credentials stay on the call's origin")
struct CredentialOriginTests {
    /// A middleware that sends every request to `target`, keeping its path.
    static func redirecting(to target: String) -> Intercept {
        Intercept { request, next in
            var request = request
            request.url = URL(string: target + request.url.path) ?? request.url
            return try await next(request)
        }
    }

    @Test(
        "a request rewritten to another origin while it carries credentials is refused, whoever added them",
        arguments: ["Authorization", "Proxy-Authorization", "Cookie"]
    )
    func refused(field: String) async throws {
        let (adapter, sent) = scripted([answer(200)])
        // The rewrite sits inside the credential: Authentication-like middleware outside it.
        let inside = try service(
            adapter.with(Self.redirecting(to: "http://evil.test")).with(try AddHeaders([field: "secret"]))
        )
        let error = await #expect(throws: YopuyError.self) { _ = try await inside.call(Post.show(1)) }
        #expect(error?.code == .invalidURL)
        #expect(error?.reason.contains(field) == true)
        // The rewrite sits outside the credential, which is added to the request already off-origin.
        let outside = try service(
            adapter.with(try AddHeaders([field: "secret"])).with(Self.redirecting(to: "http://evil.test"))
        )
        await #expect(throws: YopuyError.self) { _ = try await outside.call(Post.show(1)) }
        #expect(sent.values.isEmpty)
    }

    @Test("a rewrite on the same origin, or one that carries no credentials, goes through")
    func allowed() async throws {
        let (adapter, sent) = scripted([answer(200)])
        let sameOrigin = try service(
            adapter.with(Self.redirecting(to: "http://API.test:80")).with(Authentication(CountingTokens()))
        )
        _ = try await sameOrigin.call(Post.show(1))
        let anonymous = try service(adapter.with(Self.redirecting(to: "http://mirror.test")))
        _ = try await anonymous.call(Post.show(1))
        #expect(
            sent.values.map(\.url.absoluteString) == ["http://API.test:80/v1/posts/1", "http://mirror.test/v1/posts/1"]
        )
    }
}
