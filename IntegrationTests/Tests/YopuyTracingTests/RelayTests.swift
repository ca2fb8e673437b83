import BlogServer
import Foundation
import Hummingbird
import HummingbirdTesting
import InMemoryTracing
import Testing
import Tracing
import Yopuy
import YopuyAsyncHTTPClient
import YopuyTracing

/// A real service calling a real service: a Hummingbird relay, traced by Hummingbird's own
/// `TracingMiddleware`, answers each request by calling the blog server through Yopuy over
/// AsyncHTTPClient, traced by TraceCalls. The test calls the relay through Yopuy too.
///
/// - `GET /relay/echo` calls the blog server's `GET /echo` and answers with what it said: the
///   headers the blog server read, the `traceparent` among them.
/// - `GET /relay/bulk/{bytes}` streams the blog server's `GET /bulk/{bytes}` through, chunk by
///   chunk, as it arrives.
@Suite("A Hummingbird relay calls the blog server through Yopuy, in one trace")
struct RelayTests {
    @Test("the upstream reads the caller's trace, the spans form one tree, and 64 MiB stream through")
    func relay() async throws {
        let tracer = W3CTracer()
        // The tracer of every task below: the relay's TracingMiddleware and its TraceCalls read
        // it from InstrumentationSystem, as a service that bootstrapped it would.
        try await withTracer(tracer) {
            try await withServer(blogRouter()) { upstream in
                try await withAsyncHTTPClient(tracer: nil) { adapter in
                    let relay = relayRouter(calling: Service(adapter: adapter.with(TraceCalls()), URL: upstream))
                    try await withServer(relay) { relayBase in
                        let base = try #require(URL(string: "relay/", relativeTo: relayBase)?.absoluteURL)
                        let caller = Service(adapter: adapter.with(TraceCalls()), URL: base)
                        try await checkTrace(caller, tracer)
                        try await checkStream(caller)
                    }
                }
            }
        }
    }

    /// One call through the relay: the upstream's `traceparent` names the relay's client span,
    /// in the caller's trace, and the spans form one tree.
    private func checkTrace(_ caller: Service<some HTTPAdapter>, _ tracer: W3CTracer) async throws {
        let echoed = try #require(try await caller.call(Echo.show).value)
        let spans = await finished(tracer, count: 3)
        print("The spans of one call through the relay:\n" + spanTree(spans))

        // Both calls are `GET echo`: the caller's base URL is the relay's /relay/.
        let call = try #require(spans.first { $0.kind == .client && $0.parentSpanID == nil })
        let server = try #require(spans.first { $0.kind == .server })
        let relayCall = try #require(spans.first { $0.kind == .client && $0.parentSpanID == server.spanID })
        #expect(spans.count == 3)
        #expect(Set(spans.map(\.traceID)) == [call.traceID], "one trace")
        #expect(call.operationName == "GET echo")
        #expect(server.parentSpanID == call.spanID, "the relay's server span continues the caller's")
        #expect(server.operationName == "/relay/echo")
        #expect(relayCall.parentSpanID == server.spanID, "the relay's call is a child of its server span")
        #expect(relayCall.attributes.get("url.template") == "echo")

        let received = echoed.values(of: "traceparent")
        #expect(received.count == 1)
        let parent = try #require(received.first.flatMap(Traceparent.init), "the blog server read \(received)")
        #expect(parent.traceID == call.traceID, "the upstream reads the caller's trace ID")
        #expect(parent.spanID == relayCall.spanID)
    }

    /// 64 MiB from the blog server through the relay to the caller, in bounded memory.
    private func checkStream(_ caller: Service<some HTTPAdapter>) async throws {
        let size = 64 << 20
        let sampler = ResidentMemorySampler()
        let before = sampler.start()
        let answer = try await caller.stream(Bulk.show(size))
        var received = 0
        var sum: UInt64 = 0
        for try await chunk in answer.body {
            received += chunk.count
            sum &+= UInt64(chunk.last ?? 0)
        }
        let peak = await sampler.stop()
        let growth = max(0, peak - before)
        print(
            "64 MiB through the relay: resident memory \(before / 1024) MiB before, peak \(peak / 1024) MiB, "
                + "growth \(growth / 1024) MiB (\(growth) kB)"
        )
        #expect(answer.status == 200)
        #expect(received == size)
        #expect(sum > 0)
        #expect(growth < 48 * 1024, "the body is streamed, not held: \(growth) kB more at the peak")
    }
}

/// The relay's routes, traced by Hummingbird's `TracingMiddleware`, calling `upstream`.
private func relayRouter(calling upstream: Service<some HTTPAdapter>) -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: TracingMiddleware())
    router.get("relay/echo") { _, _ in
        let answer = try await upstream.call(Echo.show)
        return Response(
            status: .ok,
            headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body))
        )
    }
    router.get("relay/bulk/:bytes") { _, context in
        let bytes = try context.parameters.require("bytes", as: Int.self)
        let answer = try await upstream.stream(Bulk.show(bytes))
        return Response(
            status: .ok,
            headers: [.contentType: "application/octet-stream"],
            body: ResponseBody(contentLength: answer.expectedContentLength) { writer in
                for try await chunk in answer.body {
                    try await writer.write(ByteBuffer(bytes: chunk))
                }
                try await writer.finish(nil)
            }
        )
    }
    return router
}

/// Runs `body` with the base URL of a server on 127.0.0.1 that serves `router`, on a port the
/// system chooses, stopped when `body` ends.
private func withServer(
    _ router: Router<BasicRequestContext>,
    _ body: @Sendable (URL) async throws -> Void
) async throws {
    let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    try await app.test(.live) { client in
        let port = try #require(client.port)
        try await body(#require(URL(string: "http://127.0.0.1:\(port)/")))
    }
}

/// The spans as a tree, one line each: children under their parent, indented, in start order.
func spanTree(_ spans: [FinishedInMemorySpan]) -> String {
    let ids = Set(spans.map(\.spanID))
    let ordered = spans.sorted { $0.startInstant.nanosecondsSinceEpoch < $1.startInstant.nanosecondsSinceEpoch }
    func lines(under parent: String?, depth: Int) -> [String] {
        ordered.filter { span in
            parent == nil ? span.parentSpanID.map { !ids.contains($0) } ?? true : span.parentSpanID == parent
        }
        .flatMap { span in
            var attributes: [String] = []
            // SpanAttributes is no Sequence: forEach is how it lists its attributes.
            // swift-format-ignore: ReplaceForEachWithForLoop
            span.attributes.forEach { key, value in attributes.append("\(key)=\(value)") }
            let status = span.status.map { " status=\($0.code)" } ?? ""
            let head = String(repeating: "  ", count: depth) + "\(span.kind) \"\(span.operationName)\""
            let ids = " trace=\(span.traceID) span=\(span.spanID) parent=\(span.parentSpanID ?? "-")"
            let detail = String(repeating: "  ", count: depth + 2) + attributes.sorted().joined(separator: " ")
            return [head + ids + status, detail] + lines(under: span.spanID, depth: depth + 1)
        }
    }
    return lines(under: nil, depth: 0).joined(separator: "\n")
}

/// The process's resident memory (`VmRSS` of /proc/self/status), sampled every 5 ms while the
/// work it measures runs; its peak, in kB. Linux only: elsewhere each reading is 0.
final class ResidentMemorySampler: Sendable {
    private let sampling = Recorder<Task<Int, Never>>()

    /// Starts sampling; returns the resident memory now.
    func start() -> Int {
        let now = Self.resident()
        sampling.record(
            Task {
                var peak = now
                while !Task.isCancelled {
                    peak = max(peak, Self.resident())
                    try? await Task.sleep(for: .milliseconds(5))
                }
                return max(peak, Self.resident())
            }
        )
        return now
    }

    /// Stops sampling; returns the peak seen.
    func stop() async -> Int {
        guard let task = sampling.values.last else {
            return 0
        }
        task.cancel()
        return await task.value
    }

    /// `VmRSS` in kB, or 0 where /proc/self/status cannot be read.
    static func resident() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else {
            return 0
        }
        return Int(line.dropFirst("VmRSS:".count).filter(\.isNumber)) ?? 0
    }
}
