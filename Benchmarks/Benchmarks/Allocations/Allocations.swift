import Benchmark
import Contenders

// Allocations per operation (deterministic), counted apart from the wall-clock runs.
// .ci/run checks them against the targets in BENCHMARKS.md with check-allocations.py.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.mallocCountTotal],
        warmupIterations: 3,
        maxDuration: .seconds(1),
        maxIterations: 50
    )
    registerWorkloads(
        composition: .init(scalingFactor: .kilo),
        fullCall: { _ in .init(maxIterations: 200) }
    )
    registerEnvelopeWorkloads(.init(maxIterations: 200))
}
