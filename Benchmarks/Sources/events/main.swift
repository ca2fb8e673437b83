// Decoding server-sent events: Yopuy's `serverSentEvents()` against swift-openapi-runtime's
// `asDecodedServerSentEvents()` and a hand-written line parser (the floor: LF line ends only,
// `data` fields only, nothing the standard asks beyond that), on the same bytes in the same run,
// interleaved, in 4 KiB chunks. (mattt/EventSource 1.1.1 does not build on Linux: its
// `EventSource` calls `URLSession.bytes(for:)`, which FoundationNetworking lacks.)
//
//     swift run -c release events [EVENTS] [ROUNDS]     (100 000 events, 7 rounds by default)
//
// Prints each decoder's median time and its speed against the others. Every decoder must read
// every event, with the same data, or the run fails.

import Foundation
import OpenAPIRuntime
import Yopuy

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let count = arguments.first ?? 100_000
let rounds = arguments.dropFirst().first ?? 7

/// A chat-completion stream: each event a JSON token, some with an event type and an ID.
let stream: [UInt8] = {
    var text = ""
    for index in 0..<count {
        if index % 10 == 0 {
            text += "event: delta\nid: \(index)\n"
        }
        text += "data: {\"index\": \(index), \"token\": \"word\(index % 97)\"}\n\n"
    }
    return Array(text.utf8)
}()

let chunks: [ArraySlice<UInt8>] = stride(from: 0, to: stream.count, by: 4096).map {
    stream[$0..<min($0 + 4096, stream.count)]
}

/// The chunks, handed over as they are.
struct Chunks: AsyncSequence, Sendable {
    struct AsyncIterator: AsyncIteratorProtocol {
        var rest: ArraySlice<ArraySlice<UInt8>>
        mutating func next() async -> ArraySlice<UInt8>? { rest.popFirst() }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(rest: chunks[...]) }
}

/// The floor: splits at LF, keeps `data` fields, dispatches at an empty line.
struct Floor: AsyncSequence, Sendable {
    struct AsyncIterator: AsyncIteratorProtocol {
        var chunks = Chunks().makeAsyncIterator()
        var line: [UInt8] = []
        var data: [UInt8] = []
        var ready: [String] = []
        var handed = 0
        mutating func next() async -> String? {
            while handed == ready.count {
                ready.removeAll(keepingCapacity: true)
                handed = 0
                guard let chunk = await chunks.next() else {
                    return nil
                }
                for byte in chunk {
                    guard byte == 0x0A else {
                        line.append(byte)
                        continue
                    }
                    if line.isEmpty {
                        if !data.isEmpty {
                            ready.append(String(decoding: data.dropLast(), as: UTF8.self))
                            data.removeAll(keepingCapacity: true)
                        }
                    } else if line.starts(with: "data: ".utf8) {
                        data.append(contentsOf: line.dropFirst(6))
                        data.append(0x0A)
                    }
                    line.removeAll(keepingCapacity: true)
                }
            }
            handed += 1
            return ready[handed - 1]
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

enum Decoder: String, CaseIterable {
    case floor = "hand-written line parser (floor)"
    case yopuy = "Yopuy serverSentEvents()"
    case runtime = "swift-openapi-runtime asDecodedServerSentEvents()"

    /// Decodes the stream; returns how many events, and the bytes of their data.
    func decode() async throws -> (events: Int, bytes: Int) {
        var events = 0
        var bytes = 0
        switch self {
        case .floor:
            for await data in Floor() {
                events += 1
                bytes += data.utf8.count
            }
        case .yopuy:
            for try await event in Chunks().serverSentEvents() {
                events += 1
                bytes += event.data.utf8.count
            }
        case .runtime:
            for try await event in Chunks().asDecodedServerSentEvents() {
                events += 1
                bytes += event.data?.utf8.count ?? 0
            }
        }
        return (events, bytes)
    }
}

var times: [Decoder: [Double]] = [:]
var expected: (events: Int, bytes: Int)?
for _ in 0..<rounds {
    for decoder in Decoder.allCases {
        let clock = ContinuousClock()
        var result = (events: 0, bytes: 0)
        let elapsed = try await clock.measure { result = try await decoder.decode() }
        let first = expected ?? result
        expected = first
        guard result == first else {
            fatalError("\(decoder.rawValue) read \(result), not \(first)")
        }
        let (seconds, attoseconds) = elapsed.components
        times[decoder, default: []].append(Double(seconds) + Double(attoseconds) / 1e18)
    }
}
guard expected?.events == count else {
    fatalError("the decoders read \(expected?.events ?? 0) events of \(count)")
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
let yopuy = median(times[.yopuy] ?? [])
print(
    "\(count) events, \(stream.count) bytes in \(chunks.count) chunks of 4 KiB; median of \(rounds) interleaved rounds"
)
print("| decoder | median | events/s | Yopuy's speed against it |")
print("| --- | --- | --- | --- |")
for decoder in Decoder.allCases {
    let time = median(times[decoder] ?? [])
    let speed = String(format: "%.2f×", time / yopuy)
    print(
        "| \(decoder.rawValue) | \(String(format: "%.1f", time * 1000)) ms | \(Int(Double(count) / time)) | \(speed) |"
    )
}
