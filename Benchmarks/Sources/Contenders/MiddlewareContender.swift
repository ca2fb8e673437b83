package import Foundation
internal import InMemoryLogging
internal import InMemoryTracing
package import Logging
package import Metrics
internal import MetricsTestKit
internal import Sink
internal import Synchronization
package import Tracing
package import Yopuy
internal import YopuyLogging
internal import YopuyMetrics
internal import YopuyTracing

// What the resilience middleware of issue #13 costs a call: the 1 KB article through the
// in-memory adapter, wrapped as an application adopting the middleware wraps it, on the happy
// path (200 on the first attempt, the token fetched already).

/// A token provider whose token never expires: the happy path, no refresh.
package struct FixedTokens: TokenProvider {
    /// The token every request carries, after `Bearer `.
    package static let token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZGEiLCJleHAiOjE3OTU0MDAwMDB9.c2lnbmF0dXJl"

    package init() {}

    package func token() -> String {
        Self.token
    }

    package func refreshedToken(replacing rejected: String) -> String {
        Self.token
    }
}

/// Answers as ``MemoryAdapter`` does, with an `ETag`: the cache keeps every answer, and each
/// request after the first is conditional. The server answers 200 again, as it does when the
/// article changed (here with the same `ETag`, so that the cache's work is the same every call).
package struct ETagMemoryAdapter: HTTPAdapter {
    /// The `ETag` of every answer.
    package static let etag = "\"33a64df551425fcc55e4d42a148795d9f25f89d4\""

    let body: Data
    let headers: HTTPHeaders = ["ETag": ETagMemoryAdapter.etag]

    package init(body: Data) {
        self.body = body
    }

    package func perform(
        _ method: HTTPMethod,
        request: AdapterRequest,
        callback: @escaping @Sendable (AdapterResponse) -> Void
    ) {
        callback(AdapterResponse(status: 200, headers: headers, body: body))
    }
}

extension HTTPAdapter {
    /// This adapter as an application adopting the middleware wraps it: a token on every
    /// request, conditional `GET`s, retries; `Retry` outermost, `Authentication` innermost.
    package func resilient() -> some AsyncHTTPAdapter {
        with(Authentication(FixedTokens())).with(ETagCache()).with(Retry())
    }

    /// This adapter with every exchange logged as a `curl` line, to a closure that drops it.
    package func logged(to log: @escaping @Sendable (LogExchanges.Entry) -> Void = { _ in }) -> some AsyncHTTPAdapter {
        with(LogExchanges(log: log))
    }

    /// This adapter with the observability middleware of issue #49, as a server wraps it:
    /// `LogCalls` writing to `logger`, `MeasureCalls` making its metrics with `metrics`, and
    /// `TraceCalls`, outermost, starting its spans with `tracer` (`nil`: what `MetricsSystem` and
    /// `InstrumentationSystem` hold, their no-op factory and tracer when nothing bootstrapped them).
    package func observed(
        logs logger: Logger = .unread,
        metrics: (any MetricsFactory)? = nil,
        tracer: (any Tracer)? = nil
    ) -> some AsyncHTTPAdapter {
        with(LogCalls(logger: logger)).with(MeasureCalls(factory: metrics)).with(TraceCalls(tracer: tracer))
    }
}

extension Logger {
    /// A logger as a server has it when its calls are not logged: the level `.notice`, above the
    /// `.info` that `LogCalls` writes an answer at, so that each record is dropped unread.
    package static var unread: Logger {
        var logger = Logger(label: "yopuy-benchmarks") { label in StreamLogHandler.standardError(label: label) }
        logger.logLevel = .notice
        return logger
    }
}

extension Payload {
    /// Whether the payload's calls go through middleware.
    var isThroughMiddleware: Bool {
        switch self {
        case .middleware, .middlewareETag, .logged, .observed, .observedLogs, .observedMetrics, .observedTraces: true
        case .article, .list, .query10, .headers10: false
        }
    }
}

/// Runs `iterations` calls of `contender` for a payload through middleware, between `start()`
/// and `stop()`, after one call outside the measurement: the token is fetched once for the
/// service's life (in a task of its own), and the ETag cache is warm, as in an application
/// that has made a call before.
nonisolated func middlewareCallLoop(
    _ contender: Contender,
    _ payload: Payload,
    iterations: Int,
    start: () -> Void,
    stop: () -> Void
) async throws {
    let bytes = payload.bytes
    switch payload {
    case .middleware:
        let service = Service(adapter: MemoryAdapter(body: bytes).resilient(), URL: Fixture.baseURL)
        try await repeatCalls(contender, service, iterations: iterations, start: start, stop: stop)
    case .middlewareETag:
        let service = Service(adapter: ETagMemoryAdapter(body: bytes).resilient(), URL: Fixture.baseURL)
        try await repeatCalls(contender, service, iterations: iterations, start: start, stop: stop)
    case .logged:
        let service = Service(adapter: MemoryAdapter(body: bytes).logged(), URL: Fixture.baseURL)
        try await repeatCalls(contender, service, iterations: iterations, start: start, stop: stop)
    case .observed:
        let service = Service(adapter: MemoryAdapter(body: bytes).observed(), URL: Fixture.baseURL)
        try await repeatCalls(contender, service, iterations: iterations, start: start, stop: stop)
    case .observedLogs:
        let service = Service(adapter: MemoryAdapter(body: bytes).with(LogCalls(logger: .unread)), URL: Fixture.baseURL)
        try await repeatCalls(contender, service, iterations: iterations, start: start, stop: stop)
    case .observedMetrics:
        let service = Service(adapter: MemoryAdapter(body: bytes).with(MeasureCalls()), URL: Fixture.baseURL)
        try await repeatCalls(contender, service, iterations: iterations, start: start, stop: stop)
    case .observedTraces:
        let service = Service(adapter: MemoryAdapter(body: bytes).with(TraceCalls()), URL: Fixture.baseURL)
        try await repeatCalls(contender, service, iterations: iterations, start: start, stop: stop)
    case .article, .list, .query10, .headers10:
        throw WorkloadError(description: "the \(payload.rawValue) goes through no middleware")
    }
}

/// One call outside the measurement, then `iterations` calls between `start()` and `stop()`.
///
/// Through middleware the adapter is async, so a callback call is answered from a task the
/// service starts: each callback call is awaited (with an unsafe continuation, which allocates
/// nothing) before the next starts, so that the loop measures whole calls, one at a time.
@inline(never)
nonisolated func repeatCalls<Adapter: HTTPAdapter>(
    _ contender: Contender,
    _ service: Service<Adapter>,
    iterations: Int,
    start: () -> Void,
    stop: () -> Void
) async throws {
    // The first call fetches the token and fills the cache. It runs in a task of its own, so that
    // the measuring task's allocator stays as cold as in the plain workloads, whose samples in
    // the Allocations suite each count the first call of a loop, and with it (most likely) the
    // task allocator's slabs for the call's async frames: see BENCHMARKS.md, "Middleware".
    try await Task { blackHole(try await service.call(YopuyArticle.show(1))) }.value
    switch contender {
    case .yopuyAsync:
        start()
        for _ in 0..<iterations {
            blackHole(try await service.call(YopuyArticle.show(1)))
        }
        stop()
    case .yopuyCallback:
        start()
        for _ in 0..<iterations {
            await withUnsafeContinuation { (done: UnsafeContinuation<Void, Never>) in
                service.call(YopuyArticle.show(1)) { outcome in
                    blackHole(outcome)
                    done.resume()
                }
            }
        }
        stop()
    case .floor, .floorAwaited:
        throw WorkloadError(description: "\(contender.rawValue) makes no calls through middleware")
    #if PEERS
    case .runtime, .generated:
        throw WorkloadError(description: "\(contender.rawValue) makes no calls through middleware")
    #endif
    }
}

/// Checks that `contender`'s calls through the payload's middleware fetch article 1 on the
/// happy path (one attempt, not from the cache) and hand the adapter the payload's URL and
/// header fields on the second call (the first conditional one, with an ETag), and that the
/// log sees every call; through the observability middleware, that each call is logged, timed
/// and traced when a logger, a metrics backend and a tracer read them (the same middleware, made
/// with a logger at `.info`, MetricsTestKit's factory and an in-memory tracer instead).
nonisolated func checkMiddlewareCalls(_ contender: Contender, _ payload: Payload) async throws {
    let adapter = RecordingAdapter(
        body: payload.bytes,
        headers: payload == .middlewareETag ? ["ETag": ETagMemoryAdapter.etag] : [:]
    )
    let logged = Mutex<[String]>([])
    let records = InMemoryLogHandler()
    let logger = Logger(label: "yopuy-benchmarks", factory: { _ in records })
    let metrics = TestMetrics()
    let tracer = InMemoryTracer()
    let service: Service<AnyHTTPAdapter>
    switch payload {
    case .middleware, .middlewareETag:
        service = Service(adapter: AnyHTTPAdapter(adapter.resilient()), URL: Fixture.baseURL)
    case .logged:
        service = Service(
            adapter: AnyHTTPAdapter(adapter.logged { entry in logged.withLock { $0.append(entry.curl) } }),
            URL: Fixture.baseURL
        )
    case .observed:
        service = Service(
            adapter: AnyHTTPAdapter(adapter.observed(logs: logger, metrics: metrics, tracer: tracer)),
            URL: Fixture.baseURL
        )
    case .observedLogs:
        service = Service(adapter: AnyHTTPAdapter(adapter.with(LogCalls(logger: logger))), URL: Fixture.baseURL)
    case .observedMetrics:
        service = Service(adapter: AnyHTTPAdapter(adapter.with(MeasureCalls(factory: metrics))), URL: Fixture.baseURL)
    case .observedTraces:
        service = Service(adapter: AnyHTTPAdapter(adapter.with(TraceCalls(tracer: tracer))), URL: Fixture.baseURL)
    case .article, .list, .query10, .headers10:
        throw WorkloadError(description: "the \(payload.rawValue) goes through no middleware")
    }
    for _ in 1...2 {
        let response: Response<Article>
        switch contender {
        case .yopuyAsync:
            response = try await service.call(YopuyArticle.show(1))
        case .yopuyCallback:
            response = try await withCheckedThrowingContinuation { done in
                service.call(YopuyArticle.show(1)) { done.resume(with: $0) }
            }
        case .floor, .floorAwaited:
            throw WorkloadError(description: "\(contender.rawValue) makes no calls through middleware")
        #if PEERS
        case .runtime, .generated:
            throw WorkloadError(description: "\(contender.rawValue) makes no calls through middleware")
        #endif
        }
        guard response.value?.id == 1, response.status == 200, response.attempts == 1, !response.isFromCache else {
            throw WorkloadError(
                description: "\(contender.rawValue) got \(response.status), article \(response.value?.id ?? 0), "
                    + "\(response.attempts) attempts, from cache \(response.isFromCache) for the \(payload.rawValue)"
            )
        }
    }
    guard let request = adapter.lastRequest.withLock({ $0 }), request.method == .get else {
        throw WorkloadError(description: "\(contender.rawValue) sent no GET for the \(payload.rawValue)")
    }
    // The in-memory tracer of the traced payloads' check writes its span's IDs into two fields
    // of its own, after the payload's; the no-op tracer measured writes none.
    let traced = payload == .observed || payload == .observedTraces
    let spanFields = [("in-memory-trace-id", "trace-2"), ("in-memory-span-id", "span-2")]
    let expected = payload.headers + (traced ? spanFields : [])
    let headers = request.headers.fields.map { ($0.name, $0.value) }
    guard request.url.absoluteString == payload.url, headers.elementsEqual(expected, by: { $0 == $1 }) else {
        throw WorkloadError(
            description: "\(contender.rawValue) sent \(request.url) with \(headers) for the \(payload.rawValue)"
        )
    }
    let lines = logged.withLock { $0 }
    guard payload != .logged || lines == Array(repeating: "curl '\(payload.url)'", count: 2) else {
        throw WorkloadError(description: "\(contender.rawValue) logged \(lines) for the \(payload.rawValue)")
    }
    try checkObserved(contender, payload, records: records, metrics: metrics, tracer: tracer)
}

/// Checks that each of the two calls through the payload's observability middleware was logged
/// (`GET articles/{id} → 200` at `.info`), timed (two durations, with the route) and traced (two
/// client spans `GET articles/{id}`), as its middleware says.
nonisolated func checkObserved(
    _ contender: Contender,
    _ payload: Payload,
    records: InMemoryLogHandler,
    metrics: TestMetrics,
    tracer: InMemoryTracer
) throws {
    let logs = payload == .observed || payload == .observedLogs
    let measures = payload == .observed || payload == .observedMetrics
    let traces = payload == .observed || payload == .observedTraces
    let spans = tracer.finishedSpans.map { "\($0.kind) \($0.operationName)" }
    guard spans == (traces ? Array(repeating: "client GET articles/{id}", count: 2) : []) else {
        throw WorkloadError(description: "\(contender.rawValue) traced \(spans) for the \(payload.rawValue)")
    }
    let messages = records.entries.map { "\($0.level) \($0.message)" }
    guard messages == (logs ? Array(repeating: "info GET articles/{id} → 200", count: 2) : []) else {
        throw WorkloadError(description: "\(contender.rawValue) logged \(messages) for the \(payload.rawValue)")
    }
    let timers = metrics.timers(label: MeasureCalls.durationLabel)
    let routes = timers.map { timer in timer.dimensions.filter { $0.0 == "url.template" }.map(\.1) }
    let durations = timers.map(\.values.count)
    guard measures ? routes == [["articles/{id}"]] && durations == [2] : timers.isEmpty else {
        throw WorkloadError(
            description: "\(contender.rawValue) timed \(durations) calls of \(routes) for the \(payload.rawValue)"
        )
    }
}

/// Runs `iterations` async calls of the 1 KB article through the same middleware as
/// ``Payload/middleware``, the service kept concrete or erased (`erased()`, issue #26): what
/// ``AnyService`` costs a call through middleware.
package nonisolated func erasureCallLoop(erased: Bool, iterations: Int) async throws {
    let service = Service(adapter: MemoryAdapter(body: Fixture.article).resilient(), URL: Fixture.baseURL)
    if erased {
        try await repeatCalls(.yopuyAsync, service.erased(), iterations: iterations, start: {}, stop: {})
    } else {
        try await repeatCalls(.yopuyAsync, service, iterations: iterations, start: {}, stop: {})
    }
}
