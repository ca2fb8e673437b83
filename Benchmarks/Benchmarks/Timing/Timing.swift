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
    registerWorkloads(
        composition: .init(scalingFactor: .kilo),
        // A thousand 1 KB calls per sample (with or without query items and headers), so that
        // the harness's own work between samples does not weigh on a call of a few
        // microseconds; one call of 100 records per sample.
        fullCall: { payload in .init(scalingFactor: payload == .list ? .one : .kilo) }
    )
    // A thousand parses per sample, of an enveloped article or of a list of 20.
    registerEnvelopeWorkloads(.init(scalingFactor: .kilo))
}
