// Runs one workload a given number of times, for `valgrind --tool=callgrind`, which counts
// instructions: stable where wall-clock time is not. `main` stays synchronous (valgrind crashes
// on a top-level `await`); async contenders run in a task the main thread waits for.
//
// Usage: instructions WORKLOAD [ITERATIONS]
//   WORKLOAD: compose-COMPOSER-N with COMPOSER yopuy, hand (a `+` chain) or interpolation and
//   N = 1...4; or call-CONTENDER-PAYLOAD with CONTENDER floor, awaited (the floor reached through
//   one await), callback, async, runtime or generated (not in the gate's build, #62) and PAYLOAD
//   article or list; or
//   CONTENDER floor, awaited, callback or async and PAYLOAD query10 (the article with ten query items on
//   the call) or headers10 (the article with ten header fields set once on the client); or
//   CONTENDER callback or async and PAYLOAD middleware (the article through Retry,
//   Authentication and ETagCache, answered without an ETag), etag (the same stack, answered with
//   an ETag, so that every call is conditional), logged (the article through LogExchanges,
//   whose log drops each entry), observed (through LogCalls, MeasureCalls and TraceCalls, to a
//   logger whose level drops their records, swift-metrics' no-op backend and
//   swift-distributed-tracing's no-op tracer), observed-logs, observed-metrics or
//   observed-traces (through one of the three); or envelope-UNWRAPPER-PAYLOAD with UNWRAPPER
//   yopuy (a resource's JSONEnvelope) or hand (a hand-written wrapper struct) and PAYLOAD article ({"data": {…}}) or
//   list ({"data": [20 articles], "total": 20}): the parse alone; or erasure-concrete and
//   erasure-erased: the async call of the middleware payload, its service concrete or erased to
//   AnyService (issue #26).
// See `instructions.sh`, which runs every workload twice and prints instructions per operation.

import Contenders
import Dispatch
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let workload = arguments.first, let iterations = Int(arguments.dropFirst().first ?? "1") else {
    print("usage: instructions WORKLOAD [ITERATIONS]")
    exit(2)
}

let parts = workload.split(separator: "-").map(String.init)
let done = DispatchSemaphore(value: 0)
let task = Task.detached {
    do {
        switch (parts.first, parts.count) {
        case ("compose", 3):
            let composers: [String: Composer] = ["yopuy": .yopuy, "hand": .byHand, "interpolation": .interpolation]
            guard let composer = composers[parts[1]], let depth = Int(parts[2]), (1...4).contains(depth)
            else { throw Usage(workload: workload) }
            await composeLoop(composer, depth: depth, iterations: iterations)
        case ("call", 3), ("call", 4):
            var contenders: [String: Contender] = [
                "floor": .floor, "awaited": .floorAwaited, "callback": .yopuyCallback, "async": .yopuyAsync,
            ]
            #if PEERS
            contenders["runtime"] = .runtime
            contenders["generated"] = .generated
            #endif
            let payloads: [String: Payload] = [
                "article": .article, "list": .list, "query10": .query10, "headers10": .headers10,
                "middleware": .middleware, "etag": .middlewareETag, "logged": .logged, "observed": .observed,
                "observed-logs": .observedLogs, "observed-metrics": .observedMetrics,
                "observed-traces": .observedTraces,
            ]
            guard let contender = contenders[parts[1]], let payload = payloads[parts[2...].joined(separator: "-")],
                payload.contenders.contains(contender)
            else {
                throw Usage(workload: workload)
            }
            // Every contender's every payload called once first, whichever the workload: the
            // runtime's cache of generic type metadata then holds the same types, in the same
            // order, in every run. A run of the floor alone held fewer, and the lookups that
            // JSONDecoder makes on every call cost it some 400 instructions less than in a
            // Yopuy run, or 200 more, as the other types in the cache moved from one build to
            // the next (#51). Each workload's count is a difference between two runs, so these
            // first calls cancel out of it.
            for warmed in Payload.allCases {
                for warming in warmed.contenders {
                    try await callLoop(warming, warmed, iterations: 1)
                }
            }
            try await callLoop(contender, payload, iterations: iterations)
            try await checkCalls(contender, payload)
        case ("erasure", 2):
            guard ["concrete", "erased"].contains(parts[1]) else { throw Usage(workload: workload) }
            try await erasureCallLoop(erased: parts[1] == "erased", iterations: iterations)
        case ("envelope", 3):
            let unwrappers: [String: Unwrapper] = ["yopuy": .envelope, "hand": .byHand]
            let payloads: [String: EnvelopePayload] = ["article": .article, "list": .list]
            guard let unwrapper = unwrappers[parts[1]], let payload = payloads[parts[2]] else {
                throw Usage(workload: workload)
            }
            try envelopeLoop(unwrapper, payload, iterations: iterations)
            try checkEnvelopes(unwrapper, payload)
        default:
            throw Usage(workload: workload)
        }
    } catch {
        print("instructions: \(error)")
        exit(2)
    }
    done.signal()
}
done.wait()

struct Usage: Error, CustomStringConvertible {
    let workload: String
    var description: String { "unknown workload \(workload); see the comment at the top of main.swift" }
}
