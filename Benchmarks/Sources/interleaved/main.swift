// Wall-clock ratios, measured interleaved, so that whatever else the machine is doing weighs on
// every contender alike. See `interleaved.sh`, which builds this in release mode and runs it.
//
// Usage: interleaved [ROUNDS] [PASSES] [calls|compositions|all]
//   For each workload (full calls: the 1 KB article, the list of 100; compositions: depth 1 to
//   4), ROUNDS rounds (default 8). A round is PASSES passes (default 24); a pass takes one sample
//   of every contender, in an order that rotates from pass to pass, so that no contender always
//   follows the same one. A sample is a thousand calls of the article, ten calls of the list or
//   ten thousand paths, the loops `callLoop` and `composeLoop` run for the package-benchmark
//   suites, timed between their `start` and `stop`. A contender's time in a round is the median
//   of its samples; the round's ratios divide those medians. One pass before the first round
//   warms up and is not counted. Prints each round, then the median and range of each ratio
//   over the rounds. The third argument picks the workloads (default: all).

import Contenders
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard let rounds = Int(arguments.count > 0 ? arguments[0] : "8"),
    let passes = Int(arguments.count > 1 ? arguments[1] : "24"),
    rounds > 0, passes > 0, ["calls", "compositions", "all"].contains(arguments.count > 2 ? arguments[2] : "all")
else {
    print("usage: interleaved [ROUNDS] [PASSES] [calls|compositions|all]")
    exit(2)
}
let workloads = arguments.count > 2 ? arguments[2] : "all"
if workloads != "compositions" {
    for payload in [Payload.article, .list] {
        try await measureCalls(payload, rounds: rounds, passes: passes)
    }
}
if workloads != "calls" {
    for depth in 1...4 {
        await measureCompositions(depth: depth, rounds: rounds, passes: passes)
    }
}

/// Measures `payload`'s contenders, interleaved, and prints their times and ratios.
nonisolated func measureCalls(_ payload: Payload, rounds: Int, passes: Int) async throws {
    let calls = payload == .list ? 10 : 1000
    for contender in payload.contenders {
        try await checkCalls(contender, payload)
    }
    try await interleave(
        title: "\(payload.rawValue): nanoseconds per call, median of \(passes) samples of \(calls) calls",
        contenders: payload.contenders,
        name: \.rawValue,
        ratios: [
            ("generated / Yopuy callback", .generated, .yopuyCallback),
            ("generated / Yopuy async", .generated, .yopuyAsync),
            ("Yopuy callback / floor", .yopuyCallback, .floor),
            ("Yopuy async / floor", .yopuyAsync, .floor),
            ("generated / floor", .generated, .floor),
        ],
        rounds: rounds,
        passes: passes
    ) { contender in
        try await nanoseconds(per: calls) { start, stop in
            try await callLoop(contender, payload, iterations: calls, start: start, stop: stop)
        }
    }
}

/// Measures the composers at `depth`, interleaved, and prints their times and ratios.
nonisolated func measureCompositions(depth: Int, rounds: Int, passes: Int) async {
    let paths = 10_000
    await interleave(
        title: "composition, depth \(depth): nanoseconds per path, median of \(passes) samples of \(paths) paths",
        contenders: Composer.allCases,
        name: \.rawValue,
        ratios: [("Yopuy / by hand", .yopuy, .byHand), ("Yopuy / interpolation", .yopuy, .interpolation)],
        rounds: rounds,
        passes: passes
    ) { composer in
        await nanoseconds(per: paths) { start, stop in
            await composeLoop(composer, depth: depth, iterations: paths, start: start, stop: stop)
        }
    }
}

/// Takes `passes` samples of every contender in each of `rounds` rounds, rotating their order
/// from pass to pass, after one pass of warm-up; prints each round's median times and `ratios`
/// (a contender's median over a baseline's), then the median and range of each ratio.
nonisolated func interleave<Contender: Hashable>(
    title: String,
    contenders: [Contender],
    name: (Contender) -> String,
    ratios: [(name: String, contender: Contender, baseline: Contender)],
    rounds: Int,
    passes: Int,
    sample: (Contender) async throws -> Double
) async rethrows {
    for contender in contenders {
        _ = try await sample(contender)
    }
    print("\n## \(title)")
    let columns = contenders.map(name) + ratios.map(\.name)
    print("| round | " + columns.joined(separator: " | ") + " |")
    print("| --- |" + String(repeating: " --- |", count: columns.count))
    var perRound: [[Double]] = Array(repeating: [], count: ratios.count)
    for round in 1...rounds {
        var samples: [Contender: [Double]] = [:]
        for pass in 0..<passes {
            for index in contenders.indices {
                let contender = contenders[(index + pass) % contenders.count]
                samples[contender, default: []].append(try await sample(contender))
            }
        }
        let times = samples.mapValues(median)
        var cells = contenders.map { String(format: "%.0f", times[$0] ?? 0) }
        for (index, ratio) in ratios.enumerated() {
            let value = (times[ratio.contender] ?? 0) / (times[ratio.baseline] ?? 1)
            perRound[index].append(value)
            cells.append(String(format: "%.3f", value))
        }
        print("| \(round) | " + cells.joined(separator: " | ") + " |")
    }
    print("\n| ratio | median | range over \(rounds) rounds |")
    print("| --- | --- | --- |")
    for (index, ratio) in ratios.enumerated() {
        let values = perRound[index]
        let range = String(format: "%.2f–%.2f", values.min() ?? 0, values.max() ?? 0)
        print("| \(ratio.name) | " + String(format: "%.2f", median(values)) + "× | \(range)× |")
    }
}

/// The wall-clock time of one of `operations` operations, in nanoseconds: `body` runs them
/// between the two closures it is handed, which start and stop the clock.
nonisolated func nanoseconds(
    per operations: Int,
    _ body: (_ start: () -> Void, _ stop: () -> Void) async throws -> Void
) async rethrows -> Double {
    let clock = ContinuousClock()
    var started = clock.now
    var elapsed = Duration.zero
    try await body({ started = clock.now }, { elapsed = clock.now - started })
    let (seconds, attoseconds) = elapsed.components
    return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(operations)
}

/// The median of `values`, which must not be empty.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
