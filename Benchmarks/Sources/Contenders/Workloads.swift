package import Benchmark
internal import Foundation
internal import Synchronization
internal import Yopuy

// Every measured loop, in nonisolated async functions of a library module: a loop at the top
// level of a benchmark's main.swift would run on the main actor and pay a hop per iteration.
// Each loop runs between startMeasurement() and stopMeasurement(), so the harness's own
// allocations are not counted.

/// The contenders of the full-call workload.
package enum Contender: String, CaseIterable, Sendable {
    case floor = "hand-written floor"
    case yopuyCallback = "Yopuy, callback"
    case yopuyAsync = "Yopuy, async"
    case runtime = "hand-written over OpenAPIRuntime"
    case generated = "generated OpenAPI client"
}

/// What one call fetches.
package enum Payload: String, CaseIterable, Sendable {
    case article = "1 KB article"
    case list = "list of 100"
}

/// Runs `benchmark.scaledIterations` full calls of `contender` for `payload`.
package nonisolated func fullCalls(_ benchmark: Benchmark, _ contender: Contender, _ payload: Payload) async throws {
    try await callLoop(
        contender,
        payload,
        iterations: benchmark.scaledIterations.count,
        start: benchmark.startMeasurement,
        stop: benchmark.stopMeasurement
    )
    try await checkCalls(contender, payload)
}

/// Runs `iterations` full calls of `contender` for `payload`, between `start()` and `stop()`.
package nonisolated func callLoop(
    _ contender: Contender,
    _ payload: Payload,
    iterations: Int,
    start: () -> Void = {},
    stop: () -> Void = {}
) async throws {
    let bytes = payload == .article ? Fixture.article : Fixture.articles
    let runtime = RuntimeClient(answering: bytes)
    let generated = GeneratedContender(answering: bytes)
    let service = yopuyService(answering: bytes)
    start()
    for _ in 0..<iterations {
        switch (contender, payload) {
        case (.floor, .article): blackHole(try Floor.article(1))
        case (.floor, .list): blackHole(try Floor.articles())
        case (.yopuyCallback, .article): service.call(YopuyArticle.show(1)) { blackHole($0) }
        case (.yopuyCallback, .list): service.call(YopuyArticle.list) { blackHole($0) }
        case (.yopuyAsync, .article): blackHole(try await service.call(YopuyArticle.show(1)))
        case (.yopuyAsync, .list): blackHole(try await service.call(YopuyArticle.list))
        case (.runtime, .article): blackHole(try await runtime.article(1))
        case (.runtime, .list): blackHole(try await runtime.articles())
        case (.generated, .article): blackHole(try await generated.article(1))
        case (.generated, .list): blackHole(try await generated.articles())
        }
    }
    stop()
}

/// Checks that `contender` fetches the right articles for `payload`, so that no contender is
/// timed failing or decoding something else. Called after measuring, with clients of its own,
/// so that it changes nothing measured.
package nonisolated func checkCalls(_ contender: Contender, _ payload: Payload) async throws {
    let bytes = payload == .article ? Fixture.article : Fixture.articles
    let ids = try await fetchedIDs(
        contender,
        payload,
        service: yopuyService(answering: bytes),
        runtime: RuntimeClient(answering: bytes),
        generated: GeneratedContender(answering: bytes)
    )
    guard ids == (payload == .article ? [1] : Array(1...100)) else {
        throw WorkloadError(description: "\(contender.rawValue) fetched articles \(ids) for the \(payload.rawValue)")
    }
}

/// A workload that would measure the wrong thing.
package struct WorkloadError: Error, CustomStringConvertible {
    package let description: String
}

/// The IDs of the articles `contender` fetches for `payload`.
nonisolated func fetchedIDs(
    _ contender: Contender,
    _ payload: Payload,
    service: Service<MemoryAdapter>,
    runtime: RuntimeClient,
    generated: GeneratedContender
) async throws -> [Int] {
    switch (contender, payload) {
    case (.floor, .article): return [try Floor.article(1).id]
    case (.floor, .list): return try Floor.articles().map(\.id)
    case (.yopuyCallback, .article):
        let outcome = Mutex<Result<Response<Article>, YopuyError>?>(nil)
        service.call(YopuyArticle.show(1)) { result in outcome.withLock { $0 = result } }
        return try outcome.withLock { $0 }.map { [try $0.get().value?.id ?? 0] } ?? []
    case (.yopuyCallback, .list):
        let outcome = Mutex<Result<Response<[Article]>, YopuyError>?>(nil)
        service.call(YopuyArticle.list) { result in outcome.withLock { $0 = result } }
        return try outcome.withLock { $0 }.map { try $0.get().value?.map(\.id) ?? [] } ?? []
    case (.yopuyAsync, .article): return [try await service.call(YopuyArticle.show(1)).value?.id ?? 0]
    case (.yopuyAsync, .list): return try await service.call(YopuyArticle.list).value?.map(\.id) ?? []
    case (.runtime, .article): return [try await runtime.article(1).id]
    case (.runtime, .list): return try await runtime.articles().map(\.id)
    case (.generated, .article): return [try await generated.article(1).id]
    case (.generated, .list): return try await generated.articles().map(\.id)
    }
}

/// How a path of a given depth is built: by Yopuy, or as a string by hand.
package enum Composer: String, CaseIterable, Sendable {
    case yopuy = "Yopuy"
    case byHand = "by hand"
}

/// Builds `benchmark.scaledIterations` paths of `depth` levels (1 to 4) and their strings.
package nonisolated func compositions(_ benchmark: Benchmark, _ composer: Composer, depth: Int) async {
    await composeLoop(
        composer,
        depth: depth,
        iterations: benchmark.scaledIterations.count,
        start: benchmark.startMeasurement,
        stop: benchmark.stopMeasurement
    )
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
    // Both composers must make the same string, or the comparison means nothing.
    precondition(path(by: .yopuy, depth: depth, id: 1023) == path(by: .byHand, depth: depth, id: 1023))
    start()
    for index in 0..<iterations {
        blackHole(path(by: composer, depth: depth, id: index & 1023))
    }
    stop()
}

/// The path of `depth` levels under post `id`, made by `composer`.
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
    }
}

/// Registers every workload: composition at depths 1 to 4 by each composer, then full calls of
/// each payload by each contender, with the suite's own settings.
///
/// - Parameters:
///   - composition: The configuration of the composition benchmarks.
///   - fullCall: The configuration of the full-call benchmarks of each payload.
package func registerWorkloads(
    composition: Benchmark.Configuration,
    fullCall: (Payload) -> Benchmark.Configuration
) {
    for depth in 1...4 {
        for composer in Composer.allCases {
            Benchmark("Composition, depth \(depth): \(composer.rawValue)", configuration: composition) { benchmark in
                await compositions(benchmark, composer, depth: depth)
            }
        }
    }
    for payload in Payload.allCases {
        for contender in Contender.allCases {
            Benchmark("Full call, \(payload.rawValue): \(contender.rawValue)", configuration: fullCall(payload)) {
                benchmark in
                try await fullCalls(benchmark, contender, payload)
            }
        }
    }
}
