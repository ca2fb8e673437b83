internal import Foundation
internal import Sink
internal import Synchronization
internal import Yopuy

// Every measured loop, in nonisolated async functions of a library module: a loop at the top
// level of a benchmark's main.swift would run on the main actor and pay a hop per iteration.
// Each loop runs between startMeasurement() and stopMeasurement(), so the harness's own
// allocations are not counted.

/// The contenders of the full-call workload.
package enum Contender: String, CaseIterable, Sendable {
    case floor = "hand-written floor"
    /// The floor's call reached through one `await` of an async function of its own: the floor
    /// of an async call. In a new task, that await costs one allocation more than the floor (a
    /// block of the task allocator for the function's frame), as any async call's first await does.
    case floorAwaited = "hand-written floor, awaited"
    case yopuyCallback = "Yopuy, callback"
    case yopuyAsync = "Yopuy, async"
    #if PEERS
    case runtime = "hand-written over OpenAPIRuntime"
    case generated = "generated OpenAPI client"
    #endif
}

/// What one call fetches.
package enum Payload: String, CaseIterable, Sendable {
    case article = "1 KB article"
    case list = "list of 100"
    /// The 1 KB article, with ten query items passed on the call.
    case query10 = "1 KB article, 10 query items"
    /// The 1 KB article, with ten header fields set once on the client.
    case headers10 = "1 KB article, 10 headers"
    /// The 1 KB article through `Retry`, `Authentication` and `ETagCache` (issue #13), answered
    /// without an `ETag`.
    case middleware = "1 KB article, through Retry, Authentication and ETagCache"
    /// The same, answered with an `ETag`: each request after the first is conditional, and is
    /// answered 200 again.
    case middlewareETag = "1 KB article with an ETag, through Retry, Authentication and ETagCache"
    /// The 1 KB article through `LogExchanges`, whose log drops each entry.
    case logged = "1 KB article, through LogExchanges"
    /// The 1 KB article through the observability middleware of issue #49 as a server has them
    /// when nothing reads them: `LogCalls` to a logger that drops `.info`, `MeasureCalls` with
    /// swift-metrics' no-op backend, `TraceCalls` with swift-distributed-tracing's no-op tracer.
    case observed = "1 KB article, through LogCalls, MeasureCalls and TraceCalls, unread"
    /// The 1 KB article through `LogCalls` alone, to a logger that drops `.info`.
    case observedLogs = "1 KB article, through LogCalls, unread"
    /// The 1 KB article through `MeasureCalls` alone, with swift-metrics' no-op backend.
    case observedMetrics = "1 KB article, through MeasureCalls, unread"
    /// The 1 KB article through `TraceCalls` alone, with swift-distributed-tracing's no-op tracer.
    case observedTraces = "1 KB article, through TraceCalls, unread"

    /// The contenders that make this payload's calls. The runtime and generated clients are
    /// skipped for query items and headers: those workloads compare Yopuy with the floor alone.
    /// Middleware is Yopuy's alone: its baselines are the plain article's Yopuy and floor.
    package var contenders: [Contender] {
        switch self {
        case .article, .list: Contender.allCases
        case .query10, .headers10: [.floor, .floorAwaited, .yopuyCallback, .yopuyAsync]
        case .middleware, .middlewareETag, .logged, .observed, .observedLogs, .observedMetrics, .observedTraces:
            [.yopuyCallback, .yopuyAsync]
        }
    }

    /// The bytes every call answers with.
    var bytes: Data { self == .list ? Fixture.articles : Fixture.article }

    /// The IDs of the articles a call must fetch.
    var ids: [Int] { self == .list ? Array(1...100) : [1] }

    /// The URL every call must send.
    var url: String {
        switch self {
        case .article, .headers10, .middleware, .middlewareETag, .logged, .observed, .observedLogs, .observedMetrics,
            .observedTraces:
            "https://api.example.com/v1/articles/1"
        case .list: "https://api.example.com/v1/articles"
        case .query10: Fixture.query10URL
        }
    }

    /// The header fields every call must send, in order; through `ETagCache`, every call after
    /// the first.
    var headers: [(name: String, value: String)] {
        let authorization = ("Authorization", "Bearer \(FixedTokens.token)")
        switch self {
        case .article, .list, .query10, .logged, .observed, .observedLogs, .observedMetrics, .observedTraces: return []
        case .headers10: return Fixture.headers10
        case .middleware: return [authorization]
        case .middlewareETag: return [("If-None-Match", ETagMemoryAdapter.etag), authorization]
        }
    }
}

/// Runs `iterations` full calls of `contender` for `payload`, between `start()` and `stop()`.
package nonisolated func callLoop(
    _ contender: Contender,
    _ payload: Payload,
    iterations: Int,
    start: () -> Void = {},
    stop: () -> Void = {}
) async throws {
    guard payload.contenders.contains(contender) else {
        throw WorkloadError(description: "\(contender.rawValue) does not fetch the \(payload.rawValue)")
    }
    if payload.isThroughMiddleware {
        try await middlewareCallLoop(contender, payload, iterations: iterations, start: start, stop: stop)
        return
    }
    let bytes = payload.bytes
    #if PEERS
    let runtime = RuntimeClient(answering: bytes)
    let generated = GeneratedContender(answering: bytes)
    #endif
    let service = yopuyService(MemoryAdapter(body: bytes), for: payload)
    start()
    for _ in 0..<iterations {
        switch (contender, payload) {
        case (.floor, .article): blackHole(try Floor.article(1))
        case (.floor, .list): blackHole(try Floor.articles())
        case (.floor, .query10): blackHole(try Floor.articleWithQuery(1))
        case (.floor, .headers10): blackHole(try Floor.articleWithHeaders(1))
        case (.floorAwaited, .article): blackHole(try await awaited { try Floor.article(1) })
        case (.floorAwaited, .list): blackHole(try await awaited { try Floor.articles() })
        case (.floorAwaited, .query10): blackHole(try await awaited { try Floor.articleWithQuery(1) })
        case (.floorAwaited, .headers10): blackHole(try await awaited { try Floor.articleWithHeaders(1) })
        case (.yopuyCallback, .article), (.yopuyCallback, .headers10):
            service.call(YopuyArticle.show(1)) { blackHole($0) }
        case (.yopuyCallback, .list): service.call(YopuyArticle.list) { blackHole($0) }
        case (.yopuyCallback, .query10): callWithQuery(service)
        case (.yopuyAsync, .article), (.yopuyAsync, .headers10):
            blackHole(try await service.call(YopuyArticle.show(1)))
        case (.yopuyAsync, .list): blackHole(try await service.call(YopuyArticle.list))
        case (.yopuyAsync, .query10):
            // In the loop: an async function of its own would add a frame to the task's first
            // call, one allocation more in the Allocations suite, and the literal's array stays on
            // the heap in an async function either way (measured).
            blackHole(try await service.call(YopuyArticle.show(1), query: YopuyArticle.query10))
        #if PEERS
        case (.runtime, .article): blackHole(try await runtime.article(1))
        case (.runtime, .list): blackHole(try await runtime.articles())
        case (.generated, .article): blackHole(try await generated.article(1))
        case (.generated, .list): blackHole(try await generated.articles())
        case (.runtime, .query10), (.runtime, .headers10), (.generated, .query10), (.generated, .headers10):
            preconditionFailure("refused above")
        #endif
        case (_, .middleware), (_, .middlewareETag), (_, .logged), (_, .observed), (_, .observedLogs),
            (_, .observedMetrics), (_, .observedTraces):
            preconditionFailure("looped in middlewareCallLoop")
        }
    }
    stop()
}

/// The value of `work`, in an async function of its own: what the awaited floor awaits. Not
/// inlined, so that its caller awaits it as it awaits any other library's async function.
@inline(never)
nonisolated func awaited<Value>(_ work: () throws -> Value) async throws -> Value {
    try work()
}

/// The query10 call with a callback, as an application writes it: in a function of its own, as
/// the floor's `Floor.articleWithQuery` is, with the ten items written at the call. Not inlined
/// into the benchmark's loop, whose size keeps the optimizer from putting the literal's array on
/// the stack as it does in an ordinary function (one allocation a call, measured).
@inline(never)
func callWithQuery<Adapter: HTTPAdapter>(_ service: Service<Adapter>) {
    service.call(YopuyArticle.show(1), query: YopuyArticle.query10) { blackHole($0) }
}

/// Checks that `contender` fetches the right articles for `payload`, so that no contender is
/// timed failing or decoding something else, and that the floor and Yopuy send the URL and
/// header fields the payload asks for (the in-memory adapter answers whatever it is sent).
/// Called after measuring, with clients of its own, so that it changes nothing measured.
package nonisolated func checkCalls(_ contender: Contender, _ payload: Payload) async throws {
    if payload.isThroughMiddleware {
        return try await checkMiddlewareCalls(contender, payload)
    }
    let bytes = payload.bytes
    let adapter = RecordingAdapter(body: bytes)
    let ids = try await fetchedIDs(contender, payload, service: yopuyService(adapter, for: payload))
    guard ids == payload.ids else {
        throw WorkloadError(description: "\(contender.rawValue) fetched articles \(ids) for the \(payload.rawValue)")
    }
    let sent: (url: String, headers: [(name: String, value: String)])
    switch (contender, payload) {
    case (.floor, .query10), (.floor, .headers10), (.floorAwaited, .query10), (.floorAwaited, .headers10):
        let request = try payload == .query10 ? Floor.queryRequest(1) : Floor.headersRequest(1)
        sent = (request.url.absoluteString, request.headers)
    case (.yopuyCallback, _), (.yopuyAsync, _):
        guard let request = adapter.lastRequest.withLock({ $0 }), request.method == .get else {
            throw WorkloadError(description: "\(contender.rawValue) sent no GET for the \(payload.rawValue)")
        }
        sent = (request.url.absoluteString, request.headers.fields.map { ($0.name, $0.value) })
    default: return  // the floor builds the plain article's and the list's URLs inline; the peers are not recorded
    }
    guard sent.url == payload.url, sent.headers.elementsEqual(payload.headers, by: { $0 == $1 }) else {
        throw WorkloadError(
            description: "\(contender.rawValue) sent \(sent.url) with \(sent.headers) for the \(payload.rawValue)"
        )
    }
}

/// A workload that would measure the wrong thing.
package struct WorkloadError: Error, CustomStringConvertible {
    package let description: String
}

/// The IDs of the articles `contender` fetches for `payload`, with the calls `callLoop` makes.
nonisolated func fetchedIDs<Adapter: HTTPAdapter>(
    _ contender: Contender,
    _ payload: Payload,
    service: Service<Adapter>
) async throws -> [Int] {
    switch (contender, payload) {
    case (.floor, .article): return [try Floor.article(1).id]
    case (.floor, .list): return try Floor.articles().map(\.id)
    case (.floor, .query10): return [try Floor.articleWithQuery(1).id]
    case (.floor, .headers10): return [try Floor.articleWithHeaders(1).id]
    case (.floorAwaited, .article): return [try await awaited { try Floor.article(1) }.id]
    case (.floorAwaited, .list): return try await awaited { try Floor.articles() }.map(\.id)
    case (.floorAwaited, .query10): return [try await awaited { try Floor.articleWithQuery(1) }.id]
    case (.floorAwaited, .headers10): return [try await awaited { try Floor.articleWithHeaders(1) }.id]
    case (.yopuyCallback, .article), (.yopuyCallback, .headers10):
        let outcome = Mutex<Result<Response<Article>, YopuyError>?>(nil)
        service.call(YopuyArticle.show(1)) { result in outcome.withLock { $0 = result } }
        return try outcome.withLock { $0 }.map { [try $0.get().value?.id ?? 0] } ?? []
    case (.yopuyCallback, .list):
        let outcome = Mutex<Result<Response<[Article]>, YopuyError>?>(nil)
        service.call(YopuyArticle.list) { result in outcome.withLock { $0 = result } }
        return try outcome.withLock { $0 }.map { try $0.get().value?.map(\.id) ?? [] } ?? []
    case (.yopuyCallback, .query10):
        let outcome = Mutex<Result<Response<Article>, YopuyError>?>(nil)
        service.call(YopuyArticle.show(1), query: YopuyArticle.query10) { result in outcome.withLock { $0 = result } }
        return try outcome.withLock { $0 }.map { [try $0.get().value?.id ?? 0] } ?? []
    case (.yopuyAsync, .article), (.yopuyAsync, .headers10):
        return [try await service.call(YopuyArticle.show(1)).value?.id ?? 0]
    case (.yopuyAsync, .list): return try await service.call(YopuyArticle.list).value?.map(\.id) ?? []
    case (.yopuyAsync, .query10):
        return [try await service.call(YopuyArticle.show(1), query: YopuyArticle.query10).value?.id ?? 0]
    #if PEERS
    case (.runtime, .article): return [try await RuntimeClient(answering: payload.bytes).article(1).id]
    case (.runtime, .list): return try await RuntimeClient(answering: payload.bytes).articles().map(\.id)
    case (.generated, .article): return [try await GeneratedContender(answering: payload.bytes).article(1).id]
    case (.generated, .list): return try await GeneratedContender(answering: payload.bytes).articles().map(\.id)
    case (.runtime, .query10), (.runtime, .headers10), (.generated, .query10), (.generated, .headers10):
        throw WorkloadError(description: "\(contender.rawValue) does not fetch the \(payload.rawValue)")
    #endif
    case (_, .middleware), (_, .middlewareETag), (_, .logged), (_, .observed), (_, .observedLogs),
        (_, .observedMetrics), (_, .observedTraces):
        throw WorkloadError(description: "\(contender.rawValue) does not fetch the \(payload.rawValue)")
    }
}

/// How a path of a given depth is built: by Yopuy, or as a string by hand, with `+` or with
/// string interpolation.
package enum Composer: String, CaseIterable, Sendable {
    case yopuy = "Yopuy"
    case byHand = "by hand"
    case interpolation = "interpolation"
}

/// Builds `iterations` paths of `depth` levels (1 to 4) and their strings, between `start()` and
/// `stop()`.
package nonisolated func composeLoop(
    _ composer: Composer,
    depth: Int,
    iterations: Int,
    start: () -> Void = {},
    stop: () -> Void = {}
) async {
    // Every composer must make the same string, or the comparison means nothing.
    for id in [0, 1023] {
        let expected = path(by: .yopuy, depth: depth, id: id)
        precondition(Composer.allCases.allSatisfy { path(by: $0, depth: depth, id: id) == expected })
    }
    start()
    // Each composer and depth has a loop of its own, its path built in a closure of its own, as
    // at an application's call site. In one loop over every composer and depth, adding the
    // interpolated paths made the optimizer inline less of Yopuy's code (430 more instructions
    // per path at depth 2): that measured the loop, not the composer.
    switch (composer, depth) {
    case (.yopuy, 1): repeatPaths(iterations) { path(by: .yopuy, depth: 1, id: $0) }
    case (.yopuy, 2): repeatPaths(iterations) { path(by: .yopuy, depth: 2, id: $0) }
    case (.yopuy, 3): repeatPaths(iterations) { path(by: .yopuy, depth: 3, id: $0) }
    case (.yopuy, _): repeatPaths(iterations) { path(by: .yopuy, depth: 4, id: $0) }
    case (.byHand, 1): repeatPaths(iterations) { path(by: .byHand, depth: 1, id: $0) }
    case (.byHand, 2): repeatPaths(iterations) { path(by: .byHand, depth: 2, id: $0) }
    case (.byHand, 3): repeatPaths(iterations) { path(by: .byHand, depth: 3, id: $0) }
    case (.byHand, _): repeatPaths(iterations) { path(by: .byHand, depth: 4, id: $0) }
    case (.interpolation, 1): repeatPaths(iterations) { path(by: .interpolation, depth: 1, id: $0) }
    case (.interpolation, 2): repeatPaths(iterations) { path(by: .interpolation, depth: 2, id: $0) }
    case (.interpolation, 3): repeatPaths(iterations) { path(by: .interpolation, depth: 3, id: $0) }
    case (.interpolation, _): repeatPaths(iterations) { path(by: .interpolation, depth: 4, id: $0) }
    }
    stop()
}

/// Makes `iterations` paths with `make`, for post IDs 0 to 1023 in turn.
@inline(never)
func repeatPaths(_ iterations: Int, _ make: (Int) -> String) {
    for index in 0..<iterations {
        blackHole(make(index & 1023))
    }
}

/// The path of `depth` levels under post `id`, made by `composer`.
///
/// The IDs are integers and the resources' static paths are constants that need no
/// percent-encoding, so the two baselines encode nothing: they make the same string Yopuy makes,
/// without the checks Yopuy makes on the way.
@inline(__always)
func path(by composer: Composer, depth: Int, id: Int) -> String {
    switch (composer, depth) {
    case (.yopuy, 1): Level1.show(id).path
    case (.yopuy, 2): (Level1.show(id) / Level2.show(12)).path
    case (.yopuy, 3): (Level1.show(id) / Level2.show(12) / Level3.show(3)).path
    case (.yopuy, _): (Level1.show(id) / Level2.show(12) / Level3.show(3) / Level4.delete(7)).path
    case (.byHand, 1): "posts/" + String(id)
    case (.byHand, 2): "posts/" + String(id) + "/comments/" + String(12)
    case (.byHand, 3): "posts/" + String(id) + "/comments/" + String(12) + "/commenter/" + String(3)
    case (.byHand, _):
        "posts/" + String(id) + "/comments/" + String(12) + "/commenter/" + String(3) + "/reactions/" + String(7)
    case (.interpolation, 1): "posts/\(id)"
    case (.interpolation, 2): "posts/\(id)/comments/\(12)"
    case (.interpolation, 3): "posts/\(id)/comments/\(12)/commenter/\(3)"
    case (.interpolation, _): "posts/\(id)/comments/\(12)/commenter/\(3)/reactions/\(7)"
    }
}
