// Allocations per operation of every workload the allocation gate checks (#62), counted in the
// process by the AllocationCounter target, which defines malloc, calloc, realloc and the aligned
// allocators over glibc's own: no valgrind and no package-benchmark, so .ci/run builds only
// Yopuy, its middleware's packages and the floor (YOPUY_BENCHMARK_GATE=1).
//
// Usage: allocation-counts [N]   (N: 200 unless told)
//
// Each workload runs its loop once to warm (caches of type metadata, the token, the ETag), then
// N and 11 N operations: the difference divided by 10 N is what one operation allocates, after
// the first and without the loop's set-up. (package-benchmark's Allocations suite counts a
// sample's calls in a task of its own, the first await of a task included: see BENCHMARKS.md.)
// Prints one line a workload, `NAME: COUNT`, NAME as the Allocations suite names it, for
// check-allocations.py.

import AllocationCounter
import Contenders
import Foundation

let operations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200

// A count of nothing would meet every target: an allocation made here must be counted.
let before = yopuy_allocations()
let probe = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
probe.deallocate()
guard yopuy_allocations() > before else {
    print("allocation-counts: an allocation went uncounted: AllocationCounter's malloc is not the process's")
    exit(1)
}

/// What one operation of `loop` allocates, by the difference of two runs.
nonisolated func perOperation(_ loop: (Int) async throws -> Void) async rethrows -> Double {
    try await loop(operations)
    let first = yopuy_allocations()
    try await loop(operations)
    let second = yopuy_allocations()
    try await loop(11 * operations)
    let third = yopuy_allocations()
    return Double((third - second) - (second - first)) / Double(10 * operations)
}

/// Prints a workload's count, with one decimal when it is not whole (a callback call through
/// middleware is answered from tasks of the pool, whose threads sometimes allocate a block of
/// their own: 67.8 for 68, in one run of 50).
func report(_ name: String, _ count: Double) {
    let whole = count.rounded()
    print("\(name): \(abs(count - whole) < 0.05 ? String(Int(whole)) : String(format: "%.1f", count))")
}

// Every contender's every payload called once first, as in `instructions`.
for payload in Payload.allCases {
    for contender in payload.contenders {
        try await checkCalls(contender, payload)
    }
}
for depth in 1...4 {
    for composer in Composer.allCases {
        report(
            "Composition, depth \(depth): \(composer.rawValue)",
            await perOperation { await composeLoop(composer, depth: depth, iterations: $0) }
        )
    }
}
for payload in Payload.allCases {
    for contender in payload.contenders {
        report(
            "Full call, \(payload.rawValue): \(contender.rawValue)",
            try await perOperation { try await callLoop(contender, payload, iterations: $0) }
        )
    }
}
for payload in EnvelopePayload.allCases {
    for unwrapper in Unwrapper.allCases {
        try checkEnvelopes(unwrapper, payload)
        report(
            "Envelope, \(payload.rawValue): \(unwrapper.rawValue)",
            try await perOperation { try envelopeLoop(unwrapper, payload, iterations: $0) }
        )
    }
}
