import Foundation
import InMemoryTracing
import Testing
import Tracing
import Yopuy
import YopuyTracing

@Suite("TraceCalls: every redirection followed is an event of the call's span")
struct TraceCallsRedirectionTests {
    /// A chain of redirections: each hop's status, whether it leaves the API's origin, and whether
    /// its `Location` is relative.
    struct Chain: Sendable, CustomTestStringConvertible {
        var hops: [(status: Int, elsewhere: Bool, relative: Bool)]

        var testDescription: String {
            hops.isEmpty
                ? "no redirection"
                : hops.map { "\($0.status)\($0.elsewhere ? "→other" : $0.relative ? "→relative" : "")" }
                    .joined(separator: " ")
        }

        /// The path and query of the request sent after `hop` redirections, each hop's query
        /// holding a value for each kind of redaction and one that stays.
        func target(after hop: Int) -> (host: String, path: String, query: String) {
            guard hop > 0 else {
                return ("api.example.com", "/v1/posts/1", "")
            }
            let query = "sig=s3cret\(hop)&api_key=k3y\(hop)&page=\(hop)"
            return hops[hop - 1].elsewhere
                ? ("cdn.example.net", "/hop/\(hop)", query) : ("api.example.com", "/v1/hop/\(hop)", query)
        }

        /// What the redirection to the request after `hop` redirections says in its `Location`:
        /// relative when the hop says so and stays on the host it leaves.
        func location(of hop: Int) -> String {
            let (host, path, query) = target(after: hop)
            let relative = hops[hop - 1].relative && target(after: hop - 1).host == host
            return relative ? "\(path)?\(query)" : "https://\(host)\(path)?\(query)"
        }

        /// `url.full` of the request sent after `hop` redirections, as the span's event must say it.
        func redactedURL(after hop: Int) -> String {
            let (host, path, _) = target(after: hop)
            return "https://\(host)\(path)?sig=REDACTED&api_key=REDACTED&page=\(hop)"
        }

        /// The server: each URL of the chain answers its redirection to the next, the last a post.
        func answer(_ request: AdapterRequest) -> AdapterResponse {
            let hop =
                (0...hops.count).first {
                    let (host, path, _) = target(after: $0)
                    return request.url.host() == host && request.url.path() == path
                } ?? hops.count
            guard hop < hops.count else {
                return AdapterResponse(status: 200, body: Data("{}".utf8))
            }
            return AdapterResponse(status: hops[hop].status, headers: ["Location": location(of: hop + 1)])
        }
    }

    /// Chains of 0 to 4 hops, of every redirection status, on the API's origin (by an absolute or
    /// a relative `Location`) and off it, from a fixed seed; the first has no hop.
    static let chains: [Chain] = {
        var generator = SeededGenerator(seed: 51)
        let generated = (0..<24).map { _ in
            Chain(
                hops: (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    let elsewhere = Int.random(in: 0..<3, using: &generator) == 0
                    return (
                        status: [301, 302, 303, 307, 308].randomElement(using: &generator) ?? 302,
                        elsewhere: elsewhere,
                        relative: !elsewhere && Bool.random(using: &generator)
                    )
                }
            )
        }
        return [Chain(hops: [])] + generated
    }()

    /// How a call reaches the adapter: the kind of adapter and call, and whether `TraceCalls`
    /// stands outside another middleware.
    enum Route: String, CaseIterable, Sendable {
        case asyncAdapter = "async adapter"
        case asyncAdapterNested = "async adapter, TraceCalls outside another middleware"
        case callbackCall = "callback adapter, callback call"
        case callbackAdapterAsyncCall = "callback adapter, async call, TraceCalls outside another middleware"
        case stream = "streaming adapter, stream"
        case streamNested = "streaming adapter, stream, TraceCalls outside another middleware"
    }

    /// The finished span of one call along `chain`, through `route`.
    func span(of chain: Chain, through route: Route) async throws -> FinishedInMemorySpan {
        let tracer = W3CTracer()
        let traced = TraceCalls(tracer: tracer, redactingQuery: ["api_key"])
        let passing = Intercept { request, next in try await next(request) }
        let base = try #require(URL(string: "https://api.example.com/v1/"))
        let headers: HTTPHeaders = ["Authorization": "Bearer t0ken"]
        switch route {
        case .asyncAdapter:
            let adapter = FakeAdapter { chain.answer($0) }.with(traced)
            _ = try await Service(adapter: adapter, URL: base).call(Post.show(1), headers: headers)
        case .asyncAdapterNested:
            let adapter = FakeAdapter { chain.answer($0) }.with(passing).with(traced)
            _ = try await Service(adapter: adapter, URL: base).call(Post.show(1), headers: headers)
        case .callbackCall:
            let api = Service(adapter: CallbackAdapter { chain.answer($0) }.with(traced), URL: base)
            let outcome = await withCheckedContinuation { continuation in
                api.call(Post.show(1), headers: headers) { continuation.resume(returning: $0) }
            }
            _ = try outcome.get()
        case .callbackAdapterAsyncCall:
            let adapter = CallbackAdapter { chain.answer($0) }.with(passing).with(traced)
            _ = try await Service(adapter: adapter, URL: base).call(Post.show(1), headers: headers)
        case .stream:
            let adapter = StreamingFakeAdapter { chain.answer($0) }.with(traced)
            let answer = try await Service(adapter: adapter, URL: base).stream(Post.show(1), headers: headers)
            _ = try await answer.body.collect(upTo: .max)
        case .streamNested:
            let adapter = StreamingFakeAdapter { chain.answer($0) }.with(passing).with(traced)
            let answer = try await Service(adapter: adapter, URL: base).stream(Post.show(1), headers: headers)
            _ = try await answer.body.collect(upTo: .max)
        }
        return try #require(await finished(tracer, count: 1).only)
    }

    @Test("one http.redirect event per hop, in order, with its status and its URL redacted", arguments: chains)
    func eachHop(chain: Chain) async throws {
        for route in Route.allCases {
            let span = try await span(of: chain, through: route)
            let events = span.events
            #expect(events.map(\.name) == Array(repeating: "http.redirect", count: chain.hops.count), "\(route)")
            #expect(
                events.map { $0.attributes.get("http.response.status_code") }
                    == chain.hops.map { .int64(Int64($0.status)) },
                "\(route)"
            )
            #expect(
                events.map { $0.attributes.get("url.full") }
                    == chain.hops.indices.map { .string(chain.redactedURL(after: $0 + 1)) },
                "\(route)"
            )
            for event in events {
                let text = "\(event.attributes)"
                #expect(!text.contains("s3cret") && !text.contains("k3y") && !text.contains("t0ken"), "\(route)")
            }
            #expect(span.attributes.get("http.response.status_code") == 200, "\(route)")
            #expect(span.attributes.get("url.full") == "https://api.example.com/v1/posts/1", "\(route)")
            let resent = span.attributes.get("http.request.resend_count")
            #expect(resent == (chain.hops.isEmpty ? nil : .int64(Int64(chain.hops.count))), "\(route)")
        }
    }
}

/// A streaming adapter that answers with a closure, its body handed over in one chunk.
struct StreamingFakeAdapter: StreamingHTTPAdapter {
    let answer: @Sendable (AdapterRequest) -> AdapterResponse

    func streamedResponse(to request: AdapterRequest) async throws -> StreamedAdapterResponse {
        let response = answer(request)
        return StreamedAdapterResponse(
            status: response.status,
            headers: response.headers,
            body: BodyStream(response.body)
        )
    }
}

/// A generator of fixed seed (SplitMix64), so that a failing generated case comes back on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
