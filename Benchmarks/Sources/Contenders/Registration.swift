package import Benchmark

// The package-benchmark suites' side of the workloads (Benchmarks/Timing and
// Benchmarks/Allocations): each loop of Workloads.swift and Envelopes.swift run between a
// benchmark's startMeasurement() and stopMeasurement(). Not in the gate's build (#62), whose
// runners call the loops themselves.

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

/// Parses `benchmark.scaledIterations` enveloped answers with `unwrapper`.
package nonisolated func envelopes(_ benchmark: Benchmark, _ unwrapper: Unwrapper, _ payload: EnvelopePayload) throws {
    try checkEnvelopes(unwrapper, payload)
    try envelopeLoop(
        unwrapper,
        payload,
        iterations: benchmark.scaledIterations.count,
        start: benchmark.startMeasurement,
        stop: benchmark.stopMeasurement
    )
}

/// Registers every workload: composition at depths 1 to 4 by each composer, then full calls of
/// each payload by each of its contenders, with the suite's own settings.
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
        for contender in payload.contenders {
            Benchmark("Full call, \(payload.rawValue): \(contender.rawValue)", configuration: fullCall(payload)) {
                benchmark in
                try await fullCalls(benchmark, contender, payload)
            }
        }
    }
}

/// Registers the envelope workloads: each payload unwrapped each way.
///
/// - Parameter configuration: The configuration of each benchmark.
package func registerEnvelopeWorkloads(_ configuration: Benchmark.Configuration) {
    for payload in EnvelopePayload.allCases {
        for unwrapper in Unwrapper.allCases {
            Benchmark("Envelope, \(payload.rawValue): \(unwrapper.rawValue)", configuration: configuration) {
                benchmark in
                try envelopes(benchmark, unwrapper, payload)
            }
        }
    }
}
