import Foundation
import InMemoryTracing
import Testing
import Tracing
import Yopuy
import YopuyTracing

@Suite("TraceCalls")
struct TraceCallsTests {
    let base = URL(string: "https://api.example.com:8443/v1/")

    /// A service at ``base`` over `adapter`.
    func service<Adapter: HTTPAdapter>(_ adapter: Adapter) throws -> Service<Adapter> {
        Service(adapter: adapter, URL: try #require(base))
    }

    /// An adapter that answers every request with `status`, and records what it was sent.
    func answering(_ status: Int) -> (adapter: FakeAdapter, sent: Recorder<AdapterRequest>) {
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeAdapter { request in
            sent.record(request)
            return AdapterResponse(status: status, body: Data("{}".utf8))
        }
        return (adapter, sent)
    }

    @Test("a typed call gets one client span, named after its route, with the conventions' attributes")
    func typedCall() async throws {
        let tracer = W3CTracer()
        let (adapter, _) = answering(200)
        let api = try service(adapter.with(TraceCalls(tracer: tracer)))
        _ = try await api.call(Post.show(1) / Comment.show(12))

        let span = try #require(tracer.finishedSpans.only)
        #expect(span.operationName == "GET posts/{id}/comments/{id}")
        #expect(span.kind == .client)
        #expect(span.attributes.get("http.request.method") == "GET")
        #expect(span.attributes.get("server.address") == "api.example.com")
        #expect(span.attributes.get("server.port") == 8443)
        #expect(span.attributes.get("url.full") == "https://api.example.com:8443/v1/posts/1/comments/12")
        #expect(span.attributes.get("url.template") == "posts/{id}/comments/{id}")
        #expect(span.attributes.get("http.response.status_code") == 200)
        #expect(span.attributes.get("error.type") == nil)
        #expect(span.attributes.get("http.request.resend_count") == nil)
        #expect(span.status == nil)
        #expect(span.errors.isEmpty)
    }

    @Test("with the no-op tracer, the request goes on untouched and the call is answered")
    func noOpTracer() async throws {
        let (adapter, sent) = answering(200)
        let api = try service(adapter.with(TraceCalls(tracer: NoOpTracer())))
        let response = try await api.call(Post.show(1), headers: ["X-Request": "1"])
        #expect(response.status == 200)
        let request = try #require(sent.values.only)
        #expect(request.headers.fields.map(\.name) == ["X-Request"], "no header written")
    }

    @Test("with no tracer passed and none bootstrapped, the same: nothing traces, nothing is written")
    func nothingBootstrapped() async throws {
        let (adapter, sent) = answering(200)
        let api = try service(adapter.with(TraceCalls()))
        #expect(try await api.call(Post.show(1)).status == 200)
        #expect(try #require(sent.values.only).headers.fields.isEmpty, "no header written")
    }

    @Test("a request made from a URL has no template: its span is named after the method alone")
    func urlCall() async throws {
        let tracer = W3CTracer()
        let (adapter, _) = answering(204)
        let url = try #require(URL(string: "http://api.example.com/v1/posts/1"))
        _ = try await adapter.with(TraceCalls(tracer: tracer)).send(AdapterRequest(method: .delete, url: url))

        let span = try #require(tracer.finishedSpans.only)
        #expect(span.operationName == "DELETE")
        #expect(span.attributes.get("url.template") == nil)
        #expect(span.attributes.get("server.port") == 80)
        #expect(span.attributes.get("http.response.status_code") == 204)
    }

    @Test("a method the conventions do not know is _OTHER, and the span is named HTTP")
    func otherMethod() async throws {
        let tracer = W3CTracer()
        let (adapter, _) = answering(200)
        let url = try #require(URL(string: "https://api.example.com/v1/posts"))
        let request = AdapterRequest(method: HTTPMethod(rawValue: "PURGE"), url: url)
        _ = try await adapter.with(TraceCalls(tracer: tracer)).send(request)

        let span = try #require(tracer.finishedSpans.only)
        #expect(span.operationName == "HTTP")
        #expect(span.attributes.get("http.request.method") == "_OTHER")
        #expect(span.attributes.get("http.request.method_original") == "PURGE")
        #expect(span.attributes.get("server.port") == 443)
    }

    @Test("a 404 answer sets the span's status to error and error.type to the status")
    func notFound() async throws {
        let tracer = W3CTracer()
        let (adapter, _) = answering(404)
        let api = try service(adapter.with(TraceCalls(tracer: tracer)))
        await #expect(throws: YopuyError.self) { try await api.call(Post.show(7)) }

        let span = try #require(tracer.finishedSpans.only)
        #expect(span.attributes.get("http.response.status_code") == 404)
        #expect(span.attributes.get("error.type") == "404")
        #expect(span.status?.code == .error)
    }

    @Test("an adapter's error is recorded, error.type its type's name")
    func thrownError() async throws {
        let tracer = W3CTracer()
        let adapter = FakeAdapter { _ in throw Unreachable() }
        let api = try service(adapter.with(TraceCalls(tracer: tracer)))
        await #expect(throws: YopuyError.self) { try await api.call(Post.show(7)) }

        let span = try #require(tracer.finishedSpans.only)
        #expect(span.attributes.get("error.type") == "YopuyTracingTests.Unreachable")
        #expect(span.attributes.get("http.response.status_code") == nil)
        #expect(span.status?.code == .error)
        #expect(span.errors.count == 1)
        #expect(span.errors.first?.error is Unreachable)
    }

    @Test("a YopuyError is recorded with its code: too many redirections, too_many_redirects")
    func yopuyError() async throws {
        let tracer = W3CTracer()
        let adapter = FakeAdapter { request in
            AdapterResponse(status: 302, headers: ["Location": request.url.absoluteString + "/again"])
        }
        let api = try service(adapter.with(TraceCalls(tracer: tracer)))
        await #expect(throws: YopuyError.self) { try await api.call(Post.show(7)) }

        let span = try #require(tracer.finishedSpans.only)
        #expect(span.attributes.get("error.type") == "too_many_redirects")
        #expect(span.status?.code == .error)
        #expect(span.events.isEmpty, "the error does not carry the hops")
    }

    @Test("a cancelled call ends its span, status error and error.type cancelled")
    func cancelled() async throws {
        let tracer = W3CTracer()
        let entered = AsyncStream<Void>.makeStream()
        let adapter = FakeAdapter { _ in
            entered.continuation.yield()
            try await Task.sleep(for: .seconds(600))
            return AdapterResponse(status: 200)
        }
        let api = try service(adapter.with(TraceCalls(tracer: tracer)))
        let call = Task { try await api.call(Post.show(7)) }
        var waiting = entered.stream.makeAsyncIterator()
        await waiting.next()
        call.cancel()
        _ = await call.result

        let span = try #require(await finished(tracer, count: 1).only)
        #expect(span.attributes.get("error.type") == "cancelled")
        #expect(span.status?.code == .error)
        #expect(tracer.recorder.activeSpans.isEmpty)
    }

    @Test("url.full shows no password, and the values of the marked query parameters as REDACTED")
    func redaction() async throws {
        let tracer = W3CTracer()
        let (adapter, sent) = answering(200)
        let url = try #require(
            URL(string: "https://reader:s3cret@api.example.com/v1/posts?api_key=k3y&page=2&sig=abc&q=a%20b")
        )
        let traced = adapter.with(TraceCalls(tracer: tracer, redactingQuery: ["api_key"]))
        _ = try await traced.send(AdapterRequest(method: .get, url: url))

        let span = try #require(tracer.finishedSpans.only)
        let full = try #require(span.attributes.get("url.full"))
        #expect(full == "https://api.example.com/v1/posts?api_key=REDACTED&page=2&sig=REDACTED&q=a%20b")
        #expect(sent.values.first?.url == url, "the request itself is sent as it was")
    }

    @Test("outside Retry, one span for the call with http.request.resend_count; inside, one per attempt")
    func retry() async throws {
        let statuses = [503, 503, 200]
        func scripted() -> FakeAdapter {
            let sent = Recorder<Int>()
            return FakeAdapter { _ in
                sent.record(1)
                return AdapterResponse(status: statuses[min(sent.values.count, statuses.count) - 1])
            }
        }
        let outside = W3CTracer()
        let call = try service(scripted().with(Retry(delay: .zero)).with(TraceCalls(tracer: outside)))
        _ = try await call.call(Post.show(1))
        let span = try #require(outside.finishedSpans.only)
        #expect(span.attributes.get("http.request.resend_count") == 2)
        #expect(span.attributes.get("http.response.status_code") == 200)
        #expect(span.status == nil)

        let inside = W3CTracer()
        let attempts = try service(scripted().with(TraceCalls(tracer: inside)).with(Retry(delay: .zero)))
        _ = try await attempts.call(Post.show(1))
        let spans = inside.finishedSpans
        #expect(spans.map { $0.attributes.get("http.response.status_code") } == [503, 503, 200])
        #expect(spans.map { $0.attributes.get("error.type") } == ["503", "503", nil])
        #expect(spans.allSatisfy { $0.attributes.get("http.request.resend_count") == nil })
    }

    @Test("the span's context goes out in the request's headers: the traceparent carries its IDs")
    func injection() async throws {
        let tracer = W3CTracer()
        let (adapter, sent) = answering(200)
        let api = try service(adapter.with(TraceCalls(tracer: tracer)))
        _ = try await api.call(Post.show(1), headers: ["traceparent": "00-stale"])

        let span = try #require(tracer.finishedSpans.only)
        let headers = try #require(sent.values.only).headers
        #expect(headers.values(for: "traceparent").count == 1, "a traceparent already there is replaced")
        let parent = try #require(headers["traceparent"].flatMap(Traceparent.init))
        #expect(parent.traceID == span.traceID)
        #expect(parent.spanID == span.spanID)
    }

    @Test("by default the task's tracer and instrument are used: withTracer(_:_:) applies")
    func taskTracer() async throws {
        let tracer = W3CTracer()
        let (adapter, sent) = answering(200)
        let api = try service(adapter.with(TraceCalls()))
        _ = try await withTracer(tracer) { try await api.call(Post.show(1)) }

        let span = try #require(tracer.finishedSpans.only)
        #expect(span.operationName == "GET posts/{id}")
        let parent = try #require(sent.values.only?.headers["traceparent"].flatMap(Traceparent.init))
        #expect(parent.traceID == span.traceID)
    }

    @Test("the adapter runs in the span's context: a client's own span is a child of the call's")
    func adapterInContext() async throws {
        let tracer = W3CTracer()
        let adapter = FakeAdapter { _ in
            // What AsyncHTTPClient does when its tracing is on: a span per request it sends.
            tracer.withSpan("GET", ofKind: .client) { _ in AdapterResponse(status: 200) }
        }
        let api = try service(adapter.with(TraceCalls(tracer: tracer)))
        _ = try await api.call(Post.show(1))

        let spans = tracer.finishedSpans
        let call = try #require(spans.first { $0.operationName == "GET posts/{id}" })
        let attempt = try #require(spans.first { $0.operationName == "GET" })
        #expect(spans.count == 2)
        #expect(attempt.traceID == call.traceID)
        #expect(attempt.parentSpanID == call.spanID)
    }

    @Test("a call that passes two TraceCalls is recorded once; a call made on its way, once more")
    func recordedOnce() async throws {
        let tracer = W3CTracer()
        let (adapter, sent) = answering(200)
        let token = try #require(URL(string: "https://auth.example.com/token"))
        let twice = adapter.with(TraceCalls(tracer: tracer))
            .with(
                Intercept { request, next in
                    // A middleware that calls another URL on its way, as a token refresh does.
                    _ = try await adapter.with(TraceCalls(tracer: tracer)).send(
                        AdapterRequest(method: .post, url: token)
                    )
                    return try await next(request)
                }
            )
            .with(TraceCalls(tracer: tracer))
        _ = try await service(twice).call(Post.show(1))

        let spans = tracer.finishedSpans
        #expect(spans.map(\.operationName).sorted() == ["GET posts/{id}", "POST"])
        let call = try #require(spans.first { $0.operationName == "GET posts/{id}" })
        let refresh = try #require(spans.first { $0.operationName == "POST" })
        #expect(refresh.parentSpanID == call.spanID)
        #expect(sent.values.map { $0.headers.values(for: "traceparent").count } == [1, 1])
    }

    @Test("a callback call over a callback adapter, with no task: one span, the caller's child, its traceparent sent")
    func callbackCall() async throws {
        let tracer = W3CTracer()
        let sent = Recorder<AdapterRequest>()
        let adapter = CallbackAdapter { request in
            sent.record(request)
            return AdapterResponse(status: 200, body: Data("{}".utf8))
        }
        // Two of them, as in `recordedOnce`: the call is still recorded once.
        let api = try service(adapter.with(TraceCalls(tracer: tracer)).with(TraceCalls(tracer: tracer)))
        try await tracer.withSpan("server", ofKind: .server) { _ in
            let outcome = await withCheckedContinuation { continuation in
                api.call(Post.show(1) / Comment.show(12)) { continuation.resume(returning: $0) }
            }
            _ = try outcome.get()
        }

        let spans = tracer.finishedSpans
        let server = try #require(spans.first { $0.operationName == "server" })
        let call = try #require(spans.first { $0.operationName == "GET posts/{id}/comments/{id}" })
        #expect(spans.count == 2)
        #expect(call.parentSpanID == server.spanID)
        #expect(call.attributes.get("http.response.status_code") == 200)
        let parent = try #require(sent.values.only?.headers["traceparent"].flatMap(Traceparent.init))
        #expect(parent.spanID == call.spanID)
        #expect(parent.traceID == server.traceID)
    }

    @Test("every hop of a redirection carries the traceparent, to the same origin and to another")
    func redirection() async throws {
        let tracer = W3CTracer()
        let sent = Recorder<AdapterRequest>()
        let adapter = FakeAdapter { request in
            sent.record(request)
            switch request.url.host() {
            case "api.example.com" where request.url.path().hasSuffix("/posts/1"):
                return AdapterResponse(status: 301, headers: ["Location": "/v1/posts/one"])
            case "api.example.com":
                return AdapterResponse(status: 307, headers: ["Location": "https://mirror.example.net/posts/one"])
            default:
                return AdapterResponse(status: 200, body: Data("{}".utf8))
            }
        }
        let api = try service(adapter.with(TraceCalls(tracer: tracer)))
        _ = try await api.call(Post.show(1), headers: ["Authorization": "Bearer t0ken"])

        let span = try #require(tracer.finishedSpans.only)
        let hops = sent.values
        #expect(hops.count == 3)
        let sentParents = hops.map { $0.headers["traceparent"].flatMap(Traceparent.init)?.spanID }
        #expect(sentParents == Array(repeating: span.spanID, count: 3))
        #expect(hops.last?.headers["Authorization"] == nil, "the credential stays on its origin")
        #expect(span.attributes.get("http.response.status_code") == 200)
        #expect(span.attributes.get("http.request.resend_count") == 2, "the two redirections, sent again")
    }
}

/// The spans `tracer` has finished, once there are `count` of them, or after five seconds.
func finished(_ tracer: W3CTracer, count: Int) async -> [FinishedInMemorySpan] {
    for _ in 0..<500 where tracer.finishedSpans.count < count {
        try? await Task.sleep(for: .milliseconds(10))
    }
    return tracer.finishedSpans
}

extension Collection {
    /// The one element, or `nil` when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
