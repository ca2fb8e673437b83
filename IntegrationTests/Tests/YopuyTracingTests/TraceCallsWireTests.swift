import Foundation
import InMemoryTracing
import Testing
import Tracing
import Yopuy
import YopuyTracing

@Suite("TraceCalls on the wire: httpbin")
struct TraceCallsWireTests {
    @Test("httpbin receives a traceparent that carries the span's trace ID", arguments: Client.allCases)
    func traceparent(client: Client) async throws {
        let tracer = W3CTracer()
        let echoed = try await client.withAdapter { adapter in
            let api = Service(adapter: adapter.with(TraceCalls(tracer: tracer)), URL: try httpbinURL())
            return try #require(try await api.call(Headers.show).value)
        }
        let span = try #require(tracer.finishedSpans.only)
        #expect(span.operationName == "GET headers")
        #expect(span.attributes.get("http.response.status_code") == 200)
        let sent = try #require(echoed.value(of: "traceparent"))
        let parent = try #require(Traceparent(sent), "httpbin echoed \(sent)")
        #expect(parent.traceID == span.traceID)
        #expect(parent.spanID == span.spanID)
    }

    @Test("the traceparent goes out again after a redirection", arguments: Client.allCases)
    func afterRedirection(client: Client) async throws {
        let tracer = W3CTracer()
        let base = try httpbinURL()
        let url = try #require(URL(string: "redirect-to?url=%2Fheaders&status_code=302", relativeTo: base))
        let answer = try await client.withAdapter { adapter in
            try await adapter.with(TraceCalls(tracer: tracer)).send(AdapterRequest(method: .get, url: url.absoluteURL))
        }
        #expect(answer.status == 200)
        let echoed = try JSONDecoder().decode(Headers.Record.self, from: answer.body)
        let span = try #require(tracer.finishedSpans.only)
        #expect(span.attributes.get("http.response.status_code") == 200)
        let parent = try #require(echoed.value(of: "traceparent").flatMap(Traceparent.init))
        #expect(parent.traceID == span.traceID)
        #expect(parent.spanID == span.spanID)
    }

    @Test("with AsyncHTTPClient's own tracing on, its span is a child of the call's: the call and its attempt")
    func clientTracing() async throws {
        let tracer = W3CTracer()
        let echoed = try await withAsyncHTTPClient(tracer: tracer) { adapter in
            let api = Service(adapter: adapter.with(TraceCalls(tracer: tracer)), URL: try httpbinURL())
            return try #require(try await api.call(Headers.show).value)
        }
        let spans = tracer.finishedSpans
        let call = try #require(spans.first { $0.operationName == "GET headers" })
        let attempt = try #require(spans.first { $0.operationName == "GET" })
        #expect(spans.count == 2)
        #expect(attempt.kind == .client)
        #expect(attempt.traceID == call.traceID)
        #expect(attempt.parentSpanID == call.spanID)
        // One traceparent goes out, the client's: the adapter leaves out the one TraceCalls wrote,
        // which the client's tracer writes again for its own span, a child of the call's.
        let sent = try #require(echoed.value(of: "traceparent"))
        print("with AsyncHTTPClient's tracing on, httpbin read traceparent: \(sent)")
        let parent = try #require(Traceparent(sent), "not one traceparent: \(sent)")
        #expect(parent.traceID == call.traceID)
        #expect(parent.spanID == attempt.spanID)
    }
}
