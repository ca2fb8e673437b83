// Wall-clock ratios of the full-call contenders, measured interleaved, so that whatever else the
// machine is doing weighs on every contender alike. See `interleaved.sh`, which builds this in
// release mode and runs it.
//
// Usage: interleaved [ROUNDS] [PASSES]
//   For each payload (the 1 KB article, the list of 100), ROUNDS rounds (default 8). A round is
//   PASSES passes (default 24); a pass takes one sample of every contender, in an order that
//   rotates from pass to pass, so that no contender always follows the same one. A sample is a
//   thousand calls of the article or ten calls of the list, the loop `callLoop` runs for the
//   package-benchmark suites, timed between its `start` and `stop`. A contender's time in a round
//   is the median of its samples; the round's ratios divide those medians. One pass before the
//   first round warms up and is not counted. Prints each round, then the median and range of
//   each ratio over the rounds.

import Contenders
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let rounds = Int(arguments.first ?? "8"), let passes = Int(arguments.dropFirst().first ?? "24"),
    rounds > 0, passes > 0
else {
    print("usage: interleaved [ROUNDS] [PASSES]")
    exit(2)
}
for payload in [Payload.article, .list] {
    try await measure(payload, rounds: rounds, passes: passes)
}

/// Measures `payload`'s contenders over `rounds` rounds of `passes` passes, and prints each
/// round's medians and ratios, then the median and range of every ratio.
nonisolated func measure(_ payload: Payload, rounds: Int, passes: Int) async throws {
    // A contender's time over another's.
    let ratios: [(name: String, contender: Contender, baseline: Contender)] = [
        ("generated / Yopuy callback", .generated, .yopuyCallback),
        ("generated / Yopuy async", .generated, .yopuyAsync),
        ("Yopuy callback / floor", .yopuyCallback, .floor),
        ("Yopuy async / floor", .yopuyAsync, .floor),
        ("generated / floor", .generated, .floor),
    ]
    let contenders = payload.contenders
    let calls = payload == .list ? 10 : 1000
    for contender in contenders {
        try await checkCalls(contender, payload)
        _ = try await nanosecondsPerCall(contender, payload, calls: calls)  // the warm-up pass
    }
    print("\n## \(payload.rawValue): nanoseconds per call, median of \(passes) samples of \(calls) calls")
    let columns = contenders.map(\.rawValue) + ratios.map(\.name)
    print("| round | " + columns.joined(separator: " | ") + " |")
    print("| --- |" + String(repeating: " --- |", count: columns.count))
    var perRound: [[Double]] = Array(repeating: [], count: ratios.count)
    for round in 1...rounds {
        var samples: [Contender: [Double]] = [:]
        for pass in 0..<passes {
            for index in contenders.indices {
                let contender = contenders[(index + pass) % contenders.count]
                samples[contender, default: []].append(try await nanosecondsPerCall(contender, payload, calls: calls))
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
    print("\n| \(payload.rawValue): ratio | median | range over \(rounds) rounds |")
    print("| --- | --- | --- |")
    for (index, ratio) in ratios.enumerated() {
        let values = perRound[index]
        let range = String(format: "%.2f–%.2f", values.min() ?? 0, values.max() ?? 0)
        print("| \(ratio.name) | " + String(format: "%.2f", median(values)) + "× | \(range)× |")
    }
}

/// The wall-clock time of one of `contender`'s calls for `payload`, in nanoseconds: the mean over
/// `calls` calls made in a row.
nonisolated func nanosecondsPerCall(_ contender: Contender, _ payload: Payload, calls: Int) async throws -> Double {
    let clock = ContinuousClock()
    var started = clock.now
    var elapsed = Duration.zero
    try await callLoop(
        contender,
        payload,
        iterations: calls,
        start: { started = clock.now },
        stop: { elapsed = clock.now - started }
    )
    let (seconds, attoseconds) = elapsed.components
    return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(calls)
}

/// The median of `values`, which must not be empty.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
