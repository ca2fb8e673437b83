import Benchmark
import Contenders

// Allocations per operation (deterministic), counted apart from the wall-clock runs.
// .ci/run checks them against the targets in BENCHMARKS.md.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.mallocCountTotal],
        warmupIterations: 3,
        maxDuration: .seconds(1),
        maxIterations: 50
    )
    for depth in 1...4 {
        for composer in Composer.allCases {
            Benchmark(
                "Composition, depth \(depth): \(composer.rawValue)",
                configuration: .init(scalingFactor: .kilo)
            ) { benchmark in
                await compositions(benchmark, composer, depth: depth)
            }
        }
    }
    for payload in Payload.allCases {
        for contender in Contender.allCases {
            Benchmark(
                "Full call, \(payload.rawValue): \(contender.rawValue)",
                configuration: .init(maxIterations: 200)
            ) { benchmark in
                try await fullCalls(benchmark, contender, payload)
            }
        }
    }
}
