import Benchmark
import Contenders

// Wall-clock time of path composition and of full calls, every contender in the same run.
// Allocations are counted in the Allocations suite: counting them slows the clock.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        maxDuration: .seconds(2),
        maxIterations: 10_000
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
            Benchmark("Full call, \(payload.rawValue): \(contender.rawValue)") { benchmark in
                try await fullCalls(benchmark, contender, payload)
            }
        }
    }
}
